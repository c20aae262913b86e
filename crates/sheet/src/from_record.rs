//! Turns a [`GameRecord`] into the sheet's [`SheetData`]: the header, the revealed setups with
//! their bastions and seal codes, the reserve table followed through the moves, the moves with
//! their marks and times, the lists and the result, worded in the sheet's language.

use super::data::*;
use crate::t;
use victoria_record::i18n::duties;
use victoria_record::{
    GameRecord, Ground, MoveEntry, MoveEvent, Scheme, Time, is_synthesis, regime_changes, seal_code,
};
use victoria_rules::can_mate::{Cite, MateQuestion};
use victoria_rules::options::ReserveVisibility;
use victoria_rules::san::written;
use victoria_rules::{AnyGame, Cell, Color, Piece, Role, Setup, Square};
use victoria_words::Lang;

/// `HH:MM` of a recorded moment, on the arbiter's clock.
fn hhmm(t: &Time) -> String {
    t.format("%H:%M").to_string()
}

/// A signing moment as printed: `2026-11-30 14:05 +03:00`.
fn stamp(t: &Time) -> String {
    t.format("%Y-%m-%d %H:%M %:z").to_string()
}

fn square(s: &str) -> Option<Square> {
    s.trim().parse::<Square>().ok()
}

pub fn setup_board(rec: &GameRecord, side: Color) -> Option<Board> {
    let scheme = rec.revealed(side)?;
    let mut b = Board::empty(rec.width, rec.height);
    for p in &scheme.pieces {
        if let Some(sq) = square(&p.square) {
            b.set(sq, Cell::Piece(Piece { color: side, role: p.role }));
        }
    }
    for s in rec.bastions(side) {
        if let Some(sq) = square(&s) {
            b.set(sq, Cell::Bastion(side));
        }
    }
    Some(b)
}

/// Rechecks a side's revealed scheme against its commitment and seal code (R5).
fn seal_state(rec: &GameRecord, side: Color) -> SealState {
    let s = rec.schemes.get(side);
    let Some(commitment) = &s.commitment else {
        return SealState::Absent;
    };
    let Some(revealed) = &s.revealed else {
        return SealState::Broken;
    };
    let Ok(scheme) = Scheme::from_revealed(side, revealed) else {
        return SealState::Broken;
    };
    let content_ok = victoria_record::commitment(&scheme.canonical_text(), &revealed.salt) == *commitment;
    let code_ok = s.seal_code.as_ref().is_none_or(|code| *code == seal_code(commitment));
    if content_ok && code_ok { SealState::Verified } else { SealState::Broken }
}

/// The start position as a board, from the record's start VFEN (a game without schemes).
fn start_board(rec: &GameRecord) -> Option<Board> {
    board_of(rec.start_vfen.as_deref()?)
}

/// The board at the end of a finished game: its final VFEN, with the piece each monument was
/// found by replaying the moves (`replayed`: the game after every move, when the record
/// replays).
fn final_board(rec: &GameRecord, replayed: Option<&AnyGame>) -> Option<Board> {
    let mut board = board_of(rec.result.as_ref()?.final_vfen.as_deref()?)?;
    if let Some(game) = replayed.and_then(|g| g.victoria()) {
        board.monuments = game.monuments().iter().map(|m| (m.square, m.piece)).collect();
    }
    Some(board)
}

/// The cells of a VFEN as a board (reserves and other fields are not drawn).
fn board_of(vfen: &str) -> Option<Board> {
    let setup = Setup::from_vfen(vfen).ok()?;
    let mut b = Board::empty(setup.width, setup.height);
    for rank in 0..setup.height {
        for file in 0..setup.width {
            let sq = Square::new(file, rank);
            b.set(sq, setup.cell(sq));
            if setup.heroes.contains(sq) {
                b.heroes.push(sq);
            }
        }
    }
    Some(b)
}

