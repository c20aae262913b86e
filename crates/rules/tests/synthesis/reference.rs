//! A second, deliberately naive reading of S31 — every piece tried against every square, attacks
//! found by asking every enemy piece, the filters applied one by one as the rulings word them —
//! compared with the engine's legal moves along random games that pass through all four
//! regimes, king captures and replies, under both values of each option. Along the way every
//! position's canonical notation must read back to the same position.

use victoria_rules::synthesis::{Position, QueenState, Regime};
use victoria_rules::{Color, Options, Piece, Role, Square};

type Sq = (i32, i32);

fn at(p: &Position, s: Sq) -> Option<Piece> {
    p.piece(Square::new(s.0 as u8, s.1 as u8))
}

fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

/// A board as a plain map, so moves can be tried on copies.
#[derive(Clone)]
struct B([[Option<Piece>; 8]; 8]);

impl B {
    fn of(p: &Position) -> B {
        let mut b = [[None; 8]; 8];
        for (f, col) in b.iter_mut().enumerate() {
            for (r, cell) in col.iter_mut().enumerate() {
                *cell = at(p, (f as i32, r as i32));
            }
        }
        B(b)
    }
    fn get(&self, s: Sq) -> Option<Piece> {
        self.0[s.0 as usize][s.1 as usize]
    }
    fn king(&self, c: Color) -> Option<Sq> {
        all().find(|s| self.get(*s) == Some(Piece::new(c, Role::King)))
    }
    /// Squares strictly between two squares on a line are empty.
    fn clear(&self, a: Sq, b: Sq) -> bool {
        let (df, dr) = ((b.0 - a.0).signum(), (b.1 - a.1).signum());
        let mut s = (a.0 + df, a.1 + dr);
        while s != b {
            if self.get(s).is_some() {
                return false;
            }
            s = (s.0 + df, s.1 + dr);
        }
        true
    }
    /// Whether the piece on `from` attacks `to` by its classical capture geometry (S4).
    fn hits(&self, from: Sq, to: Sq) -> bool {
        let Some(p) = self.get(from) else { return false };
        let (df, dr) = (to.0 - from.0, to.1 - from.1);
        if (df, dr) == (0, 0) {
            return false;
        }
        let orth = df == 0 || dr == 0;
        let diag = df.abs() == dr.abs();
        match p.role {
            Role::Pawn => df.abs() == 1 && dr == if p.color == Color::White { 1 } else { -1 },
            Role::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
            Role::King => df.abs() <= 1 && dr.abs() <= 1,
            Role::Rook => orth && self.clear(from, to),
            Role::Bishop => diag && self.clear(from, to),
            Role::Queen => (orth || diag) && self.clear(from, to),
        }
    }
    fn attacked(&self, s: Sq, by: Color) -> bool {
        all().any(|a| self.get(a).is_some_and(|p| p.color == by) && self.hits(a, s))
    }
    fn in_check(&self, c: Color) -> bool {
        self.king(c).is_some_and(|k| self.attacked(k, c.other()))
    }
}

fn all() -> impl Iterator<Item = Sq> {
    (0..8).flat_map(|f| (0..8).map(move |r| (f, r)))
}

struct Mv {
    from: Sq,
    to: Sq,
    promo: Option<Role>,
    capture: bool,
    ep: bool,
    castle_rook: Option<(Sq, Sq)>,
}

impl Mv {
    fn text(&self) -> String {
        format!("{}{}{}", name(self.from), name(self.to), self.promo.map(|r| r.lower().to_string()).unwrap_or_default())
    }
    fn after(&self, b: &B) -> B {
        let mut n = b.clone();
        let p = n.get(self.from).unwrap();
        n.0[self.from.0 as usize][self.from.1 as usize] = None;
        if self.ep {
            n.0[self.to.0 as usize][self.from.1 as usize] = None;
        }
        if let Some((rf, rt)) = self.castle_rook {
            let r = n.get(rf);
            n.0[rf.0 as usize][rf.1 as usize] = None;
            n.0[rt.0 as usize][rt.1 as usize] = r;
        }
        n.0[self.to.0 as usize][self.to.1 as usize] = Some(Piece::new(p.color, self.promo.unwrap_or(p.role)));
        n
    }
}

fn regime(p: &Position, c: Color) -> Regime {
    if p.is_classical(c) {
        return Regime::D;
    }
    let home = if c == Color::White { (3, 0) } else { (3, 7) };
    match p.queen_state(c) {
        QueenState::CapturedHome => Regime::A,
        QueenState::CapturedAway => Regime::C,
        QueenState::On(s) if (s.file() as i32, s.rank() as i32) == home => Regime::A,
        QueenState::On(_) => Regime::B,
    }
}

