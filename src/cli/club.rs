//! `stats DIR [--csv FILE] [--pdf FILE]` and `archive DIR -o FILE.pgn`: the club's
//! statistics and titles (R31) over a folder of game records, and the folder as one public PGN.
//! Both show a progress bar on the terminal (standard error) while they read, name every file
//! they skip, and exit 0 (1 when files were skipped, 2 when the folder or an option is bad).

use crate::i18n::Words;
use crate::t;
use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::path::{Path, PathBuf};
use victoria_club::rows::text_table;
use victoria_club::{Progress, Thresholds, pgn, report, scan};
use victoria_record::store;
use victoria_words::Lang;

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// The folder of game records (`*.json`).
    pub dir: PathBuf,
    /// Also write the table as CSV to this file.
    #[arg(long)]
    pub csv: Option<PathBuf>,
    /// Also write the PDF report (table, method, charts) to this file.
    #[arg(long)]
    pub pdf: Option<PathBuf>,
    /// Language of the table, the method and the report: `ru` or `en` (by default the
    /// language of the messages, `victoria-arbiter --lang`).
    #[arg(long, value_parser = super::parse_lang)]
    pub lang: Option<Lang>,
    /// A title threshold, `key=value` (repeatable): conqueror_games, conqueror_wall_share,
    /// emperor_games, emperor_win_share, emperor_points_share, emperor_unspent_share. Shares as
    /// 0.6 or 60%. The defaults are R31's.
    #[arg(short = 't', long = "threshold")]
    pub thresholds: Vec<String>,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
}

#[derive(Args, Debug)]
pub struct ArchiveArgs {
    /// The folder of game records (`*.json`).
    pub dir: PathBuf,
    /// The PGN file to write.
    #[arg(short, long)]
    pub output: PathBuf,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// A terminal progress bar fed by the scan's callback (hidden when standard error is not a
/// terminal or with `--quiet`).
pub(super) fn bar(quiet: bool) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr());
    if quiet {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    if let Ok(style) = ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} ({eta})") {
        bar.set_style(style.progress_chars("=> "));
    }
    bar
}

pub(super) fn feed(bar: &ProgressBar) -> impl Fn(Progress) + Sync + '_ {
    move |p: Progress| {
        bar.set_length(p.total as u64);
        bar.set_position(p.done as u64);
    }
}

/// Writes a file of the kind `what` (`csv`, `pdf`, `pgn`: the selector of `cli-written`).
fn write_file(path: &Path, bytes: &[u8], what: &str, lang: Lang) -> Result<(), i32> {
    store::atomic_write(path, bytes, true).map_err(|e| {
        eprintln!("{}", t!(lang, "cli-not-written", what = what, error = e.words(lang)));
        2
    })?;
    eprintln!("{}", t!(lang, "cli-written", what = what, file = path.display().to_string()));
    Ok(())
}

pub fn stats(a: StatsArgs, lang: Lang) -> i32 {
    let lang = a.lang.unwrap_or(lang);
    let mut t = Thresholds::default();
    for pair in &a.thresholds {
        if let Err(e) = t.set_pair(pair) {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 2;
        }
    }
    let pb = bar(a.quiet);
    pb.set_message(t!(lang, "cli-reading"));
    let scan = match scan::scan_dir(&a.dir, &feed(&pb)) {
        Ok(s) => s,
        Err(e) => {
            pb.finish_and_clear();
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 2;
        }
    };
    pb.finish_and_clear();
    outln!("{}: {} — {}", t!(lang, "club-folder"), a.dir.display(), scan.counts_line(lang));
    for s in &scan.skipped {
        outln!("  {}", t!(lang, "cli-skipped", file = s.words(lang)));
    }
    let stats = scan.stats();
    if stats.tables.iter().all(|t| t.players.is_empty()) {
        outln!("{}", t!(lang, "club-no-games"));
    }
    for table in stats.tables.iter().filter(|t| !t.players.is_empty()) {
        outln!();
        out!("{}", text_table(table, &t, lang));
        if victoria_club::rows::has_titles(table.ruleset) {
            for p in &table.players {
                if let Some(aw) = victoria_club::rows::award_in(table, p, &t, lang) {
                    outln!("  {} — {}", p.name, aw.figures);
                }
            }
        }
    }
    outln!();
    outln!("{}", t!(lang, "club-legend"));
    for line in t.method(lang) {
        outln!("{line}");
    }
    if let Some(path) = &a.csv
        && let Err(code) = write_file(path, victoria_club::rows::csv(&stats, &t, lang).as_bytes(), "csv", lang)
    {
        return code;
    }
    if let Some(path) = &a.pdf {
        let pdf = match report::render(&scan, &a.dir.display().to_string(), &t, lang) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{}", t!(lang, "cli-not-written", what = "pdf", error = e.words(lang)));
                return 2;
            }
        };
        if let Err(code) = write_file(path, &pdf, "pdf", lang) {
            return code;
        }
    }
    if scan.skipped.is_empty() { 0 } else { 1 }
}

pub fn archive(a: ArchiveArgs, lang: Lang) -> i32 {
    let pb = bar(a.quiet);
    pb.set_message(t!(lang, "cli-exporting"));
    let arch = match pgn::archive_dir(&a.dir, &feed(&pb)) {
        Ok(x) => x,
        Err(e) => {
            pb.finish_and_clear();
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 2;
        }
    };
    pb.finish_and_clear();
    for s in &arch.skipped {
        eprintln!("{}", t!(lang, "cli-skipped", file = s.words(lang)));
    }
    if let Err(code) = write_file(&a.output, arch.pgn.as_bytes(), "pgn", lang) {
        return code;
    }
    eprintln!("{}", t!(lang, "cli-archived", games = arch.games, skipped = arch.skipped.len()));
    if arch.skipped.is_empty() { 0 } else { 1 }
}
