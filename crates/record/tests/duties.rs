//! The arbiter's duties through the desk (issue 11): a refused entry waits until the arbiter
//! says the player completed it (R29) or discards it as a slip; a click is never an attempt; a
//! logged attempt can be withdrawn; FIDE 7.5.3's two minutes and 7.5.5's loss; the clocks
//! (R33) switching with the moves, stopped, set and flagged, journaled and reopened; the live
//! PGN resumed; `check` accepting all of it.

use victoria_record::recorder::{DutyError, ManualClock};
use victoria_record::time_control::{ClockChange, Preset, TimeControl};
use victoria_record::{EventInfo, GameRecord, Time};
use victoria_record::{LossGround, Penalty, Sanction};
use victoria_record::{Recorder, RecorderError, check, pgn};
use victoria_rules::{Color, Options};

use super::flow::{BLACK, WHITE};

const MIN: i64 = 60_000;

fn t0() -> Time {
    chrono::DateTime::parse_from_rfc3339("2026-12-01T15:00:00+03:00").unwrap()
}

fn options(penalty: &str) -> Options {
    let mut o = Options::default();
    o.set_pair(&format!("illegal_move_penalty={penalty}")).unwrap();
    o
}

/// A started Victoria game on a hand-set clock, with the time control `tc`.
fn started(o: Options, tc: Option<TimeControl>) -> (Recorder, ManualClock) {
    let clock = ManualClock::new(t0());
    let mut d = Recorder::in_memory(GameRecord::victoria(EventInfo::default(), o)).unwrap().with_clock(clock.clone());
    d.set_time_control(tc).unwrap();
    d.seal_text(Color::White, WHITE).unwrap();
    d.seal_text(Color::Black, BLACK).unwrap();
    d.reveal().unwrap();
    assert_eq!(d.start().unwrap(), Color::White);
    (d, clock)
}

fn assert_checks(d: &Recorder) {
    let report = check(d.record());
    assert!(report.is_ok(), "{:?}", report.problems);
}

#[test]
fn a_refused_entry_waits_and_another_entry_discards_it_as_a_slip() {
    let (mut d, _) = started(options("fide"), None);
    let e = d.record_move("Qf1-f9").unwrap_err();
    assert!(matches!(e, RecorderError::Illegal { attempt: None, .. }), "{e}");
    let p = d.pending().expect("the refused entry waits").clone();
    assert_eq!((p.color, p.ply, p.announced.as_str()), (Color::White, 1, "Qf1-f9"));
    assert!(d.record().illegal_attempts.is_empty(), "nothing is logged before the arbiter's word");
    // The arbiter types the right move: the slip is discarded, journaled, never an attempt.
    d.record_move("e2e4").unwrap();
    assert!(d.pending().is_none());
    assert!(d.record().illegal_attempts.is_empty());
    assert_eq!(d.record().discarded.len(), 1);
    assert_eq!(d.record().discarded[0].announced, "Qf1-f9");
    let private = pgn::private(d.record());
    assert!(!private.contains("Qf1-f9") && !private.contains("illegal attempt"), "{private}");
    let sheet = victoria_sheet::from_record::sheet_data(d.record(), victoria_words::Lang::En);
    assert!(sheet.illegal.is_empty() && sheet.corrections.is_empty());
    // Esc: discarded on its own.
    let _ = d.record_move("Qf12-f3").unwrap_err();
    let slip = d.discard_pending().unwrap().unwrap();
    assert_eq!((slip.color, slip.ply), (Color::Black, 2));
    assert_eq!(d.discard_pending().unwrap(), None);
    assert_eq!(d.record().discarded.len(), 2);
    assert!(matches!(d.confirm_illegal(), Err(RecorderError::Duty(DutyError::NoPendingEntry))));
    assert_checks(&d);
}

#[test]
fn a_click_that_makes_no_legal_move_is_never_an_attempt() {
    let (mut d, _) = started(options("fide"), None);
    let e = d.record_uci("f1f9").unwrap_err();
    assert!(matches!(e, RecorderError::Illegal { .. }), "{e}");
    assert!(d.pending().is_none());
    assert!(d.record().illegal_attempts.is_empty() && d.record().discarded.is_empty());
    d.record_uci("e2e4").unwrap();
}

