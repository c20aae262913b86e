//! Every ruling R9–R27 and E1–E10 of RULINGS.md and every option value that bears on play,
//! each on a small VFEN position with the exact legal moves, events or verdict asserted.

use crate::support::lang_check;

use victoria_arbiter::rules::{Game, Options, Outcome, PointsGround, Position, Rules, Square, UciMove};

fn rules(opts: &[&str]) -> Rules {
    let mut o = Options::default();
    for kv in opts {
        o.set_pair(kv).unwrap();
    }
    Rules::victoria(o)
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
    lang_check::same_ruling(e.rule, &e.reason, &e.reason_ru);
    (e.rule.to_string(), e.reason)
}

// ---- R9 bastions never move, are never captured, nobody stands on them ----

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

// ---- R10 lines: quiet moves stop at every bastion, strikes pass their own ----

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

// ---- R11 pawn bypass ----

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
    assert_eq!(p.check_move(u).unwrap().kind, victoria_arbiter::rules::MoveKind::EnPassant);
    let bypass = p.find_move(u, Some("ed6")).unwrap();
    assert_eq!(bypass.kind, victoria_arbiter::rules::MoveKind::Bypass);
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

// ---- R12–R15 reserves and petrification ----

#[test]
fn r12_r13_every_reserve_move_spends_one_point_knights_none() {
    let p = pos("4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1 reserve:a1=5");
    let (_, fen) = play(&p, "a1a7");
    assert!(fen.ends_with("reserve:a7=4"), "{fen}");
    let (_, fen) = play(&p, "g1f3");
    assert!(fen.ends_with("reserve:a1=5"), "{fen}");
}

#[test]
fn r12_kings_knights_and_pawns_carry_no_reserve() {
    let p = pos("4k3/8/8/8/8/8/3P4/Q3K1N1 w - - 0 1 reserve:a1=4");
    assert_eq!(p.reserve("a1".parse().unwrap()), Some(4));
    for sq in ["e1", "g1", "d2"] {
        assert_eq!(p.reserve(sq.parse().unwrap()), None, "{sq}");
    }
    for mv in ["e1f2", "g1f3", "d2d4"] {
        let (ev, fen) = play(&p, mv);
        assert!(ev.is_empty() && fen.ends_with("reserve:a1=4"), "{mv}: {fen}");
    }
    // A VFEN with a reserve on a knight is refused, naming the square.
    let e = Position::from_vfen("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1 reserve:g1=3", rules(&[])).unwrap_err();
    assert_eq!(e.to_string(), "reserve: g1 holds no queen, rook or bishop; only they carry a reserve (R12)");
}

#[test]
fn r13_a_capture_costs_one_point_too() {
    let p = pos("4k3/8/8/8/8/8/8/R5nK w - - 0 1 reserve:a1=3");
    let (ev, fen) = play(&p, "a1g1");
    assert_eq!(ev, ["capture"]);
    assert!(fen.ends_with("reserve:g1=2"), "{fen}");
}

#[test]
fn r14_reserve_off_means_no_spending_and_no_petrification() {
    let p = pos_o("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 reserve:a1=1", &["reserve=off"]);
    assert!(!p.reserves_in_play());
    let (ev, fen) = play(&p, "a1a5");
    assert!(ev.is_empty());
    assert_eq!(fen, "4k3/8/8/R7/8/8/8/4K3 b - - 1 1");
}

#[test]
fn r14_without_a_reserve_token_nothing_is_counted() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert!(!p.reserves_in_play());
    let mut g = Game::new(p);
    for mv in ["a1a5", "e8d8", "a5a1", "d8e8", "a1a6", "e8d8", "a6a2"] {
        let m = g.check_move(UciMove::parse(mv).unwrap()).unwrap();
        assert!(g.play(&m).unwrap().is_empty(), "{mv}");
    }
    assert!(g.position().piece("a2".parse().unwrap()).is_some(), "the rook never petrifies");
}

