//! Faults on loopback: the hub runs as a child process (this test binary run again as
//! `faults::hub_child`), SIGKILLed and restarted at random; every desk talks to it through a
//! small tokio proxy that delays and drops connections; desks "crash" at random (in this
//! process: a crashed desk forgets what it was sending and sends its latest snapshot again, as
//! the desk's outbox does after a restart). At the end: 0 results lost, 0 duplicated, 0 on the
//! wrong board, every acknowledged snapshot in the hub's journal.
//!
//! `a_short_storm` is in the regular suite (seconds); `a_long_storm` is the soak (`--ignored`).

use super::support::{Client, Desk, chief_key};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::{BTreeMap, BTreeSet};
use std::io::BufRead;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use victoria_live::hub::{CompactStep, Hub, HubConfig, HubEvent, Verdict};
use victoria_live::join::{self, BoardId, JoinState};
use victoria_live::{Envelope, Snapshot};
use victoria_testkit::temp_dir;

const CHILD_DIR: &str = "VICTORIA_HUB_CHILD_DIR";
const CHILD_ADDR: &str = "VICTORIA_HUB_CHILD_ADDR";
/// The journal's bound for compaction (bytes), when set.
const CHILD_COMPACT: &str = "VICTORIA_HUB_CHILD_COMPACT";
/// A compaction step (`CompactStep`'s `Debug`) at which the process dies, as in a crash; the
/// hub then compacts after each result it confirms.
const CHILD_CRASH: &str = "VICTORIA_HUB_CHILD_CRASH";

/// The hub as a process of its own (run by the storms, with the folder and the address in the
/// environment; without them it does nothing). The chief's side is played here: each desk is
/// given the board it asks for, each sealed result confirmed.
#[test]
#[ignore]
fn hub_child() {
    let (Ok(dir), Ok(addr)) = (std::env::var(CHILD_DIR), std::env::var(CHILD_ADDR)) else { return };
    let mut config = HubConfig::new(Path::new(&dir), addr.parse().unwrap());
    if let Some(bytes) = std::env::var(CHILD_COMPACT).ok().and_then(|b| b.parse().ok()) {
        config.compact_bytes = bytes;
    }
    let crash = std::env::var(CHILD_CRASH).ok();
    if let Some(at) = crash.clone() {
        config.fault = Some(Arc::new(move |step: CompactStep| {
            if format!("{step:?}") == at {
                // Dies on the spot: no destructor, no flush, nothing more of the hub runs.
                std::process::exit(86);
            }
            Ok(())
        }));
    }
    let hub = Hub::start_with(config, chief_key()).unwrap();
    hub.set_event(super::support::event(50, 16));
    println!("ready");
    loop {
        let Some(e) = hub.next_event(Duration::from_millis(200)) else { continue };
        match e {
            HubEvent::JoinRequest { code, wish: Some(w), .. } => {
                let _ = hub.assign(&code, w.round, w.board);
            }
            HubEvent::Provisional { round, board, sheet: true, .. } => {
                let _ = hub.confirm(round, board);
                if crash.is_some() {
                    hub.compact();
                }
            }
            _ => {}
        }
    }
}

/// The hub's process, started again and again on the same folder and address.
struct HubProcess {
    dir: PathBuf,
    addr: SocketAddr,
    child: Option<Child>,
    starts: u32,
    /// More of the child's environment (`CHILD_COMPACT`, `CHILD_CRASH`).
    env: Vec<(&'static str, String)>,
}

impl HubProcess {
    fn start(&mut self) {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "faults::hub_child", "--ignored", "--nocapture", "--test-threads=1"])
            .env(CHILD_DIR, &self.dir)
            .env(CHILD_ADDR, self.addr.to_string())
            .envs(self.env.iter().map(|(k, v)| (*k, v.as_str())))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        while out.read_line(&mut line).unwrap_or(0) > 0 && !line.contains("ready") {
            line.clear();
        }
        assert!(line.contains("ready"), "the hub's process started");
        // Its output is not read again: drain it so that it never blocks.
        std::thread::spawn(move || for _ in out.lines() {});
        self.child = Some(child);
        self.starts += 1;
    }

    fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill(); // SIGKILL
            let _ = c.wait();
        }
    }
}

