//! What the screens read back from the session: the move list, the board, the public view
//! (built from public facts only), the ledger, lots, draw offers, the seal, one-line
//! descriptions. Nothing here changes the game.

use super::{Session, lot_line};
use crate::model::{
    BoardView, ClockFace, Ground, LedgerRow, LotLine, MoveLine, OfferLine, Phase, PublicMove, PublicView, SealInfo,
    SynthesisPanel, classical_ground_of, ground_of, synthesis_ground_of,
};
use crate::t;
use crate::text::{PublicOutcomeLine, ResultLine};
use std::path::{Path, PathBuf};
use victoria_record::{GameRecord, GameResult, bastions_missing};
use victoria_rules::options::{BastionPlacement, Repetition};
use victoria_rules::{Cell, Color, Piece, Role, Rules, Square};
use victoria_words::Lang;
use victoria_words::Words as _;

impl Session {
    pub fn record(&self) -> &GameRecord {
        self.desk.record()
    }

    /// The file the desk works on (with its journal beside it).
    pub fn path(&self) -> Option<PathBuf> {
        self.desk.path().map(Path::to_path_buf)
    }

    /// Notes from opening (journal entries restored, a torn entry dropped).
    pub fn notes(&self) -> &[victoria_record::RecorderNote] {
        self.desk.notes()
    }

    pub fn rules(&self) -> Rules {
        self.record().rules
    }

    /// "White – Black, event".
    pub fn title(&self) -> String {
        let e = &self.record().event;
        let names = format!(
            "{} – {}",
            if e.white.is_empty() { "?" } else { &e.white },
            if e.black.is_empty() { "?" } else { &e.black }
        );
        if e.event.is_empty() { names } else { format!("{names}, {}", e.event) }
    }

    /// The next side to seal, if any.
    pub fn next_to_seal(&self) -> Option<Color> {
        if self.desk.is_synthesis() || self.record().rules.ruleset == victoria_rules::Ruleset::Classical {
            return None; // Synthesis and classical chess have no schemes: the game starts at once
        }
        Color::ALL.into_iter().find(|c| !self.record().schemes.get(*c).is_sealed())
    }

    /// Whether bastions are still to be drawn after the reveal.
    pub fn needs_draw(&self) -> bool {
        Color::ALL.iter().any(|c| self.bastions_missing(*c) > 0)
    }

    /// The board of the revealed setup (pieces and every bastion placed so far).
    pub fn setup_board(&self) -> BoardView {
        let r = self.record();
        let mut v = BoardView::empty(r.width, r.height);
        for c in Color::ALL {
            if let Some(rev) = r.revealed(c) {
                for p in &rev.pieces {
                    if let Ok(sq) = p.square.parse::<Square>() {
                        v.set(sq, Cell::Piece(Piece::new(c, p.role)));
                    }
                }
            }
            for b in r.bastions(c) {
                if let Ok(sq) = b.parse::<Square>() {
                    v.set(sq, Cell::Bastion(c));
                }
            }
        }
        v
    }

    /// Bastions still to draw for `c` (0 unless `blind`).
    pub fn bastions_missing(&self, c: Color) -> usize {
        let r = self.record();
        if !r.rules.is_victoria() || r.options().bastion_placement != BastionPlacement::Blind {
            return 0;
        }
        bastions_missing(r, c)
    }

    pub fn lots(&self) -> Vec<LotLine> {
        self.record().bastion_lots.iter().map(lot_line).collect()
    }

    pub fn is_playing(&self) -> bool {
        self.desk.is_started()
    }

    /// The engine sees an ending the arbiter has not recorded yet (a mate, a dead position, a
    /// stalemate, R27's count…): the game is over on the board, so no move and no draw offer
    /// is taken; the arbiter records the result.
    pub fn ended_on_board(&self) -> bool {
        self.record().result.is_none() && self.desk.verdict().is_over()
    }

