//! What the record library says to the arbiter, in Russian as well as English: every error of
//! the desk ([`DeskError::text`]) and of its parts — sealing, lots, the start position, files,
//! the journal, an unreadable announcement. The English is each error's `Display`, unchanged;
//! the Russian is built here from the same fields. The engine's rulings and scheme problems
//! already carry both languages; the few desk refusals that hold a plain English sentence are
//! read from the catalogue below, which a test keeps complete against the desk's source.

use super::announce::NotAMove;
use super::desk::DeskError;
use super::journal::JournalError;
use super::lots::{LotError, StartError};
use super::seal::SealError;
use super::store::StoreError;
use crate::rules::Lang;
use crate::rules::lang::{Case, side_ru};

impl DeskError {
    /// The message in `lang` (the English is the `Display`).
    pub fn text(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            DeskError::Store(e) => e.text(lang),
            DeskError::Journal(e) => e.text(lang),
            DeskError::Seal(e) => e.text(lang),
            DeskError::Lot(e) => e.text(lang),
            DeskError::Start(e) => e.text(lang),
            DeskError::NotAMove(e) => e.text(lang),
            DeskError::Ambiguous { text, candidates } => {
                format!(
                    "«{text}» подходит к нескольким ходам ({}): {}; уточните",
                    candidates.len(),
                    candidates.join(", ")
                )
            }
            DeskError::Illegal { text, reason_ru, .. } => format!("«{text}» — недопустимый ход: {reason_ru}"),
            DeskError::NotStarted => {
                "партия ещё не началась: запечатайте и вскройте обе схемы и установите бастионы".into()
            }
            DeskError::Started(what) => {
                let what = match *what {
                    "the options" => "параметры",
                    "the start position" => "начальную позицию",
                    "the schemes" => "схемы",
                    other => other,
                };
                format!("партия уже началась: {what} больше нельзя менять")
            }
            DeskError::Finished(what) => {
                let mut words = what.splitn(2, ' ');
                let score = words.next().unwrap_or("");
                let outcome = outcome_ru(words.next().unwrap_or(""));
                format!("партия окончена ({score} {outcome}): чтобы записывать ходы дальше, отмените результат")
            }
            DeskError::Ended(s) => format!("партия закончилась — {}; запишите результат", s.ru),
            DeskError::NothingToTakeBack(0) => "отменять нечего: ходов нет".into(),
            DeskError::NothingToTakeBack(n) => format!("записано только ходов: {n} — столько отменить нельзя"),
            DeskError::Invalid(s) => invalid_ru(s).unwrap_or_else(|| s.clone()),
            DeskError::Duty(e) => crate::i18n::Words::words(e, lang),
            DeskError::Replay(s) => format!("запись нельзя воспроизвести: {}. Файл не изменён", replay_ru(s)),
        }
    }
}

/// A result's outcome key in Russian.
fn outcome_ru(key: &str) -> &str {
    match key {
        "checkmate" => "мат",
        "points" => "подсчёт очков",
        "draw" => "ничья",
        "resignation" => "сдача",
        "agreement" => "соглашение",
        "forfeit" => "поражение за неявку",
        "decision" => "решение арбитра",
        "king_captured" => "взятие короля",
        other => other,
    }
}

