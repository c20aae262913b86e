//! S31–S32 the order of the legal-move filters and the events of a played move.

use super::*;

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

/// S32, SE3: one move changes both regimes — White's queen (B) takes Black's queen away from
/// Black's home, on d1, White's home: White is in A again and Black in C, White first.
#[test]
fn s32_both_regimes_change_in_one_move() {
    let fen = "4k2r/8/8/8/3Q4/8/8/3qK2R w - - 0 1";
    let (events, p) = last_events(fen, &[], &["d4d1"]);
    assert_eq!(events, ev(&["capture", "regime:w=A", "regime:b=C"]));
    assert_eq!(p.to_fen(), "4k2r/8/8/8/8/8/8/3QK2R b - - 0 1 queen:d1,xaway");
}
