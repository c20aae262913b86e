//! The engine's words: how a ruling, a refusal, an outcome, a VFEN fault, an option and a
//! can-mate proof are said, from the catalogues in `crates/rules/i18n/<lang>/`. The words
//! runtime (languages, the [`Words`] trait) comes from `victoria-words`; the crates above reach
//! these modules through their own `i18n` module, which re-exports this one.

mod args;
mod can_mate;
pub mod grammar;
pub mod options;
pub mod rules;
pub mod vfen;

pub use can_mate::proof_words;
pub use grammar::{Case, Sentence};
pub use victoria_words::{
    FluentArgs, FluentValue, IoFact, Lang, WORDED_KINDS, Words, assert_worded_apart, english_display, io_words,
    take_errors,
};

victoria_words::library_fns!();
