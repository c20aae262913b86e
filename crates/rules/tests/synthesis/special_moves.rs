//! S24–S26 castling, en passant and promotion in every regime.

use super::*;

#[test]
fn s24_castling_by_regime_and_option() {
    let b = "r3k2r/8/8/8/8/7Q/8/R3K2R w KQkq - 0 1";
    let p = pos(b);
    assert_eq!(p.regime(Color::White), Regime::B);
    assert!(moves_from(&p, "e1").is_empty());
    let e = refusal(&p, "e1g1");
    assert_eq!(e.rule, "S24");
    assert!(e.to_string().contains("castling_synthesis=on"), "{}", e.to_string());
    let p = pos_with(b, &["castling_synthesis=on"]);
    assert_eq!(moves_from(&p, "e1"), strs(&["e1c1", "e1g1"]));
    let p = pos_with("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 queen:xaway,xhome", &["castling_synthesis=on"]);
    assert!(moves_from(&p, "e1").is_empty());
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 classical:w");
    assert_eq!(moves_from(&p, "e1"), strs(&["e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"]));
    // Castling through an attacked square is refused with the square.
    let p = pos_with("r3k2r/8/8/8/8/5r1Q/8/R3K2R w KQkq - 0 1", &["castling_synthesis=on"]);
    let e = refusal(&p, "e1g1");
    assert!(e.to_string().contains("f1, attacked by the rook on f3"), "{}", e.to_string());
    // Rights survive regime B: the queen goes out and comes back, White castles in A.
    let mut p = pos("4k3/8/8/8/8/8/8/3QK2R w K - 0 1");
    play(&mut p, &["d1d3", "e8e7", "d3f2", "e7e8", "f2d1", "e8e7"]);
    assert_eq!(p.regime(Color::White), Regime::A);
    assert!(moves(&p).contains(&"e1g1".to_string()));
}

/// S24: a regime-B king castles only under `castling_synthesis=on`; the rights survive regime B.
#[test]
fn s24_castling_in_regime_b() {
    let fen = "r3k3/8/8/8/8/8/8/R3K2Q w Qq - 0 1";
    let off = sorted(&["a1a8", "a1b2", "a1c3", "a1d4", "a1e5", "a1f6", "a1g7", "a1h8", "h1a8", "h1f2", "h1g3"]);
    assert_eq!(moves_of(fen, &[]), off);
    assert_eq!(refused(fen, &[], "e1c1"), "S24");
    let mut on = off.clone();
    on.push("e1c1".into());
    on.sort();
    assert_eq!(moves_of(fen, &["castling_synthesis=on"]), on);
    let (events, p) = last_events(fen, &["castling_synthesis=on"], &["e1c1"]);
    assert_eq!(events, ev(&["castle"]));
    assert_eq!(p.to_fen(), "r3k3/8/8/8/8/8/8/2KR3Q b q - 1 1");
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

/// S25, S8: en passant is a pawn capture, mandatory in regime A and optional in regime B.
#[test]
fn s25_en_passant_in_regimes_a_and_b() {
    let a = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    assert_eq!(moves_of(a, &[]), vec!["e5d6"]);
    let (events, p) = last_events(a, &[], &["e5d6"]);
    assert_eq!(events, ev(&["capture", "en_passant"]));
    assert_eq!(p.to_fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(moves_of(&p.to_fen(), &[]), sorted(&["e8d7", "e8d8", "e8f7", "e8f8"]));
    let b = "4k2B/8/8/3pP3/8/8/8/4K2Q w - d6 0 1";
    assert_eq!(
        moves_of(b, &[]),
        sorted(&[
            "e5d6", "e5e6", "h1d5", "h1f2", "h1g3", "h8f8", "h8g8", "h8h2", "h8h3", "h8h4", "h8h5", "h8h6", "h8h7"
        ])
    );
}

#[test]
fn s26_promotion_in_every_regime_and_promoted_rooks_and_bishops_count_for_s18() {
    let fen = "4k3/1P6/8/8/8/7Q/7b/4K1B1 w - - 0 1";
    let p = pos(fen);
    assert_eq!(moves_from(&p, "b7"), strs(&["b7b8b", "b7b8n", "b7b8q", "b7b8r"]));
    let e = refusal(&p, "b7b8");
    assert_eq!(e.rule, "S26");
    assert!(e.to_string().contains("b7b8q, b7b8r, b7b8b or b7b8n"));
    // Promoted to a bishop, White keeps a bishop when its last original one falls: still B.
    let mut p = pos(fen);
    assert_eq!(play(&mut p, &["b7b8b", "h2g1"]), ev(&["capture"]));
    assert_eq!(p.regime(Color::White), Regime::B);
    // Promoted to a knight, it does not: D.
    let mut p = pos(fen);
    assert_eq!(play(&mut p, &["b7b8n", "h2g1"]), ev(&["capture", "regime:w=D"]));
}
