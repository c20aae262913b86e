//! Swiss rounds by the FIDE Dutch system (Handbook C.04.1, C.04.2, C.04.3, with the Baku
//! acceleration of C.04.5.1/C.04.7). The brackets are paired from the top, in the way of the
//! endorsed engine bbpPairings: for each bracket (its residents and the MDPs from above) one
//! maximum-weight matching over every player not yet paired (and one bye vertex for an odd
//! count) keeps the rest of the round completable, and the pairs it makes inside the bracket are
//! kept, its other players float to the next. Every scoregroup is a bracket of its own (the 2025
//! rules dropped the penultimate pairing bracket and the collapsed last bracket of 2017: the
//! completion of the round is the first criterion of every bracket). The absolute criteria (no rematch, at most one
//! point without playing, two non-topscorers with the same absolute colour preference never
//! meet) remove edges, and each edge's weight packs the quality criteria lexicographically, most
//! important bits first: as many pairs as possible (completion), the bye to the lowest score
//! (2025 rules, C.5), the pairs and the PSD of the bracket (every downfloater counted against one
//! point below it, a larger difference outweighing several smaller), the PSD of the next
//! bracket, the bye to a player with the fewest unplayed rounds (2025 rules, C.9, in the bye's own
//! bracket when none of its players floats on), colour preferences met (C.12) and strong
//! preferences met (C.13), no repeated floats (C.14–C.21, a field each), then the Dutch order
//! (the highest MDPs are paired, each with the highest resident it can take, S1 against S2 in
//! the transposition order; the floater of the last bracket, who takes the bye, is chosen by
//! that order too, not by a rank of its own). Colours are then allocated by C.04.3 E and
//! boards ordered by C.04.2. Every float, colour and bye is explained.

use crate::assignment::Assignment;
use crate::error::{TournamentError, pts};
use crate::matching::{
    dissolved_duals, max_weight_perfect_matching, perfect_matching_grown, perfect_matching_started,
    perfect_matching_with_duals,
};
use crate::model::{Board, ByeKind, Colour, GameResult, Outcome, PairingSystem, Points, Round, Tournament, Unpaired};
use std::collections::HashMap;
use victoria_words::{Lang, Words, t};

/// A paired round with the reasons for its floats, colours and bye.
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    pub round: Round,
    pub explanations: Vec<Explanation>,
}

/// Why the pairing is as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Explanation {
    /// `player` floats down from `from` to meet `opponent` on `to`.
    FloatsDown { player: u32, from: Points, to: Points, opponent: u32 },
    /// The pairing-allocated bye: the floater of the last bracket (by the transposition order)
    /// among the eligible players of the lowest score possible.
    Bye { player: u32, score: Points },
    /// `player` gets `colour` on `board` by this rule.
    Colour { board: u32, player: u32, colour: Colour, rule: ColourRule },
}

/// The rule of C.04.3 E that allocated a board's colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourRule {
    /// E.1: both preferences are met.
    BothPreferences,
    /// E.2: the stronger preference is met.
    StrongerPreference,
    /// E.3: colours alternate from the last round in which the two had different colours.
    Alternation,
    /// E.4: the higher-ranked player's preference is met.
    HigherRankedPreference,
    /// E.5: the higher-ranked player's pairing number is odd (initial colour) or even.
    PairingNumber,
}

impl Words for Explanation {
    fn words(&self, lang: Lang) -> String {
        match *self {
            Explanation::FloatsDown { player, from, to, opponent } => {
                t!(lang, "why-floats-down", player = player, from = pts(from), to = pts(to), opponent = opponent)
            }
            Explanation::Bye { player, score } => t!(lang, "why-bye", player = player, score = pts(score)),
            Explanation::Colour { board, player, colour, rule } => {
                let colour = match colour {
                    Colour::White => "white",
                    Colour::Black => "black",
                };
                let rule = match rule {
                    ColourRule::BothPreferences => "both",
                    ColourRule::StrongerPreference => "stronger",
                    ColourRule::Alternation => "alternation",
                    ColourRule::HigherRankedPreference => "higher",
                    ColourRule::PairingNumber => "number",
                };
                t!(lang, "why-colour", board = board, player = player, colour = colour, rule = rule)
            }
        }
    }
}

victoria_words::english_display!(Explanation);

/// How much a player wants a colour (C.04.3 A.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Float {
    None,
    Down,
    Up,
}

/// A player to be paired, as the rules see them.
#[derive(Clone, Debug)]
pub(crate) struct Entrant {
    pub number: u32,
    /// The pairing score (with virtual points of an acceleration).
    pub score: Points,
    /// The score without virtual points (boards are ordered by it, C.04.2).
    pub raw: Points,
    /// Opponents of games played over the board, and the players the event forbids him to meet.
    pub opponents: Vec<u32>,
    /// Colours of games played over the board, in order.
    pub colours: Vec<Colour>,
    /// Float of each past round (a round without a game counts as a downfloat, A.4).
    pub floats: Vec<Float>,
    /// Has had the pairing-allocated bye or a point without playing.
    pub had_free_point: bool,
    /// Rounds without a game over the board (byes, forfeits, absences).
    pub unplayed: u32,
    pub pref: Option<Colour>,
    pub strength: Strength,
    pub topscorer: bool,
}

impl Entrant {
    fn colour_difference(&self) -> i32 {
        self.colours.iter().map(|c| if *c == Colour::White { 1 } else { -1 }).sum()
    }
}

/// The colour preference of a history (C.04.3 A.6).
pub(crate) fn preference(colours: &[Colour]) -> (Option<Colour>, Strength) {
    let cd: i32 = colours.iter().map(|c| if *c == Colour::White { 1 } else { -1 }).sum();
    let last = colours.last().copied();
    let two_same = colours.len() >= 2 && colours[colours.len() - 1] == colours[colours.len() - 2];
    let want = |c: Colour| c.other();
    if !(-1..=1).contains(&cd) || two_same {
        let c = if cd > 1 {
            Colour::Black
        } else if cd < -1 {
            Colour::White
        } else {
            want(last.expect("two games"))
        };
        return (Some(c), Strength::Absolute);
    }
    match (cd, last) {
        (1, _) => (Some(Colour::Black), Strength::Strong),
        (-1, _) => (Some(Colour::White), Strength::Strong),
        (_, Some(l)) => (Some(want(l)), Strength::Mild),
        (_, None) => (None, Strength::None),
    }
}

/// The virtual points of an acceleration for a player before `round`: those the event gives
/// player by player (TRF `XXA` or `250`), or else those of the Baku method (C.04.7, as C.04.5.1
/// words it): the first half of the players rounded up to an even number (GA, 2 × ⌈N/4⌉) get 1
/// point before each round of the first half (rounded up) of the accelerated rounds, ½ before
/// the others; the accelerated rounds are the first half of the event, rounded up. `index` is
/// the player's place in the list of players (Baku's GA counts places).
fn virtual_points(t: &Tournament, index: u32, number: u32, round: u32) -> Points {
    if !t.accelerations.is_empty() {
        let list = t.accelerations.get(&number);
        return list.and_then(|l| l.get(round as usize - 1)).copied().unwrap_or(Points::ZERO);
    }
    if !matches!(t.system, PairingSystem::Swiss { baku_acceleration: true }) {
        return Points::ZERO;
    }
    let accelerated = t.rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    let ga = 2 * (t.players.len() as u32).div_ceil(4);
    if index >= ga || round > accelerated {
        Points::ZERO
    } else if round <= full {
        Points::ONE
    } else {
        Points::HALF
    }
}

/// The state of every player who takes part in pairing round `round`, ranked by pairing score
/// then pairing number.
pub(crate) fn entrants(t: &Tournament, round: u32) -> Vec<Entrant> {
    let max_points = t.scoring.win.0 * (round as i32 - 1);
    let last_round = round == t.rounds;
    // Looked up once for all players (the event may hold thousands): each player's place in the
    // list (for Baku), the scores after every earlier round, and each earlier round's seats.
    let index: HashMap<u32, u32> = t.players.iter().enumerate().map(|(i, p)| (p.number, i as u32)).collect();
    let accelerated = |n: u32, r: u32| virtual_points(t, index.get(&n).copied().unwrap_or(u32::MAX), n, r);
    let after: Vec<HashMap<u32, Points>> = (0..round).map(|k| t.scores_after(k)).collect();
    let score_after = |n: u32, k: u32| after[k as usize].get(&n).copied().unwrap_or_default();
    let earlier: Vec<_> = t.played.iter().filter(|r| r.number < round).map(|r| (r, r.seats())).collect();
    let mut out: Vec<Entrant> = t
        .players
        .iter()
        .filter(|p| p.is_available(round))
        .map(|p| {
            let mut e = Entrant {
                number: p.number,
                score: score_after(p.number, round - 1) + accelerated(p.number, round),
                raw: score_after(p.number, round - 1),
                opponents: Vec::new(),
                colours: Vec::new(),
                floats: Vec::new(),
                had_free_point: false,
                unplayed: 0,
                pref: None,
                strength: Strength::None,
                topscorer: false,
            };
            for (r, seats) in &earlier {
                let before = |n: u32| score_after(n, r.number - 1) + accelerated(n, r.number);
                match seats.get(&p.number).copied().flatten() {
                    Some((b, side)) => {
                        let opp = if side == Colour::White { b.black } else { b.white };
                        let played = b.result.is_some_and(GameResult::played);
                        if played {
                            e.opponents.push(opp);
                            e.colours.push(side);
                            let (mine, theirs) = (before(p.number), before(opp));
                            e.floats.push(if mine > theirs {
                                Float::Down
                            } else if mine < theirs {
                                Float::Up
                            } else {
                                Float::None
                            });
                        } else {
                            // An unplayed game floats the player down only if it scored a win
                            // (as the endorsed engine reads A.4: the point came without a game).
                            let won = b.result.and_then(|res| res.outcome(side)) == Some(Outcome::ForfeitWin);
                            e.floats.push(if won { Float::Down } else { Float::None });
                            e.unplayed += 1;
                            e.had_free_point |= won;
                        }
                    }
                    None => {
                        let kind = r.unpaired.iter().find(|u| u.player == p.number).map(|u| u.kind);
                        let free = matches!(kind, Some(ByeKind::Pairing | ByeKind::Full));
                        // Any points without a game (a half-point bye too) float the player down,
                        // as the endorsed engine reads A.4; a zero-point bye or absence does not.
                        let scored = free || kind == Some(ByeKind::Half);
                        e.floats.push(if scored { Float::Down } else { Float::None });
                        e.unplayed += 1;
                        e.had_free_point |= free;
                    }
                }
            }
            // Pairs the event forbids count as met (C.1).
            for group in t.forbidden.iter().filter(|g| g.contains(&p.number)) {
                e.opponents.extend(group.iter().copied().filter(|&q| q != p.number));
            }
            let (pref, strength) = preference(&e.colours);
            e.pref = pref;
            e.strength = strength;
            e.topscorer = last_round && e.score.0 * 2 > max_points;
            e
        })
        .collect();
    out.sort_by(|a, b| b.score.cmp(&a.score).then(a.number.cmp(&b.number)));
    out
}

