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

use super::announce::{self, NotAMove, Reading};
use super::journal::{self, Action, Journal, JournalError, Signer};
use super::lots::{self, LotError, StartError};
use super::model::*;
use super::scheme::Scheme;
use super::seal::{self, SealError};
use super::store::{self, StoreError};
use super::{replay, synth};
use crate::rules::options::IllegalMovePenalty;
use crate::rules::synthesis;
use crate::rules::{
    AnyGame, AnyOutcome, Cell, Color, Event, Game, Move, MoveKind, Outcome, Position, Role, Rules, Ruleset, Sentence,
    Square, UciMove,
};
use std::path::{Path, PathBuf};

/// Why an action was not taken. Nothing changed in the record or on disk.
#[derive(Debug, thiserror::Error)]
pub enum DeskError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Journal(#[from] JournalError),
    #[error(transparent)]
    Seal(#[from] SealError),
    #[error(transparent)]
    Lot(#[from] LotError),
    #[error(transparent)]
    Start(#[from] StartError),
    #[error(transparent)]
    NotAMove(#[from] NotAMove),
    #[error("'{text}' fits {} moves: {}; say which", candidates.len(), candidates.join(", "))]
    Ambiguous { text: String, candidates: Vec<String> },
    /// The move breaks a rule; `attempt` is what was logged (R29), `None` for a preview.
    /// `reason` is the English sentence, `reason_ru` the Russian one.
    #[error("'{text}' is illegal: {reason}")]
    Illegal {
        text: String,
        rule: String,
        reason: String,
        reason_ru: String,
        attempt: Option<Box<IllegalAttempt>>,
        second_fide: bool,
    },
    #[error("the game has not started: seal and reveal both schemes and fix the bastions first")]
    NotStarted,
    #[error("the game has started: {0} can no longer change")]
    Started(&'static str),
    #[error("the game is over ({0}): clear the result to record more moves")]
    Finished(String),
    /// The engine sees an ending (in both languages); the arbiter records the result.
    #[error("the game has ended — {0}; record the result")]
    Ended(Sentence),
    #[error("there {} to take back", if *.0 == 0 { "is no move".to_string() } else { format!("are only {} moves", .0) })]
    NothingToTakeBack(usize),
    #[error("{0}")]
    Invalid(String),
    #[error("the record cannot be replayed: {0}. The file was not changed")]
    Replay(String),
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
    /// `in play`, `petrified on move N` or `captured on move N`.
    pub status: String,
    /// Born by promotion on move N.
    pub born_on: Option<u32>,
}

/// A result the arbiter declares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Declared {
    /// The player of this colour resigned (R28).
    Resignation { loser: Color },
    /// A draw by agreement (R28).
    DrawAgreed,
    /// The players agreed to a point count (R27).
    CountAgreed,
    /// The arbiter rules that mate has become impossible: a point count (R27).
    CountRuled,
    /// Loss by forfeit, with the arbiter's reason (R28).
    Forfeit { loser: Color },
    /// Another decision of the arbiter, with a written reason.
    Decision { winner: Option<Color> },
}

/// An open game.
#[derive(Debug)]
pub struct Desk {
    record: GameRecord,
    /// The engine's game (Victoria, classical or Synthesis), once the start is fixed.
    game: Option<AnyGame>,
    /// The engine's verdict on the current position, kept after every change.
    ended: AnyOutcome,
    path: Option<PathBuf>,
    journal: Option<Journal>,
    seq: u64,
    live_pgn: Option<PathBuf>,
    notes: Vec<String>,
}

impl Desk {
    /// A desk with no files (tests, generated games, benchmarks).
    pub fn in_memory(record: GameRecord) -> Result<Desk, DeskError> {
        let mut d = Desk {
            record,
            game: None,
            ended: AnyOutcome::Victoria(Outcome::Ongoing),
            path: None,
            journal: None,
            seq: 0,
            live_pgn: None,
            notes: vec![],
        };
        d.seq = d.record.revision;
        d.rebuild()?;
        Ok(d)
    }

    /// Creates a new game file (refusing to overwrite an existing one) and its journal.
    pub fn create(path: &Path, event: EventInfo, rules: Rules) -> Result<Desk, DeskError> {
        if path.exists() {
            return Err(StoreError::Exists { path: path.to_path_buf() }.into());
        }
        let record = GameRecord::new(event, rules);
        store::save(path, &record)?;
        let journal = Journal::open(&journal::journal_path(path), 0)?;
        let mut d = Desk {
            record,
            game: None,
            ended: AnyOutcome::Victoria(Outcome::Ongoing),
            path: Some(path.to_path_buf()),
            journal: Some(journal),
            seq: 0,
            live_pgn: None,
            notes: vec![],
        };
        d.rebuild()?;
        Ok(d)
    }

    /// Opens a game file: loads the last saved record, replays the journal's newer actions and
    /// rebuilds the game. A corrupt or truncated file is refused and left as it is.
    pub fn open(path: &Path) -> Result<Desk, DeskError> {
        let mut record = store::load(path)?;
        let jpath = journal::journal_path(path);
        let replay = journal::read(&jpath)?;
        let mut notes = Vec::new();
        if replay.torn_tail > 0 {
            notes.push(format!(
                "the journal ended in an unfinished entry ({} bytes) that was never acknowledged; it was dropped",
                replay.torn_tail
            ));
        }
        let mut seq = record.revision;
        for (n, action) in &replay.actions {
            if *n <= seq {
                continue;
            }
            if Some(*n) != seq.checked_add(1) {
                return Err(DeskError::Replay(format!(
                    "the journal {} jumps from action {seq} to action {n}",
                    jpath.display()
                )));
            }
            action.apply(&mut record);
            seq = *n;
        }
        let replayed = seq - record.revision;
        if replayed > 0 {
            notes.push(format!("{replayed} action(s) were restored from the journal"));
        }
        let mut d = Desk {
            record,
            game: None,
            ended: AnyOutcome::Victoria(Outcome::Ongoing),
            path: None,
            journal: None,
            seq,
            live_pgn: None,
            notes,
        };
        d.rebuild()?;
        d.journal = Some(Journal::open(&jpath, replay.good_len)?);
        d.path = Some(path.to_path_buf());
        Ok(d)
    }

    /// Rescues a game whose journal is damaged: the saved record plus every journal action
    /// before the damaged line, written to a NEW file `to` (never over the original, which is
    /// kept for inspection). Returns the desk on the new file and a note of what was kept.
    pub fn salvage(path: &Path, to: &Path) -> Result<(Desk, String), DeskError> {
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
        let mut desk = Desk::in_memory(record.clone()).or_else(|_| {
            let mut r = record.clone();
            while !r.moves.is_empty() && Desk::in_memory(r.clone()).is_err() {
                r.moves.pop();
            }
            Desk::in_memory(r)
        })?;
        let kept = desk.record.moves.len();
        let note = match damage {
            Some(e) => format!("{applied} journal action(s) restored, {kept} move(s) kept; the rest was lost to: {e}"),
            None => format!("{applied} journal action(s) restored, {kept} move(s) kept; the journal had no damage"),
        };
        store::save(to, &desk.record)?;
        desk.journal = Some(Journal::open(&journal::journal_path(to), 0)?);
        desk.path = Some(to.to_path_buf());
        desk.seq = desk.record.revision;
        desk.notes.push(note.clone());
        Ok((desk, note))
    }

    /// Rebuilds the engine's game from the record's start position and moves.
    fn rebuild(&mut self) -> Result<(), DeskError> {
        self.game = None;
        self.ended = AnyOutcome::Victoria(Outcome::Ongoing);
        if let Some(game) = replay::replay(&self.record).map_err(DeskError::Replay)? {
            self.install(game);
        }
        Ok(())
    }

    /// Notes from opening (journal entries restored, a torn entry dropped).
    pub fn notes(&self) -> &[String] {
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

    /// The game has a start position (of either ruleset).
    pub fn is_started(&self) -> bool {
        self.game.is_some()
    }

    fn no_setup_in_synthesis(&self, what: &str) -> Result<(), DeskError> {
        if self.is_synthesis() {
            return Err(DeskError::Invalid(format!(
                "a Synthesis game has the standard setup: there are no {what} (S1)"
            )));
        }
        Ok(())
    }

    fn install(&mut self, game: impl Into<AnyGame>) {
        let game = game.into();
        self.ended = game.outcome();
        self.game = Some(game);
    }

    /// Journals an action durably, then applies it.
    fn commit(&mut self, action: Action) -> Result<(), DeskError> {
        if self.record.arbiter_seal.is_some() {
            return Err(DeskError::Invalid(
                "the record carries the arbiter's seal: it can no longer change (open a copy to correct it)".into(),
            ));
        }
        let seq = self.seq + 1;
        if let Some(j) = &mut self.journal {
            j.append(seq, &action)?;
        }
        action.apply(&mut self.record);
        self.seq = seq;
        Ok(())
    }

    /// Saves the whole record atomically (temporary file, fsync, rename, folder fsync) and
    /// empties the journal. The desk does this itself at the result and the arbiter's seal;
    /// the app may call it at calm moments (closing the game, between rounds). Between saves
    /// the journal holds every action, so recording a move costs one append and one fsync.
    pub fn save(&mut self) -> Result<(), DeskError> {
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
    pub fn close(mut self) -> Result<(), DeskError> {
        self.save()
    }

    /// Writes the public PGN to `path` after every move, take-back and result (for a
    /// broadcast screen); `None` stops it.
    pub fn set_live_pgn(&mut self, path: Option<PathBuf>) -> Result<(), DeskError> {
        self.live_pgn = path;
        self.write_live()
    }

    /// Where the live public PGN is written, if it is.
    pub fn live_pgn(&self) -> Option<&Path> {
        self.live_pgn.as_deref()
    }

    fn write_live(&self) -> Result<(), DeskError> {
        if let Some(p) = &self.live_pgn {
            store::atomic_write(p, super::pgn::public(&self.record).as_bytes(), false)?;
        }
        Ok(())
    }

    /// Makes every journal flush a no-op (tests of throw-away games only).
    pub fn set_durable(&mut self, durable: bool) {
        if let Some(j) = &mut self.journal {
            j.durable = durable;
        }
    }

    // ----- before the game -------------------------------------------------------------

    /// Sets the event data (any time: names may be corrected).
    pub fn set_event(&mut self, event: EventInfo) -> Result<(), DeskError> {
        self.commit(Action::SetEvent { event })
    }

    /// Sets ruleset and options; only before the first seal (R5: options precede schemes).
    pub fn set_rules(&mut self, rules: Rules) -> Result<(), DeskError> {
        if self.record.schemes.white.is_sealed() || self.record.schemes.black.is_sealed() || self.is_started() {
            return Err(DeskError::Started("the options"));
        }
        if (rules.ruleset == Ruleset::Synthesis) != self.is_synthesis() {
            return Err(DeskError::Invalid(
                "the game (Victoria, classical or Synthesis) is chosen when the record is created: create a new record"
                    .into(),
            ));
        }
        self.commit(Action::SetRules { rules })
    }

    /// Seals a typed scheme for `side`; returns the seal code. Every problem is listed at once.
    pub fn seal_text(&mut self, side: Color, text: &str) -> Result<String, DeskError> {
        let scheme = Scheme::parse(side, text).map_err(SealError::Invalid)?;
        self.seal(&scheme)
    }

    /// Seals a scheme read from a small text file (the typed form); returns the seal code.
    pub fn seal_file(&mut self, side: Color, path: &Path) -> Result<String, DeskError> {
        let scheme = Scheme::read_file(side, path).map_err(SealError::Invalid)?;
        self.seal(&scheme)
    }

    /// Seals a scheme; returns the seal code.
    pub fn seal(&mut self, scheme: &Scheme) -> Result<String, DeskError> {
        self.seal_at(scheme, now())
    }

    /// [`seal`](Self::seal) at a given time.
    pub fn seal_at(&mut self, scheme: &Scheme, time: Time) -> Result<String, DeskError> {
        self.no_setup_in_synthesis("sealed schemes")?;
        let mut trial = self.record.clone();
        let code = seal::seal_scheme_at(&mut trial, scheme, time)?;
        let s = trial.schemes.get(scheme.color);
        let action = Action::Seal {
            side: scheme.color,
            seal_code: code.clone(),
            commitment: s.commitment.clone().unwrap_or_default(),
            sealed_at: time,
            sealed: s.sealed.clone().unwrap_or_default(),
        };
        self.commit(action)?;
        Ok(code)
    }

    /// Reveals both schemes together, checking both commitments (R5).
    pub fn reveal(&mut self) -> Result<(), DeskError> {
        self.reveal_at(now())
    }

    /// [`reveal`](Self::reveal) at a given time.
    pub fn reveal_at(&mut self, time: Time) -> Result<(), DeskError> {
        self.no_setup_in_synthesis("sealed schemes")?;
        let mut trial = self.record.clone();
        seal::reveal_at(&mut trial, time)?;
        let white = trial.schemes.white.revealed.clone().ok_or(SealError::NotSealed(Color::White))?;
        let black = trial.schemes.black.revealed.clone().ok_or(SealError::NotSealed(Color::Black))?;
        self.commit(Action::Reveal { white, black, time })
    }

    /// Draws one lot for `side` from the virtual bag and logs it (accepted or set aside).
    pub fn draw_lot(&mut self, side: Color) -> Result<BastionLot, DeskError> {
        self.draw_lot_at(side, now())
    }

    /// [`draw_lot`](Self::draw_lot) at a given time.
    pub fn draw_lot_at(&mut self, side: Color, time: Time) -> Result<BastionLot, DeskError> {
        self.no_setup_in_synthesis("bastions")?;
        let lot = lots::virtual_lot(&self.record, side, time)?;
        self.commit(Action::Lot { lot: lot.clone() })?;
        Ok(lot)
    }

    /// Draws from the virtual bag until both sides have 3 bastions; returns every lot drawn.
    pub fn draw_all_lots(&mut self) -> Result<Vec<BastionLot>, DeskError> {
        self.draw_all_lots_at(now())
    }

    /// [`draw_all_lots`](Self::draw_all_lots), the lots timed a few seconds apart from `time`.
    pub fn draw_all_lots_at(&mut self, time: Time) -> Result<Vec<BastionLot>, DeskError> {
        let mut out = Vec::new();
        for side in Color::ALL {
            while lots::bastions_missing(&self.record, side) > 0 {
                let t = time + chrono::Duration::seconds(5 * out.len() as i64);
                out.push(self.draw_lot_at(side, t)?);
            }
        }
        Ok(out)
    }

    /// Logs a lot drawn from a physical bag; an impossible lot is refused with the reason and
    /// not logged; a lot naming an occupied square is logged as set aside.
    pub fn enter_lot(&mut self, side: Color, text: &str) -> Result<BastionLot, DeskError> {
        self.enter_lot_at(side, text, now())
    }

    /// [`enter_lot`](Self::enter_lot) at a given time.
    pub fn enter_lot_at(&mut self, side: Color, text: &str, time: Time) -> Result<BastionLot, DeskError> {
        self.no_setup_in_synthesis("bastions")?;
        let lot = lots::physical_lot(&self.record, side, text, time)?;
        self.commit(Action::Lot { lot: lot.clone() })?;
        Ok(lot)
    }

    /// Fixes the start position from the revealed schemes and bastions (E10 decides who moves
    /// first). Returns the side to move.
    pub fn start(&mut self) -> Result<Color, DeskError> {
        if self.record.start_vfen.is_some() {
            return Err(DeskError::Started("the start position"));
        }
        let pos = lots::start_position(&self.record)?;
        let turn = pos.turn();
        self.commit(Action::Start { vfen: pos.to_vfen() })?;
        self.install(Game::new(pos));
        Ok(turn)
    }

    /// Starts from a given position instead (a composed position, or classical chess).
    pub fn start_from_vfen(&mut self, vfen: &str) -> Result<Color, DeskError> {
        if self.record.start_vfen.is_some() {
            return Err(DeskError::Started("the start position"));
        }
        let pos = Position::from_vfen(vfen, self.record.rules)
            .map_err(|e| DeskError::Invalid(format!("the position cannot be read: {e}")))?;
        let turn = pos.turn();
        self.commit(Action::Start { vfen: pos.to_vfen() })?;
        self.install(Game::new(pos));
        Ok(turn)
    }

    // ----- moves -----------------------------------------------------------------------

    fn live_game(&self) -> Result<&AnyGame, DeskError> {
        if let Some(r) = &self.record.result {
            return Err(DeskError::Finished(format!("{} {}", r.score(), r.outcome)));
        }
        self.game.as_ref().ok_or(DeskError::NotStarted)
    }

    /// The live game for a new move: also refused once the engine sees an ending (mate, the
    /// endings of R27, R32; a king captured without reply, S27–S30), which the arbiter then
    /// records with `accept_outcome`.
    fn game_for_move(&self) -> Result<&AnyGame, DeskError> {
        let game = self.live_game()?;
        if self.ended.is_over() {
            return Err(DeskError::Ended(self.ended.sentence()));
        }
        Ok(game)
    }

    /// What `text` would record, without recording or logging anything.
    pub fn preview_move(&self, text: &str) -> Result<Preview, DeskError> {
        let game = self.game_for_move()?;
        let m = interpret(game, text)?;
        Ok(Preview { uci: m.to_string(), san: game.san(&m) })
    }

    /// Records an announced move. An illegal move is logged as an illegal attempt with the
    /// penalty of `illegal_move_penalty` (R29) and returned as `DeskError::Illegal`; an
    /// ambiguous or unreadable one changes nothing.
    pub fn record_move(&mut self, text: &str) -> Result<Recorded, DeskError> {
        self.record_move_at(text, now())
    }

    /// [`record_move`](Self::record_move) at a given time.
    pub fn record_move_at(&mut self, text: &str, time: Time) -> Result<Recorded, DeskError> {
        match interpret(self.game_for_move()?, text) {
            Ok(m) => self.play_move(text, m, time),
            Err(DeskError::Illegal { text: t, rule, reason, reason_ru, .. }) => {
                let attempt = self.illegal_attempt(&t, &rule, (&reason, &reason_ru), time)?;
                let second = attempt.penalty.starts_with("fide: second");
                self.commit(Action::Illegal { attempt: attempt.clone() })?;
                Err(DeskError::Illegal {
                    text: t,
                    rule,
                    reason,
                    reason_ru,
                    attempt: Some(Box::new(attempt)),
                    second_fide: second,
                })
            }
            Err(e) => Err(e),
        }
    }

    fn illegal_attempt(
        &self,
        text: &str,
        rule: &str,
        (reason, reason_ru): (&str, &str),
        time: Time,
    ) -> Result<IllegalAttempt, DeskError> {
        let color = self.game.as_ref().ok_or(DeskError::NotStarted)?.turn();
        let before = self.record.illegal_attempts.iter().filter(|a| a.color == color).count();
        let penalty = penalty(&self.record.rules.options, before, color);
        Ok(IllegalAttempt {
            ply: self.record.next_ply(),
            color,
            announced: text.to_string(),
            rule: rule.to_string(),
            reason: reason.to_string(),
            time,
            penalty,
            reason_ru: Some(reason_ru.to_string()),
        })
    }

    /// Records a move given in coordinates (clicks on a board), now.
    pub fn record_uci(&mut self, uci: &str) -> Result<Recorded, DeskError> {
        self.record_move_at(uci, now())
    }

    /// Records a move given in coordinates (clicks on a board).
    pub fn record_uci_at(&mut self, uci: &str, time: Time) -> Result<Recorded, DeskError> {
        self.record_move_at(uci, time)
    }

    fn play_move(&mut self, announced: &str, m: Move, time: Time) -> Result<Recorded, DeskError> {
        let game = self.game.as_ref().ok_or(DeskError::NotStarted)?;
        let color = game.turn();
        let san = game.san(&m);
        let mut after = game.clone();
        let events = after.play(&m).map_err(|i| DeskError::Illegal {
            text: announced.to_string(),
            rule: i.rule.to_string(),
            reason: i.text(crate::i18n::Lang::En),
            reason_ru: i.text(crate::i18n::Lang::Ru),
            attempt: None,
            second_fide: false,
        })?;
        let (spent, left) = match (game.victoria_position(), after.victoria_position()) {
            (Some(before), Some(now)) => reserve_use(before, now, &m, events.victoria()),
            _ => (None, None),
        };
        let entry = MoveEntry {
            ply: self.record.next_ply(),
            color,
            announced: announced.trim().to_string(),
            uci: m.to_string(),
            san,
            time,
            reserve_spent: spent,
            reserve_left: left,
            events: events.keys(),
        };
        self.commit(Action::Move { entry: entry.clone() })?;
        self.install(after);
        let verdict = self.ended;
        self.write_live()?;
        Ok(Recorded { entry, outcome: verdict.victoria(), verdict })
    }

    /// Takes back the last `n` moves (R30), logged with the reason.
    pub fn take_back(&mut self, n: usize, reason: &str) -> Result<Correction, DeskError> {
        self.take_back_at(n, reason, now())
    }

    /// [`take_back`](Self::take_back) at a given time.
    pub fn take_back_at(&mut self, n: usize, reason: &str, time: Time) -> Result<Correction, DeskError> {
        if !self.is_started() {
            return Err(DeskError::NotStarted);
        }
        let have = self.record.moves.len();
        if n == 0 || n > have {
            return Err(DeskError::NothingToTakeBack(have));
        }
        if reason.trim().is_empty() {
            return Err(DeskError::Invalid("a correction needs a reason for the score sheet (R30)".into()));
        }
        let plies = self.record.moves[have - n..]
            .iter()
            .map(|e| TakenBack { ply: e.ply, color: e.color, uci: e.uci.clone(), san: e.san.clone() })
            .collect();
        let correction = Correction { time, plies, reason: reason.trim().to_string() };
        if self.record.result.is_some() {
            self.commit(Action::ClearResult { time, reason: format!("moves taken back: {}", reason.trim()) })?;
        }
        self.commit(Action::TakeBack { correction: correction.clone() })?;
        if let Some(g) = &self.game {
            let mut g = g.clone();
            for _ in 0..n {
                g.undo();
            }
            self.install(g);
        }
        self.write_live()?;
        Ok(correction)
    }

    // ----- the private ledger ----------------------------------------------------------

    /// The reserve ledger of `side` (initial, spent, remaining, petrified or captured on move
    /// N). Secret: show it only on the arbiter's request.
    pub fn reserve_ledger(&self, side: Color) -> Vec<LedgerLine> {
        ledger(&self.record, side)
    }

    // ----- results ---------------------------------------------------------------------

    /// The Victoria engine's verdict on the current position (mate, the endings of R27, R32);
    /// `Ongoing` in Synthesis (see [`verdict`](Self::verdict)).
    pub fn outcome(&self) -> Outcome {
        self.ended.victoria()
    }

    /// The verdict of the game's own ruleset on the current position.
    pub fn verdict(&self) -> AnyOutcome {
        self.ended
    }

    /// Records the engine's verdict as the result (after the arbiter confirms it).
    pub fn accept_outcome(&mut self) -> Result<GameResult, DeskError> {
        self.accept_outcome_at(now())
    }

    /// [`accept_outcome`](Self::accept_outcome) at a given time.
    pub fn accept_outcome_at(&mut self, time: Time) -> Result<GameResult, DeskError> {
        let game = match self.live_game()? {
            AnyGame::Synthesis(game) => {
                let result = synth::result_of(game.outcome(), time, game.position().to_fen())
                    .ok_or_else(|| DeskError::Invalid("the game is not over: the engine sees no ending".into()))?;
                return self.finish(result);
            }
            AnyGame::Victoria(game) => game,
        };
        let outcome = game.outcome();
        let final_vfen = Some(game.position().to_vfen());
        let result = match outcome {
            Outcome::Ongoing => {
                return Err(DeskError::Invalid("the game is not over: the engine sees no ending".into()));
            }
            Outcome::Checkmate { winner } => GameResult {
                outcome: "checkmate".into(),
                winner: Some(winner),
                ground: if self.record.moves.is_empty() { "start_mate".into() } else { String::new() },
                points_white: None,
                points_black: None,
                reason: outcome.describe(),
                time,
                final_vfen,
            },
            Outcome::Points { ground, white, black } => GameResult {
                outcome: "points".into(),
                winner: outcome.winner(),
                ground: key_of(&ground),
                points_white: Some(white),
                points_black: Some(black),
                reason: outcome.describe(),
                time,
                final_vfen,
            },
            Outcome::Draw { ground } => GameResult {
                outcome: "draw".into(),
                winner: None,
                ground: key_of(&ground),
                points_white: None,
                points_black: None,
                reason: outcome.describe(),
                time,
                final_vfen,
            },
        };
        self.finish(result)
    }

    /// Records a result the arbiter declares. Forfeits and decisions need a written reason.
    pub fn declare(&mut self, what: Declared, reason: &str) -> Result<GameResult, DeskError> {
        self.declare_at(what, reason, now())
    }

    /// [`declare`](Self::declare) at a given time.
    pub fn declare_at(&mut self, what: Declared, reason: &str, time: Time) -> Result<GameResult, DeskError> {
        let game = self.live_game()?;
        let final_fen = game.fen();
        let points = game.points();
        let reason = reason.trim().to_string();
        let needs_reason = matches!(what, Declared::Forfeit { .. } | Declared::Decision { .. } | Declared::CountRuled);
        if needs_reason && reason.is_empty() {
            return Err(DeskError::Invalid(
                "write the reason of the arbiter's decision; it goes on the score sheet".into(),
            ));
        }
        let (outcome, winner, ground, pts, text) = match points {
            None => {
                let (outcome, winner, text) = synth::declared(&what)?;
                (outcome, winner, "", None, text)
            }
            Some(pts) => {
                let (outcome, winner, ground, counted, text) = victoria_declared(&what, pts);
                (outcome, winner, ground, counted.then_some(pts), text)
            }
        };
        let reason = if reason.is_empty() { text } else { format!("{text}: {reason}") };
        let result = GameResult {
            outcome: outcome.into(),
            winner,
            ground: ground.into(),
            points_white: pts.map(|p| p[0]),
            points_black: pts.map(|p| p[1]),
            reason,
            time,
            final_vfen: Some(final_fen),
        };
        self.finish(result)
    }

    fn finish(&mut self, result: GameResult) -> Result<GameResult, DeskError> {
        self.commit(Action::Result { result: result.clone() })?;
        self.write_live()?;
        self.save()?;
        Ok(result)
    }

    /// Withdraws the result (a wrong entry), logged with the reason.
    pub fn clear_result(&mut self, reason: &str) -> Result<(), DeskError> {
        if self.record.result.is_none() {
            return Err(DeskError::Invalid("there is no result to clear".into()));
        }
        self.commit(Action::ClearResult { time: now(), reason: reason.trim().to_string() })?;
        self.write_live()
    }

    /// Logs a draw offer by `by`.
    pub fn offer_draw(&mut self, by: Color) -> Result<(), DeskError> {
        self.offer_draw_at(by, now())
    }

    /// [`offer_draw`](Self::offer_draw) at a given time.
    pub fn offer_draw_at(&mut self, by: Color, time: Time) -> Result<(), DeskError> {
        self.live_game()?;
        self.commit(Action::DrawOffer {
            offer: DrawOffer { ply: self.record.moves.len() as u32, by, time, accepted: None },
        })
    }

    /// Answers the pending draw offer; accepting records the draw by agreement.
    pub fn answer_draw(&mut self, accepted: bool) -> Result<Option<GameResult>, DeskError> {
        self.answer_draw_at(accepted, now())
    }

    /// [`answer_draw`](Self::answer_draw) at a given time.
    pub fn answer_draw_at(&mut self, accepted: bool, time: Time) -> Result<Option<GameResult>, DeskError> {
        if !self.record.draw_offers.iter().any(|o| o.accepted.is_none()) {
            return Err(DeskError::Invalid("there is no pending draw offer".into()));
        }
        self.commit(Action::DrawAnswer { accepted })?;
        if accepted { self.declare_at(Declared::DrawAgreed, "", time).map(Some) } else { Ok(None) }
    }

    // ----- signatures ------------------------------------------------------------------

    /// Stores a drawn signature (strokes of points in a 0..1 box).
    pub fn sign(&mut self, who: Signer, strokes: Vec<Vec<[f32; 2]>>) -> Result<(), DeskError> {
        self.sign_at(who, strokes, now())
    }

    /// [`sign`](Self::sign) at a given time.
    pub fn sign_at(&mut self, who: Signer, strokes: Vec<Vec<[f32; 2]>>, time: Time) -> Result<(), DeskError> {
        if strokes.iter().flatten().any(|p| !(0.0..=1.0).contains(&p[0]) || !(0.0..=1.0).contains(&p[1])) {
            return Err(DeskError::Invalid("signature points must lie in the 0..1 box".into()));
        }
        if strokes.iter().all(|s| s.is_empty()) {
            return Err(DeskError::Invalid("the signature is empty".into()));
        }
        self.commit(Action::Sign { who, signature: DrawnSignature { strokes, signed_at: time } })
    }

    /// Stores the arbiter's cryptographic seal; its digest must be the record's digest now.
    pub fn set_arbiter_seal(&mut self, seal: ArbiterSeal) -> Result<(), DeskError> {
        if seal.digest != self.record.digest_hex() {
            return Err(DeskError::Invalid(format!(
                "the seal signs digest {}, but the record's digest is {}",
                seal.digest,
                self.record.digest_hex()
            )));
        }
        self.commit(Action::ArbiterSeal { seal })?;
        self.save()
    }
}

/// A result the arbiter declares in Victoria (or classical chess), with both totals `pts`:
/// (outcome key, winner, ground, whether the totals go in the result, sentence).
fn victoria_declared(what: &Declared, pts: [u32; 2]) -> (&'static str, Option<Color>, &'static str, bool, String) {
    let [white, black] = pts;
    let by_points = match white.cmp(&black) {
        std::cmp::Ordering::Greater => Some(Color::White),
        std::cmp::Ordering::Less => Some(Color::Black),
        std::cmp::Ordering::Equal => None,
    };
    let count_text = |why: &str| format!("point count, White {white} : Black {black}; {why} (R27)");
    match *what {
        Declared::Resignation { loser } => {
            ("resignation", Some(loser.other()), "", false, format!("{} resigned (R28)", loser.name()))
        }
        Declared::DrawAgreed => ("agreement", None, "", false, "draw by agreement (R28)".to_string()),
        Declared::CountAgreed => ("points", by_points, "agreement", true, count_text("the players agreed to a count")),
        Declared::CountRuled => (
            "points",
            by_points,
            "dead_position",
            true,
            count_text("the arbiter ruled that mate has become impossible for both sides"),
        ),
        Declared::Forfeit { loser } => {
            ("forfeit", Some(loser.other()), "", false, format!("{} loses by forfeit (R28)", loser.name()))
        }
        Declared::Decision { winner } => ("decision", winner, "", false, "arbiter's decision".to_string()),
    }
}

/// Reads an announcement in the game's current position (any ruleset): the one legal move it
/// names, or the candidates (`Ambiguous`), or the engine's ruling (`Illegal`, not logged).
pub fn interpret(game: &AnyGame, text: &str) -> Result<Move, DeskError> {
    let cands = announce::candidates_for(game, text);
    match announce::read_among(text, &cands, game.king(game.turn()))? {
        Reading::One(c) => Ok(c.mv),
        Reading::Ambiguous(v) => Err(DeskError::Ambiguous {
            text: text.trim().to_string(),
            candidates: v.iter().map(|c| format!("{} ({})", game.san(&c.mv), c.mv)).collect(),
        }),
        Reading::None => {
            let (rule, reason) = ruling(game, text)?;
            Err(DeskError::Illegal {
                text: text.trim().to_string(),
                rule,
                reason: reason.en,
                reason_ru: reason.ru,
                attempt: None,
                second_fide: false,
            })
        }
    }
}

/// The engine's ruling on a text that fits no legal move: (rule, sentence in both languages).
/// When nothing the text may mean gets a ruling of its own, the text is refused under R29
/// (Victoria) or S31 (Synthesis).
pub fn ruling(game: &AnyGame, text: &str) -> Result<(String, Sentence), DeskError> {
    let patterns = announce::parse(text)?;
    let us = game.turn();
    let mut tries: Vec<UciMove> = Vec::new();
    if let Some(side) = announce::castle_side(&patterns) {
        if let Some(k) = game.king(us) {
            let df: i8 = if side == announce::CastleSide::Short { 2 } else { -2 };
            if let Some(to) = k.offset(df, 0, game.width(), game.height()) {
                tries.push(UciMove { from: k, to, promotion: None });
            }
        }
    } else {
        let own: Vec<(Square, Role)> = game
            .squares()
            .into_iter()
            .filter_map(|s| game.piece(s).filter(|p| p.color == us).map(|p| (s, p.role)))
            .collect();
        tries = announce::intended(&patterns, &own);
    }
    let mut rulings: Vec<(String, Sentence)> = Vec::new();
    for u in tries {
        if let Err(i) = game.check_move(u)
            && !rulings.iter().any(|r| r.1.en == i.to_string())
        {
            rulings.push((i.rule.to_string(), i.sentence()));
        }
    }
    // Synthesis: with several pieces that might be meant, one that cannot reach the square even
    // in classical chess (S7) was not the one meant: prefer the others' rulings.
    if rulings.iter().any(|r| r.0 != "S7") {
        rulings.retain(|r| r.0 != "S7");
    }
    if rulings.is_empty() {
        let rule = if game.is_synthesis() { "S31" } else { "R29" };
        return Ok((rule.into(), no_such_move(us, &patterns, text, rule)));
    }
    Ok(joined(rulings))
}

/// "White has no rook that can play 'Ra9'" (or "'…' is not a legal move for White"), citing `rule`.
pub(crate) fn no_such_move(us: Color, patterns: &[announce::Pattern], text: &str, rule: &str) -> Sentence {
    use crate::rules::lang::{Case, agree, role_ru, side_ru};
    let t = text.trim();
    match patterns.iter().find_map(|p| p.role) {
        Some(r) => Sentence::new(
            format!("{} has no {} that can play '{t}' ({rule})", us.name(), r.name()),
            format!(
                "{} {} {} не может сыграть «{t}» ({rule})",
                agree(r, "ни один", "ни одна"),
                role_ru(r, Case::Nom),
                side_ru(us, Case::Gen)
            ),
        ),
        None => Sentence::new(
            format!("'{t}' is not a legal move for {} ({rule})", us.name()),
            format!("«{t}» — недопустимый ход для {} ({rule})", side_ru(us, Case::Gen)),
        ),
    }
}

/// Several rulings on what a text might mean, as one: the first one's id, the sentences joined.
pub(crate) fn joined(rulings: Vec<(String, Sentence)>) -> (String, Sentence) {
    let rule = rulings[0].0.clone();
    let en = rulings.iter().map(|r| r.1.en.as_str()).collect::<Vec<_>>().join("; ");
    let ru = rulings.iter().map(|r| r.1.ru.as_str()).collect::<Vec<_>>().join("; ");
    (rule, Sentence::new(en, ru))
}

/// The penalty text of an illegal move by `color` (R29): `earlier` is how many illegal moves
/// that side made before. With `fide` the first gives the opponent two minutes and the second
/// loses (FIDE Art. 7.5.5).
pub fn penalty(options: &crate::rules::Options, earlier: usize, color: Color) -> String {
    match options.illegal_move_penalty {
        IllegalMovePenalty::Warn => "warn: logged".to_string(),
        IllegalMovePenalty::Fide if earlier == 0 => {
            format!("fide: {} gets 2 extra minutes (FIDE Art. 7.5.5)", color.other().name())
        }
        IllegalMovePenalty::Fide => format!(
            "fide: second illegal move by {} — the game is lost unless {} cannot mate (FIDE Art. 7.5.5)",
            color.name(),
            color.other().name()
        ),
    }
}

/// The E9 ground key of an engine ground (`nothing_to_move`, `repetition`, …).
fn key_of<T: serde::Serialize>(g: &T) -> String {
    serde_json::to_value(g).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

/// Reserve spent and left by a move: the moving piece's (the rook's for castling, the
/// newborn's for a promotion).
pub fn reserve_use(before: &Position, after: &Position, m: &Move, events: &[Event]) -> (Option<u16>, Option<u16>) {
    if !before.reserves_in_play() {
        return (None, None);
    }
    let left_on = |sq: Square| -> Option<u16> {
        if events.contains(&Event::Petrified(sq)) || after.cell(sq) == Cell::Monument {
            Some(0)
        } else {
            after.reserve(sq)
        }
    };
    if let MoveKind::Castle { rook } = m.kind {
        let Some(had) = before.reserve(rook) else { return (None, None) };
        let landing = Square::new((m.from.file() + m.to.file()) / 2, m.from.rank());
        let left = left_on(landing);
        return (left.map(|l| had.saturating_sub(l)), left);
    }
    if m.promotion.is_some() {
        return (None, after.reserve(m.to));
    }
    match before.reserve(m.from) {
        Some(had) => {
            let left = left_on(m.to).unwrap_or(0);
            (Some(had.saturating_sub(left)), Some(left))
        }
        None => (None, None),
    }
}

/// The reserve ledger of a side, computed from the record (see [`Desk::reserve_ledger`]):
/// the moves are replayed on the engine to follow each reserve piece.
pub fn ledger(record: &GameRecord, side: Color) -> Vec<LedgerLine> {
    let mut lines: Vec<LedgerLine> = Vec::new();
    let Some(rev) = record.revealed(side) else { return lines };
    let Some(alloc) = rev.reserves.clone() else { return lines };
    for s in alloc.slots() {
        let role = rev.pieces.iter().find(|p| p.square == s.square).map(|p| p.role).unwrap_or(Role::Queen);
        lines.push(LedgerLine {
            role,
            origin: s.square.clone(),
            square: s.square.clone(),
            initial: s.reserve,
            spent: 0,
            remaining: s.reserve,
            status: IN_PLAY.into(),
            born_on: None,
        });
    }
    let Some(mut pos) = record.start_vfen.as_deref().and_then(|v| Position::from_vfen(v, record.rules).ok()) else {
        return lines;
    };
    for e in &record.moves {
        let number = pos.fullmoves();
        let Some(m) = UciMove::parse(&e.uci).and_then(|u| pos.find_move(u, Some(&e.san)).ok()) else { break };
        let mover = pos.turn();
        let Ok(events) = pos.play(&m) else { break };
        let (from, dest) = match m.kind {
            MoveKind::Castle { rook } => (rook, Square::new((m.from.file() + m.to.file()) / 2, m.from.rank())),
            _ => (m.from, m.to),
        };
        let (from, dest) = (from.to_string(), dest.to_string());
        if mover == side {
            if let Some(l) = lines.iter_mut().find(|l| l.status == IN_PLAY && l.square == from) {
                l.square = dest.clone();
                let dsq: Square = dest.parse().unwrap_or(m.to);
                l.remaining = if pos.cell(dsq) == Cell::Monument { 0 } else { pos.reserve(dsq).unwrap_or(l.remaining) };
                if events.contains(&Event::Petrified(dsq)) {
                    l.remaining = 0;
                    l.status = format!("petrified on move {number}");
                }
                l.spent = l.initial.saturating_sub(l.remaining);
            }
            if let Some(r) = m.promotion
                && r.has_reserve()
            {
                let left = pos.reserve(m.to).unwrap_or(0);
                let petrified = events.contains(&Event::Petrified(m.to));
                lines.push(LedgerLine {
                    role: r,
                    origin: m.to.to_string(),
                    square: m.to.to_string(),
                    initial: left,
                    spent: 0,
                    remaining: left,
                    status: if petrified { format!("petrified on move {number}") } else { IN_PLAY.into() },
                    born_on: Some(number),
                });
            }
        } else if m.capture
            && let Some(l) = lines.iter_mut().find(|l| l.status == IN_PLAY && l.square == m.to.to_string())
        {
            l.status = format!("captured on move {number}");
        }
    }
    lines
}

const IN_PLAY: &str = "in play";