impl Drop for HubProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A proxy in front of `target` that delays every chunk up to `delay_ms` and cuts a share
/// `drop` of the connections after a random number of bytes.
fn proxy(target: SocketAddr, drop: f64, delay_ms: u64, stop: Arc<AtomicBool>) -> SocketAddr {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(async move {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            tx.send(listener.local_addr().unwrap()).unwrap();
            let n = AtomicU64::new(0);
            while !stop.load(Ordering::Relaxed) {
                let Ok(Ok((inbound, _))) = tokio::time::timeout(Duration::from_millis(100), listener.accept()).await
                else {
                    continue;
                };
                let mut rng = StdRng::seed_from_u64(n.fetch_add(1, Ordering::Relaxed));
                let budget = rng.random_bool(drop).then(|| rng.random_range(0..3000usize));
                tokio::spawn(async move {
                    let Ok(outbound) = tokio::net::TcpStream::connect(target).await else { return };
                    let (ri, wi) = inbound.into_split();
                    let (ro, wo) = outbound.into_split();
                    let seed = rng.random();
                    tokio::select! {
                        _ = pipe(ri, wo, delay_ms, budget, seed) => {}
                        _ = pipe(ro, wi, delay_ms, budget, seed + 1) => {}
                    }
                });
            }
        });
    });
    rx.recv().unwrap()
}

async fn pipe(
    mut r: tokio::net::tcp::OwnedReadHalf,
    mut w: tokio::net::tcp::OwnedWriteHalf,
    delay_ms: u64,
    budget: Option<usize>,
    seed: u64,
) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut buf = vec![0u8; 8192];
    let mut passed = 0usize;
    loop {
        let n = match r.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        if delay_ms > 0 {
            tokio::time::sleep(Duration::from_millis(rng.random_range(0..=delay_ms))).await;
        }
        let n = budget.map_or(n, |b| n.min(b.saturating_sub(passed)));
        if w.write_all(&buf[..n]).await.is_err() {
            return;
        }
        passed += n;
        if budget.is_some_and(|b| passed >= b) {
            return;
        }
    }
}

/// Stops the killer and kills the hub's process when the storm ends, a failed one included (a
/// panic must not leave the process behind).
struct Calm(Arc<AtomicBool>, Arc<Mutex<HubProcess>>);

impl Drop for Calm {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
        self.1.lock().unwrap_or_else(|e| e.into_inner()).kill();
    }
}

/// What one desk did: its games by board and the snapshots the hub acknowledged with 200.
#[derive(Default)]
struct DeskLog {
    games: BTreeMap<(u32, u32), (String, Verdict, u64)>,
    acked: BTreeSet<(String, u64)>,
}

/// Sends until the hub has it (200) or has a newer one (409).
fn deliver(c: &Client, e: &Envelope, log: &mut DeskLog) {
    deliver_while(c, e, log, &mut || true);
}

/// [`deliver`] while `alive` says the hub's process runs: a hub that dies on purpose right
/// after taking a snapshot (the crash tests) may never answer it, and the desk stops trying.
fn deliver_while(c: &Client, e: &Envelope, log: &mut DeskLog, alive: &mut dyn FnMut() -> bool) {
    let snap: Snapshot = e.open(join::SNAPSHOT).unwrap();
    let until = Instant::now() + Duration::from_secs(60);
    while Instant::now() < until {
        if !alive() {
            return;
        }
        match c.post("/api/snapshot", &e.to_json()).0 {
            200 => {
                log.acked.insert((snap.game.id.clone(), snap.seq));
                return;
            }
            409 => return,
            _ => std::thread::sleep(Duration::from_millis(30)),
        }
    }
    panic!("snapshot {} of {} never arrived", snap.seq, snap.game.id);
}

