//! What the live tab shows: the hub closed (the address to open it on), or the hub's addresses
//! and QR code, the desks asking to join, the current round's boards as published, the delay.

use super::super::widgets::{Field, line_style, set_row};
use super::{DELAY_FIELD, LISTEN_FIELD, LiveBoard, Message, Running, State, desk_field, score};
use crate::app::theme;
use crate::app::ui::{self, btn_primary, btn_secondary, btn_small};
use iced::widget::{Column, button, canvas, column, container, row, text, text_input};
use iced::{Element, Length};
use victoria_live::hub::Desk;
use victoria_session::tournament::TournamentSession;
use victoria_words::Lang;

/// A column's header.
fn head<'a>(s: String, w: Length) -> Element<'a, Message> {
    text(s).size(13).color(theme::MUTED).width(w).into()
}

fn cell<'a>(s: String, w: Length) -> Element<'a, Message> {
    text(s).size(15).width(w).into()
}

/// The side of the QR code on screen.
const QR_SIDE: f32 = 196.0;

impl State {
    /// The live tab: `selected` is the board chosen on the screen.
    pub fn view<'a>(&'a self, d: &TournamentSession, selected: Option<u32>, lang: Lang) -> Element<'a, Message> {
        match &self.running {
            None => self.closed_view(lang),
            Some(r) => column![running_view(r, lang), desks_view(r, lang), boards_view(r, d, selected, lang)]
                .spacing(18)
                .into(),
        }
    }

    /// The hub closed: what opening it does, and where it listens.
    fn closed_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        column![
            ui::note(t("lv-about")),
            set_row(
                t("lv-listen"),
                Field {
                    id: LISTEN_FIELD,
                    hint: super::DEFAULT_LISTEN,
                    value: &self.listen,
                    on_input: Message::Listen,
                    width: 220.0
                },
                Message::Open,
                btn_primary(t("lv-open"), "live-open", Some(Message::Open)),
            ),
        ]
        .spacing(12)
        .into()
    }

    /// The button of the actions' row: open, or close, the event to the boards.
    pub fn button<'a>(&self, lang: Lang) -> Element<'a, Message> {
        if self.running.is_some() {
            btn_secondary(crate::t!(lang, "lv-close"), "live-close", Some(Message::Close))
        } else {
            btn_secondary(crate::t!(lang, "lv-open"), "live-open-bar", Some(Message::Open))
        }
    }
}

/// Where the hub is: its addresses, the join address and fingerprint, the spectators' pages,
/// the delay; the QR code beside them.
fn running_view<'a>(r: &'a Running, lang: Lang) -> Element<'a, Message> {
    let t = |id: &str| crate::t!(lang, id);
    let addresses = r.addresses.iter().map(|a| format!("http://{a}/")).collect::<Vec<_>>().join("   ");
    let pages = r.addresses.first().map(|a| format!("http://{a}/hall")).unwrap_or_default();
    let info = column![
        text(t("lv-running")).size(18).color(theme::FINE),
        row![text(t("lv-join-address")).size(15), text(r.join_url.clone()).size(17)]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        row![
            text(t("lv-fingerprint")).size(15),
            text(r.handle.fingerprint().to_string()).size(17).font(iced::Font::MONOSPACE)
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center),
        row![text(t("lv-addresses")).size(14), text(addresses).size(14)].spacing(8),
        row![text(t("lv-hall")).size(14), text(pages).size(14)].spacing(8),
        ui::note(t("lv-join-how")),
        set_row(
            t("lv-delay"),
            Field { id: DELAY_FIELD, hint: "0", value: &r.delay, on_input: Message::Delay, width: 70.0 },
            Message::SetDelay,
            btn_small(t("lv-delay-set"), "live-delay-set", Some(Message::SetDelay)),
        ),
    ]
    .spacing(8)
    .width(Length::Fill);
    let qr: Element<'a, Message> = match &r.qr {
        Some(q) => {
            container(canvas::Canvas::new(q.clone()).width(Length::Fixed(QR_SIDE)).height(Length::Fixed(QR_SIDE)))
                .id("live-qr")
                .into()
        }
        None => iced::widget::space().into(),
    };
    row![info, qr].spacing(16).into()
}

