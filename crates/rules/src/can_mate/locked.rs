//! What can never change, after CHA's static analysis (Ambrona, "A Practical Algorithm for
//! Chess Unwinnability", FUN 2022), written anew for the general board: a fixpoint over every
//! piece of the squares it may ever stand on. Each piece's set starts at its square and grows by
//! the moves it might make from any square of it — through anything but walls (bastions,
//! monuments: permanent, R9, R16) and pieces proved *steady* (never moving, never taken); a
//! pawn captures only onto squares an enemy piece may reach, a warrior that can never capture
//! stays a warrior (R20, R21), a king never steps onto a square a steady-for-ever striker
//! always strikes, nor takes a step after which the other side, nothing but its king free to
//! move, would have no legal move (stalemate ends the game: no line to mate passes through
//! it). Steadiness, the squares no piece ever stands on and the squares always
//! struck are updated from the sets, until nothing moves. Each set over-approximates what can
//! happen (each "never" under-approximates), so when the losing king's squares meet no strike
//! of the mater's pieces, or no square where it could stand checked can have all its flights
//! closed (by the loser's own men, by monuments still to come, by the mater's king), mate is
//! impossible. The sets grow monotonically, so the fixpoint is reached in a few rounds; every
//! filter reads the final values at the last round, which is what makes the proof sound (a
//! first move of a real game that left the sets would have had to pass a filter that held).
//! Where that proves nothing, a man that has not moved but may be taken splits every line in
//! two (after CHA): it is never taken before it moves (no man enters its square while it
//! stands there), or it is taken before it ever moves (it never moves, and at the mate it is
//! gone: it neither strikes nor closes a flight). Mate impossible in both cases is impossible;
//! two such men split every line in four.
//! Finer facts, after CHA: a move is closed for good by a man of the mover's side that never
//! leaves the move's way; a bishop's line passes squares only its side's bishops stand on; a
//! king never stands where the other king may stand next to it. When one side is asked about
//! (the mater), only lines that may end in its mate are followed: the loser never mates the
//! mater's king first, never takes the mater's last man, and that last man never gives itself
//! away with a check next to the boxed king.

use super::reach::walls_anywhere;
use crate::mailbox as mb;
use crate::options::WarriorFinalRank;
use crate::position::UNLIMITED;
use crate::{Color, Position, Role, SquareSet};

mod checks_given;

const WORDS: usize = 7;

/// A set of mailbox indices (the 20x20 board with its border).
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub(crate) struct B([u64; WORDS]);

impl B {
    #[inline]
    fn has(&self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }
    #[inline]
    fn add(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }
    #[inline]
    fn del(&mut self, i: usize) {
        self.0[i >> 6] &= !(1 << (i & 63));
    }
    #[inline]
    fn one(i: usize) -> B {
        let mut b = B::default();
        b.add(i);
        b
    }
    #[inline]
    fn or(self, o: B) -> B {
        let mut r = self;
        for k in 0..WORDS {
            r.0[k] |= o.0[k];
        }
        r
    }
    #[inline]
    fn and(self, o: B) -> B {
        let mut r = self;
        for k in 0..WORDS {
            r.0[k] &= o.0[k];
        }
        r
    }
    #[inline]
    fn minus(self, o: B) -> B {
        let mut r = self;
        for k in 0..WORDS {
            r.0[k] &= !o.0[k];
        }
        r
    }
    #[inline]
    fn any(&self) -> bool {
        self.0.iter().any(|w| *w != 0)
    }
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        (0..WORDS).flat_map(move |k| {
            let mut w = self.0[k];
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(k * 64 + b)
            })
        })
    }
    fn squares(&self) -> SquareSet {
        self.iter().map(mb::square).collect()
    }
}

/// One piece of the position, as the analysis follows it.
#[derive(Clone, Copy)]
struct Man {
    /// Its square now (mailbox index).
    at: usize,
    color: Color,
    role: Role,
    /// A pawn that has not moved (R23: may step two).
    fresh: bool,
    /// A pawn that is a warrior (R20) where statuses are in play.
    warrior: bool,
    /// A warrior already on its rank before last: it never moves (E1).
    sentinel: bool,
    /// Its move reserve, `UNLIMITED` when none is counted.
    reserve: u16,
    /// A rook whose castling spends nothing (`castling_costs_rook` off).
    free_castle: bool,
}

impl Man {
    /// Can this piece ever become a monument (R15, R21)?
    fn may_petrify(&self, pos: &Position) -> bool {
        self.reserve != UNLIMITED
            || (self.warrior && pos.rules.options.warrior_final_rank == WarriorFinalRank::Monument)
            || (self.role == Role::Pawn && pos.rules.pawn_status() && pos.reserves_in_play)
    }
}

/// The analysis: the fixpoint's sets.
pub(crate) struct Sat<'a> {
    pos: &'a Position,
    men: Vec<Man>,
    /// Every square each man may ever stand on (over).
    reach: Vec<B>,
    /// The squares of the men that never move and are never taken (under).
    steady: B,
    /// The squares no piece ever stands on (under).
    clear: B,
    /// The squares each colour always strikes (under).
    attacked: [B; 2],
    /// The squares (now) of the men that may be taken (over).
    capturable: B,
    /// Where each colour's men other than its king may ever stand (over).
    sacrificable: [B; 2],
    /// Pawns that may capture (over); a warrior that cannot stays one.
    captures: Vec<bool>,
    /// Pawns that may promote (over).
    promotable: Vec<bool>,
    /// For each pawn, the rank it can never reach (nor pass): a pawn ahead of it on its file
    /// that neither of them ever leaves, never taken, stands for ever between (see
    /// [`Sat::update_ceilings`]).
    ceiling: Vec<Option<u8>>,
    walls: B,
    board: B,
    kings: B,
    own: [B; 2],
    /// Each colour's king (an index into `men`).
    king_of: [Option<usize>; 2],
    /// No man of the colour but its king may ever move (by the sets at the round's start).
    immobile: [bool; 2],
    /// A case of a split (see [`prove_sides`]): the men on these squares are never taken
    /// before they move.
    keep: B,
    /// The other case: the men on these squares are taken before the mate and never move
    /// before that.
    frozen: B,
    /// The first men found that may be taken but have not moved (by the sets so far), the
    /// candidates for a split.
    first_taken: Option<B>,
    rounds: u32,
    /// For each knight, rook, bishop and queen: the squares whose moves were read into its
    /// reach, and the steady men then. Those moves depend on nothing else that changes (walls,
    /// own men and the split's frozen men stay), so while the steady men stay the same only the
    /// squares added since are read again.
    read: Vec<(B, B, u64)>,
    /// The men that may stand in a move's way for good (see [`Sat::is_tight`]), and a count
    /// of the changes to them or to their squares (read with `read`: a move refused while they
    /// stood so must be read again once they change).
    tight: Vec<bool>,
    tight_changes: u64,
    /// The side whose mate is asked about, when only one is: the lines followed are then
    /// those that may end in its mate, and the loser never mates it first (see
    /// [`Sat::mates_mater`]).
    mater: Option<Color>,
    /// The filters on for each side's moves this round (read at its start, see
    /// [`Sat::update_gates`]), and the tight men of each side.
    gates: Gates,
    tight_count: [u32; 2],
    /// Set when a tight man shuts a move while a man's squares are read (see `read`).
    shut_hit: std::cell::Cell<bool>,
}

/// In `read`: no move was shut by a tight man.
const UNSHUT: u64 = u64::MAX;

/// Which of the mater's filters are on for each side's moves (indexed by the mover's colour).
#[derive(Clone, Copy, Default)]
struct Gates {
    /// [`Sat::mates_mater`].
    guard: [bool; 2],
    /// [`Sat::gives_last_man`].
    last: [bool; 2],
    /// The side takes nothing (see [`Sat::spares_last_man`]).
    spare: [bool; 2],
}

fn strike_dirs(role: Role) -> &'static [mb::Dir] {
    const QUEEN: [mb::Dir; 8] =
        [mb::ORTHO[0], mb::ORTHO[1], mb::ORTHO[2], mb::ORTHO[3], mb::DIAG[0], mb::DIAG[1], mb::DIAG[2], mb::DIAG[3]];
    match role {
        Role::Rook => &mb::ORTHO,
        Role::Bishop => &mb::DIAG,
        Role::Queen => &QUEEN,
        _ => &[],
    }
}

