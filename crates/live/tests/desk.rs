//! The desk's publisher: numbering, what is a change, the live file, the clocks it publishes.

use std::sync::Arc;
use victoria_live::join::BoardId;
use victoria_live::publisher::{self, Publisher, live_path, read_live};
use victoria_live::{Envelope, Snapshot};
use victoria_record::recorder::Recorder;
use victoria_record::samples;
use victoria_record::sign::ArbiterKey;
use victoria_record::time_control::Preset;
use victoria_record::{ManualClock, Time};
use victoria_rules::{Color, Options};
use victoria_testkit::temp_dir;

const BOARD: BoardId = BoardId { round: 2, board: 3 };

fn key() -> Arc<ArbiterKey> {
    Arc::new(ArbiterKey::from_secret([7; 32]))
}

fn open(e: &Envelope) -> Snapshot {
    Envelope::read(e.to_json().as_bytes()).unwrap().open::<Snapshot>("snapshot").unwrap()
}

fn t0() -> Time {
    chrono::DateTime::parse_from_rfc3339("2026-12-06T10:00:00+00:00").unwrap()
}

#[test]
fn the_first_snapshot_is_one_and_only_public_changes_move_seq() {
    let mut desk = samples::random_game(5, 6, Options::default()).unwrap();
    let mut p = Publisher::in_memory(key(), BOARD);
    let first = open(&p.publish(&desk, t0()).unwrap().expect("the first snapshot"));
    assert_eq!((first.seq, first.round, first.board), (1, 2, 3));
    assert_eq!(first.game.moves.len(), 6);
    assert!(p.publish(&desk, t0()).unwrap().is_none(), "nothing changed");
    // A refused entry waits (secret), then is discarded as a slip (secret): no snapshot.
    let _ = desk.record_move("Ka1-a12");
    assert!(desk.pending().is_some());
    assert!(p.publish(&desk, t0()).unwrap().is_none(), "a pending entry is no change");
    desk.discard_pending().unwrap();
    assert!(p.publish(&desk, t0()).unwrap().is_none(), "a slip is no change");
    // A move is.
    let pos = desk.position().unwrap().clone();
    let m = pos.legal_moves()[0];
    desk.record_move(&pos.san(&m)).unwrap();
    let second = open(&p.publish(&desk, t0()).unwrap().expect("a move is a change"));
    assert_eq!(second.seq, 2);
    assert_eq!(second.game.moves.len(), 7);
}

#[test]
fn seq_goes_on_after_a_restart_from_the_live_file() {
    let dir = temp_dir("live-restart");
    let game = dir.join("GAME.json");
    let desk = samples::random_game(9, 4, Options::default()).unwrap();
    victoria_record::store::save(&game, desk.record()).unwrap();
    let mut desk = Recorder::open(&game).unwrap();
    let mut p = Publisher::for_game(&game, key(), BOARD).unwrap();
    assert_eq!(open(&p.publish(&desk, t0()).unwrap().unwrap()).seq, 1);
    let live = read_live(&live_path(&game)).unwrap().unwrap();
    assert_eq!((live.game.as_str(), live.seq), (desk.record().id.as_str(), 1));
    // A new publisher (the desk restarted) on the same game: nothing new, nothing sent.
    let mut again = Publisher::for_game(&game, key(), BOARD).unwrap();
    assert!(again.publish(&desk, t0()).unwrap().is_none());
    assert_eq!(open(&again.again(&desk, t0()).unwrap()).seq, 1, "the latest can be sent again");
    let pos = desk.position().unwrap().clone();
    desk.record_move(&pos.san(&pos.legal_moves()[0])).unwrap();
    assert_eq!(open(&again.publish(&desk, t0()).unwrap().unwrap()).seq, 2);
    assert_eq!(read_live(&live_path(&game)).unwrap().unwrap().seq, 2);
}

#[test]
fn a_damaged_live_file_is_refused_with_its_name() {
    let dir = temp_dir("live-damaged");
    let game = dir.join("GAME.json");
    std::fs::write(live_path(&game), "{not json").unwrap();
    let e = Publisher::for_game(&game, key(), BOARD).err().unwrap();
    let en = e.to_string();
    assert!(en.contains("GAME.json.live") && en.contains("delete it"), "{en}");
}

/// A rapid game, started at `t0`, its desk's time driven by the returned clock.
fn rapid() -> (Recorder, ManualClock) {
    let desk = samples::random_game(3, 0, Options::default()).unwrap();
    let clock = ManualClock::new(t0());
    let mut r = desk.record().clone();
    r.time_control = Some(Preset::Rapid.control());
    let mut desk = Recorder::in_memory(r).unwrap().with_clock(clock.clone());
    desk.start_clocks().unwrap();
    (desk, clock)
}

