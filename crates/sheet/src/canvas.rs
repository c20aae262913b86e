//! A page being drawn: PDF operations placed in millimetres from the top-left corner (the PDF's
//! own origin is bottom-left), with the sheet's font, text measurement and fitting.

use super::font::text_width;
use printpdf::{
    Color, FontId, Greyscale, Line, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfFontHandle, Point, Polygon,
    PolygonRing, Pt, Rect, TextItem, WindingOrder,
};

const MM_PT: f32 = 72.0 / 25.4;

fn pt(mm: f32) -> Pt {
    Pt(mm * MM_PT)
}

/// Horizontal alignment of a text against its x.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// One page's operations.
pub struct Canvas<'f> {
    pub width: f32,
    pub height: f32,
    font: &'f ParsedFont,
    font_id: FontId,
    pub ops: Vec<Op>,
}

fn grey(level: f32) -> Color {
    Color::Greyscale(Greyscale::new(level, None))
}

impl<'f> Canvas<'f> {
    pub fn new(width: f32, height: f32, font: &'f ParsedFont, font_id: FontId) -> Canvas<'f> {
        Canvas { width, height, font, font_id, ops: Vec::new() }
    }

    fn p(&self, x: f32, y: f32) -> Point {
        Point::new(Mm(x), Mm(self.height - y))
    }

    /// Width in mm of `text` at `size` points.
    pub fn measure(&self, text: &str, size: f32) -> f32 {
        text_width(self.font, text, size) / MM_PT
    }

    /// Draws `text` with its baseline at `y` (mm from the top), aligned to `x`, in grey `level`
    /// (0 black).
    pub fn text_grey(&mut self, x: f32, y: f32, size: f32, align: Align, text: &str, level: f32) {
        if text.is_empty() {
            return;
        }
        let x = match align {
            Align::Left => x,
            Align::Center => x - self.measure(text, size) / 2.0,
            Align::Right => x - self.measure(text, size),
        };
        let pos = self.p(x, y);
        self.ops.push(Op::SaveGraphicsState);
        self.ops.push(Op::SetFillColor { col: grey(level) });
        self.ops.push(Op::StartTextSection);
        self.ops.push(Op::SetFont { font: PdfFontHandle::External(self.font_id.clone()), size: Pt(size) });
        self.ops.push(Op::SetTextCursor { pos });
        self.ops.push(Op::ShowText { items: vec![TextItem::Text(text.to_string())] });
        self.ops.push(Op::EndTextSection);
        self.ops.push(Op::RestoreGraphicsState);
    }

    /// One glyph laid on its side (turned a quarter left), centred on `cx`, `cy` (mm from the
    /// top), `size` points, grey `level`: a petrified piece (E11).
    pub fn glyph_on_side(&mut self, cx: f32, cy: f32, size: f32, glyph: &str, level: f32) {
        let w = self.measure(glyph, size);
        let s = size / MM_PT;
        // Turned 90° counter-clockwise, the glyph's own (w/2, 0.35 s) centre lands at
        // (-0.35 s, w/2) from its origin (y up).
        let origin = self.p(cx + 0.35 * s, cy + w / 2.0);
        self.ops.push(Op::SaveGraphicsState);
        self.ops.push(Op::SetFillColor { col: grey(level) });
        self.ops.push(Op::StartTextSection);
        self.ops.push(Op::SetFont { font: PdfFontHandle::External(self.font_id.clone()), size: Pt(size) });
        self.ops.push(Op::SetTextMatrix {
            matrix: printpdf::TextMatrix::Raw([0.0, 1.0, -1.0, 0.0, origin.x.0, origin.y.0]),
        });
        self.ops.push(Op::ShowText { items: vec![TextItem::Text(glyph.to_string())] });
        self.ops.push(Op::EndTextSection);
        self.ops.push(Op::RestoreGraphicsState);
    }

    /// Black text.
    pub fn text(&mut self, x: f32, y: f32, size: f32, align: Align, text: &str) {
        self.text_grey(x, y, size, align, text, 0.0);
    }

    /// Black text shrunk (down to half `size`) and then cut with `…` so it fits `max_w` mm.
    pub fn text_fit(&mut self, x: f32, y: f32, size: f32, max_w: f32, text: &str) {
        let fitted = self.fit(text, size, max_w);
        self.text(x, y, fitted.1, Align::Left, &fitted.0);
    }

    /// The text and size to print `text` within `max_w` mm: a smaller size first, then a cut.
    pub fn fit(&self, text: &str, size: f32, max_w: f32) -> (String, f32) {
        let w = self.measure(text, size);
        if w <= max_w {
            return (text.to_string(), size);
        }
        let smaller = (size * max_w / w).max(size * 0.6);
        if self.measure(text, smaller) <= max_w {
            return (text.to_string(), smaller);
        }
        let mut cut: String = text.to_string();
        while !cut.is_empty() && self.measure(&format!("{cut}…"), smaller) > max_w {
            cut.pop();
        }
        (format!("{cut}…"), smaller)
    }

    /// Splits `text` into lines no wider than `max_w` mm at `size` points (words kept whole
    /// unless one alone is too wide).
    pub fn wrap(&self, text: &str, size: f32, max_w: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
            if self.measure(&candidate, size) <= max_w || line.is_empty() {
                line = candidate;
            } else {
                lines.push(std::mem::take(&mut line));
                line = word.to_string();
            }
            while self.measure(&line, size) > max_w && line.chars().count() > 1 {
                // A single over-long word: break it by characters.
                let mut head = String::new();
                for c in line.chars() {
                    if self.measure(&format!("{head}{c}"), size) > max_w && !head.is_empty() {
                        break;
                    }
                    head.push(c);
                }
                let rest: String = line.chars().skip(head.chars().count()).collect();
                lines.push(head);
                line = rest;
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// A rectangle (top-left `x`, `y`, size `w` x `h` mm) filled with grey `fill` and/or
    /// outlined with `stroke` mm lines.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: Option<f32>, stroke: Option<f32>) {
        let mode = match (fill, stroke) {
            (Some(_), Some(_)) => PaintMode::FillStroke,
            (Some(_), None) => PaintMode::Fill,
            (None, Some(_)) => PaintMode::Stroke,
            (None, None) => return,
        };
        let bottom = self.p(x, y + h);
        let mut r = Rect::from_xywh(bottom.x, bottom.y, pt(w), pt(h));
        r.mode = Some(mode);
        self.ops.push(Op::SaveGraphicsState);
        if let Some(level) = fill {
            self.ops.push(Op::SetFillColor { col: grey(level) });
        }
        if let Some(width) = stroke {
            self.ops.push(Op::SetOutlineColor { col: grey(0.0) });
            self.ops.push(Op::SetOutlineThickness { pt: pt(width) });
        }
        self.ops.push(Op::DrawRectangle { rectangle: r });
        self.ops.push(Op::RestoreGraphicsState);
    }

    /// Many black filled rectangles in one graphics state (the QR code's modules).
    pub fn fill_rects(&mut self, rects: &[(f32, f32, f32, f32)]) {
        self.ops.push(Op::SaveGraphicsState);
        self.ops.push(Op::SetFillColor { col: grey(0.0) });
        for &(x, y, w, h) in rects {
            let bottom = self.p(x, y + h);
            let mut r = Rect::from_xywh(bottom.x, bottom.y, pt(w), pt(h));
            r.mode = Some(PaintMode::Fill);
            self.ops.push(Op::DrawRectangle { rectangle: r });
        }
        self.ops.push(Op::RestoreGraphicsState);
    }

    /// An open polyline through `points` (mm, top-left origin), `width` mm thick, grey `level`.
    pub fn polyline(&mut self, points: &[(f32, f32)], width: f32, level: f32) {
        if points.len() < 2 {
            return;
        }
        let line = Line {
            points: points.iter().map(|&(x, y)| LinePoint { p: self.p(x, y), bezier: false }).collect(),
            is_closed: false,
        };
        self.ops.push(Op::SaveGraphicsState);
        self.ops.push(Op::SetOutlineColor { col: grey(level) });
        self.ops.push(Op::SetOutlineThickness { pt: pt(width) });
        self.ops.push(Op::SetLineCapStyle { cap: printpdf::LineCapStyle::Round });
        self.ops.push(Op::SetLineJoinStyle { join: printpdf::LineJoinStyle::Round });
        self.ops.push(Op::DrawLine { line });
        self.ops.push(Op::RestoreGraphicsState);
    }

    /// A closed polygon through `points` (mm, top-left origin), filled with grey `fill` and/or
    /// outlined with a grey `(level, width mm)` line (the walls' markers, E11).
    pub fn polygon(&mut self, points: &[(f32, f32)], fill: Option<f32>, stroke: Option<(f32, f32)>) {
        let mode = match (fill, stroke) {
            (Some(_), Some(_)) => PaintMode::FillStroke,
            (Some(_), None) => PaintMode::Fill,
            (None, Some(_)) => PaintMode::Stroke,
            (None, None) => return,
        };
        if points.len() < 3 {
            return;
        }
        let ring =
            PolygonRing { points: points.iter().map(|&(x, y)| LinePoint { p: self.p(x, y), bezier: false }).collect() };
        self.ops.push(Op::SaveGraphicsState);
        if let Some(level) = fill {
            self.ops.push(Op::SetFillColor { col: grey(level) });
        }
        if let Some((level, width)) = stroke {
            self.ops.push(Op::SetOutlineColor { col: grey(level) });
            self.ops.push(Op::SetOutlineThickness { pt: pt(width) });
        }
        self.ops.push(Op::DrawPolygon {
            polygon: Polygon { rings: vec![ring], mode, winding_order: WindingOrder::NonZero },
        });
        self.ops.push(Op::RestoreGraphicsState);
    }

    /// A straight beam from `a` to `b`, `width` mm thick, grey `level`, with butt ends.
    pub fn beam(&mut self, a: (f32, f32), b: (f32, f32), width: f32, level: f32) {
        let line = Line {
            points: vec![
                LinePoint { p: self.p(a.0, a.1), bezier: false },
                LinePoint { p: self.p(b.0, b.1), bezier: false },
            ],
            is_closed: false,
        };
        self.ops.push(Op::SaveGraphicsState);
        self.ops.push(Op::SetOutlineColor { col: grey(level) });
        self.ops.push(Op::SetOutlineThickness { pt: pt(width) });
        self.ops.push(Op::SetLineCapStyle { cap: printpdf::LineCapStyle::Butt });
        self.ops.push(Op::DrawLine { line });
        self.ops.push(Op::RestoreGraphicsState);
    }

    /// A straight line.
    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width: f32) {
        self.polyline(&[(x1, y1), (x2, y2)], width, 0.0);
    }

    /// A dot (a signature stroke of one point): a short round-capped line.
    pub fn dot(&mut self, x: f32, y: f32, width: f32) {
        self.polyline(&[(x, y), (x + 0.01, y)], width, 0.0);
    }
}