/// The facts a proof by the fixpoint rests on.
pub(crate) struct Locked {
    /// Every square the losing king can ever stand on.
    pub region: SquareSet,
    /// The men that can never move nor be taken.
    pub steady: SquareSet,
    /// The mater's men that can strike some square of the region (empty: none can).
    pub strikers: SquareSet,
    /// The mater's men that strike some square of the region but can never give check there
    /// (see `checks_given`).
    pub silent: SquareSet,
    /// The proof needs the move reserves (without them it does not hold).
    pub by_reserve: bool,
}

impl Locked {
    /// The proof over the cases of a split, from the proof of each: the king's squares and the
    /// strikers of either case, the men steady in both.
    fn and(self, other: Locked) -> Locked {
        Locked {
            region: self.region.iter().chain(other.region.iter()).collect(),
            steady: self.steady.iter().filter(|&q| other.steady.contains(q)).collect(),
            strikers: self.strikers.iter().chain(other.strikers.iter()).collect(),
            silent: self
                .silent
                .iter()
                .chain(other.silent.iter())
                .filter(|&q| !self.strikers.contains(q) && !other.strikers.contains(q))
                .collect(),
            by_reserve: self.by_reserve || other.by_reserve,
        }
    }
}

impl<'a> Sat<'a> {
    pub fn new(pos: &'a Position) -> Sat<'a> {
        let mut men = Vec::new();
        let mut walls = B::default();
        let mut board = B::default();
        let mut kings = B::default();
        let mut own = [B::default(); 2];
        let status = pos.rules.pawn_status();
        for sq in pos.squares() {
            let i = mb::index(sq);
            board.add(i);
            let c = pos.board[i];
            if c == mb::MONUMENT || c == mb::bastion_code(Color::White) || c == mb::bastion_code(Color::Black) {
                walls.add(i);
                continue;
            }
            if c == mb::EMPTY {
                continue;
            }
            let color = if mb::is_color(c, Color::White) { Color::White } else { Color::Black };
            let role = mb::role_of(c);
            own[color.index()].add(i);
            if role == Role::King {
                kings.add(i);
            }
            let pawn = role == Role::Pawn;
            let warrior = pawn && status && !pos.heroes.contains(sq);
            let reserve = if pos.reserves_in_play && role.has_reserve() { pos.reserve[sq.index()] } else { UNLIMITED };
            let free_castle = role == Role::Rook
                && !pos.rules.options.castling_costs_rook
                && pos.rules.castling()
                && pos.castling[color.index()].contains(sq);
            men.push(Man {
                at: i,
                color,
                role,
                fresh: pawn && pos.fresh.contains(sq),
                warrior,
                sentinel: warrior && sq.rank() == color.rank_before_last(pos.height),
                reserve,
                free_castle,
            });
        }
        let n = men.len();
        let mut steady = B::default();
        for m in &men {
            steady.add(m.at);
        }
        let king_of = Color::ALL.map(|c| men.iter().position(|m| m.role == Role::King && m.color == c));
        let mut s = Sat {
            pos,
            reach: men.iter().map(|m| B::one(m.at)).collect(),
            clear: board.minus(walls).minus(steady),
            steady,
            attacked: [B::default(); 2],
            capturable: B::default(),
            sacrificable: [B::default(); 2],
            captures: vec![false; n],
            promotable: vec![false; n],
            ceiling: vec![None; n],
            walls,
            board,
            kings,
            own,
            men,
            king_of,
            immobile: [true; 2],
            keep: B::default(),
            frozen: B::default(),
            first_taken: None,
            rounds: 0,
            read: vec![(B::default(), B::default(), 0); n],
            tight: vec![false; n],
            tight_changes: 0,
            mater: None,
            gates: Gates::default(),
            tight_count: [0; 2],
            shut_hit: std::cell::Cell::new(false),
        };
        // A pawn that just stepped two may be taken en passant: its square is left behind, the
        // capture lands on the square it crossed.
        if let Some(ep) = pos.ep_square {
            let mover = pos.turn.other();
            s.sacrificable[mover.index()].add(mb::index(ep));
            if let Some(behind) = ep.offset(0, mover.forward(), pos.width, pos.height) {
                s.capturable.add(mb::index(behind));
                s.steady.del(mb::index(behind));
            }
        }
        s.update_attacked();
        s
    }

    #[inline]
    fn enterable(&self, j: usize) -> bool {
        self.pos.board[j] != mb::OFF && !self.walls.has(j)
    }

    #[inline]
    fn rank(i: usize) -> u8 {
        mb::square(i).rank()
    }

    /// The squares man `k` may move to from `s` in one move, and whether one of them is a
    /// pawn's capture.
    ///
    /// Kept whole on purpose (over 100 lines): one arm per kind of man (pawn with its walls and
    /// bypass, knight, sliders, king with castling) over the same read sets; it is the fixpoint's
    /// move model and reads best beside itself.
    fn targets(&self, k: usize, s: usize) -> (B, bool) {
        let m = self.men[k];
        if self.frozen.has(m.at) {
            return (B::default(), false);
        }
        let c = m.color;
        let b = &self.pos.board;
        let own = self.own[c.index()];
        let own_steady = own.and(self.steady);
        let mut t = B::default();
        let mut captured = false;
        // A new square is refused when a man of the mover's side that never leaves the way
        // closes it (squares already reached stay: the sets only grow).
        let tight = self.tight_count[c.index()] > 0;
        let guard = self.gates.guard[c.index()];
        let last = self.gates.last[c.index()];
        // The way shut for good (and, for a line, beyond too: the way only grows).
        let shut = |j: usize, way: B| {
            let shut = tight && !self.reach[k].has(j) && self.way_closed(k, way.or(B::one(j)));
            if shut {
                self.shut_hit.set(true);
            }
            shut
        };
        // The landing refused (the line beyond may still be open).
        let refused = |j: usize| {
            !self.reach[k].has(j) && ((guard && self.mates_mater(k, s, j)) || (last && self.gives_last_man(k, s, j)))
        };
        let gated = tight || guard || last;
        let closed = |j: usize, way: B| gated && (shut(j, way) || refused(j));
        let from = if gated { B::one(s) } else { B::default() };
        match m.role {
            Role::King => {
                for &d in &mb::KING {
                    let j = (s as isize + d) as usize;
                    if self.enterable(j)
                        && !own_steady.has(j)
                        && !self.attacked[c.other().index()].has(j)
                        && !closed(j, from)
                        && !self.stalemates(k, s, j)
                    {
                        t.add(j);
                    }
                }
                if s == m.at && self.pos.rules.castling() {
                    // R24: two squares toward a rook that keeps its right, on the king's rank
                    // at least three files away, past squares that are no wall and hold no man
                    // that never moves, the king's square and the one it crosses not struck.
                    let ks = mb::square(s);
                    for rook in self.pos.castling[c.index()].iter() {
                        let dist = rook.file() as isize - ks.file() as isize;
                        if rook.rank() != ks.rank() || dist.abs() < 3 {
                            continue;
                        }
                        let dir = dist.signum();
                        let clear = (1..dist.abs())
                            .map(|i| (s as isize + i * dir) as usize)
                            .all(|j| self.enterable(j) && !self.steady.has(j));
                        let j = (s as isize + 2 * dir) as usize;
                        let struck = |x: usize| self.attacked[c.other().index()].has(x);
                        if clear && !struck(s) && !struck((s as isize + dir) as usize) && !struck(j) {
                            t.add(j);
                        }
                    }
                }
            }
            Role::Knight => {
                for &d in &mb::KNIGHT {
                    let j = (s as isize + d) as usize;
                    if self.enterable(j) && !own_steady.has(j) && !closed(j, from) {
                        t.add(j);
                    }
                }
            }
            Role::Pawn => {
                if m.sentinel {
                    return (t, false);
                }
                let warrior = m.warrior && !self.captures[k];
                let h = self.pos.height;
                if warrior && Self::rank(s) == c.rank_before_last(h) {
                    return (t, false);
                }
                let last = c.last_rank(h);
                let fwd = c.forward() as isize * mb::WIDTH;
                let ahead = (s as isize + fwd) as usize;
                let ceiling = self.ceiling[k];
                let below = |j: usize| match ceiling {
                    None => true,
                    Some(r) if c == Color::White => Self::rank(j) < r,
                    Some(r) => Self::rank(j) > r,
                };
                // A square a push may land on; the double step only needs the first square
                // passable (a landing refused there says nothing of the square beyond).
                let passable = |j: usize| {
                    self.enterable(j) && !self.steady.has(j) && !(warrior && Self::rank(j) == last) && below(j)
                };
                let open = |j: usize| passable(j) && !closed(j, from.or(B::one(ahead)));
                if b[ahead] == mb::bastion_code(c) {
                    if self.pos.rules.pawn_bypass() {
                        for dx in [-1isize, 1] {
                            let j = (ahead as isize + dx) as usize;
                            if open(j) {
                                t.add(j);
                            }
                        }
                    }
                } else if b[ahead] != mb::OFF && passable(ahead) {
                    if open(ahead) {
                        t.add(ahead);
                    }
                    if m.fresh && s == m.at {
                        let two = (ahead as isize + fwd) as usize;
                        if b[two] != mb::OFF && open(two) {
                            t.add(two);
                        }
                    }
                }
                // The mater's last man besides its king is never taken on a line to its mate.
                let prey =
                    if self.gates.spare[c.index()] { B::default() } else { self.sacrificable[c.other().index()] };
                for dx in [-1isize, 1] {
                    let j = (ahead as isize + dx) as usize;
                    if self.enterable(j) && prey.has(j) && !closed(j, from) {
                        t.add(j);
                        captured = true;
                    }
                }
            }
            role => {
                let own_bastion = mb::bastion_code(c);
                for &(d, _, _) in strike_dirs(role) {
                    let mut j = (s as isize + d) as usize;
                    let mut way = from;
                    loop {
                        let code = b[j];
                        if code == mb::OFF || code == mb::MONUMENT || code == mb::bastion_code(c.other()) {
                            break;
                        }
                        if code != own_bastion {
                            if tight && shut(j, way) {
                                break;
                            }
                            let landing = !gated || !refused(j);
                            if self.steady.has(j) {
                                if !own.has(j) && landing {
                                    t.add(j);
                                }
                                break;
                            }
                            if landing {
                                t.add(j);
                            }
                        }
                        if tight {
                            way.add(j);
                        }
                        j = (j as isize + d) as usize;
                    }
                }
            }
        }
        (t, captured)
    }

    /// Would the step of king `k` from `s` to `t` leave the other side without a legal move,
    /// and not in check? Then the game ends there (stalemate, R27's "nothing left to move"),
    /// and no line to mate passes through the step. Read with the sets at the round's start:
    /// every other man of the other side can never move; its king, wherever it may stand (not
    /// next to `s` nor `t`), finds each step walled, held by its own man that never moves,
    /// next to `t`, or struck for sure by a man of the king's side that is never taken (from
    /// every square it may stand on, lines stopped by any square someone may stand on and by
    /// `t`; the man `t` captures strikes nothing). Where a line of the mover's side could pass
    /// from `s` to that king, the step might uncover a check (it might be mate): kept.
    fn stalemates(&self, k: usize, s: usize, t: usize) -> bool {
        let c = self.men[k].color;
        let them = c.other();
        if !self.immobile[them.index()] {
            return false;
        }
        // A split's assumptions are no rules of play: a frozen man of theirs, or a kept man of
        // ours they might take, may still have a legal move there.
        if self.frozen.and(self.own[them.index()]).any() || self.keep.and(self.own[c.index()]).any() {
            return false;
        }
        let Some(yk) = self.king_of[them.index()] else { return false };
        if self.pos.rules.castling() && !self.pos.castling[them.index()].is_empty() {
            return false;
        }
        let around = |i: usize| {
            let mut b = B::one(i);
            for &d in &mb::KING {
                b.add((i as isize + d) as usize);
            }
            b
        };
        let near_t = around(t);
        let places = self.reach[yk].minus(near_t).minus(around(s));
        let held = self.own[them.index()].and(self.steady);
        let flights = |struck: B| {
            places.iter().all(|y| {
                mb::KING.iter().all(|&d| {
                    let u = (y as isize + d) as usize;
                    !self.enterable(u) || near_t.has(u) || held.has(u) || struck.has(u)
                })
            })
        };
        // First against every square the king's side strikes for sure by the sets so far (more
        // than `sure_strikes` below, which leaves out the mover and reads `t` as a blocker): a
        // flight outside it keeps the king free, and the dearer reading is not needed.
        if !flights(self.attacked[c.index()]) {
            return false;
        }
        // Only a slider of the king's side (or a pawn of it that may promote) can be uncovered.
        let sliders = self.men.iter().enumerate().any(|(j, m)| {
            m.color == c && (self.promotable[j] || matches!(m.role, Role::Queen | Role::Rook | Role::Bishop))
        });
        if sliders && places.iter().any(|y| self.may_uncover(c, s, y)) {
            return false;
        }
        flights(B::default()) || flights(self.sure_strikes(c, k, t))
    }

    /// Might a man of `color` strike `y` along a line through `s` once `s` is left? The line
    /// from `y` to `s` must be free of walls and of men that never move, and beyond `s` some
    /// slider of the line's kind of `color` (or a pawn of it that may promote) must be able to
    /// stand before the next wall or man that never moves.
    fn may_uncover(&self, color: Color, s: usize, y: usize) -> bool {
        let (a, b) = (mb::square(s), mb::square(y));
        let (df, dr) = (a.file() as isize - b.file() as isize, a.rank() as isize - b.rank() as isize);
        if (df != 0 && dr != 0 && df.abs() != dr.abs()) || (df == 0 && dr == 0) {
            return false;
        }
        let step = df.signum() + dr.signum() * mb::WIDTH;
        let diagonal = df != 0 && dr != 0;
        let stops = |j: usize| {
            let code = self.pos.board[j];
            code == mb::OFF
                || code == mb::MONUMENT
                || code == mb::bastion_code(color.other())
                || (self.steady.has(j) && !self.walls.has(j))
        };
        let mut j = (y as isize + step) as usize;
        while j != s {
            if stops(j) {
                return false;
            }
            j = (j as isize + step) as usize;
        }
        let mut ray = B::default();
        let mut j = (s as isize + step) as usize;
        loop {
            let code = self.pos.board[j];
            if code == mb::OFF || code == mb::MONUMENT || code == mb::bastion_code(color.other()) {
                break;
            }
            if code != mb::bastion_code(color) {
                ray.add(j);
                if self.steady.has(j) {
                    break;
                }
            }
            j = (j as isize + step) as usize;
        }
        self.men.iter().enumerate().any(|(k, m)| {
            let kind = self.promotable[k]
                || m.role == Role::Queen
                || m.role == if diagonal { Role::Bishop } else { Role::Rook };
            m.color == color && kind && self.reach[k].and(ray).any()
        })
    }

    /// The squares `color`'s men other than its king (`king`) strike for sure while its king
    /// stands on `t`: men never taken, never turned to stone, from every square they may
    /// stand on; lines stopped by every square someone may stand on and by `t`.
    fn sure_strikes(&self, color: Color, king: usize, t: usize) -> B {
        let mut out = B::default();
        let mut occupied = self.board.minus(self.clear);
        occupied.add(t);
        for (j, m) in self.men.iter().enumerate() {
            if j == king || m.color != color {
                continue;
            }
            let moves = self.reach[j] != B::one(m.at);
            if self.capturable.has(m.at) || self.promotable[j] || (moves && m.may_petrify(self.pos)) {
                continue;
            }
            let mut all: Option<B> = None;
            for r in self.reach[j].iter() {
                let a = self.strikes(m.role, m.color, r, occupied, true);
                let x = all.map_or(a, |x| x.and(a));
                all = Some(x);
                if !x.any() {
                    break;
                }
            }
            if let Some(a) = all {
                out = out.or(a);
            }
        }
        out
    }

    /// The squares a man of `role` and `color` on `s` strikes, lines stopped by `blockers`
    /// (and by walls; its own bastions let the strike through unless `strict`).
    fn strikes(&self, role: Role, color: Color, s: usize, blockers: B, strict: bool) -> B {
        let mut t = B::default();
        let b = &self.pos.board;
        match role {
            Role::King => {
                for &d in &mb::KING {
                    let j = (s as isize + d) as usize;
                    if self.enterable(j) {
                        t.add(j);
                    }
                }
            }
            Role::Knight => {
                for &d in &mb::KNIGHT {
                    let j = (s as isize + d) as usize;
                    if self.enterable(j) {
                        t.add(j);
                    }
                }
            }
            Role::Pawn => {
                let ahead = s as isize + color.forward() as isize * mb::WIDTH;
                for dx in [-1isize, 1] {
                    let j = (ahead + dx) as usize;
                    if self.enterable(j) {
                        t.add(j);
                    }
                }
            }
            role => {
                let own_bastion = mb::bastion_code(color);
                for &(d, _, _) in strike_dirs(role) {
                    let mut j = (s as isize + d) as usize;
                    loop {
                        let code = b[j];
                        if code == mb::OFF || code == mb::MONUMENT || code == mb::bastion_code(color.other()) {
                            break;
                        }
                        if code == own_bastion {
                            if strict {
                                break;
                            }
                        } else {
                            t.add(j);
                            if blockers.has(j) {
                                break;
                            }
                        }
                        j = (j as isize + d) as usize;
                    }
                }
            }
        }
        t
    }

    /// The squares each colour always strikes: by men never taken and never turned to stone,
    /// from every square they may stand on, every square any piece may ever stand on blocking;
    /// a king's own square counts (the sets are read for the other king's steps alone).
    fn update_attacked(&mut self) {
        let mut attacked = [B::default(); 2];
        let occupied = self.board.minus(self.clear);
        let glass = self.glass();
        for k in 0..self.men.len() {
            let m = self.men[k];
            let moves = self.reach[k] != B::one(m.at);
            if self.capturable.has(m.at) || self.promotable[k] || (moves && m.may_petrify(self.pos)) {
                continue;
            }
            // A bishop's line passes the squares only its own side's bishops ever stand on.
            let blockers = if m.role == Role::Bishop { occupied.minus(glass[m.color.index()]) } else { occupied };
            let mut all: Option<B> = None;
            for t in self.reach[k].iter() {
                let mut a = self.strikes(m.role, m.color, t, blockers, true);
                // Read only for the other king's steps: it never stands where this king stands
                // either (after CHA).
                if m.role == Role::King {
                    a.add(t);
                }
                let x = match all {
                    None => a,
                    Some(x) => x.and(a),
                };
                all = Some(x);
                if !x.any() {
                    break;
                }
            }
            if let Some(a) = all {
                attacked[m.color.index()] = attacked[m.color.index()].or(a);
            }
        }
        self.attacked = attacked;
    }

    /// For each colour, the squares that only its bishops ever stand on, bishops that never
    /// turn to stone (after CHA): a bishop's line through such a square is never stopped for
    /// good there — empty, it passes; held, the bishop on it strikes on along the same line.
    fn glass(&self) -> [B; 2] {
        let mut glass = [B::default(); 2];
        let mut others = [B::default(); 2];
        for (k, m) in self.men.iter().enumerate() {
            let clear_bishop = m.role == Role::Bishop && !m.may_petrify(self.pos) && !self.promotable[k];
            for c in Color::ALL {
                if c == m.color && clear_bishop {
                    glass[c.index()] = glass[c.index()].or(self.reach[k]);
                } else {
                    others[c.index()] = others[c.index()].or(self.reach[k]);
                }
            }
        }
        [glass[0].minus(others[0]), glass[1].minus(others[1])]
    }

    /// The men that may block a move for good: never taken (nor, in a split's case, taken
    /// before the mate), kings aside, each on at most a few squares. A man of the mover's
    /// side whose every square lies on a move's way (its start, the squares it crosses, its
    /// landing) makes the move impossible: at that moment it stands on the landing (held by
    /// its own side), on the start (where the mover is), or in between (the line is closed).
    fn is_tight(&self, k: usize) -> bool {
        let m = self.men[k];
        let r = self.reach[k];
        !(m.role == Role::King
            || self.capturable.has(m.at)
            || self.frozen.has(m.at)
            || self.promotable[k]
            || r == B::one(m.at)
            || r.0.iter().map(|w| w.count_ones()).sum::<u32>() > 12)
    }

    /// Man `k`'s place among the tight men, after its squares may have changed (`grown`).
    fn update_tight(&mut self, k: usize, grown: bool) {
        let now = self.is_tight(k);
        if now != self.tight[k] || (now && grown) {
            let c = self.men[k].color.index();
            if now != self.tight[k] {
                if now {
                    self.tight_count[c] += 1;
                } else {
                    self.tight_count[c] -= 1;
                }
            }
            self.tight[k] = now;
            self.tight_changes += 1;
        }
    }

    /// Is the move of man `k` along `way` (its start, the squares crossed and its landing)
    /// closed for good by a man of its side that never leaves the way (see
    /// [`Sat::update_tight`])?
    #[inline]
    fn way_closed(&self, k: usize, way: B) -> bool {
        let c = self.men[k].color;
        (0..self.men.len())
            .any(|o| self.tight[o] && o != k && self.men[o].color == c && !self.reach[o].minus(way).any())
    }

    /// Is the filter of [`Sat::mates_mater`] on for the moves of `color`'s men: a mater is
    /// named, `color` is the other side, and the mater's king never moves (by the sets so far)?
    fn guards_mater(&self, color: Color) -> bool {
        let Some(mater) = self.mater else { return false };
        if color == mater {
            return false;
        }
        let Some(ki) = self.king_of[mater.index()] else { return false };
        let k = self.men[ki].at;
        self.reach[ki] == B::one(k) && !self.men.iter().enumerate().any(|(j, m)| m.color == mater && self.promotable[j])
    }

    /// The filters on for the round about to start.
    fn update_gates(&mut self) {
        self.gates = Gates {
            guard: Color::ALL.map(|c| self.guards_mater(c)),
            last: Color::ALL.map(|c| self.guards_last_man(c)),
            spare: Color::ALL.map(|c| self.spares_last_man(c)),
        };
    }

    /// Would the loser's move of man `p` from `s` to `t` mate the mater — its king, which never
    /// moves, in check with no legal reply? Then the game ends there (the mater mated), and no
    /// line to the mater's mate passes through the move (after CHA, which refuses such checks
    /// of a king that never moves). Read in the position right after the move, where every
    /// other man still stands within its set: a check by `p` from `t`, or by a man that never
    /// moves through the square `p` left, on lines closed by every square someone may stand
    /// on; no flight for the king (walled, held by its own man that never moves, or struck for
    /// sure); and, against a single check, no man of the mater that could take the checker or
    /// step between from any square it may stand on, lines closed only by men that never move.
    fn mates_mater(&self, p: usize, s: usize, t: usize) -> bool {
        let Some(mater) = self.mater else { return false };
        let Some(ki) = self.king_of[mater.index()] else { return false };
        let k = self.men[ki].at;
        let pm = self.men[p];
        let loser = pm.color;
        // A pawn's double step may be taken en passant: not followed here.
        if pm.role == Role::Pawn && (Self::rank(s) as i16 - Self::rank(t) as i16).abs() == 2 {
            return false;
        }
        let mut occ = self.board.minus(self.clear);
        occ.del(s);
        occ.add(t);
        // The mover strikes from `t` for sure only as what it is: not where it may turn to
        // stone on arriving (R15–R17), nor where a pawn promotes (it may become anything).
        let promotes = pm.role == Role::Pawn && Self::rank(t) == loser.last_rank(self.pos.height);
        let sure = !pm.may_petrify(self.pos) && !promotes;
        let mut checkers = Vec::new();
        if sure && self.strikes(pm.role, loser, t, occ, true).has(k) {
            checkers.push((t, pm.role));
        }
        for (j, m) in self.men.iter().enumerate() {
            if j != p
                && m.color == loser
                && m.role != Role::King
                && self.steady.has(m.at)
                && self.strikes(m.role, loser, m.at, occ, true).has(k)
            {
                checkers.push((m.at, m.role));
            }
        }
        if checkers.is_empty() {
            return false;
        }
        // The king's flights, its own square left behind.
        let mut occ_k = occ;
        occ_k.del(k);
        let by_mover = if sure { self.strikes(pm.role, loser, t, occ_k, true) } else { B::default() };
        let boxed = self.flights_closed(mater, k, t, |n| {
            by_mover.has(n)
                || self.men.iter().enumerate().any(|(j, m)| {
                    j != p
                        && m.color == loser
                        && !self.capturable.has(m.at)
                        && !self.promotable[j]
                        && !(self.reach[j] != B::one(m.at) && m.may_petrify(self.pos))
                        && self.reach[j].iter().all(|r| self.strikes(m.role, loser, r, occ_k, true).has(n))
                })
        });
        if !boxed {
            return false;
        }
        if checkers.len() > 1 {
            return true;
        }
        // One checker: taken, or a man set between.
        let (c, role) = checkers[0];
        let slider = matches!(role, Role::Rook | Role::Bishop | Role::Queen);
        let targets = if slider { B::one(c).or(self.line_between(c, k)) } else { B::one(c) };
        let mut blockers = self.steady;
        blockers.del(s);
        blockers.add(t);
        for (j, m) in self.men.iter().enumerate() {
            if m.color != mater || m.role == Role::King {
                continue;
            }
            for r in self.reach[j].iter() {
                let reach = if m.role == Role::Pawn {
                    let mut b = self.strikes(Role::Pawn, mater, r, blockers, false).and(B::one(c));
                    // Pushes (one or two, or past a bastion): every square ahead within two ranks.
                    let (rf, rr) = (mb::square(r).file() as i16, Self::rank(r) as i16);
                    for x in targets.minus(B::one(c)).iter() {
                        let (xf, xr) = (mb::square(x).file() as i16, Self::rank(x) as i16);
                        let ahead = (xr - rr) * mater.forward() as i16;
                        if (xf - rf).abs() <= 1 && (1..=2).contains(&ahead) {
                            b.add(x);
                        }
                    }
                    b
                } else {
                    self.strikes(m.role, mater, r, blockers, false).and(targets)
                };
                if reach.any() {
                    return false;
                }
            }
        }
        true
    }

    /// Does `color` take nothing on a line to the mater's mate: it is the loser, and the mater
    /// has one man besides its king (taken, the mater is left a lone king, which never mates)?
    fn spares_last_man(&self, color: Color) -> bool {
        self.mater == Some(color.other()) && self.one_man(color.other())
    }

    /// Is the filter of [`Sat::gives_last_man`] on for the moves of `color`'s men: `color` is
    /// the mater named, it has one man besides its king, and the losing king never moves?
    fn guards_last_man(&self, color: Color) -> bool {
        if self.mater != Some(color) {
            return false;
        }
        let Some(li) = self.king_of[color.other().index()] else { return false };
        self.reach[li] == B::one(self.men[li].at) && self.one_man(color)
    }

    /// Would the mater's move of its last man besides its king, `p`, from `s` to `t`, give that
    /// man away — a check next to the losing king, which never moves, that every reply must
    /// answer by taking it, after which a lone king never mates (after CHA)? Read right after
    /// the move: the check is sure (a pawn that promotes there is not followed), the king
    /// has no flight (each walled, held by its own man that never moves, or struck for sure
    /// by the checker or by the mater's king from every square it may stand on), and a
    /// capture is there: by the king (the mater's king never stands next to `t`) or by a man
    /// that never moves and strikes `t` for sure. The check is next to the king, so nothing
    /// steps between.
    fn gives_last_man(&self, p: usize, s: usize, t: usize) -> bool {
        let pm = self.men[p];
        let mater = pm.color;
        let loser = mater.other();
        let (Some(li), Some(mi)) = (self.king_of[loser.index()], self.king_of[mater.index()]) else { return false };
        let kl = self.men[li].at;
        let next_to = |a: usize, b: usize| mb::KING.iter().any(|&d| (a as isize + d) as usize == b);
        if !next_to(kl, t) || (pm.role == Role::Pawn && Self::rank(t) == mater.last_rank(self.pos.height)) {
            return false;
        }
        let mut occ = self.board.minus(self.clear);
        occ.del(s);
        occ.add(t);
        if !self.strikes(pm.role, mater, t, occ, true).has(kl) {
            return false;
        }
        let mut occ_k = occ;
        occ_k.del(kl);
        let by_mover = self.strikes(pm.role, mater, t, occ_k, true);
        // Taking the checker on `t` is a reply, not a flight: read below.
        let boxed = self.flights_closed(loser, kl, t, |n| {
            n == t || by_mover.has(n) || self.reach[mi].iter().all(|r| next_to(r, n))
        });
        if !boxed {
            return false;
        }
        let by_king = !self.reach[mi].iter().any(|r| next_to(r, t) || r == t);
        by_king
            || self.men.iter().any(|m| {
                m.color == loser
                    && m.role != Role::King
                    && self.steady.has(m.at)
                    && self.strikes(m.role, loser, m.at, occ, true).has(t)
            })
    }

    /// Has `side`'s king on `king` no flight right after a move landing on `t`: each square next
    /// to it walled, held by its own man that never moves (unless `t` took it), or `struck`?
    fn flights_closed(&self, side: Color, king: usize, t: usize, struck: impl Fn(usize) -> bool) -> bool {
        let own_steady = self.own[side.index()].and(self.steady);
        mb::KING.iter().all(|&d| {
            let n = (king as isize + d) as usize;
            !self.enterable(n) || (n != t && own_steady.has(n)) || struck(n)
        })
    }

    /// Has `color` one man besides its king?
    fn one_man(&self, color: Color) -> bool {
        self.men.iter().filter(|m| m.color == color && m.role != Role::King).count() == 1
    }

    /// The squares strictly between `a` and `b` on one line (none if they share none).
    fn line_between(&self, a: usize, b: usize) -> B {
        let (sa, sb) = (mb::square(a), mb::square(b));
        let (df, dr) = (sb.file() as isize - sa.file() as isize, sb.rank() as isize - sa.rank() as isize);
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return B::default();
        }
        let step = df.signum() + dr.signum() * mb::WIDTH;
        let mut out = B::default();
        let mut j = a as isize + step;
        while j != b as isize {
            out.add(j as usize);
            j += step;
        }
        out
    }

