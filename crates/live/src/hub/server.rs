//! The hub's server: the axum router of `docs/LIVE.md` on a tokio runtime of its own thread.
//! [`Hub::start`] opens the journal, rebuilds the state, binds the address and returns a
//! [`HubHandle`] at once; the owner reads [`HubEvent`]s from it, carries out the chief's actions
//! through it and stops it.

use super::checkpoint::{Checkpoint, CheckpointError, SavedBoard};
use super::journal::{Journal, JournalEntry, JournalError, RestartStep};
use super::limit::Limiter;
use super::state::{Accepted, Audience, Change, ChiefAction, ChiefBody, Desk, HubState, Refusal, ResultStatus};
pub use super::stream::now_ms;
use super::stream::{Feed, Feeds, Item};
use super::{BoardKey, Verdict};
use crate::envelope::{Envelope, MAX_BYTES};
use crate::join::{self, BoardStart, DeskState, HubInfo, JoinCode, JoinState, RoundInfo};
use crate::pages::{self, LiveRound, LiveScore, LiveStandings};
use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, Path as UrlPath, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use victoria_record::sign::{ArbiterKey, fingerprint};
use victoria_rules::i18n::Words;
use victoria_words::Lang;

/// The refusals' log inside the event folder.
pub const REFUSED_LOG: &str = "live/refused.log";
/// The desks and their boards, rewritten after every join and assignment (the journal is the
/// truth; this is for people and other tools).
pub const DESKS_FILE: &str = "live/desks.json";

/// The event as the owner tells the hub (it reads the tournament; the hub never does): the
/// rounds' pairings as the pages show them, what a desk given each board starts its game with,
/// and the standings.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EventInfo {
    pub name: String,
    /// The round being played.
    pub current: Option<u32>,
    pub rounds: Vec<LiveRound>,
    pub starts: Vec<(join::BoardId, BoardStart)>,
    pub standings: Option<LiveStandings>,
}

impl EventInfo {
    fn start(&self, board: join::BoardId) -> Option<&BoardStart> {
        self.starts.iter().find(|(b, _)| *b == board).map(|(_, s)| s)
    }
}

/// What the hub tells its owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HubEvent {
    /// A desk asks to join: the chief compares the code with the desk's screen and assigns it.
    JoinRequest { code: String, fingerprint: String, arbiter: String, wish: Option<join::BoardId> },
    /// A desk was given a board.
    Assigned { fingerprint: String, round: u32, board: u32 },
    /// A board's desk sent a new snapshot (its moves, clocks, state): the owner may show it
    /// ([`HubHandle::snapshot`]).
    Board { round: u32, board: u32, seq: u64 },
    /// A board's desk reports a result (`sheet`: the sealed sheet's digest came with it, so the
    /// chief can confirm it).
    Provisional { round: u32, board: u32, result: Verdict, sheet: bool },
    /// The chief confirmed (or ruled) a result: the owner writes it into the event.
    Final { round: u32, board: u32, result: Verdict, overridden: bool },
    /// The desk's result differs from the event's (typed, or final): nothing is written over.
    Conflict { round: u32, board: u32, desk: Verdict, other: Verdict },
}

impl Words for HubEvent {
    fn words(&self, lang: Lang) -> String {
        use victoria_words::t;
        match self {
            HubEvent::JoinRequest { code, fingerprint, arbiter, wish } => t!(
                lang,
                "hub-join-request",
                code = code.clone(),
                desk = fingerprint.clone(),
                arbiter = arbiter.clone(),
                wish = wish.map(|w| w.to_string()).unwrap_or_else(|| "none".into())
            ),
            HubEvent::Assigned { fingerprint, round, board } => {
                t!(lang, "hub-assigned", desk = fingerprint.clone(), round = *round, board = *board)
            }
            HubEvent::Board { round, board, seq } => {
                t!(lang, "hub-board", round = *round, board = *board, seq = *seq)
            }
            HubEvent::Provisional { round, board, result, sheet } => t!(
                lang,
                "hub-provisional",
                round = *round,
                board = *board,
                result = result.key(),
                sheet = if *sheet { "yes" } else { "no" }
            ),
            HubEvent::Final { round, board, result, overridden } => t!(
                lang,
                "hub-final",
                round = *round,
                board = *board,
                result = result.key(),
                overridden = if *overridden { "yes" } else { "no" }
            ),
            HubEvent::Conflict { round, board, desk, other } => {
                t!(lang, "hub-conflict", round = *round, board = *board, desk = desk.key(), other = other.key())
            }
        }
    }
}

victoria_words::english_display!(HubEvent);

/// The points between the steps of a compaction (the state file written, the journal
/// restarted), where a test's [`FaultHook`] fails or crashes the hub.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompactStep {
    /// Nothing is written yet.
    Begin,
    /// The state file is in place (synced); the journal still holds its lines.
    StateWritten,
    /// The new, empty journal is ready beside the old one.
    JournalPrepared,
    /// The old journal is in `live/archive/`; the new one is not in its place yet.
    JournalArchived,
}

impl CompactStep {
    pub const ALL: [CompactStep; 4] =
        [CompactStep::Begin, CompactStep::StateWritten, CompactStep::JournalPrepared, CompactStep::JournalArchived];
}

/// Called at each [`CompactStep`]: an error there is taken as the disk's (the compaction stops,
/// the hub goes on); a test that aborts the process there plays a crash.
pub type FaultHook = Arc<dyn Fn(CompactStep) -> std::io::Result<()> + Send + Sync>;

/// The journal's size past which the hub compacts it by default: 4 MiB, which a start replays
/// in about 0.3 s (docs/PERFORMANCE.md).
pub const COMPACT_BYTES: u64 = 4 << 20;

