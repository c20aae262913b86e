//! An eight-player Victoria round robin played end to end through a tournament folder: players
//! entered, every round paired by the Berger table, results collected (some by the point count),
//! the folder reopened between rounds, standings and crosstable made, and a TRF round trip.

use victoria_testkit::temp_dir;
use victoria_tournament::prints::{crosstable, pairing_by_board, pairing_by_name, standing_rows};
use victoria_tournament::*;

const NAMES: [&str; 8] = ["Orlova", "Bauer", "Ivanov", "Sato", "Martin", "Kowalski", "Haddad", "Novak"];

#[test]
fn event_victoria_round_robin_of_eight_end_to_end() {
    let dir = temp_dir("rr8");
    let mut t = Tournament::new("Club Victoria RR", "victoria", 7, PairingSystem::RoundRobin { double: false });
    t.time_control = "60+30".into();
    t.options.insert("bastions".into(), serde_json::json!(true));
    t.tie_breaks = vec![
        TieBreak::DirectEncounter,
        TieBreak::SonnebornBerger,
        TieBreak::Koya,
        TieBreak::WinsByPointCount,
        TieBreak::Wins,
    ];
    let mut f = Folder::create(&dir, t).unwrap();
    for (k, name) in NAMES.iter().enumerate() {
        let mut p = Player::new(k as u32 + 1, *name);
        p.rating = Some(1900 - 20 * k as u32);
        p.club = "Victoria Club".into();
        f.apply(Action::AddPlayer { player: p }).unwrap();
    }
    // Results by a fixed rule: the lower start number wins on boards whose round and board sum
    // is odd (by the point count when divisible by 3), otherwise a draw.
    for round in 1..=7u32 {
        let pairing = pair_next(f.tournament()).unwrap();
        assert_eq!(pairing.boards.len(), 4);
        assert!(pairing.unpaired.is_empty());
        let boards = pairing.boards.clone();
        f.apply(Action::PairRound { round: pairing }).unwrap();
        let list = pairing_by_board(f.tournament(), round);
        assert_eq!(list.len(), 4);
        assert!(list.iter().all(|b| b.result.is_empty()));
        assert_eq!(pairing_by_name(f.tournament(), round).len(), 8);
        for b in boards {
            let (result, by_count) = if (round + b.number) % 2 == 1 {
                let white_lower = b.white < b.black;
                let r = if white_lower { GameResult::WhiteWins } else { GameResult::BlackWins };
                (r, (round + b.number) % 3 == 0)
            } else {
                (GameResult::Draw, false)
            };
            f.apply(Action::SetResult { round, board: b.number, result: Some(result), by_count }).unwrap();
        }
        if round % 3 == 0 {
            f.save().unwrap();
        }
        // The desk may be closed at any time: the folder reopens to the same event.
        let (g, notes) = Folder::open(&dir).unwrap();
        assert!(notes.is_empty());
        assert_eq!(g.tournament(), f.tournament());
        f = g;
    }
    let t = f.tournament();
    assert_eq!(pair_next(t), Err(TournamentError::EventComplete { rounds: 7 }));
    // Everyone met everyone once; points add up to the 28 games.
    let total: Points = (1..=8).map(|p| t.score(p)).sum();
    assert_eq!(total, Points(280));
    let rows = standing_rows(t);
    assert_eq!(rows.len(), 8);
    assert_eq!(rows[0].rank, 1);
    assert!(rows.windows(2).all(|w| w[0].score >= w[1].score));
    assert!(rows.iter().all(|r| r.tie_breaks.len() == 5));
    // Player 1 wins every decided game (the lower number always wins here).
    assert_eq!(rows[0].player, 1);
    let cross = crosstable(t);
    assert_eq!(cross.len(), 8);
    assert!(cross.iter().all(|r| r.cells.len() == 7 && r.cells.iter().all(|c| !c.is_empty())));
    let won_by_count: i64 = (1..=8).map(|p| tie_break_value(t, p, TieBreak::WinsByPointCount)).sum();
    assert!(won_by_count > 0);
    // TRF round trip of the whole event.
    let trf = write_trf(t);
    let back = read_trf(&trf).unwrap();
    assert_eq!(write_trf(&back), trf);
    assert_eq!(back.system, PairingSystem::RoundRobin { double: false });
    for p in 1..=8 {
        assert_eq!(back.score(p), t.score(p));
    }
    let ranks = |x: &Tournament| standings(x).iter().map(|s| (s.player, s.rank)).collect::<Vec<_>>();
    let mut back_tb = back.clone();
    back_tb.tie_breaks.retain(|tb| *tb != TieBreak::WinsByPointCount);
    let mut t_tb = t.clone();
    t_tb.tie_breaks.retain(|tb| *tb != TieBreak::WinsByPointCount);
    assert_eq!(ranks(&back_tb), ranks(&t_tb));
}

