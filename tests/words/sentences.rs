//! Every message meant as a sentence reads as one (issue 39: "clocks started", "часы пущены"):
//! it begins with a capital letter and ends with a full stop, a question or exclamation mark
//! or an ellipsis, in every language and in every variant of its selectors.
//!
//! **The rule is the catalogue's own.** A catalogue marks a section of sentences with a group
//! comment (`## …`) that says `(sentences)`; a section runs to the next group comment. What
//! the arbiter reads alone as a line — a notice or an error in a status bar, a refusal, the
//! clocks' log, a line the command line prints by itself — sits in such a section. Labels,
//! buttons, column heads, key lists and the parts that other messages or the code set into a
//! sentence (grounds, reasons after a colon, names, notation) sit in the other sections and are
//! exempt by that, not by a list here. A message that begins with a value (`{ $file }: …`, a
//! move, a name) begins as its value does, and one that ends with a value (`Saved: { $path }`,
//! a reason the arbiter typed) ends as its value does: only its own words are held to the rule.
//! A command-line line may begin with the program's name and a colon (`victoria-arbiter: …`), as
//! a command line says who speaks; it still ends with its stop.
//!
//! **One composition rule for reasons.** A reason — the engine's refusal of a move, a VFEN or FEN
//! fault, a finding of `check`, what clap finds wrong in the arguments — is a clause, never a
//! sentence of its own: it begins in lower case (unless it begins with a value: a square, a
//! move, a side's name) and has no full stop, and a sentence sets it after a colon and ends it:
//! “game.json: move 12. White: the bishop on c3 cannot reach c10: … (R10).” Those catalogue
//! sections say `(clauses)` and are held to that rule here, in every language and variant, so
//! an embedded reason never reads “…: The …” mid-line nor ends in two stops.

use victoria_words::{FluentArgs, FluentValue, Lang};

/// One message of a catalogue: language, file, id and its text (lines joined).
pub(super) struct Message {
    pub lang: Lang,
    pub file: &'static str,
    pub id: String,
    pub text: String,
}

/// The messages in the sections marked `(sentences)` of every catalogue.
fn sentence_messages() -> Vec<Message> {
    section_messages("(sentences)")
}

/// The messages in the sections marked `(clauses)` of every catalogue.
fn clause_messages() -> Vec<Message> {
    section_messages("(clauses)")
}

/// The messages in the sections whose group comment says `mark` (every message for `""`).
pub(super) fn section_messages(mark: &str) -> Vec<Message> {
    let mut out = Vec::new();
    for c in super::all_catalogues() {
        let mut sentences = mark.is_empty();
        let mut current: Option<Message> = None;
        for line in c.text.lines() {
            let starts_entry = line.chars().next().is_some_and(|ch| ch.is_ascii_alphabetic());
            if line.starts_with("## ") || line == "##" {
                sentences = line.contains(mark);
            }
            if starts_entry || line.starts_with('#') || line.trim().is_empty() {
                out.extend(current.take());
            }
            if starts_entry && sentences {
                let (id, text) = line.split_once('=').unwrap_or((line, ""));
                current =
                    Some(Message { lang: c.lang, file: c.file, id: id.trim().to_string(), text: text.to_string() });
            } else if let Some(m) = current.as_mut()
                && line.starts_with([' ', '}'])
            {
                m.text.push('\n');
                m.text.push_str(line);
            }
        }
        out.extend(current);
    }
    out
}