/// Whether two players may meet (the absolute criteria C.1 and C.3).
pub(crate) fn compatible(a: &Entrant, b: &Entrant) -> bool {
    if a.opponents.contains(&b.number) {
        return false;
    }
    let both_absolute_same = a.strength == Strength::Absolute && b.strength == Strength::Absolute && a.pref == b.pref;
    !(both_absolute_same && !(a.topscorer || b.topscorer))
}

/// A score in half points, as the weights count it.
fn halves(p: Points) -> i128 {
    i128::from((p.0.abs() + 2) / 5)
}

// The brackets are paired from the top, one maximum-weight matching each over every player not
// yet paired (so that the rest of the round can still be completed, C.4), as the endorsed engine
// does. An edge weight is one large unit per pair (as many pairs as possible) plus fields packed
// lexicographically, most important first, each wide enough for its sum over a matching: the
// bye to the lowest score (2025 rules), the pairs made inside the bracket, its PSD with every
// downfloater counted against one point below the bracket, the PSD of the next bracket, the
// bye's unplayed rounds (2025 rules), then penalties: topscorers' colours (C.10, C.11), colour
// preferences denied (C.12, C.13), repeated floats (C.14–C.21: `FloatFields`, or one packed
// field where the PSD needs the bits), the bye's rank, then the Dutch order: the highest MDPs are paired, an MDP takes the highest resident, inside the remainder S1
// meets S2 in the transposition order, and of floaters otherwise equal the lowest floats. The
// fields from the PSDs down to the MDPs' order are laid out per round ([`Layout`]).
const CARD: u32 = 123;
const BYE_SCORE: u32 = 117;
const PARTNER: u32 = 23;
/// The transposition order, below which only the rank of a floater counts.
const ORDER: u32 = 6;
/// Above every penalty of the transpositions of a bracket: pairing two of S1 (or two of S2) is
/// an exchange; exchanges are ranked by the BSN difference of the moved players (in units of
/// `1 << 7`).
const EXCHANGE: i128 = 1 << 14;

/// Where the fields between the bye's score and the MDPs' partners start, and how far the PSD
/// counts a score difference (in half points).
#[derive(Clone, Copy, Debug)]
struct Layout {
    pairs_b: u32,
    psd_b: u32,
    psd_n: u32,
    unplayed: u32,
    tops: u32,
    colour: u32,
    float: u32,
    limbo: u32,
    sd_cap: u32,
}

/// The number of bits that hold `x`.
fn bits(x: u64) -> u32 {
    64 - x.leading_zeros()
}

impl Layout {
    /// The fields for a round of `n` players. Large rounds: fields of fixed widths, the PSDs 19
    /// bits each, differences counted up to 4½ points. Small rounds (where differences of 5 to
    /// 8 points occur late in the event) need narrower fields for their few pairs, and the PSDs
    /// take the bits left: up to 6 points in rounds of 16 players, where bbpPairings ranks a
    /// difference of 5½ below one of 8½ (counted up to 4½ both were the same).
    ///
    /// `floats`: the width of the repeated floats' fields where they are laid out exactly
    /// ([`FloatFields`]); `None` for the packed fields of [`float_penalty`].
    fn for_round(n: usize, floats: Option<u32>) -> Layout {
        let standard = Layout {
            pairs_b: 109,
            psd_b: 90,
            psd_n: 71,
            unplayed: 67,
            tops: 64,
            colour: 54,
            float: 40,
            limbo: 31,
            sd_cap: 9,
        };
        let (n, p) = (n as u64, n as u64 / 2 + 1);
        let pairs_w = bits(p);
        let (colour_w, float_w, limbo_w, tops_w, unplayed_w) =
            (bits(3 * p) + 1, floats.unwrap_or(bits(345 * p) + 1), bits(36 + p) + 1, 3, 4);
        let low = PARTNER + 8 + limbo_w + float_w + colour_w + tops_w + unplayed_w;
        let top = BYE_SCORE - pairs_w;
        let psd_w = (top - low) / 2;
        // The PSD sums at most n differences of 3^cap each.
        let mut cap = 0;
        while 3u128.pow(cap + 1) * n as u128 <= 1u128 << psd_w {
            cap += 1;
        }
        // The standard float field holds the packed penalties as it always has, and exact
        // fields as wide as it.
        if cap <= standard.sd_cap && floats.is_none_or(|w| w <= standard.colour - standard.float) {
            return standard;
        }
        let limbo = PARTNER + 8;
        let float = limbo + limbo_w;
        let colour = float + float_w;
        let tops = colour + colour_w;
        let unplayed = tops + tops_w;
        let psd_n = unplayed + unplayed_w;
        let psd_b = psd_n + psd_w;
        Layout { pairs_b: top, psd_b, psd_n, unplayed, tops, colour, float, limbo, sd_cap: cap }
    }

    /// The weight of each score difference (in half points, from 0) in one bracket's PSDs (its
    /// players' scores in half points, its residents' `low` and the next scoregroup's `next`
    /// with `next_count` players). A larger difference weighs three of the next smaller one, as
    /// far as the bracket's own sums fit their fields: 3^d up to the round's layout's cap, or
    /// further where the bracket's MDPs leave room; where the bracket's differences reach
    /// beyond that (late in small events, 7 or 8 points), 3^k for the k-th of the differences
    /// the bracket can make, so that the order of any two stays.
    fn psd_table(&self, scores: &[i128], low: i128, next: i128, next_count: usize) -> Vec<i128> {
        let field = 1i128 << (self.psd_b - self.psd_n - 1);
        let mut levels: Vec<i128> = vec![0, 2];
        // The differences between two of the bracket's scores: those of its distinct scores
        // (a bracket of thousands has a few).
        let mut distinct = scores.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        for &h in &distinct {
            levels.push(h - low + 2);
            levels.push(h - next + 2);
            levels.push((h - next).abs());
            levels.extend(distinct.iter().map(|&k| (h - k).abs()));
        }
        levels.retain(|&d| d >= 0);
        levels.sort_unstable();
        levels.dedup();
        let top = *levels.last().unwrap_or(&0);
        let fits = |table: &[i128]| {
            let sd = |d: i128| table[d.clamp(0, table.len() as i128 - 1) as usize];
            let b: i128 = scores.iter().map(|&h| sd(h - low + 2)).sum();
            let n: i128 = scores.iter().map(|&h| sd(h - next + 2)).sum::<i128>() + 9 * next_count as i128;
            b < field && n < field
        };
        let power =
            |cap: u32| -> Vec<i128> { (0..=top.max(0)).map(|d| 3i128.pow(d.min(i128::from(cap)) as u32)).collect() };
        let mut cap = self.sd_cap;
        while i128::from(cap) < top && fits(&power(cap + 1)) {
            cap += 1;
        }
        if i128::from(cap) >= top {
            return power(cap);
        }
        // By rank among the differences the bracket can make, as far as they fit.
        let ranked = |cap: usize| -> Vec<i128> {
            (0..=top)
                .map(|d| {
                    let rank = levels.iter().filter(|&&v| v <= d).count().saturating_sub(1);
                    3i128.pow(rank.min(cap) as u32)
                })
                .collect()
        };
        let mut rank_cap = 0;
        while rank_cap + 1 < levels.len() && fits(&ranked(rank_cap + 1)) {
            rank_cap += 1;
        }
        if rank_cap < levels.len() - 1 && rank_cap <= cap as usize {
            return power(cap);
        }
        ranked(rank_cap)
    }
}

/// The topscorers' colours a pair of two players with the same absolute preference costs
/// (C.10, C.11; the last round only, where such a pair may meet): the one whose preference
/// gives way (C.04.3 E.2–E.4) gets a colour difference beyond 2 (weighing 2) or a colour for
/// the third time running (weighing 1). `a` ranks higher.
fn tops_penalty(a: &Entrant, b: &Entrant) -> i128 {
    if !(a.topscorer || b.topscorer) || a.strength != Strength::Absolute || b.strength != Strength::Absolute {
        return 0;
    }
    let (Some(x), Some(y)) = (a.pref, b.pref) else { return 0 };
    if x != y {
        return 0;
    }
    let (da, db) = (a.colour_difference().abs(), b.colour_difference().abs());
    let a_wins = if da != db {
        da > db
    } else {
        // E.3: the colours alternate from the last round in which they differed; E.4 otherwise.
        match a.colours.iter().rev().zip(b.colours.iter().rev()).find(|(ca, cb)| ca != cb) {
            Some((ca, _)) => ca.other() == x,
            None => true,
        }
    };
    let loser = if a_wins { b } else { a };
    let given = x.other();
    let cd = loser.colour_difference() + if given == Colour::White { 1 } else { -1 };
    let k = loser.colours.len();
    let third = k >= 2 && loser.colours[k - 1] == given && loser.colours[k - 2] == given;
    2 * i128::from(cd.abs() > 2) + i128::from(third)
}

/// Colour preferences denied by a pair (C.12, C.13): 0 both met, 2 a mild one, 3 a strong one.
fn colour_penalty(a: &Entrant, b: &Entrant) -> i128 {
    match (a.pref, b.pref) {
        (Some(x), Some(y)) if x == y => {
            if a.strength.min(b.strength) >= Strength::Strong {
                3
            } else {
                2
            }
        }
        _ => 0,
    }
}

fn back(e: &Entrant, k: usize) -> Option<Float> {
    e.floats.len().checked_sub(k).map(|i| e.floats[i])
}

/// Repeated floats of a pair where `hi` floats down to `lo` (C.14–C.17), each weighted by the
/// score difference `d` in half points (C.18–C.21), packed in one field: where the bracket's
/// [`FloatFields`] would take bits its PSD needs.
fn float_penalty(hi: &Entrant, lo: &Entrant, d: i128) -> i128 {
    let mut penalty = downfloat_penalty(hi, d);
    if back(lo, 1) == Some(Float::Up) {
        penalty += 4 * (16 + d.min(7));
    }
    if back(lo, 2) == Some(Float::Up) {
        penalty += 16 + d.min(7);
    }
    penalty
}

/// Repeated downfloats of a player who floats by `d` half points (C.14, C.16, C.18, C.20).
fn downfloat_penalty(e: &Entrant, d: i128) -> i128 {
    let mut penalty = 0;
    if back(e, 1) == Some(Float::Down) {
        penalty += 8 * (16 + d.min(7));
    }
    if back(e, 2) == Some(Float::Down) {
        penalty += 2 * (16 + d.min(7));
    }
    penalty
}

/// The repeated floats' criteria of one bracket (C.14–C.21) laid out as the endorsed engine
/// weighs them: four counts (C.14–C.17), then four sums over the players' score levels
/// (C.18–C.21), each in a field of its own, wide enough for the bracket's players, so that no
/// sum spills into the field above it. A count is of players of the bracket: C.14 and C.16 those
/// who floated down one or two rounds before and float down again (out of the bracket, or as an
/// MDP paired with a lower score), C.15 and C.17 those who floated up before and are paired with
/// a higher score again. C.18 and C.20 weigh each such downfloater leaving the bracket by its
/// score, and C.19 and C.21 each pair of an upfloater again by its MDP's score, a higher score
/// outweighing any number of lower ones.
#[derive(Clone, Debug)]
struct FloatFields {
    /// Where each field starts in the float section, C.14 to C.21.
    shift: [u32; 8],
    /// C.18 to C.21: each score's weight (`(half points, weight)`, ascending).
    level: [Vec<(i128, i128)>; 4],
    /// The section's width.
    width: u32,
}

