//! The Victoria kinds of issue 40 (item 2) that the can-mate analyser left undecided: a warrior
//! walled off from every capture, a bishop entombed behind pawns locked against walls, a chain
//! locked against its own bastions, a reserve-starved rook. Each is proved statically, with its
//! reasons in both languages; each has its twin — the same position with one wall gone, one
//! piece moved, or an option changed (`warrior_final_rank`, `pawn_status`, `pawn_bypass`,
//! `reserve`) — where mate is possible, and the analyser finds it. Every position is also read
//! mirrored and colour-swapped, and must get the same verdict. A soak of random small boards
//! holds the new facts (the check a mate needs; warriors that never capture) to the truth.

use crate::can_mate::{NODES, RandomBoard, check_verdict, playable, sealed_pieces, soak_proofs, victoria, worded};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use victoria_rules::can_mate::{self, NoStrike, Proof, Verdict};
use victoria_rules::{Color, Position, Rules};

/// The verdict for `mater`, checked (a line replayed by both generators, an impossibility
/// against a plain search of `plies`), and the same verdict for the position mirrored and
/// colour-swapped (the side turned with it).
fn decided_alike(p: &Position, mater: Color, plies: u32) -> Verdict {
    let fen = p.to_vfen();
    let v = can_mate::verdict(p, mater, NODES);
    check_verdict(p, mater, &v, plies);
    for (name, turned, side) in
        [("mirror", can_mate::mirrored(p), mater), ("colour swap", can_mate::colour_swapped(p), mater.other())]
    {
        let t = turned.expect("no castling right: every turn is a position");
        let w = can_mate::verdict(&t, side, NODES);
        assert_eq!(w.key(), v.key(), "{fen} {mater}: the {name} {} says {w:?}, the position {v:?}", t.to_vfen());
        check_verdict(&t, side, &w, plies);
    }
    v
}

fn silent(v: &Verdict) -> Vec<String> {
    match v {
        Verdict::Impossible { proof: Proof::Locked { silent, .. } } => silent.iter().map(|s| s.to_string()).collect(),
        other => panic!("expected a proof of what can never change, got {other:?}"),
    }
}

/// A warrior walled off from every capture: White's f-pawn climbs a corridor of monuments (e
/// and g files), so every square it can capture onto is a wall and it stays a warrior (R20);
/// arriving on f11 it turns to stone (R21, `monument`), and from f9 and f10 it strikes only
/// walls. White's king never checks: mate is impossible for White, whatever Black's rooks do.
/// The twins: under `warrior_final_rank=sentinel` the pawn stands on f11 and checks g12 (its
/// king on e12 guards f11 and f12, Black's rooks block h11 and h12); with `pawn_status=off` it
/// is no warrior; with the monument on g10 gone a rook given up there makes it a hero. Each
/// mates in a few moves.
#[test]
fn a_warrior_walled_off_from_every_capture_and_its_twins_by_option_and_by_a_wall_gone() {
    let fen = "4K1kr4/4*1*r4/p3*1*5/4*P*5/4*1*5/4*1*5/4*1*5/12/12/12/12/12 w - - 0 1 fresh:-";
    let p = victoria(fen, &[]);
    let v = decided_alike(&p, Color::White, 3);
    assert!(sealed_pieces(&v).contains(&("f9".to_string(), NoStrike::Warrior)), "{v:?}");
    assert!(can_mate::fast(&p, Color::White).is_some(), "the fast check sees it");
    let (en, ru) = worded(&v);
    assert!(en.contains("the pawn on f9 — a warrior that can never capture"), "{en}");
    assert!(ru.contains("пешка на f9 — воин"), "{ru}");
    // The corridor with the pawn far down and the kings apart: the same proof.
    let far = victoria("r4k5r/4*1*5/4*1*5/4*1*5/4*1*5/4*1*5/4*1*5/5P6/12/12/12/K11 w - - 0 1 fresh:-", &[]);
    assert!(decided_alike(&far, Color::White, 2).is_impossible());

    for opts in [&["warrior_final_rank=sentinel"][..], &["pawn_status=off"]] {
        let twin = victoria(fen, opts);
        assert!(can_mate::fast(&twin, Color::White).is_none(), "{opts:?}");
        let v = decided_alike(&twin, Color::White, 3);
        assert!(v.is_possible(), "{opts:?}: {v:?}");
    }
    let gap = victoria("4K1kr4/4*1*r4/p3*3*3/4*P*5/4*1*5/4*1*5/4*1*5/12/12/12/12/12 w - - 0 1 fresh:-", &[]);
    assert!(can_mate::fast(&gap, Color::White).is_none());
    assert!(decided_alike(&gap, Color::White, 3).is_possible());
}

