//! Reading a folder of game records: every `*.json` file directly in the folder (hidden and
//! temporary files left out), loaded with the record library (`record::store`) and replayed
//! (`stats::summarise`) on all cores, with a progress callback. A file that cannot be read, is
//! not a game record, or whose moves do not replay is skipped and named with the reason; it
//! never stops the scan.

use super::stats::{ClubStats, GameSummary, summarise};
use crate::i18n::{IoFact, Words};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use victoria_record::RecordError;
use victoria_record::ReplayError;
use victoria_record::store::{self, StoreError};
use victoria_words::Lang;

/// How far a scan is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
}

/// Why a file was left out: a fact, worded in `club.ftl` where it is shown (the terminal, the
/// Club screen, the PDF report).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SkipReason {
    /// The file cannot be read: what the system said.
    Unreadable { error: IoFact },
    /// The file is empty (a crash may have cut it short).
    Empty,
    /// The text ends in the middle of the record, at this line and column.
    Truncated { line: usize, column: usize },
    /// Not a game record this build reads (the reader's fact: not JSON, not UTF-8, another
    /// format, a newer version …).
    NotARecord(RecordError),
    /// A record that holds no game yet (no start position): the PGN archive leaves it out.
    NoGame,
    /// The moves do not replay: no start position, a start that cannot be read, or the ply, the
    /// move and the ruling of the first move the engine refuses.
    Replay(ReplayError),
}

impl From<StoreError> for SkipReason {
    fn from(e: StoreError) -> SkipReason {
        match e {
            StoreError::Read { source, .. } | StoreError::Write { source, .. } => {
                SkipReason::Unreadable { error: IoFact::from(&source) }
            }
            StoreError::Empty { .. } => SkipReason::Empty,
            StoreError::Truncated { line, column, .. } => SkipReason::Truncated { line, column },
            StoreError::Corrupt { error, .. } => SkipReason::NotARecord(error),
            // Reading never meets a file in the way; say it as the system would.
            StoreError::Exists { .. } => {
                SkipReason::Unreadable { error: IoFact::from(&std::io::Error::from(std::io::ErrorKind::AlreadyExists)) }
            }
        }
    }
}

impl From<ReplayError> for SkipReason {
    fn from(e: ReplayError) -> SkipReason {
        SkipReason::Replay(e)
    }
}

impl Words for SkipReason {
    fn words(&self, lang: Lang) -> String {
        match self {
            SkipReason::Unreadable { error } => crate::t!(lang, "club-skip-unreadable", error = error.words(lang)),
            SkipReason::Empty => crate::t!(lang, "club-skip-empty"),
            SkipReason::Truncated { line, column } => {
                crate::t!(lang, "club-skip-truncated", line = *line, column = *column)
            }
            SkipReason::NotARecord(e) => e.words(lang),
            SkipReason::NoGame => crate::t!(lang, "club-skip-no-game"),
            SkipReason::Replay(ReplayError::NoCoordinates { ply, uci }) => crate::t!(
                lang,
                "club-skip-move",
                number = ply.div_ceil(2),
                uci = uci.as_str(),
                reason = crate::t!(lang, "club-skip-not-coordinates")
            ),
            SkipReason::Replay(ReplayError::Illegal { ply, uci, illegal }) => crate::t!(
                lang,
                "club-skip-move",
                number = ply.div_ceil(2),
                uci = uci.as_str(),
                reason = illegal.words(lang)
            ),
            SkipReason::Replay(e) => e.words(lang),
        }
    }
}

/// A file left out, with why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub path: PathBuf,
    pub reason: SkipReason,
}

/// "bad.json: move 3 (a1a5) cannot be replayed: …": the file's name and the reason.
impl Words for Skipped {
    fn words(&self, lang: Lang) -> String {
        let name = self.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        crate::t!(lang, "club-skipped", file = name, reason = self.reason.words(lang))
    }
}

// The English words.
victoria_words::english_display!(Skipped);

// The English words.
victoria_words::english_display!(SkipReason);

/// What a scan found.
#[derive(Clone, Debug, Default)]
pub struct Scan {
    /// One summary per readable record, in file-name order.
    pub games: Vec<GameSummary>,
    /// Files that were left out, in file-name order.
    pub skipped: Vec<Skipped>,
}

