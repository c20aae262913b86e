//! Maximum-weight matching in a general graph (Edmonds' blossom algorithm with dual variables,
//! O(n³), after Joris van Rantwijk's public-domain formulation), on integer weights of 128 bits so
//! that the Dutch system's criteria can be packed into one weight, most important bits first.
//!
//! Two forms: [`max_weight_matching`] (any matching, the greatest total) and
//! [`max_weight_perfect_matching`] (every vertex matched, the greatest total among those), which
//! starts from a greedy matching of edges made tight by a jump-started dual: most of the
//! augmenting stages of the plain form are then never run, which is what pairing a round of
//! hundreds of players costs. Two searches for the augmenting paths, by the graph's size
//! ([`Search`]): on a large sparse graph an augmentation takes apart only the two alternating
//! trees it joins and keeps the others for the next search (rebuilding every tree after each
//! augmentation was where a matching of thousands of players spent its time); on a small or
//! dense one each augmentation ends a stage and the trees are built anew, as the published
//! algorithm does (its trees soon span the graph, and keeping them costs more than it saves).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

const NONE: usize = usize::MAX;

/// One end of an edge as its other end sees it: the vertex, the endpoint index (`2k + 1` or
/// `2k` for edge `k`) and twice the edge's weight (as the slack counts it).
/// Packed: 24 bytes, not the 32 that the weight's alignment would make it.
#[derive(Clone, Copy)]
#[repr(C, packed(8))]
struct Adj {
    to: u32,
    p: u32,
    w2: i128,
}

/// How the matcher looks for the next augmenting path: both find a best matching, at
/// different costs by the graph's size.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Search {
    /// A stage per augmentation, every tree built anew ([`Matcher::stagewise`]).
    Stages,
    /// An augmentation takes apart the two trees it joins and keeps the others, with duals
    /// read lazily and the dual steps from heaps.
    KeptTrees,
}

impl Search {
    /// The faster search for a graph of `n` vertices and `m` edges: stage by stage below
    /// [`STAGES_BELOW`] vertices or above [`DENSE_DEGREE`] edges a vertex on average, else
    /// with kept trees. Measured on the Dutch pairer's matchings of rounds of 500 to 4,000
    /// players (docs/PERFORMANCE.md): where the trees soon span most of the graph, taking two
    /// of them apart and recording anew what the others knew of them costs more per
    /// augmentation than building every tree again.
    fn for_graph(n: usize, m: usize) -> Search {
        if n < STAGES_BELOW || 2 * m > DENSE_DEGREE * n { Search::Stages } else { Search::KeptTrees }
    }
}

/// Graphs of fewer vertices are matched stage by stage ([`Search::for_graph`]).
const STAGES_BELOW: usize = 500;

/// Graphs of more edges a vertex on average (counting each edge at both ends) are matched stage
/// by stage ([`Search::for_graph`]).
const DENSE_DEGREE: usize = 120;

struct Matcher<'a> {
    n: usize,
    edges: &'a [(usize, usize, i128)],
    /// Taken off every weight before it is doubled.
    offset: i128,
    /// Each vertex's edges, contiguous (vertex `v`'s are `adj[adj_start[v]..adj_start[v + 1]]`):
    /// the scan of a vertex's neighbours, where the algorithm spends its time, reads memory in
    /// order.
    adj_start: Vec<usize>,
    adj: Vec<Adj>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<i128>,
    allowedge: Vec<bool>,
    /// The S-vertices still to scan, each with its tree's generation when it was queued: an
    /// entry of a tree taken apart since ([`Matcher::unlabel_trees`]) is passed over.
    queue: Vec<(usize, u32)>,
    generation: Vec<u32>,
    /// Which vertices [`Matcher::unlabel_trees`] takes apart (all `false` between its calls).
    in_gone: Vec<bool>,
    /// The vertices labelled in each root's tree (with some since labelled elsewhere, which
    /// `root` tells apart).
    members: Vec<Vec<usize>>,
    /// The vertices whose best edge or label is to be recorded anew before the next dual step
    /// ([`Matcher::record_pending`]).
    pending: Vec<usize>,
    /// A stage per augmentation, as the published algorithm runs: every tree is built anew after
    /// each augmentation, duals are kept as they stand and each dual step is found by a pass
    /// over every vertex and blossom. On a small or dense graph (a bracket of a few hundred
    /// players) the trees soon span most of it and this plain form is the faster by far;
    /// on a large sparse one the kept trees are ([`Search`]).
    stagewise: bool,
    /// Perfect form: vertex duals may go negative and a stage ends only when no augmenting path
    /// is left (no dual step of the first kind).
    perfect: bool,
    /// The free vertex at the root of each labelled vertex's alternating tree: an augmentation
    /// unlabels the two trees it joins and keeps every other tree as it stands.
    root: Vec<usize>,
    /// The sum of every dual step so far. The duals of labelled vertices and top-level blossoms
    /// move with each step (an S-vertex down, a T-vertex up, a blossom the other way); each is
    /// kept as its value when `stamp` was taken and read with the steps since
    /// ([`Matcher::y`]), so a step costs nothing per vertex.
    delta_sum: i128,
    stamp: Vec<i128>,
    /// The candidates for the next dual step, least first, each keyed so that the key does not
    /// move with the steps (`slack + delta_sum` for an edge from an S-vertex to an unlabelled
    /// one, `slack + 2 delta_sum` between two S-blossoms, `dual + delta_sum` for a
    /// T-blossom); an entry that no longer holds is dropped when it comes up.
    to_free: BinaryHeap<Reverse<(i128, usize)>>,
    between_s: BinaryHeap<Reverse<(i128, usize, usize)>>,
    t_blossoms: BinaryHeap<Reverse<(i128, usize)>>,
    /// The vertices and blossoms whose best edge changed since the last dual step: each enters
    /// its heap once per step, however often it improved.
    changed: Vec<usize>,
    is_changed: Vec<bool>,
}

/// The matching of greatest total weight: for each vertex its mate, if any. Edges are
/// `(u, v, weight)` with `u != v`; weights should be positive (an edge of weight ≤ 0 is never
/// worth taking).
pub fn max_weight_matching(n: usize, edges: &[(usize, usize, i128)]) -> Vec<Option<usize>> {
    if n == 0 || edges.is_empty() {
        return vec![None; n];
    }
    let mut m = Matcher::new(n, edges, 0, false, Search::for_graph(n, edges.len()));
    m.run();
    m.mates()
}

/// [`max_weight_matching`] with each vertex's dual (in the matcher's units: an edge `(u, v, w)`
/// has slack `dual[u] + dual[v] - 4w`, never negative, zero on the matching's edges; a vertex
/// left unmatched has dual 0), for a bipartite graph, where no blossom forms: the duals alone
/// then prove the matching best, on `edges` and on any larger graph whose every further edge has
/// no negative slack. `None` for a graph that is not bipartite (a blossom formed).
pub(crate) fn bipartite_matching_with_duals(
    n: usize,
    edges: &[(usize, usize, i128)],
) -> Option<(Vec<Option<usize>>, Vec<i128>)> {
    if n == 0 || edges.is_empty() {
        return Some((vec![None; n], vec![0; n]));
    }
    let mut m = Matcher::new(n, edges, 0, false, Search::for_graph(n, edges.len()));
    m.run();
    if m.blossomparent[..n].iter().any(|&b| b != NONE) {
        return None;
    }
    Some((m.mates(), m.dualvar[..n].to_vec()))
}

/// The perfect matching of greatest total weight (every vertex matched): for each vertex its
/// mate, or `None` if the graph has no perfect matching. Edges are `(u, v, weight)` with
/// `u != v`; weights of any sign.
pub fn max_weight_perfect_matching(n: usize, edges: &[(usize, usize, i128)]) -> Option<Vec<usize>> {
    perfect_matching_with_duals(n, edges).map(|(mate, ..)| mate)
}