#[test]
fn a_completed_illegal_move_gives_two_minutes_and_the_second_offers_the_loss() {
    let (mut d, clock) = started(options("fide"), Some(Preset::Rapid.control()));
    d.start_clocks().unwrap();
    clock.advance(20);
    let _ = d.record_move("Qf1-f9").unwrap_err();
    let c = d.confirm_illegal().unwrap();
    assert_eq!(c.penalty, Penalty::TwoMinutes { to: Color::Black });
    assert_eq!(c.bonus, Some((Color::Black, 2 * MIN)));
    assert_eq!(c.attempt.penalty, victoria_record::PenaltyKind::OpponentTwoMinutes);
    let r = d.clock_readings().unwrap();
    assert_eq!((r.white, r.black), (15 * MIN - 20_000, 17 * MIN));
    let last = d.record().clock_log.last().unwrap();
    assert!(matches!(last.change, ClockChange::Bonus { side: Color::Black, ms: 120_000, .. }), "{last:?}");
    assert_eq!(d.record().illegal_attempts.len(), 1);
    // A loss by illegal moves needs the second one.
    assert!(matches!(
        d.rule_loss(LossGround::IllegalMoves, Color::White, true),
        Err(RecorderError::Duty(DutyError::NotSecondIllegal(Color::White)))
    ));
    let _ = d.record_move("Kg1-g3").unwrap_err();
    let c = d.confirm_illegal().unwrap();
    assert_eq!(c.penalty, Penalty::SecondLoses { offender: Color::White });
    assert!(c.penalty.offers_loss() && c.bonus.is_none());
    assert_eq!(d.sanction(Color::White, true), Sanction::Loss { loser: Color::White });
    let res = d.rule_loss(LossGround::IllegalMoves, Color::White, true).unwrap();
    assert_eq!(
        (res.outcome.key(), res.winner, res.ground.map_or("", |g| g.key())),
        ("loss", Some(Color::Black), "illegal_moves")
    );
    assert_checks(&d);
    let sheet = victoria_sheet::from_record::sheet_data(d.record(), victoria_words::Lang::En);
    let words = format!("{:?}", sheet.result);
    assert!(words.contains("second completed illegal move by White"), "{words}");
}

#[test]
fn when_the_opponent_cannot_mate_the_loss_becomes_the_count() {
    let (mut d, _) = started(options("fide"), None);
    for text in ["Qf1-f9", "Kg1-g3"] {
        let _ = d.record_move(text).unwrap_err();
        d.confirm_illegal().unwrap();
    }
    assert_eq!(d.sanction(Color::White, false), Sanction::Count);
    let res = d.rule_loss(LossGround::IllegalMoves, Color::White, false).unwrap();
    assert_eq!(res.outcome, victoria_record::ResultKind::Points);
    assert_eq!(res.ground, Some(victoria_record::Ground::IllegalMoves));
    assert_eq!(
        (res.points_white, res.points_black),
        (Some(d.game().unwrap().position().points()[0]), res.points_black)
    );
    assert_checks(&d);
}

#[test]
fn a_withdrawn_attempt_is_a_correction_and_stops_counting() {
    let (mut d, _) = started(options("fide"), None);
    let _ = d.record_move("Qf1-f9").unwrap_err();
    d.confirm_illegal().unwrap();
    assert!(matches!(d.withdraw_illegal(1, "  "), Err(RecorderError::Duty(DutyError::WithdrawalNeedsReason))));
    assert!(matches!(d.withdraw_illegal(2, "x"), Err(RecorderError::Duty(DutyError::NoSuchAttempt(2)))));
    d.withdraw_illegal(1, "the arbiter misheard: the queen was not touched").unwrap();
    assert!(matches!(d.withdraw_illegal(1, "again"), Err(RecorderError::Duty(DutyError::AlreadyWithdrawn(1)))));
    assert_eq!(d.counted_illegal(Color::White), 0);
    // The next completed illegal move is the first that counts again.
    let _ = d.record_move("Kg1-g3").unwrap_err();
    assert_eq!(d.confirm_illegal().unwrap().penalty, Penalty::TwoMinutes { to: Color::Black });
    let sheet = victoria_sheet::from_record::sheet_data(d.record(), victoria_words::Lang::En);
    assert_eq!(sheet.illegal.len(), 1);
    assert_eq!(sheet.illegal[0].announced, "Kg1-g3");
    assert_eq!(sheet.corrections.len(), 1);
    assert!(sheet.corrections[0].text.contains("“Qf1-f9” withdrawn — the arbiter misheard"), "{:?}", sheet.corrections);
    assert!(pgn::private(d.record()).contains("(withdrawn: the arbiter misheard"));
    assert_checks(&d);
}

