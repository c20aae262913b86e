//! The refusals of this crate as typed facts: [`TournamentError`] (a change the event refuses),
//! [`StoreError`] (a tournament folder that cannot be read or written), [`OpenNote`] (what
//! opening a folder repaired) and [`TrfError`] (a refused TRF line, with its field or columns).
//! Each is worded in both languages by `tournament.ftl`.

use crate::points::Points;
use victoria_words::{IoFact, Lang, Words, t};

/// The tournament file of a tournament folder.
pub const TOURNAMENT_FILE: &str = "tournament.json";
/// The journal of every change, beside it.
pub const JOURNAL_FILE: &str = "tournament.journal";

/// A change the event refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentError {
    UnknownPlayer {
        player: u32,
    },
    BadStartNumber {
        player: u32,
    },
    DuplicateStartNumber {
        player: u32,
    },
    PairedTwice {
        player: u32,
        round: u32,
    },
    SelfPaired {
        player: u32,
        round: u32,
    },
    PlayerWithdrawn {
        player: u32,
        round: u32,
    },
    PlayerLeftOut {
        player: u32,
        round: u32,
    },
    TwoPairingByes {
        round: u32,
    },
    BoardNumbers {
        round: u32,
        board: u32,
    },
    RoundOutOfOrder {
        round: u32,
        expected: u32,
    },
    PreviousRoundUnfinished {
        round: u32,
        board: u32,
    },
    RoundNotPaired {
        round: u32,
    },
    NotLastRound {
        round: u32,
        last: u32,
    },
    RoundHasResults {
        round: u32,
        board: u32,
    },
    UnpairedBoard {
        round: u32,
        board: u32,
    },
    CountWithoutWin {
        round: u32,
        board: u32,
    },
    RoundAlreadyPaired {
        round: u32,
    },
    PairingByeRequested {
        player: u32,
    },
    /// All rounds of the event are paired.
    EventComplete {
        rounds: u32,
    },
    /// No pairing satisfies the absolute criteria.
    NoValidPairing {
        round: u32,
    },
    /// A round robin needs at least 3 players.
    RoundRobinSize {
        players: u32,
    },
    /// A round robin has this many rounds.
    RoundRobinRounds {
        round: u32,
        rounds: u32,
    },
    /// The initial ranking is frozen once round 1 is paired (C.04.2): no new order.
    RankingFrozen,
    /// A new initial ranking must list every player once: this one is missing or repeated.
    RankingNotEveryPlayer {
        player: u32,
    },
    /// A round robin's table is fixed by its players once round 1 is paired: no late entry.
    RoundRobinStarted {
        player: u32,
    },
    /// A player's details that the event (and FIDE's TRF, whose columns hold them) cannot keep:
    /// no name, a rating of more than 4 digits, a title or federation of more than 3 letters, a
    /// FIDE ID of more than 11 digits.
    NoName {
        player: u32,
    },
    RatingTooHigh {
        player: u32,
        rating: u32,
    },
    TitleTooLong {
        player: u32,
        title: String,
    },
    FederationTooLong {
        player: u32,
        federation: String,
    },
    FideIdTooLong {
        player: u32,
        fide_id: u64,
    },
}

impl Words for TournamentError {
    fn words(&self, lang: Lang) -> String {
        use TournamentError::*;
        match *self {
            UnknownPlayer { player } => t!(lang, "tour-unknown-player", player = player),
            BadStartNumber { player } => t!(lang, "tour-bad-start-number", player = player),
            DuplicateStartNumber { player } => t!(lang, "tour-duplicate-start-number", player = player),
            PairedTwice { player, round } => t!(lang, "tour-paired-twice", player = player, round = round),
            SelfPaired { player, round } => t!(lang, "tour-self-paired", player = player, round = round),
            PlayerWithdrawn { player, round } => t!(lang, "tour-player-withdrawn", player = player, round = round),
            PlayerLeftOut { player, round } => t!(lang, "tour-player-left-out", player = player, round = round),
            TwoPairingByes { round } => t!(lang, "tour-two-pairing-byes", round = round),
            BoardNumbers { round, board } => t!(lang, "tour-board-numbers", round = round, board = board),
            RoundOutOfOrder { round, expected } => {
                t!(lang, "tour-round-out-of-order", round = round, expected = expected)
            }
            PreviousRoundUnfinished { round, board } => {
                t!(lang, "tour-previous-round-unfinished", round = round, board = board)
            }
            RoundNotPaired { round } => t!(lang, "tour-round-not-paired", round = round),
            NotLastRound { round, last } => t!(lang, "tour-not-last-round", round = round, last = last),
            RoundHasResults { round, board } => t!(lang, "tour-round-has-results", round = round, board = board),
            UnpairedBoard { round, board } => t!(lang, "tour-unpaired-board", round = round, board = board),
            CountWithoutWin { round, board } => t!(lang, "tour-count-without-win", round = round, board = board),
            RoundAlreadyPaired { round } => t!(lang, "tour-round-already-paired", round = round),
            PairingByeRequested { player } => t!(lang, "tour-pairing-bye-requested", player = player),
            EventComplete { rounds } => t!(lang, "tour-event-complete", rounds = rounds),
            NoValidPairing { round } => t!(lang, "tour-no-valid-pairing", round = round),
            RoundRobinSize { players } => t!(lang, "tour-round-robin-size", players = players),
            RankingFrozen => t!(lang, "tour-ranking-frozen"),
            RankingNotEveryPlayer { player } => t!(lang, "tour-ranking-not-every-player", player = player),
            RoundRobinStarted { player } => t!(lang, "tour-round-robin-started", player = player),
            RoundRobinRounds { round, rounds } => t!(lang, "tour-round-robin-rounds", round = round, rounds = rounds),
            NoName { player } => t!(lang, "tour-no-name", player = player),
            RatingTooHigh { player, rating } => t!(lang, "tour-rating-too-high", player = player, rating = rating),
            TitleTooLong { player, ref title } => {
                t!(lang, "tour-title-too-long", player = player, title = title.as_str())
            }
            FederationTooLong { player, ref federation } => {
                t!(lang, "tour-federation-too-long", player = player, federation = federation.as_str())
            }
            FideIdTooLong { player, fide_id } => {
                t!(lang, "tour-fide-id-too-long", player = player, fide_id = fide_id.to_string())
            }
        }
    }
}

