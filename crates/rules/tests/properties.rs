//! Property tests over random Victoria setups and random games: every generated move is judged
//! legal, every move judged illegal is absent, VFEN round-trips, and random playouts never
//! panic and always end in an outcome of R26–R27.

use crate::support::lang_check;
use crate::support::random as common;

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use victoria_rules::{Game, MoveKind, Options, Position, Role, Square, UciMove};

fn options_from(bits: u8) -> Options {
    let mut o = Options::default();
    let pick = |b: u8, on: &str, off: &str| if bits >> b & 1 == 1 { on.to_string() } else { off.to_string() };
    o.set_pair(&pick(0, "own_bastion_passage=strikes_and_moves", "own_bastion_passage=strikes")).unwrap();
    o.set_pair(&pick(1, "pawn_bypass=off", "pawn_bypass=on")).unwrap();
    o.set_pair(&pick(2, "warrior_final_rank=sentinel", "warrior_final_rank=monument")).unwrap();
    o.set_pair(&pick(3, "castling=off", "castling=on")).unwrap();
    o.set_pair(&pick(4, "castling_costs_rook=off", "castling_costs_rook=on")).unwrap();
    o.set_pair(&pick(5, "reserve=off", "reserve=on")).unwrap();
    o.set_pair(&pick(6, "pawn_status=off", "pawn_status=on")).unwrap();
    o.set_pair(&pick(7, "repetition=points", "repetition=draw")).unwrap();
    o
}

/// Plays `plies` random legal moves from a random setup; returns the game.
fn random_game(seed: u64, bits: u8, plies: usize) -> Game {
    let mut rng = StdRng::seed_from_u64(seed ^ 0x9e37_79b9);
    let mut g = Game::new(common::random_victoria(seed, options_from(bits)));
    for _ in 0..plies {
        if g.outcome().is_over() {
            break;
        }
        let moves = g.position().legal_moves();
        let m = moves[rng.random_range(0..moves.len())];
        g.play(&m).expect("a generated move plays");
    }
    g
}

fn all_uci(p: &Position) -> Vec<UciMove> {
    let squares: Vec<Square> = p.squares().collect();
    let mut out = Vec::new();
    for &from in &squares {
        if p.piece(from).is_none_or(|pc| pc.color != p.turn()) {
            continue;
        }
        for &to in &squares {
            out.push(UciMove { from, to, promotion: None });
            if p.piece(from).is_some_and(|pc| pc.role == Role::Pawn) {
                for r in Role::PROMOTIONS {
                    out.push(UciMove { from, to, promotion: Some(r) });
                }
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn generated_moves_are_explained_legal_and_the_rest_illegal(seed in any::<u64>(), bits in any::<u8>(), plies in 0usize..60) {
        let g = random_game(seed, bits, plies);
        let p = g.position();
        let legal = p.legal_moves();
        for m in &legal {
            let u = UciMove::from(*m);
            let chosen = p.check_move(u);
            if chosen != Ok(*m) {
                // Only a bypass and an en-passant capture share coordinates; the capture wins
                // them, and the SAN brings the bypass back.
                prop_assert!(legal.iter().filter(|l| UciMove::from(**l) == u).count() == 2, "{}", u);
                prop_assert!(chosen.as_ref().is_ok_and(|c| c.kind == MoveKind::EnPassant));
                prop_assert_eq!(p.find_move(u, Some(&p.san(m))), Ok(*m));
            }
        }
        for u in all_uci(p) {
            match p.check_move(u) {
                Ok(m) => prop_assert!(legal.contains(&m)),
                Err(e) => {
                    prop_assert!(!legal.iter().any(|m| UciMove::from(*m) == u), "{} explained illegal: {}", u, e);
                    prop_assert!(e.to_string().ends_with(')') && e.to_string().contains(e.rule.as_str()), "{}", e.to_string());
                    lang_check::same_ruling(&e.rule, &e.to_string(), &victoria_rules::i18n::Words::words(&e, victoria_words::Lang::Ru));
                }
            }
        }
    }

    #[test]
    fn fast_legality_agrees_with_playing_on_a_copy(seed in any::<u64>(), bits in any::<u8>(), plies in 0usize..150) {
        let g = random_game(seed, bits, plies);
        let p = g.position();
        prop_assert_eq!(p.legal_moves(), p.legal_moves_by_copy(), "{}", p.to_vfen());
    }

    #[test]
    fn vfen_round_trips(seed in any::<u64>(), bits in any::<u8>(), plies in 0usize..80) {
        let g = random_game(seed, bits, plies);
        let p = g.position();
        let text = p.to_vfen();
        let back = Position::from_vfen(&text, p.rules()).unwrap();
        prop_assert_eq!(back.to_vfen(), text.clone());
        prop_assert_eq!(back.legal_moves().len(), p.legal_moves().len(), "{}", text);
    }

    #[test]
    fn playing_an_illegal_move_changes_nothing(seed in any::<u64>(), plies in 0usize..40) {
        let g = random_game(seed, 0, plies);
        let mut p = g.position().clone();
        let before = p.clone();
        for u in all_uci(&before).into_iter().take(400) {
            if before.check_move(u).is_err() {
                let m = victoria_rules::Move { from: u.from, to: u.to, promotion: u.promotion, capture: false, kind: victoria_rules::MoveKind::Normal };
                prop_assert!(p.play(&m).is_err());
                prop_assert_eq!(&p, &before);
            }
        }
    }
}

#[test]
fn random_playouts_always_reach_an_outcome() {
    for seed in 0..24u64 {
        let g = random_game(seed, (seed * 37) as u8, 5000);
        let o = g.outcome();
        assert!(o.is_over(), "seed {seed}: no outcome after {} plies", g.moves().len());
        assert!(["checkmate", "points", "draw"].contains(&o.key()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    /// A VFEN damaged anywhere (a character replaced, inserted or deleted) is either refused
    /// with a message naming a field, or read as a position that plays and writes itself back.
    #[test]
    fn damaged_vfen_never_panics(seed in any::<u64>(), edits in proptest::collection::vec((any::<u16>(), 0u8..3, any::<u8>()), 1..4)) {
        let g = random_game(seed, (seed >> 8) as u8, (seed % 30) as usize);
        let mut text: Vec<char> = g.position().to_vfen().chars().collect();
        let alphabet: Vec<char> = "0123456789/ -:,=wbkqrnpxKQRNBPX*abcdefghijklmnop".chars().collect();
        for (at, op, c) in edits {
            let i = at as usize % (text.len() + 1);
            let c = alphabet[c as usize % alphabet.len()];
            match op {
                0 if i < text.len() => text[i] = c,
                1 => text.insert(i, c),
                _ if i < text.len() => { text.remove(i); }
                _ => {}
            }
        }
        let text: String = text.into_iter().collect();
        match Position::from_vfen(&text, g.position().rules()) {
            Err(e) => prop_assert!(!e.to_string().is_empty()),
            Ok(p) => {
                let again = Position::from_vfen(&p.to_vfen(), p.rules()).unwrap();
                prop_assert_eq!(again.to_vfen(), p.to_vfen());
                for m in p.legal_moves() {
                    let mut q = p.clone();
                    q.play(&m).unwrap();
                    let _ = q.to_vfen();
                }
            }
        }
    }
}
