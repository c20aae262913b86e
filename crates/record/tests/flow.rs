//! The arbiter's whole workflow through the desk: seal, reveal, lots, start, moves in every
//! notation, an illegal attempt, an ambiguity, a take-back, the ledger, a result, the exports
//! and `check` on the outcome.

use victoria_record::{Declared, Recorder, RecorderError, check, pgn};
use victoria_record::{EventInfo, GameRecord};
use victoria_rules::{Color, Options, Role};

pub const WHITE: &str = "Rc1=10 Nd1 Be1=10 Qf1=10 Kg1 Bh1=10 Ni1 Rj1=10 c2 d2 e2 f2 g2 h2 i2 j2 Xc4 Xf5 Xi6";
pub const BLACK: &str =
    "Rc12=12 Nd12 Be12=8 Qf12=10 Kg12 Bh12=10 Ni12 Rj12=10 c11 d11 e11 f11 g11 h11 i11 j11 Xd9 Xg8 Xj7";

fn started(options: Options) -> Recorder {
    let d = Recorder::in_memory(GameRecord::victoria(EventInfo::default(), options)).unwrap();
    let mut d = crate::support::revealed(d, WHITE, BLACK);
    assert_eq!(d.start().unwrap(), Color::White);
    d
}

#[test]
fn moves_in_every_notation_are_recorded() {
    let mut d = started(Options::default());
    for (text, san) in [
        ("e2e4", "e4"),
        ("e11-e9", "e9"),
        ("Ni1-h3", "Nh3"),
        ("Кi12h10", "Nh10"),
        ("d2-d3", "d3"),
        ("Фf12-e11", "Qe11"),
    ] {
        let r = d.record_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(r.entry.san, san, "{text}");
    }
    let rec = d.record();
    assert_eq!(rec.moves[5].reserve_spent, Some(1));
    assert_eq!(rec.moves[5].reserve_left, Some(9));
    let report = check(rec);
    assert!(report.is_ok(), "{:?}", report.problems);
    let public = pgn::public(rec);
    assert!(public.contains("[Variant \"Victoria\"]") && public.contains("[SetUp \"1\"]"), "{public}");
    assert!(!public.contains("[%reserve") && !public.contains("reserve:"), "{public}");
    let private = pgn::private(rec);
    assert!(private.contains("[%reserve e11=9]"), "{private}");
    let ledger = d.reserve_ledger(Color::Black);
    let q = ledger.iter().find(|l| l.role == Role::Queen).unwrap();
    assert_eq!((q.initial, q.spent, q.remaining, q.square.as_str()), (10, 1, 9, "e11"));
}

#[test]
fn illegal_and_ambiguous_entries() {
    let mut o = Options::default();
    o.set_pair("illegal_move_penalty=fide").unwrap();
    let mut d = started(o);
    let e = d.record_move("Qf1-f9").unwrap_err();
    match &e {
        RecorderError::Illegal { ruling, attempt: None, .. } => assert!(ruling.rule().starts_with('R'), "{e}"),
        other => panic!("{other}"),
    }
    // Logged once the arbiter confirms the player completed it (R29).
    let a = d.confirm_illegal().unwrap().attempt;
    let said = victoria_record::i18n::record::penalty(victoria_words::Lang::En, a.penalty, a.color);
    assert!(said.contains("2 extra minutes") && said.contains("7.5.3"), "{said}");
    assert_eq!(d.record().illegal_attempts.len(), 1);
    assert!(d.record().moves.is_empty());
    let e = d.record_move("Zz").unwrap_err();
    assert!(e.to_string().contains("is not a move"), "{e}");
    assert_eq!(d.record().illegal_attempts.len(), 1);
    let e = d.record_move("Rc1c0").unwrap_err();
    eprintln!("{e}");
    // Second illegal move with FIDE penalty.
    let e = d.record_move("Kg1-g3").unwrap_err();
    assert!(matches!(e, RecorderError::Illegal { .. }), "{e}");
    assert!(d.confirm_illegal().unwrap().penalty.offers_loss());
    d.record_move("e4").unwrap();
    d.record_move("e9").unwrap();
    d.take_back(1, "wrong pawn").unwrap();
    assert_eq!(d.record().moves.len(), 1);
    assert_eq!(d.record().corrections[0].plies[0].san, "e9");
    let e = d.record_move("d9").unwrap_err().to_string();
    assert!(e.contains("the pawn on d11 cannot go to d9") && e.contains("(R9)") && !e.contains("c11"), "{e}");
    d.record_move("c9").unwrap();
    let r = d.declare(Declared::Resignation { loser: Color::Black }, "").unwrap();
    assert_eq!(r.score(), "1-0");
    let report = check(d.record());
    assert!(report.is_ok(), "{:?}", report.problems);
    assert!(matches!(d.record_move("d4"), Err(RecorderError::Finished { .. })));
}

#[test]
fn after_a_mate_no_move_is_taken_and_the_result_is_offered() {
    let path = victoria_testkit::repo().join("sample_games/01_mate.json");
    let mut r = victoria_record::store::load(&path).unwrap();
    let expected = r.result.take().unwrap();
    r.signatures = Default::default();
    let mut d = Recorder::in_memory(r).unwrap();
    assert!(matches!(d.outcome(), victoria_rules::Outcome::Checkmate { .. }));
    let e = d.record_move("a1a2").unwrap_err();
    assert!(matches!(e, RecorderError::Ended(..)), "{e}");
    assert!(e.to_string().contains("checkmate"), "{e}");
    assert!(d.record().illegal_attempts.is_empty(), "no illegal attempt is logged after the end");
    let res = d.accept_outcome().unwrap();
    assert_eq!((res.outcome, res.winner), (expected.outcome, expected.winner));
}

#[test]
fn a_scheme_file_seals_like_typed_text() {
    let dir = crate::support::temp_dir("scheme");
    let file = dir.join("white.txt");
    std::fs::write(&file, format!("# White's scheme, round 3\nwhite:\n{}\n", WHITE.replace(' ', "\n"))).unwrap();
    let mut d = Recorder::in_memory(GameRecord::victoria(EventInfo::default(), Options::default())).unwrap();
    let code = d.seal_file(Color::White, &file).unwrap();
    assert_eq!(code.len(), 9);
    let e = d.seal_file(Color::Black, &dir.join("missing.txt")).unwrap_err().to_string();
    assert!(e.contains("cannot read the scheme file"), "{e}");
    d.seal_text(Color::Black, BLACK).unwrap();
    d.reveal().unwrap();
    let mut typed = Recorder::in_memory(GameRecord::victoria(EventInfo::default(), Options::default())).unwrap();
    typed.seal_text(Color::White, WHITE).unwrap();
    typed.seal_text(Color::Black, BLACK).unwrap();
    typed.reveal().unwrap();
    let a = d.record().revealed(Color::White).unwrap();
    let b = typed.record().revealed(Color::White).unwrap();
    assert_eq!((&a.pieces, &a.bastions, &a.reserves), (&b.pieces, &b.bastions, &b.reserves));
    let _ = std::fs::remove_dir_all(&dir);
}
