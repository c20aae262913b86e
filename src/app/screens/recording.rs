//! The Recording screen, where the arbiter spends the game: the board (click from, click to),
//! the move entry (type as announced, Enter records: every notation of the record's parser,
//! Russian included), the numbered SAN move list with times, flags that cannot be missed
//! (illegal attempt with ruling, sentence and penalty; petrification naming the piece; check;
//! mate; an R27 ending and what happens next), the private reserve panel (hidden by default,
//! shown while held or for a few seconds), take back with a reason, and the result dialog with
//! every ground of R26–R28 and both point totals. Every move is journaled by the session before
//! this screen shows it. In a Synthesis game the reserve panel gives way to the permanent
//! Synthesis status panel (`app::synthesis`), and the result dialog offers the grounds of
//! S27–S30 with the engine's verdict to record directly, and no point totals.

use crate::app::board::{self, BoardView};
use crate::app::keys::{Action as Key, with_key};
use crate::app::layer::own_layer;
use crate::app::screen::{Action, Context, Key as AppKey, Look, Request};
use crate::app::screens::{can_mate, clocks, draw_offer, live_pgn};
use crate::app::theme;
use crate::app::tick;
use crate::app::ui::{self, btn, btn_primary, btn_secondary, btn_small, flag_box};
use iced::widget::{button, column, container, mouse_area, row, scrollable, text, text_input};
use iced::{Element, Length, Subscription, Task};
use victoria_record::fide::LossGround;
use victoria_rules::can_mate::{Proof, proof_words};
use victoria_rules::{Color, Role, Square};
use victoria_session::session::{Flag, Ground, LedgerStatus, Session};
use victoria_session::text::{self as i18n, Lang};
use victoria_words::{Said, Words as _};

/// How long the private panel stays open after "show for a few seconds".
pub const PANEL_SECONDS: u64 = 5;
/// The side of the board canvas in pixels.
pub const BOARD_SIDE: f32 = 640.0;
/// The padding around the board canvas.
pub const BOARD_PAD: f32 = 6.0;
/// How many earlier messages the message area keeps folded.
pub const LOG_MAX: usize = 20;
/// The most the message area takes (it is as high as its messages, up to this).
pub const MESSAGES_HEIGHT: f32 = 140.0;
/// The height of the details area (reserves, can-mate tools, logged attempts, draw offers, live
/// PGN), which scrolls: the move list below it keeps the rest of the column.
pub const DETAILS_HEIGHT: f32 = 130.0;
/// The heights of the message and details areas while the decision bar shows: they give it
/// their room, so the move list keeps its rows.
pub const MESSAGES_HEIGHT_DECIDING: f32 = 110.0;
pub const DETAILS_HEIGHT_DECIDING: f32 = 60.0;

#[derive(Clone, Debug, Default)]
pub struct State {
    pub input: String,
    pub flipped: bool,
    /// The square clicked first (click-from / click-to).
    pub from: Option<Square>,
    /// The flags of the last action, most important first.
    pub flags: Vec<Flag>,
    pub panel_shown: bool,
    /// Incremented each time the panel is opened; a hide timer only closes its own opening.
    pub panel_token: u64,
    /// The one dialog or decision open on this screen: at most one, so none is lost under
    /// another (Esc or its Cancel closes it).
    pub dialog: Dialog,
    pub notice: Option<Said>,
    /// The live public PGN's path field.
    pub live: live_pgn::State,
    /// The arbiter closed the flag-fall offer (Esc): not offered again until the clocks show
    /// no fallen flag.
    pub flag_dismissed: bool,
    /// Earlier messages of this screen, newest first (the message area folds them).
    pub log: Vec<Said>,
    /// The earlier messages are unfolded.
    pub log_open: bool,
    /// The can-mate tools (R27a): proofs, the background analysis, a previewed line.
    pub mate: Box<can_mate::State>,
    /// The scoresheet's time columns show each mover's time left instead of the time the move
    /// took (games with clocks).
    pub sheet_left: bool,
    /// The mating line or proof behind an open loss decision is unfolded in the details.
    pub reason_open: bool,
}

/// The one dialog or decision of the recording screen.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Dialog {
    #[default]
    None,
    /// A pawn move waiting for its promotion piece.
    Promotion(Square, Square),
    /// Taking back the last move, with the reason typed so far.
    TakeBack(String),
    /// The result dialog.
    Result(ResultDialog),
    /// The "set clocks" dialog.
    Clocks(clocks::Dialog),
    /// Withdrawing a logged illegal move.
    Withdraw(Withdraw),
    /// The live public PGN's path field (the path itself is the live PGN's state).
    LivePath,
    /// The loss offered after a second completed illegal move of this side (FIDE 7.5.5).
    FideLoss(Color),
    /// The loss on time offered: this side's flag fell (FIDE 6.9, R33).
    FlagLoss(Color),
    /// On resume: the app was closed this long while the clocks ran; charge that time to the
    /// side to move, or set the clocks to the physical clock (R33).
    AfterClose(std::time::Duration),
}

impl Dialog {
    /// A dialog that takes the room of the actions, details and move list (its own buttons
    /// always show); the decisions and the promotion choice sit in the decision bar instead.
    pub fn is_form(&self) -> bool {
        matches!(
            self,
            Dialog::TakeBack(_) | Dialog::Result(_) | Dialog::Clocks(_) | Dialog::Withdraw(_) | Dialog::LivePath
        )
    }
}

/// Withdrawing logged illegal move `number` (from 1, the record's order) with a reason.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Withdraw {
    pub number: usize,
    pub reason: String,
}

/// The result dialog's state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ResultDialog {
    pub ground: Option<Ground>,
    pub reason: String,
    pub error: Option<Said>,
}

#[derive(Clone, Debug)]
pub enum Message {
    Input(String),
    Submit,
    Square(Square),
    Promote(Role),
    Flip,
    PanelPress,
    PanelRelease,
    PanelShowFor,
    PanelHide(u64),
    TakebackOpen,
    TakebackReason(String),
    TakebackConfirm,
    Cancel,
    ResultOpen,
    ResultGround(Ground),
    ResultReason(String),
    ResultConfirm,
    /// Record the engine's verdict as it stands (the ground it detects), in one step.
    ResultEngine,
    Signatures,
    /// A draw offer or its answer (R28).
    DrawOffer(draw_offer::Message),
    /// The live public PGN's toggle and path.
    LivePgn(live_pgn::Message),
    /// The refused entry was completed by the player: log it (R29).
    ConfirmIllegal,
    /// The refused entry was an input slip: discard it (R29).
    DiscardSlip,
    /// The FIDE loss offered after a second completed illegal move (7.5.5): whether the
    /// opponent can still mate (R27a).
    FideLoss {
        loser: Color,
        opponent_can_mate: bool,
    },
    /// The clocks: start, stop, restart, set (R33).
    Clock(clocks::Message),
    /// The loss on time offered after a flag fell (FIDE 6.9): whether the opponent can still
    /// mate (R27a).
    FlagLoss {
        loser: Color,
        opponent_can_mate: bool,
    },
    /// Open the withdrawal of logged illegal move `n` (from 1).
    WithdrawOpen(usize),
    WithdrawReason(String),
    WithdrawConfirm,
    /// A second passed on a running clock: the faces change, a flag may have fallen.
    Tick,
    /// Write the score sheet (PDF) once the game is over.
    Sheet,
    /// Fold or unfold the earlier messages.
    LogToggle,
    /// Can mate still happen? The analysis, its line, its proof (R27a).
    Mate(can_mate::Message),
    /// Fold or unfold the mating line or proof behind the open loss decision.
    ReasonToggle,
    /// Close the live PGN's path field, keeping the path typed.
    LivePathDone,
    /// Put the message away (its × or Esc): it goes with the earlier messages.
    NoticeDismiss,
    /// The scoresheet's time columns: time used or time left.
    SheetTime,
    /// On resume: the time the app was closed stays charged to the side to move.
    AfterCloseCharge,
    /// On resume: set the clocks to the physical clock instead (opens the set-clocks form).
    AfterCloseSet,
}

#[derive(Clone, Debug, PartialEq)]
enum Event {
    None,
    /// Hide the private panel after [`PANEL_SECONDS`] unless reopened (the token).
    HideLater(u64),
    /// A move or a correction changed the record: refresh the public window.
    Changed,
    /// Open the signatures pad.
    Signatures,
    /// Write the score sheet (PDF).
    Sheet,
}

impl Message {
    /// Typing into a field, a tick or a poll: the focus stays where the arbiter put it.
    pub fn keeps_focus(&self) -> bool {
        matches!(
            self,
            Message::Input(_)
                | Message::TakebackReason(_)
                | Message::ResultReason(_)
                | Message::WithdrawReason(_)
                | Message::Tick
                | Message::Mate(can_mate::Message::Poll)
                | Message::Clock(clocks::Message::Field(..))
                | Message::LivePgn(live_pgn::Message::Path(_))
        )
    }
}

