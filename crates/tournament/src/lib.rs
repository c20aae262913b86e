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
//! colour and the bye. The result is applied as [`Action::PairRound`]; [`next_round_actions`]
//! puts before round 1 of a Swiss the initial ranking by FIDE's order
//! ([`Tournament::fide_order`], [`Action::RankPlayers`], frozen once round 1 is paired).
//!
//! # Standings, prints and interchange
//! [`standings`] ranks by score and the tie-break list after the last round whose results are
//! all in ([`standings_after`] for any round; [`tie_break_value`] for one figure), computed as
//! FIDE's tie-break checker computes C.07; [`legend`] names the codes in either language and
//! [`default_tie_breaks`] is the one default list. [`prints`] makes the rows of start lists,
//! pairing lists, standings and crosstables for the PDF and site layers. [`read_trf`] /
//! [`read_trf_bytes`] / [`write_trf`] read and write TRF16 and TRF-2026 without loss (an imported
//! file's unchanged lines come back byte for byte), refusing bad lines with [`TrfError`];
//! [`write_trf_fide`] writes FIDE's report with Latin names. [`pairing_command`] is
//! `pairing --dutch IN.trf -p [OUT]` / `-c` with the endorsed engines' output and exit statuses.
//!
//! Every refusal and explanation is worded in both languages by `i18n/*/tournament.ftl`
//! ([`victoria_words::Words`]; `Display` is the English).

mod assignment;
mod berger;
mod codes;
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
pub use codes::{TIE_BREAK_NAMES, tie_break_code, tie_break_of_code};
pub use dutch::{ColourRule, Explanation, Pairing, pair_dutch};
pub use engine::{
    EXIT_BAD_INPUT, EXIT_FILE, EXIT_NO_PAIRING, EXIT_OK, RoundDifference, check_rounds, engine_lines, generated_trf,
    infer_first_colour, pairing_command, read_engine_trf,
};
pub use error::{FolderFile, JournalFault, OpenNote, StoreError, TournamentError, TrfError, TrfFault, TrfField};
pub use generate::{ConfigError, GeneratorConfig, criteria_of, generate_event, read_generator_config};
pub use matching::{max_weight_matching, max_weight_perfect_matching};
pub use model::{
    Action, Board, ByeKind, Colour, GameResult, Outcome, PairingSystem, Player, Points, Round, Scoring, TieBreak,
    Tournament, TrfSource, Unpaired, title_order,
};
pub use records::{read_pairing_records, write_pairing_records};
pub use store::{Folder, FolderError, JOURNAL_FILE, TOURNAMENT_FILE, write_atomically};
pub use tiebreak::{
    Standing, default_tie_breaks, legend, standings, standings_after, tie_break_value, tie_break_value_after,
};
pub use trf::{latin_name, read_trf, read_trf_bytes, write_trf, write_trf_bytes, write_trf_fide};

use victoria_words::Catalogue;

/// This crate's catalogues.
pub static CATALOGUES: &[Catalogue] = victoria_words::catalogues!["tournament.ftl"];

/// The words of this crate (and those below it).
pub static WORDS: victoria_words::Library = victoria_words::Library::new(&[victoria_words::CATALOGUES, CATALOGUES]);

/// The actions that pair the event's next round: for round 1 of a Swiss whose initial ranking is
/// not fixed yet, first [`Action::RankPlayers`] by FIDE's order (C.04.2: round 1 is paired from
/// the initial ranking, frozen afterwards), then [`Action::PairRound`] of the round paired on
/// those numbers. Apply them in order (through the journal).
pub fn next_round_actions(t: &Tournament) -> Result<Vec<Action>, TournamentError> {
    let mut actions = Vec::new();
    let mut ranked = t.clone();
    if matches!(t.system, PairingSystem::Swiss { .. }) && t.played.is_empty() && !t.ranked {
        let rank = Action::RankPlayers { order: Vec::new() };
        ranked.apply(&rank)?;
        actions.push(rank);
    }
    actions.push(Action::PairRound { round: pair_next(&ranked)? });
    Ok(actions)
}

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