/// How the hub runs.
#[derive(Clone)]
pub struct HubConfig {
    /// The event folder (the hub writes only under its `live/`).
    pub dir: PathBuf,
    /// Where to listen (`0.0.0.0:8080`; port 0: any free port).
    pub listen: SocketAddr,
    /// Requests a second and at once, per desk key (snapshots).
    pub key_rate: (f64, f64),
    /// Requests a second and at once, per address, for what desks and the chief send.
    pub post_rate: (f64, f64),
    /// Requests a second and at once, per address, for what spectators read.
    pub read_rate: (f64, f64),
    /// The journal's size (bytes) past which the hub writes its state file and restarts the
    /// journal (it does so too when the owner's event moves to another round).
    pub compact_bytes: u64,
    /// Tests only: called between the steps of a compaction.
    pub fault: Option<FaultHook>,
}

impl HubConfig {
    pub fn new(dir: &Path, listen: SocketAddr) -> HubConfig {
        HubConfig {
            dir: dir.to_path_buf(),
            listen,
            key_rate: (20.0, 60.0),
            post_rate: (200.0, 400.0),
            read_rate: (200.0, 1000.0),
            compact_bytes: COMPACT_BYTES,
            fault: None,
        }
    }
}

/// Why the hub cannot start.
#[derive(Debug)]
pub enum HubError {
    Journal(JournalError),
    /// The state file (`live/hub.state`) cannot be read.
    State(CheckpointError),
    /// The address cannot be listened on (the system's reason).
    Listen(SocketAddr, std::io::Error),
    /// The folder `live/` cannot be made, or the runtime cannot start.
    Io(std::io::Error),
}

impl Words for HubError {
    fn words(&self, lang: Lang) -> String {
        use victoria_words::t;
        match self {
            HubError::Journal(JournalError::Damaged { path, line }) => {
                t!(lang, "hub-journal-damaged", file = path.display().to_string(), line = *line)
            }
            HubError::Journal(JournalError::Io(path, e)) => t!(
                lang,
                "hub-journal-io",
                file = path.display().to_string(),
                error = victoria_rules::i18n::io_words(e, lang)
            ),
            HubError::State(CheckpointError::Damaged(path, why)) => {
                t!(lang, "hub-state-damaged", file = path.display().to_string(), why = why.clone())
            }
            HubError::State(CheckpointError::Io(path, e)) => t!(
                lang,
                "hub-state-io",
                file = path.display().to_string(),
                error = victoria_rules::i18n::io_words(e, lang)
            ),
            HubError::State(CheckpointError::OtherChief(path)) => {
                t!(lang, "hub-state-other-chief", file = path.display().to_string())
            }
            HubError::Listen(addr, e) => {
                t!(lang, "hub-listen", address = addr.to_string(), error = victoria_rules::i18n::io_words(e, lang))
            }
            HubError::Io(e) => t!(lang, "hub-io", error = victoria_rules::i18n::io_words(e, lang)),
        }
    }
}

victoria_words::english_display!(HubError);

impl std::error::Error for HubError {}

/// The state behind the lock: the hub's state, its journal, the spectators' feeds.
struct Core {
    state: HubState,
    journal: Journal,
    event: EventInfo,
    feeds: Feeds,
    owner: std::sync::mpsc::Sender<HubEvent>,
    dir: PathBuf,
    /// What the start found worth saying (a torn last line).
    notes: Vec<String>,
    /// Owner events are held back while the journal is replayed.
    replaying: bool,
    /// Each board's latest snapshot as it came, and when (for the state file, and for the
    /// spectators' feed after a start).
    latest: BTreeMap<BoardKey, SavedBoard>,
    /// The journal's size past which it is compacted (raised after a compaction that failed).
    compact_at: u64,
    compact_bytes: u64,
    fault: Option<FaultHook>,
    /// The last result said of each board, to the spectators and to the owner.
    said: BTreeMap<BoardKey, (Option<crate::pages::LiveResult>, Option<HubEvent>)>,
}

impl Core {
    /// Takes a snapshot whose signature was checked ([`Envelope::read`], or the journal's).
    fn snapshot(&mut self, env: &Envelope, at: i64) -> Result<Accepted, Refusal> {
        let snap = self.state.check_signed(env)?;
        if !self.replaying {
            self.journal
                .append(at, &JournalEntry::Snapshot(env.clone()))
                .map_err(|e| Refusal::Journal(e.to_string()))?;
        }
        let accepted = self.state.take(snap);
        self.latest.insert((accepted.round, accepted.board), SavedBoard { at, envelope: env.clone() });
        self.publish(&accepted.changes, at);
        self.compact_if_long();
        Ok(accepted)
    }

    /// Compacts the journal when it has grown past its bound.
    fn compact_if_long(&mut self) {
        if !self.replaying && self.journal.bytes() > self.compact_at {
            self.compact();
        }
    }

    /// Writes the state file and restarts the journal (nothing to do when the journal holds no
    /// line since the last). A failure is noted and leaves the hub as it was: what it took is
    /// in the journal still, or in the state file; the next try waits for the journal to grow
    /// by the bound again.
    fn compact(&mut self) {
        let n = self.journal.len();
        if n == 0 || self.journal.bytes() <= super::journal::HEADER.len() as u64 + 1 {
            return;
        }
        let fault = self.fault.clone();
        let step = |s: CompactStep| fault.as_ref().map_or(Ok(()), |f| f(s));
        let done = (|| -> std::io::Result<()> {
            step(CompactStep::Begin)?;
            let boards = self.latest.values().cloned().collect();
            Checkpoint::new(&self.state, n, now_ms(), boards).write(&self.dir).map_err(|e| e.source)?;
            step(CompactStep::StateWritten)?;
            self.journal.restart(&self.dir, &|s| {
                step(match s {
                    RestartStep::Prepared => CompactStep::JournalPrepared,
                    RestartStep::Archived => CompactStep::JournalArchived,
                })
            })
        })();
        match done {
            Ok(()) => self.compact_at = self.compact_bytes,
            Err(e) => {
                self.compact_at = self.journal.bytes().saturating_add(self.compact_bytes);
                self.notes.push(format!("{}: the journal is not compacted: {e}", super::checkpoint::FILE));
            }
        }
    }

