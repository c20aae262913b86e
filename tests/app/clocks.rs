//! The arbiter's duties in the app (issue 11), through `App::update` as the runtime feeds it,
//! with the desk on a clock set by hand: the time control chosen on the New game form reaches
//! the record; the clocks start, stop and restart (F11) and the tick runs only while a clock
//! runs; the "set clocks" dialog (Ctrl+T) sets both to the physical reading, journaled; a fallen
//! flag offers the loss on time with the R27a question; a logged illegal move is withdrawn with
//! a reason; the unsaved-changes prompt before a new game and before closing; event data checked
//! and carried to the next game; Save As proposes an absolute path; a sealed record's signature
//! pads stay locked; the public window shows both clocks.
#![cfg(feature = "gui")]

use crate::drive::{flag_loss, go, rec, record, state, texts};
use crate::support::app as app_support;
use crate::support::app::Shown as _;

use app_support::{Harness, temp_dir, with_game};
use iced::window;
use victoria_arbiter::app::dialog::leave::{self, Leaving};
use victoria_arbiter::app::keys::Action as Key;
use victoria_arbiter::app::screens::recording::{self, clocks};
use victoria_arbiter::app::screens::{new_game, signatures, start};
use victoria_arbiter::app::session::{Flag, Session, Signer};
use victoria_arbiter::app::{App, Message, Screen, Shortcut};
use victoria_record::time_control::{ClockChange, Preset, TimeControl};
use victoria_record::{GameRecord, Ground, ManualClock};
use victoria_rules::{Color, Options, Rules, Ruleset};
use victoria_words::Lang;

const WHITE: &str = "Ke1 Qd1=10 Ra1=10 Rl1=10 Bc1=10 Bj1=10 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2 Xc4 Xf5 Xi6";
const BLACK: &str =
    "Ke12 Qd12=10 Ra12=10 Rl12=10 Bc12=10 Bj12=10 Nb12 Nk12 e11 f11 g11 h11 i11 j11 k11 l11 Xc9 Xf8 Xi7";

/// An app on the recording screen of a started game with this time control, the desk on a
/// clock set by hand (returned).
fn timed_app(name: &str, lang: Lang, tc: Option<TimeControl>, fields: new_game::EventFields) -> (App, ManualClock) {
    let dir = temp_dir(name);
    let mut app = App::start(&dir, victoria_words::Lang::Ru);
    let _ = app.update(Message::Lang(lang));
    let mut s = Session::new(&fields, Rules::victoria(Options::default()), &dir, lang).unwrap();
    s.set_time_control(tc).unwrap();
    for (c, t) in [(Color::White, WHITE), (Color::Black, BLACK)] {
        let d = victoria_arbiter::app::session::parse_scheme(t, c, &s.rules()).unwrap();
        s.seal(c, &d).unwrap();
    }
    assert_eq!(s.reveal().verified, [true, true]);
    s.start_play().unwrap();
    let clock = ManualClock::new(s.recorder().now());
    s.recorder_mut().set_clock(clock.clone());
    app.adopt(s);
    (app, clock)
}

/// The record as it is on disk now: the file with its journal replayed.
fn on_disk(app: &App) -> GameRecord {
    use victoria_record::{journal, store};
    let path = app.session().unwrap().path().unwrap();
    let mut r = store::load(&path).unwrap();
    for (n, a) in journal::read(&journal::journal_path(&path)).unwrap().actions {
        if n > r.revision {
            a.apply(&mut r);
        }
    }
    r
}

#[test]
fn the_time_control_chosen_on_the_new_game_form_reaches_the_record() {
    let mut h = Harness::new("tc-form");
    h.click("lang-en");
    h.click("start-new");
    // The list offers the presets, none and custom, in the screen's language.
    let Screen::NewGame(st) = h.app.screen() else { panic!() };
    assert_eq!(st.clock(), new_game::ClockChoice::None, "no clocks unless chosen");
    assert_eq!(new_game::ClockChoice::None.words(Lang::En), "No clocks");
    assert_eq!(new_game::ClockChoice::Preset(Preset::Rapid).words(Lang::En), "Rapid: 15 min, +10 s per move");
    h.send(Message::NewGame(new_game::Message::Clock(new_game::ClockChoice::Custom)));
    h.type_into("field-time-control", "40/abc", false);
    let Screen::NewGame(st) = h.app.screen() else { panic!() };
    assert!(
        st.problems().iter().any(|p| p.starts_with("Time control: period 1 (“40/abc”) is not [moves/]minutes")),
        "the reason is shown: {:?}",
        st.problems()
    );
    h.send(Message::NewGame(new_game::Message::Start));
    assert!(matches!(h.app.screen(), Screen::NewGame(_)), "no start with a bad time control");
    h.send(Message::NewGame(new_game::Message::CustomClock("40/90, 30+30".into())));
    let Screen::NewGame(st) = h.app.screen() else { panic!() };
    assert!(st.problems().is_empty(), "{:?}", st.problems());
    assert!(
        h.main_texts().iter().any(|t| t == "90 min for 40 moves, then 30 min, +30 s per move"),
        "read back in words"
    );
    h.click("new-start");
    let tc = record_of(&h).time_control.clone().expect("the record has the time control");
    assert_eq!(tc, TimeControl::parse("40/90, 30+30").unwrap());
    assert_eq!(tc.periods[0].seconds, 90 * 60);
    // It is journaled: the file on disk has it too.
    let path = h.app.session().unwrap().path().unwrap();
    assert_eq!(Session::open(&path, &h.dir, Lang::En).unwrap().record().time_control, Some(tc));

    // A preset, in Russian, for the next game (the form keeps the last game's control).
    h.send(Message::Leave(leave::Message::Keep));
    h.click("lang-ru");
    h.send(Message::Shortcut(Shortcut::New));
    h.send(Message::Leave(leave::Message::Keep));
    let Screen::NewGame(st) = h.app.screen() else { panic!("{:?}", h.app.leaving()) };
    assert_eq!((st.clock(), st.custom_clock()), (new_game::ClockChoice::Custom, "40/90, 30+30"));
    h.send(Message::NewGame(new_game::Message::Clock(new_game::ClockChoice::Preset(Preset::Blitz))));
    assert!(new_game::ClockChoice::Preset(Preset::Blitz).words(Lang::Ru).starts_with("Блиц"));
    h.click("new-start");
    assert_eq!(record_of(&h).time_control, Some(Preset::Blitz.control()));
}

fn record_of(h: &Harness) -> &GameRecord {
    h.app.session().unwrap().record()
}

