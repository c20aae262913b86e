//! Judging a move: a legal move is returned as the generator made it; any other gets the
//! ruling it breaks and the facts of the refusal — which piece, which squares, what stands in
//! the way — as a typed [`Refusal`] (e.g. `BastionStopsLine { role: Rook, from: d4, to: d9,
//! color: Black, at: d7 }` under `R10`). The words ("rook d4 cannot reach d9: Black's bastion on
//! d7 stops the line (R10)") are made where they are shown, by the `i18n` module's rules words. The
//! verdict always agrees with `legal_moves()`: a move is explained as legal exactly when it is
//! in that list.

pub mod words;
use super::moves::{Move, MoveKind, UciMove};
use super::piece::{Cell, Color, Piece, Role};
use super::position::Position;
use super::ruling::Rule;
use super::square::Square;
use super::synthesis_terms::illegal::SynthesisRefusal;
use serde::{Deserialize, Serialize};

/// Why a move is not legal: the ruling it breaks and what the refusal names.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Illegal {
    pub rule: Rule,
    pub kind: Refusal,
}

impl Illegal {
    pub fn new(rule: Rule, kind: Refusal) -> Illegal {
        Illegal { rule, kind }
    }
}

impl std::error::Error for Illegal {}

/// What stands on a square, as a refusal names it: "the rook on d4", "White's bastion on d4",
/// "the monument on d4", a bare square, or "the enemy" when no attacker is found.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Thing {
    Piece { role: Role, square: Square },
    Bastion { color: Color, square: Square },
    Monument { square: Square },
    Square { square: Square },
    Enemy,
}

impl Thing {
    /// Every shape of a thing, for tests that render them all.
    pub fn examples() -> Vec<Thing> {
        let sq = Square::new(3, 3);
        let mut v: Vec<Thing> = Role::ALL.into_iter().map(|role| Thing::Piece { role, square: sq }).collect();
        v.extend(Color::ALL.map(|color| Thing::Bastion { color, square: sq }));
        v.extend([Thing::Monument { square: sq }, Thing::Square { square: sq }, Thing::Enemy]);
        v
    }
}

/// Why castling with a given rook cannot go ahead before king safety after the move (R24, E4, E5).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CastlingProblem {
    /// The rook is not on the king's rank (1-based `rank`).
    RookOffRank {
        rook: Square,
        rank: u8,
    },
    NoRook {
        color: Color,
        rook: Square,
    },
    TooClose {
        king: Square,
        rook: Square,
    },
    /// Something stands between the king and the rook.
    Between {
        what: Thing,
    },
    KingInCheck {
        king: Square,
        by: Thing,
    },
    CrossesAttacked {
        crossed: Square,
        by: Thing,
    },
}

