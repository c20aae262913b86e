//! What only the app does, on a screen's [`Request`] or a key of its own: moving between
//! screens (asking first about unsaved changes), opening, resuming and rescuing games, saving
//! them, writing and printing the score sheet, the public window, and the language. What it
//! reports in the status bar are the typed facts of [`Report`], worded when drawn.

use super::dialog::{leave, save_as};
use super::files::{self, Purpose};
use super::screen::Request;
use super::screens::{Screen, club, draw, new_game, recording, signatures, start};
use super::session::{self, Session};
use super::{App, Message, Notice};
use iced::{Size, Task, window};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use victoria_record::RecorderNote;
use victoria_words::Lang;
use victoria_words::{IoFact, Said, Words};

/// What the app itself reports in the status bar.
#[derive(Clone, Debug)]
pub enum Report {
    /// A game file opened, and what opening it did besides (journal actions restored…).
    Opened(PathBuf, Vec<RecorderNote>),
    /// The unfinished game resumed, and what resuming it did besides.
    Resumed(Vec<RecorderNote>),
    /// A damaged game rescued into `file`.
    Rescued {
        file: PathBuf,
        note: RecorderNote,
    },
    Saved(PathBuf),
    PdfWritten(PathBuf),
    NothingToSave,
    NoDialog,
    DialogCancelled,
    /// The folder to save in could not be made.
    CannotCreate(PathBuf, IoFact),
}

impl Words for Report {
    fn words(&self, lang: Lang) -> String {
        match self {
            Report::Opened(p, notes) => {
                with_notes(crate::t!(lang, "app-opened", path = p.display().to_string()), notes, lang)
            }
            Report::Resumed(notes) => with_notes(crate::t!(lang, "app-resumed"), notes, lang),
            Report::Rescued { file, note } => {
                crate::t!(lang, "app-rescued", file = file.display().to_string(), note = note.words(lang))
            }
            Report::Saved(p) => crate::t!(lang, "app-saved", path = p.display().to_string()),
            Report::PdfWritten(p) => crate::t!(lang, "app-pdf-written", path = p.display().to_string()),
            Report::NothingToSave => crate::t!(lang, "app-nothing-to-save"),
            Report::NoDialog => crate::t!(lang, "app-no-dialog"),
            Report::DialogCancelled => crate::t!(lang, "app-dialog-cancelled"),
            Report::CannotCreate(p, e) => {
                crate::t!(lang, "app-cannot-create", path = p.display().to_string(), error = e.words(lang))
            }
        }
    }
}

/// `text` followed by each note as a sentence of its own.
fn with_notes(text: String, notes: &[RecorderNote], lang: Lang) -> String {
    notes.iter().fold(text, |text, n| format!("{text} {}.", crate::app::ui::as_sentence(&n.words(lang))))
}

/// The config could not be read: the defaults are used, and this says why.
#[derive(Clone, Debug)]
pub struct ConfigBroken(pub Arc<super::config::ConfigProblem>);

impl Words for ConfigBroken {
    fn words(&self, lang: Lang) -> String {
        crate::t!(lang, "app-config-broken", detail = self.0.words(lang))
    }
}

impl App {
    /// Carries out a screen's request.
    pub(super) fn request(&mut self, r: Request) -> Task<Message> {
        match r {
            Request::Home => {
                self.show(Screen::Start(start::State::new(&self.config_dir, &self.config.recent, self.lang())))
            }
            Request::NewGame => self.leave(leave::Leaving::NewGame),
            Request::Open(p) => self.leave(leave::Leaving::Open(p)),
            Request::PickGame => self.leave(leave::Leaving::PickFile),
            Request::Resume => self.resume(),
            Request::Club => self.show(Screen::Club(club::State::default())),
            Request::Tournament => self.show_tournament(),
            Request::Board(b) => self.leave(leave::Leaving::Board(b)),
            Request::Joined(j) => self.joined(*j),
            Request::Started(s) => {
                self.remember_config();
                self.session = Some(*s);
                self.notice = None;
                self.follow_session();
                Task::none()
            }
            Request::Follow => {
                self.follow_session();
                Task::none()
            }
            Request::Draw => self.show(Screen::Draw(draw::State::default())),
            Request::Play => self.begin_play(),
            Request::Signatures => match &self.session {
                Some(s) => self.show(Screen::Signatures(signatures::State::of(s))),
                None => Task::none(),
            },
            Request::Recording => self.show(Screen::Recording(recording::State::default())),
            Request::Save => self.save(),
            Request::Pdf => {
                self.write_pdf();
                Task::none()
            }
            Request::Print => self.print(),
        }
    }