/// The cells of a Synthesis FEN (S2) as a board.
fn synthesis_board(fen: &str, rec: &GameRecord) -> Option<Board> {
    let pos = victoria_rules::synthesis::Position::from_fen(fen, rec.rules.options).ok()?;
    let mut b = Board::empty(8, 8);
    for rank in 0..8 {
        for file in 0..8 {
            let sq = Square::new(file, rank);
            b.set(sq, pos.cell(sq));
        }
    }
    Some(b)
}

/// The `from` and `to` squares of a coordinate move (`e2e4`, `c10c12q`).
fn uci_squares(uci: &str) -> Option<(Square, Square)> {
    let (from, n) = Square::parse_prefix(uci)?;
    let (to, _) = Square::parse_prefix(&uci[n..])?;
    Some((from, to))
}

fn event_square(m: &MoveEntry, prefix: &str) -> Option<Square> {
    m.events
        .iter()
        .map(|e| e.key())
        .find_map(|e| e.strip_prefix(prefix).map(str::to_string))
        .as_deref()
        .and_then(square)
}

/// A reserve piece followed through the moves: its row, and where it stands (none once it is
/// captured or turned to stone).
struct Tracked {
    side: Color,
    row: ReserveRow,
    at: Option<Square>,
}

/// Follows every reserve piece through the moves: where it stands, what it spent, when it
/// petrified or was captured.
fn reserve_rows(rec: &GameRecord) -> [Vec<ReserveRow>; 2] {
    let mut pieces = allocated_pieces(rec);
    if pieces.is_empty() {
        return [Vec::new(), Vec::new()];
    }
    for m in &rec.moves {
        follow_move(&mut pieces, m);
    }
    let mut out = [Vec::new(), Vec::new()];
    for t in pieces {
        out[t.side.index()].push(t.row);
    }
    out
}

/// The pieces the revealed schemes gave a reserve, where they start.
fn allocated_pieces(rec: &GameRecord) -> Vec<Tracked> {
    let mut pieces: Vec<Tracked> = Vec::new();
    for side in Color::ALL {
        let Some(scheme) = rec.revealed(side) else { continue };
        let Some(alloc) = &scheme.reserves else { continue };
        let role_on = |sq: &str| scheme.pieces.iter().find(|p| p.square == sq).map(|p| p.role);
        for (k, slot) in alloc.slots().iter().enumerate() {
            let role = role_on(&slot.square).unwrap_or(match k {
                0 => Role::Queen,
                1 | 2 => Role::Rook,
                _ => Role::Bishop,
            });
            let Some(sq) = square(&slot.square) else { continue };
            pieces.push(Tracked {
                side,
                row: ReserveRow {
                    role,
                    square: sq,
                    allocated: slot.reserve as u32,
                    spent: 0,
                    petrified_on: None,
                    captured_on: None,
                },
                at: Some(sq),
            });
        }
    }
    pieces
}

/// One move's effect on the reserve pieces: a capture, a castling rook, a promotion to a piece
/// with a reserve, or a reserve piece that moves (and may turn to stone).
fn follow_move(pieces: &mut Vec<Tracked>, m: &MoveEntry) {
    let Some((from, to)) = uci_squares(&m.uci) else { return };
    let number = m.move_number();
    // A capture removes the piece standing on the target (en passant never takes a reserve piece).
    if let Some(t) = pieces.iter_mut().find(|t| t.side != m.color && t.at == Some(to)) {
        t.at = None;
        t.row.captured_on = Some(number);
    }
    if m.events.contains(&MoveEvent::Castle) {
        // The rook nearest the king in the direction it moved jumps to the square it crossed.
        let dir: i8 = if to.file() > from.file() { 1 } else { -1 };
        let rook = pieces
            .iter_mut()
            .filter(|t| t.side == m.color && t.row.role == Role::Rook)
            .filter_map(|t| t.at.map(|a| (a, t)))
            .filter(|(a, _)| a.rank() == from.rank() && (a.file() as i8 - from.file() as i8).signum() == dir)
            .min_by_key(|(a, _)| (a.file() as i8 - from.file() as i8).abs())
            .map(|(_, t)| t);
        if let Some(t) = rook {
            t.at = Square::new((to.file() as i8 - dir) as u8, to.rank()).into();
            if let Some(s) = m.reserve_spent {
                t.row.spent += s as u32;
            }
            if m.reserve_left == Some(0) || event_square(m, "petrified:").is_some() {
                t.row.petrified_on = Some(number);
                t.at = None;
            }
        }
        return;
    }
    let promotion = m.events.iter().find_map(|e| match e {
        MoveEvent::Promotion(r) => Some(*r),
        _ => None,
    });
    if let Some(promo) = promotion {
        if promo.has_reserve() {
            let left = m.reserve_left.unwrap_or(0) as u32;
            let spent = m.reserve_spent.unwrap_or(0) as u32;
            pieces.push(Tracked {
                side: m.color,
                row: ReserveRow {
                    role: promo,
                    square: to,
                    allocated: left + spent,
                    spent,
                    petrified_on: None,
                    captured_on: None,
                },
                at: Some(to),
            });
        }
        return;
    }
    if let Some(t) = pieces.iter_mut().find(|t| t.side == m.color && t.at == Some(from)) {
        t.at = Some(to);
        t.row.spent += m.reserve_spent.unwrap_or(1) as u32;
        let petrified = event_square(m, "petrified:");
        if m.reserve_left == Some(0) || petrified == Some(to) {
            t.row.petrified_on = Some(number);
            t.at = None;
        }
    }
}

