//! The Tournament screen (issue 24): the chief arbiter's table over a tournament folder, drawn
//! from the iced-free [`TournamentSession`]. A folder is typed, chosen in the system dialog or the
//! sample tournament opened (through a working copy). Four tabs: the players (a late entry, a
//! requested bye, a withdrawal), a round's pairings (board, White, result, Black; a result typed
//! for the chosen board, forfeits and adjourned games included; **Start board** opens New game
//! filled in for it, the game saved into the folder; a board already started opens its game),
//! the standings with the event's tie-breaks, and the crosstable. Actions: pair the next round,
//! take the results of the boards' game files (in the folder, or in a folder brought from
//! another desk: conflicts and refusals listed, never written over), and the PDF prints.
//!
//! Keyboard: Left/Right change the tab, PgUp/PgDn the round, Up/Down choose a board, `1` `=`
//! `0` `+` `-` `*` type its result (1-0, ½-½, 0-1, forfeits, adjourned), Delete clears it, F3
//! opens every result for it, Enter starts (or opens) its game, Tab walks the fields.

use crate::app::files;
use crate::app::screen::{Action, Context, Key as AppKey, Look, Request};
use crate::app::theme;
use crate::app::ui::{self, btn, btn_primary, btn_secondary, btn_small, btn_small_primary};
use iced::widget::{button, column, container, pick_list, row, scrollable, text, text_input};
use iced::{Element, Length, Task};
use std::path::{Path, PathBuf};
use victoria_rules::Ruleset;
use victoria_session::text::Lang;
use victoria_session::tournament::{
    BoardStart, ByeRequest, ImportReport, NewEvent, PlayerForm, PrintKind, TournamentSession, TournamentSessionError,
    TypedResult, bye_key,
};
use victoria_tournament::PairingSystem;
use victoria_words::{Said, Words as _};

/// The tabs of the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    Players,
    #[default]
    Round,
    Standings,
    Crosstable,
}

impl Tab {
    pub const ALL: [Tab; 4] = [Tab::Players, Tab::Round, Tab::Standings, Tab::Crosstable];

    fn key(self) -> &'static str {
        match self {
            Tab::Players => "players",
            Tab::Round => "round",
            Tab::Standings => "standings",
            Tab::Crosstable => "crosstable",
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Tab::Players => "tour-tab-players",
            Tab::Round => "tour-tab-round",
            Tab::Standings => "tour-tab-standings",
            Tab::Crosstable => "tour-tab-crosstable",
        }
    }
}

/// What a folder dialog was opened for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickFor {
    /// The tournament folder to open.
    Tournament,
    /// A folder of game files to import from.
    Import,
}

/// A key the screen reads when no field has it (see the module's page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Up,
    Down,
    Left,
    Right,
    PreviousRound,
    NextRound,
    Enter,
    Result(TypedResult),
    /// F3: every result for the chosen board.
    Results,
    Cancel,
}

/// A field of the player form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerField {
    Name,
    Rating,
    Title,
    Club,
    Federation,
    FideId,
}

/// A print of the list, with its words (the list shows them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintItem {
    pub kind: PrintKind,
    pub label: String,
}

impl std::fmt::Display for PrintItem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

#[derive(Debug, Default)]
pub struct State {
    pub desk: Option<TournamentSession>,
    /// The tournament folder typed.
    pub folder: String,
    pub tab: Tab,
    /// The round shown.
    pub round: u32,
    /// The board chosen in the round (its result typed, its game started).
    pub selected: Option<u32>,
    /// Every result offered for the chosen board (F3, the board's "Result…").
    pub results_open: bool,
    /// The folder of game files to import from, typed.
    pub import_dir: String,
    pub report: Option<ImportReport>,
    pub print: Option<PrintKind>,
    /// A late entry's details as typed, or an entrant's being corrected.
    pub player: PlayerForm,
    /// The entrant whose details the form corrects (`None`: the form enters a new player).
    pub editing: Option<u32>,
    /// A line for the arbiter (error or not), worded when drawn.
    pub notice: Option<(bool, Said)>,
    /// The new event's form (shown while no tournament is open).
    pub new_event: NewEventForm,
}

/// The form that makes a new event in the typed folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewEventForm {
    pub name: String,
    pub game: Ruleset,
    pub system: SystemChoice,
    /// A Swiss event's rounds, as typed.
    pub rounds: String,
    pub time_control: String,
    pub city: String,
    pub chief_arbiter: String,
}

impl Default for NewEventForm {
    fn default() -> Self {
        NewEventForm {
            name: String::new(),
            game: Ruleset::Victoria,
            system: SystemChoice::RoundRobin,
            rounds: String::new(),
            time_control: String::new(),
            city: String::new(),
            chief_arbiter: String::new(),
        }
    }
}

/// The pairing systems a new event can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SystemChoice {
    RoundRobin,
    DoubleRoundRobin,
    Swiss,
    SwissBaku,
}

impl SystemChoice {
    pub const ALL: [SystemChoice; 4] =
        [SystemChoice::RoundRobin, SystemChoice::DoubleRoundRobin, SystemChoice::Swiss, SystemChoice::SwissBaku];

    pub fn system(self) -> PairingSystem {
        match self {
            SystemChoice::RoundRobin => PairingSystem::RoundRobin { double: false },
            SystemChoice::DoubleRoundRobin => PairingSystem::RoundRobin { double: true },
            SystemChoice::Swiss => PairingSystem::Swiss { baku_acceleration: false },
            SystemChoice::SwissBaku => PairingSystem::Swiss { baku_acceleration: true },
        }
    }

    fn key(self) -> &'static str {
        match self {
            SystemChoice::RoundRobin => "rr",
            SystemChoice::DoubleRoundRobin => "drr",
            SystemChoice::Swiss => "swiss",
            SystemChoice::SwissBaku => "swiss-baku",
        }
    }

    fn is_swiss(self) -> bool {
        matches!(self, SystemChoice::Swiss | SystemChoice::SwissBaku)
    }
}

/// A choice of a pick list with its words (the list shows them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelled<T> {
    pub value: T,
    pub label: String,
}