    /// A join or a chief's action: checked on the state as it is, journaled (when it changes
    /// anything), then carried out — a refusal or a failed append leaves the state untouched.
    fn change(&mut self, entry: JournalEntry, at: i64) -> Result<(Option<String>, Vec<Change>), Refusal> {
        enum Checked {
            Join(crate::join::Join),
            Chief(super::state::ChiefBody),
        }
        let (checked, changes) = match &entry {
            JournalEntry::Join(e) => self.state.check_join(e).map(|(j, c)| (Checked::Join(j), c))?,
            JournalEntry::Chief(e) => self.state.check_chief(e).map(|(b, c)| (Checked::Chief(b), c))?,
            JournalEntry::Snapshot(e) => return self.snapshot(e, at).map(|a| (None, a.changes)),
        };
        if !self.replaying && changes {
            self.journal.append(at, &entry).map_err(|e| Refusal::Journal(e.to_string()))?;
        }
        let (code, changes) = match checked {
            Checked::Join(j) => {
                let (code, changes) = self.state.apply_join(j);
                (Some(code), changes)
            }
            Checked::Chief(b) => (None, self.state.apply_chief(&b)),
        };
        self.publish(&changes, at);
        self.compact_if_long();
        Ok((code, changes))
    }

    fn chief_action(&mut self, key: &ArbiterKey, action: ChiefAction) -> Result<Vec<Change>, Refusal> {
        let env = Envelope::seal("chief", &ChiefBody { n: self.state.next_chief_n(), action }, key);
        self.change(JournalEntry::Chief(env), now_ms()).map(|(_, c)| c)
    }

    fn result_event(&self, (round, board): BoardKey) -> Option<HubEvent> {
        let r = &self.state.board((round, board))?.result;
        if let Some(c) = r.conflict() {
            return Some(HubEvent::Conflict { round, board, desk: c.desk, other: c.other });
        }
        let result = r.verdict()?;
        Some(match r.status()? {
            ResultStatus::Final => HubEvent::Final { round, board, result, overridden: r.overridden },
            ResultStatus::Provisional => {
                HubEvent::Provisional { round, board, result, sheet: r.sheet_digest.is_some() }
            }
        })
    }

    fn tell(&self, e: HubEvent) {
        if !self.replaying {
            let _ = self.owner.send(e);
        }
    }

    fn publish(&mut self, changes: &[Change], at: i64) {
        for c in changes {
            match c {
                // A replay says each board's latest once, at its end (`Hub::start_with`).
                Change::Board(_) if self.replaying => {}
                Change::Board(id) => {
                    if let Some(v) = self.state.board_json(*id) {
                        self.feeds.push(at, "board", Some(id.0), format!("board {} {}", id.0, id.1), v.to_string());
                    }
                    let seq = self.state.board(*id).and_then(|b| b.snapshot.as_ref()).map_or(0, |s| s.seq);
                    self.tell(HubEvent::Board { round: id.0, board: id.1, seq });
                }
                Change::Result(id) => {
                    // A change the spectators or the owner cannot see (the typed result now
                    // agreeing with the final one) is no event: each result is said once.
                    let live = self.state.live_result(*id);
                    let told = self.result_event(*id);
                    let last = self.said.get(id);
                    if let Some(v) = &live
                        && last.is_none_or(|(l, _)| l.as_ref() != Some(v))
                    {
                        let data = serde_json::to_string(v).unwrap_or_default();
                        self.feeds.push(at, "result", Some(id.0), format!("result {} {}", id.0, id.1), data);
                    }
                    if let Some(e) = &told
                        && last.is_none_or(|(_, t)| t.as_ref() != Some(e))
                    {
                        self.tell(e.clone());
                    }
                    self.said.insert(*id, (live, told));
                }
                Change::Join { code, fingerprint, arbiter, wish } => {
                    self.tell(HubEvent::JoinRequest {
                        code: code.clone(),
                        fingerprint: fingerprint.clone(),
                        arbiter: arbiter.clone(),
                        wish: *wish,
                    });
                    self.write_desks();
                }
                Change::Assigned { fingerprint, round, board } => {
                    self.tell(HubEvent::Assigned { fingerprint: fingerprint.clone(), round: *round, board: *board });
                    self.write_desks();
                }
                Change::Delay(a, s) => self.feeds.set_delay(*a, *s),
            }
        }
    }

    fn write_desks(&self) {
        if self.replaying {
            return;
        }
        let desks: Vec<&Desk> = self.state.desks().collect();
        let text = serde_json::to_string_pretty(&desks).unwrap_or_default();
        let _ = victoria_store::atomic_write(&self.dir.join(DESKS_FILE), text.as_bytes(), false);
    }

    /// The events of the event's pairing: one per round (with the hub's results on its
    /// boards) and the standings.
    fn event_events(&mut self) {
        let now = now_ms();
        let mut rounds = self.event.rounds.clone();
        for r in &mut rounds {
            r.current = self.event.current == Some(r.round);
            for b in &mut r.boards {
                if let Some(x) = self.state.live_result((r.round, b.board)) {
                    b.result = Some(LiveScore { score: x.score, state: x.state });
                }
            }
            let data = serde_json::to_string(&r).unwrap_or_default();
            self.feeds.push(now, "round", Some(r.round), format!("round {}", r.round), data);
        }
        if let Some(st) = &self.event.standings {
            let data = serde_json::to_string(st).unwrap_or_default();
            self.feeds.push(now, "standings", None, "standings".into(), data);
        }
    }
}

