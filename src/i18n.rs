//! The words of the command line and the app's screens: every crate's words below (re-exported
//! from the session's `i18n`) and this package's catalogues in `assets/i18n/<lang>/` (the command
//! line, the new-game form, the recording screen, the reveal, the scoresheet view). One call
//! form in the app: `crate::t!(lang, "id", k = v)` over this package's `WORDS`.

pub use victoria_session::i18n::*;

/// Does the catalogue of `lang` define `id`? (The completeness tests of the keys' words.)
pub fn has(lang: victoria_words::Lang, id: &str) -> bool {
    crate::WORDS.has(lang, id)
}
