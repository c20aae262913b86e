//! A wrapper that draws one element in a render layer of its own, so that what changes inside
//! it does not make the renderer repaint its neighbours. The CPU renderer (tiny-skia) finds
//! what to repaint by comparing the quads of a layer one by one with the last frame's; a text
//! field's blinking cursor is a quad that comes and goes, so every quad drawn after it in the
//! same layer moves by one place and counts as changed: each blink repainted most of the
//! window (issue 12: 54% of a core while idle). Wrapped with [`own_layer`], a field's cursor
//! shifts only the quads of its own small layer. The wrapper is otherwise transparent: the
//! child's tree state, layout, events, operations (focus) and overlays are the child's own.

use iced::advanced::widget::{Operation, Tree, tree};
use iced::advanced::{self as core, Clipboard, Layout, Shell, Widget, layout, mouse, overlay, renderer};
use iced::{Element, Event, Length, Rectangle, Size, Vector};

/// The element, drawn in a layer of its own (see the module note).
pub struct OwnLayer<'a, Message, Theme, Renderer> {
    content: Element<'a, Message, Theme, Renderer>,
}

/// Draws `content` in a layer of its own.
pub fn own_layer<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a>(
    content: impl Into<Element<'a, Message, Theme, Renderer>>,
) -> Element<'a, Message, Theme, Renderer> {
    Element::new(OwnLayer { content: content.into() })
}

impl<Message, Theme, Renderer: core::Renderer> Widget<Message, Theme, Renderer>
    for OwnLayer<'_, Message, Theme, Renderer>
{
    fn tag(&self) -> tree::Tag {
        self.content.as_widget().tag()
    }

    fn state(&self) -> tree::State {
        self.content.as_widget().state()
    }

    fn children(&self) -> Vec<Tree> {
        self.content.as_widget().children()
    }

    fn diff(&self, tree: &mut Tree) {
        self.content.as_widget().diff(tree);
    }

    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &Renderer, limits: &layout::Limits) -> layout::Node {
        self.content.as_widget_mut().layout(tree, renderer, limits)
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        // A little room around the bounds for borders and the focus outline, within what the
        // parents show: a layer of its own is not clipped by a scrollable around it, so a field
        // scrolled out of a scrollable would draw over its neighbours (issue 22).
        let Some(bounds) = layout.bounds().expand(2.0).intersection(viewport) else { return };
        renderer.with_layer(bounds, |renderer| {
            self.content.as_widget().draw(tree, renderer, theme, style, layout, cursor, viewport);
        });
    }

    fn operate(&mut self, tree: &mut Tree, layout: Layout<'_>, renderer: &Renderer, operation: &mut dyn Operation) {
        self.content.as_widget_mut().operate(tree, layout, renderer, operation);
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, Message>,
        viewport: &Rectangle,
    ) {
        self.content.as_widget_mut().update(tree, event, layout, cursor, renderer, clipboard, shell, viewport);
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        self.content.as_widget().mouse_interaction(tree, layout, cursor, viewport, renderer)
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        self.content.as_widget_mut().overlay(tree, layout, renderer, viewport, translation)
    }
}
