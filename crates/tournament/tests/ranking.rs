//! The initial ranking (C.04.2): FIDE's order, the arbiter's correction before round 1, the
//! freeze after it, late entries placed by the same order; and standings after round N, which
//! count only rounds whose results are complete.

use victoria_tournament::prints::{standing_rows, start_list};
use victoria_tournament::*;

fn swiss() -> Tournament {
    let mut t = Tournament::new("Open", "classical", 5, PairingSystem::Swiss { baku_acceleration: false });
    // Entered out of order: (name, rating, title).
    let entries = [
        ("Petrov", Some(1800), ""),
        ("Abramov", Some(2010), ""),
        ("Zaitsev", Some(2010), "FM"),
        ("Borisov", None, ""),
        ("Antonov", Some(2010), ""),
        ("Volkov", Some(2200), "IM"),
    ];
    for (k, (name, rating, title)) in entries.iter().enumerate() {
        let mut p = Player::new(k as u32 + 1, *name);
        p.rating = *rating;
        p.title = title.to_string();
        t.apply(&Action::AddPlayer { player: p }).unwrap();
    }
    t
}

fn names(t: &Tournament) -> Vec<String> {
    start_list(t).into_iter().map(|r| r.name).collect()
}

#[test]
fn ranking_follows_fide_rating_title_name_with_unrated_last() {
    let mut t = swiss();
    // Rating, then title (FM before none), then name; the unrated player last.
    assert_eq!(t.fide_order(), vec![6, 3, 2, 5, 1, 4]);
    t.apply(&Action::RankPlayers { order: vec![] }).unwrap();
    assert_eq!(names(&t), ["Volkov", "Zaitsev", "Abramov", "Antonov", "Petrov", "Borisov"]);
    assert!(t.ranked);
    // With a rating for unrated players (the regulations' estimate) the unrated player moves.
    let mut u = swiss();
    u.unrated_rating = Some(1900);
    assert_eq!(u.fide_order(), vec![6, 3, 2, 5, 4, 1]);
}

/// Issue 38's walk: the start list printed before round 1 listed the players as entered, under
/// the title "initial ranking". Before round 1 it is FIDE's order, the entry numbers kept until
/// round 1 renumbers them; once ranked it is by start number, and so is a round robin's.
#[test]
fn the_start_list_before_round_1_is_in_fide_order() {
    use victoria_tournament::prints::{StartOrder, start_order};
    let mut t = swiss();
    assert_eq!(start_order(&t), StartOrder::Coming);
    assert_eq!(names(&t), ["Volkov", "Zaitsev", "Abramov", "Antonov", "Petrov", "Borisov"]);
    let numbers: Vec<u32> = start_list(&t).into_iter().map(|r| r.number).collect();
    assert_eq!(numbers, [6, 3, 2, 5, 1, 4], "the entry numbers until round 1");
    t.apply(&Action::RankPlayers { order: vec![] }).unwrap();
    assert_eq!(start_order(&t), StartOrder::Fixed);
    let numbers: Vec<u32> = start_list(&t).into_iter().map(|r| r.number).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5, 6]);
    let mut rr = Tournament::new("Club", "classical", 0, PairingSystem::RoundRobin { double: false });
    for (k, name) in ["Petrov", "Volkov"].iter().enumerate() {
        let mut p = Player::new(k as u32 + 1, *name);
        p.rating = Some(1800 + 100 * k as u32);
        rr.apply(&Action::AddPlayer { player: p }).unwrap();
    }
    assert_eq!(start_order(&rr), StartOrder::Number);
    assert_eq!(names(&rr), ["Petrov", "Volkov"], "a round robin's numbers are its tables'");
}

#[test]
fn ranking_the_arbiter_corrects_it_before_round_1_and_it_freezes_after() {
    let mut t = swiss();
    t.apply(&Action::RankPlayers { order: vec![6, 3, 5, 2, 1, 4] }).unwrap();
    assert_eq!(names(&t)[2], "Antonov");
    assert_eq!(
        t.apply(&Action::RankPlayers { order: vec![1, 2, 3] }),
        Err(TournamentError::RankingNotEveryPlayer { player: 4 })
    );
    let round = pair_next(&t).unwrap();
    t.apply(&Action::PairRound { round }).unwrap();
    assert_eq!(t.apply(&Action::RankPlayers { order: vec![] }), Err(TournamentError::RankingFrozen));
    assert!(TournamentError::RankingFrozen.to_string().contains("C.04.2"));
}

