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
//!
//! The screen keeps the one screen contract (`update`, `key`, `subscription`, `focus`, `view`);
//! its sub-screens (the can-mate tools, the clocks, draw offers, the live PGN) and its dialogs
//! (promotion, take back, result, set clocks, withdraw, the live PGN's path, a loss offered,
//! the time the app was closed) are modules of their own, each with its `Message` and `update`,
//! mapped here. At most one dialog is open ([`dialog::Dialog`]). The screen's own message line
//! and its earlier messages are [`Notice`]s, worded when drawn.

pub mod after_close;
pub mod can_mate;
pub mod clocks;
pub mod dialog;
pub mod draw_offer;
pub mod live_pgn;
pub mod loss;
pub mod promotion;
pub mod result;
pub mod room;
mod scoresheet;
pub mod step;
pub mod takeback;
mod view;
pub mod withdraw;

pub use scoresheet::{SHEET_TIME_WIDTH, SheetTime, sheet_move};

use crate::app::board::BoardView;
use crate::app::notice::Notice;
use crate::app::screen::{Action, Context, Key as AppKey, Look, Request};
use crate::app::tick;
use dialog::{Dialog, Step};
use iced::{Subscription, Task};
use victoria_record::LossGround;
use victoria_rules::{Color, Square};
use victoria_session::session::{Flag, Session};
use victoria_words::Said;

/// How long the private panel stays open after "show for a few seconds".
pub const PANEL_SECONDS: u64 = 5;
/// The side of the board canvas in pixels.
pub const BOARD_SIDE: f32 = 640.0;
/// The padding around the board canvas.
pub const BOARD_PAD: f32 = 6.0;
/// How many earlier messages the message area keeps folded.
pub const LOG_MAX: usize = 20;
/// The move field's placeholder (its catalogue id): short enough to show whole in the field.
pub const MOVE_HINT: &str = "rec-move-hint";
/// The most the message area takes (it is as high as its messages, up to this): room for a
/// three-line message line above an ending's box of three lines with the earlier messages'
/// fold (F5's refusal in K vs K, Russian); the move list keeps its rows below.
pub const MESSAGES_HEIGHT: f32 = 180.0;
/// The height of the details area (reserves, can-mate tools, logged attempts, draw offers, live
/// PGN), which scrolls: the move list below it keeps the rest of the column.
pub const DETAILS_HEIGHT: f32 = 136.0;
/// The heights of the message and details areas while the decision bar shows: they give it
/// their room, so the move list keeps its rows.
/// (A refusal's flag of a two-line reason and the earlier messages' fold fit whole: at 110 px
/// the reason's second line was cut, issue 39.) The message area takes up to its full
/// [`MESSAGES_HEIGHT`] only to show its first box whole (the box's border was cut, issue 39).
pub const MESSAGES_HEIGHT_DECIDING: f32 = 130.0;
pub const DETAILS_HEIGHT_DECIDING: f32 = 40.0;

#[derive(Clone, Debug, Default)]
pub struct State {
    input: String,
    flipped: bool,
    /// The square clicked first (click-from / click-to).
    from: Option<Square>,
    /// The flags of the last action, most important first.
    flags: Vec<Flag>,
    panel_shown: bool,
    /// Incremented each time the panel is opened; a hide timer only closes its own opening.
    panel_token: u64,
    /// The one dialog or decision open on this screen: at most one, so none is lost under
    /// another (Esc or its Cancel closes it).
    dialog: Dialog,
    /// The screen's message line.
    notice: Option<Notice>,
    /// The live public PGN's path field.
    live: live_pgn::State,
    /// The arbiter closed the flag-fall offer (Esc): not offered again until the clocks show
    /// no fallen flag.
    flag_dismissed: bool,
    /// Earlier messages of this screen, newest first (the message area folds them).
    log: Vec<Notice>,
    /// The earlier messages are unfolded.
    log_open: bool,
    /// The can-mate tools (R27a): proofs, the background analysis, a previewed line.
    mate: Box<can_mate::State>,
    /// The scoresheet's time columns show each mover's time left instead of the time the move
    /// took (games with clocks).
    sheet_left: bool,
    /// The mating line or proof behind an open loss decision is unfolded in the details.
    reason_open: bool,
}