impl State {
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        let lang = ctx.lang;
        let Some(session) = ctx.session() else { return Action::None };
        match self.step(session, msg, lang) {
            Event::None | Event::Changed => Action::None,
            Event::Sheet => Request::Pdf.into(),
            Event::Signatures => Request::Signatures.into(),
            Event::HideLater(token) => Action::Run(hide_later(token)),
        }
    }

    /// What a key means while recording: the decisions and tools on function keys, the Ctrl
    /// shortcuts of the game (set clocks, can mate, take back, log an illegal move).
    pub fn key(&self, key: &AppKey, look: &Look) -> Option<Message> {
        use crate::app::keys::{Action as A, Shortcut as S};
        let session = look.session?;
        Some(match key {
            AppKey::Action(A::TakeBack) | AppKey::Shortcut(S::Undo) => Message::TakebackOpen,
            AppKey::Action(A::Result) => Message::ResultOpen,
            AppKey::Action(A::Signatures) => Message::Signatures,
            AppKey::Action(A::DrawByWhite) => Message::DrawOffer(draw_offer::Message::Offer(Color::White)),
            AppKey::Action(A::DrawByBlack) => Message::DrawOffer(draw_offer::Message::Offer(Color::Black)),
            AppKey::Action(A::AcceptDraw) => Message::DrawOffer(draw_offer::Message::Answer(true)),
            AppKey::Action(A::DeclineDraw) => Message::DrawOffer(draw_offer::Message::Answer(false)),
            AppKey::Action(A::Reserves) => Message::PanelShowFor,
            AppKey::Action(A::Flip) => Message::Flip,
            AppKey::Action(A::Clocks) => Message::Clock(clocks::Message::Toggle),
            AppKey::Action(A::LinePrevious) => Message::Mate(can_mate::Message::Previous),
            AppKey::Action(A::LineNext) => Message::Mate(can_mate::Message::Next),
            AppKey::Action(A::Cancel) => Message::Cancel,
            AppKey::Shortcut(S::SetClocks) => Message::Clock(clocks::Message::SetOpen),
            AppKey::Shortcut(S::CanMate) => Message::Mate(can_mate::Message::Ask),
            // The refused entry completed by the player is logged; else the loss decision
            // waiting takes its primary answer (the decision bar's key).
            AppKey::Shortcut(S::LogIllegal) if session.has_pending() => Message::ConfirmIllegal,
            AppKey::Shortcut(S::LogIllegal) => self.loss_answer()?,
            _ => return None,
        })
    }

    /// The timers of this screen: the clock's tick while a clock runs in a game that goes on
    /// (aligned to its face's second, `tick`), and a poll ten times a second while a background
    /// analysis runs. Idle, there is none, so nothing wakes the app.
    pub fn subscription(&self, look: &Look) -> Subscription<Message> {
        let Some(s) = look.session else { return Subscription::none() };
        let mut all = Vec::new();
        if ticking(s) {
            let plan = s.recorder().clocks().and_then(|c| tick::Plan::of(&c));
            all.push(match plan {
                Some(plan) => Subscription::run_with(plan, tick::ticks).map(|()| Message::Tick),
                None => Subscription::run(tick::seconds).map(|()| Message::Tick),
            });
        }
        if self.mate.running() {
            all.push(Subscription::run(tick::tenths).map(|()| Message::Mate(can_mate::Message::Poll)));
        }
        Subscription::batch(all)
    }

    /// The private panel's opening (a hide timer closes only its own opening).
    pub fn panel_token(&self) -> u64 {
        self.panel_token
    }

    /// Whether a background analysis ("Can mate still happen?") runs.
    pub fn polling(&self) -> bool {
        self.mate.running()
    }

    fn step(&mut self, session: &mut Session, msg: Message, lang: Lang) -> Event {
        let before = self.notice.clone();
        let event = self.handle(session, msg, lang);
        self.watch_flag(session);
        self.hold_for_decisions(session);
        self.sync(session);
        if let Some(old) = before
            && self.notice.as_ref() != Some(&old)
        {
            self.log.insert(0, old);
            self.log.truncate(LOG_MAX);
        }
        event
    }

    /// The recording screen of a game opened again: if the app was closed while the clocks
    /// ran, the first thing it asks is what to do with that time (R33).
    /// A flag that fell meanwhile is offered at once (after that question).
    pub fn resumed(session: &mut Session) -> State {
        let mut st = State::default();
        if let Some(d) = session.closed_for() {
            st.dialog = Dialog::AfterClose(d);
        }
        st.watch_flag(session);
        st.sync(session);
        st
    }

    /// The question of the time the app was closed is open, or its set-clocks form.
    fn settling_close(&self) -> bool {
        match &self.dialog {
            Dialog::AfterClose(_) => true,
            Dialog::Clocks(d) => d.after_close,
            _ => false,
        }
    }

    /// The time the app was closed, while that question waits.
    pub fn after_close(&self) -> Option<std::time::Duration> {
        match self.dialog {
            Dialog::AfterClose(d) => Some(d),
            _ => None,
        }
    }

    /// While the arbiter has a decision to take (log or discard an entry, record a loss),
    /// the running clock stops (the question of the time the app was closed keeps them
    /// running: that answer settles the running time itself); when none is left, the clocks
    /// held for it run again. A draw offer does not stop them: the opponent thinks on their
    /// own time (FIDE 9.1.2).
    fn hold_for_decisions(&mut self, session: &mut Session) {
        let waits = session.has_pending() || matches!(self.dialog, Dialog::FideLoss(_) | Dialog::FlagLoss(_));
        let r = if waits {
            session.hold_clocks()
        } else if session.clocks_held() {
            session.release_clocks()
        } else {
            Ok(false)
        };
        if let Err(e) = r {
            self.notice = Some(e);
        }
    }

    /// The result dialog, while open.
    pub fn result_dialog(&self) -> Option<&ResultDialog> {
        match &self.dialog {
            Dialog::Result(d) => Some(d),
            _ => None,
        }
    }

    /// The "set clocks" dialog, while open.
    pub fn clock_dialog(&self) -> Option<&clocks::Dialog> {
        match &self.dialog {
            Dialog::Clocks(d) => Some(d),
            _ => None,
        }
    }

    /// The side offered the loss on time (its flag fell), while that decision is open.
    pub fn flag_offer(&self) -> Option<Color> {
        match self.dialog {
            Dialog::FlagLoss(c) => Some(c),
            _ => None,
        }
    }

    /// The side offered the FIDE 7.5.5 loss, while that decision is open.
    pub fn fide_loss(&self) -> Option<Color> {
        match self.dialog {
            Dialog::FideLoss(c) => Some(c),
            _ => None,
        }
    }

    /// The pawn move waiting for its promotion piece.
    pub fn promotion(&self) -> Option<(Square, Square)> {
        match self.dialog {
            Dialog::Promotion(a, b) => Some((a, b)),
            _ => None,
        }
    }

    /// Opens `dialog` in place of the one open; refused (the notice says so) while a loss
    /// decision waits: it cannot be lost under another dialog (Esc closes it first).
    fn open(&mut self, dialog: Dialog) {
        if matches!(self.dialog, Dialog::FideLoss(_) | Dialog::FlagLoss(_) | Dialog::AfterClose(_)) {
            self.notice = Some(Said::with(|lang| crate::t!(lang, "rec-decide-first")));
            return;
        }
        self.dialog = dialog;
    }

    /// Closes the open dialog (Esc); a loss decision's analysis stops with it, and a
    /// dismissed flag fall is not offered again until the clocks show no fallen flag.
    fn close(&mut self) {
        match std::mem::take(&mut self.dialog) {
            Dialog::FlagLoss(_) => {
                self.flag_dismissed = true;
                self.mate.drop_offer(LossGround::Time);
            }
            Dialog::FideLoss(_) => self.mate.drop_offer(LossGround::IllegalMoves),
            _ => {}
        }
        self.reason_open = false;
    }

    /// Offers the loss on time when a flag has fallen (FIDE 6.9), once until the flag is gone;
    /// the analyser is asked first whether the opponent can mate (R27a). A dialog the arbiter
    /// has open is not taken away: the offer comes when it closes. The clocks stop at once.
    fn watch_flag(&mut self, session: &mut Session) {
        match session.flag() {
            // The question of the time the app was closed comes first: its answer may set
            // the clocks (and take the flag away).
            Some(_) if self.settling_close() => {}
            Some(c) if !self.flag_dismissed => {
                // FIDE 6.9: the clocks stop with the flag (a flag entry in the clock log).
                if let Err(e) = session.stop_at_flag() {
                    self.notice = Some(e);
                }
                let fresh = matches!(self.dialog, Dialog::None);
                if fresh || matches!(self.dialog, Dialog::FlagLoss(o) if o != c) {
                    self.mate.ask_offer(session, LossGround::Time, c);
                    self.dialog = Dialog::FlagLoss(c);
                }
            }
            Some(_) => {}
            None => {
                if matches!(self.dialog, Dialog::FlagLoss(_)) {
                    self.dialog = Dialog::None;
                }
                self.flag_dismissed = false;
                self.mate.drop_offer(LossGround::Time);
            }
        }
    }

    /// Follows the game's position: the can-mate proofs and marks of the position now.
    pub fn sync(&mut self, session: &Session) {
        self.mate.sync(session);
    }

    /// Rules a FIDE loss: on the analyser's verdict when it decided the same answer (its
    /// proof goes with the result), else on the arbiter's answer.
    fn rule_loss(
        &mut self,
        session: &mut Session,
        ground: LossGround,
        loser: Color,
        opponent_can_mate: bool,
    ) -> Result<(), Said> {
        let verdict = match ground {
            LossGround::Time => &self.mate.flag_r27a,
            LossGround::IllegalMoves => &self.mate.fide_r27a,
        };
        match verdict.clone().filter(|v| can_mate::decided(v) == Some(opponent_can_mate)) {
            Some(v) => session.rule_loss_verdict(ground, loser, &v),
            None => session.rule_loss(ground, loser, opponent_can_mate),
        }
    }

    /// The answer the open loss decision's primary button gives (the analyser's verdict when
    /// it decided, else "the opponent can mate"): what Ctrl+L records.
    pub fn loss_answer(&self) -> Option<Message> {
        let (ground, loser) = match self.dialog {
            Dialog::AfterClose(_) => return Some(Message::AfterCloseCharge),
            Dialog::FlagLoss(c) => (LossGround::Time, c),
            Dialog::FideLoss(c) => (LossGround::IllegalMoves, c),
            _ => return None,
        };
        if self.mate.offer_progress(ground).is_some() {
            return None;
        }
        let verdict = match ground {
            LossGround::Time => &self.mate.flag_r27a,
            LossGround::IllegalMoves => &self.mate.fide_r27a,
        };
        let opponent_can_mate = verdict.as_ref().and_then(can_mate::decided).unwrap_or(true);
        Some(match ground {
            LossGround::Time => Message::FlagLoss { loser, opponent_can_mate },
            LossGround::IllegalMoves => Message::FideLoss { loser, opponent_can_mate },
        })
    }

    /// Dispatches a message to the handler of its concern.
    fn handle(&mut self, session: &mut Session, msg: Message, lang: Lang) -> Event {
        match msg {
            Message::Tick => {
                // The stamp a later resume reads to say how long the app was closed.
                session.keep_alive();
                Event::None
            }
            Message::AfterCloseCharge => {
                if matches!(self.dialog, Dialog::AfterClose(_)) {
                    match session.charge_closed_time() {
                        Ok(()) => {
                            self.dialog = Dialog::None;
                            self.notice = Some(Said::with(|lang| crate::t!(lang, "rec-closed-charged")));
                            return Event::Changed;
                        }
                        Err(e) => self.notice = Some(e),
                    }
                }
                Event::None
            }
            Message::AfterCloseSet => {
                self.set_after_close(session);
                Event::None
            }
            Message::LogToggle => {
                self.log_open = !self.log_open;
                Event::None
            }
            Message::ReasonToggle => {
                self.reason_open = !self.reason_open;
                Event::None
            }
            Message::SheetTime => {
                self.sheet_left = !self.sheet_left;
                Event::None
            }
            Message::Sheet => Event::Sheet,
            Message::Signatures => Event::Signatures,
            Message::Clock(m) => self.clock(session, m),
            Message::Mate(m) => {
                if matches!(m, can_mate::Message::Ask) {
                    self.notice = None;
                }
                self.mate.update(session, m);
                Event::None
            }
            Message::Input(_)
            | Message::Submit
            | Message::Square(_)
            | Message::Promote(_)
            | Message::Flip
            | Message::Cancel => self.entry(session, msg),
            Message::PanelPress | Message::PanelRelease | Message::PanelShowFor | Message::PanelHide(_) => {
                self.panel(msg)
            }
            Message::ConfirmIllegal
            | Message::DiscardSlip
            | Message::FideLoss { .. }
            | Message::FlagLoss { .. }
            | Message::WithdrawOpen(_)
            | Message::WithdrawReason(_)
            | Message::WithdrawConfirm => self.illegal(session, msg),
            Message::TakebackOpen | Message::TakebackReason(_) | Message::TakebackConfirm => {
                self.takeback(session, msg)
            }
            Message::ResultOpen
            | Message::ResultGround(_)
            | Message::ResultReason(_)
            | Message::ResultConfirm
            | Message::ResultEngine => self.result(session, msg, lang),
            Message::DrawOffer(m) => match draw_offer::update(session, m) {
                Ok(draw_offer::Done::Logged(line)) => {
                    self.notice = Some(line);
                    Event::Changed
                }
                Ok(draw_offer::Done::Drawn) => {
                    if matches!(self.dialog, Dialog::Result(_)) {
                        self.dialog = Dialog::None;
                    }
                    self.flags = vec![Flag::Result];
                    Event::Changed
                }
                Err(e) => {
                    self.notice = Some(e);
                    Event::None
                }
            },
            Message::LivePgn(live_pgn::Message::Edit) => {
                self.open(Dialog::LivePath);
                Event::None
            }
            Message::NoticeDismiss => {
                self.notice = None;
                Event::None
            }
            Message::LivePathDone => {
                if self.dialog == Dialog::LivePath {
                    self.dialog = Dialog::None;
                }
                Event::None
            }
            Message::LivePgn(m) => {
                match self.live.update(session, m) {
                    Ok(Some(line)) => self.notice = Some(line),
                    Ok(None) => {}
                    Err(e) => self.notice = Some(e),
                }
                Event::None
            }
        }
    }

    /// The move field, the board's clicks, the promotion choice, Esc.
    fn entry(&mut self, session: &mut Session, msg: Message) -> Event {
        match msg {
            Message::Input(s) => self.input = s,
            Message::Submit => {
                let typed = self.input.trim().to_string();
                if !typed.is_empty() {
                    return self.record(session, &typed);
                }
            }
            Message::Square(sq) => return self.click(session, sq),
            Message::Promote(role) => {
                if let Dialog::Promotion(a, b) = self.dialog {
                    self.dialog = Dialog::None;
                    let uci = format!("{a}{b}{}", role.lower());
                    return self.record_click(session, &uci);
                }
            }
            Message::Flip => self.flipped = !self.flipped,
            Message::Cancel => {
                // Esc discards a refused entry as an input slip (R29).
                if session.has_pending() {
                    match session.discard_slip() {
                        Ok(_) => self.input.clear(),
                        Err(e) => self.notice = Some(e),
                    }
                    self.flags.clear();
                } else if self.flags.iter().any(|f| matches!(f, Flag::Notation { .. })) {
                    // Esc on an entry that names no move clears it, so the next move is not
                    // typed onto it.
                    self.input.clear();
                    self.flags.retain(|f| !matches!(f, Flag::Notation { .. }));
                }
                // Esc on the question of the closed time keeps it charged, journaled as such.
                if matches!(self.dialog, Dialog::AfterClose(_))
                    && let Err(e) = session.charge_closed_time()
                {
                    self.notice = Some(e);
                }
                self.mate.close();
                self.close();
                self.from = None;
                self.notice = None;
            }
            _ => {}
        }
        Event::None
    }

    /// The private reserve panel: held, shown for a few seconds, hidden.
    fn panel(&mut self, msg: Message) -> Event {
        match msg {
            Message::PanelPress => {
                self.panel_shown = true;
                self.panel_token += 1;
            }
            Message::PanelRelease => self.panel_shown = false,
            Message::PanelShowFor => {
                self.panel_shown = true;
                self.panel_token += 1;
                return Event::HideLater(self.panel_token);
            }
            Message::PanelHide(token) if token == self.panel_token => self.panel_shown = false,
            _ => {}
        }
        Event::None
    }

    /// Illegal moves (R29, R30, FIDE 7.5.5) and the loss on time (FIDE 6.9): log or discard a
    /// refused entry, the loss they lead to, the withdrawal of a logged one.
    fn illegal(&mut self, session: &mut Session, msg: Message) -> Event {
        match msg {
            Message::ConfirmIllegal => match session.confirm_illegal() {
                Ok((penalty, loss)) => {
                    self.flags = vec![Flag::Logged { penalty }];
                    match loss {
                        Some(c) => {
                            self.dialog = Dialog::FideLoss(c);
                            self.reason_open = false;
                            self.mate.ask_offer(session, LossGround::IllegalMoves, c);
                        }
                        None => self.mate.drop_offer(LossGround::IllegalMoves),
                    }
                    self.input.clear();
                    return Event::Changed;
                }
                Err(e) => self.notice = Some(e),
            },
            Message::DiscardSlip => {
                match session.discard_slip() {
                    // The slip's text goes with it, so the next move is not typed onto it.
                    Ok(_) => self.input.clear(),
                    Err(e) => self.notice = Some(e),
                }
                self.flags.clear();
            }
            Message::FideLoss { loser, opponent_can_mate } => {
                match self.rule_loss(session, LossGround::IllegalMoves, loser, opponent_can_mate) {
                    Ok(()) => {
                        self.dialog = Dialog::None;
                        self.mate.drop_offer(LossGround::IllegalMoves);
                        self.flags = vec![Flag::Result];
                        return Event::Changed;
                    }
                    Err(e) => self.notice = Some(e),
                }
            }
            Message::FlagLoss { loser, opponent_can_mate } => {
                match self.rule_loss(session, LossGround::Time, loser, opponent_can_mate) {
                    Ok(()) => {
                        self.dialog = Dialog::None;
                        self.mate.drop_offer(LossGround::Time);
                        self.flags = vec![Flag::Result];
                        return Event::Changed;
                    }
                    Err(e) => self.notice = Some(e),
                }
            }
            Message::WithdrawOpen(number) => self.open(Dialog::Withdraw(Withdraw { number, reason: String::new() })),
            Message::WithdrawReason(r) => {
                if let Dialog::Withdraw(w) = &mut self.dialog {
                    w.reason = r;
                }
            }
            Message::WithdrawConfirm => {
                let Dialog::Withdraw(w) = self.dialog.clone() else { return Event::None };
                let announced = session
                    .record()
                    .illegal_attempts
                    .get(w.number.saturating_sub(1))
                    .map(|a| a.announced.clone())
                    .unwrap_or_default();
                match session.withdraw_illegal(w.number, &w.reason) {
                    Ok(()) => {
                        self.dialog = Dialog::None;
                        self.notice = Some(Said::with(move |lang| {
                            crate::t!(lang, "rec-withdrawn", announced = announced.as_str())
                        }));
                        return Event::Changed;
                    }
                    Err(e) => self.notice = Some(e),
                }
            }
            _ => {}
        }
        Event::None
    }

    /// Taking back the last move, with a reason.
    fn takeback(&mut self, session: &mut Session, msg: Message) -> Event {
        match msg {
            Message::TakebackOpen => {
                if session.moves().is_empty() {
                    self.notice = Some(Said::with(|lang| crate::t!(lang, "app-nothing-to-take-back")));
                } else {
                    self.open(Dialog::TakeBack(String::new()));
                }
            }
            Message::TakebackReason(s) => {
                if let Dialog::TakeBack(r) = &mut self.dialog {
                    *r = s;
                }
            }
            Message::TakebackConfirm => {
                let Dialog::TakeBack(reason) = self.dialog.clone() else { return Event::None };
                if reason.trim().is_empty() {
                    self.notice = Some(Said::with(|lang| crate::t!(lang, "app-reason-needed")));
                    return Event::None;
                }
                match session.take_back(reason.trim()) {
                    Ok(san) => {
                        self.dialog = Dialog::None;
                        self.flags.clear();
                        self.from = None;
                        self.notice = Some(Said::with(move |lang| i18n::taken_back(lang, &san)));
                        return Event::Changed;
                    }
                    Err(e) => self.notice = Some(e),
                }
            }
            _ => {}
        }
        Event::None
    }

    /// The result dialog: its ground, reason, the engine's verdict.
    fn result(&mut self, session: &mut Session, msg: Message, lang: Lang) -> Event {
        match msg {
            Message::ResultOpen => {
                self.open(Dialog::Result(ResultDialog { ground: session.detected_ground(), ..Default::default() }));
            }
            Message::ResultGround(g) => {
                if let Dialog::Result(d) = &mut self.dialog {
                    d.ground = Some(g);
                    d.error = None;
                }
            }
            Message::ResultReason(s) => {
                if let Dialog::Result(d) = &mut self.dialog {
                    d.reason = s;
                }
            }
            Message::ResultConfirm => {
                // R27's dead position the full analysis proved (the engine did not see it):
                // recorded on its proofs, no reason needed.
                let analysed = match self.result_dialog().and_then(|d| d.ground) {
                    Some(Ground::DeadPosition) if session.detected_ground() != Some(Ground::DeadPosition) => {
                        self.mate.dead_proofs(session)
                    }
                    _ => Vec::new(),
                };
                let Dialog::Result(d) = &mut self.dialog else { return Event::None };
                let Some(g) = d.ground else {
                    d.error = Some(Said::with(|lang| crate::t!(lang, "app-choose-ground")));
                    return Event::None;
                };
                let done = if analysed.is_empty() {
                    session.set_result(g, d.reason.trim())
                } else {
                    session.count_on_proofs(&analysed, d.reason.trim())
                };
                match done {
                    Ok(()) => {
                        self.dialog = Dialog::None;
                        self.flags = vec![Flag::Result];
                        return Event::Changed;
                    }
                    Err(e) => d.error = Some(e),
                }
            }
            Message::ResultEngine => {
                let Dialog::Result(d) = &mut self.dialog else { return Event::None };
                let Some(g) = session.detected_ground() else {
                    d.error = Some(Said::with(|lang| crate::t!(lang, "app-no-verdict")));
                    return Event::None;
                };
                d.ground = Some(g);
                return self.step(session, Message::ResultConfirm, lang);
            }
            _ => {}
        }
        Event::None
    }

    /// The closed-time question answered "set the clocks": the set-clocks form in its place.
    fn set_after_close(&mut self, session: &Session) {
        if matches!(self.dialog, Dialog::AfterClose(_))
            && let Some(face) = session.clock_face()
        {
            self.dialog = Dialog::Clocks(clocks::Dialog { after_close: true, ..clocks::Dialog::of(&face) });
        }
    }

    fn clock(&mut self, session: &mut Session, m: clocks::Message) -> Event {
        match m {
            clocks::Message::Toggle => match clocks::toggle(session) {
                Ok(line) => {
                    self.notice = Some(line);
                    return Event::Changed;
                }
                Err(e) => self.notice = Some(e),
            },
            // Ctrl+T on the question of the closed time answers it: set the clocks.
            clocks::Message::SetOpen if matches!(self.dialog, Dialog::AfterClose(_)) => {
                self.set_after_close(session);
            }
            clocks::Message::SetOpen => match session.clock_face() {
                Some(face) => self.open(Dialog::Clocks(clocks::Dialog::of(&face))),
                None => self.notice = Some(Said::with(|lang| crate::t!(lang, "duty-err-no-time-control"))),
            },
            clocks::Message::Field(f, v) => {
                if let Dialog::Clocks(d) = &mut self.dialog {
                    d.set(f, v);
                }
            }
            clocks::Message::SetConfirm => {
                let Dialog::Clocks(d) = &mut self.dialog else { return Event::None };
                match clocks::set(session, d) {
                    Ok(line) => {
                        self.dialog = Dialog::None;
                        self.notice = Some(line);
                        return Event::Changed;
                    }
                    Err(e) => d.error = Some(e),
                }
            }
            clocks::Message::Cancel => {
                if let Dialog::Clocks(d) = &self.dialog {
                    // Opened for the time the app was closed: the question stays open.
                    self.dialog = match session.closed_for() {
                        Some(t) if d.after_close => Dialog::AfterClose(t),
                        _ => Dialog::None,
                    };
                }
            }
        }
        Event::None
    }

    fn record(&mut self, session: &mut Session, typed: &str) -> Event {
        self.enter(session, typed, false)
    }

    fn record_click(&mut self, session: &mut Session, uci: &str) -> Event {
        self.enter(session, uci, true)
    }

    fn enter(&mut self, session: &mut Session, typed: &str, clicked: bool) -> Event {
        self.notice = None;
        // A move is made on the game, never on a previewed line.
        self.mate.preview = None;
        self.from = None;
        if session.result().is_some() {
            self.notice = Some(Said::with(|lang| crate::t!(lang, "app-game-over")));
            return Event::None;
        }
        let flags = if clicked { session.record_click(typed) } else { session.record_move(typed) };
        let recorded = flags.iter().any(|f| matches!(f, Flag::Recorded { .. }));
        self.flags = flags;
        if recorded {
            self.input.clear();
            Event::Changed
        } else {
            Event::None
        }
    }

    fn click(&mut self, session: &mut Session, sq: Square) -> Event {
        // A click on a previewed line's board only brings the game back.
        if self.mate.preview.take().is_some() {
            self.from = None;
            return Event::None;
        }
        match self.from {
            None => {
                if session.can_move_from(sq) {
                    self.from = Some(sq);
                } else {
                    self.notice = Some(Said::with(move |lang| i18n::not_your_piece(lang, sq)));
                }
                Event::None
            }
            Some(a) if a == sq => {
                self.from = None;
                Event::None
            }
            Some(a) => {
                if session.can_move_from(sq) {
                    // Another piece of the side to move: choose it instead.
                    self.from = Some(sq);
                    return Event::None;
                }
                if session.needs_promotion(a, sq) {
                    self.open(Dialog::Promotion(a, sq));
                    self.from = None;
                    return Event::None;
                }
                let uci = format!("{a}{sq}");
                self.record_click(session, &uci)
            }
        }
    }

    /// The field the keyboard focus belongs in: the open dialog's reason, else the move field
    /// while the game goes on (none once it is over: the move field is closed).
    pub fn focus(&self, look: &Look) -> Option<&'static str> {
        let session = look.session?;
        match self.dialog {
            Dialog::Clocks(_) => Some("clock-white"),
            Dialog::LivePath => Some("live-pgn-path"),
            Dialog::Withdraw(_) => Some("withdraw-reason"),
            Dialog::TakeBack(_) => Some("takeback-reason"),
            Dialog::Result(_) => Some("result-reason"),
            _ if session.result().is_some() => None,
            _ => Some("move-input"),
        }
    }

    /// The arbiter's board: the session's view with this screen's selection and orientation.
    pub fn board_view(&self, session: &Session) -> BoardView {
        let mut v = self.mate.board_view(session).unwrap_or_else(|| session.board_view());
        v.selected = self.from;
        v.flipped = self.flipped;
        v
    }

    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let Some(session) = look.session else { return column![].into() };
        let (lang, view) = (look.lang, look.board);
        let turn = session.turn();
        let over = session.result().is_some();
        let title = if over {
            format!("{} — {}", session.title(), crate::t!(lang, "app-game-over"))
        } else {
            format!("{} — {} {}", session.title(), crate::t!(lang, "app-to-move"), i18n::side(lang, turn))
        };
        // The board takes the room the window leaves (at most its full size), so the column
        // beside it keeps its width and nothing is pushed below a small window.
        let marks = &self.mate.marks;
        let body = iced::widget::responsive(move |size| {
            let side = board_side(size);
            row![
                container(board::marked_board(view, Some(marks), Some(Message::Square), side))
                    .id("board")
                    .style(theme::card)
                    .padding(BOARD_PAD),
                self.side_column(session, lang),
            ]
            .spacing(12)
            .into()
        });
        column![text(title).size(20), body].spacing(8).into()
    }

    /// The column beside the board: the move field, the decision bar, the clocks, the
    /// messages, then an open dialog or the actions, the details and the move list.
    fn side_column<'a>(&'a self, session: &'a Session, lang: Lang) -> Element<'a, Message> {
        let over = session.result().is_some();
        // The move field while the game goes on; once it is over, what comes next.
        let entry: Element<'a, Message> = if over {
            container(
                column![
                    text(crate::t!(lang, "rec-game-over", result = session.result_line(lang))).size(16),
                    row![
                        ui::btn_small_primary(
                            with_key(crate::t!(lang, "app-signatures"), Key::Signatures),
                            "over-signatures",
                            Some(Message::Signatures)
                        ),
                        btn_small(crate::t!(lang, "rec-sheet-pdf"), "over-sheet", Some(Message::Sheet)),
                        btn_small(
                            with_key(crate::t!(lang, "app-result-dots"), Key::Result),
                            "over-result",
                            Some(Message::ResultOpen)
                        ),
                    ]
                    .spacing(6)
                    .wrap()
                    .vertical_spacing(4),
                ]
                .spacing(4),
            )
            .padding(8)
            .width(Length::Fill)
            .style(theme::flag_end)
            .into()
        } else {
            row![
                own_layer(
                    text_input(&crate::t!(lang, "app-move-placeholder"), &self.input)
                        .id("move-input")
                        .style(theme::field)
                        .on_input(Message::Input)
                        .on_submit(Message::Submit)
                        .size(22)
                        .padding(8)
                ),
                btn_primary(crate::t!(lang, "app-record"), "move-record", Some(Message::Submit)),
            ]
            .spacing(8)
            .into()
        };

        let dialog: Element<'_, Message> = match &self.dialog {
            Dialog::Clocks(d) => clocks::dialog_view(d, lang).map(Message::Clock),
            Dialog::Withdraw(w) => self.withdraw_view(w, session, lang),
            Dialog::TakeBack(reason) => container(
                column![
                    ui::subheading(crate::t!(lang, "app-take-back")),
                    text(i18n::take_back_what(
                        lang,
                        &i18n::san(lang, session.moves().last().map(|m| m.san.as_str()).unwrap_or(""))
                    )),
                    own_layer(
                        text_input(&crate::t!(lang, "app-reason"), reason)
                            .id("takeback-reason")
                            .style(theme::field)
                            .on_input(Message::TakebackReason)
                            .on_submit(Message::TakebackConfirm)
                            .padding(6)
                    ),
                    row![
                        btn_primary(
                            crate::t!(lang, "app-take-back"),
                            "takeback-confirm",
                            Some(Message::TakebackConfirm)
                        ),
                        btn_secondary(
                            with_key(crate::t!(lang, "app-cancel"), Key::Cancel),
                            "takeback-cancel",
                            Some(Message::Cancel)
                        ),
                    ]
                    .spacing(8)
                    .wrap()
                    .vertical_spacing(4)
                ]
                .spacing(8),
            )
            .padding(10)
            .style(theme::flag_check)
            .into(),
            Dialog::Result(d) => {
                result_dialog(d, session, lang, &self.mate.dead_proofs(session), self.private_shown(session))
            }
            Dialog::LivePath => self.live.dialog(session, lang, Message::LivePgn, Message::LivePathDone),
            _ => column![].into(),
        };

        // The actions, in one row that wraps: every button of the screen below the messages
        // (take back, result, signatures, draw offers, live PGN, the reserve panel), small.
        let mut actions = row![
            btn_small(with_key(crate::t!(lang, "app-flip"), Key::Flip), "board-flip", Some(Message::Flip)),
            btn_small(
                with_key(crate::t!(lang, "app-take-back-dots"), Key::TakeBack),
                "takeback-open",
                Some(Message::TakebackOpen)
            ),
            btn_small(
                with_key(crate::t!(lang, "app-result-dots"), Key::Result),
                "result-open",
                Some(Message::ResultOpen)
            ),
            btn_small(
                with_key(crate::t!(lang, "app-signatures"), Key::Signatures),
                "signatures-open",
                Some(Message::Signatures)
            ),
        ]
        .spacing(6)
        .align_y(iced::Alignment::Center);
        if !over && session.pending_draw().is_none() {
            // Once the game is over no draw can be offered: its buttons give way. The answers
            // to an offer waiting are in the decision bar.
            for b in draw_offer::buttons(session, lang) {
                actions = actions.push(b.map(Message::DrawOffer));
            }
        }
        if !over && !session.is_synthesis() {
            actions = actions.push(self.mate.ask_button(lang).map(Message::Mate));
        }
        actions = actions.push(self.live.button(session, lang).map(Message::LivePgn));
        let synthesis = session.synthesis_panel();
        // The reserve panel's buttons only in a game with move reserves (not classical chess).
        if synthesis.is_none() && session.rules().reserve() {
            for b in self.panel_buttons(lang) {
                actions = actions.push(b);
            }
        }
        let actions = actions.wrap().vertical_spacing(4);

        // The details, in a scrollable of fixed height: what a decision rests on, the reserves while shown (or the
        // Synthesis status), the can-mate tools, the logged attempts, the draw offers, the live
        // PGN's path.
        let mut details = column![].spacing(8).width(Length::Fill);
        // First what the decision waiting rests on (folded), so it is in view.
        if let Some(r) = self.decision_detail(session, lang) {
            details = details.push(r);
        }
        match &synthesis {
            Some(p) => details = details.push(crate::app::synthesis::view(p, lang, 16)),
            None => {
                if let Some(p) = self.panel_view(session, lang) {
                    details = details.push(p);
                }
            }
        }
        if !over && !session.is_synthesis() {
            details = details.push(self.mate.view(session, lang, self.private_shown(session)).map(Message::Mate));
        }
        if let Some(w) = self.withdrawals_view(session, lang) {
            details = details.push(w);
        }
        if let Some(d) = draw_offer::lines(session, lang) {
            details = details.push(d.map(Message::DrawOffer));
        }
        if let Some(r) = self.decision_detail(session, lang) {
            details = details.push(r);
        }
        details = details.push(self.live.detail(session, lang).map(Message::LivePgn));

        // The decision bar comes right below the move field, outside every scrollable: what
        // waits for the arbiter's word is always in full view, with its keys.
        let mut right = column![entry].spacing(8).width(Length::Fill);
        let decision = self.decision_bar(session, lang);
        let deciding = decision.is_some();
        if let Some(d) = decision {
            right = right.push(d);
        }
        if let Some(c) = clocks::region(session, lang, over) {
            right = right.push(c.map(Message::Clock));
        }
        right = right.push(self.messages_view(session, lang, deciding));
        // An open dialog takes the room of the actions, details and move list below it, so its
        // own buttons always show (Esc or its Cancel closes it).
        if self.dialog.is_form() {
            right = right.push(dialog);
        } else {
            right = right
                .push(container(actions).id("actions"))
                .push(scrollable(details).spacing(6).id("details").height(Length::Fixed(if deciding {
                    DETAILS_HEIGHT_DECIDING
                } else {
                    DETAILS_HEIGHT
                })))
                .push(scoresheet(session, lang, self.sheet_left));
        }
        container(right).padding(12).width(Length::Fill).height(Length::Fill).style(theme::card).into()
    }

    /// The decision bar: what waits for the arbiter's word — a refused entry to log or discard
    /// (R29), the promotion piece, the loss on time (FIDE 6.9), the loss after a second illegal
    /// move (FIDE 7.5.5), a draw offer's answer (R28) — with its keys; `None` when nothing
    /// waits. It sits outside every scrollable and holds only short lines and buttons.
    fn decision_bar<'a>(&'a self, session: &'a Session, lang: Lang) -> Option<Element<'a, Message>> {
        let over = session.result().is_some();
        let mut col = column![].spacing(6).width(Length::Fill);
        let mut any = false;
        if session.has_pending() {
            // R29: logged only when the player completed it; otherwise an input slip.
            col = col.push(
                row![
                    btn_primary(
                        crate::app::keys::with_keys(
                            crate::t!(lang, "rec-confirm-illegal"),
                            crate::app::keys::Shortcut::LogIllegal.key()
                        ),
                        "illegal-confirm",
                        Some(Message::ConfirmIllegal)
                    ),
                    btn_secondary(
                        with_key(crate::t!(lang, "rec-discard-slip"), Key::Cancel),
                        "illegal-discard",
                        Some(Message::DiscardSlip)
                    ),
                ]
                .spacing(8)
                .wrap()
                .vertical_spacing(4),
            );
            any = true;
        }
        match self.dialog {
            Dialog::Promotion(a, b) => {
                let turn = session.turn();
                let mut r = row![text(format!("{} {a}–{b}:", crate::t!(lang, "app-promote-to")))]
                    .spacing(6)
                    .align_y(iced::Alignment::Center);
                for role in Role::PROMOTIONS {
                    r = r.push(
                        button(text(board::glyph(victoria_rules::Piece::new(turn, role))).size(24))
                            .on_press(Message::Promote(role)),
                    );
                }
                r = r.push(btn_secondary(
                    with_key(crate::t!(lang, "app-cancel"), Key::Cancel),
                    "promotion-cancel",
                    Some(Message::Cancel),
                ));
                col = col.push(r.wrap().vertical_spacing(4));
                any = true;
            }
            Dialog::FlagLoss(loser) => {
                // FIDE 6.9 in one step: a loss on time, unless the opponent cannot mate (R27a) —
                // as the analyser decided, or the arbiter answers.
                col = col.push(can_mate::loss_offer(
                    session,
                    lang,
                    LossGround::Time,
                    loser,
                    self.mate.flag_r27a.as_ref(),
                    self.mate.offer_progress(LossGround::Time),
                    crate::t!(lang, "rec-flag-fell", loser = side_key(loser)),
                    |loser, opponent_can_mate| Message::FlagLoss { loser, opponent_can_mate },
                    Message::Mate(can_mate::Message::StopOffer(LossGround::Time)),
                    ("flag-loss", "flag-cannot-mate"),
                ));
                any = true;
            }
            Dialog::AfterClose(closed) => {
                // R33: the shadow clock charged the closed time to the side to move; the
                // arbiter keeps it or sets the clocks to the physical clock.
                let turn = side_key(session.turn());
                let closed = victoria_record::time_control::face(closed.as_millis() as i64);
                col = col
                    .push(text(crate::t!(lang, "rec-closed-for", time = closed.as_str(), side = turn)).size(15))
                    .push(
                        row![
                            btn_primary(
                                crate::app::keys::with_keys(
                                    crate::t!(lang, "rec-closed-charge", side = turn),
                                    crate::app::keys::Shortcut::LogIllegal.key()
                                ),
                                "closed-charge",
                                Some(Message::AfterCloseCharge)
                            ),
                            btn_secondary(
                                crate::app::keys::with_keys(
                                    crate::t!(lang, "rec-closed-set"),
                                    crate::app::keys::Shortcut::SetClocks.key()
                                ),
                                "closed-set",
                                Some(Message::AfterCloseSet)
                            ),
                        ]
                        .spacing(8)
                        .wrap()
                        .vertical_spacing(4),
                    );
                any = true;
            }
            Dialog::FideLoss(loser) => {
                // FIDE 7.5.5 in one step: a loss, unless the opponent cannot mate (R27a).
                col = col.push(can_mate::loss_offer(
                    session,
                    lang,
                    LossGround::IllegalMoves,
                    loser,
                    self.mate.fide_r27a.as_ref(),
                    self.mate.offer_progress(LossGround::IllegalMoves),
                    crate::t!(lang, "rec-fide-loss", loser = side_key(loser)),
                    |loser, opponent_can_mate| Message::FideLoss { loser, opponent_can_mate },
                    Message::Mate(can_mate::Message::StopOffer(LossGround::IllegalMoves)),
                    ("fide-loss", "fide-cannot-mate"),
                ));
                any = true;
            }
            _ => {}
        }
        if !over && let Some(o) = session.pending_draw() {
            // R28: the offer waits for its answer.
            let mut r = row![].spacing(8);
            for b in draw_offer::buttons(session, lang) {
                r = r.push(b.map(Message::DrawOffer));
            }
            col = col
                .push(text(i18n::draw_offer_line(lang, o.by, o.number, None)).size(15))
                .push(r.wrap().vertical_spacing(4));
            any = true;
        }
        any.then(|| container(col).id("decisions").padding(8).width(Length::Fill).style(theme::flag_check).into())
    }

    /// The mating line or the proof behind the open loss decision, folded in the details
    /// (a button unfolds it); `None` without one.
    fn decision_detail<'a>(&'a self, session: &'a Session, lang: Lang) -> Option<Element<'a, Message>> {
        let verdict = match self.dialog {
            Dialog::FlagLoss(_) => self.mate.flag_r27a.as_ref(),
            Dialog::FideLoss(_) => self.mate.fide_r27a.as_ref(),
            _ => return None,
        };
        let words = can_mate::loss_reason(session, lang, self.private_shown(session), verdict)?;
        let fold = btn_small(
            crate::t!(lang, "rec-decision-reason", open = if self.reason_open { "yes" } else { "no" }),
            "decision-reason",
            Some(Message::ReasonToggle),
        );
        let mut col = column![fold].spacing(4);
        if self.reason_open {
            col = col.push(text(words).size(13));
        }
        Some(col.into())
    }

    /// The message area, of fixed height: the flags of the last action and its notice, then
    /// earlier messages, folded small below. What needs an answer is in the decision bar.
    fn messages_view<'a>(&'a self, session: &'a Session, lang: Lang, deciding: bool) -> Element<'a, Message> {
        let mut col = column![].spacing(6);
        for f in &self.flags {
            // R27's dead position proved by the fast check: "mate impossible (proved)".
            if let Flag::Ending { ground: Ground::DeadPosition, points } = f
                && !self.mate.proved.is_empty()
            {
                let tail = vec![i18n::points_line(lang, *points), crate::t!(lang, "app-open-result-next")];
                col = col.push(can_mate::proved_box(&self.mate.proved, tail, lang, self.private_shown(session)));
                continue;
            }
            col = col.push(flag_view(f, lang, session));
        }
        if let Some(n) = &self.notice {
            // A fact worded as drawn (RU/EN re-words it); its × or Esc puts it with the earlier ones.
            let close = container(
                button(text(with_key("×", Key::Cancel)).size(13))
                    .padding([1, 6])
                    .style(button::text)
                    .on_press(Message::NoticeDismiss),
            )
            .id("rec-notice-dismiss");
            col = col.push(
                container(
                    row![text(n.words(lang)).width(Length::Fill), close].spacing(6).align_y(iced::Alignment::Center),
                )
                .padding(6)
                .width(Length::Fill)
                .style(theme::info),
            );
        }
        if !self.log.is_empty() {
            let fold = button(text(crate::t!(lang, "rec-earlier", n = self.log.len())).size(12))
                .padding([1, 6])
                .style(button::text)
                .on_press(Message::LogToggle);
            let mut older = column![container(fold).id("messages-earlier")].spacing(1);
            if self.log_open {
                for l in &self.log {
                    older = older.push(text(l.words(lang)).size(12).color(theme::MUTED));
                }
            }
            col = col.push(older);
        }
        // As high as its messages, up to its share: a short line leaves the room to the move
        // list, a long flag scrolls.
        container(scrollable(col).id("messages").spacing(6).height(Length::Shrink))
            .max_height(if deciding { MESSAGES_HEIGHT_DECIDING } else { MESSAGES_HEIGHT })
            .width(Length::Fill)
            .into()
    }

    /// The logged illegal moves that still count, each with its "withdraw" button (R29, R30);
    /// `None` when there is none.
    fn withdrawals_view<'a>(&'a self, session: &'a Session, lang: Lang) -> Option<Element<'a, Message>> {
        let counted: Vec<(usize, &victoria_record::IllegalAttempt)> = session
            .record()
            .illegal_attempts
            .iter()
            .enumerate()
            .filter(|(_, a)| a.withdrawn.is_none())
            .map(|(i, a)| (i + 1, a))
            .collect();
        if counted.is_empty() || session.result().is_some() {
            return None;
        }
        let mut col = column![text(crate::t!(lang, "rec-logged-list")).size(14)].spacing(3);
        for (n, a) in counted {
            col = col.push(
                row![
                    text(crate::t!(
                        lang,
                        "rec-logged-line",
                        n = n,
                        side = side_key(a.color),
                        announced = a.announced.as_str(),
                        rule = a.ruling.rule()
                    ))
                    .size(13)
                    .width(Length::Fill),
                    button(text(crate::t!(lang, "rec-withdraw")).size(13))
                        .padding([2, 8])
                        .style(button::secondary)
                        .on_press(Message::WithdrawOpen(n)),
                ]
                .spacing(6)
                .align_y(iced::Alignment::Center),
            );
        }
        Some(container(col).id("withdrawals").into())
    }

    /// The withdrawal dialog: which logged move, and the reason for the sheet (R30).
    fn withdraw_view<'a>(&'a self, w: &'a Withdraw, session: &'a Session, lang: Lang) -> Element<'a, Message> {
        let announced = session
            .record()
            .illegal_attempts
            .get(w.number.saturating_sub(1))
            .map(|a| a.announced.as_str())
            .unwrap_or("");
        container(
            column![
                ui::subheading(crate::t!(lang, "rec-withdraw-title", announced = announced)),
                own_layer(
                    text_input(&crate::t!(lang, "app-reason"), &w.reason)
                        .id("withdraw-reason")
                        .style(theme::field)
                        .on_input(Message::WithdrawReason)
                        .on_submit(Message::WithdrawConfirm)
                        .padding(6)
                ),
                row![
                    btn_primary(crate::t!(lang, "rec-withdraw"), "withdraw-confirm", Some(Message::WithdrawConfirm)),
                    btn_secondary(crate::t!(lang, "app-cancel"), "withdraw-cancel", Some(Message::Cancel)),
                ]
                .spacing(8),
            ]
            .spacing(8),
        )
        .padding(10)
        .style(theme::flag_check)
        .into()
    }

    /// May private things (a piece's move reserve, or what rests on one) show on this screen,
    /// which the players can see? Only while the arbiter holds the reserve panel open, in a
    /// game without reserves, or once the game is over (the sheet prints them then).
    pub fn private_shown(&self, session: &Session) -> bool {
        self.panel_shown || !session.reserves_in_play() || session.result().is_some()
    }

    /// The reserve panel's buttons, for the action row: hold to show, show for a few seconds.
    fn panel_buttons<'a>(&'a self, lang: Lang) -> Vec<Element<'a, Message>> {
        let hold = mouse_area(
            container(text(crate::t!(lang, "app-hold-to-show-reserves")).size(14))
                .padding([3, 10])
                .style(theme::private_panel),
        )
        .on_press(Message::PanelPress)
        .on_release(Message::PanelRelease);
        vec![
            container(hold).id("panel-hold").into(),
            btn_small(
                with_key(i18n::show_for(lang, PANEL_SECONDS), Key::Reserves),
                "panel-show",
                Some(Message::PanelShowFor),
            ),
        ]
    }

    /// The private reserves while the panel is shown; `None` while it is hidden.
    fn panel_view<'a>(&'a self, session: &'a Session, lang: Lang) -> Option<Element<'a, Message>> {
        if !self.panel_shown {
            return None;
        }
        let mut rows = column![text(crate::t!(lang, "app-private-reserves")).size(16)].spacing(2);
        if !session.reserves_in_play() {
            rows = rows.push(text(crate::t!(lang, "app-no-reserves")));
        }
        let ledger = session.ledger();
        let mut sides = row![].spacing(24);
        for side in Color::ALL {
            let mut col = column![text(i18n::side(lang, side)).size(15)].spacing(1);
            for r in ledger.iter().filter(|r| r.color == side) {
                let cell = match r.status {
                    LedgerStatus::Petrified(n) => {
                        format!("{} — {} {}", r.label, crate::t!(lang, "app-petrified-on-move"), n)
                    }
                    LedgerStatus::Captured(n) => {
                        format!("{} — {} {}", r.label, crate::t!(lang, "app-captured-on-move"), n)
                    }
                    LedgerStatus::InPlay => format!("{}   {} / {}", r.label, r.left, r.initial),
                };
                col = col.push(text(cell).size(14));
            }
            sides = sides.push(col.width(Length::Fill));
        }
        rows = rows.push(sides);
        Some(container(rows).padding(8).width(Length::Fill).style(theme::private_panel).into())
    }
}