/// The moves with their full-move numbers counted by colour, so that a game Black opens
/// (E10) reads `1. … Qf11  2. Qf2 …`.
fn move_views(rec: &GameRecord, lang: Lang) -> Vec<MoveView> {
    moves_timed(rec, lang, true)
}

/// The moves as the sheet marks them (`MoveView::marked`: SAN with `=`, `★`, `◆` and the
/// Synthesis regime changes), in `lang`, without the times: what the club site lists.
pub fn marked_moves(rec: &GameRecord, lang: Lang) -> Vec<String> {
    moves_timed(rec, lang, false).iter().map(MoveView::marked).collect()
}

/// [`move_views`], with the time column or without it.
fn moves_timed(rec: &GameRecord, lang: Lang, timed: bool) -> Vec<MoveView> {
    let changes = if is_synthesis(rec) { regime_changes(rec) } else { Vec::new() };
    let mut number = 1;
    rec.moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            if i > 0 && m.color == Color::White {
                number += 1;
            }
            let mut v = move_view(m, number, lang, timed);
            v.regime = changes
                .iter()
                .filter(|c| c.ply == m.ply)
                .map(|c| format!("{}→{}", t!(lang, "sheet-side-letter", color = c.color), c.regime.letter()))
                .collect::<Vec<_>>()
                .join(",");
            v
        })
        .collect()
}

fn move_view(m: &MoveEntry, number: u32, lang: Lang, timed: bool) -> MoveView {
    MoveView {
        number,
        color: m.color,
        san: written(lang, &m.san),
        // With clocks (R33) the column shows the mover's time left, as the clock showed it.
        time: timed
            .then(|| m.clock.map_or_else(|| hhmm(&m.time), |c| victoria_record::time_control::face(c.remaining_ms))),
        clock: timed && m.clock.is_some(),
        hero: m.events.iter().any(|e| matches!(e, MoveEvent::Hero(_))),
        petrified: m.events.iter().any(|e| matches!(e, MoveEvent::Petrified(_))),
        promotion: m.events.iter().any(|e| matches!(e, MoveEvent::Promotion(_))),
        regime: String::new(),
    }
}

/// The words for a result's `ground` key of the record (`no_moves`, `repetition`, …): an
/// unknown key is printed as it is, an empty one gives an empty string.
pub(crate) fn ground_words(lang: Lang, key: &str) -> String {
    if key.is_empty() {
        return String::new();
    }
    t!(lang, "sheet-ground", key = key, fallback = key.replace('_', " "))
}

