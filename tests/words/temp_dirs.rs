//! One temp dir for every test: no test or bench file outside `crates/testkit` (and no crate's
//! `#[cfg(test)]` code) makes its temporary folders from the system's temporary folder itself —
//! each takes a fresh one from `victoria_testkit::temp_dir` (or `kept_dir`), so the
//! hand-written copies issue 21 removed cannot come back.

use std::path::{Path, PathBuf};

/// The call that marks a hand-written temp dir (spelt in two halves, so that this file does
/// not hold it).
const CALL: &str = concat!("env::", "temp_", "dir");

/// Unit tests inside a crate's `src` that still make their own folder, in crates whose code
/// this change may not touch. Each names its owner's file; once it moves to the kit, the test
/// below fails until the line is taken out of this list.
const KNOWN: [&str; 2] = ["crates/record/src/seal.rs", "crates/record/src/vault.rs"];

/// Every `.rs` file below `root` (relative paths, `/`-separated), hidden folders, `target` and
/// the test kit itself left out.
fn rust_files(root: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            let rel = p.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            if p.is_dir() {
                if !name.starts_with('.') && name != "target" && rel != "crates/testkit" {
                    stack.push(p);
                }
            } else if name.ends_with(".rs") {
                out.push((rel, p));
            }
        }
    }
    out.sort();
    out
}

/// Where test or bench code below `root` calls the system's temporary folder itself:
/// `path:line: code`. A file under a `tests` or `benches` folder is test code throughout; any
/// other file from its first `#[cfg(test)]` on. Comments do not count.
fn hand_made_temp_dirs(root: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for (rel, path) in rust_files(root) {
        let text = std::fs::read_to_string(&path).unwrap();
        let test_file = rel.split('/').any(|part| part == "tests" || part == "benches");
        let start = if test_file { Some(0) } else { text.find("#[cfg(test)]") };
        let Some(start) = start else { continue };
        let first_line = text[..start].lines().count();
        for (n, line) in text[start..].lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if code.contains(CALL) {
                found.push(format!("{rel}:{}: {}", first_line + n + 1, line.trim()));
            }
        }
    }
    found
}

/// The check finds a hand-made temp dir in a test, a bench and a unit test, and passes over
/// comments, the code before a crate's tests and the kit.
#[test]
fn the_temp_dir_check_finds_a_hand_made_folder() {
    let root = victoria_testkit::temp_dir("temp-dir-check");
    let write = |rel: &str, text: &str| {
        let p = root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    let call = format!("std::{CALL}()");
    write("crates/a/tests/t.rs", &format!("fn f() {{\n    let d = {call}.join(\"x\");\n}}\n"));
    write("crates/a/benches/b.rs", &format!("use std::{CALL};\n"));
    write(
        "crates/a/src/lib.rs",
        &format!("fn home() {{ {call}; }}\n#[cfg(test)]\nmod t {{\n    fn d() {{ {call}; }}\n}}\n"),
    );
    write("crates/a/src/quiet.rs", &format!("// {call} in a comment\n#[cfg(test)]\nmod t {{}}\n"));
    write("crates/testkit/src/lib.rs", &format!("#[cfg(test)]\nfn d() {{ {call}; }}\n"));
    write("tests/x/main.rs", &format!("fn d() {{ let _ = 1; }} // {call}\n"));
    assert_eq!(
        hand_made_temp_dirs(&root),
        vec![
            format!("crates/a/benches/b.rs:1: use std::{CALL};"),
            format!("crates/a/src/lib.rs:4: fn d() {{ {call}; }}"),
            format!("crates/a/tests/t.rs:2: let d = {call}.join(\"x\");"),
        ]
    );
    let _ = std::fs::remove_dir_all(&root);
}

/// No test or bench of the workspace makes its own temporary folder: each uses the test kit's.
#[test]
fn every_test_takes_its_temp_dir_from_the_test_kit() {
    let found = hand_made_temp_dirs(Path::new(env!("CARGO_MANIFEST_DIR")));
    let new: Vec<&String> = found.iter().filter(|f| !KNOWN.iter().any(|k| f.starts_with(&format!("{k}:")))).collect();
    assert!(
        new.is_empty(),
        "tests that make their own temporary folder (use victoria_testkit::temp_dir):\n{}",
        new.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
    for k in KNOWN {
        assert!(
            found.iter().any(|f| f.starts_with(&format!("{k}:"))),
            "{k} uses the test kit now: take it out of KNOWN"
        );
    }
}
