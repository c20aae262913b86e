//! The engine's catalogue and grammar: the language, the Fluent bundle of `crates/rules/i18n/<lang>/`
//! and the small grammar every area shares. Each area words its own facts beside its types
//! (`explain/words.rs`, `game/words.rs`, `options/words.rs`, `can_mate/words.rs`, …), so this
//! module depends on nothing above it. The words runtime (languages, the [`Words`] trait) comes
//! from `victoria-words`; the crates above reach these modules through their own `i18n` module,
//! which re-exports this one.

mod args;
pub mod grammar;

pub use grammar::Case;
pub use victoria_words::{
    FluentArgs, FluentValue, IoFact, WORDED_KINDS, Words, assert_worded_apart, english_display, io_words, take_errors,
};

victoria_words::library_fns!();
