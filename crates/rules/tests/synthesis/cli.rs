//! The command line on Synthesis positions.

use super::*;

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
