//! The New game screen: the event data (event, site, date, round, board, players, arbiter,
//! club) and every rule option of `OPTION_INFO`, each with its ruling and one-line explanation.
//! A bad value (a reserve pool that is not a number, an open split of a pool not divisible by 5)
//! is named and blocks the start; nothing else is checked here.

use crate::app::i18n::{self, Lang, Text};
use crate::app::theme;
use crate::app::ui::{self, btn_primary, btn_secondary, tr};
use crate::rules::options::{OPTION_INFO, ReserveVisibility};
use crate::rules::{Options, Rules};
use iced::widget::{column, container, pick_list, row, scrollable, text, text_input};
use iced::{Element, Length};

pub use crate::app::model::{EventFields, Field};

/// The label of a field on the form.
impl Field {
    /// The phrase that labels the field.
    pub fn label(self) -> Text {
        match self {
            Field::Event => Text::FieldEvent,
            Field::Site => Text::FieldSite,
            Field::Date => Text::FieldDate,
            Field::Round => Text::FieldRound,
            Field::Board => Text::FieldBoard,
            Field::White => Text::White,
            Field::Black => Text::Black,
            Field::Arbiter => Text::FieldArbiter,
            Field::Club => Text::FieldClub,
        }
    }
}

#[derive(Clone, Debug)]
pub struct State {
    pub fields: EventFields,
    pub options: Options,
    pub pool: String,
    pub problems: Vec<String>,
}

impl Default for State {
    fn default() -> State {
        let mut fields = EventFields::default();
        fields.set(Field::Date, chrono::Local::now().format("%Y-%m-%d").to_string());
        fields.set(Field::Round, "1".into());
        fields.set(Field::Board, "1".into());
        let options = Options::default();
        State { fields, pool: options.reserve_pool.to_string(), options, problems: Vec::new() }
    }
}

#[derive(Clone, Debug)]
pub enum Message {
    Field(Field, String),
    /// An option key and its new value.
    Option(&'static str, String),
    Pool(String),
    Start,
    /// Start a game of Synthesis chess instead (issue 7): the standard setup, no schemes,
    /// bastions or reserves; recording begins at once.
    StartSynthesis,
    Back,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    None,
    Back,
    Start(Box<(EventFields, Rules)>),
}

impl State {
    /// The problems of the form as it stands, each naming its field (empty when it can start).
    pub fn check(&self, lang: Lang) -> Vec<String> {
        let mut v = Vec::new();
        match self.pool.trim().parse::<u16>() {
            Ok(n) if n >= 5 => {
                if self.options.reserve_visibility == ReserveVisibility::Open && n % 5 != 0 {
                    v.push(i18n::pool_not_multiple(lang, n));
                }
            }
            _ => v.push(i18n::pool_bad(lang, &self.pool)),
        }
        v
    }

    pub fn update(&mut self, msg: Message, lang: Lang) -> Event {
        match msg {
            Message::Field(f, s) => self.fields.set(f, s),
            Message::Option(key, value) => {
                if let Err(e) = self.options.set(key, &value) {
                    self.problems = vec![e.text(lang)];
                    return Event::None;
                }
            }
            Message::Pool(s) => {
                self.pool = s;
                if let Ok(n) = self.pool.trim().parse::<u16>()
                    && n >= 5
                {
                    self.options.reserve_pool = n;
                }
            }
            Message::Back => return Event::Back,
            Message::StartSynthesis => {
                self.problems = self.check(lang);
                if self.problems.is_empty() {
                    let rules = Rules { ruleset: crate::rules::Ruleset::Synthesis, options: self.options };
                    return Event::Start(Box::new((self.fields.clone(), rules)));
                }
                return Event::None;
            }
            Message::Start => {
                self.problems = self.check(lang);
                if self.problems.is_empty() {
                    return Event::Start(Box::new((self.fields.clone(), Rules::victoria(self.options))));
                }
                return Event::None;
            }
        }
        self.problems = self.check(lang);
        Event::None
    }

    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        let mut event = column![ui::subheading(tr(lang, Text::EventData))].spacing(8);
        for f in Field::ALL {
            event =
                event.push(ui::field(tr(lang, f.label()), f.id(), self.fields.get(f), move |s| Message::Field(f, s)));
        }
        let mut opts = column![ui::subheading(tr(lang, Text::RuleOptions))].spacing(10);
        for info in OPTION_INFO {
            let current = self.options.get(info.key).unwrap_or_default();
            let control: Element<'_, Message> = if info.key == "reserve_pool" {
                text_input("50", &self.pool)
                    .id("option-reserve_pool")
                    .on_input(Message::Pool)
                    .width(Length::Fixed(120.0))
                    .padding(5)
                    .into()
            } else {
                // The values in the screen's language; the record keeps the key.
                let values: Vec<Choice> = info.values.iter().map(|v| Choice::new(lang, info, v)).collect();
                let selected = values.iter().find(|c| c.key == current).cloned();
                let key = info.key;
                pick_list(values, selected, move |c: Choice| Message::Option(key, c.key.to_string()))
                    .width(Length::Fixed(190.0))
                    .into()
            };
            opts = opts.push(
                column![
                    row![text(format!("{} ({})", info.label(lang), info.ruling)).width(Length::Fill).size(15), control]
                        .spacing(8)
                        .align_y(iced::Alignment::Center),
                    ui::note(info.about_in(lang)),
                ]
                .spacing(2),
            );
        }
        let mut problems = column![].spacing(4);
        for p in &self.problems {
            problems = problems.push(text(p.clone()).color(theme::PROBLEM));
        }
        let buttons = row![
            btn_secondary(tr(lang, Text::Back), "new-back", Some(Message::Back)),
            btn_primary(tr(lang, Text::StartSchemes), "new-start", self.problems.is_empty().then_some(Message::Start)),
            btn_secondary(
                tr(lang, Text::StartSynthesis),
                "new-start-synthesis",
                self.problems.is_empty().then_some(Message::StartSynthesis)
            ),
        ]
        .spacing(12);
        column![
            ui::heading(tr(lang, Text::NewGame)),
            row![
                container(column![event, problems, buttons].spacing(16))
                    .padding(16)
                    .width(Length::FillPortion(2))
                    .style(theme::card),
                container(scrollable(opts).height(Length::Fill))
                    .padding(16)
                    .width(Length::FillPortion(3))
                    .style(theme::card),
            ]
            .spacing(16)
        ]
        .spacing(12)
        .into()
    }
}

/// An option's value as the form shows it: its words in the screen's language, its key for the
/// record.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Choice {
    key: &'static str,
    words: String,
}

impl Choice {
    fn new(lang: Lang, info: &crate::rules::options::OptionInfo, key: &'static str) -> Choice {
        Choice { key, words: info.value_words(lang, key) }
    }
}

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words)
    }
}
