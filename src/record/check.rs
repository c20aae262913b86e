//! Checking a whole record (the `check` command): the seals and revealed schemes, the bastion
//! lots, the start position (rebuilt from the schemes, E10), every move replayed on the engine
//! (its coordinates legal, its SAN, events and reserve figures as the engine computes them,
//! the announced text naming the same move), the order of plies and times, and the result
//! against the engine's verdict. Every problem is reported with its move number. The moves of
//! every ruleset are walked by one loop over [`AnyGame`]; a Synthesis record's own setup and
//! result checks come from `synth`.

use super::announce::{self, Reading};
use super::model::{GameRecord, GameResult, Ground, MoveEntry, MoveEvent, ResultKind, move_events};
use super::replay::ReplayError;
use super::{lots, replay, seal, synth};
use crate::rules::options::BastionPlacement;
use crate::rules::reserve::reserve_use;
use crate::rules::{AnyGame, AnyOutcome, Color, Game, Move, Outcome};
use std::fmt;

/// One problem found, with the move it concerns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The ply (1 = first move), if the problem belongs to a move.
    pub ply: Option<u32>,
    /// `"12. White"` style label for the move, if any.
    pub label: Option<String>,
    pub text: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.label {
            Some(l) => write!(f, "move {l}: {}", self.text),
            None => f.write_str(&self.text),
        }
    }
}

/// What `check` found.
#[derive(Clone, Debug)]
pub struct Report {
    pub problems: Vec<Problem>,
    /// Plies replayed successfully.
    pub plies: usize,
    /// The engine's verdict on the final position.
    pub outcome: Outcome,
    /// For a Synthesis record, the Synthesis engine's verdict (`outcome` stays `Ongoing`).
    pub synthesis: Option<crate::rules::synthesis::Outcome>,
}

impl Report {
    pub fn is_ok(&self) -> bool {
        self.problems.is_empty()
    }
}

/// The checks of every move, as the replay shows them (see [`check`]).
struct Moves<'p> {
    problems: &'p mut Vec<Problem>,
    /// The number of entries seen.
    index: usize,
    /// The label of the entry being checked (`12. White`).
    label: String,
    last_time: Option<super::model::Time>,
    /// The ply at which the engine saw an ending, and the ending.
    ended: Option<(u32, AnyOutcome)>,
}

impl Moves<'_> {
    fn problem(&mut self, ply: u32, text: String) {
        self.problems.push(Problem { ply: Some(ply), label: Some(self.label.clone()), text });
    }
}

impl replay::Visit for Moves<'_> {
    fn entry(&mut self, e: &MoveEntry, game: &AnyGame) {
        let color = game.turn();
        self.label =
            format!("{}{} {}", game.fullmoves(), if color == Color::White { "." } else { "..." }, color.name());
        self.index += 1;
        if e.ply != self.index as u32 {
            self.problem(e.ply, format!("its ply number is {}, expected {}", e.ply, self.index));
        }
        if e.color != color {
            self.problem(
                e.ply,
                format!("it is recorded as {}'s move, but {} is to move", e.color.name(), color.name()),
            );
        }
        if let Some((at, o)) = self.ended.take() {
            self.problem(e.ply, format!("it was played after the game had ended at ply {at}: {}", o.describe()));
        }
        if let Some(t) = self.last_time
            && e.time < t
        {
            self.problem(e.ply, format!("its time {} is earlier than the move before", e.time.to_rfc3339()));
        }
        self.last_time = Some(e.time);
    }

    fn found(&mut self, e: &MoveEntry, game: &AnyGame, m: &Move) {
        let san = game.san(m);
        if san != e.san {
            self.problem(e.ply, format!("its SAN is recorded as '{}', the engine writes '{san}'", e.san));
        }
        // The announced text must name this move.
        let cands = announce::candidates_for(game, &e.announced);
        let text = match announce::read_among(&e.announced, &cands, game.king(game.turn())) {
            Ok(Reading::One(c)) if c.mv == *m => return,
            Ok(Reading::One(c)) => format!("'{}' was announced, which names {}, not {}", e.announced, c.mv, m),
            Ok(Reading::Ambiguous(_)) => format!("'{}' was announced, which fits several moves", e.announced),
            Ok(Reading::None) | Err(_) => format!("'{}' was announced, which names no legal move", e.announced),
        };
        self.problem(e.ply, text);
    }

    fn played(&mut self, step: &replay::Step<'_>, game: &AnyGame) {
        let e = step.entry;
        let ev = move_events(&step.events);
        if ev != e.events {
            let keys = |v: &[MoveEvent]| v.iter().map(MoveEvent::key).collect::<Vec<_>>().join(", ");
            self.problem(
                e.ply,
                format!("its events are recorded as [{}], the engine reports [{}]", keys(&e.events), keys(&ev)),
            );
        }
        match (&step.before, game.victoria_position()) {
            (Some(before), Some(after)) => {
                let (spent, left) = reserve_use(before, after, &step.mv, step.events.victoria());
                if (spent, left) != (e.reserve_spent, e.reserve_left) {
                    self.problem(
                        e.ply,
                        format!(
                            "its reserve is recorded as spent {:?} / left {:?}, the engine counts spent {spent:?} / left {left:?}",
                            e.reserve_spent, e.reserve_left
                        ),
                    );
                }
            }
            _ => {
                if let Some(t) = synthesis_reserve_problem(e.reserve_spent, e.reserve_left) {
                    self.problem(e.ply, t);
                }
            }
        }
        let o = game.outcome();
        if o.is_over() {
            self.ended = Some((e.ply, o));
        }
    }
}

