//! The join address as a QR code (the `qrcode` crate's modules), drawn as filled squares on a
//! canvas with the quiet zone around it, black on white whatever the theme.

use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry};
use iced::{Color, Point, Rectangle, Renderer, Size, Theme};

/// The quiet zone around the code, in modules (the standard asks for four).
const QUIET: usize = 4;

/// A QR code's modules, row by row (`true`: dark).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    width: usize,
    dark: Vec<bool>,
}

impl Qr {
    /// The code of `text` (`None` if it is too long for a QR code).
    pub fn of(text: &str) -> Option<Qr> {
        let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
        let dark = code.to_colors().into_iter().map(|c| c == qrcode::Color::Dark).collect();
        Some(Qr { width: code.width(), dark })
    }

    /// Modules on a side (without the quiet zone).
    pub fn width(&self) -> usize {
        self.width
    }

    /// Whether the module at column `x`, row `y` is dark.
    pub fn dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark[y * self.width + x]
    }
}

impl<M> canvas::Program<M> for Qr {
    type State = ();

    fn draw(&self, _: &(), renderer: &Renderer, _: &Theme, bounds: Rectangle, _: mouse::Cursor) -> Vec<Geometry> {
        let mut f = Frame::new(renderer, bounds.size());
        let side = bounds.width.min(bounds.height);
        let n = (self.width + 2 * QUIET) as f32;
        // Whole pixels per module, so that every module has the same size and a scanner reads it.
        let cell = (side / n).floor().max(1.0);
        let total = cell * n;
        let origin = Point::new(((bounds.width - total) / 2.0).floor(), ((bounds.height - total) / 2.0).floor());
        f.fill_rectangle(origin, Size::new(total, total), Color::WHITE);
        for y in 0..self.width {
            for x in 0..self.width {
                if self.dark(x, y) {
                    let at = Point::new(origin.x + (x + QUIET) as f32 * cell, origin.y + (y + QUIET) as f32 * cell);
                    f.fill_rectangle(at, Size::new(cell, cell), Color::BLACK);
                }
            }
        }
        vec![f.into_geometry()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_join_address_makes_a_square_code() {
        let q = Qr::of("http://192.168.1.5:8080/?hub=0123456789abcdef").unwrap();
        assert!(q.width() >= 21 && (q.width() - 21).is_multiple_of(4), "{}", q.width());
        // The finder pattern's corner is dark, the module beside its ring light.
        assert!(q.dark(0, 0) && q.dark(6, 6) && !q.dark(1, 1));
    }
}
