//! The game record as it is stored: one JSON document per game (format
//! `victoria-arbiter/game`, version 3; versions 1 and 2 are read by `v1`) holding the event data, the rules and options, both sealed
//! schemes and their reveal, the bastion lot log, the start position, every recorded move,
//! illegal attempts, corrections, draw offers, the result, the drawn signatures and the
//! arbiter's cryptographic seal. These are plain serde types: the sheet prints them, the club
//! reads them, the app shows them; the arbiter's workflow that fills them lives in the sibling
//! modules (`scheme`, `seal`, `lots`, `announce`, `journal`, `store`). `canonical_bytes()` is the
//! exact byte string the arbiter signs and whose SHA-256 the sheet prints. The record keeps
//! facts, not prose: results, grounds, move events, penalties and set-aside lots are typed
//! values, worded only where they are shown (the record words of `i18n`).

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use victoria_rules::can_mate::{Material, NoStrike, PieceFact, Proof};
use victoria_rules::{Color, Illegal, Options, Role, Rule, Rules, Ruleset, Square, SquareSet};

/// The `format` field of every game record.
pub const FORMAT: &str = "victoria-arbiter/game";
/// The newest record version this build writes and reads (version 1 is read and migrated;
/// version 2 kept refused entries as prose, read as [`EntryRuling::Written`]).
pub const VERSION: u32 = 3;

/// A moment, with the offset of the arbiter's clock (RFC 3339 in JSON).
pub type Time = DateTime<FixedOffset>;

/// Reads a move's time as chrono does (RFC 3339), the way the desk writes it
/// (`2026-11-01T20:30:00+03:00`, `…T18:26:18.521232881Z`) without chrono's general parser: a
/// record holds one per move and reading the club's folder spent a tenth of its time there.
/// Anything else (a space for the `T`, a leap second, `UTC`, …) goes to chrono, with its
/// answer and its error.
fn move_time<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Time, D::Error> {
    struct V;
    impl serde::de::Visitor<'_> for V {
        type Value = Time;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("an RFC 3339 formatted date and time string")
        }
        fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Time, E> {
            match rfc3339_plain(v) {
                Some(t) => Ok(t),
                None => v.parse().map_err(E::custom),
            }
        }
    }
    d.deserialize_str(V)
}

/// `YYYY-MM-DDTHH:MM:SS[.f{1,9}](Z|±HH:MM)`, or `None` for any other text.
fn rfc3339_plain(s: &str) -> Option<Time> {
    use chrono::{NaiveDate, TimeZone};
    let b = s.as_bytes();
    let num = |from: usize, len: usize| -> Option<u32> {
        let digits = b.get(from..from + len)?;
        digits.iter().try_fold(0u32, |n, &c| c.is_ascii_digit().then(|| n * 10 + (c - b'0') as u32))
    };
    let sep = |at: usize, c: u8| b.get(at) == Some(&c);
    if !(sep(4, b'-') && sep(7, b'-') && sep(10, b'T') && sep(13, b':') && sep(16, b':')) {
        return None;
    }
    let (year, month, day) = (num(0, 4)?, num(5, 2)?, num(8, 2)?);
    let (hour, minute, second) = (num(11, 2)?, num(14, 2)?, num(17, 2)?);
    if second > 59 {
        return None;
    }
    let mut at = 19;
    let mut nanos = 0;
    if sep(at, b'.') {
        let digits = b[at + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        if !(1..=9).contains(&digits) {
            return None;
        }
        nanos = num(at + 1, digits)? * 10u32.pow(9 - digits as u32);
        at += 1 + digits;
    }
    let offset = match &b[at..] {
        b"Z" => 0,
        [sign @ (b'+' | b'-'), _, _, b':', _, _] => {
            let secs = (num(at + 1, 2)? * 3600 + num(at + 4, 2)? * 60) as i32;
            if *sign == b'-' { -secs } else { secs }
        }
        _ => return None,
    };
    let naive = NaiveDate::from_ymd_opt(year as i32, month, day)?.and_hms_nano_opt(hour, minute, second, nanos)?;
    FixedOffset::east_opt(offset)?.from_local_datetime(&naive).single()
}

/// The arbiter's local time now, with its UTC offset.
pub fn now() -> Time {
    chrono::Local::now().fixed_offset()
}

/// Lower-case hex of bytes.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[(b >> 4) as usize] as char);
        s.push(DIGITS[(b & 15) as usize] as char);
    }
    s
}

/// Bytes of lower- or upper-case hex; `None` for an odd length or a non-hex character.
pub fn unhex(text: &str) -> Option<Vec<u8>> {
    let t = text.as_bytes();
    if !t.len().is_multiple_of(2) {
        return None;
    }
    t.chunks(2)
        .map(|p| {
            let d = |c: u8| (c as char).to_digit(16);
            Some((d(p[0])? * 16 + d(p[1])?) as u8)
        })
        .collect()
}

/// SHA-256 of bytes as lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

pub use victoria_rules::BySide;

/// Who played where and when (the sheet's header).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct EventInfo {
    pub event: String,
    pub site: String,
    /// The date as the organiser writes it, ideally `YYYY-MM-DD`.
    pub date: String,
    pub round: String,
    pub board: String,
    pub white: String,
    pub black: String,
    pub arbiter: String,
    pub club: String,
    /// Which of the program's sample games this is (`None` for a real game). A sample's title
    /// and its event, site, club, arbiter and players are the catalogue's (`samples.ftl`), shown
    /// in the reader's language (`EventInfo::shown`); the fields above keep the English.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sample: Option<Sample>,
}

/// The program's sample games (`sample_games/`), each showing one part of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sample {
    Mate,
    PointsAfterPetrification,
    HeroPromotion,
    CastlingOnRankThree,
    BlindBastions,
    IllegalAttemptsAndTakeback,
    SynthesisKingCapture,
    InProgress,
    ClocksAndFide,
    /// Classical chess with the rapid clock, lost on time.
    ClassicalOnTime,
}

impl Sample {
    /// Every sample, in the order of their files.
    pub const ALL: [Sample; 10] = [
        Sample::Mate,
        Sample::PointsAfterPetrification,
        Sample::HeroPromotion,
        Sample::CastlingOnRankThree,
        Sample::BlindBastions,
        Sample::IllegalAttemptsAndTakeback,
        Sample::SynthesisKingCapture,
        Sample::InProgress,
        Sample::ClocksAndFide,
        Sample::ClassicalOnTime,
    ];

