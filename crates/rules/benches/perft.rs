//! Move-generation speed, side by side with shakmaty in the same run and by the same counting
//! method (legal moves, the last ply counted in bulk): nodes per second for startpos depth 5,
//! kiwipete depth 4, two 12x12 Victoria middlegames and 12x10 walled positions, each node
//! count asserted; then criterion timings of a full legal-move list of a Victoria middlegame
//! (target under 5 µs) and of an explanation (target under 10 µs).

use criterion::{Criterion, black_box};
use std::time::{Duration, Instant};
use victoria_rules::perft::perft;
use victoria_rules::{Position, Rules, UciMove};

const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// Two Victoria middlegames (random sealed setups, 24 plies in).
const VICTORIA_A: &str = "5pp5/4p3k2r/2n3pp2Q1/2x4n1x2/2r8x/4b1p5/N2p4P1XP/3b4q3/1B5B4/2P3X4X/1P3PN5/5KP2R2 w - - 2 13 reserve:j1=12,b4=10,h4=4,d5=8,i5=11,e7=8,c8=5,k10=11,l11=11 hero:d6 fresh:g1,b2,f2,c3,g10,h10,e11,f12,g12 newborn:Q=12,R=13,B=12,q=12,r=12,b=13";
const VICTORIA_B: &str = "4p7/6rp4/q1pn3b4/3p1R1b1k2/2B3x1xxpp/2n3Pp3p/3X5Q1R/X4K2XP2/12/1P1P1N6/5B1N1PP1/9P2 w - - 2 13 reserve:f2=12,j6=4,l6=11,c8=12,f9=6,h9=9,a10=4,h10=13,g11=10 fresh:j1,j2,k2,b3,d3,j5,l7,k8,l8,d9,h11,e12 newborn:Q=6,R=11,B=13,q=6,r=14,b=13";
/// 12x10 classical positions with walls.
const WALLS_A: &str = "rnbqkbnrnb2/pppppppppp2/12/3*8/12/12/8*3/12/PPPPPPPPPP2/RNBQKBNRNB2 w a1,h1,a10,h10 - 0 1";
const WALLS_B: &str = "r3k2r4/p1ppqpb5/bn2pnp2*2/3PN7/1p2P2*4/2N2Q1p4/12/4*7/PPPBBPPP4/R3K2R4 w a1,h1,a10,h10 - 0 1";

/// Best of three runs: (nodes, seconds).
fn time<F: FnMut() -> u64>(mut f: F) -> (u64, f64) {
    let mut best = f64::MAX;
    let mut nodes = 0;
    for _ in 0..3 {
        let t = Instant::now();
        nodes = f();
        best = best.min(t.elapsed().as_secs_f64());
    }
    (nodes, best)
}

fn ours(fen: &str, rules: Rules, depth: u32) -> (u64, f64) {
    let pos = Position::from_vfen(fen, rules).expect("bench position");
    time(|| perft(black_box(&pos), depth))
}

fn theirs(fen: &str, depth: u32) -> (u64, f64) {
    use shakmaty::{CastlingMode, Chess, fen::Fen};
    let pos: Chess = fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap();
    time(|| shakmaty::perft(black_box(&pos), depth))
}

fn mnps(nodes: u64, secs: f64) -> f64 {
    nodes as f64 / secs / 1e6
}

fn side_by_side() {
    println!("perft, nodes per second (best of 3), the same positions for both engines:");
    for (name, fen, depth, expected) in [("startpos", STARTPOS, 5, 4_865_609u64), ("kiwipete", KIWIPETE, 4, 4_085_603)]
    {
        let (n1, t1) = ours(fen, Rules::classical(), depth);
        let (n2, t2) = theirs(fen, depth);
        assert_eq!(n1, expected, "{name}: our node count");
        assert_eq!(n2, expected, "{name}: shakmaty's node count");
        println!(
            "  {name:<10} d{depth}: victoria-arbiter {:>7.1} Mnps, shakmaty {:>7.1} Mnps, ratio {:.2} (target >= 0.50)",
            mnps(n1, t1),
            mnps(n2, t2),
            (n1 as f64 / t1) / (n2 as f64 / t2)
        );
    }
    for (name, fen, rules, depth) in [
        ("victoria A", VICTORIA_A, Rules::default(), 3),
        ("victoria B", VICTORIA_B, Rules::default(), 3),
        ("walls 12x10 A", WALLS_A, Rules::classical(), 4),
        ("walls 12x10 B", WALLS_B, Rules::classical(), 3),
    ] {
        let (n, t) = ours(fen, rules, depth);
        println!("  {name:<14} d{depth}: {n} nodes, {:>7.1} Mnps", mnps(n, t));
    }
}

fn main() {
    side_by_side();
    let mut c = Criterion::default().configure_from_args().sample_size(30).measurement_time(Duration::from_secs(2));
    let a = Position::from_vfen(VICTORIA_A, Rules::default()).unwrap();
    let b = Position::from_vfen(VICTORIA_B, Rules::default()).unwrap();
    c.bench_function("legal moves, victoria middlegame A (target < 5 µs)", |bench| {
        bench.iter(|| black_box(&a).legal_moves())
    });
    c.bench_function("legal moves, victoria middlegame B (target < 5 µs)", |bench| {
        bench.iter(|| black_box(&b).legal_moves())
    });
    let bad = UciMove::parse("h4h12").unwrap();
    c.bench_function("explain an illegal move (target < 10 µs)", |bench| bench.iter(|| black_box(&a).check_move(bad)));
    c.final_summary();
}
