//! The game in progress, as the app drives it: the record (`crate::record`), the engine's
//! `Game` replayed from it, and the journal on disk. Screens call this, never the libraries
//! directly, so the rules, sealing and parsing stay in the engine and the record library.
//!
//! Everything that changes the record goes through [`Session::commit`], which writes the whole
//! changed record to the journal (`current.json` in the config directory: a temporary file,
//! fsync, rename) *before* the in-memory record and the screen change: a move is on disk before
//! it is shown, and a crash at any instant leaves the last acknowledged state to resume.
//!
//! Thin adapters (see `adapter`) stand in where the record library has no public function yet:
//! reading an announced move, drawing bastion lots, building the start position, the result.

use super::adapter;
use super::board::BoardView;
use super::i18n::{self, Lang};
use super::public::{Phase, PublicMove, PublicView};
use super::screens::new_game::{EventFields, Field};
use super::screens::reveal::RevealReport;
use super::screens::scheme::SchemeDraft;
use crate::record::scheme::Scheme;
use crate::record::{self, BySide, DrawnSignature, EventInfo, GameRecord, GameResult, seal};
use crate::rules::options::{BastionPlacement, Repetition};
use crate::rules::{Cell, Color, Event as EngineEvent, Game, Outcome, Piece, Role, Rules, Square, UciMove};
use std::path::{Path, PathBuf};

/// The journal file of the game in progress, in the config directory.
pub const JOURNAL: &str = "current.json";
/// Beside the journal: the path the game was last saved to.
pub const JOURNAL_PATH: &str = "current.path";

/// Who signs the sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signer {
    White,
    Black,
    Arbiter,
}

impl Signer {
    pub const ALL: [Signer; 3] = [Signer::White, Signer::Black, Signer::Arbiter];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// What the arbiter must see after an action, most important first.
#[derive(Clone, Debug, PartialEq)]
pub enum Flag {
    /// A move was recorded (and journaled).
    Recorded {
        san: String,
        number: u32,
        color: Color,
    },
    /// An announced move broke a rule: not played, logged with its penalty (R29).
    Illegal {
        rule: String,
        reason: String,
        penalty: String,
    },
    /// The entry names no move (a typing slip): nothing is logged.
    Notation {
        message: String,
    },
    /// A piece became a monument (R15, R21).
    Petrified {
        square: Square,
        role: Role,
    },
    Check {
        side: Color,
    },
    Mate {
        winner: Color,
    },
    /// An R27/R32 ending was reached: the count (both totals) or a draw.
    Ending {
        ground: Ground,
        points: [u32; 2],
    },
    /// The result was recorded.
    Result,
}

/// A ground for the result (R26–R28, R32), as the dialog offers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ground {
    /// R26: the winner.
    Checkmate(Color),
    /// R27: the side to move has no legal move and is not in check.
    NothingToMove,
    /// R27: no queen, rook, bishop with reserve nor knight left.
    NoStrikingForce,
    /// R27: mate impossible for both sides (proved, or ruled by the arbiter with a reason).
    DeadPosition,
    /// R27: the players agreed to a count.
    AgreedCount,
    /// R32/R27: threefold repetition (draw, or count with `repetition=points`).
    Repetition,
    /// R27: 100 plies without capture, pawn move or petrification.
    HundredPlies,
    /// R28: draw by agreement.
    DrawAgreed,
    /// R28: this side resigned.
    Resigned(Color),
    /// R28: this side loses by forfeit (arbiter's decision, with a reason).
    Forfeit(Color),
    /// R28: the arbiter's decision (winner, or a draw), with a reason.
    Decision(Option<Color>),
}

impl Ground {
    /// Every ground the dialog offers.
    pub fn all(_repetition_to_points: bool) -> Vec<Ground> {
        vec![
            Ground::Checkmate(Color::White),
            Ground::Checkmate(Color::Black),
            Ground::NothingToMove,
            Ground::NoStrikingForce,
            Ground::DeadPosition,
            Ground::AgreedCount,
            Ground::Repetition,
            Ground::HundredPlies,
            Ground::DrawAgreed,
            Ground::Resigned(Color::White),
            Ground::Resigned(Color::Black),
            Ground::Forfeit(Color::White),
            Ground::Forfeit(Color::Black),
            Ground::Decision(Some(Color::White)),
            Ground::Decision(Some(Color::Black)),
            Ground::Decision(None),
        ]
    }

