//! The raw `Setup` (what a VFEN or a revealed scheme describes) and the checked `Position`
//! built from it: the board, whose move it is, castling rights, en passant, the clocks, and
//! Victoria's hidden state (reserves, heroes, fresh pawns, newborn reserves). Playing a move
//! here applies R13–R23 and E1–E6; generating and judging moves live in `movegen` and
//! `explain`.

pub mod words;
use super::mailbox;
use super::moves::{Event, Move, MoveKind};
use super::options::{Rules, WarriorFinalRank};
use super::piece::{Cell, Color, Piece, Role};
use super::square::{MAX_SIDE, MIN_SIDE, Square, SquareSet};

/// The reserve of a queen, rook or bishop that no `reserve:` entry names: it never runs out.
pub const UNLIMITED: u16 = u16::MAX;

/// Reserve a piece born from promotion receives (R19), per colour: queen, rook, bishop.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Newborn {
    pub white: [u16; 3],
    pub black: [u16; 3],
}

impl Default for Newborn {
    fn default() -> Newborn {
        Newborn { white: [10; 3], black: [10; 3] }
    }
}

impl Newborn {
    /// The newborn reserve of `role` for `color`; `None` for a knight (it has no reserve).
    pub fn get(&self, color: Color, role: Role) -> Option<u16> {
        let side = match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        };
        match role {
            Role::Queen => Some(side[0]),
            Role::Rook => Some(side[1]),
            Role::Bishop => Some(side[2]),
            _ => None,
        }
    }
    pub fn set(&mut self, color: Color, role: Role, value: u16) {
        let side = match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        };
        match role {
            Role::Queen => side[0] = value,
            Role::Rook => side[1] = value,
            Role::Bishop => side[2] = value,
            _ => {}
        }
    }
}

/// A position as written, not yet checked: what VFEN reads and what a revealed scheme builds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    pub width: u8,
    pub height: u8,
    /// What stands on each square, indexed by `Square::index()`.
    pub cells: [Cell; 256],
    pub turn: Color,
    /// The squares of unmoved rooks that may still castle (their king is unmoved too).
    pub castling: SquareSet,
    pub ep_square: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
    /// Remaining reserves by square; `None` when reserves are not in play.
    pub reserves: Option<Vec<(Square, u16)>>,
    pub heroes: SquareSet,
    /// Pawns that may double-step; `None` means the default (pawns on their second rank).
    pub fresh: Option<SquareSet>,
    pub newborn: Newborn,
}

impl Setup {
    /// An empty board of the given size, White to move.
    pub fn empty(width: u8, height: u8) -> Setup {
        Setup {
            width,
            height,
            cells: [Cell::Empty; 256],
            turn: Color::White,
            castling: SquareSet::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            reserves: None,
            heroes: SquareSet::EMPTY,
            fresh: None,
            newborn: Newborn::default(),
        }
    }

    pub fn cell(&self, sq: Square) -> Cell {
        self.cells[sq.index()]
    }

    pub fn set(&mut self, sq: Square, cell: Cell) {
        self.cells[sq.index()] = cell;
    }

    pub fn contains(&self, sq: Square) -> bool {
        sq.file() < self.width && sq.rank() < self.height
    }

    /// Every square of the board, rank by rank from rank 1.
    pub fn squares(&self) -> impl Iterator<Item = Square> + use<> {
        let (w, h) = (self.width, self.height);
        (0..h).flat_map(move |r| (0..w).map(move |f| Square::new(f, r)))
    }

    /// The pawns that are fresh when no `fresh:` token says otherwise.
    pub fn default_fresh(&self) -> SquareSet {
        self.squares()
            .filter(|&sq| match self.cell(sq) {
                Cell::Piece(Piece { color, role: Role::Pawn }) => sq.rank() == color.pawn_rank(self.height),
                _ => false,
            })
            .collect()
    }
}

