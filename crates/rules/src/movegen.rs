//! Attacks and legal moves. Lines follow R10: a quiet slider move stops before any bastion,
//! monument or piece (with `strikes_and_moves`, it passes its own bastions); a strike — a
//! capture, a check, a pin, a guarded square — passes the striker's own bastions and is stopped
//! by the opponent's bastions, by monuments and by the first piece. Pawns follow R11, R20–R23
//! and E1, E8; castling R24 with E4–E5. Legality comes from the checkers and pins of the king
//! (found along R10 lines); only en passant and castling are tested by playing them on a copy.

use super::mailbox as mb;
use super::moves::{Move, MoveKind};
use super::piece::{Cell, Color, Piece, Role};
use super::position::Position;
use super::square::{Square, SquareSet};

impl Position {
    /// Is `sq` struck by a piece of `by`? (R10, R16, R21 sentinels still strike.)
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.attacker(sq, by).is_some()
    }

    /// A piece of `by` that strikes `sq`, if any: its square.
    pub fn attacker(&self, sq: Square, by: Color) -> Option<Square> {
        self.attacker_ignoring(sq, by, None)
    }

    /// Like `attacker`, with the square `ignore` treated as empty (the king that moves away).
    fn attacker_ignoring(&self, sq: Square, by: Color, ignore: Option<Square>) -> Option<Square> {
        let mut found = None;
        self.each_striker(sq, by, ignore.map_or(usize::MAX, mb::index), |i| {
            found = Some(mb::square(i));
            false
        });
        found
    }

    /// Calls `f` with the mailbox index of every piece of `by` that strikes `sq` — pawns,
    /// knights and the king by their steps, sliders along R10 lines (their own bastions let the
    /// strike through), with the index `skip` treated as empty — until `f` returns false.
    #[inline]
    fn each_striker(&self, sq: Square, by: Color, skip: usize, mut f: impl FnMut(usize) -> bool) {
        let b = &self.board;
        let at = mb::index(sq) as isize;
        let back = -(by.forward() as isize) * mb::WIDTH;
        for (steps, role) in
            [(&[back - 1, back + 1][..], Role::Pawn), (&mb::KNIGHT[..], Role::Knight), (&mb::KING[..], Role::King)]
        {
            let code = mb::piece_code(by, role);
            for &d in steps {
                if b[(at + d) as usize] == code && !f((at + d) as usize) {
                    return;
                }
            }
        }
        let own_bastion = mb::bastion_code(by);
        let queen = mb::piece_code(by, Role::Queen);
        for (dirs, role) in [(&mb::ORTHO, Role::Rook), (&mb::DIAG, Role::Bishop)] {
            let slider = mb::piece_code(by, role);
            for &(d, _, _) in dirs {
                let mut i = at + d;
                loop {
                    let c = b[i as usize];
                    if c == mb::EMPTY || c == own_bastion || i as usize == skip {
                        i += d;
                        continue;
                    }
                    if (c == slider || c == queen) && !f(i as usize) {
                        return;
                    }
                    break;
                }
            }
        }
    }

    /// Is the side to move in check?
    pub fn is_check(&self) -> bool {
        self.is_attacked(self.kings[self.turn.index()], self.turn.other())
    }

    /// Every legal move, in generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        self.gen_pseudo(&mut out, None);
        self.retain_legal(&mut out);
        out
    }

    /// Every legal move, written into `out` (cleared first): `legal_moves` without a new
    /// allocation, for loops that ask at every node.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        self.gen_pseudo(out, None);
        self.retain_legal(out);
    }

    /// The legal moves found the slow, obvious way — every pseudo-legal move played on a copy.
    /// Tests hold the fast path to it.
    #[doc(hidden)]
    pub fn legal_moves_by_copy(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.gen_pseudo(&mut out, None);
        out.retain(|m| self.leaves_king_safe(m));
        out
    }

    /// The legal moves of the piece on `from`.
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        let mut out = Vec::new();
        self.gen_pseudo(&mut out, Some(from));
        self.retain_legal(&mut out);
        out
    }

    /// The number of legal moves (used by perft's last ply).
    pub fn count_legal(&self) -> usize {
        self.legal_moves().len()
    }

    pub(crate) fn retain_legal(&self, moves: &mut Vec<Move>) {
        let us = self.turn;
        let them = us.other();
        let king = self.kings[us.index()];
        let mut checkers = [king; 2];
        let n_checkers = self.checkers(king, them, &mut checkers);
        let mut pins = [(king, (0i8, 0i8)); 16];
        let n_pins = self.pins(king, them, &mut pins);
        let pins = &pins[..n_pins];
        if n_checkers == 0 && n_pins == 0 {
            moves.retain(|m| match m.kind {
                MoveKind::EnPassant | MoveKind::Castle { .. } => self.leaves_king_safe(m),
                _ if m.from == king => self.attacker_ignoring(m.to, them, Some(king)).is_none(),
                _ => true,
            });
            return;
        }
        moves.retain(|m| {
            if m.kind == MoveKind::EnPassant || matches!(m.kind, MoveKind::Castle { .. }) {
                return self.leaves_king_safe(m);
            }
            if m.from == king {
                return self.attacker_ignoring(m.to, them, Some(king)).is_none();
            }
            if n_checkers >= 2 {
                return false;
            }
            if let Some(&(_, (df, dr))) = pins.iter().find(|(sq, _)| *sq == m.from)
                && !on_ray(king, m.to, df, dr)
            {
                return false;
            }
            if n_checkers == 1 {
                let c = checkers[0];
                if m.to == c {
                    return true;
                }
                let slider = matches!(self.cell(c), Cell::Piece(p) if p.role.is_slider());
                return slider && between(king, c, m.to);
            }
            true
        });
    }

    /// The pieces of `by` striking `sq` (up to two are written; the count may say more).
    fn checkers(&self, sq: Square, by: Color, out: &mut [Square; 2]) -> usize {
        let mut n = 0;
        // E10: a start may put the kings side by side; the enemy king then checks ours.
        self.each_striker(sq, by, usize::MAX, |i| {
            if n < 2 {
                out[n] = mb::square(i);
            }
            n += 1;
            true
        });
        n
    }

    /// Pieces of the side to move pinned to their king by a striker of `by` (R10 lines: the
    /// striker's own bastions let the pin through), with the pin's direction from the king.
    fn pins(&self, king: Square, by: Color, out: &mut [(Square, (i8, i8)); 16]) -> usize {
        let b = &self.board;
        let us = by.other();
        let at = mb::index(king) as isize;
        let own_bastion = mb::bastion_code(by);
        let queen = mb::piece_code(by, Role::Queen);
        let mut n = 0;
        for (dirs, role) in [(&mb::ORTHO, Role::Rook), (&mb::DIAG, Role::Bishop)] {
            let slider = mb::piece_code(by, role);
            for &(d, df, dr) in dirs {
                let mut i = at + d;
                let mut candidate = None;
                loop {
                    let c = b[i as usize];
                    if c == mb::EMPTY || c == own_bastion {
                        i += d;
                        continue;
                    }
                    if mb::is_color(c, us) && candidate.is_none() {
                        candidate = Some(i);
                        i += d;
                        continue;
                    }
                    if (c == slider || c == queen)
                        && let Some(p) = candidate
                    {
                        out[n] = (mb::square(p as usize), (df, dr));
                        n += 1;
                    }
                    break;
                }
            }
        }
        n
    }

    /// Plays `m` on a copy and asks whether the mover's king is safe afterwards.
    pub(crate) fn leaves_king_safe(&self, m: &Move) -> bool {
        let mut p = self.clone();
        p.apply(m);
        let us = self.turn;
        !p.is_attacked(p.kings[us.index()], us.other())
    }

    /// Pseudo-legal moves (the king may be left in check), optionally of one piece only.
    pub(crate) fn gen_pseudo(&self, out: &mut Vec<Move>, only: Option<Square>) {
        let us = self.turn;
        let mut mine = self.occupied[us.index()];
        if let Some(o) = only {
            let keep = mine.contains(o);
            mine = SquareSet::EMPTY;
            mine.set(o, keep);
        }
        for sq in mine.iter() {
            let code = self.board[mb::index(sq)];
            match mb::role_of(code) {
                Role::Pawn => self.gen_pawn(sq, out),
                Role::Knight => self.gen_leaper(sq, &mb::KNIGHT, out),
                Role::King => {
                    self.gen_leaper(sq, &mb::KING, out);
                    self.gen_castling(sq, out);
                }
                Role::Bishop => self.gen_slider(sq, &mb::DIAG, out),
                Role::Rook => self.gen_slider(sq, &mb::ORTHO, out),
                Role::Queen => {
                    self.gen_slider(sq, &mb::ORTHO, out);
                    self.gen_slider(sq, &mb::DIAG, out);
                }
            }
        }
    }

    /// A code the side to move may capture: an enemy piece other than the king.
    #[inline]
    fn capturable(&self, code: u8) -> bool {
        mb::is_color(code, self.turn.other()) && code != mb::piece_code(self.turn.other(), Role::King)
    }

    fn gen_leaper(&self, from: Square, steps: &[isize], out: &mut Vec<Move>) {
        let at = mb::index(from) as isize;
        for &d in steps {
            let i = (at + d) as usize;
            let c = self.board[i];
            if c == mb::EMPTY {
                out.push(Move { from, to: mb::square(i), promotion: None, capture: false, kind: MoveKind::Normal });
            } else if self.capturable(c) {
                out.push(Move { from, to: mb::square(i), promotion: None, capture: true, kind: MoveKind::Normal });
            }
        }
    }

    fn gen_slider(&self, from: Square, dirs: &[mb::Dir], out: &mut Vec<Move>) {
        let own_bastion = mb::bastion_code(self.turn);
        let quiet_through = self.rules.quiet_through_own_bastions();
        let at = mb::index(from) as isize;
        for &(d, _, _) in dirs {
            let mut i = at + d;
            let mut quiet = true;
            loop {
                let c = self.board[i as usize];
                if c == mb::EMPTY {
                    if quiet {
                        out.push(Move {
                            from,
                            to: mb::square(i as usize),
                            promotion: None,
                            capture: false,
                            kind: MoveKind::Normal,
                        });
                    }
                } else if c == own_bastion {
                    quiet &= quiet_through;
                } else {
                    if self.capturable(c) {
                        out.push(Move {
                            from,
                            to: mb::square(i as usize),
                            promotion: None,
                            capture: true,
                            kind: MoveKind::Normal,
                        });
                    }
                    break;
                }
                i += d;
            }
        }
    }

    fn push_pawn(&self, from: Square, to: Square, capture: bool, kind: MoveKind, out: &mut Vec<Move>) {
        let us = self.turn;
        if to.rank() == us.last_rank(self.height) {
            // R21: a warrior never enters the last rank by a push; a capture makes it a hero (E2).
            if !capture && self.rules.pawn_status() && !self.heroes.contains(from) {
                return;
            }
            for role in super::piece::Role::PROMOTIONS {
                out.push(Move { from, to, promotion: Some(role), capture, kind });
            }
        } else {
            out.push(Move { from, to, promotion: None, capture, kind });
        }
    }

    fn gen_pawn(&self, from: Square, out: &mut Vec<Move>) {
        if self.is_sentinel(from) {
            return;
        }
        let us = self.turn;
        let at = mb::index(from) as isize;
        let fwd = us.forward() as isize * mb::WIDTH;
        let ahead = self.board[(at + fwd) as usize];
        if ahead == mb::EMPTY {
            self.push_pawn(from, mb::square((at + fwd) as usize), false, MoveKind::Normal, out);
            if self.fresh.contains(from) && self.board[(at + 2 * fwd) as usize] == mb::EMPTY {
                self.push_pawn(from, mb::square((at + 2 * fwd) as usize), false, MoveKind::DoubleStep, out);
            }
        } else if ahead == mb::bastion_code(us) && self.rules.pawn_bypass() {
            for d in [fwd - 1, fwd + 1] {
                if self.board[(at + d) as usize] == mb::EMPTY {
                    self.push_pawn(from, mb::square((at + d) as usize), false, MoveKind::Bypass, out);
                }
            }
        }
        for d in [fwd - 1, fwd + 1] {
            let i = (at + d) as usize;
            let c = self.board[i];
            if self.capturable(c) {
                self.push_pawn(from, mb::square(i), true, MoveKind::Normal, out);
            } else if c == mb::EMPTY && Some(mb::square(i)) == self.ep_square && self.ep_possible(mb::square(i)) {
                out.push(Move { from, to: mb::square(i), promotion: None, capture: true, kind: MoveKind::EnPassant });
            }
        }
    }

    /// E8: the en-passant square is empty and the enemy pawn that double-stepped stands right
    /// behind it.
    pub(crate) fn ep_possible(&self, ep: Square) -> bool {
        let us = self.turn;
        self.cell(ep) == Cell::Empty
            && self
                .step(ep, 0, -us.forward())
                .is_some_and(|s| self.cell(s) == Cell::Piece(Piece::new(us.other(), Role::Pawn)))
    }

    /// R24 with E4: castling with each rook that keeps its right, on the king's rank.
    fn gen_castling(&self, king: Square, out: &mut Vec<Move>) {
        if !self.rules.castling() {
            return;
        }
        let us = self.turn;
        for rook in self.castling[us.index()].iter() {
            if self.may_castle(king, rook) {
                let dir: i8 = if rook.file() > king.file() { 1 } else { -1 };
                if let Some(to) = self.step(king, 2 * dir, 0) {
                    out.push(Move { from: king, to, promotion: None, capture: false, kind: MoveKind::Castle { rook } });
                }
            }
        }
    }

    /// `castling_problem(king, rook).is_none()`, without building the sentence: the generator
    /// asks this at every node, the explanation only when a move is refused.
    fn may_castle(&self, king: Square, rook: Square) -> bool {
        let us = self.turn;
        if rook.rank() != king.rank() || self.cell(rook) != Cell::Piece(Piece::new(us, Role::Rook)) {
            return false;
        }
        let dist = (rook.file() as i8 - king.file() as i8).abs();
        if dist < 3 {
            return false;
        }
        let dir: isize = if rook.file() > king.file() { 1 } else { -1 };
        let at = mb::index(king) as isize;
        if (1..dist as isize).any(|i| self.board[(at + i * dir) as usize] != mb::EMPTY) {
            return false;
        }
        let crossed = mb::square((at + dir) as usize);
        !self.is_attacked(king, us.other()) && !self.is_attacked(crossed, us.other())
    }

    /// Why castling with the rook on `rook` is impossible before king safety after the move:
    /// `None` when it may go ahead (the landing square is tested by playing it).
    pub(crate) fn castling_problem(&self, king: Square, rook: Square) -> Option<super::explain::CastlingProblem> {
        use super::explain::CastlingProblem as P;
        let us = self.turn;
        if rook.rank() != king.rank() {
            return Some(P::RookOffRank { rook, rank: king.rank() + 1 });
        }
        if self.cell(rook) != Cell::Piece(Piece::new(us, Role::Rook)) {
            return Some(P::NoRook { color: us, rook });
        }
        let dist = (rook.file() as i8 - king.file() as i8).abs();
        if dist < 3 {
            return Some(P::TooClose { king, rook });
        }
        let dir: i8 = if rook.file() > king.file() { 1 } else { -1 };
        let mut s = king;
        for _ in 1..dist {
            s = self.step(s, dir, 0)?;
            if self.cell(s) != Cell::Empty {
                return Some(P::Between { what: self.thing(s) });
            }
        }
        if let Some(a) = self.attacker(king, us.other()) {
            return Some(P::KingInCheck { king, by: self.thing(a) });
        }
        let crossed = self.step(king, dir, 0)?;
        if let Some(a) = self.attacker(crossed, us.other()) {
            return Some(P::CrossesAttacked { crossed, by: self.thing(a) });
        }
        None
    }

    /// What stands on a square, for a refusal to name ("the rook on d4").
    pub(crate) fn thing(&self, sq: Square) -> super::explain::Thing {
        use super::explain::Thing;
        match self.cell(sq) {
            Cell::Piece(p) => Thing::Piece { role: p.role, square: sq },
            Cell::Bastion(color) => Thing::Bastion { color, square: sq },
            Cell::Monument => Thing::Monument { square: sq },
            Cell::Empty => Thing::Square { square: sq },
        }
    }
}

