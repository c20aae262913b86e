//! The Tournament screen (issue 24): the chief arbiter's table over a tournament folder, drawn
//! from the iced-free [`TournamentSession`]. A folder is typed, chosen in the system dialog or the
//! sample tournament opened (through a working copy). Four tabs: the players (a late entry, a
//! requested bye, a withdrawal), a round's pairings (board, White, result, Black; a result typed
//! for the chosen board, forfeits and adjourned games included; **Start board** opens New game
//! filled in for it, the game saved into the folder; a board already started opens its game),
//! the standings with the event's tie-breaks (typed as codes and set there, an imported event's
//! too) and their legend, and the crosstable. Actions: pair the next round
//! (while it waits, the boards without a result are named), announce when the round starts (on
//! its prints), take the results of the boards' game files (in the folder, or in a folder
//! brought from another desk: conflicts and refusals listed, never written over), and the PDF
//! prints. A board's game played at this desk hands its result to the screen the moment it is
//! recorded ([`State::take_game`], called by the app): it lands in the round at once.
//!
//! This module owns the screen's private state and its `update`; its forms and dialogs are
//! submodules with messages of their own ([`player`] the player form, [`new_event`] the new
//! event's form, [`results`] the result picker, [`print`] the print choice), the view's parts
//! live in `view`, the keys in [`keys`], and what the screen's own notice says in [`Fact`].
//!
//! Keyboard: Left/Right change the tab, PgUp/PgDn the round, Up/Down choose a board, `1` `=`
//! `0` `+` `-` `*` type its result (1-0, ½-½, 0-1, forfeits, adjourned), Delete clears it, F3
//! opens every result for it, Enter starts (or opens) its game, Tab walks the fields.

mod facts;
pub mod keys;
pub mod live;
pub mod new_event;
pub mod player;
pub mod print;
pub mod results;
mod view;
mod widgets;

pub use facts::Fact;
pub use keys::{Key, key_of, result_key};
pub use new_event::SystemChoice;
pub use player::PlayerField;

use crate::app::files;
use crate::app::notice::Notice;
use crate::app::screen::{Action, Context, Key as AppKey, Request};
use std::path::{Path, PathBuf};
use victoria_session::tournament::{ByeRequest, ImportReport, TournamentSession, TournamentSessionError};
use victoria_tournament::TournamentError;

/// The tabs of the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    Players,
    #[default]
    Round,
    Standings,
    Crosstable,
    /// The event opened to the boards: the hub, the desks, the boards live.
    Live,
}

impl Tab {
    pub const ALL: [Tab; 5] = [Tab::Players, Tab::Round, Tab::Standings, Tab::Crosstable, Tab::Live];

