//! Positions that cannot be read, in words: a square name ([`ParseSquareError`]), a VFEN
//! ([`VfenError`], VFEN.md), a Synthesis FEN ([`FenError`], S2) and a start position in either
//! notation ([`NotationError`]), from the catalogue `vfen.ftl`. The readers hold only the facts
//! (the field, the text, square or piece at fault); `Display` of each is its English.

use super::args::Args;
use super::{Lang, Words};
use crate::any_game::NotationError;
use crate::square::{MAX_SIDE, MIN_SIDE, ParseSquareError};
use crate::synthesis::{FenError, FenFault};
use crate::vfen::{VfenError, VfenFault};

/// "field: fault" in the language.
fn in_field(lang: Lang, field: &str, fault: String) -> String {
    Args::new().s("field", field).s("fault", fault).say(lang, "notation-error")
}

impl Words for ParseSquareError {
    fn words(&self, lang: Lang) -> String {
        Args::new().s("text", &self.0).say(lang, "square-not-a-square")
    }
}

impl Words for VfenFault {
    fn words(&self, lang: Lang) -> String {
        use VfenFault::*;
        let a = Args::new;
        let sides = || a().n("min", MIN_SIDE).n("max", MAX_SIDE);
        match self {
            Empty => a().say(lang, "vfen-empty"),
            RankCount { ranks } => sides().n("ranks", *ranks).say(lang, "vfen-rank-count"),
            ZeroRun { rank } => a().n("rank", *rank).say(lang, "vfen-zero-run"),
            BadChar { rank, ch } => a().n("rank", *rank).s("ch", ch).say(lang, "vfen-bad-char"),
            Width { rank, squares } => sides().n("rank", *rank).n("squares", *squares).say(lang, "vfen-width"),
            RankWidth { rank, squares, width } => {
                a().n("rank", *rank).n("squares", *squares).n("width", *width).say(lang, "vfen-rank-width")
            }
            Side { text } => a().s("text", text).say(lang, "vfen-side"),
            NotSquare(e) => e.words(lang),
            OffBoard { square, width, height } => {
                a().sq("square", *square).n("width", *width).n("height", *height).say(lang, "vfen-off-board")
            }
            Twice { square } => a().sq("square", *square).say(lang, "vfen-twice"),
            Halfmove { text } => a().s("text", text).say(lang, "vfen-halfmove"),
            Fullmove { text } => a().s("text", text).say(lang, "vfen-fullmove"),
            NotAToken { text } => a().s("text", text).say(lang, "vfen-not-a-token"),
            TokenTwice { name } => a().s("name", name).say(lang, "vfen-token-twice"),
            UnknownToken { name } => a().s("name", name).say(lang, "vfen-unknown-token"),
            ReserveEntry { text } => a().s("text", text).say(lang, "vfen-reserve-entry"),
            ReserveCount { square, text } => a().sq("square", *square).s("text", text).say(lang, "vfen-reserve-count"),
            NewbornEntry { text } => a().s("text", text).say(lang, "vfen-newborn-entry"),
            NewbornCount { letter, text } => a().s("letter", letter).s("text", text).say(lang, "vfen-newborn-count"),
            CastlingLettersWide { width } => a().n("width", *width).say(lang, "vfen-castling-letters-wide"),
            CastlingLetterTwice { ch } => a().s("ch", ch).say(lang, "vfen-castling-letter-twice"),
            CastlingList(inner) => a().s("fault", inner.words(lang)).say(lang, "vfen-castling-list"),
            Position(e) => e.words(lang),
            StartBastion { color, square } => {
                a().color("color", *color).sq("square", *square).say(lang, "vfen-start-bastion")
            }
            StartPiece { color, role, square } => {
                a().color("color", *color).role("role", *role).sq("square", *square).say(lang, "vfen-start-piece")
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
        let a = Args::new;
        let text = |id: &str, t: &str| a().s("text", t).say(lang, id);
        match self {
            AfterTokens { text: t } => text("fen-after-tokens", t),
            SeventhField { text: t } => text("fen-seventh-field", t),
            Empty => a().say(lang, "fen-empty"),
            Side { text: t } => text("fen-side", t),
            KingCount { color, count } => a().color("color", *color).n("count", *count).say(lang, "fen-king-count"),
            KingMissing { color } => {
                a().color("color", *color).color("turn", color.other()).say(lang, "fen-king-missing")
            }
            Halfmove { text: t } => text("fen-halfmove", t),
            Fullmove { text: t } => text("fen-fullmove", t),
            UnknownToken { key } => a().s("key", key).say(lang, "fen-unknown-token"),
            TokenTwice { key } => a().s("key", key).say(lang, "fen-token-twice"),
            QueenValues { text: t } => text("fen-queen-values", t),
            QueenSquare { color, text: t } => a().color("color", *color).s("text", t).say(lang, "fen-queen-square"),
            QueenNotThere { color, square } => {
                a().color("color", *color).sq("square", *square).say(lang, "fen-queen-not-there")
            }
            QueenAmbiguous { color } => a()
                .color("color", *color)
                .sq("home", crate::synthesis::queen_home(*color))
                .say(lang, "fen-queen-ambiguous"),
            Classical { text: t } => text("fen-classical", t),
            EscapesEntry { text: t } => text("fen-escapes-entry", t),
            EscapesColor { text: t } => text("fen-escapes-color", t),
            EscapesTwice { color } => a().color("color", *color).say(lang, "fen-escapes-twice"),
            EscapesCount { color, text: t } => a().color("color", *color).s("text", t).say(lang, "fen-escapes-count"),
            EscapesRegime { color, regime } => {
                a().color("color", *color).s("regime", regime.letter()).say(lang, "fen-escapes-regime")
            }
            RankCount { text: t, ranks } => a().s("text", t).n("ranks", *ranks).say(lang, "fen-rank-count"),
            NoBastions { rank, ch } => a().n("rank", *rank).s("ch", ch).say(lang, "fen-no-bastions"),
            BadChar { rank, ch } => a().n("rank", *rank).s("ch", ch).say(lang, "fen-bad-char"),
            RankLong { rank, text: t } => a().n("rank", *rank).s("text", t).say(lang, "fen-rank-long"),
            PawnOnEdge { square } => a().sq("square", *square).say(lang, "fen-pawn-on-edge"),
            RankWidth { rank, text: t, squares } => {
                a().n("rank", *rank).s("text", t).n("squares", *squares).say(lang, "fen-rank-width")
            }
            CastlingRight { name } => a().s("name", name).say(lang, "fen-castling-right"),
            CastlingTwice { name, text: t } => a().s("name", name).s("text", t).say(lang, "fen-castling-twice"),
            EpSquare { text: t } => text("fen-ep-square", t),
            EpWrong { square, turn, rank, pawn } => a()
                .sq("square", *square)
                .color("turn", *turn)
                .color("mover", turn.other())
                .n("rank", *rank)
                .sq("pawn", *pawn)
                .say(lang, "fen-ep-wrong"),
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