/// The variables of a message: those that select (`{ $x ->`) with their variant keys, and the
/// others.
pub(super) fn variables(text: &str) -> (Vec<(String, Vec<String>)>, Vec<String>) {
    let mut selectors: Vec<(String, Vec<String>)> = Vec::new();
    let mut plain = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find('$') {
        rest = &rest[i + 1..];
        let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-').collect();
        let after = rest[name.len()..].trim_start();
        if after.starts_with("->") {
            if !selectors.iter().any(|(n, _)| *n == name) {
                selectors.push((name, Vec::new()));
            }
        } else if !plain.contains(&name) {
            plain.push(name);
        }
    }
    // Variant keys: `[key]` / `*[key]` at the start of a line.
    let keys: Vec<String> = text
        .lines()
        .filter_map(|l| {
            let l = l.trim_start().trim_start_matches('*');
            l.strip_prefix('[').and_then(|r| r.split_once(']')).map(|(k, _)| k.trim().to_string())
        })
        .collect();
    for (_, ks) in &mut selectors {
        *ks = keys.clone();
    }
    plain.retain(|p| !selectors.iter().any(|(s, _)| s == p));
    (selectors, plain)
}

/// The value that makes a selector pick the variant `key`: a number for a plural category or a
/// number key, else the key itself.
pub(super) fn value_for(key: &str) -> FluentValue<'static> {
    match key {
        "zero" => FluentValue::from(0),
        "one" => FluentValue::from(1),
        "two" => FluentValue::from(2),
        "few" => FluentValue::from(3),
        "many" | "other" => FluentValue::from(5),
        k => match k.parse::<i64>() {
            Ok(n) => FluentValue::from(n),
            Err(_) => FluentValue::from(k.to_string()),
        },
    }
}

/// What keeps `text` (one rendering of a message) from reading as a sentence, if anything. A
/// value stands as `§`, so a message that begins with a value is not held to the capital.
fn fault(text: &str) -> Option<&'static str> {
    let t = text.trim();
    // `victoria-arbiter: …`: the program's name says who speaks; the rest is its clause.
    if let Some(rest) = t.strip_prefix("victoria-arbiter: ") {
        return fault(&format!("§{rest}"));
    }
    let first = t.chars().next()?;
    if first.is_lowercase() {
        return Some("it begins in lower case");
    }
    let body = t.trim_end_matches(['»', '”', ')', '"']);
    if !body.ends_with(['.', '?', '!', '…']) && !t.ends_with('§') {
        return Some("it has no full stop");
    }
    if body.ends_with("..") && !body.ends_with("...") {
        return Some("it ends with two full stops");
    }
    None
}

/// What keeps `text` (one rendering of a clause message) from being set into a sentence after
/// a colon, if anything; `source` is the message's text in the catalogue (a clause that begins
/// with a placeable begins as its value does: “White has no king”).
fn clause_fault(text: &str, source: &str) -> Option<&'static str> {
    let t = text.trim();
    // A capital word, not a name of the notation (`VFEN`, `KQkq`) that begins a clause as it is.
    let word: Vec<char> = t.chars().take_while(|c| c.is_alphabetic()).collect();
    let capital_word = word.first().is_some_and(|c| c.is_uppercase()) && word[1..].iter().all(|c| c.is_lowercase());
    if capital_word && !source.trim_start().starts_with('{') {
        return Some("it begins with a capital, as a sentence does");
    }
    if t.ends_with('.') && !t.ends_with("...") {
        return Some("it ends with a full stop, as a sentence does");
    }
    None
}

/// Every rendering of a message to check: each selector at each of its keys, every other
/// variable a value (`§`).
fn renderings(m: &Message) -> Vec<String> {
    renderings_with(m.lang, &m.id, &m.text, None)
}

/// Every rendering of message `id` (whose source is `text`): each selector at each of its keys
/// and every other variable a value (`§`); a `fixed` selector keeps its one value throughout.
pub(super) fn renderings_with(lang: Lang, id: &str, text: &str, fixed: Option<(&str, &str)>) -> Vec<String> {
    let (selectors, plain) = variables(text);
    let is_fixed = |s: &str| fixed.is_some_and(|(name, _)| name == s);
    let mut keys: Vec<String> = selectors.iter().filter(|(s, _)| !is_fixed(s)).flat_map(|(_, ks)| ks.clone()).collect();
    keys.push("§".to_string());
    keys.dedup();
    keys.into_iter()
        .map(|key| {
            let mut args = FluentArgs::new();
            for p in &plain {
                args.set(p.clone(), "§");
            }
            for (s, _) in &selectors {
                let value = match fixed {
                    Some((name, v)) if name == s => value_for(v),
                    _ => value_for(&key),
                };
                args.set(s.clone(), value);
            }
            victoria_arbiter::WORDS.tr(lang, id, &args)
        })
        .collect()
}

