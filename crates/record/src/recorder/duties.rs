//! The desk's part of the arbiter's duties at a tournament: a refused entry waits as *pending*
//! until the arbiter says whether the player completed it (R29: "completed — log it", with the
//! penalty of `illegal_move_penalty` and FIDE 7.5.3's two minutes put on the clock) or it was an
//! input slip (discarded, kept in the journal and the record's audit list, never on the sheet
//! as a player's move); a logged attempt can be withdrawn with a reason (a correction, R30). The
//! players' clocks (R33): the time control before the game, start, stop, restart, setting to
//! the physical clock's reading, a bonus, each journaled; the flag-fall check; and the FIDE
//! losses (6.9, 7.5.5) with the exception of R27a, ruled in one step.

use super::{Recorder, RecorderError};
use crate::fide::{self, LossGround, Sanction};
use crate::journal::Action;
use crate::model::*;
use crate::time_control::{
    BonusGround, BySide, ClockChange, ClockError, ClockEvent, GameClocks, Millis, TimeControl, TimeControlError,
};
use victoria_rules::Color;

/// A refused entry waiting for the arbiter's word (R29): completed by the player, or a slip.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingEntry {
    /// The ply the move would have had.
    pub ply: u32,
    pub color: Color,
    pub announced: String,
    /// What the engine ruled.
    pub ruling: EntryRuling,
    /// When it was typed.
    pub time: Time,
}

/// What confirming a completed illegal move did.
#[derive(Clone, Debug, PartialEq)]
pub struct Confirmed {
    pub attempt: IllegalAttempt,
    /// Its penalty (R29).
    pub penalty: fide::Penalty,
    /// The time put on a clock (FIDE 7.5.3), if the game has clocks.
    pub bonus: Option<(Color, Millis)>,
}

/// Why a duty was refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DutyError {
    /// There is no refused entry waiting for the arbiter's word.
    NoPendingEntry,
    /// There is no logged illegal move with this number (from 1).
    NoSuchAttempt(usize),
    /// This logged illegal move was withdrawn already.
    AlreadyWithdrawn(usize),
    /// A withdrawal goes on the sheet as a correction: it needs a reason.
    WithdrawalNeedsReason,
    /// The game has no time control.
    NoTimeControl,
    /// The time control is fixed once schemes are sealed or moves are recorded (R33).
    TimeControlFixed,
    TimeControl(TimeControlError),
    Clock(ClockError),
    /// A loss by illegal moves needs two completed illegal moves of the loser (FIDE 7.5.5).
    NotSecondIllegal(Color),
}

// The English words.
victoria_words::english_display!(DutyError);

impl std::error::Error for DutyError {}

impl From<DutyError> for RecorderError {
    fn from(e: DutyError) -> RecorderError {
        RecorderError::Duty(e)
    }
}

impl Recorder {
    // ----- R29: completed, slip, withdrawn ------------------------------------------------

    /// The refused entry waiting for the arbiter's word, if any.
    pub fn pending(&self) -> Option<&PendingEntry> {
        self.pending.as_ref()
    }

    pub(super) fn hold(&mut self, entry: PendingEntry) {
        self.pending = Some(entry);
    }

    /// Discards the waiting entry as an input slip (R29): journaled and kept in the record's
    /// audit list, never on the sheet. Returns what was discarded (`None` if nothing waited).
    pub fn discard_pending(&mut self) -> Result<Option<DiscardedEntry>, RecorderError> {
        let Some(p) = self.pending.take() else { return Ok(None) };
        let entry =
            DiscardedEntry { ply: p.ply, color: p.color, announced: p.announced, ruling: p.ruling, time: p.time };
        self.commit(Action::Discard { entry: entry.clone() })?;
        Ok(Some(entry))
    }

    /// How many completed illegal moves of `side` count for penalties (logged, not withdrawn).
    pub fn counted_illegal(&self, side: Color) -> usize {
        self.record.illegal_attempts.iter().filter(|a| a.color == side && a.withdrawn.is_none()).count()
    }

