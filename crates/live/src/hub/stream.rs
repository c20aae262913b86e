//! The spectators' events, per audience. Every event has a global number (`id:`); each audience
//! sees it after its delay, keeps the last [`RING`] events to resume a stream from
//! `Last-Event-ID`, and the latest event per board, result and round: the full state a stream
//! starts with when it has no id or one too old.

use super::state::Audience;
use std::collections::{BTreeMap, VecDeque};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{Notify, broadcast, mpsc};

/// How many events each audience keeps for resuming.
pub(crate) const RING: usize = 4096;

/// One event of the stream.
#[derive(Debug)]
pub(crate) struct Item {
    pub id: u64,
    /// When it happened (ms since 1970 UTC): an audience sees it `delay` later.
    pub at: i64,
    /// `board`, `result`, `round` or `standings`.
    pub kind: &'static str,
    /// The round it is about (`None`: the standings).
    pub round: Option<u32>,
    /// What it replaces in the full state (`board 1 2`, `result 1 2`, `round`).
    pub key: String,
    /// Its JSON (one line).
    pub data: Arc<str>,
}

/// What one audience has seen.
#[derive(Debug)]
pub(crate) struct Feed {
    ring: VecDeque<Arc<Item>>,
    latest: BTreeMap<String, Arc<Item>>,
    tx: broadcast::Sender<Arc<Item>>,
}

impl Feed {
    fn new() -> Feed {
        Feed { ring: VecDeque::new(), latest: BTreeMap::new(), tx: broadcast::channel(1024).0 }
    }

    fn publish(&mut self, item: Arc<Item>) {
        if self.ring.len() == RING {
            self.ring.pop_front();
        }
        self.ring.push_back(item.clone());
        self.latest.insert(item.key.clone(), item.clone());
        let _ = self.tx.send(item);
    }

    /// The events after `last` when the ring still holds them all, else the full state; and a
    /// receiver of what follows.
    pub(crate) fn subscribe(
        &self,
        last: Option<u64>,
        round: Option<u32>,
    ) -> (Vec<Arc<Item>>, broadcast::Receiver<Arc<Item>>) {
        (self.backlog(last, round), self.tx.subscribe())
    }

    /// What a stream that saw `last` is sent first: what followed it, or the full state of
    /// `round` (all rounds with `None`).
    pub(crate) fn backlog(&self, last: Option<u64>, round: Option<u32>) -> Vec<Arc<Item>> {
        let newest = self.ring.back().map_or(0, |i| i.id);
        match last {
            Some(l) if l >= newest => Vec::new(),
            Some(l) if self.ring.front().is_some_and(|f| f.id <= l + 1) => {
                self.ring.iter().filter(|i| i.id > l).cloned().collect()
            }
            _ => self.full_state(round),
        }
    }

    /// The latest event of each board, result and round of `round` (every round with `None`),
    /// and the standings, in their order.
    pub(crate) fn full_state(&self, round: Option<u32>) -> Vec<Arc<Item>> {
        let wanted = |i: &Item| round.is_none() || i.round.is_none() || i.round == round;
        let mut v: Vec<_> = self.latest.values().filter(|i| wanted(i)).cloned().collect();
        v.sort_by_key(|i| i.id);
        v
    }
}

/// Every audience's feed, and the queues that hold events for their delays.
#[derive(Debug)]
pub(crate) struct Feeds {
    pub feeds: BTreeMap<Audience, Arc<Mutex<Feed>>>,
    pub delays: BTreeMap<Audience, Arc<AtomicU32>>,
    queues: BTreeMap<Audience, mpsc::UnboundedSender<Arc<Item>>>,
    changed: BTreeMap<Audience, Arc<Notify>>,
    receivers: Mutex<Vec<(Audience, mpsc::UnboundedReceiver<Arc<Item>>)>>,
    next_id: u64,
}

