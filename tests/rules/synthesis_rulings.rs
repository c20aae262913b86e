//! One test (or more) per ruling S3–S31 of SYNTHESIS.md, each on a small position with the exact
//! legal moves, events or refusal asserted. Positions are reasoned by hand in the comments.

use crate::support::synthesis as synthesis_util;
use synthesis_util::*;
use victoria_arbiter::rules::Color;
use victoria_arbiter::rules::synthesis::{DrawGround, Game, Outcome, QueenState, Regime};

// White: Ke1, Qh3 (away from d1: regime B), Rd4. Black: Ke8, Nd7, Pf6 (no queen: regime A).
const B_ROOK: &str = "4k3/3n4/5p2/8/3R4/7Q/8/4K3 w - - 0 1";

#[test]
fn s3_day_captures_only_and_night_never_captures() {
    let p = pos(B_ROOK);
    // Day (along files and ranks) only onto the knight d7; night (diagonals) only onto empty
    // squares: e5 but not f6, where the pawn stands on the night diagonal.
    assert_eq!(
        moves_from(&p, "d4"),
        strs(&["d4d7", "d4e5", "d4c5", "d4b6", "d4a7", "d4e3", "d4f2", "d4g1", "d4c3", "d4b2", "d4a1"])
    );
    assert_eq!(refusal(&p, "d4f6").rule, "S9");
    assert_eq!(refusal(&p, "d4d5").rule, "S9");
}

#[test]
fn s4_attack_is_classical_capture_geometry_whatever_the_regime() {
    // A regime-B rook on b5 walks the diagonal to e8 at night but does not check along it.
    let p = pos("4k3/8/8/1R6/8/7Q/8/4K3 b - - 0 1");
    assert_eq!(p.regime(Color::White), Regime::B);
    assert!(!p.is_check());
    // Along the file it checks.
    assert!(pos("4k3/8/8/4R3/8/7Q/8/4K3 b - - 0 1").is_check());
    // A pinned knight still attacks: the white knight b3, pinned to Ka3 by the rook h3, checks d4.
    let p = pos("8/8/8/8/3k4/KN5r/8/8 b - - 0 1");
    assert!(p.is_check(), "{}", p.to_fen());
    assert!(!p.attackers(sq("d4"), Color::White).is_empty());
    // The king of a regime-C colour with no escapes left still attacks its neighbours.
    let p = pos("8/8/8/8/8/3k4/8/3K3R b - - 0 1 queen:xaway,xhome escapes:w=0");
    assert!(p.attacked(sq("d2"), Color::White));
    assert!(!moves_from(&p, "d3").contains(&"d3d2".to_string()));
}

#[test]
fn s5_only_the_original_queen_decides_the_regime() {
    // The queen on d1 is a promoted one: the original was captured away, so White is in C.
    let p = pos("4k3/8/8/8/8/8/8/3QK2R w - - 0 1 queen:xaway,xhome");
    assert_eq!(p.regime(Color::White), Regime::C);
    assert!(!p.is_original_queen(sq("d1")));
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/8/3QK2R w - - 0 1 queen:xaway,xhome");
    // Without the token the queen on d1 is the original one: regime A.
    assert_eq!(pos("4k3/8/8/8/8/8/8/3QK2R w - - 0 1").regime(Color::White), Regime::A);
}

#[test]
fn s6_each_queen_state_gives_its_regime() {
    let cases = [
        ("3qk3/8/8/8/8/8/8/3QK2R w - - 0 1", Regime::A, Regime::A),
        ("4k3/8/8/8/8/8/8/4K2R w - - 0 1", Regime::A, Regime::A), // no queen: captured at home
        ("4k2r/8/8/8/8/q7/8/4K2R w - - 0 1", Regime::A, Regime::B),
        ("4k2r/8/8/8/8/8/8/4K2R w - - 0 1 queen:xaway,xaway", Regime::C, Regime::C),
        ("4k2r/8/8/8/8/8/8/3QK2R w - - 0 1 classical:wb", Regime::D, Regime::D),
        ("4k3/8/8/8/8/q7/8/4K3 w - - 0 1", Regime::A, Regime::D), // S18 on the board
    ];
    for (fen, w, b) in cases {
        let p = pos(fen);
        assert_eq!([p.regime(Color::White), p.regime(Color::Black)], [w, b], "{fen}");
    }
}