pub fn result_view(rec: &GameRecord, lang: Lang) -> ResultView {
    let Some(r) = &rec.result else {
        return ResultView { score: "*".into(), grounds: Grounds::Ongoing };
    };
    let score = r.shown_score().to_string();
    // The engine's own sentence (in English) is not repeated where the sheet words the grounds
    // itself; the arbiter's written reason is kept for decisions and forfeits.
    let ground = r
        .ground
        .and_then(|g| {
            crate::i18n::duties::fide_ground(g, r.winner.map(Color::other), r.outcome.key() == "points", lang)
        })
        .unwrap_or_else(|| ground_words(lang, r.ground_word_key(rec.rules.ruleset).unwrap_or("")));
    let written = match r.outcome.key() {
        "decision" | "forfeit" => r.reason.trim().to_string(),
        _ => String::new(),
    };
    let reason = match (ground.is_empty(), written.is_empty()) {
        (true, _) => written,
        (false, true) => ground,
        (false, false) => format!("{ground}; {written}"),
    };
    // The engine's proofs that mate was impossible, worded after the ground, citing the game's
    // own book for what asked it (R27a; FIDE 5.2.2, 6.9 or 7.5.5 in classical chess).
    // A proof whose square does not read (a damaged file) is named, never dropped in silence.
    let question = match r.ground {
        Some(Ground::FlagFell) => MateQuestion::FlagFall,
        Some(Ground::IllegalMoves) => MateQuestion::IllegalMoves,
        _ => MateQuestion::DeadPosition,
    };
    let cite = Cite::new(rec.rules.ruleset, question);
    let proofs: Vec<String> = r
        .mate_proofs
        .iter()
        .map(|p| match p.to_proof() {
            Ok(p) => victoria_rules::can_mate::proof_words(&p, lang, true, cite),
            Err(square) => crate::t!(lang, "sheet-proof-unreadable", square = square),
        })
        .collect();
    let reason = match (reason.is_empty(), proofs.is_empty()) {
        (_, true) => reason,
        (true, false) => proofs.join("; "),
        (false, false) => format!("{reason}: {}", proofs.join("; ")),
    };
    let loser = r.winner.map(Color::other);
    let grounds = match (r.outcome.key(), r.winner, loser) {
        ("checkmate", Some(w), _) => Grounds::Checkmate { winner: w },
        ("king_captured", Some(w), _) => Grounds::KingCaptured { winner: w, both: r.ground == Some(Ground::BothKings) },
        ("points", _, _) => {
            Grounds::Points { white: r.points_white.unwrap_or(0), black: r.points_black.unwrap_or(0), reason }
        }
        ("agreement", _, _) => Grounds::Agreement,
        ("resignation", _, Some(l)) => Grounds::Resignation { loser: l },
        (_, _, Some(l)) if r.is_ruled_loss() => {
            Grounds::FideLoss { loser: l, on_time: r.ground == Some(Ground::FlagFell), reason }
        }
        ("forfeit", _, Some(l)) => Grounds::Forfeit { loser: l, reason },
        ("decision", w, _) => Grounds::Arbiter { winner: w, reason },
        ("draw", None, _) => Grounds::Draw { reason },
        (other, w, _) => Grounds::Arbiter {
            winner: w,
            reason: if reason.is_empty() { other.to_string() } else { format!("{other}: {reason}") },
        },
    };
    ResultView { score, grounds }
}

/// Everything the sheet prints about `rec`, in `lang`.
pub fn sheet_data(rec: &GameRecord, lang: Lang) -> SheetData {
    // Only a finished Victoria (or classical) game's final diagram needs the replay.
    let wants_replay = !is_synthesis(rec) && rec.result.as_ref().is_some_and(|r| r.final_vfen.is_some());
    let replayed = if wants_replay { victoria_record::replay(rec).ok().flatten() } else { None };
    sheet_data_replayed(rec, lang, replayed.as_ref())
}

