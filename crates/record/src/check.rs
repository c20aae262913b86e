//! Checking a whole record (the `check` command): the seals and revealed schemes, the bastion
//! lots, the start position (rebuilt from the schemes, E10), every move replayed on the engine
//! (its coordinates legal, its SAN, events and reserve figures as the engine computes them,
//! the announced text naming the same move), the order of plies and times, and the result
//! against the engine's verdict. Every problem is reported with its move number. The moves of
//! every ruleset are walked by one loop over [`AnyGame`]; a Synthesis record's own setup and
//! result checks come from `synth`. A problem is a fact ([`Fault`] with the ply, move, ruling
//! or field it concerns); its words are made where it is shown (the check words of `i18n`).

use super::announce::{self, Reading};
use super::lots::{LotError, StartError};
use super::model::{
    GameRecord, GameResult, Ground, MoveEntry, MoveEvent, Occupant, ResultKind, Signer, Time, move_events,
};
use super::replay::ReplayError;
use super::seal::SealProblem;
use super::time_control::ClockChange;
use super::{lots, replay, seal, synth};
use victoria_rules::options::{BastionPlacement, IllegalMovePenalty};
use victoria_rules::reserve::reserve_use;
use victoria_rules::{AnyGame, AnyOutcome, Color, Game, Illegal, Move, Outcome, Ruleset};

/// One problem found, with the move it concerns. `Display` is the English.
#[derive(Clone, Debug)]
pub struct Problem {
    /// The ply (1 = first move), if the problem belongs to a move.
    pub ply: Option<u32>,
    /// The move it belongs to, as a score sheet names it (`12. White`).
    pub at: Option<MoveAt>,
    pub fault: Fault,
}

/// A move as a score sheet names it: the move number and the side (`12. White`, `12... Black`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveAt {
    pub fullmove: u32,
    pub color: Color,
}

/// What `check` finds wrong, with the facts it names.
#[derive(Clone, Debug)]
pub enum Fault {
    // ---- a move ----
    /// The entry's ply number is not its place in the record.
    PlyNumber { recorded: u32, expected: u32 },
    /// The entry names the other side than the one to move.
    WrongSide { recorded: Color, to_move: Color },
    /// A move played after the engine saw an ending at ply `at`.
    AfterEnd { at: u32, outcome: AnyOutcome },
    /// The move's time is earlier than the move before.
    TimeEarlier { time: Time },
    /// The recorded SAN is not the engine's.
    San { recorded: String, engine: String },
    /// The announced text names another move than the one played.
    AnnouncedOther { announced: String, names: Move, played: Move },
    /// The announced text fits several moves.
    AnnouncedAmbiguous { announced: String },
    /// The announced text names no legal move.
    AnnouncedNone { announced: String },
    /// The recorded events are not the engine's.
    Events { recorded: Vec<MoveEvent>, engine: Vec<MoveEvent> },
    /// The recorded reserve figures (spent, left) are not the engine's.
    Reserve { recorded: (Option<u16>, Option<u16>), engine: (Option<u16>, Option<u16>) },
    /// A Synthesis move with reserve figures.
    SynthesisReserve,
    /// A ply without readable coordinates: the replay stops.
    NotCoordinates { uci: String },
    /// An illegal ply, with the ruling: the replay stops.
    Illegal { uci: String, illegal: Illegal },
    /// The replay stopped for another reason.
    Replay(ReplayError),
    // ---- the setup ----
    /// A revealed scheme does not match its seal, or is no valid scheme.
    Seal(SealProblem),
    /// Moves but no start position.
    MovesWithoutStart,
    /// A result but no start position.
    ResultWithoutStart,
    /// The start position cannot be read.
    BadStart(ReplayError),
    /// The start position is not the one the schemes and bastions give (R5, E10).
    StartNotFromSchemes { start: String, rebuilt: String },
    /// The start position cannot be rebuilt from the schemes.
    StartNotRebuilt(StartError),
    /// The game started before both schemes were revealed (R5).
    StartedBeforeReveal,
    /// Bastion lots in a game whose bastions are not drawn (R8).
    LotsNotDrawn { placement: BastionPlacement },
    /// Lot `n` names no square.
    LotNotASquare { n: usize, text: String },
    /// Lot `n` was set aside though its square was free (R8).
    LotSetAsideFree { n: usize, side: Color, square: String },
    /// Lot `n` was accepted though its square was held (R8).
    LotAcceptedHeld { n: usize, side: Color, square: String, held: Occupant },
    /// Lot `n` could not be drawn.
    Lot { n: usize, side: Color, square: String, error: LotError },
    /// A side has another number of bastions drawn than 3 (R7).
    BastionCount { side: Color, have: usize },
    /// A Synthesis record with a sealed scheme (S1).
    SynthesisSchemes,
    /// A Synthesis record with bastion lots (S1).
    SynthesisLots,
    // ---- the result ----
    /// A problem of the recorded result.
    Result(ResultFault),
    // ---- the paperwork ----
    /// Illegal move `n` is withdrawn without a reason (R29, R30).
    WithdrawnWithoutReason { n: usize },
    /// A correction without its reason (R30).
    CorrectionWithoutReason { time: Time },
    /// A signature with points outside its box.
    SignatureOutside { who: Signer },
    /// The arbiter's seal signs another digest than the record's.
    SealDigest { signed: String, record: String },
}

