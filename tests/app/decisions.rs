//! The recording screen's one dialog state (issue 22): at most one dialog or decision is open,
//! a loss decision cannot be lost under another dialog, a flag that falls while the arbiter
//! has a dialog open is offered once it closes, and each decision has its own key (Ctrl+L logs a
//! refused entry, Ctrl+R answers a loss offered, Ctrl+K keeps the closed time charged).

use crate::drive::{go, rec, record, state};
use crate::fit::decisions::{QUEEN, at, until_done};
use victoria_arbiter::app::keys::Action as Key;
use victoria_arbiter::app::screens::recording;
use victoria_arbiter::app::{Message, Shortcut};
use victoria_record::Ground;
use victoria_record::time_control::Preset;
use victoria_rules::{Color, Options, Rules};
use victoria_words::{Lang, Words as _};

/// An English app on the recording screen of a classical game composed at `fen` (started from
/// it), with the time control `tc` if any, and the desk's clock set by hand.
pub(crate) fn classical_from(
    name: &str,
    fen: &str,
    tc: Option<victoria_record::time_control::TimeControl>,
) -> (crate::support::app::Harness, victoria_record::ManualClock) {
    use victoria_session::session::Session;
    let h = crate::support::app::Harness::new(name);
    let mut h = crate::support::app::Harness { app: victoria_arbiter::app::App::start(&h.dir, Lang::En), dir: h.dir };
    let mut s = Session::new_at(&Default::default(), Rules::classical(), &h.dir, Lang::En, Some(fen)).unwrap();
    if tc.is_some() {
        s.set_time_control(tc).unwrap();
    }
    let clock = victoria_record::ManualClock::new(s.recorder().now());
    s.recorder_mut().set_clock(clock.clone());
    h.app.adopt(s);
    h.send(Message::Noop);
    (h, clock)
}

#[test]
fn a_loss_decision_cannot_be_lost_under_another_dialog_and_ctrl_r_records_it() {
    let mut rules = Rules::classical();
    rules.options.set_pair("illegal_move_penalty=fide").unwrap();
    let (mut h, _) = at("one-dialog-fide", rules, "", None);
    for _ in 0..2 {
        h.type_into("move-input", "Ke1-e3", true);
        go(&mut h.app, Message::Shortcut(Shortcut::LogIllegal));
    }
    assert_eq!(state(&h.app).fide_loss(), Some(Color::White));
    until_done(&mut h.app);
    // What the decision rests on is folded once in the details (it was drawn twice).
    let fold = victoria_words::t!(Lang::En, "rec-decision-reason", open = "no");
    let shown = crate::drive::texts(&h.app);
    assert_eq!(shown.iter().filter(|t| **t == fold).count(), 1, "{shown:?}");
    // The take-back and the result dialog are refused while the decision waits: it stays.
    for m in [recording::Message::TakebackOpen, recording::Message::ResultOpen, recording::Message::WithdrawOpen(1)] {
        rec(&mut h.app, m);
        assert_eq!(state(&h.app).fide_loss(), Some(Color::White));
    }
    let said = state(&h.app).notice().as_ref().map(|n| n.words(Lang::En)).unwrap_or_default();
    assert!(said.starts_with("Answer the decision waiting first"), "{said}");
    // Ctrl+L (log an entry) and Ctrl+K (keep the closed time) are not this decision's keys.
    for other in [Shortcut::LogIllegal, Shortcut::KeepClosedTime] {
        go(&mut h.app, Message::Shortcut(other));
        assert!(record(&h.app).result.is_none(), "{other:?} records no loss");
        assert_eq!(state(&h.app).fide_loss(), Some(Color::White));
    }
    // Ctrl+R records the decision's answer (the analyser found Black a mating line).
    go(&mut h.app, Message::Shortcut(Shortcut::RuleLoss));
    let r = record(&h.app).result.clone().expect("the loss is recorded");
    assert_eq!((r.winner, r.ground), (Some(Color::Black), Some(Ground::IllegalMoves)));
    assert!(!state(&h.app).dialog_open());
}

