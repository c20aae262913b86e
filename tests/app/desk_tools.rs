//! The app's buttons for what the libraries did without one (issue 4): draw offers, the live
//! public PGN and the arbiter's seal; the public window opening by itself when recording
//! begins; Print with stand-in `lp` / `lpr` / viewer commands. Everything through
//! `App::update`, as the runtime would feed it — no window, no printer.
#![cfg(feature = "gui")]

use crate::drive::{go, rec, record, texts};
use crate::support::app as app_support;
use crate::support::app::Shown as _;
use victoria_words::Words as _;

use app_support::temp_dir;
use iced::window;
use std::path::{Path, PathBuf};
use victoria_arbiter::app::screens::recording::{self, draw_offer, live_pgn};
use victoria_arbiter::app::screens::{new_game, signatures, start};
use victoria_arbiter::app::session::Session;
use victoria_arbiter::app::{App, Message, Screen};
use victoria_rules::{Color, Options, Rules};
use victoria_words::Lang;

/// An app on the recording screen of a new, started game (White to move).
fn recording_app(name: &str, lang: Lang) -> App {
    let dir = temp_dir(name);
    let mut app = App::start(&dir, victoria_words::Lang::Ru);
    let _ = app.update(Message::Lang(lang));
    let fields = new_game::EventFields::default();
    let mut s = Session::new(&fields, Rules::victoria(Options::default()), &dir, lang).unwrap();
    let w = "Ke1 Qd1=10 Ra1=10 Rl1=10 Bc1=10 Bj1=10 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2 Xc4 Xf5 Xi6";
    let b = "Ke12 Qd12=10 Ra12=10 Rl12=10 Bc12=10 Bj12=10 Nb12 Nk12 e11 f11 g11 h11 i11 j11 k11 l11 Xc9 Xf8 Xi7";
    for (c, t) in [(Color::White, w), (Color::Black, b)] {
        let d = victoria_arbiter::app::session::parse_scheme(t, c, &s.rules()).unwrap();
        s.seal(c, &d).unwrap();
    }
    assert_eq!(s.reveal().verified, [true, true]);
    s.start_play().unwrap();
    app.adopt(s);
    app
}

fn notice(app: &App) -> String {
    match app.screen() {
        Screen::Recording(st) => st.notice().shown(app.lang()).unwrap_or_default(),
        Screen::Signatures(st) => st.notice().shown(app.lang()).unwrap_or_default(),
        _ => String::new(),
    }
}

#[test]
fn draw_offers_name_the_side_and_the_move_are_journaled_and_an_accepted_one_is_the_result() {
    let mut app = recording_app("draw-offers", Lang::En);
    // Each button shows its key (issue 12).
    assert!(texts(&app).iter().any(|t| t == "White offers a draw  [F5]"));
    rec(&mut app, recording::Message::DrawOffer(draw_offer::Message::Offer(Color::White)));
    // The offer waiting shows once, in the decision bar (no notice repeats it, issue 39).
    assert_eq!(notice(&app), "");
    let line = "White offered a draw on move 1 — awaiting an answer";
    assert_eq!(texts(&app).iter().filter(|t| t.contains(line)).count(), 1);
    let o = &record(&app).draw_offers[0];
    assert_eq!((o.by, o.ply, o.accepted), (Color::White, 0, None));
    let shown = texts(&app);
    assert!(
        shown.iter().any(|t| t == "Accept the draw  [F7]")
            && !shown.iter().any(|t| t.starts_with("White offers a draw"))
    );
    rec(&mut app, recording::Message::DrawOffer(draw_offer::Message::Answer(false)));
    assert_eq!(record(&app).draw_offers[0].accepted, Some(false));
    assert!(texts(&app).iter().any(|t| t == "White offered a draw on move 1 — declined"));

    // Two moves later Black offers, in Russian, and White accepts: the draw by agreement.
    for m in ["e2e4", "e11e9", "f2f4"] {
        rec(&mut app, recording::Message::Input(m.into()));
        rec(&mut app, recording::Message::Submit);
    }
    go(&mut app, Message::Lang(Lang::Ru));
    rec(&mut app, recording::Message::DrawOffer(draw_offer::Message::Offer(Color::Black)));
    assert_eq!(notice(&app), "");
    // The offer is a fact worded when drawn: switching the language re-words the one on screen.
    assert!(texts(&app).iter().any(|t| t == "Чёрные предложили ничью на 2-м ходу — ждёт ответа"));
    go(&mut app, Message::Lang(Lang::En));
    assert!(
        texts(&app).iter().any(|t| t == "Black offered a draw on move 2 — awaiting an answer"),
        "{:?}",
        texts(&app)
    );
    assert!(!texts(&app).iter().any(|t| t.contains("предложили")), "no Russian left: {:?}", texts(&app));
    go(&mut app, Message::Lang(Lang::Ru));
    assert_eq!(record(&app).draw_offers[1].ply, 3);
    rec(&mut app, recording::Message::DrawOffer(draw_offer::Message::Answer(true)));
    let result = record(&app).result.clone().expect("accepting records the result");
    assert_eq!(result.score(), "1/2-1/2");
    let Screen::Recording(st) = app.screen() else { panic!() };
    assert!(matches!(st.flags()[..], [victoria_arbiter::app::session::Flag::Result]));
    // No more offers once the game is over; the refusal is in the screen's language.
    rec(&mut app, recording::Message::DrawOffer(draw_offer::Message::Offer(Color::White)));
    assert!(notice(&app).starts_with("партия окончена"), "{}", notice(&app));

    // All of it is on disk (journal): the file reopens with both offers and their answers.
    let path = app.session().unwrap().path().unwrap();
    let again = Session::open(&path, app.config_dir(), Lang::En).unwrap();
    let offers: Vec<_> = again.record().draw_offers.iter().map(|o| (o.by, o.ply, o.accepted)).collect();
    assert_eq!(offers, [(Color::White, 0, Some(false)), (Color::Black, 3, Some(true))]);
}

