//! The app's look: its palette (a light, high-contrast board-room theme), the colours of the
//! board (squares, bastions in their owner's colour, neutral monuments, last move, check) and
//! the container styles of the flags that must not be missed. Screens take every colour from
//! here, never a literal of their own.

use iced::widget::container;
use iced::{Background, Border, Color, Font, Theme};

/// The font every word on screen uses (Cyrillic and chess glyphs), loaded from `assets/`.
pub const FONT: Font = Font::with_name("DejaVu Sans");
/// The regular face of [`FONT`].
pub const FONT_BYTES: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

const fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::from_rgb8(r, g, b)
}

/// The app theme.
pub fn theme() -> Theme {
    Theme::custom(
        "Victoria".to_string(),
        iced::theme::Palette {
            background: rgb(0xF6, 0xF4, 0xEF),
            text: rgb(0x1B, 0x1B, 0x1F),
            primary: rgb(0x2C, 0x5D, 0x8F),
            success: rgb(0x2E, 0x7D, 0x32),
            warning: rgb(0xE0, 0x8E, 0x0B),
            danger: rgb(0xC6, 0x28, 0x28),
        },
    )
}

/// A text field with a focus ring: while it has the keyboard focus its border is thick and in
/// the primary colour, so the arbiter sees where typing goes.
pub fn field(theme: &Theme, status: iced::widget::text_input::Status) -> iced::widget::text_input::Style {
    let mut s = iced::widget::text_input::default(theme, status);
    if let iced::widget::text_input::Status::Focused { .. } = status {
        s.border = s.border.width(3.0).color(theme.palette().primary);
    }
    s
}

/// Board colours (E11: bastions in their owner's colour, monuments neutral).
pub mod board {
    use super::rgb;
    use iced::Color;

    pub const LIGHT: Color = rgb(0xEE, 0xDD, 0xBB);
    pub const DARK: Color = rgb(0xB5, 0x8B, 0x63);
    pub const LABEL: Color = rgb(0x3A, 0x32, 0x2A);
    pub const FRAME: Color = rgb(0x4A, 0x3B, 0x2E);
    pub const LAST_MOVE: Color = Color { r: 0.95, g: 0.85, b: 0.2, a: 0.55 };
    pub const SELECTED: Color = Color { r: 0.2, g: 0.55, b: 0.95, a: 0.55 };
    pub const CHECK: Color = Color { r: 0.9, g: 0.1, b: 0.1, a: 0.75 };
    pub const PETRIFIED: Color = Color { r: 0.55, g: 0.2, b: 0.85, a: 0.8 };
    // Bastions and monuments take their colours from `victoria_rules::markers` (E11).
    pub const WHITE_PIECE: Color = rgb(0xFF, 0xFF, 0xFF);
    pub const BLACK_PIECE: Color = rgb(0x10, 0x10, 0x10);
    pub const PIECE_OUTLINE: Color = rgb(0x10, 0x10, 0x10);
    /// The light rim around a Black piece.
    pub const BLACK_HALO: Color = rgb(0xF2, 0xEC, 0xDF);
    /// A half of the board that may not be used (the other player's half in the scheme editor).
    pub const OFF_HALF: Color = Color { r: 0.3, g: 0.3, b: 0.3, a: 0.35 };
    /// A square where a bastion may stand (R7) in the editor.
    pub const BASTION_ZONE: Color = Color { r: 0.2, g: 0.6, b: 0.3, a: 0.18 };
    pub const SIGNATURE_INK: Color = rgb(0x10, 0x25, 0x60);
    pub const PAD: Color = rgb(0xFF, 0xFF, 0xFF);
}

fn boxed(bg: Color, edge: Color, text: Option<Color>) -> container::Style {
    container::Style {
        text_color: text,
        background: Some(Background::Color(bg)),
        border: Border { color: edge, width: 2.0, radius: 6.0.into() },
        ..container::Style::default()
    }
}

