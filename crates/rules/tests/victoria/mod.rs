//! Victoria's rulings (docs/RULINGS.md R7–R32, E1–E11): one module per group of rulings, each
//! ruling's tests in one place — hand-reasoned positions with the exact legal moves, events, VFEN
//! or verdict asserted (derived from the text, not read off the engine) — and a second opinion
//! (a deliberately naive generator) in `naive`. The helpers the groups share live here.

use crate::support::lang_check;
use crate::support::naive_victoria as audit_naive;
use crate::support::random as common;
use audit_naive::{Kind, NMove, Naive};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use victoria_rules::{
    Color, Game, Move, MoveKind, Options, Outcome, PointsGround, Position, Role, Rules, Square, UciMove,
};

mod bastions;
mod endings;
mod king;
mod naive;
mod notation;
mod pawns;
mod reserve;
mod words;

fn rules(opts: &[&str]) -> Rules {
    Rules::victoria(crate::support::opts(opts))
}

fn pos(fen: &str) -> Position {
    Position::from_vfen(fen, rules(&[])).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn pos_o(fen: &str, opts: &[&str]) -> Position {
    Position::from_vfen(fen, rules(opts)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Sorted legal moves from one square.
fn from(p: &Position, sq: &str) -> Vec<String> {
    let sq: Square = sq.parse().unwrap();
    let mut v: Vec<String> = p.legal_moves().iter().filter(|m| m.from == sq).map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn list(s: &str) -> Vec<String> {
    let mut v: Vec<String> = s.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

/// Plays a move and returns its events and the VFEN after it.
fn play(p: &Position, mv: &str) -> (Vec<String>, String) {
    let mut p = p.clone();
    let m = p.check_move(UciMove::parse(mv).unwrap()).unwrap_or_else(|e| panic!("{mv}: {e}"));
    let ev = p.play(&m).unwrap();
    (ev.iter().map(|e| e.to_string()).collect(), p.to_vfen())
}

/// The ruling and sentence for an illegal move; the position must not change.
fn why(p: &Position, mv: &str) -> (String, String) {
    let before = p.clone();
    let e = p.check_move(UciMove::parse(mv).unwrap()).expect_err(mv);
    assert_eq!(&before, p);
    lang_check::same_ruling(&e.rule, &e.to_string(), &victoria_rules::i18n::Words::words(&e, victoria_words::Lang::Ru));
    (e.rule.to_string(), e.to_string())
}

fn outcome(fen: &str, opts: &[&str]) -> Outcome {
    Game::new(pos_o(fen, opts)).outcome()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// All legal moves in coordinates, sorted.
fn moves(p: &Position) -> Vec<String> {
    sorted(p.legal_moves().iter().map(|m| m.to_string()).collect())
}

/// Plays coordinate moves through a `Game`; returns the events of the last one.
fn play_all(p: &Position, mvs: &[&str]) -> (Game, Vec<String>) {
    let mut g = Game::new(p.clone());
    let mut last = Vec::new();
    for mv in mvs {
        let m = g.check_move(UciMove::parse(mv).unwrap()).unwrap_or_else(|e| panic!("{mv}: {e}"));
        last = g.play(&m).unwrap().iter().map(|e| e.to_string()).collect();
    }
    (g, last)
}

fn events(p: &Position, mv: &str) -> (Vec<String>, String) {
    let (g, ev) = play_all(p, &[mv]);
    (ev, g.position().to_vfen())
}

fn refused(p: &Position, mv: &str) -> String {
    p.check_move(UciMove::parse(mv).unwrap()).expect_err(mv).rule.to_string()
}

fn kind_tag(k: MoveKind) -> String {
    match k {
        MoveKind::Normal => "n".into(),
        MoveKind::DoubleStep => "d".into(),
        MoveKind::Bypass => "b".into(),
        MoveKind::EnPassant => "e".into(),
        MoveKind::Castle { rook } => format!("c{rook}"),
    }
}

fn naive_tag(n: &Naive, k: Kind) -> String {
    match k {
        Kind::Normal => "n".into(),
        Kind::Double => "d".into(),
        Kind::Bypass => "b".into(),
        Kind::Ep => "e".into(),
        Kind::Castle(r) => format!("c{}", n.name(r)),
    }
}

fn engine_keys(p: &Position) -> Vec<String> {
    sorted(p.legal_moves().iter().map(|m| format!("{m}/{}/{}", m.capture, kind_tag(m.kind))).collect())
}

fn naive_keys(n: &Naive) -> Vec<String> {
    sorted(n.legal().iter().map(|m| format!("{}/{}/{}", n.uci(m), m.capture, naive_tag(n, m.kind))).collect())
}

fn find_naive(n: &Naive, m: &Move) -> NMove {
    let key = format!("{m}/{}/{}", m.capture, kind_tag(m.kind));
    *n.legal()
        .iter()
        .find(|x| format!("{}/{}/{}", n.uci(x), x.capture, naive_tag(n, x.kind)) == key)
        .unwrap_or_else(|| panic!("naive lacks {key}"))
}

/// Compares one position in full: legal moves, check, and for every legal move the events and
/// the VFEN after it.
fn compare_position(p: &Position, ctx: &str) {
    let n = Naive::from_position(p);
    assert_eq!(n.vfen(), p.to_vfen(), "VFEN writer differs\n{ctx}");
    let e = engine_keys(p);
    let k = naive_keys(&n);
    assert_eq!(e, k, "legal moves differ in {}\n{ctx}", p.to_vfen());
    assert_eq!(p.is_check(), n.in_check(), "check differs in {}", p.to_vfen());
    for m in p.legal_moves() {
        let mut a = p.clone();
        let ev: Vec<String> = a.play(&m).unwrap().iter().map(|e| e.to_string()).collect();
        let mut b = n.clone();
        let nm = find_naive(&n, &m);
        let nev = b.play(&nm);
        assert_eq!(ev, nev, "events of {m} differ in {}", p.to_vfen());
        assert_eq!(a.to_vfen(), b.vfen(), "position after {m} differs from {}", p.to_vfen());
    }
}

const BOOL_OPTS: [&str; 6] = ["pawn_bypass", "castling", "castling_costs_rook", "reserve", "pawn_status", "repetition"];

/// Options from the low bits of `k` (all 128 combinations of the options that bear on play).
fn options_from(k: u32) -> Options {
    let mut o = Options::default();
    o.set("own_bastion_passage", if k & 1 == 0 { "strikes" } else { "strikes_and_moves" }).unwrap();
    o.set("warrior_final_rank", if k & 2 == 0 { "monument" } else { "sentinel" }).unwrap();
    for (i, key) in BOOL_OPTS.iter().enumerate() {
        let on = k & (4 << i) == 0;
        if *key == "repetition" {
            o.set(key, if on { "draw" } else { "points" }).unwrap();
        } else {
            o.set(key, if on { "on" } else { "off" }).unwrap();
        }
    }
    o
}

/// A random composed position in VFEN: random size, pieces, walls, reserves, statuses,
/// castling rights and sometimes an en-passant square after a double step.
fn random_vfen(rng: &mut StdRng, max_side: usize) -> String {
    let (w, h) = if rng.random_bool(0.5) {
        (12usize, 12usize)
    } else {
        (rng.random_range(5..=max_side), rng.random_range(5..=max_side))
    };
    let mut cells = vec!['.'; w * h];
    let idx = |f: usize, r: usize| r * w + f;
    let mut free: Vec<usize> = (0..w * h).collect();
    let take = |rng: &mut StdRng, free: &mut Vec<usize>| -> usize {
        let i = rng.random_range(0..free.len());
        free.swap_remove(i)
    };
    cells[take(rng, &mut free)] = 'K';
    cells[take(rng, &mut free)] = 'k';
    let n_pieces = rng.random_range(2..(w * h / 3).clamp(3, 26));
    for _ in 0..n_pieces {
        if free.is_empty() {
            break;
        }
        let s = take(rng, &mut free);
        let c = *b"PPPPNBRQ".choose(rng).unwrap() as char;
        let c = if rng.random_bool(0.5) { c } else { c.to_ascii_lowercase() };
        let r = s / w;
        if (c == 'P' && r == h - 1) || (c == 'p' && r == 0) {
            continue;
        }
        cells[s] = c;
    }
    for _ in 0..rng.random_range(0..8) {
        if free.is_empty() {
            break;
        }
        let s = take(rng, &mut free);
        cells[s] = *['X', 'x', 'X', 'x', '*'].choose(rng).unwrap();
    }
    // Rooks on a king's rank get castling rights; sometimes put one there.
    for (king, rook) in [('K', 'R'), ('k', 'r')] {
        let k = cells.iter().position(|&c| c == king).unwrap();
        let (kf, kr) = (k % w, k / w);
        if rng.random_bool(0.5) {
            let f = if rng.random_bool(0.5) { 0 } else { w - 1 };
            if f.abs_diff(kf) >= 3 && cells[idx(f, kr)] == '.' {
                cells[idx(f, kr)] = rook;
            }
        }
    }
    let turn = if rng.random_bool(0.5) { 'w' } else { 'b' };
    let name = |i: usize| format!("{}{}", (b'a' + (i % w) as u8) as char, i / w + 1);
    let mut rights = Vec::new();
    let mut reserve = Vec::new();
    let mut heroes = Vec::new();
    let mut fresh = Vec::new();
    for (i, &c) in cells.iter().enumerate() {
        if "Rr".contains(c) && rng.random_bool(0.6) {
            rights.push(i);
        }
        if "QRBqrb".contains(c) && rng.random_bool(0.7) {
            reserve.push(format!("{}={}", name(i), rng.random_range(1..=3)));
        }
        if "Pp".contains(c) {
            if rng.random_bool(0.3) {
                heroes.push(name(i));
            }
            if rng.random_bool(0.3) {
                fresh.push(name(i));
            }
        }
    }
    // An en-passant square: an enemy pawn that just double-stepped, its skipped square empty.
    let mut ep = "-".to_string();
    if rng.random_bool(0.4) {
        let (them, d): (char, isize) = if turn == 'w' { ('p', -1) } else { ('P', 1) };
        let cands: Vec<usize> = (0..w * h)
            .filter(|&i| {
                let r = (i / w) as isize;
                let skipped = r - d;
                let origin = r - 2 * d;
                cells[i] == them
                    && origin >= 0
                    && (origin as usize) < h
                    && cells[idx(i % w, skipped as usize)] == '.'
                    && cells[idx(i % w, origin as usize)] == '.'
            })
            .collect();
        if let Some(&i) = cands.choose(rng) {
            let skipped = ((i / w) as isize - d) as usize;
            ep = name(idx(i % w, skipped));
        }
    }
    let mut ranks = Vec::new();
    for r in (0..h).rev() {
        let mut s = String::new();
        let mut run = 0;
        for f in 0..w {
            let c = cells[idx(f, r)];
            if c == '.' {
                run += 1;
                continue;
            }
            if run > 0 {
                s += &run.to_string();
                run = 0;
            }
            s.push(c);
        }
        if run > 0 {
            s += &run.to_string();
        }
        ranks.push(s);
    }
    let castling =
        if rights.is_empty() { "-".into() } else { rights.iter().map(|&i| name(i)).collect::<Vec<_>>().join(",") };
    let mut v =
        format!("{} {turn} {castling} {ep} {} {}", ranks.join("/"), rng.random_range(0..99), rng.random_range(1..60));
    if rng.random_bool(0.8) {
        v += &format!(" reserve:{}", if reserve.is_empty() { "-".into() } else { reserve.join(",") });
    }
    if !heroes.is_empty() {
        v += &format!(" hero:{}", heroes.join(","));
    }
    if rng.random_bool(0.7) {
        v += &format!(" fresh:{}", if fresh.is_empty() { "-".into() } else { fresh.join(",") });
    }
    if rng.random_bool(0.3) {
        v += &format!(" newborn:Q={},r={}", rng.random_range(1..20), rng.random_range(1..20));
    }
    v
}

fn composed(seed: u64, max_side: usize, count: u32) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut checked = 0;
    for i in 0..count {
        let v = random_vfen(&mut rng, max_side);
        let k = rng.random_range(0..128u32);
        let r = if i % 10 == 9 { Rules::classical() } else { Rules::victoria(options_from(k)) };
        let Ok(p) = Position::from_vfen(&v, r) else { continue };
        compare_position(&p, &format!("composed #{i} options {k}: {v}"));
        // A short random walk from it, comparing every position.
        let mut q = p.clone();
        for _ in 0..6 {
            let ms = q.legal_moves();
            let Some(m) = ms.choose(&mut rng) else { break };
            q.play(m).unwrap();
            compare_position(&q, &format!("walk from composed #{i} options {k}: {v}"));
        }
        checked += 1;
    }
    assert!(checked > count * 2 / 3, "only {checked} positions read");
}
