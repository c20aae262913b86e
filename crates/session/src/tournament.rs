//! The chief arbiter's desk over a tournament folder (issue 24), free of iced: a
//! [`TournamentSession`] opens the folder (`victoria_tournament::Folder`: `tournament.json` and its
//! journal), shows the players, each round's boards and byes and the standings with the event's
//! tie-breaks as plain rows, pairs the next round, takes typed results (forfeits and adjourned
//! games included), requested byes and withdrawals, takes the results of the boards' game files
//! (in the folder itself or in any folder the arbiter brings, through [`crate::boards`]: a
//! conflict or a refusal is reported, never written over), prints the pairing lists, slips,
//! standings and crosstable to PDF beside the event, and hands the New game form what a board
//! starts with ([`BoardStart`]). A game started so is saved as `roundR_boardB.json` in the folder,
//! where the import finds it. Every refusal is a [`TournamentSessionError`], worded when drawn.

use crate::boards::{self, FileFinding, Finding};
use crate::i18n::Words;
use crate::t;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use victoria_sheet::tournament::{TournamentPrint, render_tournament};
use victoria_tournament::prints::{self, StandingRow};
use victoria_tournament::{
    Action, ByeKind, Folder, FolderError, GameResult, OpenNote, PairingSystem, Player, Points, StoreError, Tournament,
    TournamentError, default_tie_breaks, next_round_actions, tie_break_code, tie_break_of_code,
};
use victoria_words::IoFact;
use victoria_words::Lang;

/// An event's games' options unless it says otherwise: the rulings' defaults with FIDE's penalty
/// for an illegal move (Article 7.5, R29), as every tournament preset has it.
pub fn event_defaults() -> victoria_rules::Options {
    victoria_rules::Options {
        illegal_move_penalty: victoria_rules::options::IllegalMovePenalty::Fide,
        ..victoria_rules::Options::default()
    }
}

/// Options as an event stores them (`key` → value, as the rulings' option keys and values).
fn event_options(o: &victoria_rules::Options) -> serde_json::Map<String, serde_json::Value> {
    match serde_json::to_value(o) {
        Ok(serde_json::Value::Object(m)) => m,
        _ => serde_json::Map::new(),
    }
}

/// Where a sample tournament is worked on (a copy under the config folder: samples never change).
pub const WORKING_TOURNAMENTS: &str = "tournaments";

/// Why the desk did not do what it was asked.
#[derive(Clone, Debug)]
pub enum TournamentSessionError {
    /// The folder cannot be opened (damaged, missing): nothing was written.
    Open(StoreError),
    /// The event refused the change, or the journal could not be written.
    Change(FolderError),
    /// Pairing the next round was refused (the round before unfinished, the event complete…).
    Pair(TournamentError),
    /// A folder of game files cannot be read.
    ReadGames { dir: String, fact: IoFact },
    /// Copying the sample into the working folder failed.
    Copy { path: String, fact: IoFact },
    /// The print could not be made.
    Print(Arc<victoria_sheet::SheetError>),
    /// The print could not be written.
    WritePrint(StoreError),
    /// A player's name is empty.
    EmptyName,
    /// A player's rating, as typed, is not a whole number of at most four digits.
    BadRating(String),
    /// A player's FIDE ID, as typed, is not a whole number of at most eleven digits.
    BadFideId(String),
    /// A title or a federation longer than the TRF's three columns (`field` is its message id).
    TooLong { field: &'static str, typed: String },
    /// No player has this start number.
    NoPlayer(u32),
    /// A new event needs a name.
    NoEventName,
    /// A new Swiss event needs its number of rounds.
    NoRounds,
    /// The new event's folder cannot be made (it holds a tournament already, or cannot be written).
    Create(StoreError),
    /// A typed tie-break code Victoria does not know (C.07's codes, TRF-2026 spelling).
    UnknownTieBreak(String),
}

impl Words for TournamentSessionError {
    fn words(&self, lang: Lang) -> String {
        match self {
            TournamentSessionError::Open(e) => t!(lang, "tdesk-cannot-open", why = e.words(lang)),
            TournamentSessionError::Change(e) => t!(lang, "tdesk-refused", why = e.words(lang)),
            TournamentSessionError::Pair(e) => t!(lang, "tdesk-cannot-pair", why = e.words(lang)),
            TournamentSessionError::ReadGames { dir, fact } => {
                t!(lang, "tdesk-cannot-read-games", dir = dir.as_str(), why = fact.words(lang))
            }
            TournamentSessionError::Copy { path, fact } => {
                t!(lang, "tdesk-cannot-copy", path = path.as_str(), why = fact.words(lang))
            }
            TournamentSessionError::Print(e) => t!(lang, "tdesk-cannot-print", why = e.words(lang)),
            TournamentSessionError::WritePrint(e) => t!(lang, "tdesk-cannot-print", why = e.words(lang)),
            TournamentSessionError::EmptyName => t!(lang, "tdesk-empty-name"),
            TournamentSessionError::BadRating(typed) => t!(lang, "tdesk-bad-rating", rating = typed.as_str()),
            TournamentSessionError::BadFideId(typed) => t!(lang, "tdesk-bad-fide-id", id = typed.as_str()),
            TournamentSessionError::TooLong { field, typed } => {
                t!(lang, "tdesk-too-long", field = *field, typed = typed.as_str())
            }
            TournamentSessionError::NoPlayer(n) => t!(lang, "tdesk-no-player", number = *n),
            TournamentSessionError::NoEventName => t!(lang, "tdesk-no-event-name"),
            TournamentSessionError::NoRounds => t!(lang, "tdesk-no-rounds"),
            TournamentSessionError::Create(e) => t!(lang, "tdesk-cannot-create", why = e.words(lang)),
            TournamentSessionError::UnknownTieBreak(code) => t!(
                lang,
                "tdesk-unknown-tie-break",
                code = code.as_str(),
                known = victoria_tournament::TIE_BREAK_NAMES.join(", ")
            ),
        }
    }
}

victoria_words::english_display!(TournamentSessionError);
impl std::error::Error for TournamentSessionError {}

/// A player's details as the arbiter types them (a late entry, or a correction of an entrant):
/// the start number, the withdrawal and the byes are the event's and stay as they are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerForm {
    pub name: String,
    pub rating: String,
    pub title: String,
    pub club: String,
    pub federation: String,
    pub fide_id: String,
}

