//! Can mate still happen (R27a)? For a position and the side that would mate, a verdict: a
//! helpmate line (legal moves, both sides cooperating, ending in mate and passing through no
//! ended game), a typed proof that mate is impossible, or "unknown" when the node budget runs
//! out. "Impossible" is said only when proved — by the static analysis of `reach` (walls,
//! reserves, warriors), by the fixpoint of `locked` (what can never change: pawns blocked for
//! good, pieces entombed, the squares each piece and king can ever reach, after CHA), by the
//! guided search of `search` that followed every line to its end, or by the walk of `exhaust`
//! over every reachable position. A line found is shortened by `shorten` (cycles, idle pairs,
//! shortcuts, a bounded search again) and replayed before it is reported. `fast` is the static
//! part alone, cheap enough to run after every move (`Game::outcome` uses it for R27's dead
//! position; the fixpoint only where the pawns stand blocked and few pieces are left).
//! Rulesets `victoria` and `classical`; Synthesis is out of scope (its goal is the king's
//! capture). No I/O here.

pub mod words;
pub use words::{Cite, MateQuestion, proof_words};
mod checks;
mod exhaust;
mod locked;
mod node8;
pub mod proof;
mod reach;
mod search;
mod shorten;
mod turn;

pub use proof::{Material, NoStrike, PieceFact, Proof};
pub use turn::{Turn, colour_swapped, mirrored};

use crate::board8::M8;
use crate::options::MateImpossible;
use crate::{Color, Move, Position, SquareSet};
use node8::Twin;
use search::{Found, Guide, Node, Search};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The node budget `analyse` uses when none is given. Since what can never change is proved
/// statically (every "impossible" of chasolver's positions.txt), the budget goes to the long
/// helpmates of locked positions: at 20 million moves every verdict of positions.txt is
/// decided (at 12 million three are not; chasolver's own last pass takes up to 16.7 million).
pub const DEFAULT_NODES: u64 = 20_000_000;

/// The most moves the first search pass considers (half the budget up to this): the rest
/// goes to the check chains, the exhaustive walk and the last pass, which finds the long lines
/// of locked positions.
const FIRST_PASS_NODES: u64 = 1_000_000;

/// What the analysis says of one side's mating chances.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// A helpmate: from the position, these moves end with the other side checkmated.
    Possible { line: Vec<Move> },
    /// Mate is impossible, and this is why.
    Impossible { proof: Proof },
    /// Neither was proved within the budget; `nodes` moves were considered.
    Unknown { nodes: u64 },
}

impl Verdict {
    /// `possible`, `impossible` or `unknown`.
    pub fn key(&self) -> &'static str {
        match self {
            Verdict::Possible { .. } => "possible",
            Verdict::Impossible { .. } => "impossible",
            Verdict::Unknown { .. } => "unknown",
        }
    }
    pub fn is_possible(&self) -> bool {
        matches!(self, Verdict::Possible { .. })
    }
    pub fn is_impossible(&self) -> bool {
        matches!(self, Verdict::Impossible { .. })
    }
}

/// A long line folded for a screen or a sheet: its first `first` moves and its full length
/// (stepping through the whole line works on the line itself).
pub fn fold(line: &[Move], first: usize) -> (&[Move], usize) {
    (&line[..first.min(line.len())], line.len())
}

/// The fast, sound check: a static proof that `mater` can never mate, if one is found.
pub fn fast(pos: &Position, mater: Color) -> Option<Proof> {
    reach::prove(pos, mater)
        .or_else(|| if locked::fast_enough(pos) { locked_proof(pos, mater, locked::FAST_SPLITS) } else { None })
}

/// R27's dead position by the fast check, as `Game::outcome` asks after every move: mate
/// proved impossible for both sides, or (option `mate_impossible=one`, Victoria) for either.
pub fn dead_by_fast_check(pos: &Position) -> bool {
    let one = pos.rules.is_victoria() && pos.rules.options.mate_impossible == MateImpossible::One;
    let by_reach = Color::ALL.map(|c| reach::prove(pos, c).is_some());
    if (one && by_reach.contains(&true)) || by_reach == [true, true] {
        return true;
    }
    if !locked::fast_enough(pos) {
        return false;
    }
    let locked = locked::prove_sides(pos, by_reach.map(|b| !b), locked::FAST_SPLITS);
    let dead = [0, 1].map(|i| by_reach[i] || locked[i].is_some());
    if one { dead.contains(&true) } else { dead == [true, true] }
}

