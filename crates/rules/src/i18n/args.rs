//! The arguments of a catalogue message, built a field at a time (`Args::new().sq("square",
//! sq).color("color", c).say(lang, "id")`): squares as written, roles and colours by the keys
//! the catalogues' selectors read, numbers as numbers for plural selection. Shared by the
//! word modules of the engine's facts and, with their own words ([`Args::of`]), the record's.

use super::{FluentArgs, Lang};
use crate::{Color, Role, Square};
use victoria_words::Library;

pub struct Args {
    args: FluentArgs<'static>,
    words: &'static Library,
}

impl Default for Args {
    fn default() -> Args {
        Args::new()
    }
}

impl Args {
    /// Arguments for a message of the engine's words.
    pub fn new() -> Args {
        Args::of(&crate::WORDS)
    }
    /// Arguments for a message of `words` (a crate above the engine passes its own).
    pub fn of(words: &'static Library) -> Args {
        Args { args: FluentArgs::new(), words }
    }
    pub fn s(mut self, k: &'static str, v: impl ToString) -> Args {
        self.args.set(k, v.to_string());
        self
    }
    pub fn sq(self, k: &'static str, v: Square) -> Args {
        self.s(k, v)
    }
    pub fn role(self, k: &'static str, r: Role) -> Args {
        self.s(k, r.key())
    }
    pub fn color(self, k: &'static str, c: Color) -> Args {
        self.s(k, c.key())
    }
    pub fn n(mut self, k: &'static str, v: impl Into<f64>) -> Args {
        self.args.set(k, v.into());
        self
    }
    pub fn say(&self, lang: Lang, id: &str) -> String {
        self.words.tr(lang, id, &self.args)
    }
}
