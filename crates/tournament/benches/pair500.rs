//! Dutch rounds: 500 players (round 5 after four rounds of pseudo-random results); round 6 of
//! the 500- and 1,000-player events that bbpPairings 6 generated and paired itself
//! (`tests/data/bbp_500_round6.trf`, `bbp_1000_round6.trf`), each beside bbpPairings' time on
//! the same file; and the first round of 9,999 players (peak memory: `/usr/bin/time -f %M` on
//! the `pairing` example, see docs/PERFORMANCE.md).
//!
//! bbpPairings' time is the stored one (CPU seconds measured on the project's machine, below)
//! or, when `BBP` names a bbpPairings.exe, measured side by side on this machine (one run, CPU
//! time of the child process). The comparison is printed with our CPU time (median of five
//! runs; criterion's figures below it are wall time, which a shared machine stretches) and the
//! ratio, which the issue wants at most 0.1 at 500 and 1,000 players.
use criterion::{Criterion, criterion_group, criterion_main};
mod common;

use std::time::Instant;
use victoria_tournament::{Action, PairingSystem, Player, Tournament, engine_lines, pair_dutch, read_engine_trf};

/// bbpPairings 6's CPU time on the stored rounds (seconds, `/usr/bin/time`, 2026-12-06).
const STORED: [(&str, f64); 2] = [("bbp_500_round6", 2.59), ("bbp_1000_round6", 26.86)];

fn event() -> Tournament {
    let mut t = Tournament::new("bench", "classical", 9, PairingSystem::Swiss { baku_acceleration: false });
    for n in 1..=500 {
        let mut p = Player::new(n, format!("Player {n}"));
        p.rating = Some(2800 - n);
        t.apply(&Action::AddPlayer { player: p }).unwrap();
    }
    let mut seed: u64 = 12345;
    for _ in 0..4 {
        let round = pair_dutch(&t).unwrap().round;
        common::play(&mut t, round, &mut seed);
    }
    t
}

fn first_round(players: u32) -> Tournament {
    let mut t = Tournament::new("bench", "classical", 9, PairingSystem::Swiss { baku_acceleration: false });
    for n in 1..=players {
        let mut p = Player::new(n, format!("Player {n}"));
        p.rating = Some(2800 - n / 5);
        t.apply(&Action::AddPlayer { player: p }).unwrap();
    }
    t
}

fn data(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// CPU seconds used so far: this process's own (`children` false) or its waited-for
/// children's, from /proc/self/stat (fields 14-15 and 16-17, in ticks of 1/100 s); `None`
/// where there is no /proc.
fn cpu(children: bool) -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let f: Vec<&str> = stat.rsplit(')').next()?.split_whitespace().collect();
    let at = if children { 13 } else { 11 };
    Some((f.get(at)?.parse::<f64>().ok()? + f.get(at + 1)?.parse::<f64>().ok()?) / 100.0)
}

/// bbpPairings' CPU seconds on `name`: measured when `BBP` is set, else the stored figure.
fn reference(name: &str) -> (f64, &'static str) {
    let stored = STORED.iter().find(|s| s.0 == name).map_or(f64::NAN, |s| s.1);
    let Ok(engine) = std::env::var("BBP") else { return (stored, "stored") };
    let out = victoria_testkit::temp_dir("bench").join("out.txt");
    let (before, wall) = (cpu(true), Instant::now());
    let ok = std::process::Command::new(&engine)
        .args(["--dutch", &data(&format!("{name}.trf")), "-p"])
        .arg(&out)
        .status()
        .is_ok_and(|s| s.success());
    let took = match (before, cpu(true)) {
        (Some(a), Some(b)) if b > a => b - a,
        _ => wall.elapsed().as_secs_f64(),
    };
    if ok { (took, "measured") } else { (stored, "stored") }
}

/// Ours on `name` (CPU seconds, the median of five runs: the machine may be shared, and the
/// reference is CPU time too), checked against bbpPairings' pairing, beside the reference.
fn compare(name: &str, t: &Tournament) {
    let expected = std::fs::read_to_string(data(&format!("{name}.expected"))).unwrap();
    assert_eq!(engine_lines(&pair_dutch(t).unwrap().round), expected, "{name} is paired as bbpPairings pairs it");
    let mut runs: Vec<f64> = (0..5)
        .map(|_| {
            let (before, start) = (cpu(false), Instant::now());
            pair_dutch(t).unwrap();
            match (before, cpu(false)) {
                (Some(a), Some(b)) => b - a,
                _ => start.elapsed().as_secs_f64(),
            }
        })
        .collect();
    runs.sort_by(f64::total_cmp);
    let ours = runs[2];
    let (theirs, how) = reference(name);
    println!("{name}: ours {ours:.2} s CPU, bbpPairings {theirs:.2} s CPU ({how}), ratio {:.3}", ours / theirs);
}

fn bench(c: &mut Criterion) {
    let t = event();
    let mut g = c.benchmark_group("dutch");
    g.sample_size(10);
    g.bench_function("pair500_round5", |b| b.iter(|| pair_dutch(&t).unwrap()));
    for name in ["bbp_500_round6", "bbp_1000_round6"] {
        let t = read_engine_trf(&std::fs::read_to_string(data(&format!("{name}.trf"))).unwrap()).unwrap();
        compare(name, &t);
        g.bench_function(name, |b| b.iter(|| pair_dutch(&t).unwrap()));
    }
    let big = first_round(9999);
    g.bench_function("pair9999_round1", |b| b.iter(|| pair_dutch(&big).unwrap()));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
