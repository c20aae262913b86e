//! The event opened to the boards (issue 41, the chief's side): the Tournament screen starts
//! the hub in this process ([`Hub::start`], its own thread; the app keeps working), shows its
//! addresses, the join address with the hub key's fingerprint and a QR code, the desks asking
//! to join with their six-digit codes (the chief compares the code with the desk's screen and
//! types the board: Tab to the field, Enter), the current round's boards as their desks
//! publish them (moves, provisional and final results, conflicts with a typed result — shown,
//! never written over), the spectators' delay, and closes it cleanly.
//!
//! The hub's events reach the screen through a [`Subscription`] fed by a channel: a thread
//! waits on the hub's own channel and hands each event on, so an idle hub costs the app
//! nothing (no timer). Each event only says "look again": the screen reads the hub's state
//! ([`HubHandle::desks`], [`HubHandle::results`], [`HubHandle::snapshot`]), so an event lost
//! while another screen is shown changes nothing. A result the chief confirms (F4, or the
//! board's button) goes into the round through [`TournamentSession::set_result`].

mod qr;
mod view;

pub use qr::Qr;

use crate::app::notice::Notice;
use crate::app::screen::Action;
use crate::live_event::{event_info, publish_event, typed_of, verdict_of};
use iced::Subscription;
use iced::futures::channel::mpsc::{UnboundedReceiver, UnboundedSender, unbounded};
use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use victoria_live::hub::{Audience, BoardResult, Desk, Hub, HubEvent, HubHandle, ResultStatus, Verdict};
use victoria_record::sign::ArbiterKey;
use victoria_session::tournament::TournamentSession;
use victoria_words::{Lang, Words};

/// The field of the address the hub listens on.
pub const LISTEN_FIELD: &str = "live-listen";
/// The field of the spectators' delay (minutes).
pub const DELAY_FIELD: &str = "live-delay";
/// Where the hub listens unless the chief types another address: every interface, port 8080.
pub const DEFAULT_LISTEN: &str = "0.0.0.0:8080";

/// The id of a waiting desk's board field.
pub fn desk_field(code: &str) -> String {
    format!("live-desk-{code}")
}

/// Where the subscription hands the hub's events (the channel of the stream now running).
type Sink = Arc<Mutex<Option<UnboundedSender<HubEvent>>>>;

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Each hub opened gets its own number: its subscription's identity.
static OPENED: AtomicU64 = AtomicU64::new(0);

/// A board of the current round as its desk publishes it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LiveBoard {
    /// The last snapshot's number (0: none yet).
    pub seq: u64,
    /// Half-moves played.
    pub moves: usize,
    /// The last move, as the desk wrote it.
    pub last: Option<String>,
    /// Where the game stands (schemes, setup, playing, finished).
    pub phase: Option<victoria_record::public::PublicPhase>,
    /// The result as the desk, the Tournament screen and the chief see it.
    pub result: BoardResult,
    /// The desk holding the board: its arbiter and its code.
    pub desk: Option<(String, String)>,
}

impl LiveBoard {
    /// The chief can confirm its result now: provisional, with the signed sheet's digest.
    pub fn confirmable(&self) -> bool {
        self.status() == "provisional" && self.result.sheet_digest.is_some()
    }

    /// Where its result stands: none, provisional, final, or a conflict.
    pub fn status(&self) -> &'static str {
        if self.result.conflict().is_some() {
            "conflict"
        } else {
            match self.result.status() {
                Some(ResultStatus::Final) => "final",
                Some(ResultStatus::Provisional) => "provisional",
                None => "none",
            }
        }
    }
}

/// The hub while it runs.
pub struct Running {
    handle: HubHandle,
    /// This hub's number (its subscription's identity).
    opened: u64,
    sink: Sink,
    addresses: Vec<SocketAddr>,
    join_url: String,
    qr: Option<Qr>,
    /// Every desk that joined (waiting ones first when shown).
    desks: Vec<Desk>,
    /// The current round's boards (round, board) as published.
    boards: BTreeMap<(u32, u32), LiveBoard>,
    /// The board typed for each waiting desk (by its fingerprint).
    typed: BTreeMap<String, String>,
    /// The internet's delay in minutes, as typed.
    delay: String,
}

impl std::fmt::Debug for Running {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Running").field("addresses", &self.addresses).field("join_url", &self.join_url).finish()
    }
}

