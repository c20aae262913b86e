//! Reading and writing Synthesis positions (S2): an 8x8 FEN (missing trailing fields default
//! to `w - - 0 1`) followed by the tokens `queen:`, `classical:` and `escapes:`, written
//! canonically so that equal positions give equal strings.

use super::board::{self, Board};
use super::position::{BK, BQ, ESCAPES, Position, WK, WQ, castling_rook, king_home};
use super::regime::{QueenState, Regime};
use crate::{Color, Options, Piece, Role, Square};
use std::fmt::Write;

/// Why a position could not be read: the field or token at fault and the fault, as facts. Its
/// words come from the catalogue `vfen.ftl` (the notation words of `i18n`), each saying how to
/// fix it; `Display` is the English, "field: fault".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError {
    /// `placement`, `side`, `castling`, `en-passant`, `halfmove`, `fullmove`, `queen`,
    /// `classical`, `escapes`, `tokens` or `kings`.
    pub field: &'static str,
    pub fault: FenFault,
}

/// What is wrong in a Synthesis FEN: the text, square, colour or count at fault. Ranks are
/// 1-based.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenFault {
    /// A field written after the tokens.
    AfterTokens { text: String },
    /// A seventh field.
    SeventhField { text: String },
    /// Nothing was given.
    Empty,
    /// The side to move is not `w` or `b`.
    Side { text: String },
    /// A colour with more than one king (S27).
    KingCount { color: Color, count: u32 },
    /// `color` has no king but the other colour is to move (S27).
    KingMissing { color: Color },
    /// The halfmove clock is not a number of plies.
    Halfmove { text: String },
    /// The fullmove number is not 1 or more.
    Fullmove { text: String },
    /// A token Synthesis does not know.
    UnknownToken { key: String },
    /// A token given twice.
    TokenTwice { key: String },
    /// `queen:` without two values.
    QueenValues { text: String },
    /// A `queen:` value that is no square, `xhome` or `xaway`.
    QueenSquare { color: Color, text: String },
    /// The `queen:` square holds no queen of that colour (S5).
    QueenNotThere { color: Color, square: Square },
    /// Several queens, none at home, and no `queen:` token (S5).
    QueenAmbiguous { color: Color },
    /// `classical:` naming something else than w, b or wb (S18).
    Classical { text: String },
    /// An `escapes:` entry that is not colour=number.
    EscapesEntry { text: String },
    /// An `escapes:` colour that is not w or b.
    EscapesColor { text: String },
    /// A colour named twice in `escapes:`.
    EscapesTwice { color: Color },
    /// A number of escapes out of 0–32 (S16).
    EscapesCount { color: Color, text: String },
    /// Escapes for a colour that is not in regime C (S16).
    EscapesRegime { color: Color, regime: Regime },
    /// The placement has another number of ranks than 8 (S1).
    RankCount { text: String, ranks: u32 },
    /// A bastion or monument sign (S1).
    NoBastions { rank: u32, ch: char },
    /// A character that is no piece letter.
    BadChar { rank: u32, ch: char },
    /// A rank longer than 8 squares (S1).
    RankLong { rank: u32, text: String },
    /// A pawn on the first or last rank (S26).
    PawnOnEdge { square: Square },
    /// A rank that adds up to another count than 8 (S1).
    RankWidth { rank: u32, text: String, squares: u32 },
    /// A castling right that is not one of KQkq (S24).
    CastlingRight { name: String },
    /// A castling right written twice.
    CastlingTwice { name: String, text: String },
    /// The en-passant field is no square of the board.
    EpSquare { text: String },
    /// The en-passant square does not fit the position (S25): it must be empty on `rank` with
    /// the other colour's pawn on `pawn`.
    EpWrong { square: Square, turn: Color, rank: u32, pawn: Square },
}

