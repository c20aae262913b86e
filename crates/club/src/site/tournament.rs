//! The tournament pages of the club site (issue 24): for every tournament folder beside the
//! games (a folder with `tournament.json`), a page with the standings and their tie-breaks,
//! the crosstable and every round's pairings with their results, each board linking to its
//! game's page when the game file is in the folder (matched by event, round and board). The
//! folder's games get their pages beside the club's, named after the tournament.

use super::html::{each_lang, esc};
use super::{NotBuilt, SiteError, Written, build_named, write};
use crate::i18n::FluentArgs;
use crate::scan::{load_record, record_files};
use crate::t;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use victoria_tournament::prints::{crosstable, pairing_by_board, standing_rows};
use victoria_tournament::{Folder, Tournament, legend};
use victoria_words::Words;

/// A tournament page written: its link from the index and its name.
pub struct TournamentLink {
    pub href: String,
    pub name: String,
}

/// The folders directly in `dir` that hold a tournament, in name order.
pub fn tournament_dirs(dir: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir() && p.join(victoria_tournament::TOURNAMENT_FILE).is_file())
        .collect();
    dirs.sort();
    dirs
}

fn slug(dir: &Path) -> String {
    let stem = dir.file_name().and_then(|s| s.to_str()).unwrap_or("tournament");
    stem.chars().map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect()
}

fn args(pairs: &[(&str, String)]) -> FluentArgs<'static> {
    let mut a = FluentArgs::new();
    for (k, v) in pairs {
        a.set(k.to_string(), v.clone());
    }
    a
}

/// Writes the page of the tournament in `dir` (and its games' pages) under `out/tournaments/`,
/// counting every page and sheet it writes into `written`; `None` when the folder does not open
/// (the command line's `tournament` names why).
pub fn write_tournament(dir: &Path, out: &Path, written: &mut Written) -> Result<Option<TournamentLink>, SiteError> {
    let Ok((folder, _)) = Folder::open(dir) else { return Ok(None) };
    let t = folder.tournament();
    let slug = slug(dir);
    let here = out.join("tournaments").join(&slug);
    std::fs::create_dir_all(&here).map_err(|e| SiteError::Write(here.clone(), e))?;
    // Its games' pages sit with the others (they share the site's frame), named after it.
    let games_dir = out.join("games");
    // The games of the folder: their pages, and which round and board each one is.
    let mut links: BTreeMap<(u32, u32), String> = BTreeMap::new();
    for file in record_files(dir).unwrap_or_default() {
        let Ok(rec) = load_record(&file) else { continue };
        if rec.event.event.trim() != t.name.trim() {
            continue;
        }
        let (Ok(round), Ok(board)) = (rec.event.round.trim().parse(), rec.event.board.trim().parse()) else {
            continue;
        };
        let name = format!("{slug}-{}", super::page_name(&file));
        match build_named(&file, &games_dir, name.clone()) {
            Ok(built) => {
                written.pages += 1;
                written.sheets += built.sheet as usize;
                links.insert((round, board), format!("../../games/{name}"));
            }
            Err(NotBuilt::Write(e)) => return Err(e),
            Err(NotBuilt::Skip(_)) => {}
        }
    }
    let body = page_body(t, &links);
    let name = t.name.clone();
    let html = super::html::page(|_| name.clone(), "../../", &body);
    write(&here.join("index.html"), html.as_bytes())?;
    written.tournaments += 1;
    Ok(Some(TournamentLink { href: format!("tournaments/{slug}/index.html"), name: t.name.clone() }))
}

/// The page's body: the header, the standings, the crosstable and the rounds.
pub fn page_body(t: &Tournament, links: &BTreeMap<(u32, u32), String>) -> String {
    let mut b = header(t);
    b.push_str(&standings_section(t));
    b.push_str(&crosstable_section(t, links));
    b.push_str(&rounds_section(t, links));
    b.push_str("</section></main>");
    b
}

/// The page's header: the event's name, its facts, the way back to the club's index.
fn header(t: &Tournament) -> String {
    let mut b = format!("<header><h1>{}</h1>", esc(&t.name));
    let facts = args(&[
        // Rounds played: those whose results are all in (a round paired but not played is not).
        ("rounds", t.complete_rounds().to_string()),
        ("planned", t.rounds.to_string()),
        ("players", t.players.len().to_string()),
        ("control", if t.time_control.is_empty() { "-".into() } else { t.time_control.clone() }),
    ]);
    b.push_str(&format!(
        "<p class=\"facts\">{}</p><p><a href=\"../../index.html\">{}</a></p></header><main>",
        each_lang(|l| t!(l, "site-tour-facts"; &facts)),
        each_lang(|l| t!(l, "site-tour-back"))
    ));
    b
}