fn flag_view<'a>(f: &Flag, lang: Lang, session: &Session) -> Element<'a, Message> {
    match f {
        Flag::Recorded { san, number, color } => container(
            text(format!(
                "{} {}{} {}",
                crate::t!(lang, "app-recorded"),
                number,
                if *color == Color::White { "." } else { "…" },
                i18n::san(lang, san)
            ))
            .size(16),
        )
        .padding(6)
        .width(Length::Fill)
        .style(theme::info)
        .into(),
        Flag::Illegal { rule, reason, penalty } => {
            let mut lines = vec![i18n::ruling_title(lang, rule), reason.words(lang)];
            if let Some(penalty) = penalty {
                lines.push(format!("{}: {}", crate::t!(lang, "app-penalty"), penalty.words(lang)));
            }
            let boxed: Element<'a, Message> = flag_box(
                theme::flag_illegal,
                if rule.starts_with("FIDE") {
                    format!("{} — {rule}", crate::t!(lang, "app-illegal-move"))
                } else {
                    format!("{} — {} {rule}", crate::t!(lang, "app-illegal-move"), crate::t!(lang, "app-ruling"))
                },
                lines,
            );
            boxed
        }
        Flag::Logged { penalty } => flag_box(
            theme::flag_illegal,
            crate::t!(lang, "rec-logged"),
            vec![format!("{}: {}", crate::t!(lang, "app-penalty"), penalty.words(lang))],
        ),
        Flag::Notation { message } => {
            flag_box(theme::flag_illegal, crate::t!(lang, "app-not-understood"), vec![message.words(lang)])
        }
        Flag::Petrified { square, role } => flag_box(
            theme::flag_petrified,
            crate::t!(lang, "app-petrification"),
            vec![i18n::petrified(lang, *role, *square)],
        ),
        Flag::Check { side } => {
            flag_box(theme::flag_check, crate::t!(lang, "app-check"), vec![i18n::in_check(lang, *side)])
        }
        Flag::Mate { winner } => {
            flag_box(theme::flag_end, crate::t!(lang, "app-checkmate"), vec![i18n::mate_next(lang, *winner)])
        }
        Flag::Synthesis { news } => flag_box(
            theme::flag_check,
            crate::t!(lang, "app-synthesis-chess"),
            news.iter().map(|n| victoria_words::Words::words(n, lang)).collect(),
        ),
        Flag::Ending { ground, points } => flag_box(
            theme::flag_end,
            crate::t!(lang, "app-game-ends"),
            vec![
                i18n::ground_text(lang, *ground),
                i18n::points_line(lang, *points),
                crate::t!(lang, "app-open-result-next"),
            ],
        ),
        Flag::Result => flag_box(
            theme::flag_end,
            crate::t!(lang, "app-result"),
            vec![session.result_line(lang), crate::t!(lang, "app-sign-next")],
        ),
    }
}