/// What is wrong with a recorded result.
#[derive(Clone, Debug)]
pub enum ResultFault {
    /// Checkmate recorded, but the final position is not mate (R26; FIDE 5.1.1 in classical
    /// chess): the engine's verdict on it.
    NotMate { engine: Outcome, ruleset: Ruleset },
    /// Checkmate recorded with the mated side as the winner.
    MateWinner { recorded: Option<Color>, winner: Color },
    /// The count recorded is not the final position's (R3).
    Count { recorded: (Option<u32>, Option<u32>), counted: (u32, u32) },
    /// Totals recorded with a result that is no count (R27 in Victoria).
    PointsWithoutCount { outcome: ResultKind, ruleset: Ruleset },
    /// An outcome the game's ruleset does not have (a point count in classical chess).
    OutcomeNotInRuleset { outcome: ResultKind, ruleset: Ruleset },
    /// A ground the game's ruleset does not have for this outcome (a point count's "nothing
    /// to move" in classical chess, a stalemate in Victoria, a draw after a flag fall in
    /// Victoria, where R27a makes it the count).
    GroundNotInRuleset { outcome: ResultKind, ground: Ground, ruleset: Ruleset },
    /// A loss on time whose loser is not the side whose flag fell by the clock log (FIDE 6.9,
    /// R33).
    FlagOfOther { loser: Color, flagged: Color },
    /// An ending the engine finds, recorded on another of its grounds (R27, R32; FIDE 5.2, 9).
    OtherGround { recorded: Ground, engine: Outcome, ruleset: Ruleset },
    /// The result is dated before the last move was recorded.
    BeforeLastMove { time: Time },
    /// A loss on time or by illegal moves whose winner provably cannot mate in the final
    /// position: R27a makes it the count (Victoria) or a draw (classical chess, Synthesis).
    WinnerCannotMate { winner: Color, ruleset: Ruleset },
    /// The winner recorded is not the count's.
    CountWinner { recorded: Option<Color>, counted: Option<Color> },
    /// A count on an automatic ground the engine does not see (R27).
    CountWithoutEnding { ground: Option<Ground> },
    /// A count ruled by the arbiter without the reason.
    CountNeedsReason,
    /// A draw recorded, the engine finds otherwise.
    NotDraw { ground: Option<Ground>, engine: Outcome, ruleset: Ruleset },
    /// A draw with a winner.
    DrawWinner,
    /// An outcome that is not Victoria's.
    NotVictoria { outcome: ResultKind },
    /// A resignation or forfeit without a winner.
    NeedsWinner { outcome: ResultKind },
    /// A forfeit without the arbiter's reason (R28 in Victoria).
    ForfeitNeedsReason { ruleset: Ruleset },
    /// A ruled loss without its FIDE ground (`flag_fell`, `illegal_moves`).
    LossNeedsGround,
    /// A draw by agreement with a winner.
    AgreementWinner,
    /// A decision without the written reason.
    DecisionNeedsReason,
    /// A Synthesis result that is not the engine's.
    NotSynthesisVerdict { outcome: ResultKind, score: String, engine: victoria_rules::synthesis::Outcome },
    /// An outcome that is not Synthesis's.
    NotSynthesis { outcome: ResultKind },
    /// The final position recorded is not the one after the last move.
    FinalPosition { fen: String },
    /// A loss by a second completed illegal move, but the loser (`None`: no side, for a draw
    /// or a count) has only `counted` logged illegal moves that count (FIDE 7.5.5, R29).
    IllegalMovesUncounted { loser: Option<Color>, counted: usize },
    /// A loss by illegal moves in a game whose option `illegal_move_penalty` is `warn`: an
    /// illegal move is only logged (R29).
    IllegalMovesNotFide,
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
    pub synthesis: Option<victoria_rules::synthesis::Outcome>,
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
    /// The entry being checked (`12. White`).
    at: Option<MoveAt>,
    last_time: Option<super::model::Time>,
    /// The ply at which the engine saw an ending, and the ending.
    ended: Option<(u32, AnyOutcome)>,
}

