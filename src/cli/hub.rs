//! `victoria-arbiter hub EVENT_DIR [--listen ADDR:PORT]`: the chief arbiter's hub of an event
//! (`victoria_live::hub`). It says its addresses and the join address with a QR code, lists
//! the desks that ask to join and the results that arrive, and takes the chief's commands on
//! standard input (`assign`, `confirm`, `override`, `delay`, `desks`, `quit`). A result the
//! chief confirms is written into the event here (the hub never writes the tournament's files).
//! Ctrl+C stops it cleanly.

use crate::live_event::{publish_event, verdict_of};
use crate::t;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;
use victoria_live::hub::{Audience, Hub, HubEvent, HubHandle, Verdict};
use victoria_live::join::BoardId;
use victoria_record::sign::ArbiterKey;
use victoria_session::tournament::{TournamentSession, TypedResult};
use victoria_words::{Lang, Words};

/// The port the hub listens on unless told otherwise.
pub const DEFAULT_LISTEN: &str = "0.0.0.0:8080";

#[derive(clap::Args, Debug)]
pub struct HubArgs {
    /// The event's folder (the Tournament screen's, or `tournament new`'s).
    pub dir: PathBuf,
    /// Where to listen: ADDR:PORT (port 0: any free port).
    #[arg(long, default_value = DEFAULT_LISTEN)]
    pub listen: SocketAddr,
}

/// What the loop waits for.
enum Input {
    Line(String),
    Stop,
}

