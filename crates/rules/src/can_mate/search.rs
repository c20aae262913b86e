//! The helpmate search, after CHA (Ambrona, "A Practical Algorithm for Chess Unwinnability",
//! FUN 2022): iterative deepening over cooperative play, where promising moves cost no depth
//! (the mater's captures and pawn advances, kings and knights closing in on their targets — on
//! the general board the square the losing king is driven to, a corner or a pocket of walls; on
//! the bitboard twin CHA's squares by the corner, see [`Guide`]) and the loser's captures cost
//! four plies. A node the depth cuts only asks whether a move exists. A transposition table
//! (left out of the twin's first one-ply pass, as CHA does) keeps two kinds of entries: positions
//! searched to a depth (a later visit with no more depth left is cut, and the cut counts as
//! unfinished) and positions proved mate-free because every line below them ended (cut for
//! good). A line that comes back to a position on its own path is cut too; such a cut proves a
//! position only when the loop closes at or below it. An iteration that finishes without any
//! unfinished cut has followed every line to its end: that is a proof that mate is impossible.
//! The search runs over any [`Node`]: the general `Position` (every ruleset, walls, reserves)
//! or, for plain chess, the bitboard twin `Board8` (`node8.rs`), as perft does.

use super::reach;
use crate::mailbox as mb;
use crate::options::Ruleset;
use crate::{Cell, Color, Move, Position, Role, Square};

/// A position the helpmate search can walk: its legal moves, the facts the move ordering
/// reads, and the sound static cuts.
pub(crate) trait Node: Clone {
    type M: Copy + PartialEq;
    fn turn(&self) -> Color;
    /// The legal moves, into `out` (cleared first).
    fn legal(&self, out: &mut Vec<Self::M>);
    /// Is there a legal move at all? (`buf` may be used for the moves.)
    fn has_legal(&self, buf: &mut Vec<Self::M>) -> bool {
        self.legal(buf);
        !buf.is_empty()
    }
    fn in_check(&self) -> bool;
    fn play(&mut self, m: Self::M);
    fn key(&self) -> u128;
    /// What moves (as far as the move ordering tells pieces apart), the move's from and to
    /// squares' indices (into the guide's distance tables) and whether it captures.
    fn facts(&self, m: Self::M) -> Option<(Mover, usize, usize, bool)>;
    /// Can `m` change what the static facts rest on (see [`changes_statics`])?
    fn changes_statics(&self, m: Self::M) -> bool;
    /// Has the game ended on a ground other than mate (see [`ended`])?
    fn ended(&self, one: bool) -> bool;
    /// Is mate by `mater` proved impossible by the static analysis?
    fn sealed(&self, mater: Color) -> bool;
    /// Which of the guide's two sets of targets this position aims at (see [`Guide`]).
    fn flavour(&self) -> usize {
        0
    }
    /// The men on the board, kings included.
    fn men(&self) -> u32;
    /// Does `m` take a pawn?
    fn takes_pawn(&self, m: Self::M) -> bool;
}

/// The pieces the move ordering tells apart.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mover {
    Pawn,
    King,
    Knight,
    Bishop,
    /// A rook or queen.
    Slider,
}

impl Mover {
    pub fn of(role: Role) -> Mover {
        match role {
            Role::Pawn => Mover::Pawn,
            Role::King => Mover::King,
            Role::Knight => Mover::Knight,
            Role::Bishop => Mover::Bishop,
            _ => Mover::Slider,
        }
    }
}

