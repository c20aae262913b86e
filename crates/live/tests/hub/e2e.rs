//! A round end to end on loopback: a hub, eight desks recording random games (threads driving
//! the library: the desk's publisher and the join messages), the chief assigning them as they
//! ask and confirming each sealed result, spectators reading the stream.

use super::loopback;
use super::support::{Client, Desk, SseEvent, chief_key, event, signed};
use std::collections::BTreeMap;
use std::sync::mpsc;
use std::time::{Duration, Instant};
use victoria_live::hub::{Hub, HubEvent, Verdict};
use victoria_live::join::{BoardId, JoinState};
use victoria_testkit::temp_dir;

const BOARDS: u32 = 8;
const SPECTATORS: usize = 4;

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
    let (done_tx, done_rx) = mpsc::channel();
    let desks: Vec<_> = (1..=BOARDS)
        .map(|b| {
            let (c, key, done) = (Client::new(&base), hub_key.clone(), done_tx.clone());
            std::thread::spawn(move || {
                let mut desk = Desk::new(b, BoardId { round: 1, board: b }, 100 + u64::from(b));
                let state: JoinState = desk.join_and_wait(&c, &key);
                assert_eq!(state.assignment().unwrap().board, desk.board);
                let mut acked = 0;
                while let Some(e) = desk.act(6 + b as usize) {
                    let (status, body) = c.post("/api/snapshot", &e.to_json());
                    assert_eq!(status, 200, "{body}");
                    let ack: serde_json::Value = signed(&body, &key);
                    assert_eq!(ack["seq"].as_u64(), Some(desk.publisher.seq()));
                    acked += 1;
                }
                let _ = done.send(b);
                (desk.board.board, desk.verdict().unwrap(), desk.publisher.seq(), acked)
            })
        })
        .collect();
    drop(done_tx);
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
    assert_eq!(done_rx.iter().count(), BOARDS as usize);
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
