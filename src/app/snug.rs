//! A scrollable that ends on a whole row: at most as high as it is given, and, when its content
//! is taller, as high as its last row that shows whole at rest (scrolled to the top). A column
//! of texts in a scrollable of a fixed height was cut wherever its edge fell, a few pixels into
//! a line (the recording screen's details in Russian after a declined draw offer, issue 39's
//! walk): the edge now falls between rows, and the scrollbar says that more follows. A "row" is
//! a leaf of the content's layout (a text, a field, a button's label); the edge is put at the
//! lowest place where no leaf spans across it. Content that fits is left as it is.

use super::wrap::{Around, wrap};
use iced::advanced::{self as core, layout};
use iced::{Element, Size};

/// Lays the child scrollable out so that it ends between rows (see the module note).
struct Snug;

/// `scrollable` (a vertical scrollable, its content a column), ending on a whole row.
pub fn snug<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a>(
    scrollable: impl Into<Element<'a, Message, Theme, Renderer>>,
) -> Element<'a, Message, Theme, Renderer> {
    wrap(scrollable, Snug)
}

/// The least part of its height a scrollable keeps: a first row taller than that (a box of
/// many lines) is cut as before rather than leave the area nearly empty.
const KEEP: f32 = 0.5;

impl<Message, Theme, Renderer: core::Renderer> Around<Message, Theme, Renderer> for Snug {
    fn layout(&self, limits: &layout::Limits, child: &mut dyn FnMut(&layout::Limits) -> layout::Node) -> layout::Node {
        let node = child(limits);
        let height = node.size().height;
        let Some(content) = node.children().first() else { return node };
        if content.size().height <= height + 0.5 {
            return node;
        }
        let edge = whole_rows_edge(content, height);
        if edge + 0.5 >= height || edge < height * KEEP {
            return node;
        }
        // Loose below: a column gives a child that fills it as much as it may and no less.
        let min = limits.min();
        child(&layout::Limits::new(Size::new(min.width, 0.0), Size::new(limits.max().width, edge)))
    }
}

/// The lowest place at most `height` below the top of `content` where no leaf of its layout
/// spans across: the bottom of a leaf, or `height` itself when nothing spans across it.
pub fn whole_rows_edge(content: &layout::Node, height: f32) -> f32 {
    let mut spans = Vec::new();
    leaves(content, 0.0, &mut spans);
    let across = |y: f32| spans.iter().any(|&(top, bottom)| top < y - 0.5 && bottom > y + 0.5);
    if !across(height) {
        return height;
    }
    spans.iter().map(|&(_, bottom)| bottom).filter(|&b| b <= height + 0.5 && !across(b)).fold(0.0, f32::max)
}

/// The top and bottom of every leaf of `node` (its place measured from `top`).
fn leaves(node: &layout::Node, top: f32, out: &mut Vec<(f32, f32)>) {
    let b = node.bounds();
    let y = top + b.y;
    if node.children().is_empty() {
        if b.height > 0.5 {
            out.push((y, y + b.height));
        }
        return;
    }
    for c in node.children() {
        leaves(c, y, out);
    }
}