    /// The ruling it comes from.
    pub fn ruling(self) -> &'static str {
        match self {
            Ground::Checkmate(_) => "R26",
            Ground::NothingToMove
            | Ground::NoStrikingForce
            | Ground::DeadPosition
            | Ground::AgreedCount
            | Ground::HundredPlies => "R27",
            Ground::Repetition => "R32",
            Ground::DrawAgreed | Ground::Resigned(_) | Ground::Forfeit(_) | Ground::Decision(_) => "R28",
        }
    }
}

/// One line of the arbiter's move list.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveLine {
    pub number: u32,
    pub color: Color,
    pub san: String,
    /// `HH:MM:SS` of the arbiter's clock.
    pub time: String,
}

/// One lot of a blind bastion draw.
#[derive(Clone, Debug, PartialEq)]
pub struct LotLine {
    pub side: Color,
    pub square: String,
    pub accepted: bool,
    pub reason: Option<String>,
    pub physical: bool,
}

/// One reserve piece in the private ledger.
#[derive(Clone, Debug, PartialEq)]
pub struct LedgerRow {
    pub color: Color,
    /// Glyph and current (or last) square, e.g. `♖ a1`.
    pub label: String,
    pub initial: u16,
    pub left: u16,
    /// The full move on which it petrified.
    pub petrified_on: Option<u32>,
}

/// The game in progress.
pub struct Session {
    pub record: GameRecord,
    game: Option<Game>,
    /// Where the record was last saved or opened from.
    pub path: Option<PathBuf>,
    journal_dir: PathBuf,
    ledger: Vec<LedgerRow>,
    /// The record's state at the last save (to warn about unsaved work).
    saved_digest: Option<String>,
}

impl Session {
    /// A new game with this event data and these rules; journaled at once.
    pub fn new(fields: &EventFields, rules: Rules, journal_dir: &Path) -> Result<Session, String> {
        let event = EventInfo {
            event: fields.get(Field::Event).trim().to_string(),
            site: fields.get(Field::Site).trim().to_string(),
            date: fields.get(Field::Date).trim().to_string(),
            round: fields.get(Field::Round).trim().to_string(),
            board: fields.get(Field::Board).trim().to_string(),
            white: fields.get(Field::White).trim().to_string(),
            black: fields.get(Field::Black).trim().to_string(),
            arbiter: fields.get(Field::Arbiter).trim().to_string(),
            club: fields.get(Field::Club).trim().to_string(),
        };
        let record = GameRecord::new(event, rules);
        let mut s = Session {
            record: record.clone(),
            game: None,
            path: None,
            journal_dir: journal_dir.to_path_buf(),
            ledger: Vec::new(),
            saved_digest: None,
        };
        s.commit(record)?;
        let _ = std::fs::remove_file(journal_dir.join(JOURNAL_PATH));
        Ok(s)
    }

    /// A session over an existing record: replays its moves through the engine; any move that
    /// does not replay is named and the record refused.
    pub fn from_record(record: GameRecord, path: Option<PathBuf>, journal_dir: &Path) -> Result<Session, String> {
        let mut s = Session {
            record,
            game: None,
            path,
            journal_dir: journal_dir.to_path_buf(),
            ledger: Vec::new(),
            saved_digest: None,
        };
        if let Some(vfen) = s.record.start_vfen.clone() {
            let start = crate::rules::Position::from_vfen(&vfen, s.record.rules)
                .map_err(|e| format!("the start position of the record is not valid: {e}"))?;
            let mut game = Game::new(start);
            for m in &s.record.moves {
                let uci = UciMove::parse(&m.uci)
                    .ok_or_else(|| format!("move {} ({}) is not a coordinate move", m.ply, m.uci))?;
                let legal = game.check_move(uci).map_err(|e| format!("move {} ({}): {}", m.ply, m.san, e.reason))?;
                game.play(&legal).map_err(|e| format!("move {} ({}): {}", m.ply, m.san, e.reason))?;
            }
            s.game = Some(game);
        }
        s.rebuild_ledger();
        s.saved_digest = Some(s.record.digest_hex());
        Ok(s)
    }

