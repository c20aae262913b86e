//! Each screen's `update` driven directly: what it changes, which `Action` it hands the app,
//! and what it refuses — no window, no simulator.
#![cfg(feature = "gui")]

use crate::support::app as app_support;
use crate::support::app::Shown as _;

use app_support::{sq, with_game, with_look, without_game};
use victoria_arbiter::app::screen::{Action, Context, Request};
use victoria_arbiter::app::screens::new_game::{self, Field};
use victoria_arbiter::app::screens::{recording, reveal, scheme, start};
use victoria_arbiter::app::session::{Ground, Session};
use victoria_rules::{Cell, Color, Options, Piece, Role, Rules};
use victoria_words::Lang;
use victoria_words::Words as _;

/// What an action asks of the app, as the tests compare it (`Request(NewGame)`, `None`…).
fn asks<M>(a: Action<M>) -> String {
    format!("{a:?}")
}

/// The start form's `update`, with no game in progress.
fn start_step(s: &mut start::State, m: start::Message) -> String {
    asks(without_game(Lang::En, |c| s.update(m, c)))
}

/// The New game form's `update` in `lang`, with no game in progress; a started game comes
/// back as the session it made.
fn form_step(s: &mut new_game::State, m: new_game::Message, lang: Lang) -> Action<new_game::Message> {
    let dir = app_support::temp_dir("form");
    let mut config = victoria_arbiter::app::config::Config::default();
    let mut ctx = Context { lang, config_dir: &dir, session: None, config: &mut config, print_dirs: None };
    s.update(m, &mut ctx)
}

/// The session a started form made.
fn started_session(a: Action<new_game::Message>) -> Session {
    match a {
        Action::Request(Request::Started(s)) => *s,
        other => panic!("not started: {other:?}"),
    }
}

#[test]
fn start_hands_over_new_open_and_resume() {
    let mut s = start::State::default();
    assert_eq!(start_step(&mut s, start::Message::New), "Request(NewGame)");
    assert_eq!(start_step(&mut s, start::Message::OpenPath), "None", "an empty path opens nothing");
    start_step(&mut s, start::Message::Path("  /tmp/x.json ".into()));
    assert_eq!(start_step(&mut s, start::Message::OpenPath), "Request(Open(/tmp/x.json))");
    assert_eq!(start_step(&mut s, start::Message::Resume), "Request(Resume)");
    assert_eq!(start_step(&mut s, start::Message::Pick), "Request(PickGame)");
    assert!(start::find_samples().iter().any(|p| p.ends_with("01_mate.json")), "the sample games are found");
}

#[test]
fn new_game_names_a_bad_pool_and_starts_with_every_option() {
    let mut s = new_game::State::default();
    assert!(!s.fields().get(Field::Date).is_empty(), "today's date by default");
    form_step(&mut s, new_game::Message::Field(Field::White, "Иванов".into()), Lang::Ru);
    assert_eq!(asks(form_step(&mut s, new_game::Message::Pool("сорок".into()), Lang::En)), "None");
    assert!(s.problems()[0].contains("The reserve pool “сорок”"), "{:?}", s.problems());
    assert_eq!(asks(form_step(&mut s, new_game::Message::Start, Lang::En)), "None", "no start with a problem");
    form_step(&mut s, new_game::Message::Pool("52".into()), Lang::En);
    form_step(&mut s, new_game::Message::Option("reserve_visibility", "open".into()), Lang::En);
    assert!(s.problems().iter().any(|p| p.contains("divisible by 5")), "{:?}", s.problems());
    form_step(&mut s, new_game::Message::Pool("55".into()), Lang::En);
    form_step(&mut s, new_game::Message::Option("castling", "off".into()), Lang::En);
    form_step(&mut s, new_game::Message::Option("castling", "maybe".into()), Lang::En);
    assert!(s.problems()[0].contains("on or off"), "a bad value is named: {:?}", s.problems());
    form_step(&mut s, new_game::Message::Option("castling", "maybe".into()), Lang::Ru);
    assert_eq!(s.problems()[0], "параметр castling не может быть «maybe»: допустимо on или off");
    let game = started_session(form_step(&mut s, new_game::Message::Start, Lang::En));
    let (record, rules) = (game.record(), game.rules());
    assert_eq!(record.time_control, None, "no clocks unless chosen");
    assert_eq!(record.event.white, "Иванов");
    assert_eq!(rules.options.reserve_pool, 55);
    assert!(!rules.options.castling);
    assert_eq!(rules.options.reserve_visibility.key(), "open");
}

