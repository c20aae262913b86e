//! Playing a move: the new position (queen states, castling rights, escapes, clocks, S18) and
//! the events of S32, in their order.

use super::position::{BK, BQ, ESCAPES, Position, WK, WQ, castling_rook};
use super::refuse::Illegal;
use super::regime::{QueenState, Regime, queen_home};
use crate::{Color, Move, MoveKind, Role, UciMove};
use std::fmt;

/// What happened in a move (S32), in the order S32 lists them. `Display` writes the S32 key
/// (`regime:w=B`); the words are made by the `i18n` module's rules words.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SynthesisEvent {
    /// The move captured a piece (en passant included).
    Capture,
    EnPassant,
    Castle,
    Promotion(Role),
    /// The move captured the enemy king (S27).
    KingCaptured,
    /// The move changed this colour's regime to this one (S6, SE3); White is reported first.
    Regime(Color, Regime),
    /// A regime-C king moved: this many escapes are left (S16).
    Escapes(Color, u8),
    /// The colour now to move is in check.
    Check,
    /// … and the mover's own king is attacked too (S22, S23).
    BothInCheck,
    /// A king was captured and its colour can capture back with its one reply (S27).
    Reply,
    Checkmate,
    Stalemate,
    Win(Color),
    Draw,
}

fn letter(c: Color) -> char {
    if c == Color::White { 'w' } else { 'b' }
}

impl fmt::Display for SynthesisEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SynthesisEvent::Capture => f.write_str("capture"),
            SynthesisEvent::EnPassant => f.write_str("en_passant"),
            SynthesisEvent::Castle => f.write_str("castle"),
            SynthesisEvent::Promotion(r) => write!(f, "promotion:{}", r.lower()),
            SynthesisEvent::KingCaptured => f.write_str("king_captured"),
            SynthesisEvent::Regime(c, r) => write!(f, "regime:{}={}", letter(*c), r.letter()),
            SynthesisEvent::Escapes(c, n) => write!(f, "escapes:{}={n}", letter(*c)),
            SynthesisEvent::Check => f.write_str("check"),
            SynthesisEvent::BothInCheck => f.write_str("both_in_check"),
            SynthesisEvent::Reply => f.write_str("reply"),
            SynthesisEvent::Checkmate => f.write_str("checkmate"),
            SynthesisEvent::Stalemate => f.write_str("stalemate"),
            SynthesisEvent::Win(c) => write!(f, "win:{}", letter(*c)),
            SynthesisEvent::Draw => f.write_str("draw"),
        }
    }
}

impl Position {
    /// Plays a move if it is legal (S31) and returns its events (S32); on an illegal move the
    /// position is unchanged and the error names the ruling.
    pub fn play(&mut self, m: &Move) -> Result<Vec<SynthesisEvent>, Illegal> {
        let legal = self.check_move(UciMove::from(*m))?;
        Ok(self.play_unchecked(&legal))
    }

    /// The position after a legal move, and the move's events.
    pub(crate) fn play_unchecked(&mut self, m: &Move) -> Vec<SynthesisEvent> {
        let mut events = Vec::new();
        let us = self.turn;
        let them = us.other();
        let before = Color::ALL.map(|c| self.regime(c));
        let takes_king = self.captures_king(m);
        let escape_used = self.apply(m);

        if m.capture {
            events.push(SynthesisEvent::Capture);
        }
        if m.kind == MoveKind::EnPassant {
            events.push(SynthesisEvent::EnPassant);
        }
        if matches!(m.kind, MoveKind::Castle { .. }) {
            events.push(SynthesisEvent::Castle);
        }
        if let Some(r) = m.promotion {
            events.push(SynthesisEvent::Promotion(r));
        }
        if takes_king {
            events.push(SynthesisEvent::KingCaptured);
        }
        for c in Color::ALL {
            let now = self.regime(c);
            if now != before[c.index()] {
                events.push(SynthesisEvent::Regime(c, now));
            }
        }
        if escape_used && self.regime(us) == Regime::C {
            events.push(SynthesisEvent::Escapes(us, self.escapes[us.index()]));
        }
        if !takes_king && self.board.in_check(them) {
            events.push(SynthesisEvent::Check);
            if self.board.in_check(us) {
                events.push(SynthesisEvent::BothInCheck);
            }
        }
        let replies = self.legal_moves_unsorted();
        if self.board.king(them).is_none() {
            if replies.is_empty() {
                events.push(SynthesisEvent::Win(us));
            } else {
                events.push(SynthesisEvent::Reply);
            }
        } else if replies.is_empty() {
            if self.board.in_check(them) {
                events.push(SynthesisEvent::Checkmate);
                events.push(SynthesisEvent::Win(us));
            } else {
                events.push(SynthesisEvent::Stalemate);
                events.push(SynthesisEvent::Draw);
            }
        }
        events
    }

    /// Makes a legal move on the position: board, queen states, escapes, castling rights,
    /// en-passant square, clocks, side to move and S18. Returns whether a regime-C king used an
    /// escape.
    pub(crate) fn apply(&mut self, m: &Move) -> bool {
        let us = self.turn;
        let them = us.other();
        let takes_king = self.captures_king(m);
        let mover = self.board.get(m.from).expect("a legal move starts on a piece");
        let regime_before = self.regime(us);

        // Queen states (S5): the original queen moves with its square or is captured.
        if self.queen[them.index()] == QueenState::On(m.to) && m.capture {
            self.queen[them.index()] =
                if m.to == queen_home(them) { QueenState::CapturedHome } else { QueenState::CapturedAway };
            if self.queen[them.index()] == QueenState::CapturedAway {
                self.escapes[them.index()] = ESCAPES;
            }
        }
        if self.queen[us.index()] == QueenState::On(m.from) {
            self.queen[us.index()] = QueenState::On(m.to);
        }
        // Escapes (S16): every king move of a regime-C colour uses one.
        let escape_used = regime_before == Regime::C && mover.role == Role::King;
        if escape_used {
            self.escapes[us.index()] = self.escapes[us.index()].saturating_sub(1);
        }
        // Castling rights (S24): lost when the king or that rook moves, or the rook is captured.
        if mover.role == Role::King {
            self.castling &= if us == Color::White { !(WK | WQ) } else { !(BK | BQ) };
        }
        for bit in [WK, WQ, BK, BQ] {
            let rook = castling_rook(bit);
            if m.from == rook || m.to == rook {
                self.castling &= !bit;
            }
        }
        if takes_king {
            self.castling &= if them == Color::White { !(WK | WQ) } else { !(BK | BQ) };
        }

        self.board = self.board_after(m);
        self.ep = (m.kind == MoveKind::DoubleStep)
            .then(|| crate::Square::new(m.from.file(), (m.from.rank() + m.to.rank()) / 2));
        if m.capture || mover.role == Role::Pawn {
            self.halfmoves = 0;
        } else {
            self.halfmoves += 1;
        }
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = them;
        self.pass_to_classical();
        escape_used
    }
}