/// What every request handler shares.
struct Shared {
    core: Mutex<Core>,
    dir: PathBuf,
    key: ArbiterKey,
    key_hex: String,
    fingerprint: String,
    feeds: BTreeMap<Audience, Arc<Mutex<Feed>>>,
    key_limit: Limiter,
    post_limit: Limiter,
    read_limit: Limiter,
    refused: Mutex<Option<std::fs::File>>,
    /// Lines of the refusals' log per address (10 a second, 50 at once).
    log_limit: Limiter,
    /// Refusals left out of the log since its last line.
    unlogged: std::sync::atomic::AtomicU64,
    shutdown: tokio::sync::watch::Receiver<bool>,
    delays: BTreeMap<Audience, Arc<std::sync::atomic::AtomicU32>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Shared {
    /// An answer to a desk, signed with the hub's key.
    fn signed<T: Serialize>(&self, status: StatusCode, body: &T) -> Response {
        let env = Envelope::seal(join::HUB, body, &self.key);
        (status, [(header::CONTENT_TYPE, "application/json")], env.to_json()).into_response()
    }

    /// Logs a refusal and answers it.
    fn refuse(&self, ip: IpAddr, route: &str, refusal: &Refusal) -> Response {
        // A flood from one address is logged at 10 lines a second at most: the log must not
        // fill the chief's disk. The lines left out are counted on the next one.
        if !self.log_limit.allow(&ip.to_string()) {
            self.unlogged.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        } else if let Some(f) = lock(&self.refused).as_mut() {
            let skipped = self.unlogged.swap(0, std::sync::atomic::Ordering::Relaxed);
            if skipped > 0 {
                let _ = writeln!(f, "{} - - - - {skipped} refusals not logged (too many at once)", now_ms());
            }
            let _ = writeln!(f, "{} {ip} {route} {} {} {refusal}", now_ms(), refusal.status(), refusal.key());
        }
        let status = StatusCode::from_u16(refusal.status()).unwrap_or(StatusCode::BAD_REQUEST);
        self.signed(status, &serde_json::json!({"refused": refusal.key(), "why": refusal.to_string()}))
    }

    /// The audience's delay now, in ms.
    fn delay_ms(&self, audience: Audience) -> i64 {
        i64::from(self.delays[&audience].load(std::sync::atomic::Ordering::Relaxed)) * 1000
    }

    /// The audience's current state: the latest event of each board, result, round and the
    /// standings (of one round, or all).
    fn state_json(&self, audience: Audience, round: Option<u32>) -> serde_json::Value {
        let items = lock(&self.feeds[&audience]).full_state(round);
        let events: Vec<serde_json::Value> = items
            .iter()
            .map(|i| {
                let data: serde_json::Value = serde_json::from_str(&self.data(i, audience)).unwrap_or_default();
                serde_json::json!({"id": i.id, "event": i.kind, "data": data})
            })
            .collect();
        serde_json::json!({"audience": audience.key(), "events": events})
    }

    /// An event's data as sent: a board's with the hub's clock (minus the audience's delay)
    /// and the delay, so pages count the clocks down as the players saw them.
    fn data(&self, i: &Item, audience: Audience) -> String {
        if i.kind != "board" || !i.data.ends_with('}') {
            return i.data.to_string();
        }
        let delay = self.delay_ms(audience);
        format!("{},\"now\":{},\"delay_ms\":{delay}}}", &i.data[..i.data.len() - 1], now_ms() - delay)
    }

    /// The latest snapshots of a round as the audience sees them.
    fn snapshots(&self, audience: Audience, round: u32) -> Vec<crate::Snapshot> {
        let items = lock(&self.feeds[&audience]).full_state(Some(round));
        items.iter().filter(|i| i.kind == "board").filter_map(|i| serde_json::from_str(&i.data).ok()).collect()
    }
}

type App = State<Arc<Shared>>;

fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/api/hub", get(api_hub))
        .route("/api/join", post(api_join))
        .route("/api/join/{fp}", get(api_join_state))
        .route("/api/snapshot", post(api_snapshot))
        .route("/api/chief", post(api_chief))
        .route("/api/state", get(api_state))
        .route("/events", get(events))
        .route("/", fixed_page(pages::Page::Current))
        .route("/hall", fixed_page(pages::Page::Hall))
        .route("/standings", fixed_page(pages::Page::Standings))
        .route("/round/{n}", get(page_round))
        .route("/board/{r}/{b}", get(page_board))
        .route("/assets/{*file}", get(asset))
        .with_state(shared)
}

/// Reads a posted envelope (at most [`MAX_BYTES`]), after the address's rate.
async fn read_posted(s: &Shared, ip: IpAddr, body: Body) -> Result<Envelope, Refusal> {
    if !s.post_limit.allow(&ip.to_string()) {
        return Err(Refusal::TooFast);
    }
    let bytes: Bytes = axum::body::to_bytes(body, MAX_BYTES).await.map_err(|_| Refusal::TooLarge(MAX_BYTES + 1))?;
    // Checking a signature is work for a blocking thread, not for the runtime's.
    match tokio::task::spawn_blocking(move || Envelope::read(&bytes)).await {
        Ok(read) => Ok(read?),
        Err(e) => std::panic::resume_unwind(e.into_panic()),
    }
}

/// Runs `f` on the core away from the runtime's thread (it may wait for the disk).
async fn with_core<T: Send + 'static>(s: &Arc<Shared>, f: impl FnOnce(&mut Core) -> T + Send + 'static) -> T {
    let s = s.clone();
    match tokio::task::spawn_blocking(move || f(&mut lock(&s.core))).await {
        Ok(t) => t,
        Err(e) => std::panic::resume_unwind(e.into_panic()),
    }
}

