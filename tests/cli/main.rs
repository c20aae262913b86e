//! The command line: the engine commands and Synthesis on the command line.

mod can_mate;
mod desk;
mod engine;
mod hub;
mod install;
mod lang;
mod pairing;
mod synthesis;
mod tournament;
mod victoria_cli;