/// [`max_weight_perfect_matching`] with a certificate for edges left out of `edges`: each
/// vertex's dual, the blossoms of positive dual that hold it (outermost first, each with its
/// dual) and an
/// offset, such that an edge `(u, v, w)` the matching could not improve on has
/// `dual[u] + dual[v] + 2 × (the duals of the blossoms holding both) - 4 × (w - offset) >= 0`.
/// If every edge of a larger graph passes, the matching is the best perfect matching of that
/// graph too.
pub(crate) type Certified = (Vec<usize>, Vec<i128>, Vec<Vec<(usize, i128)>>, i128);

pub(crate) fn perfect_matching_with_duals(n: usize, edges: &[(usize, usize, i128)]) -> Option<Certified> {
    perfect_matching_grown(n, edges, None).map(|(certified, _)| certified)
}

/// A solved perfect matching's whole state (matching, duals, blossoms), kept to start the next
/// solve over the same edges and more ([`perfect_matching_grown`]).
pub(crate) struct Kept {
    /// How many edges (the first of the next solve's) it was solved over.
    edges: usize,
    offset: i128,
    mate: Vec<usize>,
    dualvar: Vec<i128>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    unusedblossoms: Vec<usize>,
}

/// [`perfect_matching_with_duals`], and the state to start from when edges are added: `kept`
/// (from a solve over the first edges of `edges`, the same `n`) is taken up where it ended.
/// Only the added edges can be short of their weight; for each that is, one end is set free
/// (its blossoms dissolved into their vertices' duals, which keeps every other edge's slack
/// and every other pair of the matching) and its dual raised until none of its edges is short;
/// the matching is then completed again from there. The result is optimal over `edges` as a
/// solve from nothing is (the same duality proves it).
pub(crate) fn perfect_matching_grown(
    n: usize,
    edges: &[(usize, usize, i128)],
    kept: Option<Kept>,
) -> Option<(Certified, Kept)> {
    perfect_matching_searched(n, edges, kept, Search::for_graph(n, edges.len()))
}

/// [`perfect_matching_grown`] by the given search.
fn perfect_matching_searched(
    n: usize,
    edges: &[(usize, usize, i128)],
    kept: Option<Kept>,
    search: Search,
) -> Option<(Certified, Kept)> {
    if n == 0 {
        let kept = Matcher::new(0, edges, 0, true, Search::Stages).keep();
        return Some(((Vec::new(), Vec::new(), Vec::new(), 0), kept));
    }
    if n % 2 == 1 {
        return None;
    }
    let mut m = match kept {
        Some(kept) => {
            debug_assert!(kept.edges <= edges.len() && kept.mate.len() == n);
            let mut m = Matcher::new(n, edges, kept.offset, true, search);
            let from = kept.edges;
            m.take_up(kept);
            m.free_short_ends(from);
            m
        }
        None => {
            // Every perfect matching has n/2 edges, so the lightest weight is taken off every
            // edge: the weights start at zero and the duals (which stay within about one span
            // of the weights, as measured on the Dutch pairer's rounds) keep their distance
            // from i128's limits (the span must stay below 2^123, as the Dutch weights' does).
            let lightest = edges.iter().map(|e| e.2).min().unwrap_or(0);
            debug_assert!(edges.iter().all(|e| e.2 - lightest < 1 << 123), "the weights span more than 2^123");
            let mut m = Matcher::new(n, edges, lightest, true, search);
            if !m.jump_start() {
                return None;
            }
            m
        }
    };
    m.run();
    m.certified()
}

/// The duals of a solved matching with every blossom dissolved into its vertices (each
/// vertex's dual plus those of the blossoms holding it, in the certificate's units, taken with
/// `offset`), to start a solve over changed weights from ([`perfect_matching_started`]).
pub(crate) fn dissolved_duals(dual: &[i128], holders: &[Vec<(usize, i128)>]) -> Vec<i128> {
    dual.iter().zip(holders).map(|(&d, chain)| d + chain.iter().map(|h| h.1).sum::<i128>()).collect()
}

/// [`perfect_matching_grown`] started from another solve's duals and pairs, where weights,
/// edges and vertices may have changed: `dual[v]` (taken with `offset`, blossoms dissolved as
/// [`dissolved_duals`] gives them; `None` for a vertex it did not have) and `mate[v]`. A
/// vertex without a dual gets the least that covers its edges; each pair whose edge is no
/// longer tight is left out, and every edge still short of its weight has an end set free with
/// its dual raised ([`Matcher::free_short_ends`]): duals feasible and the kept pairs tight, as
/// the algorithm starts from, so the result is optimal over `edges` as a solve from nothing is
/// (the same duality proves it). Only the exposed vertices are then matched again.
pub(crate) fn perfect_matching_started(
    n: usize,
    edges: &[(usize, usize, i128)],
    offset: i128,
    dual: &[Option<i128>],
    mate: &[Option<usize>],
) -> Option<(Certified, Kept)> {
    perfect_matching_started_by(n, edges, offset, dual, mate, Search::for_graph(n, edges.len()))
}

/// [`perfect_matching_started`] by the given search.
fn perfect_matching_started_by(
    n: usize,
    edges: &[(usize, usize, i128)],
    offset: i128,
    dual: &[Option<i128>],
    mate: &[Option<usize>],
    search: Search,
) -> Option<(Certified, Kept)> {
    if n == 0 || n % 2 == 1 || edges.is_empty() {
        return perfect_matching_searched(n, edges, None, search);
    }
    debug_assert!(dual.len() == n && mate.len() == n);
    let lightest = edges.iter().map(|e| e.2).min().unwrap_or(0);
    debug_assert!(edges.iter().all(|e| e.2 - lightest < 1 << 123), "the weights span more than 2^123");
    let mut m = Matcher::new(n, edges, lightest, true, search);
    // The same slacks with the new offset: every weight less 4 × the change, every dual less 2 ×.
    let shift = 2 * (lightest - offset);
    for (v, d) in dual.iter().enumerate() {
        if m.neighbours(v).is_empty() {
            return None;
        }
        if let Some(d) = d {
            m.dualvar[v] = d - shift;
        }
    }
    for (v, _) in dual.iter().enumerate().filter(|(_, d)| d.is_none()) {
        let need = m
            .neighbours(v)
            .iter()
            .map(|a| {
                let to = a.to as usize;
                // Two new ends: each covers half (the doubled weights are multiples of 4).
                if dual[to].is_none() { a.w2 / 2 } else { a.w2 - m.dualvar[to] }
            })
            .max();
        m.dualvar[v] = need.unwrap_or(0);
    }
    for v in 0..n {
        let Some(u) = mate[v] else { continue };
        if u <= v || u >= n || mate[u] != Some(v) || m.mate[v] != NONE || m.mate[u] != NONE {
            continue;
        }
        let tight = m.neighbours(v).iter().find(|a| a.to as usize == u && m.slack(a.p as usize / 2) == 0).map(|a| a.p);
        if let Some(p) = tight {
            let p = p as usize;
            m.mate[v] = p;
            m.mate[u] = p ^ 1;
        }
    }
    m.free_short_ends(0);
    m.run();
    m.certified()
}

impl Matcher<'_> {
    /// The solved matching with its certificate ([`Certified`]) and the state to go on from;
    /// `None` if a vertex is left unmatched.
    fn certified(self) -> Option<(Certified, Kept)> {
        let m = self;
        let n = m.n;
        let mate: Vec<usize> = m.mates().into_iter().collect::<Option<_>>()?;
        let holders = (0..n)
            .map(|v| {
                let mut chain = Vec::new();
                let mut b = m.blossomparent[v];
                while b != NONE {
                    // A blossom of dual 0 adds nothing to any edge's slack.
                    if m.dualvar[b] != 0 {
                        chain.push((b, m.dualvar[b]));
                    }
                    b = m.blossomparent[b];
                }
                chain.reverse();
                chain
            })
            .collect();
        let certified = (mate, m.dualvar[..n].to_vec(), holders, m.offset);
        Some((certified, m.keep()))
    }
}

