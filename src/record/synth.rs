//! What only a Synthesis record has (issue 7): the standard start, the result from the engine's
//! [`synthesis::Outcome`] (a king captured after the one reply, mate, the draws of S28–S30),
//! the results an arbiter may declare in Synthesis (no point count), the regimes after every
//! move for the sheet, and the setup and result checks of a Synthesis record. A Synthesis record
//! has no sealed schemes, bastions or reserves: its `start_vfen` holds the Synthesis FEN of S2.
//! Everything both games share — reading announced moves, playing and taking back, replaying
//! and checking the moves — is written once over [`crate::rules::AnyGame`] in `announce`,
//! `desk`, `replay` and `check`.

use super::desk::{Declared, DeskError};
use super::model::{GameRecord, GameResult, Time};
use crate::rules::synthesis::{self, Position, Regime};
use crate::rules::{Color, Options, Ruleset};

/// Is this record a game of Synthesis chess?
pub fn is_synthesis(r: &GameRecord) -> bool {
    r.rules.ruleset == Ruleset::Synthesis
}

/// The Synthesis start position under these options, as its canonical FEN (S2).
pub fn start_fen(options: &Options) -> String {
    Position::start(*options).to_fen()
}

/// The result the engine's verdict gives (`None` while the game goes on). Outcome keys:
/// `king_captured` (ground `both_kings` when both fell), `checkmate`, `draw` (grounds
/// `stalemate`, `repetition`, `fifty_moves`).
pub fn result_of(outcome: synthesis::Outcome, time: Time, final_fen: String) -> Option<GameResult> {
    use synthesis::Outcome as O;
    let ground = match outcome {
        O::Ongoing => return None,
        O::KingCaptured { both: true, .. } => "both_kings".to_string(),
        O::Draw { ground } => ground.key().to_string(),
        _ => String::new(),
    };
    Some(GameResult {
        outcome: outcome.key().to_string(),
        winner: outcome.winner(),
        ground,
        points_white: None,
        points_black: None,
        reason: outcome.describe(),
        time,
        final_vfen: Some(final_fen),
    })
}

/// A result the arbiter declares in Synthesis: (outcome key, winner, sentence). There is no
/// point count in Synthesis.
pub fn declared(what: &Declared) -> Result<(&'static str, Option<Color>, String), DeskError> {
    Ok(match *what {
        Declared::Resignation { loser } => ("resignation", Some(loser.other()), format!("{} resigned", loser.name())),
        Declared::DrawAgreed => ("agreement", None, "draw by agreement".to_string()),
        Declared::CountAgreed | Declared::CountRuled => {
            return Err(DeskError::Invalid(
                "Synthesis has no point count: the game ends by capturing the king, mate, a draw, resignation or agreement (S27–S30)".into(),
            ));
        }
        Declared::Forfeit { loser } => ("forfeit", Some(loser.other()), format!("{} loses by forfeit", loser.name())),
        Declared::Decision { winner } => ("decision", winner, "arbiter's decision".to_string()),
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

/// What a Synthesis record may not have before its first move: sealed schemes, bastion lots.
pub(crate) fn check_setup(r: &GameRecord, general: &mut impl FnMut(String)) {
    if r.schemes.white.is_sealed() || r.schemes.black.is_sealed() {
        general("a Synthesis game has no sealed schemes, but this record has one (S1)".into());
    }
    if !r.bastion_lots.is_empty() {
        general("a Synthesis game has no bastions, but this record has bastion lots (S1)".into());
    }
}

/// The recorded result of a Synthesis game against the engine's verdict.
pub(crate) fn check_result(res: &GameResult, engine: synthesis::Outcome, p: &mut impl FnMut(String)) {
    match res.outcome.as_str() {
        "king_captured" | "checkmate" | "draw" => {
            if res.outcome != engine.key() || res.winner != engine.winner() {
                p(format!("it says {} ({}), but the engine finds: {}", res.outcome, res.score(), engine.describe()));
            }
        }
        "resignation" | "forfeit" | "agreement" | "decision" => super::check::check_declared(res, p),
        other => p(format!(
            "unknown outcome '{other}' for Synthesis: use king_captured, checkmate, draw, resignation, agreement, forfeit or decision"
        )),
    }
}

/// A move's problem that only Synthesis has: reserve figures in a game without reserves.
pub(crate) fn reserve_problem(spent: Option<u16>, left: Option<u16>) -> Option<String> {
    (spent.is_some() || left.is_some()).then(|| "it carries reserve figures, but Synthesis has no reserves".to_string())
}
