//! A bitboard twin of `Position` for plain chess: the classical ruleset on an 8x8 board with no
//! bastions and no monuments. Such a board fits one `u64` per piece kind, so attacks come from
//! tables and rays instead of mailbox walks — the way shakmaty and Stockfish count. Perft uses
//! it whenever a position qualifies (`Board8::from_position`); everything else (Victoria, walls,
//! explanations, SAN) stays on the general generator in `movegen.rs`. The rules are the same
//! ones, read the same way (castling with any rook that keeps its right, R24/E4; en passant
//! per E8; the king never captured), and tests hold the two generators to the same counts on
//! the published suite and on random positions.

use super::mailbox as mb;
use super::options::Ruleset;
use super::piece::{Color, Role};
use super::position::Position;
use super::square::Square;

const N: usize = 64;

const fn step_table(deltas: &[(i8, i8)]) -> [u64; N] {
    let mut t = [0u64; N];
    let mut s = 0;
    while s < N {
        let (f, r) = ((s % 8) as i8, (s / 8) as i8);
        let mut i = 0;
        while i < deltas.len() {
            let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                t[s] |= 1u64 << (nr * 8 + nf) as u32;
            }
            i += 1;
        }
        s += 1;
    }
    t
}

/// The squares a knight on bit `sq` jumps to.
pub(crate) fn knight_jumps(sq: usize) -> u64 {
    KNIGHT[sq]
}

