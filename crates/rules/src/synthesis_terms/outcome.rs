//! How a Synthesis game stands — going on, a king captured with no reply (S27), checkmate
//! (S28, S29) or a draw and its ground (S28, S30) — as a fact; its words are made by the
//! `i18n` module's rules words.

use crate::Color;

/// Why a game is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawGround {
    /// The side to move has no legal move and is not in check (S28).
    Stalemate,
    /// The same position (S30: tokens included) has stood three times.
    Repetition,
    /// 100 plies without a capture or a pawn move (S30).
    FiftyMoves,
}

impl DrawGround {
    pub const ALL: [DrawGround; 3] = [DrawGround::Stalemate, DrawGround::Repetition, DrawGround::FiftyMoves];
    pub fn key(self) -> &'static str {
        match self {
            DrawGround::Stalemate => "stalemate",
            DrawGround::Repetition => "repetition",
            DrawGround::FiftyMoves => "fifty_moves",
        }
    }
}

/// How a Synthesis game stands. Its words (`describe`, `sentence`) are made by
/// the `i18n` module's rules words.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "outcome")]
pub enum Outcome {
    /// The game goes on (a pending one reply of S27 included).
    Ongoing,
    /// A king was captured and its colour had no reply, or both kings were captured and the
    /// winner captured last (`both`) (S27).
    KingCaptured {
        winner: Color,
        both: bool,
    },
    /// The side to move is in check with no legal move (S28, S29).
    Checkmate {
        winner: Color,
    },
    Draw {
        ground: DrawGround,
    },
}

impl Outcome {
    /// `ongoing`, `king_captured`, `checkmate` or `draw`.
    pub fn key(&self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::KingCaptured { .. } => "king_captured",
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Draw { .. } => "draw",
        }
    }
    pub fn winner(&self) -> Option<Color> {
        match self {
            Outcome::KingCaptured { winner, .. } | Outcome::Checkmate { winner } => Some(*winner),
            _ => None,
        }
    }
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn result(&self) -> &'static str {
        match self {
            Outcome::Ongoing => "*",
            Outcome::Draw { .. } => "1/2-1/2",
            _ => match self.winner() {
                Some(Color::White) => "1-0",
                _ => "0-1",
            },
        }
    }
    /// One of every shape, for tests that render them all.
    pub fn examples() -> Vec<Outcome> {
        let mut v = vec![Outcome::Ongoing];
        for winner in Color::ALL {
            v.extend([
                Outcome::KingCaptured { winner, both: false },
                Outcome::KingCaptured { winner, both: true },
                Outcome::Checkmate { winner },
            ]);
        }
        v.extend(DrawGround::ALL.map(|ground| Outcome::Draw { ground }));
        v
    }
}
