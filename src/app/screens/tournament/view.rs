//! What the Tournament screen shows, in named parts: no tournament open (the folder, the
//! sample, the new event's form), or the event's head, its actions, the tabs, the import's
//! report, the tab's table (players, a round's pairings, standings, crosstable) and the
//! screen's own notice.

use super::widgets::{Field, line_style, set_row, small};
use super::{Message, PickFor, State, Tab};
use crate::app::screen::Look;
use crate::app::theme;
use crate::app::ui::{self, btn, btn_primary, btn_secondary, btn_small};
use iced::widget::{Column, button, column, container, row, scrollable, text, text_input};
use iced::{Element, Length};
use victoria_session::tournament::{BoardLine, ImportReport, PlayerRow, RoundView, TournamentSession, bye_key};
use victoria_words::Lang;
use victoria_words::Words as _;

/// The width of a board's buttons (Result…, Start board / Open game).
const ACTIONS_WIDTH: f32 = 280.0;
/// The width of a player's buttons (bye, withdraw).
const PLAYER_ACTIONS_WIDTH: f32 = 330.0;
/// A tie-break's column.
const TB_WIDTH: f32 = 64.0;
/// A crosstable cell.
const CELL_WIDTH: f32 = 56.0;
/// A rating on a board's line (four digits).
const RATING_WIDTH: f32 = 48.0;

/// A rating as the tables show it: empty for an unrated player.
fn rating(r: Option<u32>) -> String {
    r.map(|r| r.to_string()).unwrap_or_default()
}

/// A column's header.
fn head<'a>(s: String, w: Length) -> Element<'a, Message> {
    text(s).size(13).color(theme::MUTED).width(w).into()
}

/// A table's cell.
fn cell<'a>(s: String, w: Length) -> Element<'a, Message> {
    text(s).size(15).width(w).into()
}

