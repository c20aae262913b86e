//! Why a move is not legal: the engine's shared `Illegal` (the ruling's id and a sentence),
//! built here so that every Synthesis sentence ends with its S-ruling.

pub use crate::rules::Illegal;
use std::fmt;

/// A refusal citing `rule`: the sentence always ends with `(rule)`.
pub(crate) fn ruling(rule: &'static str, text: impl fmt::Display) -> Illegal {
    Illegal { rule, reason: format!("{text} ({rule})") }
}
