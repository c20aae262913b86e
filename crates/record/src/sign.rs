//! The arbiter's Ed25519 key and the seal it puts on a record: the key is created on first use
//! in the user's configuration directory (`victoria-arbiter/arbiter.key`, owner-only; the
//! directory can be moved with `VICTORIA_ARBITER_CONFIG`); sealing signs the SHA-256 of the
//! canonical record together with short digests of its parts; `verify` says whether a record
//! is intact and, when it is not, which parts (a header field, a move, a signature …) changed.

use crate::model::RecordError;
use crate::model::unhex;
use crate::t;
use crate::{ArbiterSeal, GameRecord, hex, sha256_hex};
use ed25519_dalek::{Signature, Signer, SigningKey, Verifier, VerifyingKey};
use serde_json::Value;
use std::fmt;
use std::path::{Path, PathBuf};
use victoria_rules::i18n::Words;
use victoria_words::Lang;

pub use crate::keys::CONFIG_ENV;
/// The key's file name inside the configuration directory.
pub const KEY_FILE: &str = "arbiter.key";
const KEY_HEADER: &str = "victoria-arbiter arbiter key v1";
const SEAL_HEADER: &str = "victoria-arbiter seal v1";
/// Hex digits kept of each part's SHA-256.
const PART_HEX: usize = 16;

/// Why the key could not be had. Words from the `keys.ftl` catalogues (`Words`); `Display`
/// is the English.
#[derive(Debug)]
pub enum KeyError {
    /// No configuration directory is known (and `VICTORIA_ARBITER_CONFIG` is not set).
    NoConfigDir,
    /// The configuration directory cannot be created (the system's reason).
    CreateDir(PathBuf, std::io::Error),
    /// The key file cannot be written.
    Write(PathBuf, std::io::Error),
    /// The key file cannot be read.
    Read(PathBuf, std::io::Error),
    /// The key file is there but does not hold a key.
    Damaged(PathBuf, Damage),
    /// Other users may read it (the permission bits).
    Exposed(PathBuf, u32),
}

/// What is wrong with a damaged key file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Damage {
    /// Its first line is not the key header.
    Header,
    /// Its second line is not hex digits.
    NotHex,
    /// The key is not 32 bytes.
    Length,
}

impl Damage {
    /// Every kind of damage (the catalogue tests walk them).
    pub const ALL: [Damage; 3] = [Damage::Header, Damage::NotHex, Damage::Length];

    /// The catalogues' selector.
    pub fn key(self) -> &'static str {
        match self {
            Damage::Header => "header",
            Damage::NotHex => "not-hex",
            Damage::Length => "length",
        }
    }
}

impl Words for KeyError {
    fn words(&self, lang: Lang) -> String {
        let path = |p: &Path| p.display().to_string();
        match self {
            KeyError::NoConfigDir => t!(lang, "key-no-config-dir", env = CONFIG_ENV),
            KeyError::CreateDir(p, e) => {
                t!(lang, "key-create-dir", path = path(p), error = victoria_rules::i18n::io_words(e, lang))
            }
            KeyError::Write(p, e) => {
                t!(lang, "key-write", path = path(p), error = victoria_rules::i18n::io_words(e, lang))
            }
            KeyError::Read(p, e) => {
                t!(lang, "key-read", path = path(p), error = victoria_rules::i18n::io_words(e, lang))
            }
            KeyError::Damaged(p, d) => t!(lang, "key-damaged", path = path(p), damage = d.key()),
            KeyError::Exposed(p, mode) => t!(lang, "key-exposed", path = path(p), mode = format!("{mode:o}")),
        }
    }
}

victoria_words::english_display!(KeyError);

impl std::error::Error for KeyError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            KeyError::CreateDir(_, e) | KeyError::Write(_, e) | KeyError::Read(_, e) => Some(e),
            _ => None,
        }
    }
}

