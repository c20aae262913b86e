//! Victoria Arbiter: the arbiter's desk for Victoria, the 12x12 chess variant, and for the
//! other games of the same rule books (classical chess, Synthesis chess). This package is the
//! top of the workspace: the command line ([`cli`]) and the desktop app (`app`, feature `gui`),
//! over the layers below it (see `docs/ARCHITECTURE.md`):
//!
//! - `victoria-words`: languages, Fluent catalogues, the one wording trait;
//! - `victoria-rules`: the engine (positions, VFEN, legal moves, rulings, can-mate);
//! - `victoria-record`: the game record, the desk, the journal, seals, PGN;
//! - `victoria-sheet`: the signed score sheet (PDF);
//! - `victoria-club`: statistics, titles and the club site;
//! - `victoria-session`: the app's logic, free of iced.

pub mod cli;
pub mod i18n;
pub mod live_event;

#[cfg(feature = "gui")]
pub mod app;

pub(crate) use victoria_words::t;

/// This package's catalogue files (`assets/i18n/<lang>/`).
pub static CATALOGUES: &[victoria_words::Catalogue] = victoria_words::catalogues![in "assets/i18n"; "cli.ftl", "newgame.ftl", "recording.ftl", "reveal.ftl", "scoresheet.ftl", "start.ftl", "tournament.ftl", "live.ftl", "help.ftl"];

/// Every word of the program: this package's catalogues and those of every crate below.
pub static WORDS: victoria_words::Library = victoria_words::Library::new(&[
    victoria_words::CATALOGUES,
    victoria_rules::CATALOGUES,
    victoria_record::CATALOGUES,
    victoria_sheet::CATALOGUES,
    victoria_club::CATALOGUES,
    victoria_session::CATALOGUES,
    victoria_tournament::CATALOGUES,
    victoria_live::CATALOGUES,
    CATALOGUES,
]);
