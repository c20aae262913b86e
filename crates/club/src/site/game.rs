//! One game's page: the board at any ply (buttons, arrow keys, a click on a move, `#ply=N` in
//! the address), the move list with its marks, the result and its grounds, both revealed
//! setups, the reserve table once the game is over (while it goes on, reserves stay secret:
//! the page is built from public facts only) and a link to the signed sheet where one exists.

use super::board::{Snapshot, write_svg};
use super::html::{each_lang, esc_into, json_str, lang_span, page_end, page_start};
use crate::i18n::FluentArgs;
use crate::t;
use std::fmt::Write;
use std::sync::OnceLock;
use victoria_record::{GameRecord, MoveEntry};
use victoria_record::{ReplayError, Step, Visit, Walk, walk};
use victoria_rules::{AnyGame, Color, Ruleset, Setup, Square};
#[cfg(doc)]
use victoria_sheet::data::SheetData;
use victoria_sheet::data::{Board, ReserveRow, ResultView};
use victoria_sheet::from_record::{marked_moves, result_view, setup_board, shown_reserves};
use victoria_words::Lang;
use victoria_words::Words as _;

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

/// What a game's page and its index row show of the record's sheet (the same facts
/// [`SheetData`] holds, gathered once for every language): the marked moves and the grounds
/// per language of `Lang::ALL`, the score, the revealed setups with their seal codes and the
/// reserve table the sheet would print.
#[derive(Clone, Debug)]
pub struct Facts {
    /// The moves as the sheet marks them, per language.
    pub moves: Vec<Vec<String>>,
    /// The result's grounds as the sheet words them, per language.
    pub grounds: Vec<String>,
    /// `1-0`, `0-1`, `½-½` or `*`.
    pub score: String,
    /// The revealed setups: side, board, seal code.
    pub setups: Vec<(Color, Board, String)>,
    /// The reserve table (empty while it is secret, and for Synthesis).
    pub reserves: [Vec<ReserveRow>; 2],
}

/// The sheet's facts of `rec` that its page and its index row show.
pub fn facts(rec: &GameRecord) -> Facts {
    let results: Vec<ResultView> = Lang::ALL.iter().map(|l| result_view(rec, *l)).collect();
    Facts {
        moves: Lang::ALL.iter().map(|l| marked_moves(rec, *l)).collect(),
        grounds: Lang::ALL.iter().zip(&results).map(|(l, r)| r.grounds.words(*l)).collect(),
        score: results[0].score.clone(),
        setups: Color::ALL
            .into_iter()
            .filter_map(|side| {
                let board = setup_board(rec, side)?;
                Some((side, board, rec.schemes.get(side).seal_code.clone().unwrap_or_default()))
            })
            .collect(),
        reserves: shown_reserves(rec),
    }
}

/// The page of `rec`; `sheet_pdf` is the relative link to its copied sheet, if any. The error
/// names the ply that does not replay.
pub fn page_html(rec: &GameRecord, sheet_pdf: Option<&str>) -> Result<String, ReplayError> {
    let replayed = replay_with(rec, &mut ())?;
    Ok(render(rec, &replayed.snaps, &facts(rec), sheet_pdf))
}

