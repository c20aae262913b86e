//! Keyboard-first (issue 12), headless: a window that keeps its widget state between frames
//! as the real runtime does (focus lives there) and runs the focus operations the app returns.
//! On the recording screen the focus is in the move field on arrival and comes back after every
//! action and dialog (take-back, result, draw offer, flip, reserves, help); Tab and Shift+Tab
//! walk the New game form in reading order; every key of the table does what it says, and its
//! key is shown on its button and in the F1 help in both languages.

use crate::support::app::{SIZE, settings, temp_dir, texts};
use iced::keyboard::{self, Key, Modifiers, key::Named};
use iced::{Event, Point, mouse};
use iced_test::core::clipboard;
use iced_test::core::renderer::Headless;
use iced_test::core::widget::operation::{Focusable, Operation, Outcome};
use iced_test::core::widget::{self, Id};
use iced_test::core::{Rectangle, Size};
use iced_test::runtime::{Action, UserInterface, futures::futures::FutureExt, task, user_interface};
use iced_test::selector::{self, Selector};
use std::path::Path;
use victoria_arbiter::app::keys::Action as KeyAction;
use victoria_arbiter::app::screens::{new_game, recording};
use victoria_arbiter::app::{App, Message, Screen, key_message};
use victoria_words::Lang;

type Renderer = iced::Renderer;

/// The main window as the runtime keeps it: the app, the renderer and the widget tree.
struct Window {
    app: App,
    renderer: Renderer,
    cache: Option<user_interface::Cache>,
    cursor: mouse::Cursor,
}

/// Records the focused widget's id.
#[derive(Default)]
struct FindFocused {
    focused: Option<Option<Id>>,
}

impl Operation for FindFocused {
    fn focusable(&mut self, id: Option<&Id>, _bounds: Rectangle, state: &mut dyn Focusable) {
        if state.is_focused() {
            self.focused = Some(id.cloned());
        }
    }
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }
    fn finish(&self) -> Outcome<()> {
        Outcome::None
    }
}

impl Window {
    fn new(app: App) -> Window {
        // Loads the app's fonts into the text system once.
        let _ = texts(app.view_main());
        let renderer = iced_test::runtime::futures::futures::executor::block_on(<Renderer as Headless>::new(
            victoria_arbiter::app::theme::FONT,
            settings().default_text_size,
            None,
        ))
        .expect("a headless renderer");
        let mut w =
            Window { app, renderer, cache: Some(user_interface::Cache::default()), cursor: mouse::Cursor::Unavailable };
        w.frame(|_, _| {});
        w
    }

    /// Builds the interface from the app's view with the kept tree, lets `f` act on it, and
    /// keeps the tree.
    fn frame<T>(
        &mut self,
        f: impl FnOnce(&mut UserInterface<'_, Message, iced::Theme, Renderer>, &mut Renderer) -> T,
    ) -> T {
        let cache = self.cache.take().expect("a cache");
        let mut ui = UserInterface::build(self.app.view_main(), SIZE, cache, &mut self.renderer);
        let out = f(&mut ui, &mut self.renderer);
        self.cache = Some(ui.into_cache());
        out
    }

    /// Feeds a message to the app as the runtime would: update, then the widget operations of
    /// the returned task (focus) on the new view; messages the task produces at once follow.
    fn send(&mut self, m: Message) {
        let task = self.app.update(m);
        let mut later = Vec::new();
        if let Some(mut stream) = task::into_stream(task) {
            while let Some(Some(action)) = stream.next_item() {
                match action {
                    Action::Widget(op) => self.operate(op),
                    Action::Output(m) => later.push(m),
                    _ => {}
                }
            }
        }
        for m in later {
            self.send(m);
        }
    }

    /// Runs a widget operation as the runtime does, following its chain (focus next counts
    /// the fields first, then moves).
    fn operate(&mut self, op: Box<dyn Operation + Send>) {
        let mut current = Some(op);
        while let Some(mut op) = current.take() {
            self.frame(|ui, r| ui.operate(r, op.as_mut()));
            if let Outcome::Chain(next) = op.finish() {
                current = Some(next);
            }
        }
    }

    /// Events into the interface; the messages they produce go to the app; the key events the
    /// widgets left alone also go through the app's own key handler.
    fn events(&mut self, events: &[Event]) {
        let cursor = self.cursor;
        let (messages, statuses) = self.frame(|ui, r| {
            let mut messages = Vec::new();
            let (_, statuses) = ui.update(events, cursor, r, &mut clipboard::Null, &mut messages);
            (messages, statuses)
        });
        for m in messages {
            self.send(m);
        }
        for (e, status) in events.iter().zip(statuses) {
            if let Event::Keyboard(k) = e
                && let Some(m) = key_message(k, status == iced::event::Status::Captured)
            {
                self.send(m);
            }
        }
    }

    fn bounds_of(&mut self, id: &'static str) -> Rectangle {
        self.frame(|ui, r| {
            let mut op = selector::id(id).find();
            ui.operate(r, &mut widget::operation::black_box(&mut op));
            match op.finish() {
                Outcome::Some(Some(t)) => t.bounds(),
                _ => panic!("no widget {id} on the screen"),
            }
        })
    }

    fn click(&mut self, id: &'static str) {
        let b = self.bounds_of(id);
        self.cursor = mouse::Cursor::Available(Point::new(b.center_x(), b.center_y()));
        self.events(&[
            Event::Mouse(mouse::Event::CursorMoved { position: b.center() }),
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)),
            Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)),
        ]);
    }

    fn key(&mut self, key: Key, modifiers: Modifiers) {
        self.events(&[
            Event::Keyboard(keyboard::Event::KeyPressed {
                key: key.clone(),
                modified_key: key.clone(),
                physical_key: keyboard::key::Physical::Unidentified(keyboard::key::NativeCode::Unidentified),
                location: keyboard::Location::Standard,
                modifiers,
                text: None,
                repeat: false,
            }),
            Event::Keyboard(keyboard::Event::KeyReleased {
                key: key.clone(),
                modified_key: key,
                physical_key: keyboard::key::Physical::Unidentified(keyboard::key::NativeCode::Unidentified),
                location: keyboard::Location::Standard,
                modifiers,
            }),
        ]);
    }

    fn f(&mut self, action: KeyAction) {
        let named = match action.key() {
            "Esc" => Named::Escape,
            "F1" => Named::F1,
            "F2" => Named::F2,
            "F3" => Named::F3,
            "F4" => Named::F4,
            "F5" => Named::F5,
            "F6" => Named::F6,
            "F7" => Named::F7,
            "F8" => Named::F8,
            "F9" => Named::F9,
            "F10" => Named::F10,
            "F12" => Named::F12,
            other => panic!("no key {other}"),
        };
        self.key(Key::Named(named), Modifiers::default());
    }

    /// Types text into whatever has the focus (as a keyboard does), then Enter if asked.
    fn type_text(&mut self, text: &str, enter: bool) {
        let mut events: Vec<Event> = iced_test::simulator::typewrite(text).collect();
        if enter {
            events.extend(iced_test::simulator::tap_key(Key::Named(Named::Enter), None));
        }
        self.events(&events);
    }

    fn focused(&mut self) -> Option<Id> {
        self.frame(|ui, r| {
            let mut op = FindFocused::default();
            ui.operate(r, &mut op);
            op.focused.flatten()
        })
    }

    fn assert_focus(&mut self, id: &'static str, when: &str) {
        assert_eq!(self.focused(), Some(Id::new(id)), "focus after {when}");
    }

    fn recording(&self) -> &recording::State {
        match self.app.screen() {
            Screen::Recording(r) => r,
            s => panic!("not recording: {s:?}"),
        }
    }

    fn plies(&self) -> usize {
        self.app.session().unwrap().record().moves.len()
    }
}