    /// Opens a saved record and journals it as the game in progress.
    pub fn open(path: &Path, journal_dir: &Path) -> Result<Session, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let record = GameRecord::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut s = Session::from_record(record, Some(path.to_path_buf()), journal_dir)?;
        let r = s.record.clone();
        s.commit(r)?;
        s.remember_path();
        s.saved_digest = Some(s.record.digest_hex());
        Ok(s)
    }

    /// The unfinished game in the journal, if there is one (a game without a result).
    pub fn unfinished(journal_dir: &Path) -> Option<GameRecord> {
        let text = std::fs::read_to_string(journal_dir.join(JOURNAL)).ok()?;
        let r = GameRecord::from_json(&text).ok()?;
        r.result.is_none().then_some(r)
    }

    /// Restores the game in progress from the journal.
    pub fn resume(journal_dir: &Path) -> Result<Session, String> {
        let path = journal_dir.join(JOURNAL);
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let record = GameRecord::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let saved = std::fs::read_to_string(journal_dir.join(JOURNAL_PATH)).ok().map(|p| PathBuf::from(p.trim()));
        let mut s = Session::from_record(record, saved, journal_dir)?;
        s.saved_digest = None;
        Ok(s)
    }

    /// Writes `next` to the journal (fsync, atomic rename), then makes it the record. On a
    /// write error nothing changes and the error is returned.
    fn commit(&mut self, next: GameRecord) -> Result<(), String> {
        adapter::write_atomic(&self.journal_dir.join(JOURNAL), next.to_json().as_bytes())?;
        self.record = next;
        Ok(())
    }

    fn remember_path(&self) {
        if let Some(p) = &self.path {
            let _ = std::fs::write(self.journal_dir.join(JOURNAL_PATH), p.display().to_string());
        }
    }

    /// Saves the record to `path` (atomically) and remembers it.
    pub fn save(&mut self, path: &Path) -> Result<(), String> {
        adapter::write_atomic(path, self.record.to_json().as_bytes())?;
        self.path = Some(path.to_path_buf());
        self.remember_path();
        self.saved_digest = Some(self.record.digest_hex());
        Ok(())
    }

    /// Changes since the last save or open.
    pub fn is_dirty(&self) -> bool {
        self.saved_digest.as_deref() != Some(&self.record.digest_hex())
    }

    pub fn rules(&self) -> Rules {
        self.record.rules
    }

    /// "White – Black, event".
    pub fn title(&self) -> String {
        let e = &self.record.event;
        let names = format!(
            "{} – {}",
            if e.white.is_empty() { "?" } else { &e.white },
            if e.black.is_empty() { "?" } else { &e.black }
        );
        if e.event.is_empty() { names } else { format!("{names}, {}", e.event) }
    }

    // ----- schemes -----

    /// The next side to seal, if any.
    pub fn next_to_seal(&self) -> Option<Color> {
        Color::ALL.into_iter().find(|c| !self.record.schemes.get(*c).is_sealed())
    }

    /// Seals a draft; returns the seal code, or every problem.
    pub fn seal(&mut self, color: Color, draft: &SchemeDraft) -> Result<String, Vec<String>> {
        let scheme = draft_to_scheme(color, draft).map_err(|e| vec![e])?;
        let mut next = self.record.clone();
        let code = seal::seal_scheme(&mut next, &scheme).map_err(|e| match e {
            seal::SealError::Invalid(errs) => errs.0,
            e => vec![e.to_string()],
        })?;
        self.commit(next).map_err(|e| vec![e])?;
        Ok(code)
    }

    /// Reveals both schemes together and checks the seals.
    pub fn reveal(&mut self) -> RevealReport {
        let codes = [Color::White, Color::Black]
            .map(|c| self.record.schemes.get(c).seal_code.clone().unwrap_or_else(|| "—".into()));
        let mut problems = Vec::new();
        if !self.record.both_revealed() {
            let mut next = self.record.clone();
            match seal::reveal(&mut next) {
                Ok(()) => {
                    if let Err(e) = self.commit(next) {
                        problems.push(e);
                    }
                }
                Err(e) => problems.push(e.to_string()),
            }
        }
        let found = if self.record.both_revealed() { seal::verify_revealed(&self.record) } else { Vec::new() };
        let verified = [Color::White, Color::Black].map(|c| {
            self.record.revealed(c).is_some()
                && !found.iter().any(|p| p.starts_with(c.name()))
                && !problems.iter().any(|p| p.contains(c.name()))
        });
        problems.extend(found);
        RevealReport { codes, verified, problems, board: self.setup_board() }
    }

    /// Whether bastions are still to be drawn after the reveal.
    pub fn needs_draw(&self) -> bool {
        self.record.rules.is_victoria()
            && self.record.options().bastion_placement == BastionPlacement::Blind
            && Color::ALL.iter().any(|c| self.bastions_missing(*c) > 0)
    }

    /// The board of the revealed setup (pieces and every bastion placed so far).
    pub fn setup_board(&self) -> BoardView {
        let mut v = BoardView::empty(self.record.width, self.record.height);
        for c in Color::ALL {
            if let Some(r) = self.record.revealed(c) {
                for p in &r.pieces {
                    if let Ok(sq) = p.square.parse::<Square>() {
                        v.set(sq, Cell::Piece(Piece::new(c, p.role)));
                    }
                }
            }
            for b in self.record.bastions(c) {
                if let Ok(sq) = b.parse::<Square>() {
                    v.set(sq, Cell::Bastion(c));
                }
            }
        }
        v
    }

    // ----- bastion lots -----

    pub fn bastions_missing(&self, c: Color) -> usize {
        if self.record.options().bastion_placement != BastionPlacement::Blind {
            return 0;
        }
        3usize.saturating_sub(self.record.bastion_lots.iter().filter(|l| l.side == c && l.accepted).count())
    }

    pub fn lots(&self) -> Vec<LotLine> {
        self.record
            .bastion_lots
            .iter()
            .map(|l| LotLine {
                side: l.side,
                square: l.square.clone(),
                accepted: l.accepted,
                reason: l.reason.clone(),
                physical: l.source == record::LotSource::Physical,
            })
            .collect()
    }

    /// Draws one lot from the virtual bag of `c`.
    pub fn draw_lot(&mut self, c: Color) -> Result<LotLine, String> {
        if self.bastions_missing(c) == 0 {
            return Err(format!("{} has all 3 bastions (R7)", c.name()));
        }
        let mut next = self.record.clone();
        let lot = adapter::draw_virtual(&mut next, c)?;
        self.commit(next)?;
        Ok(lot)
    }

    /// Enters a lot drawn from a physical bag.
    pub fn enter_lot(&mut self, c: Color, square: &str) -> Result<LotLine, String> {
        if self.bastions_missing(c) == 0 {
            return Err(format!("{} has all 3 bastions (R7)", c.name()));
        }
        let mut next = self.record.clone();
        let lot = adapter::enter_physical(&mut next, c, square)?;
        self.commit(next)?;
        Ok(lot)
    }

    // ----- play -----

    /// Fixes the start position (after the reveal and the bastions) and starts the game.
    pub fn start_play(&mut self) -> Result<(), String> {
        if self.game.is_some() {
            return Ok(());
        }
        let pos = adapter::start_position(&self.record)?;
        let mut next = self.record.clone();
        next.start_vfen = Some(pos.to_vfen());
        self.commit(next)?;
        self.game = Some(Game::new(pos));
        self.rebuild_ledger();
        Ok(())
    }

    pub fn is_playing(&self) -> bool {
        self.game.is_some()
    }

    pub fn turn(&self) -> Color {
        self.game.as_ref().map(|g| g.position().turn()).unwrap_or(Color::White)
    }

    pub fn reserves_in_play(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.position().reserves_in_play())
    }

    pub fn repetition_goes_to_points(&self) -> bool {
        self.record.options().repetition == Repetition::Points
    }

    /// Both point totals (R3), White then Black.
    pub fn points(&self) -> [u32; 2] {
        self.game.as_ref().map(|g| g.position().points()).unwrap_or([0, 0])
    }

    pub fn result(&self) -> Option<&GameResult> {
        self.record.result.as_ref()
    }

    /// A piece of the side to move stands on `sq`.
    pub fn can_move_from(&self, sq: Square) -> bool {
        let Some(g) = &self.game else { return false };
        let p = g.position();
        p.contains(sq) && p.piece(sq).is_some_and(|pc| pc.color == p.turn())
    }

    /// The move `from`–`to` is a pawn's move onto its last rank (a promotion piece is needed).
    pub fn needs_promotion(&self, from: Square, to: Square) -> bool {
        let Some(g) = &self.game else { return false };
        g.position().legal_moves().iter().any(|m| m.from == from && m.to == to && m.promotion.is_some())
    }

    /// Reads an announced move and records it, or says why not. The move is in the journal on
    /// disk before this returns `Flag::Recorded`.
    pub fn record_move(&mut self, announced: &str) -> Vec<Flag> {
        let Some(game) = &self.game else {
            return vec![Flag::Notation { message: "the game has not started: reveal the schemes first".into() }];
        };
        let pos = game.position().clone();
        let mover = pos.turn();
        let legal = match adapter::read_announced(game, announced) {
            Ok(m) => m,
            Err(adapter::Refusal::Notation(message)) => return vec![Flag::Notation { message }],
            Err(adapter::Refusal::Illegal(ill)) => {
                let mut next = self.record.clone();
                let penalty = adapter::log_illegal(&mut next, mover, announced, ill.rule, &ill.reason);
                let flag = Flag::Illegal { rule: ill.rule.to_string(), reason: ill.reason.clone(), penalty };
                if let Err(e) = self.commit(next) {
                    return vec![flag, Flag::Notation { message: e }];
                }
                return vec![flag];
            }
        };
        let san = pos.san(&legal);
        let mut after = game.clone();
        let events = match after.play(&legal) {
            Ok(e) => e,
            Err(ill) => {
                return vec![Flag::Illegal { rule: ill.rule.into(), reason: ill.reason, penalty: String::new() }];
            }
        };
        let mut next = self.record.clone();
        let spent = pos.reserve(legal.from).filter(|_| pos.reserves_in_play()).map(|_| 1u16);
        let left = if spent.is_some() || legal.promotion.is_some() {
            match after.position().cell(legal.to) {
                Cell::Monument => Some(0),
                _ => after.position().reserve(legal.to),
            }
        } else {
            None
        };
        next.moves.push(record::MoveEntry {
            ply: next.next_ply(),
            color: mover,
            announced: announced.to_string(),
            uci: legal.to_string(),
            san: san.clone(),
            time: record::now(),
            reserve_spent: spent,
            reserve_left: left.filter(|n| *n != crate::rules::UNLIMITED),
            events: events.iter().map(|e| e.to_string()).collect(),
        });
        if let Err(e) = self.commit(next) {
            return vec![Flag::Notation { message: format!("the move was NOT recorded: {e}") }];
        }
        self.game = Some(after);
        self.rebuild_ledger();
        let number = pos.fullmoves();
        let mut flags = vec![Flag::Recorded { san, number, color: mover }];
        for e in &events {
            if let EngineEvent::Petrified(sq) = e {
                let role = self.monument_piece(*sq).unwrap_or(Role::Pawn);
                flags.push(Flag::Petrified { square: *sq, role });
            }
        }
        let outcome = self.game.as_ref().map(|g| g.outcome()).unwrap_or(Outcome::Ongoing);
        match outcome {
            Outcome::Checkmate { winner } => flags.push(Flag::Mate { winner }),
            Outcome::Ongoing => {
                if events.contains(&EngineEvent::Check) {
                    flags.push(Flag::Check { side: mover.other() });
                }
            }
            o => {
                if events.contains(&EngineEvent::Check) {
                    flags.push(Flag::Check { side: mover.other() });
                }
                if let Some(g) = ground_of(&o) {
                    flags.push(Flag::Ending { ground: g, points: self.points() });
                }
            }
        }
        flags
    }

    fn monument_piece(&self, sq: Square) -> Option<Role> {
        self.game.as_ref()?.monuments().iter().rev().find(|m| m.square == sq).map(|m| m.piece.role)
    }

    /// Takes back the last move with a reason (R30); returns its SAN.
    pub fn take_back(&mut self, reason: &str) -> Result<String, String> {
        let Some(game) = &self.game else { return Err("the game has not started".into()) };
        if self.record.result.is_some() {
            return Err("the game has a result: a take-back would contradict it".into());
        }
        let mut after = game.clone();
        if after.undo().is_none() {
            return Err("no move to take back".into());
        }
        let mut next = self.record.clone();
        let last = next.moves.pop().ok_or("no move to take back")?;
        next.corrections.push(record::Correction {
            time: record::now(),
            plies: vec![record::TakenBack { ply: last.ply, color: last.color, uci: last.uci, san: last.san.clone() }],
            reason: reason.to_string(),
        });
        self.commit(next)?;
        self.game = Some(after);
        self.rebuild_ledger();
        Ok(last.san)
    }

    /// The ground the engine sees in the current position, if the game has reached an end.
    pub fn detected_ground(&self) -> Option<Ground> {
        ground_of(&self.game.as_ref()?.outcome())
    }

    /// Records the result; checks with the engine what the engine can prove.
    pub fn set_result(&mut self, ground: Ground, reason: &str) -> Result<(), String> {
        let Some(game) = &self.game else { return Err("the game has not started".into()) };
        let result = adapter::result_for(game, ground, reason, self.record.options())?;
        let mut next = self.record.clone();
        next.result = Some(result);
        self.commit(next)
    }

    /// The result in one line for people.
    pub fn result_line(&self, lang: Lang) -> String {
        match &self.record.result {
            None => String::new(),
            Some(r) => i18n::result_line(lang, r),
        }
    }

    /// Stores a drawn signature.
    pub fn sign(&mut self, who: Signer, strokes: Vec<Vec<[f32; 2]>>) -> Result<(), String> {
        let mut next = self.record.clone();
        let sig = Some(DrawnSignature { strokes, signed_at: record::now() });
        match who {
            Signer::White => next.signatures.white = sig,
            Signer::Black => next.signatures.black = sig,
            Signer::Arbiter => next.signatures.arbiter = sig,
        }
        self.commit(next)
    }

    // ----- views -----

    /// The arbiter's move list.
    pub fn moves(&self) -> Vec<MoveLine> {
        self.record
            .moves
            .iter()
            .map(|m| MoveLine {
                number: m.move_number(),
                color: m.color,
                san: m.san.clone(),
                time: m.time.format("%H:%M:%S").to_string(),
            })
            .collect()
    }

    /// The board of the game in progress (before play: the revealed setup, or nothing).
    pub fn board_view(&self) -> BoardView {
        let Some(g) = &self.game else {
            return if self.record.both_revealed() {
                self.setup_board()
            } else {
                BoardView::empty(self.record.width, self.record.height)
            };
        };
        let p = g.position();
        let mut v = BoardView::empty(p.width(), p.height());
        for sq in p.squares() {
            v.set(sq, p.cell(sq));
        }
        if let Some(m) = g.moves().last() {
            v.last_move = Some((m.from, m.to));
        }
        if p.is_check() {
            v.check = p.king(p.turn());
        }
        v.petrified = self.last_petrified();
        v
    }

    fn last_petrified(&self) -> Option<Square> {
        let last = self.record.moves.last()?;
        last.events.iter().find_map(|e| e.strip_prefix("petrified:")).and_then(|s| s.parse().ok())
    }

    /// What the public window may show: built from public facts only.
    pub fn public_view(&self, lang: Lang) -> PublicView {
        let e = &self.record.event;
        let phase = if self.record.result.is_some() {
            Phase::Finished
        } else if self.game.is_some() {
            Phase::Playing
        } else if self.record.both_revealed() {
            Phase::Setup
        } else {
            Phase::Schemes
        };
        let mut moves: Vec<PublicMove> = Vec::new();
        for m in &self.record.moves {
            let n = m.move_number();
            match m.color {
                Color::White => moves.push(PublicMove { number: n, white: Some(m.san.clone()), black: None }),
                Color::Black => match moves.last_mut() {
                    Some(l) if l.number == n && l.black.is_none() => l.black = Some(m.san.clone()),
                    _ => moves.push(PublicMove { number: n, white: None, black: Some(m.san.clone()) }),
                },
            }
        }
        let board = self.board_view();
        let check = self.game.as_ref().filter(|g| g.position().is_check()).map(|g| g.position().turn());
        let petrified = self.last_petrified().map(|sq| (sq, self.monument_piece(sq).unwrap_or(Role::Pawn)));
        let result = self.record.result.as_ref().map(|r| (r.score().to_string(), i18n::result_line(lang, r)));
        PublicView {
            event: e.event.clone(),
            white: e.white.clone(),
            black: e.black.clone(),
            phase,
            board: BoardView { selected: None, own_ranks: None, bastion_ranks: None, flipped: false, ..board },
            to_move: self.turn(),
            moves,
            check,
            petrified,
            result,
            points: self.points(),
        }
    }

    /// The private reserve ledger (arbiter's eyes only).
    pub fn ledger(&self) -> Vec<LedgerRow> {
        self.ledger.clone()
    }

    fn rebuild_ledger(&mut self) {
        self.ledger = match &self.game {
            Some(g) => adapter::ledger(g),
            None => Vec::new(),
        };
    }

    /// A one-line description of the record, for the Start screen's resume offer.
    pub fn describe(record: &GameRecord) -> String {
        let e = &record.event;
        format!(
            "{} – {}{}; {} {}",
            if e.white.is_empty() { "?" } else { &e.white },
            if e.black.is_empty() { "?" } else { &e.black },
            if e.event.is_empty() { String::new() } else { format!(", {}", e.event) },
            record.moves.len(),
            "ply"
        )
    }

    /// The sealed state of both sides (for the scheme screens).
    pub fn seals(&self) -> BySide<Option<String>> {
        BySide::new(self.record.schemes.white.seal_code.clone(), self.record.schemes.black.seal_code.clone())
    }
}

