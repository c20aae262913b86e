//! The arbiter's desk: one open game and every action on it — options and event data, sealing
//! and revealing the schemes, bastion lots, fixing the start, recording announced moves
//! (illegal attempts logged with their penalty, R29), take-backs (R30), the private reserve
//! ledger, draw offers, results (R26–R28, R32, with the engine's automatic endings offered),
//! signatures and the arbiter's seal. Every action is checked first, then appended to the
//! journal and flushed to disk, and only then applied and acknowledged; opening a game replays
//! the journal onto the last saved record. A desk can also run in memory (no files) for tests,
//! generated games and benchmarks. The game is one [`AnyGame`] whatever the ruleset, so moves,
//! take-backs, rulings and results are handled once for Victoria, classical and Synthesis
//! records; what only Synthesis has (its results and declarations) comes from `synth`.
//!
//! This module holds the desk itself (opening, saving, the journal, the live PGN); the actions
//! are split by phase: `setup` (event, options, schemes, lots, the start), `play` (moves,
//! rulings, take-backs, the ledger) and `result` (results, draw offers, signatures, the
//! seal). Every action is stamped by the desk's [`Clock`].

mod can_mate;
mod clock;
mod duties;
mod play;
mod result;
mod setup;

pub use super::model::Declared;
pub use super::replay::ReplayError;
pub use clock::{Clock, ManualClock, SystemClock};
pub use duties::{Confirmed, DutyError, PendingEntry};
pub use play::{interpret, ledger, penalty, ruling};

use super::announce::NotAMove;
use super::journal::{self, Action, Journal, JournalError};
use super::lots::{LotError, StartError};
use super::model::*;
use super::seal::SealError;
use super::store::{self, StoreError};
use super::{replay, synth};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use victoria_rules::synthesis;
use victoria_rules::{AnyGame, AnyOutcome, Game, Outcome, Position, Role, Rules};

/// What opening or rescuing a game file did besides loading it: a fact for the arbiter, worded
/// in `record.ftl` where it is shown (the app's notice after opening, the command line).
#[derive(Clone, Debug)]
pub enum RecorderNote {
    /// The journal ended in an entry of `bytes` bytes that was never acknowledged (a crash in the
    /// middle of writing it); it was dropped.
    TornTail { bytes: usize },
    /// `actions` journal actions newer than the saved record were restored.
    Restored { actions: u64 },
    /// The live public PGN could not be written; the game goes on without it.
    LivePgn(Arc<StoreError>),
    /// A rescue from a damaged journal: `applied` actions restored, `kept` moves kept, and the
    /// damaged line and what was wrong with it (`None`: the journal had no damage).
    Salvaged { applied: usize, kept: usize, damage: Option<(usize, journal::LineDamage)> },
}