#[test]
fn the_game_is_chosen_first_and_only_its_options_are_on_the_form() {
    use victoria_rules::Ruleset;
    let mut s = new_game::State::default();
    assert_eq!(s.game(), Ruleset::Victoria, "Victoria by default");
    for game in new_game::GAMES {
        form_step(&mut s, new_game::Message::Game(game), Lang::En);
        let shown = new_game::options_of(game);
        assert!(!shown.is_empty(), "{game}: at least the illegal move penalty");
        for lang in [Lang::Ru, Lang::En] {
            let texts = with_look(lang, |l| app_support::texts(s.view(l).map(victoria_arbiter::app::Message::NewGame)));
            for info in victoria_rules::options::OPTION_INFO {
                // Classical chess cites FIDE's article for its one option, not Victoria's R29,
                // as the language cites it («ст. 7.5 Правил ФИДЕ»; the Russian form said
                // "FIDE 7.5", issue 39's walk).
                let cited = if game == Ruleset::Classical {
                    victoria_words::t!(lang, "app-fide-article", article = "7.5")
                } else {
                    info.ruling.as_str().to_string()
                };
                let head = format!("{} ({cited})", info.label(lang));
                let about = info.about_in(lang).to_string();
                if shown.iter().any(|o| o.key == info.key) {
                    assert!(texts.contains(&head), "{game} {lang:?}: no '{head}'");
                    assert!(texts.contains(&about), "{game} {lang:?}: no explanation of {}", info.key);
                    if lang == Lang::Ru {
                        assert!(!texts.contains(&info.about_in(Lang::En)), "English on the Russian form: {}", info.key);
                    }
                } else {
                    assert!(!texts.contains(&head), "{game} {lang:?}: '{head}' belongs to another game");
                }
            }
            if lang == Lang::Ru {
                let latin = texts.iter().filter(|t| t.contains("FIDE") && !t.contains("FIDE ID")).collect::<Vec<_>>();
                assert!(latin.is_empty(), "{game}: Latin “FIDE” on the Russian form: {latin:?}");
            }
            // The game's own words and its presets' labels, in the screen's language.
            let said = |id: &str, arg: &str| victoria_words::t!(lang, id, game = arg);
            assert!(texts.contains(&said("ng-game-about", game.key())), "{game} {lang:?}");
            for p in new_game::ClubPreset::of(game) {
                assert!(texts.contains(&p.label(lang)), "{game} {lang:?}: no preset {}", p.key);
            }
        }
    }
    // Victoria shows every option of RULINGS.md; Synthesis its own two and the penalty.
    let keys = |g| new_game::options_of(g).iter().map(|o| o.key).collect::<Vec<_>>();
    assert!(!keys(Ruleset::Victoria).contains(&"self_check"));
    assert_eq!(keys(Ruleset::Victoria).len(), victoria_rules::options::OPTION_INFO.len() - 2);
    assert_eq!(keys(Ruleset::Synthesis), vec!["illegal_move_penalty", "self_check", "castling_synthesis"]);
    assert_eq!(keys(Ruleset::Classical), vec!["illegal_move_penalty"]);
}

