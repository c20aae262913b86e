//! The words of a refused move ([`Illegal`]: its [`Refusal`] with the ruling) and of what
//! stands on a square ([`Thing`]), from the catalogue `rules.ftl`. `Display` of a refusal is its
//! English.

use super::{CastlingProblem, Illegal, Refusal, Thing};
use crate::i18n::Words;
use crate::i18n::grammar::Case;
use crate::piece::Role;
use crate::ruling::Rule;
use crate::square::Square;
use crate::{args, t};
use victoria_words::Lang;

/// `text` ending with "(rule)", unless it already ends with a parenthesis citing the rule
/// ("… (R24, E4)"); an article of FIDE's Laws is cited in the language's own words ("(FIDE
/// 3.6)", «(ст. 3.6 Правил ФИДЕ)»).
fn cite(lang: Lang, rule: Rule, text: String) -> String {
    let cited = text.ends_with(')') && text.rsplit_once('(').is_some_and(|(_, tail)| tail.contains(rule.as_str()));
    if cited {
        return text;
    }
    let article = rule.fide_article().unwrap_or("none");
    t!(lang, "with-rule", text = text.to_string(), rule = rule.to_string(), article = article.to_string())
}

impl Thing {
    /// The thing in a case: "the rook on d4" / «ладьи на d4».
    pub fn words_in(&self, lang: Lang, case: Case) -> String {
        let case = if case == Case::Gen { "gen" } else { "nom" };
        match *self {
            Thing::Piece { role, square } => {
                t!(lang, &format!("thing-piece-{case}"), role = role, square = square)
            }
            Thing::Bastion { color, square } => {
                t!(lang, &format!("thing-bastion-{case}"), color = color, square = square)
            }
            Thing::Monument { square } => t!(lang, &format!("thing-monument-{case}"), square = square),
            Thing::Square { square } => t!(lang, "thing-square", square = square),
            Thing::Enemy => t!(lang, &format!("thing-enemy-{case}")),
        }
    }
}

impl Words for Thing {
    fn words(&self, lang: Lang) -> String {
        self.words_in(lang, Case::Nom)
    }
}

impl Words for Illegal {
    fn words(&self, lang: Lang) -> String {
        cite(lang, self.rule, self.kind.words(lang))
    }
}

// The English words.
victoria_words::english_display!(Illegal);

impl Words for CastlingProblem {
    fn words(&self, lang: Lang) -> String {
        use CastlingProblem::*;
        let by = |t: &Thing| t.words_in(lang, Case::Gen);
        match self {
            RookOffRank { rook, rank } => {
                t!(lang, "refusal-castle-rook-off-rank", rook = *rook, rank = *rank)
            }
            NoRook { color, rook } => {
                t!(lang, "refusal-castle-no-rook", color = *color, rook = *rook)
            }
            TooClose { king, rook } => {
                t!(lang, "refusal-castle-too-close", king = *king, rook = *rook)
            }
            Between { what } => {
                t!(lang, "refusal-castle-between", what = what.words_in(lang, Case::Nom).to_string())
            }
            KingInCheck { king, by: b } => {
                t!(lang, "refusal-castle-king-in-check", king = *king, by = by(b).to_string())
            }
            CrossesAttacked { crossed, by: b } => {
                t!(lang, "refusal-castle-crosses-attacked", crossed = *crossed, by = by(b).to_string())
            }
        }
    }
}

