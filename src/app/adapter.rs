//! Thin adapters between the app and the libraries, for what the record library does not (yet)
//! offer as one public function: the journal write, the virtual bastion bag and the physical
//! lot entry, the start position after the reveal, reading an announced move into the one legal
//! move or the engine's ruling (over `record::announce`), the penalty of an illegal attempt,
//! the result and the reserve ledger. Each one only glues library calls together — the rules
//! stay in `crate::rules`, parsing in `crate::record::announce`, sealing in `crate::record::seal`
//! — and each is meant to be replaced by the record library's own function when it lands.

use super::board;
use super::session::{Ground, LedgerRow, LotLine};
use crate::record::announce::{self, Candidate, Reading};
use crate::record::scheme::bastion_ranks;
use crate::record::{self, BastionLot, GameRecord, GameResult, LotSource};
use crate::rules::options::{BastionPlacement, IllegalMovePenalty, Repetition};
use crate::rules::{
    Cell, Color, Game, Illegal, Move, Outcome, Piece, Position, Role, Setup, Square, SquareSet, UNLIMITED,
};
use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` atomically: a temporary file beside it, fsync, rename, fsync of the
/// directory. The old file stays whole if anything fails.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_else(|| "game".into());
    let tmp = dir.join(format!(".{name}.tmp"));
    let write = || -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)?;
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    };
    write().map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot write {}: {e}", path.display())
    })
}

fn occupant(record: &GameRecord, sq: Square) -> Option<String> {
    for c in Color::ALL {
        if let Some(r) = record.revealed(c)
            && let Some(p) = r.pieces.iter().find(|p| p.square == sq.to_string())
        {
            return Some(format!("{sq} holds {}'s {}: set the lot aside and draw again (R8)", c.name(), p.role.name()));
        }
        if record.bastions(c).contains(&sq.to_string()) {
            return Some(format!("{sq} holds {}'s bastion: set the lot aside and draw again (R8)", c.name()));
        }
    }
    None
}

fn zone(record: &GameRecord, c: Color) -> Vec<Square> {
    let ranks = bastion_ranks(c, record.height);
    ranks.flat_map(|r| (0..record.width).map(move |f| Square::new(f, r))).collect()
}

fn push_lot(record: &mut GameRecord, c: Color, sq: Square, source: LotSource) -> LotLine {
    let reason = occupant(record, sq);
    let lot = BastionLot {
        side: c,
        square: sq.to_string(),
        accepted: reason.is_none(),
        reason: reason.clone(),
        source,
        time: record::now(),
    };
    record.bastion_lots.push(lot);
    LotLine {
        side: c,
        square: sq.to_string(),
        accepted: reason.is_none(),
        reason,
        physical: source == LotSource::Physical,
    }
}

/// Draws one lot from the virtual bag of `c` (operating-system randomness): the bag holds every
/// square of the side's zone not drawn before; a lot on a piece or a bastion is set aside.
pub fn draw_virtual(record: &mut GameRecord, c: Color) -> Result<LotLine, String> {
    use rand::TryRngCore;
    let drawn: Vec<String> = record.bastion_lots.iter().filter(|l| l.side == c).map(|l| l.square.clone()).collect();
    let bag: Vec<Square> = zone(record, c).into_iter().filter(|s| !drawn.contains(&s.to_string())).collect();
    if bag.is_empty() {
        return Err(format!("{}'s bag is empty: every square of the zone has been drawn (R8)", c.name()));
    }
    let mut buf = [0u8; 8];
    rand::rngs::OsRng.try_fill_bytes(&mut buf).map_err(|e| format!("no randomness from the system: {e}"))?;
    let i = (u64::from_le_bytes(buf) % bag.len() as u64) as usize;
    Ok(push_lot(record, c, bag[i], LotSource::Virtual))
}

/// Enters a lot drawn from a physical bag; an impossible one is refused with the reason.
pub fn enter_physical(record: &mut GameRecord, c: Color, text: &str) -> Result<LotLine, String> {
    let t = text.trim().to_lowercase();
    let sq: Square = t.parse().map_err(|_| format!("'{text}' is not a square: write it as d4 or c10"))?;
    let ranks = bastion_ranks(c, record.height);
    if sq.file() >= record.width || !ranks.contains(&sq.rank()) {
        return Err(format!(
            "{sq} is not in {}'s bastion zone, ranks {}–{} (R7): this lot cannot come from the bag",
            c.name(),
            ranks.start() + 1,
            ranks.end() + 1
        ));
    }
    if record.bastion_lots.iter().any(|l| l.side == c && l.square == sq.to_string()) {
        return Err(format!("{sq} was drawn already for {}: a lot leaves the bag once", c.name()));
    }
    Ok(push_lot(record, c, sq, LotSource::Physical))
}

/// The start position after the reveal and the bastions: both schemes, every bastion, castling
/// rights for every rook (R24), every pawn fresh (R23), the sealed reserves and newborn values
/// (R19), and the side to move by E10.
pub fn start_position(record: &GameRecord) -> Result<Position, String> {
    let rules = record.rules;
    let mut setup = Setup::empty(record.width, record.height);
    let mut castling = SquareSet::EMPTY;
    let mut fresh = SquareSet::EMPTY;
    let mut reserves = Vec::new();
    let sq = |s: &str| s.parse::<Square>().map_err(|e| format!("square '{s}' in the record: {e}"));
    for c in Color::ALL {
        let r = record.revealed(c).ok_or_else(|| format!("{}'s scheme is not revealed yet (R5)", c.name()))?;
        for p in &r.pieces {
            let s = sq(&p.square)?;
            setup.set(s, Cell::Piece(Piece::new(c, p.role)));
            if p.role == Role::Rook {
                castling.insert(s);
            }
            if p.role == Role::Pawn {
                fresh.insert(s);
            }
        }
        for b in record.bastions(c) {
            setup.set(sq(&b)?, Cell::Bastion(c));
        }
        if let Some(a) = &r.reserves {
            for slot in a.slots() {
                reserves.push((sq(&slot.square)?, slot.reserve));
            }
            let [q, rk, b] = a.newborn();
            setup.newborn.set(c, Role::Queen, q);
            setup.newborn.set(c, Role::Rook, rk);
            setup.newborn.set(c, Role::Bishop, b);
        }
    }
    if rules.is_victoria() && rules.options.bastion_placement == BastionPlacement::Blind {
        for c in Color::ALL {
            if record.bastions(c).len() < 3 {
                return Err(format!(
                    "{} has {} of 3 bastions: draw the rest first (R8)",
                    c.name(),
                    record.bastions(c).len()
                ));
            }
        }
    }
    if rules.options.castling || !rules.is_victoria() {
        setup.castling = castling;
    }
    setup.fresh = Some(fresh);
    setup.reserves = rules.reserve().then_some(reserves);
    // E10: a side whose king stands in check moves first; White if both or neither.
    let build = |turn: Color| {
        let mut s = setup.clone();
        s.turn = turn;
        Position::from_setup(s, rules).map_err(|e| format!("the revealed setup is not a valid position: {e}"))
    };
    let white = build(Color::White)?;
    if !white.is_check() {
        let black = build(Color::Black)?;
        if black.is_check() {
            return Ok(black);
        }
    }
    Ok(white)
}

/// Why an announcement was not recorded.
pub enum Refusal {
    /// The text names no move, or several (the candidates are listed): nothing is logged.
    Notation(String),
    /// The move it names breaks a rule: logged as an illegal attempt (R29).
    Illegal(Illegal),
}

/// The one legal move an announcement names (`record::announce` reads it against the
/// engine's legal moves), or the engine's ruling for the move it meant.
pub fn read_announced(game: &Game, text: &str) -> Result<Move, Refusal> {
    let pos = game.position();
    let candidates: Vec<Candidate> = pos
        .legal_moves()
        .into_iter()
        .filter_map(|m| Some(Candidate { mv: m, role: pos.piece(m.from)?.role, san: pos.san(&m) }))
        .collect();
    let king = pos.king(pos.turn());
    match announce::read_among(text, &candidates, king) {
        Err(e) => Err(Refusal::Notation(e.to_string())),
        Ok(Reading::One(c)) => Ok(c.mv),
        Ok(Reading::Ambiguous(v)) => {
            let names: Vec<String> = v.iter().map(|c| c.san.clone()).collect();
            Err(Refusal::Notation(format!("'{text}' fits several moves: {} — say which", names.join(", "))))
        }
        Ok(Reading::None) => {
            let patterns = announce::parse(text).map_err(|e| Refusal::Notation(e.to_string()))?;
            let own: Vec<(Square, Role)> = pos
                .squares()
                .filter_map(|s| pos.piece(s).filter(|p| p.color == pos.turn()).map(|p| (s, p.role)))
                .collect();
            let meant = announce::intended(&patterns, &own);
            if let Some(castle) = announce::castle_side(&patterns) {
                let side = if castle == announce::CastleSide::Short { "short (O-O)" } else { "long (O-O-O)" };
                return Err(Refusal::Illegal(Illegal::new(
                    "R24",
                    format!("{} cannot castle {side} here (R24)", pos.turn().name()),
                )));
            }
            for u in &meant {
                if let Err(e) = game.check_move(*u) {
                    return Err(Refusal::Illegal(e));
                }
            }
            if meant.is_empty() {
                let what = patterns.first().and_then(|p| p.role).map(|r| r.name()).unwrap_or("piece");
                return Err(Refusal::Illegal(Illegal::new(
                    "R25",
                    format!("{} has no {what} that can make the move '{text}' (R25)", pos.turn().name()),
                )));
            }
            Err(Refusal::Notation(format!("'{text}' names no legal move")))
        }
    }
}

/// Logs an illegal attempt with the penalty of option `illegal_move_penalty` (R29); returns
/// the penalty text.
pub fn log_illegal(record: &mut GameRecord, color: Color, announced: &str, rule: &str, reason: &str) -> String {
    let before = record.illegal_attempts.iter().filter(|a| a.color == color).count();
    let penalty = match record.options().illegal_move_penalty {
        IllegalMovePenalty::Warn => "warn: logged".to_string(),
        IllegalMovePenalty::Fide if before == 0 => "fide: opponent +2 minutes".to_string(),
        IllegalMovePenalty::Fide => "fide: second illegal move, loses (Art. 7.5.5)".to_string(),
    };
    record.illegal_attempts.push(record::IllegalAttempt {
        ply: record.next_ply(),
        color,
        announced: announced.to_string(),
        rule: rule.to_string(),
        reason: reason.to_string(),
        time: record::now(),
        penalty: penalty.clone(),
    });
    penalty
}

/// The record's result for a ground, checked against the engine where it can prove it.
pub fn result_for(
    game: &Game,
    ground: Ground,
    reason: &str,
    options: &crate::rules::Options,
) -> Result<GameResult, String> {
    let pos = game.position();
    let [white, black] = pos.points();
    let outcome = game.outcome();
    let by_points = |g: &str| -> GameResult {
        GameResult {
            outcome: "points".into(),
            winner: match white.cmp(&black) {
                std::cmp::Ordering::Greater => Some(Color::White),
                std::cmp::Ordering::Less => Some(Color::Black),
                std::cmp::Ordering::Equal => None,
            },
            ground: g.into(),
            points_white: Some(white),
            points_black: Some(black),
            reason: reason.into(),
            time: record::now(),
            final_vfen: Some(pos.to_vfen()),
        }
    };
    let plain = |outcome: &str, winner: Option<Color>, g: &str| GameResult {
        outcome: outcome.into(),
        winner,
        ground: g.into(),
        points_white: None,
        points_black: None,
        reason: reason.into(),
        time: record::now(),
        final_vfen: Some(pos.to_vfen()),
    };
    let need_reason = |what: &str| -> Result<(), String> {
        if reason.is_empty() { Err(format!("{what} needs the arbiter's written reason (R28)")) } else { Ok(()) }
    };
    let classical = !pos.rules().is_victoria();
    Ok(match ground {
        Ground::Checkmate(w) => match outcome {
            Outcome::Checkmate { winner } if winner == w => plain("checkmate", Some(w), ""),
            _ => return Err(format!("the position is not checkmate with {} winning (R26)", w.name())),
        },
        Ground::NothingToMove => {
            if !pos.legal_moves().is_empty() || pos.is_check() {
                return Err(format!(
                    "{} still has a legal move or is in check: not 'nothing left to move' (R27)",
                    pos.turn().name()
                ));
            }
            if classical { plain("draw", None, "stalemate") } else { by_points("no_moves") }
        }
        Ground::NoStrikingForce => {
            if !pos.reserves_in_play() || pos.has_striking_force() {
                return Err("a queen, rook, bishop or knight is still on the board (R27)".into());
            }
            by_points("reserves_spent")
        }
        Ground::DeadPosition => {
            if !pos.is_dead() {
                need_reason("A dead position the app cannot prove")?;
            }
            if classical { plain("draw", None, "dead_position") } else { by_points("dead_position") }
        }
        Ground::AgreedCount => by_points("agreed_count"),
        Ground::Repetition => {
            if game.repetitions() < 3 {
                return Err(format!("the position has stood {} time(s), not three (R32)", game.repetitions()));
            }
            if !classical && options.repetition == Repetition::Points {
                by_points("repetition")
            } else {
                plain("draw", None, "repetition")
            }
        }
        Ground::HundredPlies => {
            if pos.halfmoves() < 100 {
                return Err(format!(
                    "only {} plies without capture, pawn move or petrification, not 100 (R27)",
                    pos.halfmoves()
                ));
            }
            if !classical && options.repetition == Repetition::Points {
                by_points("hundred_plies")
            } else {
                plain("draw", None, "hundred_plies")
            }
        }
        Ground::DrawAgreed => plain("agreement", None, ""),
        Ground::Resigned(loser) => plain("resignation", Some(loser.other()), ""),
        Ground::Forfeit(loser) => {
            need_reason("A forfeit")?;
            plain("forfeit", Some(loser.other()), "")
        }
        Ground::Decision(winner) => {
            need_reason("The arbiter's decision")?;
            plain("decision", winner, "")
        }
    })
}

/// The private reserve ledger, replayed from the start: every queen, rook and bishop with a
/// counted reserve (promoted pieces too), its initial and remaining reserve, and the move on
/// which it petrified.
pub fn ledger(game: &Game) -> Vec<LedgerRow> {
    let mut pos = game.start().clone();
    if !pos.reserves_in_play() {
        return Vec::new();
    }
    struct Row {
        piece: Piece,
        square: Square,
        initial: u16,
        left: u16,
        petrified_on: Option<u32>,
        alive: bool,
    }
    let mut rows: Vec<Row> = pos
        .squares()
        .filter_map(|s| {
            let p = pos.piece(s)?;
            let n = pos.reserve(s).filter(|n| *n != UNLIMITED)?;
            p.role.has_reserve().then_some(Row {
                piece: p,
                square: s,
                initial: n,
                left: n,
                petrified_on: None,
                alive: true,
            })
        })
        .collect();
    for m in game.moves() {
        let full = pos.fullmoves();
        let mut after = pos.clone();
        if after.play(m).is_err() {
            break;
        }
        // A captured piece's reserve is gone (R15).
        if m.capture
            && let Some(i) = rows.iter().position(|r| r.alive && r.square == m.to && r.piece.color != pos.turn())
        {
            rows[i].alive = false;
        }
        let mover = rows.iter().position(|r| r.alive && r.square == m.from);
        if let crate::rules::MoveKind::Castle { rook } = m.kind {
            let step: i8 = if m.to.file() > m.from.file() { 1 } else { -1 };
            let rook_to = Square::new((m.from.file() as i8 + step) as u8, m.from.rank());
            if let Some(i) = rows.iter().position(|r| r.alive && r.square == rook) {
                rows[i].square = rook_to;
                update(&mut rows[i], &after, rook_to, full);
            }
        } else if let Some(i) = mover {
            rows[i].square = m.to;
            update(&mut rows[i], &after, m.to, full);
        } else if let Some(role) = m.promotion
            && let Some(n) = after.reserve(m.to).filter(|n| *n != UNLIMITED)
            && role.has_reserve()
        {
            rows.push(Row {
                piece: Piece::new(pos.turn(), role),
                square: m.to,
                initial: n,
                left: n,
                petrified_on: None,
                alive: true,
            });
        }
        pos = after;
    }
    fn update(row: &mut Row, after: &Position, sq: Square, full: u32) {
        match after.cell(sq) {
            Cell::Monument => {
                row.left = 0;
                row.petrified_on = Some(full);
                row.alive = false;
            }
            _ => {
                if let Some(n) = after.reserve(sq) {
                    row.left = n;
                }
            }
        }
    }
    rows.into_iter()
        .filter(|r| r.alive || r.petrified_on.is_some())
        .map(|r| LedgerRow {
            color: r.piece.color,
            label: format!("{} {}", board::glyph(r.piece), r.square),
            initial: r.initial,
            left: r.left,
            petrified_on: r.petrified_on,
        })
        .collect()
}