    /// The chief gave this desk a board: the link to the hub starts (its outbox's thread), and
    /// New game opens filled in from the pairing, the event's options and clock, as a board
    /// started on the chief's own machine.
    fn joined(&mut self, j: super::screen::Joined) -> Task<Message> {
        let key = match victoria_record::sign::ArbiterKey::load_or_create_in(&self.config_dir) {
            Ok(k) => k,
            Err(e) => {
                let e = Arc::new(e.to_string());
                self.notice =
                    Some(Notice::error(Said::with(move |lang| crate::t!(lang, "lv-join-failed", error = e.as_str()))));
                return Task::none();
            }
        };
        let board = j.assignment.board;
        let start = j.assignment.start.clone();
        self.link = Some(super::live::Link::start(j.hub, j.code, j.assignment, key));
        let (round, number) = (board.round, board.board);
        self.notice =
            Some(Notice::info(Said::with(move |lang| crate::t!(lang, "lv-joined", round = round, board = number))));
        let Some(s) = start else { return self.leave(leave::Leaving::NewGame) };
        let dir = self.config_dir.join("live");
        let _ = std::fs::create_dir_all(&dir);
        let b = victoria_session::tournament::BoardStart {
            event: s.event.event.clone(),
            site: s.event.site.clone(),
            round,
            board: number,
            white: s.event.white.clone(),
            black: s.event.black.clone(),
            arbiter: s.event.arbiter.clone(),
            rules: s.rules,
            time_control: s.time_control.map(|t| t.text()).unwrap_or_default(),
            file: dir.join(format!("round{round}_board{number}.json")),
        };
        self.leave(leave::Leaving::DeskBoard(Box::new(b)))
    }

    /// Shows `screen`; the Tournament screen it replaces is kept for later.
    fn show(&mut self, screen: Screen) -> Task<Message> {
        if let Screen::Tournament(t) = std::mem::replace(&mut self.screen, screen) {
            self.tournament = Some(t);
        }
        Task::none()
    }

    /// The Tournament screen: the one kept (its folder read again), or a new one.
    fn show_tournament(&mut self) -> Task<Message> {
        if let Screen::Tournament(_) = self.screen {
            return Task::none();
        }
        let mut st = self.tournament.take().unwrap_or_default();
        st.reload();
        // A board's result said in the status line is on the screen's own line too: once.
        if self.notice.is_some() && st.notice() == self.notice.as_ref() {
            self.notice = None;
        }
        self.show(Screen::Tournament(st))
    }

    /// The screen that fits where the game in progress stands.
    pub(super) fn follow_session(&mut self) {
        let screen = match &mut self.session {
            Some(s) => Screen::for_session(s),
            None => Screen::Start(start::State::new(&self.config_dir, &self.config.recent, self.lang())),
        };
        let _ = self.show(screen);
    }

    /// Goes where `to` leads, after asking about unsaved changes if there are any.
    pub(super) fn leave(&mut self, to: leave::Leaving) -> Task<Message> {
        if self.session.as_ref().is_some_and(|s| s.needs_saving()) {
            self.leaving = Some(leave::State::new(to));
            return Task::none();
        }
        self.go(to)
    }

    fn go(&mut self, to: leave::Leaving) -> Task<Message> {
        self.leaving = None;
        match to {
            leave::Leaving::NewGame => {
                let form = new_game::State::new(self.session.as_ref(), self.config.last_event.as_ref());
                // What was said of the game before ("Score sheet written: …") is put away: its
                // line took the room of the form's last field (the Xvfb walk of issue 39).
                self.notice = None;
                self.show(Screen::NewGame(form))
            }
            leave::Leaving::Close(id) => window::close(id),
            leave::Leaving::Open(path) => {
                self.open_path(&path);
                Task::none()
            }
            leave::Leaving::PickFile => self.pick_file(Purpose::OpenGame),
            leave::Leaving::Board(b) => {
                let form = new_game::State::for_board(&b, self.config.last_event.as_ref());
                self.show(Screen::NewGame(form))
            }
            leave::Leaving::DeskBoard(b) => {
                let form = new_game::State::for_desk(&b, self.config.last_event.as_ref());
                self.show(Screen::NewGame(form))
            }
        }
    }