async fn api_hub(State(s): App) -> Response {
    let core = lock(&s.core);
    let rounds = core
        .event
        .rounds
        .iter()
        .map(|r| RoundInfo {
            round: r.round,
            boards: r
                .boards
                .iter()
                .map(|b| join::BoardPairing { board: b.board, white: b.white.clone(), black: b.black.clone() })
                .collect(),
        })
        .collect();
    let info = HubInfo {
        key: s.key_hex.clone(),
        fingerprint: s.fingerprint.clone(),
        event: core.event.name.clone(),
        rounds,
        round: core.event.current,
        chief_n: core.state.next_chief_n() - 1,
    };
    drop(core);
    s.signed(StatusCode::OK, &info)
}

async fn api_join(State(s): App, ConnectInfo(addr): ConnectInfo<SocketAddr>, body: Body) -> Response {
    let env = match read_posted(&s, addr.ip(), body).await {
        Ok(e) => e,
        Err(r) => return s.refuse(addr.ip(), "join", &r),
    };
    match with_core(&s, move |c| c.change(JournalEntry::Join(env), now_ms())).await {
        Ok((code, _)) => s.signed(StatusCode::OK, &JoinCode { code: code.unwrap_or_default() }),
        Err(r) => s.refuse(addr.ip(), "join", &r),
    }
}

async fn api_join_state(State(s): App, UrlPath(fp): UrlPath<String>) -> Response {
    let core = lock(&s.core);
    let Some(desk) = core.state.desk_by_fingerprint(&fp.to_ascii_lowercase()) else {
        drop(core);
        return s.signed(StatusCode::NOT_FOUND, &serde_json::json!({"refused": "unknown-desk"}));
    };
    let state = match desk.boards.last() {
        _ if desk.waiting() => JoinState { state: DeskState::Waiting, round: None, board: None, start: None },
        None => JoinState { state: DeskState::Waiting, round: None, board: None, start: None },
        Some(&(round, board)) => JoinState {
            state: DeskState::Assigned,
            round: Some(round),
            board: Some(board),
            start: core.event.start(join::BoardId { round, board }).cloned(),
        },
    };
    drop(core);
    s.signed(StatusCode::OK, &state)
}

async fn api_snapshot(State(s): App, ConnectInfo(addr): ConnectInfo<SocketAddr>, body: Body) -> Response {
    let env = match read_posted(&s, addr.ip(), body).await {
        Ok(e) => e,
        Err(r) => return s.refuse(addr.ip(), "snapshot", &r),
    };
    if !s.key_limit.allow(&env.key) {
        return s.refuse(addr.ip(), "snapshot", &Refusal::TooFast);
    }
    match with_core(&s, move |c| c.snapshot(&env, now_ms())).await {
        Ok(a) => s.signed(StatusCode::OK, &serde_json::json!({"game": a.game, "seq": a.seq})),
        Err(r) => s.refuse(addr.ip(), "snapshot", &r),
    }
}

async fn api_chief(State(s): App, ConnectInfo(addr): ConnectInfo<SocketAddr>, body: Body) -> Response {
    let env = match read_posted(&s, addr.ip(), body).await {
        Ok(e) => e,
        Err(r) => return s.refuse(addr.ip(), "chief", &r),
    };
    match with_core(&s, move |c| c.change(JournalEntry::Chief(env), now_ms())).await {
        Ok(_) => s.signed(StatusCode::OK, &serde_json::json!({"done": true})),
        Err(r) => s.refuse(addr.ip(), "chief", &r),
    }
}

/// The audience of a request: the one asked for (`hall` by default), but always `net` for a
/// request that came through a proxy (the internet's).
fn audience_of(q: &HashMap<String, String>, headers: &HeaderMap) -> Audience {
    if headers.contains_key("x-forwarded-for") || headers.contains_key(header::FORWARDED) {
        return Audience::Net;
    }
    q.get("audience").and_then(|a| Audience::from_key(a)).unwrap_or(Audience::Hall)
}

fn read_allowed(s: &Shared, ip: IpAddr) -> Result<(), Response> {
    if s.read_limit.allow(&ip.to_string()) { Ok(()) } else { Err(s.refuse(ip, "read", &Refusal::TooFast)) }
}

async fn api_state(
    State(s): App,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Query(q): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    if let Err(r) = read_allowed(&s, addr.ip()) {
        return r;
    }
    let round = q.get("round").and_then(|r| r.parse().ok());
    axum::Json(s.state_json(audience_of(&q, &headers), round)).into_response()
}

/// What a stream holds between two events.
struct Streaming {
    shared: Arc<Shared>,
    audience: Audience,
    round: Option<u32>,
    /// `retry:` goes with the first event.
    first: bool,
    backlog: VecDeque<Arc<Item>>,
    rx: tokio::sync::broadcast::Receiver<Arc<Item>>,
    feed: Arc<Mutex<Feed>>,
    last: Option<u64>,
    shutdown: tokio::sync::watch::Receiver<bool>,
}

impl Streaming {
    fn event(&mut self, i: &Item) -> Event {
        self.last = Some(i.id);
        let e = Event::default().id(i.id.to_string()).event(i.kind).data(self.shared.data(i, self.audience));
        if std::mem::take(&mut self.first) { e.retry(Duration::from_millis(2000)) } else { e }
    }
}

