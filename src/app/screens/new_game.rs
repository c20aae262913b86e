//! The New game screen: the game is chosen first (Victoria, classical chess, Synthesis chess),
//! then only that game's rule options of `OPTION_INFO` appear, each with its ruling and one-line
//! explanation, beside presets of common club settings ([`ClubPreset`]) that set the options and
//! the time control in one click. Then the event data (event, site, date, round, board, players,
//! arbiter, club) and the time control (a preset, none, or a custom text such as
//! `40/90+30, 30+30`, R33). A bad value (a date that is not an ISO day, a round or board that is
//! not `3` or `3.1`, a custom time control that does not parse, a reserve pool that is not a
//! number, an open split of a pool not divisible by 5) is named with its reason and blocks the
//! start. After a game, the form starts from that game's ruleset, event (the next round
//! suggested), time control and options.

use crate::app::notice::Notice;
use crate::app::screen::{Action, Context, Look, Request};
use crate::app::theme;
use crate::app::ui::{self, btn_primary, btn_secondary};
use crate::i18n::Words;
use iced::widget::{button, column, container, row, scrollable, text, text_input};
use iced::{Element, Length};
use victoria_record::EventInfo;
use victoria_record::time_control::{Preset, TimeControl};
use victoria_rules::options::{OPTION_INFO, OptionInfo, ReserveVisibility};
use victoria_rules::{Options, Rules, Ruleset};
use victoria_session::session::Session;
use victoria_words::Lang;

pub use victoria_session::model::{EventFields, Field};

/// The time control chosen on the form.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ClockChoice {
    /// No clocks.
    #[default]
    None,
    Preset(Preset),
    /// The periods typed in the custom field.
    Custom,
}

impl ClockChoice {
    pub const ALL: [ClockChoice; 5] = [
        ClockChoice::None,
        ClockChoice::Preset(Preset::Classical),
        ClockChoice::Preset(Preset::Rapid),
        ClockChoice::Preset(Preset::Blitz),
        ClockChoice::Custom,
    ];

    /// The key of `tc-preset` in the catalogue.
    fn key(self) -> &'static str {
        match self {
            ClockChoice::None => "none",
            ClockChoice::Preset(p) => p.key(),
            ClockChoice::Custom => "custom",
        }
    }

    /// The time control of a preset or of none (a custom one is in its field).
    pub fn control(self) -> Option<TimeControl> {
        match self {
            ClockChoice::Preset(p) => Some(p.control()),
            ClockChoice::None | ClockChoice::Custom => None,
        }
    }

    /// The choice in words.
    pub fn words(self, lang: Lang) -> String {
        crate::t!(lang, "tc-preset", preset = self.key())
    }

    /// The choice's short name, as the list shows it (the words are written below it).
    pub fn label(self, lang: Lang) -> String {
        crate::t!(lang, "ng-tc-short", preset = self.key())
    }
}

/// A choice of the time control list, with its words (the list shows them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockItem {
    pub choice: ClockChoice,
    pub label: String,
}

impl std::fmt::Display for ClockItem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// The games the form offers, in the order of its buttons.
pub const GAMES: [Ruleset; 3] = [Ruleset::Victoria, Ruleset::Classical, Ruleset::Synthesis];

/// The button id of a game on the form.
pub fn game_id(game: Ruleset) -> &'static str {
    match game {
        Ruleset::Victoria => "game-victoria",
        Ruleset::Classical => "game-classical",
        Ruleset::Synthesis => "game-synthesis",
    }
}

/// The options the form shows for `game`, in `OPTION_INFO`'s order: Victoria has every option
/// of RULINGS.md (R8–R29), Synthesis its own two (S21, S24) and the illegal move penalty
/// (R29), classical chess only the illegal move penalty.
pub fn options_of(game: Ruleset) -> Vec<&'static OptionInfo> {
    let synthesis_only = |k: &str| matches!(k, "self_check" | "castling_synthesis");
    OPTION_INFO
        .iter()
        .filter(|o| match game {
            Ruleset::Victoria => !synthesis_only(o.key),
            Ruleset::Synthesis => synthesis_only(o.key) || o.key == "illegal_move_penalty",
            Ruleset::Classical => o.key == "illegal_move_penalty",
        })
        .collect()
}

