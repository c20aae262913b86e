//! "Can mate still happen?" in the app (R27a, issue 13), through `App::update` as the runtime
//! feeds it: a FIDE loss offer decided by the analyser before it is shown (the opponent's
//! mating line and a loss, or its proof and the count) and undecided (the arbiter is asked);
//! the proof box and the board's marks after a move that leaves mate impossible for both, and
//! the result dialog's "mate impossible (proved)"; the background analysis of both sides
//! polled to its end, its helpmate line stepped through on a preview board with the game
//! untouched; Cancel; and no timer while nothing runs.
#![cfg(feature = "gui")]

use crate::drive::{fide_loss, flag_loss, go, rec, record, state, texts};
use crate::support::app as app_support;

use app_support::temp_dir;
use std::time::{Duration, Instant};
use victoria_arbiter::app::keys::Action as Key;
use victoria_arbiter::app::screens::recording::{self, can_mate};
use victoria_arbiter::app::session::{Flag, Ground as AppGround, Session};
use victoria_arbiter::app::{App, Message, Shortcut};
use victoria_record::time_control::{Preset, TimeControl};
use victoria_record::{Ground, ManualClock, ResultKind};
use victoria_rules::can_mate::Verdict;
use victoria_rules::{Color, Options, Rules, Square};
use victoria_words::Lang;

/// A queen and king against a bare king on the open 12x12 board: White can mate, Black never.
const QUEEN: &str = "12/12/12/5k6/12/12/12/12/12/12/12/Q3K7";

/// Black's king on l12 in a pocket of two squares (l12, l11) behind monuments on k12, k11,
/// k10 and l10, a Black knight on a5, White's rook on a1: Rxa5 leaves Black a bare king that
/// nothing can ever strike — dead for both.
const POCKET: &str = "10*k/10*1/10**/12/12/12/12/n11/12/12/12/R3K7 w - - 0 1";

/// An app on the recording screen of a Victoria game started from `vfen`, with this time
/// control and the desk on a clock set by hand.
fn app_at(name: &str, lang: Lang, vfen: &str, tc: Option<TimeControl>) -> (App, ManualClock) {
    app_with(name, lang, vfen, tc, Rules::victoria(Options::default()))
}

/// The same for a game of `rules`.
fn app_with(name: &str, lang: Lang, vfen: &str, tc: Option<TimeControl>, rules: Rules) -> (App, ManualClock) {
    let dir = temp_dir(name);
    let mut app = App::start(&dir, victoria_words::Lang::Ru);
    let _ = app.update(Message::Lang(lang));
    // A Victoria game waits for its start; a classical one starts from the position it is
    // made with (the time control is set before the first move either way).
    let classical = rules.ruleset == victoria_rules::Ruleset::Classical;
    let mut s = Session::new_at(&Default::default(), rules, &dir, lang, classical.then_some(vfen)).unwrap();
    s.set_time_control(tc).unwrap();
    if !classical {
        s.recorder_mut().start_from_vfen(vfen).unwrap();
    }
    let clock = ManualClock::new(s.recorder().now());
    s.recorder_mut().set_clock(clock.clone());
    app.adopt(s);
    let _ = app.update(Message::Noop);
    (app, clock)
}

