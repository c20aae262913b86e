//! `site GAMES/ -o SITE/`: the club's static web site (standings, titles, a page per game that
//! replays on its board), written with a progress bar; exit 0, 1 when files were skipped, 2 when
//! the folder or an option is bad.

use super::club::{bar, feed};
use crate::club::Thresholds;
use crate::i18n::Lang;
use crate::t;
use clap::Args;
use std::path::PathBuf;

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

pub fn site(a: SiteArgs) -> i32 {
    let mut t = Thresholds::default();
    for pair in &a.thresholds {
        if let Err(e) = t.set_pair(pair) {
            eprintln!("{e}");
            return 2;
        }
    }
    let bar = bar(a.quiet);
    let result = crate::site::write_site(&a.dir, &a.output, &t, &feed(&bar));
    bar.finish_and_clear();
    match result {
        Ok(w) => {
            for (file, why) in &w.skipped {
                eprintln!("{}", t!(Lang::En, "site-cli-skipped", file = file.clone(), why = why.clone()));
            }
            println!(
                "{}",
                t!(
                    Lang::En,
                    "site-cli-written",
                    pages = w.pages,
                    sheets = w.sheets,
                    dir = a.output.display().to_string()
                )
            );
            if w.skipped.is_empty() { 0 } else { 1 }
        }
        Err(e) => {
            eprintln!("{e}");
            2
        }
    }
}
