//! The desktop app, headless (feature `gui`): screens, the whole game flow, desk tools, Synthesis, the club screen and screenshots.
#![cfg(feature = "gui")]

#[path = "../support/mod.rs"]
mod support;

mod can_mate;
mod clocks;
mod club;
mod desk_tools;
mod drive;
mod fit;
mod flow;
mod keyboard;
mod screens;
mod screenshots;
mod synthesis;
mod tour;
