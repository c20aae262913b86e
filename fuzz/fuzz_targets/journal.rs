//! The journal: any bytes are refused with the damaged line or read into actions; the actions
//! applied to a new record leave one that `check` judges without a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use victoria_arbiter::record::{EventInfo, GameRecord, check, journal};
use victoria_arbiter::rules::Options;

fuzz_target!(|data: &[u8]| {
    let Ok(replay) = journal::parse(Path::new("fuzz.json.journal"), data) else { return };
    assert!(replay.good_len as usize <= data.len());
    let mut record = GameRecord::victoria(EventInfo::default(), Options::default());
    for (seq, action) in &replay.actions {
        let line = journal::line(*seq, action);
        let back = journal::parse(Path::new("x"), format!("{}\n{line}", journal::HEADER).as_bytes())
            .expect("a journal line written reads back");
        assert_eq!(back.actions.len(), 1);
        action.apply(&mut record);
    }
    let _ = check(&record);
});
