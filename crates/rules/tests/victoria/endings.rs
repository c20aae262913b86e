//! R26–R28, R32 the end of the game: mate, nothing to move, dead positions and the count, repetition, the hundred plies; E9 (events), E10 (the start position).

use super::*;

fn outcome_of(fen: &str, opts: &[&str], mvs: &[&str]) -> (String, Option<Color>, [u32; 2]) {
    let (g, _) = play_all(&pos_o(fen, opts), mvs);
    let o = g.outcome();
    (o.key().to_string(), o.winner(), g.position().points())
}

const SHUFFLE: [&str; 8] = ["b1c3", "g8f6", "c3b1", "f6g8", "b1c3", "g8f6", "c3b1", "f6g8"];

#[test]
fn r26_checkmate_wins() {
    assert_eq!(
        outcome("R3k3/8/4K3/8/8/8/8/8 b - - 0 1", &[]),
        Outcome::Checkmate { winner: victoria_rules::Color::White }
    );
    // Walls let a lone knight mate: Black's king is boxed in by its own bastions.
    assert_eq!(
        outcome("kx6/xx6/1N6/8/8/8/8/4K3 b - - 0 1", &[]),
        Outcome::Checkmate { winner: victoria_rules::Color::White }
    );
}

#[test]
fn r26_a_mate_through_the_matings_own_bastion_and_none_behind_the_enemys() {
    // The rook's strike passes White's bastion on e4 up to e8; the king has no square left.
    let p = pos("3xkx2/3p1p2/8/8/4X3/8/8/4R1K1 b - - 0 1");
    assert_eq!(Game::new(p).outcome(), Outcome::Checkmate { winner: victoria_rules::Color::White });
    // Behind Black's own bastion the king is not even in check.
    let q = pos("3xkx2/3p1p2/8/8/4x3/8/8/4R1K1 b - - 0 1");
    assert!(!q.is_check());
    assert_eq!(Game::new(q).outcome(), Outcome::Ongoing);
}

#[test]
fn r26_checkmate_through_the_mating_pieces_own_bastion() {
    // Rook a1, White's bastion a4: the quiet a1a8 may not pass the bastion (R10).
    let p = pos_o("7k/8/6K1/8/X7/8/8/R7 w - - 0 1", &[]);
    assert!(!from(&p, "a1").contains(&"a1a8".to_string()));
    // Rook a8 strikes h8 through White's own bastion d8; g7 and h7 belong to the king g6: mate.
    let p = pos_o("R2X3k/8/6K1/8/8/8/8/8 b - - 0 1", &[]);
    assert!(p.is_check());
    assert!(p.legal_moves().is_empty());
    assert_eq!(Game::new(p).outcome(), Outcome::Checkmate { winner: Color::White });
    // Behind Black's own bastion on d8 the king is sheltered: no check, g8 is free.
    let p = pos_o("R2x3k/8/6K1/8/8/8/8/8 b - - 0 1", &[]);
    assert!(!p.is_check());
    assert_eq!(moves(&p), list("h8g8"));
    // The mating move reports check and checkmate.
    let (ev, _) = events(&pos_o("7k/8/6K1/8/8/8/8/R7 w - - 0 1", &[]), "a1a8");
    assert_eq!(ev, ["check", "checkmate"]);
}

#[test]
fn r26_a_mate_on_the_hundredth_ply_is_a_mate() {
    assert_eq!(
        outcome_of("7k/8/6K1/8/8/8/8/R7 w - - 99 80", &[], &["a1a8"]),
        ("checkmate".into(), Some(Color::White), [5, 0])
    );
}

#[test]
fn r27_nothing_to_move_goes_to_the_count() {
    let o = outcome("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", &[]);
    assert_eq!(o, Outcome::Points { ground: PointsGround::NothingToMove, white: 9, black: 0 });
    assert_eq!(o.winner(), Some(victoria_rules::Color::White));
    // Classical chess calls it stalemate.
    let c = Game::new(Position::from_vfen("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", Rules::classical()).unwrap()).outcome();
    assert_eq!(c.key(), "draw");
}

#[test]
fn r27_no_striking_force_with_reserves_in_play() {
    let o = outcome("4k3/p7/8/8/8/8/PP6/4K3 w - - 0 1 reserve:-", &[]);
    assert_eq!(o, Outcome::Points { ground: PointsGround::NoStrikingForce, white: 2, black: 1 });
    // Without reserves in play kings and pawns play on.
    assert_eq!(outcome("4k3/p7/8/8/8/8/PP6/4K3 w - - 0 1", &[]), Outcome::Ongoing);
}

