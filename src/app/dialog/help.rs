//! The list of keys (F1), shown in place of the screen until F1, Esc or its button closes it:
//! every function key from the one table of [`keys::Action::ALL`] and every Ctrl shortcut of
//! [`Shortcut::ALL`].

use crate::app::keys::{self, Shortcut};
use crate::app::theme;
use crate::app::ui::{self, btn_secondary};
use crate::i18n::Lang;
use iced::widget::{column, container, row, text};
use iced::{Element, Length};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    Close,
}

pub fn view<'a>(lang: Lang) -> Element<'a, Message> {
    let line = |key: &str, words: String| -> Element<'a, Message> {
        row![text(key.to_string()).size(16).width(Length::Fixed(110.0)), text(words).size(16)].spacing(12).into()
    };
    let mut list = column![].spacing(6);
    list = list.push(line("Enter", crate::t!(lang, "key-enter")));
    list = list.push(line("Tab", crate::t!(lang, "key-tab")));
    for a in keys::Action::ALL {
        list = list.push(line(a.key(), a.words(lang)));
    }
    for s in Shortcut::ALL {
        list = list.push(line(s.key(), s.words(lang)));
    }
    container(
        column![
            ui::heading(crate::t!(lang, "help-title")),
            list,
            btn_secondary(
                keys::with_key(crate::t!(lang, "help-close"), keys::Action::Help),
                "help-close",
                Some(Message::Close)
            ),
        ]
        .spacing(16),
    )
    .padding(24)
    .width(Length::Fill)
    .style(theme::card)
    .into()
}
