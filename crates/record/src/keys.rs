//! The arbiter's configuration folder and the owner-only key files in it (`arbiter.key` for
//! the arbiter's seal on a record, `seal.key` for the sealed schemes): where the folder is
//! (`VICTORIA_ARBITER_CONFIG`, else the system's configuration folder + `victoria-arbiter`),
//! creating it and a key file readable by the owner only, and telling a key file that other
//! users can read.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The environment variable that replaces the configuration directory (tests, portable use).
pub const CONFIG_ENV: &str = "VICTORIA_ARBITER_CONFIG";

/// The directory holding the arbiter's keys: `$VICTORIA_ARBITER_CONFIG` when set, otherwise
/// the system's configuration directory + `victoria-arbiter`; `None` when the system has none.
pub fn config_dir() -> Option<PathBuf> {
    match std::env::var_os(CONFIG_ENV) {
        Some(d) if !d.is_empty() => Some(PathBuf::from(d)),
        _ => dirs::config_dir().map(|d| d.join("victoria-arbiter")),
    }
}

/// Creates `dir` (and its parents) readable by the owner only.
pub fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut b = std::fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        b.mode(0o700);
    }
    b.create(dir)
}

/// Writes a new file readable by the owner only; fails with `AlreadyExists` when it exists.
pub fn write_private_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut o = std::fs::OpenOptions::new();
    o.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        o.mode(0o600);
    }
    let mut f = o.open(path)?;
    f.write_all(bytes)?;
    f.sync_all()
}

/// Puts a new owner-only file at `path` whole or not at all: it is written beside it under a
/// name of its own and linked into place, so a reader never sees it half-written and two
/// processes creating it at once keep one (the other gets `AlreadyExists`).
pub fn publish_private_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".new-{}-{}", std::process::id(), COUNT.fetch_add(1, Ordering::Relaxed)));
    let tmp = PathBuf::from(tmp);
    write_private_new(&tmp, bytes)?;
    let linked = std::fs::hard_link(&tmp, path);
    let _ = std::fs::remove_file(&tmp);
    linked
}

/// The permission bits of `path` when users other than its owner may read or write it.
pub fn exposed_mode(path: &Path) -> std::io::Result<Option<u32>> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path)?.permissions().mode() & 0o777;
        if mode & 0o077 != 0 {
            return Ok(Some(mode));
        }
    }
    #[cfg(not(unix))]
    std::fs::metadata(path)?;
    Ok(None)
}
