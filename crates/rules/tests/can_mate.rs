//! The can-mate analyser (R27a) checked three ways: against CHA (`chasolver` 3.0.0, the peer)
//! on its own shipped data under `classical` — every decided verdict equal to chasolver's label,
//! every helpmate line replayed by our engine and by the `chess` crate; on hand-reasoned
//! Victoria positions for every wall kind, R17's last reserve move, warriors and heroes,
//! one-way bastions, knights jumping into sealed regions and sides that alone can mate — every
//! line replayed by the engine and by the naive audit generator; and every "impossible"
//! cross-checked by an exhaustive bounded helpmate search, also on random small positions.

use crate::support::naive_victoria::Naive;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::PathBuf;
use std::str::FromStr;
use victoria_rules::can_mate::{self, NoStrike, Proof, Verdict};
use victoria_rules::{Color, Game, Move, Options, Outcome, PointsGround, Position, Rules};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn victoria(fen: &str, opts: &[&str]) -> Position {
    let mut o = Options::default();
    for kv in opts {
        o.set_pair(kv).unwrap();
    }
    Position::from_vfen(fen, Rules::victoria(o)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn classical(fen: &str) -> Position {
    Position::from_vfen(fen, Rules::classical()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Replays a helpmate line with the engine: every move legal, no game ended on the way (R27a:
/// repetition and the 100 plies aside), and the last position the loser checkmated.
fn replay(pos: &Position, mater: Color, line: &[Move]) {
    let mut game = Game::new(pos.clone());
    for (i, m) in line.iter().enumerate() {
        let o = game.outcome();
        assert!(
            matches!(
                o,
                Outcome::Ongoing | Outcome::Draw { .. } | Outcome::Points { ground: PointsGround::Repetition, .. }
            ) && !matches!(o, Outcome::Draw { ground: victoria_rules::DrawGround::Stalemate })
                && !matches!(o, Outcome::Draw { ground: victoria_rules::DrawGround::DeadPosition }),
            "{}: the game has ended ({o:?}) before ply {} of {:?}",
            pos.to_vfen(),
            i + 1,
            uci(line)
        );
        game.play(m).unwrap_or_else(|e| panic!("{}: ply {} {m} is illegal: {e:?}", pos.to_vfen(), i + 1));
    }
    assert_eq!(
        game.outcome(),
        Outcome::Checkmate { winner: mater },
        "{}: the line {:?} does not end in mate by {mater}",
        pos.to_vfen(),
        uci(line)
    );
}

/// Replays the line on the naive audit generator, which shares nothing with the engine's.
fn replay_naive(pos: &Position, mater: Color, line: &[Move]) {
    let mut n = Naive::from_position(pos);
    for m in line {
        let text = m.to_string();
        let legal = n.legal();
        let Some(nm) = legal.iter().find(|x| n.uci(x) == text).copied() else {
            panic!("{}: the naive generator has no move {text} in {:?}", pos.to_vfen(), uci(line));
        };
        n.play(&nm);
    }
    assert!(n.legal().is_empty() && n.in_check() && n.turn == mater.other(), "{}: naive: no mate", pos.to_vfen());
}

fn uci(line: &[Move]) -> Vec<String> {
    line.iter().map(|m| m.to_string()).collect()
}

/// Is there a helpmate for `mater` in at most `plies` plies? Plain depth-first search over
/// every legal move, stopping at ended games: the slow, obvious check of "impossible".
fn bounded_helpmate(pos: &Position, mater: Color, plies: u32) -> bool {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return pos.turn() == mater.other() && pos.is_check();
    }
    if plies == 0 {
        return false;
    }
    // The grounds of R27 a line may not pass (R27a), read without the analyser under test.
    if pos.is_dead() || (pos.rules().is_victoria() && pos.reserves_in_play() && !pos.has_striking_force()) {
        return false;
    }
    moves.iter().any(|m| {
        let mut p = pos.clone();
        p.play(m).unwrap();
        bounded_helpmate(&p, mater, plies - 1)
    })
}

/// Checks a verdict: a line is replayed twice; an impossibility meets no bounded helpmate.
fn check_verdict(pos: &Position, mater: Color, v: &Verdict, plies: u32) {
    match v {
        Verdict::Possible { line } => {
            replay(pos, mater, line);
            if pos.rules().is_victoria() {
                replay_naive(pos, mater, line);
            }
        }
        Verdict::Impossible { .. } => {
            assert!(!bounded_helpmate(pos, mater, plies), "{}: {mater} mates within {plies} plies", pos.to_vfen());
        }
        Verdict::Unknown { .. } => {}
    }
}

fn sealed_pieces(v: &Verdict) -> Vec<(String, NoStrike)> {
    match v {
        Verdict::Impossible { proof: Proof::Sealed { pieces, .. } } => {
            pieces.iter().map(|p| (p.square.to_string(), p.why)).collect()
        }
        other => panic!("expected a sealed-king proof, got {other:?}"),
    }
}

const NODES: u64 = 400_000;

// ---------------------------------------------------------------------------------------------
// Victoria: hand-reasoned positions
// ---------------------------------------------------------------------------------------------

/// Black's king on l12 behind monuments on k12, k11 and l11: nothing can ever strike l12, and
/// Black has only its king. Dead for both; the game goes to the count (R27).
#[test]
fn a_king_walled_in_by_monuments_is_dead_for_both() {
    let p = victoria("10*k/10**/12/12/12/12/12/12/12/12/12/R3K7 w - - 0 1", &[]);
    let w = can_mate::analyse(&p, Color::White, NODES);
    assert_eq!(sealed_pieces(&w), [("a1".into(), NoStrike::Walls), ("e1".into(), NoStrike::King)]);
    check_verdict(&p, Color::White, &w, 3);
    let b = can_mate::analyse(&p, Color::Black, NODES);
    assert!(b.is_impossible(), "{b:?}");
    assert!(can_mate::dead_by_fast_check(&p));
    assert_eq!(Game::new(p).outcome(), Outcome::Points { ground: PointsGround::DeadPosition, white: 5, black: 0 });
}

/// The same pocket with its three walls Black's bastions on a12: a White rook's strikes stop at
/// them (R10) — sheltered. With White's bastions there the rook strikes through them: Rb1–a1
/// mates at once (and only at once: any other move leaves Black with nothing to move).
#[test]
fn own_bastions_shelter_the_king_and_the_enemys_do_not() {
    let behind_own = victoria("kx10/xx10/12/12/12/12/12/12/12/12/12/1R9K w - - 0 1", &[]);
    let v = can_mate::analyse(&behind_own, Color::White, NODES);
    assert_eq!(sealed_pieces(&v), [("b1".into(), NoStrike::Walls), ("l1".into(), NoStrike::King)]);
    check_verdict(&behind_own, Color::White, &v, 3);

    let behind_enemys = victoria("kX10/XX10/12/12/12/12/12/12/12/12/12/1R9K w - - 0 1", &[]);
    assert!(can_mate::fast(&behind_enemys, Color::White).is_none());
    let v = can_mate::analyse(&behind_enemys, Color::White, NODES);
    match &v {
        Verdict::Possible { line } => assert_eq!(uci(line), ["b1a1"]),
        other => panic!("{other:?}"),
    }
    check_verdict(&behind_enemys, Color::White, &v, 3);
    assert!(!can_mate::dead_by_fast_check(&behind_enemys));
}

/// A knight jumps over any wall: behind Black's own bastions the king is mated by Nd9–b10,
/// and with the knight too far for a mate in one every White move leaves Black with nothing to
/// move — the static proof cannot say so (knights reach b10), the search does.
#[test]
fn knights_jump_into_sealed_regions() {
    let near = victoria("kx10/xx10/12/3N8/12/12/12/12/12/12/12/11K w - - 0 1", &[]);
    assert!(can_mate::fast(&near, Color::White).is_none(), "a knight reaches b10 and c11");
    let v = can_mate::analyse(&near, Color::White, NODES);
    match &v {
        Verdict::Possible { line } => assert_eq!(line.len(), 1),
        other => panic!("{other:?}"),
    }
    check_verdict(&near, Color::White, &v, 2);

    let far = victoria("kx10/xx10/12/12/12/12/12/12/12/12/12/10NK w - - 0 1", &[]);
    assert!(can_mate::fast(&far, Color::White).is_none());
    let v = can_mate::analyse(&far, Color::White, NODES);
    assert!(matches!(v, Verdict::Impossible { proof: Proof::Exhausted { .. } }), "{v:?}");
    check_verdict(&far, Color::White, &v, 3);
}

/// R17 on the edge: the rook's strike reaches l12 only through White's bastion on l11, from the
/// l-file. With a reserve of 2, Ra1–l1 mates; with 1, that move petrifies the rook and gives no
/// check, and from a1 it strikes nothing of the king's.
#[test]
fn the_last_reserve_move_petrifies_instead_of_mating() {
    let two = victoria("10*k/10*X/12/12/12/12/12/12/12/K11/12/R11 w - - 0 1 reserve:a1=2", &[]);
    let v = can_mate::analyse(&two, Color::White, NODES);
    match &v {
        Verdict::Possible { line } => assert_eq!(uci(line), ["a1l1"]),
        other => panic!("{other:?}"),
    }
    check_verdict(&two, Color::White, &v, 2);

    let one = victoria("10*k/10*X/12/12/12/12/12/12/12/K11/12/R11 w - - 0 1 reserve:a1=1", &[]);
    let v = can_mate::analyse(&one, Color::White, NODES);
    assert_eq!(sealed_pieces(&v), [("a1".into(), NoStrike::LastMove), ("a3".into(), NoStrike::King)]);
    check_verdict(&one, Color::White, &v, 3);
}

/// A reserve too small: the monument on e3 bars the rook's way along rank 3, so it needs two
/// moves to reach the l-file and a third point to stay alive there. With 2 it never checks;
/// with 3 it mates (Black's knight gives Black moves meanwhile).
#[test]
fn a_reserve_too_small_never_reaches_the_king() {
    let two = victoria("n9*k/10*X/12/12/12/12/12/12/12/1R2*7/12/K11 w - - 0 1 reserve:b3=2", &[]);
    let v = can_mate::analyse(&two, Color::White, NODES);
    assert_eq!(sealed_pieces(&v), [("b3".into(), NoStrike::Reserve { reserve: 2 }), ("a1".into(), NoStrike::King)]);
    check_verdict(&two, Color::White, &v, 3);

    let three = victoria("n9*k/10*X/12/12/12/12/12/12/12/1R2*7/12/K11 w - - 0 1 reserve:b3=3", &[]);
    assert!(can_mate::fast(&three, Color::White).is_none());
    let v = can_mate::analyse(&three, Color::White, NODES);
    assert!(v.is_possible(), "{v:?}");
    check_verdict(&three, Color::White, &v, 3);
}

/// Warriors (R20–R22): against a bare king a warrior can never capture, so never becomes a hero
/// and never promotes; the rook it could become would strike l12 through White's bastion on
/// l11, but it never comes. A hero on the same square could promote — the static proof no longer
/// holds — yet every White move leaves Black with nothing to move, which the search proves. Give
/// Black a knight to move and the hero promotes and mates.
#[test]
fn warriors_never_promote_and_heroes_do() {
    let warrior = victoria("10*k/10*X/12/1P10/12/12/12/12/12/12/12/K11 w - - 0 1", &[]);
    let v = can_mate::analyse(&warrior, Color::White, NODES);
    assert_eq!(sealed_pieces(&v), [("b9".into(), NoStrike::Warrior), ("a1".into(), NoStrike::King)]);
    check_verdict(&warrior, Color::White, &v, 3);
    assert!(can_mate::dead_by_fast_check(&warrior));

    let hero = victoria("10*k/10*X/12/1P10/12/12/12/12/12/12/12/K11 w - - 0 1 hero:b9", &[]);
    assert!(can_mate::fast(&hero, Color::White).is_none(), "a hero may promote");
    let v = can_mate::analyse(&hero, Color::White, NODES);
    assert!(matches!(v, Verdict::Impossible { proof: Proof::Exhausted { .. } }), "{v:?}");
    check_verdict(&hero, Color::White, &v, 3);

    let hero_with_company = victoria("n9*k/1P8*X/12/12/12/12/12/12/12/12/12/K11 w - - 0 1 hero:b11", &[]);
    let v = can_mate::analyse(&hero_with_company, Color::White, NODES);
    assert!(v.is_possible(), "{v:?}");
    check_verdict(&hero_with_company, Color::White, &v, 3);
}

/// Only one side can mate: Black's king is sealed, White's is not and Black has a queen.
/// Under `mate_impossible=both` the game goes on; under `one` it goes to the count at once.
#[test]
fn only_one_side_can_mate() {
    let fen = "10*k/10**/12/12/12/12/12/12/3q8/12/12/R3K7 w - - 0 1";
    let p = victoria(fen, &[]);
    let w = can_mate::analyse(&p, Color::White, NODES);
    assert!(w.is_impossible(), "{w:?}");
    check_verdict(&p, Color::White, &w, 3);
    let b = can_mate::analyse(&p, Color::Black, NODES);
    assert!(b.is_possible(), "{b:?}");
    check_verdict(&p, Color::Black, &b, 3);
    assert!(!can_mate::dead_by_fast_check(&p));
    assert_eq!(Game::new(p).outcome(), Outcome::Ongoing);

    let one = victoria(fen, &["mate_impossible=one"]);
    assert!(can_mate::dead_by_fast_check(&one));
    assert_eq!(Game::new(one).outcome(), Outcome::Points { ground: PointsGround::DeadPosition, white: 5, black: 9 });
}

/// Open boards: a queen mates a bare king on 12x12; the bare king never mates.
#[test]
fn a_queen_mates_on_the_open_board_and_a_bare_king_never_does() {
    let p = victoria("12/12/12/5k6/12/12/12/12/12/12/12/Q3K7 w - - 0 1", &[]);
    let w = can_mate::analyse(&p, Color::White, NODES);
    assert!(w.is_possible(), "{w:?}");
    check_verdict(&p, Color::White, &w, 2);
    let b = can_mate::analyse(&p, Color::Black, NODES);
    assert!(b.is_impossible(), "{b:?}");
    assert_eq!(Game::new(p).outcome(), Outcome::Ongoing);
}

/// A lone knight cannot mate on a board where no wall can ever stand (R27), but with a wall a
/// knight may: the same material with one monument in the corner region is not proved dead.
#[test]
fn a_lone_knight_depends_on_walls() {
    let open = classical("8/8/8/4k3/8/8/8/4K1N1 w - - 0 1");
    assert!(matches!(can_mate::fast(&open, Color::White), Some(Proof::Material { .. })));
    let walled = victoria("12/12/12/12/12/5k6/12/12/12/12/12/4K1N3*1 w - - 0 1", &[]);
    assert!(can_mate::fast(&walled, Color::White).is_none());
}

// ---------------------------------------------------------------------------------------------
// Random small positions: every verdict checked
// ---------------------------------------------------------------------------------------------

/// A random 6x6 Victoria position with walls and a few pieces, legal for the side to move.
fn random_small(rng: &mut StdRng) -> Option<Position> {
    let (w, h) = (6usize, 6usize);
    let mut cells = vec!['.'; w * h];
    let put = |cells: &mut Vec<char>, c: char, rng: &mut StdRng, pawn: bool| loop {
        let i = rng.random_range(0..w * h);
        let r = i / w;
        if cells[i] == '.' && (!pawn || (1..h - 1).contains(&r)) {
            cells[i] = c;
            return i;
        }
    };
    put(&mut cells, 'K', rng, false);
    put(&mut cells, 'k', rng, false);
    for _ in 0..rng.random_range(2..9) {
        let wall = ['*', 'X', 'x'][rng.random_range(0..3)];
        put(&mut cells, wall, rng, false);
    }
    for _ in 0..rng.random_range(0..3) {
        let piece = ['Q', 'R', 'B', 'N', 'P', 'q', 'r', 'b', 'n', 'p'][rng.random_range(0..10)];
        put(&mut cells, piece, rng, matches!(piece, 'P' | 'p'));
    }
    let mut rows = Vec::new();
    for r in (0..h).rev() {
        rows.push(crate::support::club::placement_rank(cells[r * w..(r + 1) * w].iter().copied()));
    }
    let mut reserve = Vec::new();
    for (i, c) in cells.iter().enumerate() {
        if matches!(c, 'Q' | 'R' | 'B' | 'q' | 'r' | 'b') {
            let sq = format!("{}{}", (b'a' + (i % w) as u8) as char, i / w + 1);
            reserve.push(format!("{sq}={}", rng.random_range(1..4)));
        }
    }
    let mut fen = format!("{} w - - 0 1", rows.join("/"));
    if !reserve.is_empty() && rng.random_bool(0.7) {
        fen.push_str(&format!(" reserve:{}", reserve.join(",")));
    }
    let p = Position::from_vfen(&fen, Rules::default()).ok()?;
    // The side not to move must not be in check.
    let them = p.king(Color::Black)?;
    (!p.is_attacked(them, Color::White)).then_some(p)
}

#[test]
fn random_small_positions_every_verdict_checked() {
    let mut rng = StdRng::seed_from_u64(13);
    let mut counts = [0usize; 3];
    let mut tried = 0;
    while tried < 150 {
        let Some(p) = random_small(&mut rng) else { continue };
        tried += 1;
        for mater in Color::ALL {
            let v = can_mate::analyse(&p, mater, 60_000);
            counts[match v {
                Verdict::Possible { .. } => 0,
                Verdict::Impossible { .. } => 1,
                Verdict::Unknown { .. } => 2,
            }] += 1;
            check_verdict(&p, mater, &v, 3);
            if can_mate::fast(&p, mater).is_some() {
                assert!(v.is_impossible(), "{}: the fast proof and the analysis disagree", p.to_vfen());
            }
        }
    }
    assert!(counts[0] > 20 && counts[1] > 20, "possible/impossible/unknown: {counts:?}");
}

// ---------------------------------------------------------------------------------------------
// Classical: against chasolver's own data
// ---------------------------------------------------------------------------------------------

fn chasolver_file(name: &str) -> PathBuf {
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(std::env::var_os("HOME").expect("HOME is set")).join(".cargo"));
    let src = home.join("registry").join("src");
    for entry in std::fs::read_dir(&src).unwrap_or_else(|e| panic!("{}: {e}", src.display())) {
        let p = entry.unwrap().path().join("chasolver-3.0.0").join("tests").join(name);
        if p.exists() {
            return p;
        }
    }
    panic!("chasolver 3.0.0's tests/{name} is not under {} (it is a dev-dependency)", src.display());
}

/// (label, FEN) lines of a chasolver data file: `WB` both can mate, `W-` only White, `-B` only
/// Black, `--` neither.
fn labelled(name: &str) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(chasolver_file(name)).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && l.len() > 3)
        .map(|l| (l[..2].to_string(), l[3..].trim().to_string()))
        .collect()
}

/// Replays a line with the `chess` crate: every move legal, the last position mate.
fn replay_chess(fen: &str, mater: Color, line: &[Move]) {
    let mut board = chess::Board::from_str(fen).unwrap();
    for m in line {
        let cm = chess::ChessMove::from_str(&m.to_string()).unwrap();
        assert!(board.legal(cm), "{fen}: chess says {m} is illegal in {:?}", uci(line));
        board = board.make_move_new(cm);
    }
    assert_eq!(board.status(), chess::BoardStatus::Checkmate, "{fen}: chess sees no mate after {:?}", uci(line));
    let loser = if mater == Color::White { chess::Color::Black } else { chess::Color::White };
    assert_eq!(board.side_to_move(), loser);
}

struct Tally {
    decided: usize,
    unknown: usize,
    agree_with_peer: usize,
}

fn compare(rows: &[(String, String)], nodes: u64, peer: bool) -> Tally {
    let mut t = Tally { decided: 0, unknown: 0, agree_with_peer: 0 };
    for (label, fen) in rows {
        let p = classical(fen);
        let board = chess::Board::from_str(fen).unwrap();
        for (i, mater) in Color::ALL.into_iter().enumerate() {
            let can = label.as_bytes()[i] != b'-';
            let v = can_mate::analyse(&p, mater, nodes);
            match &v {
                Verdict::Possible { line } => {
                    assert!(can, "{fen}: we found a mate for {mater}, chasolver's label is {label}");
                    replay(&p, mater, line);
                    replay_chess(fen, mater, line);
                    t.decided += 1;
                }
                Verdict::Impossible { proof } => {
                    assert!(!can, "{fen}: we proved {mater} cannot mate ({proof:?}), chasolver's label is {label}");
                    t.decided += 1;
                }
                Verdict::Unknown { .. } => t.unknown += 1,
            }
            if peer && !matches!(v, Verdict::Unknown { .. }) {
                let c = if mater == Color::White { chess::Color::White } else { chess::Color::Black };
                match chasolver::winnability(&board, c) {
                    Some(chasolver::Winnability::Winnable { .. }) => assert!(v.is_possible(), "{fen} {mater}"),
                    Some(chasolver::Winnability::Unwinnable) => assert!(v.is_impossible(), "{fen} {mater}"),
                    None => {}
                }
                t.agree_with_peer += 1;
            }
            if can_mate::fast(&p, mater).is_some() {
                assert!(!can, "{fen}: the fast check says {mater} cannot mate, chasolver's label is {label}");
            }
        }
    }
    t
}

fn sample(rows: Vec<(String, String)>, every: usize) -> Vec<(String, String)> {
    rows.into_iter().enumerate().filter(|(i, _)| i % every == 0).map(|(_, r)| r).collect()
}

#[test]
fn classical_lichess_sample_matches_chasolver() {
    let rows = sample(labelled("lichess.txt"), 200);
    let t = compare(&rows, 50_000, true);
    eprintln!("lichess sample: {} positions, {} decided, {} unknown", rows.len(), t.decided, t.unknown);
    assert!(
        t.decided * 10 >= (t.decided + t.unknown) * 9,
        "too few decided: {} of {}",
        t.decided,
        t.decided + t.unknown
    );
    assert!(t.agree_with_peer == t.decided);
}

#[test]
fn classical_hard_positions_sample_matches_chasolver() {
    let rows = sample(labelled("positions.txt"), 25);
    let t = compare(&rows, 50_000, false);
    eprintln!("positions sample: {} positions, {} decided, {} unknown", rows.len(), t.decided, t.unknown);
    assert!(t.decided > 0);
}

#[test]
#[ignore = "the full sets take long: cargo test --release --test rules can_mate -- --ignored"]
fn classical_full_sets_match_chasolver() {
    for name in ["positions.txt", "lichess.txt"] {
        let rows = labelled(name);
        let t = compare(&rows, 200_000, false);
        eprintln!("{name}: {} positions, {} decided, {} unknown", rows.len(), t.decided, t.unknown);
    }
}

/// `analyse_with` gives `analyse`'s verdict, counts its moves for the caller, and stops with
/// "unknown" when the caller's flag asks it to.
#[test]
fn the_controlled_analysis_reports_progress_and_stops_when_asked() {
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let p = victoria("12/12/12/5k6/12/12/12/12/12/12/12/Q3K7 w - - 0 1", &[]);
    let (cancel, nodes) = (AtomicBool::new(false), AtomicU64::new(0));
    let control = can_mate::Control { cancel: &cancel, nodes: &nodes };
    let free = can_mate::analyse(&p, Color::White, NODES);
    assert_eq!(can_mate::analyse_with(&p, Color::White, NODES, &control), free);
    // A cancelled analysis says "unknown" at once, even with a budget that would decide it.
    let b = classical("8/8/8/8/3k4/8/8/R3K2R w - - 0 1");
    cancel.store(true, Ordering::Relaxed);
    let v = can_mate::analyse_with(&b, Color::White, u64::MAX, &control);
    match v {
        Verdict::Unknown { nodes: n } => {
            assert!(n <= 4096, "stopped within a few thousand moves, not {n}");
            assert_eq!(nodes.load(Ordering::Relaxed), n, "the counter holds the moves considered");
        }
        other => panic!("a cancelled analysis is undecided, not {other:?}"),
    }
    // Uncancelled, the same position is decided and the counter moved.
    cancel.store(false, Ordering::Relaxed);
    nodes.store(0, Ordering::Relaxed);
    assert!(can_mate::analyse_with(&b, Color::White, NODES, &control).is_possible());
}