/// The desk's plain refusals (`DeskError::Invalid`) in Russian; `None` for a sentence the
/// catalogue does not know.
pub fn invalid_ru(s: &str) -> Option<String> {
    let exact = match s {
        "a correction needs a reason for the score sheet (R30)" => {
            Some("для исправления нужна причина: она попадёт в бланк (R30)")
        }
        "signature points must lie in the 0..1 box" => Some("точки подписи должны лежать в квадрате 0..1"),
        "the game is not over: the engine sees no ending" => Some("партия не окончена: программа не видит завершения"),
        "the signature is empty" => Some("подпись пуста"),
        "there is no pending draw offer" => Some("нет предложения ничьей, ждущего ответа"),
        "there is no result to clear" => Some("результата, который можно отменить, нет"),
        "the record carries the arbiter's seal: it can no longer change (open a copy to correct it)" => {
            Some("запись заверена печатью арбитра и больше не меняется (чтобы исправить, откройте копию)")
        }
        "the game (Victoria, classical or Synthesis) is chosen when the record is created: create a new record" => {
            Some("игра («Виктория», классика или «Синтез») выбирается при создании записи: создайте новую запись")
        }
        "write the reason of the arbiter's decision; it goes on the score sheet" => {
            Some("напишите основание решения арбитра: оно попадёт в бланк")
        }
        "Synthesis has no point count: the game ends by capturing the king, mate, a draw, resignation or agreement (S27–S30)" => {
            Some(
                "в «Синтезе» нет подсчёта очков: партия кончается взятием короля, матом, ничьей, сдачей или соглашением (S27–S30)",
            )
        }
        _ => None,
    };
    if let Some(ru) = exact {
        return Some(ru.to_string());
    }
    if let Some(e) = s.strip_prefix("the position cannot be read: ") {
        return Some(format!("позицию нельзя прочитать: {e}"));
    }
    if let Some(what) =
        s.strip_prefix("a Synthesis game has the standard setup: there are no ").and_then(|r| r.strip_suffix(" (S1)"))
    {
        let what = match what {
            "schemes" => "схем",
            "bastions" => "бастионов",
            "bastion lots" => "жребиев бастионов",
            other => other,
        };
        return Some(format!("в «Синтезе» стандартная расстановка: {what} нет (S1)"));
    }
    if let Some(rest) = s.strip_prefix("the seal signs digest ")
        && let Some((signed, now)) = rest.split_once(", but the record's digest is ")
    {
        return Some(format!("печать заверяет дайджест {signed}, а дайджест записи — {now}"));
    }
    None
}

/// "ply 5 (e2e4) is illegal: …" and the other replay faults, as far as they have Russian.
fn replay_ru(s: &str) -> String {
    if s == "the record has moves but no start position" {
        return "в записи есть ходы, но нет начальной позиции".into();
    }
    if let Some(e) = s.strip_prefix("the start position cannot be read: ") {
        return format!("начальную позицию нельзя прочитать: {e}");
    }
    if let Some(rest) = s.strip_prefix("ply ") {
        if let Some((head, why)) = rest.split_once(" is illegal: ") {
            return format!("полуход {head} недопустим: {why}");
        }
        if let Some((n, uci)) = rest.split_once(" has no coordinates ") {
            return format!("у полухода {n} нет координат {uci}");
        }
    }
    if let Some(rest) = s.strip_prefix("the journal ")
        && let Some((path, jump)) = rest.split_once(" jumps from action ")
        && let Some((a, b)) = jump.split_once(" to action ")
    {
        return format!("в журнале {path} пропуск: после действия {a} идёт действие {b}");
    }
    s.to_string()
}

