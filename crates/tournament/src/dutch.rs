//! Swiss rounds by the FIDE Dutch system (Handbook C.04.1, C.04.2, C.04.3, with the Baku
//! acceleration of C.04.5.1/C.04.7). The round is found as one maximum-weight matching over the
//! players who are to be paired (and one bye vertex for an odd count), in the way of the
//! endorsed engine bbpPairings: the absolute criteria (no rematch, at most one point without
//! playing, two non-topscorers with the same absolute colour preference never meet) remove
//! edges, and each edge's weight packs the quality criteria lexicographically, most important
//! bits first: as many pairs as possible (completion), then the smallest score differences (the
//! MDPs, the bye counting as a pairing with a player below the lowest score), then colour
//! preferences met (C.12) and strong preferences met (C.13), then the bye to a player with the
//! fewest unplayed rounds (the 2025 Dutch rules), then no repeated
//! floats (C.14–C.17), then the Dutch order inside a bracket (S1 against S2, the lowest of a
//! bracket floats, the highest of the next takes the float). Colours are then allocated by
//! C.04.3 E and boards ordered by C.04.2. Every float, colour and bye is explained.

use crate::error::{TournamentError, pts};
use crate::matching::max_weight_matching;
use crate::model::{Board, ByeKind, Colour, GameResult, Outcome, PairingSystem, Points, Round, Tournament, Unpaired};
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
    /// The pairing-allocated bye: the lowest-ranked eligible player of the lowest score.
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
    /// Opponents of games played over the board.
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

