//! The pairing-engine command with the JaVaFo/bbpPairings conventions.

use victoria_testkit::temp_dir;
use victoria_tournament::*;
use victoria_words::Lang;

fn run(args: &[&str]) -> (i32, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    let code = pairing_command(&args, Lang::En, &mut out);
    (code, String::from_utf8(out).unwrap())
}

fn event(players: u32, rounds: u32, played: u32) -> Tournament {
    let mut t = Tournament::new("Engine", "classical", rounds, PairingSystem::Swiss { baku_acceleration: false });
    for n in 1..=players {
        t.apply(&Action::AddPlayer { player: Player::new(n, format!("P{n}")) }).unwrap();
    }
    for r in 1..=played {
        let round = pair_next(&t).unwrap();
        let boards: Vec<u32> = round.boards.iter().map(|b| b.number).collect();
        t.apply(&Action::PairRound { round }).unwrap();
        for b in boards {
            let result = if (b + r) % 3 == 0 { GameResult::Draw } else { GameResult::WhiteWins };
            t.apply(&Action::SetResult { round: r, board: b, result: Some(result), by_count: false }).unwrap();
        }
    }
    t
}

#[test]
fn engine_pairs_the_next_round_to_a_file_and_to_stdout() {
    let dir = temp_dir("pair");
    let input = dir.join("in.trf");
    std::fs::write(&input, write_trf(&event(9, 5, 0))).unwrap();
    let output = dir.join("out.txt");
    let (code, said) = run(&["--dutch", input.to_str().unwrap(), "-p", output.to_str().unwrap()]);
    assert_eq!((code, said.as_str()), (0, ""));
    assert_eq!(std::fs::read_to_string(&output).unwrap(), "5\n1 5\n6 2\n3 7\n8 4\n9 0\n");
    let (code, said) = run(&["pairing", "--dutch", input.to_str().unwrap(), "-p"]);
    assert_eq!((code, said.as_str()), (0, "5\n1 5\n6 2\n3 7\n8 4\n9 0\n"));
}

#[test]
fn engine_check_lists_nothing_for_its_own_rounds_and_names_a_changed_one() {
    let dir = temp_dir("check");
    let input = dir.join("done.trf");
    let t = event(10, 4, 4);
    std::fs::write(&input, write_trf(&t)).unwrap();
    let (code, said) = run(&["--dutch", input.to_str().unwrap(), "-c"]);
    assert_eq!(code, 0);
    assert_eq!(said, "4 rounds checked, 0 paired differently\n");
    // Swap two opponents of round 1 by hand: the check names the round.
    let mut changed = t.clone();
    let r = &mut changed.played[0];
    let (b1, b2) = (r.boards[0].black, r.boards[1].black);
    r.boards[0].black = b2;
    r.boards[1].black = b1;
    changed.played.truncate(1);
    std::fs::write(&input, write_trf(&changed)).unwrap();
    let (code, said) = run(&["--dutch", input.to_str().unwrap(), "-c"]);
    assert_eq!(code, 0);
    assert!(said.starts_with("round 1 would be paired differently"), "{said}");
}

#[test]
fn engine_exit_codes_for_bad_input_files_and_no_pairing() {
    let dir = temp_dir("codes");
    let (code, said) = run(&["--dutch", dir.join("missing.trf").to_str().unwrap(), "-p"]);
    assert_eq!(code, 5, "{said}");
    assert!(said.contains("no such file"), "{said}");
    let bad = dir.join("bad.trf");
    std::fs::write(&bad, "012 x\n001   zz      Alpha\n").unwrap();
    let (code, said) = run(&["--dutch", bad.to_str().unwrap(), "-p"]);
    assert_eq!(code, 3);
    assert!(said.contains("line 2: the start number in columns 5–8 is not a number: “zz”"), "{said}");
    let (code, said) = run(&["--dutch"]);
    assert_eq!(code, 3);
    assert!(said.starts_with("usage:"), "{said}");
    let (code, _) = run(&["--dutch", bad.to_str().unwrap(), "-x"]);
    assert_eq!(code, 3);
    // Two players who have met cannot be paired again.
    let done = dir.join("two.trf");
    std::fs::write(&done, write_trf(&event(2, 2, 1))).unwrap();
    let (code, said) = run(&["--dutch", done.to_str().unwrap(), "-p"]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("absolute criteria"), "{said}");
    // An output that cannot be written is a file problem.
    let input = dir.join("in.trf");
    std::fs::write(&input, write_trf(&event(4, 3, 0))).unwrap();
    let out = dir.join("no-such-dir").join("out.txt");
    let (code, _) = run(&["--dutch", input.to_str().unwrap(), "-p", out.to_str().unwrap()]);
    assert_eq!(code, 5);
}

/// bbpPairings' own test cases for the 2025 Dutch rules (its `test/tests/dutch_2025_C5` and
/// `dutch_2025_C9`): the same pairs, colours and bye.
#[test]
fn engine_agrees_with_bbppairings_test_cases() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    for case in ["bbp_dutch_2025_C5", "bbp_dutch_2025_C9"] {
        let input = format!("{data}/{case}.trf");
        let expected = std::fs::read_to_string(format!("{data}/{case}.expected")).unwrap();
        let (code, said) = run(&["--dutch", &input, "-p"]);
        assert_eq!((code, said.as_str()), (0, expected.as_str()), "{case}");
    }
}

