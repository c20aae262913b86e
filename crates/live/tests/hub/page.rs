//! The round page in headless Chromium shows a move within a second of the desk recording it
//! (issue 41, "Done when"): a hub on loopback, a desk that records and publishes as the desk's
//! publisher does, and Chromium reading `/round/1` through a small same-origin proxy that also
//! serves a harness page. The harness holds the round page in a frame and writes down, every
//! 5 ms, when the last move shown on board 1 changes; an image the proxy holds back until the
//! test has seen enough keeps the harness loading, so `--dump-dom` dumps it after the move.

use super::hub_with_one_desk;
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use victoria_rules::Color;

const HARNESS: &str = r#"<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<iframe id="f" src="round/1?lang=en" style="width:1280px;height:900px"></iframe><pre id="out"></pre>
<script>
var f = document.getElementById("f"), out = document.getElementById("out"), shown = null;
setInterval(function () {
  var d = f.contentDocument, e = d && d.querySelector('.card[data-board="1"] .last-move');
  var t = e ? e.textContent : null;
  if (t !== shown) { shown = t; out.textContent += Date.now() + " " + t + "\n"; }
}, 5);
</script><img src="slow" alt=""></body></html>"#;

fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

fn respond(stream: &mut TcpStream, kind: &str, body: &[u8]) {
    let head = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(body);
}

/// What the proxy and the test tell each other: an event stream was opened; the harness's
/// slow image may come.
#[derive(Default)]
struct Flags {
    opened: AtomicBool,
    release: AtomicBool,
}

/// One connection: the harness and its slow image here, anything else piped to the hub as is
/// (the event stream included).
fn pass(mut client: TcpStream, hub: SocketAddr, flags: &Flags) {
    let mut reader = BufReader::new(client.try_clone().unwrap());
    let mut head = String::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 {
            return;
        }
        head.push_str(&line);
        if line == "\r\n" {
            break;
        }
    }
    let path = head.split(' ').nth(1).unwrap_or("/").to_string();
    if path == "/harness" {
        return respond(&mut client, "text/html; charset=utf-8", HARNESS.as_bytes());
    }
    if path == "/slow" {
        let until = Instant::now() + Duration::from_secs(20);
        while !flags.release.load(Ordering::SeqCst) && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(20));
        }
        return respond(&mut client, "text/plain", b"done");
    }
    if path.starts_with("/events") {
        flags.opened.store(true, Ordering::SeqCst);
    }
    let Ok(mut upstream) = TcpStream::connect(hub) else { return };
    // One request per connection, so that the browser never sends the harness's own requests
    // down a connection that goes to the hub.
    let mut lines: Vec<&str> =
        head.trim_end().split("\r\n").filter(|l| !l.to_ascii_lowercase().starts_with("connection:")).collect();
    lines.push("Connection: close");
    let head = lines.join("\r\n") + "\r\n\r\n";
    let _ = upstream.write_all(head.as_bytes());
    let mut up_reader = upstream.try_clone().unwrap();
    let mut down = client.try_clone().unwrap();
    // What the browser sends after the head (nothing, for GETs) goes on to the hub.
    std::thread::spawn(move || {
        let _ = std::io::copy(&mut reader, &mut upstream);
    });
    let _ = std::io::copy(&mut up_reader, &mut down);
}

/// The proxy's base URL.
fn proxy(hub: SocketAddr, flags: Arc<Flags>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for c in listener.incoming().flatten() {
            let flags = flags.clone();
            std::thread::spawn(move || pass(c, hub, &flags));
        }
    });
    format!("http://{addr}/")
}

fn dump_dom(url: &str) -> String {
    victoria_testkit::chromium::dump_dom("hub-page", url)
}

/// When the harness first showed `text` (ms since 1970).
fn shown_at(dom: &str, text: &str) -> Option<i64> {
    let out = dom.split("<pre id=\"out\">").nth(1)?.split("</pre>").next()?;
    out.lines().find_map(|l| {
        let (at, t) = l.split_once(' ')?;
        (t == text).then(|| at.parse().ok()).flatten()
    })
}

