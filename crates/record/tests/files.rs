//! Files on disk: a game created, recorded, closed and reopened comes back whole; the journal's
//! torn last entry is dropped; damaged journals, truncated, empty and foreign record files are
//! refused with a clear message and left byte for byte as they were; `check` and `export` on
//! the command line give exit status 0, 1 or 2 and never panic.

use std::path::Path;
use victoria_record::i18n::Words;
use victoria_record::journal::journal_path;
use victoria_record::samples::{BLACK, WHITE};
use victoria_record::{EventInfo, GameRecord, Recorder, RecorderError, RecorderNote, store};
use victoria_rules::{Color, Rules};
use victoria_words::Lang;

use crate::support::cli::run;
use crate::support::temp_dir as scratch;

fn new_game(path: &Path) -> Recorder {
    let d = Recorder::create(
        path,
        EventInfo { white: "W".into(), black: "B".into(), ..Default::default() },
        Rules::default(),
    )
    .unwrap();
    let mut d = crate::support::revealed(d, WHITE, BLACK);
    d.start().unwrap();
    d
}

/// A game in `name`'s scratch folder with the first `n` of [`MOVES`] recorded (the desk closed:
/// the moves are in the journal, the record as last saved); returns the folder and the file.
fn game_with_moves(name: &str, n: usize) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = scratch(name);
    let path = dir.join("game.json");
    let mut d = new_game(&path);
    for m in &MOVES[..n] {
        d.record_move(m).unwrap();
    }
    (dir, path)
}

const MOVES: [&str; 8] = ["e2e4", "e11e9", "Ni1-h3", "Ni12-h10", "d4", "d10", "Qf1-e2", "Фf12-e11"];

#[test]
fn a_game_comes_back_whole_after_reopening() {
    let dir = scratch("reopen");
    let path = dir.join("game.json");
    let mut d = new_game(&path);
    for m in MOVES {
        d.record_move(m).unwrap();
    }
    let _ = d.record_move("Qe2-e12");
    d.take_back(1, "clock pressed by mistake").unwrap();
    let before = d.record().clone();
    drop(d);
    let d = Recorder::open(&path).unwrap();
    assert_eq!(d.record().moves, before.moves);
    assert_eq!(d.record().illegal_attempts, before.illegal_attempts);
    assert_eq!(d.record().corrections, before.corrections);
    assert_eq!(d.record().schemes, before.schemes);
    assert_eq!(d.position().unwrap().to_vfen(), {
        let mut g = Recorder::in_memory(before.clone()).unwrap();
        g.save().unwrap();
        g.position().unwrap().to_vfen()
    });
    // The record file alone holds only the creation; the journal holds the rest.
    let saved = store::load(&path).unwrap();
    assert!(saved.moves.is_empty());
    // A save folds the journal into the record.
    let mut d = d;
    d.save().unwrap();
    let saved = store::load(&path).unwrap();
    assert_eq!(saved.moves, before.moves);
    assert_eq!(std::fs::read_to_string(journal_path(&path)).unwrap().lines().count(), 1);
    let d = Recorder::open(&path).unwrap();
    assert_eq!(d.record().moves, before.moves);
}

#[test]
fn a_torn_last_entry_is_dropped_and_the_rest_restored() {
    let (_, path) = game_with_moves("torn", 4);
    let j = journal_path(&path);
    let mut bytes = std::fs::read(&j).unwrap();
    bytes.extend_from_slice(b"42 0123456789abcdef {\"action\":\"move\",\"entry\":{\"ply\":5,");
    std::fs::write(&j, &bytes).unwrap();
    let mut d = Recorder::open(&path).unwrap();
    assert_eq!(d.record().moves.len(), 4);
    assert!(
        d.notes()
            .iter()
            .any(|n| matches!(n, RecorderNote::TornTail { .. }) && n.to_string().contains("unfinished entry")),
        "{:?}",
        d.notes()
    );
    // Recording goes on after the cut.
    d.record_move("d4").unwrap();
    drop(d);
    assert_eq!(Recorder::open(&path).unwrap().record().moves.len(), 5);
}