/// The live part of the Tournament screen: the hub, while it runs, and the address to open it on.
#[derive(Debug, Default)]
pub struct State {
    running: Option<Running>,
    /// The address to listen on, as typed (empty: [`DEFAULT_LISTEN`]).
    listen: String,
}

#[derive(Clone, Debug)]
pub enum Message {
    /// The address to listen on, typed.
    Listen(String),
    /// "Open the event to the boards".
    Open,
    /// "Close the event to the boards".
    Close,
    /// The hub has something to say: the screen reads it again.
    Event(HubEvent),
    /// Read the hub again.
    Refresh,
    /// The board typed for a waiting desk (its fingerprint).
    DeskBoard(String, String),
    /// Give the waiting desk (its fingerprint) the board typed for it.
    Assign(String),
    /// Confirm the provisional result of (round, board).
    Confirm(u32, u32),
    /// The internet's delay typed (minutes).
    Delay(String),
    SetDelay,
    /// A board's line chosen (the screen keeps the choice).
    Select(u32),
}

impl Message {
    /// Typing into a field: the focus stays there.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Listen(_) | Message::DeskBoard(..) | Message::Delay(_) | Message::Event(_))
    }
}

/// What the live part reports on the screen's notice line.
#[derive(Clone, Debug, PartialEq)]
pub enum Fact {
    /// The hub runs: where.
    Opened {
        url: String,
    },
    Closed,
    /// The address typed is not `HOST:PORT`.
    BadListen(String),
    /// The chief's key could not be read or made (the system's words).
    NoKey(String),
    /// The hub could not start (its words).
    NotStarted(String),
    /// A desk asks to join.
    JoinRequest {
        code: String,
        arbiter: String,
    },
    Assigned {
        code: String,
        round: u32,
        board: u32,
    },
    /// The board typed for a desk is not `B` or `R.B`.
    BadBoard(String),
    Confirmed {
        round: u32,
        board: u32,
        result: String,
    },
    /// The hub refused the chief's action (its words).
    Refused(String),
    /// The delay typed is not 0–15 minutes.
    BadDelay(String),
    DelaySet(u32),
    /// A board's result differs from the one typed: the chief decides.
    Conflict {
        round: u32,
        board: u32,
    },
}

impl Words for Fact {
    fn words(&self, lang: Lang) -> String {
        use crate::t;
        match self {
            Fact::Opened { url } => t!(lang, "lv-opened", url = url.as_str()),
            Fact::Closed => t!(lang, "lv-closed"),
            Fact::BadListen(a) => t!(lang, "lv-bad-listen", address = a.as_str()),
            Fact::NoKey(e) => t!(lang, "lv-no-key", error = e.as_str()),
            Fact::NotStarted(e) => t!(lang, "lv-not-started", error = e.as_str()),
            Fact::JoinRequest { code, arbiter } if arbiter.trim().is_empty() => {
                t!(lang, "lv-join-request-anon", code = code.as_str())
            }
            Fact::JoinRequest { code, arbiter } => {
                t!(lang, "lv-join-request", code = code.as_str(), arbiter = arbiter.as_str())
            }
            Fact::Assigned { code, round, board } => {
                t!(lang, "lv-assigned", code = code.as_str(), round = *round, board = *board)
            }
            Fact::BadBoard(b) => t!(lang, "lv-bad-board", board = b.as_str()),
            Fact::Confirmed { round, board, result } => {
                t!(lang, "lv-confirmed", round = *round, board = *board, result = result.as_str())
            }
            Fact::Refused(e) => t!(lang, "lv-refused", error = crate::app::ui::as_sentence(e)),
            Fact::BadDelay(d) => t!(lang, "lv-bad-delay", delay = d.as_str()),
            Fact::DelaySet(m) => t!(lang, "lv-delay-done", minutes = *m),
            Fact::Conflict { round, board } => t!(lang, "lv-conflict", round = *round, board = *board),
        }
    }
}

/// The subscription's identity and where its stream is handed the events.
struct Feed {
    opened: u64,
    sink: Sink,
}

impl Hash for Feed {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.opened.hash(state);
    }
}

/// A new stream of the hub's events: from now on the waiting thread hands them here.
fn feed(f: &Feed) -> UnboundedReceiver<HubEvent> {
    let (tx, rx) = unbounded();
    *lock(&f.sink) = Some(tx);
    rx
}

