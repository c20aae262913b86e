//! The desk at the end of the game: the engine's verdict accepted as the result, results the
//! arbiter declares (R26–R28, R32), withdrawing a result, draw offers, the drawn signatures and
//! the arbiter's cryptographic seal.

use super::{Declared, Recorder, RecorderError};
use crate::journal::{Action, Signer};
use crate::model::*;
use crate::synth;
use victoria_rules::{AnyGame, AnyOutcome, Color, Outcome, Ruleset};

impl Recorder {
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
    pub fn accept_outcome(&mut self) -> Result<GameResult, RecorderError> {
        let time = self.now();
        let game = match self.live_game()? {
            AnyGame::Synthesis(game) => {
                let result =
                    synth::result_of(game.outcome(), time, game.position().to_fen()).ok_or(RecorderError::NotOver)?;
                return self.finish(result);
            }
            AnyGame::Victoria(game) => game,
        };
        let outcome = game.outcome();
        let final_vfen = Some(game.position().to_vfen());
        let blank = |outcome, winner, ground| GameResult {
            outcome,
            winner,
            ground,
            points_white: None,
            points_black: None,
            reason: String::new(),
            time,
            final_vfen: final_vfen.clone(),
            mate_proofs: Vec::new(),
        };
        let result = match outcome {
            Outcome::Ongoing => return Err(RecorderError::NotOver),
            Outcome::Checkmate { winner } => {
                blank(ResultKind::Checkmate, Some(winner), self.record.moves.is_empty().then_some(Ground::StartMate))
            }
            Outcome::Points { ground, white, black } => GameResult {
                points_white: Some(white),
                points_black: Some(black),
                ..blank(ResultKind::Points, outcome.winner(), Some(ground.into()))
            },
            Outcome::Draw { ground } => blank(ResultKind::Draw, None, Some(ground.into())),
        };
        // R27's dead position by the fast check: the proofs go with the result.
        let result = match result.ground {
            Some(Ground::DeadPosition) => GameResult { mate_proofs: self.mate_proofs_now(&Color::ALL), ..result },
            _ => result,
        };
        self.finish(result)
    }

    /// Records a result the arbiter declares. Forfeits and decisions need a written reason.
    pub fn declare(&mut self, what: Declared, reason: &str) -> Result<GameResult, RecorderError> {
        let time = self.now();
        self.declare_timed(what, reason, time)
    }

    fn declare_timed(&mut self, what: Declared, reason: &str, time: Time) -> Result<GameResult, RecorderError> {
        let game = self.live_game()?;
        let final_fen = game.fen();
        let points = game.points();
        let reason = reason.trim().to_string();
        let needs_reason = matches!(what, Declared::Forfeit { .. } | Declared::Decision { .. } | Declared::CountRuled);
        if needs_reason && reason.is_empty() {
            return Err(RecorderError::DecisionNeedsReason);
        }
        let (outcome, winner, ground, pts) = match points {
            None => {
                let (outcome, winner) = synth::declared(&what).ok_or(RecorderError::NoCountInSynthesis)?;
                (outcome, winner, None, None)
            }
            Some(pts) => {
                let (outcome, winner, ground) = victoria_declared(&what, pts, self.record.rules.ruleset)?;
                (outcome, winner, ground, (outcome == ResultKind::Points).then_some(pts))
            }
        };
        let result = GameResult {
            outcome,
            winner,
            ground,
            points_white: pts.map(|p| p[0]),
            points_black: pts.map(|p| p[1]),
            reason,
            time,
            final_vfen: Some(final_fen),
            mate_proofs: Vec::new(),
        };
        self.finish(result)
    }

    pub(super) fn finish(&mut self, result: GameResult) -> Result<GameResult, RecorderError> {
        self.stop_clocks_for(&result)?;
        self.commit(Action::Result { result: result.clone() })?;
        self.write_live()?;
        self.save()?;
        Ok(result)
    }

    /// Withdraws the result (a wrong entry), logged with the reason.
    pub fn clear_result(&mut self, reason: &str) -> Result<(), RecorderError> {
        if self.record.result.is_none() {
            return Err(RecorderError::NoResultToClear);
        }
        self.commit(Action::ClearResult { time: self.now(), reason: reason.trim().to_string(), taken_back: false })?;
        Ok(self.write_live()?)
    }