fn mate(app: &mut App, m: can_mate::Message) {
    rec(app, recording::Message::Mate(m));
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// Lets the clock of the side to move run out (blitz: 3 minutes) and the tick find the flag.
fn flag_falls(app: &mut App, clock: &ManualClock) {
    go(app, Message::Key(Key::Clocks));
    clock.advance(181);
    go(app, Message::Recording(recording::Message::Tick));
}

/// The flag falls and the analyser proves that the opponent cannot mate: the offer's texts
/// with what it rests on unfolded.
fn flag_falls_to_a_proof(app: &mut App, clock: &ManualClock) -> Vec<String> {
    flag_falls(app, clock);
    until_done(app);
    assert!(matches!(
        state(app).mate().offer_verdict(victoria_record::LossGround::Time),
        Some(Verdict::Impossible { .. })
    ));
    rec(app, recording::Message::ReasonToggle);
    texts(app)
}

/// Polls the background analysis as the app's timer does, until it ends.
fn until_done(app: &mut App) {
    let start = Instant::now();
    while state(app).mate().running() {
        assert!(app.polling(), "a running analysis is polled");
        assert!(
            start.elapsed() < Duration::from_secs(600),
            "the analysis ends (a hang guard, not a speed target: seconds on an idle machine, near two minutes under load average 20)"
        );
        std::thread::sleep(Duration::from_millis(20));
        mate(app, can_mate::Message::Poll);
    }
}

/// A classical game's flag fall is asked and answered by FIDE 6.9 in both languages, never by
/// Victoria's R27a (issue 39): undecided, the question in FIDE's words ("by some series of
/// legal moves") and "draw" as the other answer; decided, the proof cites 6.9.
#[test]
fn a_classical_flag_fall_is_asked_and_answered_by_fide_6_9() {
    let blitz = || Some(Preset::Blitz.control());
    for (lang, question, no) in [
        (
            Lang::En,
            "Black's flag has fallen (FIDE 6.9). Can the opponent still mate by some series of legal moves?",
            "No: draw",
        ),
        (
            Lang::Ru,
            "У чёрных упал флажок (ст. 6.9 Правил ФИДЕ). Может ли соперник ещё поставить мат какой-либо \
             последовательностью возможных ходов?",
            "Нет: ничья",
        ),
    ] {
        let (mut app, clock) =
            app_with("mate-classical-ask", lang, "4k3/8/8/8/8/8/8/4K2Q b - - 0 1", blitz(), Rules::classical());
        app.session_mut().unwrap().r27a_nodes = 0;
        flag_falls(&mut app, &clock);
        until_done(&mut app);
        let shown = texts(&app);
        assert!(shown.iter().any(|t| t == question), "{shown:?}");
        assert!(shown.iter().any(|t| t == no), "{shown:?}");
        assert!(!shown.iter().any(|t| t.contains("R27a")), "{shown:?}");
    }
    // White's flag falls against Black's bare king: proved, cited by FIDE 6.9.
    for (lang, cited) in [(Lang::En, "(FIDE 6.9)"), (Lang::Ru, "(ст. 6.9 Правил ФИДЕ)")] {
        let (mut app, clock) =
            app_with("mate-classical-proof", lang, "4k3/8/8/8/8/8/8/4K2Q w - - 0 1", blitz(), Rules::classical());
        let shown = flag_falls_to_a_proof(&mut app, &clock);
        assert!(shown.iter().filter(|t| t.contains(cited)).count() >= 2, "the verdict and its proof: {shown:?}");
        assert!(!shown.iter().any(|t| t.contains("R27a")), "{shown:?}");
    }
}

#[test]
fn a_flag_fall_the_analyser_decides_is_offered_with_its_evidence_in_one_step() {
    // Black's flag falls; White has a queen: the analyser finds White a mating line.
    let vfen = format!("{QUEEN} b - - 0 1");
    let (mut app, clock) = app_at("mate-flag-line", Lang::En, &vfen, Some(Preset::Blitz.control()));
    flag_falls(&mut app, &clock);
    until_done(&mut app);
    assert_eq!(state(&app).flag_offer(), Some(Color::Black));
    assert!(matches!(
        state(&app).mate().offer_verdict(victoria_record::LossGround::Time),
        Some(Verdict::Possible { .. })
    ));
    // The line is folded in the details: the decision bar holds only the verdict and button.
    let folded = texts(&app);
    assert!(!folded.iter().any(|t| t.starts_with("Mating line:")), "folded: {folded:?}");
    assert!(folded.iter().any(|t| t == "What the decision rests on ▸"), "{folded:?}");
    rec(&mut app, recording::Message::ReasonToggle);
    let shown = texts(&app);
    assert!(
        shown.iter().any(|t| t
            == "Black's flag has fallen (FIDE 6.9). The analyser found a mating line for White (R27a): Black loses."),
        "{shown:?}"
    );
    assert!(shown.iter().any(|t| t.starts_with("Mating line: 1… K")), "the line in SAN: {shown:?}");
    assert!(!shown.iter().any(|t| t.contains("Can the opponent still mate")), "no question: {shown:?}");
    assert!(!shown.iter().any(|t| t == "No, the opponent cannot mate"), "one button only: {shown:?}");
    assert!(shown.iter().any(|t| t == "Record the loss  [Ctrl+R]"), "{shown:?}");
    rec(&mut app, flag_loss(Color::Black, true));
    let r = record(&app).result.clone().expect("the loss on time");
    assert_eq!((r.outcome, r.winner, r.ground), (ResultKind::Loss, Some(Color::White), Some(Ground::FlagFell)));

    // White's flag falls; Black has a bare king: proved unable to mate, so the count (R27).
    let vfen = format!("{QUEEN} w - - 0 1");
    let (mut app, clock) = app_at("mate-flag-proof", Lang::Ru, &vfen, Some(Preset::Blitz.control()));
    let shown = flag_falls_to_a_proof(&mut app, &clock);
    assert!(
        shown.iter().any(|t| t
            .starts_with("У белых упал флажок (ст. 6.9 Правил ФИДЕ). Анализатор доказал, что чёрные никогда")
            && t.ends_with("партия идёт к подсчёту очков (R27).")),
        "{shown:?}"
    );
    assert!(shown.iter().any(|t| t.starts_with("Доказательство: ")), "{shown:?}");
    assert!(shown.iter().any(|t| t == "Записать подсчёт очков  [Ctrl+R]"), "{shown:?}");
    rec(&mut app, flag_loss(Color::White, false));
    let r = record(&app).result.clone().expect("the count");
    assert_eq!((r.outcome, r.ground), (ResultKind::Points, Some(Ground::FlagFell)));
    assert!(!r.mate_proofs.is_empty(), "the analyser's proof goes with the result");
    let report = victoria_record::check(record(&app));
    assert!(report.is_ok(), "{:?}", report.problems);
    assert_eq!(app.focus_target(), None, "the game is over: no move field");
}

#[test]
fn an_undecided_analyser_leaves_the_r27a_question_to_the_arbiter() {
    let vfen = format!("{QUEEN} b - - 0 1");
    let (mut app, clock) = app_at("mate-flag-undecided", Lang::En, &vfen, Some(Preset::Blitz.control()));
    app.session_mut().unwrap().r27a_nodes = 0;
    flag_falls(&mut app, &clock);
    until_done(&mut app);
    assert!(matches!(
        state(&app).mate().offer_verdict(victoria_record::LossGround::Time),
        Some(Verdict::Unknown { .. })
    ));
    let shown = texts(&app);
    let question = "Black's flag has fallen (FIDE 6.9). Can the opponent still mate (R27a)?";
    assert!(shown.iter().any(|t| t == question), "{shown:?}");
    assert!(shown.iter().any(|t| t.starts_with("The analyser did not decide within ")), "{shown:?}");
    // The arbiter's answer rules: "cannot mate" gives the count even though White has a queen.
    rec(&mut app, flag_loss(Color::Black, false));
    let r = record(&app).result.clone().unwrap();
    assert_eq!(r.outcome, ResultKind::Points);
}

#[test]
fn a_second_illegal_move_under_fide_is_decided_by_the_analyser() {
    let dir = temp_dir("mate-fide");
    let mut app = App::start(&dir, victoria_words::Lang::Ru);
    let _ = app.update(Message::Lang(Lang::En));
    let mut o = Options::default();
    o.set_pair("illegal_move_penalty=fide").unwrap();
    let mut s = Session::new(&Default::default(), Rules::victoria(o), &dir, Lang::En).unwrap();
    s.recorder_mut().start_from_vfen(&format!("{QUEEN} b - - 0 1")).unwrap();
    app.adopt(s);
    for _ in 0..2 {
        rec(&mut app, recording::Message::Input("Kf9-f5".into()));
        rec(&mut app, recording::Message::Submit);
        rec(&mut app, recording::Message::ConfirmIllegal);
    }
    assert_eq!(state(&app).fide_loss(), Some(Color::Black));
    assert!(state(&app).mate().running(), "the analysis runs in the background");
    until_done(&mut app);
    let shown = texts(&app);
    assert!(
        shown.iter().any(|t| t
            == "Black has completed a second illegal move (FIDE 7.5.5). The analyser found a mating line for White (R27a): Black loses."),
        "{shown:?}"
    );
    assert_eq!(app.focus_target(), Some("move-input"));
    rec(&mut app, fide_loss(Color::Black, true));
    let r = record(&app).result.clone().unwrap();
    assert_eq!((r.winner, r.ground), (Some(Color::White), Some(Ground::IllegalMoves)));
}

#[test]
fn a_move_that_seals_both_kings_shows_the_proof_and_draws_it() {
    let (mut app, _) = app_at("mate-pocket", Lang::En, POCKET, None);
    assert!(state(&app).mate().proved().is_empty(), "not dead yet: Black has a knight");
    assert!(state(&app).mate().marks().is_empty());
    rec(&mut app, recording::Message::Input("Rxa5".into()));
    rec(&mut app, recording::Message::Submit);
    let st = state(&app);
    assert!(
        matches!(st.flags().last(), Some(Flag::Ending { ground: AppGround::DeadPosition, .. })),
        "{:?}",
        st.flags()
    );
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t == "Mate impossible (proved)"), "{shown:?}");
    assert!(
        shown.iter().any(|t| t.starts_with("Black's king can only ever stand on 2 squares (l11, l12)")),
        "the proof in words: {shown:?}"
    );
    // The board draws the sealed region, its walls and the king.
    let marks = &state(&app).mate().marks();
    assert_eq!(marks.region, vec![sq("l11"), sq("l12")]);
    assert_eq!(marks.kings, vec![sq("l12")]);
    for w in ["k10", "l10", "k11", "k12"] {
        assert!(marks.walls.contains(&sq(w)), "{w} seals the king: {marks:?}");
    }
    assert!(!app.polling() && !app.ticking(), "nothing runs: no timer");
    // The result dialog offers the ground as proved, with its proof; recording keeps the proof.
    go(&mut app, Message::Key(Key::Result));
    assert_eq!(state(&app).result_dialog().unwrap().ground(), Some(AppGround::DeadPosition));
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t == "Count: mate impossible (proved) (R27)"), "{shown:?}");
    assert!(shown.iter().any(|t| t.starts_with("Black's king can only ever stand")), "{shown:?}");
    rec(&mut app, recording::Message::Result(recording::result::Message::Confirm));
    let r = record(&app).result.clone().expect("the count");
    assert_eq!((r.outcome, r.ground), (ResultKind::Points, Some(Ground::DeadPosition)));
    assert!(!r.mate_proofs.is_empty(), "the proof is kept with the result");
    let report = victoria_record::check(record(&app));
    assert!(report.is_ok(), "{:?}", report.problems);
}

