//! S5–S19 the queen and the four regimes: which queen decides, regimes A–D and how each piece moves in them, passing to D; SE1–SE5, SE8–SE10.

use super::*;

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

/// SE4 against S18: with no rook or bishop, a queen captured at home leaves White in A (the
/// pawn capture binds); captured away, White is in D (classical, capture optional).
#[test]
fn se4_captured_at_home_is_regime_a_for_good() {
    let home = "4k3/8/8/8/8/2p5/1P6/4K3 w - - 0 1";
    assert_eq!(moves_of(home, &[]), vec!["b2c3"]);
    let away = "4k3/8/8/8/8/2p5/1P6/4K3 w - - 0 1 queen:xaway,xhome";
    assert_eq!(pos_with(away, &[]).to_fen(), "4k3/8/8/8/8/2p5/1P6/4K3 w - - 0 1 queen:xaway,xhome classical:w");
    assert_eq!(moves_of(away, &[]), sorted(&["b2b3", "b2b4", "b2c3", "e1d1", "e1e2", "e1f1", "e1f2"]));
    assert_eq!(refused(away, &[], "e1d2"), "S19");
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

/// SE9: a promoted queen on d1 is not the original one; in regime B it leaps at night.
#[test]
fn se9_a_promoted_queen_on_the_home_square() {
    let fen = "B3k3/8/8/8/8/8/8/3QK2Q w - - 0 1 queen:h1,xhome";
    assert_eq!(pos_with(fen, &[]).to_fen(), fen);
    let d1: Vec<String> = moves_of(fen, &[]).into_iter().filter(|m| m.starts_with("d1")).collect();
    assert_eq!(d1, sorted(&["d1b2", "d1c3", "d1e3", "d1f2"]));
    // Without the token the queen on d1 is the original one: regime A, classical queen.
    let plain = "B3k3/8/8/8/8/8/8/3QK2Q w - - 0 1";
    assert!(moves_of(plain, &[]).contains(&"d1d8".to_string()));
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

/// SE3, S6, S18, S32: the queen leaves home by a capture along a queen line (a classical move in
/// regime A); White is in B from then on. Black's king takes the queen away from home: White
/// is in C, keeps its castling right on a1 (S24) but cannot castle, and its rook moves one
/// square diagonally at night (S14).
#[test]
fn se3_regime_changes_take_effect_from_the_next_move() {
    let fen = "3k4/3p4/8/8/8/8/8/R2QK3 w Q - 0 1";
    let mut p = pos_with(fen, &[]);
    let e = play_each(&mut p, &["d1d7"]);
    assert_eq!(e[0], ev(&["capture", "regime:w=B", "check"]));
    assert_eq!(p.to_fen(), "3k4/3Q4/8/8/8/8/8/R3K3 b Q - 0 1");
    assert_eq!(moves_of(&p.to_fen(), &[]), vec!["d8d7"]);
    let e = play_each(&mut p, &["d8d7"]);
    assert_eq!(e[0], ev(&["capture", "regime:w=C"]));
    assert_eq!(p.to_fen(), "8/3k4/8/8/8/8/8/R3K3 w Q - 0 2 queen:xaway,xhome");
    assert_eq!(moves_of(&p.to_fen(), &[]), vec!["a1b2"]);
    assert_eq!(refused(&p.to_fen(), &["castling_synthesis=on"], "e1c1"), "S16");
    // Without a rook or bishop the queen's leaving home is a passage to D at once (S18).
    let bare = "3k4/3p4/8/8/8/8/8/3QK3 w - - 0 1";
    let (events, p) = last_events(bare, &[], &["d1d7"]);
    assert_eq!(events, ev(&["capture", "regime:w=D", "check"]));
    assert_eq!(p.to_fen(), "3k4/3Q4/8/8/8/8/8/4K3 b - - 0 1 classical:w");
    let (events, p) = last_events(&p.to_fen(), &[], &["d8d7"]);
    assert_eq!(events, ev(&["capture"]));
    assert_eq!(p.to_fen(), "8/3k4/8/8/8/8/8/4K3 w - - 0 2 queen:xaway,xhome classical:w");
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
    assert_eq!(
        e.to_string(),
        "a pawn capture is mandatory while White's queen is at home on d1: e4xd5 is available (S8)"
    );
    assert_eq!(p.mandatory_captures().len(), 1);
    // The same with the queen captured on d1: still regime A, still mandatory.
    let p = pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(moves(&p), strs(&["e4d5"]));
    assert!(refusal(&p, "e1e2").to_string().contains("captured on its home square d1"));
    // Black too, with two captures to choose from.
    let p = pos("3qk3/8/8/2p1p3/3P4/8/8/4K3 b - - 0 1");
    assert_eq!(moves(&p), strs(&["c5d4", "e5d4"]));
    assert!(refusal(&p, "e8e7").to_string().contains("c5xd4 and e5xd4 are available"));
}

#[test]
fn se1_a_king_capture_stays_legal_under_the_pawn_mandate() {
    // White (A) must capture with the pawn, or take the king with the rook a8.
    let p = pos("R3k3/8/8/3p4/4P3/8/8/3QK3 w - - 0 1");
    assert_eq!(moves(&p), strs(&["a8e8", "e4d5"]));
    assert_eq!(refusal(&p, "a8a7").rule, "S8");
}

/// SE1, S8: the pawn capture on c3 is mandatory, and the rook's capture of the king stays legal.
#[test]
fn se1_the_king_capture_beside_the_mandate() {
    let fen = "3k3R/8/8/8/8/2p5/1P6/4K3 w - - 0 1";
    assert_eq!(moves_of(fen, &[]), sorted(&["b2c3", "h8d8"]));
    assert_eq!(refused(fen, &[], "h8h1"), "S8");
    // A capturing promotion that takes the king: all four are pawn captures and king captures.
    let promo = "k7/1P6/8/8/8/8/8/K7 w - - 0 1";
    assert_eq!(moves_of(promo, &[]), sorted(&["b7a8b", "b7a8n", "b7a8q", "b7a8r"]));
    let (events, _) = last_events(promo, &[], &["b7a8q"]);
    assert_eq!(events, ev(&["capture", "promotion:q", "king_captured", "win:w"]));
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

/// SE2, S21, S8: the pawn on e2 is pinned by the rook on e8; under `counter` its capture on d3
/// would leave the king attacked, so it does not bind; under `allowed` it is legal and so
/// mandatory.
#[test]
fn se2_a_pinned_pawn_capture_binds_only_when_legal() {
    let fen = "4r2k/8/8/8/8/3p4/4P3/4K3 w - - 0 1";
    assert_eq!(moves_of(fen, &[]), sorted(&["e1d1", "e1d2", "e1f1", "e1f2", "e2e3", "e2e4"]));
    assert_eq!(refused(fen, &[], "e2d3"), "S21");
    assert_eq!(moves_of(fen, &["self_check=allowed"]), vec!["e2d3"]);
    assert_eq!(refused(fen, &["self_check=allowed"], "e2e3"), "S8");
}

#[test]
fn s9_regime_b_rook_captures_like_a_rook_and_walks_like_a_bishop() {
    let p = pos(B_ROOK);
    let e = refusal(&p, "d4d5");
    assert_eq!(
        e.to_string(),
        "the rook on d4 moves at night like a bishop while White's queen is away from d1, so it cannot go to the empty square d5 (S9)"
    );
    let e = refusal(&p, "d4f6");
    assert_eq!(e.rule, "S9");
    assert!(e.to_string().contains("captures by day only along files and ranks"), "{}", e.to_string());
    // Night lines do not pass over pieces.
    let p = pos("4k3/3n4/5p2/8/3R4/2P4Q/8/4K3 w - - 0 1");
    assert!(refusal(&p, "d4b2").to_string().contains("cannot pass the pawn on c3"));
}

/// S9 (and S11, S12): a regime-B rook captures along files and ranks and slides diagonally to
/// empty squares; the queen captures along lines and leaps at night; the king, not in check,
/// only captures (nothing adjacent here).
#[test]
fn s9_regime_b_rook() {
    let fen = "k7/8/8/3p4/3R4/8/8/K6Q w - - 0 1";
    let want = sorted(&[
        "d4a7", "d4b2", "d4b6", "d4c3", "d4c5", "d4d5", "d4e3", "d4e5", "d4f2", "d4f6", "d4g1", "d4g7", "d4h8", "h1d5",
        "h1f2", "h1g3",
    ]);
    assert_eq!(moves_of(fen, &[]), want);
    assert_eq!(moves_of(fen, &["self_check=allowed"]), want);
    assert_eq!(refused(fen, &[], "d4d3"), "S9");
    assert_eq!(refused(fen, &[], "h1h4"), "S11");
    assert_eq!(refused(fen, &[], "a1a2"), "S12");
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

/// S10, S11: a regime-B bishop captures along diagonals (the knight on f6) and slides along files
/// and ranks to empty squares, stopping before the pawn on d6.
#[test]
fn s10_regime_b_bishop() {
    let fen = "1k6/8/3p1n2/8/3B4/8/8/K6Q w - - 0 1";
    let want = sorted(&[
        "d4a4", "d4b4", "d4c4", "d4d1", "d4d2", "d4d3", "d4d5", "d4e4", "d4f4", "d4f6", "d4g4", "d4h4", "h1f2", "h1g3",
    ]);
    assert_eq!(moves_of(fen, &[]), want);
    assert_eq!(refused(fen, &[], "d4d6"), "S10");
    assert_eq!(refused(fen, &[], "d4e5"), "S10");
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
    assert!(e.to_string().contains("moves at night only by a knight's leap"), "{}", e.to_string());
}

#[test]
fn s12_regime_b_king_captures_any_time_and_steps_only_at_midnight() {
    // Not in check: only the captures e5 and f5.
    let p = pos("k7/8/8/4pn2/4K3/7Q/8/B7 w - - 0 1");
    assert!(!p.is_check());
    assert_eq!(moves_from(&p, "e4"), strs(&["e4e5", "e4f5"]));
    let e = refusal(&p, "e4d3");
    assert_eq!(e.rule, "S12");
    assert!(e.to_string().contains("only at midnight"), "{}", e.to_string());
    // In check from the rook a4 (midnight): steps to unattacked squares and the captures.
    let p = pos("k7/8/8/4pn2/r3K3/7Q/8/B7 w - - 0 1");
    assert!(p.is_check());
    assert_eq!(moves(&p), strs(&["e4d3", "e4d5", "e4e5", "e4f3", "e4f5"]));
}

/// S12, SE10, S21: a regime-B king in check steps at midnight; under `counter` only to squares
/// where it is not attacked (d1, f1) or by capturing the checker (or the bishop checks back); under `allowed` into the
/// rook's rank too, and the queen's leaps and the bishop's slides (which leave the check
/// standing) become legal. (The bishop on h8 keeps White out of D, S18.)
#[test]
fn s12_regime_b_king_at_midnight() {
    let fen = "4k2B/8/8/8/8/8/4r3/4K2Q w - - 0 1";
    // Bh5 leaves the king attacked but checks e8 along h5-e8: a check in response (S22).
    assert_eq!(moves_of(fen, &[]), sorted(&["e1d1", "e1e2", "e1f1", "h8h5"]));
    assert_eq!(
        moves_of(fen, &["self_check=allowed"]),
        sorted(&[
            "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "h1f2", "h1g3", "h8f8", "h8g8", "h8h2", "h8h3", "h8h4", "h8h5",
            "h8h6", "h8h7"
        ])
    );
    assert_eq!(refused(fen, &[], "e1d2"), "S21");
    // Not in check: no step at all, only the queen's leaps and the bishop's slides.
    let quiet = "4k2B/8/8/8/8/8/r7/4K2Q w - - 0 1";
    assert_eq!(
        moves_of(quiet, &[]),
        sorted(&["h1f2", "h1g3", "h8f8", "h8g8", "h8h2", "h8h3", "h8h4", "h8h5", "h8h6", "h8h7"])
    );
    assert_eq!(refused(quiet, &[], "e1f1"), "S12");
    // Without the bishop White has no rook or bishop: regime D (S18), a classical king.
    assert_eq!(
        pos_with("4k3/8/8/8/8/8/r7/4K2Q w - - 0 1", &[]).to_fen(),
        "4k3/8/8/8/8/8/r7/4K2Q w - - 0 1 classical:w"
    );
    // Not in check, a capture is always there (S12), and the bishop slides along the file and rank.
    let capture = "4k3/8/8/8/8/8/3n4/Q3K2B w - - 0 1";
    assert_eq!(
        moves_of(capture, &[]),
        sorted(&["a1b3", "a1c2", "e1d2", "h1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"])
    );
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
    assert!(
        e.to_string().contains("one square diagonally while White's queen was captured away from d1"),
        "{}",
        e.to_string()
    );
}

/// S14, S15, S16, S17 against S8: in regime C the rook steps one square diagonally at night, the
/// bishop one square along a file or rank, the king (not in check) stays, and the pawn's capture
/// is optional; the same board in regime A (queen captured at home) must take on d5.
#[test]
fn s14_to_s17_regime_c_pieces() {
    let c = "4k3/8/8/3p4/4P3/8/8/R3K2B w - - 0 1 queen:xaway,xhome";
    assert_eq!(moves_of(c, &[]), sorted(&["a1b2", "e4d5", "e4e5", "h1g1", "h1h2"]));
    assert_eq!(refused(c, &[], "a1c3"), "S14");
    assert_eq!(refused(c, &[], "a1a4"), "S14");
    assert_eq!(refused(c, &[], "h1h3"), "S15");
    assert_eq!(refused(c, &[], "e1d1"), "S16");
    let a = "4k3/8/8/3p4/4P3/8/8/R3K2B w - - 0 1";
    assert_eq!(moves_of(a, &[]), vec!["e4d5"]);
    assert_eq!(refused(a, &[], "e4e5"), "S8");
    // S26: a pawn reaching the last rank must name its piece.
    assert_eq!(refused("k7/1P6/8/8/8/8/8/K7 w - - 0 1", &[], "b7a8"), "S26");
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
    assert!(e.to_string().contains("e2 is attacked by the rook on e7"), "{}", e.to_string());
    assert_eq!(play(&mut p, &["e1d1"]), ev(&["escapes:w=31"]));
    assert_eq!(p.to_fen(), "4k3/4r3/8/8/8/8/7R/3K4 b - - 1 1 queen:xaway,xhome escapes:w=31");
    // Not in check: the king does not move at all.
    let p = pos("4k3/8/8/8/8/8/7R/4K3 w - - 0 1 queen:xaway,xhome");
    assert!(moves_from(&p, "e1").is_empty());
    assert!(refusal(&p, "e1d1").to_string().contains("moves only at midnight"));
    // With no escape left it never moves again: in check with nothing else, it is mated.
    let p = pos("4k3/4r3/8/8/8/8/7R/4K3 w - - 0 1 queen:xaway,xhome escapes:w=0");
    assert!(moves(&p).is_empty());
    assert!(refusal(&p, "e1d1").to_string().contains("used all 32 escapes"));
    assert_eq!(p.outcome(), Outcome::Checkmate { winner: Color::Black });
    // A regime-C king never castles.
    let p = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1 queen:xaway,xhome");
    assert_eq!(refusal(&p, "e1g1").rule, "S16");
}

/// S16, SE5, S21: a regime-C king in check leaves it only for an unattacked square or by a
/// capture, each move spending an escape (`escapes:w=2`); the bishop's one-step night moves do
/// not answer the check under `counter`. With no escape left the king is stuck: checkmate.
#[test]
fn s16_regime_c_king_and_escapes() {
    let fen = "4k3/8/8/8/8/8/4r3/4K2B w - - 0 1 queen:xaway,xhome escapes:w=3";
    assert_eq!(moves_of(fen, &[]), sorted(&["e1d1", "e1e2", "e1f1"]));
    assert_eq!(moves_of(fen, &["self_check=allowed"]), sorted(&["e1d1", "e1e2", "e1f1", "h1g1", "h1h2"]));
    assert_eq!(refused(fen, &["self_check=allowed"], "e1f2"), "S16");
    let (events, p) = last_events(fen, &[], &["e1e2"]);
    assert_eq!(events, ev(&["capture", "escapes:w=2"]));
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/4K3/7B b - - 0 1 queen:xaway,xhome escapes:w=2");
    let none = "4k3/8/8/8/8/8/4r3/4K2B w - - 0 1 queen:xaway,xhome escapes:w=0";
    assert!(moves_of(none, &[]).is_empty());
    assert_eq!(pos_with(none, &[]).outcome(), Outcome::Checkmate { winner: victoria_rules::Color::Black });
    assert_eq!(refused(none, &[], "e1d1"), "S16");
    assert_eq!(moves_of(none, &["self_check=allowed"]), sorted(&["h1g1", "h1h2"]));
    // Not in check: the king does not move, not even to capture (S16).
    let quiet = "4k3/8/8/8/8/8/3n4/4K2B w - - 0 1 queen:xaway,xhome";
    assert_eq!(moves_of(quiet, &[]), sorted(&["h1g1", "h1h2"]));
    assert_eq!(refused(quiet, &[], "e1d2"), "S16");
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

/// S18, SE8, S32: capturing White's last rook puts White (regime B) into D, from its next move.
#[test]
fn s18_capturing_the_last_rook() {
    let fen = "4k3/8/8/8/8/8/8/rR2K2Q b - - 0 1";
    let (events, p) = last_events(fen, &[], &["a1b1"]);
    assert_eq!(events, ev(&["capture", "regime:w=D", "check"]));
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/8/1r2K2Q w - - 0 2 classical:w");
    // D: the classical king steps out of check; the queen moves as a classical queen.
    // D: the classical king steps out of the rook's check (d1 and f1 stay on its rank); the queen
    // cannot reach c1 or d1 past its own king.
    assert_eq!(moves_of(&p.to_fen(), &[]), sorted(&["e1d2", "e1e2", "e1f2"]));
}

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

/// SE8: regime D is final: with the queen at home again the pawn capture stays optional.
#[test]
fn se8_regime_d_is_final_by_promotion_and_by_the_queen() {
    let fen = "4k3/8/8/8/8/2p5/1P6/3QK3 w - - 0 1 classical:w";
    let list = moves_of(fen, &[]);
    assert_eq!(list.len(), 23, "{list:?}");
    assert!(list.contains(&"b2b3".to_string()) && list.contains(&"d1d8".to_string()));
    assert!(!list.contains(&"e1d2".to_string()));
    assert_eq!(pos_with(fen, &[]).to_fen(), fen);
}
