//! `desk`: the headless desk of the live event (issue 41, docs/LIVE.md). `desk join URL GAME.json`
//! joins the hub (or uses the board it joined before, kept in `GAME.json.live`), then watches
//! the game file and its journal and publishes a snapshot each time the game's public state
//! changes, until the game is finished and the hub has it; `desk publish URL GAME.json` sends
//! the game's public state once. Both keep trying while the hub is down, and say so on
//! standard error. `desk record-random` (hidden, for tests) records a seeded random game into
//! a file, action by action, as another process's desk would.

use super::fail;
use crate::i18n::Words;
use crate::t;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};
use victoria_live::client::{ClientError, HubClient};
use victoria_live::join::{Assignment, BoardId, HubAddress};
use victoria_live::outbox::{Outbox, OutboxStatus, backoff};
use victoria_live::publisher::{Publisher, live_path, read_live};
use victoria_record::recorder::Recorder;
use victoria_record::sign::ArbiterKey;
use victoria_words::Lang;

#[derive(clap::Args, Debug)]
pub struct DeskArgs {
    #[command(subcommand)]
    pub command: DeskCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum DeskCommand {
    /// Join the hub at URL (http://HOST:PORT/?hub=FINGERPRINT), then publish GAME.json each time
    /// its public state changes, until the game is finished and the hub has it.
    Join(JoinArgs),
    /// Publish GAME.json's public state to the hub once (the board joined before, or --board).
    Publish(PublishArgs),
    /// Record a seeded random game into GAME.json, action by action (for tests).
    #[command(hide = true)]
    RecordRandom(RecordRandomArgs),
}

#[derive(clap::Args, Debug)]
pub struct JoinArgs {
    /// The hub's address as it shows it: http://HOST:PORT/?hub=FINGERPRINT.
    pub url: String,
    /// The game file (created from the pairing when the hub sends one and there is none).
    pub game: PathBuf,
    /// The board to ask for, as round.board (2.5); the chief arbiter decides.
    #[arg(long, value_parser = parse_board)]
    pub board: Option<BoardId>,
    /// The arbiter's name the hub shows beside the short code.
    #[arg(long, default_value = "")]
    pub arbiter: String,
    /// The folder of the arbiter's key (arbiter.key, created there on first use); by default
    /// the configuration folder.
    #[arg(long)]
    pub key_dir: Option<PathBuf>,
    /// How often to look at the game file, in milliseconds.
    #[arg(long, default_value_t = 200)]
    pub poll_ms: u64,
    /// Go on until the record is sealed too (its sheet's digest published), not only finished.
    #[arg(long)]
    pub until_sealed: bool,
}

#[derive(clap::Args, Debug)]
pub struct PublishArgs {
    /// The hub's address as it shows it: http://HOST:PORT/?hub=FINGERPRINT.
    pub url: String,
    /// The game file.
    pub game: PathBuf,
    /// The board (round.board), when this desk has not joined the hub for this game.
    #[arg(long, value_parser = parse_board)]
    pub board: Option<BoardId>,
    /// The folder of the arbiter's key; by default the configuration folder.
    #[arg(long)]
    pub key_dir: Option<PathBuf>,
    /// Give up after this many seconds (by default the desk keeps trying).
    #[arg(long)]
    pub timeout: Option<u64>,
}

#[derive(clap::Args, Debug)]
pub struct RecordRandomArgs {
    /// The game file (created when there is none).
    pub game: PathBuf,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Moves to record at most before the result.
    #[arg(long, default_value_t = 40)]
    pub plies: usize,
    /// Milliseconds between two actions.
    #[arg(long, default_value_t = 50)]
    pub pace_ms: u64,
    /// Also refused entries discarded as slips, with the clocks held meanwhile.
    #[arg(long)]
    pub noise: bool,
    /// Seal the finished record with the arbiter's key (from --key-dir, else the configuration
    /// folder).
    #[arg(long)]
    pub seal: bool,
    #[arg(long)]
    pub key_dir: Option<PathBuf>,
}

fn parse_board(s: &str) -> Result<BoardId, String> {
    s.parse::<BoardId>().map_err(|e| e.words(super::args_lang()))
}

pub fn desk(a: DeskArgs, lang: Lang) -> i32 {
    match a.command {
        DeskCommand::Join(j) => join(j, lang),
        DeskCommand::Publish(p) => publish(p, lang),
        DeskCommand::RecordRandom(r) => record_random(r, lang),
    }
}

fn key(dir: &Option<PathBuf>, lang: Lang) -> Result<Arc<ArbiterKey>, i32> {
    let k = match dir {
        Some(d) => ArbiterKey::load_or_create_in(d),
        None => ArbiterKey::load_or_create(),
    };
    k.map(Arc::new).map_err(|e| {
        eprintln!("{}", super::failed(lang, &e.words(lang)));
        1
    })
}

/// The hub's address read from `url` and this desk's key (from `key_dir`, or the app's own):
/// the first steps of `desk join` and `desk publish`, each failure said in `lang`.
fn hub_and_key(url: &str, key_dir: &Option<PathBuf>, lang: Lang) -> Result<(HubAddress, Arc<ArbiterKey>), i32> {
    let hub = HubAddress::parse(url).map_err(|e| fail(lang, &e.words(lang)))?;
    Ok((hub, key(key_dir, lang)?))
}

/// The board this desk joined for `game` at this hub before, if any (and the one asked for).
fn stored(game: &Path, hub: &HubAddress, wish: Option<BoardId>, lang: Lang) -> Result<Option<Assignment>, i32> {
    let live = read_live(&live_path(game)).map_err(|e| {
        eprintln!("{}", super::failed(lang, &e.words(lang)));
        1
    })?;
    Ok(live
        .filter(|l| l.hub.as_deref() == Some(hub.text().as_str()))
        .and_then(|l| l.assignment)
        .filter(|a| wish.is_none_or(|w| w == a.board)))
}

/// Says on standard error what went wrong the first time, and whenever it changes: the game
/// file's trouble and the outbox's apart, and when the hub has the snapshots again.
struct Reporter {
    lang: Lang,
    last: Option<String>,
    outbox: Option<String>,
    refusal: Option<String>,
}

impl Reporter {
    fn new(lang: Lang) -> Reporter {
        Reporter { lang, last: None, outbox: None, refusal: None }
    }

