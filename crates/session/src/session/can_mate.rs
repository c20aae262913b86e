//! The can-mate analyser (R27a, `victoria_rules::can_mate`) as the app uses it, free of iced:
//! the verdict a FIDE loss offer (6.9, 7.5.5) is decided by before the arbiter is asked, the
//! loss ruled on that verdict, the fast check's proofs of R27's dead position and the marks the
//! board draws for a proof, a helpmate line in SAN and as preview boards (the game untouched),
//! and [`MateJob`], an analysis on a thread of its own with progress and cancel: the full one of
//! both sides, and the R27a verdict a FIDE loss offer waits for.

use super::Session;
use crate::model::{BoardView, ProofMarks};
use crate::t;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use victoria_record::{LossGround, Sanction};
use victoria_rules::can_mate::{self, Control, NoStrike, Proof, Verdict};
use victoria_rules::{Color, Move, Position};

/// The node budget of the analysis a FIDE loss offer runs before it is shown (the same as the
/// desk's tests of `rule_loss_analysed`): decided in a fraction of a second, or undecided and
/// the arbiter is asked.
pub const R27A_NODES: u64 = 200_000;

/// The node budget of "Can mate still happen?" (each side); "try longer" multiplies it.
pub const ANALYSIS_NODES: u64 = can_mate::DEFAULT_NODES;

/// How many moves of a helpmate line a screen writes out before it folds the rest.
pub const LINE_SHOWN: usize = 12;

/// How much more "try longer" allows than the last run.
pub const LONGER: u64 = 10;

impl Session {
    /// R27a for a FIDE loss of `loser`: the analyser's verdict on the opponent's mating chances
    /// in the current position within [`r27a_nodes`](Session::r27a_nodes); `None` in Synthesis.
    pub fn r27a(&self, loser: Color) -> Option<Verdict> {
        self.desk.can_mate(loser.other(), self.r27a_nodes)
    }

    /// R27a for a FIDE loss of `loser` in the background: the opponent's analysis within
    /// [`r27a_nodes`](Session::r27a_nodes) on a thread of its own, so that the offer shows at
    /// once ("analysing…") and no frame waits for it; `None` in Synthesis.
    pub fn start_r27a(&self, loser: Color) -> Option<MateJob> {
        self.start_analysis(&[loser.other()], self.r27a_nodes)
    }

