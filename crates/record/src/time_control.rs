//! Time controls and the players' clocks (R33), as pure data and pure functions: a
//! [`TimeControl`] is a list of periods (moves per period, minutes, an increment or a delay;
//! presets for FIDE classical, rapid and blitz), read from the form's short text or from PGN's
//! `TimeControl` tag and written back; [`GameClocks`] is the desk's shadow of the physical clock —
//! both players' remaining time, whose clock runs, since when — with every change (start, the
//! switch when a move is recorded, pause, resume, setting it to the physical reading, a bonus
//! such as FIDE 7.5.3's two minutes, a take-back) as a method that takes the moment explicitly.
//! No function here reads the time of day: the desk passes it in, so every case is testable.
//! The readings stored with a move ([`MoveClock`]) and the clock log ([`ClockEvent`]) are the
//! serde types of the record.

use serde::{Deserialize, Serialize};
use victoria_rules::Color;

/// A moment, with the offset of the arbiter's clock (the record's `Time`).
pub type Time = chrono::DateTime<chrono::FixedOffset>;

pub use victoria_rules::BySide;

/// Milliseconds of clock time.
pub type Millis = i64;

/// What a period adds to every move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Bonus {
    #[default]
    None,
    /// Seconds added to the mover's clock after each move (Fischer).
    Increment { seconds: u32 },
    /// Seconds of each move that are not charged (simple delay).
    Delay { seconds: u32 },
}

impl Bonus {
    fn increment_ms(self) -> Millis {
        match self {
            Bonus::Increment { seconds } => seconds as Millis * 1000,
            _ => 0,
        }
    }
    fn delay_ms(self) -> Millis {
        match self {
            Bonus::Delay { seconds } => seconds as Millis * 1000,
            _ => 0,
        }
    }
}

/// One period of a time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    /// The moves to make in this period; `None`: the rest of the game. A last period with a
    /// number of moves repeats.
    #[serde(default)]
    pub moves: Option<u32>,
    /// The time the period gives, in seconds.
    pub seconds: u32,
    #[serde(default)]
    pub bonus: Bonus,
}

/// A time control: one or more periods, the first one's time on both clocks at the start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    pub periods: Vec<Period>,
}

/// The time controls offered on the New game form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// FIDE classical: 90 minutes for 40 moves, then 30 minutes, +30 s from move 1.
    Classical,
    /// Rapid: 15 minutes, +10 s.
    Rapid,
    /// Blitz: 3 minutes, +2 s.
    Blitz,
}

impl Preset {
    pub const ALL: [Preset; 3] = [Preset::Classical, Preset::Rapid, Preset::Blitz];

    /// The key used in the catalogues and on the command line.
    pub fn key(self) -> &'static str {
        match self {
            Preset::Classical => "classical",
            Preset::Rapid => "rapid",
            Preset::Blitz => "blitz",
        }
    }

    pub fn control(self) -> TimeControl {
        let inc = |seconds| Bonus::Increment { seconds };
        let periods = match self {
            Preset::Classical => vec![
                Period { moves: Some(40), seconds: 90 * 60, bonus: inc(30) },
                Period { moves: None, seconds: 30 * 60, bonus: inc(30) },
            ],
            Preset::Rapid => vec![Period { moves: None, seconds: 15 * 60, bonus: inc(10) }],
            Preset::Blitz => vec![Period { moves: None, seconds: 3 * 60, bonus: inc(2) }],
        };
        TimeControl { periods }
    }
}

/// Why a time control was refused; `period` counts from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimeControlError {
    /// No period at all.
    Empty,
    /// A period's text is not `[moves/]time[+increment|dDelay]`.
    Syntax { period: usize, text: String },
    /// A period gives no time.
    NoTime { period: usize },
    /// A period of zero moves.
    NoMoves { period: usize },
    /// A period for the rest of the game is followed by another one.
    AfterSuddenDeath { period: usize },
    /// More than a day in a period, more than 500 moves, or a bonus over an hour.
    TooLarge { period: usize },
    /// More than [`MAX_PERIODS`] periods.
    TooManyPeriods,
}

// The English words.
victoria_words::english_display!(TimeControlError);

impl std::error::Error for TimeControlError {}

/// The most periods a control may have.
pub const MAX_PERIODS: usize = 8;

