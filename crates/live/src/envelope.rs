//! The signed envelope every message between desks, hub and chief travels in: the message's
//! JSON as a string (`body`, exactly the bytes signed), its kind, the signer's Ed25519 public
//! key and the signature. Reading checks the size, the signature and the kind before it parses
//! the body, so nothing unsigned is ever looked at.

use serde::{Deserialize, Serialize};
use victoria_record::sign::{ArbiterKey, verify_hex};

/// The largest envelope accepted, in bytes (a 12x12 game of 400 moves is about 60 KB).
pub const MAX_BYTES: usize = 512 * 1024;

/// What the signature covers: this prefix, the kind, a newline, the body.
const DOMAIN: &str = "victoria-live v1\n";

/// A signed message, as it travels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope {
    /// What the body is: `snapshot`, `join`, `chief`, `hub` …
    pub kind: String,
    /// The message's JSON, exactly as signed.
    pub body: String,
    /// The signer's public key (hex, 64 digits).
    pub key: String,
    /// The Ed25519 signature (hex, 128 digits) of the domain, kind and body.
    pub sig: String,
}

/// Why an envelope was refused. Nothing is read from a refused envelope.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// Larger than [`MAX_BYTES`].
    TooLarge(usize),
    /// Not an envelope's JSON (the parser's words).
    NotEnvelope(String),
    /// The signature does not verify with the key it names.
    BadSignature,
    /// A message of another kind than the one expected.
    WrongKind { expected: String, found: String },
    /// Signed, but the body is not that kind's JSON (the parser's words).
    BadBody(String),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::TooLarge(n) => write!(f, "the message is {n} bytes, more than the {MAX_BYTES} accepted"),
            ReadError::NotEnvelope(e) => write!(f, "not a signed message: {e}"),
            ReadError::BadSignature => write!(f, "the signature does not match the key it names"),
            ReadError::WrongKind { expected, found } => {
                write!(f, "a “{found}” message where “{expected}” was expected")
            }
            ReadError::BadBody(e) => write!(f, "the signed message cannot be read: {e}"),
        }
    }
}

impl std::error::Error for ReadError {}

fn signed_bytes(kind: &str, body: &str) -> Vec<u8> {
    let mut m = Vec::with_capacity(DOMAIN.len() + kind.len() + 1 + body.len());
    m.extend_from_slice(DOMAIN.as_bytes());
    m.extend_from_slice(kind.as_bytes());
    m.push(b'\n');
    m.extend_from_slice(body.as_bytes());
    m
}

impl Envelope {
    /// Signs `message` as a `kind` message with `key`.
    pub fn seal<T: Serialize>(kind: &str, message: &T, key: &ArbiterKey) -> Envelope {
        let body = serde_json::to_string(message).unwrap_or_default();
        let sig = key.sign_hex(&signed_bytes(kind, &body));
        Envelope { kind: kind.to_string(), body, key: key.public_hex(), sig }
    }

    /// The envelope as it travels (JSON).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a travelled envelope and checks its signature (not yet who signed it: the hub
    /// decides whether that key may send this).
    pub fn read(bytes: &[u8]) -> Result<Envelope, ReadError> {
        if bytes.len() > MAX_BYTES {
            return Err(ReadError::TooLarge(bytes.len()));
        }
        let e: Envelope = serde_json::from_slice(bytes).map_err(|e| ReadError::NotEnvelope(e.to_string()))?;
        if !verify_hex(&e.key, &signed_bytes(&e.kind, &e.body), &e.sig) {
            return Err(ReadError::BadSignature);
        }
        Ok(e)
    }

    /// Whether the signature verifies with the key the envelope names (for an envelope kept in
    /// memory or read back from a journal rather than from the wire).
    pub fn verify(&self) -> bool {
        verify_hex(&self.key, &signed_bytes(&self.kind, &self.body), &self.sig)
    }

    /// The body as a `kind` message.
    pub fn open<T: for<'de> Deserialize<'de>>(&self, kind: &str) -> Result<T, ReadError> {
        if self.kind != kind {
            return Err(ReadError::WrongKind { expected: kind.to_string(), found: self.kind.clone() });
        }
        serde_json::from_str(&self.body).map_err(|e| ReadError::BadBody(e.to_string()))
    }
}