/// [`sheet_data`] of a record already replayed: `replayed` is the game after every recorded
/// move (`None` when the record does not replay), so that a caller that walks the record
/// anyway (the club site) does not replay it again.
pub fn sheet_data_replayed(rec: &GameRecord, lang: Lang, replayed: Option<&AnyGame>) -> SheetData {
    // The names the record holds (and its signatures sign), in either language (issue 22).
    let info = rec.event.clone();
    let synthesis = is_synthesis(rec);
    let mut options = options_list(rec, lang);
    // Synthesis has two options of its own (SYNTHESIS.md); Victoria's do not apply to it.
    if synthesis {
        use victoria_rules::options::words;
        options = ["self_check", "castling_synthesis"]
            .iter()
            .filter_map(|k| rec.rules.options.get(k).map(|v| (words::label(lang, k), words::value(lang, &v))))
            .collect();
    }
    let setups: Vec<SetupView> = Color::ALL
        .into_iter()
        .filter_map(|side| {
            let board = setup_board(rec, side)?;
            Some(SetupView {
                side,
                board,
                seal_code: rec.schemes.get(side).seal_code.clone().unwrap_or_default(),
                seal: seal_state(rec, side),
            })
        })
        .collect();
    let illegal = illegal_views(rec, lang);
    let corrections = correction_notes(rec, lang);
    let draw_offers = offer_notes(rec, lang);
    let reserves_hidden = reserves_hidden(rec);
    let sig = |s: &Option<victoria_record::DrawnSignature>| {
        s.as_ref().map(|s| SignatureView { strokes: s.strokes.clone(), signed_at: stamp(&s.signed_at) })
    };
    SheetData {
        info,
        ruleset: format!("{:?}", rec.rules.ruleset).to_lowercase(),
        options,
        time_control: rec.time_control.as_ref().map(|_| duties::time_control_words(&rec.time_control, lang)),
        clock_corrections: clock_corrections(rec, lang),
        // A Synthesis game starts from the standard setup, named by the game: no diagram.
        start: if setups.is_empty() && !synthesis { start_board(rec) } else { None },
        final_position: if synthesis {
            rec.result.as_ref().and_then(|r| r.final_vfen.as_deref()).and_then(|v| synthesis_board(v, rec))
        } else {
            final_board(rec, replayed)
        },
        setups,
        reserves: shown_reserves(rec),
        reserves_hidden,
        moves: move_views(rec, lang),
        illegal,
        corrections,
        draw_offers,
        result: result_view(rec, lang),
        signatures: [sig(&rec.signatures.white), sig(&rec.signatures.black), sig(&rec.signatures.arbiter)],
        digest_hex: rec.digest_hex(),
        arbiter_key: rec.arbiter_seal.as_ref().map(|s| s.public_key.clone()),
    }
}

/// The illegal moves that count: a withdrawn one is a correction (R29, R30), not a player's
/// attempt.
fn illegal_views(rec: &GameRecord, lang: Lang) -> Vec<IllegalView> {
    rec.illegal_attempts
        .iter()
        .filter(|a| a.withdrawn.is_none())
        .map(|a| IllegalView {
            number: a.ply.div_ceil(2),
            color: a.color,
            // In the sheet's letters, as its moves are (issue 39: no Cyrillic С in an English move).
            announced: victoria_record::announced_in(lang, &a.announced),
            rule: a.ruling.rule().to_string(),
            reason: victoria_words::Words::words(&a.ruling, lang),
            penalty: crate::i18n::record::penalty(lang, a.penalty, a.color),
            time: Some(hhmm(&a.time)),
        })
        .collect()
}

/// The take-backs (with their reasons) and the withdrawn illegal moves.
fn correction_notes(rec: &GameRecord, lang: Lang) -> Vec<NoteView> {
    let mut corrections: Vec<NoteView> = rec
        .corrections
        .iter()
        .map(|c| {
            let taken: Vec<String> =
                c.plies.iter().map(|p| format!("{}{}", dots(p.ply), written(lang, &p.san))).collect();
            let mut text = t!(lang, "sheet-took-back", moves = taken.join(" "));
            if !c.reason.trim().is_empty() {
                text.push_str(&format!(" — {}", c.reason.trim()));
            }
            NoteView {
                number: c.plies.first().map(|p| p.ply.div_ceil(2)),
                color: None,
                text,
                time: Some(hhmm(&c.time)),
            }
        })
        .collect();
    corrections.extend(rec.illegal_attempts.iter().filter_map(|a| {
        let w = a.withdrawn.as_ref()?;
        Some(NoteView {
            number: Some(a.ply.div_ceil(2)),
            color: Some(a.color),
            text: crate::t!(
                lang,
                "sheet-withdrawn",
                announced = victoria_record::announced_in(lang, &a.announced),
                reason = w.reason.trim()
            ),
            time: Some(hhmm(&w.time)),
        })
    }));
    corrections
}