impl PlayerForm {
    /// A form with a name only.
    pub fn named(name: &str) -> PlayerForm {
        PlayerForm { name: name.into(), ..PlayerForm::default() }
    }

    /// The form filled with an entrant's details, to correct them.
    pub fn of(p: &Player) -> PlayerForm {
        PlayerForm {
            name: p.name.clone(),
            rating: p.rating.map(|r| r.to_string()).unwrap_or_default(),
            title: p.title.clone(),
            club: p.club.clone(),
            federation: p.federation.clone(),
            fide_id: p.fide_id.map(|r| r.to_string()).unwrap_or_default(),
        }
    }

    /// Checks every field and writes the details into `p`; on a refusal `p` is unchanged.
    fn fill(&self, p: &mut Player) -> Result<(), TournamentSessionError> {
        // A number as typed: empty, or digits only (how many the event keeps is its own rule).
        fn number(typed: &str) -> Result<Option<u64>, ()> {
            let typed = typed.trim();
            if typed.is_empty() {
                return Ok(None);
            }
            if !typed.bytes().all(|b| b.is_ascii_digit()) {
                return Err(());
            }
            typed.parse().map(Some).map_err(|_| ())
        }
        let bad_rating = || TournamentSessionError::BadRating(self.rating.trim().into());
        let rating = number(&self.rating).map_err(|_| bad_rating())?;
        let rating = rating.map(u32::try_from).transpose().map_err(|_| bad_rating())?;
        let fide_id =
            number(&self.fide_id).map_err(|_| TournamentSessionError::BadFideId(self.fide_id.trim().into()))?;
        let mut filled = p.clone();
        filled.name = self.name.trim().into();
        filled.rating = rating;
        filled.fide_id = fide_id;
        filled.title = self.title.trim().into();
        filled.federation = self.federation.trim().into();
        filled.club = self.club.trim().into();
        // The event's own check (the TRF's widths), worded for the form's fields.
        filled.check().map_err(|e| match e {
            TournamentError::NoName { .. } => TournamentSessionError::EmptyName,
            TournamentError::RatingTooHigh { .. } => bad_rating(),
            TournamentError::FideIdTooLong { .. } => TournamentSessionError::BadFideId(self.fide_id.trim().into()),
            TournamentError::TitleTooLong { title, .. } => {
                TournamentSessionError::TooLong { field: "title", typed: title }
            }
            TournamentError::FederationTooLong { federation, .. } => {
                TournamentSessionError::TooLong { field: "federation", typed: federation }
            }
            other => TournamentSessionError::Change(FolderError::Refused(other)),
        })?;
        *p = filled;
        Ok(())
    }
}

/// A result the arbiter types for a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypedResult {
    WhiteWins,
    BlackWins,
    Draw,
    /// A Victoria game won by the point count (R27), by White or Black.
    WhiteByCount,
    BlackByCount,
    WhiteForfeit,
    BlackForfeit,
    DoubleForfeit,
    Adjourned,
    /// No result (a result typed by mistake taken back).
    Clear,
}

impl TypedResult {
    /// Every choice, in the order the result bar shows them.
    pub const ALL: [TypedResult; 10] = [
        TypedResult::WhiteWins,
        TypedResult::Draw,
        TypedResult::BlackWins,
        TypedResult::WhiteByCount,
        TypedResult::BlackByCount,
        TypedResult::WhiteForfeit,
        TypedResult::BlackForfeit,
        TypedResult::DoubleForfeit,
        TypedResult::Adjourned,
        TypedResult::Clear,
    ];