/// The last recorded move as a round page's card shows it in English (`1. e4`, `1… e5`).
fn last_move(desk: &super::support::Desk) -> String {
    let m = desk.game.record().moves.last().expect("a move");
    format!("{}{} {}", m.ply.div_ceil(2), if m.color == Color::White { "." } else { "…" }, m.san)
}

#[test]
fn the_round_page_in_headless_chromium_shows_a_move_within_a_second_of_the_desk_recording_it() {
    let (hub, client, mut desk) = hub_with_one_desk("page", |_| {});
    let first = desk.act(1000).expect("a move");
    let (status, body) = client.post("/api/snapshot", &first.to_json());
    assert_eq!(status, 200, "{body}");
    let before = last_move(&desk);
    let flags = Arc::new(Flags::default());
    let base = proxy(hub.local_addr(), flags.clone());
    let url = format!("{base}harness");
    let browser = std::thread::spawn(move || dump_dom(&url));
    let until = Instant::now() + Duration::from_secs(10);
    while !flags.opened.load(Ordering::SeqCst) {
        assert!(Instant::now() < until, "the page never opened its stream");
        std::thread::sleep(Duration::from_millis(20));
    }
    // A moment for the page to draw the state, then the desk records a move and publishes it.
    std::thread::sleep(Duration::from_millis(1500));
    let t0 = now_ms();
    let next = desk.act(1000).expect("a second move");
    let (status, body) = client.post("/api/snapshot", &next.to_json());
    assert_eq!(status, 200, "{body}");
    let after = last_move(&desk);
    std::thread::sleep(Duration::from_millis(1500));
    flags.release.store(true, Ordering::SeqCst);
    let dom = browser.join().unwrap();
    let first_at = shown_at(&dom, &before).unwrap_or_else(|| panic!("{before} never shown: {dom}"));
    let moved_at = shown_at(&dom, &after).unwrap_or_else(|| panic!("{after} never shown: {dom}"));
    assert!(first_at < t0, "the page showed the first move before the second was recorded");
    eprintln!("the round page showed the move {} ms after the desk recorded it", moved_at - t0);
    assert!(moved_at - t0 < 1000, "the move showed {} ms after the desk recorded it", moved_at - t0);
    hub.stop();
}

/// A live round for a person to look at (`cargo test -p victoria-live --features hub --test hub
/// -- --ignored --nocapture a_live_round_to_look_at`): a hub with eight desks, each recording a
/// move every two seconds for ten minutes; prints the hub's address.
#[test]
#[ignore]
fn a_live_round_to_look_at() {
    use super::support::{Client, Desk, chief_key, event};
    use victoria_live::hub::{Hub, HubEvent};
    use victoria_live::join::BoardId;
    let hub = Hub::start(&victoria_testkit::temp_dir("hub-look"), super::loopback(), chief_key()).unwrap();
    hub.set_event(event(2, 8));
    let base = format!("http://{}", hub.local_addr());
    println!("serving {base}/");
    let client = Client::new(&base);
    let mut desks: Vec<Desk> =
        (1..=8).map(|b| Desk::new(b, BoardId { round: 1, board: b }, 500 + u64::from(b))).collect();
    for d in &desks {
        assert_eq!(client.post("/api/join", &d.join().to_json()).0, 200);
    }
    let mut assigned = 0;
    while assigned < desks.len() {
        if let Some(HubEvent::JoinRequest { code, wish: Some(b), .. }) = hub.next_event(Duration::from_millis(100)) {
            hub.assign(&code, b.round, b.board).unwrap();
            assigned += 1;
        }
    }
    let until = Instant::now() + Duration::from_secs(600);
    while Instant::now() < until {
        for (i, d) in desks.iter_mut().enumerate() {
            if let Some(e) = d.act(40 + 10 * i) {
                let _ = client.post("/api/snapshot", &e.to_json());
            }
        }
        std::thread::sleep(Duration::from_secs(2));
    }
}
