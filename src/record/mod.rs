//! The game record (issue 3): everything an arbiter does during a game, as a library — the
//! stored record (`model`), sealed schemes (`scheme`, `seal`), bastion lots (`lots`), announced
//! moves (`announce`), the crash-safe journal (`journal`, `store`), results and the exports
//! (`pgn`), and the record checker (`check`). The GUI and the score sheet are built on it.

pub mod announce;
pub mod model;
pub mod scheme;
pub mod seal;

pub use model::*;
pub use scheme::{Scheme, SchemeErrors};
pub use seal::{SealError, reveal, seal_scheme};