/// The facts of a refused move under `victoria` or `classical` (and, wrapped, Synthesis): one
/// variant per sentence the engine says. `role`/`from` name the piece that would move, `to`
/// where it would go; `other`/`at` a second piece and its square; `color` a side.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    OffBoard {
        square: Square,
        files: u8,
        ranks: u8,
    },
    NoPiece {
        square: Square,
    },
    BastionNeverMoves {
        square: Square,
        color: Color,
    },
    MonumentNeverMoves {
        square: Square,
    },
    NotYourMove {
        turn: Color,
        role: Role,
        square: Square,
        owner: Color,
    },
    MustMove {
        role: Role,
        from: Square,
    },
    OntoBastion {
        role: Role,
        from: Square,
        to: Square,
        color: Color,
    },
    OntoMonument {
        role: Role,
        from: Square,
        to: Square,
    },
    OntoOwnPiece {
        role: Role,
        from: Square,
        to: Square,
        color: Color,
        other: Role,
    },
    KingNeverCaptured {
        role: Role,
        from: Square,
        to: Square,
    },
    MustPromote {
        from: Square,
        to: Square,
    },
    NotOnLastRank {
        role: Role,
        from: Square,
    },
    OnlyPawnPromotes {
        role: Role,
        from: Square,
    },
    KnightLeap {
        from: Square,
        to: Square,
    },
    CastleIntoCheck {
        king: Square,
        by: Thing,
    },
    KingIntoCheck {
        to: Square,
        by: Thing,
    },
    LeavesKingInCheck {
        role: Role,
        from: Square,
        to: Square,
        king: Square,
        by: Thing,
    },
    Pinned {
        role: Role,
        from: Square,
        to: Square,
        king: Square,
        by: Thing,
    },
    SliderLines {
        role: Role,
        from: Square,
        to: Square,
    },
    OwnBastionStopsQuiet {
        role: Role,
        from: Square,
        to: Square,
        color: Color,
        at: Square,
    },
    BastionStopsLine {
        role: Role,
        from: Square,
        to: Square,
        color: Color,
        at: Square,
    },
    MonumentStopsLine {
        role: Role,
        from: Square,
        to: Square,
        at: Square,
    },
    InTheWay {
        role: Role,
        from: Square,
        to: Square,
        other: Role,
        at: Square,
    },
    SliderCannotReach {
        role: Role,
        from: Square,
        to: Square,
    },
    KingOneSquare {
        from: Square,
        to: Square,
    },
    CastlingOff,
    CastlingRightsLost {
        color: Color,
    },
    NoRookThatWay {
        from: Square,
        color: Color,
    },
    Castling {
        problem: CastlingProblem,
    },
    Sentinel {
        square: Square,
    },
    PawnBackward {
        from: Square,
        to: Square,
    },
    /// `rank` is 1-based.
    WarriorLastRank {
        from: Square,
        rank: u8,
    },
    PawnBlocked {
        from: Square,
        to: Square,
        other: Role,
    },
    PawnCannotAdvance {
        from: Square,
        to: Square,
    },
    PawnMoved {
        from: Square,
    },
    PushThroughBastion {
        from: Square,
        color: Color,
        at: Square,
    },
    PushThroughMonument {
        from: Square,
        at: Square,
    },
    DoubleStepBlocked {
        from: Square,
        other: Role,
        at: Square,
    },
    PawnAdvance {
        from: Square,
        to: Square,
    },
    NoEnPassant {
        to: Square,
    },
    BypassOff {
        from: Square,
    },
    WarriorBypassLastRank {
        rank: u8,
    },
    PawnDiagonal {
        from: Square,
    },
    PawnCannotReach {
        from: Square,
        to: Square,
    },
    /// A game knows what the monument was (R16).
    BecameMonument {
        role: Role,
        square: Square,
        fullmove: u32,
    },
    /// A Synthesis refusal (S1–S31).
    Synthesis(SynthesisRefusal),
}