#[test]
fn event_baku_acceleration_gives_the_top_half_virtual_points() {
    // 16 players, 9 rounds: accelerated rounds 1–5, a full virtual point in rounds 1–3. GA is
    // players 1–8, so round 1 pairs 1–8 among themselves (1-5, 6-2, 3-7, 8-4) and 9–16 likewise.
    let mut t = Tournament::new("Accelerated", "classical", 9, PairingSystem::Swiss { baku_acceleration: true });
    for n in 1..=16 {
        t.apply(&Action::AddPlayer { player: Player::new(n, format!("P{n}")) }).unwrap();
    }
    let r = pair_next(&t).unwrap();
    let pairs: Vec<(u32, u32)> = r.boards.iter().map(|b| (b.white, b.black)).collect();
    assert_eq!(pairs[..4], [(1, 5), (6, 2), (3, 7), (8, 4)]);
    assert!(pairs[4..].iter().all(|&(w, b)| w > 8 && b > 8), "{pairs:?}");
    // Without acceleration the top half meets the bottom half.
    t.system = PairingSystem::Swiss { baku_acceleration: false };
    let r = pair_next(&t).unwrap();
    assert_eq!(r.boards[0].white, 1);
    assert_eq!(r.boards[0].black, 9);
}

#[test]
fn event_a_round_robin_takes_no_late_entry_once_paired_but_a_swiss_does() {
    for (system, late_ok) in [
        (PairingSystem::RoundRobin { double: false }, false),
        (PairingSystem::Swiss { baku_acceleration: false }, true),
    ] {
        let mut t = Tournament::new("Late", "classical", 5, system.clone());
        for n in 1..=4 {
            t.apply(&Action::AddPlayer { player: Player::new(n, format!("P{n}")) }).unwrap();
        }
        // Before round 1 anyone may still enter.
        t.apply(&Action::AddPlayer { player: Player::new(5, "Early") }).unwrap();
        let r = pair_next(&t).unwrap();
        t.apply(&Action::PairRound { round: r }).unwrap();
        let late = t.apply(&Action::AddPlayer { player: Player::new(6, "Late") });
        assert_eq!(late.is_ok(), late_ok, "{system:?}: {late:?}");
        if let Err(e) = late {
            assert_eq!(e, TournamentError::RoundRobinStarted { player: 6 });
            use victoria_words::Words as _;
            let (en, ru) = (e.words(victoria_words::Lang::En), e.words(victoria_words::Lang::Ru));
            assert!(en.contains("round robin") && en.contains('6'), "{en}");
            assert!(ru.contains("круговой") && ru.contains('6'), "{ru}");
            assert_eq!(t.players.len(), 5, "nothing changed");
        }
    }
}

#[test]
fn event_refuses_details_the_trf_cannot_hold_on_entry_and_on_correction() {
    let mut t = Tournament::new("Details", "classical", 5, PairingSystem::Swiss { baku_acceleration: false });
    let mut good = Player::new(1, "Anna");
    (good.rating, good.title, good.federation, good.fide_id) =
        (Some(2150), "WFM".into(), "RUS".into(), Some(4_100_018));
    t.apply(&Action::AddPlayer { player: good.clone() }).unwrap();
    let bad = |f: &dyn Fn(&mut Player)| {
        let mut p = good.clone();
        f(&mut p);
        p
    };
    let cases: Vec<(Player, TournamentError)> = vec![
        (bad(&|p| p.name = "  ".into()), TournamentError::NoName { player: 1 }),
        (bad(&|p| p.rating = Some(10_000)), TournamentError::RatingTooHigh { player: 1, rating: 10_000 }),
        (
            bad(&|p| p.title = "Grandmaster".into()),
            TournamentError::TitleTooLong { player: 1, title: "Grandmaster".into() },
        ),
        (
            bad(&|p| p.federation = "Russia".into()),
            TournamentError::FederationTooLong { player: 1, federation: "Russia".into() },
        ),
        (
            bad(&|p| p.fide_id = Some(100_000_000_000)),
            TournamentError::FideIdTooLong { player: 1, fide_id: 100_000_000_000 },
        ),
    ];
    for (p, want) in cases {
        assert_eq!(t.apply(&Action::EditPlayer { player: p.clone() }), Err(want.clone()));
        let mut entry = p;
        entry.number = 2;
        let refused = t.apply(&Action::AddPlayer { player: entry }).unwrap_err();
        assert_eq!(std::mem::discriminant(&refused), std::mem::discriminant(&want), "{refused:?}");
        assert_eq!(t.players, vec![good.clone()], "nothing changed");
    }
    // Up to the widths is kept, on entry and on correction.
    let mut wide = bad(&|p| {
        (p.rating, p.title, p.federation, p.fide_id) = (Some(9999), "WGM".into(), "ÖST".into(), Some(99_999_999_999))
    });
    t.apply(&Action::EditPlayer { player: wide.clone() }).unwrap();
    wide.number = 2;
    t.apply(&Action::AddPlayer { player: wide }).unwrap();
    assert_eq!(t.players.len(), 2);
}
