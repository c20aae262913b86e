//! Perft: the number of leaf nodes of the legal-move tree, the standard check of a move
//! generator against published counts. The last ply is counted in bulk.

use super::position::Position;

/// Leaf nodes at `depth` plies below `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut n = 0;
    for m in &moves {
        let mut child = pos.clone();
        child.apply(m);
        n += perft(&child, depth - 1);
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
