//! The rules layer: perft, the rulings of Victoria (R, E) and Synthesis (S), second opinions (shakmaty, naive generators), properties, and the word catalogues the rulings are told in.

/// The shared test helpers, and the engine's own second opinions, built here so that they run
/// at the rules crate's opt-level: random setups and the deliberately naive move generators.
mod support {
    pub use victoria_testkit::*;
    pub mod lang_check;
    pub mod naive_synthesis;
    pub mod naive_victoria;
    pub mod random;
    pub mod synthesis;
}

mod can_mate;
mod can_mate_kinds;
mod differential;
mod perft;
mod properties;
mod rules_words;
mod synthesis;
mod victoria;
