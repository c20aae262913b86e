//! A setup scheme's problems in words ([`SchemeProblem`], the list [`SchemeErrors`]) and the
//! check of revealed schemes against their seals ([`SealProblem`]), from the catalogue
//! `scheme.ftl`; the letters an arbiter types are the catalogue's `notation.ftl`.

use super::Words;
use crate::scheme::{SchemeErrors, SchemeProblem};
use crate::seal::SealProblem;
use crate::{args, t};
use victoria_rules::{Color, Role, Square};
use victoria_words::Lang;

/// The letter a scoresheet of `lang` writes for `role` (`Q`, `Ф`), from `notation.ftl`.
pub fn letter(lang: Lang, role: Role) -> String {
    let written = t!(lang, "notation-role", role = role);
    written.split_whitespace().next().unwrap_or_default().to_string()
}

impl Words for SchemeProblem {
    fn words(&self, lang: Lang) -> String {
        use SchemeProblem::*;
        match self {
            NotAPiece { token } => t!(lang, "scheme-not-a-piece", token = token.to_string()),
            BadReserve { token } => t!(lang, "scheme-bad-reserve", token = token.to_string()),
            ReserveNeedsLetter { token, square, n } => t!(
                lang,
                "scheme-reserve-needs-letter",
                token = token.to_string(),
                square = *square,
                n = *n,
                letter = letter(lang, Role::Queen).to_string()
            ),
            BastionReserve { token } => t!(lang, "scheme-bastion-reserve", token = token.to_string()),
            RoleReserve { token, role } => t!(lang, "scheme-role-reserve", token = token.to_string(), role = *role),
            OtherSide { token, color } => t!(lang, "scheme-other-side", token = token.to_string(), color = *color),
            Empty { color } => t!(lang, "scheme-empty", color = *color),
            Unreadable { path, error } => {
                t!(lang, "scheme-unreadable", path = path.to_string(), error = error.to_string())
            }
            Army { color, role, n, want } => {
                t!(lang, "scheme-army", color = *color, role = *role, n = *n, want = *want)
            }
            PieceOffBoard { role, square, width, height } => {
                t!(lang, "scheme-piece-off-board", role = *role, square = *square, width = *width, height = *height)
            }
            PieceOutsideHalf { color, role, square, ranks } => t!(
                lang,
                "scheme-piece-outside-half",
                color = *color,
                role = *role,
                square = *square,
                ranks = format!("{}–{}", ranks.0, ranks.1)
            ),
            SameSquare { first, second, square } => {
                t!(lang, "scheme-same-square", first = *first, second = *second, square = *square)
            }
            BastionCount { color, n } => t!(lang, "scheme-bastion-count", color = *color, n = *n),
            BastionOffBoard { square, width, height } => {
                t!(lang, "scheme-bastion-off-board", square = *square, width = *width, height = *height)
            }
            BastionOutsideZone { color, square, ranks } => t!(
                lang,
                "scheme-bastion-outside-zone",
                color = *color,
                square = *square,
                ranks = format!("{}–{}", ranks.0, ranks.1)
            ),
            TwoBastions { square } => t!(lang, "scheme-two-bastions", square = *square),
            BastionOnPiece { color, square, role } => {
                t!(lang, "scheme-bastion-on-piece", color = *color, square = *square, role = *role)
            }
            BastionsDrawn => t!(lang, "scheme-bastions-drawn"),
            NoBastionsInGame => t!(lang, "scheme-no-bastions-in-game"),
            NoReserveFor { role, square } => {
                t!(lang, "scheme-no-reserve-for", role = *role, square = *square)
            }
            ReserveOnEmpty { square, n } => t!(lang, "scheme-reserve-on-empty", square = *square, n = *n),
            ZeroReserve { square } => t!(lang, "scheme-zero-reserve", square = *square),
            TwoReserves { square } => t!(lang, "scheme-two-reserves", square = *square),
            ReserveMissing { role, square } => t!(
                lang,
                "scheme-reserve-missing",
                role = *role,
                square = *square,
                letter = letter(lang, *role).to_string()
            ),
            PoolTotal { total, pool } => {
                t!(lang, "scheme-pool-total", total = *total, pool = *pool)
            }
            OpenPool { pool } => t!(lang, "scheme-open-pool", pool = *pool),
            OpenShare { square, share, n } => {
                t!(lang, "scheme-open-share", square = *square, share = *share, n = *n)
            }
            NoReserveInGame => t!(lang, "scheme-no-reserve-in-game"),
        }
    }
}

impl SchemeProblem {
    /// One of every variant, for tests that render them all.
    pub fn examples() -> Vec<SchemeProblem> {
        use SchemeProblem::*;
        let (sq, token) = (Square::new(7, 4), || "Zz9".to_string());
        let mut v = vec![
            NotAPiece { token: token() },
            BadReserve { token: token() },
            ReserveNeedsLetter { token: token(), square: sq, n: 10 },
            BastionReserve { token: token() },
            Unreadable { path: "/tmp/x.txt".into(), error: "not found".into() },
            BastionOffBoard { square: sq, width: 12, height: 12 },
            TwoBastions { square: sq },
            BastionsDrawn,
            NoBastionsInGame,
            ReserveOnEmpty { square: sq, n: 5 },
            ZeroReserve { square: sq },
            TwoReserves { square: sq },
            PoolTotal { total: 48, pool: 50 },
            OpenPool { pool: 52 },
            OpenShare { square: sq, share: 10, n: 12 },
            NoReserveInGame,
        ];
        for color in Color::ALL {
            v.extend([
                OtherSide { token: token(), color },
                Empty { color },
                BastionCount { color, n: 1 },
                BastionCount { color, n: 2 },
                BastionOutsideZone { color, square: sq, ranks: (3, 6) },
            ]);
            for role in Role::ALL {
                v.extend([
                    Army { color, role, n: 0, want: 1 },
                    Army { color, role, n: 1, want: 2 },
                    Army { color, role, n: 3, want: 2 },
                    PieceOutsideHalf { color, role, square: sq, ranks: (1, 6) },
                    BastionOnPiece { color, square: sq, role },
                ]);
            }
        }
        for role in Role::ALL {
            v.extend([
                RoleReserve { token: token(), role },
                PieceOffBoard { role, square: sq, width: 12, height: 12 },
                SameSquare { first: role, second: Role::Pawn, square: sq },
                NoReserveFor { role, square: sq },
                ReserveMissing { role, square: sq },
            ]);
        }
        v
    }
}

