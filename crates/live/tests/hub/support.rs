//! What the hub's tests share: a blocking HTTP client (ureq), a reader of the event stream, a
//! desk that records a random game and publishes it as the desk's publisher does, and an event
//! with one round.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::io::{BufRead, BufReader, Read};
use std::sync::Arc;
use std::time::Duration;
use victoria_live::hub::EventInfo;
use victoria_live::join::{self, BoardId, Join, JoinCode, JoinState};
use victoria_live::pages::{LivePairing, LiveRound};
use victoria_live::publisher::Publisher;
use victoria_live::{Envelope, Snapshot};
use victoria_record::Declared;
use victoria_record::recorder::Recorder;
use victoria_record::sign::{ArbiterKey, fingerprint};
use victoria_rules::{Color, Options};

pub fn chief_key() -> ArbiterKey {
    ArbiterKey::from_secret([1; 32])
}

pub fn desk_key(n: u32) -> ArbiterKey {
    let mut s = [0u8; 32];
    s[..4].copy_from_slice(&n.to_le_bytes());
    s[31] = 0xd5;
    ArbiterKey::from_secret(s)
}

/// An event of `rounds` rounds of `boards` boards each, round 1 current.
pub fn event(rounds: u32, boards: u32) -> EventInfo {
    EventInfo {
        name: "Loopback Open".into(),
        current: Some(1),
        rounds: (1..=rounds)
            .map(|r| LiveRound {
                event: "Loopback Open".into(),
                round: r,
                rounds,
                current: r == 1,
                boards: (1..=boards)
                    .map(|b| LivePairing {
                        board: b,
                        white: format!("White {r}.{b}"),
                        black: format!("Black {r}.{b}"),
                        white_no: None,
                        black_no: None,
                        ruleset: "victoria".into(),
                        result: None,
                    })
                    .collect(),
                byes: Vec::new(),
            })
            .collect(),
        starts: Vec::new(),
        standings: None,
    }
}

/// A blocking client of one hub address.
#[derive(Clone)]
pub struct Client {
    agent: ureq::Agent,
    pub base: String,
}

impl Client {
    pub fn new(base: &str) -> Client {
        let config = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(10)))
            .build();
        Client { agent: ureq::Agent::new_with_config(config), base: base.trim_end_matches('/').to_string() }
    }

    /// The status and the body of a GET (status 0: no answer).
    pub fn get(&self, path: &str) -> (u16, String) {
        match self.agent.get(format!("{}{path}", self.base)).call() {
            Ok(r) => {
                let status = r.status().as_u16();
                (status, r.into_body().read_to_string().unwrap_or_default())
            }
            Err(_) => (0, String::new()),
        }
    }

    /// The status and the body of a POST (status 0: no answer).
    pub fn post(&self, path: &str, body: &str) -> (u16, String) {
        let req = self.agent.post(format!("{}{path}", self.base)).content_type("application/json");
        match req.send(body) {
            Ok(r) => {
                let status = r.status().as_u16();
                (status, r.into_body().read_to_string().unwrap_or_default())
            }
            Err(_) => (0, String::new()),
        }
    }

    /// The stream of an audience (from `last`, when given).
    pub fn events(&self, query: &str, last: Option<u64>) -> Option<Sse> {
        let config = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_recv_body(Some(Duration::from_secs(30)))
            .build();
        let agent = ureq::Agent::new_with_config(config);
        let mut req = agent.get(format!("{}/events?{query}", self.base));
        if let Some(l) = last {
            req = req.header("Last-Event-ID", l.to_string());
        }
        let r = req.call().ok()?;
        (r.status().as_u16() == 200).then(|| Sse { lines: BufReader::new(Box::new(r.into_body().into_reader())) })
    }
}