impl FloatFields {
    /// The fields of the bracket's players (`bracket`, indices of `list`) whose residents
    /// score `low` half points; `None` when they would need more than 96 bits.
    fn of(list: &[Entrant], bracket: &[usize], low: i128) -> Option<FloatFields> {
        let had = |k: usize, f: Float| bracket.iter().filter(move |&&i| back(&list[i], k) == Some(f));
        let counts = [
            had(1, Float::Down).count(),
            had(1, Float::Up).count(),
            had(2, Float::Down).count(),
            had(2, Float::Up).count(),
        ];
        // The weights of score levels: each level outweighs every count of the levels below.
        let table = |mut scores: Vec<i128>, most: usize| -> Option<(Vec<(i128, i128)>, u32)> {
            scores.sort_unstable();
            let mut out: Vec<(i128, i128)> = Vec::new();
            let mut weight: i128 = 1;
            let mut k = 0;
            while k < scores.len() {
                let c = scores[k..].iter().take_while(|&&x| x == scores[k]).count();
                out.push((scores[k], weight));
                weight = weight.checked_mul(c.min(most) as i128 + 1)?;
                k += c;
            }
            Some((out, bits(u64::try_from(weight - 1).ok()?)))
        };
        let down = |k: usize| had(k, Float::Down).map(|&i| halves(list[i].score)).collect::<Vec<_>>();
        let mdps: Vec<i128> = bracket.iter().map(|&i| halves(list[i].score)).filter(|&h| h > low).collect();
        let (l18, w18) = table(down(1), usize::MAX)?;
        let (l19, w19) = table(mdps.clone(), counts[1])?;
        let (l20, w20) = table(down(2), usize::MAX)?;
        let (l21, w21) = table(mdps, counts[3])?;
        let widths = [
            bits(counts[0] as u64),
            bits(counts[1] as u64),
            bits(counts[2] as u64),
            bits(counts[3] as u64),
            w18,
            w19,
            w20,
            w21,
        ];
        let mut shift = [0u32; 8];
        let mut at = 0;
        for k in (0..8).rev() {
            shift[k] = at;
            at += widths[k];
        }
        (at <= 96).then_some(FloatFields { shift, level: [l18, l19, l20, l21], width: at })
    }

    fn weight_of(&self, field: usize, score: Points) -> i128 {
        let h = halves(score);
        self.level[field].iter().find(|l| l.0 == h).map_or(0, |l| l.1)
    }

    /// A player floating out of the bracket (C.14, C.16, C.18, C.20).
    fn leave(&self, e: &Entrant) -> i128 {
        let mut p = 0;
        if back(e, 1) == Some(Float::Down) {
            p += (1 << self.shift[0]) + (self.weight_of(0, e.score) << self.shift[4]);
        }
        if back(e, 2) == Some(Float::Down) {
            p += (1 << self.shift[2]) + (self.weight_of(2, e.score) << self.shift[6]);
        }
        p
    }

    /// An MDP `hi` paired with the lower score `lo` inside the bracket (C.14–C.17, C.19, C.21).
    fn pair(&self, hi: &Entrant, lo: &Entrant) -> i128 {
        let mut p = 0;
        if back(hi, 1) == Some(Float::Down) {
            p += 1 << self.shift[0];
        }
        if back(hi, 2) == Some(Float::Down) {
            p += 1 << self.shift[2];
        }
        if back(lo, 1) == Some(Float::Up) {
            p += (1 << self.shift[1]) + (self.weight_of(1, hi.score) << self.shift[5]);
        }
        if back(lo, 2) == Some(Float::Up) {
            p += (1 << self.shift[3]) + (self.weight_of(3, hi.score) << self.shift[7]);
        }
        p
    }
}

/// Where a player stands for the pairing: score group, position in the group, and
/// position and size inside the group's remainder (the residents not taken by MDPs from above,
/// whose S1 and S2 the Dutch order splits).
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    group: usize,
    pos: usize,
    rpos: usize,
    rsize: usize,
}

/// Where a player stands while one bracket is paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// In the bracket, at this position (MDPs first).
    Bracket(usize),
    /// A resident of the next scoregroup.
    Next,
    /// Further down.
    Below,
}

/// The bracket being paired.
struct Stage<'a> {
    list: &'a [Entrant],
    group_of: &'a [Slot],
    place: Vec<Place>,
    /// The bracket's scoregroup and size.
    group: usize,
    size: usize,
    /// The bracket's residents' score and the next scoregroup's, in half points.
    low: i128,
    next: i128,
    /// The last bracket of a round with a bye: its one floater takes the bye.
    bye: bool,
    /// C.9 counts in this bracket: the bye's scoregroup, when none of its players floats on (the
    /// bracket's single downfloater is the bye's assignee, as the endorsed engine reads C.9).
    c9: bool,
    /// The weights' fields.
    lay: Layout,
    /// The weight of each score difference in the PSDs ([`Layout::psd_table`]).
    sd: &'a [i128],
    /// The repeated floats' fields, where they are laid out exactly.
    floats: Option<&'a FloatFields>,
    /// Each player's [`Quick`] (meaningful for the bracket's residents).
    quick: Vec<Quick>,
    /// The pairs (of the ranked list) that the bracket's grown matchings so far found wanting.
    grown: &'a std::cell::RefCell<Vec<(usize, usize)>>,
    /// The bracket's last grown matching, to start the next from ([`Warm`]).
    warm: &'a std::cell::RefCell<Option<Warm>>,
}

/// A bracket's last grown matching by the ranked list's players (the list's length for the
/// bye): each one's dual with its blossoms dissolved (`None` where it was not matched then) and
/// its mate, with the weights' offset they were taken with. Its later matchings differ from it
/// by a few players and weights and start from it ([`perfect_matching_started`]).
struct Warm {
    offset: i128,
    dual: Vec<Option<i128>>,
    mate: Vec<usize>,
}

/// What every matching of one bracket shares: the players' places, the scores of its residents
/// and of the next scoregroup, the weights' fields and the PSD's table. Each matching's
/// [`Stage`] is made from it with the slots as they stand and whether C.9 counts.
struct Setting<'a> {
    list: &'a [Entrant],
    place: Vec<Place>,
    group: usize,
    size: usize,
    low: i128,
    next: i128,
    lay: Layout,
    sd: Vec<i128>,
    floats: Option<FloatFields>,
    /// The pairs the bracket's grown matchings found wanting, each of its later matchings'
    /// first graph holds them ([`Stage::grown_matching`]).
    grown: std::cell::RefCell<Vec<(usize, usize)>>,
    /// The bracket's last grown matching ([`Stage::warm`]).
    warm: std::cell::RefCell<Option<Warm>>,
}

impl Setting<'_> {
    fn stage<'s>(&'s self, group_of: &'s [Slot], c9: bool) -> Stage<'s> {
        let mut stage = Stage {
            list: self.list,
            group_of,
            place: self.place.clone(),
            group: self.group,
            size: self.size,
            low: self.low,
            next: self.next,
            bye: false,
            c9,
            lay: self.lay,
            sd: &self.sd,
            floats: self.floats.as_ref(),
            quick: Vec::new(),
            grown: &self.grown,
            warm: &self.warm,
        };
        stage.quick = (0..self.list.len())
            .map(|i| {
                let e = &self.list[i];
                let slot = group_of[i];
                let resident = slot.group == self.group;
                Quick {
                    plain: resident && !e.topscorer,
                    part: if resident { stage.bound_part(i) } else { 0 },
                    pref: match e.pref {
                        None => 0,
                        Some(Colour::White) => 1,
                        Some(Colour::Black) => 2,
                    },
                    strong: e.strength >= Strength::Strong,
                    rpos: slot.rpos,
                    rsize: slot.rsize,
                }
            })
            .collect();
        stage
    }
}