impl Scan {
    /// The tables of the games found.
    pub fn stats(&self) -> ClubStats {
        ClubStats::from_games(&self.games)
    }
    /// Unfinished games (read but not counted).
    pub fn unfinished(&self) -> usize {
        self.games.iter().filter(|g| !g.finished()).count()
    }
    /// "12 game records read, 1 unfinished, 2 skipped": the one line the terminal, the Club
    /// screen and the PDF report all print.
    pub fn counts_line(&self, lang: Lang) -> String {
        crate::t!(
            lang,
            "club-counts",
            read = self.games.len(),
            unfinished = self.unfinished(),
            skipped = self.skipped.len()
        )
    }
}

/// Why a folder cannot be scanned at all.
#[derive(Debug)]
pub enum ScanError {
    /// The folder cannot be listed.
    Folder { path: PathBuf, source: std::io::Error },
}

impl Words for ScanError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ScanError::Folder { path, source } => crate::t!(
                lang,
                "club-scan-folder",
                path = path.display().to_string(),
                error = crate::i18n::io_words(source, lang)
            ),
        }
    }
}

// The English words.
victoria_words::english_display!(ScanError);

impl std::error::Error for ScanError {}

/// The record files of a folder, sorted by name: `*.json`, not hidden (a leading `.`, as the
/// store's temporary files have).
pub fn record_files(dir: &Path) -> Result<Vec<PathBuf>, ScanError> {
    let err = |source| ScanError::Folder { path: dir.to_path_buf(), source };
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(err)? {
        let entry = entry.map_err(err)?;
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') || !name.to_ascii_lowercase().ends_with(".json") {
            continue;
        }
        if path.is_dir() {
            continue;
        }
        files.push(path);
    }
    files.sort();
    Ok(files)
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// Reads and replays one record file.
pub fn read_one(path: &Path) -> Result<GameSummary, SkipReason> {
    let bytes = std::fs::read(path).map_err(|e| SkipReason::Unreadable { error: IoFact::from(&e) })?;
    summarise_bytes(&file_name(path), &bytes)
}

/// Parses record bytes (as the store does, with its refusals of empty, truncated or foreign
/// files) and summarises the game.
pub fn summarise_bytes(name: &str, bytes: &[u8]) -> Result<GameSummary, SkipReason> {
    let record = parse_record(name, bytes)?;
    Ok(summarise(name, &record)?)
}

/// Parses record bytes with the store's refusals.
pub fn parse_record(name: &str, bytes: &[u8]) -> Result<victoria_record::GameRecord, SkipReason> {
    Ok(store::parse(Path::new(name), bytes)?)
}

/// Loads a record file.
pub fn load_record(path: &Path) -> Result<victoria_record::GameRecord, SkipReason> {
    let bytes = std::fs::read(path).map_err(|e| SkipReason::Unreadable { error: IoFact::from(&e) })?;
    parse_record(&file_name(path), &bytes)
}

/// Runs `work` over `items` on all cores, calling `progress` after each item; results keep the
/// items' order.
pub fn parallel<T: Sync, R: Send>(
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
    progress: &(dyn Fn(Progress) + Sync),
) -> Vec<R> {
    let total = items.len();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let slots: Vec<Mutex<Option<R>>> = (0..total).map(|_| Mutex::new(None)).collect();
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).clamp(1, 16).min(total.max(1));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= total {
                        break;
                    }
                    let r = work(&items[i]);
                    if let Ok(mut slot) = slots[i].lock() {
                        *slot = Some(r);
                    }
                    let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                    progress(Progress { done: d, total });
                }
            });
        }
    });
    slots.into_iter().map(|m| m.into_inner().ok().flatten().expect("every item was processed")).collect()
}

/// Scans a list of files (see the module text).
pub fn scan_files(files: &[PathBuf], progress: &(dyn Fn(Progress) + Sync)) -> Scan {
    let results = parallel(files, |p| read_one(p), progress);
    let mut scan = Scan::default();
    for (path, r) in files.iter().zip(results) {
        match r {
            Ok(g) => scan.games.push(g),
            Err(reason) => scan.skipped.push(Skipped { path: path.clone(), reason }),
        }
    }
    scan
}

/// Scans a folder (see the module text). Only a folder that cannot be listed is an error.
pub fn scan_dir(dir: &Path, progress: &(dyn Fn(Progress) + Sync)) -> Result<Scan, ScanError> {
    let files = record_files(dir)?;
    progress(Progress { done: 0, total: files.len() });
    Ok(scan_files(&files, progress))
}
