//! The chief arbiter's desk over a tournament folder (issue 24): the sample opened through a
//! working copy (the sample unchanged), its rounds, players and standings as rows, a new event
//! paired round by round with typed results (a forfeit and an adjourned game included), byes
//! and withdrawals, results taken from the boards' game files — in the folder and in another
//! folder — with a conflict shown and never written over, the prints, and what New game starts
//! a board with.

use std::path::{Path, PathBuf};
use victoria_session::boards::Finding;
use victoria_session::tournament::{
    ByeRequest, PlayerForm, PrintKind, TournamentSession, TournamentSessionError, TypedResult, game_file,
};
use victoria_testkit::temp_dir;
use victoria_tournament::{ByeKind, Folder, GameResult, PairingSystem, Points, Tournament, TournamentError};
use victoria_words::Lang;
use victoria_words::Words as _;

fn sample() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../sample_games/tournament")
}

fn digest(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| (e.file_name().to_string_lossy().into_owned(), std::fs::read(e.path()).unwrap()))
        .collect();
    v.sort();
    v
}

#[test]
fn the_sample_opens_through_a_copy_and_shows_its_rounds_and_standings() {
    let config = temp_dir("tdesk-sample");
    let before = digest(&sample());
    let mut desk = TournamentSession::open_sample(&sample(), &config).unwrap();
    assert!(desk.sample);
    assert!(desk.dir().starts_with(&config), "{}", desk.dir().display());
    let s = desk.summary();
    assert_eq!(s.name, "Victoria Club Championship 2026");
    assert_eq!((s.system, s.rounds, s.paired, s.players), ("rr", 5, 5, 6));
    assert_eq!(s.tie_breaks.len(), 4);
    assert_eq!(&s.tie_breaks[..2], ["DE", "SB"]);
    assert_eq!(desk.rounds(), vec![1, 2, 3, 4, 5]);
    let r1 = desk.round(1).unwrap();
    assert_eq!(r1.boards.len(), 3);
    assert!(r1.finished);
    assert_eq!(r1.boards[0].white.name, "Anna Orlova");
    assert_eq!(r1.boards[0].result, Some(GameResult::BlackWins));
    assert_eq!(r1.boards[0].game.as_deref(), Some(game_file(desk.dir(), 1, 1).as_path()));
    let st = desk.standings();
    assert_eq!(st.columns.len(), 4);
    assert_eq!(st.rows.len(), 6);
    assert!(st.rows.iter().all(|r| r.tie_breaks.len() == 4));
    assert!(st.rows.windows(2).all(|w| w[0].score >= w[1].score));
    // Every game of the sample is already in its rounds.
    let report = desk.import_own().unwrap();
    assert_eq!((report.findings.len(), report.counted, report.problems), (15, 0, 0));
    assert!(report.findings.iter().all(|f| matches!(f.finding, Finding::AlreadyRecorded { .. })));
    // The event is complete: no round to pair.
    let Err(TournamentSessionError::Pair(TournamentError::EventComplete { rounds: 5 })) = desk.pair_next() else {
        panic!("a sixth round was paired")
    };
    // A change goes to the copy, never to the sample.
    desk.set_result(5, 1, TypedResult::Clear).unwrap();
    desk.save().unwrap();
    assert_eq!(digest(&sample()), before, "the sample changed");
    // Opened again, the copy keeps the arbiter's work.
    let again = TournamentSession::open_sample(&sample(), &config).unwrap();
    assert_eq!(again.round(5).unwrap().boards[0].result, None);
}

fn new_event(name: &str, players: &[&str], system: PairingSystem) -> TournamentSession {
    let dir = temp_dir(name).join("event");
    let mut t = Tournament::new("Spring Cup", "victoria", 0, system);
    t.time_control = "25+10".into();
    t.options.insert("bastion_placement".into(), serde_json::json!("blind"));
    t.options.insert("castling".into(), serde_json::json!(false));
    Folder::create(&dir, t).unwrap();
    let mut desk = TournamentSession::open(&dir).unwrap();
    for (i, p) in players.iter().enumerate() {
        let form = PlayerForm { rating: (1900 - 10 * i).to_string(), club: "Club".into(), ..PlayerForm::named(p) };
        assert_eq!(desk.add_player(&form).unwrap(), i as u32 + 1);
    }
    desk
}