#[test]
fn a_flag_that_falls_behind_an_open_dialog_is_offered_when_it_closes() {
    let (mut h, clock) =
        at("one-dialog-flag", Rules::victoria(Options::default()), QUEEN, Some(Preset::Blitz.control()));
    go(&mut h.app, Message::Key(Key::Clocks));
    h.type_into("move-input", "Kf9-f8", true);
    go(&mut h.app, Message::Key(Key::TakeBack));
    assert!(state(&h.app).takeback().is_some());
    rec(&mut h.app, recording::Message::TakeBack(recording::takeback::Message::Reason("wrong square".into())));
    clock.advance(200);
    go(&mut h.app, Message::Recording(recording::Message::Tick));
    assert!(h.app.session().unwrap().flag().is_some());
    // The take-back the arbiter is typing stays, with its reason.
    assert_eq!(state(&h.app).takeback().map(|t| t.reason()), Some("wrong square"));
    go(&mut h.app, Message::Key(Key::Cancel));
    assert_eq!(state(&h.app).flag_offer(), Some(Color::White), "offered once the dialog closed");
    until_done(&mut h.app);
    // Esc puts it aside for good (until the flag is gone).
    go(&mut h.app, Message::Key(Key::Cancel));
    assert!(!state(&h.app).dialog_open());
    go(&mut h.app, Message::Recording(recording::Message::Tick));
    assert!(!state(&h.app).dialog_open());
}

#[test]
fn classical_chess_shows_no_reserve_controls() {
    let (h, _) = at("no-reserves-classical", Rules::classical(), "", None);
    let mut ui = crate::support::app::sim(h.app.view_main());
    for id in ["panel-hold", "panel-show"] {
        assert!(ui.find(iced_test::selector::id(id)).is_err(), "{id} in classical chess");
    }
    let (h, _) = at("reserves-victoria", Rules::victoria(Options::default()), QUEEN, None);
    let mut ui = crate::support::app::sim(h.app.view_main());
    assert!(ui.find(iced_test::selector::id("panel-show")).is_ok(), "Victoria keeps them");
}

#[test]
fn the_screen_message_is_reworded_on_ru_en_and_put_away_by_its_x_or_esc() {
    let (mut h, _) = at("notice-x", Rules::victoria(Options::default()), QUEEN, None);
    rec(&mut h.app, recording::Message::TakebackOpen);
    let said = |h: &crate::support::app::Harness, l| state(&h.app).notice().as_ref().map(|n| n.words(l));
    assert!(said(&h, Lang::En).is_some(), "nothing to take back is said");
    go(&mut h.app, Message::Lang(victoria_words::Lang::Ru));
    let ru = said(&h, Lang::Ru).unwrap();
    assert!(crate::support::app::texts(h.app.view_main()).contains(&ru), "drawn in Russian: {ru}");
    h.click("rec-notice-dismiss");
    assert!(state(&h.app).notice().is_none());
    assert_eq!(state(&h.app).log().len(), 1, "kept with the earlier messages");
    rec(&mut h.app, recording::Message::TakebackOpen);
    go(&mut h.app, Message::Key(Key::Cancel));
    assert!(state(&h.app).notice().is_none(), "Esc puts it away");
}

