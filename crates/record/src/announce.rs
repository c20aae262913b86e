//! The announced-move parser: what an arbiter hears or reads — coordinates (`e2e4`,
//! `c10c12q`), long algebraic (`Qd1-d7`, `Nb1xc3`, `e11-e12=Q`), SAN (`Qd7`, `Nbd2`, `exd5`,
//! `O-O`, `0-0-0`), Russian piece letters (`Кр Ф Л С К`, `:` for a capture: `Фd1-d7`,
//! `Лa1:a8`), in any letter case — turned into the one legal move it names. The rules are
//! never re-derived here: the text is read into patterns, and the patterns are matched against
//! the engine's `legal_moves()` and `san()`. No match gives the engine's ruling for the move the
//! text meant (`check_move`); several give the candidates.

use super::scheme::latin_square_text;
use victoria_rules::{Move, MoveKind, Role, Square, UciMove};

/// Which way a castling goes: `O-O` toward the higher files, `O-O-O` toward the lower.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastleSide {
    Short,
    Long,
}

/// One reading of an announced move.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Pattern {
    /// The piece named (`None`: any piece, for plain coordinates).
    pub role: Option<Role>,
    pub from_file: Option<u8>,
    pub from_rank: Option<u8>,
    pub to: Option<Square>,
    pub promotion: Option<Role>,
    /// `Some(true)` when the text says it captures (`x`, `:`).
    pub capture: Option<bool>,
    pub castle: Option<CastleSide>,
    /// 0 for the strict reading (capital = piece, small = file), 1 for a looser one.
    pub tier: u8,
}

impl Pattern {
    /// The full from-square, if the text named one.
    pub fn from(&self) -> Option<Square> {
        Some(Square::new(self.from_file?, self.from_rank?))
    }

    /// Does this legal move, made by a piece of `role`, fit the pattern?
    pub fn fits(&self, m: &Move, role: Role, king: Option<Square>) -> bool {
        if let Some(side) = self.castle {
            let MoveKind::Castle { rook } = m.kind else { return false };
            return match side {
                CastleSide::Short => rook.file() > m.from.file(),
                CastleSide::Long => rook.file() < m.from.file(),
            } && king.is_none_or(|k| k == m.from);
        }
        self.role.is_none_or(|r| r == role)
            && self.from_file.is_none_or(|f| f == m.from.file())
            && self.from_rank.is_none_or(|r| r == m.from.rank())
            && self.to.is_none_or(|t| t == m.to)
            && self.promotion.is_none_or(|p| m.promotion == Some(p))
            && (self.capture != Some(true) || m.capture)
    }
}

/// Why a text could not be read as a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAMove(pub String);

impl std::error::Error for NotAMove {}

/// A piece letter at the start of `s` and whether it was written the strict way (a capital
/// Latin letter, or Russian). Returns (role, bytes used, strict).
fn piece_letter(s: &str) -> Option<(Role, usize, bool)> {
    let c = s.chars().next()?;
    if c.is_ascii() {
        let r = Role::from_char(c)?;
        return Some((r, 1, c.is_ascii_uppercase()));
    }
    let (r, n) = super::scheme::piece_prefix(s)?;
    Some((r, n, c.is_uppercase() || r == Role::Pawn))
}

/// Reads a promotion suffix: `=Q`, `Q`, `/Q`, `(Q)`, `=Ф` …; returns the rest and the role.
fn split_promotion(s: &str) -> Vec<(String, Option<Role>)> {
    let mut out = vec![(s.to_string(), None)];
    let trimmed = s.trim_end_matches(')');
    let last = trimmed.chars().last();
    if let Some(c) = last
        && !c.is_ascii_digit()
    {
        let head = &trimmed[..trimmed.len() - c.len_utf8()];
        let role =
            if c.is_ascii() { Role::from_char(c) } else { super::scheme::piece_prefix(&c.to_string()).map(|p| p.0) };
        if let Some(r) = role.filter(|r| !matches!(r, Role::Pawn | Role::King)) {
            let head = head.trim_end_matches(['=', '/', '(']);
            out = vec![(head.to_string(), Some(r))];
        }
    }
    out
}