    /// The key of JSON and of the catalogue's selectors: `mate`, `blind_bastions` …
    pub fn key(self) -> &'static str {
        match self {
            Sample::Mate => "mate",
            Sample::PointsAfterPetrification => "points_after_petrification",
            Sample::HeroPromotion => "hero_promotion",
            Sample::CastlingOnRankThree => "castling_on_rank_three",
            Sample::BlindBastions => "blind_bastions",
            Sample::IllegalAttemptsAndTakeback => "illegal_attempts_and_takeback",
            Sample::SynthesisKingCapture => "synthesis_king_capture",
            Sample::InProgress => "in_progress",
            Sample::ClocksAndFide => "clocks_and_fide",
            Sample::ClassicalOnTime => "classical_on_time",
        }
    }

    /// The file name in `sample_games/`.
    pub fn file(self) -> &'static str {
        match self {
            Sample::Mate => "01_mate.json",
            Sample::PointsAfterPetrification => "02_points_after_petrification.json",
            Sample::HeroPromotion => "03_hero_promotion.json",
            Sample::CastlingOnRankThree => "04_castling_on_rank_3.json",
            Sample::BlindBastions => "05_blind_bastions.json",
            Sample::IllegalAttemptsAndTakeback => "06_illegal_attempts_and_takeback.json",
            Sample::SynthesisKingCapture => "07_synthesis_king_capture.json",
            Sample::InProgress => "08_in_progress.json",
            Sample::ClocksAndFide => "09_clocks_and_fide.json",
            Sample::ClassicalOnTime => "10_classical_on_time.json",
        }
    }

    /// The sample whose file is named `file` (`01_mate.json`).
    pub fn from_file(file: &str) -> Option<Sample> {
        Sample::ALL.into_iter().find(|s| s.file() == file)
    }
}

impl EventInfo {
    /// The name of the player of `c`.
    pub fn player(&self, c: Color) -> &str {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// One piece of a revealed scheme.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedPiece {
    pub role: victoria_rules::Role,
    /// The square, e.g. `e1`, `c10`.
    pub square: String,
}

/// One reserve piece's sealed allocation (R14): the square it starts on and its points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReserveSlot {
    pub square: String,
    pub reserve: u16,
}

/// A side's sealed reserve allocation (R6, R14). `rook1`/`bishop1` are the piece of the pair on
/// the lower square in VFEN order (by rank, then file).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReserveAllocation {
    pub queen: ReserveSlot,
    pub rook1: ReserveSlot,
    pub rook2: ReserveSlot,
    pub bishop1: ReserveSlot,
    pub bishop2: ReserveSlot,
}

impl ReserveAllocation {
    /// The five slots, in the order queen, rook1, rook2, bishop1, bishop2.
    pub fn slots(&self) -> [&ReserveSlot; 5] {
        [&self.queen, &self.rook1, &self.rook2, &self.bishop1, &self.bishop2]
    }
    /// The sum of the five allocations.
    pub fn total(&self) -> u32 {
        self.slots().iter().map(|s| s.reserve as u32).sum()
    }
    /// Newborn reserves (R19): queen, the larger rook, the larger bishop.
    pub fn newborn(&self) -> [u16; 3] {
        [self.queen.reserve, self.rook1.reserve.max(self.rook2.reserve), self.bishop1.reserve.max(self.bishop2.reserve)]
    }
    /// The allocation of the piece starting on `square`, if it is one of the five.
    pub fn on(&self, square: &str) -> Option<u16> {
        self.slots().iter().find(|s| s.square == square).map(|s| s.reserve)
    }
}

/// A scheme after the reveal: where the 16 pieces stand, the bastions for `arbitrary`, the
/// reserve allocation (absent with `reserve: off`) and the salt of the commitment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealedScheme {
    pub pieces: Vec<PlacedPiece>,
    #[serde(default)]
    pub bastions: Vec<String>,
    #[serde(default)]
    pub reserves: Option<ReserveAllocation>,
    /// The random salt (hex) mixed into the commitment.
    pub salt: String,
}

/// One side's sealed scheme. Before the reveal only the seal code, the commitment and the
/// sealing time are visible; the sealed content is kept privately (see `seal`) and comes out
/// only when both sides are revealed together.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SchemeSeal {
    /// The short code the player writes on their paper, e.g. `K7QF-M2XA`.
    pub seal_code: Option<String>,
    /// SHA-256 (hex) over the canonical scheme text and the salt.
    pub commitment: Option<String>,
    pub sealed_at: Option<Time>,
    /// The sealed content, hidden until the reveal: no public accessor reads it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) sealed: Option<String>,
    /// Filled at the reveal, after the commitment has been checked.
    pub revealed: Option<RevealedScheme>,
    pub revealed_at: Option<Time>,
}

impl SchemeSeal {
    pub fn is_sealed(&self) -> bool {
        self.commitment.is_some()
    }
    pub fn is_revealed(&self) -> bool {
        self.revealed.is_some()
    }
}

/// Where a bastion lot came from (R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LotSource {
    /// Drawn by the app's bag (operating-system randomness).
    Virtual,
    /// Drawn from a physical bag and typed in by the arbiter.
    Physical,
}

/// What stands on a square before the start: a piece of a revealed scheme or a bastion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Occupant {
    Piece { color: Color, role: Role },
    Bastion { color: Color },
}

/// One lot of a blind bastion draw, accepted or set aside (R8).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BastionLot {
    pub side: Color,
    pub square: String,
    pub accepted: bool,
    /// What stood on the square, so that the lot was set aside (`None` when accepted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub held_by: Option<Occupant>,
    pub source: LotSource,
    pub time: Time,
}

/// One recorded move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveEntry {
    /// 1 for White's first move, 2 for Black's reply, …
    pub ply: u32,
    pub color: Color,
    /// What the arbiter typed or heard, as entered.
    pub announced: String,
    /// Coordinates: `e2e4`, `c10c12q`, `e1g1`.
    pub uci: String,
    /// SAN with `+`/`#`.
    pub san: String,
    #[serde(deserialize_with = "move_time")]
    pub time: Time,
    /// Reserve points the move spent (1 for a reserve piece's move, none otherwise). Secret.
    #[serde(default)]
    pub reserve_spent: Option<u16>,
    /// The reserve the moved piece (or the newborn piece) has after the move; 0 = petrified.
    /// Secret.
    #[serde(default)]
    pub reserve_left: Option<u16>,
    /// What happened in the move (E9, S32), in the engine's order.
    #[serde(default)]
    pub events: Vec<MoveEvent>,
    /// The mover's clock after the move and the time the move took (R33), when the game has a
    /// time control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<super::time_control::MoveClock>,
}

impl MoveEntry {
    /// The full-move number (1, 1, 2, 2, …) when White moves on odd plies.
    pub fn move_number(&self) -> u32 {
        self.ply.div_ceil(2)
    }
}

/// What happened in a move, for either ruleset: the engine's events (E9 for Victoria and
/// classical chess, S32 for Synthesis) as the record keeps them. Squares are written as in the
/// rest of the record (`e5`, `c10`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveEvent {
    Capture,
    EnPassant,
    Castle,
    /// A warrior became a hero on this square (R20).
    Hero(Square),
    Promotion(Role),
    /// A piece became a monument on this square (R15, R21).
    Petrified(Square),
    Check,
    Checkmate,
    /// Synthesis: the move captured the enemy king (S27).
    KingCaptured,
    /// Synthesis: this colour is now in this regime (S6), by its letter `A`–`D`.
    Regime {
        color: Color,
        regime: char,
    },
    /// Synthesis: a regime-C king moved, this many escapes are left (S16).
    Escapes {
        color: Color,
        left: u8,
    },
    /// Synthesis: both kings are attacked (S22, S23).
    BothInCheck,
    /// Synthesis: a king was captured and its colour has its one reply (S27).
    Reply,
    Stalemate,
    /// Synthesis: the game is won by this colour.
    Win(Color),
    Draw,
}

