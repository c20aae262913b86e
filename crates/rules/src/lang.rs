//! Transitional: the words moved to the `i18n` module (the catalogues and their grammar helpers).
//! These re-exports keep the areas that still name `rules::lang` compiling until they move.

pub use crate::i18n::Lang;
pub use crate::i18n::grammar::{
    Case, Sentence, agree, capital, feminine, piece_on_ru, role_ru, side_ru, squares_named,
};
