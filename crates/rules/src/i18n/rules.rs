//! The rules engine's facts in words: a refused move ([`Illegal`]: its [`Refusal`] with the
//! ruling), what stands on a square ([`Thing`]), the verdicts ([`Outcome`],
//! [`synthesis::Outcome`]), the events of a move ([`Event`], [`SynthesisEvent`]) and the flags
//! of a Synthesis position — each from the catalogues `rules.ftl` and `synthesis.ftl`. The
//! engine holds only the facts; `Display` of a refusal or a verdict is its English.

use super::args::Args;
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

/// `text` ending with "(rule)", unless it already ends with a parenthesis citing the rule
/// ("… (R24, E4)").
fn cite(lang: Lang, rule: Rule, text: String) -> String {
    let cited = text.ends_with(')') && text.rsplit_once('(').is_some_and(|(_, tail)| tail.contains(rule.as_str()));
    if cited { text } else { Args::new().s("text", text).s("rule", rule).say(lang, "with-rule") }
}

/// "a, b and c" in the language.
fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => Args::new().s("init", init.join(", ")).s("last", last).say(lang, "list-and"),
    }
}

impl Thing {
    /// The thing in a case: "the rook on d4" / «ладьи на d4».
    pub fn words_in(&self, lang: Lang, case: Case) -> String {
        let case = if case == Case::Gen { "gen" } else { "nom" };
        match *self {
            Thing::Piece { role, square } => {
                Args::new().role("role", role).sq("square", square).say(lang, &format!("thing-piece-{case}"))
            }
            Thing::Bastion { color, square } => {
                Args::new().color("color", color).sq("square", square).say(lang, &format!("thing-bastion-{case}"))
            }
            Thing::Monument { square } => Args::new().sq("square", square).say(lang, &format!("thing-monument-{case}")),
            Thing::Square { square } => Args::new().sq("square", square).say(lang, "thing-square"),
            Thing::Enemy => Args::new().say(lang, &format!("thing-enemy-{case}")),
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
            BoardSize { width, height } => Args::new()
                .n("width", width)
                .n("height", height)
                .n("min", crate::square::MIN_SIDE)
                .n("max", crate::square::MAX_SIDE)
                .say(lang, "position-board-size"),
            PawnOnLastRank { color, square } => {
                Args::new().color("color", color).sq("square", square).say(lang, "position-pawn-on-last-rank")
            }
            KingCount { color, count } => {
                Args::new().color("color", color).n("count", count).say(lang, "position-king-count")
            }
            EnPassantOffBoard { square, width, height } => Args::new()
                .sq("square", square)
                .n("width", width)
                .n("height", height)
                .say(lang, "position-ep-off-board"),
            ReserveWithoutPiece { square } => {
                Args::new().sq("square", square).say(lang, "position-reserve-without-piece")
            }
            ZeroReserve { square } => Args::new().sq("square", square).say(lang, "position-zero-reserve"),
            HeroNotPawn { square } => Args::new().sq("square", square).say(lang, "position-hero-not-pawn"),
            FreshNotPawn { square } => Args::new().sq("square", square).say(lang, "position-fresh-not-pawn"),
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
                Args::new().sq("rook", *rook).n("rank", *rank).say(lang, "refusal-castle-rook-off-rank")
            }
            NoRook { color, rook } => {
                Args::new().color("color", *color).sq("rook", *rook).say(lang, "refusal-castle-no-rook")
            }
            TooClose { king, rook } => {
                Args::new().sq("king", *king).sq("rook", *rook).say(lang, "refusal-castle-too-close")
            }
            Between { what } => {
                Args::new().s("what", what.words_in(lang, Case::Nom)).say(lang, "refusal-castle-between")
            }
            KingInCheck { king, by: b } => {
                Args::new().sq("king", *king).s("by", by(b)).say(lang, "refusal-castle-king-in-check")
            }
            CrossesAttacked { crossed, by: b } => {
                Args::new().sq("crossed", *crossed).s("by", by(b)).say(lang, "refusal-castle-crosses-attacked")
            }
        }
    }
}

