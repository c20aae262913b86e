//! The page flow of the score sheet: the paper sizes, margins and the order of its sections
//! (header, options, setups, reserves, moves, illegal attempts, corrections, draw offers, final
//! position, result, signatures). A section that does not fit goes to a new page (the move
//! table continues across pages); when every page is known, each one gets its footer with
//! "page N of M".

use super::canvas::{Align, Canvas};
use super::data::{ReserveRow, SealState, SheetData};
use super::{diagram, footer, moves_table, signature};
use crate::t;
use printpdf::{FontId, Mm, ParsedFont, PdfPage};
use victoria_rules::Color;
use victoria_words::Lang;

/// Paper size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Paper {
    #[default]
    A4,
    Letter,
}

impl Paper {
    /// Width and height in mm.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}

impl std::str::FromStr for Paper {
    type Err = String;
    fn from_str(s: &str) -> Result<Paper, String> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" | "us-letter" => Ok(Paper::Letter),
            _ => Err(crate::t!(victoria_words::Lang::En, "parse-unknown-paper", text = s)),
        }
    }
}

const MARGIN: f32 = 12.0;

struct Flow<'f> {
    lang: Lang,
    w: f32,
    h: f32,
    font: &'f ParsedFont,
    font_id: FontId,
    done: Vec<Canvas<'f>>,
    page: Canvas<'f>,
    y: f32,
}

impl<'f> Flow<'f> {
    fn left(&self) -> f32 {
        MARGIN
    }
    fn right(&self) -> f32 {
        self.w - MARGIN
    }
    fn width(&self) -> f32 {
        self.w - 2.0 * MARGIN
    }
    /// The lowest y content may reach (the footer lies below).
    fn limit(&self) -> f32 {
        self.h - MARGIN - footer::HEIGHT - 2.0
    }
    fn room(&self) -> f32 {
        self.limit() - self.y
    }
    fn new_page(&mut self) {
        let fresh = Canvas::new(self.w, self.h, self.font, self.font_id.clone());
        self.done.push(std::mem::replace(&mut self.page, fresh));
        self.y = MARGIN;
    }
    /// Starts a new page unless `h` mm still fit on this one.
    fn need(&mut self, h: f32) {
        if h > self.room() && self.y > MARGIN + 0.1 {
            self.new_page();
        }
    }
    /// A section heading; keeps at least `with` mm of its content on the same page.
    fn heading(&mut self, text: &str, with: f32) {
        self.need(6.0 + with);
        let (l, r, y) = (self.left(), self.right(), self.y);
        self.page.text(l, y + 3.8, 9.5, Align::Left, text);
        self.page.line(l, y + 5.0, r, y + 5.0, 0.2);
        self.y += 6.2;
    }
    /// A small heading without a rule, for the short lists.
    fn subheading(&mut self, text: &str) {
        self.need(4.5 + 3.5);
        let (l, y) = (self.left(), self.y);
        self.page.text(l, y + 3.4, 8.5, Align::Left, text);
        self.y += 4.6;
    }
    /// Wrapped lines of text; each line may move to a new page.
    fn paragraph(&mut self, text: &str, size: f32, indent: f32) {
        let line_h = size * 0.45;
        let lines = self.page.wrap(text, size, self.width() - indent);
        for line in lines {
            self.need(line_h);
            let (l, y) = (self.left() + indent, self.y);
            self.page.text(l, y + line_h * 0.8, size, Align::Left, &line);
            self.y += line_h;
        }
    }
}