impl Stage<'_> {
    /// The weight of one score difference of `d` half points in a PSD. The PSD is a list
    /// compared from its largest difference down, so every half point weighs as much as several
    /// smaller differences.
    fn sd(&self, d: i128) -> i128 {
        self.sd[d.clamp(0, self.sd.len() as i128 - 1) as usize]
    }

    /// The weight of an edge between players `i < j` of the ranked list (`j` may be the bye).
    fn weight(&self, i: usize, j: usize) -> i128 {
        if j < self.list.len() && self.quick[i].plain && self.quick[j].plain {
            let w = self.resident_weight(&self.quick[i], &self.quick[j]);
            debug_assert_eq!(w, self.full_weight(i, j), "two residents' weight read from their records");
            return w;
        }
        self.full_weight(i, j)
    }

    /// [`Stage::weight`] from the players themselves.
    fn full_weight(&self, i: usize, j: usize) -> i128 {
        let list = self.list;
        let a = &list[i];
        let mut w = 1i128 << CARD;
        let leaves = |w: &mut i128, pos: usize| {
            // Against one point below the bracket, as in its PSD.
            *w -= self.leave_penalty(a) << self.lay.float;
            *w -= (self.size - 1 - pos).min(63) as i128;
            let sa = self.group_of[i];
            if sa.group != self.group {
                // The lowest MDPs stay unpaired (the limbo).
                *w -= ((8 - pos.min(7)) as i128) << self.lay.limbo;
            }
            // A floater from S1 of the remainder is exchanged into S2 first.
            let half = sa.rsize / 2;
            if sa.group == self.group && sa.rpos < half {
                *w -= (EXCHANGE + (((half - sa.rpos).min(63) as i128) << 7)) << ORDER;
            }
        };
        let lay = &self.lay;
        if j == list.len() {
            // The bye goes to the lowest score, then to a player with the fewest unplayed rounds
            // (2025 rules, C.5 and C.9); who among equals is left to the transposition order.
            w -= halves(a.score).min(31) << BYE_SCORE;
            if self.c9 {
                w -= i128::from(a.unplayed.min(15)) << lay.unplayed;
            }
            if let Place::Bracket(pos) = self.place[i] {
                leaves(&mut w, pos);
            }
            return w;
        }
        let b = &list[j];
        let (ha, hb) = (halves(a.score), halves(b.score));
        match (self.place[i], self.place[j]) {
            (Place::Bracket(_), Place::Bracket(_)) => {
                w += 1 << lay.pairs_b;
                let (fa, fb) = (ha - self.low + 2, hb - self.low + 2);
                w += (self.sd(fa) + self.sd(fb) - self.sd(ha - hb)) << lay.psd_b;
                w += (self.sd(ha - self.next + 2) + self.sd(hb - self.next + 2)) << lay.psd_n;
                w -= tops_penalty(a, b) << lay.tops;
                w -= colour_penalty(a, b) << lay.colour;
                let (sa, sb) = (self.group_of[i], self.group_of[j]);
                if ha > hb {
                    w -= match self.floats {
                        Some(f) => f.pair(a, b),
                        None => float_penalty(a, b, ha - hb),
                    } << lay.float;
                    // The higher MDPs choose first (S1 in order takes the first S2 it can).
                    let Place::Bracket(pa) = self.place[i] else { unreachable!() };
                    w -= ((sb.pos.min(7) * (4 - pa.min(3))) as i128) << PARTNER;
                } else if sa.group == sb.group {
                    // S1 (the top half of the remainder) against S2 in order: the earlier an S1
                    // player, the more its ideal partner counts (the transposition order tries
                    // the top of S1 first).
                    let half = (sa.rsize / 2) as i128;
                    let (pa, pb) = (sa.rpos as i128, sb.rpos as i128);
                    w -= (if pa < half && pb >= half {
                        let dev = ((pb - pa) - half).abs().min(31);
                        dev * (half - pa).clamp(1, 4)
                    } else if pb < half {
                        // Two of S1: the lower moves to S2, as high a BSN as possible.
                        EXCHANGE + ((half - pb).min(63) << 7)
                    } else {
                        // Two of S2: the higher moves to S1, as low a BSN as possible.
                        EXCHANGE + ((pa - half).min(63) << 7)
                    }) << ORDER;
                }
            }
            (Place::Bracket(pos), Place::Next) => {
                w += (self.sd(ha - self.next + 2) + self.sd(hb - self.next + 2) - self.sd(ha - hb)) << lay.psd_n;
                leaves(&mut w, pos);
            }
            (Place::Bracket(pos), Place::Below) => leaves(&mut w, pos),
            (Place::Next, Place::Next) => {
                w += (2 * self.sd(hb - self.next + 2) - self.sd(0)) << lay.psd_n;
            }
            _ => {}
        }
        w
    }

    /// An upper bound of [`Stage::weight`] for two players `i < j` of the bracket: their weight
    /// without any of its penalties (each of which is at least 0), which depends on their
    /// scores alone.
    fn bracket_bound(&self, i: usize, j: usize) -> i128 {
        let (ha, hb) = (halves(self.list[i].score), halves(self.list[j].score));
        (1i128 << CARD) + (1 << self.lay.pairs_b) + self.bound_part(i) + self.bound_part(j)
            - (self.sd(ha - hb) << self.lay.psd_b)
    }

    /// [`Stage::weight`] of two residents of the bracket (`i < j`, both [`Quick::plain`]):
    /// their score's part, less the colour preferences the pair denies and its place in the
    /// transposition order (no topscorer: no topscorers' colours; one score: no floats).
    fn resident_weight(&self, a: &Quick, b: &Quick) -> i128 {
        let lay = &self.lay;
        let mut w = (1i128 << CARD) + (1 << lay.pairs_b) + a.part + b.part - (self.sd(0) << lay.psd_b);
        if a.pref != 0 && a.pref == b.pref {
            w -= (if a.strong && b.strong { 3 } else { 2 }) << lay.colour;
        }
        let half = a.rsize / 2;
        let (pa, pb, h) = (a.rpos as i128, b.rpos as i128, half as i128);
        w -= (if a.rpos < half && b.rpos >= half {
            ((pb - pa) - h).abs().min(31) * (h - pa).clamp(1, 4)
        } else if b.rpos < half {
            EXCHANGE + ((h - pb).min(63) << 7)
        } else {
            EXCHANGE + ((pa - h).min(63) << 7)
        }) << ORDER;
        w
    }

    /// One player's part of [`Stage::bracket_bound`] (its score against the bracket's lowest
    /// and the next scoregroup's in the PSD).
    fn bound_part(&self, i: usize) -> i128 {
        let h = halves(self.list[i].score);
        (self.sd(h - self.low + 2) << self.lay.psd_b) + (self.sd(h - self.next + 2) << self.lay.psd_n)
    }

    /// The repeated floats of a player of the bracket who floats out of it (C.14, C.16, C.18,
    /// C.20).
    fn leave_penalty(&self, e: &Entrant) -> i128 {
        match self.floats {
            Some(f) => f.leave(e),
            // Against one point below the bracket, as in its PSD.
            None => downfloat_penalty(e, halves(e.score) - self.low + 2),
        }
    }

    /// The weights' fields above the Dutch order (everything the quality criteria decide).
    fn criteria(&self, i: usize, j: usize) -> i128 {
        // The order penalties stay below bit PARTNER: rounding up drops them without a borrow.
        (self.weight(i.min(j), i.max(j)) + (1 << PARTNER) - 1) >> PARTNER
    }

    /// `criteria` where `a` may also stand for floating (a number past the list): the floater's
    /// repeated downfloats (the rest is the same for every floater of one scoregroup).
    fn crit(&self, a: usize, q: usize) -> i128 {
        if a >= self.list.len() && self.bye {
            self.criteria(q, self.list.len())
        } else if a >= self.list.len() {
            let e = &self.list[q];
            (1 << (CARD - PARTNER)) - (self.leave_penalty(e) << (self.lay.float - PARTNER))
        } else {
            self.criteria(a, q)
        }
    }

    /// The weights' fields above the order of the MDPs' partners (D.1 for the MDPs is then
    /// decided one MDP at a time).
    fn quality(&self, i: usize, j: usize) -> i128 {
        (self.weight(i.min(j), i.max(j)) + (1 << self.lay.limbo) - 1) >> self.lay.limbo
    }

    /// `quality` summed over a matching of the players not `done`.
    fn total_quality(&self, mate: &[usize], done: &[bool]) -> i128 {
        (0..self.list.len()).filter(|&i| !done[i] && mate[i] > i).map(|i| self.quality(i, mate[i])).sum()
    }

    /// The criteria of a matching over the players not `done`.
    fn total(&self, mate: &[usize], done: &[bool]) -> i128 {
        (0..self.list.len()).filter(|&i| !done[i] && mate[i] > i).map(|i| self.criteria(i, mate[i])).sum()
    }

    /// Whether `a` (or floating) may take `q`.
    fn may(&self, a: usize, q: usize) -> bool {
        if a >= self.list.len() {
            !self.bye || !self.list[q].had_free_point
        } else {
            compatible(&self.list[a], &self.list[q])
        }
    }

    /// The maximum-weight matching of the players not yet paired (`None` where `done`), with
    /// the bye vertex for an odd count: each player's mate (the list's length for the bye).
    fn matching(&self, done: &[bool], bye: bool) -> Option<Vec<usize>> {
        self.matching_where(done, bye, |_, _| true)
    }

    /// `matching` over the edges `allow` keeps.
    fn matching_where(&self, done: &[bool], bye: bool, allow: impl Fn(usize, usize) -> bool) -> Option<Vec<usize>> {
        let n = self.list.len();
        let rest: Vec<usize> = (0..n).filter(|&i| !done[i]).collect();
        let m = rest.len();
        let below = |i: usize| self.place[i] == Place::Below;
        let map = |mate: Vec<usize>| {
            let mut out = vec![usize::MAX; n];
            for (x, &i) in rest.iter().enumerate() {
                let y = mate[x];
                out[i] = if y == m { n } else { rest[y] };
            }
            out
        };
        // A large bracket and next scoregroup: a few pairs per player, grown until the duals
        // prove the matching best over every pair (memory linear in the players).
        let near = rest.iter().filter(|&&i| !below(i)).count();
        if near * near / 2 > LARGE
            && let Some(mate) = self.grown_matching(&rest, bye, &allow)
        {
            return Some(map(mate));
        }
        // The players further down than the next scoregroup weigh the same in every pair they
        // make among themselves: a few pairs each (with their next ones in the list) keep the
        // round completable, and the matching's duals then show whether any pair left out
        // could have done better; only then is every pair matched (memory and time with the
        // bracket's and the next scoregroup's players, not the square of the field).
        if rest.iter().filter(|&&i| below(i)).count() > 2 * SPARSE {
            let edges = self.edges(&rest, bye, &allow, true);
            if let Some((mate, dual, holders, offset)) = perfect_matching_with_duals(m + usize::from(bye), &edges) {
                // Every such pair weighs one pair's unit alone (`weight`'s last case).
                let needed = 4 * ((1i128 << CARD) - offset);
                let shared = |x: usize, y: usize| -> i128 {
                    holders[x].iter().zip(&holders[y]).take_while(|(a, b)| a.0 == b.0).map(|(a, _)| 2 * a.1).sum()
                };
                let certified = rest.iter().enumerate().filter(|&(_, &i)| below(i)).all(|(x, &i)| {
                    rest.iter().enumerate().skip(x + 1).filter(|&(_, &j)| below(j)).all(|(y, &j)| {
                        !compatible(&self.list[i], &self.list[j]) || dual[x] + dual[y] + shared(x, y) >= needed
                    })
                });
                if certified {
                    return Some(map(mate));
                }
            }
        }
        let edges = self.edges(&rest, bye, &allow, false);
        max_weight_perfect_matching(m + usize::from(bye), &edges).map(map)
    }

    /// The best perfect matching of the players `rest` (by their index in it, the bye the last
    /// vertex) over the edges `allow` keeps, made over a few pairs per player and grown until
    /// its duals prove it best over every pair; `None` where the sparse graph has no perfect
    /// matching (the caller then matches the full graph). First: each player of the bracket with those
    /// [`WINDOW`] places around its own and around its place in the other half, and every
    /// player with [`SPARSE`] of each scoregroup below it and of its own. Then every pair left
    /// out is checked against the duals: each pair of the bracket by its weight, and the
    /// others, whose weight depends on one player alone (a player of the bracket floating into
    /// the next scoregroup or further, or two players below the bracket, all alike), by a scan
    /// of the other side in the order of its duals that stops at the first that passes.
    fn grown_matching(&self, rest: &[usize], bye: bool, allow: &impl Fn(usize, usize) -> bool) -> Option<Vec<usize>> {
        let (n, m) = (self.list.len(), rest.len());
        let class = |i: usize| match self.place[i] {
            Place::Bracket(_) => 0,
            Place::Next => 1,
            Place::Below => 2,
        };
        let mut members: [Vec<usize>; 3] = Default::default();
        for (x, &i) in rest.iter().enumerate() {
            members[class(i)].push(x);
        }
        let mut partners: Vec<Vec<usize>> = vec![Vec::new(); m];
        let add = |partners: &mut Vec<Vec<usize>>, x: usize, y: usize| {
            if x != y {
                partners[x.min(y)].push(x.max(y));
            }
        };
        let b = &members[0];
        let half = b.len() / 2;
        for k in 0..b.len() {
            for centre in [k, k + half, k.saturating_sub(half)] {
                for t in centre.saturating_sub(WINDOW)..(centre + WINDOW + 1).min(b.len()) {
                    add(&mut partners, b[k], b[t]);
                }
            }
        }
        // And a few partners spread over the whole bracket (steps of a fixed odd stride), so that
        // the odd cycles the matching shrinks into blossoms span it.
        for k in 0..b.len() {
            let mut t = k;
            for _ in 0..SPREAD {
                t = (t * 2_654_435_761 + 40_503) % b.len();
                add(&mut partners, b[k], b[t]);
            }
        }
        for (from, to) in [(0, 1), (0, 2), (1, 1), (1, 2), (2, 2)] {
            let (from, to) = (&members[from], &members[to]);
            for (k, &x) in from.iter().enumerate() {
                let start = if std::ptr::eq(from, to) { k + 1 } else { k * to.len() / from.len().max(1) };
                for s in 0..SPARSE.min(to.len()) {
                    add(&mut partners, x, to[(start + s) % to.len()]);
                }
            }
        }
        // And the pairs the bracket's earlier matchings found wanting (its later matchings
        // differ from its first by a few players or pairs, and mostly want the same).
        let mut at = vec![usize::MAX; n];
        for (x, &i) in rest.iter().enumerate() {
            at[i] = x;
        }
        for &(i, j) in self.grown.borrow().iter() {
            if at[i] != usize::MAX && at[j] != usize::MAX {
                add(&mut partners, at[i], at[j]);
            }
        }
        let mut edges = Vec::new();
        for x in 0..m {
            partners[x].sort_unstable();
            partners[x].dedup();
            for &y in &partners[x] {
                let (i, j) = (rest[x], rest[y]);
                if compatible(&self.list[i], &self.list[j]) && allow(i, j) {
                    edges.push((x, y, self.weight(i, j)));
                }
            }
            if bye && !self.list[rest[x]].had_free_point {
                edges.push((x, m, self.weight(rest[x], n)));
            }
        }
        drop(partners);
        // Each growth adds pairs not yet in the graph (a pair in it has no negative slack), so
        // the growths end; the graph never needs to be the full one. Each growth's matching is
        // taken up from the last one's (its pairs, duals and blossoms), not made anew, and the
        // first from the bracket's last grown matching where there was one ([`Warm`]: its
        // split or its next choice differs in a few players and weights, and a solve from
        // nothing took seconds at 3,500–6,500 players).
        let mut kept = None;
        let vertices = m + usize::from(bye);
        let player = |x: usize| if x == m { n } else { rest[x] };
        loop {
            let started = match (&kept, &*self.warm.borrow()) {
                (None, Some(warm)) => {
                    let dual: Vec<Option<i128>> = (0..vertices).map(|x| warm.dual[player(x)]).collect();
                    let mut at = vec![usize::MAX; n + 1];
                    for x in 0..vertices {
                        at[player(x)] = x;
                    }
                    let mate: Vec<Option<usize>> = (0..vertices)
                        .map(|x| Some(warm.mate[player(x)]).filter(|&j| j <= n && at[j] != usize::MAX).map(|j| at[j]))
                        .collect();
                    Some(perfect_matching_started(vertices, &edges, warm.offset, &dual, &mate))
                }
                _ => None,
            };
            let ((mate, dual, holders, offset), state) = match started {
                Some(solved) => solved?,
                None => perfect_matching_grown(vertices, &edges, kept)?,
            };
            kept = Some(state);
            let shared = |x: usize, y: usize| -> i128 {
                match (holders[x].first(), holders[y].first()) {
                    (Some(a), Some(b)) if a.0 == b.0 => {
                        holders[x].iter().zip(&holders[y]).take_while(|(a, b)| a.0 == b.0).map(|(a, _)| 2 * a.1).sum()
                    }
                    _ => 0,
                }
            };
            // Whether the pair `x`, `y` (of weight `w`, if they may meet) passes.
            let passes = |x: usize, y: usize, w: i128| {
                let needed = 4 * (w - offset);
                let (i, j) = (rest[x.min(y)], rest[x.max(y)]);
                dual[x] + dual[y] >= needed
                    || !compatible(&self.list[i], &self.list[j])
                    || !allow(i, j)
                    || dual[x] + dual[y] + shared(x, y) >= needed
            };
            let mut wanting: Vec<(usize, usize)> = Vec::new();
            // A pair whose duals cover the weight it would have without any penalty passes
            // whatever its weight (the weight costs more to make): that bound is each player's
            // part (by its score) less the pair's score difference's.
            let part: Vec<i128> = b.iter().map(|&x| 4 * self.bound_part(rest[x])).collect();
            let base = 4 * ((1i128 << CARD) + (1 << self.lay.pairs_b) - offset);
            // Each pair of the bracket in the bracket's order, each player's wanting pairs up
            // to `GROWTH`. Two residents' pair is first weighed from flat arrays
            // ([`Stage::resident_weight`]) against their duals with the outermost blossom they
            // share (the blossoms inside it only add to that); only the pairs this does not pass
            // are checked in full.
            let quick: Vec<Quick> = b.iter().map(|&x| self.quick[rest[x]]).collect();
            let outer: Vec<(usize, i128)> =
                b.iter().map(|&x| holders[x].first().map_or((usize::MAX, 0), |h| (h.0, 2 * h.1))).collect();
            let duals: Vec<i128> = b.iter().map(|&x| dual[x]).collect();
            for (k, &x) in b.iter().enumerate() {
                let mut found = 0;
                for t in k + 1..b.len() {
                    if quick[k].plain && quick[t].plain {
                        let shared = if outer[k].0 == outer[t].0 && outer[k].0 != usize::MAX { outer[k].1 } else { 0 };
                        if duals[k] + duals[t] + shared >= 4 * (self.resident_weight(&quick[k], &quick[t]) - offset) {
                            continue;
                        }
                    }
                    if found == GROWTH {
                        break;
                    }
                    let y = b[t];
                    let (i, j) = (rest[x], rest[y]);
                    let d = halves(self.list[i].score) - halves(self.list[j].score);
                    let bound = base + part[k] + part[t] - 4 * (self.sd(d) << self.lay.psd_b);
                    debug_assert_eq!(bound, 4 * (self.bracket_bound(i, j) - offset));
                    let sum = dual[x] + dual[y];
                    if sum >= bound || sum + shared(x, y) >= bound {
                        continue;
                    }
                    if !passes(x, y, self.weight(i, j)) {
                        wanting.push((x, y));
                        found += 1;
                    }
                }
            }
            // The pairs whose weight depends on one player alone: for each player of one side,
            // the other side in the order of its duals, up to the first whose duals cover the
            // weight, its first `SPARSE` wanting pairs. The other side is taken per outermost
            // blossom (each in that order): a player in the same one as `x` passes below the
            // blossom's dual, so only those further from covering it are read, and each
            // blossom's wanting pairs are merged back into the one order.
            let outer_of = |x: usize| holders[x].first().map_or((usize::MAX, 0), |h| (h.0, 2 * h.1));
            let mut found: Vec<(usize, usize)> = Vec::new();
            for (from, to) in [(0, 1), (0, 2), (1, 1), (1, 2), (2, 2)] {
                let (from, to) = (&members[from], &members[to]);
                let Some(&other) = to.iter().find(|&&y| from.first().is_some_and(|&x| y > x)) else { continue };
                let mut order = to.clone();
                order.sort_by_key(|&y| dual[y]);
                // Each outermost blossom's part of `order` (those in none together: they share
                // nothing), with each player's place in `order`.
                let mut groups: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
                let mut group_of: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
                for (rank, &y) in order.iter().enumerate() {
                    let id = outer_of(y).0;
                    let g = *group_of.entry(id).or_insert_with(|| {
                        groups.push((id, Vec::new()));
                        groups.len() - 1
                    });
                    groups[g].1.push((rank, y));
                }
                // Under each blossom of positive dual (and the root above them all), the two
                // least duals of the other side, each with the part it lies in (the blossom
                // next inside, or the player alone): the least dual of those whose pair with a
                // given player shares exactly that blossom.
                let mut least: std::collections::HashMap<usize, [(i128, usize); 2]> = std::collections::HashMap::new();
                let alone = |y: usize| usize::MAX - 1 - y;
                let note = |e: &mut [(i128, usize); 2], v: i128, c: usize| {
                    if c == e[0].1 {
                        e[0].0 = e[0].0.min(v);
                    } else if v < e[0].0 {
                        e[1] = e[0];
                        e[0] = (v, c);
                    } else if c == e[1].1 {
                        e[1].0 = e[1].0.min(v);
                    } else if v < e[1].0 {
                        e[1] = (v, c);
                    }
                };
                for &y in to {
                    let chain = &holders[y];
                    let mut above = usize::MAX;
                    for d in 0..=chain.len() {
                        let part = chain.get(d).map_or(alone(y), |h| h.0);
                        note(least.entry(above).or_insert([(i128::MAX, usize::MAX); 2]), dual[y], part);
                        above = part;
                    }
                }
                for &x in from {
                    // The weight of every pair of `x` with the other side.
                    let w = if from.len() > 1 && std::ptr::eq(from, to) {
                        self.weight(rest[from[0]], rest[from[1]])
                    } else {
                        self.weight(rest[x], rest[other])
                    };
                    let threshold = 4 * (w - offset) - dual[x];
                    // Every pair of `x` passes if, at each blossom holding it (and at the
                    // root), the least dual of the other side's players whose pair with `x`
                    // shares exactly that blossom covers the weight with the blossoms' duals.
                    let chain = &holders[x];
                    let (mut above, mut shared) = (usize::MAX, 0i128);
                    let passes_all = (0..=chain.len()).all(|d| {
                        let part = chain.get(d).map_or(alone(x), |h| h.0);
                        let fine = least.get(&above).is_none_or(|e| {
                            let m = if e[0].1 != part { e[0].0 } else { e[1].0 };
                            m == i128::MAX || m + shared >= threshold
                        });
                        if let Some(h) = chain.get(d) {
                            shared += 2 * h.1;
                        }
                        above = part;
                        fine
                    });
                    if passes_all {
                        continue;
                    }
                    let (own, z) = outer_of(x);
                    found.clear();
                    for (id, part) in &groups {
                        let limit = if *id == own && own != usize::MAX { threshold - z } else { threshold };
                        let mut count = 0;
                        for &(rank, y) in part.iter().take_while(|&&(_, y)| dual[y] < limit) {
                            if count == SPARSE {
                                break;
                            }
                            if y != x && !passes(x, y, w) {
                                found.push((rank, y));
                                count += 1;
                            }
                        }
                    }
                    found.sort_unstable();
                    wanting.extend(found.iter().take(SPARSE).map(|&(_, y)| (x, y)));
                }
            }
            if wanting.is_empty() {
                let dissolved = dissolved_duals(&dual, &holders);
                let mut warm = Warm { offset, dual: vec![None; n + 1], mate: vec![usize::MAX; n + 1] };
                for x in 0..vertices {
                    warm.dual[player(x)] = Some(dissolved[x]);
                    warm.mate[player(x)] = player(mate[x]);
                }
                *self.warm.borrow_mut() = Some(warm);
                return Some(mate);
            }
            for pair in &mut wanting {
                *pair = (pair.0.min(pair.1), pair.0.max(pair.1));
            }
            wanting.sort_unstable();
            wanting.dedup();
            self.grown.borrow_mut().extend(wanting.iter().map(|&(x, y)| (rest[x], rest[y])));
            edges.extend(wanting.into_iter().map(|(x, y)| (x, y, self.weight(rest[x], rest[y]))));
        }
    }

    /// The edges of the players `rest` (by their index in it, the bye the last vertex) that
    /// `allow` keeps; `sparse`: a player further down than the next scoregroup only with the
    /// next [`SPARSE`] such players of the list.
    fn edges(
        &self,
        rest: &[usize],
        bye: bool,
        allow: &impl Fn(usize, usize) -> bool,
        sparse: bool,
    ) -> Vec<(usize, usize, i128)> {
        let (n, m) = (self.list.len(), rest.len());
        let mut edges = Vec::new();
        for (x, &i) in rest.iter().enumerate() {
            let mut further = 0;
            for (y, &j) in rest.iter().enumerate().skip(x + 1) {
                if sparse && self.place[i] == Place::Below && self.place[j] == Place::Below {
                    if further == SPARSE {
                        continue;
                    }
                    further += 1;
                }
                if compatible(&self.list[i], &self.list[j]) && allow(i, j) {
                    edges.push((x, y, self.weight(i, j)));
                }
            }
            if bye && !self.list[i].had_free_point {
                edges.push((x, m, self.weight(i, n)));
            }
        }
        edges
    }
}