/// The virtual points of the Baku acceleration (C.04.5.1) for a player before `round`.
fn virtual_points(t: &Tournament, number: u32, round: u32) -> Points {
    if !matches!(t.system, PairingSystem::Swiss { baku_acceleration: true }) {
        return Points::ZERO;
    }
    let accelerated = t.rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    let ga = 2 * (t.players.len() as u32).div_ceil(4);
    let index = t.players.iter().position(|p| p.number == number).map_or(u32::MAX, |i| i as u32);
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
    let mut out: Vec<Entrant> = t
        .players
        .iter()
        .filter(|p| p.is_available(round))
        .map(|p| {
            let mut e = Entrant {
                number: p.number,
                score: t.score_after(p.number, round - 1) + virtual_points(t, p.number, round),
                opponents: Vec::new(),
                colours: Vec::new(),
                floats: Vec::new(),
                had_free_point: false,
                unplayed: 0,
                pref: None,
                strength: Strength::None,
                topscorer: false,
            };
            for r in t.played.iter().filter(|r| r.number < round) {
                let before = |n: u32| t.score_after(n, r.number - 1);
                match r.board_of(p.number) {
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
                        let free = r
                            .unpaired
                            .iter()
                            .any(|u| u.player == p.number && matches!(u.kind, ByeKind::Pairing | ByeKind::Full));
                        e.floats.push(if free { Float::Down } else { Float::None });
                        e.unplayed += 1;
                        e.had_free_point |= free;
                    }
                }
            }
            let (pref, strength) = preference(&e.colours);
            e.pref = pref;
            e.strength = strength;
            e.topscorer = last_round && t.score_after(p.number, round - 1).0 * 2 > max_points;
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

/// Score difference in half points, as the weights count it.
fn halves(p: Points) -> i128 {
    i128::from((p.0.abs() + 2) / 5)
}

// An edge weight is one large unit per pair (as many pairs as possible) minus penalties packed
// lexicographically, most important first, each field wide enough for its sum over the pairs
// that can carry it (every pair for colours and the order, the floaters' pairs for the rest, up
// to 32 of them): score differences (squared, in half points), colour preferences denied (C.12,
// C.13), the bye's unplayed rounds (2025 rules), repeated floats (C.14–C.17), the bye's rank, then
// the top-down pairing of the brackets: an MDP takes the highest resident of the bracket it
// floats into, of the floaters the higher-ranked goes the shorter way, the lowest of a bracket
// floats, and inside a bracket S1 meets S2 in the transposition order.
const CARD: u32 = 121;
const SCORE: u32 = 106;
const COLOUR: u32 = 91;
const UNPLAYED: u32 = 87;
const FLOAT: u32 = 78;
const BYE_RANK: u32 = 69;
const PARTNER: u32 = 55;
const DISTANCE: u32 = 38;
const FLOATER: u32 = 24;
/// Above every penalty of the transpositions of a bracket: pairing two of S1 (or two of S2) is
/// an exchange; exchanges are ranked by the BSN difference of the moved players (in units of
/// `1 << 9`).
const EXCHANGE: i128 = 1 << 19;

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

/// Repeated floats of a pair where `hi` floats down to `lo` (C.14–C.17).
fn float_penalty(hi: &Entrant, lo: &Entrant) -> i128 {
    let back = |e: &Entrant, k: usize| e.floats.len().checked_sub(k).map(|i| e.floats[i]);
    let mut penalty = 0;
    if back(hi, 1) == Some(Float::Down) {
        penalty += 8;
    }
    if back(lo, 1) == Some(Float::Up) {
        penalty += 4;
    }
    if back(hi, 2) == Some(Float::Down) {
        penalty += 2;
    }
    if back(lo, 2) == Some(Float::Up) {
        penalty += 1;
    }
    penalty
}

/// Where a player stands for the pairing: score group, position and size of the group, and
/// position and size inside the group's remainder (the residents not taken by MDPs from above,
/// whose S1 and S2 the Dutch order splits).
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    group: usize,
    pos: usize,
    size: usize,
    rpos: usize,
    rsize: usize,
}

/// The weight of an edge between players `i < j` of the ranked list.
fn weight(list: &[Entrant], group_of: &[Slot], i: usize, j: usize) -> i128 {
    let (a, b) = (&list[i], &list[j]);
    let d = halves(a.score - b.score).min(31);
    // Brackets are paired from the top: a colour denied in a higher bracket (the bracket of the
    // lower player, where the pair is made) weighs more than one further down.
    let height = (group_of[list.len() - 1].group - group_of[j].group + 1).min(40) as i128;
    let mut penalty = ((d * d) << SCORE) + ((colour_penalty(a, b) * height) << COLOUR);
    let (sa, sb) = (group_of[i], group_of[j]);
    let (size_a, pa, pb) = (sa.size, sa.pos as i128, sb.pos as i128);
    if sa.group == sb.group {
        // S1 (the top half of the remainder) against S2 in order: the earlier an S1 player, the
        // more its ideal partner counts (the transposition order tries the top of S1 first).
        let half = (sa.rsize / 2) as i128;
        let (pa, pb) = (sa.rpos as i128, sb.rpos as i128);
        penalty += if pa < half && pb >= half {
            let dev = ((pb - pa) - half).abs().min(499);
            dev * (half - pa).clamp(1, 4)
        } else if pb < half {
            // Two of S1: the lower moves to S2, as high a BSN as possible.
            EXCHANGE + ((half - pb).min(511) << 9)
        } else {
            // Two of S2: the higher moves to S1, as low a BSN as possible.
            EXCHANGE + ((pa - half).min(511) << 9)
        };
    } else {
        penalty += float_penalty(a, b) << FLOAT;
        penalty += pb.min(499) << PARTNER;
        penalty += ((511 - (i as i128).min(511)) * d.min(7)) << DISTANCE;
        penalty += (size_a as i128 - 1 - pa).min(499) << FLOATER;
    }
    (1i128 << CARD) - penalty
}

/// The weights' fields above the Dutch order (everything the quality criteria decide).
fn criteria(list: &[Entrant], group_of: &[Slot], i: usize, j: usize) -> i128 {
    // The order penalties stay below bit FLOATER: rounding up drops them without a borrow.
    (weight(list, group_of, i.min(j), i.max(j)) + (1 << FLOATER) - 1) >> FLOATER
}

/// The best total of the criteria over perfect assignments of `s1` to `s2` (`None` if there is
/// none), and the assignment.
fn best_assignment(
    list: &[Entrant],
    group_of: &[Slot],
    s1: &[usize],
    s2: &[usize],
) -> Option<(i128, Vec<(usize, usize)>)> {
    let n1 = s1.len();
    let mut edges = Vec::new();
    for (x, &a) in s1.iter().enumerate() {
        for (y, &b) in s2.iter().enumerate() {
            if compatible(&list[a], &list[b]) {
                edges.push((x, n1 + y, criteria(list, group_of, a, b)));
            }
        }
    }
    let mate = max_weight_matching(n1 + s2.len(), &edges);
    let mut total = 0;
    let mut pairs = Vec::new();
    for (x, &a) in s1.iter().enumerate() {
        let y = mate[x]? - n1;
        total += criteria(list, group_of, a, s2[y]);
        pairs.push((a, s2[y]));
    }
    Some((total, pairs))
}

/// Inside each bracket, the first transposition in the Dutch order among those the criteria find
/// equally good: S1 players in order each take the earliest S2 partner with which the rest of the
/// bracket can still be paired as well (an assignment problem per candidate, within a budget; the
/// weights' order terms decide beyond it).
fn transpose_in_order(list: &[Entrant], group_of: &[Slot], pairs: &mut [(usize, usize)]) {
    let in_s1_s2 = |&(i, j): &(usize, usize)| {
        let (si, sj) = (group_of[i], group_of[j]);
        si.group == sj.group && si.rpos < si.rsize / 2 && sj.rpos >= si.rsize / 2
    };
    let mut budget: u64 = 40_000_000;
    let groups: std::collections::BTreeSet<usize> =
        pairs.iter().filter(|p| in_s1_s2(p)).map(|&(i, _)| group_of[i].group).collect();
    for g in groups {
        let slots: Vec<usize> =
            (0..pairs.len()).filter(|&k| in_s1_s2(&pairs[k]) && group_of[pairs[k].0].group == g).collect();
        if slots.len() < 2 {
            continue;
        }
        let mut original: Vec<(usize, usize)> = slots.iter().map(|&k| pairs[k]).collect();
        original.sort_unstable();
        let mut rem1: Vec<usize> = original.iter().map(|p| p.0).collect();
        let mut rem2: Vec<usize> = original.iter().map(|p| p.1).collect();
        rem2.sort_unstable();
        let Some((mut left, _)) = best_assignment(list, group_of, &rem1, &rem2) else { continue };
        let mut chosen = Vec::new();
        let mut unchanged = true;
        while let Some(&a) = rem1.first() {
            let p = original.iter().find(|x| x.0 == a).map(|x| x.1).unwrap_or(usize::MAX);
            let mut taken = None;
            for &q in &rem2 {
                if !compatible(&list[a], &list[q]) {
                    continue;
                }
                if q == p && unchanged {
                    taken = Some((q, left - criteria(list, group_of, a, q)));
                    break;
                }
                let cost = (rem1.len() as u64).pow(3);
                if budget < cost {
                    break;
                }
                budget -= cost;
                let r1: Vec<usize> = rem1[1..].to_vec();
                let r2: Vec<usize> = rem2.iter().copied().filter(|&x| x != q).collect();
                let here = criteria(list, group_of, a, q);
                let rest =
                    if r1.is_empty() { Some((0, Vec::new())) } else { best_assignment(list, group_of, &r1, &r2) };
                if let Some((v, _)) = rest
                    && v + here == left
                {
                    taken = Some((q, v));
                    break;
                }
            }
            let Some((q, v)) = taken else { break };
            unchanged &= q == p;
            chosen.push((a, q));
            rem1.remove(0);
            rem2.retain(|&x| x != q);
            left = v;
        }
        if !rem1.is_empty() {
            // Out of budget: the rest keeps an optimal assignment of what is left.
            match best_assignment(list, group_of, &rem1, &rem2) {
                Some((_, rest)) if !unchanged => chosen.extend(rest),
                _ => continue,
            }
        }
        for (k, pair) in slots.into_iter().zip(chosen) {
            pairs[k] = pair;
        }
    }
}

/// The maximum-weight matching of the ranked players (and the bye vertex `n` for an odd count).
fn match_all(list: &[Entrant], group_of: &[Slot], bye: bool) -> Vec<Option<usize>> {
    let n = list.len();
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if compatible(&list[i], &list[j]) {
                edges.push((i, j, weight(list, group_of, i, j)));
            }
        }
        if bye && !list[i].had_free_point {
            // The bye goes to the lowest score (as a pairing below it), then (2025 rules) to a
            // player with the fewest unplayed rounds, then to the lowest ranked.
            let d = (halves(list[i].score) + 1).min(31);
            let w = (1i128 << CARD)
                - ((d * d) << SCORE)
                - (i128::from(list[i].unplayed.min(15)) << UNPLAYED)
                - ((511 - (i as i128).min(511)) << BYE_RANK);
            edges.push((i, n, w));
        }
    }
    max_weight_matching(n + usize::from(bye), &edges)
}

