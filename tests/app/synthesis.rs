//! A game of Synthesis chess through the app, headless (issue 7): the new-game screen starts a
//! Synthesis game straight on the recording screen (no schemes, reveal or draw); the moves of
//! the king-capture sample are recorded by typing (in the notations the arbiter hears) and by
//! clicks on the board — the queen sorties that take each colour into regime B, the captures
//! that take it into C, the king capture and its reply; the permanent status panel shows each
//! colour's regime, the escapes, both kings in check, the captured king and its one reply, the
//! same in the public window; the Synthesis result dialog shows no point totals, refuses a wrong
//! winner with the engine's verdict and its S-ruling and records the engine's verdict in one
//! step; the record is saved and checks. Then, at the level of `update`: a promotion by clicks,
//! the panel in both languages and the dialog's refusals and declarations.
#![cfg(feature = "gui")]

use crate::support::app as app_support;
use crate::support::app::Shown as _;
use victoria_words::Words as _;

use app_support::{Harness, sq, with_game};
use victoria_arbiter::app::screens::{new_game, recording};
use victoria_arbiter::app::session::{Flag, Ground, Session};
use victoria_arbiter::app::synthesis::SynthesisPanel;
use victoria_arbiter::app::{Message, Screen};
use victoria_record::{self as record, GameRecord, samples, store};
use victoria_rules::synthesis::{self, Flag as SFlag, Regime};
use victoria_rules::{Color, Options, Role, Rules, Ruleset};
use victoria_words::Lang;

fn flags(h: &Harness) -> Vec<Flag> {
    match h.app.screen() {
        Screen::Recording(st) => st.flags().to_vec(),
        other => panic!("expected the Recording screen, found {other:?}"),
    }
}

/// Each Synthesis box among a move's flags, worded in `lang` where it is shown (a line a fact).
fn synthesis_boxes(f: &[Flag], lang: Lang) -> Vec<String> {
    f.iter()
        .filter_map(|x| match x {
            Flag::Synthesis { news } => Some(news.iter().map(|n| n.words(lang)).collect::<Vec<_>>().join("\n")),
            _ => None,
        })
        .collect()
}

fn dialog(h: &Harness) -> recording::result::State {
    match h.app.screen() {
        Screen::Recording(st) => st.result_dialog().cloned().expect("the result dialog is open"),
        other => panic!("expected the Recording screen, found {other:?}"),
    }
}

fn panel(h: &Harness) -> SynthesisPanel {
    h.app.session().unwrap().synthesis_panel().expect("a Synthesis game has a status panel")
}

fn has(v: &[String], s: &str) -> bool {
    v.iter().any(|t| t.contains(s))
}

fn new_synthesis_game(name: &str) -> Harness {
    let mut h = Harness::new(name);
    h.click("lang-en");
    h.click("start-new");
    h.type_into("field-white", "Olga Sokolova", false);
    h.type_into("field-black", "Pavel Morozov", false);
    h.click("game-synthesis");
    h.click("new-start");
    assert!(matches!(h.app.screen(), Screen::Recording(_)), "no schemes in Synthesis: {:?}", h.app.screen());
    h
}

/// Records a move by two clicks on the board canvas: from, then to.
fn click_move(h: &mut Harness, uci: &str) {
    let (from, to) = (sq(&uci[..2]), sq(&uci[2..4]));
    let view = h.app.board().clone();
    h.click_square("board", recording::BOARD_PAD, recording::BOARD_SIDE, &view, from);
    match h.app.screen() {
        Screen::Recording(st) => assert_eq!(st.selected(), Some(from), "{uci}: the first click selects {from}"),
        other => panic!("{other:?}"),
    }
    let view = h.app.board().clone();
    h.click_square("board", recording::BOARD_PAD, recording::BOARD_SIDE, &view, to);
}

