//! The arbiter's key, the seal and `verify`: the key is private and stable, a sealed record is
//! intact, any changed byte is caught and the changed part is named, and the command line's
//! exit statuses.

use crate::support::sheet as sheet_common;
use sheet_common::*;
use std::path::{Path, PathBuf};
use victoria_record::GameRecord;
use victoria_record::sign::{self, ArbiterKey, Verdict};

/// A fresh, empty temporary folder of this file's test `tag`.
fn temp_dir(tag: &str) -> PathBuf {
    crate::support::temp_dir(&format!("sign-{tag}"))
}

#[test]
fn key_is_created_private_and_reused() {
    let root = temp_dir("key");
    let dir = root.join("nested");
    let k1 = ArbiterKey::load_or_create_in(&dir).unwrap();
    let path = dir.join(sign::KEY_FILE);
    assert_eq!(k1.path(), path);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        assert_eq!(std::fs::metadata(&dir).unwrap().permissions().mode() & 0o777, 0o700);
    }
    let k2 = ArbiterKey::load_or_create_in(&dir).unwrap();
    assert_eq!(k1.public_hex(), k2.public_hex());
    assert_eq!(k1.public_hex().len(), 64);
    // Another directory, another key.
    let other = temp_dir("key2");
    let k3 = ArbiterKey::load_or_create_in(&other).unwrap();
    assert_ne!(k1.public_hex(), k3.public_hex());
    // The secret never shows in Debug output.
    let secret_line = std::fs::read_to_string(&path).unwrap().lines().nth(1).unwrap().to_string();
    assert!(!format!("{k1:?}").contains(&secret_line));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        let e = ArbiterKey::load_or_create_in(&dir).unwrap_err().to_string();
        assert!(e.contains("chmod 600"), "{e}");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    std::fs::write(&path, "victoria-arbiter arbiter key v1\nnot-hex\n").unwrap();
    let e = ArbiterKey::load_or_create_in(&dir).unwrap_err().to_string();
    assert!(e.contains("damaged"), "{e}");
    let _ = std::fs::remove_dir_all(&root);
    let _ = std::fs::remove_dir_all(&other);
}

