//! Speed of the Synthesis move generator (S31): perft from the start position and from a
//! middlegame where both colours are out of regime A.

use criterion::{Criterion, criterion_group, criterion_main};
use victoria_rules::Options;
use victoria_rules::synthesis::Position;

fn bench(c: &mut Criterion) {
    let start = Position::start(Options::default());
    c.bench_function("synthesis perft 4 from the start", |b| b.iter(|| start.perft(4)));
    let mixed = Position::from_fen("r3k2r/8/3q4/8/8/4Q3/8/R3K2R w KQkq - 0 1", Options::default()).unwrap();
    c.bench_function("synthesis perft 3, both colours in regime B", |b| b.iter(|| mixed.perft(3)));
}

criterion_group!(benches, bench);
criterion_main!(benches);
