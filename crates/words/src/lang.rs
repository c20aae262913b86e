//! The languages of the screen, the record's messages, the score sheet and the reports. A
//! language is a folder `i18n/<code>/` in every crate; adding one is adding those folders and a
//! variant here.

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
    /// The language of a POSIX or BCP 47 locale name (`ru_RU.UTF-8`, `ru-RU`, `en-GB`):
    /// Russian for `ru…`, English for any other.
    pub fn of_locale(locale: &str) -> Lang {
        let code = locale.split(['_', '-', '.', '@']).next().unwrap_or("");
        if code.eq_ignore_ascii_case("ru") { Lang::Ru } else { Lang::En }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_parse_by_code() {
        assert_eq!("RU".parse::<Lang>(), Ok(Lang::Ru));
        assert!("de".parse::<Lang>().unwrap_err().contains("“de”"));
    }

    #[test]
    fn a_locale_gives_russian_only_when_it_is_russian() {
        assert_eq!(Lang::of_locale("ru_RU.UTF-8"), Lang::Ru);
        assert_eq!(Lang::of_locale("ru-RU"), Lang::Ru);
        assert_eq!(Lang::of_locale("en_GB.UTF-8"), Lang::En);
        assert_eq!(Lang::of_locale("de-DE"), Lang::En);
        assert_eq!(Lang::of_locale(""), Lang::En);
    }
}