#[test]
fn a_preset_sets_its_options_and_time_control_and_the_start_keeps_only_the_games_options() {
    use victoria_record::time_control::Preset;
    use victoria_rules::Ruleset;
    use victoria_rules::options::{BastionPlacement, IllegalMovePenalty, ReserveVisibility};
    // Every preset's pairs are options that exist, and each preset differs from the others of its game.
    for p in new_game::PRESETS {
        let mut o = victoria_rules::Options::default();
        for pair in p.options {
            o.set_pair(pair).unwrap_or_else(|e| panic!("{}: {pair}: {e}", p.id));
        }
        assert_eq!(p.options(), o);
        assert_eq!(new_game::ClubPreset::of(p.game).filter(|q| q.options() == o && q.clock == p.clock).count(), 1);
        for lang in [Lang::Ru, Lang::En] {
            assert!(!p.about(lang).is_empty() && p.label(lang) != p.key, "{} has words", p.id);
            // It says what it sets: its clock and each option it changes, in words, and
            // nothing of another game (a classical preset speaks of no bastion or reserve).
            let about = p.about(lang);
            assert!(about.starts_with(&p.clock.words(lang)), "{}: {about}", p.id);
            for pair in p.options {
                let (key, value) = pair.split_once('=').unwrap();
                let said = format!(
                    "{}: {}",
                    victoria_rules::options::words::label(lang, key),
                    victoria_rules::options::words::value(lang, value)
                );
                assert!(about.contains(&said), "{}: {about} lacks {said}", p.id);
            }
            if p.game != Ruleset::Victoria {
                for word in ["astion", "eserve", "бастион", "запас"] {
                    assert!(!about.contains(word), "{}: {about}", p.id);
                }
            }
            assert!(!about.contains('_'), "{}: a raw key in {about}", p.id);
        }
    }
    let blitz = new_game::PRESETS.iter().position(|p| p.id == "preset-victoria-blitz").unwrap();
    let mut s = new_game::State::default();
    form_step(&mut s, new_game::Message::Option("castling", "off".into()), Lang::En);
    assert_eq!(s.preset(), None, "castling off is no preset");
    form_step(&mut s, new_game::Message::Preset(blitz), Lang::En);
    assert_eq!(s.options().illegal_move_penalty, IllegalMovePenalty::Fide);
    assert_eq!(s.options().bastion_placement, BastionPlacement::Blind);
    assert_eq!(s.options().reserve_visibility, ReserveVisibility::Open);
    assert!(s.options().castling, "a preset starts from the defaults");
    assert_eq!(s.clock(), new_game::ClockChoice::Preset(Preset::Blitz));
    assert_eq!(s.preset().map(|p| p.id), Some("preset-victoria-blitz"));
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    // The preset's explanation is on the form.
    let texts = with_look(Lang::Ru, |l| app_support::texts(s.view(l).map(victoria_arbiter::app::Message::NewGame)));
    assert!(texts.contains(&new_game::PRESETS[blitz].about(Lang::Ru)), "{texts:?}");
    // Classical chess: a Victoria option left on the form does not reach its record.
    form_step(&mut s, new_game::Message::Game(Ruleset::Classical), Lang::En);
    let game = started_session(form_step(&mut s, new_game::Message::Start, Lang::En));
    let (rules, tc) = (game.rules(), game.record().time_control.clone());
    assert_eq!(rules.ruleset, Ruleset::Classical);
    assert_eq!(rules.options.bastion_placement, BastionPlacement::Arbitrary, "only the game's options are kept");
    assert_eq!(rules.options.illegal_move_penalty, IllegalMovePenalty::Fide);
    assert_eq!(tc, Some(Preset::Blitz.control()));
}

fn editor(color: Color) -> scheme::State {
    scheme::State::new(color, Rules::victoria(Options::default()), 12, 12)
}