    /// Does pawn `k` never leave its file (so never capture), by the sets so far?
    fn on_its_file(&self, k: usize) -> bool {
        let m = self.men[k];
        let file = mb::square(m.at).file();
        m.role == Role::Pawn && !self.promotable[k] && self.reach[k].iter().all(|i| mb::square(i).file() == file)
    }

    /// Two pawns on one file that neither ever leaves never pass each other (a push needs the
    /// squares it crosses empty): while the one ahead is never taken, the one behind stays
    /// short of the farthest square the one ahead may reach in its direction.
    fn update_ceilings(&mut self) {
        let n = self.men.len();
        for k in 0..n {
            self.ceiling[k] = None;
            if !self.on_its_file(k) {
                continue;
            }
            let m = self.men[k];
            let (file, rank) = (mb::square(m.at).file(), mb::square(m.at).rank());
            let up = m.color == Color::White;
            for j in 0..n {
                let y = self.men[j];
                let (yf, yr) = (mb::square(y.at).file(), mb::square(y.at).rank());
                if j == k || yf != file || (up && yr <= rank) || (!up && yr >= rank) {
                    continue;
                }
                if !self.on_its_file(j) || self.capturable.has(y.at) {
                    continue;
                }
                let ranks = self.reach[j].iter().map(|i| mb::square(i).rank());
                let far = if up { ranks.max() } else { ranks.min() };
                let Some(far) = far else { continue };
                self.ceiling[k] = Some(match self.ceiling[k] {
                    None => far,
                    Some(c) if up => c.min(far),
                    Some(c) => c.max(far),
                });
            }
        }
    }

