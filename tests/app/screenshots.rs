//! Screenshots of each main screen, rendered headless by iced_test (tiny-skia, the app's own
//! fonts from `assets/`) while a game is played through the real `App`. Each snapshot is also
//! checked to be a real picture (not one flat colour). With `VA_SCREENSHOTS=DIR` set, the PNGs
//! are written into DIR as `NAME-tiny-skia.png` (the README's pictures: `bash
//! scripts/screenshots`, which renders them into a temporary folder and halves them into
//! `assets/screenshots/NAME.png` with ImageMagick).
#![cfg(feature = "gui")]

use crate::support::app as app_support;

use app_support::{Harness, sim, sq};
use victoria_arbiter::app::screens::recording;
use victoria_arbiter::app::{Message, theme};

/// Where the pictures go: `VA_SCREENSHOTS`, or one fresh temporary folder for this run.
fn shots_dir() -> std::path::PathBuf {
    static RUN: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    let dir = match std::env::var_os("VA_SCREENSHOTS") {
        Some(d) => std::path::PathBuf::from(d),
        None => RUN.get_or_init(|| app_support::temp_dir("screenshots")).clone(),
    };
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn shot(el: iced::Element<'_, Message>, name: &str) {
    let mut ui = sim(el);
    let snap = ui.snapshot(&theme::theme()).expect("snapshot");
    let dir = shots_dir();
    let base = dir.join(name);
    let file = dir.join(format!("{name}-tiny-skia.png"));
    let _ = std::fs::remove_file(&file);
    assert!(snap.matches_image(&base).unwrap());
    let bytes = std::fs::read(&file).unwrap();
    assert!(bytes.len() > 20_000, "{name}: the picture is nearly empty ({} bytes)", bytes.len());
}

#[test]
#[ignore = "slow (15 renders at scale 2): bash scripts/screenshots"]
fn every_main_screen_renders() {
    use crate::tour;
    let mut h = Harness::new("shots");
    tour::tour(&mut h, &mut |h, stop| {
        let name = match stop {
            tour::START => "01-start",
            tour::NEW_GAME => "02-new-game",
            tour::SCHEME_ENTRY => "03-scheme-entry",
            tour::SCHEME_SEALED => "04-scheme-sealed",
            tour::REVEAL => "05-reveal",
            tour::DRAW_DONE => "06-bastion-draw",
            tour::PETRIFICATION => "07-recording-petrification",
            tour::ILLEGAL => "08-recording-illegal",
            tour::PRIVATE_PANEL => "09-recording-private-panel",
            tour::DRAW_OFFER => "18-draw-offer-live-pgn",
            tour::RESULT_DIALOG => "10-result-dialog",
            _ => return,
        };
        shot(h.app.view_main(), name);
    });
    shot(h.app.view_public(), "11-public-window");
    h.click("signatures-open");
    let msgs = {
        let mut ui = sim(h.app.view_main());
        let b = ui.find(iced_test::selector::id("pad-white")).unwrap().bounds();
        let p = |x: f32, y: f32| iced::Point::new(b.x + x, b.y + y);
        ui.point_at(p(30.0, 130.0));
        ui.simulate([iced::Event::Mouse(iced::mouse::Event::ButtonPressed(iced::mouse::Button::Left))]);
        for i in 0..40 {
            let t = i as f32 / 39.0;
            let (x, y) = (30.0 + 290.0 * t, 120.0 - 50.0 * (t * 9.0).sin() * (1.0 - t * 0.5));
            ui.point_at(p(x, y));
            ui.simulate([iced::Event::Mouse(iced::mouse::Event::CursorMoved { position: p(x, y) })]);
        }
        ui.simulate([iced::Event::Mouse(iced::mouse::Event::ButtonReleased(iced::mouse::Button::Left))]);
        ui.into_messages().collect::<Vec<_>>()
    };
    h.feed(msgs);
    h.click("sign-white");
    shot(h.app.view_main(), "12-signatures");
    h.click("sign-seal");
    shot(h.app.view_main(), "19-arbiter-seal");
    h.click("lang-ru");
    h.click("sign-back");
    shot(h.app.view_main(), "13-recording-russian");
}

#[test]
#[ignore = "slow (renders at scale 2): bash scripts/screenshots"]
fn the_synthesis_screens_render() {
    let sample = victoria_record::samples::synthesis_king_capture().unwrap();
    let mut h = Harness::new("shots-synthesis");
    h.click("lang-en");
    h.click("start-new");
    h.type_into("field-white", "Olga Sokolova", false);
    h.type_into("field-black", "Pavel Morozov", false);
    h.click("game-synthesis");
    h.click("new-start");
    for m in &sample.record().moves[..70] {
        h.type_into("move-input", &m.announced, true);
    }
    // 36. Rxf5 by clicks: Black's king is captured, Black has its one reply.
    let view = h.app.board().clone();
    h.click_square("board", recording::BOARD_PAD, recording::BOARD_SIDE, &view, sq("d5"));
    let view = h.app.board().clone();
    h.click_square("board", recording::BOARD_PAD, recording::BOARD_SIDE, &view, sq("f5"));
    shot(h.app.view_main(), "14-synthesis-recording");
    shot(h.app.view_public(), "15-synthesis-public");
    h.type_into("move-input", "Rf4xf2", true);
    h.click("result-open");
    shot(h.app.view_main(), "16-synthesis-result-dialog");
    h.click("lang-ru");
    shot(h.app.view_main(), "17-synthesis-result-dialog-russian");
}

#[test]
#[ignore = "slow (renders at scale 2): VA_SCREENSHOTS=DIR cargo test --test app decision_bar_renders -- --ignored"]
fn the_decision_bar_renders_at_both_window_sizes() {
    use crate::fit::decisions;
    decisions::scenes(&mut |h, what, _| {
        for lang in [victoria_words::Lang::En, victoria_words::Lang::Ru] {
            h.send(Message::Lang(lang));
            for size in decisions::SIZES {
                let name =
                    format!("decision-{}-{}-{}x{}", what.replace(' ', "-"), lang.code(), size.width, size.height);
                let mut ui =
                    iced_test::simulator::Simulator::with_size(app_support::settings(), size, h.app.view_main());
                let snap = ui.snapshot(&theme::theme()).expect("snapshot");
                assert!(snap.matches_image(shots_dir().join(&name)).unwrap());
            }
        }
    });
}

/// The list of keys (F1) and the Start screen with a full list of recent games, in both
/// languages, to look at (`VA_SCREENSHOTS=DIR cargo test --test app screenshots::the_help -- --ignored`).
#[test]
#[ignore = "renders pictures to look at"]
fn the_help_and_the_recent_games_render() {
    for lang in [victoria_words::Lang::Ru, victoria_words::Lang::En] {
        let mut h = Harness::new("shots-help");
        h.send(Message::Lang(lang));
        let samples = victoria_arbiter::app::screens::start::find_samples();
        for p in samples.iter().take(8) {
            h.app.open_path(p);
        }
        h.send(Message::Home);
        if h.app.leaving().is_some() {
            h.send(Message::Leave(victoria_arbiter::app::dialog::leave::Message::Keep));
        }
        shot(h.app.view_main(), &format!("90-start-recent-{}", lang.code()));
        h.send(Message::Key(victoria_arbiter::app::keys::Action::Help));
        shot(h.app.view_main(), &format!("91-help-{}", lang.code()));
    }
}