    /// The board's result and the point-count flag.
    pub fn board(self) -> (Option<GameResult>, bool) {
        match self {
            TypedResult::WhiteWins => (Some(GameResult::WhiteWins), false),
            TypedResult::BlackWins => (Some(GameResult::BlackWins), false),
            TypedResult::Draw => (Some(GameResult::Draw), false),
            TypedResult::WhiteByCount => (Some(GameResult::WhiteWins), true),
            TypedResult::BlackByCount => (Some(GameResult::BlackWins), true),
            TypedResult::WhiteForfeit => (Some(GameResult::WhiteForfeit), false),
            TypedResult::BlackForfeit => (Some(GameResult::BlackForfeit), false),
            TypedResult::DoubleForfeit => (Some(GameResult::DoubleForfeit), false),
            TypedResult::Adjourned => (Some(GameResult::Adjourned), false),
            TypedResult::Clear => (None, false),
        }
    }

    /// The key of `tdesk-result` in the catalogue (and the end of a button id).
    pub fn key(self) -> &'static str {
        match self {
            TypedResult::WhiteWins => "white",
            TypedResult::BlackWins => "black",
            TypedResult::Draw => "draw",
            TypedResult::WhiteByCount => "white-count",
            TypedResult::BlackByCount => "black-count",
            TypedResult::WhiteForfeit => "white-forfeit",
            TypedResult::BlackForfeit => "black-forfeit",
            TypedResult::DoubleForfeit => "double-forfeit",
            TypedResult::Adjourned => "adjourned",
            TypedResult::Clear => "clear",
        }
    }

    /// The choice in words (`1-0`, `+/- White wins by forfeit`, …).
    pub fn words(self, lang: Lang) -> String {
        t!(lang, "tdesk-result", result = self.key())
    }

    /// Whether the event's game can have this result (the point count is Victoria's).
    pub fn offered(self, ruleset: &str) -> bool {
        !matches!(self, TypedResult::WhiteByCount | TypedResult::BlackByCount) || ruleset == "victoria"
    }
}

/// A bye the arbiter records for a player's coming round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ByeRequest {
    Half,
    Full,
    Zero,
}

impl ByeRequest {
    pub fn kind(self) -> ByeKind {
        match self {
            ByeRequest::Half => ByeKind::Half,
            ByeRequest::Full => ByeKind::Full,
            ByeRequest::Zero => ByeKind::Zero,
        }
    }
}

/// The key of a bye kind in the catalogue (`tdesk-bye`).
pub fn bye_key(kind: ByeKind) -> &'static str {
    match kind {
        ByeKind::Pairing => "pairing",
        ByeKind::Half => "half",
        ByeKind::Full => "full",
        ByeKind::Zero => "zero",
    }
}

/// The event's heading: name, game, system, rounds, time control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub name: String,
    /// `victoria` or `classical`.
    pub ruleset: String,
    /// `rr`, `drr`, `swiss` or `swiss-baku` (the key of `tdesk-system`).
    pub system: &'static str,
    pub rounds: u32,
    pub paired: u32,
    pub players: usize,
    pub time_control: String,
    pub city: String,
    pub chief_arbiter: String,
    /// The tie-breaks by their TRF codes, in the event's order.
    pub tie_breaks: Vec<String>,
}

/// A row of the players' list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    pub number: u32,
    pub name: String,
    pub rating: Option<u32>,
    pub title: String,
    pub club: String,
    pub federation: String,
    pub score: Points,
    pub withdrawn_from: Option<u32>,
    /// Byes requested for rounds not paired yet.
    pub byes: Vec<(u32, ByeKind)>,
}

/// One side of a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    pub number: u32,
    pub name: String,
    /// The player's rating, as the pairing list prints it (`None`: unrated).
    pub rating: Option<u32>,
    /// The score before the round.
    pub score: Points,
}

/// A board of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLine {
    pub board: u32,
    pub white: Side,
    pub black: Side,
    pub result: Option<GameResult>,
    pub by_count: bool,
    /// The board's game file in the folder, if a game was started there.
    pub game: Option<PathBuf>,
}

impl BoardLine {
    /// `1-0`, `½-½`, `+/-`… with `(count)` for a point-count win; empty while pending.
    pub fn result_text(&self, lang: Lang) -> String {
        match self.result {
            None => String::new(),
            Some(r) if self.by_count => t!(lang, "tdesk-by-count", result = r.notation()),
            Some(r) => r.notation().to_string(),
        }
    }
}

/// A player of a round without a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByeLine {
    pub number: u32,
    pub name: String,
    pub kind: ByeKind,
    pub points: Points,
}

