//! Where the mating check can come from (issue 40: entombed bishops, warriors that can never
//! capture, locked chains against walls, reserve-starved pieces). A mate is a check, and the
//! check is new: before the mater's last move the loser's king stood out of check (the loser's
//! own move may not leave it in check, and the position analysed has it out of check when the
//! mater is to move — else nothing here is read). So the mater's last move made it, in one of
//! two ways only:
//! - the man that moved strikes the king from where it landed — and only a man that moves and
//!   is not turned to stone by that move: a queen, rook or bishop whose last reserve point it
//!   spends, a warrior that arrives on the rank before last under `warrior_final_rank=monument`
//!   (R15, R17, R21), gives no check (the warrior, a monument there for good, strikes nothing
//!   from there either: it may only close a flight, as a wall);
//! - the move emptied a square on a line from a queen, rook or bishop of the mater to the king
//!   (a discovered check): the square the mover left, or the square of a pawn taken en passant
//!   (castling moves a second man: where the mater may still castle, nothing here is read).
//!
//! A promotion is a move of a pawn that may promote: such a pawn is counted as striking the
//! whole region, as before. So a man that never moves gives no check by itself: a knight or
//! pawn never, a slider only along a line one of whose squares between it and the king some
//! man of the mater may leave (or, where en passant may happen, some pawn of the loser may
//! stand on). What the other men strike still closes flights (the net is read as before);
//! only the squares where the king can stand *checked* shrink. Every set read here
//! over-approximates what can happen (the fixpoint's squares, the reserve's reach), so when no
//! square of the region can be checked, mate is impossible.

use super::{B, Sat, UNLIMITED};
use crate::mailbox as mb;
use crate::options::WarriorFinalRank;
use crate::{Color, Role};

/// What the mater's men strike, split by what may become the mating check.
pub(super) struct Strikes {
    /// Squares of the region some man of the mater strikes from a square it may stand on
    /// (flights these may close).
    pub covered: B,
    /// Squares of the region where the king may stand checked by a move of the mater.
    pub checks: B,
    /// The men that may give such a check.
    pub checkers: B,
    /// The men that strike the region but can never give check there.
    pub silent: B,
}

impl Sat<'_> {
    /// Can the check rule be read in this position: the mater cannot castle (castling moves
    /// a second man), and, the mater to move, the loser's king stands out of check now?
    fn checks_are_new(&self, mater: Color) -> bool {
        let pos = self.pos;
        if pos.rules.castling() && !pos.castling[mater.index()].is_empty() {
            return false;
        }
        !(pos.turn == mater && pos.is_attacked(pos.kings[mater.other().index()], mater))
    }

    /// The squares some man of the mater but `slider` may leave by a move (a man that may stand
    /// on a square and move on), and, where a pawn of the mater may capture, the squares a pawn
    /// of the loser may stand on (en passant empties the square of the pawn it takes). The
    /// slider itself opens none of its own lines: it stands where it is while it is a slider.
    fn may_empty(&self, mater: Color, slider: usize) -> B {
        let mut out = B::default();
        let mut takes = false;
        for (k, m) in self.men.iter().enumerate() {
            if k != slider && m.color == mater && !self.frozen.has(m.at) && self.reach[k] != B::one(m.at) {
                out = out.or(self.reach[k]);
                takes |= m.role == Role::Pawn && (self.captures[k] || self.promotable[k]);
            }
        }
        if takes {
            for (k, m) in self.men.iter().enumerate() {
                if m.color != mater && m.role == Role::Pawn {
                    out = out.or(self.reach[k]);
                }
            }
        }
        out
    }

    /// The squares of `region` a slider of `color` on `s` checks by a discovery: along each of
    /// its lines (through its own bastions, stopped by walls and by men that never move), the
    /// squares beyond one that `empty` holds.
    fn discovered(&self, role: Role, color: Color, s: usize, empty: B, region: B) -> B {
        let mut out = B::default();
        let board = &self.pos.board;
        let own_bastion = mb::bastion_code(color);
        for &(d, _, _) in super::strike_dirs(role) {
            let mut j = (s as isize + d) as usize;
            let mut open = false;
            loop {
                let code = board[j];
                if code == mb::OFF || code == mb::MONUMENT || code == mb::bastion_code(color.other()) {
                    break;
                }
                if code != own_bastion {
                    if open && region.has(j) {
                        out.add(j);
                    }
                    if self.steady.has(j) {
                        break;
                    }
                    open |= empty.has(j);
                }
                j = (j as isize + d) as usize;
            }
        }
        out
    }

    /// What the mater's men (but its king, and a split's frozen men) strike on `region`, from
    /// the squares each may stand on (`reserve`: a queen, rook or bishop only where it stands
    /// after all but its last reserve move, R17), and where of it a move may give check.
    pub(super) fn strikes_on(&self, mater: Color, region: B, reserve: bool) -> Strikes {
        let mut s =
            Strikes { covered: B::default(), checks: B::default(), checkers: B::default(), silent: B::default() };
        let new = self.checks_are_new(mater);
        let blockers = self.steady.or(self.walls);
        let h = self.pos.height;
        let monument = self.pos.rules.options.warrior_final_rank == WarriorFinalRank::Monument;
        for (k, m) in self.men.iter().enumerate() {
            if m.color != mater || m.role == Role::King || self.frozen.has(m.at) {
                continue;
            }
            if self.promotable[k] {
                s.covered = s.covered.or(region);
                s.checks = s.checks.or(region);
                s.checkers.add(m.at);
                continue;
            }
            let from = if reserve && m.reserve != UNLIMITED {
                let moves = m.reserve.saturating_sub(1).saturating_add(m.free_castle as u16);
                self.within(k, moves)
            } else {
                self.reach[k]
            };
            // A warrior that never captures turns to stone on the rank before last (R21,
            // `monument`): from there it strikes nothing (as a wall it may still close a flight).
            let before_last = m.color.rank_before_last(h);
            let petrifies = monument && m.warrior && !m.sentinel && !self.captures[k];
            let mut covered = B::default();
            for t in from.iter().filter(|&t| !(petrifies && Self::rank(t) == before_last)) {
                covered = covered.or(self.strikes(m.role, m.color, t, blockers, false).and(region));
            }
            if !covered.any() {
                continue;
            }
            s.covered = s.covered.or(covered);
            let checks = if !new || from != B::one(m.at) {
                // It moves: it checks from where it lands or, standing, by a discovery (counted
                // in full: its squares are all read).
                covered
            } else if matches!(m.role, Role::Queen | Role::Rook | Role::Bishop) {
                // It never moves (or only to turn to stone): a discovery alone.
                self.discovered(m.role, m.color, m.at, self.may_empty(mater, k), region)
            } else {
                B::default()
            };
            if checks.any() {
                s.checks = s.checks.or(checks);
                s.checkers.add(m.at);
            } else {
                s.silent.add(m.at);
            }
        }
        s
    }
}
