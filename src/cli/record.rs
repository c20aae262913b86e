//! `check`, `export` and `bastions`: the game record on the command line. `check GAME.json`
//! replays a record and prints each problem with its move number (exit 1 if any, 2 if the file
//! cannot be read); `export GAME.json --pgn [--private]` prints a PGN; `bastions --draw` draws
//! bastion lots from the virtual bag — into a game record (journaled like every desk action)
//! or, without one, for an empty board.

use crate::record::desk::Desk;
use crate::record::{check as checker, lots, pgn, store};
use crate::rules::{Color, Square};
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The game record (JSON).
    pub game: PathBuf,
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
fn load(path: &std::path::Path) -> Result<crate::record::GameRecord, String> {
    let mut record = store::load(path).map_err(|e| e.to_string())?;
    let replay =
        crate::record::journal::read(&crate::record::journal::journal_path(path)).map_err(|e| e.to_string())?;
    let mut seq = record.revision;
    for (n, a) in replay.actions {
        if n <= seq {
            continue;
        }
        if n != seq + 1 {
            return Err(format!("the journal jumps from action {seq} to action {n}"));
        }
        a.apply(&mut record);
        seq = n;
    }
    Ok(record)
}

pub fn check(a: CheckArgs) -> i32 {
    let record = match load(&a.game) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let report = checker::check(&record);
    let name = a.game.display();
    for p in &report.problems {
        println!("{name}: {p}");
    }
    let result = record.result.as_ref().map(|r| format!("{} ({})", r.score(), r.outcome)).unwrap_or_else(|| "*".into());
    if report.is_ok() {
        println!(
            "{name}: {} plies, result {result}, {}: no problems",
            report.plies,
            if crate::record::synth::is_synthesis(&record) {
                "Synthesis, nothing sealed"
            } else if record.both_revealed() {
                "seals intact"
            } else {
                "seals not revealed"
            }
        );
        0
    } else {
        println!("{name}: {} problem(s)", report.problems.len());
        1
    }
}

pub fn export(a: ExportArgs) -> i32 {
    if !a.pgn {
        eprintln!("say which format: --pgn");
        return 2;
    }
    let record = match load(&a.game) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let text = if a.private { pgn::private(&record) } else { pgn::public(&record) };
    match a.output {
        Some(path) => match store::atomic_write(&path, text.as_bytes(), true) {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("{e}");
                1
            }
        },
        None => {
            print!("{text}");
            0
        }
    }
}

pub fn bastions(a: BastionsArgs) -> i32 {
    if !a.draw {
        eprintln!("say what to do: --draw");
        return 2;
    }
    let sides: Vec<Color> = match a.side.as_deref() {
        None => Color::ALL.to_vec(),
        Some("white") => vec![Color::White],
        Some("black") => vec![Color::Black],
        Some(other) => {
            eprintln!("--side must be white or black, not '{other}'");
            return 2;
        }
    };
    let Some(path) = a.game else {
        for side in sides {
            match lots::draw_standalone(side, 12, 12, &[] as &[Square]) {
                Ok(lots) => {
                    let squares: Vec<String> = lots.iter().filter(|l| l.1).map(|l| l.0.to_string()).collect();
                    println!("{}: {}", side.name(), squares.join(" "));
                }
                Err(e) => {
                    eprintln!("{e}");
                    return 1;
                }
            }
        }
        return 0;
    };
    let mut desk = match Desk::open(&path) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    for n in desk.notes() {
        eprintln!("note: {n}");
    }
    for side in sides {
        while lots::bastions_missing(desk.record(), side) > 0 {
            match desk.draw_lot(side) {
                Ok(lot) => match &lot.held_by {
                    None => println!("{} {}: bastion", side.name(), lot.square),
                    Some(held) => println!(
                        "{} {}: set aside — {}",
                        side.name(),
                        lot.square,
                        crate::i18n::record::lot_set_aside(crate::i18n::Lang::En, &lot.square, held)
                    ),
                },
                Err(e) => {
                    eprintln!("{e}");
                    return 1;
                }
            }
        }
    }
    if let Err(e) = desk.save() {
        eprintln!("{e}");
        return 1;
    }
    0
}
