//! The list of keys (F1), shown in place of the screen until F1, Esc or its button closes it:
//! every function key from the one table of [`keys::Action::ALL`] and every Ctrl shortcut of
//! [`Shortcut::ALL`].

use crate::app::keys::{self, Shortcut};
use crate::app::theme;
use crate::app::ui::{self, btn_secondary};
use iced::widget::{column, container, row, text};
use iced::{Element, Length};
use victoria_words::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    Close,
}

pub fn view<'a>(lang: Lang) -> Element<'a, Message> {
    let line = |key: &str, words: String| -> Element<'a, Message> {
        row![text(key.to_string()).size(16).width(Length::Fixed(110.0)), text(words).size(16).width(Length::Fill)]
            .spacing(12)
            .into()
    };
    // The keys of the screen on the left, the Ctrl shortcuts on the right: both lists in sight.
    let mut keys_list = column![].spacing(6).width(Length::FillPortion(1));
    keys_list = keys_list.push(line("Enter", crate::t!(lang, "key-enter")));
    keys_list = keys_list.push(line("Tab", crate::t!(lang, "key-tab")));
    for a in keys::Action::ALL {
        keys_list = keys_list.push(line(a.key(), a.words(lang)));
    }
    let mut shortcuts = column![].spacing(6).width(Length::FillPortion(1));
    for s in Shortcut::ALL {
        shortcuts = shortcuts.push(line(s.key(), s.words(lang)));
    }
    let list = row![keys_list, shortcuts].spacing(24);
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
