//! One game over every ruleset: [`AnyGame`] holds either a game of the 12x12 engine
//! (`victoria` or `classical`, [`Game`]) or a game of Synthesis chess ([`synthesis::Game`]),
//! and answers what the record, the app and the command line ask of a game whatever its rules —
//! the board, the side to move, legal moves, the ruling on an illegal one, SAN, playing and
//! taking back moves with their events ([`AnyEvents`]), the position in its notation (VFEN or
//! the Synthesis FEN of S2) and the engine's verdict ([`AnyOutcome`]). Code that needs what only
//! one ruleset has (reserves, monuments, regimes) reaches the inner game through
//! [`AnyGame::victoria`] or [`AnyGame::synthesis`]. The rules themselves stay in their modules:
//! this file only dispatches, through the written trait [`Rulebook`] that each ruleset
//! implements.

pub mod words;
use super::explain::Illegal;
use super::game::{Game, Outcome};
use super::moves::{Event, Move, UciMove};
use super::options::{Rules, Ruleset};
use super::piece::{Cell, Color, Piece};
use super::position::Position;
use super::rulebook::Rulebook;
use super::square::Square;
use super::synthesis;
use super::vfen::VfenError;

/// A start position that cannot be read, in its ruleset's notation: the notation's own error
/// (its words come from the catalogue; `Display` is the English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// A VFEN of `victoria` or `classical`.
    Vfen(VfenError),
    /// The FEN of S2 for `synthesis`.
    Fen(synthesis::FenError),
}

impl std::error::Error for NotationError {}

/// A game under any ruleset.
// One game per desk or command, never in bulk: the Victoria variant is kept inline (no Box) so
// that the inner games stay plain values.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// Victoria or classical chess (the 12x12 engine, boards 5x5 to 16x16).
    Victoria(Game),
    /// Synthesis chess (SYNTHESIS.md).
    Synthesis(synthesis::Game),
}

/// The events of one move, in the ruleset's own kinds (E9 for Victoria, S32 for Synthesis).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyEvents {
    Victoria(Vec<Event>),
    Synthesis(Vec<synthesis::SynthesisEvent>),
}

impl AnyEvents {
    /// The events as the record and the command line write them (`capture`, `petrified:c3`,
    /// `regime:w=B`, …).
    pub fn keys(&self) -> Vec<String> {
        match self {
            AnyEvents::Victoria(v) => v.iter().map(|e| e.to_string()).collect(),
            AnyEvents::Synthesis(v) => v.iter().map(|e| e.to_string()).collect(),
        }
    }
    /// The Victoria events (empty for Synthesis).
    pub fn victoria(&self) -> &[Event] {
        match self {
            AnyEvents::Victoria(v) => v,
            AnyEvents::Synthesis(_) => &[],
        }
    }
}

/// The engine's verdict on a game under any ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyOutcome {
    Victoria(Outcome),
    Synthesis(synthesis::Outcome),
}

impl AnyOutcome {
    /// Whether the game has reached an ending (a pending reply of S27 is not one).
    pub fn is_over(&self) -> bool {
        match self {
            AnyOutcome::Victoria(o) => o.is_over(),
            AnyOutcome::Synthesis(o) => *o != synthesis::Outcome::Ongoing,
        }
    }
    /// The outcome key: `ongoing`, `checkmate`, `points`, `draw`, `king_captured`.
    pub fn key(&self) -> &'static str {
        match self {
            AnyOutcome::Victoria(o) => o.key(),
            AnyOutcome::Synthesis(o) => o.key(),
        }
    }
    pub fn winner(&self) -> Option<Color> {
        match self {
            AnyOutcome::Victoria(o) => o.winner(),
            AnyOutcome::Synthesis(o) => o.winner(),
        }
    }
    /// The Victoria verdict (`Ongoing` for a Synthesis game).
    pub fn victoria(&self) -> Outcome {
        match self {
            AnyOutcome::Victoria(o) => *o,
            AnyOutcome::Synthesis(_) => Outcome::Ongoing,
        }
    }
    /// The Synthesis verdict, for a Synthesis game.
    pub fn synthesis(&self) -> Option<synthesis::Outcome> {
        match self {
            AnyOutcome::Victoria(_) => None,
            AnyOutcome::Synthesis(o) => Some(*o),
        }
    }
}

impl From<Game> for AnyGame {
    fn from(g: Game) -> AnyGame {
        AnyGame::Victoria(g)
    }
}

impl From<synthesis::Game> for AnyGame {
    fn from(g: synthesis::Game) -> AnyGame {
        AnyGame::Synthesis(g)
    }
}

