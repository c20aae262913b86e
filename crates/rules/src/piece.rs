//! Colours, roles and pieces: the small `Copy` types every other part of the engine names.

use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
    /// +1 for White (up the board), -1 for Black.
    pub fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
    /// "White" / "Black", as rulings and messages name the sides.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
    /// "white" / "black", as JSON writes them.
    pub fn key(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
    /// The side's last rank (zero-based) on a board `height` ranks tall.
    pub fn last_rank(self, height: u8) -> u8 {
        match self {
            Color::White => height - 1,
            Color::Black => 0,
        }
    }
    /// The rank before the last one (zero-based).
    pub fn rank_before_last(self, height: u8) -> u8 {
        match self {
            Color::White => height - 2,
            Color::Black => 1,
        }
    }
    /// The rank on which this side's pawns stand fresh by default (rank 2 / the rank below the top).
    pub fn pawn_rank(self, height: u8) -> u8 {
        match self {
            Color::White => 1,
            Color::Black => height - 2,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Role {
    pub const ALL: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];
    /// The roles a pawn may promote to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// Upper-case Latin letter: `P N B R Q K`.
    pub fn upper(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }
    /// Lower-case Latin letter: `p n b r q k`.
    pub fn lower(self) -> char {
        self.upper().to_ascii_lowercase()
    }
    /// Reads a Latin piece letter in either case.
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            _ => return None,
        })
    }
    /// `pawn`, `knight`, … : the stable key of JSON and of the catalogues' selectors.
    pub fn key(self) -> &'static str {
        self.name()
    }
    /// The English noun (also the key; the words people read come from the catalogues).
    pub fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
    /// Points in a count (R3); the king has none.
    pub fn value(self) -> u32 {
        match self {
            Role::Pawn => 1,
            Role::Knight | Role::Bishop => 3,
            Role::Rook => 5,
            Role::Queen => 9,
            Role::King => 0,
        }
    }
    /// Queen, rooks and bishops carry a move reserve (R12).
    pub fn has_reserve(self) -> bool {
        matches!(self, Role::Queen | Role::Rook | Role::Bishop)
    }
    pub fn is_slider(self) -> bool {
        self.has_reserve()
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }
    /// FEN letter: upper case for White.
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper(),
            Color::Black => self.role.lower(),
        }
    }
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
        Some(Piece { color, role })
    }
}

/// What stands on a square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Cell {
    #[default]
    Empty,
    Piece(Piece),
    /// A bastion of its owner (R7–R10).
    Bastion(Color),
    /// A petrified piece: a neutral wall (R15–R16).
    Monument,
}

impl Cell {
    pub fn piece(self) -> Option<Piece> {
        match self {
            Cell::Piece(p) => Some(p),
            _ => None,
        }
    }
    pub fn is_empty(self) -> bool {
        self == Cell::Empty
    }
}

/// A side as the catalogue names it: "White" / «Белые» (`side` in `common.ftl`).
impl victoria_words::Words for Color {
    fn words(&self, lang: victoria_words::Lang) -> String {
        crate::t!(lang, "side", color = *self)
    }
}
