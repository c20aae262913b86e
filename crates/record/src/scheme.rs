//! A player's setup scheme (R2, R4, R6–R8, R14): reading it as typed (`Ke1 Qd1=10 Ra1=12 …
//! e2 f2 … Xc4`, Latin or Russian piece letters in any case, pawns as `e2`, `Pe2` or `пe2`) or
//! from a small text file, validating it with every problem listed at once, and its canonical
//! text — the exact bytes the seal's commitment is computed over.
//!
//! The typed form: tokens separated by spaces, commas, semicolons or new lines; `#` starts a
//! comment. A token is a piece letter and a square (`Ke1`, `Крe1`, `Фd1`, `Nb1`, `Кb1`); a bare
//! square or `P`/`п` + square is a pawn; a queen, rook or bishop may carry its reserve as
//! `=N` (`Qd1=10`, `Лa1=12`); `X` or `Б` + square is a bastion (`Xc4`, `Бc4`), and after the word
//! `bastions:` (`бастионы:`) bare squares are bastions. `white:`/`black:` (`белые:`/`чёрные:`)
//! may name the side; it must then be the side sealing.

use super::model::{PlacedPiece, ReserveAllocation, ReserveSlot, RevealedScheme};
use crate::t;
use victoria_rules::i18n::Words;
use victoria_rules::{Color, Options, Role, Square};
use victoria_words::Lang;

/// A scheme as a player wrote it: pieces, bastions (for `arbitrary`), reserve allocations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scheme {
    pub color: Color,
    pub pieces: Vec<(Role, Square)>,
    pub bastions: Vec<Square>,
    /// Reserve allocation by the square of the queen, rook or bishop.
    pub reserves: Vec<(Square, u16)>,
}

/// One problem of a scheme, as facts (the pieces, squares, counts and rulings it names); its
/// words come from the catalogue `scheme.ftl` (the scheme words of `i18n`). `ranks` are
/// 1-based, first and last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SchemeProblem {
    /// A token that is not a piece on a square.
    NotAPiece { token: String },
    /// The reserve after `=` is not a whole number.
    BadReserve { token: String },
    /// A bare square with a reserve: only a queen, rook or bishop carries one (R12).
    ReserveNeedsLetter { token: String, square: Square, n: u16 },
    /// A bastion written with a reserve.
    BastionReserve { token: String },
    /// A piece that carries no reserve written with one (R12).
    RoleReserve { token: String, role: Role },
    /// The text is headed for the other side.
    OtherSide { token: String, color: Color },
    /// Nothing was typed.
    Empty { color: Color },
    /// The scheme file cannot be read.
    Unreadable { path: String, error: String },
    /// R2: `n` pieces of `role` where the army has `want`.
    Army { color: Color, role: Role, n: usize, want: usize },
    /// R1: a piece off the board.
    PieceOffBoard { role: Role, square: Square, width: u8, height: u8 },
    /// R4: a piece outside its side's half.
    PieceOutsideHalf { color: Color, role: Role, square: Square, ranks: (u8, u8) },
    /// R4: two pieces on one square (`first` written first).
    SameSquare { first: Role, second: Role, square: Square },
    /// R7: `n` bastions where three are needed.
    BastionCount { color: Color, n: usize },
    /// R1: a bastion off the board.
    BastionOffBoard { square: Square, width: u8, height: u8 },
    /// R7: a bastion outside its side's bastion ranks.
    BastionOutsideZone { color: Color, square: Square, ranks: (u8, u8) },
    /// R7: two bastions on one square.
    TwoBastions { square: Square },
    /// R8: a bastion where a piece of the side stands.
    BastionOnPiece { color: Color, square: Square, role: Role },
    /// R8: bastions in the scheme while they are drawn by lot.
    BastionsDrawn,
    /// R8: bastions in the scheme of a game without them.
    NoBastionsInGame,
    /// R12: a reserve on a piece that carries none.
    NoReserveFor { role: Role, square: Square },
    /// A reserve given for an empty square.
    ReserveOnEmpty { square: Square, n: u16 },
    /// R14: a reserve of 0.
    ZeroReserve { square: Square },
    /// Two reserves for one square.
    TwoReserves { square: Square },
    /// R14: a queen, rook or bishop without its reserve.
    ReserveMissing { role: Role, square: Square },
    /// R14: the allocations do not add up to the pool.
    PoolTotal { total: u64, pool: u64 },
    /// R14: an open equal split needs a pool divisible by 5.
    OpenPool { pool: u64 },
    /// R14: with open reserves each piece gets the equal share.
    OpenShare { square: Square, share: u16, n: u16 },
    /// Reserves written in a game without the move reserve.
    NoReserveInGame,
}