#[derive(Clone, Debug)]
pub enum Message {
    Input(String),
    Submit,
    Square(Square),
    Flip,
    PanelPress,
    PanelRelease,
    PanelShowFor,
    PanelHide(u64),
    /// Esc: close the open dialog, discard a refused entry, leave a previewed line.
    Cancel,
    TakebackOpen,
    ResultOpen,
    /// Open the withdrawal of logged illegal move `n` (from 1).
    WithdrawOpen(usize),
    /// The take-back dialog.
    TakeBack(takeback::Message),
    /// The result dialog.
    Result(result::Message),
    /// The withdrawal dialog.
    Withdraw(withdraw::Message),
    /// The promotion choice.
    Promotion(promotion::Message),
    /// A loss offered (FIDE 6.9 on time, 7.5.5 by illegal moves), ruled.
    Loss(loss::Message),
    /// On resume: the question of the time the app was closed.
    AfterClose(after_close::Message),
    Signatures,
    /// A draw offer or its answer (R28).
    DrawOffer(draw_offer::Message),
    /// The live public PGN's toggle and path.
    LivePgn(live_pgn::Message),
    /// The refused entry was completed by the player: log it (R29).
    ConfirmIllegal,
    /// The refused entry was an input slip: discard it (R29).
    DiscardSlip,
    /// The clocks: start, stop, restart, set (R33).
    Clock(clocks::Message),
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
    /// Put the message away (its × or Esc): it goes with the earlier messages.
    NoticeDismiss,
    /// The scoresheet's time columns: time used or time left.
    SheetTime,
}

impl Message {
    /// Typing into a field, a tick or a poll: the focus stays where the arbiter put it.
    pub fn keeps_focus(&self) -> bool {
        match self {
            Message::Input(_) | Message::Tick => true,
            Message::TakeBack(m) => m.keeps_focus(),
            Message::Result(m) => m.keeps_focus(),
            Message::Withdraw(m) => m.keeps_focus(),
            Message::Mate(m) => m.keeps_focus(),
            Message::Clock(m) => m.keeps_focus(),
            Message::LivePgn(m) => m.keeps_focus(),
            _ => false,
        }
    }
}

/// The screen's contract: update, keys, timers, focus.
impl State {
    /// Handles a message, then follows the game: a fallen flag is offered, the clocks are
    /// held while a decision waits, the can-mate tools follow the position; a message line
    /// replaced goes with the earlier ones.
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        if ctx.session.is_none() {
            return Action::None;
        }
        let before = self.notice.clone();
        let action = self.handle(msg, ctx);
        let action = self.keep_notices(action);
        if let Some(session) = ctx.session() {
            self.watch_flag(session);
            self.hold_for_decisions(session);
            self.sync(session);
        }
        if let Some(old) = before
            && self.notice.as_ref() != Some(&old)
        {
            self.keep_earlier(old);
        }
        action
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
            // Each decision its own key: the refused entry completed by the player is logged
            // (Ctrl+L), the loss offered takes its primary answer (Ctrl+R), the time the app
            // was closed stays charged (Ctrl+K).
            AppKey::Shortcut(S::LogIllegal) if session.has_pending() => Message::ConfirmIllegal,
            AppKey::Shortcut(S::RuleLoss) => self.loss_answer()?,
            AppKey::Shortcut(S::KeepClosedTime) => self.closed_answer()?,
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

