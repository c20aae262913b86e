//! What the Club screen shows, in named parts: the folder bar, the scan's progress, the
//! screen's notice, the tabs of the rulesets, and for the table shown its header (sorted by a
//! click), rows, titles' figures, the editable thresholds, the method of R31 and the charts.

use super::charts::{ProgressChart, ResultsChart};
use super::{Message, State};
use crate::app::screen::Look;
use crate::app::theme;
use crate::app::ui::{self, btn, btn_primary, btn_secondary};
use iced::widget::{Column, button, canvas, column, container, progress_bar, row, scrollable, text, text_input};
use iced::{Element, Length};
use victoria_club::i18n::Column as Col;
use victoria_club::rows::{award_in, cells, has_titles};
use victoria_club::{Table, Thresholds};
use victoria_words::Lang;
use victoria_words::Words as _;

/// The widths of the table's columns, by `Column::ALL`.
const WEIGHTS: [u16; 11] = [26, 8, 8, 8, 8, 8, 9, 14, 9, 9, 14];

/// The ids of the threshold fields, by `Thresholds::KEYS`.
pub const THRESHOLD_IDS: [&str; 6] = [
    "club-t-conqueror-games",
    "club-t-conqueror-walls",
    "club-t-emperor-games",
    "club-t-emperor-wins",
    "club-t-emperor-points",
    "club-t-emperor-unspent",
];

/// The id of a header's button container (for tests).
pub fn header_id(c: Col) -> &'static str {
    match c {
        Col::Player => "club-sort-player",
        Col::Games => "club-sort-games",
        Col::Wins => "club-sort-wins",
        Col::Draws => "club-sort-draws",
        Col::Losses => "club-sort-losses",
        Col::WinsMate => "club-sort-mate",
        Col::WinsPoints => "club-sort-points",
        Col::Unspent => "club-sort-unspent",
        Col::Petrifications => "club-sort-petrified",
        Col::Walls => "club-sort-walls",
        Col::Title => "club-sort-title",
    }
}

