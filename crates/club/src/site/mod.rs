//! The club's games on the web (issue 14): `victoria-arbiter site GAMES/ -o SITE/` writes a
//! static, self-contained site — no network, no CDN, works from a USB stick. `index.html`
//! holds the standings per ruleset with the titles of R31, charts and the games table; each
//! game has its page under `games/` with the board at every ply. Only public facts are written:
//! positions come from the placement field alone (no reserve), and a game in progress shows no
//! reserve table. Every page carries both languages; a switch (remembered by the browser)
//! shows one. The style sheet, the script and the font sit beside the index.

pub mod board;
pub mod game;
pub mod html;
pub mod index;
pub mod tournament;

use crate::i18n::Words;
use crate::scan::{Progress, load_record, parallel, record_files};
use crate::stats::Tally;
use crate::{ClubStats, SkipReason, Skipped, Thresholds};
use std::path::{Path, PathBuf};
use victoria_words::Lang;

/// The script of every page.
pub const SCRIPT: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/site/site.js"));
/// The style sheet of every page.
pub const STYLE: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/site/site.css"));
/// The font the pieces and the Cyrillic are drawn with (DejaVu Sans, licence beside it).
pub const FONT: &[u8] = include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/fonts/DejaVuSans.ttf"));
const FONT_LICENCE: &str =
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/fonts/DejaVuSans-LICENSE.txt"));

/// What a site build wrote and left out.
#[derive(Clone, Debug, Default)]
pub struct Written {
    /// Game pages written: the club's games and those of its tournaments.
    pub pages: usize,
    /// Tournament pages written.
    pub tournaments: usize,
    /// Files left out, with the reason (a fact, worded where it is shown).
    pub skipped: Vec<Skipped>,
    /// Sheets (PDF) copied beside their pages.
    pub sheets: usize,
}

/// Why a site could not be written at all (worded in `site.ftl` where it is shown).
#[derive(Debug)]
pub enum SiteError {
    /// The folder of records cannot be listed.
    Folder(PathBuf, std::io::Error),
    /// A file of the site cannot be written.
    Write(PathBuf, std::io::Error),
}

impl Words for SiteError {
    fn words(&self, lang: Lang) -> String {
        match self {
            SiteError::Folder(dir, e) => {
                crate::t!(
                    lang,
                    "site-error-folder",
                    dir = dir.display().to_string(),
                    error = crate::i18n::io_words(e, lang)
                )
            }
            SiteError::Write(file, e) => {
                crate::t!(
                    lang,
                    "site-error-write",
                    file = file.display().to_string(),
                    error = crate::i18n::io_words(e, lang)
                )
            }
        }
    }
}

// The English words.
victoria_words::english_display!(SiteError);

impl std::error::Error for SiteError {}

/// The page name of a record file: its stem, kept to letters, digits, `-` and `_`.
pub fn page_name(file: &Path) -> String {
    let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("game");
    let clean: String =
        stem.chars().map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect();
    format!("{clean}.html")
}

/// Writes `bytes` as the file `path`. A file already there (a site built again into the same
/// folder) is overwritten in place and cut to the new length rather than emptied first: the
/// file system then need not free its blocks and flush it on close, which costs more than the
/// page itself.
fn write(path: &Path, bytes: &[u8]) -> Result<(), SiteError> {
    use std::io::Write;
    let err = |e| SiteError::Write(path.to_path_buf(), e);
    let mut f = std::fs::OpenOptions::new().write(true).create(true).truncate(false).open(path).map_err(err)?;
    f.write_all(bytes).map_err(err)?;
    if f.metadata().map_err(err)?.len() != bytes.len() as u64 {
        f.set_len(bytes.len() as u64).map_err(err)?;
    }
    Ok(())
}

/// One record read, its page (and sheet) written, with its row and its summary.
struct Built {
    row: index::GameRow,
    summary: crate::GameSummary,
    /// Whether its sheet (PDF) was copied beside the page.
    sheet: bool,
    /// The club the record names (the index is titled by the first record's).
    club: String,
}

/// Why a record gave no page: it is skipped (a fact about the file), or its page cannot be
/// written (the whole site fails).
enum NotBuilt {
    Skip(SkipReason),
    Write(SiteError),
}

impl From<SkipReason> for NotBuilt {
    fn from(r: SkipReason) -> NotBuilt {
        NotBuilt::Skip(r)
    }
}

impl From<victoria_record::ReplayError> for NotBuilt {
    fn from(e: victoria_record::ReplayError) -> NotBuilt {
        NotBuilt::Skip(e.into())
    }
}