/// A common club setting: the game it is for, the options it sets (`key=value`, over the
/// rulings' defaults) and the time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClubPreset {
    /// The catalogue key (`ng-preset`) and the end of the button id.
    pub key: &'static str,
    /// The button id on the form.
    pub id: &'static str,
    pub game: Ruleset,
    pub options: &'static [&'static str],
    pub clock: ClockChoice,
}

const FIDE: &str = "illegal_move_penalty=fide";

/// Every preset, by game (see the README's "New game" for what each sets).
pub const PRESETS: &[ClubPreset] = &[
    ClubPreset {
        key: "written",
        id: "preset-victoria-written",
        game: Ruleset::Victoria,
        options: &[],
        clock: ClockChoice::None,
    },
    ClubPreset {
        key: "tournament",
        id: "preset-victoria-tournament",
        game: Ruleset::Victoria,
        options: &[FIDE],
        clock: ClockChoice::Preset(Preset::Classical),
    },
    ClubPreset {
        key: "rapid",
        id: "preset-victoria-rapid",
        game: Ruleset::Victoria,
        options: &[FIDE],
        clock: ClockChoice::Preset(Preset::Rapid),
    },
    ClubPreset {
        key: "blitz",
        id: "preset-victoria-blitz",
        game: Ruleset::Victoria,
        options: &[FIDE, "bastion_placement=blind", "reserve_visibility=open"],
        clock: ClockChoice::Preset(Preset::Blitz),
    },
    ClubPreset {
        key: "learning",
        id: "preset-victoria-learning",
        game: Ruleset::Victoria,
        options: &["reserve=off", "pawn_status=off", "bastion_placement=blind"],
        clock: ClockChoice::None,
    },
    ClubPreset {
        key: "casual",
        id: "preset-classical-casual",
        game: Ruleset::Classical,
        options: &[],
        clock: ClockChoice::None,
    },
    ClubPreset {
        key: "tournament",
        id: "preset-classical-tournament",
        game: Ruleset::Classical,
        options: &[FIDE],
        clock: ClockChoice::Preset(Preset::Classical),
    },
    ClubPreset {
        key: "rapid",
        id: "preset-classical-rapid",
        game: Ruleset::Classical,
        options: &[FIDE],
        clock: ClockChoice::Preset(Preset::Rapid),
    },
    ClubPreset {
        key: "blitz",
        id: "preset-classical-blitz",
        game: Ruleset::Classical,
        options: &[FIDE],
        clock: ClockChoice::Preset(Preset::Blitz),
    },
    ClubPreset {
        key: "written",
        id: "preset-synthesis-written",
        game: Ruleset::Synthesis,
        options: &[],
        clock: ClockChoice::None,
    },
    ClubPreset {
        key: "rapid",
        id: "preset-synthesis-rapid",
        game: Ruleset::Synthesis,
        options: &[FIDE],
        clock: ClockChoice::Preset(Preset::Rapid),
    },
    ClubPreset {
        key: "blitz",
        id: "preset-synthesis-blitz",
        game: Ruleset::Synthesis,
        options: &[FIDE],
        clock: ClockChoice::Preset(Preset::Blitz),
    },
];

impl ClubPreset {
    /// The presets of `game`, in the order of their buttons.
    pub fn of(game: Ruleset) -> impl Iterator<Item = &'static ClubPreset> {
        PRESETS.iter().filter(move |p| p.game == game)
    }

    /// The options it sets: the rulings' defaults with its own pairs over them.
    pub fn options(&self) -> Options {
        let mut o = Options::default();
        for pair in self.options {
            // The pairs are this table's own and all valid (a test sets every one).
            let _ = o.set_pair(pair);
        }
        o
    }

    pub fn label(&self, lang: Lang) -> String {
        crate::t!(lang, "ng-preset", preset = self.key)
    }

    /// What it sets, in words: its clock, then each option it changes, then the rest.
    pub fn about(&self, lang: Lang) -> String {
        let mut parts = vec![self.clock.words(lang)];
        for pair in self.options {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            parts.push(crate::t!(
                lang,
                "ng-preset-sets",
                option = victoria_rules::options::words::label(lang, key),
                value = victoria_rules::options::words::value(lang, value)
            ));
        }
        let rest = if self.options.is_empty() { "ng-preset-defaults" } else { "ng-preset-rest" };
        parts.push(crate::t!(lang, rest));
        parts.join(". ") + "."
    }
}