/// Why an action was not taken. Nothing changed in the record or on disk. Each refusal is a
/// fact of its own; its words come from the catalogue (the record words of `i18n`), and `Display`
/// is the English.
#[derive(Debug, thiserror::Error)]
pub enum RecorderError {
    Store(#[from] StoreError),
    Journal(#[from] JournalError),
    Seal(#[from] SealError),
    Lot(#[from] LotError),
    Start(#[from] StartError),
    NotAMove(#[from] NotAMove),
    /// The text fits several legal moves: the moves it may mean, worded as `SAN (coordinates)`
    /// when shown.
    Ambiguous {
        text: String,
        candidates: Vec<Meaning>,
    },
    /// The move breaks a rule: the engine's `ruling` on `text`; `attempt` is what was logged
    /// (R29), `None` while the entry waits for the arbiter's word or for a preview.
    Illegal {
        text: String,
        ruling: EntryRuling,
        attempt: Option<Box<IllegalAttempt>>,
        second_fide: bool,
    },
    /// Seal and reveal both schemes and fix the bastions first.
    NotStarted,
    /// The game has started: this can no longer change.
    Started(Fixed),
    /// The game is over with this result: clear it to record more moves.
    Finished {
        score: &'static str,
        outcome: ResultKind,
        /// The result's ground (a loss on time, a dead position…), said with it.
        ground: Option<Ground>,
    },
    /// The engine sees an ending; the arbiter records the result.
    Ended(AnyOutcome, victoria_rules::Ruleset),
    /// There are only this many moves to take back.
    NothingToTakeBack(usize),
    /// A duty of the arbiter refused (R29, R33, FIDE 6.9, 7.5).
    Duty(duties::DutyError),
    /// A Synthesis game has the standard setup: there is nothing of this kind (S1).
    NoSetupInSynthesis(SetupPart),
    /// The ruleset is chosen when the record is created.
    RulesetFixed,
    /// The position given for the start cannot be read.
    BadPosition(victoria_rules::VfenError),
    /// The record carries the arbiter's seal: it can no longer change.
    SealedRecord,
    /// A take-back needs a reason for the score sheet (R30).
    CorrectionNeedsReason,
    /// The engine sees no ending to accept.
    NotOver,
    /// A forfeit, a decision or a ruled count needs the arbiter's written reason.
    DecisionNeedsReason,
    /// Synthesis has no point count (S27–S30).
    NoCountInSynthesis,
    /// Classical chess has no point count (R27 is Victoria's).
    NoCountInClassical,
    NoResultToClear,
    NoPendingDrawOffer,
    /// A signature's points must lie in the 0..1 box.
    SignatureOutside,
    SignatureEmpty,
    /// The seal signs another digest than the record's.
    SealDigest {
        signed: String,
        record: String,
    },
    /// The record's moves do not replay on the engine; the file was not changed.
    Replay(#[source] ReplayError),
    /// A generated game (`samples`) found no seed that gives what it looks for.
    NoSample(&'static str),
}

/// One legal move an ambiguous announcement may mean: the move, and its SAN in the position it
/// was announced in (notation, not words: the position is gone when the refusal is shown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meaning {
    pub mv: victoria_rules::Move,
    pub san: String,
}

/// What can no longer change once the game has started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fixed {
    Options,
    StartPosition,
}

/// What a Synthesis game does not have (S1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupPart {
    Schemes,
    Bastions,
}

/// A move that was recorded and acknowledged (it is on disk).
#[derive(Clone, Debug)]
pub struct Recorded {
    pub entry: MoveEntry,
    /// The Victoria engine's verdict after the move (`Ongoing` in Synthesis): anything but
    /// `Ongoing` should be offered to the arbiter as the result.
    pub outcome: Outcome,
    /// The verdict of the game's own ruleset (Victoria's or Synthesis's) after the move.
    pub verdict: AnyOutcome,
}

/// What an entry would record, without recording it (for live feedback while typing).
#[derive(Clone, Debug)]
pub struct Preview {
    pub uci: String,
    pub san: String,
}

/// Where a reserve piece of the ledger stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LedgerStatus {
    InPlay,
    /// Became a monument on this full move.
    Petrified {
        on_move: u32,
    },
    /// Was captured on this full move.
    Captured {
        on_move: u32,
    },
}

/// One line of the private reserve ledger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LedgerLine {
    pub role: Role,
    /// Where the piece started (or was born by promotion).
    pub origin: String,
    /// Where it stands now, or where it was captured or petrified.
    pub square: String,
    pub initial: u16,
    pub spent: u16,
    pub remaining: u16,
    pub status: LedgerStatus,
    /// Born by promotion on move N.
    pub born_on: Option<u32>,
}

/// An open game.
#[derive(Debug)]
pub struct Recorder {
    record: GameRecord,
    /// The engine's game (Victoria, classical or Synthesis), once the start is fixed.
    game: Option<AnyGame>,
    /// The engine's verdict on the current position, kept after every change.
    ended: AnyOutcome,
    path: Option<PathBuf>,
    journal: Option<Journal>,
    seq: u64,
    /// Nothing has been recorded since the game was made: its file is at revision 0 (a new
    /// game's, or a sample's copy) and every action journaled since is part of making it
    /// ([`Action::makes_the_game`]). It holds across closing and opening again.
    as_made: bool,
    live_pgn: Option<PathBuf>,
    notes: Vec<RecorderNote>,
    /// A refused entry waiting for the arbiter's word (R29).
    pending: Option<duties::PendingEntry>,
    /// Where the time of every action comes from.
    clock: Arc<dyn Clock>,
}

/// The desk is the open game the public facts are read from (`PublicGame::of`).
impl crate::public::OpenGame for Recorder {
    fn record(&self) -> &GameRecord {
        &self.record
    }

    fn current(&self) -> Option<(String, victoria_rules::Color)> {
        self.game.as_ref().map(|g| (g.fen(), g.turn()))
    }
}

impl Recorder {
    /// A desk with no files (tests, generated games, benchmarks).
    pub fn in_memory(record: GameRecord) -> Result<Recorder, RecorderError> {
        let mut d = Recorder {
            record,
            game: None,
            ended: AnyOutcome::Victoria(Outcome::Ongoing),
            path: None,
            journal: None,
            seq: 0,
            as_made: false,
            live_pgn: None,
            notes: vec![],
            pending: None,
            clock: Arc::new(SystemClock),
        };
        d.seq = d.record.revision;
        d.as_made = d.seq == 0;
        d.rebuild()?;
        Ok(d)
    }

    /// Creates a new game file (refusing to overwrite an existing one) and its journal.
    pub fn create(path: &Path, event: EventInfo, rules: Rules) -> Result<Recorder, RecorderError> {
        if path.exists() {
            return Err(StoreError::Exists { path: path.to_path_buf() }.into());
        }
        let record = GameRecord::new(event, rules);
        store::save(path, &record)?;
        let journal = Journal::open(&journal::journal_path(path), 0)?;
        let mut d = Recorder {
            record,
            game: None,
            ended: AnyOutcome::Victoria(Outcome::Ongoing),
            path: Some(path.to_path_buf()),
            journal: Some(journal),
            seq: 0,
            as_made: true,
            live_pgn: None,
            notes: vec![],
            pending: None,
            clock: Arc::new(SystemClock),
        };
        d.rebuild()?;
        Ok(d)
    }

    /// Opens a game file: loads the last saved record, replays the journal's newer actions and
    /// rebuilds the game. A corrupt or truncated file is refused and left as it is.
    pub fn open(path: &Path) -> Result<Recorder, RecorderError> {
        let mut record = store::load(path)?;
        let jpath = journal::journal_path(path);
        let replay = journal::read(&jpath)?;
        let mut notes = Vec::new();
        if replay.torn_tail > 0 {
            notes.push(RecorderNote::TornTail { bytes: replay.torn_tail });
        }
        let mut seq = record.revision;
        let mut as_made = seq == 0;
        for (n, action) in &replay.actions {
            if *n <= seq {
                continue;
            }
            if Some(*n) != seq.checked_add(1) {
                return Err(RecorderError::Replay(ReplayError::JournalGap {
                    journal: jpath.clone(),
                    from: seq,
                    to: *n,
                }));
            }
            action.apply(&mut record);
            as_made &= action.makes_the_game();
            seq = *n;
        }
        let replayed = seq - record.revision;
        if replayed > 0 {
            notes.push(RecorderNote::Restored { actions: replayed });
        }
        let mut d = Recorder {
            record,
            game: None,
            ended: AnyOutcome::Victoria(Outcome::Ongoing),
            path: None,
            journal: None,
            seq,
            as_made,
            live_pgn: None,
            notes,
            pending: None,
            clock: Arc::new(SystemClock),
        };
        d.rebuild()?;
        d.journal = Some(Journal::open(&jpath, replay.good_len)?);
        d.path = Some(path.to_path_buf());
        // The live public PGN is part of the record: the broadcast goes on where it stopped.
        d.live_pgn = d.record.live_pgn.as_deref().map(PathBuf::from);
        if let Err(e) = d.write_live() {
            d.notes.push(RecorderNote::LivePgn(Arc::new(e)));
        }
        Ok(d)
    }

    /// Rescues a game whose journal is damaged: the saved record plus every journal action
    /// before the damaged line, written to a NEW file `to` (never over the original, which is
    /// kept for inspection). Returns the desk on the new file and a note of what was kept.
    pub fn salvage(path: &Path, to: &Path) -> Result<(Recorder, RecorderNote), RecorderError> {
        if to.exists() {
            return Err(StoreError::Exists { path: to.to_path_buf() }.into());
        }
        let mut record = store::load(path)?;
        let (replay, damage) = journal::read_until_damage(&journal::journal_path(path))?;
        let mut applied = 0;
        for (n, action) in &replay.actions {
            if *n <= record.revision {
                continue;
            }
            if Some(*n) != record.revision.checked_add(1) {
                break;
            }
            action.apply(&mut record);
            record.revision = *n;
            applied += 1;
        }
        // Keep only what still replays on the engine.
        let mut desk = Recorder::in_memory(record.clone()).or_else(|_| {
            let mut r = record.clone();
            while !r.moves.is_empty() && Recorder::in_memory(r.clone()).is_err() {
                r.moves.pop();
            }
            Recorder::in_memory(r)
        })?;
        let kept = desk.record.moves.len();
        let damage = match damage {
            Some(JournalError::Damaged { line, what, .. }) => Some((line, what)),
            _ => None,
        };
        let note = RecorderNote::Salvaged { applied, kept, damage };
        store::save(to, &desk.record)?;
        desk.journal = Some(Journal::open(&journal::journal_path(to), 0)?);
        desk.path = Some(to.to_path_buf());
        desk.seq = desk.record.revision;
        desk.as_made = false;
        desk.notes.push(note.clone());
        Ok((desk, note))
    }

    /// Rebuilds the engine's game from the record's start position and moves.
    fn rebuild(&mut self) -> Result<(), RecorderError> {
        self.game = None;
        self.ended = AnyOutcome::Victoria(Outcome::Ongoing);
        if let Some(game) = replay::replay(&self.record).map_err(RecorderError::Replay)? {
            self.install(game);
        }
        Ok(())
    }

    /// Stamps every later action with the time of `clock` (the arbiter's clock by default).
    pub fn set_clock(&mut self, clock: impl Clock + 'static) {
        self.clock = Arc::new(clock);
    }

    /// The desk with `clock` (see [`set_clock`](Self::set_clock)).
    pub fn with_clock(mut self, clock: impl Clock + 'static) -> Recorder {
        self.set_clock(clock);
        self
    }

    /// The time the desk stamps on an action now.
    pub fn now(&self) -> Time {
        self.clock.now()
    }

    /// Notes from opening (journal entries restored, a torn entry dropped).
    pub fn notes(&self) -> &[RecorderNote] {
        &self.notes
    }

    /// The record as it stands (every acknowledged action included).
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The record file, if the desk has one.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The game of either ruleset (start position, moves, current position), once started.
    pub fn any_game(&self) -> Option<&AnyGame> {
        self.game.as_ref()
    }

    /// The Victoria (or classical) game, once started; `None` for Synthesis.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref().and_then(AnyGame::victoria)
    }

    /// The current Victoria (or classical) position, once started; `None` for Synthesis.
    pub fn position(&self) -> Option<&Position> {
        self.game().map(|g| g.position())
    }

    /// Is this a game of Synthesis chess (SYNTHESIS.md)?
    pub fn is_synthesis(&self) -> bool {
        synth::is_synthesis(&self.record)
    }

    /// The Synthesis game (start, moves, current position), for a Synthesis record.
    pub fn synthesis(&self) -> Option<&synthesis::Game> {
        self.game.as_ref().and_then(AnyGame::synthesis)
    }

    /// The Synthesis engine's verdict on the current position (S27–S30).
    pub fn synthesis_outcome(&self) -> synthesis::Outcome {
        self.ended.synthesis().unwrap_or(synthesis::Outcome::Ongoing)
    }

    /// Nothing has been recorded in the game since it was made (a new game with its start
    /// position and time control, a sample's copy as it came), in this run or before it was
    /// closed: leaving it loses nothing.
    pub fn as_made(&self) -> bool {
        self.as_made
    }

    /// The game has a start position (of either ruleset).
    pub fn is_started(&self) -> bool {
        self.game.is_some()
    }

    fn install(&mut self, game: impl Into<AnyGame>) {
        let game = game.into();
        self.ended = game.outcome();
        self.game = Some(game);
    }

    /// Journals an action durably, then applies it.
    fn commit(&mut self, action: Action) -> Result<(), RecorderError> {
        if self.record.arbiter_seal.is_some() {
            return Err(RecorderError::SealedRecord);
        }
        let seq = self.seq + 1;
        if let Some(j) = &mut self.journal {
            j.append(seq, &action)?;
        }
        action.apply(&mut self.record);
        self.as_made &= action.makes_the_game();
        self.seq = seq;
        Ok(())
    }

    /// Saves the whole record atomically (temporary file, fsync, rename, folder fsync) and
    /// empties the journal. The desk does this itself at the result, at each signature and at
    /// the arbiter's seal; the app may call it at calm moments (closing the game, between
    /// rounds). Between saves the journal holds every action, so recording a move costs one
    /// append and one fsync.
    pub fn save(&mut self) -> Result<(), RecorderError> {
        let Some(path) = self.path.clone() else { return Ok(()) };
        let before = self.record.revision;
        // A sealed record is saved exactly as it was sealed: its revision is part of the digest.
        if self.record.arbiter_seal.is_none() {
            self.record.revision = self.seq;
        }
        if let Err(e) = store::save(&path, &self.record) {
            self.record.revision = before;
            return Err(e.into());
        }
        if let Some(j) = &mut self.journal {
            j.reset()?;
        }
        Ok(())
    }

    /// Saves and closes the game (the journal is folded into the record).
    pub fn close(mut self) -> Result<(), RecorderError> {
        self.save()
    }

    /// Writes the public PGN to `path` after every move, take-back and result (for a
    /// broadcast screen); `None` stops it.
    /// The choice is part of the record (journaled), so reopening the game resumes it.
    pub fn set_live_pgn(&mut self, path: Option<PathBuf>) -> Result<(), RecorderError> {
        let text = path.as_ref().map(|p| p.to_string_lossy().into_owned());
        if text != self.record.live_pgn && self.record.arbiter_seal.is_none() {
            self.commit(Action::LivePgn { path: text })?;
        }
        self.live_pgn = path;
        Ok(self.write_live()?)
    }

    /// Where the live public PGN is written, if it is.
    pub fn live_pgn(&self) -> Option<&Path> {
        self.live_pgn.as_deref()
    }

    fn write_live(&self) -> Result<(), StoreError> {
        if let Some(p) = &self.live_pgn {
            store::atomic_write(p, super::pgn::public(&self.record).as_bytes(), false)?;
        }
        Ok(())
    }

    /// Makes every journal flush a no-op (tests of throw-away games only).
    pub fn set_durable(&mut self, durable: bool) {
        if let Some(j) = &mut self.journal {
            j.set_durable(durable);
        }
    }
}
