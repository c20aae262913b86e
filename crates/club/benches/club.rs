//! Benchmark of the club statistics (issue 6): 10,000 game records summarised — parsed with the
//! store's checks, every move replayed on the engine, the tables built — target under 2 s.
//! The records are a mix of the club tests' generated archive (short games with known
//! outcomes) and longer seeded random games played through the desk (about a quarter of them,
//! up to 120 plies each); `summarise_10000_in_memory` works on their JSON bytes, and
//! `scan_folder_10000` reads them as 10,000 files of a temporary folder. The titles and the
//! report are timed too, and so is the club's web site of the same 10,000 records (target
//! under 10 s).

#[allow(dead_code)]
use victoria_testkit::club as club_common;

use criterion::{Criterion, criterion_group, criterion_main};
use std::time::Duration;
use victoria_club::{self as club, ClubStats, Thresholds, scan};
use victoria_record::samples;
use victoria_rules::Options;

const N: usize = 10_000;

/// The JSON of distinct records to cycle through: the archive and some long random games.
fn pool() -> Vec<Vec<u8>> {
    let plan = club_common::schedule();
    let mut v: Vec<Vec<u8>> = club_common::build_all(&plan).iter().map(|r| r.to_json().into_bytes()).collect();
    let short = v.len();
    for seed in 0..(short as u64 / 3) {
        if let Ok(d) = samples::random_game(seed, 120, Options::default()) {
            v.push(d.record().to_json().into_bytes());
        }
    }
    eprintln!(
        "{} distinct records ({} long games), {} bytes in all",
        v.len(),
        v.len() - short,
        v.iter().map(|b| b.len()).sum::<usize>()
    );
    v
}

fn bench(c: &mut Criterion) {
    let records = pool();
    let items: Vec<&[u8]> = (0..N).map(|i| records[i % records.len()].as_slice()).collect();
    let mut g = c.benchmark_group("club");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.bench_function("summarise_10000_in_memory", |b| {
        b.iter(|| {
            let games: Vec<_> = scan::parallel(&items, |bytes| scan::summarise_bytes("bench.json", bytes), &|_| {})
                .into_iter()
                .flatten()
                .collect();
            assert_eq!(games.len(), N);
            ClubStats::from_games(&games)
        })
    });

    let dir = victoria_testkit::temp_dir("club-bench");
    for (i, bytes) in items.iter().enumerate() {
        std::fs::write(dir.join(format!("g{i:05}.json")), bytes).unwrap();
    }
    g.bench_function("scan_folder_10000", |b| {
        b.iter(|| {
            let s = club::scan_dir(&dir, &|_| {}).unwrap();
            assert_eq!(s.games.len(), N);
            s.stats()
        })
    });
    let scan = club::scan_dir(&dir, &|_| {}).unwrap();
    g.bench_function("report_pdf_10000", |b| {
        b.iter(|| club::report::render(&scan, "bench", &Thresholds::default(), victoria_words::Lang::En).unwrap())
    });
    // Issue 14: the same folder as the club's web site (a page per game), target under 10 s.
    let site = victoria_testkit::temp_dir("club-bench-site");
    g.bench_function("site_10000", |b| {
        b.iter(|| {
            let w = victoria_club::site::write_site(&dir, &site, &Thresholds::default(), &|_| {}).unwrap();
            assert_eq!(w.pages, N);
            w
        })
    });
    eprintln!("site target: under 10 s for {N} records");
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&site);
}

criterion_group!(benches, bench);
criterion_main!(benches);