    /// What a FIDE loss of `loser` becomes when the opponent can (or cannot) mate: `loss`,
    /// `count` (Victoria) or `draw` (classical chess), the catalogues' selector.
    pub fn sanction_key(&self, loser: Color, opponent_can_mate: bool) -> &'static str {
        match self.desk.sanction(loser, opponent_can_mate) {
            Sanction::Loss { .. } => "loss",
            Sanction::Count => "count",
            Sanction::Draw => "draw",
        }
    }

    /// Rules a FIDE loss on the analyser's verdict (a proof goes with the result); an undecided
    /// verdict records nothing and says so.
    pub fn rule_loss_verdict(
        &mut self,
        ground: LossGround,
        loser: Color,
        verdict: &Verdict,
    ) -> Result<(), super::ResultError> {
        match self.desk.rule_loss_by_verdict(ground, loser, verdict)? {
            Some(_) => Ok(()),
            None => Err(super::ResultError::MateUndecided),
        }
    }

    /// Do these proofs (of the current position) make R27's dead position?
    pub fn proofs_make_dead(&self, proofs: &[Proof]) -> bool {
        self.desk.proofs_make_dead(proofs)
    }

    /// Records R27's count on the full analysis's proofs (Victoria), the proofs kept with the
    /// result; the reason is the arbiter's, or else says the analysis proved it.
    pub fn count_on_proofs(&mut self, proofs: &[Proof], reason: &str) -> Result<(), super::ResultError> {
        let said = t!(self.lang, "mate-count-reason");
        let reason = if reason.trim().is_empty() { said.as_str() } else { reason };
        Ok(self.desk.count_on_proofs(proofs, reason).map(|_| ())?)
    }

    /// The fast check's proofs that R27's dead position holds now (per option
    /// `mate_impossible`), one per side proved; empty when it does not hold.
    pub fn mate_proofs(&self) -> Vec<Proof> {
        self.desk.mate_impossible_proved()
    }

    /// The current position as VFEN (what a verdict was reached on), once the game started.
    pub fn position_key(&self) -> Option<String> {
        self.desk.position().map(|p| p.to_vfen())
    }

    /// A line of moves from the current position in SAN, each with its move number (`12.`,
    /// `12…`); stops at the first move that is not legal where it stands. The SAN is the
    /// file's (English letters); a screen shows a line through [`Session::line_san_folded`]
    /// or [`Session::line_san_upto`], in its language's letters.
    pub fn line_san(&self, line: &[Move]) -> Vec<String> {
        let Some(start) = self.desk.position() else { return Vec::new() };
        let mut pos = start.clone();
        let mut out = Vec::with_capacity(line.len());
        for m in line {
            if !pos.legal_moves().contains(m) {
                break;
            }
            let number = if pos.turn() == Color::White {
                format!("{}.", pos.fullmoves())
            } else {
                format!("{}…", pos.fullmoves())
            };
            out.push(format!("{number} {}", pos.san(m)));
            pos.apply(m);
        }
        out
    }

    /// A line from the current position in SAN as a screen of `lang` shows it (its piece
    /// letters that language's, [`victoria_rules::san::written`]): whole while it is at most
    /// [`LINE_SHOWN`] moves long, else its first moves and its length (stepping through the
    /// preview shows the rest).
    pub fn line_san_folded(&self, line: &[Move], lang: victoria_words::Lang) -> String {
        let (first, n) = can_mate::fold(line, LINE_SHOWN);
        let san = victoria_rules::san::written(lang, &self.line_san(first).join(" "));
        if n <= LINE_SHOWN { san } else { t!(lang, "mate-line-folded", first = san, n = n) }
    }

    /// The moves of a previewed line up to move `at` in SAN (in `lang`'s letters), as the preview shows them: the last
    /// [`LINE_SHOWN`] of them, after an ellipsis when earlier ones are left out.
    pub fn line_san_upto(&self, line: &[Move], at: usize, lang: victoria_words::Lang) -> String {
        let san = self.line_san(&line[..at.min(line.len())]);
        let written = |moves: &[String]| victoria_rules::san::written(lang, &moves.join(" "));
        if san.len() <= LINE_SHOWN {
            return written(&san);
        }
        t!(lang, "mate-line-tail", moves = written(&san[san.len() - LINE_SHOWN..]))
    }

    /// The board after the first `at` moves of `line` from the current position, drawn instead
    /// of the game's while the line is previewed; the game itself is not touched. `None`
    /// without a Victoria (or classical) position or when a move of the line is not legal.
    pub fn preview_board(&self, line: &[Move], at: usize) -> Option<BoardView> {
        let mut pos = self.desk.position()?.clone();
        let mut last = None;
        for m in line.iter().take(at) {
            if !pos.legal_moves().contains(m) {
                return None;
            }
            pos.apply(m);
            last = Some((m.from, m.to));
        }
        let mut v = BoardView::empty(pos.width(), pos.height());
        for sq in pos.squares() {
            v.set(sq, pos.cell(sq));
        }
        v.last_move = last.or_else(|| self.board_view().last_move);
        if pos.is_check() {
            v.check = pos.king(pos.turn());
        }
        Some(v)
    }

    /// Starts the full analysis of `sides` (in this order) on the current position, each within
    /// `nodes`, on a thread of its own; `None` without a Victoria (or classical) position.
    pub fn start_analysis(&self, sides: &[Color], nodes: u64) -> Option<MateJob> {
        let pos = self.desk.position()?.clone();
        Some(MateJob::start(pos, sides.to_vec(), nodes))
    }
}