#[test]
fn the_scheme_editor_places_by_click_lists_problems_as_it_goes_and_seals_only_a_clean_scheme() {
    let mut s = editor(Color::White);
    assert!(s.problems().iter().any(|p| p.words(Lang::En).contains("no king")), "{:?}", s.problems());
    assert_eq!(s.tool(), scheme::Tool::Piece(Role::King));
    without_game(Lang::En, |c| s.update(scheme::Message::Square(sq("e1")), c));
    assert_eq!(s.draft().pieces.get(&sq("e1")), Some(&Role::King));
    assert_eq!(s.tool(), scheme::Tool::Piece(Role::Queen), "the palette moves on once the king is placed");
    assert!(!s.problems().iter().any(|p| p.words(Lang::En).contains("king")));
    // A piece on the other half is a problem, named with its square.
    without_game(Lang::En, |c| s.update(scheme::Message::Square(sq("d8")), c));
    assert!(
        s.problems().iter().any(|p| p.words(Lang::En).contains("d8")
            && p.words(Lang::En).contains("R4")
            && p.words(Lang::Ru).contains("вне горизонталей белых")),
        "{:?}",
        s.problems()
    );
    without_game(Lang::En, |c| s.update(scheme::Message::Tool(scheme::Tool::Erase), c));
    without_game(Lang::En, |c| s.update(scheme::Message::Square(sq("d8")), c));
    assert!(!s.draft().pieces.contains_key(&sq("d8")));
    // Bastions toggle.
    without_game(Lang::En, |c| s.update(scheme::Message::Tool(scheme::Tool::Bastion), c));
    without_game(Lang::En, |c| s.update(scheme::Message::Square(sq("c4")), c));
    assert!(s.draft().bastions.contains(&sq("c4")));
    assert_eq!(s.board().cell(sq("c4")), Cell::Bastion(Color::White));
    without_game(Lang::En, |c| s.update(scheme::Message::Square(sq("c4")), c));
    assert!(!s.draft().bastions.contains(&sq("c4")));
    assert_eq!(asks(without_game(Lang::En, |c| s.update(scheme::Message::Seal, c))), "None", "no seal with problems");
    // A typed scheme fills the rest; a bad reserve is named.
    let typed = "Ke1 Qd1=10 Ra1=10 Rl1=10 Bc1=10 Bj1=10 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2 Xc4 Xf5 Xi6";
    without_game(Lang::En, |c| s.update(scheme::Message::Typed(typed.into()), c));
    without_game(Lang::En, |c| s.update(scheme::Message::ApplyTyped, c));
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    without_game(Lang::En, |c| s.update(scheme::Message::Reserve(0, "x".into()), c));
    assert!(
        s.problems().iter().any(|p| p.words(Lang::En).contains("“x”") && p.words(Lang::En).contains("d1")),
        "{:?}",
        s.problems()
    );
    without_game(Lang::En, |c| s.update(scheme::Message::Reserve(0, "12".into()), c));
    assert!(s.problems().iter().any(|p| p.words(Lang::En).contains("add up to 52")), "{:?}", s.problems());
    without_game(Lang::En, |c| s.update(scheme::Message::Reserve(0, "10".into()), c));
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    assert_eq!(s.draft().pieces.len(), 16);
    s.sealed("ABCD-EFGH".into());
    assert!(s.draft().pieces.is_empty(), "sealing forgets the entry");
    assert_eq!(s.board().cells.iter().filter(|c| **c != Cell::Empty).count(), 0);
    assert_eq!(asks(without_game(Lang::En, |c| s.update(scheme::Message::Square(sq("e1")), c))), "None");
    assert!(s.draft().pieces.is_empty(), "a sealed screen changes nothing");
    assert_eq!(asks(without_game(Lang::En, |c| s.update(scheme::Message::Continue, c))), "Request(Follow)");
}

/// Issue 39: the typed scheme and the reserve fields could disagree with "no problems" shown
/// (a field changed after the text was applied, or a text typed and never applied): what would
/// be sealed is not what the text shows, so it is a problem, and no seal is made.
#[test]
fn a_typed_scheme_that_disagrees_with_the_reserve_fields_is_a_problem() {
    let mut s = editor(Color::White);
    let typed = "Ke1 Qd1=10 Ra1=10 Rl1=10 Bc1=10 Bj1=10 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2 Xc4 Xf5 Xi6";
    without_game(Lang::En, |c| s.update(scheme::Message::Typed(typed.into()), c));
    without_game(Lang::En, |c| s.update(scheme::Message::ApplyTyped, c));
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    // The fields changed to 12 and 8 where the text said 10 and 10 (the pool still adds up):
    // the text is written anew from the fields, so both say the same.
    without_game(Lang::En, |c| s.update(scheme::Message::Reserve(1, "12".into()), c));
    without_game(Lang::En, |c| s.update(scheme::Message::Reserve(3, "8".into()), c));
    let differs = |s: &scheme::State, lang| {
        s.problems().iter().any(|p| p.words(lang) == victoria_words::t!(lang, "app-typed-differs"))
    };
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    let text = s.typed().to_string();
    assert!(text.contains("Ra1=12") && text.contains("Bc1=8") && text.contains("Qd1=10"), "{text}");
    // A click on the board too: the text follows.
    without_game(Lang::En, |c| s.update(scheme::Message::Tool(scheme::Tool::Erase), c));
    without_game(Lang::En, |c| s.update(scheme::Message::Square(sq("l2")), c));
    assert!(!s.typed().contains("l2"), "{}", s.typed());
    // A text typed and not applied that disagrees: a problem, no seal.
    let agreed = typed.replace("Ra1=10", "Ra1=14");
    without_game(Lang::En, |c| s.update(scheme::Message::Typed(agreed), c));
    assert!(differs(&s, Lang::En) && differs(&s, Lang::Ru), "{:?}", s.problems());
    assert_eq!(asks(without_game(Lang::En, |c| s.update(scheme::Message::Seal, c))), "None");
    assert!(s.seal_code().is_none());
    // A text typed and not applied (a piece moved) is one too, until Enter applies it.
    let moved = typed.replace("Nb1", "Nb2");
    without_game(Lang::En, |c| s.update(scheme::Message::Typed(moved), c));
    assert!(differs(&s, Lang::En), "{:?}", s.problems());
    without_game(Lang::En, |c| s.update(scheme::Message::ApplyTyped, c));
    assert!(!differs(&s, Lang::En), "{:?}", s.problems());
}