/// Which file of a tournament folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FolderFile {
    Tournament,
    Journal,
}

impl FolderFile {
    pub fn name(self) -> &'static str {
        match self {
            FolderFile::Tournament => TOURNAMENT_FILE,
            FolderFile::Journal => JOURNAL_FILE,
        }
    }
}

/// What is wrong with a line of the journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JournalFault {
    /// The line is not a journal entry; `column` and the parser's words (quoted, untranslated).
    NotJson { column: usize, detail: String },
    /// The entry's `sum` does not match its action.
    Checksum,
    /// The sequence number is not the next one.
    Sequence { expected: u64, found: u64 },
    /// The action is refused by the event as it stands.
    Refused(TournamentError),
}

/// A tournament folder that cannot be read or written. Nothing is overwritten when one occurs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    Io {
        file: String,
        fact: IoFact,
    },
    /// The folder already holds a tournament.
    Exists {
        file: String,
    },
    /// `tournament.json` does not parse: the line, column, field (if serde named one) and detail.
    DamagedJson {
        line: usize,
        column: usize,
        field: Option<String>,
        detail: String,
    },
    /// A line of `tournament.journal` (1-based) is damaged.
    DamagedJournal {
        line: usize,
        fault: JournalFault,
    },
}

impl Words for StoreError {
    fn words(&self, lang: Lang) -> String {
        match self {
            StoreError::Io { file, fact } => t!(lang, "store-io", file = file.clone(), what = fact.words(lang)),
            StoreError::Exists { file } => t!(lang, "tournament-store-exists", file = file.clone()),
            StoreError::DamagedJson { line, column, field, detail } => match field {
                Some(f) => t!(
                    lang,
                    "store-damaged-json-field",
                    file = FolderFile::Tournament.name(),
                    line = *line,
                    column = *column,
                    field = f.clone(),
                    detail = detail.clone()
                ),
                None => t!(
                    lang,
                    "store-damaged-json",
                    file = FolderFile::Tournament.name(),
                    line = *line,
                    column = *column,
                    detail = detail.clone()
                ),
            },
            StoreError::DamagedJournal { line, fault } => {
                let what = match fault {
                    JournalFault::NotJson { column, detail } => {
                        t!(lang, "journal-not-json", column = *column, detail = detail.clone())
                    }
                    JournalFault::Checksum => t!(lang, "journal-checksum"),
                    JournalFault::Sequence { expected, found } => {
                        t!(lang, "journal-sequence", expected = *expected, found = *found)
                    }
                    JournalFault::Refused(e) => t!(lang, "journal-refused", what = e.words(lang)),
                };
                t!(lang, "store-damaged-journal", file = FolderFile::Journal.name(), line = *line, what = what)
            }
        }
    }
}

/// What opening a folder noticed and repaired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenNote {
    /// The journal's last line was cut short (a crash while writing): it is dropped.
    TornLastLine { line: usize },
}

impl Words for OpenNote {
    fn words(&self, lang: Lang) -> String {
        match self {
            OpenNote::TornLastLine { line } => {
                t!(lang, "note-torn-last-line", file = FolderFile::Journal.name(), line = *line)
            }
        }
    }
}

/// A score as the catalogues print it (`2.5`).
pub(crate) fn pts(p: Points) -> String {
    p.to_string()
}

