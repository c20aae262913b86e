//! The spectators' pages in headless Chromium: a tiny HTTP server in the test serves the pages,
//! their assets and an event stream made of the ten sample games as one round's boards; the
//! browser's DOM must show what the desk would draw (squares, pieces, bastions, monuments,
//! the move list, the clocks, the result's ground in words), and the script's VFEN parser and
//! replay must agree with the engine at every ply of every sample game.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use victoria_live::pages::{self, LivePairing, LiveRound, LiveScore, LiveStandings, Page, StandingRow};
use victoria_live::{LiveClocks, Snapshot, snapshot};
use victoria_record::public::PublicGame;
use victoria_record::{GameRecord, Step, Visit};
use victoria_rules::{AnyGame, Color};
use victoria_words::Lang;

/// A sample game: its file name, its record, its public placement after every ply.
#[derive(Clone)]
struct Sample {
    name: String,
    record: GameRecord,
    placements: Vec<String>,
    snapshot: Snapshot,
}

struct Plies(Vec<String>);

impl Visit for Plies {
    fn played(&mut self, _step: &Step<'_>, game: &AnyGame) {
        self.0.push(placement(&game.fen()));
    }
}

fn placement(fen: &str) -> String {
    fen.split(' ').next().unwrap_or("").to_string()
}

/// The milliseconds since 1970 now.
fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

fn samples() -> Vec<Sample> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../sample_games");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    names.sort();
    names
        .into_iter()
        .enumerate()
        .map(|(i, path)| {
            let record = victoria_record::store::load_game(&path).unwrap();
            let mut plies = Plies(Vec::new());
            let walk = victoria_record::walk(&record, &mut plies).unwrap();
            let (position, to_move, started) = match &walk {
                Some(w) => (Some(w.game.fen()), w.game.turn(), true),
                None => (None, Color::White, false),
            };
            let start = record.start_vfen.as_deref().map(placement);
            let placements = start.into_iter().chain(plies.0).collect();
            let game = PublicGame::with_position(&record, position, to_move, started);
            // The game in progress runs a clock too, so that a page has one to count down.
            let clocks = (record.time_control.is_some() || game.result.is_none()).then(|| {
                let left = |c: Color| {
                    game.moves
                        .iter()
                        .rev()
                        .find(|m| m.color == c)
                        .and_then(|m| m.clock)
                        .map(|c| c[0])
                        .unwrap_or(600_000)
                };
                LiveClocks {
                    remaining_ms: [left(Color::White), left(Color::Black)],
                    running: game.result.is_none().then_some(to_move),
                    read_at: now_ms(),
                }
            });
            let snapshot = Snapshot {
                format: snapshot::FORMAT.into(),
                version: snapshot::VERSION,
                round: 1,
                board: i as u32 + 1,
                seq: 1 + game.moves.len() as u64,
                game,
                clocks,
                sheet_digest: None,
            };
            Sample { name: path.file_name().unwrap().to_string_lossy().into_owned(), record, placements, snapshot }
        })
        .collect()
}

/// The round the stream announces: one board per sample game.
fn round(samples: &[Sample]) -> LiveRound {
    LiveRound {
        event: "Test Open".into(),
        round: 1,
        rounds: 5,
        current: true,
        boards: samples
            .iter()
            .map(|s| LivePairing {
                board: s.snapshot.board,
                white: s.snapshot.game.white.clone(),
                black: s.snapshot.game.black.clone(),
                white_no: Some(2 * s.snapshot.board - 1),
                black_no: Some(2 * s.snapshot.board),
                ruleset: serde_json::to_value(s.snapshot.game.ruleset).unwrap().as_str().unwrap().to_string(),
                result: s
                    .snapshot
                    .game
                    .result
                    .as_ref()
                    .map(|r| LiveScore { score: r.score.clone(), state: "provisional".into() }),
            })
            .collect(),
        byes: Vec::new(),
    }
}

fn standings() -> LiveStandings {
    LiveStandings {
        event: "Test Open".into(),
        after_round: 1,
        rounds: 5,
        tiebreaks: vec!["BH".into(), "SB".into()],
        rows: vec![
            StandingRow {
                rank: 1,
                no: Some(1),
                name: "Ivanov, Ivan".into(),
                rating: Some(1850),
                points: "1".into(),
                tiebreaks: vec!["0.5".into(), "0.25".into()],
            },
            StandingRow {
                rank: 2,
                no: Some(2),
                name: "Petrova, Anna".into(),
                rating: None,
                points: "0".into(),
                tiebreaks: vec!["1".into(), "0".into()],
            },
        ],
    }
}

