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
use crate::keys;
use crate::t;
use chacha20poly1305::XChaCha20Poly1305;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use std::path::{Path, PathBuf};
use victoria_rules::Color;
use victoria_rules::i18n::{IoFact, Words};
use victoria_words::Lang;

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
    /// The file cannot be read or written, or is damaged (what is wrong with it).
    Unusable(PathBuf, KeyFault),
    /// Other users may read it (the permission bits).
    Exposed(PathBuf, u32),
}

/// What is wrong with a seal key file that is there but cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyFault {
    /// The system refused to read or write it (or gave no random key): the system's reason.
    Io(IoFact),
    /// Its first line is not the key header.
    Header,
    /// Its second line is not 32 bytes of hex.
    Key,
}

impl KeyFault {
    /// Every kind of damage (the catalogue tests walk them; `Io` is worded by `files.ftl`).
    pub const DAMAGE: [KeyFault; 2] = [KeyFault::Header, KeyFault::Key];
}

impl Words for KeyFault {
    fn words(&self, lang: Lang) -> String {
        match self {
            KeyFault::Io(e) => e.words(lang),
            KeyFault::Header => t!(lang, "seal-key-fault", fault = "header"),
            KeyFault::Key => t!(lang, "seal-key-fault", fault = "key"),
        }
    }
}

impl Words for KeyProblem {
    fn words(&self, lang: Lang) -> String {
        match self {
            KeyProblem::NoConfigDir => t!(lang, "seal-key-no-folder", env = keys::CONFIG_ENV),
            KeyProblem::Missing(p) => t!(lang, "seal-key-missing", path = p.display().to_string()),
            KeyProblem::Unusable(p, why) => {
                t!(lang, "seal-key-unusable", path = p.display().to_string(), why = why.words(lang))
            }
            KeyProblem::Exposed(p, mode) => {
                t!(lang, "seal-key-exposed", path = p.display().to_string(), mode = format!("{mode:o}"))
            }
        }
    }
}

// The English words.
victoria_words::english_display!(KeyProblem);

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
        None => t!(lang, "seal-not-this-key"),
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
        let unusable = |e: std::io::Error| KeyProblem::Unusable(path.clone(), KeyFault::Io(IoFact::from(&e)));
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
        let unusable = |fault: KeyFault| KeyProblem::Unusable(path.clone(), fault);
        let io = |e: std::io::Error| unusable(KeyFault::Io(IoFact::from(&e)));
        match keys::exposed_mode(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(KeyProblem::Missing(path)),
            Err(e) => return Err(io(e)),
            Ok(Some(mode)) => return Err(KeyProblem::Exposed(path, mode)),
            Ok(None) => {}
        }
        let text = std::fs::read_to_string(&path).map_err(io)?;
        let mut lines = text.lines();
        if lines.next() != Some(KEY_HEADER) {
            return Err(unusable(KeyFault::Header));
        }
        let key: [u8; 32] = lines
            .next()
            .and_then(|l| unhex(l.trim()))
            .and_then(|b| b.try_into().ok())
            .ok_or_else(|| unusable(KeyFault::Key))?;
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
    pub fn lock(&self, side: Color, commitment: &str, salt: &str, canonical: &str) -> Result<String, LockFailure> {
        let mut nonce = [0u8; 24];
        {
            use rand::TryRngCore;
            rand::rngs::OsRng.try_fill_bytes(&mut nonce).map_err(|e| LockFailure::Random(e.to_string()))?;
        }
        let aad = associated(side, commitment);
        let sealed = self
            .cipher()
            .encrypt(&nonce.into(), Payload { msg: canonical.as_bytes(), aad: aad.as_bytes() })
            .map_err(|_| LockFailure::Cipher)?;
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

/// Why a scheme could not be locked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LockFailure {
    /// The operating system gave no random nonce (its own words).
    Random(String),
    /// The cipher refused the scheme.
    Cipher,
}

/// What the cipher text is bound to: swapping the two sides' sealed content, or pairing it
/// with another commitment, fails the authentication.
fn associated(side: Color, commitment: &str) -> String {
    format!("victoria-arbiter sealed scheme\nside {}\ncommitment {commitment}\n", side.key())
}

/// What is wrong with a stored encrypted scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LockedDamage {
    /// It does not have its salt, nonce and cipher text.
    Parts,
    /// Its salt is not hex.
    Salt,
    /// Its nonce is not 24 bytes of hex.
    Nonce,
    /// Its cipher text is not hex.
    CipherText,
}