/// A warrior whose only prey is a knight entombed by monuments (h2, every jump a wall): it never
/// captures, so it climbs the b-file, checks from b10 alone (on b11 it turns to stone and
/// strikes nothing), and the king it checks on a11 or c11 keeps a flight that White's king
/// cannot close. The twins: the pawn a hero, or no pawn statuses — it promotes and mates.
#[test]
fn a_warrior_whose_only_prey_is_entombed_and_the_twins_with_a_hero_or_without_statuses() {
    let fen = "10*k/10*1/12/1P10/12/12/12/12/6*1*3/5*3*2/7n4/K4*3*2 w - - 0 1";
    let v = decided_alike(&victoria(fen, &[]), Color::White, 3);
    assert!(v.is_impossible(), "{v:?}");
    for (twin, opts) in [(format!("{fen} hero:b9"), &[][..]), (fen.to_string(), &["pawn_status=off"])] {
        let v = decided_alike(&victoria(&twin, opts), Color::White, 3);
        assert!(v.is_possible(), "{twin} {opts:?}: {v:?}");
    }
    // As a sentinel on b11 it would check a12 and c12, but no net closes there either: the
    // analysis must not call it possible.
    let v = can_mate::verdict(&victoria(fen, &["warrior_final_rank=sentinel"]), Color::White, NODES);
    assert!(!v.is_possible(), "{v:?}");
}

/// An entombed bishop: White's bishop on b1 has only a2 and c2 to go to, where its own pawns
/// stand locked against Black's bastions on a3 and c3 — they never move, and capture only on
/// b3 or d3, where nothing of Black's can ever stand (Black's bishop keeps to the other colour,
/// its pawn on k10 stands before a monument, its king is never taken). The bishop guards both
/// pawns, so Black's king takes neither while it stands; taken, it never moves again. White's
/// pawns strike b3 and d3 but never move, so no move of White's ever gives check: a mate's last
/// move does. The twins: the bastion on c3 gone (the c-pawn runs), or Black's bishop on the
/// other colour (given up on b3, it makes the a-pawn a hero): White mates.
#[test]
fn an_entombed_bishop_behind_pawns_locked_against_walls_and_the_twins_with_a_wall_gone_or_a_bishop_moved() {
    let fen = "11k/10b1/10p1/10*1/12/12/12/12/12/x1x9/P1P9/1B9K w - - 0 1";
    for opts in [&[][..], &["pawn_bypass=off"], &["pawn_status=off"], &["warrior_final_rank=sentinel"]] {
        let p = victoria(fen, opts);
        let v = decided_alike(&p, Color::White, 3);
        assert_eq!(silent(&v), ["a2", "c2"], "{opts:?}: {v:?}");
        assert!(can_mate::fast(&p, Color::White).is_some(), "{opts:?}: the fast check sees it");
    }
    let v = can_mate::verdict(&victoria(fen, &[]), Color::White, NODES);
    let (en, ru) = worded(&v);
    assert!(en.contains("no White move can ever give check there"), "{en}");
    assert!(en.contains("the White pieces on a2, c2 strike there but can never give check"), "{en}");
    assert!(ru.contains("ни один ход белых никогда не даст там шах"), "{ru}");
    assert!(ru.contains("фигуры белых на a2, c2 бьют туда, но никогда не дадут шах"), "{ru}");

    for twin in [
        "11k/10b1/10p1/10*1/12/12/12/12/12/x11/P1P9/1B9K w - - 0 1",
        "11k/9b2/10p1/10*1/12/12/12/12/12/x1x9/P1P9/1B9K w - - 0 1",
    ] {
        let t = victoria(twin, &[]);
        assert!(can_mate::fast(&t, Color::White).is_none(), "{twin}");
        assert!(decided_alike(&t, Color::White, 3).is_possible(), "{twin}");
    }
}