/// The words of a game page that are the same on every page, worded once per program (the
/// catalogues are built in): each in every language as [`each_lang`] gives it.
struct Fixed {
    back: String,
    board: String,
    controls: String,
    keys: String,
    moves: String,
    legend: String,
    result: String,
    sheet_link: String,
    setups: String,
    in_progress: String,
    reserves: String,
    /// The reserve table's head per side (`Color::ALL` order), from `<table>` to `<tbody>`.
    reserve_head: [String; 2],
    /// `site-setup-of` per side: the alt text (default language) and the caption.
    setup_of: [(String, String); 2],
    /// `site-ruleset` per ruleset key.
    ruleset: Vec<(&'static str, String)>,
    /// The script's captions per language: the start and the template of a ply.
    after: Vec<(String, String)>,
}

fn fixed() -> &'static Fixed {
    static FIXED: OnceLock<Fixed> = OnceLock::new();
    FIXED.get_or_init(|| {
        let mut controls = String::from("<div class=\"controls\" role=\"group\">");
        for (id, key, sym) in [
            ("first", "site-start", "⇤"),
            ("prev", "site-prev", "◀"),
            ("next", "site-next", "▶"),
            ("last", "site-end", "⇥"),
        ] {
            let _ = write!(
                controls,
                "<button type=\"button\" id=\"btn-{id}\" data-step=\"{id}\"><span aria-hidden=\"true\">{sym}</span> {}</button>",
                each_lang(|l| t!(l, key))
            );
        }
        let _ = write!(controls, "<button type=\"button\" id=\"btn-flip\">{}</button></div>", each_lang(|l| t!(l, "site-flip")));
        let side_args = |c: Color| {
            let mut a = FluentArgs::new();
            a.set("color", color_key(c));
            a
        };
        let reserve_head = Color::ALL.map(|c| {
            format!(
                "<table><caption>{}</caption><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
                each_lang(|l| t!(l, "side"; &side_args(c))),
                each_lang(|l| t!(l, "site-reserve-piece")),
                each_lang(|l| t!(l, "site-reserve-allocated")),
                each_lang(|l| t!(l, "site-reserve-spent")),
                each_lang(|l| t!(l, "site-reserve-fate"))
            )
        });
        let setup_of = Color::ALL.map(|c| {
            let a = side_args(c);
            (t!(Lang::default(), "site-setup-of"; &a), each_lang(|l| t!(l, "site-setup-of"; &a)))
        });
        let ruleset = [Ruleset::Classical, Ruleset::Victoria, Ruleset::Synthesis]
            .into_iter()
            .map(|r| {
                let mut a = FluentArgs::new();
                a.set("ruleset", r.key());
                (r.key(), each_lang(|l| t!(l, "site-ruleset"; &a)))
            })
            .collect();
        let after = Lang::ALL
            .iter()
            .map(|l| {
                let start = t!(*l, "site-position-after"; {
                    let mut a = FluentArgs::new();
                    a.set("ply", 0);
                    a.set("move", "");
                    a
                });
                let ply = t!(*l, "site-position-after"; {
                    let mut a = FluentArgs::new();
                    a.set("ply", "{ply}");
                    a.set("move", "{move}");
                    a
                });
                (start, ply)
            })
            .collect();
        Fixed {
            back: each_lang(|l| t!(l, "site-back")),
            board: each_lang(|l| t!(l, "site-board")),
            controls,
            keys: each_lang(|l| t!(l, "site-keys")),
            moves: each_lang(|l| t!(l, "site-moves")),
            legend: each_lang(|l| t!(l, "site-legend")),
            result: each_lang(|l| t!(l, "site-result")),
            sheet_link: each_lang(|l| t!(l, "site-sheet-link")),
            setups: each_lang(|l| t!(l, "site-setups")),
            in_progress: each_lang(|l| t!(l, "site-in-progress")),
            reserves: each_lang(|l| t!(l, "site-reserves")),
            reserve_head,
            setup_of,
            ruleset,
            after,
        }
    })
}

/// The page of a replayed record: its positions and its sheet's facts (from [`facts`]).
pub fn render(rec: &GameRecord, snaps: &[Snapshot], facts: &Facts, sheet_pdf: Option<&str>) -> String {
    let w = fixed();
    let plies = snaps.len().saturating_sub(1);
    let title = players(rec);
    let count = rec.moves.len();
    let mut b = String::with_capacity(8192 + 160 * snaps.len() + 120 * count);
    page_start(&mut b, |_| title.clone(), "../");
    let _ = write!(b, "<header><p><a href=\"../index.html\">{}</a></p><h1>", w.back);
    esc_into(&mut b, &title);
    b.push_str("</h1>");
    let e = &rec.event;
    b.push_str("<p class=\"facts\">");
    let key = rec.rules.ruleset.key();
    match w.ruleset.iter().find(|(k, _)| *k == key) {
        Some((_, words)) => b.push_str(words),
        None => {
            let mut args = FluentArgs::new();
            args.set("ruleset", key);
            b.push_str(&each_lang(|l| t!(l, "site-ruleset"; &args)));
        }
    }
    b.push_str(" · ");
    for (i, fact) in [&e.event, &e.site, &e.date, &e.round].iter().filter(|s| !s.trim().is_empty()).enumerate() {
        if i > 0 {
            b.push_str(" · ");
        }
        esc_into(&mut b, fact.trim());
    }
    b.push_str("</p></header>");

    board_section(&mut b, snaps, w, plies);
    moves_section(&mut b, rec, facts, w, count);
    result_section(&mut b, facts, w, sheet_pdf);
    setups_section(&mut b, rec, facts, w);
    game_data(&mut b, rec, snaps, facts, w, plies);

    b
}

