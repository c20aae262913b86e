//! Print-ready data for the PDF and site layers, as plain rows: the start list, the pairing list
//! by board and by name, the standings after a round and the crosstable. Nothing here draws; names and numbers only, results in
//! their usual notation.

use crate::model::{ByeKind, Colour, PairingSystem, Points, Tournament};
use crate::tiebreak::standings;

/// A board of the pairing list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRow {
    pub board: u32,
    pub white: u32,
    pub white_name: String,
    pub white_score: Points,
    pub black: u32,
    pub black_name: String,
    pub black_score: Points,
    /// `1-0`, `½-½`, … or empty while pending.
    pub result: String,
}

/// A line of the pairing list by name: the player's board and colour, or their bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameRow {
    pub player: u32,
    pub name: String,
    /// `None` for a bye.
    pub board: Option<u32>,
    pub colour: Option<Colour>,
    pub opponent: Option<u32>,
    pub bye: Option<ByeKind>,
}

/// A row of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    pub rank: u32,
    pub player: u32,
    pub name: String,
    pub rating: Option<u32>,
    pub score: Points,
    /// Tie-break values as printed (`12.5`).
    pub tie_breaks: Vec<String>,
}

/// A row of the crosstable: one cell per round (`5w1`: opponent 5, White, won; `-` for a bye).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossRow {
    pub rank: u32,
    pub player: u32,
    pub name: String,
    pub cells: Vec<String>,
    pub score: Points,
}

fn name(t: &Tournament, p: u32) -> String {
    t.player(p).map(|p| p.name.clone()).unwrap_or_default()
}

/// The pairing list of a round by board.
pub fn pairing_by_board(t: &Tournament, round: u32) -> Vec<BoardRow> {
    let Some(r) = t.round(round) else { return Vec::new() };
    let scores = t.scores_after(round - 1);
    let score = |p: u32| scores.get(&p).copied().unwrap_or_default();
    r.boards
        .iter()
        .map(|b| BoardRow {
            board: b.number,
            white: b.white,
            white_name: name(t, b.white),
            white_score: score(b.white),
            black: b.black,
            black_name: name(t, b.black),
            black_score: score(b.black),
            result: b.result.map(|r| r.notation().to_string()).unwrap_or_default(),
        })
        .collect()
}

/// The pairing list of a round by name (alphabetical).
pub fn pairing_by_name(t: &Tournament, round: u32) -> Vec<NameRow> {
    let Some(r) = t.round(round) else { return Vec::new() };
    let mut rows: Vec<NameRow> = t
        .players
        .iter()
        .filter_map(|p| {
            if let Some((b, side)) = r.board_of(p.number) {
                let opp = if side == Colour::White { b.black } else { b.white };
                return Some(NameRow {
                    player: p.number,
                    name: p.name.clone(),
                    board: Some(b.number),
                    colour: Some(side),
                    opponent: Some(opp),
                    bye: None,
                });
            }
            r.unpaired.iter().find(|u| u.player == p.number).map(|u| NameRow {
                player: p.number,
                name: p.name.clone(),
                board: None,
                colour: None,
                opponent: None,
                bye: Some(u.kind),
            })
        })
        .collect();
    rows.sort_by(|a, b| a.name.to_lowercase().cmp(&b.name.to_lowercase()).then(a.player.cmp(&b.player)));
    rows
}

