//! The desk's outbox: a thread that sends each game's latest snapshot to the hub
//! (`POST HUB/api/snapshot`) and retries with backoff, so that recording never waits for the
//! hub. It keeps only the latest envelope per game (an older one is worth nothing once a newer
//! one exists: the hub keeps the highest `seq`), treats `200` and `409` (an old or repeated
//! `seq`) as done, any other `4xx` but `429` as refused (reported, dropped, never retried), and
//! retries everything else — the hub down, a timeout, `429`, `5xx` — after 0.5 s, doubling to
//! 30 s, with jitter. What it is doing is in an [`OutboxStatus`] the app reads without waiting.
//!
//! The pure parts — the backoff schedule ([`backoff`]), what an answer means ([`verdict`]) and
//! the latest-per-game queue ([`Queue`]) — are tested without a network.

use crate::envelope::Envelope;
use crate::join::{HubAddress, SNAPSHOT};
use std::collections::BTreeMap;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use victoria_words::{Lang, Words, t};

/// The first wait after a failure.
pub const FIRST_DELAY: Duration = Duration::from_millis(500);
/// The longest wait between two tries.
pub const MAX_DELAY: Duration = Duration::from_secs(30);
/// How long one request may take, connection included.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(5);

/// The wait before try number `failures + 1` after `failures` failures in a row (from 1):
/// 0.5 s doubling up to 30 s, times a jitter factor between 0.8 and 1.2 (`jitter` from 0 to 1),
/// never above 30 s. Desks that lost the hub together do not all come back at once.
pub fn backoff(failures: u32, jitter: f64) -> Duration {
    let base = FIRST_DELAY.as_secs_f64() * 2f64.powi(failures.saturating_sub(1).min(16) as i32);
    let base = base.min(MAX_DELAY.as_secs_f64());
    let factor = 0.8 + 0.4 * jitter.clamp(0.0, 1.0);
    Duration::from_secs_f64((base * factor).min(MAX_DELAY.as_secs_f64()))
}

/// What an answer of the hub means for the snapshot sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// On the hub's disk (`200`), or the hub has this `seq` or a newer one already (`409`).
    Done,
    /// Refused for good (`400`, `403`, `413`, any other `4xx`): reported, not sent again.
    Refused,
    /// Try again later (`429`, `5xx`, anything else).
    Retry,
}

/// The verdict on an HTTP status.
pub fn verdict(status: u16) -> Verdict {
    match status {
        200..=299 | 409 => Verdict::Done,
        429 => Verdict::Retry,
        400..=499 => Verdict::Refused,
        _ => Verdict::Retry,
    }
}

/// One game's envelope waiting to be sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Waiting {
    pub game: String,
    pub seq: u64,
    pub envelope: Envelope,
}

/// The games waiting to be sent, the latest snapshot of each, oldest waiting first.
#[derive(Clone, Debug, Default)]
pub struct Queue {
    games: BTreeMap<String, (u64, Waiting)>,
    /// Increases with every new game in the queue: the order of sending.
    order: u64,
}

impl Queue {
    /// Adds `w`, replacing an older snapshot of its game (an equal or older `seq` than the one
    /// waiting is dropped). A replaced game keeps its place in the line.
    pub fn push(&mut self, w: Waiting) {
        match self.games.get_mut(&w.game) {
            Some((_, old)) if old.seq >= w.seq => {}
            Some((_, old)) => *old = w,
            None => {
                self.order += 1;
                self.games.insert(w.game.clone(), (self.order, w));
            }
        }
    }

    /// The next to send: the game waiting longest.
    pub fn next(&self) -> Option<&Waiting> {
        self.games.values().min_by_key(|(o, _)| *o).map(|(_, w)| w)
    }

    /// `game`'s snapshot `seq` is done (or refused): removed, unless a newer one came meanwhile.
    pub fn settle(&mut self, game: &str, seq: u64) {
        if self.games.get(game).is_some_and(|(_, w)| w.seq <= seq) {
            self.games.remove(game);
        }
    }

    pub fn len(&self) -> usize {
        self.games.len()
    }

    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }
}

/// Why a snapshot was not delivered (yet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SendError {
    /// The hub could not be reached, or did not answer in time (the transport's words).
    Unreachable { url: String, error: String },
    /// The hub answered with a status that means "later" (`429`, `5xx`).
    Busy { status: u16 },
    /// The hub refused the snapshot for good (its status and the first words of its answer).
    Refused { game: String, seq: u64, status: u16, answer: String },
}