#[test]
fn a_typo_in_a_typed_scheme_is_named_and_changes_nothing() {
    let mut s = editor(Color::Black);
    without_game(Lang::En, |c| s.update(scheme::Message::Square(sq("e12")), c));
    without_game(Lang::En, |c| s.update(scheme::Message::Typed("Ke12 Qz9".into()), c));
    without_game(Lang::En, |c| s.update(scheme::Message::ApplyTyped, c));
    assert!(s.notice().unwrap().words(Lang::En).contains("Qz9"), "{:?}", s.notice());
    assert!(s.notice().unwrap().words(Lang::Ru).contains("«Qz9» — не фигура на поле"), "{:?}", s.notice());
    assert_eq!(s.draft().pieces.get(&sq("e12")), Some(&Role::King), "the entry is kept");
    assert!(s.board().flipped, "Black's editor shows Black's side at the bottom");
    assert_eq!(s.own_ranks(), (6, 11));
    assert_eq!(s.bastion_ranks(), (6, 9));
}

#[test]
fn reveal_continues_only_once_confirmed_and_with_good_seals() {
    let report = reveal::RevealReport {
        codes: ["A".into(), "B".into()],
        verified: [true, false],
        problems: vec![victoria_words::Said::new(victoria_record::SealProblem::Missing(Color::Black))],
        board: victoria_arbiter::app::board::BoardView::empty(12, 12),
    };
    let mut s = reveal::State::new(report, false, Vec::new());
    without_game(Lang::En, |c| s.update(reveal::Message::Confirm(true), c));
    assert_eq!(
        asks(without_game(Lang::En, |c| s.update(reveal::Message::Continue, c))),
        "None",
        "a broken seal stops the game"
    );
    let report = reveal::RevealReport {
        codes: ["A".into(), "B".into()],
        verified: [true, true],
        problems: Vec::new(),
        board: victoria_arbiter::app::board::BoardView::empty(12, 12),
    };
    let mut s = reveal::State::new(report, false, Vec::new());
    assert_eq!(asks(without_game(Lang::En, |c| s.update(reveal::Message::Continue, c))), "None");
    without_game(Lang::En, |c| s.update(reveal::Message::Confirm(true), c));
    assert_eq!(asks(without_game(Lang::En, |c| s.update(reveal::Message::Continue, c))), "Request(Play)");
}

fn started(dir: &std::path::Path) -> Session {
    let fields = new_game::EventFields::default();
    let mut s = Session::new(&fields, Rules::victoria(Options::default()), dir, Lang::En).unwrap();
    let w = "Ke1 Qd1=1 Ra1=10 Rl1=10 Bc1=10 Bj1=19 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2 Xc4 Xf5 Xi6";
    let b = "Ke12 Qd12=10 Ra12=10 Rl12=10 Bc12=10 Bj12=10 Nb12 Nk12 e11 f11 g11 h11 i11 j11 k11 l11 Xc9 Xf8 Xi7";
    for (c, t) in [(Color::White, w), (Color::Black, b)] {
        let d = victoria_arbiter::app::session::parse_scheme(t, c, &s.rules()).unwrap();
        s.seal(c, &d).unwrap();
    }
    let r = s.reveal();
    assert_eq!(r.verified, [true, true], "{:?}", r.problems);
    s.start_play().unwrap();
    s
}

#[test]
fn recording_panel_timer_hides_only_its_own_opening() {
    let dir = app_support::temp_dir("panel");
    let mut session = started(&dir);
    let mut s = recording::State::default();
    let shown = with_game(&mut session, Lang::En, |c| s.update(recording::Message::PanelShowFor, c));
    assert_eq!(asks(shown), "Run(..)", "a timer to hide it");
    let first = s.panel_token();
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::PanelShowFor, c));
    let second = s.panel_token();
    assert_ne!(first, second);
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::PanelHide(first), c));
    assert!(s.panel_shown(), "the first timer must not close the second opening");
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::PanelHide(second), c));
    assert!(!s.panel_shown());
}