/// The board's marks for these proofs: every king sealed by walls — its region, the walls and
/// the king. A proof that rests on no wall (a bare king's opponent has nothing that strikes)
/// draws nothing: its region is just where the king may roam.
pub fn proof_marks<'a>(proofs: impl IntoIterator<Item = &'a Proof>) -> ProofMarks {
    let mut marks = ProofMarks::default();
    for p in proofs {
        if let Proof::Sealed { king, region, walls, pieces, .. } = p
            && !walls.is_empty()
            && pieces.iter().any(|f| f.why == NoStrike::Walls)
        {
            marks.region.extend(region.iter());
            marks.walls.extend(walls.iter());
            marks.kings.push(*king);
        }
    }
    for v in [&mut marks.region, &mut marks.walls, &mut marks.kings] {
        v.sort_by_key(|s| s.index());
        v.dedup();
    }
    marks
}

/// What the analysis thread shares with the app.
struct Shared {
    cancel: AtomicBool,
    /// Moves considered so far for the side being analysed.
    nodes: AtomicU64,
    /// The side being analysed: 0 White, 1 Black.
    side: AtomicU8,
    /// Each side's verdict as soon as it is reached, in the order asked.
    verdicts: Mutex<Vec<(Color, Verdict)>>,
    finished: AtomicBool,
}

/// Stops the thread once the last handle of its job is gone.
struct Owner(Arc<Shared>);

impl Drop for Owner {
    fn drop(&mut self) {
        self.0.cancel.store(true, Ordering::Relaxed);
    }
}

/// "Can mate still happen?" running in the background: the full analysis of each side asked,
/// one after the other, on a thread of its own. The app polls it (a timer only while it runs)
/// for progress and the verdicts; [`cancel`](Self::cancel) stops it within a few thousand
/// moves (so does dropping its last handle).
#[derive(Clone)]
pub struct MateJob {
    owner: Arc<Owner>,
    /// The sides asked, in order.
    pub sides: Vec<Color>,
    /// The budget of each side.
    pub nodes: u64,
}

impl std::fmt::Debug for MateJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (side, nodes) = self.progress();
        f.debug_struct("MateJob")
            .field("sides", &self.sides)
            .field("budget", &self.nodes)
            .field("side", &side)
            .field("nodes", &nodes)
            .field("finished", &self.finished())
            .finish()
    }
}

impl MateJob {
    fn start(pos: Position, sides: Vec<Color>, nodes: u64) -> MateJob {
        let shared = Arc::new(Shared {
            cancel: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            side: AtomicU8::new(0),
            verdicts: Mutex::new(Vec::new()),
            finished: AtomicBool::new(false),
        });
        let thread = Arc::clone(&shared);
        let asked = sides.clone();
        std::thread::spawn(move || {
            for c in asked {
                if thread.cancel.load(Ordering::Relaxed) {
                    break;
                }
                thread.side.store(c as u8, Ordering::Relaxed);
                thread.nodes.store(0, Ordering::Relaxed);
                let control = Control { cancel: &thread.cancel, nodes: &thread.nodes };
                let v = can_mate::analyse_with(&pos, c, nodes, &control);
                if thread.cancel.load(Ordering::Relaxed) && !v.is_possible() {
                    break;
                }
                if let Ok(mut all) = thread.verdicts.lock() {
                    all.push((c, v));
                }
            }
            thread.finished.store(true, Ordering::Release);
        });
        MateJob { owner: Arc::new(Owner(shared)), sides, nodes }
    }

    fn shared(&self) -> &Shared {
        &self.owner.0
    }

    /// The side being analysed and the moves considered for it so far.
    pub fn progress(&self) -> (Color, u64) {
        let s = self.shared();
        let side = if s.side.load(Ordering::Relaxed) == Color::Black as u8 { Color::Black } else { Color::White };
        (side, s.nodes.load(Ordering::Relaxed))
    }

    /// Has the thread ended (every side analysed, or cancelled)?
    pub fn finished(&self) -> bool {
        self.shared().finished.load(Ordering::Acquire)
    }

    /// The verdicts reached so far, in the order asked.
    pub fn verdicts(&self) -> Vec<(Color, Verdict)> {
        self.shared().verdicts.lock().map(|v| v.clone()).unwrap_or_default()
    }

    /// Asks the thread to stop.
    pub fn cancel(&self) {
        self.shared().cancel.store(true, Ordering::Relaxed);
    }
}