fn result_dialog<'a>(
    d: &'a ResultDialog,
    session: &'a Session,
    lang: Lang,
    proved: &[Proof],
    private: bool,
) -> Element<'a, Message> {
    // Synthesis: its own head (the engine's verdict, no point totals), grounds and hint.
    let synthesis = session.is_synthesis();
    let mut grounds = column![].spacing(3);
    let all = if synthesis { Ground::synthesis_all() } else { Ground::all(session.repetition_goes_to_points()) };
    for pair in all.chunks(2) {
        let mut line = row![].spacing(3);
        for &g in pair {
            let label = if synthesis {
                i18n::synthesis_ground_text(lang, g)
            } else if g == Ground::DeadPosition && !proved.is_empty() {
                crate::t!(lang, "mate-ground-proved")
            } else {
                i18n::ground_text(lang, g)
            };
            let b = button(text(label).size(13)).width(Length::Fill).padding([3, 6]).on_press(Message::ResultGround(g));
            line = line.push(if d.ground == Some(g) { b.style(button::primary) } else { b.style(button::secondary) });
        }
        grounds = grounds.push(line);
    }
    let head: Element<'a, Message> = if synthesis {
        synthesis_dialog_head(session, lang)
    } else {
        row![
            container(ui::subheading(crate::t!(lang, "app-result-of-game"))).width(Length::Fill),
            text(i18n::points_line(lang, session.points())).size(17)
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .into()
    };
    let hint = if synthesis { "app-synthesis-reason" } else { "app-reason-for-decision" };
    // The grounds take the room left and scroll there; the reason and the buttons always show.
    let mut col = column![head, scrollable(grounds).height(Length::Fill)].spacing(8);
    if d.ground == Some(Ground::DeadPosition) && !proved.is_empty() {
        // The proof the count rests on, kept with the result (and printed on the sheet).
        // Its reserve reasons only while the arbiter shows private things: the dialog covers
        // the action row, so the proof has its own "show for a few seconds".
        let words: Vec<String> = proved.iter().map(|p| proof_words(p, lang, private)).collect();
        let mut proof = row![text(words.join("\n")).size(13).width(Length::Fill)].spacing(8);
        if !private && proved.iter().any(Proof::rests_on_private) {
            proof = proof.push(btn_small(
                with_key(i18n::show_for(lang, PANEL_SECONDS), Key::Reserves),
                "result-proof-show",
                Some(Message::PanelShowFor),
            ));
        }
        col = col.push(container(proof).padding([2, 6]).width(Length::Fill).style(theme::info));
    }
    if let Some(e) = &d.error {
        col = col.push(text(e.words(lang)).color(theme::PROBLEM));
    }
    col = col.push(
        row![
            own_layer(
                text_input(&crate::t!(lang, hint), &d.reason)
                    .id("result-reason")
                    .style(theme::field)
                    .on_input(Message::ResultReason)
                    .on_submit(Message::ResultConfirm)
                    .padding(6),
            ),
            btn_primary(crate::t!(lang, "app-confirm-result"), "result-confirm", Some(Message::ResultConfirm)),
            btn(crate::t!(lang, "app-cancel"), "result-cancel", Some(Message::Cancel)),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center),
    );
    container(col).padding(10).height(Length::Fill).style(theme::flag_end).into()
}

