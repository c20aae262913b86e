//! Records of format version 1, read and migrated (issue 10). Version 1 kept facts as English
//! prose and snake_case strings: the result's outcome and ground as keys and its reason as the
//! desk's sentence, move events as E9 tokens, the penalty as a sentence, a set-aside lot's
//! reason as a sentence. [`Record`] is the version-1 document exactly as it was written (field
//! for field, so its canonical bytes are the ones an arbiter sealed); [`Record::migrate`] turns
//! it into the typed record of this version. A migrated record remembers its version-1 form,
//! and while it has not changed, hashes and saves as that form, so a sealed version-1 record
//! still verifies. Reading a record of any version, [`GameRecord::from_json`], lives here too:
//! a version-2 record (refused entries kept as prose) reads into this version's types, its
//! refused entries as [`EntryRuling::Written`], and remembers its bytes the same way.

use super::model::{self, *};
use serde::{Deserialize, Serialize};
use victoria_rules::{Color, Role, Rules};

/// A version-1 lot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BastionLot {
    pub side: Color,
    pub square: String,
    pub accepted: bool,
    #[serde(default)]
    pub reason: Option<String>,
    pub source: LotSource,
    pub time: Time,
}

/// A version-1 move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveEntry {
    pub ply: u32,
    pub color: Color,
    pub announced: String,
    pub uci: String,
    pub san: String,
    pub time: Time,
    #[serde(default)]
    pub reserve_spent: Option<u16>,
    #[serde(default)]
    pub reserve_left: Option<u16>,
    #[serde(default)]
    pub events: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<super::time_control::MoveClock>,
}

/// A version-1 discarded entry (an input slip, R29).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DiscardedEntry {
    pub ply: u32,
    pub color: Color,
    pub announced: String,
    pub rule: String,
    pub reason: String,
    pub time: Time,
}

/// A version-1 illegal attempt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IllegalAttempt {
    pub ply: u32,
    pub color: Color,
    pub announced: String,
    pub rule: String,
    pub reason: String,
    pub time: Time,
    pub penalty: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason_ru: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn: Option<Withdrawal>,
}

/// A version-1 result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    pub outcome: String,
    pub winner: Option<Color>,
    #[serde(default)]
    pub ground: String,
    #[serde(default)]
    pub points_white: Option<u32>,
    #[serde(default)]
    pub points_black: Option<u32>,
    #[serde(default)]
    pub reason: String,
    pub time: Time,
    #[serde(default)]
    pub final_vfen: Option<String>,
}

fn default_side() -> u8 {
    12
}

/// A version-1 game record, field for field.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    pub version: u32,
    #[serde(default)]
    pub id: String,
    pub created_at: Time,
    #[serde(default)]
    pub event: EventInfo,
    pub rules: Rules,
    #[serde(default = "default_side")]
    pub width: u8,
    #[serde(default = "default_side")]
    pub height: u8,
    #[serde(default)]
    pub schemes: BySide<SchemeSeal>,
    #[serde(default)]
    pub bastion_lots: Vec<BastionLot>,
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
    #[serde(default)]
    pub revision: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<super::time_control::TimeControl>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<super::time_control::GameClocks>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub clock_log: Vec<super::time_control::ClockEvent>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discarded: Vec<DiscardedEntry>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub live_pgn: Option<String>,
}

impl Record {
    /// The bytes the arbiter signed: the record without its seal, compact, in field order.
    pub fn canonical_bytes(&self) -> Vec<u8> {
        let mut copy = self.clone();
        copy.arbiter_seal = None;
        serde_json::to_vec(&copy).expect("a game record always serialises")
    }

    /// The typed record of this version (without its version-1 memory).
    pub fn migrate(&self) -> Result<model::GameRecord, MigrationError> {
        let lots = self.migrated_lots()?;
        let moves = self.migrated_moves()?;
        let illegal_attempts = self.migrated_attempts()?;
        let result = self.migrated_result()?;
        Ok(model::GameRecord {
            format: self.format.clone(),
            version: VERSION,
            id: self.id.clone(),
            created_at: self.created_at,
            event: self.event.clone(),
            rules: self.rules,
            width: self.width,
            height: self.height,
            schemes: self.schemes.clone(),
            bastion_lots: lots,
            start_vfen: self.start_vfen.clone(),
            moves,
            illegal_attempts,
            corrections: self.corrections.clone(),
            draw_offers: self.draw_offers.clone(),
            result,
            signatures: self.signatures.clone(),
            arbiter_seal: self.arbiter_seal.clone(),
            revision: self.revision,
            time_control: self.time_control.clone(),
            clocks: self.clocks.clone(),
            clock_log: self.clock_log.clone(),
            discarded: self
                .discarded
                .iter()
                .map(|d| model::DiscardedEntry {
                    ply: d.ply,
                    color: d.color,
                    announced: d.announced.clone(),
                    ruling: EntryRuling::Written { rule: d.rule.clone(), en: d.reason.clone(), ru: None },
                    time: d.time,
                })
                .collect(),
            live_pgn: self.live_pgn.clone(),
            legacy: Legacy::default(),
        })
    }

