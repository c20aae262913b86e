//! Sealing and revealing the schemes (R5, R6): a validated scheme is sealed with a commitment —
//! SHA-256 over its canonical text and a random salt — and a short seal code derived from the
//! commitment for the player's paper. Nothing sealed can be read back through this API until
//! both sides are sealed; the reveal opens both together and checks each commitment, and after
//! it nothing in the schemes can change.

use super::model::{GameRecord, Time, hex, now, sha256_hex, unhex};
use super::scheme::{Scheme, SchemeErrors};
use crate::rules::{Color, Sentence};

/// Why sealing or revealing failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SealError {
    Invalid(SchemeErrors),
    WrongSide { expected: Color, given: Color },
    AlreadySealed(Color),
    NotSealed(Color),
    AlreadyRevealed,
    Mismatch { side: Color, expected: String, found: String },
    Damaged(Color, String),
    Random(String),
}

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
    let slot = record.schemes.get_mut(side);
    slot.commitment = Some(c);
    slot.seal_code = Some(code.clone());
    slot.sealed_at = Some(time);
    slot.sealed = Some(hex(format!("{salt}\n{text}").as_bytes()));
    Ok(code)
}

fn open(record: &GameRecord, side: Color) -> Result<(Scheme, String), SealError> {
    let slot = record.schemes.get(side);
    let commitment_hex = slot.commitment.clone().ok_or(SealError::NotSealed(side))?;
    let sealed =
        slot.sealed.as_deref().ok_or_else(|| SealError::Damaged(side, "the sealed content is missing".into()))?;
    let bytes = unhex(sealed).ok_or_else(|| SealError::Damaged(side, "it is not hex".into()))?;
    let text = String::from_utf8(bytes).map_err(|_| SealError::Damaged(side, "it is not text".into()))?;
    let (salt, canonical) =
        text.split_once('\n').ok_or_else(|| SealError::Damaged(side, "the salt is missing".into()))?;
    let found = commitment(canonical, salt);
    if found != commitment_hex {
        return Err(SealError::Mismatch { side, expected: commitment_hex, found });
    }
    let scheme = Scheme::from_canonical(canonical)
        .ok_or_else(|| SealError::Damaged(side, "the scheme text is not canonical".into()))?;
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
    if record.both_revealed() {
        return Err(SealError::AlreadyRevealed);
    }
    for side in Color::ALL {
        if !record.schemes.get(side).is_sealed() {
            return Err(SealError::NotSealed(side));
        }
    }
    let (w, ws) = open(record, Color::White)?;
    let (b, bs) = open(record, Color::Black)?;
    for (side, scheme, salt) in [(Color::White, w, ws), (Color::Black, b, bs)] {
        let slot = record.schemes.get_mut(side);
        slot.revealed = Some(scheme.to_revealed(&salt));
        slot.revealed_at = Some(time);
        slot.sealed = None;
    }
    Ok(())
}

/// Checks a revealed record's schemes against their commitments and the rules; returns every
/// problem (used by `check`).
pub fn verify_revealed(record: &GameRecord) -> Vec<String> {
    verify_revealed_said(record).into_iter().map(|p| p.en).collect()
}

/// The same problems in English and Russian.
pub fn verify_revealed_said(record: &GameRecord) -> Vec<Sentence> {
    use crate::rules::lang::{Case, side_ru};
    let mut problems = Vec::new();
    for side in Color::ALL {
        let whose = side_ru(side, Case::Gen);
        let mut say = |en: String, ru: String| problems.push(Sentence::new(en, ru));
        let slot = record.schemes.get(side);
        let Some(rev) = &slot.revealed else {
            if slot.is_sealed() {
                say(
                    format!("{side}'s scheme is sealed but not revealed"),
                    format!("схема {whose} запечатана, но не вскрыта"),
                );
            } else {
                say(format!("{side}'s scheme is missing"), format!("схемы {whose} нет"));
            }
            continue;
        };
        let scheme = match Scheme::from_revealed(side, rev) {
            Ok(s) => s,
            Err(e) => {
                say(format!("{side}'s revealed scheme: {e}"), format!("вскрытая схема {whose}: {e}"));
                continue;
            }
        };
        let found = commitment(&scheme.canonical_text(), &rev.salt);
        match &slot.commitment {
            Some(c) if *c == found => {}
            Some(c) => say(
                format!(
                    "{side}'s revealed scheme does not match its seal: the commitment is {c}, the content gives {found} (R5)"
                ),
                format!(
                    "вскрытая схема {whose} не совпадает со своей печатью: печать {c}, а содержимое даёт {found} (R5)"
                ),
            ),
            None => say(format!("{side}'s scheme has no commitment"), format!("у схемы {whose} нет печати")),
        }
        if let (Some(code), Some(c)) = (&slot.seal_code, &slot.commitment)
            && *code != seal_code(c)
        {
            say(
                format!("{side}'s seal code {code} does not belong to its commitment (R5)"),
                format!("код печати {code} у {whose} не соответствует печати (R5)"),
            );
        }
        if let Err(e) = scheme.validate(&record.rules.options, record.width, record.height) {
            for p in e.0 {
                say(format!("{side}'s scheme: {}", p.en), format!("схема {whose}: {}", p.ru));
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::model::EventInfo;
    use crate::rules::Options;

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

    #[test]
    fn a_changed_scheme_fails_its_seal() {
        let mut r = rec();
        seal_scheme(&mut r, &Scheme::parse(Color::White, W).unwrap()).unwrap();
        seal_scheme(&mut r, &Scheme::parse(Color::Black, B).unwrap()).unwrap();
        // Tamper with the hidden content before the reveal: swap the queen's square.
        let mut bad = r.clone();
        let text = String::from_utf8(unhex(bad.schemes.white.sealed.as_ref().unwrap()).unwrap()).unwrap();
        bad.schemes.white.sealed = Some(hex(text.replace("Q d1", "Q d2").as_bytes()));
        let before = bad.clone();
        assert!(matches!(reveal(&mut bad), Err(SealError::Mismatch { side: Color::White, .. })));
        assert_eq!(bad, before, "a failed reveal changes nothing");
        // Tamper after the reveal: `verify_revealed` names the side.
        reveal(&mut r).unwrap();
        r.schemes.black.revealed.as_mut().unwrap().reserves.as_mut().unwrap().queen.reserve = 7;
        let p = verify_revealed(&r);
        assert!(p.iter().any(|p| p.contains("Black's revealed scheme does not match its seal")), "{p:?}");
    }

    #[test]
    fn an_invalid_scheme_is_not_sealed() {
        let mut r = rec();
        let e = seal_scheme(&mut r, &Scheme::parse(Color::White, "Ke1 Qd1=50").unwrap()).unwrap_err();
        assert!(e.to_string().contains("White has no rook"), "{e}");
        assert!(!r.schemes.white.is_sealed());
    }
}
