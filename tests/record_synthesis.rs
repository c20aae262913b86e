//! Synthesis records (issue 7, point 3): a desk created with the Synthesis rules goes straight
//! to recording from the standard setup, reads every notation the Victoria parser accepts,
//! logs illegal moves with their S-ruling and penalty, stores the events of S32, takes results
//! from the Synthesis engine, and `check` and the PGN export accept the record.

use victoria_arbiter::record::{Declared, Desk, DeskError, EventInfo, GameRecord, check, pgn, samples, synth};
use victoria_arbiter::rules::synthesis::{Outcome, Regime};
use victoria_arbiter::rules::{Color, Options, Rules, Ruleset};

fn rules() -> Rules {
    Rules { ruleset: Ruleset::Synthesis, options: Options::default() }
}

fn desk() -> Desk {
    Desk::in_memory(GameRecord::new(EventInfo::default(), rules())).unwrap()
}

#[test]
fn a_synthesis_record_starts_at_once_from_the_standard_setup() {
    let dir = std::env::temp_dir().join(format!("victoria-synthesis-record-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("s.json");
    let mut d = Desk::create(&path, EventInfo::default(), rules()).unwrap();
    assert!(d.is_synthesis() && d.is_started());
    assert_eq!(d.record().width, 8);
    assert_eq!(
        d.record().start_vfen.as_deref(),
        Some(victoria_arbiter::rules::synthesis::Position::start(Options::default()).to_fen().as_str())
    );
    // No schemes, no bastions, no second start.
    assert!(d.draw_lot(Color::White).unwrap_err().to_string().contains("no bastions"));
    assert!(d.reveal().unwrap_err().to_string().contains("no sealed schemes"));
    assert!(d.start().is_err());
    d.record_move("e4").unwrap();
    drop(d);
    let d = Desk::open(&path).unwrap();
    assert_eq!(d.record().moves.len(), 1);
    assert_eq!(d.synthesis().unwrap().moves().len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_notation_is_read_against_the_synthesis_moves() {
    let mut d = desk();
    for (text, uci) in [
        ("e2e4", "e2e4"),
        ("E7-E5", "e7e5"),
        ("Nf3", "g1f3"),
        ("Кb8-c6", "b8c6"),
        ("сf1-c4", "f1c4"),
        ("ng8f6", "g8f6"),
        ("0-0", "e1g1"),
    ] {
        let r = d.record_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(r.entry.uci, uci, "{text}");
        assert_eq!(r.entry.announced, text);
        assert!(r.entry.reserve_left.is_none());
    }
    assert_eq!(d.record().moves[6].san, "O-O");
    assert_eq!(d.record().moves[6].events, vec!["castle".to_string()]);
}

#[test]
fn an_illegal_move_is_logged_with_its_s_ruling_and_penalty() {
    let mut d = desk();
    for m in ["e4", "d5"] {
        d.record_move(m).unwrap();
    }
    // A pawn capture is mandatory while White's queen is at home (S8).
    let err = d.record_move("Nf3").unwrap_err();
    let DeskError::Illegal { rule, reason, attempt, .. } = err else { panic!("{err:?}") };
    assert_eq!(rule, "S8");
    assert!(reason.contains("e4xd5") || reason.contains("exd5"), "{reason}");
    let a = attempt.unwrap();
    assert_eq!(a.penalty, "warn: logged");
    assert_eq!(d.record().illegal_attempts.len(), 1);
    assert_eq!(d.record().illegal_attempts[0].rule, "S8");
    d.record_move("exd5").unwrap();
    assert!(check(d.record()).is_ok(), "{:?}", check(d.record()).problems);
}

#[test]
fn regimes_events_take_back_and_declared_results() {
    let mut d = desk();
    for m in ["e4", "e5", "Qh5", "Nc6"] {
        d.record_move(m).unwrap();
    }
    assert!(d.record().moves[2].events.iter().any(|e| e.contains("regime")), "{:?}", d.record().moves[2].events);
    assert_eq!(d.synthesis().unwrap().position().regime(Color::White), Regime::B);
    let changes = synth::regime_changes(d.record());
    assert_eq!(changes.len(), 1);
    assert_eq!((changes[0].ply, changes[0].color, changes[0].regime), (3, Color::White, Regime::B));
    d.take_back(2, "the queen move was announced wrongly").unwrap();
    assert_eq!(d.synthesis().unwrap().position().regime(Color::White), Regime::A);
    assert!(d.declare(Declared::CountAgreed, "").unwrap_err().to_string().contains("no point count"));
    assert!(d.accept_outcome().is_err());
    let res = d.declare(Declared::Resignation { loser: Color::Black }, "").unwrap();
    assert_eq!((res.outcome.as_str(), res.score()), ("resignation", "1-0"));
    assert!(check(d.record()).is_ok(), "{:?}", check(d.record()).problems);
}

#[test]
fn the_sample_goes_through_regimes_a_b_c_and_a_king_capture_with_its_reply() {
    let d = samples::synthesis_king_capture().unwrap();
    let r = d.record();
    let report = check(r);
    assert!(report.is_ok(), "{:?}", report.problems);
    assert!(matches!(report.synthesis, Some(Outcome::KingCaptured { both: true, .. })));
    let changes = synth::regime_changes(r);
    let white: Vec<Regime> = changes.iter().filter(|c| c.color == Color::White).map(|c| c.regime).collect();
    assert!(white.starts_with(&[Regime::B, Regime::C]), "{changes:?}");
    let kings = r.moves.iter().filter(|m| m.events.iter().any(|e| e.starts_with("king_captured"))).count();
    assert_eq!(kings, 2, "a king capture and the reply that captures back");
    let res = r.result.as_ref().unwrap();
    assert_eq!(res.outcome, "king_captured");
    assert_eq!(res.winner, Some(r.moves.last().unwrap().color), "the last capture wins (S27)");
    let text = pgn::public(r);
    assert!(text.contains("[Variant \"Synthesis\"]"), "{text}");
    assert!(text.contains("[SynthesisOptions \"self_check=counter castling_synthesis=off\"]"), "{text}");
    // A tampered event is caught.
    let mut bad = r.clone();
    bad.moves[2].events.clear();
    assert!(!check(&bad).is_ok());
}
