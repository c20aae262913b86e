//! The chief arbiter's prints of a tournament (issue 24): the pairing list of a round by board
//! and by name, the result slips of a round (one per board, for both players and the arbiter to
//! sign), the start list, the standings after a round with the event's tie-breaks and their
//! legend, and the crosstable — on A4 or US Letter, in
//! Russian or English, with the sheet's embedded font. The rows come from the tournament crate
//! (`victoria_tournament::prints`); this module only lays them out, page by page, repeating the
//! column heads on every page and numbering the pages.

use crate::canvas::{Align, Canvas};
use crate::layout::Paper;
use crate::{SheetError, t};
use printpdf::{FontId, Mm, ParsedFont, PdfPage};
use victoria_tournament::prints::{
    crosstable, pairing_by_board, pairing_by_name, standing_rows_after, start_list, start_order,
};
use victoria_tournament::{ByeKind, Colour, Tournament, legend};
use victoria_words::Lang;

const MARGIN: f32 = 14.0;
const ROW: f32 = 6.0;
const TEXT: f32 = 9.0;

/// Which print of the event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentPrint {
    /// The pairing list of a round, board by board.
    PairingsByBoard { round: u32 },
    /// The pairing list of a round, player by player in alphabetical order.
    PairingsByName { round: u32 },
    /// One result slip per board of a round.
    Slips { round: u32 },
    /// The standings after the last round whose results are all in, with the event's
    /// tie-breaks and their legend.
    Standings,
    /// The standings after a given round (only rounds 1..=`round` count).
    StandingsAfter { round: u32 },
    /// The start list: the initial ranking by start number.
    StartList,
    /// The crosstable in standings order.
    Crosstable,
}

/// A column: its head, its share of the width, how its cells align.
struct Column {
    head: String,
    width: f32,
    align: Align,
}

fn col(head: String, width: f32, align: Align) -> Column {
    Column { head, width, align }
}

/// Pages being filled: the title block on every page, then rows under the column heads.
struct Pages<'f> {
    w: f32,
    h: f32,
    font: &'f ParsedFont,
    font_id: FontId,
    title: String,
    subtitle: String,
    done: Vec<Canvas<'f>>,
    page: Canvas<'f>,
    y: f32,
}

