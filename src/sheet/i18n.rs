//! Every word the score sheet prints, in Russian and English, and the wording of the sheet's
//! composite phrases (result grounds, page numbers, reserve states).

use super::data::Grounds;
use crate::rules::{Color, Role};

/// The sheet's language: the engine's [`Lang`](crate::rules::Lang).
pub use crate::rules::Lang;

/// The fixed words of the sheet in one language.
pub struct Words {
    pub title: &'static str,
    pub synthesis_title: &'static str,
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
    pub petrified_on: &'static str,
    pub captured_on: &'static str,
    pub moves: &'static str,
    pub moves_continued: &'static str,
    pub no_moves: &'static str,
    pub marks_legend: &'static str,
    /// The marks of a Synthesis sheet (regime changes instead of heroes and monuments).
    pub synthesis_legend: &'static str,
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

const RU: Words = Words {
    title: "Бланк партии — Виктория",
    synthesis_title: "Бланк партии — синтез-шахматы",
    event: "Соревнование",
    site: "Место",
    date: "Дата",
    round: "Тур",
    board: "Доска",
    white: "Белые",
    black: "Чёрные",
    arbiter: "Арбитр",
    club: "Клуб",
    ruleset: "Правила",
    options: "Опции",
    setup_of: ["Расстановка белых", "Расстановка чёрных"],
    start_position: "Начальная позиция",
    final_position: "Позиция в конце партии",
    seal: "Печать",
    seal_verified: "проверена",
    seal_broken: "НАРУШЕНА",
    seal_absent: "нет",
    legend_bastion: ["бастион белых", "бастион чёрных"],
    legend_monument: "монумент",
    legend_hero: "герой",
    reserves: "Резерв ходов",
    reserves_of: ["Резерв белых", "Резерв чёрных"],
    reserves_secret: "Резервы ходов секретны до конца партии (R14).",
    piece: "Фигура",
    allocated: "Выделено",
    spent: "Потрачено",
    remaining: "Осталось",
    petrified_on: "окаменела на ходу",
    captured_on: "снята на ходу",
    moves: "Ходы",
    moves_continued: "Ходы (продолжение)",
    no_moves: "Ходов не было.",
    marks_legend: "+ шах, # мат, =Ф превращение, ★ герой, ◆ окаменение",
    synthesis_legend: "+ шах, # мат, =Ф превращение, [Б→B] режим белых (Ч — чёрных) с этого хода: A дома, B день и ночь, C без ферзя, D классика",
    synthesis_name: "синтез-шахматы",
    illegal: "Невозможные ходы",
    penalty: "штраф",
    corrections: "Исправления записи",
    draw_offers: "Предложения ничьей",
    result: "Результат",
    signatures: "Подписи",
    not_signed: "не подписано",
    signed_at: "подписано",
    page: "Страница",
    of: "из",
    digest: "SHA-256 записи",
    arbiter_key: "Ключ арбитра",
    unsealed: "запись не заверена ключом арбитра",
};

const EN: Words = Words {
    title: "Score sheet — Victoria",
    synthesis_title: "Score sheet — Synthesis chess",
    event: "Event",
    site: "Site",
    date: "Date",
    round: "Round",
    board: "Board",
    white: "White",
    black: "Black",
    arbiter: "Arbiter",
    club: "Club",
    ruleset: "Rules",
    options: "Options",
    setup_of: ["White's setup", "Black's setup"],
    start_position: "Starting position",
    final_position: "Final position",
    seal: "Seal",
    seal_verified: "verified",
    seal_broken: "BROKEN",
    seal_absent: "none",
    legend_bastion: ["White's bastion", "Black's bastion"],
    legend_monument: "monument",
    legend_hero: "hero",
    reserves: "Move reserves",
    reserves_of: ["White's reserves", "Black's reserves"],
    reserves_secret: "Move reserves stay secret until the game ends (R14).",
    piece: "Piece",
    allocated: "Allocated",
    spent: "Spent",
    remaining: "Remaining",
    petrified_on: "petrified on move",
    captured_on: "captured on move",
    moves: "Moves",
    moves_continued: "Moves (continued)",
    no_moves: "No moves were played.",
    marks_legend: "+ check, # mate, =Q promotion, ★ hero, ◆ petrification",
    synthesis_legend: "+ check, # mate, =Q promotion, [W→B] White passes to regime B with this move ([B→C]: Black to C); A home, B day and night, C queenless, D classical",
    synthesis_name: "Synthesis chess",
    illegal: "Illegal attempts",
    penalty: "penalty",
    corrections: "Corrections",
    draw_offers: "Draw offers",
    result: "Result",
    signatures: "Signatures",
    not_signed: "not signed",
    signed_at: "signed",
    page: "Page",
    of: "of",
    digest: "Record SHA-256",
    arbiter_key: "Arbiter's key",
    unsealed: "record not sealed with the arbiter's key",
};

/// The grounds a record's result may name (`GameResult::ground`, the engine's `PointsGround`
/// and `DrawGround` in snake case): key, English, Russian.
const GROUNDS: &[(&str, &str, &str)] = &[
    ("", "", ""),
    ("no_moves", "neither side can move", "ни одна сторона не может ходить"),
    ("nothing_to_move", "the side to move has no legal move", "у очередной стороны нет ходов"),
    ("reserves_spent", "all move reserves spent", "резервы ходов исчерпаны"),
    (
        "no_striking_force",
        "no queen, rook, bishop or knight with reserve is left",
        "не осталось ферзей, ладей, слонов и коней с резервом",
    ),
    ("dead_position", "mate has become impossible", "мат стал невозможен"),
    ("agreed_count", "count by agreement", "подсчёт по соглашению"),
    ("agreement", "count by agreement", "подсчёт по соглашению"),
    ("repetition", "threefold repetition", "троекратное повторение позиции"),
    (
        "hundred_plies",
        "100 plies without capture, pawn move or petrification",
        "100 полуходов без взятий, ходов пешек и окаменений",
    ),
    ("start_mate", "mate in the starting position", "мат в начальной позиции"),
    ("stalemate", "stalemate", "пат"),
    ("fifty_moves", "50 moves without a capture or a pawn move", "50 ходов без взятий и ходов пешек"),
    ("both_kings", "both kings captured, the last capture wins", "взяты оба короля, побеждает взявший последним"),
];

impl Lang {
    pub fn words(self) -> &'static Words {
        match self {
            Lang::Ru => &RU,
            Lang::En => &EN,
        }
    }