/// Dispatches one call of [`Rulebook`] to the inner game: `each!(self, g => Rulebook::moves(g))`.
macro_rules! each {
    ($s:expr, $g:ident => $e:expr) => {
        match $s {
            AnyGame::Victoria($g) => $e,
            AnyGame::Synthesis($g) => $e,
        }
    };
}

impl AnyGame {
    /// A new game from a start position in the ruleset's notation: VFEN for `victoria` and
    /// `classical`, the FEN of S2 for `synthesis`. The error is the notation's own message.
    pub fn new(start: &str, rules: Rules) -> Result<AnyGame, NotationError> {
        if rules.ruleset == Ruleset::Synthesis {
            let p = synthesis::Position::from_fen(start, rules.options).map_err(NotationError::Fen)?;
            Ok(AnyGame::Synthesis(synthesis::Game::new(p)))
        } else {
            let p = Position::from_vfen(start, rules).map_err(NotationError::Vfen)?;
            Ok(AnyGame::Victoria(Game::new(p)))
        }
    }

    pub fn is_synthesis(&self) -> bool {
        matches!(self, AnyGame::Synthesis(_))
    }
    /// The Victoria (or classical) game inside.
    pub fn victoria(&self) -> Option<&Game> {
        match self {
            AnyGame::Victoria(g) => Some(g),
            AnyGame::Synthesis(_) => None,
        }
    }
    /// The Synthesis game inside.
    pub fn synthesis(&self) -> Option<&synthesis::Game> {
        match self {
            AnyGame::Victoria(_) => None,
            AnyGame::Synthesis(g) => Some(g),
        }
    }
    /// The current Victoria (or classical) position.
    pub fn victoria_position(&self) -> Option<&Position> {
        self.victoria().map(|g| g.position())
    }
    /// The current Synthesis position.
    pub fn synthesis_position(&self) -> Option<&synthesis::Position> {
        self.synthesis().map(|g| g.position())
    }