/// What the weight of a pair of two residents of the bracket reads of each player, kept side by
/// side so that a large bracket's every pair is weighed from memory read in order
/// ([`Stage::resident_weight`]).
#[derive(Clone, Copy)]
struct Quick {
    /// A resident of the bracket's scoregroup who is not a topscorer: its pairs with another
    /// such player are weighed by [`Stage::resident_weight`].
    plain: bool,
    /// Its part of [`Stage::bracket_bound`].
    part: i128,
    /// Its colour preference (0 none, 1 White, 2 Black) and whether it is strong or absolute.
    pref: u8,
    strong: bool,
    /// Its place in the remainder and the remainder's size.
    rpos: usize,
    rsize: usize,
}

/// How many of the players further down each such player is given as partners in a sparse
/// matching ([`Stage::matching_where`]).
const SPARSE: usize = 16;

/// How many of a large bracket's pairs found wanting each of its players adds to the graph in
/// one growth ([`Stage::grown_matching`]; each growth's matching starts from the last one's, so
/// more pairs at once mean fewer growths, each a new solve; with 64 the 9,999-player round 2
/// took 33 growths, with 256 it takes 16; the bound keeps the graph linear in the players).
const GROWTH: usize = 256;

/// Past this many pairs among the players of the bracket and the next scoregroup, a round's
/// matching is made over a few pairs per player and grown ([`Stage::grown_matching`]).
const LARGE: usize = 60_000;