    pub fn turn(&self) -> Color {
        self.desk.any_game().map(|g| g.turn()).unwrap_or(Color::White)
    }

    /// Is the game in progress one of Synthesis chess?
    pub fn is_synthesis(&self) -> bool {
        self.desk.is_synthesis()
    }

    /// Synthesis: the status panel of the current position (regimes, escapes, what binds the
    /// side to move, the verdict); `None` for the other games. Public: nothing is secret.
    pub fn synthesis_panel(&self) -> Option<SynthesisPanel> {
        self.desk.synthesis().map(SynthesisPanel::of)
    }

    pub fn reserves_in_play(&self) -> bool {
        self.desk.position().is_some_and(|p| p.reserves_in_play())
    }

    pub fn repetition_goes_to_points(&self) -> bool {
        self.record().options().repetition == Repetition::Points
    }

    /// Both point totals (R3), White then Black.
    pub fn points(&self) -> [u32; 2] {
        self.desk.position().map(|p| p.points()).unwrap_or([0, 0])
    }

    pub fn result(&self) -> Option<&GameResult> {
        self.record().result.as_ref()
    }

    /// A piece of the side to move stands on `sq` (any ruleset).
    pub fn can_move_from(&self, sq: Square) -> bool {
        let Some(g) = self.desk.any_game() else { return false };
        g.piece(sq).is_some_and(|pc| pc.color == g.turn())
    }

    /// The move `from`–`to` is a pawn's move onto its last rank (a promotion piece is needed).
    pub fn needs_promotion(&self, from: Square, to: Square) -> bool {
        let Some(g) = self.desk.any_game() else { return false };
        g.legal_moves().iter().any(|m| m.from == from && m.to == to && m.promotion.is_some())
    }

    pub(super) fn monument_piece(&self, sq: Square) -> Option<Role> {
        self.desk.game()?.monuments().iter().rev().find(|m| m.square == sq).map(|m| m.piece.role)
    }

    /// The ground the engine sees in the current position, if the game has reached an end.
    pub fn detected_ground(&self) -> Option<Ground> {
        if self.desk.is_synthesis() {
            return synthesis_ground_of(&self.desk.synthesis_outcome());
        }
        self.ground_of(&self.desk.outcome())
    }

    /// The ground of an engine outcome in this game's ruleset (FIDE's stalemate and fifty
    /// moves in classical chess).
    pub fn ground_of(&self, o: &victoria_rules::Outcome) -> Option<Ground> {
        if self.is_classical() { classical_ground_of(o) } else { ground_of(o) }
    }

    /// The game's ruleset.
    pub fn ruleset(&self) -> victoria_rules::Ruleset {
        self.record().rules.ruleset
    }

    /// A classical game (FIDE's Laws; no reserves, no point count).
    pub fn is_classical(&self) -> bool {
        self.ruleset() == victoria_rules::Ruleset::Classical
    }

    /// The grounds the result dialog offers in this game's ruleset.
    pub fn grounds(&self) -> Vec<Ground> {
        Ground::of_ruleset(self.ruleset(), self.repetition_goes_to_points())
    }

    /// A ground in the words of this game's ruleset.
    pub fn ground_words(&self, g: Ground, lang: Lang) -> String {
        crate::text::GroundIn(self.ruleset(), g).words(lang)
    }

    /// The result in one line for people.
    pub fn result_line(&self, lang: Lang) -> String {
        match &self.record().result {
            None => String::new(),
            Some(r) => ResultLine(r, self.ruleset()).words(lang),
        }
    }

    /// The arbiter's move list.
    pub fn moves(&self) -> Vec<MoveLine> {
        use victoria_record::time_control::face;
        self.record()
            .moves
            .iter()
            .map(|m| MoveLine {
                number: m.move_number(),
                color: m.color,
                san: m.san.clone(),
                time: m.time.format("%H:%M:%S").to_string(),
                clock: m.clock.map(|c| (face(c.remaining_ms), face(c.used_ms))),
                marks: marks(&m.events),
            })
            .collect()
    }

