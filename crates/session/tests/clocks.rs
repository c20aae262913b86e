//! The session's clocks (issue 22, item 4): a withdrawn attempt gives its penalty time back,
//! the clocks stop at the result and at a flag fall with an entry in the clock log, the time
//! the app was closed is told and charged or set by the arbiter's choice, and the clocks are
//! held while a decision waits.

use victoria_record::time_control::{ClockChange, Preset};
use victoria_record::{Clock as _, ManualClock};
use victoria_rules::options::IllegalMovePenalty;
use victoria_rules::{Color, Rules};
use victoria_rules::{Options, Ruleset};
use victoria_session::model::{EventFields, Field, Ground};
use victoria_session::session::Session;
use victoria_testkit::temp_dir;
use victoria_words::Lang;

const MIN: i64 = 60_000;

/// A classical game with the rapid clock (15+10) and FIDE's penalties, on a clock set by hand,
/// its clocks started.
fn rapid(dir: &std::path::Path) -> (Session, ManualClock) {
    let mut fields = EventFields::default();
    fields.set(Field::White, "Anna Petrova".into());
    fields.set(Field::Black, "Boris Ivanov".into());
    let options = Options { illegal_move_penalty: IllegalMovePenalty::Fide, ..Options::default() };
    let rules = Rules { ruleset: Ruleset::Classical, options };
    let mut s = Session::new(&fields, rules, dir, Lang::En).unwrap();
    s.set_time_control(Some(Preset::Rapid.control())).unwrap();
    let clock = ManualClock::new(s.recorder().now());
    s.recorder_mut().set_clock(clock.clone());
    s.start_or_resume_clocks().unwrap();
    (s, clock)
}

/// A rapid game in `dir` where White played e4 and Black's clock ran 10 s before the app was
/// closed; the time it was last seen.
fn closed_while_black_thinks(dir: &std::path::Path) -> victoria_record::Time {
    let (mut s, clock) = rapid(dir);
    s.record_move("e4");
    clock.advance(10);
    s.keep_alive();
    assert_eq!(s.closed_for(), None, "not closed: nothing to tell");
    s.recorder().now()
}

/// The game in `dir` opened again at `at`, its desk on a clock set by hand there.
fn resumed_at(dir: &std::path::Path, at: victoria_record::Time) -> (Session, ManualClock) {
    let mut r = Session::resume(dir, Lang::En).unwrap();
    let clock = ManualClock::new(at);
    r.recorder_mut().set_clock(clock.clone());
    (r, clock)
}

fn log(s: &Session) -> Vec<ClockChange> {
    s.record().clock_log.iter().map(|e| e.change.clone()).collect()
}

#[test]
fn a_withdrawn_attempt_gives_its_two_minutes_back_and_the_log_shows_both() {
    let dir = temp_dir("desk-withdraw");
    let (mut s, clock) = rapid(&dir);
    clock.advance(5);
    s.record_move("e4");
    clock.advance(3);
    // Black "plays" a move no black piece can make, and presses the clock: completed.
    s.record_move("e4");
    assert!(s.has_pending(), "the refused entry waits for the arbiter");
    s.confirm_illegal().unwrap();
    let given = s.recorder().clock_readings().unwrap();
    assert_eq!(given.white, 15 * MIN + 10_000 - 5_000 + 2 * MIN, "White got FIDE 7.5.3's two minutes");
    s.withdraw_illegal(1, "the arbiter misheard the move").unwrap();
    let r = s.recorder().clock_readings().unwrap();
    assert_eq!(r.white, given.white - 2 * MIN, "the two minutes go with the withdrawn attempt");
    assert_eq!(r.black, given.black);
    let changes = log(&s);
    let bonus = changes.iter().position(|c| matches!(c, ClockChange::Bonus { side: Color::White, ms: 120_000, .. }));
    let reversed =
        changes.iter().position(|c| *c == ClockChange::Reversed { side: Color::White, ms: 120_000, attempt: 1 });
    assert!(bonus.is_some() && reversed > bonus, "both in the log, in order: {changes:?}");
    // Journaled: the game reopened from disk has the same clocks and log.
    let path = s.path().unwrap();
    drop(s);
    let again = Session::open(&path, &dir, Lang::En).unwrap();
    assert_eq!(log(&again), changes);
    assert!(again.record().illegal_attempts[0].withdrawn.is_some());
    // Withdrawing it again is refused, and takes nothing more off.
    let mut again = again;
    assert!(again.withdraw_illegal(1, "twice").is_err());
    assert_eq!(log(&again).len(), changes.len());
}

