//! The words of the command line and the app's screens: every crate's words below (re-exported
//! from the desk's `i18n`) and this package's catalogues in `assets/i18n/<lang>/` (the command
//! line, the new-game form, the recording screen, the reveal, the scoresheet view).

pub use victoria_desk::i18n::*;

victoria_words::library_fns!();