/// How long the test server holds an event stream open.
const HOLD_SECONDS: u64 = 10;

/// What the test server answers.
struct Site {
    events: String,
    replay_page: String,
    /// The open event streams: each takes what is sent here after the state it began with.
    streams: std::sync::Mutex<Vec<std::sync::mpsc::Sender<String>>>,
    /// How long an event stream is held open.
    hold: Duration,
    /// How many event streams have had their first state.
    opened: AtomicUsize,
    /// The harness's slow image may come now.
    release: AtomicBool,
    /// How many pages the tabs harness's frames were sent.
    frames: AtomicUsize,
}

impl Site {
    /// Sends an event to every open stream; how many there were.
    fn push(&self, text: &str) -> usize {
        let mut streams = self.streams.lock().unwrap();
        streams.retain(|s| s.send(text.to_string()).is_ok());
        streams.len()
    }
}

fn event(id: u64, name: &str, data: &str) -> String {
    format!("id: {id}\nevent: {name}\ndata: {data}\n\n")
}

fn site(samples: &[Sample]) -> Site {
    let mut events = String::from("retry: 60000\n\n");
    let mut id = 0;
    let mut next = || {
        id += 1;
        id
    };
    events += &event(next(), "round", &serde_json::to_string(&round(samples)).unwrap());
    for s in samples {
        let mut v = serde_json::to_value(&s.snapshot).unwrap();
        v["now"] = serde_json::json!(now_ms());
        v["delay_ms"] = serde_json::json!(0);
        events += &event(next(), "board", &v.to_string());
    }
    events += &event(next(), "standings", &serde_json::to_string(&standings()).unwrap());
    // The replay check: every sample game's public game and the engine's placements.
    let cases: Vec<serde_json::Value> = samples
        .iter()
        .map(|s| serde_json::json!({"name": s.name, "game": s.snapshot.game, "placements": s.placements}))
        .collect();
    let replay_page = format!(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body><pre id=\"out\"></pre>\
         <script type=\"application/json\" id=\"cases\">{}</script>\
         <script src=\"assets/live.js\"></script><script>{}</script></body></html>",
        serde_json::to_string(&cases).unwrap().replace("</", "<\\/"),
        REPLAY_CHECK
    );
    Site {
        events,
        replay_page,
        streams: std::sync::Mutex::new(Vec::new()),
        hold: Duration::from_secs(HOLD_SECONDS),
        opened: AtomicUsize::new(0),
        release: AtomicBool::new(false),
        frames: AtomicUsize::new(0),
    }
}

