//! The tournament folder on disk: `tournament.json` (the whole event, written atomically through
//! a temporary file and a rename) and `tournament.journal` (every change since, one JSON line per
//! [`Action`] with its sequence number and checksum, appended and synced before it counts). The
//! file mechanics (the atomic writer, the journal's lines, appending after a torn tail) are the
//! shared ones of `victoria-store`, as a game's; the line format is this journal's own.
//! Opening reads the JSON, replays the journal past the JSON's sequence number, drops a torn last
//! line with an [`OpenNote`], and refuses a damaged file with its line and field named, without
//! writing anything.

use crate::error::{JournalFault, OpenNote, StoreError, TournamentError};
use crate::model::{Action, Tournament};
use serde::{Deserialize, Serialize};
use std::fs;
use std::path::{Path, PathBuf};

pub use crate::error::{JOURNAL_FILE, TOURNAMENT_FILE};

/// `tournament.json`: the event and the last journal entry it includes.
#[derive(Serialize, Deserialize)]
struct Saved {
    format: u32,
    seq: u64,
    tournament: Tournament,
}

/// One journal line.
#[derive(Serialize, Deserialize)]
struct Entry {
    seq: u64,
    sum: String,
    action: Action,
}

/// FNV-1a (64 bits) of the action's JSON, in hex: catches a line changed by hand or by the disk.
fn checksum(action_json: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in action_json.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The entry's line (without the newline).
fn entry_line(seq: u64, action: &Action) -> String {
    let json = serde_json::to_string(action).expect("an action serializes");
    let sum = checksum(&json);
    format!("{{\"seq\":{seq},\"sum\":\"{sum}\",\"action\":{json}}}")
}

/// The field a serde message names (`missing field `x``, `unknown field `x``), if any.
fn named_field(msg: &str) -> Option<String> {
    let start = msg.find("field `")? + 7;
    let end = msg[start..].find('`')? + start;
    Some(msg[start..end].to_string())
}

/// The key of the line (`"rating": …`) in the pretty-printed file: the field a type error is in.
fn key_on_line(text: &str, line: usize) -> Option<String> {
    let l = text.lines().nth(line.checked_sub(1)?)?.trim_start();
    let rest = l.strip_prefix('"')?;
    let end = rest.find('"')?;
    rest[end + 1..].trim_start().starts_with(':').then(|| rest[..end].to_string())
}

/// serde_json's words without its " at line L column C" tail.
fn detail(e: &serde_json::Error) -> String {
    let s = e.to_string();
    match s.rfind(" at line ") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

fn io(path: &Path, e: &std::io::Error) -> StoreError {
    StoreError::Io { file: path.display().to_string(), fact: e.into() }
}

/// Write `bytes` to `path` atomically and durably (the shared writer: a temporary file beside
/// it, synced, then renamed, the folder synced).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    victoria_store::atomic_write(path, bytes, true).map_err(|e| io(&e.path, &e.source))
}

/// An open tournament folder.
pub struct Folder {
    dir: PathBuf,
    tournament: Tournament,
    /// The sequence number of the last action applied.
    seq: u64,
    /// The sequence number `tournament.json` holds.
    saved_seq: u64,
    /// The journal's length up to its last whole line (a torn tail is cut before the next append).
    journal_len: u64,
}

impl Folder {
    /// Make a new folder's `tournament.json` (the folder is created if needed; an existing
    /// tournament is refused).
    pub fn create(dir: &Path, tournament: Tournament) -> Result<Folder, StoreError> {
        fs::create_dir_all(dir).map_err(|e| io(dir, &e))?;
        let json = dir.join(TOURNAMENT_FILE);
        if json.exists() {
            return Err(StoreError::Exists { file: json.display().to_string() });
        }
        let journal = dir.join(JOURNAL_FILE);
        if journal.exists() {
            return Err(StoreError::Exists { file: journal.display().to_string() });
        }
        let mut f = Folder { dir: dir.to_path_buf(), tournament, seq: 0, saved_seq: 0, journal_len: 0 };
        f.save()?;
        Ok(f)
    }

    /// Open a folder: the JSON, then the journal replayed. A torn last journal line is dropped
    /// (and noted); any other damage is refused with the line named.
    pub fn open(dir: &Path) -> Result<(Folder, Vec<OpenNote>), StoreError> {
        let json_path = dir.join(TOURNAMENT_FILE);
        let text = fs::read_to_string(&json_path).map_err(|e| io(&json_path, &e))?;
        let saved: Saved = serde_json::from_str(&text).map_err(|e| StoreError::DamagedJson {
            line: e.line(),
            column: e.column(),
            field: named_field(&e.to_string()).or_else(|| key_on_line(&text, e.line())),
            detail: detail(&e),
        })?;
        let mut folder = Folder {
            dir: dir.to_path_buf(),
            tournament: saved.tournament,
            seq: saved.seq,
            saved_seq: saved.seq,
            journal_len: 0,
        };
        let mut notes = Vec::new();
        let jpath = dir.join(JOURNAL_FILE);
        let journal = victoria_store::read_journal(&jpath).map_err(|e| io(&jpath, &e))?;
        for l in victoria_store::lines(&journal) {
            let (line_no, whole, is_last) = (l.number, l.whole, l.last);
            let parsed = std::str::from_utf8(l.bytes)
                .map_err(|e| JournalFault::NotJson { column: e.valid_up_to() + 1, detail: String::new() })
                .and_then(|s| {
                    serde_json::from_str::<Entry>(s)
                        .map_err(|e| JournalFault::NotJson { column: e.column(), detail: detail(&e) })
                });
            let entry = match parsed {
                Ok(e) => e,
                Err(_) if is_last && !whole => {
                    notes.push(OpenNote::TornLastLine { line: line_no });
                    break;
                }
                Err(fault) => return Err(StoreError::DamagedJournal { line: line_no, fault }),
            };
            let json = serde_json::to_string(&entry.action).expect("an action serializes");
            if checksum(&json) != entry.sum {
                if is_last && !whole {
                    notes.push(OpenNote::TornLastLine { line: line_no });
                    break;
                }
                return Err(StoreError::DamagedJournal { line: line_no, fault: JournalFault::Checksum });
            }
            if entry.seq > folder.seq {
                if entry.seq != folder.seq + 1 {
                    return Err(StoreError::DamagedJournal {
                        line: line_no,
                        fault: JournalFault::Sequence { expected: folder.seq + 1, found: entry.seq },
                    });
                }
                folder
                    .tournament
                    .apply(&entry.action)
                    .map_err(|e| StoreError::DamagedJournal { line: line_no, fault: JournalFault::Refused(e) })?;
                folder.seq = entry.seq;
            }
            folder.journal_len = l.next as u64;
        }
        Ok((folder, notes))
    }

    pub fn tournament(&self) -> &Tournament {
        &self.tournament
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The sequence number of the last change.
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// Apply a change: checked against the event, appended to the journal and synced, then kept.
    /// A refused change writes nothing.
    pub fn apply(&mut self, action: Action) -> Result<(), FolderError> {
        let mut next = self.tournament.clone();
        next.apply(&action).map_err(FolderError::Refused)?;
        let line = entry_line(self.seq + 1, &action) + "\n";
        let path = self.dir.join(JOURNAL_FILE);
        self.journal_len =
            victoria_store::append_at(&path, self.journal_len, &line).map_err(|e| FolderError::Store(io(&path, &e)))?;
        self.seq += 1;
        self.tournament = next;
        Ok(())
    }

    /// Write `tournament.json` with everything applied (atomically). The journal stays as it is;
    /// its entries up to this point are skipped when the folder is opened again.
    pub fn save(&mut self) -> Result<(), StoreError> {
        let saved = Saved { format: 1, seq: self.seq, tournament: self.tournament.clone() };
        let mut text = serde_json::to_string_pretty(&saved).expect("a tournament serializes");
        text.push('\n');
        write_atomically(&self.dir.join(TOURNAMENT_FILE), text.as_bytes())?;
        self.saved_seq = self.seq;
        Ok(())
    }

    /// Whether changes were applied since the last save.
    pub fn unsaved(&self) -> bool {
        self.seq != self.saved_seq
    }
}

/// A change a folder did not take: refused by the event, or not written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FolderError {
    Refused(TournamentError),
    Store(StoreError),
}

impl victoria_words::Words for FolderError {
    fn words(&self, lang: victoria_words::Lang) -> String {
        match self {
            FolderError::Refused(e) => e.words(lang),
            FolderError::Store(e) => e.words(lang),
        }
    }
}

victoria_words::english_display!(FolderError);
impl std::error::Error for FolderError {}
