//! The event as data: the [`Tournament`] with its scoring, tie-break list and pairing system, its
//! [`Player`]s, its [`Round`]s of boards and byes, the [`GameResult`]s, and the [`Action`]s that
//! change it. Every change goes through [`Tournament::apply`], which refuses what an arbiter must
//! not do (a player paired twice, a result for an unpaired board, a round paired too early) with
//! a typed [`TournamentError`]; the journal of the tournament folder stores exactly these actions.

use crate::error::TournamentError;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub use crate::points::Points;

/// White or Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// The points of each outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoring {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
    /// What the pairing-allocated bye scores (usually a win).
    pub pairing_bye: Points,
    /// A requested half-point bye.
    pub half_bye: Points,
    /// A zero-point bye (absent, withdrawn, requested without points).
    pub zero_bye: Points,
    /// A requested full-point bye (some events allow them).
    pub full_bye: Points,
}

impl Default for Scoring {
    fn default() -> Scoring {
        Scoring {
            win: Points::ONE,
            draw: Points::HALF,
            loss: Points::ZERO,
            pairing_bye: Points::ONE,
            half_bye: Points::HALF,
            zero_bye: Points::ZERO,
            full_bye: Points::ONE,
        }
    }
}

/// How the rounds are paired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PairingSystem {
    /// FIDE Berger tables (C.05 Annex 1); `double`: every pairing twice, colours reversed.
    RoundRobin { double: bool },
    /// FIDE Dutch system (C.04.3); `baku_acceleration`: C.04.7.
    Swiss { baku_acceleration: bool },
}

/// A tie-break of FIDE C.07 (2024) or one of Victoria's own figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    /// Buchholz with `cut` lowest opponents' scores left out (0, 1 or 2).
    Buchholz {
        cut: u8,
    },
    /// Median Buchholz: the highest and the lowest left out (`pairs` of them).
    MedianBuchholz {
        pairs: u8,
    },
    /// Fore Buchholz (FB): Buchholz as if every game of the last round were drawn, with `cut`
    /// lowest values left out.
    ForeBuchholz {
        cut: u8,
    },
    SonnebornBerger,
    /// Sonneborn-Berger with `cut` least significant values left out (`SB/C1`).
    SonnebornBergerCut {
        cut: u8,
    },
    /// Average of the opponents' Buchholz (AOB).
    AverageOfBuchholz,
    DirectEncounter,
    /// Number of wins (played or not, forfeits and byes that score a win included).
    Wins,
    /// Number of games won over the board.
    WinsOverTheBoard,
    /// Number of games played with Black.
    GamesWithBlack,
    /// Number of games won with Black.
    WinsWithBlack,
    /// Number of rounds one elected to play (GE): games over the board, pairing byes and other
    /// rounds scoring a win.
    GamesElected,
    /// Progressive (cumulative) scores.
    Progressive,
    /// Progressive scores without the first `cut` rounds (`PS/C1`).
    ProgressiveCut {
        cut: u8,
    },
    /// Average rating of opponents (played games).
    AverageRatingOfOpponents,
    /// Average rating of opponents with the `cut` lowest-rated left out (`ARO/C1`).
    AverageRatingOfOpponentsCut {
        cut: u8,
    },
    /// Tournament performance rating (TPR): ARO plus FIDE's `dp` of the fractional score.
    PerformanceRating,
    /// Average of the opponents' performance ratings (APRO).
    AveragePerformanceOfOpponents,
    /// Perfect tournament performance (PTP): the lowest rating whose expected score against the
    /// opponents (FIDE's table) reaches the score.
    PerfectPerformance,
    /// Average of the opponents' perfect tournament performances (APPO).
    AveragePerfectPerformanceOfOpponents,
    /// Koya system for round robins: points against players with at least half the maximum.
    Koya,
    /// Victoria: the number of games won by the point count.
    WinsByPointCount,
}