#[derive(Clone, Debug)]
pub struct State {
    /// The game chosen (Victoria by default); only its options are shown and kept.
    game: Ruleset,
    fields: EventFields,
    options: Options,
    pool: String,
    problems: Vec<String>,
    /// The time control (R33).
    clock: ClockChoice,
    /// The custom time control's text (`40/90+30, 30+30`).
    custom_clock: String,
    /// A position to record from at once (VFEN or FEN, any game); empty: the game's own
    /// start (schemes, or the standard setup).
    position: String,
    /// A tournament's board: the file the game is saved to once started (in the tournament
    /// folder, where "Import results" finds it, or in the app's `live/` folder for a desk of a
    /// live event); `None`: a working file until saved.
    save_to: Option<std::path::PathBuf>,
    /// Where the form was opened from: Back goes there.
    origin: Origin,
}

/// Where the New game form was opened from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Origin {
    /// The Start screen, Ctrl+N, or after a game.
    #[default]
    Start,
    /// A board of the Tournament screen (the chief's own machine).
    Tournament,
    /// The board the chief's hub gave this desk (it joined from the Start screen).
    Desk,
}

impl Default for State {
    fn default() -> State {
        let mut fields = EventFields::default();
        fields.set(Field::Date, chrono::Local::now().format("%Y-%m-%d").to_string());
        fields.set(Field::Round, "1".into());
        fields.set(Field::Board, "1".into());
        let options = Options::default();
        State {
            game: Ruleset::Victoria,
            fields,
            pool: options.reserve_pool.to_string(),
            options,
            problems: Vec::new(),
            clock: ClockChoice::None,
            custom_clock: String::new(),
            position: String::new(),
            save_to: None,
            origin: Origin::Start,
        }
    }
}

impl State {
    /// The New game form: after a game, that game's event (the next round suggested), time
    /// control and options; else the last event started on this machine; else the defaults.
    pub fn new(session: Option<&Session>, last_event: Option<&EventInfo>) -> State {
        match (session, last_event) {
            (Some(s), _) => {
                let r = s.record();
                State::after(&r.event, r.time_control.as_ref(), r.rules)
            }
            (None, Some(e)) => State::after(e, None, Rules::default()),
            (None, None) => State::default(),
        }
    }

    /// The form for the game after one with this event, time control and rules: the same game
    /// and options, the same event, site, arbiter and club, today's date, the next round
    /// suggested, the same board (`record::event::next_game`); the players left to fill.
    pub fn after(last: &EventInfo, time_control: Option<&TimeControl>, rules: Rules) -> State {
        let options = rules.options;
        let mut st = State::default();
        let today = st.fields.get(Field::Date).to_string();
        let next = victoria_record::next_game(last, &today);
        for (f, v) in [
            (Field::Event, &next.event),
            (Field::Site, &next.site),
            (Field::Date, &next.date),
            (Field::Round, &next.round),
            (Field::Board, &next.board),
            (Field::Arbiter, &next.arbiter),
            (Field::Club, &next.club),
        ] {
            st.fields.set(f, v.clone());
        }
        if st.fields.get(Field::Round).is_empty() {
            st.fields.set(Field::Round, "1".into());
        }
        if st.fields.get(Field::Board).is_empty() {
            st.fields.set(Field::Board, "1".into());
        }
        st.game = rules.ruleset;
        st.options = options;
        st.pool = options.reserve_pool.to_string();
        match time_control {
            None => st.clock = ClockChoice::None,
            Some(tc) => match tc.preset() {
                Some(p) => st.clock = ClockChoice::Preset(p),
                None => {
                    st.clock = ClockChoice::Custom;
                    st.custom_clock = tc.text();
                }
            },
        }
        st
    }

