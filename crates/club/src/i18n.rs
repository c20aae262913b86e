//! Every word the club statistics print (terminal, CSV headers, PDF report, Club screen) comes
//! from the Fluent catalogue `i18n/<lang>/club.ftl`: a fixed word by its message id at the call
//! (`t!(lang, "club-folder")`), a column's header beside its type ([`Column`]), and the phrases
//! with numbers (counts, games, titles' figures, `t!(lang, "club-games-counted", games = n)`) as
//! messages whose plurals live in the catalogue.

pub use victoria_sheet::i18n::*;

victoria_words::library_fns!();

use crate::t;
use victoria_rules::Ruleset;
use victoria_words::Lang;

/// The columns of the table, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Column {
    Player,
    Games,
    Wins,
    Draws,
    Losses,
    WinsMate,
    WinsPoints,
    Unspent,
    Petrifications,
    Walls,
    Title,
}

impl Column {
    pub const ALL: [Column; 11] = [
        Column::Player,
        Column::Games,
        Column::Wins,
        Column::Draws,
        Column::Losses,
        Column::WinsMate,
        Column::WinsPoints,
        Column::Unspent,
        Column::Petrifications,
        Column::Walls,
        Column::Title,
    ];

    /// The column's key in the catalogue's selector `club-column`.
    pub fn key(self) -> &'static str {
        match self {
            Column::Player => "player",
            Column::Games => "games",
            Column::Wins => "wins",
            Column::Draws => "draws",
            Column::Losses => "losses",
            Column::WinsMate => "wins_mate",
            Column::WinsPoints => "wins_points",
            Column::Unspent => "unspent",
            Column::Petrifications => "petrifications",
            Column::Walls => "walls",
            Column::Title => "title",
        }
    }

    /// The short header (table, screen).
    pub fn header(self, lang: Lang) -> String {
        t!(lang, "club-column", column = self.key())
    }

    /// The header in a table of this ruleset: Synthesis counts its king captures (S27) among
    /// the wins by mate, and says so.
    pub fn header_in(self, ruleset: Ruleset, lang: Lang) -> String {
        match (self, ruleset) {
            (Column::WinsMate, Ruleset::Synthesis) => t!(lang, "club-column-synthesis-wins-mate"),
            _ => self.header(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_of_the_club_is_in_both_catalogues() {
        crate::i18n::take_errors();
        for lang in Lang::ALL {
            for c in Column::ALL {
                assert!(!c.header(lang).is_empty());
                for r in [Ruleset::Victoria, Ruleset::Synthesis, Ruleset::Classical] {
                    c.header_in(r, lang);
                }
            }
            let labels: std::collections::BTreeSet<String> =
                crate::Thresholds::KEYS.iter().map(|k| t!(lang, "club-threshold", key = *k)).collect();
            assert_eq!(labels.len(), crate::Thresholds::KEYS.len(), "{labels:?}");
            for id in [
                "club-report-title",
                "club-folder",
                "club-results-chart",
                "club-progress-chart",
                "club-legend-wins",
                "club-legend-draws",
                "club-legend-losses",
                "club-no-games",
            ] {
                assert!(!t!(lang, id).is_empty());
            }
            assert!(!t!(lang, "club-legend").is_empty());
        }
        assert_eq!(crate::i18n::take_errors(), Vec::<String>::new());
    }

    #[test]
    fn counted_games_follow_the_plural() {
        assert_eq!(t!(Lang::En, "club-games-counted", games = 1), "1 finished game");
        assert_eq!(t!(Lang::En, "club-games-counted", games = 12), "12 finished games");
        assert_eq!(t!(Lang::Ru, "club-games-counted", games = 1), "1 завершённая партия");
        assert_eq!(t!(Lang::Ru, "club-games-counted", games = 3), "3 завершённые партии");
        assert_eq!(t!(Lang::Ru, "club-games-counted", games = 12), "12 завершённых партий");
        assert_eq!(t!(Lang::Ru, "club-ruleset", ruleset = Ruleset::Synthesis.key()), "Шахматы «Синтез»");
        assert_eq!(Column::WinsMate.header_in(Ruleset::Synthesis, Lang::En), "Mate/king");
    }
}
