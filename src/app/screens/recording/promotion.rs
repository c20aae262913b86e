//! The promotion choice of the recording screen: a pawn move clicked on the board waits in the
//! decision bar for its piece; the piece chosen, the screen records the move.

use crate::app::board;
use crate::app::keys::{Action as Key, with_key};
use crate::app::ui::btn_secondary;
use iced::Element;
use iced::widget::{button, row, text};
use victoria_rules::{Color, Piece, Role, Square};
use victoria_words::Lang;

/// The pawn move waiting: from, to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    from: Square,
    to: Square,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// Promote to this piece.
    Choose(Role),
}

impl State {
    pub fn of(from: Square, to: Square) -> State {
        State { from, to }
    }

    /// The pawn move waiting: from, to.
    pub fn squares(&self) -> (Square, Square) {
        (self.from, self.to)
    }

    /// The move with its piece, as the board's clicks write it (`a11a12q`).
    pub fn uci(&self, msg: &Message) -> String {
        let Message::Choose(role) = msg;
        format!("{}{}{}", self.from, self.to, role.lower())
    }

    /// The choice, for the decision bar: a button per piece of the side to move, and Cancel.
    pub fn view<'a, M: Clone + 'a>(
        &self,
        turn: Color,
        lang: Lang,
        wrap: fn(Message) -> M,
        cancel: M,
    ) -> Element<'a, M> {
        let (a, b) = (self.from, self.to);
        let mut r = row![text(format!("{} {a}–{b}:", crate::t!(lang, "app-promote-to")))]
            .spacing(6)
            .align_y(iced::Alignment::Center);
        for role in Role::PROMOTIONS {
            r = r.push(
                button(text(board::glyph(Piece::new(turn, role))).size(24)).on_press(wrap(Message::Choose(role))),
            );
        }
        r = r.push(btn_secondary(
            with_key(crate::t!(lang, "app-cancel"), Key::Cancel),
            "promotion-cancel",
            Some(cancel),
        ));
        r.wrap().vertical_spacing(4).into()
    }
}
