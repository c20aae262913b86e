//! VFEN, the one-line position of VFEN.md: FEN stretched to 16x16 with bastions (`X`/`x`),
//! monuments (`*`), castling by rook squares, and the tokens `reserve:`, `hero:`, `fresh:` and
//! `newborn:`. Reading is strict and every error names the field and the fault; writing is
//! canonical, so equal positions give equal strings.

pub mod words;
use super::options::Rules;
use super::piece::{Cell, Color, Piece, Role};
use super::position::{Newborn, Position, PositionError, Setup};
use super::square::{MAX_SIDE, MIN_SIDE, ParseSquareError, Square, SquareSet};
use std::fmt::Write;

/// A VFEN that cannot be read: the field (`placement`, `side`, `castling`, `en-passant`,
/// `halfmove`, `fullmove`, `tokens`, `reserve`, `hero`, `fresh`, `newborn`) and the fault, as
/// facts. Its words come from the catalogue `vfen.ftl` (the notation words of `i18n`);
/// `Display` is the English, "field: fault".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VfenError {
    pub field: &'static str,
    pub fault: VfenFault,
}

/// What is wrong in a VFEN field: the text, square, piece or count at fault. Ranks are 1-based.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VfenFault {
    /// Nothing was given.
    Empty,
    /// The placement has `ranks` ranks, outside the sizes a board may have.
    RankCount { ranks: u32 },
    /// A rank has a run of 0 empty squares.
    ZeroRun { rank: u32 },
    /// A character that is no piece letter, bastion, monument or number.
    BadChar { rank: u32, ch: char },
    /// The first rank read adds up to a width a board may not have.
    Width { rank: u32, squares: u32 },
    /// A rank adds up to another width than the board's.
    RankWidth { rank: u32, squares: u32, width: u32 },
    /// The side to move is not `w` or `b`.
    Side { text: String },
    /// A word that is not a square name.
    NotSquare(ParseSquareError),
    /// A square off the board.
    OffBoard { square: Square, width: u8, height: u8 },
    /// A square listed twice.
    Twice { square: Square },
    /// The halfmove clock is not a whole number.
    Halfmove { text: String },
    /// The fullmove number is not a whole number of at least 1.
    Fullmove { text: String },
    /// A word after the fields that is not `name:value`.
    NotAToken { text: String },
    /// A token given twice.
    TokenTwice { name: String },
    /// A token VFEN does not know.
    UnknownToken { name: String },
    /// A `reserve:` entry that is not `SQUARE=N`.
    ReserveEntry { text: String },
    /// The reserve of the piece on `square` is not a whole number of at least 1.
    ReserveCount { square: Square, text: String },
    /// A `newborn:` entry that is not `Q=N`, `R=N`, `B=N` (or lower case).
    NewbornEntry { text: String },
    /// The newborn reserve of `letter` (`Q`, `r`, …) is not a whole number of at least 1.
    NewbornCount { letter: char, text: String },
    /// `KQkq` letters on a board wider than 10 files.
    CastlingLettersWide { width: u8 },
    /// A castling letter given twice.
    CastlingLetterTwice { ch: char },
    /// A castling square list that does not read, with the fault of the list.
    CastlingList(Box<VfenFault>),
    /// The fields read but are no position.
    Position(PositionError),
    /// A starting scheme's bastion off the board or on a taken square (R9).
    StartBastion { color: Color, square: Square },
    /// A starting scheme's piece off the board or on a taken square (R4).
    StartPiece { color: Color, role: Role, square: Square },
}

impl VfenError {
    pub fn new(field: &'static str, fault: VfenFault) -> VfenError {
        VfenError { field, fault }
    }

