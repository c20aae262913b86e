//! Assignments: maximum-weight matchings of a bipartite graph (S1 against S2 in a Dutch
//! bracket), kept with the duals that prove them optimal. A large assignment is first made over
//! a few pairs per player and grown by the pairs its duals find wanting until they prove it
//! best over every pair (memory linear in the players, not their square); and whether some
//! optimal assignment holds a given pair is answered on the tight edges of the one at hand (an
//! alternating path) instead of by a new assignment, which is what checking the Dutch
//! transposition order one choice at a time costs.

use crate::matching::bipartite_matching_with_duals;

/// Up to this many pairs of S1 and S2, an assignment is made over every pair at once; beyond
/// it, over a window of pairs first ([`Assignment::solve`]).
const DENSE: usize = 40_000;

/// How far from its own place in S2 a player of S1 is first given partners in a large
/// assignment, and how many of the pairs the duals find wanting are added per player in each
/// growth.
const WINDOW: usize = 12;

/// How many partners spread over the whole of S2 a player of S1 is first given in a large
/// assignment besides its window: the Dutch criteria weigh a pair by its players' colours and
/// floats, not by how far apart they stand, so the duals must agree across S2, and with a window
/// alone they were grown to that in 15–19 rounds, each a new matching (one with these).
const SPREAD: usize = 8;

const NONE: usize = usize::MAX;

/// An optimal assignment of every player of S1 to one of S2 (S2 may be larger), with the duals
/// that prove it: an allowed pair's slack `d1[x] + d2[y] - 4 weight` is never negative, zero on
/// the assignment's pairs, and a player of S2 left over has dual 0. By complementary slackness
/// every optimal assignment pairs only on edges of slack 0 ("tight") and leaves over only
/// players of dual 0.
pub(crate) struct Assignment {
    /// Each S1 player's partner (an index of S2), each S2 player's (an index of S1, or none).
    to2: Vec<usize>,
    to1: Vec<usize>,
    d1: Vec<i128>,
    d2: Vec<i128>,
    /// Pairs fixed by [`Assignment::fix`]: their players are out of the assignment.
    gone1: Vec<bool>,
    gone2: Vec<bool>,
    total: i128,
    /// Each S1 player's tight partners in S2 and each S2 player's in S1, in order, found the
    /// first time [`Assignment::fix`] asks (the duals stay as solved, so a pair's tightness
    /// never changes): its path searches then read lists, not every pair's weight again.
    rows: Vec<Option<Vec<usize>>>,
    cols: Vec<Option<Vec<usize>>>,
}

impl Assignment {
    /// The best assignment of S1's `n1` players to S2's `n2` by `weight` (`None` for a pair that
    /// may not meet; weights positive, with a unit per pair above every sum of the rest so
    /// that the greatest total pairs everyone of S1 if that can be done), or `None` where some
    /// player of S1 cannot be paired. For large sides it is made over a window of pairs first,
    /// then the pairs whose slack the duals find negative are added until none is: the duals
    /// then prove it best over every pair (LP duality; the bipartite matching polytope is
    /// integral).
    pub(crate) fn solve(n1: usize, n2: usize, weight: impl Fn(usize, usize) -> Option<i128>) -> Option<Assignment> {
        let dense = n1 * n2 <= DENSE;
        let mut chosen: Vec<Vec<usize>> = (0..n1)
            .map(|x| {
                if dense {
                    (0..n2).collect()
                } else {
                    let mut ys: Vec<usize> = (x.saturating_sub(WINDOW)..(x + WINDOW + 1).min(n2)).collect();
                    ys.extend((0..SPREAD).map(|t| (x * 7 + t * n2 / SPREAD) % n2));
                    ys.sort_unstable();
                    ys.dedup();
                    ys
                }
            })
            .collect();
        loop {
            let mut edges = Vec::new();
            for (x, ys) in chosen.iter().enumerate() {
                edges.extend(ys.iter().filter_map(|&y| weight(x, y).map(|w| (x, n1 + y, w))));
            }
            let (mate, dual) = bipartite_matching_with_duals(n1 + n2, &edges)?;
            let mut grown = false;
            if !dense {
                for (x, ys) in chosen.iter_mut().enumerate() {
                    let mut wanting: Vec<(i128, usize)> = (0..n2)
                        .filter_map(|y| {
                            let slack = dual[x] + dual[n1 + y] - 4 * weight(x, y)?;
                            (slack < 0).then_some((slack, y))
                        })
                        .collect();
                    wanting.sort_unstable();
                    for &(_, y) in wanting.iter().take(WINDOW) {
                        if !ys.contains(&y) {
                            ys.push(y);
                            grown = true;
                        }
                    }
                }
            }
            if grown {
                continue;
            }
            let mut to2 = vec![NONE; n1];
            let mut to1 = vec![NONE; n2];
            let mut total = 0;
            for x in 0..n1 {
                let y = mate[x]? - n1;
                to2[x] = y;
                to1[y] = x;
                total += weight(x, y)?;
            }
            return Some(Assignment {
                to2,
                to1,
                d1: dual[..n1].to_vec(),
                d2: dual[n1..].to_vec(),
                gone1: vec![false; n1],
                gone2: vec![false; n2],
                total,
                rows: vec![None; n1],
                cols: vec![None; n2],
            });
        }
    }