/// Every problem found in a scheme, listed at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SchemeErrors(pub Vec<SchemeProblem>);

impl SchemeErrors {
    /// Each problem in `lang`.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        self.0.iter().map(|p| p.words(lang)).collect()
    }
}

// The English words.
victoria_words::english_display!(SchemeErrors);

impl std::error::Error for SchemeErrors {}

/// Maps letters that look like board files but were typed on a Russian layout (а, с, е) to
/// Latin, lower-cases the rest.
pub(crate) fn latin_square_text(s: &str) -> String {
    s.chars().map(latin_square_char).collect()
}

/// One character of [`latin_square_text`]: ASCII lower-cased, a look-alike of a file letter
/// in any language of the catalogue (`notation-file-lookalikes`) read as that letter.
fn latin_square_char(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    vocabulary().lookalike(c, &vocabulary().file_lookalikes).unwrap_or(c)
}

/// Reads a whole square (any case, Russian look-alike letters allowed).
pub(crate) fn read_square(s: &str) -> Option<Square> {
    // A square is at most three ASCII characters (`p16`) once the look-alikes are mapped: the
    // token is mapped into a small buffer, never copied whole, and a longer one is refused at
    // its fourth character.
    let mut buf = [0u8; 3];
    let mut n = 0;
    for c in s.chars().map(latin_square_char) {
        if n == buf.len() || !c.is_ascii() {
            return None;
        }
        buf[n] = c as u8;
        n += 1;
    }
    let text = std::str::from_utf8(&buf[..n]).ok()?;
    match Square::parse_prefix(text) {
        Some((sq, used)) if used == n => Some(sq),
        _ => None,
    }
}

/// The letters and words an arbiter may type, in every language of the catalogue (its
/// `notation.ftl`: `notation-role`, `notation-bastion`, `notation-heading`,
/// `notation-en-passant`), lower case, read once. Input only: nothing here is shown.
pub(crate) struct Vocabulary {
    /// Piece letters with their role, longest first (`кр` before `к`).
    roles: Vec<(String, Role)>,
    /// The bastion letters (`x`, `б`).
    bastions: Vec<String>,
    /// The heading words of a scheme (`white`, `чёрные`, `bastions:` …).
    headings: Vec<(String, Token)>,
    /// The longest heading, in characters.
    longest_heading: usize,
    /// The marks of an en-passant capture after the square (`e.p.`, `ep`, `е.п.`).
    pub(crate) en_passant: Vec<String>,
    /// Letters typed for a Latin file letter, lower case, with that letter (the Russian
    /// look-alikes of a, c, e, b).
    pub(crate) file_lookalikes: Vec<(char, char)>,
    /// Letters typed for the capture mark `x`, lower case.
    pub(crate) capture: Vec<(char, char)>,
    /// Letters typed for castling's `O`, lower case.
    pub(crate) castling_letter: Vec<(char, char)>,
}

/// The words of the catalogue's message `id` (one `key` value of its selector), split at
/// spaces, lower case.
fn words_of(lang: Lang, id: &str, key: &str, value: &str) -> Vec<String> {
    let mut args = victoria_rules::i18n::FluentArgs::new();
    args.set(key, value.to_string());
    t!(lang, id; args).split_whitespace().map(|w| w.to_lowercase()).collect()
}

impl Vocabulary {
    fn read() -> Vocabulary {
        let mut v = Vocabulary {
            roles: Vec::new(),
            bastions: Vec::new(),
            headings: Vec::new(),
            longest_heading: 0,
            en_passant: Vec::new(),
            file_lookalikes: Vec::new(),
            capture: Vec::new(),
            castling_letter: Vec::new(),
        };
        let headings = [
            ("white", Token::Side(Color::White)),
            ("black", Token::Side(Color::Black)),
            ("bastions", Token::BastionSection),
            ("pieces", Token::PieceSection),
        ];
        for lang in Lang::ALL {
            for role in Role::ALL {
                v.roles.extend(words_of(lang, "notation-role", "role", role.key()).into_iter().map(|w| (w, role)));
            }
            v.bastions.extend(words_of(lang, "notation-bastion", "none", ""));
            for (key, token) in headings {
                v.headings.extend(words_of(lang, "notation-heading", "heading", key).into_iter().map(|w| (w, token)));
            }
            v.en_passant.extend(words_of(lang, "notation-en-passant", "none", ""));
            for pair in words_of(lang, "notation-file-lookalikes", "none", "") {
                let mut cs = pair.chars();
                if let (Some(typed), Some(file), None) = (cs.next(), cs.next(), cs.next()) {
                    v.file_lookalikes.push((typed, file));
                }
            }
            for (id, to) in [("notation-capture", 'x'), ("notation-castling-letter", 'O')] {
                let marks = words_of(lang, id, "none", "").into_iter().filter_map(|w| w.chars().next());
                let list = if to == 'x' { &mut v.capture } else { &mut v.castling_letter };
                list.extend(marks.map(|c| (c, to)));
            }
        }
        v.roles.sort_by_key(|(w, _)| std::cmp::Reverse(w.chars().count()));
        v.roles.dedup();
        v.longest_heading = v.headings.iter().map(|(w, _)| w.chars().count()).max().unwrap_or(0);
        v
    }

