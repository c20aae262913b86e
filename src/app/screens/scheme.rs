//! Scheme entry for one player (R4–R7, R14): a 12x12 editor where a click places the palette's
//! piece (or a bastion, for `arbitrary`) on the player's half, a typed scheme (`Ke1 Qd1 Ra1 …`,
//! Russian letters too), a scheme loaded from a file, and the reserve pool split among queen,
//! rooks and bishops. Every problem shows as the entry changes. Sealing hides everything: the
//! screen then shows only the seal code. The state of this screen holds one player's entry only,
//! so the second player's screen has nothing of the first one to show.

use crate::app::board::{self, BoardView};
use crate::app::files;
use crate::app::screen::{Action, Context, Look, Request};
use crate::app::theme;
use crate::app::ui::{self, btn, btn_primary, btn_secondary};
use iced::widget::{button, column, container, row, scrollable, text, text_input};
use iced::{Element, Length};
use victoria_rules::options::BastionPlacement;
use victoria_rules::{Cell, Color, Piece, Role, Rules, Square};
use victoria_session::session;
use victoria_words::Lang;
use victoria_words::{Said, Words as _};

pub use victoria_session::model::{COUNTS, SchemeDraft, vfen_order};

/// What a click on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Piece(Role),
    Bastion,
    Erase,
}

#[derive(Clone, Debug)]
pub struct State {
    color: Color,
    rules: Rules,
    width: u8,
    height: u8,
    draft: SchemeDraft,
    tool: Tool,
    typed: String,
    path: String,
    /// Every problem of the draft, as facts worded in the screen's language when drawn.
    problems: Vec<Said>,
    /// A message about the last typed or loaded scheme (a parse error).
    notice: Option<Said>,
    /// Set once sealed: from then on only this shows.
    seal_code: Option<String>,
    /// The editor's board, redrawn after every change.
    board: BoardView,
}

#[derive(Clone, Debug)]
pub enum Message {
    Tool(Tool),
    Square(Square),
    Typed(String),
    ApplyTyped,
    Reserve(usize, String),
    Path(String),
    LoadPath,
    PickFile,
    /// The scheme file chosen in the system dialog (`None`: cancelled).
    Picked(Option<std::path::PathBuf>),
    Clear,
    Seal,
    Continue,
}

impl Message {
    /// Typing a scheme, a reserve or a path: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        matches!(self, Message::Typed(_) | Message::Reserve(..) | Message::Path(_))
    }
}

impl State {
    pub fn new(color: Color, rules: Rules, width: u8, height: u8) -> State {
        let mut s = State {
            color,
            rules,
            width,
            height,
            draft: SchemeDraft::default(),
            tool: Tool::Piece(Role::King),
            typed: String::new(),
            path: String::new(),
            problems: Vec::new(),
            notice: None,
            seal_code: None,
            board: BoardView::empty(width, height),
        };
        if rules.options.reserve_visibility == victoria_rules::options::ReserveVisibility::Open {
            let each = (rules.options.reserve_pool / 5).to_string();
            s.draft.reserves = std::array::from_fn(|_| each.clone());
        }
        s.refresh();
        s
    }

    pub fn needs_bastions(&self) -> bool {
        self.rules.is_victoria() && self.rules.options.bastion_placement == BastionPlacement::Arbitrary
    }

    pub fn needs_reserves(&self) -> bool {
        self.rules.reserve()
    }

    /// The player's half (zero-based ranks, inclusive).
    pub fn own_ranks(&self) -> (u8, u8) {
        let half = self.height / 2;
        match self.color {
            Color::White => (0, half - 1),
            Color::Black => (half, self.height - 1),
        }
    }

    /// Where this player's bastions may stand (R7: White 3–6, Black 7–10 on 12 ranks).
    pub fn bastion_ranks(&self) -> (u8, u8) {
        let half = self.height / 2;
        match self.color {
            Color::White => (2, half - 1),
            Color::Black => (half, self.height - 3),
        }
    }

