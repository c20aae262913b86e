//! No sentence is kept in the desk (issue 21, item 2): what the session and the boards hand
//! the screens and the command line are facts, worded only when shown — so the same fact reads
//! in whichever language the screen has switched to meanwhile.

use victoria_record::store::{self, LoadError};
use victoria_rules::synthesis::{Outcome, Regime};
use victoria_rules::{Color, Rules};
use victoria_session::boards::{self, Finding};
use victoria_session::model::{EventFields, Field, SynthesisNews};
use victoria_session::session::Session;
use victoria_testkit::temp_dir;
use victoria_words::Lang;
use victoria_words::Words;

fn cyrillic(s: &str) -> bool {
    s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

/// The fact reads in English and in Russian, and the two differ.
fn both(fact: &impl Words) -> (String, String) {
    let (en, ru) = (fact.words(Lang::En), fact.words(Lang::Ru));
    assert!(!en.is_empty() && !cyrillic(&en), "{en}");
    assert!(cyrillic(&ru), "{ru}");
    (en, ru)
}

#[test]
fn a_refused_reveal_is_a_fact_worded_in_the_language_of_the_moment() {
    let dir = temp_dir("facts-reveal");
    let mut fields = EventFields::default();
    fields.set(Field::White, "Anna Petrova".into());
    fields.set(Field::Black, "Boris Ivanov".into());
    // The session speaks Russian; nothing is sealed yet, so the reveal is refused.
    let mut s = Session::new(&fields, Rules::default(), &dir, Lang::Ru).unwrap();
    let report = s.reveal();
    assert_eq!(report.verified, [false, false]);
    assert!(!report.problems.is_empty());
    for p in &report.problems {
        both(p);
    }
    // Worded again after a switch to English: the same words as a fresh English wording.
    let en: Vec<String> = report.problems.iter().map(|p| p.words(Lang::En)).collect();
    assert_eq!(en, s.reveal().problems.iter().map(|p| p.words(Lang::En)).collect::<Vec<_>>());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_synthesis_move_s_news_is_worded_where_it_is_shown() {
    let (en, ru) = both(&SynthesisNews::Verdict(Outcome::Checkmate { winner: Color::White }));
    assert!(en.ends_with("Open “Result…” to record the result."), "{en}");
    assert!(ru.ends_with("Откройте «Результат…», чтобы записать итог."), "{ru}");
    let (en, _) = both(&SynthesisNews::Regime(Color::Black, Regime::B));
    assert!(!en.contains('\n'), "one line a fact: {en}");
}

#[test]
fn a_game_file_that_cannot_be_read_says_why_in_either_language() {
    let dir = temp_dir("facts-unreadable");
    let file = dir.join("broken.json");
    std::fs::write(&file, "{ not a record").unwrap();
    let e = store::load_game(&file).unwrap_err();
    assert!(matches!(e, LoadError::Store(_)), "{e:?}");
    both(&e);
    let t = victoria_tournament::Tournament::new(
        "E",
        "victoria",
        1,
        victoria_tournament::PairingSystem::RoundRobin { double: false },
    );
    let found = boards::collect(&t, &dir).unwrap();
    assert_eq!(found.len(), 1);
    assert!(matches!(found[0].finding, Finding::Unreadable { .. }), "{:?}", found[0].finding);
    let (en, ru) = both(&found[0].finding);
    assert!(en.starts_with("The file cannot be read as a game record: ") && en.ends_with(&e.words(Lang::En)), "{en}");
    assert!(ru.ends_with(&e.words(Lang::Ru)), "{ru}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// As [`both`], for a message whose English quotes Russian notation as an example.
fn apart(fact: &impl Words) -> (String, String) {
    let (en, ru) = (fact.words(Lang::En), fact.words(Lang::Ru));
    assert!(!en.is_empty() && en != ru, "{en}");
    assert!(cyrillic(&ru), "{ru}");
    (en, ru)
}

#[test]
fn an_illegal_move_and_a_slip_are_flags_holding_facts() {
    use victoria_session::model::Flag;
    let dir = temp_dir("facts-flags");
    let mut s = Session::new(&EventFields::default(), Rules::classical(), &dir, Lang::En).unwrap();
    let flags = s.record_move("Ke1-e3");
    let [Flag::Illegal { rule, reason, penalty }] = flags.as_slice() else { panic!("{flags:?}") };
    assert!(!rule.is_empty());
    assert!(penalty.is_none(), "nothing is logged before the arbiter's word (R29)");
    let (en, ru) = both(reason);
    // The session's language is only that of the moment: the fact reads in either.
    s.lang = Lang::Ru;
    assert_eq!(reason.words(Lang::En), en);
    assert_eq!(reason.words(Lang::Ru), ru);
    let (penalty, _) = s.confirm_illegal().unwrap();
    both(&penalty);
    let flags = s.record_move("zz9");
    let [Flag::Notation { message }] = flags.as_slice() else { panic!("{flags:?}") };
    let (en, _) = apart(message);
    assert!(en.contains("zz9"), "{en}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_scheme_s_problems_are_facts_from_the_draft_the_text_and_the_seal() {
    use victoria_session::model::SchemeDraft;
    use victoria_session::session::{parse_scheme, scheme_problems};
    let rules = Rules::default();
    let mut draft = SchemeDraft::default();
    draft.pieces.insert("e1".parse().unwrap(), victoria_rules::Role::King);
    let problems = scheme_problems(&rules, Color::White, 12, 12, &draft);
    assert!(problems.len() > 1, "{problems:?}");
    for p in &problems {
        both(p);
    }
    let e = parse_scheme("Ke1 Qz9", Color::White, &rules).unwrap_err();
    let (en, ru) = apart(&e);
    assert!(en.contains("“Qz9”") && ru.contains("«Qz9»"), "{en} / {ru}");
    // Sealing refuses the same draft with every problem, as facts.
    let dir = temp_dir("facts-seal");
    let mut s = Session::new(&EventFields::default(), rules, &dir, Lang::Ru).unwrap();
    let refused = s.seal(Color::White, &draft).unwrap_err();
    assert_eq!(refused, problems, "the seal names what the editor listed");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_loss_on_time_reads_as_one_in_the_outcome_line() {
    // Issue 22: the app and the public window said "loss ruled by the arbiter (White's flag fell
    // (FIDE 6.9))"; a loss on time is its own ground.
    let path = victoria_testkit::repo().join("sample_games/09_clocks_and_fide.json");
    let rec = victoria_record::store::load(&path).unwrap();
    let r = rec.result.as_ref().expect("a result");
    let en = victoria_words::Words::words(
        &victoria_session::text::OutcomeLine(r, rec.rules.ruleset),
        victoria_words::Lang::En,
    );
    let ru = victoria_words::Words::words(
        &victoria_session::text::OutcomeLine(r, rec.rules.ruleset),
        victoria_words::Lang::Ru,
    );
    assert!(en.starts_with("White loses on time: ") && en.contains("FIDE 6.9"), "{en}");
    assert!(ru.starts_with("Белые проиграли по времени: ") && ru.contains("6.9"), "{ru}");
    for s in [&en, &ru] {
        assert!(!s.contains("))") && !s.contains("arbiter") && !s.contains("арбитр"), "{s}");
    }
}

/// A long helpmate line is folded where it is shown (issue 23, item 3): its first moves and
/// its length; the preview writes the last moves up to the one shown, after an ellipsis. A
/// short line is written out whole.
#[test]
fn a_long_line_is_folded_to_its_first_moves_and_its_length() {
    use victoria_rules::Position;
    use victoria_session::session::LINE_SHOWN;
    let dir = temp_dir("facts-fold");
    let s = Session::new(&EventFields::default(), Rules::classical(), &dir, Lang::En).unwrap();
    let start = Position::from_vfen(&s.position_key().unwrap(), Rules::classical()).unwrap();
    // The knights out and back, 30 plies.
    let steps = [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")];
    let mut pos = start.clone();
    let mut line = Vec::new();
    for k in 0..30 {
        let (from, to) = steps[k % 4];
        let m = pos.legal_moves().into_iter().find(|m| m.from.to_string() == from && m.to.to_string() == to).unwrap();
        pos.apply(&m);
        line.push(m);
    }
    let all = s.line_san(&line);
    assert_eq!(all.len(), 30);
    let en = s.line_san_folded(&line, Lang::En);
    assert!(en.starts_with(&all[..LINE_SHOWN].join(" ")), "{en}");
    assert!(!en.contains(&all[LINE_SHOWN]), "folded after {LINE_SHOWN} moves: {en}");
    assert!(en.ends_with("… (30 moves in all)"), "{en}");
    let ru = s.line_san_folded(&line, Lang::Ru);
    assert!(ru.ends_with("(всего 30 ходов)"), "{ru}");
    // Short lines are whole; the preview shows the last moves up to the one it stands on.
    assert_eq!(s.line_san_folded(&line[..LINE_SHOWN], Lang::En), all[..LINE_SHOWN].join(" "));
    assert_eq!(s.line_san_upto(&line, 5, Lang::En), all[..5].join(" "));
    let tail = s.line_san_upto(&line, 20, Lang::En);
    assert_eq!(tail, format!("… {}", all[20 - LINE_SHOWN..20].join(" ")));
    // Issue 39, one script per move: in Russian the line's knights are К, folded or previewed
    // (the result dialog's mating line and the preview showed "Nf3" on a Russian screen).
    for (lang, russian) in [(Lang::En, false), (Lang::Ru, true)] {
        for shown in [
            s.line_san_folded(&line, lang),
            s.line_san_folded(&line[..4], lang),
            s.line_san_upto(&line, 5, lang),
            s.line_san_upto(&line, 20, lang),
        ] {
            assert_eq!(victoria_testkit::moves_off_script(&shown, russian), Vec::<String>::new(), "{shown}");
            assert!(shown.contains(if russian { "Кf3" } else { "Nf3" }), "{shown}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
