//! Files on disk: atomic replacement (write a temporary file beside the target, fsync it,
//! rename it over the target, fsync the folder) so a crash leaves either the old or the new
//! file, never a mix; and loading a record with a clear refusal of anything corrupt or
//! truncated — a refused file is never written over.

use super::model::{GameRecord, RecordError};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

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

/// Flushes a folder's entries (a rename in it) to disk.
pub fn sync_dir(dir: &Path) -> std::io::Result<()> {
    let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
    File::open(dir)?.sync_all()
}

fn temp_path(path: &Path) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    path.with_file_name(format!(".{name}.tmp-{}", std::process::id()))
}

/// Replaces `path` with `bytes` atomically; with `durable` the data and the rename are flushed
/// to disk before this returns.
pub fn atomic_write(path: &Path, bytes: &[u8], durable: bool) -> Result<(), StoreError> {
    let err = |source| StoreError::Write { path: path.to_path_buf(), source };
    let tmp = temp_path(path);
    let result = (|| {
        let mut f = File::create(&tmp)?;
        f.write_all(bytes)?;
        if durable {
            f.sync_all()?;
        }
        drop(f);
        fs::rename(&tmp, path)?;
        if durable && let Some(dir) = path.parent() {
            sync_dir(dir)?;
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result.map_err(err)
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