#[test]
fn a_new_event_is_paired_round_by_round_with_typed_results() {
    let mut desk =
        new_event("tdesk-rr", &["Ann", "Bob", "Cid", "Dan", "Eve"], PairingSystem::RoundRobin { double: false });
    assert!(matches!(desk.add_player(&PlayerForm::named("  ")), Err(TournamentSessionError::EmptyName)));
    assert_eq!(desk.can_pair(), Ok(1));
    assert_eq!(desk.pair_next().unwrap(), 1);
    // Five players: five rounds of two boards and a pairing bye.
    assert_eq!(desk.summary().rounds, 5);
    let r1 = desk.round(1).unwrap();
    assert_eq!(r1.boards.len(), 2);
    assert_eq!(r1.byes.len(), 1);
    assert_eq!(r1.byes[0].kind, ByeKind::Pairing);
    assert_eq!(r1.byes[0].points, Points::ONE);
    assert!(!r1.finished);
    // The next round waits for every result.
    assert_eq!(desk.can_pair(), Err(TournamentError::PreviousRoundUnfinished { round: 1, board: 1 }));
    let refused = desk.pair_next().unwrap_err();
    assert!(refused.words(Lang::En).contains("board 1"), "{}", refused.words(Lang::En));
    desk.set_result(1, 1, TypedResult::WhiteForfeit).unwrap();
    desk.set_result(1, 2, TypedResult::Adjourned).unwrap();
    assert!(desk.can_pair().is_err(), "an adjourned game keeps the round open");
    desk.set_result(1, 2, TypedResult::BlackByCount).unwrap();
    let r1 = desk.round(1).unwrap();
    assert!(r1.finished);
    assert_eq!(r1.boards[0].result, Some(GameResult::WhiteForfeit));
    assert_eq!(r1.boards[1].result_text(Lang::En), "0-1 (count)");
    assert_eq!(r1.boards[1].result_text(Lang::Ru), "0-1 (по очкам)");
    // A result for a board the round does not have is refused, in words naming it.
    let e = desk.set_result(1, 7, TypedResult::Draw).unwrap_err();
    assert!(e.words(Lang::En).contains('7'), "{}", e.words(Lang::En));
    // A requested half-point bye and a withdrawal count from the next round.
    let bye_for = desk.players()[3].number;
    assert_eq!(desk.request_bye(bye_for, ByeRequest::Half).unwrap(), 2);
    assert_eq!(desk.players()[3].byes, vec![(2, ByeKind::Half)]);
    assert_eq!(desk.pair_next().unwrap(), 2);
    let r2 = desk.round(2).unwrap();
    // Scores before the round are shown beside the names.
    let scored: Vec<Points> = r2.boards.iter().flat_map(|b| [b.white.score, b.black.score]).collect();
    assert!(scored.contains(&Points::ONE), "{scored:?}");
    // The pairing of a round without results can be taken back.
    assert_eq!(desk.unpair_last().unwrap(), 2);
    assert_eq!(desk.rounds(), vec![1]);
    // Withdrawn from round 2 on.
    assert_eq!(desk.withdraw(5).unwrap(), 2);
    assert_eq!(desk.players()[4].withdrawn_from, Some(2));
    // Everything is in the journal: the folder opened again holds it.
    let dir = desk.dir().to_path_buf();
    drop(desk);
    let again = TournamentSession::open(&dir).unwrap();
    assert_eq!(again.round(1).unwrap().boards[1].result, Some(GameResult::BlackWins));
    assert_eq!(again.players()[4].withdrawn_from, Some(2));
}

