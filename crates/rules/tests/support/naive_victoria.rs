//! A deliberately naive second Victoria move generator, written straight from RULINGS.md and
//! VFEN.md for the audit: pseudo-legal moves by walking rays from each piece, legality by playing
//! the move on a copy and asking whether any enemy piece strikes the king (every enemy piece is
//! tried, walking from it toward the king), its own move application with E9 events, and its own
//! canonical VFEN writer. It shares nothing with the engine but the VFEN reader (a `Position` is
//! read once and copied into plain vectors).

#![allow(dead_code)]

use victoria_rules::{Cell, Color, Position, Role, Ruleset, Square};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum C {
    E,
    P(Color, Role),
    B(Color),
    M,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Normal,
    Double,
    Bypass,
    Ep,
    Castle(usize),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NMove {
    pub from: usize,
    pub to: usize,
    pub promo: Option<Role>,
    pub capture: bool,
    pub kind: Kind,
}

/// Options as plain booleans, read from the position's rules.
#[derive(Clone, Copy, Debug)]
pub struct Opts {
    pub victoria: bool,
    pub quiet_through: bool,
    pub bypass: bool,
    pub sentinel: bool,
    pub castling: bool,
    pub castling_costs_rook: bool,
    pub status: bool,
}

#[derive(Clone, Debug)]
pub struct Naive {
    pub w: usize,
    pub h: usize,
    pub cells: Vec<C>,
    /// Counted reserve; `None` = unlimited (or no reserve piece).
    pub reserve: Vec<Option<u16>>,
    pub hero: Vec<bool>,
    pub fresh: Vec<bool>,
    pub turn: Color,
    pub rights: Vec<(usize, Color)>,
    pub ep: Option<usize>,
    pub half: u32,
    pub full: u32,
    pub reserves_in_play: bool,
    /// [colour][Q, R, B]
    pub newborn: [[u16; 3]; 2],
    pub o: Opts,
}

fn ci(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn fwd(c: Color) -> isize {
    match c {
        Color::White => 1,
        Color::Black => -1,
    }
}

const ORTHO: [(isize, isize); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(isize, isize); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [(isize, isize); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING: [(isize, isize); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

const FILES: &[u8] = b"abcdefghijklmnop";

impl Naive {
    pub fn from_position(p: &Position) -> Naive {
        let (w, h) = (p.width() as usize, p.height() as usize);
        let mut n = Naive {
            w,
            h,
            cells: vec![C::E; w * h],
            reserve: vec![None; w * h],
            hero: vec![false; w * h],
            fresh: vec![false; w * h],
            turn: p.turn(),
            rights: Vec::new(),
            ep: p.ep_square().map(|s| s.rank() as usize * w + s.file() as usize),
            half: p.halfmoves(),
            full: p.fullmoves(),
            reserves_in_play: p.reserves_in_play(),
            newborn: [[10; 3]; 2],
            o: Opts {
                victoria: false,
                quiet_through: false,
                bypass: false,
                sentinel: false,
                castling: true,
                castling_costs_rook: false,
                status: false,
            },
        };
        let r = p.rules();
        let v = r.ruleset == Ruleset::Victoria;
        let o = r.options;
        n.o = Opts {
            victoria: v,
            quiet_through: v && o.get("own_bastion_passage").as_deref() == Some("strikes_and_moves"),
            bypass: v && o.pawn_bypass,
            sentinel: o.get("warrior_final_rank").as_deref() == Some("sentinel"),
            castling: !v || o.castling,
            castling_costs_rook: o.castling_costs_rook,
            status: v && o.pawn_status,
        };
        let nb = p.newborn();
        n.newborn = [nb.white, nb.black];
        for r in 0..h {
            for f in 0..w {
                let sq = Square::new(f as u8, r as u8);
                let i = r * w + f;
                n.cells[i] = match p.cell(sq) {
                    Cell::Empty => C::E,
                    Cell::Piece(pc) => C::P(pc.color, pc.role),
                    Cell::Bastion(c) => C::B(c),
                    Cell::Monument => C::M,
                };
                n.reserve[i] = p.reserve(sq);
                n.hero[i] = p.is_hero(sq);
                n.fresh[i] = p.is_fresh(sq);
            }
        }
        for c in [Color::White, Color::Black] {
            for s in p.castling_rights(c).iter() {
                n.rights.push((s.rank() as usize * w + s.file() as usize, c));
            }
        }
        n.rights.sort();
        n
    }

    pub fn at(&self, f: isize, r: isize) -> Option<usize> {
        (f >= 0 && r >= 0 && (f as usize) < self.w && (r as usize) < self.h).then(|| r as usize * self.w + f as usize)
    }
    pub fn fr(&self, i: usize) -> (isize, isize) {
        ((i % self.w) as isize, (i / self.w) as isize)
    }
    pub fn name(&self, i: usize) -> String {
        let (f, r) = self.fr(i);
        format!("{}{}", FILES[f as usize] as char, r + 1)
    }
    pub fn last_rank(&self, c: Color) -> isize {
        if c == Color::White { self.h as isize - 1 } else { 0 }
    }
    pub fn before_last(&self, c: Color) -> isize {
        if c == Color::White { self.h as isize - 2 } else { 1 }
    }
    pub fn king(&self, c: Color) -> usize {
        self.cells.iter().position(|&x| x == C::P(c, Role::King)).expect("a king")
    }

    /// A warrior on its rank before last never moves (R21 sentinel, E1).
    pub fn sentinel(&self, i: usize) -> bool {
        match self.cells[i] {
            C::P(c, Role::Pawn) => self.o.status && !self.hero[i] && self.fr(i).1 == self.before_last(c),
            _ => false,
        }
    }

    /// Does the piece on `from` strike `target`? (R10 strike lines, R16, R21.)
    fn strikes(&self, from: usize, target: usize) -> bool {
        let C::P(c, role) = self.cells[from] else { return false };
        let (f0, r0) = self.fr(from);
        let (f1, r1) = self.fr(target);
        let (df, dr) = (f1 - f0, r1 - r0);
        match role {
            Role::Pawn => dr == fwd(c) && df.abs() == 1,
            Role::Knight => (df.abs() == 1 && dr.abs() == 2) || (df.abs() == 2 && dr.abs() == 1),
            Role::King => df.abs() <= 1 && dr.abs() <= 1 && (df, dr) != (0, 0),
            _ => {
                let ortho = (df == 0) != (dr == 0);
                let diag = df != 0 && df.abs() == dr.abs();
                let ok = match role {
                    Role::Rook => ortho,
                    Role::Bishop => diag,
                    _ => ortho || diag,
                };
                if !ok {
                    return false;
                }
                let (sf, sr) = (df.signum(), dr.signum());
                let (mut f, mut r) = (f0 + sf, r0 + sr);
                while (f, r) != (f1, r1) {
                    match self.cells[self.at(f, r).unwrap()] {
                        C::E => {}
                        C::B(b) if b == c => {}
                        _ => return false,
                    }
                    f += sf;
                    r += sr;
                }
                true
            }
        }
    }

    pub fn attacked(&self, target: usize, by: Color) -> bool {
        (0..self.cells.len()).any(|i| matches!(self.cells[i], C::P(c, _) if c == by) && self.strikes(i, target))
    }

    pub fn in_check(&self) -> bool {
        self.attacked(self.king(self.turn), self.turn.other())
    }

    fn capturable(&self, i: usize) -> bool {
        matches!(self.cells[i], C::P(c, r) if c != self.turn && r != Role::King)
    }

    fn pawn_move(&self, out: &mut Vec<NMove>, from: usize, to: usize, capture: bool, kind: Kind) {
        let us = self.turn;
        if self.fr(to).1 == self.last_rank(us) {
            if !capture && self.o.status && !self.hero[from] {
                return; // R21: a warrior never enters the last rank by a push (E1: nor a bypass)
            }
            for r in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                out.push(NMove { from, to, promo: Some(r), capture, kind });
            }
        } else {
            out.push(NMove { from, to, promo: None, capture, kind });
        }
    }

    pub fn pseudo(&self) -> Vec<NMove> {
        let us = self.turn;
        let mut out = Vec::new();
        for from in 0..self.cells.len() {
            let C::P(c, role) = self.cells[from] else { continue };
            if c != us {
                continue;
            }
            let (f0, r0) = self.fr(from);
            let mv = |to, capture| NMove { from, to, promo: None, capture, kind: Kind::Normal };
            match role {
                Role::Knight | Role::King => {
                    let steps: &[(isize, isize)] = if role == Role::Knight { &KNIGHT } else { &KING };
                    for &(df, dr) in steps {
                        if let Some(to) = self.at(f0 + df, r0 + dr) {
                            if self.cells[to] == C::E {
                                out.push(mv(to, false));
                            } else if self.capturable(to) {
                                out.push(mv(to, true));
                            }
                        }
                    }
                    if role == Role::King && self.o.castling {
                        for &(rook, owner) in &self.rights {
                            if owner != us || self.cells[rook] != C::P(us, Role::Rook) {
                                continue;
                            }
                            let (rf, rr) = self.fr(rook);
                            if rr != r0 || (rf - f0).abs() < 3 {
                                continue;
                            }
                            let d = (rf - f0).signum();
                            let clear =
                                (1..(rf - f0).abs()).all(|k| self.cells[self.at(f0 + k * d, r0).unwrap()] == C::E);
                            if !clear {
                                continue;
                            }
                            let crossed = self.at(f0 + d, r0).unwrap();
                            if self.attacked(from, us.other()) || self.attacked(crossed, us.other()) {
                                continue;
                            }
                            let to = self.at(f0 + 2 * d, r0).unwrap();
                            out.push(NMove { from, to, promo: None, capture: false, kind: Kind::Castle(rook) });
                        }
                    }
                }
                Role::Pawn => {
                    if self.sentinel(from) {
                        continue;
                    }
                    let d = fwd(us);
                    if let Some(a) = self.at(f0, r0 + d) {
                        match self.cells[a] {
                            C::E => {
                                self.pawn_move(&mut out, from, a, false, Kind::Normal);
                                if self.fresh[from]
                                    && let Some(b) = self.at(f0, r0 + 2 * d)
                                    && self.cells[b] == C::E
                                {
                                    self.pawn_move(&mut out, from, b, false, Kind::Double);
                                }
                            }
                            C::B(b) if b == us && self.o.bypass => {
                                for df in [-1, 1] {
                                    if let Some(t) = self.at(f0 + df, r0 + d)
                                        && self.cells[t] == C::E
                                    {
                                        self.pawn_move(&mut out, from, t, false, Kind::Bypass);
                                    }
                                }
                            }
                            _ => {}
                        }
                    }
                    for df in [-1, 1] {
                        let Some(t) = self.at(f0 + df, r0 + d) else { continue };
                        if self.capturable(t) {
                            self.pawn_move(&mut out, from, t, true, Kind::Normal);
                        } else if self.cells[t] == C::E && self.ep == Some(t) {
                            // E8: the pawn that double-stepped stands right behind the square.
                            let (tf, tr) = self.fr(t);
                            if let Some(behind) = self.at(tf, tr - d)
                                && self.cells[behind] == C::P(us.other(), Role::Pawn)
                            {
                                out.push(NMove { from, to: t, promo: None, capture: true, kind: Kind::Ep });
                            }
                        }
                    }
                }
                _ => {
                    let dirs: Vec<(isize, isize)> = match role {
                        Role::Rook => ORTHO.to_vec(),
                        Role::Bishop => DIAG.to_vec(),
                        _ => ORTHO.iter().chain(DIAG.iter()).copied().collect(),
                    };
                    for (df, dr) in dirs {
                        let mut passed_own = false;
                        let (mut f, mut r) = (f0 + df, r0 + dr);
                        while let Some(t) = self.at(f, r) {
                            match self.cells[t] {
                                C::E => {
                                    if !passed_own || self.o.quiet_through {
                                        out.push(mv(t, false));
                                    }
                                }
                                C::B(b) if b == us => passed_own = true,
                                _ => {
                                    if self.capturable(t) {
                                        out.push(mv(t, true));
                                    }
                                    break;
                                }
                            }
                            f += df;
                            r += dr;
                        }
                    }
                }
            }
        }
        out
    }

    /// Spends a point of the piece on `sq`; true when it petrified.
    fn spend(&mut self, sq: usize) -> bool {
        if !self.reserves_in_play {
            return false;
        }
        if let Some(n) = self.reserve[sq] {
            if n <= 1 {
                self.reserve[sq] = None;
                self.cells[sq] = C::M;
                return true;
            }
            self.reserve[sq] = Some(n - 1);
        }
        false
    }

    /// Plays a pseudo-legal move; returns events up to (not including) check.
    pub fn apply(&mut self, m: &NMove) -> Vec<String> {
        let us = self.turn;
        let mut ev = Vec::new();
        let C::P(_, role) = self.cells[m.from] else { panic!("no piece") };
        let mut reset = role == Role::Pawn;
        self.ep = None;
        if let Kind::Castle(rook) = m.kind {
            let (kf, kr) = self.fr(m.from);
            let d = (self.fr(m.to).0 - kf).signum();
            let rook_to = self.at(kf + d, kr).unwrap();
            let res = self.reserve[rook];
            self.cells[m.from] = C::E;
            self.cells[rook] = C::E;
            self.reserve[rook] = None;
            self.cells[m.to] = C::P(us, Role::King);
            self.cells[rook_to] = C::P(us, Role::Rook);
            self.reserve[rook_to] = res;
            self.rights.retain(|&(_, c)| c != us);
            ev.push("castle".to_string());
            if self.o.castling_costs_rook && self.spend(rook_to) {
                ev.push(format!("petrified:{}", self.name(rook_to)));
                reset = true;
            }
        } else {
            if m.capture {
                let cap =
                    if m.kind == Kind::Ep { m.to as isize - fwd(us) * self.w as isize } else { m.to as isize } as usize;
                self.cells[cap] = C::E;
                self.reserve[cap] = None;
                self.hero[cap] = false;
                self.fresh[cap] = false;
                self.rights.retain(|&(s, _)| s != cap);
                reset = true;
                ev.push("capture".to_string());
                if m.kind == Kind::Ep {
                    ev.push("en_passant".to_string());
                }
            }
            let was_hero = self.hero[m.from];
            let res = self.reserve[m.from];
            self.cells[m.from] = C::E;
            self.reserve[m.from] = None;
            self.hero[m.from] = false;
            self.fresh[m.from] = false;
            self.cells[m.to] = C::P(us, m.promo.unwrap_or(role));
            self.reserve[m.to] = res;
            match role {
                Role::King => self.rights.retain(|&(_, c)| c != us),
                Role::Rook => self.rights.retain(|&(s, _)| s != m.from),
                _ => {}
            }
            if role == Role::Pawn {
                if self.o.status && m.capture && !was_hero {
                    ev.push(format!("hero:{}", self.name(m.to)));
                }
                if let Some(p) = m.promo {
                    ev.push(format!("promotion:{}", p.upper().to_ascii_lowercase()));
                    let k = match p {
                        Role::Queen => Some(0),
                        Role::Rook => Some(1),
                        Role::Bishop => Some(2),
                        _ => None,
                    };
                    self.reserve[m.to] = match k {
                        Some(k) if self.reserves_in_play => Some(self.newborn[ci(us)][k]),
                        _ => None,
                    };
                } else {
                    self.hero[m.to] = self.o.status && (was_hero || m.capture);
                    if m.kind == Kind::Double {
                        self.ep = Some(((m.from as isize) + fwd(us) * self.w as isize) as usize);
                    }
                    if self.o.status
                        && !self.hero[m.to]
                        && !m.capture
                        && self.fr(m.to).1 == self.before_last(us)
                        && !self.o.sentinel
                    {
                        self.cells[m.to] = C::M;
                        ev.push(format!("petrified:{}", self.name(m.to)));
                    }
                }
            } else if matches!(role, Role::Queen | Role::Rook | Role::Bishop) && self.spend(m.to) {
                ev.push(format!("petrified:{}", self.name(m.to)));
                reset = true;
            }
        }
        self.half = if reset { 0 } else { self.half + 1 };
        if us == Color::Black {
            self.full += 1;
        }
        self.turn = us.other();
        ev
    }

    pub fn legal(&self) -> Vec<NMove> {
        let us = self.turn;
        self.pseudo()
            .into_iter()
            .filter(|m| {
                let mut c = self.clone();
                c.apply(m);
                !c.attacked(c.king(us), us.other())
            })
            .collect()
    }

    /// Plays a legal move with every E9 event.
    pub fn play(&mut self, m: &NMove) -> Vec<String> {
        let mut ev = self.apply(m);
        if self.in_check() {
            ev.push("check".into());
            if self.legal().is_empty() {
                ev.push("checkmate".into());
            }
        }
        ev
    }

    pub fn uci(&self, m: &NMove) -> String {
        let mut s = format!("{}{}", self.name(m.from), self.name(m.to));
        if let Some(p) = m.promo {
            s.push(p.upper().to_ascii_lowercase());
        }
        s
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| {
                let mut c = self.clone();
                c.apply(m);
                c.perft(depth - 1)
            })
            .sum()
    }

    /// R3 points, [white, black].
    pub fn points(&self) -> [u32; 2] {
        let mut p = [0; 2];
        for c in &self.cells {
            if let C::P(col, r) = c {
                p[ci(*col)] += match r {
                    Role::Pawn => 1,
                    Role::Knight | Role::Bishop => 3,
                    Role::Rook => 5,
                    Role::Queen => 9,
                    Role::King => 0,
                };
            }
        }
        p
    }

    fn pawn_rank(&self, c: Color) -> isize {
        if c == Color::White { 1 } else { self.h as isize - 2 }
    }

    fn outermost(&self, c: Color, kingside: bool) -> Option<usize> {
        let k = self.king(c);
        let (kf, kr) = self.fr(k);
        let files: Vec<isize> = if kingside { ((kf + 1)..self.w as isize).rev().collect() } else { (0..kf).collect() };
        files.into_iter().map(|f| self.at(f, kr).unwrap()).find(|&s| self.cells[s] == C::P(c, Role::Rook))
    }

    /// The canonical VFEN of VFEN.md, written independently of the engine.
    pub fn vfen(&self) -> String {
        let mut s = String::new();
        for r in (0..self.h).rev() {
            let mut run = 0;
            for f in 0..self.w {
                let ch = match self.cells[r * self.w + f] {
                    C::E => {
                        run += 1;
                        continue;
                    }
                    C::P(c, role) => {
                        let u = role.upper();
                        if c == Color::White { u } else { u.to_ascii_lowercase() }
                    }
                    C::B(Color::White) => 'X',
                    C::B(Color::Black) => 'x',
                    C::M => '*',
                };
                if run > 0 {
                    s += &run.to_string();
                    run = 0;
                }
                s.push(ch);
            }
            if run > 0 {
                s += &run.to_string();
            }
            if r > 0 {
                s.push('/');
            }
        }
        s += if self.turn == Color::White { " w " } else { " b " };
        // Castling: letters on boards of at most 10 files when every right is an outermost rook.
        let mut rights: Vec<usize> = self.rights.iter().map(|r| r.0).collect();
        rights.sort();
        if rights.is_empty() {
            s.push('-');
        } else {
            let mut letters = String::new();
            let mut covered = Vec::new();
            if self.w <= 10 {
                for (c, ks, l) in [
                    (Color::White, true, 'K'),
                    (Color::White, false, 'Q'),
                    (Color::Black, true, 'k'),
                    (Color::Black, false, 'q'),
                ] {
                    if let Some(r) = self.outermost(c, ks)
                        && rights.contains(&r)
                    {
                        letters.push(l);
                        covered.push(r);
                    }
                }
            }
            covered.sort();
            if self.w <= 10 && covered == rights {
                s += &letters;
            } else {
                s += &rights.iter().map(|&i| self.name(i)).collect::<Vec<_>>().join(",");
            }
        }
        s.push(' ');
        s += &self.ep.map(|e| self.name(e)).unwrap_or_else(|| "-".into());
        s += &format!(" {} {}", self.half, self.full);
        if self.reserves_in_play {
            let list: Vec<String> = (0..self.cells.len())
                .filter_map(|i| self.reserve[i].map(|n| format!("{}={n}", self.name(i))))
                .collect();
            s += &format!(" reserve:{}", if list.is_empty() { "-".to_string() } else { list.join(",") });
        }
        let heroes: Vec<String> = (0..self.cells.len()).filter(|&i| self.hero[i]).map(|i| self.name(i)).collect();
        if !heroes.is_empty() {
            s += &format!(" hero:{}", heroes.join(","));
        }
        let default: Vec<usize> = (0..self.cells.len())
            .filter(|&i| matches!(self.cells[i], C::P(c, Role::Pawn) if self.fr(i).1 == self.pawn_rank(c)))
            .collect();
        let fresh: Vec<usize> = (0..self.cells.len()).filter(|&i| self.fresh[i]).collect();
        if fresh != default {
            if fresh.is_empty() {
                s += " fresh:-";
            } else {
                s += &format!(" fresh:{}", fresh.iter().map(|&i| self.name(i)).collect::<Vec<_>>().join(","));
            }
        }
        let mut nb = Vec::new();
        for (c, letters) in [(0, ['Q', 'R', 'B']), (1, ['q', 'r', 'b'])] {
            for (k, letter) in letters.iter().enumerate() {
                if self.newborn[c][k] != 10 {
                    nb.push(format!("{letter}={}", self.newborn[c][k]));
                }
            }
        }
        if !nb.is_empty() {
            s += &format!(" newborn:{}", nb.join(","));
        }
        s
    }
}
