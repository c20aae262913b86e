//! Headless Chromium for the tests of the spectators' pages: the browser found on the `PATH`
//! (`chromium`, `chromium-browser` or `google-chrome`; the README's test command installs the
//! Debian package `chromium`), run on a fresh profile of its own that is removed afterwards.

use std::process::Command;

/// The Chromium command on this machine; panics saying how to install one.
pub fn command() -> String {
    for c in ["chromium", "chromium-browser", "google-chrome"] {
        if Command::new(c).arg("--version").output().is_ok_and(|o| o.status.success()) {
            return c.to_string();
        }
    }
    panic!("no Chromium: the README's test command (bash scripts/test) installs the Debian package `chromium`");
}

/// Runs headless Chromium on `url` with the switches `extra` (`--dump-dom` …) and a fresh
/// profile named after `name`, and returns what it printed. A real-time limit of 30 s, not a
/// virtual-time budget: virtual time stands still while a request is open, and the pages'
/// event streams stay open.
pub fn run(name: &str, extra: &[&str], url: &str) -> String {
    static RUNS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let profile = crate::temp_dir(&format!("chromium-{name}-{run}"));
    let out = Command::new(command())
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--timeout=30000"])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(extra)
        .arg(url)
        .output()
        .unwrap_or_else(|e| panic!("chromium: {e}"));
    let _ = std::fs::remove_dir_all(&profile);
    assert!(out.status.success(), "chromium failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The page's DOM once Chromium is done with it (`--dump-dom`).
pub fn dump_dom(name: &str, url: &str) -> String {
    run(name, &["--dump-dom"], url)
}
