//! A headless harness for the app tests: the real `App` driven through `iced_test` simulators
//! of its views (clicks by widget id, typing, clicks on the board canvas), with the messages
//! fed back to `App::update` as the runtime would. No display is needed.
#![allow(dead_code)]

use iced::keyboard::{Key, key::Named};
use iced::{Element, Point, Size};
use iced_test::selector::{self, Candidate};
use iced_test::{Simulator, simulator::Simulator as Sim};
use std::borrow::Cow;
use std::path::{Path, PathBuf};
use victoria_arbiter::app::board::{BoardView, OnCanvas as _};
use victoria_arbiter::app::{App, Message, theme};
use victoria_rules::Square;

#[allow(unused_imports)] // Each binary uses some of them.
pub use super::{sq, temp_dir};

/// The window size the tests lay the main window out in: the one the app opens.
pub const SIZE: Size = victoria_arbiter::app::MAIN_WINDOW;

pub fn settings() -> iced::Settings {
    iced::Settings { fonts: vec![Cow::Borrowed(theme::FONT_BYTES)], default_font: theme::FONT, ..Default::default() }
}

pub fn sim<'a>(el: Element<'a, Message>) -> Simulator<'a, Message> {
    Sim::with_size(settings(), SIZE, el)
}

/// Every text shown by an element (labels and text inputs' contents).
pub fn texts(el: Element<'_, Message>) -> Vec<String> {
    let mut ui = sim(el);
    let mut out = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        match c {
            Candidate::Text { content, .. } => out.push(content.to_string()),
            Candidate::TextInput { state, .. } => out.push(state.text().to_string()),
            _ => {}
        }
        None::<()>
    });
    out
}

pub struct Harness {
    pub app: App,
    pub dir: PathBuf,
}

impl Harness {
    pub fn new(name: &str) -> Harness {
        let dir = temp_dir(name);
        Harness { app: App::start(&dir, victoria_words::Lang::Ru), dir }
    }

    pub fn at(dir: &Path) -> Harness {
        Harness { app: App::start(dir, victoria_words::Lang::Ru), dir: dir.to_path_buf() }
    }

    pub fn feed(&mut self, msgs: Vec<Message>) {
        for m in msgs {
            let _ = self.app.update(m);
        }
    }

    pub fn send(&mut self, m: Message) {
        let _ = self.app.update(m);
    }

    /// Clicks the widget with this id in the main window.
    pub fn click(&mut self, id: &'static str) {
        let msgs: Vec<Message> = {
            let mut ui = sim(self.app.view_main());
            ui.click(selector::id(id)).unwrap_or_else(|e| panic!("cannot click {id}: {e}"));
            ui.into_messages().collect()
        };
        self.feed(msgs);
    }

    /// Clicks the widget showing exactly this text.
    pub fn click_text(&mut self, t: &str) {
        let msgs: Vec<Message> = {
            let mut ui = sim(self.app.view_main());
            ui.click(t).unwrap_or_else(|e| panic!("cannot click '{t}': {e}"));
            ui.into_messages().collect()
        };
        self.feed(msgs);
    }

    /// Types into the text input with this id (replacing nothing: the input should be empty),
    /// and presses Enter if asked.
    pub fn type_into(&mut self, id: &'static str, text: &str, enter: bool) {
        let msgs: Vec<Message> = {
            let mut ui = sim(self.app.view_main());
            ui.click(selector::id(id)).unwrap_or_else(|e| panic!("cannot focus {id}: {e}"));
            ui.typewrite(text);
            if enter {
                ui.tap_key(Key::Named(Named::Enter));
            }
            ui.into_messages().collect()
        };
        self.feed(msgs);
    }

    /// Clicks a square of the board canvas inside the container `id` (padding `pad`, canvas
    /// `side` pixels), as the board `view` lays it out.
    pub fn click_square(&mut self, id: &'static str, pad: f32, side: f32, view: &BoardView, sq: Square) {
        let msgs: Vec<Message> = {
            let mut ui = sim(self.app.view_main());
            let target = ui.find(selector::id(id)).unwrap_or_else(|e| panic!("no {id}: {e}"));
            let b = target.bounds();
            let c = view.center_of(Size::new(side, side), sq);
            ui.point_at(Point::new(b.x + pad + c.x, b.y + pad + c.y));
            ui.simulate(iced_test::simulator::click());
            ui.into_messages().collect()
        };
        self.feed(msgs);
    }

    pub fn main_texts(&self) -> Vec<String> {
        texts(self.app.view_main())
    }

    pub fn public_texts(&self) -> Vec<String> {
        texts(self.app.view_public())
    }
}

/// A message the app keeps as a fact, as it reads in `lang` (the tests compare its words).
pub trait Shown {
    fn shown(&self, lang: victoria_words::Lang) -> Option<String>;
}

impl Shown for Option<victoria_words::Said> {
    fn shown(&self, lang: victoria_words::Lang) -> Option<String> {
        self.as_ref().map(|s| victoria_words::Words::words(s, lang))
    }
}

impl Shown for Option<&victoria_words::Said> {
    fn shown(&self, lang: victoria_words::Lang) -> Option<String> {
        self.map(|s| victoria_words::Words::words(s, lang))
    }
}

impl Shown for Option<&victoria_arbiter::app::Notice> {
    fn shown(&self, lang: victoria_words::Lang) -> Option<String> {
        self.map(|s| victoria_words::Words::words(s, lang))
    }
}

/// Drives a screen's `update` with `s` as the game in progress, in `lang` (the config and its
/// folder are throwaway ones).
pub fn with_game<T>(
    s: &mut victoria_arbiter::app::session::Session,
    lang: victoria_words::Lang,
    f: impl FnOnce(&mut victoria_arbiter::app::screen::Context) -> T,
) -> T {
    in_context(Some(s), lang, f)
}

/// Drives a screen's `update` with no game in progress, in `lang`.
pub fn without_game<T>(
    lang: victoria_words::Lang,
    f: impl FnOnce(&mut victoria_arbiter::app::screen::Context) -> T,
) -> T {
    in_context(None, lang, f)
}

fn in_context<T>(
    session: Option<&mut victoria_arbiter::app::session::Session>,
    lang: victoria_words::Lang,
    f: impl FnOnce(&mut victoria_arbiter::app::screen::Context) -> T,
) -> T {
    let mut config = victoria_arbiter::app::config::Config::default();
    let dir = temp_dir("screen-context");
    let mut ctx = victoria_arbiter::app::screen::Context {
        lang,
        config_dir: &dir,
        session,
        config: &mut config,
        print_dirs: None,
    };
    f(&mut ctx)
}

/// Runs `f` with what a screen reads while it draws: `lang`, no game, an empty board.
pub fn with_look<T>(lang: victoria_words::Lang, f: impl FnOnce(&victoria_arbiter::app::screen::Look) -> T) -> T {
    let config = victoria_arbiter::app::config::Config::default();
    let board = victoria_arbiter::app::board::BoardView::empty(12, 12);
    f(&victoria_arbiter::app::screen::Look { lang, session: None, board: &board, config: &config, live: None })
}

/// Runs `f` with what a screen reads while it draws the game `s`: `lang` and the game's board.
pub fn with_look_at<T>(
    s: &victoria_arbiter::app::session::Session,
    board: &victoria_arbiter::app::board::BoardView,
    lang: victoria_words::Lang,
    f: impl FnOnce(&victoria_arbiter::app::screen::Look) -> T,
) -> T {
    let config = victoria_arbiter::app::config::Config::default();
    f(&victoria_arbiter::app::screen::Look { lang, session: Some(s), board, config: &config, live: None })
}