#[test]
fn clocks_start_stop_and_restart_and_the_tick_runs_only_while_one_runs() {
    let (mut app, clock) = timed_app("tc-run", Lang::En, Some(Preset::Rapid.control()), Default::default());
    assert!(!app.ticking(), "not started: no timer");
    let shown = texts(&app);
    assert_eq!(shown.iter().filter(|t| *t == "15:00").count(), 2, "both clocks: {shown:?}");
    assert!(shown.iter().any(|t| t == "Start clocks  [F11]"));
    go(&mut app, Message::Key(Key::Clocks));
    assert!(app.ticking(), "a running clock ticks");
    assert_eq!(state(&app).notice().shown(victoria_words::Lang::En).as_deref(), Some("Clocks started."));
    clock.advance(65);
    let (board, public_board) = (app.board().clone(), app.public().board.clone());
    go(&mut app, Message::Recording(recording::Message::Tick));
    // Only the clock text changes: the boards' views are the same, so their cached drawings stay.
    assert_eq!((app.board(), &app.public().board), (&board, &public_board));
    let shown = texts(&app);
    assert!(shown.contains(&"13:55".to_string()) && shown.contains(&"15:00".to_string()), "{shown:?}");
    assert!(app.public_texts_contain("13:55"), "the public window shows the clocks");
    // A move switches the lever: White gets the increment, Black's clock runs.
    rec(&mut app, recording::Message::Input("e2e4".into()));
    rec(&mut app, recording::Message::Submit);
    let m = &record(&app).moves[0];
    assert_eq!(m.clock.map(|c| (c.remaining_ms, c.used_ms)), Some((845_000, 65_000)));
    assert!(app.ticking());
    // White's clock shows the time left (the scoresheet shows the time used, 1:05).
    assert!(texts(&app).contains(&"14:05".to_string()));
    // Pause: no timer at all.
    go(&mut app, Message::Key(Key::Clocks));
    assert_eq!(state(&app).notice().shown(victoria_words::Lang::En).as_deref(), Some("Clocks stopped."));
    assert!(!app.ticking(), "paused: no timer");
    clock.advance(600);
    go(&mut app, Message::Recording(recording::Message::Tick));
    assert_eq!(app.session().unwrap().clock_face().unwrap().faces, ["14:05", "15:00"]);
    go(&mut app, Message::Key(Key::Clocks));
    assert_eq!(state(&app).notice().shown(victoria_words::Lang::En).as_deref(), Some("Clocks restarted."));
    assert!(app.ticking());
    let log: Vec<ClockChange> = on_disk(&app).clock_log.iter().map(|e| e.change.clone()).collect();
    assert_eq!(log, [ClockChange::Start, ClockChange::Pause, ClockChange::Resume], "journaled");
    // Over: no timer.
    go(&mut app, Message::Recording(recording::Message::ResultOpen));
    rec(
        &mut app,
        recording::Message::Result(recording::result::Message::Ground(
            victoria_arbiter::app::session::Ground::Resigned(Color::Black),
        )),
    );
    rec(&mut app, recording::Message::Result(recording::result::Message::Confirm));
    assert!(record(&app).result.is_some());
    assert!(!app.ticking(), "the game is over: no timer");
    let face = app.session().unwrap().clock_face().unwrap();
    assert!(face.over && face.started, "neither clock is lit once the game is over: {face:?}");
    // Without a time control there is no clock region and no timer.
    let (mut plain, _) = timed_app("tc-none", Lang::En, None, Default::default());
    assert!(!texts(&plain).iter().any(|t| t.starts_with("Start clocks")));
    go(&mut plain, Message::Key(Key::Clocks));
    assert_eq!(
        state(&plain).notice().shown(victoria_words::Lang::En).as_deref(),
        Some("The game has no time control.")
    );
    assert!(!plain.ticking());
}

/// Issue 38 (event38c's note): a loss on time chosen in the result dialog while the app's
/// clock of that side still shows time says what the app's clock shows beside the choice, in
/// the screen's language. No such line for another ground, nor in a game without clocks.
#[test]
fn a_loss_on_time_chosen_while_the_apps_clock_shows_time_says_its_reading() {
    use victoria_arbiter::app::session::Ground as G;
    let ground = |g| recording::Message::Result(recording::result::Message::Ground(g));
    let (mut app, clock) = timed_app("tc-evidence", Lang::En, Some(Preset::Blitz.control()), Default::default());
    go(&mut app, Message::Key(Key::Clocks));
    clock.advance(138);
    go(&mut app, Message::Recording(recording::Message::Tick));
    go(&mut app, Message::Recording(recording::Message::ResultOpen));
    // The line beside the choice, in either language.
    let shows = |app: &App| {
        texts(app).into_iter().find(|t| t.starts_with("The app's clock") || t.starts_with("Часы приложения"))
    };
    rec(&mut app, ground(G::Resigned(Color::White)));
    assert_eq!(shows(&app), None, "no loss on time chosen");
    rec(&mut app, ground(G::LostOnTime(Color::White)));
    assert_eq!(
        shows(&app).as_deref(),
        Some("The app's clock shows White 0:42; record the loss on time on the physical clock's evidence?")
    );
    go(&mut app, Message::Lang(Lang::Ru));
    assert_eq!(
        shows(&app).as_deref(),
        Some("Часы приложения показывают у белых 0:42; записать поражение по времени по показанию настоящих часов?")
    );
    go(&mut app, Message::Lang(Lang::En));
    rec(&mut app, ground(G::LostOnTime(Color::Black)));
    assert!(shows(&app).is_some_and(|t| t.starts_with("The app's clock shows Black 3:00;")), "{:?}", shows(&app));
    // A game without clocks has no reading to show.
    let (mut plain, _) = timed_app("tc-evidence-none", Lang::En, None, Default::default());
    go(&mut plain, Message::Recording(recording::Message::ResultOpen));
    rec(&mut plain, ground(G::LostOnTime(Color::White)));
    assert_eq!(shows(&plain), None);
}

trait PublicTexts {
    fn public_texts_contain(&self, t: &str) -> bool;
}

impl PublicTexts for App {
    fn public_texts_contain(&self, t: &str) -> bool {
        app_support::texts(self.view_public()).iter().any(|x| x == t)
    }
}

#[test]
fn the_set_clocks_dialog_sets_both_to_the_physical_reading_and_journals_it() {
    let (mut app, clock) = timed_app("tc-set", Lang::En, Some(Preset::Rapid.control()), Default::default());
    go(&mut app, Message::Key(Key::Clocks));
    clock.advance(30);
    go(&mut app, Message::Shortcut(Shortcut::SetClocks));
    let d = state(&app).clock_dialog().cloned().expect("Ctrl+T opens the dialog");
    assert_eq!((d.white(), d.black()), ("14:30", "15:00"), "it starts from the readings now");
    assert_eq!(app.focus_target(), Some("clock-white"));
    rec(&mut app, recording::Message::Clock(clocks::Message::Field(clocks::Field::White, "12:75".into())));
    rec(&mut app, recording::Message::Clock(clocks::Message::SetConfirm));
    let d = state(&app).clock_dialog().cloned().expect("still open");
    assert_eq!(
        d.error().shown(victoria_words::Lang::En).as_deref(),
        Some("White's clock “12:75” is not a reading like 4:05 or 1:29:45.")
    );
    for (f, v) in [
        (clocks::Field::White, "12:30"),
        (clocks::Field::Black, "1:00:05"),
        (clocks::Field::Note, "physical clock after the dispute"),
    ] {
        rec(&mut app, recording::Message::Clock(clocks::Message::Field(f, v.into())));
    }
    rec(&mut app, recording::Message::Clock(clocks::Message::SetConfirm));
    assert!(state(&app).clock_dialog().is_none());
    assert_eq!(
        state(&app).notice().shown(victoria_words::Lang::En).as_deref(),
        Some("Clocks set to the physical clock: White 12:30, Black 1:00:05."),
        "{:?}",
        state(&app).notice()
    );
    assert_eq!(app.focus_target(), Some("move-input"), "back in the move field");
    let disk = on_disk(&app);
    let last = disk.clock_log.last().unwrap();
    assert_eq!(last.change, ClockChange::Set { note: "physical clock after the dispute".into() });
    assert_eq!((last.white_ms, last.black_ms), (750_000, 3_605_000));
    // Esc closes the dialog without a change.
    go(&mut app, Message::Shortcut(Shortcut::SetClocks));
    go(&mut app, Message::Key(Key::Cancel));
    assert!(state(&app).clock_dialog().is_none());
    assert_eq!(on_disk(&app).clock_log.len(), disk.clock_log.len());
}