impl super::model::GameResult {
    /// The result's sentence in `lang`. The desk writes it in English: the engine's verdict,
    /// or its own words for a declared result followed by the arbiter's reason after ": ".
    /// In Russian the desk's part is said again from the same facts (side, totals, ground);
    /// the arbiter's own words stay as they were written.
    pub fn reason_in(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.reason.clone();
        }
        for (en, ru) in self.said_candidates() {
            if self.reason == en {
                return ru;
            }
            if let Some(rest) = self.reason.strip_prefix(&format!("{en}: ")) {
                return format!("{ru}: {rest}");
            }
        }
        self.reason.clone()
    }

    /// Every sentence the desk may have written for a result with these facts, in both languages.
    fn said_candidates(&self) -> Vec<(String, String)> {
        use crate::rules::game::{DrawGround, Outcome, PointsGround};
        use crate::rules::synthesis::{DrawGround as SDraw, Outcome as SOutcome};
        use crate::rules::{Color, Sentence};
        let (white, black) = (self.points_white.unwrap_or(0), self.points_black.unwrap_or(0));
        let mut out: Vec<Sentence> = Vec::new();
        for c in Color::ALL {
            out.push(Outcome::Checkmate { winner: c }.sentence());
            out.push(SOutcome::Checkmate { winner: c }.sentence());
            out.push(SOutcome::KingCaptured { winner: c, both: false }.sentence());
            out.push(SOutcome::KingCaptured { winner: c, both: true }.sentence());
            let (side, sides) = (c.name(), crate::rules::lang::capital(&side_ru(c, Case::Nom)));
            out.push(Sentence::new(format!("{side} resigned (R28)"), format!("{sides} сдались (R28)")));
            out.push(Sentence::new(format!("{side} resigned"), format!("{sides} сдались")));
            out.push(Sentence::new(
                format!("{side} loses by forfeit (R28)"),
                format!("{sides}: поражение за неявку или нарушение (R28)"),
            ));
            out.push(Sentence::new(
                format!("{side} loses by forfeit"),
                format!("{sides}: поражение за неявку или нарушение"),
            ));
        }
        for ground in [
            PointsGround::NothingToMove,
            PointsGround::NoStrikingForce,
            PointsGround::DeadPosition,
            PointsGround::Repetition,
            PointsGround::HundredPlies,
            PointsGround::Agreement,
        ] {
            out.push(Outcome::Points { ground, white, black }.sentence());
        }
        for ground in
            [DrawGround::Stalemate, DrawGround::DeadPosition, DrawGround::Repetition, DrawGround::HundredPlies]
        {
            out.push(Outcome::Draw { ground }.sentence());
        }
        for ground in [SDraw::Stalemate, SDraw::Repetition, SDraw::FiftyMoves] {
            out.push(SOutcome::Draw { ground }.sentence());
        }
        let count = |en: &str, ru: &str| {
            Sentence::new(
                format!("point count, White {white} : Black {black}; {en} (R27)"),
                format!("подсчёт очков, белые {white} : чёрные {black}; {ru} (R27)"),
            )
        };
        out.push(count("the players agreed to a count", "игроки согласились на подсчёт очков"));
        out.push(count(
            "the arbiter ruled that mate has become impossible for both sides",
            "арбитр признал, что мат стал невозможен для обеих сторон",
        ));
        out.push(Sentence::new("draw by agreement (R28)", "ничья по соглашению (R28)"));
        out.push(Sentence::new("draw by agreement", "ничья по соглашению"));
        out.push(Sentence::new("arbiter's decision", "решение арбитра"));
        out.into_iter().map(|s| (s.en, s.ru)).collect()
    }
}

/// A set-aside lot's reason (`d4 holds White's knight: set the lot aside and draw again (R8)`,
/// as `lots` writes it into the record) in Russian.
pub fn lot_reason_ru(reason: &str) -> String {
    use crate::rules::{Color, Role};
    let Some((sq, rest)) = reason.split_once(" holds ") else { return reason.to_string() };
    let Some(who) = rest.strip_suffix(": set the lot aside and draw again (R8)") else { return reason.to_string() };
    let what = if who == "a piece" {
        "фигура".to_string()
    } else {
        let side = if who.starts_with("White's ") { Color::White } else { Color::Black };
        let thing = who.split_once("'s ").map(|(_, t)| t).unwrap_or(who);
        let noun = match thing {
            "bastion" => "бастион".to_string(),
            other => Role::ALL
                .into_iter()
                .find(|r| r.name() == other)
                .map(|r| crate::rules::lang::role_ru(r, Case::Nom))
                .unwrap_or_else(|| other.to_string()),
        };
        format!("{noun} {}", side_ru(side, Case::Gen))
    };
    format!("на {sq} стоит {what}: жребий откладывается, тяните снова (R8)")
}

impl SealError {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        if lang == Lang::En && !matches!(self, SealError::Key(_) | SealError::Unopenable(..)) {
            return self.to_string();
        }
        let whose = |c| side_ru(c, Case::Gen);
        match self {
            SealError::Invalid(errs) => errs.text(lang),
            SealError::WrongSide { expected, given } => {
                format!("это схема {}, а запечатывают {}", whose(*given), side_ru(*expected, Case::Nom))
            }
            SealError::AlreadySealed(c) => {
                format!("схема {} уже запечатана: запечатанную схему менять нельзя (R5)", whose(*c))
            }
            SealError::NotSealed(c) => {
                format!("схема {} ещё не запечатана: обе схемы вскрываются вместе (R5)", whose(*c))
            }
            SealError::AlreadyRevealed => "схемы уже вскрыты".into(),
            SealError::Mismatch { side, expected, found } => format!(
                "схема {} не совпадает со своей печатью: печать {expected}, а содержимое даёт {found} (R5)",
                whose(*side)
            ),
            SealError::Damaged(c, e) => format!("запечатанное содержимое {} повреждено и не читается: {e}", whose(*c)),
            SealError::Random(e) => format!("система не дала случайную соль: {e}"),
            SealError::Key(p) => super::vault::cannot_seal_words(lang, p),
            SealError::Unopenable(side, p) => super::vault::unopenable_words(lang, *side, p.as_ref()),
        }
    }
}

