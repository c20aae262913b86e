//! S1–S2 the board, the men and the notation: FEN with the `queen:`, `classical:` and `escapes:` tokens, canonical writing, refusals naming the field; SAN.

use super::*;

fn fault(fen: &str) -> (String, String) {
    let e = Position::from_fen(fen, Options::default()).expect_err(fen);
    (e.field.to_string(), e.to_string())
}

#[test]
fn s1_the_start_position_is_classical_and_both_colours_are_home() {
    let p = Position::start(Options::default());
    assert_eq!(p.to_fen(), START_FEN);
    assert_eq!((p.width(), p.height()), (8, 8));
    for c in Color::ALL {
        assert_eq!(p.regime(c), Regime::A);
        assert_eq!(p.escapes(c), None);
    }
    assert_eq!(moves(&p).len(), 20);
    assert_eq!(p.perft(3), 8_576); // 8_902 in chess: pawn captures are mandatory from move 2 on
}

#[test]
fn s2_missing_fields_default_and_writing_is_canonical() {
    assert_eq!(pos("4k3/8/8/8/8/8/8/4K3").to_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(pos("4k3/8/8/8/8/8/8/4K3 b").to_fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    // Tokens may follow missing fields.
    assert_eq!(pos("4k3/8/8/8/8/8/8/4K2R w queen:xaway,xhome").regime(Color::White), Regime::C);
    // Castling letters in KQkq order, rights without their king and rook dropped.
    assert_eq!(pos("r3k3/8/8/8/8/8/8/4K2R w qkQK - 0 1").to_fen(), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    // Shredder letters and VFEN squares name the same rights.
    assert_eq!(pos("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").to_fen(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(pos("r3k2r/8/8/8/8/8/8/R3K2R w a1,h8 - 0 1").to_fen(), "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1");
    // Round trips of canonical strings.
    for fen in [
        START_FEN,
        "4k3/8/8/8/8/8/8/3QK2R w - - 0 1 queen:xaway,xhome",
        "4k2r/8/8/8/8/q7/8/4K2R b - - 3 17",
        "4k2r/8/8/8/8/8/8/4K2R w - - 0 1 queen:xaway,xaway escapes:w=3,b=0",
        "R7/5k2/8/8/8/8/8/3QK3 b - - 0 2 classical:w",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 classical:wb",
        "1Q2k3/8/8/8/8/8/8/Q3K2R w - - 0 1 queen:a1,xhome",
        "4R3/8/8/8/8/8/8/4r3 w - - 0 2",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
    ] {
        assert_eq!(pos(fen).to_fen(), fen);
    }
}

#[test]
fn s2_queen_token_defaults() {
    // A queen on its home square is the original one; otherwise the only queen; none: xhome.
    let p = pos("3qk3/8/8/8/8/8/8/1Q2K3 w - - 0 1");
    assert_eq!(p.queen_state(Color::White), QueenState::On(sq("b1")));
    assert_eq!(p.queen_state(Color::Black), QueenState::On(sq("d8")));
    assert_eq!(pos("4k3/8/8/8/8/8/8/4K3 w").queen_state(Color::White), QueenState::CapturedHome);
    let p = pos("3qk3/8/8/8/8/8/Q7/1Q1QK3 w - - 0 1");
    assert_eq!(p.queen_state(Color::White), QueenState::On(sq("d1")));
    // Several queens, none at home: the token is required and then written.
    let (field, text) = fault("4k3/8/8/8/8/8/Q7/1Q2K3 w - - 0 1");
    assert_eq!(field, "queen");
    assert!(text.contains("several queens and none on d1"), "{text}");
    let p = pos("4k3/8/8/8/8/8/Q7/1Q2K2R w - - 0 1 queen:a2,xhome");
    assert_eq!(p.regime(Color::White), Regime::B);
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/Q7/1Q2K2R w - - 0 1 queen:a2,xhome");
    // The token must name a square holding a queen of that colour.
    assert_eq!(fault("4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1 queen:c1,xhome").0, "queen");
    assert_eq!(fault("4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1 queen:b1").0, "queen");
    assert_eq!(fault("4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1 queen:b1,z9").0, "queen");
}

#[test]
fn s2_classical_and_escapes_tokens() {
    // A colour meeting S18 on the board is in D whether listed or not, and is then written.
    assert_eq!(pos("4k3/8/8/8/8/q7/8/4K3 w - - 0 1").to_fen(), "4k3/8/8/8/8/q7/8/4K3 w - - 0 1 classical:b");
    assert_eq!(fault("4k3/8/8/8/8/8/8/4K3 w - - 0 1 classical:x").0, "classical");
    // Escapes: only for colours in C, 0–32, 32 not written.
    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4K2R w - - 0 1 queen:xaway,xhome escapes:w=32").to_fen(),
        "4k3/8/8/8/8/8/8/4K2R w - - 0 1 queen:xaway,xhome"
    );
    let (field, text) = fault("4k3/8/8/8/8/8/8/4K2R w - - 0 1 escapes:w=3");
    assert_eq!(field, "escapes");
    assert!(text.contains("White is in regime A, not C"), "{text}");
    assert_eq!(fault("4k3/8/8/8/8/8/8/4K2R w - - 0 1 queen:xaway,xhome escapes:w=33").0, "escapes");
    assert_eq!(fault("4k3/8/8/8/8/8/8/4K2R w - - 0 1 queen:xaway,xhome escapes:w=3,w=4").0, "escapes");
}

#[test]
fn s2_bad_input_names_the_field() {
    let cases = [
        ("", "placement"),
        ("4k3/8/8/8/8/8/4K3 w - - 0 1", "placement"),
        ("4k3/8/8/8/8/8/8/4K4 w - - 0 1", "placement"),
        ("4k3/8/8/8/8/8/8/4KX2 w - - 0 1", "placement"),
        ("4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "placement"),
        ("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "side"),
        ("4k3/8/8/8/8/8/8/4K3 w KX - 0 1", "castling"),
        ("4k3/8/8/8/8/8/8/4K3 w - e4 0 1", "en-passant"),
        ("4k3/8/8/8/4P3/8/8/4K3 b - e3 -1 1", "halfmove"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 0", "fullmove"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 reserve:a1=3", "tokens"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 queen:xhome,xhome queen:xhome,xhome", "tokens"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "tokens"),
        ("4k3/8/8/8/8/8/8/4KK2 w - - 0 1", "kings"),
        // The side that has just moved has no king but the side to move has one.
        ("8/8/8/8/8/8/8/4K3 w - - 0 1", "kings"),
    ];
    for (fen, field) in cases {
        assert_eq!(fault(fen).0, field, "{fen}: {}", fault(fen).1);
    }
    // A side to move without its king: its king was just captured (S27); both gone: game over.
    assert!(Position::from_fen("8/8/8/8/8/8/8/4K3 b - - 0 1", Options::default()).is_ok());
    assert!(Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1", Options::default()).is_ok());
}

/// S2: reading with defaults and writing canonically.
#[test]
fn s2_notation() {
    let canon = |fen: &str| pos_with(fen, &[]).to_fen();
    assert_eq!(
        canon("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
    assert_eq!(canon(&format!("{START} queen:d1,d8")), START);
    assert_eq!(canon("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        canon("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1 queen:xaway,xaway escapes:w=32,b=5"),
        "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1 queen:xaway,xaway escapes:b=5"
    );
    let mut p = pos_with(START, &[]);
    play_each(&mut p, &["e2e4"]);
    assert_eq!(p.to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    // Errors: escapes for a colour not in C; the mover without a king; several queens, none home.
    for bad in
        ["4k3/8/8/8/8/8/8/3QK3 w - - 0 1 escapes:w=3", "8/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/Q3K2Q w - - 0 1"]
    {
        assert!(Position::from_fen(bad, Options::default()).is_err(), "{bad}");
    }
    // A side to move without a king: a king has just been captured, the reply is pending.
    let reply = pos_with("R3K3/8/8/8/8/8/8/r7 b - - 0 1", &[]);
    assert_eq!(reply.legal_moves().iter().map(|m| m.to_string()).collect::<Vec<_>>(), Vec::<String>::new());
}

#[test]
fn san_is_written_and_read() {
    let p = Position::start(Options::default());
    let m = p.parse_san("Nf3").unwrap();
    assert_eq!(m.to_string(), "g1f3");
    assert_eq!(p.san(&m), "Nf3");
    // Disambiguation, capture, promotion, check, castling, mate.
    let p = pos("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1");
    let sans: Vec<String> = p.legal_moves().iter().map(|m| p.san(m)).collect();
    for s in ["O-O", "O-O-O", "b8=Q+", "Rd1", "Rf1", "Ra8+"] {
        assert!(sans.contains(&s.to_string()), "{s} in {sans:?}");
    }
    assert_eq!(p.parse_san("0-0").unwrap().to_string(), "e1g1");
    assert_eq!(p.parse_san("b8Q").unwrap().to_string(), "b7b8q");
    let p = pos("6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1");
    assert_eq!(p.san(&p.parse_san("Re8").unwrap()), "Re8#");
    let p = pos("4k3/8/8/8/8/8/8/1N3N1K w - - 0 1");
    assert_eq!(p.san(&p.parse_san("Nbd2").unwrap()), "Nbd2");
    assert_eq!(p.parse_san("Nfd2").unwrap().to_string(), "f1d2");
    assert!(p.parse_san("Nd2").is_none());
}
