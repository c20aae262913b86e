//! Why a Synthesis move is not legal, as facts: [`SynthesisRefusal`] names the pieces, squares,
//! regimes and moves of each refusal (S1–S31); it travels inside the engine's shared
//! `Illegal` (`Refusal::Synthesis`) with its S-ruling (`synthesis::refuse`). The words are made
//! in `synthesis/words.rs`, where every Synthesis sentence ends with its ruling.

use super::outcome::Outcome;
use super::regime::{QueenState, Regime, queen_home};
use crate::{Color, Move, Role, Square};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A move as a sentence writes it: `b7xc6`, `e7e8q` (`x` for a capture).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Written {
    pub from: Square,
    pub to: Square,
    pub capture: bool,
    pub promotion: Option<Role>,
}

impl From<&Move> for Written {
    fn from(m: &Move) -> Written {
        Written { from: m.from, to: m.to, capture: m.capture, promotion: m.promotion }
    }
}

impl fmt::Display for Written {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let promo = self.promotion.map(|r| r.lower().to_string()).unwrap_or_default();
        write!(f, "{}{}{}{promo}", self.from, if self.capture { "x" } else { "" }, self.to)
    }
}

/// What a colour's regime says of its original queen (S5, S6), as a refusal cites it: "White's
/// queen is away from d1". `original` says "original queen" (SE9: any queen of a B or C colour
/// leaps at night, the original one sets the regime).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Clause {
    pub color: Color,
    pub state: ClauseState,
    pub original: bool,
}

/// The queen's state behind a [`Clause`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClauseState {
    /// Regime D: the colour plays classical chess.
    Classical,
    /// Regime A: the queen stands at home.
    AtHome,
    /// Regime A: the queen was captured on its home square.
    CapturedHome,
    /// Regime B: the queen is away from home.
    Away,
    /// Regime C: the queen was captured away from home.
    CapturedAway,
}

impl Clause {
    /// The clause for a colour in a regime, its queen as given.
    pub fn of(color: Color, queen: QueenState, regime: Regime) -> Clause {
        let state = match regime {
            Regime::D => ClauseState::Classical,
            Regime::A if queen == QueenState::CapturedHome => ClauseState::CapturedHome,
            Regime::A => ClauseState::AtHome,
            Regime::B => ClauseState::Away,
            Regime::C => ClauseState::CapturedAway,
        };
        Clause { color, state, original: false }
    }
    /// The queen's home square: d1 / d8.
    pub fn home(&self) -> Square {
        queen_home(self.color)
    }
    pub const STATES: [ClauseState; 5] = [
        ClauseState::Classical,
        ClauseState::AtHome,
        ClauseState::CapturedHome,
        ClauseState::Away,
        ClauseState::CapturedAway,
    ];
}

/// How a slider moves at night in regimes B and C (S9–S15), or by its day lines in A and D.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Night {
    LikeBishop,
    LikeRook,
    OneDiagonal,
    OneOrthogonal,
    KnightLeap,
}

impl Night {
    pub const ALL: [Night; 5] =
        [Night::LikeBishop, Night::LikeRook, Night::OneDiagonal, Night::OneOrthogonal, Night::KnightLeap];
}

/// Why a held castling right cannot be used now (S24).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CastleBlock {
    /// A piece of `role` stands on `at`, between the king and the rook.
    Occupied { at: Square, role: Role },
    /// The colour's king on `king` is in check.
    InCheck { color: Color, king: Square },
    /// The king would cross `square`, attacked by the piece on `by`.
    Crosses { square: Square, role: Role, by: Square },
    /// The king would land on `square`, attacked by the piece on `by`.
    Lands { square: Square, role: Role, by: Square },
}

/// The pieces attacking a square: "the rook on e8 and the knight on f6".
pub type Attackers = Vec<(Role, Square)>;