impl Refusal {
    /// One of every Victoria variant with the ruling it is cited with, and every Synthesis
    /// example: for tests that render them all.
    pub fn examples() -> Vec<Illegal> {
        use Refusal::*;
        let [a, b, c, d] = [Square::new(0, 0), Square::new(3, 3), Square::new(3, 8), Square::new(3, 6)];
        let (w, k) = (Color::White, Color::Black);
        let mut v = Vec::new();
        for role in Role::ALL {
            v.extend([
                Illegal::new(Rule::R32, NotYourMove { turn: w, role, square: a, owner: k }),
                Illegal::new(Rule::R32, MustMove { role, from: a }),
                Illegal::new(Rule::R9, OntoBastion { role, from: a, to: b, color: k }),
                Illegal::new(Rule::R16, OntoMonument { role, from: a, to: b }),
                Illegal::new(Rule::R32, OntoOwnPiece { role, from: a, to: b, color: w, other: role }),
                Illegal::new(Rule::R25, KingNeverCaptured { role, from: a, to: b }),
                Illegal::new(Rule::R22, NotOnLastRank { role, from: a }),
                Illegal::new(Rule::R22, OnlyPawnPromotes { role, from: a }),
                Illegal::new(Rule::R16, BecameMonument { role, square: b, fullmove: 12 }),
                Illegal::new(Rule::R32, PawnBlocked { from: a, to: b, other: role }),
                Illegal::new(Rule::R23, DoubleStepBlocked { from: a, other: role, at: b }),
            ]);
            if role.is_slider() {
                v.extend([
                    Illegal::new(Rule::R32, SliderLines { role, from: b, to: c }),
                    Illegal::new(Rule::R10, OwnBastionStopsQuiet { role, from: b, to: c, color: w, at: d }),
                    Illegal::new(Rule::R10, BastionStopsLine { role, from: b, to: c, color: k, at: d }),
                    Illegal::new(Rule::R16, MonumentStopsLine { role, from: b, to: c, at: d }),
                    Illegal::new(Rule::R32, InTheWay { role, from: b, to: c, other: Role::Pawn, at: d }),
                    Illegal::new(Rule::R32, SliderCannotReach { role, from: b, to: c }),
                ]);
            }
        }
        for by in Thing::examples() {
            v.extend([
                Illegal::new(Rule::R24, CastleIntoCheck { king: a, by }),
                Illegal::new(Rule::R25, KingIntoCheck { to: b, by }),
                Illegal::new(Rule::R25, LeavesKingInCheck { role: Role::Rook, from: b, to: c, king: a, by }),
                Illegal::new(Rule::R25, Pinned { role: Role::Bishop, from: b, to: c, king: a, by }),
                Illegal::new(Rule::R25, Pinned { role: Role::Rook, from: b, to: c, king: a, by }),
                Illegal::new(Rule::R24, Castling { problem: CastlingProblem::Between { what: by } }),
                Illegal::new(Rule::R24, Castling { problem: CastlingProblem::KingInCheck { king: a, by } }),
                Illegal::new(Rule::R24, Castling { problem: CastlingProblem::CrossesAttacked { crossed: b, by } }),
            ]);
        }
        for color in Color::ALL {
            v.extend([
                Illegal::new(Rule::R9, BastionNeverMoves { square: a, color }),
                Illegal::new(Rule::E5, CastlingRightsLost { color }),
                Illegal::new(Rule::R24, NoRookThatWay { from: a, color }),
                Illegal::new(Rule::R24, Castling { problem: CastlingProblem::NoRook { color, rook: b } }),
                Illegal::new(Rule::R11, PushThroughBastion { from: a, color, at: b }),
            ]);
        }
        v.extend([
            Illegal::new(Rule::R1, OffBoard { square: Square::new(12, 12), files: 12, ranks: 12 }),
            Illegal::new(Rule::R32, NoPiece { square: a }),
            Illegal::new(Rule::R16, MonumentNeverMoves { square: a }),
            Illegal::new(Rule::R22, MustPromote { from: c, to: b }),
            Illegal::new(Rule::R32, KnightLeap { from: a, to: b }),
            Illegal::new(Rule::R32, KingOneSquare { from: a, to: b }),
            Illegal::new(Rule::R24, CastlingOff),
            Illegal::new(Rule::R24, Castling { problem: CastlingProblem::RookOffRank { rook: b, rank: 1 } }),
            Illegal::new(Rule::R24, Castling { problem: CastlingProblem::TooClose { king: a, rook: b } }),
            Illegal::new(Rule::R21, Sentinel { square: a }),
            Illegal::new(Rule::R32, PawnBackward { from: b, to: a }),
            Illegal::new(Rule::R21, WarriorLastRank { from: c, rank: 12 }),
            Illegal::new(Rule::R32, PawnCannotAdvance { from: a, to: b }),
            Illegal::new(Rule::R23, PawnMoved { from: a }),
            Illegal::new(Rule::R11, PushThroughMonument { from: a, at: b }),
            Illegal::new(Rule::R23, PawnAdvance { from: a, to: b }),
            Illegal::new(Rule::E8, NoEnPassant { to: b }),
            Illegal::new(Rule::R11, BypassOff { from: a }),
            Illegal::new(Rule::R21, WarriorBypassLastRank { rank: 12 }),
            Illegal::new(Rule::R11, PawnDiagonal { from: a }),
            Illegal::new(Rule::R32, PawnCannotReach { from: a, to: b }),
        ]);
        v.extend(SynthesisRefusal::examples());
        v
    }
}

