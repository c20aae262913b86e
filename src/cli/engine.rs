//! `moves`, `perft` and `play`: the engine on the command line. Output is exact and stable so
//! other tools can compare it: legal moves sorted one per line, perft's count on the last line,
//! and one JSON object per move for `play`.

use super::fail;
use crate::i18n::Words;
use crate::t;
use clap::Args;
use serde_json::json;
use victoria_rules::perft::{divide, perft as count};
use victoria_rules::{AnyGame, Options, Position, Rules, Ruleset, UciMove, synthesis};
use victoria_words::Lang;

/// The ruleset, its options and the position: what every engine command starts from.
#[derive(Args, Debug, Clone)]
pub struct PositionArgs {
    /// The ruleset: victoria, classical or synthesis.
    #[arg(long, default_value = "victoria")]
    pub rules: Ruleset,
    /// A rule option as key=value (repeatable), e.g. -o castling=off -o pawn_bypass=off.
    #[arg(short = 'o', long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// The position in VFEN (any FEN works).
    #[arg(long)]
    pub fen: String,
}

#[derive(Args, Debug)]
pub struct MovesArgs {
    #[command(flatten)]
    pub pos: PositionArgs,
}

#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    pub pos: PositionArgs,
    /// Plies to count.
    #[arg(long)]
    pub depth: u32,
    /// Also print the count below each first move.
    #[arg(long)]
    pub divide: bool,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    pub pos: PositionArgs,
    /// Moves in coordinates (e2e4, c10c12q; castling as the king's move).
    pub moves: Vec<String>,
}

/// Reads the options for the ruleset; a message for stderr (in `lang`) on error.
pub fn parse_options(ruleset: Ruleset, pairs: &[String], lang: Lang) -> Result<Options, String> {
    let mut options = Options::default();
    for pair in pairs {
        options.set_pair(pair).map_err(|e| e.words(lang))?;
        let key = pair.split_once('=').map_or("", |(k, _)| k.trim());
        if ruleset == Ruleset::Synthesis && !matches!(key, "self_check" | "castling_synthesis") {
            return Err(t!(lang, "cli-option-not-synthesis", pair = pair.as_str()));
        }
        if ruleset == Ruleset::Classical {
            return Err(t!(lang, "cli-option-not-classical", pair = pair.as_str()));
        }
    }
    Ok(options)
}

/// "bad VFEN: …" / "bad FEN: …": a position that does not read.
pub(super) fn bad_position(lang: Lang, notation: &str, error: &dyn Words) -> String {
    t!(lang, "cli-bad-position", notation = notation, error = error.words(lang))
}

fn load(args: &PositionArgs, lang: Lang) -> Result<Position, String> {
    let options = parse_options(args.rules, &args.options, lang)?;
    let rules = Rules { ruleset: args.rules, options };
    Position::from_vfen(&args.fen, rules).map_err(|e| bad_position(lang, "VFEN", &e))
}

pub fn moves(a: MovesArgs, lang: Lang) -> i32 {
    if a.pos.rules == Ruleset::Synthesis {
        return synthesis_moves(&a.pos, lang);
    }
    let pos = match load(&a.pos, lang) {
        Ok(p) => p,
        Err(e) => return fail(lang, &e),
    };
    let mut list: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    list.sort();
    for m in list {
        outln!("{m}");
    }
    0
}

pub fn perft(a: PerftArgs, lang: Lang) -> i32 {
    if a.pos.rules == Ruleset::Synthesis {
        return synthesis_perft(&a, lang);
    }
    let pos = match load(&a.pos, lang) {
        Ok(p) => p,
        Err(e) => return fail(lang, &e),
    };
    if a.divide {
        let rows = divide(&pos, a.depth.max(1));
        let total: u64 = if a.depth == 0 { 1 } else { rows.iter().map(|r| r.1).sum() };
        if a.depth > 0 {
            for (m, n) in rows {
                outln!("{m}: {n}");
            }
        }
        outln!("{total}");
    } else {
        outln!("{}", count(&pos, a.depth));
    }
    0
}

/// Plays the moves on the position under any ruleset: one JSON line per move (its SAN, the
/// events of E9 or S32, the position after it), then the outcome — with both point totals of
/// R3 for Victoria and classical chess, which Synthesis does not count.
pub fn play(a: PlayArgs, lang: Lang) -> i32 {
    let synthesis = a.pos.rules == Ruleset::Synthesis;
    let options = match parse_options(a.pos.rules, &a.pos.options, lang) {
        Ok(o) => o,
        Err(e) => return fail(lang, &e),
    };
    let mut game = match AnyGame::new(&a.pos.fen, Rules { ruleset: a.pos.rules, options }) {
        Ok(g) => g,
        Err(e) => return fail(lang, &bad_position(lang, if synthesis { "FEN" } else { "VFEN" }, &e)),
    };
    let example = if synthesis { "e7e8q" } else { "c10c12q" };
    for (i, text) in a.moves.iter().enumerate() {
        let ply = i + 1;
        let Some(uci) = UciMove::parse(text) else {
            return fail(lang, &t!(lang, "cli-not-coordinates", ply = ply, text = text.as_str(), example = example));
        };
        let m = match game.check_move(uci) {
            Ok(m) => m,
            Err(e) => return illegal(ply, text, &e, lang),
        };
        let san = game.san(&m);
        let events = match game.play(&m) {
            Ok(ev) => ev.keys(),
            Err(e) => return illegal(ply, text, &e, lang),
        };
        outln!(
            "{}",
            json!({"ply": ply, "move": m.to_string(), "legal": true, "san": san, "events": events, "fen": game.fen()})
        );
    }
    let outcome = game.outcome();
    let mut last = json!({"outcome": outcome.key(), "winner": outcome.winner().map(|c| c.key())});
    if let Some([white, black]) = game.points() {
        last["points"] = json!({"white": white, "black": black});
    }
    outln!("{last}");
    0
}

fn illegal(ply: usize, text: &str, e: &victoria_rules::Illegal, lang: Lang) -> i32 {
    outln!("{}", json!({"ply": ply, "move": text, "legal": false, "rule": e.rule, "reason": e.words(lang)}));
    1
}

// --rules synthesis: the same commands and output shapes on Synthesis positions (SYNTHESIS.md).

fn load_synthesis(args: &PositionArgs, lang: Lang) -> Result<synthesis::Position, String> {
    let options = parse_options(args.rules, &args.options, lang)?;
    synthesis::Position::from_fen(&args.fen, options).map_err(|e| bad_position(lang, "FEN", &e))
}

fn synthesis_moves(args: &PositionArgs, lang: Lang) -> i32 {
    match load_synthesis(args, lang) {
        Ok(pos) => {
            for m in pos.legal_moves() {
                outln!("{m}");
            }
            0
        }
        Err(e) => fail(lang, &e),
    }
}

fn synthesis_perft(a: &PerftArgs, lang: Lang) -> i32 {
    let pos = match load_synthesis(&a.pos, lang) {
        Ok(p) => p,
        Err(e) => return fail(lang, &e),
    };
    if a.divide && a.depth > 0 {
        let rows = pos.divide(a.depth);
        for (m, n) in &rows {
            outln!("{m}: {n}");
        }
        outln!("{}", rows.iter().map(|r| r.1).sum::<u64>());
    } else {
        outln!("{}", pos.perft(a.depth));
    }
    0
}
