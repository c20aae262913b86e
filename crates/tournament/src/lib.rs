//! Tournaments for Victoria Arbiter, without any screen: the event and its players, rounds and
//! results ([`Tournament`], changed only through [`Action`]s), the tournament folder with its
//! atomic `tournament.json` and append-only journal ([`Folder`]), round robins by the FIDE Berger
//! tables ([`berger_table`], [`pair_round_robin`]), Swiss rounds by the FIDE Dutch system
//! ([`pair_dutch`], with an [`Explanation`] of every float and colour), standings by the FIDE
//! tie-breaks ([`standings`]), FIDE's TRF ([`read_trf`], [`write_trf`]) and the pairing-engine
//! command of JaVaFo and bbpPairings ([`pairing_command`]).
//!
//! The root binary, the command line and the screens call:
//! - [`Folder::create`], [`Folder::open`], [`Folder::apply`], [`Folder::save`];
//! - [`pair_next`] (the event's own system) to get a [`Round`] to apply as [`Action::PairRound`];
//! - [`standings`] for the ranked rows, [`prints`] for pairing lists and crosstables;
//! - [`read_trf`] / [`write_trf`] and [`pairing_command`] for interchange.
//!
//! Refusals are typed ([`TournamentError`], [`StoreError`], [`TrfError`], …) and worded in both
//! languages by this crate's catalogue `tournament.ftl`.

mod berger;
mod dutch;
mod engine;
mod error;
mod matching;
mod model;
pub mod prints;
mod store;
mod tiebreak;
mod trf;

pub use berger::{berger_round, berger_table, pair_round_robin};
pub use dutch::{ColourRule, Explanation, Pairing, pair_dutch};
pub use engine::pairing_command;
pub use error::{FolderFile, JournalFault, OpenNote, StoreError, TournamentError};
pub use matching::max_weight_matching;
pub use model::{
    Action, Board, ByeKind, Colour, GameResult, Outcome, PairingSystem, Player, Points, Round, Scoring, TieBreak,
    Tournament, Unpaired,
};
pub use store::{Folder, FolderError, JOURNAL_FILE, TOURNAMENT_FILE, write_atomically};
pub use tiebreak::{Standing, standings, tie_break_value};
pub use trf::{TrfError, TrfFault, TrfField, read_trf, write_trf};

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
