//! The table as text: one row of cells per player (the same cells on the terminal, in the CSV,
//! in the PDF report and on the Club screen), sorting by any column, and the CSV file.

use super::i18n::Column;
use super::stats::{ClubStats, PlayerStats, Table};
use super::titles::{Award, Thresholds, award};
use crate::t;
use std::cmp::Ordering;
use victoria_rules::Ruleset;
use victoria_words::Lang;

/// Whether a table's players earn titles (Victoria only, R31).
pub fn has_titles(r: Ruleset) -> bool {
    r == Ruleset::Victoria
}

/// The unspent reserve cell: `12.4 (24.8%)`, or `—` without reserves.
pub fn unspent_cell(p: &PlayerStats) -> String {
    match (p.average_unspent(), p.average_unspent_share()) {
        (Some(a), Some(s)) => format!("{a:.1} ({:.1}%)", s * 100.0),
        _ => "—".into(),
    }
}

/// One player's row; the title cell is `—` outside Victoria.
pub fn cells(p: &PlayerStats, ruleset: Ruleset, t: &Thresholds, lang: Lang) -> Vec<String> {
    let title = if has_titles(ruleset) { award(p, t, lang).title.name(lang) } else { "—".into() };
    Column::ALL
        .iter()
        .map(|c| match c {
            Column::Player => p.name.clone(),
            Column::Games => p.games.to_string(),
            Column::Wins => p.wins.to_string(),
            Column::Draws => p.draws.to_string(),
            Column::Losses => p.losses.to_string(),
            Column::WinsMate => p.wins_mate.to_string(),
            Column::WinsPoints => p.wins_points.to_string(),
            Column::Unspent => unspent_cell(p),
            Column::Petrifications => p.petrifications.to_string(),
            Column::Walls => format!("{} ({})", p.walls, p.wall_games),
            Column::Title => title.clone(),
        })
        .collect()
}

/// The award of a player of a table (`None` outside Victoria).
pub fn award_in(table: &Table, p: &PlayerStats, t: &Thresholds, lang: Lang) -> Option<Award> {
    has_titles(table.ruleset).then(|| award(p, t, lang))
}

/// Orders two players by a column (names break ties).
pub fn compare(a: &PlayerStats, b: &PlayerStats, column: Column, t: &Thresholds) -> Ordering {
    let f = |x: Option<f64>| x.unwrap_or(-1.0);
    let by = match column {
        Column::Player => Ordering::Equal,
        Column::Games => a.games.cmp(&b.games),
        Column::Wins => a.wins.cmp(&b.wins),
        Column::Draws => a.draws.cmp(&b.draws),
        Column::Losses => a.losses.cmp(&b.losses),
        Column::WinsMate => a.wins_mate.cmp(&b.wins_mate),
        Column::WinsPoints => a.wins_points.cmp(&b.wins_points),
        Column::Unspent => f(a.average_unspent_share()).total_cmp(&f(b.average_unspent_share())),
        Column::Petrifications => a.petrifications.cmp(&b.petrifications),
        Column::Walls => (a.wall_games, a.walls).cmp(&(b.wall_games, b.walls)),
        Column::Title => {
            // The highest title, then how many titles, then the progress towards the others.
            let key = |p: &PlayerStats| {
                let a = award(p, t, Lang::En);
                (a.title, a.conqueror as u8 + a.emperor as u8, a.progress[0] + a.progress[1])
            };
            let (ka, kb) = (key(a), key(b));
            (ka.0, ka.1).cmp(&(kb.0, kb.1)).then(ka.2.total_cmp(&kb.2))
        }
    };
    by.then_with(|| a.name.cmp(&b.name))
}

/// Sorts players by a column, ascending or descending.
pub fn sort(players: &mut [PlayerStats], column: Column, descending: bool, t: &Thresholds) {
    players.sort_by(|a, b| {
        let o = compare(a, b, column, t);
        if descending { o.reverse() } else { o }
    });
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) { format!("\"{}\"", s.replace('"', "\"\"")) } else { s.to_string() }
}

/// The whole statistics as CSV: one line per player and ruleset, plain numbers (the unspent
/// reserve as points and as a share of the pool), the title and the figures that earned it.
pub fn csv(stats: &ClubStats, t: &Thresholds, lang: Lang) -> String {
    let head = [
        "ruleset",
        "player",
        "games",
        "wins",
        "draws",
        "losses",
        "wins_by_mate",
        "wins_by_points",
        "average_unspent_reserve",
        "average_unspent_share_of_pool",
        "petrifications",
        "walls",
        "games_with_wall",
        "title",
        "title_figures",
    ];
    let mut out = head.join(",");
    out.push('\n');
    for table in &stats.tables {
        for p in &table.players {
            let a = award_in(table, p, t, lang);
            let row = [
                table.ruleset.key().to_string(),
                p.name.clone(),
                p.games.to_string(),
                p.wins.to_string(),
                p.draws.to_string(),
                p.losses.to_string(),
                p.wins_mate.to_string(),
                p.wins_points.to_string(),
                p.average_unspent().map(|x| format!("{x:.2}")).unwrap_or_default(),
                p.average_unspent_share().map(|x| format!("{x:.4}")).unwrap_or_default(),
                p.petrifications.to_string(),
                p.walls.to_string(),
                p.wall_games.to_string(),
                a.as_ref().map(|a| a.title.name(lang)).unwrap_or_default(),
                a.map(|a| a.figures).unwrap_or_default(),
            ];
            out.push_str(&row.iter().map(|c| csv_field(c)).collect::<Vec<_>>().join(","));
            out.push('\n');
        }
    }
    out
}

/// The table as aligned text for the terminal, with the ruleset's name above it.
pub fn text_table(table: &Table, t: &Thresholds, lang: Lang) -> String {
    let head: Vec<String> = Column::ALL.iter().map(|c| c.header_in(table.ruleset, lang)).collect();
    let rows: Vec<Vec<String>> = table.players.iter().map(|p| cells(p, table.ruleset, t, lang)).collect();
    let mut widths: Vec<usize> = head.iter().map(|h| h.chars().count()).collect();
    for r in &rows {
        for (i, c) in r.iter().enumerate() {
            widths[i] = widths[i].max(c.chars().count());
        }
    }
    let line = |cells: &[String]| -> String {
        let mut s = String::new();
        for (i, c) in cells.iter().enumerate() {
            let pad = widths[i] - c.chars().count();
            if i == 0 || i == cells.len() - 1 {
                s.push_str(c);
                s.push_str(&" ".repeat(pad));
            } else {
                s.push_str(&" ".repeat(pad));
                s.push_str(c);
            }
            s.push_str("  ");
        }
        s.trim_end().to_string() + "\n"
    };
    let mut out = format!(
        "{} ({})\n",
        t!(lang, "club-ruleset", ruleset = table.ruleset.key()),
        t!(lang, "club-games-counted", games = table.games)
    );
    out.push_str(&line(&head));
    out.push_str(&"-".repeat(widths.iter().sum::<usize>() + 2 * widths.len()));
    out.push('\n');
    for r in &rows {
        out.push_str(&line(r));
    }
    out
}
