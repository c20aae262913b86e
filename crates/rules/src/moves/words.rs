//! The words of a move's events ([`Event`]) and of a petrification, from the catalogue
//! `rules.ftl`. `Display` of an event keeps its E9 token.

use super::Event;
use crate::i18n::Words;
use crate::piece::Role;
use crate::square::Square;
use crate::t;
use victoria_words::Lang;

impl Words for Event {
    fn words(&self, lang: Lang) -> String {
        match *self {
            Event::Capture => t!(lang, "event-capture"),
            Event::EnPassant => t!(lang, "event-en-passant"),
            Event::Castle => t!(lang, "event-castle"),
            Event::Hero(s) => t!(lang, "event-hero", square = s),
            Event::Promotion(r) => t!(lang, "event-promotion", role = r),
            Event::Petrified(s) => t!(lang, "event-petrified", square = s),
            Event::Check => t!(lang, "event-check"),
            Event::Checkmate => t!(lang, "event-checkmate"),
        }
    }
}

/// "The bishop on e3 is petrified: it is now a monument (R15)." — the piece's gender agrees.
pub fn petrified(lang: Lang, role: Role, square: Square) -> String {
    t!(lang, "petrified", role = role, square = square)
}
