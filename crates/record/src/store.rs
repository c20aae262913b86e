//! Record files on disk: atomic replacement (the shared writer of `victoria-store`: a
//! temporary file beside the target, fsynced, renamed over it, the folder fsynced) so a crash
//! leaves either the old or the new file, never a mix; and loading a record with a clear
//! refusal of anything corrupt or truncated — a refused file is never written over.

use super::journal::{self, JournalError};
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

/// Why a game file cannot be read as the recorder keeps it (the record with its journal): a
/// fact, worded where it is shown.
#[derive(Debug)]
pub enum LoadError {
    /// The record file itself.
    Store(StoreError),
    /// The journal beside it.
    Journal(JournalError),
    /// The journal skips entries past the saved record: the file is incomplete (restore the
    /// missing journal, or rescue the game with `salvage`).
    JournalJump { from: u64, to: u64 },
}

impl victoria_words::Words for LoadError {
    fn words(&self, lang: victoria_words::Lang) -> String {
        match self {
            LoadError::Store(e) => e.words(lang),
            LoadError::Journal(e) => e.words(lang),
            LoadError::JournalJump { from, to } => crate::t!(lang, "load-journal-jump", from = *from, to = *to),
        }
    }
}

victoria_words::english_display!(LoadError);

impl std::error::Error for LoadError {}

/// A game file as the recorder keeps it: the record with its journal replayed past the saved
/// revision, read only (for the command line and the tournament's boards).
pub fn load_game(path: &Path) -> Result<GameRecord, LoadError> {
    let mut record = load(path).map_err(LoadError::Store)?;
    let replay = journal::read(&journal::journal_path(path)).map_err(LoadError::Journal)?;
    let mut seq = record.revision;
    for (n, a) in replay.actions {
        if n <= seq {
            continue;
        }
        if n != seq + 1 {
            return Err(LoadError::JournalJump { from: seq, to: n });
        }
        a.apply(&mut record);
        seq = n;
    }
    Ok(record)
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