impl FenError {
    /// Every shape of the fault, for tests that word them all.
    pub fn examples() -> Vec<FenError> {
        use FenFault::*;
        let square = Square::new(3, 3);
        let text = || "z9".to_string();
        let mut v = vec![
            AfterTokens { text: text() },
            SeventhField { text: text() },
            Empty,
            Side { text: text() },
            Halfmove { text: text() },
            Fullmove { text: text() },
            UnknownToken { key: "reserve".into() },
            TokenTwice { key: "queen".into() },
            QueenValues { text: text() },
            Classical { text: text() },
            EscapesEntry { text: text() },
            EscapesColor { text: text() },
            RankCount { text: text(), ranks: 3 },
            NoBastions { rank: 2, ch: 'X' },
            BadChar { rank: 2, ch: 'y' },
            RankLong { rank: 2, text: text() },
            PawnOnEdge { square },
            RankWidth { rank: 2, text: text(), squares: 9 },
            CastlingRight { name: text() },
            CastlingTwice { name: "K".into(), text: "KK".into() },
            EpSquare { text: text() },
        ];
        for color in Color::ALL {
            v.extend([
                KingCount { color, count: 2 },
                KingMissing { color },
                QueenSquare { color, text: text() },
                QueenNotThere { color, square },
                QueenAmbiguous { color },
                EscapesTwice { color },
                EscapesCount { color, text: text() },
                EscapesRegime { color, regime: Regime::A },
                EpWrong { square, turn: color, rank: 3, pawn: square },
            ]);
        }
        v.into_iter().map(|fault| FenError { field: "placement", fault }).collect()
    }
}

impl std::error::Error for FenError {}

fn err(field: &'static str, fault: FenFault) -> FenError {
    FenError { field, fault }
}

/// The values of the `queen:`, `classical:` and `escapes:` tokens, each at most once.
fn read_tokens<'a>(tokens: &[&'a str]) -> Result<[Option<&'a str>; 3], FenError> {
    let mut values = [None; 3];
    for t in tokens {
        let (key, value) = t.split_once(':').unwrap_or((t, ""));
        let slot = match key {
            "queen" => &mut values[0],
            "classical" => &mut values[1],
            "escapes" => &mut values[2],
            _ => return Err(err("tokens", FenFault::UnknownToken { key: key.to_string() })),
        };
        if slot.is_some() {
            return Err(err("tokens", FenFault::TokenTwice { key: key.to_string() }));
        }
        *slot = Some(value);
    }
    Ok(values)
}

/// Each side's queen (S7): `queen:d1,xhome` names it, else the board must say it.
fn read_queens(token: Option<&str>, board: &Board) -> Result<[QueenState; 2], FenError> {
    let mut queen = [QueenState::CapturedHome; 2];
    let Some(v) = token else {
        for c in Color::ALL {
            queen[c.index()] =
                Position::default_queen(board, c).ok_or_else(|| err("queen", FenFault::QueenAmbiguous { color: c }))?;
        }
        return Ok(queen);
    };
    let parts: Vec<&str> = v.split(',').collect();
    if parts.len() != 2 {
        return Err(err("queen", FenFault::QueenValues { text: v.to_string() }));
    }
    for (c, part) in Color::ALL.into_iter().zip(parts) {
        queen[c.index()] = match part {
            "xhome" => QueenState::CapturedHome,
            "xaway" => QueenState::CapturedAway,
            s => {
                let sq: Square = s
                    .parse()
                    .ok()
                    .filter(|q| board::on_board(*q))
                    .ok_or_else(|| err("queen", FenFault::QueenSquare { color: c, text: s.to_string() }))?;
                if board.get(sq) != Some(Piece::new(c, Role::Queen)) {
                    return Err(err("queen", FenFault::QueenNotThere { color: c, square: sq }));
                }
                QueenState::On(sq)
            }
        };
    }
    Ok(queen)
}