#[test]
fn a_swiss_round_gives_the_requested_bye() {
    let mut desk =
        new_event("tdesk-swiss", &["Ann", "Bob", "Cid", "Dan"], PairingSystem::Swiss { baku_acceleration: false });
    let dir = desk.dir().to_path_buf();
    drop(desk);
    // A Swiss event announces its rounds.
    let (mut f, _) = Folder::open(&dir).unwrap();
    f.apply(victoria_tournament::Action::SetRounds { rounds: 3 }).unwrap();
    drop(f);
    desk = TournamentSession::open(&dir).unwrap();
    assert_eq!(desk.summary().system, "swiss");
    assert_eq!(desk.request_bye(2, ByeRequest::Half).unwrap(), 1);
    assert_eq!(desk.pair_next().unwrap(), 1);
    let r1 = desk.round(1).unwrap();
    assert_eq!(r1.boards.len(), 1);
    assert!(r1.byes.iter().any(|b| b.number == 2 && b.kind == ByeKind::Half), "{:?}", r1.byes);
    assert!(r1.byes.iter().any(|b| b.kind == ByeKind::Pairing), "{:?}", r1.byes);
    assert!(r1.boards.iter().all(|b| b.white.number != 2 && b.black.number != 2));
}

#[test]
fn a_board_starts_with_the_event_the_players_the_rules_and_the_clock() {
    let mut desk = new_event("tdesk-start", &["Ann", "Bob", "Cid", "Dan"], PairingSystem::RoundRobin { double: false });
    assert!(desk.board_start(1, 1).is_none(), "no round paired yet");
    desk.pair_next().unwrap();
    let r1 = desk.round(1).unwrap();
    let b = desk.board_start(1, 2).unwrap();
    assert_eq!(b.event, "Spring Cup");
    assert_eq!((b.round, b.board), (1, 2));
    assert_eq!(b.white, r1.boards[1].white.name);
    assert_eq!(b.black, r1.boards[1].black.name);
    assert_eq!(b.rules.ruleset, victoria_rules::Ruleset::Victoria);
    assert_eq!(b.rules.options.bastion_placement, victoria_rules::options::BastionPlacement::Blind);
    assert!(!b.rules.options.castling);
    assert_eq!(b.time_control, "25+10");
    assert_eq!(b.file, desk.dir().join("round1_board2.json"));
    assert!(desk.board_start(1, 3).is_none());
}

#[test]
fn results_come_from_the_boards_and_a_conflict_is_never_written_over() {
    let config = temp_dir("tdesk-import");
    let mut desk = TournamentSession::open_sample(&sample(), &config).unwrap();
    // Round 5's results cleared: the game files in the folder bring them back.
    for b in 1..=3 {
        desk.set_result(5, b, TypedResult::Clear).unwrap();
    }
    // Board 2 typed differently: the game file's result is a conflict, not taken.
    desk.set_result(5, 2, TypedResult::DoubleForfeit).unwrap();
    let report = desk.import_own().unwrap();
    assert_eq!((report.counted, report.problems), (2, 1), "{:?}", report.findings);
    let conflict = report.findings.iter().find(|f| matches!(f.finding, Finding::Conflict { .. })).unwrap();
    assert!(conflict.file.ends_with("round5_board2.json"));
    assert!(conflict.finding.words(Lang::En).contains("-/-"), "{}", conflict.finding.words(Lang::En));
    assert_eq!(desk.round(5).unwrap().boards[1].result, Some(GameResult::DoubleForfeit), "not overwritten");
    assert!(desk.round(5).unwrap().boards[0].result.is_some());
    assert!(report.summary(Lang::En).contains("15 game files"), "{}", report.summary(Lang::En));
    assert!(report.summary(Lang::Ru).contains("засчитано 2 результата"), "{}", report.summary(Lang::Ru));
    // From another folder (a stick): the game file of board 3, with a damaged one beside it.
    desk.set_result(5, 3, TypedResult::Clear).unwrap();
    let stick = temp_dir("tdesk-stick");
    std::fs::copy(desk.dir().join("round5_board3.json"), stick.join("round5_board3.json")).unwrap();
    std::fs::write(stick.join("broken.json"), "{ no").unwrap();
    let report = desk.import_from(&stick).unwrap();
    assert_eq!((report.findings.len(), report.counted, report.problems), (2, 1, 1));
    assert!(matches!(report.findings[0].finding, Finding::Unreadable { .. }));
    assert!(desk.round(5).unwrap().boards[2].result.is_some());
    // A folder that does not exist is a refusal naming it.
    let e = desk.import_from(&stick.join("missing")).unwrap_err();
    assert!(matches!(e, TournamentSessionError::ReadGames { .. }));
    assert!(e.words(Lang::En).contains("missing"), "{}", e.words(Lang::En));
}

