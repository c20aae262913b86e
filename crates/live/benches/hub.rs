//! The hub under an event's load on loopback: 30 desks publishing random Victoria games and 500
//! spectators on the hall's stream. It measures the time from a desk's POST to each spectator's
//! `board` event (p50, p95, max, and the p95 of the slowest spectator per post), and the hub's
//! CPU (its threads' ticks in `/proc/self/task/*/stat`) under load and while no move comes.
//!
//!     cargo bench -p victoria-live --features hub --bench hub
//!
//! `HUB_BENCH_DESKS`, `HUB_BENCH_SPECTATORS`, `HUB_BENCH_SECONDS` change the load.

#[path = "../tests/hub/support.rs"]
#[allow(dead_code)]
mod support;

use rand::{Rng, SeedableRng};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use support::{Client, Desk, chief_key, event};
use victoria_live::hub::{Hub, HubConfig, HubEvent};
use victoria_live::join::BoardId;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Ticks (1/100 s) of the threads whose names start with one of `names`.
fn ticks(names: &[&str]) -> u64 {
    let mut sum = 0;
    for t in std::fs::read_dir("/proc/self/task").into_iter().flatten().flatten() {
        let Ok(stat) = std::fs::read_to_string(t.path().join("stat")) else { continue };
        let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else { continue };
        let comm = &stat[open + 1..close];
        if !names.iter().any(|n| comm.starts_with(n)) {
            continue;
        }
        let fields: Vec<&str> = stat[close + 2..].split(' ').collect();
        // Fields 14 and 15 of the whole line: utime and stime (here 12 and 13 after the comm).
        sum += fields.get(11).and_then(|v| v.parse::<u64>().ok()).unwrap_or(0);
        sum += fields.get(12).and_then(|v| v.parse::<u64>().ok()).unwrap_or(0);
    }
    sum
}

/// When a spectator got each board's `seq`.
type Seen = HashMap<(u64, u64), Instant>;

const HUB_THREADS: [&str; 2] = ["victoria-hub", "tokio-runtime"];

fn percentile(v: &mut [f64], p: f64) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() {
        return f64::NAN;
    }
    v[((v.len() as f64 - 1.0) * p).round() as usize]
}

