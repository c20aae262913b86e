//! The chief arbiter's hub (feature `hub`): it takes the desks' signed snapshots, keeps them in
//! its journal before it answers, works out each board's result, and serves the spectators.
//!
//! - [`state`]: the hub's state without any server ([`HubState`]): desks and keys, join
//!   requests and their short codes, boards given to desks, each game's highest `seq`, each
//!   board's latest snapshot and result; `accept` takes a snapshot or says why not.
//! - [`journal`]: `live/hub.journal` in the event folder, every accepted message appended and
//!   synced before the answer; the state is rebuilt from it on start.
//! - [`checkpoint`]: `live/hub.state`, the accepted state at one journal line, after which the
//!   journal restarts (so a start replays only what came since).
//! - [`server`]: the axum router of `docs/LIVE.md` (desks, chief, spectators, the SSE stream),
//!   and [`Hub::start`], which runs it on tokio in its own thread and returns a [`HubHandle`].
//!
//! The hub never writes the tournament's files: its owner (the command line or the app) reads
//! the [`HubEvent`]s and writes a result when the chief has confirmed it.

pub mod checkpoint;
pub mod journal;
mod limit;
pub mod server;
pub mod state;
mod stream;

pub use journal::{Journal, JournalEntry, JournalError};
pub use server::{COMPACT_BYTES, CompactStep, EventInfo, FaultHook, Hub, HubConfig, HubError, HubEvent, HubHandle};
pub use state::{
    Accepted, Audience, BoardResult, ChiefAction, ChiefBody, Conflict, Desk, HubState, Refusal, ResultStatus,
    SavedState,
};

use serde::{Deserialize, Serialize};
use victoria_record::public::PublicResult;

/// A board inside the hub: its round and its number (both from 1); `join::BoardId` outside.
pub type BoardKey = (u32, u32);

/// A board's result as the event counts it. The keys are those of the Tournament screen's
/// typed results (`white`, `draw`, `black-count` …), so the owner maps them one to one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    White,
    Black,
    Draw,
    /// Won by the point count (R27).
    WhiteCount,
    BlackCount,
    WhiteForfeit,
    BlackForfeit,
    DoubleForfeit,
}

impl Verdict {
    pub const ALL: [Verdict; 8] = [
        Verdict::White,
        Verdict::Black,
        Verdict::Draw,
        Verdict::WhiteCount,
        Verdict::BlackCount,
        Verdict::WhiteForfeit,
        Verdict::BlackForfeit,
        Verdict::DoubleForfeit,
    ];

    /// The key (`white`, `black-count`, `double-forfeit` …).
    pub fn key(self) -> &'static str {
        match self {
            Verdict::White => "white",
            Verdict::Black => "black",
            Verdict::Draw => "draw",
            Verdict::WhiteCount => "white-count",
            Verdict::BlackCount => "black-count",
            Verdict::WhiteForfeit => "white-forfeit",
            Verdict::BlackForfeit => "black-forfeit",
            Verdict::DoubleForfeit => "double-forfeit",
        }
    }

    pub fn from_key(key: &str) -> Option<Verdict> {
        Verdict::ALL.into_iter().find(|v| v.key() == key)
    }

    /// The score as the spectators' pages show it: `1-0`, `0-1`, `1/2-1/2`, `+:-`, `-:+`, `-:-`.
    pub fn score(self) -> &'static str {
        match self {
            Verdict::White | Verdict::WhiteCount => "1-0",
            Verdict::Black | Verdict::BlackCount => "0-1",
            Verdict::Draw => "1/2-1/2",
            Verdict::WhiteForfeit => "+:-",
            Verdict::BlackForfeit => "-:+",
            Verdict::DoubleForfeit => "-:-",
        }
    }

    /// The event's result for a game's public result, as the boards' files are read
    /// (`victoria-session::boards`): a win on the point count as such, a forfeit (not a loss
    /// ruled on time or for illegal moves) as unplayed.
    pub fn of_public(r: &PublicResult) -> Verdict {
        let forfeit =
            r.outcome == "forfeit" && !matches!(r.ground.as_deref(), Some("flag_fell") | Some("illegal_moves"));
        let count = r.outcome == "points";
        match (r.score.as_str(), forfeit, count) {
            ("1-0", true, _) => Verdict::WhiteForfeit,
            ("0-1", true, _) => Verdict::BlackForfeit,
            (_, true, _) => Verdict::DoubleForfeit,
            ("1-0", _, true) => Verdict::WhiteCount,
            ("0-1", _, true) => Verdict::BlackCount,
            ("1-0", _, _) => Verdict::White,
            ("0-1", _, _) => Verdict::Black,
            _ => Verdict::Draw,
        }
    }
}
