//! `can-mate` on the command line: one JSON line per side asked, White first, then
//! `{"dead": …}` (the helpmate line with `--line`); `--epd` gives the same lines for every
//! position of a file, marked with the line number and the id; bad input gets one line on
//! stderr and exit status 2.

fn run(args: &[&str]) -> (i32, Vec<serde_json::Value>, String) {
    let (code, stdout, stderr) = victoria_testkit::cli::run(args);
    let lines = stdout.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}"))).collect();
    (code, lines, stderr)
}

#[test]
fn cli_prints_one_line_per_side_then_dead() {
    let fen = "kX10/XX10/12/12/12/12/12/12/12/12/12/1R9K w - - 0 1";
    let (code, lines, _) = run(&["can-mate", "--fen", fen, "--line"]);
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["side"], "white");
    assert_eq!(lines[0]["verdict"], "possible");
    assert_eq!(lines[0]["line"], serde_json::json!(["b1a1"]));
    // Without --line, the verdict alone.
    let (_, plain, _) = run(&["can-mate", "--fen", fen]);
    assert_eq!(plain[0], serde_json::json!({"side": "white", "verdict": "possible"}));
    assert_eq!(plain[1..], lines[1..]);
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
        &["can-mate", "--epd", "/nonexistent/positions.epd"],
        &["can-mate"],
    ] {
        let (code, lines, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(lines.is_empty());
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
}

/// The batch mode: every position of a file in one process, each of its JSON lines equal to
/// the single-position command's, marked with the line number `n` and the id; blank lines and
/// `#` comments skipped; standard input with `-`.
#[test]
fn cli_epd_gives_the_single_commands_lines_for_every_position() {
    let positions = [
        ("kX10/XX10/12/12/12/12/12/12/12/12/12/1R9K w - - 0 1", Some("walled")),
        ("10*k/10**/12/12/12/12/12/12/12/12/12/R3K7 w - - 0 1", None),
        ("k11/12/12/12/12/12/12/12/12/12/12/Q3K7 w - - 0 1", Some("queen")),
    ];
    let file = victoria_testkit::temp_dir("can-mate-epd").join("positions.epd");
    let mut text = String::from("# three positions\n\n");
    for (fen, id) in positions {
        match id {
            Some(id) => text.push_str(&format!("{fen}; id \"{id}\"\n")),
            None => text.push_str(&format!("{fen}\n")),
        }
    }
    std::fs::write(&file, &text).unwrap();
    for extra in [&[][..], &["--line"][..]] {
        let mut args = vec!["can-mate", "--epd", file.to_str().unwrap()];
        args.extend_from_slice(extra);
        let (code, batch, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        assert_eq!(batch.len(), 9, "two sides and the dead line for each of three positions");
        for (k, (fen, id)) in positions.iter().enumerate() {
            let mut one_args = vec!["can-mate", "--fen", fen];
            one_args.extend_from_slice(extra);
            let (_, single, _) = run(&one_args);
            for (j, want) in single.iter().enumerate() {
                let mut got = batch[3 * k + j].clone();
                let map = got.as_object_mut().unwrap();
                assert_eq!(
                    map.remove("n"),
                    Some(serde_json::json!(k + 3)),
                    "line numbers count every line of the file"
                );
                assert_eq!(map.remove("id"), id.map(|i| serde_json::json!(i)));
                assert_eq!(&got, want, "{fen}");
            }
        }
    }
    // Standard input; a line that does not read is named with its line number, the rest run.
    let input = "k11/12/12/12/12/12/12/12/12/12/12/Q3K7 w - - 0 1; first\nnot a position\n";
    let mut child = victoria_testkit::cli::command()
        .args(["can-mate", "--epd", "-", "--side", "white"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let (stdout, stderr) = (String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap());
    assert_eq!(out.status.code(), Some(2));
    let lines: Vec<serde_json::Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["id"], "first");
    assert_eq!(lines[0]["verdict"], "possible");
    assert_eq!(stderr.trim().lines().count(), 1);
    assert!(stderr.contains("-, line 2: bad VFEN"), "{stderr}");
}