/// The script of the replay page: the parser's cases, then every sample game's replay.
const REPLAY_CHECK: &str = r#"
var out = [], VA = window.VA;
function check(name, ok, detail) { out.push((ok ? "ok " : "FAIL ") + name + (ok ? "" : ": " + detail)); }
var b = VA.parsePlacement("rnbqkbnr4/pppppppp4/4x7/1x7x2/12/12/12/6X5/2X9/9X2/4PPPPPPPP/4RNBQKBNR w e1,l1 - 0 1");
check("12x12", b && b.width === 12 && b.height === 12, JSON.stringify(b));
check("a12 rook", b && b.cells[11][0] === "r", "");
check("b9 black bastion", b && b.cells[8][1] === "x", "");
check("g5 white bastion", b && b.cells[4][6] === "X", "");
check("i9 black bastion after a two-digit-free run", b && b.cells[8][9] === "x", "");
check("round trip", b && VA.writePlacement(b) === "rnbqkbnr4/pppppppp4/4x7/1x7x2/12/12/12/6X5/2X9/9X2/4PPPPPPPP/4RNBQKBNR", "");
var w = VA.parsePlacement("k15/16/16/16/16/16/16/7*8/16/16/16/16/16/16/16/K14P");
check("16 wide", w && w.width === 16 && w.height === 16 && w.cells[8][7] === "*" && w.cells[0][15] === "P", VA.error);
var m = VA.parsePlacement("*11/12/2X7x*/12/K10p");
check("monuments and a run of 10", m && m.cells[2][11] === "*" && m.cells[2][10] === "x" && m.cells[2][2] === "X" && m.cells[0][11] === "p", VA.error);
check("short rank refused", VA.parsePlacement("8/8/8/7/8/8/8/8") === null, "");
check("long rank refused", VA.parsePlacement("8/8/8/9/8/8/8/8") === null, "");
check("17 wide refused", VA.parsePlacement("17/17/17/17/17") === null, "");
check("4 high refused", VA.parsePlacement("8/8/8/8") === null, "");
check("unknown letter refused", VA.parsePlacement("8/8/8/8/8/8/8/7Z") === null, "");
check("leading zero refused", VA.parsePlacement("08/8/8/8/8/8/8/8") === null, "");
check("clock h:mm:ss", VA.clockText(5312000) === "1:28:32", VA.clockText(5312000));
check("clock m:ss", VA.clockText(59000) === "0:59", VA.clockText(59000));
check("clock tenths", VA.clockText(9400) === "0:09.4", VA.clockText(9400));
check("clock fallen", VA.clockText(-5) === "0:00", VA.clockText(-5));
var cl = { remaining_ms: [600000, 300000], running: "black", read_at: 1000000 };
check("the running side counts down", VA.clockLeft(cl, "black", 1060000, 0) === 240000, VA.clockLeft(cl, "black", 1060000, 0));
check("the other side stands", VA.clockLeft(cl, "white", 1060000, 0) === 600000, "");
check("the browser's clock 5 s ahead", VA.clockLeft(cl, "black", 1065000, 5000) === 240000, "");
var heroes = VA.parseVfen("8/8/8/8/8/8/8/K6k b - - 0 1 hero:a1,h1");
check("side and heroes", heroes.side === "black" && heroes.heroes.join() === "a1,h1", JSON.stringify(heroes));
JSON.parse(document.getElementById("cases").textContent).forEach(function (c) {
  var r = VA.replay(c.game);
  if (!c.game.start) { check(c.name + " (no start)", r === null, ""); return; }
  var bad = [];
  r.positions.forEach(function (p, i) {
    var got = VA.writePlacement(p.board);
    if (got !== c.placements[i]) bad.push("ply " + i + ": " + got + " != " + c.placements[i]);
  });
  check(c.name + " " + (r.positions.length - 1) + " plies", bad.length === 0 && r.exact && r.positions.length === c.placements.length, bad.slice(0, 3).join("; "));
});
document.getElementById("out").textContent = out.join("\n") + "\nDONE";
"#;

fn respond(stream: &mut TcpStream, status: &str, kind: &str, body: &[u8]) {
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(body);
}

/// A page's HTML, its connection held open after the last byte until the page's event stream
/// has had its first state, and a second more: the browser runs the page's script and reads
/// the stream at once, but the document has not finished loading, so `--dump-dom` (which
/// dumps when it has) sees what the script drew from the stream. The page itself waits for
/// nothing.
fn respond_page(stream: &mut TcpStream, body: &[u8], site: &Site) {
    let before = site.opened.load(Ordering::SeqCst);
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nConnection: close\r\n\r\n";
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(body);
    let _ = stream.flush();
    let until = std::time::Instant::now() + Duration::from_secs(10);
    while site.opened.load(Ordering::SeqCst) == before && std::time::Instant::now() < until {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(1000));
}

