//! The hub's journal compacted: the state file written and the journal restarted, by hand,
//! past the journal's bound and when the round changes; a start from the state file gives the
//! hub it was; a compaction that fails at any of its steps loses nothing (the crash at each
//! step, in a process of its own, is in `faults.rs`).

use super::support::{Client, Desk, chief_key};
use super::{hub_dir, hub_with_one_desk, loopback, wait_for};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use victoria_live::hub::{Audience, CompactStep, Hub, HubConfig, HubError, HubEvent, HubHandle};
use victoria_live::join::BoardId;

/// What a hub holds, as its owner and the spectators see it (without the stream's ids and
/// clocks, which a start renews).
fn view(hub: &HubHandle) -> serde_json::Value {
    let mut events = hub.state_json(Audience::Hall, None)["events"].as_array().cloned().unwrap();
    for e in &mut events {
        e.as_object_mut().unwrap().remove("id");
        if let Some(d) = e["data"].as_object_mut() {
            d.remove("now");
        }
    }
    events.sort_by_key(|e| e.to_string());
    serde_json::json!({
        "events": events,
        "results": format!("{:?}", hub.results()),
        "desks": format!("{:?}", hub.desks()),
        "delay": [hub.delay(Audience::Hall), hub.delay(Audience::Net)],
        "boards": [hub.snapshot(1, 1).map(|s| s.seq), hub.snapshot(1, 2).map(|s| s.seq)],
    })
}

/// The view of a hub once its feeds have handed out what it took (asynchronously, on its
/// runtime): two views a moment apart agree.
fn settled(hub: &HubHandle) -> serde_json::Value {
    let mut last = view(hub);
    loop {
        std::thread::sleep(std::time::Duration::from_millis(100));
        let now = view(hub);
        if now == last {
            return now;
        }
        last = now;
    }
}

