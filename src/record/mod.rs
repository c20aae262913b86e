//! The game record (issue 3): everything an arbiter does during a game, as a library — the
//! stored record (`model`), sealed schemes, bastion lots, announced moves, results, the
//! crash-safe journal and the exports. The GUI and the score sheet are built on it.

pub mod model;

pub use model::*;