#[test]
fn the_background_analysis_finds_a_line_that_is_stepped_through_without_touching_the_game() {
    let (mut app, _) = app_at("mate-ask", Lang::En, &format!("{QUEEN} w - - 0 1"), None);
    assert!(!app.polling(), "idle: no timer");
    let before_fen = app.session().unwrap().position_key();
    let game_board = app.board().clone();
    go(&mut app, Message::Shortcut(Shortcut::CanMate));
    assert!(state(&app).mate().running());
    assert!(app.polling(), "the timer runs while the analysis does");
    assert_eq!(app.focus_target(), Some("move-input"));
    until_done(&mut app);
    assert!(!app.polling(), "the timer stops with the analysis");
    let verdicts = &state(&app).mate().verdicts();
    assert!(matches!(
        verdicts[..],
        [(Color::White, Verdict::Possible { .. }), (Color::Black, Verdict::Impossible { .. })]
    ));
    let Verdict::Possible { line } = verdicts[0].1.clone() else { unreachable!() };
    assert!(!line.is_empty());
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t.starts_with("White can still mate: a helpmate line of ")), "{shown:?}");
    assert!(shown.iter().any(|t| t.starts_with("Black can never mate (proved): ")), "{shown:?}");

    // Step through it: the preview board, not the game's.
    mate(&mut app, can_mate::Message::Show(Color::White));
    assert_eq!(*app.board(), game_board, "the line starts from the position now");
    go(&mut app, Message::Key(Key::LineNext));
    assert_eq!(state(&app).mate().preview().unwrap().at(), 1);
    assert_ne!(*app.board(), game_board, "the first move is shown");
    assert_eq!(app.board().last_move, Some((line[0].from, line[0].to)));
    for _ in 0..line.len() + 2 {
        go(&mut app, Message::Key(Key::LineNext));
    }
    assert_eq!(state(&app).mate().preview().unwrap().at(), line.len(), "stops at the mate");
    assert!(app.board().check.is_some(), "the last position is mate: the king in check");
    go(&mut app, Message::Key(Key::LinePrevious));
    assert_eq!(state(&app).mate().preview().unwrap().at(), line.len() - 1);
    assert_eq!(app.focus_target(), Some("move-input"), "the move field keeps the focus");
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t.starts_with("Preview of White's helpmate line: move ")), "{shown:?}");
    // The game is as it was.
    let s = app.session().unwrap();
    assert_eq!(s.position_key(), before_fen);
    assert!(record(&app).moves.is_empty());
    // Leaving the preview shows the game again; so does Esc.
    mate(&mut app, can_mate::Message::Leave);
    assert_eq!(*app.board(), game_board);
    mate(&mut app, can_mate::Message::Show(Color::White));
    go(&mut app, Message::Key(Key::LineNext));
    go(&mut app, Message::Key(Key::Cancel));
    assert!(state(&app).mate().preview().is_none());
    assert_eq!(*app.board(), game_board);
    // A move recorded goes on the game; the old verdicts go with the old position.
    rec(&mut app, recording::Message::Input("Qa2".into()));
    rec(&mut app, recording::Message::Submit);
    assert_eq!(record(&app).moves.len(), 1);
    assert!(state(&app).mate().verdicts().is_empty(), "verdicts of another position are gone");
}

