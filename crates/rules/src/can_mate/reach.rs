//! The static, sound part of the can-mate analysis: what Victoria makes permanent. Walls never
//! move (bastions, R9) and only multiply (monuments, R15–R16); reserves only fall (R13); a
//! warrior's promotion needs a capture (R20–R22). From these facts the squares the losing king
//! can ever stand on are flooded over everything but walls, and for each enemy piece every
//! square it can ever reach (pieces ignored, its reserve counted: its last move petrifies
//! without check, R17) and every line it can ever strike along (R10: through its own bastions,
//! stopped by the other side's and by monuments). When no piece can ever strike a square of
//! the king's region, mate is impossible. Each step over-approximates, so "impossible" is sound.

use super::proof::{Material, NoStrike, PieceFact, Proof};
use crate::mailbox as mb;
use crate::options::WarriorFinalRank;
use crate::position::UNLIMITED;
use crate::{Cell, Color, Position, Role, Square, SquareSet};

/// A set of mailbox indices (the 20x20 board with its border).
#[derive(Clone, Copy, Default)]
struct Bits([u64; 7]);

impl Bits {
    #[inline]
    fn has(&self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }
    /// Inserts; true when `i` was new.
    #[inline]
    fn add(&mut self, i: usize) -> bool {
        let new = !self.has(i);
        self.0[i >> 6] |= 1 << (i & 63);
        new
    }
}

/// The board as the analysis reads it, from the side of `mater` (the side that would mate).
struct Terrain<'a> {
    pos: &'a Position,
    mater: Color,
    /// The losing king's region, by mailbox index.
    region: Bits,
    own_bastion: u8,
    enemy_bastion: u8,
    /// Sliders may land beyond their own bastions (a capture there, or `strikes_and_moves`).
    move_through_own: bool,
}

