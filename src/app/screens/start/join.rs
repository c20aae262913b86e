//! "Join an event" on the Start screen (issue 41, the desk's side): the hub's address typed or
//! pasted; a thread of its own reaches the hub (its key checked against the address's
//! fingerprint), asks to join and waits until the chief assigns a board, while the screen
//! shows the six-digit code to compare. Nothing here waits on the UI thread: the thread writes
//! where it stands into [`Progress`] and wakes the screen through a task's stream. Once a
//! board is given, the app starts the game from the pairing ([`Request::Joined`]).

use crate::app::screen::{Action, Joined, Request};
use iced::futures::channel::mpsc::{UnboundedSender, unbounded};
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::Duration;
use victoria_live::client::{ClientError, HubClient};
use victoria_live::join::{AddressError, Assignment, HubAddress};
use victoria_record::sign::ArbiterKey;
use victoria_words::{Lang, Words};

/// The field of the hub's address.
pub const ADDRESS_FIELD: &str = "join-address";

/// How often the thread asks the hub whether a board was given.
const ASK_EVERY: Duration = Duration::from_millis(700);

/// Where a join stands.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Progress {
    #[default]
    Idle,
    /// Reaching the hub.
    Reaching,
    /// The hub took the request: the code both screens show.
    Waiting {
        code: String,
    },
    /// The chief gave this desk a board.
    Assigned {
        code: String,
        assignment: Box<Assignment>,
    },
    Failed(Problem),
}

/// Why joining did not work.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    Address(AddressError),
    Client(ClientError),
    /// The arbiter's key could not be read or made (the system's words).
    Key(String),
}

impl Words for Problem {
    fn words(&self, lang: Lang) -> String {
        let error = match self {
            Problem::Address(e) => e.words(lang),
            Problem::Client(e) => e.words(lang),
            Problem::Key(e) => e.clone(),
        };
        crate::t!(lang, "lv-join-failed", error = error)
    }
}

/// The join form and, while one runs, the join.
#[derive(Clone, Debug, Default)]
pub struct Form {
    /// The form is shown.
    open: bool,
    address: String,
    progress: Arc<Mutex<Progress>>,
    /// The running join's life: its thread stops when this is gone (the screen left, or
    /// Cancel).
    alive: Option<Arc<()>>,
}

#[derive(Clone, Debug)]
pub enum Message {
    Show,
    Address(String),
    Join,
    Cancel,
    /// The join's thread moved on: read where it stands.
    Check,
}

impl Message {
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Address(_) | Message::Check)
    }
}

fn lock(m: &Mutex<Progress>) -> MutexGuard<'_, Progress> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Form {
    pub fn is_open(&self) -> bool {
        self.open
    }

    pub fn address(&self) -> &str {
        &self.address
    }

    /// Where the join stands now.
    pub fn progress(&self) -> Progress {
        lock(&self.progress).clone()
    }

    pub fn update(&mut self, msg: Message, config_dir: &Path, arbiter: &str) -> Action<Message> {
        match msg {
            Message::Show => {
                self.open = true;
                return Action::focus(ADDRESS_FIELD);
            }
            Message::Address(a) => self.address = a,
            Message::Join => return self.join(config_dir, arbiter),
            Message::Cancel => {
                self.alive = None;
                self.open = false;
                *lock(&self.progress) = Progress::Idle;
            }
            Message::Check => {
                if let Progress::Assigned { code, assignment } = self.progress() {
                    // Once: the thread has ended; the form is done.
                    self.alive = None;
                    *lock(&self.progress) = Progress::Idle;
                    self.open = false;
                    let hub = HubAddress::parse(&self.address).ok();
                    if let Some(hub) = hub {
                        return Request::Joined(Box::new(Joined { hub, code, assignment: *assignment })).into();
                    }
                }
            }
        }
        Action::None
    }

    /// Starts the join's thread; its wake-ups come back as [`Message::Check`].
    fn join(&mut self, config_dir: &Path, arbiter: &str) -> Action<Message> {
        if self.alive.is_some() {
            return Action::None;
        }
        let address = match HubAddress::parse(&self.address) {
            Ok(a) => a,
            Err(e) => {
                *lock(&self.progress) = Progress::Failed(Problem::Address(e));
                return Action::None;
            }
        };
        let key = match ArbiterKey::load_or_create_in(config_dir) {
            Ok(k) => k,
            Err(e) => {
                *lock(&self.progress) = Progress::Failed(Problem::Key(e.to_string()));
                return Action::None;
            }
        };
        *lock(&self.progress) = Progress::Reaching;
        let alive = Arc::new(());
        let (tx, rx) = unbounded();
        let progress = self.progress.clone();
        let weak = Arc::downgrade(&alive);
        let arbiter = arbiter.to_string();
        let started = std::thread::Builder::new()
            .name("victoria-join".into())
            .spawn(move || run(address, key, arbiter, progress, weak, tx));
        if started.is_err() {
            *lock(&self.progress) = Progress::Idle;
            return Action::None;
        }
        self.alive = Some(alive);
        Action::Run(iced::Task::run(rx, |()| Message::Check))
    }
}