#[test]
fn recording_clicks_select_reselect_and_promote_nothing_illegal() {
    let dir = app_support::temp_dir("clicks");
    let mut session = started(&dir);
    let mut s = recording::State::default();
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Square(sq("e12")), c));
    assert_eq!(s.selected(), None, "Black's king is not White's to move");
    assert!(s.notice().shown(victoria_words::Lang::En).unwrap().contains("e12"));
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Square(sq("e2")), c));
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Square(sq("f2")), c));
    assert_eq!(s.selected(), Some(sq("f2")), "another own piece is chosen instead");
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Square(sq("f4")), c));
    assert_eq!(session.moves()[0].san, "f4");
    // The queen with 1 point petrifies on her first move: Qd1-d2? d2 is empty here.
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Input("e11-e10".into()), c));
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Submit, c));
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Input("Фd1-d3".into()), c));
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Submit, c));
    assert!(
        s.flags()
            .iter()
            .any(|f| matches!(f, victoria_arbiter::app::session::Flag::Petrified { role: Role::Queen, .. })),
        "{:?}",
        s.flags()
    );
    assert_eq!(session.board_view().cell(sq("d3")), Cell::Monument);
    assert!(s.input().is_empty(), "the entry is cleared after a recorded move");
    // A result the engine cannot prove is refused with a reason.
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::ResultOpen, c));
    with_game(&mut session, Lang::En, |c| {
        s.update(recording::Message::Result(recording::result::Message::Ground(Ground::Checkmate(Color::White))), c)
    });
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Result(recording::result::Message::Confirm), c));
    assert!(
        s.result_dialog().unwrap().error().shown(victoria_words::Lang::En).unwrap().contains("R26"),
        "{:?}",
        s.result_dialog()
    );
    with_game(&mut session, Lang::En, |c| {
        s.update(recording::Message::Result(recording::result::Message::Ground(Ground::Decision(None))), c)
    });
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Result(recording::result::Message::Confirm), c));
    assert!(
        s.result_dialog().unwrap().error().shown(victoria_words::Lang::En).unwrap().contains("reason"),
        "{:?}",
        s.result_dialog()
    );
    with_game(&mut session, Lang::En, |c| {
        s.update(recording::Message::Result(recording::result::Message::Reason("both flags fell".into())), c)
    });
    with_game(&mut session, Lang::En, |c| s.update(recording::Message::Result(recording::result::Message::Confirm), c));
    assert!(s.result_dialog().is_none());
    assert_eq!(session.result().unwrap().outcome.key(), "decision");
}

#[test]
fn the_public_view_shows_an_empty_board_until_the_reveal() {
    let dir = app_support::temp_dir("public");
    let fields = new_game::EventFields::default();
    let mut s = Session::new(&fields, Rules::victoria(Options::default()), &dir, Lang::En).unwrap();
    let w = "Ke1 Qd1=10 Ra1=10 Rl1=10 Bc1=10 Bj1=10 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2 Xc4 Xf5 Xi6";
    let d = victoria_arbiter::app::session::parse_scheme(w, Color::White, &s.rules()).unwrap();
    s.seal(Color::White, &d).unwrap();
    let v = s.public_view(Lang::Ru);
    assert!(v.board.cells.iter().all(|c| *c == Cell::Empty), "a sealed scheme never reaches the public board");
    assert_eq!(v.phase, victoria_arbiter::app::public::Phase::Schemes);
    assert!(s.board_view().cells.iter().all(|c| *c == Cell::Empty), "nor the arbiter's board");
    let b = "Ke12 Qd12=10 Ra12=10 Rl12=10 Bc12=10 Bj12=10 Nb12 Nk12 e11 f11 g11 h11 i11 j11 k11 l11 Xc9 Xf8 Xi7";
    let d = victoria_arbiter::app::session::parse_scheme(b, Color::Black, &s.rules()).unwrap();
    s.seal(Color::Black, &d).unwrap();
    s.reveal();
    let v = s.public_view(Lang::Ru);
    assert_eq!(v.board.cell(sq("e1")), Cell::Piece(Piece::new(Color::White, Role::King)));
    assert_eq!(v.board.cell(sq("c9")), Cell::Bastion(Color::Black));
}

/// Message `id` without arguments, over the app's words.
fn word(lang: Lang, id: &str) -> String {
    victoria_arbiter::WORDS.tr(lang, id, &victoria_words::FluentArgs::new())
}