    fn key(self) -> &'static str {
        match self {
            Tab::Players => "players",
            Tab::Round => "round",
            Tab::Standings => "standings",
            Tab::Crosstable => "crosstable",
            Tab::Live => "live",
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Tab::Players => "tour-tab-players",
            Tab::Round => "tour-tab-round",
            Tab::Standings => "tour-tab-standings",
            Tab::Crosstable => "tour-tab-crosstable",
            Tab::Live => "tour-tab-live",
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

#[derive(Debug, Default)]
pub struct State {
    session: Option<TournamentSession>,
    /// The tournament folder typed.
    folder: String,
    tab: Tab,
    /// The round shown.
    round: u32,
    /// The board chosen in the round (its result typed, its game started).
    selected: Option<u32>,
    /// Every result offered for the chosen board (F3, the board's "Result…").
    results: results::Picker,
    /// The folder of game files to import from, typed.
    import_dir: String,
    report: Option<ImportReport>,
    print: print::Choice,
    /// A late entry's details as typed, or an entrant's being corrected.
    player: player::Form,
    /// The new event's form (shown while no tournament is open).
    new_event: new_event::Form,
    /// When the round shown starts, as typed (the session's announcement when none is typed).
    round_date: String,
    /// The event's tie-break codes as typed (the event's list when none is typed).
    tie_breaks: String,
    /// The screen's own line for the arbiter, worded when drawn.
    notice: Option<Notice>,
    /// The event opened to the boards (the hub), while it runs.
    live: live::State,
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
    /// The result picker.
    Results(results::Message),
    Pair,
    Unpair,
    ImportOwn,
    ImportDir(String),
    ImportFrom,
    CloseReport,
    /// The print choice.
    Print(print::Message),
    StartBoard(u32),
    OpenBoard(u32),
    /// The player form.
    Player(player::Message),
    Bye(u32),
    Withdraw(u32),
    DismissNotice,
    Back,
    /// The new event's form.
    NewEvent(new_event::Message),
    /// Close the tournament (saved) for another folder or a new event.
    Close,
    /// The event opened to the boards (the hub, the desks, the boards live).
    Live(live::Message),
    /// When the round shown starts, typed.
    RoundDate(String),
    /// The typed start announced for the round shown (journaled; printed on its lists).
    SetRoundDate,
    /// The tie-break codes, typed.
    TieBreaks(String),
    /// The typed tie-breaks made the event's list (journaled; an imported event's too).
    SetTieBreaks,
}

impl Message {
    /// Typing into a field: the focus stays there.
    pub fn keeps_focus(&self) -> bool {
        match self {
            Message::Folder(_) | Message::ImportDir(_) | Message::RoundDate(_) | Message::TieBreaks(_) => true,
            Message::Player(m) => m.keeps_focus(),
            Message::Live(m) => m.keeps_focus(),
            _ => false,
        }
    }
}

/// The sample tournament (`sample_games/tournament`), from the first sample folder holding it.
pub fn find_sample() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok();
    super::start::sample_dirs(exe.as_deref())
        .into_iter()
        .map(|d| d.join("tournament"))
        .find(|d| d.join(victoria_tournament::TOURNAMENT_FILE).is_file())
}

/// The screen's read side: what it shows, for the app and the tests.
impl State {
    /// The tournament open, if any.
    pub fn session(&self) -> Option<&TournamentSession> {
        self.session.as_ref()
    }

    /// The tournament folder as typed.
    pub fn folder(&self) -> &str {
        &self.folder
    }

    pub fn tab(&self) -> Tab {
        self.tab
    }

    /// The round shown (0: none paired yet).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The board chosen in the round.
    pub fn selected(&self) -> Option<u32> {
        self.selected
    }

    /// Whether every result for the chosen board is offered.
    pub fn results_open(&self) -> bool {
        self.results.is_open()
    }

    /// The last import's report, while shown.
    pub fn report(&self) -> Option<&ImportReport> {
        self.report.as_ref()
    }

    /// The player form.
    pub fn player(&self) -> &player::Form {
        &self.player
    }

    /// The screen's own line for the arbiter.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The event opened to the boards: the hub, its desks and the boards live.
    pub fn live(&self) -> &live::State {
        &self.live
    }

    /// The hub's events while it runs (none otherwise).
    pub fn subscription(&self) -> iced::Subscription<Message> {
        self.live.subscription().map(Message::Live)
    }

    /// The boards of the last round still without a final result while the next round cannot be
    /// paired for them (the disabled pair button says which); empty otherwise.
    pub fn pair_waits_for(&self) -> Vec<u32> {
        match &self.session {
            Some(d) if matches!(d.can_pair(), Err(TournamentError::PreviousRoundUnfinished { .. })) => {
                d.boards_without_result()
            }
            _ => Vec::new(),
        }
    }

    /// When the round shown starts, as the field shows it.
    pub fn round_date(&self) -> &str {
        &self.round_date
    }

    /// The tie-break codes as the field shows them.
    pub fn tie_breaks(&self) -> &str {
        &self.tie_breaks
    }

