//! Standings by the FIDE tie-break regulations (C.07, 2024 edition), computed as FIDE's
//! tie-break checker (Otto Milvang's TieBreakServer, `tiebreakchecker.py`, rules `V2024`) computes
//! them: score first, then the event's tie-break list. Standings are taken after a round `N`:
//! only rounds 1..=N count, and by default N is the last round whose results are all in
//! ([`Tournament::complete_rounds`]), so a round that is paired but not played changes nothing.
//! Values are kept in hundredths so that sums compare exactly.
//!
//! The rules as the checker applies them (Swiss events):
//! - A round without a game over the board, a pairing-allocated bye, a forfeit win or a bye
//!   scoring a win is a *voluntarily unplayed round* (VUR): requested byes, absences, forfeit
//!   losses, rounds after a withdrawal.
//! - For the Buchholz family and Sonneborn-Berger an opponent's score is *adjusted* (C.07 16.3):
//!   his VURs after his last round that was not a VUR count as draws.
//! - A round without a game over the board against an opponent counts as a game against a dummy
//!   whose score is the player's own (unadjusted) score.
//! - Cuts drop the least significant value, a VUR first (not a pairing bye or a forfeit win),
//!   unless cutting the lowest opponent score would cut a larger value (Sonneborn-Berger).
//! - In round robins unplayed games count as played and byes count for nothing.
//!
//! Direct encounter is decided inside each group still tied when it is reached; its value is the
//! place it gives inside the group (see `direct_encounter`).

use crate::model::{Board, ByeKind, Colour, GameResult, Outcome, PairingSystem, Points, Round, TieBreak, Tournament};
use std::collections::BTreeMap;
use victoria_words::{Lang, Words, t};

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1-based place; tied rows share it.
    pub rank: u32,
    pub player: u32,
    pub score: Points,
    /// The value of each tie-break of the event's list, in hundredths.
    pub tie_breaks: Vec<i64>,
}

/// What a player did in one round, as the checker classifies it.
#[derive(Clone, Copy, Debug)]
struct Fact {
    /// The opponent of a board (played or forfeited).
    opponent: Option<u32>,
    colour: Option<Colour>,
    points: Points,
    /// Played over the board, or a pairing-allocated bye (the checker's `played`).
    played: bool,
    /// Played over the board against an opponent.
    game: bool,
    /// A voluntarily unplayed round.
    vur: bool,
    /// Rating points of a game over the board (1, ½ or 0, in tenths).
    rating_points: Points,
    by_count: bool,
}

/// The event's rounds 1..=`rounds`, player by player, with the figures every tie-break shares.
struct Table<'a> {
    t: &'a Tournament,
    rounds: u32,
    rr: bool,
    facts: BTreeMap<u32, Vec<Fact>>,
    score: BTreeMap<u32, Points>,
}

