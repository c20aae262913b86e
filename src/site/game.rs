//! One game's page: the board at any ply (buttons, arrow keys, a click on a move, `#ply=N` in
//! the address), the move list with its marks, the result and its grounds, both revealed
//! setups, the reserve table once the game is over (while it goes on, reserves stay secret:
//! the page is built from public facts only) and a link to the signed sheet where one exists.

use super::board::{Snapshot, svg};
use super::html::{each_lang, esc, msg, msg0, page, script_json};
use crate::i18n::{FluentArgs, Lang, tr};
use crate::record::replay::{ReplayError, Step, Visit, Walk, walk};
use crate::record::{GameRecord, MoveEntry};
use crate::rules::{AnyGame, Color, Setup, Square};
use crate::sheet::data::{Board, SheetData};
use crate::sheet::from_record::sheet_data_replayed;
use serde_json::json;

/// Every public position of a game as its replay goes (a [`Visit`]): the start, then the
/// position after each move.
#[derive(Debug, Default)]
pub struct Positions {
    pub snaps: Vec<Snapshot>,
}

impl Visit for Positions {
    fn entry(&mut self, _entry: &MoveEntry, game: &AnyGame) {
        if self.snaps.is_empty() {
            self.snaps.push(Snapshot::of(game));
        }
    }
    fn played(&mut self, _step: &Step<'_>, game: &AnyGame) {
        self.snaps.push(Snapshot::of(game));
    }
}

/// A record replayed once for its page: every public position and the game at the end
/// (`None` before the start is fixed).
#[derive(Debug)]
pub struct Replayed {
    pub snaps: Vec<Snapshot>,
    pub game: Option<AnyGame>,
}

/// Replays `rec` once, collecting its positions while `also` sees the same walk (the site's
/// summary); the error names the ply that does not replay.
pub fn replay_with(rec: &GameRecord, also: &mut impl Visit) -> Result<Replayed, ReplayError> {
    let mut both = (Positions::default(), also);
    let walked = walk(rec, &mut both)?;
    let mut snaps = both.0.snaps;
    match walked {
        None => Ok(Replayed { snaps, game: None }),
        Some(Walk { stopped: Some(e), .. }) => Err(e),
        Some(w) => {
            if snaps.is_empty() {
                snaps.push(Snapshot::of(&w.game));
            }
            Ok(Replayed { snaps, game: Some(w.game) })
        }
    }
}

/// Every position of a game, the start first, as the public sees them; the error names the
/// ply that does not replay.
pub fn snapshots(rec: &GameRecord) -> Result<Vec<Snapshot>, ReplayError> {
    Ok(replay_with(rec, &mut ())?.snaps)
}

/// A sheet diagram's board as a snapshot (bastions and monuments as they stand), its
/// placement written by the engine's VFEN writer.
fn board_snapshot(b: &Board) -> Snapshot {
    let mut setup = Setup::empty(b.width, b.height);
    for rank in 0..b.height {
        for file in 0..b.width {
            let sq = Square::new(file, rank);
            setup.cells[sq.index()] = b.cell(sq);
        }
    }
    Snapshot {
        width: b.width,
        height: b.height,
        placement: setup.placement(),
        heroes: b.heroes.iter().map(|s| s.to_string()).collect(),
        last: None,
    }
}

/// The title of a game: `White – Black`.
pub fn players(rec: &GameRecord) -> String {
    let name = |s: &str| if s.trim().is_empty() { "?".to_string() } else { s.trim().to_string() };
    format!("{} – {}", name(&rec.event.white), name(&rec.event.black))
}

fn ruleset_key(rec: &GameRecord) -> &'static str {
    rec.rules.ruleset.key()
}

/// The sheet's facts of a replayed record in every language (the page and the index row read
/// them).
pub fn sheet_data_all(rec: &GameRecord, replayed: &Replayed) -> Vec<(Lang, SheetData)> {
    Lang::ALL.into_iter().map(|l| (l, sheet_data_replayed(rec, l, replayed.game.as_ref()))).collect()
}

/// The page of `rec`; `sheet_pdf` is the relative link to its copied sheet, if any. The error
/// names the ply that does not replay.
pub fn page_html(rec: &GameRecord, sheet_pdf: Option<&str>) -> Result<String, ReplayError> {
    let replayed = replay_with(rec, &mut ())?;
    let data = sheet_data_all(rec, &replayed);
    Ok(render(rec, &replayed.snaps, &data, sheet_pdf))
}

