//! The starting position of a Victoria game, built from the two revealed schemes (R4–R8):
//! pieces and bastions as sealed or drawn, every pawn fresh wherever it stands (R23), every
//! rook with its castling right (R24), reserves as allocated (R14) with the newborn values of
//! R19, and the side to move by E10.

use super::options::Rules;
use super::piece::{Cell, Color, Piece, Role};
use super::position::{Newborn, Position, Setup};
use super::square::{Square, SquareSet};
use super::vfen::{VfenError, VfenFault};

/// One side's revealed scheme: its pieces, its bastions and its reserve allocation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Army {
    pub pieces: Vec<(Square, Role)>,
    pub bastions: Vec<Square>,
    /// The allocation of R14 by the square of each queen, rook and bishop.
    pub reserves: Vec<(Square, u16)>,
}

impl Army {
    /// R19: the reserve a promoted queen, rook and bishop receive — the queen's allocation,
    /// the larger of the two rooks', the larger of the two bishops' (10 where unknown).
    pub fn newborn(&self) -> [u16; 3] {
        let best = |role: Role| {
            self.reserves
                .iter()
                .filter(|(sq, _)| self.pieces.iter().any(|(s, r)| s == sq && *r == role))
                .map(|(_, n)| *n)
                .max()
                .unwrap_or(10)
        };
        [best(Role::Queen), best(Role::Rook), best(Role::Bishop)]
    }
}

/// Builds the starting position of a Victoria game on a `width` x `height` board.
pub fn start_position(width: u8, height: u8, white: &Army, black: &Army, rules: Rules) -> Result<Position, VfenError> {
    let mut s = Setup::empty(width, height);
    let mut fresh = SquareSet::EMPTY;
    for (color, army) in [(Color::White, white), (Color::Black, black)] {
        for &sq in &army.bastions {
            if !s.contains(sq) || !s.cell(sq).is_empty() {
                return Err(VfenError::new("placement", VfenFault::StartBastion { color, square: sq }));
            }
            s.set(sq, Cell::Bastion(color));
        }
        for &(sq, role) in &army.pieces {
            if !s.contains(sq) || !s.cell(sq).is_empty() {
                return Err(VfenError::new("placement", VfenFault::StartPiece { color, role, square: sq }));
            }
            s.set(sq, Cell::Piece(Piece::new(color, role)));
            match role {
                Role::Pawn => fresh.insert(sq),
                Role::Rook => s.castling.insert(sq),
                _ => {}
            }
        }
    }
    s.fresh = Some(fresh);
    if rules.reserve() {
        s.reserves = Some(white.reserves.iter().chain(&black.reserves).copied().collect());
        s.newborn = Newborn { white: white.newborn(), black: black.newborn() };
    }
    Ok(Position::from_setup(s, rules)?.with_start_turn())
}
