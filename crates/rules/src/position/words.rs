//! The words of a position that breaks the board's rules ([`PositionError`]), from the
//! catalogue `rules.ftl`; its `Display` is the English.

use super::PositionError;
use crate::i18n::Words;
use crate::t;
use victoria_words::Lang;

impl Words for PositionError {
    fn words(&self, lang: Lang) -> String {
        use PositionError::*;
        match *self {
            BoardSize { width, height } => t!(
                lang,
                "position-board-size",
                width = width,
                height = height,
                min = crate::square::MIN_SIDE,
                max = crate::square::MAX_SIDE
            ),
            PawnOnLastRank { color, square } => {
                t!(lang, "position-pawn-on-last-rank", color = color, square = square)
            }
            KingCount { color, count } => {
                t!(lang, "position-king-count", color = color, count = count)
            }
            EnPassantOffBoard { square, width, height } => {
                t!(lang, "position-ep-off-board", square = square, width = width, height = height)
            }
            ReserveWithoutPiece { square } => {
                t!(lang, "position-reserve-without-piece", square = square)
            }
            ZeroReserve { square } => t!(lang, "position-zero-reserve", square = square),
            HeroNotPawn { square } => t!(lang, "position-hero-not-pawn", square = square),
            FreshNotPawn { square } => t!(lang, "position-fresh-not-pawn", square = square),
        }
    }
}

// The English words.
victoria_words::english_display!(PositionError);
