//! The spectators' pages: small HTML shells for `/`, `/round/{n}`, `/board/{r}/{b}`, `/hall`
//! and `/standings` in Russian and English, and the files they load (`/assets/…`: the script
//! that draws the boards from the hub's event stream, the style, the font). Everything is
//! embedded at build time, so the pages need nothing outside the hub, and every URL in them is
//! relative. This module knows no HTTP library: the hub's router calls [`page`], [`asset`] and
//! [`lang`] (see `docs/LIVE.md`, "The spectators' pages").
//!
//! The words of both languages are the Fluent catalogue `i18n/<lang>/pages.ftl` (ids `page-…`
//! in the code), as every other word of the program; a shell carries its language's part as a
//! small JSON map (id without `page-` → text with `{name}` marks), and the script words what it
//! draws from it.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::OnceLock;
use victoria_rules::{Cell, Color, markers};
use victoria_words::Lang;

/// The script: VFEN placements, the board, clocks, the stream, every page's drawing.
const LIVE_JS: &str = include_str!("../pages/live.js");
/// The style (the board's colours are the desk's, `src/app/theme`).
const LIVE_CSS: &str = include_str!("../pages/live.css");
/// The catalogue file of the pages' words (`i18n/<lang>/pages.ftl`).
const PAGES_FTL: &str = "pages.ftl";
/// The prefix of the pages' message ids, which the script's ids go without.
const PREFIX: &str = "page-";
/// The font with the chess glyphs (the desk's and the club site's).
const FONT: &[u8] = include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/fonts/DejaVuSans.ttf"));
const FONT_LICENCE: &str =
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/fonts/DejaVuSans-LICENSE.txt"));

/// Where the assets are served, below the hub's root.
pub const ASSETS: &str = "assets/";

/// The files under `/assets/`: name, content type, bytes.
const FILES: [(&str, &str, &[u8]); 4] = [
    ("live.js", "text/javascript; charset=utf-8", LIVE_JS.as_bytes()),
    ("live.css", "text/css; charset=utf-8", LIVE_CSS.as_bytes()),
    ("DejaVuSans.ttf", "font/ttf", FONT),
    ("DejaVuSans-LICENSE.txt", "text/plain; charset=utf-8", FONT_LICENCE.as_bytes()),
];

/// An asset by its path below `/assets/` (a leading `/assets/` or `/` is taken off): its
/// content type and bytes, or `None` (the router answers 404).
pub fn asset(path: &str) -> Option<(&'static str, &'static [u8])> {
    let name = path.trim_start_matches('/');
    let name = name.strip_prefix(ASSETS).unwrap_or(name);
    FILES.iter().find(|(n, _, _)| *n == name).map(|(_, t, b)| (*t, *b))
}

/// The names of every asset (for tests and for a router that lists its routes).
pub fn asset_names() -> impl Iterator<Item = &'static str> {
    FILES.iter().map(|(n, _, _)| *n)
}

/// The language of a page: the `lang` query parameter when it names one, else the first of
/// Russian and English in an `Accept-Language` header by its weight, else Russian.
pub fn lang(query: Option<&str>, accept_language: Option<&str>) -> Lang {
    if let Some(l) = query.and_then(|q| q.trim().parse::<Lang>().ok()) {
        return l;
    }
    let mut best: Option<(f32, usize, Lang)> = None;
    for (i, part) in accept_language.unwrap_or("").split(',').enumerate() {
        let mut fields = part.split(';');
        let tag = fields.next().unwrap_or("").trim();
        let code = tag.split(['-', '_']).next().unwrap_or("");
        let Some(l) = Lang::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(code)) else { continue };
        let q = fields
            .filter_map(|f| f.trim().strip_prefix("q="))
            .find_map(|q| q.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        if q <= 0.0 {
            continue;
        }
        // The highest weight wins; among equal weights, the first named.
        if best.is_none_or(|(bq, bi, _)| q > bq || (q == bq && i < bi)) {
            best = Some((q, i, l));
        }
    }
    best.map(|(_, _, l)| l).unwrap_or(Lang::Ru)
}

/// A spectators' page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// `/`: the current round.
    Current,
    /// `/round/{n}`.
    Round(u32),
    /// `/board/{round}/{board}`: one game, its moves and a replay.
    Board(u32, u32),
    /// `/hall`: the screen in the hall (large, no scrolling, pages through many boards).
    Hall,
    /// `/standings`: the standings and the current round's pairing.
    Standings,
}