    fn refresh(&mut self) {
        self.problems = session::scheme_problems(&self.rules, self.color, self.width, self.height, &self.draft)
            .into_iter()
            .map(Into::into)
            .collect();
        if self.typed_differs() {
            self.problems.push(Said::with(|lang| crate::t!(lang, "app-typed-differs")));
        }
        self.board = self.board_view();
    }

    /// The typed scheme says something else than the board and the reserve fields (typed and
    /// not applied, or a field changed after it was): what is sealed would not be what the
    /// text shows, so it counts as a problem. A typed scheme without reserves leaves the fields
    /// to say them.
    fn typed_differs(&self) -> bool {
        // A reserve field that is no number is its own problem, named with its square.
        if self.typed.trim().is_empty() || session::draft_to_scheme(self.color, &self.draft).is_err() {
            return false;
        }
        match session::parse_scheme(&self.typed, self.color, &self.rules) {
            Ok(d) => {
                let reserves = d.reserves.iter().all(|r| r.is_empty())
                    || d.reserves.iter().zip(&self.draft.reserves).all(|(a, b)| a.trim() == b.trim());
                d.pieces != self.draft.pieces || d.bastions != self.draft.bastions || !reserves
            }
            Err(_) => true,
        }
    }

    /// The board of the editor: this player's own pieces and bastions, nothing else.
    pub fn board_view(&self) -> BoardView {
        let mut v = BoardView::empty(self.width, self.height);
        for (sq, role) in &self.draft.pieces {
            v.set(*sq, Cell::Piece(Piece::new(self.color, *role)));
        }
        for sq in &self.draft.bastions {
            v.set(*sq, Cell::Bastion(self.color));
        }
        v.own_ranks = Some(self.own_ranks());
        if self.needs_bastions() {
            v.bastion_ranks = Some(self.bastion_ranks());
        }
        v.flipped = self.color == Color::Black;
        v
    }

    /// Called by the parent once the record has sealed the scheme: forget the entry, keep the
    /// code.
    pub fn sealed(&mut self, code: String) {
        self.draft = SchemeDraft::default();
        self.typed.clear();
        self.path.clear();
        self.problems.clear();
        self.notice = None;
        self.seal_code = Some(code);
        self.board = self.board_view();
    }

