//! A loss offered on the recording screen, in one step: on time when a flag fell (FIDE 6.9,
//! R33), or after a second completed illegal move of a side (FIDE 7.5.5) — unless the opponent
//! cannot mate (R27a), as the analyser decided or the arbiter answers. The analysis itself is
//! the can-mate tools'; this decision rules on its verdict when it agrees with the answer.

use super::can_mate;
use super::dialog::Step;
use crate::app::notice::Notice;
use crate::app::screen::{Action, Context};
use iced::Element;
use victoria_record::fide::LossGround;
use victoria_rules::Color;
use victoria_session::session::Session;
use victoria_session::text::Lang;

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

    /// The offer, for the decision bar: what the analyser found with one button, the R27a
    /// question with both answers, or the analysis running with its stop button (`stop`).
    pub fn view<'a, M: Clone + 'a>(
        &self,
        session: &Session,
        lang: Lang,
        mate: &can_mate::State,
        wrap: fn(Message) -> M,
        stop: M,
    ) -> Element<'a, M> {
        let ground = self.ground;
        let (question, ids) = match ground {
            LossGround::Time => ("rec-flag-fell", ("flag-loss", "flag-cannot-mate")),
            LossGround::IllegalMoves => ("rec-fide-loss", ("fide-loss", "fide-cannot-mate")),
        };
        let loser = if self.loser == Color::White { "white" } else { "black" };
        can_mate::loss_offer(
            session,
            lang,
            ground,
            self.loser,
            mate.offer_verdict(ground),
            mate.offer_progress(ground),
            crate::t!(lang, question, loser = loser),
            move |loser, opponent_can_mate| wrap(Message::Rule { ground, loser, opponent_can_mate }),
            stop,
            ids,
        )
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
