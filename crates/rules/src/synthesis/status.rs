//! What the recording screen, the public window and the sheet show about a Synthesis position,
//! as facts (worded by the `i18n` module's rules words): each colour's regime (S6), the escapes left (S16), check and both
//! kings in check (S22, S23), a captured king and its one reply (S27), the mandatory pawn
//! capture when it binds (S8). Nothing in Synthesis is secret: every flag may be shown to all.

use super::play::SynthesisEvent;
use super::position::Position;
use super::regime::Regime;
use crate::{Color, Move};

/// One thing to show about the position.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Flag {
    /// A colour's regime.
    Regime(Color, Regime),
    /// Escapes left to a colour in regime C.
    Escapes(Color, u8),
    /// The side to move is in check.
    Check(Color),
    /// The side to move is in check and the enemy king is attacked too (S23 binds).
    BothInCheck,
    /// The side to move has lost its king; `reply` says whether it can capture back.
    KingCaptured { color: Color, reply: bool },
    /// S8 binds the side to move: these pawn captures are its choices (king captures stay legal).
    Mandatory(Vec<Move>),
}

impl Flag {
    /// One of every shape, for tests that render them all.
    pub fn examples() -> Vec<Flag> {
        use crate::{MoveKind, Square};
        let m = |f: u8, t: u8| Move {
            from: Square::new(f, 4),
            to: Square::new(t, 5),
            promotion: None,
            capture: true,
            kind: MoveKind::Normal,
        };
        let mut v = Vec::new();
        for c in Color::ALL {
            v.extend(Regime::ALL.map(|r| Flag::Regime(c, r)));
            v.extend([Flag::Escapes(c, 1), Flag::Escapes(c, 3), Flag::Check(c)]);
            v.extend([true, false].map(|reply| Flag::KingCaptured { color: c, reply }));
        }
        v.extend([Flag::BothInCheck, Flag::Mandatory(vec![m(4, 3)]), Flag::Mandatory(vec![m(4, 3), m(4, 5)])]);
        v
    }
}

impl Position {
    /// Everything to show about the position, in a stable order: both regimes (White first),
    /// escapes, a captured king, check, both kings in check, the pawn-capture mandate.
    pub fn flags(&self) -> Vec<Flag> {
        let mut v: Vec<Flag> = Color::ALL.into_iter().map(|c| Flag::Regime(c, self.regime(c))).collect();
        for c in Color::ALL {
            if let Some(n) = self.escapes(c) {
                v.push(Flag::Escapes(c, n));
            }
        }
        if let Some(color) = self.king_captured() {
            v.push(Flag::KingCaptured { color, reply: self.reply_pending() });
            return v;
        }
        if self.is_check() {
            v.push(Flag::Check(self.turn));
            if self.both_in_check() {
                v.push(Flag::BothInCheck);
            }
        }
        let mandatory = self.mandatory_captures();
        if !mandatory.is_empty() {
            v.push(Flag::Mandatory(mandatory));
        }
        v
    }
}

impl SynthesisEvent {
    /// One of every shape, for tests that render them all.
    pub fn examples() -> Vec<SynthesisEvent> {
        use crate::Role;
        let mut v = vec![SynthesisEvent::Capture, SynthesisEvent::EnPassant, SynthesisEvent::Castle];
        v.extend(Role::PROMOTIONS.map(SynthesisEvent::Promotion));
        v.push(SynthesisEvent::KingCaptured);
        for c in Color::ALL {
            v.extend(Regime::ALL.map(|r| SynthesisEvent::Regime(c, r)));
            v.extend([SynthesisEvent::Escapes(c, 1), SynthesisEvent::Escapes(c, 2), SynthesisEvent::Win(c)]);
        }
        v.extend([
            SynthesisEvent::Check,
            SynthesisEvent::BothInCheck,
            SynthesisEvent::Reply,
            SynthesisEvent::Checkmate,
            SynthesisEvent::Stalemate,
            SynthesisEvent::Draw,
        ]);
        v
    }
}