impl Moves<'_> {
    fn problem(&mut self, ply: u32, fault: Fault) {
        self.problems.push(Problem { ply: Some(ply), at: self.at, fault });
    }
}

impl replay::Visit for Moves<'_> {
    fn entry(&mut self, e: &MoveEntry, game: &AnyGame) {
        let color = game.turn();
        self.at = Some(MoveAt { fullmove: game.fullmoves(), color });
        self.index += 1;
        if e.ply != self.index as u32 {
            self.problem(e.ply, Fault::PlyNumber { recorded: e.ply, expected: self.index as u32 });
        }
        if e.color != color {
            self.problem(e.ply, Fault::WrongSide { recorded: e.color, to_move: color });
        }
        if let Some((at, outcome)) = self.ended.take() {
            self.problem(e.ply, Fault::AfterEnd { at, outcome });
        }
        if let Some(t) = self.last_time
            && e.time < t
        {
            self.problem(e.ply, Fault::TimeEarlier { time: e.time });
        }
        self.last_time = Some(e.time);
    }

    fn found(&mut self, e: &MoveEntry, game: &AnyGame, m: &Move) {
        let san = game.san(m);
        if san != e.san {
            self.problem(e.ply, Fault::San { recorded: e.san.clone(), engine: san });
        }
        // The announced text must name this move.
        let cands = announce::candidates_for(game, &e.announced);
        let announced = e.announced.clone();
        let fault = match announce::read_among(&e.announced, &cands, game.king(game.turn())) {
            Ok(Reading::One(c)) if c.mv == *m => return,
            Ok(Reading::One(c)) => Fault::AnnouncedOther { announced, names: c.mv, played: *m },
            Ok(Reading::Ambiguous(_)) => Fault::AnnouncedAmbiguous { announced },
            Ok(Reading::None) | Err(_) => Fault::AnnouncedNone { announced },
        };
        self.problem(e.ply, fault);
    }

    fn played(&mut self, step: &replay::Step<'_>, game: &AnyGame) {
        let e = step.entry;
        let ev = move_events(&step.events);
        if ev != e.events {
            self.problem(e.ply, Fault::Events { recorded: e.events.clone(), engine: ev });
        }
        match (step.before, game.victoria_position()) {
            (Some(before), Some(after)) => {
                let (spent, left) = reserve_use(before, after, &step.mv, step.events.victoria());
                if (spent, left) != (e.reserve_spent, e.reserve_left) {
                    let recorded = (e.reserve_spent, e.reserve_left);
                    self.problem(e.ply, Fault::Reserve { recorded, engine: (spent, left) });
                }
            }
            _ => {
                if e.reserve_spent.is_some() || e.reserve_left.is_some() {
                    self.problem(e.ply, Fault::SynthesisReserve);
                }
            }
        }
        let o = game.outcome();
        if o.is_over() {
            self.ended = Some((e.ply, o));
        }
    }
}

fn general(fault: Fault) -> Problem {
    Problem { ply: None, at: None, fault }
}