/// Where the search drives the pieces: distance tables, by the square index
/// [`Node::facts`] gives, to four targets — the mater's king, the mater's knights, the losing
/// king and the losing side's knights. A move of a king or knight that comes closer to its
/// target costs no depth. Two sets, chosen per position by [`Node::flavour`] (on the bitboard
/// twin: the corner of the mater's bishops' colour, as CHA aims).
#[derive(Clone)]
pub(crate) struct Guide {
    /// Shared, not copied: a search's set-up clones its guide (three times per verdict).
    pub tables: std::sync::Arc<[[Vec<u8>; 4]; 2]>,
    /// The last pass's bishop guide (after CHA): by square index, how many bishop moves from
    /// the mating corner past the steady men (255: none reach it). A mater's bishop that comes
    /// closer from afar, or steps out of the corner's mouth to make room, costs no depth; so
    /// does a losing bishop coming closer (it may be the man that closes its king's flight),
    /// or the loser's pawn capture in a crowded position (it opens a locked chain).
    pub bishop: Option<Vec<u8>>,
}

impl Guide {
    /// Every target the square the losing king is driven to (see [`target_square`]).
    pub fn toward(root: &Position, mater: Color) -> Guide {
        let target = target_square(root, mater);
        let (w, h) = (root.width, root.height);
        let mut king_dist = vec![255u8; 256];
        let mut knight_dist = vec![255u8; 256];
        for sq in root.squares() {
            let d =
                (sq.file() as i16 - target.file() as i16).abs().max((sq.rank() as i16 - target.rank() as i16).abs());
            king_dist[sq.index()] = d as u8;
        }
        knight_dist[target.index()] = 0;
        let mut queue = std::collections::VecDeque::from([target]);
        while let Some(s) = queue.pop_front() {
            for (df, dr) in [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)] {
                if let Some(n) = s.offset(df, dr, w, h)
                    && knight_dist[n.index()] == 255
                {
                    knight_dist[n.index()] = knight_dist[s.index()] + 1;
                    queue.push_back(n);
                }
            }
        }
        let set = [king_dist.clone(), knight_dist.clone(), king_dist, knight_dist];
        Guide { tables: std::sync::Arc::new([set.clone(), set]), bishop: None }
    }
}

impl Node for Position {
    type M = Move;
    fn turn(&self) -> Color {
        self.turn
    }
    fn legal(&self, out: &mut Vec<Move>) {
        self.legal_moves_into(out);
    }
    fn in_check(&self) -> bool {
        self.is_check()
    }
    fn play(&mut self, m: Move) {
        self.apply(&m);
    }
    fn key(&self) -> u128 {
        key(self)
    }
    fn facts(&self, m: Move) -> Option<(Mover, usize, usize, bool)> {
        self.piece(m.from).map(|p| (Mover::of(p.role), m.from.index(), m.to.index(), m.capture))
    }
    fn changes_statics(&self, m: Move) -> bool {
        changes_statics(self, &m)
    }
    fn ended(&self, one: bool) -> bool {
        ended(self, one)
    }
    fn sealed(&self, mater: Color) -> bool {
        reach::prove(self, mater).is_some()
    }
    fn men(&self) -> u32 {
        (self.occupied[0].len() + self.occupied[1].len()) as u32
    }
    fn takes_pawn(&self, m: Move) -> bool {
        m.capture
            && (m.kind == crate::MoveKind::EnPassant
                || matches!(self.cell(m.to), Cell::Piece(p) if p.role == Role::Pawn))
    }
}
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The keys are hashes already: a table indexes by their low half (the search's table and the
/// exhaustive walk's set of positions seen).
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
    fn write_u128(&mut self, i: u128) {
        self.0 = i as u64;
    }
}

type Table = HashMap<u128, Entry, BuildHasherDefault<KeyHasher>>;

/// Buckets of the line's key filter.
const PATH_BUCKETS: usize = 4096;

/// How a searched subtree ended.
enum Res {
    Mate,
    /// No mate found. `complete`: every line below ended (no depth or budget cut);
    /// `floor`: the lowest path index a loop below came back to (`usize::MAX` for none).
    NoMate {
        complete: bool,
        floor: usize,
    },
}