#[test]
fn every_print_is_a_pdf_in_the_folder() {
    let config = temp_dir("tdesk-print");
    let desk = TournamentSession::open_sample(&sample(), &config).unwrap();
    for what in PrintKind::ALL {
        for lang in [Lang::En, Lang::Ru] {
            let path = desk.print(what, 3, victoria_sheet::Paper::A4, lang).unwrap();
            assert!(path.starts_with(desk.dir()));
            assert_eq!(path, desk.print_path(what, 3, lang));
            let bytes = std::fs::read(&path).unwrap();
            assert!(bytes.starts_with(b"%PDF"), "{}", path.display());
        }
    }
    assert_ne!(desk.print_path(PrintKind::Pairings, 3, Lang::En), desk.print_path(PrintKind::Pairings, 4, Lang::En));
    // The start list (issue 38's initial ranking) is one of them, worded in both languages.
    assert!(PrintKind::ALL.contains(&PrintKind::StartList));
    assert_eq!(desk.print_path(PrintKind::StartList, 3, Lang::En), desk.dir().join("start-list.pdf"));
    assert_eq!(PrintKind::StartList.words(Lang::En), "Start list");
    assert_eq!(PrintKind::StartList.words(Lang::Ru), "Стартовый список");
    // A round the event has not paired is refused in words.
    let e = desk.print(PrintKind::Slips, 9, victoria_sheet::Paper::A4, Lang::En).unwrap_err();
    assert!(e.words(Lang::En).contains('9'), "{}", e.words(Lang::En));
}

#[test]
fn a_damaged_folder_is_refused_with_its_line() {
    let dir = temp_dir("tdesk-damaged");
    std::fs::write(dir.join("tournament.json"), "{\n  \"format\": 1,\n  \"seq\": x\n}\n").unwrap();
    let e = TournamentSession::open(&dir).unwrap_err();
    let words = e.words(Lang::En);
    assert!(words.starts_with("The tournament cannot be opened") && words.contains("line 3"), "{words}");
    assert!(TournamentSession::open(&dir.join("none")).is_err());
}

#[test]
fn a_players_details_are_checked_and_corrected_without_touching_the_rest() {
    let mut desk = new_event("tdesk-edit", &["Ann", "Bob", "Cid", "Dan"], PairingSystem::RoundRobin { double: false });
    // Each field is checked; a refusal names the field and what was typed, and changes nothing.
    let bad = [
        (PlayerForm { rating: "19x0".into(), ..PlayerForm::named("Eve") }, "The rating “19x0”"),
        (PlayerForm { rating: "20000".into(), ..PlayerForm::named("Eve") }, "The rating “20000”"),
        (PlayerForm { fide_id: "41-00".into(), ..PlayerForm::named("Eve") }, "The FIDE ID “41-00”"),
        (PlayerForm { title: "Grandmaster".into(), ..PlayerForm::named("Eve") }, "The title “Grandmaster”"),
        (PlayerForm { federation: "Russia".into(), ..PlayerForm::named("Eve") }, "The federation “Russia”"),
    ];
    for (form, said) in bad {
        let e = desk.add_player(&form).unwrap_err();
        assert!(e.words(Lang::En).starts_with(said), "{}", e.words(Lang::En));
        assert!(!e.words(Lang::Ru).is_empty());
        assert_eq!(desk.players().len(), 4);
    }
    desk.pair_next().unwrap();
    // Round 1 paired: Bob's name is corrected and his details completed; his number, his board
    // and the round stay, and the change is journaled (the folder opened again has it).
    let mut form = desk.player_form(2).unwrap();
    assert_eq!((form.name.as_str(), form.rating.as_str(), form.club.as_str()), ("Bob", "1890", "Club"));
    form.name = " Bob Ray ".into();
    form.title = "FM".into();
    form.federation = "RUS".into();
    form.fide_id = "24100000".into();
    let board =
        desk.round(1).unwrap().boards.iter().find(|b| b.white.number == 2 || b.black.number == 2).unwrap().board;
    desk.edit_player(2, &form).unwrap();
    desk.save().unwrap();
    let again = TournamentSession::open(desk.dir()).unwrap();
    let bob = again.tournament().player(2).unwrap();
    assert_eq!((bob.name.as_str(), bob.title.as_str(), bob.federation.as_str()), ("Bob Ray", "FM", "RUS"));
    assert_eq!((bob.rating, bob.fide_id, bob.club.as_str()), (Some(1890), Some(24_100_000), "Club"));
    let r1 = again.round(1).unwrap();
    let b = r1.boards.iter().find(|b| b.board == board).unwrap();
    assert!(b.white.name == "Bob Ray" || b.black.name == "Bob Ray", "{b:?}");
    // A bad correction changes nothing; no such player is said so.
    form.rating = "high".into();
    assert!(matches!(desk.edit_player(2, &form), Err(TournamentSessionError::BadRating(r)) if r == "high"));
    assert_eq!(desk.tournament().player(2).unwrap().rating, Some(1890));
    assert_eq!(
        desk.edit_player(9, &PlayerForm::named("Zed")).unwrap_err().words(Lang::En),
        "No player has the start number 9."
    );
}

