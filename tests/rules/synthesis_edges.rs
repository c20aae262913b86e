//! The edge rulings SE1–SE10 of SYNTHESIS.md and the event order of S32, each on a small
//! position reasoned by hand.

use crate::support::synthesis as synthesis_util;
use synthesis_util::*;
use victoria_arbiter::rules::Color;
use victoria_arbiter::rules::synthesis::{QueenState, Regime};

#[test]
fn se1_a_king_capture_stays_legal_under_the_pawn_mandate() {
    // White (A) must capture with the pawn, or take the king with the rook a8.
    let p = pos("R3k3/8/8/3p4/4P3/8/8/3QK3 w - - 0 1");
    assert_eq!(moves(&p), strs(&["a8e8", "e4d5"]));
    assert_eq!(refusal(&p, "a8a7").rule, "S8");
}

#[test]
fn se2_a_pinned_pawn_capture_does_not_bind() {
    // The pawn f2 is pinned by the bishop h4: f2xe3 would expose Ke1, so nothing is mandatory.
    let fen = "4k3/8/8/8/7b/4n3/5P2/3QK3 w - - 0 1";
    let p = pos(fen);
    assert!(p.mandatory_captures().is_empty());
    let m = moves(&p);
    assert!(!m.contains(&"f2e3".to_string()));
    assert!(m.contains(&"e1d2".to_string()) && m.contains(&"d1e2".to_string()));
    assert_eq!(refusal(&p, "f2e3").rule, "S21");
    // Under `allowed` the capture is legal, so it binds: it is the only move.
    assert_eq!(moves(&pos_with(fen, &["self_check=allowed"])), strs(&["f2e3"]));
}

#[test]
fn se3_a_regime_change_takes_effect_from_the_next_move() {
    let mut p = pos("7k/8/8/8/8/8/8/3QK2B w - - 0 1");
    // In regime A the queen leaves home along a line, as a classical queen.
    assert!(moves(&p).contains(&"d1d5".to_string()));
    assert_eq!(play(&mut p, &["d1d5"]), ev(&["regime:w=B"]));
    play(&mut p, &["h8h7"]);
    // Now in B: the queen leaps at night and captures along lines (nothing to capture here).
    assert_eq!(moves_from(&p, "d5"), strs(&["d5b4", "d5b6", "d5c3", "d5c7", "d5e3", "d5e7", "d5f4", "d5f6"]));
    play(&mut p, &["d5c3", "h7g8"]);
    // Home again by a knight's leap onto the empty d1: regime A from White's next move.
    assert_eq!(play(&mut p, &["c3d1"]), ev(&["regime:w=A"]));
    assert_eq!(p.queen_state(Color::White), QueenState::On(sq("d1")));
    // A capture of the opponent's queen changes the opponent's regime, with 32 escapes.
    let mut p = pos("4k2r/8/8/8/8/8/3q4/3RK3 w - - 0 1");
    assert_eq!(p.regime(Color::Black), Regime::B);
    assert_eq!(play(&mut p, &["d1d2"]), ev(&["capture", "regime:b=C"]));
    assert_eq!(p.escapes(Color::Black), Some(32));
}

#[test]
fn se4_a_queen_captured_at_home_leaves_its_colour_in_a_for_good() {
    let mut p = pos("3qk3/8/8/8/8/8/8/3RK3 w - - 0 1");
    assert_eq!(play(&mut p, &["d1d8"]), ev(&["capture", "check"]));
    assert_eq!(p.queen_state(Color::Black), QueenState::CapturedHome);
    assert_eq!(p.regime(Color::Black), Regime::A);
    assert_eq!(p.to_fen(), "3Rk3/8/8/8/8/8/8/4K3 b - - 0 1");
    // No rook or bishop left, still A (S18 never applies), and pawn captures stay mandatory.
    let p = pos("4k3/8/8/8/3p4/4P3/8/4K3 b - - 0 1 queen:xhome,xhome");
    assert_eq!(p.regime(Color::Black), Regime::A);
    assert_eq!(moves(&p), strs(&["d4e3"]));
}

#[test]
fn se5_every_regime_c_king_move_uses_an_escape_and_nothing_else_does() {
    // The king's capture of the checking rook uses one.
    let mut p = pos("4k3/8/8/8/8/8/4r3/4K2R w - - 0 1 queen:xaway,xhome");
    assert_eq!(play(&mut p, &["e1e2"]), ev(&["capture", "escapes:w=31"]));
    // Capturing the checker with another piece uses none.
    let mut p = pos("4k3/8/8/4r2R/8/8/8/4K3 w - - 0 1 queen:xaway,xhome escapes:w=7");
    assert_eq!(play(&mut p, &["h5e5"]), ev(&["capture", "check"]));
    assert_eq!(p.escapes(Color::White), Some(7));
    // Passing to D drops the count.
    let mut p = pos("4k3/8/8/8/8/8/6b1/4K2R b - - 0 1 queen:xaway,xhome escapes:w=5");
    assert_eq!(play(&mut p, &["g2h1"]), ev(&["capture", "regime:w=D"]));
    assert_eq!(p.escapes(Color::White), None);
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/8/4K2b w - - 0 2 queen:xaway,xhome classical:w");
}