/// How far from its own place (and its place in the other half) a player of a large bracket is
/// first given partners in it.
const WINDOW: usize = 12;

/// How many partners spread over a large bracket each of its players is first given.
const SPREAD: usize = 8;

/// Whether the best pairing of the round with these pairs fixed (and these players of the
/// group's S1 and S2 still free, paired only S1 against S2 inside the bracket) is as good as the
/// round's best.
type RoundCheck<'a> = dyn Fn(&[(usize, usize)], &[usize], &[usize]) -> bool + 'a;

/// [`RoundCheck`] for an exchange: the new S1 and S2.
type ExchangeCheck<'a> = dyn Fn(&[usize], &[usize]) -> bool + 'a;

/// The best total of the criteria over perfect assignments of `s1` to `s2` (`None` if there is
/// none), and the assignment.
fn best_assignment(stage: &Stage, s1: &[usize], s2: &[usize]) -> Option<(i128, Vec<(usize, usize)>)> {
    let found = assignment(stage, s1, s2)?;
    let pairs = (0..s1.len()).map(|x| (s1[x], s2[found.partner(x)])).collect();
    Some((found.total(), pairs))
}

/// The criteria of the pair of S1's `x`-th player and S2's `y`-th, if they may meet.
fn crit_of<'s>(stage: &'s Stage, s1: &'s [usize], s2: &'s [usize]) -> impl Fn(usize, usize) -> Option<i128> + 's {
    move |x, y| stage.may(s1[x], s2[y]).then(|| stage.crit(s1[x], s2[y]))
}

/// The best assignment of `s1` to `s2` by the criteria, with its duals ([`Assignment`]).
fn assignment(stage: &Stage, s1: &[usize], s2: &[usize]) -> Option<Assignment> {
    Assignment::solve(s1.len(), s2.len(), crit_of(stage, s1, s2))
}

/// [`Assignment::fix`] for the players `a` of `s1` and `q` of `s2`.
fn fix(stage: &Stage, kept: &mut Assignment, s1: &[usize], s2: &[usize], a: usize, q: usize) -> bool {
    match (s1.iter().position(|&x| x == a), s2.iter().position(|&y| y == q)) {
        (Some(x), Some(y)) => kept.fix(x, y, crit_of(stage, s1, s2)),
        _ => false,
    }
}

/// Where the matching exchanged one or two players between the remainder's S1 (its first
/// `pairs` players) and S2, the first exchange in the order of the rules (C.04.3 D.2) that pairs
/// as well as the matching did (`left`, the criteria's total): the fewest players exchanged, the
/// smallest difference of the BSN sums exchanged, the highest BSNs moved from S1, the lowest
/// moved from S2. The pairs (and the floaters, numbers past the list in S1) as the new S1 and
/// S2; `None` when there is no exchange, more than two, or the budget is spent.
fn first_exchange(
    stage: &Stage,
    original: &[(usize, usize)],
    pairs: usize,
    left: i128,
    budget: &mut u64,
    rest: Option<&ExchangeCheck<'_>>,
) -> Option<(Vec<usize>, Vec<usize>)> {
    let n = stage.list.len();
    let mut players: Vec<usize> = original.iter().flat_map(|&(a, b)| [a, b]).filter(|&x| x < n).collect();
    players.sort_unstable();
    let (s1, s2) = players.split_at(pairs);
    let higher: Vec<usize> = original.iter().map(|p| p.0).filter(|&x| x < n).collect();
    let moved = s1.iter().filter(|x| !higher.contains(x)).count();
    if moved == 0 || moved > 2 {
        return None;
    }
    let pseudo: Vec<usize> = original.iter().map(|p| p.0).filter(|&x| x >= n).collect();
    // The exchanges in the order of D.2: the fewest players exchanged, the smallest difference
    // of the BSN sums moved, the highest BSNs moved from S1, the lowest moved from S2. Two at
    // once only where the matching exchanged two (and never more candidates than a small
    // bracket has).
    let mut candidates: Vec<(Vec<usize>, Vec<usize>)> =
        (0..s1.len()).flat_map(|x| (0..s2.len()).map(move |y| (vec![x], vec![y]))).collect();
    let (c1, c2) = (s1.len() * (s1.len().saturating_sub(1)) / 2, s2.len() * (s2.len().saturating_sub(1)) / 2);
    if moved == 2 && c1 * c2 <= 4096 {
        for x1 in 0..s1.len() {
            for x2 in x1 + 1..s1.len() {
                for y1 in 0..s2.len() {
                    for y2 in y1 + 1..s2.len() {
                        candidates.push((vec![x1, x2], vec![y1, y2]));
                    }
                }
            }
        }
    }
    let key = |(xs, ys): &(Vec<usize>, Vec<usize>)| {
        let difference = ys.iter().map(|y| s1.len() + y).sum::<usize>() as i64 - xs.iter().sum::<usize>() as i64;
        let from_s1: Vec<std::cmp::Reverse<usize>> = xs.iter().rev().map(|&x| std::cmp::Reverse(x)).collect();
        (xs.len(), difference, from_s1, ys.clone())
    };
    candidates.sort_by_cached_key(key);
    for (xs, ys) in candidates {
        let cost = (players.len() as u64).pow(3);
        if *budget < cost {
            return None;
        }
        *budget -= cost;
        let out: Vec<usize> = xs.iter().map(|&x| s1[x]).collect();
        let into: Vec<usize> = ys.iter().map(|&y| s2[y]).collect();
        let mut new1: Vec<usize> =
            s1.iter().copied().filter(|p| !out.contains(p)).chain(into.iter().copied()).collect();
        new1.sort_unstable();
        new1.extend(&pseudo);
        let mut new2: Vec<usize> =
            s2.iter().copied().filter(|p| !into.contains(p)).chain(out.iter().copied()).collect();
        new2.sort_unstable();
        let as_good = match rest {
            // Checked against the whole round: S1's real players against the new S2.
            Some(check) => check(&new1.iter().copied().filter(|&x| x < n).collect::<Vec<_>>(), &new2),
            None => best_assignment(stage, &new1, &new2).is_some_and(|(v, _)| v == left),
        };
        if as_good {
            return Some((new1, new2));
        }
    }
    None
}