fn letter(c: Color) -> char {
    if c == Color::White { 'w' } else { 'b' }
}

impl MoveEvent {
    /// The event's E9/S32 token, as version 1 stored it and the command line prints it
    /// (`capture`, `hero:e5`, `petrified:c3`, `regime:w=B`, …).
    pub fn key(&self) -> String {
        match self {
            MoveEvent::Capture => "capture".into(),
            MoveEvent::EnPassant => "en_passant".into(),
            MoveEvent::Castle => "castle".into(),
            MoveEvent::Hero(s) => format!("hero:{s}"),
            MoveEvent::Promotion(r) => format!("promotion:{}", r.lower()),
            MoveEvent::Petrified(s) => format!("petrified:{s}"),
            MoveEvent::Check => "check".into(),
            MoveEvent::Checkmate => "checkmate".into(),
            MoveEvent::KingCaptured => "king_captured".into(),
            MoveEvent::Regime { color, regime } => format!("regime:{}={regime}", letter(*color)),
            MoveEvent::Escapes { color, left } => format!("escapes:{}={left}", letter(*color)),
            MoveEvent::BothInCheck => "both_in_check".into(),
            MoveEvent::Reply => "reply".into(),
            MoveEvent::Stalemate => "stalemate".into(),
            MoveEvent::Win(c) => format!("win:{}", letter(*c)),
            MoveEvent::Draw => "draw".into(),
        }
    }

    /// The event of a token written by [`key`](Self::key); `None` for an unknown token.
    pub fn from_key(key: &str) -> Option<MoveEvent> {
        let side = |s: &str| match s {
            "w" => Some(Color::White),
            "b" => Some(Color::Black),
            _ => None,
        };
        Some(match key {
            "capture" => MoveEvent::Capture,
            "en_passant" => MoveEvent::EnPassant,
            "castle" => MoveEvent::Castle,
            "check" => MoveEvent::Check,
            "checkmate" => MoveEvent::Checkmate,
            "king_captured" => MoveEvent::KingCaptured,
            "both_in_check" => MoveEvent::BothInCheck,
            "reply" => MoveEvent::Reply,
            "stalemate" => MoveEvent::Stalemate,
            "draw" => MoveEvent::Draw,
            _ => {
                let (head, rest) = key.split_once(':')?;
                match head {
                    "hero" => MoveEvent::Hero(rest.parse().ok()?),
                    "petrified" => MoveEvent::Petrified(rest.parse().ok()?),
                    "promotion" => MoveEvent::Promotion(Role::from_char(rest.chars().next()?)?),
                    "win" => MoveEvent::Win(side(rest)?),
                    "regime" => {
                        let (c, r) = rest.split_once('=')?;
                        MoveEvent::Regime { color: side(c)?, regime: r.chars().next()? }
                    }
                    "escapes" => {
                        let (c, n) = rest.split_once('=')?;
                        MoveEvent::Escapes { color: side(c)?, left: n.parse().ok()? }
                    }
                    _ => return None,
                }
            }
        })
    }

    /// The square a piece became a monument on, for a petrification.
    pub fn petrified(&self) -> Option<Square> {
        match self {
            MoveEvent::Petrified(s) => Some(*s),
            _ => None,
        }
    }
}

impl From<&victoria_rules::Event> for MoveEvent {
    fn from(e: &victoria_rules::Event) -> MoveEvent {
        use victoria_rules::Event as E;
        match *e {
            E::Capture => MoveEvent::Capture,
            E::EnPassant => MoveEvent::EnPassant,
            E::Castle => MoveEvent::Castle,
            E::Hero(s) => MoveEvent::Hero(s),
            E::Promotion(r) => MoveEvent::Promotion(r),
            E::Petrified(s) => MoveEvent::Petrified(s),
            E::Check => MoveEvent::Check,
            E::Checkmate => MoveEvent::Checkmate,
        }
    }
}

impl From<&victoria_rules::synthesis::SynthesisEvent> for MoveEvent {
    fn from(e: &victoria_rules::synthesis::SynthesisEvent) -> MoveEvent {
        use victoria_rules::synthesis::SynthesisEvent as E;
        match *e {
            E::Capture => MoveEvent::Capture,
            E::EnPassant => MoveEvent::EnPassant,
            E::Castle => MoveEvent::Castle,
            E::Promotion(r) => MoveEvent::Promotion(r),
            E::KingCaptured => MoveEvent::KingCaptured,
            E::Regime(color, r) => MoveEvent::Regime { color, regime: r.letter() },
            E::Escapes(color, left) => MoveEvent::Escapes { color, left },
            E::Check => MoveEvent::Check,
            E::BothInCheck => MoveEvent::BothInCheck,
            E::Reply => MoveEvent::Reply,
            E::Checkmate => MoveEvent::Checkmate,
            E::Stalemate => MoveEvent::Stalemate,
            E::Win(c) => MoveEvent::Win(c),
            E::Draw => MoveEvent::Draw,
        }
    }
}

/// The engine's events of a move, as the record keeps them.
pub fn move_events(events: &victoria_rules::AnyEvents) -> Vec<MoveEvent> {
    match events {
        victoria_rules::AnyEvents::Victoria(v) => v.iter().map(MoveEvent::from).collect(),
        victoria_rules::AnyEvents::Synthesis(v) => v.iter().map(MoveEvent::from).collect(),
    }
}

/// What the option `illegal_move_penalty` made of an illegal move (R29, FIDE Art. 7.5.5), as the
/// record stores it beside the attempt (whose side it is against): the kind of the
/// [`Penalty`](crate::fide::Penalty), which names the side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    /// `warn`: the attempt is logged, nothing more.
    Logged,
    /// `fide`, a side's first illegal move: the opponent gets two extra minutes.
    OpponentTwoMinutes,
    /// `fide`, a side's second illegal move: the game is lost unless the opponent cannot mate.
    SecondLoses,
}

impl PenaltyKind {
    pub const ALL: [PenaltyKind; 3] = [PenaltyKind::Logged, PenaltyKind::OpponentTwoMinutes, PenaltyKind::SecondLoses];

    /// The penalty of this kind for an illegal move by `offender`.
    pub fn against(self, offender: Color) -> super::fide::Penalty {
        use super::fide::Penalty;
        match self {
            PenaltyKind::Logged => Penalty::Logged,
            PenaltyKind::OpponentTwoMinutes => Penalty::TwoMinutes { to: offender.other() },
            PenaltyKind::SecondLoses => Penalty::SecondLoses { offender },
        }
    }
}

impl From<super::fide::Penalty> for PenaltyKind {
    fn from(p: super::fide::Penalty) -> PenaltyKind {
        match p {
            super::fide::Penalty::Logged => PenaltyKind::Logged,
            super::fide::Penalty::TwoMinutes { .. } => PenaltyKind::OpponentTwoMinutes,
            super::fide::Penalty::SecondLoses { .. } => PenaltyKind::SecondLoses,
        }
    }
}

