//! The journal: every arbiter action, appended to `GAME.json.journal` as one checksummed line
//! and flushed to disk (fsync) before the action is acknowledged. An action is a recorded
//! fact (a sealed commitment, a lot, a move with its time), so replaying the journal onto the
//! last saved record rebuilds exactly what was acknowledged. A torn last line — a crash in the
//! middle of an append, before its acknowledgement — is dropped; damage anywhere else is
//! refused with the line number, never silently skipped.
//!
//! Line format: `<seq> <first 16 hex of SHA-256 of the JSON> <JSON of the action>\n`.

use super::model::{
    ArbiterSeal, BastionLot, Correction, DrawOffer, DrawnSignature, EventInfo, GameRecord, GameResult, IllegalAttempt,
    MoveEntry, RevealedScheme, Time, sha256_hex,
};
use super::model::{DiscardedEntry, Withdrawal};
use super::time_control::{ClockChange, ClockEvent, GameClocks, TimeControl};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use victoria_rules::{Color, Rules};

pub use super::model::Signer;

/// The first line of every journal.
pub const HEADER: &str = "victoria-arbiter/journal 1";

/// One arbiter action, as a fact that can be applied to a record.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    SetEvent {
        event: EventInfo,
    },
    SetRules {
        rules: Rules,
    },
    Seal {
        side: Color,
        seal_code: String,
        commitment: String,
        sealed_at: Time,
        sealed: String,
    },
    Reveal {
        white: RevealedScheme,
        black: RevealedScheme,
        time: Time,
    },
    Lot {
        lot: BastionLot,
    },
    Start {
        vfen: String,
    },
    Move {
        entry: MoveEntry,
    },
    Illegal {
        attempt: IllegalAttempt,
    },
    TakeBack {
        correction: Correction,
    },
    DrawOffer {
        offer: DrawOffer,
    },
    DrawAnswer {
        accepted: bool,
    },
    Result {
        result: GameResult,
    },
    ClearResult {
        time: Time,
        /// The arbiter's words.
        reason: String,
        /// The result fell because moves were taken back (a correction), not withdrawn on its own.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        taken_back: bool,
    },
    Sign {
        who: Signer,
        signature: DrawnSignature,
    },
    ArbiterSeal {
        seal: ArbiterSeal,
    },
    /// The time control (R33), before the game.
    SetTimeControl {
        time_control: Option<TimeControl>,
    },
    /// A change of the clocks (R33) and the clocks after it.
    Clock {
        event: ClockEvent,
        clocks: GameClocks,
    },
    /// An entry discarded as an input slip (R29).
    Discard {
        entry: DiscardedEntry,
    },
    /// A logged illegal move withdrawn by the arbiter (R29, R30), by its index.
    Withdraw {
        index: usize,
        withdrawal: Withdrawal,
    },
    /// The live public PGN's file, or none.
    LivePgn {
        path: Option<String>,
    },
}

impl Action {
    /// Part of making a game rather than of recording it: its start position and its time
    /// control (both come before anything is played).
    pub fn makes_the_game(&self) -> bool {
        matches!(self, Action::Start { .. } | Action::SetTimeControl { .. })
    }