/// The list, headed by its count, one problem a line.
impl Words for SchemeErrors {
    fn words(&self, lang: Lang) -> String {
        let mut s = t!(lang, "scheme-errors", n = self.0.len() as f64);
        for p in &self.0 {
            s.push_str("\n  - ");
            s.push_str(&p.words(lang));
        }
        s
    }
}

impl Words for SealProblem {
    fn words(&self, lang: Lang) -> String {
        let a = args!(color = self.side());
        match self {
            SealProblem::SealedNotRevealed(_) => t!(lang, "scheme-sealed-not-revealed"; a),
            SealProblem::Missing(_) => t!(lang, "scheme-missing"; a),
            SealProblem::Unreadable { error, .. } => {
                t!(lang, "scheme-revealed-unreadable"; a, error = error.words(lang).to_string())
            }
            SealProblem::Mismatch { commitment, found, .. } => {
                t!(lang, "scheme-seal-mismatch"; a, commitment = commitment.to_string(), found = found.to_string())
            }
            SealProblem::NoCommitment(_) => t!(lang, "scheme-no-commitment"; a),
            SealProblem::BadSealCode { code, .. } => t!(lang, "scheme-bad-seal-code"; a, code = code.to_string()),
            SealProblem::Scheme { problem, .. } => {
                t!(lang, "scheme-of-side"; a, problem = problem.words(lang).to_string())
            }
        }
    }
}

impl SealProblem {
    /// One of every variant for each side, for tests that render them all.
    pub fn examples() -> Vec<SealProblem> {
        let mut v = Vec::new();
        for color in Color::ALL {
            v.extend([
                SealProblem::SealedNotRevealed(color),
                SealProblem::Missing(color),
                SealProblem::Unreadable { color, error: victoria_rules::square::ParseSquareError("z99".into()) },
                SealProblem::Mismatch { color, commitment: "ab".into(), found: "cd".into() },
                SealProblem::NoCommitment(color),
                SealProblem::BadSealCode { color, code: "ABCD-EFGH".into() },
                SealProblem::Scheme { color, problem: SchemeProblem::TwoBastions { square: Square::new(7, 4) } },
            ]);
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::take_errors;

    /// Every problem of a scheme and of a seal check has words in both languages, naming the
    /// same square (every example's is h5, which no typing hint names) and rulings.
    #[test]
    fn every_scheme_and_seal_problem_has_words_in_both_languages() {
        take_errors();
        let schemes = SchemeProblem::examples().into_iter().map(|p| (p.words(Lang::En), p.words(Lang::Ru)));
        let seals = SealProblem::examples().into_iter().map(|p| (p.words(Lang::En), p.words(Lang::Ru)));
        for (en, ru) in schemes.chain(seals) {
            assert!(ru.chars().any(|c| ('а'..='я').contains(&c)), "{en} / {ru}");
            assert_eq!(en.contains("h5"), ru.contains("h5"), "{en} / {ru}");
            for rule in ["R1", "R2", "R4", "R5", "R7", "R8", "R12", "R14"] {
                let cites = |t: &str| t.contains(&format!("({rule}")) || t.contains(&format!(" {rule}:"));
                assert_eq!(cites(&en), cites(&ru), "{rule}: {en} / {ru}");
            }
        }
        assert_eq!(take_errors(), Vec::<String>::new());
        let army = |n| SchemeProblem::Army { color: Color::White, role: Role::Rook, n, want: 2 };
        assert_eq!(army(0).words(Lang::En), "White has no rook (R2: 2)");
        assert_eq!(army(3).words(Lang::En), "White has 3 rooks (R2: 2)");
        assert_eq!(army(0).words(Lang::Ru), "у белых нет ладьи (R2: 2)");
        assert_eq!(army(3).words(Lang::Ru), "у белых ладей: 3 (R2: 2)");
        let missing = SchemeProblem::ReserveMissing { role: Role::Bishop, square: Square::new(2, 0) };
        assert_eq!(missing.words(Lang::Ru), "у слона на c1 нет запаса хода: укажите его как Сc1=N (R14)");
        assert_eq!(missing.words(Lang::En), "the bishop on c1 has no reserve: write it as Bc1=N (R14)");
    }

    /// The letters a scoresheet writes are the catalogue's.
    #[test]
    fn scoresheet_letters_come_from_the_catalogue() {
        let ru: Vec<String> = Role::ALL.into_iter().map(|r| letter(Lang::Ru, r)).collect();
        let en: Vec<String> = Role::ALL.into_iter().map(|r| letter(Lang::En, r)).collect();
        let written = |r: Role| match r {
            Role::Pawn => "п",
            Role::Knight => "К",
            Role::Bishop => "С",
            Role::Rook => "Л",
            Role::Queen => "Ф",
            Role::King => "Кр",
        };
        assert_eq!(ru.concat(), Role::ALL.map(written).concat());
        assert_eq!(en.concat(), Role::ALL.map(|r| r.upper().to_string()).concat());
    }
}
