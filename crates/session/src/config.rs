//! What the app remembers between runs: the language and the recent games, in
//! `dirs::config_dir()/victoria-arbiter/config.json` (the environment variable
//! `VICTORIA_ARBITER_CONFIG` names another directory; tests use a temporary one), and the last
//! game's event data for the next game's form. The same directory holds the journal of the game in progress, so a crash can be resumed. A missing or
//! broken file never stops the app: it starts on the defaults and says what was wrong.

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use victoria_words::Lang;

/// How many recent games are remembered.
pub const RECENT_MAX: usize = 8;

/// The remembered settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    pub lang: Lang,
    pub recent: Vec<PathBuf>,
    /// The event data of the last game started here, carried to the next game's form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_event: Option<victoria_record::EventInfo>,
}

impl Default for Config {
    fn default() -> Config {
        Config { lang: Lang::Ru, recent: Vec::new(), last_event: None }
    }
}

/// The directory the app keeps its files in.
pub fn dir() -> PathBuf {
    if let Some(d) = std::env::var_os("VICTORIA_ARBITER_CONFIG").filter(|d| !d.is_empty()) {
        return PathBuf::from(d);
    }
    dirs::config_dir().unwrap_or_else(std::env::temp_dir).join("victoria-arbiter")
}

/// Why the settings file could not be read or written: a fact, worded in `files.ftl` where the
/// notice shows it.
#[derive(Debug)]
pub enum ConfigProblem {
    /// The file exists but cannot be read.
    Read { path: PathBuf, source: std::io::Error },
    /// The file is not valid settings (the JSON parser's line and column).
    Parse { path: PathBuf, line: usize, column: usize },
    /// The file (or its folder) cannot be written.
    Write { path: PathBuf, source: std::io::Error },
}

impl crate::i18n::Words for ConfigProblem {
    fn words(&self, lang: Lang) -> String {
        let path = |p: &Path| p.display().to_string();
        match self {
            ConfigProblem::Read { path: p, source } => {
                crate::t!(lang, "config-read", path = path(p), error = crate::i18n::io_words(source, lang))
            }
            ConfigProblem::Parse { path: p, line, column } => {
                crate::t!(lang, "config-parse", path = path(p), line = *line, column = *column)
            }
            ConfigProblem::Write { path: p, source } => {
                crate::t!(lang, "config-write", path = path(p), error = crate::i18n::io_words(source, lang))
            }
        }
    }
}

/// The language of the system's locale (`LC_ALL`, `LC_MESSAGES`, `LANG` on Unix, read by
/// `sys-locale`): Russian for `ru_*`, English for any other or none. The first start of the app
/// and the command line's default follow it; a language saved in the config wins.
pub fn system_lang() -> Lang {
    sys_locale::get_locale().map_or(Lang::En, |l| Lang::of_locale(&l))
}

impl Config {
    /// Reads the config in `dir`; on any fault the defaults (in the language `first`, the
    /// system's on a first start) and what was wrong.
    pub fn load(dir: &Path, first: Lang) -> (Config, Option<ConfigProblem>) {
        let path = dir.join("config.json");
        let fresh = || Config { lang: first, ..Config::default() };
        match std::fs::read_to_string(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => (fresh(), None),
            Err(source) => (fresh(), Some(ConfigProblem::Read { path, source })),
            Ok(text) => match serde_json::from_str::<Config>(&text) {
                Ok(mut c) => {
                    // A list written before paths were kept absolute may name a game twice.
                    let recent = std::mem::take(&mut c.recent);
                    for p in recent.iter().rev() {
                        c.remember(p);
                    }
                    (c, None)
                }
                Err(e) => {
                    let (line, column) = (e.line(), e.column());
                    (fresh(), Some(ConfigProblem::Parse { path, line, column }))
                }
            },
        }
    }

