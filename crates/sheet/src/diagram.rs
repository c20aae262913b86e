//! Board diagrams: a grid of any size up to 16x16 (12x12 for Victoria) with file letters and
//! rank numbers, pieces as the font's chess glyphs, bastions and monuments as the markers of
//! E11 drawn by the one rule of `victoria_rules::markers` (a bastion a block in its owner's
//! colour crossed like a hedgehog, a monument a grey stone), as on the screen and the site, and
//! the legend that explains them.

use super::canvas::{Align, Canvas};
use super::data::Board;
use victoria_rules::markers::{self, Shape};
use victoria_rules::{Cell, Color, Role, Square};
use victoria_words::Lang;

const MM_PT: f32 = 72.0 / 25.4;

/// The chess glyph of a piece: hollow for White, solid for Black.
pub fn glyph(color: Color, role: Role) -> char {
    let base = match color {
        Color::White => 0x2654,
        Color::Black => 0x265A,
    };
    let off = match role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    };
    char::from_u32(base + off).unwrap_or('?')
}

/// Space the coordinates take left of and below the grid, in mm.
pub const LABEL: f32 = 3.5;

/// Total width and height (mm) of a diagram of `board` with squares of `cell` mm.
pub fn size(board: &Board, cell: f32) -> (f32, f32) {
    (LABEL + board.width as f32 * cell, board.height as f32 * cell + LABEL)
}

/// Paints a wall's marker (E11) in the square of side `s` mm at `x`, `y`: the shapes of
/// [`markers`], the one drawing rule of the screen, the sheet and the site, in grey.
pub fn marker(c: &mut Canvas, shapes: &[Shape], x: f32, y: f32, s: f32) {
    let at = |(u, v): (f32, f32)| (x + u * s, y + v * s);
    for shape in shapes {
        match *shape {
            Shape::Block { fill, edge, edge_width, .. } => {
                let points: Vec<_> = markers::outline(shape, 4).unwrap_or_default().into_iter().map(at).collect();
                c.polygon(&points, Some(fill.grey()), Some((edge.grey(), edge_width * s)));
            }
            Shape::Disc { fill, edge, .. } => {
                let points: Vec<_> = markers::outline(shape, 8).unwrap_or_default().into_iter().map(at).collect();
                c.polygon(&points, Some(fill.grey()), edge.map(|(tone, w)| (tone.grey(), w * s)));
            }
            Shape::Beam { from, to, width, tone } => c.beam(at(from), at(to), width * s, tone.grey()),
        }
    }
}

fn bastion(c: &mut Canvas, x: f32, y: f32, s: f32, owner: Color) {
    marker(c, &markers::bastion(owner), x, y, s);
}

fn monument(c: &mut Canvas, x: f32, y: f32, s: f32) {
    marker(c, &markers::monument(), x, y, s);
}

/// Draws `board` with its top-left corner (labels included) at `x`, `y`.
pub fn draw(c: &mut Canvas, board: &Board, x: f32, y: f32, cell: f32) {
    let gx = x + LABEL;
    let w = board.width as f32 * cell;
    let h = board.height as f32 * cell;
    let label = (cell * MM_PT * 0.36).min(7.0);
    for rank in 0..board.height {
        let ry = y + (board.height - 1 - rank) as f32 * cell;
        c.text(gx - 0.6, ry + cell * 0.5 + label * 0.12, label, Align::Right, &(rank + 1).to_string());
        for file in 0..board.width {
            let fx = gx + file as f32 * cell;
            if (file + rank) % 2 == 0 {
                c.rect(fx, ry, cell, cell, Some(0.82), None);
            }
            match board.cell(Square::new(file, rank)) {
                Cell::Empty => {}
                Cell::Piece(p) => {
                    let size = cell * MM_PT * 0.86;
                    c.text(fx + cell / 2.0, ry + cell * 0.82, size, Align::Center, &glyph(p.color, p.role).to_string());
                }
                Cell::Bastion(owner) => bastion(c, fx, ry, cell, owner),
                Cell::Monument => monument(c, fx, ry, cell),
            }
            if board.heroes.contains(&Square::new(file, rank)) {
                c.text(fx + cell * 0.98, ry + cell * 0.36, cell * MM_PT * 0.32, Align::Right, "★");
            }
        }
    }
    for file in 0..board.width {
        let letter = Square::new(file, 0).file_char().to_string();
        c.text(gx + (file as f32 + 0.5) * cell, y + h + LABEL - 0.6, label, Align::Center, &letter);
    }
    c.rect(gx, y, w, h, None, Some(0.3));
}

