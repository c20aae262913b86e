//! What only a Synthesis record has (issue 7): the standard start, the result from the engine's
//! [`synthesis::Outcome`] (a king captured after the one reply, mate, the draws of S28–S30),
//! the results an arbiter may declare in Synthesis (no point count) and the regimes after every
//! move for the sheet (the checker, `check`, holds the setup and result checks). A Synthesis record
//! has no sealed schemes, bastions or reserves: its `start_vfen` holds the Synthesis FEN of S2.
//! Everything both games share — reading announced moves, playing and taking back, replaying
//! and checking the moves — is written once over [`victoria_rules::AnyGame`] in `announce`,
//! `desk`, `replay` and `check`.

use super::model::{Declared, GameRecord, GameResult, Ground, ResultKind, Time};
use victoria_rules::synthesis::{self, Regime};
use victoria_rules::{Color, Ruleset};

/// Is this record a game of Synthesis chess?
pub fn is_synthesis(r: &GameRecord) -> bool {
    r.rules.ruleset == Ruleset::Synthesis
}

/// The result the engine's verdict gives (`None` while the game goes on): a king captured
/// (ground `both_kings` when both fell), mate, or a draw on its ground.
pub fn result_of(outcome: synthesis::Outcome, time: Time, final_fen: String) -> Option<GameResult> {
    use synthesis::Outcome as O;
    let (kind, ground) = match outcome {
        O::Ongoing => return None,
        O::KingCaptured { both, .. } => (ResultKind::KingCaptured, both.then_some(Ground::BothKings)),
        O::Checkmate { .. } => (ResultKind::Checkmate, None),
        O::Draw { ground } => (ResultKind::Draw, Some(ground.into())),
    };
    Some(GameResult {
        outcome: kind,
        winner: outcome.winner(),
        ground,
        points_white: None,
        points_black: None,
        reason: String::new(),
        time,
        final_vfen: Some(final_fen),
        mate_proofs: Vec::new(),
    })
}

/// A result the arbiter declares in Synthesis: (kind, winner); `None` for a point count, which
/// Synthesis does not have.
pub fn declared(what: &Declared) -> Option<(ResultKind, Option<Color>)> {
    Some(match *what {
        Declared::Resignation { loser } => (ResultKind::Resignation, Some(loser.other())),
        Declared::DrawAgreed => (ResultKind::Agreement, None),
        Declared::CountAgreed | Declared::CountRuled => return None,
        Declared::Forfeit { loser } => (ResultKind::Forfeit, Some(loser.other())),
        Declared::Decision { winner } => (ResultKind::Decision, winner),
    })
}

/// One regime change for the sheet: after ply `ply` the colour `color` is in `regime`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegimeChange {
    pub ply: u32,
    pub color: Color,
    pub regime: Regime,
}

/// Every regime change of a record, in order (empty when the moves do not replay).
pub fn regime_changes(r: &GameRecord) -> Vec<RegimeChange> {
    let Ok(Some(game)) = super::replay::replay(r) else { return Vec::new() };
    let Some(game) = game.synthesis() else { return Vec::new() };
    let regimes = game.regimes();
    let mut out = Vec::new();
    for (i, pair) in regimes.windows(2).enumerate() {
        for (k, c) in Color::ALL.into_iter().enumerate() {
            if pair[0][k] != pair[1][k] {
                out.push(RegimeChange { ply: i as u32 + 1, color: c, regime: pair[1][k] });
            }
        }
    }
    out
}
