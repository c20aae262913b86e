//! The board on an iced canvas, for every screen that shows one (scheme editor, reveal,
//! recording, public window): squares labelled a–l / 1–12, pieces as chess glyphs, bastions as
//! blocks in their owner's colour, monuments as neutral grey stones (E11), the last move, the
//! king in check, a fresh monument, a selected square, and a flip for Black's view. A click on a
//! square publishes the message the screen asked for. The canvas only reads a [`BoardView`]; it
//! never sees a reserve number. Over the board an overlay layer of its own may draw a proof that
//! mate is impossible ([`ProofMarks`]: a sealed king's region, its walls, the king), cached
//! apart from the board so neither is drawn again while nothing changes.

use super::theme::{self, board as colors};
use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::widget::text::Alignment;
use iced::{Element, Length, Point, Rectangle, Renderer, Size, Theme, alignment};

use victoria_rules::markers::{self, Shape, Tone};
use victoria_rules::{Cell, Color, Piece, Square};

pub use victoria_session::model::{BoardView, ProofMarks, glyph, glyph_filled, glyph_outline};

/// The overlay's colours: the sealed region, the walls that seal it, the sealed king.
const REGION: iced::Color = iced::Color::from_rgba(0.15, 0.45, 0.95, 0.30);
const WALL: iced::Color = iced::Color::from_rgb(0.85, 0.12, 0.10);
const SEALED_KING: iced::Color = iced::Color::from_rgb(0.10, 0.30, 0.85);

/// Where a point of the canvas falls, for the canvas and the tests.
pub trait OnCanvas {
    /// The square under a point of a canvas of `size`, if any.
    fn square_at(&self, size: Size, p: Point) -> Option<Square>;
    /// The centre of a square on a canvas of `size` (tests click there).
    fn center_of(&self, size: Size, sq: Square) -> Point;
}

impl OnCanvas for BoardView {
    fn square_at(&self, size: Size, p: Point) -> Option<Square> {
        let g = Geometry_::new(self, size);
        let x = (p.x - g.left) / g.side;
        let y = (p.y - g.top) / g.side;
        if x < 0.0 || y < 0.0 {
            return None;
        }
        let (col, row) = (x as u8, y as u8);
        if col >= self.width || row >= self.height {
            return None;
        }
        Some(g.square(self, col, row))
    }

    fn center_of(&self, size: Size, sq: Square) -> Point {
        let g = Geometry_::new(self, size);
        let (col, row) = g.col_row(self, sq);
        Point::new(g.left + (col as f32 + 0.5) * g.side, g.top + (row as f32 + 0.5) * g.side)
    }
}

/// Where the squares go on a canvas.
struct Geometry_ {
    side: f32,
    left: f32,
    top: f32,
}

impl Geometry_ {
    fn new(v: &BoardView, size: Size) -> Geometry_ {
        let w = v.width.max(1) as f32;
        let h = v.height.max(1) as f32;
        // Room for the labels: 0.7 square on the left and at the bottom.
        let side = (size.width / (w + 0.8)).min(size.height / (h + 0.8)).max(1.0);
        let left = (size.width - side * (w + 0.8)) / 2.0 + side * 0.7;
        let top = (size.height - side * (h + 0.8)) / 2.0 + side * 0.1;
        Geometry_ { side, left, top }
    }
    fn square(&self, v: &BoardView, col: u8, row: u8) -> Square {
        if v.flipped { Square::new(v.width - 1 - col, row) } else { Square::new(col, v.height - 1 - row) }
    }
    fn col_row(&self, v: &BoardView, sq: Square) -> (u8, u8) {
        if v.flipped { (v.width - 1 - sq.file(), sq.rank()) } else { (sq.file(), v.height - 1 - sq.rank()) }
    }
    fn rect(&self, v: &BoardView, sq: Square) -> Rectangle {
        let (col, row) = self.col_row(v, sq);
        Rectangle::new(
            Point::new(self.left + col as f32 * self.side, self.top + row as f32 * self.side),
            Size::new(self.side, self.side),
        )
    }
}

fn glyph_text(content: &str, center: Point, size: f32, color: iced::Color) -> Text {
    Text {
        content: content.to_string(),
        position: center,
        color,
        size: size.into(),
        font: theme::FONT,
        align_x: Alignment::Center,
        align_y: alignment::Vertical::Center,
        ..Text::default()
    }
}

/// Draws a piece: the solid glyph in the piece's colour over a halo of copies in the contrasting
/// colour, so a White piece is white with dark edges and details (the solid glyph's holes show
/// the halo) and a Black piece stands out on the dark squares.
pub fn draw_piece(frame: &mut Frame, p: Piece, center: Point, side: f32) {
    let size = side * 0.82;
    let (body, edge) = match p.color {
        Color::White => (colors::WHITE_PIECE, colors::PIECE_OUTLINE),
        Color::Black => (colors::BLACK_PIECE, colors::BLACK_HALO),
    };
    let d = (side * 0.028).max(1.0);
    for (dx, dy) in [(-d, 0.0), (d, 0.0), (0.0, -d), (0.0, d), (-d, -d), (d, d), (-d, d), (d, -d)] {
        let at = Point::new(center.x + dx, center.y + dy);
        frame.fill_text(glyph_text(glyph_filled(p.role), at, size, edge));
    }
    frame.fill_text(glyph_text(glyph_filled(p.role), center, size, body));
}