    /// Whether `record` is a game of the open event (its name), so the game can lead back here.
    pub fn holds_game(&self, record: &victoria_record::GameRecord) -> bool {
        self.session.as_ref().is_some_and(|d| {
            d.tournament().name.trim().to_lowercase() == record.event.event.trim().to_lowercase()
                && !record.event.round.trim().is_empty()
        })
    }

    /// A game of the open event played at this desk got its result: it lands in its round at
    /// once (journaled, as the import would take it; a result typed before is a conflict, shown
    /// and not written over). Returns what the app's status line says too; `None` when there is
    /// nothing to say (another event, a game going on, a result already in).
    pub fn take_game(&mut self, record: &victoria_record::GameRecord) -> Option<Notice> {
        let d = self.session.as_mut()?;
        let notice = match d.take_game(record) {
            Ok(None) => return None,
            Ok(Some(finding)) => {
                let counted = matches!(finding, victoria_session::boards::Finding::Counted { .. });
                let finding = std::sync::Arc::new(finding);
                let said = victoria_words::Said::with(move |lang| victoria_words::Words::words(&*finding, lang));
                if counted { Notice::info(said) } else { Notice::error(said) }
            }
            Err(e) => Notice::error(e),
        };
        let _ = d.save();
        self.notice = Some(notice.clone());
        Some(notice)
    }
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

    /// The session, opened.
    fn shown(&mut self, session: TournamentSession) {
        self.folder = session.dir().display().to_string();
        self.round = session.rounds().last().copied().unwrap_or(0);
        self.tab = if self.round == 0 { Tab::Players } else { Tab::Round };
        self.selected = None;
        self.results.close();
        self.report = None;
        self.notice = Some(Notice::info(Fact::Opened {
            dir: session.dir().to_path_buf(),
            sample: session.sample,
            notes: session.notes().to_vec(),
        }));
        self.session = Some(session);
        self.round_date = self.announced();
        self.tie_breaks = self.tie_break_codes();
    }

    /// The event's tie-break codes, as the field shows them.
    fn tie_break_codes(&self) -> String {
        self.session.as_ref().map(|d| d.summary().tie_breaks.join(", ")).unwrap_or_default()
    }

    /// When the round shown starts, as the session has it announced.
    fn announced(&self) -> String {
        self.session.as_ref().and_then(|d| d.round_date(self.round)).unwrap_or_default().to_string()
    }

    fn opened(&mut self, r: Result<TournamentSession, TournamentSessionError>) {
        match r {
            Ok(d) => self.shown(d),
            Err(e) => self.notice = Some(Notice::error(e)),
        }
    }

    fn open(&mut self, dir: &Path) {
        self.opened(TournamentSession::open(dir));
    }

    /// The typed folder, opened.
    fn open_typed(&mut self) {
        let dir = PathBuf::from(self.folder.trim());
        if dir.as_os_str().is_empty() {
            self.notice = Some(Notice::error(Fact::NoFolder));
        } else {
            self.open(&dir);
        }
    }

    /// Opens the sample tournament through its working copy under `config_dir`.
    fn open_sample(&mut self, config_dir: &Path) {
        match find_sample() {
            Some(sample) => self.opened(TournamentSession::open_sample(&sample, config_dir)),
            None => self.notice = Some(Notice::error(Fact::NoSample)),
        }
    }

    /// Reads the folder again (after a game played at this desk, say).
    pub fn reload(&mut self) {
        let Some(d) = &self.session else { return };
        let sample = d.sample;
        if let Ok(mut fresh) = TournamentSession::open(d.dir()) {
            fresh.sample = sample;
            self.session = Some(fresh);
        }
        if let Some(d) = &mut self.session {
            self.live.tell_event(d);
            let _ = self.live.refresh(d);
        }
    }