    /// The field the keyboard focus belongs in: the open dialog's field, else the move field
    /// while the game goes on (none once it is over: the move field is closed).
    pub fn focus(&self, look: &Look) -> Option<&'static str> {
        let session = look.session?;
        match self.dialog.focus() {
            Some(field) => Some(field),
            None if session.result().is_some() => None,
            None => Some("move-input"),
        }
    }

    /// The recording screen of a game opened again or begun: if the app was closed while the
    /// clocks ran, the first thing it asks is what to do with that time (R33).
    /// A flag that fell meanwhile is offered at once (after that question), and a position
    /// already over (a mate, a dead position, a stalemate…) is announced.
    pub fn resumed(session: &mut Session) -> State {
        let mut st = State { flags: session.ending_now(), ..State::default() };
        if let Some(d) = session.ask_closed_time() {
            st.dialog = Dialog::AfterClose(after_close::State::of(d));
        }
        st.watch_flag(session);
        st.sync(session);
        st
    }

    /// Follows the game's position: the can-mate proofs and marks of the position now.
    pub fn sync(&mut self, session: &Session) {
        self.mate.sync(session);
    }

    /// The arbiter's board: the session's view with this screen's selection and orientation.
    pub fn board_view(&self, session: &Session) -> BoardView {
        let mut v = self.mate.board_view(session).unwrap_or_else(|| session.board_view());
        v.selected = self.from;
        v.flipped = self.flipped;
        v
    }
}

/// What the screen shows, read by the app and the tests.
impl State {
    /// The move field's text.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// Whether the board is seen from Black's side.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// Whether the private reserve panel is open.
    pub fn panel_shown(&self) -> bool {
        self.panel_shown
    }

    /// The square clicked first (click-from / click-to).
    pub fn selected(&self) -> Option<Square> {
        self.from
    }

    /// The flags of the last action, most important first.
    pub fn flags(&self) -> &[Flag] {
        &self.flags
    }

    /// The screen's message line.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The earlier messages, newest first.
    pub fn log(&self) -> &[Notice] {
        &self.log
    }

    /// Keeps `n`, a line said elsewhere (the status bar's), as the newest earlier message.
    pub fn keep_earlier(&mut self, n: Notice) {
        self.log.insert(0, n);
        self.log.truncate(LOG_MAX);
    }

    /// The can-mate tools: proofs, the analysis, a previewed line, the loss offers' verdicts.
    pub fn mate(&self) -> &can_mate::State {
        &self.mate
    }

    /// The live public PGN (its path as typed).
    pub fn live(&self) -> &live_pgn::State {
        &self.live
    }

    /// The private panel's opening (a hide timer closes only its own opening).
    pub fn panel_token(&self) -> u64 {
        self.panel_token
    }

    /// Whether a background analysis ("Can mate still happen?") runs.
    pub fn polling(&self) -> bool {
        self.mate.running()
    }

    /// May private things (a piece's move reserve, or what rests on one) show on this screen,
    /// which the players can see? Only while the arbiter holds the reserve panel open, in a
    /// game without reserves, or once the game is over (the sheet prints them then).
    pub fn private_shown(&self, session: &Session) -> bool {
        self.panel_shown || !session.reserves_in_play() || session.result().is_some()
    }

    /// Whether a dialog or decision is open.
    pub fn dialog_open(&self) -> bool {
        !matches!(self.dialog, Dialog::None)
    }

    /// The take-back dialog, while open.
    pub fn takeback(&self) -> Option<&takeback::State> {
        match &self.dialog {
            Dialog::TakeBack(d) => Some(d),
            _ => None,
        }
    }

    /// The withdrawal dialog, while open.
    pub fn withdrawal(&self) -> Option<&withdraw::State> {
        match &self.dialog {
            Dialog::Withdraw(d) => Some(d),
            _ => None,
        }
    }

    /// The result dialog, while open.
    pub fn result_dialog(&self) -> Option<&result::State> {
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
        self.loss_offered(LossGround::Time)
    }

    /// The side offered the FIDE 7.5.5 loss, while that decision is open.
    pub fn fide_loss(&self) -> Option<Color> {
        self.loss_offered(LossGround::IllegalMoves)
    }