/// The thread that waits on the hub's channel and hands each event to the running stream (if
/// any); it ends when the hub has stopped.
fn forward(events: std::sync::mpsc::Receiver<HubEvent>, sink: Sink) {
    let _ = std::thread::Builder::new().name("victoria-hub-events".into()).spawn(move || {
        while let Ok(e) = events.recv() {
            let mut s = lock(&sink);
            if s.as_ref().is_some_and(|tx| tx.unbounded_send(e).is_err()) {
                *s = None;
            }
        }
    });
}

/// The current round (the last paired), if any.
fn current_round(d: &TournamentSession) -> Option<u32> {
    d.rounds().last().copied()
}

/// A board typed for a desk: `B` (of the current round) or `R.B`.
fn parse_board(text: &str, current: Option<u32>) -> Option<(u32, u32)> {
    let text = text.trim();
    if let Ok(b) = text.parse::<victoria_live::BoardId>() {
        return Some((b.round, b.board));
    }
    let board: u32 = text.parse().ok().filter(|b| *b > 0)?;
    Some((current?, board))
}

impl State {
    /// Whether the hub runs.
    pub fn running(&self) -> bool {
        self.running.is_some()
    }

    /// The address typed to listen on.
    pub fn listen(&self) -> &str {
        &self.listen
    }

    /// The addresses the hub can be reached at.
    pub fn addresses(&self) -> Vec<SocketAddr> {
        self.running.as_ref().map(|r| r.addresses.clone()).unwrap_or_default()
    }

    /// The address a desk joins by (it carries the hub key's fingerprint).
    pub fn join_url(&self) -> Option<&str> {
        self.running.as_ref().map(|r| r.join_url.as_str())
    }

    /// The hub key's fingerprint.
    pub fn fingerprint(&self) -> Option<&str> {
        self.running.as_ref().map(|r| r.handle.fingerprint())
    }

    /// The QR code of the join address.
    pub fn qr(&self) -> Option<&Qr> {
        self.running.as_ref().and_then(|r| r.qr.as_ref())
    }

    /// Desks that asked to join and hold no board yet.
    pub fn waiting(&self) -> Vec<&Desk> {
        self.running.as_ref().map(|r| r.desks.iter().filter(|d| d.boards.is_empty()).collect()).unwrap_or_default()
    }

    /// Every desk that joined.
    pub fn desks(&self) -> &[Desk] {
        self.running.as_ref().map(|r| r.desks.as_slice()).unwrap_or_default()
    }

    /// A board of the current round as published.
    pub fn board(&self, round: u32, board: u32) -> Option<&LiveBoard> {
        self.running.as_ref()?.boards.get(&(round, board))
    }

    /// The internet's delay as typed (minutes).
    pub fn delay(&self) -> &str {
        self.running.as_ref().map(|r| r.delay.as_str()).unwrap_or_default()
    }

    /// The hub's subscription while it runs (none otherwise: idle costs nothing).
    pub fn subscription(&self) -> Subscription<Message> {
        match &self.running {
            Some(r) => {
                Subscription::run_with(Feed { opened: r.opened, sink: r.sink.clone() }, feed).map(Message::Event)
            }
            None => Subscription::none(),
        }
    }

    /// Handles a message of the live part; `notice` is the screen's line.
    pub fn update(
        &mut self,
        msg: Message,
        d: &mut TournamentSession,
        config_dir: &Path,
        notice: &mut Option<Notice>,
    ) -> Action<Message> {
        match msg {
            Message::Listen(s) => self.listen = s,
            Message::Open => self.open(d, config_dir, notice),
            Message::Close => {
                if let Some(r) = self.running.take() {
                    r.handle.stop();
                    *notice = Some(Notice::info(Fact::Closed));
                }
            }
            Message::Event(e) => {
                let said = self.refresh(d);
                let asks = matches!(e, HubEvent::JoinRequest { .. });
                let fact = match e {
                    HubEvent::JoinRequest { code, arbiter, .. } => Some(Fact::JoinRequest { code, arbiter }),
                    HubEvent::Conflict { round, board, .. } => Some(Fact::Conflict { round, board }),
                    _ => None,
                };
                if let Some(f) = said.or(fact) {
                    *notice = Some(Notice::info(f));
                }
                // A desk asking to join: the keyboard goes to its board's field.
                if asks && let Some(code) = self.waiting().first().map(|w| w.code.clone()) {
                    return Action::Run(iced::widget::operation::focus(desk_field(&code)));
                }
            }
            Message::Refresh => {
                if let Some(f) = self.refresh(d) {
                    *notice = Some(Notice::info(f));
                }
            }
            Message::DeskBoard(fp, s) => {
                if let Some(r) = &mut self.running {
                    r.typed.insert(fp, s);
                }
            }
            Message::Assign(fp) => self.assign(&fp, d, notice),
            Message::Confirm(round, board) => self.confirm(round, board, d, notice),
            Message::Delay(s) => {
                if let Some(r) = &mut self.running {
                    r.delay = s;
                }
            }
            Message::SetDelay => self.set_delay(notice),
            Message::Select(_) => {}
        }
        Action::None
    }