/// The desks asking to join: each one's code, arbiter and the board field (Enter assigns).
fn desks_view<'a>(r: &'a Running, lang: Lang) -> Element<'a, Message> {
    let t = |id: &str| crate::t!(lang, id);
    let waiting: Vec<&Desk> = r.desks.iter().filter(|d| d.boards.is_empty()).collect();
    let mut col = column![ui::subheading(t("lv-desks"))].spacing(6);
    if waiting.is_empty() {
        return col.push(ui::note(t("lv-no-desk"))).into();
    }
    for d in waiting {
        let typed = r.typed.get(&d.fingerprint).cloned().unwrap_or_default();
        let fp = d.fingerprint.clone();
        let fp2 = d.fingerprint.clone();
        let wish = d.wish.map(|w| crate::t!(lang, "lv-wish", board = w.to_string())).unwrap_or_default();
        let line = row![
            text(d.code.clone()).size(24).font(iced::Font::MONOSPACE).width(Length::Fixed(110.0)),
            column![
                text(if d.arbiter.is_empty() { "—".to_string() } else { d.arbiter.clone() }).size(15),
                text(format!("{} {wish}", d.fingerprint)).size(12).color(theme::MUTED),
            ]
            .width(Length::Fill),
            text(t("lv-board")).size(15),
            text_input(&t("lv-board-hint"), &typed)
                .id(desk_field(&d.code))
                .style(theme::field)
                .on_input(move |s| Message::DeskBoard(fp.clone(), s))
                .on_submit(Message::Assign(fp2.clone()))
                .size(15)
                .padding(5)
                .width(Length::Fixed(110.0)),
            container(super::super::widgets::small(t("lv-assign"), true, Some(Message::Assign(fp2))))
                .id(format!("live-assign-{}", d.code)),
        ]
        .spacing(10)
        .align_y(iced::Alignment::Center);
        col = col.push(container(line).padding([6, 10]).style(theme::info));
    }
    col.push(ui::note(t("lv-desks-keys"))).into()
}

/// The current round's boards as their desks publish them.
fn boards_view<'a>(r: &'a Running, d: &TournamentSession, selected: Option<u32>, lang: Lang) -> Element<'a, Message> {
    let t = |id: &str| crate::t!(lang, id);
    let Some(round) = d.rounds().last().copied() else { return ui::note(t("tg-no-round")) };
    let Some(rv) = d.round(round) else { return ui::note(t("tg-no-round")) };
    let fixed = Length::Fixed;
    let mut table: Column<'a, Message> = column![
        ui::subheading(crate::t!(lang, "lv-round", round = round)),
        row![
            head(t("tg-col-board"), fixed(50.0)),
            head(t("tg-col-white"), Length::FillPortion(3)),
            head(t("tg-col-black"), Length::FillPortion(3)),
            head(t("lv-col-desk"), Length::FillPortion(2)),
            head(t("lv-col-moves"), fixed(60.0)),
            head(t("lv-col-last"), fixed(110.0)),
            head(t("lv-col-result"), Length::FillPortion(3)),
            head(String::new(), fixed(150.0)),
        ]
        .spacing(8),
    ]
    .spacing(4);
    for b in &rv.boards {
        let live = r.boards.get(&(round, b.board)).cloned().unwrap_or_default();
        table = table.push(board_line(round, b.board, &b.white.name, &b.black.name, &live, selected, lang));
    }
    table.push(ui::note(t("lv-keys"))).into()
}

/// One board: who plays, which desk holds it, its moves, its result and where it stands.
fn board_line<'a>(
    round: u32,
    board: u32,
    white: &str,
    black: &str,
    live: &LiveBoard,
    selected: Option<u32>,
    lang: Lang,
) -> Element<'a, Message> {
    let t = |id: &str| crate::t!(lang, id);
    let fixed = Length::Fixed;
    let desk = match &live.desk {
        Some((a, code)) if a.trim().is_empty() => code.clone(),
        Some((a, code)) => format!("{a} ({code})"),
        None => "—".into(),
    };
    let result = &live.result;
    let status = live.status();
    let said = match status {
        "conflict" => {
            let c = result.conflict();
            crate::t!(lang, "lv-result-conflict", desk = score(c.map(|c| c.desk)), other = score(c.map(|c| c.other)))
        }
        "none" => "—".to_string(),
        "provisional" if result.sheet_digest.is_none() => {
            crate::t!(lang, "lv-result-unsigned", result = score(result.verdict()))
        }
        s => crate::t!(lang, "lv-result", result = score(result.verdict()), state = s),
    };
    let colour = match status {
        "conflict" => theme::PROBLEM,
        "final" => theme::FINE,
        _ => iced::Color::BLACK,
    };
    let confirm: Element<'a, Message> = if live.confirmable() {
        container(super::super::widgets::small(t("lv-confirm"), true, Some(Message::Confirm(round, board))))
            .id(format!("live-confirm-{board}"))
            .into()
    } else {
        iced::widget::space().into()
    };
    let line = row![
        cell(board.to_string(), fixed(50.0)),
        cell(white.to_string(), Length::FillPortion(3)),
        cell(black.to_string(), Length::FillPortion(3)),
        text(desk).size(13).width(Length::FillPortion(2)),
        cell(if live.seq == 0 { "—".into() } else { live.moves.to_string() }, fixed(60.0)),
        cell(live.last.as_deref().map(|m| victoria_rules::san::written(lang, m)).unwrap_or_default(), fixed(110.0)),
        text(said).size(14).color(colour).width(Length::FillPortion(3)),
        container(confirm).width(fixed(150.0)),
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center);
    container(
        button(line)
            .padding([4, 6])
            .width(Length::Fill)
            .style(line_style(selected == Some(board)))
            .on_press(Message::Select(board)),
    )
    .id(format!("live-row-{board}"))
    .into()
}