trait NextItem {
    fn next_item(&mut self) -> Option<Option<Action<Message>>>;
}

impl NextItem for iced_test::runtime::futures::BoxStream<Action<Message>> {
    /// The next ready action (`None`: nothing ready now, e.g. a timer).
    fn next_item(&mut self) -> Option<Option<Action<Message>>> {
        use iced_test::runtime::futures::futures::StreamExt;
        self.next().now_or_never()
    }
}

fn sample() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/sample_games/08_in_progress.json"))
}

/// The app on the sample game in progress, as `victoria-arbiter open` starts it.
fn opened(name: &str, lang: Lang) -> Window {
    let dir = temp_dir(name);
    std::fs::write(dir.join("config.json"), format!("{{\"lang\":\"{}\",\"recent\":[]}}", lang.code())).unwrap();
    let mut app = App::start(&dir, victoria_words::Lang::Ru);
    app.open_path(sample());
    let mut w = Window::new(app);
    w.send(Message::MainOpened(iced::window::Id::unique()));
    w
}

#[test]
fn opening_a_game_in_progress_lands_in_the_move_field() {
    let mut w = opened("kb-open", Lang::En);
    assert!(matches!(w.app.screen(), Screen::Recording(_)));
    w.assert_focus("move-input", "opening the game");
    // Typing goes into the field and Enter records.
    let before = w.plies();
    let game = victoria_record::replay(w.app.session().unwrap().record()).unwrap().unwrap();
    let legal = game.san(game.legal_moves().first().expect("a legal move"));
    w.type_text(&legal, true);
    assert_eq!(w.plies(), before + 1, "{legal} was recorded from the keyboard");
    w.assert_focus("move-input", "recording a move");
}

