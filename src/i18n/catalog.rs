//! The catalogue files, embedded at build time: one entry per language and file. A new area
//! adds its `.ftl` file in every language folder and one line per language here; a new
//! language adds its folder and its lines.

use super::Lang;

/// One Fluent file of one language.
pub struct Catalogue {
    pub lang: Lang,
    /// The file name inside `assets/i18n/<lang>/`.
    pub file: &'static str,
    pub text: &'static str,
}

macro_rules! catalogues {
    ($($file:literal),+ $(,)?) => {
        &[
            $(
                Catalogue { lang: Lang::En, file: $file, text: include_str!(concat!("../../assets/i18n/en/", $file)) },
                Catalogue { lang: Lang::Ru, file: $file, text: include_str!(concat!("../../assets/i18n/ru/", $file)) },
            )+
        ]
    };
}

/// Every catalogue file of every language.
pub static CATALOGUES: &[Catalogue] = catalogues![
    // One line per area's file, in any order (one line each keeps merges simple).
    "common.ftl",
    "record.ftl",
    "seal.ftl",
    "app.ftl",
    "sheet.ftl",
    "site.ftl",
    "import.ftl",
    "duties.ftl",
    "recording.ftl",
    "can_mate.ftl",
    "can_mate_app.ftl",
    "grammar.ftl",
    "rules.ftl",
    "synthesis.ftl",
    "options.ftl",
    "notation.ftl",
    "scheme.ftl",
    "samples.ftl",
    "club.ftl",
    "cli.ftl",
    "vfen.ftl",
    "check.ftl",
    "newgame.ftl",
    "scoresheet.ftl",
    "reveal.ftl",
    "keys.ftl",
    "files.ftl",
];