    /// The bastion lots, each set-aside reason read as what held the square.
    fn migrated_lots(&self) -> Result<Vec<model::BastionLot>, MigrationError> {
        self.bastion_lots
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let held_by = match &l.reason {
                    None => None,
                    Some(why) => Some(occupant(why).ok_or_else(|| bad(format!("bastion_lots[{i}].reason"), why))?),
                };
                Ok(model::BastionLot {
                    side: l.side,
                    square: l.square.clone(),
                    accepted: l.accepted,
                    held_by,
                    source: l.source,
                    time: l.time,
                })
            })
            .collect()
    }

    /// The moves, each event read from its key.
    fn migrated_moves(&self) -> Result<Vec<model::MoveEntry>, MigrationError> {
        self.moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let events = m
                    .events
                    .iter()
                    .map(|k| MoveEvent::from_key(k).ok_or_else(|| bad(format!("moves[{i}].events"), k)))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(model::MoveEntry {
                    ply: m.ply,
                    color: m.color,
                    announced: m.announced.clone(),
                    uci: m.uci.clone(),
                    san: m.san.clone(),
                    time: m.time,
                    reserve_spent: m.reserve_spent,
                    reserve_left: m.reserve_left,
                    events,
                    clock: m.clock,
                })
            })
            .collect()
    }

    /// The logged illegal moves, each penalty read from its words.
    fn migrated_attempts(&self) -> Result<Vec<model::IllegalAttempt>, MigrationError> {
        self.illegal_attempts
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let p = a.penalty.as_str();
                let penalty = if p.starts_with("warn") {
                    PenaltyKind::Logged
                } else if p.starts_with("fide: second") {
                    PenaltyKind::SecondLoses
                } else if p.starts_with("fide") {
                    PenaltyKind::OpponentTwoMinutes
                } else {
                    return Err(bad(format!("illegal_attempts[{i}].penalty"), p));
                };
                Ok(model::IllegalAttempt {
                    ply: a.ply,
                    color: a.color,
                    announced: a.announced.clone(),
                    ruling: EntryRuling::Written {
                        rule: a.rule.clone(),
                        en: a.reason.clone(),
                        ru: a.reason_ru.clone(),
                    },
                    time: a.time,
                    penalty,
                    withdrawn: a.withdrawn.clone(),
                })
            })
            .collect()
    }

    /// The result, its outcome and ground read from their keys.
    fn migrated_result(&self) -> Result<Option<model::GameResult>, MigrationError> {
        let Some(r) = &self.result else { return Ok(None) };
        let outcome = ResultKind::from_key(&r.outcome).ok_or_else(|| bad("result.outcome".into(), &r.outcome))?;
        let ground = match r.ground.as_str() {
            "" => None,
            g => Some(Ground::from_key(g).ok_or_else(|| bad("result.ground".into(), g))?),
        };
        Ok(Some(model::GameResult {
            outcome,
            winner: r.winner,
            ground,
            points_white: r.points_white,
            points_black: r.points_black,
            reason: arbiters_words(&r.reason).to_string(),
            time: r.time,
            final_vfen: r.final_vfen.clone(),
            mate_proofs: Vec::new(),
        }))
    }
}

/// A field of a version-1 record whose value this version cannot read.
fn bad(field: String, value: &str) -> MigrationError {
    MigrationError { field, value: value.to_string() }
}

/// The canonical bytes of a record document as it was written: the document itself, compact,
/// its seal set to `null`. Read from the text rather than from this build's types, so that a
/// field added to a type since (a new option) does not change what was sealed.
fn canonical_of(text: &str) -> Option<Vec<u8>> {
    let mut doc: serde_json::Map<String, serde_json::Value> = serde_json::from_str(text).ok()?;
    *doc.get_mut("arbiter_seal")? = serde_json::Value::Null;
    serde_json::to_vec(&doc).ok()
}

/// What stood on a set-aside lot's square, from the version-1 sentence
/// `d4 holds White's knight: set the lot aside and draw again (R8)`.
fn occupant(reason: &str) -> Option<Occupant> {
    let (_, rest) = reason.split_once(" holds ")?;
    let (who, _) = rest.split_once(':')?;
    let (side, thing) = who.split_once("'s ")?;
    let color = Color::ALL.into_iter().find(|c| c.name() == side)?;
    if thing == "bastion" {
        return Some(Occupant::Bastion { color });
    }
    let role = Role::ALL.into_iter().find(|r| r.name() == thing)?;
    Some(Occupant::Piece { color, role })
}

