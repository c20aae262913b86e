//! Helpers shared by the Synthesis tests: positions under an option, move lists as sorted
//! coordinates, events as S32 writes them.
#![allow(dead_code)]

use super::lang_check;
#[allow(unused_imports)] // Each binary uses some of them.
pub use super::{opts, sq};

use victoria_rules::synthesis::{Illegal, Position};
use victoria_rules::{Options, UciMove};

pub fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Options::default()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

pub fn pos_with(fen: &str, pairs: &[&str]) -> Position {
    Position::from_fen(fen, opts(pairs)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// All legal moves, sorted coordinates.
pub fn moves(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// The legal moves of the piece on `from`.
pub fn moves_from(p: &Position, from: &str) -> Vec<String> {
    p.legal_moves().iter().filter(|m| m.from == sq(from)).map(|m| m.to_string()).collect()
}

/// Plays coordinate moves; returns the events of the last one.
pub fn play(p: &mut Position, list: &[&str]) -> Vec<String> {
    let mut last = Vec::new();
    for text in list {
        let m = p.check_move(UciMove::parse(text).unwrap()).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.to_fen()));
        last = p.play(&m).unwrap().iter().map(|e| e.to_string()).collect();
    }
    last
}

/// Why a coordinate move is refused (it must be).
pub fn refusal(p: &Position, text: &str) -> Illegal {
    match p.check_move(UciMove::parse(text).unwrap()) {
        Ok(m) => panic!("{m} is legal in {}", p.to_fen()),
        Err(e) => {
            assert!(e.to_string().ends_with(&format!("({})", e.rule)), "{}", e.to_string());
            lang_check::same_ruling(
                &e.rule,
                &e.to_string(),
                &victoria_rules::i18n::Words::words(&e, victoria_words::Lang::Ru),
            );
            e
        }
    }
}

pub fn strs(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Events as S32 lists them, in order.
pub fn ev(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}