#[test]
fn a_damaged_key_file_says_what_is_damaged_in_both_languages() {
    use victoria_record::sign::{Damage, KeyError};
    use victoria_sheet::i18n::{Words, take_errors};
    use victoria_words::Lang;
    let dir = temp_dir("key-damaged");
    let path = ArbiterKey::load_or_create_in(&dir).unwrap().path().to_path_buf();
    let good = std::fs::read_to_string(&path).unwrap();
    let cases = [
        (
            "not a key\n".to_string(),
            Damage::Header,
            "its first line is not the key header",
            "первая строка — не заголовок ключа",
        ),
        (
            "victoria-arbiter arbiter key v1\nnot-hex\n".to_string(),
            Damage::NotHex,
            "its second line is not hex",
            "вторая строка — не шестнадцатеричные цифры",
        ),
        (
            format!("victoria-arbiter arbiter key v1\n{}\n", &good.lines().nth(1).unwrap()[..62]),
            Damage::Length,
            "the key is not 32 bytes",
            "ключ не из 32 байтов",
        ),
    ];
    let shown = path.display().to_string();
    let _ = take_errors();
    for (text, damage, en, ru) in cases {
        std::fs::write(&path, text).unwrap();
        let e = ArbiterKey::load_or_create_in(&dir).unwrap_err();
        assert!(matches!(&e, KeyError::Damaged(p, d) if *p == path && *d == damage), "{e:?}");
        assert_eq!(
            e.words(Lang::En),
            format!(
                "the arbiter key {shown} is damaged ({en}); restore it from a backup, or move it away to create a new key"
            )
        );
        assert_eq!(e.to_string(), e.words(Lang::En), "Display is the English");
        assert_eq!(
            e.words(Lang::Ru),
            format!(
                "ключ арбитра {shown} повреждён ({ru}); восстановите его из резервной копии или уберите файл, чтобы создать новый ключ"
            )
        );
    }
    // The other faults in both languages, without a Fluent error.
    let io = || std::io::Error::other("disk on fire");
    for e in [
        KeyError::NoConfigDir,
        KeyError::CreateDir(dir.clone(), io()),
        KeyError::Write(path.clone(), io()),
        KeyError::Read(path.clone(), io()),
        KeyError::Exposed(path.clone(), 0o644),
    ] {
        let (en, ru) = (e.words(Lang::En), e.words(Lang::Ru));
        assert_ne!(en, ru);
        assert!(!en.starts_with("key-") && !ru.starts_with("key-"), "{en} / {ru}");
        assert!(ru.chars().any(|c| ('а'..='я').contains(&c)), "{ru}");
    }
    assert!(KeyError::Exposed(path.clone(), 0o644).words(Lang::Ru).contains("права 644"));
    // Every kind of damage has its own words in both languages.
    for lang in [Lang::En, Lang::Ru] {
        let mut said: Vec<String> =
            Damage::ALL.iter().map(|d| KeyError::Damaged(path.clone(), *d).words(lang)).collect();
        said.dedup();
        assert_eq!(said.len(), Damage::ALL.len(), "{said:?}");
    }
    assert_eq!(take_errors(), Vec::<String>::new());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_command_line_words_a_damaged_key_in_its_language() {
    let config = temp_dir("cli-damaged-config");
    let dir = temp_dir("cli-damaged");
    let game = dir.join("game.json");
    std::fs::write(&game, record(4).to_json()).unwrap();
    let key = ArbiterKey::load_or_create_in(&config).unwrap().path().to_path_buf();
    std::fs::write(&key, "victoria-arbiter arbiter key v1\nnot-hex\n").unwrap();
    for (lang, said) in [
        ("en", "is damaged (its second line is not hex)"),
        ("ru", "повреждён (вторая строка — не шестнадцатеричные цифры)"),
    ] {
        let (code, _, err) = cli(&config, &["--lang", lang, "seal", game.to_str().unwrap()]);
        assert_eq!(code, 1, "{err}");
        assert!(err.contains(said) && err.contains(&key.display().to_string()), "{lang}: {err}");
    }
    let unsealed = GameRecord::from_json(&std::fs::read_to_string(&game).unwrap()).unwrap();
    assert!(unsealed.arbiter_seal.is_none(), "nothing sealed with a damaged key");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&config);
}

fn sealed(plies: usize, tag: &str) -> (GameRecord, ArbiterKey) {
    let key = ArbiterKey::load_or_create_in(&temp_dir(tag)).unwrap();
    let mut rec = record(plies);
    sign::seal(&mut rec, &key);
    (rec, key)
}

#[test]
fn sealed_record_is_intact_through_a_file_round_trip() {
    let (rec, key) = sealed(40, "intact");
    let text = rec.to_json();
    match sign::verify_json(&text) {
        Verdict::Intact { digest, public_key } => {
            assert_eq!(digest, rec.digest_hex());
            assert_eq!(public_key, key.public_hex());
        }
        other => panic!("{other}"),
    }
    assert!(matches!(sign::verify(&record(40)), Verdict::Unsealed { .. }));
    // Sealing again (a seal already present) gives the same digest and a valid seal.
    let again = sign::seal_for(&rec, &key);
    assert_eq!(again.digest, rec.arbiter_seal.as_ref().unwrap().digest);
    let mut r = rec.clone();
    r.arbiter_seal = Some(again);
    assert!(sign::verify(&r).is_intact());
}

#[test]
fn a_changed_move_or_name_is_named() {
    let (rec, _) = sealed(40, "named");
    let mut r = rec.clone();
    r.moves[22].san = "Qf3".into();
    let v = sign::verify(&r);
    let text = v.to_string();
    assert!(!v.is_intact());
    assert!(text.contains("move 12 (White, ply 23"), "{text}");
    assert!(text.contains(&r.digest_hex()) && text.contains(&rec.digest_hex()), "{text}");
    let mut r = rec.clone();
    r.event.black = "Someone Else".into();
    let text = sign::verify(&r).to_string();
    assert!(text.contains("event.black"), "{text}");
    assert!(!text.contains("move"), "only the name changed: {text}");
    let mut r = rec.clone();
    r.moves.pop();
    let text = sign::verify(&r).to_string();
    assert!(text.contains("the number of moves: 40 at sealing, 39 now"), "{text}");
    let mut r = rec.clone();
    r.signatures.black = r.signatures.white.clone();
    let text = sign::verify(&r).to_string();
    assert!(text.contains("signatures.black"), "{text}");
}