/// Does `to` lie on the line through `king` with direction (df, dr), either way?
#[inline]
fn on_ray(king: Square, to: Square, df: i8, dr: i8) -> bool {
    let x = to.file() as i32 - king.file() as i32;
    let y = to.rank() as i32 - king.rank() as i32;
    x * dr as i32 == y * df as i32
}

/// Is `s` strictly between `a` and `b` on a file, rank or diagonal? (In `i32`: on a 16x16
/// board the cross products reach 15 * 15.)
#[inline]
fn between(a: Square, b: Square, s: Square) -> bool {
    let (dx, dy) = (b.file() as i32 - a.file() as i32, b.rank() as i32 - a.rank() as i32);
    let (sx, sy) = (s.file() as i32 - a.file() as i32, s.rank() as i32 - a.rank() as i32);
    if dx * sy != dy * sx {
        return false;
    }
    let (len, pos) = if dx != 0 { (dx, sx) } else { (dy, sy) };
    pos.signum() == len.signum() && pos.abs() < len.abs() && pos != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_on_the_widest_board_do_not_overflow() {
        let sq = |f, r| Square::new(f, r);
        assert!(between(sq(0, 0), sq(15, 15), sq(7, 7)));
        assert!(!between(sq(0, 0), sq(15, 0), sq(1, 7)));
        assert!(!between(sq(0, 0), sq(15, 9), sq(1, 7)));
        assert!(on_ray(sq(0, 0), sq(15, 15), 1, 1));
        assert!(!on_ray(sq(0, 0), sq(15, 14), 1, 1));
    }
}