    fn loss_offered(&self, ground: LossGround) -> Option<Color> {
        match &self.dialog {
            Dialog::Loss(l) if l.ground() == ground => Some(l.loser()),
            _ => None,
        }
    }

    /// The pawn move waiting for its promotion piece.
    pub fn promotion(&self) -> Option<(Square, Square)> {
        match &self.dialog {
            Dialog::Promotion(p) => Some(p.squares()),
            _ => None,
        }
    }

    /// The time the app was closed, while that question waits.
    pub fn after_close(&self) -> Option<std::time::Duration> {
        match &self.dialog {
            Dialog::AfterClose(d) => Some(d.closed()),
            _ => None,
        }
    }

    /// The answer the open loss decision's primary button gives (the analyser's verdict when
    /// it decided, else "the opponent can mate"): what Ctrl+R records.
    pub fn loss_answer(&self) -> Option<Message> {
        match &self.dialog {
            Dialog::Loss(l) => l.answer(&self.mate).map(Message::Loss),
            _ => None,
        }
    }

    /// The question of the time the app was closed answered "keep it charged": what Ctrl+K
    /// does while that question is open.
    pub fn closed_answer(&self) -> Option<Message> {
        match &self.dialog {
            Dialog::AfterClose(_) => Some(Message::AfterClose(after_close::Message::Charge)),
            _ => None,
        }
    }
}

/// The handlers, one per concern.
impl State {
    /// Dispatches a message to the handler of its concern.
    fn handle(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        match msg {
            Message::Tick => {
                // The stamp a later resume reads to say how long the app was closed.
                if let Some(session) = ctx.session() {
                    session.keep_alive();
                }
                Action::None
            }
            Message::LogToggle => self.toggle(|s| &mut s.log_open),
            Message::ReasonToggle => self.toggle(|s| &mut s.reason_open),
            Message::SheetTime => self.toggle(|s| &mut s.sheet_left),
            Message::NoticeDismiss => {
                self.notice = None;
                Action::None
            }
            Message::Sheet => Request::Pdf.into(),
            Message::Signatures => Request::Signatures.into(),
            Message::Clock(m) => self.clock(m, ctx),
            Message::Mate(m) => {
                if matches!(m, can_mate::Message::Ask) {
                    self.notice = None;
                }
                self.mate.update(m, ctx).map(Message::Mate)
            }
            Message::PanelPress | Message::PanelRelease | Message::PanelShowFor | Message::PanelHide(_) => {
                self.panel(msg)
            }
            Message::DrawOffer(m) => self.draw_offer(m, ctx),
            Message::LivePgn(m) => self.live_pgn(m, ctx),
            Message::TakebackOpen
            | Message::ResultOpen
            | Message::WithdrawOpen(_)
            | Message::TakeBack(_)
            | Message::Result(_)
            | Message::Withdraw(_)
            | Message::Loss(_)
            | Message::AfterClose(_) => self.dialog_message(msg, ctx),
            msg => {
                let Some(session) = ctx.session() else { return Action::None };
                self.entry(msg, session)
            }
        }
    }

    fn toggle(&mut self, flag: impl FnOnce(&mut State) -> &mut bool) -> Action<Message> {
        let f = flag(self);
        *f = !*f;
        Action::None
    }

    /// Takes the notices of an action into the screen's own message line (the last one
    /// stays); the rest is the app's to carry out.
    fn keep_notices(&mut self, action: Action<Message>) -> Action<Message> {
        match action {
            Action::Notice(n) => {
                self.notice = Some(n);
                Action::None
            }
            Action::Batch(all) => all.into_iter().fold(Action::None, |done, a| done.then(self.keep_notices(a))),
            other => other,
        }
    }

    /// A line in the screen's message line, worded when drawn.
    fn say(&mut self, wording: impl Fn(victoria_words::Lang) -> String + Send + Sync + 'static) {
        self.notice = Some(Notice::error(Said::with(wording)));
    }

