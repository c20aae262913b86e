//! The bastion draw for `blind` (R8): per side, either the app's virtual bag draws lot by lot
//! (every lot shown, set-aside lots with the reason), or the arbiter types the lots drawn from a
//! real bag and an impossible one is refused with the reason. The draw itself, its randomness
//! and its log belong to the record library; this screen drives it through the session.

use crate::app::board;
use crate::app::screen::{Action, Context, Look, Request};
use crate::app::theme;
use crate::app::ui::{self, btn, btn_primary};
use iced::widget::{column, container, row, scrollable, text, text_input};
use iced::{Element, Length};
use victoria_rules::Color;
use victoria_session::session::LotLine;
use victoria_words::{Said, Words as _};

#[derive(Clone, Debug, Default)]
pub struct State {
    /// Squares typed from the physical bag, White then Black.
    input: [String; 2],
    /// The answer to the last action (refusal or set-aside reason).
    notice: Option<(bool, Said)>,
}

#[derive(Clone, Debug)]
pub enum Message {
    Virtual(Color),
    Input(Color, String),
    Physical(Color),
    Continue,
}

impl Message {
    /// Typing a lot: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Input(..))
    }
}

impl State {
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        let Some(session) = ctx.session() else { return Action::None };
        match msg {
            Message::Virtual(c) => self.show(session.draw_lot(c).map_err(Into::into)),
            Message::Input(c, s) => self.input[c.index()] = s,
            Message::Physical(c) => {
                let sq = std::mem::take(&mut self.input[c.index()]);
                if !sq.trim().is_empty() {
                    self.show(session.enter_lot(c, sq.trim()).map_err(Into::into));
                }
            }
            Message::Continue => {
                if Color::ALL.iter().all(|c| session.bastions_missing(*c) == 0) {
                    return Request::Play.into();
                }
            }
        }
        Action::None
    }

    /// The answer to the last lot: accepted or not, and its words.
    pub fn notice(&self) -> Option<&(bool, Said)> {
        self.notice.as_ref()
    }

    fn show(&mut self, r: Result<LotLine, Said>) {
        self.notice = Some(match r {
            Ok(l) if l.accepted => (
                true,
                Said::with(move |lang| crate::t!(lang, "app-lot-accepted", color = l.side, square = l.square.as_str())),
            ),
            Ok(l) => (
                false,
                Said::with(move |lang| {
                    crate::t!(
                        lang,
                        "app-lot-set-aside",
                        color = l.side,
                        square = l.square.as_str(),
                        why = lot_reason(lang, &l.square, l.held_by.as_ref())
                    )
                }),
            ),
            Err(e) => (false, e),
        });
    }

    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let Some(session) = look.session else { return column![].into() };
        let (lang, board_view) = (look.lang, look.board);
        let mut sides = column![].spacing(14);
        for c in Color::ALL {
            let left = session.bastions_missing(c);
            let (vid, pid, iid, eid) = match c {
                Color::White => ("draw-virtual-white", "draw-physical-white", "draw-input-white", "draw-enter-white"),
                Color::Black => ("draw-virtual-black", "draw-physical-black", "draw-input-black", "draw-enter-black"),
            };
            let _ = pid;
            sides = sides.push(
                column![
                    ui::subheading(format!("{} — {} {}", c.words(lang), crate::t!(lang, "app-bastions-left"), left)),
                    btn(crate::t!(lang, "app-draw-from-bag"), vid, (left > 0).then_some(Message::Virtual(c))),
                    // The lot from the real bag on a line of its own: beside the virtual bag's
                    // button its hint was cut (the Xvfb walk of issue 39).
                    row![
                        text_input(&crate::t!(lang, LOT_HINT), &self.input[c.index()])
                            .id(iid)
                            .style(crate::app::theme::field)
                            .on_input(move |s| Message::Input(c, s))
                            .on_submit(Message::Physical(c))
                            .width(Length::Fixed(LOT_FIELD))
                            .padding(5),
                        btn(crate::t!(lang, "app-enter-lot"), eid, (left > 0).then_some(Message::Physical(c))),
                    ]
                    .spacing(8),
                ]
                .spacing(6),
            );
        }
        if let Some((ok, n)) = &self.notice {
            sides = sides.push(container(text(n.words(lang)).size(16)).padding(8).width(Length::Fill).style(if *ok {
                theme::info
            } else {
                theme::flag_check
            }));
        }
        let mut log = column![ui::subheading(crate::t!(lang, "app-lot-log"))].spacing(3);
        for (i, l) in session.lots().iter().enumerate() {
            let how = crate::t!(lang, if l.physical { "app-real-bag" } else { "app-virtual-bag" });
            let line = if l.accepted {
                format!("{}. {} {} — {} ({how})", i + 1, l.side.words(lang), l.square, crate::t!(lang, "app-accepted"))
            } else {
                format!(
                    "{}. {} {} — {}: {} ({how})",
                    i + 1,
                    l.side.words(lang),
                    l.square,
                    crate::t!(lang, "app-set-aside"),
                    lot_reason(lang, &l.square, l.held_by.as_ref())
                )
            };
            log = log.push(text(line).size(14).color(if l.accepted { theme::FINE } else { theme::MUTED }));
        }
        let done = Color::ALL.iter().all(|c| session.bastions_missing(*c) == 0);
        column![
            ui::heading(crate::t!(lang, "app-bastion-draw")),
            ui::note(crate::t!(lang, "app-bastion-draw-hint")),
            row![
                container(board::board(board_view, None, 600.0)).style(theme::card).padding(6),
                container(
                    column![
                        sides,
                        scrollable(log).spacing(6).height(Length::Fixed(260.0)),
                        btn_primary(
                            crate::t!(lang, "app-start-recording"),
                            "draw-continue",
                            done.then_some(Message::Continue)
                        ),
                    ]
                    .spacing(14)
                )
                .padding(14)
                .width(Length::Fill)
                .style(theme::card),
            ]
            .spacing(14)
        ]
        .spacing(10)
        .into()
    }
}

/// Why a lot on `sq` was set aside (what stood there), in the language; nothing when nothing did.
fn lot_reason(lang: victoria_words::Lang, sq: &str, held: Option<&victoria_record::Occupant>) -> String {
    held.map(|h| victoria_session::i18n::record::lot_set_aside(lang, sq, h)).unwrap_or_default()
}

/// The width of the field for a lot from the real bag.
const LOT_FIELD: f32 = 300.0;

/// The lot field's placeholder (its catalogue id).
pub const LOT_HINT: &str = "app-lot-from-real-bag";
