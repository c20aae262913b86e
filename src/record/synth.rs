//! Synthesis records (issue 7): what the desk and the checker need to keep a game of Synthesis
//! chess (SYNTHESIS.md) in the same record as Victoria — the standard start, announced moves read
//! with the same parser (`announce`) against the Synthesis position's `legal_moves()` and
//! `san()`, the S-ruling of a move that fits none, the result from the engine's
//! [`synthesis::Outcome`] (a king captured after the one reply, mate, the draws of S28–S30), the
//! regimes after every move for the sheet, and the whole-record check. A Synthesis record has no
//! sealed schemes, bastions or reserves: its `start_vfen` holds the Synthesis FEN of S2.

use super::announce::{self, Candidate, Reading};
use super::check::{Problem, Report};
use super::desk::DeskError;
use super::model::{GameRecord, GameResult, Time};
use crate::rules::synthesis::{self, Game, Position, Regime};
use crate::rules::{Color, Move, MoveKind, Options, Role, Ruleset, Sentence, Square, UciMove};

/// Is this record a game of Synthesis chess?
pub fn is_synthesis(r: &GameRecord) -> bool {
    r.rules.ruleset == Ruleset::Synthesis
}

/// The Synthesis start position under these options, as its canonical FEN (S2).
pub fn start_fen(options: &Options) -> String {
    Position::start(*options).to_fen()
}

/// The legal moves of a Synthesis position as the announcement matcher sees them.
pub fn candidates_for(pos: &Position, text: &str) -> Vec<Candidate> {
    let targets = announce::targets(text);
    pos.legal_moves()
        .into_iter()
        .filter_map(|m| {
            let role = pos.piece(m.from)?.role;
            let wanted = targets.contains(&m.to) || matches!(m.kind, MoveKind::Castle { .. });
            let san = if wanted { pos.san_plain(&m) } else { String::new() };
            Some(Candidate { mv: m, role, san })
        })
        .collect()
}

/// Reads an announcement in the game's position: the one legal move, the candidates, or the
/// S-ruling of the move the text meant (not logged here).
pub fn interpret(game: &Game, text: &str) -> Result<Move, DeskError> {
    let pos = game.position();
    let cands = candidates_for(pos, text);
    match announce::read_among(text, &cands, pos.king(pos.turn()))? {
        Reading::One(c) => Ok(c.mv),
        Reading::Ambiguous(v) => Err(DeskError::Ambiguous {
            text: text.trim().to_string(),
            candidates: v.iter().map(|c| format!("{} ({})", pos.san(&c.mv), c.mv)).collect(),
        }),
        Reading::None => {
            let (rule, reason) = ruling(game, text)?;
            Err(DeskError::Illegal {
                text: text.trim().to_string(),
                rule,
                reason: reason.en,
                reason_ru: reason.ru,
                attempt: None,
                second_fide: false,
            })
        }
    }
}

/// The engine's S-ruling on a text that fits no legal move: (rule, sentence in both languages).
pub fn ruling(game: &Game, text: &str) -> Result<(String, Sentence), DeskError> {
    let pos = game.position();
    let patterns = announce::parse(text)?;
    let us = pos.turn();
    let outcome = game.outcome();
    if outcome != synthesis::Outcome::Ongoing {
        let rule = if matches!(outcome, synthesis::Outcome::KingCaptured { .. }) { "S27" } else { "S28" };
        return Ok((
            rule.into(),
            Sentence::new(
                format!("the game is over: {}", outcome.describe()),
                format!("партия окончена: {}", outcome.describe_ru()),
            ),
        ));
    }
    let mut tries: Vec<UciMove> = Vec::new();
    if let Some(side) = announce::castle_side(&patterns) {
        if let Some(k) = pos.king(us) {
            let df: i8 = if side == announce::CastleSide::Short { 2 } else { -2 };
            if let Some(to) = k.offset(df, 0, 8, 8) {
                tries.push(UciMove { from: k, to, promotion: None });
            }
        }
    } else {
        let own: Vec<(Square, Role)> = (0..8u8)
            .flat_map(|r| (0..8u8).map(move |f| Square::new(f, r)))
            .filter_map(|s| pos.piece(s).filter(|p| p.color == us).map(|p| (s, p.role)))
            .collect();
        tries = announce::intended(&patterns, &own);
    }
    let mut rulings: Vec<(String, Sentence)> = Vec::new();
    for u in tries {
        if let Err(i) = game.check_move(u)
            && !rulings.iter().any(|r| r.1.en == i.reason)
        {
            rulings.push((i.rule.to_string(), i.sentence()));
        }
    }
    // With several pieces that might be meant, one that cannot reach the square even in
    // classical chess (S7) was not the one meant: prefer the others' rulings.
    if rulings.iter().any(|r| r.0 != "S7") {
        rulings.retain(|r| r.0 != "S7");
    }
    if rulings.is_empty() {
        return Ok(("S31".into(), super::desk::no_such_move(us, &patterns, text, "S31")));
    }
    Ok(super::desk::joined(rulings))
}

