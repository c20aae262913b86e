//! The four regimes of a colour (S6) and the state of its original queen (S5) that decides them.

use crate::{Color, Square};
use std::fmt;

/// A colour's regime (S6): how its pieces move and what its goal is. Its name ("day and night")
/// is worded by the `i18n` module's rules words.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Regime {
    /// "Home": the original queen stands on its home square or was captured there (S7, S8).
    A,
    /// "Day and night": the original queen is on the board away from home (S9–S13).
    B,
    /// "Queenless": the original queen was captured away from home (S14–S17).
    C,
    /// "Classical": the colour has passed to classical chess for good (S18, S19).
    D,
}

impl Regime {
    pub const ALL: [Regime; 4] = [Regime::A, Regime::B, Regime::C, Regime::D];

    /// The letter S6 and S32 use: `A` … `D`.
    pub fn letter(self) -> char {
        match self {
            Regime::A => 'A',
            Regime::B => 'B',
            Regime::C => 'C',
            Regime::D => 'D',
        }
    }
    /// Regimes A, B and C are "synthesis" regimes (goal: capture the king); D is classical.
    pub fn is_synthesis(self) -> bool {
        self != Regime::D
    }
    /// The ruling that governs the colour's movement in this regime.
    pub fn ruling(self) -> &'static str {
        match self {
            Regime::A => "S7",
            Regime::B => "S9",
            Regime::C => "S14",
            Regime::D => "S19",
        }
    }
}

impl fmt::Display for Regime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Where a colour's original queen is (S5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QueenState {
    /// It stands on this square.
    On(Square),
    /// It was captured on its home square (d1 / d8): regime A for good (SE4).
    CapturedHome,
    /// It was captured anywhere else: regime C (or D).
    CapturedAway,
}

impl QueenState {
    /// The value of the `queen:` token (S2): a square, `xhome` or `xaway`.
    pub fn token(self) -> String {
        match self {
            QueenState::On(sq) => sq.to_string(),
            QueenState::CapturedHome => "xhome".into(),
            QueenState::CapturedAway => "xaway".into(),
        }
    }
}

/// The home square of a colour's original queen (S5): d1 for White, d8 for Black.
pub fn queen_home(c: Color) -> Square {
    match c {
        Color::White => Square::new(3, 0),
        Color::Black => Square::new(3, 7),
    }
}

/// The regime a queen state gives a colour that has not passed to D (S6).
pub fn regime_of(queen: QueenState, c: Color) -> Regime {
    match queen {
        QueenState::On(sq) if sq == queen_home(c) => Regime::A,
        QueenState::CapturedHome => Regime::A,
        QueenState::On(_) => Regime::B,
        QueenState::CapturedAway => Regime::C,
    }
}
