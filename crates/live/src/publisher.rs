//! The desk's publisher: after every action it builds the game's [`Snapshot`], decides whether
//! the public part changed since the last one, numbers it, keeps the number in
//! `GAME.json.live` and signs it. No network here: the [`Envelope`] it returns goes to the
//! outbox.
//!
//! What counts as a change is the public facts alone: the [`PublicGame`], the round and board,
//! the sealed sheet's digest, and the clocks' public history — the clock log without the holds
//! the desk makes while the arbiter decides on a refused entry, and whether a clock runs. The
//! time a running clock shows is not a change (it is read again at `read_at` in every
//! snapshot). So a change of secret state — a reserve, a refused entry, a slip, the private
//! panel — neither sends a snapshot nor moves `seq`.

use crate::envelope::Envelope;
use crate::join::{Assignment, BoardId, SNAPSHOT};
use crate::snapshot::{FORMAT, LiveClocks, Snapshot, VERSION};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use victoria_record::public::PublicGame;
use victoria_record::recorder::Recorder;
use victoria_record::sign::ArbiterKey;
use victoria_record::time_control::{ClockChange, ClockEvent};
use victoria_record::{GameRecord, Time, sha256_hex};
use victoria_words::{IoFact, Lang, Words, t};

/// What the desk keeps beside a game (`GAME.json.live`): the game's last publication number
/// and the digest of its public part, and the board it is assigned to.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LiveFile {
    /// The record's id.
    pub game: String,
    /// The last snapshot's `seq` (0: none yet).
    pub seq: u64,
    /// The SHA-256 (hex) of the last snapshot's public part (see [`public_digest`]).
    pub digest: String,
    /// The hub's address (`http://HOST:PORT/?hub=FINGERPRINT`) the desk joined.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hub: Option<String>,
    /// The board the hub assigned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assignment: Option<Assignment>,
}

/// `GAME.json` → `GAME.json.live`.
pub fn live_path(game: &Path) -> PathBuf {
    let mut s = game.as_os_str().to_owned();
    s.push(".live");
    PathBuf::from(s)
}

/// Why the desk's live file could not be read or written.
#[derive(Debug)]
pub enum LiveError {
    Read(PathBuf, IoFact),
    /// The file is not a live file (the parser's words).
    Damaged(PathBuf, String),
    Write(PathBuf, IoFact),
}

impl Words for LiveError {
    fn words(&self, lang: Lang) -> String {
        match self {
            LiveError::Read(p, e) => {
                t!(lang, "live-file-read", path = p.display().to_string(), error = e.words(lang))
            }
            LiveError::Damaged(p, e) => {
                t!(lang, "live-file-damaged", path = p.display().to_string(), error = e.as_str())
            }
            LiveError::Write(p, e) => {
                t!(lang, "live-file-write", path = p.display().to_string(), error = e.words(lang))
            }
        }
    }
}

victoria_words::english_display!(LiveError);

impl std::error::Error for LiveError {}

/// Reads a live file; `None` when there is none.
pub fn read_live(path: &Path) -> Result<Option<LiveFile>, LiveError> {
    match std::fs::read(path) {
        Ok(bytes) => {
            serde_json::from_slice(&bytes).map(Some).map_err(|e| LiveError::Damaged(path.to_path_buf(), e.to_string()))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(LiveError::Read(path.to_path_buf(), IoFact::from(&e))),
    }
}

/// Writes a live file atomically and durably (a `seq` once sent is never reused).
pub fn write_live(path: &Path, live: &LiveFile) -> Result<(), LiveError> {
    let mut text = serde_json::to_string_pretty(live).unwrap_or_default();
    text.push('\n');
    victoria_store::atomic_write(path, text.as_bytes(), true)
        .map_err(|e| LiveError::Write(e.path.clone(), IoFact::from(&e.source)))
}

/// The clocks as the public sees them at `now`: each side's time left, and the side whose
/// clock runs. A clock held while the arbiter decides on a refused entry is published as
/// running (it is the desk's business, and the entry may be a secret slip); `None` without a
/// time control.
pub fn live_clocks(desk: &Recorder, now: Time) -> Option<LiveClocks> {
    let c = desk.clocks()?;
    let r = c.readings_at(now);
    let held = is_held(desk.record());
    let running = (c.running || held) && desk.record().result.is_none();
    Some(LiveClocks {
        remaining_ms: [r.white, r.black],
        running: running.then_some(c.turn),
        read_at: now.timestamp_millis(),
    })
}

/// The clocks stand in a hold (the last hold not released yet).
fn is_held(r: &GameRecord) -> bool {
    r.clock_log
        .iter()
        .rev()
        .find(|e| !matches!(e.change, ClockChange::Bonus { .. }))
        .is_some_and(|e| e.change == ClockChange::Hold)
}

/// The clock log as the public may know it: without the holds and their releases.
fn public_clock_log(r: &GameRecord) -> Vec<&ClockEvent> {
    r.clock_log.iter().filter(|e| !matches!(e.change, ClockChange::Hold | ClockChange::Release)).collect()
}

/// The snapshot of `desk` for `board`, numbered `seq`, its clocks read at `now`.
pub fn snapshot(desk: &Recorder, board: BoardId, seq: u64, now: Time) -> Snapshot {
    let record = desk.record();
    Snapshot {
        format: FORMAT.to_string(),
        version: VERSION,
        round: board.round,
        board: board.board,
        seq,
        game: PublicGame::of(desk),
        clocks: live_clocks(desk, now),
        sheet_digest: record.arbiter_seal.as_ref().map(|s| s.digest.clone()),
    }
}

/// The public part of `desk`'s state for `board`, as one string: the snapshot without its
/// number and without the moment the clocks were read (a running clock's time is not a
/// change), with the clocks' public history instead of their readings.
pub fn public_part(desk: &Recorder, board: BoardId) -> String {
    #[derive(Serialize)]
    struct Part<'a> {
        round: u32,
        board: u32,
        game: PublicGame,
        running: Option<victoria_rules::Color>,
        clock_log: Vec<&'a ClockEvent>,
        sheet_digest: Option<&'a str>,
    }
    let record = desk.record();
    let at = desk.now();
    let part = Part {
        round: board.round,
        board: board.board,
        game: PublicGame::of(desk),
        running: live_clocks(desk, at).and_then(|c| c.running),
        clock_log: public_clock_log(record),
        sheet_digest: record.arbiter_seal.as_ref().map(|s| s.digest.as_str()),
    };
    serde_json::to_string(&part).unwrap_or_default()
}