/// Draws a board view into a frame.
pub fn draw_board(frame: &mut Frame, v: &BoardView) {
    let size = frame.size();
    let g = Geometry_::new(v, size);
    let s = g.side;
    // Frame around the squares.
    frame.fill_rectangle(
        Point::new(g.left - 2.0, g.top - 2.0),
        Size::new(s * v.width as f32 + 4.0, s * v.height as f32 + 4.0),
        colors::FRAME,
    );
    for rank in 0..v.height {
        for file in 0..v.width {
            let sq = Square::new(file, rank);
            let r = g.rect(v, sq);
            let dark = (file + rank) % 2 == 0;
            frame.fill_rectangle(r.position(), r.size(), if dark { colors::DARK } else { colors::LIGHT });
            if let Some((lo, hi)) = v.own_ranks
                && (rank < lo || rank > hi)
            {
                frame.fill_rectangle(r.position(), r.size(), colors::OFF_HALF);
            }
            if let Some((lo, hi)) = v.bastion_ranks
                && rank >= lo
                && rank <= hi
            {
                frame.fill_rectangle(r.position(), r.size(), colors::BASTION_ZONE);
            }
            if let Some((a, b)) = v.last_move
                && (sq == a || sq == b)
            {
                frame.fill_rectangle(r.position(), r.size(), colors::LAST_MOVE);
            }
            if v.selected == Some(sq) {
                frame.fill_rectangle(r.position(), r.size(), colors::SELECTED);
            }
            let center = r.center();
            match v.cell(sq) {
                Cell::Empty => {}
                Cell::Piece(p) => {
                    if v.check == Some(sq) {
                        frame.fill(&Path::circle(center, s * 0.46), colors::CHECK);
                    }
                    draw_piece(frame, p, center, s);
                }
                Cell::Bastion(owner) => paint_marker(frame, &markers::bastion(owner), r.position(), s),
                Cell::Monument => {
                    if v.petrified == Some(sq) {
                        frame.fill_rectangle(r.position(), r.size(), colors::PETRIFIED);
                    }
                    paint_marker(frame, &markers::monument(), r.position(), s);
                }
            }
        }
    }
    // Labels: files under the board, ranks on the left.
    let label = (s * 0.36).clamp(9.0, 18.0);
    for file in 0..v.width {
        let col = if v.flipped { v.width - 1 - file } else { file };
        let x = g.left + (col as f32 + 0.5) * s;
        let y = g.top + v.height as f32 * s + s * 0.35;
        let name = ((b'a' + file) as char).to_string();
        frame.fill_text(glyph_text(&name, Point::new(x, y), label, colors::LABEL));
    }
    for rank in 0..v.height {
        let row = if v.flipped { rank } else { v.height - 1 - rank };
        let y = g.top + (row as f32 + 0.5) * s;
        let x = g.left - s * 0.38;
        frame.fill_text(glyph_text(&(rank + 1).to_string(), Point::new(x, y), label, colors::LABEL));
    }
}

/// Paints a wall's marker (E11) in the square of side `s` at `at`: the shapes of
/// `victoria_rules::markers`, the one drawing rule of the screen, the sheet and the site.
fn paint_marker(frame: &mut Frame, shapes: &[Shape], at: Point, s: f32) {
    let tone = |t: Tone| {
        let [r, g, b] = t.rgb();
        iced::Color::from_rgb8(r, g, b)
    };
    let p = |(u, v): (f32, f32)| Point::new(at.x + u * s, at.y + v * s);
    for shape in shapes {
        match *shape {
            Shape::Block { inset, radius, fill, edge, edge_width } => {
                let block = Path::rounded_rectangle(
                    p((inset, inset)),
                    Size::new(s * (1.0 - 2.0 * inset), s * (1.0 - 2.0 * inset)),
                    (s * radius).into(),
                );
                frame.fill(&block, tone(fill));
                frame.stroke(&block, Stroke::default().with_color(tone(edge)).with_width(s * edge_width));
            }
            Shape::Beam { from, to, width, tone: t } => {
                frame.stroke(&Path::line(p(from), p(to)), Stroke::default().with_color(tone(t)).with_width(s * width));
            }
            Shape::Disc { radius, fill, edge } => {
                let disc = Path::circle(p((0.5, 0.5)), s * radius);
                frame.fill(&disc, tone(fill));
                if let Some((t, w)) = edge {
                    frame.stroke(&disc, Stroke::default().with_color(tone(t)).with_width(s * w));
                }
            }
        }
    }
}