/// One entrant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The start number (1, 2, …): the pairing number of the Dutch system.
    pub number: u32,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub club: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub federation: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fide_id: Option<u64>,
    /// `m`, `w` or empty (the TRF's sex column).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub sex: String,
    /// Birth date as the TRF writes it (`YYYY/MM/DD`) or empty.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub birth: String,
    /// Withdrawn: not paired from this round on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn_from: Option<u32>,
    /// Byes requested before pairing, by round.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub byes: BTreeMap<u32, ByeKind>,
    /// The name in Latin letters for FIDE's report, when the arbiter corrects the
    /// transliteration (empty: transliterated from `name`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub latin_name: String,
}

impl Player {
    /// Whether the event can keep these details: a name, a rating of at most 4 digits, a title
    /// and a federation of at most 3 letters, a FIDE ID of at most 11 digits (the widths of
    /// FIDE's TRF, which every event can be written to).
    pub fn check(&self) -> Result<(), TournamentError> {
        let player = self.number;
        if self.name.trim().is_empty() {
            return Err(TournamentError::NoName { player });
        }
        if let Some(rating) = self.rating.filter(|&r| r > 9999) {
            return Err(TournamentError::RatingTooHigh { player, rating });
        }
        if self.title.chars().count() > 3 {
            return Err(TournamentError::TitleTooLong { player, title: self.title.clone() });
        }
        if self.federation.chars().count() > 3 {
            return Err(TournamentError::FederationTooLong { player, federation: self.federation.clone() });
        }
        if let Some(fide_id) = self.fide_id.filter(|&id| id > 99_999_999_999) {
            return Err(TournamentError::FideIdTooLong { player, fide_id });
        }
        Ok(())
    }

    /// A player with only a start number and a name.
    pub fn new(number: u32, name: impl Into<String>) -> Player {
        Player {
            number,
            name: name.into(),
            rating: None,
            title: String::new(),
            club: String::new(),
            federation: String::new(),
            fide_id: None,
            sex: String::new(),
            birth: String::new(),
            withdrawn_from: None,
            byes: BTreeMap::new(),
            latin_name: String::new(),
        }
    }

    /// Whether the player takes part in pairing `round` (not withdrawn, no bye requested).
    pub fn is_available(&self, round: u32) -> bool {
        self.withdrawn_from.is_none_or(|w| round < w) && !self.byes.contains_key(&round)
    }
}

/// A round without a game for a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ByeKind {
    /// Allocated by the pairing (odd number of players).
    Pairing,
    /// Requested half-point bye.
    Half,
    /// Requested full-point bye.
    Full,
    /// Zero points: absent, withdrawn or requested without points.
    Zero,
}

/// The result of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    #[serde(rename = "1-0")]
    WhiteWins,
    #[serde(rename = "0-1")]
    BlackWins,
    #[serde(rename = "1/2-1/2")]
    Draw,
    /// White wins by forfeit (`+/-`): unplayed.
    #[serde(rename = "+/-")]
    WhiteForfeit,
    /// Black wins by forfeit (`-/+`): unplayed.
    #[serde(rename = "-/+")]
    BlackForfeit,
    /// Neither came (`-/-`): unplayed.
    #[serde(rename = "-/-")]
    DoubleForfeit,
    /// Adjourned: the round is not finished until it is replaced.
    #[serde(rename = "adjourned")]
    Adjourned,
}

impl GameResult {
    /// Whether the game was played over the board.
    pub fn played(self) -> bool {
        matches!(self, GameResult::WhiteWins | GameResult::BlackWins | GameResult::Draw)
    }
    /// Whether the result is final.
    pub fn is_final(self) -> bool {
        self != GameResult::Adjourned
    }
    /// `1-0`, `0-1`, `½-½`, `+/-`, `-/+`, `-/-`, `…`.
    pub fn notation(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "½-½",
            GameResult::WhiteForfeit => "+/-",
            GameResult::BlackForfeit => "-/+",
            GameResult::DoubleForfeit => "-/-",
            GameResult::Adjourned => "…",
        }
    }
    /// The outcome for one side, if final.
    pub fn outcome(self, side: Colour) -> Option<Outcome> {
        use GameResult::*;
        use Outcome::*;
        Some(match (self, side) {
            (WhiteWins, Colour::White) | (BlackWins, Colour::Black) => Win,
            (WhiteWins, Colour::Black) | (BlackWins, Colour::White) => Loss,
            (GameResult::Draw, _) => Outcome::Draw,
            (WhiteForfeit, Colour::White) | (BlackForfeit, Colour::Black) => ForfeitWin,
            (WhiteForfeit, Colour::Black) | (BlackForfeit, Colour::White) | (DoubleForfeit, _) => ForfeitLoss,
            (Adjourned, _) => return None,
        })
    }
}