fn line_dirs(role: Role, df: i8, dr: i8) -> Option<(i8, i8)> {
    let ortho = df == 0 || dr == 0;
    let diag = df.abs() == dr.abs();
    let ok = match role {
        Role::Rook => ortho,
        Role::Bishop => diag,
        Role::Queen => ortho || diag,
        _ => false,
    };
    (ok && (df, dr) != (0, 0)).then(|| (df.signum(), dr.signum()))
}

/// The article of FIDE's Laws a refusal of chess's own rules breaks.
pub fn fide_article(kind: &Refusal) -> Option<Rule> {
    use Refusal::*;
    Some(match kind {
        NotYourMove { .. } => Rule::Fide1_2,
        NoPiece { .. } | MustMove { .. } => Rule::Fide3,
        OntoOwnPiece { .. } => Rule::Fide3_1,
        SliderLines { role: Role::Bishop, .. } => Rule::Fide3_2,
        SliderLines { role: Role::Rook, .. } => Rule::Fide3_3,
        SliderLines { .. } => Rule::Fide3_4,
        InTheWay { .. } | SliderCannotReach { .. } => Rule::Fide3_5,
        KnightLeap { .. } => Rule::Fide3_6,
        PawnBackward { .. }
        | PawnBlocked { .. }
        | PawnCannotAdvance { .. }
        | PawnMoved { .. }
        | PawnAdvance { .. }
        | DoubleStepBlocked { .. }
        | PawnDiagonal { .. }
        | PawnCannotReach { .. }
        | NoEnPassant { .. } => Rule::Fide3_7,
        MustPromote { .. } | NotOnLastRank { .. } | OnlyPawnPromotes { .. } => Rule::Fide3_7_5,
        KingOneSquare { .. } => Rule::Fide3_8,
        CastleIntoCheck { .. } | CastlingRightsLost { .. } | NoRookThatWay { .. } | Castling { .. } => Rule::Fide3_8_2,
        KingIntoCheck { .. } | LeavesKingInCheck { .. } | Pinned { .. } | KingNeverCaptured { .. } => Rule::Fide3_9,
        _ => return None,
    })
}

impl Position {
    /// The legal move meant by `m`, or why it is not legal.
    pub fn check_move(&self, m: UciMove) -> Result<Move, Illegal> {
        // A pawn beside its own bastion may reach the en-passant square two ways: by a bypass
        // (R11) and by taking en passant (R23). Coordinates alone mean the capture, as in chess;
        // the bypass is the same coordinates with the SAN `ed6` (see `find_move`).
        let mut found: Option<Move> = None;
        for l in self.legal_moves_from(m.from) {
            if l.to == m.to && l.promotion == m.promotion && (found.is_none() || l.capture) {
                found = Some(l);
            }
        }
        found.ok_or_else(|| self.cited(self.why_illegal(m)))
    }

    /// `check_move`, with the move's SAN (as a record keeps it) choosing between two legal
    /// moves that share coordinates — the bypass and the en-passant capture onto one square.
    pub fn find_move(&self, m: UciMove, san: Option<&str>) -> Result<Move, Illegal> {
        self.find_legal(m, san).ok_or_else(|| self.cited(self.why_illegal(m)))
    }

    /// A classical game cites FIDE's article for a refusal of chess's own rules (the moves of
    /// the pieces, Article 3; moving in turn, 1.2); the rest (walls, E7) keep their ruling.
    fn cited(&self, i: Illegal) -> Illegal {
        if self.rules.ruleset != crate::Ruleset::Classical {
            return i;
        }
        match fide_article(&i.kind) {
            Some(rule) => Illegal { rule, ..i },
            None => i,
        }
    }

