//! The two languages of the engine's sentences: [`Lang`] (Russian or English), [`Sentence`]
//! (one thing said in both, the English exactly as the engine has always written it), and the
//! few pieces of Russian grammar the rulings' sentences need — the chess nouns in their cases
//! (ладья, ладьи, ладью, ладьёй …), the sides (белые, белых, белым), a past tense that agrees
//! with the piece (стал / стала). The screens, the record and the sheet choose the language;
//! the engine always says both.

use super::piece::{Color, Role};
use super::square::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The language, now owned by the catalogues' module.
pub use crate::i18n::Lang;

/// One sentence in English and Russian. `Display` writes the English.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Sentence {
    pub en: String,
    pub ru: String,
}

impl Sentence {
    pub fn new(en: impl Into<String>, ru: impl Into<String>) -> Sentence {
        Sentence { en: en.into(), ru: ru.into() }
    }
    /// The sentence in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Ru => &self.ru,
            Lang::En => &self.en,
        }
    }
    /// Both halves changed the same way (e.g. a prefix in each language).
    pub fn map(self, en: impl FnOnce(String) -> String, ru: impl FnOnce(String) -> String) -> Sentence {
        Sentence { en: en(self.en), ru: ru(self.ru) }
    }
}

impl fmt::Display for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

/// The grammatical case a Russian noun takes in a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// ладья (who does it)
    Nom,
    /// ладьи (of, from: «шах от ладьи»)
    Gen,
    /// ладью (what is taken: «взять ладью»)
    Acc,
    /// ладьёй (with: «между королём и ладьёй»)
    Ins,
}

/// The Russian chess noun for a role, in a case: пешка, конь, слон, ладья, ферзь, король.
pub fn role_ru(role: Role, case: Case) -> &'static str {
    use Case::*;
    match (role, case) {
        (Role::Pawn, Nom) => "пешка",
        (Role::Pawn, Gen) => "пешки",
        (Role::Pawn, Acc) => "пешку",
        (Role::Pawn, Ins) => "пешкой",
        (Role::Knight, Nom) => "конь",
        (Role::Knight, Gen | Acc) => "коня",
        (Role::Knight, Ins) => "конём",
        (Role::Bishop, Nom) => "слон",
        (Role::Bishop, Gen | Acc) => "слона",
        (Role::Bishop, Ins) => "слоном",
        (Role::Rook, Nom) => "ладья",
        (Role::Rook, Gen) => "ладьи",
        (Role::Rook, Acc) => "ладью",
        (Role::Rook, Ins) => "ладьёй",
        (Role::Queen, Nom) => "ферзь",
        (Role::Queen, Gen | Acc) => "ферзя",
        (Role::Queen, Ins) => "ферзём",
        (Role::King, Nom) => "король",
        (Role::King, Gen | Acc) => "короля",
        (Role::King, Ins) => "королём",
    }
}

/// Is the Russian noun of this role feminine (ладья, пешка)?
pub fn feminine(role: Role) -> bool {
    matches!(role, Role::Pawn | Role::Rook)
}

/// A short past-tense verb or adjective agreeing with the role: `agree(Rook, "стал", "стала")`.
pub fn agree(role: Role, masculine: &'static str, feminine_form: &'static str) -> &'static str {
    if feminine(role) { feminine_form } else { masculine }
}

/// "ладья на d4" in a case.
pub fn piece_on_ru(role: Role, sq: Square, case: Case) -> String {
    format!("{} на {sq}", role_ru(role, case))
}

/// The side in Russian: белые / чёрные (who plays), белых / чёрных (whose), белым / чёрным (to whom).
pub fn side_ru(c: Color, case: Case) -> &'static str {
    match (c, case) {
        (Color::White, Case::Nom) => "белые",
        (Color::Black, Case::Nom) => "чёрные",
        (Color::White, Case::Gen | Case::Acc) => "белых",
        (Color::Black, Case::Gen | Case::Acc) => "чёрных",
        (Color::White, Case::Ins) => "белыми",
        (Color::Black, Case::Ins) => "чёрными",
    }
}

/// The first letter in upper case (for a sentence that starts with a side or a piece).
pub fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Every square named in a sentence (`e2`, `c10`; `e2e4` names two), in order — for tests
/// that check a Russian sentence names the same squares as its English one.
pub fn squares_named(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let prev_word = i > 0 && chars[i - 1].is_ascii_alphabetic() && chars[i - 1] != 'x';
        if ('a'..='p').contains(&c) && !prev_word {
            let mut j = i + 1;
            while j < chars.len() && chars[j].is_ascii_digit() && j - i <= 2 {
                j += 1;
            }
            if j > i + 1 && chars[i + 1] != '0' {
                out.push(chars[i..j].iter().collect());
                i = j;
                continue;
            }
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_found_in_both_languages() {
        assert_eq!(
            squares_named("rook d4 cannot reach d9: Black's bastion on d7 stops the line (R10)"),
            ["d4", "d9", "d7"]
        );
        assert_eq!(squares_named("ладья d4 не может дойти до d9: бастион чёрных на d7 (R10)"), ["d4", "d9", "d7"]);
        assert_eq!(squares_named("e2e4 and c10c12q, e4xd5"), ["e2", "e4", "c10", "c12", "e4", "d5"]);
        assert_eq!(squares_named("files a–l and ranks 1–12 (R1)"), Vec::<String>::new());
    }

    #[test]
    fn nouns_agree() {
        assert_eq!(piece_on_ru(Role::Rook, Square::new(0, 4), Case::Gen), "ладьи на a5");
        assert_eq!(agree(Role::Rook, "стал", "стала"), "стала");
        assert_eq!(agree(Role::Knight, "стал", "стала"), "стал");
        assert_eq!("ru".parse::<Lang>(), Ok(Lang::Ru));
        assert_eq!(Sentence::new("check", "шах").get(Lang::Ru), "шах");
    }
}
