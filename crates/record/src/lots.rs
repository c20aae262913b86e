//! Bastion lots (R7, R8) and the starting position (E10). For `blind` placement the app can act
//! as the bag — a uniform draw with operating-system randomness from the squares of a side's
//! zone not yet drawn — or take lots drawn from a physical bag, refusing an impossible entry
//! with the reason. A lot naming a square that holds a piece is set aside and logged too.
//! Once both schemes are revealed and every bastion stands, the start position is built from
//! the record and who moves first follows E10.

use super::model::{BastionLot, GameRecord, LotSource, Occupant, Time};
use super::scheme::bastion_ranks;
use victoria_rules::options::BastionPlacement;
use victoria_rules::{Cell, Color, Piece, Position, Role, Setup, Square, SquareSet};

/// Bastions per side (R7).
pub const BASTIONS: usize = 3;

/// Why a lot cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LotError {
    NotBlind(&'static str),
    NotRevealed,
    NotASquare(String),
    OutsideZone { square: Square, side: Color, ranks: String },
    AlreadyDrawn { square: Square, side: Color },
    Complete(Color),
    BagEmpty(Color),
    Started,
    Random(String),
}

/// The squares of a side's bastion zone on the record's board (the bag's content).
pub fn bastion_zone(record: &GameRecord, side: Color) -> Vec<Square> {
    let ranks = bastion_ranks(side, record.height);
    ranks.flat_map(|r| (0..record.width).map(move |f| Square::new(f, r))).collect()
}

/// What stands on `sq` according to the revealed schemes and the bastions so far.
pub fn occupant(record: &GameRecord, sq: Square) -> Option<Occupant> {
    let name = sq.to_string();
    for color in Color::ALL {
        if let Some(r) = record.revealed(color)
            && let Some(p) = r.pieces.iter().find(|p| p.square == name)
        {
            return Some(Occupant::Piece { color, role: p.role });
        }
        if record.bastions(color).contains(&name) {
            return Some(Occupant::Bastion { color });
        }
    }
    None
}

fn ready(record: &GameRecord, side: Color) -> Result<(), LotError> {
    let placement = record.rules.options.bastion_placement;
    if placement != BastionPlacement::Blind {
        return Err(LotError::NotBlind(placement.key()));
    }
    if !record.both_revealed() {
        return Err(LotError::NotRevealed);
    }
    if record.start_vfen.is_some() {
        return Err(LotError::Started);
    }
    if record.bastions(side).len() >= BASTIONS {
        return Err(LotError::Complete(side));
    }
    Ok(())
}

/// How many bastions `side` still has to draw.
pub fn bastions_missing(record: &GameRecord, side: Color) -> usize {
    BASTIONS.saturating_sub(record.bastions(side).len())
}

/// The verdict on a lot for `side`: accepted (`None`) or set aside because of what stands on
/// the square (R8); an impossible lot (not in the bag) is an error and nothing is logged.
pub fn judge_lot(record: &GameRecord, side: Color, square: Square) -> Result<Option<Occupant>, LotError> {
    ready(record, side)?;
    let zone = bastion_ranks(side, record.height);
    if square.file() >= record.width || !zone.contains(&square.rank()) {
        return Err(LotError::OutsideZone {
            square, side, ranks: format!("{}–{}", zone.start() + 1, zone.end() + 1)
        });
    }
    let name = square.to_string();
    if record.bastion_lots.iter().any(|l| l.side == side && l.square == name) {
        return Err(LotError::AlreadyDrawn { square, side });
    }
    Ok(occupant(record, square))
}

/// A lot typed in from a physical bag: judged, not yet logged.
pub fn physical_lot(record: &GameRecord, side: Color, text: &str, time: Time) -> Result<BastionLot, LotError> {
    let square =
        super::scheme::read_square(text.trim()).ok_or_else(|| LotError::NotASquare(text.trim().to_string()))?;
    let held_by = judge_lot(record, side, square)?;
    Ok(BastionLot {
        side,
        square: square.to_string(),
        accepted: held_by.is_none(),
        held_by,
        source: LotSource::Physical,
        time,
    })
}

/// A uniform random index below `n` from the operating system (rejection sampling).
pub fn os_random_below(n: usize) -> Result<usize, LotError> {
    use rand::TryRngCore;
    assert!(n > 0 && n <= u32::MAX as usize);
    let n = n as u64;
    let zone = (u32::MAX as u64 + 1) / n * n;
    loop {
        let x = rand::rngs::OsRng.try_next_u32().map_err(|e| LotError::Random(e.to_string()))? as u64;
        if x < zone {
            return Ok((x % n) as usize);
        }
    }
}

/// The squares still in `side`'s bag: its zone minus every lot drawn for it.
pub fn bag(record: &GameRecord, side: Color) -> Vec<Square> {
    bastion_zone(record, side)
        .into_iter()
        .filter(|s| {
            let n = s.to_string();
            !record.bastion_lots.iter().any(|l| l.side == side && l.square == n)
        })
        .collect()
}

