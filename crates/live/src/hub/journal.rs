//! The hub's journal, `live/hub.journal` in the event folder: every message the hub took (a
//! desk's join, a snapshot, a chief's action), as the signed envelope it came in, one JSON line
//! each, appended and synced before the hub answers (the mechanism is `victoria-store`'s
//! journal, as a game's and a tournament's). On start the hub replays it into a fresh
//! [`HubState`](super::HubState). A torn last line — a crash in the middle of an append, before
//! anything was acknowledged — is skipped with a note and cut off before the next append;
//! damage anywhere else stops the start (the file is not touched).
//!
//! The journal restarts after the hub wrote its state file (`checkpoint`): the lines it held
//! are moved to `live/archive/` (never read again by the hub) and the numbering goes on, so a
//! line numbered at or below the state file's `n` is known to be in it and is skipped.

use crate::envelope::Envelope;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use victoria_store::{JournalFile, lines, read_journal};

/// The journal's first line.
pub const HEADER: &str = "victoria-arbiter/hub-journal v1";
/// The journal's file inside the event folder.
pub const FILE: &str = "live/hub.journal";

/// One message the hub took, as it came.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "envelope", rename_all = "snake_case")]
pub enum JournalEntry {
    Join(Envelope),
    Snapshot(Envelope),
    Chief(Envelope),
}

/// A journal line: its number, when the hub took it (ms since 1970 UTC), a checksum of those
/// and the entry, the entry.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Line {
    n: u64,
    at: i64,
    sum: String,
    entry: JournalEntry,
}

fn sum(n: u64, at: i64, entry: &JournalEntry) -> String {
    let text = format!("{n} {at} {}", serde_json::to_string(entry).unwrap_or_default());
    let mut d = victoria_record::sha256_hex(text.as_bytes());
    d.truncate(16);
    d
}

/// Why the journal cannot be opened.
#[derive(Debug)]
pub enum JournalError {
    Io(PathBuf, std::io::Error),
    /// A line before the last is not a journal line (its number from 1).
    Damaged {
        path: PathBuf,
        line: usize,
    },
}

impl std::fmt::Display for JournalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JournalError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            JournalError::Damaged { path, line } => write!(f, "{}: line {line} is damaged", path.display()),
        }
    }
}

impl std::error::Error for JournalError {}

/// The file a restarted journal is prepared in before it takes the journal's place.
pub const NEXT: &str = "live/hub.journal.next";
/// The folder the journals that a state file covers are moved to.
pub const ARCHIVE: &str = "live/archive";

/// The hub's journal, open for appending.
#[derive(Debug)]
pub struct Journal {
    file: JournalFile,
    n: u64,
    /// The file's length in bytes.
    bytes: u64,
}

/// The points between the steps of [`Journal::restart`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestartStep {
    /// The new journal is ready beside the old one.
    Prepared,
    /// The old journal is in the archive; the new one is not in its place yet.
    Archived,
}

/// What was read back on opening: the entries with their times, and a note per line skipped.
#[derive(Debug, Default)]
pub struct Replay {
    pub entries: Vec<(i64, JournalEntry)>,
    /// A torn last line, skipped (its number, from 1).
    pub torn_line: Option<usize>,
}

impl Journal {
    /// Opens (or creates) the journal of the event folder `dir`; returns it with what it holds.
    pub fn open(dir: &Path) -> Result<(Journal, Replay), JournalError> {
        Journal::open_after(dir, 0)
    }

