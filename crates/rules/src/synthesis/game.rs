//! A Synthesis game — a start position and its moves with their history — and its outcome:
//! king capture and the one reply (S27), checkmate and stalemate (S28, S29), threefold
//! repetition and the fifty-move rule (S30).

use super::illegal::SynthesisRefusal;
pub use super::outcome::{DrawGround, Outcome};
use super::play::SynthesisEvent;
use super::position::{ESCAPES, Position};
use super::refuse::{Illegal, ruling};
use super::regime::{QueenState, Regime};
use crate::ruling::Rule;
use crate::{Color, Move, MoveKind, UciMove};

/// What makes two positions "the same" for repetition (S30): board, side to move, castling
/// rights, an en-passant capture only where one is legal, original-queen states, regime D and
/// the escapes left.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RepetitionKey {
    board: super::board::Board,
    turn: Color,
    castling: u8,
    ep: Option<crate::Square>,
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
