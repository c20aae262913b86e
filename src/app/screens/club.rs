//! The Club screen: the statistics and titles of R31 over a folder of game records. The folder
//! is typed or chosen; the scan runs on a background thread (its progress streamed to a
//! progress bar, so the window stays responsive); the table, one per ruleset (Victoria,
//! Synthesis, classical kept apart), sorts by a click on any header; below it the method of
//! R31 and two charts on an iced canvas — results per player as stacked bars and the progress
//! towards Conqueror and Emperor. The PDF report with the same table and charts is saved next
//! to the records. Every word in Russian and English.

use crate::app::screen::{Action, Context, Look, Request};
use crate::app::theme;
use crate::app::ui::{self, btn, btn_primary, btn_secondary};
use crate::i18n::Words;
use iced::futures::SinkExt;
use iced::futures::channel::{mpsc, oneshot};
use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::widget::{button, column, container, progress_bar, row, scrollable, text, text_input};
use iced::{Element, Length, Point, Rectangle, Renderer, Size, Task, Theme, alignment};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use victoria_club::i18n::{Column, Lang, legend, ruleset_title, threshold_label, words};
use victoria_club::rows::{award_in, cells, has_titles, sort};
use victoria_club::{ClubStats, Progress, Scan, Skipped, Table, Thresholds, report, scan_dir};
use victoria_rules::Ruleset;
use victoria_session::text::Lang as AppLang;

/// The club's language from the app's.
pub fn lang_of(l: AppLang) -> Lang {
    match l {
        AppLang::Ru => Lang::Ru,
        AppLang::En => Lang::En,
    }
}

#[derive(Debug, Default)]
pub struct State {
    /// The folder typed or chosen.
    pub folder: String,
    /// The scan under way: how far it is.
    pub progress: Option<Progress>,
    /// The last finished scan.
    pub scan: Option<Arc<Scan>>,
    pub stats: ClubStats,
    /// The table shown.
    pub ruleset: Option<Ruleset>,
    /// The column sorted by, and whether descending (`None`: by name).
    pub sort: Option<(Column, bool)>,
    pub thresholds: Thresholds,
    /// A line for the user (error or not).
    pub notice: Option<(bool, String)>,
    /// What is typed in each threshold field (by `Thresholds::KEYS`), `None` while untouched.
    pub threshold_text: [Option<String>; 6],
}

#[derive(Clone, Debug)]
pub enum Message {
    Folder(String),
    Pick,
    Picked(Option<PathBuf>),
    Scan,
    Progress(Progress),
    /// The scan's result, or `None` when its thread stopped before giving one.
    Done(Option<Result<Arc<Scan>, Arc<victoria_club::ScanError>>>),
    Sort(Column),
    Show(Ruleset),
    /// A threshold field edited: its index in `Thresholds::KEYS` and the text.
    Threshold(usize, String),
    /// Back to R31's thresholds.
    DefaultThresholds,
    SaveReport,
    /// Write the club's web site into `SITE/` beside the records (issue 14).
    WriteSite,
    /// The site was written into the folder (pages, files left out), could not be, or the
    /// writer stopped (`None`).
    SiteDone(Option<Result<(victoria_club::site::Written, PathBuf), Arc<victoria_club::site::SiteError>>>),
    /// Back to the Start screen (handled by the app).
    Back,
}

/// The scan of `dir` as a stream of messages: progress (at most about 200 updates), then the
/// result. The work runs on its own thread.
pub fn scan_stream(dir: PathBuf) -> impl iced::futures::Stream<Item = Message> {
    iced::stream::channel(256, async move |mut out: mpsc::Sender<Message>| {
        let (tx, rx) = oneshot::channel();
        let progress_out = Mutex::new(out.clone());
        std::thread::spawn(move || {
            let r = scan_dir(&dir, &|p: Progress| {
                let step = (p.total / 200).max(1);
                if (p.done.is_multiple_of(step) || p.done == p.total)
                    && let Ok(mut o) = progress_out.lock()
                {
                    let _ = o.try_send(Message::Progress(p));
                }
            });
            let _ = tx.send(r.map(Arc::new).map_err(Arc::new));
        });
        let _ = out.send(Message::Done(rx.await.ok())).await;
    })
}

/// The first five files left out with why (`a.json: …; b.json: …; … (+3)`), in `lang`.
fn skipped_names(skipped: &[Skipped], lang: Lang) -> String {
    let mut line = skipped.iter().take(5).map(|s| s.words(lang)).collect::<Vec<_>>().join("; ");
    if skipped.len() > 5 {
        line.push_str(&format!("; … (+{})", skipped.len() - 5));
    }
    line
}