/// What a caller running [`analyse_with`] on another thread shares with it: a flag that asks
/// the analysis to stop (it then answers `Unknown` with the nodes so far) and a counter of the
/// moves considered so far, updated every thousand or so and, at the end, to the total.
pub struct Control<'a> {
    pub cancel: &'a AtomicBool,
    pub nodes: &'a AtomicU64,
}

impl Control<'_> {
    /// Has the caller asked the analysis to stop?
    pub fn stopped(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// The verdict for `mater` within `nodes` moves considered, the line as found (not shortened):
/// what a caller that shows no line asks (the batch mode, the dead-position checks). The line
/// is a helpmate all the same, replayed before it is reported.
pub fn verdict(pos: &Position, mater: Color, nodes: u64) -> Verdict {
    analyse_inner(pos, mater, nodes, None, false).0
}

/// The full analysis for `mater` within `nodes` moves considered, a line found shortened
/// (within a budget of its own): what a caller that shows the line asks (the app, `--line`).
pub fn analyse(pos: &Position, mater: Color, nodes: u64) -> Verdict {
    analyse_inner(pos, mater, nodes, None, true).0
}

/// [`analyse`] with a cancel flag and a progress counter: the same verdict, except that a
/// cancelled analysis answers `Unknown` with the moves considered until then.
pub fn analyse_with(pos: &Position, mater: Color, nodes: u64, control: &Control<'_>) -> Verdict {
    let (verdict, used) = analyse_inner(pos, mater, nodes, Some(control), true);
    control.nodes.store(used, Ordering::Relaxed);
    verdict
}

/// The verdict and the moves considered for it: the position's own analysis, and where its
/// search left the side undecided, its mirror (where no castling right tells the sides apart)
/// with the same budget again, the answer turned back (so an undecided side may count up to
/// twice the budget). What decides is then the position, not the order the search happens to
/// read the board in. The colour swap needs no second run: the search on plain chess walks
/// the twin from the mater's side (the same board for a position and its colour swap), and the
/// static proofs try every turn of the board ([`locked_any`]).
fn analyse_inner(
    pos: &Position,
    mater: Color,
    nodes: u64,
    control: Option<&Control<'_>>,
    shorten: bool,
) -> (Verdict, u64) {
    let (verdict, used) = analyse_once(pos, mater, nodes, control, shorten, true);
    if !matches!(verdict, Verdict::Unknown { .. }) || control.is_some_and(|c| c.stopped()) {
        return (verdict, used);
    }
    let turn = Turn::MIRROR;
    let Some(turned) = turn.position(pos) else { return (verdict, used) };
    let (other, more) = analyse_once(&turned, turn.color(mater), nodes, control, shorten, true);
    let used = used + more;
    let verdict = match other {
        Verdict::Possible { line } => match turn.line_back(pos, &line) {
            Some(line) => Verdict::Possible { line },
            None => Verdict::Unknown { nodes: used },
        },
        Verdict::Impossible { proof } => Verdict::Impossible { proof: turn.proof_back(pos, proof) },
        Verdict::Unknown { .. } => Verdict::Unknown { nodes: used },
    };
    (verdict, used)
}

/// One analysis of `pos` as it stands; `probe`: the probe before the fixpoint runs (always, but
/// in the test that holds it to the same answers as without it).
///
/// Kept whole on purpose (over 100 lines): the analyser's passes in their order (fast proofs,
/// the fixpoint and its turned boards, the quick search, the exhaustive walk, the full search)
/// with the budget shared between them.
fn analyse_once(
    pos: &Position,
    mater: Color,
    nodes: u64,
    control: Option<&Control<'_>>,
    shorten: bool,
    probe: bool,
) -> (Verdict, u64) {
    let loser = mater.other();
    // On plain chess the twin answers the first questions too (its generator and static cuts
    // read the board as `Position` does, without the cost of the general board).
    let twin = node8::twin(pos, mater);
    let no_moves = match &twin {
        Some(t) => !t.has_legal_move(),
        None => {
            let mut moves = Vec::new();
            pos.legal_moves_into(&mut moves);
            moves.is_empty()
        }
    };
    if no_moves {
        if pos.turn == loser && pos.is_check() {
            return (Verdict::Possible { line: Vec::new() }, 0);
        }
        return (Verdict::Impossible { proof: Proof::GameOver { mater } }, 0);
    }
    if twin.as_ref().is_none_or(|t| t.sealed(Color::White))
        && let Some(proof) = reach::prove(pos, mater)
    {
        return (Verdict::Impossible { proof }, 0);
    }
    let one = pos.rules.is_victoria() && pos.rules.options.mate_impossible == MateImpossible::One;
    let ended = match &twin {
        Some(t) => t.ended(one),
        None => search::ended(pos, one),
    };
    if ended {
        return (Verdict::Impossible { proof: Proof::GameOver { mater } }, 0);
    }
    // What can never change, proved at once wherever pawns stand blocked (CHA tries it this
    // early only where the board holds pawns, bishops and kings alone; elsewhere the fixpoint
    // costs far less than the search pass it saves); read on the position after the forced
    // moves, which every line passes through.
    // (The twin counts the moves: where it has more than one, nothing is forced and the
    // general generator is not asked.)
    let forced_at = twin.as_ref().is_none_or(|t| t.legal_count() == 1).then(|| forced_line(pos, one));
    let (after, forced): (&Position, &[Move]) = match &forced_at {
        Some((at, line)) => (at, line),
        None => (pos, &[]),
    };
    let try_locked = locked::worth_trying(after);
    // The search on the bitboard twin (plain chess, from the mater's side: White on it; its
    // line replayed on `pos`) or on the position itself, within `budget`.
    let search = |budget: u64, statics: &mut dyn FnMut() -> Option<Proof>, stages: Stages| match &twin {
        Some(twin) => match run(
            twin,
            node8::guide(),
            Color::White,
            one,
            true,
            budget,
            control,
            statics,
            stages,
            |root: &Twin, prefix: &[M8]| bishop_guide(pos, mater, root, prefix),
            shorten.then_some(nodes),
        ) {
            Ok((Found::Mate(line), used)) => match node8::mate_on(pos, &line, mater == Color::Black) {
                Some(line) => Ok((Found::Mate(line), used)),
                None => Ok((Found::Budget, used)),
            },
            Ok((Found::Impossible, used)) => Ok((Found::Impossible, used)),
            Ok((Found::Budget, used)) => Ok((Found::Budget, used)),
            Err(e) => Err(e),
        },
        None => run(
            pos,
            Guide::toward(pos, mater),
            mater,
            one,
            false,
            budget,
            control,
            statics,
            stages,
            |_, _| None,
            shorten.then_some(nodes),
        ),
    };
    // Where the fixpoint would run before the search (pawns stand blocked), a probe first: the
    // schedule's first pass alone within a budget of its own, taken only where it finds a
    // mate. The search is deterministic and the first pass the same in every run, so a line
    // found within a smaller budget is the very line the full search finds after the fixpoint
    // (which, sound, can prove nothing where a helpmate exists): the verdict and its line are
    // the same, the fixpoint's cost saved. Anything else the probe ends with is dropped and
    // the analysis goes on as if it had not run, so every other verdict, proof and count is
    // the same as without it. (On chasolver's lichess sample the fixpoint ran on 33 of 1,312
    // verdicts, each of them a helpmate found later, and cost a tenth of the sample's time.)
    // Its budget is never more than the first pass gets after the quick search below (half of
    // what is left; the quick search uses its budget and at most one move per ply more), so
    // that a mate it finds, the first pass finds.
    let free = try_locked && locked::pieces_free(after);
    let budget = if free { PROBE_FREE_NODES } else { PROBE_NODES }.min(nodes.saturating_sub(4 * QUICK_NODES) / 2);
    if probe && try_locked && budget > 0 {
        match search(budget, &mut || None, Stages::FirstPass) {
            // A quick search's answer (below): within its budget the two runs are the same.
            Ok((found @ (Found::Mate(_) | Found::Impossible), used))
                if matches!(found, Found::Mate(_)) || (free && used < QUICK_NODES) =>
            {
                return (decided(found, used, mater, control), used);
            }
            _ => {}
        }
    }
    // Where a queen, rook or knight is free to move or a pawn free to run (no wall on the
    // board), what can never change rarely proves anything and a helpmate is usually found at
    // once: a quick search first, the schedule's first pass alone (on chasolver's lichess
    // sample, most verdicts end here; before issue 40's second round it ran the whole schedule
    // in its small budget, whose last pass read a fixpoint for every root move: 141 ms where
    // the pass itself took 0.1 ms). Its answer other than a mate is kept as it was before the
    // probe: the budget left to the search and the moves counted start from it.
    let mut quick = 0;
    if free {
        match search(QUICK_NODES.min(nodes), &mut || None, Stages::FirstPass) {
            Ok((Found::Budget, used)) => quick = used,
            Ok((found, used)) => return (decided(found, used, mater, control), used),
            Err((proof, used)) => return (Verdict::Impossible { proof }, used),
        }
    }
    // What can never change, on the position as it stands (its turns come after the first
    // search pass).
    if try_locked && let Some(proof) = locked_proof(after, mater, locked::SPLITS).map(|p| before_forced(p, pos, forced))
    {
        return (Verdict::Impossible { proof }, quick);
    }
    // After the first search pass: what can never change, where it was not tried before (as
    // CHA, whose static analysis runs here at the latest: a king boxed in by its own men needs
    // no blocked pawn) or on the board turned, then the check chains closed by it (where pawns
    // stand blocked, as they need).
    let mut statics = || {
        if !try_locked {
            return locked_any(after, mater, locked::SPLITS).map(|p| before_forced(p, pos, forced));
        }
        if let Some(proof) = locked_turned(after, mater, locked::SPLITS) {
            return Some(before_forced(proof, pos, forced));
        }
        let mut walk = checks::Walk::new(CHECKS_NODES, CHECKS_LEAVES);
        walk.proves(after, mater, one).then_some(Proof::Checks { mater, nodes: walk.nodes, leaves: walk.leaves })
    };
    let stages = if try_locked { Stages::Closed } else { Stages::Open };
    let outcome = search(nodes.saturating_sub(quick), &mut statics, stages);
    let (found, used) = match outcome {
        Ok((found, used)) => (found, used + quick),
        Err((proof, used)) => return (Verdict::Impossible { proof }, used + quick),
    };
    (decided(found, used, mater, control), used)
}

/// The most moves the quick search before the static proofs considers.
const QUICK_NODES: u64 = 2_000;

/// The most moves the probe before the fixpoint considers (see `analyse_once`), where a queen,
/// rook or knight is free to move or a pawn free to run, and where none is (there the fixpoint
/// proves more often, and a probe that finds nothing is time lost). Measured in instructions
/// on every 7th position of chasolver's lichess.txt beside every 100th of its positions.txt
/// (valgrind's callgrind): 10.09 and 3.69 billion without a probe; 9.74 and 3.69 with a probe
/// of 1,000 where nothing is free; 9.03 and 3.69 with 20,000 where something is free; 8.99
/// and 3.70 with 3,000 and 20,000 (these); 8.97 and 3.74 with 3,000 and 50,000.
const PROBE_NODES: u64 = 3_000;
const PROBE_FREE_NODES: u64 = 20_000;

/// Which stages of the schedule run (see [`schedule`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stages {
    /// The first search pass alone, with the whole budget: the quick search before the static
    /// proofs (the guide of the last pass reads a fixpoint per root move, far more than a
    /// small budget's search).
    FirstPass,
    /// Every stage; the pawns stand blocked (a closed position: the exhaustive walk, which
    /// tends to close there, gets half of what is left).
    Closed,
    /// Every stage; the walk gets an eighth of what is left.
    Open,
}