#[test]
fn clocks_switch_with_the_moves_and_go_into_the_pgn() {
    let (mut d, clock) = started(Options::default(), Some(Preset::Blitz.control()));
    assert_eq!(d.clock_readings().map(|r| (r.white, r.black)), Some((3 * MIN, 3 * MIN)));
    d.start_clocks().unwrap();
    clock.advance(10);
    let m = d.record_move("e2e4").unwrap().entry.clock.unwrap();
    assert_eq!((m.remaining_ms, m.used_ms), (3 * MIN - 10_000 + 2_000, 10_000));
    clock.advance(65);
    let m = d.record_move("e11-e9").unwrap().entry.clock.unwrap();
    assert_eq!((m.remaining_ms, m.used_ms), (3 * MIN - 63_000, 65_000));
    // Stopped, set to the physical clock, restarted: each journaled.
    d.pause_clocks().unwrap();
    assert!(matches!(d.pause_clocks(), Err(RecorderError::Duty(DutyError::Clock(_)))));
    clock.advance(300);
    d.set_clocks(2 * MIN + 50_000, 2 * MIN, "clock set after a dispute").unwrap();
    d.resume_clocks().unwrap();
    clock.advance(5);
    let kinds: Vec<_> = d.record().clock_log.iter().map(|e| e.change.clone()).collect();
    assert_eq!(
        kinds,
        [
            ClockChange::Start,
            ClockChange::Pause,
            ClockChange::Set { note: "clock set after a dispute".into() },
            ClockChange::Resume
        ]
    );
    let r = d.clock_readings().unwrap();
    assert_eq!((r.white, r.black), (2 * MIN + 45_000, 2 * MIN));
    let public = pgn::public(d.record());
    assert!(public.contains("[TimeControl \"180+2\"]"), "{public}");
    assert!(public.contains("e4 {[%clk 0:02:52] [%emt 0:00:10]}"), "{public}");
    assert!(public.contains("[%clk 0:01:57] [%emt 0:01:05]"), "{public}");
    let private = pgn::private(d.record());
    assert!(private.contains("[%clk 0:01:57]"), "{private}");
    // The sheet's time column shows the time left.
    let sheet = victoria_sheet::from_record::sheet_data(d.record(), victoria_words::Lang::En);
    assert_eq!(sheet.moves[0].time.as_deref(), Some("2:52"));
    assert_checks(&d);
    // Once moves are recorded the time control is fixed.
    assert!(matches!(d.set_time_control(None), Err(RecorderError::Duty(DutyError::TimeControlFixed))));
}

#[test]
fn a_fallen_flag_is_seen_and_ruled() {
    let (mut d, clock) = started(Options::default(), Some(TimeControl::parse("1").unwrap()));
    d.start_clocks().unwrap();
    clock.advance(5);
    d.record_move("e2e4").unwrap();
    assert_eq!(d.flag(), None);
    clock.advance(59);
    assert_eq!(d.flag(), None);
    clock.advance(2);
    assert_eq!(d.flag(), Some(Color::Black));
    let res = d.rule_loss(LossGround::Time, Color::Black, true).unwrap();
    assert_eq!(
        (res.outcome.key(), res.winner, res.ground.map_or("", |g| g.key())),
        ("loss", Some(Color::White), "flag_fell")
    );
    assert_eq!(d.flag(), None, "no flag is offered once the result is in");
    assert!(pgn::public(d.record()).contains("[Termination \"time forfeit\"]"));
    assert_checks(&d);
}

