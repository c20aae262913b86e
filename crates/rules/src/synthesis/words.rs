//! The words of Synthesis chess (`synthesis.ftl`, `vfen.ftl`): why a move is refused
//! ([`SynthesisRefusal`], the clause of a regime, a blocked castling), the verdicts, the flags of
//! a position, the events of a move, and a FEN that cannot be read ([`FenError`], S2). The
//! engine holds only the facts; `Display` of each is its English.

use super::{
    CastleBlock, Clause, ClauseState, FenError, FenFault, Flag, Night, Regime, SynthesisEvent, SynthesisRefusal,
    Written,
};
use crate::explain::Thing;
use crate::i18n::Words;
use crate::i18n::grammar::{Case, in_field};
use crate::piece::{Color, Role};
use crate::square::Square;
use crate::{args, t};
use victoria_words::Lang;

/// "a, b and c" in the language.
fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!(lang, "list-and", init = init.join(", ").to_string(), last = last.to_string()),
    }
}

impl Words for Clause {
    fn words(&self, lang: Lang) -> String {
        let id = match self.state {
            ClauseState::Classical => "clause-classical",
            ClauseState::AtHome => "clause-at-home",
            ClauseState::CapturedHome => "clause-captured-home",
            ClauseState::Away => "clause-away",
            ClauseState::CapturedAway => "clause-captured-away",
        };
        t!(
            lang,
            id,
            color = self.color,
            home = self.home(),
            original = (if self.original { "yes" } else { "no" }).to_string()
        )
    }
}

impl Words for CastleBlock {
    fn words(&self, lang: Lang) -> String {
        match *self {
            CastleBlock::Occupied { at, role } => {
                t!(lang, "synthesis-castle-occupied", at = at, role = role)
            }
            CastleBlock::InCheck { color, king } => {
                t!(lang, "synthesis-castle-in-check", color = color, king = king)
            }
            CastleBlock::Crosses { square, role, by } => {
                t!(lang, "synthesis-castle-crosses", square = square, role = role, by = by)
            }
            CastleBlock::Lands { square, role, by } => {
                t!(lang, "synthesis-castle-lands", square = square, role = role, by = by)
            }
        }
    }
}

/// "the rook on e8 and the knight on f6" / «ладьи на e8 и коня на f6».
fn attackers(lang: Lang, list: &[(Role, Square)]) -> String {
    let names: Vec<String> =
        list.iter().map(|&(role, square)| Thing::Piece { role, square }.words_in(lang, Case::Gen)).collect();
    and_list(lang, &names)
}

fn night_key(n: Night) -> &'static str {
    match n {
        Night::LikeBishop => "like_bishop",
        Night::LikeRook => "like_rook",
        Night::OneDiagonal => "one_diagonal",
        Night::OneOrthogonal => "one_orthogonal",
        Night::KnightLeap => "knight_leap",
    }
}