    /// Applies the fact to a record. The desk checks every action before journaling it, so
    /// applying never fails; a replayed journal is checked again by `check`.
    pub fn apply(&self, r: &mut GameRecord) {
        match self {
            Action::SetEvent { event } => r.event = event.clone(),
            Action::SetRules { rules } => r.rules = *rules,
            Action::Seal { side, seal_code, commitment, sealed_at, sealed } => {
                let s = r.schemes.get_mut(*side);
                s.seal_code = Some(seal_code.clone());
                s.commitment = Some(commitment.clone());
                s.sealed_at = Some(*sealed_at);
                s.sealed = Some(sealed.clone());
            }
            Action::Reveal { white, black, time } => {
                for (side, rev) in [(Color::White, white), (Color::Black, black)] {
                    let s = r.schemes.get_mut(side);
                    s.revealed = Some(rev.clone());
                    s.revealed_at = Some(*time);
                    s.sealed = None;
                }
            }
            Action::Lot { lot } => r.bastion_lots.push(lot.clone()),
            Action::Start { vfen } => r.start_vfen = Some(vfen.clone()),
            Action::Move { entry } => {
                // The clock switches with the move, as the physical clock did (R33).
                if let (Some(tc), Some(_)) = (&r.time_control, &entry.clock) {
                    let clocks = r.clocks.get_or_insert_with(|| GameClocks::new(tc, entry.color));
                    clocks.on_move(tc, entry.time);
                }
                r.moves.push(entry.clone())
            }
            Action::Illegal { attempt } => r.illegal_attempts.push(attempt.clone()),
            Action::TakeBack { correction } => {
                let n = r.moves.len().saturating_sub(correction.plies.len());
                r.moves.truncate(n);
                r.corrections.push(correction.clone());
                if let (Some(tc), Some(clocks)) = (&r.time_control, &mut r.clocks) {
                    for p in correction.plies.iter().rev() {
                        clocks.take_back(tc, p.color, correction.time);
                    }
                    let event = ClockEvent::of(clocks, ClockChange::TakeBack, n as u32, correction.time);
                    r.clock_log.push(event);
                }
            }
            Action::DrawOffer { offer } => r.draw_offers.push(offer.clone()),
            Action::DrawAnswer { accepted } => {
                if let Some(o) = r.draw_offers.iter_mut().rev().find(|o| o.accepted.is_none()) {
                    o.accepted = Some(*accepted);
                }
            }
            Action::Result { result } => r.result = Some(result.clone()),
            Action::ClearResult { .. } => r.result = None,
            Action::Sign { who, signature } => {
                let slot = match who {
                    Signer::White => &mut r.signatures.white,
                    Signer::Black => &mut r.signatures.black,
                    Signer::Arbiter => &mut r.signatures.arbiter,
                };
                *slot = Some(signature.clone());
            }
            Action::ArbiterSeal { seal } => r.arbiter_seal = Some(seal.clone()),
            Action::SetTimeControl { time_control } => {
                r.time_control = time_control.clone();
                r.clocks = None;
            }
            Action::Clock { event, clocks } => {
                r.clock_log.push(event.clone());
                r.clocks = Some(clocks.clone());
            }
            Action::Discard { entry } => r.discarded.push(entry.clone()),
            Action::Withdraw { index, withdrawal } => {
                if let Some(a) = r.illegal_attempts.get_mut(*index) {
                    a.withdrawn = Some(withdrawal.clone());
                }
            }
            Action::LivePgn { path } => r.live_pgn = path.clone(),
        }
    }
}

/// Why a journal cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    Io { path: PathBuf, source: std::io::Error },
    Damaged { path: PathBuf, line: usize, what: LineDamage },
}

/// What is wrong with a damaged journal line: a fact, worded in `record.ftl`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineDamage {
    /// The bytes are not UTF-8 text.
    NotText,
    /// The first line is not the journal's header.
    NoHeader,
    /// The line does not start with an action number.
    NoNumber,
    /// The action number is not followed by a checksum.
    NoChecksum,
    /// The checksum is not followed by the action.
    NoAction,
    /// Action `seq`'s text does not match its checksum.
    Checksum { seq: u64 },
    /// Action `seq` is not an action this build reads (at this column of its JSON).
    Unreadable { seq: u64, column: usize },
    /// Action `seq` follows action `prev` instead of `prev + 1`.
    OutOfOrder { seq: u64, prev: u64 },
}

impl LineDamage {
    /// Every kind of damage, with sample numbers (for the completeness tests).
    pub const ALL: [LineDamage; 8] = [
        LineDamage::NotText,
        LineDamage::NoHeader,
        LineDamage::NoNumber,
        LineDamage::NoChecksum,
        LineDamage::NoAction,
        LineDamage::Checksum { seq: 4 },
        LineDamage::Unreadable { seq: 4, column: 12 },
        LineDamage::OutOfOrder { seq: 7, prev: 4 },
    ];
}

/// The path of the journal of a record file: `GAME.json` → `GAME.json.journal`.
pub fn journal_path(record: &Path) -> PathBuf {
    let mut s = record.as_os_str().to_owned();
    s.push(".journal");
    PathBuf::from(s)
}

fn checksum(json: &str) -> String {
    sha256_hex(json.as_bytes())[..16].to_string()
}

/// One journal line for action number `seq`.
pub fn line(seq: u64, action: &Action) -> String {
    let json = serde_json::to_string(action).expect("an action always serialises");
    format!("{seq} {} {json}\n", checksum(&json))
}

/// What reading a journal found.
#[derive(Debug, Default)]
pub struct Replay {
    /// `(seq, action)` in order.
    pub actions: Vec<(u64, Action)>,
    /// Bytes of a torn last line that was dropped (never acknowledged).
    pub torn_tail: usize,
    /// The length of the good part of the file.
    pub good_len: u64,
}

