//! The tournament prints: pairing lists, result slips, standings and crosstable of a six-player
//! round robin (and of a forty-player one, for paging), read back from the PDF's text.

use super::support::sheet::pdf_pages;
use victoria_sheet::tournament::{TournamentPrint, render_tournament};
use victoria_sheet::{Paper, SheetError};
use victoria_tournament::*;
use victoria_words::Lang;

const NAMES: [&str; 6] = ["Orlova", "Bauer", "Ivanov", "Sato", "Martin", "Kowalski"];

/// A round robin of `names` with every round paired and the first `finished` rounds played:
/// the lower start number wins on odd boards, the rest are drawn.
fn event(names: &[String], finished: u32) -> Tournament {
    let n = names.len() as u32;
    let rounds = if n.is_multiple_of(2) { n - 1 } else { n };
    let mut t =
        Tournament::new("Club Victoria Autumn", "victoria", rounds, PairingSystem::RoundRobin { double: false });
    t.time_control = "60+30".into();
    t.chief_arbiter = "A. Petrov".into();
    t.tie_breaks = vec![TieBreak::SonnebornBerger, TieBreak::Koya, TieBreak::Wins];
    for (k, name) in names.iter().enumerate() {
        let mut p = Player::new(k as u32 + 1, name.as_str());
        p.rating = Some(2000 - 10 * k as u32);
        t.apply(&Action::AddPlayer { player: p }).unwrap();
    }
    for round in 1..=finished.min(rounds) {
        let r = pair_next(&t).unwrap();
        let boards: Vec<(u32, u32, u32)> = r.boards.iter().map(|b| (b.number, b.white, b.black)).collect();
        t.apply(&Action::PairRound { round: r }).unwrap();
        for (board, white, black) in boards {
            let result = if !board.is_multiple_of(2) {
                if white < black { GameResult::WhiteWins } else { GameResult::BlackWins }
            } else {
                GameResult::Draw
            };
            t.apply(&Action::SetResult { round, board, result: Some(result), by_count: false }).unwrap();
        }
    }
    t
}

fn six() -> Tournament {
    event(&NAMES.map(String::from), 3)
}

fn text(t: &Tournament, print: TournamentPrint, paper: Paper, lang: Lang) -> Vec<String> {
    let pdf = render_tournament(t, print, paper, lang).unwrap();
    assert!(pdf.starts_with(b"%PDF"));
    // To look at them: VA_PRINTS=/some/dir cargo test -p victoria-sheet --test sheet tournament
    if let Ok(dir) = std::env::var("VA_PRINTS") {
        let name = format!("{print:?}-{paper:?}-{lang:?}.pdf").replace([' ', '{', '}', ':'], "");
        std::fs::write(std::path::Path::new(&dir).join(name), &pdf).unwrap();
    }
    pdf_pages(&pdf)
}

#[test]
fn tournament_pairings_by_board_name_every_board_with_its_result() {
    let t = six();
    let page = text(&t, TournamentPrint::PairingsByBoard { round: 2 }, Paper::A4, Lang::En).join("\n");
    assert!(page.contains("Pairings of round 2, by board"), "{page}");
    assert!(page.contains("Club Victoria Autumn") && page.contains("Time control: 60+30"), "{page}");
    for b in &t.round(2).unwrap().boards {
        let white = &t.player(b.white).unwrap().name;
        let black = &t.player(b.black).unwrap().name;
        let line = page.lines().find(|l| l.contains(white.as_str())).unwrap_or_else(|| panic!("{white}: {page}"));
        assert!(line.contains(black.as_str()), "board {} shows {white} against {black}: {line}", b.number);
        assert!(line.contains(b.result.unwrap().notation()), "{line}");
    }
    let ru = text(&t, TournamentPrint::PairingsByBoard { round: 2 }, Paper::Letter, Lang::Ru).join("\n");
    assert!(ru.contains("Пары 2-го тура по доскам") && ru.contains("Белые") && ru.contains("Страница 1 из 1"), "{ru}");
}

#[test]
fn tournament_pairings_by_name_are_alphabetical_with_board_and_colour() {
    let t = six();
    let page = text(&t, TournamentPrint::PairingsByName { round: 1 }, Paper::A4, Lang::En).join("\n");
    let mut sorted = NAMES.to_vec();
    sorted.sort();
    let at: Vec<usize> =
        sorted.iter().map(|n| page.find(&format!("\n{n}")).unwrap_or_else(|| panic!("{n}: {page}"))).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "not alphabetical: {page}");
    let (b, _) = t.round(1).unwrap().board_of(1).unwrap();
    let line = page.lines().find(|l| l.starts_with("Orlova")).unwrap();
    assert!(line.contains(&b.number.to_string()) && (line.contains("White") || line.contains("Black")), "{line}");
}

