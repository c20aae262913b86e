//! Replaying a record on the engine, whatever its ruleset: the start position read in the
//! ruleset's notation (VFEN, or the Synthesis FEN of S2) and every recorded move played from
//! it, as one [`AnyGame`]. The desk rebuilds its game this way when a record is opened; the
//! sheet and the club read regimes and final positions from it. The checker (`check`) walks
//! the same moves itself, because it reports every problem instead of stopping at the first.

use super::model::GameRecord;
use crate::rules::{AnyGame, UciMove};

/// The game at the record's start position (`Ok(None)` before the start is fixed).
pub fn start(r: &GameRecord) -> Result<Option<AnyGame>, String> {
    let Some(text) = &r.start_vfen else { return Ok(None) };
    AnyGame::new(text, r.rules).map(Some).map_err(|e| format!("the start position cannot be read: {e}"))
}

/// The record's game after every recorded move (`Ok(None)` before the start is fixed and with
/// no moves); the error names the ply that does not replay.
pub fn replay(r: &GameRecord) -> Result<Option<AnyGame>, String> {
    let Some(mut game) = start(r)? else {
        if !r.moves.is_empty() {
            return Err("the record has moves but no start position".into());
        }
        return Ok(None);
    };
    for e in &r.moves {
        let u = UciMove::parse(&e.uci).ok_or_else(|| format!("ply {} has no coordinates '{}'", e.ply, e.uci))?;
        let m = game.find_move(u, Some(&e.san)).map_err(|i| format!("ply {} ({}) is illegal: {i}", e.ply, e.uci))?;
        game.play(&m).map_err(|i| format!("ply {} ({}) is illegal: {i}", e.ply, e.uci))?;
    }
    Ok(Some(game))
}
