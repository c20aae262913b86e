//! The languages of the screen, the record's messages, the score sheet and the reports. A
//! language is a folder of Fluent catalogues under `assets/i18n/<code>/`; adding one is adding
//! that folder and a variant here.

use serde::{Deserialize, Serialize};

/// A language of the screen, the record's messages and the score sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Ru,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Ru, Lang::En];
    /// `ru` / `en`: the catalogue folder and the BCP 47 tag.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Ru => "ru",
            Lang::En => "en",
        }
    }
}

impl std::str::FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(s))
            .ok_or_else(|| crate::t!(Lang::En, "parse-unknown-lang", text = s))
    }
}
