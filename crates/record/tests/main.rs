//! The record layer: the desk (announce, lots, seal, reveal, moves, results), game files and journals, the crash test, samples and the checker.

use victoria_testkit as support;

mod announce;
mod bypass;
mod check_result;
mod crash;
mod duties;
mod files;
mod flow;
mod props;
mod samples;
mod synthesis;
mod version1;
