//! The desk's questions to the can-mate analyser (R27a): can a side still mate in the current
//! position (the full analysis within a node budget), what a FIDE loss (6.9, 7.5.5) makes of
//! it, and the proofs the fast check gives for R27's dead position, kept with the result.

use super::{Recorder, RecorderError};
use crate::fide::LossGround;
use crate::model::{GameResult, Ground, MateProof, ResultKind};
use victoria_rules::Color;
use victoria_rules::can_mate::{self, Proof, Verdict};
use victoria_rules::options::MateImpossible;

impl Recorder {
    /// Can `side` still mate in the current position? The full analysis within `nodes` moves
    /// considered: a helpmate line, a proof, or unknown. `None` without a Victoria (or
    /// classical) game: Synthesis is out of the analyser's scope.
    pub fn can_mate(&self, side: Color, nodes: u64) -> Option<Verdict> {
        self.position().map(|pos| can_mate::analyse(pos, side, nodes))
    }

    /// R27a for a FIDE loss of `loser`: `Some(true)` when the analyser finds the opponent a
    /// mating line, `Some(false)` when it proves mate impossible, `None` when it cannot decide
    /// within `nodes` (then the arbiter is asked, as before).
    pub fn opponent_can_mate(&self, loser: Color, nodes: u64) -> Option<bool> {
        match self.can_mate(loser.other(), nodes)? {
            Verdict::Possible { .. } => Some(true),
            Verdict::Impossible { .. } => Some(false),
            Verdict::Unknown { .. } => None,
        }
    }

    /// Rules a FIDE loss (6.9, 7.5.5) on a verdict of the analyser already at hand for the
    /// current position (the app shows it with the offer): a helpmate line of the opponent
    /// makes it a loss; a proof that the opponent cannot mate makes it R27's count in Victoria
    /// or a draw in classical chess, the proof kept with the result. `None` (nothing recorded)
    /// for an undecided verdict: the arbiter is to be asked.
    pub fn rule_loss_by_verdict(
        &mut self,
        ground: LossGround,
        loser: Color,
        verdict: &Verdict,
    ) -> Result<Option<GameResult>, RecorderError> {
        match verdict {
            Verdict::Possible { .. } => self.rule_loss_proved(ground, loser, true, None).map(Some),
            Verdict::Impossible { proof } => self.rule_loss_proved(ground, loser, false, Some(proof)).map(Some),
            Verdict::Unknown { .. } => Ok(None),
        }
    }

    /// Do these proofs make R27's dead position in Victoria: mate impossible for both sides
    /// (or, with `mate_impossible=one`, for either)? Never in classical chess, where a dead
    /// position the engine does not see stays the arbiter's declaration.
    pub fn proofs_make_dead(&self, proofs: &[Proof]) -> bool {
        let proved = |c: Color| proofs.iter().any(|p| p.mater() == c);
        let rules = self.record.rules;
        if !rules.is_victoria() {
            return false;
        }
        if rules.options.mate_impossible == MateImpossible::One {
            Color::ALL.into_iter().any(proved)
        } else {
            Color::ALL.into_iter().all(proved)
        }
    }

    /// Records R27's count on a dead position the full analysis of the current position proved
    /// (the fast check did not see it), the proofs kept with the result; `reason` says so in
    /// the arbiter's words (a count the engine did not rule needs one). Refused (nothing
    /// recorded) when the proofs do not make the position dead.
    pub fn count_on_proofs(&mut self, proofs: &[Proof], reason: &str) -> Result<GameResult, RecorderError> {
        if !self.proofs_make_dead(proofs) {
            return Err(RecorderError::NotOver);
        }
        if reason.trim().is_empty() {
            return Err(RecorderError::DecisionNeedsReason);
        }
        let game = self.live_game()?;
        let final_vfen = Some(game.fen());
        let points = game.points();
        let [w, b] = points.unwrap_or([0, 0]);
        let result = GameResult {
            outcome: ResultKind::Points,
            winner: match w.cmp(&b) {
                std::cmp::Ordering::Greater => Some(Color::White),
                std::cmp::Ordering::Less => Some(Color::Black),
                std::cmp::Ordering::Equal => None,
            },
            ground: Some(Ground::DeadPosition),
            points_white: Some(w),
            points_black: Some(b),
            reason: reason.trim().to_string(),
            time: self.now(),
            final_vfen,
            mate_proofs: proofs.iter().map(MateProof::from_proof).collect(),
        };
        self.finish(result)
    }

    /// The fast check's proofs that R27's dead position holds now ("mate impossible
    /// (proved)"), one per side proved; empty when it does not hold.
    pub fn mate_impossible_proved(&self) -> Vec<Proof> {
        let Some(pos) = self.position() else { return Vec::new() };
        if !can_mate::dead_by_fast_check(pos) {
            return Vec::new();
        }
        Color::ALL.into_iter().filter_map(|c| can_mate::fast(pos, c)).collect()
    }

    /// The proofs as the record keeps them with a result resting on them.
    pub(super) fn mate_proofs_now(&self, sides: &[Color]) -> Vec<MateProof> {
        let Some(pos) = self.position() else { return Vec::new() };
        sides.iter().filter_map(|&c| can_mate::fast(pos, c)).map(|p| MateProof::from_proof(&p)).collect()
    }
}
