//! The live event on the app's screens (issue 41), headless and on loopback: the chief opens
//! the event to the boards on the Tournament screen (the hub in the app's process); desks join
//! — the library's join client, and a second app through the Start screen's "Join an event" —;
//! both screens show the same code; the chief assigns a board by typing it; a desk's snapshot
//! with a result shows as provisional, F4 confirms it and it lands in the round; a result typed
//! on the screen that differs is a conflict, never written over; the desk app's moves reach the
//! chief's screen, and its link says when the hub has gone. Nothing waits: every update
//! returns at once, with the hub running or stopped.

use crate::support::app as app_support;

use app_support::Harness;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};
use victoria_arbiter::app::keys::Action as Key;
use victoria_arbiter::app::screens::new_game;
use victoria_arbiter::app::screens::start::join;
use victoria_arbiter::app::screens::tournament::{self, Tab, live};
use victoria_arbiter::app::screens::{Screen, start};
use victoria_arbiter::app::{Message, live::LinkView};
use victoria_live::client::HubClient;
use victoria_live::join::{BoardId, HubAddress};
use victoria_live::outbox::Outbox;
use victoria_live::publisher::Publisher;
use victoria_live::{Envelope, Snapshot};
use victoria_record::Declared;
use victoria_record::sign::{ArbiterKey, fingerprint};
use victoria_record::time_control::TimeControl;
use victoria_rules::{Color, Options};
use victoria_session::tournament::{PlayerForm, TournamentSession, TypedResult};
use victoria_tournament::{Folder, GameResult, PairingSystem, Tournament};
use victoria_words::Lang;
use victoria_words::Words as _;

/// A classical round robin of four, 60+30, in a folder of its own.
fn event(name: &str) -> PathBuf {
    let dir = app_support::temp_dir(name).join("event");
    let mut t = Tournament::new("Winter Open", "classical", 0, PairingSystem::RoundRobin { double: false });
    t.time_control = "60+30".into();
    t.city = "Kazan".into();
    Folder::create(&dir, t).unwrap();
    let mut d = TournamentSession::open(&dir).unwrap();
    for p in ["Ann Lee", "Bob Ray", "Cid Moss", "Dan Fox"] {
        d.add_player(&PlayerForm { rating: "1800".into(), ..PlayerForm::named(p) }).unwrap();
    }
    dir
}

fn st(h: &Harness) -> &tournament::State {
    match h.app.screen() {
        Screen::Tournament(st) => st,
        other => panic!("not on the Tournament screen: {other:?}"),
    }
}

fn on_live(m: live::Message) -> Message {
    Message::Tournament(tournament::Message::Live(m))
}

