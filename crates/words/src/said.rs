//! A message kept as what it says, not as text: [`Said`] holds a typed fact (anything that is
//! [`Words`]) or a wording of captured facts, and is worded only when it is drawn, so a screen
//! that switches its language re-words every message it shows.

use crate::{Lang, Words};
use std::fmt;
use std::sync::Arc;

/// A message for a person, worded in the language of the moment it is shown.
#[derive(Clone)]
pub struct Said(Arc<dyn Words + Send + Sync>);

struct Wording<F>(F);

impl<F: Fn(Lang) -> String> Words for Wording<F> {
    fn words(&self, lang: Lang) -> String {
        (self.0)(lang)
    }
}

impl Said {
    /// A typed fact (an error, a note), worded when shown.
    pub fn new(fact: impl Words + Send + Sync + 'static) -> Said {
        Said(Arc::new(fact))
    }
    /// A wording of facts the closure captured (`move |lang| t!(lang, "id", file = path)`).
    pub fn with(wording: impl Fn(Lang) -> String + Send + Sync + 'static) -> Said {
        Said(Arc::new(Wording(wording)))
    }
}

impl Words for Said {
    fn words(&self, lang: Lang) -> String {
        self.0.words(lang)
    }
}

/// Two messages are the same when they read the same (in English).
impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        self.words(Lang::En) == other.words(Lang::En)
    }
}

impl fmt::Debug for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Said({:?})", self.words(Lang::En))
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_worded_in_the_language_of_the_moment() {
        let n = 3;
        let said = Said::with(move |lang| match lang {
            Lang::En => format!("{n} moves"),
            Lang::Ru => format!("{n} хода"),
        });
        assert_eq!(said.words(Lang::En), "3 moves");
        assert_eq!(said.words(Lang::Ru), "3 хода");
        let fact = Said::new(crate::IoFact::from(&std::io::Error::from(std::io::ErrorKind::NotFound)));
        assert_ne!(fact.words(Lang::En), fact.words(Lang::Ru));
        assert_eq!(fact.clone(), fact);
    }
}
