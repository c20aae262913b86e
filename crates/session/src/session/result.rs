//! Recording a result on a ground of the result dialog: the endings the engine proves are
//! accepted only on the ground the engine sees, the arbiter's declarations go to the desk as
//! they are; Synthesis has its own grounds and no point count.

use super::{ResultError, Session};
use crate::model::{Ground, synthesis_ground_of};
use victoria_record::recorder::Declared;
use victoria_rules::{AnyOutcome, Ruleset};

impl Session {
    /// Records the result: the endings the engine proves through `accept_outcome`, the
    /// arbiter's declarations through `declare`.
    pub fn set_result(&mut self, ground: Ground, reason: &str) -> Result<(), ResultError> {
        if self.desk.is_synthesis() {
            return self.set_synthesis_result(ground, reason);
        }
        if self.is_classical() {
            return self.set_classical_result(ground, reason);
        }
        let detected = self.detected_ground();
        let engine = |g: Ground| -> Result<(), ResultError> {
            if detected == Some(g) {
                Ok(())
            } else {
                Err(match detected {
                    Some(d) => {
                        ResultError::OtherEnding { engine: AnyOutcome::Victoria(self.desk.outcome()), detected: d }
                    }
                    None => ResultError::NoSuchEnding { ground: g, ruleset: Ruleset::Victoria },
                })
            }
        };
        let declared = match ground {
            Ground::Checkmate(_)
            | Ground::NothingToMove
            | Ground::NoStrikingForce
            | Ground::Repetition
            | Ground::HundredPlies => {
                engine(ground)?;
                return Ok(self.desk.accept_outcome().map(|_| ())?);
            }
            Ground::DeadPosition if detected == Some(Ground::DeadPosition) => {
                return Ok(self.desk.accept_outcome().map(|_| ())?);
            }
            Ground::DeadPosition => Declared::CountRuled,
            Ground::AgreedCount => Declared::CountAgreed,
            Ground::DrawAgreed => Declared::DrawAgreed,
            Ground::Resigned(loser) => Declared::Resignation { loser },
            Ground::Forfeit(loser) => Declared::Forfeit { loser },
            Ground::Decision(winner) => Declared::Decision { winner },
            Ground::LostOnTime(loser) => return self.lost_on_time(loser),
            Ground::KingCaptured(_) | Ground::Stalemate | Ground::FiftyMoves => {
                return Err(ResultError::NotThisGame { ground, of: Ruleset::Synthesis });
            }
        };
        Ok(self.desk.declare(declared, reason).map(|_| ())?)
    }

    /// Classical chess (FIDE's Laws): mate, stalemate, repetition and fifty moves only on the
    /// ground the engine sees; a dead position the engine proves, or that the arbiter rules
    /// with a reason (5.2.2: a draw); the arbiter's declarations; no point count — Victoria's
    /// count grounds are refused as not this game's.
    fn set_classical_result(&mut self, ground: Ground, reason: &str) -> Result<(), ResultError> {
        let detected = self.detected_ground();
        let declared = match ground {
            Ground::Checkmate(_) | Ground::Stalemate | Ground::Repetition | Ground::FiftyMoves => {
                return match detected {
                    Some(d) if d == ground => Ok(self.desk.accept_outcome().map(|_| ())?),
                    Some(d) => Err(ResultError::OtherClassicalEnding { engine: self.desk.outcome(), detected: d }),
                    None => Err(ResultError::NoSuchEnding { ground, ruleset: Ruleset::Classical }),
                };
            }
            Ground::DeadPosition if detected == Some(Ground::DeadPosition) => {
                return Ok(self.desk.accept_outcome().map(|_| ())?);
            }
            // The arbiter rules the dead position (a draw in classical chess).
            Ground::DeadPosition => Declared::CountRuled,
            Ground::DrawAgreed => Declared::DrawAgreed,
            Ground::Resigned(loser) => Declared::Resignation { loser },
            Ground::Forfeit(loser) => Declared::Forfeit { loser },
            Ground::Decision(winner) => Declared::Decision { winner },
            Ground::LostOnTime(loser) => return self.lost_on_time(loser),
            Ground::NothingToMove
            | Ground::NoStrikingForce
            | Ground::AgreedCount
            | Ground::HundredPlies
            | Ground::KingCaptured(_) => {
                let of = if matches!(ground, Ground::KingCaptured(_)) { Ruleset::Synthesis } else { Ruleset::Victoria };
                return Err(ResultError::NotThisGame { ground, of });
            }
        };
        Ok(self.desk.declare(declared, reason).map(|_| ())?)
    }

    /// Synthesis: the engine's endings (a king captured without reply or after the one reply,
    /// mate, stalemate, repetition, fifty moves) are recorded only on the ground the engine sees
    /// — any other, a wrong winner included, is refused with the engine's verdict and its
    /// S-ruling; the arbiter's declarations (agreement, resignation, forfeit, decision) as for
    /// Victoria; there is no point count.
    fn set_synthesis_result(&mut self, ground: Ground, reason: &str) -> Result<(), ResultError> {
        let declared = match ground {
            Ground::DrawAgreed => Declared::DrawAgreed,
            Ground::Resigned(loser) => Declared::Resignation { loser },
            Ground::Forfeit(loser) => Declared::Forfeit { loser },
            Ground::Decision(winner) => Declared::Decision { winner },
            Ground::LostOnTime(loser) => return self.lost_on_time(loser),
            Ground::AgreedCount
            | Ground::DeadPosition
            | Ground::NoStrikingForce
            | Ground::NothingToMove
            | Ground::HundredPlies => return Err(ResultError::NoPointCount),
            Ground::KingCaptured(_)
            | Ground::Checkmate(_)
            | Ground::Stalemate
            | Ground::Repetition
            | Ground::FiftyMoves => {
                let engine = self.desk.synthesis_outcome();
                return match synthesis_ground_of(&engine) {
                    Some(d) if d == ground => Ok(self.desk.accept_outcome().map(|_| ())?),
                    Some(d) => Err(ResultError::OtherEnding { engine: AnyOutcome::Synthesis(engine), detected: d }),
                    None => Err(ResultError::NoSynthesisEnding { ground }),
                };
            }
        };
        Ok(self.desk.declare(declared, reason).map(|_| ())?)
    }

    /// `loser`'s flag fell (FIDE 6.9): a loss on time, or R27a's count or draw when the
    /// analyser proves the opponent cannot mate; when it cannot decide within the session's
    /// budget nothing is recorded and the arbiter is told to answer R27a in the flag offer.
    fn lost_on_time(&mut self, loser: victoria_rules::Color) -> Result<(), ResultError> {
        let ground = victoria_record::LossGround::Time;
        match self.desk.rule_loss_analysed(ground, loser, self.r27a_nodes)? {
            Some(_) => Ok(()),
            None => Err(ResultError::LostOnTimeUndecided { loser }),
        }
    }
}
