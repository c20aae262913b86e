//! Faults on loopback (filled in below).