#[test]
fn clocks_are_read_at_now_and_a_running_clock_is_no_change() {
    let (desk, clock) = rapid();
    let mut p = Publisher::in_memory(key(), BOARD);
    clock.advance(10);
    let s = open(&p.publish(&desk, clock_now(&clock)).unwrap().unwrap());
    let c = s.clocks.unwrap();
    assert_eq!(c.running, Some(Color::White));
    assert_eq!(c.remaining_ms, [15 * 60_000 - 10_000, 15 * 60_000]);
    assert_eq!(c.read_at, clock_now(&clock).timestamp_millis());
    clock.advance(30);
    assert!(p.publish(&desk, clock_now(&clock)).unwrap().is_none(), "time running is no change");
}

fn clock_now(c: &ManualClock) -> Time {
    victoria_record::Clock::now(c)
}

#[test]
fn a_hold_for_a_refused_entry_is_published_as_running_and_a_pause_as_stopped() {
    let (mut desk, clock) = rapid();
    let mut p = Publisher::in_memory(key(), BOARD);
    p.publish(&desk, clock_now(&clock)).unwrap().unwrap();
    clock.advance(5);
    desk.hold_clocks().unwrap();
    assert!(p.publish(&desk, clock_now(&clock)).unwrap().is_none(), "a hold is no change");
    assert_eq!(publisher::live_clocks(&desk, clock_now(&clock)).unwrap().running, Some(Color::White));
    desk.release_clocks().unwrap();
    assert!(p.publish(&desk, clock_now(&clock)).unwrap().is_none(), "nor its release");
    desk.pause_clocks().unwrap();
    let s = open(&p.publish(&desk, clock_now(&clock)).unwrap().expect("a pause is public"));
    assert_eq!(s.clocks.unwrap().running, None);
}

#[test]
fn the_snapshot_the_public_window_and_the_public_pgn_are_one_public_game() {
    for name in
        ["06_illegal_attempts_and_takeback.json", "09_clocks_and_fide.json", "02_points_after_petrification.json"]
    {
        let path = victoria_testkit::repo().join("sample_games").join(name);
        let desk = Recorder::in_memory(victoria_record::store::load(&path).unwrap()).unwrap();
        let mut p = Publisher::in_memory(key(), BOARD);
        let s = open(&p.publish(&desk, t0()).unwrap().unwrap());
        assert_eq!(s.game, victoria_record::public::PublicGame::of(&desk), "{name}");
        // The PGN written from the snapshot that travelled is the desk's public PGN.
        assert_eq!(victoria_record::pgn::of_public(&s.game), victoria_record::pgn::public(desk.record()), "{name}");
    }
}

#[test]
fn damaged_envelopes_are_refused_never_a_panic() {
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    use victoria_live::fuzzing::live_envelope;
    let path = victoria_testkit::repo().join("sample_games").join("09_clocks_and_fide.json");
    let desk = Recorder::in_memory(victoria_record::store::load(&path).unwrap()).unwrap();
    let good = Publisher::in_memory(key(), BOARD).publish(&desk, t0()).unwrap().unwrap();
    let bytes = good.to_json().into_bytes();
    live_envelope(&bytes);
    let mut rng = StdRng::seed_from_u64(41);
    let mut corpus: Vec<Vec<u8>> = Vec::new();
    for n in (0..bytes.len()).step_by(61) {
        corpus.push(bytes[..n].to_vec());
    }
    let mut flipped = Vec::new();
    for _ in 0..800 {
        let mut b = bytes.clone();
        for _ in 0..rng.random_range(1..4) {
            let i = rng.random_range(0..b.len());
            b[i] = rng.random();
        }
        flipped.push(b);
    }
    // The body alone, damaged: the target signs what is JSON, so it reaches the snapshot reader.
    let body = good.body.clone();
    for n in (0..body.len()).step_by(37) {
        corpus.push(body.as_bytes()[..n].to_vec());
    }
    for (from, to) in [
        ("\"seq\":1", "\"seq\":-1"),
        ("\"seq\":1", "\"seq\":1e400"),
        ("\"seq\":1", "\"seq\":18446744073709551616"),
        ("\"round\":2", "\"round\":\"2\""),
        ("\"board\":3", "\"board\":null"),
        ("\"ruleset\":\"victoria\"", "\"ruleset\":\"chess960\""),
        ("\"phase\":\"finished\"", "\"phase\":7"),
        ("\"moves\":[", "\"moves\":{"),
        ("\"remaining_ms\":[", "\"remaining_ms\":[1,2,3,"),
        ("\"color\":\"white\"", "\"color\":\"\u{0}\""),
        ("\"format\":", "\"format\":\"x\",\"format\":"),
    ] {
        assert!(body.contains(from), "{from} not in the body");
        corpus.push(body.replacen(from, to, 1).into_bytes());
    }
    corpus.push("[".repeat(200_000).into_bytes());
    corpus.push(format!("{{\"kind\":\"snapshot\",\"body\":\"{}\"}}", "{".repeat(100_000)).into_bytes());
    corpus.push(vec![b' '; victoria_live::envelope::MAX_BYTES + 1]);
    corpus.push(vec![0xff, 0xfe, 0x00]);
    for t in [
        "",
        "{}",
        "null",
        "[]",
        "\"x\"",
        "{\"kind\":1}",
        "{\"kind\":\"snapshot\",\"body\":\"{}\",\"key\":\"\",\"sig\":\"\"}",
    ] {
        corpus.push(t.as_bytes().to_vec());
    }
    for c in corpus.iter().chain(&flipped) {
        live_envelope(c);
    }
    // No damaged envelope passes for another message: what reads is the message signed.
    let mut refused = 0;
    for b in &flipped {
        match Envelope::read(b) {
            Ok(e) => assert_eq!((e.kind.as_str(), e.body.as_str()), ("snapshot", good.body.as_str())),
            Err(_) => refused += 1,
        }
    }
    assert!(refused > 700, "{refused} of {} refused", flipped.len());
}

