//! The engine's command line as another tool would call it: `moves`, `perft --divide`, and
//! `play` with its JSON lines, the illegal-move line with exit status 1, and bad input with a
//! one-line message and exit status 2.

use victoria_testkit::cli::run;

const VICTORIA: &str = "rnbqkbnr4/pppppppp4/4x7/1x7x2/12/12/12/6X5/2X9/9X2/4PPPPPPPP/4RNBQKBNR w e1,l1,a12,h12 - 0 1 reserve:e1=10,g1=9,h1=14,j1=9,l1=8,a12=10,c12=10,d12=10,f12=10,h12=10";

#[test]
fn moves_are_sorted_one_per_line() {
    let (code, out, _) = run(&["moves", "--fen", VICTORIA]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 24, "VFEN.md: White has 24 legal moves here");
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
}

#[test]
fn perft_prints_the_count_last() {
    let (code, out, _) = run(&[
        "perft",
        "--rules",
        "classical",
        "--fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "--depth",
        "3",
        "--divide",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"8902"));
    assert_eq!(lines.len(), 21);
    assert!(lines.contains(&"e2e4: 600"));
}

#[test]
fn play_prints_json_lines_and_the_outcome() {
    let (code, out, _) = run(&[
        "play",
        "--rules",
        "classical",
        "--fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "f2f3",
        "e7e5",
        "g2g4",
        "d8h4",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0]["ply"], 1);
    assert_eq!(lines[0]["san"], "f3");
    assert_eq!(lines[3]["san"], "Qh4#");
    assert_eq!(lines[3]["events"], serde_json::json!(["check", "checkmate"]));
    assert_eq!(lines[4]["outcome"], "checkmate");
    assert_eq!(lines[4]["winner"], "black");
    assert_eq!(lines[4]["points"]["white"], 39);
    // Key order as the issue writes it.
    assert!(
        out.lines().next().unwrap().starts_with(r#"{"ply":1,"move":"f2f3","legal":true,"san":"f3","events":[],"fen":"#)
    );
}

#[test]
fn play_reports_petrification_and_stops_on_an_illegal_move() {
    let fen = "4k3/8/8/8/x7/8/8/R3K3 w - - 0 1 reserve:a1=2";
    let (code, out, _) = run(&["play", "--fen", fen, "a1a3", "e8d8", "a3a2", "d8e8", "a2a1"]);
    assert_eq!(code, 1);
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines[2]["events"], serde_json::json!(["petrified:a2"]));
    assert_eq!(lines[4]["legal"], false);
    assert_eq!(lines[4]["rule"], "R16");
    assert_eq!(lines[4]["reason"], "the rook on a2 became a monument on move 2 (R16)");
    assert_eq!(lines.len(), 5, "nothing after the illegal move");
}

#[test]
fn bad_input_gets_one_line_and_status_two() {
    for args in [
        vec!["moves", "--fen", "rnbqkbnr4/pppppppp5/12/12/12/12/12/12/12/12/PPPPPPPP4/RNBQKBNR4"],
        vec!["moves", "--fen", "4k3/8/8/8/8/8/8/4K3", "-o", "castling=maybe"],
        vec!["moves", "--rules", "chess", "--fen", "4k3/8/8/8/8/8/8/4K3"],
        vec!["play", "--fen", "4k3/8/8/8/8/8/8/4K3", "e1"],
        vec!["perft", "--fen", "4k3/8/8/8/8/8/8/4K3"],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
    let (_, _, err) = run(&["moves", "--fen", "rnbqkbnr4/pppppppp5/12/12/12/12/12/12/12/12/PPPPPPPP4/RNBQKBNR4"]);
    assert!(err.contains("rank 11 adds up to 13 squares, the board is 12 wide"), "{err}");
    assert_eq!(err.trim().lines().count(), 1);
}

#[test]
fn options_change_the_moves() {
    let fen = "4k3/8/n7/8/X7/8/8/R3K3 w - - 0 1";
    let (_, plain, _) = run(&["moves", "--fen", fen]);
    let (_, through, _) = run(&["moves", "--fen", fen, "-o", "own_bastion_passage=strikes_and_moves"]);
    assert!(!plain.contains("a1a5") && through.contains("a1a5"));
}