#[test]
fn an_illegal_synthesis_move_is_flagged_with_its_s_ruling() {
    let mut h = new_synthesis_game("synthesis-illegal");
    let s = h.app.session().unwrap();
    assert_eq!(s.record().rules.ruleset, Ruleset::Synthesis);
    assert!(s.record().schemes.white.commitment.is_none());
    assert_eq!(h.app.board().width, 8);
    // The panel is there from the first move, in both windows.
    for texts in [h.main_texts(), h.public_texts()] {
        assert!(has(&texts, "White: regime A (home)") && has(&texts, "Black: regime A (home)"), "{texts:?}");
    }
    // No reserve panel in a game without reserves.
    assert!(!has(&h.main_texts(), "Hold to show reserves"));

    h.type_into("move-input", "e4", true);
    h.type_into("move-input", "d5", true);
    // S8 binds White now: the panel says which capture.
    let p = panel(&h);
    assert!(p.situation.iter().any(|f| matches!(f, SFlag::Mandatory(m) if m.len() == 1)), "{p:?}");
    assert!(has(&h.main_texts(), "pawn capture mandatory (S8)"));
    assert!(has(&h.public_texts(), "pawn capture mandatory (S8)"));
    // A pawn capture is mandatory while White's queen is at home (S8): Nf3 by clicks is refused.
    click_move(&mut h, "g1f3");
    let f = flags(&h);
    let Flag::Illegal { rule, reason, .. } = &f[0] else { panic!("expected an illegal flag: {f:?}") };
    assert_eq!(rule, "S8");
    assert!(reason.words(Lang::En).contains("e4xd5") && reason.words(Lang::Ru).contains("e4xd5"), "{reason:?}");
    assert!(reason.words(Lang::Ru).starts_with("взятие пешкой обязательно"), "{reason:?}");
    assert!(h.main_texts().iter().any(|t| t.contains("S8")));
    let s = h.app.session().unwrap();
    assert_eq!(s.record().moves.len(), 2);
    // A click that makes no legal move is never an attempt (R29).
    assert!(s.record().illegal_attempts.is_empty() && !s.has_pending());
    // The capture by clicks is recorded.
    click_move(&mut h, "e4d5");
    assert!(matches!(&flags(&h)[0], Flag::Recorded { san, number: 2, color: Color::White } if san == "exd5"));
    assert!(panel(&h).situation.is_empty(), "{:?}", panel(&h));
}

