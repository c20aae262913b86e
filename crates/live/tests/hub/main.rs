//! The hub on loopback: its HTTP interface, its refusals, its journal across restarts, the
//! spectators' stream, a round of eight desks end to end, and faults (`faults.rs`).

mod compact;
mod e2e;
mod faults;
mod page;
mod support;

use std::time::{Duration, Instant};
use support::{Client, Desk, chief_key, desk_key, event, signed};
use victoria_live::hub::{Audience, Hub, HubConfig, HubEvent, Verdict};
use victoria_live::join::{BoardId, HubInfo};
use victoria_live::{Envelope, Snapshot};
use victoria_testkit::temp_dir;

fn loopback() -> std::net::SocketAddr {
    "127.0.0.1:0".parse().unwrap()
}

/// Waits for the owner's event that `want` picks.
fn wait_for<T>(hub: &victoria_live::hub::HubHandle, mut want: impl FnMut(&HubEvent) -> Option<T>) -> T {
    let until = Instant::now() + Duration::from_secs(20);
    while Instant::now() < until {
        if let Some(e) = hub.next_event(Duration::from_millis(50))
            && let Some(t) = want(&e)
        {
            return t;
        }
    }
    panic!("the hub never said it");
}

/// A hub with desk 1 joined and given board 1.1; the client and the desk.
fn hub_with_one_desk(name: &str, config: impl FnOnce(&mut HubConfig)) -> (victoria_live::hub::HubHandle, Client, Desk) {
    let dir = temp_dir(name);
    let mut c = HubConfig::new(&dir, loopback());
    config(&mut c);
    let hub = Hub::start_with(c, chief_key()).unwrap();
    hub.set_event(event(2, 2));
    let client = Client::new(&format!("http://{}", hub.local_addr()));
    let desk = Desk::new(1, BoardId { round: 1, board: 1 }, 11);
    let (status, body) = client.post("/api/join", &desk.join().to_json());
    assert_eq!(status, 200, "{body}");
    let code = wait_for(&hub, |e| match e {
        HubEvent::JoinRequest { code, wish, .. } if *wish == Some(desk.board) => Some(code.clone()),
        _ => None,
    });
    hub.assign(&code, 1, 1).unwrap();
    (hub, client, desk)
}

#[test]
fn the_hub_starts_in_under_a_second_says_who_it_is_and_stops_cleanly_with_a_stream_open() {
    let dir = temp_dir("hub-start");
    let t0 = Instant::now();
    let hub = Hub::start(&dir, loopback(), chief_key()).unwrap();
    let c = Client::new(&format!("http://{}", hub.local_addr()));
    let (status, body) = c.get("/api/hub");
    let started = t0.elapsed();
    assert_eq!(status, 200, "{body}");
    assert!(started < Duration::from_secs(1), "started and answered in {started:?}");
    let info: HubInfo = signed(&body, hub.key_hex());
    assert_eq!(info.fingerprint, hub.fingerprint());
    assert!(hub.join_url().ends_with(&format!("/?hub={}", hub.fingerprint())), "{}", hub.join_url());
    hub.set_event(event(1, 2));
    let (_, body) = c.get("/api/hub");
    let info: HubInfo = signed(&body, hub.key_hex());
    assert_eq!((info.event.as_str(), info.round, info.rounds[0].boards.len()), ("Loopback Open", Some(1), 2));
    // Pages and their assets are served.
    for path in ["/", "/round/1", "/board/1/2", "/hall", "/standings?lang=en", "/assets/live.js"] {
        assert_eq!(c.get(path).0, 200, "{path}");
    }
    assert_eq!(c.get("/assets/nothing").0, 404);
    let mut stream = c.events("audience=hall", None).expect("a stream");
    let first = stream.next_event().expect("the round's state");
    assert_eq!(first.event, "round");
    let t1 = Instant::now();
    hub.stop();
    assert!(t1.elapsed() < Duration::from_secs(3), "stopped in {:?}", t1.elapsed());
    assert!(stream.next_event().is_none(), "the stream ended with the hub");
    assert_eq!(c.get("/api/hub").0, 0, "nothing listens any more");
}

