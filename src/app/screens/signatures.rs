//! The Signatures screen: a pad each for White, Black and the arbiter, drawn with mouse, pen or
//! touch on a canvas. Strokes are kept as points in a 0..1 box (x right, y down), the form the
//! record stores and the score sheet prints; "Sign" stores them in the record with the time.
//! Last, the arbiter may seal the record with the Ed25519 key (as `seal` on the command line
//! does): the screen then shows the digest, the key and whether the record is still intact.

use crate::app::screen::{Action, Context, Look, Request};
use crate::app::theme::{self, board as colors};
use crate::app::ui::{self, btn, btn_primary, btn_secondary};
use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke};
use iced::widget::{column, container, row, text};
use iced::{Element, Length, Point, Rectangle, Renderer, Size, Theme, touch};
use victoria_session::session::{SealInfo, Session, Signer};
use victoria_words::{Said, Words as _};

/// Strokes of one signature.
pub type Strokes = Vec<Vec<[f32; 2]>>;

#[derive(Clone, Debug, Default)]
pub struct State {
    /// White, Black, arbiter.
    pads: [Strokes; 3],
    /// Whether each pad's signature is stored in the record.
    signed: [bool; 3],
    notice: Option<Said>,
    /// The arbiter's seal, once the record carries one.
    seal: Option<SealInfo>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pen {
    Down([f32; 2]),
    Move([f32; 2]),
    Up,
}

#[derive(Clone, Debug)]
pub enum Message {
    Pen(Signer, Pen),
    Clear(Signer),
    Sign(Signer),
    Back,
    Save,
    Pdf,
    Print,
    /// Seal the record with the arbiter's key.
    Seal,
}

impl State {
    /// The pads of the game's record: what is signed already, and its seal.
    pub fn of(session: &Session) -> State {
        let sig = &session.record().signatures;
        let signed = [sig.white.is_some(), sig.black.is_some(), sig.arbiter.is_some()];
        let pads =
            [&sig.white, &sig.black, &sig.arbiter].map(|x| x.as_ref().map(|d| d.strokes.clone()).unwrap_or_default());
        State { pads, signed, notice: None, seal: session.arbiter_seal() }
    }

    /// Whether each pad's signature (White, Black, arbiter) is stored in the record.
    pub fn signed(&self) -> [bool; 3] {
        self.signed
    }

    /// The strokes on each pad.
    pub fn pads(&self) -> &[Strokes; 3] {
        &self.pads
    }

    /// The arbiter's seal, once the record carries one.
    pub fn seal(&self) -> Option<&SealInfo> {
        self.seal.as_ref()
    }

    /// The answer to the last action.
    pub fn notice(&self) -> Option<&Said> {
        self.notice.as_ref()
    }

    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        let Some(session) = ctx.session() else { return Action::None };
        match msg {
            Message::Pen(who, pen) => {
                let i = who.index();
                if self.signed[i] || self.seal.is_some() {
                    return Action::None;
                }
                let pad = &mut self.pads[i];
                match pen {
                    Pen::Down(p) => pad.push(vec![p]),
                    Pen::Move(p) => {
                        if let Some(s) = pad.last_mut() {
                            s.push(p);
                        }
                    }
                    Pen::Up => {}
                }
            }
            Message::Clear(who) => {
                // A sealed record's signatures are final: its pads cannot be cleared.
                if self.seal.is_some() {
                    return Action::None;
                }
                self.pads[who.index()].clear();
                self.signed[who.index()] = false;
            }
            Message::Sign(who) => {
                let strokes = self.pads[who.index()].clone();
                if strokes.iter().all(|s| s.len() < 2) {
                    self.notice = Some(Said::with(|lang| crate::t!(lang, "app-pad-empty")));
                    return Action::None;
                }
                match session.sign(who, strokes) {
                    Ok(()) => {
                        self.signed[who.index()] = true;
                        self.notice = Some(Said::with(move |lang| crate::t!(lang, "app-signed-by", who = who.key())));
                    }
                    Err(e) => self.notice = Some(e.into()),
                }
            }
            Message::Back => return Request::Recording.into(),
            Message::Save => return Request::Save.into(),
            Message::Pdf => return Request::Pdf.into(),
            Message::Print => return Request::Print.into(),
            Message::Seal => match session.seal_record() {
                Ok(info) => {
                    self.notice = Some(Said::with(|lang| crate::t!(lang, "app-seal-done")));
                    self.seal = Some(info);
                }
                Err(e) => self.notice = Some(e.into()),
            },
        }
        Action::None
    }

    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let lang = look.lang;
        let mut pads = row![].spacing(12);
        for who in Signer::ALL {
            let i = who.index();
            let pad = canvas::Canvas::new(Pad { strokes: &self.pads[i], who })
                .width(Length::Fixed(360.0))
                .height(Length::Fixed(200.0));
            let (cid, sid) = match who {
                Signer::White => ("sign-clear-white", "sign-white"),
                Signer::Black => ("sign-clear-black", "sign-black"),
                Signer::Arbiter => ("sign-clear-arbiter", "sign-arbiter"),
            };
            let state = if self.signed[i] {
                text(crate::t!(lang, "app-signed")).color(theme::FINE)
            } else {
                text(crate::t!(lang, "app-not-signed")).color(theme::MUTED)
            };
            pads = pads.push(
                container(
                    column![
                        ui::subheading(crate::t!(lang, "app-signer", who = who.key())),
                        container(pad).id(sid_pad(who)).style(theme::card),
                        state,
                        row![
                            btn_secondary(
                                crate::t!(lang, "app-clear"),
                                cid,
                                self.seal.is_none().then_some(Message::Clear(who))
                            ),
                            btn(crate::t!(lang, "app-sign"), sid, (!self.signed[i]).then_some(Message::Sign(who))),
                        ]
                        .spacing(8)
                    ]
                    .spacing(6),
                )
                .padding(10)
                .style(theme::card),
            );
        }
        let mut col =
            column![ui::heading(crate::t!(lang, "app-signatures")), ui::note(crate::t!(lang, "app-sign-hint")), pads]
                .spacing(14);
        if let Some(n) = &self.notice {
            col = col.push(container(text(n.words(lang))).padding(6).style(theme::info));
        }
        let mut seal =
            column![ui::subheading(crate::t!(lang, "app-arbiter-seal")), ui::note(crate::t!(lang, "app-seal-about"))]
                .spacing(4);
        match &self.seal {
            Some(info) => {
                let line = info.words(lang);
                seal = seal.push(text(line).size(14).color(if info.intact { theme::FINE } else { theme::PROBLEM }));
            }
            None => seal = seal.push(btn_primary(crate::t!(lang, "app-seal-record"), "sign-seal", Some(Message::Seal))),
        }
        col = col.push(container(seal).padding(10).style(theme::card));
        col.push(
            row![
                btn_secondary(crate::t!(lang, "app-back"), "sign-back", Some(Message::Back)),
                btn_primary(crate::t!(lang, "app-save"), "sign-save", Some(Message::Save)),
                btn_secondary(crate::t!(lang, "app-score-sheet-pdf"), "sign-pdf", Some(Message::Pdf)),
                btn_secondary(crate::t!(lang, "app-print-sheet"), "sign-print", Some(Message::Print)),
            ]
            .spacing(10),
        )
        .into()
    }
}

