//! Squares of boards from 5x5 to 16x16: a square is one byte, `rank * 16 + file`, so the same
//! index works on every board size; the board's own width and height say which squares exist.

use std::fmt;
use std::str::FromStr;

/// The largest width or height a board may have.
pub const MAX_SIDE: u8 = 16;
/// The smallest width or height a board may have.
pub const MIN_SIDE: u8 = 5;

/// A square, `a1` … `p16`. File and rank are zero-based inside.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1). Both must be below 16.
    pub const fn new(file: u8, rank: u8) -> Square {
        debug_assert!(file < MAX_SIDE && rank < MAX_SIDE);
        Square(rank * MAX_SIDE + file)
    }

    /// The square with this raw index (`rank * 16 + file`).
    pub const fn from_index(index: u8) -> Square {
        Square(index)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Zero-based file: 0 is `a`.
    pub const fn file(self) -> u8 {
        self.0 % MAX_SIDE
    }

    /// Zero-based rank: 0 is rank 1.
    pub const fn rank(self) -> u8 {
        self.0 / MAX_SIDE
    }

    /// The square `df` files and `dr` ranks away, if it lies on a board `width` x `height`.
    pub fn offset(self, df: i8, dr: i8, width: u8, height: u8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || r < 0 || f >= width as i8 || r >= height as i8 { None } else { Some(Square::new(f as u8, r as u8)) }
    }

    /// The file letter, `a` … `p`.
    pub fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// Reads `a1` … `p16` from the start of `s`; returns the square and the bytes it used.
    pub fn parse_prefix(s: &str) -> Option<(Square, usize)> {
        let b = s.as_bytes();
        let file = match b.first() {
            Some(c @ b'a'..=b'p') => c - b'a',
            _ => return None,
        };
        let digits = b[1..].iter().take(2).take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 || b[1] == b'0' {
            return None;
        }
        // A two-digit rank is read only when it is a real rank (10..16).
        let mut used = digits;
        let mut rank: u32 = s[1..1 + digits].parse().ok()?;
        if digits == 2 && rank > MAX_SIDE as u32 {
            used = 1;
            rank = (b[1] - b'0') as u32;
        }
        if rank == 0 || rank > MAX_SIDE as u32 {
            return None;
        }
        Some((Square::new(file, rank as u8 - 1), 1 + used))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank() + 1)
    }
}

/// Why a square name could not be read: the text as written. Its words come from the
/// catalogue (`vfen.ftl`); `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        match Square::parse_prefix(s) {
            Some((sq, n)) if n == s.len() => Ok(sq),
            _ => Err(ParseSquareError(s.to_string())),
        }
    }
}

/// A square is written as its name, `"e4"`, in JSON.
impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of squares of a 16x16 grid, one bit a square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct SquareSet([u64; 4]);

impl SquareSet {
    pub const EMPTY: SquareSet = SquareSet([0; 4]);

    pub fn contains(&self, sq: Square) -> bool {
        self.0[sq.index() >> 6] >> (sq.index() & 63) & 1 != 0
    }
    pub fn insert(&mut self, sq: Square) {
        self.0[sq.index() >> 6] |= 1 << (sq.index() & 63);
    }
    pub fn remove(&mut self, sq: Square) {
        self.0[sq.index() >> 6] &= !(1 << (sq.index() & 63));
    }
    pub fn set(&mut self, sq: Square, on: bool) {
        if on { self.insert(sq) } else { self.remove(sq) }
    }
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    /// The set as its four words of bits (square index `i` is bit `i % 64` of word `i / 64`).
    pub(crate) fn words(&self) -> [u64; 4] {
        self.0
    }
    /// The squares in index order: by rank, then file (`f1` before `c8`), as VFEN lists them.
    pub fn iter(&self) -> SquareIter {
        SquareIter { words: self.0, word: 0 }
    }
}

/// The squares of a `SquareSet`, lowest index first.
#[derive(Clone, Debug)]
pub struct SquareIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for SquareIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        while self.word < 4 {
            let bits = self.words[self.word];
            if bits != 0 {
                self.words[self.word] = bits & (bits - 1);
                return Some(Square::from_index((self.word as u32 * 64 + bits.trailing_zeros()) as u8));
            }
            self.word += 1;
        }
        None
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut s = SquareSet::EMPTY;
        for sq in iter {
            s.insert(sq);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for idx in 0..=255u8 {
            let sq = Square::from_index(idx);
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
        assert_eq!("c10".parse::<Square>().unwrap(), Square::new(2, 9));
        assert_eq!("l12".parse::<Square>().unwrap(), Square::new(11, 11));
    }

    #[test]
    fn bad_names_are_refused() {
        for bad in ["", "a", "a0", "q1", "a17", "A1", "a1x", "a01"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn prefix_reads_two_digit_ranks_only_when_real() {
        assert_eq!(Square::parse_prefix("c10c12q"), Some((Square::new(2, 9), 3)));
        assert_eq!(Square::parse_prefix("a17"), Some((Square::new(0, 0), 2)));
    }

    #[test]
    fn set_iterates_by_rank_then_file() {
        let s: SquareSet = ["c8", "f1", "p16"].iter().map(|s| s.parse().unwrap()).collect();
        let v: Vec<String> = s.iter().map(|q| q.to_string()).collect();
        assert_eq!(v, ["f1", "c8", "p16"]);
        assert_eq!(s.len(), 3);
    }
}
