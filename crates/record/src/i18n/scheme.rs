//! A setup scheme's problems in words ([`SchemeProblem`], the list [`SchemeErrors`]) and the
//! check of revealed schemes against their seals ([`SealProblem`]), from the catalogue
//! `scheme.ftl`; the letters an arbiter types are the catalogue's `notation.ftl`.

use super::Args;
use super::{Lang, Words};
use crate::scheme::{SchemeErrors, SchemeProblem};
use crate::seal::SealProblem;
use victoria_rules::{Color, Role, Square};

/// The letter a scoresheet of `lang` writes for `role` (`Q`, `Ф`), from `notation.ftl`.
pub fn letter(lang: Lang, role: Role) -> String {
    let written = Args::of(&crate::WORDS).role("role", role).say(lang, "notation-role");
    written.split_whitespace().next().unwrap_or_default().to_string()
}

impl Words for SchemeProblem {
    fn words(&self, lang: Lang) -> String {
        use SchemeProblem::*;
        let a = Args::of(&crate::WORDS);
        match self {
            NotAPiece { token } => a.s("token", token).say(lang, "scheme-not-a-piece"),
            BadReserve { token } => a.s("token", token).say(lang, "scheme-bad-reserve"),
            ReserveNeedsLetter { token, square, n } => a
                .s("token", token)
                .sq("square", *square)
                .n("n", *n)
                .s("letter", letter(lang, Role::Queen))
                .say(lang, "scheme-reserve-needs-letter"),
            BastionReserve { token } => a.s("token", token).say(lang, "scheme-bastion-reserve"),
            RoleReserve { token, role } => a.s("token", token).role("role", *role).say(lang, "scheme-role-reserve"),
            OtherSide { token, color } => a.s("token", token).color("color", *color).say(lang, "scheme-other-side"),
            Empty { color } => a.color("color", *color).say(lang, "scheme-empty"),
            Unreadable { path, error } => a.s("path", path).s("error", error).say(lang, "scheme-unreadable"),
            Army { color, role, n, want } => a
                .color("color", *color)
                .role("role", *role)
                .n("n", *n as f64)
                .n("want", *want as f64)
                .say(lang, "scheme-army"),
            PieceOffBoard { role, square, width, height } => a
                .role("role", *role)
                .sq("square", *square)
                .n("width", *width)
                .n("height", *height)
                .say(lang, "scheme-piece-off-board"),
            PieceOutsideHalf { color, role, square, ranks } => a
                .color("color", *color)
                .role("role", *role)
                .sq("square", *square)
                .s("ranks", format!("{}–{}", ranks.0, ranks.1))
                .say(lang, "scheme-piece-outside-half"),
            SameSquare { first, second, square } => {
                a.role("first", *first).role("second", *second).sq("square", *square).say(lang, "scheme-same-square")
            }
            BastionCount { color, n } => a.color("color", *color).n("n", *n as f64).say(lang, "scheme-bastion-count"),
            BastionOffBoard { square, width, height } => {
                a.sq("square", *square).n("width", *width).n("height", *height).say(lang, "scheme-bastion-off-board")
            }
            BastionOutsideZone { color, square, ranks } => a
                .color("color", *color)
                .sq("square", *square)
                .s("ranks", format!("{}–{}", ranks.0, ranks.1))
                .say(lang, "scheme-bastion-outside-zone"),
            TwoBastions { square } => a.sq("square", *square).say(lang, "scheme-two-bastions"),
            BastionOnPiece { color, square, role } => {
                a.color("color", *color).sq("square", *square).role("role", *role).say(lang, "scheme-bastion-on-piece")
            }
            BastionsDrawn => a.say(lang, "scheme-bastions-drawn"),
            NoBastionsInGame => a.say(lang, "scheme-no-bastions-in-game"),
            NoReserveFor { role, square } => {
                a.role("role", *role).sq("square", *square).say(lang, "scheme-no-reserve-for")
            }
            ReserveOnEmpty { square, n } => a.sq("square", *square).n("n", *n).say(lang, "scheme-reserve-on-empty"),
            ZeroReserve { square } => a.sq("square", *square).say(lang, "scheme-zero-reserve"),
            TwoReserves { square } => a.sq("square", *square).say(lang, "scheme-two-reserves"),
            ReserveMissing { role, square } => a
                .role("role", *role)
                .sq("square", *square)
                .s("letter", letter(lang, *role))
                .say(lang, "scheme-reserve-missing"),
            PoolTotal { total, pool } => {
                a.n("total", *total as f64).n("pool", *pool as f64).say(lang, "scheme-pool-total")
            }
            OpenPool { pool } => a.n("pool", *pool as f64).say(lang, "scheme-open-pool"),
            OpenShare { square, share, n } => {
                a.sq("square", *square).n("share", *share).n("n", *n).say(lang, "scheme-open-share")
            }
            NoReserveInGame => a.say(lang, "scheme-no-reserve-in-game"),
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
        let mut s = Args::of(&crate::WORDS).n("n", self.0.len() as f64).say(lang, "scheme-errors");
        for p in &self.0 {
            s.push_str("\n  - ");
            s.push_str(&p.words(lang));
        }
        s
    }
}

impl Words for SealProblem {
    fn words(&self, lang: Lang) -> String {
        let a = Args::of(&crate::WORDS).color("color", self.side());
        match self {
            SealProblem::SealedNotRevealed(_) => a.say(lang, "scheme-sealed-not-revealed"),
            SealProblem::Missing(_) => a.say(lang, "scheme-missing"),
            SealProblem::Unreadable { error, .. } => {
                a.s("error", error.words(lang)).say(lang, "scheme-revealed-unreadable")
            }
            SealProblem::Mismatch { commitment, found, .. } => {
                a.s("commitment", commitment).s("found", found).say(lang, "scheme-seal-mismatch")
            }
            SealProblem::NoCommitment(_) => a.say(lang, "scheme-no-commitment"),
            SealProblem::BadSealCode { code, .. } => a.s("code", code).say(lang, "scheme-bad-seal-code"),
            SealProblem::Scheme { problem, .. } => a.s("problem", problem.words(lang)).say(lang, "scheme-of-side"),
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
