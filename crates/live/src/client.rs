//! The desk's join client (blocking, ureq): reach the hub named by its address, check that it
//! holds the key the address names, ask to join, show the short code, and wait until the chief
//! assigns a board. Every answer of the hub must be signed by that key.

use crate::envelope::{Envelope, ReadError};
use crate::join::{Assignment, BoardId, HUB, HubAddress, HubInfo, JOIN, Join, JoinCode, JoinState, short_code};
use std::time::Duration;
use victoria_record::sign::{ArbiterKey, fingerprint};
use victoria_words::{Lang, Words, t};

/// How long one request to the hub may take.
pub const TIMEOUT: Duration = Duration::from_secs(5);

/// A blocking HTTP agent that lets every status through (the caller decides) and gives up
/// after `timeout`.
pub(crate) fn agent(timeout: Duration) -> ureq::Agent {
    ureq::Agent::config_builder()
        .timeout_global(Some(timeout))
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .into()
}

/// Why joining did not work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientError {
    /// The hub could not be reached (the transport's words).
    Unreachable { url: String, error: String },
    /// The hub answered with an error status (its answer's first words).
    Status { url: String, status: u16, answer: String },
    /// The answer is not a message signed by the hub.
    NotSigned { url: String, error: String },
    /// The hub's key is not the one the address names: another machine answers there.
    WrongHub { expected: String, found: String },
    /// The hub answered a code that is not the one both keys give.
    CodeMismatch { hub: String, ours: String },
}

impl Words for ClientError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ClientError::Unreachable { url, error } => {
                t!(lang, "live-join-unreachable", url = url.as_str(), error = error.as_str())
            }
            ClientError::Status { url, status, answer } => {
                t!(lang, "live-join-status", url = url.as_str(), status = *status, answer = answer.as_str())
            }
            ClientError::NotSigned { url, error } => {
                t!(lang, "live-join-not-signed", url = url.as_str(), error = error.as_str())
            }
            ClientError::WrongHub { expected, found } => {
                t!(lang, "live-join-wrong-hub", expected = expected.as_str(), found = found.as_str())
            }
            ClientError::CodeMismatch { hub, ours } => {
                t!(lang, "live-join-code-mismatch", hub = hub.as_str(), ours = ours.as_str())
            }
        }
    }
}

victoria_words::english_display!(ClientError);

impl std::error::Error for ClientError {}

/// A hub whose key has been checked against its address.
pub struct HubClient {
    address: HubAddress,
    agent: ureq::Agent,
    /// The hub's public key (hex), whose fingerprint is the address's.
    hub_key: String,
    info: HubInfo,
}

impl HubClient {
    /// `GET /api/hub`: reaches the hub and checks that its answer is signed by the key whose
    /// fingerprint the address carries.
    pub fn connect(address: &HubAddress) -> Result<HubClient, ClientError> {
        let agent = agent(TIMEOUT);
        let url = address.url("/api/hub");
        let env = get_signed(&agent, &url)?;
        let found = fingerprint(&env.key);
        if found != address.fingerprint {
            return Err(ClientError::WrongHub { expected: address.fingerprint.clone(), found });
        }
        let info: HubInfo = open(&env, &url)?;
        if !info.key.eq_ignore_ascii_case(&env.key) {
            return Err(ClientError::WrongHub { expected: address.fingerprint.clone(), found: fingerprint(&info.key) });
        }
        Ok(HubClient { address: address.clone(), agent, hub_key: env.key, info })
    }

    /// What the hub said about itself (its event, its rounds).
    pub fn info(&self) -> &HubInfo {
        &self.info
    }

    /// The hub's public key (hex).
    pub fn hub_key(&self) -> &str {
        &self.hub_key
    }

    pub fn address(&self) -> &HubAddress {
        &self.address
    }

    /// `POST /api/join`: asks to join as `key`'s desk (the arbiter named, the board wished
    /// for). Returns the short code both screens show — the hub's, checked against the one
    /// both keys give.
    pub fn join(&self, key: &ArbiterKey, arbiter: &str, wish: Option<BoardId>) -> Result<String, ClientError> {
        let url = self.address.url("/api/join");
        let nonce = format!("{:032x}", rand::random::<u128>());
        let body = Join { desk_key: key.public_hex(), arbiter: arbiter.to_string(), nonce, wish };
        let env = Envelope::seal(JOIN, &body, key);
        let answer = self.post_signed(&url, &env.to_json())?;
        let code: JoinCode = open(&answer, &url)?;
        let ours = short_code(&self.hub_key, &key.public_hex());
        if code.code != ours {
            return Err(ClientError::CodeMismatch { hub: code.code, ours });
        }
        Ok(ours)
    }

