//! The sheet's one font, DejaVu Sans from `assets/fonts/` (Cyrillic and the chess glyphs ♔…♟),
//! parsed once per process, and text measurement from its advance widths.
//!
//! The program carries the font as `DejaVuSans.ttf.zlib` (the `.ttf` beside it, deflated): a
//! PDF embeds exactly that stream, so no sheet spends time compressing the font, and the font
//! is inflated once per process to be read.

use printpdf::ParsedFont;
use std::sync::OnceLock;

/// `assets/fonts/DejaVuSans.ttf` as a zlib stream (PDF `/FlateDecode`), compiled into the
/// program so the sheet never depends on the system's fonts.
pub const DEJAVU_SANS_ZLIB: &[u8] =
    include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/fonts/DejaVuSans.ttf.zlib"));

/// The font file's bytes (inflated once).
pub fn font_bytes() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| {
        use std::io::Read;
        let mut out = Vec::with_capacity(800_000);
        match flate2::read::ZlibDecoder::new(DEJAVU_SANS_ZLIB).read_to_end(&mut out) {
            Ok(_) => out,
            Err(_) => Vec::new(),
        }
    })
}

/// The parsed font, shared by every sheet (`None` only if the embedded file were corrupt).
pub fn font() -> Option<&'static ParsedFont> {
    static FONT: OnceLock<Option<ParsedFont>> = OnceLock::new();
    FONT.get_or_init(|| {
        let mut warnings = Vec::new();
        ParsedFont::from_bytes(font_bytes(), 0, &mut warnings)
    })
    .as_ref()
}

/// Width of `text` set at `size` points, in points. Characters the font lacks count as a
/// typical glyph (0.6 em).
pub fn text_width(font: &ParsedFont, text: &str, size: f32) -> f32 {
    let upem = font.units_per_em.max(1) as f32;
    let mut units = 0.0;
    for ch in text.chars() {
        units += font
            .lookup_glyph_index(ch as u32)
            .and_then(|g| font.get_glyph_width(g))
            .map(|w| w as f32)
            .unwrap_or(0.6 * upem);
    }
    units / upem * size
}

/// Whether the font has a glyph for every character of `text`.
pub fn covers(font: &ParsedFont, text: &str) -> bool {
    text.chars().all(|c| c.is_whitespace() || font.lookup_glyph_index(c as u32).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deflated_font_is_exactly_the_ttf_in_assets() {
        let ttf = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/fonts/DejaVuSans.ttf")).unwrap();
        assert_eq!(font_bytes(), ttf.as_slice(), "regenerate DejaVuSans.ttf.zlib from DejaVuSans.ttf");
    }

    #[test]
    fn font_has_cyrillic_and_chess_glyphs() {
        let f = font().expect("embedded font parses");
        assert!(covers(f, "Бланк партии Чёрные ♔♕♖♗♘♙♚♛♜♝♞♟★◆½"));
        let w1 = text_width(f, "W", 10.0);
        let w2 = text_width(f, "WW", 10.0);
        assert!(w1 > 5.0 && w1 < 12.0, "W is {w1} pt");
        assert!((w2 - 2.0 * w1).abs() < 1e-3);
    }
}