    /// Starts the hub on the tournament's folder, signing with the chief's key (`arbiter.key`
    /// of the config folder).
    fn open(&mut self, d: &mut TournamentSession, config_dir: &Path, notice: &mut Option<Notice>) {
        if self.running.is_some() {
            return;
        }
        let text = match self.listen.trim() {
            "" => DEFAULT_LISTEN,
            t => t,
        };
        let Ok(listen) = text.parse::<SocketAddr>() else {
            *notice = Some(Notice::error(Fact::BadListen(text.to_string())));
            return;
        };
        let key = match ArbiterKey::load_or_create_in(config_dir) {
            Ok(k) => k,
            Err(e) => {
                *notice = Some(Notice::error(Fact::NoKey(e.to_string())));
                return;
            }
        };
        let mut handle = match Hub::start(d.dir(), listen, key) {
            Ok(h) => h,
            Err(e) => {
                let e = Arc::new(e);
                let said = victoria_words::Said::with(move |lang| Fact::NotStarted(e.words(lang)).words(lang));
                *notice = Some(Notice::error(said));
                return;
            }
        };
        let sink: Sink = Arc::new(Mutex::new(None));
        forward(handle.take_events(), sink.clone());
        let join_url = handle.join_url();
        let running = Running {
            opened: OPENED.fetch_add(1, Ordering::Relaxed) + 1,
            sink,
            addresses: handle.addresses(),
            qr: Qr::of(&join_url),
            delay: (handle.delay(Audience::Net) / 60).to_string(),
            join_url: join_url.clone(),
            handle,
            desks: Vec::new(),
            boards: BTreeMap::new(),
            typed: BTreeMap::new(),
        };
        // The event, and the results typed already (a desk's that differs is a conflict).
        publish_event(&running.handle, d);
        self.running = Some(running);
        let _ = self.refresh(d);
        *notice = Some(Notice::info(Fact::Opened { url: join_url }));
    }

    /// Tells the hub the event again, with the results it holds (after a pairing, or back
    /// from a board's game).
    pub fn tell_event(&self, d: &TournamentSession) {
        if let Some(r) = &self.running {
            publish_event(&r.handle, d);
        }
    }

    /// A result typed on the Tournament screen: the hub compares it with the desk's.
    pub fn typed(&self, d: &TournamentSession, round: u32, board: u32) {
        let Some(r) = &self.running else { return };
        let v = d
            .round(round)
            .and_then(|x| x.boards.into_iter().find(|b| b.board == board))
            .and_then(|b| verdict_of(b.result, b.by_count));
        let _ = r.handle.set_typed(round, board, v);
        r.handle.set_event(event_info(d));
    }