/// The SHA-256 (hex) of [`public_part`].
pub fn public_digest(desk: &Recorder, board: BoardId) -> String {
    sha256_hex(public_part(desk, board).as_bytes())
}

/// One game's publisher at a desk: the board, the key that signs, and the last publication.
pub struct Publisher {
    key: Arc<ArbiterKey>,
    board: BoardId,
    /// `GAME.json.live`, or `None` for a game kept in memory.
    file: Option<PathBuf>,
    last: LiveFile,
}

impl Publisher {
    /// A publisher that keeps its numbers in memory only (tests, games without a file).
    pub fn in_memory(key: Arc<ArbiterKey>, board: BoardId) -> Publisher {
        Publisher { key, board, file: None, last: LiveFile::default() }
    }

    /// The publisher of the game in `game` (its file): it goes on from the numbers in
    /// `GAME.json.live`, if any.
    pub fn for_game(game: &Path, key: Arc<ArbiterKey>, board: BoardId) -> Result<Publisher, LiveError> {
        let file = live_path(game);
        let last = read_live(&file)?.unwrap_or_default();
        Ok(Publisher { key, board, file: Some(file), last })
    }

    /// The board it publishes for.
    pub fn board(&self) -> BoardId {
        self.board
    }

    /// The last publication (number, digest, the stored assignment).
    pub fn last(&self) -> &LiveFile {
        &self.last
    }

    /// The last `seq` sent (0: none yet).
    pub fn seq(&self) -> u64 {
        self.last.seq
    }

    /// Keeps the hub's address and the assignment in the live file (written with the next
    /// publication, or now).
    pub fn remember(&mut self, hub: Option<String>, assignment: Option<Assignment>) -> Result<(), LiveError> {
        self.last.hub = hub;
        self.last.assignment = assignment;
        match &self.file {
            Some(f) => write_live(f, &self.last),
            None => Ok(()),
        }
    }

    /// The next snapshot to send, signed, if the public part of `desk` changed since the last
    /// one (or it is the game's first); `None` when nothing public changed. The new number is
    /// on disk before the envelope is returned. The clocks are read at `now`.
    pub fn publish(&mut self, desk: &Recorder, now: Time) -> Result<Option<Envelope>, LiveError> {
        let id = &desk.record().id;
        let digest = public_digest(desk, self.board);
        if self.last.game == *id && self.last.digest == digest && self.last.seq > 0 {
            return Ok(None);
        }
        let seq = if self.last.game == *id { self.last.seq + 1 } else { 1 };
        let next = LiveFile { game: id.clone(), seq, digest, ..self.last.clone() };
        if let Some(f) = &self.file {
            write_live(f, &next)?;
        }
        self.last = next;
        let snap = snapshot(desk, self.board, seq, now);
        Ok(Some(Envelope::seal(SNAPSHOT, &snap, &self.key)))
    }

    /// The latest snapshot again (its number unchanged), its clocks read at `now`: what a desk
    /// sends when the hub asks again or after a restart. `None` before the first publication of
    /// this game.
    pub fn again(&self, desk: &Recorder, now: Time) -> Option<Envelope> {
        if self.last.seq == 0 || self.last.game != desk.record().id {
            return None;
        }
        let snap = snapshot(desk, self.board, self.last.seq, now);
        Some(Envelope::seal(SNAPSHOT, &snap, &self.key))
    }
}
