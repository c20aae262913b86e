//! The take-back dialog of the recording screen: the last move, named, is taken back with the
//! reason the arbiter types (journaled and printed on the sheet).

use super::step::Step;
use crate::app::keys::{Action as Key, with_key};
use crate::app::layer::own_layer;
use crate::app::screen::{Action, Context};
use crate::app::theme;
use crate::app::ui::{self, btn_primary, btn_secondary};
use iced::Element;
use iced::widget::{column, container, row, text, text_input};
use victoria_session::session::Session;
use victoria_words::Lang;
use victoria_words::Said;

/// The reason typed so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct State {
    reason: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    Reason(String),
    Confirm,
}

impl Message {
    /// Typing the reason: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Reason(_))
    }
}

impl State {
    /// The reason typed so far.
    pub fn reason(&self) -> &str {
        &self.reason
    }

    /// Types the reason, or takes the move back (done: a line names it) — not without a reason.
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Step<Message> {
        let Some(session) = ctx.session() else { return Step::Stay(Action::None) };
        match msg {
            Message::Reason(s) => self.reason = s,
            Message::Confirm if self.reason.trim().is_empty() => {
                return Step::Stay(Action::error(Said::with(|lang| crate::t!(lang, "app-reason-needed"))));
            }
            Message::Confirm => match session.take_back(self.reason.trim()) {
                Ok(san) => {
                    return Step::Done(Action::info(Said::with(move |lang| {
                        // In the letters of the language on screen (it read "Ход Qf3 отменён").
                        crate::t!(lang, "app-taken-back", san = victoria_rules::san::written(lang, &san))
                    })));
                }
                // Refused for good (a sealed record, nothing left): the dialog closes with
                // the refusal; only a missing reason keeps it open for typing.
                Err(e) => return Step::Done(Action::error(e)),
            },
        }
        Step::Stay(Action::None)
    }

    /// The dialog: which move goes, the reason, Take back and Cancel (`cancel`, Esc).
    pub fn view<'a, M: Clone + 'a>(
        &'a self,
        session: &Session,
        lang: Lang,
        wrap: fn(Message) -> M,
        cancel: M,
    ) -> Element<'a, M> {
        let last = victoria_rules::san::written(lang, session.moves().last().map(|m| m.san.as_str()).unwrap_or(""));
        container(
            column![
                ui::subheading(crate::t!(lang, "app-take-back")),
                text(crate::t!(lang, "app-take-back-what", san = last)),
                own_layer(
                    text_input(&crate::t!(lang, "app-reason"), &self.reason)
                        .id("takeback-reason")
                        .style(theme::field)
                        .on_input(move |s| wrap(Message::Reason(s)))
                        .on_submit(wrap(Message::Confirm))
                        .padding(6)
                ),
                row![
                    btn_primary(crate::t!(lang, "app-take-back"), "takeback-confirm", Some(wrap(Message::Confirm))),
                    btn_secondary(
                        with_key(crate::t!(lang, "app-cancel"), Key::Cancel),
                        "takeback-cancel",
                        Some(cancel)
                    ),
                ]
                .spacing(8)
                .wrap()
                .vertical_spacing(4)
            ]
            .spacing(8),
        )
        .padding(10)
        .style(theme::flag_check)
        .into()
    }
}