impl Position {
    /// Reads a position written as S2 says. Bad input is refused with the field and the fault.
    pub fn from_fen(text: &str, options: Options) -> Result<Position, FenError> {
        let mut fields: Vec<&str> = Vec::new();
        let mut tokens: Vec<&str> = Vec::new();
        for part in text.split_whitespace() {
            if part.contains(':') {
                tokens.push(part);
            } else if !tokens.is_empty() {
                return Err(err("tokens", FenFault::AfterTokens { text: part.to_string() }));
            } else if fields.len() == 6 {
                return Err(err("tokens", FenFault::SeventhField { text: part.to_string() }));
            } else {
                fields.push(part);
            }
        }
        if fields.is_empty() {
            return Err(err("placement", FenFault::Empty));
        }
        let defaults = ["", "w", "-", "-", "0", "1"];
        let f = |i: usize| fields.get(i).copied().unwrap_or(defaults[i]);

        let board = read_placement(f(0))?;
        let turn = match f(1) {
            "w" => Color::White,
            "b" => Color::Black,
            s => return Err(err("side", FenFault::Side { text: s.to_string() })),
        };
        // Kings: at most one each; a missing king only as S27 allows.
        for c in Color::ALL {
            let n = board::squares().filter(|s| board.get(*s) == Some(Piece::new(c, Role::King))).count();
            if n > 1 {
                return Err(err("kings", FenFault::KingCount { color: c, count: n as u32 }));
            }
        }
        if board.king(turn).is_some() && board.king(turn.other()).is_none() {
            return Err(err("kings", FenFault::KingMissing { color: turn.other() }));
        }
        let castling = read_castling(f(2), &board)?;
        let ep = read_ep(f(3), &board, turn)?;
        let halfmoves: u32 =
            f(4).parse().map_err(|_| err("halfmove", FenFault::Halfmove { text: f(4).to_string() }))?;
        let fullmoves: u32 = f(5)
            .parse()
            .ok()
            .filter(|n| *n >= 1)
            .ok_or_else(|| err("fullmove", FenFault::Fullmove { text: f(5).to_string() }))?;

        let [queen_tok, classical_tok, escapes_tok] = read_tokens(&tokens)?;

        let queen = read_queens(queen_tok, &board)?;

        let classical = match classical_tok {
            None => [false; 2],
            Some("w") => [true, false],
            Some("b") => [false, true],
            Some("wb" | "bw") => [true, true],
            Some(v) => return Err(err("classical", FenFault::Classical { text: v.to_string() })),
        };

        let mut pos = Position {
            board,
            turn,
            castling,
            ep,
            halfmoves,
            fullmoves,
            queen,
            classical,
            escapes: [ESCAPES; 2],
            options,
        };
        pos.pass_to_classical();

        if let Some(v) = escapes_tok {
            pos.read_escapes(v)?;
        }
        Ok(pos)
    }

    /// `escapes:w=3,b=0`: the escapes left to a side in regime C (S20), each side once.
    fn read_escapes(&mut self, v: &str) -> Result<(), FenError> {
        let mut seen = [false; 2];
        for part in v.split(',') {
            let (c, n) = part
                .split_once('=')
                .ok_or_else(|| err("escapes", FenFault::EscapesEntry { text: part.to_string() }))?;
            let c = match c {
                "w" => Color::White,
                "b" => Color::Black,
                _ => return Err(err("escapes", FenFault::EscapesColor { text: c.to_string() })),
            };
            if std::mem::replace(&mut seen[c.index()], true) {
                return Err(err("escapes", FenFault::EscapesTwice { color: c }));
            }
            let n: u8 = n
                .parse()
                .ok()
                .filter(|n| *n <= ESCAPES)
                .ok_or_else(|| err("escapes", FenFault::EscapesCount { color: c, text: n.to_string() }))?;
            if self.regime(c) != Regime::C {
                return Err(err("escapes", FenFault::EscapesRegime { color: c, regime: self.regime(c) }));
            }
            self.escapes[c.index()] = n;
        }
        Ok(())
    }

    /// The position written canonically (S2).
    pub fn to_fen(&self) -> String {
        let mut s = String::new();
        for r in (0..8u8).rev() {
            let mut empty = 0;
            for f in 0..8u8 {
                match self.board.get(Square::new(f, r)) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(s, "{empty}");
                            empty = 0;
                        }
                        s.push(p.char());
                    }
                }
            }
            if empty > 0 {
                let _ = write!(s, "{empty}");
            }
            if r > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(if self.turn == Color::White { 'w' } else { 'b' });
        s.push(' ');
        let mut castle = String::new();
        for (bit, ch) in [(WK, 'K'), (WQ, 'Q'), (BK, 'k'), (BQ, 'q')] {
            if self.castling & bit != 0 {
                castle.push(ch);
            }
        }
        s.push_str(if castle.is_empty() { "-" } else { &castle });
        let _ =
            write!(s, " {} {} {}", self.ep.map_or("-".to_string(), |e| e.to_string()), self.halfmoves, self.fullmoves);
        let default_queens = Color::ALL.map(|c| Position::default_queen(&self.board, c));
        if default_queens != self.queen.map(Some) {
            let _ = write!(s, " queen:{},{}", self.queen[0].token(), self.queen[1].token());
        }
        match (self.regime(Color::White) == Regime::D, self.regime(Color::Black) == Regime::D) {
            (true, true) => s.push_str(" classical:wb"),
            (true, false) => s.push_str(" classical:w"),
            (false, true) => s.push_str(" classical:b"),
            (false, false) => {}
        }
        let esc: Vec<String> = Color::ALL
            .into_iter()
            .filter_map(|c| self.escapes(c).filter(|n| *n < ESCAPES).map(|n| format!("{}={n}", &c.key()[..1])))
            .collect();
        if !esc.is_empty() {
            let _ = write!(s, " escapes:{}", esc.join(","));
        }
        s
    }
}

