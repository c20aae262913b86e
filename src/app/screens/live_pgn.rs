//! The live public PGN on the recording screen: a toggle that makes the desk rewrite a public
//! PGN file (no reserve numbers, R14) after every move, take-back and result — for a broadcast
//! screen or a web page — and the path it writes, editable while it is off.

use crate::app::ui::{self, btn_small, tr};
use iced::Element;
use iced::widget::{column, text, text_input};
use std::path::PathBuf;
use victoria_desk::session::Session;
use victoria_desk::text::{self as i18n, Lang, Text};
use victoria_words::Said;

#[derive(Clone, Debug, Default)]
pub struct State {
    /// The path typed for the file (empty: beside the game file).
    pub path: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    Path(String),
    /// Turn writing on (`true`) or off.
    Toggle(bool),
}

impl State {
    /// The path writing would use now.
    pub fn target(&self, session: &Session) -> PathBuf {
        let typed = self.path.trim();
        if typed.is_empty() { session.default_live_pgn() } else { PathBuf::from(typed) }
    }

    /// Applies a message; `Ok(Some(line))` says what changed.
    pub fn update(&mut self, session: &mut Session, msg: Message) -> Result<Option<Said>, Said> {
        match msg {
            Message::Path(p) => {
                self.path = p;
                Ok(None)
            }
            Message::Toggle(true) => {
                let path = self.target(session);
                session.set_live_pgn(Some(path.clone()))?;
                Ok(Some(Said::with(move |lang| i18n::live_pgn_path(lang, &path))))
            }
            Message::Toggle(false) => {
                session.set_live_pgn(None)?;
                Ok(Some(Said::new(Text::LivePgnStopped)))
            }
        }
    }

    /// The toggle, for the recording screen's action row.
    pub fn button<'a>(&'a self, session: &Session, lang: Lang) -> Element<'a, Message> {
        match session.live_pgn() {
            Some(_) => btn_small(tr(lang, Text::LivePgnOff), "live-pgn-off", Some(Message::Toggle(false))),
            None => btn_small(tr(lang, Text::LivePgnOn), "live-pgn-on", Some(Message::Toggle(true))),
        }
    }

    /// What the toggle is about, and the path: written to, or editable while it is off.
    pub fn detail<'a>(&'a self, session: &Session, lang: Lang) -> Element<'a, Message> {
        let mut col =
            column![ui::subheading(tr(lang, Text::LivePgn)), ui::note(tr(lang, Text::LivePgnAbout))].spacing(4);
        match session.live_pgn() {
            Some(p) => col = col.push(text(i18n::live_pgn_path(lang, &p)).size(14)),
            None => {
                let hint = session.default_live_pgn().display().to_string();
                col = col.push(crate::app::layer::own_layer(
                    text_input(&hint, &self.path).id("live-pgn-path").on_input(Message::Path).padding(5),
                ));
            }
        }
        col.into()
    }
}
