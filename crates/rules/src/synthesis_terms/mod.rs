//! The vocabulary of Synthesis chess that the engine's shared refusals name: the regimes and the
//! queen's state ([`regime`]), the verdicts ([`outcome`]) and the facts of a refused move
//! ([`illegal`]). It sits below both the Synthesis engine (`synthesis`, which re-exports it) and
//! the engine's shared refusal (`explain::Refusal::Synthesis`), so neither depends on the other
//! through it.

pub mod illegal;
pub mod outcome;
pub mod regime;