/// Waits (up to 10 s) until `done`, which may drive the app.
fn until(what: &str, mut done: impl FnMut() -> bool) {
    let end = Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(Instant::now() < end, "waited 10 s for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Sends `m` and checks that the app's update returned at once.
fn at_once(h: &mut Harness, m: Message) {
    let t = Instant::now();
    h.send(m);
    assert!(t.elapsed() < Duration::from_millis(500), "the update took {:?}", t.elapsed());
}

/// The chief's app on a new event with round 1 paired and the hub open on loopback.
fn chief(name: &str) -> Harness {
    let dir = event(name);
    let mut h = Harness::new(&format!("{name}-chief"));
    h.send(Message::Lang(Lang::En));
    h.click("start-tournament");
    h.type_into("tour-folder", dir.to_str().unwrap(), true);
    h.click("tour-pair");
    assert_eq!(st(&h).session().unwrap().rounds(), vec![1]);
    h.send(on_live(live::Message::Listen("127.0.0.1:0".into())));
    let t = Instant::now();
    h.click("live-open-bar");
    assert!(t.elapsed() < Duration::from_secs(1), "the hub starts in under a second: {:?}", t.elapsed());
    assert!(st(&h).live().running(), "{:?}", st(&h).notice().map(|n| n.words(Lang::En)));
    assert_eq!(st(&h).tab(), Tab::Live);
    h
}

fn join_url(h: &Harness) -> String {
    st(h).live().join_url().expect("the hub runs").to_string()
}

/// The chief's screen until a desk with `code` waits on it.
fn until_waiting(chief: &mut Harness, code: &str) {
    until("the desk's code on the chief's screen", || {
        chief.send(on_live(live::Message::Refresh));
        st(chief).live().waiting().iter().any(|d| d.code == code)
    });
}

/// A snapshot of a finished game for `board`, signed by `key`, its sealed sheet's digest with it.
fn finished_snapshot(key: [u8; 32], board: BoardId, loser: Color) -> Envelope {
    snapshot_of(key, board, loser, 1, true)
}

/// A snapshot of a finished game numbered `seq`, with or without the sealed sheet's digest.
fn snapshot_of(key: [u8; 32], board: BoardId, loser: Color, seq: u64, sealed: bool) -> Envelope {
    let mut game = victoria_record::samples::random_game(3, 4, Options::default()).unwrap();
    game.declare(Declared::Resignation { loser }, "").unwrap();
    let mut p = Publisher::in_memory(Arc::new(ArbiterKey::from_secret(key)), board);
    let env = p.publish(&game, game.now()).unwrap().expect("a first snapshot");
    let mut snap: Snapshot = env.open("snapshot").unwrap();
    snap.seq = seq;
    snap.sheet_digest = sealed.then(|| "ab".repeat(32));
    Envelope::seal("snapshot", &snap, &ArbiterKey::from_secret(key))
}

/// Sends `env` to the hub as a desk's outbox does, and waits until it is delivered.
fn deliver(address: &HubAddress, env: Envelope) {
    let out = Outbox::start(address);
    out.send(env);
    let s = out.finish(Duration::from_secs(5));
    assert_eq!((s.delivered, s.waiting, s.refused), (1, 0, 0), "{s:?}");
}

#[test]
fn the_chief_opens_the_event_assigns_desks_and_confirms_a_result_into_the_round() {
    let mut chief = chief("live-chief");
    let url = join_url(&chief);
    assert!(url.starts_with("http://127.0.0.1:") && url.contains("/?hub="), "{url}");
    let fp = st(&chief).live().fingerprint().unwrap().to_string();
    assert!(url.ends_with(&fp));
    assert!(st(&chief).live().qr().is_some_and(|q| q.width() >= 21));
    let shown = chief.main_texts();
    assert!(shown.contains(&url) && shown.contains(&fp), "{shown:?}");
    assert!(shown.iter().any(|t| t == "Close the event to the boards"), "{shown:?}");

    // A desk joins with the library's client: its code appears on the chief's screen.
    let address = HubAddress::parse(&url).unwrap();
    let client = HubClient::connect(&address).unwrap();
    let one = ArbiterKey::from_secret([7; 32]);
    let code = client.join(&one, "Desk One", None).unwrap();
    until_waiting(&mut chief, &code);
    let shown = chief.main_texts();
    assert!(shown.contains(&code) && shown.iter().any(|t| t == "Desk One"), "{shown:?}");
    assert!(st(&chief).notice().is_some_and(|n| n.words(Lang::En).contains(&code)));

    // A board that is not one: said, nothing assigned.
    let one_fp = fingerprint(&one.public_hex());
    chief.send(on_live(live::Message::DeskBoard(one_fp.clone(), "x".into())));
    chief.send(on_live(live::Message::Assign(one_fp.clone())));
    assert_eq!(st(&chief).live().waiting().len(), 1);
    assert!(st(&chief).notice().is_some_and(|n| n.is_error() && n.words(Lang::En).contains("“x” is not a board")));
    chief.send(on_live(live::Message::DeskBoard(one_fp.clone(), String::new())));
    // Board 1, typed in the desk's field, Enter.
    let field: &'static str = Box::leak(live::desk_field(&code).into_boxed_str());
    chief.type_into(field, "1", true);
    assert!(st(&chief).live().waiting().is_empty());
    let a = client.state(&one).unwrap().assignment().expect("assigned");
    assert_eq!(a.board, BoardId { round: 1, board: 1 });
    // The desk starts from the pairing, with the event's options and clock.
    let start = a.start.expect("the board's start");
    let b1 = st(&chief).session().unwrap().round(1).unwrap().boards[0].clone();
    assert_eq!((start.event.event.as_str(), start.event.site.as_str()), ("Winter Open", "Kazan"));
    assert_eq!(
        (start.event.white.as_str(), start.event.black.as_str()),
        (b1.white.name.as_str(), b1.black.name.as_str())
    );
    assert_eq!((start.event.round.as_str(), start.event.board.as_str()), ("1", "1"));
    assert_eq!(start.rules.ruleset, victoria_rules::Ruleset::Classical);
    assert_eq!(start.time_control.map(|t| t.text()), Some(TimeControl::parse("60+30").unwrap().text()));
    assert_eq!(st(&chief).live().board(1, 1).and_then(|b| b.desk.clone()), Some(("Desk One".into(), code.clone())));

    // Its game ends 1-0: provisional on the chief's screen, not yet in the round; before the
    // sealed sheet has come, F4 has nothing to confirm.
    let b11 = BoardId { round: 1, board: 1 };
    deliver(&address, snapshot_of([7; 32], b11, Color::Black, 1, false));
    until("an unsigned provisional result", || {
        chief.send(on_live(live::Message::Refresh));
        st(&chief).live().board(1, 1).is_some_and(|b| b.status() == "provisional")
    });
    let shown = chief.main_texts();
    assert!(shown.iter().any(|t| t == "1-0 provisional, the signed sheet not yet in"), "{shown:?}");
    assert!(!st(&chief).live().board(1, 1).unwrap().confirmable());
    chief.send(Message::Key(Key::Signatures));
    assert_eq!(st(&chief).live().board(1, 1).map(|b| b.status()), Some("provisional"));
    deliver(&address, snapshot_of([7; 32], b11, Color::Black, 2, true));
    until("the sealed sheet", || {
        chief.send(on_live(live::Message::Refresh));
        st(&chief).live().board(1, 1).is_some_and(|b| b.confirmable())
    });
    assert!(chief.main_texts().iter().any(|t| t == "1-0 provisional"), "{:?}", chief.main_texts());
    assert_eq!(st(&chief).session().unwrap().round(1).unwrap().boards[0].result, None);
    // F4 confirms it: final, and in the round.
    chief.send(Message::Key(Key::Signatures));
    assert_eq!(st(&chief).live().board(1, 1).map(|b| b.status()), Some("final"));
    assert_eq!(st(&chief).session().unwrap().round(1).unwrap().boards[0].result, Some(GameResult::WhiteWins));
    assert!(chief.main_texts().iter().any(|t| t == "1-0 final"));

    // A second desk on board 2, whose result the chief has typed as a draw: the desk's 1-0 is
    // a conflict, shown, and the draw stays.
    let two = ArbiterKey::from_secret([8; 32]);
    let code2 = client.join(&two, "Desk Two", None).unwrap();
    until_waiting(&mut chief, &code2);
    let field: &'static str = Box::leak(live::desk_field(&code2).into_boxed_str());
    chief.type_into(field, "1.2", true);
    chief.send(Message::Tournament(tournament::Message::Select(2)));
    chief.send(Message::Tournament(tournament::Message::Results(tournament::results::Message::Set(TypedResult::Draw))));
    deliver(&address, finished_snapshot([8; 32], BoardId { round: 1, board: 2 }, Color::Black));
    until("a conflict", || {
        chief.send(on_live(live::Message::Refresh));
        st(&chief).live().board(1, 2).is_some_and(|b| b.status() == "conflict")
    });
    let shown = chief.main_texts();
    assert!(shown.iter().any(|t| t.starts_with("conflict: the desk says 1-0, the event holds 1/2-1/2")), "{shown:?}");
    assert_eq!(st(&chief).session().unwrap().round(1).unwrap().boards[1].result, Some(GameResult::Draw));
    // F4 does not confirm a conflict.
    chief.send(Message::Key(Key::Signatures));
    assert_eq!(st(&chief).session().unwrap().round(1).unwrap().boards[1].result, Some(GameResult::Draw));

    // The words in Russian too, then the hub closes cleanly.
    chief.send(Message::Lang(Lang::Ru));
    assert!(chief.main_texts().iter().any(|t| t == "1-0 окончательный"), "{:?}", chief.main_texts());
    chief.click("live-close");
    assert!(!st(&chief).live().running());
    assert!(HubClient::connect(&address).is_err(), "nothing listens any more");
}

/// Where the desk app's join stands.
fn progress(h: &Harness) -> join::Progress {
    match h.app.screen() {
        Screen::Start(s) => s.join().progress(),
        other => panic!("not on the Start screen: {other:?}"),
    }
}

fn link(h: &Harness) -> LinkView {
    h.app.link().expect("the desk's link").view().clone()
}

#[test]
fn a_desk_joins_from_the_start_screen_publishes_its_moves_and_says_when_the_hub_has_gone() {
    let mut chief = chief("live-desk");
    let url = join_url(&chief);
    let mut desk = Harness::new("live-desk-app");
    desk.send(Message::Lang(Lang::En));
    desk.click("start-join");
    desk.type_into(join::ADDRESS_FIELD, &url, true);
    let check = Message::Start(start::Message::Join(join::Message::Check));
    until("the desk's code", || {
        desk.send(check.clone());
        matches!(progress(&desk), join::Progress::Waiting { .. })
    });
    let join::Progress::Waiting { code } = progress(&desk) else { unreachable!() };
    assert!(desk.main_texts().iter().any(|t| *t == format!("Your code: {code}")), "{:?}", desk.main_texts());
    // The chief sees the same code, and gives the desk board 2.
    until_waiting(&mut chief, &code);
    let field: &'static str = Box::leak(live::desk_field(&code).into_boxed_str());
    chief.type_into(field, "2", true);
    // The desk: New game filled in from the pairing, the event's rules and clock.
    until("the desk's New game form", || {
        desk.send(check.clone());
        matches!(desk.app.screen(), Screen::NewGame(_))
    });
    let b2 = st(&chief).session().unwrap().round(1).unwrap().boards[1].clone();
    let Screen::NewGame(form) = desk.app.screen() else { unreachable!() };
    assert_eq!(form.fields().get(new_game::Field::Event), "Winter Open");
    assert_eq!(form.fields().get(new_game::Field::Round), "1");
    assert_eq!(form.fields().get(new_game::Field::Board), "2");
    assert_eq!(form.fields().get(new_game::Field::White), b2.white.name);
    assert_eq!(form.fields().get(new_game::Field::Black), b2.black.name);
    assert_eq!(form.game(), victoria_rules::Ruleset::Classical);
    // It says where the game goes — the app's `live/` folder, not a tournament folder — and
    // Back returns to the Start screen the desk joined from (then the pairing's form again).
    assert_eq!(form.origin(), new_game::Origin::Desk);
    let saved = form.save_to().unwrap().to_path_buf();
    assert_eq!(saved, desk.app.config_dir().join("live").join("round1_board2.json"));
    let texts = desk.main_texts();
    assert!(
        texts.iter().any(|t| t.starts_with("The game is saved on this desk, in the app's folder for live events")),
        "{texts:?}"
    );
    assert!(!texts.iter().any(|t| t.contains("tournament folder")), "{texts:?}");
    desk.send(Message::NewGame(new_game::Message::Back));
    assert!(matches!(desk.app.screen(), Screen::Start(_)), "{:?}", desk.app.screen());
    desk.click("start-join");
    desk.type_into(join::ADDRESS_FIELD, &url, true);
    until("the desk's New game form again", || {
        desk.send(check.clone());
        matches!(desk.app.screen(), Screen::NewGame(_))
    });
    desk.send(Message::NewGame(new_game::Message::Start));
    assert!(matches!(desk.app.screen(), Screen::Recording(_)), "{:?}", desk.app.screen());

    // A move: it reaches the chief's screen; the desk's link says it was sent.
    desk.type_into("move-input", "e4", true);
    until("the move on the chief's screen", || {
        chief.send(on_live(live::Message::Refresh));
        st(&chief).live().board(1, 2).is_some_and(|b| b.moves == 1)
    });
    assert_eq!(st(&chief).live().board(1, 2).and_then(|b| b.last.clone()).as_deref(), Some("e4"));
    until("the link to say sent", || {
        desk.send(Message::LiveTick);
        !link(&desk).busy() && link(&desk).status.delivered > 0
    });
    assert!(desk.main_texts().iter().any(|t| t == "Live: sent to the hub"), "{:?}", desk.main_texts());

    // The hub closes: the desk goes on recording at once, and its link says the hub is gone.
    chief.click("live-close");
    at_once(&mut desk, Message::Recording(victoria_arbiter::app::screens::recording::Message::Input("e5".into())));
    at_once(&mut desk, Message::Recording(victoria_arbiter::app::screens::recording::Message::Submit));
    assert_eq!(desk.app.session().unwrap().record().moves.len(), 2);
    until("the link to say the hub is unreachable", || {
        at_once(&mut desk, Message::LiveTick);
        link(&desk).down()
    });
    let shown = desk.main_texts();
    assert!(
        shown.iter().any(|t| t.starts_with("Live: hub unreachable since") && t.ends_with("1 snapshot waiting")),
        "{shown:?}"
    );
    desk.send(Message::Lang(Lang::Ru));
    assert!(desk.main_texts().iter().any(|t| t.starts_with("Трансляция: хаб недоступен с")), "{:?}", desk.main_texts());

    // The desk restarted: the game reopened goes on publishing to the same hub and board.
    let game = desk.app.session().unwrap().path().expect("the board's game file");
    let dir = desk.dir.clone();
    drop(desk);
    let mut again = Harness::at(&dir);
    assert!(again.app.link().is_none());
    again.send(Message::Start(start::Message::Open(game)));
    let l = again.app.link().expect("the link resumed from the game's live file");
    assert_eq!(l.assignment().board, BoardId { round: 1, board: 2 });
    assert_eq!(l.hub().text(), HubAddress::parse(&url).unwrap().text());
}
