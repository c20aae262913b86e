//! The words runtime as the app's logic uses it: the words of the crates below it (re-exported
//! from the sheet crate's `i18n`), and this crate's catalogues `crates/session/i18n/<lang>/` (the
//! app's phrases, the can-mate panel, the settings file).

pub use victoria_sheet::i18n::*;

victoria_words::library_fns!();
