//! The game in progress, as the app drives it: a thin layer over the record library's
//! [`Recorder`] (`victoria_record::recorder`), which checks every action, appends it to the journal and
//! flushes it to disk before applying it — so a move is on disk before the screen shows it, and
//! a crash at any instant leaves every acknowledged action to resume. This module only turns the
//! desk's answers into what the screens show (flags, lines, board views) and keeps the public
//! view free of anything secret; it re-implements no rule, parsing, sealing or journaling.
//!
//! Files: a new game lives in a working file under the config directory
//! (`games/<date>-<id>.json`, its journal beside it) until the arbiter saves it elsewhere; an
//! opened game is worked on in place. `current.path` in the config directory names the file of
//! the game in progress, for "resume the unfinished game" after a crash.
//!
//! The session is split by role: this module holds the state and the actions (the controller:
//! each goes through the desk), [`views`] what the screens read back, [`result`] the
//! recording of a result on the grounds the dialog offers, [`draft`] the scheme editor's
//! draft as the record library's scheme. The view types themselves live in
//! [`model`](super::model).

mod can_mate;
mod clocks;
mod draft;
mod error;
mod result;
mod views;

pub use super::model::{
    Flag, Ground, LedgerRow, LedgerStatus, LotLine, MoveLine, OfferLine, Refusal, SealInfo, Signer, SynthesisNews,
    ground_of, synthesis_ground_of,
};
pub use can_mate::{ANALYSIS_NODES, LINE_SHOWN, LONGER, MateJob, R27A_NODES, proof_marks};
pub use clocks::seen_path;
pub use draft::{draft_to_scheme, load_scheme, parse_scheme, scheme_problems};
pub use error::{ArbiterSealError, ClosedTimeError, DraftError, DraftProblem, GameFileError, ResultError};

use super::model::{EventFields, Field, RevealReport, SchemeDraft, SynthesisPanel};
use std::path::{Path, PathBuf};
use victoria_record::Penalty;
use victoria_record::journal;
use victoria_record::recorder::{Recorder, RecorderError};
use victoria_record::{EventInfo, GameRecord, store};
use victoria_record::{SealError, verify_revealed_facts};
use victoria_rules::{Color, Outcome, Role, Rules};
use victoria_words::Lang;
use victoria_words::{IoFact, Said};

/// In the config directory: the path of the game in progress (for resuming after a crash).
pub const CURRENT: &str = "current.path";
/// In the config directory: where new games are worked on until saved elsewhere.
pub const WORKING: &str = "games";

/// The game in progress.
pub struct Session {
    desk: Recorder,
    config_dir: PathBuf,
    /// Whether the game has a file of its own written (opened from one, or saved): from then
    /// on what the file lacks is what the desk's journal holds beyond it ([`Recorder::unsaved`]),
    /// however the file was last written — by a save, or by the desk itself at the result, a
    /// signature and the seal.
    saved: bool,
    /// Whether the desk's file is a working file the arbiter has not saved anywhere yet.
    pub working: bool,
    /// The language of the messages the session returns (the app keeps it the screen's).
    pub lang: Lang,
    /// The node budget of the analysis a FIDE loss offer runs first (R27a).
    pub r27a_nodes: u64,
    /// The node budget (each side) of "Can mate still happen?"; "try longer" multiplies it.
    pub analysis_nodes: u64,
    /// When the app last had this game open before this session (for [`Session::closed_for`]).
    last_seen: Option<victoria_record::Time>,
    /// The arbiter has answered [`Session::closed_for`] (charged or set).
    close_settled: bool,
    /// The clocks are stopped for a decision ([`Session::hold_clocks`]).
    held: bool,
    /// The time the app was closed as the question told it ([`Session::ask_closed_time`]):
    /// the figure the log and the sheet keep, not counting the time the question stood open.
    closed_asked: Option<i64>,
}

/// The folder of working files under the config directory, created if missing.
fn working_dir(config_dir: &Path) -> Result<PathBuf, GameFileError> {
    let dir = config_dir.join(WORKING);
    std::fs::create_dir_all(&dir)
        .map_err(|e| GameFileError::CannotCreate { path: dir.clone(), error: IoFact::from(&e) })?;
    Ok(dir)
}

impl Session {
    /// A new game with this event data and these rules, in a working file of the config
    /// directory (created with its journal at once).
    pub fn new(fields: &EventFields, rules: Rules, config_dir: &Path, lang: Lang) -> Result<Session, GameFileError> {
        Session::new_at(fields, rules, config_dir, lang, None)
    }

