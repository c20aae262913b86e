//! The recording screen's one dialog state (issue 22): at most one dialog or decision is open,
//! a loss decision cannot be lost under another dialog, a flag that falls while the arbiter
//! has a dialog open is offered once it closes, and Ctrl+L answers the decision waiting.

use crate::drive::{go, rec, record, state};
use crate::fit::decisions::{QUEEN, at, until_done};
use victoria_arbiter::app::keys::Action as Key;
use victoria_arbiter::app::screens::recording;
use victoria_arbiter::app::{Message, Shortcut};
use victoria_record::Ground;
use victoria_record::time_control::Preset;
use victoria_rules::{Color, Options, Rules};
use victoria_words::{Lang, Words as _};

#[test]
fn a_loss_decision_cannot_be_lost_under_another_dialog_and_ctrl_l_records_it() {
    let mut rules = Rules::classical();
    rules.options.set_pair("illegal_move_penalty=fide").unwrap();
    let (mut h, _) = at("one-dialog-fide", rules, "", None);
    for _ in 0..2 {
        h.type_into("move-input", "Ke1-e3", true);
        go(&mut h.app, Message::Shortcut(Shortcut::LogIllegal));
    }
    assert_eq!(state(&h.app).fide_loss(), Some(Color::White));
    until_done(&mut h.app);
    // The take-back and the result dialog are refused while the decision waits: it stays.
    for m in [recording::Message::TakebackOpen, recording::Message::ResultOpen, recording::Message::WithdrawOpen(1)] {
        rec(&mut h.app, m);
        assert_eq!(state(&h.app).fide_loss(), Some(Color::White));
    }
    let said = state(&h.app).notice().as_ref().map(|n| n.words(Lang::En)).unwrap_or_default();
    assert!(said.starts_with("Answer the decision waiting first"), "{said}");
    // Ctrl+L records the decision's answer (the analyser found Black a mating line).
    go(&mut h.app, Message::Shortcut(Shortcut::LogIllegal));
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
    use victoria_session::session::Session;
    let h = crate::support::app::Harness::new("classical-kings");
    let mut h = crate::support::app::Harness { app: victoria_arbiter::app::App::start(&h.dir, Lang::En), dir: h.dir };
    let s = Session::new_at(
        &Default::default(),
        Rules::classical(),
        &h.dir,
        Lang::En,
        Some("4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
    )
    .unwrap();
    h.app.adopt(s);
    h.send(Message::Noop);
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
    assert!(shown.contains("the game has ended: Dead position: draw (FIDE 5.2.2)"), "{shown}");
    for victoria in ["Point count", "to move: White", "(R27a)", "Mate impossible"] {
        assert!(!shown.contains(victoria), "{victoria}: {shown}");
    }
}