/// Replays a Synthesis record's moves from its start; the error names the ply.
pub fn replay(r: &GameRecord) -> Result<Game, String> {
    let fen = r.start_vfen.as_deref().ok_or("the record has no start position")?;
    let start =
        Position::from_fen(fen, r.rules.options).map_err(|e| format!("the start position cannot be read: {e}"))?;
    let mut game = Game::new(start);
    for e in &r.moves {
        let u = UciMove::parse(&e.uci).ok_or_else(|| format!("ply {} has no coordinates '{}'", e.ply, e.uci))?;
        let m = game.check_move(u).map_err(|i| format!("ply {} ({}) is illegal: {}", e.ply, e.uci, i.reason))?;
        game.play(&m).map_err(|i| format!("ply {} ({}) is illegal: {}", e.ply, e.uci, i.reason))?;
    }
    Ok(game)
}

/// The result the engine's verdict gives (`None` while the game goes on). Outcome keys:
/// `king_captured` (ground `both_kings` when both fell), `checkmate`, `draw` (grounds
/// `stalemate`, `repetition`, `fifty_moves`).
pub fn result_of(outcome: synthesis::Outcome, time: Time, final_fen: String) -> Option<GameResult> {
    use synthesis::Outcome as O;
    let ground = match outcome {
        O::Ongoing => return None,
        O::KingCaptured { both: true, .. } => "both_kings".to_string(),
        O::Draw { ground } => ground.key().to_string(),
        _ => String::new(),
    };
    Some(GameResult {
        outcome: outcome.key().to_string(),
        winner: outcome.winner(),
        ground,
        points_white: None,
        points_black: None,
        reason: outcome.describe(),
        time,
        final_vfen: Some(final_fen),
    })
}

/// One regime change for the sheet: after ply `ply` the colour `color` is in `regime`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegimeChange {
    pub ply: u32,
    pub color: Color,
    pub regime: Regime,
}

/// Every regime change of a record, in order (empty when the moves do not replay).
pub fn regime_changes(r: &GameRecord) -> Vec<RegimeChange> {
    let Ok(game) = replay(r) else { return Vec::new() };
    let regimes = game.regimes();
    let mut out = Vec::new();
    for (i, pair) in regimes.windows(2).enumerate() {
        for (k, c) in Color::ALL.into_iter().enumerate() {
            if pair[0][k] != pair[1][k] {
                out.push(RegimeChange { ply: i as u32 + 1, color: c, regime: pair[1][k] });
            }
        }
    }
    out
}

fn general(text: impl Into<String>) -> Problem {
    Problem { ply: None, label: None, text: text.into() }
}

