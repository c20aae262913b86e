//! Standard algebraic notation for boards up to 16x16: piece letter, the least disambiguation
//! that makes the move unique, `x` for a capture, the square, `=Q` for a promotion, `+` or `#`.
//! Castling is `O-O` toward higher files and `O-O-O` toward lower files, on any rank; a
//! pawn's bypass of its own bastion (R11) is written with its file, like a capture without `x`.
//!
//! [`written`] is the one SAN localiser: a move (or a line of moves) as a score sheet of a
//! language writes it, Russian piece letters (Кр Ф Л С К) in Russian, from `common.ftl`.

use super::moves::{Move, MoveKind};
use super::piece::Role;
use super::position::Position;
use victoria_words::Lang;

impl Position {
    /// The SAN of `m`, a legal move of this position, with `+` or `#` from the position after.
    pub fn san(&self, m: &Move) -> String {
        let mut s = self.san_plain(m);
        let mut after = self.clone();
        after.apply(m);
        if after.is_check() {
            s.push(if after.legal_moves().is_empty() { '#' } else { '+' });
        }
        s
    }

    /// The SAN of `m` without the check suffix.
    pub fn san_plain(&self, m: &Move) -> String {
        if let MoveKind::Castle { .. } = m.kind {
            return if m.to.file() > m.from.file() { "O-O".into() } else { "O-O-O".into() };
        }
        let Some(piece) = self.piece(m.from) else { return m.to_string() };
        let mut s = String::new();
        if piece.role == Role::Pawn {
            // A capture and a bypass (R11) both leave the file: name it, so that `gh8` (the
            // bypass from g9) and `h8` (the push from h9) stay apart.
            if m.capture || m.kind == MoveKind::Bypass {
                s.push(m.from.file_char());
            }
            if m.capture {
                s.push('x');
            }
            s.push_str(&m.to.to_string());
            if let Some(r) = m.promotion {
                s.push('=');
                s.push(r.upper());
            }
            return s;
        }
        s.push(piece.role.upper());
        let rivals: Vec<Move> = self
            .legal_moves()
            .into_iter()
            .filter(|o| o.to == m.to && o.from != m.from && self.piece(o.from).map(|p| p.role) == Some(piece.role))
            .collect();
        if !rivals.is_empty() {
            let file_unique = rivals.iter().all(|o| o.from.file() != m.from.file());
            let rank_unique = rivals.iter().all(|o| o.from.rank() != m.from.rank());
            if file_unique {
                s.push(m.from.file_char());
            } else if rank_unique {
                s.push_str(&(m.from.rank() + 1).to_string());
            } else {
                s.push_str(&m.from.to_string());
            }
        }
        if m.capture {
            s.push('x');
        }
        s.push_str(&m.to.to_string());
        s
    }
}

/// A move in SAN (or several, as in "12. Qd7 12… Rb8") as a score sheet of `lang` writes it:
/// each piece letter in that language's letters (`san-letter`: К Кр Ф Л С in Russian), so a
/// move is in one script. A piece letter is an upper-case `K Q R B N` that starts a move or
/// names a promotion (it follows no letter or digit); files, `x`, `O-O` and the marks stay.
pub fn written(lang: Lang, san: &str) -> String {
    let mut out = String::with_capacity(san.len() + 4);
    let mut after_word = false;
    for c in san.chars() {
        match Role::from_char(c) {
            Some(role) if c.is_ascii_uppercase() && role != Role::Pawn && !after_word => {
                out.push_str(&crate::t!(lang, "san-letter", role = role))
            }
            _ => out.push(c),
        }
        after_word = c.is_alphanumeric();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::written;
    use victoria_words::Lang;

    #[test]
    fn russian_san_has_russian_piece_letters() {
        assert_eq!(written(Lang::Ru, "Nbd2"), "Кbd2");
        assert_eq!(written(Lang::Ru, "Kf1+"), "Крf1+");
        assert_eq!(written(Lang::Ru, "Qc10xc12+"), "Фc10xc12+");
        assert_eq!(written(Lang::Ru, "Rbb8"), "Лbb8");
        assert_eq!(written(Lang::Ru, "Bxc10"), "Сxc10");
        assert_eq!(written(Lang::Ru, "exd12=Q#"), "exd12=Ф#");
        assert_eq!(written(Lang::Ru, "b1=N"), "b1=К");
        assert_eq!(written(Lang::Ru, "exd5"), "exd5");
    }

    #[test]
    fn castling_and_english_are_unchanged() {
        for san in ["O-O", "O-O-O", "O-O+"] {
            assert_eq!(written(Lang::Ru, san), san);
        }
        for san in ["Nbd2", "Kf1+", "exd12=Q#", "O-O-O", "Bxc10"] {
            assert_eq!(written(Lang::En, san), san);
        }
    }

    /// Every piece letter of every move of a line is in the language's script: no Latin piece
    /// letter is left in a Russian move, none is added to an English one.
    #[test]
    fn one_script_per_move() {
        let line = "12. Qd7 12… Rb8 13. Kxe2 exf1=R 14. Nc3 O-O";
        let ru = written(Lang::Ru, line);
        assert_eq!(ru, "12. Фd7 12… Лb8 13. Крxe2 exf1=Л 14. Кc3 O-O");
        for mv in ru.split(' ') {
            let latin = mv.chars().any(|c| "KQRBN".contains(c));
            let cyrillic = mv.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c));
            assert!(!latin, "{mv} keeps a Latin piece letter");
            assert!(!(latin && cyrillic), "{mv} mixes scripts");
        }
        assert!(!written(Lang::En, line).chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)));
    }
}
