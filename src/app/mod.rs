//! The desktop app (issue 4), built with iced as a daemon with two windows: the arbiter's main
//! window, which moves through the screens of a game (Start → New game → sealed schemes →
//! Reveal → bastion draw → Recording → Signatures), and the public board window for the
//! players, built only from a [`public::PublicView`]. One [`App`] holds the config, the
//! language, the current [`Screen`] and the [`session::Session`] (the record, the engine's game
//! and the journal); each screen module owns its `Message`, an `update` returning an `Event`
//! for the app, and a `view`. Styles live in [`theme`], words in [`i18n`].

pub mod board;
// The app's logic lives in the iced-free desk crate; these names keep the screens' paths short.
pub use victoria_session::text as i18n;
pub use victoria_session::{config, model, session};
pub mod keys;
pub mod layer;
pub mod public;
pub mod screens;
pub mod synthesis;
pub mod theme;
pub mod tick;
pub mod ui;

use board::BoardView;
use config::Config;
use iced::keyboard;
use iced::widget::{button, column, container, row, text, text_input};
use iced::{Element, Length, Size, Subscription, Task, window};
use screens::{club, draw, new_game, recording, reveal, scheme, signatures, start, tournament};
use session::Session;
use std::path::{Path, PathBuf};
use ui::btn_secondary;
use victoria_words::Lang;
use victoria_words::{Said, Words as _};

/// Opens the app, on the game file `game` if one is given; returns when its last window closes.
pub fn run(game: Option<PathBuf>) -> Result<(), String> {
    iced::daemon(move || App::boot(game.as_deref()), App::update, App::view)
        .title(App::title)
        .subscription(App::subscription)
        .theme(|_: &App, _| theme::theme())
        .font(theme::FONT_BYTES)
        .default_font(theme::FONT)
        .run()
        .map_err(|e| e.to_string())
}

/// The screen of the main window.
#[derive(Debug)]
pub enum Screen {
    Start(start::State),
    NewGame(new_game::State),
    Scheme(scheme::State),
    Reveal(reveal::State),
    Draw(draw::State),
    Recording(recording::State),
    Signatures(signatures::State),
    Club(club::State),
    Tournament(Box<tournament::State>),
}

/// Why a file dialog was opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    OpenGame,
    SaveGame,
    LoadScheme,
}

pub use keys::Shortcut;

#[derive(Clone, Debug)]
pub enum Message {
    /// Close the status bar's message (its × or Esc).
    DismissNotice,
    Start(start::Message),
    NewGame(new_game::Message),
    Scheme(scheme::Message),
    Reveal(reveal::Message),
    Draw(draw::Message),
    Recording(recording::Message),
    Signatures(signatures::Message),
    Club(club::Message),
    Tournament(tournament::Message),
    Lang(Lang),
    Shortcut(Shortcut),
    MainOpened(window::Id),
    PublicOpened(window::Id),
    WindowClosed(window::Id),
    TogglePublic,
    Home,
    Save,
    SaveAs,
    SaveAsPath(String),
    SaveAsConfirm,
    SaveAsCancel,
    Picked(Purpose, Option<PathBuf>),
    /// A key of [`keys::Action`] (function keys, Esc).
    Key(keys::Action),
    /// Tab and Shift+Tab: the next or previous field of the form.
    FocusNext,
    FocusPrevious,
    /// A second passed while a clock runs (the subscription exists only then).
    Tick,
    /// The system asks to close a window (the main one asks first about unsaved changes).
    CloseRequested(window::Id),
    /// The answer to the unsaved-changes prompt.
    Leave(LeaveChoice),
    /// Rescue the game whose journal is damaged (the notice's button) into a new file.
    Rescue,
    Noop,
}

/// What waits behind the unsaved-changes prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// The New game form (Ctrl+N, the Start screen's button).
    NewGame,
    /// Closing the main window.
    Close(window::Id),
    /// Opening another game: a recent game, a sample or a typed path of the Start screen.
    Open(PathBuf),
    /// Choosing another game to open in the file dialog (Ctrl+O, the Start screen's button).
    PickFile,
    /// The New game form filled in for a tournament's board.
    Board(Box<victoria_session::tournament::BoardStart>),
}

/// The answers of the unsaved-changes prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaveChoice {
    /// Save the game in its own file first (Save As for a working file).
    Save,
    /// Go on: the changes stay in the working file and its journal, to resume later.
    Keep,
    Cancel,
}

impl Message {
    /// Typing into a field, or walking the fields: the focus stays where the person put it.
    fn keeps_focus(&self) -> bool {
        matches!(
            self,
            Message::FocusNext
                | Message::FocusPrevious
                | Message::SaveAsPath(_)
                | Message::Tick
                | Message::Tournament(
                    tournament::Message::Folder(_)
                        | tournament::Message::ImportDir(_)
                        | tournament::Message::Player(..)
                )
                | Message::Recording(
                    recording::Message::Input(_)
                        | recording::Message::TakebackReason(_)
                        | recording::Message::ResultReason(_)
                        | recording::Message::WithdrawReason(_)
                        | recording::Message::Tick
                        | recording::Message::Mate(screens::can_mate::Message::Poll)
                        | recording::Message::Clock(screens::clocks::Message::Field(..))
                        | recording::Message::LivePgn(screens::live_pgn::Message::Path(_))
                )
        )
    }
}

/// A line in the status bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub error: bool,
    pub text: Said,
}

pub struct App {
    pub config_dir: PathBuf,
    pub config: Config,
    pub screen: Screen,
    pub session: Option<Session>,
    pub main_window: Option<window::Id>,
    pub public_window: Option<window::Id>,
    pub notice: Option<Notice>,
    /// The Save As path bar (where the system dialog is missing or was cancelled).
    pub save_as: Option<String>,
    /// The arbiter's board, recomputed after every change.
    pub board: BoardView,
    /// The public window's content, recomputed after every change.
    pub public: public::PublicView,
    /// The record id of the game whose public window was opened when its recording began
    /// (it opens by itself once per game; closed by the arbiter, it stays closed).
    pub public_shown_for: Option<String>,
    /// Where Print looks for `lp`, `lpr` and the viewer (`None`: the `PATH`; tests put
    /// stand-in commands here).
    pub print_dirs: Option<Vec<PathBuf>>,
    /// The list of keys (F1) is shown over the screen.
    pub help: bool,
    /// The unsaved-changes prompt, while it waits for an answer, and what waits behind it.
    pub leaving: Option<Leaving>,
    /// The game file the last notice refused because its journal is damaged: the notice offers
    /// to rescue it into a new file (`Recorder::salvage`; the originals stay as they are).
    pub rescuable: Option<PathBuf>,
    /// The Tournament screen while a board's game is played (the Start screen's "Tournament…"
    /// and New game's Back come back to it).
    pub tournament: Option<Box<tournament::State>>,
}