/// The facts of a refused Synthesis move: one variant per sentence. `color` is the side to
/// move unless said otherwise; `role`/`from` the piece that would move; `other`/`at` another.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SynthesisRefusal {
    OffBoard {
        square: Square,
    },
    /// Both kings are gone; `last` captured last.
    BothKingsCaptured {
        last: Color,
    },
    /// `color`'s king has been captured: the game is over.
    KingGone {
        color: Color,
    },
    NoPiece {
        square: Square,
        color: Color,
    },
    NotYours {
        role: Role,
        square: Square,
        owner: Color,
        color: Color,
    },
    MustLeave {
        role: Role,
        square: Square,
    },
    MustPromote {
        role: Role,
        from: Square,
        to: Square,
    },
    NoPromotion {
        role: Role,
        from: Square,
        to: Square,
        letter: Role,
    },
    MustCaptureKing {
        color: Color,
        king: Square,
        mv: Written,
    },
    LeavesKingClassical {
        color: Color,
        mv: Written,
        king: Square,
        attackers: Attackers,
    },
    CheckNotAnswered {
        color: Color,
        mv: Written,
        king: Square,
        attackers: Attackers,
    },
    LeavesKingAttacked {
        color: Color,
        mv: Written,
        king: Square,
        attackers: Attackers,
    },
    AttacksNothing {
        role: Role,
        square: Square,
    },
    ClassicalCheck {
        color: Color,
        mv: Written,
        king: Square,
        attackers: Attackers,
    },
    PawnCaptureMandatory {
        clause: Clause,
        captures: Vec<Written>,
    },
    OwnPieceThere {
        role: Role,
        from: Square,
        to: Square,
        color: Color,
        other: Role,
    },
    KnightLeap {
        from: Square,
        to: Square,
    },
    CaptureBlocked {
        role: Role,
        from: Square,
        to: Square,
        other: Role,
        at: Square,
    },
    /// A capture off the day lines; `clause` is given by day in regimes B and C.
    CapturesOnlyAlong {
        role: Role,
        from: Square,
        to: Square,
        target: Role,
        clause: Option<Clause>,
    },
    PassBlocked {
        role: Role,
        from: Square,
        to: Square,
        other: Role,
        at: Square,
    },
    NotOnItsLines {
        role: Role,
        from: Square,
        to: Square,
    },
    NightPattern {
        role: Role,
        from: Square,
        to: Square,
        night: Night,
        clause: Clause,
    },
    PawnNoStraightCapture {
        from: Square,
        to: Square,
        other: Role,
    },
    PawnDoubleFromStart {
        from: Square,
    },
    PawnDoubleBlocked {
        from: Square,
        to: Square,
        other: Role,
        at: Square,
    },
    PawnDiagonalEmpty {
        from: Square,
        to: Square,
    },
    PawnCannotReach {
        from: Square,
        to: Square,
    },
    KingNeverCastlesC {
        color: Color,
        from: Square,
        clause: Clause,
    },
    KingCastleB {
        color: Color,
        from: Square,
        clause: Clause,
    },
    NoCastlingRight {
        color: Color,
        rook: Square,
    },
    CastlingBlocked {
        color: Color,
        rook: Square,
        why: CastleBlock,
    },
    KingOneSquare {
        color: Color,
        from: Square,
        to: Square,
    },
    KingMidnightB {
        color: Color,
        from: Square,
        clause: Clause,
    },
    KingNotInCheckC {
        color: Color,
        from: Square,
        clause: Clause,
    },
    EscapesUsed {
        color: Color,
        from: Square,
        clause: Clause,
        escapes: u8,
    },
    KingEscapeAttacked {
        color: Color,
        from: Square,
        to: Square,
        attackers: Attackers,
    },
    KingCannotMove {
        color: Color,
        from: Square,
        to: Square,
    },
    /// The position has ended the game (S27, S28, S30).
    GameOver {
        outcome: Outcome,
    },
}