/// Issue 39 (the Xvfb walk): after a mate on the board Black's clock ran on until the result
/// was recorded. The players stop the physical clock at the mate; so does the desk.
#[test]
fn the_clocks_stop_with_the_move_that_ends_the_game_on_the_board() {
    let (mut d, clock) = mate_in_one();
    let mated = d.record_move("h1h8").unwrap();
    assert!(mated.verdict.is_over(), "{:?}", mated.verdict);
    let clocks = d.clocks().unwrap();
    assert!(!clocks.running, "the clocks stop with the mate");
    let last = d.record().clock_log.last().unwrap();
    assert_eq!((&last.change, last.time), (&ClockChange::Stop, d.now()));
    let black = clocks.remaining_at(Color::Black, d.now());
    clock.advance(600);
    assert_eq!(d.clocks().unwrap().remaining_at(Color::Black, d.now()), black, "Black's clock stands");
    assert_eq!(d.flag(), None, "no flag falls after the mate");
    assert_checks(&d);
}

/// A classical desk on a hand-set clock, blitz, from K+Q vs K with White to mate in one
/// (h1h8), the clocks started and 5 s gone.
fn mate_in_one() -> (Recorder, ManualClock) {
    let clock = ManualClock::new(t0());
    let rules = victoria_rules::Rules::classical();
    let mut d = Recorder::in_memory(GameRecord::new(EventInfo::default(), rules)).unwrap().with_clock(clock.clone());
    d.set_time_control(Some(Preset::Blitz.control())).unwrap();
    d.start_from_vfen("k7/8/1K6/8/8/8/8/7Q w - - 0 1").unwrap();
    d.start_clocks().unwrap();
    clock.advance(5);
    (d, clock)
}

/// Issue 39: taking back the move that ended the game left the clocks stopped (only F11
/// restarted them). The physical clock runs again for the side to move: the take-back restores
/// the running clocks of before that move, logged; the time they stood is not charged.
#[test]
fn taking_back_the_move_that_ended_the_game_restarts_the_clocks_that_ran_before_it() {
    let (mut d, clock) = mate_in_one();
    assert!(d.record_move("h1h8").unwrap().verdict.is_over());
    assert!(!d.clocks().unwrap().running);
    clock.advance(30);
    let white = d.clocks().unwrap().remaining_at(Color::White, d.now());
    d.take_back(1, "the queen was announced on the wrong square").unwrap();
    let clocks = d.clocks().unwrap();
    assert!(clocks.running, "the clocks run again, as before the mate");
    assert_eq!(clocks.turn, Color::White, "White's clock, the side to move again");
    assert_eq!(clocks.remaining_at(Color::White, d.now()), white, "the 30 s the clocks stood are not charged");
    let log: Vec<&ClockChange> = d.record().clock_log.iter().map(|e| &e.change).collect();
    assert_eq!(log[log.len() - 3..], [&ClockChange::Stop, &ClockChange::TakeBack, &ClockChange::Resume]);
    clock.advance(4);
    assert_eq!(d.clocks().unwrap().remaining_at(Color::White, d.now()), white - 4_000, "White's clock runs");
    // The game goes on: another move switches the clocks as ever.
    d.record_move("h1h7").unwrap();
    assert!(d.clocks().unwrap().running);
    assert_checks(&d);
    // With the result recorded after the mate, the take-back of the mate restarts them too.
    let (mut d, _) = mate_in_one();
    d.record_move("h1h8").unwrap();
    d.accept_outcome().unwrap();
    d.take_back(1, "the mate was not played").unwrap();
    assert!(d.clocks().unwrap().running && d.record().result.is_none());
    assert_checks(&d);
}

