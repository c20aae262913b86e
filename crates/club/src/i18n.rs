//! Every word the club statistics print (terminal, CSV headers, PDF report, Club screen) comes
//! from the Fluent catalogue `i18n/<lang>/club.ftl` through [`crate::i18n`]: the fixed
//! words as one [`Labels`] per language (read from the catalogue once), the phrases with numbers
//! (counts, games, titles' figures) as messages whose plurals live in the catalogue.

pub use victoria_sheet::i18n::*;

victoria_words::library_fns!();

use crate::t;
use std::sync::OnceLock;
use victoria_rules::Ruleset;

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

/// Explains the columns under the table.
pub fn legend(lang: Lang) -> String {
    t!(lang, "club-legend")
}

/// The name of a ruleset's table.
pub fn ruleset_title(r: Ruleset, lang: Lang) -> String {
    t!(lang, "club-ruleset", ruleset = r.key())
}

/// "12 finished games", with the plural the language asks for.
pub fn games_counted(lang: Lang, games: u32) -> String {
    t!(lang, "club-games-counted", games = games)
}

/// The label of a title threshold setting (see `Thresholds::KEYS`).
pub fn threshold_label(key: &str, lang: Lang) -> String {
    t!(lang, "club-threshold", key = key)
}

/// The fixed words of the club's report and screen in one language.
pub struct Labels {
    pub report_title: &'static str,
    pub folder: &'static str,
    pub results_chart: &'static str,
    pub progress_chart: &'static str,
    pub legend_wins: &'static str,
    pub legend_draws: &'static str,
    pub legend_losses: &'static str,
    pub no_games: &'static str,
}

/// A word read once per language for the whole run (the drawing code takes `&'static str`).
fn keep(lang: Lang, id: &str) -> &'static str {
    Box::leak(t!(lang, id).into_boxed_str())
}

fn build(lang: Lang) -> Labels {
    Labels {
        report_title: keep(lang, "club-report-title"),
        folder: keep(lang, "club-folder"),
        results_chart: keep(lang, "club-results-chart"),
        progress_chart: keep(lang, "club-progress-chart"),
        legend_wins: keep(lang, "club-legend-wins"),
        legend_draws: keep(lang, "club-legend-draws"),
        legend_losses: keep(lang, "club-legend-losses"),
        no_games: keep(lang, "club-no-games"),
    }
}

/// The fixed words of `lang`, read from the catalogue on first use.
pub fn words(lang: Lang) -> &'static Labels {
    static ALL: OnceLock<Vec<(Lang, Labels)>> = OnceLock::new();
    let all = ALL.get_or_init(|| Lang::ALL.into_iter().map(|l| (l, build(l))).collect());
    &all.iter().find(|(l, _)| *l == lang).expect("every language has the club's words").1
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
                crate::Thresholds::KEYS.iter().map(|k| threshold_label(k, lang)).collect();
            assert_eq!(labels.len(), crate::Thresholds::KEYS.len(), "{labels:?}");
            words(lang);
            legend(lang);
        }
        assert_eq!(crate::i18n::take_errors(), Vec::<String>::new());
    }

    #[test]
    fn counted_games_follow_the_plural() {
        assert_eq!(games_counted(Lang::En, 1), "1 finished game");
        assert_eq!(games_counted(Lang::En, 12), "12 finished games");
        assert_eq!(games_counted(Lang::Ru, 1), "1 завершённая партия");
        assert_eq!(games_counted(Lang::Ru, 3), "3 завершённые партии");
        assert_eq!(games_counted(Lang::Ru, 12), "12 завершённых партий");
        assert_eq!(ruleset_title(Ruleset::Synthesis, Lang::Ru), "Шахматы «Синтез»");
        assert_eq!(Column::WinsMate.header_in(Ruleset::Synthesis, Lang::En), "Mate/king");
    }
}