impl<'f> Pages<'f> {
    fn new(paper: Paper, font: &'f ParsedFont, font_id: FontId, title: String, subtitle: String) -> Pages<'f> {
        let (w, h) = paper.size();
        let page = Canvas::new(w, h, font, font_id.clone());
        let mut p = Pages { w, h, font, font_id, title, subtitle, done: Vec::new(), page, y: MARGIN };
        p.title_block();
        p
    }

    fn title_block(&mut self) {
        let (l, r) = (MARGIN, self.w - MARGIN);
        self.page.text_fit(l, self.y + 6.0, 14.0, r - l, &self.title.clone());
        self.page.text_fit(l, self.y + 12.0, 10.0, r - l, &self.subtitle.clone());
        self.page.line(l, self.y + 14.5, r, self.y + 14.5, 0.3);
        self.y += 18.0;
    }

    /// The lowest y content may reach (the page number lies below).
    fn limit(&self) -> f32 {
        self.h - MARGIN - 8.0
    }

    fn new_page(&mut self) {
        let fresh = Canvas::new(self.w, self.h, self.font, self.font_id.clone());
        self.done.push(std::mem::replace(&mut self.page, fresh));
        self.y = MARGIN;
        self.title_block();
    }

    /// The x of each column's left edge, the columns sharing the page's width by their weights.
    fn edges(&self, cols: &[Column]) -> Vec<(f32, f32)> {
        let total: f32 = cols.iter().map(|c| c.width).sum();
        let room = self.w - 2.0 * MARGIN;
        let mut x = MARGIN;
        cols.iter()
            .map(|c| {
                let w = room * c.width / total;
                let e = (x, w);
                x += w;
                e
            })
            .collect()
    }

    fn cells(&mut self, cols: &[Column], cells: &[String], size: f32, shade: Option<f32>) {
        let edges = self.edges(cols);
        if let Some(level) = shade {
            self.page.rect(MARGIN, self.y, self.w - 2.0 * MARGIN, ROW, Some(level), None);
        }
        for ((c, (x, w)), text) in cols.iter().zip(&edges).zip(cells) {
            let (fitted, size) = self.page.fit(text, size, w - 2.0);
            let tx = match c.align {
                Align::Left => x + 1.0,
                Align::Center => x + w / 2.0,
                Align::Right => x + w - 1.0,
            };
            self.page.text(tx, self.y + ROW * 0.7, size, c.align, &fitted);
        }
        self.page.line(MARGIN, self.y + ROW, self.w - MARGIN, self.y + ROW, 0.1);
        self.y += ROW;
    }

    /// A table: the heads, then the rows, the heads again on each new page.
    fn table(&mut self, cols: &[Column], rows: &[Vec<String>]) {
        let heads: Vec<String> = cols.iter().map(|c| c.head.clone()).collect();
        self.cells(cols, &heads, TEXT, Some(0.88));
        for (k, row) in rows.iter().enumerate() {
            if self.y + ROW > self.limit() {
                self.new_page();
                self.cells(cols, &heads, TEXT, Some(0.88));
            }
            self.cells(cols, row, TEXT, (k % 2 == 1).then_some(0.96));
        }
    }

    /// A line of text under the table.
    fn note(&mut self, text: &str) {
        let lines = self.page.wrap(text, 8.5, self.w - 2.0 * MARGIN);
        for line in lines {
            if self.y + 4.5 > self.limit() {
                self.new_page();
            }
            self.page.text(MARGIN, self.y + 4.0, 8.5, Align::Left, &line);
            self.y += 4.5;
        }
    }

    fn finish(self, lang: Lang) -> Vec<PdfPage> {
        let Pages { mut done, page, w, h, .. } = self;
        done.push(page);
        let total = done.len();
        done.into_iter()
            .enumerate()
            .map(|(k, mut c)| {
                let label = t!(lang, "print-page", page = k + 1, pages = total);
                c.text(w / 2.0, h - MARGIN, 8.0, Align::Center, &label);
                PdfPage::new(Mm(w), Mm(h), c.ops)
            })
            .collect()
    }
}

fn bye_words(lang: Lang, kind: ByeKind) -> String {
    let key = match kind {
        ByeKind::Pairing => "pairing",
        ByeKind::Half => "half",
        ByeKind::Full => "full",
        ByeKind::Zero => "zero",
    };
    t!(lang, "print-bye", kind = key)
}

fn colour_words(lang: Lang, c: Colour) -> String {
    t!(lang, "print-colour", colour = if c == Colour::White { "white" } else { "black" })
}

/// The event's line under each title: its name, ruleset, time control and chief arbiter.
fn event_line(t: &Tournament, lang: Lang) -> String {
    let mut parts = vec![t.name.clone()];
    if !t.city.is_empty() {
        parts.push(t.city.clone());
    }
    if !t.start_date.is_empty() {
        parts.push(t.start_date.clone());
    }
    if !t.time_control.is_empty() {
        parts.push(t!(lang, "print-time-control", control = t.time_control.as_str()));
    }
    if !t.chief_arbiter.is_empty() {
        parts.push(t!(lang, "print-chief-arbiter", name = t.chief_arbiter.as_str()));
    }
    parts.join(" · ")
}

fn name_of(t: &Tournament, n: u32) -> String {
    t.player(n).map(|p| p.name.clone()).unwrap_or_default()
}

/// A player's rating as printed (empty for an unrated player).
fn rating_of(t: &Tournament, n: u32) -> String {
    t.player(n).and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default()
}

/// Every result a slip offers to tick, as the ruleset allows it: a played game's three, a win by
/// the point count (Victoria's R27) either way, and the forfeits (FIDE's `+/-`, `-/+`, `-/-`).
/// Each is the key of `print-slip-choice`.
pub fn slip_choices(ruleset: &str) -> Vec<&'static str> {
    let mut all = vec!["white", "draw", "black"];
    if ruleset == "victoria" {
        all.extend(["white-count", "black-count"]);
    }
    all.extend(["white-forfeit", "black-forfeit", "double-forfeit"]);
    all
}

