//! The new event's form of the Tournament screen, shown while no tournament is open: its name,
//! game, pairing system (a Swiss event's rounds), time control, city and chief arbiter. The
//! event is made in the folder typed above it; a refusal is said and nothing is written. The
//! form's fields live in [`Form`], changed only by its [`Message`].

use crate::app::notice::Notice;
use crate::app::pick::pick;
use crate::app::theme;
use crate::app::ui::{self, btn_primary};
use iced::widget::{column, container, row, text, text_input};
use iced::{Element, Length};
use std::path::PathBuf;
use victoria_rules::Ruleset;
use victoria_session::tournament::{NewEvent, TournamentSession};
use victoria_tournament::PairingSystem;
use victoria_words::Lang;

use super::Fact;

/// The width of the game's list: "Классические шахматы" at 15 px with the list's padding and
/// arrow (at 200 px it was cut to "Классические").
pub const GAME_WIDTH: f32 = 240.0;
/// The width of the system's list (its longest value is the Russian Baku one).
pub const SYSTEM_WIDTH: f32 = 450.0;

/// The pairing systems a new event can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SystemChoice {
    RoundRobin,
    DoubleRoundRobin,
    Swiss,
    SwissBaku,
}

impl SystemChoice {
    pub const ALL: [SystemChoice; 4] =
        [SystemChoice::RoundRobin, SystemChoice::DoubleRoundRobin, SystemChoice::Swiss, SystemChoice::SwissBaku];

    pub fn system(self) -> PairingSystem {
        match self {
            SystemChoice::RoundRobin => PairingSystem::RoundRobin { double: false },
            SystemChoice::DoubleRoundRobin => PairingSystem::RoundRobin { double: true },
            SystemChoice::Swiss => PairingSystem::Swiss { baku_acceleration: false },
            SystemChoice::SwissBaku => PairingSystem::Swiss { baku_acceleration: true },
        }
    }

    fn key(self) -> &'static str {
        match self {
            SystemChoice::RoundRobin => "rr",
            SystemChoice::DoubleRoundRobin => "drr",
            SystemChoice::Swiss => "swiss",
            SystemChoice::SwissBaku => "swiss-baku",
        }
    }

    fn is_swiss(self) -> bool {
        matches!(self, SystemChoice::Swiss | SystemChoice::SwissBaku)
    }
}

/// A choice of a pick list with its words (the list shows them).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Labelled<T> {
    value: T,
    label: String,
}

impl<T> std::fmt::Display for Labelled<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// The form as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    name: String,
    game: Ruleset,
    system: SystemChoice,
    /// A Swiss event's rounds, as typed.
    rounds: String,
    time_control: String,
    city: String,
    chief_arbiter: String,
}

impl Default for Form {
    fn default() -> Self {
        Form {
            name: String::new(),
            game: Ruleset::Victoria,
            system: SystemChoice::RoundRobin,
            rounds: String::new(),
            time_control: String::new(),
            city: String::new(),
            chief_arbiter: String::new(),
        }
    }
}

/// A field of the form typed or chosen, or the event made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Name(String),
    Game(Ruleset),
    System(SystemChoice),
    Rounds(String),
    TimeControl(String),
    City(String),
    ChiefArbiter(String),
    /// Make the new event in the typed folder and open it.
    Create,
}

impl Form {
    /// A field changed, or the event made in `folder`: the session made is returned (and the
    /// form emptied); a refusal goes to the screen's `notice`.
    pub(super) fn update(
        &mut self,
        msg: Message,
        folder: &str,
        notice: &mut Option<Notice>,
    ) -> Option<TournamentSession> {
        match msg {
            Message::Name(v) => self.name = v,
            Message::Game(v) => self.game = v,
            Message::System(v) => self.system = v,
            Message::Rounds(v) => self.rounds = v,
            Message::TimeControl(v) => self.time_control = v,
            Message::City(v) => self.city = v,
            Message::ChiefArbiter(v) => self.chief_arbiter = v,
            Message::Create => match self.create(folder) {
                Ok(d) => {
                    *self = Form::default();
                    return Some(d);
                }
                Err(n) => *notice = Some(n),
            },
        }
        None
    }

    /// The form's event, made in `folder`.
    fn create(&self, folder: &str) -> Result<TournamentSession, Notice> {
        let dir = PathBuf::from(folder.trim());
        if dir.as_os_str().is_empty() {
            return Err(Notice::error(Fact::NoFolder));
        }
        let rounds = if self.system.is_swiss() {
            match self.rounds.trim().parse::<u32>() {
                Ok(n) if n > 0 => n,
                _ => return Err(Notice::error(Fact::BadRounds(self.rounds.trim().to_string()))),
            }
        } else {
            0
        };
        let new = NewEvent {
            name: self.name.clone(),
            ruleset: self.game,
            system: self.system.system(),
            rounds,
            time_control: self.time_control.clone(),
            city: self.city.clone(),
            chief_arbiter: self.chief_arbiter.clone(),
        };
        TournamentSession::create(&dir, new).map_err(Notice::error)
    }

    /// The form: it is made in the folder typed above.
    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let field = |hint: String, value: &str, id: &'static str, on: fn(String) -> Message| {
            text_input(&hint, value).id(id).style(theme::field).on_input(on).padding(6)
        };
        let mut choices = self.choices(lang);
        if self.system.is_swiss() {
            choices = choices.push(
                field(t("tg-new-rounds"), &self.rounds, "tour-new-rounds", Message::Rounds).width(Length::Fixed(120.0)),
            );
        }
        container(
            column![
                text(t("tg-new-title")).size(18),
                ui::note(t("tg-new-about")),
                field(t("tg-new-name"), &self.name, "tour-new-name", Message::Name),
                choices,
                row![
                    field(t("tg-new-time"), &self.time_control, "tour-new-time", Message::TimeControl)
                        .width(Length::FillPortion(1)),
                    field(t("tg-new-city"), &self.city, "tour-new-city", Message::City).width(Length::FillPortion(1)),
                    field(t("tg-new-chief"), &self.chief_arbiter, "tour-new-chief", Message::ChiefArbiter)
                        .width(Length::FillPortion(1)),
                ]
                .spacing(8),
                btn_primary(t("tg-create"), "tour-create", Some(Message::Create)),
            ]
            .spacing(10),
        )
        .padding(20)
        .width(Length::Fill)
        .style(theme::card)
        .into()
    }

    /// The game and the pairing system.
    fn choices(&self, lang: Lang) -> iced::widget::Row<'_, Message> {
        let games: Vec<Labelled<Ruleset>> = [Ruleset::Victoria, Ruleset::Classical]
            .into_iter()
            .map(|g| Labelled { value: g, label: crate::t!(lang, "tg-game", game = g.key()) })
            .collect();
        let game = games.iter().find(|g| g.value == self.game).cloned();
        let systems: Vec<Labelled<SystemChoice>> = SystemChoice::ALL
            .into_iter()
            .map(|s| Labelled { value: s, label: crate::t!(lang, "tdesk-system", system = s.key()) })
            .collect();
        let system = systems.iter().find(|s| s.value == self.system).cloned();
        row![
            container(pick(
                "pick-new-game",
                games,
                game,
                |g: Labelled<Ruleset>| Message::Game(g.value),
                Length::Fixed(GAME_WIDTH),
                Some(15.0)
            ))
            .id("tour-new-game"),
            container(pick(
                "pick-new-system",
                systems,
                system,
                |s: Labelled<SystemChoice>| Message::System(s.value),
                Length::Fixed(SYSTEM_WIDTH),
                Some(15.0)
            ))
            .id("tour-new-system"),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
    }
}
