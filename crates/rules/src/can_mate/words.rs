//! Words for the can-mate analysis (`crate::can_mate`): its proofs, from the
//! `can_mate.ftl` catalogues — in full (the sheet, the command line, the arbiter with the
//! reserve panel open) or with the reasons that rest on a move reserve withheld
//! ([`proof_words`]), for a screen the players can see while the game goes on (R14). A proof
//! cites its ruleset's own book for what asks it ([`Cite`]): R27a in Victoria; FIDE's article
//! in classical chess (the dead position 5.2.2, a flag fall 6.9, a second illegal move 7.5.5).

use super::{Material, NoStrike, PieceFact, Proof};
use crate::i18n::Words;
use crate::t;
use crate::{Ruleset, Square, SquareSet};
use victoria_words::Lang;

/// What asks whether a side can still mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MateQuestion {
    /// Can either side still mate at all (a dead position; the analysis on request).
    DeadPosition,
    /// A flag fell: can the opponent still mate (FIDE 6.9)?
    FlagFall,
    /// A second completed illegal move: can the opponent still mate (FIDE 7.5.5)?
    IllegalMoves,
}

impl MateQuestion {
    /// `dead`, `flag` or `illegal`: the catalogues' key.
    pub fn key(self) -> &'static str {
        match self {
            MateQuestion::DeadPosition => "dead",
            MateQuestion::FlagFall => "flag",
            MateQuestion::IllegalMoves => "illegal",
        }
    }
}

/// The book a "can mate" answer cites: the ruleset's and what asks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cite {
    pub ruleset: Ruleset,
    pub question: MateQuestion,
}

impl Cite {
    pub fn new(ruleset: Ruleset, question: MateQuestion) -> Cite {
        Cite { ruleset, question }
    }

    /// Victoria's R27a, whatever asks (the proof's words without a game: the command line's
    /// `can-mate` on a Victoria position).
    pub const VICTORIA: Cite = Cite { ruleset: Ruleset::Victoria, question: MateQuestion::DeadPosition };
}

/// "R27a", "FIDE 6.9", «ст. 6.9 Правил ФИДЕ», "S30".
impl Words for Cite {
    fn words(&self, lang: Lang) -> String {
        t!(lang, "can-mate-cite", ruleset = self.ruleset.key(), question = self.question.key())
    }
}

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

/// The proof in full, citing Victoria's R27a (a game's proofs cite their own book through
/// [`proof_words`]).
impl Words for Proof {
    fn words(&self, lang: Lang) -> String {
        proof_words(self, lang, true, Cite::VICTORIA)
    }
}

