//! The rules layer: perft, the rulings of Victoria (R, E) and Synthesis (S), second opinions (shakmaty, naive generators), properties, and the word catalogues the rulings are told in.

#[path = "../support/mod.rs"]
mod support;

mod can_mate;
mod differential;
mod i18n_catalogue;
mod perft;
mod properties;
mod synthesis;
mod victoria;
