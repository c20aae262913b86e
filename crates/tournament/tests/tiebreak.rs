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
fn tiebreak_unplayed_rounds_count_with_the_players_own_score_and_are_cut_first() {
    // Three players: the dummy's opponent has the bye. 1-bye 2-3 | bye-3 1-2 | 2-bye 3-1.
    let t = round_robin(3, &[&[W], &[W], &[D]]);
    assert_eq!(t.score(1), Points(25));
    assert_eq!(t.score(2), Points(20));
    assert_eq!(t.score(3), Points(15));
    // 1's round 1 bye counts as a dummy opponent with 1's own 2½: 2½ + 2 + 1½.
    assert_eq!(tie_break_value(&t, 1, TieBreak::Buchholz { cut: 0 }), 600);
    // The unplayed round is cut first, not the lowest opponent.
    assert_eq!(tie_break_value(&t, 1, TieBreak::Buchholz { cut: 1 }), 350);
    // SB: 2½ × 1 + 2 × 1 + 1½ × ½.
    assert_eq!(tie_break_value(&t, 1, TieBreak::SonnebornBerger), 525);
    // The bye is a win but not one over the board.
    assert_eq!(tie_break_value(&t, 1, TieBreak::Wins), 200);
    assert_eq!(tie_break_value(&t, 1, TieBreak::WinsOverTheBoard), 100);
}

#[test]
fn tiebreak_standings_rank_by_the_list_with_direct_encounter() {
    // 1-4 0-1, 2-3 1-0 | 4-3 0-1, 1-2 1-0 | 2-4 1-0, 3-1 0-1: 1 and 2 on 2, 3 and 4 on 1.
    let mut t = round_robin(4, &[&[B, W], &[B, W], &[W, B]]);
    t.tie_breaks = vec![TieBreak::DirectEncounter, TieBreak::SonnebornBerger];
    let s = standings(&t);
    let order: Vec<(u32, u32)> = s.iter().map(|r| (r.rank, r.player)).collect();
    assert_eq!(order, vec![(1, 1), (2, 2), (3, 3), (4, 4)]);
    assert_eq!(s[0].tie_breaks, vec![100, 300]);
    assert_eq!(s[1].tie_breaks, vec![0, 200]);
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
