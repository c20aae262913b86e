//! A Synthesis game — a start position and its moves with their history — and its outcome:
//! king capture and the one reply (S27), checkmate and stalemate (S28, S29), threefold
//! repetition and the fifty-move rule (S30).

use super::illegal::{Illegal, SynthesisRefusal, ruling};
use super::play::SynthesisEvent;
use super::position::{ESCAPES, Position};
use super::regime::{QueenState, Regime};
use crate::rules::ruling::Rule;
use crate::rules::{Color, Move, MoveKind, UciMove};

/// Why a game is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawGround {
    /// The side to move has no legal move and is not in check (S28).
    Stalemate,
    /// The same position (S30: tokens included) has stood three times.
    Repetition,
    /// 100 plies without a capture or a pawn move (S30).
    FiftyMoves,
}

impl DrawGround {
    pub const ALL: [DrawGround; 3] = [DrawGround::Stalemate, DrawGround::Repetition, DrawGround::FiftyMoves];
    pub fn key(self) -> &'static str {
        match self {
            DrawGround::Stalemate => "stalemate",
            DrawGround::Repetition => "repetition",
            DrawGround::FiftyMoves => "fifty_moves",
        }
    }
}

/// How a Synthesis game stands. Its words (`describe`, `sentence`) are made by
/// `crate::i18n::rules`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "outcome")]
pub enum Outcome {
    /// The game goes on (a pending one reply of S27 included).
    Ongoing,
    /// A king was captured and its colour had no reply, or both kings were captured and the
    /// winner captured last (`both`) (S27).
    KingCaptured {
        winner: Color,
        both: bool,
    },
    /// The side to move is in check with no legal move (S28, S29).
    Checkmate {
        winner: Color,
    },
    Draw {
        ground: DrawGround,
    },
}

impl Outcome {
    /// `ongoing`, `king_captured`, `checkmate` or `draw`.
    pub fn key(&self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::KingCaptured { .. } => "king_captured",
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Draw { .. } => "draw",
        }
    }
    pub fn winner(&self) -> Option<Color> {
        match self {
            Outcome::KingCaptured { winner, .. } | Outcome::Checkmate { winner } => Some(*winner),
            _ => None,
        }
    }
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn result(&self) -> &'static str {
        match self {
            Outcome::Ongoing => "*",
            Outcome::Draw { .. } => "1/2-1/2",
            _ => match self.winner() {
                Some(Color::White) => "1-0",
                _ => "0-1",
            },
        }
    }
    /// One of every shape, for tests that render them all.
    pub fn examples() -> Vec<Outcome> {
        let mut v = vec![Outcome::Ongoing];
        for winner in Color::ALL {
            v.extend([
                Outcome::KingCaptured { winner, both: false },
                Outcome::KingCaptured { winner, both: true },
                Outcome::Checkmate { winner },
            ]);
        }
        v.extend(DrawGround::ALL.map(|ground| Outcome::Draw { ground }));
        v
    }
}

/// What makes two positions "the same" for repetition (S30): board, side to move, castling
/// rights, an en-passant capture only where one is legal, original-queen states, regime D and
/// the escapes left.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RepetitionKey {
    board: super::board::Board,
    turn: Color,
    castling: u8,
    ep: Option<crate::rules::Square>,
    queen: [QueenState; 2],
    classical: [bool; 2],
    escapes: [u8; 2],
}

impl Position {
    /// The identity of the position for threefold repetition (S30).
    pub fn repetition_key(&self) -> RepetitionKey {
        let ep = self.ep.filter(|_| self.legal_moves_unsorted().iter().any(|m| m.kind == MoveKind::EnPassant));
        RepetitionKey {
            board: self.board,
            turn: self.turn,
            castling: self.castling,
            ep,
            queen: self.queen,
            classical: self.classical,
            escapes: Color::ALL.map(|c| self.escapes(c).unwrap_or(ESCAPES)),
        }
    }