/// What `verify` finds are facts (the ply and the move now, the field, a list's lengths), said
/// in both languages.
#[test]
fn the_differences_are_facts_in_both_languages() {
    use victoria_sheet::i18n::Words;
    use victoria_sheet::{BadSeal, Change, Difference, MoveNow, Part};
    use victoria_words::Lang;
    let (rec, _) = sealed(40, "facts");
    let mut r = rec.clone();
    r.moves[22].san = "Qf3".into();
    r.event.black = "Someone Else".into();
    let Verdict::Changed { differences, digest, sealed_digest } = sign::verify(&r) else { panic!() };
    assert_eq!((digest, sealed_digest), (r.digest_hex(), rec.digest_hex()));
    let m = &r.moves[22];
    let moved = Difference {
        part: Part::Move {
            ply: 23,
            now: Some(MoveNow { number: 12, color: m.color, san: "Qf3".into(), uci: m.uci.clone() }),
        },
        change: Change::Changed,
    };
    assert!(differences.contains(&moved), "{differences:?}");
    let named = Difference { part: Part::Field { path: "event.black".into() }, change: Change::Changed };
    assert!(differences.contains(&named), "{differences:?}");
    assert_eq!(differences.len(), 2, "{differences:?}");
    assert_eq!(moved.words(Lang::En), format!("Changed: move 12 (White, ply 23: now “Qf3” {}).", m.uci));
    // The move in the reader's letters (issue 39: one script per move).
    assert_eq!(moved.words(Lang::Ru), format!("Изменено: ход 12 (белые, полуход 23: теперь «Фf3» {}).", m.uci));
    assert_eq!(named.words(Lang::Ru), "Изменено: поле «event.black».");
    let mut r = rec.clone();
    r.moves.pop();
    let Verdict::Changed { differences, .. } = sign::verify(&r) else { panic!() };
    let count =
        Difference { part: Part::Count { list: "moves".into() }, change: Change::Count { sealed: 40, now: 39 } };
    assert!(differences.contains(&count), "{differences:?}");
    assert!(differences.contains(&Difference { part: Part::Move { ply: 40, now: None }, change: Change::Removed }));
    assert_eq!(count.words(Lang::Ru), "Изменено: число ходов: 40 при запечатывании, 39 сейчас.");
    let v = sign::verify(&r);
    assert!(
        v.words(Lang::Ru).starts_with("Не цела: SHA-256 записи")
            && v.words(Lang::Ru).contains("ход на полуходе 40 (удалено)")
    );
    // A seal altered without the key, in both languages.
    let mut r = rec.clone();
    r.event.white = "Impostor".into();
    let mut seal = r.arbiter_seal.clone().unwrap();
    seal.digest = r.digest_hex();
    r.arbiter_seal = Some(seal);
    let v = sign::verify(&r);
    assert_eq!(v, Verdict::BadSeal { reason: BadSeal::Mismatch });
    assert!(v.to_string().contains("the seal was altered"), "{v}");
    assert!(v.words(Lang::Ru).contains("печать изменена"), "{}", v.words(Lang::Ru));
    let unsealed = sign::verify(&GameRecord { arbiter_seal: None, ..rec.clone() });
    assert!(unsealed.words(Lang::Ru).starts_with("Не запечатано"), "{}", unsealed.words(Lang::Ru));
    let unreadable = sign::verify_json("{\"format\": \"x/y\", \"version\": 2}");
    assert!(matches!(&unreadable, Verdict::Unreadable { .. }), "{unreadable:?}");
    assert!(unreadable.words(Lang::Ru).contains("«x/y»"), "{}", unreadable.words(Lang::Ru));
    victoria_sheet::i18n::take_errors();
    for reason in [BadSeal::KeyNotHex, BadSeal::KeyInvalid, BadSeal::SignatureNotHex, BadSeal::Mismatch] {
        let v = Verdict::BadSeal { reason };
        assert_ne!(v.words(Lang::En), v.words(Lang::Ru));
    }
    for part in
        [Part::Entry { list: "corrections".into(), index: 2 }, Part::Entry { list: "odd_list".into(), index: 1 }]
    {
        for change in [Change::Added, Change::Removed, Change::Changed] {
            let d = Difference { part: part.clone(), change };
            assert_ne!(d.words(Lang::En), d.words(Lang::Ru));
        }
    }
    assert_eq!(
        Difference { part: Part::Entry { list: "odd_list".into(), index: 1 }, change: Change::Added }.to_string(),
        "Changed: odd list entry 1 (added)."
    );
    assert!(victoria_sheet::i18n::take_errors().is_empty());
}

