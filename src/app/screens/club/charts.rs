//! The Club screen's charts on an iced canvas: results per player as stacked bars, and the
//! progress towards Conqueror and Emperor.

use crate::app::theme;
use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{Point, Rectangle, Renderer, Size, Theme, alignment};

/// Colours of the charts: wins, draws, losses; earned, in progress; track.
mod colors {
    use iced::Color;
    pub const RESULTS: [Color; 3] = [
        Color { r: 0.18, g: 0.55, b: 0.30, a: 1.0 },
        Color { r: 0.62, g: 0.64, b: 0.68, a: 1.0 },
        Color { r: 0.78, g: 0.30, b: 0.26, a: 1.0 },
    ];
    pub const EARNED: Color = Color { r: 0.80, g: 0.60, b: 0.10, a: 1.0 };
    pub const PROGRESS: Color = Color { r: 0.35, g: 0.50, b: 0.80, a: 1.0 };
    pub const TRACK: Color = Color { r: 0.92, g: 0.92, b: 0.92, a: 1.0 };
    pub const INK: Color = Color { r: 0.12, g: 0.12, b: 0.14, a: 1.0 };
    pub const ON_DARK: Color = Color::WHITE;
}

fn label(
    content: String,
    position: Point,
    size: f32,
    color: iced::Color,
    align: iced::widget::text::Alignment,
) -> Text {
    Text {
        content,
        position,
        color,
        size: size.into(),
        font: theme::FONT,
        align_x: align,
        align_y: alignment::Vertical::Center,
        ..Text::default()
    }
}

const LABEL_W: f32 = 170.0;
const ROW_H: f32 = 24.0;
const TOP: f32 = 30.0;

/// Results per player as stacked horizontal bars (wins, draws, losses), scaled to the most games.
#[derive(Debug)]
pub struct ResultsChart {
    pub(super) rows: Vec<(String, [u32; 3])>,
    pub(super) legend: [String; 3],
}

impl<M> canvas::Program<M> for ResultsChart {
    type State = ();

    fn draw(&self, _: &(), renderer: &Renderer, _: &Theme, bounds: Rectangle, _: mouse::Cursor) -> Vec<Geometry> {
        let mut f = Frame::new(renderer, bounds.size());
        let left = iced::widget::text::Alignment::Left;
        let mut x = 0.0;
        for (k, name) in self.legend.iter().enumerate() {
            f.fill_rectangle(Point::new(x, 6.0), Size::new(14.0, 14.0), colors::RESULTS[k]);
            f.fill_text(label(name.clone(), Point::new(x + 20.0, 13.0), 14.0, colors::INK, left));
            x += 30.0 + 8.0 * name.chars().count() as f32;
        }
        let max = self.rows.iter().map(|(_, r)| r.iter().sum::<u32>()).max().unwrap_or(0).max(1) as f32;
        let bar_w = (bounds.width - LABEL_W - 50.0).max(50.0);
        for (i, (name, r)) in self.rows.iter().enumerate() {
            let y = TOP + i as f32 * ROW_H;
            f.fill_text(label(name.clone(), Point::new(0.0, y + ROW_H / 2.0), 14.0, colors::INK, left));
            let mut x = LABEL_W;
            for (k, n) in r.iter().enumerate() {
                if *n == 0 {
                    continue;
                }
                let w = bar_w * *n as f32 / max;
                f.fill_rectangle(Point::new(x, y + 3.0), Size::new(w, ROW_H - 6.0), colors::RESULTS[k]);
                if w > 18.0 {
                    f.fill_text(label(
                        n.to_string(),
                        Point::new(x + w / 2.0, y + ROW_H / 2.0),
                        12.0,
                        colors::ON_DARK,
                        iced::widget::text::Alignment::Center,
                    ));
                }
                x += w;
            }
            f.fill_text(label(
                r.iter().sum::<u32>().to_string(),
                Point::new(x + 6.0, y + ROW_H / 2.0),
                12.0,
                colors::INK,
                left,
            ));
        }
        vec![f.into_geometry()]
    }
}

/// Progress towards Conqueror and Emperor: two bars per player, gold when earned.
#[derive(Debug)]
pub struct ProgressChart {
    pub(super) rows: Vec<(String, [f64; 2])>,
    pub(super) titles: [String; 2],
}

impl<M> canvas::Program<M> for ProgressChart {
    type State = ();

    fn draw(&self, _: &(), renderer: &Renderer, _: &Theme, bounds: Rectangle, _: mouse::Cursor) -> Vec<Geometry> {
        let mut f = Frame::new(renderer, bounds.size());
        let left = iced::widget::text::Alignment::Left;
        let bar_w = ((bounds.width - LABEL_W - 40.0) / 2.0 - 50.0).max(40.0);
        for (k, title) in self.titles.iter().enumerate() {
            let x = LABEL_W + k as f32 * (bar_w + 60.0);
            f.fill_text(label(title.clone(), Point::new(x, 13.0), 14.0, colors::INK, left));
        }
        for (i, (name, share)) in self.rows.iter().enumerate() {
            let y = TOP + i as f32 * ROW_H;
            f.fill_text(label(name.clone(), Point::new(0.0, y + ROW_H / 2.0), 14.0, colors::INK, left));
            for (k, s) in share.iter().enumerate() {
                let x = LABEL_W + k as f32 * (bar_w + 60.0);
                let track = Path::rectangle(Point::new(x, y + 4.0), Size::new(bar_w, ROW_H - 8.0));
                f.fill(&track, colors::TRACK);
                let done = *s >= 1.0;
                if *s > 0.0 {
                    f.fill_rectangle(
                        Point::new(x, y + 4.0),
                        Size::new(bar_w * s.min(1.0) as f32, ROW_H - 8.0),
                        if done { colors::EARNED } else { colors::PROGRESS },
                    );
                }
                f.stroke(&track, Stroke::default().with_width(1.0).with_color(colors::INK));
                let text = if done { "✓".to_string() } else { format!("{:.0}%", s * 100.0) };
                f.fill_text(label(text, Point::new(x + bar_w + 6.0, y + ROW_H / 2.0), 12.0, colors::INK, left));
            }
        }
        vec![f.into_geometry()]
    }
}