/// bbpPairings' `test/tests/issue_7`: the 15th round of a 60-player event with forfeits, in a
/// file with CR line ends: the same 30 boards, colours and order.
#[test]
fn engine_issue_7_equals_bbppairings() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let expected = std::fs::read_to_string(format!("{data}/bbp_issue_7.expected")).unwrap();
    let (code, said) = run(&["--dutch", &format!("{data}/bbp_issue_7.trf"), "-p"]);
    assert_eq!((code, said.as_str()), (0, expected.as_str()));
}

/// bbpPairings' `test/tests/issue_15`: 11 rounds of a 180-player event with forfeits, paired by
/// the Burstein system (bbpPairings checks it with `--burstein -c`). Checked by the Dutch system,
/// every round differs (round 1 alone: Burstein folds 1–90, the Dutch pairs 1–91), and the check
/// of 180 players over 11 rounds runs through.
#[test]
fn engine_check_of_a_burstein_event_lists_every_round() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let (code, said) = run(&["--dutch", &format!("{data}/bbp_issue_15.trf"), "-c"]);
    assert_eq!(code, 0);
    for r in 1..=11 {
        assert!(said.contains(&format!("round {r} would be paired differently")), "round {r}");
    }
    assert!(said.ends_with("11 rounds checked, 11 paired differently\n"), "{said}");
}

/// `-g CONFIG -o OUT -s SEED` (bbpPairings' generator keys): the event has the players and rounds
/// asked for, the same seed makes the same file, another seed another, bbpPairings' reader gets
/// `152 W`/`B`, and our own checker finds every round paired as ours pairs it.
#[test]
fn engine_generates_a_random_event_its_checker_agrees_with() {
    let dir = temp_dir("generate");
    let config = dir.join("g.cfg");
    std::fs::write(&config, "PlayersNumber=23\nRoundsNumber=6\nDrawPercentage=40\nForfeitRate=10\n").unwrap();
    let (a, b, c) = (dir.join("a.trf"), dir.join("b.trf"), dir.join("c.trf"));
    for (file, seed) in [(&a, "5"), (&b, "5"), (&c, "6")] {
        let (code, said) = run(&["--dutch", "-g", config.to_str().unwrap(), "-o", file.to_str().unwrap(), "-s", seed]);
        assert_eq!((code, said.as_str()), (0, ""));
    }
    let text = std::fs::read_to_string(&a).unwrap();
    assert_eq!(text, std::fs::read_to_string(&b).unwrap());
    assert_ne!(text, std::fs::read_to_string(&c).unwrap());
    assert!(text.lines().any(|l| l == "152 W" || l == "152 B"), "{text}");
    let t = read_engine_trf(&text).unwrap();
    assert_eq!((t.players.len(), t.played.len()), (23, 6));
    assert!(t.played.iter().flat_map(|r| &r.boards).any(|b| b.result == Some(GameResult::Draw)));
    let (code, said) = run(&["--dutch", a.to_str().unwrap(), "-c"]);
    assert_eq!((code, said.as_str()), (0, "6 rounds checked, 0 paired differently\n"));
    // A key the generator does not know is named with its line.
    std::fs::write(&config, "PlayersNumber=23\nRounds=6\n").unwrap();
    let (code, said) = run(&["--dutch", "-g", config.to_str().unwrap(), "-o", a.to_str().unwrap()]);
    assert_eq!(code, 3);
    assert!(said.contains("line 2: “Rounds=6”"), "{said}");
}

/// `-c` on a round changed by hand names the criteria the file's pairing and ours meet
/// differently (here the colour preferences, C.12, of two opponents whose colours were swapped).
#[test]
fn engine_check_names_the_criteria_that_differ() {
    let dir = temp_dir("criteria");
    let mut t = event(12, 4, 2);
    // A board of round 2 whose players had different colours in round 1 (so both preferences
    // were met): swapped, both go unmet.
    let first = t.played[0].clone();
    let colour = |n: u32| first.board_of(n).map(|(_, c)| c);
    let r = &mut t.played[1];
    let b = r.boards.iter_mut().find(|b| colour(b.white).is_some() && colour(b.white) != colour(b.black)).unwrap();
    std::mem::swap(&mut b.white, &mut b.black);
    let input = dir.join("changed.trf");
    std::fs::write(&input, write_trf(&t)).unwrap();
    let (code, said) = run(&["--dutch", input.to_str().unwrap(), "-c"]);
    assert_eq!(code, 0);
    assert!(said.contains("round 2 would be paired differently"), "{said}");
    assert!(said.contains("the same pairs: the colours are allocated differently (C.04.3 E)"), "{said}");
    let line = said.lines().find(|l| l.starts_with("C.12: the file ")).unwrap_or_else(|| panic!("{said}"));
    let counts: Vec<u32> = line.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect();
    // "C.12: the file F, ours O": the two swapped preferences are unmet in the file alone.
    assert_eq!(counts[1], counts[2] + 2, "{said}");
}

/// A 31-player event generated and paired by bbpPairings 6 (seed 2220) whose player 2 is absent
/// from round 1 (`0000 - Z`): the colours of round 1 (E.5) go by the pairing numbers of the
/// players present (1 black, 3 white, 4 black, …), as if 2 were not yet entered; the first colour
/// is read from the file (no `XXC`). Round 1 is paired as bbpPairings paired it.
#[test]
fn engine_round_one_colours_count_only_the_players_present() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let text =
        String::from_utf8_lossy(&std::fs::read(format!("{data}/bbp_absent_in_round_1.trf")).unwrap()).into_owned();
    let t = read_engine_trf(&text).unwrap();
    assert_eq!(t.first_colour, Colour::Black);
    let differ: Vec<u32> = check_rounds(&t).iter().map(|d| d.round).collect();
    assert!(!differ.contains(&1), "{differ:?}");
}
