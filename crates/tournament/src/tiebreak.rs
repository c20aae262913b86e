//! Standings by the FIDE tie-break regulations (C.07, 2024 edition): score first, then the
//! event's tie-break list. Values are kept in hundredths so that sums compare exactly. A
//! participant's unplayed rounds (byes, forfeits, absences) count for the Buchholz family and
//! Sonneborn-Berger as games against a dummy opponent whose score is the participant's own (C.07
//! 2024, unplayed rounds); when low cuts apply, unplayed rounds are cut first. Direct encounter
//! is decided inside each group still tied when it is reached.

use crate::model::{Colour, GameResult, Outcome, Points, TieBreak, Tournament};

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

/// What a player did in one round, for the tie-breaks.
struct RoundFact {
    opponent: Option<u32>,
    colour: Option<Colour>,
    points: Points,
    played: bool,
    won: bool,
    by_count: bool,
}

fn facts(t: &Tournament, player: u32) -> Vec<RoundFact> {
    t.played
        .iter()
        .map(|r| {
            let points = t.points_in(player, r);
            match r.board_of(player) {
                Some((b, side)) => {
                    let played = b.result.is_some_and(GameResult::played);
                    let outcome = b.result.and_then(|res| res.outcome(side));
                    RoundFact {
                        opponent: played.then_some(if side == Colour::White { b.black } else { b.white }),
                        colour: played.then_some(side),
                        points,
                        played,
                        won: outcome == Some(Outcome::Win),
                        by_count: b.by_count && outcome == Some(Outcome::Win),
                    }
                }
                None => RoundFact { opponent: None, colour: None, points, played: false, won: false, by_count: false },
            }
        })
        .collect()
}

/// The value of one tie-break for one player, in hundredths (DE needs the tied group: see
/// [`standings`]; here it is 0).
pub fn tie_break_value(t: &Tournament, player: u32, tb: TieBreak) -> i64 {
    let own = t.score(player);
    let fs = facts(t, player);
    let win = i64::from(t.scoring.win.0.max(1));
    // Each round's opponent score (the dummy's is the player's own for unplayed rounds).
    let opp_scores = || fs.iter().map(|f| (f.opponent.map_or(own, |o| t.score(o)), f.played));
    let hundredths = |p: Points| i64::from(p.0) * 10;
    let cut_sum = |low: usize, high: usize| -> i64 {
        let mut v: Vec<(bool, i64)> = opp_scores().map(|(s, played)| (played, hundredths(s))).collect();
        // Unplayed rounds first, then the least significant values.
        v.sort_by_key(|&(played, s)| (played, s));
        let n = v.len();
        if low + high >= n {
            return 0;
        }
        let mut kept: Vec<i64> = v[low..].iter().map(|x| x.1).collect();
        kept.sort_unstable();
        kept.truncate(kept.len() - high);
        kept.iter().sum()
    };
    match tb {
        TieBreak::Buchholz { cut } => cut_sum(cut as usize, 0),
        TieBreak::MedianBuchholz { pairs } => cut_sum(pairs as usize, pairs as usize),
        TieBreak::SonnebornBerger => fs
            .iter()
            .map(|f| {
                let opp = f.opponent.map_or(own, |o| t.score(o));
                hundredths(opp) * i64::from(f.points.0) / win
            })
            .sum(),
        TieBreak::DirectEncounter => 0,
        TieBreak::Wins => {
            fs.iter().filter(|f| f.points >= t.scoring.win && t.scoring.win > Points::ZERO).count() as i64 * 100
        }
        TieBreak::WinsOverTheBoard => fs.iter().filter(|f| f.won).count() as i64 * 100,
        TieBreak::GamesWithBlack => fs.iter().filter(|f| f.colour == Some(Colour::Black)).count() as i64 * 100,
        TieBreak::WinsWithBlack => fs.iter().filter(|f| f.won && f.colour == Some(Colour::Black)).count() as i64 * 100,
        TieBreak::Progressive => {
            let mut running = Points::ZERO;
            let mut total = 0;
            for f in &fs {
                running += f.points;
                total += hundredths(running);
            }
            total
        }
        TieBreak::AverageRatingOfOpponents => {
            let ratings: Vec<i64> = fs
                .iter()
                .filter(|f| f.played)
                .filter_map(|f| f.opponent.and_then(|o| t.player(o)).and_then(|p| p.rating))
                .map(i64::from)
                .collect();
            if ratings.is_empty() {
                0
            } else {
                let n = ratings.len() as i64;
                // Rounded to the nearest whole rating point, as FIDE publishes it.
                ((ratings.iter().sum::<i64>() * 2 + n) / (2 * n)) * 100
            }
        }
        TieBreak::Koya => {
            let max = t.scoring.win.0 * t.played.len() as i32;
            fs.iter()
                .filter(|f| f.opponent.is_some_and(|o| t.score(o).0 * 2 >= max))
                .map(|f| hundredths(f.points))
                .sum()
        }
        TieBreak::WinsByPointCount => fs.iter().filter(|f| f.by_count).count() as i64 * 100,
    }
}

/// Points `player` scored in played games against the players of `group`.
fn direct_encounter(t: &Tournament, player: u32, group: &[u32]) -> i64 {
    facts(t, player)
        .iter()
        .filter(|f| f.opponent.is_some_and(|o| group.contains(&o)))
        .map(|f| i64::from(f.points.0) * 10)
        .sum()
}

/// The standings after every paired round, ranked by score and the event's tie-break list; rows
/// equal on everything share a rank (listed by start number).
pub fn standings(t: &Tournament) -> Vec<Standing> {
    let mut rows: Vec<Standing> = t
        .players
        .iter()
        .map(|p| Standing {
            rank: 0,
            player: p.number,
            score: t.score(p.number),
            tie_breaks: t.tie_breaks.iter().map(|&tb| tie_break_value(t, p.number, tb)).collect(),
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
                if *tb == TieBreak::DirectEncounter {
                    let members: Vec<u32> = g.iter().map(|r| r.player).collect();
                    for r in &mut g {
                        r.tie_breaks[k] = direct_encounter(t, r.player, &members);
                    }
                }
                g.sort_by(|a, b| b.tie_breaks[k].cmp(&a.tie_breaks[k]).then(a.player.cmp(&b.player)));
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
