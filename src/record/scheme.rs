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
use crate::rules::lang::{Case, Lang, Sentence, role_ru, side_ru};
use crate::rules::{Color, Options, Role, Square};
use std::fmt;

/// A scheme as a player wrote it: pieces, bastions (for `arbitrary`), reserve allocations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scheme {
    pub color: Color,
    pub pieces: Vec<(Role, Square)>,
    pub bastions: Vec<Square>,
    /// Reserve allocation by the square of the queen, rook or bishop.
    pub reserves: Vec<(Square, u16)>,
}

/// Every problem found in a scheme, listed at once, each in English and Russian.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SchemeErrors(pub Vec<Sentence>);

impl SchemeErrors {
    /// Each problem in `lang`.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        self.0.iter().map(|p| p.get(lang).to_string()).collect()
    }
    /// The whole list in `lang`, headed by the count (as `Display` writes it in English).
    pub fn text(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        let mut s = format!("замечаний к схеме: {}", self.0.len());
        for p in &self.0 {
            s.push_str(&format!("\n  - {}", p.ru));
        }
        s
    }
}

impl fmt::Display for SchemeErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.len();
        write!(f, "the scheme has {n} problem{}:", if n == 1 { "" } else { "s" })?;
        for p in &self.0 {
            write!(f, "\n  - {}", p.en)?;
        }
        Ok(())
    }
}

impl std::error::Error for SchemeErrors {}

/// Maps letters that look like board files but were typed on a Russian layout (а, с, е) to
/// Latin, lower-cases the rest.
pub(crate) fn latin_square_text(s: &str) -> String {
    s.chars().map(latin_square_char).collect()
}