    /// What `c` (any case) stands for in `list`, if it is one of its letters.
    pub(crate) fn lookalike(&self, c: char, list: &[(char, char)]) -> Option<char> {
        let mut low = c.to_lowercase();
        let (l, None) = (low.next()?, low.next()) else { return None };
        list.iter().find(|(typed, _)| *typed == l).map(|(_, to)| *to)
    }

    /// The bytes of a bastion letter at the start of `s`.
    pub(crate) fn bastion_prefix(&self, s: &str) -> Option<usize> {
        self.bastions.iter().find_map(|w| prefix_len(s, w))
    }
}

/// The vocabulary of every language (see [`Vocabulary`]).
pub(crate) fn vocabulary() -> &'static Vocabulary {
    static V: std::sync::OnceLock<Vocabulary> = std::sync::OnceLock::new();
    V.get_or_init(Vocabulary::read)
}

/// The bytes of `s` that spell `lower` in any case, if `s` starts with it.
fn prefix_len(s: &str, lower: &str) -> Option<usize> {
    let mut used = 0;
    let mut chars = s.chars();
    for want in lower.chars() {
        let c = chars.next()?;
        let mut low = c.to_lowercase();
        if low.next() != Some(want) || low.next().is_some() {
            return None;
        }
        used += c.len_utf8();
    }
    Some(used)
}

