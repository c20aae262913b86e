//! `site GAMES/ -o SITE/`: the club's static web site (standings, titles, a page per game that
//! replays on its board), written with a progress bar; exit 0, 1 when files were skipped, 2 when
//! the folder or an option is bad. `import GAME.pgn -o OUT`: PGN into records, all or nothing
//! (exit 1 when a game does not replay, 2 for a file that cannot be read or written).

use super::club::{bar, feed};
use crate::i18n::{Words, io_words};
use crate::t;
use clap::Args;
use std::path::PathBuf;
use victoria_club::Thresholds;
use victoria_words::Lang;

#[derive(Args, Debug)]
pub struct SiteArgs {
    /// The folder of game records (`*.json`); a sheet `NAME.pdf` beside `NAME.json` is linked.
    pub dir: PathBuf,
    /// The folder to write the site into (created if missing).
    #[arg(short, long)]
    pub output: PathBuf,
    /// A title threshold, `key=value` (repeatable), as for `stats`.
    #[arg(short = 't', long = "threshold")]
    pub thresholds: Vec<String>,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
}

pub fn site(a: SiteArgs, lang: Lang) -> i32 {
    let mut t = Thresholds::default();
    for pair in &a.thresholds {
        if let Err(e) = t.set_pair(pair) {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 2;
        }
    }
    let bar = bar(a.quiet);
    let result = victoria_club::site::write_site(&a.dir, &a.output, &t, &feed(&bar));
    bar.finish_and_clear();
    match result {
        Ok(w) => {
            for s in &w.skipped {
                let file = s.path.display().to_string();
                eprintln!("{}", t!(lang, "site-cli-skipped", file = file, why = s.reason.words(lang)));
            }
            outln!(
                "{}",
                t!(
                    lang,
                    "site-cli-written",
                    pages = w.pages,
                    tournaments = w.tournaments,
                    sheets = w.sheets,
                    dir = a.output.display().to_string()
                )
            );
            if w.skipped.is_empty() { 0 } else { 1 }
        }
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            2
        }
    }
}

#[derive(Args, Debug)]
pub struct ImportArgs {
    /// The PGN file: an `export` (public or the arbiter's copy) or hand-typed Victoria PGN.
    pub pgn: PathBuf,
    /// Where to write: a record file for one game, a folder (created) for several.
    #[arg(short, long)]
    pub output: PathBuf,
}

/// The file name of the `i`-th of several imported games: `003_White-Black.json`.
fn file_name(i: usize, rec: &victoria_record::GameRecord) -> String {
    let clean = |s: &str| -> String {
        let s: String = s.trim().chars().map(|c| if c.is_alphanumeric() { c } else { '_' }).collect();
        if s.is_empty() { "_".into() } else { s }
    };
    format!("{:03}_{}-{}.json", i + 1, clean(&rec.event.white), clean(&rec.event.black))
}

pub fn import(a: ImportArgs, lang: Lang) -> i32 {
    let text = match std::fs::read_to_string(&a.pgn) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}", t!(lang, "import-cli-read", file = a.pgn.display().to_string(), why = io_words(&e, lang)));
            return 2;
        }
    };
    let records = match victoria_record::import_in(&text, lang) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}", t!(lang, "import-cli-refused", why = e.words(lang)));
            return 1;
        }
    };
    let targets: Vec<PathBuf> = if records.len() == 1 && !a.output.is_dir() {
        vec![a.output.clone()]
    } else {
        records.iter().enumerate().map(|(i, r)| a.output.join(file_name(i, r))).collect()
    };
    if let Some(t) = targets.iter().find(|t| t.exists()) {
        eprintln!("{}", t!(lang, "import-cli-exists", file = t.display().to_string()));
        return 2;
    }
    if records.len() > 1
        && let Err(e) = std::fs::create_dir_all(&a.output)
    {
        eprintln!(
            "{}",
            t!(lang, "cli-cannot-write", file = a.output.display().to_string(), error = io_words(&e, lang))
        );
        return 2;
    }
    for (rec, path) in records.iter().zip(&targets) {
        if let Err(e) = victoria_record::store::atomic_write(path, rec.to_json().as_bytes(), true) {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 2;
        }
    }
    let files: Vec<String> = targets.iter().map(|t| t.display().to_string()).collect();
    outln!("{}", t!(lang, "import-cli-written", games = records.len(), files = files.join(", ")));
    0
}
