//! The one home of the helpers the test binaries of every crate share (a dev-dependency, not a
//! test of its own). Each binary (`crates/<layer>/tests/main.rs`, `tests/<area>/main.rs`) takes
//! it in with `use victoria_testkit as support;` and uses what it needs:
//! - this file: options from `key=value` pairs, positions, squares, fresh temporary folders;
//! - [`sheet`]: sheet data and PDF text; [`club`]: generated club archives;
//! - [`cli`]: the one runner of the built binary for the command-line tests;
//! - [`chromium`]: headless Chromium on a profile of its own, for the spectators' pages.
//!
//! The app's headless `iced_test` harness stays with the app's tests (`tests/app/support/`).
//!
//! [`temp_dir`], [`repo`], [`cli`] and [`chromium`] need nothing else; the builders of games, sheets and club
//! archives come with the default feature `games` (the engine, the record and the sheet), which
//! a crate below those layers (the tournament crate) leaves out.
//!
//! Every test and bench of the workspace makes its temporary folders here: `tests/words`
//! fails when a test or bench file outside this crate calls `std::env::temp_dir` itself.
#![allow(dead_code)]

pub mod chromium;
pub mod cli;
#[cfg(feature = "games")]
pub mod club;
#[cfg(feature = "games")]
pub mod sheet;

use std::path::{Path, PathBuf};
#[cfg(feature = "games")]
use victoria_record::Recorder;
#[cfg(feature = "games")]
use victoria_rules::{Color, Options, Square};

/// The repository's top folder (where `sample_games/` and `assets/` are).
pub fn repo() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

#[cfg(feature = "games")]
/// Options from `key=value` pairs (`["castling=off", "reserve_pool=50"]`); a bad pair panics
/// naming it.
pub fn opts(pairs: &[&str]) -> Options {
    let mut o = Options::default();
    for p in pairs {
        o.set_pair(p).unwrap_or_else(|e| panic!("option {p}: {e}"));
    }
    o
}

#[cfg(feature = "games")]
/// A square from its name (`"e4"`).
pub fn sq(s: &str) -> Square {
    s.parse().unwrap_or_else(|e| panic!("square {s}: {e}"))
}

/// The moves in `text` that break issue 39's "one script per move", each with what is wrong.
/// A move is a word holding a letter followed by a digit (`Фd7`, `exd12=Q#`, `e4`, `К12k10`;
/// not `R27a`, `5.2.2` or `0:42`). In a Russian text a move has no Latin piece letter
/// (K Q R B N: Кр Ф Л С К) and no Cyrillic look-alike of a file (a lower-case `е4`);
/// in any other language no Cyrillic letter at all.
pub fn moves_off_script(text: &str, russian: bool) -> Vec<String> {
    let cyrillic = |c: char| ('\u{0400}'..='\u{04FF}').contains(&c);
    let file = |c: char| ('a'..='p').contains(&c) || cyrillic(c);
    // (A piece letter before a rank, `К12k10`, counts as a file here: the word is a move.)
    let mut out = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || ",;()«»“”\"'[]".contains(c)) {
        let chars: Vec<char> = word.chars().collect();
        let is_move = chars.windows(2).any(|w| file(w[0]) && w[1].is_ascii_digit());
        if !is_move {
            continue;
        }
        let fault = if russian {
            if chars.iter().any(|c| "KQRBN".contains(*c)) {
                Some("a Latin piece letter")
            } else if chars.windows(2).any(|w| cyrillic(w[0]) && w[0].is_lowercase() && w[1].is_ascii_digit()) {
                Some("a Cyrillic file")
            } else {
                None
            }
        } else {
            chars.iter().any(|c| cyrillic(*c)).then_some("a Cyrillic letter")
        };
        if let Some(f) = fault {
            out.push(format!("{word} ({f})"));
        }
    }
    out
}

/// A fresh, empty temporary folder for one test, named after it and this process
/// (`va-test-<pid>-<name>`): names must be unique within a test binary. It is not removed
/// afterwards (a failed test's files stay to be looked at); a test that cleans up removes it.
pub fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("va-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
    d
}

/// A temporary folder that outlives the run (`va-kept-<name>`), created if missing and never
/// emptied: for what must stay the same from one run to the next (the example sheet's arbiter
/// key, so that the README's picture keeps its key).
pub fn kept_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("va-kept-{name}"));
    std::fs::create_dir_all(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
    d
}

#[cfg(feature = "games")]
/// The desk after both schemes are sealed from text and revealed (not yet started).
pub fn revealed(mut desk: Recorder, white: &str, black: &str) -> Recorder {
    desk.seal_text(Color::White, white).unwrap_or_else(|e| panic!("White's scheme: {e}"));
    desk.seal_text(Color::Black, black).unwrap_or_else(|e| panic!("Black's scheme: {e}"));
    desk.reveal().unwrap_or_else(|e| panic!("reveal: {e}"));
    desk
}

/// The `(label, FEN)` lines of one of chasolver 3.0.0's data files (`positions.txt`,
/// `lichess.txt`), read from cargo's registry where the dev-dependency put it: `WB` both can
/// mate, `W-` only White, `-B` only Black, `--` neither. Panics saying where it looked.
pub fn chasolver_labelled(name: &str) -> Vec<(String, String)> {
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(std::env::var_os("HOME").expect("HOME is set")).join(".cargo"));
    let src = home.join("registry").join("src");
    let file = std::fs::read_dir(&src)
        .unwrap_or_else(|e| panic!("{}: {e}", src.display()))
        .map(|e| e.unwrap().path().join("chasolver-3.0.0").join("tests").join(name))
        .find(|p| p.exists())
        .unwrap_or_else(|| panic!("chasolver 3.0.0's tests/{name} is not under {} (a dev-dependency)", src.display()));
    labelled_lines(&std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display())))
}

/// The `(label, FEN)` lines of a text in chasolver's form (`#` comments left out).
pub fn labelled_lines(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && l.len() > 3)
        .map(|l| (l[..2].to_string(), l[3..].trim().to_string()))
        .collect()
}
