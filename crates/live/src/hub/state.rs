//! The hub's state without any server: the desks and their keys, the join requests with their
//! short codes, which desk holds which board, each game's highest `seq`, each board's latest
//! snapshot, and each board's result as the desk, the Tournament screen and the chief see it.
//!
//! Everything that changes it is a signed envelope: a desk's `join` and `snapshot`, the chief's
//! `chief` actions (the hub signs those itself when they come from its own process). The same
//! calls rebuild the state from the journal, so the state after a restart is the state before.

use super::{BoardKey, Verdict};
use crate::envelope::{Envelope, ReadError};
use crate::join::{self, Join};
use crate::snapshot::{FORMAT, Snapshot, VERSION};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use victoria_record::sign::fingerprint;
use victoria_rules::i18n::Words;
use victoria_words::Lang;

/// The longest delay the chief may set for an audience: 15 minutes.
pub const MAX_DELAY_S: u32 = 15 * 60;

/// What the chief (or the hub's own app) does: the body of a `chief` envelope, signed with the
/// chief's key. `n` counts the chief's actions: one is taken only when its `n` is above the last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChiefBody {
    pub n: u64,
    pub action: ChiefAction,
}

/// The audiences of the spectators' stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    /// The playing hall's screens (no delay by default).
    Hall,
    /// The internet (a delay the chief sets, up to 15 minutes).
    Net,
}

impl Audience {
    pub const ALL: [Audience; 2] = [Audience::Hall, Audience::Net];

    pub fn key(self) -> &'static str {
        match self {
            Audience::Hall => "hall",
            Audience::Net => "net",
        }
    }

    pub fn from_key(key: &str) -> Option<Audience> {
        Audience::ALL.into_iter().find(|a| a.key() == key)
    }
}

/// One action of the chief arbiter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum ChiefAction {
    /// Gives a desk (its short code, or its key's fingerprint) a board of a round: from then
    /// on that board's snapshots are taken from that desk's key only.
    Assign { desk: String, round: u32, board: u32 },
    /// Makes the board's provisional result final (it needs the sealed sheet's digest).
    Confirm { round: u32, board: u32 },
    /// The chief's own result for the board, final at once, whatever the desk said.
    Override { round: u32, board: u32, result: Verdict },
    /// The result typed on the Tournament screen (`None`: none), as the owner reports it.
    Typed { round: u32, board: u32, result: Option<Verdict> },
    /// How long an audience waits for each event, in seconds (0–900).
    Delay { audience: Audience, seconds: u32 },
}

/// A desk that asked to join.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Desk {
    /// Its public key (hex).
    pub key: String,
    pub fingerprint: String,
    pub arbiter: String,
    /// The six-digit code both screens show.
    pub code: String,
    /// The boards the chief gave it, in order (the last is its current one).
    pub boards: Vec<BoardKey>,
    /// The board it asked for, if any (the chief decides).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wish: Option<join::BoardId>,
}

impl Desk {
    /// Whether the desk waits for the chief: no board yet, or it asked for another board than
    /// the one it holds.
    pub fn waiting(&self) -> bool {
        match (self.boards.last(), self.wish) {
            (None, _) => true,
            (Some(&(round, board)), Some(w)) => w != join::BoardId { round, board },
            (Some(_), None) => false,
        }
    }
}

/// Where a board's result stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResultStatus {
    /// The desk's snapshot says so; the chief has not confirmed it.
    Provisional,
    /// The chief confirmed it (or ruled it): the owner writes it into the event.
    Final,
}

/// A board's result as everyone sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardResult {
    /// What the desk's latest snapshot says.
    pub desk: Option<Verdict>,
    /// The sealed sheet's digest the desk sent with it.
    pub sheet_digest: Option<String>,
    /// What the Tournament screen holds, as the owner reported it.
    pub typed: Option<Verdict>,
    /// What the chief confirmed or ruled.
    pub confirmed: Option<Verdict>,
    /// The chief ruled it (an override), not a confirmation of the desk's.
    pub overridden: bool,
}

impl BoardResult {
    /// The result in force: the chief's, else the desk's.
    pub fn verdict(&self) -> Option<Verdict> {
        self.confirmed.or(self.desk)
    }

    pub fn status(&self) -> Option<ResultStatus> {
        if self.confirmed.is_some() {
            Some(ResultStatus::Final)
        } else if self.desk.is_some() {
            Some(ResultStatus::Provisional)
        } else {
            None
        }
    }

    /// Two results that differ: the typed one (or the final one) and the desk's. Neither is
    /// written over; the chief decides (an override).
    pub fn conflict(&self) -> Option<Conflict> {
        let desk = self.desk?;
        if let Some(c) = self.confirmed {
            return (c != desk && !self.overridden).then_some(Conflict { desk, other: c });
        }
        let typed = self.typed?;
        (typed != desk).then_some(Conflict { desk, other: typed })
    }
}

/// The desk's result against the one the event holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Conflict {
    pub desk: Verdict,
    pub other: Verdict,
}