/// Polls the R27a analysis of a flag-fall offer, as the app's timer does, until it ends.
fn r27a_done(app: &mut App) {
    let start = std::time::Instant::now();
    while matches!(app.screen(), Screen::Recording(r) if r.mate().running()) {
        assert!(app.polling(), "a running analysis is polled");
        assert!(start.elapsed() < std::time::Duration::from_secs(60), "the analysis ends");
        std::thread::sleep(std::time::Duration::from_millis(10));
        rec(app, recording::Message::Mate(victoria_arbiter::app::screens::recording::can_mate::Message::Poll));
    }
}

#[test]
fn a_fallen_flag_offers_the_loss_on_time_with_the_r27a_question() {
    let (mut app, clock) = timed_app("tc-flag", Lang::En, Some(Preset::Blitz.control()), Default::default());
    // No budget for the analyser: it cannot decide R27a, so the arbiter is asked (the decided
    // offers are in `can_mate.rs`).
    app.session_mut().unwrap().r27a_nodes = 0;
    go(&mut app, Message::Key(Key::Clocks));
    clock.advance(179);
    go(&mut app, Message::Recording(recording::Message::Tick));
    assert_eq!(state(&app).flag_offer(), None);
    clock.advance(2);
    go(&mut app, Message::Recording(recording::Message::Tick));
    assert_eq!(state(&app).flag_offer(), Some(Color::White), "the tick finds the fallen flag");
    assert!(!app.ticking(), "nothing more to count: the timer stops");
    // The clocks stop with the flag (FIDE 6.9): a flag entry in the clock log.
    assert!(!record(&app).clocks.as_ref().unwrap().running, "the clocks stop at the flag");
    assert!(matches!(
        record(&app).clock_log.last().map(|e| &e.change),
        Some(victoria_record::time_control::ClockChange::Flag { side: Color::White })
    ));
    r27a_done(&mut app);
    let question = "White's flag has fallen (FIDE 6.9). Can the opponent still mate (R27a)?";
    assert!(texts(&app).iter().any(|t| t == question), "{:?}", texts(&app));
    // Esc puts it aside; it does not come back for the same fall.
    go(&mut app, Message::Key(Key::Cancel));
    assert_eq!(state(&app).flag_offer(), None);
    go(&mut app, Message::Recording(recording::Message::Tick));
    assert_eq!(state(&app).flag_offer(), None);
    // Setting the clocks clears the fall; the next fall is offered again.
    go(&mut app, Message::Shortcut(Shortcut::SetClocks));
    rec(&mut app, recording::Message::Clock(clocks::Message::Field(clocks::Field::White, "0:01".into())));
    rec(&mut app, recording::Message::Clock(clocks::Message::SetConfirm));
    // The arbiter restarts the clocks stopped at the flag.
    go(&mut app, Message::Key(Key::Clocks));
    assert!(app.ticking());
    clock.advance(2);
    go(&mut app, Message::Recording(recording::Message::Tick));
    assert_eq!(state(&app).flag_offer(), Some(Color::White));
    r27a_done(&mut app);
    // In Russian, then "yes, the opponent can mate": Black wins on time.
    go(&mut app, Message::Lang(Lang::Ru));
    assert!(texts(&app).iter().any(|t| t.starts_with("У белых упал флажок (ст. 6.9 Правил ФИДЕ)")));
    rec(&mut app, flag_loss(Color::White, true));
    let r = record(&app).result.clone().expect("the loss on time is the result");
    assert_eq!((r.winner, r.ground), (Some(Color::Black), Some(Ground::FlagFell)));
    assert!(matches!(state(&app).flags()[..], [Flag::Result]));
    assert_eq!(state(&app).flag_offer(), None);
    // The move field is closed; the screen says what comes next.
    assert_eq!(app.focus_target(), None);
    let shown = texts(&app);
    assert!(!shown.iter().any(|t| t.starts_with("Записать")), "no move field once the game is over");
    assert!(shown.iter().any(|t| t.starts_with("Партия окончена: ")), "{shown:?}");
    assert_eq!(on_disk(&app).result.map(|r| r.ground), Some(Some(Ground::FlagFell)));
}

#[test]
fn the_cannot_mate_answer_to_a_flag_fall_goes_to_the_count() {
    let (mut app, clock) = timed_app("tc-flag-count", Lang::En, Some(Preset::Blitz.control()), Default::default());
    go(&mut app, Message::Key(Key::Clocks));
    clock.advance(200);
    go(&mut app, Message::Recording(recording::Message::Tick));
    rec(&mut app, flag_loss(Color::White, false));
    let r = record(&app).result.clone().unwrap();
    assert_eq!(r.outcome, victoria_record::ResultKind::Points, "R27a: the point count in Victoria");
    assert_eq!(r.ground, Some(Ground::FlagFell));
}

#[test]
fn a_logged_illegal_move_is_withdrawn_with_a_reason() {
    let (mut app, _) = timed_app("withdraw", Lang::En, None, Default::default());
    rec(&mut app, recording::Message::Input("Ke1-e3".into()));
    rec(&mut app, recording::Message::Submit);
    assert!(matches!(state(&app).flags().first(), Some(Flag::Illegal { .. })), "{:?}", state(&app).flags());
    rec(&mut app, recording::Message::ConfirmIllegal);
    assert_eq!(record(&app).illegal_attempts.len(), 1);
    assert!(state(&app).flags().iter().any(|f| matches!(f, Flag::Logged { .. })), "{:?}", state(&app).flags());
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t == "1. White “Ke1-e3” (R9)" || t.starts_with("1. White “Ke1-e3”")), "{shown:?}");
    assert!(shown.iter().any(|t| t == "Withdraw"));
    rec(&mut app, recording::Message::WithdrawOpen(1));
    assert_eq!(app.focus_target(), Some("withdraw-reason"));
    rec(&mut app, recording::Message::Withdraw(recording::withdraw::Message::Confirm));
    assert!(
        state(&app).notice().shown(victoria_words::Lang::En).as_deref().unwrap_or("").contains("Write why"),
        "{:?}",
        state(&app).notice()
    );
    assert!(record(&app).illegal_attempts[0].withdrawn.is_none());
    rec(
        &mut app,
        recording::Message::Withdraw(recording::withdraw::Message::Reason("the arbiter misheard the move".into())),
    );
    rec(&mut app, recording::Message::Withdraw(recording::withdraw::Message::Confirm));
    let w = record(&app).illegal_attempts[0].withdrawn.clone().expect("withdrawn");
    assert_eq!(w.reason, "the arbiter misheard the move");
    assert_eq!(app.session().unwrap().recorder().counted_illegal(Color::White), 0, "no longer counts");
    assert!(state(&app).withdrawal().is_none());
    assert_eq!(
        state(&app).notice().shown(victoria_words::Lang::En).as_deref(),
        Some(
            "The illegal move “Ke1-e3” is withdrawn; it goes on the sheet as a correction (R30). \
             Its penalty is reversed: it no longer counts."
        )
    );
    assert!(!texts(&app).iter().any(|t| t == "Withdraw"), "nothing left to withdraw");
    // "Completed illegal move logged" no longer shows beside it (issue 39's Xvfb walk: both
    // stood, and the withdrawal's line was cut below the stale flag).
    assert!(!state(&app).flags().iter().any(|f| matches!(f, Flag::Logged { .. })), "{:?}", state(&app).flags());
    // The refusal before is folded into the earlier messages, shown on request.
    let refusal = victoria_words::Words::words(&state(&app).log()[0], app.lang());
    assert!(refusal.contains("Write why"), "{refusal}");
    assert!(texts(&app).iter().any(|t| t == "One earlier message") && !texts(&app).contains(&refusal));
    rec(&mut app, recording::Message::LogToggle);
    assert!(texts(&app).contains(&refusal), "unfolded");
    assert!(on_disk(&app).illegal_attempts[0].withdrawn.is_some(), "journaled");
}

