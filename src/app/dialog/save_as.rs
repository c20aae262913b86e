//! The Save As path bar: where the system's file dialog is missing or was cancelled, the path
//! the game is saved to is typed here (the proposed one filled in).

use crate::app::layer;
use crate::app::theme;
use crate::app::ui::{self, btn_secondary};
use iced::Element;
use iced::widget::{container, row, text, text_input};
use victoria_words::Lang;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Path(String),
    Confirm,
    Cancel,
}

impl Message {
    /// Typing the path: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Path(_))
    }
}

/// The bar, with the path typed so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    path: String,
}

/// What the bar asks of the app.
pub enum Answer {
    /// Nothing yet (the path is being typed, or is empty).
    None,
    /// Save to this path.
    Save(String),
    /// Close the bar.
    Close,
}

/// The id of the path field (the keyboard goes there while the bar is open).
pub const FIELD: &str = "save-as-path";

impl State {
    pub fn new(path: String) -> State {
        State { path }
    }

    /// The path typed.
    pub fn path(&self) -> &str {
        &self.path
    }

    pub fn update(&mut self, msg: Message) -> Answer {
        match msg {
            Message::Path(p) => {
                self.path = p;
                Answer::None
            }
            Message::Confirm => match self.path.trim() {
                "" => Answer::None,
                p => Answer::Save(p.to_string()),
            },
            Message::Cancel => Answer::Close,
        }
    }

    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        container(
            row![
                text(crate::t!(lang, "app-save-as-path")),
                layer::own_layer(
                    text_input("", &self.path)
                        .id(FIELD)
                        .style(theme::field)
                        .on_input(Message::Path)
                        .on_submit(Message::Confirm)
                        .padding(5)
                ),
                ui::btn_primary(crate::t!(lang, "app-save"), "save-as-confirm", Some(Message::Confirm)),
                btn_secondary(crate::t!(lang, "app-cancel"), "save-as-cancel", Some(Message::Cancel)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        )
        .padding(8)
        .style(theme::info)
        .into()
    }
}