#[test]
fn a_warning_penalty_withdrawn_touches_no_clock() {
    // Under `warn` (the default) no time is given, so none is taken back.
    let dir = temp_dir("desk-withdraw-warn");
    let rules = Rules { ruleset: Ruleset::Classical, options: Options::default() };
    let mut w = Session::new(&EventFields::default(), rules, &dir, Lang::En).unwrap();
    w.set_time_control(Some(Preset::Rapid.control())).unwrap();
    w.start_or_resume_clocks().unwrap();
    w.record_move("e4");
    w.record_move("e4");
    w.confirm_illegal().unwrap();
    let n = log(&w).len();
    assert!(!log(&w).iter().any(|c| matches!(c, ClockChange::Bonus { .. })));
    w.withdraw_illegal(1, "misheard").unwrap();
    assert_eq!(log(&w).len(), n, "nothing was given, nothing is taken back");
}

#[test]
fn the_result_stops_the_clocks_with_a_stop_entry() {
    let dir = temp_dir("desk-stop");
    let (mut s, clock) = rapid(&dir);
    s.record_move("e4");
    clock.advance(20);
    assert!(s.clock_running());
    s.set_result(Ground::Resigned(Color::Black), "").unwrap();
    assert!(!s.clock_running(), "the record says the clocks are stopped");
    assert!(!s.record().clocks.as_ref().unwrap().running);
    assert_eq!(log(&s).last(), Some(&ClockChange::Stop));
    // The readings stay where they were at the result.
    let at_result = s.recorder().clock_readings().unwrap();
    clock.advance(600);
    assert_eq!(s.recorder().clock_readings().unwrap(), at_result);
}

#[test]
fn a_flag_fall_stops_the_clocks_and_is_lost_on_time_not_forfeit() {
    let dir = temp_dir("desk-flag");
    let (mut s, clock) = rapid(&dir);
    assert_eq!(s.stop_at_flag().unwrap(), None, "no flag yet");
    clock.advance(16 * 60);
    assert_eq!(s.flag(), Some(Color::White));
    assert_eq!(s.stop_at_flag().unwrap(), Some(Color::White));
    assert!(!s.clock_running());
    assert_eq!(log(&s).last(), Some(&ClockChange::Flag { side: Color::White }));
    assert_eq!(s.stop_at_flag().unwrap(), None, "logged once");
    s.set_result(Ground::LostOnTime(Color::White), "").unwrap();
    let r = s.record().result.clone().unwrap();
    assert_eq!(r.ground, Some(victoria_record::Ground::FlagFell));
    assert_eq!(r.winner, Some(Color::Black));
    assert_eq!(log(&s).iter().filter(|c| matches!(c, ClockChange::Flag { .. } | ClockChange::Stop)).count(), 1);
    let said = victoria_words::Words::words(&Ground::LostOnTime(Color::White), Lang::En);
    assert_eq!(said, "White loses on time (FIDE 6.9)");
    let ru = victoria_words::Words::words(&Ground::LostOnTime(Color::White), Lang::Ru);
    assert!(ru.contains("поражение по времени") && !ru.contains("техническое"), "{ru}");
}

#[test]
fn a_loss_on_time_from_the_result_dialog_stops_running_clocks_with_the_flag() {
    let dir = temp_dir("desk-flag-dialog");
    let (mut s, clock) = rapid(&dir);
    s.record_move("e4");
    clock.advance(30);
    s.set_result(Ground::LostOnTime(Color::Black), "").unwrap();
    assert!(!s.clock_running());
    assert_eq!(log(&s).last(), Some(&ClockChange::Flag { side: Color::Black }));
}

#[test]
fn on_resume_the_closed_time_is_told_and_charged_or_set_by_choice() {
    let dir = temp_dir("desk-closed");
    let seen = closed_while_black_thinks(&dir);
    // Charged.
    let (mut r, later) = resumed_at(&dir, seen + chrono::Duration::seconds(600));
    let closed = r.closed_for().expect("the clocks ran while closed");
    assert!(closed.as_secs() > 590 && closed.as_secs() <= 600, "{closed:?}");
    let before = r.recorder().clock_readings().unwrap();
    r.charge_closed_time().unwrap();
    assert_eq!(r.recorder().clock_readings().unwrap(), before, "charged: the shadow clock ran on");
    assert!(
        matches!(log(&r).last(), Some(ClockChange::AfterClose { charged: true, closed_ms }) if *closed_ms > 590_000)
    );
    assert_eq!(r.closed_for(), None, "answered");
    assert!(r.charge_closed_time().is_err(), "only once");
    r.keep_alive();
    drop(r);
    // Set to the physical clock.
    let (mut r, _) = resumed_at(&dir, later.now() + chrono::Duration::seconds(300));
    assert!(r.closed_for().is_some_and(|d| d.as_secs() > 290));
    r.set_clocks_after_close(14 * MIN + 50_000, 15 * MIN + 35_000).unwrap();
    let now = r.recorder().clock_readings().unwrap();
    assert_eq!((now.white, now.black), (14 * MIN + 50_000, 15 * MIN + 35_000));
    assert!(matches!(log(&r).last(), Some(ClockChange::AfterClose { charged: false, .. })));
    // Journaled.
    let path = r.path().unwrap();
    drop(r);
    let back = Session::open(&path, &dir, Lang::En).unwrap();
    assert!(matches!(log(&back).last(), Some(ClockChange::AfterClose { charged: false, .. })));
}

