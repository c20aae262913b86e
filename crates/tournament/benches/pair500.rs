//! Dutch rounds: 500 players (round 5 after four rounds of pseudo-random results) and the first
//! round of 9,999 players (peak memory: `/usr/bin/time -f %M` on the `pairing` example, see
//! docs/PERFORMANCE.md).
use criterion::{Criterion, criterion_group, criterion_main};
use victoria_tournament::{Action, GameResult, PairingSystem, Player, Tournament, pair_dutch};

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
        let number = round.number;
        let boards: Vec<u32> = round.boards.iter().map(|b| b.number).collect();
        t.apply(&Action::PairRound { round }).unwrap();
        for b in boards {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let result = match (seed >> 33) % 3 {
                0 => GameResult::WhiteWins,
                1 => GameResult::BlackWins,
                _ => GameResult::Draw,
            };
            t.apply(&Action::SetResult { round: number, board: b, result: Some(result), by_count: false }).unwrap();
        }
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

fn bench(c: &mut Criterion) {
    let t = event();
    let mut g = c.benchmark_group("dutch");
    g.sample_size(10);
    g.bench_function("pair500_round5", |b| b.iter(|| pair_dutch(&t).unwrap()));
    let big = first_round(9999);
    g.bench_function("pair9999_round1", |b| b.iter(|| pair_dutch(&big).unwrap()));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