/// Joins (again) asking for `board` and waits until the hub says it holds it.
fn join_for(c: &Client, desk: &Desk, hub_key: &str) {
    let until = Instant::now() + Duration::from_secs(60);
    while Instant::now() < until {
        if c.post("/api/join", &desk.join().to_json()).0 == 200 {
            let (status, body) = c.get(&format!("/api/join/{}", desk.fingerprint()));
            if status == 200 {
                let s: JoinState = super::support::signed(&body, hub_key);
                if s.assignment().is_some_and(|a| a.board == desk.board) {
                    return;
                }
            }
        }
        std::thread::sleep(Duration::from_millis(40));
    }
    panic!("desk {} was never given its board", desk.board);
}

/// One desk's rounds: a new game each round on its board, every public action sent, with
/// crashes at random.
fn desk_rounds(n: u32, rounds: u32, plies: usize, c: Client, hub_key: String) -> DeskLog {
    let mut log = DeskLog::default();
    let mut rng = StdRng::seed_from_u64(u64::from(n) * 7919);
    for round in 1..=rounds {
        let board = BoardId { round, board: n };
        let mut desk = Desk::new(n, board, u64::from(n) * 1000 + u64::from(round));
        join_for(&c, &desk, &hub_key);
        while let Some(e) = desk.act(plies) {
            if rng.random_bool(0.1) {
                // A crash before the snapshot left: after the restart the latest goes again.
                let again = desk.publisher.again(&desk.game, victoria_record::now()).unwrap();
                deliver(&c, &again, &mut log);
            } else {
                deliver(&c, &e, &mut log);
            }
        }
        let id = desk.game.record().id.clone();
        log.games.insert((round, n), (id, desk.verdict().unwrap(), desk.publisher.seq()));
    }
    log
}

/// The snapshots the hub's journals hold (the one in use and those moved to the archive by a
/// compaction), with how often each.
fn journaled(dir: &Path) -> BTreeMap<(String, u64), u32> {
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(dir.join("live/archive")).into_iter().flatten().flatten().map(|e| e.path()).collect();
    files.push(dir.join("live/hub.journal"));
    let mut out = BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        journal_lines(&text, &mut out);
    }
    out
}

/// The snapshots the hub's state file holds (each board's latest).
fn in_state_file(dir: &Path) -> BTreeSet<(String, u64)> {
    let Ok(text) = std::fs::read_to_string(dir.join("live/hub.state")) else { return BTreeSet::new() };
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let boards = v["boards"].as_array().cloned().unwrap_or_default();
    boards
        .iter()
        .map(|b| {
            let e: Envelope = serde_json::from_value(b["envelope"].clone()).unwrap();
            let s: Snapshot = e.open(join::SNAPSHOT).unwrap();
            (s.game.id, s.seq)
        })
        .collect()
}

fn journal_lines(text: &str, out: &mut BTreeMap<(String, u64), u32>) {
    for line in text.lines().skip(1) {
        let Ok(v) = serde_json::from_str::<serde_json::Value>(line) else { continue };
        if v["entry"]["kind"] != "snapshot" {
            continue;
        }
        let e: Envelope = serde_json::from_value(v["entry"]["envelope"].clone()).unwrap();
        let s: Snapshot = e.open(join::SNAPSHOT).unwrap();
        *out.entry((s.game.id, s.seq)).or_insert(0) += 1;
    }
}

