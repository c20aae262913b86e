//! S27–S30 the end of the game: the king capture and its one reply, no legal move, mate by a classical colour, draws and clocks; no move after the end.

use super::*;

fn game_play(g: &mut Game, m: &str) -> Vec<String> {
    let mv = g.check_move(UciMove::parse(m).unwrap()).unwrap_or_else(|e| panic!("{m}: {e}"));
    g.play(&mv).unwrap().iter().map(|e| e.to_string()).collect()
}

#[test]
fn s27_king_capture_and_the_one_reply() {
    // Ra8 takes Ke8; Black's rook h1 can take Ke1 back; the last capture wins.
    let mut game = Game::new(pos("R3k3/8/8/8/8/8/8/4K2r w - - 0 1"));
    let p = game.position();
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let m = p.check_move(victoria_rules::UciMove::parse("a8e8").unwrap()).unwrap();
    let ev: Vec<String> = game.play(&m).unwrap().iter().map(|e| e.to_string()).collect();
    assert_eq!(ev, ["capture", "king_captured", "reply"]);
    let p = *game.position();
    assert_eq!(p.king_captured(), Some(Color::Black));
    assert!(p.reply_pending());
    assert_eq!(moves(&p), strs(&["h1e1"]));
    let e = refusal(&p, "h1h2");
    assert_eq!(e.rule, "S27");
    assert_eq!(
        e.to_string(),
        "Black's king has been captured: Black's one reply must capture White's king on e1, and h1h2 does not (S27)"
    );
    let m = p.check_move(victoria_rules::UciMove::parse("h1e1").unwrap()).unwrap();
    let ev: Vec<String> = game.play(&m).unwrap().iter().map(|e| e.to_string()).collect();
    assert_eq!(ev, ["capture", "king_captured", "win:b"]);
    assert_eq!(game.outcome(), Outcome::KingCaptured { winner: Color::Black, both: true });
    assert_eq!(game.position().to_fen(), "4R3/8/8/8/8/8/8/4r3 w - - 0 2");
    assert!(moves(game.position()).is_empty());
    // A colour without its king is bound by nothing else: a pawn capture is not mandatory.
    let p = pos("8/8/8/8/3p4/4P3/8/r3K3 b - - 0 1");
    assert_eq!(moves(&p), strs(&["a1e1"]));
}

/// S27: a regime-D colour's king capture wins at once.
#[test]
fn s27_a_classical_king_capture_wins_at_once() {
    let fen = "R3k3/8/8/8/8/8/7r/4K3 w - - 0 1 classical:w";
    let (events, p) = last_events(fen, &[], &["a8e8"]);
    assert_eq!(events, ev(&["capture", "king_captured", "win:w"]));
    assert_eq!(p.outcome(), Outcome::KingCaptured { winner: victoria_rules::Color::White, both: false });
    assert!(p.legal_moves().is_empty());
}

#[test]
fn s28_no_legal_move_checkmate_or_stalemate() {
    // Stalemate in regime A under `counter`: a draw.
    let fen = "k7/8/1Q6/8/8/8/8/7K b - - 0 1";
    let p = pos(fen);
    assert!(moves(&p).is_empty());
    assert_eq!(p.outcome(), Outcome::Draw { ground: DrawGround::Stalemate });
    let mut p = pos("k7/8/8/1Q6/8/8/8/7K w - - 0 1");
    assert_eq!(play(&mut p, &["b5b6"]), ev(&["stalemate", "draw"]));
    // Under `allowed` Black may step into the attack, so it is no stalemate.
    assert_eq!(moves(&pos_with(fen, &["self_check=allowed"])), strs(&["a8a7", "a8b7", "a8b8"]));
    // Checkmate: White plays Re1 against a synthesis king with no answer at all.
    let mut p = pos("6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1");
    assert_eq!(play(&mut p, &["e1e8"]), ev(&["check", "checkmate", "win:w"]));
    assert_eq!(p.outcome(), Outcome::Checkmate { winner: Color::White });
    let mut game = Game::new(p);
    let any = victoria_rules::Move {
        from: sq("g8"),
        to: sq("h8"),
        promotion: None,
        capture: false,
        kind: victoria_rules::MoveKind::Normal,
    };
    let e = game.play(&any).unwrap_err();
    assert_eq!(e.to_string(), "the game is over: White wins: Black is in check with no legal move (S28)");
}

/// S28: a back-rank mate in regime A under `counter`; under `allowed` Black may move into the
/// attack, so there is no mate.
#[test]
fn s28_checkmate_and_the_allowed_option() {
    let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    let (events, _) = last_events(fen, &[], &["a1a8"]);
    assert_eq!(events, ev(&["check", "checkmate", "win:w"]));
    let (events, p) = last_events(fen, &["self_check=allowed"], &["a1a8"]);
    assert_eq!(events, ev(&["check"]));
    assert_eq!(p.legal_moves().len(), 8);
}