/// A proof in `lang`; without `private`, the pieces that cannot strike because of their move
/// reserve (too small, or one last move: secrets until the game ends, R14) are neither named
/// nor explained — one phrase says that the rest rests on private facts the reserve panel
/// shows. Every other part of the proof (the region, the walls, the pieces the walls keep
/// away) is public: it follows from the board. It cites `cite`'s book (R27a, FIDE 6.9, …).
pub fn proof_words(proof: &Proof, lang: Lang, private: bool, cite: Cite) -> String {
    let cite = cite.words(lang);
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
                pieces = list.join("; "),
                cite = cite
            )
        }
        Proof::Material { mater, why: Material::LoneKnight } => {
            t!(lang, "can-mate-lone-knight", mater = mater.key(), cite = cite)
        }
        Proof::Material { mater, why: Material::SameColourBishops } => {
            t!(lang, "can-mate-same-bishops", mater = mater.key(), cite = cite)
        }
        Proof::GameOver { .. } => t!(lang, "can-mate-game-over", cite = cite),
        Proof::Exhausted { mater, nodes } => {
            t!(lang, "can-mate-exhausted", mater = mater.key(), nodes = *nodes, cite = cite)
        }
        Proof::Checks { mater, nodes, leaves } => {
            t!(lang, "can-mate-checks", mater = mater.key(), nodes = *nodes, leaves = *leaves, cite = cite)
        }
        Proof::Locked { mater, region, steady, strikers, silent, by_reserve, .. } => {
            let mut why = match (strikers.is_empty(), silent.is_empty()) {
                (true, true) => t!(lang, "can-mate-locked-none", mater = mater.key()),
                (true, false) => t!(lang, "can-mate-locked-no-check", mater = mater.key()),
                _ => t!(lang, "can-mate-locked-net", mater = mater.key(), strikers = squares(strikers)),
            };
            if !silent.is_empty() {
                why = format!(
                    "{why}; {}",
                    t!(lang, "can-mate-locked-silent", mater = mater.key(), silent = squares(silent))
                );
            }
            if *by_reserve {
                why = if private {
                    format!("{}{why}", t!(lang, "can-mate-locked-reserve"))
                } else {
                    t!(lang, "can-mate-private", rest = "no")
                };
            }
            t!(
                lang,
                "can-mate-locked",
                steady = if steady.is_empty() { "none".to_string() } else { squares(steady) },
                loser = mater.other().key(),
                n = region.len(),
                squares = squares(region),
                why = why,
                cite = cite
            )
        }
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
        crate::i18n::take_errors();
        let en = proof.words(Lang::En);
        let ru = proof.words(Lang::Ru);
        assert!(crate::i18n::take_errors().is_empty());
        assert!(en.starts_with("Black's king can only ever stand on one square (l12)"), "{en}");
        assert!(en.contains("the rook on a1 — walls keep it"), "{en}");
        assert!(en.contains("the king on e1 — a king never gives check"), "{en}");
        assert!(ru.starts_with("Король чёрных может стоять только на 1 поле (l12)"), "{ru}");
        assert!(ru.contains("ладья на a1 — стены"), "{ru}");
    }

    /// The Russian verb agrees with what closes the squares in: «их замыкает край доски» (the
    /// edge alone, king against king), «их замыкают стены …», «их ничто не замыкает» (it read
    /// «их замыкают край доски» in the K vs K walk, issue 39).
    #[test]
    fn what_closes_a_sealed_king_in_is_worded_with_its_verb_in_russian() {
        let pos = Position::from_vfen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Rules::classical()).unwrap();
        let proof = fast(&pos, Color::White).expect("a lone king cannot mate");
        let ru = proof.words(Lang::Ru);
        assert!(
            ru.contains("(a1, b1, c1, d1, e1, f1, g1, h1, a2, b2, c2, d2, … (+52)), их замыкает край доски;"),
            "{ru}"
        );
        assert!(!ru.contains("замыкают край"), "{ru}");
        for words in [
            t!(Lang::Ru, "can-mate-walls-edge", walls = "a1"),
            t!(Lang::Ru, "can-mate-walls-only", walls = "a1"),
            t!(Lang::Ru, "can-mate-edge-only"),
            t!(Lang::Ru, "can-mate-open"),
        ] {
            assert!(words.starts_with("их ") && words.contains("замыка"), "{words}");
        }
    }

    #[test]
    fn what_can_never_change_is_explained_in_both_languages_and_reserves_stay_hidden() {
        let pos = Position::from_vfen("3k1b2/8/8/p1p1p1p1/P1P1P1P1/8/8/3K1B2 w - - 0 1", Rules::classical()).unwrap();
        let proof = fast(&pos, Color::White).expect("the chain is locked");
        crate::i18n::take_errors();
        let en = proof.words(Lang::En);
        let ru = proof.words(Lang::Ru);
        assert!(crate::i18n::take_errors().is_empty());
        assert!(en.starts_with("the men on a4, c4, e4, g4, a5, c5, e5, g5 can never move nor be taken"), "{en}");
        assert!(en.contains("no White piece can ever strike there (R27a)"), "{en}");
        assert!(ru.starts_with("фигуры на a4, c4, e4, g4, a5, c5, e5, g5 никогда не сдвинутся"), "{ru}");
        let Proof::Locked { mater, king, region, steady, .. } = proof else { panic!("{proof:?}") };
        let net =
            Proof::Locked { mater, king, region, steady, strikers: steady, silent: Box::default(), by_reserve: true };
        assert!(net.rests_on_private());
        let full = proof_words(&net, Lang::En, true, Cite::VICTORIA);
        assert!(full.contains("counting the move reserves") && full.contains("mating net"), "{full}");
        let hidden = proof_words(&net, Lang::En, false, Cite::VICTORIA);
        assert!(!hidden.contains("reserves —") && hidden.contains("open the reserve panel"), "{hidden}");
        assert!(!proof_words(&net, Lang::Ru, false, Cite::VICTORIA).is_empty());
        assert!(crate::i18n::take_errors().is_empty());
    }

    /// A classical game's proof cites FIDE's article for what asks it, in each language's
    /// words, never Victoria's R27a (issue 39); a Victoria game's cites R27a.
    #[test]
    fn a_proof_cites_its_own_ruleset_s_book() {
        use crate::Ruleset;
        let pos = Position::from_vfen("3k1b2/8/8/p1p1p1p1/P1P1P1P1/8/8/3K1B2 w - - 0 1", Rules::classical()).unwrap();
        let proof = fast(&pos, Color::White).expect("the chain is locked");
        crate::i18n::take_errors();
        let said = |lang, ruleset, question| proof_words(&proof, lang, true, Cite::new(ruleset, question));
        let dead = said(Lang::En, Ruleset::Classical, MateQuestion::DeadPosition);
        assert!(dead.ends_with("(FIDE 5.2.2)") && !dead.contains("R27a"), "{dead}");
        let flag = said(Lang::En, Ruleset::Classical, MateQuestion::FlagFall);
        assert!(flag.ends_with("(FIDE 6.9)"), "{flag}");
        let illegal = said(Lang::Ru, Ruleset::Classical, MateQuestion::IllegalMoves);
        assert!(illegal.ends_with("(ст. 7.5.5 Правил ФИДЕ)"), "{illegal}");
        let dead_ru = said(Lang::Ru, Ruleset::Classical, MateQuestion::DeadPosition);
        assert!(dead_ru.ends_with("(ст. 5.2.2 Правил ФИДЕ)") && !dead_ru.contains("R27a"), "{dead_ru}");
        assert!(said(Lang::En, Ruleset::Victoria, MateQuestion::FlagFall).ends_with("(R27a)"));
        assert!(said(Lang::Ru, Ruleset::Victoria, MateQuestion::DeadPosition).ends_with("(R27a)"));
        assert!(crate::i18n::take_errors().is_empty());
    }
}