/// A paired round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundView {
    pub number: u32,
    pub boards: Vec<BoardLine>,
    pub byes: Vec<ByeLine>,
    pub finished: bool,
}

/// The standings: the tie-breaks' codes (the columns) and the rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsView {
    pub columns: Vec<String>,
    pub rows: Vec<StandingRow>,
}

/// What New game starts with for a board: the event's data (its chief arbiter too), both players,
/// the game and its options, the time control as the event announces it, and the file it is
/// saved to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardStart {
    pub event: String,
    pub site: String,
    pub round: u32,
    pub board: u32,
    pub white: String,
    pub black: String,
    /// The event's chief arbiter, the score sheet's arbiter (empty when the event names none).
    pub arbiter: String,
    pub rules: victoria_rules::Rules,
    /// The time control's text (`60+30`), empty for none.
    pub time_control: String,
    /// `roundR_boardB.json` in the tournament folder.
    pub file: PathBuf,
}

/// A new event as the Tournament screen's form describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewEvent {
    pub name: String,
    /// Victoria or classical chess (the pairing and the boards' games follow it).
    pub ruleset: victoria_rules::Ruleset,
    pub system: PairingSystem,
    /// Planned rounds of a Swiss event (a round robin's come from its players).
    pub rounds: u32,
    /// As the event announces it (`60+30`), empty for none.
    pub time_control: String,
    pub city: String,
    pub chief_arbiter: String,
}

/// What an import did: each file's finding, and how many results it took.
#[derive(Debug)]
pub struct ImportReport {
    pub dir: PathBuf,
    pub findings: Vec<FileFinding>,
    pub counted: usize,
    /// Conflicts, refusals and unreadable files (games of other events and results already in
    /// the round are not problems).
    pub problems: usize,
}

impl ImportReport {
    /// The counts alone, to be worded later (a status line).
    pub fn tally(&self) -> ImportTally {
        ImportTally {
            files: self.findings.len(),
            counted: self.counted,
            problems: self.problems,
            dir: self.dir.clone(),
        }
    }

    /// One line: how many files, results taken, problems.
    pub fn summary(&self, lang: Lang) -> String {
        self.tally().summary(lang)
    }
}

/// An import's counts: files read, results taken, problems, and the folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportTally {
    pub files: usize,
    pub counted: usize,
    pub problems: usize,
    pub dir: PathBuf,
}

impl ImportTally {
    /// One line: how many files, results taken, problems.
    pub fn summary(&self, lang: Lang) -> String {
        t!(
            lang,
            "tdesk-import-summary",
            files = self.files,
            counted = self.counted,
            problems = self.problems,
            dir = self.dir.display().to_string()
        )
    }
}

/// A print the screen offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintKind {
    Pairings,
    ByName,
    Slips,
    Standings,
    Crosstable,
    /// The initial ranking (C.04.2): start numbers, titles, names, ratings, federations.
    StartList,
}

impl PrintKind {
    pub const ALL: [PrintKind; 6] = [
        PrintKind::Pairings,
        PrintKind::ByName,
        PrintKind::Slips,
        PrintKind::Standings,
        PrintKind::Crosstable,
        PrintKind::StartList,
    ];

    /// The key in the catalogue (`tdesk-print`) and in the PDF's name.
    pub fn key(self) -> &'static str {
        match self {
            PrintKind::Pairings => "pairings",
            PrintKind::ByName => "by-name",
            PrintKind::Slips => "slips",
            PrintKind::Standings => "standings",
            PrintKind::Crosstable => "crosstable",
            PrintKind::StartList => "start-list",
        }
    }

    pub fn words(self, lang: Lang) -> String {
        t!(lang, "tdesk-print", what = self.key())
    }

    /// Whether it prints one round.
    pub fn of_round(self) -> bool {
        matches!(self, PrintKind::Pairings | PrintKind::ByName | PrintKind::Slips)
    }

    /// Whether it prints the event after a round (standings, crosstable).
    pub fn after_round(self) -> bool {
        matches!(self, PrintKind::Standings | PrintKind::Crosstable)
    }

    /// The print as `victoria_sheet` makes it: `round` is the round of a pairing list or slips,
    /// or the round the standings are after.
    pub fn print(self, round: u32) -> TournamentPrint {
        match self {
            PrintKind::Pairings => TournamentPrint::PairingsByBoard { round },
            PrintKind::ByName => TournamentPrint::PairingsByName { round },
            PrintKind::Slips => TournamentPrint::Slips { round },
            PrintKind::Standings => TournamentPrint::StandingsAfter { round },
            // The crosstable is drawn after the last complete round, as its title says.
            PrintKind::Crosstable => TournamentPrint::Crosstable,
            PrintKind::StartList => TournamentPrint::StartList,
        }
    }

    /// The PDF's file name: `pairings-round3.pdf`, `standings-after-round2-ru.pdf`,
    /// `start-list.pdf` (`round` as for [`print`](Self::print)). The standings and crosstable
    /// keep one file per round, so those after round 2 stay when round 3's are printed.
    pub fn file_name(self, round: u32, lang: Lang) -> String {
        let round = if self.of_round() {
            format!("-round{round}")
        } else if self.after_round() {
            format!("-after-round{round}")
        } else {
            String::new()
        };
        let lang = match lang {
            Lang::En => "",
            Lang::Ru => "-ru",
        };
        format!("{}{round}{lang}.pdf", self.key())
    }

    /// The print named by its key on the command line (`standings`, `by-name`, …).
    pub fn of_key(key: &str) -> Option<PrintKind> {
        PrintKind::ALL.into_iter().find(|k| k.key() == key)
    }
}