/// S28, S30: stalemate under `counter`; under `allowed` the king may walk into the attack.
#[test]
fn s28_stalemate_depends_on_the_option() {
    let fen = "k7/8/1K6/8/8/8/2Q5/8 w - - 0 1 queen:xhome,xhome";
    let (events, p) = last_events(fen, &[], &["c2c7"]);
    assert_eq!(events, ev(&["stalemate", "draw"]));
    assert_eq!(p.to_fen(), "k7/2Q5/1K6/8/8/8/8/8 b - - 1 1 queen:xhome,xhome");
    assert!(matches!(p.outcome(), Outcome::Draw { .. }));
    let (events, p) = last_events(fen, &["self_check=allowed"], &["c2c7"]);
    assert!(events.is_empty(), "{events:?}");
    assert_eq!(moves_of(&p.to_fen(), &["self_check=allowed"]), sorted(&["a8a7", "a8b7", "a8b8"]));
}

#[test]
fn s29_a_classical_colour_check_cannot_be_answered_with_check() {
    // Black plays classical chess; White, a synthesis colour, is in check and only has checks.
    let p = pos(&format!("{BACK_RANK} classical:b"));
    assert!(moves(&p).is_empty());
    assert_eq!(p.outcome(), Outcome::Checkmate { winner: Color::Black });
    let e = refusal(&p, "a7a8");
    assert_eq!(e.rule, "S29");
    assert!(e.to_string().contains("who plays classical chess (regime D)"), "{}", e.to_string());
    // The mate is reported on the classical colour's move.
    let mut p = pos("4k3/R7/8/8/8/8/5PPP/r5K1 b - - 0 1 classical:b");
    assert_eq!(play(&mut p, &["a1e1"]), ev(&["check", "checkmate", "win:b"]));
}

/// S29, S31 step 4, S28: against a classical colour's check the counter-checks b1 and g2 do not
/// count: mate. Against a synthesis colour's same check they are Black's legal moves.
#[test]
fn s29_mate_by_a_classical_colour() {
    let d = "6k1/1p3ppp/8/8/8/8/1r6/R5K1 w - - 0 1 classical:w";
    let (events, p) = last_events(d, &[], &["a1a8"]);
    assert_eq!(events, ev(&["check", "checkmate", "win:w"]));
    assert_eq!(p.outcome(), Outcome::Checkmate { winner: victoria_rules::Color::White });
    assert_eq!(refused(&p.to_fen(), &[], "b2b1"), "S29");
    let a = "6k1/1p3ppp/8/8/8/8/1r6/R5K1 w - - 0 1";
    let (events, p) = last_events(a, &[], &["a1a8"]);
    assert_eq!(events, ev(&["check"]));
    assert_eq!(moves_of(&p.to_fen(), &[]), sorted(&["b2b1", "b2g2"]));
}

#[test]
fn s30_clocks_and_repetition() {
    // Queen leaps and midnight steps do not reset the halfmove clock; captures and pawns do.
    let mut p = pos("4k3/8/8/8/8/8/4P3/3QK2R w - - 7 3");
    play(&mut p, &["d1d3"]);
    assert_eq!((p.halfmoves(), p.fullmoves()), (8, 3));
    play(&mut p, &["e8f8", "d3c5"]);
    assert_eq!((p.halfmoves(), p.fullmoves()), (10, 4));
    play(&mut p, &["f8e8", "e2e4"]);
    assert_eq!((p.halfmoves(), p.fullmoves()), (0, 5));
    // Threefold repetition: a draw, reported with the move that completes it.
    let mut game = Game::new(pos("4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1"));
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut last = Vec::new();
    for text in shuffle.iter().chain(shuffle.iter()) {
        let m = game.position().check_move(victoria_rules::UciMove::parse(text).unwrap()).unwrap();
        last = game.play(&m).unwrap().iter().map(|e| e.to_string()).collect::<Vec<_>>();
    }
    assert_eq!(last, ["draw"]);
    assert_eq!(game.outcome(), Outcome::Draw { ground: DrawGround::Repetition });
    // Taking the move back undoes the repetition; play may also go on (the arbiter decides).
    let undone = game.undo().unwrap();
    assert_eq!(undone.to_string(), "f6g8");
    assert_eq!(game.outcome(), Outcome::Ongoing);
    game.play(&undone).unwrap();
    let m = game.position().check_move(victoria_rules::UciMove::parse("g1h3").unwrap()).unwrap();
    assert!(game.play(&m).unwrap().is_empty());
    assert_eq!(game.moves().len(), 9);
    // The fifty-move rule.
    let mut game = Game::new(pos("4k1n1/8/8/8/8/8/8/4K1N1 w - - 99 80"));
    let m = game.position().check_move(victoria_rules::UciMove::parse("g1f3").unwrap()).unwrap();
    assert_eq!(game.play(&m).unwrap().iter().map(|e| e.to_string()).collect::<Vec<_>>(), ["draw"]);
    assert_eq!(game.outcome(), Outcome::Draw { ground: DrawGround::FiftyMoves });
    // Escapes are part of the position: a regime-C king walking back and forth never repeats.
    let mut game = Game::new(pos("4k3/4r3/8/8/8/8/7R/4K3 w - - 0 1 queen:xaway,xhome"));
    for text in ["e1d1", "e7d7", "d1e1", "d7e7", "e1d1", "e7d7", "d1e1", "d7e7"] {
        let m = game.position().check_move(victoria_rules::UciMove::parse(text).unwrap()).unwrap();
        game.play(&m).unwrap();
    }
    assert_eq!(game.outcome(), Outcome::Ongoing);
    assert_eq!(game.position().escapes(Color::White), Some(28));
}