victoria_words::english_display!(TournamentError, StoreError, OpenNote);
impl std::error::Error for TournamentError {}
impl std::error::Error for StoreError {}

/// A fixed-column field of a TRF line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrfField {
    StartNumber,
    Rating,
    FideId,
    Points,
    Rank,
    Rounds,
    Opponent,
}

impl TrfField {
    fn id(self) -> &'static str {
        match self {
            TrfField::StartNumber => "start-number",
            TrfField::Rating => "rating",
            TrfField::FideId => "fide-id",
            TrfField::Points => "points",
            TrfField::Rank => "rank",
            TrfField::Rounds => "rounds",
            TrfField::Opponent => "opponent",
        }
    }
}

/// What is wrong with a TRF line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrfFault {
    /// A field that must be a number is not.
    NotANumber { field: TrfField, from: usize, to: usize, text: String },
    /// A round cell names a player who is not in the file.
    UnknownOpponent { round: u32, from: usize, to: usize, opponent: u32 },
    /// A round cell's colour is not `w`, `b` or `-`.
    BadColour { round: u32, column: usize, text: String },
    /// A round cell's result is not one of `1 0 = + - W D L H F U Z`.
    BadResult { round: u32, column: usize, text: String },
    /// A player meets themselves.
    OwnOpponent { round: u32, player: u32 },
    /// The opponent's cell of that round does not name this player back with the other colour.
    Mismatch { round: u32, player: u32, opponent: u32 },
    /// Two `001` lines with one start number.
    DuplicatePlayer { player: u32 },
    /// `XXC` or `152` names no colour.
    BadFirstColour { text: String },
    /// The file has no player line.
    NoPlayers,
    /// A game over the board (`1 0 = W D L`) whose cell has no colour.
    PlayedWithoutColour { round: u32, column: usize },
    /// The points column says one score, the results another.
    PointsContradict { player: u32, declared: String, computed: String },
    /// `XXR`/`142` declares fewer rounds than the file has played.
    RoundsBelowPlayed { declared: u32, played: u32 },
    /// A team tournament (`013` teams, `310` team lines or a team system in `192`).
    TeamEvent,
    /// Bytes that are not UTF-8 at this column (read the file as Latin-1 if it is one).
    NotUtf8 { column: usize },
    /// A record (`240`, `XXZ`) names a start number that has no player line.
    UnknownPlayer { player: u32 },
}

/// A refused TRF: the 1-based line and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub fault: TrfFault,
}

impl Words for TrfError {
    fn words(&self, lang: Lang) -> String {
        let what = match &self.fault {
            TrfFault::NotANumber { field, from, to, text } => t!(
                lang,
                "trf-not-a-number",
                field = t!(lang, &format!("trf-field-{}", field.id())),
                from = *from,
                to = *to,
                text = text.clone()
            ),
            TrfFault::UnknownOpponent { round, from, to, opponent } => {
                t!(lang, "trf-unknown-opponent", round = *round, from = *from, to = *to, opponent = *opponent)
            }
            TrfFault::BadColour { round, column, text } => {
                t!(lang, "trf-bad-colour", round = *round, column = *column, text = text.clone())
            }
            TrfFault::BadResult { round, column, text } => {
                t!(lang, "trf-bad-result", round = *round, column = *column, text = text.clone())
            }
            TrfFault::OwnOpponent { round, player } => t!(lang, "trf-own-opponent", round = *round, player = *player),
            TrfFault::Mismatch { round, player, opponent } => {
                t!(lang, "trf-mismatch", round = *round, player = *player, opponent = *opponent)
            }
            TrfFault::DuplicatePlayer { player } => t!(lang, "trf-duplicate-player", player = *player),
            TrfFault::BadFirstColour { text } => t!(lang, "trf-bad-first-colour", text = text.clone()),
            TrfFault::NoPlayers => t!(lang, "trf-no-players"),
            TrfFault::PlayedWithoutColour { round, column } => {
                t!(lang, "trf-played-without-colour", round = *round, column = *column)
            }
            TrfFault::PointsContradict { player, declared, computed } => t!(
                lang,
                "trf-points-contradict",
                player = *player,
                declared = declared.clone(),
                computed = computed.clone()
            ),
            TrfFault::RoundsBelowPlayed { declared, played } => {
                t!(lang, "trf-rounds-below-played", declared = *declared, played = *played)
            }
            TrfFault::TeamEvent => t!(lang, "trf-team-event"),
            TrfFault::NotUtf8 { column } => t!(lang, "trf-not-utf8", column = *column),
            TrfFault::UnknownPlayer { player } => t!(lang, "trf-unknown-player", player = *player),
        };
        if self.line == 0 { what } else { t!(lang, "trf-line", line = self.line, what = what) }
    }
}

victoria_words::english_display!(TrfError);
impl std::error::Error for TrfError {}