/// The clocks the arbiter had stopped before the ending move stay stopped when it is taken
/// back: the take-back restores what was, it does not start a clock nobody started.
#[test]
fn taking_back_the_ending_move_leaves_clocks_the_arbiter_had_stopped_stopped() {
    let (mut d, clock) = mate_in_one();
    d.pause_clocks().unwrap();
    d.record_move("h1h8").unwrap();
    clock.advance(30);
    d.take_back(1, "the queen was announced on the wrong square").unwrap();
    assert!(!d.clocks().unwrap().running, "stopped by the arbiter before the move, stopped still");
    assert_eq!(d.record().clock_log.last().unwrap().change, ClockChange::TakeBack);
    // And a take-back of a move that did not end the game leaves stopped clocks alone as well.
    let (mut d, _) = mate_in_one();
    d.record_move("h1g1").unwrap();
    d.pause_clocks().unwrap();
    d.take_back(1, "wrong square").unwrap();
    assert!(!d.clocks().unwrap().running);
    assert_checks(&d);
}

#[test]
fn a_flag_fall_against_a_side_that_cannot_mate_is_a_draw_in_classical_chess() {
    let clock = ManualClock::new(t0());
    let rules = victoria_rules::Rules::classical();
    let mut d = Recorder::in_memory(GameRecord::new(EventInfo::default(), rules)).unwrap().with_clock(clock.clone());
    d.set_time_control(Some(Preset::Blitz.control())).unwrap();
    d.start_from_vfen("4k3/8/8/8/8/8/8/4K2Q w - - 0 1").unwrap();
    assert_eq!(d.sanction(Color::White, false), Sanction::Draw);
    let res = d.rule_loss(LossGround::Time, Color::White, false).unwrap();
    assert_eq!((res.outcome.key(), res.winner, res.ground.map_or("", |g| g.key())), ("draw", None, "flag_fell"));
    assert_checks(&d);
}

#[test]
fn the_time_control_is_fixed_with_the_options() {
    let clock = ManualClock::new(t0());
    let mut d =
        Recorder::in_memory(GameRecord::victoria(EventInfo::default(), Options::default())).unwrap().with_clock(clock);
    let bad = TimeControl { periods: vec![] };
    assert!(matches!(d.set_time_control(Some(bad)), Err(RecorderError::Duty(DutyError::TimeControl(_)))));
    d.set_time_control(Some(Preset::Classical.control())).unwrap();
    d.seal_text(Color::White, WHITE).unwrap();
    let e = d.set_time_control(None).unwrap_err();
    assert!(e.to_string().contains("time control is fixed"), "{e}");
    assert!(
        victoria_rules::i18n::Words::words(&e, victoria_words::Lang::Ru).contains("онтроль времени"),
        "{}",
        victoria_rules::i18n::Words::words(&e, victoria_words::Lang::Ru)
    );
}

