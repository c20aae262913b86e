//! How the recording screen's column shares its room when it runs short: the move list keeps
//! at least [`SHEET_ROOM`] (three of its rows) whatever else is on screen. A decision waiting,
//! a message line, a refusal's box, earlier messages, the logged attempts and the app's own line
//! at the foot of the window together squeezed it to two rows, or to none at 1024x700 (issue 39's
//! walk of walk39d). The column is laid out as it stands; when the move list gets less than its
//! least, the parts above it give way, in this order, each only as far as needed:
//! 1. the message area, down to its first box (it scrolls, ending on a whole row);
//! 2. the details, which fold away (what they list is there again once the room comes back);
//! 3. the actions, down to a row of buttons (they scroll, ending on a whole row), then away
//!    (what waits for the arbiter's word is in the decision bar, and the actions have their keys);
//! 4. the message area below its first box (it scrolls, cut between the rows of that box).
//!
//! The parts that give way are wrapped by [`capped`] and read their cap from the shared [`Room`],
//! which the column's wrapper ([`sharing`]) sets between its layouts.

use crate::app::wrap::{Around, wrap};
use iced::advanced::{self as core, layout};
use iced::{Element, Size};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// The least room of the move list's rows: three rows of 20 px and the two gaps between them
/// (62 px), and half a pixel more, so that three whole rows count in it whatever the rounding.
pub const SHEET_ROOM: f32 = 62.5;

/// The caps the column's wrapper sets for the parts that give way, and what the message area
/// keeps at least to show its first box whole.
#[derive(Debug, Default)]
pub struct Room {
    messages: Cell<Option<f32>>,
    details: Cell<Option<f32>>,
    actions: Cell<Option<f32>>,
    /// Where the message area can end between its rows and boxes (set by its layout).
    edges: Rc<RefCell<Vec<f32>>>,
}

impl Room {
    /// A new room, shared by the column's wrapper and the parts that give way.
    pub fn shared() -> Rc<Room> {
        Rc::new(Room::default())
    }

    /// Where the message area's layout tells the places it can end at, between its rows and
    /// boxes.
    pub fn edges(&self) -> Rc<RefCell<Vec<f32>>> {
        self.edges.clone()
    }

    /// The message area's first row or box ends this far below its top.
    fn first(&self) -> f32 {
        self.edges.borrow().first().copied().unwrap_or(0.0)
    }

    /// The lowest place at most `height` below the message area's top where it ends between
    /// its rows and boxes; `height` itself when there is none.
    fn edge_within(&self, height: f32) -> f32 {
        self.edges.borrow().iter().copied().filter(|&e| e <= height + 0.5).fold(None, |_, e| Some(e)).unwrap_or(height)
    }

    /// The cap of `part`.
    fn cap(&self, part: Part) -> &Cell<Option<f32>> {
        match part {
            Part::Messages => &self.messages,
            Part::Details => &self.details,
            Part::Actions => &self.actions,
        }
    }
}

/// Which part of the column a [`capped`] wrapper stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Messages,
    Details,
    Actions,
}

/// A part that gives way: at most as high as the cap its [`Room`] holds for it.
struct Capped {
    room: Rc<Room>,
    part: Part,
}

/// `content`, at most as high as the cap `room` holds for `part` (none: as it is).
pub fn capped<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a>(
    content: impl Into<Element<'a, Message, Theme, Renderer>>,
    room: &Rc<Room>,
    part: Part,
) -> Element<'a, Message, Theme, Renderer> {
    wrap(content, Capped { room: room.clone(), part })
}

impl<Message, Theme, Renderer: core::Renderer> Around<Message, Theme, Renderer> for Capped {
    fn layout(&self, limits: &layout::Limits, child: &mut dyn FnMut(&layout::Limits) -> layout::Node) -> layout::Node {
        match self.room.cap(self.part).get() {
            None => child(limits),
            Some(cap) => {
                let (min, max) = (limits.min(), limits.max());
                let height = max.height.min(cap);
                child(&layout::Limits::new(Size::new(min.width, min.height.min(height)), Size::new(max.width, height)))
            }
        }
    }
}

