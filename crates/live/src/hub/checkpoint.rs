//! The hub's state file, `live/hub.state` in the event folder: the hub's accepted state at one
//! journal line (its number `n`), so that a start reads it and replays only the journal's lines
//! after it — a start stays short however long the event (the journal is restarted after each
//! state file, `Journal::restart`).
//!
//! It holds the desks and their keys, the boards given to them, each game's highest `seq`,
//! each board's result (the desk's, the typed one, the chief's), the audiences' delays, the
//! number of the chief's last action, and each board's latest snapshot as the desk's signed
//! envelope with the time the hub took it. It is written as every durable file of the app:
//! a temporary file, synced, renamed over the old one, the folder synced
//! (`victoria_store::atomic_write`); a crash leaves the old state file or the new one, whole.

use super::state::{HubState, SavedState};
use crate::envelope::Envelope;
use crate::join;
use crate::snapshot::Snapshot;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The state file inside the event folder.
pub const FILE: &str = "live/hub.state";
/// Its `format`.
pub const FORMAT: &str = "victoria-arbiter/hub-state";
pub const VERSION: u32 = 1;

/// A board's latest snapshot: when the hub took it (ms since 1970 UTC) and the desk's envelope.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedBoard {
    pub at: i64,
    pub envelope: Envelope,
}

/// The state file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Checkpoint {
    pub format: String,
    pub version: u32,
    /// The number of the last journal line it holds.
    pub n: u64,
    /// When it was written (ms since 1970 UTC).
    pub at: i64,
    pub state: SavedState,
    pub boards: Vec<SavedBoard>,
}

/// Why the state file cannot be read.
#[derive(Debug)]
pub enum CheckpointError {
    Io(PathBuf, std::io::Error),
    /// Not a state file of this version, or damaged (what is wrong).
    Damaged(PathBuf, String),
    /// Written by a hub with another chief's key.
    OtherChief(PathBuf),
}

impl std::fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckpointError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            CheckpointError::Damaged(p, why) => write!(f, "{}: {why}", p.display()),
            CheckpointError::OtherChief(p) => write!(f, "{}: written with another chief's key", p.display()),
        }
    }
}

impl std::error::Error for CheckpointError {}

impl Checkpoint {
    /// The state file of `state` at journal line `n`, with each board's latest envelope.
    pub fn new(state: &HubState, n: u64, at: i64, boards: Vec<SavedBoard>) -> Checkpoint {
        Checkpoint { format: FORMAT.into(), version: VERSION, n, at, state: state.saved(), boards }
    }

    /// Writes it to the event folder `dir` durably (temporary file, sync, rename, folder sync).
    pub fn write(&self, dir: &Path) -> Result<(), victoria_store::WriteError> {
        let text = serde_json::to_vec(self)
            .map_err(|e| victoria_store::WriteError { path: dir.join(FILE), source: std::io::Error::other(e) })?;
        victoria_store::atomic_write(&dir.join(FILE), &text, true)
    }

    /// Reads the state file of the event folder `dir` (`None`: there is none yet) and rebuilds
    /// the hub's state of the chief `chief_key` from it, with each board's latest snapshot
    /// and the time it was taken.
    pub fn read(dir: &Path, chief_key: &str) -> Result<Option<Restored>, CheckpointError> {
        let path = dir.join(FILE);
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(CheckpointError::Io(path, e)),
        };
        let damaged = |why: String| CheckpointError::Damaged(path.clone(), why);
        let c: Checkpoint = serde_json::from_slice(&bytes).map_err(|e| damaged(e.to_string()))?;
        if c.format != FORMAT || c.version != VERSION {
            return Err(damaged(format!("format {} version {}", c.format, c.version)));
        }
        if c.state.chief_key != chief_key {
            return Err(CheckpointError::OtherChief(path));
        }
        let mut snapshots = Vec::with_capacity(c.boards.len());
        let mut boards = Vec::with_capacity(c.boards.len());
        for b in c.boards {
            let snap: Snapshot =
                b.envelope.open(join::SNAPSHOT).map_err(|e| damaged(format!("a board's snapshot: {e}")))?;
            boards.push(((snap.round, snap.board), b));
            snapshots.push(snap);
        }
        let state = HubState::restore(c.state, snapshots);
        Ok(Some(Restored { n: c.n, state, boards }))
    }
}

/// What a state file gives back.
pub struct Restored {
    /// The number of the last journal line it holds.
    pub n: u64,
    pub state: HubState,
    /// Each board's latest snapshot, as it came.
    pub boards: Vec<(super::BoardKey, SavedBoard)>,
}
