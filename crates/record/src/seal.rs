//! Sealing and revealing the schemes (R5, R6): a validated scheme is sealed with a commitment —
//! SHA-256 over its canonical text and a random salt — and a short seal code derived from the
//! commitment for the player's paper. Nothing sealed can be read back through this API until
//! both sides are sealed; the reveal opens both together and checks each commitment, and after
//! it nothing in the schemes can change. The sealed content is stored encrypted under the
//! arbiter's seal key (see [`super::vault`]); where the key is not (the file was moved to
//! another machine before the reveal), each player types the scheme from their paper again and
//! it is accepted only if it gives the commitment ([`reveal_typed_at`]). Records of format 1,
//! whose sealed content is plain hex, still open.

use super::model::{GameRecord, Time, hex, now, sha256_hex, unhex};
use super::scheme::{Scheme, SchemeErrors, SchemeProblem};
use super::vault::{KeyProblem, LockFailure, Locked, LockedDamage, SealKey};
use crate::t;
use victoria_rules::Color;
use victoria_rules::i18n::Words;
use victoria_words::Lang;

/// Why sealing or revealing failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SealError {
    Invalid(SchemeErrors),
    WrongSide {
        expected: Color,
        given: Color,
    },
    AlreadySealed(Color),
    NotSealed(Color),
    AlreadyRevealed,
    Mismatch {
        side: Color,
        expected: String,
        found: String,
    },
    /// The sealed content of a side cannot be read: what is wrong with it.
    Damaged(Color, SealDamage),
    /// The operating system gave no random numbers (its own words).
    Random(String),
    /// The cipher refused to seal the side's scheme.
    Cipher(Color),
    /// The seal key cannot be had for sealing.
    Key(KeyProblem),
    /// The sealed content cannot be opened here: the key is missing or unusable (`Some`), or
    /// it is not the key the scheme was sealed under (`None`). The scheme is typed again from
    /// the player's paper ([`reveal_typed_at`]).
    Unopenable(Color, Option<KeyProblem>),
}

impl SealError {
    /// The sides this refusal is about (none for one about both or neither).
    pub fn sides(&self) -> Vec<Color> {
        match self {
            SealError::WrongSide { expected, given } => vec![*expected, *given],
            SealError::AlreadySealed(c)
            | SealError::NotSealed(c)
            | SealError::Damaged(c, _)
            | SealError::Cipher(c)
            | SealError::Unopenable(c, _)
            | SealError::Mismatch { side: c, .. } => vec![*c],
            SealError::Invalid(_) | SealError::AlreadyRevealed | SealError::Random(_) | SealError::Key(_) => Vec::new(),
        }
    }
}

/// What is wrong with a side's sealed content. Words from `seal.ftl`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SealDamage {
    /// The record has a commitment but no sealed content.
    Missing,
    /// A format 1 record's sealed content is not hex.
    NotHex,
    /// A format 1 record's sealed content is not text.
    NotText,
    /// A format 1 record's sealed content has no salt line.
    NoSalt,
    /// The opened scheme text is not the canonical text of a scheme.
    NotCanonical,
    /// The encrypted form is damaged.
    Locked(LockedDamage),
}

impl SealDamage {
    /// Every kind of damage (the catalogue tests walk them).
    pub const ALL: [SealDamage; 9] = [
        SealDamage::Missing,
        SealDamage::NotHex,
        SealDamage::NotText,
        SealDamage::NoSalt,
        SealDamage::NotCanonical,
        SealDamage::Locked(LockedDamage::Parts),
        SealDamage::Locked(LockedDamage::Salt),
        SealDamage::Locked(LockedDamage::Nonce),
        SealDamage::Locked(LockedDamage::CipherText),
    ];

    /// The catalogue's selector.
    pub fn key(self) -> &'static str {
        match self {
            SealDamage::Missing => "missing",
            SealDamage::NotHex => "not-hex",
            SealDamage::NotText => "not-text",
            SealDamage::NoSalt => "no-salt",
            SealDamage::NotCanonical => "not-canonical",
            SealDamage::Locked(LockedDamage::Parts) => "parts",
            SealDamage::Locked(LockedDamage::Salt) => "salt",
            SealDamage::Locked(LockedDamage::Nonce) => "nonce",
            SealDamage::Locked(LockedDamage::CipherText) => "cipher-text",
        }
    }
}

