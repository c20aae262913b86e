//! Synthesis against classical chess (issue 7): a colour in regime D plays FIDE chess, so with
//! both colours in D every position must give exactly shakmaty's legal moves and the published
//! perft counts; and in regime A with no pawn capture available (and no check) the legal moves
//! are the classical ones, while an available pawn capture leaves only the pawn captures (S8).
//! Each position is compared with two classical generators: shakmaty and the engine's own
//! `classical` ruleset.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position as _};
use victoria_rules::Options;
use victoria_rules::synthesis::{Position, Regime};
use victoria_rules::{Color, Role, Rules};

/// The engine's own classical ruleset on the six FEN fields.
fn engine_classical(fen: &str) -> Vec<String> {
    let six: Vec<&str> = fen.split_whitespace().take(6).collect();
    let p = victoria_rules::Position::from_vfen(&six.join(" "), Rules::classical()).unwrap();
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn shak(fen: &str) -> Chess {
    // Only the six FEN fields: the S2 tokens are not FEN.
    let six: Vec<&str> = fen.split_whitespace().take(6).collect();
    six.join(" ").parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap()
}

fn shak_moves(c: &Chess) -> Vec<String> {
    let mut v: Vec<String> = c.legal_moves().iter().map(|m| m.to_uci(CastlingMode::Standard).to_string()).collect();
    v.sort();
    v
}

fn ours(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// A small deterministic generator (no dependency on rand's API).
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

const CLASSICAL_STARTS: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
];

#[test]
fn both_colours_in_regime_d_play_fide_chess_move_for_move() {
    let mut rng = Lcg(7);
    for start in CLASSICAL_STARTS {
        for _game in 0..40 {
            let mut p = Position::from_fen(&format!("{start} classical:wb"), Options::default()).unwrap();
            assert_eq!(p.regime(Color::White), Regime::D);
            for _ply in 0..120 {
                let fen = p.to_fen();
                let expected = shak_moves(&shak(&fen));
                let got = ours(&p);
                assert_eq!(got, expected, "legal moves differ in {fen}");
                assert_eq!(engine_classical(&fen), expected, "the classical ruleset differs in {fen}");
                if got.is_empty() {
                    break;
                }
                let m = p.legal_moves()[rng.next(got.len())];
                p.play(&m).unwrap();
            }
        }
    }
}

#[test]
fn regime_d_perft_matches_published_counts() {
    let cases: [(&str, u32, u64); 5] = [
        (CLASSICAL_STARTS[0], 4, 197_281),
        (CLASSICAL_STARTS[1], 3, 97_862),
        (CLASSICAL_STARTS[2], 5, 674_624),
        (CLASSICAL_STARTS[3], 4, 422_333),
        (CLASSICAL_STARTS[4], 3, 62_379),
    ];
    for (fen, depth, nodes) in cases {
        let p = Position::from_fen(&format!("{fen} classical:wb"), Options::default()).unwrap();
        assert_eq!(p.perft(depth), nodes, "{fen}");
    }
}

#[test]
fn regime_a_without_pawn_captures_agrees_with_classical_chess() {
    let mut rng = Lcg(11);
    let mut compared = 0;
    let mut mandated = 0;
    for _game in 0..300 {
        let mut p = Position::start(Options::default());
        for _ply in 0..80 {
            if p.regime(Color::White) != Regime::A || p.regime(Color::Black) != Regime::A || p.is_check() {
                break;
            }
            let fen = p.to_fen();
            let c = shak(&fen);
            let classical = shak_moves(&c);
            assert_eq!(engine_classical(&fen), classical, "the classical ruleset differs in {fen}");
            let got = ours(&p);
            let pawn_captures: Vec<String> = c
                .legal_moves()
                .iter()
                .filter(|m| m.role() == shakmaty::Role::Pawn && m.is_capture())
                .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                .collect();
            if pawn_captures.is_empty() {
                assert_eq!(got, classical, "regime A differs from classical chess in {fen}");
                compared += 1;
            } else {
                let mut want = pawn_captures.clone();
                want.sort();
                assert_eq!(got, want, "S8: only the pawn captures stay in {fen}");
                mandated += 1;
            }
            // Keep both queens at home and the game classical-valid: never move a queen.
            let choices: Vec<_> = p
                .legal_moves()
                .into_iter()
                .filter(|m| {
                    p.piece(m.from).is_some_and(|pc| pc.role != Role::Queen) && classical.contains(&m.to_string())
                })
                .collect();
            if choices.is_empty() {
                break;
            }
            let m = choices[rng.next(choices.len())];
            p.play(&m).unwrap();
        }
    }
    assert!(compared > 2000 && mandated > 300, "compared {compared}, mandated {mandated}");
}