    /// The arbiter confirms the player completed the waiting illegal move (pressed the clock):
    /// it is logged with its penalty (R29); under `fide` the first one puts two minutes on the
    /// opponent's clock (7.5.3), the second offers the loss (7.5.5, see
    /// [`rule_loss`](Self::rule_loss)).
    pub fn confirm_illegal(&mut self) -> Result<Confirmed, RecorderError> {
        let p = self.pending.clone().ok_or(DutyError::NoPendingEntry)?;
        self.live_game()?;
        let before = self.counted_illegal(p.color);
        let typed = fide::illegal_move_penalty(self.record.rules.options.illegal_move_penalty, before, p.color);
        let attempt = IllegalAttempt {
            ply: p.ply,
            color: p.color,
            announced: p.announced.clone(),
            ruling: p.ruling.clone(),
            time: p.time,
            penalty: typed.into(),
            withdrawn: None,
        };
        let time = self.now();
        self.commit(Action::Illegal { attempt: attempt.clone() })?;
        self.pending = None;
        let mut bonus = None;
        if let Some((side, ms)) = typed.bonus()
            && self.record.time_control.is_some()
        {
            self.clock_change(ClockChange::Bonus { side, ms, ground: BonusGround::IllegalMove }, time, |c, at| {
                c.add(side, ms, at);
                Ok(())
            })?;
            bonus = Some((side, ms));
        }
        self.write_live()?;
        Ok(Confirmed { attempt, penalty: typed, bonus })
    }

    /// Withdraws logged illegal move number `number` (from 1, in the record's order) with a
    /// reason: it becomes a correction on the sheet (R30) and no longer counts for penalties.
    pub fn withdraw_illegal(&mut self, number: usize, reason: &str) -> Result<(), RecorderError> {
        let index = number.checked_sub(1).ok_or(DutyError::NoSuchAttempt(number))?;
        let a = self.record.illegal_attempts.get(index).ok_or(DutyError::NoSuchAttempt(number))?;
        if a.withdrawn.is_some() {
            return Err(DutyError::AlreadyWithdrawn(number).into());
        }
        if reason.trim().is_empty() {
            return Err(DutyError::WithdrawalNeedsReason.into());
        }
        let (two_minutes, to) = (a.penalty == crate::model::PenaltyKind::OpponentTwoMinutes, a.color.other());
        let time = self.now();
        let withdrawal = Withdrawal { time, reason: reason.trim().to_string() };
        self.commit(Action::Withdraw { index, withdrawal })?;
        // FIDE 7.5.3's two minutes came with the attempt: they go with it (journaled, so the
        // clock log shows both the time given and the time taken back).
        if two_minutes && self.record.time_control.is_some() {
            let ms = fide::ILLEGAL_MOVE_BONUS_MS;
            self.clock_change(ClockChange::Reversed { side: to, ms, attempt: number }, time, |c, at| {
                c.add(to, -ms, at);
                Ok(())
            })?;
        }
        Ok(self.write_live()?)
    }

    // ----- R33: the clocks ----------------------------------------------------------------

    /// Sets the time control (`None`: no clocks); only before the schemes are sealed and any
    /// move is recorded (R33).
    pub fn set_time_control(&mut self, tc: Option<TimeControl>) -> Result<(), RecorderError> {
        if self.record.schemes.white.is_sealed()
            || self.record.schemes.black.is_sealed()
            || !self.record.moves.is_empty()
            || self.record.clocks.as_ref().is_some_and(|c| c.started)
        {
            return Err(DutyError::TimeControlFixed.into());
        }
        if let Some(tc) = &tc {
            tc.validate().map_err(DutyError::TimeControl)?;
        }
        self.commit(Action::SetTimeControl { time_control: tc })
    }

    /// The clocks as they stand: the record's, or fresh ones at the first period's time with
    /// the side to move on the lever; `None` without a time control.
    pub fn clocks(&self) -> Option<GameClocks> {
        let tc = self.record.time_control.as_ref()?;
        Some(self.record.clocks.clone().unwrap_or_else(|| {
            let first = self.game.as_ref().map(|g| g.turn()).unwrap_or(Color::White);
            GameClocks::new(tc, first)
        }))
    }

    /// Both players' time left now.
    pub fn clock_readings(&self) -> Option<BySide<Millis>> {
        self.clocks().map(|c| c.readings_at(self.now()))
    }

