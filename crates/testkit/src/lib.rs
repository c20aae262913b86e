//! The one home of the helpers the test binaries of every crate share (a dev-dependency, not a
//! test of its own). Each binary (`crates/<layer>/tests/main.rs`, `tests/<area>/main.rs`) takes
//! it in with `use victoria_testkit as support;` and uses what it needs:
//! - this file: options from `key=value` pairs, positions, squares, fresh temporary folders;
//! - [`sheet`]: sheet data and PDF text; [`club`]: generated club archives;
//! - [`cli`]: the one runner of the built binary for the command-line tests.
//!
//! The app's headless `iced_test` harness stays with the app's tests (`tests/app/support/`).
#![allow(dead_code)]

pub mod cli;
pub mod club;
pub mod sheet;

use std::path::{Path, PathBuf};
use victoria_record::Desk;
use victoria_rules::{Color, Options, Square};

/// The repository's top folder (where `sample_games/` and `assets/` are).
pub fn repo() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// Options from `key=value` pairs (`["castling=off", "reserve_pool=50"]`); a bad pair panics
/// naming it.
pub fn opts(pairs: &[&str]) -> Options {
    let mut o = Options::default();
    for p in pairs {
        o.set_pair(p).unwrap_or_else(|e| panic!("option {p}: {e}"));
    }
    o
}

/// A square from its name (`"e4"`).
pub fn sq(s: &str) -> Square {
    s.parse().unwrap_or_else(|e| panic!("square {s}: {e}"))
}

/// A fresh, empty temporary folder for one test, named after it and this process
/// (`va-test-<pid>-<name>`): names must be unique within a test binary.
pub fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("va-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
    d
}

/// The desk after both schemes are sealed from text and revealed (not yet started).
pub fn revealed(mut desk: Desk, white: &str, black: &str) -> Desk {
    desk.seal_text(Color::White, white).unwrap_or_else(|e| panic!("White's scheme: {e}"));
    desk.seal_text(Color::Black, black).unwrap_or_else(|e| panic!("Black's scheme: {e}"));
    desk.reveal().unwrap_or_else(|e| panic!("reveal: {e}"));
    desk
}