impl State {
    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let lang = look.lang;
        let mut page = column![self.folder_view(lang)].spacing(10);
        if let Some(p) = self.progress {
            page = page.push(
                row![
                    progress_bar(0.0..=(p.total.max(1) as f32), p.done as f32).girth(14),
                    text(format!("{} / {}", p.done, p.total)).size(14),
                ]
                .spacing(10)
                .align_y(iced::Alignment::Center),
            );
        }
        if let Some(notice) = &self.notice {
            let style = if notice.is_error() { theme::flag_illegal } else { theme::info };
            page = page
                .push(container(text(notice.words(look.lang)).size(14)).padding(6).width(Length::Fill).style(style));
        }
        if self.scan.is_some() {
            page = page.push(self.tabs_view(lang));
            match self.table() {
                Some(table) if !table.players.is_empty() => page = page.push(self.table_view(table, lang)),
                _ => page = page.push(ui::note(crate::t!(lang, "club-no-games"))),
            }
        }
        scrollable(page.padding(iced::Padding { right: 20.0, ..iced::Padding::new(4.0) })).height(Length::Fill).into()
    }

    /// The title and Back; the folder, Choose, Read, the PDF report and the site.
    fn folder_view(&self, lang: Lang) -> Column<'_, Message> {
        let scanning = self.progress.is_some();
        let ready = self.scan.is_some() && !scanning;
        column![
            row![
                container(ui::heading(crate::t!(lang, "app-club-title"))).width(Length::Fill),
                btn_secondary(crate::t!(lang, "app-club-back"), "club-back", Some(Message::Back)),
            ]
            .align_y(iced::Alignment::Center),
            row![
                text_input(&crate::t!(lang, "app-club-folder"), &self.folder)
                    .id("club-folder")
                    .style(theme::field)
                    .on_input(Message::Folder)
                    .on_submit(Message::Scan)
                    .padding(6),
                btn(crate::t!(lang, "app-club-pick"), "club-pick", (!scanning).then_some(Message::Pick)),
                btn_primary(crate::t!(lang, "app-club-scan"), "club-scan", (!scanning).then_some(Message::Scan)),
                btn_secondary(
                    crate::t!(lang, "app-club-save-pdf"),
                    "club-report",
                    ready.then_some(Message::SaveReport)
                ),
                btn_secondary(crate::t!(lang, "site-app-button"), "club-site", ready.then_some(Message::WriteSite)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(10)
    }

    /// A tab per ruleset read, with its games.
    fn tabs_view(&self, lang: Lang) -> Element<'_, Message> {
        let mut tabs = row![].spacing(6);
        for table in &self.stats.tables {
            let label = format!("{} ({})", crate::t!(lang, "club-ruleset", ruleset = table.ruleset.key()), table.games);
            let b = button(text(label).size(15)).padding([4, 12]).on_press(Message::Show(table.ruleset));
            tabs = tabs.push(if Some(table.ruleset) == self.ruleset {
                b.style(button::primary)
            } else {
                b.style(button::secondary)
            });
        }
        tabs.into()
    }

    /// The table with its headers and rows; below it the titles' figures, the legend, the
    /// thresholds, the method and the charts.
    fn table_view<'a>(&'a self, table: &'a Table, lang: Lang) -> Element<'a, Message> {
        let mut body = column![container(self.header_view(table, lang)).style(theme::info)].spacing(2);
        for p in &table.players {
            let mut r = row![].spacing(4);
            for (i, cell) in cells(p, table.ruleset, &self.thresholds, lang).into_iter().enumerate() {
                r = r.push(container(text(cell).size(14)).padding([2, 4]).width(Length::FillPortion(WEIGHTS[i])));
            }
            body = body.push(r);
        }
        let titles = has_titles(table.ruleset);
        let mut page = column![container(body).padding(6).style(theme::card)].spacing(10);
        if titles {
            let mut figures = column![].spacing(2);
            for p in &table.players {
                if let Some(a) = award_in(table, p, &self.thresholds, lang) {
                    figures = figures.push(text(format!("{} — {}", p.name, a.figures)).size(13));
                }
            }
            page = page.push(figures);
        }
        page = page.push(ui::note(crate::t!(lang, "club-legend")));
        if titles {
            page = page.push(self.thresholds_view(lang));
        }
        for line in self.thresholds.method(lang) {
            page = page.push(ui::note(line));
        }
        self.charts_view(page, table, lang).into()
    }

    /// The headers, each a button sorting by its column (the arrow shows the order).
    fn header_view(&self, table: &Table, lang: Lang) -> Element<'_, Message> {
        let mut header = row![].spacing(4);
        for (i, c) in Col::ALL.iter().enumerate() {
            let mark = match self.sort {
                Some((s, true)) if s == *c => " ▼",
                Some((s, false)) if s == *c => " ▲",
                None if *c == Col::Player => " ▲",
                _ => "",
            };
            header = header.push(
                container(
                    button(text(format!("{}{mark}", c.header_in(table.ruleset, lang))).size(14))
                        .padding([4, 4])
                        .width(Length::Fill)
                        .style(button::text)
                        .on_press(Message::Sort(*c)),
                )
                .id(header_id(*c))
                .width(Length::FillPortion(WEIGHTS[i])),
            );
        }
        header.into()
    }

    /// The results chart, and the titles' progress where the ruleset has titles, under `page`.
    fn charts_view<'a>(&self, mut page: Column<'a, Message>, table: &Table, lang: Lang) -> Column<'a, Message> {
        let height = 40.0 + 24.0 * table.players.len() as f32;
        let results = ResultsChart {
            rows: table.players.iter().map(|p| (p.name.clone(), [p.wins, p.draws, p.losses])).collect(),
            legend: [
                crate::t!(lang, "club-legend-wins"),
                crate::t!(lang, "club-legend-draws"),
                crate::t!(lang, "club-legend-losses"),
            ],
        };
        page = page.push(ui::subheading(crate::t!(lang, "club-results-chart")));
        page = page.push(canvas::Canvas::new(results).width(Length::Fill).height(Length::Fixed(height)));
        if has_titles(table.ruleset) {
            let progress = ProgressChart {
                rows: table
                    .players
                    .iter()
                    .filter_map(|p| award_in(table, p, &self.thresholds, lang).map(|a| (p.name.clone(), a.progress)))
                    .collect(),
                titles: [victoria_club::Title::Conqueror.name(lang), victoria_club::Title::Emperor.name(lang)],
            };
            page = page.push(ui::subheading(crate::t!(lang, "club-progress-chart")));
            page = page.push(canvas::Canvas::new(progress).width(Length::Fill).height(Length::Fixed(height)));
        }
        page
    }

    /// The title thresholds, editable (R31: they are settings).
    fn thresholds_view(&self, lang: Lang) -> Element<'_, Message> {
        let mut r = row![].spacing(10).align_y(iced::Alignment::Center);
        for (i, key) in Thresholds::KEYS.iter().enumerate() {
            let value =
                self.threshold_text[i].clone().unwrap_or_else(|| self.thresholds.value(key).unwrap_or_default());
            r = r.push(
                column![
                    text(crate::t!(lang, "club-threshold", key = *key)).size(12),
                    text_input("", &value)
                        .id(THRESHOLD_IDS[i])
                        .style(theme::field)
                        .on_input(move |s| Message::Threshold(i, s))
                        .padding(4)
                        .width(Length::Fixed(90.0)),
                ]
                .spacing(2),
            );
        }
        r = r.push(btn_secondary(
            crate::t!(lang, "app-club-defaults"),
            "club-thresholds-default",
            (!self.thresholds.is_default()).then_some(Message::DefaultThresholds),
        ));
        scrollable(r).direction(scrollable::Direction::Horizontal(scrollable::Scrollbar::default())).into()
    }
}
