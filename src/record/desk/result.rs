//! The desk at the end of the game: the engine's verdict accepted as the result, results the
//! arbiter declares (R26–R28, R32), withdrawing a result, draw offers, the drawn signatures and
//! the arbiter's cryptographic seal.

use super::{Declared, Desk, DeskError};
use crate::record::journal::{Action, Signer};
use crate::record::model::*;
use crate::record::synth;
use crate::rules::{AnyGame, AnyOutcome, Color, Outcome};

impl Desk {
    /// The Victoria engine's verdict on the current position (mate, the endings of R27, R32);
    /// `Ongoing` in Synthesis (see [`verdict`](Self::verdict)).
    pub fn outcome(&self) -> Outcome {
        self.ended.victoria()
    }

    /// The verdict of the game's own ruleset on the current position.
    pub fn verdict(&self) -> AnyOutcome {
        self.ended
    }

    /// Records the engine's verdict as the result (after the arbiter confirms it).
    pub fn accept_outcome(&mut self) -> Result<GameResult, DeskError> {
        let time = self.now();
        let game = match self.live_game()? {
            AnyGame::Synthesis(game) => {
                let result = synth::result_of(game.outcome(), time, game.position().to_fen())
                    .ok_or_else(|| DeskError::Invalid("the game is not over: the engine sees no ending".into()))?;
                return self.finish(result);
            }
            AnyGame::Victoria(game) => game,
        };
        let outcome = game.outcome();
        let final_vfen = Some(game.position().to_vfen());
        let result = match outcome {
            Outcome::Ongoing => {
                return Err(DeskError::Invalid("the game is not over: the engine sees no ending".into()));
            }
            Outcome::Checkmate { winner } => GameResult {
                outcome: "checkmate".into(),
                winner: Some(winner),
                ground: if self.record.moves.is_empty() { "start_mate".into() } else { String::new() },
                points_white: None,
                points_black: None,
                reason: outcome.describe(),
                time,
                final_vfen,
            },
            Outcome::Points { ground, white, black } => GameResult {
                outcome: "points".into(),
                winner: outcome.winner(),
                ground: key_of(&ground),
                points_white: Some(white),
                points_black: Some(black),
                reason: outcome.describe(),
                time,
                final_vfen,
            },
            Outcome::Draw { ground } => GameResult {
                outcome: "draw".into(),
                winner: None,
                ground: key_of(&ground),
                points_white: None,
                points_black: None,
                reason: outcome.describe(),
                time,
                final_vfen,
            },
        };
        self.finish(result)
    }

    /// Records a result the arbiter declares. Forfeits and decisions need a written reason.
    pub fn declare(&mut self, what: Declared, reason: &str) -> Result<GameResult, DeskError> {
        let time = self.now();
        self.declare_timed(what, reason, time)
    }

    fn declare_timed(&mut self, what: Declared, reason: &str, time: Time) -> Result<GameResult, DeskError> {
        let game = self.live_game()?;
        let final_fen = game.fen();
        let points = game.points();
        let reason = reason.trim().to_string();
        let needs_reason = matches!(what, Declared::Forfeit { .. } | Declared::Decision { .. } | Declared::CountRuled);
        if needs_reason && reason.is_empty() {
            return Err(DeskError::Invalid(
                "write the reason of the arbiter's decision; it goes on the score sheet".into(),
            ));
        }
        let (outcome, winner, ground, pts, text) = match points {
            None => {
                let (outcome, winner, text) = synth::declared(&what).ok_or_else(|| {
                    DeskError::Invalid(
                        "Synthesis has no point count: the game ends by capturing the king, mate, a draw, resignation or agreement (S27–S30)".into(),
                    )
                })?;
                (outcome, winner, "", None, text)
            }
            Some(pts) => {
                let (outcome, winner, ground, counted, text) = victoria_declared(&what, pts);
                (outcome, winner, ground, counted.then_some(pts), text)
            }
        };
        let reason = if reason.is_empty() { text } else { format!("{text}: {reason}") };
        let result = GameResult {
            outcome: outcome.into(),
            winner,
            ground: ground.into(),
            points_white: pts.map(|p| p[0]),
            points_black: pts.map(|p| p[1]),
            reason,
            time,
            final_vfen: Some(final_fen),
        };
        self.finish(result)
    }