    /// Runs the fixpoint (at most `max_rounds` rounds); false if it did not settle.
    ///
    /// Kept whole on purpose (over 100 lines): one round reads every man's reach from the sets
    /// of the round before and closes what no man can ever open; the rounds' invariants hold
    /// across the whole loop, which is where a reader checks them.
    pub fn saturate(&mut self, max_rounds: u32) -> bool {
        let n = self.men.len();
        loop {
            if self.rounds >= max_rounds {
                return false;
            }
            self.rounds += 1;
            let before = (
                self.reach.clone(),
                self.steady,
                self.clear,
                self.capturable,
                self.sacrificable,
                self.captures.clone(),
                self.promotable.clone(),
                self.attacked,
            );
            self.update_ceilings();
            for k in 0..n {
                self.update_tight(k, false);
            }
            self.update_gates();
            self.immobile = Color::ALL.map(|c| {
                self.men
                    .iter()
                    .enumerate()
                    .all(|(j, m)| m.color != c || m.role == Role::King || self.reach[j] == B::one(m.at))
            });
            for k in 0..n {
                let m = self.men[k];
                let mut add = B::default();
                let mut captured = false;
                let fresh = if matches!(m.role, Role::Knight | Role::Rook | Role::Bishop | Role::Queen) {
                    // The squares read are kept with the steady men then, and, if a tight man shut
                    // a move, the count of changes to the tight men then (`UNSHUT`: none did).
                    let (done, steady, tight) = self.read[k];
                    let same = steady == self.steady && (tight == UNSHUT || tight == self.tight_changes);
                    let fresh = if same { self.reach[k].minus(done) } else { self.reach[k] };
                    self.shut_hit.set(false);
                    for s in fresh.iter() {
                        let (t, c) = self.targets(k, s);
                        add = add.or(t);
                        captured |= c;
                    }
                    let hit = self.shut_hit.get() || (same && tight != UNSHUT);
                    // Under the mater's filter a move refused may be let through later, when
                    // the mater's men reach farther: read everything again each round.
                    let guarded = self.gates.guard[m.color.index()] || self.gates.last[m.color.index()];
                    let done = if guarded { B::default() } else { self.reach[k] };
                    self.read[k] = (done, self.steady, if hit { self.tight_changes } else { UNSHUT });
                    B::default()
                } else {
                    self.reach[k]
                };
                for s in fresh.iter() {
                    let (t, c) = self.targets(k, s);
                    add = add.or(t);
                    captured |= c;
                }
                if captured {
                    self.captures[k] = true;
                }
                // A case of a split: no man enters the square of a kept man that never moved.
                let kept = self.keep.and(self.steady).minus(B::one(m.at));
                self.reach[k] = self.reach[k].or(add.minus(kept));
                if m.role == Role::Pawn && !self.promotable[k] {
                    let last = m.color.last_rank(self.pos.height);
                    if self.reach[k].iter().any(|i| Self::rank(i) == last) {
                        self.promotable[k] = true;
                    }
                }
                if self.promotable[k] {
                    let never = self.steady.and(self.own[m.color.index()].or(self.kings));
                    self.reach[k] = self.reach[k].or(self.board.minus(self.walls).minus(never).minus(kept));
                }
                let r = self.reach[k];
                self.update_tight(k, r != before.0[k]);
                if r != B::one(m.at) {
                    self.steady.del(m.at);
                }
                self.steady = self.steady.minus(r.minus(B::one(m.at)).minus(self.kings));
                self.clear = self.clear.minus(r);
                if m.role != Role::King {
                    self.sacrificable[m.color.index()] = self.sacrificable[m.color.index()].or(r);
                }
            }
            for k in 0..n {
                let m = self.men[k];
                if m.role == Role::Pawn && !self.promotable[k] {
                    // A pawn that never leaves its file never captures (a capture moves it off).
                    let file = mb::square(m.at).file();
                    if self.reach[k].iter().all(|i| mb::square(i).file() == file) {
                        continue;
                    }
                }
                for j in 0..n {
                    let v = self.men[j];
                    if v.color != m.color
                        && v.role != Role::King
                        && !self.gates.spare[m.color.index()]
                        && self.reach[k].and(self.reach[j]).any()
                    {
                        self.capturable.add(v.at);
                    }
                }
            }
            // The candidates for a split: the first men found unmoved but capturable, joined by
            // more such men until some pawn may promote (after CHA: a promotion frees so much
            // that a split on the later ones rarely pays).
            if self.first_taken.is_none() || !self.promotable.contains(&true) {
                let mut still = B::default();
                for (k, m) in self.men.iter().enumerate() {
                    if self.reach[k] == B::one(m.at) && self.capturable.has(m.at) {
                        still.add(m.at);
                    }
                }
                if still.any() {
                    self.first_taken = Some(self.first_taken.unwrap_or_default().or(still));
                }
            }
            self.steady = self.steady.minus(self.capturable);
            self.update_attacked();
            let after = (
                &self.reach,
                self.steady,
                self.clear,
                self.capturable,
                self.sacrificable,
                &self.captures,
                &self.promotable,
                self.attacked,
            );
            if before.0 == *after.0
                && before.1 == after.1
                && before.2 == after.2
                && before.3 == after.3
                && before.4 == after.4
                && before.5 == *after.5
                && before.6 == *after.6
                && before.7 == after.7
            {
                // The ceilings are read from these sets: unchanged too.
                return true;
            }
        }
    }