/// The page of a replayed record: its positions and its sheet's facts per language (from
/// [`sheet_data_all`]).
pub fn render(rec: &GameRecord, snaps: &[Snapshot], data: &[(Lang, SheetData)], sheet_pdf: Option<&str>) -> String {
    let plies = snaps.len().saturating_sub(1);
    let title = players(rec);
    let mut b = String::new();
    b.push_str(&format!("<header><p><a href=\"../index.html\">{}</a></p>", msg0("site-back")));
    b.push_str(&format!("<h1>{}</h1>", esc(&title)));
    let e = &rec.event;
    let facts: Vec<String> =
        [&e.event, &e.site, &e.date, &e.round].iter().filter(|s| !s.trim().is_empty()).map(|s| esc(s.trim())).collect();
    let mut args = FluentArgs::new();
    args.set("ruleset", ruleset_key(rec));
    b.push_str(&format!("<p class=\"facts\">{} · {}</p></header>", msg("site-ruleset", &args), facts.join(" · ")));

    // The board and its controls.
    b.push_str("<main class=\"game\"><section class=\"viewer\" aria-labelledby=\"board-h\">");
    b.push_str(&format!("<h2 id=\"board-h\">{}</h2>", msg0("site-board")));
    if let Some(last) = snaps.last() {
        let label = tr(Lang::default(), "site-board-alt", &{
            let mut a = FluentArgs::new();
            a.set("ply", plies);
            a.set("plies", plies);
            a
        });
        b.push_str(&svg(last, &label, "board"));
    }
    b.push_str("<div class=\"controls\" role=\"group\">");
    for (id, key, sym) in [
        ("first", "site-start", "⇤"),
        ("prev", "site-prev", "◀"),
        ("next", "site-next", "▶"),
        ("last", "site-end", "⇥"),
    ] {
        b.push_str(&format!(
            "<button type=\"button\" id=\"btn-{id}\" data-step=\"{id}\"><span aria-hidden=\"true\">{sym}</span> {}</button>",
            msg0(key)
        ));
    }
    b.push_str(&format!("<button type=\"button\" id=\"btn-flip\">{}</button></div>", msg0("site-flip")));
    b.push_str("<p id=\"caption\" aria-live=\"polite\"></p>");
    b.push_str(&format!("<p class=\"hint\">{}</p></section>", msg0("site-keys")));

    // The moves, White and Black side by side.
    b.push_str(&format!("<section class=\"moves\"><h2>{}</h2>", msg0("site-moves")));
    b.push_str("<table class=\"movelist\"><tbody>");
    let moves_by_lang: Vec<Vec<String>> =
        data.iter().map(|(_, d)| d.moves.iter().map(|m| m.marked()).collect()).collect();
    let count = rec.moves.len();
    let first_black = rec.moves.first().is_some_and(|m| m.color == Color::Black);
    let mut ply = 0usize;
    let mut number = rec.moves.first().map(|m| m.ply.div_ceil(2)).unwrap_or(1);
    while ply < count {
        b.push_str(&format!("<tr><th scope=\"row\">{number}.</th>"));
        for col in 0..2 {
            if ply == 0 && col == 0 && first_black {
                b.push_str("<td>…</td>");
                continue;
            }
            if ply >= count {
                b.push_str("<td></td>");
                continue;
            }
            let cell: String = Lang::ALL
                .iter()
                .zip(&moves_by_lang)
                .map(|(l, ms)| format!("<span lang=\"{}\">{}</span>", l.code(), esc(ms.get(ply).map_or("", |s| s))))
                .collect();
            b.push_str(&format!("<td><a href=\"#ply={n}\" data-ply=\"{n}\">{cell}</a></td>", n = ply + 1));
            ply += 1;
        }
        b.push_str("</tr>");
        number += 1;
    }
    b.push_str(&format!("</tbody></table><p class=\"legend\">{}</p></section>", msg0("site-legend")));

    // The result.
    b.push_str(&format!("<section class=\"result\"><h2>{}</h2>", msg0("site-result")));
    b.push_str(&format!(
        "<p><strong>{}</strong> {}</p>",
        esc(&data[0].1.result.score),
        each_lang(|l| {
            let d = &data.iter().find(|(x, _)| *x == l).expect("every language").1;
            grounds(l, d)
        })
    ));
    if let Some(link) = sheet_pdf {
        b.push_str(&format!("<p><a href=\"{}\">{}</a></p>", esc(link), msg0("site-sheet-link")));
    }
    b.push_str("</section>");

    // Setups, and reserves once the game is over.
    let setups = &data[0].1.setups;
    if !setups.is_empty() {
        b.push_str(&format!("<section class=\"setups\"><h2>{}</h2><div class=\"pair\">", msg0("site-setups")));
        for (i, s) in setups.iter().enumerate() {
            let mut a = FluentArgs::new();
            a.set("color", color_key(s.side));
            let label = tr(Lang::default(), "site-setup-of", &a);
            b.push_str(&format!(
                "<figure>{}<figcaption>{}",
                svg(&board_snapshot(&s.board), &label, &format!("setup-{i}")),
                msg("site-setup-of", &a)
            ));
            if !s.seal_code.is_empty() {
                let mut a = FluentArgs::new();
                a.set("code", s.seal_code.clone());
                b.push_str(&format!("<br>{}", msg("site-seal", &a)));
            }
            b.push_str("</figcaption></figure>");
        }
        b.push_str("</div></section>");
    }
    if rec.result.is_none() && rec.rules.options.reserve {
        b.push_str(&format!("<p class=\"secret\">{}</p>", msg0("site-in-progress")));
    } else if data[0].1.reserves.iter().any(|r| !r.is_empty()) {
        b.push_str(&reserve_table(data));
    }
    b.push_str("</main>");

    // The positions for the script: placements only — never a reserve.
    let mut sans: Vec<String> = Vec::with_capacity(count);
    for m in &data[0].1.moves {
        sans.push(m.marked());
    }
    let positions: Vec<serde_json::Value> = snaps
        .iter()
        .map(|s| {
            json!({
                "p": s.placement,
                "h": s.heroes,
                "l": s.last.as_ref().map(|(a, b)| vec![a.clone(), b.clone()]),
            })
        })
        .collect();
    let doc = json!({
        "w": rec.width.max(snaps.first().map_or(8, |s| s.width)),
        "h": rec.height.max(snaps.first().map_or(8, |s| s.height)),
        "positions": positions,
        "moves": Lang::ALL.iter().zip(&moves_by_lang).map(|(l, m)| (l.code().to_string(), json!(m))).collect::<serde_json::Map<_, _>>(),
        "after": Lang::ALL.iter().map(|l| (l.code().to_string(), json!({
            "start": tr(*l, "site-position-after", &{ let mut a = FluentArgs::new(); a.set("ply", 0); a.set("move", ""); a }),
            "ply": tr(*l, "site-position-after", &{ let mut a = FluentArgs::new(); a.set("ply", "{ply}"); a.set("move", "{move}"); a }),
            "alt": tr(*l, "site-board-alt", &{ let mut a = FluentArgs::new(); a.set("ply", "{ply}"); a.set("plies", plies); a }),
        }))).collect::<serde_json::Map<_, _>>(),
    });
    b.push_str(&format!(
        "<script type=\"application/json\" id=\"game-data\">{}</script>",
        script_json(&doc.to_string())
    ));
    page(|_| title.clone(), "../", &b)
}