#[test]
fn a_forged_seal_is_refused() {
    let (rec, _) = sealed(10, "forged");
    // A new digest and parts put into the seal without the key.
    let mut r = rec.clone();
    r.event.white = "Impostor".into();
    let mut seal = r.arbiter_seal.clone().unwrap();
    seal.digest = r.digest_hex();
    seal.parts = sign::parts(&r);
    r.arbiter_seal = Some(seal);
    assert!(matches!(sign::verify(&r), Verdict::BadSeal { .. }), "{}", sign::verify(&r));
    // Another key re-sealing is intact but names a different key.
    let (_, other) = sealed(1, "forged-other");
    let mut r2 = r.clone();
    sign::seal(&mut r2, &other);
    match sign::verify(&r2) {
        Verdict::Intact { public_key, .. } => assert_ne!(public_key, rec.arbiter_seal.as_ref().unwrap().public_key),
        v => panic!("{v}"),
    }
}

/// Every changed byte of the file (at many positions across it) either leaves the record's
/// value as it was (a float spelled differently, say) or makes `verify` fail.
#[test]
fn one_changed_byte_fails_verify() {
    let (rec, _) = sealed(30, "bytes");
    let text = rec.to_json();
    let bytes = text.as_bytes();
    let mut checked = 0;
    let mut state: u64 = 0x9e3779b97f4a7c15;
    let seal_at = text.find("\"arbiter_seal\"").expect("the record is sealed");
    let first_move = text.find("\"moves\"").expect("the record has moves");
    for pos in 0..bytes.len() {
        // Every 31st byte, plus every byte of the seal's key, signature and digest, and of the
        // first moves.
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let in_seal = (seal_at..seal_at + 330).contains(&pos);
        if pos % 31 != 0 && !in_seal && !(first_move..first_move + 300).contains(&pos) {
            continue;
        }
        let b = bytes[pos];
        if b.is_ascii_whitespace() || !b.is_ascii() {
            continue;
        }
        let replacement = if b.is_ascii_digit() {
            b'0' + ((b - b'0' + 1 + (state % 8) as u8) % 10)
        } else if b == b'x' {
            b'y'
        } else {
            b'x'
        };
        let mut changed = bytes.to_vec();
        changed[pos] = replacement;
        let Ok(changed) = String::from_utf8(changed) else { continue };
        let v = sign::verify_json(&changed);
        if v.is_intact() {
            let same = GameRecord::from_json(&changed).map(|r| r == rec).unwrap_or(false);
            assert!(
                same,
                "byte {pos} ({} → {}) changed the record but verify says intact",
                b as char, replacement as char
            );
        }
        checked += 1;
    }
    assert!(checked > 800, "only {checked} positions tried");
}

/// The command line with `config` as its configuration folder (where the arbiter's key is).
fn cli(config: &Path, args: &[&str]) -> (i32, String, String) {
    crate::support::cli::run_env(&[(sign::CONFIG_ENV, config)], args)
}

