//! The command line on VFEN positions (moved here from the rules crate, whose tests do not need the binary): moves, perft, play with JSON lines and the outcome, refusals.

use victoria_testkit::cli::run as cli;

fn list(s: &str) -> Vec<String> {
    s.split_whitespace().map(String::from).collect()
}

#[test]
fn cli_moves_and_perft_on_the_vfen_example() {
    let fen = "rnbqkbnr4/pppppppp4/4x7/1x7x2/12/12/12/6X5/2X9/9X2/4PPPPPPPP/4RNBQKBNR w e1,l1,a12,h12 - 0 1 reserve:e1=10,g1=9,h1=14,j1=9,l1=8,a12=10,c12=10,d12=10,f12=10,h12=10";
    let (code, out, _) = cli(&["moves", "--fen", fen]);
    assert_eq!(code, 0);
    // By hand: pawns e f g h i k l one or two squares (14), j2 bypasses its bastion j3 to i3 and
    // k3 (2), knight f1 to d2 e3 g3, knight k1 to l3, rook e1 to a1 b1 c1 d1.
    let mut want = list(
        "e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 i2i3 i2i4 k2k3 k2k4 l2l3 l2l4 j2i3 j2k3 f1d2 f1e3 f1g3 k1l3 e1a1 e1b1 e1c1 e1d1",
    );
    want.sort();
    assert_eq!(out.lines().map(String::from).collect::<Vec<_>>(), want);
    let (code, out, _) = cli(&["perft", "--fen", fen, "--depth", "1"]);
    assert_eq!((code, out.trim()), (0, "24"));
}

#[test]
fn cli_play_prints_json_lines_and_the_final_outcome() {
    let (code, out, _) = cli(&["play", "--fen", "7k/8/6K1/8/8/8/8/R7 w - - 0 1 reserve:a1=2", "a1a8"]);
    assert_eq!(code, 0);
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["ply"], 1);
    assert_eq!(lines[0]["move"], "a1a8");
    assert_eq!(lines[0]["legal"], true);
    assert_eq!(lines[0]["san"], "Ra8#");
    assert_eq!(lines[0]["events"], serde_json::json!(["check", "checkmate"]));
    assert_eq!(lines[0]["fen"], "R6k/8/6K1/8/8/8/8/8 b - - 1 1 reserve:a8=1");
    assert_eq!(
        lines[1],
        serde_json::json!({"outcome": "checkmate", "winner": "white", "points": {"white": 5, "black": 0}})
    );
    // The rook's last point: no check, then no striking force left — an objective draw 0 : 0.
    let (code, out, _) = cli(&["play", "--fen", "7k/8/6K1/8/8/8/8/R7 w - - 0 1 reserve:a1=1", "a1a8"]);
    assert_eq!(code, 0);
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines[0]["san"], "Ra8");
    assert_eq!(lines[0]["events"], serde_json::json!(["petrified:a8"]));
    assert_eq!(lines[1], serde_json::json!({"outcome": "points", "winner": null, "points": {"white": 0, "black": 0}}));
}

#[test]
fn cli_play_stops_at_an_illegal_move_with_the_ruling() {
    let (code, out, _) = cli(&["play", "--fen", "7k/n7/8/8/x7/8/8/R6K w - - 0 1", "a1a2", "h8g8", "a2a7"]);
    assert_eq!(code, 1);
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[2]["ply"], 3);
    assert_eq!(lines[2]["move"], "a2a7");
    assert_eq!(lines[2]["legal"], false);
    assert_eq!(lines[2]["rule"], "R10");
    assert!(lines[2]["reason"].as_str().unwrap().ends_with("(R10)"));
}

#[test]
fn cli_bad_input_is_one_line_on_stderr_with_status_2() {
    for args in [
        vec!["moves", "--fen", "4k3/8/8/8/8/8/8/4KK2 w"],
        vec!["perft", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra:1", "--depth", "2"],
        vec!["moves", "-o", "castling=maybe", "--fen", "4k3/8/8/8/8/8/8/4K3"],
        vec!["moves", "-o", "colour=red", "--fen", "4k3/8/8/8/8/8/8/4K3"],
        vec!["play", "--fen", "4k3/8/8/8/8/8/8/4K3", "e1"],
    ] {
        let (code, out, err) = cli(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn cli_options_change_the_moves() {
    let fen = "7k/n7/8/8/X7/8/8/R6K w - - 0 1";
    let (_, a, _) = cli(&["moves", "--fen", fen]);
    let (_, b, _) = cli(&["moves", "-o", "own_bastion_passage=strikes_and_moves", "--fen", fen]);
    assert!(!a.contains("a1a5") && b.contains("a1a5"));
}