/// Reads a record and replays it once: the page, the index row and the summary all come from
/// that one walk. The page (and the sheet beside it) is written into `games_dir` here, on the
/// worker's core, so that the pages are never all held at once.
fn build_one(file: &Path, games_dir: &Path) -> Result<Built, NotBuilt> {
    build_named(file, games_dir, page_name(file))
}

/// [`build_one`] with the page's file name given.
fn build_named(file: &Path, games_dir: &Path, name: String) -> Result<Built, NotBuilt> {
    let rec = load_record(file)?;
    let pdf = file.with_extension("pdf");
    let sheet = pdf.is_file().then_some(pdf);
    let link = sheet.as_ref().map(|_| name.replace(".html", ".pdf"));
    let mut tally = Tally::new(&file.display().to_string(), &rec);
    let replayed = game::replay_with(&rec, &mut tally)?;
    let summary = match &replayed.game {
        Some(g) => tally.finish(g),
        None => tally.unplayed(),
    };
    let facts = game::facts(&rec);
    let page = game::render(&rec, &replayed.snaps, &facts, link.as_deref());
    write(&games_dir.join(&name), page.as_bytes()).map_err(NotBuilt::Write)?;
    if let (Some(pdf), Some(link)) = (&sheet, &link) {
        let to = games_dir.join(link);
        std::fs::copy(pdf, &to).map_err(|e| NotBuilt::Write(SiteError::Write(to.clone(), e)))?;
    }
    let row = index::GameRow {
        href: format!("games/{name}"),
        date: rec.event.date.clone(),
        event: rec.event.event.clone(),
        round: rec.event.round.clone(),
        white: rec.event.white.clone(),
        black: rec.event.black.clone(),
        score: facts.score,
        ground: facts.grounds,
        plies: rec.moves.len(),
    };
    Ok(Built { row, summary, sheet: sheet.is_some(), club: rec.event.club })
}

/// Writes the site of every record in `dir` into `out` (created if missing).
pub fn write_site(
    dir: &Path,
    out: &Path,
    thresholds: &Thresholds,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<Written, SiteError> {
    let files =
        record_files(dir).map_err(|crate::ScanError::Folder { path, source }| SiteError::Folder(path, source))?;
    let games_dir = out.join("games");
    std::fs::create_dir_all(&games_dir).map_err(|e| SiteError::Write(games_dir.clone(), e))?;
    let built = parallel(&files, |f| build_one(f, &games_dir), progress);
    let mut written = Written::default();
    let mut rows = Vec::new();
    let mut summaries = Vec::new();
    let mut club = None;
    for (file, b) in files.iter().zip(built) {
        match b {
            Ok(b) => {
                if file == &files[0] {
                    club = Some(b.club);
                }
                written.sheets += b.sheet as usize;
                written.pages += 1;
                rows.push(b.row);
                summaries.push(b.summary);
            }
            // The first file (in name order) whose page cannot be written fails the site.
            Err(NotBuilt::Write(e)) => return Err(e),
            Err(NotBuilt::Skip(reason)) => {
                // A first file that reads but does not replay still names the club.
                if file == &files[0]
                    && let Ok(rec) = load_record(file)
                {
                    club = Some(rec.event.club);
                }
                written.skipped.push(Skipped { path: file.clone(), reason })
            }
        }
    }
    let club = club.unwrap_or_default();
    rows.sort_by(|a, b| b.date.cmp(&a.date).then(a.href.cmp(&b.href)));
    let stats = ClubStats::from_games(&summaries);
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    let mut tournaments = Vec::new();
    for t in tournament::tournament_dirs(dir) {
        if let Some(link) = tournament::write_tournament(&t, out, &mut written)? {
            tournaments.push(link);
        }
    }
    let mut index = index::index_html(&club, &stats, &rows, thresholds, &today);
    if !tournaments.is_empty() {
        let section = tournament::index_section(&tournaments);
        index = index.replacen("<section class=\"games\">", &format!("{section}<section class=\"games\">"), 1);
    }
    write(&out.join("index.html"), index.as_bytes())?;
    write(&out.join("site.js"), SCRIPT.as_bytes())?;
    write(&out.join("site.css"), STYLE.as_bytes())?;
    write(&out.join("DejaVuSans.ttf"), FONT)?;
    write(&out.join("DejaVuSans-LICENSE.txt"), FONT_LICENCE.as_bytes())?;
    Ok(written)
}
