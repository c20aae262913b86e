//! Each ruleset cites its own book (issue 39: a classical game's dead-position proofs and its
//! flag-fall question cited Victoria's R27a): Victoria its R-rulings, classical chess FIDE's
//! Laws (the dead position 5.2.2; a flag fall 6.9 with "no series of legal moves can mate"; a
//! second illegal move 7.5.5), Synthesis its S-rulings. Every message that words a thing by
//! the ruleset (`{ $ruleset -> … }`) is rendered for classical chess and for Synthesis, in both
//! languages and every variant of its other selectors, and must cite no Victoria ruling there.

use super::sentences::{Message, renderings_with, section_messages};
use victoria_arbiter::WORDS;
use victoria_words::{Lang, args};

/// The Victoria rulings cited in `text` (`R27a`, `R26–R28`), as written.
fn victoria_rulings(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let starts = c == 'R' && before.is_none_or(|b| !b.is_alphanumeric());
        if starts && chars.get(i + 1).is_some_and(|d| d.is_ascii_digit()) {
            let id: String = chars[i..].iter().take_while(|c| c.is_ascii_alphanumeric()).collect();
            found.push(id);
        }
    }
    found
}

/// Every message that selects on `$ruleset`.
fn ruleset_messages() -> Vec<Message> {
    section_messages("").into_iter().filter(|m| m.text.contains("$ruleset ->")).collect()
}

/// `id` rendered with `ruleset`, every other selector at each of its keys and every other
/// variable a value (`§`).
fn renderings(lang: Lang, id: &str, text: &str, ruleset: &str) -> Vec<String> {
    renderings_with(lang, id, text, Some(("ruleset", ruleset)))
}

#[test]
fn a_classical_or_synthesis_game_cites_no_victoria_ruling() {
    let messages = ruleset_messages();
    for id in [
        "can-mate-cite",
        "rec-flag-fell",
        "rec-fide-loss",
        "check-winner-cannot-mate",
        "check-forfeit-needs-reason",
        "check-points-without-count",
    ] {
        assert!(messages.iter().any(|m| m.id == id), "{id} words by the ruleset");
    }
    let mut found = Vec::new();
    for Message { lang, file, id, text } in &messages {
        for ruleset in ["classical", "synthesis"] {
            for r in renderings(*lang, id, text, ruleset) {
                // Naming R27 as Victoria's, to say classical chess has no count, is no citation.
                let said = r.replace("R27 is Victoria's", "").replace("R27 — правило «Виктории»", "");
                let cited = victoria_rulings(&said);
                if !cited.is_empty() {
                    found.push(format!("{}/{file} {id} ({ruleset}): {cited:?}: {r}", lang.code()));
                    break;
                }
            }
        }
    }
    victoria_words::take_errors();
    assert!(found.is_empty(), "{} messages:\n{}", found.len(), found.join("\n"));
    assert_eq!(victoria_rulings("draw (R27a; FIDE 6.9), R26–R28"), ["R27a", "R26", "R28"]);
    assert!(victoria_rulings("FIDE 6.9, S30, BR2").is_empty());
}

/// The flag-fall question and the answer's citation, for each ruleset in both languages.
#[test]
fn the_flag_fall_question_asks_in_the_ruleset_s_own_words() {
    let ask = |lang, ruleset| WORDS.tr(lang, "rec-flag-fell", &args!(loser = "white", ruleset = ruleset));
    assert_eq!(
        ask(Lang::En, "classical"),
        "White's flag has fallen (FIDE 6.9). Can the opponent still mate by some series of legal moves?"
    );
    assert_eq!(
        ask(Lang::Ru, "classical"),
        "У белых упал флажок (ст. 6.9 Правил ФИДЕ). Может ли соперник ещё поставить мат какой-либо \
         последовательностью возможных ходов?"
    );
    assert!(ask(Lang::En, "victoria").ends_with("Can the opponent still mate (R27a)?"));
    assert!(ask(Lang::Ru, "victoria").ends_with("Может ли соперник ещё поставить мат (R27a)?"));
    assert!(ask(Lang::En, "synthesis").contains("capture the king") && ask(Lang::En, "synthesis").contains("(S30)"));
    let cite =
        |lang, ruleset, question| WORDS.tr(lang, "can-mate-cite", &args!(ruleset = ruleset, question = question));
    assert_eq!(cite(Lang::En, "classical", "flag"), "FIDE 6.9");
    assert_eq!(cite(Lang::En, "classical", "dead"), "FIDE 5.2.2");
    assert_eq!(cite(Lang::Ru, "classical", "dead"), "ст. 5.2.2 Правил ФИДЕ");
    assert_eq!(cite(Lang::Ru, "classical", "illegal"), "ст. 7.5.5 Правил ФИДЕ");
    assert_eq!(cite(Lang::En, "victoria", "flag"), "R27a");
    assert_eq!(cite(Lang::Ru, "synthesis", "dead"), "S30");
    assert!(victoria_words::take_errors().is_empty());
}