#[test]
fn every_round_paired_follows_the_planned_rounds_of_a_round_robin() {
    let mut desk =
        new_event("tdesk-all-paired", &["Ann", "Bob", "Cid", "Dan"], PairingSystem::RoundRobin { double: false });
    // Four players: three rounds, planned from the players before round 1.
    assert!(!desk.every_round_paired());
    for round in 1..=3 {
        assert!(!desk.every_round_paired(), "round {round} still to pair");
        assert_eq!(desk.pair_next().unwrap(), round);
        for board in 1..=2 {
            desk.set_result(round, board, TypedResult::Draw).unwrap();
        }
    }
    assert!(desk.every_round_paired());
    assert_eq!(desk.can_pair(), Err(TournamentError::EventComplete { rounds: 3 }));
}

/// Round 1 of a Swiss event is paired from FIDE's initial ranking (rating, title, name), not
/// the order of entry (issue 38): a 2010-rated player entered second is number 1.
#[test]
fn the_first_swiss_round_is_paired_from_the_ranking_by_rating() {
    let dir = temp_dir("tdesk-rank").join("event");
    let mut t = Tournament::new("Autumn Swiss", "classical", 0, PairingSystem::Swiss { baku_acceleration: false });
    t.rounds = 3;
    Folder::create(&dir, t).unwrap();
    let mut desk = TournamentSession::open(&dir).unwrap();
    for (name, rating) in [("Low", "1500"), ("Top", "2010"), ("Mid", "1700"), ("High", "1800")] {
        let form = PlayerForm { rating: rating.into(), ..PlayerForm::named(name) };
        desk.add_player(&form).unwrap();
    }
    assert_eq!(desk.pair_next().unwrap(), 1);
    let name = |n: u32| desk.tournament().player(n).unwrap().name.clone();
    assert_eq!([name(1), name(2), name(3), name(4)], ["Top", "High", "Mid", "Low"]);
    // The top half meets the bottom half: 1–3 and 2–4 (in either colour).
    let r1 = desk.round(1).unwrap();
    let mut pairs: Vec<[u32; 2]> = r1
        .boards
        .iter()
        .map(|b| {
            let mut p = [b.white.number, b.black.number];
            p.sort();
            p
        })
        .collect();
    pairs.sort();
    assert_eq!(pairs, vec![[1, 3], [2, 4]]);
    // The ranking is frozen: opened again, the numbers stay.
    drop(desk);
    let again = TournamentSession::open(&dir).unwrap();
    assert_eq!(again.tournament().player(1).unwrap().name, "Top");
}

