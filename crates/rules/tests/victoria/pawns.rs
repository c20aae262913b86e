//! R20–R23 pawns: warriors, heroes, sentinels, promotion, the double step; E1, E2, E8 (en passant).

use super::*;

#[test]
fn r20_a_warrior_becomes_a_hero_by_its_first_capture() {
    let p = pos("4k3/8/8/8/3n4/4P3/8/4K3 w - - 0 1");
    let (ev, fen) = play(&p, "e3d4");
    assert_eq!(ev, ["capture", "hero:d4"]);
    assert!(fen.ends_with("hero:d4"), "{fen}");
    // A hero's next capture reports no new status.
    let h = pos("4k3/8/8/2n5/3P4/8/8/4K3 w - - 0 1 hero:d4");
    assert_eq!(play(&h, "d4c5").0, ["capture"]);
}

#[test]
fn r20_a_first_capture_makes_a_hero() {
    let p = pos_o("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", &[]);
    assert_eq!(
        events(&p, "e4d5"),
        (vec!["capture".to_string(), "hero:d5".to_string()], "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1 hero:d5".to_string())
    );
    // A hero that captures again reports no new hero.
    let p = pos_o("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 hero:e4", &[]);
    assert_eq!(events(&p, "e4d5").0, ["capture"]);
    // pawn_status=off: no statuses at all.
    let p = pos_o("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", &["pawn_status=off"]);
    assert_eq!(events(&p, "e4d5"), (vec!["capture".to_string()], "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1".to_string()));
}

#[test]
fn e2_en_passant_makes_a_hero_and_the_taken_pawn_loses_its_status() {
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 hero:d5");
    let (ev, fen) = play(&p, "e5d6");
    assert_eq!(ev, ["capture", "en_passant", "hero:d6"]);
    assert_eq!(fen, "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1 hero:d6");
}

#[test]
fn e2_en_passant_makes_a_hero() {
    let p = pos_o("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", &[]);
    assert_eq!(from(&p, "e5"), list("e5d6 e5e6"));
    assert_eq!(
        events(&p, "e5d6"),
        (
            vec!["capture".to_string(), "en_passant".to_string(), "hero:d6".to_string()],
            "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1 hero:d6".to_string()
        )
    );
}

#[test]
fn r21_a_warrior_petrifies_on_arriving_at_the_rank_before_last() {
    let p = pos("4k3/8/3P4/8/8/8/8/4K3 w - - 0 1");
    let (ev, fen) = play(&p, "d6d7");
    assert_eq!(ev, ["petrified:d7"]);
    assert!(fen.starts_with("4k3/3*4/"), "{fen}");
}

#[test]
fn r21_sentinel_option_keeps_it_standing_forever_and_striking() {
    let p = pos_o("4k3/8/3P4/8/8/8/8/4K3 w - - 0 1", &["warrior_final_rank=sentinel"]);
    let (ev, fen) = play(&p, "d6d7");
    assert!(ev.contains(&"check".to_string()), "{ev:?}");
    let s = Position::from_vfen(&fen, rules(&["warrior_final_rank=sentinel"])).unwrap();
    assert!(s.is_sentinel("d7".parse().unwrap()));
    // It strikes e8 (the king is in check) and it cannot move or capture.
    let t = pos_o("2n3k1/3P4/8/8/8/8/8/4K3 w - - 0 1", &["warrior_final_rank=sentinel"]);
    assert!(from(&t, "d7").is_empty());
    let (rule, reason) = why(&t, "d7c8q");
    assert_eq!(rule, "R21");
    assert!(reason.contains("sentinel"), "{reason}");
}

#[test]
fn r21_a_warrior_never_enters_the_last_rank_a_hero_must_promote() {
    // A warrior on rank 7 of 8 is a sentinel (E1); a hero there promotes (R22).
    let w = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(from(&w, "a7").is_empty());
    let h = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1 hero:a7");
    assert_eq!(from(&h, "a7"), list("a7a8b a7a8n a7a8q a7a8r"));
}