impl TimeControl {
    /// The preset this control is, if it is one.
    pub fn preset(&self) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.control() == *self)
    }

    /// Checks the periods: some time in each, moves only where they make sense, sane sizes.
    pub fn validate(&self) -> Result<(), TimeControlError> {
        if self.periods.is_empty() {
            return Err(TimeControlError::Empty);
        }
        if self.periods.len() > MAX_PERIODS {
            return Err(TimeControlError::TooManyPeriods);
        }
        for (i, p) in self.periods.iter().enumerate() {
            let period = i + 1;
            if p.seconds == 0 {
                return Err(TimeControlError::NoTime { period });
            }
            if p.moves == Some(0) {
                return Err(TimeControlError::NoMoves { period });
            }
            let bonus = match p.bonus {
                Bonus::None => 0,
                Bonus::Increment { seconds } | Bonus::Delay { seconds } => seconds,
            };
            if p.seconds > 24 * 3600 || p.moves.is_some_and(|m| m > 500) || bonus > 3600 {
                return Err(TimeControlError::TooLarge { period });
            }
            if p.moves.is_none() && period < self.periods.len() {
                return Err(TimeControlError::AfterSuddenDeath { period: period + 1 });
            }
        }
        Ok(())
    }

    /// Reads the form's text: periods separated by `,` (or `;`), each
    /// `[moves/]minutes[+increment seconds | d delay seconds]`, e.g. `40/90+30, 30+30` for the
    /// FIDE classical control, `15+10`, `3+2`, `5d5`. Minutes may be decimal (`0.5`).
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let periods = split(text, &[',', ';'])
            .enumerate()
            .map(|(i, part)| period(part, i + 1, 60.0))
            .collect::<Result<Vec<_>, _>>()?;
        let tc = TimeControl { periods };
        tc.validate()?;
        Ok(tc)
    }

    /// Reads a PGN `TimeControl` value in seconds: `40/5400+30:1800+30`, `900+10`, `300d5`
    /// (the delay form is this program's; PGN has none).
    pub fn parse_pgn(text: &str) -> Result<TimeControl, TimeControlError> {
        let periods =
            split(text, &[':']).enumerate().map(|(i, part)| period(part, i + 1, 1.0)).collect::<Result<Vec<_>, _>>()?;
        let tc = TimeControl { periods };
        tc.validate()?;
        Ok(tc)
    }

    /// The form's text (the inverse of [`parse`](Self::parse)).
    pub fn text(&self) -> String {
        self.periods
            .iter()
            .map(|p| {
                let minutes = if p.seconds % 60 == 0 {
                    (p.seconds / 60).to_string()
                } else {
                    let m = format!("{:.3}", p.seconds as f64 / 60.0);
                    m.trim_end_matches('0').trim_end_matches('.').to_string()
                };
                format_period(p, &minutes)
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The PGN `TimeControl` value (seconds).
    pub fn pgn(&self) -> String {
        self.periods.iter().map(|p| format_period(p, &p.seconds.to_string())).collect::<Vec<_>>().join(":")
    }

    /// The first period's time, on both clocks at the start.
    pub fn initial_ms(&self) -> Millis {
        self.periods.first().map_or(0, |p| p.seconds as Millis * 1000)
    }

    /// The period a side is in after `moves_made` of its moves, as an index into `periods`.
    pub fn period_index(&self, moves_made: u32) -> usize {
        let mut end = 0u32;
        let last = self.periods.len().saturating_sub(1);
        for (i, p) in self.periods.iter().enumerate() {
            let Some(n) = p.moves else { return i };
            if i == last {
                return i; // a repeating last period
            }
            end += n;
            if moves_made < end {
                return i;
            }
        }
        last
    }

    fn period_at(&self, moves_made: u32) -> Period {
        self.periods.get(self.period_index(moves_made)).copied().unwrap_or(Period {
            moves: None,
            seconds: 0,
            bonus: Bonus::None,
        })
    }

    /// The time a side gets on completing its `moves_made`-th move because a period ends
    /// there (the next period's time; a repeating last period's own time), in ms.
    pub fn period_bonus_ms(&self, moves_made: u32) -> Millis {
        if moves_made == 0 {
            return 0;
        }
        let mut end = 0u32;
        let last = self.periods.len().saturating_sub(1);
        for (i, p) in self.periods.iter().enumerate() {
            let Some(n) = p.moves else { return 0 };
            if i == last {
                // The last period repeats every n moves after `end`.
                let past = moves_made.saturating_sub(end);
                return if moves_made > end && past.is_multiple_of(n) { p.seconds as Millis * 1000 } else { 0 };
            }
            end += n;
            if moves_made == end {
                return self.periods[i + 1].seconds as Millis * 1000;
            }
            if moves_made < end {
                return 0;
            }
        }
        0
    }
}

fn split<'a>(text: &'a str, seps: &'a [char]) -> impl Iterator<Item = &'a str> {
    let t = text.trim();
    let empty = t.is_empty();
    t.split(seps).map(str::trim).filter(move |_| !empty)
}

fn format_period(p: &Period, time: &str) -> String {
    let mut s = String::new();
    if let Some(m) = p.moves {
        s.push_str(&format!("{m}/"));
    }
    s.push_str(time);
    match p.bonus {
        Bonus::None => {}
        Bonus::Increment { seconds } => s.push_str(&format!("+{seconds}")),
        Bonus::Delay { seconds } => s.push_str(&format!("d{seconds}")),
    }
    s
}

/// One period `[moves/]time[+inc|dDelay]`, the time in units of `unit` seconds.
fn period(part: &str, period: usize, unit: f64) -> Result<Period, TimeControlError> {
    let bad = || TimeControlError::Syntax { period, text: part.to_string() };
    let compact: String = part.chars().filter(|c| !c.is_whitespace()).collect();
    let compact = compact.to_lowercase();
    let compact = compact.trim_end_matches('s');
    let (moves, rest) = match compact.split_once('/') {
        Some((m, rest)) => (Some(m.parse::<u32>().map_err(|_| bad())?), rest),
        None => (None, compact),
    };
    let (time, bonus) = if let Some((t, i)) = rest.split_once('+') {
        let i = i.trim_end_matches('s');
        (t, Bonus::Increment { seconds: i.parse().map_err(|_| bad())? })
    } else if let Some((t, d)) = rest.split_once('d') {
        let d = d.trim_end_matches('s');
        (t, Bonus::Delay { seconds: d.parse().map_err(|_| bad())? })
    } else {
        (rest, Bonus::None)
    };
    if time.is_empty() || !time.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return Err(bad());
    }
    let value: f64 = time.parse().map_err(|_| bad())?;
    let seconds = (value * unit).round();
    if !seconds.is_finite() || seconds > u32::MAX as f64 {
        return Err(TimeControlError::TooLarge { period });
    }
    Ok(Period { moves, seconds: seconds as u32, bonus })
}

/// Every clock figure — a time left or the time a move took, on the screen, on the sheet and
/// in PGN's `%clk` and `%emt` — is whole seconds **rounded down** (the seconds completed, as a
/// stopwatch and PGN's clocks count them): one rule, so that a move that took 1.12 s took
/// `0:01` wherever it is shown. A fallen flag is shown by its own mark, not by the figure.
pub fn whole_seconds(ms: Millis) -> Millis {
    ms.max(0) / 1000
}

/// A clock reading as `h:mm:ss` (PGN `%clk`, `%emt`), in [`whole_seconds`].
pub fn hms(ms: Millis) -> String {
    let s = whole_seconds(ms);
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// A time as a clock face shows it: `1:29:45`, or `4:05` under an hour; in
/// [`whole_seconds`], as [`hms`].
pub fn face(ms: Millis) -> String {
    let s = whole_seconds(ms);
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// Reads a clock reading typed by the arbiter: `h:mm:ss`, `m:ss` or plain minutes (`90`).
pub fn parse_reading(text: &str) -> Option<Millis> {
    let t = text.trim();
    if t.is_empty() {
        return None;
    }
    let parts: Vec<&str> = t.split(':').map(str::trim).collect();
    let num = |s: &str| -> Option<i64> {
        if s.is_empty() || !s.chars().all(|c| c.is_ascii_digit()) || s.len() > 6 {
            return None;
        }
        s.parse().ok()
    };
    let secs = match parts.as_slice() {
        [m] => num(m)? * 60,
        [m, s] => {
            let s = num(s)?;
            (s < 60).then_some(())?;
            num(m)? * 60 + s
        }
        [h, m, s] => {
            let (m, s) = (num(m)?, num(s)?);
            (m < 60 && s < 60).then_some(())?;
            num(h)? * 3600 + m * 60 + s
        }
        _ => return None,
    };
    (secs <= 100 * 3600).then_some(secs * 1000)
}

/// The clock readings stored with a move: the mover's time left after the move (the bonus
/// included) and the time the move took.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveClock {
    pub remaining_ms: Millis,
    pub used_ms: Millis,
    /// The mover's flag had fallen when the move was recorded (their time is 0).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub flagged: bool,
}

/// Why a clock operation was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// The clocks were started already.
    AlreadyStarted,
    /// The clocks have not been started.
    NotStarted,
    /// Pausing a clock that is not running.
    NotRunning,
    /// Resuming a clock that runs.
    Running,
}

// The English words.
victoria_words::english_display!(ClockError);

impl std::error::Error for ClockError {}

/// The desk's shadow of the physical clock.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameClocks {
    /// Each side's time left, as of `since` for the running side.
    pub remaining: BySide<Millis>,
    /// The moves each side has completed (the periods follow them).
    pub moves: BySide<u32>,
    /// The side whose clock is on (the lever): the side to move.
    pub turn: Color,
    pub started: bool,
    pub running: bool,
    /// When the running clock was last read into `remaining`.
    #[serde(default)]
    pub since: Option<Time>,
    /// What is left of the running side's delay for this move.
    #[serde(default)]
    pub delay_left_ms: Millis,
    /// The time the side to move has spent on this move so far (up to `since`).
    #[serde(default)]
    pub thinking_ms: Millis,
}

