//! The club report as a PDF (A4 landscape, Russian or English, the sheet's embedded font): per
//! ruleset the table of the terminal with each title's figures, the column legend and the
//! method of R31, then the charts drawn with printpdf shapes — results per player as stacked
//! bars (wins, draws, losses) and the progress towards Conqueror and Emperor as bars.

use super::i18n::Column;
use super::rows::{award_in, cells, has_titles};
use super::scan::Scan;
use super::stats::Table;
use super::titles::Thresholds;
use crate::i18n::Words;
use crate::t;
use printpdf::{FontId, Mm, ParsedFont, PdfDocument, PdfPage, PdfSaveOptions};
use victoria_rules::Ruleset;
use victoria_sheet::canvas::{Align, Canvas};
use victoria_sheet::{SheetError, font};
use victoria_words::Lang;

const W: f32 = 297.0;
const H: f32 = 210.0;
const MARGIN: f32 = 14.0;
const ROW: f32 = 5.2;
/// Relative widths of the columns (Player and Title wider).
const COLUMN_WEIGHTS: [f32; 11] = [3.2, 1.0, 1.0, 1.0, 1.0, 1.0, 1.1, 1.8, 1.1, 1.1, 1.7];
/// Grey levels of the stacked bars: wins, draws, losses.
const SHADES: [f32; 3] = [0.15, 0.55, 0.85];

struct Pages<'f> {
    font: &'f ParsedFont,
    font_id: FontId,
    done: Vec<PdfPage>,
    page: Canvas<'f>,
    y: f32,
    lang: Lang,
}

