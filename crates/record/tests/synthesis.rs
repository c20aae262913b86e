//! Synthesis records (issue 7, point 3): a desk created with the Synthesis rules goes straight
//! to recording from the standard setup, reads every notation the Victoria parser accepts,
//! logs illegal moves with their S-ruling and penalty, stores the events of S32, takes results
//! from the Synthesis engine, and `check` and the PGN export accept the record.

use victoria_record::i18n::Words;
use victoria_record::{
    Declared, EntryRuling, EventInfo, GameRecord, Recorder, RecorderError, check, pgn, regime_changes, samples,
};
use victoria_rules::synthesis::{Outcome, Regime};
use victoria_rules::{Color, Options, Role, Rule, Rules, Ruleset};
use victoria_words::Lang;

fn rules() -> Rules {
    Rules { ruleset: Ruleset::Synthesis, options: Options::default() }
}

fn desk() -> Recorder {
    Recorder::in_memory(GameRecord::new(EventInfo::default(), rules())).unwrap()
}

#[test]
fn a_synthesis_record_starts_at_once_from_the_standard_setup() {
    let dir = crate::support::temp_dir("synthesis-record");
    let path = dir.join("s.json");
    let mut d = Recorder::create(&path, EventInfo::default(), rules()).unwrap();
    assert!(d.is_synthesis() && d.is_started());
    assert_eq!(d.record().width, 8);
    assert_eq!(
        d.record().start_vfen.as_deref(),
        Some(victoria_rules::synthesis::Position::start(Options::default()).to_fen().as_str())
    );
    // No schemes, no bastions, no second start.
    assert!(d.draw_lot(Color::White).unwrap_err().to_string().contains("no bastions"));
    assert!(d.reveal().unwrap_err().to_string().contains("no sealed schemes"));
    assert!(d.start().is_err());
    d.record_move("e4").unwrap();
    drop(d);
    let d = Recorder::open(&path).unwrap();
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
    assert_eq!(d.record().moves[6].events, vec![victoria_record::MoveEvent::Castle]);
}

#[test]
fn an_illegal_move_is_logged_with_its_s_ruling_and_penalty() {
    let mut d = desk();
    for m in ["e4", "d5"] {
        d.record_move(m).unwrap();
    }
    // A pawn capture is mandatory while White's queen is at home (S8).
    let err = d.record_move("Nf3").unwrap_err();
    let RecorderError::Illegal { ruling, attempt, .. } = err else { panic!("{err:?}") };
    let (rule, reason) = (ruling.rule(), ruling.words(Lang::En));
    assert_eq!(rule, "S8");
    assert!(reason.contains("e4xd5") || reason.contains("exd5"), "{reason}");
    assert!(attempt.is_none(), "logged only when the arbiter confirms it was completed (R29)");
    let a = d.confirm_illegal().unwrap().attempt;
    assert_eq!(a.penalty, victoria_record::PenaltyKind::Logged);
    assert_eq!(d.record().illegal_attempts.len(), 1);
    assert_eq!(d.record().illegal_attempts[0].ruling.rule(), "S8");
    d.record_move("exd5").unwrap();
    assert!(check(d.record()).is_ok(), "{:?}", check(d.record()).problems);
}

#[test]
fn regimes_events_take_back_and_declared_results() {
    let mut d = desk();
    for m in ["e4", "e5", "Qh5", "Nc6"] {
        d.record_move(m).unwrap();
    }
    assert!(
        d.record().moves[2].events.iter().any(|e| matches!(e, victoria_record::MoveEvent::Regime { .. })),
        "{:?}",
        d.record().moves[2].events
    );
    assert_eq!(d.synthesis().unwrap().position().regime(Color::White), Regime::B);
    let changes = regime_changes(d.record());
    assert_eq!(changes.len(), 1);
    assert_eq!((changes[0].ply, changes[0].color, changes[0].regime), (3, Color::White, Regime::B));
    d.take_back(2, "the queen move was announced wrongly").unwrap();
    assert_eq!(d.synthesis().unwrap().position().regime(Color::White), Regime::A);
    assert!(d.declare(Declared::CountAgreed, "").unwrap_err().to_string().contains("no point count"));
    assert!(d.accept_outcome().is_err());
    let res = d.declare(Declared::Resignation { loser: Color::Black }, "").unwrap();
    assert_eq!((res.outcome.key(), res.score()), ("resignation", "1-0"));
    assert!(check(d.record()).is_ok(), "{:?}", check(d.record()).problems);
}

