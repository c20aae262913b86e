//! PGN import (issue 14): every sample exported and read back gives the same moves, result and
//! event data; a PGN whose move does not replay is refused with its ply and ruling and writes
//! nothing; hand-typed Victoria PGN in Russian notation reads.

use std::path::PathBuf;
use victoria_record::{GameRecord, check, pgn};
use victoria_record::{ImportError, import};
use victoria_words::Lang;

fn samples() -> Vec<(PathBuf, GameRecord)> {
    let dir = victoria_testkit::repo().join("sample_games");
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let r = victoria_club::scan::load_record(&p).unwrap();
            (p, r)
        })
        .collect();
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

fn same_game(a: &GameRecord, b: &GameRecord, what: &str) {
    // Which sample a record is (its titles in both languages) is this program's own marker, not
    // a fact of the game: PGN does not carry it.
    let event = |r: &GameRecord| victoria_record::EventInfo { sample: None, ..r.event.clone() };
    assert_eq!(event(a), event(b), "{what}: event data");
    assert_eq!(a.rules.ruleset, b.rules.ruleset, "{what}: ruleset");
    let moves = |r: &GameRecord| r.moves.iter().map(|m| (m.uci.clone(), m.san.clone())).collect::<Vec<_>>();
    assert_eq!(moves(a), moves(b), "{what}: moves");
    assert_eq!(a.result.as_ref().map(|r| r.score()), b.result.as_ref().map(|r| r.score()), "{what}: score");
    assert_eq!(a.result.as_ref().map(|r| r.winner), b.result.as_ref().map(|r| r.winner), "{what}: winner");
    // The kind of result and its ground come back too: a resignation stays a resignation, a
    // flag fall a loss on time (FIDE 6.9), not an arbiter's decision.
    let kind = |r: &GameRecord| r.result.as_ref().map(|x| (x.outcome, x.ground));
    assert_eq!(kind(a), kind(b), "{what}: outcome and ground");
}