/// A flag that stops the arbiter: an illegal attempt.
pub fn flag_illegal(_: &Theme) -> container::Style {
    boxed(rgb(0xFD, 0xE2, 0xE2), rgb(0xC6, 0x28, 0x28), Some(rgb(0x7F, 0x10, 0x10)))
}

/// A petrification: a new monument on the board.
pub fn flag_petrified(_: &Theme) -> container::Style {
    boxed(rgb(0xEE, 0xE3, 0xFA), rgb(0x7B, 0x3F, 0xC4), Some(rgb(0x3F, 0x16, 0x70)))
}

/// Check.
pub fn flag_check(_: &Theme) -> container::Style {
    boxed(rgb(0xFF, 0xF0, 0xD0), rgb(0xE0, 0x8E, 0x0B), Some(rgb(0x6B, 0x40, 0x00)))
}

/// The end of the game (mate, an R27 ending, a result).
pub fn flag_end(_: &Theme) -> container::Style {
    boxed(rgb(0xDD, 0xF0, 0xDD), rgb(0x2E, 0x7D, 0x32), Some(rgb(0x12, 0x40, 0x14)))
}

/// A neutral information box (seal codes, notices).
pub fn info(_: &Theme) -> container::Style {
    boxed(rgb(0xE6, 0xEE, 0xF7), rgb(0x2C, 0x5D, 0x8F), Some(rgb(0x12, 0x2B, 0x45)))
}

/// The private reserve panel: visibly "for the arbiter's eyes only".
pub fn private_panel(_: &Theme) -> container::Style {
    boxed(rgb(0x33, 0x2B, 0x22), rgb(0xE0, 0x8E, 0x0B), Some(rgb(0xFF, 0xF4, 0xE0)))
}

/// The "hold to show the reserves" button: the private panel's dark colours, with a border of
/// its own fill, so it does not look like a field with the keyboard focus.
pub fn private_button(_: &Theme) -> container::Style {
    boxed(rgb(0x33, 0x2B, 0x22), rgb(0x33, 0x2B, 0x22), Some(rgb(0xFF, 0xF4, 0xE0)))
}

/// A card: a white panel on the page background.
pub fn card(_: &Theme) -> container::Style {
    boxed(rgb(0xFF, 0xFF, 0xFF), rgb(0xD8, 0xD2, 0xC6), None)
}

/// The top bar.
pub fn top_bar(_: &Theme) -> container::Style {
    container::Style {
        text_color: Some(rgb(0xFF, 0xFF, 0xFF)),
        background: Some(Background::Color(rgb(0x24, 0x3B, 0x55))),
        ..container::Style::default()
    }
}

/// Text colour of a problem line in a form.
pub const PROBLEM: Color = rgb(0xB0, 0x20, 0x20);
/// Text colour of a line that is fine.
pub const FINE: Color = rgb(0x2E, 0x7D, 0x32);
/// Muted explanatory text.
pub const MUTED: Color = rgb(0x5A, 0x5A, 0x62);

/// The clock of the side to move (the lever is on it).
pub fn clock_on(_: &Theme) -> container::Style {
    boxed(rgb(0xFF, 0xF0, 0xD0), rgb(0xE0, 0x8E, 0x0B), Some(rgb(0x3A, 0x22, 0x00)))
}

/// The other clock.
pub fn clock_off(_: &Theme) -> container::Style {
    boxed(rgb(0xF4, 0xF2, 0xEE), rgb(0xD8, 0xD2, 0xC6), Some(rgb(0x5A, 0x5A, 0x62)))
}

/// A clock whose flag has fallen.
pub fn clock_fallen(_: &Theme) -> container::Style {
    boxed(rgb(0xFD, 0xE2, 0xE2), rgb(0xC6, 0x28, 0x28), Some(rgb(0x7F, 0x10, 0x10)))
}
