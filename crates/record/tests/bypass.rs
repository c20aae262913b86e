//! A pawn beside its own bastion can reach the en-passant square two ways — a bypass (R11)
//! and the en-passant capture (R23) — with the same coordinates. The record keeps which one was
//! played through its SAN: the desk records each, and replay, `check`, the club's statistics
//! and the score sheet's replay all bring the same move back.

use victoria_record::{EventInfo, GameRecord, Recorder, check, replay};
use victoria_rules::{Options, Square};

const START: &str = "11k/12/12/12/12/3p8/4X7/4P7/12/12/12/K11 b - - 0 1 fresh:d7";

fn game_with(second: &str) -> GameRecord {
    let mut d = Recorder::in_memory(GameRecord::victoria(EventInfo::default(), Options::default())).unwrap();
    d.start_from_vfen(START).unwrap();
    d.record_move("d7-d5").unwrap();
    d.record_move(second).unwrap();
    d.record().clone()
}

fn black_pawn_on_d5(r: &GameRecord) -> bool {
    let g = replay(r).unwrap().unwrap();
    let d5: Square = "d5".parse().unwrap();
    g.piece(d5).is_some()
}

#[test]
fn the_bypass_and_the_en_passant_capture_survive_the_record() {
    let bypass = game_with("ed6");
    assert_eq!(bypass.moves[1].san, "ed6");
    assert_eq!(bypass.moves[1].uci, "e5d6");
    assert!(bypass.moves[1].events.is_empty(), "{:?}", bypass.moves[1].events);
    assert!(black_pawn_on_d5(&bypass), "the bypass leaves Black's pawn on d5");

    let capture = game_with("e5:d6");
    assert_eq!(capture.moves[1].san, "exd6");
    assert_eq!(capture.moves[1].uci, "e5d6");
    assert!(!black_pawn_on_d5(&capture), "the capture takes it");

    for r in [&bypass, &capture] {
        let report = check(r);
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        // Through a file too: what is saved replays the same way.
        let text = serde_json::to_string(r).unwrap();
        let back: GameRecord = serde_json::from_str(&text).unwrap();
        assert_eq!(black_pawn_on_d5(&back), black_pawn_on_d5(r));
    }
}