impl State {
    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let lang = look.lang;
        let Some(d) = &self.session else {
            return column![ui::heading(crate::t!(lang, "tg-title")), self.open_view(lang), self.notice_view(lang)]
                .spacing(14)
                .into();
        };
        let mut page = column![self.head_view(d, lang), self.actions_view(lang), self.tabs_view(lang)].spacing(10);
        if let Some(r) = &self.report {
            page = page.push(report_view(r, lang));
        }
        let body: Element<'_, Message> = match self.tab {
            Tab::Players => self.players_view(d, lang),
            Tab::Round => self.round_view(d, lang),
            Tab::Standings => standings_view(d, &self.tie_breaks, lang),
            Tab::Crosstable => crosstable_view(d, lang),
            Tab::Live => self.live.view(d, self.selected, lang).map(Message::Live),
        };
        // The tab's content ends with half a line's room: where it goes on past the card, its
        // last row is never cut with the scrollbar looking full (the standings' legend at
        // 1024x700, 5 px cut and nothing beyond).
        let room = iced::Padding { top: 0.0, right: 12.0, bottom: 12.0, left: 12.0 };
        page.push(
            container(scrollable(container(body).padding(room)).height(Length::Fill))
                .padding([10, 6])
                .width(Length::Fill)
                .height(Length::Fill)
                .style(theme::card),
        )
        .push(self.notice_view(lang))
        .into()
    }

    /// The event's name, what it is, its folder; "Another tournament…" and Back.
    fn head_view<'a>(&'a self, d: &TournamentSession, lang: Lang) -> Element<'a, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let s = d.summary();
        let system = crate::t!(lang, "tdesk-system", system = s.system);
        let about = crate::t!(
            lang,
            "tg-summary",
            system = system.as_str(),
            paired = s.paired,
            rounds = s.rounds,
            players = s.players as u32,
            tc = if s.time_control.is_empty() { "—".to_string() } else { s.time_control.clone() }
        );
        row![
            column![text(s.name.clone()).size(22), ui::note(about), ui::note(d.dir().display().to_string())]
                .spacing(2)
                .width(Length::Fill),
            btn_secondary(t("tg-other"), "tour-other", Some(Message::Close)),
            btn_secondary(t("tg-back"), "tour-back", Some(Message::Back)),
        ]
        .spacing(12)
        .align_y(iced::Alignment::Center)
        .into()
    }

    /// No tournament open yet: the folder, the dialog, the sample, and the new event's form.
    fn open_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let open = container(
            column![
                ui::note(t("tg-open-about")),
                row![
                    text_input(&t("tg-folder-hint"), &self.folder)
                        .id("tour-folder")
                        .style(theme::field)
                        .on_input(Message::Folder)
                        .on_submit(Message::Open)
                        .padding(6),
                    btn_primary(t("tg-open"), "tour-open", Some(Message::Open)),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
                row![
                    btn(t("tg-choose"), "tour-pick", Some(Message::Pick(PickFor::Tournament))),
                    btn(t("tg-sample"), "tour-sample", Some(Message::OpenSample)),
                ]
                .spacing(8),
            ]
            .spacing(12),
        )
        .padding(20)
        .width(Length::Fill)
        .style(theme::card);
        column![open, self.new_event.view(lang).map(Message::NewEvent)].spacing(12).into()
    }

    /// The screen's own notice, worded now, with its ×.
    fn notice_view(&self, lang: Lang) -> Element<'_, Message> {
        let Some(notice) = &self.notice else { return column![].into() };
        container(
            row![
                text(notice.words(lang)).size(14).width(Length::Fill),
                button(text("×").size(14)).padding([2, 8]).style(button::text).on_press(Message::DismissNotice),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        )
        .id("tour-notice")
        .padding([6, 12])
        .width(Length::Fill)
        .style(if notice.is_error() { theme::flag_illegal } else { theme::info })
        .into()
    }

    /// Pair, import (own folder or another), the print choice.
    fn actions_view(&self, lang: Lang) -> Element<'_, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let d = self.session.as_ref();
        let can_pair = d.is_some_and(|d| d.can_pair().is_ok());
        let pair_label = match d.map(|d| d.can_pair()) {
            Some(Ok(n)) => crate::t!(lang, "tg-pair", round = n),
            _ => t("tg-pair-none"),
        };
        let [print_what, print] = self.print.view(self.round, lang).map(|e| e.map(Message::Print));
        // The disabled pair button says which boards it waits for.
        let waits = self.pair_waits_for();
        let complete = d.filter(|d| d.every_round_paired()).map(|d| d.rounds().len() as u32);
        let waits: Element<'_, Message> = match (complete, d.and_then(|d| d.rounds().last().copied())) {
            // Every planned round is paired: the disabled button says so (the walk of issue 38
            // found it disabled after the last round with no word why).
            (Some(rounds), _) => container(ui::note(crate::t!(lang, "tg-pair-complete", rounds = rounds)))
                .id("tour-pair-complete")
                .into(),
            (None, Some(round)) if !waits.is_empty() => {
                let boards = waits.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
                container(ui::note(crate::t!(
                    lang,
                    "tg-pair-waits",
                    round = round,
                    count = waits.len(),
                    boards = boards
                )))
                .id("tour-pair-waits")
                .into()
            }
            _ => iced::widget::space().into(),
        };
        column![
            row![
                btn_primary(pair_label, "tour-pair", can_pair.then_some(Message::Pair)),
                btn_secondary(t("tg-import-own"), "tour-import-own", Some(Message::ImportOwn)),
                print_what,
                print,
                self.live.button(lang).map(Message::Live),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
            waits,
            row![
                text(t("tg-import-from")).size(15),
                text_input(&t("tg-import-hint"), &self.import_dir)
                    .id("tour-import-dir")
                    .style(theme::field)
                    .on_input(Message::ImportDir)
                    .on_submit(Message::ImportFrom)
                    .size(15)
                    .padding(5),
                btn_small(t("tg-choose"), "tour-import-pick", Some(Message::Pick(PickFor::Import))),
                btn_small(t("tg-import"), "tour-import-from", Some(Message::ImportFrom)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(8)
        .into()
    }

    /// The tabs, and on the Round tab the rounds to show.
    fn tabs_view(&self, lang: Lang) -> Element<'_, Message> {
        let mut tabs = row![].spacing(6).align_y(iced::Alignment::Center);
        for tab in Tab::ALL {
            let label = match tab {
                Tab::Round if self.round > 0 => crate::t!(lang, "tg-tab-round", round = self.round),
                _ => crate::t!(lang, "tg-tab", tab = tab.key()),
            };
            let b = button(text(label).size(15))
                .padding([5, 12])
                .style(if tab == self.tab { button::primary } else { button::secondary })
                .on_press(Message::Tab(tab));
            tabs = tabs.push(container(b).id(tab.id()));
        }
        let rounds = self.session.as_ref().map(|d| d.rounds()).unwrap_or_default();
        if self.tab == Tab::Round && !rounds.is_empty() {
            tabs = tabs.push(container(text("")).width(Length::Fill));
            tabs = tabs.push(text(crate::t!(lang, "tg-rounds")).size(14));
            for r in rounds {
                let b = button(text(r.to_string()).size(14))
                    .padding([3, 9])
                    .style(if r == self.round { button::primary } else { button::text })
                    .on_press(Message::Round(r));
                tabs = tabs.push(container(b).id(format!("tour-round-{r}")));
            }
        }
        tabs.into()
    }

    /// The round's pairings: a line per board (the result picker under the chosen one), the
    /// byes, and Unpair while the last round has no result.
    fn round_view<'a>(&'a self, d: &TournamentSession, lang: Lang) -> Element<'a, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let Some(r) = d.round(self.round) else { return ui::note(t("tg-no-round")) };
        let ruleset = d.summary().ruleset;
        let fixed = Length::Fixed;
        let mut table = column![
            row![
                head(t("tg-col-board"), fixed(56.0)),
                head(t("tg-col-number"), fixed(40.0)),
                head(t("tg-col-white"), Length::FillPortion(3)),
                head(t("tg-col-rtg"), fixed(RATING_WIDTH)),
                head(t("tg-col-points"), fixed(44.0)),
                head(t("tg-col-result"), fixed(110.0)),
                head(t("tg-col-points"), fixed(44.0)),
                head(t("tg-col-black"), Length::FillPortion(3)),
                head(t("tg-col-rtg"), fixed(RATING_WIDTH)),
                head(t("tg-col-number"), fixed(40.0)),
                head(String::new(), fixed(ACTIONS_WIDTH)),
            ]
            .spacing(8)
        ]
        .spacing(4);
        for b in &r.boards {
            table = table.push(self.board_line(b, lang));
            if self.selected == Some(b.board) && self.results.is_open() {
                table = table.push(self.results.view(b.board, &ruleset, lang).map(Message::Results));
            }
        }
        table = byes_view(table, &r, lang);
        // When the round starts (printed on its pairing list and slips).
        let hint = t("tg-round-date-hint");
        let field = Field {
            id: "tour-round-date",
            hint: &hint,
            value: &self.round_date,
            on_input: Message::RoundDate,
            width: 220.0,
        };
        let set = btn_small(t("tg-round-date-set"), "tour-round-date-set", Some(Message::SetRoundDate));
        table = table.push(set_row(t("tg-round-date"), field, Message::SetRoundDate, set));
        table = table.push(ui::note(t(if r.finished { "tg-round-finished" } else { "tg-keys" })));
        let last = d.rounds().last() == Some(&self.round);
        if last && r.boards.iter().all(|b| b.result.is_none()) {
            table = table.push(btn_small(t("tg-unpair"), "tour-unpair", Some(Message::Unpair)));
        }
        table.into()
    }

    /// A board's line: a button choosing it, with its Result… and Start board / Open game.
    fn board_line<'a>(&self, b: &BoardLine, lang: Lang) -> Element<'a, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let fixed = Length::Fixed;
        let result = b.result_text(lang);
        let game_button = match &b.game {
            Some(_) => small(t("tg-open-game"), false, Some(Message::OpenBoard(b.board))),
            None => small(t("tg-start-board"), true, Some(Message::StartBoard(b.board))),
        };
        let open_results = Message::Results(super::results::Message::Open(b.board));
        let line = row![
            cell(b.board.to_string(), fixed(56.0)),
            cell(b.white.number.to_string(), fixed(40.0)),
            cell(b.white.name.clone(), Length::FillPortion(3)),
            cell(rating(b.white.rating), fixed(RATING_WIDTH)),
            cell(b.white.score.to_string(), fixed(44.0)),
            cell(if result.is_empty() { "—".to_string() } else { result }, fixed(110.0)),
            cell(b.black.score.to_string(), fixed(44.0)),
            cell(b.black.name.clone(), Length::FillPortion(3)),
            cell(rating(b.black.rating), fixed(RATING_WIDTH)),
            cell(b.black.number.to_string(), fixed(40.0)),
            row![
                container(small(t("tg-result"), false, Some(open_results))).id(format!("tour-result-{}", b.board)),
                container(game_button).id(format!("tour-board-{}", b.board)),
            ]
            .spacing(6)
            .width(fixed(ACTIONS_WIDTH)),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let line = button(line)
            .padding([4, 6])
            .width(Length::Fill)
            .style(line_style(self.selected == Some(b.board)))
            .on_press(Message::Select(b.board));
        container(line).id(format!("tour-row-{}", b.board)).into()
    }

    /// The players: the player form over the table of entrants.
    fn players_view<'a>(&'a self, d: &TournamentSession, lang: Lang) -> Element<'a, Message> {
        let t = |id: &str| crate::t!(lang, id);
        let fixed = Length::Fixed;
        let mut col = column![self.player.view(d, lang).map(Message::Player)].spacing(4);
        col = col.push(
            row![
                head(t("tg-col-number"), fixed(40.0)),
                head(t("tg-col-name"), Length::FillPortion(3)),
                head(t("tg-col-rating"), fixed(64.0)),
                head(t("tg-col-club"), Length::FillPortion(2)),
                head(t("tg-col-points"), fixed(56.0)),
                head(t("tg-col-status"), Length::FillPortion(2)),
                head(String::new(), fixed(PLAYER_ACTIONS_WIDTH)),
            ]
            .spacing(8),
        );
        // No bye or withdrawal once every planned round is paired.
        let all_paired = d.every_round_paired();
        for p in d.players() {
            col = col.push(player_line(&p, !all_paired, lang));
        }
        col.into()
    }
}

