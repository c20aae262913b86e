//! Sealed means unreadable (issue 11, R5): after both schemes are sealed and before the reveal,
//! no file the desk writes — the journal, the working file, the game file saved anywhere —
//! holds a scheme's squares in any form (plain text, hex, base64); the seal key sits owner-only
//! in the configuration folder. On a machine without that key the reveal says so, and each
//! player's scheme typed again from the paper is accepted only if it matches the seal.
//!
//! Its own test binary: it moves the configuration folder (an environment variable), which no
//! other test in the same process may see.

use std::path::{Path, PathBuf};
use victoria_record::SealError;
use victoria_record::samples::{BLACK, WHITE};
use victoria_record::{EventInfo, Recorder, RecorderError, Scheme, check};
use victoria_record::{KeyProblem, SEAL_KEY_FILE};
use victoria_rules::i18n::Words as _;
use victoria_rules::{Color, Options, Rules};
use victoria_words::Lang;

fn scratch(name: &str) -> PathBuf {
    victoria_testkit::temp_dir(&format!("sealed-{name}"))
}

fn use_config(dir: &Path) {
    // SAFETY: this binary has this one test, and it sets the variable before any other
    // thread of its own reads it.
    #[allow(unsafe_code)]
    unsafe {
        std::env::set_var(victoria_record::CONFIG_ENV, dir)
    };
}