/// A board as the hub knows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardLive {
    /// The latest snapshot accepted.
    pub snapshot: Option<Snapshot>,
    pub result: BoardResult,
}

/// What changed, for the spectators' stream and the owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A board's latest snapshot.
    Board(BoardKey),
    /// A board's result (its status, a conflict).
    Result(BoardKey),
    /// A desk asked to join.
    Join { code: String, fingerprint: String, arbiter: String, wish: Option<join::BoardId> },
    /// A desk was given a board.
    Assigned { fingerprint: String, round: u32, board: u32 },
    /// An audience's delay.
    Delay(Audience, u32),
}

/// A snapshot taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Accepted {
    pub round: u32,
    pub board: u32,
    pub seq: u64,
    /// The game's identifier.
    pub game: String,
    pub changes: Vec<Change>,
}

/// Why a message was refused. Nothing of a refused message changes the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a signed message, or one the hub cannot read.
    Unreadable(ReadError),
    /// The signature does not verify: forged or damaged.
    Forged,
    /// A snapshot whose `seq` is not above the game's highest (a replay, or an old one).
    Old { seq: u64, highest: u64 },
    /// A key that never joined.
    UnknownKey(String),
    /// A desk's key that the chief has not given this board of this round.
    WrongBoard { round: u32, board: u32 },
    /// A snapshot of another format or version.
    Format,
    /// A join signed by another key than the one it names.
    NotOwnKey,
    /// A chief's action not signed with the chief's key.
    NotChief,
    /// A chief's action already taken (its number is not above the last).
    ChiefReplay { n: u64, last: u64 },
    /// No desk with that code or fingerprint.
    UnknownDesk(String),
    /// The round has no such board.
    NoSuchBoard { round: u32, board: u32 },
    /// Nothing to confirm: the board has no result from its desk.
    NoResult { round: u32, board: u32 },
    /// The sealed sheet's digest has not arrived.
    NoSheetDigest { round: u32, board: u32 },
    /// The desk's result differs from the one the event holds: only an override settles it.
    InConflict { round: u32, board: u32 },
    /// A delay beyond 15 minutes.
    DelayTooLong(u32),
    /// Too large (bytes).
    TooLarge(usize),
    /// Too many requests from this key or address.
    TooFast,
    /// The journal could not be written: nothing was taken (the system's words).
    Journal(String),
}

impl Refusal {
    /// The HTTP status the hub answers with.
    pub fn status(&self) -> u16 {
        match self {
            Refusal::Unreadable(ReadError::TooLarge(_)) | Refusal::TooLarge(_) => 413,
            Refusal::Unreadable(_) | Refusal::Forged | Refusal::Format | Refusal::DelayTooLong(_) => 400,
            Refusal::Old { .. } | Refusal::ChiefReplay { .. } => 409,
            Refusal::NoResult { .. } | Refusal::NoSheetDigest { .. } | Refusal::InConflict { .. } => 409,
            Refusal::UnknownKey(_) | Refusal::WrongBoard { .. } | Refusal::NotOwnKey | Refusal::NotChief => 403,
            Refusal::UnknownDesk(_) | Refusal::NoSuchBoard { .. } => 404,
            Refusal::TooFast => 429,
            Refusal::Journal(_) => 503,
        }
    }

    /// A short key for the log and the answer (`old`, `wrong-board` …).
    pub fn key(&self) -> &'static str {
        match self {
            Refusal::Unreadable(_) => "unreadable",
            Refusal::Forged => "forged",
            Refusal::Old { .. } => "old",
            Refusal::UnknownKey(_) => "unknown-key",
            Refusal::WrongBoard { .. } => "wrong-board",
            Refusal::Format => "format",
            Refusal::NotOwnKey => "not-own-key",
            Refusal::NotChief => "not-chief",
            Refusal::ChiefReplay { .. } => "chief-replay",
            Refusal::UnknownDesk(_) => "unknown-desk",
            Refusal::NoSuchBoard { .. } => "no-such-board",
            Refusal::NoResult { .. } => "no-result",
            Refusal::NoSheetDigest { .. } => "no-sheet-digest",
            Refusal::InConflict { .. } => "conflict",
            Refusal::DelayTooLong(_) => "delay-too-long",
            Refusal::TooLarge(_) => "too-large",
            Refusal::TooFast => "too-fast",
            Refusal::Journal(_) => "journal",
        }
    }
}

impl From<ReadError> for Refusal {
    fn from(e: ReadError) -> Refusal {
        match e {
            ReadError::BadSignature => Refusal::Forged,
            ReadError::TooLarge(n) => Refusal::TooLarge(n),
            other => Refusal::Unreadable(other),
        }
    }
}