impl<'a> Matcher<'a> {
    /// The matcher over `edges`, each weight less `offset` and doubled (which keeps every dual
    /// an integer).
    fn new(n: usize, edges: &'a [(usize, usize, i128)], offset: i128, perfect: bool, search: Search) -> Self {
        let maxweight = edges.iter().map(|e| 2 * (e.2 - offset)).max().unwrap_or(0).max(0);
        let mut adj_start = vec![0; n + 1];
        for &(i, j, _) in edges {
            adj_start[i + 1] += 1;
            adj_start[j + 1] += 1;
        }
        for v in 0..n {
            adj_start[v + 1] += adj_start[v];
        }
        let mut fill = adj_start.clone();
        let mut adj = vec![Adj { to: 0, p: 0, w2: 0 }; 2 * edges.len()];
        for (k, &(i, j, w)) in edges.iter().enumerate() {
            let w2 = 4 * (w - offset);
            adj[fill[i]] = Adj { to: j as u32, p: (2 * k + 1) as u32, w2 };
            fill[i] += 1;
            adj[fill[j]] = Adj { to: i as u32, p: (2 * k) as u32, w2 };
            fill[j] += 1;
        }
        Matcher {
            n,
            edges,
            offset,
            adj_start,
            adj,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).collect(),
            dualvar: std::iter::repeat_n(maxweight, n).chain(std::iter::repeat_n(0, n)).collect(),
            allowedge: vec![false; edges.len()],
            queue: Vec::new(),
            generation: vec![0; n],
            in_gone: vec![false; n],
            members: vec![Vec::new(); n],
            pending: Vec::new(),
            stagewise: search == Search::Stages,
            perfect,
            root: vec![NONE; n],
            delta_sum: 0,
            stamp: vec![0; 2 * n],
            to_free: BinaryHeap::new(),
            between_s: BinaryHeap::new(),
            t_blossoms: BinaryHeap::new(),
            changed: Vec::new(),
            is_changed: vec![false; 2 * n],
        }
    }

    /// The state to start a later solve from ([`perfect_matching_grown`]).
    fn keep(self) -> Kept {
        Kept {
            edges: self.edges.len(),
            offset: self.offset,
            mate: self.mate,
            dualvar: self.dualvar,
            inblossom: self.inblossom,
            blossomparent: self.blossomparent,
            blossomchilds: self.blossomchilds,
            blossombase: self.blossombase,
            blossomendps: self.blossomendps,
            unusedblossoms: self.unusedblossoms,
        }
    }

    /// Takes up a kept state (its edges are the first of this matcher's, same numbers).
    fn take_up(&mut self, kept: Kept) {
        self.mate = kept.mate;
        self.dualvar = kept.dualvar;
        self.inblossom = kept.inblossom;
        self.blossomparent = kept.blossomparent;
        self.blossomchilds = kept.blossomchilds;
        self.blossombase = kept.blossombase;
        self.blossomendps = kept.blossomendps;
        self.unusedblossoms = kept.unusedblossoms;
    }

    /// An edge's slack with the duals of the blossoms that hold both its ends (the edges the
    /// algorithm scans join two top-level blossoms, and [`Matcher::slack`] leaves those out).
    fn full_slack(&self, k: usize) -> i128 {
        let (i, j, _) = self.edges[k];
        let mut above = Vec::new();
        let mut b = self.blossomparent[i];
        while b != NONE {
            above.push(b);
            b = self.blossomparent[b];
        }
        let mut shared = 0;
        let mut b = self.blossomparent[j];
        while b != NONE {
            if above.contains(&b) {
                shared += 2 * self.dualvar[b];
            }
            b = self.blossomparent[b];
        }
        self.slack(k) + shared
    }

    /// After [`Matcher::take_up`]: every edge from `from` on that is short of its weight gets one
    /// end set free ([`Matcher::set_free`]) with its dual raised to cover the edge, and every
    /// free vertex's dual is made even (as the run's stages need: the slack between two
    /// S-vertices is then even). Duals only rise and blossoms dissolve into their vertices, so
    /// no other edge becomes short, and every pair still matched stays tight.
    fn free_short_ends(&mut self, from: usize) {
        for k in from..self.edges.len() {
            let short = self.full_slack(k);
            if short >= 0 {
                continue;
            }
            let (i, j, _) = self.edges[k];
            let single_free = |v: usize| self.mate[v] == NONE && self.blossomparent[v] == NONE;
            let u = if single_free(j) && !single_free(i) { j } else { i };
            self.set_free(u);
            let short = self.full_slack(k);
            if short < 0 {
                // Rounded up to an even step.
                self.dualvar[u] += (-short + 1) & !1;
            }
        }
        for v in 0..self.n {
            if self.mate[v] == NONE && self.dualvar[v] & 1 != 0 {
                self.set_free(v);
                if self.dualvar[v] & 1 != 0 {
                    self.dualvar[v] += 1;
                }
            }
        }
    }

    /// Leaves `v` unmatched and in no blossom: the pair of its top-level blossom's base is
    /// undone (its other end is left free, the base of its own blossom), the blossom's inner
    /// pairs are turned so that `v` is its base, and each blossom holding `v` is dissolved, its
    /// dual added to each of its vertices' (every edge inside keeps its slack, every edge out
    /// of it gains).
    fn set_free(&mut self, v: usize) {
        let top = self.inblossom[v];
        let base = self.blossombase[top];
        if self.mate[base] != NONE {
            let other = self.ep(self.mate[base]);
            self.mate[other] = NONE;
            self.mate[base] = NONE;
        }
        if top >= self.n && base != v {
            self.augment_blossom(top, v);
        }
        self.mate[v] = NONE;
        while self.inblossom[v] != v {
            let b = self.inblossom[v];
            let z = self.dualvar[b];
            for x in self.leaves_of(b) {
                self.dualvar[x] += z;
            }
            for c in std::mem::take(&mut self.blossomchilds[b]) {
                self.blossomparent[c] = NONE;
                for x in self.leaves_of(c) {
                    self.inblossom[x] = c;
                }
            }
            self.blossomendps[b] = Vec::new();
            self.blossombase[b] = NONE;
            self.dualvar[b] = 0;
            self.unusedblossoms.push(b);
        }
    }

    fn mates(&self) -> Vec<Option<usize>> {
        self.mate.iter().map(|&p| if p == NONE { None } else { Some(self.ep(p)) }).collect()
    }

    /// The perfect form's start: each vertex's dual is its heaviest edge, then lowered in turn
    /// as far as every edge allows (each vertex keeps at least one tight edge), and the tight
    /// edges are matched greedily. Every dual stays even (the weights are doubled), so the
    /// slack of an edge between two outer vertices stays even as the algorithm needs. `false`
    /// if a vertex has no edge (no perfect matching).
    fn jump_start(&mut self) -> bool {
        let n = self.n;
        let mut dual = vec![i128::MIN; n];
        for (v, d) in dual.iter_mut().enumerate() {
            if let Some(w) = self.neighbours(v).iter().map(|a| a.w2 / 2).max() {
                *d = w;
            }
        }
        if dual.contains(&i128::MIN) {
            return false;
        }
        for v in 0..n {
            let lowest = self.neighbours(v).iter().map(|a| a.w2 - dual[a.to as usize]).max();
            dual[v] = lowest.unwrap_or(dual[v]);
        }
        self.dualvar[..n].copy_from_slice(&dual);
        for v in 0..n {
            if self.mate[v] != NONE {
                continue;
            }
            let tight = self
                .neighbours(v)
                .iter()
                .map(|a| a.p as usize)
                .find(|&p| self.mate[self.ep(p)] == NONE && self.slack(p / 2) == 0);
            if let Some(p) = tight {
                self.mate[v] = p;
                let e = self.ep(p);
                self.mate[e] = p ^ 1;
            }
        }
        true
    }
}