impl Terrain<'_> {
    /// A square no piece ever stands on: off the board, a bastion, a monument.
    #[inline]
    fn wall(&self, i: usize) -> bool {
        let c = self.pos.board[i];
        c == mb::OFF || c == mb::MONUMENT || c == self.own_bastion || c == self.enemy_bastion
    }

    /// Does a slider of `mater` on `i` strike a square of the region along `dirs`?
    #[inline]
    fn slider_strikes(&self, i: usize, dirs: &[mb::Dir]) -> bool {
        let b = &self.pos.board;
        for &(d, _, _) in dirs {
            let mut j = i as isize + d;
            loop {
                let c = b[j as usize];
                if c == mb::OFF || c == mb::MONUMENT || c == self.enemy_bastion {
                    break;
                }
                if c != self.own_bastion && self.region.has(j as usize) {
                    return true;
                }
                j += d;
            }
        }
        false
    }

    /// Can a queen, rook or bishop standing on `start` (and, where castling moves it free, on
    /// `free`) strike the region with at most `moves` more moves before its strike?
    fn slider_reaches(&self, start: usize, free: Option<usize>, dirs: &[mb::Dir], moves: u16) -> bool {
        let mut seen = Bits::default();
        let mut layer: Vec<usize> = vec![start];
        seen.add(start);
        if let Some(f) = free
            && seen.add(f)
        {
            layer.push(f);
        }
        let mut next = Vec::new();
        let mut level = 0u16;
        loop {
            for &i in &layer {
                if self.slider_strikes(i, dirs) {
                    return true;
                }
            }
            if level >= moves || layer.is_empty() {
                return false;
            }
            next.clear();
            for &i in &layer {
                for &(d, _, _) in dirs {
                    let mut j = i as isize + d;
                    loop {
                        let c = self.pos.board[j as usize];
                        if c == mb::OFF || c == mb::MONUMENT || c == self.enemy_bastion {
                            break;
                        }
                        if c == self.own_bastion {
                            if !self.move_through_own {
                                break;
                            }
                        } else if seen.add(j as usize) {
                            next.push(j as usize);
                        }
                        j += d;
                    }
                }
            }
            std::mem::swap(&mut layer, &mut next);
            level += 1;
        }
    }

    /// Can a knight on `start` ever strike the region? It jumps over everything, onto no wall.
    fn knight_reaches(&self, start: usize) -> bool {
        let mut seen = Bits::default();
        let mut stack = vec![start];
        seen.add(start);
        while let Some(i) = stack.pop() {
            for &d in &mb::KNIGHT {
                let j = (i as isize + d) as usize;
                if self.wall(j) {
                    continue;
                }
                if self.region.has(j) {
                    return true;
                }
                if seen.add(j) {
                    stack.push(j);
                }
            }
        }
        false
    }

    /// Can the warrior on `start` never capture, whatever the other side has? Every square its
    /// pushes (and bypasses, R11) can ever bring it to has walls (or the edge) on both squares
    /// diagonally ahead, where a capture would land (R9, R16), but the rank before last, where
    /// a warrior never moves again (it turns to stone there or stands as a sentinel, R21, E1):
    /// it stays a warrior, so it only pushes, and by induction over its moves it never leaves
    /// those squares.
    fn never_captures(&self, start: usize) -> bool {
        let pos = self.pos;
        let fwd = self.mater.forward() as isize * mb::WIDTH;
        let last = self.mater.last_rank(pos.height);
        let before_last = self.mater.rank_before_last(pos.height);
        let mut seen = Bits::default();
        let mut stack = vec![start];
        seen.add(start);
        while let Some(i) = stack.pop() {
            if mb::square(i).rank() == before_last {
                continue; // turned to stone, or a sentinel: it never moves again (R21, E1)
            }
            if [fwd - 1, fwd + 1].iter().any(|&d| !self.wall((i as isize + d) as usize)) {
                return false;
            }
            // A bypass lands diagonally ahead: walls there, so only the push is left.
            let ahead = (i as isize + fwd) as usize;
            if !self.wall(ahead) && mb::square(ahead).rank() != last && seen.add(ahead) {
                stack.push(ahead);
            }
        }
        true
    }

    /// The strike of a promoted piece of `role` born on `at` with its newborn reserve (R19).
    fn newborn_reaches(&self, at: usize, role: Role) -> bool {
        match role {
            Role::Knight => self.knight_reaches(at),
            _ => {
                let reserve = match self.pos.newborn.get(self.mater, role) {
                    Some(n) if self.pos.reserves_in_play => n,
                    _ => UNLIMITED,
                };
                self.slider_reaches(at, None, dirs_of(role), moves_before_strike(reserve))
            }
        }
    }

    /// Can the pawn on `start` ever strike the region, as a pawn or by what it promotes to?
    /// `warrior`: it can never capture, so it only pushes (and bypasses, R11), never enters the
    /// last rank, and on the rank before last petrifies or stands as a sentinel (R21, E1).
    fn pawn_reaches(&self, start: usize, warrior: bool) -> bool {
        let pos = self.pos;
        let us = self.mater;
        let fwd = us.forward() as isize * mb::WIDTH;
        let last = us.last_rank(pos.height);
        let before_last = us.rank_before_last(pos.height);
        let sentinel_option = pos.rules.options.warrior_final_rank == WarriorFinalRank::Sentinel;
        let bypass = pos.rules.pawn_bypass();
        let rank = |i: usize| mb::square(i).rank();
        let mut seen = Bits::default();
        let mut stack = vec![start];
        seen.add(start);
        let mut promotions: Vec<usize> = Vec::new();
        while let Some(i) = stack.pop() {
            for d in [fwd - 1, fwd + 1] {
                let j = (i as isize + d) as usize;
                if !self.wall(j) && self.region.has(j) {
                    return true;
                }
            }
            if warrior && rank(i) == before_last {
                continue; // a sentinel never moves again
            }
            let ahead = (i as isize + fwd) as usize;
            let mut targets: [Option<usize>; 3] = [None; 3];
            if warrior {
                if pos.board[ahead] == self.own_bastion {
                    if bypass {
                        targets[1] = Some((i as isize + fwd - 1) as usize);
                        targets[2] = Some((i as isize + fwd + 1) as usize);
                    }
                } else {
                    targets[0] = Some(ahead);
                }
            } else {
                targets = [Some(ahead), Some((i as isize + fwd - 1) as usize), Some((i as isize + fwd + 1) as usize)];
            }
            for j in targets.into_iter().flatten() {
                if self.wall(j) {
                    continue;
                }
                let r = rank(j);
                if r == last {
                    if !warrior && seen.add(j) {
                        promotions.push(j);
                    }
                    continue;
                }
                if warrior && r == before_last && !sentinel_option {
                    continue; // it petrifies on arrival and strikes nothing (R21)
                }
                if seen.add(j) {
                    stack.push(j);
                }
            }
        }
        promotions.into_iter().any(|q| Role::PROMOTIONS.into_iter().any(|role| self.newborn_reaches(q, role)))
    }
}

