//! One element wrapped by a widget that adds to it: [`Wrapped`] is the widget, an [`Around`]
//! says what it adds — to the drawing, to the operations (focus), to the events, to the layout
//! — and whether it keeps a state of its own. Everything else (size, the mouse pointer,
//! overlays such as a pick list's menu) is the child's. The app's wrappers are [`Around`]s: the
//! render layer of its own (`layer`), the pick list the keyboard reaches (`pick`) and the
//! scrollable that ends on a whole row (`snug`), so the forwarding of what they leave to the
//! child is written once, here.
//!
//! A wrapper without a state of its own is transparent: the child's tree is the wrapper's, so
//! wrapping an element or not leaves the child's state (a text field's text and focus) where it
//! was. A wrapper with a state keeps the child's tree as its only child.

use iced::advanced::widget::{Operation, Tree, tree};
use iced::advanced::{self as core, Clipboard, Layout, Shell, Widget, layout, mouse, overlay, renderer};
use iced::{Element, Event, Length, Rectangle, Size, Vector};

/// What a [`Wrapped`] adds to its child; each part left out is the child's alone.
pub trait Around<Message, Theme, Renderer> {
    /// The wrapper's own state, if it keeps one (the child's tree is then its only child);
    /// `None`: transparent, the child's tree is the wrapper's.
    fn own_state(&self) -> Option<(tree::Tag, tree::State)> {
        None
    }

    /// Draws the wrapper; `child` draws the child (by default that is all).
    fn draw(
        &self,
        _own: Option<&tree::State>,
        renderer: &mut Renderer,
        _theme: &Theme,
        _layout: Layout<'_>,
        _viewport: &Rectangle,
        child: &mut dyn FnMut(&mut Renderer),
    ) {
        child(renderer);
    }

    /// An operation over the widgets (the focus, Tab's walk); `child` runs it on the child (by
    /// default that is all).
    fn operate(
        &mut self,
        _own: Option<&mut tree::State>,
        _layout: Layout<'_>,
        operation: &mut dyn Operation,
        child: &mut dyn FnMut(&mut dyn Operation),
    ) {
        child(operation);
    }

    /// The layout within `limits`; `child` lays the child out within the limits it is given
    /// (by default that is all: the wrapper takes the child's layout as it is).
    fn layout(&self, limits: &layout::Limits, child: &mut dyn FnMut(&layout::Limits) -> layout::Node) -> layout::Node {
        child(limits)
    }

    /// An event; `child` hands an event, with where the pointer is, to the child (by default
    /// the event as it came).
    fn update(
        &mut self,
        _own: Option<&mut tree::State>,
        event: &Event,
        _layout: Layout<'_>,
        cursor: mouse::Cursor,
        shell: &mut Shell<'_, Message>,
        child: &mut dyn FnMut(&Event, mouse::Cursor, &mut Shell<'_, Message>),
    ) {
        child(event, cursor, shell);
    }
}

/// An element with what an [`Around`] adds to it.
pub struct Wrapped<'a, Message, Theme, Renderer, A> {
    content: Element<'a, Message, Theme, Renderer>,
    around: A,
    /// Whether `around` keeps a state of its own (the child's tree is then its only child).
    own: bool,
}

/// `content` wrapped by `around`.
pub fn wrap<'a, Message: 'a, Theme: 'a, Renderer: core::Renderer + 'a, A: Around<Message, Theme, Renderer> + 'a>(
    content: impl Into<Element<'a, Message, Theme, Renderer>>,
    around: A,
) -> Element<'a, Message, Theme, Renderer> {
    let own = around.own_state().is_some();
    Element::new(Wrapped { content: content.into(), around, own })
}

/// The wrapper's own state (if it keeps one) and the child's tree, out of the wrapper's tree.
fn parts(own: bool, tree: &mut Tree) -> (Option<&mut tree::State>, &mut Tree) {
    if own {
        let Tree { state, children, .. } = tree;
        (Some(state), &mut children[0])
    } else {
        (None, tree)
    }
}

impl<Message, Theme, Renderer: core::Renderer, A: Around<Message, Theme, Renderer>>
    Wrapped<'_, Message, Theme, Renderer, A>
{
    /// The child's tree in the wrapper's.
    fn child<'t>(&self, tree: &'t Tree) -> &'t Tree {
        if self.own { &tree.children[0] } else { tree }
    }
}

impl<Message, Theme, Renderer: core::Renderer, A: Around<Message, Theme, Renderer>> Widget<Message, Theme, Renderer>
    for Wrapped<'_, Message, Theme, Renderer, A>
{
    fn tag(&self) -> tree::Tag {
        match self.around.own_state() {
            Some((tag, _)) => tag,
            None => self.content.as_widget().tag(),
        }
    }

    fn state(&self) -> tree::State {
        match self.around.own_state() {
            Some((_, state)) => state,
            None => self.content.as_widget().state(),
        }
    }

    fn children(&self) -> Vec<Tree> {
        if self.own { vec![Tree::new(&self.content)] } else { self.content.as_widget().children() }
    }

    fn diff(&self, tree: &mut Tree) {
        if self.own {
            tree.diff_children(std::slice::from_ref(&self.content));
        } else {
            self.content.as_widget().diff(tree);
        }
    }

    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &Renderer, limits: &layout::Limits) -> layout::Node {
        let (_, child) = parts(self.own, tree);
        let content = &mut self.content;
        self.around.layout(limits, &mut |limits| content.as_widget_mut().layout(child, renderer, limits))
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
        let own = self.own.then_some(&tree.state);
        let child = self.child(tree);
        let content = self.content.as_widget();
        self.around.draw(own, renderer, theme, layout, viewport, &mut |r| {
            content.draw(child, r, theme, style, layout, cursor, viewport);
        });
    }

    fn operate(&mut self, tree: &mut Tree, layout: Layout<'_>, renderer: &Renderer, operation: &mut dyn Operation) {
        let (own, child) = parts(self.own, tree);
        let content = &mut self.content;
        self.around
            .operate(own, layout, operation, &mut |op| content.as_widget_mut().operate(child, layout, renderer, op));
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
        let (own, child) = parts(self.own, tree);
        let content = &mut self.content;
        self.around.update(own, event, layout, cursor, shell, &mut |event, cursor, shell| {
            content.as_widget_mut().update(child, event, layout, cursor, renderer, clipboard, shell, viewport);
        });
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        self.content.as_widget().mouse_interaction(self.child(tree), layout, cursor, viewport, renderer)
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        let (_, child) = parts(self.own, tree);
        self.content.as_widget_mut().overlay(child, layout, renderer, viewport, translation)
    }
}