    /// The unsaved-changes prompt answered.
    pub(super) fn answer_leave(&mut self, m: leave::Message) -> Task<Message> {
        let Some(to) = self.leaving.as_ref().map(|l| l.to().clone()) else { return Task::none() };
        match m {
            leave::Message::Cancel => {
                self.leaving = None;
                Task::none()
            }
            leave::Message::Keep => self.go(to),
            // Save As first for a working file; the prompt's action follows once it is saved.
            leave::Message::Save if self.session.as_ref().is_none_or(|s| s.working) => {
                self.save_as = Some(save_as::State::new(self.suggested_path()));
                Task::none()
            }
            leave::Message::Save => {
                let _ = self.save();
                if self.session.as_ref().is_some_and(|s| s.needs_saving()) {
                    return Task::none(); // the save failed: the notice says why
                }
                self.go(to)
            }
        }
    }

    /// The Save As path bar.
    pub(super) fn save_as_bar_update(&mut self, m: save_as::Message) -> Task<Message> {
        let bar = self.save_as.get_or_insert_with(|| save_as::State::new(String::new()));
        match bar.update(m) {
            save_as::Answer::None => Task::none(),
            save_as::Answer::Close => {
                self.save_as = None;
                Task::none()
            }
            save_as::Answer::Save(p) => self.save_to(Path::new(&p)),
        }
    }

    /// Save As: the system dialog, or the path bar where there is none.
    pub(super) fn save_as_open(&mut self) -> Task<Message> {
        if self.session.is_none() {
            self.notice = Some(Notice::error(Report::NothingToSave));
            return Task::none();
        }
        self.pick_file(Purpose::SaveGame)
    }

    /// A file dialog; where none can appear, the notice says so (and Save As opens its bar).
    fn pick_file(&mut self, purpose: Purpose) -> Task<Message> {
        if purpose == Purpose::SaveGame {
            self.save_as = Some(save_as::State::new(self.suggested_path()));
        }
        if !files::dialogs_available() {
            self.notice = Some(Notice::error(Report::NoDialog));
            // The Start screen has the field to type a game's path in: go there, into it.
            if purpose == Purpose::OpenGame {
                let _ = self.request(Request::Home);
                return iced::widget::operation::focus(super::screens::start::PATH_FIELD);
            }
            return Task::none();
        }
        let title = crate::t!(self.lang(), "app-title");
        files::pick_file(purpose, title, PathBuf::from(self.suggested_path())).map(move |p| Message::Picked(purpose, p))
    }

    /// A file chosen in the system dialog.
    pub(super) fn picked(&mut self, purpose: Purpose, path: Option<PathBuf>) -> Task<Message> {
        let Some(path) = path else {
            self.notice = Some(Notice::info(Report::DialogCancelled));
            return Task::none();
        };
        match purpose {
            Purpose::OpenGame => self.open_path(&path),
            Purpose::SaveGame => return self.save_to(&path),
            Purpose::LoadScheme => {}
        }
        Task::none()
    }

    /// Opens a record file.
    pub fn open_path(&mut self, path: &Path) {
        match Session::open(path, &self.config_dir, self.lang()) {
            Ok(s) => {
                let notes = s.notes().to_vec();
                self.session = Some(s);
                // A board's game opened again: its result is handed to the event again.
                self.landed = None;
                self.config.remember(path);
                self.remember_config();
                self.follow_session();
                self.tell_opening(Notice::info(Report::Opened(path.to_path_buf(), notes)));
            }
            Err(e) => self.notice = Some(with_rescue(Notice::error(e), path)),
        }
    }

    /// Resumes the unfinished game the journal holds.
    fn resume(&mut self) -> Task<Message> {
        match Session::resume(&self.config_dir, self.lang()) {
            Ok(s) => {
                let notes = s.notes().to_vec();
                self.session = Some(s);
                self.follow_session();
                self.tell_opening(Notice::info(Report::Resumed(notes)));
            }
            Err(e) => {
                // The game in progress, if its journal is damaged, can be rescued.
                let current = std::fs::read_to_string(self.config_dir.join(session::CURRENT));
                let notice = Notice::error(e);
                self.notice = Some(match current {
                    Ok(p) => with_rescue(notice, Path::new(p.trim())),
                    Err(_) => notice,
                });
            }
        }
        Task::none()
    }

    /// Says in the status bar how the game came to be open (opened, resumed, rescued): the line
    /// stands until the game moves on, then folds into the recording screen's earlier messages
    /// ([`App::fold_opening`]).
    fn tell_opening(&mut self, n: Notice) {
        self.opening = self.session.as_ref().map(|s| (n.clone(), moved(s)));
        self.notice = Some(n);
    }

