//! `--lang`: the sentences the commands print come from the catalogues, by default in the
//! system's language (Russian under a `ru_*` locale, English otherwise) and Russian with
//! `victoria-arbiter --lang ru`; the machine output (moves, JSON keys) does
//! not change with the language.

use victoria_testkit::cli::run;

const BAD_RANK: &str = "rnbqkbnr4/pppppppp5/12/12/12/12/12/12/12/12/PPPPPPPP4/RNBQKBNR4";

#[test]
fn bad_input_is_said_in_the_language_asked() {
    let (code, _, en) = run(&["moves", "--fen", BAD_RANK]);
    assert_eq!(code, 2);
    assert!(en.starts_with("victoria-arbiter: bad VFEN: "), "{en}");
    let (code, _, ru) = run(&["--lang", "ru", "moves", "--fen", BAD_RANK]);
    assert_eq!(code, 2);
    assert!(ru.starts_with("victoria-arbiter: неверная запись VFEN: "), "{ru}");
    assert_eq!(ru.trim().lines().count(), 1, "{ru}");

    // Arguments clap refuses: one line that names what is missing or wrong.
    let (code, _, missing) = run(&["salvage", "game.json"]);
    assert_eq!(code, 2);
    assert!(missing.contains("not provided") && missing.contains("--output <OUTPUT>"), "{missing}");
    assert_eq!(missing.trim().lines().count(), 1, "{missing}");
    let (_, _, paper) = run(&["sheet", "x.json", "--paper", "b5"]);
    assert!(paper.contains("unknown paper “b5”: use “a4” or “letter”"), "{paper}");

    let (_, _, en) = run(&["play", "--fen", "4k3/8/8/8/8/8/8/4K3", "e1"]);
    assert!(en.contains("move 1 “e1” is not in coordinates"), "{en}");
    let (_, _, ru) = run(&["--lang", "ru", "play", "--fen", "4k3/8/8/8/8/8/8/4K3", "e1"]);
    assert!(ru.contains("ход 1 «e1» записан не в координатах"), "{ru}");

    let (_, _, ru) = run(&["--lang", "ru", "can-mate", "--rules", "synthesis", "--fen", "4k3/8/8/8/8/8/8/4K3"]);
    assert!(ru.contains("взятием короля"), "{ru}");
}

#[test]
fn the_default_language_is_the_system_s_and_lang_overrides_it() {
    let under = |locale: &str, args: &[&str]| victoria_testkit::cli::run_env(&[("LC_ALL", locale)], args).2;
    let ru = under("ru_RU.UTF-8", &["moves", "--fen", BAD_RANK]);
    assert!(ru.starts_with("victoria-arbiter: неверная запись VFEN: "), "{ru}");
    let en = under("en_GB.UTF-8", &["moves", "--fen", BAD_RANK]);
    assert!(en.starts_with("victoria-arbiter: bad VFEN: "), "{en}");
    let de = under("de_DE.UTF-8", &["moves", "--fen", BAD_RANK]);
    assert!(de.starts_with("victoria-arbiter: bad VFEN: "), "any other locale is English: {de}");
    let chosen = under("ru_RU.UTF-8", &["--lang", "en", "moves", "--fen", BAD_RANK]);
    assert!(chosen.starts_with("victoria-arbiter: bad VFEN: "), "--lang wins: {chosen}");
}

