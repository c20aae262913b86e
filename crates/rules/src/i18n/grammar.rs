//! The small pieces of grammar shared by every area's words: the grammatical [`Case`] a noun takes,
//! a piece's and a side's noun in a case, read from the catalogues (`grammar.ftl`: the tables
//! live there, not here), and helpers for tests that compare sentences by the squares they name.

use crate::piece::{Color, Role};
use crate::square::Square;
use crate::t;
use fluent_bundle::FluentArgs;
use victoria_words::Lang;

/// The grammatical case a noun takes in a sentence (Russian has them; English words every case
/// alike). In a catalogue: `{ ROLE($role, case: "gen") }`, `{ SIDE($color, case: "gen") }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// ладья (who does it)
    Nom,
    /// ладьи (of, from: «шах от ладьи»)
    Gen,
    /// ладье (to whom)
    Dat,
    /// ладью (what is taken: «взять ладью»)
    Acc,
    /// ладьёй (with: «между королём и ладьёй»)
    Ins,
}

impl Case {
    pub const ALL: [Case; 5] = [Case::Nom, Case::Gen, Case::Dat, Case::Acc, Case::Ins];
    /// The case's name in the catalogues' ids: `nom`, `gen`, `dat`, `acc`, `ins`.
    pub fn key(self) -> &'static str {
        match self {
            Case::Nom => "nom",
            Case::Gen => "gen",
            Case::Dat => "dat",
            Case::Acc => "acc",
            Case::Ins => "ins",
        }
    }
}

/// The noun of a role in a case: "rook" / «ладью».
pub fn role(lang: Lang, r: Role, case: Case) -> String {
    let mut args = FluentArgs::new();
    args.set("role", r.key());
    t!(lang, &format!("role-{}", case.key()); args)
}

/// A side in a case: "White" / «белых».
pub fn side(lang: Lang, c: Color, case: Case) -> String {
    let mut args = FluentArgs::new();
    args.set("color", c.key());
    t!(lang, &format!("side-{}", case.key()); args)
}

/// A side as a sentence starts with it: "White" / «Белые».
pub fn side_title(lang: Lang, c: Color) -> String {
    let mut args = FluentArgs::new();
    args.set("color", c.key());
    t!(lang, "side-title"; args)
}

/// "the rook on d4" / «ладья на d4» (the Russian in a case).
pub fn piece_on(lang: Lang, r: Role, sq: Square, case: Case) -> String {
    let mut args = FluentArgs::new();
    args.set("role", r.key());
    args.set("square", sq.to_string());
    t!(lang, &format!("piece-on-{}", case.key()); args)
}

/// Transitional Russian helpers for the areas that still build Russian by hand (they read the
/// catalogue): the noun of a role, a side, a piece on a square.
pub fn role_ru(r: Role, case: Case) -> String {
    role(Lang::Ru, r, case)
}
pub fn side_ru(c: Color, case: Case) -> String {
    side(Lang::Ru, c, case)
}
pub fn piece_on_ru(r: Role, sq: Square, case: Case) -> String {
    piece_on(Lang::Ru, r, sq, case)
}
/// Is the Russian noun of this role feminine (ладья, пешка)? (The catalogue's selectors say
/// the same through `$role`.)
pub fn feminine(r: Role) -> bool {
    matches!(r, Role::Pawn | Role::Rook)
}
/// The form agreeing with the role's gender: `agree(Rook, masculine, feminine)`.
pub fn agree(r: Role, masculine: &'static str, feminine_form: &'static str) -> &'static str {
    if feminine(r) { feminine_form } else { masculine }
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

/// "field: fault" in the language.
pub(crate) fn in_field(lang: Lang, field: &str, fault: String) -> String {
    t!(lang, "notation-error", field = field.to_string(), fault = fault.to_string())
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
    fn nouns_take_their_case_from_the_catalogue() {
        crate::i18n::take_errors();
        assert_eq!(piece_on_ru(Role::Rook, Square::new(0, 4), Case::Gen), "ладьи на a5");
        assert_eq!(role(Lang::Ru, Role::Rook, Case::Acc), "ладью");
        assert_eq!(role(Lang::Ru, Role::Knight, Case::Ins), "конём");
        assert_eq!(role(Lang::En, Role::Knight, Case::Ins), "knight");
        assert_eq!(side(Lang::Ru, Color::White, Case::Gen), "белых");
        assert_eq!(side(Lang::Ru, Color::Black, Case::Dat), "чёрным");
        assert_eq!(side_title(Lang::Ru, Color::Black), "Чёрные");
        assert_eq!(side(Lang::En, Color::Black, Case::Gen), "Black");
        assert_eq!(piece_on(Lang::En, Role::Queen, Square::new(3, 0), Case::Gen), "the queen on d1");
        assert_eq!(agree(Role::Rook, "m", "f"), "f");
        assert_eq!(crate::i18n::take_errors(), Vec::<String>::new());
    }
}
