//! Tie-breaks on small hand-computed crosstables (values in hundredths).

use victoria_tournament::*;

/// A round robin of `n` players by the Berger table with the given results by round and board.
fn round_robin(n: u32, results: &[&[GameResult]]) -> Tournament {
    let mut t = Tournament::new("RR", "victoria", results.len() as u32, PairingSystem::RoundRobin { double: false });
    for k in 1..=n {
        let mut p = Player::new(k, format!("P{k}"));
        p.rating = Some(2100 - 100 * k);
        t.apply(&Action::AddPlayer { player: p }).unwrap();
    }
    for (r, res) in results.iter().enumerate() {
        let round = pair_next(&t).unwrap();
        t.apply(&Action::PairRound { round }).unwrap();
        for (b, &result) in res.iter().enumerate() {
            t.apply(&Action::SetResult {
                round: r as u32 + 1,
                board: b as u32 + 1,
                result: Some(result),
                by_count: false,
            })
            .unwrap();
        }
    }
    t
}

use GameResult::{BlackWins as B, Draw as D, WhiteWins as W};

/// Rounds of 4: 1-4 2-3 | 4-3 1-2 | 2-4 3-1.
fn four() -> Tournament {
    round_robin(4, &[&[W, W], &[D, D], &[D, B]])
}

#[test]
fn tiebreak_buchholz_family_and_sonneborn_berger_by_hand() {
    let t = four();
    // Scores: 1: 2½, 2: 2, 3: ½, 4: 1.
    let scores: Vec<Points> = (1..=4).map(|p| t.score(p)).collect();
    assert_eq!(scores, vec![Points(25), Points(20), Points(5), Points(10)]);
    let v = |p, tb| tie_break_value(&t, p, tb);
    let bh = TieBreak::Buchholz { cut: 0 };
    assert_eq!([v(1, bh), v(2, bh), v(3, bh), v(4, bh)], [350, 400, 550, 500]);
    let c1 = TieBreak::Buchholz { cut: 1 };
    assert_eq!([v(1, c1), v(2, c1), v(3, c1), v(4, c1)], [300, 350, 450, 450]);
    let c2 = TieBreak::Buchholz { cut: 2 };
    assert_eq!(v(1, c2), 200);
    let m1 = TieBreak::MedianBuchholz { pairs: 1 };
    assert_eq!([v(1, m1), v(2, m1)], [100, 100]);
    let sb = TieBreak::SonnebornBerger;
    assert_eq!([v(1, sb), v(2, sb), v(3, sb), v(4, sb)], [250, 225, 50, 125]);
}

#[test]
fn tiebreak_counts_progressive_rating_and_koya_by_hand() {
    let t = four();
    let v = |p, tb| tie_break_value(&t, p, tb);
    let all = |tb| [v(1, tb), v(2, tb), v(3, tb), v(4, tb)];
    assert_eq!(all(TieBreak::Wins), [200, 100, 0, 0]);
    assert_eq!(all(TieBreak::WinsOverTheBoard), [200, 100, 0, 0]);
    // Colours: 1 W W B, 2 W B W, 3 B B W, 4 B W B.
    assert_eq!(all(TieBreak::GamesWithBlack), [100, 100, 200, 200]);
    assert_eq!(all(TieBreak::WinsWithBlack), [100, 0, 0, 0]);
    assert_eq!(all(TieBreak::Progressive), [500, 450, 100, 150]);
    // Ratings 2000, 1900, 1800, 1700.
    assert_eq!(v(1, TieBreak::AverageRatingOfOpponents), 180_000);
    assert_eq!(v(4, TieBreak::AverageRatingOfOpponents), 190_000);
    // Koya: points against players with at least half the maximum (1½ of 3): players 1 and 2.
    assert_eq!(all(TieBreak::Koya), [50, 50, 0, 50]);
}

#[test]
fn tiebreak_a_round_robin_bye_counts_for_nothing() {
    // Three players: 1-bye 2-3 | bye-3 1-2 | 2-bye 3-1. In a round robin the checker counts
    // unplayed games as played and a bye as no game at all.
    let t = round_robin(3, &[&[W], &[W], &[D]]);
    assert_eq!(t.score(1), Points(25));
    assert_eq!(t.score(2), Points(20));
    assert_eq!(t.score(3), Points(15));
    // 1 met 2 (2) and 3 (1½).
    assert_eq!(tie_break_value(&t, 1, TieBreak::Buchholz { cut: 0 }), 350);
    assert_eq!(tie_break_value(&t, 1, TieBreak::Buchholz { cut: 1 }), 200);
    // SB: 2 × 1 + 1½ × ½.
    assert_eq!(tie_break_value(&t, 1, TieBreak::SonnebornBerger), 275);
    // The bye is a win but not one over the board.
    assert_eq!(tie_break_value(&t, 1, TieBreak::Wins), 200);
    assert_eq!(tie_break_value(&t, 1, TieBreak::WinsOverTheBoard), 100);
}