impl Words for SealDamage {
    fn words(&self, lang: Lang) -> String {
        t!(lang, "seal-damage", damage = self.key())
    }
}

/// The seal key that opens sealed content here, or why there is none.
pub type Keyring<'a> = Result<&'a SealKey, &'a KeyProblem>;

/// The commitment over a canonical scheme text and a salt (hex): SHA-256 of
/// `text + "salt " + salt + "\n"`.
pub fn commitment(canonical_text: &str, salt_hex: &str) -> String {
    sha256_hex(format!("{canonical_text}salt {salt_hex}\n").as_bytes())
}

/// The short code for the player's paper: the first 40 bits of the commitment in Crockford
/// base-32, as `XXXX-XXXX`.
pub fn seal_code(commitment_hex: &str) -> String {
    const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let bytes = unhex(commitment_hex).unwrap_or_default();
    let mut bits: u64 = 0;
    for b in bytes.iter().take(5) {
        bits = bits << 8 | *b as u64;
    }
    let mut s = String::new();
    for i in 0..8 {
        if i == 4 {
            s.push('-');
        }
        s.push(ALPHABET[(bits >> (35 - 5 * i) & 31) as usize] as char);
    }
    s
}

/// 16 random bytes from the operating system, as hex.
pub fn random_salt() -> Result<String, SealError> {
    use rand::TryRngCore;
    let mut salt = [0u8; 16];
    rand::rngs::OsRng.try_fill_bytes(&mut salt).map_err(|e| SealError::Random(e.to_string()))?;
    Ok(hex(&salt))
}

/// Seals `scheme` for its side in `record`: validates it against the record's options (every
/// problem listed), stores the commitment and the hidden content, and returns the seal code.
pub fn seal_scheme(record: &mut GameRecord, scheme: &Scheme) -> Result<String, SealError> {
    seal_scheme_at(record, scheme, now())
}

/// [`seal_scheme`] with an explicit time (for generated games and tests).
pub fn seal_scheme_at(record: &mut GameRecord, scheme: &Scheme, time: Time) -> Result<String, SealError> {
    let key = SealKey::load_or_create().map_err(SealError::Key)?;
    seal_scheme_with(record, scheme, time, &key)
}

/// [`seal_scheme_at`] under a given seal key.
pub fn seal_scheme_with(
    record: &mut GameRecord,
    scheme: &Scheme,
    time: Time,
    key: &SealKey,
) -> Result<String, SealError> {
    let side = scheme.color;
    if record.both_revealed() {
        return Err(SealError::AlreadyRevealed);
    }
    if record.schemes.get(side).is_sealed() {
        return Err(SealError::AlreadySealed(side));
    }
    let mut scheme = scheme.clone();
    scheme.fill_open_reserves(&record.rules.options);
    scheme.validate(&record.rules.options, record.width, record.height).map_err(SealError::Invalid)?;
    let salt = random_salt()?;
    let text = scheme.canonical_text();
    let c = commitment(&text, &salt);
    let code = seal_code(&c);
    let sealed = key.lock(side, &c, &salt, &text).map_err(|e| match e {
        LockFailure::Random(why) => SealError::Random(why),
        LockFailure::Cipher => SealError::Cipher(side),
    })?;
    let slot = record.schemes.get_mut(side);
    slot.commitment = Some(c);
    slot.seal_code = Some(code.clone());
    slot.sealed_at = Some(time);
    slot.sealed = Some(sealed);
    Ok(code)
}

