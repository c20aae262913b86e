//! The footer of every page: "page N of M", the SHA-256 of the canonical record, the arbiter's
//! key (or that the record is not sealed) and a QR code of the digest, drawn as vector squares.

use super::canvas::{Align, Canvas};
use victoria_words::Lang;

/// Height the footer takes above the bottom margin, in mm.
pub const HEIGHT: f32 = 19.0;
/// Side of the QR code, in mm.
pub const QR_SIZE: f32 = 17.0;

/// The text the QR code holds: the digest, prefixed so that a reader knows what it is.
pub fn qr_payload(digest_hex: &str) -> String {
    format!("victoria-arbiter:sha256:{digest_hex}")
}

/// Runs of dark modules: (x, y, length) in module units.
pub type Runs = Vec<(usize, usize, usize)>;

/// The dark modules of the QR code of `data`, as (x, y, w, h) runs in module units (each row's
/// adjacent dark modules merged into one rectangle), and the code's width in modules.
pub fn qr_runs(data: &str) -> Option<(Runs, usize)> {
    let code = qrcode::QrCode::new(data.as_bytes()).ok()?;
    let n = code.width();
    let colors = code.to_colors();
    let mut runs = Vec::new();
    for y in 0..n {
        let mut x = 0;
        while x < n {
            if colors[y * n + x] == qrcode::Color::Dark {
                let start = x;
                while x < n && colors[y * n + x] == qrcode::Color::Dark {
                    x += 1;
                }
                runs.push((start, y, x - start));
            } else {
                x += 1;
            }
        }
    }
    Some((runs, n))
}

/// Draws the footer between `left` and `right` with its bottom edge at `bottom` (mm from top).
#[allow(clippy::too_many_arguments)]
pub fn draw(
    c: &mut Canvas,
    lang: Lang,
    left: f32,
    right: f32,
    bottom: f32,
    page: usize,
    pages: usize,
    digest_hex: &str,
    arbiter_key: Option<&str>,
) {
    let top = bottom - HEIGHT;
    c.line(left, top, right, top, 0.25);
    // QR code in the right corner, with a quiet zone of two modules.
    if let Some((runs, n)) = qr_runs(&qr_payload(digest_hex)) {
        let quiet = 2.0;
        let m = QR_SIZE / (n as f32 + 2.0 * quiet);
        let ox = right - QR_SIZE + quiet * m;
        let oy = bottom - QR_SIZE + quiet * m;
        let rects: Vec<_> =
            runs.iter().map(|&(x, y, len)| (ox + x as f32 * m, oy + y as f32 * m, len as f32 * m, m)).collect();
        c.fill_rects(&rects);
    }
    let text_right = right - QR_SIZE - 2.0;
    c.text(left, top + 4.5, 8.0, Align::Left, &crate::t!(lang, "sheet-page-of", n = page, m = pages));
    c.text(left, top + 9.5, 6.5, Align::Left, &format!("{}:", crate::t!(lang, "sheet-digest")));
    let (digest, size) = c.fit(digest_hex, 7.0, text_right - left);
    c.text(left, top + 13.0, size, Align::Left, &digest);
    let key_line = match arbiter_key {
        Some(k) => format!("{}: {k}", crate::t!(lang, "sheet-arbiter-key")),
        None => crate::t!(lang, "sheet-unsealed"),
    };
    let (key_line, size) = c.fit(&key_line, 6.0, text_right - left);
    c.text_grey(left, top + 16.8, size, Align::Left, &key_line, 0.3);
}
