//! A round end to end on loopback: a hub, eight desks recording random games (eight processes:
//! this test binary run again as `e2e::desk_child`, each recording with the record crate's
//! Recorder and publishing with the desk's publisher), the chief assigning them as they ask and
//! confirming each sealed result, spectators reading the stream.

use super::loopback;
use super::support::{Client, Desk, SseEvent, chief_key, event, signed};
use std::collections::BTreeMap;
use std::io::BufRead;
use std::time::{Duration, Instant};
use victoria_live::hub::{Hub, HubEvent, Verdict};
use victoria_live::join::{BoardId, JoinState};
use victoria_testkit::temp_dir;

const BOARDS: u32 = 8;
const SPECTATORS: usize = 4;
/// What a desk process is given: the hub's address, its key, the board.
const DESK_ENV: &str = "VICTORIA_HUB_DESK";

/// A desk as a process of its own (run by the end-to-end test; without its environment it does
/// nothing): joins asking for its board of round 1, records a random game and publishes every
/// public change, then prints `report BOARD RESULT SEQ ACKNOWLEDGED`.
#[test]
#[ignore]
fn desk_child() {
    let Ok(given) = std::env::var(DESK_ENV) else { return };
    let f: Vec<&str> = given.split_whitespace().collect();
    let (c, key, b) = (Client::new(f[0]), f[1], f[2].parse::<u32>().unwrap());
    let mut desk = Desk::new(b, BoardId { round: 1, board: b }, 100 + u64::from(b));
    let state: JoinState = desk.join_and_wait(&c, key);
    assert_eq!(state.assignment().unwrap().board, desk.board);
    let mut acked = 0;
    while let Some(e) = desk.act(6 + b as usize) {
        let (status, body) = c.post("/api/snapshot", &e.to_json());
        assert_eq!(status, 200, "{body}");
        let ack: serde_json::Value = signed(&body, key);
        assert_eq!(ack["seq"].as_u64(), Some(desk.publisher.seq()));
        acked += 1;
    }
    // On a line of its own: libtest writes the test's name before it.
    println!("\nreport {b} {} {} {acked}", desk.verdict().unwrap().key(), desk.publisher.seq());
}

/// Reads a stream until every board's final result has come (or 60 s).
fn spectate(c: Client) -> Vec<SseEvent> {
    let mut seen = Vec::new();
    let mut stream = c.events("audience=hall&round=1", None).expect("a stream");
    let until = Instant::now() + Duration::from_secs(60);
    let finals = |seen: &[SseEvent]| seen.iter().filter(|e| e.event == "result" && e.data["state"] == "final").count();
    while finals(&seen) < BOARDS as usize && Instant::now() < until {
        match stream.next_event() {
            Some(e) => seen.push(e),
            None => break,
        }
    }
    seen
}