fn dirs_of(role: Role) -> &'static [mb::Dir] {
    const QUEEN: [mb::Dir; 8] =
        [mb::ORTHO[0], mb::ORTHO[1], mb::ORTHO[2], mb::ORTHO[3], mb::DIAG[0], mb::DIAG[1], mb::DIAG[2], mb::DIAG[3]];
    match role {
        Role::Rook => &mb::ORTHO,
        Role::Bishop => &mb::DIAG,
        _ => &QUEEN,
    }
}

/// How many moves a piece with `reserve` may make and still strike: its last one petrifies it
/// (R15, R17), so one fewer than its reserve; unlimited stays unlimited.
fn moves_before_strike(reserve: u16) -> u16 {
    if reserve == UNLIMITED { u16::MAX } else { reserve.saturating_sub(1) }
}

/// Every square the king of `loser` can ever stand on: flooded by king steps from where it
/// stands over every square that is no wall (pieces move and are taken; walls stay).
pub fn king_region(pos: &Position, loser: Color) -> SquareSet {
    let start = mb::index(pos.kings[loser.index()]);
    let mut seen = Bits::default();
    let mut stack = vec![start];
    seen.add(start);
    let mut out = SquareSet::EMPTY;
    out.insert(mb::square(start));
    while let Some(i) = stack.pop() {
        for &d in &mb::KING {
            let j = (i as isize + d) as usize;
            let c = pos.board[j];
            if c == mb::OFF
                || c == mb::MONUMENT
                || c == mb::bastion_code(Color::White)
                || c == mb::bastion_code(Color::Black)
            {
                continue;
            }
            if seen.add(j) {
                out.insert(mb::square(j));
                stack.push(j);
            }
        }
    }
    out
}

/// Does a bastion or a monument stand anywhere? Read over the board's rows alone, eight codes
/// at a time (it runs before every fast check): the walls' codes (16, 17, 20) are the only
/// ones from 16 to 31 (pieces are below 16, the border 255), so a byte whose high half is 1 is
/// a wall.
pub(crate) fn walls_anywhere(pos: &Position) -> bool {
    const _: () = assert!(mb::MONUMENT >> 4 == 1 && mb::bastion_code(Color::White) >> 4 == 1);
    const _: () = assert!(mb::bastion_code(Color::Black) >> 4 == 1 && mb::piece_code(Color::Black, Role::King) < 16);
    const LOW: u64 = 0x0101_0101_0101_0101;
    let rows = &pos.board[2 * mb::WIDTH as usize..(2 + pos.height as usize) * mb::WIDTH as usize];
    let mut words = rows.chunks_exact(8);
    let mut any = 0u64;
    for w in &mut words {
        // A byte of `z` is zero where the high half of the code is 1.
        let z = (u64::from_le_bytes(w.try_into().unwrap()) & (0xF0 * LOW)) ^ (0x10 * LOW);
        any |= z.wrapping_sub(LOW) & !z & (0x80 * LOW);
    }
    any != 0 || words.remainder().iter().any(|&c| c >> 4 == 1)
}

/// Has `mater` nothing but knights and bishops beside its king (or nothing at all)? Only then
/// can the material rules ([`material`]) prove anything.
fn minors_only(pos: &Position, mater: Color) -> bool {
    pos.occupied[mater.index()]
        .iter()
        .all(|sq| matches!(mb::role_of(pos.board[mb::index(sq)]), Role::King | Role::Knight | Role::Bishop))
}

