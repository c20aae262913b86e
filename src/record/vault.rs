//! Sealed schemes kept unreadable until the reveal: each sealed scheme (with its reserve split)
//! is stored encrypted and authenticated (XChaCha20-Poly1305) under the arbiter's seal key,
//! `seal.key`, an owner-only file beside `arbiter.key` in the configuration folder (see
//! [`crate::keys`]), created on the first seal. The stored form also carries the commitment's
//! salt in the clear, so a scheme typed again from the player's paper can be checked against
//! the seal where the key is not (a game file moved to another machine before the reveal).
//!
//! Stored form: `xchacha20poly1305/1:<salt hex>:<nonce hex>:<cipher text hex>`; the cipher
//! text is the canonical scheme text, bound to the side and the commitment as associated data.

use super::model::{hex, unhex};
use crate::i18n::{Lang, Words};
use crate::keys;
use crate::rules::Color;
use crate::t;
use chacha20poly1305::XChaCha20Poly1305;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use std::path::{Path, PathBuf};

/// The seal key's file name inside the configuration folder.
pub const SEAL_KEY_FILE: &str = "seal.key";
const KEY_HEADER: &str = "victoria-arbiter seal key v1";
/// How the stored form of an encrypted scheme begins (a v1 record's is plain hex).
pub const PREFIX: &str = "xchacha20poly1305/1:";

/// Why the seal key cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyProblem {
    NoConfigDir,
    Missing(PathBuf),
    /// The file cannot be read or written, or is damaged (the detail is the system's or names
    /// the bad line).
    Unusable(PathBuf, String),
    /// Other users may read it (the permission bits).
    Exposed(PathBuf, u32),
}

impl Words for KeyProblem {
    fn words(&self, lang: Lang) -> String {
        match self {
            KeyProblem::NoConfigDir => t!(lang, "seal-key-no-folder", env = keys::CONFIG_ENV),
            KeyProblem::Missing(p) => t!(lang, "seal-key-missing", path = p.display().to_string()),
            KeyProblem::Unusable(p, why) => {
                t!(lang, "seal-key-unusable", path = p.display().to_string(), why = why.as_str())
            }
            KeyProblem::Exposed(p, mode) => {
                t!(lang, "seal-key-exposed", path = p.display().to_string(), mode = format!("{mode:o}"))
            }
        }
    }
}

impl std::fmt::Display for KeyProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for KeyProblem {}

/// "The scheme cannot be sealed: …" in `lang`.
pub fn cannot_seal_words(lang: Lang, problem: &KeyProblem) -> String {
    t!(lang, "seal-cannot-seal", problem = problem.words(lang))
}

/// "White's sealed scheme cannot be opened here: …; type it again" in `lang`; `problem` is
/// `None` when the key is there but did not seal it.
pub fn unopenable_words(lang: Lang, side: Color, problem: Option<&KeyProblem>) -> String {
    let why = match problem {
        Some(p) => p.words(lang),
        None => crate::i18n::tr0(lang, "seal-not-this-key"),
    };
    t!(lang, "seal-unopenable", color = side.key(), why = why)
}

/// The arbiter's seal key.
pub struct SealKey {
    key: [u8; 32],
    path: PathBuf,
}

impl std::fmt::Debug for SealKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SealKey").field("path", &self.path).finish_non_exhaustive()
    }
}

fn folder() -> Result<PathBuf, KeyProblem> {
    keys::config_dir().ok_or(KeyProblem::NoConfigDir)
}

impl SealKey {
    /// The key of the configuration folder, created there on first use (sealing).
    pub fn load_or_create() -> Result<SealKey, KeyProblem> {
        SealKey::load_or_create_in(&folder()?)
    }

    /// The key of the configuration folder, which must exist (the reveal: a new key would
    /// open nothing).
    pub fn load() -> Result<SealKey, KeyProblem> {
        SealKey::load_in(&folder()?)
    }

    /// The key in `dir`, created (with the folder, owner-only) when there is none.
    pub fn load_or_create_in(dir: &Path) -> Result<SealKey, KeyProblem> {
        let path = dir.join(SEAL_KEY_FILE);
        if path.exists() {
            return SealKey::load_in(dir);
        }
        let unusable = |e: std::io::Error| KeyProblem::Unusable(path.clone(), e.to_string());
        keys::create_private_dir(dir).map_err(unusable)?;
        let mut key = [0u8; 32];
        {
            use rand::TryRngCore;
            rand::rngs::OsRng.try_fill_bytes(&mut key).map_err(|e| unusable(std::io::Error::other(e.to_string())))?;
        }
        match keys::publish_private_new(&path, format!("{KEY_HEADER}\n{}\n", hex(&key)).as_bytes()) {
            Ok(()) => Ok(SealKey { key, path }),
            // Another process made it meanwhile: use theirs.
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => SealKey::load_in(dir),
            Err(e) => Err(unusable(e)),
        }
    }