/// Inside the bracket's remainder, the first transposition in the Dutch order among those the
/// criteria find equally good: S1 players in order each take the earliest S2 partner with which
/// the rest can still be paired as well (an assignment problem per candidate, within a budget;
/// the weights' order terms decide beyond it).
/// With `rest`, every choice must also leave the rest of the round as good (`rest` is given the
/// pairs fixed so far, those of the group's S1 and S2 still free, and says whether the best
/// pairing of the round with them fixed is as good as the round's best).
fn transpose_in_order(
    stage: &Stage,
    pairs: &mut [(usize, usize)],
    floaters: &mut [usize],
    budget: &mut u64,
    rest: Option<&RoundCheck<'_>>,
) -> bool {
    let (n, group_of) = (stage.list.len(), stage.group_of);
    // After the exchanges S1 is the higher of each pair of the remainder and S2 the lower ones
    // with the floaters (C.04.3 D.2, then D.1 over the exchanged S1 and S2).
    let in_s1_s2 = |&(i, j): &(usize, usize)| group_of[i].group == group_of[j].group;
    let groups: std::collections::BTreeSet<usize> =
        pairs.iter().filter(|p| in_s1_s2(p)).map(|&(i, _)| group_of[i].group).collect();
    for g in groups {
        let slots: Vec<usize> =
            (0..pairs.len()).filter(|&k| in_s1_s2(&pairs[k]) && group_of[pairs[k].0].group == g).collect();
        // The floaters from S2 may take the place of a partner (floating stands for pairing with
        // a number past the list, after every S1 player).
        let extra: Vec<usize> = (0..floaters.len()).filter(|&k| group_of[floaters[k]].group == g).collect();
        if slots.len() + extra.len() < 2 {
            continue;
        }
        let mut original: Vec<(usize, usize)> = slots.iter().map(|&k| pairs[k]).collect();
        original.extend(extra.iter().enumerate().map(|(d, &k)| (n + d, floaters[k])));
        original.sort_unstable();
        let mut rem1: Vec<usize> = original.iter().map(|p| p.0).collect();
        let mut rem2: Vec<usize> = original.iter().map(|p| p.1).collect();
        rem2.sort_unstable();
        let Some(solved) = assignment(stage, &rem1, &rem2) else { continue };
        let mut left = solved.total();
        // Kept to check the choices on, unless an exchange changes S1 or S2.
        let mut first = Some((solved, rem1.clone(), rem2.clone()));
        if rest.is_none() && left != original.iter().map(|&(a, b)| stage.crit(a, b)).sum::<i128>() {
            // The bracket alone would pair better than the round's best did: the rest of the
            // round needs some of its players, and every choice must be checked against it.
            return false;
        }
        let others: Vec<(usize, usize)> = (0..pairs.len()).filter(|k| !slots.contains(k)).map(|k| pairs[k]).collect();
        let exchange_check = rest.map(|check| move |s1: &[usize], s2: &[usize]| check(&others, s1, s2));
        let exchange_check = exchange_check.as_ref().map(|c| c as &ExchangeCheck<'_>);
        // The matching's own pairs stand for the transposition order's first choices only while
        // S1 is the matching's (the higher of each of its pairs): an exchange that moves other
        // players makes every choice a checked one.
        let mut unchanged = true;
        if let Some((s1, s2)) = first_exchange(stage, &original, slots.len(), left, budget, exchange_check) {
            unchanged = s1 == rem1;
            if s1 != rem1 || s2 != rem2 {
                first = None;
            }
            rem1 = s1;
            rem2 = s2;
        }
        let mut chosen = Vec::new();
        // Within the bracket alone, each choice is checked on the duals of one optimal
        // assignment, kept as the choices are fixed ([`Assignment::fix`]).
        let mut proof: Option<(Assignment, Vec<usize>, Vec<usize>)> = None;
        while let Some(&a) = rem1.first() {
            let p = original.iter().find(|x| x.0 == a).map(|x| x.1).unwrap_or(usize::MAX);
            let mut taken = None;
            for &q in &rem2 {
                if !stage.may(a, q) {
                    continue;
                }
                if q == p && unchanged {
                    taken = Some((q, left - stage.crit(a, q)));
                    break;
                }
                if rest.is_none() {
                    if proof.is_none() {
                        // The first assignment with the choices so far fixed in it (each is one
                        // of the matching's pairs, which pair as well as it: in some optimal
                        // assignment), else a new one of what is left. Either proves the same
                        // choices: whether some optimal assignment holds a pair does not depend
                        // on which one is at hand.
                        proof = first.take().and_then(|(mut kept, s1, s2)| {
                            chosen.iter().all(|&(a, q)| fix(stage, &mut kept, &s1, &s2, a, q)).then_some((kept, s1, s2))
                        });
                        if proof.is_none() {
                            proof = assignment(stage, &rem1, &rem2).map(|kept| (kept, rem1.clone(), rem2.clone()));
                        }
                    }
                    if let Some((kept, s1, s2)) = proof.as_mut() {
                        if fix(stage, kept, s1, s2, a, q) {
                            taken = Some((q, left - stage.crit(a, q)));
                            break;
                        }
                        continue;
                    }
                }
                let cost = (rem1.len() as u64).pow(3);
                if *budget < cost {
                    break;
                }
                *budget -= cost;
                let r1: Vec<usize> = rem1[1..].to_vec();
                let r2: Vec<usize> = rem2.iter().copied().filter(|&x| x != q).collect();
                let here = stage.crit(a, q);
                let local = if r1.is_empty() { Some((0, Vec::new())) } else { best_assignment(stage, &r1, &r2) };
                // Checked against the whole round, the bracket's own best (`left`) does not count:
                // it may pair a player the rest of the round needs.
                let local = local.filter(|(v, _)| rest.is_some() || v + here == left);
                if let Some((v, _)) = local
                    && (a >= n
                        || rest.is_none_or(|check| {
                            let mut fixed: Vec<(usize, usize)> =
                                (0..pairs.len()).filter(|k| !slots.contains(k)).map(|k| pairs[k]).collect();
                            fixed.extend(chosen.iter().copied().filter(|p: &(usize, usize)| p.0 < n));
                            fixed.push((a, q));
                            let s1: Vec<usize> = r1.iter().copied().filter(|&x| x < n).collect();
                            check(&fixed, &s1, &r2)
                        }))
                {
                    taken = Some((q, v));
                    break;
                }
            }
            let Some((q, v)) = taken else { break };
            if let Some((kept, s1, s2)) = proof.as_mut()
                && s2.iter().position(|&x| x == q).is_none_or(|y| !kept.fixed2(y))
                && !fix(stage, kept, s1, s2, a, q)
            {
                proof = None;
            }
            unchanged &= q == p;
            chosen.push((a, q));
            rem1.remove(0);
            rem2.retain(|&x| x != q);
            left = v;
        }
        if !rem1.is_empty() {
            // Out of budget: the rest keeps an optimal assignment of what is left.
            match best_assignment(stage, &rem1, &rem2) {
                Some((_, rest)) if !unchanged => chosen.extend(rest),
                _ => continue,
            }
        }
        chosen.sort_unstable();
        let (real, floating): (Vec<_>, Vec<_>) = chosen.into_iter().partition(|p| p.0 < n);
        for (k, pair) in slots.into_iter().zip(real) {
            pairs[k] = pair;
        }
        for (k, (_, q)) in extra.into_iter().zip(floating) {
            floaters[k] = q;
        }
    }
    true
}

/// A bracket's pairs (indices of the ranked list) and the player left for the bye.
type FirstCandidate = (Vec<(usize, usize)>, Option<usize>);

/// The first candidate of the Dutch order in a homogeneous last bracket (the `residents`, with
/// nobody else left to pair): S1 (the upper half) against S2 in order, the last of S2 taking the
/// bye of an odd count. When every one of its pairs may meet with no colour preference denied
/// (C.12, C.13), no one floats but the bye's assignee, who did not float down in the last two
/// rounds (C.14–C.17 count nothing), and the bye, if any, goes to an eligible player with the
/// fewest unplayed rounds of the bracket (C.9), no pairing meets the
/// criteria better, and the order takes it first: no matching is needed (a first round of any
/// size is paired in linear time and memory). `None` when it falls short of any criterion.
fn first_candidate_meets_everything(list: &[Entrant], residents: &[usize], bye: bool) -> Option<FirstCandidate> {
    let count = residents.len();
    if count.is_multiple_of(2) == bye {
        return None;
    }
    let half = count / 2;
    let mut made = Vec::with_capacity(half);
    for k in 0..half {
        let (i, j) = (residents[k], residents[half + k]);
        let (a, b) = (&list[i], &list[j]);
        if !compatible(a, b) || colour_penalty(a, b) != 0 {
            return None;
        }
        made.push((i, j));
    }
    let leftover = if bye {
        let last = residents[count - 1];
        let fewest = residents.iter().filter(|&&i| !list[i].had_free_point).map(|&i| list[i].unplayed).min();
        // The bye's assignee floats down (A.4): a downfloat in either of the last two rounds
        // counts against it (C.14, C.16), and the matching decides.
        let floated = downfloat_penalty(&list[last], 0) != 0;
        if list[last].had_free_point || fewest != Some(list[last].unplayed) || floated {
            return None;
        }
        Some(last)
    } else {
        None
    };
    Some((made, leftover))
}

/// Pair the next round of a Swiss event by the Dutch system.
///
/// Kept whole on purpose (over 100 lines): it is C.04.3's procedure in its own order — brackets
/// from the top, each paired with the floaters it receives and the ones it sends on, the bye
/// last — and reads against the rules text step by step; split, the bracket loop's state
/// would be passed through every part.
pub fn pair_dutch(t: &Tournament) -> Result<Pairing, TournamentError> {
    let round = t.next_round();
    if let Some(last) = t.played.last()
        && let Some(b) = last.boards.iter().find(|b| !b.result.is_some_and(GameResult::is_final))
    {
        return Err(TournamentError::PreviousRoundUnfinished { round: last.number, board: b.number });
    }
    let list = entrants(t, round);
    let n = list.len();
    // Score groups, then the matching; a second matching once the MDPs' partners are known, with
    // each bracket's S1 and S2 split over its remainder.
    let mut group_of = vec![Slot::default(); n];
    let mut g = 0;
    let mut start = 0;
    while start < n {
        let end = (start..n).find(|&k| list[k].score != list[start].score).unwrap_or(n);
        for (pos, slot) in group_of[start..end].iter_mut().enumerate() {
            *slot = Slot { group: g, pos, rpos: pos, rsize: end - start };
        }
        g += 1;
        start = end;
    }
    let bye = n % 2 == 1;
    let groups = g;
    let mut done = vec![false; n];
    let mut pairs = Vec::new();
    let mut bye_player = None;
    let mut floaters: Vec<usize> = Vec::new();
    // Guards against a pathological round, in units of an assignment's or a matching's cubic
    // cost: rounds of 1,000 players use well under them (a smaller guard of 4·10⁷ and 2·10⁸ left
    // the transposition order approximate in brackets of 200 and more, 215 of 500 pairs of a
    // 1,000-player round differing from bbpPairings; with these none differ).
    let mut budget: u64 = 4_000_000_000;
    let (mut bye_score, mut c9_next): (Option<Points>, bool) = (None, false);
    let mut mdp_budget: u64 = 20_000_000_000;
    let mut g = 0;
    while g < groups {
        let residents: Vec<usize> = (0..n).filter(|&i| group_of[i].group == g).collect();
        if floaters.is_empty()
            && g + 1 == groups
            && let Some((made, leftover)) = first_candidate_meets_everything(&list, &residents, bye)
        {
            pairs.extend(made);
            bye_player = leftover;
            break;
        }
        let bracket: Vec<usize> = floaters.iter().copied().chain(residents.iter().copied()).collect();
        let mut place = vec![Place::Below; n];
        for (pos, &i) in bracket.iter().enumerate() {
            place[i] = Place::Bracket(pos);
        }
        for i in (0..n).filter(|&i| group_of[i].group == g + 1) {
            place[i] = Place::Next;
        }
        // One point below the lowest resident (A.8; the collapsed bracket's residents differ).
        let low = halves(list[*residents.last().unwrap()].score);
        let next = (0..n).find(|&i| group_of[i].group == g + 1).map_or(low - 2, |i| halves(list[i].score));
        let next_count = (0..n).filter(|&i| group_of[i].group == g + 1).count();
        let scores: Vec<i128> = bracket.iter().map(|&i| halves(list[i].score)).collect();
        // The repeated floats' fields exact where the PSD's weights stay as they are without
        // them (the PSD ranks above them); else packed as before.
        let packed = Layout::for_round(n, None);
        let mut lay = packed;
        let mut sd = packed.psd_table(&scores, low, next, next_count);
        let mut floats = FloatFields::of(&list, &bracket, low);
        if let Some(f) = &floats {
            let exact = Layout::for_round(n, Some(f.width));
            let table = exact.psd_table(&scores, low, next, next_count);
            if table == sd {
                (lay, sd) = (exact, table);
            } else {
                floats = None;
            }
        }
        let (grown, warm) = Default::default();
        let setting =
            Setting { list: &list, place, group: g, size: bracket.len(), low, next, lay, sd, floats, grown, warm };
        let first_matching = |c9: bool| setting.stage(&group_of, c9).matching(&done, bye);
        let mut c9 = g > 0 && c9_next;
        let mut first = first_matching(c9);
        if g == 0
            && bye
            && let Some(m) = &first
        {
            // The bye's score as the round's best pairing has it (C.5); C.9 counts in the first
            // bracket if that is the top score and no top scorer floats.
            bye_score = (0..n).find(|&i| m[i] == n).map(|i| list[i].score);
            let top = list[0].score;
            c9 = bye_score.is_some_and(|b| b >= top)
                && (0..n).filter(|&i| list[i].score >= top).all(|i| m[i] == n || list[m[i]].score >= top);
            if c9 {
                first = first_matching(true);
            }
        }
        let Some(mut mate) = first else {
            return Err(TournamentError::NoValidPairing { round });
        };
        // D.1 for the MDPs: each paired MDP in order takes the highest resident with which the
        // rest can still be paired as well (one matching per candidate, within a budget).
        let mut mdps: Vec<usize> =
            floaters.iter().copied().filter(|&a| mate[a] < n && group_of[mate[a]].group == g).collect();
        mdps.sort_unstable();
        let mut fixed = done.clone();
        if !mdps.is_empty() {
            let stage = setting.stage(&group_of, c9);
            let best = stage.total_quality(&mate, &done);
            let (mut kept, mut changed) = (0, false);
            'mdp: for &a in &mdps {
                for &q in residents.iter().filter(|&&q| !fixed[q] && compatible(&list[a], &list[q])) {
                    if q != mate[a] || changed {
                        let cost = ((n - done.iter().filter(|&&d| d).count()) as u64).pow(3);
                        if mdp_budget < cost {
                            break 'mdp;
                        }
                        mdp_budget -= cost;
                        let mut f = fixed.clone();
                        f[a] = true;
                        f[q] = true;
                        let Some(m) = stage.matching(&f, bye) else { continue };
                        if stage.total_quality(&m, &f) + kept + stage.quality(a, q) != best {
                            continue;
                        }
                        for i in (0..n).filter(|&i| !f[i]) {
                            mate[i] = m[i];
                        }
                        mate[a] = q;
                        mate[q] = a;
                        changed = true;
                    }
                    fixed[a] = true;
                    fixed[q] = true;
                    kept += stage.quality(a, q);
                    continue 'mdp;
                }
                break;
            }
        }
        // The residents not taken by MDPs form the remainder, whose S1 and S2 are split anew.
        let rest: Vec<usize> = residents.iter().copied().filter(|&i| !floaters.contains(&mate[i])).collect();
        let split = rest.len() < residents.len();
        for (r, &i) in rest.iter().enumerate() {
            group_of[i].rpos = r;
            group_of[i].rsize = rest.len();
        }
        let mut stage = setting.stage(&group_of, c9);
        if split {
            // The MDPs' pairs chosen above stay.
            let Some(m) = stage.matching(&fixed, bye) else {
                return Err(TournamentError::NoValidPairing { round });
            };
            for i in (0..n).filter(|&i| m[i] != usize::MAX) {
                mate[i] = m[i];
            }
        }
        let mut made = Vec::new();
        floaters.clear();
        for &i in &bracket {
            let j = mate[i];
            if j < n && matches!(stage.place[j], Place::Bracket(_)) {
                if i < j {
                    made.push((i, j));
                }
            } else {
                floaters.push(i);
            }
        }
        // The bye of the last bracket is its floater: the transposition order chooses it too.
        stage.bye = g + 1 == groups && floaters.iter().any(|&i| mate[i] == n);
        let (was, floated) = (made.clone(), floaters.clone());
        let agreed = transpose_in_order(&stage, &mut made, &mut floaters, &mut budget, None);
        if !agreed || floaters != floated {
            // Another floater must leave the rest of the round as good (completable, the next
            // bracket's PSD); if it does not, or if the bracket alone would pair better than
            // the round allows, the order is followed again with each choice checked against
            // the whole round (one matching per choice).
            let before = stage.total(&mate, &done);
            let as_good = |fixed: &[(usize, usize)], s1: &[usize], s2: &[usize]| {
                let mut after = done.clone();
                for &(i, j) in fixed {
                    after[i] = true;
                    after[j] = true;
                }
                let mut side = vec![0u8; n];
                s1.iter().for_each(|&i| side[i] = 1);
                s2.iter().for_each(|&i| side[i] = 2);
                let inside = |i: usize| matches!(stage.place[i], Place::Bracket(_));
                let allow = |i: usize, j: usize| !(inside(i) && inside(j)) || side[i] | side[j] == 3;
                stage
                    .matching_where(&after, bye, allow)
                    .map(|m| stage.total(&m, &after) + fixed.iter().map(|&(i, j)| stage.criteria(i, j)).sum::<i128>())
                    == Some(before)
            };
            if !agreed || !as_good(&made, &[], &[]) {
                made = was.clone();
                floaters = floated.clone();
                transpose_in_order(&stage, &mut made, &mut floaters, &mut budget, Some(&as_good));
                if floaters != floated && !as_good(&made, &[], &[]) {
                    made = was;
                    floaters = floated;
                }
            }
        }
        if stage.bye {
            bye_player = floaters.pop();
        }
        for &(i, j) in &made {
            done[i] = true;
            done[j] = true;
        }
        pairs.extend(made);
        // C.9 counts in the next bracket if its scoregroup is the bye's and none of its players
        // (the MDPs floating into it and its residents) is bound further down: its single
        // downfloater is then the bye's assignee.
        if bye && let Some(first_next) = (0..n).find(|&i| group_of[i].group == g + 1) {
            let next_score = list[first_next].score;
            let stays = |f: usize| (if mate[f] < n { list[mate[f]].score } else { list[f].score }) >= next_score;
            c9_next = bye_score.is_some_and(|b| b >= next_score)
                && floaters.iter().all(|&f| stays(f))
                && (0..n).filter(|&i| group_of[i].group == g + 1).all(stays);
        }
        g += 1;
    }
    if !floaters.is_empty() {
        return Err(TournamentError::NoValidPairing { round });
    }
    let mut explanations = Vec::new();
    let ranks = effective_ranks(t, round);
    // Colours (C.04.3 E), then boards by C.04.2: the higher score, the sum of scores, the rank.
    let mut boards: Vec<(usize, usize, ColourRule)> =
        pairs.iter().map(|&(i, j)| allocate(t, &ranks, &list[i], &list[j], i, j)).collect();
    // The scores without virtual points: an acceleration does not move a board (C.04.2 orders
    // by the real score of the higher player, then of the lower, then the higher's rank).
    boards.sort_by_key(|&(w, b, _)| {
        let key = |i: usize| (std::cmp::Reverse(list[i].raw), list[i].number);
        let (hi, lo) = if key(w) < key(b) { (w, b) } else { (b, w) };
        (std::cmp::Reverse(list[hi].raw), std::cmp::Reverse(list[lo].raw), list[hi].number)
    });
    let mut out = Round { number: round, boards: Vec::new(), unpaired: Vec::new() };
    for (k, &(w, b, rule)) in boards.iter().enumerate() {
        let number = k as u32 + 1;
        let (pw, pb) = (&list[w], &list[b]);
        out.boards.push(Board { number, white: pw.number, black: pb.number, result: None, by_count: false });
        let (hi, lo) = if w < b { (pw, pb) } else { (pb, pw) };
        if hi.score > lo.score {
            explanations.push(Explanation::FloatsDown {
                player: hi.number,
                from: hi.score,
                to: lo.score,
                opponent: lo.number,
            });
        }
        let subject =
            if rule == ColourRule::PairingNumber || rule == ColourRule::HigherRankedPreference { hi } else { pw };
        let colour = if subject.number == pw.number { Colour::White } else { Colour::Black };
        explanations.push(Explanation::Colour { board: number, player: subject.number, colour, rule });
    }
    if let Some(i) = bye_player {
        out.unpaired.push(Unpaired { player: list[i].number, kind: ByeKind::Pairing });
        explanations.push(Explanation::Bye { player: list[i].number, score: list[i].score });
    }
    for p in &t.players {
        if p.withdrawn_from.is_none_or(|w| round < w)
            && let Some(kind) = p.byes.get(&round)
        {
            out.unpaired.push(Unpaired { player: p.number, kind: *kind });
        }
    }
    Ok(Pairing { round: out, explanations })
}

