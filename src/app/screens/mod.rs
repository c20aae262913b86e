//! The screens of the main window, one module each, every one keeping the contract of
//! [`crate::app::screen`]: a private state, its own `Message`, `update` returning an
//! [`Action`], `view`, and its own keys. [`Screen`] is the one the window shows; its methods
//! forward to that screen, so the app routes without knowing any screen's messages.

pub mod club;
pub mod draw;
pub mod new_game;
pub mod recording;
pub mod reveal;
pub mod scheme;
pub mod signatures;
pub mod start;
pub mod tournament;

use super::Message;
use super::board::BoardView;
use super::screen::{Action, Context, Key, Look};
use super::session::Session;
use iced::{Element, Subscription};

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

impl Screen {
    /// The screen that fits where `session`'s game stands: recording once it is played (a game
    /// started from a position needs no schemes), else the next scheme to seal, the bastion
    /// draw, or the reveal.
    pub fn for_session(s: &mut Session) -> Screen {
        if s.is_playing() {
            return Screen::Recording(recording::State::resumed(s));
        }
        if let Some(c) = s.next_to_seal() {
            return Screen::Scheme(scheme::State::new(c, s.rules(), s.record().width, s.record().height));
        }
        if s.record().both_revealed() && s.needs_draw() {
            return Screen::Draw(draw::State::default());
        }
        Screen::Reveal(reveal::State::of(s))
    }

    /// Hands `msg` to the screen it belongs to (a message for a screen no longer shown is
    /// dropped) and returns what the screen asks of the app.
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        match (self, msg) {
            (Screen::Start(s), Message::Start(m)) => s.update(m, ctx).map(Message::Start),
            (Screen::NewGame(s), Message::NewGame(m)) => s.update(m, ctx).map(Message::NewGame),
            (Screen::Scheme(s), Message::Scheme(m)) => s.update(m, ctx).map(Message::Scheme),
            (Screen::Reveal(s), Message::Reveal(m)) => s.update(m, ctx).map(Message::Reveal),
            (Screen::Draw(s), Message::Draw(m)) => s.update(m, ctx).map(Message::Draw),
            (Screen::Recording(s), Message::Recording(m)) => s.update(m, ctx).map(Message::Recording),
            (Screen::Signatures(s), Message::Signatures(m)) => s.update(m, ctx).map(Message::Signatures),
            (Screen::Club(s), Message::Club(m)) => s.update(m, ctx).map(Message::Club),
            (Screen::Tournament(s), Message::Tournament(m)) => s.update(m, ctx).map(Message::Tournament),
            _ => Action::None,
        }
    }

    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        match self {
            Screen::Start(s) => s.view(look).map(Message::Start),
            Screen::NewGame(s) => s.view(look).map(Message::NewGame),
            Screen::Scheme(s) => s.view(look).map(Message::Scheme),
            Screen::Reveal(s) => s.view(look).map(Message::Reveal),
            Screen::Draw(s) => s.view(look).map(Message::Draw),
            Screen::Recording(s) => s.view(look).map(Message::Recording),
            Screen::Signatures(s) => s.view(look).map(Message::Signatures),
            Screen::Club(s) => s.view(look).map(Message::Club),
            Screen::Tournament(s) => s.view(look).map(Message::Tournament),
        }
    }

    /// What `key` means on this screen, if anything.
    pub fn key(&self, key: &Key, look: &Look) -> Option<Message> {
        match self {
            Screen::Recording(s) => s.key(key, look).map(Message::Recording),
            Screen::Tournament(s) => s.key(key).map(Message::Tournament),
            _ => None,
        }
    }

    /// The screen's timers (none while idle).
    pub fn subscription(&self, look: &Look) -> Subscription<Message> {
        match self {
            Screen::Recording(s) => s.subscription(look).map(Message::Recording),
            Screen::Tournament(s) => s.subscription().map(Message::Tournament),
            _ => Subscription::none(),
        }
    }

    /// The field the keyboard belongs in after an action (`None`: where the person put it).
    pub fn focus(&self, look: &Look) -> Option<&'static str> {
        match self {
            Screen::Recording(s) => s.focus(look),
            _ => None,
        }
    }

    /// Whether `msg` leaves the keyboard focus where it is (typing, walking the fields, ticks).
    pub fn keeps_focus(msg: &Message) -> bool {
        match msg {
            Message::Start(m) => m.keeps_focus(),
            Message::NewGame(m) => m.keeps_focus(),
            Message::Scheme(m) => m.keeps_focus(),
            Message::Reveal(m) => m.keeps_focus(),
            Message::Draw(m) => m.keeps_focus(),
            Message::Recording(m) => m.keeps_focus(),
            Message::Tournament(m) => m.keeps_focus(),
            Message::Club(m) => m.keeps_focus(),
            _ => false,
        }
    }

    /// The arbiter's board for this screen: the recording screen's (its selection, orientation
    /// and previewed line, kept in step with the game first), else the game's own.
    pub fn board(&mut self, session: &Session) -> BoardView {
        match self {
            Screen::Recording(r) => {
                r.sync(session);
                r.board_view(session)
            }
            _ => session.board_view(),
        }
    }

    /// Whether a background analysis runs on this screen.
    pub fn polling(&self) -> bool {
        matches!(self, Screen::Recording(r) if r.polling())
    }
}
