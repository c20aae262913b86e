//! The site's front page: the standings of each ruleset with the titles of R31 (the same cells
//! `stats` prints), two charts as inline SVG (results per player, progress towards the titles)
//! and the table of games, which the script sorts by any column and filters as one types.

use super::html::{each_lang, esc, page};
use crate::i18n::Column;
use crate::i18n::FluentArgs;
use crate::rows::{award_in, cells, has_titles};
use crate::t;
use crate::{ClubStats, Table, Thresholds};
use victoria_rules::Ruleset;
use victoria_words::Lang;

/// One row of the games table.
#[derive(Clone, Debug)]
pub struct GameRow {
    /// The page, relative to the index.
    pub href: String,
    pub date: String,
    pub event: String,
    pub round: String,
    pub white: String,
    pub black: String,
    /// `1-0`, `0-1`, `½-½` or `*`.
    pub score: String,
    /// The grounds, per language in `Lang::ALL` order.
    pub ground: Vec<String>,
    pub plies: usize,
}

/// The index page.
pub fn index_html(club: &str, stats: &ClubStats, games: &[GameRow], t: &Thresholds, generated: &str) -> String {
    let mut a = FluentArgs::new();
    a.set("club", if club.trim().is_empty() { "none".to_string() } else { club.trim().to_string() });
    let title_args = a;
    let mut b = format!("<header><h1>{}</h1>", each_lang(|l| t!(l, "site-title"; &title_args)));
    let mut g = FluentArgs::new();
    g.set("date", generated.to_string());
    g.set("games", games.len());
    b.push_str(&format!("<p class=\"facts\">{}</p></header><main>", each_lang(|l| t!(l, "site-generated"; &g))));

    b.push_str(&format!("<section class=\"standings\"><h2>{}</h2>", each_lang(|l| t!(l, "site-standings"))));
    let tables: Vec<&Table> =
        [Ruleset::Victoria, Ruleset::Synthesis, Ruleset::Classical].iter().filter_map(|r| stats.table(*r)).collect();
    if tables.is_empty() {
        b.push_str(&format!("<p>{}</p>", each_lang(|l| t!(l, "site-standings-none"))));
    }
    for table in tables {
        b.push_str(&standings(table, t));
    }
    b.push_str(&format!(
        "<details><summary>{}</summary>{}</details></section>",
        each_lang(|l| t!(l, "site-method")),
        each_lang(|l| t.method(l).join(" "))
    ));

    b.push_str(&format!("<section class=\"games\"><h2>{}</h2>", each_lang(|l| t!(l, "site-games"))));
    b.push_str(&format!(
        "<p><label>{} <input type=\"search\" id=\"filter\" placeholder=\"{}\"></label></p>",
        each_lang(|l| t!(l, "site-filter")),
        esc(&t!(Lang::default(), "site-filter-hint"))
    ));
    b.push_str("<table id=\"games\" class=\"sortable\"><thead><tr>");
    for (i, key) in ["date", "event", "round", "white", "black", "result", "ground", "plies"].iter().enumerate() {
        b.push_str(&format!(
            "<th scope=\"col\"><button type=\"button\" data-sort=\"{i}\">{}</button></th>",
            each_lang(|l| t!(l, &format!("site-col-{key}")))
        ));
    }
    b.push_str("</tr></thead><tbody>");
    for r in games {
        let ground: String = Lang::ALL
            .iter()
            .zip(&r.ground)
            .map(|(l, g)| format!("<span lang=\"{}\">{}</span>", l.code(), esc(g)))
            .collect();
        b.push_str(&format!(
            "<tr><td>{}</td><td><a href=\"{}\">{}</a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{ground}</td><td data-n=\"{}\">{}</td></tr>",
            esc(&r.date),
            esc(&r.href),
            esc(if r.event.trim().is_empty() { "—" } else { &r.event }),
            esc(&r.round),
            esc(&r.white),
            esc(&r.black),
            esc(&r.score),
            r.plies,
            r.plies
        ));
    }
    b.push_str("</tbody></table></section></main>");
    page(|l| t!(l, "site-title"; &title_args), "", &b)
}

