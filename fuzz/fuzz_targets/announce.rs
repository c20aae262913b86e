//! Announced moves: any text read in a middle-game position (Victoria, from the samples) is one
//! legal move, an ambiguity, or a refusal with the engine's ruling, never a panic; a move it
//! names plays.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use victoria_record::recorder::interpret;
use victoria_record::{EventInfo, samples};
use victoria_rules::{AnyGame, Options};

fn game() -> &'static AnyGame {
    static GAME: OnceLock<AnyGame> = OnceLock::new();
    GAME.get_or_init(|| {
        let base = chrono::DateTime::parse_from_rfc3339("2026-11-28T10:00:00+03:00").unwrap();
        let mut d =
            samples::started(EventInfo::default(), Options::default(), samples::WHITE, samples::BLACK, base).unwrap();
        let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(3);
        samples::play_on(&mut d, &mut rng, 12, base, Default::default()).unwrap();
        d.any_game().unwrap().clone()
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let game = game();
    if let Ok(m) = interpret(game, text) {
        let mut g = game.clone();
        g.play(&m).expect("an interpreted move is legal");
    }
});