    /// [`Session::new`], started at once from `position` (VFEN or FEN, any game) when given:
    /// no schemes, the game is recorded from there (a composed position to rule on).
    pub fn new_at(
        fields: &EventFields,
        rules: Rules,
        config_dir: &Path,
        lang: Lang,
        position: Option<&str>,
    ) -> Result<Session, GameFileError> {
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
            sample: None,
        };
        let dir = working_dir(config_dir)?;
        let stamp = chrono::Local::now().format("%Y-%m-%d-%H%M%S");
        let mut path = dir.join(format!("{stamp}.json"));
        let mut n = 1;
        while path.exists() {
            n += 1;
            path = dir.join(format!("{stamp}-{n}.json"));
        }
        let mut desk = Recorder::create(&path, event, rules)?;
        // Classical chess has no schemes: it starts at once from the standard setup, as
        // Synthesis does.
        if let Some(p) = position {
            desk.start_from_vfen(p)?;
        } else if rules.ruleset == victoria_rules::Ruleset::Classical {
            desk.start_from_vfen(victoria_rules::synthesis::START_FEN)?;
        }
        let s = Session::over(desk, config_dir, true, lang);
        s.point_here();
        Ok(s)
    }

    /// Opens a game file and works on it in place (its journal beside it). A sample game is
    /// copied into the working folder first, so the samples never change.
    pub fn open(path: &Path, config_dir: &Path, lang: Lang) -> Result<Session, GameFileError> {
        let sample = path.parent().and_then(|p| p.file_name()).is_some_and(|n| n == "sample_games");
        let (path, working) = if sample {
            let record = store::load(path)?;
            let dir = working_dir(config_dir)?;
            let copy = dir.join(path.file_name().unwrap_or_default());
            let _ = std::fs::remove_file(journal::journal_path(&copy));
            store::atomic_write(&copy, record.to_json().as_bytes(), true)?;
            (copy, true)
        } else {
            (path.to_path_buf(), false)
        };
        // Read before the desk opens the journal (which touches it).
        let seen = (!sample).then(|| clocks::last_seen(&path)).flatten();
        let desk = Recorder::open(&path)?;
        let mut s = Session::over(desk, config_dir, working, lang);
        s.last_seen = seen;
        s.saved = true;
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
    pub fn resume(config_dir: &Path, lang: Lang) -> Result<Session, GameFileError> {
        let path = std::fs::read_to_string(config_dir.join(CURRENT)).map_err(|e| GameFileError::NothingInProgress {
            config: config_dir.to_path_buf(),
            error: IoFact::from(&e),
        })?;
        let path = PathBuf::from(path.trim());
        let working = path.starts_with(config_dir.join(WORKING));
        let seen = clocks::last_seen(&path);
        let desk = Recorder::open(&path)?;
        let mut s = Session::over(desk, config_dir, working, lang);
        s.last_seen = seen;
        // A game of its own file: what that file lacks is in the journal.
        s.saved = !working;
        Ok(s)
    }

    /// A session over `desk`, nothing saved yet, with the default analysis budgets.
    fn over(desk: Recorder, config_dir: &Path, working: bool, lang: Lang) -> Session {
        Session {
            desk,
            config_dir: config_dir.to_path_buf(),
            saved: false,
            working,
            lang,
            r27a_nodes: R27A_NODES,
            analysis_nodes: ANALYSIS_NODES,
            last_seen: None,
            close_settled: false,
            held: false,
            closed_asked: None,
        }
    }

    fn point_here(&self) {
        if let Some(p) = self.desk.path() {
            let _ = std::fs::write(self.config_dir.join(CURRENT), p.display().to_string());
        }
    }

    /// Saves the game in its own file (a working file needs Save As first).
    pub fn save(&mut self) -> Result<PathBuf, GameFileError> {
        self.desk.save()?;
        self.saved = true;
        self.path().ok_or(GameFileError::NoFile)
    }

    /// Saves the record to `path` (atomically) and goes on working there.
    pub fn save_as(&mut self, path: &Path) -> Result<(), GameFileError> {
        if self.desk.path() == Some(path) {
            return self.save().map(|_| ());
        }
        self.desk.save()?;
        let _ = std::fs::remove_file(journal::journal_path(path));
        store::atomic_write(path, self.record().to_json().as_bytes(), true)?;
        let live = self.desk.live_pgn().map(Path::to_path_buf);
        self.desk = Recorder::open(path)?;
        if live.is_some() {
            self.desk.set_live_pgn(live)?;
        }
        self.working = false;
        self.saved = true;
        self.point_here();
        Ok(())
    }

    /// Seals a draft; returns the seal code, or every problem.
    pub fn seal(&mut self, color: Color, draft: &SchemeDraft) -> Result<String, Vec<DraftProblem>> {
        let scheme = draft_to_scheme(color, draft).map_err(|e| vec![DraftProblem::Draft(e)])?;
        self.desk.seal(&scheme).map_err(|e| match e {
            RecorderError::Seal(SealError::Invalid(errs)) => errs.0.into_iter().map(DraftProblem::Scheme).collect(),
            e => vec![DraftProblem::Recorder(e)],
        })
    }

    /// Reveals both schemes together (if not done yet) and checks the seals.
    pub fn reveal(&mut self) -> RevealReport {
        let codes = [Color::White, Color::Black]
            .map(|c| self.record().schemes.get(c).seal_code.clone().unwrap_or_else(|| "—".into()));
        let mut problems: Vec<Said> = Vec::new();
        // The sides a refused reveal is about.
        let mut refused = [false; 2];
        if !self.record().both_revealed()
            && let Err(e) = self.desk.reveal()
        {
            if let RecorderError::Seal(s) = &e {
                for c in s.sides() {
                    refused[c as usize] = true;
                }
            }
            problems.push(Said::new(e));
        }
        let found = if self.record().both_revealed() { verify_revealed_facts(self.record()) } else { Vec::new() };
        let verified = [Color::White, Color::Black].map(|c| {
            self.record().revealed(c).is_some() && !found.iter().any(|p| p.side() == c) && !refused[c as usize]
        });
        problems.extend(found.into_iter().map(Said::new));
        RevealReport { codes, verified, problems, board: self.setup_board() }
    }

    /// The sides whose sealed scheme cannot be opened on this machine (the seal key is not
    /// here, or did not seal it): their players type the scheme from the paper again.
    pub fn unopenable(&self) -> Vec<Color> {
        if self.record().both_revealed() { Vec::new() } else { self.desk.unopenable() }
    }

    /// Reveals both schemes with the sides in `typed` as their players typed them again from
    /// the paper (each accepted only if it matches its seal; the others opened with the seal
    /// key). `Err` names every problem; nothing changes then.
    pub fn reveal_typed(&mut self, typed: &[(Color, String)]) -> Result<RevealReport, RecorderError> {
        let typed: Vec<(Color, &str)> = typed.iter().map(|(c, t)| (*c, t.as_str())).collect();
        self.desk.reveal_typed(&typed)?;
        Ok(self.reveal())
    }

    /// Draws one lot from the virtual bag of `c`.
    pub fn draw_lot(&mut self, c: Color) -> Result<LotLine, RecorderError> {
        self.desk.draw_lot(c).map(|l| lot_line(&l))
    }

    /// Enters a lot drawn from a physical bag.
    pub fn enter_lot(&mut self, c: Color, square: &str) -> Result<LotLine, RecorderError> {
        self.desk.enter_lot(c, square).map(|l| lot_line(&l))
    }

    /// Fixes the start position (after the reveal and the bastions) and starts the game.
    pub fn start_play(&mut self) -> Result<(), RecorderError> {
        if self.desk.game().is_some() {
            return Ok(());
        }
        self.desk.start().map(|_| ())
    }

    /// Records an announced move through the desk, or says why not. `Flag::Recorded` comes
    /// back only once the move is in the journal on disk.
    pub fn record_move(&mut self, announced: &str) -> Vec<Flag> {
        self.record_entry(announced, false)
    }

    /// Records a move made by clicks on the board: a click that makes no legal move is refused
    /// with the ruling and is never an attempt (R29).
    pub fn record_click(&mut self, uci: &str) -> Vec<Flag> {
        self.record_entry(uci, true)
    }

    /// Is a refused entry waiting for the arbiter's word (completed, or a slip)?
    pub fn has_pending(&self) -> bool {
        self.desk.pending().is_some()
    }

    /// The arbiter confirms the player completed the refused move (R29): it is logged with its
    /// penalty (FIDE 7.5.3's two minutes put on the clock). Returns the penalty's words and
    /// whether the loss is offered (FIDE 7.5.5).
    pub fn confirm_illegal(&mut self) -> Result<(Penalty, Option<Color>), RecorderError> {
        let c = self.desk.confirm_illegal()?;
        let a = &c.attempt;
        Ok((a.penalty.against(a.color), c.penalty.offers_loss().then_some(a.color)))
    }

    /// Discards the refused entry as an input slip (R29: journaled, never on the sheet). The
    /// player never pressed the clock, so the physical clock ran on while the desk held its
    /// shadow for the decision: the clocks held for it run again with those seconds charged.
    pub fn discard_slip(&mut self) -> Result<bool, RecorderError> {
        let discarded = self.desk.discard_pending()?.is_some();
        if discarded {
            self.release_clocks()?;
        }
        Ok(discarded)
    }

    /// Withdraws logged illegal move `number` (from 1) with a reason (R29, R30).
    pub fn withdraw_illegal(&mut self, number: usize, reason: &str) -> Result<(), RecorderError> {
        self.desk.withdraw_illegal(number, reason)
    }

    /// Rules a FIDE loss (6.9 on time, 7.5.5 by illegal moves), a loss unless the opponent
    /// cannot mate (R27a).
    pub fn rule_loss(
        &mut self,
        ground: victoria_record::LossGround,
        loser: Color,
        opponent_can_mate: bool,
    ) -> Result<(), RecorderError> {
        self.desk.rule_loss(ground, loser, opponent_can_mate).map(|_| ())
    }

    /// Sets the time control (`None`: no clocks), before the schemes are sealed (R33).
    pub fn set_time_control(
        &mut self,
        tc: Option<victoria_record::time_control::TimeControl>,
    ) -> Result<(), RecorderError> {
        self.desk.set_time_control(tc)
    }

    /// Whether a clock is running now (the screens then show the time every second).
    pub fn clock_running(&self) -> bool {
        self.desk.clocks().is_some_and(|c| c.running)
    }

    /// The side whose flag has fallen, while the game goes on (FIDE 6.9, R33).
    pub fn flag(&self) -> Option<Color> {
        self.desk.flag()
    }

    /// Starts the clocks (the side to move's runs), or restarts them after a pause.
    pub fn start_or_resume_clocks(&mut self) -> Result<(), RecorderError> {
        let started = self.desk.clocks().is_some_and(|c| c.started);
        if started { self.desk.resume_clocks() } else { self.desk.start_clocks() }
    }

    /// Stops the running clock.
    pub fn pause_clocks(&mut self) -> Result<(), RecorderError> {
        self.desk.pause_clocks()
    }

    /// Sets both clocks to the physical clock's reading, with the arbiter's note (R33).
    pub fn set_clocks(&mut self, white_ms: i64, black_ms: i64, note: &str) -> Result<(), RecorderError> {
        self.desk.set_clocks(white_ms, black_ms, note)
    }

    /// Has anything been recorded that is not in a file of the game's own yet? The one answer
    /// for both the Save button's mark and the question asked on leaving the game (issue 39:
    /// the mark showed on a new game that leaving no longer asked about).
    ///
    /// - A game with nothing recorded since it was made — a new game with its start position
    ///   and time control, a sample's working copy as it came, also when resumed after the app
    ///   was closed — loses nothing when left: no.
    /// - A sealed record never changes: no.
    /// - A working file holding anything recorded: yes, until it is saved to a file of its own.
    /// - A game in its own file (opened, saved, resumed): what the desk's journal holds beyond
    ///   that file ([`Recorder::unsaved`]), however the file was last written — by a save, or
    ///   by the desk itself at the result, a signature and the seal (issue 38: the next board
    ///   started from the event's pairings asked to save the last one, and then a signed one).
    pub fn needs_saving(&self) -> bool {
        self.record().arbiter_seal.is_none()
            && !self.desk.as_made()
            && (self.working || !self.saved || self.desk.unsaved())
    }

    /// The desk (read-only), for the clocks and the duties' state.
    pub fn recorder(&self) -> &victoria_record::Recorder {
        &self.desk
    }

    /// The desk, for the clocks' actions.
    pub fn recorder_mut(&mut self) -> &mut victoria_record::Recorder {
        &mut self.desk
    }

    fn record_entry(&mut self, announced: &str, clicked: bool) -> Vec<Flag> {
        let number = self.desk.any_game().map(|g| g.fullmoves()).unwrap_or(1);
        let before = self.synthesis_panel();
        let done = if clicked { self.desk.record_uci(announced) } else { self.desk.record_move(announced) };
        let rec = match done {
            Ok(r) => r,
            Err(RecorderError::Illegal { ruling, attempt, .. }) => {
                let penalty = attempt.map(|a| a.penalty.against(a.color));
                let rule = ruling.rule().to_string();
                return vec![Flag::Illegal { rule, reason: ruling, penalty }];
            }
            // The game has ended: said as such, with its result, never "not understood".
            Err(e @ (RecorderError::Ended(..) | RecorderError::Finished { .. })) => {
                return vec![Flag::Ended { message: Refusal(std::sync::Arc::new(e)) }];
            }
            Err(e) => return vec![Flag::Notation { message: Refusal(std::sync::Arc::new(e)) }],
        };
        let e = &rec.entry;
        let mut flags = vec![Flag::Recorded { san: e.san.clone(), number, color: e.color }];
        if let (Some(before), Some(after)) = (before, self.synthesis_panel()) {
            flags.extend(synthesis_news(&before, &after));
            return flags;
        }
        for ev in &e.events {
            if let Some(sq) = ev.petrified() {
                let role = self.monument_piece(sq).unwrap_or(Role::Pawn);
                flags.push(Flag::Petrified { square: sq, role });
            }
        }
        let check = e.events.contains(&victoria_record::MoveEvent::Check);
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
                if let Some(g) = self.ground_of(&o) {
                    flags.push(Flag::Ending { ground: g, points: self.points() });
                }
            }
        }
        flags
    }

    /// What the position already is when recording starts or resumes without a result: a mate,
    /// or an ending of the game's ruleset (a dead position, a stalemate, R27's count…), so that
    /// a game over before its first move is announced at once. Empty while the game goes on.
    pub fn ending_now(&self) -> Vec<Flag> {
        if self.record().result.is_some() || self.desk.is_synthesis() {
            return Vec::new();
        }
        match self.desk.outcome() {
            Outcome::Checkmate { winner } => vec![Flag::Mate { winner }],
            o => self.ground_of(&o).map(|ground| Flag::Ending { ground, points: self.points() }).into_iter().collect(),
        }
    }

    /// Takes back the last move with a reason (R30); returns its SAN.
    pub fn take_back(&mut self, reason: &str) -> Result<String, RecorderError> {
        let c = self.desk.take_back(1, reason)?;
        Ok(c.plies.last().map(|p| p.san.clone()).unwrap_or_default())
    }

    /// Stores a drawn signature.
    pub fn sign(&mut self, who: Signer, strokes: Vec<Vec<[f32; 2]>>) -> Result<(), RecorderError> {
        self.desk.sign(who, strokes)
    }

    /// Logs a draw offer by `by` at the current move (R28; on the sheet).
    pub fn offer_draw(&mut self, by: Color) -> Result<(), RecorderError> {
        self.desk.offer_draw(by)
    }

    /// Answers the pending offer; accepting records the draw by agreement (then `true`).
    pub fn answer_draw(&mut self, accepted: bool) -> Result<bool, RecorderError> {
        self.desk.answer_draw(accepted).map(|r| r.is_some())
    }

    /// Writes the public PGN (no reserves) to `path` now and after every move, take-back and
    /// result; `None` stops it.
    pub fn set_live_pgn(&mut self, path: Option<PathBuf>) -> Result<(), RecorderError> {
        self.desk.set_live_pgn(path)
    }

    /// Seals the record with the arbiter's Ed25519 key (created on first use in the config
    /// directory, as `seal` on the command line does); the record cannot change afterwards.
    pub fn seal_record(&mut self) -> Result<SealInfo, ArbiterSealError> {
        let key =
            victoria_record::sign::ArbiterKey::load_or_create_in(&self.config_dir).map_err(ArbiterSealError::Key)?;
        let seal = victoria_record::sign::seal_for(self.record(), &key);
        self.desk.set_arbiter_seal(seal).map_err(ArbiterSealError::Recorder)?;
        self.saved = true;
        self.arbiter_seal().ok_or(ArbiterSealError::NotStored)
    }
}

