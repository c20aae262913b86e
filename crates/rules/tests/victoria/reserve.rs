//! R12–R19 the move reserve: spending, petrification, monuments, the petrifying piece and check, castling's cost, newborn reserves; E3, E6.

use super::*;

const WIDE_CASTLE: &str = "11k/12/12/12/12/12/12/12/12/12/12/4K6R w l1 - 7 1";

#[test]
fn r12_r13_every_reserve_move_spends_one_point_knights_none() {
    let p = pos("4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1 reserve:a1=5");
    let (_, fen) = play(&p, "a1a7");
    assert!(fen.ends_with("reserve:a7=4"), "{fen}");
    let (_, fen) = play(&p, "g1f3");
    assert!(fen.ends_with("reserve:a1=5"), "{fen}");
}

#[test]
fn r12_kings_knights_and_pawns_carry_no_reserve() {
    let p = pos("4k3/8/8/8/8/8/3P4/Q3K1N1 w - - 0 1 reserve:a1=4");
    assert_eq!(p.reserve("a1".parse().unwrap()), Some(4));
    for sq in ["e1", "g1", "d2"] {
        assert_eq!(p.reserve(sq.parse().unwrap()), None, "{sq}");
    }
    for mv in ["e1f2", "g1f3", "d2d4"] {
        let (ev, fen) = play(&p, mv);
        assert!(ev.is_empty() && fen.ends_with("reserve:a1=4"), "{mv}: {fen}");
    }
    // A VFEN with a reserve on a knight is refused, naming the square.
    let e = Position::from_vfen("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1 reserve:g1=3", rules(&[])).unwrap_err();
    assert_eq!(e.to_string(), "reserve: g1 holds no queen, rook or bishop; only they carry a reserve (R12)");
}

#[test]
fn r12_knights_kings_and_pawns_carry_no_reserve() {
    for fen in ["4k3/8/8/8/8/8/8/1N2K3 w - - 0 1 reserve:b1=3", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 reserve:e1=3"] {
        let e = Position::from_vfen(fen, rules(&[])).unwrap_err();
        assert_eq!(e.field, "reserve", "{fen}");
    }
    // A knight moves freely with reserves in play.
    let p = pos_o("4k3/8/8/8/8/8/8/1N2K2B w - - 0 1 reserve:h1=1", &[]);
    assert_eq!(events(&p, "b1c3").1, "4k3/8/8/8/8/2N5/8/4K2B b - - 1 1 reserve:h1=1");
}

#[test]
fn r13_a_capture_costs_one_point_too() {
    let p = pos("4k3/8/8/8/8/8/8/R5nK w - - 0 1 reserve:a1=3");
    let (ev, fen) = play(&p, "a1g1");
    assert_eq!(ev, ["capture"]);
    assert!(fen.ends_with("reserve:g1=2"), "{fen}");
}

#[test]
fn r13_r15_every_move_spends_one_and_the_last_petrifies_where_it_ends() {
    let p = pos_o("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 reserve:a1=2", &[]);
    let (g, ev) = play_all(&p, &["a1a5"]);
    assert!(ev.is_empty());
    assert_eq!(g.position().to_vfen(), "4k3/8/8/R7/8/8/8/4K3 b - - 1 1 reserve:a5=1");
    // The rook's last point: it would check d8, but a monument checks nothing (R17).
    let (g, ev) = play_all(&p, &["a1a5", "e8d8", "a5d5"]);
    assert_eq!(ev, ["petrified:d5"]);
    assert_eq!(g.position().to_vfen(), "3k4/8/8/3*4/8/8/8/4K3 b - - 0 2 reserve:-");
    assert!(!g.position().is_check());
}