impl Words for Refusal {
    fn words(&self, lang: Lang) -> String {
        use victoria_words::t;
        match self {
            Refusal::Unreadable(e) => t!(lang, "hub-refused-unreadable", error = e.to_string()),
            Refusal::Old { seq, highest } => t!(lang, "hub-refused-old", seq = *seq, highest = *highest),
            Refusal::UnknownKey(fp) | Refusal::UnknownDesk(fp) => {
                t!(lang, "hub-refused", why = self.key(), desk = fp.clone())
            }
            Refusal::WrongBoard { round, board }
            | Refusal::NoSuchBoard { round, board }
            | Refusal::NoResult { round, board }
            | Refusal::NoSheetDigest { round, board }
            | Refusal::InConflict { round, board } => {
                t!(lang, "hub-refused-board", why = self.key(), round = *round, board = *board)
            }
            Refusal::ChiefReplay { n, last } => t!(lang, "hub-refused-chief-replay", n = *n, last = *last),
            Refusal::DelayTooLong(s) => t!(lang, "hub-refused-delay", seconds = *s, max = MAX_DELAY_S),
            Refusal::TooLarge(n) => t!(lang, "hub-refused-too-large", bytes = *n),
            Refusal::Journal(e) => t!(lang, "hub-refused-journal", error = e.clone()),
            Refusal::Forged | Refusal::Format | Refusal::NotOwnKey | Refusal::NotChief | Refusal::TooFast => {
                t!(lang, "hub-refused", why = self.key(), desk = "")
            }
        }
    }
}

victoria_words::english_display!(Refusal);

/// The hub's accepted state as its state file holds it (`checkpoint`), but the boards'
/// snapshots (the file keeps those as the desks' signed envelopes). The owner's pairing is not
/// in it: the owner tells it again after every start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedState {
    /// The chief's public key (hex).
    pub chief_key: String,
    /// The number of the chief's last action.
    pub chief_n: u64,
    pub desks: Vec<Desk>,
    /// Which desk's key holds each board: `(round, board, key)`.
    pub assigned: Vec<(u32, u32, String)>,
    /// The highest `seq` taken per game.
    pub seqs: BTreeMap<String, u64>,
    /// Each board's result: `(round, board, result)`.
    pub results: Vec<(u32, u32, BoardResult)>,
    pub delays: BTreeMap<Audience, u32>,
}

/// The hub's state.
#[derive(Clone, Debug)]
pub struct HubState {
    /// The chief's public key (hex): the hub's key.
    chief_key: String,
    desks: BTreeMap<String, Desk>,
    /// Which desk's key holds each board.
    assigned: BTreeMap<BoardKey, String>,
    /// The highest `seq` taken per game (its identifier).
    seqs: BTreeMap<String, u64>,
    boards: BTreeMap<BoardKey, BoardLive>,
    /// The boards of each paired round, when the owner told them (`None`: any board is allowed).
    pairing: Option<BTreeMap<u32, Vec<u32>>>,
    delays: BTreeMap<Audience, u32>,
    /// The number of the chief's last action.
    chief_n: u64,
    /// Signatures are checked (off only while the hub replays its own journal, whose messages
    /// were checked when they came).
    verify: bool,
}

impl HubState {
    /// An empty hub whose chief signs with `chief_key` (hex).
    pub fn new(chief_key: &str) -> HubState {
        HubState {
            chief_key: chief_key.to_string(),
            desks: BTreeMap::new(),
            assigned: BTreeMap::new(),
            seqs: BTreeMap::new(),
            boards: BTreeMap::new(),
            pairing: None,
            delays: Audience::ALL.into_iter().map(|a| (a, 0)).collect(),
            chief_n: 0,
            verify: true,
        }
    }

    /// The accepted state, for the state file.
    pub fn saved(&self) -> SavedState {
        SavedState {
            chief_key: self.chief_key.clone(),
            chief_n: self.chief_n,
            desks: self.desks.values().cloned().collect(),
            assigned: self.assigned.iter().map(|(&(r, b), k)| (r, b, k.clone())).collect(),
            seqs: self.seqs.clone(),
            results: self.boards.iter().map(|(&(r, b), live)| (r, b, live.result.clone())).collect(),
            delays: self.delays.clone(),
        }
    }

    /// The state a state file holds, with each board's latest snapshot (the same state as the
    /// one [`saved`](Self::saved) was taken of, but the owner's pairing).
    pub fn restore(saved: SavedState, snapshots: Vec<Snapshot>) -> HubState {
        let mut h = HubState::new(&saved.chief_key);
        h.chief_n = saved.chief_n;
        h.desks = saved.desks.into_iter().map(|d| (d.key.clone(), d)).collect();
        h.assigned = saved.assigned.into_iter().map(|(r, b, k)| ((r, b), k)).collect();
        h.seqs = saved.seqs;
        for (r, b, result) in saved.results {
            h.boards.entry((r, b)).or_default().result = result;
        }
        for snap in snapshots {
            let id = (snap.round, snap.board);
            h.boards.entry(id).or_default().snapshot = Some(snap);
        }
        h.delays.extend(saved.delays);
        h
    }

    /// Checks signatures (`true`, always for what comes from outside) or trusts them (a replay
    /// of the hub's own journal).
    pub fn set_verify(&mut self, verify: bool) {
        self.verify = verify;
    }

