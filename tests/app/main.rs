//! The desktop app, headless (feature `gui`): screens, the whole game flow, desk tools, Synthesis, the club screen and screenshots.
#![cfg(feature = "gui")]

/// The shared test helpers, and the app's headless harness (`support/app.rs`).
/// The program's words, for `victoria_words::t!` in the tests.
use victoria_arbiter::WORDS;

mod support {
    pub use victoria_testkit::*;
    pub mod app;
}

mod can_mate;
mod clocks;
mod club;
mod decisions;
mod desk_tools;
mod drive;
mod fit;
mod flow;
mod keyboard;
mod live;
mod reworded;
mod screens;
mod screenshots;
mod synthesis;
mod tour;
mod tournament;
