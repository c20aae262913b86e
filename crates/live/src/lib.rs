//! The live event: each board's desk publishes a signed, public snapshot of its game to the
//! chief arbiter's hub, which feeds the round's results and the spectators' pages.
//!
//! This crate owns the wire: what a snapshot holds ([`snapshot`]), how it is signed and read
//! back ([`envelope`]), how a desk joins a board ([`join`]), and what spectators read: the
//! pages ([`pages`]) and the round as PGN ([`pgn`]). Nothing secret ever enters a snapshot: it
//! is built from the record's
//! [`PublicGame`](victoria_record::public::PublicGame), the same facts the public window and the
//! public PGN show. The desk's side: the [`publisher`] (which snapshot to send, numbered, kept in
//! `GAME.json.live`) and, with the feature `desk`, the [`outbox`] (a thread that sends them and
//! retries) and the [`client`] (joining a hub). The protocol is described in `docs/LIVE.md`.

pub mod envelope;
#[doc(hidden)]
pub mod fuzzing;
#[cfg(feature = "hub")]
pub mod hub;
pub mod join;
pub mod pages;
pub mod pgn;
pub mod publisher;
pub mod snapshot;

#[cfg(feature = "desk")]
pub mod client;
#[cfg(feature = "desk")]
pub mod outbox;

pub use envelope::{Envelope, ReadError};
pub use join::{Assignment, BoardId, HubAddress};
pub use publisher::{LiveError, LiveFile, Publisher};
pub use snapshot::{LiveClocks, Snapshot};

use victoria_words::Catalogue;

/// This crate's catalogues.
pub static CATALOGUES: &[Catalogue] = victoria_words::catalogues!["desk.ftl", "hub.ftl", "pages.ftl"];

/// The words of this crate (and those below it).
pub static WORDS: victoria_words::Library = victoria_words::Library::new(&[
    victoria_words::CATALOGUES,
    victoria_rules::CATALOGUES,
    victoria_record::CATALOGUES,
    CATALOGUES,
]);