    fn signed(&self, envelope: &Envelope) -> Result<(), Refusal> {
        if self.verify && !envelope.verify() {
            return Err(Refusal::Forged);
        }
        Ok(())
    }

    pub fn chief_key(&self) -> &str {
        &self.chief_key
    }

    /// The number the chief's next action takes.
    pub fn next_chief_n(&self) -> u64 {
        self.chief_n + 1
    }

    /// The boards of each round, as the owner's pairing has them: an assignment to another board
    /// is refused.
    pub fn set_pairing(&mut self, pairing: BTreeMap<u32, Vec<u32>>) {
        self.pairing = Some(pairing);
    }

    pub fn desks(&self) -> impl Iterator<Item = &Desk> {
        self.desks.values()
    }

    /// Desks that wait for the chief: they hold no board yet, or asked for another board than
    /// the one they hold (the next round's).
    pub fn waiting(&self) -> impl Iterator<Item = &Desk> {
        self.desks.values().filter(|d| d.waiting())
    }

    pub fn desk_by_fingerprint(&self, fp: &str) -> Option<&Desk> {
        self.desks.values().find(|d| d.fingerprint == fp)
    }

    fn find_desk(&self, who: &str) -> Option<&Desk> {
        let who = who.trim();
        self.desks.values().find(|d| d.code == who || d.fingerprint == who || d.key == who)
    }

    /// The desk's key holding a board.
    pub fn holder(&self, id: BoardKey) -> Option<&str> {
        self.assigned.get(&id).map(String::as_str)
    }

    pub fn board(&self, id: BoardKey) -> Option<&BoardLive> {
        self.boards.get(&id)
    }

    pub fn boards(&self) -> impl Iterator<Item = (&BoardKey, &BoardLive)> {
        self.boards.iter()
    }

    pub fn highest_seq(&self, game: &str) -> Option<u64> {
        self.seqs.get(game).copied()
    }

    pub fn delay(&self, audience: Audience) -> u32 {
        self.delays.get(&audience).copied().unwrap_or(0)
    }

    /// Checks a snapshot without taking it: what [`accept`](Self::accept) would refuse.
    pub fn check(&self, envelope: &Envelope) -> Result<Snapshot, Refusal> {
        self.signed(envelope)?;
        self.check_signed(envelope)
    }

    /// [`check`](Self::check) of an envelope whose signature is known to verify (one that
    /// [`Envelope::read`] returned).
    pub fn check_signed(&self, envelope: &Envelope) -> Result<Snapshot, Refusal> {
        let snap: Snapshot = envelope.open(join::SNAPSHOT)?;
        if snap.format != FORMAT || snap.version != VERSION {
            return Err(Refusal::Format);
        }
        if !self.desks.contains_key(&envelope.key) {
            return Err(Refusal::UnknownKey(fingerprint(&envelope.key)));
        }
        if self.assigned.get(&(snap.round, snap.board)) != Some(&envelope.key) {
            return Err(Refusal::WrongBoard { round: snap.round, board: snap.board });
        }
        if let Some(&highest) = self.seqs.get(&snap.game.id)
            && snap.seq <= highest
        {
            return Err(Refusal::Old { seq: snap.seq, highest });
        }
        Ok(snap)
    }

    /// Takes a desk's snapshot, or says why not. A result in it makes the board's result
    /// provisional at once.
    pub fn accept(&mut self, envelope: &Envelope) -> Result<Accepted, Refusal> {
        self.signed(envelope)?;
        self.accept_signed(envelope)
    }

    /// [`accept`](Self::accept) of an envelope whose signature is known to verify.
    pub fn accept_signed(&mut self, envelope: &Envelope) -> Result<Accepted, Refusal> {
        let snap = self.check_signed(envelope)?;
        Ok(self.take(snap))
    }

    /// Takes a snapshot that [`check_signed`](Self::check_signed) returned (nothing changed
    /// in between).
    pub fn take(&mut self, snap: Snapshot) -> Accepted {
        let id = (snap.round, snap.board);
        self.seqs.insert(snap.game.id.clone(), snap.seq);
        let board = self.boards.entry(id).or_default();
        let before = board.result.clone();
        board.result.desk = snap.game.result.as_ref().map(Verdict::of_public);
        if snap.sheet_digest.is_some() || board.result.desk.is_none() {
            board.result.sheet_digest = snap.sheet_digest.clone();
        }
        let mut changes = vec![Change::Board(id)];
        if board.result != before {
            changes.push(Change::Result(id));
        }
        let accepted =
            Accepted { round: snap.round, board: snap.board, seq: snap.seq, game: snap.game.id.clone(), changes };
        board.snapshot = Some(snap);
        accepted
    }

    /// Takes a desk's request to join; returns its short code (the same request again gives
    /// the same code and changes nothing).
    pub fn join(&mut self, envelope: &Envelope) -> Result<(String, Vec<Change>), Refusal> {
        let (body, _) = self.check_join(envelope)?;
        Ok(self.apply_join(body))
    }

