//! The Reveal screen (R5): both schemes opened together, each seal checked against its
//! commitment, the whole setup on the board (no reserve numbers: they stay in the private
//! panel), and the arbiter's confirmation that the physical board matches before play.

use crate::app::board;
use crate::app::i18n::{self, Lang, Text};
use crate::app::theme;
use crate::app::ui::{self, btn_primary, tr};
use crate::rules::Color;
use iced::widget::{checkbox, column, container, row, text};
use iced::{Element, Length};

pub use crate::app::model::RevealReport;

#[derive(Clone, Debug)]
pub struct State {
    pub report: RevealReport,
    pub confirmed: bool,
    /// Bastions are still to be drawn (`blind`).
    pub draw_next: bool,
}

#[derive(Clone, Debug)]
pub enum Message {
    Confirm(bool),
    Continue,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    None,
    Continue,
}

impl State {
    pub fn ok(&self) -> bool {
        self.report.verified.iter().all(|v| *v) && self.report.problems.is_empty()
    }

    pub fn update(&mut self, msg: Message) -> Event {
        match msg {
            Message::Confirm(b) => {
                self.confirmed = b;
                Event::None
            }
            Message::Continue if self.confirmed && self.ok() => Event::Continue,
            Message::Continue => Event::None,
        }
    }

    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        let mut seals = column![ui::subheading(tr(lang, Text::Seals))].spacing(8);
        for (i, c) in [Color::White, Color::Black].into_iter().enumerate() {
            let ok = self.report.verified[i];
            seals = seals.push(
                row![
                    text(format!("{}: {}", i18n::side(lang, c), self.report.codes[i])).size(18),
                    text(tr(lang, if ok { Text::SealVerified } else { Text::SealBroken })).size(18).color(if ok {
                        theme::FINE
                    } else {
                        theme::PROBLEM
                    }),
                ]
                .spacing(12),
            );
        }
        for p in &self.report.problems {
            seals = seals.push(text(p.clone()).color(theme::PROBLEM));
        }
        seals = seals.push(ui::note(tr(lang, Text::SetUpPhysical)));
        if self.draw_next {
            seals = seals.push(ui::note(tr(lang, Text::BlindDrawNext)));
        }
        seals = seals.push(
            container(
                checkbox(self.confirmed)
                    .label(tr(lang, Text::PhysicalMatches))
                    .on_toggle_maybe(self.ok().then_some(Message::Confirm)),
            )
            .id("reveal-confirm"),
        );
        seals = seals.push(btn_primary(
            tr(lang, if self.draw_next { Text::ToBastionDraw } else { Text::StartRecording }),
            "reveal-continue",
            (self.confirmed && self.ok()).then_some(Message::Continue),
        ));
        column![
            ui::heading(tr(lang, Text::Reveal)),
            row![
                container(board::board(&self.report.board, None, 620.0)).style(theme::card).padding(6),
                container(seals).padding(16).width(Length::Fill).style(theme::card),
            ]
            .spacing(14)
        ]
        .spacing(10)
        .into()
    }
}
