//! The screens of the main window, one module each: its state, its `Message`, an `update`
//! returning an `Event` for the app, and a `view`.

pub mod can_mate;
pub mod clocks;
pub mod club;
pub mod draw;
pub mod draw_offer;
pub mod live_pgn;
pub mod new_game;
pub mod recording;
pub mod reveal;
pub mod scheme;
pub mod signatures;
pub mod start;
pub mod tournament;
