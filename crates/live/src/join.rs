//! Joining a board: the messages between a desk and the hub before the desk may publish, and
//! the hub's address as people type or scan it.
//!
//! 1. The desk reads the hub's address, `http://HOST:PORT/?hub=FINGERPRINT` ([`HubAddress`]),
//!    asks `GET /api/hub` for the hub's signed [`HubInfo`] and checks that the key which signed
//!    it has that fingerprint (the address is the only thing the desk trusts).
//! 2. It sends a signed [`Join`] (`POST /api/join`, kind [`JOIN`]); the hub answers a signed
//!    [`JoinCode`]. Both screens show the same [`short_code`] of the two keys, which the chief
//!    compares before assigning a board.
//! 3. It asks `GET /api/join/{desk fingerprint}` until the signed [`JoinState`] says
//!    [`DeskState::Assigned`], with the round, the board and the game's [`BoardStart`].
//!
//! Every answer of the hub is an [`Envelope`](crate::Envelope) of kind [`HUB`].

use serde::{Deserialize, Serialize};
use victoria_record::time_control::TimeControl;
use victoria_record::{EventInfo, sha256_hex};
use victoria_rules::Rules;
use victoria_words::{Lang, Words, t};

/// The kind of a desk's request to join.
pub const JOIN: &str = "join";
/// The kind of every answer the hub signs.
pub const HUB: &str = "hub";
/// The kind of a snapshot.
pub const SNAPSHOT: &str = "snapshot";

/// The hub as a desk first sees it: what it serves and whom to trust (`GET /api/hub`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HubInfo {
    /// The hub's public key (hex, 64 digits): the chief arbiter's.
    pub key: String,
    /// Its fingerprint ([`victoria_record::sign::fingerprint`]), as the address carries it.
    pub fingerprint: String,
    /// The event's name.
    pub event: String,
    /// The event's rounds as paired so far.
    #[serde(default)]
    pub rounds: Vec<RoundInfo>,
    /// The round being played (1-based), if one is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// The number of the chief's last action: a chief arbiter's action sent from another
    /// machine (`POST /api/chief`) carries a number above it.
    #[serde(default)]
    pub chief_n: u64,
}

/// One paired round: its boards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundInfo {
    pub round: u32,
    #[serde(default)]
    pub boards: Vec<BoardPairing>,
}

/// One board of a round: who plays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardPairing {
    pub board: u32,
    pub white: String,
    pub black: String,
}

/// A desk asks to join (kind [`JOIN`], signed with the desk's key).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Join {
    /// The desk's public key (hex), the same that signs the envelope.
    pub desk_key: String,
    /// The arbiter's name at that desk, as typed in the app's settings.
    pub arbiter: String,
    /// A random string, so that two requests are never the same bytes.
    pub nonce: String,
    /// The board the desk asks for (`--board R.B`); the chief decides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wish: Option<BoardId>,
}

/// The hub's answer to a join: the short code both screens show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JoinCode {
    pub code: String,
}

/// Where a desk's request stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeskState {
    /// The chief has not assigned a board yet.
    Waiting,
    /// The desk may publish for the board named.
    Assigned,
}

/// The hub's answer to `GET /api/join/{desk fingerprint}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JoinState {
    pub state: DeskState,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<u32>,
    /// The game the desk starts with (the pairing, the event's rules and clock).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<BoardStart>,
}

impl JoinState {
    /// The assignment, when the state says assigned and names both the round and the board.
    pub fn assignment(&self) -> Option<Assignment> {
        match (self.state, self.round, self.board) {
            (DeskState::Assigned, Some(round), Some(board)) => {
                Some(Assignment { board: BoardId { round, board }, start: self.start.clone() })
            }
            _ => None,
        }
    }
}

/// What a desk needs to start its game: the event's data with the pairing's names, the rules
/// and options, the time control.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardStart {
    pub event: EventInfo,
    pub rules: Rules,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<TimeControl>,
}

/// A board of a round (both 1-based), written `R.B`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BoardId {
    pub round: u32,
    pub board: u32,
}

impl std::fmt::Display for BoardId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.round, self.board)
    }
}

impl std::str::FromStr for BoardId {
    type Err = AddressError;
    /// `R.B`, both positive.
    fn from_str(s: &str) -> Result<BoardId, AddressError> {
        let bad = || AddressError::BadBoard(s.to_string());
        let (r, b) = s.trim().split_once('.').ok_or_else(bad)?;
        let round: u32 = r.parse().map_err(|_| bad())?;
        let board: u32 = b.parse().map_err(|_| bad())?;
        if round == 0 || board == 0 {
            return Err(bad());
        }
        Ok(BoardId { round, board })
    }
}

/// A desk's assignment, as the desk keeps it beside the game (`GAME.json.live`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Assignment {
    pub board: BoardId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<BoardStart>,
}

/// The hub's address as typed or scanned: `http://HOST:PORT/?hub=FINGERPRINT`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HubAddress {
    /// `http://HOST:PORT` (no path, no trailing slash): the API is under it.
    pub base: String,
    /// The fingerprint of the hub's key (16 hex digits, lower case).
    pub fingerprint: String,
}

/// Why a hub address (or a board) could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// Not `http://…` or `https://…`.
    NotHttp(String),
    /// No `hub=` fingerprint in the address.
    NoFingerprint(String),
    /// The fingerprint is not 16 hex digits.
    BadFingerprint(String),
    /// A board not written `R.B`.
    BadBoard(String),
}