    /// Logs a draw offer by `by`; refused once the engine sees an ending (a mate, a dead
    /// position, a stalemate, R27's count…): the game is over, there is no draw left to offer,
    /// and the arbiter records the result.
    pub fn offer_draw(&mut self, by: Color) -> Result<(), RecorderError> {
        self.game_for_move()?;
        let time = self.now();
        self.commit(Action::DrawOffer {
            offer: DrawOffer { ply: self.record.moves.len() as u32, by, time, accepted: None },
        })
    }

    /// Answers the pending draw offer; accepting records the draw by agreement.
    pub fn answer_draw(&mut self, accepted: bool) -> Result<Option<GameResult>, RecorderError> {
        let time = self.now();
        if !self.record.draw_offers.iter().any(|o| o.accepted.is_none()) {
            return Err(RecorderError::NoPendingDrawOffer);
        }
        self.commit(Action::DrawAnswer { accepted })?;
        if accepted { self.declare_timed(Declared::DrawAgreed, "", time).map(Some) } else { Ok(None) }
    }

    /// Stores a drawn signature (strokes of points in a 0..1 box) and writes the file, as the
    /// result does: signatures are drawn once the game is over, and a signed sheet left for the
    /// next board asks nothing (issue 38).
    pub fn sign(&mut self, who: Signer, strokes: Vec<Vec<[f32; 2]>>) -> Result<(), RecorderError> {
        let time = self.now();
        if strokes.iter().flatten().any(|p| !(0.0..=1.0).contains(&p[0]) || !(0.0..=1.0).contains(&p[1])) {
            return Err(RecorderError::SignatureOutside);
        }
        if strokes.iter().all(|s| s.is_empty()) {
            return Err(RecorderError::SignatureEmpty);
        }
        self.commit(Action::Sign { who, signature: DrawnSignature { strokes, signed_at: time } })?;
        self.save()
    }

    /// Stores the arbiter's cryptographic seal; its digest must be the record's digest now.
    pub fn set_arbiter_seal(&mut self, seal: ArbiterSeal) -> Result<(), RecorderError> {
        if seal.digest != self.record.digest_hex() {
            return Err(RecorderError::SealDigest { signed: seal.digest.clone(), record: self.record.digest_hex() });
        }
        self.commit(Action::ArbiterSeal { seal })?;
        self.save()
    }
}

/// A result the arbiter declares in Victoria (or classical chess), with both totals `pts`:
/// (kind, winner, ground). Classical chess has no count: a dead position the arbiter rules is
/// a draw (FIDE 5.2.2), and a count by agreement is refused.
fn victoria_declared(
    what: &Declared,
    pts: [u32; 2],
    ruleset: Ruleset,
) -> Result<(ResultKind, Option<Color>, Option<Ground>), RecorderError> {
    if ruleset == Ruleset::Classical {
        match what {
            Declared::CountRuled => return Ok((ResultKind::Draw, None, Some(Ground::DeadPosition))),
            Declared::CountAgreed => return Err(RecorderError::NoCountInClassical),
            _ => {}
        }
    }
    let [white, black] = pts;
    let by_points = match white.cmp(&black) {
        std::cmp::Ordering::Greater => Some(Color::White),
        std::cmp::Ordering::Less => Some(Color::Black),
        std::cmp::Ordering::Equal => None,
    };
    Ok(match *what {
        Declared::Resignation { loser } => (ResultKind::Resignation, Some(loser.other()), None),
        Declared::DrawAgreed => (ResultKind::Agreement, None, None),
        Declared::CountAgreed => (ResultKind::Points, by_points, Some(Ground::Agreement)),
        Declared::CountRuled => (ResultKind::Points, by_points, Some(Ground::DeadPosition)),
        Declared::Forfeit { loser } => (ResultKind::Forfeit, Some(loser.other()), None),
        Declared::Decision { winner } => (ResultKind::Decision, winner, None),
    })
}
