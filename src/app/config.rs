//! What the app remembers between runs: the language and the recent games, in
//! `dirs::config_dir()/victoria-arbiter/config.json` (the environment variable
//! `VICTORIA_ARBITER_CONFIG` names another directory; tests use a temporary one), and the last
//! game's event data for the next game's form. The same directory holds the journal of the game in progress, so a crash can be resumed. A missing or
//! broken file never stops the app: it starts on the defaults and says what was wrong.

use super::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

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
    pub last_event: Option<crate::record::EventInfo>,
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

impl Config {
    /// Reads the config in `dir`; on any fault the defaults and a sentence saying what was wrong.
    pub fn load(dir: &Path) -> (Config, Option<String>) {
        let path = dir.join("config.json");
        match std::fs::read_to_string(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => (Config::default(), None),
            Err(e) => (Config::default(), Some(format!("{}: {e}", path.display()))),
            Ok(text) => match serde_json::from_str::<Config>(&text) {
                Ok(c) => (c, None),
                Err(e) => (Config::default(), Some(format!("{}: {e}", path.display()))),
            },
        }
    }

    /// Writes the config into `dir` (atomically: a temporary file renamed over the old one).
    pub fn save(&self, dir: &Path) -> Result<(), String> {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let path = dir.join("config.json");
        let tmp = dir.join("config.json.tmp");
        let text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        std::fs::write(&tmp, text).map_err(|e| format!("{}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, &path).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Puts `path` first in the recent games.
    pub fn remember(&mut self, path: &Path) {
        self.recent.retain(|p| p != path);
        self.recent.insert(0, path.to_path_buf());
        self.recent.truncate(RECENT_MAX);
    }
}
