//! The arguments of a catalogue message, built a field at a time (`Args::new().sq("square",
//! sq).color("color", c).say(lang, "id")`): squares as written, roles and colours by the keys
//! the catalogues' selectors read, numbers as numbers for plural selection. Shared by the
//! word modules of the engine's and the scheme's facts.

use super::{FluentArgs, Lang, tr};
use crate::rules::{Color, Role, Square};

pub(crate) struct Args(FluentArgs<'static>);

impl Args {
    pub(crate) fn new() -> Args {
        Args(FluentArgs::new())
    }
    pub(crate) fn s(mut self, k: &'static str, v: impl ToString) -> Args {
        self.0.set(k, v.to_string());
        self
    }
    pub(crate) fn sq(self, k: &'static str, v: Square) -> Args {
        self.s(k, v)
    }
    pub(crate) fn role(self, k: &'static str, r: Role) -> Args {
        self.s(k, r.key())
    }
    pub(crate) fn color(self, k: &'static str, c: Color) -> Args {
        self.s(k, c.key())
    }
    pub(crate) fn n(mut self, k: &'static str, v: impl Into<f64>) -> Args {
        self.0.set(k, v.into());
        self
    }
    pub(crate) fn say(&self, lang: Lang, id: &str) -> String {
        tr(lang, id, &self.0)
    }
}
