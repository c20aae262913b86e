//! The signature boxes of White, Black and the arbiter: each holds the strokes drawn on screen
//! (0..1 box coordinates, y down) as vector lines and the signing time, or says it is unsigned.

use super::canvas::{Align, Canvas};
use super::data::SignatureView;

/// Height of one box with its caption and time line, in mm.
pub const BLOCK_HEIGHT: f32 = 31.0;
const BOX_H: f32 = 21.0;

/// Draws one box at `x`, `y` (top-left of the caption) `w` mm wide.
pub fn draw_box(
    c: &mut Canvas,
    x: f32,
    y: f32,
    w: f32,
    caption: &str,
    sig: Option<&SignatureView>,
    words: (&str, &str),
) {
    let (signed_at, not_signed) = words;
    c.text_fit(x, y + 3.0, 8.0, w, caption);
    let by = y + 4.5;
    c.rect(x, by, w, BOX_H, None, Some(0.3));
    let pad = 1.5;
    let (iw, ih) = (w - 2.0 * pad, BOX_H - 2.0 * pad);
    match sig {
        Some(s) if s.strokes.iter().any(|st| !st.is_empty()) => {
            for stroke in &s.strokes {
                let pts: Vec<(f32, f32)> = stroke
                    .iter()
                    .filter(|p| p[0].is_finite() && p[1].is_finite())
                    .map(|p| (x + pad + p[0].clamp(0.0, 1.0) * iw, by + pad + p[1].clamp(0.0, 1.0) * ih))
                    .collect();
                match pts.len() {
                    0 => {}
                    1 => c.dot(pts[0].0, pts[0].1, 0.45),
                    _ => c.polyline(&pts, 0.45, 0.0),
                }
            }
            c.text_grey(x, by + BOX_H + 3.5, 6.5, Align::Left, &format!("{signed_at}: {}", s.signed_at), 0.25);
        }
        _ => {
            c.text_grey(x + w / 2.0, by + BOX_H / 2.0 + 1.2, 9.0, Align::Center, not_signed, 0.5);
        }
    }
}