impl<T> std::fmt::Display for Labelled<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// A field of the new event's form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventField {
    Name(String),
    Game(Ruleset),
    System(SystemChoice),
    Rounds(String),
    TimeControl(String),
    City(String),
    ChiefArbiter(String),
}

#[derive(Clone, Debug)]
pub enum Message {
    Folder(String),
    Open,
    Pick(PickFor),
    Picked(PickFor, Option<PathBuf>),
    OpenSample,
    Tab(Tab),
    Round(u32),
    Select(u32),
    /// Every result for this board.
    ResultsFor(u32),
    /// The chosen board's result.
    Result(TypedResult),
    CloseResults,
    Pair,
    Unpair,
    ImportOwn,
    ImportDir(String),
    ImportFrom,
    CloseReport,
    PrintChoice(PrintKind),
    Print,
    StartBoard(u32),
    OpenBoard(u32),
    /// A field of the player form.
    Player(PlayerField, String),
    /// Enter the typed player, or save the corrected details.
    AddPlayer,
    /// Correct an entrant's details: the form takes them.
    EditPlayer(u32),
    /// Leave the correction: the form is empty again.
    CancelEdit,
    Bye(u32),
    Withdraw(u32),
    Key(Key),
    /// No folder dialog here: the folder is typed.
    NoDialog,
    DismissNotice,
    Back,
    /// A field of the new event's form.
    Event(EventField),
    /// Make the new event in the typed folder and open it.
    Create,
    /// Close the tournament (saved) for another folder or a new event.
    Close,
}

impl Message {
    /// Typing into a field: the focus stays there.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Folder(_) | Message::ImportDir(_) | Message::Player(..))
    }
}

/// What the screen's handling asks of its `update`.
#[derive(Clone, Debug, PartialEq)]
enum Event {
    None,
    Back,
    /// Open a folder dialog.
    Pick(PickFor),
    /// New game filled in for this board.
    StartBoard(Box<BoardStart>),
    /// Open a board's game file.
    OpenGame(PathBuf),
    /// Put the keyboard in this field.
    Focus(&'static str),
}

/// The sample tournament (`sample_games/tournament`), from the first sample folder holding it.
pub fn find_sample() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok();
    super::start::sample_dirs(exe.as_deref())
        .into_iter()
        .map(|d| d.join("tournament"))
        .find(|d| d.join(victoria_tournament::TOURNAMENT_FILE).is_file())
}

fn said(e: TournamentSessionError) -> Said {
    Said::new(e)
}

impl State {
    /// The screen on the tournament of `dir` (or only its folder field when `None`).
    pub fn new(dir: Option<&Path>) -> State {
        let mut st = State::default();
        if let Some(d) = dir {
            st.folder = d.display().to_string();
            st.open(d);
        }
        st
    }

    /// The desk, opened.
    fn shown(&mut self, desk: TournamentSession) {
        self.folder = desk.dir().display().to_string();
        let dir = desk.dir().to_path_buf();
        let sample = desk.sample;
        let notes_ = desk.notes().to_vec();
        self.round = desk.rounds().last().copied().unwrap_or(0);
        self.tab = if self.round == 0 { Tab::Players } else { Tab::Round };
        self.selected = None;
        self.results_open = false;
        self.report = None;
        self.desk = Some(desk);
        self.notice = Some((
            false,
            Said::with(move |lang| {
                let mut s = crate::t!(
                    lang,
                    "tg-opened",
                    dir = dir.display().to_string(),
                    sample = if sample { "yes" } else { "no" }
                );
                for n in &notes_ {
                    s.push(' ');
                    s.push_str(&n.words(lang));
                }
                s
            }),
        ));
    }

    pub fn open(&mut self, dir: &Path) {
        match TournamentSession::open(dir) {
            Ok(d) => self.shown(d),
            Err(e) => self.notice = Some((true, said(e))),
        }
    }

    /// Makes the form's event in the typed folder and opens it; a refusal is said and nothing
    /// is written.
    fn create(&mut self) {
        let dir = PathBuf::from(self.folder.trim());
        if dir.as_os_str().is_empty() {
            self.notice = Some((true, Said::with(|lang| crate::t!(lang, "tg-no-folder"))));
            return;
        }
        let e = &self.new_event;
        let rounds = if e.system.is_swiss() {
            match e.rounds.trim().parse::<u32>() {
                Ok(n) if n > 0 => n,
                _ => {
                    let typed = e.rounds.trim().to_string();
                    self.notice =
                        Some((true, Said::with(move |lang| crate::t!(lang, "tg-bad-rounds", typed = typed.as_str()))));
                    return;
                }
            }
        } else {
            0
        };
        let new = NewEvent {
            name: e.name.clone(),
            ruleset: e.game,
            system: e.system.system(),
            rounds,
            time_control: e.time_control.clone(),
            city: e.city.clone(),
            chief_arbiter: e.chief_arbiter.clone(),
        };
        match TournamentSession::create(&dir, new) {
            Ok(d) => {
                self.shown(d);
                self.new_event = NewEventForm::default();
            }
            Err(e) => self.notice = Some((true, said(e))),
        }
    }

    /// Opens the sample tournament through its working copy under `config_dir`.
    pub fn open_sample(&mut self, config_dir: &Path) {
        let Some(sample) = find_sample() else {
            self.notice = Some((true, Said::with(|lang| crate::t!(lang, "tg-no-sample"))));
            return;
        };
        match TournamentSession::open_sample(&sample, config_dir) {
            Ok(d) => self.shown(d),
            Err(e) => self.notice = Some((true, said(e))),
        }
    }

    /// Reads the folder again (after a game played at this desk, say).
    pub fn reload(&mut self) {
        let Some(d) = &self.desk else { return };
        let sample = d.sample;
        if let Ok(mut fresh) = TournamentSession::open(d.dir()) {
            fresh.sample = sample;
            self.desk = Some(fresh);
        }
    }

    fn boards(&self) -> Vec<u32> {
        self.desk
            .as_ref()
            .and_then(|d| d.round(self.round))
            .map(|r| r.boards.iter().map(|b| b.board).collect())
            .unwrap_or_default()
    }