fn base64(bytes: &[u8], alphabet: &[u8; 64]) -> String {
    let mut out = String::new();
    for c in bytes.chunks(3) {
        let n = (c[0] as u32) << 16 | (*c.get(1).unwrap_or(&0) as u32) << 8 | *c.get(2).unwrap_or(&0) as u32;
        for i in 0..=c.len() {
            out.push(alphabet[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Every way `text` could be spelled inside a file: itself, hex in both cases, and base64
/// (standard and URL alphabets) at each of the three byte alignments, as the complete
/// 4-letter groups that would appear whatever surrounds it.
fn spellings(text: &str) -> Vec<String> {
    const STD: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let b = text.as_bytes();
    let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
    let mut out = vec![text.to_string(), hex.clone(), hex.to_uppercase()];
    for skip in 0..3 {
        let whole = (b.len() - skip) / 3 * 3;
        for alphabet in [STD, URL] {
            out.push(base64(&b[skip..skip + whole], alphabet));
        }
    }
    out.retain(|s| s.len() >= 6);
    out
}

/// The texts a scheme is known by: its canonical text and each of its lines (pieces and their
/// squares, bastions, reserves), its typed form, and each typed entry naming a piece.
fn scheme_texts(side: Color, typed: &str) -> Vec<String> {
    let s = Scheme::parse_valid(side, typed, &Options::default(), 12, 12).unwrap();
    let canonical = s.canonical_text();
    let mut texts = vec![canonical.clone(), s.typed()];
    texts.extend(canonical.lines().skip(2).map(String::from));
    texts.extend(
        typed.split(' ').filter(|t| t.chars().next().is_some_and(|c| c.is_ascii_uppercase())).map(String::from),
    );
    texts
}

/// Every file under `dir` (but the seal key), with its bytes.
fn files(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(files(&p));
        } else if p.file_name().is_some_and(|n| n != SEAL_KEY_FILE) {
            out.push((p.clone(), std::fs::read(&p).unwrap()));
        }
    }
    out
}

fn assert_unreadable(dirs: &[&Path], when: &str) {
    let mut seen = 0;
    for dir in dirs {
        for (path, bytes) in files(dir) {
            seen += 1;
            let text = String::from_utf8_lossy(&bytes);
            for (side, typed) in [(Color::White, WHITE), (Color::Black, BLACK)] {
                for t in scheme_texts(side, typed) {
                    for form in spellings(&t) {
                        assert!(!text.contains(&form), "{when}: {} holds {side}'s `{t}` as `{form}`", path.display());
                    }
                }
            }
        }
    }
    assert!(seen >= 1, "{when}: no file to look at");
}

#[test]
fn sealed_schemes_are_unreadable_until_the_reveal_and_typed_again_without_the_key() {
    let config = scratch("config");
    let saved = scratch("games");
    use_config(&config);
    // The app keeps a new game in a working file under the configuration folder.
    let working = config.join("working").join("game.json");
    std::fs::create_dir_all(working.parent().unwrap()).unwrap();
    let event = EventInfo { white: "W".into(), black: "B".into(), ..Default::default() };
    let mut d = Recorder::create(&working, event, Rules::default()).unwrap();
    let white_code = d.seal_text(Color::White, WHITE).unwrap();
    let black_code = d.seal_text(Color::Black, BLACK).unwrap();
    // The journal holds both seals; nothing in it reads.
    assert!(std::fs::read_to_string(working.with_extension("json.journal")).unwrap().contains(&white_code));
    assert_unreadable(&[&config], "the working file and its journal after sealing");
    d.save().unwrap();
    assert_unreadable(&[&config], "the working file saved after sealing");
    // Saved as a game file elsewhere, as Save As does.
    let game = saved.join("round 1.json");
    std::fs::copy(&working, &game).unwrap();
    let mut d2 = Recorder::open(&game).unwrap();
    d2.save().unwrap();
    drop(d2);
    assert_unreadable(&[&saved], "the game file");
    // The key is the owner's only.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(config.join(SEAL_KEY_FILE)).unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "seal.key mode {mode:o}");
    }
    drop(d);

    // The game file on another machine, before the reveal: no seal key there.
    let elsewhere = scratch("elsewhere");
    use_config(&elsewhere);
    let mut d = Recorder::open(&game).unwrap();
    assert_eq!(d.unopenable(), vec![Color::White, Color::Black]);
    let before = std::fs::read(&game).unwrap();
    let e = d.reveal().unwrap_err();
    let missing = elsewhere.join(SEAL_KEY_FILE);
    assert!(
        matches!(&e, RecorderError::Seal(SealError::Unopenable(Color::White, Some(KeyProblem::Missing(p)))) if *p == missing),
        "{e:?}"
    );
    assert!(
        e.to_string().contains("is not on this machine")
            && e.to_string().contains("types the scheme from their paper again"),
        "{e}"
    );
    assert!(e.words(Lang::Ru).contains("нет на этом компьютере"), "{}", e.words(Lang::Ru));
    // A paper typed wrong (two reserves swapped) is refused and nothing is written.
    let wrong = BLACK.replace("Rc12=12", "Rc12=X").replace("Be12=8", "Be12=12").replace("Rc12=X", "Rc12=8");
    assert_ne!(wrong, BLACK);
    let e = d.reveal_typed(&[(Color::White, WHITE), (Color::Black, &wrong)]).unwrap_err();
    assert!(matches!(e, RecorderError::Seal(SealError::Mismatch { side: Color::Black, .. })), "{e}");
    assert!(!d.record().both_revealed());
    assert_eq!(std::fs::read(&game).unwrap(), before);
    // Both papers typed again as written: the reveal goes on, the record checks out.
    d.reveal_typed(&[(Color::Black, BLACK), (Color::White, WHITE)]).unwrap();
    assert!(d.record().both_revealed());
    assert_eq!(d.record().schemes.white.seal_code.as_deref(), Some(white_code.as_str()));
    assert_eq!(d.record().schemes.black.seal_code.as_deref(), Some(black_code.as_str()));
    d.start().unwrap();
    d.record_move("e2e4").unwrap();
    d.save().unwrap();
    let report = check(d.record());
    assert!(report.is_ok(), "{:?}", report.problems);
    assert!(!elsewhere.join(SEAL_KEY_FILE).exists(), "revealing never makes a key");

    // Back on the arbiter's machine, a game sealed there reveals with its key.
    use_config(&config);
    let mut d = Recorder::create(&saved.join("round 2.json"), EventInfo::default(), Rules::default()).unwrap();
    d.seal_text(Color::White, WHITE).unwrap();
    d.seal_text(Color::Black, BLACK).unwrap();
    assert!(d.unopenable().is_empty());
    d.reveal().unwrap();
    assert_eq!(d.record().revealed(Color::White).unwrap().pieces.len(), 16);
}
