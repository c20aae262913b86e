//! The tournament folder: journal replay, atomic saves, a torn last line, damaged files refused
//! with the line and field named, and the event's refusals.

use victoria_testkit::temp_dir;
use victoria_tournament::*;
use victoria_words::{Lang, Words};

fn event() -> Tournament {
    let mut t = Tournament::new("Club evening", "victoria", 3, PairingSystem::RoundRobin { double: false });
    t.time_control = "90+30".into();
    t.options.insert("bastions".into(), serde_json::json!(true));
    t.tie_breaks = vec![TieBreak::SonnebornBerger, TieBreak::Koya];
    t
}

fn players(f: &mut Folder, n: u32) {
    for k in 1..=n {
        let mut p = Player::new(k, format!("Игрок {k}"));
        p.rating = Some(2000 - k);
        p.club = "Club".into();
        f.apply(Action::AddPlayer { player: p }).unwrap();
    }
}

#[test]
fn store_journal_replays_every_change() {
    let dir = temp_dir("replay");
    let mut f = Folder::create(&dir, event()).unwrap();
    players(&mut f, 4);
    let round = pair_next(f.tournament()).unwrap();
    f.apply(Action::PairRound { round }).unwrap();
    f.apply(Action::SetResult { round: 1, board: 1, result: Some(GameResult::WhiteWins), by_count: true }).unwrap();
    assert!(f.unsaved());
    let (g, notes) = Folder::open(&dir).unwrap();
    assert!(notes.is_empty());
    assert_eq!(g.tournament(), f.tournament());
    assert_eq!(g.seq(), 6);
    let journal = std::fs::read_to_string(dir.join(JOURNAL_FILE)).unwrap();
    assert_eq!(journal.lines().count(), 6);
    assert!(journal.lines().all(|l| l.starts_with("{\"seq\":") && l.contains("\"sum\":")));
    // A save writes the JSON; the journal stays and is skipped up to the saved number.
    f.save().unwrap();
    f.apply(Action::SetResult { round: 1, board: 2, result: Some(GameResult::Draw), by_count: false }).unwrap();
    let (g, _) = Folder::open(&dir).unwrap();
    assert_eq!(g.tournament(), f.tournament());
    assert_eq!(g.tournament().score(1) + g.tournament().score(4), Points::ONE);
}

#[test]
fn store_torn_last_line_is_dropped_with_a_note() {
    let dir = temp_dir("torn");
    let mut f = Folder::create(&dir, event()).unwrap();
    players(&mut f, 3);
    let before = f.tournament().clone();
    let path = dir.join(JOURNAL_FILE);
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend_from_slice(b"{\"seq\":4,\"sum\":\"00");
    std::fs::write(&path, &bytes).unwrap();
    let (mut g, notes) = Folder::open(&dir).unwrap();
    assert_eq!(notes, vec![OpenNote::TornLastLine { line: 4 }]);
    assert!(notes[0].words(Lang::En).contains("line (4)"), "{}", notes[0]);
    assert_eq!(g.tournament(), &before);
    // The next change replaces the torn tail.
    g.apply(Action::AddPlayer { player: Player::new(4, "Late") }).unwrap();
    let (h, notes) = Folder::open(&dir).unwrap();
    assert!(notes.is_empty());
    assert_eq!(h.tournament().players.len(), 4);
}

#[test]
fn store_damaged_json_is_refused_with_line_and_field_and_not_overwritten() {
    let dir = temp_dir("damaged");
    let mut f = Folder::create(&dir, event()).unwrap();
    players(&mut f, 3);
    f.save().unwrap();
    let path = dir.join(TOURNAMENT_FILE);
    let text = std::fs::read_to_string(&path).unwrap();
    let bad = text.replacen("\"rating\": 1999", "\"rating\": \"high\"", 1);
    assert_ne!(bad, text);
    std::fs::write(&path, &bad).unwrap();
    let line = bad.lines().position(|l| l.contains("\"high\"")).unwrap() + 1;
    let err = Folder::open(&dir).err().unwrap();
    match &err {
        StoreError::DamagedJson { line: l, field, .. } => {
            assert_eq!(*l, line);
            assert_eq!(field.as_deref(), Some("rating"));
        }
        e => panic!("{e:?}"),
    }
    assert!(err.to_string().contains(&format!("line {line}")) && err.to_string().contains("“rating”"), "{err}");
    assert!(err.words(Lang::Ru).contains("строка"), "{}", err.words(Lang::Ru));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), bad, "nothing overwritten");
    // A missing field is named by serde.
    std::fs::write(&path, text.replacen("\"ruleset\": \"victoria\",", "", 1)).unwrap();
    match Folder::open(&dir).err().unwrap() {
        StoreError::DamagedJson { field, .. } => assert_eq!(field.as_deref(), Some("ruleset")),
        e => panic!("{e:?}"),
    }
}

