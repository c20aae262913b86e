//! Crash-safe files, shared by games (`victoria-record`) and tournaments
//! (`victoria-tournament`): the file mechanics, not the formats.
//!
//! - [`atomic_write`]: replace a file so that a crash leaves either the old or the new one,
//!   never a mix (a temporary file beside it, synced, renamed over it, the folder synced).
//! - The journal mechanism: an append-only file of lines, each synced before it counts
//!   ([`JournalFile`]); read back as [`lines`], each knowing whether it ended in its newline,
//!   so a reader can drop a torn last line (a crash in the middle of an append, before it was
//!   acknowledged) and refuse damage anywhere else; the next append cuts the torn tail off
//!   first.
//!
//! What a line says — its sequence number, its checksum, its action — is each journal's own
//! format, kept by its crate (the game journal's `<seq> <sha256/16> <json>` after a header
//! line, the tournament journal's `{"seq":…,"sum":…,"action":…}`): both read exactly as they
//! always did. Errors are the system's [`std::io::Error`]s, with the file they are about; each
//! crate words them as its own facts.

use std::fs::{self, File, OpenOptions};
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// A file that could not be written: the file meant and what the system said. The temporary
/// file is removed again; the file meant is as it was.
#[derive(Debug)]
pub struct WriteError {
    pub path: PathBuf,
    pub source: std::io::Error,
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot write {}: {}", self.path.display(), self.source)
    }
}

impl std::error::Error for WriteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.source)
    }
}

/// Flushes a folder's entries (a rename in it) to disk.
pub fn sync_dir(dir: &Path) -> std::io::Result<()> {
    let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
    File::open(dir)?.sync_all()
}

/// The temporary file beside `path` that [`atomic_write`] renames over it: hidden, and named
/// by the process, so two processes never write the same one.
fn temp_path(path: &Path) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    path.with_file_name(format!(".{name}.tmp-{}", std::process::id()))
}

/// Replaces `path` with `bytes` atomically; with `durable` the data and the rename are flushed
/// to disk before this returns (a record, a journal's snapshot, a sheet), without it only
/// replaced atomically (a file that is written again soon, such as a live PGN).
pub fn atomic_write(path: &Path, bytes: &[u8], durable: bool) -> Result<(), WriteError> {
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
    result.map_err(|source| WriteError { path: path.to_path_buf(), source })
}

/// The bytes of a journal file; a missing file is an empty journal.
pub fn read_journal(path: &Path) -> std::io::Result<Vec<u8>> {
    match fs::read(path) {
        Ok(b) => Ok(b),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(e),
    }
}

/// One line of a journal as read back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// Its number, from 1.
    pub number: usize,
    /// Its bytes, without the newline.
    pub bytes: &'a [u8],
    /// Where it starts in the file.
    pub start: usize,
    /// Where the next line starts (after its newline, or the end of the file).
    pub next: usize,
    /// Whether it ended in its newline. Only the last line can lack it: an append that a crash
    /// cut short (before it was synced and acknowledged), or a line written without one.
    pub whole: bool,
    /// Whether it is the file's last line.
    pub last: bool,
}

/// The lines of a journal's bytes, in order.
pub fn lines(bytes: &[u8]) -> impl Iterator<Item = Line<'_>> {
    let mut pos = 0usize;
    let mut number = 0usize;
    std::iter::from_fn(move || {
        if pos >= bytes.len() {
            return None;
        }
        number += 1;
        let start = pos;
        let (end, next, whole) = match bytes[pos..].iter().position(|&b| b == b'\n') {
            Some(i) => (pos + i, pos + i + 1, true),
            None => (bytes.len(), bytes.len(), false),
        };
        pos = next;
        Some(Line { number, bytes: &bytes[start..end], start, next, whole, last: next >= bytes.len() })
    })
}

/// The first `n` lines of `bytes` (each with its newline): what a reader keeps of a journal
/// damaged at line `n + 1`.
pub fn first_lines(bytes: &[u8], n: usize) -> &[u8] {
    let cut = lines(bytes).take(n).last().map_or(0, |l| l.next);
    &bytes[..cut]
}

/// A journal file open for appending: each line is written and synced (with `durable`) before
/// [`append`](Self::append) returns, so an acknowledged line is on disk.
#[derive(Debug)]
pub struct JournalFile {
    path: PathBuf,
    file: File,
    /// Sync each append (on by default; tests of speed turn it off).
    pub durable: bool,
}

