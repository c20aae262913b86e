//! Moves in coordinate notation (`e2e4`, `c10c12q`; castling as the king's move) and the events
//! a move reports (E9).

pub mod words;
use super::piece::Role;
use super::square::Square;
use std::fmt;

/// What kind of move a `Move` is; the generator fills it, so playing never has to guess.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// Any move that is none of the below.
    Normal,
    /// A pawn's two-square advance (R23).
    DoubleStep,
    /// A pawn's diagonal step around its own bastion (R11).
    Bypass,
    /// An en-passant capture (E8).
    EnPassant,
    /// Castling, written as the king's move (R24); `rook` is the rook's square.
    Castle { rook: Square },
}

/// A move: from, to, an optional promotion, and its kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
    /// True when the move takes a piece (en passant included).
    pub capture: bool,
    pub kind: MoveKind,
}

impl Move {
    /// Coordinate notation: `e2e4`, `c10c12q`, `e1g1`.
    pub fn uci(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(r) = self.promotion {
            write!(f, "{}", r.lower())?;
        }
        Ok(())
    }
}

/// A move as typed in coordinates, before the position says what it is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct UciMove {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl UciMove {
    /// Reads `e2e4`, `c10c12q` (promotion letter in either case).
    pub fn parse(s: &str) -> Option<UciMove> {
        let (from, a) = Square::parse_prefix(s)?;
        let rest = &s[a..];
        // `a1a10` vs `a1a1` + '0': prefer the longest square that leaves a valid tail.
        let (to, b) = Square::parse_prefix(rest)?;
        let tail = &rest[b..];
        let promotion = match tail.chars().count() {
            0 => None,
            1 => {
                let r = Role::from_char(tail.chars().next()?)?;
                if matches!(r, Role::Pawn | Role::King) {
                    return None;
                }
                Some(r)
            }
            _ => return None,
        };
        Some(UciMove { from, to, promotion })
    }
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(r) = self.promotion {
            write!(f, "{}", r.lower())?;
        }
        Ok(())
    }
}

impl From<Move> for UciMove {
    fn from(m: Move) -> UciMove {
        UciMove { from: m.from, to: m.to, promotion: m.promotion }
    }
}

/// What happened in a move, in the order E9 lists them. `Display` writes the E9 token
/// (`petrified:c3`); the words are made by the `i18n` module's rules words.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    Capture,
    EnPassant,
    Castle,
    /// A warrior became a hero on this square (R20).
    Hero(Square),
    Promotion(Role),
    /// A piece (or a warrior) became a monument on this square (R15, R21).
    Petrified(Square),
    Check,
    Checkmate,
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Capture => f.write_str("capture"),
            Event::EnPassant => f.write_str("en_passant"),
            Event::Castle => f.write_str("castle"),
            Event::Hero(s) => write!(f, "hero:{s}"),
            Event::Promotion(r) => write!(f, "promotion:{}", r.lower()),
            Event::Petrified(s) => write!(f, "petrified:{s}"),
            Event::Check => f.write_str("check"),
            Event::Checkmate => f.write_str("checkmate"),
        }
    }
}

impl Event {
    /// One of every shape, for tests that render them all.
    pub fn examples() -> Vec<Event> {
        let sq = Square::new(4, 4);
        let mut v = vec![Event::Capture, Event::EnPassant, Event::Castle, Event::Hero(sq), Event::Petrified(sq)];
        v.extend(Role::PROMOTIONS.map(Event::Promotion));
        v.extend([Event::Check, Event::Checkmate]);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_read_two_digit_ranks() {
        let m = UciMove::parse("c10c12q").unwrap();
        assert_eq!(m.to_string(), "c10c12q");
        assert_eq!(UciMove::parse("a1a10").unwrap().to.to_string(), "a10");
        assert_eq!(UciMove::parse("e2e4").unwrap().to_string(), "e2e4");
        assert!(UciMove::parse("e2e4k").is_none());
        assert!(UciMove::parse("e2").is_none());
        assert!(UciMove::parse("e2e4qq").is_none());
    }
}