#[test]
fn r13_r15_a_capture_costs_one_and_the_monument_stands_where_the_capture_ended() {
    let p = pos_o("4k3/8/8/8/n7/8/8/R3K3 w - - 0 1 reserve:a1=1", &[]);
    assert_eq!(
        events(&p, "a1a4"),
        (
            vec!["capture".to_string(), "petrified:a4".to_string()],
            "4k3/8/8/8/*7/8/8/4K3 b - - 0 1 reserve:-".to_string()
        )
    );
    // reserve=off: nothing is counted and nothing petrifies; the token is gone.
    let p = pos_o("4k3/8/8/8/n7/8/8/R3K3 w - - 0 1 reserve:a1=1", &["reserve=off"]);
    assert_eq!(events(&p, "a1a4"), (vec!["capture".to_string()], "4k3/8/8/8/R7/8/8/4K3 b - - 0 1".to_string()));
    // A piece not listed in reserve: is unlimited.
    let p = pos_o("4k3/8/8/8/n7/8/8/R3K2B w - - 0 1 reserve:h1=5", &[]);
    assert_eq!(events(&p, "a1a4").1, "4k3/8/8/8/R7/8/8/4K2B b - - 0 1 reserve:h1=5");
}

#[test]
fn r14_reserve_off_means_no_spending_and_no_petrification() {
    let p = pos_o("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 reserve:a1=1", &["reserve=off"]);
    assert!(!p.reserves_in_play());
    let (ev, fen) = play(&p, "a1a5");
    assert!(ev.is_empty());
    assert_eq!(fen, "4k3/8/8/R7/8/8/8/4K3 b - - 1 1");
}

#[test]
fn r14_without_a_reserve_token_nothing_is_counted() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert!(!p.reserves_in_play());
    let mut g = Game::new(p);
    for mv in ["a1a5", "e8d8", "a5a1", "d8e8", "a1a6", "e8d8", "a6a2"] {
        let m = g.check_move(UciMove::parse(mv).unwrap()).unwrap();
        assert!(g.play(&m).unwrap().is_empty(), "{mv}");
    }
    assert!(g.position().piece("a2".parse().unwrap()).is_some(), "the rook never petrifies");
}

#[test]
fn r15_a_piece_at_zero_petrifies_where_its_last_move_ends() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 7 1 reserve:a1=1");
    let (ev, fen) = play(&p, "a1a5");
    assert_eq!(ev, ["petrified:a5"]);
    assert_eq!(fen, "4k3/8/8/*7/8/8/8/4K3 b - - 0 1 reserve:-");
}

#[test]
fn r15_petrification_comes_after_the_capture() {
    let p = pos("4k3/8/8/n7/8/8/8/R3K3 w - - 0 1 reserve:a1=1");
    let (ev, fen) = play(&p, "a1a5");
    assert_eq!(ev, ["capture", "petrified:a5"]);
    assert!(fen.starts_with("4k3/8/8/*7/"), "{fen}");
}

#[test]
fn r16_a_monument_stops_every_line_for_both_sides() {
    let p = pos("r3k3/8/8/*7/8/8/8/R3K3 w - - 0 1");
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1a4 a1b1 a1c1 a1d1"));
    let (rule, reason) = why(&p, "a1a8");
    assert_eq!(rule, "R16");
    assert!(reason.contains("monument on a5"), "{reason}");
    // Black's rook is shut in the same way.
    let b = pos("r3k3/8/8/*7/8/8/8/R3K3 b - - 0 1");
    assert_eq!(from(&b, "a8"), list("a8a6 a8a7 a8b8 a8c8 a8d8"));
}

#[test]
fn r16_a_monument_never_moves_is_never_captured_and_counts_nothing() {
    let p = pos("4k3/8/8/8/8/8/1*6/R3K3 w - - 0 1");
    assert_eq!(why(&p, "b2b3").0, "R16");
    let n = pos("4k3/8/8/8/8/2N5/*7/4K3 w - - 0 1");
    assert_eq!(why(&n, "c3a2").0, "R16");
    assert_eq!(p.points(), [5, 0]);
}

