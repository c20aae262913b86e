//! Perft: the number of leaf nodes of the legal-move tree, the standard check of a move
//! generator against published counts. The last ply is counted in bulk. Plain chess (classical,
//! 8x8, no walls) is counted on its bitboard twin `Board8`; everything else on the general
//! generator, which `perft_general` runs for any position (tests hold the two together).

use super::board8::Board8;
use super::moves::Move;
use super::position::Position;

/// Leaf nodes at `depth` plies below `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match Board8::from_position(pos) {
        Some(board) => board.perft(depth),
        None => perft_general(pos, depth),
    }
}

/// Leaf nodes at `depth` plies below `pos`, always by the general (mailbox) generator.
pub fn perft_general(pos: &Position, depth: u32) -> u64 {
    let mut buffers = vec![Vec::with_capacity(128); depth as usize];
    general(pos, depth, &mut buffers)
}

/// One move list per ply, reused across the whole count.
fn general(pos: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, deeper) = buffers.split_first_mut().expect("one buffer per ply");
    pos.legal_moves_into(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut n = 0;
    for m in moves.iter() {
        let mut child = pos.clone();
        child.apply(m);
        n += general(&child, depth - 1, deeper);
    }
    n
}

/// Perft split by first move, sorted by the move's coordinates.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut out: Vec<(String, u64)> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.apply(m);
            (m.to_string(), if depth <= 1 { 1 } else { perft(&child, depth - 1) })
        })
        .collect();
    out.sort();
    out
}
