//! The can-mate analyser side by side with chasolver 3.0.0 (CHA) in the same run: the whole of
//! chasolver's `tests/positions.txt` (3,414 hard positions), both sides, at the default budget
//! beside `winnability` — positions decided, every verdict checked against chasolver's label,
//! the speed ratio printed (target at least 1.5); on a lichess sample (every 100th of
//! `tests/lichess.txt`) the verdicts (target at least CHA's speed) and the fast check beside
//! CHA's `is_unwinnable_fast` (target at least its speed), and the median length of the
//! helpmate lines as shown, shortened (target at most half of CHA's), every line replayed by the
//! `chess` crate; then criterion timings of the fast check on the two 12x12 Victoria
//! middlegames of the perft benchmark (target under 200 µs: it runs after every move). Our
//! verdicts are `can_mate::verdict` (the line as found, as CHA's `winnability` gives it); the
//! lines measured are `can_mate::analyse`'s, shortened as the app and `--line` show them.

use criterion::{Criterion, black_box};
use std::str::FromStr;
use std::time::{Duration, Instant};
use victoria_rules::can_mate::{self, Verdict};
use victoria_rules::{Color, Position, Rules};

const VICTORIA_A: &str = "5pp5/4p3k2r/2n3pp2Q1/2x4n1x2/2r8x/4b1p5/N2p4P1XP/3b4q3/1B5B4/2P3X4X/1P3PN5/5KP2R2 w - - 2 13 reserve:j1=12,b4=10,h4=4,d5=8,i5=11,e7=8,c8=5,k10=11,l11=11 hero:d6 fresh:g1,b2,f2,c3,g10,h10,e11,f12,g12 newborn:Q=12,R=13,B=12,q=12,r=12,b=13";
const VICTORIA_B: &str = "4p7/6rp4/q1pn3b4/3p1R1b1k2/2B3x1xxpp/2n3Pp3p/3X5Q1R/X4K2XP2/12/1P1P1N6/5B1N1PP1/9P2 w - - 2 13 reserve:f2=12,j6=4,l6=11,c8=12,f9=6,h9=9,a10=4,h10=13,g11=10 fresh:j1,j2,k2,b3,d3,j5,l7,k8,l8,d9,h11,e12 newborn:Q=6,R=11,B=13,q=6,r=14,b=13";

/// Every `every`-th position of one of chasolver's files, with its label.
fn labelled(name: &str, every: usize) -> Vec<(String, String)> {
    victoria_testkit::chasolver_labelled(name).into_iter().step_by(every).collect()
}

/// Every `every`-th position of chasolver's lichess file.
fn lichess(every: usize) -> Vec<String> {
    labelled("lichess.txt", every).into_iter().map(|(_, f)| f).collect()
}

/// Replays a line with the `chess` crate: every move legal, the last position mate.
fn replays(fen: &str, line: &[String]) -> bool {
    let mut board = chess::Board::from_str(fen).unwrap();
    for m in line {
        let Ok(cm) = chess::ChessMove::from_str(m) else { return false };
        if !board.legal(cm) {
            return false;
        }
        board = board.make_move_new(cm);
    }
    board.status() == chess::BoardStatus::Checkmate
}

fn median(mut v: Vec<usize>) -> usize {
    v.sort_unstable();
    v.get(v.len() / 2).copied().unwrap_or(0)
}

/// The whole of `positions.txt`, both sides, ours beside chasolver's.
fn hard_positions() {
    let rows = labelled("positions.txt", 1);
    let ours: Vec<Position> = rows.iter().map(|(_, f)| Position::from_vfen(f, Rules::classical()).unwrap()).collect();
    let theirs: Vec<chess::Board> = rows.iter().map(|(_, f)| chess::Board::from_str(f).unwrap()).collect();
    let sides = [(Color::White, chess::Color::White), (Color::Black, chess::Color::Black)];
    let n = rows.len() * 2;
    let t = Instant::now();
    let mut decided = 0;
    let mut verdicts = Vec::with_capacity(n);
    for p in &ours {
        for (c, _) in sides {
            let v = can_mate::verdict(black_box(p), c, can_mate::DEFAULT_NODES);
            decided += !matches!(v, Verdict::Unknown { .. }) as usize;
            verdicts.push(v);
        }
    }
    let ours_s = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let mut their_decided = 0;
    for b in &theirs {
        for (_, c) in sides {
            their_decided += chasolver::winnability(black_box(b), c).is_some() as usize;
        }
    }
    let theirs_s = t.elapsed().as_secs_f64();
    let mut unknown = Vec::new();
    for (k, v) in verdicts.iter().enumerate() {
        let (label, fen) = &rows[k / 2];
        let can = label.as_bytes()[k % 2] != b'-';
        match v {
            Verdict::Possible { line } => {
                let line: Vec<String> = line.iter().map(|m| m.to_string()).collect();
                assert!(can && replays(fen, &line), "{fen}: a wrong line {line:?} (label {label})");
            }
            Verdict::Impossible { .. } => assert!(!can, "{fen}: wrongly impossible (label {label})"),
            Verdict::Unknown { .. } => unknown.push(format!("{label} {} {fen}", if k % 2 == 0 { "w" } else { "b" })),
        }
    }
    println!(
        "can-mate on the whole of positions.txt ({} positions x 2 sides, default budget):\n  victoria-arbiter {:.1} ms/position ({decided} of {n} decided, every verdict equal to the label), chasolver {:.1} ms/position ({their_decided} decided), ratio ours/chasolver speed {:.2} (target >= 1.5)",
        rows.len(),
        ours_s * 1000.0 / rows.len() as f64,
        theirs_s * 1000.0 / rows.len() as f64,
        theirs_s / ours_s
    );
    for u in unknown.iter().take(20) {
        println!("  undecided: {u}");
    }
}

