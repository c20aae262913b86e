//! Victoria Arbiter: the arbiter's desk for Victoria, the 12x12 chess variant, and for the
//! other games of the same rule books (classical chess, Synthesis chess).
//!
//! - [`rules`]: the engine — positions, VFEN, legal moves, rulings and their explanations.
//!   No GUI, PDF or file I/O.
//! - [`record`]: the game record — sealed schemes, bastion lots, announced moves, results,
//!   the crash-safe journal and exports.
//! - [`sheet`]: the signed score sheet (PDF) and the arbiter's signature.
//! - [`club`]: statistics and titles over a folder of records.
//! - [`site`]: the club's static web site (standings, a page per game).
//! - [`i18n`]: every word shown, from the Fluent catalogues in `assets/i18n/`.
//! - [`cli`]: the command line.
//! - `app` (feature `gui`): the desktop app.

pub mod cli;
pub mod club;
pub mod i18n;
pub mod keys;
pub mod record;
pub mod rules;
pub mod sheet;
pub mod site;

#[cfg(feature = "gui")]
pub mod app;