#[derive(Clone, Copy)]
enum Entry {
    /// Searched with this many plies left, not to the end.
    Searched(u16),
    /// No line from here ends in mate.
    Proven,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Variation {
    Normal,
    Reward,
    Punish,
}

/// What a search ends with.
pub(crate) enum Found<M> {
    Mate(Vec<M>),
    /// Every line followed to its end: no mate.
    Impossible,
    /// The node budget ran out.
    Budget,
}

pub(crate) struct Search<'c, N: Node> {
    mater: Color,
    /// The caller's cancel flag and progress counter (`analyse_with`), if any.
    control: Option<&'c super::Control<'c>>,
    /// Nodes counted before this search began (reported with its own to `control`).
    pub offset: u64,
    /// Moves considered so far (the budget counts these).
    pub nodes: u64,
    limit: u64,
    depth_node_limit: u64,
    iteration_nodes: u64,
    max_depth: u16,
    past_progress: bool,
    out_of_budget: bool,
    tt: Table,
    /// The keys of the positions on the current line, root first.
    path: Vec<u128>,
    /// How many keys of the line fall in each of 4096 buckets: a key whose bucket is empty is
    /// not on the line, and the line is not scanned.
    on_path: Vec<u8>,
    /// The move lists of the line's plies, one after another (each ply's list sits above its
    /// parent's and is dropped as the ply returns): one buffer for the whole search, where a
    /// list per ply cost an allocation per ply of every search.
    stack: Vec<N::M>,
    moves: Vec<N::M>,
    line: Vec<N::M>,
    /// Forced moves played before the root (they start every line).
    pub prefix: Vec<N::M>,
    guide: Guide,
    one: bool,
    /// The transposition table is used (CHA's first, one-ply pass goes without it).
    pub use_tt: bool,
    /// The longest line the search follows.
    max_line: usize,
    /// The mater's pawn advances cost no depth (as CHA); off when shortening, where they
    /// would fill the line with marches to promotion.
    pub reward_pawns: bool,
    /// Moves that cost four plies wherever they are played (CHA's punished moves: the root's
    /// moves into a position proved mate-free; matched by the move alone).
    pub punish: Vec<N::M>,
}

