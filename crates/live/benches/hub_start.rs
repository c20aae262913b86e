//! The hub's start late in a long event, before and after its journal is compacted: a journal
//! of 9 rounds of 30 boards of long random Victoria games (every snapshot of every game, each
//! desk's join, the chief's assignments and confirmations) is written as the hub writes it,
//! then the hub is started on it; then compacted (`HubHandle::compact`) and started again on
//! the state file alone, and on the state file with a full journal behind it (the 4 MiB the
//! hub lets it grow to before it compacts by itself).
//!
//!     cargo bench -p victoria-live --features hub --bench hub_start
//!
//! `HUB_START_ROUNDS`, `HUB_START_BOARDS`, `HUB_START_PLIES` change the event.

#[path = "../tests/hub/support.rs"]
#[allow(dead_code)]
mod support;

use std::path::Path;
use std::time::Instant;
use support::{Desk, chief_key};
use victoria_live::Envelope;
use victoria_live::hub::{COMPACT_BYTES, ChiefAction, ChiefBody, Hub, Journal, JournalEntry};
use victoria_live::join::BoardId;

fn env(name: &str, default: u32) -> u32 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The chief's actions, numbered as the hub numbers them.
struct Chief(u64);

impl Chief {
    fn act(&mut self, action: ChiefAction) -> JournalEntry {
        self.0 += 1;
        JournalEntry::Chief(Envelope::seal("chief", &ChiefBody { n: self.0, action }, &chief_key()))
    }
}

/// Writes round `round`'s games into the journal (each board assigned, played to its end,
/// sealed and confirmed); stops early once the journal holds `until` bytes.
fn play_round(j: &mut Journal, chief: &mut Chief, round: u32, boards: u32, plies: usize, until: u64) {
    let mut at = 1_800_000_000_000 + i64::from(round) * 10_000_000;
    for b in 1..=boards {
        let mut desk = Desk::new(b, BoardId { round, board: b }, u64::from(round) * 1000 + u64::from(b));
        if round == 1 {
            j.append(at, &JournalEntry::Join(desk.join())).unwrap();
        }
        j.append(at, &chief.act(ChiefAction::Assign { desk: desk.fingerprint(), round, board: b })).unwrap();
        while let Some(e) = desk.act(plies) {
            at += 1000;
            j.append(at, &JournalEntry::Snapshot(e)).unwrap();
            if j.bytes() >= until {
                return;
            }
        }
        j.append(at, &chief.act(ChiefAction::Confirm { round, board: b })).unwrap();
    }
}

/// The CPU time this thread has run (ms), from `/proc/thread-self/schedstat`: on a machine
/// shared with other work the wall time of a start says more about the others than about it.
fn cpu_ms() -> f64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    text.split_whitespace().next().and_then(|ns| ns.parse::<f64>().ok()).unwrap_or(f64::NAN) / 1e6
}

/// A start's time in ms: the wall clock's, and the CPU's of the thread that replays.
#[derive(Clone, Copy)]
struct Took {
    wall: f64,
    cpu: f64,
}

impl std::fmt::Display for Took {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:.0} ms ({:.0} ms of CPU)", self.wall, self.cpu)
    }
}

/// The fastest of three starts on `dir`, and the number of boards the hub holds.
fn start(dir: &Path) -> (Took, usize) {
    let mut best = Took { wall: f64::MAX, cpu: f64::MAX };
    let mut boards = 0;
    for _ in 0..3 {
        let (t, c) = (Instant::now(), cpu_ms());
        let hub = Hub::start(dir, "127.0.0.1:0".parse().unwrap(), chief_key()).unwrap();
        best.wall = best.wall.min(t.elapsed().as_secs_f64() * 1000.0);
        best.cpu = best.cpu.min(cpu_ms() - c);
        assert!(hub.notes().is_empty(), "{:?}", hub.notes());
        boards = hub.results().len();
        hub.stop();
    }
    (best, boards)
}

fn mb(path: &Path) -> f64 {
    std::fs::metadata(path).map_or(0.0, |m| m.len() as f64 / 1e6)
}

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let (rounds, boards, plies) =
        (env("HUB_START_ROUNDS", 9), env("HUB_START_BOARDS", 30), env("HUB_START_PLIES", 120));
    let dir = victoria_testkit::temp_dir("bench-hub-start");
    let t = Instant::now();
    let (mut j, _) = Journal::open(&dir).unwrap();
    j.set_durable(false);
    let mut chief = Chief(0);
    for r in 1..=rounds {
        play_round(&mut j, &mut chief, r, boards, plies as usize, u64::MAX);
    }
    let entries = j.len();
    drop(j);
    let journal = dir.join("live/hub.journal");
    eprintln!("wrote {entries} entries in {:.0} s", t.elapsed().as_secs_f64());
    let (before, held) = start(&dir);
    println!(
        "{rounds} rounds x {boards} boards, games of {plies} plies: journal {:.1} MB, {entries} entries; \
         start {before} ({held} boards)",
        mb(&journal)
    );

    let hub = Hub::start(&dir, "127.0.0.1:0".parse().unwrap(), chief_key()).unwrap();
    let (t, c) = (Instant::now(), cpu_ms());
    hub.compact();
    let compacted = Took { wall: t.elapsed().as_secs_f64() * 1000.0, cpu: cpu_ms() - c };
    assert!(hub.notes().is_empty(), "{:?}", hub.notes());
    hub.stop();
    let state = dir.join("live/hub.state");
    let (after, held_after) = start(&dir);
    assert_eq!(held, held_after);
    println!(
        "compacted in {compacted}: state file {:.1} MB, journal {:.3} MB; start {after} ({held_after} boards)",
        mb(&state),
        mb(&journal)
    );

    // The worst a running hub leaves: the state file and a journal just under its bound.
    let (mut j, _) = Journal::open_after(&dir, entries).unwrap();
    j.set_durable(false);
    play_round(&mut j, &mut chief, rounds + 1, boards, plies as usize, COMPACT_BYTES - 64 * 1024);
    drop(j);
    let (worst, _) = start(&dir);
    println!(
        "state file {:.1} MB and a journal of {:.1} MB (the bound is {:.1} MB): start {worst}",
        mb(&state),
        mb(&journal),
        COMPACT_BYTES as f64 / 1e6
    );
    let _ = std::fs::remove_dir_all(&dir);
}
