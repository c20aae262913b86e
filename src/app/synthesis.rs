//! The Synthesis status panel (issue 7), shown all the time on the recording screen and the same
//! in the public window: each colour's regime (A–D, S6) with the escapes left in regime C
//! (S16), and what binds the side to move now — check, both kings in check (S23), a captured
//! king and the one reply (S27), the mandatory pawn capture (S8) — then the engine's verdict
//! once the game has ended (S27–S30). The panel is built from the engine's
//! `synthesis::Position::flags()` and worded by the engine's own sentences in English and
//! Russian; nothing in Synthesis is secret, so the public window may show all of it.

use super::theme;
use iced::widget::{column, container, text};
use iced::{Element, Length};
use victoria_words::Lang;

pub use super::model::SynthesisPanel;

/// The panel as a card: the heading, then one line each, the binding ones marked.
pub fn view<'a, M: 'a>(panel: &SynthesisPanel, lang: Lang, size: u32) -> Element<'a, M> {
    let lines = panel.lines(lang);
    let mut col = column![text(crate::t!(lang, "app-synthesis-status")).size(size as f32)].spacing(4);
    for (i, line) in lines.into_iter().enumerate() {
        let regime_line = i < 2;
        let t = text(line).size(if regime_line { size as f32 } else { size.saturating_sub(1).max(12) as f32 });
        col = col.push(if regime_line {
            container(t).width(Length::Fill)
        } else {
            container(t).padding([2, 6]).width(Length::Fill).style(theme::flag_check)
        });
    }
    container(col).id("synthesis-panel").padding(8).width(Length::Fill).style(theme::info).into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use victoria_rules::synthesis::{self, Flag, Regime};
    use victoria_rules::{Color, Options};

    fn panel(fen: &str) -> SynthesisPanel {
        SynthesisPanel::of(&synthesis::Game::new(synthesis::Position::from_fen(fen, Options::default()).unwrap()))
    }

    #[test]
    fn a_colour_without_rook_or_bishop_shows_regime_d_and_the_other_its_own() {
        // White's queen is away from d1 and White has no rook or bishop: classical for good (S18).
        let p = panel("4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1");
        assert_eq!(p.regimes, [(Regime::D, None), (Regime::A, None)]);
        assert_eq!(p.lines(Lang::En), vec!["White: regime D (classical)", "Black: regime A (home)"]);
        assert_eq!(p.lines(Lang::Ru), vec!["Белые: режим D (классика)", "Чёрные: режим A (ферзь дома)"]);
        assert!(p.situation.is_empty() && p.verdict.is_none());
    }

    #[test]
    fn a_captured_king_without_reply_ends_the_game_on_the_panel() {
        // Black to move without its king and with nothing that can capture back (S27).
        let p = panel("8/8/8/8/8/8/8/4K3 b - - 0 1");
        assert!(p.situation.contains(&Flag::KingCaptured { color: Color::Black, reply: false }), "{p:?}");
        assert_eq!(p.verdict, Some(synthesis::Outcome::KingCaptured { winner: Color::White, both: false }));
        let en = p.lines(Lang::En);
        assert_eq!(en.last().unwrap(), "White wins: White captured Black's king and Black had no reply (S27)");
        assert!(p.lines(Lang::Ru).last().unwrap().starts_with("выиграли белые"));
    }
}