    pub fn rules(&self) -> Rules {
        each!(self, g => Rulebook::rules(g))
    }
    pub fn width(&self) -> u8 {
        each!(self, g => Rulebook::width(g))
    }
    pub fn height(&self) -> u8 {
        each!(self, g => Rulebook::height(g))
    }
    /// Every square of the board, rank by rank from a1.
    pub fn squares(&self) -> Vec<Square> {
        let (w, h) = (self.width(), self.height());
        (0..h).flat_map(|r| (0..w).map(move |f| Square::new(f, r))).collect()
    }
    /// Whether the square lies on this board.
    pub fn contains(&self, sq: Square) -> bool {
        sq.file() < self.width() && sq.rank() < self.height()
    }
    pub fn turn(&self) -> Color {
        each!(self, g => Rulebook::turn(g))
    }
    pub fn fullmoves(&self) -> u32 {
        each!(self, g => Rulebook::fullmoves(g))
    }
    pub fn cell(&self, sq: Square) -> Cell {
        if !self.contains(sq) {
            return Cell::Empty;
        }
        each!(self, g => Rulebook::cell(g, sq))
    }
    pub fn piece(&self, sq: Square) -> Option<Piece> {
        if !self.contains(sq) {
            return None;
        }
        each!(self, g => Rulebook::piece(g, sq))
    }
    /// A colour's king (`None` once captured, in Synthesis).
    pub fn king(&self, c: Color) -> Option<Square> {
        each!(self, g => Rulebook::king(g, c))
    }
    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        each!(self, g => Rulebook::is_check(g))
    }
    pub fn legal_moves(&self) -> Vec<Move> {
        each!(self, g => Rulebook::legal_moves(g))
    }
    /// The legal move meant by `m`, or the ruling it breaks with a sentence.
    pub fn check_move(&self, m: UciMove) -> Result<Move, Illegal> {
        each!(self, g => Rulebook::check_move(g, m))
    }
    /// `check_move` with the SAN a record keeps (it tells a Victoria bypass from the
    /// en-passant capture onto the same square).
    pub fn find_move(&self, m: UciMove, san: Option<&str>) -> Result<Move, Illegal> {
        each!(self, g => Rulebook::find_move(g, m, san))
    }
    /// SAN of a legal move in the current position (with `+` / `#`).
    pub fn san(&self, m: &Move) -> String {
        each!(self, g => Rulebook::san(g, m))
    }
    /// SAN without the check and mate signs.
    pub fn san_plain(&self, m: &Move) -> String {
        each!(self, g => Rulebook::san_plain(g, m))
    }
    /// Plays a move; on error nothing changes.
    pub fn play(&mut self, m: &Move) -> Result<AnyEvents, Illegal> {
        match self {
            AnyGame::Victoria(g) => Rulebook::play(g, m).map(AnyEvents::Victoria),
            AnyGame::Synthesis(g) => Rulebook::play(g, m).map(AnyEvents::Synthesis),
        }
    }
    /// Plays a move that [`AnyGame::find_move`] has just returned for the current position
    /// (a replay's walk): a Victoria or classical game does not check it again; a Synthesis
    /// game plays it as `play` does.
    pub fn play_found(&mut self, m: &Move) -> Result<AnyEvents, Illegal> {
        match self {
            AnyGame::Victoria(g) => Ok(AnyEvents::Victoria(g.play_found(*m))),
            AnyGame::Synthesis(g) => Rulebook::play(g, m).map(AnyEvents::Synthesis),
        }
    }
    /// The Victoria (or classical) position before the last move.
    pub fn previous_victoria_position(&self) -> Option<&Position> {
        self.victoria().and_then(|g| g.previous())
    }
    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        each!(self, g => Rulebook::undo(g))
    }
    pub fn moves(&self) -> &[Move] {
        each!(self, g => Rulebook::moves(g))
    }
    /// The current position in the ruleset's notation (VFEN, or the Synthesis FEN of S2).
    pub fn fen(&self) -> String {
        each!(self, g => Rulebook::notation(g))
    }
    /// The engine's verdict on the current position with the game's history.
    pub fn outcome(&self) -> AnyOutcome {
        match self {
            AnyGame::Victoria(g) => AnyOutcome::Victoria(Rulebook::verdict(g)),
            AnyGame::Synthesis(g) => AnyOutcome::Synthesis(Rulebook::verdict(g)),
        }
    }
    /// Both point totals of R3 (White, Black); Synthesis counts no points.
    pub fn points(&self) -> Option<[u32; 2]> {
        self.victoria_position().map(|p| p.points())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;

    fn synthesis_rules() -> Rules {
        Rules { ruleset: Ruleset::Synthesis, options: Options::default() }
    }

    #[test]
    fn both_rulesets_play_and_take_back_through_one_type() {
        let mut s = AnyGame::new(synthesis::START_FEN, synthesis_rules()).unwrap();
        let mut c = AnyGame::new(synthesis::START_FEN, Rules::classical()).unwrap();
        for g in [&mut s, &mut c] {
            assert_eq!((g.width(), g.height(), g.turn()), (8, 8, Color::White));
            let m = g.check_move(UciMove::parse("e2e4").unwrap()).unwrap();
            assert_eq!(g.san(&m), "e4");
            let before = g.fen();
            g.play(&m).unwrap();
            assert_eq!(g.turn(), Color::Black);
            assert_eq!(g.moves().len(), 1);
            assert_eq!(g.undo(), Some(m));
            assert_eq!(g.fen(), before);
        }
        assert!(s.is_synthesis() && !c.is_synthesis());
        assert_eq!(s.points(), None);
        let [w, b] = c.points().unwrap();
        assert!(w == b && w > 0);
        assert_eq!(s.outcome(), AnyOutcome::Synthesis(synthesis::Outcome::Ongoing));
    }

    #[test]
    fn a_synthesis_refusal_keeps_its_s_ruling_and_events_their_keys() {
        let mut g = AnyGame::new(synthesis::START_FEN, synthesis_rules()).unwrap();
        for u in ["e2e4", "d7d5"] {
            let m = g.check_move(UciMove::parse(u).unwrap()).unwrap();
            g.play(&m).unwrap();
        }
        let e = g.check_move(UciMove::parse("g1f3").unwrap()).unwrap_err();
        assert_eq!(e.rule, "S8");
        let m = g.check_move(UciMove::parse("e4d5").unwrap()).unwrap();
        assert_eq!(g.play(&m).unwrap().keys(), vec!["capture".to_string()]);
        assert!(AnyGame::new("rnbqkbnr/8/8 w", synthesis_rules()).is_err());
    }
}

impl victoria_words::Words for AnyOutcome {
    /// The engine's sentence, with its ruling.
    fn words(&self, lang: victoria_words::Lang) -> String {
        match self {
            AnyOutcome::Victoria(o) => o.words(lang),
            AnyOutcome::Synthesis(o) => o.words(lang),
        }
    }
}

victoria_words::english_display!(AnyOutcome);
