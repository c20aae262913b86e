//! The print choice of the Tournament screen: which print (pairings, standings, crosstable…)
//! the Print button writes as a PDF into the tournament folder. The choice lives in [`Choice`];
//! the list and the button are drawn beside the screen's other actions.

use crate::app::notice::Notice;
use crate::app::ui::btn_secondary;
use iced::widget::container;
use iced::{Element, Length};
use victoria_session::tournament::{PrintKind, TournamentSession};
use victoria_words::Lang;

use super::Fact;

/// The width of the list (the row of actions beside it must still fit 1024 px in Russian; the
/// standings print is "Положение" there, as its tab: "Турнирное положение" ran under the arrow).
pub const WIDTH: f32 = 210.0;

/// A print of the list, with its words (the list shows them).
#[derive(Clone, Debug, PartialEq, Eq)]
struct PrintItem {
    kind: PrintKind,
    label: String,
}

impl std::fmt::Display for PrintItem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// The print chosen (`None`: the first of the list, the pairings).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    kind: Option<PrintKind>,
}

#[derive(Clone, Debug)]
pub enum Message {
    Choose(PrintKind),
    /// Write the chosen print.
    Print,
}

impl Choice {
    /// The print the button writes.
    pub fn kind(&self) -> PrintKind {
        self.kind.unwrap_or(PrintKind::Pairings)
    }

    /// A print chosen, or written (of `round`, in `lang`) into the folder of `session`; the
    /// screen's `notice` says where, or why not.
    pub(super) fn update(
        &mut self,
        msg: Message,
        session: Option<&TournamentSession>,
        round: u32,
        lang: Lang,
        notice: &mut Option<Notice>,
    ) {
        match msg {
            Message::Choose(k) => self.kind = Some(k),
            Message::Print => {
                let Some(d) = session else { return };
                *notice = Some(match d.print(self.kind(), round, victoria_sheet::Paper::A4, lang) {
                    Ok(p) => Notice::info(Fact::Printed(p)),
                    Err(e) => Notice::error(e),
                });
            }
        }
    }

    /// The list of prints and the Print button (offered once a round is shown, for a print of
    /// a round).
    pub fn view<'a>(&self, round: u32, lang: Lang) -> [Element<'a, Message>; 2] {
        let items: Vec<PrintItem> =
            PrintKind::ALL.iter().map(|&kind| PrintItem { kind, label: kind.words(lang) }).collect();
        let chosen = items.iter().find(|i| Some(i.kind) == self.kind).cloned().or_else(|| items.first().cloned());
        let needs_round = chosen.as_ref().is_some_and(|c| c.kind.of_round());
        let can_print = !needs_round || round > 0;
        [
            container(crate::app::pick::pick(
                "pick-print-what",
                items,
                chosen,
                |i: PrintItem| Message::Choose(i.kind),
                Length::Fixed(WIDTH),
                Some(15.0),
            ))
            .id("tour-print-what")
            .into(),
            btn_secondary(crate::t!(lang, "tg-print"), "tour-print", can_print.then_some(Message::Print)),
        ]
    }
}