/// S31 step 1, square by square.
fn step1(p: &Position, b: &B) -> Vec<Mv> {
    let us = p.turn();
    let them = us.other();
    let reg = regime(p, us);
    let in_check = b.in_check(us);
    let ep = p.ep_square().map(|s| (s.file() as i32, s.rank() as i32));
    let mut out = Vec::new();
    for from in all() {
        let Some(pc) = b.get(from) else { continue };
        if pc.color != us {
            continue;
        }
        for to in all() {
            if from == to {
                continue;
            }
            let target = b.get(to);
            if target.is_some_and(|t| t.color == us) {
                continue;
            }
            let day = target.is_some();
            let (df, dr) = (to.0 - from.0, to.1 - from.1);
            let orth = df == 0 || dr == 0;
            let diag = df.abs() == dr.abs();
            let adj = df.abs() <= 1 && dr.abs() <= 1;
            let leap = (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1);
            let line = |ok: bool| ok && b.clear(from, to);
            let mut is_ep = false;
            let ok = match pc.role {
                Role::Pawn => {
                    let fwd = if us == Color::White { 1 } else { -1 };
                    let start = if us == Color::White { 1 } else { 6 };
                    if day {
                        df.abs() == 1 && dr == fwd
                    } else if df.abs() == 1 && dr == fwd && Some(to) == ep {
                        is_ep = true;
                        true
                    } else {
                        df == 0
                            && (dr == fwd
                                || (dr == 2 * fwd && from.1 == start && b.get((from.0, from.1 + fwd)).is_none()))
                    }
                }
                Role::Knight => leap,
                Role::Bishop => match (day, reg) {
                    (true, _) | (false, Regime::A | Regime::D) => line(diag),
                    (false, Regime::B) => line(orth),
                    (false, Regime::C) => orth && adj,
                },
                Role::Rook => match (day, reg) {
                    (true, _) | (false, Regime::A | Regime::D) => line(orth),
                    (false, Regime::B) => line(diag),
                    (false, Regime::C) => diag && adj,
                },
                Role::Queen => match (day, reg) {
                    (true, _) | (false, Regime::A | Regime::D) => line(orth || diag),
                    (false, _) => leap,
                },
                Role::King => {
                    adj && match reg {
                        Regime::A | Regime::D => true,
                        Regime::B => day || in_check,
                        Regime::C => {
                            let esc = p.escapes(us).unwrap();
                            let m = Mv { from, to, promo: None, capture: day, ep: false, castle_rook: None };
                            in_check
                                && esc > 0
                                && (target == Some(Piece::new(them, Role::King)) || !m.after(b).attacked(to, them))
                        }
                    }
                }
            };
            if !ok {
                continue;
            }
            let last = if us == Color::White { 7 } else { 0 };
            if pc.role == Role::Pawn && to.1 == last {
                for r in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                    out.push(Mv { from, to, promo: Some(r), capture: day, ep: false, castle_rook: None });
                }
            } else {
                out.push(Mv { from, to, promo: None, capture: day || is_ep, ep: is_ep, castle_rook: None });
            }
        }
    }
    // Castling (S24): A, D, or B with the option; never C.
    let may = match reg {
        Regime::A | Regime::D => true,
        Regime::B => p.options().castling_synthesis,
        Regime::C => false,
    };
    if may && !in_check {
        let rank = if us == Color::White { 0 } else { 7 };
        for rook in p.castling_rooks() {
            if rook.rank() as i32 != rank {
                continue;
            }
            let rf = rook.file() as i32;
            let (kt, rt, cross) = if rf == 7 { (6, 5, 5) } else { (2, 3, 3) };
            let between: Vec<i32> = if rf == 7 { vec![5, 6] } else { vec![1, 2, 3] };
            if between.iter().any(|f| b.get((*f, rank)).is_some()) {
                continue;
            }
            if b.attacked((cross, rank), them) || b.attacked((kt, rank), them) {
                continue;
            }
            out.push(Mv {
                from: (4, rank),
                to: (kt, rank),
                promo: None,
                capture: false,
                ep: false,
                castle_rook: Some(((rf, rank), (rt, rank))),
            });
        }
    }
    out
}