/// The sealed content of `side`, in the clear: (salt, canonical text) — decrypted with the
/// seal key, or, for a record of format 1, read from its plain hex.
fn unseal(record: &GameRecord, side: Color, key: Keyring) -> Result<(String, String), SealError> {
    let slot = record.schemes.get(side);
    let commitment_hex = slot.commitment.as_deref().ok_or(SealError::NotSealed(side))?;
    let sealed = slot.sealed.as_deref().ok_or(SealError::Damaged(side, SealDamage::Missing))?;
    if let Some(locked) = Locked::parse(sealed) {
        let locked = locked.map_err(|d| SealError::Damaged(side, SealDamage::Locked(d)))?;
        let key = key.map_err(|p| SealError::Unopenable(side, Some(p.clone())))?;
        let text = key.unlock(side, commitment_hex, &locked).ok_or(SealError::Unopenable(side, None))?;
        return Ok((locked.salt, text));
    }
    let bytes = unhex(sealed).ok_or(SealError::Damaged(side, SealDamage::NotHex))?;
    let text = String::from_utf8(bytes).map_err(|_| SealError::Damaged(side, SealDamage::NotText))?;
    let (salt, canonical) = text.split_once('\n').ok_or(SealError::Damaged(side, SealDamage::NoSalt))?;
    Ok((salt.to_string(), canonical.to_string()))
}

/// The salt of `side`'s seal, which is kept in the clear (to check a scheme typed again).
fn salt_of(record: &GameRecord, side: Color, key: Keyring) -> Result<String, SealError> {
    let slot = record.schemes.get(side);
    slot.commitment.as_deref().ok_or(SealError::NotSealed(side))?;
    let sealed = slot.sealed.as_deref().ok_or(SealError::Damaged(side, SealDamage::Missing))?;
    match Locked::parse(sealed) {
        Some(locked) => Ok(locked.map_err(|d| SealError::Damaged(side, SealDamage::Locked(d)))?.salt),
        None => unseal(record, side, key).map(|(salt, _)| salt),
    }
}

/// The sides whose sealed scheme cannot be opened on this machine (the seal key is missing,
/// or is not the one it was sealed under): each must be typed again from the player's paper.
pub fn unopenable(record: &GameRecord) -> Vec<Color> {
    unopenable_with(record, SealKey::load().as_ref())
}

/// [`unopenable`] with a given seal key (or the reason there is none).
pub fn unopenable_with(record: &GameRecord, key: Keyring) -> Vec<Color> {
    Color::ALL
        .into_iter()
        .filter(|&side| {
            let slot = record.schemes.get(side);
            slot.is_sealed()
                && !slot.is_revealed()
                && matches!(unseal(record, side, key), Err(SealError::Unopenable(..)))
        })
        .collect()
}

/// Checks a scheme typed again from the player's paper against `side`'s seal: it is accepted
/// only if it gives the commitment (with the open reserve split filled in, as at sealing).
/// Returns the scheme and the salt, as [`open`] does.
fn open_typed(record: &GameRecord, side: Color, typed: &Scheme, key: Keyring) -> Result<(Scheme, String), SealError> {
    if typed.color != side {
        return Err(SealError::WrongSide { expected: side, given: typed.color });
    }
    let expected = record.schemes.get(side).commitment.clone().ok_or(SealError::NotSealed(side))?;
    let salt = salt_of(record, side, key)?;
    let mut scheme = typed.clone();
    scheme.fill_open_reserves(&record.rules.options);
    let found = commitment(&scheme.canonical_text(), &salt);
    if found != expected {
        return Err(SealError::Mismatch { side, expected, found });
    }
    // The sealed scheme itself, as the canonical text reads back (so the revealed form is the
    // same as the key's reveal would give).
    let scheme = Scheme::from_canonical(&scheme.canonical_text()).unwrap_or(scheme);
    Ok((scheme, salt))
}

fn open(record: &GameRecord, side: Color, key: Keyring) -> Result<(Scheme, String), SealError> {
    let commitment_hex = record.schemes.get(side).commitment.clone().ok_or(SealError::NotSealed(side))?;
    let (salt, canonical) = unseal(record, side, key)?;
    let canonical = canonical.as_str();
    let salt = salt.as_str();
    let found = commitment(canonical, salt);
    if found != commitment_hex {
        return Err(SealError::Mismatch { side, expected: commitment_hex, found });
    }
    let scheme = Scheme::from_canonical(canonical).ok_or(SealError::Damaged(side, SealDamage::NotCanonical))?;
    if scheme.color != side {
        return Err(SealError::WrongSide { expected: side, given: scheme.color });
    }
    Ok((scheme, salt.to_string()))
}