impl Matcher<'_> {
    /// The vertex at endpoint `p` (`2k` and `2k + 1` are the ends of edge `k`).
    fn ep(&self, p: usize) -> usize {
        let e = &self.edges[p / 2];
        if p & 1 == 0 { e.0 } else { e.1 }
    }

    fn neighbours(&self, v: usize) -> &[Adj] {
        &self.adj[self.adj_start[v]..self.adj_start[v + 1]]
    }

    #[inline(always)]
    fn slack(&self, k: usize) -> i128 {
        let (i, j, w) = self.edges[k];
        self.y(i) + self.y(j) - 4 * (w - self.offset)
    }

    /// How the dual of `x` (a vertex, or a blossom from `n` on) moves with a dual step: -1, 0
    /// or 1.
    #[inline(always)]
    fn sign(&self, x: usize) -> i128 {
        if x < self.n {
            match self.label[self.inblossom[x]] & 3 {
                1 => -1,
                2 => 1,
                _ => 0,
            }
        } else if self.blossomparent[x] == NONE && self.blossombase[x] != NONE {
            match self.label[x] & 3 {
                1 => 1,
                2 => -1,
                _ => 0,
            }
        } else {
            0
        }
    }

    /// The dual of `x` (a vertex, or a blossom from `n` on) now.
    #[inline(always)]
    fn y(&self, x: usize) -> i128 {
        if self.stagewise {
            return self.dualvar[x];
        }
        self.dualvar[x] + self.sign(x) * (self.delta_sum - self.stamp[x])
    }

    /// Writes down the dual of `x` as it stands, before its label or its blossom changes.
    fn settle(&mut self, x: usize) {
        self.dualvar[x] = self.y(x);
        self.stamp[x] = self.delta_sum;
    }

    /// [`Matcher::settle`] for every vertex of the top-level blossom `b` and for `b`.
    fn settle_blossom(&mut self, b: usize) {
        for v in self.leaves_of(b) {
            self.settle(v);
        }
        self.settle(b);
    }

    /// Records `k` as the best edge of the unlabelled vertex `v` (an S-vertex's edge to it).
    fn best_to_free(&mut self, v: usize, k: usize) {
        self.bestedge[v] = k;
        self.mark_changed(v);
    }

    /// Records `k` as the best edge of the S-blossom `b` to another.
    fn best_between_s(&mut self, b: usize, k: usize) {
        self.bestedge[b] = k;
        self.mark_changed(b);
    }

    fn mark_changed(&mut self, x: usize) {
        if !self.stagewise && !self.is_changed[x] {
            self.is_changed[x] = true;
            self.changed.push(x);
        }
    }

    /// Puts the best edges that changed since the last dual step into their heaps: a vertex's
    /// (an unlabelled one's, to an S-vertex) or a top-level S-blossom's (to another).
    fn flush_changed(&mut self) {
        for x in std::mem::take(&mut self.changed) {
            self.is_changed[x] = false;
            let k = self.bestedge[x];
            if k == NONE {
                continue;
            }
            if x < self.n && self.label[self.inblossom[x]] == 0 {
                self.to_free.push(Reverse((self.slack(k) + self.delta_sum, x)));
            }
            if self.blossomparent[x] == NONE && self.label[x] == 1 {
                self.between_s.push(Reverse((self.slack(k) + 2 * self.delta_sum, x, k)));
            }
        }
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.leaves(b, &mut v);
        v
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        let l = self.leaves_of(b);
        for &v in &l {
            self.settle(v);
        }
        self.settle(b);
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if !self.stagewise {
            let root = if p == NONE { w } else { self.root[self.ep(p)] };
            for &v in &l {
                self.root[v] = root;
            }
            self.members[root].extend_from_slice(&l);
        }
        if t == 1 {
            for &v in &l {
                self.queue.push((v, self.generation[v]));
            }
        } else {
            if b >= self.n && !self.stagewise {
                self.t_blossoms.push(Reverse((self.y(b) + self.delta_sum, b)));
            }
            let base = self.blossombase[b];
            let mb = self.mate[base];
            self.assign_label(self.ep(mb), 1, mb ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.ep(self.labelend[b]);
                b = self.inblossom[v];
                v = self.ep(self.labelend[b]);
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom");
        // The children's duals stop moving as theirs (a T-child's vertices turn S): each is
        // settled before it is nested, each vertex before it changes blossom.
        self.settle(bb);
        self.stamp[b] = self.delta_sum;
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.settle(bv);
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.ep(self.labelend[bv]);
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.settle(bw);
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.ep(self.labelend[bw]);
            bw = self.inblossom[w];
        }
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = 0;
        for v in self.leaves_of(b) {
            self.settle(v);
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push((v, self.generation[v]));
            }
            self.inblossom[v] = b;
        }
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in &path {
            let lists: Vec<Vec<usize>> = match self.blossombestedges[bv].take() {
                Some(l) => vec![l],
                None => self
                    .leaves_of(bv)
                    .iter()
                    .map(|&v| self.neighbours(v).iter().map(|a| a.p as usize / 2).collect())
                    .collect(),
            };
            for list in lists {
                for k in list {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.inblossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                    {
                        bestedgeto[bj] = k;
                    }
                }
            }
            self.bestedge[bv] = NONE;
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        let least = best.iter().copied().min_by_key(|&k| self.slack(k));
        if let Some(k) = least {
            self.best_between_s(b, k);
        }
        self.blossombestedges[b] = Some(best);
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        self.settle_blossom(b);
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            // A child's dual did not move while it was inside; it moves from now on.
            self.stamp[s] = self.delta_sum;
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.y(s) == 0 {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let len = childs.len() as isize;
            let at = |j: isize| childs[j.rem_euclid(len) as usize];
            let endps = self.blossomendps[b].clone();
            let ep = |j: isize| endps[j.rem_euclid(len) as usize];
            let entrychild = self.inblossom[self.ep(self.labelend[b] ^ 1)];
            let mut j = childs.iter().position(|&c| c == entrychild).expect("entry child") as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 != 0 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.labelend[b];
            while j != 0 {
                let e1 = self.ep(p ^ 1);
                self.label[e1] = 0;
                let q = ep(j - endptrick as isize) ^ endptrick ^ 1;
                let e2 = self.ep(q);
                self.label[e2] = 0;
                self.assign_label(e1, 2, p);
                self.allowedge[ep(j - endptrick as isize) / 2] = true;
                j += jstep;
                p = ep(j - endptrick as isize) ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = at(j);
            let e = self.ep(p ^ 1);
            self.label[e] = 2;
            self.label[bv] = 2;
            self.labelend[e] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            if bv >= self.n && !self.stagewise {
                self.t_blossoms.push(Reverse((self.y(bv) + self.delta_sum, bv)));
            }
            j += jstep;
            while at(j) != entrychild {
                let bv = at(j);
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                if let Some(v) = self.leaves_of(bv).into_iter().find(|&v| self.label[v] != 0) {
                    self.label[v] = 0;
                    let mb = self.mate[self.blossombase[bv]];
                    let e = self.ep(mb);
                    self.label[e] = 0;
                    self.assign_label(v, 2, self.labelend[v]);
                }
                j += jstep;
            }
            // The vertices left unlabelled keep their least-slack edges to S-vertices.
            for &s in &childs {
                if self.label[s] == 0 {
                    for v in self.leaves_of(s) {
                        if self.bestedge[v] != NONE {
                            self.best_to_free(v, self.bestedge[v]);
                        }
                    }
                }
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b].iter().position(|&c| c == t).expect("child") as isize;
        let mut j = i;
        let (jstep, endptrick): (isize, usize) = if i & 1 != 0 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][j.rem_euclid(len) as usize];
            let p = self.blossomendps[b][(j - endptrick as isize).rem_euclid(len) as usize] ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.ep(p));
            }
            j += jstep;
            let t = self.blossomchilds[b][j.rem_euclid(len) as usize];
            if t >= self.n {
                self.augment_blossom(t, self.ep(p ^ 1));
            }
            let e = self.ep(p);
            self.mate[e] = p ^ 1;
            let e = self.ep(p ^ 1);
            self.mate[e] = p;
        }
        self.blossomchilds[b].rotate_left(i as usize);
        self.blossomendps[b].rotate_left(i as usize);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.ep(self.labelend[bs]);
                let bt = self.inblossom[t];
                s = self.ep(self.labelend[bt]);
                let j = self.ep(self.labelend[bt] ^ 1);
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    /// Kept whole on purpose (over 100 lines): Edmonds' blossom algorithm (after Van Rantwijk's
    /// formulation) is one loop of stages with labelling, augmenting and dual updates that share
    /// every variable; it reads against the published algorithm as a whole.
    fn run(&mut self) {
        let n = self.n;
        self.start_stage();
        for _ in 0..n {
            let mut augmented = false;
            let mut roots = (NONE, NONE);
            loop {
                while !augmented {
                    let Some((v, generation)) = self.queue.pop() else { break };
                    if generation != self.generation[v] {
                        continue;
                    }
                    debug_assert_eq!(self.label[self.inblossom[v]], 1, "a queued vertex is an S-vertex");
                    // Its dual stays as it is while it is scanned (no dual step comes between).
                    let yv = self.y(v);
                    for idx in self.adj_start[v]..self.adj_start[v + 1] {
                        let a = self.adj[idx];
                        let (p, w) = (a.p as usize, a.to as usize);
                        let k = p / 2;
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = 0;
                        if !self.allowedge[k] {
                            kslack = yv + self.y(w) - a.w2;
                            if kslack <= 0 {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    roots = (self.root[v], self.root[w]);
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.best_between_s(b, k);
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.best_to_free(w, k);
                        }
                    }
                }
                if augmented {
                    break;
                }
                if !self.pending.is_empty() && self.record_pending() {
                    continue;
                }
                let (deltatype, delta, deltaedge, deltablossom) =
                    if self.stagewise { self.least_step_by_pass() } else { self.least_step_from_heaps() };
                if deltatype == 0 {
                    // Perfect form: no augmenting path is left.
                    break;
                }
                self.take_step(delta);
                match deltatype {
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push((i, self.generation[i]));
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push((i, self.generation[i]));
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            if self.stagewise {
                self.end_stage();
                self.start_stage();
            } else {
                self.unlabel_trees(roots);
            }
        }
        for x in 0..2 * n {
            self.settle(x);
        }
    }

    /// A stage's start: no labels, best edges or allowed edges, every free vertex (or the
    /// top-level blossom holding it) the S-labelled root of a tree.
    fn start_stage(&mut self) {
        let n = self.n;
        self.label.iter_mut().for_each(|l| *l = 0);
        self.bestedge.iter_mut().for_each(|e| *e = NONE);
        for b in n..2 * n {
            self.blossombestedges[b] = None;
        }
        self.allowedge.iter_mut().for_each(|a| *a = false);
        self.queue.clear();
        for v in 0..n {
            if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                self.assign_label(v, 1, NONE);
            }
        }
    }

    /// A stage's end in the stagewise form: every top-level S-blossom of zero dual is expanded.
    fn end_stage(&mut self) {
        for b in self.n..2 * self.n {
            if self.blossomparent[b] == NONE
                && self.blossombase[b] != NONE
                && self.label[b] == 1
                && self.dualvar[b] == 0
            {
                self.expand_blossom(b, true);
            }
        }
    }

    /// The first candidate for the next dual step: none in the perfect form (whose stage ends
    /// when no other is left), the least dual of the free vertices in the plain one.
    fn first_step(&self) -> (u8, i128) {
        if self.perfect {
            (0, i128::MAX)
        } else {
            // The free vertices hold the least dual of all (they move together, as the roots
            // of the trees).
            (1, (0..self.n).filter(|&v| self.mate[v] == NONE).map(|v| self.y(v)).min().unwrap_or(0))
        }
    }

    /// The next dual step (its kind, size, edge and blossom) by a pass over every vertex and
    /// blossom (the stagewise form): a free vertex's least-slack edge to an S-vertex, half an
    /// S-blossom's least-slack edge to another, a T-blossom's dual.
    fn least_step_by_pass(&self) -> (u8, i128, usize, usize) {
        let n = self.n;
        let (mut deltatype, mut delta) = self.first_step();
        let (mut deltaedge, mut deltablossom) = (NONE, NONE);
        for v in 0..n {
            if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                let d = self.slack(self.bestedge[v]);
                if d < delta {
                    delta = d;
                    deltatype = 2;
                    deltaedge = self.bestedge[v];
                }
            }
        }
        for b in 0..2 * n {
            if self.blossomparent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                let d = self.slack(self.bestedge[b]) / 2;
                if d < delta {
                    delta = d;
                    deltatype = 3;
                    deltaedge = self.bestedge[b];
                }
            }
        }
        for b in n..2 * n {
            if self.blossombase[b] != NONE
                && self.blossomparent[b] == NONE
                && self.label[b] == 2
                && self.dualvar[b] < delta
            {
                delta = self.dualvar[b];
                deltatype = 4;
                deltablossom = b;
            }
        }
        (deltatype, delta, deltaedge, deltablossom)
    }

    /// The next dual step (its kind, size, edge and blossom) from the heaps of candidates (the
    /// form with kept trees): each heap's first entry that still holds.
    fn least_step_from_heaps(&mut self) -> (u8, i128, usize, usize) {
        let (mut deltatype, mut delta) = self.first_step();
        let (mut deltaedge, mut deltablossom) = (NONE, NONE);
        self.flush_changed();
        while let Some(&Reverse((key, v))) = self.to_free.peek() {
            let k = self.bestedge[v];
            if self.label[self.inblossom[v]] == 0 && k != NONE && self.slack(k) + self.delta_sum == key {
                if key - self.delta_sum < delta {
                    delta = key - self.delta_sum;
                    deltatype = 2;
                    deltaedge = k;
                }
                break;
            }
            self.to_free.pop();
        }
        while let Some(&Reverse((key, b, k))) = self.between_s.peek() {
            self.between_s.pop();
            if self.blossomparent[b] != NONE || self.label[b] != 1 || self.bestedge[b] != k {
                continue;
            }
            let (i, j, _) = self.edges[k];
            let other = if self.inblossom[i] == b { self.inblossom[j] } else { self.inblossom[i] };
            if other == b || self.label[other] != 1 || self.slack(k) + 2 * self.delta_sum != key {
                // Its best edge no longer leads to an S-blossom: the next one.
                self.best_anew(b);
                continue;
            }
            self.between_s.push(Reverse((key, b, k)));
            let d = (key - 2 * self.delta_sum) / 2;
            if d < delta {
                delta = d;
                deltatype = 3;
                deltaedge = k;
            }
            break;
        }
        while let Some(&Reverse((key, b))) = self.t_blossoms.peek() {
            if self.blossombase[b] != NONE
                && self.blossomparent[b] == NONE
                && self.label[b] == 2
                && self.y(b) + self.delta_sum == key
            {
                if key - self.delta_sum < delta {
                    delta = key - self.delta_sum;
                    deltatype = 4;
                    deltablossom = b;
                }
                break;
            }
            self.t_blossoms.pop();
        }
        (deltatype, delta, deltaedge, deltablossom)
    }

    /// Moves the duals by a step of `delta`: in the stagewise form each labelled vertex's and
    /// top-level blossom's at once, otherwise only the sum of the steps ([`Matcher::y`]).
    fn take_step(&mut self, delta: i128) {
        if !self.stagewise {
            self.delta_sum += delta;
            return;
        }
        let n = self.n;
        for v in 0..n {
            match self.label[self.inblossom[v]] {
                1 => self.dualvar[v] -= delta,
                2 => self.dualvar[v] += delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                match self.label[b] {
                    1 => self.dualvar[b] += delta,
                    2 => self.dualvar[b] -= delta,
                    _ => {}
                }
            }
        }
    }

    /// After an augmentation: the two alternating trees it joined are taken apart (their
    /// S-blossoms of zero dual expanded, as at the end of a stage, and every label, best edge and
    /// allowed edge of theirs cleared), and whatever the other trees had recorded about them is
    /// recorded anew: each of their vertices' least-slack edge to an S-vertex (a tight one
    /// labels it at once, by scanning that S-vertex again), and the best edges that pointed into
    /// them. The other trees stay as they are: their labels and tight edges are still valid,
    /// so the next augmenting path is searched without rebuilding them (a stage per
    /// augmentation that rebuilt every tree was where large matchings spent their time).
    fn unlabel_trees(&mut self, (r1, r2): (usize, usize)) {
        let n = self.n;
        let mut gone: Vec<usize> = std::mem::take(&mut self.members[r1]);
        gone.append(&mut self.members[r2]);
        gone.retain(|&v| self.label[self.inblossom[v]] != 0 && (self.root[v] == r1 || self.root[v] == r2));
        gone.sort_unstable();
        gone.dedup();
        let mut tops: Vec<usize> = gone.iter().map(|&v| self.inblossom[v]).filter(|&b| b >= n).collect();
        tops.sort_unstable();
        tops.dedup();
        for &v in &gone {
            self.settle(v);
        }
        for &b in &tops {
            self.settle(b);
        }
        for b in tops {
            if self.label[b] == 1 && self.dualvar[b] == 0 {
                self.expand_blossom(b, true);
            }
        }
        let mut in_gone = std::mem::take(&mut self.in_gone);
        for &v in &gone {
            in_gone[v] = true;
            let mut t = v;
            while t != NONE {
                self.label[t] = 0;
                self.labelend[t] = NONE;
                self.bestedge[t] = NONE;
                if t >= n {
                    self.blossombestedges[t] = None;
                }
                t = self.blossomparent[t];
            }
        }
        for &v in &gone {
            self.generation[v] = self.generation[v].wrapping_add(1);
        }
        let mut vertices = gone.clone();
        for &x in &gone {
            for idx in self.adj_start[x]..self.adj_start[x + 1] {
                let a = self.adj[idx];
                let (w, k) = (a.to as usize, a.p as usize / 2);
                self.allowedge[k] = false;
                if in_gone[w] {
                    continue;
                }
                let bw = self.inblossom[w];
                match self.label[bw] {
                    0 if self.bestedge[w] == k => vertices.push(w),
                    2 if bw != w
                        && (self.bestedge[w] == k || (self.label[w] == 2 && self.ep(self.labelend[w]) == x)) =>
                    {
                        vertices.push(w)
                    }
                    _ => {}
                }
            }
        }
        for &v in &gone {
            in_gone[v] = false;
        }
        self.in_gone = in_gone;
        vertices.sort_unstable();
        vertices.dedup();
        // What they knew is forgotten now and recorded anew before the next dual step
        // ([`Matcher::record_pending`]): many are labelled again by then, by the scans of the
        // S-vertices still queued, and need nothing recorded.
        for w in vertices {
            let bw = self.inblossom[w];
            if self.label[bw] == 2 && bw != w {
                self.label[w] = 0;
                self.labelend[w] = NONE;
            }
            self.bestedge[w] = NONE;
            self.pending.push(w);
        }
        // An S-blossom whose best edge led into them finds its next one when that edge comes
        // up for a dual step ([`Matcher::best_anew`]).
    }

    /// Before a dual step: what the S-vertices' scans would have recorded about the vertices
    /// whose trees were taken apart and about those whose best edge or label led into them
    /// ([`Matcher::unlabel_trees`]), each still unlabelled or inside a T-blossom, as
    /// [`Matcher::record_anew`] records it. Each S-vertex with a tight edge to one of them is
    /// queued to be scanned again, once (once for each such edge was where a dense graph's
    /// matching spent its time). `true` if one was: the dual step waits for its scan.
    fn record_pending(&mut self) -> bool {
        let mut pending = std::mem::take(&mut self.pending);
        pending.sort_unstable();
        pending.dedup();
        let mut again = Vec::new();
        for &w in &pending {
            let bw = self.inblossom[w];
            if self.label[bw] == 0 || (self.label[bw] == 2 && bw != w) {
                self.record_anew(w, &mut again);
            }
        }
        pending.clear();
        self.pending = pending;
        again.sort_unstable();
        again.dedup();
        let queued = !again.is_empty();
        for u in again {
            self.queue.push((u, self.generation[u]));
        }
        queued
    }

    /// The least-slack edge from the S-blossom `b` to another S-blossom, found again (its
    /// last one no longer leads to an S-blossom), and put in the heap at once.
    fn best_anew(&mut self, b: usize) {
        let mut best = NONE;
        for v in self.leaves_of(b) {
            for idx in self.adj_start[v]..self.adj_start[v + 1] {
                let a = self.adj[idx];
                let bu = self.inblossom[a.to as usize];
                if bu != b && self.label[bu] == 1 {
                    let k = a.p as usize / 2;
                    if best == NONE || self.slack(k) < self.slack(best) {
                        best = k;
                    }
                }
            }
        }
        self.bestedge[b] = best;
        if best != NONE {
            self.between_s.push(Reverse((self.slack(best) + 2 * self.delta_sum, b, best)));
        }
    }

    /// What the S-vertices' scans would have recorded about `w`, an unlabelled vertex or one
    /// inside a T-blossom: its least-slack edge to an S-vertex, or for a tight one its label
    /// (inside a T-blossom) or a new scan of that S-vertex (which labels it; the S-vertex is
    /// put in `again`).
    fn record_anew(&mut self, w: usize, again: &mut Vec<usize>) {
        let bw = self.inblossom[w];
        let inside = self.label[bw] == 2;
        if inside {
            self.label[w] = 0;
            self.labelend[w] = NONE;
        }
        self.bestedge[w] = NONE;
        for idx in self.adj_start[w]..self.adj_start[w + 1] {
            let a = self.adj[idx];
            let u = a.to as usize;
            let bu = self.inblossom[u];
            if bu == bw || self.label[bu] != 1 {
                continue;
            }
            let k = a.p as usize / 2;
            let s = self.y(u) + self.y(w) - a.w2;
            if s <= 0 {
                if inside {
                    if self.label[w] == 0 {
                        self.label[w] = 2;
                        self.labelend[w] = a.p as usize;
                    }
                    self.allowedge[k] = true;
                } else {
                    self.allowedge[k] = true;
                    again.push(u);
                }
            } else if (!inside || self.label[w] == 0) && (self.bestedge[w] == NONE || s < self.slack(self.bestedge[w]))
            {
                self.best_to_free(w, k);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every matching of a small graph, the best total by brute force.
    fn brute(n: usize, edges: &[(usize, usize, i128)]) -> i128 {
        fn go(edges: &[(usize, usize, i128)], used: &mut [bool], from: usize) -> i128 {
            let mut best = 0;
            for k in from..edges.len() {
                let (i, j, w) = edges[k];
                if !used[i] && !used[j] {
                    used[i] = true;
                    used[j] = true;
                    best = best.max(w + go(edges, used, k + 1));
                    used[i] = false;
                    used[j] = false;
                }
            }
            best
        }
        go(edges, &mut vec![false; n], 0)
    }

    /// A reproducible stream of pseudo-random numbers (xorshift) from `seed`.
    fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
        move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        }
    }

    /// The total weight of a perfect matching (`m[v]`: v's mate) over `edges`.
    fn perfect_total(m: &[usize], edges: &[(usize, usize, i128)]) -> i128 {
        edges.iter().filter(|e| m[e.0] == e.1).map(|e| e.2).sum()
    }

    fn total(m: &[Option<usize>], edges: &[(usize, usize, i128)]) -> i128 {
        let mut t = 0;
        for &(i, j, w) in edges {
            if m[i] == Some(j) {
                assert_eq!(m[j], Some(i));
                t += w;
            }
        }
        t
    }

    #[test]
    fn known_small_cases() {
        assert_eq!(max_weight_matching(2, &[(0, 1, 1)]), vec![Some(1), Some(0)]);
        let e = [(0, 1, 10), (1, 2, 11)];
        assert_eq!(max_weight_matching(3, &e), vec![None, Some(2), Some(1)]);
        // The blossom case of the reference tests.
        let e = [(0, 1, 8), (0, 2, 9), (1, 2, 10), (2, 3, 7)];
        assert_eq!(max_weight_matching(4, &e), vec![Some(1), Some(0), Some(3), Some(2)]);
        let e = [(0, 1, 8), (0, 2, 9), (1, 2, 10), (2, 3, 7), (0, 5, 5), (3, 4, 6)];
        assert_eq!(max_weight_matching(6, &e), vec![Some(5), Some(2), Some(1), Some(4), Some(3), Some(0)]);
    }

    #[test]
    fn random_graphs_match_brute_force() {
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..3000 {
            let n = (next() % 9 + 2) as usize;
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if !next().is_multiple_of(3) {
                        edges.push((i, j, (next() % 20 + 1) as i128));
                    }
                }
            }
            for search in [Search::Stages, Search::KeptTrees] {
                let mut m = Matcher::new(n, &edges, 0, false, search);
                m.run();
                assert_eq!(total(&m.mates(), &edges), brute(n, &edges), "{search:?} {n} {edges:?}");
            }
        }
    }

    /// The best total over perfect matchings by brute force (`None` if there is none).
    fn brute_perfect(n: usize, edges: &[(usize, usize, i128)]) -> Option<i128> {
        fn go(n: usize, edges: &[(usize, usize, i128)], used: &mut [bool]) -> Option<i128> {
            let Some(v) = (0..n).find(|&v| !used[v]) else { return Some(0) };
            let mut best = None;
            for &(i, j, w) in edges {
                let other = if i == v {
                    j
                } else if j == v {
                    i
                } else {
                    continue;
                };
                if used[other] {
                    continue;
                }
                used[v] = true;
                used[other] = true;
                if let Some(rest) = go(n, edges, used) {
                    best = Some(best.map_or(w + rest, |b: i128| b.max(w + rest)));
                }
                used[v] = false;
                used[other] = false;
            }
            best
        }
        go(n, edges, &mut vec![false; n])
    }

    #[test]
    fn random_graphs_perfect_match_brute_force() {
        let mut next = xorshift(0x2545_f491_4f6c_dd1d);
        let (mut perfect, mut none) = (0, 0);
        for round in 0..4000 {
            let n = (next() % 11 + 1) as usize;
            let dense = next() % 4;
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if next() % 4 >= dense.min(2) {
                        // Weights of both signs, and (every other graph) ties.
                        let span = if round % 2 == 0 { 5 } else { 40 };
                        edges.push((i, j, (next() % span) as i128 - span as i128 / 3));
                    }
                }
            }
            // Each search on every other graph (both on the same graphs: another test).
            let search = if (round / 2) % 2 == 0 { Search::Stages } else { Search::KeptTrees };
            let got = perfect_matching_searched(n, &edges, None, search).map(|((mate, ..), _)| mate);
            let want = brute_perfect(n, &edges);
            match (&got, want) {
                (Some(m), Some(best)) => {
                    let m: Vec<Option<usize>> = m.iter().map(|&x| Some(x)).collect();
                    assert_eq!(total(&m, &edges), best, "{n} {edges:?}");
                    perfect += 1;
                }
                (None, None) => none += 1,
                _ => panic!("{n} {edges:?}: got {got:?}, a perfect matching worth {want:?}"),
            }
        }
        assert!(perfect > 1000 && none > 500, "{perfect} perfect, {none} without");
    }

    #[test]
    fn perfect_form_agrees_with_a_cardinality_bonus() {
        // The Dutch system's weights carry a cardinality field above all others: with it, the
        // plain form's best matching is the perfect form's whenever a perfect matching exists.
        let mut next = xorshift(0x1234_5678_9abc_def1);
        for round in 0..300 {
            let n = 2 * (next() % 30 + 1) as usize;
            // Small fields, and (every third graph) fields as wide as the Dutch weights' with the
            // cardinality unit at their bit 123.
            let (unit, field) = if round % 3 == 0 { (1i128 << 123, 1i128 << 100) } else { (1 << 40, 1) };
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if !next().is_multiple_of(5) {
                        edges.push((i, j, unit + field * (next() % 1000) as i128 - (next() % 50) as i128));
                    }
                }
            }
            let plain = max_weight_matching(n, &edges);
            let perfect = max_weight_perfect_matching(n, &edges);
            // Totals above the unit (a sum of thirty units would not fit).
            let above: Vec<(usize, usize, i128)> = edges.iter().map(|&(i, j, w)| (i, j, w - unit)).collect();
            if plain.iter().all(Option::is_some) {
                let p = perfect.expect("a perfect matching exists");
                let p: Vec<Option<usize>> = p.into_iter().map(Some).collect();
                assert_eq!(total(&p, &above), total(&plain, &above));
            } else {
                assert!(perfect.is_none());
            }
        }
    }

    /// That the duals prove `mate` best over `edges` (a graph without parallel edges): no edge
    /// of negative slack (with the blossoms holding both ends), none of the matching's with any
    /// slack.
    fn assert_proved(
        edges: &[(usize, usize, i128)],
        mate: &[usize],
        dual: &[i128],
        holders: &[Vec<(usize, i128)>],
        offset: i128,
    ) {
        for &(i, j, w) in edges {
            let shared: i128 =
                holders[i].iter().zip(&holders[j]).take_while(|(a, b)| a.0 == b.0).map(|(a, _)| 2 * a.1).sum();
            let slack = dual[i] + dual[j] + shared - 4 * (w - offset);
            assert!(slack >= 0, "edge {i}-{j} of weight {w} is short by {} in {edges:?}", -slack);
            if mate[i] == j {
                assert_eq!(slack, 0, "the matched edge {i}-{j} is not tight in {edges:?}");
            }
        }
    }

    /// Both searches (a stage per augmentation, and kept trees) on the same graphs, small and
    /// of a few hundred vertices, sparse and dense, with ties and with weights as wide as the
    /// Dutch pairer's, solved from nothing and grown (each search taking up the other's kept
    /// state too): the same best total, and duals that prove it over every edge.
    #[test]
    fn both_searches_find_an_equally_good_proved_matching() {
        let mut next = xorshift(0x5eed_0f5e_a7c4_e5a1);
        let searches = [Search::Stages, Search::KeptTrees];
        let (mut solved, mut plain) = (0, 0);
        for round in 0..600 {
            let n = match round % 4 {
                0 => 2 * (next() % 6 + 1) as usize,
                1 | 2 => 2 * (next() % 40 + 1) as usize,
                _ => 2 * (next() % 50 + 50) as usize,
            };
            // From a few edges per vertex to every pair.
            let keep = [3, 12, 50, 100][(round / 4) % 4];
            let span: i128 = [3, 40, 1 << 40, 1 << 100][(round / 16) % 4];
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if (next() % 100) < keep || j == i + 1 {
                        edges.push((i, j, (next() as i128 % span) - span / 3));
                    }
                }
            }
            let (first, rest): (Vec<_>, Vec<_>) =
                edges.iter().partition(|e| e.1 == e.0 + 1 && e.0 % 2 == 0 || next().is_multiple_of(3));
            let totals: Vec<i128> = searches
                .iter()
                .map(|&s| {
                    let ((mate, dual, holders, offset), _) =
                        perfect_matching_searched(n, &edges, None, s).expect("a perfect matching");
                    assert_proved(&edges, &mate, &dual, &holders, offset);
                    perfect_total(&mate, &edges)
                })
                .collect();
            assert_eq!(totals[0], totals[1], "{n} {edges:?}");
            if n <= 12 {
                assert_eq!(Some(totals[0]), brute_perfect(n, &edges));
            }
            for a in searches {
                for b in searches {
                    let (_, kept) = perfect_matching_searched(n, &first, None, a).expect("a perfect matching");
                    let mut all = first.clone();
                    all.extend(&rest);
                    let ((mate, dual, holders, offset), _) =
                        perfect_matching_searched(n, &all, Some(kept), b).expect("a perfect matching");
                    assert_proved(&all, &mate, &dual, &holders, offset);
                    assert_eq!(perfect_total(&mate, &all), totals[0], "{a:?} then {b:?}: {n} {all:?}");
                    solved += 1;
                }
            }
            // The plain form (any matching, positive weights).
            let positive: Vec<_> = edges.iter().map(|&(i, j, w)| (i, j, w.rem_euclid(span.min(1 << 60)) + 1)).collect();
            let plain_totals: Vec<i128> = searches
                .iter()
                .map(|&s| {
                    let mut m = Matcher::new(n, &positive, 0, false, s);
                    m.run();
                    perfect_total(&m.mates().iter().map(|x| x.unwrap_or(usize::MAX)).collect::<Vec<_>>(), &positive)
                })
                .collect();
            assert_eq!(plain_totals[0], plain_totals[1], "{n} {positive:?}");
            if n <= 10 {
                assert_eq!(plain_totals[0], brute(n, &positive));
            }
            plain += 1;
        }
        assert!(solved >= 2400 && plain >= 600, "{solved} grown, {plain} plain");
    }

    /// A solve taken up from a kept state after edges are added ends as good as a solve from
    /// nothing (by brute force on small graphs, by the fresh solve's total on larger ones),
    /// with duals that certify it over every edge.
    #[test]
    fn a_grown_solve_is_as_good_as_a_fresh_one() {
        let mut next = xorshift(0x0bad_cafe_f00d_1234);
        let (mut grown, mut checked) = (0, 0);
        for round in 0..3000 {
            let n = if round % 2 == 0 { 2 * (next() % 6 + 1) as usize } else { 2 * (next() % 30 + 1) as usize };
            let span = [4, 30, 1 << 40][round % 3];
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if !next().is_multiple_of(3) {
                        edges.push((i, j, (next() % span) as i128 - span as i128 / 3));
                    }
                }
            }
            // The first edges: each vertex's to the next (a perfect matching exists) and a few
            // more; the rest come in one to three growths.
            let (mut first, mut rest): (Vec<_>, Vec<_>) =
                edges.iter().partition(|e| e.1 == e.0 + 1 && e.0 % 2 == 0 || next().is_multiple_of(4));
            let search = if round % 4 < 2 { Search::Stages } else { Search::KeptTrees };
            let Some((_, mut kept)) = perfect_matching_searched(n, &first, None, search) else { continue };
            let steps = next() % 3 + 1;
            for step in 0..steps {
                let take = if step + 1 == steps { rest.len() } else { rest.len() / 2 };
                first.extend(rest.drain(..take));
                let ((mate, dual, holders, offset), after) =
                    perfect_matching_searched(n, &first, Some(kept), search).expect("a perfect matching");
                let fresh = max_weight_perfect_matching(n, &first).expect("a perfect matching");
                assert_eq!(perfect_total(&mate, &first), perfect_total(&fresh, &first), "{n} {first:?}");
                if n <= 12 {
                    assert_eq!(Some(perfect_total(&mate, &first)), brute_perfect(n, &first));
                    checked += 1;
                }
                assert_proved(&first, &mate, &dual, &holders, offset);
                kept = after;
                grown += 1;
            }
        }
        assert!(grown > 2000 && checked > 500, "{grown} grown, {checked} by brute force");
    }

    /// A solve started from another's duals and pairs after weights changed, edges came and
    /// went and vertices were replaced ends as good as a solve from nothing (by brute force on
    /// small graphs, by the fresh solve's total on larger ones), with duals that certify it.
    #[test]
    fn a_started_solve_is_as_good_as_a_fresh_one() {
        let mut next = xorshift(0x5eed_0f57_a77e_d123);
        let (mut started, mut checked) = (0, 0);
        for round in 0..3000 {
            let n = if round % 2 == 0 { 2 * (next() % 6 + 1) as usize } else { 2 * (next() % 30 + 1) as usize };
            let span = [4, 30, 1 << 40][round % 3];
            let weight = |next: &mut dyn FnMut() -> u64| (next() % span) as i128 - span as i128 / 3;
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if !next().is_multiple_of(3) || j == i + 1 && i % 2 == 0 {
                        edges.push((i, j, weight(&mut next)));
                    }
                }
            }
            let search = if round % 4 < 2 { Search::Stages } else { Search::KeptTrees };
            let Some(((mate, dual, holders, offset), _)) = perfect_matching_searched(n, &edges, None, search) else {
                continue;
            };
            // Some weights changed, some edges dropped and others added, and a few vertices
            // replaced by new ones (no dual, no mate, their edges all new).
            let new: Vec<bool> = (0..n).map(|_| next().is_multiple_of(8)).collect();
            let mut changed = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    let old = edges.iter().find(|e| e.0 == i && e.1 == j).map(|e| e.2);
                    let kept = old.filter(|_| !new[i] && !new[j] && !next().is_multiple_of(6));
                    let w = match kept {
                        Some(w) if !next().is_multiple_of(4) => Some(w),
                        Some(_) => Some(weight(&mut next)),
                        None if next().is_multiple_of(3) || j == i + 1 && i % 2 == 0 => Some(weight(&mut next)),
                        None => None,
                    };
                    if let Some(w) = w {
                        changed.push((i, j, w));
                    }
                }
            }
            let dissolved = dissolved_duals(&dual, &holders);
            let start: Vec<Option<i128>> = (0..n).map(|v| Some(dissolved[v]).filter(|_| !new[v])).collect();
            let mates: Vec<Option<usize>> = (0..n).map(|v| Some(mate[v]).filter(|&u| !new[v] && !new[u])).collect();
            let Some(((mate, dual, holders, offset2), _)) =
                perfect_matching_started_by(n, &changed, offset, &start, &mates, search)
            else {
                assert!(max_weight_perfect_matching(n, &changed).is_none(), "{n} {changed:?}");
                continue;
            };
            let fresh = max_weight_perfect_matching(n, &changed).expect("a perfect matching");
            assert_eq!(perfect_total(&mate, &changed), perfect_total(&fresh, &changed), "{n} {changed:?}");
            if n <= 12 {
                assert_eq!(Some(perfect_total(&mate, &changed)), brute_perfect(n, &changed));
                checked += 1;
            }
            assert_proved(&changed, &mate, &dual, &holders, offset2);
            started += 1;
        }
        assert!(started > 2000 && checked > 500, "{started} started, {checked} by brute force");
    }
}
