//! The command line: one module per area, each with its clap arguments and a `run` returning
//! the process exit status (0 fine, 1 a problem found, 2 bad input). The sentences the commands
//! print come from the catalogue `cli.ftl` in the language of `--lang` (by default the system's: Russian under a `ru_*` locale,
//! English otherwise); the help is clap's, worded from the catalogue `help.ftl` in that
//! language too ([`help`]).

/// Write to standard output; a closed pipe (`… | head`) ends the command quietly instead of
/// panicking as `print!` does.
pub fn write_out(args: std::fmt::Arguments) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(args).and_then(|()| out.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("{e}");
        std::process::exit(5);
    }
}

/// `print!` that does not panic on a closed pipe ([`write_out`]).
macro_rules! out {
    ($($a:tt)*) => { $crate::cli::write_out(format_args!($($a)*)) };
}

/// `outln!` that does not panic on a closed pipe ([`write_out`]).
macro_rules! outln {
    () => { $crate::cli::write_out(format_args!("\n")) };
    ($($a:tt)*) => { $crate::cli::write_out(format_args!("{}\n", format_args!($($a)*))) };
}

pub mod can_mate;
pub mod club;
pub mod desk;
pub mod engine;
pub mod help;
pub mod hub;
pub mod record;
pub mod sheet;
pub mod site;
pub mod tournament;

use crate::t;
use clap::{Parser, Subcommand};
use victoria_words::Lang;

#[derive(Parser, Debug)]
#[command(name = "victoria-arbiter", version, about = "The arbiter's desk for Victoria, the 12x12 chess variant")]
pub struct Cli {
    /// Language of the messages (and of `stats` and `sheet` unless they say otherwise): en or
    /// ru; by default the system's (ru under a ru_* locale, else en).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Lang>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the legal moves of a position, one per line, sorted.
    Moves(engine::MovesArgs),
    /// Count the leaf nodes of the move tree to a depth.
    Perft(engine::PerftArgs),
    /// Can mate still happen (R27a)? A helpmate line or a proof, per side, as JSON lines.
    CanMate(can_mate::CanMateArgs),
    /// Play moves from a position and print one JSON line per move, then the outcome.
    Play(engine::PlayArgs),
    /// Replay a game record and check every move, the result and the seals (exit 1 on problems).
    Check(record::CheckArgs),
    /// Rescue a game whose journal is damaged into a new record: everything before the damage.
    Salvage(record::SalvageArgs),
    /// Export a game record: `--pgn` (public), `--pgn --private` (arbiter's copy with reserves).
    Export(record::ExportArgs),
    /// Bastion lots: `--draw` from the virtual bag, into GAME.json or for an empty board.
    Bastions(record::BastionsArgs),
    /// Print a game's score sheet to a PDF file (A4 or Letter, Russian or English).
    Sheet(sheet::SheetArgs),
    /// Seal a game record with the arbiter's key (created on first use).
    Seal(sheet::SealArgs),
    /// Check a sealed game record: "intact", or what changed (exit status 1).
    Verify(sheet::VerifyArgs),
    /// Per-player statistics and titles (R31) of every game record in a folder.
    Stats(club::StatsArgs),
    /// Every game record of a folder as one public PGN file (no reserves).
    Archive(club::ArchiveArgs),
    /// The club's static web site: standings, titles and a page per game (no network needed).
    Site(site::SiteArgs),
    /// Read a PGN file (an export or hand-typed Victoria PGN) into game records, every move checked.
    Import(site::ImportArgs),
    /// Open the desktop app on a game file: its recording screen (the move field focused), or
    /// the screen where its setup stands if it has not started.
    Open(OpenArgs),
    /// The chief arbiter's tournament folder: players, pairings, results, standings, prints, TRF.
    Tournament(tournament::TournamentArgs),
    /// A board's desk at a live event without the window: join the hub, publish a game file.
    Desk(desk::DeskArgs),
    /// The live event's hub: desks publish their boards to it, spectators watch, results arrive.
    Hub(hub::HubArgs),
}

/// `victoria-arbiter open GAME.json`.
#[derive(clap::Args, Debug)]
pub struct OpenArgs {
    /// The game record to open.
    pub game: std::path::PathBuf,
}

/// The language `--lang X` or `--lang=X` asks for among the arguments, if one does.
fn asked_lang(args: &[String]) -> Option<Lang> {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--lang" {
            return it.next().and_then(|v| v.parse().ok());
        }
        if let Some(v) = a.strip_prefix("--lang=") {
            return v.parse().ok();
        }
    }
    None
}

/// The language the arguments are read in (`--lang`, else the system's), set once before clap
/// reads them, so that a value clap's parsers refuse is said in it.
static ARGS_LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// The language of [`ARGS_LANG`] (English before it is set).
pub(crate) fn args_lang() -> Lang {
    ARGS_LANG.get().copied().unwrap_or(Lang::En)
}