#[test]
fn r16_game_names_the_piece_a_monument_was() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 reserve:a1=1");
    let mut g = Game::new(p);
    let m = g.check_move(UciMove::parse("a1a5").unwrap()).unwrap();
    g.play(&m).unwrap();
    let m = g.check_move(UciMove::parse("e8d8").unwrap()).unwrap();
    g.play(&m).unwrap();
    let e = g.check_move(UciMove::parse("a5a6").unwrap()).unwrap_err();
    assert_eq!(e.to_string(), "the rook on a5 became a monument on move 1 (R16)");
}

#[test]
fn r16_a_monument_stops_lines_for_both_sides_and_is_never_taken() {
    let p = pos_o("r3k3/8/8/8/*7/8/8/R3K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "a1"), list("a1a2 a1a3 a1b1 a1c1 a1d1"));
    assert_eq!(refused(&p, "a1a4"), "R16");
    assert_eq!(refused(&p, "a1a8"), "R16");
    // A knight jumps over it; a monument does not check.
    let p = pos_o("4k3/8/8/8/8/3*4/8/2N1K3 w - - 0 1", &[]);
    assert_eq!(from(&p, "c1"), list("c1a2 c1b3 c1d3 c1e2").into_iter().filter(|m| m != "c1d3").collect::<Vec<_>>());
}

#[test]
fn r17_a_petrifying_piece_gives_no_check() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 reserve:a1=1");
    let (ev, fen) = play(&p, "a1a8");
    assert_eq!(ev, ["petrified:a8"]);
    let after = Position::from_vfen(&fen, rules(&[])).unwrap();
    assert!(!after.is_check());
}

#[test]
fn r17_a_check_it_uncovers_is_a_check_and_a_last_point_may_still_block() {
    // The bishop on e4 spends its last point; the rook on e1 now sees e8.
    let p = pos("4k3/8/8/8/4B3/8/8/K3R3 w - - 0 1 reserve:e4=1");
    let (ev, _) = play(&p, "e4d5");
    assert_eq!(ev, ["petrified:d5", "check"]);
    // White in check from e8: a bishop on its last point blocks on e2 and becomes a wall.
    let q = pos("4r2k/8/8/8/2B5/8/8/4K3 w - - 0 1 reserve:c4=1");
    assert!(q.legal_moves().iter().any(|m| m.to_string() == "c4e2"));
    let (ev, _) = play(&q, "c4e2");
    assert_eq!(ev, ["petrified:e2"]);
}

#[test]
fn r17_the_petrifying_piece_gives_no_check_an_uncovered_check_counts() {
    // The rook's last move "checks" h8 along rank 8: no check, and then no striking force.
    let p = pos_o("7k/8/6K1/8/8/8/8/R7 w - - 0 1 reserve:a1=1", &[]);
    let (g, ev) = play_all(&p, &["a1a8"]);
    assert_eq!(ev, ["petrified:a8"]);
    let o = g.outcome();
    assert_eq!((o.key(), o.winner()), ("points", None));
    // Unlimited, the same move mates.
    let p = pos_o("7k/8/6K1/8/8/8/8/R7 w - - 0 1", &[]);
    let (g, ev) = play_all(&p, &["a1a8"]);
    assert_eq!(ev, ["check", "checkmate"]);
    assert_eq!(g.outcome(), Outcome::Checkmate { winner: Color::White });
    // The bishop on e4 petrifies on d5 and uncovers the rook e1: that check counts.
    let p = pos_o("4k3/8/8/8/4B3/8/8/K3R3 w - - 0 1 reserve:e4=1", &[]);
    let (ev, fen) = events(&p, "e4d5");
    assert_eq!(ev, ["petrified:d5", "check"]);
    assert_eq!(fen, "4k3/8/8/3*4/8/8/8/K3R3 b - - 0 1 reserve:-");
}

