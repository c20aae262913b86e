//! What the Tournament screen's own notice says: the typed facts of its actions (a refusal of
//! the session is its own [`TournamentSessionError`]), worded when drawn, so switching RU/EN
//! re-words the line.
//!
//! [`TournamentSessionError`]: victoria_session::tournament::TournamentSessionError

use std::path::PathBuf;
use victoria_session::tournament::{ImportTally, TypedResult};
use victoria_tournament::OpenNote;
use victoria_words::Lang;
use victoria_words::Words;

/// A fact the Tournament screen reports.
#[derive(Clone, Debug, PartialEq)]
pub enum Fact {
    /// The tournament of `dir` opened (the sample through its copy), with what opening it noted.
    Opened {
        dir: PathBuf,
        sample: bool,
        notes: Vec<OpenNote>,
    },
    /// No folder typed.
    NoFolder,
    /// A Swiss event's rounds typed as something else than a number above zero.
    BadRounds(String),
    /// The sample tournament is not installed.
    NoSample,
    /// No system folder dialog: the folder is typed.
    NoDialog,
    ResultSet {
        round: u32,
        board: u32,
        result: TypedResult,
    },
    Paired(u32),
    /// Round 1 paired after the players were renumbered in FIDE's order.
    PairedRanked(u32),
    Unpaired(u32),
    /// A print written to this file.
    Printed(PathBuf),
    PlayerAdded {
        number: u32,
        name: String,
    },
    PlayerCorrected {
        number: u32,
        name: String,
    },
    ByeSet {
        number: u32,
        round: u32,
    },
    Withdrawn {
        number: u32,
        round: u32,
    },
    /// An import's tally.
    Imported(ImportTally),
    /// When a round starts announced (empty: taken back).
    RoundDateSet {
        round: u32,
        when: String,
    },
    /// The event's tie-break list set (the standings show it with its legend).
    TieBreaksSet,
}

impl Words for Fact {
    fn words(&self, lang: Lang) -> String {
        match self {
            Fact::Opened { dir, sample, notes } => {
                let mut s = crate::t!(
                    lang,
                    "tg-opened",
                    dir = dir.display().to_string(),
                    sample = if *sample { "yes" } else { "no" }
                );
                for n in notes {
                    s.push(' ');
                    s.push_str(&n.words(lang));
                }
                s
            }
            Fact::NoFolder => crate::t!(lang, "tg-no-folder"),
            Fact::BadRounds(typed) => crate::t!(lang, "tg-bad-rounds", typed = typed.as_str()),
            Fact::NoSample => crate::t!(lang, "tg-no-sample"),
            Fact::NoDialog => crate::t!(lang, "tg-no-dialog"),
            Fact::ResultSet { round, board, result } => {
                crate::t!(lang, "tg-result-set", round = *round, board = *board, result = result.words(lang))
            }
            Fact::Paired(n) => crate::t!(lang, "tg-paired", round = *n),
            Fact::PairedRanked(n) => crate::t!(lang, "tg-paired-ranked", round = *n),
            Fact::Unpaired(n) => crate::t!(lang, "tg-unpaired", round = *n),
            Fact::Printed(p) => crate::t!(lang, "tg-printed", file = p.display().to_string()),
            Fact::PlayerAdded { number, name } => {
                crate::t!(lang, "tg-player-added", number = *number, name = name.as_str())
            }
            Fact::PlayerCorrected { number, name } => {
                crate::t!(lang, "tg-player-corrected", number = *number, name = name.as_str())
            }
            Fact::ByeSet { number, round } => crate::t!(lang, "tg-bye-set", number = *number, round = *round),
            Fact::Withdrawn { number, round } => crate::t!(lang, "tg-withdrawn", number = *number, round = *round),
            Fact::Imported(tally) => tally.summary(lang),
            Fact::RoundDateSet { round, when } => {
                crate::t!(
                    lang,
                    "tg-round-date-done",
                    round = *round,
                    when = if when.is_empty() { "none" } else { when.as_str() }
                )
            }
            Fact::TieBreaksSet => crate::t!(lang, "tg-tie-breaks-done"),
        }
    }
}