/// Issue 39 (Xvfb walk): a game reopened at once (a board's game from the event) was asked
/// about "the app was closed for 0:00": under a whole second nothing is told or charged; a
/// second and more is told as it is.
#[test]
fn a_game_reopened_within_a_second_is_not_asked_about_0_00() {
    let dir = temp_dir("desk-closed-at-once");
    let seen = closed_while_black_thinks(&dir);
    let (mut r, _) = resumed_at(&dir, seen + chrono::Duration::milliseconds(700));
    assert_eq!(r.closed_for(), None, "0.7 s reads 0:00: nothing to tell");
    assert_eq!(r.ask_closed_time(), None);
    assert!(r.charge_closed_time().is_err(), "nothing to charge");
    drop(r);
    let (mut r, _) = resumed_at(&dir, seen + chrono::Duration::milliseconds(1_300));
    let closed = r.ask_closed_time().expect("1.3 s closed is told");
    assert_eq!(victoria_record::time_control::face(closed.as_millis() as i64), "0:01");
}

#[test]
fn stopped_clocks_have_no_closed_time() {
    let dir = temp_dir("desk-closed-paused");
    let (mut s, clock) = rapid(&dir);
    s.pause_clocks().unwrap();
    s.keep_alive();
    drop(s);
    let (mut r, _) = resumed_at(&dir, clock.now() + chrono::Duration::seconds(900));
    assert_eq!(r.closed_for(), None);
    assert!(r.charge_closed_time().is_err());
}

#[test]
fn clocks_held_for_a_decision_run_again_when_it_is_taken() {
    let dir = temp_dir("desk-hold");
    let (mut s, clock) = rapid(&dir);
    assert!(s.hold_clocks().unwrap());
    assert!(!s.clock_running() && s.clocks_held());
    assert!(!s.hold_clocks().unwrap(), "held once");
    let held = s.recorder().clock_readings().unwrap();
    clock.advance(120);
    assert_eq!(s.recorder().clock_readings().unwrap(), held, "the face waits while the arbiter decides");
    assert!(s.release_clocks().unwrap());
    assert!(s.clock_running() && !s.clocks_held());
    // The physical clock ran meanwhile: the two minutes of the decision are White's.
    assert_eq!(s.recorder().clock_readings().unwrap().white, held.white - 120_000);
    assert!(!s.release_clocks().unwrap());
    assert_eq!(&log(&s)[log(&s).len() - 2..], [ClockChange::Hold, ClockChange::Release]);
    // Clocks the arbiter stopped himself are not restarted by a release.
    s.pause_clocks().unwrap();
    assert!(!s.hold_clocks().unwrap());
    assert!(!s.release_clocks().unwrap());
    assert!(!s.clock_running());
    // A result while held: the release leaves them stopped.
    s.start_or_resume_clocks().unwrap();
    assert!(s.hold_clocks().unwrap());
    s.set_result(Ground::DrawAgreed, "").unwrap();
    assert!(!s.release_clocks().unwrap());
    assert!(!s.clock_running());
}

/// Opening a game changes nothing: no mark of unsaved changes until something is recorded, for
/// a sample's working copy too (issue 39); nor does leaving it ask anything: the sample holds
/// all of it.
#[test]
fn opening_a_game_marks_no_change() {
    let dir = temp_dir("session-open-clean");
    let sample = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../sample_games/01_mate.json");
    let s = Session::open(&sample, &dir, Lang::En).unwrap();
    assert!(!s.needs_saving(), "a sample's working copy with nothing recorded asks nothing");
    let (mut s, _) = rapid(&dir);
    assert!(s.needs_saving(), "a new game with its clocks started, never saved");
    let path = dir.join("g.json");
    s.save_as(&path).unwrap();
    assert!(!s.needs_saving());
    drop(s);
    let mut s = Session::open(&path, &dir, Lang::En).unwrap();
    assert!(!s.needs_saving(), "a saved game opened again");
    s.record_move("e4");
    assert!(s.needs_saving(), "a move is a change");
}

