//! Perft against published counts (`tests/classical.epd`, copied from the shared suite):
//! counts up to about 10^7 nodes run always, larger ones under `--ignored` — through both
//! counters: the bitboard twin for plain chess (`perft`) and the general mailbox generator
//! (`perft_general`) that also serves Victoria. Random games hold the two together elsewhere.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use victoria_rules::perft::{perft, perft_general};
use victoria_rules::{Board8, Position, Rules};

struct Case {
    fen: String,
    depth: u32,
    nodes: u64,
}

fn cases() -> Vec<Case> {
    let text = include_str!("classical.epd");
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let mut parts = line.split(';');
        let fen = parts.next().unwrap().trim().to_string();
        for p in parts {
            let (d, n) = p.trim().split_once(' ').expect("';D<depth> <nodes>'");
            out.push(Case { fen: fen.clone(), depth: d[1..].parse().unwrap(), nodes: n.parse().unwrap() });
        }
    }
    out
}

fn run(count: fn(&Position, u32) -> u64, limit: impl Fn(u64) -> bool) {
    let mut ran = 0;
    for c in cases().into_iter().filter(|c| limit(c.nodes)) {
        let pos = Position::from_vfen(&c.fen, Rules::classical()).unwrap();
        assert!(Board8::from_position(&pos).is_some(), "{} is plain chess", c.fen);
        assert_eq!(count(&pos, c.depth), c.nodes, "{} depth {}", c.fen, c.depth);
        ran += 1;
    }
    assert!(ran > 0);
}

#[test]
fn classical_suite_up_to_ten_million_bitboards() {
    run(perft, |n| n <= 12_000_000);
}

#[test]
fn classical_suite_up_to_ten_million_general() {
    run(perft_general, |n| n <= 12_000_000);
}

#[test]
#[ignore = "minutes of work: run with cargo test --release -- --ignored"]
fn classical_suite_large() {
    run(perft, |n| n > 12_000_000);
    run(perft_general, |n| n > 12_000_000);
}

/// Along random games from every suite position, both counters agree to depth 2 at each ply.
#[test]
fn bitboards_and_general_agree_along_random_games() {
    let mut rng = StdRng::seed_from_u64(8);
    let mut checked = 0;
    for c in cases().iter().filter(|c| c.depth == 1) {
        for _ in 0..4 {
            let mut pos = Position::from_vfen(&c.fen, Rules::classical()).unwrap();
            for _ in 0..60 {
                assert_eq!(perft(&pos, 2), perft_general(&pos, 2), "{}", pos.to_vfen());
                checked += 1;
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.random_range(0..moves.len())];
                pos.play(&m).unwrap();
            }
        }
    }
    assert!(checked > 500, "{checked}");
}