#[test]
fn forged_unknown_wrong_board_old_large_and_fast_messages_are_refused_over_http_and_logged() {
    let (hub, c, mut desk) = hub_with_one_desk("hub-refusals", |c| c.key_rate = (0.5, 8.0));
    let hub_key = hub.key_hex().to_string();
    let e1 = desk.act(40).unwrap();
    assert_eq!(c.post("/api/snapshot", &e1.to_json()).0, 200);
    // Replayed: 409.
    let (status, body) = c.post("/api/snapshot", &e1.to_json());
    assert_eq!(status, 409);
    let why: serde_json::Value = signed(&body, &hub_key);
    assert_eq!(why["refused"], "old");
    // Forged: the body changed after signing.
    let mut forged = desk.act(40).unwrap();
    forged.body = forged.body.replace("Random A", "Someone");
    assert_eq!(c.post("/api/snapshot", &forged.to_json()).0, 400);
    // Not an envelope.
    assert_eq!(c.post("/api/snapshot", "{\"kind\":").0, 400);
    // Unknown key.
    let stranger = desk_key(99);
    let snap: Snapshot = e1.open("snapshot").unwrap();
    assert_eq!(c.post("/api/snapshot", &Envelope::seal("snapshot", &snap, &stranger).to_json()).0, 403);
    // Wrong board: the desk's key for board 2.
    let other = Snapshot { board: 2, ..snap.clone() };
    assert_eq!(c.post("/api/snapshot", &Envelope::seal("snapshot", &other, &desk.key).to_json()).0, 403);
    // Too large.
    let big = "x".repeat(victoria_live::envelope::MAX_BYTES + 10);
    assert_eq!(c.post("/api/snapshot", &big).0, 413);
    // A chief's action signed by a desk.
    let body = victoria_live::hub::ChiefBody {
        n: 1_000,
        action: victoria_live::hub::ChiefAction::Override { round: 1, board: 1, result: Verdict::Black },
    };
    assert_eq!(c.post("/api/chief", &Envelope::seal("chief", &body, &desk.key).to_json()).0, 403);
    // Signed by the chief it is done.
    assert_eq!(c.post("/api/chief", &Envelope::seal("chief", &body, &chief_key()).to_json()).0, 200);
    assert_eq!(c.post("/api/chief", &Envelope::seal("chief", &body, &chief_key()).to_json()).0, 409, "only once");
    // A chief on another machine learns the number of the last action from `/api/hub`, and
    // numbers the next above it.
    let info: HubInfo = signed(&c.get("/api/hub").1, &hub_key);
    assert_eq!(info.chief_n, 1_000);
    let next = victoria_live::hub::ChiefBody {
        n: info.chief_n + 1,
        action: victoria_live::hub::ChiefAction::Delay { audience: Audience::Net, seconds: 5 },
    };
    assert_eq!(c.post("/api/chief", &Envelope::seal("chief", &next, &chief_key()).to_json()).0, 200);
    assert_eq!(signed::<HubInfo>(&c.get("/api/hub").1, &hub_key).chief_n, 1_001);
    hub.assign(&desk.fingerprint(), 1, 1).unwrap();
    assert_eq!(signed::<HubInfo>(&c.get("/api/hub").1, &hub_key).chief_n, 1_002, "the hub's own actions count too");
    // Too fast: the desk's bucket (8 at once) runs dry.
    let statuses: Vec<u16> = (0..12).map(|_| c.post("/api/snapshot", &e1.to_json()).0).collect();
    assert!(statuses.contains(&429), "{statuses:?}");
    // A flood is answered but not written line by line.
    for _ in 0..150 {
        c.post("/api/join", "x");
    }
    std::thread::sleep(Duration::from_millis(300));
    c.post("/api/join", "x");
    let dir = hub_dir(&hub);
    drop(hub);
    let log = std::fs::read_to_string(dir.join("live/refused.log")).unwrap();
    assert!(log.lines().count() < 100, "{} lines", log.lines().count());
    assert!(log.contains("refusals not logged"), "{log}");
    for key in [
        "old",
        "forged",
        "unreadable",
        "unknown-key",
        "wrong-board",
        "too-large",
        "not-chief",
        "chief-replay",
        "too-fast",
    ] {
        assert!(log.contains(&format!(" {key} ")), "{key} is logged:\n{log}");
    }
}

fn hub_dir(hub: &victoria_live::hub::HubHandle) -> std::path::PathBuf {
    hub.event_dir().to_path_buf()
}

