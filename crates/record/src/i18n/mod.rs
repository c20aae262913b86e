//! The record's words: a record's problems, the desk's refusals and notes, the FIDE duties, a
//! scheme's faults, the seal's and the journal's damage, from the catalogues in
//! `crates/record/i18n/<lang>/`; the engine's words come with it (re-exported from the rules
//! crate), so the crates above reach every word below them through their own `i18n` module.

pub mod check;
pub mod duties;
pub mod record;
pub mod scheme;

pub use victoria_rules::i18n::*;

victoria_words::library_fns!();