/// The directory holding the arbiter's key: `$VICTORIA_ARBITER_CONFIG` when set, otherwise
/// the system's configuration directory + `victoria-arbiter`.
pub fn config_dir() -> Result<PathBuf, KeyError> {
    crate::keys::config_dir().ok_or(KeyError::NoConfigDir)
}

/// The arbiter's signing key, and where it lives.
pub struct ArbiterKey {
    key: SigningKey,
    path: PathBuf,
}

impl fmt::Debug for ArbiterKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ArbiterKey").field("public", &self.public_hex()).field("path", &self.path).finish()
    }
}

impl ArbiterKey {
    /// The key of [`config_dir`], created there on first use.
    pub fn load_or_create() -> Result<ArbiterKey, KeyError> {
        ArbiterKey::load_or_create_in(&config_dir()?)
    }

    /// The key in `dir`, created (with the directory) when there is none.
    pub fn load_or_create_in(dir: &Path) -> Result<ArbiterKey, KeyError> {
        let path = dir.join(KEY_FILE);
        if path.exists() {
            return ArbiterKey::load(&path);
        }
        crate::keys::create_private_dir(dir).map_err(|e| KeyError::CreateDir(dir.to_path_buf(), e))?;
        let mut secret = [0u8; 32];
        {
            use rand::TryRngCore;
            rand::rngs::OsRng
                .try_fill_bytes(&mut secret)
                .map_err(|e| KeyError::Write(path.clone(), std::io::Error::other(e.to_string())))?;
        }
        let text = format!("{KEY_HEADER}\n{}\n", hex(&secret));
        match crate::keys::write_private_new(&path, text.as_bytes()) {
            Ok(()) => Ok(ArbiterKey { key: SigningKey::from_bytes(&secret), path }),
            // Another process made it meanwhile: use theirs.
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => ArbiterKey::load(&path),
            Err(e) => Err(KeyError::Write(path, e)),
        }
    }

    /// Reads an existing key file.
    pub fn load(path: &Path) -> Result<ArbiterKey, KeyError> {
        if let Some(mode) = crate::keys::exposed_mode(path).map_err(|e| KeyError::Read(path.to_path_buf(), e))? {
            return Err(KeyError::Exposed(path.to_path_buf(), mode));
        }
        let text = std::fs::read_to_string(path).map_err(|e| KeyError::Read(path.to_path_buf(), e))?;
        let mut lines = text.lines();
        if lines.next() != Some(KEY_HEADER) {
            return Err(KeyError::Damaged(path.to_path_buf(), Damage::Header));
        }
        let bytes =
            lines.next().and_then(|l| unhex(l.trim())).ok_or(KeyError::Damaged(path.to_path_buf(), Damage::NotHex))?;
        let secret: [u8; 32] = bytes.try_into().map_err(|_| KeyError::Damaged(path.to_path_buf(), Damage::Length))?;
        Ok(ArbiterKey { key: SigningKey::from_bytes(&secret), path: path.to_path_buf() })
    }

    /// The public key, hex (64 digits), as records and sheets show it.
    pub fn public_hex(&self) -> String {
        hex(self.key.verifying_key().as_bytes())
    }

    /// The key file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Signs `message` (Ed25519); the signature as hex (128 digits). Used by the live event's
    /// envelopes ([`verify_hex`] checks them).
    pub fn sign_hex(&self, message: &[u8]) -> String {
        hex(&self.key.sign(message).to_bytes())
    }

    /// A key made from 32 secret bytes, kept nowhere (tests and generated desks).
    pub fn from_secret(secret: [u8; 32]) -> ArbiterKey {
        ArbiterKey { key: SigningKey::from_bytes(&secret), path: PathBuf::new() }
    }
}

