//! The public board window, for the players and spectators. Its view is built only from a
//! [`PublicView`]: a struct with the board cells, the last move, the move list in SAN, the
//! check and petrification flags, both clocks (large) and the result — and no field that could hold a reserve
//! number or an unrevealed scheme. Whatever the arbiter opens in the main window (the private
//! panel, a scheme being entered), nothing of it can reach this window, because the session
//! builds a `PublicView` from public facts only (before the reveal the board is empty). Nor
//! does it show the can-mate analysis (R27a): no proof, no sealed region, no helpmate line —
//! during play that would be the arbiter advising the players, and a proof may rest on a
//! reserve; the result line says the ground once the arbiter records it.

use super::board;
use super::theme;
use super::ui;
use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Length};
use victoria_words::Lang;
use victoria_words::Words as _;

pub use super::model::{Phase, PublicMove, PublicView};

/// The height of a row of the move list (16 px text) and the room between rows.
const MOVE_ROW: f32 = 22.0;
const MOVE_GAP: f32 = 2.0;

/// The public window's view.
pub fn view(v: &PublicView, lang: Lang) -> Element<'_, ()> {
    // The players: each name on one line (never broken inside), Black's below when both do
    // not fit side by side.
    let name = |s: String| text(s).size(22).wrapping(iced::widget::text::Wrapping::None);
    let players = row![name(format!("♔ {}", v.white)), name("—".to_string()), name(format!("♚ {}", v.black))]
        .spacing(12)
        .wrap()
        .vertical_spacing(4);
    let mut side = column![text(v.event.clone()).size(20), players].spacing(8);
    side = side.push(text(match v.phase {
        Phase::Schemes => crate::t!(lang, "app-public-schemes"),
        Phase::Setup => crate::t!(lang, "app-public-setup"),
        // Mated on the board: nobody is to move any more (the result waits for the arbiter).
        Phase::Playing if v.mated.is_some() => crate::t!(lang, "app-game-over"),
        Phase::Playing => format!("{} {}", crate::t!(lang, "app-to-move"), v.to_move.words(lang)),
        Phase::Finished => crate::t!(lang, "app-game-over"),
    }));
    if let Some(c) = &v.clocks {
        // Large, yet whole beside the board: "1:29:58" at 48 px was cut in its box (issue 39,
        // seen under Xvfb).
        side = side.push(super::screens::recording::clocks::faces(c, lang, PUBLIC_CLOCK_SIZE));
    }
    if let Some(c) = v.check {
        side = side.push(
            container(
                text(format!("{} — {}", crate::t!(lang, "app-check"), crate::t!(lang, "app-in-check", color = c)))
                    .size(22),
            )
            .padding(8)
            .width(Length::Fill)
            .style(theme::flag_check),
        );
    }
    // A mate on the board, before the arbiter records the result: said as a mate, not a check.
    if v.mated.is_some() {
        side = side.push(
            container(text(crate::t!(lang, "app-checkmate")).size(22))
                .padding(8)
                .width(Length::Fill)
                .style(theme::flag_end),
        );
    }
    if let Some(p) = &v.synthesis {
        side = side.push(super::synthesis::view(p, lang, 20));
    }
    if let Some((sq, role)) = v.petrified {
        side = side.push(
            container(text(crate::t!(lang, "app-petrified", role = role, square = sq)).size(20))
                .padding(8)
                .width(Length::Fill)
                .style(theme::flag_petrified),
        );
    }
    if let Some((score, why)) = &v.result {
        side = side.push(
            container(column![text(score.clone()).size(34), text(ui::as_sentence(why)).size(16)].spacing(4))
                .padding(10)
                .width(Length::Fill)
                .style(theme::flag_end),
        );
    }
    // As high as a whole number of rows fits in its room: scrolled to the last move, the first
    // row in sight is never cut in half (issue 39, as the arbiter's move list).
    let moves: Vec<(String, String, String)> = v
        .moves
        .iter()
        .map(|m| {
            let written = |san: &Option<String>| victoria_rules::san::written(lang, san.as_deref().unwrap_or_default());
            (format!("{}.", m.number), written(&m.white), written(&m.black))
        })
        .collect();
    let list = iced::widget::responsive(move |room| {
        let mut list = column![].spacing(MOVE_GAP);
        for (n, w, b) in moves.iter().cloned() {
            list = list.push(
                row![text(n).width(Length::Fixed(44.0)), text(w).width(Length::Fixed(130.0)), text(b)]
                    .spacing(6)
                    .height(Length::Fixed(MOVE_ROW)),
            );
        }
        // The scrollbar beside the moves, not over Black's column (issue 39: "Bxb6+" read "Bxb6·").
        scrollable(list)
            .spacing(6)
            .id("public-moves")
            .height(Length::Fixed(super::snug::whole_rows(room.height, MOVE_ROW, MOVE_GAP)))
            .anchor_bottom()
            .into()
    });
    side = side.push(list);
    row![
        container(board::board::<()>(&v.board, None, 760.0)).padding(6),
        container(side).padding(14).width(Length::Fill).height(Length::Fill).style(theme::card),
    ]
    .spacing(10)
    .padding(10)
    .into()
}

/// The public window with no game: an empty 12x12 board, nothing played.
pub fn empty() -> PublicView {
    PublicView {
        event: String::new(),
        white: String::new(),
        black: String::new(),
        phase: Phase::Schemes,
        board: board::BoardView::empty(12, 12),
        to_move: victoria_rules::Color::White,
        moves: Vec::new(),
        check: None,
        mated: None,
        petrified: None,
        result: None,
        points: [0, 0],
        synthesis: None,
        clocks: None,
    }
}

/// The size of the public window's clock faces.
pub const PUBLIC_CLOCK_SIZE: f32 = 38.0;