/// Checks a record of any ruleset; see the module text. A Synthesis record has no schemes or
/// lots to check; its moves, result and signatures are checked as Victoria's are.
pub fn check(r: &GameRecord) -> Report {
    let synthesis = synth::is_synthesis(r);
    let mut problems = Vec::new();
    let any_scheme = r.schemes.white.is_sealed() || r.schemes.black.is_sealed();
    if synthesis {
        synthesis_setup(r, &mut |f| problems.push(general(f)));
    } else {
        if any_scheme {
            problems.extend(seal::verify_revealed_facts(r).into_iter().map(|p| general(Fault::Seal(p))));
        }
        check_lots(r, &mut problems);
    }

    let mut report = Report { problems: Vec::new(), plies: 0, outcome: Outcome::Ongoing, synthesis: None };
    let game = match replay::start(r) {
        Ok(Some(g)) => g,
        Ok(None) => {
            if !r.moves.is_empty() {
                problems.push(general(Fault::MovesWithoutStart));
            }
            if r.result.is_some() {
                problems.push(general(Fault::ResultWithoutStart));
            }
            report.problems = problems;
            return report;
        }
        Err(e) => {
            problems.push(general(Fault::BadStart(e)));
            report.problems = problems;
            return report;
        }
    };
    check_start(r, &game, any_scheme, &mut problems);

    let mut moves = Moves { problems: &mut problems, index: 0, at: None, last_time: None, ended: None };
    // The start was read above, so the walk starts.
    let walked = match replay::walk(r, &mut moves) {
        Ok(Some(w)) => w,
        Ok(None) | Err(_) => replay::Walk { game, plies: 0, stopped: None },
    };
    if let Some(stop) = &walked.stopped {
        let (ply, fault) = match stop {
            ReplayError::NoCoordinates { ply, uci } => (*ply, Fault::NotCoordinates { uci: uci.clone() }),
            ReplayError::Illegal { ply, uci, illegal } => {
                (*ply, Fault::Illegal { uci: uci.clone(), illegal: illegal.clone() })
            }
            other => (0, Fault::Replay(other.clone())),
        };
        let at = moves.at;
        problems.push(Problem { ply: Some(ply), at, fault });
    }
    report.plies = walked.plies;
    let game = walked.game;
    let complete = report.plies == r.moves.len();
    let verdict = game.outcome();
    report.outcome = verdict.victoria();
    report.synthesis = verdict.synthesis();
    if complete && let Some(res) = &r.result {
        check_result_against(r, res, &game, verdict, &mut problems);
    }
    check_formalities(r, &mut problems);
    report.problems = problems;
    report
}

/// The start position of a Victoria game: rebuilt from the revealed schemes and the lots, or,
/// with schemes sealed but not both revealed, a start before the reveal.
fn check_start(r: &GameRecord, game: &AnyGame, any_scheme: bool, problems: &mut Vec<Problem>) {
    if let Some(start) = game.victoria_position() {
        if r.both_revealed() {
            match lots::start_position(r) {
                Ok(p) if p.to_vfen() == start.to_vfen() => {}
                Ok(p) => {
                    problems.push(general(Fault::StartNotFromSchemes { start: start.to_vfen(), rebuilt: p.to_vfen() }))
                }
                Err(e) => problems.push(general(Fault::StartNotRebuilt(e))),
            }
        } else if any_scheme {
            problems.push(general(Fault::StartedBeforeReveal));
        }
    }
}

