//! The desk during the game: reading announced moves (any notation) and the engine's ruling
//! on a refused one, recording moves and illegal attempts with their penalty (R29), take-backs
//! (R30) and the private reserve ledger.

use super::{LedgerLine, LedgerStatus, Preview, Recorded, Recorder, RecorderError};
use crate::announce::{self, Reading};
use crate::journal::Action;
use crate::model::*;
use victoria_rules::reserve::reserve_use;
use victoria_rules::{AnyGame, Cell, Color, Event, Illegal, Move, MoveKind, Role, Rule, Square, UciMove};

impl Recorder {
    pub(super) fn live_game(&self) -> Result<&AnyGame, RecorderError> {
        if let Some(r) = &self.record.result {
            let outcome = if r.is_ruled_loss() { ResultKind::Loss } else { r.outcome };
            return Err(RecorderError::Finished { score: r.shown_score(), outcome, ground: r.ground });
        }
        self.game.as_ref().ok_or(RecorderError::NotStarted)
    }

    /// The live game for a new move: also refused once the engine sees an ending (mate, the
    /// endings of R27, R32; a king captured without reply, S27–S30), which the arbiter then
    /// records with `accept_outcome`.
    pub(super) fn game_for_move(&self) -> Result<&AnyGame, RecorderError> {
        let game = self.live_game()?;
        if self.ended.is_over() {
            return Err(RecorderError::Ended(self.ended, self.record.rules.ruleset));
        }
        Ok(game)
    }

    /// What `text` would record, without recording or logging anything.
    pub fn preview_move(&self, text: &str) -> Result<Preview, RecorderError> {
        let game = self.game_for_move()?;
        let m = interpret(game, text)?;
        Ok(Preview { uci: m.to_string(), san: game.san(&m) })
    }

    /// Records an announced move. An illegal one is not logged: it waits as the desk's
    /// [`pending`](Recorder::pending) entry until the arbiter says the player completed it
    /// ([`confirm_illegal`](Recorder::confirm_illegal), R29) or discards it as a slip — which
    /// typing another entry does. It comes back as `RecorderError::Illegal` with the engine's
    /// ruling; an ambiguous or unreadable entry changes nothing.
    pub fn record_move(&mut self, text: &str) -> Result<Recorded, RecorderError> {
        self.discard_pending()?;
        let time = self.now();
        match interpret(self.game_for_move()?, text) {
            Ok(m) => self.play_move(text, m, time),
            Err(RecorderError::Illegal { text: t, ruling, .. }) => {
                let color = self.game.as_ref().ok_or(RecorderError::NotStarted)?.turn();
                self.hold(super::PendingEntry {
                    ply: self.record.next_ply(),
                    color,
                    announced: t.clone(),
                    ruling: ruling.clone(),
                    time,
                });
                Err(RecorderError::Illegal { text: t, ruling, attempt: None, second_fide: false })
            }
            Err(e) => Err(e),
        }
    }

    /// Records a move given in coordinates (clicks on a board). A click that makes no legal
    /// move is refused with the ruling and is never an attempt (R29): nothing waits, nothing
    /// is logged.
    pub fn record_uci(&mut self, uci: &str) -> Result<Recorded, RecorderError> {
        self.discard_pending()?;
        let time = self.now();
        let m = interpret(self.game_for_move()?, uci)?;
        self.play_move(uci, m, time)
    }

    fn play_move(&mut self, announced: &str, m: Move, time: Time) -> Result<Recorded, RecorderError> {
        let game = self.game.as_ref().ok_or(RecorderError::NotStarted)?;
        let color = game.turn();
        let san = game.san(&m);
        let mut after = game.clone();
        let events = after.play(&m).map_err(|i| RecorderError::Illegal {
            text: announced.to_string(),
            ruling: EntryRuling::Moves(vec![i]),
            attempt: None,
            second_fide: false,
        })?;
        let (spent, left) = match (game.victoria_position(), after.victoria_position()) {
            (Some(before), Some(now)) => reserve_use(before, now, &m, events.victoria()),
            _ => (None, None),
        };
        let entry = MoveEntry {
            ply: self.record.next_ply(),
            color,
            announced: announced.trim().to_string(),
            uci: m.to_string(),
            san,
            time,
            reserve_spent: spent,
            reserve_left: left,
            events: move_events(&events),
            // The physical clock switches as the move is completed (R33).
            clock: match (&self.record.time_control, self.clocks()) {
                (Some(tc), Some(mut c)) => Some(c.on_move(tc, time)),
                _ => None,
            },
        };
        self.commit(Action::Move { entry: entry.clone() })?;
        self.install(after);
        let verdict = self.ended;
        // The game ended on the board (mate, stalemate, a dead position, a count the rules
        // call): the players stop the physical clock there, so the desk's clocks stop with
        // that move, logged, and no flag can fall while the result waits to be recorded.
        if verdict.is_over() && self.clocks().is_some_and(|c| c.running) {
            self.stop_clocks_at_the_end(time)?;
        }
        self.write_live()?;
        Ok(Recorded { entry, outcome: verdict.victoria(), verdict })
    }

