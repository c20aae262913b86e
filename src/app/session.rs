//! The game in progress, as the app drives it: a thin layer over the record library's
//! [`Desk`] (`crate::record::desk`), which checks every action, appends it to the journal and
//! flushes it to disk before applying it — so a move is on disk before the screen shows it, and
//! a crash at any instant leaves every acknowledged action to resume. This module only turns the
//! desk's answers into what the screens show (flags, lines, board views) and keeps the public
//! view free of anything secret; it re-implements no rule, parsing, sealing or journaling.
//!
//! Files: a new game lives in a working file under the config directory
//! (`games/<date>-<id>.json`, its journal beside it) until the arbiter saves it elsewhere; an
//! opened game is worked on in place. `current.path` in the config directory names the file of
//! the game in progress, for "resume the unfinished game" after a crash.

use super::board::{self, BoardView};
use super::i18n::{self, Lang, Text};
use super::public::{Phase, PublicMove, PublicView};
use super::screens::new_game::{EventFields, Field};
use super::screens::reveal::RevealReport;
use super::screens::scheme::SchemeDraft;
use super::synthesis::SynthesisPanel;
use super::ui::tr;
use crate::record::desk::{Declared, Desk, DeskError};
use crate::record::journal;
use crate::record::scheme::Scheme;
use crate::record::seal::{self, SealError};
use crate::record::{EventInfo, GameRecord, GameResult, lots, store};
use crate::rules::options::{BastionPlacement, Repetition};
use crate::rules::{Cell, Color, Outcome, Piece, Role, Rules, Sentence, Square};
use std::path::{Path, PathBuf};

/// In the config directory: the path of the game in progress (for resuming after a crash).
pub const CURRENT: &str = "current.path";
/// In the config directory: where new games are worked on until saved elsewhere.
pub const WORKING: &str = "games";

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
    /// An announced move broke a rule: not played, logged with its penalty (R29). The
    /// engine's sentence and the penalty in both languages, shown in the screen's.
    Illegal {
        rule: String,
        reason: Sentence,
        penalty: Sentence,
    },
    /// The entry names no move (a typing slip): nothing is logged.
    Notation {
        message: Sentence,
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
    /// Synthesis (issue 7): what the move changed — a colour's new regime, both kings in check,
    /// a captured king and the one reply, the game's end — one line each, joined by newlines;
    /// English and Russian. The standing state is on the status panel.
    Synthesis {
        en: String,
        ru: String,
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
    /// Synthesis S27: this side captured the enemy king, which had no reply (or captured last).
    KingCaptured(Color),
    /// Synthesis S28: the side to move has no legal move and is not in check — a draw.
    Stalemate,
    /// Synthesis S30: 50 moves by each side without a capture or a pawn move — a draw.
    FiftyMoves,
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

    /// Every ground the Synthesis dialog offers: the endings of S27–S30, then the arbiter's
    /// declarations as in Victoria (agreement, resignation, forfeit, decision).
    pub fn synthesis_all() -> Vec<Ground> {
        let mut v = vec![
            Ground::KingCaptured(Color::White),
            Ground::KingCaptured(Color::Black),
            Ground::Checkmate(Color::White),
            Ground::Checkmate(Color::Black),
            Ground::Stalemate,
            Ground::Repetition,
            Ground::FiftyMoves,
        ];
        v.extend(Ground::all(false).into_iter().skip_while(|g| *g != Ground::DrawAgreed));
        v
    }

    /// The ruling it comes from in a Synthesis game.
    pub fn synthesis_ruling(self) -> &'static str {
        match self {
            Ground::KingCaptured(_) => "S27",
            Ground::Checkmate(_) | Ground::Stalemate => "S28",
            Ground::Repetition | Ground::FiftyMoves | Ground::DrawAgreed => "S30",
            _ => "S27–S30",
        }
    }

    /// The ruling it comes from.
    pub fn ruling(self) -> &'static str {
        match self {
            Ground::KingCaptured(_) | Ground::Stalemate | Ground::FiftyMoves => self.synthesis_ruling(),
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
    /// What stood on the square of a set-aside lot.
    pub held_by: Option<crate::record::Occupant>,
    pub physical: bool,
}

/// Where a reserve piece stands in the ledger.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LedgerStatus {
    InPlay,
    /// Petrified on this full move.
    Petrified(u32),
    /// Captured on this full move.
    Captured(u32),
}

