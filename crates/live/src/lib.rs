//! The live event: each board's desk publishes a signed, public snapshot of its game to the
//! chief arbiter's hub, which feeds the round's results and the spectators' pages.
//!
//! This crate owns the wire: what a snapshot holds ([`snapshot`]), how it is signed and read
//! back ([`envelope`]). Nothing secret ever enters a snapshot: it is built from the record's
//! [`PublicGame`](victoria_record::public::PublicGame), the same facts the public window and the
//! public PGN show. The protocol is described in `docs/LIVE.md`.

pub mod envelope;
#[cfg(feature = "hub")]
pub mod hub;
pub mod snapshot;

pub use envelope::{Envelope, ReadError};
pub use snapshot::{LiveClocks, Snapshot};

pub(crate) use victoria_words::t;

/// This crate's catalogues (`i18n/<lang>/`).
pub static CATALOGUES: &[victoria_words::Catalogue] = victoria_words::catalogues!["hub.ftl"];

/// The words of this crate (and those below it).
pub static WORDS: victoria_words::Library = victoria_words::Library::new(&[
    victoria_words::CATALOGUES,
    victoria_rules::CATALOGUES,
    victoria_record::CATALOGUES,
    CATALOGUES,
]);
