//! A wrapper that draws one element in a render layer of its own, so that what changes inside
//! it does not make the renderer repaint its neighbours. The CPU renderer (tiny-skia) finds
//! what to repaint by comparing the quads of a layer one by one with the last frame's; a text
//! field's blinking cursor is a quad that comes and goes, so every quad drawn after it in the
//! same layer moves by one place and counts as changed: each blink repainted most of the
//! window (issue 12: 54% of a core while idle). Wrapped with [`own_layer`], a field's cursor
//! shifts only the quads of its own small layer. The wrapper is otherwise transparent (an
//! [`Around`] without a state of its own): the child's tree state, layout, events, operations
//! (focus) and overlays are the child's own.

use super::wrap::{Around, wrap};
use iced::advanced::{self as core, Layout};
use iced::{Element, Rectangle};

/// Draws the child in a layer of its own (see the module note).
struct OwnLayer;

/// Draws `content` in a layer of its own.
pub fn own_layer<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a>(
    content: impl Into<Element<'a, Message, Theme, Renderer>>,
) -> Element<'a, Message, Theme, Renderer> {
    wrap(content, OwnLayer)
}

impl<Message, Theme, Renderer: core::Renderer> Around<Message, Theme, Renderer> for OwnLayer {
    fn draw(
        &self,
        _own: Option<&iced::advanced::widget::tree::State>,
        renderer: &mut Renderer,
        _theme: &Theme,
        layout: Layout<'_>,
        viewport: &Rectangle,
        child: &mut dyn FnMut(&mut Renderer),
    ) {
        // A little room around the bounds for borders and the focus outline, within what the
        // parents show: a layer of its own is not clipped by a scrollable around it, so a field
        // scrolled out of a scrollable would draw over its neighbours (issue 22).
        let Some(bounds) = layout.bounds().expand(2.0).intersection(viewport) else { return };
        renderer.with_layer(bounds, |renderer| child(renderer));
    }
}
