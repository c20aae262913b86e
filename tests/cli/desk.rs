//! `desk`: the headless desk of the live event, against a hub that is down and against a small
//! stand-in hub on loopback (the real hub has its own tests; this one answers the desk's four
//! calls as docs/LIVE.md says, signed with its own key, and keeps what it was sent).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use victoria_live::join::{self, BoardStart, DeskState, HubInfo, JoinCode, JoinState};
use victoria_live::{Envelope, Snapshot};
use victoria_record::sign::{ArbiterKey, fingerprint};
use victoria_record::{EventInfo, GameRecord};
use victoria_testkit::cli::{command, run_env};
use victoria_testkit::temp_dir;

const DOWN: &str = "http://127.0.0.1:9/?hub=0123456789abcdef";

fn record(dir: &Path, seed: u64, plies: usize) -> std::path::PathBuf {
    let game = dir.join(format!("g{seed}.json"));
    let (code, out, err) = run_env(
        &[("VICTORIA_ARBITER_CONFIG", dir.join("cfg").to_str().unwrap())],
        &[
            "desk",
            "record-random",
            game.to_str().unwrap(),
            "--seed",
            &seed.to_string(),
            "--plies",
            &plies.to_string(),
            "--pace-ms",
            "0",
            "--noise",
            "--seal",
        ],
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains(&format!("moves recorded into {}", game.display())), "{out}");
    game
}