    /// Checks a desk's request to join without taking it: what [`join`](Self::join) would
    /// refuse, else the request and whether taking it changes anything.
    pub fn check_join(&self, envelope: &Envelope) -> Result<(Join, bool), Refusal> {
        self.signed(envelope)?;
        let body: Join = envelope.open(join::JOIN)?;
        if body.desk_key != envelope.key {
            return Err(Refusal::NotOwnKey);
        }
        let same = self.desks.get(&body.desk_key).is_some_and(|d| d.arbiter == body.arbiter && d.wish == body.wish);
        Ok((body, !same))
    }

    /// Takes a request to join that [`check_join`](Self::check_join) returned.
    pub fn apply_join(&mut self, body: Join) -> (String, Vec<Change>) {
        let code = join::short_code(&self.chief_key, &body.desk_key);
        let fp = fingerprint(&body.desk_key);
        let known = self.desks.contains_key(&body.desk_key);
        let desk = self.desks.entry(body.desk_key.clone()).or_insert_with(|| Desk {
            key: body.desk_key.clone(),
            fingerprint: fp.clone(),
            arbiter: body.arbiter.clone(),
            code: code.clone(),
            boards: Vec::new(),
            wish: body.wish,
        });
        if known && desk.arbiter == body.arbiter && desk.wish == body.wish {
            return (code, Vec::new());
        }
        desk.arbiter = body.arbiter.clone();
        desk.wish = body.wish;
        (code.clone(), vec![Change::Join { code, fingerprint: fp, arbiter: body.arbiter, wish: body.wish }])
    }

    /// Carries out a chief's action (signed with the chief's key).
    pub fn chief(&mut self, envelope: &Envelope) -> Result<Vec<Change>, Refusal> {
        let (body, _) = self.check_chief(envelope)?;
        Ok(self.apply_chief(&body))
    }

    /// Checks a chief's action without carrying it out: what [`chief`](Self::chief) would
    /// refuse, else the action and whether it changes anything (its number aside).
    pub fn check_chief(&self, envelope: &Envelope) -> Result<(ChiefBody, bool), Refusal> {
        self.signed(envelope)?;
        if envelope.key != self.chief_key {
            return Err(Refusal::NotChief);
        }
        let body: ChiefBody = envelope.open("chief")?;
        if body.n <= self.chief_n {
            return Err(Refusal::ChiefReplay { n: body.n, last: self.chief_n });
        }
        let changes = self.check_act(&body.action)?;
        Ok((body, changes))
    }

    /// Carries out an action that [`check_chief`](Self::check_chief) returned (nothing
    /// changed in between): it cannot be refused any more.
    pub fn apply_chief(&mut self, body: &ChiefBody) -> Vec<Change> {
        let changes = self.act(&body.action);
        self.chief_n = body.n;
        changes
    }

    fn board_exists(&self, round: u32, board: u32) -> bool {
        self.pairing.as_ref().is_none_or(|p| p.get(&round).is_some_and(|b| b.contains(&board)))
    }

    /// What [`act`](Self::act) would refuse; else whether the action changes anything.
    fn check_act(&self, action: &ChiefAction) -> Result<bool, Refusal> {
        match action {
            ChiefAction::Assign { desk, round, board } => {
                let (round, board) = (*round, *board);
                if !self.board_exists(round, board) {
                    return Err(Refusal::NoSuchBoard { round, board });
                }
                self.find_desk(desk).ok_or_else(|| Refusal::UnknownDesk(desk.clone()))?;
                Ok(true)
            }
            ChiefAction::Confirm { round, board } => {
                let (round, board) = (*round, *board);
                let r = self.boards.get(&(round, board)).map(|b| &b.result);
                let Some((r, desk)) = r.and_then(|r| Some((r, r.desk?))) else {
                    return Err(Refusal::NoResult { round, board });
                };
                if r.sheet_digest.is_none() {
                    return Err(Refusal::NoSheetDigest { round, board });
                }
                if r.typed.is_some_and(|t| t != desk) || r.confirmed.is_some_and(|c| c != desk) {
                    return Err(Refusal::InConflict { round, board });
                }
                Ok(r.confirmed != Some(desk) || r.overridden)
            }
            ChiefAction::Override { round, board, .. } => {
                if !self.board_exists(*round, *board) {
                    return Err(Refusal::NoSuchBoard { round: *round, board: *board });
                }
                Ok(true)
            }
            ChiefAction::Typed { round, board, result } => {
                Ok(self.boards.get(&(*round, *board)).is_none_or(|b| b.result.typed != *result))
            }
            ChiefAction::Delay { seconds, .. } => {
                if *seconds > MAX_DELAY_S {
                    return Err(Refusal::DelayTooLong(*seconds));
                }
                Ok(true)
            }
        }
    }