#[test]
fn a_damaged_journal_is_refused_and_left_alone() {
    let (dir, path) = game_with_moves("damaged", 4);
    let j = journal_path(&path);
    let good = std::fs::read_to_string(&j).unwrap();
    // Change one move in the middle: its checksum no longer matches.
    let bad = good.replacen("\"uci\":\"e11e9\"", "\"uci\":\"e11e8\"", 1);
    assert_ne!(bad, good);
    std::fs::write(&j, &bad).unwrap();
    let record_before = std::fs::read(&path).unwrap();
    let e = Recorder::open(&path).unwrap_err().to_string();
    assert!(e.contains("damaged at line") && e.contains("checksum"), "{e}");
    assert_eq!(std::fs::read_to_string(&j).unwrap(), bad, "the journal was not touched");
    assert_eq!(std::fs::read(&path).unwrap(), record_before, "the record was not touched");
    // Salvage: everything before the damaged line goes to a new file; the originals stay.
    let rescued = dir.join("rescued.json");
    let (mut d, note) = Recorder::salvage(&path, &rescued).unwrap();
    assert_eq!(d.record().moves.len(), 1, "{note}");
    assert!(matches!(note, RecorderNote::Salvaged { kept: 1, damage: Some(_), .. }), "{note:?}");
    assert!(note.to_string().contains("damaged at line"), "{note}");
    assert!(
        victoria_rules::i18n::Words::words(&note, Lang::Ru).contains("повреждён в строке"),
        "{}",
        victoria_rules::i18n::Words::words(&note, Lang::Ru)
    );
    d.record_move("e11e10").unwrap();
    drop(d);
    assert_eq!(Recorder::open(&rescued).unwrap().record().moves.len(), 2);
    assert_eq!(std::fs::read_to_string(&j).unwrap(), bad);
    assert_eq!(std::fs::read(&path).unwrap(), record_before);
    assert!(Recorder::salvage(&path, &rescued).is_err(), "salvage never overwrites");
    // From the command line, in Russian: the refusal says how, `salvage` writes the new file.
    let e = Recorder::open(&path).unwrap_err().words(Lang::Ru);
    assert!(e.contains("victoria-arbiter salvage"), "{e}");
    let cli = dir.join("cli-rescued.json");
    let (code, said, err) = run(&["--lang", "ru", "salvage", path.to_str().unwrap(), "-o", cli.to_str().unwrap()]);
    assert_eq!(code, 0, "{said} {err}");
    assert!(said.contains("сохранено ходов: 1") && said.contains("повреждён в строке"), "{said}");
    assert_eq!(Recorder::open(&cli).unwrap().record().moves.len(), 1);
    assert_eq!(std::fs::read_to_string(&j).unwrap(), bad, "the damaged journal stays");
}

#[test]
fn truncated_empty_and_foreign_records_are_refused_unchanged() {
    let dir = scratch("bad-records");
    let sample = victoria_testkit::repo().join("sample_games/01_mate.json");
    let full = std::fs::read(&sample).unwrap();
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("truncated.json", full[..full.len() / 2].to_vec(), "cut short"),
        ("empty.json", Vec::new(), "is empty"),
        ("foreign.json", b"{\"format\": \"lichess/game\", \"version\": 1}".to_vec(), "lichess/game"),
        (
            "future.json",
            String::from_utf8(full.clone())
                .unwrap()
                .replacen(&format!("\"version\": {}", victoria_record::VERSION), "\"version\": 7", 1)
                .into_bytes(),
            "version 7",
        ),
        ("binary.json", vec![0xff, 0xfe, 0x00, 0x41], "not UTF-8"),
        ("garbage.json", b"moves: e4 e5".to_vec(), "not a game record"),
    ];
    for (name, bytes, says) in cases {
        let path = dir.join(name);
        std::fs::write(&path, &bytes).unwrap();
        let e = Recorder::open(&path).unwrap_err();
        assert!(matches!(e, RecorderError::Store(_)), "{name}: {e}");
        assert!(e.to_string().contains(says), "{name}: {e}");
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{name} was changed");
        assert!(!journal_path(&path).exists(), "{name}: no journal may be created for a refused file");
        let (code, _, err) = run(&["check", path.to_str().unwrap()]);
        assert_eq!(code, 2, "{name}: {err}");
        assert!(err.contains(says) && !err.contains("panicked"), "{name}: {err}");
    }
}