/// The game file of a board in a tournament folder.
pub fn game_file(dir: &Path, round: u32, board: u32) -> PathBuf {
    dir.join(format!("round{round}_board{board}.json"))
}

/// Copies every file directly in `from` into `to` (created), leaving folders out.
fn copy_folder(from: &Path, to: &Path) -> Result<(), TournamentSessionError> {
    let err =
        |p: &Path, e: &std::io::Error| TournamentSessionError::Copy { path: p.display().to_string(), fact: e.into() };
    std::fs::create_dir_all(to).map_err(|e| err(to, &e))?;
    for entry in std::fs::read_dir(from).map_err(|e| err(from, &e))? {
        let entry = entry.map_err(|e| err(from, &e))?;
        let p = entry.path();
        if p.is_file() {
            std::fs::copy(&p, to.join(entry.file_name())).map_err(|e| err(&p, &e))?;
        }
    }
    Ok(())
}

/// The chief arbiter's desk over one tournament folder.
pub struct TournamentSession {
    folder: Folder,
    notes: Vec<OpenNote>,
    /// The folder is a working copy of a sample.
    pub sample: bool,
}

impl std::fmt::Debug for TournamentSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TournamentSession").field("dir", &self.folder.dir()).field("seq", &self.folder.seq()).finish()
    }
}

impl TournamentSession {
    /// Opens a tournament folder (its journal replayed; a torn last line dropped and noted).
    /// Makes a new event in `dir` (created when missing; a folder that holds a tournament
    /// already is refused) and opens it. The tie-breaks are [`default_tie_breaks`]: FIDE's usual
    /// list for the system, with Victoria's wins by the point count last for a Victoria event.
    pub fn create(dir: &Path, new: NewEvent) -> Result<TournamentSession, TournamentSessionError> {
        let name = new.name.trim();
        if name.is_empty() {
            return Err(TournamentSessionError::NoEventName);
        }
        if matches!(new.system, PairingSystem::Swiss { .. }) && new.rounds == 0 {
            return Err(TournamentSessionError::NoRounds);
        }
        let rounds = if matches!(new.system, PairingSystem::Swiss { .. }) { new.rounds } else { 0 };
        let mut t = Tournament::new(name, new.ruleset.key(), rounds, new.system.clone());
        // The one default list, the command line's too.
        t.tie_breaks = default_tie_breaks(&new.system, new.ruleset.key());
        // The event holds its games' options once: FIDE's penalty for an illegal move (Article
        // 7.5, R29) for every board, as its tournament presets have it.
        t.options = event_options(&event_defaults()).into_iter().filter(|(k, _)| k == "illegal_move_penalty").collect();
        t.time_control = new.time_control.trim().to_string();
        t.city = new.city.trim().to_string();
        t.chief_arbiter = new.chief_arbiter.trim().to_string();
        Folder::create(dir, t).map_err(TournamentSessionError::Create)?;
        TournamentSession::open(dir)
    }

    pub fn open(dir: &Path) -> Result<TournamentSession, TournamentSessionError> {
        let (folder, notes) = Folder::open(dir).map_err(TournamentSessionError::Open)?;
        Ok(TournamentSession { folder, notes, sample: false })
    }

    /// Opens the sample tournament `sample` through a working copy in
    /// `config_dir/tournaments/<its name>` (made when missing; the arbiter's work on an earlier
    /// copy goes on). The sample itself is never written.
    pub fn open_sample(sample: &Path, config_dir: &Path) -> Result<TournamentSession, TournamentSessionError> {
        let name = sample.file_name().map(|n| n.to_os_string()).unwrap_or_else(|| "tournament".into());
        let copy = config_dir.join(WORKING_TOURNAMENTS).join(name);
        if !copy.join(victoria_tournament::TOURNAMENT_FILE).exists() {
            copy_folder(sample, &copy)?;
        }
        let mut desk = TournamentSession::open(&copy)?;
        desk.sample = true;
        Ok(desk)
    }

    pub fn tournament(&self) -> &Tournament {
        self.folder.tournament()
    }

    pub fn dir(&self) -> &Path {
        self.folder.dir()
    }