/// Splits a trailing square off `s`: returns (head, square).
fn split_target(s: &str) -> Option<(&str, Square)> {
    let digits = s.chars().rev().take_while(|c| c.is_ascii_digit()).count().min(2);
    if digits == 0 || s.len() < digits + 1 {
        return None;
    }
    let cut = s.len() - digits - 1;
    if !s.is_char_boundary(cut) {
        return None;
    }
    let sq: Square = s[cut..].parse().ok()?;
    Some((&s[..cut], sq))
}

/// Reads the part before the target: `""`, a file, a rank, or a square, and a separator.
fn read_origin(head: &str) -> Option<(Option<u8>, Option<u8>, Option<bool>)> {
    let (head, capture) = if let Some(h) = head.strip_suffix(['x', ':']) {
        (h, Some(true))
    } else if let Some(h) = head.strip_suffix('-') {
        (h, None)
    } else {
        (head, None)
    };
    if head.is_empty() {
        return Some((None, None, capture));
    }
    if let Ok(sq) = head.parse::<Square>() {
        return Some((Some(sq.file()), Some(sq.rank()), capture));
    }
    let b = head.as_bytes();
    if b.len() == 1 && (b'a'..=b'p').contains(&b[0]) {
        return Some((Some(b[0] - b'a'), None, capture));
    }
    if let Ok(r) = head.parse::<u8>()
        && (1..=16).contains(&r)
    {
        return Some((None, Some(r - 1), capture));
    }
    None
}

/// Normalises what was typed: trims, drops check and annotation marks and spaces, maps dashes
/// and every language's capture letters (`notation-capture`).
fn normalise(text: &str) -> String {
    let vocabulary = super::scheme::vocabulary();
    let mut s: String = text
        .trim()
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '–' | '—' | '−' => '-',
            c if c.is_ascii() => c,
            c => vocabulary.lookalike(c, &vocabulary.capture).unwrap_or(c),
        })
        .collect();
    // The en-passant marks of every language of the catalogue (`notation-en-passant`).
    for suffix in &super::scheme::vocabulary().en_passant {
        if let Some(h) = s.strip_suffix(suffix.as_str())
            && h.chars().last().is_some_and(|c| c.is_ascii_digit())
        {
            s = h.to_string();
        }
    }
    s.trim_end_matches(['+', '#', '!', '?']).to_string()
}

/// Reads an announced move into every plausible pattern (strict readings have tier 0).
pub fn parse(text: &str) -> Result<Vec<Pattern>, NotAMove> {
    let s = normalise(text);
    let fail = || NotAMove(text.trim().to_string());
    if s.is_empty() {
        return Err(fail());
    }
    // Castling: O-O, 0-0, o-o, О-О (Cyrillic O: `notation-castling-letter`), with or without dashes.
    let letters = &super::scheme::vocabulary().castling_letter;
    let castle: String = s
        .chars()
        .filter(|c| *c != '-')
        .map(|c| super::scheme::vocabulary().lookalike(c, letters).unwrap_or(c))
        .collect();
    if castle == "OO" || castle == "OOO" {
        let side = if castle == "OO" { CastleSide::Short } else { CastleSide::Long };
        return Ok(vec![Pattern { castle: Some(side), role: Some(Role::King), ..Default::default() }]);
    }
    let mut out = Vec::new();
    // Reading A: a piece letter first.
    if let Some((role, used, strict)) = piece_letter(&s) {
        // All-capital text ("K11G11") may be coordinates as well: then it is no strict reading.
        let body = &s[used..];
        let body_core = body.trim_end_matches(|c: char| !c.is_ascii_digit());
        let strict = strict && !body_core.chars().any(|c| c.is_ascii_uppercase());
        for p in read_body(body) {
            out.push(Pattern { role: Some(role), tier: if strict { 0 } else { 1 }, ..p });
        }
    }
    // Reading B: no piece letter: coordinates (any piece) or a pawn move.
    let strict_plain = s.chars().next().is_some_and(|c| c.is_ascii_lowercase());
    for p in read_body(&s) {
        let full_from = p.from_file.is_some() && p.from_rank.is_some();
        let role = if full_from { None } else { Some(Role::Pawn) };
        out.push(Pattern { role, tier: if strict_plain { 0 } else { 1 }, ..p });
    }
    if out.is_empty() { Err(fail()) } else { Ok(out) }
}