#[test]
fn s7_regime_a_plays_classical_chess_castling_included() {
    // Queen at home: the king castles short (long is blocked by the queen on d1).
    let p = pos("r3k2r/8/8/8/8/8/8/R2QK2R w KQkq - 0 1");
    assert_eq!(moves_from(&p, "e1"), strs(&["e1d2", "e1e2", "e1f1", "e1f2", "e1g1"]));
    assert_eq!(refusal(&p, "e1c1").rule, "S24");
}

#[test]
fn s8_a_pawn_capture_is_mandatory_in_regime_a() {
    let p = pos("4k3/8/8/3p4/4P3/8/8/3QK3 w - - 0 1");
    assert_eq!(moves(&p), strs(&["e4d5"]));
    let e = refusal(&p, "e1e2");
    assert_eq!(e.rule, "S8");
    assert_eq!(e.reason, "a pawn capture is mandatory while White's queen is at home on d1: e4xd5 is available (S8)");
    assert_eq!(p.mandatory_captures().len(), 1);
    // The same with the queen captured on d1: still regime A, still mandatory.
    let p = pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(moves(&p), strs(&["e4d5"]));
    assert!(refusal(&p, "e1e2").reason.contains("captured on its home square d1"));
    // Black too, with two captures to choose from.
    let p = pos("3qk3/8/8/2p1p3/3P4/8/8/4K3 b - - 0 1");
    assert_eq!(moves(&p), strs(&["c5d4", "e5d4"]));
    assert!(refusal(&p, "e8e7").reason.contains("c5xd4 and e5xd4 are available"));
}

#[test]
fn s9_regime_b_rook_captures_like_a_rook_and_walks_like_a_bishop() {
    let p = pos(B_ROOK);
    let e = refusal(&p, "d4d5");
    assert_eq!(
        e.reason,
        "the rook on d4 moves at night like a bishop while White's queen is away from d1, so it cannot go to the empty square d5 (S9)"
    );
    let e = refusal(&p, "d4f6");
    assert_eq!(e.rule, "S9");
    assert!(e.reason.contains("captures by day only along files and ranks"), "{}", e.reason);
    // Night lines do not pass over pieces.
    let p = pos("4k3/3n4/5p2/8/3R4/2P4Q/8/4K3 w - - 0 1");
    assert!(refusal(&p, "d4b2").reason.contains("cannot pass the pawn on c3"));
}

#[test]
fn s10_regime_b_bishop_captures_like_a_bishop_and_walks_like_a_rook() {
    let p = pos("4k3/3n4/5p2/8/3B4/7Q/8/4K3 w - - 0 1");
    assert_eq!(
        moves_from(&p, "d4"),
        strs(&["d4f6", "d4d5", "d4d6", "d4d3", "d4d2", "d4d1", "d4c4", "d4b4", "d4a4", "d4e4", "d4f4", "d4g4", "d4h4"])
    );
    assert_eq!(refusal(&p, "d4d7").rule, "S10");
    assert_eq!(refusal(&p, "d4e5").rule, "S10");
}

#[test]
fn s11_regime_b_queen_captures_on_lines_and_leaps_at_night() {
    let p = pos("4k3/3n4/1p6/8/3Q1p2/8/8/4K2R w - - 0 1");
    assert_eq!(p.regime(Color::White), Regime::B);
    assert_eq!(
        moves_from(&p, "d4"),
        strs(&["d4d7", "d4b6", "d4f4", "d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5"])
    );
    let e = refusal(&p, "d4d5");
    assert_eq!(e.rule, "S11");
    assert!(e.reason.contains("moves at night only by a knight's leap"), "{}", e.reason);
}

#[test]
fn s12_regime_b_king_captures_any_time_and_steps_only_at_midnight() {
    // Not in check: only the captures e5 and f5.
    let p = pos("k7/8/8/4pn2/4K3/7Q/8/B7 w - - 0 1");
    assert!(!p.is_check());
    assert_eq!(moves_from(&p, "e4"), strs(&["e4e5", "e4f5"]));
    let e = refusal(&p, "e4d3");
    assert_eq!(e.rule, "S12");
    assert!(e.reason.contains("only at midnight"), "{}", e.reason);
    // In check from the rook a4 (midnight): steps to unattacked squares and the captures.
    let p = pos("k7/8/8/4pn2/r3K3/7Q/8/B7 w - - 0 1");
    assert!(p.is_check());
    assert_eq!(moves(&p), strs(&["e4d3", "e4d5", "e4e5", "e4f3", "e4f5"]));
}

