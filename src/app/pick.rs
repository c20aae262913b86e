//! A list of values the keyboard reaches: [`pick`] wraps iced's pick list so that Tab stops on
//! it as on a text field (it reports itself focusable, so the app's Tab walk counts it), a ring
//! shows while it has the focus, the arrow keys choose the previous or next value, and Enter or
//! Space opens its menu. iced 0.14's pick list is reached by the mouse only.
//!
//! It also repaints the whole list when its value changes. The CPU renderer (tiny-skia) finds
//! what to repaint by comparing each layer's primitives with the last frame's, and takes a
//! label's region as the rectangle from the point it was drawn at; the pick list draws its label
//! at its middle height, centred, so that region is the lower half of the label plus the line
//! below, and the upper half of the old label stayed on screen under the new one (issue 39:
//! "old and new value on top of each other" after a preset click or a language switch). The
//! wrapper draws one invisible quad over the list whose colour follows the label, so a new label
//! is a changed quad, and the renderer repaints all of the list's bounds.
//!
//! Every pick list of the app is made by [`pick`], so each screen's lists
//! are reached by Tab and repainted whole; the wrapper is an [`Around`] of [`super::wrap`], which
//! leaves the list's size, layout, pointer and menu to the list itself.

use super::wrap::{Around, wrap};
use iced::advanced::widget::operation::Focusable;
use iced::advanced::widget::{Id, Operation, tree};
use iced::advanced::{Layout, Shell, mouse, renderer};
use iced::keyboard::{self, key::Named};
use iced::widget::pick_list;
use iced::{Background, Border, Color, Element, Event, Length, Rectangle, Theme};

/// Whether the list has the keyboard focus.
#[derive(Clone, Copy, Debug, Default)]
struct State {
    focused: bool,
}

impl Focusable for State {
    fn is_focused(&self) -> bool {
        self.focused
    }

    fn focus(&mut self) {
        self.focused = true;
    }

    fn unfocus(&mut self) {
        self.focused = false;
    }
}

/// What the wrapper adds to iced's pick list (see the module note).
struct Pick<Message> {
    id: Id,
    /// The values' order, and the message choosing each (for the arrow keys).
    choices: Vec<Message>,
    /// The place of the chosen value in `choices`.
    chosen: Option<usize>,
    /// A digest of the label shown: the invisible quad's colour.
    label: u64,
}

/// The pick list of `options` with `selected`, `on_select` for a choice, laid `width` wide, with
/// the id `id` (Tab's walk and the tests find it by that id), its text `text_size` high (`None`:
/// the app's size).
pub fn pick<'a, T, Message>(
    id: impl Into<Id>,
    options: Vec<T>,
    selected: Option<T>,
    on_select: impl Fn(T) -> Message + Clone + 'a,
    width: Length,
    text_size: Option<f32>,
) -> Element<'a, Message>
where
    T: ToString + PartialEq + Clone + 'a,
    Message: Clone + 'a,
{
    use std::hash::{Hash, Hasher};
    let chosen = selected.as_ref().and_then(|s| options.iter().position(|o| o == s));
    let choices = options.iter().cloned().map(on_select.clone()).collect();
    let mut h = std::collections::hash_map::DefaultHasher::new();
    selected.as_ref().map(ToString::to_string).hash(&mut h);
    let mut list = pick_list(options, selected, on_select).width(width);
    if let Some(size) = text_size {
        list = list.text_size(size);
    }
    wrap(list, Pick { id: id.into(), choices, chosen, label: h.finish() })
}

impl<Message: Clone> Pick<Message> {
    /// The message choosing the value `step` places from the chosen one, if there is one.
    fn step(&self, step: isize) -> Option<Message> {
        let here = self.chosen.map_or(if step > 0 { -1 } else { self.choices.len() as isize }, |c| c as isize);
        let to = here + step;
        (0..self.choices.len() as isize).contains(&to).then(|| self.choices[to as usize].clone())
    }
}

/// The list's focus, out of the wrapper's own state.
fn focus(own: Option<&mut tree::State>) -> Option<&mut State> {
    own.map(|s| s.downcast_mut::<State>())
}

impl<Message: Clone> Around<Message, Theme, iced::Renderer> for Pick<Message> {
    fn own_state(&self) -> Option<(tree::Tag, tree::State)> {
        Some((tree::Tag::of::<State>(), tree::State::new(State::default())))
    }