/// `text` with its first letter in upper case (a note's words start a sentence in a notice).
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// Whether a system file dialog can appear (rfd talks to the XDG desktop portal over D-Bus).
pub fn dialogs_available() -> bool {
    std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|v| !v.is_empty())
}

impl App {
    /// The app on its Start screen, with the config in `config_dir`; no window is opened.
    pub fn new(config_dir: &Path) -> App {
        App::start(config_dir, config::system_lang())
    }

    /// The app on the config of `config_dir`; a first start (no config yet) speaks `first`.
    pub fn start(config_dir: &Path, first: Lang) -> App {
        let (config, problem) = Config::load(config_dir, first);
        let mut app = App {
            config_dir: config_dir.to_path_buf(),
            config,
            screen: Screen::Start(start::State::default()),
            session: None,
            main_window: None,
            public_window: None,
            notice: None,
            save_as: None,
            board: BoardView::empty(12, 12),
            public: empty_public(),
            public_shown_for: None,
            print_dirs: None,
            help: false,
            leaving: None,
            rescuable: None,
            tournament: None,
        };
        if let Some(p) = problem {
            let p = std::sync::Arc::new(p);
            app.notice = Some(Notice {
                error: true,
                text: Said::with(move |lang| crate::t!(lang, "app-config-broken", detail = p.words(lang))),
            });
        }
        app.go_start();
        app
    }

    /// The app with its main window opening, on `game` if given (the focus goes to the move
    /// field once the window is open).
    fn boot(game: Option<&Path>) -> (App, Task<Message>) {
        let mut app = App::new(&config::dir());
        if let Some(g) = game {
            app.open_path(g);
        }
        let (_, open) = window::open(window::Settings {
            size: Size::new(1280.0, 860.0),
            min_size: Some(Size::new(900.0, 640.0)),
            // Closing asks first about unsaved changes (`CloseRequested`).
            exit_on_close_request: false,
            ..window::Settings::default()
        });
        (app, open.map(Message::MainOpened))
    }

    pub fn lang(&self) -> Lang {
        self.config.lang
    }

    pub fn title(&self, id: window::Id) -> String {
        let lang = self.lang();
        if Some(id) == self.public_window {
            return format!("{} — {}", crate::t!(lang, "app-title"), crate::t!(lang, "app-public-board"));
        }
        match &self.session {
            Some(s) => format!("{} — {}", crate::t!(lang, "app-title"), s.title()),
            None => crate::t!(lang, "app-title"),
        }
    }

    fn subscription(&self) -> Subscription<Message> {
        let mut all = vec![
            iced::event::listen_with(|event, status, _window| match event {
                iced::Event::Keyboard(k) => key_message(&k, status == iced::event::Status::Captured),
                _ => None,
            }),
            window::close_events().map(Message::WindowClosed),
            window::close_requests().map(Message::CloseRequested),
        ];
        if self.ticking() {
            // Woken when the running clock's face changes (aligned to its second, `tick`).
            let plan = self.session.as_ref().and_then(|s| s.recorder().clocks()).and_then(|c| tick::Plan::of(&c));
            all.push(match plan {
                Some(plan) => Subscription::run_with(plan, tick::ticks).map(|()| Message::Tick),
                None => Subscription::run(seconds).map(|()| Message::Tick),
            });
        }
        if self.polling() {
            all.push(
                Subscription::run(tenths)
                    .map(|()| Message::Recording(recording::Message::Mate(screens::can_mate::Message::Poll))),
            );
        }
        Subscription::batch(all)
    }

    /// Whether the app wants a tick every second: only while a clock runs in a game that goes
    /// on and no flag has fallen yet. Idle — no time control, clocks paused, the game over — it
    /// has no timer at all, so nothing wakes it.
    pub fn ticking(&self) -> bool {
        self.session.as_ref().is_some_and(|s| s.clock_running() && s.result().is_none() && s.flag().is_none())
    }

    /// Whether the app polls a background analysis ("Can mate still happen?") ten times a
    /// second: only while one runs. Without one there is no such timer.
    pub fn polling(&self) -> bool {
        matches!(&self.screen, Screen::Recording(r) if r.mate.running())
    }

    /// The New game form: after a game, that game's event (the next round suggested), time
    /// control and options; else the last event started on this machine; else the defaults.
    fn new_game_form(&self) -> new_game::State {
        match (&self.session, &self.config.last_event) {
            (Some(s), _) => {
                let r = s.record();
                new_game::State::after(&r.event, r.time_control.as_ref(), r.rules)
            }
            (None, Some(e)) => new_game::State::after(e, None, victoria_rules::Rules::default()),
            (None, None) => new_game::State::default(),
        }
    }

    /// Goes where `to` leads, after asking about unsaved changes if there are any.
    fn leave(&mut self, to: Leaving) -> Task<Message> {
        if self.session.as_ref().is_some_and(|s| s.needs_saving()) {
            self.leaving = Some(to);
            return Task::none();
        }
        self.go(to)
    }

    fn go(&mut self, to: Leaving) -> Task<Message> {
        self.leaving = None;
        match to {
            Leaving::NewGame => {
                self.screen = Screen::NewGame(self.new_game_form());
                Task::none()
            }
            Leaving::Close(id) => window::close(id),
            Leaving::Open(path) => {
                self.open_path(&path);
                Task::none()
            }
            Leaving::PickFile => self.pick_file(Purpose::OpenGame),
            Leaving::Board(b) => {
                let last = self.config.last_event.clone();
                self.screen = Screen::NewGame(new_game::State::for_board(&b, last.as_ref()));
                Task::none()
            }
        }
    }

    fn remember_config(&mut self) {
        if let Err(e) = self.config.save(&self.config_dir) {
            self.say(true, Said::new(e));
        }
    }