/// Issue 39: a classical game from king against king is worded as classical chess — the
/// result dialog offers FIDE's grounds only (no count, no reserves, none of R26–R28) and calls
/// the dead position FIDE's (5.2.2); a move typed then says the game has ended, with the
/// verdict, never "move not understood".
#[test]
fn a_classical_game_from_a_position_speaks_fide_in_the_result_dialog_and_after_the_end() {
    let (mut h, _) = classical_from("classical-kings", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", None);
    h.type_into("move-input", "Ke2", true);
    let shown = h.main_texts().join("\n");
    assert!(shown.contains("THE GAME HAS ENDED"), "{shown}");
    assert!(shown.contains("dead position") && shown.contains("FIDE 5.2.2"), "{shown}");
    assert!(!shown.contains("Move not understood") && !shown.contains("mate has become impossible"), "{shown}");
    rec(&mut h.app, recording::Message::ResultOpen);
    let shown = h.main_texts().join("\n");
    assert!(shown.contains("Dead position: draw (FIDE 5.2.2)"), "{shown}");
    assert!(shown.contains("Stalemate: draw (FIDE 5.2.1)"), "{shown}");
    for victoria in ["Count", "reserves spent", "petrification", "(R26)", "(R27)", "(R28)", "R26–R28", "Point count"]
    {
        assert!(!shown.contains(victoria), "{victoria}: {shown}");
    }
    // The heading cites FIDE's articles, not Victoria's rulings (the Xvfb walk of issue 38).
    assert!(shown.contains("Result of the game (FIDE 5, 6.9, 9)"), "{shown}");
    h.send(Message::Lang(Lang::Ru));
    let shown = h.main_texts().join("\n");
    assert!(shown.contains("Результат партии (ст. 5, 6.9, 9 Правил ФИДЕ)") && !shown.contains("R26"), "{shown}");
}

/// Issue 39: a position already over when recording starts is announced at once — king
/// against king in classical chess is FIDE's dead position, not "to move: White".
#[test]
fn a_position_already_over_is_announced_when_recording_starts() {
    use victoria_session::model::Flag;
    let mut h = crate::support::app::Harness::new("classical-over-at-start");
    h.click("lang-en");
    h.click("start-new");
    h.click("game-classical");
    h.type_into("field-position", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", false);
    h.click("new-start");
    assert!(
        matches!(state(&h.app).flags(), [Flag::Ending { ground: victoria_session::model::Ground::DeadPosition, .. }]),
        "{:?}",
        state(&h.app).flags()
    );
    let shown = h.main_texts().join("\n");
    assert!(shown.contains("Dead position: draw (FIDE 5.2.2)"), "{shown}");
    assert!(shown.contains("The game has ended — Dead position: draw (FIDE 5.2.2)."), "{shown}");
    for victoria in ["Point count", "to move: White", "(R27a)", "Mate impossible"] {
        assert!(!shown.contains(victoria), "{victoria}: {shown}");
    }
}

/// Issue 39 (Xvfb walk): a position already over has no draw offer to make — king against
/// king is FIDE's dead position (5.2.2), the game is over — so the offer buttons are not shown
/// and F5/F6 are refused with the ending named; a game that goes on keeps them.
#[test]
fn a_position_already_over_offers_no_draw() {
    let (mut h, _) = classical_from("no-offer-dead", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", None);
    assert!(h.app.session().unwrap().ended_on_board());
    {
        let mut ui = crate::support::app::sim(h.app.view_main());
        for id in ["draw-offer-white", "draw-offer-black"] {
            assert!(ui.find(iced_test::selector::id(id)).is_err(), "{id} offered in a dead position");
        }
    }
    for key in [Key::DrawByWhite, Key::DrawByBlack] {
        go(&mut h.app, Message::Key(key));
        assert!(record(&h.app).draw_offers.is_empty(), "{key:?} logged an offer");
        let said = state(&h.app).notice().as_ref().map(|n| n.words(Lang::En)).unwrap_or_default();
        assert!(said.starts_with("The game has ended") && said.contains("FIDE 5.2.2"), "{said}");
    }
    // A game that goes on offers them.
    let (h, _) = at("offer-ongoing", Rules::victoria(Options::default()), QUEEN, None);
    assert!(!h.app.session().unwrap().ended_on_board());
    let mut ui = crate::support::app::sim(h.app.view_main());
    assert!(ui.find(iced_test::selector::id("draw-offer-white")).is_ok());
}

/// Issue 39 (Xvfb walk): a refused entry discarded as an input slip (Esc) says so, in the
/// language on screen, with the entry in that language's letters; nothing is logged.
#[test]
fn a_slip_discarded_says_so() {
    let (mut h, _) = at("slip-said", Rules::victoria(Options::default()), QUEEN, None);
    h.type_into("move-input", "Крf9-f5", true);
    assert!(h.app.session().unwrap().has_pending());
    go(&mut h.app, Message::Key(Key::Cancel));
    assert!(!h.app.session().unwrap().has_pending());
    assert!(record(&h.app).illegal_attempts.is_empty());
    let said = |l| state(&h.app).notice().as_ref().map(|n| n.words(l)).unwrap_or_default();
    assert!(said(Lang::En).starts_with("“Kf9-f5” is discarded as an input slip"), "{}", said(Lang::En));
    assert!(said(Lang::Ru).starts_with("«Крf9-f5» отброшен как описка"), "{}", said(Lang::Ru));
}

/// Issue 39 (Xvfb walk): once the result is recorded (here a draw agreed), the message before
/// it ("Clocks started.") folds into the earlier messages: it stood below the result, stale and
/// cut; and a flag that falls folds it too ("Clocks restarted." stood beside the stopped clocks).
#[test]
fn the_result_and_a_flag_fold_the_message_before_them() {
    let (mut h, _) = at("result-folds", Rules::victoria(Options::default()), QUEEN, Some(Preset::Blitz.control()));
    go(&mut h.app, Message::Key(Key::Clocks));
    assert!(state(&h.app).notice().is_some(), "the clocks' line");
    go(&mut h.app, Message::Key(Key::DrawByBlack));
    go(&mut h.app, Message::Key(Key::AcceptDraw));
    assert!(record(&h.app).result.is_some());
    assert!(state(&h.app).notice().is_none(), "{:?}", state(&h.app).notice());
    assert!(matches!(state(&h.app).flags(), [victoria_session::model::Flag::Result]), "{:?}", state(&h.app).flags());
    assert!(!state(&h.app).log().is_empty(), "folded, not lost");

    let (mut h, clock) = at("flag-folds", Rules::victoria(Options::default()), QUEEN, Some(Preset::Blitz.control()));
    go(&mut h.app, Message::Key(Key::Clocks));
    assert!(state(&h.app).notice().is_some(), "the clocks' line");
    clock.advance(181);
    go(&mut h.app, Message::Recording(recording::Message::Tick));
    assert_eq!(state(&h.app).flag_offer(), Some(Color::Black));
    assert!(state(&h.app).notice().is_none(), "{:?}", state(&h.app).notice());
    assert!(!state(&h.app).log().is_empty(), "folded, not lost");
}

/// Issue 39 (Xvfb walk): the line that says a move was taken back writes it in the letters of
/// the language on screen, one script per move ("Ход Qf3 отменён" in Russian).
#[test]
fn a_take_back_names_the_move_in_the_language_on_screen() {
    let (mut h, _) = at("takeback-letters", Rules::victoria(Options::default()), QUEEN, None);
    h.type_into("move-input", "Kf9-f8", true);
    assert_eq!(record(&h.app).moves.len(), 1);
    go(&mut h.app, Message::Key(Key::TakeBack));
    h.type_into("takeback-reason", "the wrong square was announced", true);
    assert!(record(&h.app).moves.is_empty(), "taken back");
    let said = |l| state(&h.app).notice().as_ref().map(|n| n.words(l)).unwrap_or_default();
    assert!(said(Lang::Ru).starts_with("Ход Крf8 отменён"), "{}", said(Lang::Ru));
    assert!(said(Lang::En).contains("Kf8"), "{}", said(Lang::En));
}

/// Issue 39 (Xvfb walk): a mate in classical chess cites FIDE's Laws (5.1.1) in its box, in
/// both languages: it read "White wins by checkmate (R26)", Victoria's ruling.
#[test]
fn a_classical_mate_cites_fide() {
    let (mut h, _) = classical_from("classical-mate-fide", "6k1/8/6K1/8/8/8/8/R7 w - - 0 1", None);
    h.type_into("move-input", "Ra8", true);
    for (lang, fide) in [(Lang::En, "(FIDE 5.1.1)"), (Lang::Ru, "(ст. 5.1.1 Правил ФИДЕ)")] {
        h.send(Message::Lang(lang));
        let shown = h.main_texts().join("\n");
        assert!(shown.contains(fide), "{shown}");
        assert!(!shown.contains("R26"), "{shown}");
    }
}

/// Issue 39 (Xvfb walk): a flag that falls after the game ended on the board — a mate not yet
/// recorded — is not offered as a loss on time (FIDE 6.9: the mate came first).
#[test]
fn no_flag_fall_is_offered_after_a_mate() {
    let (mut h, clock) =
        classical_from("flag-after-mate", "6k1/8/6K1/8/8/8/8/R7 w - - 0 1", Some(Preset::Blitz.control()));
    go(&mut h.app, Message::Key(Key::Clocks));
    h.type_into("move-input", "Ra8", true);
    assert!(h.app.session().unwrap().ended_on_board(), "mate");
    clock.advance(400);
    go(&mut h.app, Message::Recording(recording::Message::Tick));
    assert_eq!(state(&h.app).flag_offer(), None);
    assert!(record(&h.app).result.is_none());
}

/// Issue 39: each decision its own key. A refused entry is logged by Ctrl+L only; the question
/// of the time the app was closed is answered "keep it charged" by Ctrl+K only.
#[test]
fn each_decision_has_its_own_key() {
    use victoria_arbiter::app::session::Session;
    use victoria_arbiter::app::{App, Screen};
    use victoria_record::ManualClock;
    use victoria_record::time_control::ClockChange;
    // A refused entry waits: Ctrl+R and Ctrl+K leave it; Ctrl+L logs it.
    let (mut h, _) = at("own-key-entry", Rules::victoria(Options::default()), QUEEN, None);
    h.type_into("move-input", "Kf9-f5", true);
    for other in [Shortcut::RuleLoss, Shortcut::KeepClosedTime] {
        go(&mut h.app, Message::Shortcut(other));
        assert!(h.app.session().unwrap().has_pending(), "{other:?} leaves the entry waiting");
    }
    go(&mut h.app, Message::Shortcut(Shortcut::LogIllegal));
    assert!(!h.app.session().unwrap().has_pending());
    assert_eq!(record(&h.app).illegal_attempts.len(), 1);

    // On resume, the question of the closed time: Ctrl+L and Ctrl+R leave it; Ctrl+K keeps
    // the time charged.
    let (mut h, clock) =
        at("own-key-closed", Rules::victoria(Options::default()), QUEEN, Some(Preset::Rapid.control()));
    go(&mut h.app, Message::Key(Key::Clocks));
    clock.advance(1);
    go(&mut h.app, Message::Recording(recording::Message::Tick));
    let seen = h.app.session().unwrap().recorder().now();
    h.app = App::start(&h.dir, Lang::En);
    let mut s = Session::resume(&h.dir, Lang::En).unwrap();
    s.recorder_mut().set_clock(ManualClock::new(seen + chrono::Duration::seconds(600)));
    h.app.adopt(s);
    let asked = |h: &crate::support::app::Harness| matches!(h.app.screen(), Screen::Recording(st) if st.after_close().is_some());
    assert!(asked(&h));
    for other in [Shortcut::LogIllegal, Shortcut::RuleLoss] {
        go(&mut h.app, Message::Shortcut(other));
        assert!(asked(&h), "{other:?} leaves the question open");
    }
    go(&mut h.app, Message::Shortcut(Shortcut::KeepClosedTime));
    assert!(!asked(&h));
    let last = record(&h.app).clock_log.last().map(|e| e.change.clone());
    assert!(matches!(last, Some(ClockChange::AfterClose { charged: true, .. })), "{last:?}");
}

/// Issue 39: the withdrawal's line says the penalty was reversed — FIDE 7.5.3's two minutes
/// taken off the opponent's clock again — in both languages.
#[test]
fn the_withdrawal_says_the_penalty_was_reversed() {
    let mut fide = Rules::classical();
    fide.options.set_pair("illegal_move_penalty=fide").unwrap();
    let (mut h, _) = at("withdraw-reversed", fide, "", Some(Preset::Rapid.control()));
    go(&mut h.app, Message::Key(Key::Clocks));
    h.type_into("move-input", "Ke1-e3", true);
    go(&mut h.app, Message::Shortcut(Shortcut::LogIllegal));
    let given = h.app.session().unwrap().recorder().clock_readings().unwrap().black;
    rec(&mut h.app, recording::Message::WithdrawOpen(1));
    rec(&mut h.app, recording::Message::Withdraw(recording::withdraw::Message::Reason("misheard".into())));
    rec(&mut h.app, recording::Message::Withdraw(recording::withdraw::Message::Confirm));
    assert!(record(&h.app).illegal_attempts[0].withdrawn.is_some());
    assert_eq!(h.app.session().unwrap().recorder().clock_readings().unwrap().black, given - 120_000);
    let said = |lang| state(&h.app).notice().map(|n| n.words(lang)).unwrap_or_default();
    let en = said(Lang::En);
    assert!(
        en.contains(
            "Its penalty is reversed: the two minutes given to Black (FIDE 7.5.3) are taken off their clock again."
        ),
        "{en}"
    );
    let ru = said(Lang::Ru);
    assert!(ru.contains("две минуты, добавленные чёрным (ст. 7.5.3 Правил ФИДЕ), сняты с их часов"), "{ru}");
}

/// Issue 39: a sealed record offers no take-back (its button is off, F2 says why), and a
/// take-back refused closes its dialog with the refusal instead of leaving it open.
#[test]
fn a_sealed_record_offers_no_take_back_and_a_refused_one_closes_its_dialog() {
    let (mut h, _) = at("sealed-takeback", Rules::victoria(Options::default()), QUEEN, None);
    h.type_into("move-input", "Kf9-f8", true);
    assert_eq!(h.app.session().unwrap().moves().len(), 1);
    // The dialog open with its reason typed; the record sealed meanwhile: Confirm is refused.
    go(&mut h.app, Message::Key(Key::TakeBack));
    rec(&mut h.app, recording::Message::TakeBack(recording::takeback::Message::Reason("misheard".into())));
    h.app.session_mut().unwrap().seal_record().unwrap();
    rec(&mut h.app, recording::Message::TakeBack(recording::takeback::Message::Confirm));
    assert!(state(&h.app).takeback().is_none(), "the refused dialog closes");
    let said = state(&h.app).notice().map(|n| n.words(Lang::En)).unwrap_or_default();
    assert!(said.contains("arbiter's seal"), "{said}");
    assert_eq!(h.app.session().unwrap().moves().len(), 1);
    // No take-back is offered any more: F2 and Ctrl+Z say why, the button does nothing.
    for m in [Message::Key(Key::TakeBack), Message::Shortcut(Shortcut::Undo)] {
        go(&mut h.app, m);
        assert!(state(&h.app).takeback().is_none());
        let said = state(&h.app).notice().map(|n| n.words(Lang::En)).unwrap_or_default();
        assert!(said.contains("arbiter's seal"), "{said}");
    }
    h.click("takeback-open");
    assert!(state(&h.app).takeback().is_none(), "the button is off");
}

/// Issue 39 (the Russian Xvfb walk of walk39c): after a mate on the board, before the arbiter
/// records the result, the public window said "CHECK — Black is in check: the next move must
/// answer it"; it says the mate, in both languages, and no check.
#[test]
fn the_public_window_says_a_mate_on_the_board_not_a_check() {
    let (mut h, _clock) = classical_from("public-mate", "6k1/8/8/6K1/8/8/8/R7 w - - 0 1", None);
    for m in ["Kg6", "Kh8", "Ra8"] {
        h.type_into("move-input", m, true);
    }
    let s = h.app.session().unwrap();
    assert!(s.ended_on_board() && s.result().is_none(), "mated on the board, not recorded");
    for lang in [Lang::Ru, Lang::En] {
        let v = h.app.session().unwrap().public_view(lang);
        assert_eq!((v.mated, v.check), (Some(Color::Black), None), "{}", lang.code());
        h.send(Message::Lang(lang));
        let shown = crate::support::app::texts(h.app.view_public());
        let mate = victoria_arbiter::WORDS.tr(lang, "app-checkmate", &victoria_words::FluentArgs::new());
        let check = victoria_arbiter::WORDS.tr(lang, "app-check", &victoria_words::FluentArgs::new());
        assert!(shown.contains(&mate), "{}: {shown:?}", lang.code());
        assert!(!shown.iter().any(|t| t.starts_with(&format!("{check} — "))), "{}: {shown:?}", lang.code());
        // Nobody is to move after a mate (the window said "to move: Black" under it).
        let to_move = victoria_arbiter::WORDS.tr(lang, "app-to-move", &victoria_words::FluentArgs::new());
        let over = victoria_arbiter::WORDS.tr(lang, "app-game-over", &victoria_words::FluentArgs::new());
        assert!(!shown.iter().any(|t| t.starts_with(&to_move)), "{}: {shown:?}", lang.code());
        assert!(shown.contains(&over), "{}: {shown:?}", lang.code());
        // The main window's title says the end in one sentence (it read "the game has ended:
        // Checkmate: White wins (FIDE 5.1.1)", two colons in lower case; issue 39's walk of
        // walk39d): a capital after the title's dash, one colon (the ground's), a full stop.
        let main = crate::support::app::texts(h.app.view_main());
        let head = format!("{} — ", h.app.session().unwrap().title());
        let tail = main
            .iter()
            .find_map(|t| t.strip_prefix(&head))
            .unwrap_or_else(|| panic!("{}: no title in {main:?}", lang.code()));
        assert!(tail.chars().next().is_some_and(char::is_uppercase), "{}: {tail:?}", lang.code());
        assert_eq!(tail.matches(':').count(), 1, "{}: {tail:?}", lang.code());
        assert!(tail.ends_with('.'), "{}: {tail:?}", lang.code());
    }
    // Recorded, the public window says the ground under the score as a label standing alone:
    // it read "checkmate" / «мат» in lower case.
    go(&mut h.app, Message::Recording(recording::Message::ResultOpen));
    rec(&mut h.app, recording::Message::Result(recording::result::Message::Confirm));
    assert!(h.app.session().unwrap().result().is_some(), "the mate is recorded");
    for lang in [Lang::Ru, Lang::En] {
        h.send(Message::Lang(lang));
        let shown = crate::support::app::texts(h.app.view_public());
        let at = shown.iter().position(|t| t == "1-0").unwrap_or_else(|| panic!("{}: {shown:?}", lang.code()));
        let why = &shown[at + 1];
        assert!(why.chars().next().is_some_and(char::is_uppercase), "{}: {why:?} in {shown:?}", lang.code());
    }
}