fn main() {
    // `cargo bench` passes `--bench`; a test run (`cargo test --benches`) does nothing.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let desks = env("HUB_BENCH_DESKS", 30) as u32;
    let spectators = env("HUB_BENCH_SPECTATORS", 500);
    let seconds = env("HUB_BENCH_SECONDS", 20) as u64;
    let dir = victoria_testkit::temp_dir("bench-hub");
    let mut config = HubConfig::new(&dir, "127.0.0.1:0".parse().unwrap());
    config.read_rate = (10_000.0, 10_000.0);
    let t0 = Instant::now();
    let hub = Hub::start_with(config, chief_key()).unwrap();
    let started = t0.elapsed();
    hub.set_event(event(1, desks));
    let base = format!("http://{}", hub.local_addr());
    let hub_key = hub.key_hex().to_string();

    // The desks join; the chief gives each the board it asks for.
    let mut joined = Vec::new();
    for b in 1..=desks {
        let c = Client::new(&base);
        let key = hub_key.clone();
        joined.push(std::thread::spawn(move || {
            let desk = Desk::new(b, BoardId { round: 1, board: b }, 1000 + u64::from(b));
            desk.join_and_wait(&c, &key);
            (desk, c)
        }));
    }
    let mut assigned = 0;
    while assigned < desks {
        if let Some(HubEvent::JoinRequest { code, wish: Some(w), .. }) = hub.next_event(Duration::from_millis(50)) {
            hub.assign(&code, w.round, w.board).unwrap();
            assigned += 1;
        }
    }
    let desks_ready: Vec<(Desk, Client)> = joined.into_iter().map(|j| j.join().unwrap()).collect();

    // The spectators: each records when it got each board's seq.
    let received: Arc<Mutex<Vec<Seen>>> = Arc::new(Mutex::new(Vec::new()));
    let connected = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let mut readers = Vec::new();
    for i in 0..spectators {
        let (c, received, connected, stop) = (Client::new(&base), received.clone(), connected.clone(), stop.clone());
        readers.push(
            std::thread::Builder::new()
                .name(format!("spectator-{i}"))
                .stack_size(256 * 1024)
                .spawn(move || {
                    let mut seen = HashMap::new();
                    let Some(mut s) = c.events("audience=hall&round=1", None) else { return };
                    connected.fetch_add(1, Ordering::Relaxed);
                    while let Some(e) = s.next_event() {
                        if e.event == "board"
                            && let (Some(b), Some(seq)) = (e.data["board"].as_u64(), e.data["seq"].as_u64())
                        {
                            seen.insert((b, seq), Instant::now());
                        }
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                    }
                    received.lock().unwrap().push(seen);
                })
                .unwrap(),
        );
    }
    while connected.load(Ordering::Relaxed) < spectators {
        std::thread::sleep(Duration::from_millis(20));
    }
    eprintln!("{desks} desks joined, {spectators} spectators connected");

    // Load: each desk records a move every 0.5–1.5 s and posts it.
    let cpu_load0 = ticks(&HUB_THREADS);
    let load0 = Instant::now();
    let posts: Arc<Mutex<Seen>> = Arc::new(Mutex::new(HashMap::new()));
    let mut players = Vec::new();
    for (mut desk, c) in desks_ready {
        let posts = posts.clone();
        players.push(
            std::thread::Builder::new()
                .name(format!("desk-{}", desk.board.board))
                .spawn(move || {
                    let mut rng = rand::rngs::StdRng::seed_from_u64(u64::from(desk.board.board));
                    let end = Instant::now() + Duration::from_secs(seconds);
                    while Instant::now() < end {
                        std::thread::sleep(Duration::from_millis(rng.random_range(500..1500)));
                        let Some(e) = desk.act(10_000) else { break };
                        let seq = desk.publisher.seq();
                        let t = Instant::now();
                        let (status, body) = c.post("/api/snapshot", &e.to_json());
                        assert_eq!(status, 200, "{body}");
                        posts.lock().unwrap().insert((u64::from(desk.board.board), seq), t);
                    }
                })
                .unwrap(),
        );
    }
    for p in players {
        p.join().unwrap();
    }
    let load_s = load0.elapsed().as_secs_f64();
    let cpu_load = ticks(&HUB_THREADS) - cpu_load0;
    // Between moves: nothing is posted for 10 s; 500 streams stay open.
    std::thread::sleep(Duration::from_secs(1));
    let idle0 = (ticks(&HUB_THREADS), Instant::now());
    std::thread::sleep(Duration::from_secs(10));
    let cpu_idle = ticks(&HUB_THREADS) - idle0.0;
    let idle_s = idle0.1.elapsed().as_secs_f64();

    stop.store(true, Ordering::Relaxed);
    hub.stop();
    for r in readers {
        let _ = r.join();
    }
    let posts = posts.lock().unwrap();
    let received = received.lock().unwrap();
    let mut each = Vec::new();
    let mut slowest: HashMap<(u64, u64), f64> = HashMap::new();
    let mut missing = 0usize;
    for seen in received.iter() {
        for (k, sent) in posts.iter() {
            match seen.get(k) {
                Some(t) => {
                    let ms = t.saturating_duration_since(*sent).as_secs_f64() * 1000.0;
                    each.push(ms);
                    let s = slowest.entry(*k).or_insert(0.0);
                    *s = s.max(ms);
                }
                None => missing += 1,
            }
        }
    }
    let mut worst: Vec<f64> = slowest.values().copied().collect();
    println!("hub started in {:.1} ms", started.as_secs_f64() * 1000.0);
    println!(
        "{desks} desks, {spectators} spectators, {} posts in {load_s:.1} s ({:.1}/s), {} deliveries, {missing} missing",
        posts.len(),
        posts.len() as f64 / load_s,
        each.len()
    );
    println!(
        "post → spectator event: p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms; post → every spectator (slowest of 500) p95 {:.1} ms",
        percentile(&mut each, 0.5),
        percentile(&mut each.clone(), 0.95),
        percentile(&mut each, 1.0),
        percentile(&mut worst, 0.95)
    );
    println!(
        "hub CPU: {:.1}% of one core under load, {:.2}% between moves ({} ticks in {idle_s:.0} s)",
        cpu_load as f64 / load_s,
        cpu_idle as f64 / idle_s,
        cpu_idle
    );
    // A start again on the journal this run wrote (every snapshot, join and chief's action).
    let journal = std::fs::metadata(dir.join("live/hub.journal")).map_or(0, |m| m.len());
    let t1 = Instant::now();
    let again = Hub::start(&dir, "127.0.0.1:0".parse().unwrap(), chief_key()).unwrap();
    let restarted = t1.elapsed();
    let boards = again.results().len();
    again.stop();
    println!(
        "start again on a journal of {:.1} MB ({} boards): {:.1} ms",
        journal as f64 / 1e6,
        boards,
        restarted.as_secs_f64() * 1000.0
    );
    let _ = std::fs::remove_dir_all(&dir);
}
