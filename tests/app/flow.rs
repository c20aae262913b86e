//! The whole arbiter's flow, headless through iced_test: new game, two schemes typed, clicked
//! and sealed (the second screen never shows the first scheme), reveal with both seals checked,
//! the blind bastion draw (virtual bag and physical lots, a set-aside and a refused lot), moves
//! recorded by typing (Russian notation included) and by clicks on the board canvas, an illegal
//! move flagged with its ruling and logged, a petrification flagged, a take-back with a reason,
//! the private reserve panel shown and hidden again, a result, signatures, and the record saved
//! and read back. Throughout, the public window never shows a reserve number.
#![cfg(feature = "gui")]

use crate::support::app as app_support;
use victoria_words::Lang::{En, Ru};
use victoria_words::Words as _;

use app_support::{Harness, sq};
use victoria_arbiter::app::screens::{recording, scheme};
use victoria_arbiter::app::session::{Flag, Session};
use victoria_arbiter::app::{Message, Screen};
use victoria_record::GameRecord;
use victoria_rules::{Cell, Color};

const WHITE: &str = "Ke1 Qd1=21 Ra1=16 Rl1=17 Bc1=1 Bj1=15 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2";
// Black's pawn a10 is placed by a click on the canvas, not typed.
const BLACK: &str = "Крe12 Фd12=14 Лa12=14 Лl12=14 Сc12=14 Сj12=14 Кb12 Кk12 f11 g11 h11 i11 j11 k11 l11";
/// Every reserve number of both allocations and what they become: none may reach the public.
const SECRET_NUMBERS: [u32; 8] = [21, 20, 16, 17, 15, 14, 13, 70];

/// The numbers in a text, leaving out ruling ids (`R15`, `E10`).
fn digit_runs(s: &str) -> Vec<u32> {
    let mut out = Vec::new();
    let mut prev = ' ';
    let mut cur = String::new();
    let mut ruling = false;
    for c in s.chars().chain([' ']) {
        if c.is_ascii_digit() {
            if cur.is_empty() {
                ruling = matches!(prev, 'R' | 'E' | 'S');
            }
            cur.push(c);
        } else if !cur.is_empty() {
            if !ruling {
                out.push(cur.parse().unwrap());
            }
            cur.clear();
        }
        prev = c;
    }
    out
}

/// The public window shows no reserve number and no word about reserves.
fn assert_public_clean(h: &Harness, when: &str) {
    for t in h.public_texts() {
        for n in digit_runs(&t) {
            assert!(!SECRET_NUMBERS.contains(&n), "{when}: the public window shows {n} in '{t}'");
        }
        let low = t.to_lowercase();
        assert!(!low.contains("reserve") && !low.contains("запас"), "{when}: public text '{t}'");
        assert!(!t.contains('='), "{when}: public text '{t}' looks like a scheme allocation");
    }
    let dbg = format!("{:?}", h.app.public());
    assert!(!dbg.to_lowercase().contains("reserve"), "PublicView carries a reserve: {dbg}");
}

/// The record as it is on disk now: the desk's file with its journal replayed.
fn journal(h: &Harness) -> GameRecord {
    use victoria_record::{journal, store};
    let path = h.app.session().unwrap().path().unwrap();
    let mut r = store::load(&path).unwrap();
    for (n, a) in journal::read(&journal::journal_path(&path)).unwrap().actions {
        if n > r.revision {
            a.apply(&mut r);
        }
    }
    r
}

fn recording_state(h: &Harness) -> &recording::State {
    match h.app.screen() {
        Screen::Recording(st) => st,
        other => panic!("expected the Recording screen, found {other:?}"),
    }
}

fn flags(h: &Harness) -> Vec<Flag> {
    recording_state(h).flags().to_vec()
}