/// An entrant's line: number, name, rating, club, points, byes and withdrawal, and the buttons
/// (correct; a bye or a withdrawal while `open` and the player plays on).
fn player_line<'a>(p: &PlayerRow, open: bool, lang: Lang) -> Element<'a, Message> {
    let t = |id: &str| crate::t!(lang, id);
    let fixed = Length::Fixed;
    let mut status = Vec::new();
    if let Some(w) = p.withdrawn_from {
        status.push(crate::t!(lang, "tg-status-withdrawn", round = w));
    }
    for (r, k) in &p.byes {
        let kind = crate::t!(lang, "tdesk-bye", kind = bye_key(*k));
        status.push(crate::t!(lang, "tg-status-bye", round = *r, kind = kind.as_str()));
    }
    let active = open && p.withdrawn_from.is_none();
    let club = match (p.club.is_empty(), p.federation.is_empty()) {
        (_, true) => p.club.clone(),
        (true, false) => p.federation.clone(),
        (false, false) => format!("{} · {}", p.club, p.federation),
    };
    row![
        cell(p.number.to_string(), fixed(40.0)),
        cell(
            if p.title.is_empty() { p.name.clone() } else { format!("{} {}", p.title, p.name) },
            Length::FillPortion(3)
        ),
        cell(rating(p.rating), fixed(64.0)),
        cell(club, Length::FillPortion(2)),
        cell(p.score.to_string(), fixed(56.0)),
        text(status.join("; ")).size(13).width(Length::FillPortion(2)),
        row![
            container(small(t("tg-edit-player"), false, Some(Message::Player(super::player::Message::Edit(p.number)))))
                .id(format!("tour-edit-{}", p.number)),
            container(small(t("tg-bye"), false, active.then_some(Message::Bye(p.number))))
                .id(format!("tour-bye-{}", p.number)),
            container(small(t("tg-withdraw"), false, active.then_some(Message::Withdraw(p.number))))
                .id(format!("tour-withdraw-{}", p.number)),
        ]
        .spacing(6)
        .width(fixed(PLAYER_ACTIONS_WIDTH)),
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center)
    .into()
}

