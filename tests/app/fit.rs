//! Words that fit (issue 12): every screen of a game — Start, New game for each of the three
//! games, a scheme being entered and sealed, the reveal, the blind bastion draw, the recording
//! screen with its flags and dialogs (an illegal entry waiting for the arbiter's word, the
//! private panel, a draw offer, the live PGN, the result dialog, the take-back, the help), the
//! clocks and their dialog, the signatures, the club — is laid out at 1280x800 in both languages,
//! and every text widget is measured with the app's own font (DejaVu Sans, through iced's
//! paragraph): it must fit the space its widget was given. A word wider than its place (the old
//! "Отклонить" in its button) cannot wrap and overflows, so its measured width exceeds the
//! widget's; wrapped text taller than its widget is cut off below. Texts are found with their
//! bounds through the simulator; the font size of each is not exposed by iced, so a text passes
//! when some size the app uses lays it out exactly in its bounds (its height, one line or
//! wrapped) within the width it was given. The values of the option lists (pick lists draw
//! their value outside any text widget) are measured apart against the list's width. No region
//! may be squeezed out of the window: every text has at least a line's height (the recording
//! screen with clocks running, a logged attempt, a draw offer, the live PGN and the reserve
//! panel open included), and the move list keeps room for at least three rows.

use crate::support::app as app_support;

use app_support::Harness;
use iced::advanced::text::{self as core_text, Paragraph as _};
use iced::widget::text::{LineHeight, Shaping, Wrapping};
use iced::{Pixels, Rectangle, Size};
use iced_test::selector::Candidate;
use victoria_arbiter::app::screens::new_game;
use victoria_arbiter::app::{Message, theme};
use victoria_arbiter::i18n::Lang;

/// The window the check lays the screens out in.
const WINDOW: Size = Size::new(1280.0, 800.0);

type Paragraph = <iced::Renderer as core_text::Renderer>::Paragraph;

/// The laid-out size of `content` at `size` px within `width`, wrapped at words.
fn measure(content: &str, size: f32, width: f32) -> Size {
    Paragraph::with_text(core_text::Text {
        content,
        bounds: Size::new(width, f32::INFINITY),
        size: Pixels(size),
        line_height: LineHeight::default(),
        font: theme::FONT,
        align_x: core_text::Alignment::Default,
        align_y: iced::alignment::Vertical::Top,
        shaping: Shaping::default(),
        wrapping: Wrapping::default(),
    })
    .min_bounds()
}

/// The font sizes the app's texts use (its `.size(..)` values, the clocks' names at 0.45 of
/// their faces, the default 16).
fn sizes() -> Vec<f32> {
    let mut v: Vec<f32> = (10..=48).map(|s| s as f32).collect();
    v.extend((20..=80).map(|s| s as f32 * 0.45));
    v
}

/// The least height of the move list's scrollable (a scoresheet row of 15 px text is about
/// 21 px): at least three rows show below its column heads.
const SHEET_MIN: f32 = 60.0;

/// Every text of the view with its bounds, and the height of the move list (the scrollable
/// `scoresheet`) when the view has one.
fn texts_with_bounds(el: iced::Element<'_, Message>) -> (Vec<(String, Rectangle)>, Option<f32>) {
    let mut ui = iced_test::simulator::Simulator::with_size(app_support::settings(), WINDOW, el);
    let mut out = Vec::new();
    let mut sheet = None;
    let sheet_id = iced_test::core::widget::Id::new("scoresheet");
    let _ = ui.find(|c: Candidate<'_>| {
        match c {
            Candidate::Text { content, bounds, .. } if !content.trim().is_empty() => {
                out.push((content.to_string(), bounds));
            }
            Candidate::Scrollable { id: Some(id), bounds, .. } if *id == sheet_id => sheet = Some(bounds.height),
            _ => {}
        }
        None::<()>
    });
    (out, sheet)
}

