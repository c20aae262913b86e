//! The one runner of the program's command line for the tests of every crate: the binary that
//! `cargo test --workspace` builds beside the test binaries (`target/<profile>/victoria-arbiter`),
//! run with arguments, its output as text.

use std::ffi::OsStr;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Output};
use std::time::{Duration, Instant};

/// The `victoria-arbiter` binary of this build. Panics, saying how to build it, when it is not
/// there (a crate's tests run alone with `cargo test -p …` before the binary was built).
pub fn bin() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary knows its path");
    // target/<profile>/deps/<test> → target/<profile>/victoria-arbiter
    let dir = exe.parent().and_then(|d| d.parent()).expect("a test binary lives in target/<profile>/deps");
    let bin = dir.join(format!("victoria-arbiter{}", std::env::consts::EXE_SUFFIX));
    assert!(
        bin.exists(),
        "{} is not built: run the tests with `cargo test --workspace` (or `cargo build` first)",
        bin.display()
    );
    bin
}

/// A command for the binary (add arguments, environment, a working folder), under the neutral
/// locale `C.UTF-8` so that the default language (the system's) is English whatever the
/// machine's; a test of the default sets `LC_ALL` itself.
pub fn command() -> Command {
    let mut c = Command::new(bin());
    c.env("LC_ALL", "C.UTF-8").env("LC_MESSAGES", "C.UTF-8").env("LANG", "C.UTF-8");
    c
}

/// Runs the binary with `args`: its exit code (-1 when a signal ended it), standard output and
/// standard error as text.
pub fn run<S: AsRef<OsStr>>(args: &[S]) -> (i32, String, String) {
    run_env::<&str, &str, S>(&[], args)
}

/// [`run`] with these environment variables set too (a configuration folder, a locale), over
/// the neutral locale of [`command`].
pub fn run_env<K: AsRef<OsStr>, V: AsRef<OsStr>, S: AsRef<OsStr>>(env: &[(K, V)], args: &[S]) -> (i32, String, String) {
    let mut c = command();
    for (k, v) in env {
        c.env(k, v);
    }
    let out: Output = c.args(args).output().unwrap_or_else(|e| panic!("{}: {e}", bin().display()));
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Waits for `child` to end, at most `limit`: a process that never ends (a desk waiting on a
/// hub that is gone, a hub that does not stop) is killed and the test fails naming `what`,
/// instead of hanging the whole test run.
pub fn wait_within(child: &mut Child, limit: Duration, what: &str) -> ExitStatus {
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return status,
            Ok(None) if start.elapsed() < limit => std::thread::sleep(Duration::from_millis(20)),
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("{what} had not ended after {} s: killed", limit.as_secs());
            }
            Err(e) => panic!("{what}: {e}"),
        }
    }
}
