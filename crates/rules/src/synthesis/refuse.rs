//! A Synthesis refusal as the engine's shared refusal: [`ruling`] wraps a [`SynthesisRefusal`]
//! in an [`Illegal`] (`Refusal::Synthesis`) with its S-ruling, and one of every variant for the
//! tests that word them all.

pub use crate::Illegal;
use crate::explain::Refusal;
use crate::ruling::Rule;
use crate::synthesis_terms::illegal::*;
use crate::synthesis_terms::outcome::{DrawGround, Outcome};
use crate::{Color, Role, Square};

/// The refusal `kind` under `rule`.
pub(crate) fn ruling(rule: Rule, kind: SynthesisRefusal) -> Illegal {
    Illegal { rule, kind: Refusal::Synthesis(kind) }
}

impl SynthesisRefusal {
    /// One of every variant (and of every clause, pattern and outcome), with a ruling each.
    pub fn examples() -> Vec<Illegal> {
        use SynthesisRefusal::*;
        let sq = |f: u8, r: u8| Square::new(f, r);
        let (a, b, c, d) = (sq(0, 0), sq(3, 3), sq(4, 7), sq(5, 5));
        let mv = Written { from: b, to: c, capture: true, promotion: None };
        let quiet = Written { from: sq(4, 6), to: sq(4, 7), capture: false, promotion: Some(Role::Queen) };
        let mut v = Vec::new();
        let clauses: Vec<Clause> = Color::ALL
            .into_iter()
            .flat_map(|color| {
                Clause::STATES
                    .into_iter()
                    .flat_map(move |state| [false, true].map(move |original| Clause { color, state, original }))
            })
            .collect();
        let few: Vec<Attackers> = vec![vec![(Role::Rook, c)], vec![(Role::Rook, c), (Role::Knight, d)], vec![]];
        for color in Color::ALL {
            v.extend([
                ruling(Rule::S27, BothKingsCaptured { last: color }),
                ruling(Rule::S27, KingGone { color }),
                ruling(Rule::S31, NoPiece { square: a, color }),
                ruling(Rule::S31, NotYours { role: Role::Rook, square: a, owner: color.other(), color }),
                ruling(Rule::S27, MustCaptureKing { color, king: c, mv }),
                ruling(Rule::S3, OwnPieceThere { role: Role::Rook, from: a, to: b, color, other: Role::Knight }),
                ruling(Rule::S24, NoCastlingRight { color, rook: a }),
                ruling(Rule::S12, KingOneSquare { color, from: a, to: c }),
                ruling(Rule::S16, KingCannotMove { color, from: a, to: b }),
            ]);
            for attackers in &few {
                let attackers = attackers.clone();
                v.extend([
                    ruling(Rule::S19, LeavesKingClassical { color, mv, king: a, attackers: attackers.clone() }),
                    ruling(Rule::S21, CheckNotAnswered { color, mv: quiet, king: a, attackers: attackers.clone() }),
                    ruling(Rule::S21, LeavesKingAttacked { color, mv, king: a, attackers: attackers.clone() }),
                    ruling(Rule::S29, ClassicalCheck { color, mv, king: a, attackers: attackers.clone() }),
                    ruling(Rule::S16, KingEscapeAttacked { color, from: a, to: b, attackers }),
                ]);
            }
            for why in [
                CastleBlock::Occupied { at: b, role: Role::Bishop },
                CastleBlock::InCheck { color, king: a },
                CastleBlock::Crosses { square: b, role: Role::Queen, by: c },
                CastleBlock::Lands { square: b, role: Role::Rook, by: c },
            ] {
                v.push(ruling(Rule::S24, CastlingBlocked { color, rook: a, why }));
            }
        }
        for &clause in &clauses {
            let color = clause.color;
            v.extend([
                ruling(Rule::S8, PawnCaptureMandatory { clause, captures: vec![mv] }),
                ruling(Rule::S8, PawnCaptureMandatory { clause, captures: vec![mv, quiet] }),
                ruling(Rule::S16, KingNeverCastlesC { color, from: a, clause }),
                ruling(Rule::S24, KingCastleB { color, from: a, clause }),
                ruling(Rule::S12, KingMidnightB { color, from: a, clause }),
                ruling(Rule::S16, KingNotInCheckC { color, from: a, clause }),
                ruling(Rule::S16, EscapesUsed { color, from: a, clause, escapes: 3 }),
                ruling(
                    Rule::S9,
                    CapturesOnlyAlong { role: Role::Rook, from: a, to: b, target: Role::Pawn, clause: Some(clause) },
                ),
            ]);
            for night in Night::ALL {
                v.push(ruling(Rule::S9, NightPattern { role: Role::Queen, from: a, to: b, night, clause }));
            }
        }
        for role in Role::ALL {
            v.extend([
                ruling(Rule::S31, MustLeave { role, square: a }),
                ruling(Rule::S26, MustPromote { role, from: a, to: b }),
                ruling(Rule::S26, NoPromotion { role, from: a, to: b, letter: Role::Queen }),
                ruling(Rule::S23, AttacksNothing { role, square: b }),
                ruling(Rule::S7, CaptureBlocked { role, from: a, to: b, other: role, at: d }),
                ruling(Rule::S7, CapturesOnlyAlong { role, from: a, to: b, target: role, clause: None }),
                ruling(Rule::S7, PassBlocked { role, from: a, to: b, other: role, at: d }),
                ruling(Rule::S7, NotOnItsLines { role, from: a, to: b }),
                ruling(Rule::S7, PawnNoStraightCapture { from: a, to: b, other: role }),
                ruling(Rule::S7, PawnDoubleBlocked { from: a, to: b, other: role, at: d }),
            ]);
        }
        v.extend([
            ruling(Rule::S1, OffBoard { square: sq(8, 8) }),
            ruling(Rule::S7, KnightLeap { from: a, to: b }),
            ruling(Rule::S7, PawnDoubleFromStart { from: a }),
            ruling(Rule::S25, PawnDiagonalEmpty { from: a, to: b }),
            ruling(Rule::S7, PawnCannotReach { from: a, to: b }),
        ]);
        for outcome in Outcome::examples() {
            let rule = match outcome {
                Outcome::KingCaptured { .. } => Rule::S27,
                Outcome::Checkmate { .. } | Outcome::Draw { ground: DrawGround::Stalemate } => Rule::S28,
                _ => Rule::S30,
            };
            if outcome != Outcome::Ongoing {
                v.push(ruling(rule, GameOver { outcome }));
            }
        }
        v
    }
}
