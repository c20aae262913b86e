//! Every word the club statistics print (terminal, CSV headers, PDF report, Club screen), in
//! Russian and English.

use crate::rules::Ruleset;
pub use crate::sheet::Lang;

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

    /// The short header (table, screen).
    pub fn header(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Column::Player, Lang::En) => "Player",
            (Column::Games, Lang::En) => "Games",
            (Column::Wins, Lang::En) => "Wins",
            (Column::Draws, Lang::En) => "Draws",
            (Column::Losses, Lang::En) => "Losses",
            (Column::WinsMate, Lang::En) => "By mate",
            (Column::WinsPoints, Lang::En) => "By points",
            (Column::Unspent, Lang::En) => "Unspent",
            (Column::Petrifications, Lang::En) => "Petrified",
            (Column::Walls, Lang::En) => "Walls",
            (Column::Title, Lang::En) => "Title",
            (Column::Player, Lang::Ru) => "Игрок",
            (Column::Games, Lang::Ru) => "Партии",
            (Column::Wins, Lang::Ru) => "Победы",
            (Column::Draws, Lang::Ru) => "Ничьи",
            (Column::Losses, Lang::Ru) => "Пораж.",
            (Column::WinsMate, Lang::Ru) => "Матом",
            (Column::WinsPoints, Lang::Ru) => "По очкам",
            (Column::Unspent, Lang::Ru) => "Остаток",
            (Column::Petrifications, Lang::Ru) => "Окамен.",
            (Column::Walls, Lang::Ru) => "Стены",
            (Column::Title, Lang::Ru) => "Звание",
        }
    }
}

impl Column {
    /// The header in a table of this ruleset: Synthesis counts its king captures (S27) among
    /// the wins by mate, and says so.
    pub fn header_in(self, ruleset: Ruleset, lang: Lang) -> &'static str {
        match (self, ruleset, lang) {
            (Column::WinsMate, Ruleset::Synthesis, Lang::En) => "Mate/king",
            (Column::WinsMate, Ruleset::Synthesis, Lang::Ru) => "Мат/кор.",
            _ => self.header(lang),
        }
    }
}

/// Explains the columns under the table.
pub fn legend(lang: Lang) -> &'static str {
    match lang {
        Lang::En => {
            "Unspent: average reserve points left on the player's living pieces at the end (share of the pool). Petrified: the player's pieces that became monuments. Walls: those petrified a king's step from the player's own bastion, and (in brackets) the games with such a wall."
        }
        Lang::Ru => {
            "Остаток: средний остаток ресурса ходов живых фигур игрока в конце партии (доля от общего ресурса). Окамен.: фигуры игрока, ставшие памятниками. Стены: из них окаменевшие на расстоянии хода короля от своего бастиона, и (в скобках) число партий с такой стеной."
        }
    }
}

/// The name of a ruleset's table.
pub fn ruleset_title(r: Ruleset, lang: Lang) -> &'static str {
    match (r, lang) {
        (Ruleset::Victoria, Lang::En) => "Victoria",
        (Ruleset::Synthesis, Lang::En) => "Synthesis chess",
        (Ruleset::Classical, Lang::En) => "Classical chess",
        (Ruleset::Victoria, Lang::Ru) => "Виктория",
        (Ruleset::Synthesis, Lang::Ru) => "Шахматы «Синтез»",
        (Ruleset::Classical, Lang::Ru) => "Классические шахматы",
    }
}

/// Fixed phrases.
pub struct Words {
    pub report_title: &'static str,
    pub folder: &'static str,
    pub records_read: &'static str,
    pub skipped: &'static str,
    pub unfinished: &'static str,
    pub games_counted: &'static str,
    pub results_chart: &'static str,
    pub progress_chart: &'static str,
    pub legend_wins: &'static str,
    pub legend_draws: &'static str,
    pub legend_losses: &'static str,
    pub no_games: &'static str,
    pub page: &'static str,
}

pub fn words(lang: Lang) -> &'static Words {
    static EN: Words = Words {
        report_title: "Club statistics and titles",
        folder: "Folder",
        records_read: "game records read",
        skipped: "files skipped",
        unfinished: "unfinished games not counted",
        games_counted: "finished games",
        results_chart: "Results per player",
        progress_chart: "Progress towards the titles (Conqueror, Emperor)",
        legend_wins: "wins",
        legend_draws: "draws",
        legend_losses: "losses",
        no_games: "No finished games in this folder.",
        page: "Page",
    };
    static RU: Words = Words {
        report_title: "Статистика клуба и звания",
        folder: "Папка",
        records_read: "записей партий прочитано",
        skipped: "файлов пропущено",
        unfinished: "незавершённых партий не учтено",
        games_counted: "завершённых партий",
        results_chart: "Результаты игроков",
        progress_chart: "Путь к званиям (Завоеватель, Император)",
        legend_wins: "победы",
        legend_draws: "ничьи",
        legend_losses: "поражения",
        no_games: "В этой папке нет завершённых партий.",
        page: "Стр.",
    };
    match lang {
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}

/// The label of a title threshold setting (see `Thresholds::KEYS`).
pub fn threshold_label(key: &str, lang: Lang) -> &'static str {
    match (key, lang) {
        ("conqueror_games", Lang::En) => "Conqueror: games at least",
        ("conqueror_wall_share", Lang::En) => "Conqueror: games with a wall",
        ("emperor_games", Lang::En) => "Emperor: games at least",
        ("emperor_win_share", Lang::En) => "Emperor: wins at least",
        ("emperor_points_share", Lang::En) => "Emperor: wins by points",
        ("emperor_unspent_share", Lang::En) => "Emperor: unspent above",
        ("conqueror_games", Lang::Ru) => "Завоеватель: партий не менее",
        ("conqueror_wall_share", Lang::Ru) => "Завоеватель: партий со стеной",
        ("emperor_games", Lang::Ru) => "Император: партий не менее",
        ("emperor_win_share", Lang::Ru) => "Император: побед не менее",
        ("emperor_points_share", Lang::Ru) => "Император: побед по очкам",
        ("emperor_unspent_share", Lang::Ru) => "Император: остаток выше",
        _ => "?",
    }
}