#[test]
fn the_live_public_pgn_follows_every_move_without_reserves_until_turned_off() {
    let mut app = recording_app("live-pgn", Lang::En);
    let file = app.config_dir().join("broadcast").join("board1.pgn");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    // Off by default; the path field offers the file beside the game.
    let default = app.session().unwrap().default_live_pgn();
    assert!(default.to_string_lossy().ends_with(".public.pgn"), "{}", default.display());
    assert!(!file.exists());
    rec(&mut app, recording::Message::LivePgn(live_pgn::Message::Path(file.display().to_string())));
    rec(&mut app, recording::Message::LivePgn(live_pgn::Message::Toggle(true)));
    assert_eq!(app.session().unwrap().live_pgn(), Some(file.clone()));
    assert_eq!(notice(&app), format!("The public PGN is written to {}", file.display()));
    assert!(texts(&app).iter().any(|t| t.contains(&file.display().to_string())), "the path is shown");
    let first = std::fs::read_to_string(&file).expect("written at once");
    assert!(first.contains("[Event ") && !first.contains("e4"));

    rec(&mut app, recording::Message::Input("e2e4".into()));
    rec(&mut app, recording::Message::Submit);
    let after = std::fs::read_to_string(&file).unwrap();
    assert!(after.contains("1. e4"), "{after}");
    assert!(!after.contains("%reserve") && !after.contains("=10"), "no reserve in the public PGN: {after}");

    rec(&mut app, recording::Message::LivePgn(live_pgn::Message::Toggle(false)));
    assert_eq!(app.session().unwrap().live_pgn(), None);
    rec(&mut app, recording::Message::Input("e11e9".into()));
    rec(&mut app, recording::Message::Submit);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), after, "off: the file is left as it was");
    assert_eq!(record(&app).moves.len(), 2);
}