impl Words for Refusal {
    fn words(&self, lang: Lang) -> String {
        use Refusal::*;
        let by = |t: &Thing| t.words_in(lang, Case::Gen);
        let rft = |role: Role, from: Square, to: Square| args!(role = role, from = from, to = to);
        let ft = |from: Square, to: Square| args!(from = from, to = to);
        match self {
            OffBoard { square, files, ranks } => {
                let last = Square::new(files.saturating_sub(1), 0).file_char();
                t!(lang, "refusal-off-board", square = *square, last = last.to_string(), ranks = *ranks)
            }
            NoPiece { square } => t!(lang, "refusal-no-piece", square = *square),
            BastionNeverMoves { square, color } => {
                t!(lang, "refusal-bastion-never-moves", square = *square, color = *color)
            }
            MonumentNeverMoves { square } => t!(lang, "refusal-monument-never-moves", square = *square),
            NotYourMove { turn, role, square, owner } => {
                t!(lang, "refusal-not-your-move", turn = *turn, role = *role, square = *square, owner = *owner)
            }
            MustMove { role, from } => t!(lang, "refusal-must-move", role = *role, from = *from),
            OntoBastion { role, from, to, color } => {
                t!(lang, "refusal-onto-bastion"; rft(*role, *from, *to), color = *color)
            }
            OntoMonument { role, from, to } => t!(lang, "refusal-onto-monument"; rft(*role, *from, *to)),
            OntoOwnPiece { role, from, to, color, other } => {
                t!(lang, "refusal-onto-own-piece"; rft(*role, *from, *to), color = *color, other = *other)
            }
            KingNeverCaptured { role, from, to } => t!(lang, "refusal-king-never-captured"; rft(*role, *from, *to)),
            MustPromote { from, to } => t!(lang, "refusal-must-promote"; ft(*from, *to)),
            NotOnLastRank { role, from } => {
                t!(lang, "refusal-not-on-last-rank", role = *role, from = *from)
            }
            OnlyPawnPromotes { role, from } => {
                t!(lang, "refusal-only-pawn-promotes", role = *role, from = *from)
            }
            KnightLeap { from, to } => t!(lang, "refusal-knight-leap"; ft(*from, *to)),
            CastleIntoCheck { king, by: b } => {
                t!(lang, "refusal-castle-into-check", king = *king, by = by(b).to_string())
            }
            KingIntoCheck { to, by: b } => t!(lang, "refusal-king-into-check", to = *to, by = by(b).to_string()),
            LeavesKingInCheck { role, from, to, king, by: b } => {
                t!(lang, "refusal-leaves-king-in-check"; rft(*role, *from, *to), king = *king, by = by(b).to_string())
            }
            Pinned { role, from, to, king, by: b } => {
                t!(lang, "refusal-pinned"; rft(*role, *from, *to), king = *king, by = by(b).to_string())
            }
            SliderLines { role, from, to } => t!(lang, "refusal-slider-lines"; rft(*role, *from, *to)),
            OwnBastionStopsQuiet { role, from, to, color, at } => {
                t!(lang, "refusal-own-bastion-stops-quiet"; rft(*role, *from, *to), color = *color, at = *at)
            }
            BastionStopsLine { role, from, to, color, at } => {
                t!(lang, "refusal-bastion-stops-line"; rft(*role, *from, *to), color = *color, at = *at)
            }
            MonumentStopsLine { role, from, to, at } => {
                t!(lang, "refusal-monument-stops-line"; rft(*role, *from, *to), at = *at)
            }
            InTheWay { role, from, to, other, at } => {
                t!(lang, "refusal-in-the-way"; rft(*role, *from, *to), other = *other, at = *at)
            }
            SliderCannotReach { role, from, to } => t!(lang, "refusal-slider-cannot-reach"; rft(*role, *from, *to)),
            KingOneSquare { from, to } => t!(lang, "refusal-king-one-square"; ft(*from, *to)),
            CastlingOff => t!(lang, "refusal-castling-off"),
            CastlingRightsLost { color } => t!(lang, "refusal-castling-rights-lost", color = *color),
            NoRookThatWay { from, color } => {
                t!(lang, "refusal-no-rook-that-way", from = *from, color = *color)
            }
            Castling { problem } => problem.words(lang),
            Sentinel { square } => t!(lang, "refusal-sentinel", square = *square),
            PawnBackward { from, to } => t!(lang, "refusal-pawn-backward"; ft(*from, *to)),
            WarriorLastRank { from, rank } => {
                t!(lang, "refusal-warrior-last-rank", from = *from, rank = *rank)
            }
            PawnBlocked { from, to, other } => t!(lang, "refusal-pawn-blocked"; ft(*from, *to), other = *other),
            PawnCannotAdvance { from, to } => t!(lang, "refusal-pawn-cannot-advance"; ft(*from, *to)),
            PawnMoved { from } => t!(lang, "refusal-pawn-moved", from = *from),
            PushThroughBastion { from, color, at } => {
                t!(lang, "refusal-push-through-bastion", from = *from, color = *color, at = *at)
            }
            PushThroughMonument { from, at } => {
                t!(lang, "refusal-push-through-monument", from = *from, at = *at)
            }
            DoubleStepBlocked { from, other, at } => {
                t!(lang, "refusal-double-step-blocked", from = *from, other = *other, at = *at)
            }
            PawnAdvance { from, to } => t!(lang, "refusal-pawn-advance"; ft(*from, *to)),
            NoEnPassant { to } => t!(lang, "refusal-no-en-passant", to = *to),
            BypassOff { from } => t!(lang, "refusal-bypass-off", from = *from),
            WarriorBypassLastRank { rank } => t!(lang, "refusal-warrior-bypass-last-rank", rank = *rank),
            PawnDiagonal { from } => t!(lang, "refusal-pawn-diagonal", from = *from),
            PawnCannotReach { from, to } => t!(lang, "refusal-pawn-cannot-reach"; ft(*from, *to)),
            BecameMonument { role, square, fullmove } => {
                t!(lang, "refusal-became-monument", role = *role, square = *square, fullmove = *fullmove)
            }
            Synthesis(s) => s.words(lang),
        }
    }
}
