//! The game record (issue 3): everything an arbiter does during a game, as a library — the
//! stored record (`model`), sealed schemes (`scheme`, `seal`), bastion lots and the start
//! position (`lots`), announced moves (`announce`), the arbiter's desk with every action and
//! result (`desk`), the crash-safe journal and atomic files (`journal`, `store`), the PGN
//! exports (`pgn`) and the record checker (`check`). The GUI and the score sheet build on it.

pub mod announce;
pub mod check;
pub mod desk;
pub mod journal;
pub mod lots;
pub mod model;
pub mod pgn;
pub mod samples;
pub mod scheme;
pub mod seal;
pub mod store;
pub mod synth;

pub use check::{Problem, Report, check};
pub use desk::{Declared, Desk, DeskError, LedgerLine, Preview, Recorded};
pub use journal::Signer;
pub use model::*;
pub use scheme::{Scheme, SchemeErrors};
pub use seal::{SealError, reveal, seal_scheme};