    /// The boards of the round shown.
    fn boards(&self) -> Vec<u32> {
        self.session
            .as_ref()
            .and_then(|d| d.round(self.round))
            .map(|r| r.boards.iter().map(|b| b.board).collect())
            .unwrap_or_default()
    }

    /// Whether board `b` of the round shown has its game file.
    fn started(&self, b: u32) -> bool {
        self.session
            .as_ref()
            .and_then(|d| d.round(self.round))
            .and_then(|r| r.boards.into_iter().find(|x| x.board == b))
            .is_some_and(|x| x.game.is_some())
    }

    /// The session's answer: `done` said on success, the refusal on failure.
    fn said<T>(&mut self, r: Result<T, TournamentSessionError>, done: impl FnOnce(T) -> Fact) -> bool {
        match r {
            Ok(v) => {
                self.notice = Some(Notice::info(done(v)));
                true
            }
            Err(e) => {
                self.notice = Some(Notice::error(e));
                false
            }
        }
    }

    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        match msg {
            Message::Folder(f) => self.folder = f,
            Message::Open => self.open_typed(),
            Message::Pick(what) => return self.pick(what),
            Message::Picked(_, None) => {}
            Message::Picked(PickFor::Tournament, Some(p)) => {
                self.folder = p.display().to_string();
                self.open(&p);
            }
            Message::Picked(PickFor::Import, Some(p)) => {
                self.import_dir = p.display().to_string();
                return self.import_from();
            }
            Message::OpenSample => self.open_sample(ctx.config_dir),
            Message::Tab(t) => {
                self.tab = t;
                self.results.close();
            }
            Message::Round(r) => self.show_round(r),
            Message::Select(b) => {
                self.selected = Some(b);
                self.results.close();
            }
            Message::Results(m) => self.results_update(m),
            Message::Pair => self.pair(),
            Message::Unpair => self.unpair(),
            Message::ImportOwn => self.import(|d| d.import_own()),
            Message::ImportDir(s) => self.import_dir = s,
            Message::ImportFrom => return self.import_from(),
            Message::CloseReport => self.report = None,
            Message::Print(m) => self.print.update(m, self.session.as_ref(), self.round, ctx.lang, &mut self.notice),
            Message::StartBoard(b) => return self.start_board(b),
            Message::OpenBoard(b) => return self.open_board(b),
            Message::Player(m) => return self.player_update(m),
            Message::Bye(p) => self.bye(p),
            Message::Withdraw(p) => self.withdraw(p),
            Message::DismissNotice => self.notice = None,
            Message::NewEvent(m) => {
                if let Some(d) = self.new_event.update(m, &self.folder, &mut self.notice) {
                    self.shown(d);
                }
            }
            Message::Close => {
                self.save();
                *self = State::default();
            }
            Message::Live(live::Message::Select(b)) => self.selected = Some(b),
            Message::Live(m) => {
                let open = matches!(m, live::Message::Open);
                let Some(d) = &mut self.session else { return Action::None };
                let action = self.live.update(m, d, ctx.config_dir, &mut self.notice).map(Message::Live);
                if open && self.live.running() {
                    self.tab = Tab::Live;
                }
                return action;
            }
            Message::RoundDate(s) => self.round_date = s,
            Message::SetRoundDate => {
                let (Some(d), round) = (&mut self.session, self.round) else { return Action::None };
                let when = self.round_date.trim().to_string();
                let set = d.set_round_date(round, &when);
                self.said(set, |()| Fact::RoundDateSet { round, when });
            }
            Message::TieBreaks(s) => self.tie_breaks = s,
            Message::SetTieBreaks => {
                let Some(d) = &mut self.session else { return Action::None };
                let set = d.set_tie_breaks(&self.tie_breaks);
                if self.said(set, |()| Fact::TieBreaksSet) {
                    self.tie_breaks = self.tie_break_codes();
                }
            }
            Message::Back => {
                self.save();
                return Request::Home.into();
            }
        }
        Action::None
    }