    /// What opening repaired (a torn last journal line).
    pub fn notes(&self) -> &[OpenNote] {
        &self.notes
    }

    pub fn summary(&self) -> Summary {
        let t = self.tournament();
        let system = match t.system {
            PairingSystem::RoundRobin { double: false } => "rr",
            PairingSystem::RoundRobin { double: true } => "drr",
            PairingSystem::Swiss { baku_acceleration: false } => "swiss",
            PairingSystem::Swiss { baku_acceleration: true } => "swiss-baku",
        };
        Summary {
            name: t.name.clone(),
            ruleset: t.ruleset.clone(),
            system,
            rounds: t.rounds,
            paired: t.played.len() as u32,
            players: t.players.len(),
            time_control: t.time_control.clone(),
            city: t.city.clone(),
            chief_arbiter: t.chief_arbiter.clone(),
            tie_breaks: t.tie_breaks.iter().map(|&tb| tie_break_code(tb)).collect(),
        }
    }

    pub fn players(&self) -> Vec<PlayerRow> {
        let t = self.tournament();
        let next = t.next_round();
        t.players
            .iter()
            .map(|p| PlayerRow {
                number: p.number,
                name: p.name.clone(),
                rating: p.rating,
                title: p.title.clone(),
                club: p.club.clone(),
                federation: p.federation.clone(),
                score: t.score(p.number),
                withdrawn_from: p.withdrawn_from,
                byes: p.byes.iter().filter(|(r, _)| **r >= next).map(|(r, k)| (*r, *k)).collect(),
            })
            .collect()
    }

    /// The numbers of the paired rounds.
    pub fn rounds(&self) -> Vec<u32> {
        self.tournament().played.iter().map(|r| r.number).collect()
    }

    /// A paired round as its boards and byes.
    pub fn round(&self, number: u32) -> Option<RoundView> {
        let t = self.tournament();
        let r = t.round(number)?;
        let name = |n: u32| t.player(n).map(|p| p.name.clone()).unwrap_or_default();
        let side = |n: u32| Side {
            number: n,
            name: name(n),
            rating: t.player(n).and_then(|p| p.rating),
            score: t.score_after(n, number - 1),
        };
        let boards = r
            .boards
            .iter()
            .map(|b| {
                let file = game_file(self.dir(), number, b.number);
                BoardLine {
                    board: b.number,
                    white: side(b.white),
                    black: side(b.black),
                    result: b.result,
                    by_count: b.by_count,
                    game: file.exists().then_some(file),
                }
            })
            .collect();
        let byes = r
            .unpaired
            .iter()
            .map(|u| ByeLine { number: u.player, name: name(u.player), kind: u.kind, points: t.bye_points(u.kind) })
            .collect();
        Some(RoundView { number, boards, byes, finished: r.is_finished() })
    }

    pub fn standings(&self) -> StandingsView {
        StandingsView { columns: self.summary().tie_breaks, rows: prints::standing_rows(self.tournament()) }
    }

    /// The crosstable rows (standings order).
    pub fn crosstable(&self) -> Vec<prints::CrossRow> {
        prints::crosstable(self.tournament())
    }

    /// Whether the next round can be paired now; why not otherwise.
    pub fn can_pair(&self) -> Result<u32, TournamentError> {
        let t = self.tournament();
        let mut planned = t.clone();
        if let Some(rounds) = self.round_robin_rounds() {
            planned.rounds = rounds;
        }
        if planned.next_round() > planned.rounds {
            return Err(TournamentError::EventComplete { rounds: planned.rounds });
        }
        if let Some(last) = t.played.last()
            && let Some(b) = last.boards.iter().find(|b| !b.result.is_some_and(GameResult::is_final))
        {
            return Err(TournamentError::PreviousRoundUnfinished { round: last.number, board: b.number });
        }
        Ok(t.next_round())
    }

    /// A round robin announced without its number of rounds: those of its players' table.
    /// Whether every planned round is paired: no bye or withdrawal is then offered (a round
    /// robin's rounds follow from its players until round 1 is paired).
    pub fn every_round_paired(&self) -> bool {
        let t = self.tournament();
        let rounds = self.round_robin_rounds().unwrap_or(t.rounds);
        rounds > 0 && t.next_round() > rounds
    }

    fn round_robin_rounds(&self) -> Option<u32> {
        let t = self.tournament();
        let PairingSystem::RoundRobin { double } = t.system else { return None };
        if t.rounds != 0 || !t.played.is_empty() {
            return None;
        }
        let n = t.players.iter().filter(|p| p.withdrawn_from.is_none()).count() as u32;
        let single = if n.is_multiple_of(2) { n.saturating_sub(1) } else { n };
        Some(if double { 2 * single } else { single })
    }

    fn apply(&mut self, action: Action) -> Result<(), TournamentSessionError> {
        self.folder.apply(action).map_err(TournamentSessionError::Change)
    }

