//! The words of a start position that cannot be read in either notation ([`NotationError`]).

use super::NotationError;
use crate::i18n::Words;
use victoria_words::Lang;

impl Words for NotationError {
    fn words(&self, lang: Lang) -> String {
        match self {
            NotationError::Vfen(e) => e.words(lang),
            NotationError::Fen(e) => e.words(lang),
        }
    }
}

victoria_words::english_display!(NotationError);