#[test]
fn r17_a_last_point_may_block_the_check_or_take_the_checker() {
    // Rook e8 checks e1; the rook a4 on its last point blocks on e4.
    let p = pos_o("4r2k/8/8/8/R7/8/8/4K3 w - - 0 1 reserve:a4=1", &[]);
    assert_eq!(moves(&p), list("a4e4 e1d1 e1d2 e1f1 e1f2"));
    let (ev, fen) = events(&p, "a4e4");
    assert_eq!(ev, ["petrified:e4"]);
    assert_eq!(fen, "4r2k/8/8/8/4*3/8/8/4K3 b - - 0 1 reserve:-");
    // The bishop b5 on its last point blocks on e2 or takes the checker on e8.
    let p = pos_o("4r2k/8/8/1B6/8/8/8/4K3 w - - 0 1 reserve:b5=1", &[]);
    assert_eq!(moves(&p), list("b5e2 b5e8 e1d1 e1d2 e1f1 e1f2"));
    assert_eq!(
        events(&p, "b5e8"),
        (
            vec!["capture".to_string(), "petrified:e8".to_string()],
            "4*2k/8/8/8/8/8/8/4K3 b - - 0 1 reserve:-".to_string()
        )
    );
}

#[test]
fn r18_castling_spends_a_rook_point() {
    let p = pos("4k3/8/8/8/8/8/8/4K2R w h1 - 3 1 reserve:h1=3");
    let (ev, fen) = play(&p, "e1g1");
    assert_eq!(ev, ["castle"]);
    assert_eq!(fen, "4k3/8/8/8/8/8/8/5RK1 b - - 4 1 reserve:f1=2");
}

#[test]
fn r18_option_off_keeps_the_rooks_reserve() {
    let p = pos_o("4k3/8/8/8/8/8/8/4K2R w h1 - 0 1 reserve:h1=3", &["castling_costs_rook=off"]);
    let (_, fen) = play(&p, "e1g1");
    assert!(fen.ends_with("reserve:f1=3"), "{fen}");
}

#[test]
fn r18_e6_castling_costs_the_rook_a_point_and_its_petrification_resets_the_count() {
    let p = pos_o(&format!("{WIDE_CASTLE} reserve:l1=1"), &[]);
    assert!(from(&p, "e1").contains(&"e1g1".to_string()));
    let (ev, fen) = events(&p, "e1g1");
    assert_eq!(ev, ["castle", "petrified:f1"]);
    assert_eq!(fen, "11k/12/12/12/12/12/12/12/12/12/12/5*K5 b - - 0 1 reserve:-");
    let p = pos_o(&format!("{WIDE_CASTLE} reserve:l1=3"), &[]);
    assert_eq!(
        events(&p, "e1g1"),
        (vec!["castle".to_string()], "11k/12/12/12/12/12/12/12/12/12/12/5RK5 b - - 8 1 reserve:f1=2".to_string())
    );
    // castling_costs_rook=off: the reserve moves with the rook, unspent.
    let p = pos_o(&format!("{WIDE_CASTLE} reserve:l1=1"), &["castling_costs_rook=off"]);
    assert_eq!(
        events(&p, "e1g1"),
        (vec!["castle".to_string()], "11k/12/12/12/12/12/12/12/12/12/12/5RK5 b - - 8 1 reserve:f1=1".to_string())
    );
    // castling=off: no castling at all.
    let p = pos_o(&format!("{WIDE_CASTLE} reserve:l1=1"), &["castling=off"]);
    assert!(!from(&p, "e1").contains(&"e1g1".to_string()));
    assert_eq!(refused(&p, "e1g1"), "R24");
}

#[test]
fn e6_a_castling_whose_rook_petrifies_resets_the_ply_count() {
    let p = pos("4k3/8/8/8/8/8/8/4K2R w h1 - 30 1 reserve:h1=1");
    let (ev, fen) = play(&p, "e1g1");
    assert_eq!(ev, ["castle", "petrified:f1"]);
    assert_eq!(fen, "4k3/8/8/8/8/8/8/5*K1 b - - 0 1 reserve:-");
}

