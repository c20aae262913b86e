//! What the recording screen, the public window and the sheet show about a Synthesis position,
//! in English and Russian: each colour's regime (S6), the escapes left (S16), check and both
//! kings in check (S22, S23), a captured king and its one reply (S27), the mandatory pawn
//! capture when it binds (S8). Nothing in Synthesis is secret: every flag may be shown to all.

use super::play::SynthesisEvent;
use super::position::Position;
use super::regime::Regime;
use crate::rules::{Color, Move};

/// One thing to show about the position.
#[derive(Clone, PartialEq, Eq, Debug)]
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

fn ru_color(c: Color) -> &'static str {
    if c == Color::White { "белые" } else { "чёрные" }
}
fn ru_gen(c: Color) -> &'static str {
    if c == Color::White { "белых" } else { "чёрных" }
}

impl Flag {
    /// The flag in English, e.g. "White: regime B (day and night)".
    pub fn en(&self) -> String {
        match self {
            Flag::Regime(c, r) => format!("{c}: regime {} ({})", r.letter(), r.name()),
            Flag::Escapes(c, n) => format!("{c}: {n} escapes left"),
            Flag::Check(c) => format!("{c} is in check"),
            Flag::BothInCheck => "both kings in check: capture or attack (S23)".into(),
            Flag::KingCaptured { color, reply: true } => {
                format!("{color}'s king is captured: one reply, which must capture the enemy king (S27)")
            }
            Flag::KingCaptured { color, reply: false } => format!("{color}'s king is captured, no reply (S27)"),
            Flag::Mandatory(moves) => format!("pawn capture mandatory (S8): {}", list(moves)),
        }
    }
    /// The flag in Russian.
    pub fn ru(&self) -> String {
        match self {
            Flag::Regime(c, r) => format!("{}: режим {} ({})", capital(ru_color(*c)), r.letter(), r.name_ru()),
            Flag::Escapes(c, n) => format!("{}: осталось выходов из-под шаха: {n}", capital(ru_color(*c))),
            Flag::Check(c) => format!("шах королю {}", ru_gen(*c)),
            Flag::BothInCheck => "оба короля под шахом: только взятие или нападение (S23)".into(),
            Flag::KingCaptured { color, reply: true } => {
                format!("король {} взят: один ответный ход — взятие короля противника (S27)", ru_gen(*color))
            }
            Flag::KingCaptured { color, reply: false } => format!("король {} взят, ответа нет (S27)", ru_gen(*color)),
            Flag::Mandatory(moves) => format!("взятие пешкой обязательно (S8): {}", list(moves)),
        }
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

fn list(moves: &[Move]) -> String {
    moves.iter().map(super::explain::written).collect::<Vec<_>>().join(", ")
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
    /// The event in words, in English (the S32 key is its `Display`).
    pub fn en(&self) -> String {
        match self {
            SynthesisEvent::Capture => "capture".into(),
            SynthesisEvent::EnPassant => "en passant".into(),
            SynthesisEvent::Castle => "castling".into(),
            SynthesisEvent::Promotion(r) => format!("promotion to a {}", r.name()),
            SynthesisEvent::KingCaptured => "the king is captured".into(),
            SynthesisEvent::Regime(c, r) => format!("{c} now in regime {} ({})", r.letter(), r.name()),
            SynthesisEvent::Escapes(c, n) => format!("{c}: {n} escapes left"),
            SynthesisEvent::Check => "check".into(),
            SynthesisEvent::BothInCheck => "both kings in check".into(),
            SynthesisEvent::Reply => "one reply to capture the king back".into(),
            SynthesisEvent::Checkmate => "checkmate".into(),
            SynthesisEvent::Stalemate => "stalemate".into(),
            SynthesisEvent::Win(c) => format!("{c} wins"),
            SynthesisEvent::Draw => "draw".into(),
        }
    }
    /// The event in words, in Russian.
    pub fn ru(&self) -> String {
        match self {
            SynthesisEvent::Capture => "взятие".into(),
            SynthesisEvent::EnPassant => "взятие на проходе".into(),
            SynthesisEvent::Castle => "рокировка".into(),
            SynthesisEvent::Promotion(r) => format!("превращение: {}", r.russian()),
            SynthesisEvent::KingCaptured => "король взят".into(),
            SynthesisEvent::Regime(c, r) => {
                format!("{} теперь в режиме {} ({})", ru_color(*c), r.letter(), r.name_ru())
            }
            SynthesisEvent::Escapes(c, n) => format!("{}: осталось выходов из-под шаха: {n}", ru_color(*c)),
            SynthesisEvent::Check => "шах".into(),
            SynthesisEvent::BothInCheck => "оба короля под шахом".into(),
            SynthesisEvent::Reply => "ответный ход: взять короля".into(),
            SynthesisEvent::Checkmate => "мат".into(),
            SynthesisEvent::Stalemate => "пат".into(),
            SynthesisEvent::Win(c) => format!("выиграли {}", ru_color(*c)),
            SynthesisEvent::Draw => "ничья".into(),
        }
    }
}