/// Can no wall ever stand on this board? No bastion or monument now, and nothing that could
/// petrify: no reserves in play, no warrior that would become a monument (R15, R21).
fn never_walls(pos: &Position) -> bool {
    let mut pawns = false;
    for sq in pos.squares() {
        match pos.cell(sq) {
            Cell::Bastion(_) | Cell::Monument => return false,
            Cell::Piece(p) if p.role == Role::Pawn => pawns = true,
            _ => {}
        }
    }
    if pos.reserves_in_play {
        return false;
    }
    !(pawns && pos.rules.pawn_status() && pos.rules.options.warrior_final_rank == WarriorFinalRank::Monument)
}

/// The material rules of a wall-free board (after CHA's insufficient material, made sound for
/// any board size): a lone knight against a bare king, and bishops all on one colour with
/// nothing else on the board but kings and the other side's rooks, queens and bishops. The
/// mated king stands on the bishops' colour, checked along a diagonal through its neighbour
/// `d`; the two straight neighbours next to `d` are of the other colour, so no bishop strikes
/// them and only the loser's rooks and queens can stand there; the mater's king could strike
/// both only from `d` itself, where it would block the check. So one of them holds a rook or
/// queen of the loser, which steps onto `d` (taking the bishop or blocking; nothing of the
/// mater's strikes along a straight line, so the step is always legal). Only a double check
/// escapes that, and no move makes one here (a bishop cannot leave one diagonal through the
/// king for the other, no pawn promotes, no rook castles): the rule holds unless the king
/// stands in double check now, as from a given position it may (with one rook or queen at
/// most it holds even then: the king has at least two straight neighbours to close, the
/// mater's king strikes one at most, the corner's two can be taken on the diagonal).
fn material(pos: &Position, mater: Color) -> Option<Material> {
    let loser = mater.other();
    let mut mine = [0u8; 6];
    let mut theirs = [0u8; 6];
    let mut bishop_colours = [0u8; 2];
    for sq in pos.squares() {
        if let Cell::Piece(p) = pos.cell(sq) {
            let counts = if p.color == mater { &mut mine } else { &mut theirs };
            counts[p.role as usize] += 1;
            if p.role == Role::Bishop {
                bishop_colours[((sq.file() + sq.rank()) % 2) as usize] += 1;
            }
        }
    }
    let others = |c: &[u8; 6], keep: &[Role]| {
        Role::ALL.iter().filter(|r| **r != Role::King && !keep.contains(r)).map(|r| c[*r as usize]).sum::<u8>()
    };
    if !never_walls(pos) {
        return None;
    }
    let n = Role::Knight as usize;
    if mine[n] == 1 && others(&mine, &[Role::Knight]) == 0 {
        let bare = others(&theirs, &[]) == 0;
        let queens_only = others(&theirs, &[Role::Queen]) == 0 && pos.width == 8 && pos.height == 8;
        if bare || queens_only {
            return Some(Material::LoneKnight);
        }
    }
    let b = Role::Bishop as usize;
    let p = Role::Pawn as usize;
    if mine[b] > 0
        && others(&mine, &[Role::Bishop]) == 0
        && mine[p] + theirs[p] == 0
        && theirs[n] == 0
        && pos.width >= 2
        && pos.height >= 2
        && (bishop_colours[0] == 0 || bishop_colours[1] == 0)
        && (others(&theirs, &[Role::Bishop]) <= 1 || bishop_checks(pos, loser) <= 1)
    {
        return Some(Material::SameColourBishops);
    }
    None
}

/// How many bishops (of the other side) strike `loser`'s king along a diagonal now, on a board
/// without walls.
fn bishop_checks(pos: &Position, loser: Color) -> usize {
    let king = pos.kings[loser.index()];
    let mut n = 0;
    for (df, dr) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
        let mut at = king;
        while let Some(next) = at.offset(df, dr, pos.width, pos.height) {
            at = next;
            match pos.cell(at) {
                Cell::Empty => continue,
                Cell::Piece(p) => n += (p.color != loser && p.role == Role::Bishop) as usize,
                _ => {}
            }
            break;
        }
    }
    n
}

