//! The live public PGN on the recording screen: a toggle that makes the desk rewrite a public
//! PGN file (no reserve numbers, R14) after every move, take-back and result — for a broadcast
//! screen or a web page — and the path it writes, editable while it is off in a dialog of the
//! recording screen (which opens it on `Edit` and closes it on `Done` or Esc).

use crate::app::screen::{Action, Context};
use crate::app::ui::{self, btn_small};
use iced::Element;
use iced::widget::text::Wrapping;
use iced::widget::{column, container, row, text, text_input};
use std::path::PathBuf;
use victoria_session::session::Session;
use victoria_words::Lang;
use victoria_words::Said;

#[derive(Clone, Debug, Default)]
pub struct State {
    /// The path typed for the file (empty: beside the game file).
    path: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// Open the path's field (a dialog of the recording screen: never a field out of sight
    /// that Tab could reach).
    Edit,
    Path(String),
    /// Close the path's field, keeping the path typed.
    Done,
    /// Turn writing on (`true`) or off.
    Toggle(bool),
}

impl Message {
    /// Typing the path: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Path(_))
    }
}

impl State {
    /// The path as typed (empty: beside the game file).
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The path writing would use now.
    pub fn target(&self, session: &Session) -> PathBuf {
        let typed = self.path.trim();
        if typed.is_empty() { session.default_live_pgn() } else { PathBuf::from(typed) }
    }

    /// Applies a message: a line says what changed, or why nothing did. Opening and closing
    /// the path's dialog is the recording screen's.
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        let Some(session) = ctx.session() else { return Action::None };
        match msg {
            Message::Edit | Message::Done => Action::None,
            Message::Path(p) => {
                self.path = p;
                Action::None
            }
            Message::Toggle(true) => {
                let path = self.target(session);
                match session.set_live_pgn(Some(path.clone())) {
                    Ok(()) => Action::info(Said::with(move |lang| {
                        crate::t!(lang, "app-live-pgn-path", path = path.display().to_string())
                    })),
                    Err(e) => Action::error(e),
                }
            }
            Message::Toggle(false) => match session.set_live_pgn(None) {
                Ok(()) => Action::info(Said::with(|lang| crate::t!(lang, "app-live-pgn-stopped"))),
                Err(e) => Action::error(e),
            },
        }
    }

    /// The toggle, for the recording screen's action row.
    pub fn button<'a>(&'a self, session: &Session, lang: Lang) -> Element<'a, Message> {
        match session.live_pgn() {
            Some(_) => btn_small(crate::t!(lang, "app-live-pgn-off"), "live-pgn-off", Some(Message::Toggle(false))),
            None => btn_small(crate::t!(lang, "app-live-pgn-on"), "live-pgn-on", Some(Message::Toggle(true))),
        }
    }

    /// What the toggle is about, and the path: written to, or the one it would write to with
    /// a button that opens its field while it is off. The path breaks between letters where a
    /// name of one word is longer than the line (it ran on under the details' scrollbar).
    pub fn detail<'a>(&'a self, session: &Session, lang: Lang) -> Element<'a, Message> {
        let mut col =
            column![ui::subheading(crate::t!(lang, "app-live-pgn")), ui::note(crate::t!(lang, "app-live-pgn-about"))]
                .spacing(4);
        match session.live_pgn() {
            Some(p) => {
                col = col.push(
                    text(crate::t!(lang, "app-live-pgn-path", path = p.display().to_string()))
                        .size(14)
                        .wrapping(Wrapping::WordOrGlyph),
                )
            }
            None => {
                let target = self.target(session);
                col = col.push(
                    row![
                        text(crate::t!(lang, "rec-live-file", path = target.display().to_string()))
                            .size(13)
                            .wrapping(Wrapping::WordOrGlyph),
                        btn_small(crate::t!(lang, "rec-live-change"), "live-pgn-edit", Some(Message::Edit)),
                    ]
                    .spacing(8)
                    .wrap()
                    .vertical_spacing(4),
                );
            }
        }
        col.into()
    }

    /// The path's field, as a dialog of the recording screen (Enter or its button keeps it,
    /// Esc closes it).
    pub fn dialog<'a>(&'a self, session: &Session, lang: Lang) -> Element<'a, Message> {
        let hint = session.default_live_pgn().display().to_string();
        container(
            column![
                ui::subheading(crate::t!(lang, "app-live-pgn")),
                crate::app::layer::own_layer(
                    text_input(&hint, &self.path)
                        .id("live-pgn-path")
                        .on_input(Message::Path)
                        .on_submit(Message::Done)
                        .style(crate::app::theme::field)
                        .padding(6)
                ),
                row![
                    ui::btn_primary(
                        crate::app::keys::with_keys(crate::t!(lang, "rec-live-keep"), "Enter"),
                        "live-pgn-keep",
                        Some(Message::Done)
                    ),
                    ui::note(crate::t!(lang, "rec-live-esc")),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
            ]
            .spacing(8),
        )
        .padding(10)
        .style(crate::app::theme::flag_check)
        .into()
    }
}