    /// `notice` followed by what opening the game did besides (journal actions restored, an
    /// unfinished entry dropped, the live PGN not written), in the screen's language.
    fn with_notes(&self, notice: Said) -> Said {
        let notes = self.session.as_ref().map(|s| s.notes().to_vec()).unwrap_or_default();
        if notes.is_empty() {
            return notice;
        }
        let notes = std::sync::Arc::new(notes);
        Said::with(move |lang| {
            notes.iter().fold(notice.words(lang), |text, n| format!("{text} {}.", capitalised(&n.words(lang))))
        })
    }

    /// Shows a message; it is worded when drawn, so RU/EN re-words it.
    fn say(&mut self, error: bool, text: Said) {
        self.rescuable = None;
        self.notice = Some(Notice { error, text });
    }

    fn go_start(&mut self) {
        let lang = self.lang();
        let resumable = Session::unfinished(&self.config_dir).map(|(_, r)| Session::describe(&r, lang));
        self.screen = Screen::Start(start::State {
            samples: start::find_samples(),
            recent: self.config.recent.clone(),
            resumable,
            path: String::new(),
        });
    }

    /// The screen that fits where the session's game stands.
    fn screen_for_session(&mut self) -> Screen {
        let Some(s) = &mut self.session else { return Screen::Start(start::State::default()) };
        // A game started (from a position, as a PGN with a [FEN] start is) needs no schemes.
        if s.is_playing() {
            return Screen::Recording(recording::State::resumed(s));
        }
        if let Some(c) = s.next_to_seal() {
            return Screen::Scheme(scheme::State::new(c, s.rules(), s.record().width, s.record().height));
        }
        if s.record().both_revealed() && s.needs_draw() {
            return Screen::Draw(draw::State::default());
        }
        let unopenable = s.unopenable();
        let report = s.reveal();
        let draw_next = s.needs_draw();
        Screen::Reveal(reveal::State::new(report, draw_next, unopenable))
    }

    /// Opens a record file.
    pub fn open_path(&mut self, path: &Path) {
        match Session::open(path, &self.config_dir, self.lang()) {
            Ok(s) => {
                self.session = Some(s);
                self.config.remember(path);
                self.remember_config();
                self.screen = self.screen_for_session();
                let shown = path.to_path_buf();
                let opened = self.with_notes(Said::with(move |lang| {
                    crate::t!(lang, "app-opened", path = shown.display().to_string())
                }));
                self.say(false, opened);
            }
            Err(e) => {
                self.say(true, e);
                self.offer_rescue(path);
            }
        }
    }

    /// After a refusal: if `path`'s journal is damaged, the notice offers to rescue the game.
    fn offer_rescue(&mut self, path: &Path) {
        let journal = victoria_record::journal::journal_path(path);
        if matches!(
            victoria_record::journal::read(&journal),
            Err(victoria_record::journal::JournalError::Damaged { .. })
        ) {
            self.rescuable = Some(path.to_path_buf());
        }
    }

    /// Rescues the refused game into `NAME-rescued-N.json` beside it and opens that; the notice
    /// says what was kept.
    fn rescue(&mut self) {
        let Some(path) = self.rescuable.take() else { return };
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let to = (1..)
            .map(|n| path.with_file_name(format!("{stem}-rescued-{n}.json")))
            .find(|p| !p.exists())
            .expect("some rescue name is free");
        match victoria_record::Recorder::salvage(&path, &to) {
            Ok((desk, note)) => {
                drop(desk);
                self.open_path(&to);
                if self.session.as_ref().and_then(|s| s.path()).as_deref() == Some(to.as_path()) {
                    let file = to.display().to_string();
                    let text = Said::with(move |lang| {
                        crate::t!(lang, "app-rescued", file = file.as_str(), note = note.words(lang))
                    });
                    self.say(false, text);
                }
            }
            Err(e) => self.say(true, Said::new(e)),
        }
    }