#[test]
fn r15_a_piece_at_zero_petrifies_where_its_last_move_ends() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 7 1 reserve:a1=1");
    let (ev, fen) = play(&p, "a1a5");
    assert_eq!(ev, ["petrified:a5"]);
    assert_eq!(fen, "4k3/8/8/*7/8/8/8/4K3 b - - 0 1 reserve:-");
}

#[test]
fn r15_petrification_comes_after_the_capture() {
    let p = pos("4k3/8/8/n7/8/8/8/R3K3 w - - 0 1 reserve:a1=1");
    let (ev, fen) = play(&p, "a1a5");
    assert_eq!(ev, ["capture", "petrified:a5"]);
    assert!(fen.starts_with("4k3/8/8/*7/"), "{fen}");
}

// ---- R16 monuments ----

#[test]
fn r16_a_monument_stops_every_line_for_both_sides() {
    let p = pos("r3k3/8/8/*7/8/8/8/R3K3 w - - 0 1");
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1a4 a1b1 a1c1 a1d1"));
    let (rule, reason) = why(&p, "a1a8");
    assert_eq!(rule, "R16");
    assert!(reason.contains("monument on a5"), "{reason}");
    // Black's rook is shut in the same way.
    let b = pos("r3k3/8/8/*7/8/8/8/R3K3 b - - 0 1");
    assert_eq!(from(&b, "a8"), list("a8a6 a8a7 a8b8 a8c8 a8d8"));
}

#[test]
fn r16_a_monument_never_moves_is_never_captured_and_counts_nothing() {
    let p = pos("4k3/8/8/8/8/8/1*6/R3K3 w - - 0 1");
    assert_eq!(why(&p, "b2b3").0, "R16");
    let n = pos("4k3/8/8/8/8/2N5/*7/4K3 w - - 0 1");
    assert_eq!(why(&n, "c3a2").0, "R16");
    assert_eq!(p.points(), [5, 0]);
}

#[test]
fn r16_game_names_the_piece_a_monument_was() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 reserve:a1=1");
    let mut g = Game::new(p);
    let m = g.check_move(UciMove::parse("a1a5").unwrap()).unwrap();
    g.play(&m).unwrap();
    let m = g.check_move(UciMove::parse("e8d8").unwrap()).unwrap();
    g.play(&m).unwrap();
    let e = g.check_move(UciMove::parse("a5a6").unwrap()).unwrap_err();
    assert_eq!(e.reason, "the rook on a5 became a monument on move 1 (R16)");
}

// ---- R17 the petrifying piece gives no check ----

#[test]
fn r17_a_petrifying_piece_gives_no_check() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 reserve:a1=1");
    let (ev, fen) = play(&p, "a1a8");
    assert_eq!(ev, ["petrified:a8"]);
    let after = Position::from_vfen(&fen, rules(&[])).unwrap();
    assert!(!after.is_check());
}

#[test]
fn r17_a_check_it_uncovers_is_a_check_and_a_last_point_may_still_block() {
    // The bishop on e4 spends its last point; the rook on e1 now sees e8.
    let p = pos("4k3/8/8/8/4B3/8/8/K3R3 w - - 0 1 reserve:e4=1");
    let (ev, _) = play(&p, "e4d5");
    assert_eq!(ev, ["petrified:d5", "check"]);
    // White in check from e8: a bishop on its last point blocks on e2 and becomes a wall.
    let q = pos("4r2k/8/8/8/2B5/8/8/4K3 w - - 0 1 reserve:c4=1");
    assert!(q.legal_moves().iter().any(|m| m.to_string() == "c4e2"));
    let (ev, _) = play(&q, "c4e2");
    assert_eq!(ev, ["petrified:e2"]);
}

// ---- R18 castling costs the rook ----