/// The standings after the last complete round, with the tie-break legend in every language.
fn standings_section(t: &Tournament) -> String {
    let mut b = String::new();
    b.push_str(&format!(
        "<section class=\"tour-standings\"><h2>{}</h2><table id=\"tour-standings\"><thead><tr>",
        each_lang(|l| t!(l, "site-tour-standings-after"; &args(&[("round", t.complete_rounds().to_string())])))
    ));
    for id in ["site-tour-rank", "site-tour-no", "site-tour-name", "site-tour-points"] {
        b.push_str(&format!("<th>{}</th>", each_lang(|l| t!(l, id))));
    }
    let codes = legend(&t.tie_breaks, victoria_words::Lang::En);
    for (code, _) in &codes {
        b.push_str(&format!("<th>{}</th>", esc(code)));
    }
    b.push_str("</tr></thead><tbody>");
    for s in standing_rows(t) {
        b.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td>",
            s.rank,
            s.player,
            esc(&s.name),
            s.score
        ));
        for v in &s.tie_breaks {
            b.push_str(&format!("<td>{}</td>", esc(v)));
        }
        b.push_str("</tr>");
    }
    b.push_str("</tbody></table>");
    // The legend: each tie-break's name in every language.
    if !t.tie_breaks.is_empty() {
        b.push_str("<dl class=\"tie-break-legend\">");
        for (&tb, (code, _)) in t.tie_breaks.iter().zip(&codes) {
            b.push_str(&format!("<dt>{}</dt><dd>{}</dd>", esc(code), each_lang(|l| tb.words(l))));
        }
        b.push_str("</dl>");
    }
    b.push_str("</section>");
    b
}

/// The crosstable: each cell links to its game.
fn crosstable_section(t: &Tournament, links: &BTreeMap<(u32, u32), String>) -> String {
    let mut b = String::new();
    b.push_str(&format!(
        "<section class=\"crosstable\"><h2>{}</h2><table id=\"crosstable\"><thead><tr>",
        each_lang(|l| t!(l, "site-tour-crosstable"))
    ));
    for id in ["site-tour-rank", "site-tour-no", "site-tour-name"] {
        b.push_str(&format!("<th>{}</th>", each_lang(|l| t!(l, id))));
    }
    for r in &t.played {
        b.push_str(&format!("<th>{}</th>", r.number));
    }
    b.push_str(&format!("<th>{}</th></tr></thead><tbody>", each_lang(|l| t!(l, "site-tour-points"))));
    for c in crosstable(t) {
        b.push_str(&format!("<tr><td>{}</td><td>{}</td><td>{}</td>", c.rank, c.player, esc(&c.name)));
        for (r, cell) in t.played.iter().zip(&c.cells) {
            let link = r.board_of(c.player).and_then(|(board, _)| links.get(&(r.number, board.number)));
            match link {
                Some(href) => b.push_str(&format!("<td><a href=\"{}\">{}</a></td>", esc(href), esc(cell))),
                None => b.push_str(&format!("<td>{}</td>", esc(cell))),
            }
        }
        b.push_str(&format!("<td>{}</td></tr>", c.score));
    }
    b.push_str("</tbody></table></section>");
    b
}

/// Every round's boards, each result linking to its game.
fn rounds_section(t: &Tournament, links: &BTreeMap<(u32, u32), String>) -> String {
    let mut b = String::new();
    b.push_str(&format!("<section class=\"rounds\"><h2>{}</h2>", each_lang(|l| t!(l, "site-tour-rounds"))));
    for r in &t.played {
        b.push_str(&format!(
            "<h3>{}</h3><table class=\"round\"><thead><tr>",
            each_lang(|l| t!(l, "site-tour-round"; &args(&[("round", r.number.to_string())])))
        ));
        for id in ["site-tour-board", "site-tour-white", "site-tour-result", "site-tour-black"] {
            b.push_str(&format!("<th>{}</th>", each_lang(|l| t!(l, id))));
        }
        b.push_str("</tr></thead><tbody>");
        for row in pairing_by_board(t, r.number) {
            let result = if row.result.is_empty() { "–".to_string() } else { row.result.clone() };
            let result = match links.get(&(r.number, row.board)) {
                Some(href) => format!("<a href=\"{}\">{}</a>", esc(href), esc(&result)),
                None => esc(&result),
            };
            b.push_str(&format!(
                "<tr><td>{}</td><td>{} ({})</td><td>{result}</td><td>{} ({})</td></tr>",
                row.board,
                esc(&row.white_name),
                row.white,
                esc(&row.black_name),
                row.black
            ));
        }
        b.push_str("</tbody></table>");
    }
    b
}

/// The index's section that lists the tournaments.
pub fn index_section(links: &[TournamentLink]) -> String {
    let mut b = format!("<section class=\"tournaments\"><h2>{}</h2><ul>", each_lang(|l| t!(l, "site-tournaments")));
    for l in links {
        b.push_str(&format!("<li><a href=\"{}\">{}</a></li>", esc(&l.href), esc(&l.name)));
    }
    b.push_str("</ul></section>");
    b
}