impl<'c, N: Node> Search<'c, N> {
    /// The search for `mater` within `limit` nodes, driven by `guide`; `one`: the option
    /// `mate_impossible=one` (a side proved unable to mate ends the game); lines at most
    /// `max_line` moves long.
    pub fn new(guide: Guide, mater: Color, limit: u64, one: bool, max_line: usize) -> Search<'c, N> {
        Search {
            mater,
            control: None,
            offset: 0,
            nodes: 0,
            limit,
            depth_node_limit: u64::MAX,
            iteration_nodes: 0,
            max_depth: 0,
            past_progress: false,
            out_of_budget: false,
            tt: Table::default(),
            path: Vec::with_capacity(64),
            on_path: vec![0; PATH_BUCKETS],
            stack: Vec::with_capacity(1024),
            moves: Vec::with_capacity(64),
            line: Vec::with_capacity(64),
            prefix: Vec::new(),
            guide,
            one,
            use_tt: true,
            max_line,
            reward_pawns: true,
            punish: Vec::new(),
        }
    }

    /// The search with the caller's cancel flag and progress counter.
    pub fn with_control(mut self, control: Option<&'c super::Control<'c>>) -> Search<'c, N> {
        self.control = control;
        self
    }

    /// Reports the nodes so far to the caller (every 1024 nodes) and says whether it asked to
    /// stop (a relaxed load per node: nothing beside generating the moves).
    fn cancelled(&self) -> bool {
        let Some(c) = self.control else { return false };
        if self.nodes.is_multiple_of(1024) {
            c.nodes.store(self.offset + self.nodes, std::sync::atomic::Ordering::Relaxed);
        }
        c.stopped()
    }

    /// Iterative deepening over `depths`, each depth allowed `per_depth * depth` nodes
    /// (`u64::MAX` for no such cap).
    pub fn deepen(&mut self, root: &N, depths: std::ops::RangeInclusive<u16>, per_depth: u64) -> Found<N::M> {
        self.depth_node_limit = per_depth;
        for depth in depths {
            self.max_depth = depth;
            self.iteration_nodes = 0;
            self.past_progress = false;
            self.line.clear();
            self.line.extend_from_slice(&self.prefix);
            // A line unwinds its path as it returns, but for a mate: only a path left behind
            // leaves buckets to clear.
            if !self.path.is_empty() {
                self.on_path.fill(0);
            }
            self.path.clear();
            match self.helpmate(root, 0, true) {
                Res::Mate => return Found::Mate(self.line.clone()),
                Res::NoMate { complete: true, .. } => return Found::Impossible,
                Res::NoMate { .. } => {}
            }
            if self.out_of_budget {
                return Found::Budget;
            }
        }
        Found::Budget
    }

    fn limit_reached(&self) -> bool {
        self.nodes >= self.limit
            || (self.depth_node_limit != u64::MAX
                && self.iteration_nodes > self.max_depth as u64 * self.depth_node_limit)
    }

    /// `statics`: did the move into `pos` change what the static facts rest on (material,
    /// walls, reserves, pawns; see [`changes_statics`])? When it did not, the game cannot have
    /// ended by it and the static proof cannot have come true that failed one ply up, so
    /// neither is asked again.
    ///
    /// Kept whole on purpose (over 100 lines): the search node — transposition table, static
    /// proofs, move ordering, recursion and the line kept — in the order a node runs them.
    fn helpmate(&mut self, pos: &N, depth: u16, statics: bool) -> Res {
        let left = self.max_depth.saturating_sub(depth);
        let key = pos.key();
        let bucket = (key >> 64) as usize % PATH_BUCKETS;
        if self.on_path[bucket] > 0
            && let Some(at) = self.path.iter().position(|k| *k == key)
        {
            return Res::NoMate { complete: true, floor: at };
        }
        if self.use_tt {
            match self.tt.get(&key) {
                Some(Entry::Proven) => return Res::NoMate { complete: true, floor: usize::MAX },
                Some(Entry::Searched(d)) if *d >= left => return Res::NoMate { complete: false, floor: usize::MAX },
                _ => {}
            }
        }
        // A node the depth or the line's length cuts only asks whether a move exists (its
        // moves are never followed): most nodes are such leaves.
        let cut = depth >= self.max_depth || self.line.len() >= self.max_line;
        let mut moves = std::mem::take(&mut self.moves);
        let no_moves = if cut {
            !pos.has_legal(&mut moves)
        } else {
            pos.legal(&mut moves);
            moves.is_empty()
        };
        self.moves = moves;
        if no_moves {
            if pos.turn() == self.mater.other() && pos.in_check() {
                return Res::Mate;
            }
            return Res::NoMate { complete: true, floor: usize::MAX };
        }
        if !self.line.is_empty() && (statics || self.one) && pos.ended(self.one) {
            return Res::NoMate { complete: true, floor: usize::MAX };
        }
        if statics && pos.sealed(self.mater) {
            if self.use_tt {
                self.tt.insert(key, Entry::Proven);
            }
            return Res::NoMate { complete: true, floor: usize::MAX };
        }
        if cut {
            return Res::NoMate { complete: false, floor: usize::MAX };
        }
        let index = self.path.len();
        self.path.push(key);
        self.on_path[bucket] += 1;
        let start = self.stack.len();
        self.stack.extend_from_slice(&self.moves);
        let end = self.stack.len();
        // In the generator's order, as CHA does: the class sets only the depth a move costs
        // (sorting the rewarded moves first made the lichess sample a quarter slower). A move is
        // classified when its turn comes, as CHA does: most moves of a list are never played
        // (a mate found, the budget spent).
        let flavour = pos.flavour();
        let mut complete = true;
        let mut floor = usize::MAX;
        for i in start..end {
            let m = self.stack[i];
            self.nodes += 1;
            self.iteration_nodes += 1;
            if self.limit_reached() || self.cancelled() {
                self.out_of_budget = self.nodes >= self.limit || self.control.is_some_and(|c| c.stopped());
                complete = false;
                break;
            }
            let variation = self.classify(pos, flavour, m);
            let next_depth = match variation {
                Variation::Reward => depth,
                Variation::Punish => depth + 4,
                Variation::Normal => depth + (!self.past_progress) as u16,
            };
            let statics = pos.changes_statics(m);
            let mut child = pos.clone();
            child.play(m);
            self.line.push(m);
            let saved = self.past_progress;
            self.past_progress = variation == Variation::Reward;
            let res = self.helpmate(&child, next_depth, statics);
            self.past_progress = saved;
            match res {
                Res::Mate => {
                    self.stack.truncate(start);
                    return Res::Mate;
                }
                Res::NoMate { complete: c, floor: f } => {
                    complete &= c;
                    floor = floor.min(f);
                }
            }
            self.line.pop();
        }
        self.stack.truncate(start);
        self.path.pop();
        self.on_path[bucket] -= 1;
        if complete && floor >= index {
            if self.use_tt {
                self.tt.insert(key, Entry::Proven);
            }
            return Res::NoMate { complete: true, floor: usize::MAX };
        }
        if !complete && self.use_tt {
            let keep = match self.tt.get(&key) {
                Some(Entry::Searched(d)) => (*d).max(left),
                _ => left,
            };
            self.tt.insert(key, Entry::Searched(keep));
        }
        Res::NoMate { complete, floor }
    }

    fn classify(&self, pos: &N, flavour: usize, m: N::M) -> Variation {
        let Some((mover, from, to, capture)) = pos.facts(m) else { return Variation::Normal };
        if self.punish.contains(&m) {
            return Variation::Punish;
        }
        let tables = &self.guide.tables[flavour];
        let closer = |table: &[u8]| table[to] < table[from];
        let bishop = self.guide.bishop.as_deref();
        if pos.turn() == self.mater {
            if (mover == Mover::Pawn && self.reward_pawns) || capture {
                return Variation::Reward;
            }
            match mover {
                Mover::King if closer(&tables[0]) => Variation::Reward,
                Mover::Knight if closer(&tables[1]) => Variation::Reward,
                Mover::Bishop if let Some(d) = bishop => {
                    let (a, b) = (d[from], d[to]);
                    // From afar a step closer; next to the corner a step aside.
                    if a != 255 && ((a <= 1 && a < b) || (a > 2 && a > b)) {
                        Variation::Reward
                    } else {
                        Variation::Normal
                    }
                }
                _ => Variation::Normal,
            }
        } else {
            if let Some(d) = bishop {
                if capture && pos.men() > 5 && (mover == Mover::Pawn || pos.takes_pawn(m)) {
                    return Variation::Reward;
                }
                if mover == Mover::Bishop && d[from] > d[to] {
                    return Variation::Reward;
                }
            }
            match mover {
                Mover::King if closer(&tables[2]) => return Variation::Reward,
                Mover::Knight if closer(&tables[3]) => return Variation::Reward,
                _ => {}
            }
            // The loser's captures thin out the mater's force; its pawn advances are free (a
            // pawn that promotes may be the piece that blocks its own king's flight, as in
            // CHA, which punishes only the loser's captures).
            if capture { Variation::Punish } else { Variation::Normal }
        }
    }
}

