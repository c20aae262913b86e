//! The announced-move parser against the engine: in positions of random games, every legal
//! move written in SAN, coordinates, long algebraic and Russian long form reads back as that
//! move; lower/upper case and `0-0` work; illegal entries get the engine's ruling; the start
//! position follows E10; the bastion bag refuses impossible lots with the reason; sealed
//! content cannot be read before the reveal.

use rand::SeedableRng;
use rand::rngs::StdRng;
use victoria_record::samples::{self, BLACK, WHITE, announce, pick};
use victoria_record::{Candidate, Reading, read_among};
use victoria_record::{EventInfo, GameRecord, Recorder, RecorderError};
use victoria_record::{LotError, draw_standalone};
use victoria_rules::{Color, Options, Position, Square};

fn candidates(pos: &Position) -> Vec<Candidate> {
    pos.legal_moves()
        .into_iter()
        .map(|m| Candidate { san: pos.san_plain(&m), role: pos.piece(m.from).unwrap().role, mv: m })
        .collect()
}

#[test]
fn every_legal_move_reads_back_in_every_notation() {
    let mut checked = 0;
    let mut collisions = Vec::new();
    for seed in 0..12u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut desk = samples::random_game(seed, 0, Options::default()).unwrap();
        for _ in 0..60 {
            let pos = desk.position().unwrap().clone();
            let cands = candidates(&pos);
            if cands.is_empty() {
                break;
            }
            for c in &cands {
                let same_san = cands.iter().filter(|o| o.san == c.san).count();
                if same_san > 1 {
                    collisions.push(format!(
                        "{} is written {} like another legal move in {}",
                        c.mv,
                        c.san,
                        pos.to_vfen()
                    ));
                }
                for style in 0..4 {
                    let text = announce(&pos, &c.mv, style);
                    let variants = [text.clone(), text.to_lowercase(), text.to_uppercase()];
                    for (i, t) in variants.iter().enumerate() {
                        let got = read_among(t, &cands, pos.king(pos.turn()));
                        match got {
                            Ok(Reading::One(x)) if x.mv == c.mv => {}
                            // Case-folded text may honestly become ambiguous ("bc3" → pawn or bishop)
                            // but must never name another single move.
                            Ok(Reading::Ambiguous(v)) if i > 0 && v.iter().any(|x| x.mv == c.mv) => {}
                            Ok(Reading::One(x)) if same_san > 1 && style == 0 => {
                                collisions.push(format!("{} and {} are both written {}", c.mv, x.mv, c.san));
                            }
                            other => panic!("'{t}' (for {} in {}) read as {other:?}", c.mv, pos.to_vfen()),
                        }
                    }
                }
                checked += 1;
            }
            let Some(m) = pick(&pos, &mut rng, Default::default()) else { break };
            desk.record_move(&m.to_string()).unwrap();
            if desk.outcome().is_over() {
                break;
            }
        }
    }
    assert!(checked > 5000, "{checked}");
    assert!(collisions.is_empty(), "legal moves written alike (SAN must be unique): {collisions:#?}");
}

fn started(white: &str, black: &str) -> Recorder {
    let d = Recorder::in_memory(GameRecord::victoria(EventInfo::default(), Options::default())).unwrap();
    crate::support::revealed(d, white, black)
}

#[test]
fn castling_and_rulings() {
    let white = "Rc3=10 Nd1 Be1=10 Qf1=10 Kg3 Bh1=10 Ni1 Rj3=10 c2 d2 e2 f2 g2 h2 i2 j2 Xc5 Xf5 Xi6";
    let mut d = started(white, BLACK);
    assert_eq!(d.start().unwrap(), Color::White);
    // Long castling is blocked by nothing on rank 3 between c3 and g3 but d3..f3 are empty:
    // both ways are legal, and each notation picks its own.
    assert_eq!(d.preview_move("0-0").unwrap().uci, "g3i3");
    assert_eq!(d.preview_move("o-o-o").unwrap().uci, "g3e3");
    assert_eq!(d.preview_move("Kg3-i3").unwrap().san, "O-O");
    // An illegal castling for Black gets the engine's ruling (R24) and is logged once the
    // arbiter confirms the player completed it (R29).
    d.record_move("e2e3").unwrap();
    match d.record_move("O-O") {
        Err(RecorderError::Illegal { ruling, attempt: None, .. }) => {
            assert!(ruling.rule().starts_with('R'), "{ruling:?}");
            let a = d.confirm_illegal().unwrap().attempt;
            assert_eq!(a.color, Color::Black);
            assert_eq!(a.announced, "O-O");
        }
        other => panic!("{other:?}"),
    }
    // A piece that is not there.
    let e = d.record_move("Qa5").unwrap_err().to_string();
    assert!(e.contains("Qa5"), "{e}");
    // The knight move Black means, in Russian.
    assert_eq!(d.preview_move("Кi12-h10").unwrap().san, "Nh10");
}

