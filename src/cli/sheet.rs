//! `sheet`, `seal` and `verify`: the score sheet as a PDF file, the arbiter's seal on a record,
//! and the check that a sealed record is intact.

use super::parse_lang;
use crate::i18n::{Words, io_words};
use crate::t;
use std::path::{Path, PathBuf};
use victoria_record::GameRecord;
use victoria_record::sign;
use victoria_record::store;
use victoria_sheet::{self as sheet, Paper};
use victoria_words::Lang;

#[derive(clap::Args, Debug)]
pub struct SheetArgs {
    /// The game record (JSON).
    pub game: PathBuf,
    /// Where to write the PDF.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
    /// Paper size: a4 or letter.
    #[arg(long, default_value = "a4", value_parser = parse_paper)]
    pub paper: Paper,
    /// Language of the sheet: ru or en (by default that of the messages).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

#[derive(clap::Args, Debug)]
pub struct SealArgs {
    /// The game record (JSON), sealed in place.
    pub game: PathBuf,
}

#[derive(clap::Args, Debug)]
pub struct VerifyArgs {
    /// The game record (JSON).
    pub game: PathBuf,
}

/// `--paper a4`: a paper size, refused in the language of the arguments.
pub(crate) fn parse_paper(s: &str) -> Result<Paper, String> {
    s.parse().map_err(|_| t!(super::args_lang(), "parse-unknown-paper", text = s))
}

/// "cannot read FILE: why" / "cannot write FILE: why" (`error` already in `lang`).
fn file_problem(lang: Lang, id: &str, path: &Path, error: String) -> String {
    t!(lang, id, file = path.display().to_string(), error = error)
}

fn read_record(path: &Path, lang: Lang) -> Result<GameRecord, i32> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        eprintln!("{}", file_problem(lang, "cli-cannot-read", path, io_words(&e, lang)));
        2
    })?;
    GameRecord::from_json(&text).map_err(|e| {
        eprintln!("{}", file_problem(lang, "cli-file-error", path, e.words(lang)));
        2
    })
}

/// `sheet GAME.json -o sheet.pdf`.
pub fn sheet(a: SheetArgs, lang: Lang) -> i32 {
    let rec = match read_record(&a.game, lang) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let written = match sheet::write_sheet(&rec, a.paper, a.lang.unwrap_or(lang), &a.output) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 1;
        }
    };
    outln!(
        "{}",
        t!(
            lang,
            "cli-sheet-written",
            file = a.output.display().to_string(),
            bytes = written.bytes.to_string(),
            digest = rec.digest_hex()
        )
    );
    0
}

/// `seal GAME.json`: signs the record with the arbiter's key (created on first use).
pub fn seal(a: SealArgs, lang: Lang) -> i32 {
    let mut rec = match read_record(&a.game, lang) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let key = match sign::ArbiterKey::load_or_create() {
        Ok(k) => k,
        Err(e) => {
            eprintln!("{}", crate::i18n::Words::words(&e, lang));
            return 1;
        }
    };
    sign::seal(&mut rec, &key);
    if let Err(e) = store::atomic_write(&a.game, rec.to_json().as_bytes(), true) {
        eprintln!("{}", super::failed(lang, &e.words(lang)));
        return 1;
    }
    outln!(
        "{}",
        t!(lang, "cli-sealed", file = a.game.display().to_string(), digest = rec.digest_hex(), key = key.public_hex())
    );
    0
}

/// `verify GAME.json`: "intact" (exit 0) or what changed (exit 1).
pub fn verify(a: VerifyArgs, lang: Lang) -> i32 {
    let text = match std::fs::read_to_string(&a.game) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}", file_problem(lang, "cli-cannot-read", &a.game, io_words(&e, lang)));
            return 2;
        }
    };
    let verdict = sign::verify_json(&text);
    outln!("{}", verdict.words(lang));
    if verdict.is_intact() { 0 } else { 1 }
}