    fn draw(
        &self,
        own: Option<&tree::State>,
        renderer: &mut iced::Renderer,
        theme: &Theme,
        layout: Layout<'_>,
        _viewport: &Rectangle,
        child: &mut dyn FnMut(&mut iced::Renderer),
    ) {
        use iced::advanced::Renderer as _;
        let bounds = layout.bounds();
        // Invisible, but a new label makes it a new quad: the list's bounds are repainted.
        let [a, b, c, ..] = self.label.to_le_bytes();
        let key = Color::from_rgba8(a, b, c, 0.0);
        renderer.fill_quad(renderer::Quad { bounds, ..renderer::Quad::default() }, Background::Color(key));
        child(renderer);
        if own.is_some_and(|s| s.downcast_ref::<State>().focused) {
            let ring = Border { color: theme.palette().primary, width: 3.0, radius: 4.0.into() };
            renderer.fill_quad(
                renderer::Quad { bounds: bounds.expand(1.0), border: ring, ..renderer::Quad::default() },
                Background::Color(Color::TRANSPARENT),
            );
        }
    }

    fn operate(
        &mut self,
        own: Option<&mut tree::State>,
        layout: Layout<'_>,
        operation: &mut dyn Operation,
        _child: &mut dyn FnMut(&mut dyn Operation),
    ) {
        if let Some(state) = focus(own) {
            operation.focusable(Some(&self.id), layout.bounds(), state);
        }
    }

    fn update(
        &mut self,
        own: Option<&mut tree::State>,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        shell: &mut Shell<'_, Message>,
        child: &mut dyn FnMut(&Event, mouse::Cursor, &mut Shell<'_, Message>),
    ) {
        let Some(state) = focus(own) else { return child(event, cursor, shell) };
        let bounds = layout.bounds();
        if let Event::Keyboard(keyboard::Event::KeyPressed { key: keyboard::Key::Named(named), modifiers, .. }) = event
            && state.focused
            && !modifiers.control()
            && !modifiers.alt()
        {
            match named {
                Named::ArrowUp | Named::ArrowLeft | Named::ArrowDown | Named::ArrowRight => {
                    let step = if matches!(named, Named::ArrowUp | Named::ArrowLeft) { -1 } else { 1 };
                    if let Some(m) = self.step(step) {
                        shell.publish(m);
                    }
                    shell.capture_event();
                    return;
                }
                Named::Enter | Named::Space => {
                    // Opens the menu as a click on the list would.
                    let at = mouse::Cursor::Available(bounds.center());
                    child(&Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)), at, shell);
                    shell.capture_event();
                    return;
                }
                _ => {}
            }
        }
        if let Event::Mouse(mouse::Event::ButtonPressed(_)) = event {
            // A click on the list gives it the focus (Tab goes on from here); elsewhere, takes it.
            let over = cursor.is_over(bounds);
            if over != state.focused {
                state.focused = over;
                shell.request_redraw();
            }
        }
        child(event, cursor, shell);
    }
}

/// Tab's walk: the next (or previous, `forward` false) focusable widget of the window takes
/// the focus, and after the last comes the first again, so the focus never leaves the screen
/// (iced's own walk drops it after the last field). Text fields and [`pick`] lists count.
pub fn cycle<T: Send + 'static>(forward: bool) -> impl Operation<T> {
    use iced::advanced::widget::operation::{self, focusable};
    struct Cycle {
        count: focusable::Count,
        current: usize,
        forward: bool,
    }
    impl<T> Operation<T> for Cycle {
        fn focusable(&mut self, _id: Option<&Id>, _bounds: Rectangle, state: &mut dyn Focusable) {
            let total = self.count.total;
            let target = match self.count.focused {
                None if self.forward => 0,
                None => total.saturating_sub(1),
                Some(f) if self.forward => (f + 1) % total,
                Some(f) => (f + total - 1) % total,
            };
            if self.current == target {
                state.focus();
            } else if state.is_focused() {
                state.unfocus();
            }
            self.current += 1;
        }

        fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation<T>)) {
            operate(self);
        }
    }
    let next: fn(focusable::Count) -> Cycle = if forward {
        |count| Cycle { count, current: 0, forward: true }
    } else {
        |count| Cycle { count, current: 0, forward: false }
    };
    operation::then(focusable::count(), next)
}