    /// The side whose flag has fallen now (its clock at 0), if the clocks show one and the game
    /// goes on: the app offers the loss on time (FIDE 6.9, R33).
    pub fn flag(&self) -> Option<Color> {
        if self.record.result.is_some() {
            return None;
        }
        self.clocks().and_then(|c| c.flag_at(self.now()))
    }

    fn clock_change(
        &mut self,
        change: ClockChange,
        time: Time,
        op: impl FnOnce(&mut GameClocks, Time) -> Result<(), ClockError>,
    ) -> Result<(), RecorderError> {
        let mut clocks = self.clocks().ok_or(DutyError::NoTimeControl)?;
        op(&mut clocks, time).map_err(DutyError::Clock)?;
        let event = ClockEvent::of(&clocks, change, self.record.moves.len() as u32, time);
        self.commit(Action::Clock { event, clocks })
    }

    /// The flag of the running side has fallen (FIDE 6.9): the clocks stop at that moment
    /// with a flag entry in the clock log. Returns the side, or `None` (nothing logged) when no
    /// flag shows or the clocks were stopped already.
    pub fn stop_at_flag(&mut self) -> Result<Option<Color>, RecorderError> {
        let Some(side) = self.flag() else { return Ok(None) };
        if !self.clocks().is_some_and(|c| c.running) {
            return Ok(None);
        }
        let t = self.now();
        self.clock_change(ClockChange::Flag { side }, t, |c, at| {
            c.stop(at);
            Ok(())
        })?;
        Ok(Some(side))
    }

    /// Stops the running clocks at `time`, the moment a move ended the game on the board.
    pub(super) fn stop_clocks_at_the_end(&mut self, time: Time) -> Result<(), RecorderError> {
        self.clock_change(ClockChange::Stop, time, |c, at| {
            c.stop(at);
            Ok(())
        })
    }

    /// Whether the clocks were stopped by the game's end after move `ply` (from 1): the last
    /// entry that started or stopped them is that ply's stop, and they stand. The move that
    /// ended the game on board stopped them ([`stop_clocks_at_the_end`](Self::stop_clocks_at_the_end)),
    /// or the result did while they ran; an arbiter's stop before it (a pause, a hold) is not.
    pub(super) fn stopped_by_the_end(&self, ply: usize) -> bool {
        let Some(clocks) = self.clocks() else { return false };
        let last_run = self.record.clock_log.iter().rev().find(|e| Self::starts_or_stops(&e.change));
        !clocks.running && last_run.is_some_and(|e| e.change == ClockChange::Stop && e.ply as usize == ply)
    }

    /// Restarts the clocks at `time` for the side to move after a take-back of the move that
    /// had stopped them by ending the game: the physical clock runs again as it ran before that
    /// move (the time between the end and the take-back, when it stood, is not charged).
    pub(super) fn restart_clocks_after_the_end(&mut self, time: Time) -> Result<(), RecorderError> {
        self.clock_change(ClockChange::Resume, time, |c, at| c.resume(at))
    }

    /// A clock log entry that started or stopped a clock (a bonus or a setting does neither).
    fn starts_or_stops(change: &ClockChange) -> bool {
        matches!(
            change,
            ClockChange::Start
                | ClockChange::Pause
                | ClockChange::Resume
                | ClockChange::Hold
                | ClockChange::Release
                | ClockChange::Stop
                | ClockChange::Flag { .. }
        )
    }

    /// Stops the clocks with the result `result` about to be recorded: a flag entry for a loss
    /// on time, a stop entry otherwise; nothing when no clock runs. Clocks held for a decision
    /// ([`hold_clocks`](Self::hold_clocks)) count as running: the physical clock ran on while
    /// the arbiter decided, so the seconds since the hold are charged before they stop.
    pub(super) fn stop_clocks_for(&mut self, result: &GameResult) -> Result<(), RecorderError> {
        let Some(clocks) = self.clocks() else { return Ok(()) };
        let last_run = self.record.clock_log.iter().rev().find(|e| Self::starts_or_stops(&e.change));
        let held = match last_run {
            Some(e) if !clocks.running && e.change == ClockChange::Hold => Some(e.time),
            _ => None,
        };
        if !clocks.running && held.is_none() {
            return Ok(());
        }
        let change = match (result.ground, result.winner) {
            (Some(Ground::FlagFell), Some(w)) => ClockChange::Flag { side: w.other() },
            _ => ClockChange::Stop,
        };
        self.clock_change(change, result.time, |c, at| {
            if let Some(from) = held {
                c.resume_from(from, at)?;
            }
            c.stop(at);
            Ok(())
        })
    }

