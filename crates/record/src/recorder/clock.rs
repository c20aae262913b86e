//! Where the desk takes the time of every action from: the arbiter's clock ([`SystemClock`],
//! the default) or a clock set by hand ([`ManualClock`]) for generated games, tests and
//! benchmarks, which need the times they write. One clock per desk replaces a timed twin of
//! every action.

use super::super::model::{Time, now};
use std::sync::{Arc, Mutex};

/// A source of the time stamped on the desk's actions.
pub trait Clock: std::fmt::Debug + Send + Sync {
    /// The time now, as this clock tells it.
    fn now(&self) -> Time;
}

/// The arbiter's local time with its UTC offset.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Time {
        now()
    }
}

/// A clock that shows the time it was last set to. Clones share the hand: set it on one
/// clone (kept by the caller) and the desk holding another reads the new time.
#[derive(Clone, Debug)]
pub struct ManualClock(Arc<Mutex<Time>>);

impl ManualClock {
    /// A clock showing `time`.
    pub fn new(time: Time) -> ManualClock {
        ManualClock(Arc::new(Mutex::new(time)))
    }
    /// Sets the clock to `time`.
    pub fn set(&self, time: Time) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = time;
    }
    /// Moves the clock on by `seconds`.
    pub fn advance(&self, seconds: i64) {
        let t = self.now() + chrono::Duration::seconds(seconds);
        self.set(t);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Time {
        *self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}
