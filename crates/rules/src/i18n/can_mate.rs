//! Words for the can-mate analysis (`crate::can_mate`): its proofs, from the
//! `can_mate.ftl` catalogues — in full (the sheet, the command line, the arbiter with the
//! reserve panel open) or with the reasons that rest on a move reserve withheld
//! ([`proof_words`]), for a screen the players can see while the game goes on (R14).

use super::{Lang, Words};
use crate::can_mate::{Material, NoStrike, PieceFact, Proof};
use crate::t;
use crate::{Square, SquareSet};

/// At most this many squares are named; the rest are counted.
const NAMED: usize = 12;

fn squares(set: &SquareSet) -> String {
    let all: Vec<String> = set.iter().map(|s: Square| s.to_string()).collect();
    if all.len() <= NAMED {
        all.join(", ")
    } else {
        format!("{}, … (+{})", all[..NAMED].join(", "), all.len() - NAMED)
    }
}

impl Words for PieceFact {
    fn words(&self, lang: Lang) -> String {
        let why = match self.why {
            NoStrike::King => t!(lang, "can-mate-why-king"),
            NoStrike::Walls => t!(lang, "can-mate-why-walls"),
            NoStrike::Reserve { reserve } => t!(lang, "can-mate-why-reserve", reserve = reserve),
            NoStrike::LastMove => t!(lang, "can-mate-why-last-move"),
            NoStrike::Warrior => t!(lang, "can-mate-why-warrior"),
        };
        t!(lang, "can-mate-piece", role = self.role.name(), square = self.square.to_string(), why = why)
    }
}

/// The proof in full.
impl Words for Proof {
    fn words(&self, lang: Lang) -> String {
        proof_words(self, lang, true)
    }
}

/// A proof in `lang`; without `private`, the pieces that cannot strike because of their move
/// reserve (too small, or one last move: secrets until the game ends, R14) are neither named
/// nor explained — one phrase says that the rest rests on private facts the reserve panel
/// shows. Every other part of the proof (the region, the walls, the pieces the walls keep
/// away) is public: it follows from the board.
pub fn proof_words(proof: &Proof, lang: Lang, private: bool) -> String {
    match proof {
        Proof::Sealed { mater, region, walls, edge, pieces, .. } => {
            let walls_text = match (walls.is_empty(), *edge) {
                (false, true) => t!(lang, "can-mate-walls-edge", walls = squares(walls)),
                (false, false) => t!(lang, "can-mate-walls-only", walls = squares(walls)),
                (true, true) => t!(lang, "can-mate-edge-only"),
                (true, false) => t!(lang, "can-mate-open"),
            };
            let shown = pieces.iter().filter(|p| private || !p.why.is_private());
            let mut list: Vec<String> = shown.map(|p| p.words(lang)).collect();
            if list.len() < pieces.len() {
                let rest = if list.is_empty() { "no" } else { "yes" };
                list.push(t!(lang, "can-mate-private", rest = rest));
            }
            t!(
                lang,
                "can-mate-sealed",
                loser = mater.other().key(),
                mater = mater.key(),
                n = region.len(),
                squares = squares(region),
                walls = walls_text,
                pieces = list.join("; ")
            )
        }
        Proof::Material { mater, why: Material::LoneKnight } => {
            t!(lang, "can-mate-lone-knight", mater = mater.key())
        }
        Proof::Material { mater, why: Material::SameColourBishops } => {
            t!(lang, "can-mate-same-bishops", mater = mater.key())
        }
        Proof::GameOver { .. } => t!(lang, "can-mate-game-over"),
        Proof::Exhausted { mater, nodes } => t!(lang, "can-mate-exhausted", mater = mater.key(), nodes = *nodes),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::can_mate::fast;
    use crate::{Color, Position, Rules};

    #[test]
    fn a_sealed_king_is_explained_in_both_languages() {
        // Black's king on l12 walled in by monuments; White has a rook and its king.
        let pos = Position::from_vfen("10*k/10**/12/12/12/12/12/12/12/12/12/R3K7 w - - 0 1", Rules::default()).unwrap();
        let proof = fast(&pos, Color::White).expect("the king is sealed");
        super::super::take_errors();
        let en = proof.words(Lang::En);
        let ru = proof.words(Lang::Ru);
        assert!(super::super::take_errors().is_empty());
        assert!(en.starts_with("Black's king can only ever stand on one square (l12)"), "{en}");
        assert!(en.contains("the rook on a1 — walls keep it"), "{en}");
        assert!(en.contains("the king on e1 — a king never gives check"), "{en}");
        assert!(ru.starts_with("Король чёрных может стоять только на 1 поле (l12)"), "{ru}");
        assert!(ru.contains("ладья на a1 — стены"), "{ru}");
    }
}