/// Issue 39: a game just made — its time control set, nothing recorded — is on disk as it was
/// made, and leaving it asks nothing (Ctrl+N on a new game with no moves asked to save it);
/// the first thing recorded in it (a move, the clocks started, a scheme) makes it ask, and so
/// does a working copy of a sample once something is recorded in it.
#[test]
fn a_game_with_nothing_recorded_asks_nothing_on_leaving() {
    let dir = temp_dir("session-untouched");
    let rules = Rules { ruleset: Ruleset::Classical, options: Options::default() };
    let mut s = Session::new(&EventFields::default(), rules, &dir, Lang::En).unwrap();
    s.set_time_control(Some(Preset::Rapid.control())).unwrap();
    assert!(!s.needs_saving(), "a classical game just made, its time control set");
    s.record_move("e4");
    assert!(s.needs_saving(), "a move is recorded in the working file only");

    let mut s = Session::new(&EventFields::default(), rules, &dir, Lang::En).unwrap();
    s.set_time_control(Some(Preset::Blitz.control())).unwrap();
    s.start_or_resume_clocks().unwrap();
    assert!(s.needs_saving(), "the clocks started are recorded");

    let mut s =
        Session::new_at(&EventFields::default(), rules, &dir, Lang::En, Some("4k3/8/8/8/8/8/8/4K3 w - - 0 1")).unwrap();
    assert!(!s.needs_saving(), "a game made from a position");
    s.set_result(Ground::DeadPosition, "").unwrap();
    assert!(s.needs_saving(), "a result recorded in a working file");

    let victoria = Rules::victoria(Options::default());
    let s = Session::new(&EventFields::default(), victoria, &dir, Lang::En).unwrap();
    assert!(!s.needs_saving(), "a Victoria game before its schemes");

    let sample = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../sample_games/08_in_progress.json");
    let mut s = Session::open(&sample, &dir, Lang::En).unwrap();
    assert!(!s.needs_saving(), "a sample's working copy, nothing recorded");
    s.take_back("the arbiter's test").unwrap();
    assert!(s.needs_saving(), "a take-back in a sample's working copy");

    // The app closed and the game resumed: as made it still is, until something is recorded.
    let dir = temp_dir("session-untouched-resumed");
    let mut s = Session::new(&EventFields::default(), rules, &dir, Lang::En).unwrap();
    s.set_time_control(Some(Preset::Rapid.control())).unwrap();
    drop(s);
    let mut s = Session::resume(&dir, Lang::En).unwrap();
    assert!(!s.needs_saving(), "a game just made, resumed");
    s.record_move("e4");
    drop(s);
    assert!(Session::resume(&dir, Lang::En).unwrap().needs_saving(), "resumed with a move in it");
}

/// Issue 39: the closed time is one figure — the one the question told — on the screen, in the
/// clock log and on the sheet, however long the question stood open.
#[test]
fn the_closed_time_is_the_figure_asked_on_screen_in_the_log_and_on_the_sheet() {
    let dir = temp_dir("desk-closed-figure");
    let seen = closed_while_black_thinks(&dir);
    let (mut r, later) = resumed_at(&dir, seen + chrono::Duration::seconds(39));
    let asked = r.ask_closed_time().expect("the clocks ran while closed");
    let shown = victoria_record::time_control::face(asked.as_millis() as i64);
    assert_eq!(shown, "0:39");
    // The arbiter thinks 18 s over the question.
    later.advance(18);
    assert_eq!(r.closed_for(), Some(asked), "the figure stays as told");
    r.charge_closed_time().unwrap();
    assert!(
        matches!(log(&r).last(), Some(ClockChange::AfterClose { charged: true, closed_ms: 39_000 })),
        "{:?}",
        log(&r).last()
    );
    let sheet = victoria_sheet::from_record::sheet_data(r.record(), Lang::En);
    let said = format!("{:?}", sheet.clock_corrections);
    assert!(said.contains("0:39") && !said.contains("0:57"), "{said}");
}

/// F11 (issue 39): with the clocks stopped, a recorded move adds no increment.
#[test]
fn a_move_recorded_while_the_clocks_are_stopped_adds_no_increment() {
    let dir = temp_dir("desk-stopped-move");
    let (mut s, clock) = rapid(&dir);
    clock.advance(5);
    s.record_move("e4");
    let white = s.recorder().clock_readings().unwrap().white;
    assert_eq!(white, 15 * MIN - 5_000 + 10_000, "a move on the running clock gets its increment");
    clock.advance(3);
    s.pause_clocks().unwrap();
    clock.advance(20);
    s.record_move("e5");
    clock.advance(20);
    s.record_move("Nf3");
    let r = s.recorder().clock_readings().unwrap();
    assert_eq!((r.white, r.black), (white, 15 * MIN - 3_000), "no +10 s while stopped");
    let m = s.record().moves.last().unwrap().clock.unwrap();
    assert_eq!(m.remaining_ms, white);
}