    /// The form for a tournament's board (issue 24): the event, its city as the site, today's
    /// date, the round and board, both players by colour, the event's game, options and time
    /// control (a preset when it is one, else the custom text), the event's chief arbiter (else
    /// the arbiter of this desk's last game) and the last game's club; the game is saved to the
    /// board's file in the tournament folder.
    pub fn for_board(b: &victoria_session::tournament::BoardStart, last: Option<&EventInfo>) -> State {
        let mut st = State::default();
        for (f, v) in [
            (Field::Event, b.event.clone()),
            (Field::Site, b.site.clone()),
            (Field::Round, b.round.to_string()),
            (Field::Board, b.board.to_string()),
            (Field::White, b.white.clone()),
            (Field::Black, b.black.clone()),
        ] {
            st.fields.set(f, v);
        }
        if let Some(e) = last {
            st.fields.set(Field::Arbiter, e.arbiter.clone());
            st.fields.set(Field::Club, e.club.clone());
        }
        // The event's chief arbiter over the last game's: a board of the event is his (the walk
        // of issue 38 found the field empty on every board of an event that names him).
        if !b.arbiter.trim().is_empty() {
            st.fields.set(Field::Arbiter, b.arbiter.trim().to_string());
        }
        st.game = b.rules.ruleset;
        st.options = b.rules.options;
        st.pool = st.options.reserve_pool.to_string();
        let tc = b.time_control.trim();
        if !tc.is_empty() {
            match TimeControl::parse(tc) {
                Ok(parsed) => match parsed.preset() {
                    Some(p) => st.clock = ClockChoice::Preset(p),
                    None => {
                        st.clock = ClockChoice::Custom;
                        st.custom_clock = parsed.text();
                    }
                },
                // The event's own text, shown with why it does not read (it blocks the start).
                Err(_) => {
                    st.clock = ClockChoice::Custom;
                    st.custom_clock = tc.to_string();
                }
            }
        }
        st.save_to = Some(b.file.clone());
        st.origin = Origin::Tournament;
        st
    }

    /// The form for the board the chief's hub gave this desk: as [`for_board`](Self::for_board),
    /// the game saved to `b.file` (in the app's `live/` folder), and Back to the Start screen
    /// the desk joined from.
    pub fn for_desk(b: &victoria_session::tournament::BoardStart, last: Option<&EventInfo>) -> State {
        State { origin: Origin::Desk, ..State::for_board(b, last) }
    }

    /// Where the form was opened from.
    pub fn origin(&self) -> Origin {
        self.origin
    }

    /// The event data as typed (trimmed), as the record keeps it.
    pub fn event_info(&self) -> EventInfo {
        event_info(&self.fields)
    }

    /// The preset whose options and time control the form holds now, if any. The clocks are
    /// compared by their periods, so a custom time control typed as a preset's (`15+10`, or a
    /// board's event announcing `40/90+30, 30+30`) is that preset's.
    pub fn preset(&self) -> Option<&'static ClubPreset> {
        let clock = self.time_control().ok()?;
        ClubPreset::of(self.game).find(|p| p.options() == self.options && p.clock.control() == clock)
    }

    /// Sets the options and the time control of `preset` (and its game).
    pub fn apply(&mut self, preset: &ClubPreset) {
        self.game = preset.game;
        self.options = preset.options();
        self.pool = self.options.reserve_pool.to_string();
        self.clock = preset.clock;
    }

    /// The chosen time control; `Err` with the reason for a custom text that does not parse.
    pub fn time_control(&self) -> Result<Option<TimeControl>, victoria_record::time_control::TimeControlError> {
        match self.clock {
            ClockChoice::Custom => TimeControl::parse(&self.custom_clock).map(Some),
            choice => Ok(choice.control()),
        }
    }
}

/// The event data of the form's fields (trimmed), as the record keeps it.
pub fn event_info(fields: &EventFields) -> EventInfo {
    let get = |f: Field| fields.get(f).trim().to_string();
    EventInfo {
        event: get(Field::Event),
        site: get(Field::Site),
        date: get(Field::Date),
        round: get(Field::Round),
        board: get(Field::Board),
        white: get(Field::White),
        black: get(Field::Black),
        arbiter: get(Field::Arbiter),
        club: get(Field::Club),
        sample: None,
    }
}

#[derive(Clone, Debug)]
pub enum Message {
    Field(Field, String),
    /// An option key and its new value.
    Option(&'static str, String),
    Pool(String),
    /// The time control chosen from the list.
    Clock(ClockChoice),
    /// The custom time control's text.
    CustomClock(String),
    /// The position to start from (VFEN or FEN).
    Position(String),
    /// The game chosen: the form shows its options only.
    Game(Ruleset),
    /// A preset of club settings (an index of [`PRESETS`]).
    Preset(usize),
    /// Start the chosen game: Victoria goes on to the schemes; classical and Synthesis chess
    /// start recording at once from the standard setup.
    Start,
    Back,
}

impl Message {
    /// Typing into a field: the focus stays there.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Field(..) | Message::Pool(_) | Message::CustomClock(_) | Message::Position(_))
    }
}