/// A tie-break value in hundredths as printed (`12.5`, `3`).
pub fn show_value(v: i64) -> String {
    let (whole, frac) = (v.abs() / 100, v.abs() % 100);
    let sign = if v < 0 { "-" } else { "" };
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

/// The standings rows after the last round whose results are complete
/// ([`Tournament::complete_rounds`]).
pub fn standing_rows(t: &Tournament) -> Vec<StandingRow> {
    standing_rows_after(t, t.complete_rounds())
}

/// The standings rows after round `rounds` (only rounds 1..=`rounds` count).
pub fn standing_rows_after(t: &Tournament, rounds: u32) -> Vec<StandingRow> {
    crate::tiebreak::standings_after(t, rounds)
        .into_iter()
        .map(|s| StandingRow {
            rank: s.rank,
            player: s.player,
            name: name(t, s.player),
            rating: t.player(s.player).and_then(|p| p.rating),
            score: s.score,
            tie_breaks: s.tie_breaks.iter().map(|&v| show_value(v)).collect(),
        })
        .collect()
}

/// The crosstable rows in standings order.
pub fn crosstable(t: &Tournament) -> Vec<CrossRow> {
    standings(t)
        .into_iter()
        .map(|s| {
            let cells = t
                .played
                .iter()
                .map(|r| match r.board_of(s.player) {
                    Some((b, side)) => {
                        let opp = if side == Colour::White { b.black } else { b.white };
                        let c = if side == Colour::White { 'w' } else { 'b' };
                        let res = match b.result.and_then(|res| res.outcome(side)) {
                            Some(crate::model::Outcome::Win) => "1",
                            Some(crate::model::Outcome::Draw) => "½",
                            Some(crate::model::Outcome::Loss) => "0",
                            Some(crate::model::Outcome::ForfeitWin) => "+",
                            Some(crate::model::Outcome::ForfeitLoss) => "-",
                            None => "",
                        };
                        format!("{opp}{c}{res}")
                    }
                    None => match r.unpaired.iter().find(|u| u.player == s.player).map(|u| u.kind) {
                        Some(k) => format!("-{}", t.bye_points(k)),
                        None => String::new(),
                    },
                })
                .collect();
            CrossRow { rank: s.rank, player: s.player, name: name(t, s.player), cells, score: s.score }
        })
        .collect()
}

/// A row of the start list: the initial ranking, by start number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartRow {
    pub number: u32,
    pub title: String,
    pub name: String,
    pub rating: Option<u32>,
    pub federation: String,
    pub fide_id: Option<u64>,
    pub club: String,
}

/// How a start list is ordered, for the line the prints put under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartOrder {
    /// A Swiss event before round 1: FIDE's order of the initial ranking (C.04.2), which round 1
    /// fixes; the numbers are still the entry numbers.
    Coming,
    /// The initial ranking, fixed when round 1 was paired (or by the arbiter before it).
    Fixed,
    /// By start number (a round robin: its numbers are the tables').
    Number,
}

impl StartOrder {
    /// The catalogues' key of the order (`print-start-order`).
    pub fn key(self) -> &'static str {
        match self {
            StartOrder::Coming => "coming",
            StartOrder::Fixed => "fixed",
            StartOrder::Number => "number",
        }
    }
}

/// How [`start_list`] orders the players of `t`.
pub fn start_order(t: &Tournament) -> StartOrder {
    match t.system {
        PairingSystem::Swiss { .. } if t.ranked => StartOrder::Fixed,
        PairingSystem::Swiss { .. } if t.played.is_empty() => StartOrder::Coming,
        _ => StartOrder::Number,
    }
}

/// The start list: every player by start number, or, for a Swiss event before round 1, in
/// FIDE's order of the initial ranking (rating, title, name; C.04.2) — the order round 1 will
/// number them in (the start list printed before round 1 listed them as entered, under the
/// title "initial ranking": issue 38's walk).
pub fn start_list(t: &Tournament) -> Vec<StartRow> {
    let order: Vec<u32> = match start_order(t) {
        StartOrder::Coming => t.fide_order(),
        StartOrder::Fixed | StartOrder::Number => t.players.iter().map(|p| p.number).collect(),
    };
    order
        .into_iter()
        .filter_map(|n| t.player(n))
        .map(|p| StartRow {
            number: p.number,
            title: p.title.clone(),
            name: p.name.clone(),
            rating: p.rating,
            federation: p.federation.clone(),
            fide_id: p.fide_id,
            club: p.club.clone(),
        })
        .collect()
}
