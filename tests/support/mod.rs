//! The one home of the helpers the test binaries share (not a test of its own). Each binary
//! (`tests/<layer>/main.rs`) takes it in with `#[path = "../support/mod.rs"] mod support;`
//! and uses what it needs:
//! - this file: options from `key=value` pairs, positions, squares, fresh temporary folders;
//! - [`random`]: random Victoria setups drawn from a seed;
//! - [`lang_check`]: a ruling's Russian sentence says what its English one says;
//! - [`synthesis`]: Synthesis positions, move lists and events;
//! - [`naive_victoria`], [`naive_synthesis`]: deliberately naive second move generators;
//! - [`sheet`]: sheet data and PDF text; [`club`]: generated club archives;
//! - [`app`] (feature `gui`): the headless `iced_test` harness of the app.
#![allow(dead_code)]

#[cfg(feature = "gui")]
pub mod app;
pub mod club;
pub mod lang_check;
pub mod naive_synthesis;
pub mod naive_victoria;
pub mod random;
pub mod sheet;
pub mod synthesis;
