//! A scrollable that ends on a whole row: at most as high as it is given, and, when its content
//! is taller, as high as its last row that shows whole at rest (scrolled to the top). A column
//! of texts in a scrollable of a fixed height was cut wherever its edge fell, a few pixels into
//! a line (the recording screen's details in Russian after a declined draw offer, issue 39's
//! walk): the edge now falls between rows, and the scrollbar says that more follows. A "row" is
//! a leaf of the content's layout (a text, a field, a button's label) or a box: a node whose one
//! child sits inside it with room above or below (a padded container, where a border or a
//! background shows — a flag's box, a button). A box no taller than the scrollable may grow to
//! is kept whole: the edge falls before it, or, where a share is set and the box comes first,
//! below it, up to the room the parent gives (the recording screen's "illegal move" box was cut
//! between its lines while a decision waited, issue 39's walk). The edge is put at the lowest
//! place where no row spans across it. Content that fits is left as it is.

use super::wrap::{Around, wrap};
use iced::advanced::{self as core, layout};
use iced::{Element, Size};
use std::cell::RefCell;
use std::rc::Rc;

/// Lays the child scrollable out so that it ends between rows (see the module note): within
/// `share` when one is set, or as much more of the height its parent gives as holds whole
/// boxes that do not fit the share.
struct Snug {
    share: Option<f32>,
    /// Where to tell the places below the top where no row or box of the content spans across
    /// (a box taken whole however tall), for a parent that lets the scrollable give way.
    edges: Option<Rc<RefCell<Vec<f32>>>>,
    /// As high as its content when that fits, even where the parent would stretch it (a fill
    /// in a column stretches a scrollable's content to the scrollable's height).
    shrink: bool,
}

/// `scrollable` (a vertical scrollable, its content a column), ending on a whole row.
pub fn snug<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a>(
    scrollable: impl Into<Element<'a, Message, Theme, Renderer>>,
) -> Element<'a, Message, Theme, Renderer> {
    wrap(scrollable, Snug { share: None, edges: None, shrink: false })
}

/// [`snug`], as high as its content when that fits (the result dialog's grounds: stretched to
/// the room left, they left an empty band above the reason's field).
pub fn snug_shrinking<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a>(
    scrollable: impl Into<Element<'a, Message, Theme, Renderer>>,
) -> Element<'a, Message, Theme, Renderer> {
    wrap(scrollable, Snug { share: None, edges: None, shrink: true })
}

/// [`snug`], as high as `share` at most unless a box that does not fit it is to show whole:
/// then up to the height the parent gives (the message area's first flag).
pub fn snug_within<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a>(
    scrollable: impl Into<Element<'a, Message, Theme, Renderer>>,
    share: f32,
) -> Element<'a, Message, Theme, Renderer> {
    wrap(scrollable, Snug { share: Some(share), edges: None, shrink: false })
}

/// [`snug_within`], telling `edges` at each layout the places below its top where no row or box
/// of its content spans across, a box taken whole however tall (the recording screen's message
/// area gives way to the move list at one of them).
pub fn snug_within_telling<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a>(
    scrollable: impl Into<Element<'a, Message, Theme, Renderer>>,
    share: f32,
    edges: Rc<RefCell<Vec<f32>>>,
) -> Element<'a, Message, Theme, Renderer> {
    wrap(scrollable, Snug { share: Some(share), edges: Some(edges), shrink: false })
}

/// The least part of its share a scrollable keeps when it can keep its boxes whole only by
/// ending far above its share's edge: it then ends where the reach lets the boxes show whole,
/// or, failing that, at the edge of a row within a box (a box taller than the reach scrolls).
const KEEP: f32 = 0.5;

impl<Message, Theme, Renderer: core::Renderer> Around<Message, Theme, Renderer> for Snug {
    fn layout(&self, limits: &layout::Limits, child: &mut dyn FnMut(&layout::Limits) -> layout::Node) -> layout::Node {
        let node = if self.shrink { child(&limits.loose()) } else { child(limits) };
        let reach = node.size().height;
        let share = self.share.map_or(reach, |s| s.min(reach));
        let Some(content) = node.children().first() else { return node };
        let full = content.size().height;
        if let Some(edges) = &self.edges {
            *edges.borrow_mut() = box_edges(content);
        }
        let edge = if full <= share + 0.5 {
            full
        } else {
            let at_share = whole_rows_edge(content, share, reach);
            if at_share >= share * KEEP {
                at_share
            } else {
                let at_reach = whole_rows_edge(content, reach, reach);
                if at_reach >= share * KEEP {
                    at_reach
                } else if at_share > 0.5 {
                    at_share
                } else {
                    // The first row is taller than the reach: cut as before, within its lines.
                    let inside = whole_rows_edge(content, share, 0.0);
                    if inside >= share * KEEP { inside } else { share }
                }
            }
        }
        .min(reach);
        if (edge - reach).abs() < 0.5 {
            return node;
        }
        // Loose below: a column gives a child that fills it as much as it may and no less.
        let min = limits.min();
        child(&layout::Limits::new(Size::new(min.width, 0.0), Size::new(limits.max().width, edge)))
    }
}