impl Page {
    /// The page's kind, as the script reads it from `data-page`.
    fn kind(self) -> &'static str {
        match self {
            Page::Current => "round",
            Page::Round(_) => "round",
            Page::Board(..) => "board",
            Page::Hall => "hall",
            Page::Standings => "standings",
        }
    }
    /// The way from this page's address back to the hub's root, so every URL is relative.
    fn base(self) -> &'static str {
        match self {
            Page::Current | Page::Hall | Page::Standings => "./",
            Page::Round(_) => "../",
            Page::Board(..) => "../../",
        }
    }
    /// The page's title in `lang`.
    fn title(self, lang: Lang) -> String {
        let event = word(lang, "site-title");
        let own = match self {
            Page::Current => word(lang, "nav-round-current"),
            Page::Round(n) => word(lang, "round-n").replace("{n}", &n.to_string()),
            Page::Board(r, b) => {
                word(lang, "board-of-round").replace("{round}", &r.to_string()).replace("{board}", &b.to_string())
            }
            Page::Hall => word(lang, "nav-hall"),
            Page::Standings => word(lang, "nav-standings"),
        };
        format!("{own} — {event}")
    }
}

/// The words of both languages: language code → id → text (`{name}` marks a value), each
/// message of `pages.ftl` said by the crate's Fluent words with its variables standing as the
/// script's marks.
fn catalogue() -> &'static BTreeMap<String, BTreeMap<String, String>> {
    static PAGE_WORDS: OnceLock<BTreeMap<String, BTreeMap<String, String>>> = OnceLock::new();
    PAGE_WORDS.get_or_init(|| {
        let mut all = BTreeMap::new();
        for c in crate::CATALOGUES.iter().filter(|c| c.file == PAGES_FTL) {
            let mut words = BTreeMap::new();
            for (id, vars) in page_messages(c.text) {
                let mut args = victoria_words::FluentArgs::new();
                for v in vars {
                    let mark = format!("{{{v}}}");
                    args.set(v, mark);
                }
                let text = crate::WORDS.tr(c.lang, &id, &args);
                words.insert(id[PREFIX.len()..].to_string(), text);
            }
            all.insert(c.lang.code().to_string(), words);
        }
        all
    })
}

