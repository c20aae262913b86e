//! The words runtime as the app's logic uses it: every crate's words below (re-exported from
//! the club crate's `i18n`), and this crate's catalogues `crates/session/i18n/<lang>/` (the app's
//! phrases, the can-mate panel, the settings file).

pub use victoria_club::i18n::*;

victoria_words::library_fns!();