#[test]
fn the_whole_game_headless() {
    let mut h = Harness::new("flow");
    assert!(matches!(h.app.screen(), Screen::Start(_)));
    h.click("lang-en");
    assert!(h.main_texts().iter().any(|t| t == "New game"), "English after the switch");

    // New game: event fields typed, options set.
    h.click("start-new");
    assert!(matches!(h.app.screen(), Screen::NewGame(_)));
    h.type_into("field-white", "Иванов", false);
    h.type_into("field-black", "Petrova", false);
    h.type_into("field-event", "Club cup", false);
    use victoria_arbiter::app::screens::new_game;
    h.send(Message::NewGame(new_game::Message::Option("bastion_placement", "blind".into())));
    h.send(Message::NewGame(new_game::Message::Pool("70".into())));
    assert_public_clean(&h, "new game");
    h.click("new-start");
    let Screen::Scheme(st) = h.app.screen() else { panic!("expected White's scheme") };
    assert_eq!(st.color(), Color::White);
    assert_eq!(h.app.session().unwrap().record().event.white, "Иванов");

    // White types the scheme and seals it.
    h.type_into("scheme-typed", WHITE, true);
    let Screen::Scheme(st) = h.app.screen() else { panic!() };
    assert!(st.problems().is_empty(), "problems: {:?}", st.problems());
    assert_eq!(st.draft().pieces.len(), 16);
    assert!(h.main_texts().iter().any(|t| t.contains("Qd1=21")), "the player sees their own entry");
    assert_public_clean(&h, "white scheme");
    h.click("scheme-seal");
    let Screen::Scheme(st) = h.app.screen() else { panic!() };
    let white_code = st.seal_code().map(str::to_string).expect("sealed");
    let shown = h.main_texts();
    assert!(shown.contains(&white_code), "the seal code shows");
    assert!(!shown.iter().any(|t| t.contains("Qd1=21") || t.contains("Ke1")), "sealed: nothing of the scheme shows");
    h.click("scheme-continue");

    // Black's screen: nothing of White's scheme, on the board or in any text.
    let Screen::Scheme(st) = h.app.screen() else { panic!("expected Black's scheme") };
    assert_eq!(st.color(), Color::Black);
    assert!(st.draft().pieces.is_empty());
    for rank in 0..12 {
        for file in 0..12 {
            let cell = st.board().cell(victoria_rules::Square::new(file, rank));
            assert!(!matches!(cell, Cell::Piece(p) if p.color == Color::White), "White piece on Black's editor");
        }
    }
    for t in h.main_texts() {
        assert!(!t.contains(&white_code), "Black's screen shows White's seal code: '{t}'");
        for word in t.split(|c: char| c.is_whitespace() || c == ',' || c == '(' || c == ')') {
            assert!(
                !WHITE.split(' ').any(|tok| tok == word),
                "Black's screen shows '{word}' of White's scheme in '{t}'"
            );
        }
    }
    h.type_into("scheme-typed", BLACK, true);
    let Screen::Scheme(st) = h.app.screen() else { panic!() };
    assert!(
        st.problems().iter().any(|p| p.words(En).contains("7 pawns") && p.words(Ru).contains("пешек: 7")),
        "one pawn missing: {:?}",
        st.problems()
    );
    let view = st.board().clone();
    h.send(Message::Scheme(scheme::Message::Tool(scheme::Tool::Piece(victoria_rules::Role::Pawn))));
    h.click_square("scheme-board", 6.0, 600.0, &view, sq("a10"));
    let Screen::Scheme(st) = h.app.screen() else { panic!() };
    assert_eq!(st.draft().pieces.get(&sq("a10")), Some(&victoria_rules::Role::Pawn), "placed by a click");
    assert!(st.problems().is_empty(), "problems: {:?}", st.problems());
    h.click("scheme-seal");
    let Screen::Scheme(st) = h.app.screen() else { panic!() };
    let black_code = st.seal_code().map(str::to_string).expect("sealed");
    h.click("scheme-continue");

    // Reveal: both seals verified, the arbiter confirms the physical board.
    let Screen::Reveal(st) = h.app.screen() else { panic!("expected the reveal") };
    assert_eq!(st.report().verified, [true, true]);
    assert_eq!(st.report().codes, [white_code.clone(), black_code.clone()]);
    assert!(st.draw_next());
    assert_public_clean(&h, "reveal");
    h.click("reveal-continue");
    assert!(matches!(h.app.screen(), Screen::Reveal(_)), "no continuing before the confirmation");
    h.click("reveal-confirm");
    h.click("reveal-continue");
    assert!(matches!(h.app.screen(), Screen::Draw(_)), "blind: the bastion draw");

    // Blind draw: White from the virtual bag, Black from a real bag.
    for _ in 0..40 {
        if h.app.session().unwrap().bastions_missing(Color::White) == 0 {
            break;
        }
        h.click("draw-virtual-white");
    }
    assert_eq!(h.app.session().unwrap().bastions_missing(Color::White), 0);
    h.type_into("draw-input-black", "a10", true);
    let lots = h.app.session().unwrap().lots();
    let last = lots.last().unwrap();
    assert!(
        !last.accepted
            && matches!(last.held_by, Some(victoria_record::Occupant::Piece { role: victoria_rules::Role::Pawn, .. })),
        "a10 set aside: {last:?}"
    );
    h.type_into("draw-input-black", "a3", true);
    let Screen::Draw(st) = h.app.screen() else { panic!() };
    assert!(
        st.notice().as_ref().unwrap().1.words(victoria_words::Lang::En).contains("ranks 7–10"),
        "a3 refused: {:?}",
        st.notice()
    );
    assert_eq!(h.app.session().unwrap().lots().len(), lots.len(), "a refused lot is not logged");
    for s in ["a7", "b7", "c7"] {
        h.type_into("draw-input-black", s, true);
    }
    assert_eq!(h.app.session().unwrap().bastions_missing(Color::Black), 0);
    assert_eq!(journal(&h).bastion_lots.len(), h.app.session().unwrap().lots().len());
    h.click("draw-continue");
    recording_state(&h);
    assert!(journal(&h).start_vfen.is_some(), "the start position is fixed in the journal");

    // 1. Сc1-d2, typed in Russian long algebraic: the bishop had 1 point and petrifies.
    h.type_into("move-input", "Сc1-d2", true);
    let f = flags(&h);
    assert!(matches!(&f[0], Flag::Recorded { san, .. } if san == "Bd2"), "{f:?}");
    assert!(f.contains(&Flag::Petrified { square: sq("d2"), role: victoria_rules::Role::Bishop }), "{f:?}");
    assert_eq!(h.app.board().cell(sq("d2")), Cell::Monument);
    assert_eq!(h.app.board().petrified, Some(sq("d2")));
    assert_eq!(journal(&h).moves.len(), 1, "on disk before shown");
    assert!(h.main_texts().iter().any(|t| t.contains("PETRIFICATION")));
    assert!(h.public_texts().iter().any(|t| t.contains("petrified") && t.contains("d2")));
    assert_public_clean(&h, "after the petrification");

    // 1... g11-g9 by two clicks on the canvas.
    let view = h.app.board().clone();
    h.click_square("board", recording::BOARD_PAD, recording::BOARD_SIDE, &view, sq("g11"));
    assert_eq!(recording_state(&h).selected(), Some(sq("g11")));
    let view = h.app.board().clone();
    h.click_square("board", recording::BOARD_PAD, recording::BOARD_SIDE, &view, sq("g9"));
    assert_eq!(h.app.session().unwrap().moves().last().unwrap().san, "g9");
    assert_eq!(h.app.board().last_move, Some((sq("g11"), sq("g9"))));
    assert_eq!(journal(&h).moves.len(), 2);

    // 2. Qd1-d2: nothing may stand on the monument — flagged with its ruling, logged, not played.
    h.type_into("move-input", "Qd1-d2", true);
    let f = flags(&h);
    let Flag::Illegal { rule, reason, penalty } = &f[0] else { panic!("expected an illegal flag: {f:?}") };
    assert!(rule.starts_with('R'), "{rule}");
    assert!(reason.words(En).contains("d2") || reason.words(En).contains("monument"), "{reason}");
    assert!(reason.words(Ru).contains("d2") || reason.words(Ru).contains("монумент"), "{reason:?}");
    assert!(penalty.is_none(), "nothing is logged before the arbiter's word (R29)");
    assert!(h.main_texts().iter().any(|t| t.contains("ILLEGAL MOVE") && t.contains(rule.as_str())));
    assert!(journal(&h).illegal_attempts.is_empty());
    let (rule, reason) = (rule.clone(), reason.clone());
    // The player pressed the clock: "completed — log it".
    h.click("illegal-confirm");
    let f = flags(&h);
    let Flag::Logged { penalty } = &f[0] else { panic!("expected the logged flag: {f:?}") };
    assert_eq!(penalty.words(En), "logged (warning)");
    assert_eq!(penalty.words(Ru), "записано (предупреждение)");
    let rule = &rule;
    let j = journal(&h);
    assert_eq!(j.moves.len(), 2, "not played");
    assert_eq!(j.illegal_attempts.len(), 1);
    assert_eq!(j.illegal_attempts[0].ruling.rule(), rule.as_str());
    assert_eq!(
        victoria_arbiter::i18n::Words::words(&j.illegal_attempts[0].ruling, victoria_words::Lang::Ru),
        reason.words(Ru),
        "the record keeps the facts the Russian is made from"
    );

    // A slip of the pen is not an illegal move.
    h.type_into("move-input", "zz9", true);
    assert!(matches!(&flags(&h)[0], Flag::Notation { .. }));
    assert_eq!(journal(&h).illegal_attempts.len(), 1);
    // The arbiter's own slip: refused, then Esc discards it — journaled, never an attempt.
    h.send(Message::Recording(recording::Message::Input(String::new())));
    h.type_into("move-input", "Qd1-d2", true);
    assert!(h.app.session().unwrap().has_pending());
    h.send(Message::Recording(recording::Message::Cancel));
    assert!(!h.app.session().unwrap().has_pending());
    // Esc on a slip clears it: the next move is not typed onto it (issue 22).
    let Screen::Recording(st) = h.app.screen() else { panic!("still recording") };
    assert!(st.input().is_empty(), "the slip's text stayed in the move field: {:?}", st.input());
    let j = journal(&h);
    assert_eq!(j.illegal_attempts.len(), 1, "the slip is not on the sheet");
    assert_eq!(j.discarded.len(), 1, "the slip is in the audit trail");

    // 2. Kf1 (SAN), 2... Nc10, taken back with a reason, and recorded again.
    h.send(Message::Recording(recording::Message::Input(String::new())));
    h.type_into("move-input", "Kf1", true);
    h.type_into("move-input", "Кb12-c10", true);
    assert_eq!(h.app.session().unwrap().moves().len(), 4);
    h.click("takeback-open");
    h.click("takeback-confirm");
    assert_eq!(h.app.session().unwrap().moves().len(), 4, "no take-back without a reason");
    h.type_into("takeback-reason", "wrong knight announced", false);
    h.click("takeback-confirm");
    assert_eq!(h.app.session().unwrap().moves().len(), 3);
    let j = journal(&h);
    assert_eq!(j.corrections.len(), 1);
    assert_eq!(j.corrections[0].reason, "wrong knight announced");
    h.type_into("move-input", "Nc10", true);
    assert_eq!(h.app.session().unwrap().moves().len(), 4);
    // The scoresheet (issue 12): numbered rows, Black's move in its column with its time.
    let shown = h.main_texts();
    let at = shown.iter().position(|t| t == "2.").expect("row 2 of the scoresheet");
    let time = h.app.session().unwrap().moves()[3].time.clone();
    assert_eq!(shown[at + 3..at + 5], ["Nc10".to_string(), time], "numbered SAN with time: {shown:?}");

    // The private panel: hidden by default, shown on request, hidden again by its timer.
    let hidden = h.main_texts();
    assert!(!hidden.iter().any(|t| t.contains("21 / 21")), "the panel is hidden by default");
    h.click("panel-show");
    let st = recording_state(&h);
    assert!(st.panel_shown());
    let token = st.panel_token();
    let shown = h.main_texts();
    assert!(shown.iter().any(|t| t.contains("21 / 21")), "queen d1 with its 21 points: {shown:?}");
    assert!(shown.iter().any(|t| t.contains("petrified on move 1")), "the bishop's petrification");
    assert_public_clean(&h, "while the private panel is open");
    h.send(Message::Recording(recording::Message::PanelHide(token)));
    assert!(!recording_state(&h).panel_shown(), "hidden again");
    assert!(!h.main_texts().iter().any(|t| t.contains("21 / 21")));
    // Press-and-hold.
    h.send(Message::Recording(recording::Message::PanelPress));
    assert!(recording_state(&h).panel_shown());
    h.send(Message::Recording(recording::Message::PanelRelease));
    assert!(!recording_state(&h).panel_shown());

    // The result: Black resigns; the dialog shows both totals.
    h.click("result-open");
    assert!(h.main_texts().iter().any(|t| t.starts_with("Point count (R3): White 36 : Black 39")));
    h.click("result-confirm");
    assert!(h.app.session().unwrap().result().is_none(), "a ground is needed");
    h.click_text("Black resigns (R28)");
    h.click("result-confirm");
    let r = h.app.session().unwrap().result().cloned().expect("a result");
    assert_eq!(r.score(), "1-0");
    assert_eq!(r.outcome.key(), "resignation");
    assert!(h.public_texts().iter().any(|t| t == "1-0"));
    assert_public_clean(&h, "after the result");
    // The move field closes once the game is over (issue 12); an entry sent anyway records nothing.
    assert!(app_support::sim(h.app.view_main()).find(iced_test::selector::id("move-input")).is_err());
    h.send(Message::Recording(recording::Message::Input("Kg1".into())));
    h.send(Message::Recording(recording::Message::Submit));
    assert_eq!(h.app.session().unwrap().moves().len(), 4, "no move after the result");

    // Signatures on the pads.
    h.click("signatures-open");
    assert!(matches!(h.app.screen(), Screen::Signatures(_)));
    for (pad, sign) in [("pad-white", "sign-white"), ("pad-arbiter", "sign-arbiter")] {
        let msgs = {
            let mut ui = app_support::sim(h.app.view_main());
            let b = ui.find(iced_test::selector::id(pad)).unwrap().bounds();
            let p = |x: f32, y: f32| iced::Point::new(b.x + x, b.y + y);
            ui.point_at(p(40.0, 100.0));
            ui.simulate([iced::Event::Mouse(iced::mouse::Event::ButtonPressed(iced::mouse::Button::Left))]);
            for (x, y) in [(80.0, 60.0), (120.0, 140.0), (200.0, 80.0)] {
                ui.point_at(p(x, y));
                ui.simulate([iced::Event::Mouse(iced::mouse::Event::CursorMoved { position: p(x, y) })]);
            }
            ui.simulate([iced::Event::Mouse(iced::mouse::Event::ButtonReleased(iced::mouse::Button::Left))]);
            ui.into_messages().collect::<Vec<_>>()
        };
        h.feed(msgs);
        h.click(sign);
    }
    let sig = &h.app.session().unwrap().record().signatures;
    assert!(sig.white.is_some() && sig.arbiter.is_some() && sig.black.is_none());
    assert!(sig.white.as_ref().unwrap().strokes[0].len() >= 3);

    // Save: no dialog in a test: the path bar takes the file name.
    let out = h.dir.join("saved game.json");
    h.send(Message::SaveAs);
    assert!(h.app.save_as_bar().is_some(), "the path bar is offered");
    h.send(Message::SaveAsBar(victoria_arbiter::app::dialog::save_as::Message::Path(out.display().to_string())));
    h.click("save-as-confirm");
    let saved = GameRecord::from_json(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(saved.moves.len(), 4);
    assert_eq!(saved.moves[0].san, "Bd2");
    assert_eq!(saved.moves[0].reserve_left, Some(0));
    assert_eq!(saved.illegal_attempts.len(), 1);
    assert_eq!(saved.corrections.len(), 1);
    assert_eq!(saved.result.as_ref().unwrap().outcome.key(), "resignation");
    assert!(saved.signatures.white.is_some());
    assert_eq!(saved.event.white, "Иванов");
    assert_eq!(h.app.config().recent.first(), Some(&out));

    // The score sheet (the sheet library) beside the saved game.
    h.click("sign-pdf");
    let pdf = std::fs::read(out.with_extension("pdf")).expect("the PDF is written beside the game");
    assert!(pdf.starts_with(b"%PDF"));
    assert!(h.app.notice().is_some_and(|n| !n.is_error() && n.words(victoria_words::Lang::En).contains(".pdf")));

    // It opens again and replays.
    let back = Session::open(&out, &h.dir, victoria_words::Lang::En).unwrap();
    assert_eq!(back.moves().len(), 4);
    assert_eq!(back.board_view().cell(sq("d2")), Cell::Monument);
}

#[test]
fn the_unfinished_game_is_resumed_after_a_crash() {
    let mut h = Harness::new("resume");
    h.click("start-new");
    h.click("new-start");
    h.type_into(
        "scheme-typed",
        "Ke1 Qd1=10 Ra1=10 Rl1=10 Bc1=10 Bj1=10 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2 Xc4 Xf5 Xi6",
        true,
    );
    h.click("scheme-seal");
    h.click("scheme-continue");
    h.type_into(
        "scheme-typed",
        "Ke12 Qd12=10 Ra12=10 Rl12=10 Bc12=10 Bj12=10 Nb12 Nk12 e11 f11 g11 h11 i11 j11 k11 l11 Xc9 Xf8 Xi7",
        true,
    );
    h.click("scheme-seal");
    h.click("scheme-continue");
    h.click("reveal-confirm");
    h.click("reveal-continue");
    h.type_into("move-input", "e2e4", true);
    h.type_into("move-input", "e11e9", true);
    assert_eq!(h.app.session().unwrap().moves().len(), 2);
    let dir = h.dir.clone();
    drop(h); // the crash: nothing saved, only the journal.

    let mut again = Harness::at(&dir);
    let Screen::Start(st) = again.app.screen() else { panic!() };
    assert!(st.resumable().is_some(), "the Start screen offers the unfinished game");
    again.click("start-resume");
    let Screen::Recording(_) = again.app.screen() else { panic!("resumed into recording: {:?}", again.app.screen()) };
    let s = again.app.session().unwrap();
    assert_eq!(s.moves().iter().map(|m| m.san.clone()).collect::<Vec<_>>(), ["e4", "e9"]);
    assert_eq!(s.turn(), Color::White);
    assert_eq!(again.app.board().cell(sq("c4")), Cell::Bastion(Color::White));
    // The arbiter is told what the journal gave back, in the screen's language.
    let notice = again.app.notice().expect("a notice after resuming").words(again.app.lang());
    assert!(notice.contains("Из журнала восстановлено"), "{notice}");
    // Said once: the opening line does not repeat where the game came from.
    assert_eq!(notice.matches("журнал").count(), 1, "{notice}");
    again.click("lang-en");
    let notice = again.app.notice().expect("the notice, re-worded").words(again.app.lang());
    assert_eq!(notice.matches("journal").count(), 1, "{notice}");
    // It stands while the arbiter looks around (issue 39)…
    again.click("board-flip");
    assert!(again.app.notice().is_some(), "the line stands until the game moves on");
    // …and the next move puts it away: it stays with the screen's earlier messages, not in the
    // status bar for the rest of the game.
    again.type_into("move-input", "f2f4", true);
    assert_eq!(again.app.session().unwrap().moves().len(), 3);
    assert!(again.app.notice().is_none(), "put away: {:?}", again.app.notice());
    let Screen::Recording(st) = again.app.screen() else { panic!() };
    let kept = st.log().first().map(|n| n.words(En)).unwrap_or_default();
    assert!(kept.starts_with("The game goes on where it stopped."), "{kept}");
}

#[test]
fn a_broken_config_never_stops_the_start_and_the_language_is_remembered() {
    let dir = app_support::temp_dir("config");
    std::fs::write(dir.join("config.json"), "{ this is not json").unwrap();
    let mut h = Harness::at(&dir);
    assert!(matches!(h.app.screen(), Screen::Start(_)));
    assert!(h.app.notice().is_some_and(|n| n.is_error() && n.words(victoria_words::Lang::En).contains("config.json")));
    h.click("lang-en");
    h.click("lang-ru");
    h.click("lang-en");
    let again = Harness::at(&dir);
    assert_eq!(again.app.lang(), victoria_words::Lang::En);
    assert!(again.main_texts().iter().any(|t| t == "New game"));
    let mut ru = Harness::at(&dir);
    ru.click("lang-ru");
    assert!(ru.main_texts().iter().any(|t| t == "Новая партия"));
}

#[test]
fn classical_chess_and_a_club_preset_start_from_the_new_game_form() {
    use victoria_record::time_control::Preset;
    use victoria_rules::Ruleset;
    let mut h = Harness::new("flow-classical");
    h.click("lang-en");
    h.click("start-new");
    // Victoria's options are on the form, Synthesis's are not; choosing classical chess leaves
    // only the illegal move penalty.
    let has = |h: &Harness, t: &str| h.main_texts().iter().any(|x| x.starts_with(t));
    assert!(has(&h, "Bastion placement") && !has(&h, "Synthesis: leaving the king attacked"));
    h.click("game-classical");
    assert!(!has(&h, "Bastion placement") && has(&h, "Illegal move penalty"));
    h.click("preset-classical-rapid");
    h.type_into("field-white", "Anna", false);
    h.type_into("field-black", "Boris", false);
    h.click("new-start");
    // No schemes: recording starts at once on the standard 8x8 setup, with the preset's clock.
    assert!(matches!(h.app.screen(), Screen::Recording(_)), "{:?}", h.app.screen());
    let r = h.app.session().unwrap().record();
    assert_eq!((r.rules.ruleset, r.width, r.height), (Ruleset::Classical, 8, 8));
    assert_eq!(r.time_control, Some(Preset::Rapid.control()));
    assert_eq!(r.rules.options.illegal_move_penalty.key(), "fide");
    h.type_into("move-input", "e4", true);
    h.type_into("move-input", "e5", true);
    h.type_into("move-input", "Nf3", true);
    assert_eq!(h.app.session().unwrap().record().moves.len(), 3);
    // The next New game form starts from this game: classical chess again.
    h.send(Message::Shortcut(victoria_arbiter::app::Shortcut::New));
    h.send(Message::Leave(victoria_arbiter::app::dialog::leave::Message::Keep));
    let Screen::NewGame(st) = h.app.screen() else { panic!("{:?}", h.app.screen()) };
    assert_eq!(st.game(), Ruleset::Classical);
    assert_eq!(st.preset().map(|p| p.id), Some("preset-classical-rapid"));
}

#[test]
fn without_the_seal_key_each_player_types_the_paper_scheme_again_and_only_a_match_reveals() {
    use victoria_record::samples::{BLACK as PAPER_BLACK, WHITE as PAPER_WHITE};
    use victoria_record::{EventInfo, Scheme, SealKey, seal_scheme_with, store};
    use victoria_rules::Options;
    // A record sealed on another machine: under a seal key this app does not have.
    let h0 = Harness::new("flow-no-key");
    let elsewhere = h0.dir.join("other-machine");
    let key = SealKey::load_or_create_in(&elsewhere).unwrap();
    let mut record = GameRecord::victoria(
        EventInfo { white: "Anna".into(), black: "Boris".into(), ..Default::default() },
        Options::default(),
    );
    let mut codes = Vec::new();
    for (c, t) in [(Color::White, PAPER_WHITE), (Color::Black, PAPER_BLACK)] {
        let scheme = Scheme::parse(c, t).unwrap();
        codes.push(seal_scheme_with(&mut record, &scheme, victoria_record::now(), &key).unwrap());
    }
    let path = h0.dir.join("moved.json");
    store::save(&path, &record).unwrap();
    let mut h = Harness::at(&h0.dir);
    h.click("lang-en");
    h.send(Message::Start(victoria_arbiter::app::screens::start::Message::Open(path.clone())));
    // The reveal says why it cannot open the schemes here, and asks for the papers.
    let Screen::Reveal(st) = h.app.screen() else { panic!("expected the reveal: {:?}", h.app.screen()) };
    assert_eq!(st.unopenable(), vec![Color::White, Color::Black]);
    assert!(!st.ok());
    let shown = h.main_texts();
    assert!(shown.iter().any(|t| t.contains("sealed scheme cannot be opened here")), "{shown:?}");
    assert!(shown.iter().any(|t| t == "White types the scheme from the paper"), "{shown:?}");
    // One paper still empty: named, nothing revealed.
    h.type_into("reveal-typed-white", PAPER_WHITE, false);
    h.click("reveal-check-typed");
    assert!(h.main_texts().iter().any(|t| t == "Black's scheme is not typed yet"));
    // Black's paper typed wrong (two reserves swapped): refused with the mismatch, nothing changes.
    let wrong = PAPER_BLACK.replace("Rc12=12", "Rc12=X").replace("Be12=8", "Be12=12").replace("Rc12=X", "Rc12=8");
    assert_ne!(wrong, PAPER_BLACK);
    h.type_into("reveal-typed-black", &wrong, true);
    let Screen::Reveal(st) = h.app.screen() else { panic!() };
    let error = st.error().expect("the mismatch is said").words(h.app.lang());
    assert!(error.contains("Black"), "{error}");
    assert!(!h.app.session().unwrap().record().both_revealed());
    assert!(h.main_texts().contains(&error));
    // Typed as written: both seals match, the setup shows, and the game goes on.
    h.send(Message::Reveal(victoria_arbiter::app::screens::reveal::Message::Typed(Color::Black, PAPER_BLACK.into())));
    h.click("reveal-check-typed");
    let Screen::Reveal(st) = h.app.screen() else { panic!() };
    assert_eq!(st.report().verified, [true, true], "{:?}", st.report().problems);
    assert!(st.ok() && st.unopenable().is_empty(), "{:?}", st.report().problems);
    assert_eq!(st.report().codes.to_vec(), codes);
    assert!(h.app.session().unwrap().record().both_revealed());
    h.click("reveal-confirm");
    h.click("reveal-continue");
    assert!(matches!(h.app.screen(), Screen::Recording(_)), "{:?}", h.app.screen());
}

#[test]
fn a_game_whose_journal_is_damaged_is_refused_and_rescued_into_a_new_file() {
    use victoria_record::Recorder;
    let mut h = Harness::new("rescue");
    let path = h.dir.join("damaged.json");
    let sample = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_games/08_in_progress.json");
    std::fs::copy(&sample, &path).unwrap();
    let moves = GameRecord::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap().moves.len();
    let mut d = Recorder::open(&path).unwrap();
    let legal: Vec<String> = d.any_game().unwrap().legal_moves().iter().take(1).map(|m| m.to_string()).collect();
    d.record_move(&legal[0]).unwrap();
    drop(d);
    // One changed byte in the journal's only action: its checksum no longer matches.
    let journal = victoria_record::journal::journal_path(&path);
    let good = std::fs::read_to_string(&journal).unwrap();
    let bad = good.replacen("\"uci\":\"", "\"uci\":\"z", 1);
    assert_ne!(bad, good);
    std::fs::write(&journal, &bad).unwrap();
    let record_before = std::fs::read(&path).unwrap();

    // Resuming it as the game in progress is refused the same way and offers the rescue.
    std::fs::write(h.dir.join(victoria_arbiter::app::session::CURRENT), path.display().to_string()).unwrap();
    let mut again = Harness::at(&h.dir);
    again.click("start-resume");
    let notice = again.app.notice().cloned().expect("the refusal is shown");
    assert!(
        notice.is_error() && again.app.notice().and_then(|n| n.rescue()) == Some(path.as_path()),
        "{}",
        notice.words(victoria_words::Lang::En)
    );
    drop(again);

    h.app.open_path(&path);
    let notice = h.app.notice().cloned().expect("the refusal is shown");
    assert!(
        notice.is_error() && notice.words(victoria_words::Lang::Ru).contains("повреждён в строке 2"),
        "{}",
        notice.words(victoria_words::Lang::En)
    );
    assert!(h.app.session().is_none(), "nothing was opened");
    h.click("app-rescue");
    let rescued = h.dir.join("damaged-rescued-1.json");
    let s = h.app.session().expect("the rescued copy is open");
    assert_eq!(s.path().as_deref(), Some(rescued.as_path()));
    assert_eq!(s.moves().len(), moves, "the saved moves kept; the damaged action lost");
    let notice = h.app.notice().cloned().unwrap();
    assert!(
        !notice.is_error() && notice.words(victoria_words::Lang::Ru).starts_with("Спасено в"),
        "{:?}",
        notice.words(victoria_words::Lang::En)
    );
    assert!(matches!(h.app.screen(), Screen::Recording(_)));
    assert_eq!(std::fs::read(&path).unwrap(), record_before, "the damaged file is left as it was");
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), bad, "and its journal");
}

