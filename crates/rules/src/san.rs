//! Standard algebraic notation for boards up to 16x16: piece letter, the least disambiguation
//! that makes the move unique, `x` for a capture, the square, `=Q` for a promotion, `+` or `#`.
//! Castling is `O-O` toward higher files and `O-O-O` toward lower files, on any rank; a
//! pawn's bypass of its own bastion (R11) is written with its file, like a capture without `x`.

use super::moves::{Move, MoveKind};
use super::piece::Role;
use super::position::Position;

impl Position {
    /// The SAN of `m`, a legal move of this position, with `+` or `#` from the position after.
    pub fn san(&self, m: &Move) -> String {
        let mut s = self.san_plain(m);
        let mut after = self.clone();
        after.apply(m);
        if after.is_check() {
            s.push(if after.legal_moves().is_empty() { '#' } else { '+' });
        }
        s
    }

    /// The SAN of `m` without the check suffix.
    pub fn san_plain(&self, m: &Move) -> String {
        if let MoveKind::Castle { .. } = m.kind {
            return if m.to.file() > m.from.file() { "O-O".into() } else { "O-O-O".into() };
        }
        let Some(piece) = self.piece(m.from) else { return m.to_string() };
        let mut s = String::new();
        if piece.role == Role::Pawn {
            // A capture and a bypass (R11) both leave the file: name it, so that `gh8` (the
            // bypass from g9) and `h8` (the push from h9) stay apart.
            if m.capture || m.kind == MoveKind::Bypass {
                s.push(m.from.file_char());
            }
            if m.capture {
                s.push('x');
            }
            s.push_str(&m.to.to_string());
            if let Some(r) = m.promotion {
                s.push('=');
                s.push(r.upper());
            }
            return s;
        }
        s.push(piece.role.upper());
        let rivals: Vec<Move> = self
            .legal_moves()
            .into_iter()
            .filter(|o| o.to == m.to && o.from != m.from && self.piece(o.from).map(|p| p.role) == Some(piece.role))
            .collect();
        if !rivals.is_empty() {
            let file_unique = rivals.iter().all(|o| o.from.file() != m.from.file());
            let rank_unique = rivals.iter().all(|o| o.from.rank() != m.from.rank());
            if file_unique {
                s.push(m.from.file_char());
            } else if rank_unique {
                s.push_str(&(m.from.rank() + 1).to_string());
            } else {
                s.push_str(&m.from.to_string());
            }
        }
        if m.capture {
            s.push('x');
        }
        s.push_str(&m.to.to_string());
        s
    }
}