/// The cheap, sound proof that `mater` can never mate `mater.other()`, if one exists.
pub fn prove(pos: &Position, mater: Color) -> Option<Proof> {
    let walls_anywhere = walls_anywhere(pos);
    // The material rules hold only on a board where no wall stands, for a side with nothing
    // but knights and bishops beside its king (read first: it is cheap, and most positions
    // end here).
    if !walls_anywhere
        && minors_only(pos, mater)
        && let Some(why) = material(pos, mater)
    {
        return Some(Proof::Material { mater, why });
    }
    let loser = mater.other();
    // Without a wall the king's region is the whole board, and any piece but the king strikes
    // some square of it: only a lone king is sealed off there.
    if !walls_anywhere && pos.occupied[mater.index()].len() > 1 {
        return None;
    }
    let region_set = king_region(pos, loser);
    let mut region = Bits::default();
    for sq in region_set.iter() {
        region.add(mb::index(sq));
    }
    let loser_capturable = pos.occupied[loser.index()].len() > 1;
    let terrain = Terrain {
        pos,
        mater,
        region,
        own_bastion: mb::bastion_code(mater),
        enemy_bastion: mb::bastion_code(loser),
        move_through_own: loser_capturable || pos.rules.quiet_through_own_bastions(),
    };
    let warriors_stay = pos.rules.pawn_status() && !loser_capturable;
    let mut facts = Vec::new();
    // Queens and rooks first: in an open position they strike the region at once.
    let mut order: Vec<(Square, Role)> =
        pos.occupied[mater.index()].iter().map(|sq| (sq, pos.piece(sq).map_or(Role::King, |p| p.role))).collect();
    order.sort_by_key(|&(_, r)| match r {
        Role::Queen => 0,
        Role::Rook => 1,
        Role::Bishop => 2,
        Role::Knight => 3,
        Role::Pawn => 4,
        Role::King => 5,
    });
    for (sq, role) in order {
        let i = mb::index(sq);
        let why = match role {
            Role::King => NoStrike::King,
            Role::Knight => {
                if terrain.knight_reaches(i) {
                    return None;
                }
                NoStrike::Walls
            }
            Role::Pawn => {
                let warrior =
                    pos.rules.pawn_status() && !pos.heroes.contains(sq) && (warriors_stay || terrain.never_captures(i));
                if terrain.pawn_reaches(i, warrior) {
                    return None;
                }
                if warrior { NoStrike::Warrior } else { NoStrike::Walls }
            }
            _ => {
                let reserve = pos.reserve(sq).unwrap_or(UNLIMITED);
                let free = castle_free_square(pos, sq, mater);
                let dirs = dirs_of(role);
                if terrain.slider_reaches(i, free, dirs, moves_before_strike(reserve)) {
                    return None;
                }
                if reserve != UNLIMITED && terrain.slider_reaches(i, free, dirs, u16::MAX) {
                    if reserve == 1 { NoStrike::LastMove } else { NoStrike::Reserve { reserve } }
                } else {
                    NoStrike::Walls
                }
            }
        };
        facts.push(PieceFact { square: sq, role, why });
    }
    let mut walls = SquareSet::EMPTY;
    let mut edge = false;
    for sq in region_set.iter() {
        for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
            match sq.offset(df, dr, pos.width, pos.height) {
                None => edge = true,
                Some(n) => {
                    if matches!(pos.cell(n), Cell::Bastion(_) | Cell::Monument) {
                        walls.insert(n);
                    }
                }
            }
        }
    }
    Some(Proof::Sealed { mater, king: pos.kings[loser.index()], region: region_set, walls, edge, pieces: facts })
}

/// Where castling would carry the rook on `sq` without spending its reserve
/// (`castling_costs_rook` off), as a mailbox index.
fn castle_free_square(pos: &Position, sq: Square, mater: Color) -> Option<usize> {
    if pos.rules.options.castling_costs_rook || !pos.reserves_in_play || !pos.rules.castling() {
        return None;
    }
    if !pos.castling[mater.index()].contains(sq) {
        return None;
    }
    let king = pos.kings[mater.index()];
    if king.rank() != sq.rank() {
        return None;
    }
    let dir: i8 = if sq.file() > king.file() { 1 } else { -1 };
    king.offset(dir, 0, pos.width, pos.height).map(mb::index)
}