impl GameClocks {
    /// Both clocks at the first period's time, not running, `first` to move.
    pub fn new(tc: &TimeControl, first: Color) -> GameClocks {
        let t = tc.initial_ms();
        GameClocks {
            remaining: BySide::new(t, t),
            moves: BySide::new(0, 0),
            turn: first,
            started: false,
            running: false,
            since: None,
            delay_left_ms: tc.period_at(0).bonus.delay_ms(),
            thinking_ms: 0,
        }
    }

    fn elapsed(&self, at: Time) -> Millis {
        match (self.running, self.since) {
            (true, Some(s)) => (at - s).num_milliseconds().max(0),
            _ => 0,
        }
    }

    /// `(charged, delay left)` for the running side at `at`.
    fn charge(&self, at: Time) -> (Millis, Millis) {
        let e = self.elapsed(at);
        let charged = (e - self.delay_left_ms).max(0);
        (charged, (self.delay_left_ms - e).max(0))
    }

    /// The time `side` has left at `at` (never below 0).
    pub fn remaining_at(&self, side: Color, at: Time) -> Millis {
        let r = *self.remaining.get(side);
        if side == self.turn { (r - self.charge(at).0).max(0) } else { r.max(0) }
    }

    /// Both readings at `at`.
    pub fn readings_at(&self, at: Time) -> BySide<Millis> {
        BySide::new(self.remaining_at(Color::White, at), self.remaining_at(Color::Black, at))
    }

