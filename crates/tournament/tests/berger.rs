//! The Berger tables against the published FIDE tables (C.05 Annex 1) and the generic rule.

use std::collections::BTreeSet;
use victoria_tournament::*;

/// Published tables (FIDE C.05 Annex 1), `white-black` by round.
const PUBLISHED: &[(u32, &str)] = &[
    (4, "1-4 2-3 | 4-3 1-2 | 2-4 3-1"),
    (6, "1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1"),
    (
        8,
        "1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6 | 8-6 7-5 1-4 2-3 | 3-8 4-2 5-1 6-7 | 8-7 1-6 2-5 3-4 | 4-8 5-3 6-2 7-1",
    ),
    (
        10,
        "1-10 2-9 3-8 4-7 5-6 | 10-6 7-5 8-4 9-3 1-2 | 2-10 3-1 4-9 5-8 6-7 | 10-7 8-6 9-5 1-4 2-3 | 3-10 4-2 5-1 6-9 7-8 | 10-8 9-7 1-6 2-5 3-4 | 4-10 5-3 6-2 7-1 8-9 | 10-9 1-8 2-7 3-6 4-5 | 5-10 6-4 7-3 8-2 9-1",
    ),
    (
        12,
        "1-12 2-11 3-10 4-9 5-8 6-7 | 12-7 8-6 9-5 10-4 11-3 1-2 | 2-12 3-1 4-11 5-10 6-9 7-8 | 12-8 9-7 10-6 11-5 1-4 2-3 | 3-12 4-2 5-1 6-11 7-10 8-9 | 12-9 10-8 11-7 1-6 2-5 3-4 | 4-12 5-3 6-2 7-1 8-11 9-10 | 12-10 11-9 1-8 2-7 3-6 4-5 | 5-12 6-4 7-3 8-2 9-1 10-11 | 12-11 1-10 2-9 3-8 4-7 5-6 | 6-12 7-5 8-4 9-3 10-2 11-1",
    ),
    (
        14,
        "1-14 2-13 3-12 4-11 5-10 6-9 7-8 | 14-8 9-7 10-6 11-5 12-4 13-3 1-2 | 2-14 3-1 4-13 5-12 6-11 7-10 8-9 | 14-9 10-8 11-7 12-6 13-5 1-4 2-3 | 3-14 4-2 5-1 6-13 7-12 8-11 9-10 | 14-10 11-9 12-8 13-7 1-6 2-5 3-4 | 4-14 5-3 6-2 7-1 8-13 9-12 10-11 | 14-11 12-10 13-9 1-8 2-7 3-6 4-5 | 5-14 6-4 7-3 8-2 9-1 10-13 11-12 | 14-12 13-11 1-10 2-9 3-8 4-7 5-6 | 6-14 7-5 8-4 9-3 10-2 11-1 12-13 | 14-13 1-12 2-11 3-10 4-9 5-8 6-7 | 7-14 8-6 9-5 10-4 11-3 12-2 13-1",
    ),
];

fn parse(table: &str) -> Vec<Vec<(u32, u32)>> {
    table
        .split('|')
        .map(|r| {
            r.split_whitespace()
                .map(|p| {
                    let (w, b) = p.split_once('-').unwrap();
                    (w.parse().unwrap(), b.parse().unwrap())
                })
                .collect()
        })
        .collect()
}

#[test]
fn berger_tables_equal_the_published_ones() {
    for &(n, table) in PUBLISHED {
        assert_eq!(berger_table(n, false), parse(table), "{n} players");
        // An odd count plays the next even table, the highest number being the bye.
        assert_eq!(berger_table(n - 1, false), parse(table), "{} players", n - 1);
    }
}

#[test]
fn berger_generic_rule_for_3_to_16_players() {
    for players in 3..=16u32 {
        let n = players + players % 2;
        let table = berger_table(players, false);
        assert_eq!(table.len() as u32, n - 1);
        let mut met = BTreeSet::new();
        let mut whites = vec![0i32; n as usize + 1];
        for (r, round) in table.iter().enumerate() {
            let mut seen = BTreeSet::new();
            for &(w, b) in round {
                assert!(seen.insert(w) && seen.insert(b), "{players}: round {} pairs someone twice", r + 1);
                assert!(met.insert((w.min(b), w.max(b))), "{players}: {w}-{b} again");
                whites[w as usize] += 1;
                whites[b as usize] -= 1;
            }
            assert_eq!(seen.len() as u32, n);
            // Player n is on board 1, Black in odd rounds and White in even ones.
            let first = round[0];
            assert_eq!(if r % 2 == 0 { first.1 } else { first.0 }, n);
        }
        assert_eq!(met.len() as u32, n * (n - 1) / 2);
        // Colours balanced: each player has as many Whites as Blacks, give or take one.
        assert!(whites.iter().all(|d| d.abs() <= 1), "{players}: {whites:?}");
    }
}

#[test]
fn double_round_robin_reverses_colours_and_swaps_the_turn() {
    for players in 3..=16u32 {
        let single = berger_table(players, false);
        let double = berger_table(players, true);
        let k = single.len();
        assert_eq!(double.len(), 2 * k);
        let mut first = single.clone();
        first.swap(k - 2, k - 1);
        assert_eq!(&double[..k], &first[..]);
        for r in 0..k {
            let rev: Vec<(u32, u32)> = first[r].iter().map(|&(w, b)| (b, w)).collect();
            assert_eq!(double[k + r], rev);
        }
        // Nobody has three games in a row with the same colour across the turn (games against
        // real opponents only; with 3 or 4 players no order of rounds avoids it).
        if players < 5 {
            continue;
        }
        for p in 1..=players {
            let colours: Vec<bool> = double
                .iter()
                .filter_map(|round| round.iter().find(|&&(w, b)| (w == p || b == p) && w.max(b) <= players))
                .map(|&(w, _)| w == p)
                .collect();
            for w in colours.windows(3) {
                assert!(!(w[0] == w[1] && w[1] == w[2]), "{players}: player {p} {colours:?}");
            }
        }
    }
}

#[test]
fn round_robin_event_pairs_by_start_numbers_with_a_bye_for_the_dummy() {
    let mut t = Tournament::new("Club", "victoria", 5, PairingSystem::RoundRobin { double: false });
    for n in 1..=5 {
        t.apply(&Action::AddPlayer { player: Player::new(n, format!("P{n}")) }).unwrap();
    }
    let r1 = pair_next(&t).unwrap();
    // 6-player table with 6 as the dummy: 1-6 (bye for 1), 2-5, 3-4.
    assert_eq!(r1.boards.iter().map(|b| (b.white, b.black)).collect::<Vec<_>>(), vec![(2, 5), (3, 4)]);
    assert_eq!(r1.unpaired, vec![Unpaired { player: 1, kind: ByeKind::Pairing }]);
    t.apply(&Action::PairRound { round: r1 }).unwrap();
    for b in 1..=2 {
        t.apply(&Action::SetResult { round: 1, board: b, result: Some(GameResult::Draw), by_count: false }).unwrap();
    }
    let r2 = pair_next(&t).unwrap();
    // 6-4 (bye for 4), 5-3, 1-2.
    assert_eq!(r2.boards.iter().map(|b| (b.white, b.black)).collect::<Vec<_>>(), vec![(5, 3), (1, 2)]);
    assert_eq!(r2.unpaired, vec![Unpaired { player: 4, kind: ByeKind::Pairing }]);
}
