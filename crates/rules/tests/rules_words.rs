//! Every fact the rules engine reports — refused moves (Victoria and Synthesis), verdicts,
//! events, Synthesis flags, option errors — renders in every language from the catalogues
//! without a Fluent error; the Russian sentence of every refusal names the same squares and
//! ruling as the English one; the Russian agrees with the piece's gender; the facts survive JSON.

use crate::support::lang_check;

use victoria_rules::explain::Refusal;
use victoria_rules::game::Outcome;
use victoria_rules::i18n::{Words, take_errors};
use victoria_rules::options::OptionError;
use victoria_rules::synthesis::{self, Flag, SynthesisEvent};
use victoria_rules::{Event, Illegal, Role, Rule, Square};
use victoria_words::Lang;

fn cyrillic(s: &str) -> bool {
    s.chars().any(|c| ('а'..='я').contains(&c) || ('А'..='Я').contains(&c) || c == 'ё')
}

/// Renders `fact` in every language: no Fluent problem, no id left unresolved, Russian that is
/// Russian and English that is not.
fn renders(fact: &impl Words, what: &str) -> (String, String) {
    take_errors();
    let en = fact.words(Lang::En);
    let ru = fact.words(Lang::Ru);
    assert_eq!(take_errors(), Vec::<String>::new(), "{what}");
    assert!(!en.trim().is_empty() && !ru.trim().is_empty(), "{what}");
    assert!(!cyrillic(&en), "{what}: Cyrillic in the English: {en}");
    assert!(cyrillic(&ru), "{what}: no Russian: {ru}");
    for s in [&en, &ru] {
        assert!(!s.contains('{') && !s.contains('}') && !s.contains("refusal-"), "{what}: unresolved: {s}");
    }
    (en, ru)
}

#[test]
fn every_refusal_renders_in_both_languages_naming_the_same_squares_and_ruling() {
    let all = Refusal::examples();
    assert!(all.len() > 150, "{}", all.len());
    let mut kinds = std::collections::BTreeSet::new();
    for e in &all {
        let (en, ru) = renders(e, &format!("{e:?}"));
        assert_eq!(en, e.to_string(), "Display is the English");
        assert!(en.ends_with(')') && en.rsplit_once('(').unwrap().1.contains(e.rule.as_str()), "{en}");
        lang_check::same_ruling(e.rule.as_str(), &en, &ru);
        let json = serde_json::to_value(e).unwrap();
        kinds.insert(match &json["kind"] {
            serde_json::Value::Object(m) if m.contains_key("synthesis") => {
                format!(
                    "synthesis/{}",
                    json["kind"]["synthesis"].as_object().map_or_else(
                        || json["kind"]["synthesis"].as_str().unwrap_or("").to_string(),
                        |o| o.keys().next().unwrap().clone(),
                    )
                )
            }
            serde_json::Value::Object(m) => m.keys().next().unwrap().clone(),
            v => v.as_str().unwrap().to_string(),
        });
        let back: Illegal = serde_json::from_value(json).unwrap();
        assert_eq!(&back, e, "the refusal survives JSON");
    }
    // One example at least of every variant (45 Victoria with Synthesis, 38 Synthesis).
    assert!(kinds.len() >= 44 + 38, "{} kinds: {kinds:?}", kinds.len());
}

#[test]
fn every_verdict_event_and_flag_renders() {
    for o in Outcome::examples() {
        let (en, _) = renders(&o, &format!("{o:?}"));
        assert_eq!(en, o.to_string());
        assert_eq!(serde_json::from_value::<Outcome>(serde_json::to_value(o).unwrap()).unwrap(), o);
    }
    for o in synthesis::Outcome::examples() {
        renders(&o, &format!("{o:?}"));
        assert_eq!(serde_json::from_value::<synthesis::Outcome>(serde_json::to_value(o).unwrap()).unwrap(), o);
    }
    for e in Event::examples() {
        let (_, ru) = renders(&e, &format!("{e:?}"));
        assert_eq!(e.words(Lang::Ru), ru);
        assert_eq!(serde_json::from_value::<Event>(serde_json::to_value(e).unwrap()).unwrap(), e);
    }
    for e in SynthesisEvent::examples() {
        renders(&e, &format!("{e:?}"));
    }
    for f in Flag::examples() {
        renders(&f, &format!("{f:?}"));
    }
    for e in OptionError::examples() {
        renders(&e, &format!("{e:?}"));
    }
}

