//! Synthesis chess (SYNTHESIS.md, issue 7): the second game of the seeds, an 8x8 variant in
//! which each colour's way of moving depends on where its original queen is (regimes A–D),
//! every piece has a day pattern (a capture) and a night pattern (any other move), and the goal
//! is to capture the enemy king, with one reply for the side that lost it. This module owns the
//! whole ruleset: positions and their notation (S2), regimes (S5, S6, S18), move generation by
//! day and night patterns with the filters of S31, playing moves with the events of S32, the
//! facts of every illegal move with its S-ruling, the endings (S27–S30) and perft.
//! Nothing here touches a GUI, a PDF or a file.
//!
//! In use: [`Position::from_fen`] (or [`Position::start`]) under the options `self_check` and
//! `castling_synthesis`; [`Position::legal_moves`], [`Position::check_move`] (the legal move or
//! the S-ruling with a sentence), [`Position::play`] with its [`SynthesisEvent`]s (S32),
//! [`Position::san`] / [`Position::parse_san`]; per colour [`Position::regime`],
//! [`Position::escapes`], [`Position::queen_state`]; [`Position::king_captured`] and
//! [`Position::reply_pending`] for S27; [`Position::flags`] for screens (worded by the `i18n` module's rules words);
//! [`Game`] for history, repetition and [`Outcome`] (S27–S30); [`Position::perft`].

mod board;
mod explain;
mod fen;
mod game;
use crate::synthesis_terms::illegal;
mod movegen;
use crate::synthesis_terms::outcome;
mod perft;
mod play;
mod position;
mod refuse;
use crate::synthesis_terms::regime;
mod san;
mod status;
pub mod words;

pub use fen::{FenError, FenFault};
pub use game::{DrawGround, Game, Outcome, RepetitionKey};
pub use illegal::{Attackers, CastleBlock, Clause, ClauseState, Night, SynthesisRefusal, Written};
pub use play::SynthesisEvent;
pub use position::{ESCAPES, Position, START_FEN};
pub use refuse::Illegal;
pub use regime::{QueenState, Regime, queen_home};
pub use status::Flag;