/// A checked position under a set of rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) width: u8,
    pub(crate) height: u8,
    /// What stands on each square, as mailbox codes (see `mailbox`).
    pub(crate) board: [u8; mailbox::SIZE],
    pub(crate) turn: Color,
    /// Castling rook squares per colour.
    pub(crate) castling: [SquareSet; 2],
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) reserves_in_play: bool,
    pub(crate) reserve: [u16; 256],
    pub(crate) heroes: SquareSet,
    pub(crate) fresh: SquareSet,
    pub(crate) newborn: Newborn,
    pub(crate) kings: [Square; 2],
    /// The squares of each colour's pieces, kept with `cells` by `put`.
    pub(crate) occupied: [SquareSet; 2],
}

/// Why a setup is not a position: the fault, with the square, piece and ruling it concerns.
/// Its words are made by the `i18n` module's rules words; VFEN reading reports it under the
/// field it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PositionError {
    /// The board is smaller or larger than the notation allows.
    BoardSize { width: u8, height: u8 },
    /// A pawn stands on its last rank: it should have promoted (R22).
    PawnOnLastRank { color: Color, square: Square },
    /// A side has no king, or more than one.
    KingCount { color: Color, count: u8 },
    /// The en-passant square lies off the board.
    EnPassantOffBoard { square: Square, width: u8, height: u8 },
    /// A reserve is given for a square without a queen, rook or bishop (R12).
    ReserveWithoutPiece { square: Square },
    /// A reserve of 0: such a piece is a monument (R15).
    ZeroReserve { square: Square },
    /// A hero that is not a pawn (R20).
    HeroNotPawn { square: Square },
    /// A fresh pawn that is not a pawn (R23).
    FreshNotPawn { square: Square },
}

impl PositionError {
    /// The VFEN field the fault belongs to (`placement`, `en-passant`, `reserve`, `hero`, `fresh`).
    pub fn field(self) -> &'static str {
        match self {
            PositionError::BoardSize { .. }
            | PositionError::PawnOnLastRank { .. }
            | PositionError::KingCount { .. } => "placement",
            PositionError::EnPassantOffBoard { .. } => "en-passant",
            PositionError::ReserveWithoutPiece { .. } | PositionError::ZeroReserve { .. } => "reserve",
            PositionError::HeroNotPawn { .. } => "hero",
            PositionError::FreshNotPawn { .. } => "fresh",
        }
    }

    /// Every shape of the fault, for tests that word them all.
    pub fn examples() -> Vec<PositionError> {
        let square = Square::new(3, 3);
        let mut v = vec![PositionError::BoardSize { width: 20, height: 4 }];
        for color in Color::ALL {
            v.push(PositionError::PawnOnLastRank { color, square });
            v.extend([0, 2].map(|count| PositionError::KingCount { color, count }));
        }
        v.extend([
            PositionError::EnPassantOffBoard { square, width: 8, height: 8 },
            PositionError::ReserveWithoutPiece { square },
            PositionError::ZeroReserve { square },
            PositionError::HeroNotPawn { square },
            PositionError::FreshNotPawn { square },
        ]);
        v
    }
}

impl std::error::Error for PositionError {}

/// The setup's reserves, each on a piece that has one and above 0; kept in play only when
/// `in_play` (the others stay unlimited).
fn checked_reserves(setup: &Setup, in_play: bool) -> Result<[u16; 256], PositionError> {
    let mut reserve = [UNLIMITED; 256];
    for &(sq, n) in setup.reserves.iter().flatten() {
        match setup.contains(sq).then(|| setup.cell(sq)) {
            Some(Cell::Piece(p)) if p.role.has_reserve() => {}
            _ => return Err(PositionError::ReserveWithoutPiece { square: sq }),
        }
        if n == 0 {
            return Err(PositionError::ZeroReserve { square: sq });
        }
        if in_play {
            reserve[sq.index()] = n;
        }
    }
    Ok(reserve)
}

/// `set` if each of its squares holds a pawn; else the first that does not, as `fault` says.
fn checked_pawns(
    setup: &Setup,
    set: SquareSet,
    fault: impl Fn(Square) -> PositionError,
) -> Result<SquareSet, PositionError> {
    for sq in set.iter() {
        if !matches!(setup.contains(sq).then(|| setup.cell(sq)), Some(Cell::Piece(Piece { role: Role::Pawn, .. }))) {
            return Err(fault(sq));
        }
    }
    Ok(set)
}