#[test]
fn r18_castling_spends_a_rook_point() {
    let p = pos("4k3/8/8/8/8/8/8/4K2R w h1 - 3 1 reserve:h1=3");
    let (ev, fen) = play(&p, "e1g1");
    assert_eq!(ev, ["castle"]);
    assert_eq!(fen, "4k3/8/8/8/8/8/8/5RK1 b - - 4 1 reserve:f1=2");
}

#[test]
fn r18_option_off_keeps_the_rooks_reserve() {
    let p = pos_o("4k3/8/8/8/8/8/8/4K2R w h1 - 0 1 reserve:h1=3", &["castling_costs_rook=off"]);
    let (_, fen) = play(&p, "e1g1");
    assert!(fen.ends_with("reserve:f1=3"), "{fen}");
}

#[test]
fn e6_a_castling_whose_rook_petrifies_resets_the_ply_count() {
    let p = pos("4k3/8/8/8/8/8/8/4K2R w h1 - 30 1 reserve:h1=1");
    let (ev, fen) = play(&p, "e1g1");
    assert_eq!(ev, ["castle", "petrified:f1"]);
    assert_eq!(fen, "4k3/8/8/8/8/8/8/5*K1 b - - 0 1 reserve:-");
}

// ---- R19 newborn reserve, E3 ----

#[test]
fn r19_a_promoted_queen_gets_the_newborn_reserve() {
    let p = pos("1n6/P6k/8/8/8/8/8/4K3 w - - 0 1 reserve:- hero:a7 newborn:Q=7");
    let (ev, fen) = play(&p, "a7b8q");
    assert_eq!(ev, ["capture", "promotion:q"]);
    assert!(fen.contains("reserve:b8=7"), "{fen}");
}

#[test]
fn r19_default_ten_and_knights_get_none() {
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1 reserve:- hero:a7");
    let (_, fen) = play(&p, "a7a8r");
    assert!(fen.contains("reserve:a8=10"), "{fen}");
    let (ev, fen) = play(&p, "a7a8n");
    assert_eq!(ev, ["promotion:n"]);
    assert!(fen.contains("reserve:-"), "{fen}");
}

// ---- R20 warriors and heroes, E2 ----

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
fn e2_en_passant_makes_a_hero_and_the_taken_pawn_loses_its_status() {
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 hero:d5");
    let (ev, fen) = play(&p, "e5d6");
    assert_eq!(ev, ["capture", "en_passant", "hero:d6"]);
    assert_eq!(fen, "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1 hero:d6");
}

// ---- R21 warriors and the last ranks ----

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

// ---- R22 promotion ----

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

// ---- R23 double step ----

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

// ---- R24 castling, E4, E5 ----

#[test]
fn r24_castling_on_any_rank() {
    let p = pos("k11/12/12/12/12/12/12/12/12/R3K7/12/12 w a3 - 0 1");
    assert!(from(&p, "e3").contains(&"e3c3".to_string()));
    let (ev, fen) = play(&p, "e3c3");
    assert_eq!(ev, ["castle"]);
    assert!(fen.contains("/2KR8/"), "{fen}");
}

#[test]
fn r24_needs_two_squares_between_and_nothing_between() {
    let near = pos("4k3/8/8/8/8/8/8/4K1R1 w g1 - 0 1");
    assert!(!from(&near, "e1").contains(&"e1g1".to_string()));
    let (rule, reason) = why(&near, "e1g1");
    assert_eq!(rule, "R24");
    assert!(reason.contains("a king moves one square") || reason.contains("two squares"), "{reason}");
    let walled = pos("4k3/8/8/8/8/8/8/4KX1R w h1 - 0 1");
    let (rule, reason) = why(&walled, "e1g1");
    assert_eq!(rule, "R24");
    assert!(reason.contains("bastion on f1"), "{reason}");
}

#[test]
fn r24_option_off_and_attacked_squares() {
    let off = pos_o("4k3/8/8/8/8/8/8/4K2R w h1 - 0 1", &["castling=off"]);
    assert_eq!(why(&off, "e1g1").0, "R24");
    let crossed = pos("4kr2/8/8/8/8/8/8/4K2R w h1 - 0 1");
    let (rule, reason) = why(&crossed, "e1g1");
    assert_eq!(rule, "R24");
    assert!(reason.contains("cross f1"), "{reason}");
}

