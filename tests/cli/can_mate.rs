//! `can-mate` on the command line: one JSON line per side asked, White first, then
//! `{"dead": …}`; bad input gets one line on stderr and exit status 2.

fn run(args: &[&str]) -> (i32, Vec<serde_json::Value>, String) {
    let (code, stdout, stderr) = victoria_testkit::cli::run(args);
    let lines = stdout.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}"))).collect();
    (code, lines, stderr)
}

#[test]
fn cli_prints_one_line_per_side_then_dead() {
    let fen = "kX10/XX10/12/12/12/12/12/12/12/12/12/1R9K w - - 0 1";
    let (code, lines, _) = run(&["can-mate", "--fen", fen]);
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["side"], "white");
    assert_eq!(lines[0]["verdict"], "possible");
    assert_eq!(lines[0]["line"], serde_json::json!(["b1a1"]));
    assert_eq!(lines[1]["side"], "black");
    assert_eq!(lines[1]["verdict"], "impossible");
    assert!(lines[1]["proof"].as_str().unwrap().contains("a king never gives check"), "{}", lines[1]);
    assert_eq!(lines[2], serde_json::json!({"dead": false}));

    let sealed = "10*k/10**/12/12/12/12/12/12/12/12/12/R3K7 w - - 0 1";
    let (code, lines, _) = run(&["can-mate", "--fen", sealed, "--side", "white"]);
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["verdict"], "impossible");
    assert!(lines[0]["proof"].as_str().unwrap().starts_with("Black's king can only ever stand on one square (l12)"));
    assert_eq!(lines[1], serde_json::json!({"dead": true}), "Black's side by the fast check");

    let (code, lines, _) = run(&[
        "can-mate",
        "--rules",
        "classical",
        "--fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "--side",
        "black",
        "--nodes",
        "3",
    ]);
    assert_eq!(code, 0);
    assert_eq!(lines[0]["verdict"], "unknown");
    assert!(lines[0]["nodes"].as_u64().unwrap() <= 3);
    assert_eq!(lines[1], serde_json::json!({"dead": null}));
}

#[test]
fn cli_refuses_bad_input_with_one_line_and_status_2() {
    for args in [
        &["can-mate", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"][..],
        &["can-mate", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--side", "red"],
        &["can-mate", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--rules", "synthesis"],
        &["can-mate", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "-o", "mate_impossible=maybe"],
    ] {
        let (code, lines, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(lines.is_empty());
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
}