fn lot_line(l: &victoria_record::BastionLot) -> LotLine {
    LotLine {
        side: l.side,
        square: l.square.clone(),
        accepted: l.accepted,
        held_by: l.held_by,
        physical: l.source == victoria_record::LotSource::Physical,
    }
}

/// Synthesis: what a move changed, as one flag under the move entry (a line each, joined by
/// newlines) — a colour's new regime, a king captured (with or without its reply), both kings
/// in check, and the engine's verdict once the game has ended. The standing state is on the
/// status panel.
fn synthesis_news(before: &SynthesisPanel, after: &SynthesisPanel) -> Option<Flag> {
    use victoria_rules::synthesis::Flag as S;
    let mut news = Vec::new();
    for (i, c) in Color::ALL.into_iter().enumerate() {
        let r = after.regimes[i].0;
        if before.regimes[i].0 != r {
            news.push(SynthesisNews::Regime(c, r));
        }
    }
    for f in &after.situation {
        if matches!(f, S::KingCaptured { .. } | S::BothInCheck) {
            news.push(SynthesisNews::Situation(f.clone()));
        }
    }
    if let Some(o) = after.verdict {
        news.push(SynthesisNews::Verdict(o));
    }
    (!news.is_empty()).then_some(Flag::Synthesis { news })
}