fn event_fields() -> new_game::EventFields {
    let mut f = new_game::EventFields::default();
    for (k, v) in [
        (new_game::Field::Event, "Club cup"),
        (new_game::Field::Site, "Tula"),
        (new_game::Field::Date, "2026-11-30"),
        (new_game::Field::Round, "3"),
        (new_game::Field::Board, "2"),
        (new_game::Field::White, "Ivanov"),
        (new_game::Field::Black, "Petrova"),
        (new_game::Field::Arbiter, "Sidorov"),
        (new_game::Field::Club, "Knight"),
    ] {
        f.set(k, v.into());
    }
    f
}

#[test]
fn unsaved_changes_are_asked_about_before_a_new_game_and_before_closing() {
    let (mut app, _) = timed_app("unsaved", Lang::En, None, event_fields());
    let main = window::Id::unique();
    go(&mut app, Message::MainOpened(main));
    rec(&mut app, recording::Message::Input("e2e4".into()));
    rec(&mut app, recording::Message::Submit);
    // Ctrl+N: the prompt, the screen stays; Cancel keeps everything as it was.
    go(&mut app, Message::Shortcut(Shortcut::New));
    assert_eq!(app.leaving().map(|l| l.to().clone()), Some(Leaving::NewGame));
    assert!(matches!(app.screen(), Screen::Recording(_)));
    let shown = texts(&app);
    for t in ["The game has changes not saved in its own file.", "Save", "Keep in the working file", "Cancel"] {
        assert!(shown.iter().any(|x| x == t), "the prompt shows '{t}'");
    }
    go(&mut app, Message::Leave(leave::Message::Cancel));
    assert_eq!(app.leaving().map(|l| l.to().clone()), None);
    assert!(matches!(app.screen(), Screen::Recording(_)));
    // Closing the window asks too; Esc cancels.
    let idle = app.update(Message::Noop).units(); // the focus operation of every action
    let task = app.update(Message::CloseRequested(main));
    assert_eq!(
        (app.leaving().map(|l| l.to().clone()), task.units()),
        (Some(Leaving::Close(main)), idle),
        "nothing closes yet"
    );
    go(&mut app, Message::Key(Key::Cancel));
    assert_eq!(app.leaving().map(|l| l.to().clone()), None);
    // Save: a working file goes to Save As, at an absolute path in the games folder; once
    // saved, the window closes.
    let _ = app.update(Message::CloseRequested(main));
    go(&mut app, Message::Leave(leave::Message::Save));
    let proposed = app.save_as_bar().map(|b| b.path().to_string()).expect("Save As opens");
    let p = std::path::Path::new(&proposed);
    assert!(p.is_absolute(), "{proposed}");
    assert!(p.parent().unwrap().ends_with(victoria_arbiter::app::files::GAMES_FOLDER), "{proposed}");
    assert!(proposed.ends_with("2026_11_30-Ivanov-Petrova.json"), "{proposed}");
    let target = app.config_dir().join("saved").join("cup.json");
    go(
        &mut app,
        Message::SaveAsBar(victoria_arbiter::app::dialog::save_as::Message::Path(target.display().to_string())),
    );
    let task = app.update(Message::SaveAsBar(victoria_arbiter::app::dialog::save_as::Message::Confirm));
    assert!(target.exists(), "saved in a folder made for it");
    assert_eq!(app.leaving().map(|l| l.to().clone()), None);
    assert!(task.units() > idle, "the window-close task follows the save");
    assert!(!app.session().unwrap().needs_saving());
    // Saved: Ctrl+N asks nothing, and the form carries the event on (the next round).
    go(&mut app, Message::Shortcut(Shortcut::New));
    let Screen::NewGame(st) = app.screen() else { panic!("no prompt when everything is saved") };
    let f = &st.fields();
    use new_game::Field as F;
    assert_eq!(
        [F::Event, F::Site, F::Round, F::Board, F::Arbiter, F::Club, F::White, F::Black].map(|k| f.get(k).to_string()),
        ["Club cup", "Tula", "4", "2", "Sidorov", "Knight", "", ""]
    );
}

/// Issue 39 (walk39c): Ctrl+N on a game just started, nothing recorded in it, asked to save
/// it. It is on disk as it was made: the New game form comes at once, for a classical game
/// started from the form and for a Victoria game before its schemes; a move recorded asks.
#[test]
fn a_new_game_with_nothing_recorded_is_left_without_a_question() {
    let dir = temp_dir("untouched-new");
    let mut app = App::start(&dir, Lang::En);
    let ng = |app: &mut App, m: new_game::Message| go(app, Message::NewGame(m));
    for game in [Ruleset::Classical, Ruleset::Victoria] {
        go(&mut app, Message::Shortcut(Shortcut::New));
        ng(&mut app, new_game::Message::Game(game));
        ng(&mut app, new_game::Message::Start);
        assert!(app.session().is_some_and(|s| s.rules().ruleset == game), "{game:?} started");
        assert!(!matches!(app.screen(), Screen::NewGame(_)), "{game:?}: the game's first screen");
        go(&mut app, Message::Shortcut(Shortcut::New));
        assert_eq!(app.leaving().map(|l| l.to().clone()), None, "{game:?}: nothing to ask");
        assert!(matches!(app.screen(), Screen::NewGame(_)), "{game:?}: the form at once");
    }
    ng(&mut app, new_game::Message::Game(Ruleset::Classical));
    ng(&mut app, new_game::Message::Start);
    rec(&mut app, recording::Message::Input("e4".into()));
    rec(&mut app, recording::Message::Submit);
    assert_eq!(app.session().unwrap().moves().len(), 1);
    go(&mut app, Message::Shortcut(Shortcut::New));
    assert_eq!(app.leaving().map(|l| l.to().clone()), Some(Leaving::NewGame), "a move recorded asks");
}

