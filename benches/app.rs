//! The app's frame after a typed move (issue 12: "a typed move is on screen within one frame"):
//! on the sample game in progress (a 12x12 Victoria middlegame, 60 plies), the arbiter types a
//! move and presses Enter — `App::update` for the typed text and for Enter (which records the
//! move through the desk, journal fsync included) — and the main window's `view` is built. A
//! second figure adds what the runtime then does with that view on the CPU renderer: the layout
//! of the widget tree at the main window's size (`app::MAIN_WINDOW`, 1280x800), the draw, and
//! the rasterisation of the whole window (a full repaint; the runtime usually repaints less).
//! Both are printed against the 16 ms frame budget as the 50th and 99th percentiles of 200
//! moves, each taken back untimed afterwards; criterion times the first one as well.

use criterion::{Criterion, criterion_group, criterion_main};
use iced::advanced::renderer::Headless;
use iced_test::runtime::{UserInterface, user_interface};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::path::Path;
use std::time::{Duration, Instant};
use victoria_arbiter::app::screens::recording;
use victoria_arbiter::app::{App, MAIN_WINDOW, Message, Screen, theme};
use victoria_record::samples::{announce, pick};

const SIZE: iced::Size = MAIN_WINDOW;
const BUDGET: Duration = Duration::from_millis(16);

fn settings() -> iced::Settings {
    iced::Settings {
        fonts: vec![std::borrow::Cow::Borrowed(theme::FONT_BYTES)],
        default_font: theme::FONT,
        ..Default::default()
    }
}

/// The app on the recording screen of the sample game in progress.
fn opened() -> App {
    let dir = victoria_testkit::temp_dir("app-bench");
    std::fs::write(dir.join("config.json"), "{\"lang\":\"ru\",\"recent\":[]}").unwrap();
    let mut app = App::start(&dir, victoria_words::Lang::Ru);
    app.open_path(&Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_games/08_in_progress.json"));
    assert!(matches!(app.screen(), Screen::Recording(_)), "the sample opens on the recording screen");
    let _ = app.update(Message::Noop);
    app
}

/// The announcement of a legal move in the game's current position.
fn next_move(app: &App, rng: &mut StdRng, style: u32) -> String {
    let pos = app.session().unwrap().recorder().position().expect("a Victoria game").clone();
    let m = pick(&pos, rng, Default::default()).expect("a legal move");
    announce(&pos, &m, style)
}

/// Types `mv` and presses Enter (the move is recorded), then builds the view.
fn type_and_view(app: &mut App, mv: &str) -> usize {
    let before = app.session().unwrap().record().moves.len();
    let _ = app.update(Message::Recording(recording::Message::Input(mv.to_string())));
    let _ = app.update(Message::Recording(recording::Message::Submit));
    assert_eq!(app.session().unwrap().record().moves.len(), before + 1, "{mv} was recorded");
    let view = app.view_main();
    std::hint::black_box(&view);
    before
}

/// Takes the move back (untimed), so every move is typed in the same middlegame.
fn undo(app: &mut App) {
    app.session_mut().unwrap().take_back("benchmark").unwrap();
    let _ = app.update(Message::Noop);
}

fn percentiles(mut v: Vec<Duration>) -> (Duration, Duration, Duration) {
    v.sort();
    let at = |p: f64| v[((v.len() as f64 - 1.0) * p) as usize];
    (at(0.5), at(0.99), v[v.len() - 1])
}

fn bench_app(c: &mut Criterion) {
    let mut app = opened();
    let mut rng = StdRng::seed_from_u64(12);

    // update + view.
    let samples: Vec<Duration> = (0..200)
        .map(|i| {
            let mv = next_move(&app, &mut rng, i);
            let t = Instant::now();
            type_and_view(&mut app, &mv);
            let spent = t.elapsed();
            undo(&mut app);
            spent
        })
        .collect();
    let (p50, p99, max) = percentiles(samples);
    eprintln!(
        "typed move on a 12x12 middlegame, update + view: p50 {p50:?}, p99 {p99:?}, max {max:?} (budget {BUDGET:?}: {})",
        if p99 < BUDGET { "within one frame" } else { "OVER the frame budget" }
    );

    // update + view + layout + draw + a full rasterisation on the CPU renderer.
    let _ = iced_test::simulator::Simulator::with_size(settings(), SIZE, app.view_main());
    let mut renderer = iced_test::runtime::futures::futures::executor::block_on(<iced::Renderer as Headless>::new(
        theme::FONT,
        settings().default_text_size,
        None,
    ))
    .expect("a headless renderer");
    let mut cache = user_interface::Cache::default();
    let theme = theme::theme();
    let style = iced::advanced::renderer::Style { text_color: theme.palette().text };
    let frame = |app: &mut App, mv: &str, renderer: &mut iced::Renderer, cache: &mut user_interface::Cache| {
        let t = Instant::now();
        let _ = app.update(Message::Recording(recording::Message::Input(mv.to_string())));
        let _ = app.update(Message::Recording(recording::Message::Submit));
        let mut ui = UserInterface::build(app.view_main(), SIZE, std::mem::take(cache), renderer);
        ui.draw(renderer, &theme, &style, iced::mouse::Cursor::Unavailable);
        *cache = ui.into_cache();
        let pixels =
            renderer.screenshot(iced::Size::new(SIZE.width as u32, SIZE.height as u32), 1.0, iced::Color::WHITE);
        std::hint::black_box(pixels.len());
        t.elapsed()
    };
    let samples: Vec<Duration> = (0..200)
        .map(|i| {
            let mv = next_move(&app, &mut rng, i);
            let spent = frame(&mut app, &mv, &mut renderer, &mut cache);
            undo(&mut app);
            spent
        })
        .collect();
    let (f50, f99, fmax) = percentiles(samples);
    eprintln!(
        "typed move, update + view + layout + draw + full repaint at {}x{} (tiny-skia): p50 {f50:?}, p99 {f99:?}, max {fmax:?} (budget {BUDGET:?}: {})",
        SIZE.width,
        SIZE.height,
        if f99 < BUDGET { "within one frame" } else { "OVER the frame budget" }
    );

    let mut style_n = 0;
    c.bench_function("typed move: update + view (12x12 middlegame)", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                style_n += 1;
                let mv = next_move(&app, &mut rng, style_n);
                let t = Instant::now();
                type_and_view(&mut app, &mv);
                total += t.elapsed();
                undo(&mut app);
            }
            total
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(Duration::from_secs(4));
    targets = bench_app
}
criterion_main!(benches);