    /// Opens `dialog` in place of the one open; refused (the notice says so) while a decision
    /// waits: it cannot be lost under another dialog (Esc closes it first).
    fn open(&mut self, dialog: Dialog) {
        if self.dialog.is_decision() {
            self.say(|lang| crate::t!(lang, "rec-decide-first"));
            return;
        }
        self.dialog = dialog;
    }

    /// Closes the open dialog (Esc); a loss decision's analysis stops with it, and a
    /// dismissed flag fall is not offered again until the clocks show no fallen flag.
    fn close(&mut self) {
        if let Dialog::Loss(l) = std::mem::take(&mut self.dialog) {
            if l.ground() == LossGround::Time {
                self.flag_dismissed = true;
            }
            self.mate.drop_offer(l.ground());
        }
        self.reason_open = false;
    }

    /// A dialog's step: done, the dialog closes and `done` follows up.
    fn step(&mut self, step: Step<Message>, done: impl FnOnce(&mut State)) -> Action<Message> {
        match step {
            Step::Stay(a) => a,
            Step::Done(a) => {
                self.dialog = Dialog::None;
                done(self);
                a
            }
        }
    }

    /// The dialogs' openings and their own messages.
    fn dialog_message(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        let Some(session) = ctx.session() else { return Action::None };
        match (msg, &mut self.dialog) {
            (Message::TakebackOpen, _) if session.moves().is_empty() => {
                self.say(|lang| crate::t!(lang, "app-nothing-to-take-back"));
            }
            // A sealed record no longer changes: no take-back is offered.
            (Message::TakebackOpen, _) if session.record().arbiter_seal.is_some() => {
                self.notice = Some(Notice::error(victoria_record::recorder::RecorderError::SealedRecord));
            }
            (Message::TakebackOpen, _) => self.open(Dialog::TakeBack(takeback::State::default())),
            (Message::ResultOpen, _) => self.open(Dialog::Result(result::State::of(session))),
            (Message::WithdrawOpen(n), _) => self.open(Dialog::Withdraw(withdraw::State::of(n))),
            (Message::TakeBack(m), Dialog::TakeBack(d)) => {
                let step = d.update(m, ctx).map(Message::TakeBack);
                return self.step(step, |s| {
                    s.flags.clear();
                    s.from = None;
                });
            }
            (Message::Result(m), Dialog::Result(d)) => {
                let step = d.update(m, ctx, &self.mate).map(Message::Result);
                return self.step(step, State::result_recorded);
            }
            (Message::Withdraw(m), Dialog::Withdraw(d)) => {
                let step = d.update(m, ctx).map(Message::Withdraw);
                // "Completed illegal move logged" no longer holds: the withdrawal's line says
                // what became of it (both stood, and the line was cut: issue 39's Xvfb walk).
                return self.step(step, |s| s.flags.retain(|f| !matches!(f, Flag::Logged { .. })));
            }
            (Message::Loss(m), _) => {
                let step = loss::update(m, ctx, &mut self.mate).map(Message::Loss);
                return self.step(step, State::result_recorded);
            }
            (Message::AfterClose(after_close::Message::Set), Dialog::AfterClose(_)) => self.set_after_close(session),
            (Message::AfterClose(m), Dialog::AfterClose(d)) => {
                let step = d.update(m, ctx).map(Message::AfterClose);
                return self.step(step, |_| {});
            }
            _ => {}
        }
        Action::None
    }

    /// The closed-time question answered "set the clocks": the set-clocks form in its place.
    fn set_after_close(&mut self, session: &Session) {
        if matches!(self.dialog, Dialog::AfterClose(_))
            && let Some(face) = session.clock_face()
        {
            self.dialog = Dialog::Clocks(clocks::Dialog::after_close(&face));
        }
    }

