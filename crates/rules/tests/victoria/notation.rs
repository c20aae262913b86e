//! VFEN (docs/VFEN.md): canonical writing and strict reading; SAN unique among the legal moves.

use super::*;

fn canon(fen: &str) -> String {
    pos_o(fen, &[]).to_vfen()
}

#[test]
fn vfen_tokens_are_written_in_order_with_squares_by_rank_then_file() {
    assert_eq!(
        canon("2r1k3/8/8/8/3P4/8/8/4KB2 w - - 0 1 newborn:r=3,Q=5 fresh:d4 hero:d4 reserve:c8=1,f1=2"),
        "2r1k3/8/8/8/3P4/8/8/4KB2 w - - 0 1 reserve:f1=2,c8=1 hero:d4 fresh:d4 newborn:Q=5,r=3"
    );
    // newborn values of 10 are left out; all ten: no token.
    assert_eq!(canon("4k3/8/8/8/8/8/8/4K3 w - - 0 1 newborn:Q=10,b=4"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1 newborn:b=4");
    assert_eq!(canon("4k3/8/8/8/8/8/8/4K3 w - - 0 1 newborn:Q=10"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    // reserve:- when reserves are in play but none is counted.
    assert_eq!(canon("4k3/8/8/8/8/8/8/4K2Q w - - 0 1 reserve:-"), "4k3/8/8/8/8/8/8/4K2Q w - - 0 1 reserve:-");
}

#[test]
fn vfen_fresh_is_written_only_when_it_differs_from_the_default() {
    // Equal to the default (pawns on their second rank): left out.
    assert_eq!(canon("4k3/3p4/8/8/8/8/4P3/4K3 w - - 0 1 fresh:e2,d7"), "4k3/3p4/8/8/8/8/4P3/4K3 w - - 0 1");
    // No pawn fresh although the default would make some: fresh:-.
    assert_eq!(canon("4k3/3p4/8/8/8/8/4P3/4K3 w - - 0 1 fresh:-"), "4k3/3p4/8/8/8/8/4P3/4K3 w - - 0 1 fresh:-");
    // No pawn on a default square and none fresh: nothing.
    assert_eq!(canon("4k3/8/8/3p4/8/8/8/4K3 w - - 0 1 fresh:-"), "4k3/8/8/3p4/8/8/8/4K3 w - - 0 1");
    // The token replaces the default: only e3 is fresh, d7 is not.
    assert_eq!(canon("4k3/3p4/8/8/8/4P3/8/4K3 w - - 0 1 fresh:e3"), "4k3/3p4/8/8/8/4P3/8/4K3 w - - 0 1 fresh:e3");
    assert_eq!(canon("4k3/3p4/8/8/8/4P3/8/4K3 w - - 0 1 fresh:d7,e3"), "4k3/3p4/8/8/8/4P3/8/4K3 w - - 0 1 fresh:e3,d7");
}

#[test]
fn vfen_castling_letters_on_narrow_boards_squares_otherwise() {
    assert_eq!(canon("r3k2r/8/8/8/8/8/8/R3K2R w a1,h1,a8,h8 - 0 1"), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    // A 10-file board still uses letters.
    assert_eq!(
        canon("r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1"),
        "r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1"
    );
    // 12 files: the list, sorted by rank then file; letters are refused.
    assert_eq!(
        canon("r3k6r/12/12/12/12/12/12/12/12/12/12/R3K6R w l12,a1,l1 - 0 1"),
        "r3k6r/12/12/12/12/12/12/12/12/12/12/R3K6R w a1,l1,l12 - 0 1"
    );
    let e = Position::from_vfen("r3k6r/12/12/12/12/12/12/12/12/12/12/R3K6R w KQkq - 0 1", rules(&[])).unwrap_err();
    assert_eq!(e.field, "castling");
    // A listed square without a rook is dropped.
    assert_eq!(canon("4k3/8/8/8/8/8/8/R3K3 w a1,h1 - 0 1"), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
}

#[test]
fn vfen_missing_fields_default_and_classical_ignores_victoria_tokens() {
    assert_eq!(canon("4k3/8/8/8/8/8/8/4K3"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let fen = "4k3/8/8/8/3P4/8/8/4K2Q w - - 0 1 reserve:h1=3 hero:d4 newborn:Q=4";
    let p = Position::from_vfen(fen, Rules::classical()).unwrap();
    assert_eq!(p.to_vfen(), "4k3/8/8/8/3P4/8/8/4K2Q w - - 0 1");
}

#[test]
fn vfen_reading_is_strict_and_names_the_field() {
    let cases = [
        ("rnbqkbnr4/pppppppp5/12/12/12/12/12/12/12/12/PPPPPPPP4/RNBQKBNR4 w - - 0 1", "placement"),
        ("4k3/8/8/8/8/8/8/4KK2 w", "placement"),
        ("4k2P/8/8/8/8/8/8/4K3 w", "placement"),
        ("4k3/8/8/8/8/8/8/4K3 x", "side"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 0", "fullmove"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 reserve:- reserve:-", "tokens"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra:1", "tokens"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 hero:e1", "hero"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 fresh:e8", "fresh"),
        ("4k3/8/8/8/8/8/8/4K2R w - - 0 1 reserve:h1=0", "reserve"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 newborn:N=3", "newborn"),
    ];
    for (fen, field) in cases {
        let e = Position::from_vfen(fen, rules(&[])).unwrap_err();
        assert_eq!(e.field, field, "{fen}: {e}");
    }
    let e = Position::from_vfen(cases[0].0, rules(&[])).unwrap_err().to_string();
    assert_eq!(e, "placement: rank 11 adds up to 13 squares, the board is 12 wide");
}

#[test]
fn san_is_unique_among_the_legal_moves_and_disambiguates_no_more_than_needed() {
    let mut rng = StdRng::seed_from_u64(0xA0D1_7007);
    for i in 0..600 {
        let v = random_vfen(&mut rng, 12);
        let Ok(p) = Position::from_vfen(&v, Rules::victoria(options_from(i))) else { continue };
        let legal = p.legal_moves();
        let sans: Vec<String> = legal.iter().map(|m| p.san(m)).collect();
        let mut seen = std::collections::HashSet::new();
        for (m, s) in legal.iter().zip(&sans) {
            assert!(seen.insert(s.clone()), "SAN {s} twice in {v}");
            // A piece move names its origin only when another piece of that kind reaches the square.
            if let Some(pc) = p.piece(m.from)
                && pc.role != Role::Pawn
                && pc.role != Role::King
            {
                let rivals = legal
                    .iter()
                    .filter(|o| o.to == m.to && o.from != m.from && p.piece(o.from).map(|x| x.role) == Some(pc.role))
                    .count();
                let bare = s.trim_end_matches(['+', '#']).replace('x', "");
                let plain_len = 1 + m.to.to_string().len();
                assert_eq!(bare.len() > plain_len, rivals > 0, "{s} for {m} in {v}");
            }
        }
    }
}