    /// The total weight of the assignment as solved.
    pub(crate) fn total(&self) -> i128 {
        self.total
    }

    /// S1's `x`-th player's partner (an index of S2).
    pub(crate) fn partner(&self, x: usize) -> usize {
        self.to2[x]
    }

    /// Whether S2's `y`-th player is in a fixed pair.
    pub(crate) fn fixed2(&self, y: usize) -> bool {
        self.gone2[y]
    }

    fn tight(&self, weight: &impl Fn(usize, usize) -> Option<i128>, x: usize, y: usize) -> bool {
        weight(x, y).is_some_and(|w| self.d1[x] + self.d2[y] == 4 * w)
    }

    /// S1's `x`-th player's tight partners in S2, in order.
    fn row(&mut self, weight: &impl Fn(usize, usize) -> Option<i128>, x: usize) -> Vec<usize> {
        if self.rows[x].is_none() {
            self.rows[x] = Some((0..self.to1.len()).filter(|&y| self.tight(weight, x, y)).collect());
        }
        self.rows[x].clone().unwrap_or_default()
    }

    /// S2's `y`-th player's tight partners in S1, in order.
    fn col(&mut self, weight: &impl Fn(usize, usize) -> Option<i128>, y: usize) -> Vec<usize> {
        if self.cols[y].is_none() {
            self.cols[y] = Some((0..self.to2.len()).filter(|&x| self.tight(weight, x, y)).collect());
        }
        self.cols[y].clone().unwrap_or_default()
    }

