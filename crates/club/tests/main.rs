//! The club: statistics, titles, tables and reports over an archive of games, its web site and
//! PGN import.

use victoria_testkit as support;

mod import;
mod site;
mod stats;
mod synthesis;
