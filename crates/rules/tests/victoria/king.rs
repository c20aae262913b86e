//! R24–R25 the king: castling on any rank, check and pins through the R10 lines; E4, E5.

use super::*;

#[test]
fn r24_castling_on_any_rank() {
    let p = pos("k11/12/12/12/12/12/12/12/12/R3K7/12/12 w a3 - 0 1");
    assert!(from(&p, "e3").contains(&"e3c3".to_string()));
    let (ev, fen) = play(&p, "e3c3");
    assert_eq!(ev, ["castle"]);
    assert!(fen.contains("/2KR8/"), "{fen}");
}

#[test]
fn r24_needs_two_squares_between_and_nothing_between() {
    let near = pos("4k3/8/8/8/8/8/8/4K1R1 w g1 - 0 1");
    assert!(!from(&near, "e1").contains(&"e1g1".to_string()));
    let (rule, reason) = why(&near, "e1g1");
    assert_eq!(rule, "R24");
    assert!(reason.contains("a king moves one square") || reason.contains("two squares"), "{reason}");
    let walled = pos("4k3/8/8/8/8/8/8/4KX1R w h1 - 0 1");
    let (rule, reason) = why(&walled, "e1g1");
    assert_eq!(rule, "R24");
    assert!(reason.contains("bastion on f1"), "{reason}");
}

#[test]
fn r24_option_off_and_attacked_squares() {
    let off = pos_o("4k3/8/8/8/8/8/8/4K2R w h1 - 0 1", &["castling=off"]);
    assert_eq!(why(&off, "e1g1").0, "R24");
    let crossed = pos("4kr2/8/8/8/8/8/8/4K2R w h1 - 0 1");
    let (rule, reason) = why(&crossed, "e1g1");
    assert_eq!(rule, "R24");
    assert!(reason.contains("cross f1"), "{reason}");
}

#[test]
fn r24_castling_on_any_rank_with_a_far_rook() {
    // Black castles on rank 9 of a 12x12 board, toward a rook five squares away.
    let p = pos_o("11k/12/12/4k6r/12/12/12/12/12/12/12/K11 b l9 - 0 1".replace("11k/", "12/").as_str(), &[]);
    assert_eq!(from(&p, "e9").into_iter().filter(|m| m == "e9g9").count(), 1);
    let (ev, fen) = events(&p, "e9g9");
    assert_eq!(ev, ["castle"]);
    assert_eq!(fen, "12/12/12/5rk5/12/12/12/12/12/12/12/K11 w - - 1 2");
}

#[test]
fn r24_two_squares_between_and_nothing_between() {
    // Rook g1 with one square between: no castling.
    let p = pos_o("4k3/8/8/8/8/8/8/4K1R1 w g1 - 0 1", &[]);
    assert!(!from(&p, "e1").contains(&"e1g1".to_string()));
    // Any piece, bastion or monument between blocks it.
    for b in ["N", "n", "X", "x", "*"] {
        let p = pos_o(&format!("12/12/12/12/12/12/12/12/12/12/11k/4K3{b}2R w l1 - 0 1"), &[]);
        assert!(!from(&p, "e1").contains(&"e1g1".to_string()), "{b}");
        assert_eq!(refused(&p, "e1g1"), "R24", "{b}");
    }
}

#[test]
fn e4_the_landing_square_is_judged_after_the_move() {
    // Ke1, Rh1 against a Black rook on k1: after castling the rook sees g1 through h1.
    let p = pos("5k6/12/12/12/12/12/12/12/12/12/12/4K2R2r1 w h1 - 0 1");
    assert!(!from(&p, "e1").contains(&"e1g1".to_string()));
    let (rule, reason) = why(&p, "e1g1");
    assert_eq!(rule, "R24");
    assert!(reason.contains("rook on k1"), "{reason}");
}

#[test]
fn e5_a_king_move_ends_all_rights_a_rook_move_its_own() {
    let p = pos("k11/12/12/12/12/12/12/12/12/12/12/R3K6R w a1,l1 - 0 1");
    assert_eq!(play(&p, "e1e2").1.split(' ').nth(2).unwrap(), "-");
    assert_eq!(play(&p, "a1a2").1.split(' ').nth(2).unwrap(), "l1");
    let moved = pos("k11/12/12/12/12/12/12/12/12/12/12/R3K6R w l1 - 0 1");
    assert_eq!(why(&moved, "e1c1").0, "E5");
}

