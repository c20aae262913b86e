//! The recording screen's can-mate tools (R27a, issue 13), kept apart from the screen itself:
//! the analysis behind the FIDE loss offers (6.9, 7.5.5), run before they are shown (the offer
//! itself, decided or asked, is the `loss` dialog's);
//! the proof box of R27's dead position after a move, with the sealed region drawn on the
//! board; and "Can mate still happen?" for both sides, run in the background with its progress
//! and Cancel, whose helpmate line can be stepped through on a preview board while the game
//! stays as it is.

use crate::app::keys::{Action as Key, Shortcut, with_key};
use crate::app::screen::{Action, Context};
use crate::app::theme;
use crate::app::ui::{btn_secondary, flag_box};
use crate::t;
use iced::widget::{column, container, row, text};
use iced::{Element, Length};
use victoria_record::LossGround;
use victoria_rules::can_mate::{Cite, MateQuestion, proof_words};
use victoria_rules::can_mate::{Proof, Verdict};
use victoria_rules::{Color, Move};
use victoria_session::model::{BoardView, ProofMarks};
use victoria_session::session::{LONGER, MateJob, Session, proof_marks};
use victoria_words::Lang;

/// The can-mate tools' state on the recording screen.
#[derive(Clone, Debug, Default)]
pub struct State {
    /// The position (VFEN) everything below is about: it all goes when the position changes.
    key: Option<String>,
    /// The fast check's proofs that R27's dead position holds now ("mate impossible (proved)").
    proved: Vec<Proof>,
    /// What the board draws over the squares now (see [`marks_now`](Self::marks_now)).
    marks: ProofMarks,
    /// The analysis running in the background.
    job: Option<MateJob>,
    /// The verdicts of the last analysis, in the order asked (White first).
    verdicts: Vec<(Color, Verdict)>,
    /// The last analysis was cancelled after this many moves considered.
    cancelled: Option<u64>,
    /// The budget of the last analysis (each side).
    budget: u64,
    /// A helpmate line shown on the board instead of the game.
    preview: Option<Preview>,
    /// The analyser's verdict on the opponent of the side whose flag fell (FIDE 6.9).
    flag_r27a: Option<Verdict>,
    /// The same for the side offered the loss by illegal moves (FIDE 7.5.5).
    fide_r27a: Option<Verdict>,
    /// The analysis a flag-fall offer waits for, while it runs (its verdict goes to
    /// `flag_r27a`).
    flag_job: Option<MateJob>,
    /// The same for the offer of a loss by illegal moves (`fide_r27a`).
    fide_job: Option<MateJob>,
}

/// A helpmate line stepped through on the board: `at` of its moves are shown played.
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    mater: Color,
    line: Vec<Move>,
    at: usize,
}

impl Preview {
    /// How many of the line's moves are shown played.
    pub fn at(&self) -> usize {
        self.at
    }
}

#[derive(Clone, Debug)]
pub enum Message {
    /// Run the full analysis for both sides (Ctrl+M).
    Ask,
    /// The timer while an analysis runs: progress, and the verdicts once it ends.
    Poll,
    Cancel,
    /// Run the undecided sides again with a larger budget.
    TryLonger,
    /// Stop the analysis a FIDE loss offer waits for: the arbiter answers R27a instead.
    StopOffer(LossGround),
    /// Step through this side's helpmate line.
    Show(Color),
    Previous,
    Next,
    /// Leave the preview: the game's position again.
    Leave,
}

/// What an answer of the analyser says of the opponent: can mate, cannot, or undecided.
pub fn decided(v: &Verdict) -> Option<bool> {
    match v {
        Verdict::Possible { .. } => Some(true),
        Verdict::Impossible { .. } => Some(false),
        Verdict::Unknown { .. } => None,
    }
}

impl Message {
    /// The timer's poll: the focus stays where the arbiter put it.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Poll)
    }
}

impl State {
    /// The fast check's proofs that R27's dead position holds now.
    pub fn proved(&self) -> &[Proof] {
        &self.proved
    }

    /// What the board draws over the squares now.
    pub fn marks(&self) -> &ProofMarks {
        &self.marks
    }

    /// The verdicts of the last analysis, in the order asked (White first).
    pub fn verdicts(&self) -> &[(Color, Verdict)] {
        &self.verdicts
    }

    /// The analysis running in the background ("Can mate still happen?").
    pub fn job(&self) -> Option<&MateJob> {
        self.job.as_ref()
    }

    /// The last analysis was cancelled after this many moves considered.
    pub fn cancelled(&self) -> Option<u64> {
        self.cancelled
    }

    /// The budget of the last analysis (each side).
    pub fn budget(&self) -> u64 {
        self.budget
    }

