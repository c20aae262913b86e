//! The moves in numbered columns: one row per full move (number, White's move, Black's move,
//! each with its recording time where the width allows), filled column by column and page by
//! page, so a long game continues on later pages with its numbering intact.

use super::canvas::{Align, Canvas};
use super::data::MoveView;
use crate::t;
use victoria_rules::Color;
use victoria_words::Lang;

/// One printed row: a full-move number and the half-moves of each side (`None` prints `…`).
#[derive(Clone, Copy, Debug)]
pub struct Row<'a> {
    pub number: u32,
    pub white: Option<&'a MoveView>,
    pub black: Option<&'a MoveView>,
}

/// Groups half-moves into rows: White's move opens a row, Black's joins the row of its number
/// or opens one of its own (a game where Black moves first, or a gap in the record).
pub fn rows(moves: &[MoveView]) -> Vec<Row<'_>> {
    let mut out: Vec<Row> = Vec::with_capacity(moves.len() / 2 + 1);
    for m in moves {
        match m.color {
            Color::White => out.push(Row { number: m.number, white: Some(m), black: None }),
            Color::Black => match out.last_mut() {
                Some(r) if r.number == m.number && r.black.is_none() => r.black = Some(m),
                _ => out.push(Row { number: m.number, white: None, black: Some(m) }),
            },
        }
    }
    out
}

/// Font size of the table, points.
pub const SIZE: f32 = 7.5;
/// Height of a row, mm.
pub const ROW_H: f32 = 3.9;
/// Height of a column's caption row, mm.
pub const HEAD_H: f32 = 4.6;

/// Column widths of the table on a given width.
#[derive(Clone, Debug)]
pub struct Geometry {
    pub columns: usize,
    pub column_w: f32,
    pub num_w: f32,
    pub san_w: f32,
    /// Width of a time cell; `None` when times do not fit.
    pub time_w: Option<f32>,
    /// The time cells' caption: what they hold (the time left on the clock, the time of day).
    pub time_head: String,
}

/// What the time cells of `rows` hold, as the `sheet-time` message's `kind`: `left` (every
/// time is the mover's time left on the clock), `at` (every time is the time of day the move
/// was recorded) or `mixed`.
pub fn time_kind(rows: &[Row]) -> &'static str {
    let timed: Vec<bool> = rows
        .iter()
        .flat_map(|r| [r.white, r.black].into_iter().flatten())
        .filter(|m| m.time.is_some())
        .map(|m| m.clock)
        .collect();
    match (timed.iter().all(|&c| c), timed.iter().any(|&c| c)) {
        (true, _) => "left",
        (false, false) => "at",
        (false, true) => "mixed",
    }
}

const GAP: f32 = 3.0;

/// Chooses the columns for `rows` on `width` mm: times are shown when at least two columns
/// still fit with them.
pub fn geometry(c: &Canvas, lang: Lang, rows: &[Row], width: f32) -> Geometry {
    let last = rows.last().map(|r| r.number).unwrap_or(1);
    let num_w = c.measure(&format!("{last}."), SIZE).max(c.measure("№", SIZE)) + 1.5;
    let mut san_w = c.measure("Qc10xc12+", SIZE);
    for r in rows {
        for m in [r.white, r.black].into_iter().flatten() {
            san_w = san_w.max(c.measure(&m.marked(), SIZE));
        }
    }
    san_w += 1.5;
    let has_time = rows.iter().any(|r| [r.white, r.black].into_iter().flatten().any(|m| m.time.is_some()));
    // Wall-clock times are `HH:MM`; clock readings (R33) may be `1:29:45`.
    let longest = rows
        .iter()
        .flat_map(|r| [r.white, r.black].into_iter().flatten())
        .filter_map(|m| m.time.as_deref())
        .fold("00:00", |a, t| if t.len() > a.len() { t } else { a });
    let time_head = t!(lang, "sheet-time", kind = time_kind(rows));
    let time_w = c.measure(longest, SIZE - 1.5).max(c.measure(&time_head, SIZE - 2.0)) + 1.5;
    let fit = |col: f32| ((width + GAP) / (col + GAP)).floor().max(1.0) as usize;
    let with_time = num_w + 2.0 * (san_w + time_w);
    if has_time && fit(with_time) >= 2 {
        let columns = fit(with_time);
        return Geometry {
            columns,
            column_w: (width + GAP) / columns as f32 - GAP,
            num_w,
            san_w,
            time_w: Some(time_w),
            time_head,
        };
    }
    let plain = num_w + 2.0 * san_w;
    let columns = fit(plain);
    Geometry { columns, column_w: (width + GAP) / columns as f32 - GAP, num_w, san_w, time_w: None, time_head }
}