    fn say(&mut self, text: String) {
        if self.last.as_deref() != Some(text.as_str()) {
            eprintln!("{text}");
            self.last = Some(text);
        }
    }

    /// The outbox's trouble, that it is over, or a refusal.
    fn outbox(&mut self, s: &OutboxStatus) {
        let lang = self.lang;
        match &s.last_error {
            Some(e) => {
                let text = t!(lang, "cli-desk-trouble", error = super::clause(&e.words(lang)), waiting = s.waiting);
                if self.outbox.as_deref() != Some(text.as_str()) {
                    eprintln!("{text}");
                    self.outbox = Some(text);
                }
            }
            None if self.outbox.is_some() && s.connected => {
                eprintln!("{}", t!(lang, "cli-desk-reconnected"));
                self.outbox = None;
            }
            None => {}
        }
        if let Some(r) = &s.last_refusal {
            let text = r.words(lang);
            if self.refusal.as_deref() != Some(text.as_str()) {
                eprintln!("{text}");
                self.refusal = Some(text);
            }
        }
    }
}

/// Reaches the hub and joins it, trying again while it cannot be reached; `Err` with the exit
/// status when the hub is not the one the address names or refuses.
fn join_hub(hub: &HubAddress, key: &ArbiterKey, a: &JoinArgs, lang: Lang) -> Result<Assignment, i32> {
    let mut said = Reporter::new(lang);
    let mut failures = 0;
    // Unreachable, too fast (429) or failing (5xx): try again; any other answer stands.
    let fatal = |e: &ClientError| {
        !matches!(e, ClientError::Unreachable { .. } | ClientError::Status { status: 429 | 500.., .. })
    };
    eprintln!("{}", t!(lang, "cli-desk-connecting", url = hub.text()));
    let client = loop {
        match HubClient::connect(hub).and_then(|c| c.join(key, &a.arbiter, a.board).map(|code| (c, code))) {
            Ok((c, code)) => {
                outln!("{}", t!(lang, "cli-desk-code", code = code.as_str(), event = c.info().event.as_str()));
                break c;
            }
            Err(e) if fatal(&e) => {
                eprintln!("{}", super::failed(lang, &e.words(lang)));
                return Err(1);
            }
            Err(e) => {
                failures += 1;
                let wait = backoff(failures, rand_unit());
                said.say(e.words(lang));
                std::thread::sleep(wait);
            }
        }
    };
    let mut fatal_error = None;
    let assignment = client.wait_assigned(key, Duration::from_secs(1), |r| match r {
        Ok(_) => {
            said.say(t!(lang, "cli-desk-waiting"));
            true
        }
        Err(e) if fatal(e) => {
            fatal_error = Some(e.words(lang));
            false
        }
        Err(e) => {
            said.say(e.words(lang));
            true
        }
    });
    match assignment {
        Some(a) => Ok(a),
        None => {
            eprintln!("{}", fatal_error.unwrap_or_default());
            Err(1)
        }
    }
}

/// A number from 0 to 1 for the jitter, from the clock (no generator needed for this).
fn rand_unit() -> f64 {
    let nanos =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.subsec_nanos()).unwrap_or(0);
    f64::from(nanos % 1000) / 1000.0
}