/// The Save button's mark (" •") and the question on leaving (Ctrl+N) for the game open now:
/// they must say the same. Asked, the question is cancelled; not asked, the New game form is
/// left by Back and the game resumed from the Start screen: either way the game is open again.
fn mark_and_question(app: &mut App, asks: bool, what: &str) {
    let marked = texts(app).iter().filter(|t| t.ends_with(" •")).cloned().collect::<Vec<_>>();
    assert_eq!(!marked.is_empty(), asks, "{what}: the Save button's mark ({marked:?})");
    let path = app.session().unwrap().path();
    go(app, Message::Shortcut(Shortcut::New));
    assert_eq!(app.leaving().is_some(), asks, "{what}: the question on leaving");
    if asks {
        go(app, Message::Leave(leave::Message::Cancel));
        assert!(app.leaving().is_none() && !matches!(app.screen(), Screen::NewGame(_)), "{what}: cancelled");
    } else {
        assert!(matches!(app.screen(), Screen::NewGame(_)), "{what}: the form at once");
        go(app, Message::NewGame(new_game::Message::Back));
        go(app, Message::Start(start::Message::Resume));
        assert_eq!(app.session().unwrap().path(), path, "{what}: the same game again");
    }
}

/// Issue 39 (desk39d's note): the Save button's mark showed on a new game with nothing recorded,
/// while leaving it asked nothing. Mark and question read one answer in every state a game can
/// be in: a new game, a sample opened as it came, a move, a move taken back, a save, a game
/// resumed after the app was closed (untouched, with a move, saved), in both languages.
#[test]
fn the_save_mark_and_the_question_on_leaving_agree() {
    for lang in [Lang::En, Lang::Ru] {
        let dir = temp_dir(&format!("save-mark-{lang:?}"));
        let new_app = |dir: &std::path::Path| {
            let mut app = App::start(dir, Lang::Ru);
            go(&mut app, Message::Lang(lang));
            app
        };
        let move_e4 = |app: &mut App| {
            rec(app, recording::Message::Input("e4".into()));
            rec(app, recording::Message::Submit);
            assert_eq!(app.session().unwrap().moves().len(), 1, "e4 recorded");
        };
        let mut app = new_app(&dir);
        go(&mut app, Message::Shortcut(Shortcut::New));
        go(&mut app, Message::NewGame(new_game::Message::Game(Ruleset::Classical)));
        go(&mut app, Message::NewGame(new_game::Message::Clock(new_game::ClockChoice::Preset(Preset::Rapid))));
        go(&mut app, Message::NewGame(new_game::Message::Start));
        assert!(matches!(app.screen(), Screen::Recording(_)), "a classical game at its first move");
        mark_and_question(&mut app, false, "a new game, its time control set, nothing recorded");
        // Closed untouched and resumed: the same game, as it was made.
        let mut app = new_app(&dir);
        go(&mut app, Message::Start(start::Message::Resume));
        assert!(app.session().is_some(), "resumed");
        mark_and_question(&mut app, false, "a new game resumed, nothing recorded");
        move_e4(&mut app);
        mark_and_question(&mut app, true, "a move recorded");
        // A move taken back is a correction on the record (R30): still a change.
        app.session_mut().unwrap().take_back("slip of the pen").unwrap();
        assert!(app.session().unwrap().moves().is_empty());
        mark_and_question(&mut app, true, "a move taken back");
        move_e4(&mut app);
        let mut app = new_app(&dir);
        go(&mut app, Message::Start(start::Message::Resume));
        mark_and_question(&mut app, true, "a working game resumed with a move in it");
        let own = dir.join("own.json");
        app.session_mut().unwrap().save_as(&own).unwrap();
        mark_and_question(&mut app, false, "saved to a file of its own");
        let mut app = new_app(&dir);
        go(&mut app, Message::Start(start::Message::Resume));
        assert_eq!(app.session().unwrap().path().as_deref(), Some(own.as_path()));
        mark_and_question(&mut app, false, "its own file resumed, nothing beyond it");
        rec(&mut app, recording::Message::Input("e5".into()));
        rec(&mut app, recording::Message::Submit);
        mark_and_question(&mut app, true, "a move beyond its own file");

        let sample = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_games/08_in_progress.json");
        let mut app = new_app(&dir);
        go(&mut app, Message::Start(start::Message::Open(sample)));
        assert!(app.session().is_some_and(|s| s.working), "sample 08's working copy");
        mark_and_question(&mut app, false, "sample 08 opened as it came");
        app.session_mut().unwrap().take_back("the arbiter's test").unwrap();
        mark_and_question(&mut app, true, "a move of sample 08 taken back");
    }
}

#[test]
fn keep_in_the_working_file_leaves_the_game_to_resume() {
    let (mut app, _) = timed_app("unsaved-keep", Lang::Ru, None, event_fields());
    rec(&mut app, recording::Message::Input("e2e4".into()));
    rec(&mut app, recording::Message::Submit);
    let path = app.session().unwrap().path().unwrap();
    go(&mut app, Message::Shortcut(Shortcut::New));
    assert!(texts(&app).iter().any(|t| t == "Оставить в рабочем файле"));
    go(&mut app, Message::Leave(leave::Message::Keep));
    assert!(matches!(app.screen(), Screen::NewGame(_)));
    let again = Session::open(&path, app.config_dir(), Lang::En).unwrap();
    assert_eq!(again.record().moves.len(), 1, "the move is in the working file's journal");
}

#[test]
fn event_data_is_checked_with_the_reason_and_carried_to_the_next_game() {
    let dir = temp_dir("event-check");
    let mut app = App::start(&dir, victoria_words::Lang::Ru);
    let _ = app.update(Message::Lang(Lang::En));
    go(&mut app, Message::Shortcut(Shortcut::New));
    let ng = |app: &mut App, m: new_game::Message| go(app, Message::NewGame(m));
    ng(&mut app, new_game::Message::Field(new_game::Field::Date, "2026-13-45".into()));
    ng(&mut app, new_game::Message::Field(new_game::Field::Round, "abc".into()));
    let Screen::NewGame(st) = app.screen() else { panic!() };
    assert_eq!(
        st.problems(),
        ["The date “2026-13-45” names no day of the calendar.", "The round “abc” is not a number like 3 or 3.1."]
    );
    ng(&mut app, new_game::Message::Start);
    assert!(matches!(app.screen(), Screen::NewGame(_)), "no start with bad event data");
    go(&mut app, Message::Lang(Lang::Ru));
    ng(&mut app, new_game::Message::Field(new_game::Field::Board, "3.1.2".into()));
    let Screen::NewGame(st) = app.screen() else { panic!() };
    assert_eq!(st.problems()[0], "Даты «2026-13-45» нет в календаре.", "{:?}", st.problems());
    for (f, v) in [
        (new_game::Field::Date, "2026-12-01"),
        (new_game::Field::Round, "3.1"),
        (new_game::Field::Board, "4"),
        (new_game::Field::Event, "Cup"),
    ] {
        ng(&mut app, new_game::Message::Field(f, v.into()));
    }
    let Screen::NewGame(st) = app.screen() else { panic!() };
    assert!(st.problems().is_empty(), "{:?}", st.problems());
    ng(&mut app, new_game::Message::Start);
    assert_eq!(app.session().unwrap().record().event.round, "3.1");
    // A new app on the same config: the last event is remembered for the next game's form.
    let mut next = App::start(&dir, victoria_words::Lang::Ru);
    go(&mut next, Message::Shortcut(Shortcut::New));
    let Screen::NewGame(st) = next.screen() else { panic!() };
    assert_eq!((st.fields().get(new_game::Field::Event), st.fields().get(new_game::Field::Round)), ("Cup", "4"));
}

