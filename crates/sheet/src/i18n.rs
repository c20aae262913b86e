//! Every word the score sheet prints comes from the Fluent catalogue
//! `i18n/<lang>/sheet.ftl` through [`crate::i18n`]: the fixed words as one [`Labels`]
//! per language (read from the catalogue once), the composite phrases (result grounds, page
//! numbers, reserve states) as messages with arguments. Russian grammar (a piece's gender in
//! "окаменел / окаменела") lives in the catalogue's selectors.

pub use victoria_record::i18n::*;

victoria_words::library_fns!();

use super::data::Grounds;

use crate::t;
use std::sync::OnceLock;
use victoria_rules::{Color, Role};

/// The sheet's language: the engine's [`Lang`](victoria_rules::Lang).
pub use victoria_rules::Lang;

/// The fixed words of the sheet in one language.
pub struct Labels {
    pub title: &'static str,
    pub synthesis_title: &'static str,
    pub classical_title: &'static str,
    pub event: &'static str,
    pub site: &'static str,
    pub date: &'static str,
    pub round: &'static str,
    pub board: &'static str,
    pub white: &'static str,
    pub black: &'static str,
    pub arbiter: &'static str,
    pub club: &'static str,
    pub ruleset: &'static str,
    pub options: &'static str,
    pub time_control: &'static str,
    pub clock_corrections: &'static str,
    pub setup_of: [&'static str; 2],
    pub start_position: &'static str,
    pub final_position: &'static str,
    pub seal: &'static str,
    pub seal_verified: &'static str,
    pub seal_broken: &'static str,
    pub seal_absent: &'static str,
    pub legend_bastion: [&'static str; 2],
    pub legend_monument: &'static str,
    pub legend_hero: &'static str,
    pub reserves: &'static str,
    pub reserves_of: [&'static str; 2],
    pub reserves_secret: &'static str,
    pub piece: &'static str,
    pub allocated: &'static str,
    pub spent: &'static str,
    pub remaining: &'static str,
    pub moves: &'static str,
    pub moves_continued: &'static str,
    pub no_moves: &'static str,
    pub marks_legend: &'static str,
    /// The marks of a Synthesis sheet (regime changes instead of heroes and monuments).
    pub synthesis_legend: &'static str,
    /// The marks of a classical sheet (no heroes, no petrification).
    pub classical_legend: &'static str,
    /// The game's name for the `synthesis` ruleset.
    pub synthesis_name: &'static str,
    pub illegal: &'static str,
    pub penalty: &'static str,
    pub corrections: &'static str,
    pub draw_offers: &'static str,
    pub result: &'static str,
    pub signatures: &'static str,
    pub not_signed: &'static str,
    pub signed_at: &'static str,
    pub page: &'static str,
    pub of: &'static str,
    pub digest: &'static str,
    pub arbiter_key: &'static str,
    pub unsealed: &'static str,
}

/// Each field of [`Labels`] and its message id in `sheet.ftl`.
macro_rules! words_from_catalogue {
    ($lang:expr; $($field:ident => $id:literal,)+) => {
        Labels {
            $($field: keep(t!($lang, $id)),)+
            setup_of: both($lang, "sheet-setup-of"),
            legend_bastion: both($lang, "sheet-legend-bastion"),
            reserves_of: both($lang, "sheet-reserves-of"),
        }
    };
}

/// A word read once per language for the whole run (the sheet's words are `&'static str`, as
/// the drawing code has always taken them).
fn keep(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// A message of `color`, White's then Black's.
fn both(lang: Lang, id: &str) -> [&'static str; 2] {
    Color::ALL.map(|c| keep(t!(lang, id, color = c.key())))
}

fn build(lang: Lang) -> Labels {
    words_from_catalogue! { lang;
        title => "sheet-title",
        synthesis_title => "sheet-synthesis-title",
        classical_title => "sheet-classical-title",
        event => "sheet-event",
        site => "sheet-site",
        date => "sheet-date",
        round => "sheet-round",
        board => "sheet-board",
        white => "sheet-white",
        black => "sheet-black",
        arbiter => "sheet-arbiter",
        club => "sheet-club",
        ruleset => "sheet-ruleset",
        options => "sheet-options",
        time_control => "sheet-time-control",
        clock_corrections => "sheet-clock-corrections",
        start_position => "sheet-start-position",
        final_position => "sheet-final-position",
        seal => "sheet-seal",
        seal_verified => "sheet-seal-verified",
        seal_broken => "sheet-seal-broken",
        seal_absent => "sheet-seal-absent",
        legend_monument => "sheet-legend-monument",
        legend_hero => "sheet-legend-hero",
        reserves => "sheet-reserves",
        reserves_secret => "sheet-reserves-secret",
        piece => "sheet-piece",
        allocated => "sheet-allocated",
        spent => "sheet-spent",
        remaining => "sheet-remaining",
        moves => "sheet-moves",
        moves_continued => "sheet-moves-continued",
        no_moves => "sheet-no-moves",
        marks_legend => "sheet-marks-legend",
        synthesis_legend => "sheet-synthesis-legend",
        classical_legend => "sheet-classical-legend",
        synthesis_name => "sheet-synthesis-name",
        illegal => "sheet-illegal",
        penalty => "sheet-penalty",
        corrections => "sheet-corrections",
        draw_offers => "sheet-draw-offers",
        result => "sheet-result",
        signatures => "sheet-signatures",
        not_signed => "sheet-not-signed",
        signed_at => "sheet-signed-at",
        page => "sheet-page",
        of => "sheet-of",
        digest => "sheet-digest",
        arbiter_key => "sheet-arbiter-key",
        unsealed => "sheet-unsealed",
    }
}

/// The sheet's words in a language: `lang.piece(role)`, `lang.page_of(2, 3)`, …
pub trait SheetWords {
    fn words(self) -> &'static Labels;
    /// "White" / "Белые".
    fn side(self, c: Color) -> &'static str;
    /// The piece letter as this language's sheets write it (Ф Л С К Кр / Q R B N K); a pawn
    /// is named in words.
    fn piece(self, r: Role) -> String;
    /// A SAN as this language's score sheets write it: Russian piece letters (Кр Ф Л С К) in
    /// Russian, unchanged in English. Files are lower-case, so only piece letters change.
    fn san(self, san: &str) -> String;
    /// `W`/`B` in English, `Б`/`Ч` in Russian (the regime marks of a Synthesis sheet).
    fn side_letter(self, c: Color) -> String;
    /// The game's name for a ruleset key: Synthesis gets its own, the others print as they are.
    fn game_name(self, ruleset: &str) -> String;
    /// "Page 2 of 3" / "Страница 2 из 3".
    fn page_of(self, n: usize, m: usize) -> String;
    /// The words for a result's `ground` key of the record (`no_moves`, `repetition`, …); an
    /// unknown key is printed as it is, an empty one gives an empty string.
    fn ground(self, key: &str) -> String;
    /// "took back 12. Qd7 12… Rb8" in this language.
    fn took_back(self, moves: &str) -> String;
    /// A reserve piece's state in the reserves table: petrified (the move number) or captured
    /// (the move number), in the piece's grammatical gender.
    fn reserve_state(self, role: Role, petrified: bool, n: u32) -> String;
    /// The answer to a draw offer.
    fn offer_answer(self, accepted: Option<bool>) -> String;
    /// "move 12" in the lists of the sheet.
    fn move_number(self, n: u32) -> String;
    /// The grounds of a result as one sentence.
    fn grounds(self, g: &Grounds) -> String;
}

impl SheetWords for Lang {
    fn words(self) -> &'static Labels {
        static WORDS: OnceLock<Vec<(Lang, Labels)>> = OnceLock::new();
        let all = WORDS.get_or_init(|| Lang::ALL.into_iter().map(|l| (l, build(l))).collect());
        &all.iter().find(|(l, _)| *l == self).expect("every language has its words").1
    }

    fn side(self, c: Color) -> &'static str {
        let w = self.words();
        match c {
            Color::White => w.white,
            Color::Black => w.black,
        }
    }

    fn piece(self, r: Role) -> String {
        let letter = match self {
            Lang::Ru => crate::i18n::scheme::letter(Lang::Ru, r),
            Lang::En => r.upper().to_string(),
        };
        t!(self, "sheet-piece-name", role = r.name(), letter = letter)
    }

    fn san(self, san: &str) -> String {
        if self == Lang::En {
            return san.to_string();
        }
        let mut out = String::with_capacity(san.len() + 4);
        for c in san.chars() {
            match Role::from_char(c) {
                Some(r) if c.is_ascii_uppercase() && r != Role::Pawn => {
                    out.push_str(&crate::i18n::scheme::letter(Lang::Ru, r))
                }
                _ => out.push(c),
            }
        }
        out
    }

    fn side_letter(self, c: Color) -> String {
        t!(self, "sheet-side-letter", color = c.key())
    }

    fn game_name(self, ruleset: &str) -> String {
        t!(self, "sheet-game-name", ruleset = ruleset)
    }

    fn page_of(self, n: usize, m: usize) -> String {
        t!(self, "sheet-page-of", n = n, m = m)
    }

    fn ground(self, key: &str) -> String {
        if key.is_empty() {
            return String::new();
        }
        t!(self, "sheet-ground", key = key, fallback = key.replace('_', " "))
    }

    fn took_back(self, moves: &str) -> String {
        t!(self, "sheet-took-back", moves = moves)
    }

    fn reserve_state(self, role: Role, petrified: bool, n: u32) -> String {
        let id = if petrified { "sheet-petrified-on" } else { "sheet-captured-on" };
        t!(self, id, role = role.name(), n = n)
    }

    fn offer_answer(self, accepted: Option<bool>) -> String {
        let answer = match accepted {
            Some(true) => "accepted",
            Some(false) => "declined",
            None => "none",
        };
        t!(self, "sheet-offer-answer", answer = answer)
    }

    fn move_number(self, n: u32) -> String {
        t!(self, "sheet-move-number", n = n)
    }

    fn grounds(self, g: &Grounds) -> String {
        let with_reason = |s: String, reason: &str| {
            if reason.trim().is_empty() { s } else { format!("{s}; {}", reason.trim()) }
        };
        let say = |kind: &str, c: Option<Color>| -> String {
            let color: FluentValue = c.map_or("none", Color::key).into();
            t!(self, "sheet-grounds", kind = kind, color = color)
        };
        match g {
            Grounds::Ongoing => say("ongoing", None),
            Grounds::Checkmate { winner } => say("checkmate", Some(*winner)),
            Grounds::KingCaptured { winner, both: false } => say("king-captured", Some(*winner)),
            Grounds::KingCaptured { winner, both: true } => say("both-kings", Some(*winner)),
            Grounds::Points { white, black, reason } => {
                with_reason(t!(self, "sheet-grounds-points", white = *white, black = *black), reason)
            }
            Grounds::Draw { reason } => with_reason(say("draw", None), reason),
            Grounds::Agreement => say("agreement", None),
            Grounds::Resignation { loser } => say("resignation", Some(*loser)),
            Grounds::Forfeit { loser, reason } => with_reason(say("forfeit", Some(*loser)), reason),
            Grounds::FideLoss { loser, on_time: true, reason } => {
                with_reason(say("lost-on-time", Some(*loser)), reason)
            }
            Grounds::FideLoss { loser, on_time: false, reason } => {
                with_reason(say("lost-illegal-moves", Some(*loser)), reason)
            }
            Grounds::Arbiter { winner: Some(c), reason } => with_reason(say("decision-win", Some(*c)), reason),
            Grounds::Arbiter { winner: None, reason } => with_reason(say("decision", None), reason),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_san_uses_russian_piece_letters() {
        assert_eq!(Lang::Ru.san("Qc10xc12+"), "Фc10xc12+");
        assert_eq!(Lang::Ru.san("Nbd2"), "Кbd2");
        assert_eq!(Lang::Ru.san("Kf1"), "Крf1");
        assert_eq!(Lang::Ru.san("exd5"), "exd5");
        assert_eq!(Lang::Ru.san("b1=Q#"), "b1=Ф#");
        assert_eq!(Lang::Ru.san("O-O-O"), "O-O-O");
        assert_eq!(Lang::Ru.san("Rbb8"), "Лbb8");
        assert_eq!(Lang::En.san("Rbb8"), "Rbb8");
    }

    #[test]
    fn grounds_are_worded_in_both_languages() {
        assert_eq!(Lang::Ru.ground("repetition"), "троекратное повторение позиции");
        assert!(Lang::En.ground("no_striking_force").starts_with("no queen"));
        assert_eq!(Lang::En.ground("something_new"), "something new");
        assert_eq!(Lang::Ru.ground(""), "");
    }

    /// Every word and phrase of the sheet renders in both languages without a Fluent error.
    #[test]
    fn every_sheet_message_renders_in_both_languages_without_errors() {
        crate::i18n::take_errors();
        for lang in Lang::ALL {
            let w = lang.words();
            let mut out: Vec<String> =
                [w.title, w.moves, w.result, w.unsealed, w.synthesis_legend, w.classical_legend, w.page, w.of]
                    .into_iter()
                    .chain(w.setup_of)
                    .chain(w.legend_bastion)
                    .chain(w.reserves_of)
                    .map(str::to_string)
                    .collect();
            for c in Color::ALL {
                let reason = String::from("late");
                out.extend([lang.side(c).to_string(), lang.side_letter(c)]);
                for g in [
                    Grounds::Checkmate { winner: c },
                    Grounds::KingCaptured { winner: c, both: false },
                    Grounds::KingCaptured { winner: c, both: true },
                    Grounds::Resignation { loser: c },
                    Grounds::Forfeit { loser: c, reason: reason.clone() },
                    Grounds::Arbiter { winner: Some(c), reason: reason.clone() },
                ] {
                    out.push(lang.grounds(&g));
                }
            }
            for g in [
                Grounds::Ongoing,
                Grounds::Points { white: 37, black: 29, reason: String::new() },
                Grounds::Draw { reason: String::new() },
                Grounds::Agreement,
                Grounds::Arbiter { winner: None, reason: String::new() },
            ] {
                out.push(lang.grounds(&g));
            }
            for r in Role::ALL {
                out.extend([lang.piece(r), lang.reserve_state(r, true, 3), lang.reserve_state(r, false, 3)]);
            }
            for a in [None, Some(true), Some(false)] {
                out.push(lang.offer_answer(a));
            }
            for key in ["no_moves", "reserves_spent", "repetition", "both_kings", "something_new"] {
                out.push(lang.ground(key));
            }
            out.extend([lang.page_of(2, 3), lang.took_back("5.Qf3"), lang.move_number(4), lang.game_name("synthesis")]);
            for t in &out {
                assert!(!t.trim().is_empty() && !t.contains("sheet-"), "{}: {t:?}", lang.code());
            }
        }
        assert_eq!(crate::i18n::take_errors(), Vec::<String>::new());
    }

    #[test]
    fn a_reserve_state_agrees_with_the_piece() {
        assert_eq!(Lang::Ru.reserve_state(Role::Bishop, true, 14), "окаменел на ходу 14");
        assert_eq!(Lang::Ru.reserve_state(Role::Rook, true, 14), "окаменела на ходу 14");
        assert_eq!(Lang::Ru.reserve_state(Role::Queen, false, 9), "снят на ходу 9");
        assert_eq!(Lang::En.reserve_state(Role::Rook, true, 14), "petrified on move 14");
    }
}
