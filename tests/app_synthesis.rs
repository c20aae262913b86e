//! A game of Synthesis chess through the app, headless (issue 7): the new-game screen starts a
//! Synthesis game straight on the recording screen (no schemes, reveal or draw), the moves of the
//! king-capture sample are typed in the notations the arbiter hears, the flags show each
//! colour's regime (A→B→C), the escapes, both kings in check, the captured king and its one
//! reply, an illegal move with its S-ruling, and the public window shows the same flags; the
//! result is the engine's (S27).
#![cfg(feature = "gui")]

mod app_support;

use app_support::Harness;
use victoria_arbiter::app::screens::{new_game, recording};
use victoria_arbiter::app::session::{Flag, Ground};
use victoria_arbiter::app::{Message, Screen};
use victoria_arbiter::record::samples;
use victoria_arbiter::rules::{Color, Ruleset};

fn flags(h: &Harness) -> Vec<Flag> {
    match &h.app.screen {
        Screen::Recording(st) => st.flags.clone(),
        other => panic!("expected the Recording screen, found {other:?}"),
    }
}

fn synthesis_lines(f: &[Flag]) -> Vec<String> {
    f.iter()
        .filter_map(|x| match x {
            Flag::Synthesis { en, .. } => Some(en.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_synthesis_game_through_regimes_a_b_c_to_a_king_capture_and_its_reply() {
    let mut h = Harness::new("synthesis");
    h.click("lang-en");
    h.click("start-new");
    h.type_into("field-white", "Olga Sokolova", false);
    h.type_into("field-black", "Pavel Morozov", false);
    h.send(Message::NewGame(new_game::Message::StartSynthesis));
    assert!(matches!(h.app.screen, Screen::Recording(_)), "no schemes in Synthesis: {:?}", h.app.screen);
    let s = h.app.session.as_ref().unwrap();
    assert_eq!(s.record().rules.ruleset, Ruleset::Synthesis);
    assert!(s.record().schemes.white.commitment.is_none());
    assert_eq!(h.app.board.width, 8);

    // An illegal move: a pawn capture is mandatory while White's queen is at home (S8).
    h.type_into("move-input", "e4", true);
    h.type_into("move-input", "d5", true);
    h.type_into("move-input", "Nf3", true);
    let f = flags(&h);
    let Flag::Illegal { rule, .. } = &f[0] else { panic!("expected an illegal flag: {f:?}") };
    assert_eq!(rule, "S8");
    assert!(h.main_texts().iter().any(|t| t.contains("S8")));

    // Start again from a fresh game and type the sample's moves as announced.
    let sample = samples::synthesis_king_capture().unwrap();
    let moves: Vec<String> = sample.record().moves.iter().map(|m| m.announced.clone()).collect();
    let mut h = Harness::new("synthesis-sample");
    h.click("lang-en");
    h.click("start-new");
    h.type_into("field-white", "Olga Sokolova", false);
    h.type_into("field-black", "Pavel Morozov", false);
    h.send(Message::NewGame(new_game::Message::StartSynthesis));
    let mut seen: Vec<String> = Vec::new();
    let mut public_seen: Vec<String> = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        h.type_into("move-input", m, true);
        let f = flags(&h);
        assert!(matches!(&f[0], Flag::Recorded { .. }), "ply {}: {m}: {f:?}", i + 1);
        seen.extend(synthesis_lines(&f));
        public_seen.extend(h.public_texts());
    }
    let has = |v: &[String], s: &str| v.iter().any(|t| t.contains(s));
    assert!(has(&seen, "White: regime A"), "{seen:?}");
    assert!(has(&seen, "White: regime B"), "{seen:?}");
    assert!(has(&seen, "White: regime C"), "{seen:?}");
    assert!(has(&seen, "escapes left"), "{seen:?}");
    assert!(has(&seen, "both kings in check"), "{seen:?}");
    assert!(has(&seen, "king is captured: one reply"), "{seen:?}");
    assert!(has(&seen, "both kings were captured"), "{seen:?}");
    // Nothing is secret in Synthesis: the public window shows the same flags.
    for s in ["White: regime C", "both kings in check", "king is captured: one reply"] {
        assert!(has(&public_seen, s), "public window lacks '{s}'");
    }
    let s = h.app.session.as_ref().unwrap();
    assert_eq!(s.record().moves.len(), moves.len());

    // The result is the engine's: Black captured last and wins (S27).
    h.click("result-open");
    h.send(Message::Recording(recording::Message::ResultGround(Ground::Checkmate(Color::Black))));
    h.send(Message::Recording(recording::Message::ResultConfirm));
    let r = h.app.session.as_ref().unwrap().result().cloned().expect("a result");
    assert_eq!((r.outcome.as_str(), r.score()), ("king_captured", "0-1"));
    assert_eq!(r.ground, "both_kings");
}