/// Issue 39: a refused entry holds the desk's clocks while the arbiter decides; discarded as a
/// slip (the player never pressed the clock), the seconds the physical clock ran are charged.
#[test]
fn a_slip_discarded_charges_the_seconds_the_physical_clock_ran() {
    let dir = temp_dir("desk-slip-charged");
    let (mut s, clock) = rapid(&dir);
    clock.advance(5);
    s.record_move("e4");
    clock.advance(4);
    s.record_move("e4");
    assert!(s.has_pending());
    assert!(s.hold_clocks().unwrap(), "held for the decision");
    clock.advance(7);
    assert!(s.discard_slip().unwrap());
    assert!(s.clock_running() && !s.clocks_held());
    let r = s.recorder().clock_readings().unwrap();
    assert_eq!(r.black, 15 * MIN - 11_000, "Black's 4 s and the 7 s of the decision");
}

/// Issue 39: one rounding rule (whole seconds, rounded down) — a move that took 1.12 s reads
/// 0:01 in the move list and `%emt 0:00:01` in the PGN, and its time left the same in both.
#[test]
fn a_move_of_1_12_seconds_shows_the_same_figure_on_screen_and_in_the_pgn() {
    let dir = temp_dir("desk-rounding");
    let (mut s, clock) = rapid(&dir);
    clock.set(clock.now() + chrono::Duration::milliseconds(1_120));
    s.record_move("e4");
    let line = s.moves().remove(0);
    let (left, took) = line.clock.expect("timed");
    assert_eq!(took, "0:01");
    let pgn = victoria_record::pgn::public(s.record());
    assert!(pgn.contains(&format!("[%clk 0:{left}] [%emt 0:00:01]")), "{left}: {pgn}");
}

/// Issue 39: the running side's clock runs on while the arbiter decides (the physical clock
/// ran): a refused entry logged as a completed illegal move charges the seconds of the decision
/// to the side whose clock ran, as a slip does, beside FIDE 7.5.3's two minutes for the other.
#[test]
fn a_logged_attempt_charges_the_seconds_of_the_decision_to_the_side_whose_clock_ran() {
    let dir = temp_dir("desk-logged-charged");
    let (mut s, clock) = rapid(&dir);
    clock.advance(5);
    s.record_move("e4");
    let white = s.recorder().clock_readings().unwrap().white;
    clock.advance(4);
    s.record_move("e4");
    assert!(s.has_pending());
    assert!(s.hold_clocks().unwrap(), "held for the decision");
    clock.advance(7);
    s.confirm_illegal().unwrap();
    assert!(s.release_clocks().unwrap());
    assert!(s.clock_running() && !s.clocks_held());
    let r = s.recorder().clock_readings().unwrap();
    assert_eq!(r.black, 15 * MIN - 11_000, "Black's 4 s and the 7 s of the decision");
    assert_eq!(r.white, white + 2 * MIN, "White's two minutes, nothing more");
    // The reading survives a reopening: the clock log says the same.
    let readings = r;
    s.keep_alive();
    drop(s);
    let (again, _) = resumed_at(&dir, clock.now());
    assert_eq!(again.recorder().clock_readings().unwrap(), readings);
}

/// Issue 39: a result recorded while the clocks are held for a decision (the loss after a
/// second illegal move, a draw agreed meanwhile) stops them with the seconds of the decision
/// charged to the side whose clock ran.
#[test]
fn a_result_recorded_while_held_charges_the_seconds_of_the_decision() {
    let dir = temp_dir("desk-result-held");
    let (mut s, clock) = rapid(&dir);
    clock.advance(5);
    s.record_move("e4");
    clock.advance(4);
    s.record_move("e4");
    assert!(s.hold_clocks().unwrap());
    clock.advance(30);
    s.set_result(Ground::DrawAgreed, "").unwrap();
    assert!(!s.clock_running());
    clock.advance(60);
    let r = s.recorder().clock_readings().unwrap();
    assert_eq!(r.black, 15 * MIN - 34_000, "Black's 4 s and the 30 s of the decision, then stopped");
    assert!(matches!(log(&s).last(), Some(ClockChange::Stop)), "{:?}", log(&s));
}
