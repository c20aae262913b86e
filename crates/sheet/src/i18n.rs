//! Every word the score sheet prints comes from the Fluent catalogue `i18n/<lang>/sheet.ftl`:
//! the drawing code names each fixed word and each phrase with values by its message id
//! (`t!(lang, "sheet-moves")`, `t!(lang, "sheet-page-of", n = 2, m = 3)`), a result's grounds
//! are a typed fact worded beside their type (`impl Words for Grounds` in `data.rs`), and a
//! move is written by the one SAN localiser, `victoria_rules::san::written`. Russian grammar
//! (a piece's gender in "окаменел / окаменела") lives in the catalogue's selectors.

pub use victoria_record::i18n::*;

victoria_words::library_fns!();

#[cfg(test)]
mod tests {
    use crate::data::Grounds;
    use crate::t;
    use victoria_rules::san::written;
    use victoria_rules::{Color, Role};
    use victoria_words::{Lang, Words};

    use crate::from_record::ground_words as ground;

    #[test]
    fn russian_san_uses_russian_piece_letters() {
        assert_eq!(written(Lang::Ru, "Qc10xc12+"), "Фc10xc12+");
        assert_eq!(written(Lang::Ru, "Nbd2"), "Кbd2");
        assert_eq!(written(Lang::Ru, "Kf1"), "Крf1");
        assert_eq!(written(Lang::Ru, "exd5"), "exd5");
        assert_eq!(written(Lang::Ru, "b1=Q#"), "b1=Ф#");
        assert_eq!(written(Lang::Ru, "O-O-O"), "O-O-O");
        assert_eq!(written(Lang::Ru, "Rbb8"), "Лbb8");
        assert_eq!(written(Lang::En, "Rbb8"), "Rbb8");
    }

    #[test]
    fn grounds_are_worded_in_both_languages() {
        assert_eq!(ground(Lang::Ru, "repetition"), "троекратное повторение позиции");
        assert!(ground(Lang::En, "no_striking_force").starts_with("no queen"));
        assert_eq!(ground(Lang::En, "something_new"), "something new");
        assert_eq!(ground(Lang::Ru, ""), "");
    }

    /// Every word and phrase of the sheet renders in both languages without a Fluent error.
    #[test]
    fn every_sheet_message_renders_in_both_languages_without_errors() {
        crate::i18n::take_errors();
        for lang in Lang::ALL {
            let mut out: Vec<String> = [
                "sheet-title",
                "sheet-moves",
                "sheet-result",
                "sheet-unsealed",
                "sheet-synthesis-legend",
                "sheet-classical-legend",
                "sheet-page",
                "sheet-of",
            ]
            .into_iter()
            .map(|id| t!(lang, id))
            .collect();
            for id in ["sheet-setup-of", "sheet-legend-bastion", "sheet-reserves-of"] {
                out.extend(Color::ALL.map(|c| t!(lang, id, color = c)));
            }
            for c in Color::ALL {
                let reason = String::from("late");
                out.extend([t!(lang, crate::moves_table::side_id(c)), t!(lang, "sheet-side-letter", color = c)]);
                for g in [
                    Grounds::Checkmate { winner: c },
                    Grounds::KingCaptured { winner: c, both: false },
                    Grounds::KingCaptured { winner: c, both: true },
                    Grounds::Resignation { loser: c },
                    Grounds::Forfeit { loser: c, reason: reason.clone() },
                    Grounds::Arbiter { winner: Some(c), reason: reason.clone() },
                ] {
                    out.push(g.words(lang));
                }
            }
            for g in [
                Grounds::Ongoing,
                Grounds::Points { white: 37, black: 29, reason: String::new() },
                Grounds::Draw { reason: String::new() },
                Grounds::Agreement,
                Grounds::Arbiter { winner: None, reason: String::new() },
            ] {
                out.push(g.words(lang));
            }
            for r in Role::ALL {
                let letter = victoria_record::i18n::scheme::letter(lang, r);
                out.extend([
                    t!(lang, "sheet-piece-name", role = r, letter = letter),
                    t!(lang, "sheet-petrified-on", role = r, n = 3),
                    t!(lang, "sheet-captured-on", role = r, n = 3),
                ]);
            }
            for a in ["none", "accepted", "declined"] {
                out.push(t!(lang, "sheet-offer-answer", answer = a));
            }
            for key in ["no_moves", "reserves_spent", "repetition", "both_kings", "something_new"] {
                out.push(ground(lang, key));
            }
            out.extend([
                t!(lang, "sheet-page-of", n = 2, m = 3),
                t!(lang, "sheet-took-back", moves = "5.Qf3"),
                t!(lang, "sheet-move-number", n = 4),
                t!(lang, "sheet-game-name", ruleset = "synthesis"),
            ]);
            for t in &out {
                assert!(!t.trim().is_empty() && !t.contains("sheet-"), "{}: {t:?}", lang.code());
            }
        }
        assert_eq!(crate::i18n::take_errors(), Vec::<String>::new());
    }

    #[test]
    fn a_reserve_state_agrees_with_the_piece() {
        assert_eq!(t!(Lang::Ru, "sheet-petrified-on", role = Role::Bishop, n = 14), "окаменел на ходу 14");
        assert_eq!(t!(Lang::Ru, "sheet-petrified-on", role = Role::Rook, n = 14), "окаменела на ходу 14");
        assert_eq!(t!(Lang::Ru, "sheet-captured-on", role = Role::Queen, n = 9), "снят на ходу 9");
        assert_eq!(t!(Lang::En, "sheet-petrified-on", role = Role::Rook, n = 14), "petrified on move 14");
    }
}
