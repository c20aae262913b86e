//! What the tournament benches share: the results of a paired round, drawn by a fixed
//! generator so every run plays the same event.
use victoria_tournament::{Action, GameResult, Round, Tournament};

/// Pairs `round` into `t` and gives each of its boards a result from `seed` (a third each of
/// white wins, black wins and draws), advancing `seed`.
pub fn play(t: &mut Tournament, round: Round, seed: &mut u64) {
    let number = round.number;
    let boards: Vec<u32> = round.boards.iter().map(|b| b.number).collect();
    t.apply(&Action::PairRound { round }).unwrap();
    for b in boards {
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let result = match (*seed >> 33) % 3 {
            0 => GameResult::WhiteWins,
            1 => GameResult::BlackWins,
            _ => GameResult::Draw,
        };
        t.apply(&Action::SetResult { round: number, board: b, result: Some(result), by_count: false }).unwrap();
    }
}
