//! `check` holds the recorded result against the record (issue 39): each test takes an
//! unsealed copy of a sample game (or a game played through the desk), edits its result to be
//! wrong, and expects the fault that names the fact and the rule — and no fault on the copy
//! left as it was.

use victoria_record::recorder::ManualClock;
use victoria_record::time_control::{ClockChange, Preset};
use victoria_record::{EventInfo, GameRecord, Ground, LossGround, Recorder, ResultKind, Time, check, store};
use victoria_record::{Fault, ResultFault};
use victoria_rules::{Color, Options, Ruleset};
use victoria_words::{Lang, Words};

use super::flow::{BLACK, WHITE};

/// A sample game without the arbiter's seal (an edit would break it, and the seal is not what
/// these tests are about).
fn unsealed(name: &str) -> GameRecord {
    let path = victoria_testkit::repo().join("sample_games").join(name);
    let mut r = store::load(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
    r.arbiter_seal = None;
    assert!(check(&r).is_ok(), "{name} unsealed: {:?}", check(&r).problems);
    r
}

/// The result faults `check` finds.
fn result_faults(r: &GameRecord) -> Vec<ResultFault> {
    check(r)
        .problems
        .into_iter()
        .filter_map(|p| match p.fault {
            Fault::Result(f) => Some(f),
            _ => None,
        })
        .collect()
}

/// Every problem in both languages.
fn words(r: &GameRecord) -> (String, String) {
    let report = check(r);
    let say = |l: Lang| report.problems.iter().map(|p| p.words(l)).collect::<Vec<_>>().join("\n");
    (say(Lang::En), say(Lang::Ru))
}

fn result_mut(r: &mut GameRecord) -> &mut victoria_record::GameResult {
    r.result.as_mut().expect("the sample has a result")
}

#[test]
fn a_loss_on_time_with_the_winner_flipped_is_refused_by_the_clock_log() {
    for name in ["09_clocks_and_fide.json", "10_classical_on_time.json"] {
        let mut r = unsealed(name);
        let flagged = r
            .clock_log
            .iter()
            .find_map(|e| match e.change {
                ClockChange::Flag { side } => Some(side),
                _ => None,
            })
            .expect("the sample's flag fell");
        assert_eq!(r.result.as_ref().unwrap().winner, Some(flagged.other()));
        result_mut(&mut r).winner = Some(flagged);
        let faults = result_faults(&r);
        assert!(
            faults.iter().any(|f| matches!(f, ResultFault::FlagOfOther { loser, flagged: f } if *loser == flagged.other() && *f == flagged)),
            "{name}: {faults:?}"
        );
        let (en, ru) = words(&r);
        assert!(en.contains("the clock log shows that White's flag fell (FIDE 6.9, R33)"), "{en}");
        assert!(ru.contains("по журналу часов упал флажок у белых (ст. 6.9 Правил ФИДЕ, R33)"), "{ru}");

        // Without its flag entry, the stopped clocks still say whose time ran out.
        r.clock_log.retain(|e| !matches!(e.change, ClockChange::Flag { .. }));
        assert!(result_faults(&r).iter().any(|f| matches!(f, ResultFault::FlagOfOther { .. })), "{name}");
    }
}

/// A Victoria game through the desk: two completed illegal moves by White under `fide`, the
/// loss ruled (FIDE 7.5.5).
fn lost_by_illegal_moves() -> GameRecord {
    let clock = ManualClock::new(Time::parse_from_rfc3339("2026-12-01T15:00:00+03:00").unwrap());
    let mut o = Options::default();
    o.set_pair("illegal_move_penalty=fide").unwrap();
    let mut d = Recorder::in_memory(GameRecord::victoria(EventInfo::default(), o)).unwrap().with_clock(clock.clone());
    d.set_time_control(Some(Preset::Rapid.control())).unwrap();
    d.seal_text(Color::White, WHITE).unwrap();
    d.seal_text(Color::Black, BLACK).unwrap();
    d.reveal().unwrap();
    d.start().unwrap();
    d.start_clocks().unwrap();
    for text in ["Qf1-f9", "Kg1-g3"] {
        clock.advance(10);
        let _ = d.record_move(text).unwrap_err();
        d.confirm_illegal().unwrap();
    }
    d.rule_loss(LossGround::IllegalMoves, Color::White, true).unwrap();
    let r = d.record().clone();
    assert!(check(&r).is_ok(), "{:?}", check(&r).problems);
    r
}

#[test]
fn a_loss_by_illegal_moves_the_attempts_do_not_support_is_refused() {
    // The winner flipped: Black has no logged illegal move.
    let mut r = lost_by_illegal_moves();
    result_mut(&mut r).winner = Some(Color::White);
    let faults = result_faults(&r);
    assert!(
        faults
            .iter()
            .any(|f| matches!(f, ResultFault::IllegalMovesUncounted { loser: Some(Color::Black), counted: 0 })),
        "{faults:?}"
    );
    let (en, ru) = words(&r);
    assert!(en.contains("but Black has no logged illegal move that counts (FIDE 7.5.5, R29)"), "{en}");
    assert!(ru.contains("у чёрных нет ни одного засчитанного невозможного хода (ст. 7.5.5 Правил ФИДЕ, R29)"), "{ru}");

    // One of White's two withdrawn: one is left.
    let mut r = lost_by_illegal_moves();
    r.illegal_attempts[0].withdrawn =
        Some(victoria_record::Withdrawal { time: r.illegal_attempts[0].time, reason: "misheard".into() });
    let faults = result_faults(&r);
    assert!(
        faults
            .iter()
            .any(|f| matches!(f, ResultFault::IllegalMovesUncounted { loser: Some(Color::White), counted: 1 })),
        "{faults:?}"
    );

    // A game whose illegal moves are only logged has no such loss.
    let mut r = lost_by_illegal_moves();
    r.rules.options.set_pair("illegal_move_penalty=warn").unwrap();
    assert!(result_faults(&r).iter().any(|f| matches!(f, ResultFault::IllegalMovesNotFide)));

    // A sample with one counted attempt each way, edited into such a loss.
    let mut r = unsealed("09_clocks_and_fide.json");
    let res = result_mut(&mut r);
    res.ground = Some(Ground::IllegalMoves);
    let faults = result_faults(&r);
    assert!(
        faults
            .iter()
            .any(|f| matches!(f, ResultFault::IllegalMovesUncounted { loser: Some(Color::White), counted: 1 })),
        "{faults:?}"
    );
    let (en, _) = words(&r);
    assert!(en.contains("White has only one logged illegal move that counts"), "{en}");
}

#[test]
fn a_mate_that_is_not_mate_is_refused() {
    let mate = unsealed("01_mate.json");
    // The mating move taken off the record: the final position is no mate.
    let mut r = mate.clone();
    r.moves.pop();
    result_mut(&mut r).final_vfen = None;
    let faults = result_faults(&r);
    assert!(faults.iter().any(|f| matches!(f, ResultFault::NotMate { ruleset: Ruleset::Victoria, .. })), "{faults:?}");
    let (en, ru) = words(&r);
    assert!(en.contains("it says checkmate, but the final position is not mate") && en.contains("(R26)"), "{en}");
    assert!(ru.contains("записан мат, но в итоговой позиции мата нет"), "{ru}");

    // The mated side named the winner.
    let mut r = mate.clone();
    let res = result_mut(&mut r);
    let winner = res.winner.unwrap();
    res.winner = Some(winner.other());
    let faults = result_faults(&r);
    assert!(
        faults.iter().any(|f| matches!(f, ResultFault::MateWinner { winner: w, .. } if *w == winner)),
        "{faults:?}"
    );

    // A classical game's result turned into a mate cites FIDE.
    let mut r = unsealed("10_classical_on_time.json");
    let res = result_mut(&mut r);
    res.outcome = ResultKind::Checkmate;
    res.ground = None;
    let (en, ru) = words(&r);
    assert!(en.contains("not mate") && en.contains("(FIDE 5.1.1)"), "{en}");
    assert!(ru.contains("(ст. 5.1.1 Правил ФИДЕ)"), "{ru}");
}

#[test]
fn a_count_that_contradicts_the_board_is_refused() {
    let points = unsealed("02_points_after_petrification.json");
    let (w, b) = {
        let res = points.result.as_ref().unwrap();
        (res.points_white.unwrap(), res.points_black.unwrap())
    };
    // A total changed (R3).
    let mut r = points.clone();
    result_mut(&mut r).points_white = Some(w + 3);
    let faults = result_faults(&r);
    assert!(faults.iter().any(|f| matches!(f, ResultFault::Count { counted, .. } if *counted == (w, b))), "{faults:?}");
    let (en, ru) = words(&r);
    assert!(en.contains("(R3)") && ru.contains("(R3)"), "{en}\n{ru}");

    // Both totals swapped with the winner: the board counts otherwise.
    let mut r = points.clone();
    let res = result_mut(&mut r);
    res.points_white = Some(b);
    res.points_black = Some(w);
    res.winner = res.winner.map(Color::other);
    let faults = result_faults(&r);
    assert!(faults.iter().any(|f| matches!(f, ResultFault::Count { .. })), "{faults:?}");

    // The winner flipped, the totals kept.
    let mut r = points.clone();
    let res = result_mut(&mut r);
    res.winner = res.winner.map(Color::other);
    assert!(result_faults(&r).iter().any(|f| matches!(f, ResultFault::CountWinner { .. })));

    // Totals on a result that is no count.
    let mut r = unsealed("09_clocks_and_fide.json");
    let res = result_mut(&mut r);
    res.points_white = Some(40);
    res.points_black = Some(20);
    assert!(result_faults(&r).iter().any(|f| matches!(f, ResultFault::PointsWithoutCount { .. })));
}

#[test]
fn a_result_on_a_ground_the_ruleset_does_not_have_is_refused() {
    // Classical chess has no point count.
    let mut r = unsealed("10_classical_on_time.json");
    let res = result_mut(&mut r);
    res.outcome = ResultKind::Points;
    res.ground = Some(Ground::NothingToMove);
    let faults = result_faults(&r);
    assert!(faults.iter().any(|f| matches!(f, ResultFault::OutcomeNotInRuleset { ruleset: Ruleset::Classical, .. })));
    let (en, ru) = words(&r);
    assert!(en.contains("classical chess: it has no point count"), "{en}");
    assert!(ru.contains("подсчёта очков в них нет"), "{ru}");

    // A classical draw on Victoria's "no striking force".
    let mut r = unsealed("10_classical_on_time.json");
    let res = result_mut(&mut r);
    (res.outcome, res.winner, res.ground) = (ResultKind::Draw, None, Some(Ground::NoStrikingForce));
    assert!(result_faults(&r).iter().any(|f| matches!(f, ResultFault::GroundNotInRuleset { .. })));

    // Victoria has no stalemate (R27: nothing to move is a count), and a flag fall against a
    // side whose opponent cannot mate goes to the count, not a draw (R27a).
    for ground in [Ground::Stalemate, Ground::FlagFell, Ground::FiftyMoves] {
        let mut r = unsealed("09_clocks_and_fide.json");
        let res = result_mut(&mut r);
        (res.outcome, res.winner, res.ground) = (ResultKind::Draw, None, Some(ground));
        let faults = result_faults(&r);
        assert!(
            faults.iter().any(|f| matches!(f, ResultFault::GroundNotInRuleset { ruleset: Ruleset::Victoria, ground: g, .. } if *g == ground)),
            "{ground:?}: {faults:?}"
        );
        let (en, _) = words(&r);
        assert!(en.contains("is not in the rules of Victoria (R26–R28, R27a, R32)"), "{en}");
    }

    // A resignation has no ground.
    let mut r = unsealed("01_mate.json");
    let res = result_mut(&mut r);
    (res.outcome, res.ground) = (ResultKind::Resignation, Some(Ground::Repetition));
    assert!(result_faults(&r).iter().any(|f| matches!(f, ResultFault::GroundNotInRuleset { .. })));
}

#[test]
fn an_ending_on_another_ground_or_dated_before_the_last_move_is_refused() {
    // The engine counts on "no striking force"; the record says "nothing to move".
    let mut r = unsealed("02_points_after_petrification.json");
    assert_eq!(r.result.as_ref().unwrap().ground, Some(Ground::NoStrikingForce));
    result_mut(&mut r).ground = Some(Ground::NothingToMove);
    let faults = result_faults(&r);
    assert!(
        faults.iter().any(|f| matches!(f, ResultFault::OtherGround { recorded: Ground::NothingToMove, .. })),
        "{faults:?}"
    );
    let (en, ru) = words(&r);
    assert!(
        en.contains("it gives the ground “nothing_to_move”, but the engine finds point count") && en.contains("(R27)"),
        "{en}"
    );
    assert!(ru.contains("записано основание «nothing_to_move»"), "{ru}");

    // A result dated before the last move.
    let mut r = unsealed("01_mate.json");
    let before = r.moves.last().unwrap().time - chrono::Duration::seconds(1);
    result_mut(&mut r).time = before;
    assert!(result_faults(&r).iter().any(|f| matches!(f, ResultFault::BeforeLastMove { .. })));
}

/// R27a: a loss on time stands only where the winner can mate; against a bare king it is a
/// draw in classical chess.
#[test]
fn a_loss_on_time_to_a_bare_king_is_refused() {
    let clock = ManualClock::new(Time::parse_from_rfc3339("2026-12-01T15:00:00+03:00").unwrap());
    let mut d = Recorder::in_memory(GameRecord::new(EventInfo::default(), victoria_rules::Rules::classical()))
        .unwrap()
        .with_clock(clock.clone());
    d.set_time_control(Some(Preset::Blitz.control())).unwrap();
    d.start_from_vfen("4k3/8/8/8/8/8/8/4K2Q w - - 0 1").unwrap();
    d.rule_loss(LossGround::Time, Color::White, false).unwrap();
    let mut r = d.record().clone();
    assert!(check(&r).is_ok(), "{:?}", check(&r).problems);
    // Edited into a loss: Black, a bare king, cannot mate.
    let res = result_mut(&mut r);
    (res.outcome, res.winner) = (ResultKind::Loss, Some(Color::Black));
    let faults = result_faults(&r);
    assert!(
        faults.iter().any(|f| matches!(f, ResultFault::WinnerCannotMate { winner: Color::Black, .. })),
        "{faults:?}"
    );
    let (en, ru) = words(&r);
    // A classical game cites FIDE's articles alone, not Victoria's R27a (issue 39).
    assert!(en.contains("Black cannot mate in the final position: the game is drawn (FIDE 6.9, 7.5.5)"), "{en}");
    assert!(
        ru.contains("чёрные не могут поставить мат") && ru.contains("это ничья (ст. 6.9, 7.5.5 Правил ФИДЕ)"),
        "{ru}"
    );
    assert!(!en.contains("R27a") && !ru.contains("R27a"), "{en} / {ru}");
}