/// The engine's ruling on a refused entry (R29), as facts: the ruling id and the refusal with
/// its pieces and squares, for every ruleset (a Synthesis refusal is a [`Refusal::Synthesis`]).
/// The words are made where it is shown (the record words of `i18n`).
///
/// [`Refusal::Synthesis`]: victoria_rules::Refusal::Synthesis
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryRuling {
    /// What each move the entry may mean breaks (`Rd9` may fit two rooks), the one cited first.
    Moves(Vec<Illegal>),
    /// The entry names no move of the side to move at all: `color` has no piece (of `role`,
    /// when the entry names one) that can play `text`. Cited under R29 (S31 in Synthesis).
    NoSuchMove { rule: Rule, color: Color, role: Option<Role>, text: String },
    /// As a record written before refusals were typed keeps it (version 2 and earlier): the
    /// ruling id (or `notation`) and the engine's sentences, shown as they were written.
    Written {
        rule: String,
        en: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ru: Option<String>,
    },
}

impl EntryRuling {
    /// The ruling cited, as the books write it (`R10`, `S31`; `notation` in an old record).
    pub fn rule(&self) -> &str {
        match self {
            EntryRuling::Moves(v) => v.first().map(|i| i.rule.as_str()).unwrap_or(Rule::R29.as_str()),
            EntryRuling::NoSuchMove { rule, .. } => rule.as_str(),
            EntryRuling::Written { rule, .. } => rule,
        }
    }

    /// The engine's refusals, when the entry names a move (none for the other kinds).
    pub fn refusals(&self) -> &[Illegal] {
        match self {
            EntryRuling::Moves(v) => v,
            _ => &[],
        }
    }

    /// The ruling of the fields an older record wrote (`rule`, `reason`, `reason_ru`), or the
    /// typed `ruling` of this version.
    fn read(ruling: Option<EntryRuling>, old: OldRuling) -> Result<EntryRuling, String> {
        match (ruling, old.rule, old.reason) {
            (Some(r), ..) => Ok(r),
            (None, Some(rule), Some(en)) => Ok(EntryRuling::Written { rule, en, ru: old.reason_ru }),
            (None, ..) => Err("a refused entry has neither `ruling` nor `rule` and `reason`".into()),
        }
    }
}

/// The prose fields of a refused entry in records written before refusals were typed.
#[derive(Deserialize, Default)]
struct OldRuling {
    #[serde(default)]
    rule: Option<String>,
    #[serde(default)]
    reason: Option<String>,
    #[serde(default)]
    reason_ru: Option<String>,
}

/// An announced move that was refused (R29).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "AttemptDoc")]
pub struct IllegalAttempt {
    /// The ply the move would have had.
    pub ply: u32,
    pub color: Color,
    pub announced: String,
    /// What the engine ruled.
    pub ruling: EntryRuling,
    pub time: Time,
    /// What the option `illegal_move_penalty` made of it.
    pub penalty: PenaltyKind,
    /// Withdrawn by the arbiter (R29, R30): shown as a correction, no longer counted for
    /// penalties.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn: Option<Withdrawal>,
}

/// An illegal attempt as any version-2 record or journal holds it (the typed `ruling`, or
/// the older prose fields).
#[derive(Deserialize)]
struct AttemptDoc {
    ply: u32,
    color: Color,
    announced: String,
    #[serde(default)]
    ruling: Option<EntryRuling>,
    #[serde(flatten)]
    old: OldRuling,
    time: Time,
    penalty: PenaltyKind,
    #[serde(default)]
    withdrawn: Option<Withdrawal>,
}

impl TryFrom<AttemptDoc> for IllegalAttempt {
    type Error = String;
    fn try_from(d: AttemptDoc) -> Result<IllegalAttempt, String> {
        Ok(IllegalAttempt {
            ply: d.ply,
            color: d.color,
            announced: d.announced,
            ruling: EntryRuling::read(d.ruling, d.old)?,
            time: d.time,
            penalty: d.penalty,
            withdrawn: d.withdrawn,
        })
    }
}

/// The arbiter's withdrawal of a logged illegal move (R29: a correction, R30).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Withdrawal {
    pub time: Time,
    pub reason: String,
}

/// An entry the arbiter discarded as an input slip (R29): a refused text the player never
/// completed. Kept for the audit trail, never printed as a player's move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "DiscardedDoc")]
pub struct DiscardedEntry {
    /// The ply the move would have had.
    pub ply: u32,
    pub color: Color,
    pub announced: String,
    /// What the engine ruled.
    pub ruling: EntryRuling,
    /// When it was typed.
    pub time: Time,
}

/// A discarded entry as any version-2 record or journal holds it.
#[derive(Deserialize)]
struct DiscardedDoc {
    ply: u32,
    color: Color,
    announced: String,
    #[serde(default)]
    ruling: Option<EntryRuling>,
    #[serde(flatten)]
    old: OldRuling,
    time: Time,
}

impl TryFrom<DiscardedDoc> for DiscardedEntry {
    type Error = String;
    fn try_from(d: DiscardedDoc) -> Result<DiscardedEntry, String> {
        Ok(DiscardedEntry {
            ply: d.ply,
            color: d.color,
            announced: d.announced,
            ruling: EntryRuling::read(d.ruling, d.old)?,
            time: d.time,
        })
    }
}

/// A move removed by a correction.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TakenBack {
    pub ply: u32,
    pub color: Color,
    pub uci: String,
    pub san: String,
}

/// A correction of the record by the arbiter (R30).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Correction {
    pub time: Time,
    /// The moves taken back, first-played first.
    pub plies: Vec<TakenBack>,
    pub reason: String,
}

/// A draw offer and its answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrawOffer {
    /// The number of plies recorded when the offer was made.
    pub ply: u32,
    pub by: Color,
    pub time: Time,
    /// `Some(true)` accepted, `Some(false)` declined, `None` pending.
    #[serde(default)]
    pub accepted: Option<bool>,
}

/// The kind of result (R26–R28, R32; S27–S30 for Synthesis).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResultKind {
    Checkmate,
    /// A point count (R27).
    Points,
    Draw,
    Resignation,
    /// A draw by agreement (R28).
    Agreement,
    /// A game not played or abandoned (R28), with the arbiter's reason.
    Forfeit,
    /// A loss the arbiter rules by FIDE's Laws in a game that was played: the flag fell (6.9)
    /// or a second completed illegal move (7.5.5); the ground says which. Records written before
    /// it stored these as `forfeit` with the same ground, and read the same.
    Loss,
    /// Another decision of the arbiter, with a written reason.
    Decision,
    /// Synthesis: a king captured after the one reply (S27).
    KingCaptured,
}