    /// The side whose flag has fallen at `at` (its time is 0), if any.
    pub fn flag_at(&self, at: Time) -> Option<Color> {
        [self.turn, self.turn.other()].into_iter().find(|&c| self.remaining_at(c, at) <= 0)
    }

    /// How long until the running side's flag falls (`None` when no clock runs).
    pub fn until_flag(&self, at: Time) -> Option<Millis> {
        self.running.then(|| self.remaining_at(self.turn, at) + self.charge(at).1)
    }

    /// Reads the running clock into `remaining` at `at`.
    fn realise(&mut self, at: Time) {
        if self.running {
            self.thinking_ms += self.elapsed(at);
            let (charged, delay_left) = self.charge(at);
            let r = self.remaining.get_mut(self.turn);
            *r = (*r - charged).max(0);
            self.delay_left_ms = delay_left;
            self.since = Some(at);
        }
    }

    /// Starts the clock of the side to move.
    pub fn start(&mut self, at: Time) -> Result<(), ClockError> {
        if self.started {
            return Err(ClockError::AlreadyStarted);
        }
        self.started = true;
        self.running = true;
        self.since = Some(at);
        Ok(())
    }

    /// A move by the side whose clock is on, completed at `at`: its clock is charged (less a
    /// delay), the increment and a new period's time are added — unless its flag had fallen —
    /// and the other clock starts. GameClocks not yet started start now (the move took no time);
    /// paused clocks stay paused, the lever switched, and nothing is added: with the physical
    /// clock stopped, an arbiter's entry is not a move on the clock (F11).
    pub fn on_move(&mut self, tc: &TimeControl, at: Time) -> MoveClock {
        let stopped = self.started && !self.running;
        if !self.started {
            self.started = true;
            self.running = true;
            self.since = Some(at);
        }
        let mover = self.turn;
        self.realise(at);
        let used = self.thinking_ms;
        let period = tc.period_at(*self.moves.get(mover));
        *self.moves.get_mut(mover) += 1;
        let made = *self.moves.get(mover);
        let left = *self.remaining.get(mover);
        let flagged = left <= 0;
        let after = if flagged {
            0
        } else if stopped {
            left
        } else {
            left + period.bonus.increment_ms() + tc.period_bonus_ms(made)
        };
        *self.remaining.get_mut(mover) = after;
        self.turn = mover.other();
        self.delay_left_ms = tc.period_at(*self.moves.get(self.turn)).bonus.delay_ms();
        self.thinking_ms = 0;
        if self.running {
            self.since = Some(at);
        }
        MoveClock { remaining_ms: after, used_ms: used, flagged }
    }

    /// Stops the running clock, if one runs (the result, a flag fall); `false` when none ran.
    pub fn stop(&mut self, at: Time) -> bool {
        if !self.running {
            return false;
        }
        self.realise(at);
        self.running = false;
        self.since = None;
        true
    }

    /// Stops the running clock.
    pub fn pause(&mut self, at: Time) -> Result<(), ClockError> {
        if !self.started {
            return Err(ClockError::NotStarted);
        }
        if !self.running {
            return Err(ClockError::NotRunning);
        }
        self.realise(at);
        self.running = false;
        self.since = None;
        Ok(())
    }

