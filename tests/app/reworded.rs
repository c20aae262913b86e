//! One way to word things (issue 21): what the desk hands a screen is a fact, worded when it is
//! drawn — an illegal move's ruling and penalty, a slip of the pen, a scheme's problems and a
//! typed scheme's refusal shown in English read in Russian after RU (and back), with nothing
//! entered again and nothing recorded meanwhile.

use crate::drive::{rec, record, state, texts};
use crate::fit::decisions::at;
use crate::support::app::Harness;
use victoria_arbiter::app::screens::{recording, scheme};
use victoria_arbiter::app::session::Flag;
use victoria_arbiter::app::{Message, Screen};
use victoria_rules::Rules;
use victoria_words::{Lang, Words};

fn cyrillic(s: &str) -> bool {
    s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

/// The fact's words in both languages: Russian (with Russian letters) apart from the English
/// (which may quote Russian notation as an example).
/// A flag's line as the flag box draws it (a sentence on its own begins with a capital).
fn in_flag((en, ru): (String, String)) -> (String, String) {
    (victoria_arbiter::app::ui::as_sentence(&en), victoria_arbiter::app::ui::as_sentence(&ru))
}

fn both(said: &impl Words) -> (String, String) {
    let (en, ru) = (said.words(Lang::En), said.words(Lang::Ru));
    assert!(!en.is_empty() && en != ru, "{en}");
    assert!(cyrillic(&ru), "{ru}");
    (en, ru)
}

/// Whether some text drawn in the main window contains `words`.
fn shows(texts: &[String], words: &str) -> bool {
    texts.iter().any(|t| t.contains(words))
}

#[test]
fn an_illegal_move_s_flag_is_reworded_on_ru_en_without_entering_it_again() {
    let (mut h, _) = at("reword-illegal", Rules::classical(), "", None);
    h.type_into("move-input", "Ke1-e3", true);
    let flags = state(&h.app).flags().to_vec();
    let Some(Flag::Illegal { reason, penalty, .. }) = flags.first() else { panic!("an illegal flag: {flags:?}") };
    assert!(penalty.is_none(), "nothing is logged before the arbiter's word (R29)");
    let (en, ru) = in_flag(both(reason));
    let shown = texts(&h.app);
    assert!(shown_in(&shown, &en, &ru, Lang::En), "{shown:?}");

    h.send(Message::Lang(Lang::Ru));
    assert_eq!(state(&h.app).flags(), flags, "the same flag, not a new one");
    let shown = texts(&h.app);
    assert!(shown_in(&shown, &en, &ru, Lang::Ru), "re-worded in Russian: {shown:?}");
    assert!(record(&h.app).illegal_attempts.is_empty() && record(&h.app).moves.is_empty());

    // The arbiter logs it (in Russian now): the penalty reads in English after EN.
    rec(&mut h.app, recording::Message::ConfirmIllegal);
    let flags = state(&h.app).flags().to_vec();
    let Some(Flag::Logged { penalty }) = flags.first() else { panic!("the logged flag: {flags:?}") };
    let (en, ru) = both(penalty);
    assert!(shown_in(&texts(&h.app), &en, &ru, Lang::Ru));
    h.send(Message::Lang(Lang::En));
    let shown = texts(&h.app);
    assert!(shown_in(&shown, &en, &ru, Lang::En), "re-worded in English: {shown:?}");
    assert_eq!(record(&h.app).illegal_attempts.len(), 1, "logged once, not again on the switch");

    // A slip of the pen: the desk's refusal, re-worded too.
    h.type_into("move-input", "zz9", true);
    let flags = state(&h.app).flags().to_vec();
    let Some(Flag::Notation { message }) = flags.first() else { panic!("the notation flag: {flags:?}") };
    let (en, ru) = in_flag(both(message));
    assert!(shown_in(&texts(&h.app), &en, &ru, Lang::En));
    h.send(Message::Lang(Lang::Ru));
    assert!(shown_in(&texts(&h.app), &en, &ru, Lang::Ru));
}

/// `en` is drawn and `ru` is not (for `Lang::En`), or the other way round.
fn shown_in(texts: &[String], en: &str, ru: &str, lang: Lang) -> bool {
    let (now, other) = if lang == Lang::En { (en, ru) } else { (ru, en) };
    shows(texts, now) && !shows(texts, other)
}

fn scheme_state(h: &Harness) -> &scheme::State {
    match h.app.screen() {
        Screen::Scheme(st) => st,
        other => panic!("expected the scheme screen, found {other:?}"),
    }
}

fn apply_typed(h: &mut Harness, typed: &str) {
    h.send(Message::Scheme(scheme::Message::Typed(typed.into())));
    h.send(Message::Scheme(scheme::Message::ApplyTyped));
}

#[test]
fn a_scheme_s_problems_and_a_refused_typed_scheme_are_reworded_on_ru_en() {
    let mut h = Harness::new("reword-scheme");
    h.send(Message::Lang(Lang::En));
    h.click("start-new");
    h.type_into("field-white", "Anna", false);
    h.type_into("field-black", "Boris", false);
    h.click("new-start");
    // One pawn short (l2), then a typo that is refused and changes nothing.
    apply_typed(&mut h, "Ke1 Qd1=10 Ra1=10 Rl1=10 Bc1=10 Bj1=10 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 Xc4 Xf5 Xi6");
    apply_typed(&mut h, "Ke1 Qz9");
    let st = scheme_state(&h);
    assert_eq!(st.draft().pieces.len(), 15, "the refused entry changed nothing");
    let problems = st.problems().to_vec();
    let pawns = problems.iter().find(|p| p.words(Lang::En).contains("7 pawns")).expect("one pawn missing");
    let notice = st.notice().cloned().expect("the typo is refused");
    let (pawns_en, pawns_ru) = in_flag(both(pawns));
    let (notice_en, notice_ru) = both(&notice);
    assert!(notice_en.contains("Qz9"), "{notice_en}");
    let shown = texts(&h.app);
    assert!(shown_in(&shown, &format!("• {pawns_en}"), &format!("• {pawns_ru}"), Lang::En), "{shown:?}");
    assert!(shown_in(&shown, &notice_en, &notice_ru, Lang::En), "{shown:?}");

    h.send(Message::Lang(Lang::Ru));
    let st = scheme_state(&h);
    assert_eq!((st.problems(), st.notice()), (problems.as_slice(), Some(&notice)), "the same facts, not new ones");
    let shown = texts(&h.app);
    assert!(shown_in(&shown, &format!("• {pawns_en}"), &format!("• {pawns_ru}"), Lang::Ru), "{shown:?}");
    assert!(shown_in(&shown, &notice_en, &notice_ru, Lang::Ru), "{shown:?}");
    for p in problems.iter() {
        let (en, ru) = in_flag(both(p));
        assert!(shown_in(&shown, &en, &ru, Lang::Ru), "every problem in Russian: {shown:?}");
    }

    // A reserve that is not a number, entered in Russian, reads in English after EN.
    h.send(Message::Scheme(scheme::Message::Reserve(0, "x".into())));
    let st = scheme_state(&h);
    let [reserve] = st.problems() else { panic!("the one problem: {:?}", st.problems()) };
    let (en, ru) = in_flag(both(reserve));
    assert!(en.contains("“x”") && en.contains("d1") && ru.contains("«x»"), "{en} / {ru}");
    assert!(shown_in(&texts(&h.app), &en, &ru, Lang::Ru));
    h.send(Message::Lang(Lang::En));
    let shown = texts(&h.app);
    assert!(shown_in(&shown, &en, &ru, Lang::En), "re-worded in English: {shown:?}");
}

/// Issue 39, one script per move: sample 08 on a Russian screen showed "dxe7★" in the
/// arbiter's move list beside "Фf2" in the public window. Every move the main window and the
/// public window draw — the move list with its hero marks, the flag of a move just recorded —
/// is in the screen's letters, in both languages, through the one SAN localiser.
#[test]
fn every_move_on_the_screens_is_in_the_screen_s_one_script() {
    let sample = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_games/08_in_progress.json");
    for (lang, russian) in [(Lang::En, false), (Lang::Ru, true)] {
        let mut h = Harness::new(&format!("one-script-{lang:?}"));
        h.send(Message::Lang(lang));
        h.send(Message::Start(victoria_arbiter::app::screens::start::Message::Open(sample.clone())));
        assert!(matches!(h.app.screen(), Screen::Recording(_)), "sample 08 open");
        // A piece's move recorded, typed in the file's letters: its flag names it.
        let (uci, san) = {
            let game = h.app.session().unwrap().recorder().any_game().unwrap();
            let m = game.legal_moves().into_iter().find(|m| game.san(m).starts_with('N')).expect("a knight move");
            (m.to_string(), game.san(&m))
        };
        rec(&mut h.app, recording::Message::Input(uci));
        rec(&mut h.app, recording::Message::Submit);
        let main = texts(&h.app).join("\n");
        let public = crate::support::app::texts(h.app.view_public()).join("\n");
        for (window, shown) in [("main", &main), ("public", &public)] {
            let off = crate::support::moves_off_script(shown, russian);
            assert!(off.is_empty(), "{lang:?}, {window} window: {off:?}\n{shown}");
        }
        let knight = victoria_rules::san::written(lang, &san);
        assert_eq!(knight.starts_with('К'), russian, "{knight}");
        assert!(main.contains(&knight), "{lang:?}: the flag names {knight}\n{main}");
        // The move list's queen and king (16… Qf2 17. Bxf2+ Kxf2 in the file) and a hero.
        let (queen, king) = if russian { ("Фf2", "Крxf2") } else { ("Qf2", "Kxf2") };
        assert!(main.contains(queen) && main.contains(king) && main.contains("dxe7★"), "{lang:?}\n{main}");
    }
}

/// Issue 39 (the English Xvfb walk of walk39d): the scheme's problems are listed one a line,
/// each a sentence on its own, so each begins with a capital — "allocations add up to 51, the
/// pool is 50 (R14)" did not, nor did most Russian ones («у Белых нет короля»); in both
/// languages, an empty scheme's and a typed one's whose reserves do not add up.
#[test]
fn a_scheme_s_problems_each_begin_with_a_capital() {
    let mut h = Harness::new("scheme-capitals");
    h.click("start-new");
    h.click("new-start");
    let mut small = Vec::new();
    let mut look = |h: &mut Harness, what: &str| {
        for lang in [Lang::En, Lang::Ru] {
            h.send(Message::Lang(lang));
            let listed: Vec<String> = texts(&h.app).into_iter().filter(|t| t.starts_with("• ")).collect();
            assert!(!listed.is_empty(), "{what} ({}): no problem listed", lang.code());
            for t in listed {
                let first = t.trim_start_matches("• ").chars().next().unwrap_or(' ');
                if first.is_lowercase() {
                    small.push(format!("{what} ({}): {t:?}", lang.code()));
                }
            }
        }
    };
    look(&mut h, "an empty scheme");
    apply_typed(&mut h, "Ke1 Qd1=13 Ra1=10 Rl1=10 Bc1=1 Bj1=17 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2");
    assert!(scheme_state(&h).problems().iter().any(|p| p.words(Lang::En).contains("51")));
    look(&mut h, "reserves of 51");
    assert!(small.is_empty(), "{} problems begin in lower case:\n{}", small.len(), small.join("\n"));
}
