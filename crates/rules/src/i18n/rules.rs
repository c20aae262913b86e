//! The rules engine's facts in words: a refused move ([`Illegal`]: its [`Refusal`] with the
//! ruling), what stands on a square ([`Thing`]), the verdicts ([`Outcome`],
//! [`synthesis::Outcome`]), the events of a move ([`Event`], [`SynthesisEvent`]) and the flags
//! of a Synthesis position — each from the catalogues `rules.ftl` and `synthesis.ftl`. The
//! engine holds only the facts; `Display` of a refusal or a verdict is its English.

use super::grammar::{Case, Sentence};
use super::{Lang, Words};
use crate::explain::{CastlingProblem, Illegal, Refusal, Thing};
use crate::game::Outcome;
use crate::moves::Event;
use crate::piece::{Color, Role};
use crate::position::PositionError;
use crate::ruling::Rule;
use crate::square::Square;
use crate::synthesis::{
    self, CastleBlock, Clause, ClauseState, Flag, Night, Regime, SynthesisEvent, SynthesisRefusal, Written,
};
use crate::{args, t};

/// `text` ending with "(rule)", unless it already ends with a parenthesis citing the rule
/// ("… (R24, E4)").
fn cite(lang: Lang, rule: Rule, text: String) -> String {
    let cited = text.ends_with(')') && text.rsplit_once('(').is_some_and(|(_, tail)| tail.contains(rule.as_str()));
    if cited { text } else { t!(lang, "with-rule", text = text.to_string(), rule = rule.to_string()) }
}

/// "a, b and c" in the language.
fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!(lang, "list-and", init = init.join(", ").to_string(), last = last.to_string()),
    }
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

impl Illegal {
    /// The sentence in `lang`, ending with the ruling.
    pub fn text(&self, lang: Lang) -> String {
        self.words(lang)
    }
    /// Both sentences.
    pub fn sentence(&self) -> Sentence {
        Sentence::of(self)
    }
}

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

impl Words for Outcome {
    fn words(&self, lang: Lang) -> String {
        match *self {
            Outcome::Ongoing => t!(lang, "outcome-ongoing"),
            Outcome::Checkmate { winner } => t!(lang, "outcome-checkmate", winner = winner),
            Outcome::Points { ground, white, black } => {
                let lead = match white.cmp(&black) {
                    std::cmp::Ordering::Greater => "white",
                    std::cmp::Ordering::Less => "black",
                    std::cmp::Ordering::Equal => "even",
                };
                t!(
                    lang,
                    "outcome-points",
                    white = white,
                    black = black,
                    lead = lead.to_string(),
                    ground = key(&ground).to_string()
                )
            }
            Outcome::Draw { ground } => t!(lang, "outcome-draw", ground = key(&ground).to_string()),
        }
    }
}

/// The serde key of a unit variant (`dead_position`), as the catalogues select on it.
fn key<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_value(v).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

// The English words.
victoria_words::english_display!(Outcome);

impl Outcome {
    /// The sentence for the arbiter, in English: what happened and on which ground.
    pub fn describe(&self) -> String {
        self.words(Lang::En)
    }
    /// The same in Russian.
    pub fn describe_ru(&self) -> String {
        self.words(Lang::Ru)
    }
    /// The sentence in `lang`.
    pub fn describe_in(&self, lang: Lang) -> String {
        self.words(lang)
    }
    /// Both sentences.
    pub fn sentence(&self) -> Sentence {
        Sentence::of(self)
    }
}

impl crate::game::PointsGround {
    /// Why the game went to the count, in `lang` (without the ruling).
    pub fn words(&self, lang: Lang) -> String {
        t!(lang, "points-ground", ground = key(self).to_string())
    }
}

impl Words for Event {
    fn words(&self, lang: Lang) -> String {
        match *self {
            Event::Capture => t!(lang, "event-capture"),
            Event::EnPassant => t!(lang, "event-en-passant"),
            Event::Castle => t!(lang, "event-castle"),
            Event::Hero(s) => t!(lang, "event-hero", square = s),
            Event::Promotion(r) => t!(lang, "event-promotion", role = r),
            Event::Petrified(s) => t!(lang, "event-petrified", square = s),
            Event::Check => t!(lang, "event-check"),
            Event::Checkmate => t!(lang, "event-checkmate"),
        }
    }
}

impl Event {
    /// The event as people read it, in both languages. (`Display` keeps the E9 token.)
    pub fn sentence(&self) -> Sentence {
        Sentence::of(self)
    }
}

/// "The bishop on e3 is petrified: it is now a monument (R15)." — the piece's gender agrees.
pub fn petrified(lang: Lang, role: Role, square: Square) -> String {
    t!(lang, "petrified", role = role, square = square)
}

// ---- Synthesis ----

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

impl Words for synthesis::Outcome {
    fn words(&self, lang: Lang) -> String {
        use synthesis::Outcome as O;
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

impl synthesis::Outcome {
    /// One English sentence with the ruling, for the record and the sheet.
    pub fn describe(&self) -> String {
        self.words(Lang::En)
    }
    /// The same in Russian.
    pub fn describe_ru(&self) -> String {
        self.words(Lang::Ru)
    }
    /// Both sentences.
    pub fn sentence(&self) -> Sentence {
        Sentence::of(self)
    }
}

impl Regime {
    /// The regime's name (S6) in `lang`: "day and night" / «день и ночь».
    pub fn words(self, lang: Lang) -> String {
        t!(lang, "regime-name", regime = self.letter().to_string())
    }
    /// The English name, for screens and sheets.
    pub fn name(self) -> String {
        self.words(Lang::En)
    }
    /// The Russian name, for screens and sheets.
    pub fn name_ru(self) -> String {
        self.words(Lang::Ru)
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

impl Flag {
    /// The flag in English, e.g. "White: regime B (day and night)".
    pub fn en(&self) -> String {
        self.words(Lang::En)
    }
    /// The flag in Russian.
    pub fn ru(&self) -> String {
        self.words(Lang::Ru)
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

impl SynthesisEvent {
    /// The event in words, in English (the S32 key is its `Display`).
    pub fn en(&self) -> String {
        self.words(Lang::En)
    }
    /// The event in words, in Russian.
    pub fn ru(&self) -> String {
        self.words(Lang::Ru)
    }
}