    /// The outcome this position shows by itself (S27, S28): a captured king without reply,
    /// both kings captured, checkmate or stalemate; repetition needs the game's history.
    pub fn outcome(&self) -> Outcome {
        let us = self.turn;
        let them = us.other();
        match (self.board.king(us), self.board.king(them)) {
            (None, None) => Outcome::KingCaptured { winner: them, both: true },
            (None, Some(_)) if self.legal_moves_unsorted().is_empty() => {
                Outcome::KingCaptured { winner: them, both: false }
            }
            (None, Some(_)) => Outcome::Ongoing,
            _ if self.legal_moves_unsorted().is_empty() => {
                if self.board.in_check(us) {
                    Outcome::Checkmate { winner: them }
                } else {
                    Outcome::Draw { ground: DrawGround::Stalemate }
                }
            }
            _ => Outcome::Ongoing,
        }
    }
}

/// A game: a start position and the moves played from it, with the positions for repetition.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    moves: Vec<Move>,
    positions: Vec<Position>,
    keys: Vec<RepetitionKey>,
}

impl Game {
    pub fn new(start: Position) -> Game {
        Game { start, moves: Vec::new(), positions: vec![start], keys: vec![start.repetition_key()] }
    }
    pub fn start(&self) -> &Position {
        &self.start
    }
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game has its start position")
    }
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    /// The positions from the start to now (one more than the moves).
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The legal move meant by `m` in the current position, or why not (as `Position::check_move`).
    pub fn check_move(&self, m: UciMove) -> Result<Move, Illegal> {
        self.position().check_move(m)
    }

    /// How many times the current position has stood (this time included; S30).
    pub fn repetitions(&self) -> usize {
        let now = self.keys.last().expect("a key per position");
        self.keys.iter().filter(|k| *k == now).count()
    }

    /// Plays a move: refused with the ruling when the position has ended the game (a king
    /// captured without reply, checkmate, stalemate) or the move is illegal (nothing changes
    /// then); otherwise its events, with `draw` added when the move completes a threefold
    /// repetition or the fifty-move count (S30; as in the engine's other rulesets, play may go
    /// on after those, the arbiter deciding).
    pub fn play(&mut self, m: &Move) -> Result<Vec<SynthesisEvent>, Illegal> {
        let outcome = self.position().outcome();
        if outcome != Outcome::Ongoing {
            let rule = match outcome {
                Outcome::KingCaptured { .. } => Rule::S27,
                Outcome::Checkmate { .. } | Outcome::Draw { ground: DrawGround::Stalemate } => Rule::S28,
                _ => Rule::S30,
            };
            return Err(ruling(rule, SynthesisRefusal::GameOver { outcome }));
        }
        let legal = self.position().check_move(UciMove::from(*m))?;
        let mut next = *self.position();
        let mut events = next.play_unchecked(&legal);
        self.moves.push(legal);
        self.positions.push(next);
        self.keys.push(next.repetition_key());
        if let Outcome::Draw { ground } = self.outcome()
            && ground != DrawGround::Stalemate
        {
            events.push(SynthesisEvent::Draw);
        }
        Ok(events)
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.keys.pop();
        Some(m)
    }

    /// The game's outcome: the position's own (S27, S28), then threefold repetition and the
    /// fifty-move rule (S30).
    pub fn outcome(&self) -> Outcome {
        let pos = self.position();
        let own = pos.outcome();
        if own != Outcome::Ongoing || pos.king(pos.turn()).is_none() {
            return own;
        }
        if self.repetitions() >= 3 {
            return Outcome::Draw { ground: DrawGround::Repetition };
        }
        if pos.halfmoves() >= 100 {
            return Outcome::Draw { ground: DrawGround::FiftyMoves };
        }
        own
    }

    /// Each colour's regime after every move, for sheets that print the regime changes.
    pub fn regimes(&self) -> Vec<[Regime; 2]> {
        self.positions.iter().map(|p| Color::ALL.map(|c| p.regime(c))).collect()
    }
}
