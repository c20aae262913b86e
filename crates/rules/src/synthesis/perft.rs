//! Perft: the number of leaf nodes of the legal-move tree to a depth, the measure by which the
//! move generator is checked against hand-counted and independently computed totals.

use super::position::Position;
use crate::Move;

impl Position {
    /// Leaf nodes at `depth` plies (1 at depth 0; a finished game has none below it).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = Vec::with_capacity(64);
        self.legal_into(&mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| {
                let mut next = *self;
                next.apply(m);
                next.perft(depth - 1)
            })
            .sum()
    }

    /// Perft split by first move, sorted by the moves' coordinates.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        self.legal_moves()
            .into_iter()
            .map(|m| {
                let mut next = *self;
                next.apply(&m);
                (m, if depth <= 1 { 1 } else { next.perft(depth - 1) })
            })
            .collect()
    }
}