#[test]
fn a_synthesis_game_through_regimes_a_b_c_to_a_king_capture_its_reply_and_the_result() {
    let sample = samples::synthesis_king_capture().unwrap();
    let moves: Vec<(String, String)> =
        sample.record().moves.iter().map(|m| (m.announced.clone(), m.uci.clone())).collect();
    // By clicks: the queen sorties into regime B (plies 3, 16), the captures of the queens that
    // take each colour into C (6, 19), a knight move (11), the king capture (71) and the reply (72).
    let clicked = [3usize, 6, 11, 16, 19, 71, 72];
    let mut h = new_synthesis_game("synthesis-sample");
    let mut news: Vec<String> = Vec::new();
    let mut main_seen: Vec<String> = Vec::new();
    let mut public_seen: Vec<String> = Vec::new();
    for (i, (announced, uci)) in moves.iter().enumerate() {
        let ply = i + 1;
        if clicked.contains(&ply) {
            click_move(&mut h, uci);
        } else {
            h.type_into("move-input", announced, true);
        }
        let f = flags(&h);
        assert!(matches!(&f[0], Flag::Recorded { .. }), "ply {ply}: {announced}: {f:?}");
        let last = h.app.session().unwrap().record().moves.last().unwrap().clone();
        assert_eq!((last.ply as usize, last.uci.as_str()), (ply, uci.as_str()));
        if let Flag::Recorded { number, color, .. } = &f[0] {
            assert_eq!((*number, *color), (last.move_number(), last.color), "ply {ply}: the move's number");
        }
        let boxes = synthesis_boxes(&f, Lang::En);
        assert!(boxes.len() <= 1, "ply {ply}: one Synthesis box a move: {f:?}");
        news.extend(boxes.iter().flat_map(|en| en.lines().map(|l| format!("{ply}: {l}"))));
        let p = panel(&h);
        match ply {
            3 => assert_eq!(p.regimes[0].0, Regime::B, "the queen left d1"),
            6 => assert_eq!(p.regimes[0], (Regime::C, Some(32)), "the queen was captured away from home"),
            16 => assert_eq!(p.regimes[1].0, Regime::B),
            19 => assert_eq!(p.regimes[1], (Regime::C, Some(32))),
            26 => assert_eq!(p.regimes[1], (Regime::C, Some(31)), "the black king escaped once"),
            70 => assert!(p.situation.contains(&SFlag::BothInCheck), "{p:?}"),
            71 => assert!(
                p.situation.contains(&SFlag::KingCaptured { color: Color::Black, reply: true }),
                "Black's king is captured and Black has its one reply: {p:?}"
            ),
            72 => assert_eq!(p.verdict, Some(synthesis::Outcome::KingCaptured { winner: Color::Black, both: true })),
            _ => {}
        }
        if [3, 6, 19, 26, 70, 71, 72].contains(&ply) {
            let main = h.main_texts();
            let public = h.public_texts();
            // The public window shows the same panel as the arbiter's.
            for line in p.lines(Lang::En) {
                assert!(has(&main, &line), "ply {ply}: the recording screen lacks '{line}'");
                assert!(has(&public, &line), "ply {ply}: the public window lacks '{line}'");
            }
            main_seen.extend(main);
            public_seen.extend(public);
        }
    }
    for s in [
        "White: regime B (day and night)",
        "White: regime C (queenless), 32 escapes left",
        "Black: regime C (queenless), 31 escapes left",
        "both kings in check",
        "Black's king is captured: one reply",
        "both kings were captured and Black captured last (S27)",
    ] {
        assert!(has(&main_seen, s), "the recording screen never showed '{s}'");
        assert!(has(&public_seen, s), "the public window never showed '{s}'");
    }
    // The flags under the entry say what each move changed.
    for s in ["3: White now in regime B", "6: White now in regime C", "19: Black now in regime C"] {
        assert!(has(&news, s), "{s}: {news:?}");
    }
    assert!(has(&news, "71: Black's king is captured: one reply"), "{news:?}");
    assert!(has(&news, "72: Black wins: both kings were captured"), "{news:?}");
    let s = h.app.session().unwrap();
    assert_eq!(s.record().moves.len(), moves.len());
    let key = |r: &GameRecord| -> Vec<(u32, Color, String, String, Vec<victoria_record::MoveEvent>)> {
        r.moves.iter().map(|m| (m.ply, m.color, m.uci.clone(), m.san.clone(), m.events.clone())).collect()
    };
    assert_eq!(key(s.record()), key(sample.record()), "the same moves, SAN and events as the desk-made sample");

    // No move after the end: said as the game's end (issue 39), with the ruling.
    h.type_into("move-input", "a4", true);
    assert!(
        matches!(&flags(&h)[0], Flag::Ended { message } if message.words(Lang::En).contains("S27") && message.words(Lang::Ru).contains("S27")),
        "{:?}",
        flags(&h)
    );

    // The Synthesis result dialog: the engine's verdict, no point totals.
    h.click("result-open");
    assert_eq!(dialog(&h).ground(), Some(Ground::KingCaptured(Color::Black)), "the engine's ground is preselected");
    let texts = h.main_texts();
    assert!(has(&texts, "Result of the game (S27–S30)"), "{texts:?}");
    assert!(has(&texts, "The engine's verdict: Black wins: both kings were captured and Black captured last (S27)"));
    assert!(has(&texts, "King captured: White wins (S27)") && has(&texts, "Stalemate: draw (S28)"));
    assert!(!texts.iter().any(|t| t.contains("Point count") || t.contains("Count")), "no point totals: {texts:?}");
    // A wrong winner is refused with the engine's verdict and its S-ruling.
    h.send(Message::Recording(recording::Message::Result(recording::result::Message::Ground(Ground::KingCaptured(
        Color::White,
    )))));
    h.click("result-confirm");
    let e = dialog(&h).error().expect("refused").words(victoria_words::Lang::En);
    assert!(e.contains("Black wins") && e.contains("(S27)") && e.contains("King captured: Black wins (S27)"), "{e}");
    // Mate is not what happened either.
    h.send(Message::Recording(recording::Message::Result(recording::result::Message::Ground(Ground::Checkmate(
        Color::Black,
    )))));
    h.click("result-confirm");
    assert!(dialog(&h).error().expect("refused").words(victoria_words::Lang::En).contains("(S27)"));
    assert!(h.app.session().unwrap().result().is_none());
    // The engine's verdict in one step.
    h.click("result-engine");
    assert!(matches!(h.app.screen(), Screen::Recording(st) if st.result_dialog().is_none()));
    let r = h.app.session().unwrap().result().cloned().expect("a result");
    assert_eq!((r.outcome.key(), r.score(), r.ground.map(|g| g.key())), ("king_captured", "0-1", Some("both_kings")));
    assert_eq!(r.winner, Some(Color::Black));
    assert!(has(&h.public_texts(), "0-1"));
    assert!(
        has(&h.main_texts(), "0-1 — king capture (both kings captured, the last capture wins)"),
        "{:?}",
        h.main_texts()
    );
    h.click("lang-ru");
    let ru = h.main_texts();
    assert!(has(&ru, "Белые: режим C (без ферзя), осталось выходов из-под шаха: 31"), "{ru:?}");
    assert!(has(&ru, "взятие короля") && has(&ru, "Синтез-шахматы"), "{ru:?}");
    assert!(has(&h.public_texts(), "Чёрные: режим C (без ферзя)"));

    // Saved: the file holds the whole game and checks.
    let out = h.dir.join("synthesis game.json");
    h.send(Message::SaveAs);
    h.send(Message::SaveAsBar(victoria_arbiter::app::dialog::save_as::Message::Path(out.display().to_string())));
    h.click("save-as-confirm");
    let saved = GameRecord::from_json(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(saved.rules.ruleset, Ruleset::Synthesis);
    assert_eq!(saved.moves.len(), 72);
    assert_eq!(saved.illegal_attempts.len(), 0);
    assert_eq!(saved.result.as_ref().unwrap().outcome.key(), "king_captured");
    let report = record::check(&saved);
    assert!(report.is_ok(), "{:?}", report.problems);
    assert_eq!(report.synthesis, Some(synthesis::Outcome::KingCaptured { winner: Color::Black, both: true }));
}

/// A Synthesis record from a composed position, opened in the app.
fn composed(h: &mut Harness, fen: &str) {
    let rules = Rules { ruleset: Ruleset::Synthesis, options: Options::default() };
    let mut r = GameRecord::new(Default::default(), rules);
    r.start_vfen = Some(synthesis::Position::from_fen(fen, Options::default()).unwrap().to_fen());
    let path = h.dir.join("composed.json");
    store::save(&path, &r).unwrap();
    h.app.open_path(&path);
    assert!(matches!(h.app.screen(), Screen::Recording(_)), "{:?}", h.app.screen());
}

#[test]
fn a_synthesis_promotion_by_clicks_asks_for_the_piece() {
    let mut h = Harness::new("synthesis-promotion");
    h.click("lang-en");
    composed(&mut h, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    click_move(&mut h, "a7a8");
    match h.app.screen() {
        Screen::Recording(st) => assert_eq!(st.promotion(), Some((sq("a7"), sq("a8")))),
        other => panic!("{other:?}"),
    }
    assert!(h.app.session().unwrap().record().moves.is_empty(), "nothing recorded before the piece");
    h.send(Message::Recording(recording::Message::Promotion(recording::promotion::Message::Choose(Role::Rook))));
    let f = flags(&h);
    assert!(matches!(&f[0], Flag::Recorded { san, .. } if san == "a8=R+"), "{f:?}");
    let m = h.app.session().unwrap().record().moves[0].clone();
    assert_eq!(
        (m.uci.as_str(), m.events.iter().map(|e| e.key()).collect::<Vec<_>>()),
        ("a7a8r", vec!["promotion:r".to_string(), "check".to_string()])
    );
    assert!(panel(&h).situation.contains(&SFlag::Check(Color::Black)));
}

/// A fresh session on a Synthesis game, outside the app (for `update`-level tests).
fn session(name: &str) -> Session {
    let dir = app_support::temp_dir(name);
    let rules = Rules { ruleset: Ruleset::Synthesis, options: Options::default() };
    Session::new(&new_game::EventFields::default(), rules, &dir, Lang::En).unwrap()
}

#[test]
fn the_status_panel_follows_the_position_in_both_languages() {
    let mut s = session("synthesis-panel");
    let p = s.synthesis_panel().unwrap();
    assert_eq!(p.regimes, [(Regime::A, None), (Regime::A, None)]);
    assert!(p.situation.is_empty() && p.verdict.is_none());
    assert_eq!(p.lines(Lang::En), vec!["White: regime A (home)", "Black: regime A (home)"]);
    assert_eq!(p.lines(Lang::Ru), vec!["Белые: режим A (ферзь дома)", "Чёрные: режим A (ферзь дома)"]);
    for m in ["e4", "e5", "Qh5", "Nc6", "Qxf7+"] {
        assert!(matches!(s.record_move(m)[0], Flag::Recorded { .. }), "{m}");
    }
    let p = s.synthesis_panel().unwrap();
    assert_eq!(p.regimes[0], (Regime::B, None));
    assert!(p.situation.contains(&SFlag::Check(Color::Black)), "{p:?}");
    assert!(p.lines(Lang::Ru).iter().any(|l| l == "Белые: режим B (день и ночь)"));
    assert!(p.lines(Lang::Ru).iter().any(|l| l.contains("шах королю чёрных")), "{:?}", p.lines(Lang::Ru));
    // The public window carries the same panel, in its own language.
    assert_eq!(s.public_view(Lang::En).synthesis, Some(p.clone()));
    assert_eq!(s.public_view(Lang::En).check, None, "Synthesis says check on its panel");
    // The king takes the queen: White is queenless, with 32 escapes.
    let f = s.record_move("Kxf7");
    assert_eq!(synthesis_boxes(&f, Lang::En), ["White now in regime C (queenless)"], "{f:?}");
    assert_eq!(synthesis_boxes(&f, Lang::Ru), ["белые теперь в режиме C (без ферзя)"], "{f:?}");
    let p = s.synthesis_panel().unwrap();
    assert_eq!(p.regimes[0], (Regime::C, Some(32)));
    assert_eq!(p.lines(Lang::En)[0], "White: regime C (queenless), 32 escapes left");
    assert_eq!(p.lines(Lang::Ru)[0], "Белые: режим C (без ферзя), осталось выходов из-под шаха: 32");
    // A take-back restores the panel.
    s.take_back("wrong capture").unwrap();
    assert_eq!(s.synthesis_panel().unwrap().regimes[0], (Regime::B, None));
}

#[test]
fn the_synthesis_result_dialog_declares_and_refuses() {
    let mut s = session("synthesis-dialog");
    let mut st = recording::State::default();
    for m in ["e4", "e5"] {
        with_game(&mut s, Lang::En, |c| st.update(recording::Message::Input(m.into()), c));
        with_game(&mut s, Lang::En, |c| st.update(recording::Message::Submit, c));
    }
    assert_eq!(s.record().moves.len(), 2);
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::ResultOpen, c));
    assert_eq!(st.result_dialog().unwrap().ground(), None, "the engine sees no ending");
    // No verdict to record yet.
    with_game(&mut s, Lang::Ru, |c| st.update(recording::Message::Result(recording::result::Message::Engine), c));
    assert_eq!(
        st.result_dialog().unwrap().error().shown(victoria_words::Lang::Ru).as_deref(),
        Some("Движок не видит окончания партии: результат объявляет арбитр.")
    );
    // An ending the engine does not see, a point count: refused.
    with_game(&mut s, Lang::En, |c| {
        st.update(recording::Message::Result(recording::result::Message::Ground(Ground::Stalemate)), c)
    });
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::Result(recording::result::Message::Confirm), c));
    let e = st.result_dialog().unwrap().error().unwrap().words(Lang::En);
    assert_eq!(e, "The engine sees no such ending in this position: Stalemate: draw (S28)");
    with_game(&mut s, Lang::Ru, |c| {
        st.update(recording::Message::Result(recording::result::Message::Ground(Ground::AgreedCount)), c)
    });
    with_game(&mut s, Lang::Ru, |c| st.update(recording::Message::Result(recording::result::Message::Confirm), c));
    assert_eq!(
        st.result_dialog().unwrap().error().shown(victoria_words::Lang::Ru).as_deref(),
        Some("В синтез-шахматах нет подсчёта очков (S27–S30).")
    );
    // A forfeit needs the reason.
    with_game(&mut s, Lang::En, |c| {
        st.update(recording::Message::Result(recording::result::Message::Ground(Ground::Forfeit(Color::Black))), c)
    });
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::Result(recording::result::Message::Confirm), c));
    assert!(st.result_dialog().unwrap().error().shown(victoria_words::Lang::En).unwrap().contains("reason"));
    assert!(s.result().is_none());
    // A draw by agreement is the arbiter's to record.
    with_game(&mut s, Lang::En, |c| {
        st.update(recording::Message::Result(recording::result::Message::Ground(Ground::DrawAgreed)), c)
    });
    let ev =
        with_game(&mut s, Lang::En, |c| st.update(recording::Message::Result(recording::result::Message::Confirm), c));
    assert!(matches!(ev, victoria_arbiter::app::screen::Action::None));
    assert!(st.result_dialog().is_none());
    let r = s.result().unwrap();
    assert_eq!((r.outcome.key(), r.score(), r.points_white), ("agreement", "1/2-1/2", None));
    assert_eq!(st.flags(), vec![Flag::Result]);
}

