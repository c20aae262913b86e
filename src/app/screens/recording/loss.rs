//! A loss offered on the recording screen, in one step: on time when a flag fell (FIDE 6.9,
//! R33), or after a second completed illegal move of a side (FIDE 7.5.5) — unless the opponent
//! cannot mate (R27a), as the analyser decided or the arbiter answers. The analysis itself is
//! the can-mate tools'; this decision rules on its verdict when it agrees with the answer.

use super::can_mate;
use super::step::Step;
use crate::app::keys::{Shortcut, with_keys};
use crate::app::notice::Notice;
use crate::app::screen::{Action, Context};
use crate::app::theme;
use crate::app::ui::{btn_primary, btn_secondary};
use crate::t;
use iced::widget::{column, container, row, text};
use iced::{Element, Length};
use victoria_record::LossGround;
use victoria_rules::Color;
use victoria_rules::can_mate::{Cite, MateQuestion, Verdict, proof_words};
use victoria_session::session::Session;
use victoria_words::Lang;
use victoria_words::Words;

/// The loss offered: on which ground, to which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    ground: LossGround,
    loser: Color,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// Record the loss of `loser` on `ground`, the opponent able to mate or not (R27a).
    Rule { ground: LossGround, loser: Color, opponent_can_mate: bool },
}

impl State {
    pub fn of(ground: LossGround, loser: Color) -> State {
        State { ground, loser }
    }

    pub fn ground(&self) -> LossGround {
        self.ground
    }

    /// The side the loss is offered to.
    pub fn loser(&self) -> Color {
        self.loser
    }

    /// The answer the offer's primary button gives (the analyser's verdict when it decided,
    /// else "the opponent can mate"); `None` while the analysis runs.
    pub fn answer(&self, mate: &can_mate::State) -> Option<Message> {
        if mate.offer_progress(self.ground).is_some() {
            return None;
        }
        let opponent_can_mate = mate.offer_verdict(self.ground).and_then(can_mate::decided).unwrap_or(true);
        Some(Message::Rule { ground: self.ground, loser: self.loser, opponent_can_mate })
    }