/// Pair the next round of a Swiss event by the Dutch system.
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
            *slot = Slot { group: g, pos, size: end - start, rpos: pos, rsize: end - start };
        }
        g += 1;
        start = end;
    }
    let bye = n % 2 == 1;
    let mut mate = match_all(&list, &group_of, bye);
    if mate.iter().any(Option::is_none) {
        return Err(TournamentError::NoValidPairing { round });
    }
    let taken: Vec<bool> =
        (0..n).map(|i| mate[i].is_some_and(|j| j < n && group_of[j].group < group_of[i].group)).collect();
    if taken.iter().any(|&x| x) {
        let mut k = 0;
        while k < n {
            let end = (k..n).find(|&e| group_of[e].group != group_of[k].group).unwrap_or(n);
            let rest: Vec<usize> = (k..end).filter(|&i| !taken[i]).collect();
            for (r, &i) in rest.iter().enumerate() {
                group_of[i].rpos = r;
                group_of[i].rsize = rest.len();
            }
            k = end;
        }
        mate = match_all(&list, &group_of, bye);
    }
    let mut explanations = Vec::new();
    let mut pairs = Vec::new();
    let mut bye_player = None;
    for (i, m) in mate.iter().enumerate().take(n) {
        let j = m.expect("everyone is matched");
        if j == n {
            bye_player = Some(i);
        } else if i < j {
            pairs.push((i, j));
        }
    }
    transpose_in_order(&list, &group_of, &mut pairs);
    // Colours (C.04.3 E), then boards by C.04.2: the higher score, the sum of scores, the rank.
    let mut boards: Vec<(usize, usize, ColourRule)> =
        pairs.iter().map(|&(i, j)| allocate(t, &list[i], &list[j], i, j)).collect();
    boards.sort_by_key(|&(w, b, _)| {
        let (hi, lo) = (w.min(b), w.max(b));
        (std::cmp::Reverse(list[hi].score), std::cmp::Reverse(list[hi].score + list[lo].score), hi)
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

/// The colours of a pair (C.04.3 E): `(white index, black index, rule)`; `i < j` means `i` ranks
/// higher.
fn allocate(t: &Tournament, a: &Entrant, b: &Entrant, i: usize, j: usize) -> (usize, usize, ColourRule) {
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
    let rank = t.players.iter().position(|p| p.number == a.number).unwrap_or(0) + 1;
    let c = if rank % 2 == 1 { t.first_colour } else { t.first_colour.other() };
    give(c, ColourRule::PairingNumber)
}