/// Reveals both schemes together (R5): both must be sealed; each commitment is checked; the
/// revealed schemes are written into the record and the hidden content dropped. On any error
/// nothing changes.
pub fn reveal(record: &mut GameRecord) -> Result<(), SealError> {
    reveal_at(record, now())
}

/// [`reveal`] with an explicit time.
pub fn reveal_at(record: &mut GameRecord, time: Time) -> Result<(), SealError> {
    reveal_typed_at(record, &[], time)
}

/// Reveals both schemes together, each side either opened from its sealed content or, for a
/// side in `typed`, from the scheme its player typed again from their paper (where the seal key
/// is not on this machine) — accepted only if it matches the seal. On any error nothing
/// changes.
pub fn reveal_typed_at(record: &mut GameRecord, typed: &[Scheme], time: Time) -> Result<(), SealError> {
    reveal_typed_with(record, typed, time, SealKey::load().as_ref())
}

/// [`reveal_typed_at`] with a given seal key (or the reason there is none).
pub fn reveal_typed_with(record: &mut GameRecord, typed: &[Scheme], time: Time, key: Keyring) -> Result<(), SealError> {
    if record.both_revealed() {
        return Err(SealError::AlreadyRevealed);
    }
    for side in Color::ALL {
        if !record.schemes.get(side).is_sealed() {
            return Err(SealError::NotSealed(side));
        }
    }
    let open_side = |side: Color| match typed.iter().find(|s| s.color == side) {
        Some(s) => open_typed(record, side, s, key),
        None => open(record, side, key),
    };
    let (w, ws) = open_side(Color::White)?;
    let (b, bs) = open_side(Color::Black)?;
    for (side, scheme, salt) in [(Color::White, w, ws), (Color::Black, b, bs)] {
        let slot = record.schemes.get_mut(side);
        slot.revealed = Some(scheme.to_revealed(&salt));
        slot.revealed_at = Some(time);
        slot.sealed = None;
    }
    Ok(())
}

/// What is wrong with a revealed record's schemes (R5), as facts; the words come from the
/// catalogue `scheme.ftl`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SealProblem {
    SealedNotRevealed(Color),
    Missing(Color),
    /// The revealed form names a square that cannot be read.
    Unreadable {
        color: Color,
        error: victoria_rules::square::ParseSquareError,
    },
    Mismatch {
        color: Color,
        commitment: String,
        found: String,
    },
    NoCommitment(Color),
    BadSealCode {
        color: Color,
        code: String,
    },
    /// The revealed scheme breaks a rule.
    Scheme {
        color: Color,
        problem: SchemeProblem,
    },
}

impl SealProblem {
    /// The side whose scheme it concerns.
    pub fn side(&self) -> Color {
        match self {
            SealProblem::SealedNotRevealed(c) | SealProblem::Missing(c) | SealProblem::NoCommitment(c) => *c,
            SealProblem::Unreadable { color, .. }
            | SealProblem::Mismatch { color, .. }
            | SealProblem::BadSealCode { color, .. }
            | SealProblem::Scheme { color, .. } => *color,
        }
    }
}

/// Checks a revealed record's schemes against their commitments and the rules; returns every
/// problem (used by `check`), in English.
#[cfg(test)]
pub fn verify_revealed(record: &GameRecord) -> Vec<String> {
    verify_revealed_facts(record).iter().map(|p| p.words(Lang::En)).collect()
}

