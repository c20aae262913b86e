//! The words runtime of Victoria Arbiter, under every other crate: the languages ([`Lang`]),
//! the one trait by which a typed fact is said ([`Words`]), the one call form for a catalogue
//! message ([`t!`]) and the [`Library`] that holds a crate's Fluent catalogues.
//!
//! Each crate keeps its own catalogues in `i18n/<lang>/*.ftl` beside its `Cargo.toml` and one
//! `static WORDS: Library` at its root, made of its own files and those of the crates below it
//! (so `{ ROLE($role) }` and the other shared words resolve everywhere). `t!(lang, "id", k = v)`
//! reads `crate::WORDS` of the crate that calls it. The code holds message ids and arguments,
//! never sentences; Russian grammar (gender, plural, case) lives in the catalogues.
//!
//! A catalogue says which of its messages are sentences: a group comment (`## …`) that says
//! `(sentences)` opens a section of lines the arbiter reads alone (notices, refusals, the
//! clocks' log), each beginning with a capital and ending with a stop (checked by
//! `tests/words/sentences.rs`); a section that says `(clauses)` holds reasons (the engine's
//! refusals, position faults, `check`'s findings, the command line's reasons), each beginning in
//! lower case and ending without a stop, which a sentence sets after a colon and ends (“Move 12
//! refused: the bishop on c3 …”), so a reason never reads “…: The …” mid-line (the same test);
//! labels, buttons, column heads and the other parts set into a sentence live in the other
//! sections. One thing has one name in every catalogue
//! (FIDE's terms; `tests/words/glossary.rs`).
//!
//! A missing id or a Fluent error never stops the program: the id is shown in its place and the
//! problem is kept for [`take_errors`], which the completeness tests read.

mod io;
mod lang;
mod library;
mod said;

pub use fluent_bundle::{FluentArgs, FluentValue};
pub use io::{IoFact, WORDED_KINDS, io_words};
pub use lang::Lang;
pub use library::{Catalogue, Library, take_errors};
pub use said::Said;

/// A typed fact that can be said in a language.
pub trait Words {
    /// The fact in `lang`, as the catalogue words it.
    fn words(&self, lang: Lang) -> String;
}

/// This crate's own catalogues (file errors, languages).
pub static CATALOGUES: &[Catalogue] = catalogues!["words.ftl"];

/// The words of this crate.
pub static WORDS: Library = Library::new(&[CATALOGUES]);

/// `t!(lang, "id", square = sq, n = 3)`: message `id` of the calling crate's `WORDS` with named
/// arguments (any value `FluentValue` converts from: strings, numbers, and the engine's squares,
/// roles and colours). `t!(lang, "id"; base, k = v)` starts from arguments prepared by [`args!`]
/// (shared by several messages), adding or overriding `k`; `t!(lang, "id"; &prepared)` borrows them.
#[macro_export]
#[allow(clippy::crate_in_macro_def)] // `crate::WORDS` is the calling crate's words, on purpose.
macro_rules! t {
    ($lang:expr, $id:expr; &$base:expr) => {
        crate::WORDS.tr($lang, $id, &$base)
    };
    ($lang:expr, $id:expr; $base:expr $(, $k:tt = $v:expr)* $(,)?) => {{
        let args = $crate::args!($base; $($k = $v),*);
        crate::WORDS.tr($lang, $id, &args)
    }};
    ($lang:expr, $id:expr $(, $k:tt = $v:expr)* $(,)?) => {{
        let args = $crate::args!($($k = $v),*);
        crate::WORDS.tr($lang, $id, &args)
    }};
}

/// `args!(square = sq, n = 3)`: the named arguments of a message, for [`t!`]'s `base` when
/// several messages share them; `args!(base; k = v)` adds to prepared ones.
#[macro_export]
macro_rules! args {
    ($($k:tt = $v:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::FluentArgs::new();
        $( args.set(stringify!($k), $v); )*
        args
    }};
    ($base:expr; $($k:tt = $v:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args: $crate::FluentArgs<'_> = $base;
        $( args.set(stringify!($k), $v); )*
        args
    }};
}

/// `catalogues!["a.ftl", "b.ftl"]`: the calling crate's files `i18n/<lang>/<file>` of every
/// language, embedded at build time.
#[macro_export]
macro_rules! catalogues {
    (in $dir:literal; $($file:literal),+ $(,)?) => {
        &[
            $(
                $crate::Catalogue { lang: $crate::Lang::En, file: $file, text: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/en/", $file)) },
                $crate::Catalogue { lang: $crate::Lang::Ru, file: $file, text: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $dir, "/ru/", $file)) },
            )+
        ]
    };
    ($($file:literal),+ $(,)?) => { $crate::catalogues![in "i18n"; $($file),+] };
}

/// In a crate's `i18n` module: `tr(lang, id, &args)`, `tr0(lang, id)` and `has(lang, id)` over
/// the crate's `WORDS`, for words built from a computed id or a prepared argument list.
#[macro_export]
#[allow(clippy::crate_in_macro_def)] // the calling crate's `WORDS`, on purpose.
macro_rules! library_fns {
    () => {
        /// Message `id` of this crate's catalogues with `args`.
        pub fn tr(lang: $crate::Lang, id: &str, args: &$crate::FluentArgs) -> String {
            crate::WORDS.tr(lang, id, args)
        }
        /// Message `id` without arguments.
        pub fn tr0(lang: $crate::Lang, id: &str) -> String {
            crate::WORDS.tr(lang, id, &$crate::FluentArgs::new())
        }
        /// Does the catalogue of `lang` define `id`?
        pub fn has(lang: $crate::Lang, id: &str) -> bool {
            crate::WORDS.has(lang, id)
        }
    };
}

/// `Display` in English, through the calling crate's catalogues, for types whose words come
/// from [`Words`] (errors that libraries and tests print with `{}`).
#[macro_export]
macro_rules! english_display {
    ($($t:ty),+ $(,)?) => {
        $(impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&$crate::Words::words(self, $crate::Lang::En))
            }
        })+
    };
}

/// For the completeness tests of a fact type: every value of `all` is worded in both languages
/// without a Fluent error, its `Display` is the English, the Russian is Russian, and no two
/// values read alike. Returns each value's `(en, ru)`.
pub fn assert_worded_apart<T: Words + std::fmt::Display + std::fmt::Debug>(all: &[T]) -> Vec<(String, String)> {
    take_errors();
    let mut seen = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for v in all {
        let (en, ru) = (v.words(Lang::En), v.words(Lang::Ru));
        assert_eq!(en, v.to_string(), "Display is the English");
        assert_ne!(en, ru, "{v:?}");
        assert!(ru.chars().any(|c| ('\u{0430}'..='\u{044F}').contains(&c)), "{v:?}: {ru}");
        assert!(seen.insert(en.clone()) && seen.insert(ru.clone()), "{v:?} is worded as another: {en} / {ru}");
        out.push((en, ru));
    }
    let errors = take_errors();
    assert!(errors.is_empty(), "{errors:?}");
    out
}