    /// Both clocks now, when the game has a time control.
    pub fn clock_face(&self) -> Option<ClockFace> {
        use victoria_record::time_control::face;
        let c = self.desk.clocks()?;
        let r = c.readings_at(self.desk.now());
        Some(ClockFace {
            faces: [face(r.white), face(r.black)],
            turn: c.turn,
            started: c.started,
            running: c.running,
            flag: self.desk.flag(),
            over: self.result().is_some(),
        })
    }

    /// What the app's clock shows for `side` while it still has time — its flag has not
    /// fallen — as the clock's face shows it; `None` in a game without clocks or once that
    /// flag fell. A loss on time chosen in the result dialog rests on the physical clock, and
    /// the dialog says what the app's clock shows beside it (issue 38).
    pub fn time_left_shown(&self, side: Color) -> Option<String> {
        let c = self.desk.clocks()?;
        let r = c.readings_at(self.desk.now());
        let left = if side == Color::White { r.white } else { r.black };
        (left > 0 && self.desk.flag() != Some(side)).then(|| victoria_record::time_control::face(left))
    }

    /// The board of the game in progress (before play: the revealed setup, or nothing).
    pub fn board_view(&self) -> BoardView {
        let Some(g) = self.desk.any_game() else {
            return if self.record().both_revealed() {
                self.setup_board()
            } else {
                BoardView::empty(self.record().width, self.record().height)
            };
        };
        let mut v = BoardView::empty(g.width(), g.height());
        for sq in g.squares() {
            v.set(sq, g.cell(sq));
        }
        if let Some(m) = g.moves().last() {
            v.last_move = Some((m.from, m.to));
        }
        if g.is_check() {
            v.check = g.king(g.turn());
        }
        v.petrified = self.last_petrified();
        v
    }

    fn last_petrified(&self) -> Option<Square> {
        let last = self.record().moves.last()?;
        last.events.iter().find_map(|e| e.petrified())
    }

    /// What the public window may show: built from public facts only. Its phase, moves and
    /// result are the record's [`PublicGame`](victoria_record::public::PublicGame), the facts
    /// the public PGN and the live event's snapshots are made of.
    pub fn public_view(&self, lang: Lang) -> PublicView {
        use victoria_record::public::{PublicGame, PublicPhase};
        let g = PublicGame::of(&self.desk);
        let phase = match g.phase {
            PublicPhase::Schemes => Phase::Schemes,
            PublicPhase::Setup => Phase::Setup,
            PublicPhase::Playing => Phase::Playing,
            PublicPhase::Finished => Phase::Finished,
        };
        let mut moves: Vec<PublicMove> = Vec::new();
        for m in &g.moves {
            let n = m.ply.div_ceil(2);
            // The SAN with the marks it does not carry itself: ★ a hero, ◆ a petrification.
            let san =
                format!("{}{}{}", m.san, if m.hero { "★" } else { "" }, if m.petrified.is_some() { "◆" } else { "" });
            match m.color {
                Color::White => moves.push(PublicMove { number: n, white: Some(san), black: None }),
                Color::Black => match moves.last_mut() {
                    Some(l) if l.number == n && l.black.is_none() => l.black = Some(san),
                    _ => moves.push(PublicMove { number: n, white: None, black: Some(san) }),
                },
            }
        }
        let board = self.board_view();
        // Synthesis says check on its status panel, with what binds the side in check. A
        // finished game shows its result, not a check (a mate is not "in check: the next move
        // must answer it").
        let mated = match self.desk.outcome() {
            victoria_rules::Outcome::Checkmate { winner }
                if !self.desk.is_synthesis() && !matches!(g.phase, PublicPhase::Finished) =>
            {
                Some(winner.other())
            }
            _ => None,
        };
        let check = self
            .desk
            .position()
            .filter(|p| p.is_check() && mated.is_none() && !matches!(g.phase, PublicPhase::Finished))
            .map(|p| p.turn());
        let petrified = self.last_petrified().map(|sq| (sq, self.monument_piece(sq).unwrap_or(Role::Pawn)));
        let result = g.result.as_ref().map(|x| (x.score.clone(), PublicOutcomeLine(x, g.ruleset).words(lang)));
        PublicView {
            event: g.event,
            white: g.white,
            black: g.black,
            phase,
            board: BoardView { selected: None, own_ranks: None, bastion_ranks: None, flipped: false, ..board },
            to_move: self.turn(),
            moves,
            check,
            mated,
            petrified,
            result,
            points: self.points(),
            synthesis: self.synthesis_panel(),
            clocks: self.clock_face(),
        }
    }