    /// The clocks: the toggle, and the set-clocks dialog opened, typed, confirmed, closed.
    fn clock(&mut self, m: clocks::Message, ctx: &mut Context) -> Action<Message> {
        let Some(session) = ctx.session() else { return Action::None };
        match (m, &mut self.dialog) {
            (clocks::Message::Toggle, _) => return clocks::toggle(ctx).map(Message::Clock),
            // Ctrl+T on the question of the closed time answers it: set the clocks.
            (clocks::Message::SetOpen, Dialog::AfterClose(_)) => self.set_after_close(session),
            (clocks::Message::SetOpen, _) => match session.clock_face() {
                Some(face) => self.open(Dialog::Clocks(clocks::Dialog::of(&face))),
                None => self.say(|lang| crate::t!(lang, "duty-err-no-time-control")),
            },
            (clocks::Message::Cancel, Dialog::Clocks(d)) => {
                // Opened for the time the app was closed: the question stays open.
                self.dialog = match session.closed_for() {
                    Some(t) if d.is_after_close() => Dialog::AfterClose(after_close::State::of(t)),
                    _ => Dialog::None,
                };
            }
            (m @ (clocks::Message::Field(..) | clocks::Message::SetConfirm), Dialog::Clocks(d)) => {
                let step = d.update(m, ctx).map(Message::Clock);
                return self.step(step, |_| {});
            }
            _ => {}
        }
        Action::None
    }

    /// A draw offer or its answer; an accepted draw is the result (its dialog gives way).
    fn draw_offer(&mut self, m: draw_offer::Message, ctx: &mut Context) -> Action<Message> {
        let over = ctx.session().is_some_and(|s| s.result().is_some());
        let action = draw_offer::update(m, ctx).map(Message::DrawOffer);
        if !over && ctx.session().is_some_and(|s| s.result().is_some()) {
            if matches!(self.dialog, Dialog::Result(_)) {
                self.dialog = Dialog::None;
            }
            self.result_recorded();
        }
        action
    }

    /// The result is recorded: its line is the last action's, and the message before it (a
    /// stale "Clocks restarted.", cut below the result's box: issue 39's Xvfb walk) folds into
    /// the earlier messages.
    fn result_recorded(&mut self) {
        self.flags = vec![Flag::Result];
        self.notice = None;
    }

    /// The live PGN: its path's dialog opened and closed here, the rest its own.
    fn live_pgn(&mut self, m: live_pgn::Message, ctx: &mut Context) -> Action<Message> {
        match m {
            live_pgn::Message::Edit => self.open(Dialog::LivePath),
            live_pgn::Message::Done if matches!(self.dialog, Dialog::LivePath) => self.dialog = Dialog::None,
            m => return self.live.update(m, ctx).map(Message::LivePgn),
        }
        Action::None
    }

    /// The private reserve panel: held, shown for a few seconds, hidden.
    fn panel(&mut self, msg: Message) -> Action<Message> {
        match msg {
            Message::PanelPress => {
                self.panel_shown = true;
                self.panel_token += 1;
            }
            Message::PanelRelease => self.panel_shown = false,
            Message::PanelShowFor => {
                self.panel_shown = true;
                self.panel_token += 1;
                return Action::Run(hide_later(self.panel_token));
            }
            Message::PanelHide(token) if token == self.panel_token => self.panel_shown = false,
            _ => {}
        }
        Action::None
    }
}

/// The game itself: moves typed and clicked, refused entries, Esc, a fallen flag.
impl State {
    /// The move field, the board's clicks, the promotion choice, refused entries, Esc.
    fn entry(&mut self, msg: Message, session: &mut Session) -> Action<Message> {
        match msg {
            Message::Input(s) => self.input = s,
            Message::Submit => {
                let typed = self.input.trim().to_string();
                if !typed.is_empty() {
                    self.enter(session, &typed, false);
                }
            }
            Message::Square(sq) => self.click(session, sq),
            Message::Promotion(m) => {
                if let Dialog::Promotion(p) = &self.dialog {
                    let uci = p.uci(&m);
                    self.dialog = Dialog::None;
                    self.enter(session, &uci, true);
                }
            }
            Message::Flip => self.flipped = !self.flipped,
            Message::ConfirmIllegal => self.confirm_illegal(session),
            Message::DiscardSlip => self.discard_slip(session),
            Message::Cancel => self.cancel(session),
            _ => {}
        }
        Action::None
    }

