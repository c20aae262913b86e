//! The rule options in words (`options.ftl`): each option's label, its values and a one-line
//! explanation, and why an option could not be set ([`OptionError`]; its `Display` is the
//! English). The keys themselves (`castling`, `strikes_and_moves`) stay as the record and the
//! command line write them.

use super::{Allowed, OPTION_INFO, OptionError, OptionInfo};
use crate::i18n::{FluentArgs, Words};
use crate::t;
use victoria_words::Lang;

fn id(key: &str) -> String {
    format!("option-{}", key.replace('_', "-"))
}

/// The option's label: "Pawn bypass" / «Обход бастиона пешкой».
pub fn label(lang: Lang, key: &str) -> String {
    t!(lang, &id(key))
}

/// The one-line explanation of an option.
pub fn about(lang: Lang, key: &str) -> String {
    t!(lang, &format!("{}-about", id(key)))
}

/// An option's value in words: `strikes_and_moves` → "strikes and quiet moves" / «удары и тихие
/// ходы»; a number stands for itself.
pub fn value(lang: Lang, value: &str) -> String {
    let mut args = FluentArgs::new();
    args.set("value", value.to_string());
    t!(lang, "option-value"; args)
}

impl OptionInfo {
    /// The label in `lang`.
    pub fn label(&self, lang: Lang) -> String {
        label(lang, self.key)
    }
    /// The one-line explanation in `lang`.
    pub fn about_in(&self, lang: Lang) -> String {
        about(lang, self.key)
    }
    /// A value of this option in words.
    pub fn value_words(&self, lang: Lang, v: &str) -> String {
        value(lang, v)
    }
}

impl Words for Allowed {
    fn words(&self, lang: Lang) -> String {
        let mut args = FluentArgs::new();
        match self {
            Allowed::OnOff => t!(lang, "option-allowed-on-off"; args),
            Allowed::AtLeast(n) => {
                args.set("n", *n as f64);
                t!(lang, "option-allowed-at-least"; args)
            }
            Allowed::OneOf(keys) => keys.join(", "),
        }
    }
}

impl Words for OptionError {
    fn words(&self, lang: Lang) -> String {
        let mut args = FluentArgs::new();
        match self {
            OptionError::NotKeyValue(text) => {
                args.set("text", text.clone());
                t!(lang, "option-error-not-key-value"; args)
            }
            OptionError::UnknownKey(key) => {
                let keys: Vec<&str> = OPTION_INFO.iter().map(|o| o.key).collect();
                args.set("key", key.clone());
                args.set("keys", keys.join(", "));
                t!(lang, "option-error-unknown"; args)
            }
            OptionError::BadValue { key, value, allowed } => {
                args.set("key", key.clone());
                args.set("value", value.clone());
                args.set("allowed", allowed.words(lang));
                t!(lang, "option-error-bad-value"; args)
            }
        }
    }
}

// The English words.
victoria_words::english_display!(OptionError);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::take_errors;

    #[test]
    fn every_explanation_is_a_sentence_without_a_raw_key() {
        for lang in [Lang::En, Lang::Ru] {
            for info in OPTION_INFO {
                let a = about(lang, info.key);
                assert!(a.chars().next().is_some_and(char::is_uppercase), "{lang:?} {}: {a}", info.key);
                // A key such as strikes_and_moves is the record's, not the reader's.
                assert!(!a.contains('_'), "{lang:?} {}: {a}", info.key);
            }
        }
    }

    #[test]
    fn every_option_has_a_label_values_and_an_explanation_in_both_languages() {
        take_errors();
        for info in OPTION_INFO {
            for lang in Lang::ALL {
                assert!(!info.label(lang).contains('_'), "{lang:?} {}: the label reads as a key", info.key);
                assert_ne!(info.about_in(lang), "", "{}", info.key);
                for v in info.values {
                    let w = info.value_words(lang, v);
                    assert!(!w.is_empty());
                    if lang == Lang::Ru && v.parse::<u32>().is_err() {
                        assert!(w.chars().any(|c| ('а'..='я').contains(&c)), "{}={v} is not Russian: {w}", info.key);
                    }
                }
            }
            assert_ne!(info.about_in(Lang::Ru), info.about_in(Lang::En), "{}", info.key);
            assert!(info.about_in(Lang::Ru).chars().any(|c| ('а'..='я').contains(&c)), "{}", info.key);
        }
        assert_eq!(label(Lang::En, "pawn_bypass"), "Pawn bypass");
        assert_eq!(value(Lang::Ru, "strikes_and_moves"), "удары и тихие ходы");
        assert_eq!(value(Lang::Ru, "50"), "50");
        assert_eq!(take_errors(), Vec::<String>::new());
    }

    #[test]
    fn synthesis_castling_off_is_not_explained_as_allowed() {
        let en = about(Lang::En, "castling_synthesis");
        assert!(!en.ends_with("castling allowed"), "{en}");
        assert!(en.contains("regime-B") || en.contains("regime B"), "{en}");
        assert!(about(Lang::Ru, "castling_synthesis").contains("режиме B"));
    }

    #[test]
    fn option_errors_read_in_both_languages() {
        let mut o = crate::Options::default();
        let e = o.set_pair("castling=maybe").unwrap_err();
        assert_eq!(e.words(Lang::Ru), "параметр castling не может быть «maybe»: допустимо on или off");
        assert_eq!(e.words(Lang::En), e.to_string());
        assert_eq!(e.to_string(), "option castling cannot be “maybe”: use on or off");
        assert!(o.set_pair("colour=red").unwrap_err().words(Lang::Ru).starts_with("неизвестный параметр «colour»"));
        let e = o.set_pair("reserve_pool=3").unwrap_err().to_string();
        assert_eq!(e, "option reserve_pool cannot be “3”: use a whole number of at least 5");
        let e = o.set_pair("repetition=x").unwrap_err().to_string();
        assert_eq!(e, "option repetition cannot be “x”: use draw, points");
        take_errors();
        for e in OptionError::examples() {
            for lang in Lang::ALL {
                assert!(!e.words(lang).is_empty());
            }
        }
        assert_eq!(take_errors(), Vec::<String>::new());
    }
}