fn general(text: impl Into<String>) -> Problem {
    Problem { ply: None, label: None, text: text.into() }
}

/// Checks a record of any ruleset; see the module text. A Synthesis record has no schemes or
/// lots to check; its moves, result and signatures are checked as Victoria's are.
pub fn check(r: &GameRecord) -> Report {
    let synthesis = synth::is_synthesis(r);
    let mut problems = Vec::new();
    let any_scheme = r.schemes.white.is_sealed() || r.schemes.black.is_sealed();
    if synthesis {
        synthesis_setup(r, &mut |t| problems.push(general(t)));
    } else {
        if any_scheme {
            problems.extend(seal::verify_revealed(r).into_iter().map(general));
        }
        check_lots(r, &mut problems);
    }

    let mut report = Report { problems: Vec::new(), plies: 0, outcome: Outcome::Ongoing, synthesis: None };
    let game = match replay::start(r) {
        Ok(Some(g)) => g,
        Ok(None) => {
            if !r.moves.is_empty() {
                problems.push(general("the record has moves but no start position"));
            }
            if r.result.is_some() {
                problems.push(general("the record has a result but no start position"));
            }
            report.problems = problems;
            return report;
        }
        Err(e) => {
            problems.push(general(e.to_string()));
            report.problems = problems;
            return report;
        }
    };
    if let Some(start) = game.victoria_position() {
        if r.both_revealed() {
            match lots::start_position(r) {
                Ok(p) if p.to_vfen() == start.to_vfen() => {}
                Ok(p) => problems.push(general(format!(
                    "the start position {} does not follow from the revealed schemes and bastions, which give {} (R5, E10)",
                    start.to_vfen(),
                    p.to_vfen()
                ))),
                Err(e) => problems.push(general(format!("the start position cannot be rebuilt: {e}"))),
            }
        } else if any_scheme {
            problems.push(general("the game started before both schemes were revealed (R5)"));
        }
    }

    let mut moves = Moves { problems: &mut problems, index: 0, label: String::new(), last_time: None, ended: None };
    // The start was read above, so the walk starts.
    let walked = match replay::walk(r, &mut moves) {
        Ok(Some(w)) => w,
        Ok(None) | Err(_) => replay::Walk { game, plies: 0, stopped: None },
    };
    if let Some(stop) = &walked.stopped {
        let (ply, text) = match stop {
            ReplayError::NoCoordinates { ply, uci } => {
                (*ply, format!("'{uci}' is not a move in coordinates; the replay stops here"))
            }
            ReplayError::Illegal { ply, uci, illegal } => {
                (*ply, format!("{uci} is illegal: {illegal}; the replay stops here"))
            }
            other => (0, other.to_string()),
        };
        let label = moves.label.clone();
        problems.push(Problem { ply: Some(ply), label: Some(label), text });
    }
    report.plies = walked.plies;
    let game = walked.game;
    let complete = report.plies == r.moves.len();
    let verdict = game.outcome();
    report.outcome = verdict.victoria();
    report.synthesis = verdict.synthesis();
    if complete && let Some(res) = &r.result {
        let mut p = |t: String| problems.push(general(format!("result: {t}")));
        match (&game, verdict) {
            (AnyGame::Victoria(g), _) => check_result(res, g, &mut p),
            (_, AnyOutcome::Synthesis(o)) => synthesis_result(res, o, &mut p),
            _ => {}
        }
        if let Some(v) = &res.final_vfen
            && *v != game.fen()
        {
            p(format!("its final position {v} is not the position after the last move"));
        }
        // FIDE 7.5.5: the loser (or, after a count or a draw, some side) completed two illegal
        // moves that still count.
        if res.ground == Some(Ground::IllegalMoves) {
            let counted =
                |c: Color| r.illegal_attempts.iter().filter(|a| a.color == c && a.withdrawn.is_none()).count();
            let loser = res.winner.map(Color::other);
            let ok = match (res.outcome, loser) {
                (ResultKind::Forfeit, Some(l)) => counted(l) >= 2,
                _ => Color::ALL.into_iter().any(|c| counted(c) >= 2),
            };
            if !ok {
                p("it is a loss by a second completed illegal move, but no side has two that count (FIDE 7.5.5)"
                    .into());
            }
        }
    }
    for (i, a) in r.illegal_attempts.iter().enumerate() {
        if a.withdrawn.as_ref().is_some_and(|w| w.reason.trim().is_empty()) {
            problems.push(general(format!("illegal move {} is withdrawn without a reason (R29, R30)", i + 1)));
        }
    }
    for c in &r.corrections {
        if c.reason.trim().is_empty() {
            problems.push(general(format!("the correction at {} gives no reason (R30)", c.time.to_rfc3339())));
        }
    }
    for (who, s) in
        [("White", &r.signatures.white), ("Black", &r.signatures.black), ("the arbiter", &r.signatures.arbiter)]
    {
        if let Some(s) = s
            && s.strokes.iter().flatten().any(|p| !(0.0..=1.0).contains(&p[0]) || !(0.0..=1.0).contains(&p[1]))
        {
            problems.push(general(format!("the signature of {who} has points outside its box")));
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

fn check_lots(r: &GameRecord, problems: &mut Vec<Problem>) {
    let placement = r.rules.options.bastion_placement;
    if placement != BastionPlacement::Blind {
        if !r.bastion_lots.is_empty() {
            problems.push(general(format!(
                "the record has bastion lots, but bastions are not drawn by lot (bastion_placement = {}, R8)",
                placement.key()
            )));
        }
        return;
    }
    if !r.both_revealed() {
        return;
    }
    // Replay the lots one by one on a copy, judging each as the desk did.
    let mut partial = r.clone();
    partial.bastion_lots.clear();
    partial.start_vfen = None;
    for (i, lot) in r.bastion_lots.iter().enumerate() {
        let n = i + 1;
        let sq = match lot.square.parse() {
            Ok(s) => s,
            Err(_) => {
                problems.push(general(format!("bastion lot {n} names '{}', not a square", lot.square)));
                continue;
            }
        };
        match lots::judge_lot(&partial, lot.side, sq) {
            Ok(None) if lot.accepted => {}
            Ok(None) => problems.push(general(format!(
                "bastion lot {n} ({} {}) was set aside, but the square was free (R8)",
                lot.side.name(),
                lot.square
            ))),
            Ok(Some(held)) if lot.accepted => problems.push(general(format!(
                "bastion lot {n} ({} {}) was accepted, but {}",
                lot.side.name(),
                lot.square,
                crate::i18n::record::lot_set_aside(crate::i18n::Lang::En, &lot.square, &held)
            ))),
            Ok(Some(_)) => {}
            Err(e) => problems.push(general(format!("bastion lot {n} ({} {}): {e}", lot.side.name(), lot.square))),
        }
        partial.bastion_lots.push(lot.clone());
    }
    for side in Color::ALL {
        let have = partial.bastions(side).len();
        if have != lots::BASTIONS && r.start_vfen.is_some() {
            problems.push(general(format!("{} has {have} bastions drawn, not 3 (R7)", side.name())));
        }
    }
}

/// The recorded result of a Victoria (or classical) game against the engine's verdict and count.
fn check_result(res: &GameResult, game: &Game, p: &mut impl FnMut(String)) {
    let engine = game.outcome();
    let [white, black] = game.position().points();
    let by_points = match white.cmp(&black) {
        std::cmp::Ordering::Greater => Some(Color::White),
        std::cmp::Ordering::Less => Some(Color::Black),
        std::cmp::Ordering::Equal => None,
    };
    let ground = res.ground.map(Ground::key).unwrap_or("");
    match res.outcome {
        ResultKind::Checkmate => match engine {
            Outcome::Checkmate { winner } if res.winner == Some(winner) => {}
            _ => p(format!("it says checkmate, but the engine finds {engine}")),
        },
        ResultKind::Points => {
            if (res.points_white, res.points_black) != (Some(white), Some(black)) {
                p(format!(
                    "the count is recorded as White {:?} : Black {:?}, the final position counts {white} : {black} (R3)",
                    res.points_white, res.points_black
                ));
            }
            if res.winner != by_points {
                p(format!("the winner is recorded as {:?}, but the count says {:?}", res.winner, by_points));
            }
            let automatic = !matches!(res.ground, Some(Ground::Agreement | Ground::DeadPosition)) && !fide_ground(res);
            let dead_proved = matches!(engine, Outcome::Points { .. });
            if automatic && !engine.is_over() {
                p(format!("it gives a count on the ground '{ground}', but the engine finds no ending (R27)"));
            }
            if res.ground == Some(Ground::DeadPosition) && !dead_proved && res.reason.trim().is_empty() {
                p("a count ruled by the arbiter needs the reason".into());
            }
        }
        ResultKind::Draw => {
            if !matches!(engine, Outcome::Draw { .. }) && !fide_ground(res) {
                p(format!("it says draw on the ground '{ground}', but the engine finds {engine}"));
            }
            if res.winner.is_some() {
                p("a draw has no winner".into());
            }
        }
        k if k.is_declared() => check_declared(res, p),
        other => p(format!(
            "the outcome '{other}' is not one of Victoria: use checkmate, points, draw, resignation, agreement, forfeit or decision"
        )),
    }
}

/// A loss on time (FIDE 6.9) or by a second completed illegal move (7.5.5), or what it
/// becomes when the opponent cannot mate (R27a): the ground is the arbiter's reason.
fn fide_ground(res: &GameResult) -> bool {
    res.ground.is_some_and(Ground::is_fide)
}

/// The results an arbiter declares (R28), the same in every game: resignation and forfeit
/// need a winner (a forfeit also its reason), an agreed draw has none, a decision is written.
fn check_declared(res: &GameResult, p: &mut impl FnMut(String)) {
    match res.outcome {
        ResultKind::Resignation | ResultKind::Forfeit => {
            if res.winner.is_none() {
                p(format!("a {} needs a winner", res.outcome));
            }
            if res.outcome == ResultKind::Forfeit && res.reason.trim().is_empty() && !fide_ground(res) {
                p("a forfeit needs the arbiter's reason (R28)".into());
            }
        }
        ResultKind::Agreement if res.winner.is_some() => p("a draw by agreement has no winner".into()),
        ResultKind::Decision if res.reason.trim().is_empty() => {
            p("an arbiter's decision needs the written reason".into())
        }
        _ => {}
    }
}

/// What a Synthesis record may not have before its first move: sealed schemes, bastion lots.
fn synthesis_setup(r: &GameRecord, general: &mut impl FnMut(String)) {
    if r.schemes.white.is_sealed() || r.schemes.black.is_sealed() {
        general("a Synthesis game has no sealed schemes, but this record has one (S1)".into());
    }
    if !r.bastion_lots.is_empty() {
        general("a Synthesis game has no bastions, but this record has bastion lots (S1)".into());
    }
}

/// The recorded result of a Synthesis game against the engine's verdict.
fn synthesis_result(res: &GameResult, engine: crate::rules::synthesis::Outcome, p: &mut impl FnMut(String)) {
    match res.outcome {
        ResultKind::Draw if fide_ground(res) => {}
        ResultKind::KingCaptured | ResultKind::Checkmate | ResultKind::Draw => {
            if res.outcome.key() != engine.key() || res.winner != engine.winner() {
                p(format!("it says {} ({}), but the engine finds: {}", res.outcome, res.score(), engine.describe()));
            }
        }
        k if k.is_declared() => check_declared(res, p),
        other => p(format!(
            "the outcome '{other}' is not one of Synthesis: use king_captured, checkmate, draw, resignation, agreement, forfeit or decision"
        )),
    }
}

/// A move's problem that only Synthesis has: reserve figures in a game without reserves.
fn synthesis_reserve_problem(spent: Option<u16>, left: Option<u16>) -> Option<String> {
    (spent.is_some() || left.is_some()).then(|| "it carries reserve figures, but Synthesis has no reserves".to_string())
}