/// The players' pairing numbers as the colours read them (E.5), by start number, counted as the
/// endorsed engines count them: only the players who are paired in `round` or took part in a
/// pairing of an earlier round (a board or the pairing-allocated bye) are numbered; a player
/// absent from every pairing so far (entered absent, a late entry to come) shifts no number.
fn effective_ranks(t: &Tournament, round: u32) -> std::collections::HashMap<u32, usize> {
    let mut took_part: std::collections::HashSet<u32> =
        t.players.iter().filter(|p| p.is_available(round)).map(|p| p.number).collect();
    for r in t.played.iter().filter(|r| r.number < round) {
        took_part.extend(r.boards.iter().flat_map(|b| [b.white, b.black]));
        took_part.extend(r.unpaired.iter().filter(|u| u.kind == ByeKind::Pairing).map(|u| u.player));
    }
    let mut numbers: Vec<u32> = took_part.into_iter().collect();
    numbers.sort_unstable();
    numbers.into_iter().enumerate().map(|(k, n)| (n, k + 1)).collect()
}

/// The colours of a pair (C.04.3 E): `(white index, black index, rule)`; `i < j` means `i` ranks
/// higher.
fn allocate(
    t: &Tournament,
    ranks: &std::collections::HashMap<u32, usize>,
    a: &Entrant,
    b: &Entrant,
    i: usize,
    j: usize,
) -> (usize, usize, ColourRule) {
    let give = |to_a: Colour, rule| if to_a == Colour::White { (i, j, rule) } else { (j, i, rule) };
    // E.1: both preferences can be met.
    match (a.pref, b.pref) {
        (Some(x), Some(y)) if x != y => return give(x, ColourRule::BothPreferences),
        (Some(x), None) => return give(x, ColourRule::BothPreferences),
        (None, Some(y)) => return give(y.other(), ColourRule::BothPreferences),
        _ => {}
    }
    // E.2: the stronger preference (both absolute: the wider colour difference).
    if let (Some(x), Some(_)) = (a.pref, b.pref) {
        if a.strength != b.strength {
            return if a.strength > b.strength {
                give(x, ColourRule::StrongerPreference)
            } else {
                give(x.other(), ColourRule::StrongerPreference)
            };
        }
        if a.strength == Strength::Absolute {
            let (da, db) = (a.colour_difference().abs(), b.colour_difference().abs());
            if da != db {
                return if da > db {
                    give(x, ColourRule::StrongerPreference)
                } else {
                    give(x.other(), ColourRule::StrongerPreference)
                };
            }
        }
        // E.3: alternate to the most recent round in which they had different colours.
        for (ca, cb) in a.colours.iter().rev().zip(b.colours.iter().rev()) {
            if ca != cb {
                return give(ca.other(), ColourRule::Alternation);
            }
        }
        // E.4: the higher-ranked player's preference.
        return give(x, ColourRule::HigherRankedPreference);
    }
    // E.5: the higher-ranked player's pairing number, odd or even.
    let c = if ranks.get(&a.number).copied().unwrap_or(1) % 2 == 1 { t.first_colour } else { t.first_colour.other() };
    give(c, ColourRule::PairingNumber)
}
