//! Perft against published counts (`tests/classical.epd`, copied from the shared suite):
//! counts up to about 10^7 nodes run always, larger ones under `--ignored`.

use victoria_arbiter::rules::perft::perft;
use victoria_arbiter::rules::{Position, Rules};

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

fn run(limit: impl Fn(u64) -> bool) {
    let mut ran = 0;
    for c in cases().into_iter().filter(|c| limit(c.nodes)) {
        let pos = Position::from_vfen(&c.fen, Rules::classical()).unwrap();
        assert_eq!(perft(&pos, c.depth), c.nodes, "{} depth {}", c.fen, c.depth);
        ran += 1;
    }
    assert!(ran > 0);
}

#[test]
fn classical_suite_up_to_ten_million() {
    run(|n| n <= 12_000_000);
}

#[test]
#[ignore = "minutes of work: run with cargo test --release -- --ignored"]
fn classical_suite_large() {
    run(|n| n > 12_000_000);
}