    /// The offer, for the decision bar. Decided by the analyser: what it found (the opponent
    /// can mate, or the proof that it cannot) and one button recording the loss, the count or
    /// the draw. Undecided: the R27a question to the arbiter, with both answers. While the
    /// analysis runs: its progress and `stop` ("don't wait, ask me"). The mating line or the
    /// proof is folded in the details ([`reason`](Self::reason)), so the buttons never sit under
    /// a 55-move line.
    pub fn view<'a, M: Clone + 'a>(
        &self,
        session: &Session,
        lang: Lang,
        mate: &can_mate::State,
        wrap: fn(Message) -> M,
        stop: M,
    ) -> Element<'a, M> {
        let body = match (mate.offer_progress(self.ground), mate.offer_verdict(self.ground)) {
            (Some((nodes, budget)), _) => self.analysing(session, lang, nodes, budget, stop),
            (None, Some(Verdict::Possible { .. })) => self.decided(session, lang, true).map(wrap),
            (None, Some(Verdict::Impossible { .. })) => self.decided(session, lang, false).map(wrap),
            (None, other) => self.question(session, lang, other).map(wrap),
        };
        container(body).padding(6).style(theme::info).into()
    }

    /// The offer's head: who would lose, and on which ground.
    fn head(&self, lang: Lang) -> String {
        match self.ground {
            LossGround::Time => t!(lang, "mate-offer-time", loser = self.loser.key()),
            LossGround::IllegalMoves => t!(lang, "mate-offer-illegal", loser = self.loser.key()),
        }
    }

    /// The ids of the primary answer (the opponent can mate) and the other one.
    fn ids(&self) -> (&'static str, &'static str) {
        match self.ground {
            LossGround::Time => ("flag-loss", "flag-cannot-mate"),
            LossGround::IllegalMoves => ("fide-loss", "fide-cannot-mate"),
        }
    }

    /// The book "can the opponent still mate" is asked by here: the game's ruleset's, on this
    /// offer's ground (R27a; FIDE 6.9 or 7.5.5 in classical chess).
    fn cite(&self, session: &Session) -> Cite {
        let question = match self.ground {
            LossGround::Time => MateQuestion::FlagFall,
            LossGround::IllegalMoves => MateQuestion::IllegalMoves,
        };
        Cite::new(session.ruleset(), question)
    }

    fn rule(&self, opponent_can_mate: bool) -> Message {
        Message::Rule { ground: self.ground, loser: self.loser, opponent_can_mate }
    }

    /// The analysis runs in the background: what it is doing, and "don't wait, ask me".
    fn analysing<'a, M: Clone + 'a>(
        &self,
        session: &Session,
        lang: Lang,
        nodes: u64,
        budget: u64,
        stop: M,
    ) -> Element<'a, M> {
        let stop_id = match self.ground {
            LossGround::Time => "flag-analysis-stop",
            LossGround::IllegalMoves => "fide-analysis-stop",
        };
        let mater = self.loser.other();
        column![
            text(format!(
                "{} {}",
                self.head(lang),
                t!(lang, "mate-offer-analysing", mater = mater.key(), cite = self.cite(session).words(lang))
            )),
            row![
                text(t!(lang, "mate-offer-progress", nodes = nodes, budget = budget)).size(13).width(Length::Fill),
                btn_secondary(crate::t!(lang, "mate-offer-stop"), stop_id, Some(stop)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(6)
        .into()
    }

    /// The analyser decided whether the opponent can mate: what that means, and one button.
    fn decided<'a>(&self, session: &Session, lang: Lang, can_mate: bool) -> Element<'a, Message> {
        let (loser, mater) = (self.loser, self.loser.other());
        let sanction = session.sanction_key(loser, can_mate);
        let cite = self.cite(session).words(lang);
        let line = if can_mate {
            t!(lang, "mate-offer-can", mater = mater.key(), loser = loser.key(), cite = cite)
        } else {
            t!(lang, "mate-offer-cannot", mater = mater.key(), sanction = sanction, cite = cite)
        };
        let id = if can_mate { self.ids().0 } else { self.ids().1 };
        column![
            text(format!("{} {line}", self.head(lang))),
            btn_primary(
                with_keys(t!(lang, "mate-offer-record", sanction = sanction), Shortcut::RuleLoss.key()),
                id,
                Some(self.rule(can_mate))
            ),
        ]
        .spacing(6)
        .into()
    }

    /// Undecided (or nothing ran, as in Synthesis): the R27a question, with both answers.
    fn question<'a>(&self, session: &Session, lang: Lang, verdict: Option<&Verdict>) -> Element<'a, Message> {
        let loser = if self.loser == Color::White { "white" } else { "black" };
        let ruleset = session.ruleset().key();
        let question = match self.ground {
            LossGround::Time => t!(lang, "rec-flag-fell", loser = loser, ruleset = ruleset),
            LossGround::IllegalMoves => t!(lang, "rec-fide-loss", loser = loser, ruleset = ruleset),
        };
        let mut col = column![text(question)].spacing(6);
        if let Some(Verdict::Unknown { nodes }) = verdict {
            col = col.push(text(t!(lang, "mate-offer-undecided", nodes = *nodes)).size(13));
        }
        let (yes, no) = self.ids();
        col.push(
            row![
                btn_primary(
                    with_keys(t!(lang, "rec-fide-can-mate"), Shortcut::RuleLoss.key()),
                    yes,
                    Some(self.rule(true))
                ),
                btn_secondary(t!(lang, "rec-fide-cannot-mate", ruleset = ruleset), no, Some(self.rule(false))),
            ]
            .spacing(8)
            .wrap()
            .vertical_spacing(4),
        )
        .into()
    }

    /// What the offer's verdict rests on, for the details (folded there): the mating line (its
    /// moves only while `private` things may show: each says its piece has the reserve for it,
    /// R14) or the proof (its reserve reasons likewise); `None` without a verdict.
    pub fn reason(&self, session: &Session, lang: Lang, private: bool, mate: &can_mate::State) -> Option<String> {
        match mate.offer_verdict(self.ground)? {
            Verdict::Possible { line } => Some(if private {
                t!(lang, "mate-offer-line", line = session.line_san_folded(line, lang))
            } else {
                t!(lang, "mate-offer-line-private")
            }),
            Verdict::Impossible { proof } => {
                Some(t!(lang, "mate-offer-proof", proof = proof_words(proof, lang, private, self.cite(session))))
            }
            _ => None,
        }
    }
}

/// Rules the loss (whether this decision is open or not): on the analyser's verdict when it
/// decided the same answer (its proof goes with the result), else on the arbiter's answer.
/// Done: the offer's analysis is dropped.
pub fn update(msg: Message, ctx: &mut Context, mate: &mut can_mate::State) -> Step<Message> {
    let Some(session) = ctx.session() else { return Step::Stay(Action::None) };
    let Message::Rule { ground, loser, opponent_can_mate } = msg;
    let verdict = mate.offer_verdict(ground).filter(|v| can_mate::decided(v) == Some(opponent_can_mate)).cloned();
    let refused = match verdict {
        Some(v) => session.rule_loss_verdict(ground, loser, &v).err().map(Notice::error),
        None => session.rule_loss(ground, loser, opponent_can_mate).err().map(Notice::error),
    };
    match refused {
        None => {
            mate.drop_offer(ground);
            Step::Done(Action::None)
        }
        Some(e) => Step::Stay(Action::Notice(e)),
    }
}
