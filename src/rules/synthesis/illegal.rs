//! Why a move is not legal: the ruling it breaks and a sentence naming pieces and squares.
//! (Local until the engine's shared `Illegal` lands on main; the shape is the same.)

use std::fmt;

/// A refused move: the ruling's id (`"S9"`) and a sentence ending with it (`"… (S9)"`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Illegal {
    pub rule: &'static str,
    pub reason: String,
}

impl Illegal {
    pub(crate) fn new(rule: &'static str, text: impl fmt::Display) -> Illegal {
        Illegal { rule, reason: format!("{text} ({rule})") }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

impl std::error::Error for Illegal {}