#[test]
fn a_sealed_record_keeps_its_signature_pads() {
    let (mut app, _) = timed_app("sealed-pads", Lang::En, None, Default::default());
    rec(&mut app, recording::Message::Signatures);
    assert!(matches!(app.screen(), Screen::Signatures(_)));
    for pen in [signatures::Pen::Down([0.1, 0.1]), signatures::Pen::Move([0.5, 0.5]), signatures::Pen::Move([0.9, 0.2])]
    {
        let _ = app.update(Message::Signatures(signatures::Message::Pen(Signer::White, pen)));
    }
    go(&mut app, Message::Signatures(signatures::Message::Sign(Signer::White)));
    go(&mut app, Message::Signatures(signatures::Message::Seal));
    assert!(record(&app).arbiter_seal.is_some());
    go(&mut app, Message::Signatures(signatures::Message::Clear(Signer::White)));
    let Screen::Signatures(st) = app.screen() else { panic!() };
    assert_eq!(st.pads()[0].len(), 1, "a sealed record's pad cannot be cleared");
    assert!(st.signed()[0]);
    // The Clear button is disabled: a click publishes nothing.
    let mut ui = app_support::sim(app.view_main());
    let _ = ui.click(iced_test::selector::id("sign-clear-white"));
    assert_eq!(ui.into_messages().count(), 0);
}

#[test]
fn the_scoresheet_marks_come_from_the_records_events() {
    let dir = temp_dir("marks");
    let mut app = App::start(&dir, victoria_words::Lang::Ru);
    let _ = app.update(Message::Lang(Lang::En));
    let sample = victoria_arbiter::app::screens::start::find_samples()
        .into_iter()
        .find(|p| p.ends_with("03_hero_promotion.json"))
        .unwrap();
    app.open_path(&sample);
    let s = app.session().unwrap();
    let moves = s.moves();
    let promoted = moves.iter().find(|m| m.san.contains('=')).expect("a promotion");
    assert!(recording::sheet_move(Lang::En, promoted).contains("=Q"), "{promoted:?}");
    let check = moves.iter().find(|m| m.san.ends_with('+')).expect("a check");
    assert!(recording::sheet_move(Lang::En, check).ends_with('+'));
    let events: Vec<_> = s.record().moves.iter().flat_map(|m| m.events.clone()).collect();
    let hero = events.iter().any(|e| matches!(e, victoria_record::MoveEvent::Hero(_)));
    assert_eq!(moves.iter().any(|m| m.marks.contains('★')), hero, "a hero is marked ★");
    assert!(recording::sheet_move(Lang::Ru, promoted).contains("=Ф"), "Russian letters in the scoresheet");
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t == "1."), "numbered rows");
}

#[test]
fn the_scoresheet_shows_the_time_each_move_took_or_the_time_left() {
    let (mut app, clock) = timed_app("tc-sheet", Lang::En, Some(Preset::Rapid.control()), Default::default());
    go(&mut app, Message::Key(Key::Clocks));
    clock.advance(65);
    rec(&mut app, recording::Message::Input("e2e4".into()));
    rec(&mut app, recording::Message::Submit);
    clock.advance(30);
    rec(&mut app, recording::Message::Input("e11e10".into()));
    rec(&mut app, recording::Message::Submit);
    assert_eq!(record(&app).moves.len(), 2);
    // By default each column shows the time the move took.
    let shown = texts(&app);
    let count = |v: &[String], t: &str| v.iter().filter(|x| *x == t).count();
    assert_eq!(count(&shown, "Used"), 2, "both time columns say what they show: {shown:?}");
    assert!(shown.contains(&"1:05".to_string()) && shown.contains(&"0:30".to_string()), "{shown:?}");
    assert!(shown.contains(&"Show time left".to_string()));
    // The toggle shows each mover's time left after the move instead (15:00 − 1:05 + 10 s).
    let mut h = Harness::at(app.config_dir());
    h.app = app;
    h.click("sheet-time-toggle");
    let shown = h.main_texts();
    assert_eq!(count(&shown, "Left"), 2, "{shown:?}");
    assert!(!shown.contains(&"1:05".to_string()) && !shown.contains(&"0:30".to_string()), "{shown:?}");
    // White's 14:05 is on its clock face and in the sheet; Black's 14:40 likewise.
    assert_eq!(count(&shown, "14:05"), 2, "{shown:?}");
    assert_eq!(count(&shown, "14:40"), 2, "{shown:?}");
    h.click("sheet-time-toggle");
    assert!(h.main_texts().contains(&"1:05".to_string()), "and back");
    // Without clocks the columns show the arbiter's time of each entry, and no toggle.
    let (mut app, _) = timed_app("tc-sheet-none", Lang::Ru, None, Default::default());
    rec(&mut app, recording::Message::Input("e2e4".into()));
    rec(&mut app, recording::Message::Submit);
    let shown = texts(&app);
    let wall = record(&app).moves[0].time.format("%H:%M:%S").to_string();
    assert!(shown.contains(&wall), "{shown:?}");
    assert_eq!(count(&shown, "Время"), 2, "{shown:?}");
    let toggle = [victoria_words::t!(Lang::Ru, "sheet-show", kind = "left"), "Показать остаток".to_string()];
    assert_eq!(toggle[0], toggle[1]);
    assert!(!shown.contains(&toggle[0]), "no toggle without clocks");
}