#[test]
fn known_sentences_keep_their_english() {
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let e = Illegal::new(
        Rule::R10,
        Refusal::BastionStopsLine {
            role: Role::Rook,
            from: sq("d4"),
            to: sq("d9"),
            color: victoria_rules::Color::Black,
            at: sq("d7"),
        },
    );
    assert_eq!(e.to_string(), "rook d4 cannot reach d9: Black's bastion on d7 stops the line (R10)");
    assert_eq!(e.words(Lang::Ru), "ладья d4 не может дойти до d9: бастион чёрных на d7 перекрывает линию (R10)");
    assert_eq!(serde_json::to_value(&e).unwrap()["rule"], "R10");
    assert_eq!(
        Outcome::Points { ground: victoria_rules::PointsGround::Agreement, white: 12, black: 9 }.to_string(),
        "point count, White 12 : Black 9 — White wins on points; the players agreed to a count (R27)"
    );
    assert_eq!(Event::Hero(sq("e5")).words(Lang::Ru), "пешка на e5 стала героем (R20)");
    assert_eq!(Event::Promotion(Role::Rook).words(Lang::Ru), "превращение в ладью");
    assert_eq!(Event::Hero(sq("e5")).to_string(), "hero:e5", "the E9 token is unchanged");
}

#[test]
fn russian_agrees_with_the_piece() {
    let e3: Square = "e3".parse().unwrap();
    let monument = |role| Illegal::new(Rule::R16, Refusal::BecameMonument { role, square: e3, fullmove: 7 });
    assert_eq!(monument(Role::Bishop).words(Lang::Ru), "слон на e3 стал монументом на 7-м ходу (R16)");
    assert_eq!(monument(Role::Rook).words(Lang::Ru), "ладья на e3 стала монументом на 7-м ходу (R16)");
    assert_eq!(monument(Role::Rook).to_string(), "the rook on e3 became a monument on move 7 (R16)");
    use victoria_rules::moves::words::petrified;
    assert_eq!(petrified(Lang::Ru, Role::Bishop, e3), "Слон на e3 окаменел: теперь это монумент (R15).");
    assert_eq!(petrified(Lang::Ru, Role::Rook, e3), "Ладья на e3 окаменела: теперь это монумент (R15).");
    assert_eq!(petrified(Lang::En, Role::Bishop, e3), "The bishop on e3 is petrified: it is now a monument (R15).");
    let pinned = |role| {
        Illegal::new(
            Rule::R25,
            Refusal::Pinned {
                role,
                from: e3,
                to: "e4".parse().unwrap(),
                king: "e1".parse().unwrap(),
                by: victoria_rules::Thing::Piece { role: Role::Rook, square: "e8".parse().unwrap() },
            },
        )
        .words(Lang::Ru)
    };
    assert!(pinned(Role::Rook).starts_with("ладья на e3 связана:"), "{}", pinned(Role::Rook));
    assert!(pinned(Role::Knight).starts_with("конь на e3 связан:"), "{}", pinned(Role::Knight));
    assert!(pinned(Role::Knight).ends_with("под шахом от ладьи на e8 (R25)"), "{}", pinned(Role::Knight));
}

#[test]
fn every_position_fault_renders_in_both_languages_under_its_vfen_field() {
    use victoria_rules::PositionError;
    let all = PositionError::examples();
    assert_eq!(all.len(), 12);
    for e in &all {
        let (en, ru) = renders(e, &format!("{e:?}"));
        assert_eq!(en, e.to_string(), "Display is the English");
        for sq in ["d4", "20x4", "8x8"] {
            assert_eq!(en.contains(sq), ru.contains(sq), "{en} / {ru}");
        }
    }
    // A VFEN that reads but is not a position names the field and the fault.
    let e = victoria_rules::Position::from_vfen("8/8/8/8/8/8/8/4K3 w - - 0 1", Default::default()).unwrap_err();
    assert_eq!(e.field, "placement");
    assert!(e.fault.to_string().contains("Black has 0 kings"), "{e}");
    let e = victoria_rules::Position::from_vfen("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1 reserve:g1=5", Default::default())
        .unwrap_err();
    assert_eq!(
        (e.field, e.fault.to_string().contains("g1") && e.fault.to_string().contains("R12")),
        ("reserve", true),
        "{e}"
    );
}

