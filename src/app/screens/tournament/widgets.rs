//! Widgets the Tournament screen's parts share: the small buttons of its tables and forms, and
//! the row of a value the arbiter types and sets (a round's start, the tie-breaks, the hub's
//! address and delay).

use crate::app::theme;
use iced::widget::{button, row, text, text_input};
use iced::{Element, Length};

/// A small button without an id of its own (its container has the row's id).
pub(super) fn small<'a, M: Clone + 'a>(label: String, primary: bool, msg: Option<M>) -> Element<'a, M> {
    button(text(label).size(14))
        .padding([3, 10])
        .style(if primary { button::primary } else { button::secondary })
        .on_press_maybe(msg)
        .into()
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
