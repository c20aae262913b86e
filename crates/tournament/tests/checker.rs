//! Tie-breaks and standings equal to FIDE's tie-break checker on real events: each
//! `tests/data/event_*.trf` (public events, sources in `tests/data/README.md`) beside the
//! checker's output after several rounds (`event_*.tiebreaks`, made by `tests/data/checker.sh`).
//! Every value of every player after every listed round must equal the checker's, and so must
//! the rank the list gives.

use victoria_tournament::*;

/// The checker's output: per round, the codes and each player's rank and values in hundredths.
struct Expected {
    round: u32,
    codes: Vec<String>,
    rows: Vec<(u32, u32, Vec<i64>)>,
}

fn hundredths(v: &str) -> i64 {
    if v == "-0" {
        return 0;
    }
    let (int, frac) = v.split_once('.').unwrap_or((v, ""));
    let neg = int.starts_with('-');
    let i: i64 = int.trim_start_matches('-').parse().unwrap_or_else(|_| panic!("value {v}"));
    let mut f = frac.to_string();
    f.truncate(2);
    while f.len() < 2 {
        f.push('0');
    }
    let x = i * 100 + f.parse::<i64>().unwrap();
    if neg { -x } else { x }
}

fn expected(text: &str) -> Vec<Expected> {
    let mut out: Vec<Expected> = Vec::new();
    for line in text.lines() {
        if let Some(n) = line.strip_prefix("round ") {
            out.push(Expected { round: n.parse().unwrap(), codes: Vec::new(), rows: Vec::new() });
        } else if line.starts_with("StartNo") {
            let e = out.last_mut().unwrap();
            e.codes = line.split('\t').skip(3).map(|c| c.replace("/V2024", "")).collect();
        } else if !line.trim().is_empty() {
            let f: Vec<&str> = line.split('\t').collect();
            let e = out.last_mut().unwrap();
            e.rows.push((f[0].parse().unwrap(), f[1].parse().unwrap(), f[2..].iter().map(|v| hundredths(v)).collect()));
        }
    }
    out
}

fn read(name: &str) -> Tournament {
    let path = format!("{}/tests/data/{name}.trf", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).unwrap();
    let text = String::from_utf8(bytes).unwrap();
    let mut t = read_trf(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    // The checker is run with `-u 1000`.
    t.unrated_rating = Some(1000);
    t
}

fn check(name: &str) {
    check_list(name, "tiebreaks");
    check_list(name, "de.tiebreaks");
}

/// One expected file: `NAME.SUFFIX` (`de.tiebreaks`: a list with direct encounter, whose value
/// is the place it gives inside a tied group).
fn check_list(name: &str, suffix: &str) {
    let mut t = read(name);
    let path = format!("{}/tests/data/{name}.{suffix}", env!("CARGO_MANIFEST_DIR"));
    let all = expected(&std::fs::read_to_string(path).unwrap());
    assert!(!all.is_empty());
    let mut differences = Vec::new();
    let mut compared = 0;
    for e in &all {
        let tbs: Vec<TieBreak> =
            e.codes.iter().map(|c| tie_break_of_code(c).unwrap_or_else(|| panic!("code {c}"))).collect();
        t.tie_breaks = tbs.clone();
        let rows = standings_after(&t, e.round);
        for (player, rank, values) in &e.rows {
            let ours = rows.iter().find(|s| s.player == *player).unwrap_or_else(|| panic!("player {player}"));
            if i64::from(ours.score.0) * 10 != values[0] {
                differences.push(format!("round {} player {player}: PTS {} ≠ {}", e.round, ours.score.0, values[0]));
            }
            for (k, code) in e.codes.iter().enumerate() {
                compared += 1;
                if ours.tie_breaks[k] != values[k + 1] {
                    differences.push(format!(
                        "round {} player {player}: {code} ours {} checker {}",
                        e.round,
                        ours.tie_breaks[k],
                        values[k + 1]
                    ));
                }
            }
            if ours.rank != *rank {
                differences.push(format!("round {} player {player}: rank ours {} checker {rank}", e.round, ours.rank));
            }
        }
    }
    assert!(compared > 0);
    assert!(
        differences.is_empty(),
        "{name}: {} differences from the checker, e.g.\n{}",
        differences.len(),
        differences.iter().take(30).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn checker_lichess_swiss_2020_06_with_byes_and_absences() {
    check("event_sklangen_2020_06");
}

#[test]
fn checker_lichess_swiss_2021_03() {
    check("event_sklangen_2021_03");
}

#[test]
fn checker_lichess_swiss_112_players_21_rounds() {
    check("event_competichess_lichess_j8rtJ5GL");
}

#[test]
fn checker_open_de_gros_2010_52_players() {
    check("event_competichess_gros_2010");
}

#[test]
fn checker_karl_mala_2005_284_players_with_swiss_manager_forfeits() {
    check("event_sklangen_example1");
}

#[test]
fn checker_trf_2026_sample_with_requested_byes() {
    check("event_sharly_trf26_import_test");
}

/// Import → export of every real event is the file byte for byte.
#[test]
fn checker_events_export_byte_for_byte() {
    let dir = format!("{}/tests/data", env!("CARGO_MANIFEST_DIR"));
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !(name.starts_with("event_") || name.starts_with("bbp_") || name.starts_with("py4swiss_"))
            || !name.ends_with(".trf")
        {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let t = read_trf_bytes(&bytes, false).unwrap_or_else(|e| panic!("{name}: {e}"));
        let back = write_trf_bytes(&t);
        assert!(back == bytes, "{name}: the export differs from the file");
        n += 1;
    }
    assert!(n >= 6);
}