/// The column's wrapper: lays the column out, and again with the parts giving way while the
/// move list has less than [`SHEET_ROOM`].
struct Sharing {
    room: Rc<Room>,
    /// The index of the message area among the column's children (the actions follow it).
    messages: usize,
}

/// `column` (the recording screen's column: its message area the child at `messages`, the
/// actions next, then the details and the move list, last), sharing its room so the move list
/// keeps [`SHEET_ROOM`].
pub fn sharing<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a>(
    column: impl Into<Element<'a, Message, Theme, Renderer>>,
    room: &Rc<Room>,
    messages: usize,
) -> Element<'a, Message, Theme, Renderer> {
    wrap(column, Sharing { room: room.clone(), messages })
}

/// The room of the move list's rows in the column's layout: its last child (the move list: its
/// title, its heads and the room of its rows, last).
fn sheet_room(column: &layout::Node) -> Option<f32> {
    column.children().last()?.children().last().map(|n| n.size().height)
}

/// What the move list lacks of [`SHEET_ROOM`] in the column's layout.
fn short(column: &layout::Node) -> f32 {
    sheet_room(column).map_or(0.0, |r| SHEET_ROOM - r)
}

impl Sharing {
    /// The height `part` takes in the column's layout (the message area's scrolled part: its
    /// first child).
    fn height(&self, column: &layout::Node, part: Part) -> Option<f32> {
        let at = |i: usize| column.children().get(i);
        let node = match part {
            Part::Messages => at(self.messages)?.children().first()?,
            Part::Actions => at(self.messages + 1)?,
            Part::Details => at(self.messages + 2)?,
        };
        Some(node.size().height)
    }

    /// The column laid out again with `part` giving what the move list lacks of `node`, down to
    /// `floor`; `node` as it is when it lacks nothing or the part cannot give.
    fn give(
        &self,
        node: layout::Node,
        part: Part,
        floor: f32,
        limits: &layout::Limits,
        child: &mut dyn FnMut(&layout::Limits) -> layout::Node,
    ) -> layout::Node {
        let deficit = short(&node);
        let Some(shown) = self.height(&node, part) else { return node };
        let mut cap = (shown - deficit).max(floor);
        // The message area ends between its boxes while it keeps its first one (down to `floor`).
        if part == Part::Messages && floor > 0.0 {
            cap = self.room.edge_within(cap).max(floor);
        }
        if deficit <= 0.0 || cap >= shown - 0.5 {
            return node;
        }
        self.room.cap(part).set(Some(cap));
        child(limits)
    }
}

impl<Message, Theme, Renderer: core::Renderer> Around<Message, Theme, Renderer> for Sharing {
    fn layout(&self, limits: &layout::Limits, child: &mut dyn FnMut(&layout::Limits) -> layout::Node) -> layout::Node {
        let room = &self.room;
        for part in [Part::Messages, Part::Details, Part::Actions] {
            room.cap(part).set(None);
        }
        // As it stands, then 1. the message area down to its first box.
        let node = child(limits);
        let node = self.give(node, Part::Messages, room.first(), limits, child);
        if short(&node) <= 0.0 {
            return node;
        }
        // 2. The details fold away (the message area as it was, then down to its first box).
        room.messages.set(None);
        room.details.set(Some(0.0));
        let node = child(limits);
        let node = self.give(node, Part::Messages, room.first(), limits, child);
        if short(&node) <= 0.0 {
            return node;
        }
        // 3. The actions, down to a row of buttons (their scrollable ends on a whole row), then
        // folded away.
        let node = self.give(node, Part::Actions, ACTIONS_ROW, limits, child);
        if short(&node) <= 0.0 {
            return node;
        }
        room.actions.set(Some(0.0));
        let node = child(limits);
        if short(&node) <= 0.0 {
            return node;
        }
        // 4. The message area below its first box.
        self.give(node, Part::Messages, 0.0, limits, child)
    }
}

/// The height of a row of the actions' small buttons: what they keep at least.
const ACTIONS_ROW: f32 = 28.0;