#[test]
fn r21_a_warrior_petrifies_on_arriving_at_the_rank_before_last_or_stands_as_a_sentinel() {
    let fen = "4k3/8/1P6/8/8/8/8/4K3 w - - 5 1";
    assert_eq!(
        events(&pos_o(fen, &[]), "b6b7"),
        (vec!["petrified:b7".to_string()], "4k3/1*6/8/8/8/8/8/4K3 b - - 0 1".to_string())
    );
    assert_eq!(
        events(&pos_o(fen, &["warrior_final_rank=sentinel"]), "b6b7"),
        (vec![], "4k3/1P6/8/8/8/8/8/4K3 b - - 0 1".to_string())
    );
    // pawn_status=off: an ordinary push.
    assert_eq!(
        events(&pos_o(fen, &["pawn_status=off"]), "b6b7"),
        (vec![], "4k3/1P6/8/8/8/8/8/4K3 b - - 0 1".to_string())
    );
}

#[test]
fn r21_a_sentinel_never_moves_but_strikes_is_captured_and_counts() {
    for o in ["warrior_final_rank=sentinel", "warrior_final_rank=monument"] {
        // The warrior b7 checks c8 (E1: a composed warrior there is a sentinel under both).
        let p = pos_o("2k5/1P6/8/8/8/8/8/4K3 b - - 0 1", &[o]);
        assert!(p.is_check(), "{o}");
        assert_eq!(moves(&p), list("c8b7 c8b8 c8c7 c8d7 c8d8"), "{o}");
        let w = pos_o("2k5/1P6/8/8/8/8/8/4K3 w - - 0 1", &[o]);
        assert!(from(&w, "b7").is_empty(), "{o}");
        assert_eq!(w.points(), [1, 0]);
        // A sentinel with an enemy piece on its diagonal still does not take it.
        let w = pos_o("r1k5/1P6/8/8/8/8/8/4K3 w - - 0 1", &[o]);
        assert!(from(&w, "b7").is_empty(), "{o}");
        assert_eq!(refused(&w, "b7a8q"), "R21");
    }
}

#[test]
fn r21_a_warrior_never_pushes_onto_the_last_rank_a_hero_must_promote() {
    // 12x12: the hero on c11 pushes and must promote; the warrior on c11 is a sentinel.
    let hero = pos_o("11k/2P9/12/12/12/12/12/12/12/12/12/K11 w - - 0 1 hero:c11", &[]);
    assert_eq!(from(&hero, "c11"), list("c11c12b c11c12n c11c12q c11c12r"));
    assert_eq!(refused(&hero, "c11c12"), "R22");
    let warrior = pos_o("11k/2P9/12/12/12/12/12/12/12/12/12/K11 w - - 0 1", &[]);
    assert!(from(&warrior, "c11").is_empty());
}

#[test]
fn r21_r23_a_warrior_double_stepping_onto_the_rank_before_last_petrifies_and_the_ep_square_is_written() {
    // Black's fresh warrior d4 double-steps to d2 (Black's rank before last).
    let p = pos_o("4k3/8/8/8/3p4/8/8/K7 b - - 0 1 fresh:d4", &[]);
    assert_eq!(events(&p, "d4d2"), (vec!["petrified:d2".to_string()], "4k3/8/8/8/8/8/3*4/K7 w - d3 0 2".to_string()));
}

#[test]
fn e1_a_capture_onto_the_rank_before_last_makes_a_hero_that_goes_on() {
    let p = pos("4k3/8/3n4/4P3/8/8/8/4K3 w - - 0 1");
    let (ev, _) = play(&p, "e5d6");
    assert_eq!(ev, ["capture", "hero:d6"]);
    let on = pos("7k/8/3P4/8/8/8/8/4K3 w - - 0 1 hero:d6");
    let (ev, _) = play(&on, "d6d7");
    assert!(ev.is_empty(), "a hero arriving on the rank before last stays a pawn: {ev:?}");
}

#[test]
fn e1_a_bypass_counts_as_a_push() {
    // 12x12: the warrior on k10 petrifies on k11, White's rank before last.
    let p = pos("k11/12/10P1/12/12/12/12/12/12/12/12/K11 w - - 0 1");
    let (ev, _) = play(&p, "k10k11");
    assert_eq!(ev, ["petrified:k11"]);
    // Bypassing onto the rank before last petrifies the warrior too.
    let q = pos("k7/3X4/3P4/8/8/8/8/K7 w - - 0 1");
    assert_eq!(from(&q, "d6"), list("d6c7 d6e7"));
    assert_eq!(play(&q, "d6e7").0, ["petrified:e7"]);
    // A warrior already on the rank before last is a sentinel and never bypasses.
    let r = pos("k2X4/3P4/8/8/8/8/8/K7 w - - 0 1");
    assert!(from(&r, "d7").is_empty());
}