/// The storm: `desks` desks, `rounds` rounds of games of about `plies` plies, the hub killed
/// every `kill_ms` (at random, up to) while they play.
fn storm(name: &str, desks: u32, rounds: u32, plies: usize, kill_ms: u64) {
    let dir = temp_dir(name);
    let addr = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    // A small bound: the journal is compacted again and again, and killed in the middle too.
    let env = vec![(CHILD_COMPACT, "20000".to_string())];
    let hub = Arc::new(Mutex::new(HubProcess { dir: dir.clone(), addr, child: None, starts: 0, env }));
    hub.lock().unwrap().start();
    let stop = Arc::new(AtomicBool::new(false));
    let _calm = Calm(stop.clone(), hub.clone());
    let via = proxy(addr, 0.15, 15, stop.clone());
    let hub_key = chief_key().public_hex();
    let killer = {
        let (hub, stop) = (hub.clone(), stop.clone());
        std::thread::spawn(move || {
            let mut rng = StdRng::seed_from_u64(42);
            while !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(rng.random_range(kill_ms / 3..=kill_ms)));
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let mut h = hub.lock().unwrap_or_else(|e| e.into_inner());
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                h.kill();
                h.start();
            }
        })
    };
    let handles: Vec<_> = (1..=desks)
        .map(|n| {
            let (c, key) = (Client::new(&format!("http://{via}")), hub_key.clone());
            std::thread::spawn(move || desk_rounds(n, rounds, plies, c, key))
        })
        .collect();
    let logs: Vec<DeskLog> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    stop.store(true, Ordering::Relaxed);
    killer.join().unwrap();
    let starts = hub.lock().unwrap_or_else(|e| e.into_inner()).starts;
    // Every result final, once, on its own board.
    let direct = Client::new(&format!("http://{addr}"));
    let games: BTreeMap<(u32, u32), (String, Verdict, u64)> = logs.iter().flat_map(|l| l.games.clone()).collect();
    let until = Instant::now() + Duration::from_secs(30);
    let results = loop {
        let state: serde_json::Value = serde_json::from_str(&direct.get("/api/state").1).unwrap_or_default();
        let events = state["events"].as_array().cloned().unwrap_or_default();
        let finals: BTreeMap<(u32, u32), (String, String)> = events
            .iter()
            .filter(|e| e["event"] == "result")
            .map(|e| {
                let d = &e["data"];
                let id = (d["round"].as_u64().unwrap() as u32, d["board"].as_u64().unwrap() as u32);
                (id, (d["score"].as_str().unwrap().to_string(), d["state"].as_str().unwrap().to_string()))
            })
            .collect();
        let all_final = games.keys().all(|k| finals.get(k).is_some_and(|(_, s)| s == "final"));
        if all_final || Instant::now() > until {
            break (finals, events);
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let (finals, events) = results;
    let mut lost = 0;
    for (id, (_, verdict, _)) in &games {
        match finals.get(id) {
            Some((score, state)) if state == "final" && score == verdict.score() => {}
            other => {
                lost += 1;
                eprintln!("board {id:?}: the desk says {verdict:?}, the hub {other:?}");
            }
        }
    }
    assert_eq!(lost, 0, "results lost");
    assert_eq!(finals.len(), games.len(), "no result on a board that had no game");
    let mut wrong = 0;
    for e in events.iter().filter(|e| e["event"] == "board") {
        let d = &e["data"];
        let id = (d["round"].as_u64().unwrap() as u32, d["board"].as_u64().unwrap() as u32);
        let (game, _, seq) = &games[&id];
        if d["game"]["id"] != game.as_str() || d["seq"].as_u64() != Some(*seq) {
            wrong += 1;
        }
    }
    assert_eq!(wrong, 0, "boards showing another game, or not its last snapshot");
    // Every acknowledged snapshot is on disk, and none twice.
    let on_disk = journaled(&dir);
    let acked: BTreeSet<(String, u64)> = logs.iter().flat_map(|l| l.acked.clone()).collect();
    let missing: Vec<_> = acked.iter().filter(|a| !on_disk.contains_key(*a)).collect();
    assert!(missing.is_empty(), "acknowledged but not in the journal: {missing:?}");
    let twice: Vec<_> = on_disk.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "journaled twice: {twice:?}");
    let compactions = std::fs::read_dir(dir.join("live/archive")).map_or(0, |d| d.count());
    assert!(compactions > 0 && dir.join("live/hub.state").exists(), "the journal was compacted");
    let actions: u64 = games.values().map(|(_, _, seq)| *seq).sum();
    eprintln!(
        "{name}: {desks} desks, {} games, {actions} public actions, {} acknowledged, the hub started {starts} times, \
         its journal compacted {compactions} times",
        games.len(),
        acked.len()
    );
    assert!(starts > 1, "the hub was killed at least once");
}

#[test]
fn a_short_storm_loses_duplicates_and_misplaces_nothing() {
    storm("hub-storm", 4, 4, 14, 700);
}

#[test]
#[ignore]
fn a_long_storm_loses_duplicates_and_misplaces_nothing() {
    storm("hub-long-storm", 8, 12, 40, 1500);
}

