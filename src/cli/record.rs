//! `check`, `export` and `bastions`: the game record on the command line. `check GAME.json`
//! replays a record and prints each problem with its move number (exit 1 if any, 2 if the file
//! cannot be read); `export GAME.json --pgn [--private]` prints a PGN; `bastions --draw` draws
//! bastion lots from the virtual bag — into a game record (journaled like every desk action)
//! or, without one, for an empty board.

use crate::i18n::Words;
use crate::t;
use clap::Args;
use std::path::PathBuf;
use victoria_record::recorder::Recorder;
use victoria_record::{bastions_missing, check as checker, draw_standalone, pgn, store};
use victoria_rules::{Color, Square};
use victoria_words::Lang;

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The game record (JSON).
    pub game: PathBuf,
}

#[derive(Args, Debug)]
pub struct SalvageArgs {
    /// The game record whose journal is damaged.
    pub game: PathBuf,
    /// The new record to write (never the original; it must not exist yet).
    #[arg(short, long)]
    pub output: PathBuf,
}

#[derive(Args, Debug)]
pub struct ExportArgs {
    /// The game record (JSON).
    pub game: PathBuf,
    /// Export PGN (the only format so far).
    #[arg(long)]
    pub pgn: bool,
    /// The arbiter's copy, with the secret reserves in `[%reserve …]` comments.
    #[arg(long)]
    pub private: bool,
    /// Write to this file instead of standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct BastionsArgs {
    /// Draw lots from the virtual bag (operating-system randomness).
    #[arg(long)]
    pub draw: bool,
    /// A game record with both schemes revealed and `bastion_placement=blind`: the lots are
    /// drawn into it until each side has 3 bastions. Without it, lots for an empty 12x12 board.
    pub game: Option<PathBuf>,
    /// Only this side (white or black).
    #[arg(long)]
    pub side: Option<String>,
}

/// Reads a record with the journal's acknowledged actions replayed (read-only: nothing is
/// written to the files).
fn load(path: &std::path::Path) -> Result<victoria_record::GameRecord, victoria_record::store::LoadError> {
    victoria_record::store::load_game(path)
}

pub fn check(a: CheckArgs, lang: Lang) -> i32 {
    let record = match load(&a.game) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 2;
        }
    };
    let report = checker(&record);
    let name = a.game.display().to_string();
    for p in &report.problems {
        outln!("{}", t!(lang, "cli-problem", file = name.as_str(), problem = p.words(lang)));
    }
    let result = record
        .result
        .as_ref()
        .map(|r| {
            // A loss by FIDE's Laws says its ground: on time, or by illegal moves (a record
            // before version 3.1 wrote it as a forfeit); so does a draw or a count it became.
            let kind = if r.is_ruled_loss() { "loss" } else { r.outcome.key() };
            let ground = r.ground.map_or("other", |g| g.key());
            let outcome = t!(lang, "result-kind", kind = kind, ground = ground);
            t!(lang, "cli-result", score = r.score(), outcome = outcome)
        })
        .unwrap_or_else(|| "*".into());
    if report.is_ok() {
        let sealed = record.schemes.white.is_sealed() || record.schemes.black.is_sealed();
        let seals = if victoria_record::is_synthesis(&record) {
            "synthesis"
        } else if !sealed {
            // Seals are spoken of only where the game has them (issue 39).
            "none"
        } else if record.both_revealed() {
            "intact"
        } else {
            "hidden"
        };
        outln!(
            "{}",
            t!(lang, "cli-check-ok", file = name.as_str(), plies = report.plies, result = result, seals = seals)
        );
        0
    } else {
        outln!("{}", t!(lang, "cli-check-problems", file = name.as_str(), problems = report.problems.len()));
        1
    }
}

pub fn export(a: ExportArgs, lang: Lang) -> i32 {
    if !a.pgn {
        return super::fail(lang, &t!(lang, "cli-say-format"));
    }
    let record = match load(&a.game) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 2;
        }
    };
    let text = if a.private { pgn::private(&record) } else { pgn::public(&record) };
    match a.output {
        Some(path) => match store::atomic_write(&path, text.as_bytes(), true) {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("{}", super::failed(lang, &e.words(lang)));
                1
            }
        },
        None => {
            out!("{text}");
            0
        }
    }
}

pub fn bastions(a: BastionsArgs, lang: Lang) -> i32 {
    if !a.draw {
        return super::fail(lang, &t!(lang, "cli-say-draw"));
    }
    let sides: Vec<Color> = match a.side.as_deref() {
        None => Color::ALL.to_vec(),
        Some("white") => vec![Color::White],
        Some("black") => vec![Color::Black],
        Some(other) => {
            return super::fail(lang, &t!(lang, "cli-bad-side", side = other));
        }
    };
    let Some(path) = a.game else {
        for side in sides {
            match draw_standalone(side, 12, 12, &[] as &[Square]) {
                Ok(lots) => {
                    let squares: Vec<String> = lots.iter().filter(|l| l.1).map(|l| l.0.to_string()).collect();
                    outln!("{}", t!(lang, "cli-lots", color = side.key(), squares = squares.join(" ")));
                }
                Err(e) => {
                    eprintln!("{}", super::failed(lang, &e.words(lang)));
                    return 1;
                }
            }
        }
        return 0;
    };
    let mut desk = match Recorder::open(&path) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 2;
        }
    };
    for n in desk.notes() {
        eprintln!("{}", t!(lang, "cli-note", note = super::clause(&n.words(lang))));
    }
    for side in sides {
        while bastions_missing(desk.record(), side) > 0 {
            match desk.draw_lot(side) {
                Ok(lot) => {
                    let (color, square) = (side.key(), lot.square.to_string());
                    match &lot.held_by {
                        None => outln!("{}", t!(lang, "cli-lot-bastion", color = color, square = square)),
                        Some(held) => outln!(
                            "{}",
                            t!(
                                lang,
                                "cli-lot-aside",
                                color = color,
                                square = square,
                                why = crate::i18n::record::lot_set_aside(lang, &lot.square, held)
                            )
                        ),
                    }
                }
                Err(e) => {
                    eprintln!("{}", super::failed(lang, &e.words(lang)));
                    return 1;
                }
            }
        }
    }
    if let Err(e) = desk.save() {
        eprintln!("{}", super::failed(lang, &e.words(lang)));
        return 1;
    }
    0
}

/// `salvage GAME.json -o NEW.json`: a game whose journal is damaged, rescued into a new file —
/// the saved record plus every journal action before the damaged line; the originals stay as
/// they are for inspection.
pub fn salvage(a: SalvageArgs, lang: Lang) -> i32 {
    match Recorder::salvage(&a.game, &a.output) {
        Ok((_, note)) => {
            outln!("{}", t!(lang, "cli-salvaged", file = a.output.display().to_string(), note = note.words(lang)));
            0
        }
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            1
        }
    }
}