/// Issue 38: a classical event made at the desk holds its games' options once — FIDE's penalty
/// for an illegal move — and a board started from its pairing inherits them (it came up as
/// "warn"); an event that says nothing of the penalty is played under FIDE's too.
#[test]
fn a_board_of_a_new_event_inherits_the_events_fide_penalty() {
    use victoria_rules::options::IllegalMovePenalty;
    use victoria_session::tournament::NewEvent;
    let dir = temp_dir("tdesk-penalty").join("event");
    let new = NewEvent {
        name: "Classical Open".into(),
        ruleset: victoria_rules::Ruleset::Classical,
        system: PairingSystem::Swiss { baku_acceleration: false },
        rounds: 5,
        time_control: "90+30".into(),
        city: String::new(),
        chief_arbiter: String::new(),
    };
    let mut desk = TournamentSession::create(&dir, new).unwrap();
    assert_eq!(desk.tournament().options.get("illegal_move_penalty"), Some(&serde_json::json!("fide")));
    for name in ["Ann", "Bob"] {
        desk.add_player(&PlayerForm::named(name)).unwrap();
    }
    desk.pair_next().unwrap();
    let b = desk.board_start(1, 1).unwrap();
    assert_eq!(b.rules.ruleset, victoria_rules::Ruleset::Classical);
    assert_eq!(b.rules.options.illegal_move_penalty, IllegalMovePenalty::Fide);
    assert_eq!(b.time_control, "90+30");
    // The sample event stores no penalty: its boards are played under FIDE's too.
    let mut sample =
        new_event("tdesk-penalty-none", &["Ann", "Bob", "Cid", "Dan"], PairingSystem::RoundRobin { double: false });
    sample.pair_next().unwrap();
    assert_eq!(sample.board_start(1, 1).unwrap().rules.options.illegal_move_penalty, IllegalMovePenalty::Fide);
}

/// Issue 38: a game of the event finished at this desk lands in its round at once (no import);
/// a result typed before is a conflict, shown and never written over; a game going on, or of
/// another event, is nothing.
#[test]
fn a_finished_boards_game_lands_in_its_round_at_once() {
    use victoria_record::store::load_game;
    let config = temp_dir("tdesk-land");
    let mut desk = TournamentSession::open_sample(&sample(), &config).unwrap();
    let record = load_game(&desk.dir().join("round5_board1.json")).unwrap();
    let found = desk.round(5).unwrap().boards[0].result;
    desk.set_result(5, 1, TypedResult::Clear).unwrap();
    assert_eq!(desk.boards_without_result(), vec![1]);
    let landed = desk.take_game(&record).unwrap();
    assert!(matches!(landed, Some(Finding::Counted { round: 5, board: 1, .. })), "{landed:?}");
    assert_eq!(desk.round(5).unwrap().boards[0].result, found);
    assert!(desk.boards_without_result().is_empty());
    // Again: already in, nothing to say.
    assert!(desk.take_game(&record).unwrap().is_none());
    // Typed otherwise: a conflict, not written over.
    desk.set_result(5, 1, TypedResult::DoubleForfeit).unwrap();
    let conflict = desk.take_game(&record).unwrap();
    assert!(matches!(conflict, Some(Finding::Conflict { .. })), "{conflict:?}");
    assert_eq!(desk.round(5).unwrap().boards[0].result, Some(GameResult::DoubleForfeit));
    // A game without a result, or of another event: nothing.
    let mut going = record.clone();
    going.result = None;
    assert!(desk.take_game(&going).unwrap().is_none());
    let mut other = record.clone();
    other.event.event = "Another Cup".into();
    assert!(desk.take_game(&other).unwrap().is_none());
}

/// Issue 38: why the next round cannot be paired — every board of the last round without a
/// result, not only the first; and when a round starts, journaled.
#[test]
fn the_boards_without_a_result_and_the_rounds_start_are_known() {
    let mut desk = new_event(
        "tdesk-lacking",
        &["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"],
        PairingSystem::RoundRobin { double: false },
    );
    assert!(desk.boards_without_result().is_empty());
    desk.pair_next().unwrap();
    desk.set_result(1, 2, TypedResult::Draw).unwrap();
    assert_eq!(desk.boards_without_result(), vec![1, 3]);
    desk.set_result(1, 3, TypedResult::Adjourned).unwrap();
    assert_eq!(desk.boards_without_result(), vec![1, 3], "an adjourned game has no final result");
    desk.set_round_date(1, " 2026-12-06 15:00 ").unwrap();
    let dir = desk.dir().to_path_buf();
    let again = TournamentSession::open(&dir).unwrap();
    assert_eq!(again.round_date(1), Some("2026-12-06 15:00"));
    assert_eq!(again.round_date(2), None);
}