/// One reserve piece in the private ledger.
#[derive(Clone, Debug, PartialEq)]
pub struct LedgerRow {
    pub color: Color,
    /// Glyph and current (or last) square, e.g. `♖ a1`.
    pub label: String,
    pub initial: u16,
    pub left: u16,
    pub status: LedgerStatus,
}

/// The game in progress.
pub struct Session {
    desk: Desk,
    config_dir: PathBuf,
    /// The record's digest at the last save or open (to mark unsaved work).
    saved_digest: Option<String>,
    /// Whether the desk's file is a working file the arbiter has not saved anywhere yet.
    pub working: bool,
    /// The language of the messages the session returns (the app keeps it the screen's).
    pub lang: Lang,
}

/// `en` or `ru`, as the screen's language asks.
fn say(lang: Lang, en: String, ru: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Ru => ru,
    }
}

/// The desk's message in the language of the screen.
/// The folder of working files under the config directory, created if missing.
fn working_dir(config_dir: &Path, lang: Lang) -> Result<PathBuf, String> {
    let dir = config_dir.join(WORKING);
    std::fs::create_dir_all(&dir).map_err(|e| {
        say(lang, format!("cannot create {}: {e}", dir.display()), format!("не удаётся создать {}: {e}", dir.display()))
    })?;
    Ok(dir)
}

fn desk_err(lang: Lang) -> impl Fn(DeskError) -> String {
    move |e| e.text(lang)
}

impl Session {
    /// A new game with this event data and these rules, in a working file of the config
    /// directory (created with its journal at once).
    pub fn new(fields: &EventFields, rules: Rules, config_dir: &Path, lang: Lang) -> Result<Session, String> {
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
        let dir = working_dir(config_dir, lang)?;
        let stamp = chrono::Local::now().format("%Y-%m-%d-%H%M%S");
        let mut path = dir.join(format!("{stamp}.json"));
        let mut n = 1;
        while path.exists() {
            n += 1;
            path = dir.join(format!("{stamp}-{n}.json"));
        }
        let desk = Desk::create(&path, event, rules).map_err(desk_err(lang))?;
        let s = Session { desk, config_dir: config_dir.to_path_buf(), saved_digest: None, working: true, lang };
        s.point_here();
        Ok(s)
    }

    /// Opens a game file and works on it in place (its journal beside it). A sample game is
    /// copied into the working folder first, so the samples never change.
    pub fn open(path: &Path, config_dir: &Path, lang: Lang) -> Result<Session, String> {
        let sample = path.parent().and_then(|p| p.file_name()).is_some_and(|n| n == "sample_games");
        let (path, working) = if sample {
            let record = store::load(path).map_err(|e| e.text(lang))?;
            let dir = working_dir(config_dir, lang)?;
            let copy = dir.join(path.file_name().unwrap_or_default());
            let _ = std::fs::remove_file(journal::journal_path(&copy));
            store::atomic_write(&copy, record.to_json().as_bytes(), true).map_err(|e| e.text(lang))?;
            (copy, true)
        } else {
            (path.to_path_buf(), false)
        };
        let desk = Desk::open(&path).map_err(desk_err(lang))?;
        let mut s = Session { desk, config_dir: config_dir.to_path_buf(), saved_digest: None, working, lang };
        s.saved_digest = Some(s.record().digest_hex());
        s.point_here();
        Ok(s)
    }

    /// The file of the game in progress, if it has no result yet.
    pub fn unfinished(config_dir: &Path) -> Option<(PathBuf, GameRecord)> {
        let path = PathBuf::from(std::fs::read_to_string(config_dir.join(CURRENT)).ok()?.trim());
        let mut record = store::load(&path).ok()?;
        if let Ok(replay) = journal::read(&journal::journal_path(&path)) {
            for (n, a) in &replay.actions {
                if *n > record.revision {
                    a.apply(&mut record);
                }
            }
        }
        record.result.is_none().then_some((path, record))
    }

    /// Restores the game in progress (the desk replays its journal).
    pub fn resume(config_dir: &Path, lang: Lang) -> Result<Session, String> {
        let path = std::fs::read_to_string(config_dir.join(CURRENT)).map_err(|e| {
            say(
                lang,
                format!("no game in progress is recorded in {}: {e}", config_dir.display()),
                format!("в {} не записано незавершённой партии: {e}", config_dir.display()),
            )
        })?;
        let path = PathBuf::from(path.trim());
        let working = path.starts_with(config_dir.join(WORKING));
        let desk = Desk::open(&path).map_err(desk_err(lang))?;
        Ok(Session { desk, config_dir: config_dir.to_path_buf(), saved_digest: None, working, lang })
    }

