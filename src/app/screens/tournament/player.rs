//! The player form of the Tournament screen: a late entry's details, or an entrant's being
//! corrected ("Correct" fills it, Esc or "Cancel" leaves it, "Save the details" journals them).
//! The form's fields and whom it corrects live in [`Form`], changed only by its [`Message`].

use crate::app::notice::Notice;
use crate::app::screen::Action;
use crate::app::theme;
use crate::app::ui::{self, btn_small_primary};
use iced::widget::{column, row, text, text_input};
use iced::{Element, Length};
use victoria_session::tournament::{PlayerForm, TournamentSession};
use victoria_words::Lang;

use super::Fact;
use super::widgets::small;

/// A field of the player form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerField {
    Name,
    Rating,
    Title,
    Club,
    Federation,
    FideId,
}

/// The form: the details as typed, and the entrant they correct (`None`: a new player).
#[derive(Debug, Default)]
pub struct Form {
    fields: PlayerForm,
    editing: Option<u32>,
}

#[derive(Clone, Debug)]
pub enum Message {
    /// A field typed.
    Field(PlayerField, String),
    /// Enter the typed player, or save the corrected details.
    Submit,
    /// Correct an entrant's details: the form takes them.
    Edit(u32),
    /// Leave the correction: the form is empty again.
    Cancel,
}

impl Message {
    /// Typing into a field: the focus stays there.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Field(..))
    }
}

/// The id of the form's first field (the keyboard goes there when a correction begins and
/// after a player is entered or corrected).
const NAME_FIELD: &str = "tour-player-name";

impl Form {
    /// The details as typed.
    pub fn fields(&self) -> &PlayerForm {
        &self.fields
    }

    /// The entrant whose details the form corrects (`None`: it enters a new player).
    pub fn editing(&self) -> Option<u32> {
        self.editing
    }

    fn clear(&mut self) {
        *self = Form::default();
    }

    /// The form changed, or its player entered into `session`; the screen's `notice` says what
    /// was done or why not.
    pub(super) fn update(
        &mut self,
        msg: Message,
        session: &mut TournamentSession,
        notice: &mut Option<Notice>,
    ) -> Action<Message> {
        match msg {
            Message::Field(field, v) => *self.field(field) = v,
            Message::Edit(n) => {
                if let Some(form) = session.player_form(n) {
                    self.fields = form;
                    self.editing = Some(n);
                    *notice = None;
                    return Action::focus(NAME_FIELD);
                }
            }
            Message::Cancel => self.clear(),
            Message::Submit => {
                let done = match self.editing {
                    Some(n) => session.edit_player(n, &self.fields).map(|()| n),
                    None => session.add_player(&self.fields),
                };
                match done {
                    Ok(number) => {
                        let name = self.fields.name.trim().to_string();
                        let fact = match self.editing {
                            Some(_) => Fact::PlayerCorrected { number, name },
                            None => Fact::PlayerAdded { number, name },
                        };
                        self.clear();
                        *notice = Some(Notice::info(fact));
                        // The next entrant is typed from the name field (issue 39).
                        return Action::focus(NAME_FIELD);
                    }
                    Err(e) => *notice = Some(Notice::error(e)),
                }
            }
        }
        Action::None
    }

    fn field(&mut self, field: PlayerField) -> &mut String {
        let f = &mut self.fields;
        match field {
            PlayerField::Name => &mut f.name,
            PlayerField::Rating => &mut f.rating,
            PlayerField::Title => &mut f.title,
            PlayerField::Club => &mut f.club,
            PlayerField::Federation => &mut f.federation,
            PlayerField::FideId => &mut f.fide_id,
        }
    }

    /// The form over the players' table; a round robin under way takes no late entry, so
    /// only a correction shows the fields then.
    pub fn view<'a>(&'a self, session: &TournamentSession, lang: Lang) -> Element<'a, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let tournament = session.tournament();
        // A round robin's table is fixed once round 1 is paired: no late entry is offered (a
        // correction of an entrant's details still is).
        let closed = matches!(tournament.system, victoria_tournament::PairingSystem::RoundRobin { .. })
            && !tournament.played.is_empty();
        if closed && self.editing.is_none() {
            return ui::note(t("tg-entries-closed"));
        }
        let input = |hint: &str, id: &'static str, field: PlayerField, w: Length| {
            let value = match field {
                PlayerField::Name => &self.fields.name,
                PlayerField::Rating => &self.fields.rating,
                PlayerField::Title => &self.fields.title,
                PlayerField::Club => &self.fields.club,
                PlayerField::Federation => &self.fields.federation,
                PlayerField::FideId => &self.fields.fide_id,
            };
            text_input(&t(hint), value)
                .id(id)
                .style(theme::field)
                .on_input(move |v| Message::Field(field, v))
                .on_submit(Message::Submit)
                .size(15)
                .padding(5)
                .width(w)
        };
        let first = row![
            input("tg-player-name", NAME_FIELD, PlayerField::Name, Length::FillPortion(3)),
            input("tg-player-rating", "tour-player-rating", PlayerField::Rating, Length::Fixed(90.0)),
            input("tg-player-title", "tour-player-title", PlayerField::Title, Length::Fixed(80.0)),
            input("tg-player-fide-id", "tour-player-fide-id", PlayerField::FideId, Length::Fixed(130.0)),
        ]
        .spacing(8);
        let mut second = row![
            input("tg-player-club", "tour-player-club", PlayerField::Club, Length::FillPortion(3)),
            input("tg-player-federation", "tour-player-federation", PlayerField::Federation, Length::Fixed(110.0)),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        second = match self.editing {
            Some(_) => second
                .push(btn_small_primary(t("tg-save-player"), "tour-add-player", Some(Message::Submit)))
                .push(small(t("tg-cancel-edit"), false, Some(Message::Cancel))),
            None => second.push(btn_small_primary(t("tg-add-player"), "tour-add-player", Some(Message::Submit))),
        };
        let mut form = column![].spacing(6);
        if let Some(n) = self.editing {
            let name = tournament.player(n).map(|p| p.name.clone()).unwrap_or_default();
            form = form.push(text(crate::t!(lang, "tg-correcting", number = n, name = name.as_str())).size(14));
        }
        form.push(first).push(second).into()
    }
}
