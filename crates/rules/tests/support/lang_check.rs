//! Checks that a ruling's Russian sentence says what its English one says: it is Russian (has
//! Cyrillic and no English words), it names the same squares, and it ends with the same
//! ruling in parentheses.
#![allow(dead_code)]

use victoria_rules::i18n::grammar::squares_named;

/// Words allowed in Latin letters inside a Russian sentence: option names and values.
fn latin_ok(word: &str) -> bool {
    word.contains('=') || word.contains('_')
}

/// Panics with both sentences when the Russian does not match the English.
pub fn same_ruling(rule: &str, en: &str, ru: &str) {
    let ctx = || format!("\nrule {rule}\nen: {en}\nru: {ru}");
    assert!(!ru.trim().is_empty(), "no Russian{}", ctx());
    assert!(ru.chars().any(|c| ('а'..='я').contains(&c) || c == 'ё'), "no Cyrillic{}", ctx());
    let tail = ru.rsplit_once('(').map(|(_, t)| t).unwrap_or("");
    assert!(ru.ends_with(')') && tail.contains(rule), "the Russian must end with ({rule}){}", ctx());
    let en_tail = en.rsplit_once('(').map(|(_, t)| t).unwrap_or("");
    assert_eq!(tail, en_tail, "the same rulings in parentheses{}", ctx());
    let mut a = squares_named(en);
    let mut b = squares_named(ru);
    a.sort();
    a.dedup();
    b.sort();
    b.dedup();
    assert_eq!(a, b, "the same squares{}", ctx());
    for word in ru.split(|c: char| c.is_whitespace() || ",.;:()«»'\"—–-".contains(c)) {
        let latin = word.chars().filter(|c| c.is_ascii_alphabetic()).count();
        if latin >= 3 && word.chars().all(|c| c.is_ascii_alphabetic()) && !latin_ok(word) {
            panic!("English word '{word}' in the Russian{}", ctx());
        }
    }
}