impl ResultKind {
    pub const ALL: [ResultKind; 9] = [
        ResultKind::Checkmate,
        ResultKind::Points,
        ResultKind::Draw,
        ResultKind::Resignation,
        ResultKind::Agreement,
        ResultKind::Forfeit,
        ResultKind::Loss,
        ResultKind::Decision,
        ResultKind::KingCaptured,
    ];
    /// The key version 1 stored and the command line prints (`checkmate`, `king_captured`, …).
    pub fn key(self) -> &'static str {
        match self {
            ResultKind::Checkmate => "checkmate",
            ResultKind::Points => "points",
            ResultKind::Draw => "draw",
            ResultKind::Resignation => "resignation",
            ResultKind::Agreement => "agreement",
            ResultKind::Forfeit => "forfeit",
            ResultKind::Loss => "loss",
            ResultKind::Decision => "decision",
            ResultKind::KingCaptured => "king_captured",
        }
    }
    pub fn from_key(key: &str) -> Option<ResultKind> {
        ResultKind::ALL.into_iter().find(|k| k.key() == key)
    }
    /// A result the arbiter declares (R28) rather than one the engine finds.
    pub fn is_declared(self) -> bool {
        matches!(
            self,
            ResultKind::Resignation
                | ResultKind::Agreement
                | ResultKind::Forfeit
                | ResultKind::Loss
                | ResultKind::Decision
        )
    }
}

impl std::fmt::Display for ResultKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

/// The ground within a result, as the engine names it: for a count `nothing_to_move`,
/// `no_striking_force`, `dead_position`, `repetition`, `hundred_plies`, `agreement`; for a draw
/// `stalemate`, `dead_position`, `repetition`, `hundred_plies` (Synthesis `fifty_moves`);
/// `start_mate` for a mate in the starting position (E10); `both_kings` when both kings fell
/// (S27); `flag_fell` (FIDE 6.9) and `illegal_moves` (FIDE 7.5.5) for a loss the arbiter
/// rules, or the count or draw it becomes when the opponent cannot mate (R27a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ground {
    NothingToMove,
    NoStrikingForce,
    DeadPosition,
    Repetition,
    HundredPlies,
    Agreement,
    Stalemate,
    FiftyMoves,
    StartMate,
    BothKings,
    FlagFell,
    IllegalMoves,
}

impl Ground {
    pub const ALL: [Ground; 12] = [
        Ground::NothingToMove,
        Ground::NoStrikingForce,
        Ground::DeadPosition,
        Ground::Repetition,
        Ground::HundredPlies,
        Ground::Agreement,
        Ground::Stalemate,
        Ground::FiftyMoves,
        Ground::StartMate,
        Ground::BothKings,
        Ground::FlagFell,
        Ground::IllegalMoves,
    ];
    /// The key version 1 stored (`nothing_to_move`, `both_kings`, …).
    pub fn key(self) -> &'static str {
        match self {
            Ground::NothingToMove => "nothing_to_move",
            Ground::NoStrikingForce => "no_striking_force",
            Ground::DeadPosition => "dead_position",
            Ground::Repetition => "repetition",
            Ground::HundredPlies => "hundred_plies",
            Ground::Agreement => "agreement",
            Ground::Stalemate => "stalemate",
            Ground::FiftyMoves => "fifty_moves",
            Ground::StartMate => "start_mate",
            Ground::BothKings => "both_kings",
            Ground::FlagFell => "flag_fell",
            Ground::IllegalMoves => "illegal_moves",
        }
    }
    pub fn from_key(key: &str) -> Option<Ground> {
        Ground::ALL.into_iter().find(|g| g.key() == key)
    }
    /// A loss the arbiter rules under FIDE's articles (6.9, 7.5.5), or what it became (R27a).
    pub fn is_fide(self) -> bool {
        matches!(self, Ground::FlagFell | Ground::IllegalMoves)
    }
}

impl From<victoria_rules::PointsGround> for Ground {
    fn from(g: victoria_rules::PointsGround) -> Ground {
        use victoria_rules::PointsGround as P;
        match g {
            P::NothingToMove => Ground::NothingToMove,
            P::NoStrikingForce => Ground::NoStrikingForce,
            P::DeadPosition => Ground::DeadPosition,
            P::Repetition => Ground::Repetition,
            P::HundredPlies => Ground::HundredPlies,
            P::Agreement => Ground::Agreement,
        }
    }
}

impl From<victoria_rules::DrawGround> for Ground {
    fn from(g: victoria_rules::DrawGround) -> Ground {
        use victoria_rules::DrawGround as D;
        match g {
            D::Stalemate => Ground::Stalemate,
            D::DeadPosition => Ground::DeadPosition,
            D::Repetition => Ground::Repetition,
            D::HundredPlies => Ground::HundredPlies,
        }
    }
}

impl From<victoria_rules::synthesis::DrawGround> for Ground {
    fn from(g: victoria_rules::synthesis::DrawGround) -> Ground {
        use victoria_rules::synthesis::DrawGround as D;
        match g {
            D::Stalemate => Ground::Stalemate,
            D::Repetition => Ground::Repetition,
            D::FiftyMoves => Ground::FiftyMoves,
        }
    }
}

/// The result of the game (R26–R28, R32).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    pub outcome: ResultKind,
    pub winner: Option<Color>,
    /// The ground within the outcome, where it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ground: Option<Ground>,
    /// Both point totals (R3) for a count.
    #[serde(default)]
    pub points_white: Option<u32>,
    #[serde(default)]
    pub points_black: Option<u32>,
    /// The arbiter's own written words (a decision, a forfeit, a ruled count); empty when the
    /// facts say it all. The result's sentence is made from the facts where it is shown.
    #[serde(default)]
    pub reason: String,
    pub time: Time,
    /// The position at the end, for statistics (includes reserves: arbiter-only data).
    #[serde(default)]
    pub final_vfen: Option<String>,
    /// The engine's proofs that a side could never mate (R27a), kept with a result that rests
    /// on them (R27's count on the dead-position ground, a FIDE loss turned into a count or
    /// draw): one per side proved. Empty when nothing was proved (older records too).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mate_proofs: Vec<MateProof>,
}

/// Why a piece could never strike the sealed king's squares (a stored `NoStrike`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum MateNoStrike {
    King,
    Walls,
    Reserve { reserve: u16 },
    LastMove,
    Warrior,
}

/// One piece of a sealed-king proof as stored: its square (`c3`), role and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatePiece {
    pub square: String,
    pub role: Role,
    #[serde(flatten)]
    pub why: MateNoStrike,
}

/// The proof of the can-mate analysis (`rules::can_mate::Proof`) as the record keeps it, with
/// squares named (`l12`) so the file reads without the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MateProof {
    Sealed {
        mater: Color,
        king: String,
        region: Vec<String>,
        walls: Vec<String>,
        edge: bool,
        pieces: Vec<MatePiece>,
    },
    LoneKnight {
        mater: Color,
    },
    SameColourBishops {
        mater: Color,
    },
    GameOver {
        mater: Color,
    },
    Exhausted {
        mater: Color,
        nodes: u64,
    },
    Checks {
        mater: Color,
        nodes: u64,
        leaves: u32,
    },
    Locked {
        mater: Color,
        king: String,
        region: Vec<String>,
        steady: Vec<String>,
        strikers: Vec<String>,
        /// Absent in records written before issue 40's check rule.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        silent: Vec<String>,
        by_reserve: bool,
    },
}