/// Reads a journal. A missing file is an empty journal.
pub fn read(path: &Path) -> Result<Replay, JournalError> {
    let bytes =
        victoria_store::read_journal(path).map_err(|source| JournalError::Io { path: path.to_path_buf(), source })?;
    parse(path, &bytes)
}

/// Reads as much of a damaged journal as can be trusted: the actions before the first
/// damaged line, and the damage (`None` if there was none). For salvaging a game.
pub fn read_until_damage(path: &Path) -> Result<(Replay, Option<JournalError>), JournalError> {
    let bytes =
        victoria_store::read_journal(path).map_err(|source| JournalError::Io { path: path.to_path_buf(), source })?;
    match parse(path, &bytes) {
        Ok(r) => Ok((r, None)),
        Err(JournalError::Damaged { line, what, .. }) => {
            // Every line before the damaged one was read fine: parse just those.
            let replay = parse(path, victoria_store::first_lines(&bytes, line.saturating_sub(1)))?;
            Ok((replay, Some(JournalError::Damaged { path: path.to_path_buf(), line, what })))
        }
        Err(e) => Err(e),
    }
}

/// Parses journal bytes (see [`read`]).
pub fn parse(path: &Path, bytes: &[u8]) -> Result<Replay, JournalError> {
    let damaged = |line: usize, what: LineDamage| JournalError::Damaged { path: path.to_path_buf(), line, what };
    let mut out = Replay::default();
    if bytes.is_empty() {
        return Ok(out);
    }
    for l in victoria_store::lines(bytes) {
        if !l.whole {
            // A last line without its newline: an append cut short before its fsync.
            out.torn_tail = bytes.len() - l.start;
            break;
        }
        let text = std::str::from_utf8(l.bytes).map_err(|_| damaged(l.number, LineDamage::NotText))?;
        if l.number == 1 {
            if text != HEADER {
                if l.last && HEADER.starts_with(text) {
                    out.torn_tail = bytes.len() - l.start;
                    break;
                }
                return Err(damaged(1, LineDamage::NoHeader));
            }
        } else {
            match parse_line(text) {
                Ok((seq, action)) => {
                    if let Some(&(prev, _)) = out.actions.last()
                        && Some(seq) != prev.checked_add(1)
                    {
                        return Err(damaged(l.number, LineDamage::OutOfOrder { seq, prev }));
                    }
                    out.actions.push((seq, action));
                }
                Err(what) => return Err(damaged(l.number, what)),
            }
        }
    }
    out.good_len = (bytes.len() - out.torn_tail) as u64;
    Ok(out)
}

fn parse_line(text: &str) -> Result<(u64, Action), LineDamage> {
    let mut parts = text.splitn(3, ' ');
    let seq: u64 = parts.next().and_then(|s| s.parse().ok()).ok_or(LineDamage::NoNumber)?;
    let sum = parts.next().ok_or(LineDamage::NoChecksum)?;
    let json = parts.next().ok_or(LineDamage::NoAction)?;
    if checksum(json) != sum {
        return Err(LineDamage::Checksum { seq });
    }
    let action = serde_json::from_str(json).map_err(|e| LineDamage::Unreadable { seq, column: e.column() })?;
    Ok((seq, action))
}

/// An open journal for appending: the shared journal file of `victoria-store` with this
/// journal's header and lines.
#[derive(Debug)]
pub struct Journal(victoria_store::JournalFile);

impl Journal {
    /// Opens (or creates) the journal, cutting a torn tail of `good_len` bytes off first.
    pub fn open(path: &Path, good_len: u64) -> Result<Journal, JournalError> {
        victoria_store::JournalFile::open(path, good_len, Some(HEADER))
            .map(Journal)
            .map_err(|source| JournalError::Io { path: path.to_path_buf(), source })
    }

    /// Appends action `seq` and (when durable) fsyncs it.
    pub fn append(&mut self, seq: u64, action: &Action) -> Result<(), JournalError> {
        self.0.append(&line(seq, action)).map_err(|source| self.io(source))
    }

    /// Empties the journal after a save (the record file holds everything).
    pub fn reset(&mut self) -> Result<(), JournalError> {
        self.0.reset(Some(HEADER)).map_err(|source| self.io(source))
    }

    /// Whether each append is fsynced (on unless a test of speed turns it off).
    pub fn set_durable(&mut self, durable: bool) {
        self.0.durable = durable;
    }

    pub fn path(&self) -> &Path {
        self.0.path()
    }

    fn io(&self, source: std::io::Error) -> JournalError {
        JournalError::Io { path: self.0.path().to_path_buf(), source }
    }
}