#[test]
fn both_languages_have_every_word_and_differ() {
    let mut same = 0;
    let ids = victoria_session::text::plain_ids();
    assert!(ids.len() > 100, "{} phrases", ids.len());
    for id in ids {
        let (ru, en) = (word(Lang::Ru, id), word(Lang::En, id));
        assert!(!ru.is_empty() && !en.is_empty());
        if ru == en {
            same += 1;
        }
    }
    assert_eq!(same, 0, "a phrase left untranslated");
    for g in Ground::all(false) {
        assert_ne!(g.words(Lang::Ru), g.words(Lang::En));
    }
}

#[test]
fn every_sample_game_opens_on_the_recording_screen_with_its_moves() {
    let samples = start::find_samples();
    assert!(samples.len() >= 6, "{samples:?}");
    for p in samples {
        let dir = app_support::temp_dir(&format!("sample-{}", p.file_stem().unwrap().to_string_lossy()));
        let mut app = victoria_arbiter::app::App::start(&dir, victoria_words::Lang::Ru);
        let before = std::fs::read(&p).unwrap();
        app.open_path(&p);
        assert!(app.notice().is_some_and(|n| !n.is_error()), "{}: {:?}", p.display(), app.notice());
        assert!(matches!(app.screen(), victoria_arbiter::app::Screen::Recording(_)), "{}", p.display());
        let s = app.session().unwrap();
        assert_eq!(s.moves().len(), s.record().moves.len());
        assert!(!s.moves().is_empty(), "{}", p.display());
        assert_eq!(std::fs::read(&p).unwrap(), before, "a sample is never changed by opening it");
        assert!(!p.with_extension("json.journal").exists(), "no journal beside the sample");
        let public = format!("{:?}", app.public());
        assert!(!public.contains("reserve"), "{}", p.display());
    }
}

/// The scheme editor's example shows only what the player writes (issue 39): no bastion where
/// the bastions are drawn by lot, no reserve where the game has none.
#[test]
fn the_scheme_hint_offers_bastions_only_where_the_player_places_them() {
    use victoria_rules::options::BastionPlacement;
    let hint = |placement: BastionPlacement, reserve: bool, lang: Lang| {
        let mut options = Options { bastion_placement: placement, ..Options::default() };
        options.set("reserve", if reserve { "on" } else { "off" }).unwrap();
        let s = scheme::State::new(Color::White, Rules::victoria(options), 12, 12);
        with_look(lang, |l| app_support::texts(s.view(l).map(victoria_arbiter::app::Message::Scheme)))
            .into_iter()
            .find(|t| t.starts_with("For example") || t.starts_with("Например"))
            .expect("the example is shown")
    };
    let blind = hint(BastionPlacement::Blind, true, Lang::En);
    assert!(!blind.contains("Xc4") && blind.contains("Qd1=10"), "{blind}");
    let placed = hint(BastionPlacement::Arbitrary, true, Lang::Ru);
    assert!(placed.contains("Бc4") && placed.contains("Xc4") && placed.contains("Фd1=10"), "{placed}");
    let no_reserve = hint(BastionPlacement::Arbitrary, false, Lang::En);
    assert!(no_reserve.contains("Xc4") && !no_reserve.contains("=10"), "{no_reserve}");
}

/// Ctrl+O where no file dialog can appear goes to the Start screen, whose path field takes the
/// game's path, instead of saying "type the path" on a screen without one (issue 39).
#[test]
fn open_without_a_file_dialog_goes_where_a_path_can_be_typed() {
    if victoria_arbiter::app::files::dialogs_available() {
        return; // a desktop session: the system dialog opens instead
    }
    use victoria_arbiter::app::{Message, Screen, Shortcut};
    let mut h = app_support::Harness::new("open-no-dialog");
    let sample = start::find_samples().into_iter().next().expect("a sample game");
    h.app.open_path(&sample);
    assert!(!matches!(h.app.screen(), Screen::Start(_)));
    h.send(Message::Shortcut(Shortcut::Open));
    if h.app.leaving().is_some() {
        h.send(Message::Leave(victoria_arbiter::app::dialog::leave::Message::Keep));
    }
    assert!(matches!(h.app.screen(), Screen::Start(_)), "{:?}", h.app.screen());
    let notice = h.app.notice().expect("the notice says why").words(Lang::En);
    assert!(notice.contains("type the file's path"), "{notice}");
}