/// The verdict a search's answer gives: a line found before a stop counts; anything else
/// stopped is undecided.
fn decided(found: Found<Move>, used: u64, mater: Color, control: Option<&Control<'_>>) -> Verdict {
    match found {
        Found::Mate(line) => Verdict::Possible { line },
        _ if control.is_some_and(|c| c.stopped()) => Verdict::Unknown { nodes: used },
        Found::Impossible => Verdict::Impossible { proof: Proof::Exhausted { mater, nodes: used } },
        Found::Budget => Verdict::Unknown { nodes: used },
    }
}

/// CHA's guide for the last search pass on plain chess, from `root` (the twin of `pos` after
/// the forced moves `prefix`): the bishops' distances to the mating corner past the men that
/// can never move, and the root's moves into a position where mate is proved impossible
/// (punished wherever they are played).
fn bishop_guide(pos: &Position, mater: Color, root: &Twin, prefix: &[M8]) -> Option<(Vec<u8>, Vec<M8>)> {
    let mirrored = mater == Color::Black;
    let mut at = pos.clone();
    for m in node8::line_on(pos, prefix, mirrored)? {
        at.apply(&m);
    }
    let steady = locked::steady(&at).iter().fold(0u64, |b, sq| b | node8::bit(sq, mirrored));
    let distances = node8::bishop_distances(root, steady);
    let mut moves = Vec::new();
    root.legal_into(&mut moves);
    let punish = moves
        .into_iter()
        .filter(|m| {
            node8::line_on(&at, &[*m], mirrored).is_some_and(|l| {
                let mut child = at.clone();
                child.apply(&l[0]);
                reach::prove(&child, mater).is_some()
                    || (locked::worth_trying(&child) && locked::prove(&child, mater, locked::SPLITS).is_some())
            })
        })
        .collect();
    Some((distances, punish))
}