/// Reads `[origin][sep]target[promotion]`.
fn read_body(s: &str) -> Vec<Pattern> {
    let mut out = Vec::new();
    for (head, promotion) in split_promotion(s) {
        let head = latin_square_text(&head);
        let Some((origin, to)) = split_target(&head) else { continue };
        let Some((from_file, from_rank, capture)) = read_origin(origin) else { continue };
        out.push(Pattern { role: None, from_file, from_rank, to: Some(to), promotion, capture, castle: None, tier: 0 });
    }
    out
}

/// An announced entry as the arbiter typed it (an illegal attempt's text: `Сxl7`, `Фd1-d7`,
/// `Nbd2`, `О-О`), written in the letters of `lang` so that a move shown on a screen or a sheet
/// is in that language's one script (issue 39: no Cyrillic С in an English move): a piece
/// letter of any language (`notation-role`, a capital) becomes `lang`'s SAN letter, and the
/// look-alikes of files, of the capture `x` and of castling's `O` (`notation-file-lookalikes`,
/// `notation-capture`, `notation-castling-letter`) become Latin. A text that does not then read
/// in Latin letters (a word, a typo in another script) is shown as typed.
pub fn announced_in(lang: victoria_words::Lang, text: &str) -> String {
    let vocabulary = super::scheme::vocabulary();
    let mut latin = String::with_capacity(text.len());
    let mut rest = text.trim();
    let mut piece_may_follow = true;
    while let Some(c) = rest.chars().next() {
        // A piece letter: at the start or after a promotion's `=`, written as a capital.
        if piece_may_follow
            && !c.is_ascii()
            && c.is_uppercase()
            && let Some((role, used)) = super::scheme::piece_prefix(rest)
        {
            if role != Role::Pawn {
                latin.push(role.upper());
            }
            rest = &rest[used..];
            piece_may_follow = false;
            continue;
        }
        let mapped = if c.is_ascii() {
            c
        } else {
            vocabulary
                .lookalike(c, &vocabulary.file_lookalikes)
                .or_else(|| vocabulary.lookalike(c, &vocabulary.capture))
                .or_else(|| vocabulary.lookalike(c, &vocabulary.castling_letter))
                .unwrap_or(c)
        };
        latin.push(mapped);
        piece_may_follow = mapped == '=';
        rest = &rest[c.len_utf8()..];
    }
    if latin.is_ascii() { victoria_rules::san::written(lang, &latin) } else { text.to_string() }
}

/// The squares an announcement may name as its target (for computing SAN only where needed).
pub fn targets(text: &str) -> Vec<Square> {
    parse(text).map(|v| v.iter().filter_map(|p| p.to).collect()).unwrap_or_default()
}

/// The legal moves of a game's position (any ruleset) as the matcher sees them. SAN (which
/// costs a move generation per piece move) is computed only for moves to a square the text
/// names, and for castlings; the others get an empty SAN, which no text equals.
pub fn candidates_for(game: &victoria_rules::AnyGame, text: &str) -> Vec<Candidate> {
    let targets = targets(text);
    game.legal_moves()
        .into_iter()
        .filter_map(|m| {
            let role = game.piece(m.from)?.role;
            let wanted = targets.contains(&m.to) || matches!(m.kind, MoveKind::Castle { .. });
            let san = if wanted { game.san_plain(&m) } else { String::new() };
            Some(Candidate { mv: m, role, san })
        })
        .collect()
}

/// A legal move as the matcher sees it: the move, the role of the piece making it, its SAN.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub mv: Move,
    pub role: Role,
    pub san: String,
}

