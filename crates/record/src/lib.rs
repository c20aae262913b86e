//! The game record (issue 3): everything an arbiter does during a game, as a library — the
//! stored record (`model`), sealed schemes (`scheme`, `seal`), bastion lots and the start
//! position (`lots`), announced moves (`announce`), the arbiter's desk with every action and
//! result (`desk`), the crash-safe journal and atomic files (`journal`, `store`), the PGN
//! exports (`pgn`), replaying a record on the engine (`replay`), the record checker (`check`),
//! what only Synthesis records have (`synth`) and generated games (`samples`). The GUI and the
//! score sheet build on it. So does the arbiter's Ed25519 seal over a record (`sign`) and the
//! owner-only key files it and the sealed schemes use (`keys`).
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

pub mod announce;
pub mod check;
pub mod event;
pub mod fide;
pub mod i18n;
pub mod import;
pub mod journal;
pub mod keys;
pub mod lots;
pub mod model;
pub mod pgn;
pub mod pgn_read;
pub mod recorder;
pub mod replay;
pub mod samples;
pub mod scheme;
pub mod seal;
pub mod sign;
pub mod store;
pub mod synth;
pub mod time_control;
pub mod v1;
pub mod vault;

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

pub use check::{Problem, Report, check};

pub use model::*;
pub use recorder::{
    Clock, LedgerLine, ManualClock, Preview, Recorded, Recorder, RecorderError, RecorderNote, SystemClock,
};
pub use scheme::{Scheme, SchemeErrors};
pub use seal::{SealError, reveal, seal_scheme};
