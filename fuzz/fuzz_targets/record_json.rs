//! The record file: any bytes are refused with a message or read into a record that `check`
//! judges without a panic; a read record writes out and reads back to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use victoria_record::{GameRecord, check, store};

fuzz_target!(|data: &[u8]| {
    let Ok(record) = store::parse(Path::new("fuzz.json"), data) else { return };
    let _ = check(&record);
    let json = record.to_json();
    let again = GameRecord::from_json(&json).expect("a record's own JSON reads back");
    assert_eq!(again.to_json(), json, "record JSON round trip");
});