    /// The existing key in `dir`.
    pub fn load_in(dir: &Path) -> Result<SealKey, KeyProblem> {
        let path = dir.join(SEAL_KEY_FILE);
        let unusable = |what: String| KeyProblem::Unusable(path.clone(), what);
        match keys::exposed_mode(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(KeyProblem::Missing(path)),
            Err(e) => return Err(unusable(e.to_string())),
            Ok(Some(mode)) => return Err(KeyProblem::Exposed(path, mode)),
            Ok(None) => {}
        }
        let text = std::fs::read_to_string(&path).map_err(|e| unusable(e.to_string()))?;
        let mut lines = text.lines();
        if lines.next() != Some(KEY_HEADER) {
            return Err(unusable("its first line is not the key header".into()));
        }
        let key: [u8; 32] = lines
            .next()
            .and_then(|l| unhex(l.trim()))
            .and_then(|b| b.try_into().ok())
            .ok_or_else(|| unusable("its second line is not 32 bytes of hex".into()))?;
        Ok(SealKey { key, path })
    }

    /// Where the key lives.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn cipher(&self) -> XChaCha20Poly1305 {
        XChaCha20Poly1305::new(&self.key.into())
    }

    /// The stored form of `canonical` (the scheme text of `side`, sealed under `commitment`
    /// with `salt`).
    pub fn lock(&self, side: Color, commitment: &str, salt: &str, canonical: &str) -> Result<String, String> {
        let mut nonce = [0u8; 24];
        {
            use rand::TryRngCore;
            rand::rngs::OsRng.try_fill_bytes(&mut nonce).map_err(|e| e.to_string())?;
        }
        let aad = associated(side, commitment);
        let sealed = self
            .cipher()
            .encrypt(&nonce.into(), Payload { msg: canonical.as_bytes(), aad: aad.as_bytes() })
            .map_err(|_| "the cipher refused the scheme".to_string())?;
        Ok(format!("{PREFIX}{salt}:{}:{}", hex(&nonce), hex(&sealed)))
    }

    /// The canonical text inside a stored form, or `None` when this key did not lock it or the
    /// stored form was changed (the authentication fails either way).
    pub fn unlock(&self, side: Color, commitment: &str, stored: &Locked) -> Option<String> {
        let aad = associated(side, commitment);
        let text =
            self.cipher().decrypt(&stored.nonce.into(), Payload { msg: &stored.sealed, aad: aad.as_bytes() }).ok()?;
        String::from_utf8(text).ok()
    }
}

/// What the cipher text is bound to: swapping the two sides' sealed content, or pairing it
/// with another commitment, fails the authentication.
fn associated(side: Color, commitment: &str) -> String {
    format!("victoria-arbiter sealed scheme\nside {}\ncommitment {commitment}\n", side.key())
}

/// A stored encrypted scheme, split into its parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Locked {
    /// The commitment's salt (hex), in the clear.
    pub salt: String,
    nonce: [u8; 24],
    sealed: Vec<u8>,
}

impl Locked {
    /// Splits a stored form: `None` if it is not the encrypted form (a v1 record's plain hex),
    /// `Some(Err(why))` if it is but is damaged.
    pub fn parse(stored: &str) -> Option<Result<Locked, String>> {
        let rest = stored.strip_prefix(PREFIX)?;
        Some((|| {
            let mut parts = rest.split(':');
            let (Some(salt), Some(nonce), Some(sealed), None) =
                (parts.next(), parts.next(), parts.next(), parts.next())
            else {
                return Err("it does not have its salt, nonce and cipher text".to_string());
            };
            if salt.is_empty() || unhex(salt).is_none() {
                return Err("its salt is not hex".into());
            }
            let nonce: [u8; 24] = unhex(nonce)
                .and_then(|b| b.try_into().ok())
                .ok_or_else(|| "its nonce is not 24 bytes of hex".to_string())?;
            let sealed = unhex(sealed).ok_or_else(|| "its cipher text is not hex".to_string())?;
            Ok(Locked { salt: salt.to_string(), nonce, sealed })
        })())
    }
}