#[test]
fn the_focus_comes_back_to_the_move_field_after_every_action_and_dialog() {
    let mut w = opened("kb-actions", Lang::En);
    let plies = w.plies();

    // Take-back by button: the reason field gets the focus, Enter confirms, back to the moves.
    w.click("takeback-open");
    w.assert_focus("takeback-reason", "opening the take-back");
    w.type_text("touched the wrong piece", true);
    assert_eq!(w.plies(), plies - 1);
    w.assert_focus("move-input", "the take-back");

    // Take-back by key, cancelled by Esc.
    w.f(KeyAction::TakeBack);
    assert!(w.recording().takeback().is_some());
    w.assert_focus("takeback-reason", "F2");
    w.f(KeyAction::Cancel);
    assert!(w.recording().takeback().is_none());
    w.assert_focus("move-input", "Esc on the take-back");

    // The result dialog by button, cancelled by its button.
    w.click("result-open");
    assert!(w.recording().result_dialog().is_some());
    w.assert_focus("result-reason", "opening the result");
    w.click("result-cancel");
    w.assert_focus("move-input", "cancelling the result");

    // Flip, the reserves, the draw offer and its answer by buttons.
    for id in ["board-flip", "panel-show", "draw-offer-white", "draw-decline"] {
        w.click(id);
        w.assert_focus("move-input", id);
    }
    // The same by keys, and the help.
    let flipped = w.recording().flipped();
    w.f(KeyAction::Flip);
    assert_ne!(w.recording().flipped(), flipped);
    w.assert_focus("move-input", "F10");
    w.f(KeyAction::Help);
    assert!(w.app.help_shown());
    w.f(KeyAction::Help);
    assert!(!w.app.help_shown());
    w.assert_focus("move-input", "closing the help");
    w.f(KeyAction::DrawByBlack);
    assert!(w.app.session().unwrap().pending_draw().is_some());
    w.assert_focus("move-input", "F6");
    w.f(KeyAction::DeclineDraw);
    assert!(w.app.session().unwrap().pending_draw().is_none());
    w.assert_focus("move-input", "F8");
}

#[test]
fn every_key_does_what_the_table_says() {
    let mut w = opened("kb-keys", Lang::En);
    w.f(KeyAction::Help);
    assert!(w.app.help_shown());
    w.f(KeyAction::Cancel);
    assert!(!w.app.help_shown(), "Esc closes the help");

    w.f(KeyAction::TakeBack);
    assert!(w.recording().takeback().is_some());
    w.f(KeyAction::Cancel);
    w.f(KeyAction::Result);
    assert!(w.recording().result_dialog().is_some());
    w.f(KeyAction::Cancel);
    assert!(w.recording().result_dialog().is_none());

    w.f(KeyAction::Reserves);
    assert!(w.recording().panel_shown());
    let flipped = w.recording().flipped();
    w.f(KeyAction::Flip);
    assert_ne!(w.recording().flipped(), flipped);

    w.f(KeyAction::DrawByWhite);
    let offer = w.app.session().unwrap().pending_draw().expect("White's offer");
    assert_eq!(offer.by, victoria_rules::Color::White);
    w.f(KeyAction::AcceptDraw);
    assert!(w.app.session().unwrap().result().is_some(), "accepted: the game is drawn");
    // Game over: the move field is closed and nothing takes the focus.
    assert_eq!(w.app.focus_target(), None);

    w.f(KeyAction::Signatures);
    assert!(matches!(w.app.screen(), Screen::Signatures(_)));

    // Ctrl+Z is the take-back too; F-keys with Ctrl are not ours.
    let mut w = opened("kb-ctrl", Lang::En);
    w.key(Key::Character("z".into()), Modifiers::CTRL);
    assert!(w.recording().takeback().is_some());
    w.f(KeyAction::Cancel);
    w.key(Key::Named(Named::F2), Modifiers::CTRL);
    assert!(w.recording().takeback().is_none());
}

#[test]
fn the_public_window_key_opens_and_closes_it() {
    let mut w = opened("kb-public", Lang::En);
    let was = w.app.public_open();
    w.f(KeyAction::PublicWindow);
    assert_ne!(w.app.public_open(), was);
    w.f(KeyAction::PublicWindow);
    assert_eq!(w.app.public_open(), was);
    w.assert_focus("move-input", "F12");
}

#[test]
fn every_key_is_shown_on_its_button_and_in_the_help_in_both_languages() {
    for lang in Lang::ALL {
        let mut w = opened(&format!("kb-labels-{}", lang.code()), lang);
        let shown = texts(w.app.view_main()).join("\n");
        for a in [
            KeyAction::TakeBack,
            KeyAction::Result,
            KeyAction::Signatures,
            KeyAction::DrawByWhite,
            KeyAction::DrawByBlack,
            KeyAction::Reserves,
            KeyAction::Flip,
            KeyAction::PublicWindow,
        ] {
            assert!(shown.contains(&format!("[{}]", a.key())), "{}: no button shows {}", lang.code(), a.key());
        }
        w.f(KeyAction::DrawByWhite);
        let shown = texts(w.app.view_main()).join("\n");
        for a in [KeyAction::AcceptDraw, KeyAction::DeclineDraw] {
            assert!(shown.contains(&format!("[{}]", a.key())), "{}: no button shows {}", lang.code(), a.key());
        }
        w.f(KeyAction::Help);
        let help = texts(w.app.view_main());
        for a in KeyAction::ALL {
            assert!(help.iter().any(|t| t == a.key()), "{}: the help lacks {}", lang.code(), a.key());
            assert!(help.contains(&a.words(lang)), "{}: the help lacks {:?}", lang.code(), a);
        }
        // Every Ctrl shortcut too: Ctrl+N, Ctrl+O, Ctrl+S and Ctrl+Shift+S were missing (issue 39).
        for s in victoria_arbiter::app::Shortcut::ALL {
            assert!(help.iter().any(|t| t == s.key()), "{}: the help lacks {}", lang.code(), s.key());
            assert!(help.contains(&s.words(lang)), "{}: the help lacks {:?}", lang.code(), s);
        }
        assert!(victoria_arbiter::i18n::take_errors().is_empty());
    }
    // The two languages say it differently.
    assert_ne!(KeyAction::TakeBack.words(Lang::En), KeyAction::TakeBack.words(Lang::Ru));
}

