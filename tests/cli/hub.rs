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
use victoria_testkit::cli::wait_within;
use victoria_tournament::{Folder, GameResult};

/// The longest a process of these tests may take to end once it has been told to (the machine
/// may be loaded); past it the test fails instead of hanging.
const LIMIT: Duration = Duration::from_secs(300);

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

/// An event paired for round 1 (`players` players) in `ROOT/event`, and `hub` running on it on
/// loopback with its output read line by line.
struct RunningHub {
    root: std::path::PathBuf,
    dir: std::path::PathBuf,
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    lines: mpsc::Receiver<String>,
    /// The lines read so far.
    seen: Vec<String>,
    /// The join address the hub printed.
    url: String,
}

impl RunningHub {
    fn start(name: &str, event: &str, players: &[String]) -> RunningHub {
        let root = victoria_testkit::temp_dir(name);
        let dir = root.join("event");
        let d = dir.to_str().unwrap();
        ok(&["--lang", "en", "tournament", "new", d, "--name", event, "--time-control", "60+30"]);
        for name in players {
            ok(&["--lang", "en", "tournament", "player", d, "--name", name]);
        }
        ok(&["--lang", "en", "tournament", "pair", d]);
        let mut child = victoria_testkit::cli::command()
            .env("VICTORIA_ARBITER_CONFIG", root.join("chief"))
            .args(["--lang", "en", "hub", d, "--listen", "127.0.0.1:0"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let (tx, lines) = mpsc::channel();
        let out = BufReader::new(child.stdout.take().unwrap());
        std::thread::spawn(move || {
            for l in out.lines().map_while(Result::ok) {
                let _ = tx.send(l);
            }
        });
        let mut hub = RunningHub { root, dir, child, stdin, lines, seen: Vec::new(), url: String::new() };
        let join = hub.until(|l| l.starts_with("Desks join at "));
        hub.url = join.trim_start_matches("Desks join at ").split_whitespace().next().unwrap().to_string();
        hub
    }

    /// The hub's output until a line that `want` picks (or 20 s).
    fn until(&mut self, want: impl Fn(&str) -> bool) -> String {
        until(&self.lines, &mut self.seen, want)
    }

    /// A command on the hub's standard input (`assign …`, `confirm …`).
    fn say(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
    }

    /// `quit`: the hub says it has stopped and ends well.
    fn quit(mut self) {
        self.say("quit");
        self.until(|l| l == "The hub has stopped.");
        assert!(wait_within(&mut self.child, LIMIT, "the hub").success());
    }
}

#[test]
fn hub_a_desk_joins_by_its_code_publishes_a_game_and_the_confirmed_result_is_written() {
    let players: Vec<String> = ["Orlova", "Bauer", "Ivanov", "Sato"].map(String::from).to_vec();
    let mut hub = RunningHub::start("cli-hub", "Hub Cup", &players);
    let address = HubAddress::parse(&hub.url).unwrap();
    hub.until(|l| l.contains('█'));
    assert!(hub.seen.iter().any(|l| l.starts_with("The hub listens at http://127.0.0.1:")), "{:?}", hub.seen);

    // The desk joins asking for board 1.1; the chief assigns it by the code both screens show.
    let key = Arc::new(ArbiterKey::from_secret([3; 32]));
    let client = HubClient::connect(&address).unwrap();
    let code = client.join(&key, "Ann", Some(BoardId { round: 1, board: 1 })).unwrap();
    hub.until(|l| l.contains(&format!("code {code}")));
    hub.say(&format!("assign {code} 1.1"));
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

    hub.until(|l| l.contains("the sealed sheet has arrived"));
    hub.say("confirm 1.1");
    hub.until(|l| l.contains("is written into the event"));
    let dir = hub.dir.clone();
    hub.quit();
    let t = Folder::open(&dir).unwrap().0.tournament().clone();
    assert_eq!(t.round(1).unwrap().boards[0].result, Some(GameResult::WhiteWins));
    assert!(dir.join("live/hub.journal").exists() && dir.join("live/desks.json").exists());
}

/// One spectator: reads `/events` until `finals` boards have a final result (or 120 s); the
/// `result` events it saw, as (board, score, state).
fn spectate(base: String, finals: usize) -> Vec<(u64, String, String)> {
    let config = ureq::Agent::config_builder().timeout_recv_body(Some(Duration::from_secs(120))).build();
    let agent = ureq::Agent::new_with_config(config);
    let r = agent.get(format!("{base}/events?audience=hall&round=1")).call().unwrap();
    let mut lines = BufReader::new(r.into_body().into_reader()).lines();
    let (mut event, mut seen) = (String::new(), Vec::new());
    while seen.iter().filter(|(_, _, s): &&(u64, String, String)| s == "final").count() < finals {
        let Some(Ok(line)) = lines.next() else { break };
        if let Some(e) = line.strip_prefix("event:") {
            event = e.trim().to_string();
        } else if let Some(d) = line.strip_prefix("data:")
            && event == "result"
        {
            let v: serde_json::Value = serde_json::from_str(d.trim()).unwrap();
            seen.push((
                v["board"].as_u64().unwrap(),
                v["score"].as_str().unwrap().into(),
                v["state"].as_str().unwrap().into(),
            ));
        }
    }
    seen
}

/// Issue 41's end to end with every part a process of the program: `hub` on an event of
/// sixteen players, eight `desk join` processes asking for the boards of round 1, the chief
/// assigning them by their codes and confirming each sealed result on the hub's standard
/// input, eight `desk record-random` arbiters, two spectators on the stream: every result in
/// the round once, final, written into the event as its record says.
#[test]
fn hub_and_eight_desk_processes_a_round_from_pairing_to_the_event_s_results() {
    const BOARDS: u32 = 8;
    let players: Vec<String> = (1..=2 * BOARDS).map(|n| format!("Player {n}")).collect();
    let mut hub = RunningHub::start("cli-hub-round", "Hub Open", &players);
    let (root, dir, url) = (hub.root.clone(), hub.dir.clone(), hub.url.clone());
    let base = HubAddress::parse(&url).unwrap().base;
    let spectators: Vec<_> = (0..2)
        .map(|_| {
            let base = base.clone();
            std::thread::spawn(move || spectate(base, BOARDS as usize))
        })
        .collect();
    let game = |b: u32| root.join(format!("board{b}.json"));
    let config = |b: u32| root.join(format!("desk{b}"));
    let desks: Vec<_> = (1..=BOARDS)
        .map(|b| {
            victoria_testkit::cli::command()
                .env("VICTORIA_ARBITER_CONFIG", config(b))
                .args(["desk", "join", &url, game(b).to_str().unwrap(), "--board", &format!("1.{b}")])
                .args(["--poll-ms", "50", "--until-sealed"])
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    // The chief: each desk gets the board it asks for, by its code.
    for _ in 0..BOARDS {
        let line = hub.until(|l| l.contains("asks to join: code "));
        let code = line.split("code ").nth(1).unwrap().split(',').next().unwrap().trim().to_string();
        let board = line.rsplit("asking for board ").next().unwrap().trim().trim_end_matches('.').to_string();
        hub.say(&format!("assign {code} {board}"));
    }
    let recorders: Vec<_> = (1..=BOARDS)
        .map(|b| {
            let t0 = std::time::Instant::now();
            while !game(b).exists() {
                assert!(t0.elapsed() < Duration::from_secs(60), "desk {b} made no game file");
                std::thread::sleep(Duration::from_millis(20));
            }
            victoria_testkit::cli::command()
                .env("VICTORIA_ARBITER_CONFIG", config(b))
                .args(["desk", "record-random", game(b).to_str().unwrap(), "--seed", &b.to_string()])
                .args(["--plies", &(6 + b).to_string(), "--pace-ms", "20", "--seal"])
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    // The chief confirms each result whose sealed sheet has come; the hub writes it.
    let mut written = 0;
    while written < BOARDS {
        let line = hub.until(|l| l.contains("the sealed sheet has arrived") || l.contains("is written into the event"));
        if line.contains("is written into the event") {
            written += 1;
        } else {
            let board = line.split("board ").nth(1).unwrap().split(':').next().unwrap();
            hub.say(&format!("confirm 1.{board}"));
        }
    }
    for mut r in recorders {
        assert!(wait_within(&mut r, LIMIT, "a recording desk").success());
    }
    for mut d in desks {
        assert!(wait_within(&mut d, LIMIT, "a joined desk").success());
    }
    hub.quit();
    let t = Folder::open(&dir).unwrap().0.tournament().clone();
    for b in 1..=BOARDS {
        let record = victoria_record::store::load_game(&game(b)).unwrap();
        let result = record.result.as_ref().expect("a finished game");
        let expected = match result.winner {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        };
        let board = t.round(1).unwrap().boards.iter().find(|x| x.number == b).unwrap();
        assert_eq!(board.result, Some(expected), "board {b} in the event as its record says");
    }
    for s in spectators {
        let seen = s.join().unwrap();
        for b in 1..=BOARDS {
            let finals = seen.iter().filter(|(x, _, s)| *x == u64::from(b) && s == "final").count();
            assert_eq!(finals, 1, "board {b}'s final result exactly once: {seen:?}");
        }
    }
}