/// The lowest place at most `height` below the top of `content` where no row of its layout
/// spans across (a leaf, or a box no taller than `boxes`): the bottom of a row, or `height`
/// itself when nothing spans across it.
pub fn whole_rows_edge(content: &layout::Node, height: f32, boxes: f32) -> f32 {
    let mut spans = Vec::new();
    rows(content, 0.0, boxes, &mut spans);
    let across = |y: f32| spans.iter().any(|&(top, bottom)| top < y - 0.5 && bottom > y + 0.5);
    if !across(height) {
        return height;
    }
    spans.iter().map(|&(_, bottom)| bottom).filter(|&b| b <= height + 0.5 && !across(b)).fold(0.0, f32::max)
}

/// The places below the top of `content` where no row spans across, a box taken whole however
/// tall, from the top down.
fn box_edges(content: &layout::Node) -> Vec<f32> {
    let mut spans = Vec::new();
    rows(content, 0.0, f32::INFINITY, &mut spans);
    let across = |y: f32| spans.iter().any(|&(top, bottom)| top < y - 0.5 && bottom > y + 0.5);
    let mut edges: Vec<f32> = spans.iter().map(|&(_, bottom)| bottom).filter(|&b| b > 0.5 && !across(b)).collect();
    edges.sort_by(f32::total_cmp);
    edges.dedup_by(|a, b| (*a - *b).abs() < 0.5);
    edges
}

/// The top and bottom of every row of `node` (its place measured from `top`): its leaves, and
/// its boxes no taller than `boxes` taken whole.
fn rows(node: &layout::Node, top: f32, boxes: f32, out: &mut Vec<(f32, f32)>) {
    let b = node.bounds();
    let y = top + b.y;
    if node.children().is_empty() || (is_box(node) && b.height <= boxes + 0.5) {
        if b.height > 0.5 {
            out.push((y, y + b.height));
        }
        return;
    }
    for c in node.children() {
        rows(c, y, boxes, out);
    }
}

/// Whether `node` is a box: it has one child, set inside it with room above or below (a
/// padded container: its border or background shows around the child).
fn is_box(node: &layout::Node) -> bool {
    let [inner] = node.children() else { return false };
    let (outer, inner) = (node.bounds(), inner.bounds());
    inner.y > 0.5 || inner.y + inner.height < outer.height - 0.5
}

/// A box as high as what it holds: a padded container whose content (a column of a list that
/// ends on a whole row, and what follows it) ends above the container's bottom is laid out
/// again that much lower, so no empty band stands under its last row (the result dialog's
/// buttons, issue 39's walk of walk39d). The padding below is taken as the padding above.
pub fn tight<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a>(
    boxed: impl Into<Element<'a, Message, Theme, Renderer>>,
) -> Element<'a, Message, Theme, Renderer> {
    wrap(boxed, Tight)
}

/// See [`tight`].
struct Tight;

impl<Message, Theme, Renderer: core::Renderer> Around<Message, Theme, Renderer> for Tight {
    fn layout(&self, limits: &layout::Limits, child: &mut dyn FnMut(&layout::Limits) -> layout::Node) -> layout::Node {
        let node = child(limits);
        let Some(inner) = node.children().first() else { return node };
        let pad = inner.bounds().y;
        let Some(bottom) = inner.children().iter().map(|c| c.bounds().y + c.bounds().height).reduce(f32::max) else {
            return node;
        };
        let used = (pad + bottom + pad).ceil();
        if used >= node.size().height - 0.5 {
            return node;
        }
        let min = limits.min();
        child(&layout::Limits::new(Size::new(min.width, min.height.min(used)), Size::new(limits.max().width, used)))
    }
}

/// The height of as many whole rows of `row` px, `gap` apart, as fit in `room` (at least one):
/// a list of rows of one height in a scrollable this high ends on a whole row whether it rests
/// at the top or is anchored to its last row (the move lists, issue 39).
pub fn whole_rows(room: f32, row: f32, gap: f32) -> f32 {
    let pitch = row + gap;
    (((room + gap) / pitch).floor().max(1.0) * pitch - gap).min(room)
}