/// The arbiter's own words in a version-1 result reason: the desk wrote its sentence (ending
/// in its ruling, `(R28)`, or one of the few unmarked Synthesis and decision sentences),
/// followed by `: ` and the arbiter's words when there were any.
fn arbiters_words(reason: &str) -> &str {
    let reason = reason.trim();
    let mut unmarked: Vec<String> = vec!["arbiter's decision".into(), "draw by agreement".into()];
    for c in Color::ALL {
        unmarked.push(format!("{} resigned", c.name()));
        unmarked.push(format!("{} loses by forfeit", c.name()));
    }
    for u in &unmarked {
        if reason == u {
            return "";
        }
        if let Some(rest) = reason.strip_prefix(u.as_str()).and_then(|r| r.strip_prefix(": ")) {
            return rest;
        }
    }
    // The desk's and the engine's sentences end at their first ruling mark: `(R27)`, `(S27)`.
    let bytes = reason.as_bytes();
    for (i, _) in reason.match_indices('(') {
        let tail = &bytes[i + 1..];
        let digits = tail.iter().skip(1).take_while(|b| b.is_ascii_digit()).count();
        if matches!(tail.first(), Some(b'R' | b'S' | b'E')) && digits > 0 && tail.get(1 + digits) == Some(&b')') {
            let end = i + 3 + digits;
            let rest = &reason[end..];
            if rest.is_empty() {
                return "";
            }
            if let Some(words) = rest.strip_prefix(": ") {
                return words;
            }
            break;
        }
    }
    reason
}

impl model::GameRecord {
    /// Reads a record from JSON, checking the format name and version.
    pub fn from_json(text: &str) -> Result<model::GameRecord, RecordError> {
        // The common case, a record of this version and format, is read once; any other text
        // (another format or version, or one that does not read) takes the way below, whose
        // refusals name the format and the version before the fields.
        if let Ok(record) = serde_json::from_str::<model::GameRecord>(text)
            && record.format == FORMAT
            && record.version == VERSION
            && [record.width, record.height].iter().all(|n| (5..=16).contains(n))
        {
            return Ok(record);
        }
        #[derive(Deserialize)]
        struct Head {
            format: Option<String>,
            version: Option<u32>,
        }
        let head: Head = serde_json::from_str(text).map_err(|e| RecordError::json(&e))?;
        match head.format.as_deref() {
            Some(FORMAT) => {}
            Some(other) => return Err(RecordError::Format(other.to_string())),
            None => return Err(RecordError::NoFormat),
        }
        match head.version {
            Some(v) if (1..=VERSION).contains(&v) => {}
            Some(v) => return Err(RecordError::Version(v)),
            None => return Err(RecordError::NoVersion),
        }
        let record: model::GameRecord = if head.version == Some(1) {
            let old: Record = serde_json::from_str(text).map_err(|e| RecordError::json(&e))?;
            let mut record = old.migrate().map_err(RecordError::Migration)?;
            let mut as_read = record.clone();
            as_read.arbiter_seal = None;
            record.legacy = Legacy(Some(std::sync::Arc::new(LegacyForm {
                version: 1,
                canonical: canonical_of(text).unwrap_or_else(|| old.canonical_bytes()),
                as_read,
            })));
            record
        } else {
            let mut record: model::GameRecord = serde_json::from_str(text).map_err(|e| RecordError::json(&e))?;
            if record.version < VERSION {
                // Version 2 reads into this version's types (refused entries as the prose it
                // wrote); while unchanged it hashes and saves as it was written.
                let old = record.version;
                record.version = VERSION;
                let mut as_read = record.clone();
                as_read.arbiter_seal = None;
                if let Some(canonical) = canonical_of(text) {
                    record.legacy = Legacy(Some(std::sync::Arc::new(LegacyForm { version: old, canonical, as_read })));
                }
            }
            record
        };
        if ![record.width, record.height].iter().all(|n| (5..=16).contains(n)) {
            return Err(RecordError::BoardSize { width: record.width, height: record.height });
        }
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arbiters_words_are_what_follows_the_desks_sentence() {
        assert_eq!(
            arbiters_words("Black loses by forfeit (R28): did not come back from the break"),
            "did not come back from the break"
        );
        assert_eq!(arbiters_words("White resigned (R28)"), "");
        assert_eq!(arbiters_words("Black wins: both kings were captured and Black captured last (S27)"), "");
        assert_eq!(arbiters_words("arbiter's decision: both flags fell"), "both flags fell");
        assert_eq!(arbiters_words("Black resigned"), "");
        assert_eq!(arbiters_words("something the arbiter typed"), "something the arbiter typed");
    }

    #[test]
    fn a_set_aside_lot_names_what_stood_there() {
        assert_eq!(
            occupant("d4 holds White's knight: set the lot aside and draw again (R8)"),
            Some(Occupant::Piece { color: Color::White, role: Role::Knight })
        );
        assert_eq!(
            occupant("c9 holds Black's bastion: set the lot aside and draw again (R8)"),
            Some(Occupant::Bastion { color: Color::Black })
        );
        assert_eq!(occupant("nonsense"), None);
    }
}