/// How many rows a segment of `height` mm holds in one column.
pub fn rows_per_column(height: f32) -> usize {
    (((height - HEAD_H) / ROW_H).floor().max(0.0)) as usize
}

/// Height of a segment that prints `n` rows in `g.columns` balanced columns.
pub fn segment_height(g: &Geometry, n: usize) -> f32 {
    let per = n.div_ceil(g.columns.max(1));
    HEAD_H + per as f32 * ROW_H
}

/// Draws `rows` at `x`, `y`, `width` in column-major order, `per_column` rows a column (the
/// caller has checked they fit).
pub fn draw_segment(c: &mut Canvas, lang: Lang, g: &Geometry, rows: &[Row], x: f32, y: f32, per_column: usize) {
    let per_column = per_column.max(1);
    let used_columns = rows.len().div_ceil(per_column);
    let time_label = &g.time_head;
    for col in 0..used_columns {
        let cx = x + col as f32 * (g.column_w + GAP);
        let side_w = (g.column_w - g.num_w) / 2.0;
        // Caption.
        c.rect(cx, y, g.column_w, HEAD_H - 0.6, Some(0.85), None);
        c.text(cx + 0.5, y + 2.9, SIZE - 1.0, Align::Left, "№");
        for (i, side) in [Color::White, Color::Black].into_iter().enumerate() {
            let sx = cx + g.num_w + i as f32 * side_w;
            c.text_fit(sx, y + 2.9, SIZE - 1.0, g.san_w, &t!(lang, side_id(side)));
            if let Some(tw) = g.time_w {
                c.text_grey(sx + side_w - tw + 0.5, y + 2.9, SIZE - 2.0, Align::Left, time_label, 0.3);
            }
        }
        let chunk = &rows[col * per_column..((col + 1) * per_column).min(rows.len())];
        let bottom = y + HEAD_H + chunk.len() as f32 * ROW_H;
        c.polyline(&[(cx + g.num_w + side_w - 0.6, y + HEAD_H), (cx + g.num_w + side_w - 0.6, bottom)], 0.15, 0.6);
        for (i, r) in chunk.iter().enumerate() {
            let ry = y + HEAD_H + i as f32 * ROW_H;
            if i % 2 == 1 {
                c.rect(cx, ry, g.column_w, ROW_H, Some(0.94), None);
            }
            let base = ry + ROW_H - 1.0;
            c.text(cx + g.num_w - 1.2, base, SIZE, Align::Right, &format!("{}.", r.number));
            for (k, m) in [r.white, r.black].into_iter().enumerate() {
                let sx = cx + g.num_w + k as f32 * side_w;
                match m {
                    Some(m) => {
                        c.text_fit(sx, base, SIZE, g.san_w, &m.marked());
                        if let (Some(tw), Some(t)) = (g.time_w, &m.time) {
                            c.text_grey(sx + side_w - tw + 0.5, base, SIZE - 1.5, Align::Left, t, 0.35);
                        }
                    }
                    None if k == 0 => c.text(sx, base, SIZE, Align::Left, "…"),
                    None => {}
                }
            }
        }
    }
}

/// The message id of a side's column heading ("White" / "Белые").
pub(crate) fn side_id(c: Color) -> &'static str {
    match c {
        Color::White => "sheet-white",
        Color::Black => "sheet-black",
    }
}