/// The recorded result held against the game replayed to its end: its outcome and ground in
/// the game's ruleset, its final position, a loss on time against the clock log (FIDE 6.9) and
/// a loss by illegal moves against the attempts that still count (FIDE 7.5.5).
fn check_result_against(
    r: &GameRecord,
    res: &GameResult,
    game: &AnyGame,
    verdict: AnyOutcome,
    problems: &mut Vec<Problem>,
) {
    let mut p = |f: ResultFault| problems.push(general(Fault::Result(f)));
    let ruleset = r.rules.ruleset;
    match (game, verdict) {
        (AnyGame::Victoria(g), _) => check_result(res, g, ruleset, &mut p),
        (_, AnyOutcome::Synthesis(o)) => synthesis_result(res, o, &mut p),
        _ => {}
    }
    if let Some(ground) = res.ground
        && !ground_in_ruleset(ruleset, res.outcome, ground)
    {
        p(ResultFault::GroundNotInRuleset { outcome: res.outcome, ground, ruleset });
    }
    if let Some(last) = r.moves.last()
        && res.time < last.time
    {
        p(ResultFault::BeforeLastMove { time: res.time });
    }
    if res.outcome != ResultKind::Points && (res.points_white.is_some() || res.points_black.is_some()) {
        p(ResultFault::PointsWithoutCount { outcome: res.outcome, ruleset });
    }
    if let Some(v) = &res.final_vfen
        && *v != game.fen()
    {
        p(ResultFault::FinalPosition { fen: v.clone() });
    }
    let loser = res.winner.filter(|_| matches!(res.outcome, ResultKind::Forfeit | ResultKind::Loss)).map(Color::other);
    // FIDE 6.9: the loser on time is the side whose flag fell.
    if res.ground == Some(Ground::FlagFell)
        && let (Some(loser), Some(flagged)) = (loser, flag_fallen(r, res))
        && loser != flagged
    {
        p(ResultFault::FlagOfOther { loser, flagged });
    }
    // R27a: a FIDE loss stands only where the winner can mate; the engine's fast check proves
    // where it cannot (a bare king, say).
    if let (Some(w), Some(_), Some(pos)) = (res.winner, loser, game.victoria_position())
        && fide_ground(res)
        && victoria_rules::can_mate::fast(pos, w).is_some()
    {
        p(ResultFault::WinnerCannotMate { winner: w, ruleset });
    }
    // FIDE 7.5.5: the loser (or, after a count or a draw, some side) completed two illegal
    // moves that still count, in a game that penalises them.
    if res.ground == Some(Ground::IllegalMoves) {
        if r.rules.options.illegal_move_penalty != IllegalMovePenalty::Fide {
            p(ResultFault::IllegalMovesNotFide);
        }
        let counted = |c: Color| {
            r.illegal_attempts.iter().filter(|a| a.color == c && a.withdrawn.is_none() && a.time <= res.time).count()
        };
        match loser {
            Some(l) if counted(l) < 2 => p(ResultFault::IllegalMovesUncounted { loser: Some(l), counted: counted(l) }),
            None if Color::ALL.into_iter().all(|c| counted(c) < 2) => {
                let most = Color::ALL.into_iter().map(counted).max().unwrap_or(0);
                p(ResultFault::IllegalMovesUncounted { loser: None, counted: most })
            }
            _ => {}
        }
    }
}

/// The side whose flag fell, as the record shows it: the clock log's flag entry after the last
/// move (not undone by a later setting or restart of the clocks), else the stopped clocks with
/// one side at 0. `None` where the record does not say (no clocks, or the clocks show no flag).
fn flag_fallen(r: &GameRecord, res: &GameResult) -> Option<Color> {
    let plies = r.moves.len() as u32;
    let mut logged = None;
    for e in r.clock_log.iter().filter(|e| e.time <= res.time) {
        match e.change {
            ClockChange::Flag { side } if e.ply >= plies => logged = Some(side),
            ClockChange::Set { .. }
            | ClockChange::Resume
            | ClockChange::Release
            | ClockChange::Start
            | ClockChange::TakeBack => logged = None,
            ClockChange::AfterClose { charged: false, .. } => logged = None,
            _ => {}
        }
    }
    logged.or_else(|| {
        let c = r.clocks.as_ref().filter(|c| c.started && !c.running)?;
        let mut zero = Color::ALL.into_iter().filter(|&s| *c.remaining.get(s) <= 0);
        match (zero.next(), zero.next()) {
            (Some(side), None) => Some(side),
            _ => None,
        }
    })
}

/// Does `ruleset` have `ground` for a result of kind `outcome`? Victoria's count grounds are
/// R27's (and a FIDE loss the opponent cannot mate, R27a), its draws R32's repetition and 100
/// plies; classical chess draws by FIDE's articles (stalemate 5.2.1, dead position 5.2.2,
/// repetition, fifty moves, and a FIDE loss the opponent cannot mate) and has no count;
/// Synthesis has its own (S27–S30).
fn ground_in_ruleset(ruleset: Ruleset, outcome: ResultKind, ground: Ground) -> bool {
    use Ground as G;
    use ResultKind as K;
    let fide = ground.is_fide();
    match (ruleset, outcome) {
        (_, K::Checkmate) => ground == G::StartMate && ruleset != Ruleset::Synthesis,
        (_, K::Loss | K::Forfeit) => fide,
        (Ruleset::Victoria, K::Points) => {
            matches!(
                ground,
                G::NothingToMove
                    | G::NoStrikingForce
                    | G::DeadPosition
                    | G::Repetition
                    | G::HundredPlies
                    | G::Agreement
            ) || fide
        }
        (Ruleset::Victoria, K::Draw) => matches!(ground, G::Repetition | G::HundredPlies),
        (Ruleset::Classical, K::Draw) => {
            matches!(ground, G::Stalemate | G::DeadPosition | G::Repetition | G::HundredPlies) || fide
        }
        (Ruleset::Synthesis, K::Draw) => matches!(ground, G::Stalemate | G::Repetition | G::FiftyMoves) || fide,
        (Ruleset::Synthesis, K::KingCaptured) => ground == G::BothKings,
        // No ground belongs to a resignation, an agreement, a decision; the outcomes a
        // ruleset does not have are found by the outcome's own check.
        (_, K::Resignation | K::Agreement | K::Decision) => false,
        _ => true,
    }
}

