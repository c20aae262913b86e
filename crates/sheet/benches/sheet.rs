//! The score sheet of a 200-ply game played by the engine: PDF rendering (target under 150 ms),
//! and sealing and verifying its record.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use victoria_record::sign;
use victoria_sheet::{Paper, render};
use victoria_words::Lang;

use victoria_testkit::sheet as sheet_common;

fn sheet(c: &mut Criterion) {
    let (rec, _) = sheet_common::played_record(200, 1);
    assert_eq!(rec.moves.len(), 200, "the benchmark game must have 200 plies");
    c.bench_function("sheet_200_plies_a4_ru", |b| b.iter(|| render(black_box(&rec), Paper::A4, Lang::Ru).unwrap()));
    let dir = victoria_testkit::temp_dir("sheet-bench");
    let key = sign::ArbiterKey::load_or_create_in(&dir).unwrap();
    let mut sealed = rec.clone();
    sign::seal(&mut sealed, &key);
    let text = sealed.to_json();
    c.bench_function("seal_200_plies", |b| {
        b.iter(|| {
            let mut r = rec.clone();
            sign::seal(&mut r, &key);
            r
        })
    });
    c.bench_function("verify_200_plies", |b| b.iter(|| sign::verify_json(black_box(&text))));
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, sheet);
criterion_main!(benches);
