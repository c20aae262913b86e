//! The clocks on the recording screen (R33): a region of fixed size with both players' clocks as
//! the desk shadows the physical clock (the side to move's highlighted, a fallen flag in red),
//! the button that starts, stops and restarts them (F11), and the short dialog that sets both to
//! the physical clock's reading (`m:ss` or `h:mm:ss`) with a note (Ctrl+T). Every change goes
//! through the desk, which journals it. The clock text is the only thing a running clock changes
//! each second: it is drawn in a layer of its own, so the rest of the window is not repainted.
//! The recording screen opens the dialog (`SetOpen`) and closes it (`Cancel`, Esc); the dialog
//! updates its own fields and sets the clocks.

use super::step::Step;
use crate::app::keys::{Action as Key, with_key};
use crate::app::layer::own_layer;
use crate::app::notice::Notice;
use crate::app::screen::{Action, Context};
use crate::app::theme;
use crate::app::ui::{btn_primary, btn_secondary, btn_small};
use crate::t;
use iced::widget::{column, container, row, text, text_input};
use iced::{Element, Length};
use victoria_record::time_control::parse_reading;
use victoria_rules::Color;
use victoria_session::model::ClockFace;
use victoria_session::session::Session;
use victoria_words::Lang;
use victoria_words::{Said, Words as _};

/// The height of the clock region, whatever it shows.
pub const REGION_HEIGHT: f32 = 56.0;

/// The "set clocks" dialog: both readings as typed and the arbiter's note.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Dialog {
    white: String,
    black: String,
    note: String,
    error: Option<Notice>,
    /// Opened on resume for the time the app was closed: the readings settle that question
    /// ([`Session::set_clocks_after_close`]).
    after_close: bool,
}

/// A field of the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    White,
    Black,
    Note,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// Start the clocks, stop the running one, or restart them (F11).
    Toggle,
    /// Open the dialog that sets both clocks (Ctrl+T).
    SetOpen,
    Field(Field, String),
    SetConfirm,
    /// Close the dialog.
    Cancel,
}

impl Message {
    /// Typing a reading or the note: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Field(..))
    }
}

impl Dialog {
    /// The dialog with both clocks' readings now.
    pub fn of(face: &ClockFace) -> Dialog {
        Dialog { white: face.faces[0].clone(), black: face.faces[1].clone(), ..Dialog::default() }
    }

    /// The same dialog, opened for the time the app was closed.
    pub fn after_close(face: &ClockFace) -> Dialog {
        Dialog { after_close: true, ..Dialog::of(face) }
    }

    /// White's reading as typed.
    pub fn white(&self) -> &str {
        &self.white
    }

    /// Black's reading as typed.
    pub fn black(&self) -> &str {
        &self.black
    }

    /// Why the last "set" was refused, until a field changes.
    pub fn error(&self) -> Option<&Notice> {
        self.error.as_ref()
    }

    /// Opened on resume for the time the app was closed.
    pub fn is_after_close(&self) -> bool {
        self.after_close
    }

    /// The dialog's own messages: a field typed, or "set" (the clocks are set and it closes,
    /// or it says why not). Opening and closing it are the recording screen's.
    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Step<Message> {
        let Some(session) = ctx.session() else { return Step::Stay(Action::None) };
        match msg {
            Message::Field(f, v) => self.set(f, v),
            Message::SetConfirm => match set(session, self) {
                Ok(line) => return Step::Done(Action::info(line)),
                Err(e) => self.error = Some(Notice::error(e)),
            },
            Message::Toggle | Message::SetOpen | Message::Cancel => {}
        }
        Step::Stay(Action::None)
    }

    fn set(&mut self, f: Field, v: String) {
        match f {
            Field::White => self.white = v,
            Field::Black => self.black = v,
            Field::Note => self.note = v,
        }
        self.error = None;
    }

    /// Both readings in ms, or the field that does not read as a clock reading.
    pub fn readings(&self) -> Result<(i64, i64), Said> {
        let read = |c: Color, t: &str| {
            parse_reading(t).ok_or_else(|| {
                let text = t.trim().to_string();
                Said::with(move |lang| t!(lang, "clk-bad-reading", side = side_key(c), text = text.as_str()))
            })
        };
        Ok((read(Color::White, &self.white)?, read(Color::Black, &self.black)?))
    }
}

fn side_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Starts the clocks, stops the running one or restarts them (F11): a line says what changed,
/// or why nothing did.
pub fn toggle(ctx: &mut Context) -> Action<Message> {
    let Some(session) = ctx.session() else { return Action::None };
    let done = if session.clock_running() {
        session.pause_clocks().map(|()| "pause")
    } else {
        let started = session.clock_face().is_some_and(|c| c.started);
        session.start_or_resume_clocks().map(|()| if started { "resume" } else { "start" })
    };
    match done {
        Ok(kind) => Action::info(Said::with(move |lang| t!(lang, "clock-change", kind = kind))),
        Err(e) => Action::error(e),
    }
}

