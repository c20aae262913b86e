//! The game record as it is stored: one JSON document per game (format
//! `victoria-arbiter/game`, version 1) holding the event data, the rules and options, both sealed
//! schemes and their reveal, the bastion lot log, the start position, every recorded move,
//! illegal attempts, corrections, draw offers, the result, the drawn signatures and the
//! arbiter's cryptographic seal. These are plain serde types: the sheet prints them, the club
//! reads them, the app shows them; the arbiter's workflow that fills them lives in the sibling
//! modules (`scheme`, `seal`, `lots`, `announce`, `journal`, `store`). `canonical_bytes()` is the
//! exact byte string the arbiter signs and whose SHA-256 the sheet prints.

use crate::rules::{Color, Options, Rules, Ruleset};
use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The `format` field of every game record.
pub const FORMAT: &str = "victoria-arbiter/game";
/// The newest record version this build writes and reads.
pub const VERSION: u32 = 1;

/// A moment, with the offset of the arbiter's clock (RFC 3339 in JSON).
pub type Time = DateTime<FixedOffset>;

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

/// A value for each side.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BySide<T> {
    pub white: T,
    pub black: T,
}

impl<T> BySide<T> {
    pub fn new(white: T, black: T) -> BySide<T> {
        BySide { white, black }
    }
    pub fn get(&self, c: Color) -> &T {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
    pub fn get_mut(&mut self, c: Color) -> &mut T {
        match c {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}

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
    pub role: crate::rules::Role,
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
    pub(in crate::record) sealed: Option<String>,
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

/// One lot of a blind bastion draw, accepted or set aside (R8).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BastionLot {
    pub side: Color,
    pub square: String,
    pub accepted: bool,
    /// Why the lot was set aside (`None` when accepted).
    #[serde(default)]
    pub reason: Option<String>,
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
    pub time: Time,
    /// Reserve points the move spent (1 for a reserve piece's move, none otherwise). Secret.
    #[serde(default)]
    pub reserve_spent: Option<u16>,
    /// The reserve the moved piece (or the newborn piece) has after the move; 0 = petrified.
    /// Secret.
    #[serde(default)]
    pub reserve_left: Option<u16>,
    /// E9 events: `capture`, `hero:e5`, `petrified:c3`, `check`, …
    #[serde(default)]
    pub events: Vec<String>,
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

/// An announced move that was refused (R29).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IllegalAttempt {
    /// The ply the move would have had.
    pub ply: u32,
    pub color: Color,
    pub announced: String,
    /// The ruling broken, e.g. `R10` (or `notation` for an entry that names no move).
    pub rule: String,
    /// The sentence naming pieces and squares.
    pub reason: String,
    pub time: Time,
    /// What the option `illegal_move_penalty` makes of it: `warn: logged`,
    /// `fide: opponent +2 minutes`, `fide: second illegal move, loses (Art. 7.5.5)`.
    pub penalty: String,
    /// The sentence in Russian (records written before it was kept have none: the English
    /// `reason` stands in).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason_ru: Option<String>,
    /// Withdrawn by the arbiter (R29, R30): shown as a correction, no longer counted for
    /// penalties.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn: Option<Withdrawal>,
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
pub struct DiscardedEntry {
    /// The ply the move would have had.
    pub ply: u32,
    pub color: Color,
    pub announced: String,
    /// The ruling it broke and the engine's sentence, in English.
    pub rule: String,
    pub reason: String,
    /// When it was typed.
    pub time: Time,
}

impl IllegalAttempt {
    /// The reason in `lang` (English where an old record has no Russian).
    pub fn reason_in(&self, lang: crate::rules::Lang) -> &str {
        match (lang, &self.reason_ru) {
            (crate::rules::Lang::Ru, Some(ru)) if !ru.trim().is_empty() => ru,
            _ => &self.reason,
        }
    }
    /// The penalty in `lang`: the three forms the desk writes (R29), read back.
    pub fn penalty_in(&self, lang: crate::rules::Lang) -> String {
        use crate::rules::lang::{Case, side_ru};
        if lang == crate::rules::Lang::En {
            return self.penalty.clone();
        }
        let p = self.penalty.as_str();
        if p == "warn: logged" {
            "предупреждение: записано".into()
        } else if p.starts_with("fide: second") {
            format!(
                "ФИДЕ: второй недопустимый ход {} — партия проиграна, если только {} не лишены возможности поставить мат (ст. 7.5.5 Правил ФИДЕ)",
                side_ru(self.color, Case::Gen),
                side_ru(self.color.other(), Case::Nom)
            )
        } else if p.starts_with("fide:") {
            format!(
                "ФИДЕ: {} добавляются 2 минуты (ст. 7.5.5 Правил ФИДЕ)",
                if self.color.other() == Color::White { "белым" } else { "чёрным" }
            )
        } else {
            self.penalty.clone()
        }
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

/// The result of the game (R26–R28, R32).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    /// `checkmate`, `points`, `draw`, `resignation`, `agreement`, `forfeit` or `decision`.
    pub outcome: String,
    pub winner: Option<Color>,
    /// The ground within the outcome, as the engine names it: for `points` one of
    /// `nothing_to_move`, `no_striking_force`, `dead_position`, `repetition`, `hundred_plies`,
    /// `agreement`; for `draw` one of `stalemate`, `dead_position`, `repetition`,
    /// `hundred_plies`; `start_mate` for a mate in the starting position (E10); else empty.
    #[serde(default)]
    pub ground: String,
    /// Both point totals (R3) for a count.
    #[serde(default)]
    pub points_white: Option<u32>,
    #[serde(default)]
    pub points_black: Option<u32>,
    /// A sentence for people; the arbiter's written reason for a decision or forfeit.
    #[serde(default)]
    pub reason: String,
    pub time: Time,
    /// The position at the end, for statistics (includes reserves: arbiter-only data).
    #[serde(default)]
    pub final_vfen: Option<String>,
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
}

/// Why a record could not be read.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error("this is not a game record: {0}")]
    Json(String),
    #[error("this is not a game record: its format is '{0}', expected '{FORMAT}'")]
    Format(String),
    #[error("this game record has version {0}; this build reads versions up to {VERSION}: update Victoria Arbiter")]
    Version(u32),
}

impl GameRecord {
    /// A new, empty record: no schemes, no moves.
    pub fn new(event: EventInfo, rules: Rules) -> GameRecord {
        let (width, height) = if rules.ruleset == Ruleset::Victoria { (12, 12) } else { (8, 8) };
        // Synthesis has the standard setup and nothing sealed: the game starts at once.
        let start_vfen = (rules.ruleset == Ruleset::Synthesis)
            .then(|| crate::rules::synthesis::Position::start(rules.options).to_fen());
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
    pub fn canonical_bytes(&self) -> Vec<u8> {
        let mut copy = self.clone();
        copy.arbiter_seal = None;
        serde_json::to_vec(&copy).expect("a game record always serialises")
    }

    /// SHA-256 (hex) of [`canonical_bytes`](Self::canonical_bytes).
    pub fn digest_hex(&self) -> String {
        sha256_hex(&self.canonical_bytes())
    }

    /// Pretty JSON, as files hold it.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a game record always serialises")
    }

    /// Reads a record from JSON, checking the format name and version.
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        #[derive(Deserialize)]
        struct Head {
            format: Option<String>,
            version: Option<u32>,
        }
        let head: Head = serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
        match head.format.as_deref() {
            Some(FORMAT) => {}
            Some(other) => return Err(RecordError::Format(other.to_string())),
            None => return Err(RecordError::Json("it has no \"format\" field".into())),
        }
        match head.version {
            Some(v) if v <= VERSION && v >= 1 => {}
            Some(v) => return Err(RecordError::Version(v)),
            None => return Err(RecordError::Json("it has no \"version\" field".into())),
        }
        let record: GameRecord = serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
        for (what, n) in [("width", record.width), ("height", record.height)] {
            if !(5..=16).contains(&n) {
                return Err(RecordError::Json(format!("its board {what} is {n}; boards are 5 to 16 squares")));
            }
        }
        Ok(record)
    }

    /// The number of the next ply (1 for the first move).
    pub fn next_ply(&self) -> u32 {
        self.moves.len() as u32 + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let text = r.to_json().replace("\"version\": 1", "\"version\": 9");
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