/// Creates the game file from the hub's pairing when there is none: the whole record written
/// at once (atomically), so that whoever records into it finds it complete.
fn create_from_start(game: &Path, a: &Assignment, lang: Lang) -> Result<(), i32> {
    let Some(start) = &a.start else { return Ok(()) };
    if game.exists() {
        return Ok(());
    }
    let record = victoria_record::GameRecord::new(start.event.clone(), start.rules);
    let made = Recorder::in_memory(record).and_then(|mut d| {
        d.set_time_control(start.time_control.clone())?;
        Ok(victoria_record::store::save(game, d.record())?)
    });
    match made {
        Ok(()) => {
            let file = game.display().to_string();
            let (white, black) = (start.event.white.as_str(), start.event.black.as_str());
            eprintln!("{}", t!(lang, "cli-desk-created", file = file, white = white, black = black));
            Ok(())
        }
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            Err(1)
        }
    }
}

/// When the game file and its journal last changed (size and time of each).
fn stamp(game: &Path) -> Option<[(u64, Option<std::time::SystemTime>); 2]> {
    let one = |p: &Path| std::fs::metadata(p).ok().map(|m| (m.len(), m.modified().ok()));
    let journal = victoria_record::journal::journal_path(game);
    Some([one(game)?, one(&journal).unwrap_or((0, None))])
}

/// The game as it stands on disk, read without touching it; `None` while it is being written
/// (read again later).
fn read_game(game: &Path) -> Result<Option<Recorder>, String> {
    let before = stamp(game);
    let record = victoria_record::store::load_game(game).map_err(|e| e.words(Lang::En))?;
    if stamp(game) != before {
        return Ok(None);
    }
    Recorder::in_memory(record).map(Some).map_err(|e| e.words(Lang::En))
}

/// `desk join URL GAME.json`.
pub fn join(a: JoinArgs, lang: Lang) -> i32 {
    let (hub, key) = match hub_and_key(&a.url, &a.key_dir, lang) {
        Ok(hk) => hk,
        Err(c) => return c,
    };
    let assignment = match stored(&a.game, &hub, a.board, lang) {
        Ok(Some(s)) => {
            eprintln!(
                "{}",
                t!(
                    lang,
                    "cli-desk-stored",
                    board = s.board.to_string(),
                    file = live_path(&a.game).display().to_string()
                )
            );
            s
        }
        Ok(None) => match join_hub(&hub, &key, &a, lang) {
            Ok(s) => s,
            Err(c) => return c,
        },
        Err(c) => return c,
    };
    outln!("{}", t!(lang, "cli-desk-assigned", board = assignment.board.to_string()));
    if let Err(c) = create_from_start(&a.game, &assignment, lang) {
        return c;
    }
    let mut publisher = match Publisher::for_game(&a.game, key, assignment.board) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 1;
        }
    };
    if let Err(e) = publisher.remember(Some(hub.text()), Some(assignment)) {
        eprintln!("{}", super::failed(lang, &e.words(lang)));
        return 1;
    }
    let outbox = Outbox::start(&hub);
    watch(&a, &mut publisher, &outbox, lang)
}

