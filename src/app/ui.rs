//! Small view helpers every screen shares: headings, labelled fields, buttons wrapped in a
//! container with an id (so tests and the headless flow can find them), flag boxes.

use super::i18n::{Lang, Text};
use super::theme;
use iced::widget::{button, column, container, row, text, text_input};
use iced::{Element, Length};

/// A screen title.
pub fn heading<'a, M: 'a>(s: impl Into<String>) -> Element<'a, M> {
    text(s.into()).size(26).into()
}

/// A section title inside a screen.
pub fn subheading<'a, M: 'a>(s: impl Into<String>) -> Element<'a, M> {
    text(s.into()).size(19).into()
}

/// Muted explanatory text.
pub fn note<'a, M: 'a>(s: impl Into<String>) -> Element<'a, M> {
    text(s.into()).size(13).color(theme::MUTED).into()
}

/// A button with an id (`id`) around it; disabled when `msg` is `None`.
pub fn btn<'a, M: Clone + 'a>(label: impl Into<String>, id: &'static str, msg: Option<M>) -> Element<'a, M> {
    container(button(text(label.into())).padding([6, 14]).on_press_maybe(msg)).id(id).into()
}

/// A prominent (primary) button with an id.
pub fn btn_primary<'a, M: Clone + 'a>(label: impl Into<String>, id: &'static str, msg: Option<M>) -> Element<'a, M> {
    container(button(text(label.into()).size(17)).padding([8, 18]).style(button::primary).on_press_maybe(msg))
        .id(id)
        .into()
}

/// A quiet secondary button with an id.
pub fn btn_secondary<'a, M: Clone + 'a>(label: impl Into<String>, id: &'static str, msg: Option<M>) -> Element<'a, M> {
    container(button(text(label.into())).padding([6, 14]).style(button::secondary).on_press_maybe(msg)).id(id).into()
}

/// A small quiet button with an id, for the rarely used actions of a crowded screen (the
/// recording screen's wrapping action row, the clock buttons beside the faces).
pub fn btn_small<'a, M: Clone + 'a>(label: impl Into<String>, id: &'static str, msg: Option<M>) -> Element<'a, M> {
    container(button(text(label.into()).size(14)).padding([3, 10]).style(button::secondary).on_press_maybe(msg))
        .id(id)
        .into()
}

/// A small prominent button with an id: the next step in a crowded place.
pub fn btn_small_primary<'a, M: Clone + 'a>(
    label: impl Into<String>,
    id: &'static str,
    msg: Option<M>,
) -> Element<'a, M> {
    container(button(text(label.into()).size(14)).padding([3, 10]).style(button::primary).on_press_maybe(msg))
        .id(id)
        .into()
}

/// A labelled one-line field; `id` is the text input's id.
pub fn field<'a, M: Clone + 'a>(
    label: impl Into<String>,
    id: &'static str,
    value: &str,
    on_input: impl Fn(String) -> M + 'a,
) -> Element<'a, M> {
    row![
        text(label.into()).width(Length::Fixed(150.0)),
        super::layer::own_layer(
            text_input("", value).id(id).style(theme::field).on_input(on_input).padding(5).width(Length::Fill)
        )
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center)
    .into()
}

/// A bordered box in a flag style, with a title line and body lines.
pub fn flag_box<'a, M: 'a>(
    style: fn(&iced::Theme) -> container::Style,
    title: impl Into<String>,
    lines: Vec<String>,
) -> Element<'a, M> {
    let mut col = column![text(title.into()).size(20)].spacing(4);
    for l in lines {
        col = col.push(text(l).size(15));
    }
    container(col).padding(10).width(Length::Fill).style(style).into()
}

/// The text of `t` in `lang` (shorthand used in views).
pub fn tr(lang: Lang, t: Text) -> String {
    t.get(lang).to_string()
}