#[test]
fn cancel_stops_the_background_analysis() {
    // A long analysis: White's helpmate here takes many moves to find.
    let vfen = "9k2/10n1/12/3x8/6x5/1q7x2/7pX1K1/5X5n/2X9/12/4N7/12 w - - 4 86 reserve:b7=9 newborn:Q=14,r=12";
    let (mut app, _) = app_at("mate-cancel", Lang::En, vfen, None);
    mate(&mut app, can_mate::Message::Ask);
    let job = state(&app).mate().job().cloned().expect("running");
    mate(&mut app, can_mate::Message::Cancel);
    let st = state(&app);
    assert!(!st.mate().running() && !app.polling(), "no analysis, no timer");
    assert!(st.mate().cancelled().is_some());
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t.starts_with("The analysis was cancelled after ")), "{shown:?}");
    assert!(shown.iter().any(|t| t == "Try longer"), "{shown:?}");
    assert_eq!(app.focus_target(), Some("move-input"));
    // The thread stops without a verdict (uncancelled, it finds White's line in the end).
    let start = Instant::now();
    while !job.finished() {
        assert!(start.elapsed() < Duration::from_secs(30), "the analysis thread stops");
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(job.verdicts().is_empty(), "stopped before deciding: {:?}", job.verdicts());
    // Esc also stops a running analysis.
    mate(&mut app, can_mate::Message::TryLonger);
    assert!(state(&app).mate().running());
    assert_eq!(state(&app).mate().budget(), victoria_arbiter::app::session::ANALYSIS_NODES * 10);
    go(&mut app, Message::Key(Key::Cancel));
    assert!(!state(&app).mate().running());
}