impl MateProof {
    /// The record's form of an engine proof.
    pub fn from_proof(proof: &Proof) -> MateProof {
        let names = |set: &SquareSet| set.iter().map(|s: Square| s.to_string()).collect::<Vec<_>>();
        match proof {
            Proof::Sealed { mater, king, region, walls, edge, pieces } => MateProof::Sealed {
                mater: *mater,
                king: king.to_string(),
                region: names(region),
                walls: names(walls),
                edge: *edge,
                pieces: pieces
                    .iter()
                    .map(|p| MatePiece {
                        square: p.square.to_string(),
                        role: p.role,
                        why: match p.why {
                            NoStrike::King => MateNoStrike::King,
                            NoStrike::Walls => MateNoStrike::Walls,
                            NoStrike::Reserve { reserve } => MateNoStrike::Reserve { reserve },
                            NoStrike::LastMove => MateNoStrike::LastMove,
                            NoStrike::Warrior => MateNoStrike::Warrior,
                        },
                    })
                    .collect(),
            },
            Proof::Material { mater, why: Material::LoneKnight } => MateProof::LoneKnight { mater: *mater },
            Proof::Material { mater, why: Material::SameColourBishops } => {
                MateProof::SameColourBishops { mater: *mater }
            }
            Proof::GameOver { mater } => MateProof::GameOver { mater: *mater },
            Proof::Exhausted { mater, nodes } => MateProof::Exhausted { mater: *mater, nodes: *nodes },
            Proof::Checks { mater, nodes, leaves } => {
                MateProof::Checks { mater: *mater, nodes: *nodes, leaves: *leaves }
            }
            Proof::Locked { mater, king, region, steady, strikers, silent, by_reserve } => MateProof::Locked {
                mater: *mater,
                king: king.to_string(),
                region: names(region),
                steady: names(steady),
                strikers: names(strikers),
                silent: names(silent),
                by_reserve: *by_reserve,
            },
        }
    }

    /// The engine's proof again, or the first square name that does not read.
    pub fn to_proof(&self) -> Result<Proof, String> {
        let sq = |name: &str| match Square::parse_prefix(name) {
            Some((s, used)) if used == name.len() => Ok(s),
            _ => Err(name.to_string()),
        };
        let set = |names: &[String]| names.iter().map(|n| sq(n)).collect::<Result<SquareSet, String>>();
        Ok(match self {
            MateProof::Sealed { mater, king, region, walls, edge, pieces } => Proof::Sealed {
                mater: *mater,
                king: sq(king)?,
                region: set(region)?,
                walls: set(walls)?,
                edge: *edge,
                pieces: pieces
                    .iter()
                    .map(|p| {
                        Ok(PieceFact {
                            square: sq(&p.square)?,
                            role: p.role,
                            why: match p.why {
                                MateNoStrike::King => NoStrike::King,
                                MateNoStrike::Walls => NoStrike::Walls,
                                MateNoStrike::Reserve { reserve } => NoStrike::Reserve { reserve },
                                MateNoStrike::LastMove => NoStrike::LastMove,
                                MateNoStrike::Warrior => NoStrike::Warrior,
                            },
                        })
                    })
                    .collect::<Result<Vec<_>, String>>()?,
            },
            MateProof::LoneKnight { mater } => Proof::Material { mater: *mater, why: Material::LoneKnight },
            MateProof::SameColourBishops { mater } => {
                Proof::Material { mater: *mater, why: Material::SameColourBishops }
            }
            MateProof::GameOver { mater } => Proof::GameOver { mater: *mater },
            MateProof::Exhausted { mater, nodes } => Proof::Exhausted { mater: *mater, nodes: *nodes },
            MateProof::Checks { mater, nodes, leaves } => {
                Proof::Checks { mater: *mater, nodes: *nodes, leaves: *leaves }
            }
            MateProof::Locked { mater, king, region, steady, strikers, silent, by_reserve } => Proof::Locked {
                mater: *mater,
                king: sq(king)?,
                region: set(region)?,
                steady: set(steady)?,
                strikers: set(strikers)?,
                silent: Box::new(set(silent)?),
                by_reserve: *by_reserve,
            },
        })
    }
}

impl GameResult {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
    /// `1-0`, `0-1` or `½-½`: the score as people read it on screens and sheets ([`score`](Self::score)
    /// is PGN's spelling, for files).
    pub fn shown_score(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "½-½",
        }
    }
    /// A loss ruled by FIDE's Laws in a played game (on time, a second illegal move): outcome
    /// `loss`, or `forfeit` with a FIDE ground as records before version 3.1 wrote it.
    pub fn is_ruled_loss(&self) -> bool {
        self.winner.is_some()
            && match self.outcome {
                ResultKind::Loss => true,
                ResultKind::Forfeit => self.ground.is_some_and(Ground::is_fide),
                _ => false,
            }
    }
    /// The key its ground is worded by (`sheet-ground`) in a game of `ruleset`: a draw on a
    /// dead position is FIDE's (5.2.2, classical chess), where Victoria's count says "mate has
    /// become impossible"; a classical draw after 100 plies is FIDE's fifty moves (9.3), with
    /// no petrification in it.
    pub fn ground_word_key(&self, ruleset: victoria_rules::Ruleset) -> Option<&'static str> {
        ground_word_key(self.outcome, self.ground, ruleset)
    }
    /// A game not played or abandoned (R28): a forfeit that is not a ruled loss.
    pub fn is_forfeit(&self) -> bool {
        self.outcome == ResultKind::Forfeit && !self.ground.is_some_and(Ground::is_fide)
    }
}

/// The key of the words of a result's ground (`sheet-ground`) in its ruleset: FIDE's dead
/// position (5.2.2) for a draw, the fifty-move rule (9.3) for a classical game's
/// `hundred_plies`. The arbiter's screen, the sheet and the public window all word it so.
pub fn ground_word_key(
    outcome: ResultKind,
    ground: Option<Ground>,
    ruleset: victoria_rules::Ruleset,
) -> Option<&'static str> {
    match (outcome, ground) {
        (ResultKind::Draw, Some(Ground::DeadPosition)) => Some("dead_position_draw"),
        (ResultKind::Draw, Some(Ground::HundredPlies)) if ruleset == victoria_rules::Ruleset::Classical => {
            Some("fifty_moves")
        }
        (_, g) => g.map(Ground::key),
    }
}

/// A result the arbiter declares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Declared {
    /// The player of this colour resigned (R28).
    Resignation { loser: Color },
    /// A draw by agreement (R28).
    DrawAgreed,
    /// The players agreed to a point count (R27).
    CountAgreed,
    /// The arbiter rules that mate has become impossible: a point count (R27).
    CountRuled,
    /// Loss by forfeit, with the arbiter's reason (R28).
    Forfeit { loser: Color },
    /// Another decision of the arbiter, with a written reason.
    Decision { winner: Option<Color> },
}

/// A signature drawn on screen: strokes of points in a 0..1 box (x right, y down).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrawnSignature {
    pub strokes: Vec<Vec<[f32; 2]>>,
    pub signed_at: Time,
}

/// Who signs a record: a player or the arbiter (the sheet's three boxes, the signature pad, the
/// journal's `sign` action, the checker's findings). Stored as `white`, `black`, `arbiter`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Signer {
    White,
    Black,
    Arbiter,
}

impl Signer {
    /// The three, in the sheet's order.
    pub const ALL: [Signer; 3] = [Signer::White, Signer::Black, Signer::Arbiter];

