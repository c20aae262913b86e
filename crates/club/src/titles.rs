//! The titles of R31 — Tourist, Conqueror, Emperor — decided from a player's Victoria figures
//! against thresholds that are settings (the defaults are R31's), each title with the figures
//! that earned it, and the method text printed with every table.

use super::stats::PlayerStats;
use crate::i18n::Words;
use crate::t;
use victoria_words::Lang;

/// A title of R31, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Title {
    Tourist,
    Conqueror,
    Emperor,
}

impl Title {
    /// The key of the catalogue's selector `club-title`.
    pub fn key(self) -> &'static str {
        match self {
            Title::Tourist => "tourist",
            Title::Conqueror => "conqueror",
            Title::Emperor => "emperor",
        }
    }
    /// The title's name in `lang`.
    pub fn name(self, lang: Lang) -> String {
        self.words(lang)
    }
}

impl Words for Title {
    fn words(&self, lang: Lang) -> String {
        t!(lang, "club-title", title = self.key())
    }
}

/// Why a threshold setting was refused (the CLI and the Club screen say it in their language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThresholdError {
    /// Not `key=value`.
    NotPair { pair: String },
    /// A share setting whose value is not between 0 and 1 (0% and 100%).
    NotShare { key: String, value: String },
    /// A count setting whose value is not a whole number.
    NotCount { key: String, value: String },
    /// No such setting.
    Unknown { key: String },
}

impl Words for ThresholdError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ThresholdError::NotPair { pair } => t!(lang, "club-threshold-not-pair", pair = pair.as_str()),
            ThresholdError::NotShare { key, value } => {
                t!(lang, "club-threshold-not-share", key = key.as_str(), value = value.as_str())
            }
            ThresholdError::NotCount { key, value } => {
                t!(lang, "club-threshold-not-count", key = key.as_str(), value = value.as_str())
            }
            ThresholdError::Unknown { key } => {
                t!(lang, "club-threshold-unknown", key = key.as_str(), keys = Thresholds::KEYS.join(", "))
            }
        }
    }
}

// English, for logs and `?`; people read [`Words::words`] in their language.
// The English words.
victoria_words::english_display!(ThresholdError);

impl std::error::Error for ThresholdError {}

/// The thresholds of R31 (settings; [`Default`] gives R31's values).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    /// Conqueror: at least this many games …
    pub conqueror_games: u32,
    /// … and a wall of bastion and monument in at least this share of them.
    pub conqueror_wall_share: f64,
    /// Emperor: at least this many games …
    pub emperor_games: u32,
    /// … at least this share of wins …
    pub emperor_win_share: f64,
    /// … at least this share of the wins by points …
    pub emperor_points_share: f64,
    /// … and an average unspent reserve at the end above this share of the pool.
    pub emperor_unspent_share: f64,
}

impl Default for Thresholds {
    fn default() -> Thresholds {
        Thresholds {
            conqueror_games: 10,
            conqueror_wall_share: 0.5,
            emperor_games: 20,
            emperor_win_share: 0.6,
            emperor_points_share: 0.5,
            emperor_unspent_share: 0.2,
        }
    }
}

/// Why a share passes: compared exactly as `part / whole >= share` without rounding surprises.
fn at_least(part: u32, whole: u32, share: f64) -> bool {
    whole > 0 && part as f64 >= share * whole as f64 - 1e-9
}

fn pct(x: f64) -> String {
    let v = (x * 1000.0).round() / 10.0;
    if v.fract() == 0.0 { format!("{v:.0}%") } else { format!("{v:.1}%") }
}