impl Words for AddressError {
    fn words(&self, lang: Lang) -> String {
        match self {
            AddressError::NotHttp(a) => t!(lang, "live-address-not-http", address = a.as_str()),
            AddressError::NoFingerprint(a) => t!(lang, "live-address-no-fingerprint", address = a.as_str()),
            AddressError::BadFingerprint(f) => t!(lang, "live-address-bad-fingerprint", fingerprint = f.as_str()),
            AddressError::BadBoard(b) => t!(lang, "live-bad-board", board = b.as_str()),
        }
    }
}

victoria_words::english_display!(AddressError);

impl std::error::Error for AddressError {}

impl HubAddress {
    /// Reads `http://HOST:PORT/?hub=FINGERPRINT` (any path before the query is dropped; the
    /// fingerprint may be in upper case).
    pub fn parse(text: &str) -> Result<HubAddress, AddressError> {
        let text = text.trim();
        let rest = text
            .strip_prefix("http://")
            .map(|r| ("http://", r))
            .or_else(|| text.strip_prefix("https://").map(|r| ("https://", r)));
        let Some((scheme, rest)) = rest else { return Err(AddressError::NotHttp(text.to_string())) };
        let (before_query, query) = rest.split_once('?').unwrap_or((rest, ""));
        let host = before_query.split(['/', '#']).next().unwrap_or("");
        if host.is_empty() {
            return Err(AddressError::NotHttp(text.to_string()));
        }
        let query = query.split('#').next().unwrap_or("");
        let fp = query
            .split('&')
            .find_map(|kv| kv.strip_prefix("hub="))
            .ok_or_else(|| AddressError::NoFingerprint(text.to_string()))?;
        let fp = fp.to_ascii_lowercase();
        if fp.len() != 16 || !fp.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(AddressError::BadFingerprint(fp));
        }
        Ok(HubAddress { base: format!("{scheme}{host}"), fingerprint: fp })
    }

    /// The address as people see it.
    pub fn text(&self) -> String {
        format!("{}/?hub={}", self.base, self.fingerprint)
    }

    /// The full URL of an API path (`/api/hub`).
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }
}

/// The six digits both screens show while a desk joins: the first eight bytes of the SHA-256
/// of `"victoria-live join\n" + hub key + "\n" + desk key` (both hex, lower case) as a
/// big-endian number, modulo 1,000,000, with leading zeros.
pub fn short_code(hub_key_hex: &str, desk_key_hex: &str) -> String {
    let text = format!(
        "victoria-live join\n{}\n{}",
        hub_key_hex.trim().to_ascii_lowercase(),
        desk_key_hex.trim().to_ascii_lowercase()
    );
    let digest = sha256_hex(text.as_bytes());
    let n = u64::from_str_radix(&digest[..16], 16).unwrap_or(0);
    format!("{:06}", n % 1_000_000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_read_with_their_fingerprint() {
        let a = HubAddress::parse("http://192.168.1.5:8080/?hub=0123456789ABCDEF").unwrap();
        assert_eq!(a.base, "http://192.168.1.5:8080");
        assert_eq!(a.fingerprint, "0123456789abcdef");
        assert_eq!(a.url("/api/hub"), "http://192.168.1.5:8080/api/hub");
        assert_eq!(HubAddress::parse(&a.text()).unwrap(), a);
        assert_eq!(HubAddress::parse("http://h:1?x=1&hub=0123456789abcdef#top").unwrap().base, "http://h:1");
        assert!(matches!(HubAddress::parse("ftp://h/?hub=0123456789abcdef"), Err(AddressError::NotHttp(_))));
        assert!(matches!(HubAddress::parse("http://h:1/"), Err(AddressError::NoFingerprint(_))));
        assert!(matches!(HubAddress::parse("http://h:1/?hub=xyz"), Err(AddressError::BadFingerprint(_))));
        assert!(matches!(HubAddress::parse("http:///?hub=0123456789abcdef"), Err(AddressError::NotHttp(_))));
    }

    #[test]
    fn boards_are_round_dot_board() {
        assert_eq!("2.3".parse::<BoardId>().unwrap(), BoardId { round: 2, board: 3 });
        assert_eq!(BoardId { round: 2, board: 3 }.to_string(), "2.3");
        for bad in ["", "2", "2.", ".3", "0.1", "1.0", "a.b", "1.2.3"] {
            assert!(bad.parse::<BoardId>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_short_code_is_six_digits_of_both_keys() {
        let hub = "aa".repeat(32);
        let desk = "bb".repeat(32);
        let c = short_code(&hub, &desk);
        assert_eq!(c.len(), 6);
        assert!(c.bytes().all(|b| b.is_ascii_digit()));
        assert_eq!(c, short_code(&hub.to_uppercase(), &desk), "case does not matter");
        assert_ne!(c, short_code(&desk, &hub), "the order matters");
        assert_ne!(c, short_code(&hub, &"bc".repeat(32)));
    }

    #[test]
    fn a_join_state_names_its_assignment() {
        let s: JoinState = serde_json::from_str(r#"{"state":"waiting"}"#).unwrap();
        assert_eq!(s.assignment(), None);
        let s: JoinState = serde_json::from_str(r#"{"state":"assigned","round":2,"board":5}"#).unwrap();
        assert_eq!(s.assignment().unwrap().board, BoardId { round: 2, board: 5 });
    }

    #[test]
    fn address_errors_are_worded_in_both_languages() {
        victoria_words::assert_worded_apart(&[
            AddressError::NotHttp("x".into()),
            AddressError::NoFingerprint("x".into()),
            AddressError::BadFingerprint("x".into()),
            AddressError::BadBoard("x".into()),
        ]);
    }
}