fn serve(mut stream: TcpStream, site: &Site) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
    let mut accept = None;
    loop {
        let mut h = String::new();
        if reader.read_line(&mut h).unwrap_or(0) == 0 || h == "\r\n" {
            break;
        }
        if let Some(v) = h.strip_prefix("Accept-Language:").or_else(|| h.strip_prefix("accept-language:")) {
            accept = Some(v.trim().to_string());
        }
    }
    let target = line.split(' ').nth(1).unwrap_or("/").to_string();
    let (path, query) = target.split_once('?').unwrap_or((&target, ""));
    let qlang = query.split('&').find_map(|kv| kv.strip_prefix("lang="));
    let lang = pages::lang(qlang, accept.as_deref());
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    match parts.as_slice() {
        ["events"] => {
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n\r\n";
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(site.events.as_bytes());
            let _ = stream.flush();
            let (tx, rx) = std::sync::mpsc::channel::<String>();
            site.streams.lock().unwrap().push(tx);
            site.opened.fetch_add(1, Ordering::SeqCst);
            // Held open, as the hub holds it: what is pushed, and a comment now and then.
            let end = std::time::Instant::now() + site.hold;
            while std::time::Instant::now() < end {
                let text = rx.recv_timeout(Duration::from_millis(250)).unwrap_or_else(|_| ": ping\n\n".into());
                if stream.write_all(text.as_bytes()).and_then(|_| stream.flush()).is_err() {
                    return;
                }
            }
        }
        ["assets", name] => match pages::asset(name) {
            Some((kind, bytes)) => respond(&mut stream, "200 OK", kind, bytes),
            None => respond(&mut stream, "404 Not Found", "text/plain", b"no such file"),
        },
        ["harness"] => respond(&mut stream, "200 OK", "text/html; charset=utf-8", HARNESS.as_bytes()),
        ["tabs"] => respond(&mut stream, "200 OK", "text/html; charset=utf-8", tabs_harness(TABS).as_bytes()),
        // A page in one of the harness's frames: answered at once (the harness holds the load).
        ["round", n] if query.contains("frame=1") => match n.parse() {
            Ok(n) => {
                let page = pages::page(Page::Round(n), lang);
                respond(&mut stream, "200 OK", "text/html; charset=utf-8", page.as_bytes());
                site.frames.fetch_add(1, Ordering::SeqCst);
            }
            Err(_) => respond(&mut stream, "404 Not Found", "text/plain", b"no such round"),
        },
        ["slow"] => {
            let until = std::time::Instant::now() + Duration::from_secs(20);
            while !site.release.load(Ordering::SeqCst) && std::time::Instant::now() < until {
                std::thread::sleep(Duration::from_millis(20));
            }
            respond(&mut stream, "200 OK", "text/plain", b"done");
        }
        ["test-replay"] => respond(&mut stream, "200 OK", "text/html; charset=utf-8", site.replay_page.as_bytes()),
        [""] => respond_page(&mut stream, pages::page(Page::Current, lang).as_bytes(), site),
        ["hall"] => respond_page(&mut stream, pages::page(Page::Hall, lang).as_bytes(), site),
        ["standings"] => respond_page(&mut stream, pages::page(Page::Standings, lang).as_bytes(), site),
        ["round", n] => match n.parse() {
            Ok(n) => respond_page(&mut stream, pages::page(Page::Round(n), lang).as_bytes(), site),
            Err(_) => respond(&mut stream, "404 Not Found", "text/plain", b"no such round"),
        },
        ["board", r, b] => match (r.parse(), b.parse()) {
            (Ok(r), Ok(b)) => respond_page(&mut stream, pages::page(Page::Board(r, b), lang).as_bytes(), site),
            _ => respond(&mut stream, "404 Not Found", "text/plain", b"no such board"),
        },
        _ => respond(&mut stream, "404 Not Found", "text/plain", b"not found"),
    }
}

/// Starts the test server on a free loopback port; its base URL.
fn start(site: Site) -> String {
    start_shared(Arc::new(site))
}

/// [`start`] with a site the test keeps a hand on.
fn start_shared(site: Arc<Site>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let site = site.clone();
            std::thread::spawn(move || serve(stream, &site));
        }
    });
    format!("http://{addr}/")
}

fn browse(extra: &[&str], url: &str) -> String {
    victoria_testkit::chromium::run("live-pages", extra, url)
}

fn dump_dom(url: &str) -> String {
    victoria_testkit::chromium::dump_dom("live-pages", url)
}

/// The `data-sq`/`data-p` pairs of the first board in a DOM: (square, letter), sorted.
fn pieces_in(dom: &str) -> Vec<(String, String)> {
    let board = &dom[dom.find("<svg").unwrap()..];
    let board = &board[..board.find("</svg>").unwrap()];
    let mut out = Vec::new();
    for part in board.split("data-sq=\"").skip(1) {
        let sq = &part[..part.find('"').unwrap()];
        let head = &part[..part.find('>').unwrap()];
        if let Some(i) = head.find("data-p=\"") {
            let p = &head[i + 8..];
            out.push((sq.to_string(), p[..p.find('"').unwrap()].to_string()));
        }
    }
    out.sort();
    out
}

