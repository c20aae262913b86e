//! The rulings a refusal or a verdict cites, as one typed value: [`Rule`] names a ruling of
//! RULINGS.md (`R1`–`R33`, the explanations `E1`–`E12`) or of SYNTHESIS.md (`S1`–`S32`), and
//! is written (in JSON, on screen) exactly as the books write it, `"R10"`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

macro_rules! rules {
    ($($id:ident)+ ; $($fide:ident = $text:literal)+) => {
        /// A ruling of RULINGS.md or SYNTHESIS.md, or an article of FIDE's Laws of Chess (which a
        /// classical game cites).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub enum Rule { $($id,)+ $($fide),+ }
        impl Rule {
            /// Every ruling, in the books' order, then the FIDE articles.
            pub const ALL: &'static [Rule] = &[$(Rule::$id,)+ $(Rule::$fide),+];
            /// `R10`, `E4`, `S27`, `FIDE 3.6`.
            pub const fn as_str(self) -> &'static str {
                match self { $(Rule::$id => stringify!($id),)+ $(Rule::$fide => $text),+ }
            }
        }
    };
}

rules!(
    R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 R14 R15 R16 R17 R18 R19 R20 R21 R22 R23 R24 R25 R26
    R27 R28 R29 R30 R31 R32 R33
    E1 E2 E3 E4 E5 E6 E7 E8 E9 E10 E11 E12
    S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 S11 S12 S13 S14 S15 S16 S17 S18 S19 S20 S21 S22 S23 S24 S25 S26
    S27 S28 S29 S30 S31 S32 ;
    // FIDE's Laws of Chess: the players move alternately (1.2), the moves of the pieces
    // (Article 3: onto an own piece 3.1, bishop 3.2, rook 3.3, queen 3.4, over pieces 3.5,
    // knight 3.6, pawn 3.7, promotion 3.7.5, king 3.8, castling 3.8.2, check 3.9).
    Fide1_2 = "FIDE 1.2" Fide3 = "FIDE 3" Fide3_1 = "FIDE 3.1" Fide3_2 = "FIDE 3.2" Fide3_3 = "FIDE 3.3"
    Fide3_4 = "FIDE 3.4" Fide3_5 = "FIDE 3.5" Fide3_6 = "FIDE 3.6" Fide3_7 = "FIDE 3.7"
    Fide3_7_5 = "FIDE 3.7.5" Fide3_8 = "FIDE 3.8" Fide3_8_2 = "FIDE 3.8.2" Fide3_9 = "FIDE 3.9"
);

impl Rule {
    /// A Synthesis ruling (`S…`)?
    pub fn is_synthesis(self) -> bool {
        self.as_str().starts_with('S')
    }

    /// An article of FIDE's Laws (`FIDE 3.6`)?
    pub fn is_fide(self) -> bool {
        self.as_str().starts_with("FIDE")
    }

    /// The article of FIDE's Laws this cites (`3.6` for `FIDE 3.6`), which each language words
    /// its own way («ст. 3.6 Правил ФИДЕ»); `None` for a ruling of the books.
    pub fn fide_article(self) -> Option<&'static str> {
        self.as_str().strip_prefix("FIDE ")
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Rule {
    type Err = String;
    fn from_str(s: &str) -> Result<Rule, String> {
        Rule::ALL
            .iter()
            .copied()
            .find(|r| r.as_str() == s)
            .ok_or_else(|| crate::t!(victoria_words::Lang::En, "parse-unknown-ruling", text = s))
    }
}

impl std::ops::Deref for Rule {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for Rule {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Rule {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<Rule> for &str {
    fn eq(&self, other: &Rule) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<String> for Rule {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl Serialize for Rule {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Rule {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Rule, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_is_written_as_the_books_write_it() {
        assert_eq!(Rule::R10.to_string(), "R10");
        assert_eq!(serde_json::to_string(&Rule::S27).unwrap(), "\"S27\"");
        assert_eq!(serde_json::from_str::<Rule>("\"E4\"").unwrap(), Rule::E4);
        assert!(serde_json::from_str::<Rule>("\"R99\"").is_err());
        assert_eq!(Rule::R24, "R24");
        assert_eq!(Rule::ALL.len(), 33 + 12 + 32 + 13);
        // A FIDE article reads back from its words.
        assert_eq!(serde_json::to_string(&Rule::Fide3_6).unwrap(), "\"FIDE 3.6\"");
        assert_eq!("FIDE 3.8.2".parse::<Rule>(), Ok(Rule::Fide3_8_2));
        assert!(Rule::Fide3_9.is_fide() && !Rule::Fide3_9.is_synthesis() && !Rule::R32.is_fide());
        assert_eq!(Rule::Fide3_7_5.fide_article(), Some("3.7.5"));
        assert_eq!(Rule::Fide3.fide_article(), Some("3"));
        assert_eq!(Rule::R32.fide_article(), None);
    }
}
