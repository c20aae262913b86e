//! Small view helpers every screen shares: headings, labelled fields, buttons wrapped in a
//! container with an id (so tests and the headless flow can find them), flag boxes.

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

/// The width of a form's labels: wide enough for the longest on one line in both languages
/// ("Контроль времени" wrapped at 150 px and pushed New game's last field out of sight).
pub const LABEL_WIDTH: f32 = 160.0;

/// A labelled one-line field; `id` is the text input's id.
pub fn field<'a, M: Clone + 'a>(
    label: impl Into<String>,
    id: &'static str,
    value: &str,
    on_input: impl Fn(String) -> M + 'a,
) -> Element<'a, M> {
    row![
        text(label.into()).width(Length::Fixed(LABEL_WIDTH)),
        super::layer::own_layer(
            text_input("", value).id(id).style(theme::field).on_input(on_input).padding(5).width(Length::Fill)
        )
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center)
    .into()
}

/// A line shown on its own begins with a capital letter (the engine's refusals are worded to be
/// quoted mid-sentence: “the rook on d4 cannot…”), unless it begins with a square or a move
/// (“d4 is off the board”, “e4: …”), which keep their case.
pub fn as_sentence(s: &str) -> String {
    let first = s.split(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
    let mut chars = first.chars();
    let square_like = chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && first.len() > 1
        && chars.all(|c| c.is_ascii_digit() || c.is_ascii_lowercase())
        && first.chars().any(|c| c.is_ascii_digit());
    if square_like { s.to_string() } else { victoria_rules::i18n::grammar::capital(s) }
}

/// A bordered box in a flag style, with a title line and body lines.
pub fn flag_box<'a, M: 'a>(
    style: fn(&iced::Theme) -> container::Style,
    title: impl Into<String>,
    lines: Vec<String>,
) -> Element<'a, M> {
    let mut col = column![text(title.into()).size(20)].spacing(4);
    for l in lines {
        col = col.push(text(as_sentence(&l)).size(15));
    }
    container(col).id(FLAG_BOX).padding(10).width(Length::Fill).style(style).into()
}

/// The id every flag box bears (the fit check finds the boxes by it: a box is shown whole or
/// scrolled to, never cut between its lines).
pub const FLAG_BOX: &str = "flag-box";

#[cfg(test)]
mod tests {
    use super::as_sentence;

    #[test]
    fn a_line_on_its_own_begins_with_a_capital_but_a_square_keeps_its_case() {
        assert_eq!(as_sentence("the rook on d4 cannot reach d9"), "The rook on d4 cannot reach d9");
        assert_eq!(as_sentence("ладья d4 не может пойти на d9"), "Ладья d4 не может пойти на d9");
        assert_eq!(as_sentence("d4 holds White's knight (R8)"), "d4 holds White's knight (R8)");
        assert_eq!(as_sentence("e2e4 is not legal"), "e2e4 is not legal");
        assert_eq!(as_sentence("Already a sentence."), "Already a sentence.");
        assert_eq!(as_sentence(""), "");
    }
}