#[test]
fn the_proof_overlay_is_a_cached_layer_of_its_own() {
    use iced_test::core::renderer::Headless;
    use victoria_arbiter::app::board::{BoardCache, ProofMarks};
    let mut renderer = iced_test::runtime::futures::futures::executor::block_on(<iced::Renderer as Headless>::new(
        victoria_arbiter::app::theme::FONT,
        app_support::settings().default_text_size,
        None,
    ))
    .expect("a headless renderer");
    let (app, _) = app_at("mate-overlay", Lang::En, POCKET, None);
    let view = app.board().clone();
    let size = iced::Size::new(640.0, 640.0);
    let cache = BoardCache::default();
    let marks = ProofMarks { region: vec![sq("l11"), sq("l12")], walls: vec![sq("k12")], kings: vec![sq("l12")] };
    let renderer = &mut renderer;
    for _ in 0..3 {
        // Frames with nothing changed (the cursor blinking): neither layer is drawn again.
        let _ = cache.geometry(renderer, size, &view);
        let _ = cache.overlay(renderer, size, &view, &marks);
    }
    assert_eq!((cache.draws.get(), cache.overlay_draws.get()), (1, 1));
    // New marks redraw the overlay only; a flipped board redraws both.
    let more = ProofMarks { walls: vec![sq("k11"), sq("k12")], ..marks.clone() };
    let _ = cache.geometry(renderer, size, &view);
    let _ = cache.overlay(renderer, size, &view, &more);
    assert_eq!((cache.draws.get(), cache.overlay_draws.get()), (1, 2));
    let flipped = victoria_arbiter::app::board::BoardView { flipped: true, ..view.clone() };
    let _ = cache.geometry(renderer, size, &flipped);
    let _ = cache.overlay(renderer, size, &flipped, &more);
    assert_eq!((cache.draws.get(), cache.overlay_draws.get()), (2, 3));
}

#[test]
fn an_undecided_side_shows_its_count_and_can_be_tried_longer() {
    let (mut app, _) = app_at("mate-longer", Lang::En, &format!("{QUEEN} w - - 0 1"), None);
    app.session_mut().unwrap().analysis_nodes = 1;
    mate(&mut app, can_mate::Message::Ask);
    until_done(&mut app);
    let st = state(&app).mate();
    assert!(matches!(
        st.verdicts()[..],
        [(Color::White, Verdict::Unknown { .. }), (Color::Black, Verdict::Impossible { .. })]
    ));
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t.starts_with("White: not decided within ")), "{shown:?}");
    assert!(shown.iter().any(|t| t == "Try longer"), "{shown:?}");
    // Each try allows ten times more, for the undecided side only, until it is decided.
    let mut tries = 0;
    while matches!(state(&app).mate().verdicts()[0].1, Verdict::Unknown { .. }) {
        tries += 1;
        assert!(tries <= 8, "decided within 10^8 moves");
        let budget = state(&app).mate().budget();
        mate(&mut app, can_mate::Message::TryLonger);
        assert_eq!(state(&app).mate().budget(), budget * 10);
        assert_eq!(state(&app).mate().job().unwrap().sides, vec![Color::White], "Black is decided already");
        until_done(&mut app);
    }
    let st = state(&app).mate();
    assert!(matches!(
        st.verdicts()[..],
        [(Color::White, Verdict::Possible { .. }), (Color::Black, Verdict::Impossible { .. })]
    ));
    assert!(!app.polling());
}

