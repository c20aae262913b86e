//! S20–S23 the goal, king safety, check in response to check, both kings in check; SE6, SE7.

use super::*;

#[test]
fn s20_capturing_the_king_is_a_move_like_any_other_capture() {
    let mut p = pos("R3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(moves(&p).contains(&"a8e8".to_string()));
    assert_eq!(play(&mut p, &["a8e8"]), ev(&["capture", "king_captured", "win:w"]));
    assert_eq!(p.outcome(), Outcome::KingCaptured { winner: Color::White, both: false });
}

#[test]
fn s21_counter_refuses_and_allowed_permits_leaving_the_king_attacked() {
    // The knight e2 is pinned against Ke1 by the rook e8.
    let fen = "4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1";
    let p = pos(fen);
    assert_eq!(moves(&p), strs(&["e1d1", "e1d2", "e1f1", "e1f2"]));
    let e = refusal(&p, "e2c3");
    assert_eq!(e.to_string(), "e2c3 would leave White's king on e1 attacked by the rook on e8 (S21)");
    // Playing it is refused the same way and changes nothing.
    let mut q = p;
    let bad = victoria_rules::Move {
        from: sq("e2"),
        to: sq("c3"),
        promotion: None,
        capture: false,
        kind: victoria_rules::MoveKind::Normal,
    };
    assert_eq!(q.play(&bad).unwrap_err(), e);
    assert_eq!(q, p);
    let p = pos_with(fen, &["self_check=allowed"]);
    assert_eq!(moves(&p), strs(&["e1d1", "e1d2", "e1f1", "e1f2", "e2c1", "e2c3", "e2d4", "e2f4", "e2g1", "e2g3"]));
    // Under `allowed` the king may even step into an attack (regime A).
    let p = pos_with("4r2k/8/8/8/8/8/8/3K4 w - - 0 1", &["self_check=allowed"]);
    assert!(moves(&p).contains(&"d1e1".to_string()));
    assert!(!moves(&pos("4r2k/8/8/8/8/8/8/3K4 w - - 0 1")).contains(&"d1e1".to_string()));
}

#[test]
fn se6_capturing_the_king_is_allowed_even_onto_an_attacked_square() {
    // Kings side by side; White is in C. The king takes the king on e2 although Re8 guards it;
    // the rook h1 may check in response (it attacks e2 from g2). Black then takes back.
    let mut p = pos("4r3/8/8/8/8/8/4k3/4K2R w - - 0 1 queen:xaway,xhome");
    assert_eq!(moves(&p), strs(&["e1e2", "h1g2"]));
    assert_eq!(play(&mut p, &["e1e2"]), ev(&["capture", "king_captured", "escapes:w=31", "reply"]));
    assert_eq!(moves(&p), strs(&["e8e2"]));
    assert_eq!(play(&mut p, &["e8e2"]), ev(&["capture", "king_captured", "win:b"]));
}

/// SE6, S16, S27, S32: a regime-C king with its last escape captures the enemy king on a square
/// the rook on e8 guards; the escape is spent, and Black's one reply takes the king back.
#[test]
fn se6_regime_c_king_captures_the_king_onto_an_attacked_square() {
    let fen = "4r3/8/8/8/8/8/4k3/4K2B w - - 0 1 queen:xaway,xhome escapes:w=1";
    assert_eq!(moves_of(fen, &[]), vec!["e1e2"]);
    let mut g = Game::new(pos_with(fen, &[]));
    let m = g.check_move(UciMove::parse("e1e2").unwrap()).unwrap();
    let e1: Vec<String> = g.play(&m).unwrap().iter().map(|e| e.to_string()).collect();
    assert_eq!(e1, ev(&["capture", "king_captured", "escapes:w=0", "reply"]));
    assert_eq!(g.position().to_fen(), "4r3/8/8/8/8/8/4K3/7B b - - 0 1 queen:xaway,xhome escapes:w=0");
    let m = g.check_move(UciMove::parse("e8e2").unwrap()).unwrap();
    let e2: Vec<String> = g.play(&m).unwrap().iter().map(|e| e.to_string()).collect();
    assert_eq!(e2, ev(&["capture", "king_captured", "win:b"]));
    assert_eq!(g.outcome(), Outcome::KingCaptured { winner: victoria_rules::Color::Black, both: true });
}

#[test]
fn s22_check_in_response_to_check() {
    let mut p = pos(BACK_RANK);
    let e = refusal(&p, "h2h3");
    assert_eq!(e.rule, "S21");
    assert!(e.to_string().ends_with("no check in response to check as S22 allows (S21)"), "{}", e.to_string());
    assert_eq!(play(&mut p, &["a7a8"]), ev(&["check", "both_in_check"]));
    // Black, in check with White's king attacked: it simply takes the king.
    assert!(moves(&p).contains(&"e1g1".to_string()));
}

/// S22, SE10, S23, S27: the regime-B king in check from the rook on a2 may step onto d2 or f2,
/// still attacked, because stepping off the e-file discovers the rook's check on e8 (check in
/// response to check). Then both kings are in check and Black may only capture or attack (S23):
/// the rook along rank 2 (it attacks f2, and from e2 also e1) or capturing the king; under
/// `allowed` also Ra1 (it attacks e1). The king capture gets White's one reply, Rxe8, which wins.
#[test]
fn s22_discovered_check_in_response_and_s23() {
    let fen = "4k3/8/8/8/8/8/r3K3/4R2Q w - - 0 1";
    assert_eq!(moves_of(fen, &[]), sorted(&["e1d2", "e2d1", "e2d2", "e2d3", "e2e3", "e2f1", "e2f2", "e2f3"]));
    assert_eq!(
        moves_of(fen, &["self_check=allowed"]),
        sorted(&[
            "e1a5", "e1b4", "e1c3", "e1d2", "e1f2", "e1g3", "e1h4", "e2d1", "e2d2", "e2d3", "e2e3", "e2f1", "e2f2",
            "e2f3", "h1f2", "h1g3"
        ])
    );
    assert_eq!(refused(fen, &[], "h1f2"), "S21");
    let (events, p) = last_events(fen, &[], &["e2f2"]);
    assert_eq!(events, ev(&["check", "both_in_check"]));
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/r4K2/4R2Q b - - 1 1");
    let after = p.to_fen();
    assert_eq!(moves_of(&after, &[]), sorted(&["a2b2", "a2c2", "a2d2", "a2e2", "a2f2"]));
    assert_eq!(moves_of(&after, &["self_check=allowed"]), sorted(&["a2a1", "a2b2", "a2c2", "a2d2", "a2e2", "a2f2"]));
    assert_eq!(refused(&after, &[], "e8d8"), "S23");
    let mut g = Game::new(p);
    let m = g.check_move(UciMove::parse("a2f2").unwrap()).unwrap();
    assert_eq!(
        g.play(&m).unwrap().iter().map(|e| e.to_string()).collect::<Vec<_>>(),
        ev(&["capture", "king_captured", "reply"])
    );
    assert_eq!(g.outcome(), Outcome::Ongoing);
    assert_eq!(g.position().to_fen(), "4k3/8/8/8/8/8/5r2/4R2Q w - - 0 2");
    assert_eq!(g.position().legal_moves().iter().map(|m| m.to_string()).collect::<Vec<_>>(), vec!["e1e8"]);
    assert_eq!(g.position().check_move(UciMove::parse("h1g2").unwrap()).unwrap_err().rule, "S27");
    let m = g.check_move(UciMove::parse("e1e8").unwrap()).unwrap();
    assert_eq!(
        g.play(&m).unwrap().iter().map(|e| e.to_string()).collect::<Vec<_>>(),
        ev(&["capture", "king_captured", "win:w"])
    );
    assert_eq!(g.outcome(), Outcome::KingCaptured { winner: victoria_rules::Color::White, both: true });
}

#[test]
fn s23_both_kings_in_check_every_move_captures_or_attacks() {
    // Ra8 checks Ke8, Re4 checks Ke1; White to move.
    let fen = "R3k3/8/8/8/4r3/8/8/4K3 w - - 0 1";
    let p = pos(fen);
    assert!(p.both_in_check());
    // The king's escapes attack nothing; the rook stays on rank 8 attacking the king, or takes it.
    assert_eq!(moves(&p), strs(&["a8b8", "a8c8", "a8d8", "a8e8"]));
    let e = refusal(&p, "e1d1");
    assert_eq!(e.rule, "S23");
    assert_eq!(
        e.to_string(),
        "both kings are in check, so every move must capture or attack an enemy piece from its arrival square: the king on d1 would attack nothing (S23)"
    );
    // Under `allowed` the rook may also leave the rank to attack the rook e4.
    let p = pos_with(fen, &["self_check=allowed"]);
    assert_eq!(moves(&p), strs(&["a8a4", "a8b8", "a8c8", "a8d8", "a8e8"]));
    // A classical colour is not bound by S23.
    let p = pos(&format!("{fen} classical:w"));
    assert_eq!(moves(&p), strs(&["e1d1", "e1d2", "e1f1", "e1f2"]));
}

#[test]
fn se7_the_attack_is_judged_for_the_moved_piece_only() {
    // Both kings in check. Nd2 moving uncovers the bishop c1's attack on f4, which does not
    // count; only the capture of the checking rook qualifies among the knight's moves.
    let p = pos("R3k3/8/8/8/4rp2/8/3N4/2B1K3 w - - 0 1");
    assert!(p.both_in_check());
    assert_eq!(moves_from(&p, "d2"), strs(&["d2e4"]));
    assert_eq!(refusal(&p, "d2f3").rule, "S23");
    // A pawn (or any piece) that attacks the enemy king qualifies: the rook stays on rank 8.
    assert!(moves(&p).contains(&"a8d8".to_string()));
}

/// S23, SE7, S22: both kings in check. The rook stays on the a-file (it attacks the king, which
/// need not be newly attacked) or takes the king; a promotion qualifies only when the new piece
/// attacks from c8 (queen and rook along rank 8 onto h8; bishop and knight attack nothing); the
/// king's steps attack nothing; rank-1 rook moves lift the counter-check (S21) and attack nothing.
#[test]
fn se7_both_kings_in_check_and_promotion() {
    let fen = "7r/2P5/8/k7/8/8/8/R6K w - - 0 1";
    let want = sorted(&["a1a2", "a1a3", "a1a4", "a1a5", "c7c8q", "c7c8r"]);
    assert_eq!(moves_of(fen, &[]), want);
    assert_eq!(moves_of(fen, &["self_check=allowed"]), want);
    assert_eq!(refused(fen, &[], "c7c8n"), "S23");
    assert_eq!(refused(fen, &[], "h1g1"), "S23");
    assert_eq!(refused(fen, &[], "a1b1"), "S21");
    assert_eq!(refused(fen, &["self_check=allowed"], "a1b1"), "S23");
    let (events, p) = last_events(fen, &[], &["c7c8q"]);
    assert_eq!(events, ev(&["promotion:q", "check", "both_in_check"]));
    assert_eq!(p.to_fen(), "2Q4r/8/8/k7/8/8/8/R6K b - - 0 1 queen:xhome,xhome");
}