    fn say_done(&mut self, wording: impl Fn(Lang) -> String + Send + Sync + 'static) {
        self.notice = Some((false, Said::with(wording)));
    }

    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        match self.handle(msg, ctx.lang, ctx.config_dir) {
            Event::None => Action::None,
            Event::Back => Request::Home.into(),
            Event::Pick(_) if !files::dialogs_available() => Action::Run(Task::done(Message::NoDialog)),
            Event::Pick(what) => Action::Run(files::pick_folder().map(move |p| Message::Picked(what, p))),
            Event::StartBoard(b) => Request::Board(b).into(),
            Event::OpenGame(p) => Request::Open(p).into(),
            Event::Focus(id) => Action::focus(id),
        }
    }

    /// What a key means here: the rounds (F9/F10 or arrows), results (F3 and the result keys),
    /// Esc, Enter.
    pub fn key(&self, key: &AppKey) -> Option<Message> {
        use crate::app::keys::Action as A;
        let k = match key {
            AppKey::Action(A::LinePrevious) => Key::PreviousRound,
            AppKey::Action(A::LineNext) => Key::NextRound,
            AppKey::Action(A::Result) => Key::Results,
            AppKey::Action(A::Cancel) => Key::Cancel,
            AppKey::Plain(k) => key_of(k)?,
            _ => return None,
        };
        Some(Message::Key(k))
    }

    fn handle(&mut self, msg: Message, lang: Lang, config_dir: &Path) -> Event {
        match msg {
            Message::Folder(f) => self.folder = f,
            Message::Event(f) => {
                let e = &mut self.new_event;
                match f {
                    EventField::Name(v) => e.name = v,
                    EventField::Game(v) => e.game = v,
                    EventField::System(v) => e.system = v,
                    EventField::Rounds(v) => e.rounds = v,
                    EventField::TimeControl(v) => e.time_control = v,
                    EventField::City(v) => e.city = v,
                    EventField::ChiefArbiter(v) => e.chief_arbiter = v,
                }
            }
            Message::Create => self.create(),
            Message::Open => {
                let dir = PathBuf::from(self.folder.trim());
                if dir.as_os_str().is_empty() {
                    self.notice = Some((true, Said::with(|lang| crate::t!(lang, "tg-no-folder"))));
                } else {
                    self.open(&dir);
                }
            }
            Message::Pick(what) => return Event::Pick(what),
            Message::Picked(_, None) => {}
            Message::Picked(PickFor::Tournament, Some(p)) => {
                self.folder = p.display().to_string();
                self.open(&p);
            }
            Message::Picked(PickFor::Import, Some(p)) => {
                self.import_dir = p.display().to_string();
                return self.handle(Message::ImportFrom, lang, config_dir);
            }
            Message::OpenSample => self.open_sample(config_dir),
            Message::Tab(t) => {
                self.tab = t;
                self.results_open = false;
            }
            Message::Round(r) => {
                if self.desk.as_ref().is_some_and(|d| d.rounds().contains(&r)) {
                    self.round = r;
                    self.tab = Tab::Round;
                    self.selected = None;
                    self.results_open = false;
                }
            }
            Message::Select(b) => {
                self.selected = Some(b);
                self.results_open = false;
            }
            Message::ResultsFor(b) => {
                self.selected = Some(b);
                self.results_open = true;
            }
            Message::CloseResults => self.results_open = false,
            Message::Result(r) => {
                let (Some(d), Some(board)) = (&mut self.desk, self.selected) else { return Event::None };
                let round = self.round;
                match d.set_result(round, board, r) {
                    Ok(()) => {
                        self.results_open = false;
                        self.say_done(move |lang| {
                            crate::t!(lang, "tg-result-set", round = round, board = board, result = r.words(lang))
                        });
                    }
                    Err(e) => self.notice = Some((true, said(e))),
                }
            }
            Message::Pair => {
                let Some(d) = &mut self.desk else { return Event::None };
                match d.pair_next() {
                    Ok(n) => {
                        self.round = n;
                        self.tab = Tab::Round;
                        self.selected = None;
                        self.results_open = false;
                        self.say_done(move |lang| crate::t!(lang, "tg-paired", round = n));
                    }
                    Err(e) => self.notice = Some((true, said(e))),
                }
            }
            Message::Unpair => {
                let Some(d) = &mut self.desk else { return Event::None };
                match d.unpair_last() {
                    Ok(n) => {
                        self.round = d.rounds().last().copied().unwrap_or(0);
                        self.selected = None;
                        self.say_done(move |lang| crate::t!(lang, "tg-unpaired", round = n));
                    }
                    Err(e) => self.notice = Some((true, said(e))),
                }
            }
            Message::ImportOwn => {
                let Some(d) = &mut self.desk else { return Event::None };
                let r = d.import_own();
                self.imported(r);
            }
            Message::ImportDir(s) => self.import_dir = s,
            Message::ImportFrom => {
                let Some(d) = &mut self.desk else { return Event::None };
                let dir = PathBuf::from(self.import_dir.trim());
                if dir.as_os_str().is_empty() {
                    return Event::Pick(PickFor::Import);
                }
                let r = d.import_from(&dir);
                self.imported(r);
            }
            Message::CloseReport => self.report = None,
            Message::PrintChoice(k) => self.print = Some(k),
            Message::Print => {
                let Some(d) = &self.desk else { return Event::None };
                let what = self.print.unwrap_or(PrintKind::Pairings);
                match d.print(what, self.round, victoria_sheet::Paper::A4, lang) {
                    Ok(p) => self.say_done(move |lang| crate::t!(lang, "tg-printed", file = p.display().to_string())),
                    Err(e) => self.notice = Some((true, said(e))),
                }
            }
            Message::StartBoard(b) => {
                let Some(d) = &self.desk else { return Event::None };
                self.selected = Some(b);
                if let Some(start) = d.board_start(self.round, b) {
                    return Event::StartBoard(Box::new(start));
                }
            }
            Message::OpenBoard(b) => {
                let Some(d) = &self.desk else { return Event::None };
                self.selected = Some(b);
                if let Some(p) = d.round(self.round).and_then(|r| r.boards.into_iter().find(|x| x.board == b)?.game) {
                    return Event::OpenGame(p);
                }
            }
            Message::Player(field, v) => {
                let f = &mut self.player;
                *match field {
                    PlayerField::Name => &mut f.name,
                    PlayerField::Rating => &mut f.rating,
                    PlayerField::Title => &mut f.title,
                    PlayerField::Club => &mut f.club,
                    PlayerField::Federation => &mut f.federation,
                    PlayerField::FideId => &mut f.fide_id,
                } = v;
            }
            Message::EditPlayer(n) => {
                let Some(d) = &self.desk else { return Event::None };
                if let Some(form) = d.player_form(n) {
                    self.player = form;
                    self.editing = Some(n);
                    self.notice = None;
                    return Event::Focus("tour-player-name");
                }
            }
            Message::CancelEdit => {
                self.player = PlayerForm::default();
                self.editing = None;
            }
            Message::AddPlayer => {
                let Some(d) = &mut self.desk else { return Event::None };
                let done = match self.editing {
                    Some(n) => d.edit_player(n, &self.player).map(|()| n),
                    None => d.add_player(&self.player),
                };
                match done {
                    Ok(n) => {
                        let name = self.player.name.trim().to_string();
                        let id = if self.editing.is_some() { "tg-player-corrected" } else { "tg-player-added" };
                        self.player = PlayerForm::default();
                        self.editing = None;
                        self.say_done(move |lang| crate::t!(lang, id, number = n, name = name.as_str()));
                    }
                    Err(e) => self.notice = Some((true, said(e))),
                }
            }
            Message::Bye(p) => {
                let Some(d) = &mut self.desk else { return Event::None };
                match d.request_bye(p, ByeRequest::Half) {
                    Ok(r) => self.say_done(move |lang| crate::t!(lang, "tg-bye-set", number = p, round = r)),
                    Err(e) => self.notice = Some((true, said(e))),
                }
            }
            Message::Withdraw(p) => {
                let Some(d) = &mut self.desk else { return Event::None };
                match d.withdraw(p) {
                    Ok(r) => self.say_done(move |lang| crate::t!(lang, "tg-withdrawn", number = p, round = r)),
                    Err(e) => self.notice = Some((true, said(e))),
                }
            }
            Message::Key(k) => return self.on_key(k, lang, config_dir),
            Message::NoDialog => self.notice = Some((true, Said::with(|lang| crate::t!(lang, "tg-no-dialog")))),
            Message::DismissNotice => self.notice = None,
            Message::Close => {
                if let Some(d) = &mut self.desk {
                    let _ = d.save();
                }
                *self = State { folder: String::new(), ..State::default() };
            }
            Message::Back => {
                if let Some(d) = &mut self.desk {
                    let _ = d.save();
                }
                return Event::Back;
            }
        }
        Event::None
    }

    fn imported(&mut self, r: Result<ImportReport, TournamentSessionError>) {
        match r {
            Ok(report) => {
                let problems = report.problems > 0;
                let summary = report.tally();
                self.notice = Some((problems, Said::with(move |lang| summary.summary(lang))));
                self.report = Some(report);
            }
            Err(e) => self.notice = Some((true, said(e))),
        }
    }

    /// A key of the screen (see the module's page).
    fn on_key(&mut self, k: Key, lang: Lang, config_dir: &Path) -> Event {
        if self.desk.is_none() {
            return Event::None;
        }
        let boards = self.boards();
        let rounds = self.desk.as_ref().map(|d| d.rounds()).unwrap_or_default();
        let at = |i: isize, len: usize| -> usize { i.clamp(0, len as isize - 1) as usize };
        match k {
            Key::Left | Key::Right => {
                let i = Tab::ALL.iter().position(|t| *t == self.tab).unwrap_or(0) as isize;
                let step = if k == Key::Left { -1 } else { 1 };
                self.tab = Tab::ALL[at(i + step, Tab::ALL.len())];
                self.results_open = false;
            }
            Key::PreviousRound | Key::NextRound if !rounds.is_empty() => {
                let i = rounds.iter().position(|r| *r == self.round).unwrap_or(rounds.len() - 1) as isize;
                let step = if k == Key::PreviousRound { -1 } else { 1 };
                return self.handle(Message::Round(rounds[at(i + step, rounds.len())]), lang, config_dir);
            }
            Key::Up | Key::Down if self.tab == Tab::Round && !boards.is_empty() => {
                let i = self.selected.and_then(|s| boards.iter().position(|b| *b == s));
                let next = match (i, k) {
                    (None, Key::Up) => boards.len() - 1,
                    (None, _) => 0,
                    (Some(i), Key::Up) => at(i as isize - 1, boards.len()),
                    (Some(i), _) => at(i as isize + 1, boards.len()),
                };
                self.selected = Some(boards[next]);
                self.results_open = false;
            }
            Key::Enter if self.tab == Tab::Round => {
                let Some(b) = self.selected else { return Event::None };
                let started = self
                    .desk
                    .as_ref()
                    .and_then(|d| d.round(self.round))
                    .and_then(|r| r.boards.into_iter().find(|x| x.board == b))
                    .is_some_and(|x| x.game.is_some());
                let m = if started { Message::OpenBoard(b) } else { Message::StartBoard(b) };
                return self.handle(m, lang, config_dir);
            }
            Key::Result(r) if self.tab == Tab::Round && self.selected.is_some() => {
                return self.handle(Message::Result(r), lang, config_dir);
            }
            Key::Results if self.tab == Tab::Round => {
                if let Some(b) = self.selected.or(boards.first().copied()) {
                    return self.handle(Message::ResultsFor(b), lang, config_dir);
                }
            }
            Key::Cancel => {
                if self.results_open {
                    self.results_open = false;
                } else if self.editing.is_some() {
                    self.player = PlayerForm::default();
                    self.editing = None;
                } else {
                    self.notice = None;
                }
            }
            _ => {}
        }
        Event::None
    }

    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let lang = look.lang;
        let t = |id: &str| crate::t!(lang, id);
        let mut page = column![].spacing(10);
        let Some(d) = &self.desk else {
            return column![ui::heading(t("tg-title")), self.open_view(lang), self.notice_view(lang)]
                .spacing(14)
                .into();
        };
        let s = d.summary();
        let system = crate::t!(lang, "tdesk-system", system = s.system);
        let about = crate::t!(
            lang,
            "tg-summary",
            system = system.as_str(),
            paired = s.paired,
            rounds = s.rounds,
            players = s.players as u32,
            tc = if s.time_control.is_empty() { "—".to_string() } else { s.time_control.clone() }
        );
        page = page.push(
            row![
                column![text(s.name.clone()).size(22), ui::note(about), ui::note(d.dir().display().to_string())]
                    .spacing(2)
                    .width(Length::Fill),
                btn_secondary(t("tg-other"), "tour-other", Some(Message::Close)),
                btn_secondary(t("tg-back"), "tour-back", Some(Message::Back)),
            ]
            .spacing(12)
            .align_y(iced::Alignment::Center),
        );
        page = page.push(self.actions_view(lang));
        page = page.push(self.tabs_view(lang));
        if let Some(r) = &self.report {
            page = page.push(self.report_view(r, lang));
        }
        let body: Element<'_, Message> = match self.tab {
            Tab::Players => self.players_view(lang),
            Tab::Round => self.round_view(lang),
            Tab::Standings => self.standings_view(lang),
            Tab::Crosstable => self.crosstable_view(lang),
        };
        page = page.push(
            container(scrollable(container(body).padding([0, 12])).height(Length::Fill))
                .padding([10, 6])
                .width(Length::Fill)
                .height(Length::Fill)
                .style(theme::card),
        );
        page = page.push(self.notice_view(lang));
        page.into()
    }

    /// No tournament open yet: the folder, the dialog, the sample.
    fn open_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let open = container(
            column![
                ui::note(t("tg-open-about")),
                row![
                    text_input(&t("tg-folder-hint"), &self.folder)
                        .id("tour-folder")
                        .style(theme::field)
                        .on_input(Message::Folder)
                        .on_submit(Message::Open)
                        .padding(6),
                    btn_primary(t("tg-open"), "tour-open", Some(Message::Open)),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
                row![
                    btn(t("tg-choose"), "tour-pick", Some(Message::Pick(PickFor::Tournament))),
                    btn(t("tg-sample"), "tour-sample", Some(Message::OpenSample)),
                ]
                .spacing(8),
            ]
            .spacing(12),
        )
        .padding(20)
        .width(Length::Fill)
        .style(theme::card);
        column![open, self.new_event_view(lang)].spacing(12).into()
    }

    /// The new event's form: it is made in the folder typed above.
    fn new_event_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let e = &self.new_event;
        let field = |hint: String, value: &str, id: &'static str, on: fn(String) -> EventField| {
            text_input(&hint, value).id(id).style(theme::field).on_input(move |v| Message::Event(on(v))).padding(6)
        };
        let games: Vec<Labelled<Ruleset>> = [Ruleset::Victoria, Ruleset::Classical]
            .into_iter()
            .map(|g| Labelled { value: g, label: crate::t!(lang, "tg-game", game = g.key()) })
            .collect();
        let game = games.iter().find(|g| g.value == e.game).cloned();
        let systems: Vec<Labelled<SystemChoice>> = SystemChoice::ALL
            .into_iter()
            .map(|s| Labelled { value: s, label: crate::t!(lang, "tdesk-system", system = s.key()) })
            .collect();
        let system = systems.iter().find(|s| s.value == e.system).cloned();
        let mut choices = row![
            container(
                pick_list(games, game, |g: Labelled<Ruleset>| Message::Event(EventField::Game(g.value)))
                    .text_size(15)
                    .width(Length::Fixed(200.0))
            )
            .id("tour-new-game"),
            container(
                pick_list(systems, system, |s: Labelled<SystemChoice>| Message::Event(EventField::System(s.value)))
                    .text_size(15)
                    .width(Length::Fixed(330.0))
            )
            .id("tour-new-system"),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        if e.system.is_swiss() {
            choices = choices.push(
                field(t("tg-new-rounds"), &e.rounds, "tour-new-rounds", EventField::Rounds).width(Length::Fixed(120.0)),
            );
        }
        container(
            column![
                text(t("tg-new-title")).size(18),
                ui::note(t("tg-new-about")),
                field(t("tg-new-name"), &e.name, "tour-new-name", EventField::Name),
                choices,
                row![
                    field(t("tg-new-time"), &e.time_control, "tour-new-time", EventField::TimeControl)
                        .width(Length::FillPortion(1)),
                    field(t("tg-new-city"), &e.city, "tour-new-city", EventField::City).width(Length::FillPortion(1)),
                    field(t("tg-new-chief"), &e.chief_arbiter, "tour-new-chief", EventField::ChiefArbiter)
                        .width(Length::FillPortion(1)),
                ]
                .spacing(8),
                btn_primary(t("tg-create"), "tour-create", Some(Message::Create)),
            ]
            .spacing(10),
        )
        .padding(20)
        .width(Length::Fill)
        .style(theme::card)
        .into()
    }

    fn notice_view(&self, lang: Lang) -> Element<'_, Message> {
        let Some((error, said)) = &self.notice else { return column![].into() };
        container(
            row![
                text(said.words(lang)).size(14).width(Length::Fill),
                button(text("×").size(14)).padding([2, 8]).style(button::text).on_press(Message::DismissNotice),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        )
        .id("tour-notice")
        .padding([6, 12])
        .width(Length::Fill)
        .style(if *error { theme::flag_illegal } else { theme::info })
        .into()
    }

    fn actions_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let d = self.desk.as_ref();
        let can_pair = d.is_some_and(|d| d.can_pair().is_ok());
        let items: Vec<PrintItem> =
            PrintKind::ALL.iter().map(|&kind| PrintItem { kind, label: kind.words(lang) }).collect();
        let chosen = items.iter().find(|i| Some(i.kind) == self.print).cloned().or_else(|| items.first().cloned());
        let needs_round = chosen.as_ref().is_some_and(|c| c.kind.of_round());
        let can_print = !needs_round || self.round > 0;
        let pair_label = match d.map(|d| d.can_pair()) {
            Some(Ok(n)) => crate::t!(lang, "tg-pair", round = n),
            _ => t("tg-pair-none"),
        };
        column![
            row![
                btn_primary(pair_label, "tour-pair", can_pair.then_some(Message::Pair)),
                btn_secondary(t("tg-import-own"), "tour-import-own", Some(Message::ImportOwn)),
                container(
                    pick_list(items, chosen, |i: PrintItem| Message::PrintChoice(i.kind))
                        .text_size(15)
                        .width(Length::Fixed(210.0))
                )
                .id("tour-print-what"),
                btn_secondary(t("tg-print"), "tour-print", can_print.then_some(Message::Print)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
            row![
                text(t("tg-import-from")).size(15),
                text_input(&t("tg-import-hint"), &self.import_dir)
                    .id("tour-import-dir")
                    .style(theme::field)
                    .on_input(Message::ImportDir)
                    .on_submit(Message::ImportFrom)
                    .size(15)
                    .padding(5),
                btn_small(t("tg-choose"), "tour-import-pick", Some(Message::Pick(PickFor::Import))),
                btn_small(t("tg-import"), "tour-import-from", Some(Message::ImportFrom)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(8)
        .into()
    }

    fn tabs_view(&self, lang: Lang) -> Element<'_, Message> {
        let mut tabs = row![].spacing(6).align_y(iced::Alignment::Center);
        for tab in Tab::ALL {
            let label = match tab {
                Tab::Round if self.round > 0 => crate::t!(lang, "tg-tab-round", round = self.round),
                _ => crate::t!(lang, "tg-tab", tab = tab.key()),
            };
            let b = button(text(label).size(15))
                .padding([5, 12])
                .style(if tab == self.tab { button::primary } else { button::secondary })
                .on_press(Message::Tab(tab));
            tabs = tabs.push(container(b).id(tab.id()));
        }
        if self.tab == Tab::Round
            && let Some(d) = &self.desk
        {
            let rounds = d.rounds();
            if !rounds.is_empty() {
                tabs = tabs.push(container(text("")).width(Length::Fill));
                tabs = tabs.push(text(crate::t!(lang, "tg-rounds")).size(14));
                for r in rounds {
                    let b = button(text(r.to_string()).size(14))
                        .padding([3, 9])
                        .style(if r == self.round { button::primary } else { button::text })
                        .on_press(Message::Round(r));
                    tabs = tabs.push(container(b).id(format!("tour-round-{r}")));
                }
            }
        }
        tabs.into()
    }

    fn report_view<'a>(&'a self, r: &'a ImportReport, lang: Lang) -> Element<'a, Message> {
        let mut lines = column![].spacing(3);
        for f in &r.findings {
            use victoria_session::boards::Finding::*;
            let name = f.file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let colour = match f.finding {
                Counted { .. } => theme::FINE,
                AlreadyRecorded { .. } | OtherEvent { .. } => theme::MUTED,
                _ => theme::PROBLEM,
            };
            lines = lines.push(text(format!("{name}: {}", f.finding.words(lang))).size(13).color(colour));
        }
        container(
            column![
                row![
                    text(r.summary(lang)).size(14).width(Length::Fill),
                    btn_small(crate::t!(lang, "tg-close"), "tour-report-close", Some(Message::CloseReport)),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
                scrollable(lines).spacing(6).height(Length::Fixed(84.0)),
            ]
            .spacing(4),
        )
        .id("tour-report")
        .padding([6, 12])
        .width(Length::Fill)
        .style(theme::info)
        .into()
    }

    fn round_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let Some(d) = &self.desk else { return column![].into() };
        let Some(r) = d.round(self.round) else { return ui::note(t("tg-no-round")) };
        let ruleset = d.summary().ruleset;
        let head = |s: String, w: Length| text(s).size(13).color(theme::MUTED).width(w);
        let mut table = column![
            row![
                head(t("tg-col-board"), Length::Fixed(56.0)),
                head(t("tg-col-number"), Length::Fixed(40.0)),
                head(t("tg-col-white"), Length::FillPortion(3)),
                head(t("tg-col-points"), Length::Fixed(44.0)),
                head(t("tg-col-result"), Length::Fixed(110.0)),
                head(t("tg-col-points"), Length::Fixed(44.0)),
                head(t("tg-col-black"), Length::FillPortion(3)),
                head(t("tg-col-number"), Length::Fixed(40.0)),
                head(String::new(), Length::Fixed(ACTIONS_WIDTH)),
            ]
            .spacing(8)
        ]
        .spacing(4);
        for b in &r.boards {
            let chosen = self.selected == Some(b.board);
            let name =
                |s: &victoria_session::tournament::Side| text(s.name.clone()).size(15).width(Length::FillPortion(3));
            let cell = |v: String, w: f32| text(v).size(15).width(Length::Fixed(w));
            let result = b.result_text(lang);
            let game_button: Element<'_, Message> = match &b.game {
                Some(_) => small(t("tg-open-game"), false, Some(Message::OpenBoard(b.board))),
                None => small(t("tg-start-board"), true, Some(Message::StartBoard(b.board))),
            };
            let line = row![
                cell(b.board.to_string(), 56.0),
                cell(b.white.number.to_string(), 40.0),
                name(&b.white),
                cell(b.white.score.to_string(), 44.0),
                cell(if result.is_empty() { "—".to_string() } else { result }, 110.0),
                cell(b.black.score.to_string(), 44.0),
                name(&b.black),
                cell(b.black.number.to_string(), 40.0),
                row![
                    container(small(t("tg-result"), false, Some(Message::ResultsFor(b.board))))
                        .id(format!("tour-result-{}", b.board)),
                    container(game_button).id(format!("tour-board-{}", b.board)),
                ]
                .spacing(6)
                .width(Length::Fixed(ACTIONS_WIDTH)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center);
            let line = button(line)
                .padding([4, 6])
                .width(Length::Fill)
                .style(if chosen { button::secondary } else { button::text })
                .on_press(Message::Select(b.board));
            table = table.push(container(line).id(format!("tour-row-{}", b.board)));
            if chosen && self.results_open {
                table = table.push(self.results_bar(b.board, &ruleset, lang));
            }
        }
        for bye in &r.byes {
            let kind = crate::t!(lang, "tdesk-bye", kind = bye_key(bye.kind));
            table = table.push(
                text(crate::t!(
                    lang,
                    "tg-bye-line",
                    name = bye.name.as_str(),
                    number = bye.number,
                    kind = kind.as_str(),
                    points = bye.points.to_string()
                ))
                .size(14),
            );
        }
        table = table.push(ui::note(t(if r.finished { "tg-round-finished" } else { "tg-keys" })));
        let last = d.rounds().last() == Some(&self.round);
        if last && r.boards.iter().all(|b| b.result.is_none()) {
            table = table.push(btn_small(t("tg-unpair"), "tour-unpair", Some(Message::Unpair)));
        }
        table.into()
    }

    /// Every result for the chosen board, with its key.
    fn results_bar(&self, board: u32, ruleset: &str, lang: Lang) -> Element<'_, Message> {
        let mut bar = row![text(crate::t!(lang, "tg-result-for", board = board)).size(14)]
            .spacing(6)
            .align_y(iced::Alignment::Center);
        let mut second = row![].spacing(6).align_y(iced::Alignment::Center);
        for (i, r) in TypedResult::ALL.into_iter().filter(|r| r.offered(ruleset)).enumerate() {
            let label = match result_key(r) {
                Some(k) => crate::app::keys::with_keys(r.words(lang), k),
                None => r.words(lang),
            };
            let b = container(
                button(text(label).size(14)).padding([3, 8]).style(button::secondary).on_press(Message::Result(r)),
            )
            .id(format!("tour-set-{}", r.key()));
            if i < 5 {
                bar = bar.push(b);
            } else {
                second = second.push(b);
            }
        }
        second = second.push(btn_small(crate::t!(lang, "tg-close"), "tour-results-close", Some(Message::CloseResults)));
        container(column![bar, second].spacing(6)).padding(8).width(Length::Fill).style(theme::flag_check).into()
    }

    fn players_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let Some(d) = &self.desk else { return column![].into() };
        let input = |hint: String, id: &'static str, value: &str, field: PlayerField, w: Length| {
            text_input(&hint, value)
                .id(id)
                .style(theme::field)
                .on_input(move |v| Message::Player(field, v))
                .on_submit(Message::AddPlayer)
                .size(15)
                .padding(5)
                .width(w)
        };
        let t_ = d.tournament();
        // A round robin's table is fixed once round 1 is paired: no late entry is offered (a
        // correction of an entrant's details still is).
        let closed =
            matches!(t_.system, victoria_tournament::PairingSystem::RoundRobin { .. }) && !t_.played.is_empty();
        let f = &self.player;
        let entry: Element<'_, Message> = if closed && self.editing.is_none() {
            ui::note(t("tg-entries-closed"))
        } else {
            let first = row![
                input(t("tg-player-name"), "tour-player-name", &f.name, PlayerField::Name, Length::FillPortion(3)),
                input(t("tg-player-rating"), "tour-player-rating", &f.rating, PlayerField::Rating, Length::Fixed(90.0)),
                input(t("tg-player-title"), "tour-player-title", &f.title, PlayerField::Title, Length::Fixed(80.0)),
                input(
                    t("tg-player-fide-id"),
                    "tour-player-fide-id",
                    &f.fide_id,
                    PlayerField::FideId,
                    Length::Fixed(130.0)
                ),
            ]
            .spacing(8);
            let mut second = row![
                input(t("tg-player-club"), "tour-player-club", &f.club, PlayerField::Club, Length::FillPortion(3)),
                input(
                    t("tg-player-federation"),
                    "tour-player-federation",
                    &f.federation,
                    PlayerField::Federation,
                    Length::Fixed(110.0)
                ),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center);
            second = match self.editing {
                Some(_) => second
                    .push(btn_small_primary(t("tg-save-player"), "tour-add-player", Some(Message::AddPlayer)))
                    .push(small(t("tg-cancel-edit"), false, Some(Message::CancelEdit))),
                None => second.push(btn_small_primary(t("tg-add-player"), "tour-add-player", Some(Message::AddPlayer))),
            };
            let mut form = column![].spacing(6);
            if let Some(n) = self.editing {
                let name = t_.player(n).map(|p| p.name.clone()).unwrap_or_default();
                form = form.push(text(crate::t!(lang, "tg-correcting", number = n, name = name.as_str())).size(14));
            }
            form.push(first).push(second).into()
        };
        let mut col = column![entry].spacing(4);
        let head = |s: String, w: Length| text(s).size(13).color(theme::MUTED).width(w);
        col = col.push(
            row![
                head(t("tg-col-number"), Length::Fixed(40.0)),
                head(t("tg-col-name"), Length::FillPortion(3)),
                head(t("tg-col-rating"), Length::Fixed(64.0)),
                head(t("tg-col-club"), Length::FillPortion(2)),
                head(t("tg-col-points"), Length::Fixed(56.0)),
                head(t("tg-col-status"), Length::FillPortion(2)),
                head(String::new(), Length::Fixed(PLAYER_ACTIONS_WIDTH)),
            ]
            .spacing(8),
        );
        for p in d.players() {
            let mut status = Vec::new();
            if let Some(w) = p.withdrawn_from {
                status.push(crate::t!(lang, "tg-status-withdrawn", round = w));
            }
            for (r, k) in &p.byes {
                let kind = crate::t!(lang, "tdesk-bye", kind = bye_key(*k));
                status.push(crate::t!(lang, "tg-status-bye", round = *r, kind = kind.as_str()));
            }
            // No bye or withdrawal once every planned round is paired.
            let active = p.withdrawn_from.is_none() && !d.every_round_paired();
            col = col.push(
                row![
                    text(p.number.to_string()).size(15).width(Length::Fixed(40.0)),
                    text(if p.title.is_empty() { p.name.clone() } else { format!("{} {}", p.title, p.name) })
                        .size(15)
                        .width(Length::FillPortion(3)),
                    text(p.rating.map(|r| r.to_string()).unwrap_or_default()).size(15).width(Length::Fixed(64.0)),
                    text(match (p.club.is_empty(), p.federation.is_empty()) {
                        (_, true) => p.club.clone(),
                        (true, false) => p.federation.clone(),
                        (false, false) => format!("{} · {}", p.club, p.federation),
                    })
                    .size(15)
                    .width(Length::FillPortion(2)),
                    text(p.score.to_string()).size(15).width(Length::Fixed(56.0)),
                    text(status.join("; ")).size(13).width(Length::FillPortion(2)),
                    row![
                        container(small(t("tg-edit-player"), false, Some(Message::EditPlayer(p.number))))
                            .id(format!("tour-edit-{}", p.number)),
                        container(small(t("tg-bye"), false, active.then_some(Message::Bye(p.number))))
                            .id(format!("tour-bye-{}", p.number)),
                        container(small(t("tg-withdraw"), false, active.then_some(Message::Withdraw(p.number))))
                            .id(format!("tour-withdraw-{}", p.number)),
                    ]
                    .spacing(6)
                    .width(Length::Fixed(PLAYER_ACTIONS_WIDTH)),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
            );
        }
        col.into()
    }

    fn standings_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let Some(d) = &self.desk else { return column![].into() };
        let st = d.standings();
        let head = |s: String, w: Length| text(s).size(13).color(theme::MUTED).width(w);
        let mut header = row![
            head(t("tg-col-rank"), Length::Fixed(44.0)),
            head(t("tg-col-number"), Length::Fixed(40.0)),
            head(t("tg-col-name"), Length::Fill),
            head(t("tg-col-rating"), Length::Fixed(64.0)),
            head(t("tg-col-points"), Length::Fixed(56.0)),
        ]
        .spacing(8);
        for c in &st.columns {
            header = header.push(head(c.clone(), Length::Fixed(TB_WIDTH)));
        }
        let mut col = column![header].spacing(4);
        for r in st.rows {
            let mut line = row![
                text(r.rank.to_string()).size(15).width(Length::Fixed(44.0)),
                text(r.player.to_string()).size(15).width(Length::Fixed(40.0)),
                text(r.name.clone()).size(15).width(Length::Fill),
                text(r.rating.map(|x| x.to_string()).unwrap_or_default()).size(15).width(Length::Fixed(64.0)),
                text(r.score.to_string()).size(15).width(Length::Fixed(56.0)),
            ]
            .spacing(8);
            for v in r.tie_breaks {
                line = line.push(text(v).size(15).width(Length::Fixed(TB_WIDTH)));
            }
            col = col.push(line);
        }
        col = col.push(ui::note(crate::t!(lang, "tg-tie-breaks", list = st.columns.join(", "))));
        col.into()
    }

    fn crosstable_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let Some(d) = &self.desk else { return column![].into() };
        let rounds = d.rounds();
        let head = |s: String, w: Length| text(s).size(13).color(theme::MUTED).width(w);
        let mut header =
            row![head(t("tg-col-rank"), Length::Fixed(44.0)), head(t("tg-col-name"), Length::Fill),].spacing(8);
        for r in &rounds {
            header = header.push(head(r.to_string(), Length::Fixed(CELL_WIDTH)));
        }
        header = header.push(head(t("tg-col-points"), Length::Fixed(56.0)));
        let mut col = column![header].spacing(4);
        for r in d.crosstable() {
            let mut line = row![
                text(r.rank.to_string()).size(15).width(Length::Fixed(44.0)),
                text(format!("{} ({})", r.name, r.player)).size(15).width(Length::Fill),
            ]
            .spacing(8);
            for c in r.cells {
                line = line.push(text(c).size(15).width(Length::Fixed(CELL_WIDTH)));
            }
            line = line.push(text(r.score.to_string()).size(15).width(Length::Fixed(56.0)));
            col = col.push(line);
        }
        col = col.push(ui::note(t("tg-cross-about")));
        col.into()
    }
}

