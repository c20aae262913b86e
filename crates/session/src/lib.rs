//! The app's logic, free of iced (as icebreaker keeps its core apart from its GUI): the game
//! in progress as the app drives it ([`session`]), the view types it hands the screens
//! ([`model`]), what the app remembers between runs ([`config`]) and the words of the app's
//! typed facts ([`text`]). The GUI in the root package only displays what this crate decides;
//! tests drive it without a window.

pub mod boards;
pub mod config;
pub mod i18n;
pub mod model;
pub mod session;
pub mod text;
pub mod tournament;

pub(crate) use victoria_words::t;

/// This crate's catalogue files.
pub static CATALOGUES: &[victoria_words::Catalogue] =
    victoria_words::catalogues!["app.ftl", "boards.ftl", "can_mate_app.ftl", "config.ftl", "tournament_desk.ftl"];

/// The app's words: its catalogues and those of every crate below.
pub static WORDS: victoria_words::Library = victoria_words::Library::new(&[
    victoria_words::CATALOGUES,
    victoria_rules::CATALOGUES,
    victoria_record::CATALOGUES,
    victoria_sheet::CATALOGUES,
    victoria_tournament::CATALOGUES,
    CATALOGUES,
]);
