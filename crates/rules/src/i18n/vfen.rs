//! Positions that cannot be read, in words: a square name ([`ParseSquareError`]), a VFEN
//! ([`VfenError`], VFEN.md), a Synthesis FEN ([`FenError`], S2) and a start position in either
//! notation ([`NotationError`]), from the catalogue `vfen.ftl`. The readers hold only the facts
//! (the field, the text, square or piece at fault); `Display` of each is its English.

use super::{Lang, Words};
use crate::any_game::NotationError;
use crate::square::{MAX_SIDE, MIN_SIDE, ParseSquareError};
use crate::synthesis::{FenError, FenFault};
use crate::vfen::{VfenError, VfenFault};
use crate::{args, t};

/// "field: fault" in the language.
fn in_field(lang: Lang, field: &str, fault: String) -> String {
    t!(lang, "notation-error", field = field.to_string(), fault = fault.to_string())
}

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

impl Words for FenFault {
    fn words(&self, lang: Lang) -> String {
        use FenFault::*;
        let text = |id: &str, t: &str| t!(lang, id, text = t.to_string());
        match self {
            AfterTokens { text: t } => text("fen-after-tokens", t),
            SeventhField { text: t } => text("fen-seventh-field", t),
            Empty => t!(lang, "fen-empty"),
            Side { text: t } => text("fen-side", t),
            KingCount { color, count } => t!(lang, "fen-king-count", color = *color, count = *count),
            KingMissing { color } => {
                t!(lang, "fen-king-missing", color = *color, turn = color.other())
            }
            Halfmove { text: t } => text("fen-halfmove", t),
            Fullmove { text: t } => text("fen-fullmove", t),
            UnknownToken { key } => t!(lang, "fen-unknown-token", key = key.to_string()),
            TokenTwice { key } => t!(lang, "fen-token-twice", key = key.to_string()),
            QueenValues { text: t } => text("fen-queen-values", t),
            QueenSquare { color, text: t } => t!(lang, "fen-queen-square", color = *color, text = t.to_string()),
            QueenNotThere { color, square } => {
                t!(lang, "fen-queen-not-there", color = *color, square = *square)
            }
            QueenAmbiguous { color } => {
                t!(lang, "fen-queen-ambiguous", color = *color, home = crate::synthesis::queen_home(*color))
            }
            Classical { text: t } => text("fen-classical", t),
            EscapesEntry { text: t } => text("fen-escapes-entry", t),
            EscapesColor { text: t } => text("fen-escapes-color", t),
            EscapesTwice { color } => t!(lang, "fen-escapes-twice", color = *color),
            EscapesCount { color, text: t } => t!(lang, "fen-escapes-count", color = *color, text = t.to_string()),
            EscapesRegime { color, regime } => {
                t!(lang, "fen-escapes-regime", color = *color, regime = regime.letter().to_string())
            }
            RankCount { text: t, ranks } => t!(lang, "fen-rank-count", text = t.to_string(), ranks = *ranks),
            NoBastions { rank, ch } => t!(lang, "fen-no-bastions", rank = *rank, ch = ch.to_string()),
            BadChar { rank, ch } => t!(lang, "fen-bad-char", rank = *rank, ch = ch.to_string()),
            RankLong { rank, text: t } => t!(lang, "fen-rank-long", rank = *rank, text = t.to_string()),
            PawnOnEdge { square } => t!(lang, "fen-pawn-on-edge", square = *square),
            RankWidth { rank, text: t, squares } => {
                t!(lang, "fen-rank-width", rank = *rank, text = t.to_string(), squares = *squares)
            }
            CastlingRight { name } => t!(lang, "fen-castling-right", name = name.to_string()),
            CastlingTwice { name, text: t } => {
                t!(lang, "fen-castling-twice", name = name.to_string(), text = t.to_string())
            }
            EpSquare { text: t } => text("fen-ep-square", t),
            EpWrong { square, turn, rank, pawn } => t!(
                lang,
                "fen-ep-wrong",
                square = *square,
                turn = *turn,
                mover = turn.other(),
                rank = *rank,
                pawn = *pawn
            ),
        }
    }
}

impl Words for FenError {
    fn words(&self, lang: Lang) -> String {
        in_field(lang, self.field, self.fault.words(lang))
    }
}

impl Words for NotationError {
    fn words(&self, lang: Lang) -> String {
        match self {
            NotationError::Vfen(e) => e.words(lang),
            NotationError::Fen(e) => e.words(lang),
        }
    }
}

victoria_words::english_display!(ParseSquareError, VfenFault, VfenError, FenFault, FenError, NotationError);