#[test]
fn the_sample_goes_through_regimes_a_b_c_and_a_king_capture_with_its_reply() {
    let d = samples::synthesis_king_capture().unwrap();
    let r = d.record();
    let report = check(r);
    assert!(report.is_ok(), "{:?}", report.problems);
    assert!(matches!(report.synthesis, Some(Outcome::KingCaptured { both: true, .. })));
    let changes = regime_changes(r);
    let white: Vec<Regime> = changes.iter().filter(|c| c.color == Color::White).map(|c| c.regime).collect();
    assert!(white.starts_with(&[Regime::B, Regime::C]), "{changes:?}");
    let kings = r.moves.iter().filter(|m| m.events.contains(&victoria_record::MoveEvent::KingCaptured)).count();
    assert_eq!(kings, 2, "a king capture and the reply that captures back");
    let res = r.result.as_ref().unwrap();
    assert_eq!(res.outcome, victoria_record::ResultKind::KingCaptured);
    assert_eq!(res.winner, Some(r.moves.last().unwrap().color), "the last capture wins (S27)");
    let text = pgn::public(r);
    assert!(text.contains("[Variant \"Synthesis\"]"), "{text}");
    assert!(text.contains("[SynthesisOptions \"self_check=counter castling_synthesis=off\"]"), "{text}");
    // A tampered event is caught.
    let mut bad = r.clone();
    bad.moves[2].events.clear();
    assert!(!check(&bad).is_ok());
}

#[test]
fn the_one_checker_finds_in_a_synthesis_record_what_it_finds_in_victoria_s() {
    let r = samples::synthesis_king_capture().unwrap().record().clone();
    let problems = |bad: &GameRecord| -> Vec<String> { check(bad).problems.iter().map(|p| p.to_string()).collect() };
    let has = |v: &[String], s: &str| v.iter().any(|p| p.contains(s));

    let mut bad = r.clone();
    bad.moves[4].san = "Qf7".into();
    let p = problems(&bad);
    assert!(has(&p, "move 3. White: its SAN is recorded as “Qf7”, the engine writes “Qxf7+”"), "{p:?}");

    let mut bad = r.clone();
    bad.moves[0].reserve_left = Some(3);
    assert!(has(&problems(&bad), "it carries reserve figures, but Synthesis has no reserves"));

    let mut bad = r.clone();
    bad.moves[1].announced = "d5".into();
    assert!(has(&problems(&bad), "“d5” was announced, which names d7d5, not e7e5"), "{:?}", problems(&bad));

    let mut bad = r.clone();
    bad.result.as_mut().unwrap().winner = Some(Color::White);
    let p = problems(&bad);
    assert!(
        has(&p, "result: it says king_captured (1-0), but the engine finds: Black wins") && has(&p, "(S27)"),
        "{p:?}"
    );

    let mut bad = r.clone();
    bad.result.as_mut().unwrap().final_vfen = r.start_vfen.clone();
    assert!(has(&problems(&bad), "is not the position after the last move"));

    // Checked now as in Victoria: a correction without its reason.
    let mut bad = r.clone();
    bad.corrections.push(victoria_record::Correction { time: r.moves[0].time, plies: Vec::new(), reason: " ".into() });
    assert!(has(&problems(&bad), "gives no reason (R30)"), "{:?}", problems(&bad));

    // Nothing can be played once both kings are gone (S27).
    let mut bad = r.clone();
    let mut extra = r.moves[0].clone();
    extra.ply = 73;
    extra.color = Color::White;
    extra.uci = "d4d5".into();
    bad.moves.push(extra);
    let p = problems(&bad);
    assert!(has(&p, "d4d5 is illegal") && has(&p, "the replay stops here"), "{p:?}");
    assert!(check(&r).is_ok());
}

