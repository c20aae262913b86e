//! The result picker of the Tournament screen: every result offered for the chosen board (F3,
//! the board's "Result…"), each with its key, shown under the chosen board's line. It is opened
//! and closed only through [`Picker`]; a result picked goes to the screen, which sets it for the
//! chosen board.

use crate::app::theme;
use crate::app::ui::btn_small;
use iced::widget::{button, column, container, row, text};
use iced::{Element, Length};
use victoria_session::tournament::TypedResult;
use victoria_words::Lang;

/// The picker: open (under the chosen board), or closed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Picker {
    open: bool,
}

#[derive(Clone, Debug)]
pub enum Message {
    /// Every result for this board (the board is chosen).
    Open(u32),
    /// The chosen board's result.
    Set(TypedResult),
    Close,
}

impl Picker {
    pub fn is_open(&self) -> bool {
        self.open
    }

    pub(super) fn open(&mut self) {
        self.open = true;
    }

    pub(super) fn close(&mut self) {
        self.open = false;
    }

    /// Every result for `board` in a game of `ruleset`, with its key.
    pub fn view<'a>(&self, board: u32, ruleset: &str, lang: Lang) -> Element<'a, Message> {
        let mut bar = row![text(crate::t!(lang, "tg-result-for", board = board)).size(14)]
            .spacing(6)
            .align_y(iced::Alignment::Center);
        let mut second = row![].spacing(6).align_y(iced::Alignment::Center);
        for (i, r) in TypedResult::ALL.into_iter().filter(|r| r.offered(ruleset)).enumerate() {
            let label = match super::result_key(r) {
                Some(k) => crate::app::keys::with_keys(r.words(lang), k),
                None => r.words(lang),
            };
            let b = container(
                button(text(label).size(14)).padding([3, 8]).style(button::secondary).on_press(Message::Set(r)),
            )
            .id(format!("tour-set-{}", r.key()));
            if i < 5 {
                bar = bar.push(b);
            } else {
                second = second.push(b);
            }
        }
        second = second.push(btn_small(crate::t!(lang, "tg-close"), "tour-results-close", Some(Message::Close)));
        container(column![bar, second].spacing(6)).padding(8).width(Length::Fill).style(theme::flag_check).into()
    }
}
