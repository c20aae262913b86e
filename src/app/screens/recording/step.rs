//! What a dialog's `update` leaves for the recording screen: stay open, or done and closed. A
//! module of its own, below the dialogs that return it.

use crate::app::screen::Action;

/// What a dialog's update leaves: it stays open, or it is done (it changed the game) and the
/// screen closes it; either way the screen carries out the action (a notice, most often).
#[must_use]
pub enum Step<M> {
    Stay(Action<M>),
    Done(Action<M>),
}

impl<M: Send + 'static> Step<M> {
    /// The same step for the screen that wraps this dialog's messages with `f`.
    pub fn map<N: Send + 'static>(self, f: impl Fn(M) -> N + Send + Clone + 'static) -> Step<N> {
        match self {
            Step::Stay(a) => Step::Stay(a.map(f)),
            Step::Done(a) => Step::Done(a.map(f)),
        }
    }
}