/// Issue 39: the help (F1) and the key handler agree. Every key the main window reads — each
/// letter with Ctrl and with Ctrl+Shift, read by its place on the keyboard, and each named key
/// — that means something is listed in the help with its words, and every key the help lists
/// is read.
#[test]
fn every_bound_key_is_listed_in_the_help_and_every_listed_key_is_bound() {
    use iced::keyboard::key::{Code, Physical};
    let letters = [
        (Code::KeyA, 'a'),
        (Code::KeyB, 'b'),
        (Code::KeyC, 'c'),
        (Code::KeyD, 'd'),
        (Code::KeyE, 'e'),
        (Code::KeyF, 'f'),
        (Code::KeyG, 'g'),
        (Code::KeyH, 'h'),
        (Code::KeyI, 'i'),
        (Code::KeyJ, 'j'),
        (Code::KeyK, 'k'),
        (Code::KeyL, 'l'),
        (Code::KeyM, 'm'),
        (Code::KeyN, 'n'),
        (Code::KeyO, 'o'),
        (Code::KeyP, 'p'),
        (Code::KeyQ, 'q'),
        (Code::KeyR, 'r'),
        (Code::KeyS, 's'),
        (Code::KeyT, 't'),
        (Code::KeyU, 'u'),
        (Code::KeyV, 'v'),
        (Code::KeyW, 'w'),
        (Code::KeyX, 'x'),
        (Code::KeyY, 'y'),
        (Code::KeyZ, 'z'),
    ];
    let named = [
        Named::F1,
        Named::F2,
        Named::F3,
        Named::F4,
        Named::F5,
        Named::F6,
        Named::F7,
        Named::F8,
        Named::F9,
        Named::F10,
        Named::F11,
        Named::F12,
        Named::Escape,
        Named::Tab,
        Named::PageUp,
        Named::PageDown,
        Named::Home,
        Named::End,
        Named::Insert,
        Named::Delete,
        Named::Backspace,
        Named::Space,
    ];
    let press = |key: Key, physical: Physical, modifiers: Modifiers| keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: physical,
        location: keyboard::Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    };
    let unknown = Physical::Unidentified(keyboard::key::NativeCode::Unidentified);
    let mut events = Vec::new();
    for (code, c) in letters {
        for m in [Modifiers::CTRL, Modifiers::CTRL | Modifiers::SHIFT] {
            events.push(press(Key::Character(c.to_string().into()), Physical::Code(code), m));
        }
    }
    for n in named {
        for m in [Modifiers::default(), Modifiers::SHIFT] {
            events.push(press(Key::Named(n), unknown, m));
        }
    }
    // What the handler binds, as the help writes its key.
    let mut bound = std::collections::BTreeMap::new();
    for e in &events {
        let (key, words) = match key_message(e, false) {
            Some(Message::Shortcut(s)) => (s.key().to_string(), s.words_id()),
            Some(Message::Key(a)) => (a.key().to_string(), a.words_id()),
            Some(Message::FocusNext | Message::FocusPrevious) => ("Tab".to_string(), "key-tab"),
            _ => continue,
        };
        bound.insert(key, words);
    }
    assert!(bound.contains_key("Ctrl+L") && bound.contains_key("Ctrl+R") && bound.contains_key("Ctrl+K"));
    for lang in Lang::ALL {
        let mut w = opened(&format!("kb-bound-{}", lang.code()), lang);
        w.f(KeyAction::Help);
        let help = texts(w.app.view_main());
        for (key, words) in &bound {
            assert!(help.iter().any(|t| t == key), "{}: {key} is bound but not in the help: {help:?}", lang.code());
            let said = victoria_words::t!(lang, words);
            assert!(help.contains(&said), "{}: the help lacks {key}'s words {said:?}", lang.code());
        }
        // Each key the help lists (a key name of one word or Ctrl+…) is one the handler reads.
        let listed: Vec<&String> = help
            .iter()
            .filter(|t| t.starts_with("Ctrl+") || KeyAction::ALL.iter().any(|a| a.key() == t.as_str()))
            .collect();
        for t in listed {
            assert!(bound.contains_key(t.as_str()), "{}: the help lists {t}, which no key does", lang.code());
        }
        // Each decision its own key: no two shortcuts share words.
        let words: std::collections::BTreeSet<_> =
            victoria_arbiter::app::Shortcut::ALL.iter().map(|s| s.words(lang)).collect();
        assert_eq!(words.len(), victoria_arbiter::app::Shortcut::ALL.len());
    }
}