/// Whether `signature_hex` is `public_hex`'s Ed25519 signature of `message`. False for any
/// malformed key or signature (never a panic).
pub fn verify_hex(public_hex: &str, message: &[u8], signature_hex: &str) -> bool {
    let Some(key) = unhex(public_hex).and_then(|b| <[u8; 32]>::try_from(b).ok()) else { return false };
    let Some(sig) = unhex(signature_hex).and_then(|b| <[u8; 64]>::try_from(b).ok()) else { return false };
    let Ok(key) = VerifyingKey::from_bytes(&key) else { return false };
    key.verify_strict(message, &Signature::from_bytes(&sig)).is_ok()
}

/// A public key's fingerprint as people compare it: the first 16 hex digits of its SHA-256.
pub fn fingerprint(public_hex: &str) -> String {
    let mut d = sha256_hex(public_hex.trim().to_ascii_lowercase().as_bytes());
    d.truncate(16);
    d
}

/// The parts of a record whose digests the seal keeps: header fields one by one, each scheme,
/// each move, attempt, correction, offer and signature, the result, and the count of each list.
pub fn parts(record: &GameRecord) -> Vec<[String; 2]> {
    let value: Value = match serde_json::from_slice(&record.canonical_bytes()) {
        Ok(v) => v,
        Err(_) => return Vec::new(),
    };
    let mut out = Vec::new();
    let digest = |v: &Value| {
        let full = sha256_hex(&serde_json::to_vec(v).unwrap_or_default());
        full[..PART_HEX].to_string()
    };
    if let Value::Object(top) = value {
        for (key, v) in top {
            match &v {
                Value::Object(inner) => {
                    for (sub, w) in inner {
                        out.push([format!("{key}.{sub}"), digest(w)]);
                    }
                    if inner.is_empty() {
                        out.push([key.clone(), digest(&v)]);
                    }
                }
                Value::Array(items) => {
                    out.push([format!("{key}.len"), items.len().to_string()]);
                    for (i, w) in items.iter().enumerate() {
                        out.push([format!("{key}[{i}]"), digest(w)]);
                    }
                }
                _ => out.push([key.clone(), digest(&v)]),
            }
        }
    }
    out
}

/// The exact bytes the arbiter's key signs: a header, the record's digest, the part digests.
fn seal_message(digest: &str, parts: &[[String; 2]]) -> Vec<u8> {
    let mut m = format!("{SEAL_HEADER}\n{digest}\n");
    for [path, h] in parts {
        m.push_str(path);
        m.push(' ');
        m.push_str(h);
        m.push('\n');
    }
    m.into_bytes()
}

/// The arbiter's seal over `record` as it stands (any seal it already carries is ignored): for
/// the desk's `set_arbiter_seal`, which journals it.
pub fn seal_for(record: &GameRecord, key: &ArbiterKey) -> ArbiterSeal {
    let digest = record.digest_hex();
    let parts = parts(record);
    let signature = key.key.sign(&seal_message(&digest, &parts));
    ArbiterSeal { public_key: key.public_hex(), signature: hex(&signature.to_bytes()), digest, parts }
}

/// Seals `record` with the arbiter's key (replacing an older seal). Everything in the record,
/// the drawn signatures included, is covered; change anything afterwards and `verify` fails.
pub fn seal(record: &mut GameRecord, key: &ArbiterKey) {
    record.arbiter_seal = Some(seal_for(record, key));
}

/// What `verify` found: facts, worded in `sheet.ftl` (`verify-*`) where they are shown
/// (`Display` is the English the command line prints).
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The record is exactly what the key holder sealed.
    Intact { digest: String, public_key: String },
    /// The record has no seal.
    Unsealed { digest: String },
    /// The seal itself is damaged or was not made by its public key.
    BadSeal { reason: BadSeal },
    /// The record changed after sealing: the digest now, the sealed one, and what differs.
    Changed { digest: String, sealed_digest: String, differences: Vec<Difference> },
    /// The file is no longer a readable game record.
    Unreadable { error: RecordError },
}

