//! `can-mate`: can mate still happen (R27a)? One JSON line per side asked, White first —
//! a helpmate line, a proof that mate is impossible, or "unknown" when the node budget runs
//! out — and last whether the position is dead (both sides unable to mate).

use super::engine::{PositionArgs, bad_position, parse_options};
use super::fail;
use crate::i18n::{Lang, Words};
use crate::t;
use clap::{Args, ValueEnum};
use serde_json::json;
use victoria_rules::can_mate::{self, DEFAULT_NODES, Verdict};
use victoria_rules::{Color, Position, Rules, Ruleset};

/// Which side's mating chances to analyse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Side {
    White,
    Black,
    Both,
}

#[derive(Args, Debug)]
pub struct CanMateArgs {
    #[command(flatten)]
    pub pos: PositionArgs,
    /// The side whose mate is asked: white, black or both.
    #[arg(long, value_enum, default_value = "both")]
    pub side: Side,
    /// The node budget of the search for each side (moves considered).
    #[arg(long, default_value_t = DEFAULT_NODES)]
    pub nodes: u64,
}

/// One side's verdict as the JSON line `can-mate` prints (the proof in `lang`).
pub fn verdict_json(side: Color, v: &Verdict, lang: Lang) -> serde_json::Value {
    match v {
        Verdict::Possible { line } => {
            let line: Vec<String> = line.iter().map(|m| m.to_string()).collect();
            json!({"side": side.key(), "verdict": "possible", "line": line})
        }
        Verdict::Impossible { proof } => {
            json!({"side": side.key(), "verdict": "impossible", "proof": proof.words(lang)})
        }
        Verdict::Unknown { nodes } => json!({"side": side.key(), "verdict": "unknown", "nodes": nodes}),
    }
}

pub fn can_mate(a: CanMateArgs, lang: Lang) -> i32 {
    if a.pos.rules == Ruleset::Synthesis {
        return fail(lang, &t!(lang, "cli-can-mate-synthesis"));
    }
    let options = match parse_options(a.pos.rules, &a.pos.options, lang) {
        Ok(o) => o,
        Err(e) => return fail(lang, &e),
    };
    let pos = match Position::from_vfen(&a.pos.fen, Rules { ruleset: a.pos.rules, options }) {
        Ok(p) => p,
        Err(e) => return fail(lang, &bad_position(lang, "VFEN", &e)),
    };
    let asked: &[Color] = match a.side {
        Side::White => &[Color::White],
        Side::Black => &[Color::Black],
        Side::Both => &Color::ALL,
    };
    // Per colour: Some(true) mate impossible, Some(false) possible, None unknown.
    let mut impossible: [Option<bool>; 2] = [None, None];
    for &side in asked {
        let v = can_mate::analyse(&pos, side, a.nodes);
        impossible[side.index()] = match v {
            Verdict::Possible { .. } => Some(false),
            Verdict::Impossible { .. } => Some(true),
            Verdict::Unknown { .. } => None,
        };
        outln!("{}", verdict_json(side, &v, lang));
    }
    for side in Color::ALL {
        if impossible[side.index()].is_none() && !asked.contains(&side) && can_mate::fast(&pos, side).is_some() {
            impossible[side.index()] = Some(true);
        }
    }
    let dead = if impossible.iter().all(|i| *i == Some(true)) {
        Some(true)
    } else if impossible.contains(&Some(false)) {
        Some(false)
    } else {
        None
    };
    outln!("{}", json!({ "dead": dead }));
    0
}