/// The line under a round's title: the event's, with when the round starts where it is announced.
fn round_line(t: &Tournament, round: u32, lang: Lang) -> String {
    let line = event_line(t, lang);
    match t.round_dates.get(&round) {
        Some(when) => format!("{line} · {}", t!(lang, "print-round-starts", when = when.as_str())),
        None => line,
    }
}

fn pairings_by_board(p: &mut Pages, t: &Tournament, round: u32, lang: Lang) {
    let cols = [
        // Wide enough for the Russian head, "Доска", at the head's size (it was cut to "Дос…").
        col(t!(lang, "print-col-board"), 8.0, Align::Center),
        col(t!(lang, "print-col-no"), 5.0, Align::Right),
        col(t!(lang, "print-col-white"), 28.0, Align::Left),
        col(t!(lang, "print-col-rtg"), 7.0, Align::Right),
        col(t!(lang, "print-col-points"), 7.0, Align::Center),
        col(t!(lang, "print-col-result"), 11.0, Align::Center),
        col(t!(lang, "print-col-points"), 7.0, Align::Center),
        col(t!(lang, "print-col-black"), 28.0, Align::Left),
        col(t!(lang, "print-col-rtg"), 7.0, Align::Right),
        col(t!(lang, "print-col-no"), 5.0, Align::Right),
    ];
    let rows: Vec<Vec<String>> = pairing_by_board(t, round)
        .into_iter()
        .map(|b| {
            vec![
                b.board.to_string(),
                b.white.to_string(),
                b.white_name,
                rating_of(t, b.white),
                b.white_score.to_string(),
                if b.result.is_empty() { "–".into() } else { b.result },
                b.black_score.to_string(),
                b.black_name,
                rating_of(t, b.black),
                b.black.to_string(),
            ]
        })
        .collect();
    p.table(&cols, &rows);
    if let Some(r) = t.round(round) {
        for u in &r.unpaired {
            p.note(&t!(lang, "print-unpaired", name = name_of(t, u.player), bye = bye_words(lang, u.kind)));
        }
    }
}

fn pairings_by_name(p: &mut Pages, t: &Tournament, round: u32, lang: Lang) {
    let cols = [
        col(t!(lang, "print-col-name"), 40.0, Align::Left),
        col(t!(lang, "print-col-no"), 6.0, Align::Right),
        col(t!(lang, "print-col-board"), 8.0, Align::Center),
        col(t!(lang, "print-col-colour"), 12.0, Align::Center),
        col(t!(lang, "print-col-opponent"), 40.0, Align::Left),
    ];
    let rows: Vec<Vec<String>> = pairing_by_name(t, round)
        .into_iter()
        .map(|r| match (r.board, r.colour, r.opponent) {
            (Some(b), Some(c), Some(o)) => vec![
                r.name,
                r.player.to_string(),
                b.to_string(),
                colour_words(lang, c),
                format!("{} ({o})", name_of(t, o)),
            ],
            _ => vec![
                r.name,
                r.player.to_string(),
                String::new(),
                String::new(),
                r.bye.map(|k| bye_words(lang, k)).unwrap_or_default(),
            ],
        })
        .collect();
    p.table(&cols, &rows);
}

/// Height of one result slip, in mm.
const SLIP: f32 = 57.0;