impl LockedDamage {
    /// Every kind of damage (the catalogue tests walk them).
    pub const ALL: [LockedDamage; 4] =
        [LockedDamage::Parts, LockedDamage::Salt, LockedDamage::Nonce, LockedDamage::CipherText];
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
    /// `Some(Err(damage))` if it is but is damaged.
    pub fn parse(stored: &str) -> Option<Result<Locked, LockedDamage>> {
        let rest = stored.strip_prefix(PREFIX)?;
        Some((|| {
            let mut parts = rest.split(':');
            let (Some(salt), Some(nonce), Some(sealed), None) =
                (parts.next(), parts.next(), parts.next(), parts.next())
            else {
                return Err(LockedDamage::Parts);
            };
            if salt.is_empty() || unhex(salt).is_none() {
                return Err(LockedDamage::Salt);
            }
            let nonce: [u8; 24] = unhex(nonce).and_then(|b| b.try_into().ok()).ok_or(LockedDamage::Nonce)?;
            let sealed = unhex(sealed).ok_or(LockedDamage::CipherText)?;
            Ok(Locked { salt: salt.to_string(), nonce, sealed })
        })())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use victoria_rules::i18n::take_errors;

    /// A fresh folder of its own for each test.
    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("victoria-vault-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// Writes `text` as the seal key of `dir`, owner-only.
    fn write_key(dir: &Path, text: &str) -> PathBuf {
        let path = dir.join(SEAL_KEY_FILE);
        std::fs::write(&path, text).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        }
        path
    }

    #[test]
    fn a_damaged_seal_key_names_what_is_wrong() {
        let dir = folder("damaged");
        let path = write_key(&dir, "not a key\n00\n");
        assert_eq!(SealKey::load_in(&dir).unwrap_err(), KeyProblem::Unusable(path.clone(), KeyFault::Header));
        write_key(&dir, &format!("{KEY_HEADER}\n{}\n", "ab".repeat(31)));
        assert_eq!(SealKey::load_in(&dir).unwrap_err(), KeyProblem::Unusable(path.clone(), KeyFault::Key));
        write_key(&dir, &format!("{KEY_HEADER}\nzz\n"));
        let e = SealKey::load_in(&dir).unwrap_err();
        assert_eq!(e, KeyProblem::Unusable(path.clone(), KeyFault::Key));
        assert!(e.to_string().contains("its second line is not 32 bytes of hex"), "{e}");
        write_key(&dir, &format!("{KEY_HEADER}\n{}\n", "ab".repeat(32)));
        assert_eq!(SealKey::load_in(&dir).unwrap().path(), path);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_damaged_stored_scheme_names_its_part() {
        let nonce = "00".repeat(24);
        let cases = [
            (format!("{PREFIX}ab:{nonce}"), LockedDamage::Parts),
            (format!("{PREFIX}ab:{nonce}:cd:ef"), LockedDamage::Parts),
            (format!("{PREFIX}:{nonce}:cd"), LockedDamage::Salt),
            (format!("{PREFIX}xy:{nonce}:cd"), LockedDamage::Salt),
            (format!("{PREFIX}ab:0011:cd"), LockedDamage::Nonce),
            (format!("{PREFIX}ab:{nonce}:c"), LockedDamage::CipherText),
        ];
        for (stored, damage) in cases {
            assert_eq!(Locked::parse(&stored), Some(Err(damage)), "{stored}");
        }
        assert!(matches!(Locked::parse(&format!("{PREFIX}ab:{nonce}:cd")), Some(Ok(l)) if l.salt == "ab"));
        assert_eq!(Locked::parse("abcd"), None, "a format 1 record's plain hex");
    }

    #[test]
    fn every_key_problem_has_words_in_both_languages() {
        take_errors();
        let path = PathBuf::from("/config/seal.key");
        let denied = IoFact::from(&std::io::Error::from_raw_os_error(13));
        let mut all: Vec<KeyProblem> =
            KeyFault::DAMAGE.iter().map(|f| KeyProblem::Unusable(path.clone(), f.clone())).collect();
        all.push(KeyProblem::Unusable(path.clone(), KeyFault::Io(denied)));
        all.extend([KeyProblem::NoConfigDir, KeyProblem::Missing(path.clone()), KeyProblem::Exposed(path, 0o644)]);
        let words = victoria_rules::i18n::assert_worded_apart(&all);
        for (p, (en, ru)) in all.iter().zip(&words) {
            if matches!(p, KeyProblem::Unusable(..)) {
                assert!(en.contains("/config/seal.key") && ru.contains("/config/seal.key"), "{en} / {ru}");
            }
        }
        assert_eq!(
            KeyProblem::Unusable("/k".into(), KeyFault::Header).words(Lang::En),
            "the seal key /k cannot be used: its first line is not the key header"
        );
        assert_eq!(
            KeyProblem::Unusable("/k".into(), KeyFault::Header).words(Lang::Ru),
            "ключом печати /k нельзя воспользоваться: его первая строка — не заголовок ключа"
        );
        let denied =
            KeyProblem::Unusable("/k".into(), KeyFault::Io(IoFact::from(&std::io::Error::from_raw_os_error(13))));
        assert!(denied.words(Lang::Ru).contains("системная ошибка 13"), "{}", denied.words(Lang::Ru));
    }
}
