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

use victoria_words::{FluentArgs, FluentValue, Lang};

/// One message of a sentence section: language, file, id and its text (lines joined).
struct Message {
    lang: Lang,
    file: &'static str,
    id: String,
    text: String,
}

/// The messages in the sections marked `(sentences)` of every catalogue.
fn sentence_messages() -> Vec<Message> {
    let mut out = Vec::new();
    for c in super::all_catalogues() {
        let mut sentences = false;
        let mut current: Option<Message> = None;
        for line in c.text.lines() {
            let starts_entry = line.chars().next().is_some_and(|ch| ch.is_ascii_alphabetic());
            if line.starts_with("## ") || line == "##" {
                sentences = line.contains("(sentences)");
            }
            if starts_entry || line.starts_with('#') || line.trim().is_empty() {
                out.extend(current.take());
            }
            if starts_entry && sentences {
                let (id, text) = line.split_once('=').unwrap_or((line, ""));
                current =
                    Some(Message { lang: c.lang, file: c.file, id: id.trim().to_string(), text: text.to_string() });
            } else if let Some(m) = current.as_mut()
                && line.starts_with(' ')
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
fn variables(text: &str) -> (Vec<(String, Vec<String>)>, Vec<String>) {
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
fn value_for(key: &str) -> FluentValue<'static> {
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

/// Every rendering of a message to check: each selector at each of its keys, every other
/// variable a value (`§`).
fn renderings(m: &Message) -> Vec<String> {
    let (selectors, plain) = variables(&m.text);
    let mut keys: Vec<String> = selectors.iter().flat_map(|(_, ks)| ks.clone()).collect();
    keys.push("§".to_string());
    keys.dedup();
    keys.into_iter()
        .map(|key| {
            let mut args = FluentArgs::new();
            for p in &plain {
                args.set(p.clone(), "§");
            }
            for (s, _) in &selectors {
                args.set(s.clone(), value_for(&key));
            }
            victoria_arbiter::WORDS.tr(m.lang, &m.id, &args)
        })
        .collect()
}

#[test]
fn every_message_meant_as_a_sentence_begins_with_a_capital_and_ends_with_a_stop() {
    let messages = sentence_messages();
    assert!(messages.len() > 300, "the sentence sections hold {} messages", messages.len());
    for lang in Lang::ALL {
        assert!(messages.iter().any(|m| m.lang == lang && m.id == "clock-change"), "the clocks' log is sentences");
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
