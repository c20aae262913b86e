//! Why the session refused an action, as typed facts (issue 37, item 5): one enum per concern —
//! the game's file ([`GameFileError`]), a result ([`ResultError`]), the time the app was closed
//! ([`ClosedTimeError`]), the scheme editor's draft ([`DraftError`], [`DraftProblem`]) and the
//! arbiter's seal ([`ArbiterSealError`]). Actions that only pass the recorder's refusal on
//! return the record library's [`RecorderError`] itself. Each is worded here, beside its type,
//! by [`Words`] when a screen or a test shows it (so RU/EN re-words it); `Display` is the
//! English. Each says what to do about it.

use crate::model::Ground;
use crate::t;
use crate::text::InSynthesis;
use std::path::PathBuf;
use victoria_record::recorder::RecorderError;
use victoria_record::sign::KeyError;
use victoria_record::store::StoreError;
use victoria_record::{SchemeErrors, SchemeProblem};
use victoria_rules::{AnyOutcome, Color, Square};
use victoria_words::{IoFact, Lang, Words};

/// Why a game file could not be made, opened, resumed or saved. Nothing was opened or
/// written then (a save that fails leaves the old file as it was).
#[derive(Debug)]
pub enum GameFileError {
    /// The recorder refused the file or its journal (unreadable, damaged, another format).
    Recorder(RecorderError),
    /// The record file could not be read or written (a sample to copy, a Save As).
    Store(StoreError),
    /// The folder of working files could not be created: check the config folder's rights.
    CannotCreate { path: PathBuf, error: IoFact },
    /// No game is in progress: the config folder's `current.path` cannot be read.
    NothingInProgress { config: PathBuf, error: IoFact },
    /// The game has no file of its own yet: Save As first.
    NoFile,
}

impl GameFileError {
    /// Is it a damaged journal (one the app can offer to rescue)?
    pub fn damaged_journal(&self) -> bool {
        matches!(
            self,
            GameFileError::Recorder(RecorderError::Journal(victoria_record::journal::JournalError::Damaged { .. }))
        )
    }
}

impl From<RecorderError> for GameFileError {
    fn from(e: RecorderError) -> GameFileError {
        GameFileError::Recorder(e)
    }
}

impl From<StoreError> for GameFileError {
    fn from(e: StoreError) -> GameFileError {
        GameFileError::Store(e)
    }
}

impl Words for GameFileError {
    fn words(&self, lang: Lang) -> String {
        match self {
            GameFileError::Recorder(e) => e.words(lang),
            GameFileError::Store(e) => e.words(lang),
            GameFileError::CannotCreate { path, error } => {
                t!(lang, "app-cannot-create", path = path.display().to_string(), error = error.words(lang))
            }
            GameFileError::NothingInProgress { config, error } => {
                t!(lang, "app-nothing-in-progress", path = config.display().to_string(), error = error.words(lang))
            }
            GameFileError::NoFile => t!(lang, "app-no-file"),
        }
    }
}

/// Why the arbiter's Ed25519 seal was not put on the record.
#[derive(Debug)]
pub enum ArbiterSealError {
    /// The arbiter's key file cannot be read or made (its words say which file and why).
    Key(KeyError),
    /// The recorder refused the seal (the record changed meanwhile, a file error).
    Recorder(RecorderError),
    /// The seal was accepted but is not in the record: save the game and seal it again.
    NotStored,
}

impl Words for ArbiterSealError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ArbiterSealError::Key(e) => t!(lang, "app-key-unavailable", error = e.words(lang)),
            ArbiterSealError::Recorder(e) => e.words(lang),
            ArbiterSealError::NotStored => t!(lang, "app-seal-not-stored"),
        }
    }
}

/// Why a result was not recorded on the ground the arbiter chose. Nothing was recorded.
#[derive(Debug)]
pub enum ResultError {
    /// The recorder refused it (a reason is missing, the game is over already, …).
    Recorder(RecorderError),
    /// The engine sees another ending than the ground chosen: choose the one it names.
    OtherEnding { engine: AnyOutcome, detected: Ground },
    /// Classical chess: the engine sees another ending than the ground chosen (FIDE's words).
    OtherClassicalEnding { engine: victoria_rules::Outcome, detected: Ground },
    /// The engine sees no ending of this Victoria ground (its ruling named): it cannot be
    /// recorded on it.
    NoSuchEnding { ground: Ground, ruleset: victoria_rules::Ruleset },
    /// A ground of another ruleset (`of`: Synthesis's in Victoria or classical chess,
    /// Victoria's count in classical chess).
    NotThisGame { ground: Ground, of: victoria_rules::Ruleset },
    /// Synthesis has no point count (S27–S30): choose another ground.
    NoPointCount,
    /// Synthesis: the engine sees no ending of this ground.
    NoSynthesisEnding { ground: Ground },
    /// The flag fell but the analyser could not decide in time whether the opponent can mate
    /// (R27a): answer it in the flag offer.
    LostOnTimeUndecided { loser: Color },
    /// The analyser's verdict is undecided: nothing was recorded; run it longer or rule.
    MateUndecided,
}

impl From<RecorderError> for ResultError {
    fn from(e: RecorderError) -> ResultError {
        ResultError::Recorder(e)
    }
}