#[test]
fn the_arbiter_seals_the_record_with_the_key_and_verify_finds_it_intact() {
    let mut app = recording_app("seal", Lang::Ru);
    rec(&mut app, recording::Message::Input("e2e4".into()));
    rec(&mut app, recording::Message::Submit);
    rec(&mut app, recording::Message::Signatures);
    assert!(texts(&app).iter().any(|t| t == "Заверить запись печатью"));
    go(&mut app, Message::Signatures(signatures::Message::Seal));
    let seal = record(&app).arbiter_seal.clone().expect("the record carries the seal");
    assert_eq!(seal.digest, record(&app).digest_hex());
    let key = app.config_dir().join(victoria_record::sign::KEY_FILE);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&key).unwrap().permissions().mode() & 0o777, 0o600, "owner-only key");
    }
    assert!(notice(&app).starts_with("Запись заверена печатью арбитра"), "{}", notice(&app));
    let line = format!("Заверено: SHA-256 {}, ключ арбитра {} — запись цела", seal.digest, seal.public_key);
    assert!(texts(&app).contains(&line), "the seal box shows digest, key and verdict");
    // On disk, `verify` says intact.
    let path = app.session().unwrap().path().unwrap();
    let verdict = victoria_record::sign::verify_json(&std::fs::read_to_string(&path).unwrap());
    assert!(verdict.is_intact(), "{verdict}");
    // The button is gone; the seal line stays; the sealed record refuses a signature.
    let shown = texts(&app);
    assert!(
        !shown.iter().any(|t| t == "Заверить запись печатью") && shown.iter().any(|t| t.contains(&seal.public_key))
    );
    assert!(matches!(app.screen(), Screen::Signatures(_)));
    for pen in [signatures::Pen::Down([0.1, 0.1]), signatures::Pen::Move([0.5, 0.5]), signatures::Pen::Move([0.9, 0.2])]
    {
        let _ = app
            .update(Message::Signatures(signatures::Message::Pen(victoria_arbiter::app::session::Signer::White, pen)));
    }
    let Screen::Signatures(st) = app.screen() else { panic!() };
    assert!(st.pads()[0].is_empty(), "a sealed record's pad takes no stroke");
    let strokes = vec![vec![[0.1, 0.1], [0.5, 0.5], [0.9, 0.2]]];
    let refused = app.session_mut().unwrap().sign(victoria_arbiter::app::session::Signer::White, strokes);
    let refused = refused.expect_err("the sealed record refuses a signature").words(Lang::Ru);
    assert!(refused.contains("заверена печатью арбитра"), "{refused}");
    assert!(record(&app).signatures.white.is_none());
    // A second seal with the same key is refused by the desk too (the record can no longer change).
    assert!(app.session_mut().unwrap().seal_record().is_err());
}

#[test]
fn a_damaged_arbiter_key_is_named_in_the_apps_language() {
    for (lang, said) in [
        (Lang::Ru, "повреждён (первая строка — не заголовок ключа)"),
        (Lang::En, "is damaged (its first line is not the key header)"),
    ] {
        let mut app = recording_app(&format!("seal-damaged-{}", lang.code()), lang);
        let key = app.config_dir().join(victoria_record::sign::KEY_FILE);
        std::fs::write(&key, "garbage\n").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600)).unwrap();
        }
        rec(&mut app, recording::Message::Signatures);
        go(&mut app, Message::Signatures(signatures::Message::Seal));
        assert!(record(&app).arbiter_seal.is_none(), "not sealed");
        let n = notice(&app);
        assert!(n.contains(said) && n.contains(&key.display().to_string()), "{n}");
        assert!(texts(&app).iter().any(|t| t.contains(said)), "shown: {:?}", texts(&app));
    }
}

/// The public window's id if `task` is the window-open task the app issued.
fn opened(app: &App, task: &iced::Task<Message>) -> Option<window::Id> {
    (task.units() > 0).then_some(app.public_window()).flatten()
}

#[test]
fn the_public_window_opens_when_recording_begins_and_stays_closed_once_the_arbiter_closes_it() {
    let dir = temp_dir("public-auto");
    let mut app = App::start(&dir, victoria_words::Lang::Ru);
    assert_eq!(app.public_window(), None);
    let sample = start::find_samples().into_iter().find(|p| p.ends_with("01_mate.json")).unwrap();
    go(&mut app, Message::Start(start::Message::Path(sample.display().to_string())));
    let task = app.update(Message::Start(start::Message::OpenPath));
    assert!(matches!(app.screen(), Screen::Recording(_)));
    let id = opened(&app, &task).expect("the open-window task is issued with the recording screen");
    go(&mut app, Message::PublicOpened(id));
    assert_eq!(app.public_window(), Some(id));
    // Another message on the recording screen issues nothing more.
    let task = app.update(Message::Recording(recording::Message::Flip));
    assert_eq!(task.units(), 0);
    // The arbiter closes it: it stays closed for this game.
    go(&mut app, Message::WindowClosed(id));
    assert_eq!(app.public_window(), None);
    for m in [recording::Message::Flip, recording::Message::Signatures] {
        let task = app.update(Message::Recording(m));
        assert_eq!((task.units(), app.public_window()), (0, None));
    }
    let task = app.update(Message::Signatures(signatures::Message::Back));
    assert_eq!((task.units(), app.public_window()), (0, None), "back on the recording screen: still closed");
    // The top-bar button still opens it by hand.
    let task = app.update(Message::TogglePublic);
    assert!(opened(&app, &task).is_some());
    go(&mut app, Message::TogglePublic);
    // A new game reaching its recording screen opens it again.
    let other = start::find_samples().into_iter().find(|p| p.ends_with("02_points_after_petrification.json")).unwrap();
    app.open_path(&other);
    let task = app.update(Message::Noop);
    assert!(opened(&app, &task).is_some(), "another game's recording opens its public window");
}