/// A crash at each step of a compaction (the process ends on the spot there): the hub started
/// again has every result the chief confirmed, each board's latest acknowledged snapshot, the
/// desks and their boards, and the chief's numbering; what it acknowledged is on disk.
#[test]
fn a_crash_at_each_step_of_a_compaction_loses_nothing() {
    for step in CompactStep::ALL {
        let dir = temp_dir(&format!("hub-crash-{step:?}"));
        let addr = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
        let env = vec![(CHILD_CRASH, format!("{step:?}"))];
        let mut hub = HubProcess { dir: dir.clone(), addr, child: None, starts: 0, env };
        hub.start();
        let c = Client::new(&format!("http://{addr}"));
        let hub_key = chief_key().public_hex();
        // Board 2's game goes on; board 1's ends, is sealed and confirmed, and the hub
        // compacts then — and dies at `step`.
        let mut log = DeskLog::default();
        let mut playing = Desk::new(2, BoardId { round: 1, board: 2 }, 77);
        join_for(&c, &playing, &hub_key);
        for _ in 0..6 {
            let e = playing.act(100).unwrap();
            deliver(&c, &e, &mut log);
        }
        let mut ending = Desk::new(1, BoardId { round: 1, board: 1 }, 78);
        join_for(&c, &ending, &hub_key);
        // The hub dies in the compaction after its confirmation, which the last snapshot (the
        // sealed sheet) sets off: it may die before it answers that snapshot.
        let child = hub.child.as_mut().unwrap();
        let mut alive = || matches!(child.try_wait(), Ok(None));
        while let Some(e) = ending.act(4) {
            deliver_while(&c, &e, &mut log, &mut alive);
        }
        let status =
            victoria_testkit::cli::wait_within(hub.child.as_mut().unwrap(), Duration::from_secs(300), "the hub");
        assert_eq!(status.code(), Some(86), "{step:?}: the hub died in its compaction");
        hub.child = None;
        hub.env.clear();
        hub.start();
        let state: serde_json::Value = serde_json::from_str(&c.get("/api/state").1).unwrap();
        let events = state["events"].as_array().unwrap();
        let result = events.iter().find(|e| e["event"] == "result" && e["data"]["board"] == 1).unwrap();
        let verdict = ending.verdict().unwrap();
        assert_eq!(
            (result["data"]["score"].as_str(), result["data"]["state"].as_str()),
            (Some(verdict.score()), Some("final")),
            "{step:?}"
        );
        for d in [&ending, &playing] {
            let b = events.iter().find(|e| e["event"] == "board" && e["data"]["board"] == d.board.board).unwrap();
            assert_eq!(b["data"]["seq"].as_u64(), Some(d.publisher.seq()), "{step:?}: board {}", d.board);
        }
        // What was acknowledged is on disk: in a journal, or (a board's latest) in the state file.
        let on_disk = journaled(&dir);
        let saved = in_state_file(&dir);
        let missing: Vec<_> = log.acked.iter().filter(|a| !on_disk.contains_key(*a) && !saved.contains(*a)).collect();
        assert!(missing.is_empty(), "{step:?}: acknowledged but not on disk: {missing:?}");
        // The desks keep their boards and the seqs are remembered; the chief's numbering goes on.
        let next = playing.act(100).unwrap();
        assert_eq!(c.post("/api/snapshot", &next.to_json()).0, 200, "{step:?}");
        assert_eq!(c.post("/api/snapshot", &next.to_json()).0, 409, "{step:?}");
        let info: serde_json::Value = super::support::signed(&c.get("/api/hub").1, &hub_key);
        let n = info["chief_n"].as_u64().unwrap();
        assert!(n >= 3, "{step:?}: two assignments and a confirmation, {n}");
        let again = victoria_live::hub::ChiefBody {
            n,
            action: victoria_live::hub::ChiefAction::Confirm { round: 1, board: 1 },
        };
        assert_eq!(c.post("/api/chief", &Envelope::seal("chief", &again, &chief_key()).to_json()).0, 409, "{step:?}");
        hub.kill();
        let _ = std::fs::remove_dir_all(&dir);
    }
}
