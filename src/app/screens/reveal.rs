//! The Reveal screen (R5): both schemes opened together, each seal checked against its
//! commitment, the whole setup on the board (no reserve numbers: they stay in the private
//! panel), and the arbiter's confirmation that the physical board matches before play. Where a
//! sealed scheme cannot be opened on this machine (the record was moved here before the reveal,
//! without the seal key), the screen says so and gives each such player a field to type the
//! scheme from their paper again; the desk accepts it only if it matches the seal.

use crate::app::board;
use crate::app::screen::{Action, Context, Look, Request};
use crate::app::theme;
use crate::app::ui::{self, btn_primary};
use iced::widget::{checkbox, column, container, row, text, text_input};
use iced::{Element, Length};
use victoria_rules::Color;
use victoria_session::session::Session;
use victoria_words::{Said, Words as _};

pub use victoria_session::model::RevealReport;

#[derive(Clone, Debug)]
pub struct State {
    report: RevealReport,
    confirmed: bool,
    /// Bastions are still to be drawn (`blind`).
    draw_next: bool,
    /// The sides whose sealed scheme cannot be opened here: their players type it again.
    unopenable: Vec<Color>,
    /// The schemes typed again from the papers, White's then Black's.
    typed: [String; 2],
    /// Why the typed schemes were refused (a mismatch with the seal, a problem of the text).
    error: Option<Said>,
    /// The side whose field was empty when the check was asked for.
    missing: Option<Color>,
}

#[derive(Clone, Debug)]
pub enum Message {
    Confirm(bool),
    Continue,
    /// The scheme of a side typed again from the paper.
    Typed(Color, String),
    /// Check the typed schemes against their seals and reveal.
    CheckTyped,
}

impl Message {
    /// Typing a scheme again: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Typed(..))
    }
}

fn side_index(c: Color) -> usize {
    if c == Color::White { 0 } else { 1 }
}

/// The id of a side's field for the scheme typed again.
pub fn typed_id(c: Color) -> &'static str {
    match c {
        Color::White => "reveal-typed-white",
        Color::Black => "reveal-typed-black",
    }
}

impl State {
    /// The screen after a reveal (`report`); `unopenable`: the sides still to be typed again.
    pub fn new(report: RevealReport, draw_next: bool, unopenable: Vec<Color>) -> State {
        State { report, confirmed: false, draw_next, unopenable, typed: Default::default(), error: None, missing: None }
    }

    /// After the typed schemes were accepted: the new report, nothing left to type.
    pub fn revealed(&mut self, report: RevealReport, draw_next: bool) {
        self.report = report;
        self.draw_next = draw_next;
        self.unopenable.clear();
        self.typed = Default::default();
        self.error = None;
        self.missing = None;
    }

    pub fn ok(&self) -> bool {
        self.report.verified.iter().all(|v| *v) && self.report.problems.is_empty()
    }

    /// The screen of the game's reveal: both schemes opened, or the sides to type again.
    pub fn of(session: &mut Session) -> State {
        let unopenable = session.unopenable();
        let report = session.reveal();
        State::new(report, session.needs_draw(), unopenable)
    }

    /// The reveal's report (seals checked, problems).
    pub fn report(&self) -> &RevealReport {
        &self.report
    }

    /// The sides whose schemes are to be typed again.
    pub fn unopenable(&self) -> &[Color] {
        &self.unopenable
    }

    /// Whether the bastion draw comes next.
    pub fn draw_next(&self) -> bool {
        self.draw_next
    }

    /// Why the typed schemes were refused.
    pub fn error(&self) -> Option<&Said> {
        self.error.as_ref()
    }

    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        match msg {
            Message::Confirm(b) => self.confirmed = b,
            Message::Continue if self.confirmed && self.ok() => {
                let draw = ctx.session().is_some_and(|s| s.needs_draw());
                return if draw { Request::Draw } else { Request::Play }.into();
            }
            Message::Continue => {}
            Message::Typed(c, t) => {
                self.typed[side_index(c)] = t;
                self.error = None;
                self.missing = None;
            }
            Message::CheckTyped => self.check_typed(ctx),
        }
        Action::None
    }

    /// Checks the schemes typed again against their seals and reveals them if they match.
    fn check_typed(&mut self, ctx: &mut Context) {
        if self.unopenable.is_empty() {
            return;
        }
        let typed: Vec<(Color, String)> =
            self.unopenable.iter().map(|&c| (c, self.typed[side_index(c)].trim().to_string())).collect();
        if let Some((c, _)) = typed.iter().find(|(_, t)| t.is_empty()) {
            self.missing = Some(*c);
            return;
        }
        self.missing = None;
        let Some(s) = ctx.session() else { return };
        match s.reveal_typed(&typed) {
            Ok(report) => {
                let draw_next = s.needs_draw();
                self.revealed(report, draw_next);
            }
            Err(e) => self.error = Some(e.into()),
        }
    }

    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let lang = look.lang;
        let mut seals = column![ui::subheading(crate::t!(lang, "app-seals"))].spacing(8);
        for (i, c) in [Color::White, Color::Black].into_iter().enumerate() {
            let ok = self.report.verified[i];
            seals = seals.push(
                row![
                    text(format!("{}: {}", c.words(lang), self.report.codes[i])).size(18),
                    text(crate::t!(lang, if ok { "app-seal-verified" } else { "app-seal-broken" }))
                        .size(18)
                        .color(if ok { theme::FINE } else { theme::PROBLEM }),
                ]
                .spacing(12),
            );
        }
        for p in &self.report.problems {
            seals = seals.push(text(victoria_words::Words::words(p, lang)).color(theme::PROBLEM));
        }
        if !self.unopenable.is_empty() {
            // The seal key is not here: each such player types the scheme from the paper.
            let mut again = column![].spacing(6);
            for &c in &self.unopenable {
                again = again.push(text(crate::t!(lang, "reveal-type-again", color = c.key())).size(16));
                again = again.push(crate::app::layer::own_layer(
                    text_input(&crate::t!(lang, "reveal-type-hint"), &self.typed[side_index(c)])
                        .id(typed_id(c))
                        .style(crate::app::theme::field)
                        .on_input(move |t| Message::Typed(c, t))
                        .on_submit(Message::CheckTyped)
                        .padding(6),
                ));
            }
            if let Some(c) = self.missing {
                again =
                    again.push(text(crate::t!(lang, "reveal-typed-missing", color = c.key())).color(theme::PROBLEM));
            }
            if let Some(e) = &self.error {
                again = again.push(text(e.words(lang)).color(theme::PROBLEM));
            }
            again = again.push(ui::btn_primary(
                crate::t!(lang, "reveal-check-typed"),
                "reveal-check-typed",
                Some(Message::CheckTyped),
            ));
            seals = seals.push(container(again).padding(10).width(Length::Fill).style(theme::flag_check));
        }
        seals = seals.push(ui::note(crate::t!(lang, "app-set-up-physical")));
        if self.draw_next {
            seals = seals.push(ui::note(crate::t!(lang, "app-blind-draw-next")));
        }
        seals = seals.push(
            container(
                checkbox(self.confirmed)
                    .label(crate::t!(lang, "app-physical-matches"))
                    .on_toggle_maybe(self.ok().then_some(Message::Confirm)),
            )
            .id("reveal-confirm"),
        );
        seals = seals.push(btn_primary(
            crate::t!(lang, if self.draw_next { "app-to-bastion-draw" } else { "app-start-recording" }),
            "reveal-continue",
            (self.confirmed && self.ok()).then_some(Message::Continue),
        ));
        column![
            ui::heading(crate::t!(lang, "app-reveal")),
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