/// A stand-in command writing its arguments to `<name>.args`.
#[cfg(unix)]
fn stand_in(dir: &Path, name: &str, status: i32) {
    use std::os::unix::fs::PermissionsExt;
    let script = format!(
        "#!/bin/sh\necho \"$@\" > \"{}/{name}.args\"\necho 'request id is desk-1'\nexit {status}\n",
        dir.display()
    );
    let p = dir.join(name);
    std::fs::write(&p, script).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
}

fn printed_to(dir: &Path, name: &str) -> Option<PathBuf> {
    std::fs::read_to_string(dir.join(format!("{name}.args"))).ok().map(|s| PathBuf::from(s.trim()))
}

#[cfg(unix)]
#[test]
fn print_uses_lp_or_lpr_with_the_pdf_else_the_viewer_and_says_which_in_both_languages() {
    let opener = if cfg!(target_os = "macos") { "open" } else { "xdg-open" };
    let mut app = recording_app("print", Lang::En);
    rec(&mut app, recording::Message::Signatures);
    let bin = temp_dir("print-bin");
    app.set_print_dirs(vec![bin.clone()]);
    let pdf = app.session().unwrap().path().unwrap().with_extension("pdf");

    // Nothing at all: an error that says so, nothing run.
    go(&mut app, Message::Signatures(signatures::Message::Print));
    let n = app.notice().cloned().unwrap();
    assert!(n.is_error() && n.words(victoria_words::Lang::En).contains("no way to print here"), "{n:?}");
    go(&mut app, Message::Lang(Lang::Ru));
    go(&mut app, Message::Signatures(signatures::Message::Print));
    assert!(
        app.notice().unwrap().words(victoria_words::Lang::Ru).starts_with("печатать здесь нечем"),
        "{:?}",
        app.notice()
    );

    // Only the viewer: the PDF is opened there, and the message says so.
    stand_in(&bin, opener, 0);
    go(&mut app, Message::Signatures(signatures::Message::Print));
    let n = app.notice().cloned().unwrap();
    assert!(!n.is_error() && n.words(victoria_words::Lang::Ru).starts_with("команды печати (lp, lpr) нет"), "{n:?}");
    assert_eq!(printed_to(&bin, opener), Some(pdf.clone()));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));

    // lpr, then lp (preferred): the printer gets the PDF path.
    stand_in(&bin, "lpr", 0);
    go(&mut app, Message::Lang(Lang::En));
    go(&mut app, Message::Signatures(signatures::Message::Print));
    assert_eq!(
        app.notice().unwrap().words(victoria_words::Lang::En),
        "sent to the printer with “lpr” (request id is desk-1)"
    );
    assert_eq!(printed_to(&bin, "lpr"), Some(pdf.clone()));
    stand_in(&bin, "lp", 0);
    go(&mut app, Message::Lang(Lang::Ru));
    go(&mut app, Message::Signatures(signatures::Message::Print));
    assert_eq!(
        app.notice().unwrap().words(victoria_words::Lang::Ru),
        "отправлено на принтер командой «lp» (request id is desk-1)"
    );
    assert_eq!(printed_to(&bin, "lp"), Some(pdf.clone()));

    // A printer that fails is reported as an error.
    stand_in(&bin, "lp", 3);
    go(&mut app, Message::Signatures(signatures::Message::Print));
    let n = app.notice().cloned().unwrap();
    assert!(n.is_error() && n.words(victoria_words::Lang::Ru).starts_with("Печать через lp не удалась"), "{n:?}");
}