#[test]
fn clocks_attempts_and_the_live_pgn_survive_reopening() {
    let dir = crate::support::temp_dir("duties");
    let path = dir.join("game.json");
    let live = dir.join("live.pgn");
    let clock = ManualClock::new(t0());
    {
        let mut d = Recorder::create(&path, EventInfo::default(), victoria_rules::Rules::victoria(options("fide")))
            .unwrap()
            .with_clock(clock.clone());
        d.set_time_control(Some(Preset::Rapid.control())).unwrap();
        d.seal_text(Color::White, WHITE).unwrap();
        d.seal_text(Color::Black, BLACK).unwrap();
        d.reveal().unwrap();
        d.start().unwrap();
        d.set_live_pgn(Some(live.clone())).unwrap();
        d.start_clocks().unwrap();
        clock.advance(30);
        d.record_move("e2e4").unwrap();
        let _ = d.record_move("Qf12-f3").unwrap_err();
        d.confirm_illegal().unwrap();
        assert!(d.unsaved());
        // No save: everything is in the journal (a crash, or "keep in the working file").
    }
    let before = std::fs::read_to_string(&live).unwrap();
    std::fs::remove_file(&live).unwrap();
    let mut d = Recorder::open(&path).unwrap().with_clock(clock.clone());
    assert_eq!(d.live_pgn(), Some(live.as_path()), "the broadcast resumes");
    assert!(live.exists(), "the live PGN is written again on opening");
    assert_eq!(std::fs::read_to_string(&live).unwrap(), before);
    assert_eq!(d.record().illegal_attempts.len(), 1);
    assert_eq!(d.record().moves[0].clock.unwrap().remaining_ms, 15 * MIN - 30_000 + 10_000);
    // White got Black's two minutes (FIDE 7.5.3).
    let r = d.clock_readings().unwrap();
    assert_eq!((r.white, r.black), (15 * MIN - 20_000 + 2 * MIN, 15 * MIN));
    clock.advance(40);
    d.record_move("e11-e9").unwrap();
    assert!(std::fs::read_to_string(&live).unwrap().contains("[%clk 0:14:30]"));
    d.save().unwrap();
    assert!(!d.unsaved());
    assert_checks(&d);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_analyser_answers_r27a_for_a_fide_loss_and_its_proof_is_kept() {
    let rules = victoria_rules::Rules::classical();
    let fresh = || {
        let mut d = Recorder::in_memory(GameRecord::new(EventInfo::default(), rules)).unwrap();
        d.start_from_vfen("4k3/8/8/8/8/8/8/4K2Q w - - 0 1").unwrap();
        d
    };
    let d = fresh();
    // A bare king cannot mate; king and queen can.
    assert_eq!(d.opponent_can_mate(Color::White, 200_000), Some(false));
    assert_eq!(d.opponent_can_mate(Color::Black, 200_000), Some(true));
    // White's flag falls: Black cannot mate, so it is a draw in classical chess (R27a), with the proof.
    let mut d = fresh();
    let res = d.rule_loss_analysed(LossGround::Time, Color::White, 200_000).unwrap().expect("decided");
    assert_eq!((res.outcome.key(), res.winner), ("draw", None));
    assert!(!res.mate_proofs.is_empty(), "the proof that Black cannot mate is kept");
    let text = d.record().to_json();
    let back = GameRecord::from_json(&text).unwrap();
    assert_eq!(back.result.as_ref().unwrap().mate_proofs, res.mate_proofs, "the proof survives the file");
    // Black's flag falls: White can mate, so Black loses.
    let mut d = fresh();
    let res = d.rule_loss_analysed(LossGround::Time, Color::Black, 200_000).unwrap().expect("decided");
    assert_eq!((res.outcome.key(), res.winner), ("loss", Some(Color::White)));
}

/// A loss by a second completed illegal move (FIDE 7.5.5), and the count it becomes when the
/// opponent cannot mate (R27a), come back from both PGN exports as that ruling: the attempts
/// are marked `[%illegal …]` (the first ones before the first move) and logged again by the
/// import, so the imported record checks.
#[test]
fn a_loss_by_illegal_moves_round_trips_through_both_pgn_exports() {
    use victoria_record::import;
    for opponent_can_mate in [true, false] {
        let (mut d, _) = started(options("fide"), None);
        for text in ["Qf1-f9", "Kg1-g3"] {
            let _ = d.record_move(text).unwrap_err();
            d.confirm_illegal().unwrap();
        }
        let res = d.rule_loss(LossGround::IllegalMoves, Color::White, opponent_can_mate).unwrap();
        for (which, text) in [("private", pgn::private(d.record())), ("public", pgn::public(d.record()))] {
            assert!(text.contains("[%illegal Qf1-f9]") && text.contains("[%illegal Kg1-g3]"), "{which}: {text}");
            let back = import(&text).unwrap_or_else(|e| panic!("{which}: {e}\n{text}"));
            let b = back[0].result.as_ref().unwrap();
            assert_eq!((b.outcome, b.winner, b.ground), (res.outcome, res.winner, res.ground), "{which}");
            assert_eq!(back[0].illegal_attempts.len(), 2, "{which}");
            let report = check(&back[0]);
            assert!(report.is_ok(), "{which}: {:?}", report.problems);
        }
    }
}

/// Issue 39, one script per move: an illegal move announced in Russian ("Фf1-f9") is written
/// in the file's letters where pages and programs read it — the public facts the live pages
/// word in their own language, and both PGN exports — and the import logs it again.
#[test]
fn an_attempt_announced_in_russian_is_written_in_latin_for_pages_and_pgn() {
    use victoria_record::import;
    let (mut d, _) = started(options("fide"), None);
    let _ = d.record_move("Фf1-f9").unwrap_err();
    d.confirm_illegal().unwrap();
    assert_eq!(d.record().illegal_attempts[0].announced, "Фf1-f9", "the record keeps it as announced");
    let public = victoria_record::public::PublicGame::of(&d);
    assert_eq!(public.illegal[0].announced, "Qf1-f9");
    for (which, text) in [("private", pgn::private(d.record())), ("public", pgn::public(d.record()))] {
        assert!(text.contains("[%illegal Qf1-f9]"), "{which}: {text}");
        assert!(!text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)), "{which}: {text}");
        assert_eq!(import(&text).unwrap()[0].illegal_attempts.len(), 1, "{which}");
    }
}

