//! Ruling E11's markers, drawn one way everywhere: "a bastion is a marker in its owner's colour
//! and a monument a neutral one; screens and sheets draw them the same way". This module is
//! that one way, as data: the shapes of a bastion (a rounded block in its owner's colour,
//! outlined, crossed like a hedgehog by two beams in the other colour) and of a monument (a
//! grey stone with a dark core) in a unit square (x to the right, y down, 0..1), with their
//! tones. The desk's screen (iced), the score sheet (PDF), the club site and the live pages
//! (SVG) only scale and paint these shapes; none of them has a marker of its own.

use crate::{Cell, Color};

/// A colour of a marker. The screen and the web pages paint [`Tone::rgb`]; a print in grey
/// paints [`Tone::grey`], the same colour's lightness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// White's colour: a bastion of White's, the beams on Black's.
    Light,
    /// Black's colour, and the outline of every bastion.
    Dark,
    /// A monument's stone: neutral, no one's (R16).
    Stone,
    /// A monument's rim and core.
    StoneEdge,
}

impl Tone {
    /// The colour as red, green, blue.
    pub fn rgb(self) -> [u8; 3] {
        match self {
            Tone::Light => [0xFA, 0xFA, 0xF5],
            Tone::Dark => [0x22, 0x22, 0x26],
            Tone::Stone => [0x8A, 0x8D, 0x91],
            Tone::StoneEdge => [0x50, 0x53, 0x58],
        }
    }

    /// The colour as a grey level, 0 black to 1 white (its luma, Rec. 601).
    pub fn grey(self) -> f32 {
        let [r, g, b] = self.rgb().map(|c| c as f32 / 255.0);
        0.299 * r + 0.587 * g + 0.114 * b
    }

    /// The colour as `#rrggbb`.
    pub fn hex(self) -> String {
        let [r, g, b] = self.rgb();
        format!("#{r:02x}{g:02x}{b:02x}")
    }
}

/// One painted shape of a marker, in the unit square; widths are fractions of the square's side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shape {
    /// A square block from `inset` to `1 - inset` with corners rounded by `radius`, filled, and
    /// outlined `edge_width` wide.
    Block { inset: f32, radius: f32, fill: Tone, edge: Tone, edge_width: f32 },
    /// A straight beam from `from` to `to`, `width` wide, with butt ends.
    Beam { from: (f32, f32), to: (f32, f32), width: f32, tone: Tone },
    /// A disc centred in the square, filled, and outlined when `edge` is given (tone, width).
    Disc { radius: f32, fill: Tone, edge: Option<(Tone, f32)> },
}

/// The shapes of a bastion of `owner`, painted in this order.
pub fn bastion(owner: Color) -> [Shape; 3] {
    let (fill, beam) = match owner {
        Color::White => (Tone::Light, Tone::Dark),
        Color::Black => (Tone::Dark, Tone::Light),
    };
    let (a, b) = (0.25, 0.75);
    [
        Shape::Block { inset: 0.1, radius: 0.08, fill, edge: Tone::Dark, edge_width: 0.035 },
        Shape::Beam { from: (a, a), to: (b, b), width: 0.09, tone: beam },
        Shape::Beam { from: (b, a), to: (a, b), width: 0.09, tone: beam },
    ]
}

/// The shapes of a monument, painted in this order.
pub fn monument() -> [Shape; 2] {
    [
        Shape::Disc { radius: 0.36, fill: Tone::Stone, edge: Some((Tone::StoneEdge, 0.05)) },
        Shape::Disc { radius: 0.12, fill: Tone::StoneEdge, edge: None },
    ]
}

/// The marker a cell shows, if it is a wall (a bastion or a monument).
pub fn of(cell: Cell) -> Option<Vec<Shape>> {
    match cell {
        Cell::Bastion(owner) => Some(bastion(owner).to_vec()),
        Cell::Monument => Some(monument().to_vec()),
        Cell::Empty | Cell::Piece(_) => None,
    }
}