fn color_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The grounds of a result as the sheet words them.
fn grounds(lang: Lang, d: &SheetData) -> String {
    lang.grounds(&d.result.grounds)
}

fn reserve_table(data: &[(Lang, SheetData)]) -> String {
    let mut s = format!("<section class=\"reserves\"><h2>{}</h2>", msg0("site-reserves"));
    for (side, _) in Color::ALL.iter().enumerate().map(|(i, c)| (i, *c)) {
        let rows = &data[0].1.reserves[side];
        if rows.is_empty() {
            continue;
        }
        let mut a = FluentArgs::new();
        a.set("color", color_key(Color::ALL[side]));
        s.push_str(&format!(
            "<table><caption>{}</caption><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
            msg("side", &a),
            msg0("site-reserve-piece"),
            msg0("site-reserve-allocated"),
            msg0("site-reserve-spent"),
            msg0("site-reserve-fate")
        ));
        for r in rows {
            let fate = match (r.petrified_on, r.captured_on) {
                (Some(n), _) => {
                    let mut a = FluentArgs::new();
                    a.set("n", n);
                    msg("site-reserve-petrified", &a)
                }
                (None, Some(n)) => {
                    let mut a = FluentArgs::new();
                    a.set("n", n);
                    msg("site-reserve-captured", &a)
                }
                _ => String::new(),
            };
            let piece = Color::ALL[side];
            let letter = crate::rules::Piece::new(piece, r.role).char();
            s.push_str(&format!(
                "<tr><td>{} {}</td><td>{}</td><td>{}</td><td>{fate}</td></tr>",
                super::board::glyph(r.role),
                esc(&format!("{}{}", letter.to_ascii_uppercase(), r.square)),
                r.allocated,
                r.spent
            ));
        }
        s.push_str("</tbody></table>");
    }
    s.push_str("</section>");
    s
}