fn slips(p: &mut Pages, t: &Tournament, round: u32, lang: Lang) {
    let (l, r) = (MARGIN, p.w - MARGIN);
    for b in pairing_by_board(t, round) {
        if p.y + SLIP > p.limit() {
            p.new_page();
        }
        let y = p.y;
        p.page.rect(l, y, r - l, SLIP - 4.0, None, Some(0.0));
        let head = t!(lang, "print-slip-head", round = round, board = b.board);
        p.page.text(l + 3.0, y + 7.0, 11.0, Align::Left, &head);
        let white = t!(lang, "print-slip-white", name = b.white_name.as_str(), no = b.white);
        let black = t!(lang, "print-slip-black", name = b.black_name.as_str(), no = b.black);
        p.page.text_fit(l + 3.0, y + 15.0, 10.0, (r - l) / 2.0 - 6.0, &white);
        p.page.text_fit(l + (r - l) / 2.0 + 3.0, y + 15.0, 10.0, (r - l) / 2.0 - 6.0, &black);
        // The result to tick: every ground the ruleset allows, four to a line.
        p.page.text(l + 3.0, y + 25.0, 9.0, Align::Left, &t!(lang, "print-slip-result"));
        let step = (r - l - 26.0) / 4.0;
        for (k, c) in slip_choices(&t.ruleset).into_iter().enumerate() {
            let x = l + 26.0 + step * (k % 4) as f32;
            let line = y + 21.0 + 8.0 * (k / 4) as f32;
            p.page.rect(x, line, 4.0, 4.0, None, Some(0.0));
            p.page.text_fit(x + 5.5, line + 3.5, 8.5, step - 7.0, &t!(lang, "print-slip-choice", choice = c));
        }
        // Signatures: White, Black, the arbiter.
        let third = (r - l) / 3.0;
        for (k, who) in ["print-slip-sign-white", "print-slip-sign-black", "print-slip-sign-arbiter"].iter().enumerate()
        {
            let x = l + 3.0 + third * k as f32;
            p.page.line(x, y + 45.0, x + third - 8.0, y + 45.0, 0.2);
            p.page.text(x, y + 49.0, 8.0, Align::Left, &t!(lang, who));
        }
        p.y += SLIP;
    }
}

fn standings(p: &mut Pages, t: &Tournament, after: u32, lang: Lang) {
    let mut cols = vec![
        // Wide enough for the Russian head, "Место", at the head's size.
        col(t!(lang, "print-col-rank"), 8.0, Align::Right),
        col(t!(lang, "print-col-no"), 6.0, Align::Right),
        col(t!(lang, "print-col-name"), 38.0, Align::Left),
        col(t!(lang, "print-col-rating"), 9.0, Align::Right),
        col(t!(lang, "print-col-score"), 8.0, Align::Center),
    ];
    let codes = legend(&t.tie_breaks, lang);
    for (code, _) in &codes {
        cols.push(col(code.clone(), 8.0, Align::Center));
    }
    let rows: Vec<Vec<String>> = standing_rows_after(t, after)
        .into_iter()
        .map(|s| {
            let mut row = vec![
                s.rank.to_string(),
                s.player.to_string(),
                s.name,
                s.rating.map(|r| r.to_string()).unwrap_or_default(),
                s.score.to_string(),
            ];
            row.extend(s.tie_breaks);
            row
        })
        .collect();
    p.table(&cols, &rows);
    if !codes.is_empty() {
        let list: Vec<String> = codes.iter().map(|(code, name)| format!("{code} — {name}")).collect();
        p.note(&t!(lang, "print-tie-breaks", list = list.join("; ")));
    }
}

fn start(p: &mut Pages, t: &Tournament, lang: Lang) {
    let cols = vec![
        col(t!(lang, "print-col-no"), 6.0, Align::Right),
        col(t!(lang, "print-col-title"), 6.0, Align::Left),
        col(t!(lang, "print-col-name"), 40.0, Align::Left),
        col(t!(lang, "print-col-rating"), 9.0, Align::Right),
        col(t!(lang, "print-col-federation"), 7.0, Align::Left),
        col(t!(lang, "print-col-fide-id"), 14.0, Align::Right),
    ];
    let rows: Vec<Vec<String>> = start_list(t)
        .into_iter()
        .map(|r| {
            vec![
                r.number.to_string(),
                r.title,
                r.name,
                r.rating.map(|x| x.to_string()).unwrap_or_default(),
                r.federation,
                r.fide_id.map(|x| x.to_string()).unwrap_or_default(),
            ]
        })
        .collect();
    p.table(&cols, &rows);
    p.note(&t!(lang, "print-start-order", order = start_order(t).key()));
}