#[test]
fn a_dead_position_only_the_full_analysis_proves_is_recorded_on_its_proofs() {
    // Black's king behind its own bastions, a White knight too far to mate in one: every White
    // move leaves Black nothing to move. The fast check cannot say so (knights jump walls);
    // the search does.
    let far = "kx10/xx10/12/12/12/12/12/12/12/12/12/10NK w - - 0 1";
    let (mut app, _) = app_at("mate-dead-analysed", Lang::En, far, None);
    assert!(state(&app).mate().proved().is_empty(), "not dead for the fast check");
    // Without the analysis the count on a dead position needs the arbiter's reason.
    go(&mut app, Message::Key(Key::Result));
    rec(&mut app, recording::Message::Result(recording::result::Message::Ground(AppGround::DeadPosition)));
    rec(&mut app, recording::Message::Result(recording::result::Message::Confirm));
    assert!(state(&app).result_dialog().unwrap().error().is_some(), "a reason is asked for");
    assert!(record(&app).result.is_none());
    go(&mut app, Message::Key(Key::Cancel));
    // The analysis proves both sides unable to mate.
    mate(&mut app, can_mate::Message::Ask);
    until_done(&mut app);
    assert!(
        state(&app).mate().verdicts().iter().all(|(_, v)| v.is_impossible()),
        "{:?}",
        state(&app).mate().verdicts()
    );
    go(&mut app, Message::Key(Key::Result));
    rec(&mut app, recording::Message::Result(recording::result::Message::Ground(AppGround::DeadPosition)));
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t == "Count: mate impossible (proved) (R27)"), "{shown:?}");
    assert!(shown.iter().any(|t| t.contains("every line of play was followed to its end")), "{shown:?}");
    rec(&mut app, recording::Message::Result(recording::result::Message::Confirm));
    let r = record(&app).result.clone().expect("the count on the proofs");
    assert_eq!((r.outcome, r.ground), (ResultKind::Points, Some(Ground::DeadPosition)));
    assert_eq!(r.reason, "Mate impossible for both sides, proved by the full can-mate analysis (R27a)");
    assert_eq!(r.mate_proofs.len(), 2, "both proofs are kept");
    // The record passes its check: a count the engine did not rule has its reason.
    let report = victoria_record::check(record(&app));
    assert!(report.is_ok(), "{:?}", report.problems);
}

/// White's rook on b3 with a reserve of 2 cannot reach Black's walled king (the monument on e3
/// bars rank 3: two moves to the l-file, and the second petrifies it); with 3 it mates. Black's
/// knight gives Black moves meanwhile.
fn short_reserve(reserve: u16, turn: char) -> String {
    format!("n9*k/10*X/12/12/12/12/12/12/12/1R2*7/12/K11 {turn} - - 0 1 reserve:b3={reserve}")
}

/// Does any text shown say something of a move reserve (its figure or a reason resting on it)?
fn says_reserve(shown: &[String]) -> bool {
    shown.iter().any(|t| {
        t.contains("reserve of 2")
            || t.contains("is too small")
            || t.contains("запаса хода 2")
            || t.contains("only move left")
            || t.contains("остался один ход")
    })
}

fn public_texts(app: &App) -> Vec<String> {
    app_support::texts(app.view_public())
}

#[test]
fn a_proof_resting_on_a_reserve_keeps_it_private_until_the_arbiter_opens_the_panel() {
    for lang in [Lang::En, Lang::Ru] {
        // Black's flag falls: White cannot mate, because of the rook's reserve (R17).
        let (mut app, clock) = app_at("mate-private-flag", lang, &short_reserve(2, 'b'), Some(Preset::Blitz.control()));
        flag_falls(&mut app, &clock);
        until_done(&mut app);
        let Some(Verdict::Impossible { proof }) =
            state(&app).mate().offer_verdict(victoria_record::LossGround::Time).cloned()
        else {
            panic!("{:?}", state(&app).mate().offer_verdict(victoria_record::LossGround::Time))
        };
        assert!(proof.rests_on_private(), "{proof:?}");
        rec(&mut app, recording::Message::ReasonToggle);
        let hidden = texts(&app);
        assert!(!says_reserve(&hidden), "{lang:?}: a reserve shows with the panel closed: {hidden:?}");
        let (proof_word, private) = match lang {
            Lang::En => ("Proof: ", "the others for a private reason (open the reserve panel to read it, R14)"),
            Lang::Ru => ("Доказательство: ", "остальные — по причине, которую видит только арбитр"),
        };
        let line = hidden.iter().find(|t| t.starts_with(proof_word)).expect("the proof is shown");
        assert!(line.contains(private), "{line}");
        assert!(line.contains("a1"), "the public part stays: the king on a1 never gives check: {line}");
        assert!(!line.contains("b3"), "the piece held back by its reserve is not named: {line}");
        // Holding the panel shows it; letting go hides it again.
        rec(&mut app, recording::Message::PanelPress);
        let open = texts(&app);
        assert!(says_reserve(&open), "{lang:?}: {open:?}");
        let line = open.iter().find(|t| t.starts_with(proof_word)).unwrap();
        assert!(line.contains("b3") && !line.contains(private), "{line}");
        rec(&mut app, recording::Message::PanelRelease);
        assert!(!says_reserve(&texts(&app)));
        // The players' window never shows a proof, the panel open or not.
        rec(&mut app, recording::Message::PanelPress);
        let public = public_texts(&app);
        assert!(!says_reserve(&public) && !public.iter().any(|t| t.contains("R27a")), "{public:?}");
        // Once the game is over the sheet prints the reserves: the screen may too.
        rec(&mut app, recording::Message::PanelRelease);
        rec(&mut app, flag_loss(Color::Black, false));
        let r = record(&app).result.clone().expect("the count");
        assert_eq!(r.outcome, ResultKind::Points);
        assert!(state(&app).private_shown(app.session().unwrap()));
    }
}

