//! A search that knows when it has seen everything: every position reachable from the root
//! (both sides cooperating), breadth first, each one once — a hash set of the positions seen
//! folds transpositions and repetitions together. Games that have ended (mate aside) are not
//! left (R27a), nor are positions whose mater is sealed off by the static check. When the set
//! closes without a mate of the loser, no line from the root ends in mate: that is a proof
//! without any static argument. A mate met on the way gives its line (the shortest, as the
//! search is breadth first). The set is capped: past the cap the answer is "don't know".

use super::search::KeyHasher;
use super::search::{Found, Node};
use std::collections::HashSet;
use std::hash::BuildHasherDefault;

/// The outcome of [`exhaust`] and the moves considered.
pub(crate) fn exhaust<N: Node>(
    root: &N,
    mater: crate::Color,
    one: bool,
    max_positions: usize,
    max_nodes: u64,
) -> (Found<N::M>, u64) {
    let mut seen: HashSet<u128, BuildHasherDefault<KeyHasher>> = HashSet::default();
    seen.insert(root.key());
    // Every position found: its parent (index) and the move that led to it, for the line.
    let mut parents: Vec<(u32, Option<N::M>)> = vec![(u32::MAX, None)];
    let mut layer: Vec<(N, u32)> = vec![(root.clone(), 0)];
    let mut next: Vec<(N, u32)> = Vec::new();
    let mut moves = Vec::new();
    let mut nodes = 0u64;
    let loser = mater.other();
    let line_to = |parents: &Vec<(u32, Option<N::M>)>, mut at: u32| {
        let mut line = Vec::new();
        while let (p, Some(m)) = parents[at as usize] {
            line.push(m);
            at = p;
        }
        line.reverse();
        line
    };
    while !layer.is_empty() {
        for (pos, at) in layer.drain(..) {
            pos.legal(&mut moves);
            if moves.is_empty() {
                if pos.turn() == loser && pos.in_check() {
                    return (Found::Mate(line_to(&parents, at)), nodes);
                }
                continue;
            }
            if pos.ended(one) || pos.sealed(mater) {
                continue;
            }
            for &m in &moves {
                // The budget is never overrun: a move is counted only while one is left.
                if nodes >= max_nodes {
                    return (Found::Budget, nodes);
                }
                nodes += 1;
                let mut child = pos.clone();
                child.play(m);
                if seen.insert(child.key()) {
                    if seen.len() > max_positions {
                        return (Found::Budget, nodes);
                    }
                    parents.push((at, Some(m)));
                    next.push((child, (parents.len() - 1) as u32));
                }
            }
        }
        std::mem::swap(&mut layer, &mut next);
    }
    (Found::Impossible, nodes)
}