/// The most moves the exhaustive walk considers: a larger budget goes to the last pass, which
/// finds the long lines of locked positions (the walk closes within this on the positions
/// where it closes at all).
const WALK_NODES: u64 = 1_000_000;

/// The most moves the check chains consider, and the most positions they ask a static proof of.
const CHECKS_NODES: u64 = 200_000;
const CHECKS_LEAVES: u32 = 3_000;

/// The forced moves from `pos` (at most 16, each from a position with one legal move only)
/// and the position they lead to. It stops at a repetition (the schedule sees that), at a game
/// that has ended, and before a position with no legal move (a mate or a stalemate: the search
/// reads it). Every line of play from `pos` passes through the position returned, so what can
/// never happen after it can never happen from `pos` either (none of the positions on the way
/// is a mate: each has a legal move).
fn forced_line(pos: &Position, one: bool) -> (Position, Vec<Move>) {
    let mut at = pos.clone();
    let mut line = Vec::new();
    let mut seen = vec![search::key(pos)];
    let mut moves = Vec::new();
    let mut next = Vec::new();
    while line.len() < 16 {
        at.legal_moves_into(&mut moves);
        let [m] = moves[..] else { break };
        let mut child = at.clone();
        child.apply(&m);
        let key = search::key(&child);
        child.legal_moves_into(&mut next);
        if next.is_empty() || seen.contains(&key) {
            break;
        }
        seen.push(key);
        line.push(m);
        at = child;
        if search::ended(&at, one) {
            break;
        }
    }
    (at, line)
}