#[test]
fn a_mate_in_synthesis_is_offered_and_recorded_on_its_s28_ground() {
    // Fool's mate: Black's queen leaves d8 (regime B) and mates White, who is in check with no
    // legal move (S28).
    let mut s = session("synthesis-mate");
    let mut f = Vec::new();
    for u in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        f = s.record_move(u);
        assert!(matches!(f[0], Flag::Recorded { .. }), "{u}: {f:?}");
    }
    assert_eq!(
        synthesis_boxes(&f, Lang::En),
        [
            "Black now in regime B (day and night)\nBlack wins: White is in check with no legal move (S28). Open “Result…” to record the result."
        ],
        "{f:?}"
    );
    assert_eq!(
        synthesis_boxes(&f, Lang::Ru),
        [
            "чёрные теперь в режиме B (день и ночь)\nвыиграли чёрные: мат (S28). Откройте «Результат…», чтобы записать итог."
        ],
        "{f:?}"
    );
    assert_eq!(s.detected_ground(), Some(Ground::Checkmate(Color::Black)));
    let mut st = recording::State::default();
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::ResultOpen, c));
    assert_eq!(st.result_dialog().unwrap().ground(), Some(Ground::Checkmate(Color::Black)));
    for wrong in [Ground::Checkmate(Color::White), Ground::KingCaptured(Color::Black), Ground::Stalemate] {
        with_game(&mut s, Lang::En, |c| {
            st.update(recording::Message::Result(recording::result::Message::Ground(wrong)), c)
        });
        with_game(&mut s, Lang::En, |c| st.update(recording::Message::Result(recording::result::Message::Confirm), c));
        let e = st.result_dialog().unwrap().error().unwrap().words(Lang::En);
        assert_eq!(
            e,
            "The engine sees another ending here: Black wins: White is in check with no legal move (S28) — choose “Checkmate: Black wins (S28)”.",
        );
    }
    with_game(&mut s, Lang::Ru, |c| {
        st.update(recording::Message::Result(recording::result::Message::Ground(Ground::Checkmate(Color::White))), c)
    });
    with_game(&mut s, Lang::Ru, |c| st.update(recording::Message::Result(recording::result::Message::Confirm), c));
    assert_eq!(
        st.result_dialog().unwrap().error().shown(victoria_words::Lang::Ru).as_deref(),
        Some(
            "Движок видит здесь другое окончание: выиграли чёрные: мат (S28) — выберите «Мат: выиграли чёрные (S28)»."
        )
    );
    assert!(s.result().is_none());
    with_game(&mut s, Lang::En, |c| st.update(recording::Message::Result(recording::result::Message::Engine), c));
    let r = s.result().unwrap();
    assert_eq!((r.outcome.key(), r.score(), r.winner), ("checkmate", "0-1", Some(Color::Black)));
    assert_eq!(
        victoria_arbiter::i18n::record::result_sentence(Lang::En, r, victoria_rules::Ruleset::Synthesis),
        "Black wins: White is in check with no legal move (S28)"
    );
}