#[test]
fn ranking_a_late_entry_takes_his_place_and_the_rounds_follow() {
    let mut t = swiss();
    t.apply(&Action::RankPlayers { order: vec![] }).unwrap();
    let round = pair_next(&t).unwrap();
    t.apply(&Action::PairRound { round }).unwrap();
    let before: Vec<(String, String)> = t.played[0]
        .boards
        .iter()
        .map(|b| (t.player(b.white).unwrap().name.clone(), t.player(b.black).unwrap().name.clone()))
        .collect();
    let mut late = Player::new(7, "Egorov");
    late.rating = Some(2100);
    t.apply(&Action::AddPlayer { player: late }).unwrap();
    // 2100 places him second, after Volkov (2200) and before Zaitsev (2010 FM).
    assert_eq!(names(&t), ["Volkov", "Egorov", "Zaitsev", "Abramov", "Antonov", "Petrov", "Borisov"]);
    // Round 1's boards still name the same players.
    let after: Vec<(String, String)> = t.played[0]
        .boards
        .iter()
        .map(|b| (t.player(b.white).unwrap().name.clone(), t.player(b.black).unwrap().name.clone()))
        .collect();
    assert_eq!(before, after);
}

#[test]
fn standings_count_only_rounds_whose_results_are_complete() {
    let mut t = swiss();
    t.tie_breaks = vec![TieBreak::Buchholz { cut: 0 }];
    t.apply(&Action::RankPlayers { order: vec![] }).unwrap();
    let round = pair_next(&t).unwrap();
    t.apply(&Action::PairRound { round }).unwrap();
    for b in 1..=3 {
        t.apply(&Action::SetResult { round: 1, board: b, result: Some(GameResult::WhiteWins), by_count: false })
            .unwrap();
    }
    let after_1 = standing_rows(&t);
    assert_eq!(t.complete_rounds(), 1);
    // Round 2 paired, no result yet: the standings are those after round 1 (no virtual
    // opponent for the unplayed round).
    let round = pair_next(&t).unwrap();
    t.apply(&Action::PairRound { round }).unwrap();
    assert_eq!(t.complete_rounds(), 1);
    assert_eq!(standing_rows(&t), after_1);
    // After round 1 on demand, whatever happens later.
    t.apply(&Action::SetResult { round: 2, board: 1, result: Some(GameResult::Draw), by_count: false }).unwrap();
    assert_eq!(prints::standing_rows_after(&t, 1), after_1);
    assert_eq!(standings_after(&t, 0).iter().map(|s| s.score).max(), Some(Points::ZERO));
}

#[test]
fn legend_names_each_tie_break_in_both_languages_and_the_default_list_is_one() {
    use victoria_words::{Lang, Words};
    let l = legend(&[TieBreak::Buchholz { cut: 1 }, TieBreak::SonnebornBerger], Lang::En);
    assert_eq!(l[0], ("BH/C1".to_string(), "Buchholz without the lowest result".to_string()));
    // Worded for the number in each language (the Russian legend read «без худших результатов: 1»).
    let words = |tb: TieBreak, lang| tb.words(lang);
    assert_eq!(words(TieBreak::Buchholz { cut: 1 }, Lang::Ru), "Бухгольц без худшего результата");
    assert_eq!(words(TieBreak::Buchholz { cut: 2 }, Lang::Ru), "Бухгольц без 2 худших результатов");
    assert_eq!(words(TieBreak::Buchholz { cut: 2 }, Lang::En), "Buchholz without the 2 lowest results");
    assert_eq!(words(TieBreak::ProgressiveCut { cut: 1 }, Lang::En), "Progressive scores without the first round");
    assert_eq!(
        words(TieBreak::AverageRatingOfOpponentsCut { cut: 1 }, Lang::Ru),
        "Средний рейтинг соперников без самого низкого"
    );
    assert_eq!(
        words(TieBreak::MedianBuchholz { pairs: 1 }, Lang::Ru),
        "Медианный Бухгольц (без лучшего и худшего результатов)"
    );
    assert!(TieBreak::SonnebornBerger.words(Lang::Ru).contains("Зоннеборна"));
    let swiss = default_tie_breaks(&PairingSystem::Swiss { baku_acceleration: false }, "classical");
    assert_eq!(swiss[0], TieBreak::Buchholz { cut: 1 });
    for code in TIE_BREAK_NAMES {
        let tb = tie_break_of_code(code).unwrap();
        assert!(!tb.words(Lang::En).is_empty() && !tb.words(Lang::Ru).is_empty());
    }
}

#[test]
fn ranking_next_round_actions_rank_before_round_1_only() {
    let t = swiss();
    let actions = next_round_actions(&t).unwrap();
    assert!(matches!(&actions[..], [Action::RankPlayers { order }, Action::PairRound { .. }] if order.is_empty()));
    let mut t2 = t.clone();
    for a in &actions {
        t2.apply(a).unwrap();
    }
    assert_eq!(t2.player(1).unwrap().name, "Volkov");
    for b in 1..=3 {
        t2.apply(&Action::SetResult { round: 1, board: b, result: Some(GameResult::Draw), by_count: false }).unwrap();
    }
    assert!(matches!(&next_round_actions(&t2).unwrap()[..], [Action::PairRound { .. }]));
}