/// Kept whole on purpose (over 100 lines): one arm per refusal, each its catalogue message and
/// arguments; a reader looks a refusal up here, and splitting the match would only scatter it.
impl Words for SynthesisRefusal {
    fn words(&self, lang: Lang) -> String {
        use SynthesisRefusal::*;
        let rft = |role: Role, from: Square, to: Square| args!(role = role, from = from, to = to);
        let ft = |from: Square, to: Square| args!(from = from, to = to);
        let king = |color: Color, from: Square| args!(color = color, from = from);
        let mv4 = |color: Color, mv: &Written, k: Square, att: &[(Role, Square)]| {
            args!(
                color = color,
                them = color.other(),
                mv = mv.to_string(),
                king = k,
                attackers = attackers(lang, att).to_string()
            )
        };
        match self {
            OffBoard { square } => t!(lang, "synthesis-off-board", square = *square),
            BothKingsCaptured { last } => t!(lang, "synthesis-both-kings-captured", last = *last),
            KingGone { color } => t!(lang, "synthesis-king-gone", color = *color),
            NoPiece { square, color } => {
                t!(lang, "synthesis-no-piece", square = *square, color = *color)
            }
            NotYours { role, square, owner, color } => {
                t!(lang, "synthesis-not-yours", role = *role, square = *square, owner = *owner, color = *color)
            }
            MustLeave { role, square } => {
                t!(lang, "synthesis-must-leave", role = *role, square = *square)
            }
            MustPromote { role, from, to } => t!(lang, "synthesis-must-promote"; rft(*role, *from, *to)),
            NoPromotion { role, from, to, letter } => {
                t!(lang, "synthesis-no-promotion"; rft(*role, *from, *to), letter = letter.lower().to_string())
            }
            MustCaptureKing { color, king: k, mv } => t!(
                lang,
                "synthesis-must-capture-king",
                color = *color,
                them = color.other(),
                king = *k,
                mv = mv.to_string()
            ),
            LeavesKingClassical { color, mv, king: k, attackers: att } => {
                t!(lang, "synthesis-leaves-king-classical"; mv4(*color, mv, *k, att))
            }
            CheckNotAnswered { color, mv, king: k, attackers: att } => {
                t!(lang, "synthesis-check-not-answered"; mv4(*color, mv, *k, att))
            }
            LeavesKingAttacked { color, mv, king: k, attackers: att } => {
                t!(lang, "synthesis-leaves-king-attacked"; mv4(*color, mv, *k, att))
            }
            AttacksNothing { role, square } => {
                t!(lang, "synthesis-attacks-nothing", role = *role, square = *square)
            }
            ClassicalCheck { color, mv, king: k, attackers: att } => {
                t!(lang, "synthesis-classical-check"; mv4(*color, mv, *k, att))
            }
            PawnCaptureMandatory { clause, captures } => {
                let list: Vec<String> = captures.iter().map(|w| w.to_string()).collect();
                t!(
                    lang,
                    "synthesis-pawn-capture-mandatory",
                    clause = clause.words(lang).to_string(),
                    captures = and_list(lang, &list).to_string(),
                    count = captures.len() as u32
                )
            }
            OwnPieceThere { role, from, to, color, other } => {
                t!(lang, "synthesis-own-piece-there"; rft(*role, *from, *to), color = *color, other = *other)
            }
            KnightLeap { from, to } => t!(lang, "synthesis-knight-leap"; ft(*from, *to)),
            CaptureBlocked { role, from, to, other, at } => {
                t!(lang, "synthesis-capture-blocked"; rft(*role, *from, *to), other = *other, at = *at)
            }
            CapturesOnlyAlong { role, from, to, target, clause } => {
                t!(lang, "synthesis-captures-only-along"; rft(*role, *from, *to), target = *target, byday = (if clause.is_some() { "yes" } else { "no" }).to_string(), clause = (clause.map(|c| c.words(lang)).unwrap_or_default()).to_string())
            }
            PassBlocked { role, from, to, other, at } => {
                t!(lang, "synthesis-pass-blocked"; rft(*role, *from, *to), other = *other, at = *at)
            }
            NotOnItsLines { role, from, to } => t!(lang, "synthesis-not-on-its-lines"; rft(*role, *from, *to)),
            NightPattern { role, from, to, night, clause } => {
                t!(lang, "synthesis-night-pattern"; rft(*role, *from, *to), night = night_key(*night).to_string(), clause = clause.words(lang).to_string())
            }
            PawnNoStraightCapture { from, to, other } => {
                t!(lang, "synthesis-pawn-no-straight-capture"; ft(*from, *to), other = *other)
            }
            PawnDoubleFromStart { from } => t!(lang, "synthesis-pawn-double-from-start", from = *from),
            PawnDoubleBlocked { from, to, other, at } => {
                t!(lang, "synthesis-pawn-double-blocked"; ft(*from, *to), other = *other, at = *at)
            }
            PawnDiagonalEmpty { from, to } => t!(lang, "synthesis-pawn-diagonal-empty"; ft(*from, *to)),
            PawnCannotReach { from, to } => t!(lang, "synthesis-pawn-cannot-reach"; ft(*from, *to)),
            KingNeverCastlesC { color, from, clause } => {
                t!(lang, "synthesis-king-never-castles-c"; king(*color, *from), clause = clause.words(lang).to_string())
            }
            KingCastleB { color, from, clause } => {
                t!(lang, "synthesis-king-castle-b"; king(*color, *from), clause = clause.words(lang).to_string())
            }
            NoCastlingRight { color, rook } => {
                t!(lang, "synthesis-no-castling-right", color = *color, rook = *rook)
            }
            CastlingBlocked { color, rook, why } => {
                t!(lang, "synthesis-castling-blocked", color = *color, rook = *rook, why = why.words(lang).to_string())
            }
            KingOneSquare { color, from, to } => {
                t!(lang, "synthesis-king-one-square"; king(*color, *from), to = *to)
            }
            KingMidnightB { color, from, clause } => {
                t!(lang, "synthesis-king-midnight-b"; king(*color, *from), clause = clause.words(lang).to_string())
            }
            KingNotInCheckC { color, from, clause } => {
                t!(lang, "synthesis-king-not-in-check-c"; king(*color, *from), clause = clause.words(lang).to_string())
            }
            EscapesUsed { color, from, clause, escapes } => {
                t!(lang, "synthesis-escapes-used"; king(*color, *from), clause = clause.words(lang).to_string(), escapes = *escapes)
            }
            KingEscapeAttacked { color, from, to, attackers: att } => {
                t!(lang, "synthesis-king-escape-attacked"; king(*color, *from), to = *to, attackers = attackers(lang, att).to_string())
            }
            KingCannotMove { color, from, to } => {
                t!(lang, "synthesis-king-cannot-move"; king(*color, *from), to = *to)
            }
            GameOver { outcome } => {
                let words = outcome.words(lang);
                let bare = match words.rsplit_once(" (") {
                    Some((head, tail)) if tail.ends_with(')') && tail.starts_with('S') => head.to_string(),
                    _ => words,
                };
                t!(lang, "synthesis-game-over", outcome = bare.to_string())
            }
        }
    }
}

