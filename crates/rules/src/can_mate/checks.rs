//! Check chains closed by what can never change (after CHA's check-chain phase, written anew):
//! every move from the root is followed, and from there on every move that gives check; a move
//! that gives no check must lead to a position where the static analysis (`reach`, `locked`)
//! proves that the mater can never mate. When that holds everywhere, no line from the root ends
//! in mate: the positions followed form a set closed under moves, but for the statically
//! proved ones (no line from them mates) and the ended games (no line goes on); none of them is
//! a mate (a mate met makes the walk give up). A position met twice is followed once: its moves
//! are all followed (or the walk gives up), so meeting it again, on the way or through a cycle,
//! adds no line that is not covered. Any leaf without a proof, a mate, a chain longer than
//! `MAX_CHAIN` or a budget spent: the walk gives up, and nothing is said.

use super::search::{ended, key};
use super::{locked, reach};
use crate::{Color, Position};
use std::collections::HashSet;

/// The longest chain of checks followed.
const MAX_CHAIN: u32 = 16;

/// The walk's accounting: moves considered, static proofs asked, and their caps.
pub(crate) struct Walk {
    pub nodes: u64,
    pub leaves: u32,
    max_nodes: u64,
    max_leaves: u32,
    seen: HashSet<u128>,
}

impl Walk {
    pub fn new(max_nodes: u64, max_leaves: u32) -> Walk {
        Walk { nodes: 0, leaves: 0, max_nodes, max_leaves, seen: HashSet::new() }
    }

    /// Is it proved that `mater` can never mate from `pos`? `one`: option `mate_impossible=one`.
    pub fn proves(&mut self, pos: &Position, mater: Color, one: bool) -> bool {
        self.seen.insert(key(pos));
        self.walk(pos, mater, one, 0)
    }

    fn walk(&mut self, pos: &Position, mater: Color, one: bool, depth: u32) -> bool {
        if depth > MAX_CHAIN {
            return false;
        }
        let mut moves = Vec::new();
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            // A mate of the loser gives up; any other end is no mate.
            return !(pos.turn == mater.other() && pos.is_check());
        }
        if ended(pos, one) {
            return true;
        }
        for m in moves {
            self.nodes += 1;
            if self.nodes > self.max_nodes {
                return false;
            }
            let mut child = pos.clone();
            child.apply(&m);
            if !self.seen.insert(key(&child)) {
                continue;
            }
            if depth == 0 || child.is_check() {
                if !self.walk(&child, mater, one, depth + 1) {
                    return false;
                }
                continue;
            }
            if !self.leaf(&child, mater, one) {
                return false;
            }
        }
        true
    }

    /// A position reached by a move that gives no check: proved by the static analysis (or a
    /// game over there), else the walk gives up.
    fn leaf(&mut self, pos: &Position, mater: Color, one: bool) -> bool {
        self.leaves += 1;
        if self.leaves > self.max_leaves {
            return false;
        }
        let mut moves = Vec::new();
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            return !(pos.turn == mater.other() && pos.is_check());
        }
        if ended(pos, one) || reach::prove(pos, mater).is_some() {
            return true;
        }
        locked::worth_trying(pos) && super::locked_any(pos, mater, locked::SPLITS).is_some()
    }
}