#[test]
fn every_sample_round_trips_through_the_arbiters_pgn() {
    for (file, rec) in samples() {
        let text = pgn::private(&rec);
        let back = import(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert_eq!(back.len(), 1);
        same_game(&rec, &back[0], &file.display().to_string());
        let report = check(&back[0]);
        assert!(report.is_ok(), "{}: the imported record does not check: {report:?}", file.display());
        // The sheet, the club's statistics and the site take it too.
        let pdf = victoria_sheet::render(&back[0], victoria_sheet::Paper::A4, Lang::En).unwrap();
        assert!(pdf.starts_with(b"%PDF"));
        victoria_club::summarise("imported.json", &back[0]).unwrap();
        victoria_club::site::game::page_html(&back[0], None).unwrap();
        // The reserves replayed equal the arbiter's.
        let left = |r: &GameRecord| r.moves.iter().map(|m| m.reserve_left).collect::<Vec<_>>();
        assert_eq!(left(&rec), left(&back[0]), "{}", file.display());
    }
}

/// A public PGN gives the same moves and score as the arbiter's; where the game's reserves
/// are secret it holds none, but marks each petrification (`[%petrified SQ]`): the import finds
/// the reserve of every piece that petrified (its true one) and leaves the others unknown, so
/// the moves replay with the same events and the record checks.
#[test]
fn every_sample_round_trips_through_its_public_pgn() {
    for (file, rec) in samples() {
        let what = file.display().to_string();
        let text = pgn::public(&rec);
        let back = import(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(back.len(), 1);
        let back = &back[0];
        let hides = rec.start_vfen.as_deref().is_some_and(|v| v.contains("reserve:"));
        if hides {
            let moves = |r: &GameRecord| {
                r.moves.iter().map(|m| (m.uci.clone(), m.san.clone(), m.events.clone())).collect::<Vec<_>>()
            };
            assert_eq!(moves(&rec), moves(back), "{what}: moves and their events");
            assert_eq!(rec.result.as_ref().map(|r| r.score()), back.result.as_ref().map(|r| r.score()), "{what}");
            assert_eq!(rec.result.as_ref().map(|r| r.winner), back.result.as_ref().map(|r| r.winner), "{what}");
            let (was, now) = (rec.start_vfen.clone().unwrap(), back.start_vfen.clone().unwrap());
            assert_eq!(pgn::public_fen(&now), pgn::public_fen(&was), "{what}");
            let reserves = |v: &str| -> Vec<String> {
                v.split(' ')
                    .filter_map(|t| t.strip_prefix("reserve:"))
                    .flat_map(|l| l.split(','))
                    .map(str::to_string)
                    .collect()
            };
            for r in reserves(&now) {
                assert!(reserves(&was).contains(&r), "{what}: the reserve {r} was found, not the arbiter's");
            }
            let petrified =
                rec.moves.iter().flat_map(|m| &m.events).filter(|e| format!("{e:?}").contains("Petrified")).count();
            assert!(petrified == 0 || !reserves(&now).is_empty(), "{what}");
        } else {
            same_game(&rec, back, &what);
        }
        let report = check(back);
        assert!(report.is_ok(), "{what}: the imported record does not check: {:?}", report.problems);
    }
}

#[test]
fn a_hand_typed_victoria_pgn_in_russian_notation_reads() {
    let start = "rnbqkbnr4/pppppppp4/4x7/1x7x2/12/12/12/6X5/2X9/9X2/4PPPPPPPP/4RNBQKBNR w e1,l1,a12,h12 - 0 1 reserve:e1=10,g1=9,h1=14,j1=9,l1=8,a12=10,c12=10,d12=10,f12=10,h12=10";
    let text = format!(
        "[Event \"Клубный турнир\"]\n[White \"Иван\"]\n[Black \"Мария\"]\n[Variant \"Victoria\"]\n[SetUp \"1\"]\n[FEN \"{start}\"]\n\n1. i2-i4 {{начало}} d11-d10 2. Кk1-l3 *\n"
    );
    let recs = import(&text).unwrap();
    assert_eq!(recs.len(), 1);
    let r = &recs[0];
    assert_eq!(r.event.white, "Иван");
    assert_eq!(r.moves.len(), 3);
    assert_eq!(r.moves[2].uci, "k1l3");
    assert!(r.result.is_none());
    assert!(check(r).is_ok());
}

#[test]
fn a_move_that_does_not_replay_is_refused_with_its_ply_and_ruling() {
    let start = "rnbqkbnr4/pppppppp4/4x7/1x7x2/12/12/12/6X5/2X9/9X2/4PPPPPPPP/4RNBQKBNR w e1,l1,a12,h12 - 0 1 reserve:e1=10,g1=9,h1=14,j1=9,l1=8,a12=10,c12=10,d12=10,f12=10,h12=10";
    let text = format!("[Variant \"Victoria\"]\n[SetUp \"1\"]\n[FEN \"{start}\"]\n\n1. e2e4 d11d10 2. h1h12 *\n");
    match import(&text) {
        Err(ImportError::Move { game: 1, ply: 3, text, rule: Some(rule), .. }) => {
            assert_eq!(text, "h1h12");
            assert!(rule.starts_with('R'), "{rule}");
        }
        other => panic!("expected a refused move, got {other:?}"),
    }
    // The command line writes nothing.
    let dir = victoria_testkit::temp_dir("import-bad");
    let pgn_file = dir.join("bad.pgn");
    std::fs::write(&pgn_file, &text).unwrap();
    let out = dir.join("out.json");
    let (status, _, err) =
        victoria_testkit::cli::run(&["import", pgn_file.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(status, 1, "{err}");
    assert!(err.contains("ply 3") && err.contains("h1h12") && err.contains("nothing was written"), "{err}");
    assert!(!out.exists());
}

#[test]
fn several_games_become_a_folder_of_records() {
    let (_, a) = &samples()[0];
    let (_, b) = &samples()[1];
    let text = format!("{}\n{}", pgn::private(a), pgn::private(b));
    let root = victoria_testkit::temp_dir("import-many");
    let dir = root.join("games");
    let pgn_file = root.join("many.pgn");
    std::fs::write(&pgn_file, &text).unwrap();
    let (status, _, err) =
        victoria_testkit::cli::run(&["import", pgn_file.to_str().unwrap(), "-o", dir.to_str().unwrap()]);
    assert_eq!(status, 0, "{err}");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert_eq!(files.len(), 2);
    for (f, orig) in files.iter().zip([a, b]) {
        let back = victoria_club::scan::load_record(f).unwrap();
        same_game(orig, &back, &f.display().to_string());
    }
}

#[test]
fn broken_pgn_names_the_line() {
    let e = import("[Event \"x\"]\n[White \"A]\n1. e4 *").unwrap_err();
    assert!(e.to_string().contains("line 2"), "{e}");
    let e = import("[Variant \"Xiangqi\"]\n1. e4 *").unwrap_err();
    assert!(matches!(e, ImportError::Tag { .. }), "{e}");
}

/// Every refusal of an import is a fact (issue 10): the tag and what is wrong with it, the
/// desk's own refusal of a move or a result, the score the moves or the ruling give against the
/// result token; each is worded in both languages without a Fluent error.
#[test]
fn refusals_are_facts_worded_in_both_languages() {
    use victoria_club::i18n::{Words, take_errors};
    use victoria_record::TagFault;
    use victoria_record::recorder::RecorderError;
    let refused = |text: &str| import(text).unwrap_err();
    let variant = refused("[Variant \"Xiangqi\"]\n\n1. e4 *\n");
    assert!(
        matches!(&variant, ImportError::Tag { game: 1, tag, why: TagFault::Variant(v) } if tag == "Variant" && v == "xiangqi"),
        "{variant:?}"
    );
    assert_eq!(
        variant.to_string(),
        "game 1: the tag [Variant] cannot be used: “xiangqi”: use Victoria, Synthesis or Standard"
    );
    let option = refused("[Variant \"Standard\"]\n[VictoriaOptions \"no_such_option=on\"]\n\n1. e4 *\n");
    assert!(
        matches!(&option, ImportError::Tag { tag, why: TagFault::Option(_), .. } if tag == "VictoriaOptions"),
        "{option:?}"
    );
    let fen = refused("[Variant \"Standard\"]\n[SetUp \"1\"]\n[FEN \"this is no position\"]\n\n1. e4 *\n");
    assert!(matches!(&fen, ImportError::Tag { tag, why: TagFault::Position(_), .. } if tag == "FEN"), "{fen:?}");
    let synthesis =
        refused("[Variant \"Synthesis\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. e4 *\n");
    assert!(matches!(&synthesis, ImportError::Tag { why: TagFault::SynthesisSetup, .. }), "{synthesis:?}");
    assert!(synthesis.to_string().contains("a Synthesis game starts from the standard setup (S2)"), "{synthesis}");
    let mate = refused("[Variant \"Standard\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n");
    assert!(
        matches!(&mate, ImportError::ScoreMismatch { game: 1, moves_give: "0-1", pgn_says } if pgn_says == "1-0"),
        "{mate:?}"
    );
    assert_eq!(mate.to_string(), "game 1: the result cannot be recorded: the moves end in 0-1 but the PGN says 1-0");
    let mv = refused("[Variant \"Standard\"]\n\n1. e4 e5 2. Ke3 *\n");
    assert!(
        matches!(&mv, ImportError::Move { ply: 3, error, .. } if matches!(**error, RecorderError::Illegal { .. })),
        "{mv:?}"
    );
    let count = refused("[Variant \"Synthesis\"]\n[VictoriaGround \"count_agreed\"]\n\n1. e4 e5 1/2-1/2\n");
    assert!(matches!(&count, ImportError::Result { game: 1, .. }), "{count:?}");
    let ruling = ImportError::RulingMismatch { game: 2, ruling_gives: "1/2-1/2", pgn_says: "1-0".into() };
    assert_eq!(
        ruling.to_string(),
        "game 2: the result cannot be recorded: the ruling gives 1/2-1/2 but the PGN says 1-0"
    );
    take_errors();
    for e in [&variant, &option, &fen, &synthesis, &mate, &mv, &count, &ruling] {
        let (en, ru) = (e.words(Lang::En), e.words(Lang::Ru));
        assert_eq!(en, e.to_string());
        assert_ne!(en, ru, "{e:?}");
        assert!(ru.starts_with("партия "), "{e:?}: {ru}");
        assert!(!ru.contains(" the ") && !ru.contains("-id"), "{e:?}: English or an id in Russian: {ru}");
    }
    let errors = take_errors();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(mate.words(Lang::Ru), "партия 1: итог нельзя записать: ходы приводят к итогу 0-1, а в PGN указано 1-0");
}

#[test]
fn a_forfeit_without_the_arbiters_words_gets_them_in_the_importers_language() {
    let start = "rnbqkbnr4/pppppppp4/4x7/1x7x2/12/12/12/6X5/2X9/9X2/4PPPPPPPP/4RNBQKBNR w e1,l1,a12,h12 - 0 1 reserve:e1=10,g1=9,h1=14,j1=9,l1=8,a12=10,c12=10,d12=10,f12=10,h12=10";
    let text = format!(
        "[Variant \"Victoria\"]\n[SetUp \"1\"]\n[FEN \"{start}\"]\n[Result \"1-0\"]\n[VictoriaGround \"forfeit\"]\n\n1. e2e4 d11d10 1-0\n"
    );
    for (lang, words) in
        [(Lang::Ru, "итог, как он указан в импортированном PGN"), (Lang::En, "result as given in the imported PGN")]
    {
        let recs = victoria_record::import_in(&text, lang).unwrap();
        let result = recs[0].result.as_ref().expect("the forfeit is recorded");
        assert_eq!(result.winner, Some(victoria_rules::Color::White));
        assert_eq!(result.reason, words, "{lang:?}");
        assert!(check(&recs[0]).is_ok());
    }
}
