//! Benchmarks of the record (issue 3): recording a move — parse the announcement, validate it
//! on the engine, append it to the journal with fsync — target under 5 ms at the 99th
//! percentile; loading and checking a 300-ply game — target under 20 ms. Besides criterion's
//! figures, the move benchmark prints its own 50th/99th percentiles over 400 fsynced moves.
//! Reading a scheme and reading a VFEN stand side by side, in bytes per second, on a real
//! scheme, a 4 KB scheme of many entries (the fuzzer's size) and the start position's VFEN.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::time::{Duration, Instant};
use victoria_record::samples::{self, announce, pick};
use victoria_record::{EventInfo, GameRecord, Recorder, Scheme, check, store};
use victoria_rules::{Color, Options, Position};

/// A file-backed game 30 plies in, and the announcements of the next move's candidates.
fn midgame(dir: &std::path::Path) -> Recorder {
    let path = dir.join("midgame.json");
    let mut d = Recorder::create(&path, EventInfo::default(), victoria_rules::Rules::default()).unwrap();
    d.seal_text(Color::White, samples::WHITE).unwrap();
    d.seal_text(Color::Black, samples::BLACK).unwrap();
    d.reveal().unwrap();
    d.start().unwrap();
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..30 {
        let pos = d.position().unwrap().clone();
        let m = pick(&pos, &mut rng, Default::default()).unwrap();
        d.record_move(&announce(&pos, &m, 0)).unwrap();
    }
    d
}

/// One timed record (parse + validate + journal append with fsync), then an untimed take-back.
fn record_once(d: &mut Recorder, rng: &mut StdRng, style: u32) -> Duration {
    let pos = d.position().unwrap().clone();
    let m = pick(&pos, rng, Default::default()).unwrap();
    let text = announce(&pos, &m, style);
    let t = Instant::now();
    d.record_move(&text).unwrap();
    let spent = t.elapsed();
    d.take_back(1, "benchmark").unwrap();
    spent
}

fn bench_record_move(c: &mut Criterion) {
    let dir = victoria_testkit::temp_dir("record-bench-move");
    let mut d = midgame(&dir);
    let mut rng = StdRng::seed_from_u64(11);
    let mut samples: Vec<Duration> = (0..400).map(|i| record_once(&mut d, &mut rng, i)).collect();
    samples.sort();
    let pct = |p: f64| samples[((samples.len() as f64 - 1.0) * p) as usize];
    eprintln!(
        "record a move (parse, validate, journal + fsync): p50 {:?}, p99 {:?}, max {:?} over {} moves (target p99 < 5 ms)",
        pct(0.5),
        pct(0.99),
        samples[samples.len() - 1],
        samples.len()
    );
    // The same without the fsync: what the desk itself costs, apart from the disk.
    d.set_durable(false);
    let mut fast: Vec<Duration> = (0..400).map(|i| record_once(&mut d, &mut rng, i)).collect();
    fast.sort();
    eprintln!(
        "record a move without fsync: p50 {:?}, p99 {:?} (the rest of the figure above is the disk's fsync)",
        fast[200], fast[396]
    );
    d.set_durable(true);
    let mut style = 0;
    c.bench_function("record a move (parse, validate, journal append + fsync)", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                style += 1;
                total += record_once(&mut d, &mut rng, style);
            }
            total
        })
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// A finished-or-not game of at least 300 plies (a large reserve pool keeps it going).
fn long_game() -> GameRecord {
    let white = samples::WHITE.replace("=10", "=50");
    let black = "Rc12=50 Nd12 Be12=50 Qf12=50 Kg12 Bh12=50 Ni12 Rj12=50 c11 d11 e11 f11 g11 h11 i11 j11 Xd9 Xg8 Xj7";
    let options = Options { reserve_pool: 250, ..Options::default() };
    for seed in 0..200 {
        let base = chrono::DateTime::parse_from_rfc3339("2026-11-28T10:00:00+03:00").unwrap();
        let mut d = samples::started(EventInfo::default(), options, &white, black, base).unwrap();
        let mut rng = StdRng::seed_from_u64(seed);
        samples::play_on(&mut d, &mut rng, 300, base, Default::default()).unwrap();
        if d.record().moves.len() >= 300 {
            return d.record().clone();
        }
    }
    panic!("no 300-ply game");
}

fn bench_load_and_check(c: &mut Criterion) {
    let dir = victoria_testkit::temp_dir("record-bench-load");
    let path = dir.join("long.json");
    let record = long_game();
    assert_eq!(record.moves.len(), 300);
    store::save(&path, &record).unwrap();
    c.bench_function("load and check a 300-ply game", |b| {
        b.iter(|| {
            let r = store::load(&path).unwrap();
            let report = check(&r);
            assert!(report.is_ok());
            report.plies
        })
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// Scheme parsing (read + validate, every problem listed) against VFEN parsing, per byte.
fn bench_scheme_vs_vfen(c: &mut Criterion) {
    let base = chrono::DateTime::parse_from_rfc3339("2026-11-28T10:00:00+03:00").unwrap();
    let d = samples::started(EventInfo::default(), Options::default(), samples::WHITE, samples::BLACK, base).unwrap();
    let rules = d.record().rules;
    let vfen = d.position().unwrap().to_vfen();
    // 4 KB of entries that all read, so every one is checked (duplicates, reserves, ranks).
    let mut long = String::new();
    while long.len() < 4096 {
        long.push_str(samples::WHITE);
        long.push(' ');
    }
    let o = Options::default();
    let mut g = c.benchmark_group("parse: scheme vs VFEN");
    g.throughput(Throughput::Bytes(samples::WHITE.len() as u64));
    g.bench_function("scheme (16 pieces, 3 bastions)", |b| {
        b.iter(|| Scheme::parse_valid(Color::White, std::hint::black_box(samples::WHITE), &o, 12, 12).is_ok())
    });
    g.throughput(Throughput::Bytes(long.len() as u64));
    g.bench_function("scheme, 4 KB of entries (every problem listed)", |b| {
        b.iter(|| Scheme::parse_valid(Color::White, std::hint::black_box(&long), &o, 12, 12).is_err())
    });
    g.throughput(Throughput::Bytes(vfen.len() as u64));
    g.bench_function("VFEN of the start position", |b| {
        b.iter(|| Position::from_vfen(std::hint::black_box(&vfen), rules).is_ok())
    });
    g.finish();
}

criterion_group!(benches, bench_record_move, bench_load_and_check, bench_scheme_vs_vfen);
criterion_main!(benches);