/// The body of an answer the hub signed (its signature checked).
pub fn signed<T: for<'de> serde::Deserialize<'de>>(text: &str, hub_key: &str) -> T {
    let e = Envelope::read(text.as_bytes()).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(e.key, hub_key, "answered with the hub's key");
    e.open(join::HUB).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// One event of a stream.
#[derive(Clone, Debug)]
pub struct SseEvent {
    pub id: u64,
    pub event: String,
    pub data: serde_json::Value,
}

/// A stream being read.
pub struct Sse {
    lines: BufReader<Box<dyn Read + Send>>,
}

impl Sse {
    /// The next event (comments and `retry:` skipped); `None` when the stream ends.
    pub fn next_event(&mut self) -> Option<SseEvent> {
        let (mut id, mut event, mut data) = (None, String::new(), String::new());
        loop {
            let mut line = String::new();
            if self.lines.read_line(&mut line).ok()? == 0 {
                return None;
            }
            let line = line.trim_end_matches(['\n', '\r']);
            if line.is_empty() {
                if let Some(id) = id {
                    let data = serde_json::from_str(&data).unwrap_or(serde_json::Value::Null);
                    return Some(SseEvent { id, event, data });
                }
                continue;
            }
            if let Some(v) = line.strip_prefix("id:") {
                id = v.trim().parse().ok();
            } else if let Some(v) = line.strip_prefix("event:") {
                event = v.trim().to_string();
            } else if let Some(v) = line.strip_prefix("data:") {
                data.push_str(v.trim_start());
            }
        }
    }
}

/// A desk: its key, the game it records, its publisher.
pub struct Desk {
    pub key: Arc<ArbiterKey>,
    pub board: BoardId,
    pub game: Recorder,
    pub publisher: Publisher,
    rng: StdRng,
}

impl Desk {
    /// The desk numbered `n`, recording a new random Victoria game for `board`.
    pub fn new(n: u32, board: BoardId, seed: u64) -> Desk {
        let key = Arc::new(desk_key(n));
        let game = victoria_record::samples::random_game(seed, 0, Options::default()).expect("a game");
        let publisher = Publisher::in_memory(key.clone(), board);
        Desk { key, board, game, publisher, rng: StdRng::seed_from_u64(seed) }
    }

    pub fn fingerprint(&self) -> String {
        fingerprint(&self.key.public_hex())
    }

    /// The signed request to join (asking for its board).
    pub fn join(&self) -> Envelope {
        let j = Join {
            desk_key: self.key.public_hex(),
            arbiter: format!("Arbiter {}", self.board),
            nonce: format!("{}", self.board),
            wish: Some(self.board),
        };
        Envelope::seal(join::JOIN, &j, &self.key)
    }

    /// Joins through `c` and waits until the chief gives it its board.
    pub fn join_and_wait(&self, c: &Client, hub_key: &str) -> JoinState {
        let (status, body) = c.post("/api/join", &self.join().to_json());
        assert_eq!(status, 200, "{body}");
        let code: JoinCode = signed(&body, hub_key);
        assert_eq!(code.code, join::short_code(hub_key, &self.key.public_hex()), "both screens show the same code");
        for _ in 0..1000 {
            let (status, body) = c.get(&format!("/api/join/{}", self.fingerprint()));
            assert_eq!(status, 200, "{body}");
            let s: JoinState = signed(&body, hub_key);
            if s.assignment().is_some() {
                return s;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("desk {} was never assigned", self.board);
    }

    pub fn finished(&self) -> bool {
        self.game.record().result.is_some()
    }

    /// One more public action: a random legal move, or (after `plies`, or when no move is
    /// left) a result, then the arbiter's seal. `None` when the game is finished and sealed.
    pub fn act(&mut self, plies: usize) -> Option<Envelope> {
        let now = victoria_record::now();
        if self.finished() {
            if self.game.record().arbiter_seal.is_some() {
                return None;
            }
            let seal = victoria_record::sign::seal_for(self.game.record(), &self.key);
            self.game.set_arbiter_seal(seal).expect("sealed");
            return self.publisher.publish(&self.game, now).expect("published");
        }
        let moves = self.game.position().map(|p| p.legal_moves()).unwrap_or_default();
        if self.game.record().moves.len() >= plies || moves.is_empty() {
            let what = match self.rng.random_range(0..3) {
                0 => Declared::Resignation { loser: Color::White },
                1 => Declared::Resignation { loser: Color::Black },
                _ => Declared::DrawAgreed,
            };
            self.game.declare(what, "").expect("a result");
        } else {
            let m = moves[self.rng.random_range(0..moves.len())];
            let san = self.game.position().expect("a position").san(&m);
            self.game.record_move(&san).expect("a legal move");
        }
        self.publisher.publish(&self.game, now).expect("published")
    }

    /// The event's result of the game as the desk sees it.
    pub fn verdict(&self) -> Option<victoria_live::hub::Verdict> {
        let snap: Snapshot = self.publisher.again(&self.game, victoria_record::now())?.open("snapshot").ok()?;
        snap.game.result.as_ref().map(victoria_live::hub::Verdict::of_public)
    }
}