/// What one player got from a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
}

/// One board of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub number: u32,
    pub white: u32,
    pub black: u32,
    /// `None` while the game is unplayed or under way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// Victoria: the game was decided by the point count.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_count: bool,
}

/// A player of a round without a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unpaired {
    pub player: u32,
    pub kind: ByeKind,
}

/// A paired round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Round {
    pub number: u32,
    pub boards: Vec<Board>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unpaired: Vec<Unpaired>,
}

impl Round {
    /// Whether every board has a final result.
    pub fn is_finished(&self) -> bool {
        self.boards.iter().all(|b| b.result.is_some_and(GameResult::is_final))
    }
    /// Every player of the round with his board and colour (or none: a bye), for many look-ups.
    pub fn seats(&self) -> std::collections::HashMap<u32, Option<(&Board, Colour)>> {
        let mut seats = std::collections::HashMap::new();
        for b in &self.boards {
            seats.insert(b.white, Some((b, Colour::White)));
            seats.insert(b.black, Some((b, Colour::Black)));
        }
        for u in &self.unpaired {
            seats.entry(u.player).or_insert(None);
        }
        seats
    }

    /// The board a player sits at, with their colour.
    pub fn board_of(&self, player: u32) -> Option<(&Board, Colour)> {
        self.boards.iter().find_map(|b| {
            if b.white == player {
                Some((b, Colour::White))
            } else if b.black == player {
                Some((b, Colour::Black))
            } else {
                None
            }
        })
    }
}

/// The event: its settings, players and rounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    pub name: String,
    /// The ruleset key: `victoria` or `classical`.
    pub ruleset: String,
    /// The ruleset's options (as the desk stores them).
    #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
    pub options: serde_json::Map<String, serde_json::Value>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub time_control: String,
    /// Planned number of rounds.
    pub rounds: u32,
    #[serde(default)]
    pub scoring: Scoring,
    #[serde(default)]
    pub tie_breaks: Vec<TieBreak>,
    /// The rating the regulations give an unrated opponent for ARO and TPR (C.07); without it
    /// unrated opponents are left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrated_rating: Option<u32>,
    pub system: PairingSystem,
    /// The initial ranking is fixed (by FIDE's order or the arbiter's): start numbers are
    /// pairing numbers, late entries are placed by the same order ([`Action::RankPlayers`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ranked: bool,
    /// The TRF this event was imported from, kept so that an export writes back every line that
    /// did not change byte for byte ([`crate::write_trf`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trf_source: Option<TrfSource>,
    /// The colour of the first player of round 1 (TRF `XXC white1/black1`).
    #[serde(default = "white")]
    pub first_colour: Colour,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub city: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub federation: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub start_date: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub end_date: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub chief_arbiter: String,
    #[serde(default)]
    pub players: Vec<Player>,
    #[serde(default)]
    pub played: Vec<Round>,
    /// When each round starts, as the arbiter announces it (`2026-12-06 15:00`), by round number.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub round_dates: std::collections::BTreeMap<u32, String>,
    /// Virtual points of an acceleration given player by player (TRF `XXA`, TRF-2026 `250`):
    /// for a start number, the points added to his pairing score before round 1, 2, … (a round
    /// past the list adds none). They replace the Baku method's own points where given.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub accelerations: BTreeMap<u32, Vec<Points>>,
    /// Players who must not meet (TRF `XXP`, TRF-2026 `260`): every two start numbers of one
    /// list are a forbidden pair.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forbidden: Vec<Vec<u32>>,
}