    /// Fills the entry from a draft read from text or a file.
    pub fn load(&mut self, draft: Result<SchemeDraft, Said>) {
        match draft {
            Ok(mut d) => {
                if d.reserves.iter().all(|r| r.is_empty()) {
                    d.reserves = self.draft.reserves.clone();
                }
                self.draft = d;
                self.notice = None;
                if let Some((next, _)) = COUNTS.iter().find(|(r, n)| self.draft.count(*r) < *n) {
                    self.tool = Tool::Piece(*next);
                } else if self.needs_bastions() && self.draft.bastions.len() < 3 {
                    self.tool = Tool::Bastion;
                }
            }
            Err(e) => self.notice = Some(e),
        }
        self.refresh();
    }

    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        if self.seal_code.is_some() {
            return match msg {
                Message::Continue => Request::Follow.into(),
                _ => Action::None,
            };
        }
        // The draft before, to see whether something other than the typed scheme changed it.
        let by_text = matches!(msg, Message::ApplyTyped | Message::Typed(_));
        let before = self.draft.clone();
        match msg {
            Message::Tool(t) => self.tool = t,
            Message::Square(sq) => self.click(sq),
            Message::Typed(s) => self.typed = s,
            Message::ApplyTyped => {
                let d = session::parse_scheme(&self.typed, self.color, &self.rules);
                self.load(d.map_err(Into::into));
            }
            Message::Reserve(i, s) => {
                if i < 5 {
                    self.draft.reserves[i] = s.trim().to_string();
                }
            }
            Message::Path(p) => self.path = p,
            Message::LoadPath => {
                let d = session::load_scheme(std::path::Path::new(self.path.trim()), self.color, &self.rules);
                self.load(d.map_err(Into::into));
            }
            Message::PickFile => return self.pick_file(ctx.lang),
            Message::Picked(None) => return Action::info(Said::with(|lang| crate::t!(lang, "app-dialog-cancelled"))),
            Message::Picked(Some(path)) => {
                let d = session::load_scheme(&path, self.color, &self.rules);
                self.load(d.map_err(Into::into));
            }
            Message::Clear => self.draft = SchemeDraft { reserves: self.draft.reserves.clone(), ..Default::default() },
            Message::Seal => self.seal(ctx),
            Message::Continue => {}
        }
        if !by_text {
            self.follow_typed(before);
        }
        self.refresh();
        Action::None
    }

    /// The draft changed by the board, a reserve field, a file or Clear (not by the typed
    /// scheme): a typed scheme in its field is written anew from the draft, so the text and
    /// the fields never say two things (issue 39). A text typed and not applied stays, and is
    /// a problem until Enter applies it ([`typed_differs`](Self::typed_differs)).
    fn follow_typed(&mut self, before: SchemeDraft) {
        if self.draft == before || self.typed.trim().is_empty() {
            return;
        }
        if let Ok(s) = session::draft_to_scheme(self.color, &self.draft) {
            self.typed = s.typed();
        }
    }

    /// The system dialog for a scheme file (where there is none, the path field serves).
    fn pick_file(&self, lang: Lang) -> Action<Message> {
        if !files::dialogs_available() {
            return Action::error(Said::with(|lang| crate::t!(lang, "app-no-dialog")));
        }
        let task = files::pick_file(files::Purpose::LoadScheme, crate::t!(lang, "app-title"), Default::default());
        Action::Run(task.map(Message::Picked))
    }

    /// Seals the draft in the record if it has no problem; the seal code shows from then on.
    fn seal(&mut self, ctx: &mut Context) {
        self.refresh();
        if !self.problems.is_empty() {
            return;
        }
        let Some(s) = ctx.session() else { return };
        match s.seal(self.color, &self.draft) {
            Ok(code) => self.sealed(code),
            Err(problems) => self.problems = problems.into_iter().map(Into::into).collect(),
        }
    }

    /// The side whose scheme this is.
    pub fn color(&self) -> Color {
        self.color
    }

    /// The scheme as drawn so far.
    pub fn draft(&self) -> &SchemeDraft {
        &self.draft
    }

    /// The typed scheme's field as it reads.
    pub fn typed(&self) -> &str {
        &self.typed
    }

    /// The draft's problems, as facts.
    pub fn problems(&self) -> &[Said] {
        &self.problems
    }

    /// The tool a click on the board uses.
    pub fn tool(&self) -> Tool {
        self.tool
    }

    /// The editor's board as drawn.
    pub fn board(&self) -> &BoardView {
        &self.board
    }

    /// The seal code, once sealed.
    pub fn seal_code(&self) -> Option<&str> {
        self.seal_code.as_deref()
    }

    /// The message about the last typed or loaded scheme.
    pub fn notice(&self) -> Option<&Said> {
        self.notice.as_ref()
    }

    fn click(&mut self, sq: Square) {
        match self.tool {
            Tool::Erase => {
                self.draft.pieces.remove(&sq);
                self.draft.bastions.remove(&sq);
            }
            Tool::Bastion => {
                if !self.draft.bastions.remove(&sq) {
                    self.draft.pieces.remove(&sq);
                    self.draft.bastions.insert(sq);
                }
            }
            Tool::Piece(role) => {
                if self.draft.pieces.get(&sq) == Some(&role) {
                    self.draft.pieces.remove(&sq);
                } else {
                    self.draft.bastions.remove(&sq);
                    self.draft.pieces.insert(sq, role);
                    // Move on to the next role still missing, so clicking fills the scheme fast.
                    let full = COUNTS.iter().find(|(r, _)| *r == role).map(|(_, n)| *n).unwrap_or(0);
                    if self.draft.count(role) >= full
                        && let Some((next, _)) = COUNTS.iter().find(|(r, n)| self.draft.count(*r) < *n)
                    {
                        self.tool = Tool::Piece(*next);
                    }
                }
            }
        }
    }

    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let lang = look.lang;
        if let Some(code) = &self.seal_code {
            return self.sealed_view(code, lang);
        }
        let mut side = self.entry(lang);
        if let Some(n) = &self.notice {
            side = side.push(text(n.words(lang)).color(theme::PROBLEM));
        }
        if self.needs_reserves() {
            side = side.push(self.reserves(lang));
        }
        side = side.push(self.problem_list(lang));
        column![
            ui::heading(format!("{} — {}", crate::t!(lang, "app-scheme-of"), self.color.words(lang))),
            ui::note(crate::t!(lang, "app-scheme-privacy")),
            self.palette(lang),
            row![
                container(board::board(&self.board, Some(Message::Square), 600.0))
                    .id("scheme-board")
                    .style(theme::card)
                    .padding(6),
                container(side).padding(14).width(Length::Fill).style(theme::card),
            ]
            .spacing(14)
        ]
        .spacing(10)
        .into()
    }

    /// Once sealed, only the seal code shows, for the player to write down.
    fn sealed_view<'a>(&'a self, code: &str, lang: Lang) -> Element<'a, Message> {
        let who = self.color.words(lang);
        column![
            ui::heading(format!("{} — {}", crate::t!(lang, "app-scheme-sealed"), who)),
            container(
                column![
                    text(crate::t!(lang, "app-seal-code")).size(18),
                    text(code.to_string()).size(44).font(theme::FONT),
                    ui::note(crate::t!(lang, "app-write-seal-code")),
                ]
                .spacing(8)
                .align_x(iced::Alignment::Center)
            )
            .padding(24)
            .style(theme::info),
            btn_primary(crate::t!(lang, "app-continue"), "scheme-continue", Some(Message::Continue)),
        ]
        .spacing(20)
        .align_x(iced::Alignment::Center)
        .width(Length::Fill)
        .into()
    }

    /// The tools: a piece of each role with how many are placed, the bastion, the eraser.
    fn palette<'a>(&'a self, lang: Lang) -> Element<'a, Message> {
        let chosen = |b: iced::widget::Button<'a, Message>, tool: Tool| {
            if self.tool == tool { b.style(button::primary) } else { b.style(button::secondary) }
        };
        let mut palette = row![].spacing(6);
        for (role, n) in COUNTS {
            let have = self.draft.count(role);
            let glyph = board::glyph(Piece::new(self.color, role));
            let b = button(text(format!("{glyph} {have}/{n}")).size(20))
                .padding([4, 10])
                .on_press(Message::Tool(Tool::Piece(role)));
            palette = palette.push(chosen(b, Tool::Piece(role)));
        }
        if self.needs_bastions() {
            let b = button(text(format!("▦ {}/3", self.draft.bastions.len())).size(20))
                .padding([4, 10])
                .on_press(Message::Tool(Tool::Bastion));
            palette = palette.push(chosen(b, Tool::Bastion));
        }
        let erase =
            button(text(crate::t!(lang, "app-erase")).size(16)).padding([6, 10]).on_press(Message::Tool(Tool::Erase));
        palette.push(chosen(erase, Tool::Erase)).into()
    }

    /// The scheme typed as text, or loaded from a file.
    fn entry<'a>(&'a self, lang: Lang) -> iced::widget::Column<'a, Message> {
        column![
            ui::subheading(crate::t!(lang, "app-type-scheme")),
            ui::note(
                victoria_session::text::SchemeHint {
                    color: self.color,
                    reserves: self.needs_reserves(),
                    bastions: self.needs_bastions(),
                }
                .words(lang),
            ),
            row![
                text_input("", &self.typed)
                    .id("scheme-typed")
                    .style(crate::app::theme::field)
                    .on_input(Message::Typed)
                    .on_submit(Message::ApplyTyped)
                    .padding(6),
                btn(crate::t!(lang, "app-apply"), "scheme-apply", Some(Message::ApplyTyped)),
            ]
            .spacing(6),
            ui::subheading(crate::t!(lang, "app-load-scheme")),
            row![
                text_input(&crate::t!(lang, "app-type-path"), &self.path)
                    .id("scheme-path")
                    .style(crate::app::theme::field)
                    .on_input(Message::Path)
                    .on_submit(Message::LoadPath)
                    .padding(6),
                btn_secondary(crate::t!(lang, "app-load"), "scheme-load", Some(Message::LoadPath)),
                btn_secondary(crate::t!(lang, "app-browse"), "scheme-pick", Some(Message::PickFile)),
            ]
            .spacing(6),
        ]
        .spacing(8)
    }

    /// The reserve split: a field for each piece with a reserve (read-only where the reserves
    /// are open: the pool is split evenly).
    fn reserves<'a>(&'a self, lang: Lang) -> Element<'a, Message> {
        let heading = ui::subheading(format!(
            "{} ({} {})",
            crate::t!(lang, "app-reserve-split"),
            crate::t!(lang, "app-pool"),
            self.rules.options.reserve_pool
        ));
        let squares = self.draft.reserve_squares();
        let roles = [Role::Queen, Role::Rook, Role::Rook, Role::Bishop, Role::Bishop];
        let ids = ["reserve-0", "reserve-1", "reserve-2", "reserve-3", "reserve-4"];
        let open = self.rules.options.reserve_visibility == victoria_rules::options::ReserveVisibility::Open;
        let mut grid = row![].spacing(6);
        for i in 0..5 {
            let name = format!(
                "{} {}",
                board::glyph(Piece::new(self.color, roles[i])),
                squares[i].map(|s| s.to_string()).unwrap_or_else(|| "—".into())
            );
            let mut input = text_input("", &self.draft.reserves[i])
                .id(ids[i])
                .style(crate::app::theme::field)
                .width(Length::Fixed(56.0))
                .padding(5);
            if !open {
                input = input.on_input(move |s| Message::Reserve(i, s));
            }
            grid = grid.push(column![text(name).size(16), input].spacing(2));
        }
        column![heading, grid].spacing(8).into()
    }

    /// Every problem of the draft, and the buttons to clear or seal it.
    fn problem_list<'a>(&'a self, lang: Lang) -> Element<'a, Message> {
        let side = column![ui::subheading(crate::t!(lang, "app-problems"))].spacing(8);
        let mut problems = column![].spacing(2);
        // "No problems" in the list's own room: a line above it pushed the Seal button below
        // the card's edge, cut (the Xvfb walk of issue 39).
        if self.problems.is_empty() {
            problems = problems.push(text(crate::t!(lang, "app-no-problems")).color(theme::FINE));
        }
        // Each a sentence on its own: it begins with a capital ("allocations add up to 51…" and
        // «у белых нет короля» did not, issue 39's walk).
        for p in &self.problems {
            let line = format!("• {}", ui::as_sentence(&p.words(lang)));
            problems = problems.push(text(line).size(14).color(theme::PROBLEM));
        }
        // The room the card leaves, ending on a whole row: every problem of an empty scheme
        // shows, and a refused typed scheme above them makes the list scroll rather than push
        // the Clear and Seal buttons out of the card (issue 39's walk: squeezed to slivers).
        side.push(crate::app::snug::snug(scrollable(problems).spacing(6).height(Length::Fill)))
            .push(
                row![
                    btn_secondary(crate::t!(lang, "app-clear"), "scheme-clear", Some(Message::Clear)),
                    btn_primary(
                        crate::t!(lang, "app-seal"),
                        "scheme-seal",
                        self.problems.is_empty().then_some(Message::Seal)
                    ),
                ]
                .spacing(10),
            )
            .into()
    }
}