#[test]
fn acknowledged_snapshots_are_in_the_journal_and_the_state_comes_back_after_a_restart() {
    let (hub, c, mut desk) = hub_with_one_desk("hub-restart", |_| {});
    let dir = hub_dir(&hub);
    let mut last = None;
    while let Some(e) = desk.act(6) {
        assert_eq!(c.post("/api/snapshot", &e.to_json()).0, 200);
        last = Some(e);
    }
    let result = desk.verdict().unwrap();
    wait_for(&hub, |e| matches!(e, HubEvent::Provisional { sheet: true, .. }).then_some(()));
    hub.confirm(1, 1).unwrap();
    wait_for(&hub, |e| matches!(e, HubEvent::Final { result: r, .. } if *r == result).then_some(()));
    drop(hub);
    // A crash in the middle of an append leaves a torn line: skipped with a note.
    use std::io::Write;
    std::fs::OpenOptions::new()
        .append(true)
        .open(dir.join("live/hub.journal"))
        .unwrap()
        .write_all(b"{\"n\":99,")
        .unwrap();
    let hub = Hub::start(&dir, loopback(), chief_key()).unwrap();
    assert!(hub.notes().iter().any(|n| n.contains("torn")), "{:?}", hub.notes());
    // The owner hears the final result again (it writes it once more, harmlessly).
    wait_for(&hub, |e| matches!(e, HubEvent::Final { result: r, .. } if *r == result).then_some(()));
    let c = Client::new(&format!("http://{}", hub.local_addr()));
    assert_eq!(c.post("/api/snapshot", &last.unwrap().to_json()).0, 409, "its seq is remembered");
    assert_eq!(hub.snapshot(1, 1).unwrap().seq, desk.publisher.seq());
    assert_eq!(hub.desks().len(), 1);
}

#[test]
fn a_stream_resumes_after_its_last_event_and_the_net_audience_waits_for_its_delay() {
    let (hub, c, mut desk) = hub_with_one_desk("hub-stream", |_| {});
    hub.set_delay(Audience::Net, 1).unwrap();
    let mut hall = c.events("audience=hall&round=1", None).unwrap();
    let mut net = c.events("audience=net&round=1", None).unwrap();
    // The first connection's state: the round.
    assert_eq!(hall.next_event().unwrap().event, "round");
    assert_eq!(net.next_event().unwrap().event, "round");
    let posted = Instant::now();
    for _ in 0..3 {
        let e = desk.act(40).unwrap();
        assert_eq!(c.post("/api/snapshot", &e.to_json()).0, 200);
    }
    let seen: Vec<_> = (0..3).map(|_| hall.next_event().unwrap()).collect();
    assert!(seen.iter().all(|e| e.event == "board"));
    assert_eq!(seen.iter().map(|e| e.data["seq"].as_u64().unwrap()).collect::<Vec<_>>(), vec![1, 2, 3]);
    assert!(seen[0].data["now"].is_i64() && seen[0].data["delay_ms"] == 0);
    let late = net.next_event().unwrap();
    assert!(posted.elapsed() >= Duration::from_millis(900), "net saw it after {:?}", posted.elapsed());
    assert_eq!((late.id, late.data["delay_ms"].as_i64()), (seen[0].id, Some(1000)));
    // Resumed after the first: the second and third again.
    let mut again = c.events("audience=hall&round=1", Some(seen[0].id)).unwrap();
    let ids: Vec<u64> = (0..2).map(|_| again.next_event().unwrap().id).collect();
    assert_eq!(ids, vec![seen[1].id, seen[2].id]);
    // From an id of before this hub: the state (the round, then the board's latest).
    let mut old = c.events("audience=hall&round=1", Some(5)).unwrap();
    let (a, b) = (old.next_event().unwrap(), old.next_event().unwrap());
    assert_eq!((a.event.as_str(), b.event.as_str(), b.data["seq"].as_u64()), ("round", "board", Some(3)));
    // Another round's state does not include this board.
    let mut r2 = c.events("audience=hall&round=2", None).unwrap();
    let first = r2.next_event().unwrap();
    assert_eq!((first.event.as_str(), first.data["round"].as_u64()), ("round", Some(2)));
    assert_eq!(c.get("/api/state?round=1").1.matches("\"event\":\"board\"").count(), 1);
}