#[test]
fn s13_regime_b_pawn_capture_is_optional() {
    let p = pos("4k3/8/8/3p4/4P3/8/7B/4K2Q w - - 0 1");
    assert_eq!(p.regime(Color::White), Regime::B);
    // The pawn may capture or push; the king (not in check) has no quiet step; the bishop walks
    // files and ranks, the queen leaps.
    assert_eq!(
        moves(&p),
        strs(&[
            "e4d5", "e4e5", "h2h3", "h2h4", "h2h5", "h2h6", "h2h7", "h2h8", "h2g2", "h2f2", "h2e2", "h2d2", "h2c2",
            "h2b2", "h2a2", "h1f2", "h1g3"
        ])
    );
    assert!(p.mandatory_captures().is_empty());
}

#[test]
fn s14_regime_c_rook_walks_one_square_diagonally() {
    let p = pos("4k3/3n4/5p2/8/3R4/8/8/4K3 w - - 0 1 queen:xaway,xhome");
    assert_eq!(p.regime(Color::White), Regime::C);
    assert_eq!(moves_from(&p, "d4"), strs(&["d4d7", "d4c3", "d4c5", "d4e3", "d4e5"]));
    let e = refusal(&p, "d4b6");
    assert_eq!(e.rule, "S14");
    assert!(e.reason.contains("one square diagonally while White's queen was captured away from d1"), "{}", e.reason);
}

#[test]
fn s15_regime_c_bishop_walks_one_square_along_a_file_or_rank() {
    let p = pos("4k3/3n4/5p2/8/3B4/8/8/4K3 w - - 0 1 queen:xaway,xhome");
    assert_eq!(moves_from(&p, "d4"), strs(&["d4f6", "d4c4", "d4d3", "d4d5", "d4e4"]));
    assert_eq!(refusal(&p, "d4d6").rule, "S15");
}

#[test]
fn s16_regime_c_king_moves_only_out_of_check_and_counts_escapes() {
    // In check from the rook e7: the king may go to the unattacked d1, d2, f1, f2, never e2.
    let mut p = pos("4k3/4r3/8/8/8/8/7R/4K3 w - - 0 1 queen:xaway,xhome");
    assert_eq!(p.escapes(Color::White), Some(32));
    assert_eq!(moves(&p), strs(&["e1d1", "e1d2", "e1f1", "e1f2"]));
    let e = refusal(&p, "e1e2");
    assert_eq!(e.rule, "S16");
    assert!(e.reason.contains("e2 is attacked by the rook on e7"), "{}", e.reason);
    assert_eq!(play(&mut p, &["e1d1"]), ev(&["escapes:w=31"]));
    assert_eq!(p.to_fen(), "4k3/4r3/8/8/8/8/7R/3K4 b - - 1 1 queen:xaway,xhome escapes:w=31");
    // Not in check: the king does not move at all.
    let p = pos("4k3/8/8/8/8/8/7R/4K3 w - - 0 1 queen:xaway,xhome");
    assert!(moves_from(&p, "e1").is_empty());
    assert!(refusal(&p, "e1d1").reason.contains("moves only at midnight"));
    // With no escape left it never moves again: in check with nothing else, it is mated.
    let p = pos("4k3/4r3/8/8/8/8/7R/4K3 w - - 0 1 queen:xaway,xhome escapes:w=0");
    assert!(moves(&p).is_empty());
    assert!(refusal(&p, "e1d1").reason.contains("used all 32 escapes"));
    assert_eq!(p.outcome(), Outcome::Checkmate { winner: Color::Black });
    // A regime-C king never castles.
    let p = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1 queen:xaway,xhome");
    assert_eq!(refusal(&p, "e1g1").rule, "S16");
}

#[test]
fn s17_regime_c_knight_and_pawn_move_classically_and_captures_are_optional() {
    let p = pos("4k3/8/8/3p4/4P3/8/8/1N2K2R w - - 0 1 queen:xaway,xhome");
    assert_eq!(moves_from(&p, "e4"), strs(&["e4d5", "e4e5"]));
    assert_eq!(moves_from(&p, "b1"), strs(&["b1a3", "b1c3", "b1d2"]));
    assert!(p.mandatory_captures().is_empty());
}