/// Waits until the hub started again shows `was` (its feeds hand out the replayed events on
/// the hub's runtime, a moment after the start), or says how it differs.
fn shows(hub: &HubHandle, was: &serde_json::Value, what: &str) {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let now = view(hub);
        if &now == was {
            return;
        }
        if std::time::Instant::now() > until {
            assert_eq!(&now, was, "{what}");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// A hub started again on `dir` and told the event (2 rounds of 2 boards, round `current`).
fn restart(dir: &Path, current: u32) -> HubHandle {
    let hub = Hub::start(dir, loopback(), chief_key()).unwrap();
    let mut event = super::support::event(2, 2);
    event.current = Some(current);
    hub.set_event(event);
    hub
}

fn archived(dir: &Path) -> usize {
    std::fs::read_dir(dir.join("live/archive")).map_or(0, |d| d.count())
}

/// A second desk joined and given board 1.2, with `n` snapshots of its game taken.
fn second_desk(hub: &HubHandle, c: &Client, n: usize) -> Desk {
    let mut desk = Desk::new(2, BoardId { round: 1, board: 2 }, 22);
    assert_eq!(c.post("/api/join", &desk.join().to_json()).0, 200);
    hub.assign(&desk.fingerprint(), 1, 2).unwrap();
    for _ in 0..n {
        assert_eq!(c.post("/api/snapshot", &desk.act(200).unwrap().to_json()).0, 200);
    }
    desk
}

#[test]
fn a_hub_started_from_its_state_file_is_the_hub_it_was() {
    let (hub, c, mut desk) = hub_with_one_desk("hub-compact", |c| c.compact_bytes = u64::MAX);
    let dir = hub_dir(&hub);
    let mut sent = Vec::new();
    while let Some(e) = desk.act(8) {
        assert_eq!(c.post("/api/snapshot", &e.to_json()).0, 200);
        sent.push(e);
    }
    wait_for(&hub, |e| matches!(e, HubEvent::Provisional { sheet: true, .. }).then_some(()));
    hub.confirm(1, 1).unwrap();
    hub.set_delay(Audience::Net, 7).unwrap();
    let before = hub.journal_bytes();
    hub.compact();
    assert!(hub.notes().is_empty(), "{:?}", hub.notes());
    assert!(hub.journal_bytes() < 100 && before > 10_000, "{before} bytes, then {}", hub.journal_bytes());
    assert_eq!(std::fs::read_to_string(dir.join("live/hub.journal")).unwrap().lines().count(), 1, "the header");
    assert_eq!(archived(&dir), 1);
    assert!(dir.join("live/hub.state").exists());
    // More comes after it, into the new journal.
    let second = second_desk(&hub, &c, 3);
    // The rounds' events carry the results as of when the owner told the event: told again.
    hub.set_event(super::support::event(2, 2));
    let was = settled(&hub);
    drop(hub);
    let hub = restart(&dir, 1);
    assert!(hub.notes().is_empty(), "{:?}", hub.notes());
    shows(&hub, &was, "after the start");
    // The owner hears the final result again.
    wait_for(&hub, |e| matches!(e, HubEvent::Final { round: 1, board: 1, .. }).then_some(()));
    let c = Client::new(&format!("http://{}", hub.local_addr()));
    for e in &sent {
        assert_eq!(c.post("/api/snapshot", &e.to_json()).0, 409, "its seq is remembered");
    }
    assert_eq!(hub.snapshot(1, 2).unwrap().seq, second.publisher.seq());
    // The chief's numbering goes on: the next action is taken, an old number is not.
    hub.set_delay(Audience::Net, 9).unwrap();
    assert_eq!(hub.delay(Audience::Net), 9);
}

#[test]
fn the_journal_is_compacted_past_its_bound_and_when_the_next_round_is_played() {
    let (hub, c, mut desk) = hub_with_one_desk("hub-compact-bound", |c| c.compact_bytes = 6_000);
    let dir = hub_dir(&hub);
    while let Some(e) = desk.act(40) {
        assert_eq!(c.post("/api/snapshot", &e.to_json()).0, 200);
        assert!(hub.journal_bytes() < 6_000 + 20_000, "{} bytes", hub.journal_bytes());
    }
    let compacted = archived(&dir);
    assert!(compacted >= 3, "{compacted} compactions");
    let second = second_desk(&hub, &c, 2);
    // The next round: compacted between rounds, whatever the journal's size.
    let mut next = super::support::event(2, 2);
    next.current = Some(2);
    hub.set_event(next.clone());
    assert_eq!(archived(&dir), compacted + 1);
    hub.set_event(next);
    assert_eq!(archived(&dir), compacted + 1, "the same round again: nothing to do");
    let was = settled(&hub);
    drop(hub);
    let hub = restart(&dir, 2);
    shows(&hub, &was, "after the start");
    assert_eq!(hub.snapshot(1, 2).unwrap().seq, second.publisher.seq());
}

#[test]
fn a_compaction_that_fails_at_any_step_loses_nothing() {
    for step in CompactStep::ALL {
        let fail = Arc::new(AtomicBool::new(true));
        let f = fail.clone();
        let (hub, c, mut desk) = hub_with_one_desk(&format!("hub-compact-fail-{step:?}"), move |c| {
            c.compact_bytes = u64::MAX;
            c.fault = Some(Arc::new(move |s| {
                if s == step && f.swap(false, Ordering::Relaxed) {
                    return Err(std::io::Error::other("the disk is full"));
                }
                Ok(())
            }));
        });
        let dir = hub_dir(&hub);
        for _ in 0..4 {
            assert_eq!(c.post("/api/snapshot", &desk.act(100).unwrap().to_json()).0, 200);
        }
        hub.compact();
        assert!(hub.notes().iter().any(|n| n.contains("the disk is full")), "{step:?}: {:?}", hub.notes());
        // The hub goes on: what it takes now is on disk too.
        let second = second_desk(&hub, &c, 3);
        assert_eq!(c.post("/api/snapshot", &desk.act(100).unwrap().to_json()).0, 200);
        let was = settled(&hub);
        drop(hub);
        let hub = restart(&dir, 1);
        shows(&hub, &was, &format!("{step:?}"));
        assert_eq!(hub.snapshot(1, 2).unwrap().seq, second.publisher.seq(), "{step:?}");
        // And the next compaction goes through.
        hub.compact();
        assert!(hub.notes().is_empty(), "{step:?}: {:?}", hub.notes());
        let was = settled(&hub);
        drop(hub);
        let hub = restart(&dir, 1);
        shows(&hub, &was, &format!("{step:?} and compacted"));
        assert!(!dir.join("live/hub.journal.next").exists(), "{step:?}");
        drop(hub);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn a_state_file_cut_short_is_ignored_and_a_damaged_one_stops_the_start_saying_so() {
    let (hub, c, mut desk) = hub_with_one_desk("hub-compact-damaged", |c| c.compact_bytes = u64::MAX);
    let dir = hub_dir(&hub);
    assert_eq!(c.post("/api/snapshot", &desk.act(100).unwrap().to_json()).0, 200);
    hub.compact();
    let was = settled(&hub);
    drop(hub);
    // A crash before the rename leaves the temporary file: the start removes it.
    let tmp = dir.join("live/.hub.state.tmp-4242");
    std::fs::write(&tmp, b"{\"format\":").unwrap();
    let hub = restart(&dir, 1);
    shows(&hub, &was, "with a temporary file left");
    assert!(!tmp.exists());
    drop(hub);
    // Damage in the state file itself stops the start; the words name the file.
    let state = dir.join("live/hub.state");
    let text = std::fs::read_to_string(&state).unwrap();
    std::fs::write(&state, &text[..text.len() / 2]).unwrap();
    let Err(e) = Hub::start(&dir, loopback(), chief_key()) else { panic!("started on a damaged state file") };
    assert!(matches!(e, HubError::State(_)));
    assert!(e.to_string().contains("hub.state"), "{e}");
    // A state file of another chief's key is not taken.
    std::fs::write(&state, text).unwrap();
    let other = victoria_record::sign::ArbiterKey::from_secret([9; 32]);
    let Err(e) = Hub::start_with(HubConfig::new(&dir, loopback()), other) else { panic!("another chief") };
    assert!(e.to_string().contains("another chief"), "{e}");
}