    /// Its place in [`Signer::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The side's key (`white`, `black`) or `arbiter`, as the catalogues select on it.
    pub fn key(self) -> &'static str {
        match self {
            Signer::White => "white",
            Signer::Black => "black",
            Signer::Arbiter => "arbiter",
        }
    }
}

/// The three drawn signatures of the sheet.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Signatures {
    pub white: Option<DrawnSignature>,
    pub black: Option<DrawnSignature>,
    pub arbiter: Option<DrawnSignature>,
}

/// The arbiter's cryptographic seal over `canonical_bytes()` (Ed25519, filled by the sheet work).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArbiterSeal {
    pub public_key: String,
    pub signature: String,
    /// SHA-256 (hex) of the canonical bytes that were signed.
    pub digest: String,
    /// Short SHA-256 prefixes of the record's parts at sealing, as `[path, hex]` (`event.white`,
    /// `moves[22]`, …), covered by the signature, so that `verify` can name what changed.
    /// Written and read by `sheet::sign`; older seals without it still verify.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<[String; 2]>,
}

fn default_side() -> u8 {
    12
}

/// One game, from the options to the signatures.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Always [`FORMAT`].
    pub format: String,
    /// The version this record was written in; see [`VERSION`].
    pub version: u32,
    /// A random identifier (hex) that stays with the game through copies and exports.
    #[serde(default)]
    pub id: String,
    pub created_at: Time,
    #[serde(default)]
    pub event: EventInfo,
    /// Ruleset and every option (fixed before the schemes are written).
    pub rules: Rules,
    #[serde(default = "default_side")]
    pub width: u8,
    #[serde(default = "default_side")]
    pub height: u8,
    #[serde(default)]
    pub schemes: BySide<SchemeSeal>,
    /// Every lot of a blind draw, set-aside lots too, in the order drawn.
    #[serde(default)]
    pub bastion_lots: Vec<BastionLot>,
    /// The starting position once it is fixed (after the reveal and the bastions).
    #[serde(default)]
    pub start_vfen: Option<String>,
    #[serde(default)]
    pub moves: Vec<MoveEntry>,
    #[serde(default)]
    pub illegal_attempts: Vec<IllegalAttempt>,
    #[serde(default)]
    pub corrections: Vec<Correction>,
    #[serde(default)]
    pub draw_offers: Vec<DrawOffer>,
    #[serde(default)]
    pub result: Option<GameResult>,
    #[serde(default)]
    pub signatures: Signatures,
    #[serde(default)]
    pub arbiter_seal: Option<ArbiterSeal>,
    /// How many journaled arbiter actions this saved record includes (journal bookkeeping:
    /// replaying skips actions up to this number).
    #[serde(default)]
    pub revision: u64,
    /// The time control (R33), fixed with the options before the schemes are written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<super::time_control::TimeControl>,
    /// The desk's shadow of the physical clock, as it stands (R33).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<super::time_control::GameClocks>,
    /// Every change of the clocks other than a recorded move: start, stop, restart, setting,
    /// bonus, take-back (R33).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub clock_log: Vec<super::time_control::ClockEvent>,
    /// Entries discarded as input slips (R29), for the audit trail.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discarded: Vec<DiscardedEntry>,
    /// Where the live public PGN is written (resumed when the game is opened again).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub live_pgn: Option<String>,
    /// The version-1 form this record was read from, if it was (see `v1`): while the record
    /// is unchanged it hashes and saves as that form, so its seal still verifies.
    #[serde(skip)]
    pub legacy: Legacy,
}

/// A record's memory of the older version it was read from (empty for a record written in
/// this version). It takes no part in comparing records.
#[derive(Clone, Debug, Default)]
pub struct Legacy(pub Option<std::sync::Arc<LegacyForm>>);

/// The older form of a record: its canonical bytes as they were sealed, and the record as it
/// was read (migrated, without its seal), to tell whether it has changed since.
#[derive(Clone, Debug)]
pub struct LegacyForm {
    pub version: u32,
    pub canonical: Vec<u8>,
    pub as_read: GameRecord,
}

impl PartialEq for Legacy {
    fn eq(&self, _: &Legacy) -> bool {
        true
    }
}

impl Legacy {
    /// The older form of `now`, if `now` (its seal aside) is still exactly what was read.
    pub fn unchanged(&self, now: &GameRecord) -> Option<&LegacyForm> {
        let old = self.0.as_deref()?;
        let mut now = now.clone();
        now.arbiter_seal = None;
        now.legacy = Legacy::default();
        (old.as_read == now).then_some(old)
    }
}

/// Why a record could not be read (see `GameRecord::from_json` in `v1`, which reads every
/// version): facts, worded in `record.ftl` (`Display` is the English).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The text is not JSON, or not the JSON of a game record: where the reader stopped, whether
    /// the text ended there (a file cut short), and the JSON reader's own words.
    Json { line: usize, column: usize, eof: bool, detail: String },
    /// The bytes are not UTF-8 text from `byte` on.
    NotText { byte: usize },
    /// The text has no `format` field.
    NoFormat,
    /// The text has no `version` field.
    NoVersion,
    /// The format is another program's.
    Format(String),
    /// A version newer than this build reads.
    Version(u32),
    /// A version-1 field that has no typed form.
    Migration(MigrationError),
    /// A board side outside 5 to 16 squares.
    BoardSize { width: u8, height: u8 },
}

/// Why a version-1 record cannot be migrated: the field and the value that has no typed form.
/// Worded in `record.ftl` (`Display` is the English).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct MigrationError {
    pub field: String,
    pub value: String,
}

impl RecordError {
    /// A JSON reader's error as a fact: the place, whether the text ended, its words without
    /// the place.
    pub fn json(e: &serde_json::Error) -> RecordError {
        let (line, column) = (e.line(), e.column());
        let text = e.to_string();
        let at = format!(" at line {line} column {column}");
        let detail = text.strip_suffix(&at).unwrap_or(&text).to_string();
        RecordError::Json { line, column, eof: e.is_eof(), detail }
    }
}

impl GameRecord {
    /// A new, empty record: no schemes, no moves.
    pub fn new(event: EventInfo, rules: Rules) -> GameRecord {
        let (width, height) = if rules.ruleset == Ruleset::Victoria { (12, 12) } else { (8, 8) };
        // Synthesis has the standard setup and nothing sealed: the game starts at once.
        let start_vfen = (rules.ruleset == Ruleset::Synthesis)
            .then(|| victoria_rules::synthesis::Position::start(rules.options).to_fen());
        let mut id = [0u8; 8];
        rand::Rng::fill(&mut rand::rng(), &mut id[..]);
        GameRecord {
            format: FORMAT.to_string(),
            version: VERSION,
            id: hex(&id),
            created_at: now(),
            event,
            rules,
            width,
            height,
            schemes: BySide::default(),
            bastion_lots: Vec::new(),
            start_vfen,
            moves: Vec::new(),
            illegal_attempts: Vec::new(),
            corrections: Vec::new(),
            draw_offers: Vec::new(),
            result: None,
            signatures: Signatures::default(),
            arbiter_seal: None,
            revision: 0,
            time_control: None,
            clocks: None,
            clock_log: Vec::new(),
            discarded: Vec::new(),
            live_pgn: None,
            legacy: Default::default(),
        }
    }