/// Can the move `m` from `pos` change what the static facts rest on — the material (a
/// capture, a promotion), the walls and reserves (a move of a piece with a reserve, which may
/// petrify it), the pawns (a warrior's or hero's step), castling rights? A move that cannot
/// leaves a position whose king regions, material and striking force are those of `pos`.
fn changes_statics(pos: &Position, m: &Move) -> bool {
    if m.capture || m.promotion.is_some() || !matches!(m.kind, crate::MoveKind::Normal) {
        return true;
    }
    match pos.piece(m.from) {
        Some(p) if p.role == Role::Pawn => true,
        Some(_) => pos.reserves_in_play && pos.reserve[m.from.index()] != crate::UNLIMITED,
        None => true,
    }
}

/// Has the game ended in `pos` on a ground other than mate, repetition or the 100 plies
/// (R27a)? Nothing to move is tested by the caller; here: no striking force, a dead position,
/// and with `mate_impossible=one` a side proved unable to mate.
pub fn ended(pos: &Position, one: bool) -> bool {
    let classical = pos.rules.ruleset == Ruleset::Classical;
    if !classical && pos.reserves_in_play && !pos.has_striking_force() {
        return true;
    }
    if pos.is_dead() {
        return true;
    }
    one && Color::ALL.into_iter().any(|c| reach::prove(pos, c).is_some())
}