/// A proof of what can never change read after the forced moves `forced` from `pos`, told from
/// `pos`: the squares the losing king stands on along the way join its region; a man the
/// forced moves move or take is not called steady; a striker is named by the square it stands
/// on in `pos`.
fn before_forced(proof: Proof, pos: &Position, forced: &[Move]) -> Proof {
    if forced.is_empty() {
        return proof;
    }
    let Proof::Locked { mater, region, steady, strikers, silent, by_reserve, .. } = proof else { return proof };
    let loser = mater.other();
    let mut at = pos.clone();
    let mut region = region;
    let mut touched = SquareSet::EMPTY;
    for m in forced {
        region.insert(at.kings[loser.index()]);
        touched.insert(m.from);
        touched.insert(m.to);
        at.apply(m);
    }
    // En passant, castling: whatever changed between the two boards.
    for sq in pos.squares() {
        if pos.cell(sq) != at.cell(sq) {
            touched.insert(sq);
        }
    }
    let steady = steady.iter().filter(|q| !touched.contains(*q)).collect();
    let back = |set: SquareSet| -> SquareSet {
        set.iter().map(|q| forced.iter().rev().fold(q, |s, m| if s == m.to { m.from } else { s })).collect()
    };
    let (strikers, silent) = (back(strikers), Box::new(back(*silent)));
    Proof::Locked { mater, king: pos.kings[loser.index()], region, steady, strikers, silent, by_reserve }
}

/// What the schedule ends with: the search's answer and the nodes it used, or a static proof
/// and the nodes used before it.
type Scheduled<M> = Result<(Found<M>, u64), (Proof, u64)>;

/// The static proof of what can never change for `pos` or, where that proves nothing, for the
/// board turned (colour swap, mirror, both; a mirror only without castling rights), the proof
/// told back on `pos`. The fixpoint reads the men in the board's order, and which men a split
/// tries depends on how far each round got: turning the board can decide what the position as
/// it stands does not. Trying every turn (a group: turning twice is a turn again) gives a
/// position and each of its turns the same answer.
pub(crate) fn locked_any(pos: &Position, mater: Color, splits: usize) -> Option<Proof> {
    locked_proof(pos, mater, splits).or_else(|| locked_turned(pos, mater, splits))
}