fn header(f: &mut Flow, d: &SheetData) {
    let lang = f.lang;
    let (l, r) = (f.left(), f.right());
    let title = match d.ruleset.as_str() {
        "synthesis" => t!(lang, "sheet-synthesis-title"),
        "classical" => t!(lang, "sheet-classical-title"),
        _ => t!(lang, "sheet-title"),
    };
    f.page.text(l, f.y + 6.0, 15.0, Align::Left, &title);
    f.y += 9.0;
    f.page.line(l, f.y, r, f.y, 0.4);
    f.y += 1.5;
    let i = &d.info;
    let cells = [
        [(t!(lang, "sheet-event"), &i.event), (t!(lang, "sheet-site"), &i.site), (t!(lang, "sheet-date"), &i.date)],
        [(t!(lang, "sheet-round"), &i.round), (t!(lang, "sheet-board"), &i.board), (t!(lang, "sheet-club"), &i.club)],
        [
            (t!(lang, "sheet-white"), &i.white),
            (t!(lang, "sheet-black"), &i.black),
            (t!(lang, "sheet-arbiter"), &i.arbiter),
        ],
    ];
    let col_w = f.width() / 3.0;
    for (k, row) in cells.iter().enumerate() {
        let big = k == 2;
        for (j, (label, value)) in row.iter().enumerate() {
            let x = l + j as f32 * col_w;
            f.page.text_grey(x, f.y + 3.0, 6.5, Align::Left, label, 0.35);
            let v = if value.trim().is_empty() { "—" } else { value.as_str() };
            f.page.text_fit(x, f.y + if big { 8.2 } else { 7.4 }, if big { 11.0 } else { 9.0 }, col_w - 2.0, v);
        }
        f.y += if big { 10.0 } else { 9.0 };
    }
    f.y += 1.0;
    let opts: Vec<String> = d.options.iter().map(|(k, v)| format!("{k} = {v}")).collect();
    let mut text =
        format!("{}: {}", t!(lang, "sheet-ruleset"), t!(lang, "sheet-game-name", ruleset = d.ruleset.as_str()));
    if !opts.is_empty() {
        text.push_str(&format!(".  {}: {}", t!(lang, "sheet-options"), opts.join(", ")));
    }
    if let Some(tc) = &d.time_control {
        text.push_str(&format!(".  {}: {tc}", t!(lang, "sheet-time-control")));
    }
    if !d.clock_corrections.is_empty() {
        text.push_str(&format!(".  {}: {}", t!(lang, "sheet-clock-corrections"), d.clock_corrections.join("; ")));
    }
    // Its sentences end with a full stop, the last one too (issue 39's walk).
    if !text.ends_with('.') {
        text.push('.');
    }
    f.paragraph(&text, 7.0, 0.0);
    f.y += 2.0;
}