/// The id of a signer's pad (tests draw on it).
pub fn sid_pad(who: Signer) -> &'static str {
    match who {
        Signer::White => "pad-white",
        Signer::Black => "pad-black",
        Signer::Arbiter => "pad-arbiter",
    }
}

struct Pad<'a> {
    strokes: &'a Strokes,
    who: Signer,
}

fn norm(p: Point, size: Size) -> [f32; 2] {
    [(p.x / size.width).clamp(0.0, 1.0), (p.y / size.height).clamp(0.0, 1.0)]
}

impl canvas::Program<Message> for Pad<'_> {
    /// Whether the pen is down.
    type State = bool;

    fn update(
        &self,
        down: &mut bool,
        event: &canvas::Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<Message>> {
        let at = |p: Point| norm(p, bounds.size());
        let pen = match event {
            canvas::Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let p = cursor.position_in(bounds)?;
                *down = true;
                Pen::Down(at(p))
            }
            canvas::Event::Mouse(mouse::Event::CursorMoved { .. }) if *down => {
                Pen::Move(at(cursor.position_in(bounds)?))
            }
            canvas::Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)) if *down => {
                *down = false;
                Pen::Up
            }
            canvas::Event::Touch(touch::Event::FingerPressed { position, .. }) if bounds.contains(*position) => {
                *down = true;
                Pen::Down(at(Point::new(position.x - bounds.x, position.y - bounds.y)))
            }
            canvas::Event::Touch(touch::Event::FingerMoved { position, .. }) if *down => {
                Pen::Move(at(Point::new(position.x - bounds.x, position.y - bounds.y)))
            }
            canvas::Event::Touch(touch::Event::FingerLifted { .. } | touch::Event::FingerLost { .. }) if *down => {
                *down = false;
                Pen::Up
            }
            _ => return None,
        };
        Some(canvas::Action::publish(Message::Pen(self.who, pen)).and_capture())
    }

    fn draw(&self, _s: &bool, renderer: &Renderer, _t: &Theme, bounds: Rectangle, _c: mouse::Cursor) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let (w, h) = (bounds.width, bounds.height);
        frame.fill_rectangle(Point::ORIGIN, bounds.size(), colors::PAD);
        frame.stroke(
            &Path::line(Point::new(w * 0.05, h * 0.8), Point::new(w * 0.95, h * 0.8)),
            Stroke::default().with_color(colors::OFF_HALF).with_width(1.0),
        );
        for s in self.strokes {
            if s.len() < 2 {
                continue;
            }
            let path = Path::new(|b| {
                b.move_to(Point::new(s[0][0] * w, s[0][1] * h));
                for p in &s[1..] {
                    b.line_to(Point::new(p[0] * w, p[1] * h));
                }
            });
            frame.stroke(&path, Stroke::default().with_color(colors::SIGNATURE_INK).with_width(2.5));
        }
        vec![frame.into_geometry()]
    }

    fn mouse_interaction(&self, _s: &bool, bounds: Rectangle, cursor: mouse::Cursor) -> mouse::Interaction {
        if cursor.is_over(bounds) { mouse::Interaction::Crosshair } else { mouse::Interaction::default() }
    }
}
