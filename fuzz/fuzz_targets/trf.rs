//! FIDE's TRF as read from outside files: any text is an event or a refusal naming its line and
//! field, never a panic; an event read is written back as TRF that reads again to the same
//! players and rounds.
#![no_main]

use libfuzzer_sys::fuzz_target;
use victoria_tournament::{read_trf, write_trf};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(t) = read_trf(text) else { return };
    let again = read_trf(&write_trf(&t)).expect("a TRF we wrote reads again");
    assert_eq!(again.players.len(), t.players.len());
    assert_eq!(again.played.len(), t.played.len());
});
