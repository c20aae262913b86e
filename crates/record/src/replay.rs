//! Replaying a record on the engine, whatever its ruleset: the start position read in the
//! ruleset's notation (VFEN, or the Synthesis FEN of S2) and every recorded move played from
//! it, as one [`AnyGame`]. This is the one replay of a record: [`walk`] plays the moves and
//! shows each one to a [`Visit`] — the checker compares what the record says with what the
//! engine finds, the reserve ledger follows each reserve piece, the club counts petrifications
//! and walls — and [`replay`] is the walk that only wants the game at the end (the desk
//! rebuilding its game when a record is opened, the sheet reading monuments).

use super::model::{GameRecord, MoveEntry};
use std::path::PathBuf;
use victoria_rules::{AnyEvents, AnyGame, Color, Illegal, Move, Position, UciMove};

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The record has moves but no start position.
    NoStart,
    /// The start position cannot be read (the notation's own message).
    BadStart(victoria_rules::NotationError),
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
    match walk(r, &mut ())? {
        None => Ok(None),
        Some(Walk { stopped: Some(e), .. }) => Err(e),
        Some(w) => Ok(Some(w.game)),
    }
}

/// One recorded move as the engine played it.
#[derive(Clone, Debug)]
pub struct Step<'r> {
    pub entry: &'r MoveEntry,
    /// The full-move number the move was played in.
    pub number: u32,
    pub mover: Color,
    pub mv: Move,
    pub events: AnyEvents,
    /// The Victoria (or classical) position before the move.
    pub before: Option<&'r Position>,
}

/// What a reader of a replay looks at, ply by ply; each method does nothing unless written.
pub trait Visit {
    /// A recorded move about to be replayed, with the game before it.
    fn entry(&mut self, _entry: &MoveEntry, _game: &AnyGame) {}
    /// The engine found the legal move the entry means, in the game before it.
    fn found(&mut self, _entry: &MoveEntry, _game: &AnyGame, _mv: &Move) {}
    /// The move was played; `game` is the game after it.
    fn played(&mut self, _step: &Step<'_>, _game: &AnyGame) {}
}

/// A walk that only wants the game.
impl Visit for () {}

/// A reader lent to a walk.
impl<V: Visit + ?Sized> Visit for &mut V {
    fn entry(&mut self, entry: &MoveEntry, game: &AnyGame) {
        (**self).entry(entry, game);
    }
    fn found(&mut self, entry: &MoveEntry, game: &AnyGame, mv: &Move) {
        (**self).found(entry, game, mv);
    }
    fn played(&mut self, step: &Step<'_>, game: &AnyGame) {
        (**self).played(step, game);
    }
}

/// Two readers of one walk, each shown every move in turn (the club site's pages and its
/// summary share one replay).
impl<A: Visit, B: Visit> Visit for (A, B) {
    fn entry(&mut self, entry: &MoveEntry, game: &AnyGame) {
        self.0.entry(entry, game);
        self.1.entry(entry, game);
    }
    fn found(&mut self, entry: &MoveEntry, game: &AnyGame, mv: &Move) {
        self.0.found(entry, game, mv);
        self.1.found(entry, game, mv);
    }
    fn played(&mut self, step: &Step<'_>, game: &AnyGame) {
        self.0.played(step, game);
        self.1.played(step, game);
    }
}

/// Where a walk ended: the game after the last move that replayed, how many did, and the
/// first that did not.
#[derive(Clone, Debug)]
pub struct Walk {
    pub game: AnyGame,
    pub plies: usize,
    pub stopped: Option<ReplayError>,
}

/// Replays the record's moves from its start, showing each to `visit`, and stops at the first
/// that does not replay. `Ok(None)` before the start is fixed (and with no moves); the error is
/// for a start that is missing or cannot be read.
pub fn walk(r: &GameRecord, visit: &mut impl Visit) -> Result<Option<Walk>, ReplayError> {
    let Some(mut game) = start(r)? else {
        if !r.moves.is_empty() {
            return Err(ReplayError::NoStart);
        }
        return Ok(None);
    };
    let mut plies = 0;
    for e in &r.moves {
        visit.entry(e, &game);
        let Some(u) = UciMove::parse(&e.uci) else {
            let stopped = Some(ReplayError::NoCoordinates { ply: e.ply, uci: e.uci.clone() });
            return Ok(Some(Walk { game, plies, stopped }));
        };
        let illegal = |illegal| ReplayError::Illegal { ply: e.ply, uci: e.uci.clone(), illegal };
        let mv = match game.find_move(u, Some(&e.san)) {
            Ok(m) => m,
            Err(i) => return Ok(Some(Walk { game, plies, stopped: Some(illegal(i)) })),
        };
        visit.found(e, &game, &mv);
        let (number, mover) = (game.fullmoves(), game.turn());
        let events = match game.play_found(&mv) {
            Ok(ev) => ev,
            Err(i) => return Ok(Some(Walk { game, plies, stopped: Some(illegal(i)) })),
        };
        plies += 1;
        let before = game.previous_victoria_position();
        visit.played(&Step { entry: e, number, mover, mv, events, before }, &game);
    }
    Ok(Some(Walk { game, plies, stopped: None }))
}
