//! A snapshot: the whole public state of one board's game at one moment, numbered. A desk
//! sends a new one whenever the public state changes; the hub keeps the one with the highest
//! number per game, so a lost or repeated snapshot is harmless.

use serde::{Deserialize, Serialize};
use victoria_record::public::PublicGame;
use victoria_rules::Color;

/// The format name every snapshot carries.
pub const FORMAT: &str = "victoria-arbiter/live-snapshot";
/// The version of the snapshot format.
pub const VERSION: u32 = 1;

/// The clocks as read at one moment: each side's time left then, and whose clock was running.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveClocks {
    /// White's and Black's time left, in milliseconds, at `read_at`.
    pub remaining_ms: [i64; 2],
    /// The side whose clock was running at `read_at` (`None`: stopped, or not started).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running: Option<Color>,
    /// When the clocks were read: milliseconds since 1970-01-01 UTC.
    pub read_at: i64,
}

/// The public state of one board's game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
    pub version: u32,
    /// The round and board the hub assigned to the desk (1-based).
    pub round: u32,
    pub board: u32,
    /// The publication number for this game: 1 for the first snapshot, one more for each
    /// change of the public state (never for a change of secret state).
    pub seq: u64,
    /// The game, as the public sees it.
    pub game: PublicGame,
    /// The clocks, when the game has a time control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<LiveClocks>,
    /// The SHA-256 (hex) of the sealed score sheet's record, once the arbiter has sealed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sheet_digest: Option<String>,
}