    /// Saves to `path`; then, if the unsaved-changes prompt asked to save first, goes on where
    /// it was leading.
    pub fn save_to(&mut self, path: &Path) -> Task<Message> {
        let Some(s) = &mut self.session else {
            self.say(true, Said::with(|lang| crate::t!(lang, "app-nothing-to-save")));
            return Task::none();
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && let Err(e) = std::fs::create_dir_all(dir)
        {
            let (path, e) = (dir.display().to_string(), victoria_words::IoFact::from(&e));
            self.say(
                true,
                Said::with(move |lang| {
                    crate::t!(lang, "app-cannot-create", path = path.as_str(), error = e.words(lang))
                }),
            );
            return Task::none();
        }
        match s.save_as(path) {
            Ok(()) => {
                self.save_as = None;
                self.config.remember(path);
                self.remember_config();
                let shown = path.to_path_buf();
                self.say(
                    false,
                    Said::with(move |lang| crate::t!(lang, "app-saved", path = shown.display().to_string())),
                );
                // The unsaved-changes prompt asked to save first: now go on.
                if let Some(to) = self.leaving.clone() {
                    return self.go(to);
                }
            }
            Err(e) => self.say(true, e),
        }
        Task::none()
    }

    /// The folder Save As proposes: `Victoria games` in the documents folder (or the home
    /// folder, or the config folder), always an absolute path.
    pub fn games_folder(&self) -> PathBuf {
        let base = dirs::document_dir().or_else(dirs::home_dir).unwrap_or_else(|| self.config_dir.clone());
        let dir = base.join(GAMES_FOLDER);
        std::path::absolute(&dir).unwrap_or(dir)
    }

    /// The path Save As proposes: the game's own file if it has one outside the working folder,
    /// else `<date>-<white>-<black>.json` in the [games folder](Self::games_folder).
    pub fn suggested_path(&self) -> String {
        if let Some(s) = &self.session
            && !s.working
            && let Some(p) = s.path()
        {
            return std::path::absolute(&p).unwrap_or(p).display().to_string();
        }
        let base = self.games_folder();
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

    fn pick_file(&mut self, purpose: Purpose) -> Task<Message> {
        if !dialogs_available() {
            self.say(true, Said::with(|lang| crate::t!(lang, "app-no-dialog")));
            if purpose == Purpose::SaveGame {
                self.save_as = Some(self.suggested_path());
            }
            return Task::none();
        }
        if purpose == Purpose::SaveGame {
            self.save_as = Some(self.suggested_path());
        }
        let title = crate::t!(self.lang(), "app-title");
        let proposed = PathBuf::from(self.suggested_path());
        Task::perform(
            async move {
                let mut d = rfd::AsyncFileDialog::new().set_title(title);
                if purpose == Purpose::SaveGame {
                    if let Some(dir) = proposed.parent() {
                        let _ = std::fs::create_dir_all(dir);
                        d = d.set_directory(dir);
                    }
                    if let Some(name) = proposed.file_name() {
                        d = d.set_file_name(name.to_string_lossy());
                    }
                }
                let h = match purpose {
                    Purpose::OpenGame => d.add_filter("Victoria game", &["json"]).pick_file().await,
                    Purpose::SaveGame => d.add_filter("Victoria game", &["json"]).save_file().await,
                    Purpose::LoadScheme => d.pick_file().await,
                };
                h.map(|h| h.path().to_path_buf())
            },
            move |p| Message::Picked(purpose, p),
        )
    }

    fn refresh(&mut self) {
        let lang = self.lang();
        match &self.session {
            Some(s) => {
                self.board = match &mut self.screen {
                    Screen::Recording(r) => {
                        r.sync(s);
                        r.board_view(s)
                    }
                    _ => s.board_view(),
                };
                self.public = s.public_view(lang);
            }
            None => {
                self.board = BoardView::empty(12, 12);
                self.public = empty_public();
            }
        }
    }

    pub fn update(&mut self, msg: Message) -> Task<Message> {
        let keep = msg.keeps_focus();
        let mut task = self.handle(msg);
        if let Some(open) = self.auto_public() {
            task = Task::batch([task, open]);
        }
        self.refresh();
        if !keep && let Some(id) = self.focus_target() {
            task = Task::batch([task, iced::widget::operation::focus(id)]);
        }
        task
    }

    /// Where the keyboard focus belongs after an action: on the recording screen the move
    /// field, or the reason field of its open dialog (none once the game is over and the move
    /// field has closed); the Save As path while that bar is open. `None` elsewhere: the
    /// focus stays where the person put it.
    pub fn focus_target(&self) -> Option<&'static str> {
        if self.save_as.is_some() {
            return Some("save-as-path");
        }
        match (&self.screen, &self.session) {
            (Screen::Recording(st), Some(s)) if !self.help => st.focus_id(s),
            _ => None,
        }
    }

    /// Is the recording screen's move field the only field shown (no dialog with fields open)?
    fn move_field_only(&self) -> bool {
        !self.help && self.save_as.is_none() && self.focus_target() == Some("move-input")
    }

    /// A key of the main window.
    fn key(&mut self, action: keys::Action) -> Task<Message> {
        use keys::Action as A;
        use recording::Message as R;
        match action {
            A::Help => {
                self.help = !self.help;
                return Task::none();
            }
            A::PublicWindow => return self.handle(Message::TogglePublic),
            // Esc closes the status bar's message, besides what it does on the screen.
            A::Cancel if self.notice.is_some() && !self.help && self.save_as.is_none() && self.leaving.is_none() => {
                self.notice = None;
                self.rescuable = None;
            }
            A::Cancel if self.help => {
                self.help = false;
                return Task::none();
            }
            A::Cancel if self.save_as.is_some() => {
                self.save_as = None;
                return Task::none();
            }
            A::Cancel if self.leaving.is_some() => {
                self.leaving = None;
                return Task::none();
            }
            _ => {}
        }
        if let Screen::Tournament(_) = self.screen {
            let k = match action {
                A::LinePrevious => tournament::Key::PreviousRound,
                A::LineNext => tournament::Key::NextRound,
                A::Result => tournament::Key::Results,
                A::Cancel => tournament::Key::Cancel,
                _ => return Task::none(),
            };
            return self.handle(Message::Tournament(tournament::Message::Key(k)));
        }
        let Screen::Recording(_) = self.screen else { return Task::none() };
        let m = match action {
            A::TakeBack => R::TakebackOpen,
            A::Result => R::ResultOpen,
            A::Signatures => R::Signatures,
            A::DrawByWhite => R::DrawOffer(screens::draw_offer::Message::Offer(victoria_rules::Color::White)),
            A::DrawByBlack => R::DrawOffer(screens::draw_offer::Message::Offer(victoria_rules::Color::Black)),
            A::AcceptDraw => R::DrawOffer(screens::draw_offer::Message::Answer(true)),
            A::DeclineDraw => R::DrawOffer(screens::draw_offer::Message::Answer(false)),
            A::Reserves => R::PanelShowFor,
            A::Flip => R::Flip,
            A::Clocks => R::Clock(screens::clocks::Message::Toggle),
            A::LinePrevious => R::Mate(screens::can_mate::Message::Previous),
            A::LineNext => R::Mate(screens::can_mate::Message::Next),
            A::Cancel => R::Cancel,
            A::Help | A::PublicWindow => return Task::none(),
        };
        self.handle(Message::Recording(m))
    }

    /// Opens the public window the first time a game reaches the recording screen; `None`
    /// when it is open already or was opened for this game before (the arbiter closed it).
    fn auto_public(&mut self) -> Option<Task<Message>> {
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

    fn handle(&mut self, msg: Message) -> Task<Message> {
        let lang = self.lang();
        match msg {
            Message::Noop => Task::none(),
            Message::DismissNotice => {
                self.notice = None;
                self.rescuable = None;
                Task::none()
            }
            Message::Rescue => {
                self.rescue();
                Task::none()
            }
            Message::Key(a) => self.key(a),
            // On the recording screen without a form open the move field is the one field in
            // view: Tab keeps the focus there (a move typed after Tab lands in it).
            Message::FocusNext | Message::FocusPrevious if self.move_field_only() => {
                iced::widget::operation::focus("move-input")
            }
            Message::FocusNext => iced::widget::operation::focus_next(),
            Message::FocusPrevious => iced::widget::operation::focus_previous(),
            Message::Tick => {
                if let (Screen::Recording(st), Some(s)) = (&mut self.screen, &mut self.session) {
                    st.update(s, recording::Message::Tick, lang);
                }
                Task::none()
            }
            Message::CloseRequested(id) => {
                if Some(id) == self.main_window {
                    self.leave(Leaving::Close(id))
                } else {
                    window::close(id)
                }
            }
            Message::Leave(choice) => {
                let Some(to) = self.leaving.clone() else { return Task::none() };
                match choice {
                    LeaveChoice::Cancel => {
                        self.leaving = None;
                        Task::none()
                    }
                    LeaveChoice::Keep => self.go(to),
                    LeaveChoice::Save => {
                        let working = self.session.as_ref().is_none_or(|s| s.working);
                        if working {
                            // Save As first; the prompt's action follows once it is saved.
                            self.save_as = Some(self.suggested_path());
                            return Task::none();
                        }
                        let _ = self.handle(Message::Save);
                        if self.session.as_ref().is_some_and(|s| s.needs_saving()) {
                            return Task::none(); // the save failed: the notice says why
                        }
                        self.go(to)
                    }
                }
            }
            Message::Lang(l) => {
                self.config.lang = l;
                if let Some(s) = &mut self.session {
                    s.lang = l;
                }
                self.remember_config();
                Task::none()
            }
            Message::MainOpened(id) => {
                self.main_window = Some(id);
                Task::none()
            }
            Message::PublicOpened(id) => {
                self.public_window = Some(id);
                Task::none()
            }
            Message::WindowClosed(id) => {
                if Some(id) == self.public_window {
                    self.public_window = None;
                    Task::none()
                } else if Some(id) == self.main_window {
                    iced::exit()
                } else {
                    Task::none()
                }
            }
            Message::TogglePublic => match self.public_window {
                Some(id) => {
                    self.public_window = None;
                    window::close(id)
                }
                None => self.open_public(),
            },
            Message::Home => {
                self.go_start();
                Task::none()
            }
            Message::Shortcut(s) => match s {
                Shortcut::New => self.leave(Leaving::NewGame),
                Shortcut::SetClocks => match self.screen {
                    Screen::Recording(_) => {
                        self.handle(Message::Recording(recording::Message::Clock(screens::clocks::Message::SetOpen)))
                    }
                    _ => Task::none(),
                },
                Shortcut::CanMate => match self.screen {
                    Screen::Recording(_) => {
                        self.handle(Message::Recording(recording::Message::Mate(screens::can_mate::Message::Ask)))
                    }
                    _ => Task::none(),
                },
                Shortcut::Open => self.leave(Leaving::PickFile),
                Shortcut::Save => self.handle(Message::Save),
                Shortcut::SaveAs => self.handle(Message::SaveAs),
                Shortcut::Undo => self.key(keys::Action::TakeBack),
                Shortcut::LogIllegal => match (&self.screen, &self.session) {
                    (Screen::Recording(_), Some(s)) if s.has_pending() => {
                        self.handle(Message::Recording(recording::Message::ConfirmIllegal))
                    }
                    // The loss decision waiting: its primary answer (the decision bar's key).
                    (Screen::Recording(st), Some(_)) => match st.loss_answer() {
                        Some(m) => self.handle(Message::Recording(m)),
                        None => Task::none(),
                    },
                    _ => Task::none(),
                },
            },
            Message::Save => {
                let working = self.session.as_ref().is_none_or(|s| s.working);
                if working {
                    return self.handle(Message::SaveAs);
                }
                if let Some(s) = &mut self.session {
                    match s.save() {
                        Ok(p) => {
                            self.config.remember(&p);
                            self.remember_config();
                            let shown = p.clone();
                            self.say(
                                false,
                                Said::with(move |lang| {
                                    crate::t!(lang, "app-saved", path = shown.display().to_string())
                                }),
                            );
                        }
                        Err(e) => self.say(true, e),
                    }
                }
                Task::none()
            }
            Message::SaveAs => {
                if self.session.is_none() {
                    self.say(true, Said::with(|lang| crate::t!(lang, "app-nothing-to-save")));
                    return Task::none();
                }
                self.pick_file(Purpose::SaveGame)
            }
            Message::SaveAsPath(p) => {
                self.save_as = Some(p);
                Task::none()
            }
            Message::SaveAsConfirm => match self.save_as.clone().filter(|p| !p.trim().is_empty()) {
                Some(p) => self.save_to(Path::new(p.trim())),
                None => Task::none(),
            },
            Message::SaveAsCancel => {
                self.save_as = None;
                Task::none()
            }
            Message::Picked(purpose, path) => {
                let Some(path) = path else {
                    self.say(false, Said::with(|lang| crate::t!(lang, "app-dialog-cancelled")));
                    return Task::none();
                };
                match purpose {
                    Purpose::OpenGame => self.open_path(&path),
                    Purpose::SaveGame => return self.save_to(&path),
                    Purpose::LoadScheme => {
                        if let Screen::Scheme(st) = &mut self.screen {
                            let d = session::load_scheme(&path, st.color, &st.rules);
                            st.load(d);
                        }
                    }
                }
                Task::none()
            }
            Message::Start(m) => {
                let Screen::Start(st) = &mut self.screen else { return Task::none() };
                match st.update(m) {
                    start::Event::None => Task::none(),
                    start::Event::NewGame => self.leave(Leaving::NewGame),
                    start::Event::Open(p) => self.leave(Leaving::Open(p)),
                    start::Event::PickFile => self.leave(Leaving::PickFile),
                    start::Event::Club => {
                        self.screen = Screen::Club(club::State::default());
                        Task::none()
                    }
                    start::Event::Tournament => {
                        self.show_tournament();
                        Task::none()
                    }
                    start::Event::Resume => {
                        match Session::resume(&self.config_dir, lang) {
                            Ok(s) => {
                                self.session = Some(s);
                                self.screen = self.screen_for_session();
                                let resumed = self.with_notes(Said::with(|lang| crate::t!(lang, "app-resumed")));
                                self.say(false, resumed);
                            }
                            Err(e) => {
                                self.say(true, e);
                                // The game in progress, if its journal is damaged, can be rescued.
                                let current = std::fs::read_to_string(self.config_dir.join(session::CURRENT));
                                if let Ok(p) = current {
                                    self.offer_rescue(Path::new(p.trim()));
                                }
                            }
                        }
                        Task::none()
                    }
                }
            }
            Message::NewGame(m) => {
                let Screen::NewGame(st) = &mut self.screen else { return Task::none() };
                let save_to = st.save_to.clone();
                match st.update(m, lang) {
                    new_game::Event::None => Task::none(),
                    new_game::Event::Back if save_to.is_some() && self.tournament.is_some() => {
                        self.show_tournament();
                        Task::none()
                    }
                    new_game::Event::Back => {
                        self.go_start();
                        Task::none()
                    }
                    new_game::Event::Start(start) => {
                        let (fields, rules, time_control, position) = *start;
                        let made = Session::new_at(&fields, rules, &self.config_dir, lang, position.as_deref())
                            .and_then(|mut s| s.set_time_control(time_control).map(|()| s))
                            .and_then(|mut s| match &save_to {
                                // A tournament's board: saved at once into the tournament folder.
                                Some(to) => s.save_as(&free_path(to)).map(|()| s),
                                None => Ok(s),
                            });
                        match made {
                            Ok(s) => {
                                self.config.last_event = Some(new_game::event_info(&fields));
                                self.remember_config();
                                self.session = Some(s);
                                self.screen = self.screen_for_session();
                                self.notice = None;
                                self.rescuable = None;
                            }
                            Err(e) => self.say(true, e),
                        }
                        Task::none()
                    }
                }
            }
            Message::Scheme(m) => {
                let Screen::Scheme(st) = &mut self.screen else { return Task::none() };
                match st.update(m) {
                    scheme::Event::None => Task::none(),
                    scheme::Event::PickFile => self.pick_file(Purpose::LoadScheme),
                    scheme::Event::Seal(draft) => {
                        let Some(s) = &mut self.session else { return Task::none() };
                        match s.seal(st.color, &draft) {
                            Ok(code) => st.sealed(code),
                            Err(problems) => st.problems = problems,
                        }
                        Task::none()
                    }
                    scheme::Event::Continue => {
                        self.screen = self.screen_for_session();
                        Task::none()
                    }
                }
            }
            Message::Reveal(m) => {
                let Screen::Reveal(st) = &mut self.screen else { return Task::none() };
                match st.update(m) {
                    reveal::Event::None => Task::none(),
                    reveal::Event::RevealTyped(typed) => {
                        let Some(s) = &mut self.session else { return Task::none() };
                        match s.reveal_typed(&typed) {
                            Ok(report) => st.revealed(report, s.needs_draw()),
                            Err(e) => st.error = Some(e),
                        }
                        Task::none()
                    }
                    reveal::Event::Continue => {
                        let Some(s) = &mut self.session else { return Task::none() };
                        if s.needs_draw() {
                            self.screen = Screen::Draw(draw::State::default());
                            return Task::none();
                        }
                        self.begin_play()
                    }
                }
            }
            Message::Draw(m) => {
                let (Screen::Draw(st), Some(s)) = (&mut self.screen, &mut self.session) else { return Task::none() };
                match st.update(s, m) {
                    draw::Event::None => Task::none(),
                    draw::Event::Continue => self.begin_play(),
                }
            }
            Message::Recording(m) => {
                let (Screen::Recording(st), Some(s)) = (&mut self.screen, &mut self.session) else {
                    return Task::none();
                };
                match st.update(s, m, lang) {
                    recording::Event::None | recording::Event::Changed => Task::none(),
                    recording::Event::Sheet => {
                        self.write_pdf();
                        Task::none()
                    }
                    recording::Event::HideLater(token) => Task::perform(
                        async move {
                            // A timer thread, so no worker of the executor sleeps.
                            let (tx, rx) = iced::futures::channel::oneshot::channel();
                            std::thread::spawn(move || {
                                std::thread::sleep(std::time::Duration::from_secs(recording::PANEL_SECONDS));
                                let _ = tx.send(());
                            });
                            let _ = rx.await;
                            token
                        },
                        |t| Message::Recording(recording::Message::PanelHide(t)),
                    ),
                    recording::Event::Signatures => {
                        let sig = &s.record().signatures;
                        let signed = [sig.white.is_some(), sig.black.is_some(), sig.arbiter.is_some()];
                        let pads = [&sig.white, &sig.black, &sig.arbiter]
                            .map(|x| x.as_ref().map(|d| d.strokes.clone()).unwrap_or_default());
                        self.screen = Screen::Signatures(signatures::State {
                            pads,
                            signed,
                            notice: None,
                            seal: s.arbiter_seal(),
                        });
                        Task::none()
                    }
                }
            }
            Message::Club(club::Message::Back) => {
                self.go_start();
                Task::none()
            }
            Message::Club(m) => {
                let Screen::Club(st) = &mut self.screen else { return Task::none() };
                st.update(m, lang).map(Message::Club)
            }
            Message::Tournament(m) => {
                let Screen::Tournament(st) = &mut self.screen else { return Task::none() };
                match st.update(m, lang, &self.config_dir) {
                    tournament::Event::None => Task::none(),
                    tournament::Event::Back => {
                        self.keep_tournament();
                        self.go_start();
                        Task::none()
                    }
                    tournament::Event::Pick(what) => pick_folder(what),
                    tournament::Event::StartBoard(b) => {
                        self.keep_tournament();
                        self.leave(Leaving::Board(b))
                    }
                    tournament::Event::OpenGame(p) => {
                        self.keep_tournament();
                        self.leave(Leaving::Open(p))
                    }
                    tournament::Event::Focus(id) => iced::widget::operation::focus(id),
                }
            }
            Message::Signatures(m) => {
                let (Screen::Signatures(st), Some(s)) = (&mut self.screen, &mut self.session) else {
                    return Task::none();
                };
                match st.update(s, m) {
                    signatures::Event::None => Task::none(),
                    signatures::Event::Back => {
                        self.screen = Screen::Recording(recording::State::default());
                        Task::none()
                    }
                    signatures::Event::Save => self.handle(Message::Save),
                    signatures::Event::Pdf => {
                        self.write_pdf();
                        Task::none()
                    }
                    signatures::Event::Print => {
                        if let Some(path) = self.write_pdf() {
                            let dirs = self.print_dirs.clone().unwrap_or_else(victoria_sheet::print::search_path);
                            match victoria_sheet::print::print_file_with(&path, &dirs) {
                                Ok(p) => self.say(false, Said::with(move |lang| p.message(sheet_lang(lang)))),
                                Err(e) => {
                                    let said = print_failure(&path, e);
                                    self.say(true, said)
                                }
                            }
                        }
                        Task::none()
                    }
                }
            }
        }
    }

    /// Keeps the Tournament screen's state while another screen is shown.
    fn keep_tournament(&mut self) {
        let screen = std::mem::replace(&mut self.screen, Screen::Start(start::State::default()));
        match screen {
            Screen::Tournament(st) => self.tournament = Some(st),
            other => self.screen = other,
        }
    }

    /// The Tournament screen: the one kept (its folder read again), or a new one.
    fn show_tournament(&mut self) {
        let mut st = self.tournament.take().unwrap_or_default();
        st.reload();
        self.screen = Screen::Tournament(st);
    }

    /// Prints the score sheet (the sheet library) to a PDF beside the game file; returns its
    /// path once written.
    pub fn write_pdf(&mut self) -> Option<PathBuf> {
        let lang = self.lang();
        let s = self.session.as_ref()?;
        let path = s.path().map(|p| p.with_extension("pdf"))?;
        let written = victoria_sheet::render(s.record(), victoria_sheet::Paper::A4, sheet_lang(lang))
            .map_err(Said::new)
            .and_then(|bytes| victoria_record::store::atomic_write(&path, &bytes, true).map_err(Said::new));
        match written {
            Ok(()) => {
                let shown = path.clone();
                self.say(
                    false,
                    Said::with(move |lang| crate::t!(lang, "app-pdf-written", path = shown.display().to_string())),
                );
                Some(path)
            }
            Err(e) => {
                self.say(true, e);
                None
            }
        }
    }

    fn begin_play(&mut self) -> Task<Message> {
        let Some(s) = &mut self.session else { return Task::none() };
        match s.start_play() {
            Ok(()) => {
                self.screen = Screen::Recording(recording::State::default());
                Task::none()
            }
            Err(e) => {
                self.say(true, e);
                Task::none()
            }
        }
    }

    pub fn view(&self, id: window::Id) -> Element<'_, Message> {
        if Some(id) == self.public_window {
            return self.view_public();
        }
        self.view_main()
    }

    /// The public window's content.
    pub fn view_public(&self) -> Element<'_, Message> {
        public::view(&self.public, self.lang()).map(|_| Message::Noop)
    }