/// `--lang ru`: a language by its code.
pub(crate) fn parse_lang(s: &str) -> Result<Lang, String> {
    s.parse().map_err(|_| t!(args_lang(), "parse-unknown-lang", text = s))
}

/// Prints `victoria-arbiter: <error>.` on standard error; the exit status of bad input.
pub(crate) fn fail(lang: Lang, error: &str) -> i32 {
    eprintln!("{}", failed(lang, error));
    2
}

/// `victoria-arbiter: <error>.`: a reason set into the line as a clause (the catalogues' reasons
/// are clauses; a sentence handed up from elsewhere loses its own stop, the line ends it).
pub(crate) fn failed(lang: Lang, error: &str) -> String {
    t!(lang, "cli-failed", error = clause(error))
}

/// `text` as a clause to set after a colon: without a final full stop.
pub(crate) fn clause(text: &str) -> String {
    let t = text.trim_end();
    match t.strip_suffix('.') {
        Some(rest) if !rest.ends_with('.') => rest.to_string(),
        _ => t.to_string(),
    }
}

/// Parses the arguments and runs; returns the exit status.
pub fn main() -> i32 {
    // The pairing engine keeps the command line of the endorsed engines (JaVaFo, bbpPairings:
    // `pairing --dutch IN.trf -p [OUT]`, `-c`), which is not clap's, and their exit statuses.
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "pairing") {
        let lang = victoria_session::config::system_lang();
        return victoria_tournament::pairing_command(&args, lang, &mut std::io::stdout());
    }
    // The help is worded in the language asked for (`--lang`), else the system's.
    let help_lang = asked_lang(&args).unwrap_or_else(victoria_session::config::system_lang);
    let _ = ARGS_LANG.set(help_lang);
    let parsed =
        help::command(help_lang).try_get_matches().and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m));
    let cli = match parsed {
        Ok(c) => c,
        // A command that needs a subcommand and got none (`tournament`): its help, as clap does.
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            eprint!("{}", e.render());
            return 2;
        }
        Err(e) if e.use_stderr() => {
            // One line, as scripts expect, in the language of the help: what is missing or
            // wrong, and where to look.
            eprintln!("{}", t!(help_lang, "cli-bad-arguments", error = help::error(&e, help_lang)));
            return 2;
        }
        Err(e) => {
            let _ = e.print();
            return 0;
        }
    };
    let lang = cli.lang.unwrap_or_else(victoria_session::config::system_lang);
    match cli.command {
        None => open_app(None, lang),
        Some(Command::Open(a)) => open_app(Some(a.game), lang),
        Some(Command::Moves(a)) => engine::moves(a, lang),
        Some(Command::Perft(a)) => engine::perft(a, lang),
        Some(Command::Play(a)) => engine::play(a, lang),
        Some(Command::CanMate(a)) => can_mate::can_mate(a, lang),
        Some(Command::Check(a)) => record::check(a, lang),
        Some(Command::Salvage(a)) => record::salvage(a, lang),
        Some(Command::Export(a)) => record::export(a, lang),
        Some(Command::Bastions(a)) => record::bastions(a, lang),
        Some(Command::Sheet(a)) => sheet::sheet(a, lang),
        Some(Command::Seal(a)) => sheet::seal(a, lang),
        Some(Command::Verify(a)) => sheet::verify(a, lang),
        Some(Command::Stats(a)) => club::stats(a, lang),
        Some(Command::Archive(a)) => club::archive(a, lang),
        Some(Command::Site(a)) => site::site(a, lang),
        Some(Command::Import(a)) => site::import(a, lang),
        Some(Command::Tournament(a)) => tournament::tournament(a, lang),
        Some(Command::Desk(a)) => desk::desk(a, lang),
        Some(Command::Hub(a)) => hub::hub(a, lang),
    }
}

#[cfg(feature = "gui")]
fn open_app(game: Option<std::path::PathBuf>, lang: Lang) -> i32 {
    if let Some(g) = &game
        && !g.is_file()
    {
        eprintln!("{}", t!(lang, "cli-no-game-file", file = g.display().to_string()));
        return 2;
    }
    match crate::app::run(game) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{}", t!(lang, "cli-app-failed", error = e.to_string()));
            1
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_app(_game: Option<std::path::PathBuf>, lang: Lang) -> i32 {
    eprintln!("{}", t!(lang, "cli-no-app"));
    2
}

#[cfg(test)]
mod tests {
    use super::clause;

    /// A reason handed up as a sentence is set into `victoria-arbiter: …` as a clause: its own
    /// stop goes, the line's stays (no “..”); an ellipsis and a clause stay as they are.
    #[test]
    fn a_reason_is_set_into_a_line_without_its_own_stop() {
        assert_eq!(clause("the file is damaged."), "the file is damaged");
        assert_eq!(clause("the file is damaged"), "the file is damaged");
        assert_eq!(clause("waiting..."), "waiting...");
    }
}