/// The messages of a `pages.ftl` (one line each): id and the names of its variables.
fn page_messages(text: &str) -> Vec<(String, Vec<String>)> {
    text.lines()
        .filter(|l| l.starts_with(PREFIX))
        .filter_map(|l| l.split_once('='))
        .map(|(id, value)| {
            let vars = value
                .split('$')
                .skip(1)
                .map(|v| v.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-').collect())
                .collect();
            (id.trim().to_string(), vars)
        })
        .collect()
}

/// One word of the catalogue (its id when missing, as the Fluent catalogues do).
fn word(lang: Lang, id: &str) -> String {
    catalogue().get(lang.code()).and_then(|m| m.get(id)).cloned().unwrap_or_else(|| id.to_string())
}

/// Text made safe for HTML content and attribute values.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The HTML of a page in `lang`: the frame (title, navigation, the language switch, the
/// connection state), an empty main part the script fills, and the language's words.
pub fn page(p: Page, lang: Lang) -> String {
    let base = p.base();
    let w = |id: &str| esc(&word(lang, id));
    let mut s = String::with_capacity(8 * 1024);
    let (round, board) = match p {
        Page::Round(n) => (n.to_string(), String::new()),
        Page::Board(r, b) => (r.to_string(), b.to_string()),
        _ => (String::new(), String::new()),
    };
    let _ = write!(
        s,
        "<!DOCTYPE html>\n<html lang=\"{code}\" data-lang=\"{code}\" data-page=\"{kind}\" data-base=\"{base}\" \
         data-round=\"{round}\" data-board=\"{board}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<link rel=\"stylesheet\" href=\"{base}{ASSETS}live.css\">\n</head>\n",
        code = lang.code(),
        kind = p.kind(),
        title = esc(&p.title(lang)),
    );
    let _ = write!(s, "<body class=\"page-{}\">\n<header class=\"top\">\n", p.kind());
    let _ = write!(s, "<h1 id=\"title\">{}</h1>\n<nav class=\"links\">", esc(&p.title(lang)));
    let other = Lang::ALL.into_iter().find(|l| *l != lang).unwrap_or(Lang::En);
    let _ = write!(
        s,
        "<a href=\"{base}\">{}</a> <a href=\"{base}standings\">{}</a> <a href=\"{base}hall\">{}</a> \
         <a class=\"lang\" href=\"?lang={code}\" hreflang=\"{code}\">{}</a>",
        w("nav-round-current"),
        w("nav-standings"),
        w("nav-hall"),
        esc(&word(other, "lang-name")),
        code = other.code(),
    );
    let _ = write!(
        s,
        "</nav>\n<p id=\"status\" class=\"status connecting\" role=\"status\" aria-live=\"polite\">{}</p>\n</header>\n",
        w("state-connecting")
    );
    let _ = writeln!(s, "<main id=\"main\" aria-busy=\"true\"><noscript><p>{}</p></noscript></main>", w("noscript"));
    s.push_str(&wall_markers());
    let words = catalogue().get(lang.code()).map(|m| serde_json::to_string(m).unwrap_or_default()).unwrap_or_default();
    let _ = write!(
        s,
        "<script type=\"application/json\" id=\"words\">{}</script>\n<script src=\"{base}{ASSETS}live.js\"></script>\n</body>\n</html>\n",
        words.replace("</", "<\\/")
    );
    s
}

/// The walls' FEN letters and cells: a White bastion, a Black bastion, a monument.
pub const WALLS: [(char, Cell); 3] =
    [('X', Cell::Bastion(Color::White)), ('x', Cell::Bastion(Color::Black)), ('*', Cell::Monument)];

/// The id of the marker template of the wall `letter` (`X`, `x`, `*`): `live-mk-X`,
/// `live-mk-x`, `live-mk-m` (the script builds the same).
pub fn marker_id(letter: char) -> String {
    format!("live-mk-{}", if letter == '*' { 'm' } else { letter })
}

/// The walls' markers (E11) as templates in a hidden SVG of the page, each the shared rule's
/// shapes ([`victoria_rules::markers`], which the screen, the sheet and the club site paint
/// too) in a square of 10 at the origin; the script places a copy (`<use>`) on every wall.
fn wall_markers() -> String {
    let mut s = String::from("<svg class=\"markers\" width=\"0\" height=\"0\" aria-hidden=\"true\"><defs>");
    for (letter, cell) in WALLS {
        let shapes = markers::of(cell).map(|m| markers::svg(&m, 0.0, 0.0, 10.0)).unwrap_or_default();
        let _ = write!(s, "<g id=\"{}\">{shapes}</g>", marker_id(letter));
    }
    s.push_str("</defs></svg>\n");
    s
}

/// The result of a board in a round, as the hub holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveScore {
    /// `1-0`, `0-1`, `1/2-1/2`, or a forfeit as the tournament writes it (`+:-` …).
    pub score: String,
    /// `provisional`, `final` or `conflict`.
    pub state: String,
}

/// One board of a round's pairing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LivePairing {
    pub board: u32,
    pub white: String,
    pub black: String,
    /// The players' starting numbers, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white_no: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_no: Option<u32>,
    /// `victoria`, `classical` or `synthesis`.
    pub ruleset: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<LiveScore>,
}

/// A player without a game in a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveBye {
    pub player: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no: Option<u32>,
    /// What the bye scores, as the tournament writes it (`1`, `½`, `0`).
    pub points: String,
}

/// The data of a `round` event: a round's pairing and results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveRound {
    pub event: String,
    pub round: u32,
    /// How many rounds the event has.
    pub rounds: u32,
    /// The event's current round.
    pub current: bool,
    pub boards: Vec<LivePairing>,
    #[serde(default)]
    pub byes: Vec<LiveBye>,
}

/// The data of a `result` event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveResult {
    pub round: u32,
    pub board: u32,
    pub score: String,
    /// `provisional`, `final` or `conflict`.
    pub state: String,
}

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingRow {
    /// The place (shared places repeat it).
    pub rank: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no: Option<u32>,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    /// The points as the tournament writes them.
    pub points: String,
    /// The tie-breaks in the order of [`LiveStandings::tiebreaks`].
    #[serde(default)]
    pub tiebreaks: Vec<String>,
}

