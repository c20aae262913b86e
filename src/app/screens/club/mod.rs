//! The Club screen: the statistics and titles of R31 over a folder of game records. The folder
//! is typed or chosen; the scan runs on a background thread (its progress streamed to a
//! progress bar, so the window stays responsive); the table, one per ruleset (Victoria,
//! Synthesis, classical kept apart), sorts by a click on any header; below it the method of
//! R31 and two charts on an iced canvas ([`charts`]) — results per player as stacked bars and
//! the progress towards Conqueror and Emperor. The PDF report with the same table and charts is
//! saved next to the records, the club's web site beside them. Every word in Russian and
//! English.
//!
//! This module owns the screen's private state, its messages and `update`; what it shows is
//! drawn in `view`, and its own notice holds a [`Fact`], worded when drawn (RU/EN re-words it).

mod charts;
mod view;

pub use view::{THRESHOLD_IDS, header_id};

use crate::app::files;
use crate::app::notice::Notice;
use crate::app::screen::{Action, Context, Request};
use iced::Task;
use iced::futures::SinkExt;
use iced::futures::channel::{mpsc, oneshot};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use victoria_club::i18n::Column;
use victoria_club::rows::sort;
use victoria_club::site::{SiteError, Written};
use victoria_club::{
    ClubStats, Progress, Scan, ScanError, Skipped, Table, ThresholdError, Thresholds, report, scan_dir,
};
use victoria_rules::Ruleset;
use victoria_words::Lang;
use victoria_words::Lang as AppLang;
use victoria_words::Words;

#[derive(Debug, Default)]
pub struct State {
    /// The folder typed or chosen.
    folder: String,
    /// The scan under way: how far it is.
    progress: Option<Progress>,
    /// The last finished scan.
    scan: Option<Arc<Scan>>,
    stats: ClubStats,
    /// The table shown.
    ruleset: Option<Ruleset>,
    /// The column sorted by, and whether descending (`None`: by name).
    sort: Option<(Column, bool)>,
    thresholds: Thresholds,
    /// The screen's own line for the user, worded when drawn.
    notice: Option<Notice>,
    /// What is typed in each threshold field (by `Thresholds::KEYS`), `None` while untouched.
    threshold_text: [Option<String>; 6],
}

#[derive(Clone, Debug)]
pub enum Message {
    Folder(String),
    Pick,
    Picked(Option<PathBuf>),
    Scan,
    Progress(Progress),
    /// The scan's result, or `None` when its thread stopped before giving one.
    Done(Option<Result<Arc<Scan>, Arc<ScanError>>>),
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
    SiteDone(Option<Result<(Written, PathBuf), Arc<SiteError>>>),
    /// Back to the Start screen.
    Back,
}

impl Message {
    /// Typing a folder or a threshold: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Folder(_))
    }
}

/// What the Club screen's notice says.
#[derive(Clone, Debug)]
pub enum Fact {
    /// No system folder dialog: the folder is typed.
    NoDialog,
    NoFolder,
    /// A scan finished: what it read, and the first files it left out.
    Scanned(Arc<Scan>),
    ScanFailed(Arc<ScanError>),
    /// The scan's thread stopped before giving a result.
    ScanStopped,
    BadThreshold(ThresholdError),
    ReportSaved(PathBuf),
    /// The site is being written into this folder.
    SiteWriting(PathBuf),
    SiteWritten {
        pages: usize,
        tournaments: usize,
        skipped: Vec<Skipped>,
        dir: PathBuf,
    },
    SiteFailed(Arc<SiteError>),
    SiteStopped,
}

impl Words for Fact {
    fn words(&self, lang: AppLang) -> String {
        let club = lang;
        match self {
            Fact::NoDialog => crate::t!(lang, "app-club-no-dialog"),
            Fact::NoFolder => crate::t!(lang, "app-club-no-folder"),
            Fact::Scanned(scan) => {
                let mut line = scan.counts_line(club);
                if !scan.skipped.is_empty() {
                    line.push_str(": ");
                    line.push_str(&skipped_names(&scan.skipped, club));
                }
                line
            }
            Fact::ScanFailed(e) => e.words(club),
            Fact::ScanStopped => crate::t!(lang, "app-club-scan-stopped"),
            Fact::BadThreshold(e) => e.words(club),
            Fact::ReportSaved(path) => crate::t!(lang, "app-club-report-saved", path = path.display().to_string()),
            Fact::SiteWriting(dir) => crate::t!(lang, "site-app-writing", dir = dir.display().to_string()),
            Fact::SiteWritten { pages, tournaments, skipped, dir } => {
                let mut line = crate::t!(
                    lang,
                    "site-app-written",
                    pages = *pages,
                    tournaments = *tournaments,
                    skipped = skipped.len(),
                    dir = dir.display().to_string()
                );
                if !skipped.is_empty() {
                    line.push(' ');
                    line.push_str(&skipped_names(skipped, club));
                }
                line
            }
            Fact::SiteFailed(e) => e.words(club),
            Fact::SiteStopped => crate::t!(lang, "site-app-stopped"),
        }
    }
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

/// A line that is an error when `error`, else a report of what was done.
fn notice(error: bool, fact: Fact) -> Notice {
    if error { Notice::error(fact) } else { Notice::info(fact) }
}

/// The screen's read side: what it shows, for the app and the tests.
impl State {
    /// The folder as typed or chosen.
    pub fn folder(&self) -> &str {
        &self.folder
    }

    /// How far the scan under way is (`None`: no scan runs).
    pub fn progress(&self) -> Option<Progress> {
        self.progress
    }