    /// Carries out an action that [`check_act`](Self::check_act) let through.
    fn act(&mut self, action: &ChiefAction) -> Vec<Change> {
        match action {
            ChiefAction::Assign { desk, round, board } => {
                let (round, board) = (*round, *board);
                let Some(key) = self.find_desk(desk).map(|d| d.key.clone()) else { return Vec::new() };
                self.assigned.insert((round, board), key.clone());
                let Some(d) = self.desks.get_mut(&key) else { return Vec::new() };
                d.boards.retain(|b| *b != (round, board));
                d.boards.push((round, board));
                vec![Change::Assigned { fingerprint: d.fingerprint.clone(), round, board }]
            }
            ChiefAction::Confirm { round, board } => {
                let (round, board) = (*round, *board);
                let Some(r) = self.boards.get_mut(&(round, board)).map(|b| &mut b.result) else { return Vec::new() };
                let Some(desk) = r.desk else { return Vec::new() };
                if r.confirmed == Some(desk) && !r.overridden {
                    return Vec::new();
                }
                r.confirmed = Some(desk);
                r.overridden = false;
                vec![Change::Result((round, board))]
            }
            ChiefAction::Override { round, board, result } => {
                let r = &mut self.boards.entry((*round, *board)).or_default().result;
                r.confirmed = Some(*result);
                r.overridden = true;
                vec![Change::Result((*round, *board))]
            }
            ChiefAction::Typed { round, board, result } => {
                let r = &mut self.boards.entry((*round, *board)).or_default().result;
                if r.typed == *result {
                    return Vec::new();
                }
                r.typed = *result;
                vec![Change::Result((*round, *board))]
            }
            ChiefAction::Delay { audience, seconds } => {
                self.delays.insert(*audience, *seconds);
                vec![Change::Delay(*audience, *seconds)]
            }
        }
    }

    /// The spectators' view of a board: its latest snapshot as the desk sent it (unsigned).
    pub fn board_json(&self, id: BoardKey) -> Option<serde_json::Value> {
        serde_json::to_value(self.boards.get(&id)?.snapshot.as_ref()?).ok()
    }