/// The head of the Synthesis result dialog: the heading (S27–S30) with the button that records
/// the engine's verdict in one step, and the verdict itself — or that the engine sees no ending.
fn synthesis_dialog_head<'a>(session: &'a Session, lang: Lang) -> Element<'a, Message> {
    let verdict = session.synthesis_panel().and_then(|p| p.verdict);
    let mut heading =
        row![container(ui::subheading(crate::t!(lang, "app-synthesis-result-of-game"))).width(Length::Fill)]
            .align_y(iced::Alignment::Center);
    if verdict.is_some() {
        heading = heading.push(btn_primary(
            crate::t!(lang, "app-accept-verdict"),
            "result-engine",
            Some(Message::ResultEngine),
        ));
    }
    let line = match verdict {
        Some(o) => format!("{}: {}", crate::t!(lang, "app-engine-verdict"), o.words(lang)),
        None => crate::t!(lang, "app-no-verdict"),
    };
    column![heading, container(text(line).size(15)).padding([2, 6]).width(Length::Fill).style(theme::info)]
        .spacing(8)
        .into()
}

fn side_key(c: Color) -> &'static str {
    if c == Color::White { "white" } else { "black" }
}

/// A move as the scoresheet writes it: the SAN without its own check or promotion signs, then
/// the marks of the record's events (`+ # =Q ★ ◆`), in the screen's language.
pub fn sheet_move(lang: Lang, m: &victoria_session::model::MoveLine) -> String {
    let mut s = m.san.trim_end_matches(['+', '#']).to_string();
    if m.marks.contains('=')
        && let Some(i) = s.find('=')
    {
        s.truncate(i);
    }
    i18n::san(lang, &format!("{s}{}", m.marks))
}

