//! Draw offers on the recording screen (R28): a button per side logs who offered at which
//! move, through the desk (journaled, and printed on the score sheet); while an offer waits,
//! the arbiter records the answer — accepting records the draw by agreement as the result.
//! A sub-screen without state of its own: everything it shows is the session's.

use crate::app::keys::{Action as Key, with_key};
use crate::app::screen::{Action, Context};
use crate::app::ui::{self, btn_primary, btn_secondary, btn_small};
use iced::Element;
use iced::widget::column;
use victoria_rules::Color;
use victoria_session::session::Session;
use victoria_words::Lang;
use victoria_words::{Said, Words as _};

#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// This side offers a draw.
    Offer(Color),
    /// The pending offer is accepted (`true`) or declined.
    Answer(bool),
}

/// Applies a message through the session (the offer shows in the decision bar), or the
/// desk's refusal. An
/// accepted draw is the game's result (the screen sees it there).
pub fn update(msg: Message, ctx: &mut Context) -> Action<Message> {
    let Some(session) = ctx.session() else { return Action::None };
    match msg {
        // The offer waiting is shown once, in the decision bar with its answers: no notice
        // repeats it.
        Message::Offer(by) => match session.offer_draw(by) {
            Ok(_) => Action::None,
            Err(e) => Action::error(e),
        },
        Message::Answer(accepted) => match session.answer_draw(accepted) {
            Ok(true) => Action::None,
            Ok(false) => Action::info(Said::with(|lang| crate::t!(lang, "app-draw-declined"))),
            Err(e) => Action::error(e),
        },
    }
}

/// The buttons of the action row: an offer per side, or the answers to the offer waiting.
pub fn buttons<'a>(session: &Session, lang: Lang) -> Vec<Element<'a, Message>> {
    let open = session.result().is_none() && session.is_playing();
    if session.pending_draw().is_some() {
        return vec![
            btn_primary(
                with_key(crate::t!(lang, "app-accept-draw"), Key::AcceptDraw),
                "draw-accept",
                open.then_some(Message::Answer(true)),
            ),
            btn_secondary(
                with_key(crate::t!(lang, "app-decline-draw"), Key::DeclineDraw),
                "draw-decline",
                open.then_some(Message::Answer(false)),
            ),
        ];
    }
    Color::ALL
        .into_iter()
        .map(|c| {
            let (id, key) = if c == Color::White {
                ("draw-offer-white", Key::DrawByWhite)
            } else {
                ("draw-offer-black", Key::DrawByBlack)
            };
            btn_small(
                with_key(crate::t!(lang, "app-offers-draw", color = c), key),
                id,
                open.then_some(Message::Offer(c)),
            )
        })
        .collect()
}

/// The answered offers, for the screen's details area (the one waiting is in the decision
/// bar); `None` when there is none.
pub fn lines<'a>(session: &Session, lang: Lang) -> Option<Element<'a, Message>> {
    let mut col = column![].spacing(2);
    let mut any = false;
    for o in session.draw_offers().iter().filter(|o| o.accepted.is_some()) {
        col = col.push(ui::note(o.words(lang)));
        any = true;
    }
    any.then(|| col.into())
}