/// An imported TRF: its text and how it was encoded. An export compares the lines Victoria
/// writes for the event now with those it writes for the file as read, to tell a changed record
/// from an unchanged one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrfSource {
    pub text: String,
    /// Read as Latin-1 (ISO 8859-1), and written back so.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub latin1: bool,
}

fn white() -> Colour {
    Colour::White
}

/// One change of the event: what the journal stores, one per line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// A new entrant (late entries too: the start number must be free).
    AddPlayer { player: Player },
    /// New details of an entrant (same start number).
    EditPlayer { player: Player },
    /// Not paired from `from_round` on.
    Withdraw { player: u32, from_round: u32 },
    /// A bye asked for before `round` is paired.
    RequestBye { player: u32, round: u32, kind: ByeKind },
    /// The next round's pairing.
    PairRound { round: Round },
    /// Take back the last round's pairing (only while it has no results).
    UnpairRound { round: u32 },
    /// A board's result (`None` clears it).
    SetResult {
        round: u32,
        board: u32,
        result: Option<GameResult>,
        #[serde(default)]
        by_count: bool,
    },
    /// A new tie-break list.
    SetTieBreaks { tie_breaks: Vec<TieBreak> },
    /// A new planned number of rounds.
    SetRounds { rounds: u32 },
    /// The rating the regulations give unrated players (for the initial ranking, ARO and the
    /// performance ratings); `None`: unrated players rank last and are left out of ARO.
    SetUnratedRating { rating: Option<u32> },
    /// The initial ranking (C.04.2), before round 1 is paired: the players renumbered 1, 2, … in
    /// this order of their start numbers; empty: FIDE's order ([`Tournament::fide_order`]).
    RankPlayers {
        #[serde(default)]
        order: Vec<u32>,
    },
    /// When a round starts (empty: not announced).
    SetRoundDate { round: u32, when: String },
}

/// A title's place in FIDE's order of the initial ranking (C.04.2: GM, IM, WGM, FM, WIM, CM,
/// WFM, WCM, then no title); TRF's letters (`g`, `m`, `wg` …) and the full codes both read.
pub fn title_order(title: &str) -> u8 {
    match title.trim().to_uppercase().as_str() {
        "GM" | "G" => 0,
        "IM" | "M" => 1,
        "WGM" | "WG" => 2,
        "FM" | "F" => 3,
        "WIM" | "WM" => 4,
        "CM" | "C" => 5,
        "WFM" | "WF" => 6,
        "WCM" | "WC" => 7,
        _ => 8,
    }
}

impl Tournament {
    /// An event without players.
    pub fn new(name: impl Into<String>, ruleset: impl Into<String>, rounds: u32, system: PairingSystem) -> Tournament {
        Tournament {
            name: name.into(),
            ruleset: ruleset.into(),
            options: serde_json::Map::new(),
            time_control: String::new(),
            rounds,
            scoring: Scoring::default(),
            tie_breaks: Vec::new(),
            unrated_rating: None,
            ranked: false,
            trf_source: None,
            system,
            first_colour: Colour::White,
            city: String::new(),
            federation: String::new(),
            start_date: String::new(),
            end_date: String::new(),
            chief_arbiter: String::new(),
            players: Vec::new(),
            played: Vec::new(),
            round_dates: std::collections::BTreeMap::new(),
            accelerations: BTreeMap::new(),
            forbidden: Vec::new(),
        }
    }

    pub fn player(&self, number: u32) -> Option<&Player> {
        self.players.iter().find(|p| p.number == number)
    }

    fn player_mut(&mut self, number: u32) -> Result<&mut Player, TournamentError> {
        self.players.iter_mut().find(|p| p.number == number).ok_or(TournamentError::UnknownPlayer { player: number })
    }

    /// The round with this number, if paired.
    pub fn round(&self, number: u32) -> Option<&Round> {
        self.played.iter().find(|r| r.number == number)
    }