impl Words for SendError {
    fn words(&self, lang: Lang) -> String {
        match self {
            SendError::Unreachable { url, error } => {
                t!(lang, "live-send-unreachable", url = url.as_str(), error = error.as_str())
            }
            SendError::Busy { status } => t!(lang, "live-send-busy", status = *status),
            SendError::Refused { game, seq, status, answer } => t!(
                lang,
                "live-send-refused",
                game = game.as_str(),
                seq = *seq,
                status = *status,
                answer = answer.as_str()
            ),
        }
    }
}

victoria_words::english_display!(SendError);

impl std::error::Error for SendError {}

/// What the outbox is doing, as the app shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutboxStatus {
    /// The last request reached the hub (whatever it answered).
    pub connected: bool,
    /// Games whose latest snapshot is not delivered yet.
    pub waiting: usize,
    /// Snapshots the hub has (`200`, `409`).
    pub delivered: u64,
    /// Snapshots the hub refused for good.
    pub refused: u64,
    /// The last failure (cleared by the next delivery).
    pub last_error: Option<SendError>,
    /// The last refusal for good (kept until another one).
    pub last_refusal: Option<SendError>,
    /// Failures in a row (0 when the last request succeeded).
    pub failures: u32,
    /// The highest `seq` the hub has of each game (`200` or `409`).
    pub acknowledged: BTreeMap<String, u64>,
}

impl OutboxStatus {
    /// Whether the hub has snapshot `seq` of `game` (or a later one).
    pub fn has(&self, game: &str, seq: u64) -> bool {
        self.acknowledged.get(game).is_some_and(|s| *s >= seq)
    }
}

/// How the outbox reaches the hub: one POST of a body, answered by a status (or a failure to
/// reach it, in the transport's words). The real one is [`Http`]; tests use their own.
pub trait Transport: Send + 'static {
    fn post(&mut self, url: &str, body: &str) -> Result<(u16, String), String>;
}

/// The transport over HTTP (ureq, blocking, [`REQUEST_TIMEOUT`]).
pub struct Http {
    agent: ureq::Agent,
}

impl Http {
    pub fn new() -> Http {
        Http { agent: crate::client::agent(REQUEST_TIMEOUT) }
    }
}

impl Default for Http {
    fn default() -> Http {
        Http::new()
    }
}

impl Transport for Http {
    fn post(&mut self, url: &str, body: &str) -> Result<(u16, String), String> {
        let mut r =
            self.agent.post(url).header("content-type", "application/json").send(body).map_err(|e| e.to_string())?;
        let status = r.status().as_u16();
        let text = r.body_mut().with_config().limit(64 * 1024).read_to_string().unwrap_or_default();
        Ok((status, text))
    }
}

enum Msg {
    Send(Waiting),
    /// Send what waits, then end (or end at the deadline).
    Finish(Instant),
}

/// The outbox: hand it envelopes with [`send`](Outbox::send); it never blocks the caller.
pub struct Outbox {
    tx: Sender<Msg>,
    status: Arc<Mutex<OutboxStatus>>,
    thread: Option<JoinHandle<()>>,
}

fn lock(s: &Mutex<OutboxStatus>) -> MutexGuard<'_, OutboxStatus> {
    s.lock().unwrap_or_else(|e| e.into_inner())
}

/// The game and the `seq` of a snapshot envelope (`None` for anything else).
fn head(e: &Envelope) -> Option<(String, u64)> {
    #[derive(serde::Deserialize)]
    struct Game {
        id: String,
    }
    #[derive(serde::Deserialize)]
    struct Head {
        seq: u64,
        game: Game,
    }
    let h: Head = e.open(SNAPSHOT).ok()?;
    Some((h.game.id, h.seq))
}

impl Outbox {
    /// Starts the outbox's thread for the hub at `hub`.
    pub fn start(hub: &HubAddress) -> Outbox {
        Outbox::with_transport(hub.url("/api/snapshot"), Http::new())
    }

    /// Starts it with another transport (tests), posting to `url`.
    pub fn with_transport(url: String, transport: impl Transport) -> Outbox {
        let (tx, rx) = mpsc::channel();
        let status = Arc::new(Mutex::new(OutboxStatus::default()));
        let shared = status.clone();
        let thread = std::thread::Builder::new()
            .name("victoria-outbox".into())
            .spawn(move || run(url, transport, rx, shared))
            .ok();
        Outbox { tx, status, thread }
    }

    /// Hands a snapshot envelope to the outbox (a message that is not a snapshot is ignored).
    pub fn send(&self, envelope: Envelope) {
        if let Some((game, seq)) = head(&envelope) {
            let _ = self.tx.send(Msg::Send(Waiting { game, seq, envelope }));
        }
    }

    /// What the outbox is doing now.
    pub fn status(&self) -> OutboxStatus {
        lock(&self.status).clone()
    }