#[test]
fn eight_desks_record_a_round_and_every_spectator_sees_every_result_once_and_the_final_state() {
    let dir = temp_dir("hub-e2e");
    let hub = Hub::start(&dir, loopback(), chief_key()).unwrap();
    hub.set_event(event(1, BOARDS));
    let base = format!("http://{}", hub.local_addr());
    let hub_key = hub.key_hex().to_string();
    let spectators: Vec<_> = (0..SPECTATORS)
        .map(|_| {
            let c = Client::new(&base);
            std::thread::spawn(move || spectate(c))
        })
        .collect();
    // The desks: eight processes (this test binary again, as `e2e::desk_child`).
    let desks: Vec<_> = (1..=BOARDS)
        .map(|b| {
            let mut child = std::process::Command::new(std::env::current_exe().unwrap())
                .args(["--exact", "e2e::desk_child", "--ignored", "--nocapture", "--test-threads=1"])
                .env(DESK_ENV, format!("{base} {hub_key} {b}"))
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            let out = std::io::BufReader::new(child.stdout.take().unwrap());
            std::thread::spawn(move || {
                // Read to the end: a closed pipe would fail the desk's last words.
                let lines: Vec<String> = out.lines().map_while(Result::ok).collect();
                let line = lines.into_iter().find(|l| l.starts_with("report ")).expect("the desk's report");
                assert!(
                    victoria_testkit::cli::wait_within(&mut child, Duration::from_secs(300), &format!("desk {b}"))
                        .success()
                );
                let f: Vec<&str> = line.split_whitespace().collect();
                let verdict = Verdict::from_key(f[2]).unwrap();
                (f[1].parse::<u32>().unwrap(), verdict, f[3].parse::<u64>().unwrap(), f[4].parse::<usize>().unwrap())
            })
        })
        .collect();
    // The chief: assigns each desk the board it asks for, confirms each sealed result.
    let mut finals: BTreeMap<u32, Verdict> = BTreeMap::new();
    let until = Instant::now() + Duration::from_secs(90);
    while finals.len() < BOARDS as usize && Instant::now() < until {
        let Some(e) = hub.next_event(Duration::from_millis(100)) else { continue };
        match e {
            HubEvent::JoinRequest { code, wish: Some(w), .. } => hub.assign(&code, w.round, w.board).unwrap(),
            HubEvent::Provisional { round, board, sheet: true, .. } => hub.confirm(round, board).unwrap(),
            HubEvent::Final { board, result, overridden: false, .. } => {
                assert!(finals.insert(board, result).is_none(), "board {board} is final once");
            }
            HubEvent::Conflict { .. } => panic!("{e}"),
            _ => {}
        }
    }
    let desks: Vec<_> = desks.into_iter().map(|d| d.join().unwrap()).collect();
    for (board, verdict, seq, acked) in &desks {
        assert_eq!(finals.get(board), Some(verdict), "board {board}'s result as its desk recorded it");
        assert_eq!(hub.snapshot(1, *board).unwrap().seq, *seq);
        assert_eq!(*acked as u64, *seq, "every snapshot acknowledged once");
    }
    for s in spectators {
        let seen = s.join().unwrap();
        for (board, verdict, seq, _) in &desks {
            let finals: Vec<&SseEvent> = seen
                .iter()
                .filter(|e| e.event == "result" && e.data["board"] == *board && e.data["state"] == "final")
                .collect();
            assert_eq!(finals.len(), 1, "board {board}'s final result exactly once");
            assert_eq!(finals[0].data["score"], verdict.score());
            let last = seen.iter().rev().find(|e| e.event == "board" && e.data["board"] == *board).unwrap();
            assert_eq!(last.data["seq"].as_u64(), Some(*seq), "board {board} at its final state");
        }
        let ids: Vec<u64> = seen.iter().map(|e| e.id).collect();
        assert!(ids.windows(2).all(|w| w[0] < w[1]), "ids only grow");
    }
    // A page opened now starts from the final state: every board's last snapshot and result.
    let c = Client::new(&base);
    let state: serde_json::Value = serde_json::from_str(&c.get("/api/state?round=1").1).unwrap();
    let events = state["events"].as_array().unwrap();
    for (board, verdict, seq, _) in &desks {
        let b = events.iter().find(|e| e["event"] == "board" && e["data"]["board"] == *board).unwrap();
        assert_eq!(b["data"]["seq"].as_u64(), Some(*seq));
        let r = events.iter().find(|e| e["event"] == "result" && e["data"]["board"] == *board).unwrap();
        assert_eq!((r["data"]["score"].as_str(), r["data"]["state"].as_str()), (Some(verdict.score()), Some("final")));
        assert_eq!(c.get(&format!("/board/1/{board}")).0, 200);
    }
    let mut fresh = c.events("audience=hall&round=1", None).unwrap();
    let first: Vec<SseEvent> = (0..1 + 2 * BOARDS).map(|_| fresh.next_event().unwrap()).collect();
    assert_eq!(first.iter().filter(|e| e.event == "board").count(), BOARDS as usize);
}