/// The ground of an engine outcome.
pub fn ground_of(o: &Outcome) -> Option<Ground> {
    use crate::rules::{DrawGround, PointsGround};
    Some(match *o {
        Outcome::Ongoing => return None,
        Outcome::Checkmate { winner } => Ground::Checkmate(winner),
        Outcome::Points { ground, .. } => match ground {
            PointsGround::NothingToMove => Ground::NothingToMove,
            PointsGround::NoStrikingForce => Ground::NoStrikingForce,
            PointsGround::DeadPosition => Ground::DeadPosition,
            PointsGround::Repetition => Ground::Repetition,
            PointsGround::HundredPlies => Ground::HundredPlies,
            PointsGround::Agreement => Ground::AgreedCount,
        },
        Outcome::Draw { ground } => match ground {
            DrawGround::Stalemate => Ground::NothingToMove,
            DrawGround::DeadPosition => Ground::DeadPosition,
            DrawGround::Repetition => Ground::Repetition,
            DrawGround::HundredPlies => Ground::HundredPlies,
        },
    })
}

/// The editor's draft as the record library's scheme.
pub fn draft_to_scheme(color: Color, d: &SchemeDraft) -> Result<Scheme, String> {
    let mut s = Scheme { color, pieces: Vec::new(), bastions: Vec::new(), reserves: Vec::new() };
    for (sq, role) in &d.pieces {
        s.pieces.push((*role, *sq));
    }
    s.bastions = d.bastions.iter().copied().collect();
    for (i, sq) in d.reserve_squares().iter().enumerate() {
        let t = d.reserves[i].trim();
        if t.is_empty() {
            continue;
        }
        let Some(sq) = sq else { continue };
        let n: u16 = t.parse().map_err(|_| format!("the reserve for {sq} is '{t}': type a whole number (R14)"))?;
        s.reserves.push((*sq, n));
    }
    Ok(s)
}