impl State {
    /// The problems of the form as it stands, each naming its field (empty when it can start).
    pub fn check(&self, lang: Lang) -> Vec<String> {
        let mut v: Vec<String> =
            victoria_record::check_event(&self.event_info()).iter().map(|p| p.words(lang)).collect();
        if let Err(e) = self.time_control() {
            v.push(crate::t!(lang, "ng-tc-problem", reason = e.words(lang)));
        }
        if self.game != Ruleset::Victoria {
            return v;
        }
        match self.pool.trim().parse::<u16>() {
            Ok(n) if n >= 5 => {
                if self.options.reserve_visibility == ReserveVisibility::Open && n % 5 != 0 {
                    v.push(crate::t!(lang, "app-pool-not-multiple", n = n));
                }
            }
            _ => v.push(crate::t!(lang, "app-pool-bad", value = self.pool.as_str())),
        }
        v
    }

    /// The rules the game starts with: the chosen game, and of the options only those it
    /// shows (the others stay at their defaults, so a Victoria choice left on the form never
    /// reaches a classical record).
    pub fn rules(&self) -> Rules {
        let mut options = Options::default();
        for info in options_of(self.game) {
            if let Some(v) = self.options.get(info.key) {
                let _ = options.set(info.key, &v);
            }
        }
        Rules { ruleset: self.game, options }
    }

    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        let lang = ctx.lang;
        match msg {
            Message::Field(f, s) => self.fields.set(f, s),
            Message::Option(key, value) => {
                if let Err(e) = self.options.set(key, &value) {
                    self.problems = vec![e.words(lang)];
                    return Action::None;
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
            Message::Clock(c) => self.clock = c,
            Message::CustomClock(s) => self.custom_clock = s,
            Message::Position(p) => self.position = p,
            Message::Game(g) => self.game = g,
            Message::Preset(i) => {
                if let Some(p) = PRESETS.get(i) {
                    self.apply(p);
                }
            }
            // A tournament's board goes back to the Tournament screen, any other game (a live
            // desk's too: it joined from there) to Start.
            Message::Back if self.origin == Origin::Tournament => return Request::Tournament.into(),
            Message::Back => return Request::Home.into(),
            Message::Start => return self.start(ctx),
        }
        self.problems = self.check(lang);
        Action::None
    }

    /// Starts the game the form describes, if it has no problem: the game is made (and, for a
    /// tournament's board, saved at once into the tournament folder) and this event remembered.
    fn start(&mut self, ctx: &mut Context) -> Action<Message> {
        self.problems = self.check(ctx.lang);
        if !self.problems.is_empty() {
            return Action::None;
        }
        let tc = self.time_control().ok().flatten();
        let position = Some(self.position.trim().to_string()).filter(|p| !p.is_empty());
        let made = Session::new_at(&self.fields, self.rules(), ctx.config_dir, ctx.lang, position.as_deref())
            .and_then(|mut s| s.set_time_control(tc).map(|()| s).map_err(Into::into))
            .and_then(|mut s| match &self.save_to {
                Some(to) => s.save_as(&free_path(to)).map(|()| s),
                None => Ok(s),
            });
        match made {
            Ok(s) => {
                ctx.config.last_event = Some(self.event_info());
                Request::Started(Box::new(s)).into()
            }
            Err(e) => Action::Notice(Notice::error(e)),
        }
    }

    /// The form's fields as typed.
    pub fn fields(&self) -> &EventFields {
        &self.fields
    }

    /// The game chosen.
    pub fn game(&self) -> Ruleset {
        self.game
    }

    /// The options the form holds.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The time control chosen from the list.
    pub fn clock(&self) -> ClockChoice {
        self.clock
    }

    /// The custom time control's text.
    pub fn custom_clock(&self) -> &str {
        &self.custom_clock
    }

    /// The problems shown (each names its field).
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// A tournament board's game file, where the game is saved once started.
    pub fn save_to(&self) -> Option<&std::path::Path> {
        self.save_to.as_deref()
    }

    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let lang = look.lang;
        let mut problems = column![].spacing(4);
        for p in &self.problems {
            problems = problems.push(text(p.clone()).color(theme::PROBLEM));
        }
        let buttons = row![
            btn_secondary(crate::t!(lang, "app-back"), "new-back", Some(Message::Back)),
            btn_primary(
                crate::t!(lang, "ng-start", game = self.game.key()),
                "new-start",
                self.problems.is_empty().then_some(Message::Start)
            ),
        ]
        .spacing(12);
        // A tournament's board: where its game is saved, beside the heading.
        let saved_in = self.save_to.as_ref().map(|to| {
            let file = to.display().to_string();
            match self.origin {
                Origin::Desk => crate::t!(lang, "lv-ng-saved-in", file = file),
                Origin::Start | Origin::Tournament => crate::t!(lang, "tg-ng-saved-in", file = file),
            }
        });
        column![
            row![ui::heading(crate::t!(lang, "app-new-game")), ui::note(saved_in.unwrap_or_default())]
                .spacing(16)
                .align_y(iced::Alignment::Center),
            container(self.choice(lang)).padding([10, 16]).width(Length::Fill).style(theme::card),
            row![
                // The buttons below the scrolled fields, always whole in sight (they were cut
                // at the scrollable's edge, issue 39).
                container(
                    column![
                        scrollable(if self.problems.is_empty() {
                            // No empty gap below the last field (it pushed the field out of sight).
                            column![self.event_fields(lang)]
                        } else {
                            column![self.event_fields(lang), problems].spacing(16)
                        })
                        .spacing(6)
                        .height(Length::Fill),
                        buttons
                    ]
                    .spacing(12)
                )
                .padding(16)
                .width(Length::FillPortion(1))
                .style(theme::card),
                // The options end on a whole row at rest (the Russian list ended on a label cut
                // in half, issue 39's walk); the scrollbar says that more follows.
                container(crate::app::snug::snug(
                    scrollable(self.options_view(lang)).id("options").spacing(6).height(Length::Fill)
                ))
                .padding(16)
                .width(Length::FillPortion(1))
                .style(theme::card),
            ]
            .spacing(16)
        ]
        .spacing(12)
        .into()
    }