    /// Sends what waits, for at most `within`, and stops the thread. Returns the status then
    /// (`waiting` says how many games were left unsent).
    pub fn finish(mut self, within: Duration) -> OutboxStatus {
        let _ = self.tx.send(Msg::Finish(Instant::now() + within));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        lock(&self.status).clone()
    }
}

impl Drop for Outbox {
    fn drop(&mut self) {
        if let Some(t) = self.thread.take() {
            let _ = self.tx.send(Msg::Finish(Instant::now()));
            let _ = t.join();
        }
    }
}

/// The outbox's thread: take what comes, send the oldest waiting game when no backoff holds,
/// wait between tries.
fn run(url: String, mut transport: impl Transport, rx: Receiver<Msg>, status: Arc<Mutex<OutboxStatus>>) {
    let mut queue = Queue::default();
    let mut failures: u32 = 0;
    let mut not_before = Instant::now();
    let mut finish: Option<Instant> = None;
    loop {
        let now = Instant::now();
        if finish.is_some_and(|f| queue.is_empty() || now >= f) {
            break;
        }
        // Wait for a message until the next try is due (or for ever when nothing waits).
        let wait = if queue.is_empty() { None } else { Some(not_before.saturating_duration_since(now)) };
        let wait = match (wait, finish) {
            (Some(w), Some(f)) => Some(w.min(f.saturating_duration_since(now))),
            (w, _) => w,
        };
        let msg = match wait {
            None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
            Some(w) if w.is_zero() => rx.try_recv().map_err(|e| match e {
                mpsc::TryRecvError::Empty => RecvTimeoutError::Timeout,
                mpsc::TryRecvError::Disconnected => RecvTimeoutError::Disconnected,
            }),
            Some(w) => rx.recv_timeout(w),
        };
        match msg {
            Ok(Msg::Send(w)) => {
                queue.push(w);
                lock(&status).waiting = queue.len();
                continue;
            }
            Ok(Msg::Finish(at)) => {
                finish = Some(at);
                continue;
            }
            Err(RecvTimeoutError::Disconnected) if finish.is_none() => finish = Some(Instant::now()),
            Err(_) => {}
        }
        if Instant::now() < not_before {
            continue;
        }
        let Some(w) = queue.next().cloned() else { continue };
        let result = transport.post(&url, &w.envelope.to_json());
        let mut s = lock(&status);
        match result {
            Ok((code, answer)) => {
                s.connected = true;
                match verdict(code) {
                    Verdict::Done => {
                        queue.settle(&w.game, w.seq);
                        let acked = s.acknowledged.entry(w.game.clone()).or_default();
                        *acked = (*acked).max(w.seq);
                        failures = 0;
                        s.delivered += 1;
                        s.last_error = None;
                    }
                    Verdict::Refused => {
                        queue.settle(&w.game, w.seq);
                        failures = 0;
                        s.refused += 1;
                        let answer: String = answer.chars().take(200).collect();
                        s.last_refusal = Some(SendError::Refused { game: w.game, seq: w.seq, status: code, answer });
                    }
                    Verdict::Retry => {
                        failures += 1;
                        s.last_error = Some(SendError::Busy { status: code });
                    }
                }
            }
            Err(error) => {
                s.connected = false;
                failures += 1;
                s.last_error = Some(SendError::Unreachable { url: url.clone(), error });
            }
        }
        s.failures = failures;
        s.waiting = queue.len();
        drop(s);
        if failures > 0 {
            not_before = Instant::now() + backoff(failures, rand::random::<f64>());
        }
    }
    lock(&status).waiting = queue.len();
}

#[cfg(test)]
mod tests {
    use super::*;
    use victoria_record::sign::ArbiterKey;

    #[test]
    fn the_backoff_doubles_from_half_a_second_to_thirty_with_jitter() {
        let mid: Vec<f64> = (1..=9).map(|n| backoff(n, 0.5).as_secs_f64()).collect();
        assert_eq!(mid, [0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 30.0, 30.0]);
        for n in 1..40 {
            let (lo, hi) = (backoff(n, 0.0), backoff(n, 1.0));
            assert!(lo <= backoff(n, 0.5) && backoff(n, 0.5) <= hi);
            assert!(hi <= MAX_DELAY, "{n}: {hi:?}");
            assert!(lo >= Duration::from_millis(400), "{n}: {lo:?}");
        }
        assert_eq!(backoff(1, 0.0), Duration::from_millis(400));
        assert_eq!(backoff(1, 1.0), Duration::from_millis(600));
        assert_eq!(backoff(u32::MAX, 1.0), MAX_DELAY);
    }

