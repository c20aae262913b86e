//! A Dutch round late in an event of 9,999 players (issue 38: under 10 s and 300 MB). The
//! event is made here, deterministically: 9,999 players rated in entry order, each round paired
//! by ours and its results drawn by a fixed generator (a third each of white wins, black wins
//! and draws), up to the round measured. Each round from the second to `PAIR9999_ROUNDS`
//! (default 2) is paired once and its CPU time printed with the process's peak memory so far
//! (`VmHWM`); a `harness = false` bench, as one pairing of this size is a measurement of its
//! own. With `PAIR9999_KEEP=DIR` each measured round's event as it stood before it is written
//! there (`before-N.trf`, for the `pairing` example or a profiler) with the pairing made
//! (`round-N.txt`, white and black of each board), to check that a change pairs alike.
//! Whole-process figures of the `pairing` example on such rounds are in
//! docs/PERFORMANCE.md.
mod common;

use std::time::Instant;
use victoria_tournament::{Action, PairingSystem, Player, Tournament, pair_dutch, write_trf};

/// CPU seconds this process has used (from /proc/self/stat), if there is a /proc.
fn cpu() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let f: Vec<&str> = stat.rsplit(')').next()?.split_whitespace().collect();
    Some((f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?) / 100.0)
}

/// The process's peak resident memory in MB (`VmHWM`), if there is a /proc.
fn peak_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    Some(line.split_whitespace().nth(1)?.parse::<f64>().ok()? / 1024.0)
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` runs this too, and there one round
    // of a small field shows that it works.
    let quick = !std::env::args().any(|a| a == "--bench");
    let players = if quick { 99 } else { 9999 };
    let last: u32 = std::env::var("PAIR9999_ROUNDS").ok().and_then(|s| s.parse().ok()).unwrap_or(2);
    let mut t = Tournament::new("bench", "classical", 9, PairingSystem::Swiss { baku_acceleration: false });
    for n in 1..=players {
        let mut p = Player::new(n, format!("Player {n}"));
        p.rating = Some(2800 - n / 5);
        t.apply(&Action::AddPlayer { player: p }).unwrap();
    }
    let keep = std::env::var_os("PAIR9999_KEEP").map(std::path::PathBuf::from);
    let mut seed: u64 = 38;
    for number in 1..=last {
        if let Some(dir) = keep.as_ref().filter(|_| number > 1) {
            std::fs::write(dir.join(format!("before-{number}.trf")), write_trf(&t)).unwrap();
        }
        let (before, wall) = (cpu(), Instant::now());
        let round = pair_dutch(&t).unwrap().round;
        if let Some(dir) = keep.as_ref().filter(|_| number > 1) {
            let boards: String = round.boards.iter().map(|b| format!("{} {}\n", b.white, b.black)).collect();
            std::fs::write(dir.join(format!("round-{number}.txt")), boards).unwrap();
        }
        if number > 1 {
            let took = match (before, cpu()) {
                (Some(a), Some(b)) => b - a,
                _ => wall.elapsed().as_secs_f64(),
            };
            let peak = peak_mb().map_or("?".to_string(), |m| format!("{m:.0} MB"));
            println!("{players} players, round {number}: {took:.2} s CPU, peak memory so far {peak}");
        }
        common::play(&mut t, round, &mut seed);
    }
}