#[test]
fn command_line_seal_sheet_verify() {
    let dir = temp_dir("cli");
    let config = temp_dir("cli-config").join("config");
    let cli = |args: &[&str]| cli(&config, args);
    let game = dir.join("game.json");
    let g = game.to_str().unwrap();
    std::fs::write(&game, record(50).to_json()).unwrap();
    // Unsealed: not intact.
    let (code, out, _) = cli(&["verify", g]);
    assert_eq!(code, 1);
    assert!(out.starts_with("Not sealed: "), "{out}");
    // Seal with the key of the test's own configuration directory.
    let (code, _, err) = cli(&["seal", g]);
    assert_eq!(code, 0, "{err}");
    assert!(config.join(sign::KEY_FILE).exists());
    let (code, out, _) = cli(&["verify", g]);
    assert_eq!(code, 0);
    assert!(out.starts_with("Intact: SHA-256 ") && out.trim_end().ends_with('.'), "{out}");
    // The sheet.
    let pdf = dir.join("sheet.pdf");
    let p = pdf.to_str().unwrap();
    let (code, _, err) = cli(&["sheet", g, "-o", p, "--paper", "letter", "--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    let pages = pdf_pages(&std::fs::read(&pdf).unwrap());
    let sealed: GameRecord = GameRecord::from_json(&std::fs::read_to_string(&game).unwrap()).unwrap();
    assert!(pages[0].contains(&sealed.arbiter_seal.as_ref().unwrap().public_key));
    // One changed byte in a move's SAN: exit 1 and the move is named.
    let text = std::fs::read_to_string(&game).unwrap().replacen("\"san\": \"Qf2\"", "\"san\": \"Qf3\"", 1);
    std::fs::write(&game, text).unwrap();
    let (code, said, _) = cli(&["verify", g]);
    assert_eq!(code, 1, "{said}");
    assert!(said.starts_with("Not intact: ") && said.contains("\n  Changed: move 1 (White, ply 1"), "{said}");
    let (code, said, _) = cli(&["--lang", "ru", "verify", g]);
    assert_eq!(code, 1, "{said}");
    assert!(
        said.starts_with("Не цела: ") && said.contains("\n  Изменено: ход 1 (белые, полуход 1: теперь «Фf3»"),
        "{said}"
    );
    // Bad arguments and missing files: exit 2 with a message.
    let (code, _, err) = cli(&["sheet", g, "-o", p, "--paper", "a3"]);
    assert_eq!(code, 2);
    assert!(err.contains("a4"), "{err}");
    assert_eq!(cli(&["verify", dir.join("missing.json").to_str().unwrap()]).0, 2);
    std::fs::write(&game, "{ not json").unwrap();
    assert_eq!(cli(&["sheet", g, "-o", p]).0, 2);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(config.parent().unwrap());
}

#[test]
fn every_sample_game_seals_and_verifies() {
    let dir = victoria_testkit::repo().join("sample_games");
    let keys = temp_dir("samples");
    let key = ArbiterKey::load_or_create_in(&keys).unwrap();
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap().flatten() {
        let path = e.path();
        if path.extension().and_then(|x| x.to_str()) != Some("json") {
            continue;
        }
        let mut rec = GameRecord::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        sign::seal(&mut rec, &key);
        let text = rec.to_json();
        assert!(sign::verify_json(&text).is_intact(), "{}", path.display());
        // The last move's SAN changed by one character: named, with the move number.
        let last = rec.moves.last().unwrap().clone();
        let mut changed = rec.clone();
        changed.moves.last_mut().unwrap().san.push('!');
        let said = sign::verify(&changed).to_string();
        let expected = format!("ply {}", last.ply);
        assert!(said.starts_with("Not intact: ") && said.contains(&expected), "{}: {said}", path.display());
        n += 1;
    }
    assert!(n >= 6);
    let _ = std::fs::remove_dir_all(&keys);
}

#[test]
fn the_desk_takes_the_seal_and_the_record_then_verifies_and_checks() {
    use victoria_record::recorder::Recorder;
    let path = victoria_testkit::repo().join("sample_games/01_mate.json");
    let rec = GameRecord::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut desk = Recorder::in_memory(rec).unwrap();
    let keys = temp_dir("desk");
    let key = ArbiterKey::load_or_create_in(&keys).unwrap();
    desk.set_arbiter_seal(sign::seal_for(desk.record(), &key)).unwrap();
    let sealed = desk.record().clone();
    assert!(sign::verify_json(&sealed.to_json()).is_intact());
    let report = victoria_record::check(&sealed);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let _ = std::fs::remove_dir_all(&keys);
}
