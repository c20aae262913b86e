//! The rules layer: perft, the rulings of Victoria (R, E) and Synthesis (S), second opinions (shakmaty, naive generators), properties, and the word catalogues the rulings are told in.

use victoria_testkit as support;

mod can_mate;
mod differential;
mod perft;
mod properties;
mod rules_words;
mod synthesis;
mod victoria;