#[test]
fn a_recorded_random_game_is_sealed_and_checks_clean() {
    let dir = temp_dir("desk-record");
    let game = record(&dir, 4, 24);
    let (code, out, err) =
        run_env(&[("VICTORIA_ARBITER_CONFIG", dir.join("cfg").to_str().unwrap())], &["check", game.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("seals intact"), "{out}");
}

#[test]
fn publishing_to_a_hub_that_is_down_keeps_trying_and_says_so() {
    let dir = temp_dir("desk-down");
    let game = record(&dir, 5, 6);
    let env = [("VICTORIA_ARBITER_CONFIG", dir.join("cfg").to_str().unwrap().to_string())];
    let (code, _, err) =
        run_env(&env, &["desk", "publish", DOWN, game.to_str().unwrap(), "--board", "1.2", "--timeout", "2"]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot be reached") && err.contains("127.0.0.1:9"), "{err}");
    assert!(err.contains("not delivered within 2 s"), "{err}");
    // The outbox's trouble is a sentence that sets the reason after a colon (it began with the
    // reason in lower case).
    assert!(err.lines().any(|l| l.starts_with("Not delivered yet: the hub at ") && l.ends_with('.')), "{err}");
    // Without a board and without having joined: says what to do.
    let (code, _, err) = run_env(&env, &["desk", "publish", DOWN, game.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("--board R.B"), "{err}");
    // A join goes on trying until stopped.
    let mut child = command()
        .env("VICTORIA_ARBITER_CONFIG", dir.join("cfg"))
        .args(["desk", "join", DOWN, game.to_str().unwrap()])
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    assert!(child.try_wait().unwrap().is_none(), "still trying");
    child.kill().unwrap();
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    assert!(err.contains("cannot be reached"), "{err}");
    // A bad address is bad input.
    let (code, _, err) = run_env(&env, &["desk", "join", "http://hub:1/", game.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("no hub fingerprint"), "{err}");
}

/// The stand-in hub: its key, what it was sent, and its address.
struct StandIn {
    address: String,
    snapshots: Arc<Mutex<Vec<Snapshot>>>,
}

fn answer(stream: &mut TcpStream, status: u16, body: &str) {
    let _ = write!(
        stream,
        "HTTP/1.1 {status} X\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
}

fn stand_in(start: BoardStart) -> StandIn {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let key = ArbiterKey::from_secret([42; 32]);
    let address = format!("http://127.0.0.1:{port}/?hub={}", fingerprint(&key.public_hex()));
    let snapshots = Arc::new(Mutex::new(Vec::new()));
    let kept = snapshots.clone();
    std::thread::spawn(move || {
        let mut polls = 0;
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            let mut length = 0;
            loop {
                let mut h = String::new();
                reader.read_line(&mut h).unwrap();
                if h.trim().is_empty() {
                    break;
                }
                if let Some(v) = h.to_ascii_lowercase().strip_prefix("content-length:") {
                    length = v.trim().parse().unwrap();
                }
            }
            let mut body = vec![0; length];
            reader.read_exact(&mut body).unwrap();
            let path = line.split(' ').nth(1).unwrap_or("").to_string();
            let signed = |b: serde_json::Value| Envelope::seal(join::HUB, &b, &key).to_json();
            if path == "/api/hub" {
                let info = HubInfo {
                    key: key.public_hex(),
                    fingerprint: fingerprint(&key.public_hex()),
                    event: "Cup".into(),
                    rounds: vec![],
                    round: Some(1),
                    chief_n: 0,
                };
                answer(&mut stream, 200, &signed(json(&info)));
            } else if path == "/api/join" {
                let e = Envelope::read(&body).unwrap();
                let j: join::Join = e.open(join::JOIN).unwrap();
                answer(
                    &mut stream,
                    200,
                    &signed(json(&JoinCode { code: join::short_code(&key.public_hex(), &j.desk_key) })),
                );
            } else if path.starts_with("/api/join/") {
                polls += 1;
                let state = if polls < 2 {
                    JoinState { state: DeskState::Waiting, round: None, board: None, start: None }
                } else {
                    JoinState { state: DeskState::Assigned, round: Some(1), board: Some(2), start: Some(start.clone()) }
                };
                answer(&mut stream, 200, &signed(json(&state)));
            } else if path == "/api/snapshot" {
                let s: Snapshot = Envelope::read(&body).unwrap().open(join::SNAPSHOT).unwrap();
                let mut kept = kept.lock().unwrap();
                let old = kept.last().is_some_and(|k: &Snapshot| k.seq >= s.seq);
                if old {
                    answer(&mut stream, 409, "{}");
                } else {
                    kept.push(s);
                    answer(&mut stream, 200, &signed(serde_json::json!({"ok": true})));
                }
            } else {
                answer(&mut stream, 404, "{}");
            }
        }
    });
    StandIn { address, snapshots }
}

/// The child's exit code and output once it ends; killed (and the test failed) after `limit`.
fn within(mut child: std::process::Child, limit: Duration) -> (i32, String, String) {
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break Some(s);
        }
        if start.elapsed() > limit {
            child.kill().unwrap();
            child.wait().unwrap();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut out = String::new();
    if let Some(mut o) = child.stdout.take() {
        o.read_to_string(&mut out).unwrap();
    }
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        e.read_to_string(&mut err).unwrap();
    }
    let Some(status) = status else { panic!("still running after {limit:?}:\n{out}\n{err}") };
    (status.code().unwrap_or(-1), out, err)
}

fn json<T: Clone + Into<Answer>>(t: &T) -> serde_json::Value {
    match t.clone().into() {
        Answer::Info(i) => serde_json::to_value(i),
        Answer::Code(c) => serde_json::to_value(c),
        Answer::State(s) => serde_json::to_value(s),
    }
    .unwrap()
}

/// The answers the stand-in signs.
enum Answer {
    Info(HubInfo),
    Code(JoinCode),
    State(JoinState),
}

impl From<HubInfo> for Answer {
    fn from(i: HubInfo) -> Answer {
        Answer::Info(i)
    }
}

impl From<JoinCode> for Answer {
    fn from(c: JoinCode) -> Answer {
        Answer::Code(c)
    }
}

impl From<JoinState> for Answer {
    fn from(s: JoinState) -> Answer {
        Answer::State(s)
    }
}

#[test]
fn a_desk_joins_starts_its_game_from_the_pairing_and_publishes_it_to_the_end() {
    let dir = temp_dir("desk-join");
    let game = dir.join("board.json");
    let event = EventInfo {
        event: "Cup".into(),
        white: "Ivanov".into(),
        black: "Petrova".into(),
        round: "1".into(),
        board: "2".into(),
        ..EventInfo::default()
    };
    let rules = GameRecord::victoria(event.clone(), Default::default()).rules;
    let hub = stand_in(BoardStart {
        event,
        rules,
        time_control: Some(victoria_record::time_control::Preset::Rapid.control()),
    });
    let desk = command()
        .env("VICTORIA_ARBITER_CONFIG", dir.join("cfg"))
        .args(["desk", "join", &hub.address, game.to_str().unwrap(), "--board", "1.2", "--poll-ms", "20"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The desk made the game file from the pairing (whole, at once); now an arbiter records
    // into it.
    let start = Instant::now();
    while !game.exists() {
        assert!(start.elapsed() < Duration::from_secs(20), "the desk never created {}", game.display());
        std::thread::sleep(Duration::from_millis(20));
    }
    let (code, out, err) = run_env(
        &[("VICTORIA_ARBITER_CONFIG", dir.join("rec").to_str().unwrap())],
        &[
            "desk",
            "record-random",
            game.to_str().unwrap(),
            "--seed",
            "8",
            "--plies",
            "12",
            "--pace-ms",
            "60",
            "--noise",
        ],
    );
    assert_eq!(code, 0, "{out}{err}");
    let (code, out, err) = within(desk, Duration::from_secs(60));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Short code ") && out.contains("Assigned board 1.2"), "{out}");
    assert!(out.contains("is finished and the hub has its snapshot"), "{out}");
    let snaps = hub.snapshots.lock().unwrap();
    let seqs: Vec<u64> = snaps.iter().map(|s| s.seq).collect();
    assert_eq!(seqs, (1..=seqs.len() as u64).collect::<Vec<_>>(), "every snapshot, in order");
    let last = snaps.last().unwrap();
    let record = victoria_record::store::load_game(&game).unwrap();
    assert_eq!((last.round, last.board), (1, 2));
    assert_eq!(last.game.white, "Ivanov");
    assert_eq!(last.game.moves.len(), record.moves.len());
    assert_eq!(last.game.result.as_ref().map(|r| r.score.as_str()), record.result.as_ref().map(|r| r.score()));
    assert!(last.clocks.is_some(), "the pairing's clock");
    let published = snaps.len();
    drop(snaps);
    // Run again: the desk knows its board and that the hub has everything.
    let again = command()
        .env("VICTORIA_ARBITER_CONFIG", dir.join("cfg"))
        .args(["desk", "join", &hub.address, game.to_str().unwrap(), "--poll-ms", "20"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (code, out, err) = within(again, Duration::from_secs(30));
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("joined board 1.2 before"), "{err}");
    assert!(out.contains(&format!("Snapshot {published} of")), "the latest again: {out}");
    assert_eq!(hub.snapshots.lock().unwrap().len(), published, "nothing new: the hub answered 409");
}

/// Round 1 of an event of `boards` Victoria boards with a rapid clock, told to the hub.
fn set_event(hub: &victoria_live::hub::HubHandle, boards: u32) {
    use victoria_live::hub::EventInfo as Event;
    use victoria_live::join::BoardId;
    use victoria_live::pages::{LivePairing, LiveRound};
    let pairing = |b: u32| (format!("White {b}"), format!("Black {b}"));
    let start = |b: u32| {
        let (white, black) = pairing(b);
        let event = EventInfo {
            event: "Loopback Open".into(),
            round: "1".into(),
            board: b.to_string(),
            white,
            black,
            ..EventInfo::default()
        };
        let rules = GameRecord::victoria(event.clone(), Default::default()).rules;
        BoardStart { event, rules, time_control: Some(victoria_record::time_control::Preset::Rapid.control()) }
    };
    let pairings = (1..=boards)
        .map(|b| LivePairing {
            board: b,
            white: pairing(b).0,
            black: pairing(b).1,
            white_no: None,
            black_no: None,
            ruleset: "victoria".into(),
            result: None,
        })
        .collect();
    let round = LiveRound {
        event: "Loopback Open".into(),
        round: 1,
        rounds: 1,
        current: true,
        boards: pairings,
        byes: Vec::new(),
    };
    hub.set_event(Event {
        name: "Loopback Open".into(),
        current: Some(1),
        rounds: vec![round],
        starts: (1..=boards).map(|b| (BoardId { round: 1, board: b }, start(b))).collect(),
        standings: None,
    });
}

/// Issue 41's end to end with desks as processes: a hub on loopback, eight `desk join`
/// processes asking for their boards, the chief assigning each as it asks, eight arbiters
/// recording random games (`desk record-random`, another process each, with secret slips) into
/// the game files the desks made from the pairing, and sealing them; every desk publishes its
/// game to the end, and every board's result is in the round — provisional with its sheet's
/// digest, then final once confirmed — exactly as its record says.
#[test]
fn eight_desk_processes_publish_a_round_to_the_hub() {
    use victoria_live::hub::{Hub, HubEvent, Verdict};
    use victoria_live::join::BoardId;
    const BOARDS: u32 = 8;
    let dir = temp_dir("desk-e2e");
    let hub = Hub::start(&dir.join("event"), "127.0.0.1:0".parse().unwrap(), ArbiterKey::from_secret([1; 32])).unwrap();
    set_event(&hub, BOARDS);
    let url = hub.join_url();
    let game = |b: u32| dir.join(format!("board{b}.json"));
    let config = |b: u32| dir.join(format!("desk{b}"));
    let desks: Vec<_> = (1..=BOARDS)
        .map(|b| {
            command()
                .env("VICTORIA_ARBITER_CONFIG", config(b))
                .args([
                    "desk",
                    "join",
                    &url,
                    game(b).to_str().unwrap(),
                    "--board",
                    &format!("1.{b}"),
                    "--poll-ms",
                    "50",
                ])
                .arg("--until-sealed")
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    // The chief assigns each desk the board it asks for.
    let until = Instant::now() + Duration::from_secs(60);
    let mut assigned = 0;
    while assigned < BOARDS && Instant::now() < until {
        if let Some(HubEvent::JoinRequest { code, wish: Some(w), .. }) = hub.next_event(Duration::from_millis(200)) {
            hub.assign(&code, w.round, w.board).unwrap();
            assigned += 1;
        }
    }
    assert_eq!(assigned, BOARDS, "every desk asked to join");
    // Each arbiter records once the desk has made the game file from the pairing.
    let recorders: Vec<_> = (1..=BOARDS)
        .map(|b| {
            while !game(b).exists() {
                assert!(Instant::now() < until, "desk {b} made no game file");
                std::thread::sleep(Duration::from_millis(20));
            }
            command()
                .env("VICTORIA_ARBITER_CONFIG", config(b))
                .args(["desk", "record-random", game(b).to_str().unwrap(), "--seed", &b.to_string()])
                .args(["--plies", &(10 + 2 * b).to_string(), "--pace-ms", "40", "--noise", "--seal"])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for (b, r) in (1..=BOARDS).zip(recorders) {
        let (code, out, err) = within(r, Duration::from_secs(120));
        assert_eq!(code, 0, "recorder {b}: {out}{err}");
    }
    for (b, d) in (1..=BOARDS).zip(desks) {
        let (code, out, err) = within(d, Duration::from_secs(120));
        assert_eq!(code, 0, "desk {b}: {out}{err}");
        assert!(out.contains(&format!("Assigned board 1.{b}")), "desk {b}: {out}");
    }
    // Every result is in the round as its record says: provisional with the sheet, then final.
    let results: std::collections::BTreeMap<_, _> = hub.results().into_iter().collect();
    for b in 1..=BOARDS {
        let record = victoria_record::store::load_game(&game(b)).unwrap();
        let public = victoria_record::public::PublicGame::of_record(&record);
        let recorded = Verdict::of_public(public.result.as_ref().unwrap());
        let r = &results[&BoardId { round: 1, board: b }];
        assert_eq!(r.desk, Some(recorded), "board {b}");
        assert_eq!(r.sheet_digest.as_deref(), record.arbiter_seal.as_ref().map(|s| s.digest.as_str()), "board {b}");
        let snap = hub.snapshot(1, b).unwrap();
        assert_eq!(snap.game.moves.len(), record.moves.len(), "board {b}: the final state");
        hub.confirm(1, b).unwrap();
    }
    let finals = hub.results().into_iter().filter(|(_, r)| r.confirmed.is_some()).count();
    assert_eq!(finals, BOARDS as usize);
    hub.stop();
}

/// A desk killed (SIGKILL) while its game is recorded and started again goes on from the number
/// in GAME.json.live: the hub never sees a number twice, and ends with the final state.
#[test]
fn a_desk_killed_and_restarted_goes_on_where_it_stopped() {
    use victoria_live::hub::{Hub, HubEvent};
    let dir = temp_dir("desk-restart");
    let hub = Hub::start(&dir.join("event"), "127.0.0.1:0".parse().unwrap(), ArbiterKey::from_secret([1; 32])).unwrap();
    set_event(&hub, 1);
    let url = hub.join_url();
    let game = dir.join("board.json");
    let desk = || {
        command()
            .env("VICTORIA_ARBITER_CONFIG", dir.join("desk"))
            .args(["desk", "join", &url, game.to_str().unwrap(), "--board", "1.1", "--poll-ms", "20"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let mut first = desk();
    let until = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < until, "no join request");
        if let Some(HubEvent::JoinRequest { code, .. }) = hub.next_event(Duration::from_millis(200)) {
            hub.assign(&code, 1, 1).unwrap();
            break;
        }
    }
    while !game.exists() {
        assert!(Instant::now() < until, "no game file");
        std::thread::sleep(Duration::from_millis(20));
    }
    let recorder = command()
        .env("VICTORIA_ARBITER_CONFIG", dir.join("desk"))
        .args(["desk", "record-random", game.to_str().unwrap(), "--seed", "5", "--plies", "30", "--pace-ms", "60"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Killed after it has published a few snapshots, while the game goes on.
    while hub.snapshot(1, 1).is_none_or(|s| s.seq < 4) {
        assert!(Instant::now() < until, "nothing published");
        std::thread::sleep(Duration::from_millis(10));
    }
    first.kill().unwrap();
    first.wait().unwrap();
    let before = hub.snapshot(1, 1).unwrap().seq;
    std::thread::sleep(Duration::from_millis(300));
    let (code, out, err) = within(desk(), Duration::from_secs(90));
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("joined board 1.1 before"), "{err}");
    let (code, _, _) = within(recorder, Duration::from_secs(60));
    assert_eq!(code, 0);
    let last = hub.snapshot(1, 1).unwrap();
    let record = victoria_record::store::load_game(&game).unwrap();
    assert!(last.seq > before, "{} after {before}", last.seq);
    assert_eq!(last.game.moves.len(), record.moves.len());
    assert!(last.game.result.is_some());
    let refused = std::fs::read_to_string(dir.join("event/live/refused.log")).unwrap_or_default();
    assert!(!refused.contains("snapshot"), "{refused}");
    hub.stop();
}