/// What a scoresheet time column shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetTime {
    /// The time the move took (the record's clock reading).
    Used,
    /// The mover's time left after the move.
    Left,
    /// No clocks: the arbiter's wall-clock time of the entry.
    Wall,
}

impl SheetTime {
    /// The column for a game with clock readings (`clocks`), as the toggle chose.
    pub fn of(clocks: bool, left: bool) -> SheetTime {
        match (clocks, left) {
            (false, _) => SheetTime::Wall,
            (true, false) => SheetTime::Used,
            (true, true) => SheetTime::Left,
        }
    }

    fn key(self) -> &'static str {
        match self {
            SheetTime::Used => "used",
            SheetTime::Left => "left",
            SheetTime::Wall => "wall",
        }
    }

    /// The column's cell for a move: its clock reading, or its wall-clock time.
    pub fn cell(self, m: &victoria_session::model::MoveLine) -> String {
        match (self, &m.clock) {
            (SheetTime::Used, Some((_, used))) => used.clone(),
            (SheetTime::Left, Some((left, _))) => left.clone(),
            _ => m.time.clone(),
        }
    }
}

/// The move list as a scoresheet: numbered rows, White's and Black's moves side by side, each
/// with the time the move took or the mover's time left (`left`; the toggle above the list)
/// when the game has clock readings, else the time it was recorded; scrolled to the last move.
fn scoresheet<'a>(session: &Session, lang: Lang, left: bool) -> Element<'a, Message> {
    let moves = session.moves();
    let kind = SheetTime::of(moves.iter().any(|m| m.clock.is_some()), left);
    let cell = |s: String, w: f32, size: f32| text(s).size(size).width(Length::Fixed(w));
    let time_head = crate::t!(lang, "sheet-col", kind = kind.key());
    let head = row![
        cell("№".into(), 36.0, 13.0),
        cell(crate::t!(lang, "app-white"), 118.0, 13.0),
        cell(time_head.clone(), SHEET_TIME_WIDTH, 13.0),
        cell(crate::t!(lang, "app-black"), 118.0, 13.0),
        cell(time_head, SHEET_TIME_WIDTH, 13.0),
    ]
    .spacing(4);
    let mut rows: Vec<(u32, Option<victoria_session::model::MoveLine>, Option<victoria_session::model::MoveLine>)> =
        Vec::new();
    for m in moves {
        match m.color {
            Color::White => rows.push((m.number, Some(m), None)),
            Color::Black => match rows.last_mut() {
                Some((n, _, b)) if *n == m.number && b.is_none() => *b = Some(m),
                _ => rows.push((m.number, None, Some(m))),
            },
        }
    }
    let time = |m: &victoria_session::model::MoveLine| kind.cell(m);
    let mut list = column![].spacing(1);
    for (n, w, b) in rows {
        list = list.push(
            row![
                cell(format!("{n}."), 36.0, 15.0),
                cell(w.as_ref().map(|m| sheet_move(lang, m)).unwrap_or_default(), 118.0, 15.0),
                cell(w.as_ref().map(time).unwrap_or_default(), SHEET_TIME_WIDTH, 13.0),
                cell(b.as_ref().map(|m| sheet_move(lang, m)).unwrap_or_default(), 118.0, 15.0),
                cell(b.as_ref().map(time).unwrap_or_default(), SHEET_TIME_WIDTH, 13.0),
            ]
            .spacing(4),
        );
    }
    let mut title = row![container(ui::subheading(crate::t!(lang, "app-moves"))).width(Length::Fill)]
        .spacing(8)
        .align_y(iced::Alignment::Center);
    if kind != SheetTime::Wall {
        let other = if kind == SheetTime::Used { "left" } else { "used" };
        title = title.push(
            container(
                button(text(crate::t!(lang, "sheet-show", kind = other)).size(12))
                    .padding([2, 8])
                    .style(button::secondary)
                    .on_press(Message::SheetTime),
            )
            .id("sheet-time-toggle"),
        );
    }
    column![title, head, scrollable(list).spacing(6).id("scoresheet").height(Length::Fill).anchor_bottom()]
        .spacing(4)
        .height(Length::Fill)
        .into()
}