#[test]
fn r19_a_promoted_queen_gets_the_newborn_reserve() {
    let p = pos("1n6/P6k/8/8/8/8/8/4K3 w - - 0 1 reserve:- hero:a7 newborn:Q=7");
    let (ev, fen) = play(&p, "a7b8q");
    assert_eq!(ev, ["capture", "promotion:q"]);
    assert!(fen.contains("reserve:b8=7"), "{fen}");
}

#[test]
fn r19_default_ten_and_knights_get_none() {
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1 reserve:- hero:a7");
    let (_, fen) = play(&p, "a7a8r");
    assert!(fen.contains("reserve:a8=10"), "{fen}");
    let (ev, fen) = play(&p, "a7a8n");
    assert_eq!(ev, ["promotion:n"]);
    assert!(fen.contains("reserve:-"), "{fen}");
}

#[test]
fn r19_e3_a_newborn_gets_its_sealed_reserve_in_full_a_knight_none() {
    let fen = "8/6P1/k7/8/8/8/8/K7 w - - 0 1 reserve:- hero:g7 newborn:Q=7,R=4";
    let p = pos_o(fen, &[]);
    assert_eq!(
        events(&p, "g7g8q"),
        (vec!["promotion:q".to_string()], "6Q1/8/k7/8/8/8/8/K7 b - - 0 1 reserve:g8=7 newborn:Q=7,R=4".to_string())
    );
    assert_eq!(events(&p, "g7g8r").1, "6R1/8/k7/8/8/8/8/K7 b - - 0 1 reserve:g8=4 newborn:Q=7,R=4");
    assert_eq!(events(&p, "g7g8b").1, "6B1/8/k7/8/8/8/8/K7 b - - 0 1 reserve:g8=10 newborn:Q=7,R=4");
    assert_eq!(events(&p, "g7g8n").1, "6N1/8/k7/8/8/8/8/K7 b - - 0 1 reserve:- newborn:Q=7,R=4");
    // Without reserves in play the new queen is unlimited.
    let p = pos_o("8/6P1/k7/8/8/8/8/K7 w - - 0 1 hero:g7", &[]);
    assert_eq!(events(&p, "g7g8q").1, "6Q1/8/k7/8/8/8/8/K7 b - - 0 1");
}

#[test]
fn r19_a_start_position_takes_the_larger_sealed_allocation() {
    use victoria_rules::{Army, start_position};
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let white = Army {
        pieces: vec![
            (sq("a1"), Role::King),
            (sq("b1"), Role::Queen),
            (sq("c1"), Role::Rook),
            (sq("d1"), Role::Rook),
            (sq("e1"), Role::Bishop),
            (sq("f1"), Role::Bishop),
        ],
        bastions: vec![],
        reserves: vec![(sq("b1"), 20), (sq("c1"), 3), (sq("d1"), 12), (sq("e1"), 9), (sq("f1"), 6)],
    };
    let black = Army {
        pieces: vec![
            (sq("l12"), Role::King),
            (sq("k12"), Role::Queen),
            (sq("j12"), Role::Rook),
            (sq("i12"), Role::Rook),
            (sq("h12"), Role::Bishop),
            (sq("g12"), Role::Bishop),
        ],
        bastions: vec![],
        reserves: vec![(sq("k12"), 10), (sq("j12"), 10), (sq("i12"), 10), (sq("h12"), 10), (sq("g12"), 10)],
    };
    let p = start_position(12, 12, &white, &black, rules(&[])).unwrap();
    assert_eq!(p.newborn().white, [20, 12, 9]);
    assert!(p.to_vfen().ends_with("newborn:Q=20,R=12,B=9"), "{}", p.to_vfen());
}