    /// Whether some optimal assignment of the players not yet fixed pairs S1's `xa` with S2's
    /// `yq`; if so, the assignment becomes one such and the pair is fixed (its players leave).
    /// Exact: every optimal assignment is tight and leaves over only players of dual 0, and the
    /// pair fixed (if tight), one exists exactly when S1's other players can all be paired on
    /// tight edges (an augmenting path from `yq`'s old partner) and S2's players of positive
    /// dual can all be too (an alternating path from `xa`'s old partner): two matchings
    /// covering each side give one covering both (Mendelsohn–Dulmage), and each path is found
    /// on the assignment the other left. The duals stay optimal for the players left.
    pub(crate) fn fix(&mut self, xa: usize, yq: usize, weight: impl Fn(usize, usize) -> Option<i128>) -> bool {
        if self.gone1[xa] || self.gone2[yq] || !self.tight(&weight, xa, yq) {
            return false;
        }
        if self.to2[xa] == yq {
            self.gone1[xa] = true;
            self.gone2[yq] = true;
            return true;
        }
        let (n1, n2) = (self.to2.len(), self.to1.len());
        let (mut to1, mut to2) = (self.to1.clone(), self.to2.clone());
        let p = to2[xa];
        let a2 = to1[yq];
        to2[xa] = NONE;
        to1[p] = NONE;
        if a2 != NONE {
            to2[a2] = NONE;
            to1[yq] = NONE;
        }
        if a2 != NONE {
            // S1's player left without a partner: an augmenting path on tight edges to a player
            // of S2 left over (the old partner `p`, or one of dual 0).
            let mut from = vec![NONE; n2];
            let mut seen1 = vec![false; n1];
            seen1[a2] = true;
            let mut stack = vec![a2];
            let mut end = None;
            'search: while let Some(x) = stack.pop() {
                for y in self.row(&weight, x) {
                    if self.gone2[y] || y == yq || from[y] != NONE || to2[x] == y {
                        continue;
                    }
                    from[y] = x;
                    if to1[y] == NONE {
                        end = Some(y);
                        break 'search;
                    }
                    let next = to1[y];
                    if !seen1[next] {
                        seen1[next] = true;
                        stack.push(next);
                    }
                }
            }
            let Some(mut y) = end else { return false };
            loop {
                let x = from[y];
                let before = to2[x];
                to2[x] = y;
                to1[y] = x;
                if before == NONE {
                    break;
                }
                y = before;
            }
        }
        if to1[p] == NONE && self.d2[p] != 0 {
            // S2's player of positive dual left over: an alternating path on tight edges to a
            // player of S2 of dual 0, who is left over instead.
            let mut from = vec![NONE; n1];
            let mut seen2 = vec![false; n2];
            seen2[p] = true;
            let mut stack = vec![p];
            let mut end = None;
            'search: while let Some(y) = stack.pop() {
                for x in self.col(&weight, y) {
                    if self.gone1[x] || x == xa || from[x] != NONE || to1[y] == x {
                        continue;
                    }
                    from[x] = y;
                    let next = to2[x];
                    if self.d2[next] == 0 {
                        end = Some(x);
                        break 'search;
                    }
                    if !seen2[next] {
                        seen2[next] = true;
                        stack.push(next);
                    }
                }
            }
            let Some(mut x) = end else { return false };
            to1[to2[x]] = NONE;
            loop {
                let y = from[x];
                let before = to1[y];
                to1[y] = x;
                to2[x] = y;
                if y == p {
                    break;
                }
                x = before;
            }
        }
        to2[xa] = yq;
        to1[yq] = xa;
        self.to1 = to1;
        self.to2 = to2;
        self.gone1[xa] = true;
        self.gone2[yq] = true;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn next(seed: &mut u64) -> u64 {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    }

    /// The best total over assignments of every S1 player (`fixed` pairs kept), by brute force.
    fn brute(n1: usize, n2: usize, w: &dyn Fn(usize, usize) -> Option<i128>, fixed: &[(usize, usize)]) -> Option<i128> {
        fn go(
            x: usize,
            n1: usize,
            n2: usize,
            w: &dyn Fn(usize, usize) -> Option<i128>,
            used: &mut Vec<bool>,
            skip: &[usize],
        ) -> Option<i128> {
            if x == n1 {
                return Some(0);
            }
            if skip.contains(&x) {
                return go(x + 1, n1, n2, w, used, skip);
            }
            let mut best = None;
            for y in 0..n2 {
                if used[y] {
                    continue;
                }
                let Some(v) = w(x, y) else { continue };
                used[y] = true;
                if let Some(rest) = go(x + 1, n1, n2, w, used, skip) {
                    best = Some(best.map_or(v + rest, |b: i128| b.max(v + rest)));
                }
                used[y] = false;
            }
            best
        }
        let mut used = vec![false; n2];
        let mut base = 0;
        for &(x, y) in fixed {
            used[y] = true;
            base += w(x, y)?;
        }
        let skip: Vec<usize> = fixed.iter().map(|p| p.0).collect();
        go(0, n1, n2, w, &mut used, &skip).map(|v| v + base)
    }

    /// Each pair, in turn, is fixed exactly when some optimal assignment (of the players not yet
    /// fixed) holds it: ties (few weight levels) and pairs that may not meet included, S2 larger
    /// than S1 too; small and (past `DENSE`) windowed assignments.
    #[test]
    fn fix_agrees_with_brute_force() {
        let mut seed = 0x5eed_1234_abcd_9876u64;
        let unit = 1i128 << 40;
        for round in 0..600 {
            let n1 = (next(&mut seed) % 6 + 1) as usize;
            let n2 = n1 + (next(&mut seed) % 3) as usize;
            let levels = next(&mut seed) % 4 + 1;
            let table: Vec<Option<i128>> = (0..n1 * n2)
                .map(|_| (!next(&mut seed).is_multiple_of(7)).then(|| unit + (next(&mut seed) % levels) as i128))
                .collect();
            let w = |x: usize, y: usize| table[x * n2 + y];
            let Some(mut kept) = Assignment::solve(n1, n2, w) else {
                assert_eq!(brute(n1, n2, &w, &[]), None, "round {round}");
                continue;
            };
            let best = brute(n1, n2, &w, &[]).expect("an assignment");
            assert_eq!(kept.total(), best, "round {round}");
            let mut fixed: Vec<(usize, usize)> = Vec::new();
            for x in 0..n1 {
                for y in 0..n2 {
                    if fixed.iter().any(|p| p.1 == y) {
                        continue;
                    }
                    let mut with = fixed.clone();
                    with.push((x, y));
                    let want = brute(n1, n2, &w, &with) == Some(best);
                    assert_eq!(kept.fix(x, y, w), want, "round {round}: {x}-{y} after {fixed:?}");
                    if want {
                        fixed.push((x, y));
                        break;
                    }
                }
            }
        }
    }

    /// A large assignment (past `DENSE`, made over windows and grown) has the best total, which
    /// a dense one of the same weights finds too.
    #[test]
    fn windowed_assignment_is_optimal() {
        let mut seed = 0x0dd_ba11_5eed_u64;
        let unit = 1i128 << 60;
        let (n1, n2) = (230, 240);
        let table: Vec<Option<i128>> = (0..n1 * n2)
            .map(|_| (!next(&mut seed).is_multiple_of(11)).then(|| unit + (next(&mut seed) % 1000) as i128))
            .collect();
        let w = |x: usize, y: usize| table[x * n2 + y];
        let windowed = Assignment::solve(n1, n2, w).expect("an assignment");
        let edges: Vec<(usize, usize, i128)> =
            (0..n1).flat_map(|x| (0..n2).filter_map(move |y| w(x, y).map(|v| (x, n1 + y, v)))).collect();
        let (mate, _) = bipartite_matching_with_duals(n1 + n2, &edges).unwrap();
        let dense: i128 = (0..n1).map(|x| w(x, mate[x].unwrap() - n1).unwrap()).sum();
        assert!(n1 * n2 > DENSE);
        assert_eq!(windowed.total(), dense);
    }
}
