//! The question the recording screen asks first on resume (R33): the app was closed while the
//! clocks ran, and the shadow clock charged that time to the side to move; the arbiter keeps
//! it so, or sets the clocks to the physical clock (the screen opens the set-clocks form then).

use super::step::Step;
use crate::app::keys::{Shortcut, with_keys};
use crate::app::screen::{Action, Context};
use crate::app::ui::{btn_primary, btn_secondary};
use iced::Element;
use iced::widget::{column, row, text};
use std::time::Duration;
use victoria_rules::Color;
use victoria_words::Lang;
use victoria_words::Said;

/// How long the app was closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    closed: Duration,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// The time stays charged to the side to move.
    Charge,
    /// Set the clocks to the physical clock instead (the set-clocks form, the screen's).
    Set,
}

impl State {
    pub fn of(closed: Duration) -> State {
        State { closed }
    }

    /// How long the app was closed.
    pub fn closed(&self) -> Duration {
        self.closed
    }

    /// Keeps the time charged (done: a line says so); `Set` is the screen's.
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Step<Message> {
        let Some(session) = ctx.session() else { return Step::Stay(Action::None) };
        match msg {
            Message::Charge => match session.charge_closed_time() {
                Ok(()) => Step::Done(Action::info(Said::with(|lang| crate::t!(lang, "rec-closed-charged")))),
                Err(e) => Step::Stay(Action::error(e)),
            },
            Message::Set => Step::Stay(Action::None),
        }
    }

    /// The question, for the decision bar, with its keys (Ctrl+K keeps, Ctrl+T sets).
    pub fn view<'a>(&self, turn: Color, lang: Lang) -> Element<'a, Message> {
        let turn = if turn == Color::White { "white" } else { "black" };
        let closed = victoria_record::time_control::face(self.closed.as_millis() as i64);
        column![
            text(crate::t!(lang, "rec-closed-for", time = closed.as_str(), side = turn)).size(15),
            row![
                btn_primary(
                    with_keys(crate::t!(lang, "rec-closed-charge", side = turn), Shortcut::KeepClosedTime.key()),
                    "closed-charge",
                    Some(Message::Charge)
                ),
                btn_secondary(
                    with_keys(crate::t!(lang, "rec-closed-set"), Shortcut::SetClocks.key()),
                    "closed-set",
                    Some(Message::Set)
                ),
            ]
            .spacing(8)
            .wrap()
            .vertical_spacing(4),
        ]
        .spacing(6)
        .into()
    }
}