    /// Every shape of the fault under a field, for tests that word them all.
    pub fn examples() -> Vec<VfenError> {
        use VfenFault::*;
        let square = Square::new(3, 3);
        let text = || "z9".to_string();
        let mut v: Vec<VfenError> = [
            Empty,
            RankCount { ranks: 3 },
            ZeroRun { rank: 2 },
            BadChar { rank: 2, ch: 'y' },
            Width { rank: 12, squares: 20 },
            RankWidth { rank: 11, squares: 13, width: 12 },
            Side { text: text() },
            NotSquare(ParseSquareError(text())),
            OffBoard { square, width: 8, height: 8 },
            Twice { square },
            Halfmove { text: text() },
            Fullmove { text: text() },
            NotAToken { text: text() },
            TokenTwice { name: "hero".into() },
            UnknownToken { name: "colour".into() },
            ReserveEntry { text: text() },
            ReserveCount { square, text: text() },
            NewbornEntry { text: text() },
            NewbornCount { letter: 'q', text: text() },
            CastlingLettersWide { width: 12 },
            CastlingLetterTwice { ch: 'K' },
            CastlingList(Box::new(OffBoard { square, width: 8, height: 8 })),
        ]
        .into_iter()
        .map(|f| VfenError::new("placement", f))
        .collect();
        v.extend(PositionError::examples().into_iter().map(VfenError::from));
        for color in Color::ALL {
            v.push(VfenError::new("placement", StartBastion { color, square }));
            for role in Role::ALL {
                v.push(VfenError::new("placement", StartPiece { color, role, square }));
            }
        }
        v
    }
}

impl std::error::Error for VfenError {}

impl From<PositionError> for VfenError {
    fn from(e: PositionError) -> VfenError {
        VfenError { field: e.field(), fault: VfenFault::Position(e) }
    }
}

fn err<T>(field: &'static str, fault: VfenFault) -> Result<T, VfenError> {
    Err(VfenError { field, fault })
}

impl Position {
    /// Reads a VFEN (any 8x8 FEN included) under `rules`.
    pub fn from_vfen(text: &str, rules: Rules) -> Result<Position, VfenError> {
        Ok(Position::from_setup(Setup::from_vfen(text)?, rules)?)
    }

    /// The canonical VFEN of this position.
    pub fn to_vfen(&self) -> String {
        self.to_setup().to_vfen()
    }
}

fn parse_square(field: &'static str, s: &str, setup: &Setup) -> Result<Square, VfenError> {
    let sq: Square = s.parse().map_err(|e| VfenError::new(field, VfenFault::NotSquare(e)))?;
    if !setup.contains(sq) {
        return err(field, VfenFault::OffBoard { square: sq, width: setup.width, height: setup.height });
    }
    Ok(sq)
}

fn parse_square_list(field: &'static str, s: &str, setup: &Setup) -> Result<SquareSet, VfenError> {
    let mut set = SquareSet::EMPTY;
    if s == "-" {
        return Ok(set);
    }
    for part in s.split(',') {
        let sq = parse_square(field, part, setup)?;
        if set.contains(sq) {
            return err(field, VfenFault::Twice { square: sq });
        }
        set.insert(sq);
    }
    Ok(set)
}

/// A reserve count: a whole number of at least 1 (below the unlimited mark).
fn parse_count(s: &str) -> Option<u16> {
    s.parse::<u16>().ok().filter(|n| (1..super::position::UNLIMITED).contains(n))
}

/// One rank of the placement (`rank`: its number from 1): the cells it names with their
/// files, and how many squares it spans.
fn read_rank(rank_text: &str, rank: u32) -> Result<(Vec<(usize, Cell)>, usize), VfenError> {
    let mut file = 0usize;
    let mut chars = rank_text.chars().peekable();
    let mut row: Vec<(usize, Cell)> = Vec::new();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            let mut n = c.to_digit(10).unwrap_or(0) as usize;
            if let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                n = n * 10 + d as usize;
                chars.next();
            }
            if n == 0 {
                return err("placement", VfenFault::ZeroRun { rank });
            }
            file += n;
            continue;
        }
        let cell = match c {
            'X' => Cell::Bastion(Color::White),
            'x' => Cell::Bastion(Color::Black),
            '*' => Cell::Monument,
            _ => match Piece::from_char(c) {
                Some(p) => Cell::Piece(p),
                None => return err("placement", VfenFault::BadChar { rank, ch: c }),
            },
        };
        row.push((file, cell));
        file += 1;
    }
    Ok((row, file))
}

