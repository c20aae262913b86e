//! VFEN: any text is refused with a message or read into a position whose own VFEN reads back
//! to the same position; a read position plays its first legal move without a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use victoria_rules::{AnyGame, Position, Rules};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let rules = Rules::default();
    let Ok(pos) = Position::from_vfen(text, rules) else { return };
    let vfen = pos.to_vfen();
    let again = Position::from_vfen(&vfen, rules).expect("a position's own VFEN reads back");
    assert_eq!(again.to_vfen(), vfen, "VFEN round trip");
    let mut game = AnyGame::new(&vfen, rules).expect("a read position starts a game");
    if let Some(m) = game.legal_moves().first().cloned() {
        game.play(&m).expect("a legal move plays");
    }
});
