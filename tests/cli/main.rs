//! The command line: the engine commands and Synthesis on the command line.

#[path = "../support/mod.rs"]
mod support;

mod can_mate;
mod engine;
mod lang;
mod synthesis;