#[test]
fn the_public_part_is_the_same_in_the_desk_from_its_journal_and_from_the_saved_file() {
    let dir = temp_dir("live-journal-saved");
    let game = dir.join("GAME.json");
    let info = victoria_record::EventInfo { white: "W".into(), black: "B".into(), ..Default::default() };
    let mut d = Recorder::create(&game, info, victoria_rules::Rules::default()).unwrap();
    d.set_time_control(Some(Preset::Rapid.control())).unwrap();
    d.seal_text(Color::White, samples::WHITE).unwrap();
    d.seal_text(Color::Black, samples::BLACK).unwrap();
    d.reveal().unwrap();
    d.start().unwrap();
    d.start_clocks().unwrap();
    let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(3);
    for i in 0..10 {
        let pos = d.position().unwrap().clone();
        let m = samples::pick(&pos, &mut rng, Default::default()).unwrap();
        if i % 3 == 0 {
            let _ = d.record_move("Ka1-a12");
            d.hold_clocks().unwrap();
            d.discard_pending().unwrap();
            d.release_clocks().unwrap();
        }
        d.record_move(&samples::announce(&pos, &m, i)).unwrap();
    }
    d.declare(victoria_record::Declared::DrawAgreed, "").unwrap();
    let part = |r: &Recorder| publisher::public_part(r, BOARD);
    let in_desk = part(&d);
    let from_journal = part(&Recorder::in_memory(victoria_record::store::load_game(&game).unwrap()).unwrap());
    d.save().unwrap();
    let from_file = part(&Recorder::in_memory(victoria_record::store::load_game(&game).unwrap()).unwrap());
    assert_eq!(in_desk, from_journal);
    assert_eq!(from_journal, from_file);
}

#[test]
fn a_game_file_read_while_it_is_recorded_reads_whole() {
    let dir = temp_dir("live-read-while-recorded");
    let game = dir.join("GAME.json");
    let info = victoria_record::EventInfo { white: "W".into(), black: "B".into(), ..Default::default() };
    let mut d = Recorder::create(&game, info, victoria_rules::Rules::default()).unwrap();
    d.set_time_control(Some(Preset::Rapid.control())).unwrap();
    d.close().unwrap();
    let g = game.clone();
    let writer = std::thread::spawn(move || {
        let rg = samples::RandomGame { seed: 8, plies: 12, pace: std::time::Duration::from_millis(20), noise: true };
        samples::record_random(&g, rg, None).unwrap()
    });
    let mut bad = Vec::new();
    while !writer.is_finished() {
        if let Err(e) = victoria_record::store::load_game(&game) {
            let j = std::fs::read(victoria_record::journal::journal_path(&game)).unwrap_or_default();
            bad.push(format!("{e}: {:?}", String::from_utf8_lossy(&j[..j.len().min(200)])));
        }
    }
    writer.join().unwrap();
    assert!(bad.is_empty(), "{} bad reads, the first: {}", bad.len(), bad[0]);
}