#[test]
fn every_notation_fault_renders_in_both_languages_naming_the_field_and_squares() {
    use victoria_rules::VfenError;
    use victoria_rules::i18n::grammar::squares_named;
    use victoria_rules::synthesis::FenError;
    let vfen = VfenError::examples();
    let fen = FenError::examples();
    assert!(vfen.len() > 40 && fen.len() > 35, "{} {}", vfen.len(), fen.len());
    let mut seen = std::collections::BTreeSet::new();
    let mut check = |en: String, ru: String, display: String, field: &str, what: String| {
        assert_eq!(en, display, "Display is the English");
        let head = format!("{field}: ");
        assert!(en.starts_with(&head) && ru.starts_with(&head), "{en} / {ru}");
        let squares = |s: &str| squares_named(s).into_iter().collect::<std::collections::BTreeSet<_>>();
        assert_eq!(squares(&en), squares(&ru), "{en} / {ru}");
        for token in ["z9", "R4", "R9", "R12", "R15", "S1", "S5", "S16", "S25", "S27"] {
            assert_eq!(en.contains(token), ru.contains(token), "{what}: {en} / {ru}");
        }
        assert!(seen.insert(en.clone()), "two faults say the same: {en}");
    };
    for e in &vfen {
        let (en, ru) = renders(e, &format!("{e:?}"));
        check(en, ru, e.to_string(), e.field, format!("{e:?}"));
    }
    for e in &fen {
        let (en, ru) = renders(e, &format!("{e:?}"));
        check(en, ru, e.to_string(), e.field, format!("{e:?}"));
    }
    // What the readers report names the field and the thing at fault, in both languages.
    let e = victoria_rules::Position::from_vfen("4k3/8/8/8/8/8/8/4K3 w - - 0 1 reserve:e1=0", Default::default())
        .unwrap_err();
    assert_eq!(e.to_string(), "reserve: the reserve on e1 must be a whole number of at least 1, not “0”");
    assert!(e.words(Lang::Ru).starts_with("reserve: запас на e1"), "{}", e.words(Lang::Ru));
    let e = synthesis::Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - e4 0 1", Default::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "en-passant: e4 cannot be the en-passant square with White to move: it must be an empty square on rank 6 with Black's pawn right behind it on e5 (S25)"
    );
    assert!(e.words(Lang::Ru).contains("пешка чёрных (S25)"), "{}", e.words(Lang::Ru));
}

/// A classical game's refusals cite FIDE's Laws (the article of the piece's move, moving in
/// turn), not Victoria's R32, in both languages, each in its own words: "(FIDE 3.6)",
/// «(ст. 3.6 Правил ФИДЕ)»; a Victoria game's keep their rulings.
#[test]
fn a_classical_refusal_cites_the_fide_article() {
    use victoria_rules::{Position, Rules, UciMove};
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let p = Position::from_vfen(start, Rules::classical()).unwrap();
    for (uci, article) in [
        ("e2e5", "FIDE 3.7"),
        ("g1g3", "FIDE 3.6"),
        ("f1c4", "FIDE 3.5"),
        ("d1d2", "FIDE 3.1"),
        ("e1e2", "FIDE 3.1"),
        ("e7e5", "FIDE 1.2"),
        ("e4e5", "FIDE 3"),
    ] {
        let m = UciMove::parse(uci).unwrap();
        let e = p.check_move(m).unwrap_err();
        assert_eq!(e.rule.as_str(), article, "{uci}: {e}");
        let number = article.strip_prefix("FIDE ").unwrap();
        for (lang, cited) in [(Lang::En, format!("({article})")), (Lang::Ru, format!("(ст. {number} Правил ФИДЕ)"))]
        {
            let said = e.words(lang);
            assert!(said.ends_with(&cited), "{uci} {lang:?}: {said}");
            assert!(!said.contains("R32"), "{uci} {lang:?}: {said}");
        }
    }
    // The king stepping into check, and a rook's line.
    let p = Position::from_vfen("4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1", Rules::classical()).unwrap();
    assert_eq!(p.check_move(UciMove::parse("e1d1").unwrap()).unwrap_err().rule.as_str(), "FIDE 3.9");
    assert_eq!(p.check_move(UciMove::parse("a1b2").unwrap()).unwrap_err().rule.as_str(), "FIDE 3.3");
    // Another game on the same board keeps its own rulings.
    let rules = Rules { ruleset: victoria_rules::Ruleset::Synthesis, options: Default::default() };
    let s = Position::from_vfen(start, rules).unwrap();
    assert!(!s.check_move(UciMove::parse("g1g3").unwrap()).unwrap_err().rule.is_fide());
}