    /// The legal move `find_move` chooses, from one generation of the piece's moves: the one
    /// `check_move` takes (a capture before a bypass), or of two sharing the coordinates the one
    /// whose SAN is `san`. `None` when no legal move has the coordinates.
    pub(crate) fn find_legal(&self, m: UciMove, san: Option<&str>) -> Option<Move> {
        let moves = self.legal_moves_from(m.from);
        let mut found: Option<Move> = None;
        let mut twins = 0;
        for l in &moves {
            if l.to == m.to && l.promotion == m.promotion {
                twins += 1;
                if found.is_none() || l.capture {
                    found = Some(*l);
                }
            }
        }
        let chosen = found?;
        let Some(san) = san.filter(|_| twins >= 2) else { return Some(chosen) };
        let bare = |s: &str| s.trim_end_matches(['+', '#', '!', '?']).to_string();
        let same = moves.iter().filter(|l| UciMove::from(**l) == m);
        Some(same.copied().find(|l| bare(&self.san(l)) == bare(san)).unwrap_or(chosen))
    }

    /// The legal move equal to `m` in every field, if there is one (a bypass stays a bypass
    /// beside an en-passant capture to the same square).
    pub(crate) fn exact_legal(&self, m: &Move) -> Option<Move> {
        self.legal_moves_from(m.from).into_iter().find(|l| l == m)
    }

    /// Plays a legal move; on error the position is unchanged. Returns the events of E9.
    pub fn play(&mut self, m: &Move) -> Result<Vec<super::moves::Event>, Illegal> {
        let legal = match self.exact_legal(m) {
            Some(exact) => exact,
            None => self.check_move(UciMove::from(*m))?,
        };
        Ok(self.play_legal(&legal))
    }

    /// Plays a move already known to be legal, with the check and mate events after it.
    pub(crate) fn play_legal(&mut self, legal: &Move) -> Vec<super::moves::Event> {
        let mut events = self.apply(legal);
        if self.is_check() {
            events.push(super::moves::Event::Check);
            if self.legal_moves().is_empty() {
                events.push(super::moves::Event::Checkmate);
            }
        }
        events
    }

    fn why_illegal(&self, m: UciMove) -> Illegal {
        use Refusal::*;
        let (w, h) = (self.width, self.height);
        for sq in [m.from, m.to] {
            if !self.contains(sq) {
                return Illegal::new(Rule::R1, OffBoard { square: sq, files: w, ranks: h });
            }
        }
        let us = self.turn;
        let piece = match self.cell(m.from) {
            Cell::Empty => return Illegal::new(Rule::R32, NoPiece { square: m.from }),
            Cell::Bastion(color) => return Illegal::new(Rule::R9, BastionNeverMoves { square: m.from, color }),
            Cell::Monument => return Illegal::new(Rule::R16, MonumentNeverMoves { square: m.from }),
            Cell::Piece(p) if p.color != us => {
                return Illegal::new(Rule::R32, NotYourMove { turn: us, role: p.role, square: m.from, owner: p.color });
            }
            Cell::Piece(p) => p,
        };
        let (role, from, to) = (piece.role, m.from, m.to);
        if role == Role::King && from.rank() == to.rank() && from.file().abs_diff(to.file()) == 2 {
            return self.why_castling(m);
        }
        if from == to {
            return Illegal::new(Rule::R32, MustMove { role, from });
        }
        match self.cell(to) {
            Cell::Bastion(color) => return Illegal::new(Rule::R9, OntoBastion { role, from, to, color }),
            Cell::Monument => return Illegal::new(Rule::R16, OntoMonument { role, from, to }),
            Cell::Piece(p) if p.color == us => {
                return Illegal::new(Rule::R32, OntoOwnPiece { role, from, to, color: us, other: p.role });
            }
            Cell::Piece(p) if p.role == Role::King => {
                return Illegal::new(Rule::R25, KingNeverCaptured { role, from, to });
            }
            _ => {}
        }
        // Pseudo-legal moves from the square: if the move is among them, only promotion or
        // king safety can be wrong.
        let mut pseudo = Vec::new();
        self.gen_pseudo(&mut pseudo, Some(from));
        let same: Vec<&Move> = pseudo.iter().filter(|p| p.to == to).collect();
        if let Some(p) = same.iter().find(|p| p.promotion == m.promotion) {
            return self.why_unsafe(p);
        }
        if let Some(p) = same.first() {
            return match (p.promotion, m.promotion) {
                (Some(_), None) => Illegal::new(Rule::R22, MustPromote { from, to }),
                _ => Illegal::new(Rule::R22, NotOnLastRank { role, from }),
            };
        }
        if m.promotion.is_some() && role != Role::Pawn {
            return Illegal::new(Rule::R22, OnlyPawnPromotes { role, from });
        }
        match role {
            Role::Pawn => self.why_pawn(m),
            Role::Knight => Illegal::new(Rule::R32, KnightLeap { from, to }),
            Role::King => Illegal::new(Rule::R32, KingOneSquare { from, to }),
            role => self.why_slider(m, piece, role),
        }
    }