#[test]
fn s18_the_last_rook_or_bishop_gone_puts_a_b_or_c_colour_in_d() {
    // Black's bishop takes White's last bishop: White (queen away) passes to D.
    let mut p = pos("4k3/8/8/8/8/2b4Q/8/B5K1 b - - 0 1");
    assert_eq!(p.regime(Color::White), Regime::B);
    assert_eq!(play(&mut p, &["c3a1"]), ev(&["capture", "regime:w=D"]));
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/7Q/8/b5K1 w - - 0 2 classical:w");
    // A colour with no rook or bishop that moves its queen off d1 passes straight to D.
    let mut p = pos("4k3/pppp4/8/8/8/8/PPPP4/3QK3 w - - 0 1");
    assert_eq!(p.regime(Color::White), Regime::A);
    assert_eq!(play(&mut p, &["d1f3"]), ev(&["regime:w=D"]));
    // Checked when a position is set up.
    let p = pos("4k3/8/8/8/8/7Q/8/6K1 w - - 0 1");
    assert_eq!(p.regime(Color::White), Regime::D);
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/7Q/8/6K1 w - - 0 1 classical:w");
}

// White: Ra7, Kg1, Pf2 g2 h2; Black: Ke8, Re1 gives a back-rank check.
const BACK_RANK: &str = "4k3/R7/8/8/8/8/5PPP/4r1K1 w - - 0 1";

#[test]
fn s19_regime_d_keeps_the_classical_rule() {
    // Regime A (no queen: captured at home) may answer the check with a check (S22) …
    assert_eq!(moves(&pos(BACK_RANK)), strs(&["a7a8", "a7e7"]));
    // … regime D may not: it is mated.
    let p = pos(&format!("{BACK_RANK} classical:w"));
    assert!(moves(&p).is_empty());
    assert_eq!(p.outcome(), Outcome::Checkmate { winner: Color::Black });
    assert_eq!(refusal(&p, "a7a8").rule, "S19");
    // A D colour's pawn captures are optional.
    let p = pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 classical:w");
    assert!(moves(&p).len() > 1 && moves(&p).contains(&"e4e5".to_string()));
}

