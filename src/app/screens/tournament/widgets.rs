//! Widgets the Tournament screen's parts share: the small buttons of its tables and forms.

use iced::Element;
use iced::widget::{button, text};

/// A small button without an id of its own (its container has the row's id).
pub(super) fn small<'a, M: Clone + 'a>(label: String, primary: bool, msg: Option<M>) -> Element<'a, M> {
    button(text(label).size(14))
        .padding([3, 10])
        .style(if primary { button::primary } else { button::secondary })
        .on_press_maybe(msg)
        .into()
}