#[test]
fn e1_a_capture_onto_the_rank_before_last_makes_a_hero_that_goes_on_to_promote() {
    let p = pos_o("4k3/2n5/1P6/8/8/8/8/K7 w - - 0 1", &[]);
    let (g, ev) = play_all(&p, &["b6c7"]);
    assert_eq!(ev, ["capture", "hero:c7"]);
    assert_eq!(g.position().to_vfen(), "4k3/2P5/8/8/8/8/8/K7 b - - 0 1 hero:c7");
    let (_, ev) = play_all(&p, &["b6c7", "e8e7", "c7c8q"]);
    assert_eq!(ev, ["promotion:q"]);
}

#[test]
fn r22_a_hero_on_the_last_rank_must_promote() {
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1 hero:a7");
    let (rule, reason) = why(&p, "a7a8");
    assert_eq!(rule, "R22");
    assert!(reason.contains("must promote"), "{reason}");
    let (rule, _) = why(&pos("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), "e2e3q");
    assert_eq!(rule, "R22");
}

#[test]
fn r22_pawn_status_off_promotes_every_pawn() {
    let p = pos_o("4k3/8/P7/8/8/8/8/4K3 w - - 0 1", &["pawn_status=off"]);
    let (ev, _) = play(&p, "a6a7");
    assert!(ev.is_empty(), "no warrior petrifies with pawn_status off: {ev:?}");
    let q = pos_o("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", &["pawn_status=off"]);
    assert_eq!(from(&q, "a7"), list("a7a8b a7a8n a7a8q a7a8r"));
}

#[test]
fn r23_an_unmoved_pawn_advances_two_from_any_rank() {
    let p = pos("k11/12/12/12/12/12/3P8/12/12/12/12/K11 w - - 0 1 fresh:d6");
    assert_eq!(from(&p, "d6"), list("d6d7 d6d8"));
    let (_, fen) = play(&p, "d6d8");
    assert!(fen.contains(" d7 "), "the en-passant square is written: {fen}");
    let moved = pos("k11/12/12/12/12/12/3P8/12/12/12/12/K11 w - - 0 1");
    assert_eq!(from(&moved, "d6"), list("d6d7"));
    assert_eq!(why(&moved, "d6d8").0, "R23");
}

#[test]
fn r23_both_squares_must_be_empty() {
    let p = pos("4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1");
    assert_eq!(from(&p, "e2"), list("e2e3"));
    let q = pos("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1");
    assert!(from(&q, "e2").is_empty());
    assert_eq!(why(&q, "e2e4").0, "R23");
}

#[test]
fn r23_an_unmoved_pawn_double_steps_from_any_rank_both_squares_empty() {
    let p = pos_o("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1 fresh:d4", &[]);
    assert_eq!(from(&p, "d4"), list("d4d5 d4d6"));
    assert_eq!(events(&p, "d4d6").1, "4k3/8/3P4/8/8/8/8/4K3 b - d5 0 1");
    // Not fresh: one square only.
    let p = pos_o("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "d4"), list("d4d5"));
    assert_eq!(refused(&p, "d4d6"), "R23");
    // A bastion, a monument or a piece on the second square stops the double step.
    for blocker in ["X", "x", "*", "n"] {
        let p = pos_o(&format!("4k3/8/3{blocker}4/8/3P4/8/8/4K3 w - - 0 1 fresh:d4"), &[]);
        assert_eq!(from(&p, "d4"), list("d4d5"), "{blocker}");
    }
}

#[test]
fn e8_en_passant_needs_the_double_stepped_pawn_behind_the_square() {
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert!(from(&p, "e5").contains(&"e5d6".to_string()));
    let q = pos("4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1");
    let (rule, _) = why(&q, "e5d6");
    assert_eq!(rule, "E8");
}

#[test]
fn e8_en_passant_needs_the_double_stepped_pawn_behind_an_empty_square() {
    // No Black pawn on d5: no en passant.
    let p = pos_o("4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1", &[]);
    assert_eq!(from(&p, "e5"), list("e5e6"));
    assert_eq!(refused(&p, "e5d6"), "E8");
    // d6 occupied by a knight: an ordinary capture of the knight, the pawn d5 stays.
    let p = pos_o("4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1", &[]);
    assert_eq!(
        events(&p, "e5d6"),
        (vec!["capture".to_string(), "hero:d6".to_string()], "4k3/8/3P4/3p4/8/8/8/4K3 b - - 0 1 hero:d6".to_string())
    );
}