/// Why a seal is not valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadSeal {
    /// Its public key is not 64 hex digits.
    KeyNotHex,
    /// Its public key is not a valid Ed25519 key.
    KeyInvalid,
    /// Its signature is not 128 hex digits.
    SignatureNotHex,
    /// The signature does not match the sealed digest and parts (the seal was altered).
    Mismatch,
}

impl BadSeal {
    /// The key of the reason in the catalogue.
    pub fn key(self) -> &'static str {
        match self {
            BadSeal::KeyNotHex => "key-not-hex",
            BadSeal::KeyInvalid => "key-invalid",
            BadSeal::SignatureNotHex => "signature-not-hex",
            BadSeal::Mismatch => "mismatch",
        }
    }
}

/// A part of the record the seal keeps a digest of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// A header field or a whole part, by its path (`event.black`, `result`).
    Field { path: String },
    /// The number of entries of a list (`moves`, `corrections` …).
    Count { list: String },
    /// A move, by its ply (from 1), with what the record says now when it still has it.
    Move { ply: usize, now: Option<MoveNow> },
    /// An entry of another list, by its place (from 1).
    Entry { list: String, index: usize },
}

/// A move as the record holds it now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveNow {
    pub number: u32,
    pub color: victoria_rules::Color,
    pub san: String,
    pub uci: String,
}

/// How a part differs from its sealed digest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Its content changed.
    Changed,
    /// The record no longer has it.
    Removed,
    /// The record has it and the seal does not.
    Added,
    /// A list's length: at sealing and now.
    Count { sealed: usize, now: usize },
}

impl Change {
    fn key(self) -> &'static str {
        match self {
            Change::Changed => "changed",
            Change::Removed => "removed",
            Change::Added => "added",
            Change::Count { .. } => "count",
        }
    }
}

/// One part that differs from the seal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    pub part: Part,
    pub change: Change,
}

impl Verdict {
    pub fn is_intact(&self) -> bool {
        matches!(self, Verdict::Intact { .. })
    }
}

fn list_words(lang: Lang, list: &str) -> String {
    t!(lang, "verify-list", list = list, name = list.replace('_', " "))
}

impl Words for Part {
    fn words(&self, lang: Lang) -> String {
        match self {
            Part::Field { path } => t!(lang, "verify-part-field", path = path.as_str()),
            Part::Count { list } => t!(lang, "verify-part-count", list = list_words(lang, list)),
            Part::Move { ply, now: Some(m) } => t!(
                lang,
                "verify-part-move",
                number = m.number,
                color = m.color.key(),
                ply = *ply,
                // The move in the reader's letters (issue 39: one script per move).
                san = victoria_rules::san::written(lang, &m.san),
                uci = m.uci.as_str()
            ),
            Part::Move { ply, now: None } => t!(lang, "verify-part-move-gone", ply = *ply),
            Part::Entry { list, index } => {
                t!(lang, "verify-part-entry", list = list.as_str(), name = list.replace('_', " "), index = *index)
            }
        }
    }
}

impl Words for Difference {
    fn words(&self, lang: Lang) -> String {
        let (sealed, now) = match self.change {
            Change::Count { sealed, now } => (sealed, now),
            _ => (0, 0),
        };
        t!(lang, "verify-change", change = self.change.key(), part = self.part.words(lang), sealed = sealed, now = now)
    }
}

/// The verdict in `lang`: one line, then for a changed record one line per difference.
impl Words for Verdict {
    fn words(&self, lang: Lang) -> String {
        match self {
            Verdict::Intact { digest, public_key } => {
                t!(lang, "verify-intact", digest = digest.as_str(), key = public_key.as_str())
            }
            Verdict::Unsealed { digest } => t!(lang, "verify-unsealed", digest = digest.as_str()),
            Verdict::BadSeal { reason } => t!(lang, "verify-bad-seal", reason = reason.key()),
            Verdict::Changed { digest, sealed_digest, differences } => {
                let mut out = t!(lang, "verify-changed", digest = digest.as_str(), sealed = sealed_digest.as_str());
                if differences.is_empty() {
                    out.push_str("\n  ");
                    out.push_str(&t!(lang, "verify-no-parts"));
                }
                for d in differences {
                    out.push_str("\n  ");
                    out.push_str(&d.words(lang));
                }
                out
            }
            Verdict::Unreadable { error } => t!(lang, "verify-unreadable", error = error.words(lang)),
        }
    }
}