/// Sets both clocks from the dialog; `Ok(line)` says the readings set.
fn set(session: &mut Session, d: &Dialog) -> Result<Said, Said> {
    let (w, b) = d.readings()?;
    if d.after_close {
        session.set_clocks_after_close(w, b)?;
        if !d.note.trim().is_empty() {
            session.set_clocks(w, b, &d.note)?;
        }
    } else {
        session.set_clocks(w, b, &d.note)?;
    }
    // The readings set, as the log and the sheet keep them: the running clock read again a few
    // milliseconds later would show one second less (walk39c: "Black 0:59" after setting 1:00).
    let (fw, fb) = (victoria_record::time_control::face(w), victoria_record::time_control::face(b));
    Ok(Said::with(move |lang| {
        let readings = t!(lang, "clock-readings", white = fw.as_str(), black = fb.as_str());
        t!(lang, "clk-set-done", readings = readings)
    }))
}

/// One clock: the side's name and its face, large; highlighted while the lever is on it and
/// the game goes on.
fn clock_box<'a, M: 'a>(face: &ClockFace, c: Color, lang: Lang, size: f32) -> Element<'a, M> {
    let i = if c == Color::White { 0 } else { 1 };
    let style = if face.flag == Some(c) {
        theme::clock_fallen
    } else if face.turn == c && face.started && !face.over {
        theme::clock_on
    } else {
        theme::clock_off
    };
    let name = c.words(lang);
    container(
        column![text(name).size(size * 0.45), own_layer(text(face.faces[i].clone()).size(size))]
            .spacing(0)
            .align_x(iced::Alignment::Center),
    )
    .padding([2, 8])
    .width(Length::Fill)
    .style(style)
    .into()
}

/// Both clocks, White first, as the public window shows them (`size`: the face's text size).
pub fn faces<'a, M: 'a>(face: &ClockFace, lang: Lang, size: f32) -> Element<'a, M> {
    row![clock_box(face, Color::White, lang, size), clock_box(face, Color::Black, lang, size)].spacing(8).into()
}

/// The clock region of the recording screen: both clocks and their buttons, of fixed height;
/// `None` when the game has no time control.
pub fn region<'a>(session: &Session, lang: Lang, over: bool) -> Option<Element<'a, Message>> {
    let face = session.clock_face()?;
    let toggle_words = if face.running {
        crate::t!(lang, "clk-pause")
    } else if face.started {
        crate::t!(lang, "clk-resume")
    } else {
        crate::t!(lang, "clk-start")
    };
    let buttons = column![
        btn_small(with_key(toggle_words, Key::Clocks), "clock-toggle", (!over).then_some(Message::Toggle)),
        btn_small(
            format!("{}  [Ctrl+T]", crate::t!(lang, "clk-set")),
            "clock-set-open",
            (!over).then_some(Message::SetOpen)
        ),
    ]
    .spacing(3);
    Some(
        container(row![faces(&face, lang, 26.0), buttons].spacing(10).align_y(iced::Alignment::Center))
            .height(Length::Fixed(REGION_HEIGHT))
            .width(Length::Fill)
            .into(),
    )
}

impl Dialog {
    /// The "set clocks" dialog.
    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        dialog_view(self, lang)
    }
}

fn dialog_view(d: &Dialog, lang: Lang) -> Element<'_, Message> {
    let input = |label: String, id: &'static str, value: &str, f: Field| -> Element<'_, Message> {
        row![
            text(label).width(Length::Fixed(120.0)),
            own_layer(
                text_input("", value)
                    .id(id)
                    .style(crate::app::theme::field)
                    .on_input(move |s| Message::Field(f, s))
                    .on_submit(Message::SetConfirm)
                    .padding(5)
            )
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .into()
    };
    let mut col = column![
        text(crate::t!(lang, "clk-set-title")).size(18),
        text(crate::t!(lang, "clk-set-hint")).size(13).color(theme::MUTED),
        input(Color::White.words(lang), "clock-white", &d.white, Field::White),
        input(Color::Black.words(lang), "clock-black", &d.black, Field::Black),
        input(crate::t!(lang, "clk-note"), "clock-note", &d.note, Field::Note),
    ]
    .spacing(6);
    if let Some(e) = &d.error {
        col = col.push(text(victoria_words::Words::words(e, lang)).color(theme::PROBLEM));
    }
    col = col.push(
        row![
            btn_primary(crate::t!(lang, "clk-set-confirm"), "clock-set-confirm", Some(Message::SetConfirm)),
            btn_secondary(
                with_key(crate::t!(lang, "app-cancel"), Key::Cancel),
                "clock-set-cancel",
                Some(Message::Cancel)
            ),
        ]
        .spacing(8),
    );
    container(col).padding(10).width(Length::Fill).style(theme::flag_check).into()
}