/// A withdrawn attempt comes back withdrawn, with the arbiter's reason, from the arbiter's
/// copy; the public export leaves it out (it does not count).
#[test]
fn a_withdrawn_attempt_round_trips_through_the_arbiters_pgn() {
    use victoria_record::import;
    let (mut d, _) = started(options("fide"), None);
    d.record_move("i2-i4").unwrap();
    let _ = d.record_move("d11-d9").unwrap_err();
    d.confirm_illegal().unwrap();
    d.withdraw_illegal(1, "the arbiter misheard d11-d10").unwrap();
    d.record_move("d11-d10").unwrap();
    let back = import(&pgn::private(d.record())).unwrap();
    let a = &back[0].illegal_attempts;
    assert_eq!(a.len(), 1);
    assert_eq!((a[0].ply, a[0].announced.as_str()), (2, "d11-d9"));
    assert_eq!(a[0].withdrawn.as_ref().map(|w| w.reason.as_str()), Some("the arbiter misheard d11-d10"));
    assert!(check(&back[0]).is_ok());
    let public = pgn::public(d.record());
    assert!(!public.contains("[%illegal"), "{public}");
    assert!(import(&public).unwrap()[0].illegal_attempts.is_empty());
}

/// The sheet words the kept proof; a proof whose square no longer reads (a damaged file) is
/// named on the sheet, never dropped in silence.
#[test]
fn the_sheet_words_the_kept_proof_and_names_a_damaged_one() {
    use victoria_record::MateProof;
    use victoria_sheet::from_record::sheet_data;
    use victoria_words::Lang;
    let mut d = Recorder::in_memory(GameRecord::new(EventInfo::default(), victoria_rules::Rules::classical())).unwrap();
    d.start_from_vfen("4k3/8/8/8/8/8/8/4K2Q w - - 0 1").unwrap();
    d.rule_loss_analysed(LossGround::Time, Color::White, 200_000).unwrap().expect("decided");
    let mut rec = d.record().clone();
    let whole = victoria_words::Words::words(&sheet_data(&rec, Lang::En).result.grounds, Lang::En);
    assert!(!whole.contains("does not read"), "{whole}");
    let res = rec.result.as_mut().unwrap();
    assert!(!res.mate_proofs.is_empty());
    for p in &mut res.mate_proofs {
        *p = match p.clone() {
            MateProof::Sealed { mater, region, walls, edge, pieces, .. } => {
                MateProof::Sealed { mater, king: "z99".into(), region, walls, edge, pieces }
            }
            other => other,
        };
    }
    let damaged = victoria_words::Words::words(&sheet_data(&rec, Lang::En).result.grounds, Lang::En);
    let sealed = rec.result.as_ref().unwrap().mate_proofs.iter().any(|p| matches!(p, MateProof::Sealed { .. }));
    if sealed {
        assert!(damaged.contains("does not read (square “z99”)"), "{damaged}");
        let ru = victoria_words::Words::words(&sheet_data(&rec, Lang::Ru).result.grounds, Lang::Ru);
        assert!(ru.contains("z99"), "{ru}");
    }
    assert!(whole.contains("Black") || whole.contains("black"), "the proof is worded: {whole}");
}