/// The draw offers and their answers (R28).
fn offer_notes(rec: &GameRecord, lang: Lang) -> Vec<NoteView> {
    rec.draw_offers
        .iter()
        .map(|o| NoteView {
            number: Some((o.ply + 1).div_ceil(2)),
            color: Some(o.by),
            text: t!(
                lang,
                "sheet-offer-answer",
                answer = match o.accepted {
                    Some(true) => "accepted",
                    Some(false) => "declined",
                    None => "none",
                }
            ),
            time: Some(hhmm(&o.time)),
        })
        .collect()
}

/// Reserves are secret while the game goes on, unless the players chose them open (Synthesis
/// has none).
fn reserves_hidden(rec: &GameRecord) -> bool {
    !is_synthesis(rec)
        && rec.result.is_none()
        && rec.rules.options.reserve
        && rec.rules.options.reserve_visibility != ReserveVisibility::Open
}

/// The reserve table the sheet prints: empty while the reserves are hidden and for Synthesis.
pub fn shown_reserves(rec: &GameRecord) -> [Vec<ReserveRow>; 2] {
    if reserves_hidden(rec) || is_synthesis(rec) { [Vec::new(), Vec::new()] } else { reserve_rows(rec) }
}

/// `12.` for White's ply, `12…` for Black's.
fn dots(ply: u32) -> String {
    if ply % 2 == 1 { format!("{}.", ply.div_ceil(2)) } else { format!("{}…", ply.div_ceil(2)) }
}

/// The arbiter's corrections of the clocks: each `Set` (with its note), each time added and
/// each penalty taken back with a withdrawn attempt, and what was done with the time the app
/// was closed, after the move it followed, with both clocks as they read then.
fn clock_corrections(rec: &GameRecord, lang: Lang) -> Vec<String> {
    use victoria_record::time_control::{ClockChange, face};
    rec.clock_log
        .iter()
        .filter(|e| {
            matches!(
                e.change,
                ClockChange::Set { .. }
                    | ClockChange::Bonus { .. }
                    | ClockChange::Reversed { .. }
                    | ClockChange::AfterClose { .. }
            )
        })
        .map(|e| {
            // Quoted mid-line between semicolons: without the sentence's own full stop.
            let said = victoria_words::Words::words(&e.change, lang);
            let change = said.trim_end().trim_end_matches('.');
            let color = if e.ply % 2 == 1 { "white" } else { "black" };
            crate::t!(
                lang,
                "sheet-clock-correction",
                ply = e.ply,
                number = e.ply.div_ceil(2),
                color = color,
                change = change,
                white = face(e.white_ms),
                black = face(e.black_ms)
            )
        })
        .collect()
}

/// The rule options of the record's game in the sheet's language, as `label (ruling)` and the
/// value in words, in the order of `OPTION_INFO`: Victoria's for a Victoria game, S21/S24 for
/// Synthesis, none for classical.
fn options_list(rec: &GameRecord, lang: Lang) -> Vec<(String, String)> {
    use victoria_rules::options::words;
    use victoria_rules::{Ruleset, options::OPTION_INFO};
    let ruleset = rec.rules.ruleset;
    OPTION_INFO
        .iter()
        .filter(|o| match ruleset {
            Ruleset::Victoria => o.ruling.starts_with('R'),
            Ruleset::Synthesis => o.ruling.starts_with('S'),
            Ruleset::Classical => false,
        })
        .filter_map(|o| {
            let value = rec.rules.options.get(o.key)?;
            Some((format!("{} ({})", words::label(lang, o.key), o.ruling), words::value(lang, &value)))
        })
        .collect()
}
