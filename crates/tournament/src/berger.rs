//! Round robins by the Berger tables of FIDE C.05 Annex 1: for `n` players (an odd count gets a
//! dummy, the highest number, whose opponent has the bye) round 1 pairs 1–n, 2–(n−1), …; each next
//! round turns the others by n/2 places, and player n alternates between White (even rounds) and
//! Black (odd rounds) on board 1. A double round robin plays the table twice, the second cycle with
//! colours reversed.

use crate::error::TournamentError;
use crate::model::{Board, ByeKind, Round, Tournament, Unpaired};

/// One round of the table: `(white, black)` by board, in table numbers 1..=n (n even, the dummy
/// included).
pub fn berger_round(n: u32, round: u32) -> Vec<(u32, u32)> {
    debug_assert!(n >= 2 && n.is_multiple_of(2) && round >= 1 && round < n);
    let m = n - 1;
    let half = n / 2;
    // The first of the turned sequence: player 1 in round 1, then n/2 places on each round.
    let start = ((round - 1) * half) % m; // 0-based index of players 1..=m
    let seq: Vec<u32> = (0..m).map(|i| (start + i) % m + 1).collect();
    let mut pairs = Vec::with_capacity(half as usize);
    pairs.push(if round % 2 == 1 { (seq[0], n) } else { (n, seq[0]) });
    for k in 1..half as usize {
        pairs.push((seq[k], seq[m as usize - k]));
    }
    pairs
}

/// The whole table for `players` (odd counts get the dummy): every round of one cycle, or two
/// cycles if `double` (colours reversed in the second).
pub fn berger_table(players: u32, double: bool) -> Vec<Vec<(u32, u32)>> {
    let n = players + players % 2;
    let mut single: Vec<Vec<(u32, u32)>> = (1..n).map(|r| berger_round(n, r)).collect();
    if !double {
        return single;
    }
    let len = single.len();
    if len >= 2 {
        single.swap(len - 2, len - 1);
    }
    let mut all = single.clone();
    {
        all.extend(single.iter().map(|r| r.iter().map(|&(w, b)| (b, w)).collect()));
    }
    all
}

/// The next round of a round-robin event: players by start number order take table numbers 1..n;
/// the dummy's opponent gets the pairing-allocated bye. A withdrawn player keeps the place in the
/// table and is not paired: the opponent of that round gets a full-point bye (the forfeit); a
/// requested bye takes the player off the board the same way.
pub fn pair_round_robin(t: &Tournament, double: bool) -> Result<Round, TournamentError> {
    let count = t.players.len() as u32;
    if count < 3 {
        return Err(TournamentError::RoundRobinSize { players: count });
    }
    let table = berger_table(count, double);
    let round = t.next_round();
    let pairs =
        table.get(round as usize - 1).ok_or(TournamentError::RoundRobinRounds { round, rounds: table.len() as u32 })?;
    let number = |table_no: u32| t.players.get(table_no as usize - 1).map(|p| p.number);
    let mut out = Round { number: round, boards: Vec::new(), unpaired: Vec::new() };
    for &(w, b) in pairs {
        match (number(w), number(b)) {
            (Some(w), Some(b)) => out.boards.push(Board {
                number: out.boards.len() as u32 + 1,
                white: w,
                black: b,
                result: None,
                by_count: false,
            }),
            (Some(p), None) | (None, Some(p)) => out.unpaired.push(Unpaired { player: p, kind: ByeKind::Pairing }),
            (None, None) => {}
        }
    }
    // Withdrawn players are not paired: their boards become a bye for the opponent (a forfeit win
    // is the arbiter's to type); a requested bye replaces the player's board the same way.
    let gone = |p: u32| t.player(p).is_some_and(|pl| !pl.is_available(round));
    let mut kept = Vec::new();
    for b in out.boards.drain(..) {
        match (gone(b.white), gone(b.black)) {
            (false, false) => kept.push(b),
            (wg, bg) => {
                for (p, g) in [(b.white, wg), (b.black, bg)] {
                    let kind = if g { requested(t, p, round) } else { ByeKind::Full };
                    if !(g && t.player(p).and_then(|pl| pl.withdrawn_from).is_some_and(|w| round >= w)) {
                        out.unpaired.push(Unpaired { player: p, kind });
                    }
                }
            }
        }
    }
    for (i, b) in kept.iter_mut().enumerate() {
        b.number = i as u32 + 1;
    }
    out.boards = kept;
    Ok(out)
}

fn requested(t: &Tournament, p: u32, round: u32) -> ByeKind {
    t.player(p).and_then(|pl| pl.byes.get(&round).copied()).unwrap_or(ByeKind::Zero)
}