#[test]
fn store_damaged_journal_line_is_refused() {
    let dir = temp_dir("journal");
    let mut f = Folder::create(&dir, event()).unwrap();
    players(&mut f, 3);
    let path = dir.join(JOURNAL_FILE);
    let text = std::fs::read_to_string(&path).unwrap();
    let changed = text.replacen("Игрок 2", "Игрок 9", 1);
    std::fs::write(&path, &changed).unwrap();
    assert_eq!(
        Folder::open(&dir).err().unwrap(),
        StoreError::DamagedJournal { line: 2, fault: JournalFault::Checksum }
    );
    let garbled = text.replacen("{\"seq\":2", "{\"seq\":x", 1);
    std::fs::write(&path, &garbled).unwrap();
    let err = Folder::open(&dir).err().unwrap();
    assert!(matches!(err, StoreError::DamagedJournal { line: 2, fault: JournalFault::NotJson { .. } }), "{err:?}");
    assert!(err.to_string().contains("line 2"), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), garbled, "nothing overwritten");
}

#[test]
fn store_create_refuses_an_existing_tournament() {
    let dir = temp_dir("exists");
    Folder::create(&dir, event()).unwrap();
    assert!(matches!(Folder::create(&dir, event()), Err(StoreError::Exists { .. })));
}

#[test]
fn store_refusals_are_typed_and_write_nothing() {
    let dir = temp_dir("refusals");
    let mut f = Folder::create(&dir, event()).unwrap();
    players(&mut f, 4);
    let journal = || std::fs::read_to_string(dir.join(JOURNAL_FILE)).unwrap();
    let before = journal();
    let board = |n, w, b| Board { number: n, white: w, black: b, result: None, by_count: false };
    let twice = Round { number: 1, boards: vec![board(1, 1, 2), board(2, 2, 3)], unpaired: vec![] };
    assert_eq!(
        f.apply(Action::PairRound { round: twice }),
        Err(FolderError::Refused(TournamentError::PairedTwice { player: 2, round: 1 }))
    );
    let unknown = Round { number: 1, boards: vec![board(1, 1, 9)], unpaired: vec![] };
    assert_eq!(
        f.apply(Action::PairRound { round: unknown }),
        Err(FolderError::Refused(TournamentError::UnknownPlayer { player: 9 }))
    );
    let left_out = Round { number: 1, boards: vec![board(1, 1, 2)], unpaired: vec![] };
    assert_eq!(
        f.apply(Action::PairRound { round: left_out }),
        Err(FolderError::Refused(TournamentError::PlayerLeftOut { player: 3, round: 1 }))
    );
    let early = Round { number: 2, boards: vec![], unpaired: vec![] };
    assert_eq!(
        f.apply(Action::PairRound { round: early }),
        Err(FolderError::Refused(TournamentError::RoundOutOfOrder { round: 2, expected: 1 }))
    );
    assert_eq!(
        f.apply(Action::SetResult { round: 1, board: 1, result: Some(GameResult::Draw), by_count: false }),
        Err(FolderError::Refused(TournamentError::RoundNotPaired { round: 1 }))
    );
    assert_eq!(journal(), before, "refused changes are not journaled");
    let round = pair_next(f.tournament()).unwrap();
    f.apply(Action::PairRound { round }).unwrap();
    assert_eq!(
        f.apply(Action::SetResult { round: 1, board: 3, result: Some(GameResult::Draw), by_count: false }),
        Err(FolderError::Refused(TournamentError::UnpairedBoard { round: 1, board: 3 }))
    );
    assert_eq!(
        f.apply(Action::SetResult { round: 1, board: 1, result: Some(GameResult::Draw), by_count: true }),
        Err(FolderError::Refused(TournamentError::CountWithoutWin { round: 1, board: 1 }))
    );
    f.apply(Action::SetResult { round: 1, board: 1, result: Some(GameResult::Adjourned), by_count: false }).unwrap();
    f.apply(Action::SetResult { round: 1, board: 2, result: Some(GameResult::Draw), by_count: false }).unwrap();
    let err = pair_next(f.tournament()).unwrap_err();
    assert_eq!(err, TournamentError::PreviousRoundUnfinished { round: 1, board: 1 });
    assert_eq!(err.to_string(), "round 1 is not finished: board 1 has no final result");
    assert_eq!(
        f.apply(Action::UnpairRound { round: 1 }),
        Err(FolderError::Refused(TournamentError::RoundHasResults { round: 1, board: 1 }))
    );
}
