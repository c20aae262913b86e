//! The signed score sheet (issue 5): filled in by the sheet work.
