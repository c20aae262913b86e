//! The journal: any bytes are refused with the damaged line or read into actions; the actions
//! applied to a new record leave one that `check` judges without a panic. The same bytes are
//! also read as action JSON lines given their numbers and checksums, so mutated actions get past
//! the checksums to the action reader, `apply` and `check`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use victoria_record::{EventInfo, GameRecord, check, journal, sha256_hex};
use victoria_rules::Options;

fn replay(bytes: &[u8]) {
    let Ok(replay) = journal::parse(Path::new("fuzz.json.journal"), bytes) else { return };
    assert!(replay.good_len as usize <= bytes.len());
    let mut record = GameRecord::victoria(EventInfo::default(), Options::default());
    for (seq, action) in &replay.actions {
        let line = journal::line(*seq, action);
        let back = journal::parse(Path::new("x"), format!("{}\n{line}", journal::HEADER).as_bytes())
            .expect("a journal line written reads back");
        assert_eq!(back.actions.len(), 1);
        assert_eq!(&back.actions[0].1, action, "an action reads back to itself");
        action.apply(&mut record);
    }
    let _ = check(&record);
}

fuzz_target!(|data: &[u8]| {
    replay(data);
    // The lines as actions, each given its number and checksum.
    let Ok(text) = std::str::from_utf8(data) else { return };
    if text.starts_with(journal::HEADER) {
        return;
    }
    let mut framed = format!("{}\n", journal::HEADER);
    for (i, json) in text.lines().enumerate() {
        framed.push_str(&format!("{} {} {json}\n", i + 1, &sha256_hex(json.as_bytes())[..16]));
    }
    replay(framed.as_bytes());
});