    #[test]
    fn statuses_mean_done_refused_or_later() {
        assert_eq!(verdict(200), Verdict::Done);
        assert_eq!(verdict(409), Verdict::Done);
        for s in [400, 403, 404, 413] {
            assert_eq!(verdict(s), Verdict::Refused, "{s}");
        }
        for s in [429, 500, 502, 503, 301] {
            assert_eq!(verdict(s), Verdict::Retry, "{s}");
        }
    }

    fn w(game: &str, seq: u64) -> Waiting {
        let key = ArbiterKey::from_secret([1; 32]);
        Waiting { game: game.into(), seq, envelope: Envelope::seal("snapshot", &seq, &key) }
    }

    #[test]
    fn the_queue_keeps_the_latest_of_each_game_in_the_order_they_came() {
        let mut q = Queue::default();
        q.push(w("a", 1));
        q.push(w("b", 1));
        q.push(w("a", 3));
        q.push(w("a", 2));
        assert_eq!(q.len(), 2);
        assert_eq!((q.next().unwrap().game.as_str(), q.next().unwrap().seq), ("a", 3));
        // A newer one came while the older was on its way: settling the older keeps it.
        q.settle("a", 2);
        assert_eq!(q.next().unwrap().seq, 3);
        q.settle("a", 3);
        assert_eq!(q.next().unwrap().game, "b");
        q.settle("b", 1);
        assert!(q.is_empty() && q.next().is_none());
    }

    /// A hub that answers from a script (or is down: `Err`), recording what it was sent.
    struct Scripted {
        answers: Vec<Result<u16, String>>,
        sent: Arc<Mutex<Vec<String>>>,
    }

    impl Transport for Scripted {
        fn post(&mut self, _url: &str, body: &str) -> Result<(u16, String), String> {
            self.sent.lock().unwrap().push(body.to_string());
            if self.answers.is_empty() {
                return Ok((200, String::new()));
            }
            self.answers.remove(0).map(|s| (s, "no".to_string()))
        }
    }

    fn snapshot_envelope(game: &str, seq: u64) -> Envelope {
        let key = ArbiterKey::from_secret([2; 32]);
        let body = serde_json::json!({"seq": seq, "game": {"id": game}});
        Envelope::seal("snapshot", &body, &key)
    }

    #[test]
    fn the_thread_retries_after_a_failure_and_reports_a_refusal() {
        let sent = Arc::new(Mutex::new(Vec::new()));
        let t = Scripted { answers: vec![Err("connection refused".into()), Ok(403)], sent: sent.clone() };
        let out = Outbox::with_transport("http://hub/api/snapshot".into(), t);
        out.send(snapshot_envelope("g1", 1));
        std::thread::sleep(Duration::from_millis(100));
        let s = out.status();
        assert!(!s.connected && s.waiting == 1 && s.failures == 1, "{s:?}");
        assert!(s.last_error.as_ref().unwrap().to_string().contains("connection refused"), "{s:?}");
        let s = out.finish(Duration::from_secs(3));
        assert_eq!((s.connected, s.waiting, s.refused, s.delivered), (true, 0, 1, 0), "{s:?}");
        assert!(matches!(s.last_refusal, Some(SendError::Refused { status: 403, seq: 1, .. })));
        assert_eq!(sent.lock().unwrap().len(), 2, "tried twice, then dropped");
    }

    #[test]
    fn only_the_latest_of_a_game_is_sent_after_the_hub_comes_back() {
        let sent = Arc::new(Mutex::new(Vec::new()));
        let t = Scripted { answers: vec![Err("down".into())], sent: sent.clone() };
        let out = Outbox::with_transport("http://hub/api/snapshot".into(), t);
        out.send(snapshot_envelope("g1", 1));
        std::thread::sleep(Duration::from_millis(50));
        for seq in 2..=5 {
            out.send(snapshot_envelope("g1", seq));
        }
        out.send(snapshot_envelope("g2", 1));
        let s = out.finish(Duration::from_secs(3));
        assert_eq!((s.waiting, s.delivered), (0, 2), "{s:?}");
        assert!(s.has("g1", 5) && s.has("g2", 1) && !s.has("g2", 2), "{s:?}");
        let sent = sent.lock().unwrap();
        let seqs: Vec<(String, u64)> =
            sent.iter().map(|b| head(&Envelope::read(b.as_bytes()).unwrap()).unwrap()).collect();
        assert_eq!(seqs, [("g1".into(), 1), ("g1".into(), 5), ("g2".into(), 1)]);
    }

    #[test]
    fn send_errors_are_worded_in_both_languages() {
        victoria_words::assert_worded_apart(&[
            SendError::Unreachable { url: "u".into(), error: "e".into() },
            SendError::Busy { status: 503 },
            SendError::Refused { game: "g".into(), seq: 1, status: 403, answer: "a".into() },
        ]);
    }
}