/// The width of a board's buttons (Result…, Start board / Open game).
const ACTIONS_WIDTH: f32 = 250.0;
/// The width of a player's buttons (bye, withdraw).
const PLAYER_ACTIONS_WIDTH: f32 = 330.0;
/// A tie-break's column.
const TB_WIDTH: f32 = 64.0;
/// A crosstable cell.
const CELL_WIDTH: f32 = 56.0;

/// A small button without an id of its own (its container has the row's id).
fn small<'a>(label: String, primary: bool, msg: Option<Message>) -> Element<'a, Message> {
    button(text(label).size(14))
        .padding([3, 10])
        .style(if primary { button::primary } else { button::secondary })
        .on_press_maybe(msg)
        .into()
}

/// The key that types a result, as its button shows it.
pub fn result_key(r: TypedResult) -> Option<&'static str> {
    Some(match r {
        TypedResult::WhiteWins => "1",
        TypedResult::Draw => "=",
        TypedResult::BlackWins => "0",
        TypedResult::WhiteForfeit => "+",
        TypedResult::BlackForfeit => "-",
        TypedResult::Adjourned => "*",
        TypedResult::Clear => "Del",
        _ => return None,
    })
}

/// The screen's key of a key press without Ctrl or Alt that no field used.
pub fn key_of(key: &iced::keyboard::Key) -> Option<Key> {
    use iced::keyboard::Key as K;
    use iced::keyboard::key::Named;
    Some(match key {
        K::Named(Named::ArrowUp) => Key::Up,
        K::Named(Named::ArrowDown) => Key::Down,
        K::Named(Named::ArrowLeft) => Key::Left,
        K::Named(Named::ArrowRight) => Key::Right,
        K::Named(Named::Enter) => Key::Enter,
        K::Named(Named::Delete) => Key::Result(TypedResult::Clear),
        K::Character(c) => match c.as_str() {
            "1" => Key::Result(TypedResult::WhiteWins),
            "0" => Key::Result(TypedResult::BlackWins),
            "=" => Key::Result(TypedResult::Draw),
            "+" => Key::Result(TypedResult::WhiteForfeit),
            "-" => Key::Result(TypedResult::BlackForfeit),
            "*" => Key::Result(TypedResult::Adjourned),
            _ => return None,
        },
        _ => return None,
    })
}
