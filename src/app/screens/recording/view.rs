//! What the recording screen draws: the title, the board, and the column beside it — the move
//! field (or what comes next once the game is over), the decision bar, the clocks, the message
//! line with the earlier messages, then an open dialog, or what the decision waiting rests on
//! (unfolded), or the actions, the details and the scoresheet. Each part is a function of its own; private things (the reserves, what rests on
//! them) show only while [`State::private_shown`].

use super::dialog::Dialog;
use super::room::{Part, Room, capped, sharing};
use super::scoresheet::scoresheet;
use super::{
    BOARD_PAD, DETAILS_HEIGHT, DETAILS_HEIGHT_DECIDING, MESSAGES_HEIGHT, MESSAGES_HEIGHT_DECIDING, Message,
    PANEL_SECONDS, State, board_side, can_mate, clocks, draw_offer, result,
};
use crate::app::board;
use crate::app::keys::{Action as Key, Shortcut, with_key, with_keys};
use crate::app::layer::own_layer;
use crate::app::screen::Look;
use crate::app::snug::{snug, snug_within_telling};
use crate::app::theme;
use crate::app::ui::{self, btn_primary, btn_secondary, btn_small, flag_box};
use iced::widget::{button, column, container, mouse_area, row, scrollable, text, text_input};
use iced::{Element, Length};
use std::rc::Rc;
use victoria_rules::Color;
use victoria_session::session::{Flag, Ground, LedgerStatus, Session};
use victoria_words::Lang;
use victoria_words::Words as _;