    /// The line of how the game came to be open, once the game has moved on (a move recorded or
    /// taken back, its result): put away from the status bar, kept with the recording screen's
    /// earlier messages. Issue 39: "The game goes on where it stopped." stood until dismissed,
    /// through the rest of the game and on Signatures.
    pub(super) fn fold_opening(&mut self) {
        let Some((said, then)) = &self.opening else { return };
        if self.notice.as_ref() != Some(said) {
            self.opening = None;
            return;
        }
        if self.session.as_ref().is_none_or(|s| moved(s) == *then) {
            return;
        }
        if let (Some(n), Screen::Recording(st)) = (self.notice.take(), &mut self.screen) {
            st.keep_earlier(n);
        }
        self.opening = None;
    }

    /// Rescues the refused game into `NAME-rescued-N.json` beside it and opens that; the notice
    /// says what was kept.
    pub(super) fn rescue(&mut self) -> Task<Message> {
        let Some(path) = self.notice.as_ref().and_then(|n| n.rescue()).map(Path::to_path_buf) else {
            return Task::none();
        };
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let to = (1..)
            .map(|n| path.with_file_name(format!("{stem}-rescued-{n}.json")))
            .find(|p| !p.exists())
            .expect("some rescue name is free");
        match victoria_record::Recorder::salvage(&path, &to) {
            Ok((recorder, note)) => {
                drop(recorder);
                self.open_path(&to);
                if self.session.as_ref().and_then(|s| s.path()).as_deref() == Some(to.as_path()) {
                    self.tell_opening(Notice::info(Report::Rescued { file: to, note }));
                }
            }
            Err(e) => self.notice = Some(Notice::error(e)),
        }
        Task::none()
    }

    /// Saves the game to its own file (Save As for a working file).
    fn save(&mut self) -> Task<Message> {
        if self.session.as_ref().is_none_or(|s| s.working) {
            return self.save_as_open();
        }
        let Some(s) = &mut self.session else { return Task::none() };
        match s.save() {
            Ok(p) => {
                self.config.remember(&p);
                self.remember_config();
                self.notice = Some(Notice::info(Report::Saved(p)));
            }
            Err(e) => self.notice = Some(Notice::error(e)),
        }
        Task::none()
    }