#[test]
fn e4_the_landing_square_is_judged_after_the_move_squares_only_the_rook_crosses_may_be_attacked() {
    // Ke1, Rh1 against a Black rook on k1: after e1g1 the rook sees g1 through the emptied h1.
    let p = pos_o("11k/12/12/12/12/12/12/12/12/12/12/4K2R2r1 w h1 - 0 1", &[]);
    assert_eq!(from(&p, "e1"), list("e1d1 e1d2 e1e2 e1f1 e1f2"));
    assert_eq!(refused(&p, "e1g1"), "R24");
    // Queenside: b1 (crossed by the rook only) may be attacked.
    let p = pos_o("1r9k/12/12/12/12/12/12/12/12/12/12/R3K7 w a1 - 0 1", &[]);
    let (ev, fen) = events(&p, "e1c1");
    assert_eq!(ev, ["castle"]);
    assert_eq!(fen, "1r9k/12/12/12/12/12/12/12/12/12/12/2KR8 b - - 1 1");
    // The crossed square d1 attacked: refused.
    let p = pos_o("3r7k/12/12/12/12/12/12/12/12/12/12/R3K7 w a1 - 0 1", &[]);
    assert_eq!(refused(&p, "e1c1"), "R24");
    // The king in check may not castle.
    let p = pos_o("4r6k/12/12/12/12/12/12/12/12/12/12/R3K7 w a1 - 0 1", &[]);
    assert_eq!(refused(&p, "e1c1"), "R24");
    // An attack through the attacker's own bastion on the crossed square counts too.
    let p = pos_o("3r7k/12/12/3x8/12/12/12/12/12/12/12/R3K7 w a1 - 0 1", &[]);
    assert_eq!(refused(&p, "e1c1"), "R24");
    // White's own bastion shelters the crossed square.
    let p = pos_o("3r7k/12/12/3X8/12/12/12/12/12/12/12/R3K7 w a1 - 0 1", &[]);
    assert!(from(&p, "e1").contains(&"e1c1".to_string()));
}

#[test]
fn e5_rights_are_lost_by_rook_moves_captures_and_any_king_move() {
    let p = pos_o("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &[]);
    assert_eq!(events(&p, "h1h2").1, "r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1");
    assert_eq!(events(&p, "e1d1").1, "r3k2r/8/8/8/8/8/8/R2K3R b kq - 1 1");
    assert_eq!(events(&p, "a1a8").1, "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    // Castling removes both rights of that side.
    assert_eq!(events(&p, "e1g1").1, "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    // A right whose rook is off its king's rank is kept but never used.
    let p = pos_o("4k3/8/8/8/8/8/R7/4K2R w a2,h1 - 0 1", &[]);
    // Square lists are sorted by rank, then file: h1 before a2.
    assert_eq!(p.to_vfen(), "4k3/8/8/8/8/8/R7/4K2R w h1,a2 - 0 1");
    assert_eq!(from(&p, "e1"), list("e1d1 e1d2 e1e2 e1f1 e1f2 e1g1"));
}

#[test]
fn r25_a_pin_through_the_pinners_own_bastion() {
    let p = pos("4r2k/8/4x3/8/4B3/8/8/4K3 w - - 0 1");
    assert!(from(&p, "e4").is_empty());
    let (rule, reason) = why(&p, "e4d5");
    assert_eq!(rule, "R25");
    assert!(reason.contains("pinned") && reason.contains("rook on e8"), "{reason}");
    // Behind White's own bastion the bishop is sheltered and free.
    let q = pos("4r2k/8/4X3/8/4B3/8/8/4K3 w - - 0 1");
    assert_eq!(from(&q, "e4").len(), 13);
}

#[test]
fn r25_the_king_may_not_step_into_a_strike() {
    let p = pos("5r1k/8/8/8/8/8/8/4K3 w - - 0 1");
    let (rule, reason) = why(&p, "e1f1");
    assert_eq!(rule, "R25");
    assert_eq!(reason, "the king cannot go to f1: it would be in check from the rook on f8 (R25)");
    assert_eq!(from(&p, "e1"), list("e1d1 e1d2 e1e2"));
}

#[test]
fn r25_a_check_across_a_sixteen_wide_board_is_answered_by_the_king_alone() {
    // Found by the audit: the line test between king and checker overflowed on 16 files.
    let p = pos("15k/16/16/16/16/16/16/16/1N14/16/16/16/16/16/16/K14r w - - 0 1");
    let mut all: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    all.sort();
    assert_eq!(all, list("a1a2 a1b2"));
    assert_eq!(p.legal_moves(), p.legal_moves_by_copy());
}

#[test]
// Found by this audit: `between` overflowed i8 on 16 files (fixed on main).
fn r25_a_king_checked_across_a_16_wide_board() {
    // King a1 in check from rook p1; the knight b8 cannot block on rank 1.
    let p = pos_o("15k/16/16/16/16/16/16/16/1N14/16/16/16/16/16/16/K14r w - - 0 1", &[]);
    assert_eq!(moves(&p), list("a1a2 a1b2"));
}