    /// The game first: three buttons, the chosen one marked, with what it is; then the club
    /// presets of that game, with what the chosen one sets.
    fn choice(&self, lang: Lang) -> Element<'_, Message> {
        let mut games = row![text(crate::t!(lang, "ng-game-label")).width(Length::Fixed(ui::LABEL_WIDTH))]
            .spacing(8)
            .align_y(iced::Alignment::Center);
        for g in GAMES {
            let b = button(text(crate::t!(lang, "ng-game", game = g.key())))
                .padding([6, 12])
                .on_press(Message::Game(g))
                .style(if g == self.game { button::primary } else { button::secondary });
            games = games.push(container(b).id(game_id(g)));
        }
        let mut presets = row![text(crate::t!(lang, "ng-preset-label")).width(Length::Fixed(ui::LABEL_WIDTH))]
            .spacing(8)
            .align_y(iced::Alignment::Center);
        let chosen = self.preset();
        for (i, p) in PRESETS.iter().enumerate().filter(|(_, p)| p.game == self.game) {
            let b = button(text(p.label(lang)).size(14))
                .padding([4, 10])
                .on_press(Message::Preset(i))
                .style(if chosen == Some(p) { button::primary } else { button::secondary });
            presets = presets.push(container(b).id(p.id));
        }
        column![
            games,
            ui::note(crate::t!(lang, "ng-game-about", game = self.game.key())),
            presets,
            ui::note(chosen.map(|p| p.about(lang)).unwrap_or_default()),
        ]
        .spacing(6)
        .into()
    }

    /// The event's fields, the time control and the position to start from.
    fn event_fields(&self, lang: Lang) -> Element<'_, Message> {
        // Close rows: with a preset's note under the time control the form fits at 1280x800
        // (its last field was cut at the scroll edge).
        let mut event = column![ui::subheading(crate::t!(lang, "app-event-data"))].spacing(5);
        for f in Field::ALL {
            event = event
                .push(ui::field(crate::t!(lang, f.label()), f.id(), self.fields.get(f), move |s| Message::Field(f, s)));
        }
        event = event.push(self.clock_view(lang));
        event
            .push(ui::field(crate::t!(lang, "ng-position"), "field-position", &self.position, Message::Position))
            .into()
    }

    /// The options of the chosen game, each with the ruling it follows and what it does.
    fn options_view(&self, lang: Lang) -> Element<'_, Message> {
        let mut opts = column![ui::subheading(crate::t!(lang, "ng-options-of", game = self.game.key()))].spacing(10);
        for info in options_of(self.game) {
            // Classical chess follows FIDE's Laws: its one option is Article 7.5's penalty, cited
            // as the language cites FIDE («ст. 7.5 Правил ФИДЕ»; the Russian form said "FIDE 7.5").
            let cited = if self.game == Ruleset::Classical && info.key == "illegal_move_penalty" {
                crate::t!(lang, "app-fide-article", article = "7.5")
            } else {
                info.ruling.as_str().to_string()
            };
            opts = opts.push(
                column![
                    row![
                        text(format!("{} ({})", info.label(lang), cited)).width(Length::Fill).size(15),
                        self.option_control(info, lang)
                    ]
                    .spacing(8)
                    .align_y(iced::Alignment::Center),
                    ui::note(info.about_in(lang)),
                ]
                .spacing(2),
            );
        }
        if self.game == Ruleset::Classical {
            opts = opts.push(ui::note(crate::t!(lang, "ng-no-options")));
        }
        opts.into()
    }

    /// An option's field: the reserve pool typed, any other option chosen from its values
    /// (in the screen's language; the record keeps the key).
    fn option_control(&self, info: &'static OptionInfo, lang: Lang) -> Element<'_, Message> {
        if info.key == "reserve_pool" {
            return text_input("50", &self.pool)
                .id("option-reserve_pool")
                .style(crate::app::theme::field)
                .on_input(Message::Pool)
                .width(Length::Fixed(120.0))
                .padding(5)
                .into();
        }
        let current = self.options.get(info.key).unwrap_or_default();
        let values: Vec<Choice> = info.values.iter().map(|v| Choice::new(lang, info, v)).collect();
        let selected = values.iter().find(|c| c.key == current).cloned();
        let key = info.key;
        crate::app::pick::pick(
            option_id(key),
            values,
            selected,
            move |c: Choice| Message::Option(key, c.key.to_string()),
            Length::Fixed(OPTION_WIDTH),
            None,
        )
    }

    /// The time control: the list of presets, none and custom; the custom field with what it
    /// reads as (or why it does not read).
    fn clock_view(&self, lang: Lang) -> Element<'_, Message> {
        let items: Vec<ClockItem> =
            ClockChoice::ALL.iter().map(|&choice| ClockItem { choice, label: choice.label(lang) }).collect();
        let chosen = items.iter().find(|i| i.choice == self.clock).cloned();
        let list = container(crate::app::pick::pick(
            "pick-clock",
            items,
            chosen,
            |i: ClockItem| Message::Clock(i.choice),
            Length::Fill,
            None,
        ))
        .id("field-clock");
        let mut col = column![
            row![text(crate::t!(lang, "ng-tc-label")).width(Length::Fixed(ui::LABEL_WIDTH)), list]
                .spacing(8)
                .align_y(iced::Alignment::Center)
        ]
        .spacing(4);
        if let ClockChoice::Preset(_) = self.clock {
            col = col.push(ui::note(self.clock.words(lang)));
        }
        if self.clock == ClockChoice::Custom {
            col = col.push(ui::field(
                crate::t!(lang, "ng-tc-custom"),
                "field-time-control",
                &self.custom_clock,
                Message::CustomClock,
            ));
            col = col.push(ui::note(match self.time_control() {
                Ok(Some(tc)) => tc.words(lang),
                Ok(None) => String::new(),
                Err(_) => crate::t!(lang, "ng-tc-custom-hint"),
            }));
        }
        col.into()
    }
}

/// The width of an option's list of values.
pub const OPTION_WIDTH: f32 = 240.0;

/// The id of an option's list of values (`option-KEY`), which Tab's walk and the tests name.
pub fn option_id(key: &str) -> String {
    format!("option-{key}")
}

/// An option's value as the form shows it: its words in the screen's language, its key for the
/// record.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Choice {
    key: &'static str,
    words: String,
}

impl Choice {
    fn new(lang: Lang, info: &victoria_rules::options::OptionInfo, key: &'static str) -> Choice {
        Choice { key, words: info.value_words(lang, key) }
    }
}

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words)
    }
}

/// `path`, or `NAME-2.json`, `NAME-3.json`… beside it when it is taken (a board's game file is
/// never written over).
fn free_path(path: &std::path::Path) -> std::path::PathBuf {
    if !path.exists() {
        return path.to_path_buf();
    }
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    (2..).map(|n| path.with_file_name(format!("{stem}-{n}.json"))).find(|p| !p.exists()).expect("a free name")
}