    fn why_unsafe(&self, m: &Move) -> Illegal {
        use Refusal::*;
        let us = self.turn;
        let mut after = self.clone();
        after.apply(m);
        let king = after.kings[us.index()];
        let by = after.attacker(king, us.other()).map(|a| after.thing(a)).unwrap_or(Thing::Enemy);
        if let MoveKind::Castle { .. } = m.kind {
            return Illegal::new(Rule::R24, CastleIntoCheck { king, by });
        }
        let (from, to) = (m.from, m.to);
        let role = self.piece(from).map_or(Role::Pawn, |p| p.role);
        let k = self.kings[us.index()];
        if role == Role::King {
            Illegal::new(Rule::R25, KingIntoCheck { to, by })
        } else if self.is_check() {
            Illegal::new(Rule::R25, LeavesKingInCheck { role, from, to, king: k, by })
        } else {
            Illegal::new(Rule::R25, Pinned { role, from, to, king: k, by })
        }
    }

    fn why_slider(&self, m: UciMove, piece: Piece, role: Role) -> Illegal {
        use Refusal::*;
        let us = piece.color;
        let (from, to) = (m.from, m.to);
        let df = to.file() as i8 - from.file() as i8;
        let dr = to.rank() as i8 - from.rank() as i8;
        let Some((sf, sr)) = line_dirs(role, df, dr) else {
            return Illegal::new(Rule::R32, SliderLines { role, from, to });
        };
        let strike = matches!(self.cell(to), Cell::Piece(p) if p.color != us);
        let mut s = from;
        loop {
            s = match self.step(s, sf, sr) {
                Some(n) if n != to => n,
                _ => break,
            };
            match self.cell(s) {
                Cell::Empty => {}
                Cell::Bastion(c) if c == us => {
                    if !strike && !self.rules.quiet_through_own_bastions() {
                        return Illegal::new(Rule::R10, OwnBastionStopsQuiet { role, from, to, color: us, at: s });
                    }
                }
                Cell::Bastion(color) => {
                    return Illegal::new(Rule::R10, BastionStopsLine { role, from, to, color, at: s });
                }
                Cell::Monument => return Illegal::new(Rule::R16, MonumentStopsLine { role, from, to, at: s }),
                Cell::Piece(p) => return Illegal::new(Rule::R32, InTheWay { role, from, to, other: p.role, at: s }),
            }
        }
        Illegal::new(Rule::R32, SliderCannotReach { role, from, to })
    }