#[test]
fn se6_capturing_the_king_is_allowed_even_onto_an_attacked_square() {
    // Kings side by side; White is in C. The king takes the king on e2 although Re8 guards it;
    // the rook h1 may check in response (it attacks e2 from g2). Black then takes back.
    let mut p = pos("4r3/8/8/8/8/8/4k3/4K2R w - - 0 1 queen:xaway,xhome");
    assert_eq!(moves(&p), strs(&["e1e2", "h1g2"]));
    assert_eq!(play(&mut p, &["e1e2"]), ev(&["capture", "king_captured", "escapes:w=31", "reply"]));
    assert_eq!(moves(&p), strs(&["e8e2"]));
    assert_eq!(play(&mut p, &["e8e2"]), ev(&["capture", "king_captured", "win:b"]));
}

#[test]
fn se7_the_attack_is_judged_for_the_moved_piece_only() {
    // Both kings in check. Nd2 moving uncovers the bishop c1's attack on f4, which does not
    // count; only the capture of the checking rook qualifies among the knight's moves.
    let p = pos("R3k3/8/8/8/4rp2/8/3N4/2B1K3 w - - 0 1");
    assert!(p.both_in_check());
    assert_eq!(moves_from(&p, "d2"), strs(&["d2e4"]));
    assert_eq!(refusal(&p, "d2f3").rule, "S23");
    // A pawn (or any piece) that attacks the enemy king qualifies: the rook stays on rank 8.
    assert!(moves(&p).contains(&"a8d8".to_string()));
}

#[test]
fn se8_regime_d_is_final() {
    // The queen goes back to d1 and a pawn promotes to a rook: White stays in D.
    let mut p = pos("4k3/P7/8/8/8/8/8/Q3K3 w - - 0 1");
    assert_eq!(p.regime(Color::White), Regime::D);
    assert_eq!(play(&mut p, &["a1d1"]), ev(&[]));
    play(&mut p, &["e8f7", "a7a8r"]);
    assert_eq!(p.regime(Color::White), Regime::D);
    assert_eq!(p.to_fen(), "R7/5k2/8/8/8/8/8/3QK3 b - - 0 2 classical:w");
    // A capture by White can put Black into D: Rc1 takes the checking bishop, Black's last.
    let mut p = pos("4k3/8/8/q7/8/2b5/8/2R1K3 w - - 0 1");
    assert_eq!(p.regime(Color::Black), Regime::B);
    assert_eq!(play(&mut p, &["c1c3"]), ev(&["capture", "regime:b=D"]));
}

#[test]
fn se9_promoted_queens_never_decide_a_regime_and_leap_in_b_or_c() {
    // White is in C (original queen captured away); the promoted queen b8 captures along lines
    // and leaps at night.
    let p = pos("1Q2k3/8/8/8/8/8/8/4K2R w - - 0 1 queen:xaway,xhome");
    assert_eq!(moves_from(&p, "b8"), strs(&["b8a6", "b8c6", "b8d7", "b8e8"]));
    // Promoting does not change White's regime.
    let mut p = pos("4k3/1P6/8/8/8/8/8/4K2R w - - 0 1 queen:xaway,xhome");
    play(&mut p, &["b7b8q"]);
    assert_eq!(p.regime(Color::White), Regime::C);
    // A promoted queen on d1 is not the queen on its home square.
    let p = pos("4k3/8/8/8/8/8/8/3QK2R w - - 0 1 queen:xaway,xhome");
    assert_eq!(moves_from(&p, "d1"), strs(&["d1b2", "d1c3", "d1e3", "d1f2"]));
}

#[test]
fn se10_a_regime_b_king_at_midnight() {
    // Ke4 in check from Ra4; stepping off the e-file uncovers Re1's check on Ke8, so d4 and f4
    // (still attacked) are checks in response; e3 (attacked by Nc2, no check) is refused.
    let fen = "4k3/8/8/8/r3K3/8/2n4Q/4R3 w - - 0 1";
    let p = pos(fen);
    assert_eq!(moves_from(&p, "e4"), strs(&["e4d3", "e4d4", "e4d5", "e4e5", "e4f3", "e4f4", "e4f5"]));
    assert_eq!(moves(&p).len(), 8, "{:?}", moves(&p)); // and Re1-b4 blocks at night
    assert!(moves(&p).contains(&"e1b4".to_string()));
    assert_eq!(refusal(&p, "e4e3").rule, "S21");
    let p = pos_with(fen, &["self_check=allowed"]);
    assert_eq!(moves_from(&p, "e4"), strs(&["e4d3", "e4d4", "e4d5", "e4e3", "e4e5", "e4f3", "e4f4", "e4f5"]));
}

#[test]
fn s32_events_come_in_order() {
    // e7xf8=Q takes Black's queen away from d8 (Black to C) and checks the king h8.
    let mut p = pos("5q1k/4P3/b7/8/8/8/8/3QK3 w - - 0 1");
    assert_eq!(moves(&p), strs(&["e7f8b", "e7f8n", "e7f8q", "e7f8r"]));
    assert_eq!(play(&mut p, &["e7f8q"]), ev(&["capture", "promotion:q", "regime:b=C", "check"]));
    // Black escapes with the king, or checks in response with the bishop (one step at night).
    assert_eq!(moves(&p), strs(&["a6a5", "h8h7"]));
    assert_eq!(play(&mut p, &["h8h7"]), ev(&["escapes:b=31"]));
    // Castling reports `castle`.
    let mut p = pos("4k3/8/8/8/8/8/8/3QK2R w K - 0 1");
    assert_eq!(play(&mut p, &["e1g1"]), ev(&["castle"]));
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/8/3Q1RK1 b - - 1 1");
}
