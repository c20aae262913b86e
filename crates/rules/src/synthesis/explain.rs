//! Checking a typed move: the legal move it means, or the ruling it breaks (S3–S31) with the
//! facts of the refusal ([`SynthesisRefusal`]): the pieces, squares, regime clause and moves
//! involved, e.g. `NightPattern { role: Rook, from: a1, to: a4, night: LikeBishop, clause:
//! White's queen away from d1 }` under S9, which the `i18n` module's rules words words as "the rook on a1
//! moves at night like a bishop while White's queen is away from d1, so it cannot go to the
//! empty square a4 (S9)".

use super::board::{self, Board};
use super::illegal::{Attackers, Clause, Night, SynthesisRefusal, Written};
use super::movegen::Reject;
use super::position::{BK, BQ, ESCAPES, Position, WK, WQ, castling_rook, king_home};
use super::refuse::{Illegal, ruling};
use super::regime::Regime;
use crate::ruling::Rule;
use crate::{Color, Move, Piece, Role, Square, UciMove};

/// The ruling that gives a piece of this role its movement in this regime.
fn movement_rule(role: Role, regime: Regime) -> Rule {
    match (regime, role) {
        (Regime::A, _) => Rule::S7,
        (Regime::D, _) => Rule::S19,
        (Regime::B, Role::Rook) => Rule::S9,
        (Regime::B, Role::Bishop) => Rule::S10,
        (Regime::B | Regime::C, Role::Queen) => Rule::S11,
        (Regime::B, Role::King) => Rule::S12,
        (Regime::B, _) => Rule::S13,
        (Regime::C, Role::Rook) => Rule::S14,
        (Regime::C, Role::Bishop) => Rule::S15,
        (Regime::C, Role::King) => Rule::S16,
        (Regime::C, _) => Rule::S17,
    }
}

/// Where the line from `from` to `to` is blocked: the first piece strictly between them.
fn blocker(b: &Board, from: Square, to: Square) -> Option<Square> {
    let df = to.file() as i16 - from.file() as i16;
    let dr = to.rank() as i16 - from.rank() as i16;
    let d = df.signum() + 16 * dr.signum();
    let mut s = board::step(from, d)?;
    while s != to {
        if b.get(s).is_some() {
            return Some(s);
        }
        s = board::step(s, d)?;
    }
    None
}

fn is_orth(from: Square, to: Square) -> bool {
    from != to && (from.file() == to.file() || from.rank() == to.rank())
}
fn is_diag(from: Square, to: Square) -> bool {
    from != to && (from.file() as i16 - to.file() as i16).abs() == (from.rank() as i16 - to.rank() as i16).abs()
}
fn is_leap(from: Square, to: Square) -> bool {
    let df = (from.file() as i16 - to.file() as i16).abs();
    let dr = (from.rank() as i16 - to.rank() as i16).abs();
    (df, dr) == (1, 2) || (df, dr) == (2, 1)
}
fn is_adjacent(from: Square, to: Square) -> bool {
    from != to
        && (from.file() as i16 - to.file() as i16).abs() <= 1
        && (from.rank() as i16 - to.rank() as i16).abs() <= 1
}

impl Position {
    /// The legal move a typed move means (S31), or why it is not legal: the ruling and the
    /// facts naming pieces and squares.
    pub fn check_move(&self, m: UciMove) -> Result<Move, Illegal> {
        use SynthesisRefusal::*;
        let us = self.turn;
        let them = us.other();
        for sq in [m.from, m.to] {
            if !board::on_board(sq) {
                return Err(ruling(Rule::S1, OffBoard { square: sq }));
            }
        }
        if self.board.king(them).is_none() {
            let kind =
                if self.board.king(us).is_none() { BothKingsCaptured { last: them } } else { KingGone { color: them } };
            return Err(ruling(Rule::S27, kind));
        }
        let Some(p) = self.board.get(m.from) else {
            return Err(ruling(Rule::S31, NoPiece { square: m.from, color: us }));
        };
        if p.color != us {
            return Err(ruling(Rule::S31, NotYours { role: p.role, square: m.from, owner: them, color: us }));
        }
        if m.from == m.to {
            return Err(ruling(Rule::S31, MustLeave { role: p.role, square: m.from }));
        }
        let all = self.classify();
        if let Some((mv, rej)) = all.iter().find(|(mv, _)| UciMove::from(*mv) == m) {
            return match rej {
                None => Ok(*mv),
                Some(r) => Err(self.explain_reject(mv, *r, &all)),
            };
        }
        let same_squares = |mv: &&(Move, Option<Reject>)| mv.0.from == m.from && mv.0.to == m.to;
        if m.promotion.is_none() && all.iter().filter(same_squares).any(|(mv, _)| mv.promotion.is_some()) {
            return Err(ruling(Rule::S26, MustPromote { role: p.role, from: m.from, to: m.to }));
        }
        if let Some(r) = m.promotion
            && (p.role != Role::Pawn || all.iter().filter(same_squares).any(|(mv, _)| mv.promotion.is_none()))
        {
            return Err(ruling(Rule::S26, NoPromotion { role: p.role, from: m.from, to: m.to, letter: r }));
        }
        if self.board.king(us).is_none() {
            return Err(self.explain_reject(
                &Move { from: m.from, to: m.to, promotion: m.promotion, capture: false, kind: crate::MoveKind::Normal },
                Reject::NotKingCapture,
                &all,
            ));
        }
        Err(self.explain_movement(p, m))
    }