/// What an announcement names among the legal moves.
#[derive(Clone, Debug)]
pub enum Reading {
    /// Exactly one legal move.
    One(Candidate),
    /// Several legal moves fit: the arbiter must say which.
    Ambiguous(Vec<Candidate>),
    /// No legal move fits.
    None,
}

/// Strips `+ # ! ?` for comparing SAN.
fn bare_san(s: &str) -> String {
    s.trim_end_matches(['+', '#', '!', '?']).to_string()
}

/// Matches an announcement against the legal moves (`king`: the mover's king square, for
/// castling).
pub fn read_among(text: &str, candidates: &[Candidate], king: Option<Square>) -> Result<Reading, NotAMove> {
    // An exact SAN match (checks and marks aside) always wins.
    let t = bare_san(&normalise(text));
    let exact: Vec<&Candidate> = candidates.iter().filter(|c| !c.san.is_empty() && bare_san(&c.san) == t).collect();
    if exact.len() == 1 {
        return Ok(Reading::One(exact[0].clone()));
    }
    let patterns = parse(text)?;
    for tier in 0..=1 {
        let mut found: Vec<Candidate> = Vec::new();
        for p in patterns.iter().filter(|p| p.tier <= tier) {
            for c in candidates {
                if p.fits(&c.mv, c.role, king) && !found.iter().any(|f| f.mv == c.mv) {
                    found.push(c.clone());
                }
            }
        }
        match found.len() {
            0 => continue,
            1 => return Ok(Reading::One(found.pop().expect("one"))),
            _ => {
                // A plain pawn move ("h8") means the push, not a bypass from the next file
                // (R11), which is written with its file ("gh8", "g9-h8").
                let plain_pawn = patterns
                    .iter()
                    .filter(|p| p.tier <= tier)
                    .all(|p| p.role == Some(Role::Pawn) && p.from_file.is_none() && p.capture != Some(true));
                if plain_pawn {
                    let push: Vec<&Candidate> = found.iter().filter(|c| c.mv.from.file() == c.mv.to.file()).collect();
                    if push.len() == 1 {
                        return Ok(Reading::One(push[0].clone()));
                    }
                }
                found.sort_by(|a, b| a.san.cmp(&b.san));
                return Ok(Reading::Ambiguous(found));
            }
        }
    }
    Ok(Reading::None)
}

/// The coordinate moves an unmatched pattern may have meant, for asking the engine's ruling:
/// with a full from-square that square; otherwise every square of `own` (the mover's pieces
/// with their roles) that fits the pattern's piece, file and rank.
pub fn intended(patterns: &[Pattern], own: &[(Square, Role)]) -> Vec<UciMove> {
    let mut out: Vec<UciMove> = Vec::new();
    let best = patterns.iter().map(|p| p.tier).min().unwrap_or(0);
    for p in patterns.iter().filter(|p| p.tier == best && p.castle.is_none()) {
        let Some(to) = p.to else { continue };
        // A pawn's push names no file: it comes from the target's file.
        let pawn_push = p.role == Some(Role::Pawn) && p.from_file.is_none() && p.capture != Some(true);
        let p = &Pattern { from_file: if pawn_push { Some(to.file()) } else { p.from_file }, ..p.clone() };
        let froms: Vec<Square> = match p.from() {
            Some(f) => vec![f],
            None => own
                .iter()
                .filter(|(s, r)| {
                    p.role.is_none_or(|x| x == *r)
                        && p.from_file.is_none_or(|f| f == s.file())
                        && p.from_rank.is_none_or(|x| x == s.rank())
                        && *s != to
                })
                .map(|(s, _)| *s)
                .collect(),
        };
        for from in froms {
            let u = UciMove { from, to, promotion: p.promotion };
            if !out.contains(&u) {
                out.push(u);
            }
        }
    }
    out
}