    fn point_here(&self) {
        if let Some(p) = self.desk.path() {
            let _ = std::fs::write(self.config_dir.join(CURRENT), p.display().to_string());
        }
    }

    pub fn record(&self) -> &GameRecord {
        self.desk.record()
    }

    /// The file the desk works on (with its journal beside it).
    pub fn path(&self) -> Option<PathBuf> {
        self.desk.path().map(Path::to_path_buf)
    }

    /// Notes from opening (journal entries restored, a torn entry dropped).
    pub fn notes(&self) -> Vec<String> {
        self.desk.notes().to_vec()
    }

    /// Saves the game in its own file (a working file needs Save As first).
    pub fn save(&mut self) -> Result<PathBuf, String> {
        self.desk.save().map_err(desk_err(self.lang))?;
        self.saved_digest = Some(self.record().digest_hex());
        self.path().ok_or_else(|| say(self.lang, "the game has no file".into(), "у партии нет файла".into()))
    }

    /// Saves the record to `path` (atomically) and goes on working there.
    pub fn save_as(&mut self, path: &Path) -> Result<(), String> {
        if self.desk.path() == Some(path) {
            return self.save().map(|_| ());
        }
        self.desk.save().map_err(desk_err(self.lang))?;
        let _ = std::fs::remove_file(journal::journal_path(path));
        store::atomic_write(path, self.record().to_json().as_bytes(), true).map_err(|e| e.text(self.lang))?;
        let live = self.desk.live_pgn().map(Path::to_path_buf);
        self.desk = Desk::open(path).map_err(desk_err(self.lang))?;
        if live.is_some() {
            self.desk.set_live_pgn(live).map_err(desk_err(self.lang))?;
        }
        self.working = false;
        self.saved_digest = Some(self.record().digest_hex());
        self.point_here();
        Ok(())
    }

    /// Changes since the last save or open (a working file always counts as unsaved).
    pub fn is_dirty(&self) -> bool {
        self.working || self.saved_digest.as_deref() != Some(&self.record().digest_hex())
    }

    pub fn rules(&self) -> Rules {
        self.record().rules
    }

    /// "White – Black, event".
    pub fn title(&self) -> String {
        let e = &self.record().event;
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
        if self.desk.is_synthesis() {
            return None; // Synthesis has no schemes: its game starts at once
        }
        Color::ALL.into_iter().find(|c| !self.record().schemes.get(*c).is_sealed())
    }

    /// Seals a draft; returns the seal code, or every problem.
    pub fn seal(&mut self, color: Color, draft: &SchemeDraft) -> Result<String, Vec<Sentence>> {
        let scheme = draft_to_scheme(color, draft).map_err(|e| vec![e])?;
        self.desk.seal(&scheme).map_err(|e| match e {
            DeskError::Seal(SealError::Invalid(errs)) => errs.0,
            e => vec![Sentence::new(e.text(Lang::En), e.text(Lang::Ru))],
        })
    }

    /// Reveals both schemes together (if not done yet) and checks the seals.
    pub fn reveal(&mut self) -> RevealReport {
        let codes = [Color::White, Color::Black]
            .map(|c| self.record().schemes.get(c).seal_code.clone().unwrap_or_else(|| "—".into()));
        let mut problems: Vec<Sentence> = Vec::new();
        if !self.record().both_revealed()
            && let Err(e) = self.desk.reveal()
        {
            problems.push(Sentence::new(e.text(Lang::En), e.text(Lang::Ru)));
        }
        let found = if self.record().both_revealed() { seal::verify_revealed_said(self.record()) } else { Vec::new() };
        let verified = [Color::White, Color::Black].map(|c| {
            self.record().revealed(c).is_some()
                && !found.iter().any(|p| p.en.starts_with(c.name()))
                && !problems.iter().any(|p| p.en.contains(c.name()))
        });
        problems.extend(found);
        let problems = problems.into_iter().map(|p| p.get(self.lang).to_string()).collect();
        RevealReport { codes, verified, problems, board: self.setup_board() }
    }

    /// Whether bastions are still to be drawn after the reveal.
    pub fn needs_draw(&self) -> bool {
        Color::ALL.iter().any(|c| self.bastions_missing(*c) > 0)
    }