impl State {
    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let Some(session) = look.session else { return column![].into() };
        let (lang, view) = (look.lang, look.board);
        let title = if session.result().is_some() {
            format!("{} — {}", session.title(), crate::t!(lang, "app-game-over"))
        } else if let Some(g) = session.detected_ground() {
            // The position is over (even before a first move): no side is "to move".
            format!(
                "{} — {}",
                session.title(),
                crate::t!(lang, "app-title-ended", ground = session.ground_words(g, lang))
            )
        } else {
            format!("{} — {} {}", session.title(), crate::t!(lang, "app-to-move"), session.turn().words(lang))
        };
        // The board takes the room the window leaves (at most its full size), so the column
        // beside it keeps its width and nothing is pushed below a small window.
        let marks = self.mate.marks();
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
        // The desk's link to the event's hub, when it publishes this board: small, beside the title.
        let link: Element<'a, Message> = match look.live {
            Some(l) => container(text(l.words(lang)).size(13))
                .id("live-link")
                .padding([2, 8])
                .style(if l.is_problem() { theme::flag_illegal } else { theme::info })
                .into(),
            None => iced::widget::space().into(),
        };
        let head = row![text(title).size(20).width(Length::Fill), link].spacing(12).align_y(iced::Alignment::Center);
        column![head, body].spacing(8).into()
    }

    /// The column beside the board: the move field, the decision bar, the clocks, the
    /// messages, then an open dialog or the actions, the details and the move list.
    fn side_column<'a>(&'a self, session: &'a Session, lang: Lang) -> Element<'a, Message> {
        let over = session.result().is_some();
        // The decision bar comes right below the move field, outside every scrollable: what
        // waits for the arbiter's word is always in full view, with its keys.
        let mut right = column![self.entry_view(session, lang)].spacing(8).width(Length::Fill);
        let decision = self.decision_bar(session, lang);
        let deciding = decision.is_some();
        // The index of the message area among the column's children (after the move field).
        let mut messages = 1;
        if let Some(d) = decision {
            right = right.push(d);
            messages += 1;
        }
        if let Some(c) = clocks::region(session, lang, over) {
            right = right.push(c.map(Message::Clock));
            messages += 1;
        }
        // The parts that give way when the move list would get less than its three rows.
        let room = Room::shared();
        right = right.push(self.messages_view(session, lang, deciding, &room));
        // An open dialog takes the room of the actions, details and move list below it, so its
        // own buttons always show (Esc or its Cancel closes it).
        if self.dialog.is_form() {
            right = right.push(self.form_view(session, lang));
        } else if let Some(reason) = self.decision_detail(session, lang).filter(|_| self.reason_open) {
            // Unfolded, what the decision waiting rests on takes that room too, until folded
            // again: in the details, 40 px high while a decision waits, only its fold showed
            // (issue 39's walk).
            right = right.push(reason);
        } else {
            let height = if deciding { DETAILS_HEIGHT_DECIDING } else { DETAILS_HEIGHT };
            right = right
                // The actions scroll only when they give way to the move list (`room`).
                .push(capped(
                    snug(scrollable(container(self.actions_view(session, lang)).id("actions")).spacing(6)),
                    &room,
                    Part::Actions,
                ))
                .push(capped(
                    snug(
                        scrollable(self.details_view(session, lang))
                            .spacing(6)
                            .id("details")
                            .height(Length::Fixed(height)),
                    ),
                    &room,
                    Part::Details,
                ))
                .push(scoresheet(session, lang, self.sheet_left));
            return container(sharing(right, &room, messages))
                .padding(12)
                .width(Length::Fill)
                .height(Length::Fill)
                .style(theme::card)
                .into();
        }
        container(right).padding(12).width(Length::Fill).height(Length::Fill).style(theme::card).into()
    }

    /// The move field while the game goes on; once it is over, what comes next.
    fn entry_view<'a>(&'a self, session: &'a Session, lang: Lang) -> Element<'a, Message> {
        if session.result().is_some() {
            return over_view(session, lang);
        }
        row![
            own_layer(
                // A short hint: a longer one was cut by the field (the Xvfb walk of issue 39).
                text_input(&crate::t!(lang, super::MOVE_HINT), &self.input)
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
    }

    /// The open dialog that takes the room of the actions, details and move list.
    fn form_view<'a>(&'a self, session: &'a Session, lang: Lang) -> Element<'a, Message> {
        match &self.dialog {
            Dialog::Clocks(d) => d.view(lang).map(Message::Clock),
            Dialog::Withdraw(w) => w.view(session, lang, Message::Withdraw, Message::Cancel),
            Dialog::TakeBack(t) => t.view(session, lang, Message::TakeBack, Message::Cancel),
            Dialog::Result(d) => d.view(
                session,
                lang,
                result::Room {
                    proved: self.mate.dead_proofs(session),
                    private: self.private_shown(session),
                    wrap: Message::Result,
                    cancel: Message::Cancel,
                    show: Message::PanelShowFor,
                },
            ),
            Dialog::LivePath => self.live.dialog(session, lang).map(Message::LivePgn),
            _ => column![].into(),
        }
    }

    /// The actions, in one row that wraps: every button of the screen below the messages
    /// (take back, result, signatures, draw offers, live PGN, the reserve panel), small.
    fn actions_view<'a>(&'a self, session: &'a Session, lang: Lang) -> Element<'a, Message> {
        let over = session.result().is_some();
        let mut actions = row![
            btn_small(with_key(crate::t!(lang, "app-flip"), Key::Flip), "board-flip", Some(Message::Flip)),
            btn_small(
                with_key(crate::t!(lang, "app-take-back-dots"), Key::TakeBack),
                "takeback-open",
                // A sealed record no longer changes: nothing to offer.
                session.record().arbiter_seal.is_none().then_some(Message::TakebackOpen)
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
        if !over && !session.ended_on_board() && session.pending_draw().is_none() {
            // Once the game is over no draw can be offered: its buttons give way, also while
            // the ending the engine sees (a dead position, a mate…) waits to be recorded. The
            // answers to an offer waiting are in the decision bar.
            for b in draw_offer::buttons(session, lang) {
                actions = actions.push(b.map(Message::DrawOffer));
            }
        }
        if !over && !session.is_synthesis() {
            actions = actions.push(self.mate.ask_button(lang).map(Message::Mate));
        }
        actions = actions.push(self.live.button(session, lang).map(Message::LivePgn));
        // The reserve panel's buttons only in a game with move reserves (not classical chess).
        if session.synthesis_panel().is_none() && session.rules().reserve() {
            for b in panel_buttons(lang) {
                actions = actions.push(b);
            }
        }
        actions.wrap().vertical_spacing(4).into()
    }

    /// The details, in a scrollable of fixed height: what a decision rests on, the reserves
    /// while shown (or the Synthesis status), the can-mate tools, the logged attempts, the draw
    /// offers, the live PGN's path.
    fn details_view<'a>(&'a self, session: &'a Session, lang: Lang) -> Element<'a, Message> {
        let over = session.result().is_some();
        let mut details = column![].spacing(8).width(Length::Fill);
        // First what the decision waiting rests on (folded), so it is in view.
        if let Some(r) = self.decision_detail(session, lang) {
            details = details.push(r);
        }
        match session.synthesis_panel() {
            Some(p) => details = details.push(crate::app::synthesis::view(&p, lang, 16)),
            None => {
                if let Some(p) = self.panel_view(session, lang) {
                    details = details.push(p);
                }
            }
        }
        if !over && !session.is_synthesis() {
            details = details.push(self.mate.view(session, lang, self.private_shown(session)).map(Message::Mate));
        }
        if let Some(w) = withdrawals_view(session, lang) {
            details = details.push(w);
        }
        if let Some(d) = draw_offer::lines(session, lang) {
            details = details.push(d.map(Message::DrawOffer));
        }
        details.push(self.live.detail(session, lang).map(Message::LivePgn)).into()
    }

    /// The decision bar: what waits for the arbiter's word — a refused entry to log or discard
    /// (R29), the promotion piece, the loss on time (FIDE 6.9), the loss after a second illegal
    /// move (FIDE 7.5.5), the time the app was closed (R33), a draw offer's answer (R28) — with
    /// its keys; `None` when nothing waits. It sits outside every scrollable and holds only
    /// short lines and buttons.
    fn decision_bar<'a>(&'a self, session: &'a Session, lang: Lang) -> Option<Element<'a, Message>> {
        let mut col = column![].spacing(6).width(Length::Fill);
        let mut any = false;
        if session.has_pending() {
            col = col.push(pending_view(lang));
            any = true;
        }
        if let Some(d) = self.decision_view(session, lang) {
            col = col.push(d);
            any = true;
        }
        if let Some(d) = draw_answer_view(session, lang) {
            col = col.push(d);
            any = true;
        }
        any.then(|| container(col).id("decisions").padding(8).width(Length::Fill).style(theme::flag_check).into())
    }

    /// The open decision of the bar: the promotion piece, a loss offered, the closed time.
    fn decision_view<'a>(&'a self, session: &'a Session, lang: Lang) -> Option<Element<'a, Message>> {
        let stop = |g| Message::Mate(can_mate::Message::StopOffer(g));
        Some(match &self.dialog {
            Dialog::Promotion(p) => p.view(session.turn(), lang, Message::Promotion, Message::Cancel),
            Dialog::Loss(l) => l.view(session, lang, &self.mate, Message::Loss, stop(l.ground())),
            Dialog::AfterClose(a) => a.view(session.turn(), lang).map(Message::AfterClose),
            _ => return None,
        })
    }

    /// The mating line or the proof behind the open loss decision: folded, its button (first
    /// in the details); unfolded, the button and the words below it, in a list of the room
    /// left that ends on a whole line (they take the room of the actions, the details and the
    /// move list). `None` without one.
    fn decision_detail<'a>(&'a self, session: &'a Session, lang: Lang) -> Option<Element<'a, Message>> {
        let Dialog::Loss(l) = &self.dialog else { return None };
        let words = l.reason(session, lang, self.private_shown(session), &self.mate)?;
        let fold = btn_small(
            crate::t!(lang, "rec-decision-reason", open = if self.reason_open { "yes" } else { "no" }),
            "decision-reason",
            Some(Message::ReasonToggle),
        );
        if !self.reason_open {
            return Some(fold);
        }
        let words = scrollable(column![text(words).size(13)].width(Length::Fill)).id("details").spacing(6);
        Some(column![fold, snug(words.height(Length::Fill))].spacing(6).height(Length::Fill).into())
    }

    /// The message area, at most of its share and ending on a whole row: the message line (the
    /// newest), the flags of the last move entered, then earlier messages, folded small below. What needs an answer is in the decision bar.
    fn messages_view<'a>(
        &'a self,
        session: &'a Session,
        lang: Lang,
        deciding: bool,
        room: &Rc<Room>,
    ) -> Element<'a, Message> {
        let mut col = column![].spacing(6);
        // The message line first: it is the newest (a move entered puts it away and sets the
        // flags), so it shows whole when the flags below it do not all fit (F5's refusal stood
        // cut below the "game ends" box of K vs K, issue 39's walk).
        if let Some(n) = &self.notice {
            col = col.push(notice_view(n.words(lang)));
        }
        // The recorded result is said once, where the move field was (with what comes next):
        // its box here said it again and squeezed the move list to one row (issue 39's walk).
        for f in self.flags.iter().filter(|f| !(matches!(f, Flag::Result) && session.result().is_some())) {
            col = col.push(self.flag_view(f, session, lang));
        }
        if self.log_open {
            col = col.push(self.log_view(lang));
        }
        // As high as its messages, up to its share: a short line leaves the room to the move
        // list, a long flag scrolls. The fold of the earlier messages stays below it, outside
        // the scroll, so it is never cut at the scrollable's edge.
        // While a decision waits the area keeps to its smaller share, but takes up to its full
        // one to show a box whole (a refusal's box was cut between its lines, issue 39's walk).
        let most = if deciding { MESSAGES_HEIGHT_DECIDING } else { MESSAGES_HEIGHT };
        let fold = if self.log.is_empty() { 0.0 } else { LOG_FOLD_HEIGHT };
        // When the move list would get less than its three rows, the area gives way (`room`):
        // down to its first box, and below it only once the details have folded away.
        let scroll = scrollable(col).id("messages").spacing(6).height(Length::Shrink);
        let mut area = column![capped(
            container(snug_within_telling(scroll, most - fold, room.edges()))
                .max_height(MESSAGES_HEIGHT - fold)
                .width(Length::Fill),
            room,
            Part::Messages,
        )]
        .spacing(2);
        if !self.log.is_empty() {
            area = area.push(self.log_fold(lang));
        }
        area.into()
    }

    /// The fold of the earlier messages ("3 earlier messages"), a small button.
    fn log_fold<'a>(&'a self, lang: Lang) -> Element<'a, Message> {
        let fold = button(text(crate::t!(lang, "rec-earlier", n = self.log.len())).size(12))
            .padding([1, 6])
            .style(button::text)
            .on_press(Message::LogToggle);
        container(fold).id("messages-earlier").into()
    }

    /// A flag of the last action; R27's dead position proved by the fast check reads "mate
    /// impossible (proved)" with its proofs.
    fn flag_view<'a>(&'a self, f: &Flag, session: &'a Session, lang: Lang) -> Element<'a, Message> {
        match f {
            // R27's count on the analyser's proofs (Victoria); classical chess's dead position
            // is a draw, worded by its own ground.
            Flag::Ending { ground: Ground::DeadPosition, points }
                if !self.mate.proved().is_empty() && !session.is_classical() =>
            {
                let tail = vec![
                    crate::t!(lang, "app-points-line", white = points[0], black = points[1]),
                    crate::t!(lang, "app-open-result-next"),
                ];
                let cite = victoria_rules::can_mate::Cite::new(
                    session.ruleset(),
                    victoria_rules::can_mate::MateQuestion::DeadPosition,
                );
                can_mate::proved_box(self.mate.proved(), tail, lang, self.private_shown(session), cite)
            }
            f => flag_view(f, lang, session),
        }
    }

    /// The earlier messages, unfolded (their fold is below the message area).
    fn log_view<'a>(&'a self, lang: Lang) -> Element<'a, Message> {
        let mut older = column![].spacing(1);
        for l in &self.log {
            older = older.push(text(l.words(lang)).size(12).color(theme::MUTED));
        }
        older.into()
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
        // Each side's pieces in a row that wraps (not one line each): all five reserve pieces
        // of a side show within the details' height, none cut below.
        let mut sides = row![].spacing(24);
        for side in Color::ALL {
            let mut pieces = row![].spacing(14);
            for r in ledger.iter().filter(|r| r.color == side) {
                let cell = match r.status {
                    LedgerStatus::Petrified { on_move: n } => {
                        format!("{} — {} {}", r.label, crate::t!(lang, "app-petrified-on-move"), n)
                    }
                    LedgerStatus::Captured { on_move: n } => {
                        format!("{} — {} {}", r.label, crate::t!(lang, "app-captured-on-move"), n)
                    }
                    LedgerStatus::InPlay => format!("{}   {} / {}", r.label, r.left, r.initial),
                };
                pieces = pieces.push(text(cell).size(14));
            }
            let col = column![text(side.words(lang)).size(15), pieces.wrap().vertical_spacing(1)].spacing(1);
            sides = sides.push(col.width(Length::Fill));
        }
        rows = rows.push(sides);
        Some(container(rows).padding(8).width(Length::Fill).style(theme::private_panel).into())
    }
}