impl JournalFile {
    /// Opens (or creates) the journal at `path`, keeping its first `keep` bytes — its whole
    /// lines as read: a torn tail is cut off before anything is appended. An empty journal (or
    /// `keep == 0`) starts again with `header` (its first line) when there is one.
    pub fn open(path: &Path, keep: u64, header: Option<&str>) -> std::io::Result<JournalFile> {
        let mut file = OpenOptions::new().read(true).write(true).create(true).truncate(false).open(path)?;
        let len = file.metadata()?.len();
        if len == 0 || keep == 0 {
            let mut j = JournalFile { path: path.to_path_buf(), file, durable: true };
            j.reset(header)?;
            if let Some(dir) = path.parent() {
                sync_dir(dir)?;
            }
            return Ok(j);
        }
        if len > keep {
            file.set_len(keep)?;
            file.sync_all()?;
        }
        file.seek(SeekFrom::End(0))?;
        Ok(JournalFile { path: path.to_path_buf(), file, durable: true })
    }

    /// Appends `line` (with its newline) and syncs it.
    pub fn append(&mut self, line: &str) -> std::io::Result<()> {
        self.file.write_all(line.as_bytes())?;
        if self.durable {
            self.file.sync_data()?;
        }
        Ok(())
    }

    /// Empties the journal (its lines are in a saved snapshot now), keeping only `header`.
    pub fn reset(&mut self, header: Option<&str>) -> std::io::Result<()> {
        self.file.set_len(0)?;
        self.file.seek(SeekFrom::Start(0))?;
        if let Some(h) = header {
            self.file.write_all(format!("{h}\n").as_bytes())?;
        }
        self.file.sync_all()
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Appends `line` to the journal at `path` after its first `keep` bytes (a torn tail beyond
/// them is cut off first), synced; returns the journal's new length. For a journal that is
/// not kept open between appends (a tournament's).
pub fn append_at(path: &Path, keep: u64, line: &str) -> std::io::Result<u64> {
    let mut f = OpenOptions::new().create(true).write(true).truncate(false).open(path)?;
    f.set_len(keep)?;
    f.seek(SeekFrom::Start(keep))?;
    f.write_all(line.as_bytes())?;
    f.sync_data()?;
    Ok(keep + line.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_know_their_newline_and_the_last_one() {
        let v: Vec<_> = lines(b"a\nbb\ncc").collect();
        assert_eq!(v.len(), 3);
        assert_eq!((v[0].number, v[0].bytes, v[0].whole, v[0].last), (1, &b"a"[..], true, false));
        assert_eq!((v[1].start, v[1].next), (2, 5));
        assert_eq!((v[2].bytes, v[2].whole, v[2].last), (&b"cc"[..], false, true));
        assert!(lines(b"").next().is_none());
        let v: Vec<_> = lines(b"a\n").collect();
        assert!(v[0].whole && v[0].last);
        assert_eq!(first_lines(b"a\nbb\ncc", 2), b"a\nbb\n");
        assert_eq!(first_lines(b"a\nbb\ncc", 0), b"");
    }

    #[test]
    fn a_journal_cuts_its_torn_tail_before_appending_and_a_file_is_replaced_whole() {
        let dir = victoria_testkit::temp_dir("store-journal");
        let path = dir.join("j");
        let mut j = JournalFile::open(&path, 0, Some("head")).unwrap();
        j.append("1 x\n").unwrap();
        drop(j);
        std::fs::OpenOptions::new().append(true).open(&path).unwrap().write_all(b"2 to").unwrap();
        let bytes = read_journal(&path).unwrap();
        let keep = lines(&bytes).filter(|l| l.whole).last().unwrap().next as u64;
        let mut j = JournalFile::open(&path, keep, Some("head")).unwrap();
        j.append("2 y\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "head\n1 x\n2 y\n");
        assert_eq!(append_at(&path, 5, "9 z\n").unwrap(), 9);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "head\n9 z\n");
        assert!(read_journal(&dir.join("none")).unwrap().is_empty());

        let file = dir.join("f.json");
        atomic_write(&file, b"one", true).unwrap();
        atomic_write(&file, b"two", false).unwrap();
        assert_eq!(std::fs::read(&file).unwrap(), b"two");
        let e = atomic_write(&dir.join("missing").join("f"), b"x", true).unwrap_err();
        assert!(e.path.ends_with("missing/f"), "{e}");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2, "no temporary file is left");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
