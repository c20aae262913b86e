//! A whole folder as one public PGN file for other chess tools: every readable record of the
//! folder, in file-name order, exported with `record::pgn::public` (no reserve numbers anywhere,
//! R14), games separated by a blank line. Records that cannot be read or replayed, or that hold no
//! game yet (no start position), are skipped and named.

pub use super::scan::ScanError;
use super::scan::{Progress, SkipReason, Skipped, load_record, parallel, record_files};
use super::stats::summarise;
use std::path::{Path, PathBuf};
use victoria_record::pgn;

/// The archive and what was left out.
#[derive(Clone, Debug, Default)]
pub struct Archive {
    pub pgn: String,
    /// Games written.
    pub games: usize,
    pub skipped: Vec<Skipped>,
}

fn export_one(path: &Path) -> Result<String, SkipReason> {
    let r = load_record(path)?;
    if r.start_vfen.is_none() {
        return Err(SkipReason::NoGame);
    }
    // A game whose moves do not replay would mislead other tools: leave it out.
    summarise("", &r)?;
    Ok(pgn::public(&r))
}

/// Exports the given record files as one PGN text.
pub fn archive_files(files: &[PathBuf], progress: &(dyn Fn(Progress) + Sync)) -> Archive {
    let results = parallel(files, |p| export_one(p), progress);
    let mut a = Archive::default();
    for (path, r) in files.iter().zip(results) {
        match r {
            Ok(text) => {
                if !a.pgn.is_empty() {
                    a.pgn.push('\n');
                }
                a.pgn.push_str(&text);
                a.games += 1;
            }
            Err(reason) => a.skipped.push(Skipped { path: path.clone(), reason }),
        }
    }
    a
}

/// Exports every record of a folder as one PGN text.
pub fn archive_dir(dir: &Path, progress: &(dyn Fn(Progress) + Sync)) -> Result<Archive, ScanError> {
    let files = record_files(dir)?;
    progress(Progress { done: 0, total: files.len() });
    Ok(archive_files(&files, progress))
}
