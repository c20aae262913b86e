//! The helpmate search on plain chess (the classical ruleset on 8x8 with no walls) walks the
//! bitboard twin `Board8` instead of the general `Position`, as perft does: its moves come
//! from attack tables, a child is a 90-byte copy. The twin is taken from the mater's side (the
//! board mirrored when Black is to mate, as CHA does), so the search's order and targets read
//! the same for both colours. The static cuts are the ones `reach` makes on a wall-free board
//! (a lone king, a lone knight, bishops all on one colour) and FIDE's dead positions; the line
//! found is turned back into the engine's moves and replayed on the `Position` before it is
//! reported.

use super::search::{Guide, Mover, Node};
use crate::board8::{Board8, Changes, M8};
use crate::{Cell, Color, Move, MoveKind, Position, Role, Square};

const PAWN: usize = Role::Pawn as usize;
const KNIGHT: usize = Role::Knight as usize;
const BISHOP: usize = Role::Bishop as usize;
const ROOK: usize = Role::Rook as usize;
const QUEEN: usize = Role::Queen as usize;
const KING: usize = Role::King as usize;

/// The light squares (a1 is dark).
const LIGHT: u64 = 0x55AA_55AA_55AA_55AA;

/// The twin the search walks for `mater`: `Board8` of `pos`, mirrored when Black is to mate,
/// so that the mater is White in it.
pub fn twin(pos: &Position, mater: Color) -> Option<Twin> {
    let b = Board8::from_position(pos)?;
    Some(Twin::new(if mater == Color::White { b } else { b.mirrored() }))
}

/// The bitboard twin as the search walks it: the board and its 128-bit key (Zobrist's: one
/// random number per man on a square, castling rook, fresh pawn, en-passant square and side to
/// move, XORed), kept as moves are played — a move changes a few of its terms, where hashing
/// the whole board at every node cost a tenth of the verdicts on chasolver's lichess sample.
/// Equal positions have equal keys; two different ones the same key with odds of 2^-128.
#[derive(Clone, Copy, Debug)]
pub struct Twin {
    pub board: Board8,
    key: u128,
}

impl Twin {
    pub fn new(board: Board8) -> Twin {
        Twin { board, key: full_key(&board) }
    }
}

impl std::ops::Deref for Twin {
    type Target = Board8;
    fn deref(&self) -> &Board8 {
        &self.board
    }
}

/// The random numbers of the twin's key.
struct Zobrist {
    /// By colour, role and square.
    man: [[[u128; 64]; 6]; 2],
    /// A rook keeping its castling right, by colour and square.
    castling: [[u128; 64]; 2],
    fresh: [u128; 64],
    /// By the en-passant square, 64 for none.
    ep: [u128; 65],
    /// Black to move.
    black: u128,
}

