//! A Synthesis chess position (S1, S2): the board, the side to move, castling rights, the
//! en-passant square, the clocks, and what FEN cannot carry — where each colour's original
//! queen is (S5), which colours have passed to classical chess (S18) and the escapes left to a
//! queenless king (S16). Each colour's regime (S6) is derived from these.

use super::board::{self, Board};
use super::regime::{QueenState, Regime, queen_home, regime_of};
use crate::{Cell, Color, Options, Piece, Role, Rules, Ruleset, Square};

/// Escapes a regime-C king has from the capture of its queen on (S16).
pub const ESCAPES: u8 = 32;

/// Castling right bits: White king side (h1), White queen side (a1), Black king side (h8),
/// Black queen side (a8).
pub(crate) const WK: u8 = 1;
pub(crate) const WQ: u8 = 2;
pub(crate) const BK: u8 = 4;
pub(crate) const BQ: u8 = 8;

/// The rook square of a castling right bit.
pub(crate) fn castling_rook(bit: u8) -> Square {
    match bit {
        WK => Square::new(7, 0),
        WQ => Square::new(0, 0),
        BK => Square::new(7, 7),
        _ => Square::new(0, 7),
    }
}

/// The king's start square (e1 / e8).
pub(crate) fn king_home(c: Color) -> Square {
    match c {
        Color::White => Square::new(4, 0),
        Color::Black => Square::new(4, 7),
    }
}

/// The standard start position (S1).
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A Synthesis chess position with its options.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: u8,
    pub(crate) ep: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) queen: [QueenState; 2],
    pub(crate) classical: [bool; 2],
    pub(crate) escapes: [u8; 2],
    pub(crate) options: Options,
}

impl Position {
    /// The start position of S1 under these options.
    pub fn start(options: Options) -> Position {
        Position::from_fen(START_FEN, options).expect("the start position reads")
    }

    /// The options the position is played under (`self_check`, `castling_synthesis`).
    pub fn options(&self) -> Options {
        self.options
    }
    /// The ruleset and options, as the other rulesets report them.
    pub fn rules(&self) -> Rules {
        Rules { ruleset: Ruleset::Synthesis, options: self.options }
    }
    pub fn width(&self) -> u8 {
        8
    }
    pub fn height(&self) -> u8 {
        8
    }
    /// What stands on a square (never a bastion or monument in Synthesis).
    pub fn cell(&self, sq: Square) -> Cell {
        if !board::on_board(sq) {
            return Cell::Empty;
        }
        self.board.get(sq).map_or(Cell::Empty, Cell::Piece)
    }
    /// The piece on a square, if any.
    pub fn piece(&self, sq: Square) -> Option<Piece> {
        if board::on_board(sq) { self.board.get(sq) } else { None }
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
    /// The en-passant square: the square a pawn skipped on the last move, if it double-stepped.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep
    }
    /// The rook squares that may still castle (a1, h1, a8, h8).
    pub fn castling_rooks(&self) -> Vec<Square> {
        [WK, WQ, BK, BQ].into_iter().filter(|b| self.castling & b != 0).map(castling_rook).collect()
    }
    /// The square of a colour's king, `None` once it has been captured (S27).
    pub fn king(&self, c: Color) -> Option<Square> {
        self.board.king(c)
    }
    /// Whether the side to move has a king and it is attacked (S4).
    pub fn is_check(&self) -> bool {
        self.board.in_check(self.turn)
    }
    /// Whether a colour's king is attacked (S4); false when it has no king.
    pub fn in_check(&self, c: Color) -> bool {
        self.board.in_check(c)
    }
    /// Whether a piece of `by` attacks `sq` by classical capture geometry (S4).
    pub fn attacked(&self, sq: Square, by: Color) -> bool {
        board::on_board(sq) && self.board.attacked(sq, by)
    }
    /// The squares of `by`'s pieces attacking `sq` (S4), sorted.
    pub fn attackers(&self, sq: Square, by: Color) -> Vec<Square> {
        if board::on_board(sq) { self.board.attackers(sq, by) } else { Vec::new() }
    }
    /// S23's situation for the side to move: its king is in check and the enemy king is attacked.
    pub fn both_in_check(&self) -> bool {
        self.board.in_check(self.turn) && self.board.in_check(self.turn.other())
    }

    /// Where a colour's original queen is (S5).
    pub fn queen_state(&self, c: Color) -> QueenState {
        self.queen[c.index()]
    }
    /// A colour's regime (S6) in this position; it governs that colour's next move.
    pub fn regime(&self, c: Color) -> Regime {
        if self.classical[c.index()] { Regime::D } else { regime_of(self.queen[c.index()], c) }
    }
    /// Whether the colour plays by the rules of Synthesis (regime A, B or C) rather than classical chess.
    pub fn is_synthesis(&self, c: Color) -> bool {
        self.regime(c).is_synthesis()
    }
    /// The escapes left to a colour in regime C (S16); `None` in the other regimes.
    pub fn escapes(&self, c: Color) -> Option<u8> {
        (self.regime(c) == Regime::C).then_some(self.escapes[c.index()])
    }
    /// The side to move when its king has just been captured (S27): it has its one reply, or
    /// none and has lost. `None` while the side to move has its king.
    pub fn king_captured(&self) -> Option<Color> {
        self.board.king(self.turn).is_none().then_some(self.turn)
    }
    /// Whether the side to move lost its king and may capture back (S27): the game goes on for one move.
    pub fn reply_pending(&self) -> bool {
        self.board.king(self.turn).is_none()
            && self.board.king(self.turn.other()).is_some()
            && !self.legal_moves_unsorted().is_empty()
    }
    /// Whether a square holds the original queen of its colour (S5).
    pub fn is_original_queen(&self, sq: Square) -> bool {
        self.queen.contains(&QueenState::On(sq))
    }
    /// Whether a colour has passed to classical chess (regime D, S18) — final (SE8).
    pub fn is_classical(&self, c: Color) -> bool {
        self.classical[c.index()]
    }

    /// S18, checked after every move and when a position is set up: a colour that would be in
    /// regime B or C with no rook and no bishop passes to D for good (its escapes are dropped).
    pub(crate) fn pass_to_classical(&mut self) {
        for c in Color::ALL {
            let i = c.index();
            if !self.classical[i]
                && matches!(regime_of(self.queen[i], c), Regime::B | Regime::C)
                && !self.board.has_rook_or_bishop(c)
            {
                self.classical[i] = true;
                self.escapes[i] = ESCAPES;
            }
        }
    }

    /// The S2 default for a colour's original queen, derived from the board alone; `None` when
    /// the colour has several queens and none on its home square (the token is needed).
    pub(crate) fn default_queen(board: &Board, c: Color) -> Option<QueenState> {
        let home = queen_home(c);
        if board.get(home) == Some(Piece::new(c, Role::Queen)) {
            return Some(QueenState::On(home));
        }
        let queens: Vec<Square> =
            board::squares().filter(|s| board.get(*s) == Some(Piece::new(c, Role::Queen))).collect();
        match queens.as_slice() {
            [] => Some(QueenState::CapturedHome),
            [one] => Some(QueenState::On(*one)),
            _ => None,
        }
    }
}