    /// Reads the hub again: its desks, the current round's boards and their results. A result
    /// the chief made final that the round lacks is written into it (never over another one);
    /// returns what to say then.
    pub fn refresh(&mut self, d: &mut TournamentSession) -> Option<Fact> {
        let r = self.running.as_mut()?;
        let desks = r.handle.desks();
        // A desk that asks to join since the last look: said on the screen's line.
        let asking = desks
            .iter()
            .find(|d| d.boards.is_empty() && !r.desks.iter().any(|o| o.fingerprint == d.fingerprint))
            .map(|d| Fact::JoinRequest { code: d.code.clone(), arbiter: d.arbiter.clone() });
        r.desks = desks;
        let mut boards: BTreeMap<(u32, u32), LiveBoard> = BTreeMap::new();
        let round = current_round(d);
        if let Some(round) = round
            && let Some(rv) = d.round(round)
        {
            for b in &rv.boards {
                let mut live = LiveBoard::default();
                if let Some(s) = r.handle.snapshot(round, b.board) {
                    live.seq = s.seq;
                    live.moves = s.game.moves.len();
                    live.last = s.game.moves.last().map(|m| m.san.clone());
                    live.phase = Some(s.game.phase);
                }
                boards.insert((round, b.board), live);
            }
        }
        for desk in &r.desks {
            if let Some(at) = desk.boards.last()
                && let Some(b) = boards.get_mut(at)
            {
                b.desk = Some((desk.arbiter.clone(), desk.code.clone()));
            }
        }
        let mut said = asking;
        let mut wrote = false;
        for (id, result) in r.handle.results() {
            let key = (id.round, id.board);
            if Some(id.round) == round {
                boards.entry(key).or_default().result = result.clone();
            }
            // A final result (the chief's) lands in the round once; a typed one is never
            // written over, except by the chief's own ruling.
            let (Some(ResultStatus::Final), Some(v)) = (result.status(), result.confirmed) else { continue };
            let held = d.round(id.round).and_then(|x| x.boards.into_iter().find(|b| b.board == id.board));
            let Some(held) = held else { continue };
            let now = verdict_of(held.result, held.by_count);
            if now == Some(v) || (now.is_some() && !result.overridden) {
                continue;
            }
            if d.set_result(id.round, id.board, typed_of(v)).is_ok() {
                let _ = d.save();
                let _ = r.handle.set_typed(id.round, id.board, Some(v));
                wrote = true;
                said = Some(Fact::Confirmed { round: id.round, board: id.board, result: v.score().to_string() });
            }
        }
        r.boards = boards;
        if wrote {
            r.handle.set_event(event_info(d));
        }
        said
    }

    fn assign(&mut self, fp: &str, d: &mut TournamentSession, notice: &mut Option<Notice>) {
        let Some(r) = &self.running else { return };
        let typed = r.typed.get(fp).cloned().unwrap_or_default();
        let Some((round, board)) = parse_board(&typed, current_round(d)) else {
            *notice = Some(Notice::error(Fact::BadBoard(typed)));
            return;
        };
        let code = r.desks.iter().find(|x| x.fingerprint == fp).map(|x| x.code.clone()).unwrap_or_default();
        match r.handle.assign(fp, round, board) {
            Ok(()) => {
                *notice = Some(Notice::info(Fact::Assigned { code, round, board }));
                let _ = self.refresh(d);
            }
            Err(e) => *notice = Some(Notice::error(Fact::Refused(e.to_string()))),
        }
    }

    fn confirm(&mut self, round: u32, board: u32, d: &mut TournamentSession, notice: &mut Option<Notice>) {
        let Some(r) = &self.running else { return };
        match r.handle.confirm(round, board) {
            Ok(()) => {
                if let Some(f) = self.refresh(d) {
                    *notice = Some(Notice::info(f));
                }
            }
            Err(e) => {
                let e = Arc::new(e);
                let said = victoria_words::Said::with(move |lang| Fact::Refused(e.words(lang)).words(lang));
                *notice = Some(Notice::error(said));
            }
        }
    }

    fn set_delay(&mut self, notice: &mut Option<Notice>) {
        let Some(r) = &self.running else { return };
        let text = r.delay.trim().to_string();
        let Some(minutes) = text.parse::<u32>().ok().filter(|m| *m <= 15) else {
            *notice = Some(Notice::error(Fact::BadDelay(text)));
            return;
        };
        *notice = Some(match r.handle.set_delay(Audience::Net, minutes * 60) {
            Ok(()) => Notice::info(Fact::DelaySet(minutes)),
            Err(e) => Notice::error(Fact::Refused(e.to_string())),
        });
    }

    /// The board whose result F4 confirms: the chosen one, else the first provisional one.
    pub fn to_confirm(&self, selected: Option<u32>) -> Option<(u32, u32)> {
        let r = self.running.as_ref()?;
        let provisional = |b: &LiveBoard| b.confirmable();
        if let Some(s) = selected
            && let Some((id, _)) = r.boards.iter().find(|(id, b)| id.1 == s && provisional(b))
        {
            return Some(*id);
        }
        r.boards.iter().find(|(_, b)| provisional(b)).map(|(id, _)| *id)
    }
}

/// The desk's result in words for the chief (`1-0` …).
pub fn score(v: Option<Verdict>) -> String {
    v.map(|v| v.score().to_string()).unwrap_or_else(|| "—".into())
}