    /// The board of the revealed setup (pieces and every bastion placed so far).
    pub fn setup_board(&self) -> BoardView {
        let r = self.record();
        let mut v = BoardView::empty(r.width, r.height);
        for c in Color::ALL {
            if let Some(rev) = r.revealed(c) {
                for p in &rev.pieces {
                    if let Ok(sq) = p.square.parse::<Square>() {
                        v.set(sq, Cell::Piece(Piece::new(c, p.role)));
                    }
                }
            }
            for b in r.bastions(c) {
                if let Ok(sq) = b.parse::<Square>() {
                    v.set(sq, Cell::Bastion(c));
                }
            }
        }
        v
    }

    // ----- bastion lots -----

    /// Bastions still to draw for `c` (0 unless `blind`).
    pub fn bastions_missing(&self, c: Color) -> usize {
        let r = self.record();
        if !r.rules.is_victoria() || r.options().bastion_placement != BastionPlacement::Blind {
            return 0;
        }
        lots::bastions_missing(r, c)
    }

    pub fn lots(&self) -> Vec<LotLine> {
        self.record().bastion_lots.iter().map(lot_line).collect()
    }

    /// Draws one lot from the virtual bag of `c`.
    pub fn draw_lot(&mut self, c: Color) -> Result<LotLine, String> {
        self.desk.draw_lot(c).map(|l| lot_line(&l)).map_err(desk_err(self.lang))
    }

    /// Enters a lot drawn from a physical bag.
    pub fn enter_lot(&mut self, c: Color, square: &str) -> Result<LotLine, String> {
        self.desk.enter_lot(c, square).map(|l| lot_line(&l)).map_err(desk_err(self.lang))
    }

    // ----- play -----

    /// Fixes the start position (after the reveal and the bastions) and starts the game.
    pub fn start_play(&mut self) -> Result<(), String> {
        if self.desk.game().is_some() {
            return Ok(());
        }
        self.desk.start().map(|_| ()).map_err(desk_err(self.lang))
    }

    pub fn is_playing(&self) -> bool {
        self.desk.is_started()
    }

    pub fn turn(&self) -> Color {
        self.desk.any_game().map(|g| g.turn()).unwrap_or(Color::White)
    }

    /// Is the game in progress one of Synthesis chess?
    pub fn is_synthesis(&self) -> bool {
        self.desk.is_synthesis()
    }

    /// Synthesis: the status panel of the current position (regimes, escapes, what binds the
    /// side to move, the verdict); `None` for the other games. Public: nothing is secret.
    pub fn synthesis_panel(&self) -> Option<SynthesisPanel> {
        self.desk.synthesis().map(SynthesisPanel::of)
    }

    pub fn reserves_in_play(&self) -> bool {
        self.desk.position().is_some_and(|p| p.reserves_in_play())
    }

    pub fn repetition_goes_to_points(&self) -> bool {
        self.record().options().repetition == Repetition::Points
    }

    /// Both point totals (R3), White then Black.
    pub fn points(&self) -> [u32; 2] {
        self.desk.position().map(|p| p.points()).unwrap_or([0, 0])
    }

    pub fn result(&self) -> Option<&GameResult> {
        self.record().result.as_ref()
    }

    /// A piece of the side to move stands on `sq` (any ruleset).
    pub fn can_move_from(&self, sq: Square) -> bool {
        let Some(g) = self.desk.any_game() else { return false };
        g.piece(sq).is_some_and(|pc| pc.color == g.turn())
    }

    /// The move `from`–`to` is a pawn's move onto its last rank (a promotion piece is needed).
    pub fn needs_promotion(&self, from: Square, to: Square) -> bool {
        let Some(g) = self.desk.any_game() else { return false };
        g.legal_moves().iter().any(|m| m.from == from && m.to == to && m.promotion.is_some())
    }