#[test]
fn r27_bare_kings_are_dead_and_equal_totals_are_an_objective_draw() {
    let o = outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &[]);
    assert_eq!(o, Outcome::Points { ground: PointsGround::DeadPosition, white: 0, black: 0 });
    assert_eq!(o.winner(), None);
    assert!(o.to_string().contains("objective draw"));
}

#[test]
fn r27_a_hundred_plies_draws_or_counts() {
    assert_eq!(outcome("4k3/8/8/x7/8/8/8/4K1N1 w - - 100 80", &[]).key(), "draw");
    assert_eq!(outcome("4k3/8/8/x7/8/8/8/4K1N1 w - - 99 80", &[]).key(), "ongoing");
    let o = outcome("4k3/8/8/x7/8/8/8/4K1N1 w - - 100 80", &["repetition=points"]);
    assert_eq!(o, Outcome::Points { ground: PointsGround::HundredPlies, white: 3, black: 0 });
}

#[test]
fn r27_nothing_to_move_goes_to_the_count_equal_totals_included() {
    // Black is stalemated: a count, White 9 : Black 0.
    assert_eq!(outcome_of("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", &[], &[]), ("points".into(), Some(Color::White), [9, 0]));
    // Equal totals (the sentinel a7 against the pawn h5 stuck behind a monument): an objective
    // draw, reported as points with no winner.
    assert_eq!(outcome_of("k7/P7/1K6/7p/7*/8/8/8 b - - 0 1", &[], &[]), ("points".into(), None, [1, 1]));
    // Under repetition=points too (the option does not touch this ground).
    assert_eq!(outcome_of("k7/P7/1K6/7p/7*/8/8/8 b - - 0 1", &["repetition=points"], &[]).0, "points");
}

#[test]
fn r27_no_striking_force_with_reserves_in_play_by_option_and_piece() {
    // Kings and pawns, reserves in play: the count at once, even though pawns can move.
    assert_eq!(
        outcome_of("4k3/p7/8/8/8/8/P6P/4K3 w - - 0 1 reserve:-", &[], &[]),
        ("points".into(), Some(Color::White), [2, 1])
    );
    // Without reserves in play the game goes on.
    assert_eq!(outcome_of("4k3/p7/8/8/8/8/P6P/4K3 w - - 0 1", &[], &[]).0, "ongoing");
    // reserve=off: no reserves in play even with the token.
    assert_eq!(outcome_of("4k3/p7/8/8/8/8/P6P/4K3 w - - 0 1 reserve:-", &["reserve=off"], &[]).0, "ongoing");
    // A knight is striking force; so is a queen with reserve left (listed or unlimited).
    assert_eq!(outcome_of("4k3/p7/8/8/8/8/P6P/1N2K3 w - - 0 1 reserve:-", &[], &[]).0, "ongoing");
    assert_eq!(outcome_of("4k3/p7/8/8/8/8/P6P/3QK3 w - - 0 1 reserve:-", &[], &[]).0, "ongoing");
    assert_eq!(outcome_of("4k3/p7/8/8/8/8/P6P/3QK3 w - - 0 1 reserve:d1=1", &[], &[]).0, "ongoing");
    // The last reserve piece petrifying ends the game on the count (the monument counts 0).
    assert_eq!(
        outcome_of("4k3/p7/8/8/8/8/P6P/3QK3 w - - 0 1 reserve:d1=1", &[], &["d1d4"]),
        ("points".into(), Some(Color::White), [2, 1])
    );
    // Black's last knight taken: the count.
    assert_eq!(
        outcome_of("4k3/p7/8/8/8/8/P2n3P/4K3 w - - 0 1 reserve:-", &[], &["e1d2"]),
        ("points".into(), Some(Color::White), [2, 1])
    );
}

#[test]
fn r27_bare_kings_are_dead_an_objective_draw_on_points() {
    assert_eq!(outcome_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &[], &[]), ("points".into(), None, [0, 0]));
    assert_eq!(
        outcome_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &["repetition=points"], &[]),
        ("points".into(), None, [0, 0])
    );
    // Walls do not revive bare kings.
    assert_eq!(outcome_of("4k3/8/2x5/8/5*2/8/8/4K3 w - - 0 1", &[], &[]).0, "points");
    // A king taking the last piece.
    assert_eq!(outcome_of("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1", &[], &["e1d2"]), ("points".into(), None, [0, 0]));
}

