//! The catalogues of every crate are complete: every language defines the same message ids with
//! the same variables, every catalogue parses, no id is defined twice across the crates, and
//! every id a crate's code names exists in that crate's own words (its catalogues and those of
//! the crates below it) — so a message can never be named by a layer that cannot see it.

use std::collections::{BTreeMap, BTreeSet};
use victoria_words::{Catalogue, Lang, Library};

mod books;
mod glossary;
mod modules;
mod sentences;
mod style;
mod temp_dirs;

/// Every catalogue file of the program (the top library holds them all).
fn all_catalogues() -> Vec<&'static Catalogue> {
    victoria_arbiter::WORDS.catalogues().collect()
}

/// Each crate's code folder (relative to the repository) and the words it speaks from.
fn crates() -> [(&'static str, &'static Library); 9] {
    [
        ("crates/words/src", &victoria_words::WORDS),
        ("crates/rules/src", &victoria_rules::WORDS),
        ("crates/record/src", &victoria_record::WORDS),
        ("crates/sheet/src", &victoria_sheet::WORDS),
        ("crates/club/src", &victoria_club::WORDS),
        ("crates/session/src", &victoria_session::WORDS),
        ("crates/tournament/src", &victoria_tournament::WORDS),
        ("crates/live/src", &victoria_live::WORDS),
        ("src", &victoria_arbiter::WORDS),
    ]
}

/// Message id → the variables it uses, for one language's files (a message is a line
/// `id = …` at the start of a line and the indented lines under it).
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for c in all_catalogues().into_iter().filter(|c| c.lang == lang) {
        let mut current: Option<String> = None;
        for line in c.text.lines() {
            let starts_entry = line.chars().next().is_some_and(|ch| ch.is_ascii_alphabetic() || ch == '-');
            if starts_entry {
                let id = line.split('=').next().unwrap_or("").trim().to_string();
                assert!(!out.contains_key(&id), "{}/{}: `{id}` is defined twice", lang.code(), c.file);
                out.insert(id.clone(), BTreeSet::new());
                current = Some(id);
            } else if line.starts_with('#') || line.trim().is_empty() {
                if !line.starts_with(' ') {
                    current = None;
                }
                continue;
            }
            if let Some(id) = &current {
                let vars = out.get_mut(id).unwrap();
                let mut rest = line;
                while let Some(i) = rest.find('$') {
                    rest = &rest[i + 1..];
                    let name: String =
                        rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-').collect();
                    vars.insert(name);
                }
            }
        }
    }
    out
}

#[test]
fn every_language_defines_the_same_ids_with_the_same_variables() {
    let en = messages(Lang::En);
    for lang in Lang::ALL {
        let other = messages(lang);
        let a: BTreeSet<_> = en.keys().collect();
        let b: BTreeSet<_> = other.keys().collect();
        assert_eq!(a.difference(&b).collect::<Vec<_>>(), Vec::<&&String>::new(), "ids missing in {}", lang.code());
        assert_eq!(b.difference(&a).collect::<Vec<_>>(), Vec::<&&String>::new(), "ids only in {}", lang.code());
        for (id, vars) in &en {
            assert_eq!(vars, &other[id], "`{id}` uses other variables in {}", lang.code());
        }
    }
    assert!(en.len() > 1);
}

#[test]
fn every_file_exists_in_every_language_and_parses() {
    for lang in Lang::ALL {
        let files: BTreeSet<_> = all_catalogues().into_iter().filter(|c| c.lang == lang).map(|c| c.file).collect();
        let en: BTreeSet<_> = all_catalogues().into_iter().filter(|c| c.lang == Lang::En).map(|c| c.file).collect();
        assert_eq!(files, en);
    }
    for c in all_catalogues() {
        if let Err((_, errs)) = fluent_bundle::FluentResource::try_new(c.text.to_string()) {
            panic!("{}/{} does not parse: {errs:?}", c.lang.code(), c.file);
        }
    }
}

/// Every `t!(lang, "id"` and `tr(lang, "id"` / `tr0(lang, "id"` in a crate's code names an id
/// that both languages of that crate's words define.
#[test]
fn every_id_the_code_names_exists_in_its_own_crate_s_words() {
    let mut checked = 0;
    for (dir, words) in crates() {
        let named = ids_named(dir);
        for id in &named {
            for lang in Lang::ALL {
                assert!(words.has(lang, id), "{dir} names `{id}`, which its {} words lack", lang.code());
            }
        }
        checked += named.len();
    }
    assert!(checked > 100, "only {checked} ids found");
}

/// The ids named by literal in the code of `dir`.
fn ids_named(dir: &str) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    for (_, src) in code_of(dir) {
        for marker in ["t!(", "tr(", "tr0("] {
            for (i, _) in src.match_indices(marker) {
                // A call, not the tail of another name (`as_str(`, `print!(`).
                if src[..i].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                // Not an example in a comment.
                let line_start = src[..i].rfind('\n').map_or(0, |n| n + 1);
                if src[line_start..i].trim_start().starts_with("//") {
                    continue;
                }
                let rest = &src[i + marker.len()..];
                let Some(comma) = rest.find(',') else { continue };
                let after = rest[comma + 1..].trim_start();
                if let Some(lit) = after.strip_prefix('"') {
                    let id: String = lit.chars().take_while(|c| *c != '"').collect();
                    if !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                        named.insert(id);
                    }
                }
            }
        }
    }
    named
}

/// No Cyrillic in the code of any crate outside its tests and comments: every Russian word and
/// letter comes from a catalogue (the letters an arbiter types too: `notation.ftl`).
#[test]
fn no_cyrillic_in_the_code_outside_tests_and_comments() {
    let mut found = Vec::new();
    for (path, code) in crates().iter().flat_map(|(dir, _)| code_of(dir)) {
        for (n, line) in code.lines().enumerate() {
            let before_comment = line.split("//").next().unwrap_or("");
            if before_comment.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)) {
                found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "Cyrillic in the code (move it into the crate's i18n/ru/):\n{}", found.join("\n"));
}

/// Every `.rs` file of `dir` (relative to the repository) with its code: the text before its
/// `#[cfg(test)]` (the tests name missing ids and write Russian on purpose).
fn code_of(dir: &str) -> Vec<(std::path::PathBuf, String)> {
    let mut files = Vec::new();
    let mut stack = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let src = std::fs::read_to_string(&p).unwrap();
                let code = src.split("#[cfg(test)]").next().unwrap_or("").to_string();
                files.push((p, code));
            }
        }
    }
    files
}
