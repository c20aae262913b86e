//! Short evidence: a helpmate line the search found, made shorter. First the cycles go — a
//! position met twice (moves that undo each other, a king walking round) and everything
//! between; then shortcuts — from each position of the line, every line of one or two plies
//! (three while the budget is large) is tried for a position further along (or a mate),
//! passing through no ended game; then, while the budget allows, the search runs again with
//! the line's length less one as its bound, and the shorter line it finds is shortened in turn.
//! Every step keeps a line of legal moves ending in mate: the caller replays the result.

use super::search::{Found, Guide, Node, Search};
use crate::Color;
use std::collections::HashMap;

/// What shortening may spend and what it needs to know of the search.
pub(crate) struct Shortener<'g> {
    pub mater: Color,
    pub one: bool,
    pub guide: &'g Guide,
    pub max_line: usize,
    /// Moves it may still consider.
    pub budget: u64,
    /// Moves considered so far.
    pub used: u64,
}

impl Shortener<'_> {
    fn left(&self) -> u64 {
        self.budget.saturating_sub(self.used)
    }

    /// The line from `root`, shortened.
    pub fn shorten<N: Node>(&mut self, root: &N, line: Vec<N::M>) -> Vec<N::M> {
        let mut best = self.local(root, line);
        // Search again, bounded by three quarters of the best length (then by the best less
        // one, when that fails), while an attempt succeeds.
        let mut bold = true;
        while best.len() > 2 && self.left() > 10_000 {
            let attempt = self.left().min(40_000).max(self.left() / 3);
            let bound = if bold { best.len() * 3 / 4 } else { best.len() - 1 };
            let mut s = Search::<N>::new(self.guide.clone(), self.mater, attempt, self.one, bound.min(self.max_line));
            s.reward_pawns = false;
            let found = s.deepen(root, 1..=128, u64::MAX);
            self.used += s.nodes;
            match found {
                Found::Mate(l) if l.len() < best.len() => best = self.local(root, l),
                _ if bold => bold = false,
                _ => break,
            }
        }
        best
    }

    /// Cycles cut, then shortcuts of a few plies taken, until none is left.
    fn local<N: Node>(&mut self, root: &N, line: Vec<N::M>) -> Vec<N::M> {
        let line = cut_cycles(root, line);
        let mut line = self.drop_pairs(root, line);
        let depth = if self.left() > 400_000 { 3 } else { 2 };
        // The positions of the line, by key; built again only when a shortcut changed it.
        let build = |line: &[N::M]| {
            let mut positions = Vec::with_capacity(line.len() + 1);
            let mut p = root.clone();
            positions.push(p.clone());
            for &m in line {
                p.play(m);
                positions.push(p.clone());
            }
            let index: HashMap<u128, usize> = positions.iter().enumerate().map(|(k, p)| (p.key(), k)).collect();
            (positions, index)
        };
        let (mut positions, mut index) = build(&line);
        let mut bufs: Vec<Vec<N::M>> = (0..=depth).map(|_| Vec::new()).collect();
        let mut i = 0;
        while i < line.len() {
            let mut path = Vec::new();
            let mut best: Option<(usize, Vec<N::M>)> = None;
            for d in 1..=depth {
                if self.left() == 0 {
                    break;
                }
                self.probe(&positions[i], i, d, &index, line.len(), &mut path, &mut best, &mut bufs);
                if best.is_some() {
                    break;
                }
            }
            match best {
                Some((j, shortcut)) => {
                    let mut next: Vec<N::M> = line[..i].to_vec();
                    next.extend(shortcut);
                    next.extend_from_slice(&line[j.min(line.len())..]);
                    line = next;
                    (positions, index) = build(&line);
                }
                None => i += 1,
            }
        }
        line
    }

    /// Two plies in a row left out (a move of each side: a pawn pushed for nothing and the
    /// answer to it), wherever the rest still replays to mate; again until none can go.
    fn drop_pairs<N: Node>(&mut self, root: &N, mut line: Vec<N::M>) -> Vec<N::M> {
        let mut i = 0;
        while i + 1 < line.len() && self.left() > 0 {
            let mut shorter = line[..i].to_vec();
            shorter.extend_from_slice(&line[i + 2..]);
            self.used += shorter.len() as u64;
            if replays(root, &shorter, self.mater, self.one) {
                line = shorter;
                i = i.saturating_sub(1);
            } else {
                i += 1;
            }
        }
        line
    }

    /// Lines of exactly `left` plies from `pos` (the line's position `i`): one that reaches a
    /// position of the line later than `i + plies` or a mate is kept in `best` (the furthest).
    /// `bufs` holds a move list per ply left (and a scratch list), reused from call to call.
    #[allow(clippy::too_many_arguments)]
    fn probe<N: Node>(
        &mut self,
        pos: &N,
        i: usize,
        left: usize,
        index: &HashMap<u128, usize>,
        end: usize,
        path: &mut Vec<N::M>,
        best: &mut Option<(usize, Vec<N::M>)>,
        bufs: &mut [Vec<N::M>],
    ) {
        // This ply's moves at `bufs[left]`; `bufs[0]` is the scratch list of `has_legal`.
        let (lower, rest) = bufs.split_at_mut(left);
        let moves = &mut rest[0];
        pos.legal(moves);
        for &m in moves.iter() {
            self.used += 1;
            let mut child = pos.clone();
            child.play(m);
            path.push(m);
            let gain = |j: usize| j > i + path.len();
            if !child.has_legal(&mut lower[0]) {
                if child.turn() == self.mater.other()
                    && child.in_check()
                    && path.len() < end - i
                    && best.as_ref().is_none_or(|b| b.0 < end + 1)
                {
                    // A mate: the rest of the line is not needed.
                    *best = Some((end + 1, path.clone()));
                }
            } else if left == 1 {
                if let Some(&j) = index.get(&child.key())
                    && gain(j)
                    && best.as_ref().is_none_or(|b| b.0 < j)
                {
                    *best = Some((j, path.clone()));
                }
            } else if !child.ended(self.one) {
                self.probe(&child, i, left - 1, index, end, path, best, lower);
            }
            path.pop();
        }
    }
}

/// The line with every cycle cut out: whenever a position comes back, the moves between its
/// two visits go.
pub(crate) fn cut_cycles<N: Node>(root: &N, line: Vec<N::M>) -> Vec<N::M> {
    let mut keys: Vec<u128> = vec![root.key()];
    let mut at: HashMap<u128, usize> = HashMap::from([(root.key(), 0)]);
    let mut kept: Vec<N::M> = Vec::with_capacity(line.len());
    let mut p = root.clone();
    for m in line {
        p.play(m);
        let k = p.key();
        if let Some(&i) = at.get(&k) {
            for gone in keys.drain(i + 1..) {
                at.remove(&gone);
            }
            kept.truncate(i);
        } else {
            kept.push(m);
            keys.push(k);
            at.insert(k, keys.len() - 1);
        }
    }
    kept
}

/// Does `line` replay from `root` — every move legal, no ended game on the way (R27a), the
/// last position the loser checkmated?
pub(crate) fn replays<N: Node>(root: &N, line: &[N::M], mater: Color, one: bool) -> bool {
    let mut p = root.clone();
    let mut moves = Vec::new();
    for (k, m) in line.iter().enumerate() {
        if k > 0 && p.ended(one) {
            return false;
        }
        p.legal(&mut moves);
        if !moves.contains(m) {
            return false;
        }
        p.play(*m);
    }
    p.legal(&mut moves);
    moves.is_empty() && p.turn() == mater.other() && p.in_check()
}
