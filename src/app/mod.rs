//! The desktop app (issue 4), built with iced as a daemon with two windows: the arbiter's main
//! window, which moves through the screens of a game (Start → New game → sealed schemes →
//! Reveal → bastion draw → Recording → Signatures), and the public board window for the
//! players, built only from a [`public::PublicView`].
//!
//! One [`App`] holds the config, the current [`Screen`], the [`session::Session`] (the record,
//! the engine's game and the journal), the status bar's [`Notice`] and the app's own dialogs.
//! It only routes: every screen keeps the contract of [`screen`] (its own `Message`, `update`
//! returning an [`Action`], `view`, keys), and [`App::update`] hands each message to the screen
//! it belongs to and carries out what comes back ([`requests`]). Styles live in [`theme`],
//! words in the catalogues (`t!`).

pub mod board;
// The app's logic lives in the iced-free session crate; these names keep the screens' paths short.
pub use victoria_session::{config, model, session};
pub mod dialog;
pub mod files;
pub mod keys;
pub mod layer;
pub mod live;
pub mod notice;
pub mod pick;
pub mod public;
mod requests;
pub mod screen;
pub mod screens;
pub mod snug;
pub mod synthesis;
pub mod theme;
pub mod tick;
pub mod ui;
mod view;
pub mod wrap;

use board::BoardView;
use config::Config;
use dialog::{help, leave, save_as};
use iced::{Size, Subscription, Task, window};
pub use keys::Shortcut;
pub use notice::Notice;
use screen::{Action, Context, Key, Look};
pub use screens::Screen;
use screens::{club, draw, new_game, recording, reveal, scheme, signatures, start, tournament};
use session::Session;
use std::path::{Path, PathBuf};
use victoria_words::Lang;

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

#[derive(Clone, Debug)]
pub enum Message {
    Start(start::Message),
    NewGame(new_game::Message),
    Scheme(scheme::Message),
    Reveal(reveal::Message),
    Draw(draw::Message),
    Recording(recording::Message),
    Signatures(signatures::Message),
    Club(club::Message),
    Tournament(tournament::Message),
    /// The unsaved-changes prompt's answer.
    Leave(leave::Message),
    /// The Save As path bar.
    SaveAsBar(save_as::Message),
    /// The list of keys.
    Help(help::Message),
    /// Close the status bar's message (its × or Esc).
    DismissNotice,
    /// Look at the desk's link to the hub again (every second while a snapshot waits).
    LiveTick,
    /// Rescue the game whose journal is damaged (the notice's button) into a new file.
    Rescue,
    Lang(Lang),
    /// A Ctrl shortcut.
    Shortcut(Shortcut),
    /// A key of [`keys::Action`] (function keys, Esc).
    Key(keys::Action),
    /// A key without Ctrl or Alt that no widget used (arrows, Enter, Delete, result keys).
    Plain(iced::keyboard::Key),
    /// Tab and Shift+Tab: the next or previous field of the form.
    FocusNext,
    FocusPrevious,
    MainOpened(window::Id),
    PublicOpened(window::Id),
    WindowClosed(window::Id),
    /// The system asks to close a window (the main one asks first about unsaved changes).
    CloseRequested(window::Id),
    TogglePublic,
    Home,
    /// Back from a board's game to its event (the top bar, while the game is one of the event's).
    ToEvent,
    Save,
    SaveAs,
    /// A game file chosen in the system dialog (`None`: cancelled).
    Picked(files::Purpose, Option<PathBuf>),
    Noop,
}

/// The main window's size when it opens: a 1280x800 laptop screen, the size every screen is
/// laid out and checked at (`tests/app/fit.rs`).
pub const MAIN_WINDOW: Size = Size::new(1280.0, 800.0);