async fn next_event(mut st: Streaming) -> Option<(Result<Event, std::convert::Infallible>, Streaming)> {
    use tokio::sync::broadcast::error::RecvError;
    loop {
        if let Some(i) = st.backlog.pop_front() {
            let e = st.event(&i);
            return Some((Ok(e), st));
        }
        if *st.shutdown.borrow() {
            return None;
        }
        let got = tokio::select! {
            r = st.rx.recv() => r,
            _ = st.shutdown.changed() => return None,
        };
        match got {
            Ok(i) if st.last.is_some_and(|l| i.id <= l) => continue,
            Ok(i) => {
                let e = st.event(&i);
                return Some((Ok(e), st));
            }
            // A slow reader fell behind: it resumes from the ring (or the full state).
            Err(RecvError::Lagged(_)) => {
                let backlog = lock(&st.feed).backlog(st.last, st.round);
                st.backlog = backlog.into();
            }
            Err(RecvError::Closed) => return None,
        }
    }
}

async fn events(
    State(s): App,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Query(q): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    if let Err(r) = read_allowed(&s, addr.ip()) {
        return r;
    }
    let last = headers.get("last-event-id").and_then(|v| v.to_str().ok()).and_then(|v| v.trim().parse::<u64>().ok());
    let audience = audience_of(&q, &headers);
    // The round the page shows; none: every round the hub holds (the page picks the current).
    let round = q.get("round").and_then(|r| r.parse().ok());
    let feed = s.feeds[&audience].clone();
    let (backlog, rx) = lock(&feed).subscribe(last, round);
    let st = Streaming {
        shared: s.clone(),
        audience,
        round,
        first: true,
        backlog: backlog.into(),
        rx,
        feed,
        last,
        shutdown: s.shutdown.clone(),
    };
    let stream = futures_util::stream::unfold(st, next_event);
    Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)).text("ping")).into_response()
}

/// A page's language: `?lang=`, else the browser's.
fn page_lang(q: &HashMap<String, String>, headers: &HeaderMap) -> Lang {
    pages::lang(q.get("lang").map(String::as_str), headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()))
}

/// The query of a page and its headers.
type Asked = (Query<HashMap<String, String>>, HeaderMap);

fn html(s: &Shared, ip: IpAddr, page: pages::Page, (Query(q), headers): Asked) -> Response {
    if let Err(r) = read_allowed(s, ip) {
        return r;
    }
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], pages::page(page, page_lang(&q, &headers))).into_response()
}

/// The handler of a page whose address names it whole (`/`, `/hall`, `/standings`).
fn fixed_page(page: pages::Page) -> axum::routing::MethodRouter<Arc<Shared>> {
    get(
        move |State(s): App,
              ConnectInfo(a): ConnectInfo<SocketAddr>,
              q: Query<HashMap<String, String>>,
              h: HeaderMap| async move { html(&s, a.ip(), page, (q, h)) },
    )
}