    /// Records an announced move through the desk, or says why not. `Flag::Recorded` comes
    /// back only once the move is in the journal on disk.
    pub fn record_move(&mut self, announced: &str) -> Vec<Flag> {
        let number = self.desk.any_game().map(|g| g.fullmoves()).unwrap_or(1);
        let before = self.synthesis_panel();
        let rec = match self.desk.record_move(announced) {
            Ok(r) => r,
            Err(DeskError::Illegal { rule, reason, reason_ru, attempt, .. }) => {
                let penalty = attempt
                    .map(|a| {
                        let said = |lang| crate::i18n::record::penalty(lang, a.penalty, a.color);
                        Sentence::new(said(Lang::En), said(Lang::Ru))
                    })
                    .unwrap_or_default();
                return vec![Flag::Illegal { rule, reason: Sentence::new(reason, reason_ru), penalty }];
            }
            Err(e) => return vec![Flag::Notation { message: Sentence::new(e.text(Lang::En), e.text(Lang::Ru)) }],
        };
        let e = &rec.entry;
        let mut flags = vec![Flag::Recorded { san: e.san.clone(), number, color: e.color }];
        if let (Some(before), Some(after)) = (before, self.synthesis_panel()) {
            flags.extend(synthesis_news(&before, &after));
            return flags;
        }
        for ev in &e.events {
            if let Some(sq) = ev.petrified().and_then(|s| s.parse::<Square>().ok()) {
                let role = self.monument_piece(sq).unwrap_or(Role::Pawn);
                flags.push(Flag::Petrified { square: sq, role });
            }
        }
        let check = e.events.contains(&crate::record::MoveEvent::Check);
        match rec.outcome {
            Outcome::Checkmate { winner } => flags.push(Flag::Mate { winner }),
            Outcome::Ongoing => {
                if check {
                    flags.push(Flag::Check { side: e.color.other() });
                }
            }
            o => {
                if check {
                    flags.push(Flag::Check { side: e.color.other() });
                }
                if let Some(g) = ground_of(&o) {
                    flags.push(Flag::Ending { ground: g, points: self.points() });
                }
            }
        }
        flags
    }

    fn monument_piece(&self, sq: Square) -> Option<Role> {
        self.desk.game()?.monuments().iter().rev().find(|m| m.square == sq).map(|m| m.piece.role)
    }

    /// Takes back the last move with a reason (R30); returns its SAN.
    pub fn take_back(&mut self, reason: &str) -> Result<String, String> {
        let c = self.desk.take_back(1, reason).map_err(desk_err(self.lang))?;
        Ok(c.plies.last().map(|p| p.san.clone()).unwrap_or_default())
    }

    /// The ground the engine sees in the current position, if the game has reached an end.
    pub fn detected_ground(&self) -> Option<Ground> {
        if self.desk.is_synthesis() {
            return synthesis_ground_of(&self.desk.synthesis_outcome());
        }
        ground_of(&self.desk.outcome())
    }

    /// Records the result as [`set_result`](Self::set_result) does, a refusal worded in `lang`
    /// for Synthesis.
    pub fn set_result_in(&mut self, ground: Ground, reason: &str, lang: Lang) -> Result<(), String> {
        if self.desk.is_synthesis() {
            return self.set_synthesis_result(ground, reason, lang);
        }
        self.set_result(ground, reason)
    }

    /// Records the result: the endings the engine proves through `accept_outcome`, the
    /// arbiter's declarations through `declare`.
    pub fn set_result(&mut self, ground: Ground, reason: &str) -> Result<(), String> {
        if self.desk.is_synthesis() {
            return self.set_synthesis_result(ground, reason, Lang::En);
        }
        let detected = self.detected_ground();
        let engine = |g: Ground| -> Result<(), String> {
            if detected == Some(g) {
                Ok(())
            } else {
                let lang = self.lang;
                let o = self.desk.outcome();
                Err(match detected {
                    Some(d) => say(
                        lang,
                        format!("the engine sees another ending here: {}", o.describe())
                            + &format!(" — choose \"{}\"", i18n::ground_text(lang, d)),
                        format!("программа видит здесь другое завершение: {}", o.describe_ru())
                            + &format!(" — выберите «{}»", i18n::ground_text(lang, d)),
                    ),
                    None => say(
                        lang,
                        format!("the engine sees no such ending in this position ({})", g.ruling()),
                        format!("программа не видит такого завершения в этой позиции ({})", g.ruling()),
                    ),
                })
            }
        };
        let declared = match ground {
            Ground::Checkmate(_)
            | Ground::NothingToMove
            | Ground::NoStrikingForce
            | Ground::Repetition
            | Ground::HundredPlies => {
                engine(ground)?;
                return self.desk.accept_outcome().map(|_| ()).map_err(desk_err(self.lang));
            }
            Ground::DeadPosition if detected == Some(Ground::DeadPosition) => {
                return self.desk.accept_outcome().map(|_| ()).map_err(desk_err(self.lang));
            }
            Ground::DeadPosition => Declared::CountRuled,
            Ground::AgreedCount => Declared::CountAgreed,
            Ground::DrawAgreed => Declared::DrawAgreed,
            Ground::Resigned(loser) => Declared::Resignation { loser },
            Ground::Forfeit(loser) => Declared::Forfeit { loser },
            Ground::Decision(winner) => Declared::Decision { winner },
            Ground::KingCaptured(_) | Ground::Stalemate | Ground::FiftyMoves => {
                return Err(say(
                    self.lang,
                    format!("{} is a ground of Synthesis chess, not of this game", i18n::ground_text(Lang::En, ground)),
                    format!("{} — основание «Синтеза», не этой игры", i18n::ground_text(Lang::Ru, ground)),
                ));
            }
        };
        self.desk.declare(declared, reason).map(|_| ()).map_err(desk_err(self.lang))
    }