    /// The helpmate line shown on the board instead of the game.
    pub fn preview(&self) -> Option<&Preview> {
        self.preview.as_ref()
    }

    /// Leaves a previewed line (a move is made on the game, never on a line); whether one was
    /// shown.
    pub fn leave_preview(&mut self) -> bool {
        self.preview.take().is_some()
    }

    /// The analyser's verdict on the opponent of the side offered a loss on `ground`.
    pub fn offer_verdict(&self, ground: LossGround) -> Option<&Verdict> {
        match ground {
            LossGround::Time => self.flag_r27a.as_ref(),
            LossGround::IllegalMoves => self.fide_r27a.as_ref(),
        }
    }

    /// The analysis the offer of a loss on `ground` waits for, while it runs.
    pub fn offer_job(&self, ground: LossGround) -> Option<&MateJob> {
        match ground {
            LossGround::Time => self.flag_job.as_ref(),
            LossGround::IllegalMoves => self.fide_job.as_ref(),
        }
    }

    /// Follows the game: when the position changed, the proofs of the fast check are taken
    /// anew and the verdicts, the preview and a running analysis of the old one go.
    pub fn sync(&mut self, session: &Session) {
        let key = session.position_key();
        if key != self.key {
            self.reset(session, key);
        }
        self.marks = self.marks_now();
    }

    fn reset(&mut self, session: &Session, key: Option<String>) {
        self.key = key;
        self.proved = if self.key.is_some() { session.mate_proofs() } else { Vec::new() };
        if let Some(job) = self.job.take() {
            job.cancel();
        }
        self.verdicts.clear();
        self.cancelled = None;
        self.preview = None;
    }

    /// The proofs R27's dead position rests on now: the fast check's, else those of the full
    /// analysis when they make the position dead (both sides, or one with
    /// `mate_impossible=one`); empty when it is not proved dead.
    pub fn dead_proofs(&self, session: &Session) -> Vec<Proof> {
        if !self.proved.is_empty() {
            return self.proved.clone();
        }
        let analysed: Vec<Proof> = self
            .verdicts
            .iter()
            .filter_map(|(_, v)| match v {
                Verdict::Impossible { proof } => Some(proof.clone()),
                _ => None,
            })
            .collect();
        if !analysed.is_empty() && session.proofs_make_dead(&analysed) { analysed } else { Vec::new() }
    }

    /// Is an analysis running — "Can mate still happen?" or the one a loss offer waits for
    /// (the app polls it then, and only then)?
    pub fn running(&self) -> bool {
        self.job.is_some() || self.flag_job.is_some() || self.fide_job.is_some()
    }

    /// The verdict of a FIDE loss offer (6.9 on time, 7.5.5 by illegal moves) and its job.
    fn offer(&mut self, ground: LossGround) -> (&mut Option<Verdict>, &mut Option<MateJob>) {
        match ground {
            LossGround::Time => (&mut self.flag_r27a, &mut self.flag_job),
            LossGround::IllegalMoves => (&mut self.fide_r27a, &mut self.fide_job),
        }
    }

    /// A FIDE loss of `loser` is offered: R27a is analysed in the background (the offer says
    /// "analysing…" until the verdict is in, see [`poll`](Self::update)). Nothing runs in
    /// Synthesis, where the arbiter is asked at once.
    pub fn ask_offer(&mut self, session: &Session, ground: LossGround, loser: Color) {
        let started = session.start_r27a(loser);
        let (verdict, job) = self.offer(ground);
        if let Some(old) = job.take() {
            old.cancel();
        }
        *verdict = None;
        *job = started;
    }

    /// The offer is gone: its analysis stops and its verdict goes.
    pub fn drop_offer(&mut self, ground: LossGround) {
        let (verdict, job) = self.offer(ground);
        if let Some(old) = job.take() {
            old.cancel();
        }
        *verdict = None;
    }

    /// The moves considered so far and the budget of the analysis this offer waits for;
    /// `None` once it has its verdict (or nothing runs).
    pub fn offer_progress(&self, ground: LossGround) -> Option<(u64, u64)> {
        let job = match ground {
            LossGround::Time => &self.flag_job,
            LossGround::IllegalMoves => &self.fide_job,
        };
        job.as_ref().map(|j| (j.progress().1, j.nodes))
    }

    /// Takes the verdict of an offer's analysis once its thread has ended; stopped by the
    /// arbiter (`stop`), the verdict is "undecided" with the moves considered so far, so the
    /// arbiter is asked.
    fn poll_offer(&mut self, ground: LossGround, stop: bool) {
        let (verdict, job) = self.offer(ground);
        let Some(j) = job.as_ref() else { return };
        if stop {
            j.cancel();
        } else if !j.finished() {
            return;
        }
        let nodes = j.progress().1;
        let done = j.verdicts().into_iter().next().map(|(_, v)| v);
        *verdict = Some(done.unwrap_or(Verdict::Unknown { nodes }));
        *job = None;
    }