#[test]
fn a_mating_line_in_a_loss_offer_shows_only_with_the_panel_open() {
    // Black's flag falls; with a reserve of 3 White's rook mates: each move of the line says
    // the rook has the reserve for it.
    let (mut app, clock) = app_at("mate-private-line", Lang::En, &short_reserve(3, 'b'), Some(Preset::Blitz.control()));
    flag_falls(&mut app, &clock);
    until_done(&mut app);
    assert!(
        matches!(state(&app).mate().offer_verdict(victoria_record::LossGround::Time), Some(Verdict::Possible { .. })),
        "{:?}",
        state(&app).mate().offer_verdict(victoria_record::LossGround::Time)
    );
    rec(&mut app, recording::Message::ReasonToggle);
    let hidden = texts(&app);
    assert!(hidden.iter().any(|t| t.starts_with("Mating line: private (")), "{hidden:?}");
    assert!(!hidden.iter().any(|t| t.starts_with("Mating line: 1")), "{hidden:?}");
    assert!(hidden.iter().any(|t| t == "Record the loss  [Ctrl+R]"), "the verdict and its button stay: {hidden:?}");
    rec(&mut app, recording::Message::PanelShowFor);
    let open = texts(&app);
    assert!(open.iter().any(|t| t.starts_with("Mating line: 1…")), "{open:?}");
    let token = state(&app).panel_token();
    rec(&mut app, recording::Message::PanelHide(token));
    assert!(texts(&app).iter().any(|t| t.starts_with("Mating line: private (")));
}

#[test]
fn the_analysis_and_the_result_dialog_keep_reserve_reasons_private() {
    // "Can mate still happen?": White never can (the rook's reserve of 2).
    let (mut app, _) = app_at("mate-private-ask", Lang::Ru, &short_reserve(2, 'w'), None);
    mate(&mut app, can_mate::Message::Ask);
    until_done(&mut app);
    assert!(matches!(state(&app).mate().verdicts()[0], (Color::White, Verdict::Impossible { .. })));
    let hidden = texts(&app);
    assert!(!says_reserve(&hidden), "{hidden:?}");
    assert!(
        hidden.iter().any(|t| t.contains("никогда") && t.contains("по причине, которую видит только арбитр")),
        "{hidden:?}"
    );
    rec(&mut app, recording::Message::PanelPress);
    assert!(says_reserve(&texts(&app)), "{:?}", texts(&app));
    rec(&mut app, recording::Message::PanelRelease);

    // R27's dead position by the fast check, resting on R17's last move: White's rook on a1
    // with a reserve of 1 against Black's bare king behind a monument and White's bastion.
    let (mut app, _) =
        app_at("mate-private-dead", Lang::En, "10*k/10*X/12/12/12/12/12/12/12/K11/12/R11 w - - 0 1 reserve:a1=1", None);
    assert!(!state(&app).mate().proved().is_empty(), "dead for both: {:?}", state(&app).mate().proved());
    go(&mut app, Message::Key(Key::Result));
    assert_eq!(state(&app).result_dialog().unwrap().ground(), Some(AppGround::DeadPosition));
    let hidden = texts(&app);
    assert!(!says_reserve(&hidden), "{hidden:?}");
    assert!(hidden.iter().any(|t| t.contains("the others for a private reason")), "{hidden:?}");
    // The dialog covers the action row: the proof has its own "show for a few seconds".
    rec(&mut app, recording::Message::PanelShowFor);
    let open = texts(&app);
    assert!(open.iter().any(|t| t.contains("the rook on a1 — its only move left petrifies it")), "{open:?}");
}