    /// Pairs the next round by the event's system and journals it; returns its number. Before a
    /// Swiss event's first round the players are ranked by FIDE's order (rating, title, name;
    /// C.04.2), journaled too, and the ranking is frozen from then on.
    pub fn pair_next(&mut self) -> Result<u32, TournamentSessionError> {
        if let Some(rounds) = self.round_robin_rounds() {
            self.apply(Action::SetRounds { rounds })?;
        }
        let actions = next_round_actions(self.tournament()).map_err(TournamentSessionError::Pair)?;
        let mut number = 0;
        for action in actions {
            if let Action::PairRound { round } = &action {
                number = round.number;
            }
            self.apply(action)?;
        }
        Ok(number)
    }

    /// Takes back the last round's pairing while it has no result.
    pub fn unpair_last(&mut self) -> Result<u32, TournamentSessionError> {
        let round = self.tournament().played.last().map(|r| r.number).unwrap_or(0);
        self.apply(Action::UnpairRound { round })?;
        Ok(round)
    }

    /// Types a board's result.
    pub fn set_result(&mut self, round: u32, board: u32, typed: TypedResult) -> Result<(), TournamentSessionError> {
        let (result, by_count) = typed.board();
        self.apply(Action::SetResult { round, board, result, by_count })
    }

    /// Enters a player with the next free start number; returns it.
    pub fn add_player(&mut self, form: &PlayerForm) -> Result<u32, TournamentSessionError> {
        let number = self.tournament().players.iter().map(|p| p.number).max().unwrap_or(0) + 1;
        let mut p = Player::new(number, "");
        form.fill(&mut p)?;
        self.apply(Action::AddPlayer { player: p })?;
        Ok(number)
    }

    /// The details of entrant `number`, as a form to correct them.
    pub fn player_form(&self, number: u32) -> Option<PlayerForm> {
        self.tournament().player(number).map(PlayerForm::of)
    }

    /// Corrects entrant `number`'s details (journaled; the start number, the withdrawal, the
    /// byes and every result stay).
    pub fn edit_player(&mut self, number: u32, form: &PlayerForm) -> Result<(), TournamentSessionError> {
        let mut p = self.tournament().player(number).cloned().ok_or(TournamentSessionError::NoPlayer(number))?;
        form.fill(&mut p)?;
        self.apply(Action::EditPlayer { player: p })
    }

    /// Withdraws a player from the next round on.
    pub fn withdraw(&mut self, player: u32) -> Result<u32, TournamentSessionError> {
        let from_round = self.tournament().next_round();
        self.apply(Action::Withdraw { player, from_round })?;
        Ok(from_round)
    }

    /// Records a requested bye for the player's next round.
    pub fn request_bye(&mut self, player: u32, bye: ByeRequest) -> Result<u32, TournamentSessionError> {
        let round = self.tournament().next_round();
        self.apply(Action::RequestBye { player, round, kind: bye.kind() })?;
        Ok(round)
    }

    /// Takes the results of the game files in `dir` (the folder itself, or one brought from
    /// another machine): each counted result journaled; conflicts and refusals only reported.
    pub fn import_from(&mut self, dir: &Path) -> Result<ImportReport, TournamentSessionError> {
        let findings = boards::collect(self.tournament(), dir)
            .map_err(|e| TournamentSessionError::ReadGames { dir: dir.display().to_string(), fact: (&e).into() })?;
        let mut counted = 0;
        let mut problems = 0;
        for f in &findings {
            match &f.finding {
                Finding::Counted { action, .. } => {
                    self.apply(action.clone())?;
                    counted += 1;
                }
                Finding::AlreadyRecorded { .. } | Finding::OtherEvent { .. } => {}
                _ => problems += 1,
            }
        }
        Ok(ImportReport { dir: dir.to_path_buf(), findings, counted, problems })
    }

    /// [`import_from`](Self::import_from) the tournament folder itself.
    pub fn import_own(&mut self) -> Result<ImportReport, TournamentSessionError> {
        let dir = self.dir().to_path_buf();
        self.import_from(&dir)
    }

    /// The PDF's path for a print (in the tournament folder, one per language): a round's
    /// pairing list or slips for `round`, the standings and crosstable after the last round
    /// whose results are all in (one file per such round), the start list once.
    pub fn print_path(&self, what: PrintKind, round: u32, lang: Lang) -> PathBuf {
        self.dir().join(what.file_name(self.print_round(what, round), lang))
    }

    /// The round a print names: `round` for a round's print, the last complete round for the
    /// standings and crosstable.
    fn print_round(&self, what: PrintKind, round: u32) -> u32 {
        if what.after_round() { self.tournament().complete_rounds() } else { round }
    }

