//! Driving the app as the runtime does, for the test modules of this binary: a message fed to
//! `App::update` (its task not run), the recording screen's state, the record in memory and the
//! words of the main window.

use crate::support::app as app_support;
use victoria_arbiter::app::screens::recording;
use victoria_arbiter::app::{App, Message, Screen};
use victoria_record::GameRecord;

/// Feeds a message as the runtime would (its task is not run here).
pub fn go(app: &mut App, m: Message) {
    let _ = app.update(m);
}

/// Feeds a message to the recording screen.
pub fn rec(app: &mut App, m: recording::Message) {
    go(app, Message::Recording(m));
}

/// The recording screen's state; panics (naming the screen) on any other screen.
pub fn state(app: &App) -> &recording::State {
    match app.screen() {
        Screen::Recording(st) => st,
        other => panic!("expected the recording screen, found {other:?}"),
    }
}

/// The game record of the open session.
pub fn record(app: &App) -> &GameRecord {
    app.session().unwrap().record()
}

/// Every text of the main window as it is drawn now.
pub fn texts(app: &App) -> Vec<String> {
    app_support::texts(app.view_main())
}

/// The answer to the loss on time offered to `loser` (FIDE 6.9): the opponent can mate or not.
pub fn flag_loss(loser: victoria_rules::Color, opponent_can_mate: bool) -> recording::Message {
    let ground = victoria_record::LossGround::Time;
    recording::Message::Loss(recording::loss::Message::Rule { ground, loser, opponent_can_mate })
}

/// The answer to the loss for a second illegal move offered to `loser` (FIDE 7.5.5).
pub fn fide_loss(loser: victoria_rules::Color, opponent_can_mate: bool) -> recording::Message {
    let ground = victoria_record::LossGround::IllegalMoves;
    recording::Message::Loss(recording::loss::Message::Rule { ground, loser, opponent_can_mate })
}
