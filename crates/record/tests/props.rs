//! Property test: random legal games, recorded through the desk (every move through the
//! announced-move parser), saved, reloaded and replayed, come out identical — the record, its
//! digest, the final position and `check`'s verdict; and the same game recorded into a file
//! and reopened from its journal gives the same moves.

use proptest::prelude::*;
use victoria_record::{Recorder, check, samples, store};
use victoria_rules::Options;

fn options(variant: u8) -> Options {
    let mut o = Options::default();
    match variant % 4 {
        1 => o.set_pair("pawn_bypass=off").unwrap(),
        2 => o.set_pair("own_bastion_passage=strikes_and_moves").unwrap(),
        3 => o.set_pair("warrior_final_rank=sentinel").unwrap(),
        _ => {}
    }
    o
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_games_survive_save_reload_and_replay(seed in any::<u64>(), plies in 1usize..140, variant in 0u8..4) {
        let desk = samples::random_game(seed, plies, options(variant)).unwrap();
        let record = desk.record();
        let dir = crate::support::temp_dir("props");
        let path = dir.join(format!("{seed}.json"));
        store::save(&path, record).unwrap();
        let back = store::load(&path).unwrap();
        prop_assert_eq!(&back, record);
        prop_assert_eq!(back.digest_hex(), record.digest_hex());
        let replayed = Recorder::in_memory(back.clone()).unwrap();
        prop_assert_eq!(
            replayed.position().unwrap().to_vfen(),
            desk.position().unwrap().to_vfen()
        );
        let report = check(&back);
        prop_assert!(report.is_ok(), "{:?}", report.problems);
        prop_assert_eq!(report.plies, record.moves.len());

        // Through the journal: the same moves typed into a file-backed desk, then reopened.
        let jpath = dir.join(format!("{seed}-journal.json"));
        let _ = std::fs::remove_file(&jpath);
        let _ = std::fs::remove_file(victoria_record::journal::journal_path(&jpath));
        let mut fresh = record.clone();
        fresh.moves.clear();
        fresh.result = None;
        store::save(&jpath, &fresh).unwrap();
        let mut live = Recorder::open(&jpath).unwrap();
        live.set_durable(false);
        let clock = victoria_record::ManualClock::new(record.created_at);
        live.set_clock(clock.clone());
        for m in &record.moves {
            clock.set(m.time);
            live.record_move(&m.announced).unwrap();
        }
        drop(live);
        let reopened = Recorder::open(&jpath).unwrap();
        prop_assert_eq!(&reopened.record().moves, &record.moves);
        let _ = std::fs::remove_file(&path);
        let _ = std::fs::remove_file(&jpath);
        let _ = std::fs::remove_file(victoria_record::journal::journal_path(&jpath));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    /// Whatever is typed, the desk answers without panicking, and a refused entry changes
    /// nothing but the log of illegal attempts.
    #[test]
    fn any_typed_text_gets_an_answer(text in "(\\PC{0,12}|[a-pA-PКрФЛСКпxX:=+#0Oo\\-1-9]{1,9})") {
        let mut desk = samples::random_game(1, 6, Options::default()).unwrap();
        let before = desk.record().moves.clone();
        let _ = desk.preview_move(&text).map_err(|e| assert!(!e.to_string().is_empty()));
        match desk.record_move(&text) {
            Ok(r) => prop_assert_eq!(desk.record().moves.len(), before.len() + 1, "{}", r.entry.uci),
            Err(e) => {
                prop_assert!(!e.to_string().is_empty());
                prop_assert_eq!(&desk.record().moves, &before);
            }
        }
    }
}