/// S30: queen leaps and midnight steps do not reset the halfmove clock; the fullmove number
/// grows after Black's move.
#[test]
fn s30_clocks() {
    let mut p = pos_with("1k6/8/8/8/8/8/8/K5BQ w - - 5 9", &[]);
    play_each(&mut p, &["h1f2"]);
    assert_eq!(p.to_fen(), "1k6/8/8/8/8/8/5Q2/K5B1 b - - 6 9");
    play_each(&mut p, &["b8c8"]);
    assert_eq!(p.to_fen(), "2k5/8/8/8/8/8/5Q2/K5B1 w - - 7 10");
}

/// S30 (reading: the third occurrence and the hundredth ply are reported as a draw at once):
/// the start position stands for the third time after the knights go out and back twice.
#[test]
fn s30_threefold_repetition_and_fifty_moves() {
    let mut g = Game::new(pos_with(START, &[]));
    for m in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
        assert!(game_play(&mut g, m).is_empty(), "{m}");
    }
    assert_eq!(g.outcome(), Outcome::Ongoing);
    assert_eq!(game_play(&mut g, "f6g8"), ev(&["draw"]));
    assert_eq!(g.outcome().key(), "draw");
    assert_eq!(g.outcome().winner(), None);
    // The queen's state is part of the position (S2 tokens): the same board with the original
    // queen elsewhere is another position. Here the original queen leaves d1 and comes back:
    // the board repeats, and so does the state (On d1), so it counts.
    let mut g = Game::new(pos_with("4k3/8/8/8/8/8/8/R2QK3 w - - 0 1", &[]));
    assert_eq!(game_play(&mut g, "d1d2"), ev(&["regime:w=B"]));
    game_play(&mut g, "e8f8");
    assert_eq!(game_play(&mut g, "d2b1"), Vec::<String>::new());
    // The queen leapt to b1 (a night move of S11), not home: regime B still.
    assert_eq!(g.position().to_fen(), "5k2/8/8/8/8/8/8/RQ2K3 b - - 3 2");
    // Fifty moves: a quiet move from a clock of 99 is the hundredth ply.
    let mut g = Game::new(pos_with("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", &[]));
    assert_eq!(game_play(&mut g, "a1a2"), ev(&["draw"]));
    assert_eq!(g.outcome().key(), "draw");
}

/// S27, S28: once the game is over, no move is accepted; the ruling says why.
#[test]
fn no_move_after_the_end() {
    let mut g = Game::new(pos_with("R3k3/8/8/8/8/8/7r/4K3 w - - 0 1 classical:w", &[]));
    assert_eq!(game_play(&mut g, "a8e8"), ev(&["capture", "king_captured", "win:w"]));
    assert_eq!(g.check_move(UciMove::parse("h2h1").unwrap()).unwrap_err().rule, "S27");
    // The command line's view of the same (it names S21): tests/cli/synthesis.rs.
    let mut g = Game::new(pos_with("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", &[]));
    game_play(&mut g, "a1a8");
    let p = *g.position();
    let m = victoria_rules::Move {
        from: "g7".parse().unwrap(),
        to: "g6".parse().unwrap(),
        promotion: None,
        capture: false,
        kind: victoria_rules::MoveKind::Normal,
    };
    assert_eq!(g.play(&m).unwrap_err().rule, "S28");
    assert_eq!(*g.position(), p);
}
