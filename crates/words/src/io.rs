//! The words for what the operating system says when a file cannot be read or written
//! (`std::io::Error`): the common kinds are worded by the catalogue (`files.ftl`) in the
//! reader's language with the system's error number, the rest keep the system's own text.

use crate::FluentArgs;
use crate::{Lang, WORDS};
use std::io::{Error, ErrorKind};

/// The catalogue id of a kind of file error the catalogue words, if it is one.
fn id(kind: ErrorKind) -> Option<&'static str> {
    Some(match kind {
        ErrorKind::NotFound => "io-not-found",
        ErrorKind::PermissionDenied => "io-permission-denied",
        ErrorKind::AlreadyExists => "io-already-exists",
        ErrorKind::StorageFull => "io-storage-full",
        ErrorKind::ReadOnlyFilesystem => "io-read-only",
        ErrorKind::IsADirectory => "io-is-a-directory",
        ErrorKind::NotADirectory => "io-not-a-directory",
        ErrorKind::DirectoryNotEmpty => "io-directory-not-empty",
        ErrorKind::InvalidData => "io-invalid-data",
        ErrorKind::UnexpectedEof => "io-unexpected-eof",
        ErrorKind::Interrupted => "io-interrupted",
        ErrorKind::TimedOut => "io-timed-out",
        ErrorKind::FileTooLarge => "io-file-too-large",
        ErrorKind::QuotaExceeded => "io-quota-exceeded",
        ErrorKind::OutOfMemory => "io-out-of-memory",
        _ => return None,
    })
}

/// Every kind [`io_words`] words from the catalogue (for the completeness tests).
pub const WORDED_KINDS: [ErrorKind; 15] = [
    ErrorKind::NotFound,
    ErrorKind::PermissionDenied,
    ErrorKind::AlreadyExists,
    ErrorKind::StorageFull,
    ErrorKind::ReadOnlyFilesystem,
    ErrorKind::IsADirectory,
    ErrorKind::NotADirectory,
    ErrorKind::DirectoryNotEmpty,
    ErrorKind::InvalidData,
    ErrorKind::UnexpectedEof,
    ErrorKind::Interrupted,
    ErrorKind::TimedOut,
    ErrorKind::FileTooLarge,
    ErrorKind::QuotaExceeded,
    ErrorKind::OutOfMemory,
];

/// What the system said about a file, kept as a fact that can be cloned and compared (a scan's
/// skipped file holds one): the kind, the system's error number and the system's own text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IoFact {
    pub kind: ErrorKind,
    pub code: Option<i32>,
    pub system: String,
}

impl From<&Error> for IoFact {
    fn from(e: &Error) -> IoFact {
        IoFact { kind: e.kind(), code: e.raw_os_error(), system: e.to_string() }
    }
}

impl crate::Words for IoFact {
    /// "no such file or folder (system error 2)" for the kinds the catalogue knows, the system's
    /// own words otherwise.
    fn words(&self, lang: Lang) -> String {
        let Some(id) = id(self.kind) else { return self.system.clone() };
        let mut args = FluentArgs::new();
        let base = WORDS.tr(lang, id, &args);
        match self.code {
            Some(code) => {
                args.set("what", base);
                args.set("code", code);
                WORDS.tr(lang, "io-with-code", &args)
            }
            None => base,
        }
    }
}

/// What the system said about a file, in `lang` (see [`IoFact`]).
pub fn io_words(e: &Error, lang: Lang) -> String {
    crate::Words::words(&IoFact::from(e), lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_worded_kind_has_words_that_differ_by_language() {
        for kind in WORDED_KINDS {
            let e = Error::from(kind);
            let (en, ru) = (io_words(&e, Lang::En), io_words(&e, Lang::Ru));
            assert!(!en.is_empty() && en != ru, "{kind:?}: {en} / {ru}");
            assert!(!en.starts_with("io-") && !ru.starts_with("io-"), "{kind:?} has no message: {en}");
        }
    }

    #[test]
    fn a_system_error_keeps_its_number_and_an_unknown_kind_its_own_text() {
        let e = Error::from_raw_os_error(2);
        assert_eq!(e.kind(), ErrorKind::NotFound);
        let ru = io_words(&e, Lang::Ru);
        assert_eq!(ru, "нет такого файла или папки (системная ошибка 2)");
        let other = Error::other("the disk made a noise");
        assert_eq!(io_words(&other, Lang::Ru), "the disk made a noise");
    }
}
