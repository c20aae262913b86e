//! Every round of events that bbpPairings 6 generated and paired (its `-g` generator, with its
//! forfeits, byes and withdrawals), re-paired by ours as each event stood before the round; the
//! files are bbpPairings' own output:
//!
//! - `tests/data/bbp_generated/`: 80 events, seeds 1001–1080, 10–80 players, 5–11 rounds (made
//!   with `bbpPairings.exe --dutch -g CONFIG -o eSEED.trf -s SEED`, `PlayersNumber` = 10 + (SEED
//!   × 37) mod 71, `RoundsNumber` = 5 + SEED mod 7);
//! - `tests/data/bbp_compared/`: a few events of each size from 10 to 300 players out of the
//!   events `tests/compare.rs` compared (`COMPARE_KEEP`; seeds from 300001, sizes and rounds from
//!   the seed as that test draws them).
//!
//! The rounds we still pair differently are listed in a folder's `KNOWN` (file and round; none
//! is the same as an empty list); any other difference fails, and so does a listed round that
//! has become identical (so that the list stays true).

use victoria_tournament::*;

#[test]
fn every_round_of_bbp_generated_events_is_paired_as_bbp_pairs_it() {
    let rounds = check_folder("bbp_generated", 80);
    assert!(rounds > 500, "{rounds} rounds");
}

#[test]
fn every_round_of_the_compared_events_of_10_to_300_players_is_paired_as_bbp_pairs_it() {
    let rounds = check_folder("bbp_compared", 18);
    assert!(rounds > 120, "{rounds} rounds");
}

/// Re-pair every round of the `count` events in `tests/data/NAME`: the number of rounds.
fn check_folder(name: &str, count: usize) -> usize {
    let dir = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let known_text = std::fs::read_to_string(format!("{dir}/KNOWN")).unwrap_or_default();
    let known: Vec<(String, u32)> = known_text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut w = l.split_whitespace();
            (w.next().unwrap().to_string(), w.next().unwrap().parse().unwrap())
        })
        .collect();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), count);
    let (mut rounds, mut unexpected, mut now_same) = (0, Vec::new(), Vec::new());
    let mut seen_known = Vec::new();
    for path in &files {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
        let t = read_engine_trf(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        rounds += t.played.len();
        for d in check_rounds(&t) {
            if known.contains(&(name.clone(), d.round)) {
                seen_known.push((name.clone(), d.round));
            } else {
                unexpected.push(format!("{name} round {}: bbp {:?} ours {:?}", d.round, d.file, d.ours));
            }
        }
    }
    for k in &known {
        if !seen_known.contains(k) {
            now_same.push(format!("{} round {}", k.0, k.1));
        }
    }
    assert!(unexpected.is_empty(), "rounds paired differently from bbpPairings:\n{}", unexpected.join("\n"));
    assert!(now_same.is_empty(), "listed in KNOWN but now identical (remove them):\n{}", now_same.join("\n"));
    rounds
}