    /// The players' start numbers in FIDE's order of the initial ranking (C.04.2 / C.04.3):
    /// rating (highest first; an unrated player counts with the event's rating for unrated
    /// players, or after every rated one), then title, then name (alphabetically, case
    /// ignored), then start number.
    pub fn fide_order(&self) -> Vec<u32> {
        let mut ps: Vec<&Player> = self.players.iter().collect();
        ps.sort_by_key(|p| self.ranking_key(p));
        ps.iter().map(|p| p.number).collect()
    }

    fn ranking_key(&self, p: &Player) -> (std::cmp::Reverse<u32>, u8, String, u32) {
        let rating = p.rating.or(self.unrated_rating).unwrap_or(0);
        (std::cmp::Reverse(rating), title_order(&p.title), p.name.to_lowercase(), p.number)
    }

    /// Renumber the players (`map`: old start number → new) everywhere they are named.
    fn renumber(&mut self, map: &BTreeMap<u32, u32>) {
        let new = |n: u32| map.get(&n).copied().unwrap_or(n);
        for p in &mut self.players {
            p.number = new(p.number);
        }
        for r in &mut self.played {
            for b in &mut r.boards {
                (b.white, b.black) = (new(b.white), new(b.black));
            }
            for u in &mut r.unpaired {
                u.player = new(u.player);
            }
        }
        self.players.sort_by_key(|p| p.number);
    }

    /// The number of rounds, from round 1 on, whose results are all in: the standings are taken
    /// after the last of them (a round paired but not yet played does not count).
    pub fn complete_rounds(&self) -> u32 {
        self.played.iter().take_while(|r| r.is_finished()).count() as u32
    }

    /// The number of the next round to pair.
    pub fn next_round(&self) -> u32 {
        self.played.len() as u32 + 1
    }

    /// What `player` scored in `round` (zero if not in it or not final).
    pub fn points_in(&self, player: u32, round: &Round) -> Points {
        if let Some((b, side)) = round.board_of(player) {
            return match b.result.and_then(|r| r.outcome(side)) {
                Some(Outcome::Win | Outcome::ForfeitWin) => self.scoring.win,
                Some(Outcome::Draw) => self.scoring.draw,
                Some(Outcome::Loss | Outcome::ForfeitLoss) | None => self.scoring.loss,
            };
        }
        match round.unpaired.iter().find(|u| u.player == player).map(|u| u.kind) {
            Some(k) => self.bye_points(k),
            None => Points::ZERO,
        }
    }

    /// What a bye of this kind scores.
    pub fn bye_points(&self, kind: ByeKind) -> Points {
        match kind {
            ByeKind::Pairing => self.scoring.pairing_bye,
            ByeKind::Half => self.scoring.half_bye,
            ByeKind::Full => self.scoring.full_bye,
            ByeKind::Zero => self.scoring.zero_bye,
        }
    }

    /// A player's score after the first `rounds` rounds.
    pub fn score_after(&self, player: u32, rounds: u32) -> Points {
        self.played.iter().filter(|r| r.number <= rounds).map(|r| self.points_in(player, r)).sum()
    }

    /// Every player's score after the first `rounds` rounds, in one pass over their boards and
    /// byes (`score_after` for all at once, for events of thousands); a player who had no board
    /// and no bye in them is absent (scores zero).
    pub fn scores_after(&self, rounds: u32) -> std::collections::HashMap<u32, Points> {
        let mut scores = std::collections::HashMap::with_capacity(self.players.len());
        for r in self.played.iter().filter(|r| r.number <= rounds) {
            for b in &r.boards {
                for (p, side) in [(b.white, Colour::White), (b.black, Colour::Black)] {
                    let points = match b.result.and_then(|res| res.outcome(side)) {
                        Some(Outcome::Win | Outcome::ForfeitWin) => self.scoring.win,
                        Some(Outcome::Draw) => self.scoring.draw,
                        Some(Outcome::Loss | Outcome::ForfeitLoss) | None => self.scoring.loss,
                    };
                    *scores.entry(p).or_default() += points;
                }
            }
            for u in &r.unpaired {
                *scores.entry(u.player).or_default() += self.bye_points(u.kind);
            }
        }
        scores
    }