    /// The private reserve ledger of both sides (arbiter's eyes only), from the desk.
    pub fn ledger(&self) -> Vec<LedgerRow> {
        let mut out = Vec::new();
        for c in Color::ALL {
            for l in self.desk.reserve_ledger(c) {
                let status = l.status;
                out.push(LedgerRow {
                    color: c,
                    label: format!("{} {}", crate::model::glyph(Piece::new(c, l.role)), l.square),
                    initial: l.initial,
                    left: l.remaining,
                    status,
                });
            }
        }
        out
    }

    /// A one-line description of a record, for the Start screen's resume offer.
    pub fn describe(record: &GameRecord, lang: Lang) -> String {
        let e = &record.event;
        format!(
            "{} – {}{}; {}",
            if e.white.is_empty() { "?" } else { &e.white },
            if e.black.is_empty() { "?" } else { &e.black },
            if e.event.is_empty() { String::new() } else { format!(", {}", e.event) },
            t!(lang, "app-plies", n = record.moves.len())
        )
    }

    /// Every draw offer of the game, first first.
    pub fn draw_offers(&self) -> Vec<OfferLine> {
        self.record()
            .draw_offers
            .iter()
            .map(|o| OfferLine { by: o.by, number: o.ply / 2 + 1, accepted: o.accepted })
            .collect()
    }

    /// The offer waiting for an answer, if any.
    pub fn pending_draw(&self) -> Option<OfferLine> {
        self.draw_offers().into_iter().rev().find(|o| o.accepted.is_none())
    }

    /// Where the live public PGN is written, if it is.
    pub fn live_pgn(&self) -> Option<PathBuf> {
        self.desk.live_pgn().map(Path::to_path_buf)
    }

    /// Where the live PGN goes unless the arbiter types another path: beside the game file
    /// (`GAME.json` → `GAME.public.pgn`).
    pub fn default_live_pgn(&self) -> PathBuf {
        match self.path() {
            Some(p) => p.with_extension("public.pgn"),
            None => self.config_dir.join("public.pgn"),
        }
    }

    /// The record's seal and whether the record is intact under it.
    pub fn arbiter_seal(&self) -> Option<SealInfo> {
        let seal = self.record().arbiter_seal.as_ref()?;
        Some(SealInfo {
            digest: seal.digest.clone(),
            public_key: seal.public_key.clone(),
            intact: victoria_record::sign::verify(self.record()).is_intact(),
        })
    }
}

/// The scoresheet's marks of a move's events: `+` check, `#` mate, `=Q` promotion, `★` a hero,
/// `◆` a monument (petrification), in that order.
pub fn marks(events: &[victoria_record::MoveEvent]) -> String {
    use victoria_record::MoveEvent as E;
    let mut out = String::new();
    if events.contains(&E::Checkmate) {
        out.push('#');
    } else if events.contains(&E::Check) {
        out.push('+');
    }
    for e in events {
        if let E::Promotion(r) = e {
            out.push('=');
            out.push(r.upper());
        }
    }
    if events.iter().any(|e| matches!(e, E::Hero(_))) {
        out.push('★');
    }
    if events.iter().any(|e| matches!(e, E::Petrified(_))) {
        out.push('◆');
    }
    out
}
