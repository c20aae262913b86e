//! The unsaved-changes prompt: before the game in progress is left with changes not saved to
//! its own file, the app asks whether to save it first, keep the changes in the working file
//! (to resume later), or stay.

use crate::app::theme;
use crate::app::ui::{self, btn_secondary};
use iced::Element;
use iced::widget::{container, row, text};
use iced::{Length, window};
use std::path::PathBuf;
use victoria_session::tournament::BoardStart;
use victoria_words::Lang;

/// What waits behind the prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// The New game form (Ctrl+N, the Start screen's button).
    NewGame,
    /// Closing the main window.
    Close(window::Id),
    /// Opening another game: a recent game, a sample or a typed path of the Start screen.
    Open(PathBuf),
    /// Choosing another game to open in the file dialog (Ctrl+O, the Start screen's button).
    PickFile,
    /// The New game form filled in for a tournament's board.
    Board(Box<BoardStart>),
    /// The New game form filled in for the board the chief gave this desk (a live event).
    DeskBoard(Box<BoardStart>),
}

/// The prompt's answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Save the game in its own file first (Save As for a working file).
    Save,
    /// Go on: the changes stay in the working file and its journal, to resume later.
    Keep,
    Cancel,
}

/// The prompt, while it waits for an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    to: Leaving,
}

impl State {
    pub fn new(to: Leaving) -> State {
        State { to }
    }

    /// Where the app goes once answered.
    pub fn to(&self) -> &Leaving {
        &self.to
    }

    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        container(
            row![
                text(t("app-unsaved-question")).width(Length::Fill),
                ui::btn_primary(t("app-unsaved-save"), "leave-save", Some(Message::Save)),
                btn_secondary(t("app-unsaved-keep"), "leave-keep", Some(Message::Keep)),
                btn_secondary(t("app-cancel"), "leave-cancel", Some(Message::Cancel)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        )
        .padding(8)
        .style(theme::flag_check)
        .into()
    }
}