    /// Writes the config into `dir` (atomically, by the shared writer: a temporary file renamed
    /// over the old one).
    pub fn save(&self, dir: &Path) -> Result<(), ConfigProblem> {
        fn write(path: &Path) -> impl FnOnce(std::io::Error) -> ConfigProblem + '_ {
            move |source| ConfigProblem::Write { path: path.to_path_buf(), source }
        }
        std::fs::create_dir_all(dir).map_err(write(dir))?;
        let path = dir.join("config.json");
        let text = serde_json::to_string_pretty(self).map_err(|e| write(&path)(std::io::Error::other(e)))?;
        victoria_store::atomic_write(&path, text.as_bytes(), false)
            .map_err(|e| ConfigProblem::Write { path: e.path, source: e.source })
    }

    /// Puts `path` first in the recent games.
    /// Puts `path` first among the recent games, as an absolute path: the same game opened
    /// by a relative and by an absolute path is listed once.
    pub fn remember(&mut self, path: &Path) {
        let path = absolute(path);
        self.recent.retain(|p| absolute(p) != path);
        self.recent.insert(0, path);
        self.recent.truncate(RECENT_MAX);
    }
}

/// `path` made absolute against the working folder, with its `.` parts dropped (as it is when
/// the path cannot be made absolute).
fn absolute(path: &Path) -> PathBuf {
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    abs.components().filter(|c| !matches!(c, std::path::Component::CurDir)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Words;

    /// The same game opened by a relative and by an absolute path is one recent game (issue 39).
    #[test]
    fn a_game_opened_by_two_paths_is_remembered_once() {
        let mut c = Config::default();
        let rel = Path::new("sample_games/01_mate.json");
        c.remember(rel);
        c.remember(&std::env::current_dir().unwrap().join(rel));
        c.remember(Path::new("./sample_games/01_mate.json"));
        assert_eq!(c.recent.len(), 1, "{:?}", c.recent);
        assert!(c.recent[0].is_absolute());
        c.remember(Path::new("other.json"));
        assert_eq!(c.recent.len(), 2);
    }

    #[test]
    fn the_first_start_speaks_the_language_given_and_a_saved_choice_wins() {
        let root = victoria_testkit::temp_dir("config-first");
        let dir = root.join("config");
        assert_eq!(Config::load(&dir, Lang::En).0.lang, Lang::En);
        assert_eq!(Config::load(&dir, Lang::Ru).0.lang, Lang::Ru);
        Config { lang: Lang::Ru, ..Config::default() }.save(&dir).unwrap();
        assert_eq!(Config::load(&dir, Lang::En).0.lang, Lang::Ru, "the saved language wins");
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn a_broken_settings_file_gives_the_defaults_and_says_where_in_both_languages() {
        let dir = victoria_testkit::temp_dir("config-broken");
        std::fs::write(dir.join("config.json"), "{\n  \"lang\": \"en\",\n  \"recent\": 7 x\n}").unwrap();
        let (config, problem) = Config::load(&dir, Lang::Ru);
        assert_eq!(config, Config::default());
        let problem = problem.expect("a broken file is reported");
        assert!(matches!(problem, ConfigProblem::Parse { line: 3, .. }), "{problem:?}");
        let (en, ru) = (problem.words(Lang::En), problem.words(Lang::Ru));
        assert!(en.contains("config.json") && en.contains("line 3"), "{en}");
        assert!(ru.contains("config.json") && ru.contains("строка 3"), "{ru}");
        // A good file round-trips, and a missing one is no problem.
        let saved = Config { lang: Lang::En, ..Config::default() };
        saved.save(&dir).unwrap();
        assert_eq!(Config::load(&dir, Lang::Ru).0, saved);
        std::fs::remove_file(dir.join("config.json")).unwrap();
        assert!(Config::load(&dir, Lang::Ru).1.is_none());
        // A folder that cannot be made: the path and the system's words in the language.
        let blocked = dir.join("file");
        std::fs::write(&blocked, "").unwrap();
        let e = saved.save(&blocked.join("sub")).unwrap_err();
        let ru = e.words(Lang::Ru);
        assert!(ru.starts_with("Настройки не сохранены") && ru.contains("sub"), "{ru}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
