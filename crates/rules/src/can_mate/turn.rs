//! The board turned: a position's left-right mirror (files reversed) and its colour swap (ranks
//! reversed, the colours exchanged, the other side to move), which must get the same verdicts as
//! the position itself. The analysis tries a turned position when its own search runs out of
//! budget (the search's order of moves, not the position, left it undecided), and turns the
//! answer back: a line's moves square by square, a proof's squares and side. A mirror is made
//! only where no castling right tells the sides apart (R24 castles to fixed files).

use super::proof::{PieceFact, Proof};
use crate::{Cell, Color, Move, Piece, Position, Square, SquareSet};

/// A way of turning the board: files reversed, and/or ranks reversed with the colours
/// exchanged.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Turn {
    pub files: bool,
    pub colours: bool,
}

impl Turn {
    pub const MIRROR: Turn = Turn { files: true, colours: false };
    pub const COLOURS: Turn = Turn { files: false, colours: true };

    /// The square `sq` lands on, on a board `width` x `height`.
    pub fn square(self, sq: Square, width: u8, height: u8) -> Square {
        let f = if self.files { width - 1 - sq.file() } else { sq.file() };
        let r = if self.colours { height - 1 - sq.rank() } else { sq.rank() };
        Square::new(f, r)
    }

    /// The colour `c` becomes.
    pub fn color(self, c: Color) -> Color {
        if self.colours { c.other() } else { c }
    }

    fn set(self, s: SquareSet, width: u8, height: u8) -> SquareSet {
        s.iter().map(|q| self.square(q, width, height)).collect()
    }

    /// The position turned, or `None` for a mirror where a castling right tells the sides apart.
    pub fn position(self, pos: &Position) -> Option<Position> {
        if self.files && !(pos.castling[0].is_empty() && pos.castling[1].is_empty()) {
            return None;
        }
        let (w, h) = (pos.width, pos.height);
        let from = pos.to_setup();
        let mut to = from.clone();
        to.cells = [Cell::Empty; 256];
        for sq in from.squares() {
            let cell = match from.cell(sq) {
                Cell::Piece(p) => Cell::Piece(Piece { color: self.color(p.color), role: p.role }),
                Cell::Bastion(c) => Cell::Bastion(self.color(c)),
                c => c,
            };
            to.set(self.square(sq, w, h), cell);
        }
        to.turn = self.color(from.turn);
        to.castling = self.set(from.castling, w, h);
        to.ep_square = from.ep_square.map(|q| self.square(q, w, h));
        to.reserves = from.reserves.map(|r| r.into_iter().map(|(q, n)| (self.square(q, w, h), n)).collect());
        to.heroes = self.set(from.heroes, w, h);
        to.fresh = from.fresh.map(|f| self.set(f, w, h));
        if self.colours {
            std::mem::swap(&mut to.newborn.white, &mut to.newborn.black);
        }
        Position::from_setup(to, pos.rules).ok()
    }

    /// A line found on the position turned (`turned`), told on `pos`: each move the legal move
    /// of `pos` with the squares turned back; `None` if one is missing (never, for a turn of a
    /// legal position).
    pub fn line_back(self, pos: &Position, line: &[Move]) -> Option<Vec<Move>> {
        let (w, h) = (pos.width, pos.height);
        let mut at = pos.clone();
        let mut moves = Vec::new();
        let mut back = Vec::with_capacity(line.len());
        for m in line {
            let (from, to) = (self.square(m.from, w, h), self.square(m.to, w, h));
            at.legal_moves_into(&mut moves);
            let b = *moves.iter().find(|x| x.from == from && x.to == to && x.promotion == m.promotion)?;
            at.apply(&b);
            back.push(b);
        }
        Some(back)
    }

    /// A proof made on the position turned, told on `pos` (the turn is its own inverse).
    pub fn proof_back(self, pos: &Position, proof: Proof) -> Proof {
        let (w, h) = (pos.width, pos.height);
        let sq = |q: Square| self.square(q, w, h);
        let set = |s: SquareSet| self.set(s, w, h);
        match proof {
            Proof::Sealed { mater, king, region, walls, edge, pieces } => Proof::Sealed {
                mater: self.color(mater),
                king: sq(king),
                region: set(region),
                walls: set(walls),
                edge,
                pieces: pieces.into_iter().map(|f| PieceFact { square: sq(f.square), ..f }).collect(),
            },
            Proof::Material { mater, why } => Proof::Material { mater: self.color(mater), why },
            Proof::GameOver { mater } => Proof::GameOver { mater: self.color(mater) },
            Proof::Exhausted { mater, nodes } => Proof::Exhausted { mater: self.color(mater), nodes },
            Proof::Checks { mater, nodes, leaves } => Proof::Checks { mater: self.color(mater), nodes, leaves },
            Proof::Locked { mater, king, region, steady, strikers, silent, by_reserve } => Proof::Locked {
                mater: self.color(mater),
                king: sq(king),
                region: set(region),
                steady: set(steady),
                strikers: set(strikers),
                silent: Box::new(set(*silent)),
                by_reserve,
            },
        }
    }
}

/// The position's left-right mirror, where no castling right tells the sides apart.
pub fn mirrored(pos: &Position) -> Option<Position> {
    Turn::MIRROR.position(pos)
}

/// The position's colour swap: ranks reversed, colours exchanged, the other side to move.
pub fn colour_swapped(pos: &Position) -> Option<Position> {
    Turn::COLOURS.position(pos)
}
