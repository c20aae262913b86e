//! Every typed move gets a verdict that agrees with `legal_moves()`: legal exactly when listed,
//! otherwise an S-ruling with a sentence that ends with it and names the squares — never a panic.

use crate::support::lang_check;

use victoria_rules::synthesis::Position;
use victoria_rules::{Options, Role, Square, UciMove};

struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

#[test]
fn verdicts_agree_with_the_legal_moves_and_cite_a_ruling() {
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/8/3q4/8/8/4Q3/8/R3K2R w KQkq - 0 1",
        "2r1k3/1p3p2/8/2B5/5b2/8/1P3P2/3RK3 w - - 0 1 queen:xaway,xaway",
        "r3k3/1P6/8/3q4/8/8/6p1/R3K3 w Qq - 0 1",
    ];
    let mut rng = Lcg(99);
    let mut rulings = std::collections::BTreeSet::new();
    for start in starts {
        for options in [Options::default(), {
            let mut o = Options::default();
            o.set_pair("self_check=allowed").unwrap();
            o
        }] {
            let mut p = Position::from_fen(start, options).unwrap();
            for ply in 0..30 {
                let legal = p.legal_moves();
                // Every typed move on every third position of the walk (each of the 8,192 is
                // judged and, when refused, worded in both languages).
                for from in (0..64u8).filter(|_| ply % 3 == 0) {
                    for to in 0..64u8 {
                        let (from, to) = (Square::new(from % 8, from / 8), Square::new(to % 8, to / 8));
                        for promotion in [None, Some(Role::Queen)] {
                            let m = UciMove { from, to, promotion };
                            match p.check_move(m) {
                                Ok(mv) => assert!(legal.contains(&mv), "{m} accepted but not listed in {}", p.to_fen()),
                                Err(e) => {
                                    assert!(
                                        !legal.iter().any(|l| UciMove::from(*l) == m),
                                        "{m} listed but refused: {e}"
                                    );
                                    assert!(e.rule.starts_with('S'), "{e}");
                                    assert!(e.to_string().ends_with(&format!("({})", e.rule)), "{e}");
                                    lang_check::same_ruling(
                                        &e.rule,
                                        &e.to_string(),
                                        &victoria_rules::i18n::Words::words(&e, victoria_words::Lang::Ru),
                                    );
                                    rulings.insert(e.rule);
                                }
                            }
                        }
                    }
                }
                if legal.is_empty() {
                    break;
                }
                let m = legal[rng.next(legal.len())];
                p.play(&m).unwrap();
            }
        }
    }
    // The refusals met along the way cite many different rulings.
    assert!(rulings.len() >= 10, "{rulings:?}");
}

/// A double step over a piece or onto one names the piece that is in the way and what a double
/// step needs (S13: as in classical chess), not the square twice.
#[test]
fn a_blocked_double_step_names_the_piece_in_the_way() {
    use victoria_rules::i18n::Words;
    use victoria_words::Lang;
    let p = Position::from_fen("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", Options::default()).unwrap();
    let e = crate::support::synthesis::refusal(&p, "e2e4");
    assert_eq!(
        e.to_string(),
        "the pawn on e2 cannot advance two squares to e4: the knight on e3 is in the way, and a double step passes over an empty square onto an empty square (S7)"
    );
    assert!(e.words(Lang::Ru).contains("на e3 стоит конь"), "{}", e.words(Lang::Ru));
}