impl Thresholds {
    /// Reads `key=value` (the keys of [`Thresholds::KEYS`], shares as `0.6` or `60%`).
    pub fn set_pair(&mut self, pair: &str) -> Result<(), ThresholdError> {
        let (k, v) = pair.split_once('=').ok_or_else(|| ThresholdError::NotPair { pair: pair.to_string() })?;
        let (k, v) = (k.trim(), v.trim());
        let share = || -> Result<f64, ThresholdError> {
            let (num, scale) = match v.strip_suffix('%') {
                Some(n) => (n.trim(), 100.0),
                None => (v, 1.0),
            };
            num.parse::<f64>()
                .ok()
                .map(|x| x / scale)
                .filter(|x| (0.0..=1.0).contains(x))
                .ok_or_else(|| ThresholdError::NotShare { key: k.to_string(), value: v.to_string() })
        };
        let count =
            || v.parse::<u32>().map_err(|_| ThresholdError::NotCount { key: k.to_string(), value: v.to_string() });
        match k {
            "conqueror_games" => self.conqueror_games = count()?,
            "conqueror_wall_share" => self.conqueror_wall_share = share()?,
            "emperor_games" => self.emperor_games = count()?,
            "emperor_win_share" => self.emperor_win_share = share()?,
            "emperor_points_share" => self.emperor_points_share = share()?,
            "emperor_unspent_share" => self.emperor_unspent_share = share()?,
            _ => return Err(ThresholdError::Unknown { key: k.to_string() }),
        }
        Ok(())
    }

    /// The setting names.
    pub const KEYS: [&'static str; 6] = [
        "conqueror_games",
        "conqueror_wall_share",
        "emperor_games",
        "emperor_win_share",
        "emperor_points_share",
        "emperor_unspent_share",
    ];

    /// The current value of a setting as `set_pair` reads it (`10`, `50%`).
    pub fn value(&self, key: &str) -> Option<String> {
        Some(match key {
            "conqueror_games" => self.conqueror_games.to_string(),
            "conqueror_wall_share" => pct(self.conqueror_wall_share),
            "emperor_games" => self.emperor_games.to_string(),
            "emperor_win_share" => pct(self.emperor_win_share),
            "emperor_points_share" => pct(self.emperor_points_share),
            "emperor_unspent_share" => pct(self.emperor_unspent_share),
            _ => return None,
        })
    }

    /// Whether the thresholds are R31's.
    pub fn is_default(&self) -> bool {
        *self == Thresholds::default()
    }

    /// The method, printed with every table: how each title is decided, with these thresholds.
    pub fn method(&self, lang: Lang) -> Vec<String> {
        let t = self;
        vec![
            t!(lang, "club-method-intro"),
            t!(lang, "club-method-tourist"),
            t!(lang, "club-method-conqueror", games = t.conqueror_games, wall_share = pct(t.conqueror_wall_share)),
            t!(
                lang,
                "club-method-emperor",
                games = t.emperor_games,
                win_share = pct(t.emperor_win_share),
                points_share = pct(t.emperor_points_share),
                unspent_share = pct(t.emperor_unspent_share)
            ),
            t!(lang, "club-method-both"),
            t!(lang, "club-method-thresholds", default = if self.is_default() { "yes" } else { "no" }),
        ]
    }
}

/// A player's title with the figures that earned it (or, for a Tourist, how far they are).
#[derive(Clone, Debug, PartialEq)]
pub struct Award {
    /// The highest title earned.
    pub title: Title,
    pub conqueror: bool,
    pub emperor: bool,
    /// The figures behind the title, e.g. "Emperor: 24 games, 70.8% wins, 58.8% by points,
    /// unspent 31.2% of the pool".
    pub figures: String,
    /// Progress towards [Conqueror, Emperor] for the charts: 1 when earned, otherwise the mean
    /// of each condition's fulfilment (have / need, capped at 1), at most 0.99.
    pub progress: [f64; 2],
}