#[test]
fn tournament_slips_one_per_board_with_three_signatures() {
    let t = six();
    let page = text(&t, TournamentPrint::Slips { round: 3 }, Paper::A4, Lang::En).join("\n");
    let boards = t.round(3).unwrap().boards.len();
    assert_eq!(page.matches("Arbiter's signature").count(), boards, "{page}");
    assert_eq!(page.matches("Round 3, board").count(), boards);
    let ru = text(&t, TournamentPrint::Slips { round: 3 }, Paper::A4, Lang::Ru).join("\n");
    assert_eq!(ru.matches("Подпись арбитра").count(), boards, "{ru}");
}

/// Issue 38: the pairing list carries both players' ratings and, where the arbiter announced it,
/// when the round starts.
#[test]
fn tournament_pairing_list_carries_ratings_and_the_rounds_start() {
    let mut t = six();
    t.apply(&Action::SetRoundDate { round: 2, when: "2026-12-06 15:00".into() }).unwrap();
    let page = text(&t, TournamentPrint::PairingsByBoard { round: 2 }, Paper::A4, Lang::En).join("\n");
    assert!(page.contains("round starts 2026-12-06 15:00"), "{page}");
    for b in &t.round(2).unwrap().boards {
        let (white, black) = (t.player(b.white).unwrap(), t.player(b.black).unwrap());
        let line = page.lines().find(|l| l.contains(white.name.as_str())).unwrap();
        for r in [white.rating.unwrap(), black.rating.unwrap()] {
            assert!(line.contains(&r.to_string()), "board {} lacks the rating {r}: {line}", b.number);
        }
    }
    let ru = text(&t, TournamentPrint::Slips { round: 2 }, Paper::A4, Lang::Ru).join("\n");
    assert!(ru.contains("начало тура 2026-12-06 15:00"), "{ru}");
    // Round 1 was not announced: no line for it.
    let one = text(&t, TournamentPrint::PairingsByBoard { round: 1 }, Paper::A4, Lang::En).join("\n");
    assert!(!one.contains("round starts"), "{one}");
}

/// Issue 38: a slip offers every result the ruleset allows — a win by the point count in
/// Victoria, the forfeits in both games.
#[test]
fn tournament_slips_offer_every_ground_the_ruleset_allows() {
    let t = six();
    let boards = t.round(3).unwrap().boards.len();
    let page = text(&t, TournamentPrint::Slips { round: 3 }, Paper::A4, Lang::En).join("\n");
    for choice in ["1-0 by count", "0-1 by count", "+/- forfeit", "-/+ forfeit", "-/- both forfeit"] {
        assert_eq!(page.matches(choice).count(), boards, "{choice}: {page}");
    }
    let ru = text(&t, TournamentPrint::Slips { round: 3 }, Paper::A4, Lang::Ru).join("\n");
    assert_eq!(ru.matches("1-0 по очкам").count(), boards, "{ru}");
    let mut classical = six();
    classical.ruleset = "classical".into();
    let page = text(&classical, TournamentPrint::Slips { round: 3 }, Paper::A4, Lang::En).join("\n");
    assert!(!page.contains("by count") && page.matches("+/- forfeit").count() == boards, "{page}");
}

#[test]
fn tournament_standings_and_crosstable_carry_scores_and_tie_breaks() {
    let t = six();
    let page = text(&t, TournamentPrint::Standings, Paper::A4, Lang::En).join("\n");
    assert!(page.contains("Standings after round 3") && page.contains("SB") && page.contains("KS"), "{page}");
    for s in prints::standing_rows(&t) {
        let line = page.lines().find(|l| l.contains(s.name.as_str())).unwrap();
        assert!(line.contains(&s.score.to_string()), "{} has {}: {line}", s.name, s.score);
    }
    let cross = text(&t, TournamentPrint::Crosstable, Paper::Letter, Lang::Ru).join("\n");
    assert!(cross.contains("Турнирная таблица после 3-го тура"), "{cross}");
    for c in prints::crosstable(&t) {
        let line = cross.lines().find(|l| l.contains(c.name.as_str())).unwrap();
        for cell in &c.cells {
            assert!(line.contains(cell.as_str()), "{}: {cell} missing in {line}", c.name);
        }
    }
}

#[test]
fn tournament_long_lists_run_over_pages_with_their_heads() {
    let names: Vec<String> = (1..=80).map(|k| format!("Player{k:02}")).collect();
    let t = event(&names, 1);
    let pages = text(&t, TournamentPrint::Standings, Paper::A4, Lang::En);
    assert!(pages.len() >= 2, "80 players fit one page?");
    for (k, p) in pages.iter().enumerate() {
        assert!(p.contains("Rating"), "page {} lacks the column heads", k + 1);
        assert!(p.contains(&format!("Page {} of {}", k + 1, pages.len())));
    }
    let all = pages.join("\n");
    assert!(names.iter().all(|n| all.contains(n.as_str())), "a player is missing");
}

#[test]
fn tournament_print_of_an_unpaired_round_is_refused() {
    let t = six();
    let e = render_tournament(&t, TournamentPrint::PairingsByBoard { round: 6 }, Paper::A4, Lang::En).unwrap_err();
    assert!(matches!(e, SheetError::NoRound(6)));
    assert!(e.to_string().contains("round 6"), "{e}");
}