    /// The ruleset whose table is shown.
    pub fn ruleset(&self) -> Option<Ruleset> {
        self.ruleset
    }

    /// The title thresholds in force.
    pub fn thresholds(&self) -> &Thresholds {
        &self.thresholds
    }

    /// The table shown.
    pub fn table(&self) -> Option<&Table> {
        let r = self.ruleset?;
        self.stats.table(r)
    }

    /// The screen's own line for the user.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }
}

impl State {
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        match msg {
            Message::Folder(f) => self.folder = f,
            Message::Pick if !files::dialogs_available() => self.notice = Some(Notice::error(Fact::NoDialog)),
            Message::Pick => return Action::Run(files::pick_folder().map(Message::Picked)),
            Message::Picked(None) => {}
            Message::Picked(Some(p)) => {
                self.folder = p.display().to_string();
                return self.scan();
            }
            Message::Scan => return self.scan(),
            Message::Progress(p) => {
                if self.progress.is_some() {
                    self.progress = Some(p);
                }
            }
            Message::Done(r) => self.done(r),
            Message::Sort(c) => {
                self.sort = match self.sort {
                    Some((old, desc)) if old == c => Some((c, !desc)),
                    _ => Some((c, c != Column::Player)),
                };
                self.resort();
            }
            Message::Show(r) => self.ruleset = Some(r),
            Message::Threshold(i, text) => self.threshold(i, text),
            Message::DefaultThresholds => {
                self.thresholds = Thresholds::default();
                self.threshold_text = Default::default();
                self.resort();
            }
            Message::SaveReport => self.save_report(ctx.lang),
            Message::WriteSite => return self.write_site(),
            Message::SiteDone(r) => {
                self.notice = Some(match r {
                    Some(Ok((w, dir))) => {
                        let skipped = !w.skipped.is_empty();
                        notice(
                            skipped,
                            Fact::SiteWritten { pages: w.pages, tournaments: w.tournaments, skipped: w.skipped, dir },
                        )
                    }
                    Some(Err(e)) => Notice::error(Fact::SiteFailed(e)),
                    None => Notice::error(Fact::SiteStopped),
                });
            }
            Message::Back => return Request::Home.into(),
        }
        Action::None
    }

    /// The scan of the folder, started (unless one runs); its messages come back here.
    fn scan(&mut self) -> Action<Message> {
        let dir = self.folder.trim();
        if dir.is_empty() {
            self.notice = Some(Notice::error(Fact::NoFolder));
            return Action::None;
        }
        if self.progress.is_some() {
            return Action::None;
        }
        self.progress = Some(Progress { done: 0, total: 0 });
        self.notice = None;
        Action::Run(Task::run(scan_stream(PathBuf::from(dir)), |m| m))
    }

    /// A scan ended: its tables, or why there are none.
    fn done(&mut self, r: Option<Result<Arc<Scan>, Arc<ScanError>>>) {
        self.progress = None;
        match r {
            Some(Ok(scan)) => self.finished(scan),
            Some(Err(e)) => self.notice = Some(Notice::error(Fact::ScanFailed(e))),
            None => self.notice = Some(Notice::error(Fact::ScanStopped)),
        }
    }

    /// Applies a finished scan.
    fn finished(&mut self, scan: Arc<Scan>) {
        self.stats = scan.stats();
        self.resort();
        if self.ruleset.is_none_or(|r| self.stats.table(r).is_none()) {
            self.ruleset = self.stats.tables.iter().find(|t| !t.players.is_empty()).map(|t| t.ruleset);
        }
        self.notice = Some(notice(!scan.skipped.is_empty(), Fact::Scanned(scan.clone())));
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

    /// Threshold `i` typed: taken if it reads, else the notice says why (nothing changes).
    fn threshold(&mut self, i: usize, text: String) {
        let Some(key) = Thresholds::KEYS.get(i) else { return };
        let mut t = self.thresholds;
        match t.set_pair(&format!("{key}={}", text.trim())) {
            Ok(()) => {
                self.thresholds = t;
                self.notice = None;
                self.resort();
            }
            Err(e) => self.notice = Some(Notice::error(Fact::BadThreshold(e))),
        }
        self.threshold_text[i] = Some(text);
    }

    /// The PDF report, in `lang`, saved next to the records.
    fn save_report(&mut self, lang: Lang) {
        let Some(scan) = &self.scan else { return };
        let folder = PathBuf::from(self.folder.trim());
        let path = folder.join(match lang {
            Lang::En => "club-report.pdf",
            Lang::Ru => "club-report-ru.pdf",
        });
        let bytes = match report::render(scan, &folder.display().to_string(), &self.thresholds, lang) {
            Ok(b) => b,
            Err(e) => {
                self.notice = Some(Notice::error(e));
                return;
            }
        };
        self.notice = Some(match victoria_record::store::atomic_write(&path, &bytes, true) {
            Ok(()) => Notice::info(Fact::ReportSaved(path)),
            Err(e) => Notice::error(e),
        });
    }

    /// The club's web site, written on a thread of its own into `site/` beside the records.
    fn write_site(&mut self) -> Action<Message> {
        let folder = PathBuf::from(self.folder.trim());
        if self.scan.is_none() || self.progress.is_some() {
            return Action::None;
        }
        let out = folder.join("site");
        let thresholds = self.thresholds;
        self.notice = Some(Notice::info(Fact::SiteWriting(out.clone())));
        Action::Run(Task::perform(
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
        ))
    }
}