/// The same problems as facts.
pub fn verify_revealed_facts(record: &GameRecord) -> Vec<SealProblem> {
    let mut problems = Vec::new();
    for color in Color::ALL {
        let slot = record.schemes.get(color);
        let Some(rev) = &slot.revealed else {
            problems.push(if slot.is_sealed() {
                SealProblem::SealedNotRevealed(color)
            } else {
                SealProblem::Missing(color)
            });
            continue;
        };
        let scheme = match Scheme::from_revealed(color, rev) {
            Ok(s) => s,
            Err(error) => {
                problems.push(SealProblem::Unreadable { color, error });
                continue;
            }
        };
        let found = commitment(&scheme.canonical_text(), &rev.salt);
        match &slot.commitment {
            Some(c) if *c == found => {}
            Some(c) => problems.push(SealProblem::Mismatch { color, commitment: c.clone(), found }),
            None => problems.push(SealProblem::NoCommitment(color)),
        }
        if let (Some(code), Some(c)) = (&slot.seal_code, &slot.commitment)
            && *code != seal_code(c)
        {
            problems.push(SealProblem::BadSealCode { color, code: code.clone() });
        }
        if let Err(e) = scheme.validate(&record.rules.options, record.width, record.height) {
            problems.extend(e.0.into_iter().map(|problem| SealProblem::Scheme { color, problem }));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::EventInfo;
    use victoria_rules::Options;

    const W: &str = "Ke1 Qd1=10 Ra1=10 Rl1=10 Bc1=10 Bj1=10 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2 Xc4 Xf5 Xi6";
    const B: &str = "Ke12 Qd12=6 Ra12=14 Rl12=10 Bc12=10 Bj12=10 Nb12 Nk12 e11 f11 g11 h11 i11 j11 k11 l11 Xc9 Xf8 Xi7";

    fn rec() -> GameRecord {
        GameRecord::victoria(EventInfo::default(), Options::default())
    }

    #[test]
    fn seal_then_reveal_checks_both_commitments() {
        let mut r = rec();
        let code = seal_scheme(&mut r, &Scheme::parse(Color::White, W).unwrap()).unwrap();
        assert_eq!(code.len(), 9);
        assert_eq!(code, seal_code(r.schemes.white.commitment.as_ref().unwrap()));
        assert_eq!(reveal(&mut r), Err(SealError::NotSealed(Color::Black)));
        assert!(r.revealed(Color::White).is_none());
        assert!(matches!(
            seal_scheme(&mut r, &Scheme::parse(Color::White, W).unwrap()),
            Err(SealError::AlreadySealed(Color::White))
        ));
        seal_scheme(&mut r, &Scheme::parse(Color::Black, B).unwrap()).unwrap();
        reveal(&mut r).unwrap();
        let a = r.revealed(Color::Black).unwrap().reserves.as_ref().unwrap();
        assert_eq!(a.newborn(), [6, 14, 10]);
        assert!(verify_revealed(&r).is_empty(), "{:?}", verify_revealed(&r));
        assert!(!r.to_json().contains("\"sealed\""));
    }

    /// A seal key of its own in a fresh folder (tests never share the user's).
    fn key(name: &str) -> SealKey {
        let dir = std::env::temp_dir().join(format!("victoria-seal-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        SealKey::load_or_create_in(&dir).unwrap()
    }

    fn sealed_with(key: &SealKey) -> GameRecord {
        let mut r = rec();
        let t = now();
        seal_scheme_with(&mut r, &Scheme::parse(Color::White, W).unwrap(), t, key).unwrap();
        seal_scheme_with(&mut r, &Scheme::parse(Color::Black, B).unwrap(), t, key).unwrap();
        r
    }

    /// `side`'s sealed content in the format-1 form (plain hex of salt and text), as old
    /// records keep it.
    fn as_format_1(r: &mut GameRecord, side: Color, key: &SealKey, edit: impl Fn(String) -> String) {
        let (salt, text) = unseal(r, side, Ok(key)).unwrap();
        r.schemes.get_mut(side).sealed = Some(hex(format!("{salt}\n{}", edit(text)).as_bytes()));
    }

    #[test]
    fn a_changed_scheme_fails_its_seal() {
        let k = key("changed");
        let mut r = sealed_with(&k);
        // Tamper with the hidden content before the reveal: swap the queen's square.
        let mut bad = r.clone();
        as_format_1(&mut bad, Color::White, &k, |t| t.replace("Q d1", "Q d2"));
        let before = bad.clone();
        assert!(matches!(
            reveal_typed_with(&mut bad, &[], now(), Ok(&k)),
            Err(SealError::Mismatch { side: Color::White, .. })
        ));
        assert_eq!(bad, before, "a failed reveal changes nothing");
        // One changed digit of the encrypted content: the authentication fails.
        let mut bad = r.clone();
        let stored = bad.schemes.black.sealed.clone().unwrap();
        let last = if stored.ends_with('0') { '1' } else { '0' };
        bad.schemes.black.sealed = Some(format!("{}{last}", &stored[..stored.len() - 1]));
        assert_eq!(reveal_typed_with(&mut bad, &[], now(), Ok(&k)), Err(SealError::Unopenable(Color::Black, None)));
        // Tamper after the reveal: `verify_revealed` names the side.
        reveal_typed_with(&mut r, &[], now(), Ok(&k)).unwrap();
        r.schemes.black.revealed.as_mut().unwrap().reserves.as_mut().unwrap().queen.reserve = 7;
        let p = verify_revealed(&r);
        assert!(p.iter().any(|p| p.contains("Black's revealed scheme does not match its seal")), "{p:?}");
    }

    #[test]
    fn sealed_content_is_encrypted_and_bound_to_its_side() {
        let k = key("bound");
        let r = sealed_with(&k);
        let (_, text) = unseal(&r, Color::White, Ok(&k)).unwrap();
        let stored = r.schemes.white.sealed.clone().unwrap();
        assert!(stored.starts_with(super::super::vault::PREFIX), "{stored}");
        assert!(!stored.contains(&hex(text.as_bytes())) && !stored.contains("Q d1"), "{stored}");
        assert!(!r.to_json().contains(&hex(text.as_bytes())));
        // The two sides' contents swapped: neither opens.
        let mut swapped = r.clone();
        swapped.schemes.white.sealed = r.schemes.black.sealed.clone();
        swapped.schemes.black.sealed = r.schemes.white.sealed.clone();
        assert_eq!(reveal_typed_with(&mut swapped, &[], now(), Ok(&k)), Err(SealError::Unopenable(Color::White, None)));
        // Another machine's key does not open it either.
        let other = key("bound-other");
        let mut elsewhere = r.clone();
        assert_eq!(unopenable_with(&elsewhere, Ok(&other)), vec![Color::White, Color::Black]);
        assert_eq!(
            reveal_typed_with(&mut elsewhere, &[], now(), Ok(&other)),
            Err(SealError::Unopenable(Color::White, None))
        );
        assert_eq!(elsewhere, r);
        assert!(unopenable_with(&r, Ok(&k)).is_empty());
    }

    #[test]
    fn without_the_key_each_scheme_is_typed_again_and_checked_against_its_seal() {
        let k = key("retype");
        let r = sealed_with(&k);
        let mut by_key = r.clone();
        reveal_typed_with(&mut by_key, &[], now(), Ok(&k)).unwrap();
        let missing = KeyProblem::Missing(std::path::PathBuf::from("/elsewhere/seal.key"));
        let mut moved = r.clone();
        let e = reveal_typed_with(&mut moved, &[], now(), Err(&missing)).unwrap_err();
        assert_eq!(e, SealError::Unopenable(Color::White, Some(missing.clone())));
        let said = e.to_string();
        assert!(
            said.contains("White's sealed scheme cannot be opened here") && said.contains("/elsewhere/seal.key"),
            "{said}"
        );
        assert!(
            victoria_rules::i18n::Words::words(&e, victoria_words::Lang::Ru).contains("запечатанную схему белых"),
            "{}",
            victoria_rules::i18n::Words::words(&e, victoria_words::Lang::Ru)
        );
        assert_eq!(unopenable_with(&moved, Err(&missing)), vec![Color::White, Color::Black]);
        // A wrong paper (another reserve split) is refused, and nothing changes.
        let white = Scheme::parse(Color::White, W).unwrap();
        let wrong = Scheme::parse(Color::Black, &B.replace("Qd12=6 Ra12=14", "Qd12=14 Ra12=6")).unwrap();
        let e = reveal_typed_with(&mut moved, &[white.clone(), wrong], now(), Err(&missing)).unwrap_err();
        assert!(matches!(e, SealError::Mismatch { side: Color::Black, .. }), "{e}");
        assert_eq!(moved, r);
        // Only one side typed: the other still cannot be opened.
        let e = reveal_typed_with(&mut moved, std::slice::from_ref(&white), now(), Err(&missing)).unwrap_err();
        assert_eq!(e, SealError::Unopenable(Color::Black, Some(missing.clone())));
        // Both papers typed again, in another order and Russian letters: the same reveal as the key's.
        let black = Scheme::parse(Color::Black, "чёрные: Фd12=6 Лa12=14 Лl12=10 Сc12=10 Сj12=10 Кb12 Кk12 Крe12 e11 f11 g11 h11 i11 j11 k11 l11 Бc9 Бf8 Бi7").unwrap();
        reveal_typed_with(&mut moved, &[black, white], now(), Err(&missing)).unwrap();
        assert_eq!(moved.schemes.white.revealed, by_key.schemes.white.revealed);
        assert_eq!(moved.schemes.black.revealed, by_key.schemes.black.revealed);
        assert!(verify_revealed(&moved).is_empty(), "{:?}", verify_revealed(&moved));
    }

    #[test]
    fn a_format_1_record_with_plain_hex_still_opens() {
        let k = key("format1");
        let mut r = sealed_with(&k);
        as_format_1(&mut r, Color::White, &k, |t| t);
        as_format_1(&mut r, Color::Black, &k, |t| t);
        let missing = KeyProblem::Missing(std::path::PathBuf::from("/nowhere/seal.key"));
        assert!(unopenable_with(&r, Err(&missing)).is_empty());
        reveal_typed_with(&mut r, &[], now(), Err(&missing)).unwrap();
        assert!(verify_revealed(&r).is_empty(), "{:?}", verify_revealed(&r));
    }

    #[test]
    fn damaged_sealed_content_names_what_is_wrong() {
        let k = key("damaged");
        let r = sealed_with(&k);
        let damaged = |sealed: Option<String>| {
            let mut bad = r.clone();
            bad.schemes.white.sealed = sealed;
            reveal_typed_with(&mut bad, &[], now(), Ok(&k)).unwrap_err()
        };
        let d = |damage| SealError::Damaged(Color::White, damage);
        assert_eq!(damaged(None), d(SealDamage::Missing));
        assert_eq!(damaged(Some("zz".into())), d(SealDamage::NotHex));
        assert_eq!(damaged(Some(hex(&[0xff, 0xfe]))), d(SealDamage::NotText));
        assert_eq!(damaged(Some(hex(b"no salt line"))), d(SealDamage::NoSalt));
        assert_eq!(
            damaged(Some(format!("{}ab:00", super::super::vault::PREFIX))),
            d(SealDamage::Locked(LockedDamage::Parts))
        );
        // A format 1 content that gives its commitment but is no scheme.
        let mut odd = r.clone();
        let salt = "00ff";
        odd.schemes.white.commitment = Some(commitment("not a scheme", salt));
        odd.schemes.white.sealed = Some(hex(format!("{salt}\nnot a scheme").as_bytes()));
        let e = reveal_typed_with(&mut odd, &[], now(), Ok(&k)).unwrap_err();
        assert_eq!(e, d(SealDamage::NotCanonical));
        assert!(e.to_string().contains("the scheme text is not canonical"), "{e}");
    }

    #[test]
    fn every_damage_of_sealed_content_has_words_in_both_languages() {
        let mut all: Vec<SealError> = SealDamage::ALL.iter().map(|d| SealError::Damaged(Color::Black, *d)).collect();
        all.extend(Color::ALL.map(SealError::Cipher));
        victoria_rules::i18n::assert_worded_apart(&all);
        assert_eq!(
            SealError::Damaged(Color::White, SealDamage::Locked(LockedDamage::Nonce)).words(Lang::En),
            "White's sealed content is damaged and cannot be read: its nonce is not 24 bytes of hex"
        );
        assert_eq!(
            SealError::Damaged(Color::Black, SealDamage::NotHex).words(Lang::Ru),
            "Запечатанное содержимое чёрных повреждено и не читается: оно записано не шестнадцатеричными цифрами"
        );
        assert_eq!(SealError::Cipher(Color::Black).words(Lang::Ru), "шифр не смог запечатать схему чёрных");
    }

    #[test]
    fn an_invalid_scheme_is_not_sealed() {
        let mut r = rec();
        let e = seal_scheme(&mut r, &Scheme::parse(Color::White, "Ke1 Qd1=50").unwrap()).unwrap_err();
        assert!(e.to_string().contains("White has no rook"), "{e}");
        assert!(!r.schemes.white.is_sealed());
    }
}