#[test]
fn e4_the_landing_square_is_judged_after_the_move() {
    // Ke1, Rh1 against a Black rook on k1: after castling the rook sees g1 through h1.
    let p = pos("5k6/12/12/12/12/12/12/12/12/12/12/4K2R2r1 w h1 - 0 1");
    assert!(!from(&p, "e1").contains(&"e1g1".to_string()));
    let (rule, reason) = why(&p, "e1g1");
    assert_eq!(rule, "R24");
    assert!(reason.contains("rook on k1"), "{reason}");
}

#[test]
fn e5_a_king_move_ends_all_rights_a_rook_move_its_own() {
    let p = pos("k11/12/12/12/12/12/12/12/12/12/12/R3K6R w a1,l1 - 0 1");
    assert_eq!(play(&p, "e1e2").1.split(' ').nth(2).unwrap(), "-");
    assert_eq!(play(&p, "a1a2").1.split(' ').nth(2).unwrap(), "l1");
    let moved = pos("k11/12/12/12/12/12/12/12/12/12/12/R3K6R w l1 - 0 1");
    assert_eq!(why(&moved, "e1c1").0, "E5");
}

// ---- R25 check and pins with R10 lines ----

#[test]
fn r25_a_pin_through_the_pinners_own_bastion() {
    let p = pos("4r2k/8/4x3/8/4B3/8/8/4K3 w - - 0 1");
    assert!(from(&p, "e4").is_empty());
    let (rule, reason) = why(&p, "e4d5");
    assert_eq!(rule, "R25");
    assert!(reason.contains("pinned") && reason.contains("rook on e8"), "{reason}");
    // Behind White's own bastion the bishop is sheltered and free.
    let q = pos("4r2k/8/4X3/8/4B3/8/8/4K3 w - - 0 1");
    assert_eq!(from(&q, "e4").len(), 13);
}

#[test]
fn r25_the_king_may_not_step_into_a_strike() {
    let p = pos("5r1k/8/8/8/8/8/8/4K3 w - - 0 1");
    let (rule, reason) = why(&p, "e1f1");
    assert_eq!(rule, "R25");
    assert_eq!(reason, "the king cannot go to f1: it would be in check from the rook on f8 (R25)");
    assert_eq!(from(&p, "e1"), list("e1d1 e1d2 e1e2"));
}

// ---- R26, R27, R32 endings ----

fn outcome(fen: &str, opts: &[&str]) -> Outcome {
    Game::new(pos_o(fen, opts)).outcome()
}

#[test]
fn r26_checkmate_wins() {
    assert_eq!(
        outcome("R3k3/8/4K3/8/8/8/8/8 b - - 0 1", &[]),
        Outcome::Checkmate { winner: victoria_arbiter::rules::Color::White }
    );
    // Walls let a lone knight mate: Black's king is boxed in by its own bastions.
    assert_eq!(
        outcome("kx6/xx6/1N6/8/8/8/8/4K3 b - - 0 1", &[]),
        Outcome::Checkmate { winner: victoria_arbiter::rules::Color::White }
    );
}

#[test]
fn r26_a_mate_through_the_matings_own_bastion_and_none_behind_the_enemys() {
    // The rook's strike passes White's bastion on e4 up to e8; the king has no square left.
    let p = pos("3xkx2/3p1p2/8/8/4X3/8/8/4R1K1 b - - 0 1");
    assert_eq!(Game::new(p).outcome(), Outcome::Checkmate { winner: victoria_arbiter::rules::Color::White });
    // Behind Black's own bastion the king is not even in check.
    let q = pos("3xkx2/3p1p2/8/8/4x3/8/8/4R1K1 b - - 0 1");
    assert!(!q.is_check());
    assert_eq!(Game::new(q).outcome(), Outcome::Ongoing);
}

