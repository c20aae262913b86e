//! Club records (issue 6): statistics and the titles of R31 over a folder of game records, the
//! PDF report with its charts, and the export of a whole folder as one public PGN file.
//!
//! - [`scan`]: reads every record of a folder (in parallel, with progress), skipping and naming
//!   the files it cannot read or replay.
//! - [`stats`]: one game's figures (replayed on the engine) and the per-player table, kept apart
//!   by ruleset (Victoria, Synthesis, classical).
//! - [`titles`]: Tourist, Conqueror and Emperor (R31) with their thresholds and the method text.
//! - [`report`]: the PDF report (table, method, charts drawn with printpdf shapes).
//! - [`pgn`]: the folder as one public PGN (no reserves).
//! - [`i18n`]: the club's words, read from the catalogue `club.ftl` (Russian and English).

pub(crate) use victoria_words::t;

/// This crate's catalogue files.
pub static CATALOGUES: &[victoria_words::Catalogue] = victoria_words::catalogues!["club.ftl", "site.ftl",];

/// This crate's words: its catalogues and those of the crates below.
pub static WORDS: victoria_words::Library = victoria_words::Library::new(&[
    victoria_words::CATALOGUES,
    victoria_rules::CATALOGUES,
    victoria_record::CATALOGUES,
    victoria_sheet::CATALOGUES,
    CATALOGUES,
]);

pub mod i18n;
pub mod pgn;
pub mod report;
pub mod rows;
pub mod scan;
pub mod site;
pub use scan::ScanError;
pub mod stats;
pub mod titles;

pub use scan::{Progress, Scan, SkipReason, Skipped, scan_dir};
pub use stats::{ClubStats, GameSummary, PlayerStats, Table, summarise};
pub use titles::{Award, ThresholdError, Thresholds, Title};