    /// A king's two-square move on its rank is a castling attempt (R24, E4, E5).
    fn why_castling(&self, m: UciMove) -> Illegal {
        use Refusal::*;
        let us = self.turn;
        if !self.rules.castling() {
            return Illegal::new(Rule::R24, CastlingOff);
        }
        let dir = if m.to.file() > m.from.file() { 1 } else { -1 };
        let side = |s: Square| s.rank() == m.from.rank() && (s.file() as i8 - m.from.file() as i8).signum() == dir;
        let rook =
            self.castling[us.index()].iter().filter(|&s| side(s)).min_by_key(|s| s.file().abs_diff(m.from.file()));
        let Some(rook) = rook else {
            let own_rook = self.squares().any(|s| side(s) && self.cell(s) == Cell::Piece(Piece::new(us, Role::Rook)));
            return if own_rook {
                Illegal::new(Rule::E5, CastlingRightsLost { color: us })
            } else {
                Illegal::new(Rule::R24, NoRookThatWay { from: m.from, color: us })
            };
        };
        if let Some(problem) = self.castling_problem(m.from, rook) {
            return Illegal::new(Rule::R24, Castling { problem });
        }
        let castle = Move { from: m.from, to: m.to, promotion: None, capture: false, kind: MoveKind::Castle { rook } };
        if m.promotion.is_some() {
            return Illegal::new(Rule::R22, OnlyPawnPromotes { role: Role::King, from: m.from });
        }
        self.why_unsafe(&castle)
    }

    fn why_pawn(&self, m: UciMove) -> Illegal {
        use Refusal::*;
        let us = self.turn;
        let (from, to) = (m.from, m.to);
        if self.is_sentinel(from) {
            return Illegal::new(Rule::R21, Sentinel { square: from });
        }
        let fwd = us.forward();
        let df = to.file() as i8 - from.file() as i8;
        let dr = to.rank() as i8 - from.rank() as i8;
        let last = us.last_rank(self.height);
        let warrior = self.rules.pawn_status() && !self.heroes.contains(from);
        if dr * fwd <= 0 {
            return Illegal::new(Rule::R32, PawnBackward { from, to });
        }
        let ahead = self.step(from, 0, fwd);
        if df == 0 {
            if to.rank() == last && warrior {
                return Illegal::new(Rule::R21, WarriorLastRank { from, rank: last + 1 });
            }
            if dr == fwd {
                return match self.cell(to) {
                    Cell::Piece(p) => Illegal::new(Rule::R32, PawnBlocked { from, to, other: p.role }),
                    _ => Illegal::new(Rule::R32, PawnCannotAdvance { from, to }),
                };
            }
            if dr == 2 * fwd {
                if !self.fresh.contains(from) {
                    return Illegal::new(Rule::R23, PawnMoved { from });
                }
                if let Some(a) = ahead {
                    match self.cell(a) {
                        Cell::Bastion(color) => {
                            return Illegal::new(Rule::R11, PushThroughBastion { from, color, at: a });
                        }
                        Cell::Monument => return Illegal::new(Rule::R11, PushThroughMonument { from, at: a }),
                        Cell::Piece(p) => {
                            return Illegal::new(Rule::R23, DoubleStepBlocked { from, other: p.role, at: a });
                        }
                        Cell::Empty => {}
                    }
                }
            }
            return Illegal::new(Rule::R23, PawnAdvance { from, to });
        }
        if df.abs() == 1 && dr == fwd && self.cell(to) == Cell::Empty {
            if Some(to) == self.ep_square {
                return Illegal::new(Rule::E8, NoEnPassant { to });
            }
            let own_bastion_ahead = ahead.is_some_and(|a| self.cell(a) == Cell::Bastion(us));
            if own_bastion_ahead {
                if !self.rules.pawn_bypass() {
                    return Illegal::new(Rule::R11, BypassOff { from });
                }
                if to.rank() == last && warrior {
                    return Illegal::new(Rule::R21, WarriorBypassLastRank { rank: last + 1 });
                }
            }
            return Illegal::new(Rule::R11, PawnDiagonal { from });
        }
        Illegal::new(Rule::R32, PawnCannotReach { from, to })
    }
}
