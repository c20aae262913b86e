//! `sheet`, `seal` and `verify`: the score sheet as a PDF file, the arbiter's seal on a record,
//! and the check that a sealed record is intact.

use crate::record::GameRecord;
use crate::sheet::{self, Lang, Paper, sign};
use std::path::{Path, PathBuf};

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
    /// Language of the sheet: ru or en.
    #[arg(long, default_value = "ru", value_parser = parse_lang)]
    pub lang: Lang,
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

fn parse_paper(s: &str) -> Result<Paper, String> {
    s.parse()
}

fn parse_lang(s: &str) -> Result<Lang, String> {
    s.parse()
}

fn read_record(path: &Path) -> Result<GameRecord, i32> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        eprintln!("cannot read {}: {e}", path.display());
        2
    })?;
    GameRecord::from_json(&text).map_err(|e| {
        eprintln!("{}: {e}", path.display());
        2
    })
}

/// Writes `bytes` to `path` through a temporary file and a rename, so a failure never leaves a
/// half-written file in its place.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// `sheet GAME.json -o sheet.pdf`.
pub fn sheet(a: SheetArgs) -> i32 {
    let rec = match read_record(&a.game) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let pdf = match sheet::render(&rec, a.paper, a.lang) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    if let Err(e) = write_atomic(&a.output, &pdf) {
        eprintln!("cannot write {}: {e}", a.output.display());
        return 1;
    }
    println!("wrote {} ({} bytes), record SHA-256 {}", a.output.display(), pdf.len(), rec.digest_hex());
    0
}

/// `seal GAME.json`: signs the record with the arbiter's key (created on first use).
pub fn seal(a: SealArgs) -> i32 {
    let mut rec = match read_record(&a.game) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let key = match sign::ArbiterKey::load_or_create() {
        Ok(k) => k,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    sign::seal(&mut rec, &key);
    if let Err(e) = write_atomic(&a.game, rec.to_json().as_bytes()) {
        eprintln!("cannot write {}: {e}", a.game.display());
        return 1;
    }
    println!("sealed {}: SHA-256 {}, arbiter's key {}", a.game.display(), rec.digest_hex(), key.public_hex());
    0
}

/// `verify GAME.json`: "intact" (exit 0) or what changed (exit 1).
pub fn verify(a: VerifyArgs) -> i32 {
    let text = match std::fs::read_to_string(&a.game) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {}: {e}", a.game.display());
            return 2;
        }
    };
    let verdict = sign::verify_json(&text);
    println!("{verdict}");
    if verdict.is_intact() { 0 } else { 1 }
}