    /// Saves to `path`; then, if the unsaved-changes prompt asked to save first, goes on where
    /// it was leading.
    pub fn save_to(&mut self, path: &Path) -> Task<Message> {
        let Some(s) = &mut self.session else {
            self.notice = Some(Notice::error(Report::NothingToSave));
            return Task::none();
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && let Err(e) = std::fs::create_dir_all(dir)
        {
            self.notice = Some(Notice::error(Report::CannotCreate(dir.to_path_buf(), IoFact::from(&e))));
            return Task::none();
        }
        match s.save_as(path) {
            Ok(()) => {
                self.save_as = None;
                self.config.remember(path);
                self.remember_config();
                self.notice = Some(Notice::info(Report::Saved(path.to_path_buf())));
                // The unsaved-changes prompt asked to save first: now go on.
                if let Some(to) = self.leaving.as_ref().map(|l| l.to().clone()) {
                    return self.go(to);
                }
            }
            Err(e) => self.notice = Some(Notice::error(e)),
        }
        Task::none()
    }

    /// The path Save As proposes: the game's own file if it has one outside the working folder,
    /// else `<date>-<white>-<black>.json` in the games folder.
    pub fn suggested_path(&self) -> String {
        if let Some(s) = &self.session
            && !s.working
            && let Some(p) = s.path()
        {
            return std::path::absolute(&p).unwrap_or(p).display().to_string();
        }
        let base = files::games_folder(&self.config_dir);
        let name = match &self.session {
            Some(s) => {
                let e = &s.record().event;
                let clean = |t: &str| -> String {
                    t.chars().map(|c| if c.is_alphanumeric() { c } else { '_' }).collect::<String>()
                };
                format!("{}-{}-{}.json", clean(&e.date), clean(&e.white), clean(&e.black))
            }
            None => "game.json".into(),
        };
        base.join(name).display().to_string()
    }

    /// Prints the score sheet (the sheet library) to a PDF beside the game file; returns its
    /// path once written.
    pub fn write_pdf(&mut self) -> Option<PathBuf> {
        let s = self.session.as_ref()?;
        let path = s.path().map(|p| p.with_extension("pdf"))?;
        match victoria_sheet::write_sheet(s.record(), victoria_sheet::Paper::A4, self.lang(), &path) {
            Ok(_) => {
                self.notice = Some(Notice::info(Report::PdfWritten(path.clone())));
                Some(path)
            }
            Err(e) => {
                self.notice = Some(Notice::error(e));
                None
            }
        }
    }

    /// Writes the score sheet and prints it (the system printer, or the PDF viewer).
    fn print(&mut self) -> Task<Message> {
        if let Some(path) = self.write_pdf() {
            let dirs = self.print_dirs.clone().unwrap_or_else(victoria_sheet::print::search_path);
            self.notice = Some(match victoria_sheet::print::print_file_with(&path, &dirs) {
                Ok(p) => Notice::info(Said::with(move |lang| p.message(lang))),
                Err(e) => Notice::error(print_failure(&path, e)),
            });
        }
        Task::none()
    }

    /// Recording begins: the game leaves its setup.
    fn begin_play(&mut self) -> Task<Message> {
        let Some(s) = &mut self.session else { return Task::none() };
        match s.start_play() {
            Ok(()) => {
                let st = recording::State::resumed(s);
                self.show(Screen::Recording(st))
            }
            Err(e) => {
                self.notice = Some(Notice::error(e));
                Task::none()
            }
        }
    }

    pub(super) fn set_lang(&mut self, l: Lang) -> Task<Message> {
        self.config.lang = l;
        if let Some(s) = &mut self.session {
            s.lang = l;
        }
        self.remember_config();
        Task::none()
    }

    pub(super) fn remember_config(&mut self) {
        if let Err(e) = self.config.save(&self.config_dir) {
            self.notice = Some(Notice::error(e));
        }
    }

    pub(super) fn window_closed(&mut self, id: window::Id) -> Task<Message> {
        if Some(id) == self.public_window {
            self.public_window = None;
        } else if Some(id) == self.main_window {
            return iced::exit();
        }
        Task::none()
    }

    pub(super) fn toggle_public(&mut self) -> Task<Message> {
        match self.public_window.take() {
            Some(id) => window::close(id),
            None => self.open_public(),
        }
    }

    /// Opens the public window the first time a game reaches the recording screen; `None`
    /// when it is open already or was opened for this game before (the arbiter closed it).
    pub(super) fn auto_public(&mut self) -> Option<Task<Message>> {
        let Screen::Recording(_) = self.screen else { return None };
        let id = self.session.as_ref()?.record().id.clone();
        if self.public_shown_for.as_deref() == Some(id.as_str()) {
            return None;
        }
        self.public_shown_for = Some(id);
        if self.public_window.is_some() {
            return None;
        }
        Some(self.open_public())
    }

    /// Opens the public window (players and spectators).
    fn open_public(&mut self) -> Task<Message> {
        let (id, open) =
            window::open(window::Settings { size: Size::new(1180.0, 800.0), ..window::Settings::default() });
        self.public_window = Some(id);
        open.map(Message::PublicOpened)
    }
}

/// `notice`, offering to rescue `path` if its journal is damaged.
fn with_rescue(notice: Notice, path: &Path) -> Notice {
    let journal = victoria_record::journal::journal_path(path);
    match victoria_record::journal::read(&journal) {
        Err(victoria_record::journal::JournalError::Damaged { .. }) => notice.with_rescue(path),
        _ => notice,
    }
}

/// An outside program's failure to print, in one line: what failed and the log file beside
/// the PDF (`NAME.print.log`) that keeps its full output; the sheet's own words when the
/// failure has no output to keep (or the log cannot be written).
fn print_failure(pdf: &Path, e: victoria_sheet::print::PrintError) -> Said {
    use victoria_sheet::print::PrintError;
    if let PrintError::Failed { command, status, stderr } = &e {
        let log = pdf.with_extension("print.log");
        let details = format!("{command} {}\n{status}\n{stderr}\n", pdf.display());
        if std::fs::write(&log, details).is_ok() {
            let printer = if command == "lp" || command == "lpr" { "yes" } else { "no" };
            let (command, status, log) = (command.clone(), status.clone(), log.display().to_string());
            return Said::with(move |lang| {
                crate::t!(
                    lang,
                    "app-print-failed",
                    printer = printer,
                    command = command.as_str(),
                    status = status.as_str(),
                    log = log.as_str()
                )
            });
        }
    }
    let e = Arc::new(e);
    Said::with(move |lang| e.text(lang).lines().next().unwrap_or_default().to_string())
}

/// How far the game has gone: its moves, and whether it has a result.
fn moved(s: &Session) -> (usize, bool) {
    (s.moves().len(), s.result().is_some())
}