    /// The arbiter's choice on resume after the app was closed `closed_ms` while the clocks ran:
    /// that time stays charged to the running side (the shadow clock ran on), logged.
    pub fn charge_closed_time(&mut self, closed_ms: Millis) -> Result<(), RecorderError> {
        let t = self.now();
        self.clock_change(ClockChange::AfterClose { closed_ms, charged: true }, t, |_, _| Ok(()))
    }

    /// The other choice on resume: both clocks set to the physical clock's reading, logged with
    /// how long the app was closed.
    pub fn set_clocks_after_close(
        &mut self,
        closed_ms: Millis,
        white_ms: Millis,
        black_ms: Millis,
    ) -> Result<(), RecorderError> {
        let t = self.now();
        self.clock_change(ClockChange::AfterClose { closed_ms, charged: false }, t, |c, at| {
            c.set(BySide::new(white_ms, black_ms), at);
            Ok(())
        })
    }

    /// Starts the clock of the side to move (the game begins).
    pub fn start_clocks(&mut self) -> Result<(), RecorderError> {
        self.live_game()?;
        let t = self.now();
        self.clock_change(ClockChange::Start, t, |c, at| c.start(at))
    }

    /// Stops the running clock.
    pub fn pause_clocks(&mut self) -> Result<(), RecorderError> {
        let t = self.now();
        self.clock_change(ClockChange::Pause, t, |c, at| c.pause(at))
    }

    /// Restarts the clock of the side to move.
    pub fn resume_clocks(&mut self) -> Result<(), RecorderError> {
        let t = self.now();
        self.clock_change(ClockChange::Resume, t, |c, at| c.resume(at))
    }

    /// Stops the running clock while the arbiter decides on a refused entry (R29): a `Hold` in
    /// the clock log, which the live event does not publish as a stop (the entry may be a slip,
    /// which is secret).
    pub fn hold_clocks(&mut self) -> Result<(), RecorderError> {
        let t = self.now();
        self.clock_change(ClockChange::Hold, t, |c, at| c.pause(at))
    }

    /// Restarts the clock [`hold_clocks`](Self::hold_clocks) stopped: a `Release` in the log.
    pub fn release_clocks(&mut self) -> Result<(), RecorderError> {
        let t = self.now();
        self.clock_change(ClockChange::Release, t, |c, at| c.resume(at))
    }

    /// Restarts the clock [`hold_clocks`](Self::hold_clocks) stopped, charging the side to move
    /// the time it was held: the physical clock ran on while the arbiter decided (a refused
    /// entry discarded as a slip, R29). A `Release` in the log, its readings after the charge.
    pub fn release_clocks_charged(&mut self) -> Result<(), RecorderError> {
        let t = self.now();
        let held = self
            .record
            .clock_log
            .iter()
            .rev()
            .find(|e| matches!(e.change, ClockChange::Hold | ClockChange::Pause))
            .map_or(t, |e| e.time);
        self.clock_change(ClockChange::Release, t, |c, at| c.resume_from(held, at))
    }

    /// Sets both clocks to the physical clock's reading (R33), with the arbiter's note.
    pub fn set_clocks(&mut self, white_ms: Millis, black_ms: Millis, note: &str) -> Result<(), RecorderError> {
        let t = self.now();
        let note = note.trim().to_string();
        self.clock_change(ClockChange::Set { note }, t, |c, at| {
            c.set(BySide::new(white_ms, black_ms), at);
            Ok(())
        })
    }

    /// Adds time to a side's clock by the arbiter's decision.
    pub fn add_time(&mut self, side: Color, ms: Millis) -> Result<(), RecorderError> {
        let t = self.now();
        self.clock_change(ClockChange::Bonus { side, ms, ground: BonusGround::Arbiter }, t, |c, at| {
            c.add(side, ms, at);
            Ok(())
        })
    }

    // ----- FIDE 6.9, 7.5.5 ----------------------------------------------------------------