#[test]
fn r27_nothing_to_move_goes_to_the_count() {
    let o = outcome("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", &[]);
    assert_eq!(o, Outcome::Points { ground: PointsGround::NothingToMove, white: 9, black: 0 });
    assert_eq!(o.winner(), Some(victoria_arbiter::rules::Color::White));
    // Classical chess calls it stalemate.
    let c = Game::new(Position::from_vfen("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", Rules::classical()).unwrap()).outcome();
    assert_eq!(c.key(), "draw");
}

#[test]
fn r27_no_striking_force_with_reserves_in_play() {
    let o = outcome("4k3/p7/8/8/8/8/PP6/4K3 w - - 0 1 reserve:-", &[]);
    assert_eq!(o, Outcome::Points { ground: PointsGround::NoStrikingForce, white: 2, black: 1 });
    // Without reserves in play kings and pawns play on.
    assert_eq!(outcome("4k3/p7/8/8/8/8/PP6/4K3 w - - 0 1", &[]), Outcome::Ongoing);
}

#[test]
fn r27_bare_kings_are_dead_and_equal_totals_are_an_objective_draw() {
    let o = outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &[]);
    assert_eq!(o, Outcome::Points { ground: PointsGround::DeadPosition, white: 0, black: 0 });
    assert_eq!(o.winner(), None);
    assert!(o.describe().contains("objective draw"));
}

#[test]
fn r32_threefold_repetition_draws_or_counts() {
    for (opt, key) in [("repetition=draw", "draw"), ("repetition=points", "points")] {
        // A bastion keeps the lone knight alive (R27: a wall may let it mate).
        let mut g = Game::new(pos_o("4k3/8/8/x7/8/8/8/4K1N1 w - - 0 1", &[opt]));
        for mv in ["g1f3", "e8d8", "f3g1", "d8e8", "g1f3", "e8d8", "f3g1", "d8e8"] {
            assert_eq!(g.outcome(), Outcome::Ongoing, "{mv}");
            let m = g.check_move(UciMove::parse(mv).unwrap()).unwrap();
            g.play(&m).unwrap();
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.outcome().key(), key);
    }
}

#[test]
fn r27_a_hundred_plies_draws_or_counts() {
    assert_eq!(outcome("4k3/8/8/x7/8/8/8/4K1N1 w - - 100 80", &[]).key(), "draw");
    assert_eq!(outcome("4k3/8/8/x7/8/8/8/4K1N1 w - - 99 80", &[]).key(), "ongoing");
    let o = outcome("4k3/8/8/x7/8/8/8/4K1N1 w - - 100 80", &["repetition=points"]);
    assert_eq!(o, Outcome::Points { ground: PointsGround::HundredPlies, white: 3, black: 0 });
}

// ---- E7, E8, E9 ----