/// The title of a player from their Victoria figures.
pub fn award(p: &PlayerStats, t: &Thresholds, lang: Lang) -> Award {
    let conqueror = p.games >= t.conqueror_games && at_least(p.wall_games, p.games, t.conqueror_wall_share);
    let unspent = p.average_unspent_share();
    let emperor = p.games >= t.emperor_games
        && at_least(p.wins, p.games, t.emperor_win_share)
        && at_least(p.wins_points, p.wins, t.emperor_points_share)
        && unspent.is_some_and(|u| u > t.emperor_unspent_share + 1e-12);
    let title = if emperor {
        Title::Emperor
    } else if conqueror {
        Title::Conqueror
    } else {
        Title::Tourist
    };
    let unspent_text = unspent.map(pct).unwrap_or_else(|| "—".into());
    let c_text =
        t!(lang, "club-figures-conqueror", games = p.games, walls = p.wall_games, wall_share = pct(p.wall_share()));
    let e_text = t!(
        lang,
        "club-figures-emperor",
        games = p.games,
        wins = p.wins,
        win_share = pct(p.win_share()),
        points = p.wins_points,
        points_share = pct(p.points_share()),
        unspent = unspent_text
    );
    let of = |title: Title, figures: String| t!(lang, "club-award", title = title.name(lang), figures = figures);
    let and = |first: String, second: String| t!(lang, "club-award-and", first = first, second = second);
    let figures = match title {
        Title::Emperor if conqueror => and(of(Title::Emperor, e_text), of(Title::Conqueror, c_text)),
        Title::Emperor => of(Title::Emperor, e_text),
        Title::Conqueror => of(Title::Conqueror, c_text),
        Title::Tourist => of(Title::Tourist, and(e_text, c_text)),
    };
    let ratio = |have: f64, need: f64| if need <= 0.0 { 1.0 } else { (have / need).clamp(0.0, 1.0) };
    let c_progress =
        (ratio(p.games as f64, t.conqueror_games as f64) + ratio(p.wall_share(), t.conqueror_wall_share)) / 2.0;
    let e_progress = (ratio(p.games as f64, t.emperor_games as f64)
        + ratio(p.win_share(), t.emperor_win_share)
        + ratio(p.points_share(), t.emperor_points_share)
        + ratio(unspent.unwrap_or(0.0), t.emperor_unspent_share))
        / 4.0;
    Award {
        title,
        conqueror,
        emperor,
        figures,
        progress: [
            if conqueror { 1.0 } else { c_progress.min(0.99) },
            if emperor { 1.0 } else { e_progress.min(0.99) },
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(games: u32, wins: u32, wins_points: u32, wall_games: u32) -> PlayerStats {
        PlayerStats { name: "Ema".into(), games, wins, wins_points, wall_games, ..PlayerStats::default() }
    }

    #[test]
    fn the_figures_take_the_plural_of_each_number() {
        crate::i18n::take_errors();
        let t = Thresholds::default();
        let one = award(&player(1, 1, 1, 1), &t, Lang::Ru).figures;
        assert!(one.starts_with("Турист: 1 партия, 1 победа (100%)"), "{one}");
        assert!(one.ends_with("; 1 партия, 1 со стеной (100%)"), "{one}");
        let few = award(&player(3, 2, 1, 0), &t, Lang::Ru).figures;
        assert!(few.contains("3 партии, 2 победы (66.7%), 1 из них по очкам (50%), остаток ресурса —"), "{few}");
        let many = award(&player(10, 5, 0, 5), &t, Lang::Ru);
        assert_eq!(many.title, Title::Conqueror);
        assert_eq!(many.figures, "Завоеватель: 10 партий, 5 со стеной (50%)");
        assert_eq!(
            award(&player(1, 1, 0, 0), &t, Lang::En).figures.split(';').next(),
            Some("Tourist: 1 game, 1 win (100%), 0 of them by points (0%), unspent —")
        );
        assert_eq!(crate::i18n::take_errors(), Vec::<String>::new());
    }

    #[test]
    fn a_refused_threshold_names_the_setting_in_both_languages() {
        let mut t = Thresholds::default();
        let e = t.set_pair("emperor_games=many").unwrap_err();
        assert_eq!(e, ThresholdError::NotCount { key: "emperor_games".into(), value: "many".into() });
        assert!(e.words(Lang::En).contains("emperor_games: “many” is not a whole number"), "{e}");
        assert!(e.words(Lang::Ru).contains("emperor_games: «many» — не целое число"), "{}", e.words(Lang::Ru));
        assert_eq!(t, Thresholds::default(), "a refused setting changes nothing");
        assert!(t.method(Lang::Ru)[2].contains("не менее 10 партий"));
    }
}