impl<'f> Pages<'f> {
    fn new(font: &'f ParsedFont, font_id: FontId, lang: Lang) -> Pages<'f> {
        Pages { font, font_id: font_id.clone(), done: vec![], page: Canvas::new(W, H, font, font_id), y: MARGIN, lang }
    }
    fn new_page(&mut self) {
        let full = std::mem::replace(&mut self.page, Canvas::new(W, H, self.font, self.font_id.clone()));
        self.done.push(PdfPage::new(Mm(W), Mm(H), full.ops));
        self.y = MARGIN;
    }
    /// Makes room for `h` mm, starting a page when needed.
    fn room(&mut self, h: f32) {
        if self.y + h > H - MARGIN {
            self.new_page();
        }
    }
    fn paragraph(&mut self, text: &str, size: f32) {
        let lines = self.page.wrap(text, size, W - 2.0 * MARGIN);
        for l in lines {
            self.room(size * 0.45);
            self.y += size * 0.45;
            self.page.text(MARGIN, self.y, size, Align::Left, &l);
        }
        self.y += 1.0;
    }
    fn finish(mut self) -> Vec<PdfPage> {
        self.new_page();
        self.done
    }
}

fn column_x() -> Vec<(f32, f32)> {
    let total: f32 = COLUMN_WEIGHTS.iter().sum();
    let mut x = MARGIN;
    COLUMN_WEIGHTS
        .iter()
        .map(|w| {
            let width = w / total * (W - 2.0 * MARGIN);
            let r = (x, width);
            x += width;
            r
        })
        .collect()
}

fn table_header(p: &mut Pages, ruleset: Ruleset) {
    let cols = column_x();
    p.page.rect(MARGIN, p.y, W - 2.0 * MARGIN, ROW, Some(0.88), None);
    for (i, c) in Column::ALL.iter().enumerate() {
        let (x, w) = cols[i];
        let (t, size) = p.page.fit(&c.header_in(ruleset, p.lang), 8.0, w - 2.0);
        if i == 0 || i == Column::ALL.len() - 1 {
            p.page.text(x + 1.0, p.y + ROW - 1.4, size, Align::Left, &t);
        } else {
            p.page.text(x + w - 1.5, p.y + ROW - 1.4, size, Align::Right, &t);
        }
    }
    p.y += ROW;
}

fn draw_table(p: &mut Pages, table: &Table, t: &Thresholds) {
    let lang = p.lang;
    p.room(14.0 + ROW * 2.0);
    p.y += 6.0;
    p.page.text(
        MARGIN,
        p.y,
        12.0,
        Align::Left,
        &format!(
            "{} — {}",
            t!(lang, "club-ruleset", ruleset = table.ruleset.key()),
            t!(lang, "club-games-counted", games = table.games)
        ),
    );
    p.y += 2.0;
    table_header(p, table.ruleset);
    let cols = column_x();
    for (n, player) in table.players.iter().enumerate() {
        if p.y + ROW > H - MARGIN {
            p.new_page();
            table_header(p, table.ruleset);
        }
        if n % 2 == 1 {
            p.page.rect(MARGIN, p.y, W - 2.0 * MARGIN, ROW, Some(0.96), None);
        }
        for (i, cell) in cells(player, table.ruleset, t, lang).iter().enumerate() {
            let (x, w) = cols[i];
            let (text, size) = p.page.fit(cell, 8.0, w - 2.0);
            if i == 0 || i == Column::ALL.len() - 1 {
                p.page.text(x + 1.0, p.y + ROW - 1.4, size, Align::Left, &text);
            } else {
                p.page.text(x + w - 1.5, p.y + ROW - 1.4, size, Align::Right, &text);
            }
        }
        p.y += ROW;
    }
    p.page.line(MARGIN, p.y, W - MARGIN, p.y, 0.2);
    p.y += 2.0;
    if has_titles(table.ruleset) {
        for player in &table.players {
            if let Some(a) = award_in(table, player, t, lang) {
                p.paragraph(&format!("{} — {}", player.name, a.figures), 7.5);
            }
        }
    }
}

/// Results per player: one stacked bar (wins, draws, losses) each, scaled to the most games.
fn results_chart(p: &mut Pages, table: &Table) {
    let lang = p.lang;
    let max = table.players.iter().map(|x| x.games).max().unwrap_or(0).max(1) as f32;
    let label_w = 55.0;
    let bar_w = W - 2.0 * MARGIN - label_w - 12.0;
    p.room(16.0 + 6.0 * 2.0);
    p.y += 6.0;
    p.page.text(
        MARGIN,
        p.y,
        11.0,
        Align::Left,
        &format!("{} — {}", t!(lang, "club-results-chart"), t!(lang, "club-ruleset", ruleset = table.ruleset.key())),
    );
    p.y += 3.0;
    // Legend.
    let mut lx = MARGIN;
    for (shade, id) in SHADES.iter().zip(["club-legend-wins", "club-legend-draws", "club-legend-losses"]) {
        let name = &t!(lang, id);
        p.page.rect(lx, p.y, 4.0, 3.0, Some(*shade), Some(0.1));
        p.page.text(lx + 5.5, p.y + 2.6, 8.0, Align::Left, name);
        lx += 8.0 + p.page.measure(name, 8.0) + 4.0;
    }
    p.y += 5.0;
    for player in &table.players {
        p.room(6.0);
        let (name, size) = p.page.fit(&player.name, 8.0, label_w - 2.0);
        p.page.text(MARGIN, p.y + 3.6, size, Align::Left, &name);
        let mut x = MARGIN + label_w;
        for (n, shade) in [player.wins, player.draws, player.losses].iter().zip(SHADES) {
            if *n == 0 {
                continue;
            }
            let len = bar_w * *n as f32 / max;
            p.page.rect(x, p.y, len, 4.5, Some(shade), Some(0.1));
            if len > 5.0 {
                let level = if shade < 0.5 { 1.0 } else { 0.0 };
                p.page.text_grey(x + len / 2.0, p.y + 3.4, 7.0, Align::Center, &n.to_string(), level);
            }
            x += len;
        }
        p.page.text(x + 1.5, p.y + 3.4, 7.0, Align::Left, &player.games.to_string());
        p.y += 6.0;
    }
}

/// Progress towards Conqueror and Emperor: two bars per player, full when earned.
fn progress_chart(p: &mut Pages, table: &Table, t: &Thresholds) {
    let lang = p.lang;
    let label_w = 55.0;
    let bar_w = (W - 2.0 * MARGIN - label_w - 30.0) / 2.0;
    p.room(16.0 + 6.0 * 2.0);
    p.y += 6.0;
    p.page.text(MARGIN, p.y, 11.0, Align::Left, &t!(lang, "club-progress-chart"));
    p.y += 3.0;
    let titles = [super::titles::Title::Conqueror, super::titles::Title::Emperor];
    for (k, title) in titles.iter().enumerate() {
        let x = MARGIN + label_w + k as f32 * (bar_w + 15.0);
        p.page.text(x, p.y + 3.0, 8.5, Align::Left, &title.name(lang));
    }
    p.y += 5.0;
    for player in &table.players {
        let Some(a) = award_in(table, player, t, lang) else { continue };
        p.room(6.0);
        let (name, size) = p.page.fit(&player.name, 8.0, label_w - 2.0);
        p.page.text(MARGIN, p.y + 3.6, size, Align::Left, &name);
        for k in 0..2 {
            let x = MARGIN + label_w + k as f32 * (bar_w + 15.0);
            let share = a.progress[k] as f32;
            p.page.rect(x, p.y, bar_w, 4.5, Some(0.95), Some(0.1));
            if share > 0.0 {
                p.page.rect(x, p.y, bar_w * share, 4.5, Some(if share >= 1.0 { 0.15 } else { 0.55 }), None);
            }
            let label = if share >= 1.0 { "✓".to_string() } else { format!("{:.0}%", share * 100.0) };
            p.page.text(x + bar_w + 1.5, p.y + 3.4, 7.0, Align::Left, &label);
        }
        p.y += 6.0;
    }
}

/// Renders the report of a scan.
pub fn render(scan: &Scan, folder: &str, t: &Thresholds, lang: Lang) -> Result<Vec<u8>, SheetError> {
    let font = font::font().ok_or(SheetError::Font)?;
    let title = t!(lang, "club-report-title");
    let mut doc = PdfDocument::new(&title);
    let font_id = doc.add_font(font);
    let mut p = Pages::new(font, font_id, lang);
    p.y += 6.0;
    p.page.text(MARGIN, p.y, 16.0, Align::Left, &title);
    p.y += 2.0;
    p.paragraph(&format!("{}: {folder}", t!(lang, "club-folder")), 9.0);
    p.paragraph(&scan.counts_line(lang), 9.0);
    for s in &scan.skipped {
        p.paragraph(&format!("— {}", s.words(lang)), 7.5);
    }
    let stats = scan.stats();
    if stats.tables.iter().all(|t| t.players.is_empty()) {
        p.paragraph(&t!(lang, "club-no-games"), 10.0);
    }
    for table in stats.tables.iter().filter(|t| !t.players.is_empty()) {
        draw_table(&mut p, table, t);
    }
    p.y += 2.0;
    p.paragraph(&t!(lang, "club-legend"), 7.5);
    for line in t.method(lang) {
        p.paragraph(&line, 8.0);
    }
    for table in stats.tables.iter().filter(|t| !t.players.is_empty()) {
        p.new_page();
        results_chart(&mut p, table);
        if has_titles(table.ruleset) {
            progress_chart(&mut p, table, t);
        }
    }
    let pages = p.finish();
    let mut warnings = Vec::new();
    Ok(doc.with_pages(pages).save(&PdfSaveOptions::default(), &mut warnings))
}