    /// A player's score over every paired round.
    pub fn score(&self, player: u32) -> Points {
        self.played.iter().map(|r| self.points_in(player, r)).sum()
    }

    /// Apply one change, or refuse it and leave the event as it was.
    pub fn apply(&mut self, action: &Action) -> Result<(), TournamentError> {
        match action {
            Action::AddPlayer { player } => self.add_player(player)?,
            Action::EditPlayer { player } => {
                let slot = self.player_mut(player.number)?;
                player.check()?;
                *slot = player.clone();
            }
            Action::Withdraw { player, from_round } => {
                if *from_round < self.next_round() {
                    return Err(TournamentError::RoundAlreadyPaired { round: *from_round });
                }
                self.player_mut(*player)?.withdrawn_from = Some(*from_round);
            }
            Action::RequestBye { player, round, kind } => {
                if *round < self.next_round() {
                    return Err(TournamentError::RoundAlreadyPaired { round: *round });
                }
                if *kind == ByeKind::Pairing {
                    return Err(TournamentError::PairingByeRequested { player: *player });
                }
                self.player_mut(*player)?.byes.insert(*round, *kind);
            }
            Action::PairRound { round } => {
                self.check_pairing(round)?;
                self.played.push(round.clone());
            }
            Action::UnpairRound { round } => {
                let last = self.played.last().ok_or(TournamentError::RoundNotPaired { round: *round })?;
                if last.number != *round {
                    return Err(TournamentError::NotLastRound { round: *round, last: last.number });
                }
                if let Some(b) = last.boards.iter().find(|b| b.result.is_some()) {
                    return Err(TournamentError::RoundHasResults { round: *round, board: b.number });
                }
                self.played.pop();
            }
            Action::SetResult { round, board, result, by_count } => {
                self.set_result(*round, *board, *result, *by_count)?
            }
            Action::SetTieBreaks { tie_breaks } => self.tie_breaks = tie_breaks.clone(),
            Action::SetUnratedRating { rating } => {
                if let Some(r) = rating.filter(|&r| r > 9999) {
                    return Err(TournamentError::RatingTooHigh { player: 0, rating: r });
                }
                self.unrated_rating = *rating;
            }
            Action::RankPlayers { order } => self.rank_players(order)?,
            Action::SetRounds { rounds } => {
                if *rounds < self.played.len() as u32 {
                    return Err(TournamentError::RoundAlreadyPaired { round: *rounds + 1 });
                }
                self.rounds = *rounds;
            }
            Action::SetRoundDate { round, when } => {
                let when = when.trim();
                if when.is_empty() {
                    self.round_dates.remove(round);
                } else {
                    self.round_dates.insert(*round, when.to_string());
                }
            }
        }
        Ok(())
    }

    /// A new entrant; after the initial ranking a late entry takes his place by the same
    /// order (C.04.2) and those ranked below him move down one number.
    fn add_player(&mut self, player: &Player) -> Result<(), TournamentError> {
        if player.number == 0 {
            return Err(TournamentError::BadStartNumber { player: 0 });
        }
        if self.player(player.number).is_some() {
            return Err(TournamentError::DuplicateStartNumber { player: player.number });
        }
        player.check()?;
        if matches!(self.system, PairingSystem::RoundRobin { .. }) && !self.played.is_empty() {
            return Err(TournamentError::RoundRobinStarted { player: player.number });
        }
        // After the initial ranking, a late entry takes his place by the same order
        // (C.04.2) and those ranked below him move down one number.
        let place = if self.ranked {
            let key = self.ranking_key(player);
            self.players.iter().find(|p| self.ranking_key(p) > key).map(|p| p.number)
        } else {
            None
        };
        let mut player = player.clone();
        if let Some(at) = place {
            let map: BTreeMap<u32, u32> =
                self.players.iter().filter(|p| p.number >= at).map(|p| (p.number, p.number + 1)).collect();
            self.renumber(&map);
            player.number = at;
        } else if self.ranked {
            player.number = self.players.iter().map(|p| p.number).max().unwrap_or(0) + 1;
        }
        self.players.push(player);
        self.players.sort_by_key(|p| p.number);
        Ok(())
    }