impl<'a> Table<'a> {
    fn new(t: &'a Tournament, rounds: u32) -> Table<'a> {
        let rr = matches!(t.system, PairingSystem::RoundRobin { .. });
        let mut facts = BTreeMap::new();
        let mut score = BTreeMap::new();
        // Each round's seats once: look-ups stay linear in events of thousands.
        let seats: Vec<_> = (1..=rounds).map(|r| t.round(r).map(|round| (round, round.seats()))).collect();
        for p in &t.players {
            let fs: Vec<Fact> = seats.iter().map(|s| fact(t, p.number, s.as_ref())).collect();
            score.insert(p.number, fs.iter().map(|f| f.points).sum());
            facts.insert(p.number, fs);
        }
        Table { t, rounds, rr, facts, score }
    }

    fn facts(&self, p: u32) -> &[Fact] {
        self.facts.get(&p).map_or(&[], |v| v.as_slice())
    }

    fn score(&self, p: u32) -> Points {
        self.score.get(&p).copied().unwrap_or(Points::ZERO)
    }

    /// The score an opponent brings to others' Buchholz (C.07 16.3): VURs after his last round
    /// that was not a VUR count as draws (none in round robins, where they count as nothing).
    /// With `fore`, a player paired in the event's last round is counted as drawing it (FB).
    fn adjusted(&self, p: u32, fore: bool) -> Points {
        let fs = self.facts(p);
        let (_, adjusted) = self.own_and_adjusted(p, fs, fore);
        adjusted
    }

    /// (own score for the dummy, adjusted score) of `p`.
    fn own_and_adjusted(&self, p: u32, fs: &[Fact], fore: bool) -> (Points, Points) {
        let draw = self.t.scoring.draw;
        let last_met = fs.iter().rposition(|f| f.opponent.is_some() || f.played).map_or(0, |i| i + 1) as u32;
        let is_fore = fore && last_met == self.t.rounds;
        let mut last_present = fs.iter().rposition(|f| !f.vur).map_or(0, |i| i + 1) as u32;
        if is_fore {
            last_present = last_met;
        }
        let none = if self.rr { Points::ZERO } else { draw };
        let mut adjusted = Points::ZERO;
        let mut own = self.score(p);
        for (i, f) in fs.iter().enumerate() {
            let round = i as u32 + 1;
            adjusted += if round <= last_present || f.opponent.is_some() { f.points } else { none };
        }
        if is_fore && fs.last().is_some_and(|f| f.opponent.is_some()) && fs.len() as u32 == self.rounds {
            let last = fs.last().map_or(Points::ZERO, |f| f.points);
            adjusted = adjusted + draw - last;
            own = own + draw - last;
        }
        (own, adjusted)
    }

    /// Buchholz (`sb`: Sonneborn-Berger) with `low` cuts and `high` cuts; `fore`: FB.
    fn buchholz(&self, p: u32, low: u8, high: u8, sb: bool, fore: bool) -> i64 {
        let fs = self.facts(p);
        let (own, _) = self.own_and_adjusted(p, fs, fore);
        struct V {
            vur: bool,
            score: i64,
            value: i64,
        }
        let mut values = Vec::new();
        for (i, f) in fs.iter().enumerate() {
            let round = i as u32 + 1;
            let played = self.rr || (fore && round == self.t.rounds) || f.played;
            let (score, vur) = match f.opponent {
                Some(o) if played => (self.adjusted(o, fore), false),
                _ if !self.rr => (own, f.vur),
                _ => (Points::ZERO, f.vur),
            };
            let score = i64::from(score.0) * 10;
            let value = if sb { score * i64::from(f.points.0) / 10 } else { score };
            if f.opponent.is_some() || !self.rr {
                values.push(V { vur, score, value });
            }
        }
        let n = self.rounds as usize;
        let low = usize::from(low).min(n);
        let high = usize::from(high).min(n - low);
        for _ in 0..low {
            if values.is_empty() {
                break;
            }
            // The lowest by (score, value); the lowest VUR first by (score, value).
            let all = (0..values.len()).min_by_key(|&k| (values[k].score, values[k].value, k)).expect("non-empty");
            let exp = (0..values.len())
                .min_by_key(|&k| (!values[k].vur, values[k].score, values[k].value, k))
                .expect("non-empty");
            let cut = if values[all].value > values[exp].value { all } else { exp };
            values.remove(cut);
        }
        for _ in 0..high {
            if values.is_empty() {
                break;
            }
            let top = (0..values.len()).min_by_key(|&k| (-values[k].score, -values[k].value, k)).expect("non-empty");
            values.remove(top);
        }
        values.iter().map(|v| v.value).sum()
    }

    /// The rated opponents of games over the board, after `low` cuts (lowest rating), as the
    /// checker cuts them: only while every opponent has a rating.
    fn opponents_rated(&self, p: u32, low: u8) -> Vec<(u32, Points)> {
        let unrated = self.t.unrated_rating;
        let mut games = 0usize;
        let mut rated = Vec::new();
        for f in self.facts(p).iter().filter(|f| f.game) {
            games += 1;
            let o = f.opponent.expect("a game has an opponent");
            if let Some(r) = self.t.player(o).and_then(|q| q.rating).or(unrated) {
                rated.push((r, f.rating_points));
            }
        }
        for _ in 0..usize::from(low).min(self.rounds as usize) {
            if games == rated.len() && !rated.is_empty() {
                let k = (0..rated.len()).min_by_key(|&k| (rated[k].0, k)).expect("non-empty");
                rated.remove(k);
            }
            games = games.saturating_sub(1);
        }
        rated
    }

    fn aro(&self, p: u32, low: u8) -> Option<i64> {
        let rated = self.opponents_rated(p, low);
        average_rating(&rated)
    }

    fn tpr(&self, p: u32) -> Option<i64> {
        let rated = self.opponents_rated(p, 0);
        let score100 = rated.iter().map(|&(_, s)| i64::from(s.0) * 10).sum::<i64>();
        performance(score100, &rated)
    }

    fn ptp(&self, p: u32) -> Option<i64> {
        let rated = self.opponents_rated(p, 0);
        let score100 = rated.iter().map(|&(_, s)| i64::from(s.0) * 10).sum::<i64>();
        perfect_performance(score100, &rated)
    }

    /// The average over the opponents of games over the board of `f(opponent)`, rounded half up
    /// to the unit of `f` (values without one left out).
    fn average_of(&self, p: u32, f: impl Fn(u32) -> Option<i64>) -> Option<i64> {
        let values: Vec<i64> =
            self.facts(p).iter().filter(|x| x.game).filter_map(|x| x.opponent).filter_map(f).collect();
        if values.is_empty() {
            return None;
        }
        let (sum, n) = (values.iter().sum::<i64>(), values.len() as i64);
        Some((2 * sum + n).div_euclid(2 * n))
    }

    fn value(&self, p: u32, tb: TieBreak) -> i64 {
        let fs = self.facts(p);
        let win = self.t.scoring.win;
        let count = |pred: &dyn Fn(&Fact) -> bool| fs.iter().filter(|f| pred(f)).count() as i64 * 100;
        match tb {
            TieBreak::Buchholz { cut } => self.buchholz(p, cut, 0, false, false),
            TieBreak::MedianBuchholz { pairs } => self.buchholz(p, pairs, pairs, false, false),
            TieBreak::ForeBuchholz { cut } => self.buchholz(p, cut, 0, false, true),
            TieBreak::SonnebornBerger => self.buchholz(p, 0, 0, true, false),
            TieBreak::SonnebornBergerCut { cut } => self.buchholz(p, cut, 0, true, false),
            TieBreak::AverageOfBuchholz => {
                self.average_of(p, |o| Some(self.buchholz(o, 0, 0, false, false))).unwrap_or(0)
            }
            TieBreak::DirectEncounter => 0,
            TieBreak::Wins => count(&|f| f.points == win && win > Points::ZERO),
            TieBreak::WinsOverTheBoard => count(&|f| f.game && f.points == win),
            TieBreak::GamesWithBlack => count(&|f| f.game && f.colour == Some(Colour::Black)),
            TieBreak::WinsWithBlack => count(&|f| f.game && f.colour == Some(Colour::Black) && f.points == win),
            TieBreak::GamesElected => count(&|f| f.played || f.points == win),
            TieBreak::Progressive => self.progressive(p, 0),
            TieBreak::ProgressiveCut { cut } => self.progressive(p, cut),
            TieBreak::AverageRatingOfOpponents => self.aro(p, 0).unwrap_or(0) * 100,
            TieBreak::AverageRatingOfOpponentsCut { cut } => self.aro(p, cut).unwrap_or(0) * 100,
            TieBreak::PerformanceRating => self.tpr(p).unwrap_or(0) * 100,
            TieBreak::AveragePerformanceOfOpponents => self.average_of(p, |o| self.tpr(o)).unwrap_or(0) * 100,
            TieBreak::PerfectPerformance => self.ptp(p).unwrap_or(0) * 100,
            TieBreak::AveragePerfectPerformanceOfOpponents => self.average_of(p, |o| self.ptp(o)).unwrap_or(0) * 100,
            TieBreak::Koya => self.koya(p),
            TieBreak::WinsByPointCount => count(&|f| f.by_count),
        }
    }

    fn progressive(&self, p: u32, cut: u8) -> i64 {
        let mut running = Points::ZERO;
        let mut total = 0;
        for (i, f) in self.facts(p).iter().enumerate() {
            running += f.points;
            if i >= usize::from(cut) {
                total += i64::from(running.0) * 10;
            }
        }
        total
    }

    /// Koya (C.07): points scored against opponents with at least half the maximum score.
    fn koya(&self, p: u32) -> i64 {
        let n = self.t.players.len() as u32;
        let mut games = self.rounds;
        if self.rr {
            if n > 0 && self.rounds.is_multiple_of(n) {
                games -= self.rounds / n;
            }
            let never = self
                .t
                .players
                .iter()
                .filter(|q| self.facts(q.number).iter().all(|f| !f.played && f.opponent.is_none()));
            games = games.saturating_sub(never.count() as u32);
        }
        // Half the maximum, in hundredths of tenths (score × 100 ≥ 50 × win × games).
        let limit = 50 * i64::from(self.t.scoring.win.0) * i64::from(games);
        self.facts(p)
            .iter()
            .filter(|f| f.opponent.is_some_and(|o| i64::from(self.score(o).0) * 100 >= limit))
            .map(|f| i64::from(f.points.0) * 10)
            .sum()
    }
}

/// The average rating rounded half up, as FIDE's rating regulations and the checker round it.
fn average_rating(rated: &[(u32, Points)]) -> Option<i64> {
    if rated.is_empty() {
        return None;
    }
    let n = rated.len() as i64;
    let sum: i64 = rated.iter().map(|&(r, _)| i64::from(r)).sum();
    Some((2 * sum + n) / (2 * n))
}

/// The performance rating (TPR): the opponents' average rating plus FIDE's `dp` of the
/// fractional score (`score100`: the score in hundredths of a point).
fn performance(score100: i64, rated: &[(u32, Points)]) -> Option<i64> {
    let aro = average_rating(rated)?;
    let n = rated.len() as i64;
    let pct = (2 * score100 + n) / (2 * n);
    Some(aro + SCORE_TO_DP[pct.clamp(0, 100) as usize])
}

/// FIDE B.02 table 8.1(b): the expected score (hundredths) of the higher-rated player for a
/// rating difference, as (the largest difference, the score) from 0 up.
const DIFF_TO_PD: [(i64, i64); 51] = [
    (3, 50),
    (10, 51),
    (17, 52),
    (25, 53),
    (32, 54),
    (39, 55),
    (46, 56),
    (53, 57),
    (61, 58),
    (68, 59),
    (76, 60),
    (83, 61),
    (91, 62),
    (98, 63),
    (106, 64),
    (113, 65),
    (121, 66),
    (129, 67),
    (137, 68),
    (145, 69),
    (153, 70),
    (162, 71),
    (170, 72),
    (179, 73),
    (188, 74),
    (197, 75),
    (206, 76),
    (215, 77),
    (225, 78),
    (235, 79),
    (245, 80),
    (256, 81),
    (267, 82),
    (278, 83),
    (290, 84),
    (302, 85),
    (315, 86),
    (328, 87),
    (344, 88),
    (357, 89),
    (374, 90),
    (391, 91),
    (411, 92),
    (432, 93),
    (456, 94),
    (484, 95),
    (517, 96),
    (559, 97),
    (619, 98),
    (735, 99),
    (i64::MAX, 100),
];

/// A player rated `rating`'s expected score against `opponent`, in hundredths.
fn expected(rating: i64, opponent: i64) -> i64 {
    let diff = opponent - rating;
    let pd = DIFF_TO_PD.iter().find(|&&(upto, _)| diff.abs() <= upto).map_or(100, |&(_, pd)| pd);
    if diff >= 0 { 100 - pd } else { pd }
}

fn expected_sum(rating: i64, rated: &[(u32, Points)]) -> i64 {
    rated.iter().map(|&(r, _)| expected(rating, i64::from(r))).sum()
}

/// The perfect tournament performance (PTP, C.07): the lowest rating whose expected score
/// reaches the score, searched as the checker searches it (from the TPR, doubling steps, then
/// halving them); a zero score gives the lowest opponent's rating less 800.
fn perfect_performance(score100: i64, rated: &[(u32, Points)]) -> Option<i64> {
    let lowest = rated.iter().map(|&(r, _)| i64::from(r)).min()?;
    let highest = rated.iter().map(|&(r, _)| i64::from(r)).max()?;
    if score100 == 0 {
        return Some(lowest - 800);
    }
    if score100 > 100 * rated.len() as i64 {
        return Some(highest + 800);
    }
    let start = performance(score100, rated)?;
    let mut step = 16;
    let (mut low, mut high);
    if expected_sum(start, rated) >= score100 {
        high = start;
        while expected_sum(start - step, rated) >= score100 {
            high = start - step;
            step *= 2;
        }
        low = start - step;
    } else {
        low = start;
        while expected_sum(start + step, rated) < score100 {
            low = start + step;
            step *= 2;
        }
        high = start + step;
    }
    step = high - low;
    while high - low > 1 {
        step /= 2;
        if expected_sum(low + step, rated) >= score100 {
            high -= step;
        } else {
            low += step;
        }
    }
    Some(high)
}

/// FIDE B.02 (rating regulations) table 8.1(a): the rating difference `dp` for a fractional
/// score `p` in hundredths.
const SCORE_TO_DP: [i64; 101] = [
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284, -273, -262,
    -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125, -117, -110, -102, -95,
    -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, 0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95,
    102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309,
    322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// The seats of a round: who sits where (a bye: no board).
type Seats<'a> = std::collections::HashMap<u32, Option<(&'a Board, Colour)>>;

fn fact(t: &Tournament, player: u32, round: Option<&(&Round, Seats)>) -> Fact {
    let none = Fact {
        opponent: None,
        colour: None,
        points: Points::ZERO,
        played: false,
        game: false,
        vur: true,
        rating_points: Points::ZERO,
        by_count: false,
    };
    let Some((round, seats)) = round else {
        return none;
    };
    match seats.get(&player) {
        Some(Some((b, side))) => {
            let (b, side) = (*b, *side);
            let game = b.result.is_some_and(GameResult::played);
            let outcome = b.result.and_then(|res| res.outcome(side));
            let points = match outcome {
                Some(Outcome::Win | Outcome::ForfeitWin) => t.scoring.win,
                Some(Outcome::Draw) => t.scoring.draw,
                _ => t.scoring.loss,
            };
            let rating_points = match outcome {
                Some(Outcome::Win) => Points::ONE,
                Some(Outcome::Draw) => Points::HALF,
                _ => Points::ZERO,
            };
            Fact {
                opponent: Some(if side == Colour::White { b.black } else { b.white }),
                colour: Some(side),
                points,
                played: game,
                game,
                vur: !game && outcome != Some(Outcome::ForfeitWin),
                rating_points,
                by_count: b.by_count && outcome == Some(Outcome::Win),
            }
        }
        Some(None) => {
            let kind = round.unpaired.iter().find(|u| u.player == player).map(|u| u.kind);
            let points = kind.map_or(Points::ZERO, |k| t.bye_points(k));
            match kind {
                Some(ByeKind::Pairing) => Fact { points, played: true, vur: false, ..none },
                // A full-point bye scores as a win: not voluntarily unplayed for the checker.
                Some(ByeKind::Full) => Fact { points, vur: false, ..none },
                _ => Fact { points, ..none },
            }
        }
        None => none,
    }
}

/// The value of one tie-break for one player after the complete rounds, in hundredths (DE needs
/// the tied group: see [`standings`]; here it is 0).
pub fn tie_break_value(t: &Tournament, player: u32, tb: TieBreak) -> i64 {
    tie_break_value_after(t, t.complete_rounds(), player, tb)
}

/// The value of one tie-break for one player after round `rounds`, in hundredths.
pub fn tie_break_value_after(t: &Tournament, rounds: u32, player: u32, tb: TieBreak) -> i64 {
    Table::new(t, rounds).value(player, tb)
}

/// Direct encounter (C.07) for one tied group, as the checker decides it: inside the group, the
/// points each scored in games over the board against the others (a repeated opponent's games
/// averaged). When everyone met everyone (or in a round robin) the group is ordered by those
/// points; otherwise a player is placed above the rest only when his points exceed what any of
/// them could still have had against the others (unplayed meetings counted as wins). Subgroups
/// still tied are decided again among themselves until nothing changes. The value is the place
/// inside the group (1, 2, …; lower is better), or 0 for everyone when it separates no one.
fn direct_encounter(table: &Table, group: &[u32]) -> BTreeMap<u32, i64> {
    let win = f64::from(table.t.scoring.win.0) / 10.0;
    let mut place: BTreeMap<u32, u32> = group.iter().map(|&p| (p, 0)).collect();
    let mut more: BTreeMap<u32, bool> = group.iter().map(|&p| (p, true)).collect();
    for loopcount in 1..=30u32 {
        let mut order: Vec<u32> = group.to_vec();
        order.sort_by_key(|p| (place[p], *p));
        let mut changes = 0;
        let mut start = 0;
        while start < order.len() {
            let current = place[&order[start]];
            let stop = (start..order.len()).find(|&i| place[&order[i]] != current).unwrap_or(order.len());
            if more[&order[start]] {
                if stop - start == 1 {
                    more.insert(order[start], false);
                } else {
                    let sub = &order[start..stop];
                    let c = split(table, sub, current, &mut place, win);
                    changes += c;
                    for p in sub {
                        more.insert(*p, c > 0 && loopcount < 30);
                    }
                }
            }
            start = stop;
        }
        if changes == 0 {
            break;
        }
    }
    let min = place.values().min().copied().unwrap_or(0);
    let max = place.values().max().copied().unwrap_or(0);
    place.into_iter().map(|(p, v)| (p, if min == max { 0 } else { i64::from(v - min + 1) * 100 })).collect()
}

/// One pass of direct encounter over a subgroup whose members share the place `current`;
/// returns how many new places it made.
fn split(table: &Table, sub: &[u32], current: u32, place: &mut BTreeMap<u32, u32>, win: f64) -> usize {
    struct De {
        player: u32,
        points: f64,
        max: f64,
    }
    let others = sub.len() - 1;
    let mut all_met = true;
    let mut rows: Vec<De> = sub
        .iter()
        .map(|&p| {
            let mut met: BTreeMap<u32, f64> = BTreeMap::new();
            let (mut count, mut points) = (0usize, 0.0f64);
            for f in table.facts(p) {
                let played = table.rr || f.game;
                let Some(o) = f.opponent.filter(|o| played && place.get(o) == Some(&current)) else { continue };
                let score = f64::from(f.points.0) / 10.0;
                if let Some(before) = met.get(&o).copied() {
                    let average = (before + score) / 2.0;
                    points += average - before;
                    count = 1;
                    met.insert(o, average);
                } else {
                    count += 1;
                    points += score;
                    met.insert(o, score);
                }
            }
            let max = if !table.rr && count < others {
                all_met = false;
                points + (others - count) as f64 * win
            } else {
                points
            };
            De { player: p, points, max }
        })
        .collect();
    let mut changes = 0;
    if all_met {
        rows.sort_by(|a, b| b.points.total_cmp(&a.points).then(a.player.cmp(&b.player)));
        let (mut rank, mut crank, mut val) = (current, current, rows[0].points);
        for r in &rows[1..] {
            rank += 1;
            if r.points != val {
                crank = rank;
                val = r.points;
                changes += 1;
            }
            place.insert(r.player, crank);
        }
    } else {
        rows.sort_by(|a, b| b.points.total_cmp(&a.points).then(b.max.total_cmp(&a.max)).then(a.player.cmp(&b.player)));
        let (mut rank, mut crank, mut val) = (current, current, rows[0].points);
        let mut unique = true;
        for i in 1..rows.len() {
            rank += 1;
            let best_rest = rows[i..].iter().map(|r| r.max).fold(f64::MIN, f64::max);
            if unique && val > best_rest {
                crank = rank;
                changes += 1;
            } else {
                unique = false;
            }
            val = rows[i].points;
            place.insert(rows[i].player, crank);
        }
    }
    changes
}

/// The standings after the last round whose results are complete.
pub fn standings(t: &Tournament) -> Vec<Standing> {
    standings_after(t, t.complete_rounds())
}

/// The standings after round `rounds` (only rounds 1..=`rounds` count), ranked by score and the
/// event's tie-break list; rows equal on everything share a rank (listed by start number).
pub fn standings_after(t: &Tournament, rounds: u32) -> Vec<Standing> {
    let table = Table::new(t, rounds);
    let mut rows: Vec<Standing> = t
        .players
        .iter()
        .map(|p| Standing {
            rank: 0,
            player: p.number,
            score: table.score(p.number),
            tie_breaks: t.tie_breaks.iter().map(|&tb| table.value(p.number, tb)).collect(),
        })
        .collect();
    rows.sort_by(|a, b| b.score.cmp(&a.score).then(a.player.cmp(&b.player)));
    // Refine group by group, tie-break by tie-break (DE is evaluated inside the tied group).
    let mut groups: Vec<Vec<Standing>> = Vec::new();
    for r in rows {
        match groups.last_mut() {
            Some(g) if g[0].score == r.score => g.push(r),
            _ => groups.push(vec![r]),
        }
    }
    for (k, tb) in t.tie_breaks.iter().enumerate() {
        let mut next = Vec::new();
        for mut g in groups {
            if g.len() > 1 {
                let de = *tb == TieBreak::DirectEncounter;
                if de {
                    let members: Vec<u32> = g.iter().map(|r| r.player).collect();
                    let values = direct_encounter(&table, &members);
                    for r in &mut g {
                        r.tie_breaks[k] = values[&r.player];
                    }
                }
                // Higher is better, but for DE, a place (lower is better; 0 where it decides nothing).
                g.sort_by(|a, b| {
                    let order =
                        if de { a.tie_breaks[k].cmp(&b.tie_breaks[k]) } else { b.tie_breaks[k].cmp(&a.tie_breaks[k]) };
                    order.then(a.player.cmp(&b.player))
                });
                let mut sub: Vec<Standing> = Vec::new();
                for r in g {
                    if sub.last().is_some_and(|l: &Standing| l.tie_breaks[k] != r.tie_breaks[k]) {
                        next.push(std::mem::take(&mut sub));
                    }
                    sub.push(r);
                }
                next.push(sub);
            } else {
                next.push(g);
            }
        }
        groups = next;
    }
    let mut out = Vec::new();
    for g in groups {
        let rank = out.len() as u32 + 1;
        for mut r in g {
            r.rank = rank;
            out.push(r);
        }
    }
    out
}

/// The tie-break's full name in the language, as the legend of the standings gives it
/// (`BH/C1` → “Buchholz cut 1”).
impl Words for TieBreak {
    fn words(&self, lang: Lang) -> String {
        match *self {
            TieBreak::Buchholz { cut: 0 } => t!(lang, "tb-bh"),
            TieBreak::Buchholz { cut } => t!(lang, "tb-bh-cut", cut = cut),
            TieBreak::MedianBuchholz { pairs } => t!(lang, "tb-bh-median", pairs = pairs),
            TieBreak::ForeBuchholz { cut: 0 } => t!(lang, "tb-fb"),
            TieBreak::ForeBuchholz { cut } => t!(lang, "tb-fb-cut", cut = cut),
            TieBreak::SonnebornBerger | TieBreak::SonnebornBergerCut { cut: 0 } => t!(lang, "tb-sb"),
            TieBreak::SonnebornBergerCut { cut } => t!(lang, "tb-sb-cut", cut = cut),
            TieBreak::AverageOfBuchholz => t!(lang, "tb-aob"),
            TieBreak::DirectEncounter => t!(lang, "tb-de"),
            TieBreak::Wins => t!(lang, "tb-win"),
            TieBreak::WinsOverTheBoard => t!(lang, "tb-won"),
            TieBreak::GamesWithBlack => t!(lang, "tb-bpg"),
            TieBreak::WinsWithBlack => t!(lang, "tb-bwg"),
            TieBreak::GamesElected => t!(lang, "tb-ge"),
            TieBreak::Progressive | TieBreak::ProgressiveCut { cut: 0 } => t!(lang, "tb-ps"),
            TieBreak::ProgressiveCut { cut } => t!(lang, "tb-ps-cut", cut = cut),
            TieBreak::AverageRatingOfOpponents | TieBreak::AverageRatingOfOpponentsCut { cut: 0 } => t!(lang, "tb-aro"),
            TieBreak::AverageRatingOfOpponentsCut { cut } => t!(lang, "tb-aro-cut", cut = cut),
            TieBreak::PerformanceRating => t!(lang, "tb-tpr"),
            TieBreak::AveragePerformanceOfOpponents => t!(lang, "tb-apro"),
            TieBreak::PerfectPerformance => t!(lang, "tb-ptp"),
            TieBreak::AveragePerfectPerformanceOfOpponents => t!(lang, "tb-appo"),
            TieBreak::Koya => t!(lang, "tb-ks"),
            TieBreak::WinsByPointCount => t!(lang, "tb-vwc"),
        }
    }
}

/// The legend of a tie-break list: each code with its name in the language.
pub fn legend(tie_breaks: &[TieBreak], lang: Lang) -> Vec<(String, String)> {
    tie_breaks.iter().map(|&tb| (crate::codes::tie_break_code(tb), tb.words(lang))).collect()
}

/// The tie-break list a new event gets, the same on the screen and the command line: FIDE's
/// usual list for the system (C.07: a Swiss BH/C1, BH, SB, DE, WIN; a round robin DE, SB, KS,
/// WIN), with Victoria's wins by the point count last for a Victoria event.
pub fn default_tie_breaks(system: &PairingSystem, ruleset: &str) -> Vec<TieBreak> {
    let mut list = match system {
        PairingSystem::Swiss { .. } => vec![
            TieBreak::Buchholz { cut: 1 },
            TieBreak::Buchholz { cut: 0 },
            TieBreak::SonnebornBerger,
            TieBreak::DirectEncounter,
            TieBreak::Wins,
        ],
        PairingSystem::RoundRobin { .. } => {
            vec![TieBreak::DirectEncounter, TieBreak::SonnebornBerger, TieBreak::Koya, TieBreak::Wins]
        }
    };
    if ruleset == "victoria" {
        list.push(TieBreak::WinsByPointCount);
    }
    list
}
