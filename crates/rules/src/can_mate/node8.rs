//! The helpmate search on plain chess (the classical ruleset on 8x8 with no walls) walks the
//! bitboard twin `Board8` instead of the general `Position`, as perft does: its moves come
//! from attack tables, a child is a 90-byte copy. The twin is taken from the mater's side (the
//! board mirrored when Black is to mate, as CHA does), so the search's order and targets read
//! the same for both colours. The static cuts are the ones `reach` makes on a wall-free board
//! (a lone king, a lone knight, bishops all on one colour) and FIDE's dead positions; the line
//! found is turned back into the engine's moves and replayed on the `Position` before it is
//! reported.

use super::search::{Guide, Mover, Node};
use crate::board8::{Board8, M8};
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
pub fn twin(pos: &Position, mater: Color) -> Option<Board8> {
    let b = Board8::from_position(pos)?;
    Some(if mater == Color::White { b } else { b.mirrored() })
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
    Guide { tables: [set(|f| f), set(|f| 7 - f)], bishop: None }
}

/// CHA's bishop guide for the twin `b` (the mater White): by square, the bishop moves from the
/// mating corner of `b`'s flavour (h8 with g8 and h7, or a8 with b8 and a7) to the square,
/// sliding past nothing but the men on `steady` and never onto them (255: never reached).
pub fn bishop_distances(b: &Board8, steady: u64) -> Vec<u8> {
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

fn mix(h: u64, x: u64) -> u64 {
    (h.rotate_left(5) ^ x).wrapping_mul(0x517C_C1B7_2722_0A95)
}

impl Node for Board8 {
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
        Board8::in_check(self)
    }
    fn play(&mut self, m: M8) {
        self.play_move(m);
    }
    fn key(&self) -> u128 {
        // Two independent 64-bit hashes, each folded in two chains (the first words and the
        // rest) joined at the end, so that the multiplications of the chains overlap.
        let words = [
            self.color[0],
            self.color[1],
            self.role[0],
            self.role[1],
            self.role[2],
            self.role[3],
            self.role[4],
            self.role[5],
            self.castling[0] ^ self.castling[1].rotate_left(1),
            self.fresh,
            (self.turn as u64) << 8 | self.ep as u64,
        ];
        let lane_b = |b: u64, w: u64| {
            (b ^ w.wrapping_mul(0x9FB2_1C65_1E98_DF25)).rotate_left(29).wrapping_mul(0x2545_F491_4F6C_DD1D)
        };
        let (mut a0, mut a1) = (0x9E37_79B9_7F4A_7C15u64, 0x6A09_E667_F3BC_C908u64);
        let (mut b0, mut b1) = (0xC2B2_AE3D_27D4_EB4Fu64, 0xBB67_AE85_84CA_A73Bu64);
        for &w in &words[..6] {
            a0 = mix(a0, w);
            b0 = lane_b(b0, w);
        }
        for &w in &words[6..] {
            a1 = mix(a1, w);
            b1 = lane_b(b1, w);
        }
        let a = mix(mix(a0, a1), 11);
        let b = lane_b(lane_b(b0, b1), 11);
        ((a as u128) << 64) | b as u128
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

impl Board8 {
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
        let twin = twin(&pos, Color::White).unwrap();
        let mut fools = Vec::new();
        let mut b = twin;
        for (from, to) in [(13, 21), (52, 36), (14, 30), (59, 31)] {
            let m = M8 { from, to, kind: if to.abs_diff(from) == 16 { 1 } else { 0 }, extra: 0 };
            b.play_move(m);
            fools.push(m);
        }
        // Fool's mate (f3 e5 g4 Qh4#): Black mates, so it is no helpmate of White's …
        assert!(mate_on(&pos, &fools, false).is_some());
        assert!(mate_on(&pos, &fools[..3], false).is_none());
        // … and from the mirrored twin's side the first move is Black's, not White's to play.
        assert!(line_on(&pos, &fools[..1], true).is_none());
    }
}