#[test]
fn a_new_event_gets_the_one_default_tie_break_list_of_the_command_line() {
    use victoria_session::tournament::NewEvent;
    let root = temp_dir("session-default-tb");
    for (k, (system, ruleset)) in [
        (PairingSystem::Swiss { baku_acceleration: false }, victoria_rules::Ruleset::Classical),
        (PairingSystem::Swiss { baku_acceleration: true }, victoria_rules::Ruleset::Victoria),
        (PairingSystem::RoundRobin { double: false }, victoria_rules::Ruleset::Classical),
        (PairingSystem::RoundRobin { double: true }, victoria_rules::Ruleset::Victoria),
    ]
    .into_iter()
    .enumerate()
    {
        let new = NewEvent {
            name: format!("Event {k}"),
            ruleset,
            system: system.clone(),
            rounds: 5,
            time_control: String::new(),
            city: String::new(),
            chief_arbiter: String::new(),
        };
        let desk = TournamentSession::create(&root.join(k.to_string()), new).unwrap();
        let expected = victoria_tournament::default_tie_breaks(&system, ruleset.key());
        assert_eq!(desk.tournament().tie_breaks, expected, "{system:?} {ruleset:?}");
    }
}

/// Issue 38 (items 2 and 6): the standings print is kept one file per round of results — those
/// after round 1 stay when round 2's are printed, and a round paired without results changes
/// neither the file's name nor what it says; a board's sides carry the players' ratings, as the
/// pairing list prints them.
#[test]
fn standings_prints_keep_one_file_per_round_and_boards_carry_ratings() {
    use victoria_sheet::Paper::A4;
    let mut desk =
        new_event("tdesk-standings-rounds", &["Ann", "Bob", "Cid", "Dan"], PairingSystem::RoundRobin { double: false });
    desk.edit_player(4, &PlayerForm::named("Dan")).unwrap();
    desk.pair_next().unwrap();
    let round = desk.round(1).unwrap();
    let ratings: Vec<(u32, Option<u32>)> = round
        .boards
        .iter()
        .flat_map(|b| [(b.white.number, b.white.rating), (b.black.number, b.black.rating)])
        .collect();
    for (n, r) in &ratings {
        let expected = if *n == 4 { None } else { Some(1900 - 10 * (n - 1)) };
        assert_eq!(*r, expected, "player {n}: {ratings:?}");
    }
    let pages = |p: &Path| victoria_testkit::sheet::pdf_pages(&std::fs::read(p).unwrap()).join("\n");
    for b in 1..=2 {
        desk.set_result(1, b, TypedResult::WhiteWins).unwrap();
    }
    let after_1 = desk.print(PrintKind::Standings, 1, A4, Lang::En).unwrap();
    assert_eq!(after_1, desk.dir().join("standings-after-round1.pdf"));
    // Round 2 paired, no result yet: the same standings, the same name.
    desk.pair_next().unwrap();
    assert_eq!(desk.print(PrintKind::Standings, 2, A4, Lang::En).unwrap(), after_1);
    let first = std::fs::read(&after_1).unwrap();
    assert!(pages(&after_1).contains("Standings after round 1"), "{}", pages(&after_1));
    for b in 1..=2 {
        desk.set_result(2, b, TypedResult::Draw).unwrap();
    }
    let after_2 = desk.print(PrintKind::Standings, 2, A4, Lang::En).unwrap();
    assert_eq!(after_2, desk.dir().join("standings-after-round2.pdf"));
    assert!(std::fs::read(&after_1).unwrap() == first, "round 1's standings kept as they were");
    assert!(pages(&after_2).contains("Standings after round 2"), "{}", pages(&after_2));
    let ru = desk.print(PrintKind::Standings, 2, A4, Lang::Ru).unwrap();
    assert_eq!(ru, desk.dir().join("standings-after-round2-ru.pdf"));
    assert_eq!(desk.print_path(PrintKind::Crosstable, 2, Lang::En), desk.dir().join("crosstable-after-round2.pdf"));
    assert_eq!(desk.print_path(PrintKind::Pairings, 2, Lang::En), desk.dir().join("pairings-round2.pdf"));
}