/// One character of [`latin_square_text`].
fn latin_square_char(c: char) -> char {
    match c {
        'а' | 'А' => 'a',
        'с' | 'С' => 'c',
        'е' | 'Е' => 'e',
        'в' | 'В' => 'b',
        c => c.to_ascii_lowercase(),
    }
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

/// Reads a piece letter at the start of `s`: Latin `K Q R B N P` or Russian `Кр Ф Л С К п`
/// (any case). Returns the role and the bytes used.
pub(crate) fn piece_prefix(s: &str) -> Option<(Role, usize)> {
    let mut it = s.chars();
    let c = it.next()?;
    // The lower case of the letter when it is one character (no string is built per token).
    let mut low = c.to_lowercase();
    let lower = match (low.next(), low.next()) {
        (Some(l), None) => l,
        _ => '\0',
    };
    if lower == 'к' {
        if let Some(n) = it.next()
            && (n == 'р' || n == 'Р')
        {
            return Some((Role::King, c.len_utf8() + n.len_utf8()));
        }
        return Some((Role::Knight, c.len_utf8()));
    }
    let role = match lower {
        'ф' => Role::Queen,
        'л' => Role::Rook,
        'с' => Role::Bishop,
        'п' => Role::Pawn,
        _ if c.is_ascii() => Role::from_char(c)?,
        _ => return None,
    };
    Some((role, c.len_utf8()))
}

#[derive(Clone, Copy)]
enum Token {
    Piece(Role, Square, Option<u16>),
    Bastion(Square),
    Side(Color),
    BastionSection,
    PieceSection,
}

/// A heading word in any case: a side (`white`, `чёрные` …) or a section (`bastions`,
/// `фигуры` …). Most tokens are pieces: an ASCII token is compared without a lower-cased copy,
/// and only a token of 5 to 8 letters can be a heading at all.
fn heading(word: &str) -> Option<Token> {
    const WORDS: [(&str, Token); 11] = [
        ("white", Token::Side(Color::White)),
        ("белые", Token::Side(Color::White)),
        ("black", Token::Side(Color::Black)),
        ("чёрные", Token::Side(Color::Black)),
        ("черные", Token::Side(Color::Black)),
        ("bastions", Token::BastionSection),
        ("bastion", Token::BastionSection),
        ("бастионы", Token::BastionSection),
        ("бастион", Token::BastionSection),
        ("pieces", Token::PieceSection),
        ("фигуры", Token::PieceSection),
    ];
    if word.is_ascii() {
        return WORDS.iter().find(|(w, _)| w.eq_ignore_ascii_case(word)).map(|(_, t)| *t);
    }
    // Lower case never turns a letter into fewer letters, nor (for these words) into more.
    if word.chars().nth(8).is_some() {
        return None;
    }
    let lower = word.to_lowercase();
    WORDS.iter().find(|(w, _)| *w == lower).map(|(_, t)| *t)
}

fn read_token(tok: &str, in_bastions: bool) -> Result<Token, Sentence> {
    let bad = || {
        Sentence::new(
            format!(
                "'{tok}' is not a piece on a square: write e.g. Ke1, Крe1, Qd1=10, Фd1=10, e2 for a pawn, Xc4 for a bastion"
            ),
            format!(
                "«{tok}» — не фигура на поле: пишите, например, Крe1, Ke1, Фd1=10, Qd1=10, e2 для пешки, Бc4 для бастиона"
            ),
        )
    };
    if let Some(heading) = heading(tok.trim_end_matches(':')) {
        return Ok(heading);
    }
    let (body, reserve) = match tok.split_once('=') {
        Some((b, n)) => {
            let n: u16 = n.trim().parse().map_err(|_| {
                Sentence::new(
                    format!("'{tok}': the reserve after '=' must be a whole number, e.g. Qd1=10"),
                    format!("«{tok}»: запас хода после «=» должен быть целым числом, например Фd1=10"),
                )
            })?;
            (b, Some(n))
        }
        None => (tok, None),
    };
    if let Some(sq) = read_square(body) {
        if reserve.is_some() {
            let n = reserve.unwrap_or(0);
            return Err(Sentence::new(
                format!(
                    "'{tok}': only a queen, rook or bishop carries a reserve (R12); write its letter, e.g. Q{sq}={n}"
                ),
                format!(
                    "«{tok}»: запас хода есть только у ферзя, ладьи и слона (R12); укажите букву фигуры, например Ф{sq}={n}"
                ),
            ));
        }
        return Ok(if in_bastions { Token::Bastion(sq) } else { Token::Piece(Role::Pawn, sq, None) });
    }
    let first = body.chars().next().ok_or_else(bad)?;
    if matches!(first, 'X' | 'x' | 'Б' | 'б') {
        let sq = read_square(&body[first.len_utf8()..]).ok_or_else(bad)?;
        if reserve.is_some() {
            return Err(Sentence::new(
                format!("'{tok}': a bastion has no reserve"),
                format!("«{tok}»: у бастиона нет запаса хода"),
            ));
        }
        return Ok(Token::Bastion(sq));
    }
    let (role, used) = piece_prefix(body).ok_or_else(bad)?;
    let sq = read_square(&body[used..]).ok_or_else(bad)?;
    if reserve.is_some() && !role.has_reserve() {
        return Err(Sentence::new(
            format!("'{tok}': the {} has no reserve (R12): only the queen, rooks and bishops do", role.name()),
            format!(
                "«{tok}»: у {} нет запаса хода (R12): он есть только у ферзя, ладей и слонов",
                role_ru(role, Case::Gen)
            ),
        ));
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

fn ranks_text(r: &std::ops::RangeInclusive<u8>) -> String {
    format!("{}–{}", r.start() + 1, r.end() + 1)
}

/// How many of each role a side has (R2).
pub const ARMY: [(Role, usize); 6] =
    [(Role::King, 1), (Role::Queen, 1), (Role::Rook, 2), (Role::Bishop, 2), (Role::Knight, 2), (Role::Pawn, 8)];

fn plural(role: Role, n: usize) -> String {
    if n == 1 { role.name().to_string() } else { format!("{}s", role.name()) }
}

/// The Russian genitive plural, for "ладей: 3": пешек, коней, слонов, ладей, ферзей, королей.
fn plural_ru(role: Role) -> &'static str {
    match role {
        Role::Pawn => "пешек",
        Role::Knight => "коней",
        Role::Bishop => "слонов",
        Role::Rook => "ладей",
        Role::Queen => "ферзей",
        Role::King => "королей",
    }
}

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
                    Ok(Token::Side(c)) if c != color => errors.push(Sentence::new(
                        format!("the text is headed '{tok}' but this is {}'s scheme", color.name()),
                        format!("текст озаглавлен «{tok}», а это схема {}", side_ru(color, Case::Gen)),
                    )),
                    Ok(Token::Side(_)) => {}
                    Err(e) => errors.push(e),
                }
            }
        }
        if s.pieces.is_empty() && s.bastions.is_empty() && errors.is_empty() {
            errors.push(Sentence::new(
                format!("{}'s scheme is empty: type its 16 pieces, e.g. Ke1 Qd1=10 Ra1=10 … e2 f2 …", color.name()),
                format!(
                    "схема {} пуста: введите её 16 фигур, например Крe1 Фd1=10 Лa1=10 … e2 f2 …",
                    side_ru(color, Case::Gen)
                ),
            ));
        }
        if errors.is_empty() { Ok(s) } else { Err(SchemeErrors(errors)) }
    }

    /// Reads a scheme from a small text file in the typed form.
    pub fn read_file(color: Color, path: &std::path::Path) -> Result<Scheme, SchemeErrors> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            SchemeErrors(vec![Sentence::new(
                format!("cannot read the scheme file {}: {e}", path.display()),
                format!("не удаётся прочитать файл схемы {}: {e}", path.display()),
            )])
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
        use crate::rules::options::ReserveVisibility;
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
        use crate::rules::options::{BastionPlacement, ReserveVisibility};
        let side = self.color.name();
        let whose = side_ru(self.color, Case::Gen);
        let mut e: Vec<Sentence> = Vec::new();
        let mut push = |en: String, ru: String| e.push(Sentence::new(en, ru));
        // R2: the army.
        for (role, want) in ARMY {
            let n = self.pieces.iter().filter(|p| p.0 == role).count();
            if n != want {
                if n == 0 {
                    push(
                        format!("{side} has no {} (R2: {want})", role.name()),
                        format!("у {whose} нет {} (R2: {want})", role_ru(role, Case::Gen)),
                    );
                } else {
                    push(
                        format!("{side} has {n} {} (R2: {want})", plural(role, n)),
                        format!("у {whose} {}: {n} (R2: {want})", plural_ru(role)),
                    );
                }
            }
        }
        // R1/R4: squares.
        let half = half_ranks(self.color, height);
        let mut earlier = FirstAt::new();
        for (i, &(role, sq)) in self.pieces.iter().enumerate() {
            if sq.file() >= width || sq.rank() >= height {
                push(
                    format!("the {} on {sq} is off the {width}x{height} board (R1)", role.name()),
                    format!("{} на {sq} — вне доски {width}x{height} (R1)", role_ru(role, Case::Nom)),
                );
            } else if !half.contains(&sq.rank()) {
                push(
                    format!("the {} on {sq} is outside {side}'s ranks {} (R4)", role.name(), ranks_text(&half)),
                    format!(
                        "{} на {sq} — вне горизонталей {whose} {} (R4)",
                        role_ru(role, Case::Nom),
                        ranks_text(&half)
                    ),
                );
            }
            if let Some((other, _)) = earlier.get(sq).map(|j| self.pieces[j]) {
                push(
                    format!("the {} and the {} both stand on {sq} (R4)", other.name(), role.name()),
                    format!(
                        "{} и {} стоят на одном поле {sq} (R4)",
                        role_ru(other, Case::Nom),
                        role_ru(role, Case::Nom)
                    ),
                );
            }
            earlier.note(sq, i);
        }
        let pieces_at = earlier;
        // R7/R8: bastions.
        let zone = bastion_ranks(self.color, height);
        match options.bastion_placement {
            BastionPlacement::Arbitrary => {
                if self.bastions.len() != 3 {
                    push(
                        format!(
                            "{side} has {} bastion{} (R7: 3, written as Xc4 or after 'bastions:')",
                            self.bastions.len(),
                            if self.bastions.len() == 1 { "" } else { "s" }
                        ),
                        format!(
                            "у {whose} бастионов: {} (R7: нужно 3, пишутся как Бc4 или Xc4 либо после «бастионы:»)",
                            self.bastions.len()
                        ),
                    );
                }
                let mut seen = FirstAt::new();
                for (i, &b) in self.bastions.iter().enumerate() {
                    if b.file() >= width || b.rank() >= height {
                        push(
                            format!("the bastion on {b} is off the {width}x{height} board (R1)"),
                            format!("бастион на {b} — вне доски {width}x{height} (R1)"),
                        );
                    } else if !zone.contains(&b.rank()) {
                        push(
                            format!("the bastion on {b} is outside {side}'s bastion ranks {} (R7)", ranks_text(&zone)),
                            format!("бастион на {b} — вне горизонталей бастионов {whose} {} (R7)", ranks_text(&zone)),
                        );
                    }
                    if seen.contains(b) {
                        push(format!("two bastions on {b} (R7)"), format!("два бастиона на {b} (R7)"));
                    }
                    seen.note(b, i);
                    if let Some((role, _)) = pieces_at.get(b).map(|j| self.pieces[j]) {
                        push(
                            format!("the bastion on {b} coincides with {side}'s {} (R8)", role.name()),
                            format!("бастион на {b} стоит на поле, где у {whose} {} (R8)", role_ru(role, Case::Nom)),
                        );
                    }
                }
            }
            BastionPlacement::Blind if !self.bastions.is_empty() => push(
                "bastions are drawn by lot after the reveal (bastion_placement = blind, R8): remove them from the scheme".into(),
                "бастионы тянут жребием после вскрытия (bastion_placement = blind, R8): уберите их из схемы".into(),
            ),
            BastionPlacement::None if !self.bastions.is_empty() => push(
                "this game has no bastions (bastion_placement = none, R8): remove them from the scheme".into(),
                "в этой партии нет бастионов (bastion_placement = none, R8): уберите их из схемы".into(),
            ),
            _ => {}
        }
        // R12/R14: reserves.
        if options.reserve {
            let mut given = FirstAt::new();
            for (i, &(sq, n)) in self.reserves.iter().enumerate() {
                match pieces_at.get(sq).map(|j| &self.pieces[j]) {
                    Some((role, _)) if role.has_reserve() => {}
                    Some((role, _)) => push(
                        format!("the {} on {sq} has no reserve (R12)", role.name()),
                        format!("у {} на {sq} нет запаса хода (R12)", role_ru(*role, Case::Gen)),
                    ),
                    None => push(
                        format!("a reserve of {n} is given for {sq}, where no piece stands"),
                        format!("запас хода {n} указан для {sq}, где нет фигуры"),
                    ),
                }
                if n == 0 {
                    push(
                        format!("the reserve on {sq} is 0: each allocation is at least 1 (R14)"),
                        format!("запас хода на {sq} равен 0: каждой фигуре — не меньше 1 (R14)"),
                    );
                }
                if given.contains(sq) {
                    push(format!("two reserves are given for {sq}"), format!("для {sq} указаны два запаса хода"));
                }
                given.note(sq, i);
            }
            for &(role, sq) in &self.pieces {
                if role.has_reserve() && !given.contains(sq) {
                    push(
                        format!("the {} on {sq} has no reserve: write it as {}{sq}=N (R14)", role.name(), role.upper()),
                        format!(
                            "у {} на {sq} нет запаса хода: укажите его как {}{sq}=N (R14)",
                            role_ru(role, Case::Gen),
                            role.russian()
                        ),
                    );
                }
            }
            let total: u64 = self.reserves.iter().map(|r| r.1 as u64).sum();
            let pool = options.reserve_pool as u64;
            if total != pool && !self.reserves.is_empty() {
                push(
                    format!("allocations add up to {total}, the pool is {pool} (R14)"),
                    format!("сумма запасов — {total}, а пул — {pool} (R14)"),
                );
            }
            if options.reserve_visibility == ReserveVisibility::Open {
                let share = options.reserve_pool / 5;
                if !options.reserve_pool.is_multiple_of(5) {
                    push(
                        format!("an open split needs a pool divisible by 5; the pool is {pool} (R14)"),
                        format!("для открытого равного раздела пул должен делиться на 5; пул — {pool} (R14)"),
                    );
                }
                for &(sq, n) in &self.reserves {
                    if n != share {
                        push(
                            format!("reserves are open: the piece on {sq} gets {share}, not {n} (R14)"),
                            format!("запасы открыты: фигура на {sq} получает {share}, а не {n} (R14)"),
                        );
                    }
                }
            }
        } else if !self.reserves.is_empty() {
            push(
                "this game has no move reserve (reserve = off): remove the =N allocations".into(),
                "в этой партии нет запаса ходов (reserve = off): уберите записи =N".into(),
            );
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
    pub fn from_revealed(color: Color, r: &RevealedScheme) -> Result<Scheme, String> {
        let sq = |s: &str| s.parse::<Square>().map_err(|e| e.to_string());
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
            e.0[0].en.contains("'Zq9'") && e.0[2].en.contains("knight has no reserve") && e.0[2].ru.contains("у коня"),
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
        let count = |needle: &str| e.0.iter().filter(|p| p.en.contains(needle)).count();
        assert_eq!(count("the queen and the queen both stand on d1 (R4)"), 599);
        assert_eq!(count("two reserves are given for d1"), 599);
        assert_eq!(count("White has 600 queens (R2: 1)"), 1);
        assert_eq!(count("allocations add up to 6000, the pool is 50 (R14)"), 1);
        // R2 for the six roles, R7's three bastions, R4 and R14 per copy, R14's sum.
        assert_eq!(e.0.len(), 6 + 1 + 599 + 599 + 1, "{e}");
        assert!(e.0[6].en.contains("both stand on d1") && e.0[605].en.contains("bastion"), "{e}");
        // The typed form and the allocation look each reserve up by its square as well.
        assert_eq!(s.typed(), vec!["Qd1=10"; 600].join(" "));
        assert_eq!(s.allocation(), None);
        // Many unreadable tokens: each is named once, in the order typed.
        let junk: String = (0..800).map(|i| format!("Zq{i} ")).collect();
        assert!(junk.len() > 4096);
        let e = Scheme::parse(Color::White, &junk).unwrap_err();
        assert_eq!(e.0.len(), 800);
        assert!(e.0[0].en.starts_with("'Zq0' is not a piece") && e.0[799].en.starts_with("'Zq799'"), "{}", e.0[799].en);
        // One 4 KB token without a separator is one problem quoting it.
        let long = "Q".repeat(4096);
        let e = Scheme::parse(Color::White, &long).unwrap_err();
        assert_eq!(e.0.len(), 1);
        assert!(e.0[0].en.contains(&long));
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