#[test]
fn every_message_meant_as_a_sentence_begins_with_a_capital_and_ends_with_a_stop() {
    let messages = sentence_messages();
    assert!(messages.len() > 300, "the sentence sections hold {} messages", messages.len());
    for lang in Lang::ALL {
        assert!(messages.iter().any(|m| m.lang == lang && m.id == "clock-change"), "the clocks' log is sentences");
        // The hub's lines and `verify`'s verdict are printed alone (issue 39: they were bare
        // lower-case clauses).
        // The title's tail once the position is over (it read "the game has ended: Checkmate:
        // White wins", two colons in lower case) and the private mating line, alone in its
        // place without a stop (issue 39's walk of walk39d).
        for id in [
            "hub-join-request",
            "hub-final",
            "hub-conflict",
            "hub-refused",
            "verify-intact",
            "verify-change",
            "app-title-ended",
            "mate-offer-line-private",
        ] {
            assert!(messages.iter().any(|m| m.lang == lang && m.id == id), "{id} is a sentence");
        }
    }
    let mut faults = Vec::new();
    for m in &messages {
        for r in renderings(m) {
            if let Some(f) = fault(&r) {
                faults.push(format!("{}/{} {}: {f}: {r}", m.lang.code(), m.file, m.id));
                break;
            }
        }
    }
    victoria_words::take_errors();
    assert!(faults.is_empty(), "{} messages:\n{}", faults.len(), faults.join("\n"));
}

/// The messages in the sections marked `(labels)` of every catalogue.
fn label_messages() -> Vec<Message> {
    section_messages("(labels)")
}

/// What keeps `text` (one rendering of a label message) from reading as a label standing alone
/// on its line, if anything: it begins with a capital (or a value) and has no full stop.
fn label_fault(text: &str) -> Option<&'static str> {
    let t = text.trim();
    if t.chars().next()?.is_lowercase() {
        return Some("it begins in lower case");
    }
    (t.ends_with('.') && !t.ends_with("...")).then_some("it ends with a full stop, as a sentence does")
}

/// A status or a head that stands alone on its line — "not signed" under a signature pad and in
/// the sheet's signature box, "move 3, White: …" beginning an entry of the sheet's lists (issue
/// 39's walk of walk39d) — is a label: a capital, no full stop, as every other label and button
/// on the screen and the sheet. (The words set into a line or a table cell after a value — a
/// draw offer's "declined", a column's "time left" — are parts of that line and keep their case.)
#[test]
fn every_label_alone_on_its_line_begins_with_a_capital_and_has_no_stop() {
    let messages = label_messages();
    for lang in Lang::ALL {
        for id in ["app-signed", "app-not-signed", "sheet-not-signed", "sheet-signed-at", "sheet-move-number"] {
            assert!(messages.iter().any(|m| m.lang == lang && m.id == id), "{}: {id} is a label", lang.code());
        }
    }
    let mut faults = Vec::new();
    for m in &messages {
        for r in renderings(m) {
            if let Some(f) = label_fault(&r) {
                faults.push(format!("{}/{} {}: {f}: {r}", m.lang.code(), m.file, m.id));
                break;
            }
        }
    }
    victoria_words::take_errors();
    assert!(faults.is_empty(), "{} messages:\n{}", faults.len(), faults.join("\n"));
    assert_eq!(label_fault("not signed"), Some("it begins in lower case"));
    assert_eq!(label_fault("не подписано"), Some("it begins in lower case"));
    assert_eq!(label_fault("Not signed."), Some("it ends with a full stop, as a sentence does"));
    assert_eq!(label_fault("Move §"), None);
}