/// The pieces, bastions and monuments of a placement, as [`pieces_in`] lists them.
fn pieces_of(placement: &str) -> Vec<(String, String)> {
    let rows: Vec<&str> = placement.split('/').collect();
    let h = rows.len();
    let mut out = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let (mut file, mut run) = (0u32, 0u32);
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d;
                continue;
            }
            file += run;
            run = 0;
            out.push((format!("{}{}", (b'a' + file as u8) as char, h - i), c.to_string()));
            file += 1;
        }
    }
    out.sort();
    out
}

#[test]
fn chromium_draws_the_pages_from_the_stream() {
    let samples = samples();
    let base = start(site(&samples));

    // The parser and the replay agree with the engine at every ply of every sample game.
    let dom = dump_dom(&format!("{base}test-replay"));
    let out = dom.split("<pre id=\"out\">").nth(1).and_then(|s| s.split("</pre>").next()).unwrap_or("");
    assert!(out.ends_with("DONE"), "the replay check did not finish: {dom}");
    assert!(!out.contains("FAIL"), "{}", out.lines().filter(|l| l.contains("FAIL")).collect::<Vec<_>>().join("\n"));
    assert_eq!(out.lines().filter(|l| l.starts_with("ok ")).count(), 22 + samples.len(), "{out}");

    // A board with petrifications: 12x12 squares, the engine's pieces, bastions and
    // monuments, the move list, the result's ground in words.
    let (i, petrified) = samples.iter().enumerate().find(|(_, s)| s.name.starts_with("02_")).unwrap();
    let dom = dump_dom(&format!("{base}board/1/{}?lang=en", i + 1));
    assert!(dom.contains("class=\"status live\""), "{dom}");
    assert_eq!(dom.matches("class=\"sq ").count(), 144, "{dom}");
    let last = petrified.placements.last().unwrap();
    assert_eq!(pieces_in(&dom), pieces_of(last));
    assert!(dom.contains("href=\"#live-mk-m\"") && dom.contains("data-sq=\"a12\" data-p=\"*\""), "{dom}");
    assert!(dom.contains("href=\"#live-mk-X\"") && dom.contains("href=\"#live-mk-x\""), "{dom}");
    assert!(dom.contains(">Rxa12 ◆</a>"), "{dom}");
    assert_eq!(dom.matches("class=\"mv").count(), petrified.record.moves.len());
    assert!(
        dom.contains(
            "Point count: no queen, rook, bishop or knight is left with reserve on either side — White 4 : Black 5"
        ),
        "{dom}"
    );

    // The replay: the address's `#ply=7` shows the position after the seventh ply, the
    // engine's, with its fresh monument.
    let dom = dump_dom(&format!("{base}board/1/{}?lang=en#ply=7", i + 1));
    assert!(dom.contains("id=\"board\" data-ply=\"7\""), "{dom}");
    assert_eq!(pieces_in(&dom), pieces_of(&petrified.placements[7]));
    assert!(dom.contains("<rect class=\"petrified\""), "{dom}");
    assert!(dom.contains("class=\"mv current\" title=\"a monument on a12\">Rxa12 ◆</a>"), "{dom}");

    // The same in Russian, by the browser's language: Russian piece letters.
    let dom = browse(&["--lang=ru", "--accept-lang=ru", "--dump-dom"], &format!("{base}board/1/{}", i + 1));
    assert!(dom.contains("<html lang=\"ru\""), "{dom}");
    assert!(dom.contains(">Лxa12 ◆</a>"), "{dom}");
    assert!(dom.contains("Подсчёт очков"), "{dom}");

    // The round: every board, 8x8 and 12x12, with clocks counting where the game runs.
    let dom = dump_dom(&format!("{base}round/1?lang=en"));
    assert_eq!(dom.matches("class=\"card\"").count(), samples.len(), "{dom}");
    for s in &samples {
        assert!(dom.contains(&format!("data-board=\"{}\"", s.snapshot.board)));
    }
    assert!(dom.contains("data-w=\"8\" data-h=\"8\"") && dom.contains("data-w=\"12\" data-h=\"12\""), "{dom}");
    assert!(dom.contains("class=\"clock running\""), "no running clock: {dom}");
    assert!(dom.contains("Round 1 — Test Open"), "{dom}");

    // The hall: eight boards a screen, the rest on the next.
    let dom = dump_dom(&format!("{base}hall?lang=en"));
    assert_eq!(dom.matches("class=\"card\"").count(), 8, "{dom}");
    assert!(dom.contains("Boards 1–8 of 10"), "{dom}");
    assert!(dom.contains("<body class=\"page-hall\">"), "{dom}");

    // The standings and the pairing.
    let dom = dump_dom(&format!("{base}standings?lang=en"));
    assert!(dom.contains("Ivanov, Ivan") && dom.contains("<th>BH</th>") && dom.contains("Pairing of round 1"), "{dom}");
}

