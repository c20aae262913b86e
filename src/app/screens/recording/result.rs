//! The result dialog of the recording screen: every ground of R26–R28 with both point totals
//! (Victoria), FIDE's grounds without a count (classical chess), or the grounds of S27–S30 with
//! the engine's verdict to record in one step (Synthesis); the reason; R27's dead position
//! recorded on the proofs the analysis found.
//! Its own line says why a result was refused.

use super::can_mate;
use super::step::Step;
use crate::app::keys::{Action as Key, with_key};
use crate::app::layer::own_layer;
use crate::app::notice::Notice;
use crate::app::screen::{Action, Context};
use crate::app::theme;
use crate::app::ui::{self, btn, btn_primary, btn_small};
use iced::widget::{button, column, container, row, scrollable, text, text_input};
use iced::{Element, Length};
use victoria_rules::Color;
use victoria_rules::can_mate::{Cite, MateQuestion, Proof, proof_words};
use victoria_session::session::{Ground, Session};
use victoria_words::Lang;
use victoria_words::{Said, Words as _};

/// The ground chosen, the reason typed, and why the last confirmation was refused.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct State {
    ground: Option<Ground>,
    reason: String,
    error: Option<Notice>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    Ground(Ground),
    Reason(String),
    Confirm,
    /// Record the engine's verdict as it stands (the ground it detects), in one step.
    Engine,
}

impl Message {
    /// Typing the reason: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Reason(_))
    }
}

/// What the dialog's view needs beyond its state: the proofs R27's dead position rests on now,
/// whether private things may show, and the messages of the screen it sits in.
pub struct Room<M> {
    pub(super) proved: Vec<Proof>,
    pub(super) private: bool,
    pub(super) wrap: fn(Message) -> M,
    pub(super) cancel: M,
    /// "Show the reserves for a few seconds" (the proof's private reasons).
    pub(super) show: M,
}

impl State {
    /// The dialog opened on the ground the engine detects, if any.
    pub fn of(session: &Session) -> State {
        State { ground: session.detected_ground(), ..State::default() }
    }

    /// The ground chosen.
    pub fn ground(&self) -> Option<Ground> {
        self.ground
    }

    /// Why the last confirmation was refused, until another ground is chosen.
    pub fn error(&self) -> Option<&Notice> {
        self.error.as_ref()
    }

    /// Chooses the ground, types the reason, or records the result (done). R27's dead
    /// position that only the full analysis proved (`mate`) is recorded on its proofs.
    pub fn update(&mut self, msg: Message, ctx: &mut Context, mate: &can_mate::State) -> Step<Message> {
        let Some(session) = ctx.session() else { return Step::Stay(Action::None) };
        match msg {
            Message::Ground(g) => {
                self.ground = Some(g);
                self.error = None;
            }
            Message::Reason(s) => self.reason = s,
            Message::Engine => match session.detected_ground() {
                Some(g) => {
                    self.ground = Some(g);
                    return self.confirm(session, mate);
                }
                None => self.error = Some(Notice::error(Said::with(|lang| crate::t!(lang, "app-no-verdict")))),
            },
            Message::Confirm => return self.confirm(session, mate),
        }
        Step::Stay(Action::None)
    }

    fn confirm(&mut self, session: &mut Session, mate: &can_mate::State) -> Step<Message> {
        let Some(g) = self.ground else {
            self.error = Some(Notice::error(Said::with(|lang| crate::t!(lang, "app-choose-ground"))));
            return Step::Stay(Action::None);
        };
        // R27's dead position the full analysis proved (the engine did not see it):
        // recorded on its proofs, no reason needed.
        let analysed = match g {
            // (Classical chess's dead position is a draw the arbiter rules, FIDE 5.2.2.)
            Ground::DeadPosition
                if session.detected_ground() != Some(Ground::DeadPosition) && !session.is_classical() =>
            {
                mate.dead_proofs(session)
            }
            _ => Vec::new(),
        };
        let done = if analysed.is_empty() {
            session.set_result(g, self.reason.trim())
        } else {
            session.count_on_proofs(&analysed, self.reason.trim())
        };
        match done {
            Ok(()) => Step::Done(Action::None),
            Err(e) => {
                self.error = Some(Notice::error(e));
                Step::Stay(Action::None)
            }
        }
    }