/// The round's byes, a line each, under `table`.
fn byes_view<'a>(mut table: Column<'a, Message>, r: &RoundView, lang: Lang) -> Column<'a, Message> {
    for bye in &r.byes {
        let kind = crate::t!(lang, "tdesk-bye", kind = bye_key(bye.kind));
        table = table.push(
            text(crate::t!(
                lang,
                "tg-bye-line",
                name = bye.name.as_str(),
                number = bye.number,
                kind = kind.as_str(),
                points = bye.points.to_string()
            ))
            .size(14),
        );
    }
    table
}

/// The last import's report: its summary, and a line per game file.
fn report_view<'a>(r: &'a ImportReport, lang: Lang) -> Element<'a, Message> {
    let mut lines = column![].spacing(3);
    for f in &r.findings {
        use victoria_session::boards::Finding::*;
        let name = f.file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let colour = match f.finding {
            Counted { .. } => theme::FINE,
            AlreadyRecorded { .. } | OtherEvent { .. } => theme::MUTED,
            _ => theme::PROBLEM,
        };
        lines = lines.push(text(format!("{name}: {}", f.finding.words(lang))).size(13).color(colour));
    }
    container(
        column![
            row![
                text(r.summary(lang)).size(14).width(Length::Fill),
                btn_small(crate::t!(lang, "tg-close"), "tour-report-close", Some(Message::CloseReport)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
            scrollable(lines).spacing(6).height(Length::Fixed(84.0)),
        ]
        .spacing(4),
    )
    .id("tour-report")
    .padding([6, 12])
    .width(Length::Fill)
    .style(theme::info)
    .into()
}

/// The standings with the event's tie-breaks and their legend, under the field that sets them.
/// The field stands first, in sight when the tab opens: as the last row of a list that scrolls
/// it was cut at the list's edge at 1024x700 (issue 38), a form that looked whole.
fn standings_view<'a>(d: &TournamentSession, typed: &'a str, lang: Lang) -> Element<'a, Message> {
    let t = |id: &str| crate::t!(lang, id);
    let fixed = Length::Fixed;
    // The list set or changed (an imported event's too): TRF codes in order.
    let hint = t("tg-tie-breaks-hint");
    let field = Field { id: "tour-tie-breaks", hint: &hint, value: typed, on_input: Message::TieBreaks, width: 360.0 };
    let set = btn_small(t("tg-tie-breaks-set"), "tour-tie-breaks-set", Some(Message::SetTieBreaks));
    let set_list = set_row(t("tg-tie-breaks-field"), field, Message::SetTieBreaks, set);
    let st = d.standings();
    // Only rounds whose results are all in count (issue 38): the title says which.
    let after = d.tournament().complete_rounds();
    let title = ui::subheading(crate::t!(lang, "print-title-standings", rounds = after));
    let mut header = row![
        head(t("tg-col-rank"), fixed(44.0)),
        head(t("tg-col-number"), fixed(40.0)),
        head(t("tg-col-name"), Length::Fill),
        head(t("tg-col-rating"), fixed(64.0)),
        head(t("tg-col-points"), fixed(56.0)),
    ]
    .spacing(8);
    for c in &st.columns {
        header = header.push(head(c.clone(), fixed(TB_WIDTH)));
    }
    let mut col = column![set_list, title, header].spacing(4);
    for r in st.rows {
        let mut line = row![
            cell(r.rank.to_string(), fixed(44.0)),
            cell(r.player.to_string(), fixed(40.0)),
            cell(r.name.clone(), Length::Fill),
            cell(rating(r.rating), fixed(64.0)),
            cell(r.score.to_string(), fixed(56.0)),
        ]
        .spacing(8);
        for v in r.tie_breaks {
            line = line.push(cell(v, fixed(TB_WIDTH)));
        }
        col = col.push(line);
    }
    col = col.push(ui::note(crate::t!(lang, "tg-tie-breaks", list = st.columns.join(", "))));
    // Each tie-break's code and its name, in the screen's language.
    for (code, name) in victoria_tournament::legend(&d.tournament().tie_breaks, lang) {
        col = col.push(text(format!("{code} — {name}")).size(13));
    }
    col.into()
}

/// The crosstable: a cell per round, the points.
fn crosstable_view<'a>(d: &TournamentSession, lang: Lang) -> Element<'a, Message> {
    let t = |id: &str| crate::t!(lang, id);
    let fixed = Length::Fixed;
    let mut header = row![head(t("tg-col-rank"), fixed(44.0)), head(t("tg-col-name"), Length::Fill)].spacing(8);
    for r in d.rounds() {
        header = header.push(head(r.to_string(), fixed(CELL_WIDTH)));
    }
    header = header.push(head(t("tg-col-points"), fixed(56.0)));
    let mut col = column![header].spacing(4);
    for r in d.crosstable() {
        let mut line =
            row![cell(r.rank.to_string(), fixed(44.0)), cell(format!("{} ({})", r.name, r.player), Length::Fill)]
                .spacing(8);
        for c in r.cells {
            line = line.push(cell(c, fixed(CELL_WIDTH)));
        }
        line = line.push(cell(r.score.to_string(), fixed(56.0)));
        col = col.push(line);
    }
    col.push(ui::note(t("tg-cross-about"))).into()
}