    /// The squares man `k` may stand on after at most `moves` moves, by the settled sets.
    fn within(&self, k: usize, moves: u16) -> B {
        let mut seen = B::one(self.men[k].at);
        let mut layer = seen;
        for _ in 0..moves {
            let mut next = B::default();
            for s in layer.iter() {
                next = next.or(self.targets(k, s).0.and(self.reach[k]));
            }
            layer = next.minus(seen);
            if !layer.any() {
                break;
            }
            seen = seen.or(layer);
        }
        seen
    }

    /// After [`Sat::saturate`]: could `mater` ever mate? `None` if it could; else the strikers
    /// (the mater's men that may check the king on a square of its region) and the silent men
    /// (those that strike there but can never give check, see `checks_given`). `reserve`: count
    /// the reserves (a piece strikes only from where it stands after all but its last move, R17).
    ///
    /// Kept whole on purpose (over 100 lines): the soundness argument (every way a mate needs a
    /// striker and a closed king) is one chain of conditions; split, each part would be unsound
    /// on its own.
    fn could_mate(&self, mater: Color, reserve: bool) -> Option<(B, B)> {
        let loser = mater.other();
        let lk = self.men.iter().position(|m| m.role == Role::King && m.color == loser)?;
        let mk = self.men.iter().position(|m| m.role == Role::King && m.color == mater)?;
        let region = self.reach[lk];
        // Where the king may stand checked (`checks`), and what may close its flights besides
        // (`visited`): see `checks_given`.
        let strikes = self.strikes_on(mater, region, reserve);
        let (visited, checks, strikers) = (strikes.covered, strikes.checks, strikes.checkers);
        if !checks.any() {
            return Some((strikers, strikes.silent));
        }
        // What may close a flight: the loser's men, and any man that may turn to stone.
        let closers: Vec<B> = self
            .men
            .iter()
            .enumerate()
            .filter(|(_, m)| !self.frozen.has(m.at))
            .filter(|(_, m)| (m.color == loser && m.role != Role::King) || m.may_petrify(self.pos))
            .map(|(k, _)| self.reach[k])
            .collect();
        let king_reach = self.reach[mk];
        let nbrs = |i: usize| {
            let mut b = B::default();
            for &d in &mb::KING {
                let j = (i as isize + d) as usize;
                if self.pos.board[j] != mb::OFF {
                    b.add(j);
                }
            }
            b
        };
        for ms in checks.iter() {
            let escapes = nbrs(ms).and(region).minus(visited);
            let mut count = 0u32;
            let mut closable = B::default();
            for c in &closers {
                let x = c.and(escapes);
                if x.any() {
                    count += 1;
                    closable = closable.or(x);
                }
            }
            let squares: Vec<usize> = closable.iter().collect();
            let n = count.min(squares.len() as u32) as usize;
            let kings_near = nbrs(ms).or(B::one(ms));
            let guard = |remaining: B| {
                if !remaining.any() {
                    return true;
                }
                // The mater's king guards the rest from one square, not next to the mated king.
                let mut cand = B::default();
                for r in remaining.iter() {
                    cand = cand.or(nbrs(r));
                }
                cand.and(king_reach).minus(kings_near).iter().any(|s| nbrs(s).and(remaining) == remaining)
            };
            // Every way to close `n` of the closable flights (more closers than squares: all).
            let total = squares.len();
            let mut mask: u32 = if n == 0 { 0 } else { (1u32 << n) - 1 };
            loop {
                let mut covered = B::default();
                for (b, &sq) in squares.iter().enumerate() {
                    if mask >> b & 1 == 1 {
                        covered.add(sq);
                    }
                }
                if guard(escapes.minus(covered)) {
                    return None;
                }
                if n == 0 {
                    break;
                }
                // The next mask with `n` bits (Gosper's hack).
                let c = mask & mask.wrapping_neg();
                let r = mask + c;
                mask = (((r ^ mask) >> 2) / c) | r;
                if mask >= 1u32 << total {
                    break;
                }
            }
        }
        Some((strikers, strikes.silent))
    }