/// The width of a scoresheet time column.
pub const SHEET_TIME_WIDTH: f32 = 84.0;

/// The board's side in the room `size` beside which the column is laid: its full size when
/// there is room, else what the height leaves (the title above) and at most 55% of the width.
pub fn board_side(size: iced::Size) -> f32 {
    let by_height = size.height - 2.0 * BOARD_PAD;
    let by_width = size.width * 0.55 - 2.0 * BOARD_PAD;
    BOARD_SIDE.min(by_height).min(by_width).max(240.0)
}

/// Whether the clock ticks: a clock runs in a game that goes on, and no flag has fallen yet.
pub fn ticking(s: &Session) -> bool {
    s.clock_running() && s.result().is_none() && s.flag().is_none()
}

/// Hides the private panel after [`PANEL_SECONDS`] unless it was opened again meanwhile (the
/// token): a timer thread, so no worker of the executor sleeps.
fn hide_later(token: u64) -> Task<Message> {
    Task::perform(
        async move {
            let (tx, rx) = iced::futures::channel::oneshot::channel();
            std::thread::spawn(move || {
                std::thread::sleep(std::time::Duration::from_secs(PANEL_SECONDS));
                let _ = tx.send(());
            });
            let _ = rx.await;
            token
        },
        Message::PanelHide,
    )
}