    /// [`open`](Self::open) after a state file that holds every line up to number `after`:
    /// those lines are not returned, and the next line is numbered above both.
    ///
    /// A restart that a crash cut short is finished here: a prepared journal
    /// ([`NEXT`]) takes the journal's place when the journal was already moved away, and is
    /// removed when it was not (it holds nothing but its header then).
    pub fn open_after(dir: &Path, after: u64) -> Result<(Journal, Replay), JournalError> {
        let path = dir.join(FILE);
        let io = |e| JournalError::Io(path.clone(), e);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(io)?;
        }
        let next = dir.join(NEXT);
        if next.exists() {
            if path.exists() {
                std::fs::remove_file(&next).map_err(io)?;
            } else {
                std::fs::rename(&next, &path).map_err(io)?;
                victoria_store::sync_dir(path.parent().unwrap_or(dir)).map_err(io)?;
            }
        }
        let bytes = read_journal(&path).map_err(io)?;
        let mut replay = Replay::default();
        let mut keep = 0u64;
        let mut n = after;
        for line in lines(&bytes) {
            if line.number == 1 && line.whole && line.bytes == HEADER.as_bytes() {
                keep = line.next as u64;
                continue;
            }
            let parsed = serde_json::from_slice::<Line>(line.bytes).ok().filter(|l| l.sum == sum(l.n, l.at, &l.entry));
            match parsed {
                Some(l) if line.whole => {
                    if l.n > after {
                        n = l.n;
                        replay.entries.push((l.at, l.entry));
                    }
                    keep = line.next as u64;
                }
                _ if line.last && !line.whole => replay.torn_line = Some(line.number),
                _ => return Err(JournalError::Damaged { path, line: line.number }),
            }
        }
        let file = JournalFile::open(&path, keep, Some(HEADER)).map_err(io)?;
        let bytes = if keep == 0 { HEADER.len() as u64 + 1 } else { keep };
        Ok((Journal { file, n, bytes }, replay))
    }

    /// Restarts the journal empty once a state file holds all its lines (up to [`len`]): the
    /// new journal is prepared beside it ([`NEXT`], synced), the old one is moved to
    /// `live/archive/hub-N.journal`, the new one takes its place. A crash between two steps
    /// leaves files [`open_after`] puts right; `step` is called after each (a test's fault).
    ///
    /// [`len`]: Self::len
    /// [`open_after`]: Self::open_after
    pub fn restart(&mut self, dir: &Path, step: &dyn Fn(RestartStep) -> std::io::Result<()>) -> std::io::Result<()> {
        let path = dir.join(FILE);
        let next = dir.join(NEXT);
        let live = path.parent().unwrap_or(dir).to_path_buf();
        let archive = dir.join(ARCHIVE);
        std::fs::create_dir_all(&archive)?;
        let _ = std::fs::remove_file(&next);
        let fresh = JournalFile::open(&next, 0, Some(HEADER))?;
        step(RestartStep::Prepared).inspect_err(|_| {
            let _ = std::fs::remove_file(&next);
        })?;
        let moved = archive.join(format!("hub-{:09}.journal", self.n));
        std::fs::rename(&path, &moved).inspect_err(|_| {
            let _ = std::fs::remove_file(&next);
        })?;
        // From here the old file is in the archive: what is appended goes to the new one, under
        // whichever of its two names it has (a start takes `NEXT` when the journal is missing).
        let durable = self.file.durable;
        self.file = fresh;
        self.file.durable = durable;
        self.bytes = HEADER.len() as u64 + 1;
        victoria_store::sync_dir(&archive)?;
        step(RestartStep::Archived)?;
        std::fs::rename(&next, &path)?;
        victoria_store::sync_dir(&live)?;
        let mut file = JournalFile::open(&path, self.bytes, Some(HEADER))?;
        file.durable = durable;
        self.file = file;
        Ok(())
    }

    /// Whether each append is synced to disk (always, but for building a test's journal fast).
    pub fn set_durable(&mut self, durable: bool) {
        self.file.durable = durable;
    }

    /// The file's length in bytes.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Appends an entry taken at `at` and syncs it to disk.
    pub fn append(&mut self, at: i64, entry: &JournalEntry) -> std::io::Result<()> {
        let n = self.n + 1;
        let line = Line { n, at, sum: sum(n, at, entry), entry: entry.clone() };
        let mut text = serde_json::to_string(&line).map_err(std::io::Error::other)?;
        text.push('\n');
        self.file.append(&text)?;
        self.n += 1;
        self.bytes += text.len() as u64;
        Ok(())
    }

    /// The number of the last entry (the entries since the hub's first start).
    pub fn len(&self) -> u64 {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    pub fn path(&self) -> &Path {
        self.file.path()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use victoria_record::sign::ArbiterKey;

    fn entry(i: u32) -> JournalEntry {
        JournalEntry::Chief(Envelope::seal("chief", &i, &ArbiterKey::from_secret([1; 32])))
    }

    #[test]
    fn entries_come_back_and_a_torn_last_line_is_skipped_and_cut() {
        let dir = victoria_testkit::temp_dir("hub-journal");
        let (mut j, r) = Journal::open(&dir).unwrap();
        assert!(r.entries.is_empty() && j.is_empty());
        j.append(10, &entry(1)).unwrap();
        j.append(20, &entry(2)).unwrap();
        drop(j);
        let path = dir.join(FILE);
        std::fs::OpenOptions::new().append(true).open(&path).unwrap().write_all(b"{\"n\":3,\"at\":3").unwrap();
        let (mut j, r) = Journal::open(&dir).unwrap();
        assert_eq!(r.entries, vec![(10, entry(1)), (20, entry(2))]);
        assert_eq!(r.torn_line, Some(4));
        j.append(30, &entry(3)).unwrap();
        drop(j);
        let (j, r) = Journal::open(&dir).unwrap();
        assert_eq!((r.entries.len(), r.torn_line, j.len()), (3, None, 3));
        // A damaged line before the last stops the start.
        let text = std::fs::read_to_string(&path).unwrap().replacen("\"at\":20", "\"at\":21", 1);
        std::fs::write(&path, text).unwrap();
        assert!(matches!(Journal::open(&dir), Err(JournalError::Damaged { line: 3, .. })));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