    fn steady_squares(&self) -> SquareSet {
        self.steady.squares()
    }

    fn region(&self, loser: Color) -> SquareSet {
        let lk = self.men.iter().position(|m| m.role == Role::King && m.color == loser);
        lk.map_or(SquareSet::EMPTY, |k| self.reach[k].squares())
    }

    /// After [`Sat::saturate`]: the proof that `mater` can never mate, if these sets give one
    /// (without the reserves, else counting them).
    fn locked(&self, mater: Color) -> Option<Locked> {
        let ((strikers, silent), by_reserve) = match self.could_mate(mater, false) {
            Some(s) => (s, false),
            None => (self.could_mate(mater, true)?, true),
        };
        Some(Locked {
            region: self.region(mater.other()),
            steady: self.steady_squares(),
            strikers: strikers.squares(),
            silent: silent.squares(),
            by_reserve,
        })
    }
}

/// The proof by the fixpoint that `mater` can never mate, if it holds.
pub(crate) fn prove(pos: &Position, mater: Color, splits: usize) -> Option<Locked> {
    let [w, b] = prove_sides(pos, [mater == Color::White, mater == Color::Black], splits);
    w.or(b)
}

/// The proofs for the sides asked (`[white, black]`), from one fixpoint (it does not depend on
/// who would mate), and where it proves nothing, from the two cases of a split on a man that
/// may be taken before it moves (each case a fixpoint of its own; at most `splits` men tried,
/// one at a time: [`SPLITS`] for the full analysis, [`FAST_SPLITS`] for the fast check).
pub(crate) fn prove_sides(pos: &Position, asked: [bool; 2], splits: usize) -> [Option<Locked>; 2] {
    // One side asked: the lines followed are those that may end in its mate.
    let only = match asked {
        [true, false] => Some(Color::White),
        [false, true] => Some(Color::Black),
        _ => None,
    };
    let Some(sat) = settled(pos, B::default(), B::default(), only) else { return [None, None] };
    let mut out = Color::ALL.map(|mater| if asked[mater.index()] { sat.locked(mater) } else { None });
    // A man found both steady and capturable splits the lines in two (after CHA): either it
    // is never taken before it moves (`keep`), or it is taken before it ever moves, so it
    // never moves (`frozen`). Mate is impossible when it is in both cases.
    let open = |out: &[Option<Locked>; 2]| -> Vec<Color> {
        Color::ALL.into_iter().filter(|c| asked[c.index()] && out[c.index()].is_none()).collect()
    };
    if open(&out).is_empty() {
        return out;
    }
    let Some(group) = sat.first_taken else { return out };
    for i in group.iter().take(splits) {
        let Some(kept) = settled(pos, B::one(i), B::default(), only) else { continue };
        let mut frozen = None;
        for mater in open(&out) {
            let Some(a) = kept.locked(mater) else { continue };
            if frozen.is_none() {
                frozen = Some(settled(pos, B::default(), B::one(i), only));
            }
            let Some(Some(f)) = &frozen else { break };
            if let Some(b) = f.locked(mater) {
                out[mater.index()] = Some(a.and(b));
            }
        }
        if open(&out).is_empty() {
            break;
        }
    }
    // Two such men split every line in four (after CHA): each is kept or taken before it
    // moves, independently. Mate is impossible when it is in all four.
    let pair: Vec<usize> = group.iter().collect();
    if splits >= 2 && pair.len() == 2 && !open(&out).is_empty() {
        let (x, y) = (B::one(pair[0]), B::one(pair[1]));
        let cases = [(x.or(y), B::default()), (x, y), (y, x), (B::default(), x.or(y))];
        let mut sats = Vec::with_capacity(4);
        for mater in open(&out) {
            let mut proof: Option<Locked> = None;
            for (c, &(keep, frozen)) in cases.iter().enumerate() {
                if sats.len() <= c {
                    sats.push(settled(pos, keep, frozen, only));
                }
                let Some(Some(l)) = sats[c].as_ref().map(|s: &Sat<'_>| s.locked(mater)) else {
                    proof = None;
                    break;
                };
                proof = Some(match proof {
                    None => l,
                    Some(p) => p.and(l),
                });
            }
            out[mater.index()] = proof;
        }
    }
    out
}

