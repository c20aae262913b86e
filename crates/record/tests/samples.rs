//! The sample games of `sample_games/`: each is generated through the desk, passes `check`,
//! and shows what its name promises. `cargo test --test record -- --ignored samples::` rewrites
//! the files from the generators.

use std::path::Path;
use victoria_record::{GameRecord, MoveEvent, ResultKind, check, samples, store};

fn dir() -> &'static Path {
    victoria_testkit::repo().join("sample_games").leak()
}

#[test]
#[ignore = "rewrites sample_games/ from the generators"]
fn write_samples() {
    std::fs::create_dir_all(dir()).unwrap();
    for (name, desk) in samples::all().unwrap() {
        let r = desk.record();
        let report = check(r);
        assert!(report.is_ok(), "{name}: {:?}", report.problems);
        store::save(&dir().join(name), r).unwrap();
        println!(
            "{name}: {} plies, {:?}",
            r.moves.len(),
            r.result.as_ref().map(|x| (&x.outcome, &x.ground, x.score()))
        );
    }
}

fn load(name: &str) -> GameRecord {
    store::load(&dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn every_sample_passes_check() {
    let mut n = 0;
    for entry in std::fs::read_dir(dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "json") {
            let r = store::load(&path).unwrap();
            let report = check(&r);
            assert!(report.is_ok(), "{}: {:?}", path.display(), report.problems);
            if path.file_name().is_some_and(|f| f == "08_in_progress.json") {
                // The one game still being played: no result and nobody has signed.
                assert!(r.result.is_none(), "{} has a result", path.display());
                assert!(r.signatures.arbiter.is_none() && r.signatures.white.is_none());
            } else {
                assert!(r.result.is_some(), "{} has no result", path.display());
                assert!(r.signatures.arbiter.is_some());
            }
            n += 1;
        }
    }
    assert!(n >= 6, "only {n} sample games");
}

#[test]
fn samples_show_what_their_names_promise() {
    let mate = load("01_mate.json");
    assert_eq!(mate.result.as_ref().unwrap().outcome, ResultKind::Checkmate);
    assert!(mate.moves.last().unwrap().events.contains(&MoveEvent::Checkmate));

    let pts = load("02_points_after_petrification.json");
    let res = pts.result.as_ref().unwrap();
    assert_eq!(res.outcome, ResultKind::Points);
    assert!(res.winner.is_some() && res.points_white != res.points_black);
    let petrified = pts.moves.iter().flat_map(|m| &m.events).filter(|e| e.petrified().is_some()).count();
    assert!(petrified >= 4, "{petrified}");

    let hero = load("03_hero_promotion.json");
    let promo =
        hero.moves.iter().find(|m| m.events.contains(&MoveEvent::Promotion(victoria_rules::Role::Queen))).unwrap();
    let side = hero.revealed(promo.color).unwrap().reserves.as_ref().unwrap();
    assert_eq!(promo.reserve_left, Some(side.queen.reserve), "newborn queen gets the sealed queen's reserve (R19)");
    assert!(
        hero.moves.iter().any(|m| m.color == promo.color && m.events.iter().any(|e| matches!(e, MoveEvent::Hero(_))))
    );

    // The private ledger follows the newborn queen and the petrified pieces.
    let ledger = victoria_record::recorder::ledger(&hero, promo.color);
    let born = ledger.iter().find(|l| l.born_on.is_some()).expect("the newborn queen is in the ledger");
    assert_eq!(born.initial, side.queen.reserve);
    let mut petrified_lines = 0;
    for c in [victoria_rules::Color::White, victoria_rules::Color::Black] {
        let l = victoria_record::recorder::ledger(&pts, c);
        assert!(l.len() >= 5);
        for line in &l {
            assert_eq!(line.initial, line.spent + line.remaining, "{line:?}");
            if matches!(line.status, victoria_record::recorder::LedgerStatus::Petrified { .. }) {
                assert_eq!(line.remaining, 0);
                petrified_lines += 1;
            }
        }
    }
    assert!(petrified_lines >= 4, "{petrified_lines}");

    let castle = load("04_castling_on_rank_3.json");
    assert!(castle.moves.iter().any(|m| m.uci == "g3i3" && m.events.contains(&MoveEvent::Castle)));

    let blind = load("05_blind_bastions.json");
    assert!(blind.bastion_lots.iter().filter(|l| !l.accepted).count() >= 3);
    assert!(blind.bastion_lots.iter().any(|l| l.square == "d4"
        && l.held_by
            == Some(victoria_record::Occupant::Piece {
                color: victoria_rules::Color::White,
                role: victoria_rules::Role::Knight
            })));
    assert_eq!(blind.bastion_lots.iter().filter(|l| l.accepted).count(), 6);

    let ill = load("06_illegal_attempts_and_takeback.json");
    assert!(ill.illegal_attempts.len() >= 2);
    assert!(ill.illegal_attempts.iter().all(|a| a.penalty != victoria_record::PenaltyKind::Logged));
    assert_eq!(ill.corrections.len(), 1);

    let playing = load("08_in_progress.json");
    assert!(playing.result.is_none());
    assert!(playing.moves.len() >= 40, "{}", playing.moves.len());
    let game = victoria_record::replay(&playing).unwrap().expect("a started game");
    assert_eq!(game.outcome(), victoria_rules::AnyOutcome::Victoria(victoria_rules::Outcome::Ongoing));
}

#[test]
fn the_clocks_sample_shows_the_duties() {
    let r = load("09_clocks_and_fide.json");
    assert!(r.time_control.is_some());
    assert!(r.moves.iter().all(|m| m.clock.is_some()), "a clock reading on every move");
    assert_eq!(r.discarded.len(), 1, "one input slip");
    assert_eq!(r.illegal_attempts.len(), 2);
    assert!(r.illegal_attempts[0].withdrawn.is_none() && r.illegal_attempts[1].withdrawn.is_some());
    assert!(
        r.clock_log
            .iter()
            .any(|e| matches!(e.change, victoria_record::time_control::ClockChange::Bonus { ms: 120_000, .. }))
    );
    let res = r.result.as_ref().unwrap();
    assert_eq!((res.outcome.key(), res.ground.map_or("", |g| g.key())), ("loss", "flag_fell"));
    let public = victoria_record::pgn::public(&r);
    assert!(public.contains("[TimeControl \"900+10\"]") && public.contains("[%clk "), "{public}");
    assert!(public.contains("[Termination \"time forfeit\"]"), "{public}");
}

#[test]
fn the_classical_sample_is_lost_on_time_after_a_withdrawn_attempt_and_a_clock_correction() {
    use victoria_record::time_control::ClockChange;
    let r = load("10_classical_on_time.json");
    assert_eq!(r.rules.ruleset, victoria_rules::Ruleset::Classical);
    assert!(r.time_control.is_some());
    assert_eq!(r.illegal_attempts.len(), 1);
    assert!(r.illegal_attempts[0].withdrawn.is_some(), "the attempt is withdrawn");
    let log: Vec<&ClockChange> = r.clock_log.iter().map(|e| &e.change).collect();
    let given = log
        .iter()
        .position(|c| matches!(c, ClockChange::Bonus { side: victoria_rules::Color::White, ms: 120_000, .. }));
    let back = log.iter().position(|c| {
        matches!(c, ClockChange::Reversed { side: victoria_rules::Color::White, ms: 120_000, attempt: 1 })
    });
    assert!(given.is_some() && back > given, "the penalty given, then taken back: {log:?}");
    assert!(
        log.iter().any(|c| matches!(c, ClockChange::Set { note } if !note.is_empty())),
        "a correction with its note"
    );
    assert_eq!(log.last(), Some(&&ClockChange::Flag { side: victoria_rules::Color::White }));
    let res = r.result.as_ref().unwrap();
    assert_eq!(res.ground, Some(victoria_record::Ground::FlagFell));
    assert_eq!(res.outcome, victoria_record::ResultKind::Loss, "a loss on time is not a forfeit");
    assert_eq!(res.winner, Some(victoria_rules::Color::Black));
    // The reopened record reads the same and its seal verifies.
    assert!(check(&r).is_ok());
}

#[test]
fn the_clocks_sample_takes_the_withdrawn_attempt_s_two_minutes_back() {
    use victoria_record::time_control::ClockChange;
    let r = load("09_clocks_and_fide.json");
    assert!(r.clock_log.iter().any(|e| matches!(e.change, ClockChange::Reversed { attempt: 2, ms: 120_000, .. })));
}

/// Every finished sample with clocks records them stopped, with a stop or flag entry last.
#[test]
fn every_finished_sample_records_its_clocks_stopped() {
    use victoria_record::time_control::ClockChange;
    let mut timed = 0;
    for s in victoria_record::Sample::ALL {
        let r = load(s.file());
        if r.result.is_none() || r.time_control.is_none() {
            continue;
        }
        timed += 1;
        let clocks = r.clocks.as_ref().unwrap_or_else(|| panic!("{}: no clocks", s.file()));
        assert!(!clocks.running, "{}: the record says the clocks run", s.file());
        let last = r.clock_log.last().map(|e| &e.change);
        assert!(matches!(last, Some(ClockChange::Stop | ClockChange::Flag { .. })), "{}: {last:?}", s.file());
    }
    assert!(timed >= 2, "{timed} finished samples with clocks");
}
