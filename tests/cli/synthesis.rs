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

fn cli(args: &[&str]) -> (i32, String) {
    let (code, out, _) = run(args);
    (code, out)
}

/// The command line: sorted moves (promotion letters in order), perft with divide, and `play`'s
/// JSON lines with the S32 events, the illegal line and the outcome.
#[test]
fn command_line() {
    let (code, out) = cli(&["moves", "--rules", "synthesis", "--fen", "k7/1P6/8/8/8/8/8/K7 w - - 0 1"]);
    assert_eq!((code, out.as_str()), (0, "b7a8b\nb7a8n\nb7a8q\nb7a8r\n"));
    let (code, out) = cli(&[
        "perft",
        "--rules",
        "synthesis",
        "--fen",
        "4k2B/8/8/8/8/8/4r3/4K2Q w - - 0 1",
        "--depth",
        "1",
        "--divide",
    ]);
    assert_eq!((code, out.as_str()), (0, "e1d1: 1\ne1e2: 1\ne1f1: 1\nh8h5: 1\n4\n"));
    let (code, out) =
        cli(&["play", "--rules", "synthesis", "--fen", "4k3/8/8/8/8/8/r3K3/4R2Q w - - 0 1", "e2f2", "a2f2", "e1e8"]);
    assert_eq!(code, 0);
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(
        lines[0],
        serde_json::json!({"ply": 1, "move": "e2f2", "legal": true, "san": "Kf2+", "events": ["check", "both_in_check"], "fen": "4k3/8/8/8/8/8/r4K2/4R2Q b - - 1 1"})
    );
    assert_eq!(lines[1]["events"], serde_json::json!(["capture", "king_captured", "reply"]));
    assert_eq!(lines[2]["events"], serde_json::json!(["capture", "king_captured", "win:w"]));
    assert_eq!(lines[3], serde_json::json!({"outcome": "king_captured", "winner": "white"}));
    let (code, out) = cli(&["play", "--rules", "synthesis", "--fen", "4k2B/8/8/8/8/8/4r3/4K2Q w - - 0 1", "h1f2"]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    assert_eq!((v["legal"].clone(), v["rule"].clone()), (serde_json::json!(false), serde_json::json!("S21")));
}

/// S27, S28 on the command line: after the mate the next move is refused, naming the step of
/// S31 that removes it (S21).
#[test]
fn no_move_after_the_end() {
    let (code, out) =
        cli(&["play", "--rules", "synthesis", "--fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "g7g6"]);
    assert_eq!(code, 1);
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines[0]["events"], serde_json::json!(["check", "checkmate", "win:w"]));
    assert_eq!(lines[1]["legal"], serde_json::json!(false));
    assert_eq!(lines[1]["rule"], serde_json::json!("S21"));
}
