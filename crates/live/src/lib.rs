//! The live event: each board's desk publishes a signed, public snapshot of its game to the
//! chief arbiter's hub, which feeds the round's results and the spectators' pages.
//!
//! This crate owns the wire: what a snapshot holds ([`snapshot`]), how it is signed and read
//! back ([`envelope`]), and what spectators read: the pages ([`pages`]) and the round as PGN
//! ([`pgn`]). Nothing secret ever enters a snapshot: it is built from the record's
//! [`PublicGame`](victoria_record::public::PublicGame), the same facts the public window and the
//! public PGN show. The protocol is described in `docs/LIVE.md`.

pub mod envelope;
pub mod pages;
pub mod pgn;
pub mod snapshot;

pub use envelope::{Envelope, ReadError};
pub use snapshot::{LiveClocks, Snapshot};