/// The height the fold of the earlier messages takes below the message area (a 12 px line,
/// its padding and the gap), within the area's share.
const LOG_FOLD_HEIGHT: f32 = 20.0;

/// Once the game is over: the result, and what comes next (signatures, the sheet, the result).
fn over_view<'a>(session: &Session, lang: Lang) -> Element<'a, Message> {
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
}

/// A refused entry (R29): logged only when the player completed it; otherwise an input slip.
fn pending_view<'a>(lang: Lang) -> Element<'a, Message> {
    row![
        btn_primary(
            with_keys(crate::t!(lang, "rec-confirm-illegal"), Shortcut::LogIllegal.key()),
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
    .vertical_spacing(4)
    .into()
}

/// A draw offer waiting for its answer (R28), while the game goes on.
fn draw_answer_view<'a>(session: &Session, lang: Lang) -> Option<Element<'a, Message>> {
    if session.result().is_some() {
        return None;
    }
    let o = session.pending_draw()?;
    let mut r = row![].spacing(8);
    for b in draw_offer::buttons(session, lang) {
        r = r.push(b.map(Message::DrawOffer));
    }
    Some(
        column![
            text(victoria_session::model::OfferLine { by: o.by, number: o.number, accepted: None }.words(lang))
                .size(15),
            r.wrap().vertical_spacing(4)
        ]
        .spacing(6)
        .into(),
    )
}

/// The screen's message line: a fact worded as drawn (RU/EN re-words it); its × or Esc puts it
/// with the earlier ones.
fn notice_view<'a>(words: String) -> Element<'a, Message> {
    let close = container(
        button(text(with_key("×", Key::Cancel)).size(13))
            .padding([1, 6])
            .style(button::text)
            .on_press(Message::NoticeDismiss),
    )
    .id("rec-notice-dismiss");
    // A word longer than the line (a file's path) breaks between letters rather than run on.
    let words = text(words).width(Length::Fill).wrapping(iced::widget::text::Wrapping::WordOrGlyph);
    container(row![words, close].spacing(6).align_y(iced::Alignment::Center))
        .id("rec-notice")
        .padding(6)
        .width(Length::Fill)
        .style(theme::info)
        .into()
}

/// The logged illegal moves that still count, each with its "withdraw" button (R29, R30);
/// `None` when there is none.
fn withdrawals_view<'a>(session: &Session, lang: Lang) -> Option<Element<'a, Message>> {
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
        let side = if a.color == Color::White { "white" } else { "black" };
        let line = crate::t!(
            lang,
            "rec-logged-line",
            n = n,
            side = side,
            announced = victoria_record::announced_in(lang, &a.announced),
            rule = a.ruling.rule()
        );
        col = col.push(
            row![
                text(line).size(13).width(Length::Fill),
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

/// The reserve panel's buttons, for the action row: hold to show, show for a few seconds.
fn panel_buttons<'a>(lang: Lang) -> Vec<Element<'a, Message>> {
    let hold = mouse_area(
        container(text(crate::t!(lang, "app-hold-to-show-reserves")).size(14))
            .padding([3, 10])
            .style(theme::private_button),
    )
    .on_press(Message::PanelPress)
    .on_release(Message::PanelRelease);
    vec![
        container(hold).id("panel-hold").into(),
        btn_small(
            with_key(crate::t!(lang, "app-show-for", secs = PANEL_SECONDS), Key::Reserves),
            "panel-show",
            Some(Message::PanelShowFor),
        ),
    ]
}

/// A flag of the last action, in its box.
fn flag_view<'a>(f: &Flag, lang: Lang, session: &Session) -> Element<'a, Message> {
    match f {
        Flag::Recorded { san, number, color } => container(
            text(format!(
                "{} {}{} {}",
                crate::t!(lang, "app-recorded"),
                number,
                if *color == Color::White { "." } else { "…" },
                victoria_rules::san::written(lang, san)
            ))
            .size(16),
        )
        .id(ui::FLAG_BOX)
        .padding(6)
        .width(Length::Fill)
        .style(theme::info)
        .into(),
        Flag::Illegal { rule, reason, penalty } => {
            let mut lines = vec![victoria_session::text::RulingTitle(rule).words(lang), reason.words(lang)];
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
        // A move typed after the end: the game has ended, with its result.
        Flag::Ended { message } => {
            flag_box(theme::flag_end, crate::t!(lang, "app-game-has-ended"), vec![message.words(lang)])
        }
        Flag::Petrified { square, role } => flag_box(
            theme::flag_petrified,
            crate::t!(lang, "app-petrification"),
            vec![crate::t!(lang, "app-petrified", role = *role, square = *square)],
        ),
        Flag::Check { side } => flag_box(
            theme::flag_check,
            crate::t!(lang, "app-check"),
            vec![crate::t!(lang, "app-in-check", color = *side)],
        ),
        // Classical chess cites FIDE's Laws, not Victoria's rulings (it read "(R26)").
        Flag::Mate { winner } => flag_box(
            theme::flag_end,
            crate::t!(lang, "app-checkmate"),
            vec![if session.is_classical() {
                crate::t!(lang, "rec-mate-next-fide", color = *winner)
            } else {
                crate::t!(lang, "app-mate-next", color = *winner)
            }],
        ),
        Flag::Synthesis { news } => flag_box(
            theme::flag_check,
            crate::t!(lang, "app-synthesis-chess"),
            news.iter().map(|n| victoria_words::Words::words(n, lang)).collect(),
        ),
        // The ending in the words of the game's ruleset; classical chess has no count.
        Flag::Ending { ground, points } => {
            let mut lines = vec![session.ground_words(*ground, lang)];
            if !session.is_classical() {
                lines.push(crate::t!(lang, "app-points-line", white = points[0], black = points[1]));
            }
            lines.push(crate::t!(lang, "app-open-result-next"));
            flag_box(theme::flag_end, crate::t!(lang, "app-game-ends"), lines)
        }
        Flag::Result => flag_box(
            theme::flag_end,
            crate::t!(lang, "app-result"),
            vec![session.result_line(lang), crate::t!(lang, "app-sign-next")],
        ),
    }
}