/// The data of a `standings` event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveStandings {
    pub event: String,
    /// The last round with results counted (0 before the first).
    pub after_round: u32,
    pub rounds: u32,
    /// The tie-breaks' short names, in the rows' order.
    #[serde(default)]
    pub tiebreaks: Vec<String>,
    pub rows: Vec<StandingRow>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_asset_is_served_and_nothing_else() {
        for name in asset_names() {
            let (kind, bytes) = asset(name).unwrap_or_else(|| panic!("{name}"));
            assert!(!bytes.is_empty(), "{name}");
            assert!(!kind.is_empty());
            assert_eq!(asset(&format!("/assets/{name}")), Some((kind, bytes)));
            assert_eq!(asset(&format!("assets/{name}")), Some((kind, bytes)));
        }
        assert_eq!(asset("live.js").map(|a| a.0), Some("text/javascript; charset=utf-8"));
        assert_eq!(asset("../Cargo.toml"), None);
        assert_eq!(asset(""), None);
        assert_eq!(asset("nothing.js"), None);
    }

    #[test]
    fn the_language_comes_from_the_query_then_the_browser() {
        assert_eq!(lang(Some("en"), Some("ru-RU")), Lang::En);
        assert_eq!(lang(Some("ru"), Some("en")), Lang::Ru);
        assert_eq!(lang(Some("de"), Some("en-GB,en;q=0.9")), Lang::En);
        assert_eq!(lang(None, Some("de-DE,de;q=0.9,en;q=0.8,ru;q=0.7")), Lang::En);
        assert_eq!(lang(None, Some("de, ru;q=0.5, en;q=0.6")), Lang::En);
        assert_eq!(lang(None, Some("ru-RU,ru;q=0.9,en-US;q=0.8")), Lang::Ru);
        assert_eq!(lang(None, Some("en;q=0, ru")), Lang::Ru);
        assert_eq!(lang(None, Some("fr")), Lang::Ru);
        assert_eq!(lang(None, None), Lang::Ru);
    }

    fn all_pages() -> Vec<Page> {
        vec![Page::Current, Page::Round(3), Page::Board(2, 5), Page::Hall, Page::Standings]
    }

    #[test]
    fn every_page_in_both_languages_is_its_language() {
        for p in all_pages() {
            let ru = page(p, Lang::Ru);
            let en = page(p, Lang::En);
            assert!(ru.contains("<html lang=\"ru\""), "{ru}");
            assert!(en.contains("<html lang=\"en\""), "{en}");
            assert!(ru.contains(&esc(&word(Lang::Ru, "state-connecting"))));
            assert!(en.contains(&esc(&word(Lang::En, "state-connecting"))));
            assert_ne!(ru, en);
            assert!(ru.contains("id=\"words\""));
            assert!(!ru.contains("</script>\n<script type=\"application/json\""));
        }
        assert!(
            page(Page::Board(2, 5), Lang::En).contains("Round 2, board 5"),
            "{}",
            page(Page::Board(2, 5), Lang::En)
        );
        assert!(page(Page::Round(3), Lang::Ru).contains("Тур 3"));
        assert!(page(Page::Board(2, 5), Lang::En).contains("data-round=\"2\" data-board=\"5\""));
    }

    /// Every `http://`/`https://` or protocol-relative `//` in a text, as a list of excerpts.
    fn outside_urls(text: &str) -> Vec<String> {
        let mut found = Vec::new();
        for pat in ["http://", "https://", "src=\"//", "href=\"//", "url(//", "url(\"//", "url('//"] {
            for (i, _) in text.match_indices(pat) {
                found.push(text[i.saturating_sub(40)..(i + 60).min(text.len())].to_string());
            }
        }
        found
    }

    #[test]
    fn no_page_or_asset_names_anything_outside_the_hub() {
        for p in all_pages() {
            for l in Lang::ALL {
                let html = page(p, l);
                assert_eq!(outside_urls(&html), Vec::<String>::new(), "{p:?} {l:?}");
                // Every URL is relative: nothing starts at the root either.
                assert!(!html.contains("href=\"/") && !html.contains("src=\"/"), "{html}");
            }
        }
        for name in ["live.js", "live.css"] {
            let text = std::str::from_utf8(asset(name).unwrap().1).unwrap();
            assert_eq!(outside_urls(text), Vec::<String>::new(), "{name}");
            assert!(!text.contains("@import"), "{name}");
        }
    }

    #[test]
    fn both_languages_have_the_same_words_with_the_same_values() {
        let cat = catalogue();
        let (ru, en) = (&cat["ru"], &cat["en"]);
        assert_eq!(ru.keys().collect::<Vec<_>>(), en.keys().collect::<Vec<_>>());
        let marks = |s: &str| {
            let mut v: Vec<String> =
                s.split('{').skip(1).filter_map(|p| p.split_once('}').map(|(m, _)| m.to_string())).collect();
            v.sort();
            v
        };
        for (id, r) in ru {
            assert_eq!(marks(r), marks(&en[id]), "{id}");
            assert!(!r.trim().is_empty() && !en[id].trim().is_empty(), "{id}");
        }
    }

    /// The pages speak from the Fluent catalogues as every other word of the program does
    /// (issue 39: they had their own `words.json`): each word a page carries is the message
    /// `page-<id>` of `pages.ftl` in its language, with the script's `{name}` marks for values.
    #[test]
    fn the_pages_words_are_the_fluent_catalogue_s() {
        victoria_words::take_errors();
        for lang in Lang::ALL {
            let html = page(Page::Round(2), lang);
            let json = html.split("<script type=\"application/json\" id=\"words\">").nth(1).unwrap();
            let json = json.split("</script>").next().unwrap().replace("<\\/", "</");
            let carried: BTreeMap<String, String> = serde_json::from_str(&json).unwrap();
            assert!(carried.len() > 80, "{}", carried.len());
            for (id, text) in &carried {
                let full = format!("{PREFIX}{id}");
                assert!(crate::WORDS.has(lang, &full), "{}: `{full}` is not in pages.ftl", lang.code());
                let (_, vars) =
                    page_messages(&format!("{full} = {}", text.replace('{', "{ $").replace('}', " }"))).pop().unwrap();
                let mut args = victoria_words::FluentArgs::new();
                for v in vars {
                    let mark = format!("{{{v}}}");
                    args.set(v, mark);
                }
                assert_eq!(&crate::WORDS.tr(lang, &full, &args), text, "{}: {id}", lang.code());
            }
        }
        assert_eq!(victoria_words::take_errors(), Vec::<String>::new());
        assert_eq!(word(Lang::Ru, "board-of-round"), "Тур {round}, доска {board}");
        assert_eq!(word(Lang::En, "quoted"), "“{text}”");
    }

    #[test]
    fn every_word_the_script_names_is_in_the_catalogue() {
        let cat = &catalogue()["en"];
        // The script names its words as T("id") or T("id-" + key); the keys it builds ids from
        // are checked below.
        let mut named = Vec::new();
        for part in LIVE_JS.split("T(\"").skip(1) {
            let id = part.split('"').next().unwrap_or("");
            named.push(id.to_string());
        }
        assert!(named.len() > 20, "{named:?}");
        for id in &named {
            if id.ends_with('-') {
                assert!(cat.keys().any(|k| k.starts_with(id.as_str())), "{id}");
            } else {
                assert!(cat.contains_key(id), "the script names {id}, not in pages.ftl");
            }
        }
        // Every outcome and ground of a result has its words.
        use victoria_record::{Ground, ResultKind};
        for k in ResultKind::ALL {
            assert!(cat.contains_key(&format!("outcome-{}", k.key())), "outcome-{}", k.key());
        }
        for g in Ground::ALL {
            assert!(cat.contains_key(&format!("ground-{}", g.key())), "ground-{}", g.key());
        }
        for r in ["victoria", "classical", "synthesis"] {
            assert!(cat.contains_key(&format!("ruleset-{r}")));
        }
        for s in ["provisional", "final", "conflict"] {
            assert!(cat.contains_key(&format!("score-{s}")));
        }
        for ph in ["schemes", "setup", "playing", "finished"] {
            assert!(cat.contains_key(&format!("phase-{ph}")));
        }
    }

    #[test]
    fn the_shapes_read_as_the_docs_write_them() {
        let round: LiveRound = serde_json::from_str(
            r#"{"event":"Club Open 2026","round":2,"rounds":7,"current":true,
               "boards":[{"board":1,"white":"Ivanov, Ivan","black":"Petrova, Anna",
                          "white_no":3,"black_no":8,"ruleset":"victoria",
                          "result":{"score":"1-0","state":"provisional"}}],
               "byes":[{"player":"Smirnov, Oleg","no":5,"points":"1"}]}"#,
        )
        .unwrap();
        assert_eq!(round.boards[0].result.as_ref().map(|r| r.state.as_str()), Some("provisional"));
        let st: LiveStandings = serde_json::from_str(
            r#"{"event":"Club Open 2026","after_round":2,"rounds":7,"tiebreaks":["BH","SB"],
               "rows":[{"rank":1,"no":3,"name":"Ivanov, Ivan","rating":1850,"points":"2",
                        "tiebreaks":["3.5","2.25"]}]}"#,
        )
        .unwrap();
        assert_eq!(st.rows[0].tiebreaks.len(), 2);
        let r: LiveResult =
            serde_json::from_str(r#"{"round":2,"board":3,"score":"1-0","state":"provisional"}"#).unwrap();
        assert_eq!(r.board, 3);
    }
}