    /// The tournament saved (leaving it, or the screen).
    fn save(&mut self) {
        if let Some(d) = &mut self.session {
            let _ = d.save();
        }
    }

    /// A folder dialog; where none can appear, the folder is typed (the notice says so).
    fn pick(&mut self, what: PickFor) -> Action<Message> {
        if !files::dialogs_available() {
            self.notice = Some(Notice::error(Fact::NoDialog));
            return Action::None;
        }
        Action::Run(files::pick_folder().map(move |p| Message::Picked(what, p)))
    }

    fn show_round(&mut self, r: u32) {
        if self.session.as_ref().is_some_and(|d| d.rounds().contains(&r)) {
            self.round = r;
            self.tab = Tab::Round;
            self.selected = None;
            self.results.close();
            self.round_date = self.announced();
        }
    }

    /// The result picker: opened for a board (which it chooses), closed, or a result set for
    /// the chosen board.
    fn results_update(&mut self, m: results::Message) {
        match m {
            results::Message::Open(b) => {
                self.selected = Some(b);
                self.results.open();
            }
            results::Message::Close => self.results.close(),
            results::Message::Set(r) => {
                let (Some(d), Some(board)) = (&mut self.session, self.selected) else { return };
                let round = self.round;
                let set = d.set_result(round, board, r);
                if self.said(set, |()| Fact::ResultSet { round, board, result: r }) {
                    self.results.close();
                    if let Some(d) = &mut self.session {
                        self.live.typed(d, round, board);
                        let _ = self.live.refresh(d);
                    }
                }
            }
        }
    }

    fn pair(&mut self) {
        let Some(d) = &mut self.session else { return };
        // Round 1 of a Swiss renumbers the players by FIDE's order (C.04.2): the notice says so.
        let t = d.tournament();
        let renumbered = matches!(t.system, victoria_tournament::PairingSystem::Swiss { .. })
            && t.played.is_empty()
            && !t.ranked
            && t.fide_order() != t.players.iter().map(|p| p.number).collect::<Vec<u32>>();
        let paired = d.pair_next();
        if paired.is_ok() {
            self.live.tell_event(d);
            let _ = self.live.refresh(d);
        }
        if let Ok(n) = paired {
            self.round = n;
            self.tab = Tab::Round;
            self.selected = None;
            self.results.close();
            self.round_date = self.announced();
        }
        self.said(paired, |n| if renumbered { Fact::PairedRanked(n) } else { Fact::Paired(n) });
    }

    fn unpair(&mut self) {
        let Some(d) = &mut self.session else { return };
        let unpaired = d.unpair_last();
        if unpaired.is_ok() {
            self.round = d.rounds().last().copied().unwrap_or(0);
            self.selected = None;
        }
        self.said(unpaired, Fact::Unpaired);
    }

    /// The import from the typed folder (the folder dialog when none is typed).
    fn import_from(&mut self) -> Action<Message> {
        if self.session.is_none() {
            return Action::None;
        }
        let dir = PathBuf::from(self.import_dir.trim());
        if dir.as_os_str().is_empty() {
            return self.pick(PickFor::Import);
        }
        self.import(|d| d.import_from(&dir));
        Action::None
    }

    /// An import's report, shown with its tally in the notice.
    fn import(&mut self, run: impl FnOnce(&mut TournamentSession) -> Result<ImportReport, TournamentSessionError>) {
        let Some(d) = &mut self.session else { return };
        match run(d) {
            Ok(report) => {
                let tally = Fact::Imported(report.tally());
                self.notice = Some(if report.problems > 0 { Notice::error(tally) } else { Notice::info(tally) });
                self.report = Some(report);
            }
            Err(e) => self.notice = Some(Notice::error(e)),
        }
    }

