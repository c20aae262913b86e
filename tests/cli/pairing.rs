//! `victoria-arbiter pairing`: the pairing engine with the endorsed engines' command line
//! (`--dutch IN.trf -p [OUT]`), its output the same as the tournament crate's own, its exit
//! statuses those of the conventions.

use victoria_testkit::cli::run;
use victoria_tournament::{EXIT_BAD_INPUT, EXIT_FILE, EXIT_OK, pairing_command};
use victoria_words::Lang;

#[test]
fn the_binary_pairs_a_trf_as_the_library_does() {
    let trf = victoria_testkit::repo().join("crates/tournament/tests/data/bbp_issue_7.trf");
    let file = trf.to_str().unwrap().to_string();
    let (code, out, err) = run(&["pairing", "--dutch", &file, "-p"]);
    assert_eq!(code, EXIT_OK, "{err}");
    let mut expected = Vec::new();
    let lib = pairing_command(&["--dutch".into(), file.clone(), "-p".into()], Lang::En, &mut expected);
    assert_eq!(lib, EXIT_OK);
    assert_eq!(out, String::from_utf8(expected).unwrap());
    let pairs: usize = out.lines().next().unwrap().trim().parse().unwrap();
    assert_eq!(out.lines().count(), pairs + 1, "one line per board after the count: {out}");
}

#[test]
fn bad_input_and_a_missing_file_have_their_exit_statuses() {
    let dir = victoria_testkit::temp_dir("pairing-bad");
    let bad = dir.join("bad.trf");
    std::fs::write(&bad, "001 abcd m    Someone                           1500\n").unwrap();
    let (code, _, _) = run(&["pairing", "--dutch", bad.to_str().unwrap(), "-p"]);
    assert_eq!(code, EXIT_BAD_INPUT);
    let (code, _, _) = run(&["pairing", "--dutch", dir.join("none.trf").to_str().unwrap(), "-p"]);
    assert_eq!(code, EXIT_FILE);
}
