//! The clock's tick, aligned to the displayed second (issue 12): while a clock runs, the app
//! wakes exactly when the running side's face changes (`1:29:45` → `1:29:44`), not on a fixed
//! one-second interval that drifts against it. A clock face shows the whole seconds left, rounded
//! down as every clock figure is (`time_control::whole_seconds`), so it changes whenever the
//! time left drops below a whole second; during a
//! Bronstein or simple delay nothing is charged, so the first change comes after the delay. The
//! plan of a running clock ([`Plan`]) is two instants that do not move while it runs — when the
//! flag falls and when the delay ends — so the subscription built from it stays the same across
//! frames and is replaced only when a move, a pause or a correction changes the clock. Stopped
//! clocks have no plan, and the app no timer.

use victoria_record::time_control::{GameClocks, Millis};

/// A running clock, as the timer needs it: instants in milliseconds since the Unix epoch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Plan {
    /// When the running side's flag falls (its delay and time left both spent).
    pub flag_at: i64,
    /// When the running side's delay for this move ends (`<= now`: no delay left).
    pub delay_until: i64,
}

impl Plan {
    /// The plan of `clocks` while one runs; `None` when they are stopped.
    pub fn of(clocks: &GameClocks) -> Option<Plan> {
        let since = clocks.since?.timestamp_millis();
        if !clocks.running {
            return None;
        }
        let delay = clocks.delay_left_ms.max(0);
        Some(Plan { flag_at: since + delay + (*clocks.remaining.get(clocks.turn)).max(0), delay_until: since + delay })
    }

    /// How long to sleep at `now` (ms since the epoch) until the face changes; `None` once the
    /// flag has fallen (the face shows `0:00` and no longer changes).
    pub fn next_wake(&self, now: i64) -> Option<Millis> {
        let delay_left = (self.delay_until - now).max(0);
        let remaining = self.flag_at - now - delay_left;
        next_wake(remaining, delay_left)
    }
}

/// How long until a running clock's face changes, given the time left (`remaining_ms`) and
/// what is left of the move's delay (`delay_left_ms`): the face shows the time left rounded down
/// to the second, so it changes when the time left drops below the whole second it shows —
/// after the delay, and at most one second on; under a second it shows `0:00` and the next
/// change is the flag's fall. `None` when the time is up.
pub fn next_wake(remaining_ms: Millis, delay_left_ms: Millis) -> Option<Millis> {
    if remaining_ms <= 0 {
        return None;
    }
    let change = if remaining_ms < 1000 { remaining_ms } else { remaining_ms % 1000 + 1 };
    Some(delay_left_ms.max(0) + change)
}

/// A little past the change, so that the face read at the wake-up shows the new second even if
/// the timer fires a hair early.
pub const MARGIN_MS: u64 = 3;

/// The stream of ticks for a running clock's plan: one at each change of the face, the last
/// when the flag falls. It runs on a timer thread of its own (the executor has no timer); the
/// thread ends with the stream (its next send finds the stream gone) or after the last tick.
pub fn ticks(plan: &Plan) -> impl iced::futures::Stream<Item = ()> + use<> {
    let plan = *plan;
    let (tx, rx) = iced::futures::channel::mpsc::unbounded();
    std::thread::spawn(move || {
        loop {
            let now = chrono::Utc::now().timestamp_millis();
            let Some(wait) = plan.next_wake(now) else {
                let _ = tx.unbounded_send(());
                break;
            };
            std::thread::sleep(std::time::Duration::from_millis(wait.max(0) as u64 + MARGIN_MS));
            if tx.unbounded_send(()).is_err() {
                break;
            }
        }
    });
    rx
}

/// A stream that yields every second, from a timer thread of its own (the executor has no
/// timer). The thread ends with the subscription: its next send finds the stream gone.
pub fn seconds() -> impl iced::futures::Stream<Item = ()> {
    every(std::time::Duration::from_secs(1))
}

/// A stream that yields ten times a second while a background analysis runs (the
/// subscription exists only then; its thread ends with it, as [`seconds`]'s does).
pub fn tenths() -> impl iced::futures::Stream<Item = ()> {
    every(std::time::Duration::from_millis(100))
}

fn every(period: std::time::Duration) -> impl iced::futures::Stream<Item = ()> {
    let (tx, rx) = iced::futures::channel::mpsc::unbounded();
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(period);
            if tx.unbounded_send(()).is_err() {
                break;
            }
        }
    });
    rx
}
