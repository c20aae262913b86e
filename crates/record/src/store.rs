//! Record files on disk: atomic replacement (the shared writer of `victoria-store`: a
//! temporary file beside the target, fsynced, renamed over it, the folder fsynced) so a crash
//! leaves either the old or the new file, never a mix; and loading a record with a clear
//! refusal of anything corrupt or truncated — a refused file is never written over.

use super::model::{GameRecord, RecordError};
use std::fs;
use std::path::{Path, PathBuf};

pub use victoria_store::sync_dir;

/// Why a record file could not be loaded or saved: facts, worded in `record.ftl` (`Display`
/// is the English).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    Empty {
        path: PathBuf,
    },
    /// The text ends in the middle of the record, at this line and column.
    Truncated {
        path: PathBuf,
        line: usize,
        column: usize,
    },
    /// The file is not a game record this build reads (why: the reader's fact).
    Corrupt {
        path: PathBuf,
        error: RecordError,
    },
    Exists {
        path: PathBuf,
    },
}

/// Replaces `path` with `bytes` atomically; with `durable` the data and the rename are flushed
/// to disk before this returns.
pub fn atomic_write(path: &Path, bytes: &[u8], durable: bool) -> Result<(), StoreError> {
    victoria_store::atomic_write(path, bytes, durable).map_err(|e| StoreError::Write { path: e.path, source: e.source })
}

/// Loads a record file, refusing an empty, truncated or foreign file with a clear message.
pub fn load(path: &Path) -> Result<GameRecord, StoreError> {
    let bytes = fs::read(path).map_err(|source| StoreError::Read { path: path.to_path_buf(), source })?;
    parse(path, &bytes)
}

/// Reads record bytes (see [`load`]).
pub fn parse(path: &Path, bytes: &[u8]) -> Result<GameRecord, StoreError> {
    let p = || path.to_path_buf();
    if bytes.iter().all(|b| b.is_ascii_whitespace() || *b == 0) {
        return Err(StoreError::Empty { path: p() });
    }
    let text = std::str::from_utf8(bytes)
        .map_err(|e| StoreError::Corrupt { path: p(), error: RecordError::NotText { byte: e.valid_up_to() } })?;
    match GameRecord::from_json(text) {
        Ok(r) => Ok(r),
        Err(RecordError::Json { line, column, eof: true, .. }) => {
            Err(StoreError::Truncated { path: p(), line, column })
        }
        Err(error) => Err(StoreError::Corrupt { path: p(), error }),
    }
}

/// Saves a record atomically and durably.
pub fn save(path: &Path, record: &GameRecord) -> Result<(), StoreError> {
    atomic_write(path, record.to_json().as_bytes(), true)
}