pub struct App {
    config_dir: PathBuf,
    config: Config,
    screen: Screen,
    session: Option<Session>,
    main_window: Option<window::Id>,
    public_window: Option<window::Id>,
    notice: Option<Notice>,
    /// The status bar's line of how the game came to be open, and how far the game had gone
    /// then: it stands until the game moves on ([`App::fold_opening`]).
    opening: Option<(Notice, (usize, bool))>,
    /// The Save As path bar (where the system dialog is missing or was cancelled).
    save_as: Option<save_as::State>,
    /// The unsaved-changes prompt, while it waits for an answer.
    leaving: Option<leave::State>,
    /// The list of keys (F1) is shown over the screen.
    help: bool,
    /// The arbiter's board, recomputed after every change.
    board: BoardView,
    /// The public window's content, recomputed after every change.
    public: public::PublicView,
    /// The record id of the game whose public window was opened when its recording began
    /// (it opens by itself once per game; closed by the arbiter, it stays closed).
    public_shown_for: Option<String>,
    /// Where Print looks for `lp`, `lpr` and the viewer (`None`: the `PATH`).
    print_dirs: Option<Vec<PathBuf>>,
    /// The Tournament screen while a board's game is played (the Start screen's "Tournament…"
    /// and New game's Back come back to it).
    tournament: Option<Box<tournament::State>>,
    /// The game result last handed to the event (its record id and result), so each result of
    /// a board's game lands once.
    landed: Option<String>,
    /// This desk's link to an event's hub, once the chief gave it a board.
    link: Option<live::Link>,
    /// The game file whose live file was last looked at (for a link to resume).
    link_checked: Option<PathBuf>,
}

impl App {
    /// The app on its Start screen, with the config in `config_dir`; no window is opened.
    pub fn new(config_dir: &Path) -> App {
        App::start(config_dir, config::system_lang())
    }

    /// The app on the config of `config_dir`; a first start (no config yet) speaks `first`. A
    /// broken config never stops it: the defaults are used and the status bar says why.
    pub fn start(config_dir: &Path, first: Lang) -> App {
        let (config, problem) = Config::load(config_dir, first);
        let mut app = App {
            config_dir: config_dir.to_path_buf(),
            screen: Screen::Start(start::State::new(config_dir, &config.recent, config.lang)),
            config,
            session: None,
            main_window: None,
            public_window: None,
            notice: None,
            opening: None,
            save_as: None,
            leaving: None,
            help: false,
            board: BoardView::empty(12, 12),
            public: public::empty(),
            public_shown_for: None,
            print_dirs: None,
            tournament: None,
            landed: None,
            link: None,
            link_checked: None,
        };
        if let Some(p) = problem {
            app.notice = Some(Notice::error(requests::ConfigBroken(std::sync::Arc::new(p))));
        }
        app
    }

