//! The one kind of notice of the app: a line in a status bar (the app's, or a screen's own)
//! that holds a fact and is worded when drawn, so switching RU/EN re-words every notice.

use std::path::{Path, PathBuf};
use victoria_words::Lang;
use victoria_words::{Said, Words};

/// A line for the arbiter: an error or not, a fact worded when shown, and (for a game file
/// refused because its journal is damaged) the file the line offers to rescue.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    error: bool,
    fact: Said,
    rescue: Option<PathBuf>,
}

impl Notice {
    /// A line that reports what was done.
    pub fn info(fact: impl Words + Send + Sync + 'static) -> Notice {
        Notice { error: false, fact: Said::new(fact), rescue: None }
    }

    /// A line that reports a refusal or a failure.
    pub fn error(fact: impl Words + Send + Sync + 'static) -> Notice {
        Notice { error: true, fact: Said::new(fact), rescue: None }
    }

    /// The same line, offering to rescue the game file `path`.
    pub fn with_rescue(mut self, path: &Path) -> Notice {
        self.rescue = Some(path.to_path_buf());
        self
    }

    pub fn is_error(&self) -> bool {
        self.error
    }

    /// The game file this line offers to rescue.
    pub fn rescue(&self) -> Option<&Path> {
        self.rescue.as_deref()
    }

    /// The fact behind the line.
    pub fn fact(&self) -> &Said {
        &self.fact
    }
}

impl Words for Notice {
    fn words(&self, lang: Lang) -> String {
        self.fact.words(lang)
    }
}