impl LotError {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            LotError::NotBlind(how) => {
                format!("в этой партии бастионы не тянут жребием (bastion_placement = {how}, R8)")
            }
            LotError::NotRevealed => "жребий тянут после вскрытия: сначала вскройте обе схемы (R8)".into(),
            LotError::NotASquare(t) => format!("«{t}» — не поле: введите поле с жребия, например d4 или c10"),
            LotError::OutsideZone { square, side, ranks } => format!(
                "{square} нет в мешке {g}: бастионы {g} стоят на горизонталях {ranks} (R7); проверьте жребий",
                g = side_ru(*side, Case::Gen)
            ),
            LotError::AlreadyDrawn { square, side } => format!(
                "{square} уже вытянут для {}: один жребий не выходит из мешка дважды",
                side_ru(*side, Case::Gen)
            ),
            LotError::Complete(c) => format!("у {} уже все 3 бастиона (R7)", side_ru(*c, Case::Gen)),
            LotError::BagEmpty(c) => {
                format!("мешок {} пуст: свободных полей для бастиона не осталось", side_ru(*c, Case::Gen))
            }
            LotError::Started => "партия уже началась: бастионы больше не меняются".into(),
            LotError::Random(e) => format!("система не дала случайное число: {e}"),
        }
    }
}

impl StartError {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            StartError::NotRevealed => {
                "начальную позицию можно установить только после вскрытия обеих схем (R5)".into()
            }
            StartError::BastionsMissing { side, have } => {
                format!("у {} бастионов: {have} из 3 — сначала вытяните остальные (R8)", side_ru(*side, Case::Gen))
            }
            StartError::Invalid(e) => format!("вскрытые схемы не составляют позицию: {e}"),
        }
    }
}

impl StoreError {
    /// The message in `lang` (the system's own words about a file stay as the system gave them).
    pub fn text(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            StoreError::Read { path, source } => format!("не удаётся прочитать {}: {source}", path.display()),
            StoreError::Write { path, source } => format!("не удаётся записать {}: {source}", path.display()),
            StoreError::Empty { path } => {
                format!("{} пуст: возможно, его оборвал сбой; ничего не изменено", path.display())
            }
            StoreError::Truncated { path, detail } => {
                format!("{} обрезан или повреждён: {detail}; ничего не изменено", path.display())
            }
            StoreError::Corrupt { path, detail } => {
                format!("{} — не запись партии: {detail}; ничего не изменено", path.display())
            }
            StoreError::Exists { path } => format!(
                "{} уже существует: выберите другое имя или откройте его, чтобы продолжить ту партию",
                path.display()
            ),
        }
    }
}

impl JournalError {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            JournalError::Io { path, source } => format!("журнал {} недоступен: {source}", path.display()),
            JournalError::Damaged { path, line, what } => format!(
                "журнал {} повреждён в строке {line}: {what}. Ничего не изменено; сохраните файл и запись для проверки",
                path.display()
            ),
        }
    }
}