    /// Synthesis: the engine's endings (a king captured without reply or after the one reply,
    /// mate, stalemate, repetition, fifty moves) are recorded only on the ground the engine sees
    /// — any other, a wrong winner included, is refused with the engine's verdict and its
    /// S-ruling; the arbiter's declarations (agreement, resignation, forfeit, decision) as for
    /// Victoria; there is no point count.
    fn set_synthesis_result(&mut self, ground: Ground, reason: &str, lang: Lang) -> Result<(), String> {
        let declared = match ground {
            Ground::DrawAgreed => Declared::DrawAgreed,
            Ground::Resigned(loser) => Declared::Resignation { loser },
            Ground::Forfeit(loser) => Declared::Forfeit { loser },
            Ground::Decision(winner) => Declared::Decision { winner },
            Ground::AgreedCount
            | Ground::DeadPosition
            | Ground::NoStrikingForce
            | Ground::NothingToMove
            | Ground::HundredPlies => return Err(tr(lang, Text::NoPointCount)),
            Ground::KingCaptured(_)
            | Ground::Checkmate(_)
            | Ground::Stalemate
            | Ground::Repetition
            | Ground::FiftyMoves => {
                let engine = self.desk.synthesis_outcome();
                return match synthesis_ground_of(&engine) {
                    Some(d) if d == ground => self.desk.accept_outcome().map(|_| ()).map_err(desk_err(self.lang)),
                    Some(d) => Err(i18n::synthesis_other_ending(
                        lang,
                        &i18n::synthesis_verdict(lang, &engine),
                        &i18n::synthesis_ground_text(lang, d),
                    )),
                    None => Err(i18n::synthesis_no_such_ending(lang, &i18n::synthesis_ground_text(lang, ground))),
                };
            }
        };
        self.desk.declare(declared, reason).map(|_| ()).map_err(desk_err(self.lang))
    }

    /// The result in one line for people.
    pub fn result_line(&self, lang: Lang) -> String {
        match &self.record().result {
            None => String::new(),
            Some(r) => i18n::result_line(lang, r),
        }
    }

    /// Stores a drawn signature.
    pub fn sign(&mut self, who: Signer, strokes: Vec<Vec<[f32; 2]>>) -> Result<(), String> {
        let who = match who {
            Signer::White => journal::Signer::White,
            Signer::Black => journal::Signer::Black,
            Signer::Arbiter => journal::Signer::Arbiter,
        };
        self.desk.sign(who, strokes).map_err(desk_err(self.lang))
    }

    // ----- views -----

    /// The arbiter's move list.
    pub fn moves(&self) -> Vec<MoveLine> {
        self.record()
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
        let Some(g) = self.desk.any_game() else {
            return if self.record().both_revealed() {
                self.setup_board()
            } else {
                BoardView::empty(self.record().width, self.record().height)
            };
        };
        let mut v = BoardView::empty(g.width(), g.height());
        for sq in g.squares() {
            v.set(sq, g.cell(sq));
        }
        if let Some(m) = g.moves().last() {
            v.last_move = Some((m.from, m.to));
        }
        if g.is_check() {
            v.check = g.king(g.turn());
        }
        v.petrified = self.last_petrified();
        v
    }

    fn last_petrified(&self) -> Option<Square> {
        let last = self.record().moves.last()?;
        last.events.iter().find_map(|e| e.petrified()).and_then(|s| s.parse().ok())
    }

    /// What the public window may show: built from public facts only.
    pub fn public_view(&self, lang: Lang) -> PublicView {
        let r = self.record();
        let e = &r.event;
        let phase = if r.result.is_some() {
            Phase::Finished
        } else if self.is_playing() {
            Phase::Playing
        } else if r.both_revealed() {
            Phase::Setup
        } else {
            Phase::Schemes
        };
        let mut moves: Vec<PublicMove> = Vec::new();
        for m in &r.moves {
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
        // Synthesis says check on its status panel, with what binds the side in check.
        let check = self.desk.position().filter(|p| p.is_check()).map(|p| p.turn());
        let petrified = self.last_petrified().map(|sq| (sq, self.monument_piece(sq).unwrap_or(Role::Pawn)));
        let result = r.result.as_ref().map(|x| (x.score().to_string(), i18n::outcome_line(lang, x)));
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
            synthesis: self.synthesis_panel(),
        }
    }

