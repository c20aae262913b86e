//! Maximum-weight matching in a general graph (Edmonds' blossom algorithm with dual variables,
//! O(n³), after Joris van Rantwijk's public-domain formulation), on integer weights of 128 bits so
//! that the Dutch system's criteria can be packed into one weight, most important bits first.
//!
//! Two forms: [`max_weight_matching`] (any matching, the greatest total) and
//! [`max_weight_perfect_matching`] (every vertex matched, the greatest total among those), which
//! starts from a greedy matching of edges made tight by a jump-started dual: most of the
//! augmenting stages of the plain form are then never run, which is what pairing a round of
//! hundreds of players costs. An augmentation takes apart only the two alternating trees it
//! joins; the others are kept for the next search (rebuilding every tree after each
//! augmentation was where a matching of thousands of players spent its time).

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
    queue: Vec<usize>,
    /// Perfect form: vertex duals may go negative and a stage ends only when no augmenting path
    /// is left (no dual step of the first kind).
    perfect: bool,
    /// The free vertex at the root of each labelled vertex's alternating tree: an augmentation
    /// unlabels the two trees it joins and keeps every other tree as it stands.
    root: Vec<usize>,
}

/// The matching of greatest total weight: for each vertex its mate, if any. Edges are
/// `(u, v, weight)` with `u != v`; weights should be positive (an edge of weight ≤ 0 is never
/// worth taking).
pub fn max_weight_matching(n: usize, edges: &[(usize, usize, i128)]) -> Vec<Option<usize>> {
    if n == 0 || edges.is_empty() {
        return vec![None; n];
    }
    let mut m = Matcher::new(n, edges, 0, false);
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
    let mut m = Matcher::new(n, edges, 0, false);
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
    if n == 0 {
        return Some((Vec::new(), Vec::new(), Vec::new(), 0));
    }
    if n % 2 == 1 {
        return None;
    }
    // Every perfect matching has n/2 edges, so the lightest weight is taken off every edge: the
    // weights start at zero and the duals (which stay within about one span of the weights, as
    // measured on the Dutch pairer's rounds) keep their distance from i128's limits (the span
    // must stay below 2^123, as the Dutch weights' does).
    let lightest = edges.iter().map(|e| e.2).min().unwrap_or(0);
    debug_assert!(edges.iter().all(|e| e.2 - lightest < 1 << 123), "the weights span more than 2^123");
    let mut m = Matcher::new(n, edges, lightest, true);
    if !m.jump_start() {
        return None;
    }
    m.run();
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
    Some((mate, m.dualvar[..n].to_vec(), holders, lightest))
}

impl<'a> Matcher<'a> {
    /// The matcher over `edges`, each weight less `offset` and doubled (which keeps every dual
    /// an integer).
    fn new(n: usize, edges: &'a [(usize, usize, i128)], offset: i128, perfect: bool) -> Self {
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
            perfect,
            root: vec![NONE; n],
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

    fn slack(&self, k: usize) -> i128 {
        let (i, j, w) = self.edges[k];
        self.dualvar[i] + self.dualvar[j] - 4 * (w - self.offset)
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
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        let root = if p == NONE { w } else { self.root[self.ep(p)] };
        let l = self.leaves_of(b);
        for &v in &l {
            self.root[v] = root;
        }
        if t == 1 {
            self.queue.extend(l);
        } else {
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
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
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
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
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
        for &k in &best {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.blossombestedges[b] = Some(best);
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == 0 {
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
        for _ in 0..n {
            let mut augmented = false;
            let mut roots = (NONE, NONE);
            loop {
                while !augmented {
                    let Some(v) = self.queue.pop() else { break };
                    for idx in self.adj_start[v]..self.adj_start[v + 1] {
                        let a = self.adj[idx];
                        let (p, w) = (a.p as usize, a.to as usize);
                        let k = p / 2;
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = 0;
                        if !self.allowedge[k] {
                            kslack = self.dualvar[v] + self.dualvar[w] - a.w2;
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
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // The dual step.
                let (mut deltatype, mut delta) = if self.perfect {
                    (0, i128::MAX)
                } else {
                    (1, self.dualvar[..n].iter().copied().min().unwrap_or(0))
                };
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
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
                if deltatype == 0 {
                    // Perfect form: no augmenting path is left.
                    break;
                }
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
                match deltatype {
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            self.unlabel_trees(roots);
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
        let gone: Vec<usize> = (0..n)
            .filter(|&v| self.label[self.inblossom[v]] != 0 && (self.root[v] == r1 || self.root[v] == r2))
            .collect();
        let mut tops: Vec<usize> = gone.iter().map(|&v| self.inblossom[v]).filter(|&b| b >= n).collect();
        tops.sort_unstable();
        tops.dedup();
        for b in tops {
            if self.label[b] == 1 && self.dualvar[b] == 0 {
                self.expand_blossom(b, true);
            }
        }
        let mut in_gone = vec![false; n];
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
        self.queue.retain(|&v| !in_gone[v] && self.label[self.inblossom[v]] == 1);
        let (mut vertices, mut blossoms) = (gone.clone(), Vec::new());
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
                    1 if self.bestedge[bw] == k => blossoms.push(bw),
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
        vertices.sort_unstable();
        vertices.dedup();
        for w in vertices {
            self.record_anew(w);
        }
        blossoms.sort_unstable();
        blossoms.dedup();
        for b in blossoms {
            self.bestedge[b] = NONE;
            for v in self.leaves_of(b) {
                for idx in self.adj_start[v]..self.adj_start[v + 1] {
                    let a = self.adj[idx];
                    let bu = self.inblossom[a.to as usize];
                    if bu != b && self.label[bu] == 1 {
                        let k = a.p as usize / 2;
                        if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                            self.bestedge[b] = k;
                        }
                    }
                }
            }
        }
    }

    /// What the S-vertices' scans would have recorded about `w`, an unlabelled vertex or one
    /// inside a T-blossom: its least-slack edge to an S-vertex, or for a tight one its label
    /// (inside a T-blossom) or a new scan of that S-vertex (which labels it).
    fn record_anew(&mut self, w: usize) {
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
            let s = self.dualvar[u] + self.dualvar[w] - a.w2;
            if s <= 0 {
                if inside {
                    if self.label[w] == 0 {
                        self.label[w] = 2;
                        self.labelend[w] = a.p as usize;
                    }
                    self.allowedge[k] = true;
                } else {
                    self.allowedge[k] = true;
                    self.queue.push(u);
                }
            } else if (!inside || self.label[w] == 0)
                && (self.bestedge[w] == NONE || s < self.slack(self.bestedge[w]))
            {
                self.bestedge[w] = k;
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
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..3000 {
            let n = (next() % 9 + 2) as usize;
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if next() % 3 != 0 {
                        edges.push((i, j, (next() % 20 + 1) as i128));
                    }
                }
            }
            let m = max_weight_matching(n, &edges);
            assert_eq!(total(&m, &edges), brute(n, &edges), "{n} {edges:?}");
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
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
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
            let got = max_weight_perfect_matching(n, &edges);
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
        let mut seed: u64 = 0x1234_5678_9abc_def1;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for round in 0..300 {
            let n = 2 * (next() % 30 + 1) as usize;
            // Small fields, and (every third graph) fields as wide as the Dutch weights' with the
            // cardinality unit at their bit 123.
            let (unit, field) = if round % 3 == 0 { (1i128 << 123, 1i128 << 100) } else { (1 << 40, 1) };
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if next() % 5 != 0 {
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
}