/// S31 steps 0–5 as worded.
fn reference(p: &Position) -> Vec<String> {
    let b = B::of(p);
    let us = p.turn();
    let them = us.other();
    let Some(enemy_king) = b.king(them) else { return Vec::new() };
    let moves = step1(p, &b);
    if b.king(us).is_none() {
        let mut v: Vec<String> = moves.iter().filter(|m| m.to == enemy_king).map(Mv::text).collect();
        v.sort();
        return v;
    }
    let reg = regime(p, us);
    let synthesis = reg != Regime::D;
    let counter = p.options().self_check.key() == "counter";
    let in_check = b.in_check(us);
    let enemy_in_check = b.in_check(them);
    let mut kept: Vec<&Mv> = moves
        .iter()
        .filter(|m| {
            let a = m.after(&b);
            let takes_king = m.to == enemy_king;
            let own = a.in_check(us);
            // Step 2.
            if !synthesis {
                if own {
                    return false;
                }
            } else if counter && own && !takes_king && !(in_check && a.in_check(them)) {
                return false;
            }
            // Step 3.
            if synthesis && in_check && enemy_in_check && !m.capture {
                let attacks = all().any(|s| a.get(s).is_some_and(|q| q.color == them) && a.hits(m.to, s));
                if !attacks {
                    return false;
                }
            }
            // Step 4.
            if regime(p, them) == Regime::D && in_check && own && !takes_king {
                return false;
            }
            true
        })
        .collect();
    // Step 5.
    if reg == Regime::A {
        let pawn_capture = |m: &Mv| m.capture && b.get(m.from).is_some_and(|q| q.role == Role::Pawn);
        if kept.iter().any(|m| pawn_capture(m)) {
            kept.retain(|m| pawn_capture(m) || m.to == enemy_king);
        }
    }
    let mut v: Vec<String> = kept.iter().map(|m| m.text()).collect();
    v.sort();
    v
}

struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

const STARTS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1b1kb1r/pppp1ppp/2n2n2/4q3/4Q3/2N2N2/PPPP1PPP/R1B1KB1R w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/8/3q4/8/8/4Q3/8/R3K2R w KQkq - 0 1",
    "4k3/pp3ppp/8/3q4/3Q4/8/PP3PPP/R3K2R w KQ - 0 1 queen:d4,d5",
    "2r1k3/1p3p2/8/2B5/5b2/8/1P3P2/3RK3 w - - 0 1 queen:xaway,xaway",
    "4k3/3r4/8/8/8/8/3R4/4K3 w - - 0 1 queen:xaway,xhome escapes:w=2",
    "r3k3/1P6/8/3q4/8/8/6p1/R3K3 w Qq - 0 1",
];

#[test]
fn the_engine_agrees_with_a_naive_reading_of_s31() {
    let mut rng = Lcg(2026);
    let mut seen = std::collections::HashSet::new();
    let mut plies = 0;
    for options in [&[][..], &["self_check=allowed"][..], &["castling_synthesis=on"][..]] {
        let mut o = Options::default();
        for pair in options {
            o.set_pair(pair).unwrap();
        }
        for start in STARTS {
            for _game in 0..25 {
                let mut p = Position::from_fen(start, o).unwrap();
                for _ply in 0..80 {
                    let got: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
                    assert_eq!(got, reference(&p), "{} under {options:?}", p.to_fen());
                    // The canonical notation (S2) reads back to the same position, tokens included.
                    assert_eq!(Position::from_fen(&p.to_fen(), o).unwrap(), p, "{}", p.to_fen());
                    seen.insert((regime(&p, p.turn()), p.king(p.turn()).is_none(), p.both_in_check()));
                    plies += 1;
                    if got.is_empty() {
                        break;
                    }
                    let m = p.legal_moves()[rng.next(got.len())];
                    p.play(&m).unwrap();
                }
            }
        }
    }
    // The games went through every regime, kingless replies and both kings in check.
    for r in Regime::ALL {
        assert!(seen.iter().any(|s| s.0 == r), "{r:?} never seen");
    }
    assert!(seen.iter().any(|s| s.1), "no reply after a king capture");
    assert!(seen.iter().any(|s| s.2), "never both kings in check");
    assert!(plies > 20_000, "{plies}");
}

/// Compares the engine with the naive reading at every node of the move tree to `depth`.
fn walk(p: &Position, depth: u32, nodes: &mut u64) {
    let got: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(got, reference(p), "{}", p.to_fen());
    *nodes += 1;
    if depth == 0 {
        return;
    }
    for m in p.legal_moves() {
        let mut next = *p;
        next.play(&m).unwrap();
        walk(&next, depth - 1, nodes);
    }
}

#[test]
fn whole_move_trees_agree_with_the_naive_reading() {
    let mut nodes = 0;
    for pairs in [&[][..], &["self_check=allowed"][..], &["castling_synthesis=on"][..]] {
        let mut o = Options::default();
        for pair in pairs {
            o.set_pair(pair).unwrap();
        }
        for start in STARTS {
            let depth = if pairs.is_empty() { 3 } else { 2 };
            walk(&Position::from_fen(start, o).unwrap(), depth, &mut nodes);
        }
    }
    // Checks, king captures and replies come early under `allowed` from a tight position.
    let mut o = Options::default();
    o.set_pair("self_check=allowed").unwrap();
    walk(
        &Position::from_fen("4k3/3r4/8/8/8/8/3R4/4K3 w - - 0 1 queen:xaway,xhome escapes:w=2", o).unwrap(),
        4,
        &mut nodes,
    );
    walk(&Position::from_fen("r3k3/1P6/8/3q4/8/8/6p1/R3K3 w Qq - 0 1", o).unwrap(), 3, &mut nodes);
    assert!(nodes > 60_000, "{nodes}");
}