    /// Takes back the last `n` moves (R30), logged with the reason.
    pub fn take_back(&mut self, n: usize, reason: &str) -> Result<Correction, RecorderError> {
        if !self.is_started() {
            return Err(RecorderError::NotStarted);
        }
        let have = self.record.moves.len();
        if n == 0 || n > have {
            return Err(RecorderError::NothingToTakeBack(have));
        }
        if reason.trim().is_empty() {
            return Err(RecorderError::CorrectionNeedsReason);
        }
        self.discard_pending()?;
        let plies = self.record.moves[have - n..]
            .iter()
            .map(|e| TakenBack { ply: e.ply, color: e.color, uci: e.uci.clone(), san: e.san.clone() })
            .collect();
        let time = self.now();
        // The last move ended the game on the board and stopped the clocks with it: taking it
        // back, the physical clock runs again for the side to move, as before that move.
        let restart = self.ended.is_over() && self.stopped_by_the_end(have);
        let correction = Correction { time, plies, reason: reason.trim().to_string() };
        if self.record.result.is_some() {
            self.commit(Action::ClearResult { time, reason: reason.trim().to_string(), taken_back: true })?;
        }
        self.commit(Action::TakeBack { correction: correction.clone() })?;
        if let Some(g) = &self.game {
            let mut g = g.clone();
            for _ in 0..n {
                g.undo();
            }
            self.install(g);
        }
        if restart {
            self.restart_clocks_after_the_end(time)?;
        }
        self.write_live()?;
        Ok(correction)
    }

    /// The reserve ledger of `side` (initial, spent, remaining, petrified or captured on move
    /// N). Secret: show it only on the arbiter's request.
    pub fn reserve_ledger(&self, side: Color) -> Vec<LedgerLine> {
        ledger(&self.record, side)
    }
}

/// Reads an announcement in the game's current position (any ruleset): the one legal move it
/// names, or the candidates (`Ambiguous`), or the engine's ruling (`Illegal`, not logged).
pub fn interpret(game: &AnyGame, text: &str) -> Result<Move, RecorderError> {
    let cands = announce::candidates_for(game, text);
    match announce::read_among(text, &cands, game.king(game.turn()))? {
        Reading::One(c) => Ok(c.mv),
        Reading::Ambiguous(v) => Err(RecorderError::Ambiguous {
            text: text.trim().to_string(),
            candidates: v.iter().map(|c| super::Meaning { mv: c.mv, san: game.san(&c.mv) }).collect(),
        }),
        Reading::None => {
            let ruling = ruling(game, text)?;
            Err(RecorderError::Illegal { text: text.trim().to_string(), ruling, attempt: None, second_fide: false })
        }
    }
}

/// The engine's ruling on a text that fits no legal move: its refusal of each move the text
/// may mean. When nothing the text may mean gets a ruling of its own, the text names no move
/// ([`EntryRuling::NoSuchMove`], under R29 in Victoria, S31 in Synthesis).
pub fn ruling(game: &AnyGame, text: &str) -> Result<EntryRuling, RecorderError> {
    let patterns = announce::parse(text)?;
    let us = game.turn();
    let mut tries: Vec<UciMove> = Vec::new();
    if let Some(side) = announce::castle_side(&patterns) {
        if let Some(k) = game.king(us) {
            let df: i8 = if side == announce::CastleSide::Short { 2 } else { -2 };
            if let Some(to) = k.offset(df, 0, game.width(), game.height()) {
                tries.push(UciMove { from: k, to, promotion: None });
            }
        }
    } else {
        let own: Vec<(Square, Role)> = game
            .squares()
            .into_iter()
            .filter_map(|s| game.piece(s).filter(|p| p.color == us).map(|p| (s, p.role)))
            .collect();
        tries = announce::intended(&patterns, &own);
    }
    let mut rulings: Vec<Illegal> = Vec::new();
    for u in tries {
        if let Err(i) = game.check_move(u)
            && !rulings.contains(&i)
        {
            rulings.push(i);
        }
    }
    // Synthesis: with several pieces that might be meant, one that cannot reach the square even
    // in classical chess (S7) was not the one meant: prefer the others' rulings.
    if rulings.iter().any(|r| r.rule != Rule::S7) {
        rulings.retain(|r| r.rule != Rule::S7);
    }
    if rulings.is_empty() {
        let rule = if game.is_synthesis() { Rule::S31 } else { Rule::R29 };
        let role = patterns.iter().find_map(|p| p.role);
        return Ok(EntryRuling::NoSuchMove { rule, color: us, role, text: text.trim().to_string() });
    }
    Ok(EntryRuling::Moves(rulings))
}

