//! Club statistics and titles (issue 6): filled in by the club work.