/// The outline of a shape that covers an area, as a closed polygon in the unit square (a disc or
/// a rounded block, each corner's arc in `steps` segments), for painters without curves; `None`
/// for a beam.
pub fn outline(shape: &Shape, steps: usize) -> Option<Vec<(f32, f32)>> {
    let steps = steps.max(1);
    let arc = |cx: f32, cy: f32, r: f32, from: f32, n: usize| {
        (0..=n).map(move |k| {
            let t = from + std::f32::consts::FRAC_PI_2 * k as f32 / n as f32;
            (cx + r * t.cos(), cy + r * t.sin())
        })
    };
    match *shape {
        Shape::Block { inset, radius, .. } => {
            let (lo, hi) = (inset + radius, 1.0 - inset - radius);
            let quarter = std::f32::consts::FRAC_PI_2;
            let corners = [(hi, hi, 0.0), (lo, hi, quarter), (lo, lo, 2.0 * quarter), (hi, lo, 3.0 * quarter)];
            Some(corners.into_iter().flat_map(|(x, y, from)| arc(x, y, radius, from, steps)).collect())
        }
        Shape::Disc { radius, .. } => Some(
            (0..4)
                .flat_map(|q| {
                    arc(0.5, 0.5, radius, q as f32 * std::f32::consts::FRAC_PI_2, steps).skip(usize::from(q > 0))
                })
                .collect(),
        ),
        Shape::Beam { .. } => None,
    }
}

/// The marker as SVG elements for a square of `side` units whose top-left corner is `(x, y)`
/// (the club site's boards and the live pages use it as a template).
pub fn svg(shapes: &[Shape], x: f32, y: f32, side: f32) -> String {
    let at = |u: f32| u * side;
    let n = |v: f32| {
        let s = format!("{:.3}", v);
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    };
    let mut out = String::new();
    for s in shapes {
        match *s {
            Shape::Block { inset, radius, fill, edge, edge_width } => out.push_str(&format!(
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>",
                n(x + at(inset)),
                n(y + at(inset)),
                n(at(1.0 - 2.0 * inset)),
                n(at(1.0 - 2.0 * inset)),
                n(at(radius)),
                fill.hex(),
                edge.hex(),
                n(at(edge_width))
            )),
            Shape::Beam { from, to, width, tone } => out.push_str(&format!(
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>",
                n(x + at(from.0)),
                n(y + at(from.1)),
                n(x + at(to.0)),
                n(y + at(to.1)),
                tone.hex(),
                n(at(width))
            )),
            Shape::Disc { radius, fill, edge } => {
                out.push_str(&format!(
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"",
                    n(x + at(0.5)),
                    n(y + at(0.5)),
                    n(at(radius)),
                    fill.hex()
                ));
                if let Some((tone, w)) = edge {
                    out.push_str(&format!(" stroke=\"{}\" stroke-width=\"{}\"", tone.hex(), n(at(w))));
                }
                out.push_str("/>");
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bastion_is_in_its_owner_s_colour_crossed_in_the_other_and_a_monument_is_no_one_s() {
        for (owner, fill, beam) in [(Color::White, Tone::Light, Tone::Dark), (Color::Black, Tone::Dark, Tone::Light)] {
            let [block, b1, b2] = bastion(owner);
            assert!(matches!(block, Shape::Block { fill: f, .. } if f == fill));
            assert!(matches!(b1, Shape::Beam { tone, .. } if tone == beam));
            assert!(matches!(b2, Shape::Beam { tone, .. } if tone == beam));
        }
        assert!(Tone::Light.grey() > 0.9 && Tone::Dark.grey() < 0.2);
        let g = Tone::Stone.grey();
        assert!(g > Tone::StoneEdge.grey() && g > 0.3 && g < 0.7, "a neutral grey: {g}");
        assert!(of(Cell::Empty).is_none());
    }

    #[test]
    fn outlines_stay_in_their_square_and_close_round() {
        for s in bastion(Color::White).iter().chain(monument().iter()) {
            let Some(points) = outline(s, 6) else { continue };
            assert!(points.iter().all(|&(x, y)| (0.0..=1.0).contains(&x) && (0.0..=1.0).contains(&y)), "{s:?}");
            assert!(points.len() >= 16, "{s:?}");
        }
        let disc = outline(&monument()[0], 8).unwrap();
        assert!(disc.iter().all(|&(x, y)| ((x - 0.5).hypot(y - 0.5) - 0.36).abs() < 1e-5));
    }

    #[test]
    fn the_svg_of_a_marker_is_its_shapes_scaled() {
        let s = svg(&bastion(Color::Black), 20.0, 30.0, 10.0);
        assert_eq!(
            s,
            "<rect x=\"21\" y=\"31\" width=\"8\" height=\"8\" rx=\"0.8\" fill=\"#222226\" stroke=\"#222226\" stroke-width=\"0.35\"/>\
             <line x1=\"22.5\" y1=\"32.5\" x2=\"27.5\" y2=\"37.5\" stroke=\"#fafaf5\" stroke-width=\"0.9\"/>\
             <line x1=\"27.5\" y1=\"32.5\" x2=\"22.5\" y2=\"37.5\" stroke=\"#fafaf5\" stroke-width=\"0.9\"/>"
        );
    }
}
