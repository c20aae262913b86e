//! The one contract every screen of the main window keeps (after halloy's `screen` modules and
//! icebreaker's `Action`): a screen owns a private `State` and its own `Message`, and offers
//!
//! - `update(&mut self, Message, &mut Context) -> Action<Message>`: the screen changes itself
//!   and the game through the [`Context`], and returns what only the app can do;
//! - `view(&self, &Look) -> Element<Message>`: what it shows, from its state and the [`Look`];
//! - `key(&self, Key, &Look) -> Option<Message>`: what a key means on this screen;
//! - optionally `subscription`, `focus` (the field the keyboard belongs in after an action) and
//!   `Message::keeps_focus`.
//!
//! The app only routes: it forwards each message to the current screen and carries out the
//! [`Action`] it returns (run a task, show a [`Notice`], or a [`Request`] such as going to
//! another screen or saving the game). It names no screen's inner message and builds no
//! screen's state.

use super::board::BoardView;
use super::config::Config;
use super::notice::Notice;
use super::session::Session;
use iced::Task;
use std::path::{Path, PathBuf};
use victoria_session::tournament::BoardStart;
use victoria_words::Lang;
use victoria_words::Words;

/// What a screen may read and change while it handles a message: the language, the config
/// folder, the game in progress (or none), and what the app remembers.
pub struct Context<'a> {
    pub lang: Lang,
    pub config_dir: &'a Path,
    pub session: Option<&'a mut Session>,
    pub config: &'a mut Config,
    /// Where Print looks for `lp`, `lpr` and the viewer (`None`: the `PATH`).
    pub print_dirs: Option<&'a [PathBuf]>,
}

impl Context<'_> {
    /// The game in progress; a screen of a game is shown only while there is one.
    pub fn session(&mut self) -> Option<&mut Session> {
        self.session.as_deref_mut()
    }
}

/// What a screen may read while it draws: the language, the game in progress and the board
/// the app computed for it.
#[derive(Clone, Copy)]
pub struct Look<'a> {
    pub lang: Lang,
    pub session: Option<&'a Session>,
    pub board: &'a BoardView,
    pub config: &'a Config,
    /// The desk's link to an event's hub, while this desk publishes a board.
    pub live: Option<&'a super::live::LinkView>,
}

/// A key of the main window, as a screen receives it: a function key or Esc ([`keys::Action`]),
/// a Ctrl shortcut, or a plain key no widget used (arrows, Enter, Delete, letters).
///
/// [`keys::Action`]: super::keys::Action
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    Action(super::keys::Action),
    Shortcut(super::keys::Shortcut),
    Plain(iced::keyboard::Key),
}

/// What only the app can do, asked by a screen.
pub enum Request {
    /// The Start screen.
    Home,
    /// The New game form (after asking about unsaved changes).
    NewGame,
    /// Open this game file (after asking about unsaved changes).
    Open(PathBuf),
    /// Choose a game file to open in the system dialog (after asking about unsaved changes).
    PickGame,
    /// Resume the unfinished game the journal holds.
    Resume,
    /// The club statistics.
    Club,
    /// The Tournament screen (the one kept while a board's game was played, or a new one).
    Tournament,
    /// The New game form filled in for a tournament's board (after asking about unsaved changes).
    Board(Box<BoardStart>),
    /// The chief arbiter gave this desk a board of an event: the desk's link to the hub starts,
    /// and the New game form opens filled in from the pairing.
    Joined(Box<Joined>),
    /// A game was made (the New game form): it becomes the game in progress.
    Started(Box<Session>),
    /// The screen that fits where the game in progress stands.
    Follow,
    /// The bastion lot draw.
    Draw,
    /// Start recording (the game leaves its setup).
    Play,
    /// The signatures pad.
    Signatures,
    /// Back to the recording screen.
    Recording,
    /// Save the game to its own file (Save As for a working file).
    Save,
    /// Write the score sheet (PDF) beside the game file.
    Pdf,
    /// Write the score sheet and print it.
    Print,
}

/// What a screen's `update` returns for the app to carry out.
pub enum Action<M> {
    None,
    /// Run a task whose messages come back to the same screen.
    Run(Task<M>),
    /// Show a line in the status bar.
    Notice(Notice),
    /// Ask the app for something only it can do.
    Request(Request),
    /// Several of these, in order.
    Batch(Vec<Action<M>>),
}

impl<M> Action<M> {
    /// A line in the status bar, worded when drawn.
    pub fn info(fact: impl Words + Send + Sync + 'static) -> Action<M> {
        Action::Notice(Notice::info(fact))
    }

    /// An error line in the status bar, worded when drawn.
    pub fn error(fact: impl Words + Send + Sync + 'static) -> Action<M> {
        Action::Notice(Notice::error(fact))
    }

    /// Give the keyboard to the field with this id.
    pub fn focus(id: &'static str) -> Action<M>
    where
        M: Send + 'static,
    {
        Action::Run(iced::widget::operation::focus(id))
    }

    /// This action, then `next`.
    pub fn then(self, next: Action<M>) -> Action<M> {
        match (self, next) {
            (Action::None, n) => n,
            (a, Action::None) => a,
            (Action::Batch(mut v), n) => {
                v.push(n);
                Action::Batch(v)
            }
            (a, n) => Action::Batch(vec![a, n]),
        }
    }

    /// The same action for a screen that wraps this one's messages with `f`.
    pub fn map<N: Send + 'static>(self, f: impl Fn(M) -> N + Send + Clone + 'static) -> Action<N>
    where
        M: Send + 'static,
    {
        match self {
            Action::None => Action::None,
            Action::Run(t) => Action::Run(t.map(f)),
            Action::Notice(n) => Action::Notice(n),
            Action::Request(r) => Action::Request(r),
            Action::Batch(v) => Action::Batch(v.into_iter().map(|a| a.map(f.clone())).collect()),
        }
    }
}

impl std::fmt::Debug for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Request::Open(p) => write!(f, "Open({})", p.display()),
            Request::Board(b) => write!(f, "Board({b:?})"),
            Request::Joined(j) => write!(f, "Joined({})", j.assignment.board),
            Request::Started(s) => write!(f, "Started({})", s.record().id),
            other => f.write_str(match other {
                Request::Home => "Home",
                Request::NewGame => "NewGame",
                Request::PickGame => "PickGame",
                Request::Resume => "Resume",
                Request::Club => "Club",
                Request::Tournament => "Tournament",
                Request::Follow => "Follow",
                Request::Draw => "Draw",
                Request::Play => "Play",
                Request::Signatures => "Signatures",
                Request::Recording => "Recording",
                Request::Save => "Save",
                Request::Pdf => "Pdf",
                Request::Print => "Print",
                Request::Open(_) | Request::Board(_) | Request::Joined(_) | Request::Started(_) => {
                    unreachable!("named above")
                }
            }),
        }
    }
}

impl<M> From<Request> for Action<M> {
    fn from(r: Request) -> Action<M> {
        Action::Request(r)
    }
}

impl<M> std::fmt::Debug for Action<M> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Action::None => f.write_str("None"),
            Action::Run(_) => f.write_str("Run(..)"),
            Action::Notice(n) => write!(f, "Notice({n:?})"),
            Action::Request(r) => write!(f, "Request({r:?})"),
            Action::Batch(v) => f.debug_list().entries(v).finish(),
        }
    }
}

/// What the app needs to start the desk's game and its link.
#[derive(Clone, Debug)]
pub struct Joined {
    pub hub: victoria_live::join::HubAddress,
    pub code: String,
    pub assignment: victoria_live::join::Assignment,
}
