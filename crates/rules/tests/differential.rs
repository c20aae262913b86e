//! Classical chess held against shakmaty 0.30.1 (a dev-dependency) along random games from the
//! published suite's positions: at every ply both engines list the same legal moves, write the
//! same SAN for each, and agree on check, mate and stalemate — through the general generator,
//! which Victoria uses, not only through the bitboard twin that counts perft.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen, san::SanPlus};
use victoria_rules::{Game, Outcome, Position, Rules, UciMove};

fn suite_fens() -> Vec<String> {
    include_str!("classical.epd")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.split(';').next().unwrap().trim().to_string())
        .collect()
}

#[test]
fn legal_moves_and_san_agree_with_shakmaty_along_random_games() {
    let mut rng = StdRng::seed_from_u64(2026);
    let mut plies = 0;
    for fen in suite_fens() {
        for _ in 0..6 {
            let mut ours = Game::new(Position::from_vfen(&fen, Rules::classical()).unwrap());
            let mut theirs: Chess = fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap();
            for _ in 0..120 {
                let p = ours.position();
                let mut a: Vec<(String, String)> = p.legal_moves().iter().map(|m| (m.to_string(), p.san(m))).collect();
                let mut b: Vec<(String, String)> = theirs
                    .legal_moves()
                    .iter()
                    .map(|m| {
                        let san = SanPlus::from_move(theirs.clone(), *m).to_string();
                        (m.to_uci(CastlingMode::Standard).to_string(), san)
                    })
                    .collect();
                a.sort();
                b.sort();
                assert_eq!(a, b, "{}", p.to_vfen());
                assert_eq!(p.is_check(), theirs.is_check(), "{}", p.to_vfen());
                if a.is_empty() {
                    let mate = matches!(ours.outcome(), Outcome::Checkmate { .. });
                    assert_eq!(mate, theirs.is_checkmate(), "{}", p.to_vfen());
                    break;
                }
                let pick = rng.random_range(0..a.len());
                let uci = UciMove::parse(&a[pick].0).unwrap();
                let m = p.check_move(uci).unwrap();
                ours.play(&m).unwrap();
                let sm = shakmaty::uci::UciMove::from_ascii(a[pick].0.as_bytes()).unwrap().to_move(&theirs).unwrap();
                theirs = theirs.play(sm).unwrap();
                plies += 1;
                if ours.outcome().is_over() {
                    break;
                }
            }
        }
    }
    assert!(plies > 1000, "{plies}");
}
