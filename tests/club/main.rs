//! The club: statistics, titles, tables and reports over an archive of games.

#[path = "../support/mod.rs"]
mod support;

mod stats;
mod synthesis;
