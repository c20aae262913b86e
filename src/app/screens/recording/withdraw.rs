//! The withdrawal dialog of the recording screen (R29, R30): a logged illegal move that did
//! not happen is withdrawn with the reason for the sheet; it no longer counts.

use super::step::Step;
use crate::app::keys::{Action as Key, with_key};
use crate::app::layer::own_layer;
use crate::app::screen::{Action, Context};
use crate::app::theme;
use crate::app::ui::{self, btn_primary, btn_secondary};
use iced::Element;
use iced::widget::{column, container, row, text_input};
use victoria_session::session::Session;
use victoria_words::Lang;
use victoria_words::Said;

/// Withdrawing logged illegal move `number` (from 1, the record's order) with a reason.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct State {
    number: usize,
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

/// What the logged move `number` (from 1) was announced as.
fn announced(session: &Session, number: usize) -> String {
    session.record().illegal_attempts.get(number.saturating_sub(1)).map(|a| a.announced.clone()).unwrap_or_default()
}

/// How the penalty of logged move `number` (from 1) is reversed by its withdrawal: FIDE 7.5.3's
/// two minutes taken off the side they were given to (with clocks), a second illegal move that
/// no longer counts, or a logged one that no longer counts; and the side the minutes went to.
fn reversed(session: &Session, number: usize) -> (&'static str, &'static str) {
    use victoria_record::PenaltyKind;
    let Some(a) = session.record().illegal_attempts.get(number.saturating_sub(1)) else { return ("logged", "white") };
    let to = if a.color == victoria_rules::Color::White { "black" } else { "white" };
    match a.penalty {
        PenaltyKind::OpponentTwoMinutes if session.record().time_control.is_some() => ("minutes", to),
        PenaltyKind::SecondLoses => ("second", to),
        _ => ("logged", to),
    }
}

impl State {
    /// The dialog for logged illegal move `number` (from 1), no reason yet.
    pub fn of(number: usize) -> State {
        State { number, reason: String::new() }
    }

    /// The logged move being withdrawn (from 1).
    pub fn number(&self) -> usize {
        self.number
    }

    /// Types the reason, or withdraws the move (done: a line names it).
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Step<Message> {
        let Some(session) = ctx.session() else { return Step::Stay(Action::None) };
        match msg {
            Message::Reason(r) => self.reason = r,
            Message::Confirm => {
                let announced = announced(session, self.number);
                let (kind, side) = reversed(session, self.number);
                return match session.withdraw_illegal(self.number, &self.reason) {
                    // The line says what became of the penalty: reversed with the attempt.
                    Ok(()) => Step::Done(Action::info(Said::with(move |lang| {
                        format!(
                            "{} {}",
                            crate::t!(
                                lang,
                                "rec-withdrawn",
                                announced = victoria_record::announced_in(lang, &announced)
                            ),
                            crate::t!(lang, "rec-withdrawn-reversed", kind = kind, side = side)
                        )
                    }))),
                    Err(e) => Step::Stay(Action::error(e)),
                };
            }
        }
        Step::Stay(Action::None)
    }

    /// The dialog: which logged move, and the reason for the sheet (R30); Cancel is `cancel`.
    pub fn view<'a, M: Clone + 'a>(
        &'a self,
        session: &Session,
        lang: Lang,
        wrap: fn(Message) -> M,
        cancel: M,
    ) -> Element<'a, M> {
        let announced = victoria_record::announced_in(lang, &announced(session, self.number));
        container(
            column![
                ui::subheading(crate::t!(lang, "rec-withdraw-title", announced = announced.as_str())),
                own_layer(
                    text_input(&crate::t!(lang, "app-reason"), &self.reason)
                        .id("withdraw-reason")
                        .style(theme::field)
                        .on_input(move |r| wrap(Message::Reason(r)))
                        .on_submit(wrap(Message::Confirm))
                        .padding(6)
                ),
                row![
                    btn_primary(crate::t!(lang, "rec-withdraw"), "withdraw-confirm", Some(wrap(Message::Confirm))),
                    btn_secondary(
                        with_key(crate::t!(lang, "app-cancel"), Key::Cancel),
                        "withdraw-cancel",
                        Some(cancel)
                    ),
                ]
                .spacing(8),
            ]
            .spacing(8),
        )
        .padding(10)
        .style(theme::flag_check)
        .into()
    }
}