impl Setup {
    /// Reads the fields and tokens of a VFEN without judging the position.
    pub fn from_vfen(text: &str) -> Result<Setup, VfenError> {
        let mut fields = text.split_whitespace();
        let placement = match fields.next() {
            Some(p) => p,
            None => return err("placement", VfenFault::Empty),
        };
        let mut setup = Setup::empty(8, 8);
        setup.read_placement(placement)?;
        if let Some(side) = fields.next() {
            setup.turn = match side {
                "w" => Color::White,
                "b" => Color::Black,
                _ => return err("side", VfenFault::Side { text: side.to_string() }),
            };
        }
        if let Some(castling) = fields.next() {
            setup.castling = parse_castling(castling, &setup)?;
        }
        if let Some(ep) = fields.next()
            && ep != "-"
        {
            setup.ep_square = Some(parse_square("en-passant", ep, &setup)?);
        }
        if let Some(h) = fields.next() {
            setup.halfmoves =
                h.parse().map_err(|_| VfenError::new("halfmove", VfenFault::Halfmove { text: h.to_string() }))?;
        }
        if let Some(f) = fields.next() {
            setup.fullmoves = match f.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => return err("fullmove", VfenFault::Fullmove { text: f.to_string() }),
            };
        }
        let mut seen: Vec<&str> = Vec::new();
        for token in fields {
            let Some((name, value)) = token.split_once(':') else {
                return err("tokens", VfenFault::NotAToken { text: token.to_string() });
            };
            if seen.contains(&name) {
                return err("tokens", VfenFault::TokenTwice { name: name.to_string() });
            }
            seen.push(name);
            setup.read_token(name, value)?;
        }
        Ok(setup)
    }

    /// The placement field: ranks from the top, `/` between them; sets the board's size.
    fn read_placement(&mut self, placement: &str) -> Result<(), VfenError> {
        let ranks: Vec<&str> = placement.split('/').collect();
        let height = ranks.len();
        if !(MIN_SIDE as usize..=MAX_SIDE as usize).contains(&height) {
            return err("placement", VfenFault::RankCount { ranks: height as u32 });
        }
        self.height = height as u8;
        let mut width: Option<usize> = None;
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank_no = height - i; // 1-based rank number
            let rank = rank_no as u32;
            let (row, file) = read_rank(rank_text, rank)?;
            match width {
                None => {
                    if !(MIN_SIDE as usize..=MAX_SIDE as usize).contains(&file) {
                        return err("placement", VfenFault::Width { rank, squares: file as u32 });
                    }
                    width = Some(file);
                }
                Some(w) if w != file => {
                    return err("placement", VfenFault::RankWidth { rank, squares: file as u32, width: w as u32 });
                }
                _ => {}
            }
            for (f, cell) in row {
                self.cells[Square::new(f as u8, (rank_no - 1) as u8).index()] = cell;
            }
        }
        self.width = width.unwrap_or(8) as u8;
        Ok(())
    }

    /// One `name:value` token after the six fields.
    fn read_token(&mut self, name: &str, value: &str) -> Result<(), VfenError> {
        match name {
            "reserve" => self.reserves = Some(self.read_reserves(value)?),
            "hero" => self.heroes = parse_square_list("hero", value, self)?,
            "fresh" => self.fresh = Some(parse_square_list("fresh", value, self)?),
            "newborn" => self.read_newborn(value)?,
            _ => return err("tokens", VfenFault::UnknownToken { name: name.to_string() }),
        }
        Ok(())
    }

    /// `reserve:d1=10,a1=7` (or `-`): each square once, each count a whole number from 1.
    fn read_reserves(&self, value: &str) -> Result<Vec<(Square, u16)>, VfenError> {
        let mut list: Vec<(Square, u16)> = Vec::new();
        if value == "-" {
            return Ok(list);
        }
        for part in value.split(',') {
            let Some((sq, n)) = part.split_once('=') else {
                return err("reserve", VfenFault::ReserveEntry { text: part.to_string() });
            };
            let sq = parse_square("reserve", sq, self)?;
            if list.iter().any(|(s, _)| *s == sq) {
                return err("reserve", VfenFault::Twice { square: sq });
            }
            let Some(n) = parse_count(n) else {
                return err("reserve", VfenFault::ReserveCount { square: sq, text: n.to_string() });
            };
            list.push((sq, n));
        }
        Ok(list)
    }

    /// `newborn:Q=10,b=7`: the reserve a promoted piece of each letter is born with.
    fn read_newborn(&mut self, value: &str) -> Result<(), VfenError> {
        for part in value.split(',') {
            let (k, n) = part.split_once('=').unwrap_or((part, ""));
            let piece = match k.chars().collect::<Vec<_>>().as_slice() {
                [c] => Piece::from_char(*c).filter(|p| p.role.has_reserve()),
                _ => None,
            };
            let Some(piece) = piece else {
                return err("newborn", VfenFault::NewbornEntry { text: part.to_string() });
            };
            let Some(n) = parse_count(n) else {
                return err("newborn", VfenFault::NewbornCount { letter: piece.char(), text: n.to_string() });
            };
            self.newborn.set(piece.color, piece.role, n);
        }
        Ok(())
    }

    fn king_square(&self, c: Color) -> Option<Square> {
        self.squares().find(|&s| self.cell(s) == Cell::Piece(Piece::new(c, Role::King)))
    }

    /// The outermost rook of `c` on the king's rank on one side of the king (X-FEN's K/Q).
    fn outermost_rook(&self, c: Color, kingside: bool) -> Option<Square> {
        let k = self.king_square(c)?;
        let rook = Cell::Piece(Piece::new(c, Role::Rook));
        let files: Vec<u8> =
            if kingside { (k.file() + 1..self.width).rev().collect() } else { (0..k.file()).collect() };
        files.into_iter().map(|f| Square::new(f, k.rank())).find(|&s| self.cell(s) == rook)
    }

    /// The placement field alone (VFEN.md field 1): ranks from the top, runs of empty squares
    /// as numbers, `X`/`x` bastions, `*` monuments. [`Setup::from_vfen`] reads it back.
    pub fn placement(&self) -> String {
        let mut s = String::new();
        write_placement(&mut s, self.width, self.height, |sq| self.cell(sq));
        s
    }

    /// The canonical VFEN.
    pub fn to_vfen(&self) -> String {
        let mut s = self.placement();
        s.push(' ');
        s.push(if self.turn == Color::White { 'w' } else { 'b' });
        s.push(' ');
        s.push_str(&self.castling_text());
        s.push(' ');
        match self.ep_square {
            Some(ep) => {
                let _ = write!(s, "{ep}");
            }
            None => s.push('-'),
        }
        let _ = write!(s, " {} {}", self.halfmoves, self.fullmoves);
        if let Some(list) = &self.reserves {
            let mut list = list.clone();
            list.sort();
            if list.is_empty() {
                s.push_str(" reserve:-");
            } else {
                let parts: Vec<String> = list.iter().map(|(sq, n)| format!("{sq}={n}")).collect();
                let _ = write!(s, " reserve:{}", parts.join(","));
            }
        }
        if !self.heroes.is_empty() {
            let _ = write!(s, " hero:{}", join(self.heroes));
        }
        if let Some(fresh) = self.fresh {
            let default = self.default_fresh();
            if fresh != default {
                if fresh.is_empty() {
                    s.push_str(" fresh:-");
                } else {
                    let _ = write!(s, " fresh:{}", join(fresh));
                }
            }
        }
        let mut nb = Vec::new();
        for (c, side) in [(Color::White, self.newborn.white), (Color::Black, self.newborn.black)] {
            for (i, role) in [Role::Queen, Role::Rook, Role::Bishop].into_iter().enumerate() {
                if side[i] != Newborn::default().white[i] {
                    nb.push(format!("{}={}", Piece::new(c, role).char(), side[i]));
                }
            }
        }
        if !nb.is_empty() {
            let _ = write!(s, " newborn:{}", nb.join(","));
        }
        s
    }

    fn castling_text(&self) -> String {
        if self.castling.is_empty() {
            return "-".into();
        }
        if self.width <= 10 {
            let mut letters = String::new();
            let mut covered = SquareSet::EMPTY;
            for (c, kingside, letter) in [
                (Color::White, true, 'K'),
                (Color::White, false, 'Q'),
                (Color::Black, true, 'k'),
                (Color::Black, false, 'q'),
            ] {
                if let Some(r) = self.outermost_rook(c, kingside)
                    && self.castling.contains(r)
                {
                    letters.push(letter);
                    covered.insert(r);
                }
            }
            if covered == self.castling {
                return letters;
            }
        }
        join(self.castling)
    }
}

