//! The rules layer: perft, the rulings of Victoria (R, E) and Synthesis (S), second opinions (shakmaty, naive generators), properties, and the word catalogues the rulings are told in.

#[path = "../support/mod.rs"]
mod support;

mod can_mate;
mod differential;
mod i18n_catalogue;
mod perft;
mod properties;
mod rulings;
mod synthesis_audit;
mod synthesis_classical;
mod synthesis_edges;
mod synthesis_explain;
mod synthesis_notation;
mod synthesis_reference;
mod synthesis_rulings;
mod synthesis_status;
mod victoria_audit;