/// The check finds what it must.
#[test]
fn the_sentence_check_finds_each_fault() {
    assert_eq!(fault("clocks started"), Some("it begins in lower case"));
    assert_eq!(fault("часы пущены"), Some("it begins in lower case"));
    assert_eq!(fault("Clocks started"), Some("it has no full stop"));
    assert_eq!(fault("Clocks started.."), Some("it ends with two full stops"));
    assert_eq!(fault("Clocks started."), None);
    assert_eq!(fault("Часы пущены."), None);
    assert_eq!(fault("§: the file cannot be read."), None);
    assert_eq!(fault("Saved: §"), None);
    assert_eq!(fault("Draw offered by White (accept?)"), None);
    assert_eq!(fault("Saved as «x.json»."), None);
    let (sel, plain) = variables("{ $side ->\n    [white] White\n   *[black] Black\n} gets { $seconds } s");
    assert_eq!(sel, vec![("side".to_string(), vec!["white".to_string(), "black".to_string()])]);
    assert_eq!(plain, vec!["seconds".to_string()]);
}

#[test]
fn every_reason_is_a_clause_to_be_set_into_a_sentence() {
    let messages = clause_messages();
    assert!(messages.len() > 150, "the clause sections hold {} messages", messages.len());
    for (lang, id) in [
        (Lang::En, "refusal-pinned"),
        (Lang::Ru, "vfen-width"),
        (Lang::En, "check-san"),
        (Lang::Ru, "cli-args-unknown"),
    ] {
        assert!(messages.iter().any(|m| m.lang == lang && m.id == id), "{id} is a clause");
    }
    let mut faults = Vec::new();
    for m in &messages {
        for r in renderings(m) {
            if let Some(f) = clause_fault(&r, &m.text) {
                faults.push(format!("{}/{} {}: {f}: {r}", m.lang.code(), m.file, m.id));
                break;
            }
        }
    }
    victoria_words::take_errors();
    assert!(faults.is_empty(), "{} messages:\n{}", faults.len(), faults.join("\n"));
}

/// A reason set into the line that carries it reads as one sentence: the reason's clause after
/// the colon, the line's stop at the end, in both languages.
#[test]
fn a_reason_set_into_its_line_reads_as_one_sentence() {
    for m in clause_messages() {
        for r in renderings(&m) {
            for (id, var) in [("cli-problem", "problem"), ("cli-failed", "error")] {
                let mut args = FluentArgs::new();
                args.set("file", "§");
                args.set(var, r.clone());
                let line = victoria_arbiter::WORDS.tr(m.lang, id, &args);
                assert_eq!(fault(&line), None, "{}/{}: {line}", m.lang.code(), m.id);
                assert!(!line.contains(": The ") && !line.contains(".."), "{}/{}: {line}", m.lang.code(), m.id);
            }
        }
    }
    victoria_words::take_errors();
}

#[test]
fn the_clause_check_finds_each_fault() {
    assert_eq!(
        clause_fault("The rook on d4 cannot reach d9", "the { ROLE($role) } …"),
        Some("it begins with a capital, as a sentence does")
    );
    assert_eq!(
        clause_fault("the rook on d4 cannot reach d9.", "the …"),
        Some("it ends with a full stop, as a sentence does")
    );
    assert_eq!(clause_fault("the rook on d4 cannot reach d9 (R10)", "the …"), None);
    assert_eq!(clause_fault("White has 2 kings", "{ SIDE($color) } has …"), None);
    assert_eq!(clause_fault("VFEN is empty", "VFEN is empty"), None);
    assert_eq!(clause_fault("KQkq letters are read", "KQkq letters are read"), None);
    assert_eq!(fault("victoria-arbiter: unexpected argument “--x”."), None);
    assert_eq!(fault("victoria-arbiter: unexpected argument “--x”"), Some("it has no full stop"));
}
