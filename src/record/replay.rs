//! Replaying a record on the engine, whatever its ruleset: the start position read in the
//! ruleset's notation (VFEN, or the Synthesis FEN of S2) and every recorded move played from
//! it, as one [`AnyGame`]. The desk rebuilds its game this way when a record is opened; the
//! sheet and the club read regimes and final positions from it. The checker (`check`) walks
//! the same moves itself, because it reports every problem instead of stopping at the first.

use super::model::GameRecord;
use crate::rules::{AnyGame, Illegal, UciMove};
use std::path::PathBuf;

/// Why a record does not replay.
#[derive(Clone, Debug, thiserror::Error)]
pub enum ReplayError {
    /// The record has moves but no start position.
    NoStart,
    /// The start position cannot be read (the notation's own message).
    BadStart(String),
    /// A ply has no readable coordinates.
    NoCoordinates { ply: u32, uci: String },
    /// A ply is illegal in the position it was played in.
    Illegal { ply: u32, uci: String, illegal: Illegal },
    /// The journal skips actions.
    JournalGap { journal: PathBuf, from: u64, to: u64 },
}

/// The game at the record's start position (`Ok(None)` before the start is fixed).
pub fn start(r: &GameRecord) -> Result<Option<AnyGame>, ReplayError> {
    let Some(text) = &r.start_vfen else { return Ok(None) };
    AnyGame::new(text, r.rules).map(Some).map_err(ReplayError::BadStart)
}

/// The record's game after every recorded move (`Ok(None)` before the start is fixed and with
/// no moves); the error names the ply that does not replay.
pub fn replay(r: &GameRecord) -> Result<Option<AnyGame>, ReplayError> {
    let Some(mut game) = start(r)? else {
        if !r.moves.is_empty() {
            return Err(ReplayError::NoStart);
        }
        return Ok(None);
    };
    for e in &r.moves {
        let u = UciMove::parse(&e.uci).ok_or_else(|| ReplayError::NoCoordinates { ply: e.ply, uci: e.uci.clone() })?;
        let illegal = |illegal| ReplayError::Illegal { ply: e.ply, uci: e.uci.clone(), illegal };
        let m = game.find_move(u, Some(&e.san)).map_err(illegal)?;
        game.play(&m).map_err(illegal)?;
    }
    Ok(Some(game))
}
