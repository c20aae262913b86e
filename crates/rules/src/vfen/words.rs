//! The words of a position that cannot be read: a square name ([`ParseSquareError`]) and a
//! VFEN ([`VfenError`], VFEN.md), from the catalogue `vfen.ftl`. The reader holds only the facts
//! (the field, the text, square or piece at fault); `Display` of each is its English.

use super::{VfenError, VfenFault};
use crate::i18n::Words;
use crate::i18n::grammar::in_field;
use crate::square::{MAX_SIDE, MIN_SIDE, ParseSquareError};
use crate::{args, t};
use victoria_words::Lang;

impl Words for ParseSquareError {
    fn words(&self, lang: Lang) -> String {
        t!(lang, "square-not-a-square", text = self.0.as_str())
    }
}

impl Words for VfenFault {
    fn words(&self, lang: Lang) -> String {
        use VfenFault::*;
        let sides = || args!(min = MIN_SIDE, max = MAX_SIDE);
        match self {
            Empty => t!(lang, "vfen-empty"),
            RankCount { ranks } => t!(lang, "vfen-rank-count"; sides(), ranks = *ranks),
            ZeroRun { rank } => t!(lang, "vfen-zero-run", rank = *rank),
            BadChar { rank, ch } => t!(lang, "vfen-bad-char", rank = *rank, ch = ch.to_string()),
            Width { rank, squares } => t!(lang, "vfen-width"; sides(), rank = *rank, squares = *squares),
            RankWidth { rank, squares, width } => {
                t!(lang, "vfen-rank-width", rank = *rank, squares = *squares, width = *width)
            }
            Side { text } => t!(lang, "vfen-side", text = text.to_string()),
            NotSquare(e) => e.words(lang),
            OffBoard { square, width, height } => {
                t!(lang, "vfen-off-board", square = *square, width = *width, height = *height)
            }
            Twice { square } => t!(lang, "vfen-twice", square = *square),
            Halfmove { text } => t!(lang, "vfen-halfmove", text = text.to_string()),
            Fullmove { text } => t!(lang, "vfen-fullmove", text = text.to_string()),
            NotAToken { text } => t!(lang, "vfen-not-a-token", text = text.to_string()),
            TokenTwice { name } => t!(lang, "vfen-token-twice", name = name.to_string()),
            UnknownToken { name } => t!(lang, "vfen-unknown-token", name = name.to_string()),
            ReserveEntry { text } => t!(lang, "vfen-reserve-entry", text = text.to_string()),
            ReserveCount { square, text } => t!(lang, "vfen-reserve-count", square = *square, text = text.to_string()),
            NewbornEntry { text } => t!(lang, "vfen-newborn-entry", text = text.to_string()),
            NewbornCount { letter, text } => {
                t!(lang, "vfen-newborn-count", letter = letter.to_string(), text = text.to_string())
            }
            CastlingLettersWide { width } => t!(lang, "vfen-castling-letters-wide", width = *width),
            CastlingLetterTwice { ch } => t!(lang, "vfen-castling-letter-twice", ch = ch.to_string()),
            CastlingList(inner) => t!(lang, "vfen-castling-list", fault = inner.words(lang).to_string()),
            Position(e) => e.words(lang),
            StartBastion { color, square } => {
                t!(lang, "vfen-start-bastion", color = *color, square = *square)
            }
            StartPiece { color, role, square } => {
                t!(lang, "vfen-start-piece", color = *color, role = *role, square = *square)
            }
        }
    }
}

impl Words for VfenError {
    fn words(&self, lang: Lang) -> String {
        in_field(lang, self.field, self.fault.words(lang))
    }
}

victoria_words::english_display!(ParseSquareError, VfenFault, VfenError);