    fn explain_reject(&self, m: &Move, r: Reject, all: &[(Move, Option<Reject>)]) -> Illegal {
        use SynthesisRefusal::*;
        let us = self.turn;
        let them = us.other();
        let mv = Written::from(m);
        match r {
            Reject::NotKingCapture => {
                let king = self.board.king(them).expect("the enemy has a king");
                ruling(Rule::S27, MustCaptureKing { color: us, king, mv })
            }
            Reject::KingSafety => {
                let after = self.board_after(m);
                let king = after.king(us).expect("the mover has a king");
                let attackers = attackers(&after, king, them);
                if self.regime(us) == Regime::D {
                    ruling(Rule::S19, LeavesKingClassical { color: us, mv, king, attackers })
                } else if self.board.in_check(us) {
                    ruling(Rule::S21, CheckNotAnswered { color: us, mv, king, attackers })
                } else {
                    ruling(Rule::S21, LeavesKingAttacked { color: us, mv, king, attackers })
                }
            }
            Reject::BothInCheck => {
                let after = self.board_after(m);
                let moved = after.get(m.to).expect("the moved piece stands there");
                ruling(Rule::S23, AttacksNothing { role: moved.role, square: m.to })
            }
            Reject::ClassicalCheck => {
                let after = self.board_after(m);
                let king = after.king(us).expect("the mover has a king");
                let attackers = attackers(&after, king, them);
                ruling(Rule::S29, ClassicalCheck { color: us, mv, king, attackers })
            }
            Reject::Mandate => {
                let mut caps: Vec<Written> = all
                    .iter()
                    .filter(|(mv, rj)| rj.is_none() && self.is_pawn_capture(mv))
                    .map(|(mv, _)| Written::from(mv))
                    .collect();
                caps.sort_by_key(|w| w.to_string());
                caps.dedup();
                let clause = Clause::of(us, self.queen[us.index()], Regime::A);
                ruling(Rule::S8, PawnCaptureMandatory { clause, captures: caps })
            }
        }
    }

    fn explain_movement(&self, p: Piece, m: UciMove) -> Illegal {
        use SynthesisRefusal::*;
        let us = self.turn;
        let regime = self.regime(us);
        let mut clause = Clause::of(us, self.queen[us.index()], regime);
        if p.role == Role::Queen && matches!(regime, Regime::B | Regime::C) {
            // Any queen of a B or C colour leaps at night; say which queen sets the regime (SE9).
            clause.original = true;
        }
        let rule = movement_rule(p.role, regime);
        let (from, to) = (m.from, m.to);
        let role = p.role;
        let target = self.board.get(to);
        if p.role == Role::King
            && from == king_home(us)
            && to.rank() == from.rank()
            && (to.file() == 6 || to.file() == 2)
        {
            return self.explain_king(p, from, to, regime, clause);
        }
        if let Some(t) = target
            && t.color == us
        {
            return ruling(Rule::S3, OwnPieceThere { role, from, to, color: us, other: t.role });
        }
        let day = target.is_some();
        match p.role {
            Role::Pawn => self.explain_pawn(p, from, to, rule),
            Role::Knight => ruling(rule, KnightLeap { from, to }),
            Role::King => self.explain_king(p, from, to, regime, clause),
            Role::Bishop | Role::Rook | Role::Queen => {
                let on_day_line = match p.role {
                    Role::Bishop => is_diag(from, to),
                    Role::Rook => is_orth(from, to),
                    _ => is_diag(from, to) || is_orth(from, to),
                };
                if day {
                    let t = target.expect("day move onto a piece");
                    if on_day_line && let Some(b) = blocker(&self.board, from, to) {
                        let bp = self.board.get(b).expect("blocker");
                        return ruling(rule, CaptureBlocked { role, from, to, other: bp.role, at: b });
                    }
                    let plain = regime == Regime::A || regime == Regime::D;
                    let clause = (!plain).then_some(clause);
                    return ruling(rule, CapturesOnlyAlong { role, from, to, target: t.role, clause });
                }
                // Night: the pattern of the regime.
                let (night, reachable, line) = match (regime, p.role) {
                    (Regime::A | Regime::D, _) => (None, on_day_line, true),
                    (Regime::B, Role::Rook) => (Some(Night::LikeBishop), is_diag(from, to), true),
                    (Regime::B, Role::Bishop) => (Some(Night::LikeRook), is_orth(from, to), true),
                    (Regime::C, Role::Rook) => {
                        (Some(Night::OneDiagonal), is_diag(from, to) && is_adjacent(from, to), false)
                    }
                    (Regime::C, Role::Bishop) => {
                        (Some(Night::OneOrthogonal), is_orth(from, to) && is_adjacent(from, to), false)
                    }
                    (_, _) => (Some(Night::KnightLeap), is_leap(from, to), false),
                };
                if reachable
                    && line
                    && let Some(b) = blocker(&self.board, from, to)
                {
                    let bp = self.board.get(b).expect("blocker");
                    return ruling(rule, PassBlocked { role, from, to, other: bp.role, at: b });
                }
                match night {
                    None => ruling(rule, NotOnItsLines { role, from, to }),
                    Some(night) => ruling(rule, NightPattern { role, from, to, night, clause }),
                }
            }
        }
    }