impl Message {
    /// Typing a folder or a threshold: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Folder(_))
    }
}

impl State {
    /// The table shown.
    pub fn table(&self) -> Option<&Table> {
        let r = self.ruleset?;
        self.stats.table(r)
    }

    /// Applies a finished scan.
    pub fn finished(&mut self, scan: Arc<Scan>, lang: Lang) {
        self.stats = scan.stats();
        self.resort();
        if self.ruleset.is_none_or(|r| self.stats.table(r).is_none()) {
            self.ruleset = self.stats.tables.iter().find(|t| !t.players.is_empty()).map(|t| t.ruleset);
        }
        let mut line = scan.counts_line(lang);
        if !scan.skipped.is_empty() {
            line.push_str(": ");
            line.push_str(&skipped_names(&scan.skipped, lang));
        }
        self.notice = Some((!scan.skipped.is_empty(), line));
        self.scan = Some(scan);
    }

    fn resort(&mut self) {
        let t = self.thresholds;
        for table in &mut self.stats.tables {
            match self.sort {
                Some((c, desc)) => sort(&mut table.players, c, desc, &t),
                None => sort(&mut table.players, Column::Player, false, &t),
            }
        }
    }

    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        match msg {
            Message::Back => Request::Home.into(),
            msg => Action::Run(self.handle(msg, ctx.lang)),
        }
    }

    fn handle(&mut self, msg: Message, app_lang: AppLang) -> Task<Message> {
        let lang = lang_of(app_lang);
        match msg {
            Message::Folder(f) => {
                self.folder = f;
                Task::none()
            }
            Message::Pick => {
                if !crate::app::files::dialogs_available() {
                    self.notice = Some((true, crate::t!(lang, "app-club-no-dialog")));
                    return Task::none();
                }
                crate::app::files::pick_folder().map(Message::Picked)
            }
            Message::Picked(p) => {
                if let Some(p) = p {
                    self.folder = p.display().to_string();
                    return self.handle(Message::Scan, app_lang);
                }
                Task::none()
            }
            Message::Scan => {
                let dir = self.folder.trim();
                if dir.is_empty() {
                    self.notice = Some((true, crate::t!(lang, "app-club-no-folder")));
                    return Task::none();
                }
                if self.progress.is_some() {
                    return Task::none();
                }
                self.progress = Some(Progress { done: 0, total: 0 });
                self.notice = None;
                Task::run(scan_stream(PathBuf::from(dir)), |m| m)
            }
            Message::Progress(p) => {
                if self.progress.is_some() {
                    self.progress = Some(p);
                }
                Task::none()
            }
            Message::Done(r) => {
                self.progress = None;
                match r {
                    Some(Ok(scan)) => self.finished(scan, lang),
                    Some(Err(e)) => self.notice = Some((true, e.words(lang))),
                    None => self.notice = Some((true, crate::t!(lang, "app-club-scan-stopped"))),
                }
                Task::none()
            }
            Message::Sort(c) => {
                self.sort = match self.sort {
                    Some((old, desc)) if old == c => Some((c, !desc)),
                    _ => Some((c, c != Column::Player)),
                };
                self.resort();
                Task::none()
            }
            Message::Show(r) => {
                self.ruleset = Some(r);
                Task::none()
            }
            Message::Threshold(i, text) => {
                let Some(key) = Thresholds::KEYS.get(i) else { return Task::none() };
                let mut t = self.thresholds;
                match t.set_pair(&format!("{key}={}", text.trim())) {
                    Ok(()) => {
                        self.thresholds = t;
                        self.notice = None;
                        self.resort();
                    }
                    Err(e) => self.notice = Some((true, e.words(lang))),
                }
                self.threshold_text[i] = Some(text);
                Task::none()
            }
            Message::DefaultThresholds => {
                self.thresholds = Thresholds::default();
                self.threshold_text = Default::default();
                self.resort();
                Task::none()
            }
            Message::SaveReport => {
                let Some(scan) = &self.scan else { return Task::none() };
                let folder = PathBuf::from(self.folder.trim());
                let path = folder.join(match lang {
                    Lang::En => "club-report.pdf",
                    Lang::Ru => "club-report-ru.pdf",
                });
                let result = report::render(scan, &folder.display().to_string(), &self.thresholds, lang)
                    .map_err(|e| e.words(lang))
                    .and_then(|bytes| {
                        victoria_record::store::atomic_write(&path, &bytes, true).map_err(|e| e.words(lang))
                    });
                self.notice = Some(match result {
                    Ok(()) => (false, crate::t!(lang, "app-club-report-saved", path = path.display().to_string())),
                    Err(e) => (true, e),
                });
                Task::none()
            }
            Message::WriteSite => {
                let folder = PathBuf::from(self.folder.trim());
                if self.scan.is_none() || self.progress.is_some() {
                    return Task::none();
                }
                let out = folder.join("site");
                let thresholds = self.thresholds;
                self.notice = Some((false, crate::t!(app_lang, "site-app-writing", dir = out.display().to_string())));
                Task::perform(
                    async move {
                        let (tx, rx) = oneshot::channel();
                        std::thread::spawn(move || {
                            let r = victoria_club::site::write_site(&folder, &out, &thresholds, &|_| {})
                                .map(|w| (w, out))
                                .map_err(Arc::new);
                            let _ = tx.send(r);
                        });
                        rx.await.ok()
                    },
                    Message::SiteDone,
                )
            }
            Message::SiteDone(r) => {
                self.notice = Some(match r {
                    Some(Ok((w, dir))) => {
                        let mut line = crate::t!(
                            app_lang,
                            "site-app-written",
                            pages = w.pages,
                            skipped = w.skipped.len(),
                            dir = dir.display().to_string()
                        );
                        if !w.skipped.is_empty() {
                            line.push(' ');
                            line.push_str(&skipped_names(&w.skipped, lang));
                        }
                        (!w.skipped.is_empty(), line)
                    }
                    Some(Err(e)) => (true, e.words(lang)),
                    None => (true, crate::t!(app_lang, "site-app-stopped")),
                });
                Task::none()
            }
            Message::Back => Task::none(),
        }
    }

    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let app_lang = look.lang;
        let lang = lang_of(app_lang);
        let scanning = self.progress.is_some();
        let mut page = column![
            row![
                container(ui::heading(crate::t!(lang, "app-club-title"))).width(Length::Fill),
                btn_secondary(crate::t!(lang, "app-club-back"), "club-back", Some(Message::Back)),
            ]
            .align_y(iced::Alignment::Center),
            row![
                text_input(&crate::t!(lang, "app-club-folder"), &self.folder)
                    .id("club-folder")
                    .style(crate::app::theme::field)
                    .on_input(Message::Folder)
                    .on_submit(Message::Scan)
                    .padding(6),
                btn(crate::t!(lang, "app-club-pick"), "club-pick", (!scanning).then_some(Message::Pick)),
                btn_primary(crate::t!(lang, "app-club-scan"), "club-scan", (!scanning).then_some(Message::Scan)),
                btn_secondary(
                    crate::t!(lang, "app-club-save-pdf"),
                    "club-report",
                    (self.scan.is_some() && !scanning).then_some(Message::SaveReport)
                ),
                btn_secondary(
                    crate::t!(app_lang, "site-app-button"),
                    "club-site",
                    (self.scan.is_some() && !scanning).then_some(Message::WriteSite)
                ),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(10);
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
        if let Some((error, line)) = &self.notice {
            page = page.push(container(text(line.clone()).size(14)).padding(6).width(Length::Fill).style(if *error {
                theme::flag_illegal
            } else {
                theme::info
            }));
        }
        if self.scan.is_some() {
            let mut tabs = row![].spacing(6);
            for table in &self.stats.tables {
                let label = format!("{} ({})", ruleset_title(table.ruleset, lang), table.games);
                let b = button(text(label).size(15)).padding([4, 12]).on_press(Message::Show(table.ruleset));
                tabs = tabs.push(if Some(table.ruleset) == self.ruleset {
                    b.style(button::primary)
                } else {
                    b.style(button::secondary)
                });
            }
            page = page.push(tabs);
            match self.table() {
                Some(table) if !table.players.is_empty() => page = page.push(self.view_table(table, lang)),
                _ => page = page.push(ui::note(words(lang).no_games)),
            }
        }
        scrollable(page.padding(iced::Padding { right: 20.0, ..iced::Padding::new(4.0) })).height(Length::Fill).into()
    }

    fn view_table<'a>(&'a self, table: &'a Table, lang: Lang) -> Element<'a, Message> {
        const WEIGHTS: [u16; 11] = [26, 8, 8, 8, 8, 8, 9, 14, 9, 9, 14];
        let mut header = row![].spacing(4);
        for (i, c) in Column::ALL.iter().enumerate() {
            let mark = match self.sort {
                Some((s, true)) if s == *c => " ▼",
                Some((s, false)) if s == *c => " ▲",
                None if *c == Column::Player => " ▲",
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
        let mut body = column![container(header).style(theme::info)].spacing(2);
        for p in &table.players {
            let mut r = row![].spacing(4);
            for (i, cell) in cells(p, table.ruleset, &self.thresholds, lang).into_iter().enumerate() {
                r = r.push(container(text(cell).size(14)).padding([2, 4]).width(Length::FillPortion(WEIGHTS[i])));
            }
            body = body.push(r);
        }
        let mut page = column![container(body).padding(6).style(theme::card)].spacing(10);
        if has_titles(table.ruleset) {
            let mut figures = column![].spacing(2);
            for p in &table.players {
                if let Some(a) = award_in(table, p, &self.thresholds, lang) {
                    figures = figures.push(text(format!("{} — {}", p.name, a.figures)).size(13));
                }
            }
            page = page.push(figures);
        }
        page = page.push(ui::note(legend(lang)));
        if has_titles(table.ruleset) {
            page = page.push(self.view_thresholds(lang));
        }
        for line in self.thresholds.method(lang) {
            page = page.push(ui::note(line));
        }
        let w = words(lang);
        let per = 24.0;
        let height = 40.0 + per * table.players.len() as f32;
        let results = ResultsChart {
            rows: table.players.iter().map(|p| (p.name.clone(), [p.wins, p.draws, p.losses])).collect(),
            legend: [w.legend_wins.into(), w.legend_draws.into(), w.legend_losses.into()],
        };
        page = page.push(ui::subheading(w.results_chart));
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
            page = page.push(ui::subheading(w.progress_chart));
            page = page.push(canvas::Canvas::new(progress).width(Length::Fill).height(Length::Fixed(height)));
        }
        page.into()
    }
}

impl State {
    /// The title thresholds, editable (R31: they are settings).
    fn view_thresholds(&self, lang: Lang) -> Element<'_, Message> {
        let mut r = row![].spacing(10).align_y(iced::Alignment::Center);
        for (i, key) in Thresholds::KEYS.iter().enumerate() {
            let value =
                self.threshold_text[i].clone().unwrap_or_else(|| self.thresholds.value(key).unwrap_or_default());
            r = r.push(
                column![
                    text(threshold_label(key, lang)).size(12),
                    text_input("", &value)
                        .id(THRESHOLD_IDS[i])
                        .style(crate::app::theme::field)
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
pub fn header_id(c: Column) -> &'static str {
    match c {
        Column::Player => "club-sort-player",
        Column::Games => "club-sort-games",
        Column::Wins => "club-sort-wins",
        Column::Draws => "club-sort-draws",
        Column::Losses => "club-sort-losses",
        Column::WinsMate => "club-sort-mate",
        Column::WinsPoints => "club-sort-points",
        Column::Unspent => "club-sort-unspent",
        Column::Petrifications => "club-sort-petrified",
        Column::Walls => "club-sort-walls",
        Column::Title => "club-sort-title",
    }
}

/// Colours of the charts: wins, draws, losses; earned, in progress; track.
mod colors {
    use iced::Color;
    pub const RESULTS: [Color; 3] = [
        Color { r: 0.18, g: 0.55, b: 0.30, a: 1.0 },
        Color { r: 0.62, g: 0.64, b: 0.68, a: 1.0 },
        Color { r: 0.78, g: 0.30, b: 0.26, a: 1.0 },
    ];
    pub const EARNED: Color = Color { r: 0.80, g: 0.60, b: 0.10, a: 1.0 };
    pub const PROGRESS: Color = Color { r: 0.35, g: 0.50, b: 0.80, a: 1.0 };
    pub const TRACK: Color = Color { r: 0.92, g: 0.92, b: 0.92, a: 1.0 };
    pub const INK: Color = Color { r: 0.12, g: 0.12, b: 0.14, a: 1.0 };
    pub const ON_DARK: Color = Color::WHITE;
}

fn label(
    content: String,
    position: Point,
    size: f32,
    color: iced::Color,
    align: iced::widget::text::Alignment,
) -> Text {
    Text {
        content,
        position,
        color,
        size: size.into(),
        font: theme::FONT,
        align_x: align,
        align_y: alignment::Vertical::Center,
        ..Text::default()
    }
}

const LABEL_W: f32 = 170.0;
const ROW_H: f32 = 24.0;
const TOP: f32 = 30.0;

/// Results per player as stacked horizontal bars (wins, draws, losses), scaled to the most games.
#[derive(Debug)]
pub struct ResultsChart {
    pub rows: Vec<(String, [u32; 3])>,
    pub legend: [String; 3],
}

impl<M> canvas::Program<M> for ResultsChart {
    type State = ();

    fn draw(&self, _: &(), renderer: &Renderer, _: &Theme, bounds: Rectangle, _: mouse::Cursor) -> Vec<Geometry> {
        let mut f = Frame::new(renderer, bounds.size());
        let left = iced::widget::text::Alignment::Left;
        let mut x = 0.0;
        for (k, name) in self.legend.iter().enumerate() {
            f.fill_rectangle(Point::new(x, 6.0), Size::new(14.0, 14.0), colors::RESULTS[k]);
            f.fill_text(label(name.clone(), Point::new(x + 20.0, 13.0), 14.0, colors::INK, left));
            x += 30.0 + 8.0 * name.chars().count() as f32;
        }
        let max = self.rows.iter().map(|(_, r)| r.iter().sum::<u32>()).max().unwrap_or(0).max(1) as f32;
        let bar_w = (bounds.width - LABEL_W - 50.0).max(50.0);
        for (i, (name, r)) in self.rows.iter().enumerate() {
            let y = TOP + i as f32 * ROW_H;
            f.fill_text(label(name.clone(), Point::new(0.0, y + ROW_H / 2.0), 14.0, colors::INK, left));
            let mut x = LABEL_W;
            for (k, n) in r.iter().enumerate() {
                if *n == 0 {
                    continue;
                }
                let w = bar_w * *n as f32 / max;
                f.fill_rectangle(Point::new(x, y + 3.0), Size::new(w, ROW_H - 6.0), colors::RESULTS[k]);
                if w > 18.0 {
                    f.fill_text(label(
                        n.to_string(),
                        Point::new(x + w / 2.0, y + ROW_H / 2.0),
                        12.0,
                        colors::ON_DARK,
                        iced::widget::text::Alignment::Center,
                    ));
                }
                x += w;
            }
            f.fill_text(label(
                r.iter().sum::<u32>().to_string(),
                Point::new(x + 6.0, y + ROW_H / 2.0),
                12.0,
                colors::INK,
                left,
            ));
        }
        vec![f.into_geometry()]
    }
}

/// Progress towards Conqueror and Emperor: two bars per player, gold when earned.
#[derive(Debug)]
pub struct ProgressChart {
    pub rows: Vec<(String, [f64; 2])>,
    pub titles: [String; 2],
}

impl<M> canvas::Program<M> for ProgressChart {
    type State = ();

    fn draw(&self, _: &(), renderer: &Renderer, _: &Theme, bounds: Rectangle, _: mouse::Cursor) -> Vec<Geometry> {
        let mut f = Frame::new(renderer, bounds.size());
        let left = iced::widget::text::Alignment::Left;
        let bar_w = ((bounds.width - LABEL_W - 40.0) / 2.0 - 50.0).max(40.0);
        for (k, title) in self.titles.iter().enumerate() {
            let x = LABEL_W + k as f32 * (bar_w + 60.0);
            f.fill_text(label(title.clone(), Point::new(x, 13.0), 14.0, colors::INK, left));
        }
        for (i, (name, share)) in self.rows.iter().enumerate() {
            let y = TOP + i as f32 * ROW_H;
            f.fill_text(label(name.clone(), Point::new(0.0, y + ROW_H / 2.0), 14.0, colors::INK, left));
            for (k, s) in share.iter().enumerate() {
                let x = LABEL_W + k as f32 * (bar_w + 60.0);
                let track = Path::rectangle(Point::new(x, y + 4.0), Size::new(bar_w, ROW_H - 8.0));
                f.fill(&track, colors::TRACK);
                let done = *s >= 1.0;
                if *s > 0.0 {
                    f.fill_rectangle(
                        Point::new(x, y + 4.0),
                        Size::new(bar_w * s.min(1.0) as f32, ROW_H - 8.0),
                        if done { colors::EARNED } else { colors::PROGRESS },
                    );
                }
                f.stroke(&track, Stroke::default().with_width(1.0).with_color(colors::INK));
                let text = if done { "✓".to_string() } else { format!("{:.0}%", s * 100.0) };
                f.fill_text(label(text, Point::new(x + bar_w + 6.0, y + ROW_H / 2.0), 12.0, colors::INK, left));
            }
        }
        vec![f.into_geometry()]
    }
}