    /// The marks the board draws: the proofs of the dead position and of the analysis, none
    /// while a line is previewed.
    pub fn marks_now(&self) -> ProofMarks {
        if self.preview.is_some() {
            return ProofMarks::default();
        }
        let analysed = self.verdicts.iter().filter_map(|(_, v)| match v {
            Verdict::Impossible { proof } => Some(proof),
            _ => None,
        });
        proof_marks(self.proved.iter().chain(analysed))
    }

    /// The preview board while a line is shown.
    pub fn board_view(&self, session: &Session) -> Option<BoardView> {
        let p = self.preview.as_ref()?;
        session.preview_board(&p.line, p.at)
    }

    /// Runs, polls, stops the analyses and steps through a line; nothing for the app to do.
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        let Some(session) = ctx.session() else { return Action::None };
        let session = &*session;
        match msg {
            Message::Ask => self.start(session, &Color::ALL, session.analysis_nodes),
            Message::TryLonger => {
                let sides: Vec<Color> = match self.cancelled {
                    Some(_) => Color::ALL.to_vec(),
                    None => self.verdicts.iter().filter(|(_, v)| decided(v).is_none()).map(|(c, _)| *c).collect(),
                };
                if !sides.is_empty() {
                    let budget = self.budget.max(1).saturating_mul(LONGER);
                    self.start(session, &sides, budget);
                }
            }
            Message::Poll => {
                self.poll();
                self.poll_offer(LossGround::Time, false);
                self.poll_offer(LossGround::IllegalMoves, false);
            }
            Message::StopOffer(ground) => self.poll_offer(ground, true),
            Message::Cancel => self.cancel(),
            Message::Show(c) => {
                if let Some((_, Verdict::Possible { line })) = self.verdicts.iter().find(|(s, _)| *s == c) {
                    self.preview = Some(Preview { mater: c, line: line.clone(), at: 0 });
                }
            }
            Message::Previous => {
                if let Some(p) = &mut self.preview {
                    p.at = p.at.saturating_sub(1);
                }
            }
            Message::Next => {
                if let Some(p) = &mut self.preview {
                    p.at = (p.at + 1).min(p.line.len());
                }
            }
            Message::Leave => self.preview = None,
        }
        Action::None
    }

    fn start(&mut self, session: &Session, sides: &[Color], budget: u64) {
        self.cancel();
        let Some(job) = session.start_analysis(sides, budget) else { return };
        // Verdicts of the sides run again are replaced; the others stay.
        self.verdicts.retain(|(c, _)| !sides.contains(c));
        self.cancelled = None;
        self.preview = None;
        self.budget = budget;
        self.job = Some(job);
    }

    /// Takes the verdicts reached so far (White's shows while Black's is being sought), and
    /// ends the job once the thread has.
    fn poll(&mut self) {
        let Some(job) = &self.job else { return };
        let finished = job.finished();
        let done = job.verdicts();
        if finished {
            self.job = None;
        }
        self.merge(done);
    }

    fn merge(&mut self, done: Vec<(Color, Verdict)>) {
        for (c, v) in done {
            self.verdicts.retain(|(s, _)| *s != c);
            self.verdicts.push((c, v));
        }
        self.verdicts.sort_by_key(|(c, _)| *c as u8);
    }

    /// Stops a running analysis; the verdicts it reached are kept (one that had reached them
    /// all is simply done).
    pub fn cancel(&mut self) {
        let Some(job) = self.job.take() else { return };
        job.cancel();
        let (_, nodes) = job.progress();
        let done = job.verdicts();
        let complete = done.len() == job.sides.len();
        self.merge(done);
        if !complete {
            self.cancelled = Some(nodes);
        }
    }

    /// Esc: leaves the preview and stops a running analysis. Whether there was anything to
    /// close.
    pub fn close(&mut self) -> bool {
        let open = self.preview.is_some() || self.job.is_some();
        self.preview = None;
        self.cancel();
        open
    }

    /// The button that asks (Ctrl+M), for the recording screen's action row.
    pub fn ask_button<'a>(&'a self, lang: Lang) -> Element<'a, Message> {
        let label = format!("{}  [{}]", crate::t!(lang, "mate-ask"), Shortcut::CanMate.key());
        crate::app::ui::btn_small(label, "mate-ask", (!self.running()).then_some(Message::Ask))
    }

    /// The tools' answers: a previewed line first (its steps), the progress with Cancel, the
    /// verdicts with their line and "try longer". A proof's reasons that rest on a move reserve
    /// are worded only while `private` (the arbiter opened the reserve panel).
    pub fn view<'a>(&'a self, session: &'a Session, lang: Lang, private: bool) -> Element<'a, Message> {
        let mut col = column![].spacing(6);
        if let Some(p) = &self.preview {
            col = col.push(preview_view(p, session, lang));
        }
        if let Some(job) = &self.job {
            let (side, nodes) = job.progress();
            col = col.push(
                row![
                    text(t!(lang, "mate-running", side = side.key(), nodes = nodes)).size(14).width(Length::Fill),
                    btn_secondary(crate::t!(lang, "mate-cancel"), "mate-cancel", Some(Message::Cancel)),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
            );
        }
        if let Some(n) = self.cancelled {
            col = col.push(
                row![
                    text(t!(lang, "mate-cancelled", nodes = n)).size(14).width(Length::Fill),
                    btn_secondary(crate::t!(lang, "mate-try-longer"), "mate-longer", Some(Message::TryLonger)),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
            );
        }
        let mut undecided = false;
        for (c, v) in &self.verdicts {
            let (line, action): (String, Option<Element<'a, Message>>) = match v {
                Verdict::Possible { line } if line.is_empty() => (t!(lang, "mate-possible-now", mater = c.key()), None),
                Verdict::Possible { line } => {
                    let id = if *c == Color::White { "mate-show-white" } else { "mate-show-black" };
                    // The line's moves tell how far a piece can still go: with the reserves
                    // hidden, the button says so, and showing it is the arbiter's choice.
                    let label = crate::t!(lang, if private { "mate-show-line" } else { "mate-show-line-hint" });
                    (
                        t!(lang, "mate-possible", mater = c.key(), n = line.len()),
                        Some(btn_secondary(label, id, Some(Message::Show(*c)))),
                    )
                }
                Verdict::Impossible { proof } => {
                    let cite = Cite::new(session.ruleset(), MateQuestion::DeadPosition);
                    (
                        t!(lang, "mate-impossible", mater = c.key(), proof = proof_words(proof, lang, private, cite)),
                        None,
                    )
                }
                Verdict::Unknown { nodes } => {
                    undecided = true;
                    (t!(lang, "mate-unknown", mater = c.key(), nodes = *nodes), None)
                }
            };
            let mut r = row![text(line).size(14).width(Length::Fill)].spacing(8).align_y(iced::Alignment::Center);
            if let Some(a) = action {
                r = r.push(a);
            }
            col = col.push(r);
        }
        if undecided && self.job.is_none() {
            col = col.push(btn_secondary(crate::t!(lang, "mate-try-longer"), "mate-longer", Some(Message::TryLonger)));
        }
        container(col).id("can-mate").width(Length::Fill).into()
    }
}

/// The preview's head: which line, which move, the moves in SAN, and the steps.
fn preview_view<'a>(p: &'a Preview, session: &'a Session, lang: Lang) -> Element<'a, Message> {
    let head = if p.at == 0 {
        t!(lang, "mate-preview-start", mater = p.mater.key(), n = p.line.len())
    } else {
        t!(lang, "mate-preview", mater = p.mater.key(), at = p.at, n = p.line.len())
    };
    let shown = session.line_san_upto(&p.line, p.at, lang);
    let mut col = column![text(head).size(14)].spacing(4);
    if !shown.is_empty() {
        col = col.push(text(shown).size(13));
    }
    col = col.push(
        row![
            btn_secondary(
                with_key(crate::t!(lang, "mate-prev"), Key::LinePrevious),
                "mate-prev",
                Some(Message::Previous)
            ),
            btn_secondary(with_key(crate::t!(lang, "mate-next"), Key::LineNext), "mate-next", Some(Message::Next)),
            btn_secondary(crate::t!(lang, "mate-leave"), "mate-leave", Some(Message::Leave)),
        ]
        .spacing(8),
    );
    container(col).padding(6).width(Length::Fill).style(theme::info).into()
}

/// The flag box of R27's dead position proved by the fast check: "mate impossible (proved)",
/// each proof in words (its reserve reasons only while `private`), then the count and what
/// comes next.
pub fn proved_box<'a, M: 'a>(
    proofs: &[Proof],
    tail: Vec<String>,
    lang: Lang,
    private: bool,
    cite: Cite,
) -> Element<'a, M> {
    let mut lines: Vec<String> = proofs.iter().map(|p| proof_words(p, lang, private, cite)).collect();
    lines.extend(tail);
    flag_box(theme::flag_end, crate::t!(lang, "mate-proved-title"), lines)
}