    /// The private reserve ledger of both sides (arbiter's eyes only), from the desk.
    pub fn ledger(&self) -> Vec<LedgerRow> {
        let mut out = Vec::new();
        for c in Color::ALL {
            for l in self.desk.reserve_ledger(c) {
                let status = match l.status {
                    crate::record::desk::LedgerStatus::Petrified { on_move } => LedgerStatus::Petrified(on_move),
                    crate::record::desk::LedgerStatus::Captured { on_move } => LedgerStatus::Captured(on_move),
                    crate::record::desk::LedgerStatus::InPlay => LedgerStatus::InPlay,
                };
                out.push(LedgerRow {
                    color: c,
                    label: format!("{} {}", board::glyph(Piece::new(c, l.role)), l.square),
                    initial: l.initial,
                    left: l.remaining,
                    status,
                });
            }
        }
        out
    }

    /// A one-line description of a record, for the Start screen's resume offer.
    pub fn describe(record: &GameRecord, lang: Lang) -> String {
        let e = &record.event;
        format!(
            "{} – {}{}; {}",
            if e.white.is_empty() { "?" } else { &e.white },
            if e.black.is_empty() { "?" } else { &e.black },
            if e.event.is_empty() { String::new() } else { format!(", {}", e.event) },
            i18n::plies(lang, record.moves.len())
        )
    }
}

fn lot_line(l: &crate::record::BastionLot) -> LotLine {
    LotLine {
        side: l.side,
        square: l.square.clone(),
        accepted: l.accepted,
        held_by: l.held_by,
        physical: l.source == crate::record::LotSource::Physical,
    }
}

/// The ground of a Synthesis engine outcome (S27–S30).
pub fn synthesis_ground_of(o: &crate::rules::synthesis::Outcome) -> Option<Ground> {
    use crate::rules::synthesis::{DrawGround, Outcome as S};
    Some(match *o {
        S::Ongoing => return None,
        S::KingCaptured { winner, .. } => Ground::KingCaptured(winner),
        S::Checkmate { winner } => Ground::Checkmate(winner),
        S::Draw { ground: DrawGround::Stalemate } => Ground::Stalemate,
        S::Draw { ground: DrawGround::Repetition } => Ground::Repetition,
        S::Draw { ground: DrawGround::FiftyMoves } => Ground::FiftyMoves,
    })
}

/// Synthesis: what a move changed, as one flag under the move entry (a line each, joined by
/// newlines) — a colour's new regime, a king captured (with or without its reply), both kings
/// in check, and the engine's verdict once the game has ended. The standing state is on the
/// status panel.
fn synthesis_news(before: &SynthesisPanel, after: &SynthesisPanel) -> Option<Flag> {
    use crate::rules::synthesis::{Flag as S, SynthesisEvent};
    let mut out = Vec::new();
    for (i, c) in Color::ALL.into_iter().enumerate() {
        let r = after.regimes[i].0;
        if before.regimes[i].0 != r {
            let e = SynthesisEvent::Regime(c, r);
            out.push((e.en(), e.ru()));
        }
    }
    for f in &after.situation {
        if matches!(f, S::KingCaptured { .. } | S::BothInCheck) {
            out.push((f.en(), f.ru()));
        }
    }
    if let Some(o) = after.verdict {
        out.push((
            format!("{}. {}", o.describe(), Text::OpenResultNext.en()),
            format!("{}. {}", o.describe_ru(), Text::OpenResultNext.ru()),
        ));
    }
    (!out.is_empty()).then(|| Flag::Synthesis {
        en: out.iter().map(|l| l.0.as_str()).collect::<Vec<_>>().join("\n"),
        ru: out.iter().map(|l| l.1.as_str()).collect::<Vec<_>>().join("\n"),
    })
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
pub fn draft_to_scheme(color: Color, d: &SchemeDraft) -> Result<Scheme, Sentence> {
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
        let n: u16 = t.parse().map_err(|_| {
            Sentence::new(
                format!("the reserve for {sq} is '{t}': type a whole number (R14)"),
                format!("запас хода для {sq} — «{t}»: введите целое число (R14)"),
            )
        })?;
        s.reserves.push((*sq, n));
    }
    Ok(s)
}