/// SplitMix64, from a counter: the key's numbers, the same in every build.
const fn splitmix(n: u64) -> u64 {
    let mut z = n.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The `n`-th and `n + 1`-th numbers of SplitMix64 as one 128-bit number.
const fn random(n: u64) -> u128 {
    (splitmix(n) as u128) << 64 | splitmix(n + 1) as u128
}

const fn zobrist() -> Zobrist {
    let mut z = Zobrist { man: [[[0; 64]; 6]; 2], castling: [[0; 64]; 2], fresh: [0; 64], ep: [0; 65], black: 0 };
    let mut n = 0u64;
    let mut s = 0;
    while s < 64 {
        let mut c = 0;
        while c < 2 {
            let mut r = 0;
            while r < 6 {
                z.man[c][r][s] = random(n);
                n += 2;
                r += 1;
            }
            z.castling[c][s] = random(n);
            n += 2;
            c += 1;
        }
        z.fresh[s] = random(n);
        n += 2;
        z.ep[s] = random(n);
        n += 2;
        s += 1;
    }
    z.ep[64] = random(n);
    n += 2;
    z.black = random(n);
    z
}

static Z: Zobrist = zobrist();

/// The twin's key of `b`, every term read afresh.
fn full_key(b: &Board8) -> u128 {
    let mut k = Z.ep[b.ep as usize] ^ if b.turn == 1 { Z.black } else { 0 };
    for c in 0..2 {
        for r in 0..6 {
            k ^= terms(b.color[c] & b.role[r], &Z.man[c][r]);
        }
        k ^= terms(b.castling[c], &Z.castling[c]);
    }
    k ^ terms(b.fresh, &Z.fresh)
}

/// The XOR of `table`'s numbers at the squares of `bits`.
#[inline]
fn terms(mut bits: u64, table: &[u128; 64]) -> u128 {
    let mut k = 0;
    while bits != 0 {
        k ^= table[bits.trailing_zeros() as usize];
        bits &= bits - 1;
    }
    k
}

/// The twin's key, kept as a move is played: each change XORs its number in or out.
impl Changes for u128 {
    const TOLD: bool = true;
    #[inline]
    fn man(&mut self, c: usize, role: usize, sq: usize) {
        *self ^= Z.man[c][role][sq];
    }
    #[inline]
    fn castling(&mut self, c: usize, rooks: u64) {
        *self ^= terms(rooks, &Z.castling[c]);
    }
    #[inline]
    fn fresh(&mut self, pawns: u64) {
        *self ^= terms(pawns, &Z.fresh);
    }
    #[inline]
    fn ep(&mut self, ep: u8) {
        *self ^= Z.ep[ep as usize];
    }
    #[inline]
    fn turn(&mut self) {
        *self ^= Z.black;
    }
}

/// CHA's targets on the twin (the mater is White), for the corner of each colour: with the
/// corner h8 (flavour 0) the mater's king aims at g7 (to stand on g6 or h7) and its knights at
/// e5 (to reach g6 and f7), the losing king at h8 and its knights at g8; with a8 (flavour 1)
/// the same files mirrored. Built once.
pub fn guide() -> Guide {
    static GUIDE: std::sync::OnceLock<Guide> = std::sync::OnceLock::new();
    GUIDE.get_or_init(build_guide).clone()
}

fn build_guide() -> Guide {
    let king = |t: usize| -> Vec<u8> {
        (0..64usize).map(|s| ((s % 8).abs_diff(t % 8)).max((s / 8).abs_diff(t / 8)) as u8).collect()
    };
    let knight = |t: usize| -> Vec<u8> {
        let mut d = vec![255u8; 64];
        d[t] = 0;
        let mut queue = std::collections::VecDeque::from([t]);
        while let Some(s) = queue.pop_front() {
            let mut jumps = crate::board8::knight_jumps(s);
            while jumps != 0 {
                let n = jumps.trailing_zeros() as usize;
                jumps &= jumps - 1;
                if d[n] == 255 {
                    d[n] = d[s] + 1;
                    queue.push_back(n);
                }
            }
        }
        d
    };
    let set =
        |file: fn(usize) -> usize| [king(file(6) + 48), knight(file(4) + 32), king(file(7) + 56), knight(file(6) + 56)];
    Guide { tables: std::sync::Arc::new([set(|f| f), set(|f| 7 - f)]), bishop: None }
}

/// CHA's bishop guide for the twin `b` (the mater White): by square, the bishop moves from the
/// mating corner of `b`'s flavour (h8 with g8 and h7, or a8 with b8 and a7) to the square,
/// sliding past nothing but the men on `steady` and never onto them (255: never reached).
pub fn bishop_distances(b: &Twin, steady: u64) -> Vec<u8> {
    let corner: u64 = if b.flavour() == 0 { 1 << 63 | 1 << 62 | 1 << 55 } else { 1 << 56 | 1 << 57 | 1 << 48 };
    let mut d = vec![255u8; 64];
    let mut seen = 0u64;
    let mut active = corner & !steady;
    let mut k = 0u8;
    while active != 0 {
        let mut next = 0u64;
        let mut a = active;
        while a != 0 {
            let s = a.trailing_zeros() as usize;
            a &= a - 1;
            d[s] = k;
            next |= crate::board8::bishop_attacks(s, steady) & !steady;
        }
        seen |= active;
        active = next & !seen;
        k += 1;
    }
    d
}

/// The twin's bit of a square of the `Position` (`mirrored`: the twin was taken from Black's
/// side).
pub fn bit(sq: Square, mirrored: bool) -> u64 {
    let i = sq.file() as u32 + 8 * sq.rank() as u32;
    1 << if mirrored { i ^ 56 } else { i }
}

impl Node for Twin {
    type M = M8;
    fn turn(&self) -> Color {
        Color::ALL[self.turn]
    }
    fn legal(&self, out: &mut Vec<M8>) {
        self.legal_into(out);
    }
    fn has_legal(&self, _buf: &mut Vec<M8>) -> bool {
        self.has_legal_move()
    }
    fn in_check(&self) -> bool {
        self.board.in_check()
    }
    fn play(&mut self, m: M8) {
        self.board.play_told(m, &mut self.key);
        debug_assert_eq!(self.key, full_key(&self.board), "the twin's key kept as it moves");
    }
    fn key(&self) -> u128 {
        self.key
    }
    fn facts(&self, m: M8) -> Option<(Mover, usize, usize, bool)> {
        let from = 1u64 << m.from;
        if (self.color[0] | self.color[1]) & from == 0 {
            return None;
        }
        let mover = if self.role[PAWN] & from != 0 {
            Mover::Pawn
        } else if self.role[KING] & from != 0 {
            Mover::King
        } else if self.role[KNIGHT] & from != 0 {
            Mover::Knight
        } else if self.role[BISHOP] & from != 0 {
            Mover::Bishop
        } else {
            Mover::Slider
        };
        let capture = m.kind == EN_PASSANT || self.color[self.turn ^ 1] >> m.to & 1 == 1;
        Some((mover, m.from as usize, m.to as usize, capture))
    }
    fn changes_statics(&self, m: M8) -> bool {
        // Plain chess has no reserves or walls: only captures, pawn moves (promotions with
        // them) and castling change the material or the pawns.
        m.kind != NORMAL || self.color[self.turn ^ 1] >> m.to & 1 == 1 || self.role[PAWN] >> m.from & 1 == 1
    }
    fn ended(&self, _one: bool) -> bool {
        // FIDE's dead positions on a wall-free board, as `Position::is_dead` reads them for the
        // classical ruleset: nothing but kings and at most one minor piece, or bishops only,
        // all on one colour.
        if self.role[PAWN] | self.role[ROOK] | self.role[QUEEN] != 0 {
            return false;
        }
        let minors = self.role[KNIGHT] | self.role[BISHOP];
        if minors.count_ones() <= 1 {
            return true;
        }
        self.role[KNIGHT] == 0 && (minors & LIGHT == 0 || minors & !LIGHT == 0)
    }
    fn sealed(&self, mater: Color) -> bool {
        // `reach::prove` on a board without walls: a lone king never strikes; a lone knight
        // against a bare king or queens only (8x8); bishops only, no pawns or knights on the
        // board, every bishop on one colour, and the losing king not in double check unless it
        // has one rook or queen at most.
        let m = mater.index();
        let mine = self.color[m];
        let theirs = self.color[m ^ 1];
        let kings = self.role[KING];
        let my_men = mine & !kings;
        if my_men == 0 {
            return true;
        }
        let their_men = theirs & !kings;
        if my_men.count_ones() == 1 && my_men & self.role[KNIGHT] != 0 {
            let bare = their_men == 0;
            let queens_only = their_men & !self.role[QUEEN] == 0;
            if bare || queens_only {
                return true;
            }
        }
        let bishops = self.role[BISHOP];
        my_men & !bishops == 0
            && self.role[PAWN] == 0
            && theirs & self.role[KNIGHT] == 0
            && (bishops & LIGHT == 0 || bishops & !LIGHT == 0)
            && ((their_men & !bishops).count_ones() <= 1 || self.bishop_checks(m ^ 1) <= 1)
    }
    fn men(&self) -> u32 {
        (self.color[0] | self.color[1]).count_ones()
    }
    fn takes_pawn(&self, m: M8) -> bool {
        m.kind == EN_PASSANT || (self.color[self.turn ^ 1] & self.role[PAWN]) >> m.to & 1 == 1
    }
    fn flavour(&self) -> usize {
        // The mater is White on the twin: the corner of its bishops' colour (a dark bishop
        // mates on h8), or with none the corner of the colour the losing bishops do not hold.
        let bishops = self.role[BISHOP];
        let (mine, theirs) = (bishops & self.color[0], bishops & self.color[1]);
        let dark = mine & !LIGHT != 0 || (mine == 0 && theirs & LIGHT != 0);
        if dark { 0 } else { 1 }
    }
}

impl Twin {
    /// How many bishops of the other side strike the king of colour index `side`.
    fn bishop_checks(&self, side: usize) -> u32 {
        let king = self.role[KING] & self.color[side];
        if king == 0 {
            return 0;
        }
        let occ = self.color[0] | self.color[1];
        let at = crate::board8::bishop_attacks(king.trailing_zeros() as usize, occ);
        (at & self.role[BISHOP] & self.color[side ^ 1]).count_ones()
    }
}

const NORMAL: u8 = 0;
const DOUBLE: u8 = 1;
const EN_PASSANT: u8 = 2;
const CASTLE: u8 = 3;

/// The engine's moves for a line found on the twin of `pos` (`mirrored`: the twin was taken
/// from Black's side), read off the position as it is replayed: the mover's man of the side to
/// move on the move's square (`None` if not: the line is not reported), the capture from what
/// stands on the target, the kind from the twin's. The twin's generator is the general one's
/// twin (held to the same moves by the perft tests); builds with debug assertions (the test
/// suite) check every move against the general generator as well, and a helpmate line is
/// checked to end in mate on the `Position` ([`mate_on`]) before it is reported. (Finding each
/// move among the general generator's and asking whether the mover's king was left struck cost
/// a tenth of the verdicts on chasolver's lichess sample.)
pub fn line_on(pos: &Position, line: &[M8], mirrored: bool) -> Option<Vec<Move>> {
    replay(pos, line, mirrored).map(|(line, _)| line)
}

/// A helpmate line found on the twin of `pos`, as [`line_on`] reads it, if it ends with the
/// side to move checkmated on the general board.
pub fn mate_on(pos: &Position, line: &[M8], mirrored: bool) -> Option<Vec<Move>> {
    let (line, end) = replay(pos, line, mirrored)?;
    (end.is_check() && end.legal_moves().is_empty()).then_some(line)
}

/// [`line_on`] with the position the line reaches.
fn replay(pos: &Position, line: &[M8], mirrored: bool) -> Option<(Vec<Move>, Position)> {
    let flip = if mirrored { 56 } else { 0 };
    let square = |i: u8| {
        let i = i ^ flip;
        Square::new(i % 8, i / 8)
    };
    let mut p = pos.clone();
    let mut out = Vec::with_capacity(line.len());
    for m in line {
        let (from, to) = (square(m.from), square(m.to));
        let us = p.turn;
        if !matches!(p.cell(from), Cell::Piece(man) if man.color == us) {
            return None;
        }
        let kind = match m.kind {
            DOUBLE => MoveKind::DoubleStep,
            EN_PASSANT => MoveKind::EnPassant,
            CASTLE => MoveKind::Castle { rook: square(m.extra) },
            _ => MoveKind::Normal,
        };
        let capture = kind == MoveKind::EnPassant || matches!(p.cell(to), Cell::Piece(man) if man.color != us);
        let found = Move { from, to, promotion: m.promotion(), capture, kind };
        debug_assert!(p.legal_moves_from(from).contains(&found), "{found} is not legal on the general board");
        p.apply(&found);
        out.push(found);
    }
    Some((out, p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    /// Every move of the twin reads as the very move the general generator makes, from both
    /// sides (the twin mirrored for Black): castling, en passant, promotions with and without
    /// a capture, double steps.
    #[test]
    fn a_twin_move_reads_as_the_engine_move() {
        for fen in [
            "r3k2r/1P4P1/8/3pP3/8/8/p6p/R3K2R w KQkq d6 0 1",
            "r3k2r/1P4P1/8/8/3pP3/8/p6p/R3K2R b KQkq e3 0 1",
            "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ] {
            let pos = Position::from_vfen(fen, Rules::classical()).unwrap();
            let engine = pos.legal_moves();
            for mater in Color::ALL {
                let twin = twin(&pos, mater).unwrap();
                let mut moves = Vec::new();
                twin.legal_into(&mut moves);
                assert_eq!(moves.len(), engine.len(), "{fen}");
                for m in moves {
                    let line = line_on(&pos, &[m], mater == Color::Black).unwrap();
                    assert!(engine.contains(&line[0]), "{fen}: {} is no engine move", line[0]);
                }
            }
        }
    }

    /// A line is reported as a helpmate only where it ends in mate on the general board; a
    /// move of the side not to move is refused.
    #[test]
    fn a_line_that_does_not_mate_is_not_reported() {
        let pos = Position::from_vfen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Rules::classical())
            .unwrap();
        let mut fools = Vec::new();
        for (from, to) in [(13, 21), (52, 36), (14, 30), (59, 31)] {
            let m = M8 { from, to, kind: if to.abs_diff(from) == 16 { 1 } else { 0 }, extra: 0 };
            fools.push(m);
        }
        // Fool's mate (f3 e5 g4 Qh4#): Black mates, so it is no helpmate of White's …
        assert!(mate_on(&pos, &fools, false).is_some());
        assert!(mate_on(&pos, &fools[..3], false).is_none());
        // … and from the mirrored twin's side the first move is Black's, not White's to play.
        assert!(line_on(&pos, &fools[..1], true).is_none());
    }
}
