//! A second opinion: a deliberately naive Victoria generator (tests/support/naive_victoria.rs) against the engine on random composed positions and games — legal moves, events, VFEN after every move, outcomes, perft; and options that do not bear on play change no move.

use super::*;

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

fn random_games(seed: u64, setup_seed: u64, games: u32) {
    let mut rng = StdRng::seed_from_u64(seed);
    for g in 0..games {
        let k = g % 128;
        let mut o = options_from(k);
        // Small pools petrify pieces often.
        o.reserve_pool = [5, 7, 12, 50][(g % 4) as usize];
        let start = common::random_victoria(setup_seed + g as u64, o);
        let mut game = Game::new(start.clone());
        let mut history = vec![Naive::from_position(&start)];
        let rep_points = o.repetition.key() == "points";
        for ply in 0..160 {
            let p = game.position().clone();
            compare_position(&p, &format!("setup {k} ply {ply}"));
            let (nk, nw) = naive_outcome(&history, rep_points);
            let out = game.outcome();
            // The naive rules know no dead position (R27: mate impossible for both, proved by
            // the can-mate analyser, whose own tests judge that verdict): such a game ends here.
            if nk == "ongoing"
                && matches!(
                    out,
                    victoria_rules::Outcome::Points { ground: victoria_rules::PointsGround::DeadPosition, .. }
                )
            {
                break;
            }
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
fn naive_generator_agrees_on_random_composed_positions() {
    composed(0xA0D1_7001, 12, 600);
}

#[test]
fn naive_generator_agrees_on_random_composed_positions_up_to_16x16() {
    composed(0xA0D1_7004, 16, 800);
}

#[test]
fn naive_generator_agrees_along_random_games_from_random_setups_all_options() {
    random_games(0xA0D1_7002, 1000, 48);
}

/// A longer run of the same comparison (`cargo test --test rules -- --ignored soak`).
#[test]
#[ignore = "soak run, minutes long"]
fn soak_random_games() {
    random_games(0xA0D1_7006, 20_000, 1280);
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
        assert_eq!(victoria_rules::perft::perft(&p, 2), n.perft(2), "perft 2 of {}", p.to_vfen());
        if k % 8 == 0 {
            assert_eq!(victoria_rules::perft::perft(&p, 3), n.perft(3), "perft 3 of {}", p.to_vfen());
            deep += 1;
        }
    }
    for i in 0..150 {
        let v = random_vfen(&mut rng, 12);
        let Ok(p) = Position::from_vfen(&v, Rules::victoria(options_from(i))) else { continue };
        let n = Naive::from_position(&p);
        let depth = if i % 5 == 0 { 3 } else { 2 };
        assert_eq!(victoria_rules::perft::perft(&p, depth), n.perft(depth), "perft {depth} of {v} options {i}");
    }
    assert!(deep >= 8);
}

#[test]
fn naive_perft_agrees_with_the_bitboard_twin_on_odd_classical_8x8_positions() {
    // Classical 8x8 without walls goes through `Board8`: castling on any rank with any rook
    // (R24 geometry, E7), fresh pawns off rank 2, en passant.
    let mut rng = StdRng::seed_from_u64(0xA0D1_7005);
    let mut checked = 0;
    let mut tries = 0;
    while checked < 300 {
        tries += 1;
        assert!(tries < 100_000);
        let v = random_vfen(&mut rng, 8);
        let Ok(mut setup) = victoria_rules::Setup::from_vfen(&v) else { continue };
        if (setup.width, setup.height) != (8, 8) {
            continue;
        }
        for c in setup.cells.iter_mut() {
            if matches!(c, victoria_rules::Cell::Bastion(_) | victoria_rules::Cell::Monument) {
                *c = victoria_rules::Cell::Empty;
            }
        }
        let Ok(p) = Position::from_setup(setup, Rules::classical()) else { continue };
        let v = p.to_vfen();
        let n = Naive::from_position(&p);
        let depth = if checked % 10 == 0 { 3 } else { 2 };
        assert_eq!(victoria_rules::perft::perft(&p, depth), n.perft(depth), "perft {depth} of {v}");
        checked += 1;
    }
}

#[test]
fn options_that_do_not_bear_on_play_change_no_move() {
    let fen = "rnbqkbnr4/pppppppp4/4x7/1x7x2/12/12/12/6X5/2X9/9X2/4PPPPPPPP/4RNBQKBNR w e1,l1,a12,h12 - 0 1 reserve:e1=10,g1=9,h1=14,j1=9,l1=8,a12=10,c12=10,d12=10,f12=10,h12=10";
    let base = moves(&pos_o(fen, &[]));
    for o in [
        "bastion_placement=none",
        "bastion_placement=blind",
        "reserve_pool=60",
        "reserve_visibility=open",
        "illegal_move_penalty=fide",
    ] {
        assert_eq!(moves(&pos_o(fen, &[o])), base, "{o}");
    }
}
