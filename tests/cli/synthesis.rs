//! The command line under `--rules synthesis`: `moves`, `perft` and `play` with the options of
//! SYNTHESIS.md, the S32 events in the JSON lines of `play`, and the outcome on the last line.

use victoria_testkit::cli::run;

fn json_lines(s: &str) -> Vec<serde_json::Value> {
    s.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}"))).collect()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn moves_prints_sorted_coordinates_and_follows_the_options() {
    let (code, out, _) = run(&["moves", "--rules", "synthesis", "--fen", "4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1"]);
    assert_eq!(code, 0);
    assert_eq!(out, "e1d1\ne1d2\ne1f1\ne1f2\n");
    let (_, out, _) = run(&[
        "moves",
        "--rules",
        "synthesis",
        "-o",
        "self_check=allowed",
        "--fen",
        "4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1",
    ]);
    assert_eq!(out.lines().count(), 10);
    let b = "r3k2r/8/8/8/8/7Q/8/R3K2R w KQkq - 0 1";
    let (_, off, _) = run(&["moves", "--rules", "synthesis", "--fen", b]);
    let (_, on, _) = run(&["moves", "--rules", "synthesis", "-o", "castling_synthesis=on", "--fen", b]);
    assert!(!off.contains("e1g1") && on.contains("e1g1\n") && on.contains("e1c1\n"));
    let (_, off2, _) = run(&["moves", "--rules", "synthesis", "-o", "castling_synthesis=off", "--fen", b]);
    assert_eq!(off, off2);
    let (_, counter, _) = run(&["moves", "--rules", "synthesis", "-o", "self_check=counter", "--fen", START]);
    assert_eq!(counter.lines().count(), 20);
}

#[test]
fn perft_counts_and_divides() {
    let (code, out, _) = run(&["perft", "--rules", "synthesis", "--fen", START, "--depth", "3"]);
    assert_eq!((code, out.as_str()), (0, "8576\n"));
    let (_, out, _) = run(&["perft", "--rules", "synthesis", "--fen", START, "--depth", "2", "--divide"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21);
    assert_eq!(lines[0], "a2a3: 20");
    assert_eq!(lines[20], "400");
}

#[test]
fn play_prints_events_and_the_outcome() {
    let (code, out, _) =
        run(&["play", "--rules", "synthesis", "--fen", "R3k3/8/8/8/8/8/8/4K2r w - - 0 1", "a8e8", "h1e1"]);
    assert_eq!(code, 0);
    let v = json_lines(&out);
    assert_eq!(v.len(), 3);
    assert_eq!(v[0]["move"], "a8e8");
    assert_eq!(v[0]["legal"], true);
    assert_eq!(v[0]["san"], "Rxe8");
    assert_eq!(v[0]["events"], serde_json::json!(["capture", "king_captured", "reply"]));
    assert_eq!(v[1]["events"], serde_json::json!(["capture", "king_captured", "win:b"]));
    assert_eq!(v[1]["fen"], "4R3/8/8/8/8/8/8/4r3 w - - 0 2");
    assert_eq!(v[2], serde_json::json!({"outcome": "king_captured", "winner": "black"}));
}

#[test]
fn play_stops_at_an_illegal_move_with_its_ruling() {
    let (code, out, _) = run(&["play", "--rules", "synthesis", "--fen", START, "e2e4", "d7d5", "e4e5"]);
    assert_eq!(code, 1);
    let v = json_lines(&out);
    assert_eq!(v.len(), 3);
    assert_eq!(v[2]["legal"], false);
    assert_eq!(v[2]["rule"], "S8");
    assert_eq!(
        v[2]["reason"],
        "a pawn capture is mandatory while White's queen is at home on d1: e4xd5 is available (S8)"
    );
}

#[test]
fn bad_input_is_refused_with_status_2() {
    let (code, _, err) = run(&["moves", "--rules", "synthesis", "-o", "castling=off", "--fen", START]);
    assert_eq!(code, 2);
    assert!(err.contains("no effect under --rules synthesis"), "{err}");
    let (code, _, err) = run(&["moves", "--rules", "synthesis", "-o", "self_check=maybe", "--fen", START]);
    assert_eq!(code, 2);
    assert!(err.contains("self_check"), "{err}");
    let (code, _, err) = run(&["moves", "--rules", "synthesis", "--fen", "8/8/8 w"]);
    assert_eq!(code, 2);
    assert!(err.contains("placement"), "{err}");
    let (code, _, _) = run(&["play", "--rules", "synthesis", "--fen", START, "e2-e4"]);
    assert_eq!(code, 2);
}
