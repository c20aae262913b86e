//! `can-mate`: can mate still happen (R27a)? One JSON line per side asked, White first — the
//! verdict (with `--line`, the helpmate line, shortened), a proof that mate is impossible, or
//! "unknown" when the node budget runs out — and last whether the position is dead (both sides
//! unable to mate). With `--epd FILE` (or `-` for standard input), the same lines for every
//! position of the file, one position a line, each line marked with its line number `n` and
//! its `id` when the line gives one; a progress bar on a terminal.

use super::engine::{bad_position, parse_options};
use super::fail;
use crate::t;
use clap::{Args, ValueEnum};
use serde_json::{Value, json};
use std::io::Read;
use std::path::PathBuf;
use victoria_rules::can_mate::{self, Cite, DEFAULT_NODES, MateQuestion, Verdict};
use victoria_rules::{Color, Position, Rules, Ruleset};
use victoria_words::Lang;

/// Which side's mating chances to analyse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Side {
    White,
    Black,
    Both,
}

#[derive(Args, Debug)]
pub struct CanMateArgs {
    /// The ruleset: victoria, classical or synthesis.
    #[arg(long, default_value = "victoria")]
    pub rules: Ruleset,
    /// A rule option as key=value (repeatable), e.g. -o castling=off -o pawn_bypass=off.
    #[arg(short = 'o', long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// The position in VFEN (any FEN works).
    #[arg(long, required_unless_present = "epd", conflicts_with = "epd")]
    pub fen: Option<String>,
    /// A file of positions, one a line (FEN or VFEN, then optionally `; ID`), or - for standard
    /// input: the same JSON lines for each, marked with the line number and the id.
    #[arg(long, value_name = "FILE")]
    pub epd: Option<PathBuf>,
    /// The side whose mate is asked: white, black or both.
    #[arg(long, value_enum, default_value = "both")]
    pub side: Side,
    /// The node budget of the search for each side (moves considered).
    #[arg(long, default_value_t = DEFAULT_NODES)]
    pub nodes: u64,
    /// Print the helpmate line of a side that can mate (shortened, which takes longer).
    #[arg(long)]
    pub line: bool,
    /// No progress bar (with --epd).
    #[arg(long)]
    pub quiet: bool,
}

/// One side's verdict as the JSON line `can-mate` prints (the proof in `lang`, citing the
/// position's own book; the line only where `line` asks for it).
pub fn verdict_json(side: Color, v: &Verdict, lang: Lang, line: bool, ruleset: Ruleset) -> Value {
    match v {
        Verdict::Possible { line: moves } if line => {
            let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            json!({"side": side.key(), "verdict": "possible", "line": moves})
        }
        Verdict::Possible { .. } => json!({"side": side.key(), "verdict": "possible"}),
        Verdict::Impossible { proof } => {
            let proof = can_mate::proof_words(proof, lang, true, Cite::new(ruleset, MateQuestion::DeadPosition));
            json!({"side": side.key(), "verdict": "impossible", "proof": proof})
        }
        Verdict::Unknown { nodes } => json!({"side": side.key(), "verdict": "unknown", "nodes": nodes}),
    }
}

/// The JSON lines of one position: one per side asked, then `{"dead": …}`.
pub fn lines(pos: &Position, a: &CanMateArgs, lang: Lang) -> Vec<Value> {
    let asked: &[Color] = match a.side {
        Side::White => &[Color::White],
        Side::Black => &[Color::Black],
        Side::Both => &Color::ALL,
    };
    let mut out = Vec::with_capacity(asked.len() + 1);
    // Per colour: Some(true) mate impossible, Some(false) possible, None unknown.
    let mut impossible: [Option<bool>; 2] = [None, None];
    for &side in asked {
        // The verdict alone unless the line is shown: shortening it costs more than finding it.
        let v = if a.line { can_mate::analyse(pos, side, a.nodes) } else { can_mate::verdict(pos, side, a.nodes) };
        impossible[side.index()] = match v {
            Verdict::Possible { .. } => Some(false),
            Verdict::Impossible { .. } => Some(true),
            Verdict::Unknown { .. } => None,
        };
        out.push(verdict_json(side, &v, lang, a.line, pos.rules().ruleset));
    }
    for side in Color::ALL {
        if impossible[side.index()].is_none() && !asked.contains(&side) && can_mate::fast(pos, side).is_some() {
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
    out.push(json!({ "dead": dead }));
    out
}

pub fn can_mate(a: CanMateArgs, lang: Lang) -> i32 {
    if a.rules == Ruleset::Synthesis {
        return fail(lang, &t!(lang, "cli-can-mate-synthesis"));
    }
    let options = match parse_options(a.rules, &a.options, lang) {
        Ok(o) => o,
        Err(e) => return fail(lang, &e),
    };
    let rules = Rules { ruleset: a.rules, options };
    if let Some(file) = &a.epd {
        return batch(file, rules, &a, lang);
    }
    let fen = a.fen.as_deref().unwrap_or_default();
    let pos = match Position::from_vfen(fen, rules) {
        Ok(p) => p,
        Err(e) => return fail(lang, &bad_position(lang, "VFEN", &e)),
    };
    for l in lines(&pos, &a, lang) {
        outln!("{l}");
    }
    0
}

/// One position of a batch file: its line number, the position's text and the id after `;`
/// (`id "…"` as EPD writes it, or the bare text); `None` for a blank line or a `#` comment.
fn entry(n: usize, text: &str) -> Option<(usize, &str, Option<String>)> {
    let (fen, id) = match text.split_once(';') {
        Some((f, rest)) => {
            let rest = rest.trim().trim_end_matches(';').trim();
            let id = rest.strip_prefix("id ").map_or(rest, |s| s.trim().trim_matches('"'));
            (f.trim(), (!id.is_empty()).then(|| id.to_string()))
        }
        None => (text.trim(), None),
    };
    (!fen.is_empty() && !fen.starts_with('#')).then_some((n, fen, id))
}

/// `--epd FILE`: every position of the file, one after the other in this process. A line
/// that does not read is named on standard error (the file, the line, the fault) and skipped;
/// the exit status is then 2.
fn batch(file: &std::path::Path, rules: Rules, a: &CanMateArgs, lang: Lang) -> i32 {
    let name = file.display().to_string();
    let mut text = String::new();
    let read = if name == "-" {
        std::io::stdin().lock().read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::read(file).map(|b| text = String::from_utf8_lossy(&b).into_owned())
    };
    if let Err(e) = read {
        return fail(lang, &t!(lang, "cli-epd-unreadable", file = name.as_str(), error = e.to_string()));
    }
    let entries: Vec<_> = text.lines().enumerate().filter_map(|(i, l)| entry(i + 1, l)).collect();
    let bar = super::club::bar(a.quiet);
    bar.set_length(entries.len() as u64);
    let mut status = 0;
    for (n, fen, id) in &entries {
        match Position::from_vfen(fen, rules) {
            Ok(pos) => {
                for mut l in lines(&pos, a, lang) {
                    if let Value::Object(map) = &mut l {
                        map.insert("n".into(), json!(n));
                        if let Some(id) = id {
                            map.insert("id".into(), json!(id));
                        }
                    }
                    bar.suspend(|| outln!("{l}"));
                }
            }
            Err(e) => {
                bar.suspend(|| {
                    eprintln!(
                        "{}",
                        t!(
                            lang,
                            "cli-epd-bad-line",
                            file = name.as_str(),
                            line = *n,
                            error = bad_position(lang, "VFEN", &e)
                        )
                    )
                });
                status = 2;
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    status
}