// The English words.
victoria_words::english_display!(Verdict);

// The English words.
victoria_words::english_display!(Difference);

/// Checks a record file's text.
pub fn verify_json(text: &str) -> Verdict {
    match GameRecord::from_json(text) {
        Ok(r) => verify(&r),
        Err(error) => Verdict::Unreadable { error },
    }
}

/// Checks a record against its seal.
pub fn verify(record: &GameRecord) -> Verdict {
    let digest = record.digest_hex();
    let Some(seal) = &record.arbiter_seal else {
        return Verdict::Unsealed { digest };
    };
    let bad = |reason| Verdict::BadSeal { reason };
    let Some(pk) = unhex(&seal.public_key).and_then(|b| <[u8; 32]>::try_from(b).ok()) else {
        return bad(BadSeal::KeyNotHex);
    };
    let Ok(pk) = VerifyingKey::from_bytes(&pk) else {
        return bad(BadSeal::KeyInvalid);
    };
    let Some(sig) = unhex(&seal.signature).and_then(|b| <[u8; 64]>::try_from(b).ok()) else {
        return bad(BadSeal::SignatureNotHex);
    };
    let sig = Signature::from_bytes(&sig);
    if pk.verify(&seal_message(&seal.digest, &seal.parts), &sig).is_err() {
        return bad(BadSeal::Mismatch);
    }
    if digest == seal.digest {
        return Verdict::Intact { digest, public_key: seal.public_key.clone() };
    }
    Verdict::Changed { differences: differences(record, &seal.parts), digest, sealed_digest: seal.digest.clone() }
}

/// The parts that differ between the record now and the sealed part digests.
fn differences(record: &GameRecord, sealed: &[[String; 2]]) -> Vec<Difference> {
    if sealed.is_empty() {
        return Vec::new();
    }
    let now = parts(record);
    let find = |list: &[[String; 2]], path: &str| list.iter().find(|p| p[0] == path).map(|p| p[1].clone());
    let mut out = Vec::new();
    let mut push = |path: &str, change| out.push(Difference { part: part(record, path), change });
    for [path, h] in sealed {
        match find(&now, path) {
            Some(n) if &n == h => {}
            Some(n) if path.ends_with(".len") => {
                push(path, Change::Count { sealed: h.parse().unwrap_or(0), now: n.parse().unwrap_or(0) })
            }
            Some(_) => push(path, Change::Changed),
            None => push(path, Change::Removed),
        }
    }
    for [path, _] in &now {
        if find(sealed, path).is_none() {
            push(path, Change::Added);
        }
    }
    out
}

/// The part a path names: `moves[22]` → the move at ply 23 (move 12, White, `Qd7` now).
fn part(record: &GameRecord, path: &str) -> Part {
    let field = || Part::Field { path: path.to_string() };
    let Some((list, rest)) = path.split_once('[') else {
        return match path.strip_suffix(".len") {
            Some(list) => Part::Count { list: list.to_string() },
            None => field(),
        };
    };
    let Ok(i) = rest.trim_end_matches(']').parse::<usize>() else {
        return field();
    };
    match list {
        "moves" => Part::Move {
            ply: i + 1,
            now: record.moves.get(i).map(|m| MoveNow {
                number: m.move_number(),
                color: m.color,
                san: m.san.clone(),
                uci: m.uci.clone(),
            }),
        },
        other => Part::Entry { list: other.to_string(), index: i + 1 },
    }
}