/// The board and its controls.
fn board_section(b: &mut String, snaps: &[Snapshot], w: &Fixed, plies: usize) {
    // The board and its controls.
    let _ = write!(
        b,
        "<main class=\"game\"><section class=\"viewer\" aria-labelledby=\"board-h\"><h2 id=\"board-h\">{}</h2>",
        w.board
    );
    if let Some(last) = snaps.last() {
        let label = t!(Lang::default(), "site-board-alt"; {
            let mut a = FluentArgs::new();
            a.set("ply", plies);
            a.set("plies", plies);
            a
        });
        write_svg(b, last, &label, "board");
    }
    b.push_str(&w.controls);
    let _ = write!(b, "<p id=\"caption\" aria-live=\"polite\"></p><p class=\"hint\">{}</p></section>", w.keys);
}

/// The moves, White and Black side by side.
fn moves_section(b: &mut String, rec: &GameRecord, facts: &Facts, w: &Fixed, count: usize) {
    // The moves, White and Black side by side.
    let _ = write!(b, "<section class=\"moves\"><h2>{}</h2><table class=\"movelist\"><tbody>", w.moves);
    let first_black = rec.moves.first().is_some_and(|m| m.color == Color::Black);
    let mut ply = 0usize;
    let mut number = rec.moves.first().map(|m| m.ply.div_ceil(2)).unwrap_or(1);
    while ply < count {
        let _ = write!(b, "<tr><th scope=\"row\">{number}.</th>");
        for col in 0..2 {
            if ply == 0 && col == 0 && first_black {
                b.push_str("<td>…</td>");
                continue;
            }
            if ply >= count {
                b.push_str("<td></td>");
                continue;
            }
            let _ = write!(b, "<td><a href=\"#ply={n}\" data-ply=\"{n}\">", n = ply + 1);
            for (l, ms) in Lang::ALL.iter().zip(&facts.moves) {
                lang_span(b, *l, ms.get(ply).map_or("", |s| s));
            }
            b.push_str("</a></td>");
            ply += 1;
        }
        b.push_str("</tr>");
        number += 1;
    }
    let _ = write!(b, "</tbody></table><p class=\"legend\">{}</p></section>", w.legend);
}

/// The result, and the sheet's PDF where there is one.
fn result_section(b: &mut String, facts: &Facts, w: &Fixed, sheet_pdf: Option<&str>) {
    // The result.
    let _ = write!(b, "<section class=\"result\"><h2>{}</h2><p><strong>", w.result);
    esc_into(b, &facts.score);
    b.push_str("</strong> ");
    for (l, g) in Lang::ALL.iter().zip(&facts.grounds) {
        lang_span(b, *l, g);
    }
    b.push_str("</p>");
    if let Some(link) = sheet_pdf {
        b.push_str("<p><a href=\"");
        esc_into(b, link);
        let _ = write!(b, "\">{}</a></p>", w.sheet_link);
    }
    b.push_str("</section>");
}

/// The setups, and the reserves once the game is over.
fn setups_section(b: &mut String, rec: &GameRecord, facts: &Facts, w: &Fixed) {
    // Setups, and reserves once the game is over.
    if !facts.setups.is_empty() {
        let _ = write!(b, "<section class=\"setups\"><h2>{}</h2><div class=\"pair\">", w.setups);
        for (i, (side, board, seal_code)) in facts.setups.iter().enumerate() {
            let (label, caption) = &w.setup_of[side_index(*side)];
            b.push_str("<figure>");
            write_svg(b, &board_snapshot(board), label, &format!("setup-{i}"));
            let _ = write!(b, "<figcaption>{caption}");
            if !seal_code.is_empty() {
                let mut a = FluentArgs::new();
                a.set("code", seal_code.clone());
                let _ = write!(b, "<br>{}", each_lang(|l| t!(l, "site-seal"; &a)));
            }
            b.push_str("</figcaption></figure>");
        }
        b.push_str("</div></section>");
    }
    if rec.result.is_none() && rec.rules.options.reserve {
        let _ = write!(b, "<p class=\"secret\">{}</p>", w.in_progress);
    } else if facts.reserves.iter().any(|r| !r.is_empty()) {
        reserve_table(b, w, &facts.reserves);
    }
    b.push_str("</main>");
}

