//! Synthesis's rulings (docs/SYNTHESIS.md S1–S32, SE1–SE10): one module per group of rulings,
//! each ruling's tests in one place — small positions reasoned by hand, with the exact legal
//! moves, events, FEN, refusal or outcome asserted (derived from the text, not printed by the
//! engine) — and the second opinions: a naive reading of the rule book (`naive_reading`,
//! `reference`) and classical chess (`classical`). The helpers the groups share live here and in
//! `tests/support/synthesis.rs`.

use crate::support::naive_synthesis as naive;
use crate::support::synthesis::*;
use naive::N;
use victoria_rules::synthesis::{DrawGround, Game, Outcome, Position, QueenState, Regime, START_FEN};
use victoria_rules::{Color, Options, UciMove};

mod check;
mod day_night;
mod endings;
mod moves_and_events;
mod naive_reading;
mod notation;
mod regimes;
mod special_moves;

mod classical;
mod explain;
mod reference;
mod status;

// White: Ke1, Qh3 (away from d1: regime B), Rd4. Black: Ke8, Nd7, Pf6 (no queen: regime A).
const B_ROOK: &str = "4k3/3n4/5p2/8/3R4/7Q/8/4K3 w - - 0 1";

// White: Ra7, Kg1, Pf2 g2 h2; Black: Ke8, Re1 gives a back-rank check.
const BACK_RANK: &str = "4k3/R7/8/8/8/8/5PPP/4r1K1 w - - 0 1";

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn moves_of(fen: &str, pairs: &[&str]) -> Vec<String> {
    pos_with(fen, pairs).legal_moves().iter().map(|m| m.to_string()).collect()
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Plays the moves; the events of each move.
fn play_each(p: &mut Position, list: &[&str]) -> Vec<Vec<String>> {
    list.iter()
        .map(|t| {
            let m = p.check_move(UciMove::parse(t).unwrap()).unwrap_or_else(|e| panic!("{t} in {}: {e}", p.to_fen()));
            p.play(&m).unwrap().iter().map(|e| e.to_string()).collect()
        })
        .collect()
}

fn last_events(fen: &str, pairs: &[&str], list: &[&str]) -> (Vec<String>, Position) {
    let mut p = pos_with(fen, pairs);
    let ev = play_each(&mut p, list).pop().unwrap();
    (ev, p)
}

fn refused(fen: &str, pairs: &[&str], m: &str) -> &'static str {
    match pos_with(fen, pairs).check_move(UciMove::parse(m).unwrap()) {
        Ok(_) => panic!("{m} is legal in {fen}"),
        Err(e) => {
            assert!(e.to_string().ends_with(&format!("({})", e.rule)), "{}", e.to_string());
            e.rule.as_str()
        }
    }
}