#[cfg(unix)]
#[test]
fn a_failing_outside_program_is_one_line_with_its_log_reworded_on_ru_en_and_dismissed_by_esc_or_x() {
    use std::os::unix::fs::PermissionsExt;
    use victoria_arbiter::app::keys::Action as Key;
    let opener = if cfg!(target_os = "macos") { "open" } else { "xdg-open" };
    let mut app = recording_app("print-noisy", Lang::En);
    rec(&mut app, recording::Message::Signatures);
    let bin = temp_dir("print-noisy-bin");
    app.set_print_dirs(vec![bin.clone()]);
    // No lp: the viewer opener fails with 25 lines of a helper program's complaints.
    let p = bin.join(opener);
    std::fs::write(&p, "#!/bin/sh\nfor i in $(seq 1 25); do echo \"gio: helper line $i\" >&2; done\nexit 4\n").unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    go(&mut app, Message::Signatures(signatures::Message::Print));
    let n = app.notice().cloned().expect("a message");
    let en = n.words(victoria_words::Lang::En);
    assert!(n.is_error() && !en.contains('\n') && !en.contains("helper line"), "one line: {en}");
    let log = app.session().unwrap().path().unwrap().with_extension("print.log");
    assert!(
        en.starts_with("No printer found, and the PDF could not be opened with ")
            && en.contains(&log.display().to_string()),
        "{en}"
    );
    let kept = std::fs::read_to_string(&log).unwrap();
    assert!(kept.contains("gio: helper line 1") && kept.contains("gio: helper line 25"), "{kept}");
    // The message is a fact: RU/EN re-words it on the screen.
    go(&mut app, Message::Lang(Lang::Ru));
    let shown = texts(&app);
    assert!(shown.iter().any(|t| t.starts_with("Принтер не найден, а открыть PDF через ")), "{shown:?}");
    assert!(!shown.iter().any(|t| t.starts_with("No printer found")), "{shown:?}");
    // Esc closes it; so does its ×.
    go(&mut app, Message::Key(Key::Cancel));
    assert!(app.notice().is_none());
    go(&mut app, Message::Signatures(signatures::Message::Print));
    assert!(app.notice().is_some());
    let msgs: Vec<Message> = {
        let mut ui = crate::support::app::sim(app.view_main());
        ui.click(iced_test::selector::id("notice-dismiss")).expect("the message has its ×");
        ui.into_messages().collect()
    };
    for m in msgs {
        go(&mut app, m);
    }
    assert!(app.notice().is_none());
}

#[test]
fn the_public_move_list_shows_the_marks_and_each_player_name_whole() {
    // Issue 22 item 8: the ◆ of a petrification (and ★ of a hero) as on the scoresheet; the
    // players' line never broken inside a name.
    let dir = temp_dir("public-marks");
    let mut app = App::start(&dir, victoria_words::Lang::En);
    let sample = start::find_samples().into_iter().find(|p| p.ends_with("02_points_after_petrification.json")).unwrap();
    app.open_path(&sample);
    go(&mut app, Message::Noop);
    let record = app.session().unwrap().record().clone();
    let shown = app_support::texts(app.view_public());
    assert!(shown.iter().any(|t| t.ends_with('◆')), "a petrification is marked: {shown:?}");
    let (white, black) = (&record.event.white, &record.event.black);
    assert!(shown.iter().any(|t| *t == format!("♔ {white}")), "{shown:?}");
    assert!(shown.iter().any(|t| *t == format!("♚ {black}")), "{shown:?}");
    // Drawn in a narrow public window, each name keeps one line.
    let mut ui = iced_test::simulator::Simulator::with_size(
        app_support::settings(),
        iced::Size::new(900.0, 700.0),
        app.view_public(),
    );
    let mut heights = Vec::new();
    let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
        if let iced_test::selector::Candidate::Text { content, bounds, .. } = c
            && (content.starts_with('♔') || content.starts_with('♚'))
        {
            heights.push((content.to_string(), bounds.height));
        }
        None::<()>
    });
    assert_eq!(heights.len(), 2, "{heights:?}");
    assert!(heights.iter().all(|(_, h)| *h < 40.0), "one line each at 22 px: {heights:?}");
}