    /// A Victoria record with these options.
    pub fn victoria(event: EventInfo, options: Options) -> GameRecord {
        GameRecord::new(event, Rules::victoria(options))
    }

    pub fn options(&self) -> &Options {
        &self.rules.options
    }

    /// The revealed scheme of a side (`None` before the reveal).
    pub fn revealed(&self, c: Color) -> Option<&RevealedScheme> {
        self.schemes.get(c).revealed.as_ref()
    }

    /// Both schemes are sealed.
    pub fn both_sealed(&self) -> bool {
        self.schemes.white.is_sealed() && self.schemes.black.is_sealed()
    }

    /// Both schemes are revealed.
    pub fn both_revealed(&self) -> bool {
        self.schemes.white.is_revealed() && self.schemes.black.is_revealed()
    }

    /// The bastion squares of a side: from the revealed scheme (`arbitrary`) or from the
    /// accepted lots (`blind`).
    pub fn bastions(&self, c: Color) -> Vec<String> {
        let mut v: Vec<String> = self.revealed(c).map(|r| r.bastions.clone()).unwrap_or_default();
        v.extend(self.bastion_lots.iter().filter(|l| l.side == c && l.accepted).map(|l| l.square.clone()));
        v
    }

    /// The JSON the arbiter signs: the whole record with `arbiter_seal` left out, serialised
    /// compactly in field order (stable: no maps, fixed struct order).
    /// A record read from version 1 and not changed since gives that version's bytes.
    pub fn canonical_bytes(&self) -> Vec<u8> {
        if let Some(old) = self.legacy.unchanged(self) {
            return old.canonical.clone();
        }
        let mut copy = self.clone();
        copy.arbiter_seal = None;
        serde_json::to_vec(&copy).expect("a game record always serialises")
    }

    /// SHA-256 (hex) of [`canonical_bytes`](Self::canonical_bytes).
    pub fn digest_hex(&self) -> String {
        sha256_hex(&self.canonical_bytes())
    }

    /// Pretty JSON, as files hold it (a record read from version 1 and not changed since is
    /// written back as it was read).
    pub fn to_json(&self) -> String {
        if let Some(old) = self.legacy.unchanged(self)
            && let Ok(serde_json::Value::Object(mut doc)) = serde_json::from_slice::<serde_json::Value>(&old.canonical)
        {
            doc.insert("arbiter_seal".into(), serde_json::to_value(&self.arbiter_seal).unwrap_or_default());
            return serde_json::to_string_pretty(&doc).expect("a game record always serialises");
        }
        serde_json::to_string_pretty(self).expect("a game record always serialises")
    }

    /// The number of the next ply (1 for the first move).
    pub fn next_ply(&self) -> u32 {
        self.moves.len() as u32 + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A move's time reads as chrono reads it: the same moment and offset where the short way
    /// takes the text, and chrono's own answer (or refusal) for every other text.
    #[test]
    fn a_moves_time_reads_as_chrono_reads_it() {
        for text in [
            "2026-11-01T20:30:00+03:00",
            "2026-12-01T18:26:18.521232881Z",
            "2026-12-01T18:26:18.5Z",
            "1999-02-28T00:00:59-09:30",
            "2026-12-01T18:26:18.52123288123Z",
            "2026-12-01 18:26:18Z",
            "2026-12-01T18:26:60Z",
            "2026-12-01t18:26:18z",
            "2026-02-30T18:26:18Z",
            "2026-12-01T24:00:00Z",
            "2026-12-01T18:26:18+24:00",
            "2026-12-01T18:26:18 UTC",
            "2026-12-01T18:26:18",
            "2026-12-01T18:26:18.Z",
            "+2026-12-01T18:26:18Z",
            "",
        ] {
            let chrono = text.parse::<Time>();
            let fast = rfc3339_plain(text);
            if let Some(t) = fast {
                assert_eq!(Ok(t), chrono, "{text}");
                assert_eq!(t.offset(), chrono.unwrap().offset(), "{text}");
            }
            let json = format!("\"{text}\"");
            let mut de = serde_json::Deserializer::from_str(&json);
            let read = move_time(&mut de).map_err(|e| e.to_string());
            let theirs = serde_json::from_str::<Time>(&json).map_err(|e| e.to_string());
            assert_eq!(read, theirs, "{text}");
        }
        assert!(rfc3339_plain("2026-11-01T20:30:00+03:00").is_some());
        assert!(rfc3339_plain("2026-12-01T18:26:18.521232881Z").is_some());
    }

    fn t() -> Time {
        DateTime::parse_from_rfc3339("2026-11-30T09:15:00+03:00").unwrap()
    }

    fn sample() -> GameRecord {
        let mut r = GameRecord::victoria(
            EventInfo {
                event: "Club cup".into(),
                white: "Ivanov".into(),
                black: "Petrova".into(),
                ..Default::default()
            },
            Options::default(),
        );
        r.moves.push(MoveEntry {
            ply: 1,
            color: Color::White,
            announced: "e2-e4".into(),
            uci: "e2e4".into(),
            san: "e4".into(),
            time: t(),
            reserve_spent: None,
            reserve_left: None,
            events: vec![],
            clock: None,
        });
        r.signatures.white =
            Some(DrawnSignature { strokes: vec![vec![[0.1, 0.2], [0.33333334, 0.9]]], signed_at: t() });
        r
    }

    #[test]
    fn record_round_trips_and_keeps_its_digest() {
        let r = sample();
        let back = GameRecord::from_json(&r.to_json()).unwrap();
        assert_eq!(back, r);
        assert_eq!(back.digest_hex(), r.digest_hex());
        assert!(r.to_json().contains("2026-11-30T09:15:00+03:00"));
    }

    #[test]
    fn digest_ignores_the_arbiter_seal_but_not_a_move() {
        let mut r = sample();
        let d = r.digest_hex();
        r.arbiter_seal =
            Some(ArbiterSeal { public_key: "ab".into(), signature: "cd".into(), digest: d.clone(), parts: vec![] });
        assert_eq!(r.digest_hex(), d);
        r.moves[0].san = "e3".into();
        assert_ne!(r.digest_hex(), d);
    }

    #[test]
    fn wrong_format_or_version_is_refused_with_a_reason() {
        let r = sample();
        let text = r.to_json().replace("victoria-arbiter/game", "something/else");
        assert!(GameRecord::from_json(&text).unwrap_err().to_string().contains("something/else"));
        let text = r.to_json().replace(&format!("\"version\": {VERSION}"), "\"version\": 9");
        assert!(GameRecord::from_json(&text).unwrap_err().to_string().contains("version 9"));
        assert!(GameRecord::from_json("{\"format\": 3").is_err());
    }

    #[test]
    fn hex_round_trips() {
        assert_eq!(hex(&[0, 15, 255]), "000fff");
        assert_eq!(unhex("000fFF").unwrap(), vec![0, 15, 255]);
        assert!(unhex("0g").is_none() && unhex("abc").is_none());
    }
}