/// The square the losing king is driven to: of the squares it can reach, the one with the
/// fewest free neighbours (a corner, a pocket of walls), of the mater's bishops' colour when all
/// its bishops share one; the nearest such to the king.
fn target_square(pos: &Position, mater: Color) -> Square {
    let loser = mater.other();
    let king = pos.kings[loser.index()];
    let region = reach::king_region(pos, loser);
    let colour = |s: Square| (s.file() + s.rank()) % 2;
    let bishops: Vec<u8> = pos.occupied[mater.index()]
        .iter()
        .filter(|&s| matches!(pos.cell(s), Cell::Piece(p) if p.role == Role::Bishop))
        .map(colour)
        .collect();
    let bishop_colour = (!bishops.is_empty() && bishops.iter().all(|&c| c == bishops[0])).then(|| bishops[0]);
    let free = |s: Square| {
        let mut n = 0;
        for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
            if let Some(t) = s.offset(df, dr, pos.width, pos.height)
                && !matches!(pos.cell(t), Cell::Bastion(_) | Cell::Monument)
            {
                n += 1;
            }
        }
        n
    };
    let dist =
        |s: Square| (s.file() as i16 - king.file() as i16).abs().max((s.rank() as i16 - king.rank() as i16).abs());
    let pick = |want: Option<u8>| {
        region.iter().filter(|&s| want.is_none_or(|c| colour(s) == c)).min_by_key(|&s| (free(s), dist(s)))
    };
    pick(bishop_colour).or_else(|| pick(None)).unwrap_or(king)
}

/// A 128-bit key of everything that decides the moves from here on: the board, the side to
/// move, castling rights, the en-passant square, reserves, heroes and fresh pawns.
pub(crate) fn key(pos: &Position) -> u128 {
    let mut a: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut b: u64 = 0xC2B2_AE3D_27D4_EB4F;
    let mut mix = |x: u64| {
        a = (a.rotate_left(5) ^ x).wrapping_mul(0x517C_C1B7_2722_0A95);
        b = (b ^ x.wrapping_mul(0x9FB2_1C65_1E98_DF25)).rotate_left(29).wrapping_mul(0x2545_F491_4F6C_DD1D);
    };
    let h = pos.height as usize;
    // Rows 2 .. 2+h of the mailbox hold the board (width 16 plus the border).
    let bytes = &pos.board[2 * mb::WIDTH as usize..(2 + h) * mb::WIDTH as usize];
    for chunk in bytes.chunks(8) {
        let mut w = [0u8; 8];
        w[..chunk.len()].copy_from_slice(chunk);
        mix(u64::from_le_bytes(w));
    }
    mix(pos.turn as u64);
    for c in Color::ALL {
        for s in pos.castling[c.index()].iter() {
            mix(0x100 + s.index() as u64);
        }
    }
    mix(pos.ep_square.map_or(0x1FF, |s| 0x200 + s.index() as u64));
    if pos.reserves_in_play {
        for c in Color::ALL {
            for s in pos.occupied[c.index()].iter() {
                let r = pos.reserve[s.index()];
                if r != crate::UNLIMITED {
                    mix(((s.index() as u64) << 16) | r as u64 | 0x1_0000_0000);
                }
            }
        }
    }
    for s in pos.heroes.iter() {
        mix(0x3_0000 + s.index() as u64);
    }
    for s in pos.fresh.iter() {
        mix(0x4_0000 + s.index() as u64);
    }
    ((a as u128) << 64) | b as u128
}
