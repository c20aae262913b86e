//! The reserve a move spends (R14–R19): how much the moving piece (the rook for castling, the
//! newborn for a promotion) spent and has left, read from the positions before and after the
//! move and its events. The desk records these figures and the checker recomputes them.

use super::{Cell, Event, Move, MoveKind, Position, Square};

/// Reserve spent and left by a move: the moving piece's (the rook's for castling, the
/// newborn's for a promotion).
pub fn reserve_use(before: &Position, after: &Position, m: &Move, events: &[Event]) -> (Option<u16>, Option<u16>) {
    if !before.reserves_in_play() {
        return (None, None);
    }
    let left_on = |sq: Square| -> Option<u16> {
        if events.contains(&Event::Petrified(sq)) || after.cell(sq) == Cell::Monument {
            Some(0)
        } else {
            after.reserve(sq)
        }
    };
    if let MoveKind::Castle { rook } = m.kind {
        let Some(had) = before.reserve(rook) else { return (None, None) };
        let landing = Square::new((m.from.file() + m.to.file()) / 2, m.from.rank());
        let left = left_on(landing);
        return (left.map(|l| had.saturating_sub(l)), left);
    }
    if m.promotion.is_some() {
        return (None, after.reserve(m.to));
    }
    match before.reserve(m.from) {
        Some(had) => {
            let left = left_on(m.to).unwrap_or(0);
            (Some(had.saturating_sub(left)), Some(left))
        }
        None => (None, None),
    }
}