    /// `GET /api/join/{fingerprint}`: where `key`'s request stands.
    pub fn state(&self, key: &ArbiterKey) -> Result<JoinState, ClientError> {
        let url = self.address.url(&format!("/api/join/{}", fingerprint(&key.public_hex())));
        let env = self.check(get_signed(&self.agent, &url)?)?;
        open(&env, &url)
    }

    /// Asks every `every` until the chief has assigned a board; `waiting` is called after each
    /// answer that says to wait (to say so, or to give up by returning `false`: then `None`).
    pub fn wait_assigned(
        &self,
        key: &ArbiterKey,
        every: Duration,
        mut waiting: impl FnMut(Result<&JoinState, &ClientError>) -> bool,
    ) -> Option<Assignment> {
        loop {
            match self.state(key) {
                Ok(s) => match s.assignment() {
                    Some(a) => return Some(a),
                    None if !waiting(Ok(&s)) => return None,
                    None => {}
                },
                Err(e) if !waiting(Err(&e)) => return None,
                Err(_) => {}
            }
            std::thread::sleep(every);
        }
    }

    fn post_signed(&self, url: &str, body: &str) -> Result<Envelope, ClientError> {
        let r = self.agent.post(url).header("content-type", "application/json").send(body);
        let env = signed_answer(r, url)?;
        self.check(env)
    }

    /// The answer must come from the hub's key.
    fn check(&self, env: Envelope) -> Result<Envelope, ClientError> {
        if !env.key.eq_ignore_ascii_case(&self.hub_key) {
            return Err(ClientError::WrongHub {
                expected: self.address.fingerprint.clone(),
                found: fingerprint(&env.key),
            });
        }
        Ok(env)
    }
}

fn get_signed(agent: &ureq::Agent, url: &str) -> Result<Envelope, ClientError> {
    signed_answer(agent.get(url).call(), url)
}

/// A `200` answer that is a signed envelope of kind `hub`.
fn signed_answer(r: Result<ureq::http::Response<ureq::Body>, ureq::Error>, url: &str) -> Result<Envelope, ClientError> {
    let mut r = r.map_err(|e| ClientError::Unreachable { url: url.to_string(), error: e.to_string() })?;
    let status = r.status().as_u16();
    let text = r
        .body_mut()
        .with_config()
        .limit(crate::envelope::MAX_BYTES as u64)
        .read_to_string()
        .map_err(|e| ClientError::Unreachable { url: url.to_string(), error: e.to_string() })?;
    if status != 200 {
        let answer: String = text.chars().take(200).collect();
        return Err(ClientError::Status { url: url.to_string(), status, answer });
    }
    let env = Envelope::read(text.as_bytes()).map_err(|e| not_signed(url, e))?;
    if env.kind != HUB {
        return Err(not_signed(url, ReadError::WrongKind { expected: HUB.into(), found: env.kind }));
    }
    Ok(env)
}

fn not_signed(url: &str, e: ReadError) -> ClientError {
    ClientError::NotSigned { url: url.to_string(), error: e.to_string() }
}

fn open<T: for<'de> serde::Deserialize<'de>>(env: &Envelope, url: &str) -> Result<T, ClientError> {
    env.open(HUB).map_err(|e| not_signed(url, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_errors_are_worded_in_both_languages() {
        victoria_words::assert_worded_apart(&[
            ClientError::Unreachable { url: "u".into(), error: "e".into() },
            ClientError::Status { url: "u".into(), status: 404, answer: "a".into() },
            ClientError::NotSigned { url: "u".into(), error: "e".into() },
            ClientError::WrongHub { expected: "a".into(), found: "b".into() },
            ClientError::CodeMismatch { hub: "1".into(), ours: "2".into() },
        ]);
    }

    #[test]
    fn a_hub_that_is_not_there_is_named_with_its_address() {
        // Port 9 on loopback: nothing listens (connection refused at once).
        let a = HubAddress::parse("http://127.0.0.1:9/?hub=0123456789abcdef").unwrap();
        let e = HubClient::connect(&a).err().unwrap();
        assert!(matches!(&e, ClientError::Unreachable { url, .. } if url == "http://127.0.0.1:9/api/hub"), "{e:?}");
        assert!(e.to_string().contains("127.0.0.1:9"), "{e}");
    }
}