    fn explain_pawn(&self, p: Piece, from: Square, to: Square, rule: Rule) -> Illegal {
        use SynthesisRefusal::*;
        let fwd: i16 = if p.color == Color::White { 1 } else { -1 };
        let df = to.file() as i16 - from.file() as i16;
        let dr = (to.rank() as i16 - from.rank() as i16) * fwd;
        let start = if p.color == Color::White { 1 } else { 6 };
        match (df.abs(), dr) {
            (0, 1) => {
                let t = self.board.get(to).expect("a push onto an empty square would be legal by movement");
                ruling(rule, PawnNoStraightCapture { from, to, other: t.role })
            }
            (0, 2) if from.rank() != start => ruling(rule, PawnDoubleFromStart { from }),
            (0, 2) => {
                let mid = Square::new(from.file(), (from.rank() as i16 + fwd) as u8);
                let b = if self.board.get(mid).is_some() { mid } else { to };
                let bp = self.board.get(b).expect("something blocks the double step");
                ruling(rule, PawnDoubleBlocked { from, to, other: bp.role, at: b })
            }
            (1, 1) => ruling(Rule::S25, PawnDiagonalEmpty { from, to }),
            _ => ruling(rule, PawnCannotReach { from, to }),
        }
    }

    fn explain_king(&self, p: Piece, from: Square, to: Square, regime: Regime, clause: Clause) -> Illegal {
        use SynthesisRefusal::*;
        let us = p.color;
        let castle_bit = if from == king_home(us) && to.rank() == from.rank() && (to.file() == 6 || to.file() == 2) {
            Some(match (us, to.file()) {
                (Color::White, 6) => WK,
                (Color::White, _) => WQ,
                (Color::Black, 6) => BK,
                (Color::Black, _) => BQ,
            })
        } else {
            None
        };
        if let Some(bit) = castle_bit {
            let rook = castling_rook(bit);
            if regime == Regime::C {
                return ruling(Rule::S16, KingNeverCastlesC { color: us, from, clause });
            }
            if regime == Regime::B && !self.options.castling_synthesis {
                return ruling(Rule::S24, KingCastleB { color: us, from, clause });
            }
            if self.castling & bit == 0 {
                return ruling(Rule::S24, NoCastlingRight { color: us, rook });
            }
            if let Some(why) = self.castling_blocker(bit) {
                return ruling(Rule::S24, CastlingBlocked { color: us, rook, why });
            }
        }
        if !is_adjacent(from, to) {
            return ruling(movement_rule(Role::King, regime), KingOneSquare { color: us, from, to });
        }
        let in_check = self.board.in_check(us);
        match regime {
            Regime::B => ruling(Rule::S12, KingMidnightB { color: us, from, clause }),
            Regime::C if !in_check => ruling(Rule::S16, KingNotInCheckC { color: us, from, clause }),
            Regime::C if self.escapes[us.index()] == 0 => {
                ruling(Rule::S16, EscapesUsed { color: us, from, clause, escapes: ESCAPES })
            }
            Regime::C => {
                let mv = Move {
                    from,
                    to,
                    promotion: None,
                    capture: self.board.get(to).is_some(),
                    kind: crate::MoveKind::Normal,
                };
                let after = self.board_after(&mv);
                ruling(
                    Rule::S16,
                    KingEscapeAttacked { color: us, from, to, attackers: attackers(&after, to, us.other()) },
                )
            }
            _ => ruling(movement_rule(Role::King, regime), KingCannotMove { color: us, from, to }),
        }
    }
}

/// The pieces of `by` attacking `sq` on `b`.
fn attackers(b: &Board, sq: Square, by: Color) -> Attackers {
    b.attackers(sq, by).into_iter().map(|s| (b.get(s).expect("attacker").role, s)).collect()
}