/// The men the fixpoint proves steady (never moving, never taken) in `pos`, with no split;
/// none if it does not settle. The search's last pass steers the bishops round them.
pub(crate) fn steady(pos: &Position) -> SquareSet {
    settled(pos, B::default(), B::default(), None).map_or(SquareSet::EMPTY, |s| s.steady_squares())
}

/// At most this many men are split on by the full analysis, and by the fast check (it runs
/// after every move: each split costs two more fixpoints).
pub(crate) const SPLITS: usize = 4;
pub(crate) const FAST_SPLITS: usize = 1;

/// The fixpoint with a split's assumptions, if it settles.
fn settled(pos: &Position, keep: B, frozen: B, mater: Option<Color>) -> Option<Sat<'_>> {
    let mut sat = Sat::new(pos);
    sat.mater = mater;
    sat.keep = keep;
    sat.frozen = frozen;
    sat.saturate(64).then_some(sat)
}

/// Is it worth running the fixpoint? Some pawns stand blocked — by a pawn of the other side,
/// a wall or the enemy king right ahead: the fixpoint proves nothing on a board where
/// everything is free to move.
pub(crate) fn worth_trying(pos: &Position) -> bool {
    let (blocked, _, _) = census(pos);
    blocked >= 2
}

/// Is the fixpoint cheap and promising enough for the fast check, which runs after every move
/// (CHA's gate: a blocked structure, at least half the pawns blocked less two — here counting
/// both pawns of a blocked pair — no queen, rook or knight free to move, no pawn free to run)?
/// Few pieces other than pawns and kings, most pawns blocked, no queen, rook or knight with a
/// move, and no pawn with its next square empty and no pawn of the other side nor a wall ahead
/// on its file or the files beside — the last two where no wall stands (behind walls a free
/// piece may still be shut out for good), and, as CHA, no file with a pawn of one side alone
/// (not about to promote). On chasolver's lichess file this runs the fixpoint on 484 positions
/// of 65,536 (7,640 without the conditions after the pawn counts) and loses none of its
/// proofs; on the hard positions it keeps 1,607 of 1,657 (the full analysis proves the rest).
/// The lone-pawn condition (issue 40) halves the fast check's time on the lichess sample (its
/// fixpoints proved nothing there) and loses none of its proofs on every 10th of lichess.txt;
/// on positions.txt the fast check proves 1,924 verdicts of 6,828 where it proved 2,070 (the
/// full analysis proves every one).
pub(crate) fn fast_enough(pos: &Position) -> bool {
    let (blocked, pawns, pieces) = census(pos);
    blocked >= 2
        && blocked + 4 >= pawns
        && pieces <= 8
        && (walls_anywhere(pos) || !(heavy_free(pos) || runner(pos) || lonely_pawns(pos)))
}

/// Does a file hold a pawn of one side (not on its rank before last) and none of the other's
/// (CHA's gate for its static analysis in `is_unwinnable_fast`)?
fn lonely_pawns(pos: &Position) -> bool {
    let files = Color::ALL.map(|c| {
        let pawn = mb::piece_code(c, Role::Pawn);
        let before_last = c.rank_before_last(pos.height);
        pos.occupied[c.index()]
            .iter()
            .filter(|&sq| pos.board[mb::index(sq)] == pawn && sq.rank() != before_last)
            .fold(0u32, |f, sq| f | 1 << sq.file())
    });
    files[0] != files[1]
}