impl Words for Refusal {
    fn words(&self, lang: Lang) -> String {
        use Refusal::*;
        let a = Args::new;
        let by = |t: &Thing| t.words_in(lang, Case::Gen);
        let rft = |role: Role, from: Square, to: Square| a().role("role", role).sq("from", from).sq("to", to);
        let ft = |from: Square, to: Square| a().sq("from", from).sq("to", to);
        match self {
            OffBoard { square, files, ranks } => {
                let last = Square::new(files.saturating_sub(1), 0).file_char();
                a().sq("square", *square).s("last", last).n("ranks", *ranks).say(lang, "refusal-off-board")
            }
            NoPiece { square } => a().sq("square", *square).say(lang, "refusal-no-piece"),
            BastionNeverMoves { square, color } => {
                a().sq("square", *square).color("color", *color).say(lang, "refusal-bastion-never-moves")
            }
            MonumentNeverMoves { square } => a().sq("square", *square).say(lang, "refusal-monument-never-moves"),
            NotYourMove { turn, role, square, owner } => a()
                .color("turn", *turn)
                .role("role", *role)
                .sq("square", *square)
                .color("owner", *owner)
                .say(lang, "refusal-not-your-move"),
            MustMove { role, from } => a().role("role", *role).sq("from", *from).say(lang, "refusal-must-move"),
            OntoBastion { role, from, to, color } => {
                rft(*role, *from, *to).color("color", *color).say(lang, "refusal-onto-bastion")
            }
            OntoMonument { role, from, to } => rft(*role, *from, *to).say(lang, "refusal-onto-monument"),
            OntoOwnPiece { role, from, to, color, other } => {
                rft(*role, *from, *to).color("color", *color).role("other", *other).say(lang, "refusal-onto-own-piece")
            }
            KingNeverCaptured { role, from, to } => rft(*role, *from, *to).say(lang, "refusal-king-never-captured"),
            MustPromote { from, to } => ft(*from, *to).say(lang, "refusal-must-promote"),
            NotOnLastRank { role, from } => {
                a().role("role", *role).sq("from", *from).say(lang, "refusal-not-on-last-rank")
            }
            OnlyPawnPromotes { role, from } => {
                a().role("role", *role).sq("from", *from).say(lang, "refusal-only-pawn-promotes")
            }
            KnightLeap { from, to } => ft(*from, *to).say(lang, "refusal-knight-leap"),
            CastleIntoCheck { king, by: b } => {
                a().sq("king", *king).s("by", by(b)).say(lang, "refusal-castle-into-check")
            }
            KingIntoCheck { to, by: b } => a().sq("to", *to).s("by", by(b)).say(lang, "refusal-king-into-check"),
            LeavesKingInCheck { role, from, to, king, by: b } => {
                rft(*role, *from, *to).sq("king", *king).s("by", by(b)).say(lang, "refusal-leaves-king-in-check")
            }
            Pinned { role, from, to, king, by: b } => {
                rft(*role, *from, *to).sq("king", *king).s("by", by(b)).say(lang, "refusal-pinned")
            }
            SliderLines { role, from, to } => rft(*role, *from, *to).say(lang, "refusal-slider-lines"),
            OwnBastionStopsQuiet { role, from, to, color, at } => {
                rft(*role, *from, *to).color("color", *color).sq("at", *at).say(lang, "refusal-own-bastion-stops-quiet")
            }
            BastionStopsLine { role, from, to, color, at } => {
                rft(*role, *from, *to).color("color", *color).sq("at", *at).say(lang, "refusal-bastion-stops-line")
            }
            MonumentStopsLine { role, from, to, at } => {
                rft(*role, *from, *to).sq("at", *at).say(lang, "refusal-monument-stops-line")
            }
            InTheWay { role, from, to, other, at } => {
                rft(*role, *from, *to).role("other", *other).sq("at", *at).say(lang, "refusal-in-the-way")
            }
            SliderCannotReach { role, from, to } => rft(*role, *from, *to).say(lang, "refusal-slider-cannot-reach"),
            KingOneSquare { from, to } => ft(*from, *to).say(lang, "refusal-king-one-square"),
            CastlingOff => a().say(lang, "refusal-castling-off"),
            CastlingRightsLost { color } => a().color("color", *color).say(lang, "refusal-castling-rights-lost"),
            NoRookThatWay { from, color } => {
                a().sq("from", *from).color("color", *color).say(lang, "refusal-no-rook-that-way")
            }
            Castling { problem } => problem.words(lang),
            Sentinel { square } => a().sq("square", *square).say(lang, "refusal-sentinel"),
            PawnBackward { from, to } => ft(*from, *to).say(lang, "refusal-pawn-backward"),
            WarriorLastRank { from, rank } => {
                a().sq("from", *from).n("rank", *rank).say(lang, "refusal-warrior-last-rank")
            }
            PawnBlocked { from, to, other } => ft(*from, *to).role("other", *other).say(lang, "refusal-pawn-blocked"),
            PawnCannotAdvance { from, to } => ft(*from, *to).say(lang, "refusal-pawn-cannot-advance"),
            PawnMoved { from } => a().sq("from", *from).say(lang, "refusal-pawn-moved"),
            PushThroughBastion { from, color, at } => {
                a().sq("from", *from).color("color", *color).sq("at", *at).say(lang, "refusal-push-through-bastion")
            }
            PushThroughMonument { from, at } => {
                a().sq("from", *from).sq("at", *at).say(lang, "refusal-push-through-monument")
            }
            DoubleStepBlocked { from, other, at } => {
                a().sq("from", *from).role("other", *other).sq("at", *at).say(lang, "refusal-double-step-blocked")
            }
            PawnAdvance { from, to } => ft(*from, *to).say(lang, "refusal-pawn-advance"),
            NoEnPassant { to } => a().sq("to", *to).say(lang, "refusal-no-en-passant"),
            BypassOff { from } => a().sq("from", *from).say(lang, "refusal-bypass-off"),
            WarriorBypassLastRank { rank } => a().n("rank", *rank).say(lang, "refusal-warrior-bypass-last-rank"),
            PawnDiagonal { from } => a().sq("from", *from).say(lang, "refusal-pawn-diagonal"),
            PawnCannotReach { from, to } => ft(*from, *to).say(lang, "refusal-pawn-cannot-reach"),
            BecameMonument { role, square, fullmove } => a()
                .role("role", *role)
                .sq("square", *square)
                .n("fullmove", *fullmove)
                .say(lang, "refusal-became-monument"),
            Synthesis(s) => s.words(lang),
        }
    }
}