impl NotAMove {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::Ru => format!(
                "«{}» — не ход: пишите e2e4, Фd1-d7, Кbd2, exd5, e11-e12=Ф, O-O, Лa1:a8 или латиницей Qd1-d7",
                self.0
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every literal the desk passes to `DeskError::Invalid`, placeholders filled in.
    fn invalid_literals(source: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut rest = source;
        while let Some(i) = rest.find("DeskError::Invalid(") {
            rest = &rest[i + "DeskError::Invalid(".len()..];
            let head = rest.trim_start();
            let head = head.strip_prefix("format!(").map(str::trim_start).unwrap_or(head);
            if let Some(body) = head.strip_prefix('"') {
                let end = body.find('"').expect("a closed literal");
                let mut text = body[..end].to_string();
                while let (Some(a), Some(b)) = (text.find('{'), text.find('}')) {
                    if b < a {
                        break;
                    }
                    let name = text[a + 1..b].to_string();
                    let fill = match name.as_str() {
                        "what" => "bastions",
                        _ => "X",
                    };
                    text.replace_range(a..=b, fill);
                }
                if text.starts_with("the seal signs digest") {
                    text = "the seal signs digest X, but the record's digest is Y".into();
                }
                out.push(text);
            }
        }
        out
    }

    #[test]
    fn every_refusal_of_the_desk_has_russian() {
        let mut found = invalid_literals(include_str!("desk/mod.rs"));
        for part in [include_str!("desk/setup.rs"), include_str!("desk/play.rs"), include_str!("desk/result.rs")] {
            found.extend(invalid_literals(part));
        }
        found.extend(invalid_literals(include_str!("synth.rs")));
        assert!(found.len() >= 10, "{found:?}");
        for s in found {
            let ru = invalid_ru(&s).unwrap_or_else(|| panic!("no Russian for the desk's '{s}'"));
            assert!(ru.chars().any(|c| ('а'..='я').contains(&c)), "{ru}");
        }
    }

    #[test]
    fn results_written_by_the_desk_read_in_russian_and_keep_the_arbiters_words() {
        use crate::record::desk::{Declared, Desk};
        use crate::record::samples::{BLACK, WHITE};
        use crate::rules::Color;
        let mut d = Desk::in_memory(crate::record::GameRecord::new(Default::default(), Default::default())).unwrap();
        d.seal_text(Color::White, WHITE).unwrap();
        d.seal_text(Color::Black, BLACK).unwrap();
        d.reveal().unwrap();
        d.start().unwrap();
        let r = d.declare(Declared::Forfeit { loser: Color::Black }, "did not come back from the break").unwrap();
        assert_eq!(r.reason, "Black loses by forfeit (R28): did not come back from the break");
        assert_eq!(
            r.reason_in(Lang::Ru),
            "Чёрные: поражение за неявку или нарушение (R28): did not come back from the break"
        );
        assert_eq!(r.reason_in(Lang::En), r.reason);
        let mut r2 = r.clone();
        r2.reason = "checkmate: White wins (R26)".into();
        assert_eq!(r2.reason_in(Lang::Ru), "мат: выиграли белые (R26)");
        r2.reason = "point count, White 12 : Black 9; the players agreed to a count (R27)".into();
        r2.points_white = Some(12);
        r2.points_black = Some(9);
        assert_eq!(
            r2.reason_in(Lang::Ru),
            "подсчёт очков, белые 12 : чёрные 9; игроки согласились на подсчёт очков (R27)"
        );
    }

    #[test]
    fn a_set_aside_lot_reads_in_russian() {
        assert_eq!(
            lot_reason_ru("d4 holds White's knight: set the lot aside and draw again (R8)"),
            "на d4 стоит конь белых: жребий откладывается, тяните снова (R8)"
        );
        assert_eq!(
            lot_reason_ru("c9 holds Black's bastion: set the lot aside and draw again (R8)"),
            "на c9 стоит бастион чёрных: жребий откладывается, тяните снова (R8)"
        );
        assert!(
            lot_reason_ru("c9 holds a piece: set the lot aside and draw again (R8)").starts_with("на c9 стоит фигура")
        );
    }

    #[test]
    fn structured_errors_read_in_russian() {
        use crate::rules::{Color, Square};
        let e = DeskError::Lot(LotError::OutsideZone {
            square: Square::new(3, 0),
            side: Color::White,
            ranks: "3–6".into(),
        });
        assert_eq!(
            e.text(Lang::Ru),
            "d1 нет в мешке белых: бастионы белых стоят на горизонталях 3–6 (R7); проверьте жребий"
        );
        assert_eq!(e.text(Lang::En), e.to_string());
        let e = DeskError::Seal(SealError::AlreadySealed(Color::Black));
        assert!(e.text(Lang::Ru).starts_with("схема чёрных уже запечатана"));
        let e = DeskError::NotAMove(NotAMove("zz".into()));
        assert!(e.text(Lang::Ru).starts_with("«zz» — не ход"));
        assert_eq!(
            DeskError::Started("the options").text(Lang::Ru),
            "партия уже началась: параметры больше нельзя менять"
        );
    }
}
