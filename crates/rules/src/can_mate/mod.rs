//! Can mate still happen (R27a)? For a position and the side that would mate, a verdict: a
//! helpmate line (legal moves, both sides cooperating, ending in mate and passing through no
//! ended game), a typed proof that mate is impossible, or "unknown" when the node budget runs
//! out. "Impossible" is said only when proved — by the static analysis of `reach` (walls,
//! reserves, warriors) or by a search that followed every line to its end. `fast` is the static
//! part alone, cheap enough to run after every move (`Game::outcome` uses it for R27's dead
//! position). Rulesets `victoria` and `classical`; Synthesis is out of scope (its goal is the
//! king's capture). No I/O here.

mod node8;
pub mod proof;
mod reach;
mod search;

pub use proof::{Material, NoStrike, PieceFact, Proof};

use crate::options::MateImpossible;
use crate::{Color, Move, Position};
use search::{Found, Guide, Node, Search};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The node budget `analyse` uses when none is given.
pub const DEFAULT_NODES: u64 = 2_000_000;

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

/// The fast, sound check: a static proof that `mater` can never mate, if one is found.
pub fn fast(pos: &Position, mater: Color) -> Option<Proof> {
    reach::prove(pos, mater)
}

/// R27's dead position by the fast check, as `Game::outcome` asks after every move: mate
/// proved impossible for both sides, or (option `mate_impossible=one`, Victoria) for either.
pub fn dead_by_fast_check(pos: &Position) -> bool {
    let one = pos.rules.is_victoria() && pos.rules.options.mate_impossible == MateImpossible::One;
    if one {
        Color::ALL.into_iter().any(|c| reach::prove(pos, c).is_some())
    } else {
        Color::ALL.into_iter().all(|c| reach::prove(pos, c).is_some())
    }
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

/// The full analysis for `mater` within `nodes` moves considered.
pub fn analyse(pos: &Position, mater: Color, nodes: u64) -> Verdict {
    analyse_inner(pos, mater, nodes, None).0
}

/// [`analyse`] with a cancel flag and a progress counter: the same verdict, except that a
/// cancelled analysis answers `Unknown` with the moves considered until then.
pub fn analyse_with(pos: &Position, mater: Color, nodes: u64, control: &Control<'_>) -> Verdict {
    let (verdict, used) = analyse_inner(pos, mater, nodes, Some(control));
    control.nodes.store(used, Ordering::Relaxed);
    verdict
}

/// The verdict and the moves considered for it.
fn analyse_inner(pos: &Position, mater: Color, nodes: u64, control: Option<&Control<'_>>) -> (Verdict, u64) {
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
    let (found, used) = match twin {
        // Plain chess: the search walks the bitboard twin, taken from the mater's side (White
        // on it); its line is replayed on `pos`.
        Some(twin) => match search_from(&twin, node8::guide(), Color::White, one, true, nodes, control) {
            (Found::Mate(line), used) => match node8::line_on(pos, &line, mater == Color::Black) {
                Some(line) => (Found::Mate(line), used),
                None => (Found::Budget, used),
            },
            (Found::Impossible, used) => (Found::Impossible, used),
            (Found::Budget, used) => (Found::Budget, used),
        },
        None => search_from(pos, Guide::toward(pos, mater), mater, one, false, nodes, control),
    };
    let verdict = match found {
        // A line found before the stop counts; anything else stopped is undecided.
        Found::Mate(line) => Verdict::Possible { line },
        _ if control.is_some_and(|c| c.stopped()) => Verdict::Unknown { nodes: used },
        Found::Impossible => Verdict::Impossible { proof: Proof::Exhausted { mater, nodes: used } },
        Found::Budget => Verdict::Unknown { nodes: used },
    };
    (verdict, used)
}

/// CHA's schedule over `root` (the position itself, or its twin) for `mater`: the forced moves
/// first (at most 16; a forced line that comes back to a position goes round for ever and
/// never reaches mate); then one ply with a thousand nodes; then deepening with 7,000 nodes per
/// ply of depth, within half the budget; then the rest of the budget without the per-depth
/// cap. `plain` (the twin): as CHA, lines at most 128 moves long and the one-ply pass without
/// the transposition table (the general search keeps its table throughout and follows lines of
/// up to 160 moves). The search's answer and the nodes it used.
fn search_from<N: Node>(
    root: &N,
    guide: Guide,
    mater: Color,
    one: bool,
    plain: bool,
    nodes: u64,
    control: Option<&Control<'_>>,
) -> (Found<N::M>, u64) {
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
            return (Found::Impossible, prefix.len() as u64);
        }
        seen.push(key);
    }
    let forced = prefix.len() as u64;
    let mut s = Search::<N>::new(guide.clone(), mater, nodes / 2, one, max_line).with_control(control);
    s.prefix = prefix.clone();
    s.use_tt = !plain;
    let found = match s.deepen(&root, 1..=1, 1000) {
        Found::Budget => {
            s.use_tt = true;
            s.deepen(&root, 2..=128, 7000)
        }
        f => f,
    };
    let used = forced + s.nodes;
    if !matches!(found, Found::Budget) || control.is_some_and(|c| c.stopped()) {
        return (found, used);
    }
    let mut deep = Search::<N>::new(guide, mater, nodes.saturating_sub(used), one, max_line).with_control(control);
    deep.offset = used;
    deep.prefix = prefix;
    let f = deep.deepen(&root, 1..=128, u64::MAX);
    (f, used + deep.nodes)
}