#[test]
fn the_tick_wakes_when_the_displayed_second_changes() {
    use victoria_arbiter::app::tick::{Plan, next_wake};
    use victoria_record::time_control::face;
    // The face rounds down (one rule for every clock figure, issue 39): 4.5 s left shows 0:04
    // and turns to 0:03 in 501 ms; 5.000 s shows 0:05 and turns to 0:04 a millisecond later;
    // under a second it shows 0:00 and the next tick is the flag's fall.
    assert_eq!(next_wake(4_500, 0), Some(501));
    assert_eq!(next_wake(5_000, 0), Some(1));
    assert_eq!(next_wake(4_999, 0), Some(1_000));
    assert_eq!(next_wake(1, 0), Some(1));
    assert_eq!(next_wake(700, 0), Some(700), "0:00 until the flag falls");
    assert_eq!(next_wake(0, 0), None, "the flag has fallen: no more ticks");
    assert_eq!(next_wake(-20, 0), None);
    // During a delay nothing is charged: the face changes only after it.
    assert_eq!(next_wake(4_500, 2_000), Some(2_501));
    // At every wake-up the face has just changed, and it had not changed a millisecond before.
    for remaining in [1_000, 1_001, 1_999, 59_999, 60_000, 3_600_500, 5_400_000] {
        let w = next_wake(remaining, 0).unwrap();
        assert!((1..=1_000).contains(&w), "{remaining}: {w}");
        assert_ne!(face(remaining - w), face(remaining), "{remaining}: changed at the wake-up");
        assert_eq!(face(remaining - w + 1), face(remaining), "{remaining}: not earlier");
    }

    // A running clock's plan: fixed instants, so the timer does not drift and the
    // subscription stays the same from frame to frame.
    let (mut app, clock) = timed_app("tc-tick", Lang::En, Some(Preset::Rapid.control()), Default::default());
    let clocks = |app: &App| app.session().unwrap().recorder().clocks().unwrap();
    assert_eq!(Plan::of(&clocks(&app)), None, "not started: no plan, no timer");
    go(&mut app, Message::Key(Key::Clocks));
    let plan = Plan::of(&clocks(&app)).expect("running");
    let started = app.session().unwrap().recorder().now().timestamp_millis();
    assert_eq!(plan.flag_at, started + 15 * 60_000);
    assert_eq!(plan.next_wake(started), Some(1), "15:00 turns to 14:59 as the clock starts");
    assert_eq!(plan.next_wake(started + 250), Some(751));
    assert_eq!(plan.next_wake(started + 1_000), Some(1));
    clock.advance(65);
    go(&mut app, Message::Recording(recording::Message::Tick));
    assert_eq!(Plan::of(&clocks(&app)), Some(plan), "a tick changes nothing the timer depends on");
    // A move switches the lever: Black's clock has its own plan.
    rec(&mut app, recording::Message::Input("e2e4".into()));
    rec(&mut app, recording::Message::Submit);
    let black = Plan::of(&clocks(&app)).expect("Black's clock runs");
    assert_eq!(black.flag_at, started + 65_000 + 15 * 60_000);
    assert_eq!(black.next_wake(black.flag_at - 500), Some(500));
    assert_eq!(black.next_wake(black.flag_at), None);
    // Paused: no plan, and the app has no timer.
    go(&mut app, Message::Key(Key::Clocks));
    assert_eq!(Plan::of(&clocks(&app)), None);
    assert!(!app.ticking());
}

#[test]
fn opening_another_game_with_unsaved_changes_asks_first() {
    let sample = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/sample_games/01_mate.json"));
    let (mut app, _) = timed_app("unsaved-open", Lang::En, None, event_fields());
    rec(&mut app, recording::Message::Input("e2e4".into()));
    rec(&mut app, recording::Message::Submit);
    let id = record(&app).id.clone();
    // A sample from the Start screen: the prompt, and the game stays; Cancel keeps it.
    go(&mut app, Message::Home);
    go(&mut app, Message::Start(victoria_arbiter::app::screens::start::Message::Open(sample.to_path_buf())));
    assert_eq!(app.leaving().map(|l| l.to().clone()), Some(Leaving::Open(sample.to_path_buf())));
    assert_eq!(record(&app).id, id, "nothing opened yet");
    assert!(texts(&app).iter().any(|t| t == "The game has changes not saved in its own file."));
    go(&mut app, Message::Leave(leave::Message::Cancel));
    assert_eq!((app.leaving().map(|l| l.to().clone()), record(&app).id.clone()), (None, id.clone()));
    // Ctrl+O asks before the file dialog, and a recent game of the Start screen too.
    go(&mut app, Message::Shortcut(Shortcut::Open));
    assert_eq!(app.leaving().map(|l| l.to().clone()), Some(Leaving::PickFile));
    go(&mut app, Message::Key(Key::Cancel));
    assert_eq!(app.leaving().map(|l| l.to().clone()), None, "Esc cancels");
    go(&mut app, Message::Start(victoria_arbiter::app::screens::start::Message::Pick));
    assert_eq!(app.leaving().map(|l| l.to().clone()), Some(Leaving::PickFile));
    go(&mut app, Message::Leave(leave::Message::Cancel));
    // Keep in the working file: the other game opens, this one waits in its working file.
    let working = app.session().unwrap().path().unwrap();
    go(&mut app, Message::Start(victoria_arbiter::app::screens::start::Message::Open(sample.to_path_buf())));
    go(&mut app, Message::Leave(leave::Message::Keep));
    assert_eq!(app.leaving().map(|l| l.to().clone()), None);
    assert_ne!(record(&app).id, id, "the sample is open");
    assert_eq!(Session::open(&working, app.config_dir(), Lang::En).unwrap().record().moves.len(), 1, "kept");
    // With everything saved nothing is asked: the sample is a fresh working copy with no change,
    // yet a working file counts as unsaved — so save it first and then open again.
    let saved = app.config_dir().join("mate.json");
    go(
        &mut app,
        Message::SaveAsBar(victoria_arbiter::app::dialog::save_as::Message::Path(saved.display().to_string())),
    );
    let _ = app.update(Message::SaveAsBar(victoria_arbiter::app::dialog::save_as::Message::Confirm));
    go(&mut app, Message::Home);
    go(&mut app, Message::Start(victoria_arbiter::app::screens::start::Message::Open(working.clone())));
    assert_eq!(app.leaving().map(|l| l.to().clone()), None, "saved: no prompt");
    assert_eq!(record(&app).id, id, "the first game again: {:?}", app.notice());
}

#[test]
fn the_completed_illegal_entry_has_its_key_on_the_button_and_in_the_help() {
    use victoria_arbiter::app::keys::Shortcut as S;
    for lang in Lang::ALL {
        let (mut app, _) = timed_app(&format!("log-key-{}", lang.code()), lang, None, event_fields());
        // Black's move while White is to move: refused, waiting for the arbiter's word.
        rec(&mut app, recording::Message::Input("e11e10".into()));
        rec(&mut app, recording::Message::Submit);
        assert!(app.session().unwrap().has_pending());
        let shown = texts(&app);
        let confirm = format!("{}  [Ctrl+L]", victoria_words::t!(lang, "rec-confirm-illegal"));
        let discard = format!("{}  [Esc]", victoria_words::t!(lang, "rec-discard-slip"));
        assert!(shown.contains(&confirm), "{}: {shown:?}", lang.code());
        assert!(shown.contains(&discard), "{}: {shown:?}", lang.code());
        // Ctrl+L logs it as the player's illegal move.
        go(&mut app, Message::Shortcut(S::LogIllegal));
        assert!(!app.session().unwrap().has_pending());
        assert_eq!(record(&app).illegal_attempts.len(), 1);
        // With nothing pending the key does nothing.
        go(&mut app, Message::Shortcut(S::LogIllegal));
        assert_eq!(record(&app).illegal_attempts.len(), 1);
        // The help lists it with its words.
        go(&mut app, Message::Key(Key::Help));
        let help = texts(&app);
        assert!(help.iter().any(|t| t == "Ctrl+L"), "{}: {help:?}", lang.code());
        assert!(help.contains(&victoria_words::t!(lang, "key-log-illegal")));
    }
    // The key is read by its place on the keyboard, as the other Ctrl shortcuts.
    use iced::keyboard::key::{Code, Physical};
    let ru = iced::keyboard::Key::Character(char::from_u32(0x434).unwrap().to_string().into());
    assert_eq!(S::of(Physical::Code(Code::KeyL), &ru, false), Some(S::LogIllegal));
}