/// The castling patterns' side, if the text was a castling.
pub fn castle_side(patterns: &[Pattern]) -> Option<CastleSide> {
    patterns.iter().find_map(|p| p.castle)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn one(text: &str) -> Pattern {
        let v = parse(text).unwrap();
        v.into_iter().min_by_key(|p| p.tier).unwrap()
    }

    #[test]
    fn coordinates_and_long_algebraic() {
        let p = one("e2e4");
        assert_eq!((p.from(), p.to, p.role), (Some(sq("e2")), Some(sq("e4")), None));
        let p = one("c10c12q");
        assert_eq!((p.from(), p.to, p.promotion), (Some(sq("c10")), Some(sq("c12")), Some(Role::Queen)));
        let p = one("Qd1-d7");
        assert_eq!((p.role, p.from(), p.to), (Some(Role::Queen), Some(sq("d1")), Some(sq("d7"))));
        let p = one("Nb1xc3");
        assert_eq!((p.role, p.capture), (Some(Role::Knight), Some(true)));
        let p = one("e11-e12=Q");
        assert_eq!((p.from(), p.to, p.promotion), (Some(sq("e11")), Some(sq("e12")), Some(Role::Queen)));
        let p = one("a1a10");
        assert_eq!(p.to, Some(sq("a10")));
    }

    #[test]
    fn san_forms() {
        let p = one("Nbd2");
        assert_eq!((p.role, p.from_file, p.from_rank, p.to), (Some(Role::Knight), Some(1), None, Some(sq("d2"))));
        let p = one("exd5");
        assert_eq!((p.role, p.from_file, p.capture), (Some(Role::Pawn), Some(4), Some(true)));
        let p = one("R1a3");
        assert_eq!((p.role, p.from_rank), (Some(Role::Rook), Some(0)));
        let p = one("Qd7+");
        assert_eq!((p.role, p.to), (Some(Role::Queen), Some(sq("d7"))));
        assert_eq!(one("O-O").castle, Some(CastleSide::Short));
        assert_eq!(one("0-0-0").castle, Some(CastleSide::Long));
        assert_eq!(one("o-o-o").castle, Some(CastleSide::Long));
        let p = one("exd6e.p.");
        assert_eq!(p.to, Some(sq("d6")));
    }

    #[test]
    fn russian_letters_and_case() {
        let p = one("Фd1-d7");
        assert_eq!((p.role, p.from(), p.to), (Some(Role::Queen), Some(sq("d1")), Some(sq("d7"))));
        let p = one("Лa1:a8");
        assert_eq!((p.role, p.capture, p.to), (Some(Role::Rook), Some(true), Some(sq("a8"))));
        assert_eq!(one("Крe1-f2").role, Some(Role::King));
        assert_eq!(one("Кb1-c3").role, Some(Role::Knight));
        assert_eq!(one("Сc1:h6").role, Some(Role::Bishop));
        assert_eq!(one("e11-e12=Ф").promotion, Some(Role::Queen));
        // Russian look-alike file letters in the square.
        assert_eq!(one("Фd1-а4").to, Some(sq("a4")));
        assert_eq!(one("Фd1-С4").to, Some(sq("c4")));
        assert_eq!(one("e2-е4").to, Some(sq("e4")));
        assert_eq!(one("Лa1-в1").to, Some(sq("b1")));
        // The Russian capture letter, either case, and the multiplication sign.
        let p = one("exd5");
        for typed in ["eхd5", "eХd5", "e×d5"] {
            assert_eq!(one(typed), p, "{typed}");
        }
        // Castling with the Russian O, either case.
        assert_eq!(one("О-О").castle, Some(CastleSide::Short));
        assert_eq!(one("о-о-о").castle, Some(CastleSide::Long));
        // A Russian letter that is no look-alike stays what it is: not a move.
        assert!(parse("eжd5").is_err() || parse("eжd5").unwrap().iter().all(|p| p.to != Some(sq("d5"))));
        // Any case: "QD1-D7" reads as the queen, loosely.
        let v = parse("QD1-D7").unwrap();
        assert!(v.iter().any(|p| p.role == Some(Role::Queen) && p.to == Some(sq("d7"))));
        let v = parse("nB1C3").unwrap();
        assert!(v.iter().any(|p| p.role == Some(Role::Knight) && p.from() == Some(sq("b1"))));
    }

    #[test]
    fn nonsense_is_refused_with_the_forms() {
        for bad in ["", "hello", "Zz9", "e2e", "Qd1-", "e2e4e5", "O-O-O-O"] {
            let e = parse(bad).unwrap_err().to_string();
            assert!(e.contains("is not a move"), "{bad}: {e}");
        }
    }

    fn cand(uci: &str, role: Role, san: &str, capture: bool) -> Candidate {
        let u = UciMove::parse(uci).unwrap();
        Candidate {
            mv: Move { from: u.from, to: u.to, promotion: u.promotion, capture, kind: MoveKind::Normal },
            role,
            san: san.into(),
        }
    }

    #[test]
    fn matching_prefers_the_strict_reading_and_lists_ambiguity() {
        let c = vec![
            cand("b2c3", Role::Pawn, "bxc3", true),
            cand("d2c3", Role::Bishop, "Bxc3", true),
            cand("b1d2", Role::Knight, "Nbd2", false),
            cand("f3d2", Role::Knight, "Nfd2", false),
            cand("e11e12q", Role::Pawn, "e12=Q", false),
            cand("e11e12n", Role::Pawn, "e12=N", false),
        ];
        let pick = |t: &str| match read_among(t, &c, None).unwrap() {
            Reading::One(x) => x.san,
            Reading::Ambiguous(v) => v.iter().map(|x| x.san.clone()).collect::<Vec<_>>().join("|"),
            Reading::None => "-".into(),
        };
        assert_eq!(pick("bxc3"), "bxc3");
        assert_eq!(pick("Bxc3"), "Bxc3");
        assert_eq!(pick("b:c3"), "bxc3");
        assert_eq!(pick("С:c3"), "Bxc3");
        assert_eq!(pick("Nd2"), "Nbd2|Nfd2");
        assert_eq!(pick("Кfd2"), "Nfd2");
        assert_eq!(pick("e11e12"), "e12=N|e12=Q");
        assert_eq!(pick("e12=Q"), "e12=Q");
        assert_eq!(pick("e11-e12Q"), "e12=Q");
        assert_eq!(pick("Qh5"), "-");
    }

    /// Issue 39: an attempt typed in Russian letters (`Сxl7`, the bishop's Cyrillic С) reads in
    /// Latin letters in English, and an English one in Russian letters in Russian.
    #[test]
    fn an_announced_move_is_written_in_the_letters_of_the_language_on_screen() {
        use super::announced_in;
        use victoria_words::Lang;
        assert_eq!(announced_in(Lang::En, "Сxl7"), "Bxl7");
        assert!(announced_in(Lang::En, "Сxl7").is_ascii());
        assert_eq!(announced_in(Lang::En, "Крe1-e2"), "Ke1-e2");
        assert_eq!(announced_in(Lang::En, "Фd1:d7"), "Qd1:d7");
        assert_eq!(announced_in(Lang::En, "Кbd2"), "Nbd2");
        assert_eq!(announced_in(Lang::En, "Схl7"), "Bxl7", "a Cyrillic х for the capture");
        assert_eq!(announced_in(Lang::En, "e11-e12=Ф"), "e11-e12=Q");
        assert_eq!(announced_in(Lang::En, "О-О"), "O-O");
        assert_eq!(announced_in(Lang::En, "с4"), "c4", "a Cyrillic с for the file c");
        assert_eq!(announced_in(Lang::Ru, "Bxl7"), "Сxl7");
        assert_eq!(announced_in(Lang::Ru, "Nbd2"), "Кbd2");
        assert_eq!(announced_in(Lang::Ru, "Сxl7"), "Сxl7");
        assert_eq!(announced_in(Lang::En, "e2e4"), "e2e4");
        assert_eq!(announced_in(Lang::En, "слон"), "слон", "a word stays as typed");
        assert_eq!(announced_in(Lang::En, "zz9"), "zz9");
    }
}
