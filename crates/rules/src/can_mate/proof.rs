//! The typed proof that a side can never give mate: what the static analysis rests on (the
//! losing king's reachable squares, the permanent walls that close them, and for each enemy
//! piece why it can never strike there) or the search that covered every line. Words for it
//! live in the `can_mate.ftl` catalogues (the `i18n` module); here there are only facts.

use crate::{Color, Role, Square, SquareSet};

/// Why one piece of the would-be mater can never strike a square the losing king can reach.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NoStrike {
    /// A king never gives check.
    King,
    /// Walls (bastions of the losing side, monuments, the edge) keep every square it can ever
    /// reach and every line it can ever strike along away from the king's squares (R10, R16).
    Walls,
    /// Its move reserve is too small: it would need more moves than it has before it could
    /// strike, and its last move petrifies it without check (R13, R15, R17).
    Reserve { reserve: u16 },
    /// A reserve of 1: its only move petrifies it, so it can strike only from where it stands
    /// (R17), and from there it cannot.
    LastMove,
    /// A warrior that can never capture (the other side has nothing to take, or walls stand
    /// diagonally ahead of every square its pushes can bring it to) never becomes a hero, so
    /// never promotes, and its pushes never bring it to strike the king (R20, R21).
    Warrior,
}

impl NoStrike {
    /// Does this reason rest on the piece's move reserve, which stays secret until the game
    /// ends (R14)? A reserve too small says something about it, and so does a last move.
    pub fn is_private(self) -> bool {
        matches!(self, NoStrike::Reserve { .. } | NoStrike::LastMove)
    }
}

/// One piece and why it can never strike.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceFact {
    pub square: Square,
    pub role: Role,
    pub why: NoStrike,
}

/// Why a position is dead for one side for lack of material on a board where no wall can ever
/// stand (no bastion, no monument, nothing that can petrify).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Material {
    /// A lone knight against a bare king (or, on 8x8, against queens only, after CHA).
    LoneKnight,
    /// Bishops all on one colour, every bishop on the board on that colour, nothing else on
    /// the board but kings and the losing side's rooks, queens and bishops (and with two rooks
    /// or queens or more, its king not in double check now): a flight square next to the
    /// check's path can be closed only by the king's own rook or queen, which can always block
    /// the check or take the bishop.
    SameColourBishops,
}

/// What an "impossible" verdict rests on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Proof {
    /// The losing king is sealed: it can only ever stand on `region`, closed by `walls` (and
    /// the edge), and no piece of `mater` can ever strike a square of it.
    Sealed {
        mater: Color,
        king: Square,
        region: SquareSet,
        /// The bastions and monuments bordering the region.
        walls: SquareSet,
        /// The region touches the board's edge.
        edge: bool,
        pieces: Vec<PieceFact>,
    },
    /// Too little material on a board where no wall can ever appear.
    Material { mater: Color, why: Material },
    /// The game has already ended in the position (mate, nothing to move, no striking force,
    /// a dead position): no further move is played.
    GameOver { mater: Color },
    /// Every line of play was followed to its end: none ends in mate.
    Exhausted { mater: Color, nodes: u64 },
    /// Every move from the position was followed, and after it every move that gives check;
    /// each of the `leaves` positions a move giving no check led to was proved, by what can
    /// never change there, to allow no mate (`nodes` moves considered in all).
    Checks { mater: Color, nodes: u64, leaves: u32 },
    /// What can never change (CHA's static analysis on the general board): the men on
    /// `steady` can never move nor be taken (pawns blocked for good, pieces entombed), so the
    /// losing king can only ever stand on `region`; `strikers` are the mater's men that can ever
    /// strike a square of it — none, or none that can ever build a mating net there (each
    /// square where the king could stand checked keeps a flight that nothing can ever close).
    /// `silent`: the mater's men that strike some square of the region but can never give
    /// check there — a mate's last move gives check, and they never move (nor can any move
    /// open their lines), or their move turns them to stone (a last reserve move, a warrior
    /// arriving on the rank before last: R17, R21). `by_reserve`: the proof counts the move
    /// reserves (a last move petrifies without check, R15, R17), which stay secret until the
    /// game ends (R14).
    Locked {
        mater: Color,
        king: Square,
        region: SquareSet,
        steady: SquareSet,
        strikers: SquareSet,
        /// Boxed: the proof travels in the search's results, which stay small.
        silent: Box<SquareSet>,
        by_reserve: bool,
    },
}

impl Proof {
    /// The side the proof says can never mate.
    pub fn mater(&self) -> Color {
        match *self {
            Proof::Sealed { mater, .. }
            | Proof::Material { mater, .. }
            | Proof::GameOver { mater }
            | Proof::Exhausted { mater, .. }
            | Proof::Checks { mater, .. }
            | Proof::Locked { mater, .. } => mater,
        }
    }

    /// Does the proof rest on a piece's move reserve, a secret until the game ends (R14)?
    pub fn rests_on_private(&self) -> bool {
        match self {
            Proof::Sealed { pieces, .. } => pieces.iter().any(|f| f.why.is_private()),
            Proof::Locked { by_reserve, .. } => *by_reserve,
            _ => false,
        }
    }
}