/// Publishes each change of the game until it is finished (sealed, with `--until-sealed`) and
/// the hub has that snapshot.
fn watch(a: &JoinArgs, publisher: &mut Publisher, outbox: &Outbox, lang: Lang) -> i32 {
    let file = a.game.display().to_string();
    let mut said = Reporter::new(lang);
    let mut seen = None;
    let mut first = true;
    let mut last: Option<(String, u64)> = None;
    loop {
        let now = stamp(&a.game);
        if now.is_none() {
            said.say(t!(lang, "cli-desk-waiting-game", file = file.as_str()));
        } else if now != seen {
            match read_game(&a.game) {
                Ok(Some(desk)) => {
                    seen = now;
                    let at = victoria_record::now();
                    let sent = match publisher.publish(&desk, at) {
                        // After a restart the hub may lack the latest: send it again (a 409 if not).
                        Ok(None) if first => publisher.again(&desk, at),
                        Ok(e) => e,
                        Err(e) => {
                            said.say(e.words(lang));
                            None
                        }
                    };
                    first = false;
                    if let Some(e) = sent {
                        outln!("{}", t!(lang, "cli-desk-published", seq = publisher.seq(), file = file.as_str()));
                        outbox.send(e);
                    }
                    let r = desk.record();
                    let done = r.result.is_some() && (!a.until_sealed || r.arbiter_seal.is_some());
                    last = done.then(|| (r.id.clone(), publisher.seq()));
                }
                Ok(None) => {}
                Err(e) => {
                    said.say(super::failed(lang, &t!(lang, "cli-desk-cannot-read", file = file.as_str(), error = e)))
                }
            }
        }
        let status = outbox.status();
        said.outbox(&status);
        if let Some((game, seq)) = &last {
            if status.has(game, *seq) {
                outln!("{}", t!(lang, "cli-desk-finished", seq = *seq, file = file.as_str()));
                return 0;
            }
            if status.waiting == 0
                && status
                    .last_refusal
                    .as_ref()
                    .is_some_and(|r| matches!(r, victoria_live::outbox::SendError::Refused { seq: s, .. } if s == seq))
            {
                return 1;
            }
        }
        std::thread::sleep(Duration::from_millis(a.poll_ms.max(10)));
    }
}

/// `desk publish URL GAME.json`.
pub fn publish(a: PublishArgs, lang: Lang) -> i32 {
    let (hub, key) = match hub_and_key(&a.url, &a.key_dir, lang) {
        Ok(hk) => hk,
        Err(c) => return c,
    };
    let board = match (a.board, stored(&a.game, &hub, None, lang)) {
        (_, Err(c)) => return c,
        (Some(b), _) => b,
        (None, Ok(Some(s))) => s.board,
        (None, Ok(None)) => {
            return fail(lang, &t!(lang, "cli-desk-no-board", file = a.game.display().to_string()));
        }
    };
    let desk = match read_game(&a.game) {
        Ok(Some(d)) => d,
        Ok(None) => return fail(lang, &t!(lang, "cli-desk-busy-file", file = a.game.display().to_string())),
        Err(e) => return fail(lang, &t!(lang, "cli-desk-cannot-read", file = a.game.display().to_string(), error = e)),
    };
    let mut publisher = match Publisher::for_game(&a.game, key, board) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 1;
        }
    };
    let at = victoria_record::now();
    let envelope = match publisher.publish(&desk, at) {
        Ok(Some(e)) => e,
        Ok(None) => match publisher.again(&desk, at) {
            Some(e) => e,
            None => return 1,
        },
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            return 1;
        }
    };
    let (game, seq) = (desk.record().id.clone(), publisher.seq());
    let outbox = Outbox::start(&hub);
    outbox.send(envelope);
    let deadline = a.timeout.map(|s| Instant::now() + Duration::from_secs(s));
    let mut said = Reporter::new(lang);
    loop {
        let s = outbox.status();
        said.outbox(&s);
        if s.has(&game, seq) {
            outln!("{}", t!(lang, "cli-desk-delivered", seq = seq, board = board.to_string()));
            return 0;
        }
        if s.waiting == 0 && s.refused > 0 {
            return 1;
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            eprintln!("{}", t!(lang, "cli-desk-gave-up", seq = seq, seconds = a.timeout.unwrap_or(0)));
            return 1;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// `desk record-random GAME.json --seed N`.
pub fn record_random(a: RecordRandomArgs, lang: Lang) -> i32 {
    let key = if a.seal {
        match key(&a.key_dir, lang) {
            Ok(k) => Some(k),
            Err(c) => return c,
        }
    } else {
        None
    };
    let game = victoria_record::samples::RandomGame {
        seed: a.seed,
        plies: a.plies,
        pace: Duration::from_millis(a.pace_ms),
        noise: a.noise,
    };
    match victoria_record::samples::record_random(&a.game, game, key.as_deref()) {
        Ok(r) => {
            let score = r.result.as_ref().map(|x| x.score()).unwrap_or("*");
            outln!(
                "{}",
                t!(
                    lang,
                    "cli-desk-recorded",
                    plies = r.moves.len(),
                    file = a.game.display().to_string(),
                    score = score
                )
            );
            0
        }
        Err(e) => {
            eprintln!("{}", super::failed(lang, &e.words(lang)));
            1
        }
    }
}