#[test]
fn tournament_standings_print_says_the_round_truthfully_with_a_legend() {
    let mut t = six();
    // Round 4 paired, not played: the standings are still after round 3.
    let r = pair_next(&t).unwrap();
    t.apply(&Action::PairRound { round: r }).unwrap();
    let page = text(&t, TournamentPrint::Standings, Paper::A4, Lang::En).join("\n");
    assert!(page.contains("Standings after round 3"), "{page}");
    assert!(page.contains("Sonneborn-Berger") && page.contains("Koya system"), "{page}");
    let ru = text(&t, TournamentPrint::Crosstable, Paper::A4, Lang::Ru).join("\n");
    assert!(ru.contains("после 3-го тура"), "{ru}");
    // Not after a round without all its results.
    let e = render_tournament(&t, TournamentPrint::StandingsAfter { round: 4 }, Paper::A4, Lang::En).unwrap_err();
    assert!(matches!(e, SheetError::RoundIncomplete(4)), "{e:?}");
    // After any round asked for: only the rounds up to it count.
    let page = text(&t, TournamentPrint::StandingsAfter { round: 1 }, Paper::A4, Lang::En).join("\n");
    assert!(page.contains("Standings after round 1"), "{page}");
    for s in prints::standing_rows_after(&t, 1) {
        let line = page.lines().find(|l| l.contains(s.name.as_str())).unwrap();
        assert!(line.contains(&s.score.to_string()), "{line}");
    }
}

#[test]
fn tournament_start_list_print_lists_the_initial_ranking() {
    let t = six();
    let page = text(&t, TournamentPrint::StartList, Paper::A4, Lang::En).join("\n");
    assert!(page.contains("Start list (initial ranking)"), "{page}");
    let at = |n: &str| page.find(n).unwrap();
    assert!(at("Orlova") < at("Bauer") && at("Bauer") < at("Kowalski"), "{page}");
    let ru = text(&t, TournamentPrint::StartList, Paper::A4, Lang::Ru).join("\n");
    assert!(ru.contains("Стартовый список"), "{ru}");
}

/// Issue 38's walk: the start list says how it is ordered; before a Swiss event's round 1 it is
/// FIDE's order of the initial ranking (rating, title, name), not the order of entry.
#[test]
fn the_start_list_print_says_its_order() {
    let mut t = Tournament::new("Spring Open", "classical", 3, PairingSystem::Swiss { baku_acceleration: false });
    for (k, (name, rating, title)) in
        [("Kim", Some(1720), ""), ("Lee", Some(2105), ""), ("Sokolov", Some(2105), "FM"), ("Moss", None, "")]
            .into_iter()
            .enumerate()
    {
        let mut p = Player::new(k as u32 + 1, name);
        p.rating = rating;
        p.title = title.into();
        t.apply(&Action::AddPlayer { player: p }).unwrap();
    }
    let page = text(&t, TournamentPrint::StartList, Paper::A4, Lang::En).join("\n");
    let at = |page: &str, n: &str| page.find(n).unwrap_or_else(|| panic!("{n}: {page}"));
    assert!(at(&page, "Sokolov") < at(&page, "Lee") && at(&page, "Lee") < at(&page, "Kim"), "{page}");
    assert!(at(&page, "Kim") < at(&page, "Moss"), "{page}");
    assert!(page.contains("In FIDE's order of the initial ranking (C.04.2): rating, then title, then name"), "{page}");
    let ru = text(&t, TournamentPrint::StartList, Paper::A4, Lang::Ru).join("\n");
    assert!(ru.contains("В порядке начального рейтинг-листа ФИДЕ"), "{ru}");
    t.apply(&Action::RankPlayers { order: vec![] }).unwrap();
    let page = text(&t, TournamentPrint::StartList, Paper::A4, Lang::En).join("\n");
    assert!(page.contains("The initial ranking, fixed when round 1 was paired"), "{page}");
    let rr = text(&six(), TournamentPrint::StartList, Paper::A4, Lang::En).join("\n");
    assert!(rr.contains("By start number."), "{rr}");
}

/// The Xvfb walk of issue 38: the Russian pairing list's board column read "Дос…"; every
/// column head of the tables is printed whole, in both languages and on both papers.
#[test]
fn every_column_head_is_printed_whole() {
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let t = event(&names, 2);
    for lang in [Lang::En, Lang::Ru] {
        for paper in [Paper::A4, Paper::Letter] {
            for print in [
                TournamentPrint::PairingsByBoard { round: 2 },
                TournamentPrint::PairingsByName { round: 2 },
                TournamentPrint::StandingsAfter { round: 2 },
                TournamentPrint::Crosstable,
                TournamentPrint::StartList,
            ] {
                let page = text(&t, print, paper, lang).join("\n");
                assert!(!page.contains('…'), "{print:?} {paper:?} {lang:?}: a head cut: {page}");
            }
        }
    }
    let ru = text(&t, TournamentPrint::PairingsByBoard { round: 2 }, Paper::A4, Lang::Ru).join("\n");
    assert!(ru.contains("Доска"), "{ru}");
}