#[test]
fn a_loss_offer_says_analysing_while_its_analysis_runs_in_the_background() {
    let vfen = format!("{QUEEN} b - - 0 1");
    let (mut app, clock) = app_at("mate-offer-analysing", Lang::En, &vfen, Some(Preset::Blitz.control()));
    assert!(!app.polling(), "idle: no timer");
    flag_falls(&mut app, &clock);
    // The offer shows at once; the verdict is sought on a thread of its own.
    let st = state(&app);
    assert_eq!(st.flag_offer(), Some(Color::Black));
    assert!(
        st.mate().offer_verdict(victoria_record::LossGround::Time).is_none()
            && st.mate().offer_job(victoria_record::LossGround::Time).is_some(),
        "{:?}",
        st.mate()
    );
    assert!(app.polling(), "polled while it runs");
    let shown = texts(&app);
    assert!(
        shown
            .iter()
            .any(|t| t
                == "Black's flag has fallen (FIDE 6.9). The analyser is looking for a mating line for White (R27a)…"),
        "{shown:?}"
    );
    assert!(shown.iter().any(|t| t.ends_with(" of 200000 moves considered")), "{shown:?}");
    assert!(shown.iter().any(|t| t == "Don't wait: ask me"), "{shown:?}");
    assert!(!shown.iter().any(|t| t == "Record the loss  [Ctrl+R]"), "no verdict yet: {shown:?}");
    // Once it ends, the offer is as before: decided, with its line and one button.
    until_done(&mut app);
    assert!(!app.polling(), "the timer stops with the analysis");
    assert!(matches!(
        state(&app).mate().offer_verdict(victoria_record::LossGround::Time),
        Some(Verdict::Possible { .. })
    ));
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t == "Record the loss  [Ctrl+R]"), "{shown:?}");
    assert!(!shown.iter().any(|t| t == "Don't wait: ask me"), "{shown:?}");

    // "Don't wait": a long search is stopped and the arbiter is asked.
    let long = "9k2/10n1/12/3x8/6x5/1q7x2/7pX1K1/5X5n/2X9/12/4N7/12 b - - 4 86 reserve:b7=9 newborn:Q=14,r=12";
    let (mut app, clock) = app_at("mate-offer-stop", Lang::Ru, long, Some(Preset::Blitz.control()));
    app.session_mut().unwrap().r27a_nodes = u64::MAX;
    flag_falls(&mut app, &clock);
    let job = state(&app).mate().offer_job(victoria_record::LossGround::Time).cloned().expect("running");
    assert!(texts(&app).iter().any(|t| t == "Не ждать: спросить меня"), "{:?}", texts(&app));
    mate(&mut app, can_mate::Message::StopOffer(victoria_record::LossGround::Time));
    assert!(!app.polling(), "nothing runs");
    assert!(
        matches!(state(&app).mate().offer_verdict(victoria_record::LossGround::Time), Some(Verdict::Unknown { .. })),
        "{:?}",
        state(&app).mate().offer_verdict(victoria_record::LossGround::Time)
    );
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t == "Да: партия проиграна  [Ctrl+R]"), "the question: {shown:?}");
    assert!(shown.iter().any(|t| t.starts_with("Анализатор не решил за ")), "{shown:?}");
    let start = Instant::now();
    while !job.finished() {
        assert!(start.elapsed() < Duration::from_secs(30), "the analysis thread stops");
        std::thread::sleep(Duration::from_millis(10));
    }
    // Esc puts the offer aside and stops its analysis.
    let (mut app, clock) = app_at("mate-offer-esc", Lang::En, long, Some(Preset::Blitz.control()));
    app.session_mut().unwrap().r27a_nodes = u64::MAX;
    flag_falls(&mut app, &clock);
    let job = state(&app).mate().offer_job(victoria_record::LossGround::Time).cloned().expect("running");
    go(&mut app, Message::Key(Key::Cancel));
    assert!(state(&app).flag_offer().is_none() && !app.polling());
    let start = Instant::now();
    while !job.finished() {
        assert!(start.elapsed() < Duration::from_secs(30), "the analysis thread stops");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_proof_box_after_a_move_keeps_a_last_reserve_move_private() {
    // Kxb3 leaves Black a bare king in a pocket (l12, l11) behind monuments and White's
    // bastions; White's rook on a1 strikes there only through them, from the l-file or rank 11,
    // and its one move left petrifies it without check (R17): dead for both.
    let vfen = "10*k/10X1/10*X/12/12/12/12/12/12/Kn10/12/R11 w - - 0 1 reserve:a1=1";
    let (mut app, _) = app_at("mate-private-box", Lang::Ru, vfen, None);
    rec(&mut app, recording::Message::Input("Kxb3".into()));
    rec(&mut app, recording::Message::Submit);
    assert!(state(&app).mate().proved().iter().any(|p| p.rests_on_private()), "{:?}", state(&app).mate().proved());
    let hidden = texts(&app);
    assert_eq!(record(&app).moves.len(), 1, "{hidden:?}");
    assert!(hidden.iter().any(|t| t == "Мат невозможен (доказано)"), "{hidden:?}");
    assert!(!says_reserve(&hidden), "{hidden:?}");
    assert!(hidden.iter().any(|t| t.contains("остальные — по причине, которую видит только арбитр")), "{hidden:?}");
    rec(&mut app, recording::Message::PanelPress);
    let open = texts(&app);
    assert!(open.iter().any(|t| t.contains("ладья на a1 — у фигуры остался один ход")), "{open:?}");
}
