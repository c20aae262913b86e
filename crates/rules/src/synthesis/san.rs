//! Standard algebraic notation for Synthesis moves (`Nf3`, `exd5`, `O-O`, `e8=Q`, `+`, `#`),
//! written from the legal moves of the position so that disambiguation is exact, and read back.

use super::position::Position;
use crate::{Move, MoveKind, Role};

impl Position {
    /// SAN of a legal move in this position, with `+` when the colour then to move is in check
    /// and `#` when it is checkmated. A move that captures a king gets no suffix.
    pub fn san(&self, m: &Move) -> String {
        let legal = self.legal_moves_unsorted();
        let mut s = self.san_body(m, &legal);
        let mut after = *self;
        after.play_unchecked(m);
        let them = self.turn.other();
        if after.board.king(them).is_some() && after.board.in_check(them) {
            s.push(if after.legal_moves_unsorted().is_empty() { '#' } else { '+' });
        }
        s
    }

    /// The SAN of a legal move without the check suffix.
    pub fn san_plain(&self, m: &Move) -> String {
        self.san_body(m, &self.legal_moves_unsorted())
    }

    fn san_body(&self, m: &Move, legal: &[Move]) -> String {
        let Some(p) = self.board.get(m.from) else { return m.to_string() };
        if let MoveKind::Castle { rook } = m.kind {
            return if rook.file() > m.from.file() { "O-O".into() } else { "O-O-O".into() };
        }
        let mut s = String::new();
        if p.role == Role::Pawn {
            if m.capture {
                s.push(m.from.file_char());
                s.push('x');
            }
        } else {
            s.push(p.role.upper());
            let rivals: Vec<&Move> = legal
                .iter()
                .filter(|o| o.to == m.to && o.from != m.from && self.board.get(o.from).map(|q| q.role) == Some(p.role))
                .collect();
            if !rivals.is_empty() {
                if rivals.iter().all(|o| o.from.file() != m.from.file()) {
                    s.push(m.from.file_char());
                } else if rivals.iter().all(|o| o.from.rank() != m.from.rank()) {
                    s.push_str(&(m.from.rank() + 1).to_string());
                } else {
                    s.push_str(&m.from.to_string());
                }
            }
            if m.capture {
                s.push('x');
            }
        }
        s.push_str(&m.to.to_string());
        if let Some(r) = m.promotion {
            s.push('=');
            s.push(r.upper());
        }
        s
    }

    /// The legal move written in SAN (`Nf3`, `exd5`, `O-O`, `0-0`, `e8=Q`; `+`, `#`, `!`, `?`
    /// and a missing `x` or `=` are tolerated), if exactly one legal move matches.
    pub fn parse_san(&self, text: &str) -> Option<Move> {
        let norm = |s: &str| -> String {
            s.trim()
                .replace('0', "O")
                .chars()
                .filter(|c| !matches!(c, '+' | '#' | '!' | '?' | 'x' | '=' | ':'))
                .collect()
        };
        let want = norm(text);
        if want.is_empty() {
            return None;
        }
        let legal = self.legal_moves_unsorted();
        let found: Vec<Move> = legal.iter().filter(|m| norm(&self.san_body(m, &legal)) == want).copied().collect();
        match found.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }
}