#[test]
fn an_unknown_language_is_refused_in_one_line() {
    let (code, out, err) = run(&["--lang", "de", "moves", "--fen", "4k3/8/8/8/8/8/8/4K3"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("de") && err.contains("--help"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}

#[test]
fn the_moves_do_not_change_with_the_language() {
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    let (_, en, _) = run(&["moves", "--fen", fen]);
    let (_, ru, _) = run(&["--lang", "ru", "moves", "--fen", fen]);
    assert!(!en.is_empty());
    assert_eq!(en, ru);
}

/// `check` names a loss on time as such (it read "king capture"), and speaks of seals only
/// where the game has sealed schemes (a classical game has none) — issue 39.
#[test]
fn check_names_a_loss_on_time_and_speaks_of_seals_only_where_there_are_some() {
    let classical = concat!(env!("CARGO_MANIFEST_DIR"), "/sample_games/10_classical_on_time.json");
    let (code, en, _) = run(&["--lang", "en", "check", classical]);
    assert_eq!(code, 0, "{en}");
    assert!(en.contains("0-1 (loss on time, FIDE 6.9)"), "{en}");
    assert!(!en.contains("seal") && !en.contains("king capture"), "{en}");
    let (_, ru, _) = run(&["--lang", "ru", "check", classical]);
    assert!(ru.contains("поражение по времени, ст. 6.9 Правил ФИДЕ") && !ru.contains("печат"), "{ru}");
    // A Victoria game with its seals keeps saying so.
    let victoria = concat!(env!("CARGO_MANIFEST_DIR"), "/sample_games/09_clocks_and_fide.json");
    let (_, en, _) = run(&["--lang", "en", "check", victoria]);
    assert!(en.contains("loss on time, FIDE 6.9") && en.contains("seals intact"), "{en}");
}

/// `check` holds the result against the record (issue 39): an unsealed copy of a sample whose
/// winner was flipped after the flag fell is refused in both languages, the fact and FIDE's
/// article named, never "no problems"; a loss on time a record before version 3.1 wrote as a
/// forfeit still reads as a loss on time.
#[test]
fn check_refuses_a_flipped_flag_fall_winner_in_both_languages() {
    let dir = victoria_testkit::temp_dir("check-flipped");
    let sample = concat!(env!("CARGO_MANIFEST_DIR"), "/sample_games/10_classical_on_time.json");
    let mut doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(sample).unwrap()).unwrap();
    doc["arbiter_seal"] = serde_json::Value::Null;
    let unsealed = dir.join("unsealed.json");
    std::fs::write(&unsealed, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
    let (code, en, _) = run(&["--lang", "en", "check", unsealed.to_str().unwrap()]);
    assert_eq!(code, 0, "the copy as it was: {en}");

    let mut old = doc.clone();
    old["result"]["outcome"] = "forfeit".into();
    let path = dir.join("old.json");
    std::fs::write(&path, serde_json::to_string_pretty(&old).unwrap()).unwrap();
    let (code, en, _) = run(&["--lang", "en", "check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{en}");
    assert!(en.contains("0-1 (loss on time, FIDE 6.9)"), "{en}");

    doc["result"]["winner"] = "white".into();
    let flipped = dir.join("flipped.json");
    std::fs::write(&flipped, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
    let (code, en, _) = run(&["--lang", "en", "check", flipped.to_str().unwrap()]);
    assert_eq!(code, 1, "{en}");
    assert!(en.contains("the clock log shows that White's flag fell (FIDE 6.9, R33)"), "{en}");
    assert!(!en.contains("no problems"), "{en}");
    let (code, ru, _) = run(&["--lang", "ru", "check", flipped.to_str().unwrap()]);
    assert_eq!(code, 1, "{ru}");
    assert!(ru.contains("упал флажок у белых (ст. 6.9 Правил ФИДЕ, R33)"), "{ru}");
    assert!(!ru.contains("ошибок нет"), "{ru}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--help` follows the system's language (issue 39: it was English under a Russian locale):
/// LANG=ru_RU.UTF-8 gives the Russian help, LANG=en_US.UTF-8 the English, and `--lang` wins.
#[test]
fn the_help_is_in_the_system_s_language() {
    let help = |lang: &str, args: &[&str]| {
        let env = [("LANGUAGE", ""), ("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", lang)];
        let (code, out, err) = victoria_testkit::cli::run_env(&env, args);
        assert_eq!(code, 0, "{err}");
        out
    };
    let ru = help("ru_RU.UTF-8", &["--help"]);
    for w in ["Использование:", "Команды:", "Параметры:", "Показать справку", "Воспроизвести запись партии"]
    {
        assert!(ru.contains(w), "{w:?} missing: {ru}");
    }
    for w in ["Usage:", "Print help", "Replay a game record"] {
        assert!(!ru.contains(w), "{w:?} in the Russian help: {ru}");
    }
    let en = help("en_US.UTF-8", &["--help"]);
    for w in ["Usage:", "Commands:", "Options:", "Print help", "Replay a game record"] {
        assert!(en.contains(w), "{w:?} missing: {en}");
    }
    assert!(!en.chars().any(|c| ('а'..='я').contains(&c)), "Russian in the English help: {en}");
    let sub = help("ru_RU.UTF-8", &["tournament", "pair", "--help"]);
    assert!(sub.contains("Аргументы:") && sub.contains("Папка турнира"), "{sub}");
    let chosen = help("ru_RU.UTF-8", &["--lang", "en", "check", "--help"]);
    assert!(chosen.contains("The game record (JSON)"), "--lang wins: {chosen}");
}

/// Clap's own words of the help (issue 39: "[OPTIONS]", "[default: …]" stayed English under a
/// Russian locale): the usage placeholders, the value names, the default and possible values
/// are the catalogue's, in Russian under LANG=ru and in English under LANG=en.
#[test]
fn clap_s_own_words_of_the_help_are_in_the_system_s_language() {
    let help = |lang: &str, args: &[&str]| {
        let env = [("LANGUAGE", ""), ("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", lang)];
        let (code, out, err) = victoria_testkit::cli::run_env(&env, args);
        assert_eq!(code, 0, "{err}");
        out
    };
    let ru = [
        help("ru_RU.UTF-8", &["--help"]),
        help("ru_RU.UTF-8", &["can-mate", "--help"]),
        help("ru_RU.UTF-8", &["check", "--help"]),
    ]
    .join("\n");
    for w in [
        "[ПАРАМЕТРЫ]",
        "[КОМАНДА]",
        "<ЯЗЫК>",
        "<ПАРТИЯ>",
        "<СТОРОНА>",
        "[по умолчанию: both]",
        "[возможные значения: white, black, both]",
    ] {
        assert!(ru.contains(w), "{w:?} missing: {ru}");
    }
    for w in ["[OPTIONS]", "COMMAND", "<LANG>", "<GAME>", "<SIDE>", "default:", "possible values"] {
        assert!(!ru.contains(w), "{w:?} in the Russian help: {ru}");
    }
    let en = [
        help("en_US.UTF-8", &["--help"]),
        help("en_US.UTF-8", &["can-mate", "--help"]),
        help("en_US.UTF-8", &["check", "--help"]),
    ]
    .join("\n");
    for w in [
        "[OPTIONS]",
        "[COMMAND]",
        "<LANG>",
        "<GAME>",
        "<SIDE>",
        "[default: both]",
        "[possible values: white, black, both]",
    ] {
        assert!(en.contains(w), "{w:?} missing: {en}");
    }
    assert!(!en.chars().any(|c| ('а'..='я').contains(&c)), "Russian in the English help: {en}");
    // An empty default is no default (clap wrote `[default: ""]`).
    let new = help("en_US.UTF-8", &["tournament", "new", "--help"]);
    assert!(!new.contains("[default: \"\"]") && new.contains("[default: rr]"), "{new}");
}

/// The arguments clap refuses are said in the system's language, in one line that names the
/// argument and, where clap has one, what was meant (issue 39: "error: unexpected argument …"
/// stayed English under a Russian locale).
#[test]
fn clap_s_refusals_are_in_the_system_s_language() {
    let refused = |lang: &str, args: &[&str]| {
        let env = [("LANGUAGE", ""), ("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", lang)];
        let (code, out, err) = victoria_testkit::cli::run_env(&env, args);
        assert_eq!(code, 2, "{out}{err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        err
    };
    let cases: [(&[&str], &str, &str); 6] = [
        (
            &["chek"],
            "неизвестная команда «chek»; возможно, имелось в виду «check»?",
            "unknown command “chek”; did you mean “check”?",
        ),
        (&["check", "--bogus", "x"], "неожиданный аргумент «--bogus»", "unexpected argument “--bogus”"),
        (
            &["can-mate", "--nodes", "x"],
            "недопустимое значение «x» для «--nodes <УЗЛЫ>»: это не целое число",
            "invalid value “x” for “--nodes <NODES>”: not a whole number",
        ),
        (
            &["can-mate", "--side", "wite"],
            "«--side <СТОРОНА>»; возможно, имелось в виду «white»?",
            "“--side <SIDE>”; did you mean “white”?",
        ),
        (&["sheet", "x.json", "-o", "y.pdf", "--paper", "b5"], "неизвестный формат бумаги «b5»", "unknown paper “b5”"),
        (
            &["salvage", "g.json"],
            "не указаны обязательные аргументы: --output <ВЫХОД> (см. victoria-arbiter --help)",
            "required arguments not provided: --output <OUTPUT> (see victoria-arbiter --help)",
        ),
    ];
    for (args, ru, en) in cases {
        let r = refused("ru_RU.UTF-8", args);
        assert!(r.starts_with("victoria-arbiter: ") && r.contains(ru), "{args:?}: {r}");
        let e = refused("en_US.UTF-8", args);
        assert!(e.starts_with("victoria-arbiter: ") && e.contains(en), "{args:?}: {e}");
        assert!(!e.chars().any(|c| ('а'..='я').contains(&c)), "{args:?}: {e}");
    }
    // A command that needs a subcommand and got none shows its help, in the language, on
    // standard error (it printed the command's about line as if it were the error).
    let env = [("LANGUAGE", ""), ("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", "ru_RU.UTF-8")];
    let (code, out, err) = victoria_testkit::cli::run_env(&env, &["tournament"]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(err.contains("Использование: victoria-arbiter tournament <КОМАНДА>") && err.contains("Команды:"), "{err}");
    // `--lang` wins over the locale for clap's words too.
    let chosen = refused("ru_RU.UTF-8", &["--lang", "en", "check", "--bogus"]);
    assert!(chosen.contains("unexpected argument “--bogus”"), "{chosen}");
}

/// An error a lower layer words (here the store's) is a reason set into the CLI's one error
/// line, `victoria-arbiter: <reason>.`, in both languages (it was printed bare, without its stop).
#[test]
fn a_lower_layer_s_error_is_set_into_the_cli_s_error_line() {
    let dir = victoria_testkit::temp_dir("cli-error-line");
    let file = dir.join("not-a-game.json");
    std::fs::write(&file, "{\"x\": 1}").unwrap();
    let f = file.to_str().unwrap();
    for (lang, words) in [("en", "this is not a game record"), ("ru", "это не запись партии")] {
        let (code, _, err) = run(&["--lang", lang, "check", f]);
        assert_eq!(code, 2, "{err}");
        let line = err.trim_end();
        assert_eq!(line.lines().count(), 1, "{err}");
        assert!(line.starts_with(&format!("victoria-arbiter: {f}: {words}")), "{err}");
        assert!(line.ends_with('.') && !line.ends_with(".."), "{err}");
    }
}

/// Every command and argument of the help has its words in both catalogues (so no line of the
/// Russian help falls back to English).
#[test]
fn every_line_of_the_help_is_worded_in_both_languages() {
    let mut missing = Vec::new();
    for ids in victoria_arbiter::cli::help::ids() {
        for lang in victoria_words::Lang::ALL {
            if !ids.iter().any(|id| victoria_arbiter::i18n::has(lang, id)) {
                missing.push(format!("{}: {}", lang.code(), ids.join(" or ")));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

/// `site` reports what it wrote (issue 39: "10 game pages" after 25 and a tournament page).
#[test]
fn site_reports_every_page_it_wrote() {
    let out = victoria_testkit::temp_dir("cli-site-count");
    let samples = victoria_testkit::repo().join("sample_games");
    let (code, stdout, err) =
        run(&["--lang", "en", "site", samples.to_str().unwrap(), "-o", out.to_str().unwrap(), "--quiet"]);
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("25 game pages, 1 tournament page and the index"), "{stdout}");
    let (_, stdout, _) =
        run(&["--lang", "ru", "site", samples.to_str().unwrap(), "-o", out.to_str().unwrap(), "--quiet"]);
    assert!(stdout.contains("25 страниц партий, 1 страница турнира"), "{stdout}");
}