fn setups(f: &mut Flow, d: &SheetData) {
    let lang = f.lang;
    type Shown<'a> = (String, &'a super::data::Board, Option<(&'a str, SealState)>);
    let boards: Vec<Shown> = if d.setups.is_empty() {
        d.start.iter().map(|b| (t!(lang, "sheet-start-position"), b, None)).collect()
    } else {
        d.setups
            .iter()
            .map(|s| (t!(lang, "sheet-setup-of", color = s.side), &s.board, Some((s.seal_code.as_str(), s.seal))))
            .collect()
    };
    if boards.is_empty() {
        return;
    }
    let n = boards.len().min(2) as f32;
    let gap = 8.0;
    let slot = (f.width() - gap * (n - 1.0)) / n;
    let side = boards.iter().map(|b| b.1.width.max(b.1.height)).max().unwrap_or(12) as f32;
    let cell = ((slot - diagram::LABEL) / side).min(5.4);
    let (_, dh) = diagram::size(boards[0].1, cell);
    let block = 5.0 + dh + 9.0;
    f.need(block);
    let top = f.y;
    for (k, (title, board, seal)) in boards.iter().take(2).enumerate() {
        let x = f.left() + k as f32 * (slot + gap);
        f.page.text(x, top + 3.5, 9.5, Align::Left, title);
        diagram::draw(&mut f.page, board, x, top + 5.0, cell);
        if let Some((code, state)) = seal {
            let state_word = match state {
                SealState::Verified => t!(lang, "sheet-seal-verified"),
                SealState::Broken => t!(lang, "sheet-seal-broken"),
                SealState::Absent => t!(lang, "sheet-seal-absent"),
            };
            let code = if code.is_empty() { "—" } else { code };
            let line = format!("{}: {code} — {state_word}", t!(lang, "sheet-seal"));
            f.page.text(x, top + 5.0 + dh + 4.0, 8.0, Align::Left, &line);
        }
    }
    let l = f.left();
    // Only Victoria has bastions and monuments to explain.
    if d.ruleset == "victoria" {
        diagram::legend(&mut f.page, f.lang, l, top + 5.0 + dh + 8.5, 7.0, false);
    }
    f.y = top + block + 1.0;
}

fn reserve_table(f: &mut Flow, x: f32, y: f32, width: f32, title: &str, rows: &[ReserveRow]) {
    let lang = f.lang;
    let size = 7.5;
    f.page.text(x, y + 3.5, 8.5, Align::Left, title);
    let cols = [0.0, 0.22, 0.42, 0.6, 0.78];
    let heads =
        [t!(lang, "sheet-piece"), t!(lang, "sheet-allocated"), t!(lang, "sheet-spent"), t!(lang, "sheet-remaining")];
    let hy = y + 5.0;
    f.page.rect(x, hy, width, 4.0, Some(0.85), None);
    for (k, h) in heads.iter().enumerate() {
        f.page.text_fit(x + cols[k] * width + 0.8, hy + 2.9, size - 1.0, (cols[k + 1] - cols[k]) * width - 1.0, h);
    }
    for (i, r) in rows.iter().enumerate() {
        let ry = hy + 4.0 + i as f32 * 3.8 + 2.9;
        let piece = format!(
            "{} {}",
            t!(lang, "sheet-piece-name", role = r.role, letter = victoria_record::i18n::scheme::letter(lang, r.role)),
            r.square
        );
        f.page.text(x + 0.8, ry, size, Align::Left, &piece);
        f.page.text(x + cols[1] * width + 0.8, ry, size, Align::Left, &r.allocated.to_string());
        f.page.text(x + cols[2] * width + 0.8, ry, size, Align::Left, &r.spent.to_string());
        let left = r.allocated.saturating_sub(r.spent);
        let rest = match (r.petrified_on, r.captured_on) {
            (Some(n), _) => format!("0, {}", t!(lang, "sheet-petrified-on", role = r.role, n = n)),
            (None, Some(n)) => format!("{left}, {}", t!(lang, "sheet-captured-on", role = r.role, n = n)),
            (None, None) => left.to_string(),
        };
        f.page.text_fit(x + cols[3] * width + 0.8, ry, size, width * (1.0 - cols[3]) - 1.0, &rest);
    }
}

fn reserves(f: &mut Flow, d: &SheetData) {
    let lang = f.lang;
    if d.reserves_hidden {
        f.paragraph(&t!(lang, "sheet-reserves-secret"), 8.0, 0.0);
        f.y += 2.0;
        return;
    }
    if d.reserves.iter().all(|r| r.is_empty()) {
        return;
    }
    let most = d.reserves.iter().map(|r| r.len()).max().unwrap_or(0);
    let h = 9.0 + most as f32 * 3.8 + 2.0;
    f.need(h);
    let gap = 8.0;
    let half = (f.width() - gap) / 2.0;
    let top = f.y;
    for (k, rows) in d.reserves.iter().enumerate() {
        let x = f.left() + k as f32 * (half + gap);
        reserve_table(f, x, top, half, &t!(lang, "sheet-reserves-of", color = Color::ALL[k]), rows);
    }
    f.y = top + h;
}

fn moves(f: &mut Flow, d: &SheetData) {
    let lang = f.lang;
    let rows = moves_table::rows(&d.moves);
    f.heading(&t!(lang, "sheet-moves"), moves_table::HEAD_H + 2.0 * moves_table::ROW_H);
    if rows.is_empty() {
        f.paragraph(&t!(lang, "sheet-no-moves"), 8.0, 0.0);
        return;
    }
    let g = moves_table::geometry(&f.page, lang, &rows, f.width());
    let mut rest = &rows[..];
    let mut first = true;
    while !rest.is_empty() {
        let mut per = moves_table::rows_per_column(f.room());
        if per < 2 {
            f.new_page();
            per = moves_table::rows_per_column(f.room());
        }
        if !first && f.y <= MARGIN + 0.1 {
            let (l, y) = (f.left(), f.y);
            f.page.text_grey(l, y + 3.5, 8.0, Align::Left, &t!(lang, "sheet-moves-continued"), 0.3);
            f.y += 5.0;
            per = moves_table::rows_per_column(f.room());
        }
        let take = rest.len().min(per * g.columns);
        let (seg, tail) = rest.split_at(take);
        let per_col = if tail.is_empty() { take.div_ceil(g.columns) } else { per };
        let (l, y) = (f.left(), f.y);
        moves_table::draw_segment(&mut f.page, f.lang, &g, seg, l, y, per_col);
        f.y += moves_table::HEAD_H + per_col as f32 * moves_table::ROW_H + 1.0;
        rest = tail;
        first = false;
        if !rest.is_empty() {
            f.new_page();
        }
    }
    let marks = match d.ruleset.as_str() {
        "synthesis" => t!(lang, "sheet-synthesis-legend"),
        "classical" => t!(lang, "sheet-classical-legend"),
        _ => t!(lang, "sheet-marks-legend"),
    };
    f.paragraph(&marks, 6.5, 0.0);
    f.y += 1.0;
}

/// The board at the end, where monuments and bastions stand (E11), with the legend.
fn final_position(f: &mut Flow, d: &SheetData) {
    let Some(board) = &d.final_position else { return };
    let lang = f.lang;
    let side = board.width.max(board.height) as f32;
    let cell = (60.0 / side).min(5.0);
    let (dw, dh) = diagram::size(board, cell);
    f.need(5.0 + dh + 6.0);
    let (l, top) = (f.left(), f.y);
    f.page.text(l, top + 3.5, 9.5, Align::Left, &t!(lang, "sheet-final-position"));
    diagram::draw(&mut f.page, board, l, top + 5.0, cell);
    // Synthesis and classical chess have no bastions, monuments or heroes to explain.
    if d.ruleset == "victoria" {
        diagram::legend(&mut f.page, f.lang, l + dw + 6.0, top + 5.0 + dh - 1.0, 7.0, true);
    }
    f.y = top + 5.0 + dh + 2.0;
}

fn lists(f: &mut Flow, d: &SheetData) {
    let lang = f.lang;
    let who = |n: Option<u32>, c: Option<victoria_rules::Color>| -> String {
        let mut s = String::new();
        if let Some(n) = n {
            s.push_str(&t!(lang, "sheet-move-number", n = n));
        }
        if let Some(c) = c {
            if !s.is_empty() {
                s.push_str(", ");
            }
            s.push_str(&t!(lang, moves_table::side_id(c)));
        }
        s
    };
    if !d.illegal.is_empty() {
        f.subheading(&t!(lang, "sheet-illegal"));
        for i in &d.illegal {
            let mut line = t!(
                lang,
                "sheet-illegal-line",
                who = who(Some(i.number), Some(i.color)),
                announced = i.announced.as_str(),
                reason = i.reason.as_str()
            );
            if !i.rule.is_empty() && !i.reason.contains(&format!("({})", i.rule)) {
                line.push_str(&format!(" ({})", i.rule));
            }
            if !i.penalty.is_empty() {
                line.push_str(&format!("; {}: {}", t!(lang, "sheet-penalty"), i.penalty));
            }
            if let Some(t) = &i.time {
                line.push_str(&format!(" [{t}]"));
            }
            f.paragraph(&line, 7.5, 2.0);
        }
        f.y += 1.0;
    }
    for (title, notes) in
        [(t!(lang, "sheet-corrections"), &d.corrections), (t!(lang, "sheet-draw-offers"), &d.draw_offers)]
    {
        if notes.is_empty() {
            continue;
        }
        f.subheading(&title);
        for n in notes.iter() {
            let head = who(n.number, n.color);
            let mut line = if head.is_empty() { n.text.clone() } else { format!("{head}: {}", n.text) };
            if let Some(t) = &n.time {
                line.push_str(&format!(" [{t}]"));
            }
            f.paragraph(&line, 7.5, 2.0);
        }
        f.y += 1.0;
    }
}

fn result(f: &mut Flow, d: &SheetData) {
    let lang = f.lang;
    let text = format!(
        "{}: {} — {}",
        t!(lang, "sheet-result"),
        d.result.score,
        victoria_words::Words::words(&d.result.grounds, lang)
    );
    // The result stays on the page of the signatures that confirm it.
    f.need(8.0 + 6.2 + signature::BLOCK_HEIGHT);
    let (l, r) = (f.left(), f.right());
    f.page.line(l, f.y, r, f.y, 0.4);
    f.y += 1.0;
    f.paragraph(&text, 11.0, 0.0);
    f.y += 2.5;
}

fn signatures(f: &mut Flow, d: &SheetData) {
    let lang = f.lang;
    f.heading(&t!(lang, "sheet-signatures"), signature::BLOCK_HEIGHT);
    let gap = 6.0;
    let bw = (f.width() - 2.0 * gap) / 3.0;
    let i = &d.info;
    let captions = [
        format!("{}: {}", t!(lang, "sheet-white"), i.white),
        format!("{}: {}", t!(lang, "sheet-black"), i.black),
        format!("{}: {}", t!(lang, "sheet-arbiter"), i.arbiter),
    ];
    let top = f.y;
    for (k, caption) in captions.iter().enumerate() {
        let x = f.left() + k as f32 * (bw + gap);
        signature::draw_box(
            &mut f.page,
            x,
            top,
            bw,
            caption,
            d.signatures[k].as_ref(),
            (&t!(lang, "sheet-signed-at"), &t!(lang, "sheet-not-signed")),
        );
    }
    f.y = top + signature::BLOCK_HEIGHT;
}

/// Lays the sheet out into pages, footers included.
pub fn pages(d: &SheetData, paper: Paper, lang: Lang, font: &ParsedFont, font_id: FontId) -> Vec<PdfPage> {
    let (w, h) = paper.size();
    let mut f = Flow {
        lang,
        w,
        h,
        font,
        font_id: font_id.clone(),
        done: Vec::new(),
        page: Canvas::new(w, h, font, font_id),
        y: MARGIN,
    };
    header(&mut f, d);
    setups(&mut f, d);
    reserves(&mut f, d);
    moves(&mut f, d);
    lists(&mut f, d);
    final_position(&mut f, d);
    result(&mut f, d);
    signatures(&mut f, d);
    let Flow { mut done, page, .. } = f;
    done.push(page);
    let total = done.len();
    done.into_iter()
        .enumerate()
        .map(|(k, mut c)| {
            footer::draw(
                &mut c,
                lang,
                MARGIN,
                w - MARGIN,
                h - MARGIN,
                k + 1,
                total,
                &d.digest_hex,
                d.arbiter_key.as_deref(),
            );
            PdfPage::new(Mm(w), Mm(h), c.ops)
        })
        .collect()
}