#[test]
fn e7_classical_keeps_wall_lines_but_has_no_statuses_or_bypass() {
    let fen = "4k3/8/8/8/X7/8/4P3/R3K3 w - - 0 1";
    let p = Position::from_vfen(fen, Rules::classical()).unwrap();
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1b1 a1c1 a1d1"));
    let q = Position::from_vfen("4k3/8/8/8/8/4X3/4P3/4K3 w - - 0 1", Rules::classical()).unwrap();
    assert!(from(&q, "e2").is_empty(), "no bypass in classical");
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
fn e9_events_come_in_order_checkmate_reports_check_too() {
    let p = pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1 hero:f7,g7,h7");
    let (ev, _) = play(&p, "a1a8");
    assert_eq!(ev, ["check", "checkmate"]);
    let q = pos("1r4k1/P4ppp/8/8/8/8/8/4K3 w - - 0 1 reserve:b8=3 hero:a7,f7,g7,h7");
    let (ev, _) = play(&q, "a7b8q");
    assert_eq!(ev, ["capture", "promotion:q", "check", "checkmate"]);
    // A rook capturing on its last point petrifies; the check it uncovers is reported after.
    // A bishop capturing on its last point petrifies; the check it uncovers is reported after.
    let r = pos("4k3/8/8/2n5/8/4B3/8/K3Q3 w - - 0 1 reserve:e3=1");
    assert_eq!(play(&r, "e3c5").0, ["capture", "petrified:c5", "check"]);
}

#[test]
fn e10_start_position_is_judged_after_the_bastions() {
    // Black's king is in check at the start: Black moves first.
    let p = pos("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1").with_start_turn();
    assert_eq!(p.turn(), victoria_arbiter::rules::Color::Black);
    let both = pos("4k2R/8/8/8/8/8/8/4r1K1 b - - 0 1").with_start_turn();
    assert_eq!(both.turn(), victoria_arbiter::rules::Color::White);
    let none = pos("4k3/8/8/8/8/8/8/6K1 b - - 0 1").with_start_turn();
    assert_eq!(none.turn(), victoria_arbiter::rules::Color::White);
}

#[test]
fn e10_kings_side_by_side_at_the_start_check_each_other() {
    // Found by the property test on a random sealed setup: the enemy king checks ours, so only
    // king moves out of its reach are legal — the rook may not "block" or take the king.
    let p = pos("8/8/8/3k4/3K4/8/8/R7 w - - 0 1");
    assert!(p.is_check());
    let mut all: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    all.sort();
    assert_eq!(all, list("d4c3 d4d3 d4e3"));
    assert_eq!(p.legal_moves(), p.legal_moves_by_copy());
}

#[test]
fn e10_a_king_beside_the_enemy_king_must_step_away() {
    let p = pos("8/8/8/3k4/3K4/8/8/R7 w - - 0 1");
    let (rule, reason) = why(&p, "a1a2");
    assert!(reason.contains("king on d5"), "{rule}: {reason}");
    let (_, reason) = why(&p, "d4c4");
    assert!(reason.contains("d5"), "{reason}");
}

#[test]
fn r25_a_check_across_a_sixteen_wide_board_is_answered_by_the_king_alone() {
    // Found by the audit: the line test between king and checker overflowed on 16 files.
    let p = pos("15k/16/16/16/16/16/16/16/1N14/16/16/16/16/16/16/K14r w - - 0 1");
    let mut all: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    all.sort();
    assert_eq!(all, list("a1a2 a1b2"));
    assert_eq!(p.legal_moves(), p.legal_moves_by_copy());
}

// ---- the Russian sentences (issue 4): checked in `why` for every ruling above ----

#[test]
fn the_russian_check_catches_english_words_missing_squares_and_a_wrong_ruling() {
    let en = "rook d4 cannot reach d9: Black's bastion on d7 stops the line (R10)";
    lang_check::same_ruling("R10", en, "ладья d4 не может дойти до d9: бастион чёрных на d7 перекрывает линию (R10)");
    for bad in [
        "rook d4 cannot reach d9: бастион чёрных на d7 (R10)",
        "ладья d4 не может дойти до d9: бастион чёрных перекрывает линию (R10)",
        "ладья d4 не может дойти до d9: бастион чёрных на d7 перекрывает линию (R16)",
        "",
    ] {
        let caught = std::panic::catch_unwind(|| lang_check::same_ruling("R10", en, bad));
        assert!(caught.is_err(), "accepted: {bad}");
    }
}

#[test]
fn russian_rulings_read_as_russian_chess() {
    let p = pos("4k3/8/8/8/x7/8/8/R3K3 w - - 0 1");
    let e = p.check_move(UciMove::parse("a1a4").unwrap()).unwrap_err();
    assert_eq!(
        e.reason_ru,
        "ладья на a1 не может пойти на a4: там бастион чёрных, а на бастион не встаёт ни одна фигура (R9)"
    );
    assert_eq!(e.text(victoria_arbiter::rules::Lang::En), e.reason);
}