impl Feeds {
    /// Feeds whose numbers start above `base` (the hub's start time in µs: ids grow across
    /// restarts, so a stream resumed from an earlier run gets the full state).
    pub(crate) fn new(base: u64) -> Feeds {
        let mut f = Feeds {
            feeds: BTreeMap::new(),
            delays: BTreeMap::new(),
            queues: BTreeMap::new(),
            changed: BTreeMap::new(),
            receivers: Mutex::new(Vec::new()),
            next_id: base,
        };
        for a in Audience::ALL {
            let (tx, rx) = mpsc::unbounded_channel();
            f.feeds.insert(a, Arc::new(Mutex::new(Feed::new())));
            f.delays.insert(a, Arc::new(AtomicU32::new(0)));
            f.queues.insert(a, tx);
            f.changed.insert(a, Arc::new(Notify::new()));
            f.receivers.lock().unwrap_or_else(|e| e.into_inner()).push((a, rx));
        }
        f
    }

    /// A new event, for every audience after its delay.
    pub(crate) fn push(&mut self, at: i64, kind: &'static str, round: Option<u32>, key: String, data: String) {
        self.next_id += 1;
        let item = Arc::new(Item { id: self.next_id, at, kind, round, key, data: data.into() });
        for q in self.queues.values() {
            let _ = q.send(item.clone());
        }
    }

    pub(crate) fn set_delay(&self, audience: Audience, seconds: u32) {
        self.delays[&audience].store(seconds, Ordering::Relaxed);
        self.changed[&audience].notify_one();
    }

    /// Starts the tasks that hand each audience its events when their delay is over (once, on
    /// the hub's runtime).
    pub(crate) fn spawn_releasers(&self, shutdown: tokio::sync::watch::Receiver<bool>) {
        let taken: Vec<_> = std::mem::take(&mut *self.receivers.lock().unwrap_or_else(|e| e.into_inner()));
        for (a, mut rx) in taken {
            let feed = self.feeds[&a].clone();
            let delay = self.delays[&a].clone();
            let changed = self.changed[&a].clone();
            let mut shutdown = shutdown.clone();
            tokio::spawn(async move {
                while let Some(item) = tokio::select! { i = rx.recv() => i, _ = shutdown.changed() => None } {
                    loop {
                        let due = item.at + i64::from(delay.load(Ordering::Relaxed)) * 1000;
                        let wait = due - now_ms();
                        if wait <= 0 {
                            break;
                        }
                        let sleep = tokio::time::sleep(std::time::Duration::from_millis(wait as u64));
                        tokio::select! {
                            _ = sleep => {}
                            _ = changed.notified() => {}
                            _ = shutdown.changed() => return,
                        }
                    }
                    feed.lock().unwrap_or_else(|e| e.into_inner()).publish(item);
                }
            });
        }
    }
}

/// Milliseconds since 1970 UTC.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(id: u64, key: &str) -> Arc<Item> {
        Arc::new(Item { id, at: 0, kind: "board", round: Some(1), key: key.into(), data: "{}".into() })
    }

    #[test]
    fn a_stream_resumes_from_the_ring_or_starts_from_the_full_state() {
        let mut f = Feed::new();
        for id in 1..=(RING as u64 + 10) {
            f.publish(item(id, if id % 2 == 0 { "board 1 1" } else { "board 1 2" }));
        }
        let last = RING as u64 + 10;
        assert!(f.backlog(Some(last), None).is_empty());
        let ids: Vec<u64> = f.backlog(Some(last - 3), None).iter().map(|i| i.id).collect();
        assert_eq!(ids, vec![last - 2, last - 1, last]);
        // Too old (or none): the latest event of each board.
        let ids: Vec<u64> = f.backlog(Some(5), Some(1)).iter().map(|i| i.id).collect();
        assert_eq!(ids, vec![last - 1, last]);
        assert_eq!(f.backlog(None, None).len(), 2);
        assert!(f.backlog(None, Some(2)).is_empty(), "round 2 has nothing yet");
    }
}
