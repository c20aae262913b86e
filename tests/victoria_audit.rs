//! An independent audit of the Victoria engine against RULINGS.md and VFEN.md: hand-reasoned
//! positions for every ruling R9–R27, R32, E1–E10 and option value, each asserting the exact
//! moves, events, VFEN or outcome derived from the text (not read off the engine); and a
//! differential check against a deliberately naive second generator (`audit_naive`) on random
//! Victoria positions — legal-move sets, events, VFEN after every move, outcomes and perft.

mod audit_naive;
mod common;

use audit_naive::{Kind, NMove, Naive};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use victoria_arbiter::rules::{
    Color, Game, Move, MoveKind, Options, Outcome, Position, Role, Rules, Ruleset, Square, UciMove,
};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn rules(opts: &[&str]) -> Rules {
    let mut o = Options::default();
    for kv in opts {
        o.set_pair(kv).unwrap();
    }
    Rules::victoria(o)
}

fn pos(fen: &str, opts: &[&str]) -> Position {
    Position::from_vfen(fen, rules(opts)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

fn list(s: &str) -> Vec<String> {
    sorted(s.split_whitespace().map(String::from).collect())
}

/// All legal moves in coordinates, sorted.
fn moves(p: &Position) -> Vec<String> {
    sorted(p.legal_moves().iter().map(|m| m.to_string()).collect())
}

/// Legal moves of the piece on `sq`, sorted.
fn from(p: &Position, sq: &str) -> Vec<String> {
    let sq: Square = sq.parse().unwrap();
    sorted(p.legal_moves().iter().filter(|m| m.from == sq).map(|m| m.to_string()).collect())
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

// ---------------------------------------------------------------------------------------------
// Naive outcome (R26, R27, R32) over a history of naive positions
// ---------------------------------------------------------------------------------------------

fn naive_rep_key(n: &Naive) -> String {
    let mut c = n.clone();
    // The en-passant square counts only where a capture is actually possible (R32).
    if c.ep.is_some() && !n.legal().iter().any(|m| m.kind == Kind::Ep) {
        c.ep = None;
    }
    c.half = 0;
    c.full = 1;
    // Fresh status is not part of the position of R32 (placement, side, castling, ep,
    // reserves, statuses); `fresh` only follows from history a pawn cannot undo.
    c.fresh = vec![false; c.fresh.len()];
    c.vfen()
}

/// (key, winner, [white, black]) as the CLI's outcome line prints them.
fn naive_outcome(history: &[Naive], repetition_points: bool) -> (String, Option<Color>) {
    let n = history.last().unwrap();
    let [w, b] = n.points();
    let by_points = |w: u32, b: u32| -> (String, Option<Color>) {
        (
            "points".into(),
            if w > b {
                Some(Color::White)
            } else if b > w {
                Some(Color::Black)
            } else {
                None
            },
        )
    };
    if n.legal().is_empty() {
        if n.in_check() {
            return ("checkmate".into(), Some(n.turn.other()));
        }
        return by_points(w, b);
    }
    let striking = n.cells.iter().any(
        |c| matches!(c, audit_naive::C::P(_, r) if matches!(r, Role::Queen | Role::Rook | Role::Bishop | Role::Knight)),
    );
    if n.reserves_in_play && !striking {
        return by_points(w, b);
    }
    let bare = n.cells.iter().all(|c| {
        matches!(c, audit_naive::C::P(_, Role::King) | audit_naive::C::E | audit_naive::C::B(_) | audit_naive::C::M)
    });
    if bare {
        return by_points(w, b);
    }
    let key = naive_rep_key(n);
    let reps = history.iter().filter(|h| naive_rep_key(h) == key).count();
    if reps >= 3 || n.half >= 100 {
        return if repetition_points { by_points(w, b) } else { ("draw".into(), None) };
    }
    ("ongoing".into(), None)
}

// ---------------------------------------------------------------------------------------------
// Random positions
// ---------------------------------------------------------------------------------------------

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
        match c {
            'R' | 'r' => {
                if rng.random_bool(0.6) {
                    rights.push(i);
                }
            }
            _ => {}
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

#[test]
fn naive_generator_agrees_on_random_composed_positions() {
    composed(0xA0D1_7001, 12, 1500);
}

#[test]
#[ignore = "engine bug: movegen.rs `between` multiplies i8 offsets (15*9 overflows) on boards wider or taller than 12 — a debug build panics when a king in check from afar has a blocking candidate, e.g. moves --fen 15k/16/16/16/16/16/16/16/1N14/16/16/16/16/16/16/K14r"]
fn naive_generator_agrees_on_random_composed_positions_up_to_16x16() {
    composed(0xA0D1_7004, 16, 1500);
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

#[test]
fn naive_generator_agrees_along_random_games_from_random_setups_all_options() {
    let mut rng = StdRng::seed_from_u64(0xA0D1_7002);
    for k in 0..128u32 {
        let mut o = options_from(k);
        // Small pools petrify pieces often.
        o.reserve_pool = [5, 7, 12, 50][(k % 4) as usize];
        let start = common::random_victoria(1000 + k as u64, o);
        let mut game = Game::new(start.clone());
        let mut history = vec![Naive::from_position(&start)];
        let rep_points = o.repetition.key() == "points";
        for ply in 0..160 {
            let p = game.position().clone();
            compare_position(&p, &format!("setup {k} ply {ply}"));
            let (nk, nw) = naive_outcome(&history, rep_points);
            let out = game.outcome();
            assert_eq!((out.key().to_string(), out.winner()), (nk.clone(), nw), "outcome in {}", p.to_vfen());
            if nk != "ongoing" {
                break;
            }
            let ms = p.legal_moves();
            // Prefer captures and pawn moves now and then, to reach heroes and promotions.
            let m = if rng.random_bool(0.3) {
                ms.iter()
                    .filter(|m| m.capture || p.piece(m.from).map(|x| x.role) == Some(Role::Pawn))
                    .copied()
                    .collect::<Vec<_>>()
                    .choose(&mut rng)
                    .copied()
                    .unwrap_or(ms[0])
            } else {
                *ms.choose(&mut rng).unwrap()
            };
            let nm = find_naive(history.last().unwrap(), &m);
            let mut n = history.last().unwrap().clone();
            n.play(&nm);
            history.push(n);
            game.play(&m).unwrap();
        }
    }
}

#[test]
fn naive_perft_agrees_depth_2_and_3() {
    let mut rng = StdRng::seed_from_u64(0xA0D1_7003);
    let mut deep = 0;
    for k in 0..64u32 {
        let mut o = options_from(k * 2 + 1);
        o.reserve_pool = [5, 8, 50][(k % 3) as usize];
        let mut p = common::random_victoria(5000 + k as u64, o);
        for _ in 0..rng.random_range(0..30) {
            let ms = p.legal_moves();
            let Some(m) = ms.choose(&mut rng) else { break };
            p.play(m).unwrap();
        }
        let n = Naive::from_position(&p);
        assert_eq!(victoria_arbiter::rules::perft::perft(&p, 2), n.perft(2), "perft 2 of {}", p.to_vfen());
        if k % 8 == 0 {
            assert_eq!(victoria_arbiter::rules::perft::perft(&p, 3), n.perft(3), "perft 3 of {}", p.to_vfen());
            deep += 1;
        }
    }
    for i in 0..150 {
        let v = random_vfen(&mut rng, 12);
        let Ok(p) = Position::from_vfen(&v, Rules::victoria(options_from(i))) else { continue };
        let n = Naive::from_position(&p);
        let depth = if i % 5 == 0 { 3 } else { 2 };
        assert_eq!(
            victoria_arbiter::rules::perft::perft(&p, depth),
            n.perft(depth),
            "perft {depth} of {v} options {i}"
        );
    }
    assert!(deep >= 8);
}

// ---------------------------------------------------------------------------------------------
// R9–R11: bastions, lines, bypass (hand-reasoned)
// ---------------------------------------------------------------------------------------------

#[test]
fn r9_a_knight_never_lands_on_a_bastion() {
    // b1 jumps to a3, c3 (White's bastion) and d2.
    let p = pos("4k3/8/8/8/8/2X5/8/1N2K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "b1"), list("b1a3 b1d2"));
    assert_eq!(refused(&p, "b1c3"), "R9");
}

#[test]
fn r10_quiet_moves_stop_at_own_bastion_captures_pass_it() {
    // Rook a1, White bastion a4, Black knight a7: quiet a2 a3 only; the strike takes a7.
    let fen = "7k/n7/8/8/X7/8/8/R6K w - - 0 1";
    let p = pos(fen, &[]);
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1a7 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1"));
    assert_eq!(refused(&p, "a1a5"), "R10");
    // strikes_and_moves: quiet moves pass the own bastion too.
    let p = pos(fen, &["own_bastion_passage=strikes_and_moves"]);
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1a5 a1a6 a1a7 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1"));
}

#[test]
fn r10_an_enemy_bastion_stops_quiet_moves_and_strikes_under_both_options() {
    let fen = "7k/n7/8/8/x7/8/8/R6K w - - 0 1";
    for o in ["own_bastion_passage=strikes", "own_bastion_passage=strikes_and_moves"] {
        let p = pos(fen, &[o]);
        assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1"), "{o}");
        assert_eq!(refused(&p, "a1a7"), "R10");
    }
}

#[test]
fn r10_black_sliders_follow_the_same_lines() {
    // Black bishop h8, Black bastion f6, White knight c3: quiet g7 only, strike c3.
    let p = pos("k6b/8/5x2/8/8/2N5/8/K7 b - - 0 1", &[]);
    assert_eq!(from(&p, "h8"), list("h8c3 h8g7"));
    // A White bastion on f6 instead stops both.
    let p = pos("k6b/8/5X2/8/8/2N5/8/K7 b - - 0 1", &[]);
    assert_eq!(from(&p, "h8"), list("h8g7"));
}

#[test]
fn r10_check_through_the_checkers_own_bastion_only() {
    // Black rook e8 through Black's bastion e5 checks e1: the king leaves the file.
    let p = pos("4r2k/8/8/4x3/8/8/8/4K3 w - - 0 1", &[]);
    assert!(p.is_check());
    assert_eq!(moves(&p), list("e1d1 e1d2 e1f1 e1f2"));
    // White's bastion on e5 shelters the king: no check, e2 is free.
    let p = pos("4r2k/8/8/4X3/8/8/8/4K3 w - - 0 1", &[]);
    assert!(!p.is_check());
    assert_eq!(moves(&p), list("e1d1 e1d2 e1e2 e1f1 e1f2"));
}

#[test]
fn r10_r25_the_king_cannot_step_back_along_the_checking_line() {
    // Rook a4 checks d4; e4 stays on the line once the king has left d4.
    let p = pos("7k/8/8/8/r2K4/8/8/8 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("d4c3 d4c5 d4d3 d4d5 d4e3 d4e5"));
    // The same through the rook's own bastion on b4.
    let p = pos("7k/8/8/8/rx1K4/8/8/8 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("d4c3 d4c5 d4d3 d4d5 d4e3 d4e5"));
    // White's own bastion on b4 shields the whole rank for the king.
    let p = pos("7k/8/8/8/rX1K4/8/8/8 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("d4c3 d4c4 d4c5 d4d3 d4d5 d4e3 d4e4 d4e5"));
}

#[test]
fn r10_r25_a_pin_through_the_pinners_own_bastion_but_not_the_pinned_sides() {
    // Knight e3 pinned by rook e8 through Black's bastion e5.
    let p = pos("4r2k/8/8/4x3/8/4N3/8/4K3 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("e1d1 e1d2 e1e2 e1f1 e1f2"));
    assert_eq!(refused(&p, "e3c4"), "R25");
    // White's bastion on e5 breaks the pin.
    let p = pos("4r2k/8/8/4X3/8/4N3/8/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e3"), list("e3c2 e3c4 e3d1 e3d5 e3f1 e3f5 e3g2 e3g4"));
}

#[test]
fn r10_a_strike_keeps_the_king_off_squares_through_the_strikers_own_bastion() {
    // Rook h2 strikes g2 f2 (e2 Black's bastion) d2 c2 b2 a2.
    let p = pos("7k/8/8/8/8/8/4x2r/3K4 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("d1c1 d1e1"));
    // White's bastion on e2 stops the rook: c2 and d2 are safe.
    let p = pos("7k/8/8/8/8/8/4X2r/3K4 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("d1c1 d1c2 d1d2 d1e1"));
}

#[test]
fn r10_a_king_may_take_a_piece_guarded_through_the_guards_own_bastion_only_if_unguarded() {
    // Knight d2 guarded by rook h2 through Black's bastion f2: Kxd2 is illegal.
    let p = pos("7k/8/8/8/8/8/3n1x1r/3K4 w - - 0 1", &[]);
    assert!(!from(&p, "d1").contains(&"d1d2".to_string()));
    // With White's bastion on f2 the knight is unguarded.
    let p = pos("7k/8/8/8/8/8/3n1X1r/3K4 w - - 0 1", &[]);
    assert!(from(&p, "d1").contains(&"d1d2".to_string()));
}

#[test]
fn r16_a_monument_stops_lines_for_both_sides_and_is_never_taken() {
    let p = pos("r3k3/8/8/8/*7/8/8/R3K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1b1 a1c1 a1d1"));
    assert_eq!(refused(&p, "a1a4"), "R16");
    assert_eq!(refused(&p, "a1a8"), "R16");
    // A knight jumps over it; a monument does not check.
    let p = pos("4k3/8/8/8/8/3*4/8/2N1K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "c1"), list("c1a2 c1b3 c1d3 c1e2").into_iter().filter(|m| m != "c1d3").collect::<Vec<_>>());
}

#[test]
fn r11_bypass_when_the_own_bastion_stands_ahead() {
    // e2 (fresh) with White's bastion e3: bypass to f3, capture on d3; no push, no double step.
    let p = pos("4k3/8/8/8/8/3bX3/4P3/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e2"), list("e2d3 e2f3"));
    let (ev, fen) = events(&p, "e2f3");
    assert!(ev.is_empty(), "{ev:?}");
    assert_eq!(fen, "4k3/8/8/8/8/3bXP2/8/4K3 b - - 0 1");
    // An own piece on f3 leaves only the capture.
    let p = pos("4k3/8/8/8/8/3bXN2/4P3/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e2"), list("e2d3"));
    // pawn_bypass=off: only the capture.
    let p = pos("4k3/8/8/8/8/3bX3/4P3/4K3 w - - 0 1", &["pawn_bypass=off"]);
    assert_eq!(from(&p, "e2"), list("e2d3"));
    assert_eq!(refused(&p, "e2f3"), "R11");
}

#[test]
fn r11_no_bypass_around_an_enemy_bastion_or_a_monument_and_no_push_through() {
    for fen in ["4k3/8/8/8/8/4x3/4P3/4K3 w - - 0 1", "4k3/8/8/8/8/4*3/4P3/4K3 w - - 0 1"] {
        assert!(from(&pos(fen, &[]), "e2").is_empty(), "{fen}");
    }
    // An own bastion two squares ahead: the single push only (no bypass, no double step).
    let p = pos("4k3/8/8/8/4X3/8/4P3/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e2"), list("e2e3"));
    // The same for Black: d7 with Black's bastion on d6 bypasses to c6 and e6.
    let p = pos("4k3/3p4/3x4/8/8/8/8/4K3 b - - 0 1", &[]);
    assert_eq!(from(&p, "d7"), list("d7c6 d7e6"));
}

#[test]
fn r11_e1_a_hero_bypasses_into_promotion_a_warrior_there_is_a_sentinel() {
    // g7 with White's bastion on g8 (a composed position): a hero bypasses to f8 or h8 and
    // must promote (R22).
    let hero = pos("6X1/6P1/k7/8/8/8/8/K7 w - - 0 1 hero:g7", &[]);
    assert_eq!(from(&hero, "g7"), list("g7f8b g7f8n g7f8q g7f8r g7h8b g7h8n g7h8q g7h8r"));
    let (ev, fen) = events(&hero, "g7h8q");
    assert_eq!(ev, ["promotion:q"]);
    assert_eq!(fen, "6XQ/8/k7/8/8/8/8/K7 b - - 0 1");
    // A warrior on the rank before last never moves (E1).
    let warrior = pos("6X1/6P1/k7/8/8/8/8/K7 w - - 0 1", &[]);
    assert!(from(&warrior, "g7").is_empty());
    assert_eq!(refused(&warrior, "g7h8q"), "R21");
    // pawn_status=off: every pawn promotes, the bypass included.
    let off = pos("6X1/6P1/k7/8/8/8/8/K7 w - - 0 1", &["pawn_status=off"]);
    assert_eq!(from(&off, "g7"), list("g7f8b g7f8n g7f8q g7f8r g7h8b g7h8n g7h8q g7h8r"));
}

#[test]
fn r11_e1_a_warrior_bypassing_onto_the_rank_before_last_petrifies_or_stands() {
    let fen = "k7/6X1/6P1/8/8/8/8/K7 w - - 0 1";
    let p = pos(fen, &[]);
    assert_eq!(from(&p, "g6"), list("g6f7 g6h7"));
    assert_eq!(events(&p, "g6f7"), (vec!["petrified:f7".to_string()], "k7/5*X1/8/8/8/8/8/K7 b - - 0 1".to_string()));
    let s = pos(fen, &["warrior_final_rank=sentinel"]);
    assert_eq!(events(&s, "g6f7"), (vec![], "k7/5PX1/8/8/8/8/8/K7 b - - 0 1".to_string()));
}

#[test]
fn r11_r23_a_bypass_and_an_en_passant_capture_onto_one_square_are_two_moves() {
    // e5 with White's bastion on e6; Black's d-pawn just double-stepped (ep d6).
    let p = pos("4k3/8/4X3/3pP3/8/8/8/4K3 w - d6 0 1", &[]);
    assert_eq!(from(&p, "e5"), list("e5d6 e5d6 e5f6"));
    assert_eq!(victoria_arbiter::rules::perft::perft(&p, 1), 8);
    // Coordinates mean the capture.
    let (ev, fen) = events(&p, "e5d6");
    assert_eq!(ev, ["capture", "en_passant", "hero:d6"]);
    assert_eq!(fen, "4k3/8/3PX3/8/8/8/8/4K3 b - - 0 1 hero:d6");
    // The bypass, played as the exact move, keeps Black's pawn on d5.
    let bypass = p.legal_moves().into_iter().find(|m| m.kind == MoveKind::Bypass && m.to.to_string() == "d6").unwrap();
    let mut q = p.clone();
    assert!(q.play(&bypass).unwrap().is_empty());
    assert_eq!(q.to_vfen(), "4k3/8/3PX3/3p4/8/8/8/4K3 b - - 0 1");
}

#[test]
fn r11_a_bypass_sets_no_en_passant_square_and_ends_freshness() {
    // The fresh pawn bypasses; it cannot double-step afterwards.
    let p = pos("4k3/8/8/8/8/4X3/4P3/4K3 w - - 0 1", &[]);
    let (_, fen) = events(&p, "e2d3");
    assert_eq!(fen, "4k3/8/8/8/8/3PX3/8/4K3 b - - 0 1");
    let q = Position::from_vfen(&fen.replace(" b ", " w "), rules(&[])).unwrap();
    assert_eq!(from(&q, "d3"), list("d3d4"));
}
