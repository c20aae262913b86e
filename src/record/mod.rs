//! The game record (issue 3): filled in by the record work.