/// Reads a piece letter at the start of `s`: a letter of any language of the catalogue (Latin
/// `K Q R B N P`, Russian `Кр Ф Л С К п`), any case. Returns the role and the bytes used.
pub(crate) fn piece_prefix(s: &str) -> Option<(Role, usize)> {
    vocabulary().roles.iter().find_map(|(w, role)| prefix_len(s, w).map(|n| (*role, n)))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Token {
    Piece(Role, Square, Option<u16>),
    Bastion(Square),
    Side(Color),
    BastionSection,
    PieceSection,
}

/// A heading word in any case and language: a side (`white`, `чёрные` …) or a section
/// (`bastions`, `фигуры` …). Most tokens are pieces: an ASCII token is compared without a
/// lower-cased copy, and a token longer than every heading is none.
fn heading(word: &str) -> Option<Token> {
    let v = vocabulary();
    if word.is_ascii() {
        return v.headings.iter().find(|(w, _)| w.eq_ignore_ascii_case(word)).map(|(_, t)| *t);
    }
    if word.chars().nth(v.longest_heading).is_some() {
        return None;
    }
    let lower = word.to_lowercase();
    v.headings.iter().find(|(w, _)| *w == lower).map(|(_, t)| *t)
}

fn read_token(tok: &str, in_bastions: bool) -> Result<Token, SchemeProblem> {
    let token = || tok.to_string();
    let bad = || SchemeProblem::NotAPiece { token: token() };
    if let Some(heading) = heading(tok.trim_end_matches(':')) {
        return Ok(heading);
    }
    let (body, reserve) = match tok.split_once('=') {
        Some((b, n)) => {
            let n: u16 = n.trim().parse().map_err(|_| SchemeProblem::BadReserve { token: token() })?;
            (b, Some(n))
        }
        None => (tok, None),
    };
    if let Some(square) = read_square(body) {
        if let Some(n) = reserve {
            return Err(SchemeProblem::ReserveNeedsLetter { token: token(), square, n });
        }
        return Ok(if in_bastions { Token::Bastion(square) } else { Token::Piece(Role::Pawn, square, None) });
    }
    if let Some(used) = vocabulary().bastion_prefix(body) {
        let sq = read_square(&body[used..]).ok_or_else(bad)?;
        if reserve.is_some() {
            return Err(SchemeProblem::BastionReserve { token: token() });
        }
        return Ok(Token::Bastion(sq));
    }
    let (role, used) = piece_prefix(body).ok_or_else(bad)?;
    let sq = read_square(&body[used..]).ok_or_else(bad)?;
    if reserve.is_some() && !role.has_reserve() {
        return Err(SchemeProblem::RoleReserve { token: token(), role });
    }
    Ok(Token::Piece(role, sq, reserve))
}

/// The squares of a side's half: White ranks 1–6, Black 7–12 on a 12-rank board (R1, R4).
pub fn half_ranks(c: Color, height: u8) -> std::ops::RangeInclusive<u8> {
    let half = height / 2;
    match c {
        Color::White => 0..=half - 1,
        Color::Black => half..=height - 1,
    }
}

/// The bastion zone of a side: White ranks 3–6, Black 7–10 on a 12-rank board (R7).
pub fn bastion_ranks(c: Color, height: u8) -> std::ops::RangeInclusive<u8> {
    let half = height / 2;
    match c {
        Color::White => 2..=half - 1,
        Color::Black => half..=height - 3,
    }
}

/// A range of rank indices as 1-based first and last.
fn ranks_of(r: &std::ops::RangeInclusive<u8>) -> (u8, u8) {
    (r.start() + 1, r.end() + 1)
}

/// How many of each role a side has (R2).
pub const ARMY: [(Role, usize); 6] =
    [(Role::King, 1), (Role::Queen, 1), (Role::Rook, 2), (Role::Bishop, 2), (Role::Knight, 2), (Role::Pawn, 8)];

/// For each of the 256 squares, the position of the first entry standing there: lookups by
/// square take constant time, so a long scheme (a fuzzer's, a pasted file) is read and checked
/// in linear time instead of scanning every earlier entry for each entry.
struct FirstAt([usize; 256]);

impl FirstAt {
    const NONE: usize = usize::MAX;

    fn new() -> FirstAt {
        FirstAt([FirstAt::NONE; 256])
    }

    /// The first position of each square in `squares`.
    fn of(squares: impl Iterator<Item = Square>) -> FirstAt {
        let mut t = FirstAt::new();
        for (i, sq) in squares.enumerate() {
            t.note(sq, i);
        }
        t
    }

    /// Notes that entry `i` stands on `sq`, unless an earlier one does.
    fn note(&mut self, sq: Square, i: usize) {
        let slot = &mut self.0[sq.index()];
        if *slot == FirstAt::NONE {
            *slot = i;
        }
    }

    fn get(&self, sq: Square) -> Option<usize> {
        let i = self.0[sq.index()];
        (i != FirstAt::NONE).then_some(i)
    }

    fn contains(&self, sq: Square) -> bool {
        self.0[sq.index()] != FirstAt::NONE
    }
}

/// Pieces, bastions and reserves, each sorted.
type Sorted = (Vec<(Role, Square)>, Vec<Square>, Vec<(Square, u16)>);

impl Scheme {
    /// Reads a typed scheme for `color`. Unreadable tokens are reported together; the result
    /// still has to pass [`validate`](Self::validate).
    pub fn parse(color: Color, text: &str) -> Result<Scheme, SchemeErrors> {
        let mut s = Scheme { color, pieces: Vec::new(), bastions: Vec::new(), reserves: Vec::new() };
        let mut errors = Vec::new();
        let mut in_bastions = false;
        for line in text.lines() {
            let line = line.split('#').next().unwrap_or("");
            for tok in line.split(|c: char| c.is_whitespace() || c == ',' || c == ';').filter(|t| !t.is_empty()) {
                match read_token(tok, in_bastions) {
                    Ok(Token::Piece(role, sq, reserve)) => {
                        s.pieces.push((role, sq));
                        if let Some(n) = reserve {
                            s.reserves.push((sq, n));
                        }
                    }
                    Ok(Token::Bastion(sq)) => s.bastions.push(sq),
                    Ok(Token::BastionSection) => in_bastions = true,
                    Ok(Token::PieceSection) => in_bastions = false,
                    Ok(Token::Side(c)) if c != color => {
                        errors.push(SchemeProblem::OtherSide { token: tok.to_string(), color })
                    }
                    Ok(Token::Side(_)) => {}
                    Err(e) => errors.push(e),
                }
            }
        }
        if s.pieces.is_empty() && s.bastions.is_empty() && errors.is_empty() {
            errors.push(SchemeProblem::Empty { color });
        }
        if errors.is_empty() { Ok(s) } else { Err(SchemeErrors(errors)) }
    }

    /// Reads a scheme from a small text file in the typed form.
    pub fn read_file(color: Color, path: &std::path::Path) -> Result<Scheme, SchemeErrors> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            SchemeErrors(vec![SchemeProblem::Unreadable { path: path.display().to_string(), error: e.to_string() }])
        })?;
        Scheme::parse(color, &text)
    }

    /// Reads and validates in one step, every problem listed.
    pub fn parse_valid(
        color: Color,
        text: &str,
        options: &Options,
        width: u8,
        height: u8,
    ) -> Result<Scheme, SchemeErrors> {
        let mut s = Scheme::parse(color, text)?;
        s.fill_open_reserves(options);
        s.validate(options, width, height)?;
        Ok(s)
    }

    /// With `reserve_visibility: open`, reserve pieces without a written allocation get the
    /// equal split (pool / 5).
    pub fn fill_open_reserves(&mut self, options: &Options) {
        use victoria_rules::options::ReserveVisibility;
        if !options.reserve || options.reserve_visibility != ReserveVisibility::Open {
            return;
        }
        let share = options.reserve_pool / 5;
        let mut given = FirstAt::of(self.reserves.iter().map(|r| r.0));
        for &(role, sq) in &self.pieces {
            if role.has_reserve() && !given.contains(sq) {
                given.note(sq, self.reserves.len());
                self.reserves.push((sq, share));
            }
        }
    }

    /// Checks R2, R4, R7, R8 and R14; returns every problem found.
    pub fn validate(&self, options: &Options, width: u8, height: u8) -> Result<(), SchemeErrors> {
        use SchemeProblem as P;
        use victoria_rules::options::{BastionPlacement, ReserveVisibility};
        let color = self.color;
        let mut e: Vec<SchemeProblem> = Vec::new();
        // R2: the army.
        for (role, want) in ARMY {
            let n = self.pieces.iter().filter(|p| p.0 == role).count();
            if n != want {
                e.push(P::Army { color, role, n, want });
            }
        }
        // R1/R4: squares.
        let half = half_ranks(self.color, height);
        let mut earlier = FirstAt::new();
        for (i, &(role, square)) in self.pieces.iter().enumerate() {
            if square.file() >= width || square.rank() >= height {
                e.push(P::PieceOffBoard { role, square, width, height });
            } else if !half.contains(&square.rank()) {
                e.push(P::PieceOutsideHalf { color, role, square, ranks: ranks_of(&half) });
            }
            if let Some((first, _)) = earlier.get(square).map(|j| self.pieces[j]) {
                e.push(P::SameSquare { first, second: role, square });
            }
            earlier.note(square, i);
        }
        let pieces_at = earlier;
        // R7/R8: bastions.
        let zone = bastion_ranks(self.color, height);
        match options.bastion_placement {
            BastionPlacement::Arbitrary => {
                if self.bastions.len() != 3 {
                    e.push(P::BastionCount { color, n: self.bastions.len() });
                }
                let mut seen = FirstAt::new();
                for (i, &square) in self.bastions.iter().enumerate() {
                    if square.file() >= width || square.rank() >= height {
                        e.push(P::BastionOffBoard { square, width, height });
                    } else if !zone.contains(&square.rank()) {
                        e.push(P::BastionOutsideZone { color, square, ranks: ranks_of(&zone) });
                    }
                    if seen.contains(square) {
                        e.push(P::TwoBastions { square });
                    }
                    seen.note(square, i);
                    if let Some((role, _)) = pieces_at.get(square).map(|j| self.pieces[j]) {
                        e.push(P::BastionOnPiece { color, square, role });
                    }
                }
            }
            BastionPlacement::Blind if !self.bastions.is_empty() => e.push(P::BastionsDrawn),
            BastionPlacement::None if !self.bastions.is_empty() => e.push(P::NoBastionsInGame),
            _ => {}
        }
        // R12/R14: reserves.
        if options.reserve {
            let mut given = FirstAt::new();
            for (i, &(square, n)) in self.reserves.iter().enumerate() {
                match pieces_at.get(square).map(|j| &self.pieces[j]) {
                    Some((role, _)) if role.has_reserve() => {}
                    Some((role, _)) => e.push(P::NoReserveFor { role: *role, square }),
                    None => e.push(P::ReserveOnEmpty { square, n }),
                }
                if n == 0 {
                    e.push(P::ZeroReserve { square });
                }
                if given.contains(square) {
                    e.push(P::TwoReserves { square });
                }
                given.note(square, i);
            }
            for &(role, square) in &self.pieces {
                if role.has_reserve() && !given.contains(square) {
                    e.push(P::ReserveMissing { role, square });
                }
            }
            let total: u64 = self.reserves.iter().map(|r| r.1 as u64).sum();
            let pool = options.reserve_pool as u64;
            if total != pool && !self.reserves.is_empty() {
                e.push(P::PoolTotal { total, pool });
            }
            if options.reserve_visibility == ReserveVisibility::Open {
                let share = options.reserve_pool / 5;
                if !options.reserve_pool.is_multiple_of(5) {
                    e.push(P::OpenPool { pool });
                }
                for &(square, n) in &self.reserves {
                    if n != share {
                        e.push(P::OpenShare { square, share, n });
                    }
                }
            }
        } else if !self.reserves.is_empty() {
            e.push(P::NoReserveInGame);
        }
        if e.is_empty() { Ok(()) } else { Err(SchemeErrors(e)) }
    }

    fn sorted(&self) -> Sorted {
        let mut p = self.pieces.clone();
        p.sort_by_key(|&(r, s)| (std::cmp::Reverse(r), s));
        let mut b = self.bastions.clone();
        b.sort();
        let mut r = self.reserves.clone();
        r.sort();
        (p, b, r)
    }

    /// The canonical text the commitment is computed over: one line per role (king first) with
    /// its squares in VFEN order, then bastions, then reserves. Equal schemes give equal text,
    /// whatever order or letters they were typed in.
    pub fn canonical_text(&self) -> String {
        let (pieces, bastions, reserves) = self.sorted();
        let mut out = format!("victoria-scheme/1\nside {}\n", self.color.key());
        for (role, _) in ARMY {
            let sqs: Vec<String> = pieces.iter().filter(|p| p.0 == role).map(|p| p.1.to_string()).collect();
            out.push_str(&format!("{} {}\n", role.upper(), sqs.join(",")));
        }
        let b: Vec<String> = bastions.iter().map(|s| s.to_string()).collect();
        out.push_str(&format!("X {}\n", b.join(",")));
        let r: Vec<String> = reserves.iter().map(|(s, n)| format!("{s}={n}")).collect();
        out.push_str(&format!("reserve {}\n", r.join(",")));
        out
    }

    /// Reads a canonical text back (used at the reveal).
    pub fn from_canonical(text: &str) -> Option<Scheme> {
        let mut lines = text.lines();
        if lines.next()? != "victoria-scheme/1" {
            return None;
        }
        let color = match lines.next()?.strip_prefix("side ")? {
            "white" => Color::White,
            "black" => Color::Black,
            _ => return None,
        };
        let list = |s: &str| -> Option<Vec<Square>> {
            if s.is_empty() { Some(vec![]) } else { s.split(',').map(|q| q.parse().ok()).collect() }
        };
        let mut scheme = Scheme { color, pieces: vec![], bastions: vec![], reserves: vec![] };
        for (role, _) in ARMY {
            let line = lines.next()?;
            let rest = line.strip_prefix(role.upper())?.strip_prefix(' ')?;
            scheme.pieces.extend(list(rest)?.into_iter().map(|s| (role, s)));
        }
        scheme.bastions = list(lines.next()?.strip_prefix("X ")?)?;
        let r = lines.next()?.strip_prefix("reserve ")?;
        if !r.is_empty() {
            for item in r.split(',') {
                let (s, n) = item.split_once('=')?;
                scheme.reserves.push((s.parse().ok()?, n.parse().ok()?));
            }
        }
        if lines.next().is_some() || scheme.canonical_text() != text {
            return None;
        }
        Some(scheme)
    }

    /// The scheme in the typed form (`Ke1 Qd1=10 … e2 f2 … Xc4`), Latin letters.
    pub fn typed(&self) -> String {
        let (pieces, bastions, reserves) = self.sorted();
        let reserve_at = FirstAt::of(reserves.iter().map(|r| r.0));
        let mut parts = Vec::new();
        for (role, sq) in pieces {
            let letter = if role == Role::Pawn { String::new() } else { role.upper().to_string() };
            match reserve_at.get(sq).map(|j| reserves[j]) {
                Some((_, n)) => parts.push(format!("{letter}{sq}={n}")),
                None => parts.push(format!("{letter}{sq}")),
            }
        }
        parts.extend(bastions.iter().map(|b| format!("X{b}")));
        parts.join(" ")
    }

    /// The reserve allocation in the record's form (`None` if the scheme has none or is not
    /// a full valid allocation).
    pub fn allocation(&self) -> Option<ReserveAllocation> {
        let reserve_at = FirstAt::of(self.reserves.iter().map(|r| r.0));
        let slot = |role: Role| -> Vec<ReserveSlot> {
            let mut v: Vec<(Square, u16)> = self
                .pieces
                .iter()
                .filter(|p| p.0 == role)
                .filter_map(|p| reserve_at.get(p.1).map(|j| self.reserves[j]))
                .collect();
            v.sort();
            v.into_iter().map(|(s, n)| ReserveSlot { square: s.to_string(), reserve: n }).collect()
        };
        let mut q = slot(Role::Queen);
        let mut r = slot(Role::Rook);
        let mut b = slot(Role::Bishop);
        if q.len() != 1 || r.len() != 2 || b.len() != 2 {
            return None;
        }
        let (r2, b2) = (r.pop()?, b.pop()?);
        Some(ReserveAllocation { queen: q.pop()?, rook1: r.pop()?, rook2: r2, bishop1: b.pop()?, bishop2: b2 })
    }

    /// The record's revealed form, with the salt of the seal.
    pub fn to_revealed(&self, salt: &str) -> RevealedScheme {
        let (pieces, bastions, _) = self.sorted();
        RevealedScheme {
            pieces: pieces.iter().map(|&(role, s)| PlacedPiece { role, square: s.to_string() }).collect(),
            bastions: bastions.iter().map(|s| s.to_string()).collect(),
            reserves: self.allocation(),
            salt: salt.to_string(),
        }
    }

    /// Back from the record's revealed form (for checking its commitment).
    pub fn from_revealed(color: Color, r: &RevealedScheme) -> Result<Scheme, victoria_rules::square::ParseSquareError> {
        let sq = |s: &str| s.parse::<Square>();
        let mut scheme = Scheme { color, pieces: vec![], bastions: vec![], reserves: vec![] };
        for p in &r.pieces {
            scheme.pieces.push((p.role, sq(&p.square)?));
        }
        for b in &r.bastions {
            scheme.bastions.push(sq(b)?);
        }
        if let Some(a) = &r.reserves {
            for s in a.slots() {
                scheme.reserves.push((sq(&s.square)?, s.reserve));
            }
        }
        Ok(scheme)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub const WHITE: &str = "Ke1 Qd1=10 Ra1=10 Rl1=10 Bc1=10 Bj1=10 Nb1 Nk1 e2 f2 g2 h2 i2 j2 k2 l2 Xc4 Xf5 Xi6";

    #[test]
    fn a_typed_scheme_validates_and_reads_back_canonically() {
        let o = Options::default();
        let s = Scheme::parse_valid(Color::White, WHITE, &o, 12, 12).unwrap();
        assert_eq!(s.pieces.len(), 16);
        let again = Scheme::parse_valid(Color::White, &s.typed(), &o, 12, 12).unwrap();
        assert_eq!(again.canonical_text(), s.canonical_text());
        assert_eq!(Scheme::from_canonical(&s.canonical_text()).unwrap().canonical_text(), s.canonical_text());
        let a = s.allocation().unwrap();
        assert_eq!(a.rook1.square, "a1");
        assert_eq!(a.total(), 50);
    }

    #[test]
    fn russian_letters_and_any_case_read_the_same() {
        let o = Options::default();
        let ru = "белые: Крe1 Фd1=10 Лa1=10 лl1=10 Сc1=10 сj1=10 Кb1 кk1 пe2 Пf2 g2 H2 i2 j2 k2 l2 бастионы: c4 f5 i6";
        let s = Scheme::parse_valid(Color::White, ru, &o, 12, 12).unwrap();
        let en = Scheme::parse_valid(Color::White, WHITE, &o, 12, 12).unwrap();
        assert_eq!(s.canonical_text(), en.canonical_text());
        // Lower-case Latin letters, including `k` which is also a file.
        let low = "ke1 qd1=10 ra1=10 rl1=10 bc1=10 bj1=10 nb1 nk1 pe2 f2 g2 h2 i2 j2 k2 l2 xc4 xf5 xi6";
        assert_eq!(Scheme::parse_valid(Color::White, low, &o, 12, 12).unwrap().canonical_text(), en.canonical_text());
    }

    #[test]
    fn every_problem_is_listed_at_once() {
        let o = Options::default();
        let bad = "Ke1 Qd1=10 Ra1=10 Rl1=10 Bc1=10 Bj1=8 Nb1 Nc8 e2 f2 g2 h2 i2 j2 k2 l2 a2 Xc4 Xf5 Xe1";
        let e = Scheme::parse_valid(Color::White, bad, &o, 12, 12).unwrap_err();
        let all = e.to_string();
        assert!(all.contains("White has 9 pawns"), "{all}");
        assert!(all.contains("the knight on c8 is outside White's ranks 1–6"), "{all}");
        assert!(all.contains("allocations add up to 48, the pool is 50"), "{all}");
        assert!(all.contains("the bastion on e1 is outside White's bastion ranks 3–6"), "{all}");
        assert!(all.contains("the bastion on e1 coincides with White's king"), "{all}");
        assert!(e.0.len() >= 5);
    }

    #[test]
    fn unreadable_tokens_are_all_named() {
        let e = Scheme::parse(Color::Black, "Zq9 Ke12 Qz3 Ne2=4").unwrap_err();
        assert_eq!(e.0.len(), 3, "{e}");
        assert!(
            e.0[0].words(Lang::En).contains("“Zq9”")
                && e.0[2].words(Lang::En).contains("knight has no reserve")
                && e.0[2].words(Lang::Ru).contains("у коня"),
            "{e}"
        );
        let e = Scheme::parse(Color::Black, "white: Ke1").unwrap_err();
        assert!(e.to_string().contains("this is Black's scheme"));
    }

    /// A long scheme (4 KB, hundreds of entries, as a fuzzer or a pasted file gives) is read and
    /// checked entry by entry: each entry is looked up by its square, not against every earlier
    /// entry, and every problem is still listed once per entry, in order.
    #[test]
    fn a_long_scheme_is_checked_entry_by_entry() {
        let o = Options::default();
        let text = "Qd1=10 ".repeat(600);
        assert!(text.len() > 4096);
        let s = Scheme::parse(Color::White, &text).unwrap();
        assert_eq!((s.pieces.len(), s.reserves.len()), (600, 600));
        let e = s.validate(&o, 12, 12).unwrap_err();
        let count = |needle: &str| e.0.iter().filter(|p| p.words(Lang::En).contains(needle)).count();
        assert_eq!(count("the queen and the queen both stand on d1 (R4)"), 599);
        assert_eq!(count("two reserves are given for d1"), 599);
        assert_eq!(count("White has 600 queens (R2: 1)"), 1);
        assert_eq!(count("allocations add up to 6000, the pool is 50 (R14)"), 1);
        // R2 for the six roles, R7's three bastions, R4 and R14 per copy, R14's sum.
        assert_eq!(e.0.len(), 6 + 1 + 599 + 599 + 1, "{e}");
        assert!(
            e.0[6].words(Lang::En).contains("both stand on d1") && e.0[605].words(Lang::En).contains("bastion"),
            "{e}"
        );
        // The typed form and the allocation look each reserve up by its square as well.
        assert_eq!(s.typed(), vec!["Qd1=10"; 600].join(" "));
        assert_eq!(s.allocation(), None);
        // Many unreadable tokens: each is named once, in the order typed.
        let junk: String = (0..800).map(|i| format!("Zq{i} ")).collect();
        assert!(junk.len() > 4096);
        let e = Scheme::parse(Color::White, &junk).unwrap_err();
        assert_eq!(e.0.len(), 800);
        assert!(
            e.0[0].words(Lang::En).starts_with("“Zq0” is not a piece")
                && e.0[799].words(Lang::En).starts_with("“Zq799”"),
            "{}",
            e.0[799].words(Lang::En)
        );
        // One 4 KB token without a separator is one problem quoting it.
        let long = "Q".repeat(4096);
        let e = Scheme::parse(Color::White, &long).unwrap_err();
        assert_eq!(e.0.len(), 1);
        assert!(e.0[0].words(Lang::En).contains(&long));
    }

    #[test]
    fn black_half_and_open_split() {
        let mut o = Options::default();
        o.set_pair("reserve_visibility=open").unwrap();
        let black = "Ke12 Qd12 Ra12 Rl12 Bc12 Bj12 Nb12 Nk12 e11 f11 g11 h11 i11 j11 k11 l11 Xc9 Xf8 Xi7";
        let s = Scheme::parse_valid(Color::Black, black, &o, 12, 12).unwrap();
        assert!(s.reserves.iter().all(|r| r.1 == 10));
        let e = Scheme::parse_valid(Color::Black, "Ke12 Qd6 Xc11", &o, 12, 12).unwrap_err().to_string();
        assert!(e.contains("the queen on d6 is outside Black's ranks 7–12"), "{e}");
        assert!(e.contains("the bastion on c11 is outside Black's bastion ranks 7–10"), "{e}");
    }
}