/// Writes the placement field (VFEN.md field 1) of a `width` x `height` board whose squares
/// hold `cell(square)` onto `out`: what [`Setup::placement`] gives, for any board the caller
/// can read square by square (the club site writes one per ply without building a setup).
pub fn write_placement(out: &mut String, width: u8, height: u8, cell: impl Fn(Square) -> Cell) {
    // A run is at most 16 squares: its digits pushed as they are (no formatter per run).
    let run_digits = |out: &mut String, run: u8| {
        if run >= 10 {
            out.push(char::from(b'0' + run / 10));
        }
        out.push(char::from(b'0' + run % 10));
    };
    for r in (0..height).rev() {
        let mut run = 0u8;
        for f in 0..width {
            let c = match cell(Square::new(f, r)) {
                Cell::Empty => {
                    run += 1;
                    continue;
                }
                Cell::Piece(p) => p.char(),
                Cell::Bastion(Color::White) => 'X',
                Cell::Bastion(Color::Black) => 'x',
                Cell::Monument => '*',
            };
            if run > 0 {
                run_digits(out, run);
                run = 0;
            }
            out.push(c);
        }
        if run > 0 {
            run_digits(out, run);
        }
        if r > 0 {
            out.push('/');
        }
    }
}

fn join(set: SquareSet) -> String {
    set.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(",")
}