pub fn hub(a: HubArgs, lang: Lang) -> i32 {
    let mut session = match TournamentSession::open(&a.dir) {
        Ok(s) => s,
        Err(e) => return super::fail(lang, &e.words(lang)),
    };
    let key = match ArbiterKey::load_or_create() {
        Ok(k) => k,
        Err(e) => return super::fail(lang, &e.words(lang)),
    };
    let hub = match Hub::start(&a.dir, a.listen, key) {
        Ok(h) => h,
        Err(e) => return super::fail(lang, &e.words(lang)),
    };
    for n in hub.notes() {
        eprintln!("{n}");
    }
    publish_event(&hub, &session);
    announce(&hub, lang);
    let (tx, rx) = mpsc::channel();
    watch_ctrl_c(tx.clone());
    read_commands(tx);
    loop {
        while let Some(e) = hub.try_event() {
            on_event(&hub, &mut session, &e, lang);
        }
        match rx.recv_timeout(Duration::from_millis(100)) {
            Ok(Input::Stop) => break,
            Ok(Input::Line(l)) => {
                if !command(&hub, &session, l.trim(), lang) {
                    break;
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    hub.stop();
    outln!("{}", t!(lang, "cli-hub-stopped"));
    0
}

/// The addresses, the join address and its QR code.
fn announce(hub: &HubHandle, lang: Lang) {
    for a in hub.addresses() {
        outln!("{}", t!(lang, "cli-hub-address", address = format!("http://{a}/")));
    }
    let url = hub.join_url();
    outln!("{}", t!(lang, "cli-hub-join", url = url.as_str(), fingerprint = hub.fingerprint()));
    if let Some(qr) = qr_text(&url) {
        outln!("{qr}");
    }
    outln!("{}", t!(lang, "cli-hub-commands"));
}

/// The QR code of `text` in half blocks (two modules a line), light modules drawn, with a
/// quiet zone: read from a terminal with light text on a dark background.
pub fn qr_text(text: &str) -> Option<String> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let w = code.width();
    let colors = code.to_colors();
    let quiet = 2i64;
    let light = |x: i64, y: i64| -> bool {
        if x < 0 || y < 0 || x >= w as i64 || y >= w as i64 {
            return true;
        }
        colors[y as usize * w + x as usize] == qrcode::Color::Light
    };
    let mut out = String::new();
    let mut y = -quiet;
    while y < w as i64 + quiet {
        for x in -quiet..w as i64 + quiet {
            out.push(match (light(x, y), light(x, y + 1)) {
                (true, true) => '█',
                (true, false) => '▀',
                (false, true) => '▄',
                (false, false) => ' ',
            });
        }
        out.push('\n');
        y += 2;
    }
    Some(out.trim_end_matches('\n').to_string())
}

/// Ctrl+C (SIGINT) ends the loop.
fn watch_ctrl_c(tx: mpsc::Sender<Input>) {
    let _ = std::thread::Builder::new().name("ctrl-c".into()).spawn(move || {
        let Ok(rt) = tokio::runtime::Builder::new_current_thread().enable_all().build() else { return };
        if rt.block_on(tokio::signal::ctrl_c()).is_ok() {
            let _ = tx.send(Input::Stop);
        }
    });
}

/// Standard input's lines; its end changes nothing (the hub runs on until `quit` or Ctrl+C).
fn read_commands(tx: mpsc::Sender<Input>) {
    let _ = std::thread::Builder::new().name("stdin".into()).spawn(move || {
        for line in std::io::stdin().lines() {
            let Ok(line) = line else { break };
            if tx.send(Input::Line(line)).is_err() {
                break;
            }
        }
    });
}

/// `R.B` or `R B`.
fn board_of(words: &[&str]) -> Option<BoardId> {
    match words {
        [rb] => rb.parse().ok(),
        [r, b, ..] => format!("{r}.{b}").parse().ok().or_else(|| r.parse().ok()),
        [] => None,
    }
}

/// Carries out one of the chief's commands; false for `quit`.
fn command(hub: &HubHandle, session: &TournamentSession, line: &str, lang: Lang) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    let done = match words.as_slice() {
        [] => return true,
        ["quit"] | ["exit"] => return false,
        ["desks"] => {
            for d in hub.desks() {
                let board = d.boards.last().map(|(r, b)| format!("{r}.{b}")).unwrap_or_else(|| "-".into());
                outln!(
                    "{}",
                    t!(
                        lang,
                        "cli-hub-desk",
                        code = d.code.as_str(),
                        desk = d.fingerprint.as_str(),
                        arbiter = d.arbiter.as_str(),
                        board = board
                    )
                );
            }
            Ok(())
        }
        ["assign", code, rest @ ..] => match board_of(rest) {
            Some(b) => hub.assign(code, b.round, b.board),
            None => return usage(lang),
        },
        ["confirm", rest @ ..] => match board_of(rest) {
            Some(b) => hub.confirm(b.round, b.board),
            None => return usage(lang),
        },
        ["override", rest @ .., result] => match (board_of(rest), Verdict::from_key(result)) {
            (Some(b), Some(v)) => hub.override_result(b.round, b.board, v),
            _ => return usage(lang),
        },
        ["delay", audience, seconds] => match (Audience::from_key(audience), seconds.parse::<u32>()) {
            (Some(a), Ok(s)) => hub.set_delay(a, s),
            _ => return usage(lang),
        },
        ["refresh"] => {
            publish_event(hub, session);
            Ok(())
        }
        _ => return usage(lang),
    };
    if let Err(r) = done {
        outln!("{}", r.words(lang));
    }
    true
}

fn usage(lang: Lang) -> bool {
    outln!("{}", t!(lang, "cli-hub-commands"));
    true
}

/// Says what the hub told, and writes a final result into the event.
fn on_event(hub: &HubHandle, session: &mut TournamentSession, e: &HubEvent, lang: Lang) {
    // Every snapshot would be a line: the terminal shows joins, assignments and results.
    if matches!(e, HubEvent::Board { .. }) {
        return;
    }
    outln!("{}", e.words(lang));
    let HubEvent::Final { round, board, result, .. } = e else { return };
    let Some(typed) = TypedResult::ALL.into_iter().find(|t| t.key() == result.key()) else { return };
    let already = session
        .round(*round)
        .and_then(|r| r.boards.into_iter().find(|b| b.board == *board))
        .is_some_and(|b| verdict_of(b.result, b.by_count) == Some(*result));
    if !already {
        match session.set_result(*round, *board, typed) {
            Ok(()) => {
                outln!("{}", t!(lang, "cli-hub-written", round = *round, board = *board, result = typed.words(lang)))
            }
            Err(err) => {
                outln!("{}", super::failed(lang, &err.words(lang)));
                return;
            }
        }
    }
    let _ = hub.set_typed(*round, *board, Some(*result));
    publish_event(hub, session);
}