    /// New game filled in for board `b`.
    fn start_board(&mut self, b: u32) -> Action<Message> {
        let Some(d) = &self.session else { return Action::None };
        self.selected = Some(b);
        match d.board_start(self.round, b) {
            Some(start) => Request::Board(Box::new(start)).into(),
            None => Action::None,
        }
    }

    /// Board `b`'s game file, opened.
    fn open_board(&mut self, b: u32) -> Action<Message> {
        let Some(d) = &self.session else { return Action::None };
        self.selected = Some(b);
        match d.round(self.round).and_then(|r| r.boards.into_iter().find(|x| x.board == b)?.game) {
            Some(p) => Request::Open(p).into(),
            None => Action::None,
        }
    }

    fn player_update(&mut self, m: player::Message) -> Action<Message> {
        let Some(d) = &mut self.session else { return Action::None };
        self.player.update(m, d, &mut self.notice).map(Message::Player)
    }

    fn bye(&mut self, p: u32) {
        let Some(d) = &mut self.session else { return };
        let r = d.request_bye(p, ByeRequest::Half);
        self.said(r, |round| Fact::ByeSet { number: p, round });
    }

    fn withdraw(&mut self, p: u32) {
        let Some(d) = &mut self.session else { return };
        let r = d.withdraw(p);
        self.said(r, |round| Fact::Withdrawn { number: p, round });
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
            AppKey::Action(A::Signatures) => Key::Confirm,
            AppKey::Plain(k) => key_of(k)?,
            _ => return None,
        };
        self.on_key(k)
    }

    /// The message of a key of the screen (see the module's page), as the screen stands.
    fn on_key(&self, k: Key) -> Option<Message> {
        let rounds = self.session.as_ref()?.rounds();
        let boards = self.boards();
        let at = |i: isize, len: usize| -> usize { i.clamp(0, len as isize - 1) as usize };
        let on_round = self.tab == Tab::Round;
        let on_boards = on_round || self.tab == Tab::Live;
        match k {
            Key::Left | Key::Right => {
                let i = Tab::ALL.iter().position(|t| *t == self.tab).unwrap_or(0) as isize;
                let step = if k == Key::Left { -1 } else { 1 };
                Some(Message::Tab(Tab::ALL[at(i + step, Tab::ALL.len())]))
            }
            Key::PreviousRound | Key::NextRound if !rounds.is_empty() => {
                let i = rounds.iter().position(|r| *r == self.round).unwrap_or(rounds.len() - 1) as isize;
                let step = if k == Key::PreviousRound { -1 } else { 1 };
                Some(Message::Round(rounds[at(i + step, rounds.len())]))
            }
            Key::Confirm => {
                let (round, board) = self.live.to_confirm(self.selected)?;
                Some(Message::Live(live::Message::Confirm(round, board)))
            }
            Key::Up | Key::Down if on_boards && !boards.is_empty() => {
                let i = self.selected.and_then(|s| boards.iter().position(|b| *b == s));
                let next = match (i, k) {
                    (None, Key::Up) => boards.len() - 1,
                    (None, _) => 0,
                    (Some(i), Key::Up) => at(i as isize - 1, boards.len()),
                    (Some(i), _) => at(i as isize + 1, boards.len()),
                };
                Some(Message::Select(boards[next]))
            }
            Key::Enter if on_round => {
                let b = self.selected?;
                Some(if self.started(b) { Message::OpenBoard(b) } else { Message::StartBoard(b) })
            }
            Key::Result(r) if on_round && self.selected.is_some() => Some(Message::Results(results::Message::Set(r))),
            Key::Results if on_round => {
                Some(Message::Results(results::Message::Open(self.selected.or(boards.first().copied())?)))
            }
            Key::Cancel if self.results.is_open() => Some(Message::Results(results::Message::Close)),
            Key::Cancel if self.player.editing().is_some() => Some(Message::Player(player::Message::Cancel)),
            Key::Cancel => Some(Message::DismissNotice),
            _ => None,
        }
    }
}
