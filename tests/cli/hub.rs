//! `hub EVENT_DIR`: the chief's hub on loopback. It says its addresses and the join address
//! with its QR code; a desk joins with the desk's own client, the chief assigns it by the short
//! code typed on standard input, the desk's outbox publishes a random game, the chief confirms
//! the sealed result and the hub writes it into the event; `quit` stops it cleanly.

use std::io::{BufRead, BufReader, Write};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;
use victoria_live::client::HubClient;
use victoria_live::join::{BoardId, HubAddress};
use victoria_live::outbox::Outbox;
use victoria_live::publisher::Publisher;
use victoria_record::Declared;
use victoria_record::sign::ArbiterKey;
use victoria_rules::{Color, Options};
use victoria_testkit::cli::run as cli;
use victoria_tournament::{Folder, GameResult};

fn ok(args: &[&str]) {
    let (code, out, err) = cli(args);
    assert_eq!(code, 0, "{args:?}: {out}{err}");
}

/// The hub's output, line by line, until a line that `want` picks (or 20 s).
fn until(lines: &mpsc::Receiver<String>, seen: &mut Vec<String>, want: impl Fn(&str) -> bool) -> String {
    loop {
        let line = lines
            .recv_timeout(Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("never came; saw:\n{}", seen.join("\n")));
        seen.push(line.clone());
        if want(&line) {
            return line;
        }
    }
}

#[test]
fn hub_a_desk_joins_by_its_code_publishes_a_game_and_the_confirmed_result_is_written() {
    let root = victoria_testkit::temp_dir("cli-hub");
    let dir = root.join("event");
    let d = dir.to_str().unwrap();
    ok(&["--lang", "en", "tournament", "new", d, "--name", "Hub Cup", "--time-control", "60+30"]);
    for name in ["Orlova", "Bauer", "Ivanov", "Sato"] {
        ok(&["--lang", "en", "tournament", "player", d, "--name", name]);
    }
    ok(&["--lang", "en", "tournament", "pair", d]);
    let mut hub = victoria_testkit::cli::command()
        .env("VICTORIA_ARBITER_CONFIG", root.join("chief"))
        .args(["--lang", "en", "hub", d, "--listen", "127.0.0.1:0"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = hub.stdin.take().unwrap();
    let (tx, lines) = mpsc::channel();
    let out = BufReader::new(hub.stdout.take().unwrap());
    std::thread::spawn(move || {
        for l in out.lines().map_while(Result::ok) {
            let _ = tx.send(l);
        }
    });
    let mut seen = Vec::new();
    let join = until(&lines, &mut seen, |l| l.starts_with("desks join at "));
    let url = join.trim_start_matches("desks join at ").split_whitespace().next().unwrap().to_string();
    let address = HubAddress::parse(&url).unwrap();
    until(&lines, &mut seen, |l| l.contains('█'));
    assert!(seen.iter().any(|l| l.starts_with("the hub listens at http://127.0.0.1:")), "{seen:?}");

    // The desk joins asking for board 1.1; the chief assigns it by the code both screens show.
    let key = Arc::new(ArbiterKey::from_secret([3; 32]));
    let client = HubClient::connect(&address).unwrap();
    let code = client.join(&key, "Ann", Some(BoardId { round: 1, board: 1 })).unwrap();
    until(&lines, &mut seen, |l| l.contains(&format!("code {code}")));
    writeln!(stdin, "assign {code} 1.1").unwrap();
    let a = client.wait_assigned(&key, Duration::from_millis(20), |_| true).unwrap();
    assert_eq!(a.board, BoardId { round: 1, board: 1 });
    let start = a.start.expect("the game's start");
    assert_eq!((start.event.event.as_str(), start.event.round.as_str()), ("Hub Cup", "1"));
    assert!(start.time_control.is_some());

    // The desk records and publishes; the result, then the seal.
    let mut game = victoria_record::samples::random_game(5, 8, Options::default()).unwrap();
    let mut publisher = Publisher::in_memory(key.clone(), a.board);
    let outbox = Outbox::start(&address);
    let now = victoria_record::now;
    outbox.send(publisher.publish(&game, now()).unwrap().unwrap());
    game.declare(Declared::Resignation { loser: Color::Black }, "").unwrap();
    outbox.send(publisher.publish(&game, now()).unwrap().unwrap());
    let seal = victoria_record::sign::seal_for(game.record(), &key);
    game.set_arbiter_seal(seal).unwrap();
    outbox.send(publisher.publish(&game, now()).unwrap().unwrap());
    let status = outbox.finish(Duration::from_secs(10));
    assert_eq!((status.waiting, status.refused), (0, 0), "{status:?}");

    until(&lines, &mut seen, |l| l.contains("the sealed sheet has arrived"));
    writeln!(stdin, "confirm 1.1").unwrap();
    until(&lines, &mut seen, |l| l.contains("is written into the event"));
    writeln!(stdin, "quit").unwrap();
    until(&lines, &mut seen, |l| l == "the hub has stopped");
    assert!(hub.wait().unwrap().success());
    let t = Folder::open(&dir).unwrap().0.tournament().clone();
    assert_eq!(t.round(1).unwrap().boards[0].result, Some(GameResult::WhiteWins));
    assert!(dir.join("live/hub.journal").exists() && dir.join("live/desks.json").exists());
}
