//! Why a move is not legal: the engine's shared `Illegal` (the ruling's id and a sentence in
//! English and Russian), built here so that every Synthesis sentence ends with its S-ruling.

pub use crate::rules::Illegal;
use std::fmt;

/// A refusal citing `rule`: both sentences always end with `(rule)`.
pub(crate) fn ruling(rule: &'static str, en: impl fmt::Display, ru: impl fmt::Display) -> Illegal {
    Illegal { rule, reason: format!("{en} ({rule})"), reason_ru: format!("{ru} ({rule})") }
}