    pub(super) fn finish(&mut self, result: GameResult) -> Result<GameResult, DeskError> {
        self.commit(Action::Result { result: result.clone() })?;
        self.write_live()?;
        self.save()?;
        Ok(result)
    }

    /// Withdraws the result (a wrong entry), logged with the reason.
    pub fn clear_result(&mut self, reason: &str) -> Result<(), DeskError> {
        if self.record.result.is_none() {
            return Err(DeskError::Invalid("there is no result to clear".into()));
        }
        self.commit(Action::ClearResult { time: self.now(), reason: reason.trim().to_string() })?;
        self.write_live()
    }

    /// Logs a draw offer by `by`.
    pub fn offer_draw(&mut self, by: Color) -> Result<(), DeskError> {
        self.live_game()?;
        let time = self.now();
        self.commit(Action::DrawOffer {
            offer: DrawOffer { ply: self.record.moves.len() as u32, by, time, accepted: None },
        })
    }

    /// Answers the pending draw offer; accepting records the draw by agreement.
    pub fn answer_draw(&mut self, accepted: bool) -> Result<Option<GameResult>, DeskError> {
        let time = self.now();
        if !self.record.draw_offers.iter().any(|o| o.accepted.is_none()) {
            return Err(DeskError::Invalid("there is no pending draw offer".into()));
        }
        self.commit(Action::DrawAnswer { accepted })?;
        if accepted { self.declare_timed(Declared::DrawAgreed, "", time).map(Some) } else { Ok(None) }
    }

    /// Stores a drawn signature (strokes of points in a 0..1 box).
    pub fn sign(&mut self, who: Signer, strokes: Vec<Vec<[f32; 2]>>) -> Result<(), DeskError> {
        let time = self.now();
        if strokes.iter().flatten().any(|p| !(0.0..=1.0).contains(&p[0]) || !(0.0..=1.0).contains(&p[1])) {
            return Err(DeskError::Invalid("signature points must lie in the 0..1 box".into()));
        }
        if strokes.iter().all(|s| s.is_empty()) {
            return Err(DeskError::Invalid("the signature is empty".into()));
        }
        self.commit(Action::Sign { who, signature: DrawnSignature { strokes, signed_at: time } })
    }

    /// Stores the arbiter's cryptographic seal; its digest must be the record's digest now.
    pub fn set_arbiter_seal(&mut self, seal: ArbiterSeal) -> Result<(), DeskError> {
        if seal.digest != self.record.digest_hex() {
            return Err(DeskError::Invalid(format!(
                "the seal signs digest {}, but the record's digest is {}",
                seal.digest,
                self.record.digest_hex()
            )));
        }
        self.commit(Action::ArbiterSeal { seal })?;
        self.save()
    }
}

/// A result the arbiter declares in Victoria (or classical chess), with both totals `pts`:
/// (outcome key, winner, ground, whether the totals go in the result, sentence).
fn victoria_declared(what: &Declared, pts: [u32; 2]) -> (&'static str, Option<Color>, &'static str, bool, String) {
    let [white, black] = pts;
    let by_points = match white.cmp(&black) {
        std::cmp::Ordering::Greater => Some(Color::White),
        std::cmp::Ordering::Less => Some(Color::Black),
        std::cmp::Ordering::Equal => None,
    };
    let count_text = |why: &str| format!("point count, White {white} : Black {black}; {why} (R27)");
    match *what {
        Declared::Resignation { loser } => {
            ("resignation", Some(loser.other()), "", false, format!("{} resigned (R28)", loser.name()))
        }
        Declared::DrawAgreed => ("agreement", None, "", false, "draw by agreement (R28)".to_string()),
        Declared::CountAgreed => ("points", by_points, "agreement", true, count_text("the players agreed to a count")),
        Declared::CountRuled => (
            "points",
            by_points,
            "dead_position",
            true,
            count_text("the arbiter ruled that mate has become impossible for both sides"),
        ),
        Declared::Forfeit { loser } => {
            ("forfeit", Some(loser.other()), "", false, format!("{} loses by forfeit (R28)", loser.name()))
        }
        Declared::Decision { winner } => ("decision", winner, "", false, "arbiter's decision".to_string()),
    }
}

/// The E9 ground key of an engine ground (`nothing_to_move`, `repetition`, …).
fn key_of<T: serde::Serialize>(g: &T) -> String {
    serde_json::to_value(g).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}
