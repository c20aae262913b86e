//! The titles of R31 — Tourist, Conqueror, Emperor — decided from a player's Victoria figures
//! against thresholds that are settings (the defaults are R31's), each title with the figures
//! that earned it, and the method text printed with every table.

use super::i18n::Lang;
use super::stats::PlayerStats;

/// A title of R31, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Title {
    Tourist,
    Conqueror,
    Emperor,
}

impl Title {
    pub fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Title::Tourist, Lang::En) => "Tourist",
            (Title::Conqueror, Lang::En) => "Conqueror",
            (Title::Emperor, Lang::En) => "Emperor",
            (Title::Tourist, Lang::Ru) => "Турист",
            (Title::Conqueror, Lang::Ru) => "Завоеватель",
            (Title::Emperor, Lang::Ru) => "Император",
        }
    }
}

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
    pub fn set_pair(&mut self, pair: &str) -> Result<(), String> {
        let (k, v) = pair.split_once('=').ok_or_else(|| {
            format!("'{pair}' is not key=value: write e.g. emperor_games=20 or emperor_win_share=60%")
        })?;
        let (k, v) = (k.trim(), v.trim());
        let share = || -> Result<f64, String> {
            let (num, scale) = match v.strip_suffix('%') {
                Some(n) => (n.trim(), 100.0),
                None => (v, 1.0),
            };
            num.parse::<f64>()
                .ok()
                .map(|x| x / scale)
                .filter(|x| (0.0..=1.0).contains(x))
                .ok_or_else(|| format!("{k}: '{v}' is not a share between 0 and 1 (or 0% and 100%)"))
        };
        let count = || v.parse::<u32>().map_err(|_| format!("{k}: '{v}' is not a whole number of games"));
        match k {
            "conqueror_games" => self.conqueror_games = count()?,
            "conqueror_wall_share" => self.conqueror_wall_share = share()?,
            "emperor_games" => self.emperor_games = count()?,
            "emperor_win_share" => self.emperor_win_share = share()?,
            "emperor_points_share" => self.emperor_points_share = share()?,
            "emperor_unspent_share" => self.emperor_unspent_share = share()?,
            _ => return Err(format!("unknown threshold '{k}': use one of {}", Thresholds::KEYS.join(", "))),
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
        match lang {
            Lang::En => vec![
                "Method (R31). Only finished Victoria games count; Synthesis and classical games are kept in their own tables and earn no title.".into(),
                "Tourist: every player to begin with.".into(),
                format!(
                    "Conqueror: at least {} games, and in at least {} of them one of the player's own pieces petrified a king's step from one of their own bastions (a wall of bastion and monument).",
                    t.conqueror_games,
                    pct(t.conqueror_wall_share)
                ),
                format!(
                    "Emperor: at least {} games, at least {} wins, at least {} of the wins by points (R27), and an average unspent reserve of the player's living pieces at the end above {} of the pool (each game's reserve left, replayed from its moves, divided by that game's pool, averaged over the games with reserves).",
                    t.emperor_games,
                    pct(t.emperor_win_share),
                    pct(t.emperor_points_share),
                    pct(t.emperor_unspent_share)
                ),
                "A player who earns both is shown as Emperor, with the Conqueror's figures too. Draws include point counts with equal totals; wins by resignation or forfeit are wins but neither by mate nor by points.".into(),
                if self.is_default() { "Thresholds: the defaults of R31.".into() } else { "Thresholds: changed from the defaults of R31.".into() },
            ],
            Lang::Ru => vec![
                "Методика (R31). Учитываются только завершённые партии «Виктории»; партии «Синтеза» и классические ведутся в отдельных таблицах и званий не дают.".into(),
                "Турист: каждый игрок с самого начала.".into(),
                format!(
                    "Завоеватель: не менее {} партий, и не менее чем в {} из них собственная фигура игрока окаменела на расстоянии хода короля от его собственного бастиона (стена из бастиона и памятника).",
                    t.conqueror_games,
                    pct(t.conqueror_wall_share)
                ),
                format!(
                    "Император: не менее {} партий, не менее {} побед, не менее {} побед по очкам (R27) и средний неизрасходованный ресурс живых фигур в конце партии выше {} от общего ресурса (остаток ресурса в каждой партии по переигранным ходам, делённый на ресурс этой партии, в среднем по партиям с ресурсом).",
                    t.emperor_games,
                    pct(t.emperor_win_share),
                    pct(t.emperor_points_share),
                    pct(t.emperor_unspent_share)
                ),
                "Игрок, заслуживший оба звания, показан Императором, с показателями Завоевателя. Ничьи включают подсчёт очков при равенстве; победы за сдачей или неявкой — победы, но не матом и не по очкам.".into(),
                if self.is_default() { "Пороги: по умолчанию R31.".into() } else { "Пороги: изменены относительно R31.".into() },
            ],
        }
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
    let (games_w, walls_w, wins_w, points_w, unspent_w) = match lang {
        Lang::En => ("games", "with a wall", "wins", "of them by points", "unspent"),
        Lang::Ru => ("партий", "со стеной", "побед", "из них по очкам", "остаток ресурса"),
    };
    let unspent_text = unspent.map(pct).unwrap_or_else(|| "—".into());
    let c_text = format!("{} {games_w}, {} {walls_w} ({})", p.games, p.wall_games, pct(p.wall_share()));
    let e_text = format!(
        "{} {games_w}, {} {wins_w} ({}), {} {points_w} ({}), {unspent_w} {unspent_text}",
        p.games,
        p.wins,
        pct(p.win_share()),
        p.wins_points,
        pct(p.points_share()),
    );
    let figures = match title {
        Title::Emperor if conqueror => {
            format!("{}: {e_text}; {}: {c_text}", Title::Emperor.name(lang), Title::Conqueror.name(lang))
        }
        Title::Emperor => format!("{}: {e_text}", Title::Emperor.name(lang)),
        Title::Conqueror => format!("{}: {c_text}", Title::Conqueror.name(lang)),
        Title::Tourist => format!("{}: {e_text}; {c_text}", Title::Tourist.name(lang)),
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