/// Draws the marks of a proof over a board view: the region tinted, each wall framed, the king
/// ringed (R27a).
pub fn draw_marks(frame: &mut Frame, v: &BoardView, marks: &ProofMarks) {
    let g = Geometry_::new(v, frame.size());
    let s = g.side;
    for &sq in &marks.region {
        let r = g.rect(v, sq);
        frame.fill_rectangle(r.position(), r.size(), REGION);
    }
    let wall = Stroke::default().with_color(WALL).with_width((s * 0.08).max(2.0));
    for &sq in &marks.walls {
        let r = g.rect(v, sq);
        let inset = s * 0.04;
        frame.stroke(
            &Path::rectangle(Point::new(r.x + inset, r.y + inset), Size::new(s - 2.0 * inset, s - 2.0 * inset)),
            wall,
        );
    }
    let ring = Stroke::default().with_color(SEALED_KING).with_width((s * 0.07).max(2.0));
    for &sq in &marks.kings {
        frame.stroke(&Path::circle(g.rect(v, sq).center(), s * 0.45), ring);
    }
}

/// The canvas program: draws a view (and the marks of a proof over it), publishes
/// `on_click(square)` on a left click.
pub struct BoardCanvas<'a, M> {
    pub view: &'a BoardView,
    pub on_click: Option<fn(Square) -> M>,
    pub marks: Option<&'a ProofMarks>,
}

/// What a board canvas keeps between frames (in the widget tree, so it survives a new `view`):
/// the drawn geometry and the view it shows. A redraw of the window for another reason (the
/// move field's cursor blinking) reuses the geometry, so the renderer sees the same cached
/// primitives and repaints nothing of the board; only a changed [`BoardView`] or size draws anew.
#[derive(Default)]
pub struct BoardCache {
    cache: canvas::Cache,
    drawn: std::cell::RefCell<Option<BoardView>>,
    /// How many times the board was drawn anew (tests read it).
    pub draws: std::cell::Cell<u64>,
    /// The overlay layer: the marks of a proof, with the board's size and orientation.
    overlay: canvas::Cache,
    marked: std::cell::RefCell<Option<(ProofMarks, u8, u8, bool)>>,
    /// How many times the overlay was drawn anew (tests read it).
    pub overlay_draws: std::cell::Cell<u64>,
}

impl BoardCache {
    /// The geometry of `view` at `size`, drawn anew only when the view changed since the last
    /// frame (the cache itself redraws when the size changes).
    pub fn geometry(&self, renderer: &Renderer, size: Size, view: &BoardView) -> Geometry {
        let mut drawn = self.drawn.borrow_mut();
        if drawn.as_ref() != Some(view) {
            self.cache.clear();
            *drawn = Some(view.clone());
        }
        self.cache.draw(renderer, size, |frame| {
            self.draws.set(self.draws.get() + 1);
            draw_board(frame, view);
        })
    }

    /// The overlay's geometry for `marks` over `view`, drawn anew only when the marks, the
    /// board's size or its orientation changed.
    pub fn overlay(&self, renderer: &Renderer, size: Size, view: &BoardView, marks: &ProofMarks) -> Geometry {
        let key = (marks.clone(), view.width, view.height, view.flipped);
        let mut marked = self.marked.borrow_mut();
        if marked.as_ref() != Some(&key) {
            self.overlay.clear();
            *marked = Some(key);
        }
        self.overlay.draw(renderer, size, |frame| {
            self.overlay_draws.set(self.overlay_draws.get() + 1);
            draw_marks(frame, view, marks);
        })
    }
}

impl<M: Clone> canvas::Program<M> for BoardCanvas<'_, M> {
    type State = BoardCache;

    fn update(
        &self,
        _state: &mut BoardCache,
        event: &canvas::Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<M>> {
        let on_click = self.on_click?;
        if let canvas::Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) = event {
            let p = cursor.position_in(bounds)?;
            let sq = self.view.square_at(bounds.size(), p)?;
            return Some(canvas::Action::publish(on_click(sq)).and_capture());
        }
        None
    }

    fn draw(
        &self,
        state: &BoardCache,
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _c: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut layers = vec![state.geometry(renderer, bounds.size(), self.view)];
        if let Some(marks) = self.marks.filter(|m| !m.is_empty()) {
            layers.push(state.overlay(renderer, bounds.size(), self.view, marks));
        }
        layers
    }

    fn mouse_interaction(&self, _s: &BoardCache, bounds: Rectangle, cursor: mouse::Cursor) -> mouse::Interaction {
        if self.on_click.is_some() && cursor.is_over(bounds) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::default()
        }
    }
}

/// The board as an element of `side` pixels square.
pub fn board<'a, M: Clone + 'a>(view: &'a BoardView, on_click: Option<fn(Square) -> M>, side: f32) -> Element<'a, M> {
    marked_board(view, None, on_click, side)
}

/// The board with the marks of a proof drawn over it (none: the plain board).
pub fn marked_board<'a, M: Clone + 'a>(
    view: &'a BoardView,
    marks: Option<&'a ProofMarks>,
    on_click: Option<fn(Square) -> M>,
    side: f32,
) -> Element<'a, M> {
    canvas::Canvas::new(BoardCanvas { view, on_click, marks })
        .width(Length::Fixed(side))
        .height(Length::Fixed(side))
        .into()
}