#[test]
fn tab_walks_the_new_game_form_in_reading_order() {
    let dir = temp_dir("kb-tab");
    let mut w = Window::new(App::start(&dir, victoria_words::Lang::Ru));
    w.click("start-new");
    assert!(matches!(w.app.screen(), Screen::NewGame(_)));
    // Every field and every list of the form, the time control's and the options' lists
    // included (issue 39: Tab did not reach the lists, and left the screen after the last
    // field), in reading order: the event's fields, then the options.
    let mut order: Vec<String> = [
        "field-event",
        "field-site",
        "field-date",
        "field-round",
        "field-board",
        "field-white",
        "field-black",
        "field-arbiter",
        "field-club",
        "pick-clock",
        "field-position",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for info in new_game::options_of(victoria_rules::Ruleset::Victoria) {
        order.push(new_game::option_id(info.key));
    }
    let order: Vec<&'static str> = order.into_iter().map(|s| &*Box::leak(s.into_boxed_str())).collect();
    w.key(Key::Named(Named::Tab), Modifiers::default());
    for (i, id) in order.iter().enumerate() {
        if i > 0 {
            w.key(Key::Named(Named::Tab), Modifiers::default());
        }
        w.assert_focus(id, &format!("{} Tab", i + 1));
    }
    // After the last comes the first again: the focus stays on the screen, both ways.
    w.key(Key::Named(Named::Tab), Modifiers::default());
    w.assert_focus(order[0], "Tab after the last list");
    w.key(Key::Named(Named::Tab), Modifiers::SHIFT);
    w.assert_focus(order[order.len() - 1], "Shift+Tab from the first field");
    // A list with the focus takes the arrow keys: the next value of the last option.
    let last = new_game::options_of(victoria_rules::Ruleset::Victoria).last().unwrap().key;
    let before = match w.app.screen() {
        Screen::NewGame(st) => st.options().get(last).unwrap_or_default(),
        _ => unreachable!(),
    };
    w.key(Key::Named(Named::ArrowDown), Modifiers::default());
    let after = match w.app.screen() {
        Screen::NewGame(st) => st.options().get(last).unwrap_or_default(),
        _ => unreachable!(),
    };
    assert_ne!(before, after, "ArrowDown on the focused list chose its next value");
    w.key(Key::Named(Named::ArrowUp), Modifiers::default());
    match w.app.screen() {
        Screen::NewGame(st) => assert_eq!(st.options().get(last).unwrap_or_default(), before),
        _ => unreachable!(),
    }
    // Back to the club field; typing goes into the focused field.
    let club = order.iter().position(|id| *id == "field-club").unwrap();
    for id in order[club..order.len() - 1].iter().rev() {
        w.key(Key::Named(Named::Tab), Modifiers::SHIFT);
        w.assert_focus(id, "Shift+Tab back to the club");
    }
    w.type_text("Nina", false);
    match w.app.screen() {
        Screen::NewGame(st) => {
            assert_eq!(st.fields().get(victoria_arbiter::app::screens::new_game::Field::Club), "Nina")
        }
        _ => unreachable!(),
    }
    for id in order[..club].iter().rev() {
        w.key(Key::Named(Named::Tab), Modifiers::SHIFT);
        w.assert_focus(id, "Shift+Tab");
    }
    // A custom time control puts its field after the time control list, still in reading
    // order; classical chess has no pool, so the walk ends at the club.
    w.click("game-classical");
    w.send(Message::NewGame(new_game::Message::Clock(new_game::ClockChoice::Custom)));
    w.click("field-club");
    w.assert_focus("field-club", "a click");
    w.key(Key::Named(Named::Tab), Modifiers::default());
    w.assert_focus("pick-clock", "Tab after the club");
    w.key(Key::Named(Named::Tab), Modifiers::default());
    w.assert_focus("field-time-control", "Tab after the time control's list");
    w.key(Key::Named(Named::Tab), Modifiers::SHIFT);
    w.assert_focus("pick-clock", "Shift+Tab from the periods");
}

#[test]
fn tab_walks_the_scheme_form_in_reading_order() {
    let dir = temp_dir("kb-tab-scheme");
    let mut w = Window::new(App::start(&dir, victoria_words::Lang::Ru));
    w.click("start-new");
    w.click("new-start");
    assert!(matches!(w.app.screen(), Screen::Scheme(_)), "{:?}", w.app.screen());
    // The typed scheme, the file path, then the reserve split queen, rooks, bishops.
    let order = ["scheme-typed", "scheme-path", "reserve-0", "reserve-1", "reserve-2", "reserve-3", "reserve-4"];
    for (i, id) in order.iter().enumerate() {
        w.key(Key::Named(Named::Tab), Modifiers::default());
        w.assert_focus(id, &format!("{} Tab", i + 1));
    }
    w.type_text("12", false);
    match w.app.screen() {
        Screen::Scheme(st) => assert_eq!(st.draft().reserves[4], "12", "typed into the last bishop's reserve"),
        _ => unreachable!(),
    }
    for id in order.iter().rev().skip(1) {
        w.key(Key::Named(Named::Tab), Modifiers::SHIFT);
        w.assert_focus(id, "Shift+Tab");
    }
    // The typed scheme and Enter fill the editor (Tab did not leave a stray character).
    w.type_text("Ke1 Qd1", true);
    match w.app.screen() {
        Screen::Scheme(st) => assert_eq!(st.draft().pieces.len(), 2, "{:?}", st.notice()),
        _ => unreachable!(),
    }
}

#[test]
fn the_help_lists_each_key_once_and_fits_the_window() {
    let mut w = opened("kb-help-size", Lang::Ru);
    w.f(KeyAction::Help);
    let b = w.bounds_of("help-close");
    assert!(b.y + b.height <= SIZE.height, "{b:?}");
    assert!(Size::new(b.width, b.height).width > 0.0);
}

#[test]
fn can_mate_still_happen_keeps_the_focus_in_the_move_field() {
    use victoria_arbiter::app::screens::recording::can_mate;
    use victoria_rules::can_mate::Verdict;
    let mut w = opened("kb-mate", Lang::En);
    let plies = w.plies();
    let shown = texts(w.app.view_main());
    assert!(shown.iter().any(|t| t == "Can mate still happen?  [Ctrl+M]"), "the button shows its key: {shown:?}");
    w.click("mate-ask");
    assert!(w.recording().mate().running());
    w.assert_focus("move-input", "asking whether mate can still happen");
    let start = std::time::Instant::now();
    while w.recording().mate().running() {
        assert!(start.elapsed() < std::time::Duration::from_secs(120), "the analysis ends");
        std::thread::sleep(std::time::Duration::from_millis(20));
        w.send(Message::Recording(recording::Message::Mate(can_mate::Message::Poll)));
    }
    w.assert_focus("move-input", "the verdicts");
    let possible =
        w.recording().mate().verdicts().iter().find(|(_, v)| matches!(v, Verdict::Possible { line } if line.len() > 2));
    let side = possible.expect("a helpmate line in a game in progress").0;
    // Its moves hint at the reserves: with the reserve panel closed the button says so.
    let shown = texts(w.app.view_main());
    assert!(shown.iter().any(|t| t == "Show the line (hints at reserves)"), "{shown:?}");
    w.click(if side == victoria_rules::Color::White { "mate-show-white" } else { "mate-show-black" });
    w.assert_focus("move-input", "showing the line");
    w.key(Key::Named(Named::PageDown), Modifiers::default());
    assert_eq!(w.recording().mate().preview().map(|p| p.at()), Some(1), "PgDn: the next move");
    w.assert_focus("move-input", "PgDn");
    w.click("mate-next");
    w.click("mate-next");
    w.key(Key::Named(Named::PageUp), Modifiers::default());
    assert_eq!(w.recording().mate().preview().map(|p| p.at()), Some(2));
    w.click("mate-prev");
    w.assert_focus("move-input", "the preview's buttons");
    w.click("mate-leave");
    assert!(w.recording().mate().preview().is_none());
    w.assert_focus("move-input", "leaving the preview");
    assert_eq!(w.plies(), plies, "the game is untouched");
    // Ctrl+M, then Cancel.
    w.key(Key::Character("m".into()), Modifiers::CTRL);
    assert!(w.recording().mate().running(), "Ctrl+M runs it");
    w.click("mate-cancel");
    assert!(!w.recording().mate().running());
    w.assert_focus("move-input", "cancelling the analysis");
    // The help lists the shortcut in both languages.
    for lang in Lang::ALL {
        w.send(Message::Lang(lang));
        w.f(KeyAction::Help);
        let help = texts(w.app.view_main());
        assert!(help.iter().any(|t| t == "Ctrl+M"), "{}: {help:?}", lang.code());
        assert!(help.contains(&victoria_words::t!(lang, "key-can-mate")), "{}", lang.code());
        w.f(KeyAction::Help);
    }
}

#[test]
fn tab_on_the_recording_screen_never_takes_a_move_to_a_field_out_of_sight() {
    // Issue 22: Tab from the move field went to the live PGN's path field, scrolled out of
    // sight: "Nk5" + Enter recorded nothing and set the path to "Nk5".
    let mut w = opened("kb-tab-recording", Lang::En);
    w.assert_focus("move-input", "opening the game");
    let before = w.plies();
    let game = victoria_record::replay(w.app.session().unwrap().record()).unwrap().unwrap();
    let legal = game.san(game.legal_moves().first().expect("a legal move"));
    w.key(Key::Named(Named::Tab), Modifiers::default());
    w.assert_focus("move-input", "Tab: the move field is the only field shown");
    w.key(Key::Named(Named::Tab), Modifiers::SHIFT);
    w.assert_focus("move-input", "Shift+Tab");
    w.type_text(&legal, true);
    assert_eq!(w.plies(), before + 1, "{legal} was recorded after Tab");
    assert_eq!(w.recording().live().path(), "", "the live PGN's path is untouched");
    // The path has its own field only when the arbiter opens it, in full view and focused.
    w.click("live-pgn-edit");
    w.assert_focus("live-pgn-path", "the path's field opened");
    w.type_text("/tmp/board.pgn", true);
    assert_eq!(w.recording().live().path(), "/tmp/board.pgn");
    w.assert_focus("move-input", "Enter keeps the path and closes its field");
}

#[test]
fn esc_clears_an_entry_that_names_no_move_even_under_a_status_message() {
    // Issue 22: after Esc the slip's text stayed in the move field, and the next move was typed
    // onto it ("zz9Nk5"); the status bar's message took the Esc.
    let mut w = opened("kb-esc-slip", Lang::En);
    let before = w.plies();
    w.type_text("zz9", true);
    assert_eq!(w.plies(), before);
    assert!(w.recording().flags().iter().any(|f| matches!(f, victoria_session::model::Flag::Notation { .. })));
    w.f(KeyAction::Cancel);
    assert_eq!(w.recording().input(), "", "Esc clears the slip");
    assert!(!w.recording().flags().iter().any(|f| matches!(f, victoria_session::model::Flag::Notation { .. })));
    w.assert_focus("move-input", "Esc on the slip");
    let game = victoria_record::replay(w.app.session().unwrap().record()).unwrap().unwrap();
    let legal = game.san(game.legal_moves().first().expect("a legal move"));
    w.type_text(&legal, true);
    assert_eq!(w.plies(), before + 1, "{legal} was recorded after the slip");
}

#[test]
fn the_details_show_each_part_once() {
    // The live PGN's part was drawn twice in the details (a heading, its words and its button).
    for lang in [Lang::En, Lang::Ru] {
        let w = opened("kb-details-once", lang);
        let shown = texts(w.app.view_main());
        let heading = victoria_words::t!(lang, "app-live-pgn");
        let n = shown.iter().filter(|t| **t == heading).count();
        assert_eq!(n, 1, "{lang:?}: {heading:?} {n} times: {shown:?}");
    }
}

/// Issue 39: after a player is entered from the form's last field, the keyboard is back in the
/// name field for the next entrant (it stayed in "Federation").
#[test]
fn after_a_player_is_entered_the_focus_returns_to_the_name_field() {
    let dir = temp_dir("kb-entry");
    std::fs::write(dir.join("config.json"), "{\"lang\":\"en\",\"recent\":[]}").unwrap();
    let event = dir.join("event");
    let t = victoria_tournament::Tournament::new(
        "Entry Open",
        "classical",
        5,
        victoria_tournament::PairingSystem::Swiss { baku_acceleration: false },
    );
    victoria_tournament::Folder::create(&event, t).unwrap();
    let mut w = Window::new(App::start(&dir, Lang::En));
    w.send(Message::MainOpened(iced::window::Id::unique()));
    w.click("start-tournament");
    w.click("tour-folder");
    w.type_text(event.to_str().unwrap(), true);
    let entrants = |w: &Window| match w.app.screen() {
        Screen::Tournament(st) => st.session().map_or(0, |d| d.tournament().players.len()),
        s => panic!("not on the Tournament screen: {s:?}"),
    };
    w.click("tour-player-name");
    w.type_text("Ann Lee", false);
    w.click("tour-player-federation");
    w.type_text("RUS", true);
    assert_eq!(entrants(&w), 1);
    w.assert_focus("tour-player-name", "entering a player from Federation");
    // The next entrant is typed at once.
    w.type_text("Bob Ray", true);
    assert_eq!(entrants(&w), 2);
    let Screen::Tournament(st) = w.app.screen() else { unreachable!() };
    assert_eq!(st.session().unwrap().tournament().players[1].name, "Bob Ray");
    w.assert_focus("tour-player-name", "entering the next player");
}

#[test]
fn a_draw_offer_is_shown_once() {
    // The offer waiting was said twice: in the message line and in the decision bar.
    for lang in [Lang::En, Lang::Ru] {
        let mut w = opened(&format!("kb-draw-once-{}", lang.code()), lang);
        w.f(KeyAction::DrawByWhite);
        let o = w.app.session().unwrap().pending_draw().expect("the offer waits");
        let line = victoria_words::Words::words(&o, lang);
        let shown = texts(w.app.view_main());
        let n = shown.iter().filter(|t| t.contains(&line)).count();
        assert_eq!(n, 1, "{lang:?}: {line:?} {n} times: {shown:?}");
    }
}

/// The Tournament screen's lists are the app's one pick list (issue 39 left them out): Tab
/// reaches the new event's game and system lists and the print list, and the arrow keys choose
/// on the one with the focus (the next print, the pairings by name, is written).
#[test]
fn tab_reaches_the_tournament_screens_lists_and_the_arrows_choose() {
    let dir = temp_dir("kb-tour-lists");
    std::fs::write(dir.join("config.json"), "{\"lang\":\"en\",\"recent\":[]}").unwrap();
    let mut w = Window::new(App::start(&dir, Lang::En));
    w.send(Message::MainOpened(iced::window::Id::unique()));
    w.click("start-tournament");
    // Tab's stops, once round.
    let mut stops = Vec::new();
    let walk = |w: &mut Window, stops: &mut Vec<Option<Id>>| {
        stops.clear();
        for _ in 0..40 {
            w.key(Key::Named(Named::Tab), Modifiers::default());
            let at = w.focused();
            if stops.first() == Some(&at) {
                break;
            }
            stops.push(at);
        }
    };
    walk(&mut w, &mut stops);
    for id in ["pick-new-game", "pick-new-system"] {
        assert!(stops.contains(&Some(Id::new(id))), "Tab never reaches {id}: {stops:?}");
    }
    // An event with a round paired.
    let event = dir.join("event");
    let t = victoria_tournament::Tournament::new(
        "Lists Open",
        "classical",
        0,
        victoria_tournament::PairingSystem::RoundRobin { double: false },
    );
    victoria_tournament::Folder::create(&event, t).unwrap();
    let mut d = victoria_session::tournament::TournamentSession::open(&event).unwrap();
    for name in ["Ann", "Bob", "Cid", "Dan"] {
        d.add_player(&victoria_session::tournament::PlayerForm::named(name)).unwrap();
    }
    d.pair_next().unwrap();
    d.save().unwrap();
    drop(d);
    w.click("tour-folder");
    w.type_text(event.to_str().unwrap(), true);
    walk(&mut w, &mut stops);
    assert!(stops.contains(&Some(Id::new("pick-print-what"))), "Tab never reaches the print list: {stops:?}");
    while w.focused() != Some(Id::new("pick-print-what")) {
        w.key(Key::Named(Named::Tab), Modifiers::default());
    }
    w.key(Key::Named(Named::ArrowDown), Modifiers::default());
    w.click("tour-print");
    assert!(event.join("by-name-round1.pdf").is_file(), "the pairings by name, chosen by the arrow, are printed");
}

/// Issue 39 (the Xvfb walk of walk39d): Esc closes every dialog of the recording screen, and
/// every dialog's Cancel button says so — the take-back's and the promotion's read
/// "Cancel  [Esc]", but the clock setting's, the withdrawal's and the result's read "Cancel"
/// alone; in both languages.
#[test]
fn every_dialog_s_cancel_shows_esc_and_esc_closes_it() {
    use crate::drive::{go, rec, texts};
    use crate::fit::decisions::{QUEEN, at};
    use victoria_arbiter::app::keys::Shortcut;
    use victoria_record::time_control::Preset;
    use victoria_rules::{Options, Rules};
    let (mut h, _clock) = at("esc-dialogs", Rules::victoria(Options::default()), QUEEN, Some(Preset::Blitz.control()));
    // A logged attempt, for the withdrawal's dialog.
    h.type_into("move-input", "Kf9-f5", true);
    rec(&mut h.app, recording::Message::ConfirmIllegal);
    let opens: [(&str, Message); 3] = [
        ("the clock setting", Message::Shortcut(Shortcut::SetClocks)),
        ("the withdrawal", Message::Recording(recording::Message::WithdrawOpen(1))),
        ("the result", Message::Key(KeyAction::Result)),
    ];
    let mut bad = Vec::new();
    for (what, open) in opens {
        for lang in [Lang::En, Lang::Ru] {
            go(&mut h.app, Message::Lang(lang));
            go(&mut h.app, open.clone());
            let cancel = victoria_words::t!(lang, "app-cancel");
            let shown = texts(&h.app);
            if !shown.iter().any(|t| *t == format!("{cancel}  [Esc]")) {
                bad.push(format!("{what} ({}): no “{cancel}  [Esc]” in {shown:?}", lang.code()));
            }
            go(&mut h.app, Message::Key(KeyAction::Cancel));
            if texts(&h.app).iter().any(|t| t.starts_with(&cancel)) {
                bad.push(format!("{what} ({}): still open after Esc", lang.code()));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Issue 39 (the Russian Xvfb walk of walk39d): in a dead position (K vs K) a move typed and
/// entered is answered "the game has ended" and stays in the field, and Esc left it there. Esc
/// clears the move field wherever it has text — after that answer, or typed and not entered —
/// unless a dialog is open (then Esc closes the dialog and the text stays); the dead position's
/// box that the answer replaced shows again (it stayed away, walk39e's walk).
#[test]
fn esc_clears_the_move_field_wherever_it_has_text_unless_a_dialog_is_open() {
    use crate::drive::{go, rec, state};
    use crate::support::app::Harness;
    use victoria_session::model::Flag;
    let (mut h, _) = crate::decisions::classical_from("esc-clears-field", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", None);
    assert!(h.app.session().unwrap().ended_on_board());
    let ending = |h: &Harness| state(&h.app).flags().iter().any(|f| matches!(f, Flag::Ending { .. }));
    assert!(ending(&h), "the dead position's box shows: {:?}", state(&h.app).flags());
    // Entered after the end: answered, kept in the field; Esc clears it and its answer, and the
    // dead position's box, which the answer had replaced, shows again.
    h.type_into("move-input", "Ke2", true);
    assert_eq!(state(&h.app).input(), "Ke2");
    assert!(state(&h.app).flags().iter().any(|f| matches!(f, Flag::Ended { .. })), "{:?}", state(&h.app).flags());
    go(&mut h.app, Message::Key(KeyAction::Cancel));
    assert_eq!(state(&h.app).input(), "", "Esc clears the move typed after the end");
    assert!(!state(&h.app).flags().iter().any(|f| matches!(f, Flag::Ended { .. })));
    assert!(ending(&h), "the dead position's box is back after Esc: {:?}", state(&h.app).flags());
    // Typed, not entered.
    rec(&mut h.app, recording::Message::Input("Kd2".into()));
    go(&mut h.app, Message::Key(KeyAction::Cancel));
    assert_eq!(state(&h.app).input(), "", "Esc clears a move typed and not entered");
    // A dialog open: Esc closes it, and the text stays.
    rec(&mut h.app, recording::Message::Input("Kf2".into()));
    go(&mut h.app, Message::Key(KeyAction::Result));
    assert!(state(&h.app).result_dialog().is_some(), "the result dialog is open");
    go(&mut h.app, Message::Key(KeyAction::Cancel));
    assert!(state(&h.app).result_dialog().is_none(), "Esc closed it");
    assert_eq!(state(&h.app).input(), "Kf2", "Esc closed the result dialog, the text stays");
    go(&mut h.app, Message::Key(KeyAction::Cancel));
    assert_eq!(state(&h.app).input(), "", "the next Esc clears it");
}