/// E11 (issue 39: the live pages drew walls with their own code): every page carries the walls'
/// markers as the shared rule's shapes (`victoria_rules::markers`, the very templates the club
/// site writes and the screen and the sheet paint), and in the board Chromium shows each
/// bastion and monument is a copy of its marker on its square, with no wall of the page's own.
#[test]
fn the_live_pages_draw_walls_by_the_rule_the_site_uses() {
    use victoria_live::pages::{Page, WALLS, marker_id, page};
    use victoria_rules::markers;
    for p in [Page::Current, Page::Board(1, 2), Page::Hall] {
        for lang in victoria_words::Lang::ALL {
            let html = page(p, lang);
            for (letter, cell) in WALLS {
                let template = format!(
                    "<g id=\"{}\">{}</g>",
                    marker_id(letter),
                    markers::svg(&markers::of(cell).unwrap(), 0.0, 0.0, 10.0)
                );
                assert!(html.contains(&template), "{p:?} lacks the shared marker {letter}: {template}");
            }
        }
    }
    let samples = samples();
    let base = start(site(&samples));
    let (i, petrified) = samples.iter().enumerate().find(|(_, s)| s.name.starts_with("02_")).unwrap();
    let dom = dump_dom(&format!("{base}board/1/{}?lang=en", i + 1));
    let walls: Vec<(String, String)> =
        pieces_in(&dom).into_iter().filter(|(_, p)| p == "X" || p == "x" || p == "*").collect();
    assert_eq!(
        walls,
        pieces_of(petrified.placements.last().unwrap())
            .into_iter()
            .filter(|(_, p)| p == "X" || p == "x" || p == "*")
            .collect::<Vec<_>>()
    );
    assert!(
        walls.iter().any(|(_, p)| p == "*")
            && walls.iter().any(|(_, p)| p == "X")
            && walls.iter().any(|(_, p)| p == "x"),
        "{walls:?}"
    );
    for (sq, p) in &walls {
        let at = dom.find(&format!("data-sq=\"{sq}\" data-p=\"{p}\"")).unwrap();
        let tag = &dom[dom[..at].rfind('<').unwrap()..at];
        let id = marker_id(p.chars().next().unwrap());
        assert!(
            tag.starts_with(&format!("<use class=\"wall\" href=\"#{id}\"")),
            "{sq} ({p}) is not a copy of {id}: {tag}"
        );
    }
    assert!(!dom.contains("class=\"bastion") && !dom.contains("class=\"monument"), "a wall of the page's own");
}

#[test]
fn a_page_keeps_the_last_state_when_its_stream_breaks() {
    // The stream gives the state, then breaks (and the browser waits a minute to come back).
    let samples = samples();
    let base = start(Site { hold: Duration::ZERO, ..site(&samples) });
    let dom = dump_dom(&format!("{base}round/1?lang=en"));
    assert!(dom.contains("class=\"status reconnecting\""), "{dom}");
    assert_eq!(dom.matches("class=\"card\"").count(), samples.len(), "{dom}");
    assert!(dom.contains("class=\"page-round offline\""), "{dom}");
}

#[test]
fn a_page_says_reconnecting_when_the_hub_is_gone() {
    // A page whose stream answers 503: it says so and keeps trying.
    fn answer(mut stream: TcpStream) {
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let mut line = String::new();
        let _ = reader.read_line(&mut line);
        loop {
            let mut h = String::new();
            if reader.read_line(&mut h).unwrap_or(0) == 0 || h == "\r\n" {
                break;
            }
        }
        if line.contains(" /round/1") {
            // No length, and held a second: the page has tried its stream when it has loaded.
            let _ = stream
                .write_all(b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nConnection: close\r\n\r\n");
            let _ = stream.write_all(pages::page(Page::Round(1), Lang::En).as_bytes());
            let _ = stream.flush();
            std::thread::sleep(Duration::from_millis(1000));
        } else if let Some(name) = line.split(' ').nth(1).and_then(|p| p.strip_prefix("/assets/")) {
            let (kind, bytes) = pages::asset(name).unwrap();
            respond(&mut stream, "200 OK", kind, bytes);
        } else {
            respond(&mut stream, "503 Service Unavailable", "text/plain", b"down");
        }
    }
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            std::thread::spawn(move || answer(stream));
        }
    });
    let dom = dump_dom(&format!("http://{addr}/round/1"));
    assert!(dom.contains("class=\"status reconnecting\""), "{dom}");
    assert!(dom.contains("The hub cannot be reached"), "{dom}");
}

