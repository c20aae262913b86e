//! Every word the program shows, in one place: the Fluent catalogues under
//! `assets/i18n/<lang>/*.ftl` (embedded at build time) and the one function that reads them,
//! [`tr`]. The code holds message ids and arguments, never sentences; Russian grammar (gender,
//! plural, case) lives in the catalogues as selectors. Typed facts (a ruling, an outcome, a
//! desk refusal) become words only where they are shown, through the [`Words`] trait whose
//! implementations sit in the submodules of this module, one per area.
//!
//! A missing id or a Fluent error never stops the program: the id is shown in its place and the
//! problem is kept for [`take_errors`], which the completeness tests read.

/// `Display` in English, through the catalogue, for types whose words come from [`Words`]
/// (errors that libraries and tests print with `{}`).
macro_rules! english_display {
    ($($t:ty),+) => {
        $(impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$crate::i18n::Words::words(self, $crate::i18n::Lang::En))
            }
        })+
    };
}
pub(crate) use english_display;

mod args;
mod can_mate;
mod catalog;
pub mod check;
pub(crate) mod duties;
pub mod grammar;
mod io;
pub mod lang;
pub mod options;
pub mod record;
pub mod rules;
pub mod scheme;
pub mod vfen;

pub use can_mate::proof_words;
pub use catalog::{CATALOGUES, Catalogue};
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use grammar::{Case, Sentence};
pub use io::{IoFact, WORDED_KINDS, io_words};
pub use lang::Lang;

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use std::cell::RefCell;
use std::sync::OnceLock;

/// A typed fact that can be said in a language.
pub trait Words {
    /// The fact in `lang`, as the catalogue words it.
    fn words(&self, lang: Lang) -> String;
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<(Lang, Bundle)>> = OnceLock::new();
    let all = BUNDLES.get_or_init(|| Lang::ALL.into_iter().map(|l| (l, build(l))).collect());
    &all.iter().find(|(l, _)| *l == lang).expect("every language has a bundle").1
}

fn build(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a language code is a BCP 47 tag");
    let mut b = Bundle::new_concurrent(vec![id]);
    b.set_use_isolating(false);
    // `{ ROLE($role, case: "gen") }` and `{ SIDE($color, case: "gen") }`: a noun in a case, read
    // from the messages `role-<case>` / `side-<case>` of the same language, so that a sentence
    // passes the piece's key and its grammar stays in the catalogue.
    for (name, stem, var) in [("ROLE", "role", "role"), ("SIDE", "side", "color")] {
        let added = b.add_function(name, move |pos, named| {
            let Some(FluentValue::String(key)) = pos.first() else { return FluentValue::Error };
            let case = match named.get("case") {
                Some(FluentValue::String(c)) => c.to_string(),
                _ => "nom".to_string(),
            };
            let mut args = FluentArgs::new();
            args.set(var, key.to_string());
            FluentValue::from(tr(lang, &format!("{stem}-{case}"), &args))
        });
        if let Err(e) = added {
            note(format!("{}: function {name}: {e:?}", lang.code()));
        }
    }
    for c in CATALOGUES.iter().filter(|c| c.lang == lang) {
        let res = match FluentResource::try_new(c.text.to_string()) {
            Ok(r) => r,
            Err((r, errs)) => {
                note(format!("{}/{}: {} syntax errors, first {:?}", c.lang.code(), c.file, errs.len(), errs.first()));
                r
            }
        };
        if let Err(errs) = b.add_resource(res) {
            note(format!("{}/{}: {errs:?}", c.lang.code(), c.file));
        }
    }
    b
}

thread_local! {
    static ERRORS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

fn note(problem: String) {
    ERRORS.with(|e| e.borrow_mut().push(problem));
}

/// The problems met by [`tr`] on this thread since the last call (missing ids, missing
/// variables, syntax errors of a catalogue): the completeness tests assert there are none.
pub fn take_errors() -> Vec<String> {
    ERRORS.with(|e| std::mem::take(&mut *e.borrow_mut()))
}

/// Does the catalogue of `lang` define `id`?
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// Message `id` of `lang`'s catalogue with `args`. A missing id comes back as the id itself
/// (and is noted for [`take_errors`]).
pub fn tr(lang: Lang, id: &str, args: &FluentArgs) -> String {
    let b = bundle(lang);
    let Some(pattern) = b.get_message(id).and_then(|m| m.value()) else {
        note(format!("{}: no message `{id}`", lang.code()));
        return id.to_string();
    };
    let mut errs = Vec::new();
    let out = b.format_pattern(pattern, Some(args), &mut errs).into_owned();
    if !errs.is_empty() {
        note(format!("{}: `{id}`: {errs:?}", lang.code()));
    }
    out
}

/// Message `id` without arguments.
pub fn tr0(lang: Lang, id: &str) -> String {
    tr(lang, id, &FluentArgs::new())
}

/// `t!(lang, "id", square = sq.to_string(), n = 3)`: message `id` with named arguments (any
/// value `FluentValue` converts from: strings, numbers).
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:expr $(, $k:ident = $v:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($k), $v); )*
        $crate::i18n::tr($lang, $id, &args)
    }};
}

/// For the completeness tests of a fact type: every value of `all` is worded in both languages
/// without a Fluent error, its `Display` is the English, the Russian is Russian, and no two
/// values read alike. Returns each value's `(en, ru)`.
#[cfg(test)]
pub(crate) fn assert_worded_apart<T: Words + std::fmt::Display + std::fmt::Debug>(all: &[T]) -> Vec<(String, String)> {
    take_errors();
    let mut seen = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for v in all {
        let (en, ru) = (v.words(Lang::En), v.words(Lang::Ru));
        assert_eq!(en, v.to_string(), "Display is the English");
        assert_ne!(en, ru, "{v:?}");
        assert!(ru.chars().any(|c| ('а'..='я').contains(&c)), "{v:?}: {ru}");
        assert!(seen.insert(en.clone()) && seen.insert(ru.clone()), "{v:?} is worded as another: {en} / {ru}");
        out.push((en, ru));
    }
    let errors = take_errors();
    assert!(errors.is_empty(), "{errors:?}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_id_is_shown_as_itself_and_noted() {
        take_errors();
        assert_eq!(tr0(Lang::En, "no-such-message-id"), "no-such-message-id");
        assert_eq!(take_errors().len(), 1);
    }

    #[test]
    fn plurals_follow_the_language() {
        take_errors();
        assert_eq!(t!(Lang::Ru, "moves-count", n = 1), "1 ход");
        assert_eq!(t!(Lang::Ru, "moves-count", n = 3), "3 хода");
        assert_eq!(t!(Lang::Ru, "moves-count", n = 5), "5 ходов");
        assert_eq!(t!(Lang::En, "moves-count", n = 1), "1 move");
        assert_eq!(t!(Lang::En, "moves-count", n = 2), "2 moves");
        assert_eq!(take_errors(), Vec::<String>::new());
    }

    #[test]
    fn languages_parse_by_code() {
        assert_eq!("RU".parse::<Lang>(), Ok(Lang::Ru));
        assert!("de".parse::<Lang>().is_err());
    }
}