impl Words for super::Outcome {
    fn words(&self, lang: Lang) -> String {
        use super::Outcome as O;
        match *self {
            O::Ongoing => t!(lang, "synthesis-outcome-ongoing"),
            O::KingCaptured { winner, both: false } => {
                t!(lang, "synthesis-outcome-king-captured", winner = winner)
            }
            O::KingCaptured { winner, both: true } => {
                t!(lang, "synthesis-outcome-both-kings", winner = winner)
            }
            O::Checkmate { winner } => t!(lang, "synthesis-outcome-checkmate", winner = winner),
            O::Draw { ground } => t!(lang, "synthesis-outcome-draw", ground = ground.key().to_string()),
        }
    }
}

impl Regime {
    /// The regime's name (S6) in `lang`: "day and night" / «день и ночь».
    pub fn words(self, lang: Lang) -> String {
        t!(lang, "regime-name", regime = self.letter().to_string())
    }
}

impl Words for Flag {
    fn words(&self, lang: Lang) -> String {
        match self {
            Flag::Regime(c, r) => t!(lang, "synthesis-flag-regime", color = *c, regime = r.letter().to_string()),
            Flag::Escapes(c, n) => t!(lang, "synthesis-flag-escapes", color = *c, n = *n),
            Flag::Check(c) => t!(lang, "synthesis-flag-check", color = *c),
            Flag::BothInCheck => t!(lang, "synthesis-flag-both-in-check"),
            Flag::KingCaptured { color, reply: true } => {
                t!(lang, "synthesis-flag-king-captured-reply", color = *color)
            }
            Flag::KingCaptured { color, reply: false } => {
                t!(lang, "synthesis-flag-king-captured", color = *color)
            }
            Flag::Mandatory(moves) => {
                let list: Vec<String> = moves.iter().map(|m| Written::from(m).to_string()).collect();
                t!(lang, "synthesis-flag-mandatory", moves = list.join(", ").to_string())
            }
        }
    }
}

impl Words for SynthesisEvent {
    fn words(&self, lang: Lang) -> String {
        match *self {
            SynthesisEvent::Capture => t!(lang, "synthesis-event-capture"),
            SynthesisEvent::EnPassant => t!(lang, "synthesis-event-en-passant"),
            SynthesisEvent::Castle => t!(lang, "synthesis-event-castle"),
            SynthesisEvent::Promotion(r) => t!(lang, "synthesis-event-promotion", role = r),
            SynthesisEvent::KingCaptured => t!(lang, "synthesis-event-king-captured"),
            SynthesisEvent::Regime(c, r) => {
                t!(lang, "synthesis-event-regime", color = c, regime = r.letter().to_string())
            }
            SynthesisEvent::Escapes(c, n) => t!(lang, "synthesis-event-escapes", color = c, n = n),
            SynthesisEvent::Check => t!(lang, "synthesis-event-check"),
            SynthesisEvent::BothInCheck => t!(lang, "synthesis-event-both-in-check"),
            SynthesisEvent::Reply => t!(lang, "synthesis-event-reply"),
            SynthesisEvent::Checkmate => t!(lang, "synthesis-event-checkmate"),
            SynthesisEvent::Stalemate => t!(lang, "synthesis-event-stalemate"),
            SynthesisEvent::Win(c) => t!(lang, "synthesis-event-win", winner = c),
            SynthesisEvent::Draw => t!(lang, "synthesis-event-draw"),
        }
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

victoria_words::english_display!(FenFault, FenError);