    /// The main window's content.
    pub fn view_main(&self) -> Element<'_, Message> {
        let lang = self.lang();
        let body: Element<'_, Message> = match (&self.screen, &self.session) {
            (Screen::Start(st), _) => st.view(lang).map(Message::Start),
            (Screen::NewGame(st), _) => st.view(lang).map(Message::NewGame),
            (Screen::Scheme(st), _) => st.view(lang).map(Message::Scheme),
            (Screen::Reveal(st), _) => st.view(lang).map(Message::Reveal),
            (Screen::Draw(st), Some(s)) => st.view(s, lang, &self.board).map(Message::Draw),
            (Screen::Recording(st), Some(s)) => st.view(s, lang, &self.board).map(Message::Recording),
            (Screen::Signatures(st), _) => st.view(lang).map(Message::Signatures),
            (Screen::Club(st), _) => st.view(lang).map(Message::Club),
            (Screen::Tournament(st), _) => st.view(lang).map(Message::Tournament),
            _ => text(crate::t!(lang, "app-no-game")).into(),
        };
        let mut page = column![self.top_bar()].spacing(0);
        if let Some(p) = &self.save_as {
            page = page.push(
                container(
                    row![
                        text(crate::t!(lang, "app-save-as-path")),
                        layer::own_layer(
                            text_input("", p)
                                .id("save-as-path")
                                .style(theme::field)
                                .on_input(Message::SaveAsPath)
                                .on_submit(Message::SaveAsConfirm)
                                .padding(5)
                        ),
                        ui::btn_primary(crate::t!(lang, "app-save"), "save-as-confirm", Some(Message::SaveAsConfirm)),
                        btn_secondary(crate::t!(lang, "app-cancel"), "save-as-cancel", Some(Message::SaveAsCancel)),
                    ]
                    .spacing(8)
                    .align_y(iced::Alignment::Center),
                )
                .padding(8)
                .style(theme::info),
            );
        }
        if self.leaving.is_some() && self.save_as.is_none() {
            page = page.push(self.leave_prompt());
        }
        let body: Element<'_, Message> = if self.help { self.help_view() } else { body };
        page = page.push(container(body).padding(14).width(Length::Fill).height(Length::Fill));
        if let Some(n) = &self.notice {
            let mut line = row![text(n.text.words(self.lang())).size(14).width(Length::Fill)].spacing(12);
            if n.error && self.rescuable.is_some() {
                let label = crate::t!(self.lang(), "app-rescue");
                line = line.push(ui::btn_secondary(label, "app-rescue", Some(Message::Rescue)));
            }
            line = line.push(
                container(
                    iced::widget::button(text(keys::with_keys("×", keys::Action::Cancel.key())).size(14))
                        .padding([2, 8])
                        .style(iced::widget::button::text)
                        .on_press(Message::DismissNotice),
                )
                .id("notice-dismiss"),
            );
            page = page.push(
                container(line.align_y(iced::Alignment::Center))
                    .padding([6, 14])
                    .width(Length::Fill)
                    .style(if n.error { theme::flag_illegal } else { theme::info }),
            );
        }
        page.into()
    }

    /// The list of keys (F1), in place of the screen until F1 or Esc closes it.
    fn help_view(&self) -> Element<'_, Message> {
        let lang = self.lang();
        let line = |key: &str, words: String| -> Element<'_, Message> {
            row![text(key.to_string()).size(16).width(Length::Fixed(110.0)), text(words).size(16)].spacing(12).into()
        };
        let mut list = column![].spacing(6);
        list = list.push(line("Enter", crate::t!(lang, "key-enter")));
        list = list.push(line("Tab", crate::t!(lang, "key-tab")));
        for a in keys::Action::ALL {
            list = list.push(line(a.key(), a.words(lang)));
        }
        list = list.push(line(Shortcut::Undo.key(), keys::Action::TakeBack.words(lang)));
        list = list.push(line(Shortcut::SetClocks.key(), crate::t!(lang, "key-set-clocks")));
        list = list.push(line(Shortcut::LogIllegal.key(), crate::t!(lang, "key-log-illegal")));
        list = list.push(line(Shortcut::CanMate.key(), crate::t!(lang, "key-can-mate")));
        container(
            column![
                ui::heading(crate::t!(lang, "help-title")),
                list,
                btn_secondary(
                    keys::with_key(crate::t!(lang, "help-close"), keys::Action::Help),
                    "help-close",
                    Some(Message::Key(keys::Action::Help))
                ),
            ]
            .spacing(16),
        )
        .padding(24)
        .width(Length::Fill)
        .style(theme::card)
        .into()
    }

    /// The unsaved-changes prompt: save, keep in the working file, or cancel.
    fn leave_prompt(&self) -> Element<'_, Message> {
        let lang = self.lang();
        let t = |id: &str| crate::t!(lang, id);
        container(
            row![
                text(t("app-unsaved-question")).width(Length::Fill),
                ui::btn_primary(t("app-unsaved-save"), "leave-save", Some(Message::Leave(LeaveChoice::Save))),
                btn_secondary(t("app-unsaved-keep"), "leave-keep", Some(Message::Leave(LeaveChoice::Keep))),
                btn_secondary(crate::t!(lang, "app-cancel"), "leave-cancel", Some(Message::Leave(LeaveChoice::Cancel))),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        )
        .padding(8)
        .style(theme::flag_check)
        .into()
    }

    fn top_bar(&self) -> Element<'_, Message> {
        let lang = self.lang();
        let lang_btn = |l: Lang, label: &'static str, id: &'static str| -> Element<'_, Message> {
            let b = button(text(label).size(14)).padding([4, 10]).on_press(Message::Lang(l));
            container(if l == lang { b.style(button::primary) } else { b.style(button::secondary) }).id(id).into()
        };
        let has = self.session.is_some();
        let dirty = self.session.as_ref().is_some_and(|s| s.is_dirty());
        let public = if self.public_window.is_some() { "app-close-public" } else { "app-open-public" };
        // The app's name where the buttons leave room for it on one line (a narrow window
        // keeps it in its title bar only).
        let name = crate::t!(lang, "app-title");
        let title = iced::widget::responsive(move |room| -> Element<'_, Message> {
            if room.width >= TITLE_ROOM { text(name.clone()).size(18).into() } else { iced::widget::space().into() }
        })
        .height(Length::Fixed(24.0));
        container(
            row![
                title,
                btn_secondary(crate::t!(lang, "app-home"), "top-home", Some(Message::Home)),
                btn_secondary(crate::t!(lang, "app-new-short"), "top-new", Some(Message::Shortcut(Shortcut::New))),
                btn_secondary(crate::t!(lang, "app-open-short"), "top-open", Some(Message::Shortcut(Shortcut::Open))),
                btn_secondary(
                    format!("{}{}", crate::t!(lang, "app-save"), if dirty { " •" } else { "" }),
                    "top-save",
                    has.then_some(Message::Save)
                ),
                btn_secondary(crate::t!(lang, "app-save-as-short"), "top-save-as", has.then_some(Message::SaveAs)),
                btn_secondary(
                    keys::with_key(crate::t!(lang, public), keys::Action::PublicWindow),
                    "top-public",
                    Some(Message::TogglePublic)
                ),
                lang_btn(Lang::Ru, "RU", "lang-ru"),
                lang_btn(Lang::En, "EN", "lang-en"),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        )
        .padding([8, 14])
        .width(Length::Fill)
        .style(theme::top_bar)
        .into()
    }
}