impl Position {
    /// Checks a setup and builds the position. The `classical` ruleset drops reserves, heroes
    /// and newborn values (E7); so does Victoria with `reserve` off for reserves.
    pub fn from_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        let (w, h) = (setup.width, setup.height);
        if !(MIN_SIDE..=MAX_SIDE).contains(&w) || !(MIN_SIDE..=MAX_SIDE).contains(&h) {
            return Err(PositionError::BoardSize { width: w, height: h });
        }
        let mut board = mailbox::blank(w, h);
        let mut kings: [Option<Square>; 2] = [None, None];
        let mut king_count = [0u8; 2];
        for sq in setup.squares() {
            let cell = setup.cell(sq);
            board[mailbox::index(sq)] = mailbox::encode(cell);
            if let Cell::Piece(p) = cell {
                if p.role == Role::King {
                    king_count[p.color.index()] = king_count[p.color.index()].saturating_add(1);
                    kings[p.color.index()] = Some(sq);
                }
                if p.role == Role::Pawn && sq.rank() == p.color.last_rank(h) {
                    return Err(PositionError::PawnOnLastRank { color: p.color, square: sq });
                }
            }
        }
        for c in Color::ALL {
            if king_count[c.index()] != 1 {
                return Err(PositionError::KingCount { color: c, count: king_count[c.index()] });
            }
        }
        let kings = [kings[0].unwrap_or(Square::new(0, 0)), kings[1].unwrap_or(Square::new(0, 0))];

        let mut castling = [SquareSet::EMPTY; 2];
        for sq in setup.castling.iter() {
            if let Some(Cell::Piece(Piece { color, role: Role::Rook })) = setup.contains(sq).then(|| setup.cell(sq)) {
                castling[color.index()].insert(sq);
            }
        }

        if let Some(ep) = setup.ep_square
            && !setup.contains(ep)
        {
            return Err(PositionError::EnPassantOffBoard { square: ep, width: w, height: h });
        }

        let reserves_in_play = rules.reserve() && setup.reserves.is_some();
        let reserve = checked_reserves(&setup, reserves_in_play)?;
        let heroes = checked_pawns(&setup, setup.heroes, |square| PositionError::HeroNotPawn { square })?;
        let heroes = if rules.is_victoria() { heroes } else { SquareSet::EMPTY };
        let fresh = match setup.fresh {
            Some(f) => checked_pawns(&setup, f, |square| PositionError::FreshNotPawn { square })?,
            None => setup.default_fresh(),
        };
        let newborn = if rules.is_victoria() { setup.newborn } else { Newborn::default() };
        let mut occupied = [SquareSet::EMPTY; 2];
        for sq in setup.squares() {
            if let Cell::Piece(p) = setup.cell(sq) {
                occupied[p.color.index()].insert(sq);
            }
        }