/// A chain locked against its own bastions: White's pawns on a2 and c2 stand under White's own
/// bastions; with `pawn_bypass=off` they never move (R11), so the bishop behind them is
/// entombed and no move of White's gives check. The twin is the same board under the default
/// `pawn_bypass=on`: the pawns step round their bastions, the bishop comes out, White mates.
#[test]
fn a_chain_locked_against_its_own_bastions_and_the_twin_with_the_bypass_on() {
    let fen = "11k/10b1/10p1/10*1/12/12/12/12/12/X1X9/P1P9/1B9K w - - 0 1";
    for opts in [
        &["pawn_bypass=off"][..],
        &["pawn_bypass=off", "pawn_status=off"],
        &["pawn_bypass=off", "own_bastion_passage=strikes_and_moves"],
    ] {
        let p = victoria(fen, opts);
        let v = decided_alike(&p, Color::White, 3);
        assert_eq!(silent(&v), ["a2", "c2"], "{opts:?}: {v:?}");
    }
    let twin = victoria(fen, &[]);
    assert!(can_mate::fast(&twin, Color::White).is_none());
    assert!(decided_alike(&twin, Color::White, 3).is_possible());
}

/// A reserve-starved rook: White's rook on f10 has one reserve point left, so any move of it
/// turns it to stone without check (R15, R17); its lines could be opened only by a man of
/// White's leaving one, and White's king stands below a chain locked against Black's bastions
/// (the pawns never move: every square ahead and diagonally ahead is a bastion). No move of
/// White's ever gives check. The proof rests on the reserve, a secret until the game ends (R14):
/// the players' screen does not name it. The twins: two reserve points (Rf12 mates at once, the
/// king boxed in by its own pawns) or `reserve=off`.
#[test]
fn a_reserve_starved_rook_above_a_chain_locked_against_walls_and_the_twins_with_a_point_more_or_no_reserves() {
    let fen = "11k/10pp/5R6/12/rr10/xxxxxxxxxxxx/PPPPPPPPPPPP/12/12/12/12/K11 w - - 0 1 reserve:f10=1";
    for opts in [&[][..], &["castling_costs_rook=off"], &["pawn_status=off"]] {
        let p = victoria(fen, opts);
        let v = decided_alike(&p, Color::White, 2);
        assert_eq!(silent(&v), ["f10"], "{opts:?}: {v:?}");
        let Verdict::Impossible { proof } = &v else { unreachable!() };
        assert!(proof.rests_on_private(), "{opts:?}: the reserve is counted");
        assert!(can_mate::fast(&p, Color::White).is_some(), "{opts:?}: the fast check sees it");
    }
    let v = can_mate::verdict(&victoria(fen, &[]), Color::White, NODES);
    let Verdict::Impossible { proof } = &v else { panic!("{v:?}") };
    let full = can_mate::proof_words(proof, victoria_words::Lang::En, true, can_mate::Cite::VICTORIA);
    assert!(full.contains("counting the move reserves") && full.contains("f10 strike there"), "{full}");
    let hidden = can_mate::proof_words(proof, victoria_words::Lang::En, false, can_mate::Cite::VICTORIA);
    assert!(!hidden.contains("f10") && hidden.contains("open the reserve panel"), "{hidden}");

    for (twin, opts) in [
        ("11k/10pp/5R6/12/rr10/xxxxxxxxxxxx/PPPPPPPPPPPP/12/12/12/12/K11 w - - 0 1 reserve:f10=2", &[][..]),
        (fen, &["reserve=off"]),
    ] {
        let t = victoria(twin, opts);
        assert!(can_mate::fast(&t, Color::White).is_none(), "{twin} {opts:?}");
        let v = decided_alike(&t, Color::White, 2);
        assert!(v.is_possible(), "{twin} {opts:?}: {v:?}");
    }
}