/// The join's thread: reach the hub, ask to join, wait for a board; each step written into
/// `progress`, the screen woken through `wake`. It stops when `alive` is gone.
fn run(
    address: HubAddress,
    key: ArbiterKey,
    arbiter: String,
    progress: Arc<Mutex<Progress>>,
    alive: Weak<()>,
    wake: UnboundedSender<()>,
) {
    let set = |p: Progress| {
        if alive.upgrade().is_some() {
            *lock(&progress) = p;
            let _ = wake.unbounded_send(());
        }
    };
    let client = match HubClient::connect(&address) {
        Ok(c) => c,
        Err(e) => return set(Progress::Failed(Problem::Client(e))),
    };
    let code = match client.join(&key, &arbiter, None) {
        Ok(c) => c,
        Err(e) => return set(Progress::Failed(Problem::Client(e))),
    };
    set(Progress::Waiting { code: code.clone() });
    // A hub that does not answer for a moment is asked again: the chief may still assign.
    let assigned = client.wait_assigned(&key, ASK_EVERY, |_| alive.upgrade().is_some());
    if let Some(assignment) = assigned {
        set(Progress::Assigned { code, assignment: Box::new(assignment) });
    }
}

impl Form {
    /// The form: the address, Join and Cancel, and where the join stands (the code, large).
    pub fn view(&self, lang: Lang) -> iced::Element<'_, Message> {
        use crate::app::theme;
        use crate::app::ui::{self, btn_primary, btn_secondary};
        use iced::widget::{column, container, row, text, text_input};
        let t = |id: &str| crate::t!(lang, id);
        let running = self.alive.is_some();
        let mut col = column![
            ui::subheading(t("lv-join-title")),
            ui::note(t("lv-join-about")),
            row![
                text_input(&t("lv-join-field"), &self.address)
                    .id(ADDRESS_FIELD)
                    .style(theme::field)
                    .on_input(Message::Address)
                    .on_submit(Message::Join)
                    .padding(6),
                btn_primary(t("lv-join"), "join-go", (!running).then_some(Message::Join)),
                btn_secondary(t("lv-join-cancel"), "join-cancel", Some(Message::Cancel)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(8);
        match self.progress() {
            Progress::Idle => {}
            Progress::Reaching => col = col.push(text(t("lv-joining")).size(15)),
            Progress::Waiting { code } | Progress::Assigned { code, .. } => {
                col = col.push(
                    container(text(crate::t!(lang, "lv-join-code", code = code.as_str())).size(30))
                        .id("join-code")
                        .padding([6, 12])
                        .style(theme::flag_check),
                );
                col = col.push(ui::note(t("lv-join-waiting")));
            }
            Progress::Failed(p) => col = col.push(text(p.words(lang)).size(14).color(theme::PROBLEM)),
        }
        container(col).padding(12).style(theme::info).into()
    }
}