    /// A board's result (`by_count`: a Victoria win by the point count).
    fn set_result(
        &mut self,
        round: u32,
        board: u32,
        result: Option<GameResult>,
        by_count: bool,
    ) -> Result<(), TournamentError> {
        let r = self.played.iter_mut().find(|r| r.number == round).ok_or(TournamentError::RoundNotPaired { round })?;
        let b =
            r.boards.iter_mut().find(|b| b.number == board).ok_or(TournamentError::UnpairedBoard { round, board })?;
        if by_count && !result.is_some_and(|r| matches!(r, GameResult::WhiteWins | GameResult::BlackWins)) {
            return Err(TournamentError::CountWithoutWin { round, board });
        }
        b.result = result;
        b.by_count = by_count;
        Ok(())
    }

    /// The initial ranking: `order` of start numbers, or FIDE's order when empty; only before
    /// round 1, every player once.
    fn rank_players(&mut self, order: &[u32]) -> Result<(), TournamentError> {
        if !self.played.is_empty() {
            return Err(TournamentError::RankingFrozen);
        }
        let order = if order.is_empty() { self.fide_order() } else { order.to_vec() };
        let mut seen = std::collections::BTreeSet::new();
        for &n in &order {
            if self.player(n).is_none() || !seen.insert(n) {
                return Err(TournamentError::RankingNotEveryPlayer { player: n });
            }
        }
        if let Some(p) = self.players.iter().find(|p| !seen.contains(&p.number)) {
            return Err(TournamentError::RankingNotEveryPlayer { player: p.number });
        }
        let map: BTreeMap<u32, u32> = order.iter().enumerate().map(|(i, &n)| (n, i as u32 + 1)).collect();
        self.renumber(&map);
        self.ranked = true;
        Ok(())
    }

    /// Whether `round` may be added as the next round.
    fn check_pairing(&self, round: &Round) -> Result<(), TournamentError> {
        let expected = self.next_round();
        if round.number != expected {
            return Err(TournamentError::RoundOutOfOrder { round: round.number, expected });
        }
        if let Some(last) = self.played.last()
            && let Some(b) = last.boards.iter().find(|b| !b.result.is_some_and(GameResult::is_final))
        {
            return Err(TournamentError::PreviousRoundUnfinished { round: last.number, board: b.number });
        }
        let mut seen = std::collections::BTreeSet::new();
        let mut mark = |p: u32| -> Result<(), TournamentError> {
            let player = self.player(p).ok_or(TournamentError::UnknownPlayer { player: p })?;
            if !seen.insert(p) {
                return Err(TournamentError::PairedTwice { player: p, round: round.number });
            }
            if player.withdrawn_from.is_some_and(|w| round.number >= w) {
                return Err(TournamentError::PlayerWithdrawn { player: p, round: round.number });
            }
            Ok(())
        };
        for (i, b) in round.boards.iter().enumerate() {
            if b.number != i as u32 + 1 {
                return Err(TournamentError::BoardNumbers { round: round.number, board: b.number });
            }
            if b.white == b.black {
                return Err(TournamentError::SelfPaired { player: b.white, round: round.number });
            }
            mark(b.white)?;
            mark(b.black)?;
        }
        let mut pairing_byes = 0;
        for u in &round.unpaired {
            mark(u.player)?;
            pairing_byes += usize::from(u.kind == ByeKind::Pairing);
        }
        if pairing_byes > 1 {
            return Err(TournamentError::TwoPairingByes { round: round.number });
        }
        for p in &self.players {
            if p.withdrawn_from.is_none_or(|w| round.number < w) && !seen.contains(&p.number) {
                return Err(TournamentError::PlayerLeftOut { player: p.number, round: round.number });
            }
        }
        Ok(())
    }
}