    /// The app with its main window opening, on `game` if given.
    fn boot(game: Option<&Path>) -> (App, Task<Message>) {
        let mut app = App::new(&config::dir());
        if let Some(g) = game {
            app.open_path(g);
        }
        let (_, open) = window::open(window::Settings {
            size: MAIN_WINDOW,
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

    /// The game in progress.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// The game in progress, to change it as the arbiter's tools do (tests set budgets here).
    pub fn session_mut(&mut self) -> Option<&mut Session> {
        self.session.as_mut()
    }

    /// The screen shown in the main window.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The status bar's message.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The config folder.
    pub fn config_dir(&self) -> &Path {
        &self.config_dir
    }

    /// What the app remembers between runs.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The arbiter's board as last drawn.
    pub fn board(&self) -> &BoardView {
        &self.board
    }

    /// This desk's link to an event's hub, if it joined one.
    pub fn link(&self) -> Option<&live::Link> {
        self.link.as_ref()
    }

    /// The public window's content.
    pub fn public(&self) -> &public::PublicView {
        &self.public
    }

    /// Whether the public window is open.
    pub fn public_open(&self) -> bool {
        self.public_window.is_some()
    }

    /// The public window, while it is open.
    pub fn public_window(&self) -> Option<window::Id> {
        self.public_window
    }

    /// The unsaved-changes prompt, while it waits.
    pub fn leaving(&self) -> Option<&leave::State> {
        self.leaving.as_ref()
    }

    /// The Save As path bar, while it is open.
    pub fn save_as_bar(&self) -> Option<&save_as::State> {
        self.save_as.as_ref()
    }

    /// Whether the list of keys is shown.
    pub fn help_shown(&self) -> bool {
        self.help
    }

    /// Where Print looks for `lp`, `lpr` and the viewer (tests put stand-in commands here).
    pub fn set_print_dirs(&mut self, dirs: Vec<PathBuf>) {
        self.print_dirs = Some(dirs);
    }

    /// Makes `s` the game in progress, on the screen that fits where it stands (as opening its
    /// file does, without a file).
    pub fn adopt(&mut self, s: Session) {
        self.session = Some(s);
        self.follow_session();
        self.refresh();
    }

    pub fn title(&self, id: window::Id) -> String {
        let lang = self.lang();
        let app = crate::t!(lang, "app-title");
        if Some(id) == self.public_window {
            return format!("{app} — {}", crate::t!(lang, "app-public-board"));
        }
        match &self.session {
            Some(s) => format!("{app} — {}", s.title()),
            None => app,
        }
    }

    fn look(&self) -> Look<'_> {
        Look {
            lang: self.lang(),
            session: self.session.as_ref(),
            board: &self.board,
            config: &self.config,
            live: self.link.as_ref().map(live::Link::view),
        }
    }

    fn subscription(&self) -> Subscription<Message> {
        Subscription::batch([
            iced::event::listen_with(|event, status, _window| match event {
                iced::Event::Keyboard(k) => key_message(&k, status == iced::event::Status::Captured),
                _ => None,
            }),
            window::close_events().map(Message::WindowClosed),
            window::close_requests().map(Message::CloseRequested),
            self.screen.subscription(&self.look()),
            // The desk's link: looked at every second while a snapshot waits (none when idle).
            match &self.link {
                Some(l) if l.view().busy() => Subscription::run(tick::seconds).map(|()| Message::LiveTick),
                _ => Subscription::none(),
            },
        ])
    }

    /// Whether the app wants a tick every second: only while a clock runs in a game that goes
    /// on and no flag has fallen yet, on the recording screen. Idle — no time control, clocks
    /// paused, the game over — it has no timer at all, so nothing wakes it.
    pub fn ticking(&self) -> bool {
        matches!(self.screen, Screen::Recording(_)) && self.session.as_ref().is_some_and(recording::ticking)
    }

    /// Whether the app polls a background analysis ("Can mate still happen?") ten times a
    /// second: only while one runs. Without one there is no such timer.
    pub fn polling(&self) -> bool {
        self.screen.polling()
    }

    pub fn update(&mut self, msg: Message) -> Task<Message> {
        let keep = Screen::keeps_focus(&msg)
            || matches!(&msg, Message::FocusNext | Message::FocusPrevious | Message::Plain(_))
            || matches!(&msg, Message::SaveAsBar(m) if m.keeps_focus());
        let mut task = self.route(msg);
        self.fold_opening();
        self.land_result();
        self.publish_live();
        if let Some(open) = self.auto_public() {
            task = Task::batch([task, open]);
        }
        self.refresh();
        if !keep && let Some(id) = self.focus_target() {
            task = Task::batch([task, iced::widget::operation::focus(id)]);
        }
        task
    }

    /// The router: each message to the screen or dialog it belongs to, or to the app's own
    /// handling ([`requests`]).
    fn route(&mut self, msg: Message) -> Task<Message> {
        match msg {
            Message::Noop => Task::none(),
            Message::Leave(m) => self.answer_leave(m),
            Message::SaveAsBar(m) => self.save_as_bar_update(m),
            Message::Help(help::Message::Close) => {
                self.help = false;
                Task::none()
            }
            Message::DismissNotice => {
                self.notice = None;
                Task::none()
            }
            Message::LiveTick => Task::none(),
            Message::Rescue => self.rescue(),
            Message::Lang(l) => self.set_lang(l),
            Message::Shortcut(s) => self.shortcut(s),
            Message::Key(a) => self.key(a),
            Message::Plain(k) => self.for_screen(&Key::Plain(k)),
            Message::FocusNext | Message::FocusPrevious if self.move_field_only() => {
                iced::widget::operation::focus("move-input")
            }
            // Tab walks the screen's fields and lists and comes round again: it never leaves
            // the screen.
            Message::FocusNext => iced::advanced::widget::operate(pick::cycle::<()>(true)).discard(),
            Message::FocusPrevious => iced::advanced::widget::operate(pick::cycle::<()>(false)).discard(),
            Message::MainOpened(id) => {
                self.main_window = Some(id);
                Task::none()
            }
            Message::PublicOpened(id) => {
                self.public_window = Some(id);
                Task::none()
            }
            Message::WindowClosed(id) => self.window_closed(id),
            Message::CloseRequested(id) if Some(id) == self.main_window => self.leave(leave::Leaving::Close(id)),
            Message::CloseRequested(id) => window::close(id),
            Message::TogglePublic => self.toggle_public(),
            Message::Home => self.request(screen::Request::Home),
            Message::ToEvent => self.request(screen::Request::Tournament),
            Message::Save => self.request(screen::Request::Save),
            Message::SaveAs => self.save_as_open(),
            Message::Picked(purpose, path) => self.picked(purpose, path),
            msg => {
                let action = {
                    let mut ctx = Context {
                        lang: self.config.lang,
                        config_dir: &self.config_dir,
                        session: self.session.as_mut(),
                        config: &mut self.config,
                        print_dirs: self.print_dirs.as_deref(),
                    };
                    self.screen.update(msg, &mut ctx)
                };
                self.act(action)
            }
        }
    }

    /// The Tournament screen, shown or kept while a board's game is played.
    fn event_desk(&mut self) -> Option<&mut tournament::State> {
        match &mut self.screen {
            Screen::Tournament(t) => Some(t),
            _ => self.tournament.as_deref_mut(),
        }
    }

    /// Whether the game in progress is a game of the event kept (its top bar leads back there).
    pub fn game_of_event(&self) -> bool {
        !matches!(self.screen, Screen::Tournament(_))
            && self.session.as_ref().zip(self.tournament.as_deref()).is_some_and(|(s, t)| t.holds_game(s.record()))
    }

    /// A board's game got its result: it lands in the event's round at once (issue 38), once
    /// per result; what the event says of it (taken, a conflict, a refusal) is the status line.
    fn land_result(&mut self) {
        let Some(s) = &self.session else { return };
        let record = s.record();
        let Some(result) = &record.result else { return };
        let key = format!("{}:{result:?}", record.id);
        if self.landed.as_deref() == Some(key.as_str()) {
            return;
        }
        let record = record.clone();
        let Some(desk) = self.event_desk() else { return };
        if !desk.holds_game(&record) {
            return;
        }
        let said = desk.take_game(&record);
        self.landed = Some(key);
        if let Some(n) = said {
            self.notice = Some(n);
        }
    }

    /// The desk's link: the board's game published after every action (handed to the outbox's
    /// thread; nothing waits for the hub), and where the link stands read again.
    fn publish_live(&mut self) {
        // A game opened that a desk published before: its link comes back (once per file).
        if let Some(path) = self.session.as_ref().and_then(Session::path)
            && self.link_checked.as_ref() != Some(&path)
        {
            if self.link.as_ref().is_none_or(|l| !self.session.as_ref().is_some_and(|s| l.holds(s.record())))
                && let Some(l) = live::Link::resume(&path, &self.config_dir)
            {
                self.link = Some(l);
            }
            self.link_checked = Some(path);
        }
        let Some(link) = &mut self.link else { return };
        let said = match &self.session {
            Some(s) => link.publish(s),
            None => {
                link.refresh();
                None
            }
        };
        if let Some(n) = said {
            self.notice = Some(n);
        }
    }

    /// Carries out what a screen asked for.
    fn act(&mut self, action: Action<Message>) -> Task<Message> {
        match action {
            Action::None => Task::none(),
            Action::Run(task) => task,
            Action::Notice(n) => {
                self.notice = Some(n);
                Task::none()
            }
            Action::Request(r) => self.request(r),
            Action::Batch(all) => Task::batch(all.into_iter().map(|a| self.act(a)).collect::<Vec<_>>()),
        }
    }

    /// The keys of the app itself (F1, F12, Esc for what the app shows over the screen); any
    /// other key goes to the screen.
    fn key(&mut self, action: keys::Action) -> Task<Message> {
        use keys::Action as A;
        match action {
            A::Help => self.help = !self.help,
            A::PublicWindow => return self.toggle_public(),
            A::Cancel if self.help => self.help = false,
            A::Cancel if self.save_as.is_some() => self.save_as = None,
            A::Cancel if self.leaving.is_some() => self.leaving = None,
            // Esc closes the status bar's message, besides what it does on the screen.
            A::Cancel if self.notice.is_some() => {
                self.notice = None;
                return self.for_screen(&Key::Action(action));
            }
            _ => return self.for_screen(&Key::Action(action)),
        }
        Task::none()
    }

    /// The Ctrl shortcuts: the app's own (new, open, save) and the screen's.
    fn shortcut(&mut self, s: Shortcut) -> Task<Message> {
        match s {
            Shortcut::New => self.leave(leave::Leaving::NewGame),
            Shortcut::Open => self.leave(leave::Leaving::PickFile),
            Shortcut::Save => self.request(screen::Request::Save),
            Shortcut::SaveAs => self.save_as_open(),
            _ => self.for_screen(&Key::Shortcut(s)),
        }
    }

    /// A key for the current screen, if it means something there.
    fn for_screen(&mut self, key: &Key) -> Task<Message> {
        match self.screen.key(key, &self.look()) {
            Some(m) => self.route(m),
            None => Task::none(),
        }
    }

    /// Where the keyboard focus belongs after an action: the Save As path while that bar is
    /// open, else the screen's own field (the recording screen's move field or its dialog's
    /// reason). `None`: the focus stays where the person put it.
    pub fn focus_target(&self) -> Option<&'static str> {
        if self.save_as.is_some() {
            return Some(save_as::FIELD);
        }
        if self.help {
            return None;
        }
        self.screen.focus(&self.look())
    }

    /// Is the recording screen's move field the only field shown (no dialog with fields open)?
    fn move_field_only(&self) -> bool {
        !self.help && self.save_as.is_none() && self.focus_target() == Some("move-input")
    }

    /// The board and the public window's content, after every change.
    fn refresh(&mut self) {
        match &self.session {
            Some(s) => {
                self.board = self.screen.board(s);
                self.public = s.public_view(self.config.lang);
            }
            None => {
                self.board = BoardView::empty(12, 12);
                self.public = public::empty();
            }
        }
    }
}

/// The message of a key press (Ctrl shortcuts, function keys, Esc, Tab; see [`keys`]);
/// `captured`: a widget used the key already. A plain key that no widget used goes to the
/// screen ([`Message::Plain`]; the Tournament screen reads arrows, Enter and result keys).
pub fn key_message(event: &iced::keyboard::Event, captured: bool) -> Option<Message> {
    if keys::press(event, captured).is_none()
        && !captured
        && let iced::keyboard::Event::KeyPressed { key, modifiers, .. } = event
        && !(modifiers.control() || modifiers.alt() || modifiers.logo())
    {
        return Some(Message::Plain(key.clone()));
    }
    Some(match keys::press(event, captured)? {
        keys::Press::Command(s) => Message::Shortcut(s),
        keys::Press::Action(a) => Message::Key(a),
        keys::Press::NextField => Message::FocusNext,
        keys::Press::PreviousField => Message::FocusPrevious,
    })
}