/// The legend line for bastions and monuments (and heroes when `hero`), drawn at baseline
/// `y`; returns its width.
pub fn legend(c: &mut Canvas, lang: Lang, x: f32, y: f32, size: f32, hero: bool) -> f32 {
    let s = 3.2;
    let mut cx = x;
    for owner in Color::ALL {
        let text = &crate::t!(lang, "sheet-legend-bastion", color = owner);
        bastion(c, cx, y - s * 0.85, s, owner);
        cx += s + 0.8;
        c.text(cx, y, size, Align::Left, text);
        cx += c.measure(text, size) + 3.0;
    }
    let monument_text = &crate::t!(lang, "sheet-legend-monument");
    monument(c, cx, y - s * 0.85, s);
    cx += s + 0.8;
    c.text(cx, y, size, Align::Left, monument_text);
    cx += c.measure(monument_text, size);
    if hero {
        cx += 3.0;
        let text = format!("★ {}", crate::t!(lang, "sheet-legend-hero"));
        c.text(cx, y, size, Align::Left, &text);
        cx += c.measure(&text, size);
    }
    cx - x
}

#[cfg(test)]
mod tests {
    use super::*;
    use printpdf::{Color as PdfColor, Op};

    /// The grey levels and the outline points the sheet painted for a marker in a 10 mm square
    /// at the page's top-left corner (points back in mm, top-left origin).
    fn painted(shapes: &[Shape]) -> (Vec<f32>, Vec<Vec<(f32, f32)>>) {
        let font = crate::font::font().expect("the sheet's font");
        let mut c = Canvas::new(100.0, 100.0, font, printpdf::FontId::new());
        marker(&mut c, shapes, 0.0, 0.0, 10.0);
        let mm = |p: &printpdf::Point| (p.x.0 * 25.4 / 72.0, 100.0 - p.y.0 * 25.4 / 72.0);
        let (mut greys, mut outlines) = (Vec::new(), Vec::new());
        for op in &c.ops {
            match op {
                Op::SetFillColor { col: PdfColor::Greyscale(g) } => greys.push(g.percent),
                Op::DrawPolygon { polygon } => {
                    outlines.push(polygon.rings[0].points.iter().map(|p| mm(&p.p)).collect())
                }
                Op::DrawLine { line } => outlines.push(line.points.iter().map(|p| mm(&p.p)).collect()),
                _ => {}
            }
        }
        (greys, outlines)
    }

    /// E11: the sheet draws a bastion and a monument as the shared rule says (the screen and
    /// the site paint the same shapes): the same outlines, scaled, in the tones' grey levels.
    #[test]
    fn the_sheet_paints_the_shared_markers() {
        for shapes in [
            markers::bastion(Color::White).to_vec(),
            markers::bastion(Color::Black).to_vec(),
            markers::monument().to_vec(),
        ] {
            let (greys, outlines) = painted(&shapes);
            let fills: Vec<f32> = shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Block { fill, .. } | Shape::Disc { fill, .. } => Some(fill.grey()),
                    Shape::Beam { .. } => None,
                })
                .collect();
            assert_eq!(greys.len(), fills.len(), "{shapes:?}");
            for (g, want) in greys.iter().zip(&fills) {
                assert!((g - want).abs() < 1e-4, "{g} ≠ {want}");
            }
            assert_eq!(outlines.len(), shapes.len());
            for (shape, drawn) in shapes.iter().zip(&outlines) {
                let want: Vec<(f32, f32)> = match shape {
                    Shape::Beam { from, to, .. } => vec![*from, *to],
                    other => markers::outline(other, if matches!(other, Shape::Disc { .. }) { 8 } else { 4 }).unwrap(),
                };
                assert_eq!(drawn.len(), want.len(), "{shape:?}");
                for ((x, y), (u, v)) in drawn.iter().zip(&want) {
                    assert!(
                        (x - u * 10.0).abs() < 1e-3 && (y - v * 10.0).abs() < 1e-3,
                        "{shape:?}: ({x}, {y}) ≠ ({u}, {v})×10"
                    );
                }
            }
        }
        // White's bastion is light with dark beams, Black's dark with light ones, as on screen.
        assert!(painted(&markers::bastion(Color::White)).0[0] > 0.9);
        assert!(painted(&markers::bastion(Color::Black)).0[0] < 0.2);
    }
}