/// What every record owes whatever happened on the board: a reason for each withdrawal and
/// correction, signatures inside their pads, a seal that matches the record.
fn check_formalities(r: &GameRecord, problems: &mut Vec<Problem>) {
    for (i, a) in r.illegal_attempts.iter().enumerate() {
        if a.withdrawn.as_ref().is_some_and(|w| w.reason.trim().is_empty()) {
            problems.push(general(Fault::WithdrawnWithoutReason { n: i + 1 }));
        }
    }
    for c in &r.corrections {
        if c.reason.trim().is_empty() {
            problems.push(general(Fault::CorrectionWithoutReason { time: c.time }));
        }
    }
    for (who, s) in [
        (Signer::White, &r.signatures.white),
        (Signer::Black, &r.signatures.black),
        (Signer::Arbiter, &r.signatures.arbiter),
    ] {
        if let Some(s) = s
            && s.strokes.iter().flatten().any(|p| !(0.0..=1.0).contains(&p[0]) || !(0.0..=1.0).contains(&p[1]))
        {
            problems.push(general(Fault::SignatureOutside { who }));
        }
    }
    if let Some(seal) = &r.arbiter_seal
        && seal.digest != r.digest_hex()
    {
        problems.push(general(Fault::SealDigest { signed: seal.digest.clone(), record: r.digest_hex() }));
    }
}

fn check_lots(r: &GameRecord, problems: &mut Vec<Problem>) {
    let placement = r.rules.options.bastion_placement;
    if placement != BastionPlacement::Blind {
        if !r.bastion_lots.is_empty() {
            problems.push(general(Fault::LotsNotDrawn { placement }));
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
                problems.push(general(Fault::LotNotASquare { n, text: lot.square.clone() }));
                continue;
            }
        };
        let (side, square) = (lot.side, lot.square.clone());
        match lots::judge_lot(&partial, lot.side, sq) {
            Ok(None) if lot.accepted => {}
            Ok(None) => problems.push(general(Fault::LotSetAsideFree { n, side, square })),
            Ok(Some(held)) if lot.accepted => problems.push(general(Fault::LotAcceptedHeld { n, side, square, held })),
            Ok(Some(_)) => {}
            Err(error) => problems.push(general(Fault::Lot { n, side, square, error })),
        }
        partial.bastion_lots.push(lot.clone());
    }
    for side in Color::ALL {
        let have = partial.bastions(side).len();
        if have != lots::BASTIONS && r.start_vfen.is_some() {
            problems.push(general(Fault::BastionCount { side, have }));
        }
    }
}

