//! A second, deliberately simple reading of SYNTHESIS.md, written for the audit without
//! looking at the engine's generator: a 64-byte board of FEN letters, every destination square
//! tested against the piece's day or night pattern (instead of walking directions), attacks
//! computed piece by piece (instead of from the attacked square), the filters of S31 applied
//! in their written order, events of S32 and the canonical FEN of S2 built from scratch.
#![allow(dead_code)]

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Q {
    On(usize),
    XHome,
    XAway,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Normal,
    Double,
    Ep,
    Castle,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct M {
    pub from: usize,
    pub to: usize,
    pub promo: Option<u8>,
    pub capture: bool,
    pub kind: Kind,
}

impl M {
    pub fn text(&self) -> String {
        let mut s = format!("{}{}", name(self.from), name(self.to));
        if let Some(p) = self.promo {
            s.push(p as char);
        }
        s
    }
}

pub fn name(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 8) as u8) as char, i / 8 + 1)
}

fn parse_sq(s: &str) -> usize {
    let b = s.as_bytes();
    (b[0] - b'a') as usize + 8 * (b[1] - b'1') as usize
}

/// Colour of a letter: 0 White (upper case), 1 Black.
fn col(p: u8) -> usize {
    if p.is_ascii_uppercase() { 0 } else { 1 }
}
fn role(p: u8) -> u8 {
    p.to_ascii_lowercase()
}
fn letter(c: usize, r: u8) -> u8 {
    if c == 0 { r.to_ascii_uppercase() } else { r }
}
const EMPTY: u8 = b'.';
fn home(c: usize) -> usize {
    if c == 0 { 3 } else { 59 }
}
fn fr(i: usize) -> (i32, i32) {
    ((i % 8) as i32, (i / 8) as i32)
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct N {
    pub b: [u8; 64],
    pub side: usize,
    pub cr: [bool; 4], // K Q k q
    pub ep: Option<usize>,
    pub half: u32,
    pub full: u32,
    pub queen: [Q; 2],
    pub classical: [bool; 2],
    pub esc: [u32; 2],
    pub counter: bool,
    pub cs: bool,
}

impl N {
    pub fn new(fen: &str, counter: bool, cs: bool) -> N {
        let parts: Vec<&str> = fen.split_whitespace().collect();
        let fields: Vec<&str> = parts.iter().copied().filter(|p| !p.contains(':')).collect();
        let tokens: Vec<&str> = parts.iter().copied().filter(|p| p.contains(':')).collect();
        let def = ["", "w", "-", "-", "0", "1"];
        let f = |i: usize| *fields.get(i).unwrap_or(&def[i]);
        let mut b = [EMPTY; 64];
        for (ri, row) in f(0).split('/').enumerate() {
            let rank = 7 - ri;
            let mut file = 0;
            for ch in row.bytes() {
                if ch.is_ascii_digit() {
                    file += (ch - b'0') as usize;
                } else {
                    b[rank * 8 + file] = ch;
                    file += 1;
                }
            }
        }
        let side = if f(1) == "b" { 1 } else { 0 };
        let cs_field = f(2);
        let mut cr = [cs_field.contains('K'), cs_field.contains('Q'), cs_field.contains('k'), cs_field.contains('q')];
        for (i, (k, r, pk, pr)) in
            [(4usize, 7usize, b'K', b'R'), (4, 0, b'K', b'R'), (60, 63, b'k', b'r'), (60, 56, b'k', b'r')]
                .into_iter()
                .enumerate()
        {
            if b[k] != pk || b[r] != pr {
                cr[i] = false;
            }
        }
        let ep = if f(3) == "-" { None } else { Some(parse_sq(f(3))) };
        let mut n = N {
            b,
            side,
            cr,
            ep,
            half: f(4).parse().unwrap(),
            full: f(5).parse().unwrap(),
            queen: [Q::XHome; 2],
            classical: [false; 2],
            esc: [32; 2],
            counter,
            cs,
        };
        n.queen = [n.default_queen(0).unwrap_or(Q::XHome), n.default_queen(1).unwrap_or(Q::XHome)];
        for t in &tokens {
            let (k, v) = t.split_once(':').unwrap();
            match k {
                "queen" => {
                    let vs: Vec<&str> = v.split(',').collect();
                    for (c, v) in vs.iter().enumerate() {
                        n.queen[c] = match *v {
                            "xhome" => Q::XHome,
                            "xaway" => Q::XAway,
                            s => Q::On(parse_sq(s)),
                        }
                    }
                }
                "classical" => {
                    n.classical = [v.contains('w'), v.contains('b')];
                }
                _ => {}
            }
        }
        n.s18();
        for t in &tokens {
            let (k, v) = t.split_once(':').unwrap();
            if k == "escapes" {
                for part in v.split(',') {
                    let (c, x) = part.split_once('=').unwrap();
                    n.esc[if c == "w" { 0 } else { 1 }] = x.parse().unwrap();
                }
            }
        }
        n
    }

    fn default_queen(&self, c: usize) -> Option<Q> {
        let q = letter(c, b'q');
        if self.b[home(c)] == q {
            return Some(Q::On(home(c)));
        }
        let qs: Vec<usize> = (0..64).filter(|&i| self.b[i] == q).collect();
        match qs.len() {
            0 => Some(Q::XHome),
            1 => Some(Q::On(qs[0])),
            _ => None,
        }
    }

    /// S6 / S18.
    pub fn regime(&self, c: usize) -> char {
        if self.classical[c] {
            return 'D';
        }
        match self.queen[c] {
            Q::On(s) if s == home(c) => 'A',
            Q::XHome => 'A',
            Q::On(_) => 'B',
            Q::XAway => 'C',
        }
    }

    /// S18: a colour that would be in B or C with no rook and no bishop passes to D.
    fn s18(&mut self) {
        for c in 0..2 {
            let r = self.regime(c);
            if (r == 'B' || r == 'C')
                && !self.b.iter().any(|&p| p != EMPTY && col(p) == c && (role(p) == b'r' || role(p) == b'b'))
            {
                self.classical[c] = true;
            }
        }
    }

    pub fn king(b: &[u8; 64], c: usize) -> Option<usize> {
        (0..64).find(|&i| b[i] == letter(c, b'k'))
    }
}

fn clear(b: &[u8; 64], from: usize, to: usize) -> bool {
    let (f0, r0) = fr(from);
    let (f1, r1) = fr(to);
    let (df, dr) = ((f1 - f0).signum(), (r1 - r0).signum());
    let (mut f, mut r) = (f0 + df, r0 + dr);
    while (f, r) != (f1, r1) {
        if b[(r * 8 + f) as usize] != EMPTY {
            return false;
        }
        f += df;
        r += dr;
    }
    true
}
fn orth(from: usize, to: usize) -> bool {
    let ((f0, r0), (f1, r1)) = (fr(from), fr(to));
    from != to && (f0 == f1 || r0 == r1)
}
fn diag(from: usize, to: usize) -> bool {
    let ((f0, r0), (f1, r1)) = (fr(from), fr(to));
    from != to && (f0 - f1).abs() == (r0 - r1).abs()
}
fn adjacent(from: usize, to: usize) -> bool {
    let ((f0, r0), (f1, r1)) = (fr(from), fr(to));
    from != to && (f0 - f1).abs() <= 1 && (r0 - r1).abs() <= 1
}
fn leap(from: usize, to: usize) -> bool {
    let ((f0, r0), (f1, r1)) = (fr(from), fr(to));
    let (a, b) = ((f0 - f1).abs(), (r0 - r1).abs());
    (a, b) == (1, 2) || (a, b) == (2, 1)
}
fn pawn_hits(c: usize, from: usize, to: usize) -> bool {
    let ((f0, r0), (f1, r1)) = (fr(from), fr(to));
    (f0 - f1).abs() == 1 && r1 - r0 == if c == 0 { 1 } else { -1 }
}

/// S4: whether the piece on `from` attacks `to` by its classical capture geometry.
pub fn attacks(b: &[u8; 64], from: usize, to: usize) -> bool {
    let p = b[from];
    match role(p) {
        b'p' => pawn_hits(col(p), from, to),
        b'n' => leap(from, to),
        b'k' => adjacent(from, to),
        b'r' => orth(from, to) && clear(b, from, to),
        b'b' => diag(from, to) && clear(b, from, to),
        b'q' => (orth(from, to) || diag(from, to)) && clear(b, from, to),
        _ => false,
    }
}

pub fn attacked(b: &[u8; 64], sq: usize, by: usize) -> bool {
    (0..64).any(|i| b[i] != EMPTY && col(b[i]) == by && attacks(b, i, sq))
}

pub fn in_check(b: &[u8; 64], c: usize) -> bool {
    N::king(b, c).is_some_and(|k| attacked(b, k, 1 - c))
}

pub fn board_after(b: &[u8; 64], m: &M) -> [u8; 64] {
    let mut a = *b;
    let p = a[m.from];
    a[m.from] = EMPTY;
    if m.kind == Kind::Ep {
        let (f1, _) = fr(m.to);
        let (_, r0) = fr(m.from);
        a[(r0 * 8 + f1) as usize] = EMPTY;
    }
    if m.kind == Kind::Castle {
        let (rook_from, rook_to) = if m.to > m.from { (m.from + 3, m.from + 1) } else { (m.from - 4, m.from - 1) };
        a[rook_to] = a[rook_from];
        a[rook_from] = EMPTY;
    }
    a[m.to] = match m.promo {
        Some(r) => letter(col(p), r),
        None => p,
    };
    a
}

impl N {
    /// S31 step 1.
    pub fn step1(&self) -> Vec<M> {
        let us = self.side;
        let reg = self.regime(us);
        let b = &self.b;
        let check = in_check(b, us);
        let mut out = Vec::new();
        for from in 0..64 {
            let p = b[from];
            if p == EMPTY || col(p) != us {
                continue;
            }
            let r = role(p);
            for to in 0..64 {
                if to == from {
                    continue;
                }
                let t = b[to];
                if t != EMPTY && col(t) == us {
                    continue;
                }
                let day = t != EMPTY;
                let add = |out: &mut Vec<M>, kind: Kind, capture: bool| {
                    let last = if us == 0 { 7 } else { 0 };
                    if r == b'p' && to / 8 == last {
                        for pr in [b'q', b'r', b'b', b'n'] {
                            out.push(M { from, to, promo: Some(pr), capture, kind });
                        }
                    } else {
                        out.push(M { from, to, promo: None, capture, kind });
                    }
                };
                match r {
                    b'p' => {
                        let fwd: i32 = if us == 0 { 8 } else { -8 };
                        if day {
                            if pawn_hits(us, from, to) {
                                add(&mut out, Kind::Normal, true);
                            }
                        } else if to as i32 == from as i32 + fwd {
                            add(&mut out, Kind::Normal, false);
                        } else if to as i32 == from as i32 + 2 * fwd
                            && from / 8 == if us == 0 { 1 } else { 6 }
                            && b[(from as i32 + fwd) as usize] == EMPTY
                        {
                            add(&mut out, Kind::Double, false);
                        } else if Some(to) == self.ep && pawn_hits(us, from, to) {
                            add(&mut out, Kind::Ep, true);
                        }
                    }
                    b'n' => {
                        if leap(from, to) {
                            add(&mut out, Kind::Normal, day);
                        }
                    }
                    b'b' | b'r' | b'q' => {
                        let ok = if day {
                            attacks(b, from, to)
                        } else {
                            match (reg, r) {
                                ('A' | 'D', _) => attacks(b, from, to),
                                ('B', b'r') => diag(from, to) && clear(b, from, to),
                                ('B', b'b') => orth(from, to) && clear(b, from, to),
                                ('C', b'r') => diag(from, to) && adjacent(from, to),
                                ('C', b'b') => orth(from, to) && adjacent(from, to),
                                (_, _) => leap(from, to), // queen in B or C
                            }
                        };
                        if ok {
                            add(&mut out, Kind::Normal, day);
                        }
                    }
                    _ => {
                        // the king
                        if !adjacent(from, to) {
                            continue;
                        }
                        let ok = match reg {
                            'A' | 'D' => true,
                            'B' => day || check,
                            _ => {
                                check
                                    && self.esc[us] > 0
                                    && (t == letter(1 - us, b'k')
                                        || !attacked(
                                            &board_after(
                                                b,
                                                &M { from, to, promo: None, capture: day, kind: Kind::Normal },
                                            ),
                                            to,
                                            1 - us,
                                        ))
                            }
                        };
                        if ok {
                            add(&mut out, Kind::Normal, day);
                        }
                    }
                }
            }
            // Castling (S24).
            if r == b'k' && (reg == 'A' || reg == 'D' || (reg == 'B' && self.cs)) && !check {
                let kh = if us == 0 { 4 } else { 60 };
                if from == kh {
                    for (bit, rook, dir) in [(0usize, 7usize, 1i32), (1, 0, -1)] {
                        let bit = bit + 2 * us;
                        let rook = rook + if us == 0 { 0 } else { 56 };
                        if !self.cr[bit] {
                            continue;
                        }
                        let lo = from.min(rook) + 1;
                        let hi = from.max(rook);
                        if (lo..hi).any(|s| b[s] != EMPTY) {
                            continue;
                        }
                        let cross = (from as i32 + dir) as usize;
                        let land = (from as i32 + 2 * dir) as usize;
                        if attacked(b, cross, 1 - us) || attacked(b, land, 1 - us) {
                            continue;
                        }
                        out.push(M { from, to: land, promo: None, capture: false, kind: Kind::Castle });
                    }
                }
            }
        }
        out
    }

    fn takes_king(&self, m: &M) -> bool {
        self.b[m.to] == letter(1 - self.side, b'k')
    }

    /// S31 steps 0–5.
    pub fn legal(&self) -> Vec<M> {
        let us = self.side;
        let them = 1 - us;
        if N::king(&self.b, them).is_none() {
            return vec![];
        }
        let s1 = self.step1();
        if N::king(&self.b, us).is_none() {
            return s1.into_iter().filter(|m| self.takes_king(m)).collect();
        }
        let reg = self.regime(us);
        let check = in_check(&self.b, us);
        let enemy_att = in_check(&self.b, them);
        // Step 2.
        let mut v: Vec<M> = s1
            .into_iter()
            .filter(|m| {
                let a = board_after(&self.b, m);
                let own = in_check(&a, us);
                if reg == 'D' {
                    return !own;
                }
                if !self.counter {
                    return true;
                }
                !own || self.takes_king(m) || (check && in_check(&a, them))
            })
            .collect();
        // Step 3.
        if reg != 'D' && check && enemy_att {
            v.retain(|m| {
                if m.capture {
                    return true;
                }
                let a = board_after(&self.b, m);
                (0..64).any(|e| a[e] != EMPTY && col(a[e]) == them && attacks(&a, m.to, e))
            });
        }
        // Step 4.
        if self.regime(them) == 'D' && check {
            v.retain(|m| !in_check(&board_after(&self.b, m), us) || self.takes_king(m));
        }
        // Step 5.
        if reg == 'A' {
            let pc = |m: &M| m.capture && role(self.b[m.from]) == b'p';
            if v.iter().any(pc) {
                v.retain(|m| pc(m) || self.takes_king(m));
            }
        }
        v
    }

    pub fn legal_texts(&self) -> Vec<String> {
        let mut v: Vec<String> = self.legal().iter().map(M::text).collect();
        v.sort();
        v
    }

    pub fn perft(&self, d: u32) -> u64 {
        if d == 0 {
            return 1;
        }
        let ms = self.legal();
        if d == 1 {
            return ms.len() as u64;
        }
        ms.iter()
            .map(|m| {
                let mut n = self.clone();
                n.play(m);
                n.perft(d - 1)
            })
            .sum()
    }

    /// Plays a legal move; returns the events of S32 (without the game-level `draw` of S30 repetition).
    pub fn play(&mut self, m: &M) -> Vec<String> {
        let us = self.side;
        let them = 1 - us;
        let cl = |c: usize| if c == 0 { "w" } else { "b" };
        let before = [self.regime(0), self.regime(1)];
        let p = self.b[m.from];
        let target = self.b[m.to];
        let takes_king = target == letter(them, b'k');
        // Queen states.
        if self.queen[them] == Q::On(m.to) && target != EMPTY {
            self.queen[them] = if m.to == home(them) { Q::XHome } else { Q::XAway };
            if self.queen[them] == Q::XAway {
                self.esc[them] = 32;
            }
        }
        if self.queen[us] == Q::On(m.from) {
            self.queen[us] = Q::On(m.to);
        }
        let escape = before[us] == 'C' && role(p) == b'k';
        if escape {
            self.esc[us] -= 1;
        }
        // Castling rights: king moved, rook moved or captured, king captured.
        for (i, (k, r)) in [(4usize, 7usize), (4, 0), (60, 63), (60, 56)].into_iter().enumerate() {
            if m.from == k || m.from == r || m.to == r || m.to == k {
                self.cr[i] = false;
            }
        }
        self.b = board_after(&self.b, m);
        self.ep = if m.kind == Kind::Double { Some((m.from + m.to) / 2) } else { None };
        if m.capture || role(p) == b'p' {
            self.half = 0;
        } else {
            self.half += 1;
        }
        if us == 1 {
            self.full += 1;
        }
        self.side = them;
        self.s18();
        if self.classical[us] || self.classical[them] {
            for c in 0..2 {
                if self.classical[c] {
                    self.esc[c] = 32;
                }
            }
        }

        let mut ev: Vec<String> = Vec::new();
        if m.capture {
            ev.push("capture".into());
        }
        if m.kind == Kind::Ep {
            ev.push("en_passant".into());
        }
        if m.kind == Kind::Castle {
            ev.push("castle".into());
        }
        if let Some(r) = m.promo {
            ev.push(format!("promotion:{}", r as char));
        }
        if takes_king {
            ev.push("king_captured".into());
        }
        for (c, was) in before.iter().enumerate() {
            let now = self.regime(c);
            if now != *was {
                ev.push(format!("regime:{}={now}", cl(c)));
            }
        }
        if escape && self.regime(us) == 'C' {
            ev.push(format!("escapes:{}={}", cl(us), self.esc[us]));
        }
        if !takes_king && in_check(&self.b, them) {
            ev.push("check".into());
            if in_check(&self.b, us) {
                ev.push("both_in_check".into());
            }
        }
        let replies = self.legal();
        if takes_king {
            if replies.is_empty() {
                ev.push(format!("win:{}", cl(us)));
            } else {
                ev.push("reply".into());
            }
        } else if replies.is_empty() {
            if in_check(&self.b, them) {
                ev.push("checkmate".into());
                ev.push(format!("win:{}", cl(us)));
            } else {
                ev.push("stalemate".into());
                ev.push("draw".into());
            }
        }
        ev
    }

    /// S2, canonical.
    pub fn fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..8).rev() {
            let mut e = 0;
            for file in 0..8 {
                let p = self.b[rank * 8 + file];
                if p == EMPTY {
                    e += 1;
                } else {
                    if e > 0 {
                        s.push_str(&e.to_string());
                        e = 0;
                    }
                    s.push(p as char);
                }
            }
            if e > 0 {
                s.push_str(&e.to_string());
            }
            if rank > 0 {
                s.push('/');
            }
        }
        let cr: String = "KQkq".chars().zip(self.cr).filter(|(_, on)| *on).map(|(c, _)| c).collect();
        s.push_str(&format!(
            " {} {} {} {} {}",
            if self.side == 0 { "w" } else { "b" },
            if cr.is_empty() { "-".to_string() } else { cr },
            self.ep.map_or("-".to_string(), name),
            self.half,
            self.full
        ));
        let tok = |q: Q| match q {
            Q::On(s) => name(s),
            Q::XHome => "xhome".into(),
            Q::XAway => "xaway".into(),
        };
        if [self.default_queen(0), self.default_queen(1)] != [Some(self.queen[0]), Some(self.queen[1])] {
            s.push_str(&format!(" queen:{},{}", tok(self.queen[0]), tok(self.queen[1])));
        }
        let d: String = [(0, 'w'), (1, 'b')].iter().filter(|(c, _)| self.regime(*c) == 'D').map(|(_, l)| *l).collect();
        if !d.is_empty() {
            s.push_str(&format!(" classical:{d}"));
        }
        let e: Vec<String> = [(0, 'w'), (1, 'b')]
            .iter()
            .filter(|(c, _)| self.regime(*c) == 'C' && self.esc[*c] < 32)
            .map(|(c, l)| format!("{l}={}", self.esc[*c]))
            .collect();
        if !e.is_empty() {
            s.push_str(&format!(" escapes:{}", e.join(",")));
        }
        s
    }

    pub fn find(&self, text: &str) -> Option<M> {
        self.legal().into_iter().find(|m| m.text() == text)
    }
}