fn read_placement(text: &str) -> Result<Board, FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err("placement", FenFault::RankCount { text: text.to_string(), ranks: ranks.len() as u32 }));
    }
    let mut board = Board::empty();
    for (i, row) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let rank_no = rank as u32 + 1;
        let mut file: u32 = 0;
        let mut digits = String::new();
        let flush = |digits: &mut String, file: &mut u32| {
            if !digits.is_empty() {
                *file += digits.parse::<u32>().unwrap_or(99);
                digits.clear();
            }
        };
        for ch in row.chars() {
            if ch.is_ascii_digit() {
                digits.push(ch);
                continue;
            }
            flush(&mut digits, &mut file);
            let p = match ch {
                'X' | 'x' | '*' => {
                    return Err(err("placement", FenFault::NoBastions { rank: rank_no, ch }));
                }
                c => Piece::from_char(c).ok_or_else(|| err("placement", FenFault::BadChar { rank: rank_no, ch: c }))?,
            };
            if file >= 8 {
                return Err(err("placement", FenFault::RankLong { rank: rank_no, text: row.to_string() }));
            }
            let sq = Square::new(file as u8, rank);
            if p.role == Role::Pawn && (rank == 0 || rank == 7) {
                return Err(err("placement", FenFault::PawnOnEdge { square: sq }));
            }
            board.set(sq, Some(p));
            file += 1;
        }
        flush(&mut digits, &mut file);
        if file != 8 {
            return Err(err("placement", FenFault::RankWidth { rank: rank_no, text: row.to_string(), squares: file }));
        }
    }
    Ok(board)
}

fn read_castling(text: &str, board: &Board) -> Result<u8, FenError> {
    if text == "-" {
        return Ok(0);
    }
    let mut rights = 0u8;
    let names: Vec<String> = if text.contains(',') || text.chars().any(|c| c.is_ascii_digit()) {
        text.split(',').map(str::to_string).collect()
    } else {
        text.chars().map(|c| c.to_string()).collect()
    };
    for name in names {
        let bit = match name.as_str() {
            "K" | "H" | "h1" => WK,
            "Q" | "A" | "a1" => WQ,
            "k" | "h" | "h8" => BK,
            "q" | "a" | "a8" => BQ,
            _ => {
                return Err(err("castling", FenFault::CastlingRight { name }));
            }
        };
        if rights & bit != 0 {
            return Err(err("castling", FenFault::CastlingTwice { name, text: text.to_string() }));
        }
        rights |= bit;
    }
    // A right whose king and rook are not on their squares is dropped (S2).
    for bit in [WK, WQ, BK, BQ] {
        let c = if bit <= WQ { Color::White } else { Color::Black };
        if board.get(king_home(c)) != Some(Piece::new(c, Role::King))
            || board.get(castling_rook(bit)) != Some(Piece::new(c, Role::Rook))
        {
            rights &= !bit;
        }
    }
    Ok(rights)
}

fn read_ep(text: &str, board: &Board, turn: Color) -> Result<Option<Square>, FenError> {
    if text == "-" {
        return Ok(None);
    }
    let sq: Square = text
        .parse()
        .ok()
        .filter(|s| board::on_board(*s))
        .ok_or_else(|| err("en-passant", FenFault::EpSquare { text: text.to_string() }))?;
    let mover = turn.other();
    let (skipped_rank, pawn_rank) = if mover == Color::White { (2, 3) } else { (5, 4) };
    let pawn_sq = Square::new(sq.file(), pawn_rank);
    if sq.rank() != skipped_rank
        || board.get(sq).is_some()
        || board.get(pawn_sq) != Some(Piece::new(mover, Role::Pawn))
        || board.get(Square::new(sq.file(), if mover == Color::White { 1 } else { 6 })).is_some()
    {
        return Err(err(
            "en-passant",
            FenFault::EpWrong { square: sq, turn, rank: skipped_rank as u32 + 1, pawn: pawn_sq },
        ));
    }
    Ok(Some(sq))
}