    /// Esc: discards a refused entry as an input slip (R29) or clears an entry that names no
    /// move, keeps the closed time charged, leaves a previewed line, closes the dialog.
    fn cancel(&mut self, session: &mut Session) {
        // Esc puts the message away; what it does next may say something new.
        self.notice = None;
        if session.has_pending() {
            self.discard_slip(session);
        } else if matches!(self.dialog, Dialog::None) {
            // Esc with no dialog open clears the move field wherever it has text, so the next
            // move is not typed onto it: an entry that names no move, one typed after the end
            // ("the game has ended" after a dead position kept "Kре2", issue 39's walk), or one
            // not yet entered. The flags that answered it go with it, and what the position
            // already is (a dead position's box, a mate) shows again in their place.
            self.input.clear();
            self.flags.retain(|f| !matches!(f, Flag::Notation { .. } | Flag::Ended { .. }));
            if self.flags.is_empty() {
                self.flags = session.ending_now();
            }
        }
        // Esc on the question of the closed time keeps it charged, journaled as such.
        if matches!(self.dialog, Dialog::AfterClose(_))
            && let Err(e) = session.charge_closed_time()
        {
            self.notice = Some(Notice::error(e));
        }
        self.mate.close();
        self.close();
        self.from = None;
    }

    /// The refused entry was an input slip (R29): discarded, and a line says so (the refusal
    /// went without a word, issue 39's Xvfb walk); its text goes with it, so the next move is
    /// not typed onto it.
    fn discard_slip(&mut self, session: &mut Session) {
        let announced = session.recorder().pending().map(|p| p.announced.clone());
        match session.discard_slip() {
            Ok(discarded) => {
                self.input.clear();
                if let (true, Some(a)) = (discarded, announced) {
                    self.notice = Some(Notice::info(Said::with(move |lang| {
                        crate::t!(lang, "rec-slip-discarded", announced = victoria_record::announced_in(lang, &a))
                    })));
                }
            }
            Err(e) => self.notice = Some(Notice::error(e)),
        }
        self.flags.clear();
    }

    /// The refused entry was completed by the player (R29): logged, with its penalty; a
    /// second one of a side offers the loss (FIDE 7.5.5).
    fn confirm_illegal(&mut self, session: &mut Session) {
        match session.confirm_illegal() {
            Ok((penalty, loss)) => {
                self.flags = vec![Flag::Logged { penalty }];
                match loss {
                    Some(c) => {
                        self.dialog = Dialog::Loss(loss::State::of(LossGround::IllegalMoves, c));
                        self.reason_open = false;
                        self.mate.ask_offer(session, LossGround::IllegalMoves, c);
                    }
                    None => self.mate.drop_offer(LossGround::IllegalMoves),
                }
                self.input.clear();
            }
            Err(e) => self.notice = Some(Notice::error(e)),
        }
    }

    /// Records a move typed (`clicked`: from the board, as `a11a12q`); the move field clears
    /// once it is recorded.
    fn enter(&mut self, session: &mut Session, typed: &str, clicked: bool) {
        self.notice = None;
        // A move is made on the game, never on a previewed line.
        self.mate.leave_preview();
        self.from = None;
        if session.result().is_some() {
            self.say(|lang| crate::t!(lang, "app-game-over"));
            return;
        }
        let flags = if clicked { session.record_click(typed) } else { session.record_move(typed) };
        let recorded = flags.iter().any(|f| matches!(f, Flag::Recorded { .. }));
        self.flags = flags;
        if recorded {
            self.input.clear();
        }
    }