impl Words for ResultError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ResultError::Recorder(e) => e.words(lang),
            ResultError::OtherEnding { engine: AnyOutcome::Synthesis(o), detected } => {
                t!(
                    lang,
                    "app-synthesis-other-ending",
                    engine = o.words(lang),
                    choose = InSynthesis(*detected).words(lang)
                )
            }
            ResultError::OtherClassicalEnding { engine, detected } => t!(
                lang,
                "app-synthesis-other-ending",
                engine = victoria_rules::ClassicalOutcome(*engine).words(lang),
                choose = crate::text::InClassical(*detected).words(lang)
            ),
            ResultError::OtherEnding { engine: AnyOutcome::Victoria(o), detected } => {
                t!(lang, "app-synthesis-other-ending", engine = o.words(lang), choose = detected.words(lang))
            }
            ResultError::NoSuchEnding { ground, ruleset: victoria_rules::Ruleset::Classical } => {
                let article = t!(lang, "app-fide-article", article = ground.classical_article());
                t!(lang, "app-no-such-ending", ruling = article)
            }
            ResultError::NoSuchEnding { ground, .. } => t!(lang, "app-no-such-ending", ruling = ground.ruling()),
            ResultError::NotThisGame { ground, of } => {
                t!(lang, "app-not-this-game", ground = crate::text::GroundIn(*of, *ground).words(lang), of = of.key())
            }
            ResultError::NoPointCount => t!(lang, "app-no-point-count"),
            ResultError::NoSynthesisEnding { ground } => {
                t!(lang, "app-synthesis-no-such-ending", ground = InSynthesis(*ground).words(lang))
            }
            ResultError::LostOnTimeUndecided { loser } => {
                t!(lang, "app-lost-on-time-undecided", color = loser.other())
            }
            ResultError::MateUndecided => t!(lang, "mate-undecided"),
        }
    }
}

/// Why the time the app was closed was not settled on resume.
#[derive(Debug)]
pub enum ClosedTimeError {
    /// The clocks were not running when the app was closed, or it is settled already.
    NotClosedRunning,
    /// The recorder refused the clock entry.
    Recorder(RecorderError),
}

impl From<RecorderError> for ClosedTimeError {
    fn from(e: RecorderError) -> ClosedTimeError {
        ClosedTimeError::Recorder(e)
    }
}

impl Words for ClosedTimeError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ClosedTimeError::NotClosedRunning => t!(lang, "app-not-closed-running"),
            ClosedTimeError::Recorder(e) => e.words(lang),
        }
    }
}

/// Why a typed or loaded scheme could not be read into the editor's draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftError {
    /// A reserve cell holds no number: type the number of moves.
    ReserveNotNumber { square: Square, text: String },
    /// The scheme's text or file: every problem, listed at once.
    Scheme(SchemeErrors),
}

impl Words for DraftError {
    fn words(&self, lang: Lang) -> String {
        match self {
            DraftError::ReserveNotNumber { square, text } => {
                t!(lang, "app-reserve-not-number", square = square.to_string(), text = text.as_str())
            }
            DraftError::Scheme(e) => e.lines(lang).join("; "),
        }
    }
}

/// One problem of a scheme the editor holds, as the editor lists it and a refused seal names
/// it.
#[derive(Debug)]
pub enum DraftProblem {
    /// The draft itself cannot be read (a reserve that is no number).
    Draft(DraftError),
    /// A rule of the scheme is broken (R2, R4, R7, R8, R14).
    Scheme(SchemeProblem),
    /// The recorder refused the seal for another reason (the game has started, a file error).
    Recorder(RecorderError),
}

/// Two problems are the same when they are the same fact (a recorder's refusal: when it reads
/// the same in English, as it holds file errors that cannot be compared).
impl PartialEq for DraftProblem {
    fn eq(&self, other: &DraftProblem) -> bool {
        match (self, other) {
            (DraftProblem::Draft(a), DraftProblem::Draft(b)) => a == b,
            (DraftProblem::Scheme(a), DraftProblem::Scheme(b)) => a == b,
            (DraftProblem::Recorder(a), DraftProblem::Recorder(b)) => a.words(Lang::En) == b.words(Lang::En),
            _ => false,
        }
    }
}

impl Words for DraftProblem {
    fn words(&self, lang: Lang) -> String {
        match self {
            DraftProblem::Draft(e) => e.words(lang),
            DraftProblem::Scheme(p) => p.words(lang),
            DraftProblem::Recorder(e) => e.words(lang),
        }
    }
}

victoria_words::english_display!(
    GameFileError,
    ArbiterSealError,
    ResultError,
    ClosedTimeError,
    DraftError,
    DraftProblem
);

/// Each refusal as a notice for a screen: still the fact, worded when the notice is drawn.
macro_rules! noticed {
    ($($t:ty),+) => {$(
        impl From<$t> for victoria_words::Said {
            fn from(fact: $t) -> victoria_words::Said {
                victoria_words::Said::new(fact)
            }
        }
    )+};
}

noticed!(GameFileError, ArbiterSealError, ResultError, ClosedTimeError, DraftError, DraftProblem);

impl std::error::Error for GameFileError {}
impl std::error::Error for ArbiterSealError {}
impl std::error::Error for ResultError {}
impl std::error::Error for ClosedTimeError {}
impl std::error::Error for DraftError {}