/// The store's refusals are facts (where a cut-short file ends, the byte that is not text, the
/// foreign format, the version, the board size) and are said in both languages.
#[test]
fn refused_records_carry_their_facts_in_both_languages() {
    use victoria_record::RecordError;
    use victoria_record::i18n::Words;
    use victoria_record::store::StoreError;
    use victoria_words::Lang;
    let sample = victoria_testkit::repo().join("sample_games/01_mate.json");
    let full = std::fs::read_to_string(&sample).unwrap();
    let p = Path::new("g.json");
    let half = &full.as_bytes()[..full.len() / 2];
    let lines = std::str::from_utf8(half).unwrap().lines().count();
    match store::parse(p, half).unwrap_err() {
        StoreError::Truncated { line, .. } => assert_eq!(line, lines),
        e => panic!("{e:?}"),
    }
    let e = store::parse(p, &[b'{', 0xff, b'}']).unwrap_err();
    assert!(matches!(e, StoreError::Corrupt { error: RecordError::NotText { byte: 1 }, .. }), "{e:?}");
    assert!(e.words(Lang::Ru).contains("байт 1") && e.words(Lang::En).contains("byte 1 is not UTF-8"), "{e}");
    let e = store::parse(p, br#"{"format": "lichess/game", "version": 1}"#).unwrap_err();
    assert!(matches!(&e, StoreError::Corrupt { error: RecordError::Format(f), .. } if f == "lichess/game"), "{e:?}");
    assert_eq!(e.to_string(), e.words(Lang::En));
    assert!(e.words(Lang::Ru).contains("не запись партии: её формат «lichess/game»"), "{}", e.words(Lang::Ru));
    assert!(!e.to_string().contains("not a game record: this is not"), "{e}");
    let future = full.replacen(&format!("\"version\": {}", victoria_record::VERSION), "\"version\": 7", 1);
    let e = store::parse(p, future.as_bytes()).unwrap_err();
    assert!(matches!(e, StoreError::Corrupt { error: RecordError::Version(7), .. }), "{e:?}");
    assert!(e.words(Lang::Ru).contains("версия 7"), "{}", e.words(Lang::Ru));
    let wide = full.replacen("\"width\": 12", "\"width\": 40", 1);
    let e = store::parse(p, wide.as_bytes()).unwrap_err();
    assert!(matches!(e, StoreError::Corrupt { error: RecordError::BoardSize { width: 40, height: 12 }, .. }), "{e:?}");
    assert!(e.words(Lang::En).contains("40×12") && e.words(Lang::Ru).contains("40×12"), "{e}");
    let e = store::parse(p, b"moves: e4 e5").unwrap_err();
    let StoreError::Corrupt { error: RecordError::Json { line: 1, column, eof: false, .. }, .. } = &e else {
        panic!("{e:?}")
    };
    assert!(e.words(Lang::Ru).contains(&format!("строка 1, столбец {column}")), "{}", e.words(Lang::Ru));
}

#[test]
fn creating_over_an_existing_game_is_refused() {
    let dir = scratch("exists");
    let path = dir.join("game.json");
    drop(new_game(&path));
    let before = std::fs::read(&path).unwrap();
    let e = Recorder::create(&path, EventInfo::default(), Rules::default()).unwrap_err().to_string();
    assert!(e.contains("already exists"), "{e}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_crash_between_save_and_journal_reset_replays_nothing_twice() {
    let dir = scratch("checkpoint");
    let path = dir.join("game.json");
    let mut d = new_game(&path);
    for m in &MOVES[..6] {
        d.record_move(m).unwrap();
    }
    let journal_before = std::fs::read(journal_path(&path)).unwrap();
    d.save().unwrap();
    drop(d);
    // As if the process died after the record was replaced but before the journal was emptied.
    std::fs::write(journal_path(&path), &journal_before).unwrap();
    let d = Recorder::open(&path).unwrap();
    assert_eq!(d.record().moves.len(), 6);
}

#[test]
fn check_and_export_on_the_command_line() {
    let sample = victoria_testkit::repo().join("sample_games/06_illegal_attempts_and_takeback.json");
    let sample = sample.to_str().unwrap();
    let (code, out, _) = run(&["check", sample]);
    assert_eq!(code, 0, "{out}");
    // A tampered move: exit 1 and the move number named.
    let dir = scratch("cli");
    let mut r: GameRecord = store::load(Path::new(sample)).unwrap();
    r.moves[4].san = "Qh5".into();
    r.moves[7].uci = "a1a12".into();
    let bad = dir.join("tampered.json");
    store::save(&bad, &r).unwrap();
    let (code, text, _) = run(&["check", bad.to_str().unwrap()]);
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("move 3. White: its SAN is recorded as “Qh5”"), "{text}");
    assert!(text.contains("a1a12 is illegal"), "{text}");
    // Exports.
    let (code, pgn, _) = run(&["export", "--pgn", sample]);
    assert_eq!(code, 0);
    assert!(pgn.contains("[Variant \"Victoria\"]") && !pgn.contains("[%reserve") && !pgn.contains("reserve:"));
    let (_, pgn, _) = run(&["export", "--pgn", "--private", sample]);
    assert!(pgn.contains("[%reserve") && pgn.contains("reserve:"), "{pgn}");
    assert!(pgn.contains("illegal move by White") && pgn.contains("correction: taken back"), "{pgn}");
    assert_eq!(run(&["export", sample]).0, 2);
    assert_eq!(run(&["check", "/nonexistent/game.json"]).0, 2);
}

#[test]
fn bastions_draw_on_the_command_line_fills_a_blind_game() {
    let dir = scratch("bastions");
    let path = dir.join("blind.json");
    let mut rules = Rules::default();
    rules.options.set_pair("bastion_placement=blind").unwrap();
    let mut d = Recorder::create(&path, EventInfo::default(), rules).unwrap();
    let strip = |s: &str| s.split(' ').filter(|t| !t.starts_with('X')).collect::<Vec<_>>().join(" ");
    d.seal_text(Color::White, &strip(WHITE)).unwrap();
    d.seal_text(Color::Black, &strip(BLACK)).unwrap();
    d.reveal().unwrap();
    assert!(matches!(d.start(), Err(RecorderError::Start(_))));
    drop(d);
    let (code, text, err) = run(&["bastions", "--draw", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{text}{err}");
    assert_eq!(text.matches(": bastion").count(), 6, "{text}");
    let mut d = Recorder::open(&path).unwrap();
    assert_eq!(d.record().bastions(Color::White).len(), 3);
    d.start().unwrap();
    let (_, text, _) = run(&["bastions", "--draw"]);
    assert_eq!(text.lines().count(), 2);
}

#[test]
fn the_live_pgn_follows_every_move_without_secrets() {
    let dir = scratch("live");
    let path = dir.join("game.json");
    let live = dir.join("live.pgn");
    let mut d = new_game(&path);
    d.set_live_pgn(Some(live.clone())).unwrap();
    d.record_move("e2e4").unwrap();
    let text = std::fs::read_to_string(&live).unwrap();
    assert!(text.contains("1. e4 *"), "{text}");
    d.record_move("Кi12-h10").unwrap();
    let text = std::fs::read_to_string(&live).unwrap();
    assert!(text.contains("1. e4 Nh10 *"), "{text}");
    assert!(!text.contains("[%reserve") && !text.contains("reserve:") && !text.contains("newborn:"), "{text}");
    d.take_back(1, "wrong piece").unwrap();
    let text = std::fs::read_to_string(&live).unwrap();
    assert!(text.contains("1. e4 *") && !text.contains("Nh10"), "{text}");
    d.declare(victoria_record::Declared::Resignation { loser: Color::Black }, "").unwrap();
    assert!(std::fs::read_to_string(&live).unwrap().contains("1-0"));
}

#[test]
fn random_damage_never_panics_and_is_reported() {
    use rand::{Rng, SeedableRng};
    let dir = victoria_testkit::repo().join("sample_games");
    let mut rng = rand::rngs::StdRng::seed_from_u64(2026);
    let (mut refused, mut flagged, mut tried) = (0, 0, 0);
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        // The game records (the sample tournament's folder is not one).
        if path.extension().is_none_or(|x| x != "json") {
            continue;
        }
        let good = std::fs::read(&path).unwrap();
        for _ in 0..150 {
            let mut bytes = good.clone();
            let i = rng.random_range(0..bytes.len());
            match rng.random_range(0..4) {
                // A digit changed: the JSON stays valid, a number in it changes.
                0 => {
                    if let Some(j) = (i..bytes.len()).find(|&j| bytes[j].is_ascii_digit()) {
                        bytes[j] = b'0' + (bytes[j] - b'0' + rng.random_range(1..10)) % 10;
                    }
                }
                // A letter changed inside a string.
                1 => {
                    if let Some(j) = (i..bytes.len()).find(|&j| bytes[j].is_ascii_lowercase()) {
                        bytes[j] = b'a' + rng.random_range(0..26);
                    }
                }
                2 => bytes.truncate(i),
                _ => {
                    let end = (i + rng.random_range(1..40)).min(bytes.len());
                    bytes.drain(i..end);
                }
            }
            if bytes == good {
                continue;
            }
            tried += 1;
            match store::parse(&path, &bytes) {
                Err(e) => {
                    assert!(!e.to_string().is_empty());
                    refused += 1;
                }
                Ok(r) => {
                    let report = victoria_record::check(&r);
                    let _ = victoria_record::pgn::private(&r);
                    let _ = victoria_record::recorder::ledger(&r, Color::White);
                    if !report.is_ok() {
                        flagged += 1;
                    }
                }
            }
        }
    }
    eprintln!("random damage: {tried} tried, {refused} refused, {flagged} flagged by check");
    assert!(refused + flagged > tried / 2, "{tried} tried, {refused} refused, {flagged} flagged");
}

/// A version-2 record kept each refused entry as prose (`rule`, `reason`, and `reason_ru` once
/// the Russian was kept): it still loads, its entries shown as written — the English standing
/// in where it kept no Russian — the sheet's penalty still Russian (issue 5), and, unchanged,
/// it hashes and saves as it was written (so a seal over it still verifies).
#[test]
fn an_old_record_with_prose_reasons_loads_and_falls_back_to_english() {
    use victoria_record::EntryRuling;
    use victoria_record::i18n::Words;
    use victoria_words::Lang;
    let text =
        std::fs::read_to_string(victoria_testkit::repo().join("sample_games/06_illegal_attempts_and_takeback.json"))
            .unwrap();
    let new = GameRecord::from_json(&text).unwrap();
    assert!(new.illegal_attempts.iter().all(|a| !a.ruling.refusals().is_empty()), "new records keep the facts");
    // The same record as version 2 wrote it: prose, with and without the Russian.
    let as_v2 = |with_russian: bool| {
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        v["version"] = 2.into();
        for a in v["illegal_attempts"].as_array_mut().unwrap() {
            let ruling: EntryRuling = serde_json::from_value(a["ruling"].clone()).unwrap();
            let a = a.as_object_mut().unwrap();
            a.remove("ruling");
            a.insert("rule".into(), ruling.rule().into());
            a.insert("reason".into(), ruling.words(Lang::En).into());
            if with_russian {
                a.insert("reason_ru".into(), ruling.words(Lang::Ru).into());
            }
        }
        serde_json::to_string_pretty(&v).unwrap()
    };
    let old = GameRecord::from_json(&as_v2(false)).unwrap();
    let a = &old.illegal_attempts[0];
    assert!(matches!(&a.ruling, EntryRuling::Written { ru: None, .. }), "{:?}", a.ruling);
    assert_eq!(a.ruling.words(Lang::Ru), a.ruling.words(Lang::En));
    assert_eq!(a.ruling.words(Lang::En), new.illegal_attempts[0].ruling.words(Lang::En));
    let said = victoria_record::i18n::record::penalty(Lang::Ru, a.penalty, a.color);
    assert!(said.contains("Правил ФИДЕ"), "{said}");
    assert!(new.illegal_attempts.iter().all(|a| a.ruling.words(Lang::Ru) != a.ruling.words(Lang::En)));
    assert!(!old.to_json().contains("reason_ru"), "an absent Russian is not written back");
    assert!(!old.to_json().contains("\"ruling\""), "an unchanged old record saves as it was written");
    let with_ru = GameRecord::from_json(&as_v2(true)).unwrap();
    for (o, n) in with_ru.illegal_attempts.iter().zip(&new.illegal_attempts) {
        assert_eq!(o.ruling.words(Lang::Ru), n.ruling.words(Lang::Ru), "the Russian it kept is shown");
        assert_eq!(o.ruling.rule(), n.ruling.rule());
    }
    // Its digest is that of the version-2 bytes, not of this version's form.
    let mut doc: serde_json::Value = serde_json::from_str(&as_v2(true)).unwrap();
    doc["arbiter_seal"] = serde_json::Value::Null;
    assert_eq!(with_ru.canonical_bytes(), serde_json::to_vec(&doc).unwrap());
    assert_eq!(with_ru.version, victoria_record::VERSION, "read into this version's types");
}

/// The arbiter's seal set through a desk with a file stays intact on disk (the save after the
/// seal must not renumber the record's revision, which the digest covers).
#[test]
fn a_record_sealed_through_the_desk_is_intact_on_disk_and_after_reopening() {
    use victoria_record::sign;
    let dir = scratch("desk-seal");
    let path = dir.join("game.json");
    let mut d = new_game(&path);
    d.record_move("e2e4").unwrap();
    let key = sign::ArbiterKey::load_or_create_in(&dir).unwrap();
    d.set_arbiter_seal(sign::seal_for(d.record(), &key)).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(sign::verify_json(&text).is_intact(), "{}", sign::verify_json(&text));
    drop(d);
    let again = Recorder::open(&path).unwrap();
    assert!(sign::verify(again.record()).is_intact());
    assert!(matches!(Recorder::open(&path).unwrap().record_move("e11e9"), Err(RecorderError::SealedRecord)));
}