/// Is a queen, rook or knight free to move, or a pawn free to run, on a board where no wall
/// stands? The fixpoint rarely proves anything there.
pub(crate) fn pieces_free(pos: &Position) -> bool {
    !walls_anywhere(pos) && (heavy_free(pos) || runner(pos))
}

/// Does a queen, rook or knight of either side have a move (to an empty square or a capture)?
fn heavy_free(pos: &Position) -> bool {
    const ROOK: [isize; 4] = [1, -1, mb::WIDTH, -mb::WIDTH];
    for c in Color::ALL {
        for sq in pos.occupied[c.index()].iter() {
            let i = mb::index(sq);
            let steps: &[isize] = match mb::role_of(pos.board[i]) {
                Role::Knight => &mb::KNIGHT,
                Role::Rook => &ROOK,
                Role::Queen => &mb::KING,
                _ => continue,
            };
            for d in steps {
                let code = pos.board[(i as isize + d) as usize];
                if code == mb::EMPTY || (code < 16 && !mb::is_color(code, c)) {
                    return true;
                }
            }
        }
    }
    false
}

/// Is a pawn free to run: its next square empty, and ahead of it, on its file and the files
/// beside, no pawn of the other side and no wall?
fn runner(pos: &Position) -> bool {
    let walls = [mb::MONUMENT, mb::bastion_code(Color::White), mb::bastion_code(Color::Black)];
    for c in Color::ALL {
        let fwd = c.forward() as isize * mb::WIDTH;
        let stoppers = [walls[0], walls[1], walls[2], mb::piece_code(c.other(), Role::Pawn)];
        'pawns: for sq in pos.occupied[c.index()].iter() {
            let i = mb::index(sq) as isize;
            if mb::role_of(pos.board[i as usize]) != Role::Pawn || pos.board[(i + fwd) as usize] != mb::EMPTY {
                continue;
            }
            let mut j = i + fwd;
            while pos.board[j as usize] != mb::OFF {
                if [j - 1, j, j + 1].iter().any(|&k| stoppers.contains(&pos.board[k as usize])) {
                    continue 'pawns;
                }
                j += fwd;
            }
            return true;
        }
    }
    false
}

/// Blocked pawns, pawns, and pieces other than pawns and kings.
fn census(pos: &Position) -> (usize, usize, usize) {
    let (mut blocked, mut pawns, mut pieces) = (0, 0, 0);
    for c in Color::ALL {
        for sq in pos.occupied[c.index()].iter() {
            let i = mb::index(sq);
            match mb::role_of(pos.board[i]) {
                Role::Pawn => pawns += 1,
                Role::King => continue,
                _ => {
                    pieces += 1;
                    continue;
                }
            }
            let ahead = (i as isize + c.forward() as isize * mb::WIDTH) as usize;
            let code = pos.board[ahead];
            if code == mb::MONUMENT
                || code == mb::bastion_code(c.other())
                || code == mb::bastion_code(c)
                || (code != mb::OFF && code != mb::EMPTY && code < 16 && !mb::is_color(code, c))
            {
                blocked += 1;
            }
        }
    }
    (blocked, pawns, pieces)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    #[test]
    fn a_locked_chain_is_proved() {
        let p = Position::from_vfen("3k1b2/8/8/p1p1p1p1/P1P1P1P1/8/8/3K1B2 w - - 0 1", Rules::classical()).unwrap();
        assert!(prove(&p, Color::White, SPLITS).is_some());
        assert!(prove(&p, Color::Black, SPLITS).is_some());
        let p = Position::from_vfen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Rules::classical())
            .unwrap();
        assert!(prove(&p, Color::White, SPLITS).is_none());
    }
}

#[cfg(test)]
mod debug {
    use super::*;
    use crate::Rules;

    #[test]
    #[ignore]
    fn show() {
        let fen = std::env::var("FEN").unwrap();
        let p = Position::from_vfen(&fen, Rules::classical()).unwrap();
        let mut s = Sat::new(&p);
        let squares = |var: &str| {
            let mut b = B::default();
            for name in std::env::var(var).unwrap_or_default().split(',').filter(|n| !n.is_empty()) {
                b.add(mb::index(crate::Square::parse_prefix(name).unwrap().0));
            }
            b
        };
        s.keep = squares("KEEP");
        s.frozen = squares("FROZEN");
        s.mater = match std::env::var("MATER").as_deref() {
            Ok("White") => Some(Color::White),
            Ok("Black") => Some(Color::Black),
            _ => None,
        };
        for r in 1..64 {
            let done = s.saturate(r);
            let names = |b: B| b.iter().map(|i| mb::square(i).to_string()).collect::<Vec<_>>().join(",");
            println!(
                "round {r}: steady {} | capt {} | attW {} | attB {} | sacW {} | sacB {}",
                names(s.steady),
                names(s.capturable),
                names(s.attacked[0]),
                names(s.attacked[1]),
                names(s.sacrificable[0]),
                names(s.sacrificable[1])
            );
            if let Ok(who) = std::env::var("WHO") {
                for (k, m) in s.men.iter().enumerate() {
                    if who == "all" || mb::square(m.at).to_string() == who {
                        println!("  {}: {}", mb::square(m.at), names(s.reach[k]));
                    }
                }
            }
            if done {
                break;
            }
        }
        for (k, m) in s.men.iter().enumerate() {
            let names: Vec<String> = s.reach[k].iter().map(|i| mb::square(i).to_string()).collect();
            println!(
                "{} {:?} {:?} steady={} capt={} reach={}",
                mb::square(m.at),
                m.color,
                m.role,
                s.steady.has(m.at),
                s.capturable.has(m.at),
                names.join(",")
            );
        }
        println!(
            "first taken: {:?}",
            s.first_taken.map(|b| b.squares().iter().map(|q| q.to_string()).collect::<Vec<_>>())
        );
        for c in Color::ALL {
            let names: Vec<String> = s.attacked[c.index()].iter().map(|i| mb::square(i).to_string()).collect();
            println!("attacked {c:?}: {}", names.join(","));
            println!("could mate {c:?}: {:?}", s.could_mate(c, false).map(|b| b.0.squares().len()));
        }
    }
}

#[cfg(test)]
mod timing {
    use crate::{Position, Rules};

    #[test]
    #[ignore]
    fn fast_check_on_middlegames() {
        const A: &str = "5pp5/4p3k2r/2n3pp2Q1/2x4n1x2/2r8x/4b1p5/N2p4P1XP/3b4q3/1B5B4/2P3X4X/1P3PN5/5KP2R2 w - - 2 13 reserve:j1=12,b4=10,h4=4,d5=8,i5=11,e7=8,c8=5,k10=11,l11=11 hero:d6 fresh:g1,b2,f2,c3,g10,h10,e11,f12,g12 newborn:Q=12,R=13,B=12,q=12,r=12,b=13";
        const B: &str = "4p7/6rp4/q1pn3b4/3p1R1b1k2/2B3x1xxpp/2n3Pp3p/3X5Q1R/X4K2XP2/12/1P1P1N6/5B1N1PP1/9P2 w - - 2 13 reserve:f2=12,j6=4,l6=11,c8=12,f9=6,h9=9,a10=4,h10=13,g11=10 fresh:j1,j2,k2,b3,d3,j5,l7,k8,l8,d9,h11,e12 newborn:Q=6,R=11,B=13,q=6,r=14,b=13";
        // Blocked, so the fixpoint runs (and its splits, where it proves nothing).
        const C: &str = "5b5k/12/12/12/12/p3p1p1p1p1/P1P1P1P1P1P1/12/12/12/12/K4B6 w - - 0 1 reserve:f1=10,f12=10";
        const D: &str = "5b5k/12/12/12/12/p1p1p1p1p1p1/P1P1P1P1P1P1/12/12/12/12/K4B6 w - - 0 1 reserve:f1=10,f12=10";
        for f in [A, B, C, D] {
            let p = Position::from_vfen(f, Rules::default()).unwrap();
            println!("worth {}", super::worth_trying(&p));
            let t = std::time::Instant::now();
            for _ in 0..200 {
                std::hint::black_box(crate::can_mate::dead_by_fast_check(&p));
            }
            println!("{:?} per check", t.elapsed() / 200);
        }
    }
}