/// The recorded result of a Victoria (or classical) game against the engine's verdict and count.
fn check_result(res: &GameResult, game: &Game, ruleset: Ruleset, p: &mut impl FnMut(ResultFault)) {
    let engine = game.outcome();
    let [white, black] = game.position().points();
    let by_points = match white.cmp(&black) {
        std::cmp::Ordering::Greater => Some(Color::White),
        std::cmp::Ordering::Less => Some(Color::Black),
        std::cmp::Ordering::Equal => None,
    };
    let ground = res.ground;
    match res.outcome {
        ResultKind::Checkmate => match engine {
            Outcome::Checkmate { winner } if res.winner == Some(winner) => {}
            Outcome::Checkmate { winner } => p(ResultFault::MateWinner { recorded: res.winner, winner }),
            _ => p(ResultFault::NotMate { engine, ruleset }),
        },
        ResultKind::Points if ruleset == Ruleset::Classical => {
            p(ResultFault::OutcomeNotInRuleset { outcome: res.outcome, ruleset })
        }
        ResultKind::Points => {
            if (res.points_white, res.points_black) != (Some(white), Some(black)) {
                p(ResultFault::Count { recorded: (res.points_white, res.points_black), counted: (white, black) });
            }
            if res.winner != by_points {
                p(ResultFault::CountWinner { recorded: res.winner, counted: by_points });
            }
            let automatic = !matches!(res.ground, Some(Ground::Agreement | Ground::DeadPosition)) && !fide_ground(res);
            let dead_proved = matches!(engine, Outcome::Points { .. });
            if automatic && !engine.is_over() {
                p(ResultFault::CountWithoutEnding { ground });
            }
            // The engine's count on one ground, recorded on another.
            if let (true, Some(recorded), Outcome::Points { ground: seen, .. }) = (automatic, ground, engine)
                && Ground::from(seen) != recorded
            {
                p(ResultFault::OtherGround { recorded, engine, ruleset });
            }
            if res.ground == Some(Ground::DeadPosition) && !dead_proved && res.reason.trim().is_empty() {
                p(ResultFault::CountNeedsReason);
            }
        }
        ResultKind::Draw => {
            // FIDE 5.2.2: a dead position the arbiter rules, with the reason written.
            let ruled_dead = ruleset == Ruleset::Classical
                && res.ground == Some(Ground::DeadPosition)
                && !res.reason.trim().is_empty();
            if !matches!(engine, Outcome::Draw { .. }) && !fide_ground(res) && !ruled_dead {
                p(ResultFault::NotDraw { ground, engine, ruleset });
            }
            // The engine's draw on one ground, recorded on another.
            if let (Some(recorded), Outcome::Draw { ground: seen }) = (ground, engine)
                && !fide_ground(res)
                && !ruled_dead
                && Ground::from(seen) != recorded
            {
                p(ResultFault::OtherGround { recorded, engine, ruleset });
            }
            if res.winner.is_some() {
                p(ResultFault::DrawWinner);
            }
        }
        k if k.is_declared() => check_declared(res, ruleset, p),
        outcome => p(ResultFault::NotVictoria { outcome }),
    }
}

/// A loss on time (FIDE 6.9) or by a second completed illegal move (7.5.5), or what it
/// becomes when the opponent cannot mate (R27a): the ground is the arbiter's reason.
fn fide_ground(res: &GameResult) -> bool {
    res.ground.is_some_and(Ground::is_fide)
}

/// The results an arbiter declares (R28), the same in every game: resignation and forfeit
/// need a winner (a forfeit also its reason), an agreed draw has none, a decision is written;
/// `ruleset` says which book a fault cites.
fn check_declared(res: &GameResult, ruleset: Ruleset, p: &mut impl FnMut(ResultFault)) {
    match res.outcome {
        ResultKind::Resignation | ResultKind::Forfeit | ResultKind::Loss => {
            if res.winner.is_none() {
                p(ResultFault::NeedsWinner { outcome: res.outcome });
            }
            if res.outcome == ResultKind::Loss && !fide_ground(res) {
                p(ResultFault::LossNeedsGround);
            }
            if res.outcome == ResultKind::Forfeit && res.reason.trim().is_empty() && !fide_ground(res) {
                p(ResultFault::ForfeitNeedsReason { ruleset });
            }
        }
        ResultKind::Agreement if res.winner.is_some() => p(ResultFault::AgreementWinner),
        ResultKind::Decision if res.reason.trim().is_empty() => p(ResultFault::DecisionNeedsReason),
        _ => {}
    }
}

/// What a Synthesis record may not have before its first move: sealed schemes, bastion lots.
fn synthesis_setup(r: &GameRecord, general: &mut impl FnMut(Fault)) {
    if r.schemes.white.is_sealed() || r.schemes.black.is_sealed() {
        general(Fault::SynthesisSchemes);
    }
    if !r.bastion_lots.is_empty() {
        general(Fault::SynthesisLots);
    }
}

/// The recorded result of a Synthesis game against the engine's verdict.
fn synthesis_result(res: &GameResult, engine: victoria_rules::synthesis::Outcome, p: &mut impl FnMut(ResultFault)) {
    match res.outcome {
        ResultKind::Draw if fide_ground(res) => {}
        ResultKind::KingCaptured | ResultKind::Checkmate | ResultKind::Draw => {
            if res.outcome.key() != engine.key() || res.winner != engine.winner() {
                p(ResultFault::NotSynthesisVerdict { outcome: res.outcome, score: res.score().to_string(), engine });
            }
        }
        k if k.is_declared() => check_declared(res, Ruleset::Synthesis, p),
        outcome => p(ResultFault::NotSynthesis { outcome }),
    }
}
