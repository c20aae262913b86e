//! The recording screen's move list as a scoresheet: numbered rows, White's and Black's moves
//! side by side with their marks, and a time column each (the time a move took, the mover's
//! time left, or the wall-clock time of the entry without clocks).

use super::Message;
use crate::app::ui;
use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Element, Length};
use victoria_rules::Color;
use victoria_session::model::MoveLine;
use victoria_session::session::Session;
use victoria_words::Lang;

/// A move as the scoresheet writes it: the SAN without its own check or promotion signs, then
/// the marks of the record's events (`+ # =Q ★ ◆`), in the screen's language.
pub fn sheet_move(lang: Lang, m: &MoveLine) -> String {
    let mut s = m.san.trim_end_matches(['+', '#']).to_string();
    if m.marks.contains('=')
        && let Some(i) = s.find('=')
    {
        s.truncate(i);
    }
    victoria_rules::san::written(lang, &format!("{s}{}", m.marks))
}

/// What a scoresheet time column shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetTime {
    /// The time the move took (the record's clock reading).
    Used,
    /// The mover's time left after the move.
    Left,
    /// No clocks: the arbiter's wall-clock time of the entry.
    Wall,
}

impl SheetTime {
    /// The column for a game with clock readings (`clocks`), as the toggle chose.
    pub fn of(clocks: bool, left: bool) -> SheetTime {
        match (clocks, left) {
            (false, _) => SheetTime::Wall,
            (true, false) => SheetTime::Used,
            (true, true) => SheetTime::Left,
        }
    }

    fn key(self) -> &'static str {
        match self {
            SheetTime::Used => "used",
            SheetTime::Left => "left",
            SheetTime::Wall => "wall",
        }
    }

    /// The column's cell for a move: its clock reading, or its wall-clock time.
    pub fn cell(self, m: &MoveLine) -> String {
        match (self, &m.clock) {
            (SheetTime::Used, Some((_, used))) => used.clone(),
            (SheetTime::Left, Some((left, _))) => left.clone(),
            _ => m.time.clone(),
        }
    }
}

/// The move list as a scoresheet: numbered rows, White's and Black's moves side by side, each
/// with the time the move took or the mover's time left (`left`; the toggle above the list)
/// when the game has clock readings, else the time it was recorded; scrolled to the last move.
pub(super) fn scoresheet<'a>(session: &Session, lang: Lang, left: bool) -> Element<'a, Message> {
    let moves = session.moves();
    let kind = SheetTime::of(moves.iter().any(|m| m.clock.is_some()), left);
    let cell = |s: String, w: f32, size: f32| text(s).size(size).width(Length::Fixed(w));
    let time_head = crate::t!(lang, "sheet-col", kind = kind.key());
    let head = row![
        cell("№".into(), 36.0, 13.0),
        cell(crate::t!(lang, "app-white"), 118.0, 13.0),
        cell(time_head.clone(), SHEET_TIME_WIDTH, 13.0),
        cell(crate::t!(lang, "app-black"), 118.0, 13.0),
        cell(time_head, SHEET_TIME_WIDTH, 13.0),
    ]
    .spacing(4);
    let mut rows: Vec<(u32, Option<MoveLine>, Option<MoveLine>)> = Vec::new();
    for m in moves {
        match m.color {
            Color::White => rows.push((m.number, Some(m), None)),
            Color::Black => match rows.last_mut() {
                Some((n, _, b)) if *n == m.number && b.is_none() => *b = Some(m),
                _ => rows.push((m.number, None, Some(m))),
            },
        }
    }
    let time = |m: &MoveLine| kind.cell(m);
    // The rows' words, so the list can be laid out again for the room it gets.
    let lines: Vec<[String; 5]> = rows
        .into_iter()
        .map(|(n, w, b)| {
            [
                format!("{n}."),
                w.as_ref().map(|m| sheet_move(lang, m)).unwrap_or_default(),
                w.as_ref().map(time).unwrap_or_default(),
                b.as_ref().map(|m| sheet_move(lang, m)).unwrap_or_default(),
                b.as_ref().map(time).unwrap_or_default(),
            ]
        })
        .collect();
    // The list is as high as a whole number of rows fits in its room: scrolled to the last
    // move, its first row in sight is never cut in half (issue 39).
    let sheet = iced::widget::responsive(move |room| {
        let mut list = column![].spacing(ROW_GAP);
        for [n, w, wt, b, bt] in lines.iter().cloned() {
            list = list.push(
                row![
                    cell(n, 36.0, 15.0),
                    cell(w, 118.0, 15.0),
                    cell(wt, SHEET_TIME_WIDTH, 13.0),
                    cell(b, 118.0, 15.0),
                    cell(bt, SHEET_TIME_WIDTH, 13.0),
                ]
                .spacing(4)
                .height(Length::Fixed(ROW_HEIGHT)),
            );
        }
        let whole = crate::app::snug::whole_rows(room.height, ROW_HEIGHT, ROW_GAP);
        scrollable(list).spacing(6).id("scoresheet").height(Length::Fixed(whole)).anchor_bottom().into()
    });
    let mut title = row![container(ui::subheading(crate::t!(lang, "app-moves"))).width(Length::Fill)]
        .spacing(8)
        .align_y(iced::Alignment::Center);
    if kind != SheetTime::Wall {
        let other = if kind == SheetTime::Used { "left" } else { "used" };
        title = title.push(
            container(
                button(text(crate::t!(lang, "sheet-show", kind = other)).size(12))
                    .padding([2, 8])
                    .style(button::secondary)
                    .on_press(Message::SheetTime),
            )
            .id("sheet-time-toggle"),
        );
    }
    column![title, head, sheet].spacing(4).height(Length::Fill).into()
}

/// The height of a scoresheet row: one line of its 15 px moves (iced's line height, 1.3 of
/// the size: 19.5 px), in whole pixels so that rows and the list's height stay aligned.
const ROW_HEIGHT: f32 = 20.0;
/// The gap between two rows.
const ROW_GAP: f32 = 1.0;

/// The width of a scoresheet time column.
pub const SHEET_TIME_WIDTH: f32 = 84.0;
