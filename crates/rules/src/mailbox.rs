//! The board as the move generator reads it: a 20x20 mailbox of one-byte codes with a border
//! two squares wide (and every square beyond the board's own width and height) marked off the
//! board, so a ray or a knight's jump never needs a bounds check — it simply meets `OFF`.

use super::piece::{Cell, Color, Piece, Role};
use super::square::Square;

pub(crate) const WIDTH: isize = 20;
pub(crate) const SIZE: usize = 400;

pub(crate) const EMPTY: u8 = 0;
pub(crate) const MONUMENT: u8 = 20;
pub(crate) const OFF: u8 = 0xFF;

/// A piece's code: 1–6 for White (pawn … king), 9–14 for Black.
#[inline]
pub(crate) const fn piece_code(color: Color, role: Role) -> u8 {
    1 + role as u8 + 8 * color as u8
}

#[inline]
pub(crate) const fn bastion_code(color: Color) -> u8 {
    16 + color as u8
}

#[inline]
pub(crate) fn encode(cell: Cell) -> u8 {
    match cell {
        Cell::Empty => EMPTY,
        Cell::Piece(p) => piece_code(p.color, p.role),
        Cell::Bastion(c) => bastion_code(c),
        Cell::Monument => MONUMENT,
    }
}

#[inline]
pub(crate) fn decode(code: u8) -> Cell {
    match code {
        1..=6 | 9..=14 => {
            let color = if code >= 9 { Color::Black } else { Color::White };
            Cell::Piece(Piece::new(color, Role::ALL[((code - 1) % 8) as usize]))
        }
        16 => Cell::Bastion(Color::White),
        17 => Cell::Bastion(Color::Black),
        MONUMENT => Cell::Monument,
        _ => Cell::Empty,
    }
}

/// Is the code a piece of `color`?
#[inline]
pub(crate) fn is_color(code: u8, color: Color) -> bool {
    let lo = 1 + 8 * color as u8;
    (lo..lo + 6).contains(&code)
}

/// The role of a piece code.
#[inline]
pub(crate) fn role_of(code: u8) -> Role {
    Role::ALL[((code - 1) % 8) as usize]
}

/// The mailbox index of a square.
#[inline]
pub(crate) const fn index(sq: Square) -> usize {
    (sq.rank() as usize + 2) * WIDTH as usize + sq.file() as usize + 2
}

/// The square of a mailbox index that lies on a 16x16 grid.
#[inline]
pub(crate) const fn square(i: usize) -> Square {
    Square::new((i % WIDTH as usize) as u8 - 2, (i / WIDTH as usize) as u8 - 2)
}

/// A direction: its mailbox step and its (file, rank) step.
pub(crate) type Dir = (isize, i8, i8);

const fn dir(df: i8, dr: i8) -> Dir {
    (dr as isize * WIDTH + df as isize, df, dr)
}

pub(crate) const ORTHO: [Dir; 4] = [dir(1, 0), dir(-1, 0), dir(0, 1), dir(0, -1)];
pub(crate) const DIAG: [Dir; 4] = [dir(1, 1), dir(1, -1), dir(-1, 1), dir(-1, -1)];
pub(crate) const KNIGHT: [isize; 8] = [41, 22, -18, -39, -41, -22, 18, 39];
pub(crate) const KING: [isize; 8] = [1, 21, 20, 19, -1, -21, -20, -19];

/// An empty board of the given size: in-board squares empty, everything else off.
pub(crate) fn blank(width: u8, height: u8) -> [u8; SIZE] {
    let mut b = [OFF; SIZE];
    for r in 0..height {
        for f in 0..width {
            b[index(Square::new(f, r))] = EMPTY;
        }
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_steps_match_geometry() {
        for c in [Cell::Empty, Cell::Monument, Cell::Bastion(Color::White), Cell::Bastion(Color::Black)]
            .into_iter()
            .chain(Color::ALL.iter().flat_map(|&c| Role::ALL.iter().map(move |&r| Cell::Piece(Piece::new(c, r)))))
        {
            assert_eq!(decode(encode(c)), c);
        }
        let e4 = Square::new(4, 3);
        for (d, df, dr) in ORTHO.iter().chain(DIAG.iter()) {
            assert_eq!(square((index(e4) as isize + d) as usize), e4.offset(*df, *dr, 16, 16).unwrap());
        }
        let knight = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
        for (d, (df, dr)) in KNIGHT.iter().zip(knight) {
            assert_eq!(square((index(e4) as isize + d) as usize), e4.offset(df, dr, 16, 16).unwrap());
        }
        let b = blank(5, 5);
        assert_eq!(b[index(Square::new(4, 4))], EMPTY);
        assert_eq!(b[index(Square::new(5, 4))], OFF);
    }
}