/// A page that shows the round in a frame (same origin) and writes down, every few
/// milliseconds, when the last move shown on board 8 changes: `<ms since 1970> <text>`. An
/// image that the server holds back until the test has seen enough (`Site::release`) keeps it
/// loading meanwhile.
const HARNESS: &str = r#"<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<iframe id="f" src="round/1?lang=en" style="width:1280px;height:900px"></iframe><pre id="out"></pre>
<script>
var f = document.getElementById("f"), out = document.getElementById("out"), shown = null;
setInterval(function () {
  var d = f.contentDocument, e = d && d.querySelector('.card[data-board="8"] .last-move');
  var t = e ? e.textContent : null;
  if (t !== shown) { shown = t; out.textContent += Date.now() + " " + t + "\n"; }
}, 5);
</script><img src="slow" alt=""></body></html>"#;

/// How many tabs of the round page the harness opens: more than the six connections a browser
/// keeps to one host over HTTP/1.1.
const TABS: usize = 10;

/// A harness of `n` frames of the round page, as many tabs of one browser (the same origin, the
/// same connections): it notes when every frame shows board 8's last move, and what each shows.
fn tabs_harness(n: usize) -> String {
    let frames: String = (0..n)
        .map(|i| {
            format!("<iframe id=\"f{i}\" src=\"round/1?lang=en&frame=1&tab={i}\" style=\"width:640px;height:400px\"></iframe>")
        })
        .collect();
    format!(
        r#"<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>{frames}<pre id="out"></pre>
<script>
var out = document.getElementById("out"), shown = null;
setInterval(function () {{
  var all = [];
  for (var i = 0; i < {n}; i++) {{
    var d = document.getElementById("f" + i).contentDocument;
    var e = d && d.querySelector('.card[data-board="8"] .last-move');
    all.push(e ? e.textContent : "-");
  }}
  var t = all.every(function (x) {{ return x === all[0]; }}) ? "all " + all[0] : "some " + all.join("|");
  if (t !== shown) {{ shown = t; out.textContent += Date.now() + " " + t + "\n"; }}
}}, 5);
</script><img src="slow" alt=""></body></html>"#
    )
}

/// The samples with `s`'s game one move short, its last move to come as the next snapshot:
/// the samples, `s`'s full snapshot, and the move before and the move to come as a card shows
/// them in English (`30. g6`, `30… h7`).
fn one_move_short(samples: &[Sample], s: &Sample) -> (Vec<Sample>, Snapshot, String, String) {
    let full = s.snapshot.clone();
    let n = full.game.moves.len();
    let mut short = full.clone();
    short.game.moves.pop();
    short.seq -= 1;
    short.game.position = Some(format!("{} w - - 0 1", s.placements[n - 1]));
    let mut shortened: Vec<Sample> = samples.iter().filter(|x| x.snapshot.board != s.snapshot.board).cloned().collect();
    shortened.push(Sample { snapshot: short, ..s.clone() });
    let label = |m: &victoria_record::public::PublicMove| {
        format!("{}{} {}", m.ply.div_ceil(2), if m.color == Color::White { "." } else { "…" }, m.san)
    };
    let (before, after) = (label(&full.game.moves[n - 2]), label(&full.game.moves[n - 1]));
    (shortened, full, before, after)
}

/// When the harness first showed `text` (ms since 1970).
fn shown_at(dom: &str, text: &str) -> Option<i64> {
    let out = dom.split("<pre id=\"out\">").nth(1)?.split("</pre>").next()?;
    out.lines().find_map(|l| {
        let (at, t) = l.split_once(' ')?;
        (t == text).then(|| at.parse().ok()).flatten()
    })
}