fn standings(table: &Table, t: &Thresholds) -> String {
    let r = table.ruleset;
    let mut s = format!(
        "<h3>{}</h3><table class=\"standings\"><thead><tr>",
        each_lang(|l| t!(l, "club-ruleset", ruleset = r.key()))
    );
    for c in Column::ALL {
        if c == Column::Title && !has_titles(r) {
            continue;
        }
        s.push_str(&format!("<th scope=\"col\">{}</th>", each_lang(|l| c.header_in(r, l).to_string())));
    }
    s.push_str("</tr></thead><tbody>");
    for p in &table.players {
        let per_lang: Vec<Vec<String>> = Lang::ALL.iter().map(|l| cells(p, r, t, *l)).collect();
        s.push_str("<tr>");
        for (i, c) in Column::ALL.iter().enumerate() {
            if *c == Column::Title && !has_titles(r) {
                continue;
            }
            let first = &per_lang[0][i];
            if per_lang.iter().all(|cells| &cells[i] == first) {
                s.push_str(&format!("<td>{}</td>", esc(first)));
            } else {
                let v: String = Lang::ALL
                    .iter()
                    .zip(&per_lang)
                    .map(|(l, cells)| format!("<span lang=\"{}\">{}</span>", l.code(), esc(&cells[i])))
                    .collect();
                s.push_str(&format!("<td>{v}</td>"));
            }
        }
        s.push_str("</tr>");
    }
    s.push_str("</tbody></table>");
    s.push_str(&results_chart(table));
    if has_titles(r) {
        s.push_str(&progress_chart(table, t));
    }
    s
}

/// Wins, draws and losses per player as stacked bars.
fn results_chart(table: &Table) -> String {
    let most = table.players.iter().map(|p| p.wins + p.draws + p.losses).max().unwrap_or(0).max(1) as f64;
    let row = 14.0;
    let h = table.players.len() as f64 * row + 24.0;
    let mut s = format!(
        "<figure class=\"chart\"><svg viewBox=\"0 0 420 {h}\" role=\"img\" aria-label=\"{}\">",
        esc(&t!(Lang::default(), "site-chart-results"))
    );
    for (i, p) in table.players.iter().enumerate() {
        let y = i as f64 * row + 2.0;
        s.push_str(&format!("<text x=\"118\" y=\"{:.1}\" class=\"name\">{}</text>", y + 10.0, esc(&p.name)));
        let mut x = 122.0;
        for (n, class) in [(p.wins, "win"), (p.draws, "draw"), (p.losses, "loss")] {
            let w = n as f64 / most * 280.0;
            if w > 0.0 {
                s.push_str(&format!(
                    "<rect class=\"{class}\" x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"11\"><title>{n}</title></rect>"
                ));
            }
            x += w;
        }
    }
    let ly = h - 8.0;
    for (i, (class, key)) in
        [("win", "site-chart-wins"), ("draw", "site-chart-draws"), ("loss", "site-chart-losses")].iter().enumerate()
    {
        let x = 122.0 + i as f64 * 95.0;
        s.push_str(&format!(
            "<rect class=\"{class}\" x=\"{x}\" y=\"{:.1}\" width=\"9\" height=\"9\"/><text x=\"{}\" y=\"{ly:.1}\">{}</text>",
            ly - 8.0,
            x + 12.0,
            svg_each_lang(key)
        ));
    }
    s.push_str(&format!("</svg><figcaption>{}</figcaption></figure>", each_lang(|l| t!(l, "site-chart-results"))));
    s
}

/// Progress towards Conqueror and Emperor (R31), one pair of bars per player.
fn progress_chart(table: &Table, t: &Thresholds) -> String {
    let row = 16.0;
    let h = table.players.len() as f64 * row + 6.0;
    let mut s = format!(
        "<figure class=\"chart\"><svg viewBox=\"0 0 420 {h}\" role=\"img\" aria-label=\"{}\">",
        esc(&t!(Lang::default(), "site-chart-progress"))
    );
    for (i, p) in table.players.iter().enumerate() {
        let Some(award) = award_in(table, p, t, Lang::default()) else { continue };
        let y = i as f64 * row + 2.0;
        s.push_str(&format!("<text x=\"118\" y=\"{:.1}\" class=\"name\">{}</text>", y + 10.0, esc(&p.name)));
        for (k, class) in [(0, "conqueror"), (1, "emperor")] {
            let w = award.progress[k].clamp(0.0, 1.0) * 280.0;
            s.push_str(&format!(
                "<rect class=\"track\" x=\"122\" y=\"{:.1}\" width=\"280\" height=\"6\"/><rect class=\"{class}\" x=\"122\" y=\"{:.1}\" width=\"{w:.1}\" height=\"6\"><title>{:.0}%</title></rect>",
                y + k as f64 * 7.0,
                y + k as f64 * 7.0,
                award.progress[k] * 100.0
            ));
        }
    }
    s.push_str(&format!("</svg><figcaption>{}</figcaption></figure>", each_lang(|l| t!(l, "site-chart-progress"))));
    s
}

/// A phrase in every language inside SVG text (`<tspan>`s the switch shows one at a time).
fn svg_each_lang(id: &str) -> String {
    Lang::ALL.into_iter().map(|l| format!("<tspan lang=\"{}\">{}</tspan>", l.code(), esc(&t!(l, id)))).collect()
}