    /// The dialog: its head, the grounds (they take the room left and scroll there), the proof
    /// of a dead position, the refusal, the reason and the buttons (always shown).
    pub fn view<'a, M: Clone + 'a>(&'a self, session: &'a Session, lang: Lang, room: Room<M>) -> Element<'a, M> {
        let head = if session.is_synthesis() {
            synthesis_head(session, lang)
        } else if session.is_classical() {
            classical_head(lang)
        } else {
            points_head(session, lang)
        };
        // The grounds end on a whole row at rest, their scrollbar beside them (the Russian
        // classical list ended on a ground cut below, the bar over the right column; issue
        // 39's walk).
        let grounds = scrollable(self.grounds(session, lang, &room)).id("result-grounds").spacing(6);
        let mut col =
            column![head.map(room.wrap), crate::app::snug::snug_shrinking(grounds.height(Length::Fill))].spacing(8);
        if self.ground == Some(Ground::DeadPosition) && !room.proved.is_empty() {
            let cite = Cite::new(session.ruleset(), MateQuestion::DeadPosition);
            col = col.push(proof_box(&room.proved, lang, room.private, cite, room.show.clone()));
        }
        if let Some(Ground::LostOnTime(side)) = self.ground
            && let Some(face) = session.time_left_shown(side)
        {
            col = col.push(clock_shows(side, &face, lang));
        }
        if let Some(e) = &self.error {
            col = col.push(text(e.words(lang)).color(theme::PROBLEM));
        }
        col = col.push(self.reason_row(lang, &room));
        // As high as what it holds (its grounds end on a whole row): it took the column's full
        // height and left an empty band under its buttons (Russian, issue 39's walk of walk39d).
        crate::app::snug::tight(
            container(col).id("result-dialog").padding(10).height(Length::Fill).style(theme::flag_end),
        )
    }

    /// The grounds, two a line, the chosen one highlighted.
    fn grounds<'a, M: Clone + 'a>(&self, session: &Session, lang: Lang, room: &Room<M>) -> Element<'a, M> {
        let mut grounds = column![].spacing(2);
        // Only the grounds of the game's ruleset, in its own words (FIDE's articles for
        // classical chess, the S-rulings for Synthesis, R26–R28 for Victoria).
        for pair in session.grounds().chunks(2) {
            let mut line = row![].spacing(3);
            for &g in pair {
                let label = if g == Ground::DeadPosition && !room.proved.is_empty() && !session.is_classical() {
                    crate::t!(lang, "mate-ground-proved")
                } else {
                    session.ground_words(g, lang)
                };
                let b = button(text(label).size(13))
                    .width(Length::Fill)
                    .padding([2, 6])
                    .on_press((room.wrap)(Message::Ground(g)));
                line = line.push(if self.ground == Some(g) {
                    b.style(button::primary)
                } else {
                    b.style(button::secondary)
                });
            }
            grounds = grounds.push(line);
        }
        grounds.into()
    }

    /// The reason's field, then Confirm and Cancel on a row of their own: the field keeps the
    /// column's width, so its placeholder shows whole beside no buttons (with Cancel's key
    /// written out, "Отмена  [Esc]", the Russian placeholder was cut in a row with both). The
    /// placeholder is short: the longer one, which said when a reason is needed, was cut by the
    /// field (the Xvfb walk of issue 39); a result that needs one says so when refused.
    fn reason_row<'a, M: Clone + 'a>(&'a self, lang: Lang, room: &Room<M>) -> Element<'a, M> {
        let wrap = room.wrap;
        column![
            own_layer(
                text_input(&crate::t!(lang, REASON_HINT), &self.reason)
                    .id("result-reason")
                    .style(theme::field)
                    .on_input(move |s| wrap(Message::Reason(s)))
                    .on_submit(wrap(Message::Confirm))
                    .padding(6),
            ),
            row![
                btn_primary(crate::t!(lang, "app-confirm-result"), "result-confirm", Some(wrap(Message::Confirm))),
                btn(with_key(crate::t!(lang, "app-cancel"), Key::Cancel), "result-cancel", Some(room.cancel.clone())),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(6)
        .into()
    }
}

/// The proof the count rests on, kept with the result (and printed on the sheet). Its reserve
/// reasons only while the arbiter shows private things: the dialog covers the action row, so
/// the proof has its own "show for a few seconds" (`show`).
fn proof_box<'a, M: Clone + 'a>(proved: &[Proof], lang: Lang, private: bool, cite: Cite, show: M) -> Element<'a, M> {
    let words: Vec<String> = proved.iter().map(|p| proof_words(p, lang, private, cite)).collect();
    let mut proof = row![text(words.join("\n")).size(13).width(Length::Fill)].spacing(8);
    if !private && proved.iter().any(Proof::rests_on_private) {
        proof = proof.push(btn_small(
            with_key(crate::t!(lang, "app-show-for", secs = super::PANEL_SECONDS), Key::Reserves),
            "result-proof-show",
            Some(show),
        ));
    }
    container(proof).padding([2, 6]).width(Length::Fill).style(theme::info).into()
}

/// A loss on time chosen while the app's clock of `side` still shows time: what it shows,
/// beside the choice, so the arbiter records it on the physical clock's evidence knowingly
/// (issue 38).
fn clock_shows<'a, M: 'a>(side: Color, face: &str, lang: Lang) -> Element<'a, M> {
    let line = crate::t!(lang, "rec-result-clock-shows", side = side.key(), face = face.to_string());
    container(text(line).size(13).width(Length::Fill))
        .id("result-clock-shows")
        .padding([2, 6])
        .width(Length::Fill)
        .style(theme::info)
        .into()
}

