//! What a ruleset answers about a game in progress, written down once as the trait
//! [`Rulebook`]: the board (size, cells, kings, the side to move), the legal moves, the ruling
//! on a refused move, SAN, playing and taking back a move with its events, the position in the
//! ruleset's notation, and the engine's verdict. Victoria and classical chess ([`Game`]) and
//! Synthesis chess ([`synthesis::Game`]) implement it; [`AnyGame`](super::AnyGame) dispatches
//! to it, so a ruleset that misses an answer does not compile, and a new ruleset is one more
//! implementation.

use super::explain::Illegal;
use super::game::{self, Game};
use super::moves::{Event, Move, UciMove};
use super::options::Rules;
use super::piece::{Cell, Color, Piece};
use super::square::Square;
use super::synthesis;

/// A game under one ruleset, as every reader of a game asks it.
pub trait Rulebook {
    /// What happened in a move (E9 for Victoria, S32 for Synthesis).
    type Event;
    /// Where the game stands.
    type Verdict;

    fn rules(&self) -> Rules;
    fn width(&self) -> u8;
    fn height(&self) -> u8;
    fn turn(&self) -> Color;
    fn fullmoves(&self) -> u32;
    /// What stands on a square of the board.
    fn cell(&self, sq: Square) -> Cell;
    fn piece(&self, sq: Square) -> Option<Piece>;
    /// A colour's king (`None` once captured, in Synthesis).
    fn king(&self, c: Color) -> Option<Square>;
    /// Whether the side to move is in check.
    fn is_check(&self) -> bool;
    fn legal_moves(&self) -> Vec<Move>;
    /// The legal move meant by `m`, or the ruling it breaks.
    fn check_move(&self, m: UciMove) -> Result<Move, Illegal>;
    /// `check_move` with the SAN a record keeps, where the ruleset needs it to tell two moves
    /// with the same squares apart.
    fn find_move(&self, m: UciMove, _san: Option<&str>) -> Result<Move, Illegal> {
        self.check_move(m)
    }
    /// SAN of a legal move (with `+` / `#`).
    fn san(&self, m: &Move) -> String;
    /// SAN without the check and mate signs.
    fn san_plain(&self, m: &Move) -> String;
    /// Plays a move; on error nothing changes.
    fn play(&mut self, m: &Move) -> Result<Vec<Self::Event>, Illegal>;
    /// Takes back the last move.
    fn undo(&mut self) -> Option<Move>;
    /// The moves played, first first.
    fn moves(&self) -> &[Move];
    /// The current position in the ruleset's notation (VFEN, or the Synthesis FEN of S2).
    fn notation(&self) -> String;
    /// The engine's verdict on the position with the game's history.
    fn verdict(&self) -> Self::Verdict;
}

impl Rulebook for Game {
    type Event = Event;
    type Verdict = game::Outcome;

    fn rules(&self) -> Rules {
        self.position().rules()
    }
    fn width(&self) -> u8 {
        self.position().width()
    }
    fn height(&self) -> u8 {
        self.position().height()
    }
    fn turn(&self) -> Color {
        self.position().turn()
    }
    fn fullmoves(&self) -> u32 {
        self.position().fullmoves()
    }
    fn cell(&self, sq: Square) -> Cell {
        self.position().cell(sq)
    }
    fn piece(&self, sq: Square) -> Option<Piece> {
        self.position().piece(sq)
    }
    fn king(&self, c: Color) -> Option<Square> {
        self.position().king(c)
    }
    fn is_check(&self) -> bool {
        self.position().is_check()
    }
    fn legal_moves(&self) -> Vec<Move> {
        self.position().legal_moves()
    }
    fn check_move(&self, m: UciMove) -> Result<Move, Illegal> {
        Game::check_move(self, m)
    }
    fn find_move(&self, m: UciMove, san: Option<&str>) -> Result<Move, Illegal> {
        Game::find_move(self, m, san)
    }
    fn san(&self, m: &Move) -> String {
        self.position().san(m)
    }
    fn san_plain(&self, m: &Move) -> String {
        self.position().san_plain(m)
    }
    fn play(&mut self, m: &Move) -> Result<Vec<Event>, Illegal> {
        Game::play(self, m)
    }
    fn undo(&mut self) -> Option<Move> {
        Game::undo(self)
    }
    fn moves(&self) -> &[Move] {
        Game::moves(self)
    }
    fn notation(&self) -> String {
        self.position().to_vfen()
    }
    fn verdict(&self) -> game::Outcome {
        self.outcome()
    }
}

impl Rulebook for synthesis::Game {
    type Event = synthesis::SynthesisEvent;
    type Verdict = synthesis::Outcome;

    fn rules(&self) -> Rules {
        self.position().rules()
    }
    fn width(&self) -> u8 {
        self.position().width()
    }
    fn height(&self) -> u8 {
        self.position().height()
    }
    fn turn(&self) -> Color {
        self.position().turn()
    }
    fn fullmoves(&self) -> u32 {
        self.position().fullmoves()
    }
    fn cell(&self, sq: Square) -> Cell {
        self.position().cell(sq)
    }
    fn piece(&self, sq: Square) -> Option<Piece> {
        self.position().piece(sq)
    }
    fn king(&self, c: Color) -> Option<Square> {
        self.position().king(c)
    }
    fn is_check(&self) -> bool {
        self.position().is_check()
    }
    fn legal_moves(&self) -> Vec<Move> {
        self.position().legal_moves()
    }
    fn check_move(&self, m: UciMove) -> Result<Move, Illegal> {
        synthesis::Game::check_move(self, m)
    }
    fn san(&self, m: &Move) -> String {
        self.position().san(m)
    }
    fn san_plain(&self, m: &Move) -> String {
        self.position().san_plain(m)
    }
    fn play(&mut self, m: &Move) -> Result<Vec<synthesis::SynthesisEvent>, Illegal> {
        synthesis::Game::play(self, m)
    }
    fn undo(&mut self) -> Option<Move> {
        synthesis::Game::undo(self)
    }
    fn moves(&self) -> &[Move] {
        synthesis::Game::moves(self)
    }
    fn notation(&self) -> String {
        self.position().to_fen()
    }
    fn verdict(&self) -> synthesis::Outcome {
        self.outcome()
    }
}
