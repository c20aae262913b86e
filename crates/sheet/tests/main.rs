//! The score sheet: layout, the PDF, printing and signatures.

use victoria_testkit as support;

mod layout;
mod pdf;
mod print;
mod sign;
mod tournament;