/// The penalty of an illegal move (R29): `earlier` is how many illegal moves that side made
/// before. With `fide` the first gives the opponent two minutes and the second loses (FIDE
/// Art. 7.5.5).
pub fn penalty(options: &victoria_rules::Options, earlier: usize, offender: Color) -> PenaltyKind {
    crate::fide::illegal_move_penalty(options.illegal_move_penalty, earlier, offender).into()
}

/// The reserve ledger of a side, computed from the record (see [`Recorder::reserve_ledger`]):
/// the moves are replayed on the engine to follow each reserve piece.
pub fn ledger(record: &GameRecord, side: Color) -> Vec<LedgerLine> {
    let mut lines: Vec<LedgerLine> = Vec::new();
    let Some(rev) = record.revealed(side) else { return lines };
    let Some(alloc) = rev.reserves.clone() else { return lines };
    for s in alloc.slots() {
        let role = rev.pieces.iter().find(|p| p.square == s.square).map(|p| p.role).unwrap_or(Role::Queen);
        lines.push(LedgerLine {
            role,
            origin: s.square.clone(),
            square: s.square.clone(),
            initial: s.reserve,
            spent: 0,
            remaining: s.reserve,
            status: LedgerStatus::InPlay,
            born_on: None,
        });
    }
    let mut follow = Follow { side, lines };
    // A record that stops replaying shows the ledger as far as it replays.
    let _ = crate::replay::walk(record, &mut follow);
    follow.lines
}

/// Follows one side's reserve pieces through the replay (see [`ledger`]).
struct Follow {
    side: Color,
    lines: Vec<LedgerLine>,
}

impl crate::replay::Visit for Follow {
    fn played(&mut self, step: &crate::replay::Step<'_>, game: &AnyGame) {
        let Some(pos) = game.victoria_position() else { return };
        let (m, events, number, lines) = (&step.mv, step.events.victoria(), step.number, &mut self.lines);
        let (from, dest) = match m.kind {
            MoveKind::Castle { rook } => (rook, Square::new((m.from.file() + m.to.file()) / 2, m.from.rank())),
            _ => (m.from, m.to),
        };
        let (from, dest) = (from.to_string(), dest.to_string());
        if step.mover == self.side {
            if let Some(l) = lines.iter_mut().find(|l| l.status == LedgerStatus::InPlay && l.square == from) {
                l.square = dest.clone();
                let dsq: Square = dest.parse().unwrap_or(m.to);
                l.remaining = if pos.cell(dsq) == Cell::Monument { 0 } else { pos.reserve(dsq).unwrap_or(l.remaining) };
                if events.contains(&Event::Petrified(dsq)) {
                    l.remaining = 0;
                    l.status = LedgerStatus::Petrified { on_move: number };
                }
                l.spent = l.initial.saturating_sub(l.remaining);
            }
            if let Some(r) = m.promotion
                && r.has_reserve()
            {
                let left = pos.reserve(m.to).unwrap_or(0);
                let petrified = events.contains(&Event::Petrified(m.to));
                lines.push(LedgerLine {
                    role: r,
                    origin: m.to.to_string(),
                    square: m.to.to_string(),
                    initial: left,
                    spent: 0,
                    remaining: left,
                    status: if petrified { LedgerStatus::Petrified { on_move: number } } else { LedgerStatus::InPlay },
                    born_on: Some(number),
                });
            }
        } else if m.capture
            && let Some(l) = lines.iter_mut().find(|l| l.status == LedgerStatus::InPlay && l.square == m.to.to_string())
        {
            l.status = LedgerStatus::Captured { on_move: number };
        }
    }
}