#[test]
fn r27_a_hundred_plies_draw_or_count_and_what_resets_them() {
    let fen = "4k1n1/8/8/8/8/8/8/N3K3 w - - 99 80";
    assert_eq!(outcome_of(fen, &[], &[]).0, "ongoing");
    assert_eq!(outcome_of(fen, &[], &["a1b3"]), ("draw".into(), None, [3, 3]));
    assert_eq!(outcome_of(fen, &["repetition=points"], &["a1b3"]), ("points".into(), None, [3, 3]));
    // A petrification resets the count (R27).
    let fen = "4k1n1/8/8/8/8/8/8/R3K3 w - - 99 80 reserve:a1=1";
    let (g, _) = play_all(&pos_o(fen, &[]), &["a1a5"]);
    assert_eq!(g.position().halfmoves(), 0);
    assert_eq!(g.outcome().key(), "ongoing");
    // A reserve move that does not petrify does not.
    let fen = "4k1n1/8/8/8/8/8/8/R3K3 w - - 99 80 reserve:a1=2";
    assert_eq!(outcome_of(fen, &[], &["a1a5"]).0, "draw");
    // E6: a plain castling does not reset; one whose rook petrifies does.
    let fen = "4k1n1/8/8/8/8/8/8/4K2R w K - 99 80";
    assert_eq!(outcome_of(fen, &[], &["e1g1"]).0, "draw");
    let fen = "4k1n1/8/8/8/8/8/8/4K2R w K - 99 80 reserve:h1=1";
    assert_eq!(outcome_of(fen, &[], &["e1g1"]).0, "ongoing");
}

#[test]
fn r27_a_lone_minor_piece_without_walls_is_dead() {
    assert_eq!(outcome_of("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", &[], &[]), ("points".into(), Some(Color::White), [3, 0]));
    assert_eq!(
        outcome_of("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1 reserve:c1=4", &[], &[]),
        ("points".into(), Some(Color::White), [3, 0])
    );
    // With a wall on the board the knight may mate: the game goes on.
    assert_eq!(outcome_of("4k3/8/8/8/2x5/8/8/1N2K3 w - - 0 1", &[], &[]).0, "ongoing");
}

#[test]
fn e9_events_come_in_order_checkmate_reports_check_too() {
    let p = pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1 hero:f7,g7,h7");
    let (ev, _) = play(&p, "a1a8");
    assert_eq!(ev, ["check", "checkmate"]);
    let q = pos("1r4k1/P4ppp/8/8/8/8/8/4K3 w - - 0 1 reserve:b8=3 hero:a7,f7,g7,h7");
    let (ev, _) = play(&q, "a7b8q");
    assert_eq!(ev, ["capture", "promotion:q", "check", "checkmate"]);
    // A rook capturing on its last point petrifies; the check it uncovers is reported after.
    // A bishop capturing on its last point petrifies; the check it uncovers is reported after.
    let r = pos("4k3/8/8/2n5/8/4B3/8/K3Q3 w - - 0 1 reserve:e3=1");
    assert_eq!(play(&r, "e3c5").0, ["capture", "petrified:c5", "check"]);
}

#[test]
fn e9_events_in_order() {
    // A hero takes on d8, promotes and checks h8 along rank 8.
    let p = pos_o("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1 hero:e7", &[]);
    assert_eq!(events(&p, "e7d8q").0, ["capture", "promotion:q", "check"]);
    // A warrior's en passant: capture, en_passant, hero.
    let p = pos_o("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", &[]);
    assert_eq!(events(&p, "e5d6").0, ["capture", "en_passant", "hero:d6"]);
    // A capture whose piece petrifies while uncovering a check from the rook behind it.
    let p = pos_o("4k3/8/8/3n4/4B3/8/8/K3R3 w - - 0 1 reserve:e4=1", &[]);
    assert_eq!(events(&p, "e4d5").0, ["capture", "petrified:d5", "check"]);
    // Castling whose rook petrifies and checks nothing.
    let p = pos_o("5k2/8/8/8/8/8/8/4K2R w K - 0 1 reserve:h1=1", &[]);
    assert_eq!(events(&p, "e1g1").0, ["castle", "petrified:f1"]);
    // Castling whose rook gives check.
    let p = pos_o("5k2/8/8/8/8/8/8/4K2R w K - 0 1 reserve:h1=2", &[]);
    assert_eq!(events(&p, "e1g1").0, ["castle", "check"]);
}

