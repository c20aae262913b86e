//! Shared test helpers: random Victoria setups drawn from a seed.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use victoria_rules::{Army, Color, Options, Position, Role, Rules, Square, start_position};

const ROLES: [Role; 16] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Rook,
    Role::Bishop,
    Role::Bishop,
    Role::Knight,
    Role::Knight,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
];

fn army(rng: &mut StdRng, color: Color, pool: u16) -> Army {
    let (ranks, bastion_ranks) = match color {
        Color::White => (0..6u8, 2..6u8),
        Color::Black => (6..12u8, 6..10u8),
    };
    let mut squares: Vec<Square> = ranks.flat_map(|r| (0..12u8).map(move |f| Square::new(f, r))).collect();
    squares.shuffle(rng);
    let mut pieces = Vec::new();
    let mut used = Vec::new();
    for (i, role) in ROLES.iter().enumerate() {
        let mut sq = squares[i];
        // No pawn on its own last rank (it would have promoted): Black pawns off rank 1 is automatic.
        if *role == Role::Pawn && sq.rank() == color.last_rank(12) {
            sq = squares[20 + i];
        }
        pieces.push((sq, *role));
        used.push(sq);
    }
    let mut bastions = Vec::new();
    let mut free: Vec<Square> =
        bastion_ranks.flat_map(|r| (0..12u8).map(move |f| Square::new(f, r))).filter(|s| !used.contains(s)).collect();
    free.shuffle(rng);
    bastions.extend_from_slice(&free[..3]);
    // Split the pool among the five reserve pieces, each at least 1.
    let reserve_sq: Vec<Square> = pieces.iter().filter(|(_, r)| r.has_reserve()).map(|(s, _)| *s).collect();
    let mut alloc = vec![1u16; reserve_sq.len()];
    for _ in 0..(pool - reserve_sq.len() as u16) {
        let i = rng.random_range(0..alloc.len());
        alloc[i] += 1;
    }
    Army { pieces, bastions, reserves: reserve_sq.into_iter().zip(alloc).collect() }
}

/// A random Victoria start position (schemes, bastions and reserves drawn from `seed`).
#[allow(dead_code)]
pub fn random_victoria(seed: u64, options: Options) -> Position {
    let mut rng = StdRng::seed_from_u64(seed);
    let pool = options.reserve_pool;
    let w = army(&mut rng, Color::White, pool);
    let b = army(&mut rng, Color::Black, pool);
    start_position(12, 12, &w, &b, Rules::victoria(options)).expect("random setups are valid")
}