fn cross(p: &mut Pages, t: &Tournament, lang: Lang) {
    let rounds = t.played.len();
    let mut cols = vec![
        col(t!(lang, "print-col-rank"), 8.0, Align::Right),
        col(t!(lang, "print-col-no"), 5.0, Align::Right),
        col(t!(lang, "print-col-name"), 27.0, Align::Left),
    ];
    for r in 1..=rounds {
        cols.push(col(r.to_string(), 7.0, Align::Center));
    }
    cols.push(col(t!(lang, "print-col-score"), 7.0, Align::Center));
    let rows: Vec<Vec<String>> = crosstable(t)
        .into_iter()
        .map(|c| {
            let mut row = vec![c.rank.to_string(), c.player.to_string(), c.name];
            row.extend(c.cells);
            row.push(c.score.to_string());
            row
        })
        .collect();
    p.table(&cols, &rows);
    p.note(&t!(lang, "print-cross-legend"));
}

/// Renders `print` of the event `t` as a PDF document.
pub fn render_tournament(
    t: &Tournament,
    print: TournamentPrint,
    paper: Paper,
    lang: Lang,
) -> Result<Vec<u8>, SheetError> {
    let font = crate::font::font().ok_or(SheetError::Font)?;
    let (title, round) = match print {
        TournamentPrint::PairingsByBoard { round } => {
            (t!(lang, "print-title-pairings-board", round = round), Some(round))
        }
        TournamentPrint::PairingsByName { round } => {
            (t!(lang, "print-title-pairings-name", round = round), Some(round))
        }
        TournamentPrint::Slips { round } => (t!(lang, "print-title-slips", round = round), Some(round)),
        // After the last round whose results are all in: a round paired but not played yet
        // changes nothing.
        TournamentPrint::Standings => (t!(lang, "print-title-standings", rounds = t.complete_rounds()), None),
        TournamentPrint::Crosstable => (t!(lang, "print-title-crosstable", rounds = t.complete_rounds()), None),
        TournamentPrint::StandingsAfter { round } => (t!(lang, "print-title-standings", rounds = round), None),
        TournamentPrint::StartList => (t!(lang, "print-title-start-list"), None),
    };
    if let Some(r) = round
        && t.round(r).is_none()
    {
        return Err(SheetError::NoRound(r));
    }
    if let TournamentPrint::StandingsAfter { round } = print
        && round > t.complete_rounds()
    {
        return Err(SheetError::RoundIncomplete(round));
    }
    let mut doc = printpdf::PdfDocument::new(&format!("{} — {title}", t.name));
    let font_id = doc.add_font(font);
    let subtitle = match round {
        Some(r) => round_line(t, r, lang),
        None => event_line(t, lang),
    };
    let mut pages = Pages::new(paper, font, font_id, title, subtitle);
    match print {
        TournamentPrint::PairingsByBoard { round } => pairings_by_board(&mut pages, t, round, lang),
        TournamentPrint::PairingsByName { round } => pairings_by_name(&mut pages, t, round, lang),
        TournamentPrint::Slips { round } => slips(&mut pages, t, round, lang),
        TournamentPrint::Standings => standings(&mut pages, t, t.complete_rounds(), lang),
        TournamentPrint::StandingsAfter { round } => standings(&mut pages, t, round, lang),
        TournamentPrint::Crosstable => cross(&mut pages, t, lang),
        TournamentPrint::StartList => start(&mut pages, t, lang),
    }
    crate::finish(doc, pages.finish(lang))
}