impl Words for Outcome {
    fn words(&self, lang: Lang) -> String {
        match *self {
            Outcome::Ongoing => Args::new().say(lang, "outcome-ongoing"),
            Outcome::Checkmate { winner } => Args::new().color("winner", winner).say(lang, "outcome-checkmate"),
            Outcome::Points { ground, white, black } => {
                let lead = match white.cmp(&black) {
                    std::cmp::Ordering::Greater => "white",
                    std::cmp::Ordering::Less => "black",
                    std::cmp::Ordering::Equal => "even",
                };
                Args::new()
                    .n("white", white)
                    .n("black", black)
                    .s("lead", lead)
                    .s("ground", key(&ground))
                    .say(lang, "outcome-points")
            }
            Outcome::Draw { ground } => Args::new().s("ground", key(&ground)).say(lang, "outcome-draw"),
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
        Args::new().s("ground", key(self)).say(lang, "points-ground")
    }
}

impl Words for Event {
    fn words(&self, lang: Lang) -> String {
        let a = Args::new;
        match *self {
            Event::Capture => a().say(lang, "event-capture"),
            Event::EnPassant => a().say(lang, "event-en-passant"),
            Event::Castle => a().say(lang, "event-castle"),
            Event::Hero(s) => a().sq("square", s).say(lang, "event-hero"),
            Event::Promotion(r) => a().role("role", r).say(lang, "event-promotion"),
            Event::Petrified(s) => a().sq("square", s).say(lang, "event-petrified"),
            Event::Check => a().say(lang, "event-check"),
            Event::Checkmate => a().say(lang, "event-checkmate"),
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
    Args::new().role("role", role).sq("square", square).say(lang, "petrified")
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
        Args::new()
            .color("color", self.color)
            .sq("home", self.home())
            .s("original", if self.original { "yes" } else { "no" })
            .say(lang, id)
    }
}

impl Words for CastleBlock {
    fn words(&self, lang: Lang) -> String {
        let a = Args::new;
        match *self {
            CastleBlock::Occupied { at, role } => {
                a().sq("at", at).role("role", role).say(lang, "synthesis-castle-occupied")
            }
            CastleBlock::InCheck { color, king } => {
                a().color("color", color).sq("king", king).say(lang, "synthesis-castle-in-check")
            }
            CastleBlock::Crosses { square, role, by } => {
                a().sq("square", square).role("role", role).sq("by", by).say(lang, "synthesis-castle-crosses")
            }
            CastleBlock::Lands { square, role, by } => {
                a().sq("square", square).role("role", role).sq("by", by).say(lang, "synthesis-castle-lands")
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
        let a = Args::new;
        let rft = |role: Role, from: Square, to: Square| a().role("role", role).sq("from", from).sq("to", to);
        let ft = |from: Square, to: Square| a().sq("from", from).sq("to", to);
        let king = |color: Color, from: Square| a().color("color", color).sq("from", from);
        let mv4 = |color: Color, mv: &Written, k: Square, att: &[(Role, Square)]| {
            a().color("color", color)
                .color("them", color.other())
                .s("mv", mv)
                .sq("king", k)
                .s("attackers", attackers(lang, att))
        };
        match self {
            OffBoard { square } => a().sq("square", *square).say(lang, "synthesis-off-board"),
            BothKingsCaptured { last } => a().color("last", *last).say(lang, "synthesis-both-kings-captured"),
            KingGone { color } => a().color("color", *color).say(lang, "synthesis-king-gone"),
            NoPiece { square, color } => {
                a().sq("square", *square).color("color", *color).say(lang, "synthesis-no-piece")
            }
            NotYours { role, square, owner, color } => a()
                .role("role", *role)
                .sq("square", *square)
                .color("owner", *owner)
                .color("color", *color)
                .say(lang, "synthesis-not-yours"),
            MustLeave { role, square } => {
                a().role("role", *role).sq("square", *square).say(lang, "synthesis-must-leave")
            }
            MustPromote { role, from, to } => rft(*role, *from, *to).say(lang, "synthesis-must-promote"),
            NoPromotion { role, from, to, letter } => {
                rft(*role, *from, *to).s("letter", letter.lower()).say(lang, "synthesis-no-promotion")
            }
            MustCaptureKing { color, king: k, mv } => a()
                .color("color", *color)
                .color("them", color.other())
                .sq("king", *k)
                .s("mv", mv)
                .say(lang, "synthesis-must-capture-king"),
            LeavesKingClassical { color, mv, king: k, attackers: att } => {
                mv4(*color, mv, *k, att).say(lang, "synthesis-leaves-king-classical")
            }
            CheckNotAnswered { color, mv, king: k, attackers: att } => {
                mv4(*color, mv, *k, att).say(lang, "synthesis-check-not-answered")
            }
            LeavesKingAttacked { color, mv, king: k, attackers: att } => {
                mv4(*color, mv, *k, att).say(lang, "synthesis-leaves-king-attacked")
            }
            AttacksNothing { role, square } => {
                a().role("role", *role).sq("square", *square).say(lang, "synthesis-attacks-nothing")
            }
            ClassicalCheck { color, mv, king: k, attackers: att } => {
                mv4(*color, mv, *k, att).say(lang, "synthesis-classical-check")
            }
            PawnCaptureMandatory { clause, captures } => {
                let list: Vec<String> = captures.iter().map(|w| w.to_string()).collect();
                a().s("clause", clause.words(lang))
                    .s("captures", and_list(lang, &list))
                    .n("count", captures.len() as u32)
                    .say(lang, "synthesis-pawn-capture-mandatory")
            }
            OwnPieceThere { role, from, to, color, other } => rft(*role, *from, *to)
                .color("color", *color)
                .role("other", *other)
                .say(lang, "synthesis-own-piece-there"),
            KnightLeap { from, to } => ft(*from, *to).say(lang, "synthesis-knight-leap"),
            CaptureBlocked { role, from, to, other, at } => {
                rft(*role, *from, *to).role("other", *other).sq("at", *at).say(lang, "synthesis-capture-blocked")
            }
            CapturesOnlyAlong { role, from, to, target, clause } => rft(*role, *from, *to)
                .role("target", *target)
                .s("byday", if clause.is_some() { "yes" } else { "no" })
                .s("clause", clause.map(|c| c.words(lang)).unwrap_or_default())
                .say(lang, "synthesis-captures-only-along"),
            PassBlocked { role, from, to, other, at } => {
                rft(*role, *from, *to).role("other", *other).sq("at", *at).say(lang, "synthesis-pass-blocked")
            }
            NotOnItsLines { role, from, to } => rft(*role, *from, *to).say(lang, "synthesis-not-on-its-lines"),
            NightPattern { role, from, to, night, clause } => rft(*role, *from, *to)
                .s("night", night_key(*night))
                .s("clause", clause.words(lang))
                .say(lang, "synthesis-night-pattern"),
            PawnNoStraightCapture { from, to, other } => {
                ft(*from, *to).role("other", *other).say(lang, "synthesis-pawn-no-straight-capture")
            }
            PawnDoubleFromStart { from } => a().sq("from", *from).say(lang, "synthesis-pawn-double-from-start"),
            PawnDoubleBlocked { from, to, other, at } => {
                ft(*from, *to).role("other", *other).sq("at", *at).say(lang, "synthesis-pawn-double-blocked")
            }
            PawnDiagonalEmpty { from, to } => ft(*from, *to).say(lang, "synthesis-pawn-diagonal-empty"),
            PawnCannotReach { from, to } => ft(*from, *to).say(lang, "synthesis-pawn-cannot-reach"),
            KingNeverCastlesC { color, from, clause } => {
                king(*color, *from).s("clause", clause.words(lang)).say(lang, "synthesis-king-never-castles-c")
            }
            KingCastleB { color, from, clause } => {
                king(*color, *from).s("clause", clause.words(lang)).say(lang, "synthesis-king-castle-b")
            }
            NoCastlingRight { color, rook } => {
                a().color("color", *color).sq("rook", *rook).say(lang, "synthesis-no-castling-right")
            }
            CastlingBlocked { color, rook, why } => a()
                .color("color", *color)
                .sq("rook", *rook)
                .s("why", why.words(lang))
                .say(lang, "synthesis-castling-blocked"),
            KingOneSquare { color, from, to } => {
                king(*color, *from).sq("to", *to).say(lang, "synthesis-king-one-square")
            }
            KingMidnightB { color, from, clause } => {
                king(*color, *from).s("clause", clause.words(lang)).say(lang, "synthesis-king-midnight-b")
            }
            KingNotInCheckC { color, from, clause } => {
                king(*color, *from).s("clause", clause.words(lang)).say(lang, "synthesis-king-not-in-check-c")
            }
            EscapesUsed { color, from, clause, escapes } => king(*color, *from)
                .s("clause", clause.words(lang))
                .n("escapes", *escapes)
                .say(lang, "synthesis-escapes-used"),
            KingEscapeAttacked { color, from, to, attackers: att } => king(*color, *from)
                .sq("to", *to)
                .s("attackers", attackers(lang, att))
                .say(lang, "synthesis-king-escape-attacked"),
            KingCannotMove { color, from, to } => {
                king(*color, *from).sq("to", *to).say(lang, "synthesis-king-cannot-move")
            }
            GameOver { outcome } => {
                let words = outcome.words(lang);
                let bare = match words.rsplit_once(" (") {
                    Some((head, tail)) if tail.ends_with(')') && tail.starts_with('S') => head.to_string(),
                    _ => words,
                };
                a().s("outcome", bare).say(lang, "synthesis-game-over")
            }
        }
    }
}

impl Words for synthesis::Outcome {
    fn words(&self, lang: Lang) -> String {
        use synthesis::Outcome as O;
        match *self {
            O::Ongoing => Args::new().say(lang, "synthesis-outcome-ongoing"),
            O::KingCaptured { winner, both: false } => {
                Args::new().color("winner", winner).say(lang, "synthesis-outcome-king-captured")
            }
            O::KingCaptured { winner, both: true } => {
                Args::new().color("winner", winner).say(lang, "synthesis-outcome-both-kings")
            }
            O::Checkmate { winner } => Args::new().color("winner", winner).say(lang, "synthesis-outcome-checkmate"),
            O::Draw { ground } => Args::new().s("ground", ground.key()).say(lang, "synthesis-outcome-draw"),
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
        Args::new().s("regime", self.letter()).say(lang, "regime-name")
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
        let a = Args::new;
        match self {
            Flag::Regime(c, r) => a().color("color", *c).s("regime", r.letter()).say(lang, "synthesis-flag-regime"),
            Flag::Escapes(c, n) => a().color("color", *c).n("n", *n).say(lang, "synthesis-flag-escapes"),
            Flag::Check(c) => a().color("color", *c).say(lang, "synthesis-flag-check"),
            Flag::BothInCheck => a().say(lang, "synthesis-flag-both-in-check"),
            Flag::KingCaptured { color, reply: true } => {
                a().color("color", *color).say(lang, "synthesis-flag-king-captured-reply")
            }
            Flag::KingCaptured { color, reply: false } => {
                a().color("color", *color).say(lang, "synthesis-flag-king-captured")
            }
            Flag::Mandatory(moves) => {
                let list: Vec<String> = moves.iter().map(|m| Written::from(m).to_string()).collect();
                a().s("moves", list.join(", ")).say(lang, "synthesis-flag-mandatory")
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
        let a = Args::new;
        match *self {
            SynthesisEvent::Capture => a().say(lang, "synthesis-event-capture"),
            SynthesisEvent::EnPassant => a().say(lang, "synthesis-event-en-passant"),
            SynthesisEvent::Castle => a().say(lang, "synthesis-event-castle"),
            SynthesisEvent::Promotion(r) => a().role("role", r).say(lang, "synthesis-event-promotion"),
            SynthesisEvent::KingCaptured => a().say(lang, "synthesis-event-king-captured"),
            SynthesisEvent::Regime(c, r) => {
                a().color("color", c).s("regime", r.letter()).say(lang, "synthesis-event-regime")
            }
            SynthesisEvent::Escapes(c, n) => a().color("color", c).n("n", n).say(lang, "synthesis-event-escapes"),
            SynthesisEvent::Check => a().say(lang, "synthesis-event-check"),
            SynthesisEvent::BothInCheck => a().say(lang, "synthesis-event-both-in-check"),
            SynthesisEvent::Reply => a().say(lang, "synthesis-event-reply"),
            SynthesisEvent::Checkmate => a().say(lang, "synthesis-event-checkmate"),
            SynthesisEvent::Stalemate => a().say(lang, "synthesis-event-stalemate"),
            SynthesisEvent::Win(c) => a().color("winner", c).say(lang, "synthesis-event-win"),
            SynthesisEvent::Draw => a().say(lang, "synthesis-event-draw"),
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