/// Checks a Synthesis record: no schemes, lots or reserves; the standard start; every move
/// replayed (coordinates legal, SAN, events, the announced text naming the move); the result
/// against the engine's verdict.
pub fn check(r: &GameRecord) -> Report {
    let mut problems = Vec::new();
    let mut report =
        Report { problems: Vec::new(), plies: 0, outcome: crate::rules::Outcome::Ongoing, synthesis: None };
    if r.schemes.white.is_sealed() || r.schemes.black.is_sealed() {
        problems.push(general("a Synthesis game has no sealed schemes, but this record has one (S1)"));
    }
    if !r.bastion_lots.is_empty() {
        problems.push(general("a Synthesis game has no bastions, but this record has bastion lots (S1)"));
    }
    let Some(fen) = &r.start_vfen else {
        if !r.moves.is_empty() || r.result.is_some() {
            problems.push(general("the record has moves or a result but no start position"));
        }
        report.problems = problems;
        return report;
    };
    let start = match Position::from_fen(fen, r.rules.options) {
        Ok(p) => p,
        Err(e) => {
            problems.push(general(format!("the start position cannot be read: {e}")));
            report.problems = problems;
            return report;
        }
    };
    let mut game = Game::new(start);
    let mut number = start.fullmoves();
    let mut last_time = None;
    for (i, e) in r.moves.iter().enumerate() {
        let pos = *game.position();
        let color = pos.turn();
        let label = format!("{number}{} {}", if color == Color::White { "." } else { "..." }, color.name());
        let mut p = |text: String| problems.push(Problem { ply: Some(e.ply), label: Some(label.clone()), text });
        if e.ply != i as u32 + 1 {
            p(format!("its ply number is {}, expected {}", e.ply, i + 1));
        }
        if e.color != color {
            p(format!("it is recorded as {}'s move, but {} is to move", e.color.name(), color.name()));
        }
        if let Some(t) = last_time
            && e.time < t
        {
            p(format!("its time {} is earlier than the move before", e.time.to_rfc3339()));
        }
        last_time = Some(e.time);
        if e.reserve_spent.is_some() || e.reserve_left.is_some() {
            p("it carries reserve figures, but Synthesis has no reserves".into());
        }
        let Some(u) = UciMove::parse(&e.uci) else {
            p(format!("'{}' is not a move in coordinates; the replay stops here", e.uci));
            break;
        };
        let m = match game.check_move(u) {
            Ok(m) => m,
            Err(i) => {
                p(format!("{} is illegal: {}; the replay stops here", e.uci, i.reason));
                break;
            }
        };
        let san = pos.san(&m);
        if san != e.san {
            p(format!("its SAN is recorded as '{}', the engine writes '{san}'", e.san));
        }
        let cands = candidates_for(&pos, &e.announced);
        match announce::read_among(&e.announced, &cands, pos.king(color)) {
            Ok(Reading::One(c)) if c.mv == m => {}
            Ok(Reading::One(c)) => p(format!("'{}' was announced, which names {}, not {}", e.announced, c.mv, m)),
            Ok(Reading::Ambiguous(_)) => p(format!("'{}' was announced, which fits several moves", e.announced)),
            Ok(Reading::None) | Err(_) => p(format!("'{}' was announced, which names no legal move", e.announced)),
        }
        let events = match game.play(&m) {
            Ok(ev) => ev,
            Err(i) => {
                p(format!("{} cannot be played: {}", e.uci, i.reason));
                break;
            }
        };
        let ev: Vec<String> = events.iter().map(|x| x.to_string()).collect();
        if ev != e.events {
            p(format!("its events are recorded as [{}], the engine reports [{}]", e.events.join(", "), ev.join(", ")));
        }
        report.plies += 1;
        if color == Color::Black {
            number += 1;
        }
    }
    let engine = game.outcome();
    report.synthesis = Some(engine);
    if report.plies == r.moves.len()
        && let Some(res) = &r.result
    {
        let mut p = |t: String| problems.push(general(format!("result: {t}")));
        match res.outcome.as_str() {
            "king_captured" | "checkmate" | "draw" => {
                if res.outcome != engine.key() || res.winner != engine.winner() {
                    p(format!(
                        "it says {} ({}), but the engine finds: {}",
                        res.outcome,
                        res.score(),
                        engine.describe()
                    ));
                }
            }
            "resignation" | "forfeit" | "agreement" | "decision" => super::check::check_declared(res, &mut p),
            other => p(format!(
                "unknown outcome '{other}' for Synthesis: use king_captured, checkmate, draw, resignation, agreement, forfeit or decision"
            )),
        }
        if let Some(v) = &res.final_vfen
            && *v != game.position().to_fen()
        {
            p(format!("its final position {v} is not the position after the last move"));
        }
    }
    if let Some(seal) = &r.arbiter_seal
        && seal.digest != r.digest_hex()
    {
        problems.push(general(format!(
            "the arbiter's seal signs digest {}, but the record's digest is {}: the record changed after it was signed",
            seal.digest,
            r.digest_hex()
        )));
    }
    report.problems = problems;
    report
}
