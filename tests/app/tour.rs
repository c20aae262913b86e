//! One game played through the real `App` from the Start screen to the sealed record, stopping
//! at every screen and dialog an arbiter meets: the walk the fit test measures and the
//! screenshots render. At each stop the visitor gets the harness and the stop's name; what it
//! does there (measure, render) must leave the app on the same screen in English.

use crate::support::app::{Harness, sq};
use victoria_arbiter::app::keys::Action as Key;
use victoria_arbiter::app::screens::{new_game, recording, scheme};
use victoria_arbiter::app::{Message, Shortcut};
use victoria_record::time_control::Preset;
use victoria_rules::Color;

pub const START: &str = "Start";
pub const GAME_CLASSICAL: &str = "New game, classical chess";
pub const GAME_SYNTHESIS: &str = "New game, Synthesis";
pub const GAME_VICTORIA: &str = "New game, Victoria";
pub const CUSTOM_CLOCK: &str = "New game, a custom time control";
pub const NEW_GAME: &str = "New game, filled in";
pub const SCHEME_ENTRY: &str = "Scheme entry";
pub const SCHEME_SEALED: &str = "Scheme sealed";
pub const REVEAL: &str = "Reveal";
pub const DRAW_HALF: &str = "Bastion draw, half done";
pub const DRAW_DONE: &str = "Bastion draw, done";
pub const RECORDING: &str = "Recording, clocks not started";
pub const PETRIFICATION: &str = "Recording, a petrification";
pub const ILLEGAL: &str = "Recording, an illegal entry waiting";
pub const LOGGED: &str = "Recording, the attempt logged";
pub const PRIVATE_PANEL: &str = "Recording, the private panel";
pub const DRAW_OFFER: &str = "Recording, a draw offer and the live PGN";
pub const CLOCK_DIALOG: &str = "Recording, the clock dialog";
pub const TAKE_BACK: &str = "Recording, the take-back";
pub const HELP: &str = "Help";
pub const RESULT_DIALOG: &str = "Result dialog";
pub const GAME_OVER: &str = "Recording, the game over";

/// Plays the game from a fresh harness on the Start screen to the game over (a draw by
/// agreement, the clocks running), calling `visit` at every stop in this order.
pub fn tour(h: &mut Harness, visit: &mut dyn FnMut(&mut Harness, &'static str)) {
    h.click("lang-en");
    visit(h, START);
    h.click("start-new");
    for (game, stop) in
        [("game-classical", GAME_CLASSICAL), ("game-synthesis", GAME_SYNTHESIS), ("game-victoria", GAME_VICTORIA)]
    {
        h.click(game);
        visit(h, stop);
    }
    h.send(Message::NewGame(new_game::Message::Clock(new_game::ClockChoice::Custom)));
    h.type_into("field-time-control", "40/abc", false);
    visit(h, CUSTOM_CLOCK);
    h.send(Message::NewGame(new_game::Message::Clock(new_game::ClockChoice::Preset(Preset::Rapid))));
    h.type_into("field-event", "Club cup, autumn", false);
    h.type_into("field-site", "Kazan", false);
    h.type_into("field-white", "Ivanov", false);
    h.type_into("field-black", "Petrova", false);
    h.type_into("field-arbiter", "Sidorov", false);
    h.send(Message::NewGame(new_game::Message::Option("bastion_placement", "blind".into())));
    visit(h, NEW_GAME);
    h.click("new-start");
    h.type_into("scheme-typed", "Ke1 Qd1=12 Ra1=10 Rl1=10 Bc1=1 Bj1=17 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2", true);
    visit(h, SCHEME_ENTRY);
    h.send(Message::Scheme(scheme::Message::Typed(String::new())));
    h.type_into("scheme-typed", "Ke1 Qd1=12 Ra1=10 Rl1=10 Bc1=1 Bj1=17 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2", true);
    h.click("scheme-seal");
    visit(h, SCHEME_SEALED);
    h.click("scheme-continue");
    h.type_into(
        "scheme-typed",
        "Ke12 Qd12=10 Ra12=10 Rl12=10 Bc12=10 Bj12=10 Nb12 Nk12 a10 b11 c11 d11 e11 f11 g11 h11",
        true,
    );
    h.click("scheme-seal");
    h.click("scheme-continue");
    h.click("reveal-confirm");
    visit(h, REVEAL);
    h.click("reveal-continue");
    for _ in 0..40 {
        if h.app.session().unwrap().bastions_missing(Color::White) == 0 {
            break;
        }
        h.click("draw-virtual-white");
    }
    h.type_into("draw-input-black", "a10", true);
    h.type_into("draw-input-black", "d8", true);
    visit(h, DRAW_HALF);
    h.type_into("draw-input-black", "i9", true);
    h.type_into("draw-input-black", "j10", true);
    visit(h, DRAW_DONE);
    h.click("draw-continue");
    visit(h, RECORDING);
    h.send(Message::Key(Key::Clocks));
    h.type_into("move-input", "Сc1-d2", true);
    visit(h, PETRIFICATION);
    h.type_into("move-input", "e11e9", true);
    h.type_into("move-input", "Qd1-d3", true);
    visit(h, ILLEGAL);
    h.click("illegal-confirm");
    visit(h, LOGGED);
    h.send(Message::Recording(recording::Message::Input(String::new())));
    h.type_into("move-input", "Ke1-f1", true);
    h.type_into("move-input", "Qd12-h8", true);
    let view = h.app.board().clone();
    h.click_square("board", recording::BOARD_PAD, recording::BOARD_SIDE, &view, sq("k2"));
    h.click("panel-show");
    visit(h, PRIVATE_PANEL);
    h.send(Message::Recording(recording::Message::PanelHide(1)));
    h.click("draw-offer-white");
    h.click("live-pgn-on");
    visit(h, DRAW_OFFER);
    h.click("draw-decline");
    h.click("live-pgn-off");
    h.send(Message::Shortcut(Shortcut::SetClocks));
    visit(h, CLOCK_DIALOG);
    h.send(Message::Key(Key::Cancel));
    h.click("takeback-open");
    visit(h, TAKE_BACK);
    h.send(Message::Key(Key::Cancel));
    h.send(Message::Key(Key::Help));
    visit(h, HELP);
    h.send(Message::Key(Key::Help));
    h.click("result-open");
    h.click_text("Draw by agreement (R28)");
    visit(h, RESULT_DIALOG);
    h.click("result-confirm");
    visit(h, GAME_OVER);
}