/// While the arbiter decides a refused entry (log it or discard it), the clocks stop; the
/// decision taken, they run again: the clock log holds the pause, the penalty and the resume.
#[test]
fn a_decision_waiting_stops_the_clocks_and_they_run_again_after() {
    let (mut app, clock) = timed_app("tc-hold", Lang::En, Some(Preset::Rapid.control()), Default::default());
    go(&mut app, Message::Key(Key::Clocks));
    clock.advance(5);
    rec(&mut app, recording::Message::Input("Ke1-e3".into()));
    rec(&mut app, recording::Message::Submit);
    assert!(!record(&app).clocks.as_ref().unwrap().running, "held while the arbiter decides");
    let held = app.session().unwrap().recorder().clock_readings().unwrap();
    clock.advance(90);
    assert_eq!(app.session().unwrap().recorder().clock_readings().unwrap(), held, "no time runs meanwhile");
    rec(&mut app, recording::Message::ConfirmIllegal);
    assert!(record(&app).clocks.as_ref().unwrap().running, "running again once it is logged");
    // The physical clock ran while the arbiter decided: White's 90 s are charged (issue 39).
    let now = app.session().unwrap().recorder().clock_readings().unwrap();
    assert_eq!(now.white, held.white - 90_000);
    let log: Vec<_> = record(&app).clock_log.iter().map(|e| e.change.clone()).collect();
    assert!(matches!(log[..], [ClockChange::Start, ClockChange::Hold, ClockChange::Release]), "{log:?}");
    // A slip discarded with Esc: the same.
    rec(&mut app, recording::Message::Input("Ke1-e3".into()));
    rec(&mut app, recording::Message::Submit);
    assert!(!record(&app).clocks.as_ref().unwrap().running);
    go(&mut app, Message::Key(Key::Cancel));
    assert!(record(&app).clocks.as_ref().unwrap().running);
}

/// On resume after the app was closed while the clocks ran, the recording screen asks first:
/// keep the time charged, or set the clocks to the physical clock (R33); Esc keeps it charged.
/// Each answer is journaled in the clock log.
#[test]
fn on_resume_the_closed_time_is_asked_charged_or_set() {
    let (mut app, clock) = timed_app("tc-closed", Lang::En, Some(Preset::Rapid.control()), Default::default());
    let dir = app.config_dir().to_path_buf();
    go(&mut app, Message::Key(Key::Clocks));
    clock.advance(30);
    go(&mut app, Message::Recording(recording::Message::Tick));
    let seen = app.session().unwrap().recorder().now();
    drop(app);
    let reopen = |minutes: i64| {
        let mut s = Session::resume(&dir, victoria_words::Lang::En).unwrap();
        s.recorder_mut().set_clock(ManualClock::new(seen + chrono::Duration::minutes(minutes)));
        let st = recording::State::resumed(&mut s);
        (s, st)
    };
    let last = |s: &Session| s.record().clock_log.last().map(|e| e.change.clone());
    // Set to the physical clock.
    let (mut s, mut st) = reopen(12);
    let closed = st.after_close().expect("the question comes first");
    assert!(closed.as_secs() >= 12 * 60, "{closed:?}");
    let board = s.board_view();
    assert!(app_support::with_look_at(&s, &board, Lang::En, |l| st.focus(l)).is_some());
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::AfterClose(recording::after_close::Message::Set), c));
    let d = st.clock_dialog().expect("the set-clocks form").clone();
    assert!(d.is_after_close());
    for (f, v) in [(clocks::Field::White, "14:10"), (clocks::Field::Black, "15:00")] {
        with_game(&mut s, Lang::En, |c| st.update(recording::Message::Clock(clocks::Message::Field(f, v.into())), c));
    }
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::Clock(clocks::Message::SetConfirm), c));
    assert_eq!(st.after_close(), None);
    assert!(matches!(last(&s), Some(ClockChange::AfterClose { charged: false, .. })), "{:?}", last(&s));
    let r = s.recorder().clock_readings().unwrap();
    assert_eq!((r.white, r.black), (14 * 60_000 + 10_000, 15 * 60_000));
    s.keep_alive();
    drop(s);
    // Keep it charged, with the button.
    let (mut s, mut st) = reopen(16);
    assert!(st.after_close().is_some());
    with_game(&mut s, Lang::En, |c| {
        st.update(recording::Message::AfterClose(recording::after_close::Message::Charge), c)
    });
    assert_eq!(st.after_close(), None);
    assert!(matches!(last(&s), Some(ClockChange::AfterClose { charged: true, .. })), "{:?}", last(&s));
    drop(s);
    // Esc keeps it charged too, journaled.
    let (mut s, mut st) = reopen(20);
    assert!(st.after_close().is_some());
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::Cancel, c));
    assert!(matches!(last(&s), Some(ClockChange::AfterClose { charged: true, .. })));
    assert!(recording::State::resumed(&mut s).after_close().is_none(), "answered once");
    s.keep_alive();
    drop(s);
    // Closed so long that White's flag fell meanwhile: the question comes first and the set
    // form still settles it (the clocks are not stopped at the flag under it).
    let (mut s, mut st) = reopen(60);
    assert!(s.flag().is_some() && st.after_close().is_some());
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::Tick, c));
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::AfterClose(recording::after_close::Message::Set), c));
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::Tick, c));
    assert!(st.clock_dialog().is_some() && st.flag_offer().is_none());
    with_game(&mut s, Lang::En, |c| {
        st.update(recording::Message::Clock(clocks::Message::Field(clocks::Field::White, "2:30".into())), c)
    });
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::Clock(clocks::Message::SetConfirm), c));
    assert!(matches!(last(&s), Some(ClockChange::AfterClose { charged: false, .. })), "{:?}", last(&s));
    assert_eq!(s.flag(), None, "set to the physical clock: no flag");
    assert!(s.clock_running());
}

/// A clock that moves on a millisecond each time it is read, as the arbiter's clock does while
/// the app works.
#[derive(Debug)]
struct Ticking(std::sync::Mutex<victoria_record::Time>);

impl victoria_record::Clock for Ticking {
    fn now(&self) -> victoria_record::Time {
        let mut t = self.0.lock().unwrap();
        *t += chrono::Duration::milliseconds(1);
        *t
    }
}

/// Walk39c's walk: Black set to 1:00 was said as "Black 0:59" (the running clock read a few
/// milliseconds later, rounded down); the line says the readings the arbiter set, as the log
/// and the sheet keep them.
#[test]
fn setting_the_clocks_says_the_readings_set_while_the_clock_runs() {
    let (mut app, clock) = timed_app("tc-set-ticking", Lang::En, Some(Preset::Rapid.control()), Default::default());
    go(&mut app, Message::Key(Key::Clocks));
    let ticking = Ticking(std::sync::Mutex::new(victoria_record::Clock::now(&clock)));
    app.session_mut().unwrap().recorder_mut().set_clock(ticking);
    go(&mut app, Message::Shortcut(Shortcut::SetClocks));
    for (f, v) in [(clocks::Field::White, "12:30"), (clocks::Field::Black, "1:00")] {
        rec(&mut app, recording::Message::Clock(clocks::Message::Field(f, v.into())));
    }
    rec(&mut app, recording::Message::Clock(clocks::Message::SetConfirm));
    assert_eq!(
        state(&app).notice().shown(Lang::En).as_deref(),
        Some("Clocks set to the physical clock: White 12:30, Black 1:00."),
        "{:?}",
        state(&app).notice()
    );
}