#[test]
fn e10_start_position_is_judged_after_the_bastions() {
    // Black's king is in check at the start: Black moves first.
    let p = pos("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1").with_start_turn();
    assert_eq!(p.turn(), victoria_rules::Color::Black);
    let both = pos("4k2R/8/8/8/8/8/8/4r1K1 b - - 0 1").with_start_turn();
    assert_eq!(both.turn(), victoria_rules::Color::White);
    let none = pos("4k3/8/8/8/8/8/8/6K1 b - - 0 1").with_start_turn();
    assert_eq!(none.turn(), victoria_rules::Color::White);
}

#[test]
fn e10_kings_side_by_side_at_the_start_check_each_other() {
    // Found by the property test on a random sealed setup: the enemy king checks ours, so only
    // king moves out of its reach are legal — the rook may not "block" or take the king.
    let p = pos("8/8/8/3k4/3K4/8/8/R7 w - - 0 1");
    assert!(p.is_check());
    let mut all: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    all.sort();
    assert_eq!(all, list("d4c3 d4d3 d4e3"));
    assert_eq!(p.legal_moves(), p.legal_moves_by_copy());
}

#[test]
fn e10_a_king_beside_the_enemy_king_must_step_away() {
    let p = pos("8/8/8/3k4/3K4/8/8/R7 w - - 0 1");
    let (rule, reason) = why(&p, "a1a2");
    assert!(reason.contains("king on d5"), "{rule}: {reason}");
    let (_, reason) = why(&p, "d4c4");
    assert!(reason.contains("d5"), "{reason}");
}

#[test]
fn e10_the_start_is_judged_after_the_bastions() {
    use victoria_rules::{Army, start_position};
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let white = |bastions: Vec<Square>| Army {
        pieces: vec![(sq("a1"), Role::King), (sq("e1"), Role::Rook)],
        bastions,
        reserves: vec![(sq("e1"), 5)],
    };
    let black = |bastions: Vec<Square>| Army {
        pieces: vec![(sq("e12"), Role::King), (sq("l12"), Role::Rook)],
        bastions,
        reserves: vec![(sq("l12"), 5)],
    };
    // The rook e1 strikes e12 through White's own bastion e5: Black is in check and moves first.
    let p = start_position(12, 12, &white(vec![sq("e5")]), &black(vec![]), rules(&[])).unwrap();
    assert_eq!(p.turn(), Color::Black);
    assert!(p.is_check());
    // Black's bastion on e8 shelters the king: White moves first.
    let p = start_position(12, 12, &white(vec![]), &black(vec![sq("e8")]), rules(&[])).unwrap();
    assert_eq!(p.turn(), Color::White);
    // Both in check (Black's rook l12 also strikes a1? no — put it on a12): White first.
    let black_a = Army {
        pieces: vec![(sq("e12"), Role::King), (sq("a12"), Role::Rook)],
        bastions: vec![],
        reserves: vec![(sq("a12"), 5)],
    };
    let p = start_position(12, 12, &white(vec![]), &black_a, rules(&[])).unwrap();
    assert_eq!(p.turn(), Color::White);
    assert!(p.is_check());
}

#[test]
fn e10_a_side_mated_at_the_start_loses_at_once() {
    // Black king a12 boxed by its own pawns, White rook on the 12th rank: mate at the start.
    let p = pos_o("k10R/pp10/12/12/12/12/12/12/12/12/12/K11 b - - 0 1", &[]);
    assert_eq!(Game::new(p).outcome(), Outcome::Checkmate { winner: Color::White });
}

#[test]
fn r32_threefold_repetition_draws_or_counts() {
    for (opt, key) in [("repetition=draw", "draw"), ("repetition=points", "points")] {
        // A bastion keeps the lone knight alive (R27: a wall may let it mate).
        let mut g = Game::new(pos_o("4k3/8/8/x7/8/8/8/4K1N1 w - - 0 1", &[opt]));
        for mv in ["g1f3", "e8d8", "f3g1", "d8e8", "g1f3", "e8d8", "f3g1", "d8e8"] {
            assert_eq!(g.outcome(), Outcome::Ongoing, "{mv}");
            let m = g.check_move(UciMove::parse(mv).unwrap()).unwrap();
            g.play(&m).unwrap();
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.outcome().key(), key);
    }
}