        Ok(Position {
            rules,
            width: w,
            height: h,
            board,
            turn: setup.turn,
            castling,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            reserves_in_play,
            reserve,
            heroes,
            fresh,
            newborn,
            kings,
            occupied,
        })
    }

    /// The raw setup of this position (what VFEN writes).
    pub fn to_setup(&self) -> Setup {
        let mut s = Setup::empty(self.width, self.height);
        for sq in self.squares() {
            s.set(sq, self.cell(sq));
        }
        s.turn = self.turn;
        s.castling = self.castling[0];
        for sq in self.castling[1].iter() {
            s.castling.insert(sq);
        }
        s.ep_square = self.ep_square;
        s.halfmoves = self.halfmoves;
        s.fullmoves = self.fullmoves;
        s.reserves = self.reserves_in_play.then(|| {
            self.squares()
                .filter(|&sq| matches!(self.cell(sq), Cell::Piece(p) if p.role.has_reserve()))
                .filter(|&sq| self.reserve[sq.index()] != UNLIMITED)
                .map(|sq| (sq, self.reserve[sq.index()]))
                .collect()
        });
        s.heroes = self.heroes;
        s.fresh = Some(self.fresh);
        s.newborn = self.newborn;
        s
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn width(&self) -> u8 {
        self.width
    }
    pub fn height(&self) -> u8 {
        self.height
    }
    pub fn turn(&self) -> Color {
        self.turn
    }
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }
    pub fn reserves_in_play(&self) -> bool {
        self.reserves_in_play
    }
    pub fn newborn(&self) -> Newborn {
        self.newborn
    }
    /// The castling rook squares of a colour.
    pub fn castling_rights(&self, c: Color) -> SquareSet {
        self.castling[c.index()]
    }
    pub fn contains(&self, sq: Square) -> bool {
        sq.file() < self.width && sq.rank() < self.height
    }
    /// What stands on `sq`; `Cell::Empty` off the board.
    pub fn cell(&self, sq: Square) -> Cell {
        mailbox::decode(self.board[mailbox::index(sq)])
    }
    pub fn piece(&self, sq: Square) -> Option<Piece> {
        self.cell(sq).piece()
    }
    pub fn king(&self, c: Color) -> Option<Square> {
        Some(self.kings[c.index()])
    }
    /// The squares of the heroes (R20).
    pub fn heroes(&self) -> SquareSet {
        self.heroes
    }

    /// Is the pawn on `sq` a hero (R20)?
    pub fn is_hero(&self, sq: Square) -> bool {
        self.heroes.contains(sq)
    }
    pub fn is_fresh(&self, sq: Square) -> bool {
        self.fresh.contains(sq)
    }
    /// The counted reserve of the queen, rook or bishop on `sq`; `None` when reserves are not
    /// in play, the piece's reserve is unlimited, or no reserve piece stands there.
    pub fn reserve(&self, sq: Square) -> Option<u16> {
        match self.cell(sq) {
            Cell::Piece(p) if p.role.has_reserve() && self.reserves_in_play => {
                let n = self.reserve[sq.index()];
                (n != UNLIMITED).then_some(n)
            }
            _ => None,
        }
    }
    /// A warrior on its rank before last stands forever (R21 sentinel, E1).
    pub fn is_sentinel(&self, sq: Square) -> bool {
        match self.cell(sq) {
            Cell::Piece(Piece { color, role: Role::Pawn }) => {
                self.rules.pawn_status()
                    && !self.heroes.contains(sq)
                    && sq.rank() == color.rank_before_last(self.height)
            }
            _ => false,
        }
    }

    /// Every square of the board, rank by rank from rank 1.
    pub fn squares(&self) -> impl Iterator<Item = Square> + use<> {
        let (w, h) = (self.width, self.height);
        (0..h).flat_map(move |r| (0..w).map(move |f| Square::new(f, r)))
    }

    /// The count of R3: living pieces of each side, `[white, black]`; monuments count nothing.
    pub fn points(&self) -> [u32; 2] {
        let mut p = [0; 2];
        for sq in self.squares() {
            if let Cell::Piece(pc) = self.cell(sq) {
                p[pc.color.index()] += pc.role.value();
            }
        }
        p
    }

    #[inline]
    pub(crate) fn step(&self, sq: Square, df: i8, dr: i8) -> Option<Square> {
        sq.offset(df, dr, self.width, self.height)
    }

    /// Applies a move the generator produced, without checking it; returns its events up to
    /// (not including) check and mate. Callers outside the engine pass a move of
    /// [`Position::legal_moves`] (or of a line the analyser verified).
    pub fn apply(&mut self, m: &Move) -> Vec<Event> {
        let mut events = Vec::new();
        let us = self.turn;
        let Some(moving) = self.piece(m.from) else { return events };
        let mut reset = moving.role == Role::Pawn;
        self.ep_square = None;
        match m.kind {
            MoveKind::Castle { rook } => {
                let dir: i8 = if m.to.file() > m.from.file() { 1 } else { -1 };
                let rook_to = self.step(m.from, dir, 0).unwrap_or(m.to);
                let rook_reserve = self.reserve[rook.index()];
                self.put(m.from, Cell::Empty);
                self.put(rook, Cell::Empty);
                self.put(m.to, Cell::Piece(Piece::new(us, Role::King)));
                self.put(rook_to, Cell::Piece(Piece::new(us, Role::Rook)));
                self.reserve[rook.index()] = UNLIMITED;
                self.reserve[rook_to.index()] = rook_reserve;
                self.kings[us.index()] = m.to;
                self.castling[us.index()] = SquareSet::EMPTY;
                events.push(Event::Castle);
                if self.rules.options.castling_costs_rook && self.spend(rook_to) {
                    events.push(Event::Petrified(rook_to));
                    reset = true;
                }
            }
            _ => {
                if m.capture {
                    let cap = if m.kind == MoveKind::EnPassant {
                        self.step(m.to, 0, -us.forward()).unwrap_or(m.to)
                    } else {
                        m.to
                    };
                    self.put(cap, Cell::Empty);
                    self.heroes.remove(cap);
                    self.fresh.remove(cap);
                    self.castling[us.other().index()].remove(cap);
                    reset = true;
                    events.push(Event::Capture);
                    if m.kind == MoveKind::EnPassant {
                        events.push(Event::EnPassant);
                    }
                }
                let role = m.promotion.unwrap_or(moving.role);
                self.put(m.from, Cell::Empty);
                self.put(m.to, Cell::Piece(Piece::new(us, role)));
                self.reserve[m.to.index()] = self.reserve[m.from.index()];
                self.reserve[m.from.index()] = UNLIMITED;
                match moving.role {
                    Role::Pawn => self.after_pawn_move(m, &mut events),
                    Role::King => {
                        self.kings[us.index()] = m.to;
                        self.castling[us.index()] = SquareSet::EMPTY;
                    }
                    Role::Rook => self.castling[us.index()].remove(m.from),
                    _ => {}
                }
                if moving.role.has_reserve() && self.spend(m.to) {
                    events.push(Event::Petrified(m.to));
                    reset = true;
                }
            }
        }
        self.halfmoves = if reset { 0 } else { self.halfmoves + 1 };
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = us.other();
        events
    }

    /// Writes a cell and keeps the occupancy sets in step.
    #[inline]
    fn put(&mut self, sq: Square, cell: Cell) {
        if let Cell::Piece(p) = self.cell(sq) {
            self.occupied[p.color.index()].remove(sq);
        }
        if let Cell::Piece(p) = cell {
            self.occupied[p.color.index()].insert(sq);
        }
        self.board[mailbox::index(sq)] = mailbox::encode(cell);
    }

    /// Spends one point of the reserve of the piece on `sq` (R13); petrifies it at 0 (R15).
    fn spend(&mut self, sq: Square) -> bool {
        if !self.reserves_in_play {
            return false;
        }
        let r = &mut self.reserve[sq.index()];
        if *r == UNLIMITED {
            return false;
        }
        *r = r.saturating_sub(1);
        if *r == 0 {
            *r = UNLIMITED;
            self.put(sq, Cell::Monument);
            true
        } else {
            false
        }
    }

    fn after_pawn_move(&mut self, m: &Move, events: &mut Vec<Event>) {
        let us = self.turn;
        let was_hero = self.heroes.contains(m.from);
        self.heroes.remove(m.from);
        self.fresh.remove(m.from);
        let status = self.rules.pawn_status();
        let hero = status && (was_hero || m.capture);
        if status && m.capture && !was_hero {
            events.push(Event::Hero(m.to));
        }
        if let Some(role) = m.promotion {
            events.push(Event::Promotion(role));
            self.reserve[m.to.index()] = match self.newborn.get(us, role) {
                Some(n) if self.reserves_in_play => n,
                _ => UNLIMITED,
            };
            return;
        }
        self.heroes.set(m.to, hero);
        if m.kind == MoveKind::DoubleStep {
            self.ep_square = self.step(m.from, 0, us.forward());
        }
        if status
            && !hero
            && !m.capture
            && m.to.rank() == us.rank_before_last(self.height)
            && self.rules.options.warrior_final_rank == WarriorFinalRank::Monument
        {
            self.put(m.to, Cell::Monument);
            events.push(Event::Petrified(m.to));
        }
    }
}
