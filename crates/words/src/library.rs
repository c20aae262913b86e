//! A crate's words: its catalogue files and those of the crates below it, read into one Fluent
//! bundle per language the first time a message is asked for.

use crate::{FluentArgs, FluentValue, Lang};
use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use std::cell::RefCell;
use std::sync::OnceLock;

/// One Fluent file of one language.
pub struct Catalogue {
    pub lang: Lang,
    /// The file name inside `i18n/<lang>/` of its crate.
    pub file: &'static str,
    pub text: &'static str,
}

type Bundle = FluentBundle<FluentResource>;

/// The catalogues a crate speaks from: its own files and those of the crates below it.
pub struct Library {
    parts: &'static [&'static [Catalogue]],
    bundles: OnceLock<Vec<(Lang, Bundle)>>,
}

impl Library {
    /// The words of these catalogues (lowest crate first; a later file may not redefine an id).
    pub const fn new(parts: &'static [&'static [Catalogue]]) -> Library {
        Library { parts, bundles: OnceLock::new() }
    }

    /// Every catalogue file of every language in this library.
    pub fn catalogues(&self) -> impl Iterator<Item = &'static Catalogue> + '_ {
        self.parts.iter().flat_map(|p| p.iter())
    }

    fn bundle(&'static self, lang: Lang) -> &'static Bundle {
        let all = self.bundles.get_or_init(|| Lang::ALL.into_iter().map(|l| (l, self.build(l))).collect());
        &all.iter().find(|(l, _)| *l == lang).expect("every language has a bundle").1
    }

    fn build(&'static self, lang: Lang) -> Bundle {
        let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a language code is a BCP 47 tag");
        let mut b = Bundle::new_concurrent(vec![id]);
        b.set_use_isolating(false);
        // `{ ROLE($role, case: "gen") }` and `{ SIDE($color, case: "gen") }`: a noun in a case,
        // read from the messages `role-<case>` / `side-<case>` of the same language, so that a
        // sentence passes the piece's key and its grammar stays in the catalogue.
        for (name, stem, var) in [("ROLE", "role", "role"), ("SIDE", "side", "color")] {
            let added = b.add_function(name, move |pos, named| {
                let Some(FluentValue::String(key)) = pos.first() else { return FluentValue::Error };
                let case = match named.get("case") {
                    Some(FluentValue::String(c)) => c.to_string(),
                    _ => "nom".to_string(),
                };
                let mut args = FluentArgs::new();
                args.set(var, key.to_string());
                FluentValue::from(self.tr(lang, &format!("{stem}-{case}"), &args))
            });
            if let Err(e) = added {
                note(format!("{}: function {name}: {e:?}", lang.code()));
            }
        }
        for c in self.catalogues().filter(|c| c.lang == lang) {
            let res = match FluentResource::try_new(c.text.to_string()) {
                Ok(r) => r,
                Err((r, errs)) => {
                    note(format!(
                        "{}/{}: {} syntax errors, first {:?}",
                        c.lang.code(),
                        c.file,
                        errs.len(),
                        errs.first()
                    ));
                    r
                }
            };
            if let Err(errs) = b.add_resource(res) {
                note(format!("{}/{}: {errs:?}", c.lang.code(), c.file));
            }
        }
        b
    }

    /// Does the catalogue of `lang` define `id`?
    pub fn has(&'static self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }

    /// Message `id` of `lang`'s catalogue with `args`. A missing id comes back as the id itself
    /// (and is noted for [`take_errors`]).
    pub fn tr(&'static self, lang: Lang, id: &str, args: &FluentArgs) -> String {
        let b = self.bundle(lang);
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
}

thread_local! {
    static ERRORS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

fn note(problem: String) {
    ERRORS.with(|e| e.borrow_mut().push(problem));
}

/// The problems met by [`Library::tr`] on this thread since the last call (missing ids, missing
/// variables, syntax errors of a catalogue): the completeness tests assert there are none.
pub fn take_errors() -> Vec<String> {
    ERRORS.with(|e| std::mem::take(&mut *e.borrow_mut()))
}

#[cfg(test)]
mod tests {
    use crate::{Lang, WORDS, t, take_errors};

    #[test]
    fn a_missing_id_is_shown_as_itself_and_noted() {
        take_errors();
        assert_eq!(t!(Lang::En, "no-such-message-id"), "no-such-message-id");
        assert_eq!(take_errors().len(), 1);
    }

    #[test]
    fn this_crate_s_catalogues_parse_in_every_language() {
        take_errors();
        for lang in Lang::ALL {
            assert!(WORDS.has(lang, "io-not-found"));
        }
        assert!(take_errors().is_empty());
    }
}