/// The width the top bar's app name needs on one line (18 px, either language).
const TITLE_ROOM: f32 = 190.0;

/// A folder dialog for the Tournament screen (a typed path where there is none).
fn pick_folder(what: tournament::PickFor) -> Task<Message> {
    if !dialogs_available() {
        return Task::done(Message::Tournament(tournament::Message::NoDialog));
    }
    Task::perform(async { rfd::AsyncFileDialog::new().pick_folder().await.map(|h| h.path().to_path_buf()) }, move |p| {
        Message::Tournament(tournament::Message::Picked(what, p))
    })
}

/// `path`, or `NAME-2.json`, `NAME-3.json`… beside it when it is taken (a board's game file is
/// never written over).
fn free_path(path: &Path) -> PathBuf {
    if !path.exists() {
        return path.to_path_buf();
    }
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    (2..).map(|n| path.with_file_name(format!("{stem}-{n}.json"))).find(|p| !p.exists()).expect("a free name")
}

/// The message of a key press (Ctrl shortcuts, function keys, Esc, Tab; see [`keys`]);
/// `captured`: a widget used the key already. Arrows, Enter, Delete and the result keys that
/// no widget used go to the Tournament screen (the others ignore them).
pub fn key_message(event: &keyboard::Event, captured: bool) -> Option<Message> {
    if keys::press(event, captured).is_none()
        && !captured
        && let keyboard::Event::KeyPressed { key, modifiers, .. } = event
        && !(modifiers.control() || modifiers.alt() || modifiers.logo())
    {
        return tournament::key_of(key).map(|k| Message::Tournament(tournament::Message::Key(k)));
    }
    Some(match keys::press(event, captured)? {
        keys::Press::Command(s) => Message::Shortcut(s),
        keys::Press::Action(a) => Message::Key(a),
        keys::Press::NextField => Message::FocusNext,
        keys::Press::PreviousField => Message::FocusPrevious,
    })
}