#[test]
fn new_game_from_a_position_records_from_it_at_once_in_any_game() {
    // Issue 22 item 7: a composed position to rule on — no schemes, the recording screen.
    use victoria_arbiter::app::Screen;
    for (game, position, mv) in [
        ("game-victoria", "12/12/12/5k6/12/12/12/12/12/12/12/Q3K7 b - - 0 1", "Kf9-f8"),
        ("game-classical", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", "Qa1-a8"),
    ] {
        let mut h = Harness::new("flow-position");
        h.click("lang-en");
        h.click("start-new");
        h.click(game);
        h.type_into("field-position", position, false);
        h.click("new-start");
        assert!(matches!(h.app.screen(), Screen::Recording(_)), "{game}: {:?}", h.app.screen());
        let s = h.app.session().unwrap();
        assert!(s.is_playing() && s.moves().is_empty(), "{game}");
        assert_eq!(s.record().start_vfen.as_deref().map(|v| v.split(' ').nth(1)), Some(position.split(' ').nth(1)));
        h.type_into("move-input", mv, true);
        assert_eq!(h.app.session().unwrap().moves().len(), 1, "{game}: {mv} recorded from the position");
    }
    // A position that does not read is refused on the form, with the reason.
    let mut h = Harness::new("flow-position-bad");
    h.click("lang-en");
    h.click("start-new");
    h.type_into("field-position", "not a position", false);
    h.click("new-start");
    assert!(h.app.notice().is_some_and(|n| n.is_error()), "{:?}", h.app.notice());
    assert!(h.app.session().is_none() || !matches!(h.app.screen(), victoria_arbiter::app::Screen::Recording(_)));
}

#[test]
fn a_pgn_with_a_fen_start_opens_on_the_recording_screen() {
    // Issue 22 item 7: imported fine, it opened on the White scheme screen.
    use victoria_arbiter::app::Screen;
    let pgn = "[Event \"Composed\"]\n[White \"A\"]\n[Black \"B\"]\n[Variant \"Victoria\"]\n[SetUp \"1\"]\n\
               [FEN \"12/12/12/5k6/12/12/12/12/12/12/12/Q3K7 b - - 0 1\"]\n[Result \"*\"]\n\n1... Kf9-f8 *\n";
    let records = victoria_record::import(pgn).expect("the PGN imports");
    let dir = app_support::temp_dir("flow-fen");
    let path = dir.join("composed.json");
    victoria_record::store::atomic_write(&path, records[0].to_json().as_bytes(), true).unwrap();
    let mut h = Harness::new("flow-fen-open");
    h.app.open_path(&path);
    assert!(matches!(h.app.screen(), Screen::Recording(_)), "{:?} {:?}", h.app.screen(), h.app.notice());
    assert_eq!(h.app.session().unwrap().moves().len(), 1);
}