/// The head of the Victoria result dialog: the heading and both point totals.
fn points_head<'a>(session: &Session, lang: Lang) -> Element<'a, Message> {
    // The points below the heading, not beside it: at 1024x700 the Russian heading beside them
    // was squeezed to a word a line.
    column![
        container(ui::subheading(crate::t!(lang, "app-result-of-game"))).width(Length::Fill),
        text(crate::t!(lang, "app-points-line", white = session.points()[0], black = session.points()[1])).size(17)
    ]
    .spacing(4)
    .into()
}

/// The head of the classical result dialog: the heading with FIDE's articles only (classical
/// chess has no count, and Victoria's R26–R28 are not its rules).
fn classical_head<'a>(lang: Lang) -> Element<'a, Message> {
    container(ui::subheading(crate::t!(lang, "app-result-of-classical-game"))).width(Length::Fill).into()
}

/// The head of the Synthesis result dialog: the heading (S27–S30) with the button that records
/// the engine's verdict in one step, and the verdict itself — or that the engine sees no ending.
fn synthesis_head<'a>(session: &Session, lang: Lang) -> Element<'a, Message> {
    let verdict = session.synthesis_panel().and_then(|p| p.verdict);
    let mut heading =
        row![container(ui::subheading(crate::t!(lang, "app-synthesis-result-of-game"))).width(Length::Fill)]
            .align_y(iced::Alignment::Center);
    if verdict.is_some() {
        heading =
            heading.push(btn_primary(crate::t!(lang, "app-accept-verdict"), "result-engine", Some(Message::Engine)));
    }
    let line = match verdict {
        Some(o) => format!("{}: {}", crate::t!(lang, "app-engine-verdict"), o.words(lang)),
        None => crate::t!(lang, "app-no-verdict"),
    };
    column![heading, container(text(line).size(15)).padding([2, 6]).width(Length::Fill).style(theme::info)]
        .spacing(8)
        .into()
}

/// The reason field's placeholder (its catalogue id): short enough to show whole in the field.
pub const REASON_HINT: &str = "rec-reason-field";