static KNIGHT: [u64; N] = step_table(&[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
static KING: [u64; N] = step_table(&[(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]);
/// The squares a pawn of each colour on a square strikes.
static PAWN: [[u64; N]; 2] = [step_table(&[(-1, 1), (1, 1)]), step_table(&[(-1, -1), (1, -1)])];

/// Directions 0–3 raise the square index (N, E, NE, NW), 4–7 lower it (S, W, SW, SE).
const DIRS: [(i8, i8); 8] = [(0, 1), (1, 0), (1, 1), (-1, 1), (0, -1), (-1, 0), (-1, -1), (1, -1)];

const fn ray_table() -> [[u64; N]; 8] {
    let mut t = [[0u64; N]; 8];
    let mut d = 0;
    while d < 8 {
        let mut s = 0;
        while s < N {
            let (mut f, mut r) = ((s % 8) as i8 + DIRS[d].0, (s / 8) as i8 + DIRS[d].1);
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                t[d][s] |= 1u64 << (r * 8 + f) as u32;
                f += DIRS[d].0;
                r += DIRS[d].1;
            }
            s += 1;
        }
        d += 1;
    }
    t
}

static RAYS: [[u64; N]; 8] = ray_table();

/// The squares a rook (`.0`) and a bishop (`.1`) strike from each square of an empty board.
const fn empty_board_lines() -> ([u64; N], [u64; N]) {
    let rays = ray_table();
    let mut rook = [0u64; N];
    let mut bishop = [0u64; N];
    let mut s = 0;
    while s < N {
        rook[s] = rays[0][s] | rays[1][s] | rays[4][s] | rays[5][s];
        bishop[s] = rays[2][s] | rays[3][s] | rays[6][s] | rays[7][s];
        s += 1;
    }
    (rook, bishop)
}

static OPEN_LINES: ([u64; N], [u64; N]) = empty_board_lines();

/// `BETWEEN[a][b]`: the squares strictly between two squares on a line; `LINE[a][b]`: the
/// whole line through both (empty when they share none).
const fn line_tables() -> ([[u64; N]; N], [[u64; N]; N]) {
    let rays = ray_table();
    let mut between = [[0u64; N]; N];
    let mut line = [[0u64; N]; N];
    let mut a = 0;
    while a < N {
        let mut d = 0;
        while d < 8 {
            let mut b = 0;
            while b < N {
                if rays[d][a] & (1u64 << b) != 0 {
                    between[a][b] = rays[d][a] & !rays[d][b] & !(1u64 << b);
                    line[a][b] = rays[d][a] | rays[(d + 4) % 8][a] | (1u64 << a);
                }
                b += 1;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

static LINES: ([[u64; N]; N], [[u64; N]; N]) = line_tables();

/// The squares a slider on `sq` strikes in direction `d`, up to and with the first piece of
/// `occ`. Without a branch: with no blocker the lookup lands on h8 (rising directions) or a1
/// (falling ones), whose rays that way are empty.
#[inline]
fn ray(d: usize, sq: usize, occ: u64) -> u64 {
    let r = RAYS[d][sq];
    let blockers = r & occ;
    let first = if d < 4 { (blockers | 1 << 63).trailing_zeros() } else { 63 - (blockers | 1).leading_zeros() };
    r ^ RAYS[d][first as usize]
}

#[inline]
fn rook_attacks(sq: usize, occ: u64) -> u64 {
    ray(0, sq, occ) | ray(1, sq, occ) | ray(4, sq, occ) | ray(5, sq, occ)
}

/// The squares a bishop on bit `sq` strikes with the squares of `occ` occupied.
#[inline]
pub(crate) fn bishop_attacks(sq: usize, occ: u64) -> u64 {
    ray(2, sq, occ) | ray(3, sq, occ) | ray(6, sq, occ) | ray(7, sq, occ)
}

/// Iterates the set squares of a bitboard, lowest first.
#[inline]
fn squares(mut bb: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if bb == 0 {
            return None;
        }
        let s = bb.trailing_zeros() as usize;
        bb &= bb - 1;
        Some(s)
    })
}

const NORMAL: u8 = 0;
const DOUBLE: u8 = 1;
const EN_PASSANT: u8 = 2;
const CASTLE: u8 = 3;
const PROMOTE: u8 = 4;

/// A move on the bitboard: `extra` is the castling rook's square or the promotion role.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct M8 {
    pub(crate) from: u8,
    pub(crate) to: u8,
    pub(crate) kind: u8,
    pub(crate) extra: u8,
}

impl M8 {
    /// The promotion role, if the move promotes.
    pub(crate) fn promotion(self) -> Option<Role> {
        (self.kind == PROMOTE).then(|| Role::ALL[self.extra as usize])
    }
}

/// Where the generator puts its moves: a fixed list on the stack (perft) or a vector (the
/// can-mate search, which keeps one per ply).
pub(crate) trait Sink {
    fn push(&mut self, from: usize, to: usize, kind: u8, extra: u8);
}

/// A fixed list of moves on the stack (a chess position has at most 218).
struct MoveList {
    moves: [M8; 256],
    len: usize,
}

impl MoveList {
    fn new() -> MoveList {
        MoveList { moves: [M8::default(); 256], len: 0 }
    }
    fn as_slice(&self) -> &[M8] {
        &self.moves[..self.len]
    }
}

impl Sink for MoveList {
    #[inline]
    fn push(&mut self, from: usize, to: usize, kind: u8, extra: u8) {
        self.moves[self.len] = M8 { from: from as u8, to: to as u8, kind, extra };
        self.len += 1;
    }
}

/// A sink that only counts the moves.
struct Count(usize);

impl Sink for Count {
    #[inline]
    fn push(&mut self, _: usize, _: usize, _: u8, _: u8) {
        self.0 += 1;
    }
}

impl Sink for Vec<M8> {
    #[inline]
    fn push(&mut self, from: usize, to: usize, kind: u8, extra: u8) {
        Vec::push(self, M8 { from: from as u8, to: to as u8, kind, extra });
    }
}

const PAWN_: usize = Role::Pawn as usize;
const KNIGHT_: usize = Role::Knight as usize;
const BISHOP_: usize = Role::Bishop as usize;
const ROOK_: usize = Role::Rook as usize;
const QUEEN_: usize = Role::Queen as usize;
const KING_: usize = Role::King as usize;

/// Plain chess on 64 bits per piece kind.
#[derive(Clone, Copy, Debug)]
pub struct Board8 {
    pub(crate) color: [u64; 2],
    pub(crate) role: [u64; 6],
    /// 0 for White to move, 1 for Black.
    pub(crate) turn: usize,
    /// The rooks that keep their castling right, per colour.
    pub(crate) castling: [u64; 2],
    /// Pawns that have not moved (R23: they may double-step).
    pub(crate) fresh: u64,
    /// The en-passant square, 64 for none.
    pub(crate) ep: u8,
    castling_allowed: bool,
}

fn bit8(sq: Square) -> u64 {
    1u64 << (sq.rank() as u32 * 8 + sq.file() as u32)
}

impl Board8 {
    /// The bitboard twin of `pos`, when `pos` is plain chess (classical, 8x8, no bastions or
    /// monuments); `None` otherwise.
    pub fn from_position(pos: &Position) -> Option<Board8> {
        if pos.rules.ruleset != Ruleset::Classical || pos.width != 8 || pos.height != 8 {
            return None;
        }
        let mut b = Board8 {
            color: [0; 2],
            role: [0; 6],
            turn: pos.turn.index(),
            castling: [0; 2],
            fresh: 0,
            ep: 64,
            castling_allowed: pos.rules.castling(),
        };
        for r in 0..8u8 {
            for f in 0..8u8 {
                let sq = Square::new(f, r);
                let code = pos.board[mb::index(sq)];
                if code == mb::EMPTY {
                    continue;
                }
                let mut piece = None;
                for c in Color::ALL {
                    if mb::is_color(code, c) {
                        piece = Some((c, mb::role_of(code)));
                    }
                }
                let (c, role) = piece?;
                b.color[c.index()] |= bit8(sq);
                b.role[role as usize] |= bit8(sq);
            }
        }
        for c in Color::ALL {
            for sq in pos.castling[c.index()].iter() {
                b.castling[c.index()] |= bit8(sq);
            }
        }
        for sq in pos.fresh.iter() {
            b.fresh |= bit8(sq);
        }
        if let Some(ep) = pos.ep_square
            && pos.ep_possible(ep)
        {
            b.ep = ep.rank() * 8 + ep.file();
        }
        Some(b)
    }

    /// Leaf nodes at `depth` plies (the last ply counted in bulk).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut list = MoveList::new();
        self.legal(&mut list);
        if depth == 1 {
            return list.len as u64;
        }
        let mut n = 0;
        for &m in list.as_slice() {
            let mut child = *self;
            child.play(m);
            n += child.perft(depth - 1);
        }
        n
    }

    /// How many legal moves there are (none is kept).
    pub(crate) fn legal_count(&self) -> usize {
        let mut n = Count(0);
        self.legal(&mut n);
        n.0
    }

    /// The legal moves, into `out` (cleared first).
    pub(crate) fn legal_into(&self, out: &mut Vec<M8>) {
        out.clear();
        self.legal(out);
    }

    /// The same position seen from the other side: the ranks reversed and the colours swapped
    /// (White's pieces become Black's on the mirrored squares, the other side moves), so that a
    /// search can always take the side it asks about as White.
    pub(crate) fn mirrored(&self) -> Board8 {
        Board8 {
            color: [self.color[1].swap_bytes(), self.color[0].swap_bytes()],
            role: self.role.map(u64::swap_bytes),
            turn: self.turn ^ 1,
            castling: [self.castling[1].swap_bytes(), self.castling[0].swap_bytes()],
            fresh: self.fresh.swap_bytes(),
            ep: if self.ep < 64 { self.ep ^ 56 } else { 64 },
            castling_allowed: self.castling_allowed,
        }
    }

    /// Is the side to move in check?
    pub(crate) fn in_check(&self) -> bool {
        self.king_struck(self.turn)
    }

    #[inline]
    fn occupied(&self) -> u64 {
        self.color[0] | self.color[1]
    }

    /// The pieces of colour `by` striking `sq` with the board occupied as `occ`. The sliders'
    /// lines are walked only when such a slider stands on one at all.
    #[inline]
    fn attackers(&self, sq: usize, by: usize, occ: u64) -> u64 {
        let theirs = self.color[by];
        let rooks = (self.role[ROOK_] | self.role[QUEEN_]) & theirs;
        let bishops = (self.role[BISHOP_] | self.role[QUEEN_]) & theirs;
        let mut a =
            ((KNIGHT[sq] & self.role[KNIGHT_]) | (KING[sq] & self.role[KING_]) | (PAWN[by ^ 1][sq] & self.role[PAWN_]))
                & theirs;
        if OPEN_LINES.0[sq] & rooks != 0 {
            a |= rook_attacks(sq, occ) & rooks;
        }
        if OPEN_LINES.1[sq] & bishops != 0 {
            a |= bishop_attacks(sq, occ) & bishops;
        }
        a
    }

    fn king(&self, c: usize) -> usize {
        (self.role[KING_] & self.color[c]).trailing_zeros() as usize
    }

    /// Is the king of `c` struck?
    fn king_struck(&self, c: usize) -> bool {
        self.attackers(self.king(c), c ^ 1, self.occupied()) != 0
    }

    /// Is `sq` struck by a piece of colour `by` with the board occupied as `occ`? The leapers
    /// first; then each kind of slider's four rays at once, without a branch per ray (the
    /// king's steps ask this for every square next to it, and a branch per direction
    /// mispredicted often), where such a slider stands on a line through `sq` at all.
    #[inline]
    fn struck(&self, sq: usize, by: usize, occ: u64) -> bool {
        let theirs = self.color[by];
        if (KNIGHT[sq] & self.role[KNIGHT_] | KING[sq] & self.role[KING_] | PAWN[by ^ 1][sq] & self.role[PAWN_])
            & theirs
            != 0
        {
            return true;
        }
        let rooks = (self.role[ROOK_] | self.role[QUEEN_]) & theirs;
        let bishops = (self.role[BISHOP_] | self.role[QUEEN_]) & theirs;
        (OPEN_LINES.0[sq] & rooks != 0 && rook_attacks(sq, occ) & rooks != 0)
            || (OPEN_LINES.1[sq] & bishops != 0 && bishop_attacks(sq, occ) & bishops != 0)
    }

    /// The legal moves into `list`, in the order of the `chess` crate's generator (pawns,
    /// knights, bishops, rooks, queens, the king; each from its lowest square, its targets from
    /// the lowest; promotions to queen, knight, rook, bishop; en passant after the other pawn
    /// moves; castling among the king's targets): the can-mate search follows CHA's order.
    ///
    /// Kept whole on purpose (over 100 lines): the generator's order is the contract, and it
    /// reads as one pass over the piece kinds; split into functions the order would be spread
    /// over them, and this is the hottest loop of the analyser.
    fn legal<S: Sink>(&self, list: &mut S) {
        let us = self.turn;
        let them = us ^ 1;
        let occ = self.occupied();
        let ours = self.color[us];
        let theirs = self.color[them];
        let k = self.king(us);
        // The enemy king is never captured.
        let open = !ours & !(self.role[KING_] & theirs);
        let checkers = self.attackers(k, them, occ);

        if checkers.count_ones() <= 1 {
            let (target, pinned) = self.targets_and_pins(k, checkers, open, ours, theirs, occ);
            let allowed = |from: usize| if pinned >> from & 1 == 1 { LINES.1[k][from] } else { !0 };

            let last = if us == 0 { 7 } else { 0 };
            let fwd: isize = if us == 0 { 8 } else { -8 };
            let mut ep_from = 0u64;
            for from in squares(self.role[PAWN_] & ours) {
                let mask = target & allowed(from);
                let mut dests = PAWN[us][from] & theirs;
                let one = (from as isize + fwd) as usize;
                if one < N && occ >> one & 1 == 0 {
                    dests |= 1u64 << one;
                    let two = (from as isize + 2 * fwd) as usize;
                    if self.fresh >> from & 1 == 1 && two < N && occ >> two & 1 == 0 {
                        dests |= 1u64 << two;
                    }
                }
                for to in squares(dests & mask) {
                    if to / 8 == last {
                        for role in [QUEEN_, KNIGHT_, ROOK_, BISHOP_] {
                            list.push(from, to, PROMOTE, role as u8);
                        }
                    } else {
                        let kind = if to.abs_diff(from) == 16 { DOUBLE } else { NORMAL };
                        list.push(from, to, kind, 0);
                    }
                }
                if self.ep < 64 && PAWN[us][from] >> self.ep & 1 == 1 {
                    ep_from |= 1u64 << from;
                }
            }
            for from in squares(ep_from) {
                // Rare: judged by playing it on a copy (the captured pawn leaves a line open).
                let m = M8 { from: from as u8, to: self.ep, kind: EN_PASSANT, extra: 0 };
                let mut after = *self;
                after.play(m);
                if !after.king_struck(us) {
                    list.push(from, self.ep as usize, EN_PASSANT, 0);
                }
            }
            for from in squares(self.role[KNIGHT_] & ours & !pinned) {
                for to in squares(KNIGHT[from] & target) {
                    list.push(from, to, NORMAL, 0);
                }
            }
            for from in squares(self.role[BISHOP_] & ours) {
                for to in squares(bishop_attacks(from, occ) & target & allowed(from)) {
                    list.push(from, to, NORMAL, 0);
                }
            }
            for from in squares(self.role[ROOK_] & ours) {
                for to in squares(rook_attacks(from, occ) & target & allowed(from)) {
                    list.push(from, to, NORMAL, 0);
                }
            }
            for from in squares(self.role[QUEEN_] & ours) {
                let attacks = rook_attacks(from, occ) | bishop_attacks(from, occ);
                for to in squares(attacks & target & allowed(from)) {
                    list.push(from, to, NORMAL, 0);
                }
            }
        }

        let mut steps = 0u64;
        let without_king = occ ^ (1u64 << k);
        for to in squares(KING[k] & open) {
            if !self.struck(to, them, without_king) {
                steps |= 1u64 << to;
            }
        }
        let mut castles: [(usize, usize); 8] = [(N, 0); 8];
        let mut castle_to = 0u64;
        if checkers == 0 && self.castling_allowed {
            let mut n = 0;
            for rook in squares(self.castling[us]) {
                if let Some(to) = self.castle(k, rook, occ)
                    && n < castles.len()
                {
                    castles[n] = (to, rook);
                    castle_to |= 1u64 << to;
                    n += 1;
                }
            }
        }
        for to in squares(steps | castle_to) {
            if steps >> to & 1 == 1 {
                list.push(k, to, NORMAL, 0);
            } else {
                for &(t, rook) in &castles {
                    if t == to {
                        list.push(k, to, CASTLE, rook as u8);
                    }
                }
            }
        }
    }

    /// Is there a legal move? As [`Board8::legal`] finds them, stopping at the first. Castling
    /// is never needed: when it is legal, so is the king's step onto the square it crosses.
    pub(crate) fn has_legal_move(&self) -> bool {
        let us = self.turn;
        let them = us ^ 1;
        let occ = self.occupied();
        let ours = self.color[us];
        let theirs = self.color[them];
        let k = self.king(us);
        let open = !ours & !(self.role[KING_] & theirs);
        let without_king = occ ^ (1u64 << k);
        for to in squares(KING[k] & open) {
            if !self.struck(to, them, without_king) {
                return true;
            }
        }
        let checkers = self.attackers(k, them, occ);
        if checkers.count_ones() > 1 {
            return false;
        }
        let (target, pinned) = self.targets_and_pins(k, checkers, open, ours, theirs, occ);
        let allowed = |from: usize| if pinned >> from & 1 == 1 { LINES.1[k][from] } else { !0 };
        for from in squares(self.role[KNIGHT_] & ours & !pinned) {
            if KNIGHT[from] & target != 0 {
                return true;
            }
        }
        for from in squares((self.role[BISHOP_] | self.role[QUEEN_]) & ours) {
            if bishop_attacks(from, occ) & target & allowed(from) != 0 {
                return true;
            }
        }
        for from in squares((self.role[ROOK_] | self.role[QUEEN_]) & ours) {
            if rook_attacks(from, occ) & target & allowed(from) != 0 {
                return true;
            }
        }
        let fwd: isize = if us == 0 { 8 } else { -8 };
        for from in squares(self.role[PAWN_] & ours) {
            let mut dests = PAWN[us][from] & theirs;
            let one = (from as isize + fwd) as usize;
            if one < N && occ >> one & 1 == 0 {
                dests |= 1u64 << one;
                let two = (from as isize + 2 * fwd) as usize;
                if self.fresh >> from & 1 == 1 && two < N && occ >> two & 1 == 0 {
                    dests |= 1u64 << two;
                }
            }
            if dests & target & allowed(from) != 0 {
                return true;
            }
            if self.ep < 64 && PAWN[us][from] >> self.ep & 1 == 1 {
                let mut after = *self;
                after.play(M8 { from: from as u8, to: self.ep, kind: EN_PASSANT, extra: 0 });
                if !after.king_struck(us) {
                    return true;
                }
            }
        }
        false
    }

    /// Where the king lands castling with the rook on `rook`, if that is legal — R24 with E4: the
    /// squares between king and rook empty, at least two of them, the king not in check (tested
    /// by the caller), the square it crosses and the one it lands on safe.
    /// For the side with king `k` and at most one checker: the squares a piece other than the
    /// king may go to (anywhere `open`, or onto the check's line or its checker), and our pieces
    /// pinned to the king (an enemy slider on a line to it with exactly one of ours between).
    #[inline]
    fn targets_and_pins(&self, k: usize, checkers: u64, open: u64, ours: u64, theirs: u64, occ: u64) -> (u64, u64) {
        let target =
            if checkers == 0 { open } else { (LINES.0[k][checkers.trailing_zeros() as usize] | checkers) & open };
        let mut pinned = 0u64;
        let snipers = ((OPEN_LINES.0[k] & (self.role[ROOK_] | self.role[QUEEN_]))
            | (OPEN_LINES.1[k] & (self.role[BISHOP_] | self.role[QUEEN_])))
            & theirs;
        for s in squares(snipers) {
            let b = LINES.0[k][s] & occ;
            if b.count_ones() == 1 && b & ours != 0 {
                pinned |= b;
            }
        }
        (target, pinned)
    }

    fn castle(&self, k: usize, rook: usize, occ: u64) -> Option<usize> {
        let us = self.turn;
        if rook / 8 != k / 8 || (self.role[ROOK_] & self.color[us]) >> rook & 1 == 0 {
            return None;
        }
        let dist = (rook % 8).abs_diff(k % 8);
        if dist < 3 || LINES.0[k][rook] & occ != 0 {
            return None;
        }
        let (crossed, to) = if rook > k { (k + 1, k + 2) } else { (k - 1, k - 2) };
        if self.attackers(crossed, us ^ 1, occ) != 0 {
            return None;
        }
        let m = M8 { from: k as u8, to: to as u8, kind: CASTLE, extra: rook as u8 };
        let mut after = *self;
        after.play(m);
        (!after.king_struck(us)).then_some(to)
    }

    #[inline]
    fn remove(&mut self, sq: usize) {
        let keep = !(1u64 << sq);
        for c in &mut self.color {
            *c &= keep;
        }
        for r in &mut self.role {
            *r &= keep;
        }
    }

    #[inline]
    fn place(&mut self, sq: usize, c: usize, role: usize) {
        self.color[c] |= 1u64 << sq;
        self.role[role] |= 1u64 << sq;
    }

    #[inline]
    fn role_at(&self, sq: usize) -> usize {
        (0..6).find(|&r| self.role[r] >> sq & 1 == 1).unwrap_or(PAWN_)
    }

    fn play(&mut self, m: M8) {
        self.play_told(m, &mut ());
    }

    /// Plays `m`, telling `changes` what it changes (the men that leave and appear, castling
    /// rights and fresh pawns lost, the en-passant square, the turn). Only the bits the move
    /// touches are changed (the mover's role is known; a man taken is cleared from every role
    /// at once), and nothing is told that did not change: this runs at every node of the
    /// can-mate search.
    #[inline]
    pub(crate) fn play_told<C: Changes>(&mut self, m: M8, changes: &mut C) {
        let us = self.turn;
        let them = us ^ 1;
        let (from, to) = (m.from as usize, m.to as usize);
        let (fb, tb) = (1u64 << from, 1u64 << to);
        let old_ep = self.ep;
        changes.turn();
        self.ep = 64;
        if m.kind == CASTLE {
            let rook = m.extra as usize;
            let rook_to = if to > from { from + 1 } else { from - 1 };
            self.remove(from);
            self.remove(rook);
            self.place(to, us, KING_);
            self.place(rook_to, us, ROOK_);
            changes.man(us, KING_, from);
            changes.man(us, KING_, to);
            changes.man(us, ROOK_, rook);
            changes.man(us, ROOK_, rook_to);
            changes.castling(us, self.castling[us]);
            self.castling[us] = 0;
        } else {
            let role = self.role_at(from);
            if m.kind == EN_PASSANT {
                let taken = if us == 0 { to - 8 } else { to + 8 };
                changes.man(them, PAWN_, taken);
                self.color[them] &= !(1u64 << taken);
                self.role[PAWN_] &= !(1u64 << taken);
            } else if self.color[them] & tb != 0 {
                if C::TOLD {
                    changes.man(them, self.role_at(to), to);
                }
                let lost = self.castling[them] & tb;
                if lost != 0 {
                    changes.castling(them, lost);
                    self.castling[them] &= !tb;
                }
                self.color[them] &= !tb;
                for r in &mut self.role {
                    *r &= !tb;
                }
            }
            let fresh = self.fresh & (fb | tb);
            if fresh != 0 {
                changes.fresh(fresh);
                self.fresh &= !fresh;
            }
            let landed = if m.kind == PROMOTE { m.extra as usize } else { role };
            self.color[us] ^= fb | tb;
            self.role[role] &= !fb;
            self.role[landed] |= tb;
            changes.man(us, role, from);
            changes.man(us, landed, to);
            let lost = match role {
                KING_ => self.castling[us],
                ROOK_ => self.castling[us] & fb,
                _ => 0,
            };
            if lost != 0 {
                changes.castling(us, lost);
                self.castling[us] &= !lost;
            }
            if m.kind == DOUBLE {
                self.ep = ((from + to) / 2) as u8;
            }
        }
        if self.ep != old_ep {
            changes.ep(old_ep);
            changes.ep(self.ep);
        }
        self.turn = them;
    }
}

/// What a move changes, told as [`Board8::play_told`] plays it: the can-mate search keeps its
/// position key so; `()` listens to nothing (perft, and every other play).
pub(crate) trait Changes {
    /// Is anything told at all? (For `()` the role of a man taken is not looked up.)
    const TOLD: bool;
    /// A man of colour index `c` and role index `role` leaves or appears on bit `sq`.
    fn man(&mut self, c: usize, role: usize, sq: usize);
    /// The rooks `rooks` of colour index `c` lose their castling right.
    fn castling(&mut self, c: usize, rooks: u64);
    /// The fresh pawns `pawns` are fresh no more.
    fn fresh(&mut self, pawns: u64);
    /// The en-passant square goes (the old one) or comes (the new one; 64: none).
    fn ep(&mut self, ep: u8);
    /// The other side is to move.
    fn turn(&mut self);
}

impl Changes for () {
    const TOLD: bool = false;
    #[inline(always)]
    fn man(&mut self, _: usize, _: usize, _: usize) {}
    #[inline(always)]
    fn castling(&mut self, _: usize, _: u64) {}
    #[inline(always)]
    fn fresh(&mut self, _: u64) {}
    #[inline(always)]
    fn ep(&mut self, _: u8) {}
    #[inline(always)]
    fn turn(&mut self) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    #[test]
    fn tables_match_geometry() {
        // a1..h8 diagonal: between a1 and h8 are b2..g7.
        let between: u64 = (1..7).map(|i| 1u64 << (i * 9)).sum();
        assert_eq!(LINES.0[0][63], between);
        assert_eq!(LINES.0[0][10], 0, "a1 and c2 share no line");
        assert_eq!(KNIGHT[0].count_ones(), 2);
        assert_eq!(KING[27].count_ones(), 8);
        assert_eq!(rook_attacks(0, 0).count_ones(), 14);
        assert_eq!(rook_attacks(0, 1 << 3 | 1 << 16), (1 << 1 | 1 << 2 | 1 << 3 | 1 << 8 | 1 << 16));
    }

    #[test]
    fn only_plain_chess_qualifies() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert!(Board8::from_position(&Position::from_vfen(start, Rules::classical()).unwrap()).is_some());
        let walled = "rnbqkbnr/pppppppp/8/3*4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert!(Board8::from_position(&Position::from_vfen(walled, Rules::classical()).unwrap()).is_none());
        let wide = "rnbqkbnr2/pppppppp2/10/10/10/10/PPPPPPPP2/RNBQKBNR2 w KQkq - 0 1";
        assert!(Board8::from_position(&Position::from_vfen(wide, Rules::classical()).unwrap()).is_none());
    }
}