#[test]
fn a_side_in_check_at_the_start_moves_first() {
    // White's rook on g6 sees Black's king on g12 down the open g-file (E10).
    let white = "Rc1=10 Nd1 Be1=10 Qf1=10 Kg1 Bh1=10 Ni1 Rg6=10 c2 d2 e2 f2 h2 i2 j2 k2 Xc4 Xf5 Xi6";
    let black = "Rc12=10 Nd12 Be12=10 Qf12=10 Kg12 Bh12=10 Ni12 Rj12=10 c11 d11 e11 f11 h11 i11 j11 k11 Xd9 Xh8 Xj7";
    let mut d = started(white, black);
    assert_eq!(d.start().unwrap(), Color::Black);
    assert!(d.position().unwrap().is_check());
    let e = d.record_move("a11").unwrap_err().to_string();
    assert!(e.contains("a11"), "{e}");
    // Black must answer the check.
    let r = d.record_move("e11-e10").unwrap_err();
    assert!(matches!(r, RecorderError::Illegal { .. }), "{r}");
}

#[test]
fn the_bag_refuses_impossible_lots_with_the_reason() {
    let mut o = Options::default();
    o.set_pair("bastion_placement=blind").unwrap();
    let strip = |s: &str| s.split(' ').filter(|t| !t.starts_with('X')).collect::<Vec<_>>().join(" ");
    let white = strip(WHITE).replace("Nd1", "Nd4");
    let mut d = Recorder::in_memory(GameRecord::victoria(EventInfo::default(), o)).unwrap();
    d.seal_text(Color::White, &white).unwrap();
    assert!(matches!(d.enter_lot(Color::White, "e4"), Err(RecorderError::Lot(LotError::NotRevealed))));
    d.seal_text(Color::Black, &strip(BLACK)).unwrap();
    d.reveal().unwrap();
    let lot = d.enter_lot(Color::White, "d4").unwrap();
    assert!(!lot.accepted);
    assert_eq!(
        victoria_record::i18n::record::lot_set_aside(
            victoria_words::Lang::En,
            &lot.square,
            lot.held_by.as_ref().unwrap()
        ),
        "d4 holds White's knight (R8)"
    );
    let e = d.enter_lot(Color::White, "d4").unwrap_err().to_string();
    assert!(e.contains("drawn already"), "{e}");
    let e = d.enter_lot(Color::White, "d8").unwrap_err().to_string();
    assert!(e.contains("d8 is not in White's bag") && e.contains("ranks 3–6"), "{e}");
    let e = d.enter_lot(Color::White, "zz").unwrap_err().to_string();
    assert!(e.contains("“zz” is not a square"), "{e}");
    assert!(d.enter_lot(Color::White, "E5").unwrap().accepted);
    assert_eq!(d.record().bastion_lots.len(), 2, "refused entries are not logged");
    d.draw_all_lots().unwrap();
    for side in Color::ALL {
        assert_eq!(d.record().bastions(side).len(), 3);
    }
    let e = d.enter_lot(Color::Black, "c8").unwrap_err().to_string();
    assert!(e.contains("has all 3 bastions"), "{e}");
    d.start().unwrap();
}

#[test]
fn the_virtual_bag_is_uniform() {
    let mut counts = std::collections::HashMap::<Square, u32>::new();
    let rounds = 3000;
    for _ in 0..rounds {
        for (sq, why) in draw_standalone(Color::Black, 12, 12, &[]).unwrap() {
            assert!(why, "no lot is set aside on an empty board");
            assert!((6..=9).contains(&sq.rank()), "{sq} is outside Black's ranks 7–10");
            *counts.entry(sq).or_default() += 1;
        }
    }
    assert_eq!(counts.len(), 48);
    let mean = (rounds * 3) as f64 / 48.0;
    for (sq, n) in counts {
        assert!((n as f64) > 0.65 * mean && (n as f64) < 1.35 * mean, "{sq}: {n} vs mean {mean}");
    }
}

#[test]
fn nothing_sealed_can_be_read_before_the_reveal() {
    let mut d = Recorder::in_memory(GameRecord::victoria(EventInfo::default(), Options::default())).unwrap();
    let code = d.seal_text(Color::White, WHITE).unwrap();
    let r = d.record();
    assert!(r.revealed(Color::White).is_none());
    assert_eq!(r.schemes.white.seal_code.as_deref(), Some(code.as_str()));
    let json = r.to_json();
    for secret in ["Qf1", "f1=10", "\"f1\"", "Xc4", "Ke1"] {
        assert!(!json.contains(secret), "'{secret}' is readable before the reveal");
    }
    assert!(matches!(d.reveal(), Err(RecorderError::Seal(_))));
    assert!(matches!(d.start(), Err(RecorderError::Start(_))));
    d.seal_text(Color::Black, BLACK).unwrap();
    d.reveal().unwrap();
    assert!(d.record().revealed(Color::White).is_some());
    // After the reveal nothing can be sealed again.
    assert!(d.seal_text(Color::White, WHITE).is_err());
}