    /// Restarts the clock of the side to move as if it had run since `from` (before `at`): the
    /// physical clock ran while the desk's shadow was held, and that time is charged.
    pub fn resume_from(&mut self, from: Time, at: Time) -> Result<(), ClockError> {
        self.resume(at)?;
        self.since = Some(from.min(at));
        Ok(())
    }

    /// Restarts the clock of the side to move.
    pub fn resume(&mut self, at: Time) -> Result<(), ClockError> {
        if !self.started {
            return Err(ClockError::NotStarted);
        }
        if self.running {
            return Err(ClockError::Running);
        }
        self.running = true;
        self.since = Some(at);
        Ok(())
    }

    /// Sets both clocks to the physical clock's readings at `at`.
    pub fn set(&mut self, readings: BySide<Millis>, at: Time) {
        self.realise(at);
        self.remaining = BySide::new(readings.white.max(0), readings.black.max(0));
    }

    /// Adds `ms` to `side`'s clock (FIDE 7.5.3's two minutes, or an arbiter's bonus).
    pub fn add(&mut self, side: Color, ms: Millis, at: Time) {
        self.realise(at);
        *self.remaining.get_mut(side) += ms;
    }

    /// A move of `mover` taken back (R30): the lever goes back to `mover` and its move count
    /// with it; the times stay as they are (the arbiter sets them to the physical clock).
    pub fn take_back(&mut self, tc: &TimeControl, mover: Color, at: Time) {
        self.realise(at);
        let m = self.moves.get_mut(mover);
        *m = m.saturating_sub(1);
        self.turn = mover;
        self.delay_left_ms = tc.period_at(*self.moves.get(mover)).bonus.delay_ms();
        self.thinking_ms = 0;
    }
}

/// A change of the clocks other than a recorded move, for the clock log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ClockChange {
    Start,
    Pause,
    Resume,
    /// Stopped while the arbiter decides on a refused entry (R29): the desk's own business, not
    /// a public stop (the live event publishes the clock as running, docs/LIVE.md).
    Hold,
    /// Restarted after a [`Hold`](ClockChange::Hold), the decision taken.
    Release,
    /// Set to the physical clock's reading; the arbiter's note, if any.
    Set {
        #[serde(default)]
        note: String,
    },
    /// Time added to a side's clock.
    Bonus {
        side: Color,
        ms: Millis,
        ground: BonusGround,
    },
    /// The lever went back with a take-back (R30).
    TakeBack,
    /// The clocks stopped with the result (the game is over).
    Stop,
    /// `side`'s flag fell (FIDE 6.9): the clocks stopped at that moment.
    Flag {
        side: Color,
    },
    /// The penalty time a logged illegal move gave `side` (FIDE 7.5.3) taken off again: the
    /// attempt (number `attempt`, from 1) was withdrawn.
    Reversed {
        side: Color,
        ms: Millis,
        attempt: usize,
    },
    /// On resume after the app was closed `closed_ms` while the clocks ran: the arbiter chose
    /// to charge that time to the running side (`charged`), or set the clocks to the physical
    /// clock's reading.
    AfterClose {
        closed_ms: Millis,
        charged: bool,
    },
}

/// Why time was added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BonusGround {
    /// FIDE 7.5.3: the opponent of a completed illegal move.
    IllegalMove,
    /// The arbiter's own decision.
    Arbiter,
}

/// One line of the clock log: what changed, when, after how many recorded moves, and both
/// readings after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockEvent {
    pub time: Time,
    /// The moves recorded when it happened.
    pub ply: u32,
    pub change: ClockChange,
    pub white_ms: Millis,
    pub black_ms: Millis,
}