#[test]
fn the_round_page_shows_a_move_within_a_second_of_its_event() {
    let samples = samples();
    let in_progress = samples.iter().find(|s| s.snapshot.game.result.is_none() && !s.snapshot.game.moves.is_empty());
    let s = in_progress.expect("a sample game in progress").clone();
    assert_eq!(s.snapshot.board, 8, "the harness watches board 8");
    // The stream starts one move short; the move comes as the next snapshot.
    let (shortened, full, before, after) = one_move_short(&samples, &s);
    let site = Arc::new(site(&shortened));
    let base = start_shared(site.clone());
    let url = format!("{base}harness");
    let browser = std::thread::spawn(move || dump_dom(&url));
    // Once the page's stream is open (and a moment to draw), the desk's move arrives.
    let t0 = loop {
        std::thread::sleep(Duration::from_millis(100));
        if !site.streams.lock().unwrap().is_empty() {
            std::thread::sleep(Duration::from_millis(1000));
            let mut v = serde_json::to_value(&full).unwrap();
            v["now"] = serde_json::json!(now_ms());
            let at = now_ms();
            assert_eq!(site.push(&event(1000, "board", &v.to_string())), 1);
            std::thread::sleep(Duration::from_millis(1500));
            site.release.store(true, Ordering::SeqCst);
            break at;
        }
    };
    let dom = browser.join().unwrap();
    let first = shown_at(&dom, &before).unwrap_or_else(|| panic!("{before} never shown: {dom}"));
    let moved = shown_at(&dom, &after).unwrap_or_else(|| panic!("{after} never shown: {dom}"));
    assert!(first < t0, "the page showed the state before the move");
    eprintln!("the move showed {} ms after it was sent", moved - t0);
    assert!(moved - t0 < 1000, "the move showed {} ms after it was sent", moved - t0);
}

/// Ten tabs of the round page in one browser (more than its six connections to the hub over
/// HTTP/1.1) share one event stream: one tab reads it and the others hear it from that tab, so
/// every tab shows a move within a second of its event.
#[test]
fn ten_tabs_of_a_browser_share_one_stream_and_each_shows_the_move() {
    let samples = samples();
    let s = samples.iter().find(|s| s.snapshot.board == 8).expect("board 8").clone();
    let (shortened, full, before, after) = one_move_short(&samples, &s);
    let site = Arc::new(site(&shortened));
    let base = start_shared(site.clone());
    let url = format!("{base}tabs");
    let browser = std::thread::spawn(move || dump_dom(&url));
    let until = std::time::Instant::now() + Duration::from_secs(20);
    while site.streams.lock().unwrap().is_empty() || site.frames.load(Ordering::SeqCst) < TABS {
        let frames = site.frames.load(Ordering::SeqCst);
        assert!(std::time::Instant::now() < until, "the tabs never opened: {frames} pages sent");
        std::thread::sleep(Duration::from_millis(50));
    }
    // Every frame has its page: a moment to draw the state, then the move comes.
    std::thread::sleep(Duration::from_millis(2000));
    let mut v = serde_json::to_value(&full).unwrap();
    v["now"] = serde_json::json!(now_ms());
    let t0 = now_ms();
    let streams = site.push(&event(1000, "board", &v.to_string()));
    std::thread::sleep(Duration::from_millis(1500));
    site.release.store(true, Ordering::SeqCst);
    let dom = browser.join().unwrap();
    assert_eq!(streams, 1, "{TABS} tabs read one stream");
    assert_eq!(site.opened.load(Ordering::SeqCst), 1, "no tab opened a second one");
    let first =
        shown_at(&dom, &format!("all {before}")).unwrap_or_else(|| panic!("not every tab showed {before}: {dom}"));
    let moved =
        shown_at(&dom, &format!("all {after}")).unwrap_or_else(|| panic!("not every tab showed {after}: {dom}"));
    assert!(first < t0, "every tab showed the state {} ms after the move was sent: {dom}", first - t0);
    eprintln!("every one of {TABS} tabs showed the move {} ms after it was sent", moved - t0);
    assert!(moved - t0 < 1000, "the move showed in every tab {} ms after it was sent", moved - t0);
}

/// Serves the sample round for a person to look at (`cargo test -p victoria-live --test pages
/// -- --ignored --nocapture serve_the_sample_round`): prints the address, serves ten minutes.
#[test]
#[ignore]
fn serve_the_sample_round() {
    let base = start(site(&samples()));
    println!("serving {base}");
    std::thread::sleep(Duration::from_secs(600));
}
