//! One style of writing in every catalogue (issue 22): English quotes with “…”, Russian with
//! «…»; no straight quotes, backticks or single-quote pairs as quotation marks (they are
//! markup, not words); each language uses only its own marks. Fluent's own string literals
//! (`{" "}`, `{""}`) are syntax inside a placeable and are not text.

use victoria_words::Lang;

/// Messages whose straight quotes are syntax the reader must type (a PGN tag pair).
const SYNTAX: [&str; 1] = ["pgn-bad-tag"];

/// The text of a line outside its placeables (`{ … }`, nested ones included), each placeable
/// standing as one `§` (the word it will become).
fn outside_placeables(line: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for ch in line.chars() {
        match ch {
            '{' => {
                if depth == 0 {
                    out.push('§');
                }
                depth += 1
            }
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(ch),
            _ => {}
        }
    }
    out
}

/// What is wrong with one line of text in `lang`, if anything.
fn fault(text: &str, lang: Lang) -> Option<&'static str> {
    let (own, other): (&[char], &[char]) = match lang {
        Lang::En => (&['“', '”'], &['«', '»']),
        Lang::Ru => (&['«', '»'], &['“', '”']),
    };
    if text.contains('"') {
        return Some("a straight double quote");
    }
    if text.contains('`') {
        return Some("a backtick");
    }
    if text.contains(other) {
        return Some("the other language's quotes");
    }
    // A single quote that opens a quotation: after a space, a bracket or the line's start and
    // before a later closing one (an apostrophe, as in "White's", follows a letter or `}`).
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let opens = c == '\'' && (i == 0 || chars[i - 1] == ' ' || chars[i - 1] == '(');
        if opens && chars[i + 1..].contains(&'\'') {
            return Some("single quotes used as quotation marks");
        }
    }
    let opened = text.chars().filter(|&c| c == own[0]).count();
    let closed = text.chars().filter(|&c| c == own[1]).count();
    (opened != closed).then_some("an unpaired quote")
}

#[test]
fn every_catalogue_quotes_in_its_language_s_style() {
    let mut faults = Vec::new();
    for c in super::all_catalogues() {
        let mut id = String::new();
        for (n, line) in c.text.lines().enumerate() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            if line.chars().next().is_some_and(|ch| ch.is_ascii_alphabetic()) {
                id = line.split('=').next().unwrap_or("").trim().to_string();
            }
            let text = outside_placeables(line);
            if SYNTAX.contains(&id.as_str()) {
                continue;
            }
            if let Some(f) = fault(&text, c.lang) {
                faults.push(format!("{}/{} line {} ({id}): {f}: {line}", c.lang.code(), c.file, n + 1));
            }
        }
    }
    assert!(faults.is_empty(), "{} lines:\n{}", faults.len(), faults.join("\n"));
}

/// The check finds what it must: each fault in a line of its own.
#[test]
fn the_style_check_finds_each_fault() {
    assert_eq!(fault("the move \"e4\"", Lang::En), Some("a straight double quote"));
    assert_eq!(fault("run `verify`", Lang::En), Some("a backtick"));
    assert_eq!(fault("ход «e4»", Lang::En), Some("the other language's quotes"));
    assert_eq!(fault("the move “e4”", Lang::Ru), Some("the other language's quotes"));
    assert_eq!(fault("option 'x' has no effect", Lang::En), Some("single quotes used as quotation marks"));
    assert_eq!(fault("the move “e4", Lang::En), Some("an unpaired quote"));
    assert_eq!(fault("White's move: “e4”", Lang::En), None);
    assert_eq!(fault("ход «e4»", Lang::Ru), None);
    assert_eq!(outside_placeables("a { $x -> [one] {\"\"} } b"), "a § b");
    assert_eq!(fault(&outside_placeables("it is { SIDE($turn) }'s move: { $x }'s"), Lang::En), None);
}

/// A note under a field or a choice (`…-about`) stands alone under it: each of its variants
/// begins with a capital (or a number), in both languages (the Russian classical and
/// Synthesis notes of New game began in lower case).
#[test]
fn every_note_under_a_field_begins_with_a_capital() {
    let mut faults = Vec::new();
    let notes: Vec<_> =
        super::sentences::section_messages("").into_iter().filter(|m| m.id.ends_with("-about")).collect();
    assert!(notes.iter().any(|m| m.id == "ng-game-about"), "New game's notes are read");
    for m in &notes {
        for line in m.text.lines() {
            let line = line.trim_start();
            let line = match line.trim_start_matches('*').strip_prefix('[') {
                Some(rest) => rest.split_once(']').map_or("", |(_, t)| t),
                None => line,
            };
            let text = outside_placeables(line);
            if let Some(first) = text.trim().chars().next()
                && first.is_lowercase()
            {
                faults.push(format!("{}/{} {}: {}", m.lang.code(), m.file, m.id, text.trim()));
            }
        }
    }
    assert!(faults.is_empty(), "{} notes begin in lower case:\n{}", faults.len(), faults.join("\n"));
}
