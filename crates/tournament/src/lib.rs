//! Tournaments for Victoria Arbiter, without any screen: the event with its players, rounds and
//! results, round robins by the FIDE Berger tables, Swiss rounds by the FIDE Dutch system,
//! standings by the FIDE tie-breaks, FIDE's TRF, and the pairing-engine command of JaVaFo and
//! bbpPairings.
//!
//! # The event
//! A [`Tournament`] (name, ruleset key and options, time control, planned rounds, [`Scoring`],
//! tie-break list, [`PairingSystem`]) holds its [`Player`]s and paired [`Round`]s of [`Board`]s
//! (white, black, [`GameResult`], a Victoria point-count flag) and [`Unpaired`] players with their
//! [`ByeKind`]. It changes only through [`Tournament::apply`] of an [`Action`], which refuses what
//! an arbiter must not do with a [`TournamentError`].
//!
//! # The folder
//! [`Folder::create`] / [`Folder::open`] keep an event in a folder: `tournament.json`, written
//! atomically by [`Folder::save`], and `tournament.journal`, where [`Folder::apply`] appends every
//! action (sequence number, checksum) before it counts. Opening replays the journal, drops a torn
//! last line with an [`OpenNote`], and refuses a damaged file naming its line and field
//! ([`StoreError`]) without writing anything.
//!
//! # Pairing
//! [`pair_next`] pairs the next round by the event's own system: [`pair_round_robin`] (tables by
//! [`berger_table`]) or [`pair_dutch`], whose [`Pairing`] carries an [`Explanation`] of each float,
//! colour and the bye. The result is applied as [`Action::PairRound`].
//!
//! # Standings, prints and interchange
//! [`standings`] ranks by score and the tie-break list ([`tie_break_value`] for one figure);
//! [`prints`] makes the rows of pairing lists, standings and crosstables for the PDF and site
//! layers. [`read_trf`] / [`write_trf`] read and write TRF16 (with TRF-2026 records and the
//! `XXR`/`XXC` extensions), refusing bad lines with [`TrfError`]. [`pairing_command`] is
//! `pairing --dutch IN.trf -p [OUT]` / `-c` with the endorsed engines' output and exit statuses.
//!
//! Every refusal and explanation is worded in both languages by `i18n/*/tournament.ftl`
//! ([`victoria_words::Words`]; `Display` is the English).

mod berger;
mod dutch;
mod engine;
mod error;
mod generate;
mod matching;
mod model;
mod points;
pub mod prints;
mod records;
mod store;
mod tiebreak;
mod trf;

pub use berger::{berger_round, berger_table, pair_round_robin};
pub use dutch::{ColourRule, Explanation, Pairing, pair_dutch};
pub use engine::{
    EXIT_BAD_INPUT, EXIT_FILE, EXIT_NO_PAIRING, EXIT_OK, RoundDifference, check_rounds, engine_lines, generated_trf,
    infer_first_colour, pairing_command, read_engine_trf,
};
pub use error::{FolderFile, JournalFault, OpenNote, StoreError, TournamentError};
pub use generate::{ConfigError, GeneratorConfig, criteria_of, generate_event, read_generator_config};
pub use matching::{max_weight_matching, max_weight_perfect_matching};
pub use model::{
    Action, Board, ByeKind, Colour, GameResult, Outcome, PairingSystem, Player, Points, Round, Scoring, TieBreak,
    Tournament, Unpaired,
};
pub use records::{read_pairing_records, write_pairing_records};
pub use store::{Folder, FolderError, JOURNAL_FILE, TOURNAMENT_FILE, write_atomically};
pub use tiebreak::{Standing, standings, tie_break_value};
pub use trf::{TrfError, TrfFault, TrfField, read_trf, tie_break_code, tie_break_of_code, write_trf};

use victoria_words::Catalogue;

/// This crate's catalogues.
pub static CATALOGUES: &[Catalogue] = victoria_words::catalogues!["tournament.ftl"];

/// The words of this crate (and those below it).
pub static WORDS: victoria_words::Library = victoria_words::Library::new(&[victoria_words::CATALOGUES, CATALOGUES]);

/// Pair the event's next round by its own system (Berger tables or the Dutch system).
pub fn pair_next(t: &Tournament) -> Result<Round, TournamentError> {
    if t.next_round() > t.rounds {
        return Err(TournamentError::EventComplete { rounds: t.rounds });
    }
    if let Some(last) = t.played.last()
        && let Some(b) = last.boards.iter().find(|b| !b.result.is_some_and(GameResult::is_final))
    {
        return Err(TournamentError::PreviousRoundUnfinished { round: last.number, board: b.number });
    }
    match t.system {
        PairingSystem::RoundRobin { double } => pair_round_robin(t, double),
        PairingSystem::Swiss { .. } => pair_dutch(t).map(|p| p.round),
    }
}
