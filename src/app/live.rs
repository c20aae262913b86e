//! The desk's link to an event's hub (issue 41, the desk's side): once the chief has given this
//! desk a board ("Join an event" on the Start screen), every action on that board's game goes
//! through the [`Publisher`] (the public snapshot, numbered, signed with the arbiter's key;
//! never a secret) into the [`Outbox`], a thread of its own that sends it and retries. The UI
//! thread never waits for the hub. The recording screen shows where the link stands
//! ([`LinkView`]): sent, snapshots waiting, or the hub unreachable since when.

use super::notice::Notice;
use super::session::Session;
use std::sync::Arc;
use victoria_live::Publisher;
use victoria_live::join::{Assignment, BoardId, HubAddress};
use victoria_live::outbox::{Outbox, OutboxStatus};
use victoria_record::GameRecord;
use victoria_record::sign::ArbiterKey;
use victoria_words::{Lang, Words};

/// Where the link stands, as the recording screen shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinkView {
    /// The board this desk publishes.
    pub board: Option<BoardId>,
    /// The code the desk joined with.
    pub code: String,
    /// What the outbox says.
    pub status: OutboxStatus,
    /// Since when (local time, `HH:MM:SS`) the hub has not been reached.
    pub down_since: Option<String>,
    /// A snapshot was handed to the outbox and it has not said what became of it yet.
    pub pending: bool,
}

impl LinkView {
    /// The hub cannot be reached now.
    pub fn down(&self) -> bool {
        !self.status.connected && self.status.failures > 0
    }

    /// Something waits to be sent (the app looks again every second while so).
    pub fn busy(&self) -> bool {
        self.pending || self.status.waiting > 0
    }

    /// A line that should catch the arbiter's eye (down, or refused).
    pub fn is_problem(&self) -> bool {
        self.down() || (self.status.waiting == 0 && self.status.last_refusal.is_some())
    }
}

impl Words for LinkView {
    fn words(&self, lang: Lang) -> String {
        let s = &self.status;
        let count = s.waiting.max(usize::from(self.pending)) as u32;
        if self.down() {
            let since = self.down_since.clone().unwrap_or_default();
            return crate::t!(lang, "lv-link-down", since = since, count = count.max(1));
        }
        if count > 0 {
            return crate::t!(lang, "lv-link-waiting", count = count);
        }
        if let Some(r) = &s.last_refusal {
            return crate::t!(lang, "lv-link-refused", error = r.words(lang));
        }
        if s.delivered > 0 {
            return crate::t!(lang, "lv-link-sent");
        }
        let board = self.board.map(|b| b.to_string()).unwrap_or_default();
        crate::t!(lang, "lv-link-idle", board = board)
    }
}

/// The link: the hub, the board, the outbox, and the publisher of the board's game once it is
/// the game in progress.
pub struct Link {
    hub: HubAddress,
    assignment: Assignment,
    key: Arc<ArbiterKey>,
    outbox: Outbox,
    /// The game published (its record id) and its publisher.
    publisher: Option<(String, Publisher)>,
    view: LinkView,
    /// The outbox's counts (delivered, refused, failures) when the last snapshot was handed.
    handed: Option<(u64, u64, u32)>,
}

impl Link {
    /// Starts the outbox's thread for the board `assignment` of the hub at `hub`.
    pub fn start(hub: HubAddress, code: String, assignment: Assignment, key: ArbiterKey) -> Link {
        let outbox = Outbox::start(&hub);
        let view = LinkView { board: Some(assignment.board), code, ..LinkView::default() };
        Link { hub, assignment, key: Arc::new(key), outbox, publisher: None, view, handed: None }
    }

    /// The link of a game that was published before (its `GAME.json.live` names the hub and
    /// the board): a desk restarted, or the game reopened, goes on publishing it, from the
    /// number it had reached.
    pub fn resume(game: &std::path::Path, config_dir: &std::path::Path) -> Option<Link> {
        let live = victoria_live::publisher::read_live(&victoria_live::publisher::live_path(game)).ok()??;
        let hub = HubAddress::parse(live.hub.as_deref()?).ok()?;
        let assignment = live.assignment?;
        let key = ArbiterKey::load_or_create_in(config_dir).ok()?;
        Some(Link::start(hub, String::new(), assignment, key))
    }

    pub fn hub(&self) -> &HubAddress {
        &self.hub
    }

    pub fn assignment(&self) -> &Assignment {
        &self.assignment
    }

    pub fn view(&self) -> &LinkView {
        &self.view
    }

    /// Whether `record` is this board's game: its round and board, and the event's name when
    /// the hub sent one.
    pub fn holds(&self, record: &GameRecord) -> bool {
        let b = self.assignment.board;
        let same_event = self
            .assignment
            .start
            .as_ref()
            .is_none_or(|s| s.event.event.trim().eq_ignore_ascii_case(record.event.event.trim()));
        record.event.round.trim() == b.round.to_string()
            && record.event.board.trim() == b.board.to_string()
            && same_event
    }

    /// After every action: the board's game, if it is the one in progress, is published when
    /// its public part changed (the snapshot is handed to the outbox; nothing waits for the
    /// hub). Returns what to tell the arbiter if the snapshot could not be made.
    pub fn publish(&mut self, session: &Session) -> Option<Notice> {
        let record = session.record();
        if self.holds(record) {
            let id = record.id.clone();
            if self.publisher.as_ref().is_none_or(|(g, _)| *g != id) {
                let made = match session.path() {
                    Some(path) => Publisher::for_game(&path, self.key.clone(), self.assignment.board),
                    None => Ok(Publisher::in_memory(self.key.clone(), self.assignment.board)),
                };
                match made {
                    Ok(mut p) => {
                        let _ = p.remember(Some(self.hub.text()), Some(self.assignment.clone()));
                        self.publisher = Some((id, p));
                    }
                    Err(e) => return Some(Notice::error(e)),
                }
            }
            if let Some((_, p)) = &mut self.publisher {
                let desk = session.recorder();
                match p.publish(desk, desk.now()) {
                    Ok(Some(envelope)) => {
                        let s = self.outbox.status();
                        self.handed = Some((s.delivered, s.refused, s.failures));
                        self.outbox.send(envelope);
                    }
                    Ok(None) => {}
                    Err(e) => {
                        let e = Arc::new(e);
                        let said = victoria_words::Said::with(move |lang| {
                            crate::t!(lang, "lv-publish-failed", error = e.words(lang))
                        });
                        self.refresh();
                        return Some(Notice::error(said));
                    }
                }
            }
        }
        self.refresh();
        None
    }

    /// Reads the outbox's status (never waits).
    pub fn refresh(&mut self) {
        let s = self.outbox.status();
        if let Some(mark) = self.handed
            && s.waiting == 0
            && (s.delivered, s.refused, s.failures) != mark
        {
            self.handed = None;
        }
        let down = !s.connected && s.failures > 0;
        if !down {
            self.view.down_since = None;
        } else if self.view.down_since.is_none() {
            self.view.down_since = Some(chrono::Local::now().format("%H:%M:%S").to_string());
        }
        self.view.pending = self.handed.is_some();
        self.view.status = s;
    }
}