#[test]
fn the_desk_gives_each_game_its_own_verdict_through_one_game_type() {
    use victoria_rules::{AnyOutcome, Outcome as VOutcome};
    let sample = samples::synthesis_king_capture().unwrap();
    let mut d = desk();
    let last = sample.record().moves.len();
    for (i, m) in sample.record().moves.iter().enumerate() {
        let rec = d.record_uci(&m.uci).unwrap();
        assert_eq!(rec.entry.san, m.san);
        assert_eq!(rec.outcome, VOutcome::Ongoing, "the Victoria view stays empty in Synthesis");
        if i + 1 < last {
            assert!(!rec.verdict.is_over(), "ply {}: {:?}", i + 1, rec.verdict);
        }
    }
    let end = Outcome::KingCaptured { winner: Color::Black, both: true };
    assert_eq!(d.verdict(), AnyOutcome::Synthesis(end));
    assert_eq!(d.synthesis_outcome(), end);
    assert!(d.any_game().unwrap().is_synthesis() && d.game().is_none() && d.position().is_none());
    assert_eq!(d.any_game().unwrap().fen(), d.synthesis().unwrap().position().to_fen());
    // No move after the end: the arbiter records the result.
    let e = d.record_move("a4").unwrap_err();
    assert!(
        matches!(&e, RecorderError::Ended(why, _) if why.words(Lang::En).contains("(S27)") && why.words(Lang::Ru).contains("(S27)")),
        "{e}"
    );
    assert_eq!(d.preview_move("a4").unwrap_err().to_string(), e.to_string());
    let res = d.accept_outcome().unwrap();
    assert_eq!(
        (res.outcome.key(), res.score(), res.ground.map(|g| g.key())),
        ("king_captured", "0-1", Some("both_kings"))
    );

    // A Victoria game through the same desk: its verdict is Victoria's.
    let v = samples::mate().unwrap();
    assert!(matches!(v.verdict(), AnyOutcome::Victoria(VOutcome::Checkmate { .. })));
    assert!(v.any_game().unwrap().victoria().is_some() && v.synthesis().is_none());
}

#[test]
fn a_text_no_piece_can_play_is_refused_under_s31_and_a_blocked_one_under_its_own_ruling() {
    let mut d = desk();
    // The piece the text means is found and its own ruling given.
    let e = d.record_move("Qd5").unwrap_err();
    let RecorderError::Illegal { ruling, .. } = e else { panic!("{e:?}") };
    assert_eq!(
        (ruling.rule(), ruling.words(Lang::En).as_str()),
        ("S7", "the queen on d1 cannot pass the pawn on d2 on its way to d5 (S7)")
    );
    // No piece of the kind: S31 (R29 in Victoria).
    let mut r = GameRecord::new(EventInfo::default(), rules());
    r.start_vfen = Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1".into());
    let mut d = Recorder::in_memory(r).unwrap();
    let e = d.record_move("Qd5").unwrap_err();
    let RecorderError::Illegal { ruling, .. } = e else { panic!("{e:?}") };
    assert_eq!(
        (ruling.rule(), ruling.words(Lang::En).as_str()),
        ("S31", "White has no queen that can play “Qd5” (S31)")
    );
    assert_eq!(
        ruling,
        EntryRuling::NoSuchMove { rule: Rule::S31, color: Color::White, role: Some(Role::Queen), text: "Qd5".into() },
        "a text that names no move is its own fact"
    );
    assert_eq!(
        ruling.words(Lang::Ru),
        "ни один ферзь белых не может сыграть «Фd5» (S31)",
        "the Russian agrees with the piece, and names the move in its own letters (one script per move)"
    );
    assert_eq!(d.confirm_illegal().unwrap().attempt.ruling.rule(), "S31");
    // A promotion by its SAN works from the composed start too.
    assert_eq!(d.record_move("a8=N").unwrap().entry.uci, "a7a8n");
    assert!(check(d.record()).is_ok(), "{:?}", check(d.record()).problems);
}