/// The texts of the view that do not fit their widget: for none of the app's sizes does the
/// text lay out within its widget's width at its widget's height.
fn clipped(el: iced::Element<'_, Message>, squeezed: &mut Vec<String>) -> Vec<String> {
    let sizes = sizes();
    let mut bad = Vec::new();
    let (texts, sheet) = texts_with_bounds(el);
    if let Some(h) = sheet
        && h < SHEET_MIN
    {
        squeezed.push(format!("the move list {h:.0} px high (at least {SHEET_MIN:.0})"));
    }
    for (content, b) in texts {
        if b.height < 13.0 {
            // Less than a line of the smallest text: pushed out below a full column.
            squeezed.push(format!("{content:?} {:.0}x{:.0}", b.width, b.height));
            continue;
        }
        let fits = sizes.iter().any(|&s| {
            let m = measure(&content, s, b.width + 0.5);
            (m.height - b.height).abs() < 0.6 && m.width <= b.width + 0.5
        });
        if !fits {
            // The width it would need at the size whose one line has its widget's height.
            let one_line = sizes.iter().find(|&&s| (measure("X", s, 1e6).height - b.height).abs() < 0.6);
            let need = one_line.map(|&s| measure(&content, s, 1e6).width);
            bad.push(format!("{content:?} in {:.0}x{:.0} (one line needs {need:.0?} px)", b.width, b.height));
        }
    }
    bad
}

/// Checks the screen as it stands in both languages, then goes back to English: every text
/// fits, none is squeezed to less than a line, and the move list shows at least three rows.
fn check(h: &mut Harness, what: &str, problems: &mut Vec<String>) {
    for lang in [Lang::Ru, Lang::En] {
        h.send(Message::Lang(lang));
        let mut squeezed = Vec::new();
        for c in clipped(h.app.view_main(), &mut squeezed) {
            problems.push(format!("{what} ({}): {c}", lang.code()));
        }
        if !squeezed.is_empty() {
            // A region squeezed out of the window: a column taller than 800 px.
            problems.push(format!("{what} ({}): squeezed below the window: {}", lang.code(), squeezed.join(", ")));
        }
    }
}

#[test]
fn every_screen_fits_its_words_in_both_languages_at_1280x800() {
    let mut p = Vec::new();
    let mut h = Harness::new("fit");
    crate::tour::tour(&mut h, &mut |h, stop| check(h, stop, &mut p));
    h.click("over-signatures");
    check(&mut h, "Signatures", &mut p);
    h.click("sign-seal");
    check(&mut h, "Signatures, the record sealed", &mut p);
    h.send(Message::Home);
    h.click("start-club");
    check(&mut h, "Club", &mut p);
    assert!(p.is_empty(), "{} texts do not fit or are squeezed:\n{}", p.len(), p.join("\n"));
}

#[test]
fn every_option_value_fits_its_list_on_the_new_game_form() {
    use victoria_rules::options::OPTION_INFO;
    // A pick list draws its value inside its padding (10 px each side) beside its arrow.
    let room = new_game::OPTION_WIDTH - 20.0 - 16.0;
    let mut bad = Vec::new();
    for lang in [Lang::Ru, Lang::En] {
        for info in OPTION_INFO.iter().filter(|o| o.key != "reserve_pool") {
            for v in info.values {
                let words = info.value_words(lang, v);
                let w = measure(&words, 16.0, 1e6).width;
                if w > room {
                    bad.push(format!("{} {}={v}: {words:?} needs {w:.0} px of {room:.0}", lang.code(), info.key));
                }
            }
        }
        for c in new_game::ClockChoice::ALL {
            let words = c.label(lang);
            // The time control list fills the left card beside its label (at 1280 px about
            // 300 px of room).
            let w = measure(&words, 16.0, 1e6).width;
            if w > 270.0 {
                bad.push(format!("{} time control {words:?} needs {w:.0} px", lang.code()));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
