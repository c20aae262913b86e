//! Synthesis chess (issue 7): filled in by the Synthesis work.
