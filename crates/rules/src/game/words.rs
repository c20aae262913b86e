//! The words of a verdict ([`Outcome`]) and of why a game went to the count
//! ([`PointsGround`]), from the catalogue `rules.ftl`; `Display` of a verdict is its English.

use super::{Outcome, PointsGround};
use crate::i18n::Words;
use crate::t;
use victoria_words::Lang;

impl Words for Outcome {
    fn words(&self, lang: Lang) -> String {
        match *self {
            Outcome::Ongoing => t!(lang, "outcome-ongoing"),
            Outcome::Checkmate { winner } => t!(lang, "outcome-checkmate", winner = winner),
            Outcome::Points { ground, white, black } => {
                let lead = match white.cmp(&black) {
                    std::cmp::Ordering::Greater => "white",
                    std::cmp::Ordering::Less => "black",
                    std::cmp::Ordering::Equal => "even",
                };
                t!(
                    lang,
                    "outcome-points",
                    white = white,
                    black = black,
                    lead = lead.to_string(),
                    ground = key(&ground).to_string()
                )
            }
            Outcome::Draw { ground } => t!(lang, "outcome-draw", ground = key(&ground).to_string()),
        }
    }
}

/// An outcome of a classical game in FIDE's words and articles (mate 5.1.1, stalemate 5.2.1,
/// a dead position 5.2.2, repetition 9.2, fifty moves 9.3), where Victoria's cite R26, R27 and
/// R32 (a classical game has no count).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassicalOutcome(pub Outcome);

impl Words for ClassicalOutcome {
    fn words(&self, lang: Lang) -> String {
        match self.0 {
            Outcome::Checkmate { winner } => t!(lang, "outcome-checkmate-classical", winner = winner),
            Outcome::Draw { ground } => t!(lang, "outcome-draw-classical", ground = key(&ground).to_string()),
            other => other.words(lang),
        }
    }
}

/// The serde key of a unit variant (`dead_position`), as the catalogues select on it.
fn key<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_value(v).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

// The English words.
victoria_words::english_display!(Outcome);

impl PointsGround {
    /// Why the game went to the count, in `lang` (without the ruling).
    pub fn words(&self, lang: Lang) -> String {
        t!(lang, "points-ground", ground = key(self).to_string())
    }
}