/// Every problem of a draft (R2, R4, R7, R8, R14), from the record library's validation.
pub fn scheme_problems(rules: &Rules, color: Color, width: u8, height: u8, d: &SchemeDraft) -> Vec<Sentence> {
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
pub fn parse_scheme(text: &str, color: Color, _rules: &Rules) -> Result<SchemeDraft, Sentence> {
    Scheme::parse(color, text).map(|s| scheme_to_draft(&s)).map_err(|e| joined(&e))
}

/// Every problem of a scheme in one line per language.
fn joined(e: &crate::record::SchemeErrors) -> Sentence {
    Sentence::new(e.lines(Lang::En).join("; "), e.lines(Lang::Ru).join("; "))
}

/// Reads a scheme file through the record library.
pub fn load_scheme(path: &Path, color: Color, _rules: &Rules) -> Result<SchemeDraft, Sentence> {
    Scheme::read_file(color, path).map(|s| scheme_to_draft(&s)).map_err(|e| joined(&e))
}

/// A draw offer as the recording screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OfferLine {
    pub by: Color,
    /// The move number on which it was made (the move being played then).
    pub number: u32,
    /// `None` while pending.
    pub accepted: Option<bool>,
}

/// The arbiter's seal as the signatures screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SealInfo {
    /// SHA-256 of the record that was sealed.
    pub digest: String,
    /// The arbiter's Ed25519 public key (hex).
    pub public_key: String,
    /// Whether the record still matches the seal (`verify`).
    pub intact: bool,
}

/// Draw offers, the live public PGN and the arbiter's seal: what the libraries did before the
/// app had buttons for them, each through the desk (journaled) like every other action.
impl Session {
    /// Logs a draw offer by `by` at the current move (R28; on the sheet).
    pub fn offer_draw(&mut self, by: Color) -> Result<(), String> {
        self.desk.offer_draw(by).map_err(desk_err(self.lang))
    }

    /// Answers the pending offer; accepting records the draw by agreement (then `true`).
    pub fn answer_draw(&mut self, accepted: bool) -> Result<bool, String> {
        self.desk.answer_draw(accepted).map(|r| r.is_some()).map_err(desk_err(self.lang))
    }

    /// Every draw offer of the game, first first.
    pub fn draw_offers(&self) -> Vec<OfferLine> {
        self.record()
            .draw_offers
            .iter()
            .map(|o| OfferLine { by: o.by, number: o.ply / 2 + 1, accepted: o.accepted })
            .collect()
    }

    /// The offer waiting for an answer, if any.
    pub fn pending_draw(&self) -> Option<OfferLine> {
        self.draw_offers().into_iter().rev().find(|o| o.accepted.is_none())
    }

    /// Writes the public PGN (no reserves) to `path` now and after every move, take-back and
    /// result; `None` stops it.
    pub fn set_live_pgn(&mut self, path: Option<PathBuf>) -> Result<(), String> {
        self.desk.set_live_pgn(path).map_err(desk_err(self.lang))
    }

    /// Where the live public PGN is written, if it is.
    pub fn live_pgn(&self) -> Option<PathBuf> {
        self.desk.live_pgn().map(Path::to_path_buf)
    }

    /// Where the live PGN goes unless the arbiter types another path: beside the game file
    /// (`GAME.json` → `GAME.public.pgn`).
    pub fn default_live_pgn(&self) -> PathBuf {
        match self.path() {
            Some(p) => p.with_extension("public.pgn"),
            None => self.config_dir.join("public.pgn"),
        }
    }

    /// Seals the record with the arbiter's Ed25519 key (created on first use in the config
    /// directory, as `seal` on the command line does); the record cannot change afterwards.
    pub fn seal_record(&mut self) -> Result<SealInfo, String> {
        let lang = self.lang;
        let key = crate::sheet::sign::ArbiterKey::load_or_create_in(&self.config_dir).map_err(|e| match lang {
            Lang::En => e.to_string(),
            Lang::Ru => format!("ключ арбитра недоступен: {e}"),
        })?;
        let seal = crate::sheet::sign::seal_for(self.record(), &key);
        self.desk.set_arbiter_seal(seal).map_err(desk_err(lang))?;
        self.saved_digest = Some(self.record().digest_hex());
        self.arbiter_seal()
            .ok_or_else(|| say(lang, "the seal was not stored".into(), "печать не сохранилась в записи".into()))
    }

    /// The record's seal and whether the record is intact under it.
    pub fn arbiter_seal(&self) -> Option<SealInfo> {
        let seal = self.record().arbiter_seal.as_ref()?;
        Some(SealInfo {
            digest: seal.digest.clone(),
            public_key: seal.public_key.clone(),
            intact: crate::sheet::sign::verify(self.record()).is_intact(),
        })
    }
}