#[test]
fn s20_capturing_the_king_is_a_move_like_any_other_capture() {
    let mut p = pos("R3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(moves(&p).contains(&"a8e8".to_string()));
    assert_eq!(play(&mut p, &["a8e8"]), ev(&["capture", "king_captured", "win:w"]));
    assert_eq!(p.outcome(), Outcome::KingCaptured { winner: Color::White, both: false });
}

#[test]
fn s21_counter_refuses_and_allowed_permits_leaving_the_king_attacked() {
    // The knight e2 is pinned against Ke1 by the rook e8.
    let fen = "4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1";
    let p = pos(fen);
    assert_eq!(moves(&p), strs(&["e1d1", "e1d2", "e1f1", "e1f2"]));
    let e = refusal(&p, "e2c3");
    assert_eq!(e.reason, "e2c3 would leave White's king on e1 attacked by the rook on e8 (S21)");
    // Playing it is refused the same way and changes nothing.
    let mut q = p;
    let bad = victoria_arbiter::rules::Move {
        from: sq("e2"),
        to: sq("c3"),
        promotion: None,
        capture: false,
        kind: victoria_arbiter::rules::MoveKind::Normal,
    };
    assert_eq!(q.play(&bad).unwrap_err(), e);
    assert_eq!(q, p);
    let p = pos_with(fen, &["self_check=allowed"]);
    assert_eq!(moves(&p), strs(&["e1d1", "e1d2", "e1f1", "e1f2", "e2c1", "e2c3", "e2d4", "e2f4", "e2g1", "e2g3"]));
    // Under `allowed` the king may even step into an attack (regime A).
    let p = pos_with("4r2k/8/8/8/8/8/8/3K4 w - - 0 1", &["self_check=allowed"]);
    assert!(moves(&p).contains(&"d1e1".to_string()));
    assert!(!moves(&pos("4r2k/8/8/8/8/8/8/3K4 w - - 0 1")).contains(&"d1e1".to_string()));
}

#[test]
fn s22_check_in_response_to_check() {
    let mut p = pos(BACK_RANK);
    let e = refusal(&p, "h2h3");
    assert_eq!(e.rule, "S21");
    assert!(e.reason.ends_with("no check in response to check as S22 allows (S21)"), "{}", e.reason);
    assert_eq!(play(&mut p, &["a7a8"]), ev(&["check", "both_in_check"]));
    // Black, in check with White's king attacked: it simply takes the king.
    assert!(moves(&p).contains(&"e1g1".to_string()));
}

#[test]
fn s23_both_kings_in_check_every_move_captures_or_attacks() {
    // Ra8 checks Ke8, Re4 checks Ke1; White to move.
    let fen = "R3k3/8/8/8/4r3/8/8/4K3 w - - 0 1";
    let p = pos(fen);
    assert!(p.both_in_check());
    // The king's escapes attack nothing; the rook stays on rank 8 attacking the king, or takes it.
    assert_eq!(moves(&p), strs(&["a8b8", "a8c8", "a8d8", "a8e8"]));
    let e = refusal(&p, "e1d1");
    assert_eq!(e.rule, "S23");
    assert_eq!(
        e.reason,
        "both kings are in check, so every move must capture or attack an enemy piece from its arrival square: the king on d1 would attack nothing (S23)"
    );
    // Under `allowed` the rook may also leave the rank to attack the rook e4.
    let p = pos_with(fen, &["self_check=allowed"]);
    assert_eq!(moves(&p), strs(&["a8a4", "a8b8", "a8c8", "a8d8", "a8e8"]));
    // A classical colour is not bound by S23.
    let p = pos(&format!("{fen} classical:w"));
    assert_eq!(moves(&p), strs(&["e1d1", "e1d2", "e1f1", "e1f2"]));
}

#[test]
fn s24_castling_by_regime_and_option() {
    let b = "r3k2r/8/8/8/8/7Q/8/R3K2R w KQkq - 0 1";
    let p = pos(b);
    assert_eq!(p.regime(Color::White), Regime::B);
    assert!(moves_from(&p, "e1").is_empty());
    let e = refusal(&p, "e1g1");
    assert_eq!(e.rule, "S24");
    assert!(e.reason.contains("castling_synthesis=on"), "{}", e.reason);
    let p = pos_with(b, &["castling_synthesis=on"]);
    assert_eq!(moves_from(&p, "e1"), strs(&["e1c1", "e1g1"]));
    let p = pos_with("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 queen:xaway,xhome", &["castling_synthesis=on"]);
    assert!(moves_from(&p, "e1").is_empty());
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 classical:w");
    assert_eq!(moves_from(&p, "e1"), strs(&["e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"]));
    // Castling through an attacked square is refused with the square.
    let p = pos_with("r3k2r/8/8/8/8/5r1Q/8/R3K2R w KQkq - 0 1", &["castling_synthesis=on"]);
    let e = refusal(&p, "e1g1");
    assert!(e.reason.contains("f1, attacked by the rook on f3"), "{}", e.reason);
    // Rights survive regime B: the queen goes out and comes back, White castles in A.
    let mut p = pos("4k3/8/8/8/8/8/8/3QK2R w K - 0 1");
    play(&mut p, &["d1d3", "e8e7", "d3f2", "e7e8", "f2d1", "e8e7"]);
    assert_eq!(p.regime(Color::White), Regime::A);
    assert!(moves(&p).contains(&"e1g1".to_string()));
}

#[test]
fn s25_en_passant_in_every_regime_mandatory_in_a() {
    let mut p = pos("4k3/8/8/3pP3/8/8/8/3QK3 w - d6 0 1");
    assert_eq!(moves(&p), strs(&["e5d6"]));
    assert_eq!(play(&mut p, &["e5d6"]), ev(&["capture", "en_passant"]));
    assert_eq!(p.to_fen(), "4k3/8/3P4/8/8/8/8/3QK3 b - - 0 1");
    let p = pos("4k3/8/8/3pP3/8/8/8/4K2R w - d6 0 1 queen:xaway,xhome");
    assert_eq!(moves_from(&p, "e5"), strs(&["e5d6", "e5e6"]));
    // The en-passant square is written after every double step (S2), capture possible or not.
    let mut p = pos("4k3/3p4/8/8/8/8/8/3QK3 b - - 0 1");
    play(&mut p, &["d7d5"]);
    assert_eq!(p.to_fen(), "4k3/8/8/3p4/8/8/8/3QK3 w - d6 0 2");
    // Diagonally onto an empty square without en passant: refused under S25.
    assert_eq!(refusal(&pos("4k3/8/8/3pP3/8/8/8/3QK3 w - - 0 1"), "e5f6").rule, "S25");
}

#[test]
fn s26_promotion_in_every_regime_and_promoted_rooks_and_bishops_count_for_s18() {
    let fen = "4k3/1P6/8/8/8/7Q/7b/4K1B1 w - - 0 1";
    let p = pos(fen);
    assert_eq!(moves_from(&p, "b7"), strs(&["b7b8b", "b7b8n", "b7b8q", "b7b8r"]));
    let e = refusal(&p, "b7b8");
    assert_eq!(e.rule, "S26");
    assert!(e.reason.contains("b7b8q, b7b8r, b7b8b or b7b8n"));
    // Promoted to a bishop, White keeps a bishop when its last original one falls: still B.
    let mut p = pos(fen);
    assert_eq!(play(&mut p, &["b7b8b", "h2g1"]), ev(&["capture"]));
    assert_eq!(p.regime(Color::White), Regime::B);
    // Promoted to a knight, it does not: D.
    let mut p = pos(fen);
    assert_eq!(play(&mut p, &["b7b8n", "h2g1"]), ev(&["capture", "regime:w=D"]));
}

#[test]
fn s27_king_capture_and_the_one_reply() {
    // Ra8 takes Ke8; Black's rook h1 can take Ke1 back; the last capture wins.
    let mut game = Game::new(pos("R3k3/8/8/8/8/8/8/4K2r w - - 0 1"));
    let p = game.position();
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let m = p.check_move(victoria_arbiter::rules::UciMove::parse("a8e8").unwrap()).unwrap();
    let ev: Vec<String> = game.play(&m).unwrap().iter().map(|e| e.to_string()).collect();
    assert_eq!(ev, ["capture", "king_captured", "reply"]);
    let p = *game.position();
    assert_eq!(p.king_captured(), Some(Color::Black));
    assert!(p.reply_pending());
    assert_eq!(moves(&p), strs(&["h1e1"]));
    let e = refusal(&p, "h1h2");
    assert_eq!(e.rule, "S27");
    assert_eq!(
        e.reason,
        "Black's king has been captured: Black's one reply must capture White's king on e1, and h1h2 does not (S27)"
    );
    let m = p.check_move(victoria_arbiter::rules::UciMove::parse("h1e1").unwrap()).unwrap();
    let ev: Vec<String> = game.play(&m).unwrap().iter().map(|e| e.to_string()).collect();
    assert_eq!(ev, ["capture", "king_captured", "win:b"]);
    assert_eq!(game.outcome(), Outcome::KingCaptured { winner: Color::Black, both: true });
    assert_eq!(game.position().to_fen(), "4R3/8/8/8/8/8/8/4r3 w - - 0 2");
    assert!(moves(game.position()).is_empty());
    // A colour without its king is bound by nothing else: a pawn capture is not mandatory.
    let p = pos("8/8/8/8/3p4/4P3/8/r3K3 b - - 0 1");
    assert_eq!(moves(&p), strs(&["a1e1"]));
}

#[test]
fn s28_no_legal_move_checkmate_or_stalemate() {
    // Stalemate in regime A under `counter`: a draw.
    let fen = "k7/8/1Q6/8/8/8/8/7K b - - 0 1";
    let p = pos(fen);
    assert!(moves(&p).is_empty());
    assert_eq!(p.outcome(), Outcome::Draw { ground: DrawGround::Stalemate });
    let mut p = pos("k7/8/8/1Q6/8/8/8/7K w - - 0 1");
    assert_eq!(play(&mut p, &["b5b6"]), ev(&["stalemate", "draw"]));
    // Under `allowed` Black may step into the attack, so it is no stalemate.
    assert_eq!(moves(&pos_with(fen, &["self_check=allowed"])), strs(&["a8a7", "a8b7", "a8b8"]));
    // Checkmate: White plays Re1 against a synthesis king with no answer at all.
    let mut p = pos("6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1");
    assert_eq!(play(&mut p, &["e1e8"]), ev(&["check", "checkmate", "win:w"]));
    assert_eq!(p.outcome(), Outcome::Checkmate { winner: Color::White });
    let mut game = Game::new(p);
    let any = victoria_arbiter::rules::Move {
        from: sq("g8"),
        to: sq("h8"),
        promotion: None,
        capture: false,
        kind: victoria_arbiter::rules::MoveKind::Normal,
    };
    let e = game.play(&any).unwrap_err();
    assert_eq!(e.reason, "the game is over: White wins: Black is in check with no legal move (S28)");
}

#[test]
fn s29_a_classical_colour_check_cannot_be_answered_with_check() {
    // Black plays classical chess; White, a synthesis colour, is in check and only has checks.
    let p = pos(&format!("{BACK_RANK} classical:b"));
    assert!(moves(&p).is_empty());
    assert_eq!(p.outcome(), Outcome::Checkmate { winner: Color::Black });
    let e = refusal(&p, "a7a8");
    assert_eq!(e.rule, "S29");
    assert!(e.reason.contains("who plays classical chess (regime D)"), "{}", e.reason);
    // The mate is reported on the classical colour's move.
    let mut p = pos("4k3/R7/8/8/8/8/5PPP/r5K1 b - - 0 1 classical:b");
    assert_eq!(play(&mut p, &["a1e1"]), ev(&["check", "checkmate", "win:b"]));
}

#[test]
fn s30_clocks_and_repetition() {
    // Queen leaps and midnight steps do not reset the halfmove clock; captures and pawns do.
    let mut p = pos("4k3/8/8/8/8/8/4P3/3QK2R w - - 7 3");
    play(&mut p, &["d1d3"]);
    assert_eq!((p.halfmoves(), p.fullmoves()), (8, 3));
    play(&mut p, &["e8f8", "d3c5"]);
    assert_eq!((p.halfmoves(), p.fullmoves()), (10, 4));
    play(&mut p, &["f8e8", "e2e4"]);
    assert_eq!((p.halfmoves(), p.fullmoves()), (0, 5));
    // Threefold repetition: a draw, reported with the move that completes it.
    let mut game = Game::new(pos("4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1"));
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut last = Vec::new();
    for text in shuffle.iter().chain(shuffle.iter()) {
        let m = game.position().check_move(victoria_arbiter::rules::UciMove::parse(text).unwrap()).unwrap();
        last = game.play(&m).unwrap().iter().map(|e| e.to_string()).collect::<Vec<_>>();
    }
    assert_eq!(last, ["draw"]);
    assert_eq!(game.outcome(), Outcome::Draw { ground: DrawGround::Repetition });
    // Taking the move back undoes the repetition; play may also go on (the arbiter decides).
    let undone = game.undo().unwrap();
    assert_eq!(undone.to_string(), "f6g8");
    assert_eq!(game.outcome(), Outcome::Ongoing);
    game.play(&undone).unwrap();
    let m = game.position().check_move(victoria_arbiter::rules::UciMove::parse("g1h3").unwrap()).unwrap();
    assert!(game.play(&m).unwrap().is_empty());
    assert_eq!(game.moves().len(), 9);
    // The fifty-move rule.
    let mut game = Game::new(pos("4k1n1/8/8/8/8/8/8/4K1N1 w - - 99 80"));
    let m = game.position().check_move(victoria_arbiter::rules::UciMove::parse("g1f3").unwrap()).unwrap();
    assert_eq!(game.play(&m).unwrap().iter().map(|e| e.to_string()).collect::<Vec<_>>(), ["draw"]);
    assert_eq!(game.outcome(), Outcome::Draw { ground: DrawGround::FiftyMoves });
    // Escapes are part of the position: a regime-C king walking back and forth never repeats.
    let mut game = Game::new(pos("4k3/4r3/8/8/8/8/7R/4K3 w - - 0 1 queen:xaway,xhome"));
    for text in ["e1d1", "e7d7", "d1e1", "d7e7", "e1d1", "e7d7", "d1e1", "d7e7"] {
        let m = game.position().check_move(victoria_arbiter::rules::UciMove::parse(text).unwrap()).unwrap();
        game.play(&m).unwrap();
    }
    assert_eq!(game.outcome(), Outcome::Ongoing);
    assert_eq!(game.position().escapes(Color::White), Some(28));
}

#[test]
fn s31_step_zero_no_moves_once_the_game_is_over() {
    let p = pos("8/8/8/8/8/8/8/4r3 w - - 0 2");
    assert!(moves(&p).is_empty());
    assert_eq!(refusal(&p, "e1e2").rule, "S27");
    assert_eq!(p.outcome(), Outcome::KingCaptured { winner: Color::Black, both: true });
    // Queen states survive a round trip through the notation.
    let p = pos("4k3/8/8/8/8/8/8/4K2R w - - 0 1 queen:xaway,xhome");
    assert_eq!(p.queen_state(Color::White), QueenState::CapturedAway);
}
