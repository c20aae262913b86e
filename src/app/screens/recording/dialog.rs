//! The one dialog or decision open on the recording screen, at most one at a time, so none is
//! lost under another (Esc or its Cancel closes it): each kind is a module of its own (its
//! state, `Message`, `update`, `view`); [`Step`] (its own module, below the dialogs) is what a
//! dialog's `update` leaves for the screen — stay open, or done and closed.

use super::{after_close, clocks, loss, promotion, result, takeback, withdraw};

pub use super::step::Step;

/// The one dialog or decision of the recording screen.
#[derive(Clone, Debug, Default)]
pub enum Dialog {
    #[default]
    None,
    /// A pawn move waiting for its promotion piece.
    Promotion(promotion::State),
    /// Taking back the last move, with the reason typed so far.
    TakeBack(takeback::State),
    /// The result dialog.
    Result(result::State),
    /// The "set clocks" dialog.
    Clocks(clocks::Dialog),
    /// Withdrawing a logged illegal move.
    Withdraw(withdraw::State),
    /// The live public PGN's path field (the path itself is the live PGN's state).
    LivePath,
    /// A loss offered: on time, this side's flag fell (FIDE 6.9, R33), or after a second
    /// completed illegal move of this side (FIDE 7.5.5).
    Loss(loss::State),
    /// On resume: the app was closed this long while the clocks ran; charge that time to the
    /// side to move, or set the clocks to the physical clock (R33).
    AfterClose(after_close::State),
}

impl Dialog {
    /// A dialog that takes the room of the actions, details and move list (its own buttons
    /// always show); the decisions and the promotion choice sit in the decision bar instead.
    pub fn is_form(&self) -> bool {
        matches!(
            self,
            Dialog::TakeBack(_) | Dialog::Result(_) | Dialog::Clocks(_) | Dialog::Withdraw(_) | Dialog::LivePath
        )
    }

    /// A decision that cannot be lost under another dialog: a loss offered, or the question
    /// of the time the app was closed.
    pub fn is_decision(&self) -> bool {
        matches!(self, Dialog::Loss(_) | Dialog::AfterClose(_))
    }

    /// The field the keyboard belongs in while this dialog is open.
    pub fn focus(&self) -> Option<&'static str> {
        match self {
            Dialog::Clocks(_) => Some("clock-white"),
            Dialog::LivePath => Some("live-pgn-path"),
            Dialog::Withdraw(_) => Some("withdraw-reason"),
            Dialog::TakeBack(_) => Some("takeback-reason"),
            Dialog::Result(_) => Some("result-reason"),
            _ => None,
        }
    }
}