/// `/round/{n}`, and `/round/{n}.pgn`: the round's classical games as PGN, as the internet sees
/// them (after the `net` delay).
async fn page_round(
    State(s): App,
    ConnectInfo(a): ConnectInfo<SocketAddr>,
    UrlPath(n): UrlPath<String>,
    q: Query<HashMap<String, String>>,
    h: HeaderMap,
) -> Response {
    if let Some(n) = n.strip_suffix(".pgn").and_then(|n| n.parse::<u32>().ok()) {
        if let Err(r) = read_allowed(&s, a.ip()) {
            return r;
        }
        let text = crate::pgn::round_pgn(n, &s.snapshots(Audience::Net, n));
        return ([(header::CONTENT_TYPE, "application/x-chess-pgn; charset=utf-8")], text).into_response();
    }
    match n.parse::<u32>() {
        Ok(n) => html(&s, a.ip(), pages::Page::Round(n), (q, h)),
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn page_board(
    State(s): App,
    ConnectInfo(a): ConnectInfo<SocketAddr>,
    UrlPath((r, b)): UrlPath<(u32, u32)>,
    q: Query<HashMap<String, String>>,
    h: HeaderMap,
) -> Response {
    html(&s, a.ip(), pages::Page::Board(r, b), (q, h))
}

async fn asset(State(s): App, ConnectInfo(a): ConnectInfo<SocketAddr>, UrlPath(file): UrlPath<String>) -> Response {
    if let Err(r) = read_allowed(&s, a.ip()) {
        return r;
    }
    match pages::asset(&file) {
        Some((t, bytes)) => ([(header::CONTENT_TYPE, t)], bytes).into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// Removes the temporary files [`victoria_store::atomic_write`] leaves beside `path` when a
/// crash comes before its rename.
fn remove_temp_files(path: &Path) {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else { return };
    let prefix = format!(".{}.tmp-", name.to_string_lossy());
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if e.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// The hub: [`Hub::start`] runs it.
pub struct Hub;

impl Hub {
    /// Starts the hub of the event folder `event_dir` on `listen`, signing with the chief's
    /// key: the journal is replayed, the address bound, the server started in its own thread.
    pub fn start(event_dir: &Path, listen: SocketAddr, chief_key: ArbiterKey) -> Result<HubHandle, HubError> {
        Hub::start_with(HubConfig::new(event_dir, listen), chief_key)
    }

    /// [`start`](Self::start) with every setting.
    pub fn start_with(config: HubConfig, chief_key: ArbiterKey) -> Result<HubHandle, HubError> {
        let dir = config.dir.clone();
        let key_hex = chief_key.public_hex();
        // A state file cut short by a crash before its rename is a temporary file: gone.
        remove_temp_files(&dir.join(super::checkpoint::FILE));
        let restored = Checkpoint::read(&dir, &key_hex).map_err(HubError::State)?;
        let after = restored.as_ref().map_or(0, |r| r.n);
        let (journal, replay) = Journal::open_after(&dir, after).map_err(HubError::Journal)?;
        let (owner_tx, owner_rx) = std::sync::mpsc::channel();
        let base = (now_ms().max(0) as u64) * 1000;
        let mut core = Core {
            state: HubState::new(&key_hex),
            journal,
            event: EventInfo::default(),
            feeds: Feeds::new(base),
            owner: owner_tx,
            dir: dir.clone(),
            notes: Vec::new(),
            replaying: true,
            said: BTreeMap::new(),
            latest: BTreeMap::new(),
            compact_at: config.compact_bytes,
            compact_bytes: config.compact_bytes,
            fault: config.fault.clone(),
        };
        if let Some(line) = replay.torn_line {
            core.notes.push(format!("{}: line {line} was torn (cut short) and is skipped", super::journal::FILE));
        }
        if let Some(r) = restored {
            core.state = r.state;
            core.latest = r.boards.into_iter().collect();
            let results: Vec<(BoardKey, i64)> =
                core.state.boards().map(|(id, _)| (*id, core.latest.get(id).map_or(0, |b| b.at))).collect();
            for (id, at) in results {
                core.publish(&[Change::Result(id)], at);
            }
        }
        core.state.set_verify(false);
        for (at, entry) in replay.entries {
            if let Err(r) = core.change(entry, at) {
                core.notes.push(format!("{}: an entry is not taken again: {r}", super::journal::FILE));
            }
        }
        core.state.set_verify(true);
        let latest: Vec<(BoardKey, i64)> = core.latest.iter().map(|(id, b)| (*id, b.at)).collect();
        for (id, at) in latest {
            if let Some(v) = core.state.board_json(id) {
                core.feeds.push(at, "board", Some(id.0), format!("board {} {}", id.0, id.1), v.to_string());
            }
        }
        core.replaying = false;
        // What the owner must know now: the desks waiting, and each board's result.
        for d in core.state.waiting() {
            core.tell(HubEvent::JoinRequest {
                code: d.code.clone(),
                fingerprint: d.fingerprint.clone(),
                arbiter: d.arbiter.clone(),
                wish: d.wish,
            });
        }
        let ids: Vec<BoardKey> = core.state.boards().map(|(id, _)| *id).collect();
        for id in ids {
            if let Some(e) = core.result_event(id) {
                core.tell(e);
            }
        }
        for a in Audience::ALL {
            core.feeds.set_delay(a, core.state.delay(a));
        }
        let refused = std::fs::OpenOptions::new().create(true).append(true).open(dir.join(REFUSED_LOG)).ok();

        let std_listener =
            std::net::TcpListener::bind(config.listen).map_err(|e| HubError::Listen(config.listen, e))?;
        std_listener.set_nonblocking(true).map_err(HubError::Io)?;
        let local = std_listener.local_addr().map_err(HubError::Io)?;
        let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
        let feeds = core.feeds.feeds.clone();
        let delays = core.feeds.delays.clone();
        let shared = Arc::new(Shared {
            core: Mutex::new(core),
            dir: dir.clone(),
            fingerprint: fingerprint(&key_hex),
            key: chief_key,
            key_hex,
            feeds,
            key_limit: Limiter::new(config.key_rate.0, config.key_rate.1),
            post_limit: Limiter::new(config.post_rate.0, config.post_rate.1),
            read_limit: Limiter::new(config.read_rate.0, config.read_rate.1),
            refused: Mutex::new(refused),
            log_limit: Limiter::new(10.0, 50.0),
            unlogged: std::sync::atomic::AtomicU64::new(0),
            shutdown: stop_rx.clone(),
            delays,
        });
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(HubError::Io)?;
        let app = router(shared.clone());
        let s2 = shared.clone();
        let thread = std::thread::Builder::new()
            .name("victoria-hub".into())
            .spawn(move || {
                runtime.block_on(async move {
                    lock(&s2.core).feeds.spawn_releasers(stop_rx.clone());
                    let Ok(listener) = tokio::net::TcpListener::from_std(std_listener) else { return };
                    let mut stop = stop_rx;
                    let _ = axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>())
                        .with_graceful_shutdown(async move {
                            let _ = stop.wait_for(|s| *s).await;
                        })
                        .await;
                });
                // Blocking work still queued (a journal append) finishes before the thread ends.
                drop(runtime);
            })
            .map_err(HubError::Io)?;
        Ok(HubHandle { shared, local, events: owner_rx, stop: stop_tx, thread: Some(thread) })
    }
}

/// The running hub, for its owner (the command line, or the app's Tournament screen).
pub struct HubHandle {
    shared: Arc<Shared>,
    local: SocketAddr,
    events: std::sync::mpsc::Receiver<HubEvent>,
    stop: tokio::sync::watch::Sender<bool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl HubHandle {
    /// The address the hub listens on (the port chosen when it was 0).
    pub fn local_addr(&self) -> SocketAddr {
        self.local
    }

    /// The addresses desks and spectators can use: the loopback, and the machine's address on
    /// its network when it listens on every interface (or the one address it listens on).
    pub fn addresses(&self) -> Vec<SocketAddr> {
        let port = self.local.port();
        if !self.local.ip().is_unspecified() {
            return vec![self.local];
        }
        let mut out = vec![SocketAddr::new(IpAddr::from([127, 0, 0, 1]), port)];
        // The address the system would send from (no packet is sent).
        let lan = std::net::UdpSocket::bind("0.0.0.0:0")
            .and_then(|u| u.connect("192.0.2.1:9").map(|()| u))
            .and_then(|u| u.local_addr())
            .map(|a| a.ip());
        if let Ok(ip) = lan
            && !ip.is_loopback()
            && !ip.is_unspecified()
        {
            out.insert(0, SocketAddr::new(ip, port));
        }
        out
    }

    /// The event folder (the hub writes under its `live/` only).
    pub fn event_dir(&self) -> &Path {
        &self.shared.dir
    }

    /// The hub key's fingerprint (desks compare it with the one in the join address).
    pub fn fingerprint(&self) -> &str {
        &self.shared.fingerprint
    }

    /// The hub's public key (hex).
    pub fn key_hex(&self) -> &str {
        &self.shared.key_hex
    }

    /// The address a desk joins by (and the QR code shows): `http://HOST:PORT/?hub=FP`.
    pub fn join_url(&self) -> String {
        let a = self.addresses()[0];
        format!("http://{a}/?hub={}", self.shared.fingerprint)
    }

    /// What the hub has to tell (join requests, results, conflicts), without waiting.
    pub fn try_event(&self) -> Option<HubEvent> {
        self.events.try_recv().ok()
    }

    /// The next thing the hub has to tell, waiting up to `timeout`.
    pub fn next_event(&self, timeout: Duration) -> Option<HubEvent> {
        self.events.recv_timeout(timeout).ok()
    }

    /// Hands the owner the hub's events to read on a thread of its own (the app's
    /// subscription waits on it, so an idle hub costs the app nothing); [`try_event`] and
    /// [`next_event`] see none after this.
    ///
    /// [`try_event`]: Self::try_event
    /// [`next_event`]: Self::next_event
    pub fn take_events(&mut self) -> std::sync::mpsc::Receiver<HubEvent> {
        std::mem::replace(&mut self.events, std::sync::mpsc::channel().1)
    }

    /// Notes of the start (a torn journal line skipped …).
    pub fn notes(&self) -> Vec<String> {
        lock(&self.shared.core).notes.clone()
    }

    /// Tells the hub the event's pairing, each board's start and the standings (again after
    /// every change): desks are sent it, the chief can assign only its boards, spectators get
    /// an `event: round` per round and an `event: standings`.
    pub fn set_event(&self, event: EventInfo) {
        let mut core = lock(&self.shared.core);
        let pairing = event.rounds.iter().map(|r| (r.round, r.boards.iter().map(|b| b.board).collect())).collect();
        core.state.set_pairing(pairing);
        // Another round is being played (the last one complete, the next paired): a good
        // moment to compact the journal, between rounds.
        let next_round = core.event.current.is_some() && core.event.current != event.current;
        core.event = event;
        core.event_events();
        if next_round {
            core.compact();
        }
    }

    /// Writes the hub's state file and restarts its journal now (the hub does it by itself
    /// when the journal passes [`HubConfig::compact_bytes`] and when the round changes).
    /// A failure is in [`notes`](Self::notes); nothing taken is lost either way.
    pub fn compact(&self) {
        lock(&self.shared.core).compact();
    }

    /// The journal's size now, in bytes.
    pub fn journal_bytes(&self) -> u64 {
        lock(&self.shared.core).journal.bytes()
    }

    fn act(&self, action: ChiefAction) -> Result<(), Refusal> {
        let mut core = lock(&self.shared.core);
        core.chief_action(&self.shared.key, action).map(|_| ())
    }

    /// Gives the desk (its short code or fingerprint) the board `board` of round `round`.
    pub fn assign(&self, desk: &str, round: u32, board: u32) -> Result<(), Refusal> {
        self.act(ChiefAction::Assign { desk: desk.to_string(), round, board })
    }

    /// Confirms the board's provisional result: it becomes final ([`HubEvent::Final`]).
    pub fn confirm(&self, round: u32, board: u32) -> Result<(), Refusal> {
        self.act(ChiefAction::Confirm { round, board })
    }

    /// The chief's own result for the board (journaled, signed with the chief's key).
    pub fn override_result(&self, round: u32, board: u32, result: Verdict) -> Result<(), Refusal> {
        self.act(ChiefAction::Override { round, board, result })
    }

    /// What the Tournament screen holds for the board (after the owner wrote a result, or the
    /// chief typed one): a desk's result that differs becomes a conflict.
    pub fn set_typed(&self, round: u32, board: u32, result: Option<Verdict>) -> Result<(), Refusal> {
        self.act(ChiefAction::Typed { round, board, result })
    }

    /// How long the audience waits for each event (0–900 seconds).
    pub fn set_delay(&self, audience: Audience, seconds: u32) -> Result<(), Refusal> {
        self.act(ChiefAction::Delay { audience, seconds })
    }

    /// How long the audience waits for each event now, in seconds.
    pub fn delay(&self, audience: Audience) -> u32 {
        lock(&self.shared.core).state.delay(audience)
    }

    /// Desks that asked to join and have no board yet.
    pub fn waiting(&self) -> Vec<Desk> {
        lock(&self.shared.core).state.waiting().cloned().collect()
    }

    /// Every desk that joined.
    pub fn desks(&self) -> Vec<Desk> {
        lock(&self.shared.core).state.desks().cloned().collect()
    }

    /// Each board's result as the hub holds it.
    pub fn results(&self) -> Vec<(join::BoardId, super::BoardResult)> {
        let core = lock(&self.shared.core);
        core.state.boards().map(|(&(round, board), b)| (join::BoardId { round, board }, b.result.clone())).collect()
    }

    /// The latest snapshot of a board.
    pub fn snapshot(&self, round: u32, board: u32) -> Option<crate::Snapshot> {
        lock(&self.shared.core).state.board((round, board)).and_then(|b| b.snapshot.clone())
    }

    /// The audience's current state as `/api/state` gives it (of one round, or all).
    pub fn state_json(&self, audience: Audience, round: Option<u32>) -> serde_json::Value {
        self.shared.state_json(audience, round)
    }

    /// Stops the hub: no new connection, the streams end, requests under way finish; returns
    /// when its thread has ended.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        let _ = self.stop.send(true);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for HubHandle {
    fn drop(&mut self) {
        self.halt();
    }
}
