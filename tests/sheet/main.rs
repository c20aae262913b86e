//! The score sheet: layout, the PDF, printing and signatures.

#[path = "../support/mod.rs"]
mod support;

mod layout;
mod pdf;
mod print;
mod sign;