/// The folder Save As proposes inside the documents folder.
pub const GAMES_FOLDER: &str = "Victoria games";

/// A stream that yields every second, from a timer thread of its own (the executor has no
/// timer). The thread ends with the subscription: its next send finds the stream gone.
fn seconds() -> impl iced::futures::Stream<Item = ()> {
    let (tx, rx) = iced::futures::channel::mpsc::unbounded();
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(std::time::Duration::from_secs(1));
            if tx.unbounded_send(()).is_err() {
                break;
            }
        }
    });
    rx
}

/// A stream that yields ten times a second while a background analysis runs (the
/// subscription exists only then; its thread ends with it, as [`seconds`]'s does).
fn tenths() -> impl iced::futures::Stream<Item = ()> {
    let (tx, rx) = iced::futures::channel::mpsc::unbounded();
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(std::time::Duration::from_millis(100));
            if tx.unbounded_send(()).is_err() {
                break;
            }
        }
    });
    rx
}

/// The sheet's language: the same [`Lang`] as the screen's.
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
    let e = std::sync::Arc::new(e);
    Said::with(move |lang| e.text(sheet_lang(lang)).lines().next().unwrap_or_default().to_string())
}

fn sheet_lang(lang: Lang) -> victoria_words::Lang {
    lang
}

fn empty_public() -> public::PublicView {
    public::PublicView {
        event: String::new(),
        white: String::new(),
        black: String::new(),
        phase: public::Phase::Schemes,
        board: BoardView::empty(12, 12),
        to_move: victoria_rules::Color::White,
        moves: Vec::new(),
        check: None,
        petrified: None,
        result: None,
        points: [0, 0],
        synthesis: None,
        clocks: None,
    }
}