    /// "White" / "Белые".
    pub fn side(self, c: Color) -> &'static str {
        let w = self.words();
        match c {
            Color::White => w.white,
            Color::Black => w.black,
        }
    }

    /// The piece letter as this language's sheets write it (Ф Л С К Кр / Q R B N K).
    pub fn piece(self, r: Role) -> String {
        match self {
            Lang::Ru => match r {
                Role::Pawn => "пешка".to_string(),
                _ => r.russian().to_string(),
            },
            Lang::En => match r {
                Role::Pawn => "pawn".to_string(),
                _ => r.upper().to_string(),
            },
        }
    }

    /// A SAN as this language's score sheets write it: Russian piece letters (Кр Ф Л С К) in
    /// Russian, unchanged in English. Files are lower-case, so only piece letters change.
    pub fn san(self, san: &str) -> String {
        if self == Lang::En {
            return san.to_string();
        }
        let mut out = String::with_capacity(san.len() + 4);
        for c in san.chars() {
            match Role::from_char(c) {
                Some(r) if c.is_ascii_uppercase() && r != Role::Pawn => out.push_str(r.russian()),
                _ => out.push(c),
            }
        }
        out
    }

    /// `W`/`B` in English, `Б`/`Ч` in Russian (the regime marks of a Synthesis sheet).
    pub fn side_letter(self, c: Color) -> &'static str {
        match (self, c) {
            (Lang::En, Color::White) => "W",
            (Lang::En, Color::Black) => "B",
            (Lang::Ru, Color::White) => "Б",
            (Lang::Ru, Color::Black) => "Ч",
        }
    }

    /// The game's name for a ruleset key: Synthesis gets its own, the others print as they are.
    pub fn game_name(self, ruleset: &str) -> String {
        if ruleset == "synthesis" { self.words().synthesis_name.to_string() } else { ruleset.to_string() }
    }

    /// "Page 2 of 3" / "Страница 2 из 3".
    pub fn page_of(self, n: usize, m: usize) -> String {
        let w = self.words();
        format!("{} {n} {} {m}", w.page, w.of)
    }

    /// The words for a result's `ground` key of the record (`no_moves`, `repetition`, …); an
    /// unknown key is printed as it is, an empty one gives an empty string.
    pub fn ground(self, key: &str) -> String {
        match GROUNDS.iter().find(|g| g.0 == key) {
            Some((_, en, ru)) => (if self == Lang::En { *en } else { *ru }).to_string(),
            None => key.replace('_', " "),
        }
    }

    /// "took back 12. Qd7 12… Rb8" in this language.
    pub fn took_back(self, moves: &str) -> String {
        match self {
            Lang::En => format!("took back {moves}"),
            Lang::Ru => format!("отменено: {moves}"),
        }
    }

    /// The answer to a draw offer.
    pub fn offer_answer(self, accepted: Option<bool>) -> &'static str {
        match (self, accepted) {
            (Lang::En, Some(true)) => "offered a draw: accepted",
            (Lang::En, Some(false)) => "offered a draw: declined",
            (Lang::En, None) => "offered a draw: no answer",
            (Lang::Ru, Some(true)) => "предложена ничья: принята",
            (Lang::Ru, Some(false)) => "предложена ничья: отклонена",
            (Lang::Ru, None) => "предложена ничья: без ответа",
        }
    }

    /// The grounds of a result as one sentence.
    pub fn grounds(self, g: &Grounds) -> String {
        let en = self == Lang::En;
        let who = |c: Color| self.side(c);
        let with_reason = |s: String, reason: &str| {
            if reason.trim().is_empty() { s } else { format!("{s}; {}", reason.trim()) }
        };
        match g {
            Grounds::Ongoing => (if en { "game not finished" } else { "партия не окончена" }).to_string(),
            Grounds::Checkmate { winner } => {
                if en {
                    format!("checkmate, {} win", who(*winner))
                } else {
                    format!("мат, победа: {}", who(*winner))
                }
            }
            Grounds::KingCaptured { winner, both } => match (en, both) {
                (true, false) => {
                    format!("{} captured the king, which had no reply (S27); {} win", who(*winner), who(*winner))
                }
                (true, true) => {
                    format!("both kings captured, {} captured last (S27); {} win", who(*winner), who(*winner))
                }
                (false, false) => {
                    format!("{} взяли короля, ответного взятия не было (S27); победа: {}", who(*winner), who(*winner))
                }
                (false, true) => {
                    format!("взяты оба короля, {} взяли последними (S27); победа: {}", who(*winner), who(*winner))
                }
            },
            Grounds::Points { white, black, reason } => {
                let s = if en {
                    format!("point count: White {white} : Black {black}")
                } else {
                    format!("подсчёт очков: белые {white} : чёрные {black}")
                };
                with_reason(s, reason)
            }
            Grounds::Draw { reason } => with_reason((if en { "draw" } else { "ничья" }).to_string(), reason),
            Grounds::Agreement => (if en { "draw by agreement" } else { "ничья по соглашению" }).to_string(),
            Grounds::Resignation { loser } => {
                if en {
                    format!("{} resigned", who(*loser))
                } else {
                    format!("{} сдались", who(*loser))
                }
            }
            Grounds::Forfeit { loser, reason } => {
                let s = if en {
                    format!("{} lose by forfeit", who(*loser))
                } else {
                    format!(
                        "поражение {} (неявка/техническое)",
                        if *loser == Color::White { "белых" } else { "чёрных" }
                    )
                };
                with_reason(s, reason)
            }
            Grounds::Arbiter { winner, reason } => {
                let s = match (en, winner) {
                    (true, Some(c)) => format!("arbiter's decision, {} win", who(*c)),
                    (true, None) => "arbiter's decision".to_string(),
                    (false, Some(c)) => format!("решение арбитра, победа: {}", who(*c)),
                    (false, None) => "решение арбитра".to_string(),
                };
                with_reason(s, reason)
            }
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
}
