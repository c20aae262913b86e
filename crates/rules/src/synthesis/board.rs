//! The 8x8 board of Synthesis chess on the engine's square numbering (`rank * 16 + file`, so
//! stepping off the board shows in the 0x88 bits), and attack geometry (S4): every piece
//! attacks the squares of its classical capture, whatever its colour's regime.

use crate::{Color, Piece, Role, Square};

/// Rook directions (files and ranks) as index steps.
pub(crate) const ORTH: [i16; 4] = [16, -16, 1, -1];
/// Bishop directions (diagonals).
pub(crate) const DIAG: [i16; 4] = [17, 15, -15, -17];
/// Queen and king directions.
pub(crate) const ALL_DIRS: [i16; 8] = [16, -16, 1, -1, 17, 15, -15, -17];
/// A knight's leaps.
pub(crate) const KNIGHT: [i16; 8] = [33, 31, 18, 14, -14, -18, -31, -33];

/// The square `d` index steps from `sq`, if it is on the 8x8 board.
#[inline]
pub(crate) fn step(sq: Square, d: i16) -> Option<Square> {
    let n = sq.index() as i16 + d;
    if (0..128).contains(&n) && n & 0x88 == 0 { Some(Square::from_index(n as u8)) } else { None }
}

/// The 64 squares, a1 … h8 by rank then file.
pub(crate) fn squares() -> impl Iterator<Item = Square> {
    (0..8u8).flat_map(|r| (0..8u8).map(move |f| Square::new(f, r)))
}

/// Whether a square lies on the 8x8 board.
pub(crate) fn on_board(sq: Square) -> bool {
    sq.file() < 8 && sq.rank() < 8
}

/// The men on the board, with each king's square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Board {
    cells: [Option<Piece>; 128],
    kings: [Option<Square>; 2],
}

impl Board {
    pub(crate) fn empty() -> Board {
        Board { cells: [None; 128], kings: [None; 2] }
    }

    #[inline]
    pub(crate) fn get(&self, sq: Square) -> Option<Piece> {
        self.cells[sq.index()]
    }

    pub(crate) fn set(&mut self, sq: Square, p: Option<Piece>) {
        if let Some(old) = self.cells[sq.index()]
            && old.role == Role::King
            && self.kings[old.color.index()] == Some(sq)
        {
            self.kings[old.color.index()] = None;
        }
        if let Some(new) = p
            && new.role == Role::King
        {
            self.kings[new.color.index()] = Some(sq);
        }
        self.cells[sq.index()] = p;
    }

    #[inline]
    pub(crate) fn king(&self, c: Color) -> Option<Square> {
        self.kings[c.index()]
    }

    /// Whether a king of `c` stands attacked (S4); false without a king.
    pub(crate) fn in_check(&self, c: Color) -> bool {
        self.king(c).is_some_and(|k| self.attacked(k, c.other()))
    }

    /// Whether a piece of `by` attacks `sq` by its classical capture geometry (S4).
    pub(crate) fn attacked(&self, sq: Square, by: Color) -> bool {
        let back: i16 = if by == Color::White { -16 } else { 16 };
        let has = |s: Option<Square>, role: Role| s.is_some_and(|s| self.get(s) == Some(Piece::new(by, role)));
        if has(step(sq, back - 1), Role::Pawn) || has(step(sq, back + 1), Role::Pawn) {
            return true;
        }
        if KNIGHT.iter().any(|&d| has(step(sq, d), Role::Knight))
            || ALL_DIRS.iter().any(|&d| has(step(sq, d), Role::King))
        {
            return true;
        }
        for (dirs, other) in [(&ORTH, Role::Rook), (&DIAG, Role::Bishop)] {
            for &d in dirs {
                let mut s = sq;
                while let Some(n) = step(s, d) {
                    if let Some(p) = self.get(n) {
                        if p.color == by && (p.role == other || p.role == Role::Queen) {
                            return true;
                        }
                        break;
                    }
                    s = n;
                }
            }
        }
        false
    }

    /// The squares of `by`'s pieces that attack `sq` (S4), pawns and knights first.
    pub(crate) fn attackers(&self, sq: Square, by: Color) -> Vec<Square> {
        let mut v: Vec<Square> = self.attackers_iter(sq, by).collect();
        v.sort();
        v
    }

    fn attackers_iter(&self, sq: Square, by: Color) -> impl Iterator<Item = Square> + '_ {
        let is = move |s: Square, roles: &[Role]| -> bool {
            matches!(self.get(s), Some(p) if p.color == by && roles.contains(&p.role))
        };
        // A pawn of `by` attacks sq from one rank behind it (from `by`'s point of view).
        let back: i16 = if by == Color::White { -16 } else { 16 };
        let pawns =
            [back - 1, back + 1].into_iter().filter_map(move |d| step(sq, d)).filter(move |&s| is(s, &[Role::Pawn]));
        let knights = KNIGHT.into_iter().filter_map(move |d| step(sq, d)).filter(move |&s| is(s, &[Role::Knight]));
        let kings = ALL_DIRS.into_iter().filter_map(move |d| step(sq, d)).filter(move |&s| is(s, &[Role::King]));
        let sliders = ALL_DIRS.into_iter().filter_map(move |d| {
            let roles: &[Role] =
                if ORTH.contains(&d) { &[Role::Rook, Role::Queen] } else { &[Role::Bishop, Role::Queen] };
            let mut s = sq;
            while let Some(n) = step(s, d) {
                if self.get(n).is_some() {
                    return is(n, roles).then_some(n);
                }
                s = n;
            }
            None
        });
        pawns.chain(knights).chain(kings).chain(sliders)
    }

    /// Whether `piece`, standing on `from`, attacks at least one piece of the other colour (S4;
    /// used by S23/SE7 for the moved piece from its arrival square).
    pub(crate) fn attacks_enemy_from(&self, from: Square, piece: Piece) -> bool {
        let enemy = |s: Square| matches!(self.get(s), Some(p) if p.color != piece.color);
        match piece.role {
            Role::Pawn => {
                let f: i16 = if piece.color == Color::White { 16 } else { -16 };
                [f - 1, f + 1].into_iter().filter_map(|d| step(from, d)).any(enemy)
            }
            Role::Knight => KNIGHT.into_iter().filter_map(|d| step(from, d)).any(enemy),
            Role::King => ALL_DIRS.into_iter().filter_map(|d| step(from, d)).any(enemy),
            Role::Bishop | Role::Rook | Role::Queen => {
                let dirs: &[i16] = match piece.role {
                    Role::Bishop => &DIAG,
                    Role::Rook => &ORTH,
                    _ => &ALL_DIRS,
                };
                dirs.iter().any(|&d| {
                    let mut s = from;
                    while let Some(n) = step(s, d) {
                        if let Some(p) = self.get(n) {
                            return p.color != piece.color;
                        }
                        s = n;
                    }
                    false
                })
            }
        }
    }

    /// Whether any rook or bishop of `c` is on the board (S18).
    pub(crate) fn has_rook_or_bishop(&self, c: Color) -> bool {
        squares().any(|s| matches!(self.get(s), Some(p) if p.color == c && matches!(p.role, Role::Rook | Role::Bishop)))
    }
}