impl ClockEvent {
    /// The event `change` on `clocks` (after the change), at `at`, after `ply` moves.
    pub fn of(clocks: &GameClocks, change: ClockChange, ply: u32, at: Time) -> ClockEvent {
        let r = clocks.readings_at(at);
        ClockEvent { time: at, ply, change, white_ms: r.white, black_ms: r.black }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn t0() -> Time {
        chrono::DateTime::parse_from_rfc3339("2026-12-01T10:00:00+03:00").unwrap()
    }
    fn at(s: i64) -> Time {
        t0() + Duration::milliseconds(s)
    }
    const MIN: Millis = 60_000;

    #[test]
    fn presets_read_and_write_both_texts() {
        let c = Preset::Classical.control();
        assert_eq!(c.text(), "40/90+30, 30+30");
        assert_eq!(c.pgn(), "40/5400+30:1800+30");
        assert_eq!(TimeControl::parse("40/90+30, 30+30").unwrap(), c);
        assert_eq!(TimeControl::parse_pgn("40/5400+30:1800+30").unwrap(), c);
        assert_eq!(TimeControl::parse(" 40 / 90 +30s ; 30 + 30 s").unwrap().preset(), Some(Preset::Classical));
        assert_eq!(Preset::Rapid.control().pgn(), "900+10");
        assert_eq!(Preset::Blitz.control().text(), "3+2");
        let d = TimeControl::parse("5d5").unwrap();
        assert_eq!(d.periods[0].bonus, Bonus::Delay { seconds: 5 });
        assert_eq!(d.pgn(), "300d5");
        assert_eq!(TimeControl::parse_pgn("300d5").unwrap(), d);
        let half = TimeControl::parse("0.5").unwrap();
        assert_eq!(half.periods[0].seconds, 30);
        assert_eq!(half.text(), "0.5");
        assert_eq!(TimeControl::parse("1.25").unwrap().text(), "1.25");
        assert_eq!(d.preset(), None);
    }

    #[test]
    fn bad_controls_name_the_period_and_the_fault() {
        use TimeControlError as E;
        assert_eq!(TimeControl::parse(""), Err(E::Empty));
        assert_eq!(TimeControl::parse("40/90, x"), Err(E::Syntax { period: 2, text: "x".into() }));
        assert_eq!(TimeControl::parse("40/90,"), Err(E::Syntax { period: 2, text: "".into() }));
        assert_eq!(TimeControl::parse("0+5"), Err(E::NoTime { period: 1 }));
        assert_eq!(TimeControl::parse("0/90"), Err(E::NoMoves { period: 1 }));
        assert_eq!(TimeControl::parse("90, 30"), Err(E::AfterSuddenDeath { period: 2 }));
        assert_eq!(TimeControl::parse("100000"), Err(E::TooLarge { period: 1 }));
        assert_eq!(TimeControl::parse("5+7200"), Err(E::TooLarge { period: 1 }));
        assert_eq!(TimeControl::parse("1/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1,1"), Err(E::TooManyPeriods));
        assert!(TimeControl::parse("-5").is_err() && TimeControl::parse("5+-3").is_err());
        assert!(TimeControl::parse("5+3d2").is_err());
        assert!(TimeControl::parse_pgn("40/5400+30,1800").is_err());
    }

    #[test]
    fn periods_follow_the_moves_and_a_last_period_with_moves_repeats() {
        let c = Preset::Classical.control();
        assert_eq!(c.period_index(0), 0);
        assert_eq!(c.period_index(39), 0);
        assert_eq!(c.period_index(40), 1);
        assert_eq!(c.period_index(400), 1);
        assert_eq!(c.period_bonus_ms(39), 0);
        assert_eq!(c.period_bonus_ms(40), 30 * MIN);
        assert_eq!(c.period_bonus_ms(41), 0);
        assert_eq!(c.period_bonus_ms(80), 0);
        let rep = TimeControl::parse("40/120, 20/60").unwrap();
        assert_eq!(rep.period_bonus_ms(40), 60 * MIN);
        assert_eq!(rep.period_bonus_ms(50), 0);
        assert_eq!(rep.period_bonus_ms(60), 60 * MIN);
        assert_eq!(rep.period_bonus_ms(80), 60 * MIN);
        let single = TimeControl::parse("40/120").unwrap();
        assert_eq!(single.period_bonus_ms(40), 120 * MIN);
        assert_eq!(single.period_bonus_ms(80), 120 * MIN);
        assert_eq!(single.period_bonus_ms(79), 0);
    }

    #[test]
    fn a_move_charges_the_mover_adds_the_increment_and_switches() {
        let tc = Preset::Blitz.control();
        let mut c = GameClocks::new(&tc, Color::White);
        assert_eq!(c.readings_at(at(0)), BySide::new(3 * MIN, 3 * MIN));
        c.start(at(0)).unwrap();
        assert_eq!(c.start(at(1)), Err(ClockError::AlreadyStarted));
        assert_eq!(c.remaining_at(Color::White, at(10_000)), 3 * MIN - 10_000);
        assert_eq!(c.remaining_at(Color::Black, at(10_000)), 3 * MIN);
        let m = c.on_move(&tc, at(10_000));
        assert_eq!(m, MoveClock { remaining_ms: 3 * MIN - 10_000 + 2_000, used_ms: 10_000, flagged: false });
        assert_eq!(c.turn, Color::Black);
        assert_eq!(c.remaining_at(Color::White, at(25_000)), 3 * MIN - 8_000);
        assert_eq!(c.remaining_at(Color::Black, at(25_000)), 3 * MIN - 15_000);
        let m = c.on_move(&tc, at(25_000));
        assert_eq!(m.used_ms, 15_000);
        assert_eq!(m.remaining_ms, 3 * MIN - 13_000);
        assert_eq!(c.moves, BySide::new(1, 1));
    }

    #[test]
    fn a_new_period_adds_its_time_on_the_fortieth_move() {
        let tc = Preset::Classical.control();
        let mut c = GameClocks::new(&tc, Color::White);
        c.start(at(0)).unwrap();
        let mut t = 0;
        let mut last = None;
        for _ in 0..40 {
            t += 60_000;
            last = Some(c.on_move(&tc, at(t))); // White, one minute
            t += 60_000;
            c.on_move(&tc, at(t)); // Black
        }
        // 90 min − 40 × 1 min + 40 × 30 s + 30 min.
        assert_eq!(last.unwrap().remaining_ms, 90 * MIN - 40 * MIN + 20 * MIN + 30 * MIN);
        assert_eq!(*c.remaining.get(Color::Black), 100 * MIN);
        assert_eq!(c.moves, BySide::new(40, 40));
    }

    #[test]
    fn a_delay_is_not_charged_and_survives_a_pause() {
        let tc = TimeControl::parse("5d5").unwrap();
        let mut c = GameClocks::new(&tc, Color::White);
        c.start(at(0)).unwrap();
        assert_eq!(c.remaining_at(Color::White, at(4_000)), 5 * MIN);
        assert_eq!(c.until_flag(at(4_000)), Some(5 * MIN + 1_000));
        c.pause(at(3_000)).unwrap();
        assert_eq!(c.pause(at(3_500)), Err(ClockError::NotRunning));
        c.resume(at(100_000)).unwrap();
        assert_eq!(c.resume(at(100_001)), Err(ClockError::Running));
        // 2 s of the delay were left: 7 s more thought, 5 s charged; the move took 10 s.
        let m = c.on_move(&tc, at(107_000));
        assert_eq!(m, MoveClock { remaining_ms: 5 * MIN - 5_000, used_ms: 10_000, flagged: false });
        // Black's delay is fresh.
        assert_eq!(c.remaining_at(Color::Black, at(112_000)), 5 * MIN);
        assert_eq!(c.remaining_at(Color::Black, at(113_000)), 5 * MIN - 1_000);
    }

    #[test]
    fn pause_set_and_bonus_change_only_what_they_say() {
        let tc = Preset::Rapid.control();
        let mut c = GameClocks::new(&tc, Color::White);
        assert_eq!(c.pause(at(0)), Err(ClockError::NotStarted));
        assert_eq!(c.resume(at(0)), Err(ClockError::NotStarted));
        c.start(at(0)).unwrap();
        c.pause(at(30_000)).unwrap();
        assert_eq!(c.remaining_at(Color::White, at(500_000)), 15 * MIN - 30_000);
        c.set(BySide::new(14 * MIN, 13 * MIN), at(600_000));
        assert_eq!(c.readings_at(at(900_000)), BySide::new(14 * MIN, 13 * MIN));
        c.resume(at(1_000_000)).unwrap();
        c.add(Color::Black, 2 * MIN, at(1_010_000));
        assert_eq!(c.readings_at(at(1_010_000)), BySide::new(14 * MIN - 10_000, 15 * MIN));
        // A move while paused switches the lever and charges nothing more, nor adds the
        // increment (the physical clock is stopped, F11); the move took the 30 s before the
        // first pause and the 20 s run after the setting.
        c.pause(at(1_020_000)).unwrap();
        let m = c.on_move(&tc, at(1_050_000));
        assert_eq!(m, MoveClock { remaining_ms: 14 * MIN - 20_000, used_ms: 50_000, flagged: false });
        assert!(!c.running && c.turn == Color::Black);
    }

    #[test]
    fn a_move_before_the_start_starts_the_clocks() {
        let tc = Preset::Blitz.control();
        let mut c = GameClocks::new(&tc, Color::Black);
        let m = c.on_move(&tc, at(5_000));
        assert_eq!(m, MoveClock { remaining_ms: 3 * MIN + 2_000, used_ms: 0, flagged: false });
        assert!(c.started && c.running && c.turn == Color::White);
        assert_eq!(c.remaining_at(Color::White, at(6_000)), 3 * MIN - 1_000);
    }

    #[test]
    fn the_flag_falls_at_zero_and_a_late_move_gets_no_bonus() {
        let tc = TimeControl::parse("1+2").unwrap();
        let mut c = GameClocks::new(&tc, Color::White);
        c.start(at(0)).unwrap();
        assert_eq!(c.flag_at(at(59_999)), None);
        assert_eq!(c.until_flag(at(59_000)), Some(1_000));
        assert_eq!(c.flag_at(at(60_000)), Some(Color::White));
        assert_eq!(c.remaining_at(Color::White, at(70_000)), 0);
        let m = c.on_move(&tc, at(70_000));
        assert_eq!(m, MoveClock { remaining_ms: 0, used_ms: 70_000, flagged: true });
        // The fallen flag stays while Black's clock runs.
        assert_eq!(c.flag_at(at(71_000)), Some(Color::White));
    }

    #[test]
    fn a_take_back_returns_the_lever_and_the_move_count() {
        let tc = Preset::Classical.control();
        let mut c = GameClocks::new(&tc, Color::White);
        c.start(at(0)).unwrap();
        c.on_move(&tc, at(10_000));
        c.take_back(&tc, Color::White, at(20_000));
        assert_eq!(c.turn, Color::White);
        assert_eq!(c.moves, BySide::new(0, 0));
        // Black's 10 s were charged to Black before the lever went back.
        assert_eq!(c.remaining_at(Color::Black, at(30_000)), 90 * MIN - 10_000);
        assert_eq!(c.remaining_at(Color::White, at(30_000)), 90 * MIN - 10_000 + 30_000 - 10_000);
    }

    /// One rounding rule for every figure (issue 39): a move of 1.12 s took 0:01 on the
    /// screen's face and in `%emt`, and a time left reads the same on a face and in `%clk`.
    #[test]
    fn every_figure_rounds_down_to_whole_seconds() {
        assert_eq!(face(1_120), "0:01");
        assert_eq!(hms(1_120), "0:00:01");
        assert_eq!(whole_seconds(1_120), 1);
        assert_eq!(whole_seconds(1_999), 1);
        for ms in [0, 1, 999, 1_000, 1_001, 59_999, 245_000, 5_399_001, 5_399_999] {
            let (f, h) = (face(ms), hms(ms));
            let f = if f.matches(':').count() == 1 { format!("0:{f:0>5}") } else { f };
            assert_eq!(f, h, "{ms} ms");
        }
    }

    /// F11: with the clocks stopped an entry switches the lever but adds no increment and
    /// charges nothing (the physical clock did not run).
    #[test]
    fn a_move_entered_while_the_clocks_are_stopped_adds_no_increment() {
        let tc = Preset::Rapid.control();
        let mut c = GameClocks::new(&tc, Color::White);
        c.start(at(0)).unwrap();
        c.on_move(&tc, at(5_000));
        assert_eq!(c.remaining_at(Color::White, at(5_000)), 15 * MIN - 5_000 + 10_000);
        c.pause(at(8_000)).unwrap();
        let m = c.on_move(&tc, at(30_000));
        assert_eq!(m.remaining_ms, 15 * MIN - 3_000, "Black's 3 s charged, no increment");
        assert_eq!(c.turn, Color::White);
        let m = c.on_move(&tc, at(40_000));
        assert_eq!(m.remaining_ms, 15 * MIN + 5_000, "White: nothing added while stopped");
        assert!(!c.running);
    }

    /// A shadow clock held while the arbiter decided, resumed as if it had run: the held
    /// seconds are charged to the side to move.
    #[test]
    fn resuming_from_the_hold_charges_the_held_time() {
        let tc = Preset::Rapid.control();
        let mut c = GameClocks::new(&tc, Color::White);
        c.start(at(0)).unwrap();
        c.pause(at(4_000)).unwrap();
        c.resume_from(at(4_000), at(10_000)).unwrap();
        assert_eq!(c.remaining_at(Color::White, at(10_000)), 15 * MIN - 10_000);
    }

    #[test]
    fn readings_read_and_show() {
        assert_eq!(hms(5_399_999), "1:29:59");
        assert_eq!(hms(-5), "0:00:00");
        assert_eq!(face(5_399_001), "1:29:59");
        assert_eq!(face(245_000), "4:05");
        assert_eq!(face(1), "0:00");
        assert_eq!(face(0), "0:00");
        assert_eq!(parse_reading("1:29:45"), Some((3600 + 29 * 60 + 45) * 1000));
        assert_eq!(parse_reading("4:05"), Some(245_000));
        assert_eq!(parse_reading(" 90 "), Some(90 * MIN));
        for bad in ["", "4:75", "1:60:00", "a", "1:2:3:4", "-3", "4:"] {
            assert_eq!(parse_reading(bad), None, "{bad}");
        }
    }

    #[test]
    fn clocks_and_events_round_trip_through_json() {
        let tc = Preset::Classical.control();
        let mut c = GameClocks::new(&tc, Color::White);
        c.start(at(0)).unwrap();
        c.on_move(&tc, at(1_500));
        let back: GameClocks = serde_json::from_str(&serde_json::to_string(&c).unwrap()).unwrap();
        assert_eq!(back, c);
        let e = ClockEvent::of(
            &c,
            ClockChange::Bonus { side: Color::White, ms: 2 * MIN, ground: BonusGround::IllegalMove },
            1,
            at(2_000),
        );
        assert_eq!(e.black_ms, 90 * MIN - 500);
        let back: ClockEvent = serde_json::from_str(&serde_json::to_string(&e).unwrap()).unwrap();
        assert_eq!(back, e);
        let tcb: TimeControl = serde_json::from_str(&serde_json::to_string(&tc).unwrap()).unwrap();
        assert_eq!(tcb, tc);
    }
}