    /// What the rules make of `loser`'s loss on `ground`, given whether the opponent can mate
    /// (R27a: from the analyser, or the arbiter's answer).
    pub fn sanction(&self, loser: Color, opponent_can_mate: bool) -> Sanction {
        fide::sanction(self.record.rules.ruleset, loser, opponent_can_mate)
    }

    /// Rules a FIDE loss in one step: `loser`'s flag fell (6.9) or they completed a second
    /// illegal move (7.5.5) — a loss, unless the opponent cannot mate (R27a): then the point
    /// count of R27 in Victoria, a draw in classical chess and Synthesis.
    pub fn rule_loss(
        &mut self,
        ground: LossGround,
        loser: Color,
        opponent_can_mate: bool,
    ) -> Result<GameResult, RecorderError> {
        self.rule_loss_proved(ground, loser, opponent_can_mate, None)
    }

    pub(super) fn rule_loss_proved(
        &mut self,
        ground: LossGround,
        loser: Color,
        opponent_can_mate: bool,
        proof: Option<&victoria_rules::can_mate::Proof>,
    ) -> Result<GameResult, RecorderError> {
        if ground == LossGround::IllegalMoves && self.counted_illegal(loser) < 2 {
            return Err(DutyError::NotSecondIllegal(loser).into());
        }
        self.pending = None;
        let game = self.live_game()?;
        let time = self.now();
        let final_vfen = Some(game.fen());
        let points = game.points();
        let key = Some(match ground {
            LossGround::Time => Ground::FlagFell,
            LossGround::IllegalMoves => Ground::IllegalMoves,
        });
        let result = match self.sanction(loser, opponent_can_mate) {
            Sanction::Loss { loser } => GameResult {
                outcome: ResultKind::Loss,
                winner: Some(loser.other()),
                ground: key,
                points_white: None,
                points_black: None,
                reason: String::new(),
                time,
                final_vfen,
                mate_proofs: Vec::new(),
            },
            Sanction::Count => {
                let [w, b] = points.unwrap_or([0, 0]);
                GameResult {
                    outcome: ResultKind::Points,
                    winner: match w.cmp(&b) {
                        std::cmp::Ordering::Greater => Some(Color::White),
                        std::cmp::Ordering::Less => Some(Color::Black),
                        std::cmp::Ordering::Equal => None,
                    },
                    ground: key,
                    points_white: Some(w),
                    points_black: Some(b),
                    reason: String::new(),
                    time,
                    final_vfen,
                    mate_proofs: Vec::new(),
                }
            }
            Sanction::Draw => GameResult {
                outcome: ResultKind::Draw,
                winner: None,
                ground: key,
                points_white: None,
                points_black: None,
                reason: String::new(),
                time,
                final_vfen,
                mate_proofs: Vec::new(),
            },
        };
        // The opponent cannot mate: the fast check's proof, when it has one, goes with it.
        let result = match (opponent_can_mate, proof) {
            (true, _) => result,
            (false, Some(proof)) => GameResult { mate_proofs: vec![MateProof::from_proof(proof)], ..result },
            (false, None) => GameResult { mate_proofs: self.mate_proofs_now(&[loser.other()]), ..result },
        };
        self.finish(result)
    }

    /// [`rule_loss`](Self::rule_loss) with R27a answered by the analyser within `nodes`: `None`
    /// (nothing recorded) when it cannot decide, and the arbiter is to be asked.
    pub fn rule_loss_analysed(
        &mut self,
        ground: LossGround,
        loser: Color,
        nodes: u64,
    ) -> Result<Option<GameResult>, RecorderError> {
        let proof = match self.can_mate(loser.other(), nodes) {
            Some(victoria_rules::can_mate::Verdict::Possible { .. }) => None,
            Some(victoria_rules::can_mate::Verdict::Impossible { proof }) => Some(proof),
            _ => return Ok(None),
        };
        self.rule_loss_proved(ground, loser, proof.is_none(), proof.as_ref()).map(Some)
    }

    // ----- the file -----------------------------------------------------------------------

    /// Has the record changed since it was last saved (the changes are in the journal only)?
    pub fn unsaved(&self) -> bool {
        self.record.arbiter_seal.is_none() && self.seq != self.record.revision
    }
}
