//! Widgets the Tournament screen's parts share: the small buttons of its tables and forms, and
//! the row of a value the arbiter types and sets (a round's start, the tie-breaks, the hub's
//! address and delay).

use crate::app::theme;
use iced::widget::{button, row, text, text_input};
use iced::{Element, Length, Theme};

/// A small button without an id of its own (its container has the row's id).
pub(super) fn small<'a, M: Clone + 'a>(label: String, primary: bool, msg: Option<M>) -> Element<'a, M> {
    button(text(label).size(14))
        .padding([3, 10])
        .style(if primary { button::primary } else { button::secondary })
        .on_press_maybe(msg)
        .into()
}

/// The style of a table's line (a board of a round, a board live): the chosen line stands on the
/// light information ground with its frame, so the buttons on it keep standing out (on the
/// buttons' own colour they vanished: the Xvfb walk of issue 38); the others are plain.
pub(super) fn line_style(chosen: bool) -> fn(&Theme, button::Status) -> button::Style {
    if chosen { chosen_line } else { button::text }
}

fn chosen_line(theme: &Theme, status: button::Status) -> button::Style {
    let info = theme::info(theme);
    let plain = button::text(theme, status);
    button::Style {
        background: info.background,
        text_color: info.text_color.unwrap_or(plain.text_color),
        border: iced::Border { width: 1.0, ..info.border },
        ..plain
    }
}

/// A field the arbiter types into: its id, the hint shown while empty, the value (both copied
/// into the field), the message of a change, and its width.
pub(super) struct Field<'f, M> {
    pub id: &'static str,
    pub hint: &'f str,
    pub value: &'f str,
    pub on_input: fn(String) -> M,
    pub width: f32,
}

/// A row of `label`, the `field` and the `button` setting what was typed; Enter in the field
/// sends `submit` as the button does.
pub(super) fn set_row<'a, M: Clone + 'a>(
    label: String,
    field: Field<'_, M>,
    submit: M,
    button: Element<'a, M>,
) -> Element<'a, M> {
    row![
        text(label).size(15),
        text_input(field.hint, field.value)
            .id(field.id)
            .style(theme::field)
            .on_input(field.on_input)
            .on_submit(submit)
            .size(15)
            .padding(5)
            .width(Length::Fixed(field.width)),
        button,
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center)
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chosen line's ground is not the colour of the small buttons on it.
    #[test]
    fn a_chosen_lines_buttons_stand_out() {
        let theme = crate::app::theme::theme();
        for status in [button::Status::Active, button::Status::Hovered, button::Status::Pressed] {
            let line = line_style(true)(&theme, status).background;
            for on_it in [button::secondary(&theme, status), button::primary(&theme, status)] {
                assert_ne!(line, on_it.background, "{status:?}");
            }
            assert_ne!(line, line_style(false)(&theme, status).background, "the chosen line is marked");
        }
    }
}
