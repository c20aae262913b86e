//! The rules engine: boards from 5x5 to 16x16, VFEN, legal moves under the `classical` and
//! `victoria` rulesets (and `synthesis`), playing moves with their events, the endings of
//! R26–R27 and R32, and for every illegal move the ruling it breaks with the facts that name
//! the pieces and squares ([`Illegal`]: a [`Rule`] and a typed [`Refusal`]). The engine holds
//! facts only; their words are made by the `i18n` module from this crate's catalogues
//! (`i18n/<lang>/*.ftl`). Nothing here touches a GUI, a PDF, a clock, a cipher or a file.

pub mod by_side;
pub mod i18n;

pub(crate) use victoria_words::{args, t};

/// This crate's catalogue files.
pub static CATALOGUES: &[victoria_words::Catalogue] = victoria_words::catalogues![
    "common.ftl",
    "grammar.ftl",
    "rules.ftl",
    "synthesis.ftl",
    "options.ftl",
    "vfen.ftl",
    "can_mate.ftl",
];

/// The engine's words: its catalogues and the words runtime's.
pub static WORDS: victoria_words::Library = victoria_words::Library::new(&[victoria_words::CATALOGUES, CATALOGUES]);

pub mod markers;
pub mod moves;
pub mod options;
pub mod piece;
pub mod square;
pub mod synthesis;
mod synthesis_terms;

pub use by_side::BySide;
pub use moves::{Event, Move, MoveKind, UciMove};
pub use options::{Options, Rules, Ruleset};
pub use piece::{Cell, Color, Piece, Role};
pub use square::{Square, SquareSet};

pub mod movegen;
pub mod position;
pub mod reserve;
pub mod vfen;

pub use position::{Newborn, Position, PositionError, Setup, UNLIMITED};
pub use vfen::{VfenError, VfenFault};
pub mod explain;
pub mod perft;
pub mod ruling;
pub mod san;
pub use explain::{CastlingProblem, Illegal, Refusal, Thing};
pub use ruling::Rule;
pub mod game;
pub use game::words::ClassicalOutcome;
pub use game::{DrawGround, Game, MonumentOrigin, Outcome, PointsGround};
pub mod any_game;
pub mod rulebook;
pub use any_game::{AnyEvents, AnyGame, AnyOutcome, NotationError};
pub use rulebook::Rulebook;
pub mod start;
pub use start::{Army, start_position};
pub mod board8;
pub mod can_mate;
pub use board8::Board8;
mod mailbox;
