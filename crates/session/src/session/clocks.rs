//! The clocks around the game (R33): a stamp of when the app was last seen running, so on
//! resume it can say how long it was closed while the clocks ran, and the arbiter chooses to
//! charge that time or set the clocks to the physical clock (both journaled); holding the
//! clocks while a decision waits (the arbiter has intervened) and releasing them after; the
//! clocks stopped at a flag fall.

use super::ClosedTimeError;
use super::Session;
use std::path::{Path, PathBuf};
use std::time::Duration;
use victoria_record::Time;
use victoria_record::recorder::RecorderError;
use victoria_rules::Color;

/// Beside the game's file: when the app last saw the game open (RFC 3339), written by
/// [`Session::keep_alive`].
pub fn seen_path(record: &Path) -> PathBuf {
    let mut s = record.as_os_str().to_owned();
    s.push(".seen");
    PathBuf::from(s)
}

/// When the app last had the game at `path` open: the later of the stamp beside it and the
/// journal's last write; `None` when neither is there.
pub(super) fn last_seen(path: &Path) -> Option<Time> {
    let stamp =
        std::fs::read_to_string(seen_path(path)).ok().and_then(|s| chrono::DateTime::parse_from_rfc3339(s.trim()).ok());
    let written = std::fs::metadata(victoria_record::journal::journal_path(path))
        .and_then(|m| m.modified())
        .ok()
        .map(|t| chrono::DateTime::<chrono::Local>::from(t).fixed_offset());
    stamp.into_iter().chain(written).max()
}

impl Session {
    /// Notes that the app has the game open now (the GUI calls it on each tick of the
    /// clocks), so that a later resume knows how long the app was closed.
    pub fn keep_alive(&self) {
        if let Some(p) = self.desk.path() {
            let _ = std::fs::write(seen_path(p), self.desk.now().to_rfc3339());
        }
    }

    /// How long the app was closed while the clocks ran (the shadow clock charged that time
    /// to the side to move); `None` when the clocks were not running, it was less than a
    /// whole second (it would read "0:00"), the game is over, or the
    /// arbiter has chosen already ([`charge_closed_time`](Self::charge_closed_time) or
    /// [`set_clocks_after_close`](Self::set_clocks_after_close)). Ask it right after resuming.
    pub fn closed_for(&self) -> Option<Duration> {
        if self.close_settled || self.record().result.is_some() {
            return None;
        }
        let clocks = self.desk.clocks().filter(|c| c.running)?;
        if let Some(ms) = self.closed_asked {
            return Some(Duration::from_millis(ms as u64));
        }
        // A game begun in this session was never closed.
        let seen = self.last_seen?;
        let last = clocks.since.map_or(seen, |s| s.max(seen));
        let ms = (self.desk.now() - last).num_milliseconds();
        // Less than a whole second shows as "0:00" on every clock figure
        // ([`whole_seconds`](victoria_record::time_control::whole_seconds)): nothing to tell
        // or charge (a game reopened at once, as a board's game from the event); the shadow
        // clock has counted it as it runs.
        (victoria_record::time_control::whole_seconds(ms) > 0).then(|| Duration::from_millis(ms as u64))
    }

    /// [`closed_for`](Self::closed_for), asked of the arbiter now: the figure is fixed, so
    /// that the screen, the clock log and the sheet show one closed time (the seconds the
    /// question stands open run on the clock as any other, not in that figure).
    pub fn ask_closed_time(&mut self) -> Option<Duration> {
        let d = self.closed_for()?;
        self.closed_asked = Some(d.as_millis() as i64);
        Some(d)
    }

    fn closed_ms(&self) -> Result<i64, ClosedTimeError> {
        let d = self.closed_for().ok_or(ClosedTimeError::NotClosedRunning)?;
        Ok(d.as_millis() as i64)
    }

    /// The arbiter's choice on resume: the time the app was closed stays charged to the
    /// running side; journaled with that time in the clock log.
    pub fn charge_closed_time(&mut self) -> Result<(), ClosedTimeError> {
        let ms = self.closed_ms()?;
        self.desk.charge_closed_time(ms)?;
        self.close_settled = true;
        Ok(())
    }

    /// The other choice on resume: both clocks set to the physical clock's reading; journaled
    /// with the time the app was closed.
    pub fn set_clocks_after_close(&mut self, white_ms: i64, black_ms: i64) -> Result<(), ClosedTimeError> {
        let ms = self.closed_ms()?;
        self.desk.set_clocks_after_close(ms, white_ms, black_ms)?;
        self.close_settled = true;
        Ok(())
    }

    /// A decision waits (the arbiter has intervened): the running clock stops (a hold in the
    /// clock log, which the live event does not publish as a stop). `true` when it stopped one; clocks already stopped stay as they are.
    pub fn hold_clocks(&mut self) -> Result<bool, RecorderError> {
        if self.held || !self.clock_running() || self.record().result.is_some() {
            return Ok(false);
        }
        self.desk.hold_clocks()?;
        self.held = true;
        Ok(true)
    }

    /// The decision is taken: clocks [`hold_clocks`](Self::hold_clocks) stopped run again,
    /// unless the game ended meanwhile. The physical clock ran while the arbiter decided (he
    /// did not stop it), so the seconds of the hold are charged to the side whose clock ran,
    /// whatever the decision: an entry logged or discarded, a loss declined. `true` when it
    /// restarted them.
    pub fn release_clocks(&mut self) -> Result<bool, RecorderError> {
        if !std::mem::take(&mut self.held) || self.record().result.is_some() || self.clock_running() {
            return Ok(false);
        }
        self.desk.release_clocks_charged()?;
        Ok(true)
    }

    /// Whether the clocks are held for a decision.
    pub fn clocks_held(&self) -> bool {
        self.held
    }

    /// The running side's flag has fallen: the clocks stop at once with a flag entry in the
    /// clock log (FIDE 6.9); the loss is then ruled as offered. Returns the side, or `None`
    /// when no flag shows or the clocks were stopped already.
    pub fn stop_at_flag(&mut self) -> Result<Option<Color>, RecorderError> {
        self.desk.stop_at_flag()
    }
}