#[test]
fn r32_threefold_repetition_draws_or_counts_with_a_winner_on_points() {
    let fen = "4k1n1/8/8/8/8/8/8/1N2K3 w - - 0 1";
    assert_eq!(outcome_of(fen, &[], &SHUFFLE[..4]).0, "ongoing");
    assert_eq!(outcome_of(fen, &[], &SHUFFLE[..7]).0, "ongoing");
    assert_eq!(outcome_of(fen, &[], &SHUFFLE), ("draw".into(), None, [3, 3]));
    assert_eq!(outcome_of(fen, &["repetition=points"], &SHUFFLE), ("points".into(), None, [3, 3]));
    // With a pawn more for White the count has a winner.
    let fen = "4k1n1/8/8/8/8/8/P7/1N2K3 w - - 0 1";
    assert_eq!(outcome_of(fen, &["repetition=points"], &SHUFFLE), ("points".into(), Some(Color::White), [4, 3]));
}

#[test]
fn r32_an_en_passant_square_counts_only_where_the_capture_is_possible() {
    // After e2e4 the ep square e3 is written but no Black pawn can take: the position is the
    // same as the later ones without it, so the third occurrence comes after 9 plies.
    let fen = "4k3/8/8/8/8/8/4P3/N3K2n w - - 0 1";
    let mvs = ["e2e4", "h1g3", "a1b3", "g3h1", "b3a1", "h1g3", "a1b3", "g3h1", "b3a1"];
    assert_eq!(outcome_of(fen, &[], &mvs[..8]).0, "ongoing");
    assert_eq!(outcome_of(fen, &[], &mvs).0, "draw");
    // Where the capture is possible (Black pawn d4), the first position differs.
    let fen = "4k3/8/8/8/3p4/8/4P3/N3K2n w - - 0 1";
    assert_eq!(outcome_of(fen, &[], &mvs).0, "ongoing");
}

/// The game counts repetitions from hashes, comparing full keys only where hashes meet; on
/// shuffling games (knights and kings, rooks with reserves, a pawn that may double-step into
/// an en-passant square) the count equals the plain one over every full key, at every ply,
/// after take-backs too.
#[test]
fn r32_the_repetition_count_equals_the_count_over_full_keys() {
    let fens = [
        "4k1n1/8/8/8/8/8/8/1N2K3 w - - 0 1",
        "r3k1n1/8/8/8/8/8/8/R3K1N1 w - - 0 1 reserve:a1=3,a8=3",
        "4k3/3p4/8/4P3/8/8/8/N3K2n b - - 0 1",
        "n3k3/8/8/x7/8/8/8/4K1N1 w - - 0 1",
    ];
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut most = 0;
    for fen in fens {
        let mut g = Game::new(pos_o(fen, &[]));
        let mut keys = vec![g.position().repetition_key()];
        for ply in 0..160 {
            let moves = g.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            // Often the piece moved two plies ago goes back, so positions come again.
            let back = g.moves().len().checked_sub(2).map(|i| g.moves()[i]);
            let back = back.and_then(|b| moves.iter().find(|m| m.from == b.to && m.to == b.from)).copied();
            if ply % 37 == 36 && g.undo().is_some() {
                keys.pop();
            } else {
                let m = match back {
                    Some(m) if next(3) > 0 => m,
                    _ => moves[next(moves.len())],
                };
                g.play(&m).unwrap();
                keys.push(g.position().repetition_key());
            }
            let now = keys.last().unwrap();
            let want = keys.iter().filter(|k| *k == now).count();
            assert_eq!(g.repetitions(), want, "{fen}, ply {ply}");
            most = most.max(want);
        }
    }
    assert!(most >= 3, "the games never repeated a position three times");
}

#[test]
fn r32_reserves_are_part_of_the_position() {
    // The rook shuffles a1-a2 and back: each move spends a point, so nothing repeats.
    let fen = "4k1n1/8/8/8/8/8/8/R3K3 w - - 0 1 reserve:a1=20";
    let mvs = ["a1a2", "g8f6", "a2a1", "f6g8", "a1a2", "g8f6", "a2a1", "f6g8"];
    assert_eq!(outcome_of(fen, &[], &mvs).0, "ongoing");
    // Unlimited, the same moves repeat three times.
    assert_eq!(outcome_of("4k1n1/8/8/8/8/8/8/R3K3 w - - 0 1", &[], &mvs).0, "draw");
}