    /// A click on the board: the piece to move, then where (a pawn's promotion asks its piece).
    fn click(&mut self, session: &mut Session, sq: Square) {
        // A click on a previewed line's board only brings the game back.
        if self.mate.leave_preview() {
            self.from = None;
            return;
        }
        match self.from {
            None if session.can_move_from(sq) => self.from = Some(sq),
            None => self.say(move |lang| crate::t!(lang, "app-not-your-piece", square = sq)),
            Some(a) if a == sq => self.from = None,
            // Another piece of the side to move: choose it instead.
            Some(_) if session.can_move_from(sq) => self.from = Some(sq),
            Some(a) if session.needs_promotion(a, sq) => {
                self.open(Dialog::Promotion(promotion::State::of(a, sq)));
                self.from = None;
            }
            Some(a) => self.enter(session, &format!("{a}{sq}"), true),
        }
    }

    /// Offers the loss on time when a flag has fallen (FIDE 6.9), once until the flag is gone;
    /// the analyser is asked first whether the opponent can mate (R27a). A dialog the arbiter
    /// has open is not taken away: the offer comes when it closes. The clocks stop at once.
    fn watch_flag(&mut self, session: &mut Session) {
        let offered = match &self.dialog {
            Dialog::Loss(l) if l.ground() == LossGround::Time => Some(l.loser()),
            _ => None,
        };
        match session.flag() {
            // The question of the time the app was closed comes first: its answer may set
            // the clocks (and take the flag away).
            Some(_) if self.settling_close() => {}
            // The game ended on the board before the flag fell (a mate, a dead position…): the
            // flag counts for nothing (FIDE 6.9). It was offered after a mate left unrecorded
            // (the Xvfb walk of issue 39).
            Some(_) if session.ended_on_board() => {}
            Some(c) if !self.flag_dismissed => {
                let fresh = matches!(self.dialog, Dialog::None);
                let offer = fresh || offered.is_some_and(|o| o != c);
                if offer {
                    // The decision bar says it now: the line before it ("Clocks restarted.",
                    // no longer so) folds into the earlier messages (issue 39's Xvfb walk).
                    self.notice = None;
                }
                // FIDE 6.9: the clocks stop with the flag (a flag entry in the clock log).
                if let Err(e) = session.stop_at_flag() {
                    self.notice = Some(Notice::error(e));
                }
                if offer {
                    self.mate.ask_offer(session, LossGround::Time, c);
                    self.dialog = Dialog::Loss(loss::State::of(LossGround::Time, c));
                }
            }
            Some(_) => {}
            None => {
                if offered.is_some() {
                    self.dialog = Dialog::None;
                }
                self.flag_dismissed = false;
                self.mate.drop_offer(LossGround::Time);
            }
        }
    }

    /// The question of the time the app was closed is open, or its set-clocks form.
    fn settling_close(&self) -> bool {
        match &self.dialog {
            Dialog::AfterClose(_) => true,
            Dialog::Clocks(d) => d.is_after_close(),
            _ => false,
        }
    }

    /// While the arbiter has a decision to take (log or discard an entry, record a loss),
    /// the running clock stops (the question of the time the app was closed keeps them
    /// running: that answer settles the running time itself); when none is left, the clocks
    /// held for it run again. A draw offer does not stop them: the opponent thinks on their
    /// own time (FIDE 9.1.2).
    fn hold_for_decisions(&mut self, session: &mut Session) {
        let waits = session.has_pending() || matches!(self.dialog, Dialog::Loss(_));
        let r = if waits {
            session.hold_clocks()
        } else if session.clocks_held() {
            session.release_clocks()
        } else {
            Ok(false)
        };
        if let Err(e) = r {
            self.notice = Some(Notice::error(e));
        }
    }
}

/// The board's side in the room `size` beside which the column is laid: its full size when
/// there is room, else what the height leaves (the title above) and at most half the width (at
/// 1024x700 the column beside it needs its room: its move list's columns and its decisions).
pub fn board_side(size: iced::Size) -> f32 {
    let by_height = size.height - 2.0 * BOARD_PAD;
    let by_width = size.width * 0.5 - 2.0 * BOARD_PAD;
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
