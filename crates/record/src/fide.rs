//! FIDE's sanctions as the arbiter applies them (R29, R33), as pure functions over typed facts:
//! what a completed illegal move costs under the option `illegal_move_penalty` (FIDE 7.5.3: two
//! minutes to the opponent; 7.5.5: the second completed illegal move by the same player loses),
//! and what a loss — by illegal moves or on time (FIDE 6.9) — becomes when the opponent cannot
//! mate (R27a): the point count of R27 in Victoria, a draw in classical chess and Synthesis.
//! The desk applies these, the app offers them; whether the opponent can mate comes from the
//! analyser or, where it cannot decide, from the arbiter.

use super::time_control::Millis;
use serde::{Deserialize, Serialize};
use victoria_rules::options::IllegalMovePenalty;
use victoria_rules::{Color, Ruleset};

/// FIDE 7.5.3: the time the opponent of a completed illegal move gets.
pub const ILLEGAL_MOVE_BONUS_MS: Millis = 2 * 60_000;

/// What a completed illegal move costs (R29).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Penalty {
    /// `warn`: logged, nothing more.
    Logged,
    /// FIDE 7.5.3: the opponent `to` gets two minutes.
    TwoMinutes { to: Color },
    /// FIDE 7.5.5: the second completed illegal move of `offender`: the loss is offered.
    SecondLoses { offender: Color },
}

impl Penalty {
    /// Time it adds to a clock: `(side, ms)`.
    pub fn bonus(self) -> Option<(Color, Millis)> {
        match self {
            Penalty::TwoMinutes { to } => Some((to, ILLEGAL_MOVE_BONUS_MS)),
            _ => None,
        }
    }
    /// Does it offer the loss (FIDE 7.5.5)?
    pub fn offers_loss(self) -> bool {
        matches!(self, Penalty::SecondLoses { .. })
    }
}

/// The penalty of a completed illegal move by `offender`, who has `counted_before` completed
/// illegal moves logged and not withdrawn.
pub fn illegal_move_penalty(option: IllegalMovePenalty, counted_before: usize, offender: Color) -> Penalty {
    match option {
        IllegalMovePenalty::Warn => Penalty::Logged,
        IllegalMovePenalty::Fide if counted_before == 0 => Penalty::TwoMinutes { to: offender.other() },
        IllegalMovePenalty::Fide => Penalty::SecondLoses { offender },
    }
}

/// Why a player would lose by the FIDE Laws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossGround {
    /// FIDE 7.5.5: a second completed illegal move (R29).
    IllegalMoves,
    /// FIDE 6.9: the flag fell (R33).
    Time,
}

impl LossGround {
    /// The article of the FIDE Laws.
    pub fn article(self) -> &'static str {
        match self {
            LossGround::IllegalMoves => "7.5.5",
            LossGround::Time => "6.9",
        }
    }
}

/// What the arbiter rules on a loss ground.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Sanction {
    /// `loser` loses.
    Loss { loser: Color },
    /// Victoria, the opponent cannot mate (R27a): the game goes to the count of R27.
    Count,
    /// Classical chess or Synthesis, the opponent cannot mate: a draw.
    Draw,
}

/// The ruling on `loser`'s loss ground (FIDE 6.9, 7.5.5; R29, R33): a loss, unless the
/// opponent cannot mate (R27a).
pub fn sanction(ruleset: Ruleset, loser: Color, opponent_can_mate: bool) -> Sanction {
    if opponent_can_mate {
        Sanction::Loss { loser }
    } else if ruleset == Ruleset::Victoria {
        Sanction::Count
    } else {
        Sanction::Draw
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warn_only_logs_and_fide_gives_two_minutes_then_offers_the_loss() {
        for n in 0..3 {
            assert_eq!(illegal_move_penalty(IllegalMovePenalty::Warn, n, Color::White), Penalty::Logged);
        }
        let first = illegal_move_penalty(IllegalMovePenalty::Fide, 0, Color::White);
        assert_eq!(first, Penalty::TwoMinutes { to: Color::Black });
        assert_eq!(first.bonus(), Some((Color::Black, 120_000)));
        assert!(!first.offers_loss());
        let second = illegal_move_penalty(IllegalMovePenalty::Fide, 1, Color::Black);
        assert_eq!(second, Penalty::SecondLoses { offender: Color::Black });
        assert!(second.offers_loss() && second.bonus().is_none());
        assert_eq!(Penalty::Logged.bonus(), None);
    }

    #[test]
    fn a_loss_becomes_the_count_in_victoria_and_a_draw_elsewhere_when_the_opponent_cannot_mate() {
        assert_eq!(sanction(Ruleset::Victoria, Color::White, true), Sanction::Loss { loser: Color::White });
        assert_eq!(sanction(Ruleset::Classical, Color::Black, true), Sanction::Loss { loser: Color::Black });
        assert_eq!(sanction(Ruleset::Victoria, Color::White, false), Sanction::Count);
        assert_eq!(sanction(Ruleset::Classical, Color::White, false), Sanction::Draw);
        assert_eq!(sanction(Ruleset::Synthesis, Color::White, false), Sanction::Draw);
        assert_eq!(LossGround::Time.article(), "6.9");
        assert_eq!(LossGround::IllegalMoves.article(), "7.5.5");
    }

    #[test]
    fn penalties_round_trip_through_json() {
        for p in
            [Penalty::Logged, Penalty::TwoMinutes { to: Color::White }, Penalty::SecondLoses { offender: Color::Black }]
        {
            let back: Penalty = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
            assert_eq!(back, p);
        }
    }
}