/// [`locked_any`] on the turns of the board alone (the position itself already tried).
fn locked_turned(pos: &Position, mater: Color, splits: usize) -> Option<Proof> {
    [Turn::COLOURS, Turn::MIRROR, Turn { files: true, colours: true }].into_iter().find_map(|t| {
        let turned = t.position(pos)?;
        locked_proof(&turned, t.color(mater), splits).map(|p| t.proof_back(pos, p))
    })
}

/// The static proof of what can never change, as a [`Proof`].
fn locked_proof(pos: &Position, mater: Color, splits: usize) -> Option<Proof> {
    let l = locked::prove(pos, mater, splits)?;
    Some(Proof::Locked {
        mater,
        king: pos.kings[mater.other().index()],
        region: l.region,
        steady: l.steady,
        strikers: l.strikers,
        silent: Box::new(l.silent),
        by_reserve: l.by_reserve,
    })
}

/// CHA's schedule over `root` (the position itself, or its twin) for `mater`: the forced moves
/// first (at most 16; a forced line that comes back to a position goes round for ever and
/// never reaches mate); then one ply with a thousand nodes; then deepening with 7,000 nodes per
/// ply of depth, within half the budget (at most `FIRST_PASS_NODES`). Then the static proof
/// `statics` (check chains closed by what can never change), and the exhaustive walk of every
/// reachable position (capped, within a quarter of the budget). Then the rest of the budget
/// without the per-depth cap. `plain` (the twin): as CHA, lines at most 128 moves long and the
/// one-ply pass without the transposition table (the general search keeps its table
/// throughout and follows lines of up to 160 moves). `shorten`: a line found is shortened
/// within a budget of its own, drawn from this whole budget (`None`: left as found). The
/// search's answer and the nodes it used, or the static proof.
#[allow(clippy::too_many_arguments)]
fn run<N: Node>(
    root: &N,
    guide: Guide,
    mater: Color,
    one: bool,
    plain: bool,
    nodes: u64,
    control: Option<&Control<'_>>,
    statics: impl FnOnce() -> Option<Proof>,
    stages: Stages,
    guided: impl FnOnce(&N, &[N::M]) -> Option<(Vec<u8>, Vec<N::M>)>,
    shorten: Option<u64>,
) -> Scheduled<N::M> {
    let max_line = if plain { 128 } else { 160 };
    match schedule(root, guide.clone(), mater, one, plain, nodes, control, statics, stages, guided)? {
        (Found::Mate(line), used)
            if let Some(full) = shorten
                && !control.is_some_and(|c| c.stopped()) =>
        {
            let mut s = shorten::Shortener {
                mater,
                one,
                guide: &guide,
                max_line,
                budget: full
                    .saturating_sub(used)
                    .min(SHORTEN_NODES)
                    .min(used.saturating_mul(4).max(SHORTEN_PER_PLY * line.len() as u64)),
                used: 0,
            };
            let short = s.shorten(root, line.clone());
            let best = if shorten::replays(root, &short, mater, one) { short } else { line };
            Ok((Found::Mate(best), used + s.used))
        }
        other => Ok(other),
    }
}

/// The most moves shortening a found line may consider: four times what finding it took, at
/// least `SHORTEN_PER_PLY` per ply of the line (a long line is worth more work), at most
/// `SHORTEN_NODES`. (On chasolver's lichess sample: median line 17 plies beside its 44; twice
/// these figures give 16 plies at twice the time, half of them 27.)
const SHORTEN_NODES: u64 = 100_000;
const SHORTEN_PER_PLY: u64 = 1_500;