    /// The spectators' view of a board's result (`pages::LiveResult`).
    pub fn live_result(&self, (round, board): BoardKey) -> Option<crate::pages::LiveResult> {
        let r = &self.boards.get(&(round, board))?.result;
        let score = r.verdict()?.score().to_string();
        let state = match (r.conflict(), r.status()?) {
            (Some(_), _) => "conflict",
            (None, ResultStatus::Final) => "final",
            (None, ResultStatus::Provisional) => "provisional",
        };
        Some(crate::pages::LiveResult { round, board, score, state: state.into() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use victoria_record::public::PublicGame;
    use victoria_record::sign::ArbiterKey;

    fn key(n: u8) -> ArbiterKey {
        ArbiterKey::from_secret([n; 32])
    }

    /// A public game from its JSON (so that new optional fields need no change here).
    pub(crate) fn game(id: &str, result: Option<&str>) -> PublicGame {
        let mut v = serde_json::json!({
            "id": id, "event": "Open", "site": "", "date": "", "round": "1", "board": "1",
            "white": "A", "black": "B", "ruleset": "classical", "width": 8, "height": 8,
            "phase": if result.is_some() { "finished" } else { "playing" },
            "to_move": "white", "moves": [],
        });
        if let Some(score) = result {
            v["result"] = serde_json::json!({"score": score, "outcome": "resignation"});
        }
        serde_json::from_value(v).expect("a public game")
    }

    fn snap(round: u32, board: u32, seq: u64, id: &str, result: Option<&str>, digest: bool) -> Snapshot {
        Snapshot {
            format: FORMAT.into(),
            version: VERSION,
            round,
            board,
            seq,
            game: game(id, result),
            clocks: None,
            sheet_digest: digest.then(|| "ab".repeat(32)),
        }
    }

    fn chief(state: &HubState, k: &ArbiterKey, action: ChiefAction) -> Envelope {
        Envelope::seal("chief", &ChiefBody { n: state.next_chief_n(), action }, k)
    }

    /// A hub with desk `d` (secret 2) joined and given round 1 board 1.
    fn hub_with_desk() -> (HubState, ArbiterKey, ArbiterKey) {
        let (c, d) = (key(1), key(2));
        let mut h = HubState::new(&c.public_hex());
        let join = Join { desk_key: d.public_hex(), arbiter: "Ann".into(), nonce: "n1".into(), wish: None };
        let (code, changes) = h.join(&Envelope::seal("join", &join, &d)).unwrap();
        assert_eq!(code.len(), 6);
        assert!(matches!(&changes[0], Change::Join { code: c2, .. } if *c2 == code));
        assert_eq!(h.waiting().count(), 1);
        let a = chief(&h, &c, ChiefAction::Assign { desk: code, round: 1, board: 1 });
        h.chief(&a).unwrap();
        assert_eq!(h.waiting().count(), 0);
        (h, c, d)
    }

    #[test]
    fn a_desk_that_asks_for_the_next_rounds_board_waits_until_the_chief_gives_it() {
        let (mut h, c, d) = hub_with_desk();
        let wish = Some(join::BoardId { round: 2, board: 1 });
        let again = Join { desk_key: d.public_hex(), arbiter: "Ann".into(), nonce: "n2".into(), wish };
        let (code, changes) = h.join(&Envelope::seal("join", &again, &d)).unwrap();
        assert_eq!(changes.len(), 1, "the chief hears of it");
        assert_eq!(h.waiting().count(), 1, "it holds 1.1 but asks for 2.1");
        assert_eq!(h.join(&Envelope::seal("join", &again, &d)).unwrap().1, vec![], "the same request again");
        h.chief(&chief(&h, &c, ChiefAction::Assign { desk: code, round: 2, board: 1 })).unwrap();
        assert_eq!(h.waiting().count(), 0);
    }

    #[test]
    fn a_snapshot_from_the_assigned_desk_is_taken_and_its_seq_kept() {
        let (mut h, _, d) = hub_with_desk();
        let a = h.accept(&Envelope::seal("snapshot", &snap(1, 1, 1, "g1", None, false), &d)).unwrap();
        assert_eq!((a.round, a.board, a.seq), (1, 1, 1));
        assert_eq!(a.changes, vec![Change::Board((1, 1))]);
        assert_eq!(h.highest_seq("g1"), Some(1));
        h.accept(&Envelope::seal("snapshot", &snap(1, 1, 5, "g1", None, false), &d)).unwrap();
        assert_eq!(h.board((1, 1)).unwrap().snapshot.as_ref().unwrap().seq, 5);
    }

    #[test]
    fn a_forged_snapshot_is_refused() {
        let (mut h, _, d) = hub_with_desk();
        let mut e = Envelope::seal("snapshot", &snap(1, 1, 1, "g1", None, false), &d);
        e.body = e.body.replace("\"A\"", "\"Z\"");
        assert_eq!(h.accept(&e), Err(Refusal::Forged));
        // Signed by another key but naming the desk's: forged too.
        let mut e = Envelope::seal("snapshot", &snap(1, 1, 1, "g1", None, false), &key(9));
        e.key = d.public_hex();
        assert_eq!(h.accept(&e).unwrap_err().status(), 400);
        assert_eq!(h.highest_seq("g1"), None, "nothing of a refused snapshot is kept");
    }

    #[test]
    fn a_replayed_or_old_snapshot_is_refused() {
        let (mut h, _, d) = hub_with_desk();
        let e3 = Envelope::seal("snapshot", &snap(1, 1, 3, "g1", None, false), &d);
        h.accept(&e3).unwrap();
        assert_eq!(h.accept(&e3), Err(Refusal::Old { seq: 3, highest: 3 }), "the same one again");
        let e2 = Envelope::seal("snapshot", &snap(1, 1, 2, "g1", Some("1-0"), false), &d);
        let r = h.accept(&e2).unwrap_err();
        assert_eq!((r.status(), r.key()), (409, "old"));
        assert_eq!(h.board((1, 1)).unwrap().result.desk, None, "the old one's result is not taken");
    }

    #[test]
    fn a_snapshot_for_a_board_the_desk_does_not_hold_is_refused() {
        let (mut h, c, d) = hub_with_desk();
        let e = Envelope::seal("snapshot", &snap(1, 2, 1, "g2", None, false), &d);
        assert_eq!(h.accept(&e), Err(Refusal::WrongBoard { round: 1, board: 2 }));
        assert_eq!(
            h.accept(&Envelope::seal("snapshot", &snap(2, 1, 1, "g3", None, false), &d)).unwrap_err().status(),
            403
        );
        // Another desk takes board 1 over: the first desk's key no longer counts there.
        let e = key(3);
        let (code, _) = h
            .join(&Envelope::seal(
                "join",
                &Join { desk_key: e.public_hex(), arbiter: "Bo".into(), nonce: "x".into(), wish: None },
                &e,
            ))
            .unwrap();
        h.chief(&chief(&h, &c, ChiefAction::Assign { desk: code, round: 1, board: 1 })).unwrap();
        let old = Envelope::seal("snapshot", &snap(1, 1, 1, "g1", None, false), &d);
        assert_eq!(h.accept(&old), Err(Refusal::WrongBoard { round: 1, board: 1 }));
        h.accept(&Envelope::seal("snapshot", &snap(1, 1, 1, "g1", None, false), &e)).unwrap();
    }

    #[test]
    fn a_snapshot_from_an_unknown_key_is_refused() {
        let (mut h, _, _) = hub_with_desk();
        let stranger = key(7);
        let e = Envelope::seal("snapshot", &snap(1, 1, 1, "g1", None, false), &stranger);
        assert_eq!(h.accept(&e), Err(Refusal::UnknownKey(fingerprint(&stranger.public_hex()))));
        assert_eq!(h.accept(&e).unwrap_err().status(), 403);
        // A join signed by another key than the one it names is refused too.
        let j = Join { desk_key: key(2).public_hex(), arbiter: String::new(), nonce: String::new(), wish: None };
        assert_eq!(h.join(&Envelope::seal("join", &j, &stranger)), Err(Refusal::NotOwnKey));
        // And a chief's action signed by a desk.
        let a =
            Envelope::seal("chief", &ChiefBody { n: 9, action: ChiefAction::Confirm { round: 1, board: 1 } }, &key(2));
        assert_eq!(h.chief(&a), Err(Refusal::NotChief));
    }

    #[test]
    fn a_result_is_provisional_at_once_and_final_with_the_digest_and_the_chiefs_confirmation() {
        let (mut h, c, d) = hub_with_desk();
        let a = h.accept(&Envelope::seal("snapshot", &snap(1, 1, 1, "g1", Some("1-0"), false), &d)).unwrap();
        assert!(a.changes.contains(&Change::Result((1, 1))));
        let r = &h.board((1, 1)).unwrap().result;
        assert_eq!((r.verdict(), r.status()), (Some(Verdict::White), Some(ResultStatus::Provisional)));
        let confirm = chief(&h, &c, ChiefAction::Confirm { round: 1, board: 1 });
        assert_eq!(h.chief(&confirm), Err(Refusal::NoSheetDigest { round: 1, board: 1 }));
        h.accept(&Envelope::seal("snapshot", &snap(1, 1, 2, "g1", Some("1-0"), true), &d)).unwrap();
        let confirm = chief(&h, &c, ChiefAction::Confirm { round: 1, board: 1 });
        assert_eq!(h.chief(&confirm), Ok(vec![Change::Result((1, 1))]));
        assert_eq!(h.chief(&confirm).unwrap_err().key(), "chief-replay", "a chief's action counts once");
        assert_eq!(h.board((1, 1)).unwrap().result.status(), Some(ResultStatus::Final));
        let none = chief(&h, &c, ChiefAction::Confirm { round: 1, board: 2 });
        assert_eq!(h.chief(&none), Err(Refusal::NoResult { round: 1, board: 2 }));
    }

    #[test]
    fn a_typed_result_that_differs_is_a_conflict_never_written_over_and_the_override_settles_it() {
        let (mut h, c, d) = hub_with_desk();
        h.chief(&chief(&h, &c, ChiefAction::Typed { round: 1, board: 1, result: Some(Verdict::Draw) })).unwrap();
        h.accept(&Envelope::seal("snapshot", &snap(1, 1, 1, "g1", Some("0-1"), true), &d)).unwrap();
        let r = &h.board((1, 1)).unwrap().result;
        assert_eq!(r.conflict(), Some(Conflict { desk: Verdict::Black, other: Verdict::Draw }));
        assert_eq!(r.typed, Some(Verdict::Draw), "the typed result stays");
        let confirm = chief(&h, &c, ChiefAction::Confirm { round: 1, board: 1 });
        assert_eq!(h.chief(&confirm), Err(Refusal::InConflict { round: 1, board: 1 }));
        h.chief(&chief(&h, &c, ChiefAction::Override { round: 1, board: 1, result: Verdict::Black })).unwrap();
        let r = &h.board((1, 1)).unwrap().result;
        assert_eq!((r.verdict(), r.status(), r.conflict()), (Some(Verdict::Black), Some(ResultStatus::Final), None));
        // A desk that later says otherwise does not move a final result: a conflict again.
        h.accept(&Envelope::seal("snapshot", &snap(1, 1, 2, "g1", Some("1/2-1/2"), true), &d)).unwrap();
        let r = &h.board((1, 1)).unwrap().result;
        assert_eq!(r.verdict(), Some(Verdict::Black));
    }

    #[test]
    fn delays_are_at_most_fifteen_minutes_and_assignments_only_to_paired_boards() {
        let (mut h, c, _) = hub_with_desk();
        let too_long = chief(&h, &c, ChiefAction::Delay { audience: Audience::Net, seconds: 901 });
        assert_eq!(h.chief(&too_long), Err(Refusal::DelayTooLong(901)));
        h.chief(&chief(&h, &c, ChiefAction::Delay { audience: Audience::Net, seconds: 900 })).unwrap();
        assert_eq!((h.delay(Audience::Net), h.delay(Audience::Hall)), (900, 0));
        h.set_pairing([(1, vec![1, 2])].into_iter().collect());
        let code = h.desks().next().unwrap().code.clone();
        let a = chief(&h, &c, ChiefAction::Assign { desk: code.clone(), round: 1, board: 3 });
        assert_eq!(h.chief(&a), Err(Refusal::NoSuchBoard { round: 1, board: 3 }));
        let a = chief(&h, &c, ChiefAction::Assign { desk: "000000x".into(), round: 1, board: 2 });
        assert_eq!(h.chief(&a).unwrap_err().status(), 404);
    }

    #[test]
    fn a_refusal_is_worded_in_both_languages() {
        for r in [Refusal::Forged, Refusal::Old { seq: 2, highest: 3 }, Refusal::WrongBoard { round: 1, board: 2 }] {
            let (en, ru) = (r.words(Lang::En), r.words(Lang::Ru));
            assert_ne!(en, ru);
            assert!(!en.contains("hub-refused"), "{en}");
        }
    }
}