/// The median helpmate length on the lichess sample, ours beside chasolver's.
fn line_lengths() {
    let fens = lichess(100);
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for f in &fens {
        let p = Position::from_vfen(f, Rules::classical()).unwrap();
        let b = chess::Board::from_str(f).unwrap();
        for (c, cc) in [(Color::White, chess::Color::White), (Color::Black, chess::Color::Black)] {
            if let Verdict::Possible { line } = can_mate::analyse(&p, c, can_mate::DEFAULT_NODES) {
                let line: Vec<String> = line.iter().map(|m| m.to_string()).collect();
                assert!(replays(f, &line), "{f}: our line {line:?} does not replay");
                ours.push(line.len());
            }
            if let Some(chasolver::Winnability::Winnable { helpmate }) = chasolver::winnability(&b, cc) {
                let line: Vec<String> = helpmate.iter().map(|m| m.to_string()).collect();
                assert!(replays(f, &line), "{f}: chasolver's line does not replay");
                theirs.push(line.len());
            }
        }
    }
    let (a, b) = (median(ours.clone()), median(theirs.clone()));
    println!(
        "  helpmate lines on the lichess sample: victoria-arbiter median {a} plies ({} lines), chasolver median {b} plies ({} lines), ratio {:.2} (target <= 0.50); every line replayed by the chess crate",
        ours.len(),
        theirs.len(),
        a as f64 / b.max(1) as f64
    );
}

fn per_second(n: usize, secs: f64) -> f64 {
    n as f64 / secs
}

fn side_by_side() {
    let fens = lichess(100);
    let ours: Vec<Position> = fens.iter().map(|f| Position::from_vfen(f, Rules::classical()).unwrap()).collect();
    let theirs: Vec<chess::Board> = fens.iter().map(|f| chess::Board::from_str(f).unwrap()).collect();
    let sides = [(Color::White, chess::Color::White), (Color::Black, chess::Color::Black)];
    let n = fens.len() * 2;
    println!("can-mate on {} lichess positions x 2 sides (chasolver's tests/lichess.txt, every 100th):", fens.len());

    let t = Instant::now();
    let mut decided = 0;
    for p in &ours {
        for (c, _) in sides {
            if !matches!(can_mate::verdict(black_box(p), c, can_mate::DEFAULT_NODES), Verdict::Unknown { .. }) {
                decided += 1;
            }
        }
    }
    let ours_full = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let mut their_decided = 0;
    for b in &theirs {
        for (_, c) in sides {
            if chasolver::winnability(black_box(b), c).is_some() {
                their_decided += 1;
            }
        }
    }
    let theirs_full = t.elapsed().as_secs_f64();
    println!(
        "  verdicts:      victoria-arbiter {:>9.0} /s ({decided} of {n} decided), chasolver winnability {:>9.0} /s ({their_decided} decided), ratio {:.2} (target >= 1.0)",
        per_second(n, ours_full),
        per_second(n, theirs_full),
        theirs_full / ours_full
    );

    let rounds = 20;
    let t = Instant::now();
    let mut proved = 0;
    for _ in 0..rounds {
        for p in &ours {
            for (c, _) in sides {
                proved += can_mate::fast(black_box(p), c).is_some() as usize;
            }
        }
    }
    let ours_fast = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let mut their_proved = 0;
    for _ in 0..rounds {
        for b in &theirs {
            for (_, c) in sides {
                their_proved += chasolver::is_unwinnable_fast(black_box(b), c) as usize;
            }
        }
    }
    let theirs_fast = t.elapsed().as_secs_f64();
    println!(
        "  fast check:    victoria-arbiter {:>9.0} /s ({} proved), chasolver is_unwinnable_fast {:>9.0} /s ({} proved), ratio {:.2} (target >= 1.0)",
        per_second(n * rounds, ours_fast),
        proved / rounds,
        per_second(n * rounds, theirs_fast),
        their_proved / rounds,
        theirs_fast / ours_fast
    );
}

fn main() {
    hard_positions();
    side_by_side();
    line_lengths();
    let mut c = Criterion::default().configure_from_args().sample_size(30).measurement_time(Duration::from_secs(2));
    for (name, fen) in [("A", VICTORIA_A), ("B", VICTORIA_B)] {
        let p = Position::from_vfen(fen, Rules::default()).unwrap();
        c.bench_function(&format!("fast check, both sides, victoria middlegame {name} (target < 200 µs)"), |bench| {
            bench.iter(|| can_mate::dead_by_fast_check(black_box(&p)))
        });
    }
    c.final_summary();
}