/// A five-player Swiss: R1 1-2 1-0, 3-4 1-0, 5 pairing bye; R2 3-1 0-1, 2-5 ½, 4 pairing bye;
/// R3 1-5 1-0, 2 absent (zero bye), 4 half-point bye, 3 pairing bye.
fn swiss_with_byes() -> Tournament {
    let mut t = Tournament::new("S", "classical", 3, PairingSystem::Swiss { baku_acceleration: false });
    for k in 1..=5 {
        t.apply(&Action::AddPlayer { player: Player::new(k, format!("P{k}")) }).unwrap();
    }
    let board = |n, white, black, result| Board { number: n, white, black, result: Some(result), by_count: false };
    let bye = |player, kind| Unpaired { player, kind };
    let rounds = [
        Round {
            number: 1,
            boards: vec![board(1, 1, 2, W), board(2, 3, 4, W)],
            unpaired: vec![bye(5, ByeKind::Pairing)],
        },
        Round {
            number: 2,
            boards: vec![board(1, 3, 1, B), board(2, 2, 5, D)],
            unpaired: vec![bye(4, ByeKind::Pairing)],
        },
        Round {
            number: 3,
            boards: vec![board(1, 1, 5, W)],
            unpaired: vec![bye(2, ByeKind::Zero), bye(4, ByeKind::Half), bye(3, ByeKind::Pairing)],
        },
    ];
    for round in rounds {
        t.apply(&Action::PairRound { round }).unwrap();
    }
    t
}

#[test]
fn tiebreak_an_absence_at_the_end_counts_as_a_draw_for_the_opponents_c07_16_3() {
    let t = swiss_with_byes();
    assert_eq!(t.score(2), Points(5));
    // 1 met 2, 3 and 5: 2's absence in the last round counts as a draw for 1's Buchholz
    // (1 + 2 + 1½), not as the zero he scored (½ + 2 + 1½).
    assert_eq!(tie_break_value(&t, 1, TieBreak::Buchholz { cut: 0 }), 450);
    // SB likewise: 1 × 1 + 2 × 1 + 1½ × 1.
    assert_eq!(tie_break_value(&t, 1, TieBreak::SonnebornBerger), 450);
}

#[test]
fn tiebreak_a_cut_takes_the_lowest_opponent_before_a_pairing_bye() {
    let t = swiss_with_byes();
    // 5: the pairing bye (a dummy with 5's own 1½), 2 (adjusted 1), 1 (3).
    assert_eq!(tie_break_value(&t, 5, TieBreak::Buchholz { cut: 0 }), 550);
    // The cut drops 2's 1, not the pairing bye's 1½ (a pairing bye is not voluntarily unplayed).
    assert_eq!(tie_break_value(&t, 5, TieBreak::Buchholz { cut: 1 }), 450);
    // 4: 3 (2), the pairing bye (1½), the requested half-point bye (1½, voluntarily unplayed).
    assert_eq!(tie_break_value(&t, 4, TieBreak::Buchholz { cut: 1 }), 350);
    assert_eq!(tie_break_value(&t, 4, TieBreak::SonnebornBergerCut { cut: 1 }), 150);
    // AOB: the Buchholz of 4's one opponent over the board, 3: 4 (1½) + 1 (3) + pairing bye (2).
    assert_eq!(tie_break_value(&t, 4, TieBreak::AverageOfBuchholz), 650);
}

#[test]
fn tiebreak_codes_with_cuts_and_the_new_figures_are_known() {
    for code in ["SB/C1", "ARO/C1", "AOB", "TPR", "PTP", "APPO", "FB", "FB/C1", "APRO", "GE", "PS/C1", "BH/M1", "bh/c2"]
    {
        let tb = tie_break_of_code(code).unwrap_or_else(|| panic!("{code}"));
        assert_eq!(tie_break_code(tb), code.to_uppercase());
    }
    assert_eq!(tie_break_of_code("XYZ"), None);
}

#[test]
fn tiebreak_standings_rank_by_the_list_with_direct_encounter() {
    // 1-4 0-1, 2-3 1-0 | 4-3 0-1, 1-2 1-0 | 2-4 1-0, 3-1 0-1: 1 and 2 on 2, 3 and 4 on 1.
    let mut t = round_robin(4, &[&[B, W], &[B, W], &[W, B]]);
    t.tie_breaks = vec![TieBreak::DirectEncounter, TieBreak::SonnebornBerger];
    let s = standings(&t);
    let order: Vec<(u32, u32)> = s.iter().map(|r| (r.rank, r.player)).collect();
    assert_eq!(order, vec![(1, 1), (2, 2), (3, 3), (4, 4)]);
    // DE's value is the place inside the tied group (1 beat 2: first and second).
    assert_eq!(s[0].tie_breaks, vec![100, 300]);
    assert_eq!(s[1].tie_breaks, vec![200, 200]);
    // Everyone on 2 but 4: direct encounter ties too, the rank is shared.
    let mut t = round_robin(4, &[&[W, D], &[B, D], &[W, D]]);
    t.tie_breaks = vec![TieBreak::DirectEncounter, TieBreak::Buchholz { cut: 0 }];
    let ranks: Vec<(u32, u32)> = standings(&t).iter().map(|r| (r.rank, r.player)).collect();
    assert_eq!(ranks, vec![(1, 1), (1, 2), (1, 3), (4, 4)]);
}

#[test]
fn tiebreak_wins_by_point_count_are_a_victoria_figure() {
    let mut t = four();
    t.apply(&Action::SetResult { round: 1, board: 1, result: Some(W), by_count: true }).unwrap();
    assert_eq!(tie_break_value(&t, 1, TieBreak::WinsByPointCount), 100);
    assert_eq!(tie_break_value(&t, 4, TieBreak::WinsByPointCount), 0);
    assert_eq!(tie_break_value(&t, 2, TieBreak::WinsByPointCount), 0);
}