fn parse_castling(text: &str, setup: &Setup) -> Result<SquareSet, VfenError> {
    if text == "-" {
        return Ok(SquareSet::EMPTY);
    }
    if text.chars().all(|c| "KQkq".contains(c)) {
        if setup.width > 10 {
            return err("castling", VfenFault::CastlingLettersWide { width: setup.width });
        }
        let mut set = SquareSet::EMPTY;
        let mut seen = String::new();
        for c in text.chars() {
            if seen.contains(c) {
                return err("castling", VfenFault::CastlingLetterTwice { ch: c });
            }
            seen.push(c);
            let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
            if let Some(r) = setup.outermost_rook(color, c.eq_ignore_ascii_case(&'k')) {
                set.insert(r);
            }
        }
        return Ok(set);
    }
    let listed = parse_square_list("castling", text, setup)
        .map_err(|e| VfenError::new("castling", VfenFault::CastlingList(Box::new(e.fault))))?;
    // A listed square that holds no rook is dropped (VFEN.md).
    Ok(listed.iter().filter(|&s| matches!(setup.cell(s), Cell::Piece(Piece { role: Role::Rook, .. }))).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const VICTORIA: &str = "rnbqkbnr4/pppppppp4/4x7/1x7x2/12/12/12/6X5/2X9/9X2/4PPPPPPPP/4RNBQKBNR w e1,l1,a12,h12 - 0 1 reserve:e1=10,g1=9,h1=14,j1=9,l1=8,a12=10,c12=10,d12=10,f12=10,h12=10";

    fn round_trip(s: &str) {
        let p = Position::from_vfen(s, Rules::default()).unwrap();
        assert_eq!(p.to_vfen(), s);
    }

    #[test]
    fn fen_and_vfen_round_trip() {
        round_trip(START);
        round_trip(VICTORIA);
        round_trip("4k3/8/8/8/8/8/8/4K3 b - - 12 40");
        round_trip(
            "k11/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1 reserve:- hero:- fresh:-"
                .replace(" hero:- fresh:-", "")
                .as_str(),
        );
    }

    #[test]
    fn missing_fields_default() {
        let p = Position::from_vfen("4k3/8/8/8/8/8/8/4K3", Rules::default()).unwrap();
        assert_eq!(p.to_vfen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    }

    #[test]
    fn errors_name_field_and_fault() {
        let bad = "rnbqkbnr4/pppppppp5/12/12/12/12/12/12/12/12/PPPPPPPP4/RNBQKBNR4 w - - 0 1";
        let e = Position::from_vfen(bad, Rules::default()).unwrap_err().to_string();
        assert_eq!(e, "placement: rank 11 adds up to 13 squares, the board is 12 wide");
        let e = Position::from_vfen("4k3/8/8/8/8/8/8/4K3 x", Rules::default()).unwrap_err().to_string();
        assert!(e.starts_with("side:"), "{e}");
        let e = Position::from_vfen("4k3/8/8/8/8/8/8/4K3 w - - 0 1 colour:red", Rules::default()).unwrap_err();
        assert_eq!(e.field, "tokens");
        let e = Position::from_vfen("4k3/8/8/8/8/8/8/4K3 w - - 0 1 reserve:e1=3", Rules::default()).unwrap_err();
        assert_eq!(e.field, "reserve");
        let e = Position::from_vfen("4k3/8/8/8/8/8/8/8 w", Rules::default()).unwrap_err().to_string();
        assert!(e.contains("White has 0 kings"), "{e}");
        let e = Position::from_vfen("r3k6r/12/12/12/12/12/12/12/12/12/12/R3K6R w KQkq - 0 1", Rules::default())
            .unwrap_err();
        assert_eq!(e.field, "castling");
    }

    #[test]
    fn castling_letters_and_squares() {
        let p = Position::from_vfen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Rules::default()).unwrap();
        assert_eq!(p.to_vfen(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let p = Position::from_vfen("r3k2r/8/8/8/8/8/8/R3K2R w a1,h8 - 0 1", Rules::default()).unwrap();
        assert_eq!(p.to_vfen(), "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1");
        // An inner rook is not the outermost: the square list stays.
        let p = Position::from_vfen("4k3/8/8/8/8/8/8/RR2K3 w b1 - 0 1", Rules::default()).unwrap();
        assert_eq!(p.to_vfen(), "4k3/8/8/8/8/8/8/RR2K3 w b1 - 0 1");
        // A listed square without a rook is dropped.
        let p = Position::from_vfen("4k3/8/8/8/8/8/8/R3K3 w a1,h1 - 0 1", Rules::default()).unwrap();
        assert_eq!(p.to_vfen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    }

    #[test]
    fn classical_ignores_victoria_tokens() {
        let p = Position::from_vfen(VICTORIA, Rules::classical()).unwrap();
        assert!(!p.reserves_in_play());
        assert!(!p.to_vfen().contains("reserve:"));
    }
}