/// A small Victoria board for the soak: pawns blocked by pawns and walls, more walls, warriors of
/// both sides, reserve pieces with one to three points, a knight now and then,
/// `warrior_final_rank` either way.
fn random_kinds(rng: &mut StdRng) -> Option<Position> {
    let mut b = RandomBoard::new(5, 5);
    let (w, h) = (b.w, b.h);
    // Pawns blocked for good or for now (the fixpoint of the fast check wants two at least).
    for f in 0..w {
        if rng.random_bool(0.5) {
            let r = rng.random_range(1..h - 2);
            b.cells[r * w + f] = 'P';
            b.cells[(r + 1) * w + f] = ['p', '*', 'X', 'x'][rng.random_range(0..4)];
        }
    }
    for _ in 0..rng.random_range(0..5) {
        b.put(['*', 'X', 'x'][rng.random_range(0..3)], rng);
    }
    if !b.put('K', rng) || !b.put('k', rng) {
        return None;
    }
    for _ in 0..rng.random_range(1..4) {
        b.put(['P', 'p', 'P', 'R', 'B', 'Q', 'r', 'b', 'n', 'N'][rng.random_range(0..10)], rng);
    }
    let mut reserve = Vec::new();
    for (i, c) in b.cells.iter().enumerate() {
        if matches!(c, 'Q' | 'R' | 'B' | 'q' | 'r' | 'b') {
            reserve.push(format!("{}={}", b.square(i), rng.random_range(1..4)));
        }
    }
    let mut fen = format!("{} w - - 0 1 fresh:-", b.placement());
    if !reserve.is_empty() {
        fen.push_str(&format!(" reserve:{}", reserve.join(",")));
    }
    let mut o = victoria_rules::Options::default();
    if rng.random_bool(0.5) {
        o.set_pair("warrior_final_rank=sentinel").unwrap();
    }
    playable(&fen, Rules::victoria(o))
}

/// Does the proof rest on issue 40's facts: men that never give check, or a warrior that
/// never captures for its walls?
fn rests_on_the_new_facts(proof: &Proof) -> bool {
    match proof {
        Proof::Locked { silent, .. } => !silent.is_empty(),
        Proof::Sealed { pieces, .. } => pieces.iter().any(|f| f.why == NoStrike::Warrior),
        _ => false,
    }
}

/// Every proof resting on the new facts, on random small boards, meets no mate among all the
/// positions reachable from it (where they are few enough to walk). A longer soak:
/// `CAN_MATE_KINDS=count CAN_MATE_SEED=n`.
#[test]
fn proofs_by_the_check_a_mate_needs_meet_no_reachable_mate() {
    let count: usize = std::env::var("CAN_MATE_KINDS").ok().and_then(|s| s.parse().ok()).unwrap_or(1_000);
    let seed: u64 = std::env::var("CAN_MATE_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(40);
    let mut rng = StdRng::seed_from_u64(seed);
    let prove = |p: &Position, mater| can_mate::fast(p, mater).filter(rests_on_the_new_facts);
    let (tried, proofs, walked) = soak_proofs(count, &mut rng, random_kinds, prove, 50_000);
    eprintln!("{tried} positions, {proofs} proofs on the new facts, {walked} walked to the end");
    assert!(walked >= count / 40, "only {walked} proofs on the new facts were walked to the end");
}
