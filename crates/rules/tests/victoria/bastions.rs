//! R7–R11 bastions: where they stand, lines that stop at them or pass them, the pawn bypass; E7 (classical keeps the wall lines).

use super::*;

#[test]
fn r9_no_piece_lands_on_a_bastion() {
    let p = pos("4k3/8/8/8/x7/8/8/R3K3 w - - 0 1");
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1b1 a1c1 a1d1"));
    let (rule, reason) = why(&p, "a1a4");
    assert_eq!(rule, "R9");
    assert!(reason.contains("Black's bastion"), "{reason}");
}

#[test]
fn r9_bastions_do_not_move_and_knights_cannot_land_on_them() {
    let p = pos("4k3/8/8/8/8/5X2/8/4K1N1 w - - 0 1");
    assert_eq!(from(&p, "g1"), list("g1e2 g1h3"));
    assert_eq!(why(&p, "f3f4").0, "R9");
    assert_eq!(why(&p, "g1f3").0, "R9");
}

#[test]
fn r9_a_knight_never_lands_on_a_bastion() {
    // b1 jumps to a3, c3 (White's bastion) and d2.
    let p = pos_o("4k3/8/8/8/8/2X5/8/1N2K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "b1"), list("b1a3 b1d2"));
    assert_eq!(refused(&p, "b1c3"), "R9");
}

#[test]
fn r10_quiet_moves_stop_before_own_bastion_strikes_pass_it() {
    let p = pos("4k3/8/n7/8/X7/8/8/R3K3 w - - 0 1");
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1a6 a1b1 a1c1 a1d1"));
    let (rule, reason) = why(&p, "a1a5");
    assert_eq!(rule, "R10");
    assert_eq!(
        reason,
        "rook a1 cannot reach a5: White's own bastion on a4 stops a quiet move; only strikes pass it (R10)"
    );
}

#[test]
fn r10_enemy_bastion_stops_strikes_and_shelters() {
    let p = pos("4k3/n7/8/8/x7/8/8/R3K3 w - - 0 1");
    let (rule, reason) = why(&p, "a1a7");
    assert_eq!(rule, "R10");
    assert_eq!(reason, "rook a1 cannot reach a7: Black's bastion on a4 stops the line (R10)");
}

#[test]
fn r10_check_passes_the_checkers_own_bastion_only() {
    let through_own = pos("4k3/8/8/8/4X3/8/8/K3R3 b - - 0 1");
    assert!(through_own.is_check());
    // The strike goes on through e4 and up the file: e7 is struck too.
    assert_eq!(from(&through_own, "e8"), list("e8d7 e8d8 e8f7 e8f8"));
    let behind_enemy = pos("4k3/8/8/8/4x3/8/8/K3R3 b - - 0 1");
    assert!(!behind_enemy.is_check());
}

#[test]
fn r10_option_strikes_and_moves_lets_quiet_moves_pass_own_bastions() {
    let p = pos_o("4k3/8/n7/8/X7/8/8/R3K3 w - - 0 1", &["own_bastion_passage=strikes_and_moves"]);
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1a5 a1a6 a1b1 a1c1 a1d1"));
    // Never through the opponent's.
    let q = pos_o("4k3/8/8/8/x7/8/8/R3K3 w - - 0 1", &["own_bastion_passage=strikes_and_moves"]);
    assert_eq!(from(&q, "a1"), list("a1a2 a1a3 a1b1 a1c1 a1d1"));
}

#[test]
fn r10_quiet_moves_stop_at_own_bastion_captures_pass_it() {
    // Rook a1, White bastion a4, Black knight a7: quiet a2 a3 only; the strike takes a7.
    let fen = "7k/n7/8/8/X7/8/8/R6K w - - 0 1";
    let p = pos_o(fen, &[]);
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1a7 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1"));
    assert_eq!(refused(&p, "a1a5"), "R10");
    // strikes_and_moves: quiet moves pass the own bastion too.
    let p = pos_o(fen, &["own_bastion_passage=strikes_and_moves"]);
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1a5 a1a6 a1a7 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1"));
}

#[test]
fn r10_an_enemy_bastion_stops_quiet_moves_and_strikes_under_both_options() {
    let fen = "7k/n7/8/8/x7/8/8/R6K w - - 0 1";
    for o in ["own_bastion_passage=strikes", "own_bastion_passage=strikes_and_moves"] {
        let p = pos_o(fen, &[o]);
        assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1"), "{o}");
        assert_eq!(refused(&p, "a1a7"), "R10");
    }
}

#[test]
fn r10_black_sliders_follow_the_same_lines() {
    // Black bishop h8, Black bastion f6, White knight c3: quiet g7 only, strike c3.
    let p = pos_o("k6b/8/5x2/8/8/2N5/8/K7 b - - 0 1", &[]);
    assert_eq!(from(&p, "h8"), list("h8c3 h8g7"));
    // A White bastion on f6 instead stops both.
    let p = pos_o("k6b/8/5X2/8/8/2N5/8/K7 b - - 0 1", &[]);
    assert_eq!(from(&p, "h8"), list("h8g7"));
}

#[test]
fn r10_check_through_the_checkers_own_bastion_only() {
    // Black rook e8 through Black's bastion e5 checks e1: the king leaves the file.
    let p = pos_o("4r2k/8/8/4x3/8/8/8/4K3 w - - 0 1", &[]);
    assert!(p.is_check());
    assert_eq!(moves(&p), list("e1d1 e1d2 e1f1 e1f2"));
    // White's bastion on e5 shelters the king: no check, e2 is free.
    let p = pos_o("4r2k/8/8/4X3/8/8/8/4K3 w - - 0 1", &[]);
    assert!(!p.is_check());
    assert_eq!(moves(&p), list("e1d1 e1d2 e1e2 e1f1 e1f2"));
}

#[test]
fn r10_r25_the_king_cannot_step_back_along_the_checking_line() {
    // Rook a4 checks d4; e4 stays on the line once the king has left d4.
    let p = pos_o("7k/8/8/8/r2K4/8/8/8 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("d4c3 d4c5 d4d3 d4d5 d4e3 d4e5"));
    // The same through the rook's own bastion on b4.
    let p = pos_o("7k/8/8/8/rx1K4/8/8/8 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("d4c3 d4c5 d4d3 d4d5 d4e3 d4e5"));
    // White's own bastion on b4 shields the whole rank for the king.
    let p = pos_o("7k/8/8/8/rX1K4/8/8/8 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("d4c3 d4c4 d4c5 d4d3 d4d5 d4e3 d4e4 d4e5"));
}

#[test]
fn r10_r25_a_pin_through_the_pinners_own_bastion_but_not_the_pinned_sides() {
    // Knight e3 pinned by rook e8 through Black's bastion e5.
    let p = pos_o("4r2k/8/8/4x3/8/4N3/8/4K3 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("e1d1 e1d2 e1e2 e1f1 e1f2"));
    assert_eq!(refused(&p, "e3c4"), "R25");
    // White's bastion on e5 breaks the pin.
    let p = pos_o("4r2k/8/8/4X3/8/4N3/8/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e3"), list("e3c2 e3c4 e3d1 e3d5 e3f1 e3f5 e3g2 e3g4"));
}

#[test]
fn r10_a_strike_keeps_the_king_off_squares_through_the_strikers_own_bastion() {
    // Rook h2 strikes g2 f2 (e2 Black's bastion) d2 c2 b2 a2.
    let p = pos_o("7k/8/8/8/8/8/4x2r/3K4 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("d1c1 d1e1"));
    // White's bastion on e2 stops the rook: c2 and d2 are safe.
    let p = pos_o("7k/8/8/8/8/8/4X2r/3K4 w - - 0 1", &[]);
    assert_eq!(moves(&p), list("d1c1 d1c2 d1d2 d1e1"));
}

#[test]
fn r10_a_king_may_take_a_piece_guarded_through_the_guards_own_bastion_only_if_unguarded() {
    // Knight d2 guarded by rook h2 through Black's bastion f2: Kxd2 is illegal.
    let p = pos_o("7k/8/8/8/8/8/3n1x1r/3K4 w - - 0 1", &[]);
    assert!(!from(&p, "d1").contains(&"d1d2".to_string()));
    // With White's bastion on f2 the knight is unguarded.
    let p = pos_o("7k/8/8/8/8/8/3n1X1r/3K4 w - - 0 1", &[]);
    assert!(from(&p, "d1").contains(&"d1d2".to_string()));
}

#[test]
fn r10_r25_pinned_sliders_and_bastions_on_the_pin_line() {
    // Rook e3 pinned by the rook e8 through Black's bastion e5: it slides on e2 and e4 only
    // (the quiet move stops before e5, and the capture cannot pass Black's bastion).
    let p = pos_o("4r2k/8/8/4x3/8/4R3/8/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e3"), list("e3e2 e3e4"));
    // With White's bastion on e5 there is no pin; the rook strikes e8 through its own bastion.
    let p = pos_o("4r2k/8/8/4X3/8/4R3/8/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e3"), list("e3a3 e3b3 e3c3 e3d3 e3e2 e3e4 e3e8 e3f3 e3g3 e3h3"));
    // White's bastion between king and knight: the rook's strike stops there — no pin.
    let p = pos_o("4r2k/8/8/8/8/4N3/4X3/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e3"), list("e3c2 e3c4 e3d1 e3d5 e3f1 e3f5 e3g2 e3g4"));
    // Black's bastion there lets the strike through: the knight is pinned.
    let p = pos_o("4r2k/8/8/8/8/4N3/4x3/4K3 w - - 0 1", &[]);
    assert!(from(&p, "e3").is_empty());
}

#[test]
fn r11_a_pawn_bypasses_its_own_bastion_diagonally() {
    let p = pos("4k3/8/8/8/8/3bX3/4P3/4K3 w - - 0 1");
    assert_eq!(from(&p, "e2"), list("e2d3 e2f3"));
    let (ev, _) = play(&p, "e2f3");
    assert!(ev.is_empty(), "{ev:?}");
    // The bypass keeps its file in SAN, apart from any push to the same square.
    let m = p.check_move(UciMove::parse("e2f3").unwrap()).unwrap();
    assert_eq!(p.san(&m), "ef3");
    let off = pos_o("4k3/8/8/8/8/3bX3/4P3/4K3 w - - 0 1", &["pawn_bypass=off"]);
    assert_eq!(from(&off, "e2"), list("e2d3"));
    let (rule, _) = why(&off, "e2f3");
    assert_eq!(rule, "R11");
}

#[test]
fn r11_a_bypass_onto_the_en_passant_square_is_a_second_move_beside_the_capture() {
    // White's e5 pawn has its own bastion ahead; Black has just played d7-d5. e5-d6 is both a
    // bypass (R11, nothing taken) and the en-passant capture (R23): two legal moves.
    let p = pos("4k3/8/4X3/3pP3/8/8/8/4K3 w - d6 0 2");
    let to_d6: Vec<_> = p.legal_moves().into_iter().filter(|m| m.to.to_string() == "d6").collect();
    assert_eq!(to_d6.len(), 2, "{to_d6:?}");
    let sans: Vec<String> = to_d6.iter().map(|m| p.san(m)).collect();
    assert!(sans.contains(&"ed6".to_string()) && sans.contains(&"exd6".to_string()), "{sans:?}");
    // Coordinates alone mean the capture; the SAN picks the bypass.
    let u = UciMove::parse("e5d6").unwrap();
    assert_eq!(p.check_move(u).unwrap().kind, victoria_rules::MoveKind::EnPassant);
    let bypass = p.find_move(u, Some("ed6")).unwrap();
    assert_eq!(bypass.kind, victoria_rules::MoveKind::Bypass);
    // Playing the bypass leaves Black's pawn on d5; the capture removes it.
    let mut a = p.clone();
    a.play(&bypass).unwrap();
    assert!(a.piece("d5".parse().unwrap()).is_some());
    let (ev, fen) = play(&p, "e5d6");
    assert_eq!(ev, ["capture", "en_passant", "hero:d6"]);
    assert!(fen.starts_with("4k3/8/3PX3/8/"), "{fen}");
}

#[test]
fn r11_a_push_never_passes_a_bastion_or_monument() {
    let enemy = pos("4k3/8/8/8/8/4x3/4P3/4K3 w - - 0 1");
    assert!(from(&enemy, "e2").is_empty());
    let wall = pos("4k3/8/8/8/4*3/8/4P3/4K3 w - - 0 1");
    assert_eq!(from(&wall, "e2"), list("e2e3"));
    assert_eq!(why(&wall, "e2e4").0, "R16");
    let far = pos("4k3/8/8/8/4X3/8/4P3/4K3 w - - 0 1");
    assert_eq!(from(&far, "e2"), list("e2e3"));
}

#[test]
fn r11_bypass_when_the_own_bastion_stands_ahead() {
    // e2 (fresh) with White's bastion e3: bypass to f3, capture on d3; no push, no double step.
    let p = pos_o("4k3/8/8/8/8/3bX3/4P3/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e2"), list("e2d3 e2f3"));
    let (ev, fen) = events(&p, "e2f3");
    assert!(ev.is_empty(), "{ev:?}");
    assert_eq!(fen, "4k3/8/8/8/8/3bXP2/8/4K3 b - - 0 1");
    // An own piece on f3 leaves only the capture.
    let p = pos_o("4k3/8/8/8/8/3bXN2/4P3/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e2"), list("e2d3"));
    // pawn_bypass=off: only the capture.
    let p = pos_o("4k3/8/8/8/8/3bX3/4P3/4K3 w - - 0 1", &["pawn_bypass=off"]);
    assert_eq!(from(&p, "e2"), list("e2d3"));
    assert_eq!(refused(&p, "e2f3"), "R11");
}

