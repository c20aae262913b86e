//! The game record (issue 3): everything an arbiter does during a game, as a library — the
//! stored record, sealed schemes, bastion lots and the start position, announced moves, the
//! arbiter's desk with every action and result ([`recorder`]), the game journal's format
//! ([`journal`]) over the shared crash-safe files of `victoria-store`, record files and reading
//! a game file with its journal ([`store`]), the PGN exports ([`pgn`]), replaying a record on the
//! engine, the record checker, what only Synthesis records have, generated games ([`samples`]),
//! clocks ([`time_control`]) and the FIDE duties, the arbiter's Ed25519 seal over a record
//! ([`sign`]) and the owner-only key files it and the sealed schemes use. The GUI and the score
//! sheet build on it.
//!
//! Its modules are private but for those that are namespaces of their own (`i18n`, `journal`,
//! `pgn`, `recorder`, `samples`, `sign`, `store`, `time_control`); the types and functions the
//! other crates use are re-exported here, each by name.
//!
//! The app drives one [`Recorder`] per open game; every method checks first, journals with fsync,
//! then applies, so a returned `Ok` is on disk:
//!
//! ```no_run
//! use victoria_record::{Declared, Recorder, EventInfo, Signer};
//! use victoria_rules::{Color, Rules};
//! # fn main() -> Result<(), victoria_record::RecorderError> {
//! let path = std::path::Path::new("round3-board1.json");
//! let mut desk = Recorder::create(path, EventInfo::default(), Rules::default())?; // or Recorder::open(path)
//! let code_w = desk.seal_text(Color::White, "Ke1 Qd1=10 Ra1=10 …")?; // every problem listed at once
//! let code_b = desk.seal_text(Color::Black, "Ke12 Qd12=10 …")?;
//! desk.reveal()?;                       // checks both commitments
//! // bastion_placement=blind: desk.draw_lot(side) / desk.enter_lot(side, "d4") until 3 each
//! let first = desk.start()?;            // E10 decides who moves first
//! match desk.record_move("Фd1-d7") {    // any notation; illegal ones are logged (R29)
//!     Ok(rec) if rec.outcome.is_over() => { desk.accept_outcome()?; }
//!     Ok(_) => {}
//!     Err(e) => eprintln!("{e}"),       // Ambiguous { candidates }, Illegal { ruling, .. }
//! }
//! let ledger = desk.reserve_ledger(Color::White); // secret: on request only
//! desk.take_back(1, "wrong piece")?;    // R30, logged
//! desk.declare(Declared::Resignation { loser: Color::Black }, "")?;
//! desk.sign(Signer::White, vec![vec![[0.1, 0.5], [0.9, 0.5]]])?;
//! desk.close()?;
//! # let _ = (code_w, code_b, first, ledger); Ok(()) }
//! ```

mod announce;
mod check;
mod event;
mod fide;
pub mod i18n;
mod import;
pub mod journal;
mod keys;
mod lots;
mod model;
pub mod pgn;
mod pgn_read;
/// The public game: what players and spectators may see (public window, public PGN, live event).
pub mod public;
pub mod recorder;
mod replay;
pub mod samples;
mod scheme;
mod seal;
pub mod sign;
pub mod store;
mod synth;
pub mod time_control;
mod v1;
mod vault;

pub(crate) use victoria_words::{args, t};

/// This crate's catalogue files.
pub static CATALOGUES: &[victoria_words::Catalogue] = victoria_words::catalogues![
    "record.ftl",
    "seal.ftl",
    "sign.ftl",
    "import.ftl",
    "duties.ftl",
    "keys.ftl",
    "notation.ftl",
    "samples.ftl",
    "scheme.ftl",
    "check.ftl",
];

/// The record's words: its catalogues and those of the crates below.
pub static WORDS: victoria_words::Library =
    victoria_words::Library::new(&[victoria_words::CATALOGUES, victoria_rules::CATALOGUES, CATALOGUES]);

pub use check::{Fault, MoveAt, Problem, Report, ResultFault, check};

pub use model::{
    ArbiterSeal, BastionLot, Correction, Declared, DiscardedEntry, DrawOffer, DrawnSignature, EntryRuling, EventInfo,
    FORMAT, GameRecord, GameResult, Ground, IllegalAttempt, LotSource, MateNoStrike, MatePiece, MateProof,
    MigrationError, MoveEntry, MoveEvent, Occupant, PenaltyKind, PlacedPiece, RecordError, ReserveAllocation,
    ReserveSlot, ResultKind, RevealedScheme, Sample, SchemeSeal, Signatures, Signer, TakenBack, Time, VERSION,
    Withdrawal, ground_word_key, hex, now, sha256_hex,
};
pub use recorder::{
    Clock, LedgerLine, ManualClock, Preview, Recorded, Recorder, RecorderError, RecorderNote, SystemClock,
};
pub use scheme::{Scheme, SchemeErrors, SchemeProblem};
pub use seal::{
    SealError, SealProblem, commitment, reveal, seal_code, seal_scheme, seal_scheme_with, verify_revealed_facts,
};

pub use fide::{LossGround, Penalty, Sanction};
pub use import::{ImportError, TagFault, import, import_in};
pub use replay::{ReplayError, Step, Visit, Walk, replay, walk};

pub use announce::{Candidate, Reading, announced_in, read_among};
pub use event::{check_event, next_game};
pub use keys::CONFIG_ENV;
pub use lots::{LotError, bastions_missing, draw_standalone};
pub use synth::{RegimeChange, is_synthesis, regime_changes};
pub use vault::{KeyProblem, SEAL_KEY_FILE, SealKey};