/// The positions for the page's script: placements only — never a reserve.
fn game_data(b: &mut String, rec: &GameRecord, snaps: &[Snapshot], facts: &Facts, w: &Fixed, plies: usize) {
    // The positions for the script: placements only — never a reserve.
    b.push_str("<script type=\"application/json\" id=\"game-data\">");
    let _ = write!(
        b,
        "{{\"w\":{},\"h\":{},\"positions\":[",
        rec.width.max(snaps.first().map_or(8, |s| s.width)),
        rec.height.max(snaps.first().map_or(8, |s| s.height))
    );
    for (i, s) in snaps.iter().enumerate() {
        if i > 0 {
            b.push(',');
        }
        b.push_str("{\"p\":");
        json_str(b, &s.placement);
        b.push_str(",\"h\":[");
        for (k, h) in s.heroes.iter().enumerate() {
            if k > 0 {
                b.push(',');
            }
            json_str(b, h);
        }
        b.push_str("],\"l\":");
        match &s.last {
            Some((from, to)) => {
                b.push('[');
                json_str(b, from);
                b.push(',');
                json_str(b, to);
                b.push(']');
            }
            None => b.push_str("null"),
        }
        b.push('}');
    }
    b.push_str("],\"moves\":{");
    for (i, (l, ms)) in Lang::ALL.iter().zip(&facts.moves).enumerate() {
        if i > 0 {
            b.push(',');
        }
        json_str(b, l.code());
        b.push_str(":[");
        for (k, m) in ms.iter().enumerate() {
            if k > 0 {
                b.push(',');
            }
            json_str(b, m);
        }
        b.push(']');
    }
    b.push_str("},\"after\":{");
    for (i, (l, (start, ply))) in Lang::ALL.iter().zip(&w.after).enumerate() {
        if i > 0 {
            b.push(',');
        }
        json_str(b, l.code());
        b.push_str(":{\"start\":");
        json_str(b, start);
        b.push_str(",\"ply\":");
        json_str(b, ply);
        b.push_str(",\"alt\":");
        let alt = t!(*l, "site-board-alt"; {
            let mut a = FluentArgs::new();
            a.set("ply", "{ply}");
            a.set("plies", plies);
            a
        });
        json_str(b, &alt);
        b.push('}');
    }
    b.push_str("}}</script>");
    page_end(b, "../");
}

fn color_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn side_index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn reserve_table(s: &mut String, w: &Fixed, reserves: &[Vec<ReserveRow>; 2]) {
    let _ = write!(s, "<section class=\"reserves\"><h2>{}</h2>", w.reserves);
    for (side, rows) in reserves.iter().enumerate() {
        if rows.is_empty() {
            continue;
        }
        s.push_str(&w.reserve_head[side]);
        for r in rows {
            let fate = match (r.petrified_on, r.captured_on) {
                (Some(n), _) => {
                    let mut a = FluentArgs::new();
                    a.set("n", n);
                    each_lang(|l| t!(l, "site-reserve-petrified"; &a))
                }
                (None, Some(n)) => {
                    let mut a = FluentArgs::new();
                    a.set("n", n);
                    each_lang(|l| t!(l, "site-reserve-captured"; &a))
                }
                _ => String::new(),
            };
            let letter = victoria_rules::Piece::new(Color::ALL[side], r.role).char();
            let _ = write!(s, "<tr><td>{} ", super::board::glyph(r.role));
            esc_into(s, &format!("{}{}", letter.to_ascii_uppercase(), r.square));
            let _ = write!(s, "</td><td>{}</td><td>{}</td><td>{fate}</td></tr>", r.allocated, r.spent);
        }
        s.push_str("</tbody></table>");
    }
    s.push_str("</section>");
}