/// Every problem of a draft (R2, R4, R7, R8, R14), from the record library's validation.
pub fn scheme_problems(rules: &Rules, color: Color, width: u8, height: u8, d: &SchemeDraft) -> Vec<String> {
    let mut s = match draft_to_scheme(color, d) {
        Ok(s) => s,
        Err(e) => return vec![e],
    };
    s.fill_open_reserves(&rules.options);
    let mut opts = rules.options;
    if !rules.is_victoria() {
        opts.bastion_placement = BastionPlacement::None;
        opts.reserve = false;
    }
    match s.validate(&opts, width, height) {
        Ok(()) => Vec::new(),
        Err(e) => e.0,
    }
}

fn scheme_to_draft(s: &Scheme) -> SchemeDraft {
    let mut d = SchemeDraft::default();
    for (role, sq) in &s.pieces {
        d.pieces.insert(*sq, *role);
    }
    d.bastions = s.bastions.iter().copied().collect();
    for (i, sq) in d.reserve_squares().iter().enumerate() {
        if let Some(sq) = sq
            && let Some((_, n)) = s.reserves.iter().find(|r| r.0 == *sq)
        {
            d.reserves[i] = n.to_string();
        }
    }
    d
}

/// Reads a typed scheme (`Ke1 Qd1=10 …`, Russian letters too) through the record library.
pub fn parse_scheme(text: &str, color: Color, _rules: &Rules) -> Result<SchemeDraft, String> {
    Scheme::parse(color, text).map(|s| scheme_to_draft(&s)).map_err(|e| e.0.join("; "))
}

/// Reads a scheme file through the record library.
pub fn load_scheme(path: &Path, color: Color, _rules: &Rules) -> Result<SchemeDraft, String> {
    Scheme::read_file(color, path).map(|s| scheme_to_draft(&s)).map_err(|e| e.0.join("; "))
}
