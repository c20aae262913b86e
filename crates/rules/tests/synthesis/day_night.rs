//! S3–S4 day and night: a day move captures, a night move never does; attack and check are the classical capture geometry in every regime.

use super::*;

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