    /// Prints to a PDF in the folder; returns its path.
    pub fn print(
        &self,
        what: PrintKind,
        round: u32,
        paper: victoria_sheet::Paper,
        lang: Lang,
    ) -> Result<PathBuf, TournamentSessionError> {
        let print = what.print(self.print_round(what, round));
        let pdf = render_tournament(self.tournament(), print, paper, lang)
            .map_err(|e| TournamentSessionError::Print(Arc::new(e)))?;
        let path = self.print_path(what, round, lang);
        victoria_tournament::write_atomically(&path, &pdf).map_err(TournamentSessionError::WritePrint)?;
        Ok(path)
    }

    /// What New game starts a board with; `None` for a board the event has not paired.
    pub fn board_start(&self, round: u32, board: u32) -> Option<BoardStart> {
        let t = self.tournament();
        let b = t.round(round)?.boards.iter().find(|b| b.number == board)?;
        let name = |n: u32| t.player(n).map(|p| p.name.clone()).unwrap_or_default();
        let ruleset = match t.ruleset.as_str() {
            "classical" => victoria_rules::Ruleset::Classical,
            "synthesis" => victoria_rules::Ruleset::Synthesis,
            _ => victoria_rules::Ruleset::Victoria,
        };
        // The event's options over an event's defaults — the rulings' with FIDE's penalty for an
        // illegal move, as every tournament preset has it (a key this version lacks is left out).
        let mut options = event_defaults();
        for (k, v) in &t.options {
            let value = match v {
                serde_json::Value::Bool(b) => if *b { "on" } else { "off" }.to_string(),
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            let _ = options.set(k, &value);
        }
        Some(BoardStart {
            event: t.name.clone(),
            site: t.city.clone(),
            round,
            board,
            white: name(b.white),
            black: name(b.black),
            arbiter: t.chief_arbiter.clone(),
            rules: victoria_rules::Rules { ruleset, options },
            time_control: t.time_control.clone(),
            file: game_file(self.dir(), round, board),
        })
    }

    /// The boards of the last paired round that still lack a final result (why the next round
    /// cannot be paired yet); empty when it is finished or nothing is paired.
    pub fn boards_without_result(&self) -> Vec<u32> {
        let Some(last) = self.tournament().played.last() else { return Vec::new() };
        last.boards.iter().filter(|b| !b.result.is_some_and(GameResult::is_final)).map(|b| b.number).collect()
    }

    /// The event's tie-breaks, from their TRF codes in order (`BH/C1, BH, SB`; commas or spaces
    /// between; empty or `none` for none), journaled — an imported event's too. A code Victoria
    /// does not know is refused by name and nothing changes.
    pub fn set_tie_breaks(&mut self, codes: &str) -> Result<(), TournamentSessionError> {
        let codes: Vec<&str> = codes.split([',', ' ', ';']).filter(|c| !c.is_empty()).collect();
        let tie_breaks = match codes.as_slice() {
            [none] if none.eq_ignore_ascii_case("none") => Vec::new(),
            _ => codes
                .iter()
                .map(|c| tie_break_of_code(c).ok_or_else(|| TournamentSessionError::UnknownTieBreak(c.to_string())))
                .collect::<Result<Vec<_>, _>>()?,
        };
        self.apply(Action::SetTieBreaks { tie_breaks })
    }

    /// When `round` starts, as announced (`None`: not announced).
    pub fn round_date(&self, round: u32) -> Option<&str> {
        self.tournament().round_dates.get(&round).map(String::as_str)
    }

    /// Announces when `round` starts (journaled; empty takes the announcement back). The
    /// pairing list and the slips print it.
    pub fn set_round_date(&mut self, round: u32, when: &str) -> Result<(), TournamentSessionError> {
        self.apply(Action::SetRoundDate { round, when: when.trim().to_string() })
    }

    /// A game of this event played at this desk, its result just recorded: the result lands in
    /// its round at once (journaled), as the import would take it — the record checked, its seal
    /// verified, a result the round holds already never written over. Returns what was found
    /// for a game of this event with a result (`Counted` when it landed, a conflict or a refusal
    /// to show); `None` for a game of another event, one still going on, or one already in.
    pub fn take_game(
        &mut self,
        record: &victoria_record::GameRecord,
    ) -> Result<Option<Finding>, TournamentSessionError> {
        let finding = boards::judge(self.tournament(), record);
        match &finding {
            Finding::OtherEvent { .. } | Finding::Unfinished { .. } | Finding::AlreadyRecorded { .. } => Ok(None),
            Finding::Counted { action, .. } => {
                self.apply(action.clone())?;
                Ok(Some(finding))
            }
            _ => Ok(Some(finding)),
        }
    }

    /// Writes `tournament.json` with every change (the journal stays; opening skips what the
    /// file holds).
    pub fn save(&mut self) -> Result<(), TournamentSessionError> {
        if self.folder.unsaved() {
            self.folder.save().map_err(TournamentSessionError::Open)?;
        }
        Ok(())
    }
}
