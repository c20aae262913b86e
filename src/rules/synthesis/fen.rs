//! Reading and writing Synthesis positions (S2): an 8x8 FEN (missing trailing fields default
//! to `w - - 0 1`) followed by the tokens `queen:`, `classical:` and `escapes:`, written
//! canonically so that equal positions give equal strings.

use super::board::{self, Board};
use super::position::{BK, BQ, ESCAPES, Position, WK, WQ, castling_rook, king_home};
use super::regime::{QueenState, Regime, queen_home};
use crate::rules::{Color, Options, Piece, Role, Square};
use std::fmt::Write;

/// Why a position could not be read: the field or token at fault and how to fix it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct FenError {
    /// `placement`, `side`, `castling`, `en-passant`, `halfmove`, `fullmove`, `queen`,
    /// `classical`, `escapes`, `tokens` or `kings`.
    pub field: &'static str,
    pub message: String,
}

fn err(field: &'static str, message: impl Into<String>) -> FenError {
    FenError { field, message: message.into() }
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
                return Err(err(
                    "tokens",
                    format!("'{part}' stands after the tokens: write the six FEN fields first, then the tokens"),
                ));
            } else if fields.len() == 6 {
                return Err(err(
                    "tokens",
                    format!("'{part}' is a seventh field: tokens are written key:value (queen:, classical:, escapes:)"),
                ));
            } else {
                fields.push(part);
            }
        }
        if fields.is_empty() {
            return Err(err(
                "placement",
                "the position is empty: write a FEN such as rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ));
        }
        let defaults = ["", "w", "-", "-", "0", "1"];
        let f = |i: usize| fields.get(i).copied().unwrap_or(defaults[i]);

        let board = read_placement(f(0))?;
        let turn = match f(1) {
            "w" => Color::White,
            "b" => Color::Black,
            s => return Err(err("side", format!("'{s}' is not a side to move: write w or b"))),
        };
        // Kings: at most one each; a missing king only as S27 allows.
        for c in Color::ALL {
            let n = board::squares().filter(|s| board.get(*s) == Some(Piece::new(c, Role::King))).count();
            if n > 1 {
                return Err(err(
                    "kings",
                    format!("{c} has {n} kings: each colour has one king, or none once it has been captured (S27)"),
                ));
            }
        }
        if board.king(turn).is_some() && board.king(turn.other()).is_none() {
            return Err(err(
                "kings",
                format!(
                    "{} has no king but it is {}'s move: a captured king's colour moves next with its one reply (S27), so the side to move must be {}",
                    turn.other(),
                    turn,
                    turn.other()
                ),
            ));
        }
        let castling = read_castling(f(2), &board)?;
        let ep = read_ep(f(3), &board, turn)?;
        let halfmoves: u32 = f(4)
            .parse()
            .map_err(|_| err("halfmove", format!("'{}' is not a number of plies: write 0 or more", f(4))))?;
        let fullmoves: u32 = f(5)
            .parse()
            .ok()
            .filter(|n| *n >= 1)
            .ok_or_else(|| err("fullmove", format!("'{}' is not a move number: write 1 or more", f(5))))?;

        let mut queen_tok = None;
        let mut classical_tok = None;
        let mut escapes_tok = None;
        for t in tokens {
            let (key, value) = t.split_once(':').unwrap_or((t, ""));
            let slot = match key {
                "queen" => &mut queen_tok,
                "classical" => &mut classical_tok,
                "escapes" => &mut escapes_tok,
                _ => {
                    return Err(err(
                        "tokens",
                        format!(
                            "unknown token '{key}:': Synthesis positions take queen:, classical: and escapes: (S2)"
                        ),
                    ));
                }
            };
            if slot.is_some() {
                return Err(err("tokens", format!("the token {key}: is given twice: write it once")));
            }
            *slot = Some(value);
        }

        let mut queen = [QueenState::CapturedHome; 2];
        if let Some(v) = queen_tok {
            let parts: Vec<&str> = v.split(',').collect();
            if parts.len() != 2 {
                return Err(err(
                    "queen",
                    format!("'queen:{v}' needs two values, White's then Black's: e.g. queen:d1,xaway"),
                ));
            }
            for (c, part) in Color::ALL.into_iter().zip(parts) {
                queen[c.index()] = match part {
                    "xhome" => QueenState::CapturedHome,
                    "xaway" => QueenState::CapturedAway,
                    s => {
                        let sq: Square = s.parse().ok().filter(|q| board::on_board(*q)).ok_or_else(|| {
                            err(
                                "queen",
                                format!(
                                    "'{s}' is not a square of the 8x8 board, xhome or xaway ({c}'s original queen, S5)"
                                ),
                            )
                        })?;
                        if board.get(sq) != Some(Piece::new(c, Role::Queen)) {
                            return Err(err(
                                "queen",
                                format!(
                                    "{sq} holds no {} queen, so {c}'s original queen cannot stand there (S5)",
                                    c.key()
                                ),
                            ));
                        }
                        QueenState::On(sq)
                    }
                };
            }
        } else {
            for c in Color::ALL {
                queen[c.index()] = Position::default_queen(&board, c).ok_or_else(|| {
                    err(
                        "queen",
                        format!(
                            "{c} has several queens and none on {}: say which is the original one (S5), e.g. queen:{},{}",
                            queen_home(c),
                            if c == Color::White { "c4" } else { "d8" },
                            if c == Color::White { "d8" } else { "c5" },
                        ),
                    )
                })?;
            }
        }

        let mut classical = [false; 2];
        if let Some(v) = classical_tok {
            match v {
                "w" => classical[0] = true,
                "b" => classical[1] = true,
                "wb" | "bw" => classical = [true, true],
                _ => {
                    return Err(err(
                        "classical",
                        format!("'classical:{v}' must name w, b or wb: the colours in regime D (S18)"),
                    ));
                }
            }
        }

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
            let mut seen = [false; 2];
            for part in v.split(',') {
                let (c, n) = part.split_once('=').ok_or_else(|| {
                    err("escapes", format!("'{part}' is not colour=number: write e.g. escapes:w=31,b=5"))
                })?;
                let c = match c {
                    "w" => Color::White,
                    "b" => Color::Black,
                    _ => return Err(err("escapes", format!("'{c}' is not a colour: write w or b"))),
                };
                if std::mem::replace(&mut seen[c.index()], true) {
                    return Err(err("escapes", format!("{c} is named twice: write each colour once")));
                }
                let n: u8 = n.parse().ok().filter(|n| *n <= ESCAPES).ok_or_else(|| {
                    err("escapes", format!("'{n}' is not a number of escapes for {c}: write 0 to 32 (S16)"))
                })?;
                if pos.regime(c) != Regime::C {
                    return Err(err(
                        "escapes",
                        format!(
                            "{c} is in regime {}, not C: only a colour whose queen was captured away from home counts escapes (S16)",
                            pos.regime(c)
                        ),
                    ));
                }
                pos.escapes[c.index()] = n;
            }
        }
        Ok(pos)
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
        return Err(err(
            "placement",
            format!(
                "'{text}' has {} ranks: Synthesis is played on 8x8, write 8 ranks separated by / (S1)",
                ranks.len()
            ),
        ));
    }
    let mut board = Board::empty();
    for (i, row) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
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
                    return Err(err(
                        "placement",
                        format!("rank {} holds '{ch}': Synthesis has no bastions or monuments (S1)", rank + 1),
                    ));
                }
                c => Piece::from_char(c).ok_or_else(|| {
                    err(
                        "placement",
                        format!(
                            "rank {} holds '{c}', which is not a piece letter (KQRBNP for White, kqrbnp for Black)",
                            rank + 1
                        ),
                    )
                })?,
            };
            if file >= 8 {
                return Err(err("placement", format!("rank {} '{row}' is longer than 8 squares (S1)", rank + 1)));
            }
            let sq = Square::new(file as u8, rank);
            if p.role == Role::Pawn && (rank == 0 || rank == 7) {
                return Err(err(
                    "placement",
                    format!("a pawn stands on {sq}: pawns never stand on the first or last rank (S26)"),
                ));
            }
            board.set(sq, Some(p));
            file += 1;
        }
        flush(&mut digits, &mut file);
        if file != 8 {
            return Err(err(
                "placement",
                format!("rank {} '{row}' adds up to {file} squares: each rank has 8 (S1)", rank + 1),
            ));
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
                return Err(err(
                    "castling",
                    format!("'{name}' is not a castling right: write - or letters from KQkq (S24)"),
                ));
            }
        };
        if rights & bit != 0 {
            return Err(err("castling", format!("the right '{name}' is written twice in '{text}'")));
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
    let sq: Square = text.parse().ok().filter(|s| board::on_board(*s)).ok_or_else(|| {
        err("en-passant", format!("'{text}' is not a square: write - or the square a pawn skipped, e.g. e3"))
    })?;
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
            format!(
                "{sq} cannot be the en-passant square with {turn} to move: it must be an empty square on rank {} with {mover}'s pawn right behind it on {pawn_sq} (S25)",
                skipped_rank + 1
            ),
        ));
    }
    Ok(Some(sq))
}
