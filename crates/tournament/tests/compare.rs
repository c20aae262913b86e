//! Comparison with the endorsed Dutch engine bbpPairings on the events its own generator makes
//! (ignored by default: it needs a locally built bbpPairings 6, whose path `BBP` names):
//!
//! ```text
//! BBP=/path/to/bbpPairings.exe cargo test --release -p victoria-tournament --test compare \
//!     -- --ignored --nocapture
//! ```
//!
//! For each event `bbpPairings.exe --dutch -g CONFIG -o EVENT.trf -s SEED` generates a whole
//! tournament paired round by round by bbpPairings (forfeits, half-point byes, withdrawals and
//! odd counts included), and every round is re-paired by ours as the event stood before it
//! ([`check_rounds`]). `COMPARE_EVENTS` (default 100), `COMPARE_MIN` and `COMPARE_MAX` (players,
//! default 10 and 300), `COMPARE_SEED` (first seed, default 1) choose the events; the differing
//! rounds are printed with the generated file kept for a look, and the test fails if any differ.
//! `COMPARE_KEEP` names a folder where every generated event is kept (as `e{SEED}.trf`), to
//! store a chosen few as test data, or to compare them again later without bbpPairings:
//! `COMPARE_FROM` names such a folder, and every `*.trf` in it is re-paired round by round
//! (bbpPairings' rounds are in the file), so a change to the pairer is checked against a
//! thousand events in minutes.

use std::process::Command;
use victoria_tournament::*;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

#[test]
#[ignore]
fn every_round_of_kept_events_equals_bbp_pairings() {
    let Some(from) = std::env::var_os("COMPARE_FROM").map(std::path::PathBuf::from) else {
        eprintln!("COMPARE_FROM names no folder of kept events: nothing compared");
        return;
    };
    let mut files: Vec<_> = std::fs::read_dir(&from)
        .unwrap_or_else(|e| panic!("{}: {e}", from.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    let (mut same, mut total, mut events_same) = (0, 0, 0);
    let started = std::time::Instant::now();
    for file in &files {
        let text = String::from_utf8_lossy(&std::fs::read(file).unwrap()).into_owned();
        let t = read_engine_trf(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let differences = check_rounds(&t);
        total += t.played.len();
        same += t.played.len() - differences.len();
        events_same += usize::from(differences.is_empty());
        for d in &differences {
            eprintln!("{} round {}: bbp {:?} ours {:?}", file.display(), d.round, d.file, d.ours);
        }
    }
    eprintln!(
        "{same} of {total} rounds identical, {events_same} of {} kept events in {:.1} s",
        files.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(!files.is_empty(), "{} holds no .trf file", from.display());
    assert_eq!(same, total);
}

#[test]
#[ignore]
fn every_round_of_generated_events_equals_bbp_pairings() {
    let Ok(engine) = std::env::var("BBP") else {
        eprintln!("BBP names no bbpPairings.exe: nothing compared");
        return;
    };
    let events = env("COMPARE_EVENTS", 100);
    let (min, max) = (env("COMPARE_MIN", 10), env("COMPARE_MAX", 300));
    let first = env("COMPARE_SEED", 1);
    let dir = victoria_testkit::temp_dir("compare");
    let keep = std::env::var_os("COMPARE_KEEP").map(std::path::PathBuf::from);
    let (mut same, mut total, mut events_same) = (0, 0, 0);
    let started = std::time::Instant::now();
    for seed in first..first + events {
        // Sizes and round counts from the seed, spread over the range.
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5851_F42D;
        x ^= x >> 29;
        let players = min + x % (max - min + 1);
        let rounds = 5 + (x >> 20) % 7;
        let config = dir.join(format!("e{seed}.cfg"));
        let trf = dir.join(format!("e{seed}.trf"));
        std::fs::write(&config, format!("PlayersNumber={players}\nRoundsNumber={rounds}\n")).unwrap();
        let ok = Command::new(&engine)
            .args(["--dutch", "-g"])
            .arg(&config)
            .arg("-o")
            .arg(&trf)
            .arg("-s")
            .arg(seed.to_string())
            .status()
            .unwrap()
            .success();
        // A generation that stops at a round nobody can pair still writes the rounds before it.
        let Ok(bytes) = std::fs::read(&trf) else {
            eprintln!("bbpPairings generated nothing for event {seed} (status ok: {ok})");
            continue;
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let t = read_engine_trf(&text).unwrap_or_else(|e| panic!("{}: {e}", trf.display()));
        let differences = check_rounds(&t);
        if let Some(keep) = &keep {
            std::fs::create_dir_all(keep).unwrap();
            std::fs::write(keep.join(format!("e{seed}.trf")), &bytes).unwrap();
        }
        eprintln!("event {seed}: {players} players, {} rounds, {} differ", t.played.len(), differences.len());
        total += t.played.len();
        same += t.played.len() - differences.len();
        if differences.is_empty() {
            events_same += 1;
            std::fs::remove_file(&trf).ok();
        }
        for d in &differences {
            eprintln!(
                "{} ({players} players) round {}: bbp {:?} ours {:?} {}",
                trf.display(),
                d.round,
                d.file,
                d.ours,
                d.error.as_ref().map(|e| e.to_string()).unwrap_or_default()
            );
        }
    }
    eprintln!(
        "{same} of {total} rounds identical, {events_same} of {events} events ({min}-{max} players, seeds from {first}) in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(same, total);
}