#[test]
fn r11_no_bypass_around_an_enemy_bastion_or_a_monument_and_no_push_through() {
    for fen in ["4k3/8/8/8/8/4x3/4P3/4K3 w - - 0 1", "4k3/8/8/8/8/4*3/4P3/4K3 w - - 0 1"] {
        assert!(from(&pos_o(fen, &[]), "e2").is_empty(), "{fen}");
    }
    // An own bastion two squares ahead: the single push only (no bypass, no double step).
    let p = pos_o("4k3/8/8/8/4X3/8/4P3/4K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "e2"), list("e2e3"));
    // The same for Black: d7 with Black's bastion on d6 bypasses to c6 and e6.
    let p = pos_o("4k3/3p4/3x4/8/8/8/8/4K3 b - - 0 1", &[]);
    assert_eq!(from(&p, "d7"), list("d7c6 d7e6"));
}

#[test]
fn r11_e1_a_hero_bypasses_into_promotion_a_warrior_there_is_a_sentinel() {
    // g7 with White's bastion on g8 (a composed position): a hero bypasses to f8 or h8 and
    // must promote (R22).
    let hero = pos_o("6X1/6P1/k7/8/8/8/8/K7 w - - 0 1 hero:g7", &[]);
    assert_eq!(from(&hero, "g7"), list("g7f8b g7f8n g7f8q g7f8r g7h8b g7h8n g7h8q g7h8r"));
    let (ev, fen) = events(&hero, "g7h8q");
    assert_eq!(ev, ["promotion:q"]);
    assert_eq!(fen, "6XQ/8/k7/8/8/8/8/K7 b - - 0 1");
    // A warrior on the rank before last never moves (E1).
    let warrior = pos_o("6X1/6P1/k7/8/8/8/8/K7 w - - 0 1", &[]);
    assert!(from(&warrior, "g7").is_empty());
    assert_eq!(refused(&warrior, "g7h8q"), "R21");
    // pawn_status=off: every pawn promotes, the bypass included.
    let off = pos_o("6X1/6P1/k7/8/8/8/8/K7 w - - 0 1", &["pawn_status=off"]);
    assert_eq!(from(&off, "g7"), list("g7f8b g7f8n g7f8q g7f8r g7h8b g7h8n g7h8q g7h8r"));
}

#[test]
fn r11_e1_a_warrior_bypassing_onto_the_rank_before_last_petrifies_or_stands() {
    let fen = "k7/6X1/6P1/8/8/8/8/K7 w - - 0 1";
    let p = pos_o(fen, &[]);
    assert_eq!(from(&p, "g6"), list("g6f7 g6h7"));
    assert_eq!(events(&p, "g6f7"), (vec!["petrified:f7".to_string()], "k7/5*X1/8/8/8/8/8/K7 b - - 0 1".to_string()));
    let s = pos_o(fen, &["warrior_final_rank=sentinel"]);
    assert_eq!(events(&s, "g6f7"), (vec![], "k7/5PX1/8/8/8/8/8/K7 b - - 0 1".to_string()));
}

#[test]
fn r11_r23_a_bypass_and_an_en_passant_capture_onto_one_square_are_two_moves() {
    // e5 with White's bastion on e6; Black's d-pawn just double-stepped (ep d6).
    let p = pos_o("4k3/8/4X3/3pP3/8/8/8/4K3 w - d6 0 1", &[]);
    assert_eq!(from(&p, "e5"), list("e5d6 e5d6 e5f6"));
    assert_eq!(victoria_rules::perft::perft(&p, 1), 8);
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
    let p = pos_o("4k3/8/8/8/8/4X3/4P3/4K3 w - - 0 1", &[]);
    let (_, fen) = events(&p, "e2d3");
    assert_eq!(fen, "4k3/8/8/8/8/3PX3/8/4K3 b - - 0 1");
    let q = Position::from_vfen(&fen.replace(" b ", " w "), rules(&[])).unwrap();
    assert_eq!(from(&q, "d3"), list("d3d4"));
}

#[test]
fn e7_classical_keeps_wall_lines_but_has_no_statuses_or_bypass() {
    let fen = "4k3/8/8/8/X7/8/4P3/R3K3 w - - 0 1";
    let p = Position::from_vfen(fen, Rules::classical()).unwrap();
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1b1 a1c1 a1d1"));
    let q = Position::from_vfen("4k3/8/8/8/8/4X3/4P3/4K3 w - - 0 1", Rules::classical()).unwrap();
    assert!(from(&q, "e2").is_empty(), "no bypass in classical");
}

#[test]
fn e7_classical_has_no_bypass_no_statuses_no_reserves_but_keeps_wall_lines() {
    let c = |fen: &str| Position::from_vfen(fen, Rules::classical()).unwrap();
    // No bypass around an own bastion.
    assert!(from(&c("4k3/8/8/8/8/4X3/4P3/4K3 w - - 0 1"), "e2").is_empty());
    // Every pawn promotes by a push; nothing petrifies on the rank before last.
    assert_eq!(from(&c("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b7"), list("b7b8b b7b8n b7b8q b7b8r"));
    assert_eq!(events(&c("4k3/8/1P6/8/8/8/8/4K3 w - - 0 1"), "b6b7").1, "4k3/1P6/8/8/8/8/8/4K3 b - - 0 1");
    // Strikes pass the striker's own bastion, quiet moves do not (R10 kept).
    assert_eq!(from(&c("7k/n7/8/8/X7/8/8/R6K w - - 0 1"), "a1"), list("a1a2 a1a3 a1a7 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1"));
    // A capture makes no hero.
    assert_eq!(events(&c("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), "e4d5").0, ["capture"]);
}