#[allow(clippy::too_many_arguments)]
fn schedule<N: Node>(
    root: &N,
    guide: Guide,
    mater: Color,
    one: bool,
    plain: bool,
    nodes: u64,
    control: Option<&Control<'_>>,
    statics: impl FnOnce() -> Option<Proof>,
    stages: Stages,
    guided: impl FnOnce(&N, &[N::M]) -> Option<(Vec<u8>, Vec<N::M>)>,
) -> Scheduled<N::M> {
    let max_line = if plain { 128 } else { 160 };
    let mut root = root.clone();
    let mut prefix = Vec::new();
    let mut seen = vec![root.key()];
    let mut moves = Vec::new();
    while prefix.len() < 16 {
        // A forced line that reaches an ended game or a sealed king stops there: the search
        // starts from it and sees it.
        if !prefix.is_empty() && (root.ended(one) || root.sealed(mater)) {
            break;
        }
        root.legal(&mut moves);
        let [m] = moves[..] else { break };
        root.play(m);
        prefix.push(m);
        let key = root.key();
        if seen.contains(&key) {
            return Ok((Found::Impossible, prefix.len() as u64));
        }
        seen.push(key);
    }
    let forced = prefix.len() as u64;
    let first = if stages == Stages::FirstPass { nodes } else { (nodes / 2).min(FIRST_PASS_NODES) };
    let mut s = Search::<N>::new(guide.clone(), mater, first, one, max_line).with_control(control);
    s.prefix = prefix.clone();
    s.use_tt = !plain;
    let found = match s.deepen(&root, 1..=1, 1000) {
        Found::Budget => {
            s.use_tt = true;
            s.deepen(&root, 2..=128, 7000)
        }
        f => f,
    };
    let mut used = forced + s.nodes;
    if !matches!(found, Found::Budget) || control.is_some_and(|c| c.stopped()) || stages == Stages::FirstPass {
        return Ok((found, used));
    }
    if let Some(proof) = statics() {
        return Err((proof, used));
    }
    // The walk gets half of what is left where pawns stand blocked (closed positions, where it
    // tends to close), an eighth elsewhere.
    let cap = if plain { 1_000_000 } else { 20_000 };
    let share = if stages == Stages::Closed { 2 } else { 8 };
    let walk = (nodes.saturating_sub(used) / share).min(WALK_NODES);
    let (found, walked) = exhaust::exhaust(&root, mater, one, cap, walk);
    used += walked;
    match found {
        Found::Impossible => return Ok((Found::Impossible, used)),
        Found::Mate(line) => {
            prefix.extend(line);
            return Ok((Found::Mate(prefix), used));
        }
        Found::Budget => {}
    }
    // The last pass, guided (plain chess) by the bishops' ways to the mating corner.
    let mut guide = guide;
    let mut punish = Vec::new();
    if let Some((bishop, p)) = guided(&root, &prefix) {
        guide.bishop = Some(bishop);
        punish = p;
    }
    let mut deep = Search::<N>::new(guide, mater, nodes.saturating_sub(used), one, max_line).with_control(control);
    deep.punish = punish;
    deep.offset = used;
    deep.prefix = prefix;
    let f = deep.deepen(&root, 1..=128, u64::MAX);
    Ok((f, used + deep.nodes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    /// Every `every`-th position of one of chasolver's files (a dev-dependency) where pawns
    /// stand blocked: where the fixpoint runs before the search, and the probe before it.
    fn blocked(name: &str, every: usize) -> Vec<Position> {
        victoria_testkit::chasolver_labelled(name)
            .into_iter()
            .step_by(every)
            .map(|(_, fen)| Position::from_vfen(&fen, Rules::classical()).unwrap())
            .filter(locked::worth_trying)
            .collect()
    }

    /// The probe before the fixpoint changes nothing but the time taken: with and without it,
    /// the same verdict, line (as found and as shortened) and proof, on the lichess positions
    /// where it finds the helpmate and on the hard positions where the fixpoint proves mate
    /// impossible after it.
    #[test]
    fn the_probe_before_the_fixpoint_gives_the_same_answers() {
        let lichess = blocked("lichess.txt", 97);
        let hard = blocked("positions.txt", 151);
        assert!(lichess.len() >= 10 && hard.len() >= 10, "{} and {} positions", lichess.len(), hard.len());
        let mut found = 0;
        for pos in lichess.iter().chain(&hard) {
            for mater in Color::ALL {
                for shorten in [false, true] {
                    let with = analyse_once(pos, mater, DEFAULT_NODES, None, shorten, true).0;
                    let without = analyse_once(pos, mater, DEFAULT_NODES, None, shorten, false).0;
                    assert_eq!(with, without, "{} for {mater:?}", pos.to_vfen());
                    found += with.is_possible() as usize;
                }
            }
        }
        assert!(found > 0);
    }
}