/// One lot from the virtual bag for `side`: judged, not yet logged.
pub fn virtual_lot(record: &GameRecord, side: Color, time: Time) -> Result<BastionLot, LotError> {
    ready(record, side)?;
    let bag = bag(record, side);
    if bag.is_empty() {
        return Err(LotError::BagEmpty(side));
    }
    let square = bag[os_random_below(bag.len())?];
    let held_by = judge_lot(record, side, square)?;
    Ok(BastionLot {
        side,
        square: square.to_string(),
        accepted: held_by.is_none(),
        held_by,
        source: LotSource::Virtual,
        time,
    })
}

/// A stand-alone virtual draw for a board where only `occupied` squares are taken: lots in
/// order, each with whether it was accepted (a lot on an occupied square is set aside, R8) (for
/// `bastions --draw`).
pub fn draw_standalone(
    side: Color,
    width: u8,
    height: u8,
    occupied: &[Square],
) -> Result<Vec<(Square, bool)>, LotError> {
    let ranks = bastion_ranks(side, height);
    let mut bag: Vec<Square> = ranks.flat_map(|r| (0..width).map(move |f| Square::new(f, r))).collect();
    let mut out = Vec::new();
    let mut accepted = 0;
    while accepted < BASTIONS {
        if bag.is_empty() {
            return Err(LotError::BagEmpty(side));
        }
        let sq = bag.swap_remove(os_random_below(bag.len())?);
        if occupied.contains(&sq) {
            out.push((sq, false));
        } else {
            out.push((sq, true));
            accepted += 1;
        }
    }
    Ok(out)
}

/// Why the start position cannot be built yet, or is not a position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    NotRevealed,
    BastionsMissing {
        side: Color,
        have: usize,
    },
    /// A revealed scheme names something that is not a square of the board.
    BadSquare {
        text: String,
    },
    /// A bastion meets a piece or another bastion.
    BastionMeets {
        square: Square,
    },
    /// The revealed schemes and bastions do not make a position.
    Position(victoria_rules::PositionError),
}

/// The raw setup of the revealed schemes and bastions, with `turn` to move.
pub fn start_setup(record: &GameRecord, turn: Color) -> Result<Setup, StartError> {
    if !record.both_revealed() {
        return Err(StartError::NotRevealed);
    }
    let options = &record.rules.options;
    let mut setup = Setup::empty(record.width, record.height);
    setup.turn = turn;
    let mut fresh = SquareSet::EMPTY;
    let mut castling = SquareSet::EMPTY;
    let mut reserves = Vec::new();
    let bad = |text: &str| StartError::BadSquare { text: text.to_string() };
    for color in Color::ALL {
        let rev = record.revealed(color).ok_or(StartError::NotRevealed)?;
        for p in &rev.pieces {
            let sq: Square = p.square.parse().map_err(|_| bad(&p.square))?;
            setup.set(sq, Cell::Piece(Piece::new(color, p.role)));
            match p.role {
                Role::Pawn => fresh.insert(sq),
                Role::Rook if options.castling => castling.insert(sq),
                _ => {}
            }
        }
        let bastions = record.bastions(color);
        if options.bastion_placement != BastionPlacement::None && bastions.len() != BASTIONS {
            return Err(StartError::BastionsMissing { side: color, have: bastions.len() });
        }
        for b in bastions {
            let sq: Square = b.parse().map_err(|_| bad(&b))?;
            if setup.cell(sq) != Cell::Empty {
                return Err(StartError::BastionMeets { square: sq });
            }
            setup.set(sq, Cell::Bastion(color));
        }
        if let Some(a) = &rev.reserves {
            for s in a.slots() {
                let sq: Square = s.square.parse().map_err(|_| bad(&s.square))?;
                reserves.push((sq, s.reserve));
            }
            let [q, r, b] = a.newborn();
            setup.newborn.set(color, Role::Queen, q);
            setup.newborn.set(color, Role::Rook, r);
            setup.newborn.set(color, Role::Bishop, b);
        }
    }
    setup.fresh = Some(fresh);
    setup.castling = castling;
    setup.reserves = (options.reserve && record.rules.is_victoria()).then_some(reserves);
    Ok(setup)
}

/// The start position (E10): judged after all bastions stand; a side in check moves first,
/// White if both are.
pub fn start_position(record: &GameRecord) -> Result<Position, StartError> {
    let build = |turn| {
        start_setup(record, turn).and_then(|s| Position::from_setup(s, record.rules).map_err(StartError::Position))
    };
    let white = build(Color::White)?;
    if white.is_check() {
        return Ok(white);
    }
    let black = build(Color::Black)?;
    if black.is_check() {
        return Ok(black);
    }
    Ok(white)
}
