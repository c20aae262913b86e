//! The words of the arbiter's duties (catalogue `duties.ftl`): time controls and their errors,
//! clock errors and the clock log, the penalties of completed illegal moves (R29) and FIDE's
//! sanctions (7.5.3, 7.5.5, 6.9; R33).

use super::Words;
use crate::event::{EventField, EventProblem};
use crate::fide::{LossGround, Penalty, Sanction};
use crate::recorder::DutyError;
use crate::t;
use crate::time_control::{
    Bonus, BonusGround, ClockChange, ClockError, ClockEvent, TimeControl, TimeControlError, face,
};
use victoria_rules::Color;
use victoria_words::Lang;

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl Words for TimeControlError {
    fn words(&self, lang: Lang) -> String {
        use TimeControlError as E;
        match self {
            E::Empty => t!(lang, "tc-err-empty"),
            E::Syntax { period, text } => t!(lang, "tc-err-syntax", period = *period, text = text.as_str()),
            E::NoTime { period } => t!(lang, "tc-err-no-time", period = *period),
            E::NoMoves { period } => t!(lang, "tc-err-no-moves", period = *period),
            E::AfterSuddenDeath { period } => t!(lang, "tc-err-after-sudden-death", period = *period),
            E::TooLarge { period } => t!(lang, "tc-err-too-large", period = *period),
            E::TooManyPeriods => t!(lang, "tc-err-too-many"),
        }
    }
}

impl Words for ClockError {
    fn words(&self, lang: Lang) -> String {
        t!(
            lang,
            match self {
                ClockError::AlreadyStarted => "clock-err-already-started",
                ClockError::NotStarted => "clock-err-not-started",
                ClockError::NotRunning => "clock-err-not-running",
                ClockError::Running => "clock-err-running",
            }
        )
    }
}

/// The time control in words: the preset's name, or each period and its bonus.
impl Words for TimeControl {
    fn words(&self, lang: Lang) -> String {
        if let Some(p) = self.preset() {
            return t!(lang, "tc-preset", preset = p.key());
        }
        let last = self.periods.len().saturating_sub(1);
        let mut out = String::new();
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                out.push_str(&t!(lang, "tc-then"));
                out.push(' ');
            }
            let minutes = {
                let m = format!("{:.2}", p.seconds as f64 / 60.0);
                m.trim_end_matches('0').trim_end_matches('.').to_string()
            };
            out.push_str(&match p.moves {
                Some(n) if i == last && i > 0 => t!(lang, "tc-period-repeat", minutes = minutes, moves = n),
                Some(n) => t!(lang, "tc-period", minutes = minutes, moves = n),
                None => t!(lang, "tc-period", minutes = minutes, moves = 0),
            });
            match p.bonus {
                Bonus::None => {}
                Bonus::Increment { seconds } => {
                    out.push_str(", ");
                    out.push_str(&t!(lang, "tc-increment", seconds = seconds));
                }
                Bonus::Delay { seconds } => {
                    out.push_str(", ");
                    out.push_str(&t!(lang, "tc-delay", seconds = seconds));
                }
            }
        }
        out
    }
}

/// "no time control" or the control's words.
pub fn time_control_words(tc: &Option<TimeControl>, lang: Lang) -> String {
    {
        match tc {
            Some(tc) => tc.words(lang),
            None => t!(lang, "tc-none"),
        }
    }
}

impl Words for ClockChange {
    fn words(&self, lang: Lang) -> String {
        match self {
            ClockChange::Start => t!(lang, "clock-change", kind = "start"),
            ClockChange::Pause => t!(lang, "clock-change", kind = "pause"),
            ClockChange::Resume => t!(lang, "clock-change", kind = "resume"),
            ClockChange::Hold => t!(lang, "clock-change", kind = "hold"),
            ClockChange::Release => t!(lang, "clock-change", kind = "release"),
            ClockChange::Set { note } if note.trim().is_empty() => t!(lang, "clock-change", kind = "set"),
            ClockChange::Set { note } => {
                t!(lang, "clock-change", kind = "set-noted", note = note.trim().trim_end_matches('.'))
            }
            ClockChange::TakeBack => t!(lang, "clock-change", kind = "take-back"),
            ClockChange::Stop => t!(lang, "clock-change", kind = "stop"),
            ClockChange::Flag { side: s } => t!(lang, "clock-change", kind = "flag", side = side(*s)),
            ClockChange::Reversed { side: s, ms, attempt } => {
                t!(lang, "clock-change", kind = "reversed", side = side(*s), seconds = *ms / 1000, attempt = *attempt)
            }
            ClockChange::AfterClose { closed_ms, charged } => t!(
                lang,
                "clock-change",
                kind = if *charged { "closed-charged" } else { "closed-set" },
                closed = face(*closed_ms)
            ),
            ClockChange::Bonus { side: s, ms, ground } => {
                let ground = match ground {
                    BonusGround::IllegalMove => "illegal-move",
                    BonusGround::Arbiter => "arbiter",
                };
                let ground = t!(lang, "clock-bonus-ground", ground = ground);
                t!(lang, "clock-change", kind = "bonus", side = side(*s), seconds = *ms / 1000, ground = ground)
            }
        }
    }
}

/// The change and both readings after it.
impl Words for ClockEvent {
    fn words(&self, lang: Lang) -> String {
        format!(
            "{}; {}",
            self.change.words(lang),
            t!(lang, "clock-readings", white = face(self.white_ms), black = face(self.black_ms))
        )
    }
}

impl Words for EventProblem {
    fn words(&self, lang: Lang) -> String {
        match self {
            EventProblem::DateForm { text } => t!(lang, "event-err-date-form", text = text.as_str()),
            EventProblem::NoSuchDay { text } => t!(lang, "event-err-no-such-day", text = text.as_str()),
            EventProblem::Number { field, text } => {
                t!(lang, "event-err-number", field = field.key(), text = text.as_str())
            }
        }
    }
}

impl Words for EventField {
    fn words(&self, lang: Lang) -> String {
        t!(lang, "event-field", field = self.key())
    }
}

impl Words for DutyError {
    fn words(&self, lang: Lang) -> String {
        match self {
            DutyError::NoPendingEntry => t!(lang, "duty-err-no-pending"),
            DutyError::NoSuchAttempt(n) => t!(lang, "duty-err-no-such-attempt", n = *n),
            DutyError::AlreadyWithdrawn(n) => t!(lang, "duty-err-already-withdrawn", n = *n),
            DutyError::WithdrawalNeedsReason => t!(lang, "duty-err-withdrawal-reason"),
            DutyError::NoTimeControl => t!(lang, "duty-err-no-time-control"),
            DutyError::TimeControlFixed => t!(lang, "duty-err-time-control-fixed"),
            DutyError::TimeControl(e) => e.words(lang),
            DutyError::Clock(e) => e.words(lang),
            DutyError::NotSecondIllegal(c) => t!(lang, "duty-err-not-second", side = side(*c)),
        }
    }
}

impl Words for Penalty {
    fn words(&self, lang: Lang) -> String {
        match *self {
            Penalty::Logged => t!(lang, "penalty", kind = "logged"),
            Penalty::TwoMinutes { to } => t!(lang, "penalty", kind = "two-minutes", to = side(to)),
            Penalty::SecondLoses { offender } => t!(lang, "penalty", kind = "second", offender = side(offender)),
        }
    }
}

/// `loser` loses on `ground`.
pub fn loss_words(ground: LossGround, loser: Color, lang: Lang) -> String {
    let ground = match ground {
        LossGround::Time => "time",
        LossGround::IllegalMoves => "illegal-moves",
    };
    t!(lang, "loss-ground", ground = ground, loser = side(loser))
}

/// The words of a FIDE result ground (`flag_fell`, `illegal_moves`), with the loser where the
/// result names one (a loss; after a count or a draw the ground alone, citing R27a only for
/// Victoria's count, `counted`); `None` for another ground.
pub fn fide_ground(ground: crate::Ground, loser: Option<Color>, counted: bool, lang: Lang) -> Option<String> {
    let ground = match ground {
        crate::Ground::FlagFell => "time",
        crate::Ground::IllegalMoves => "illegal-moves",
        _ => return None,
    };
    Some(match loser {
        Some(l) => t!(lang, "loss-ground", ground = ground, loser = side(l)),
        None => t!(lang, "loss-ground-cannot-mate", ground = ground, count = if counted { "yes" } else { "no" }),
    })
}

victoria_words::english_display!(Penalty, Sanction);

impl Words for Sanction {
    fn words(&self, lang: Lang) -> String {
        match *self {
            Sanction::Loss { loser } => t!(lang, "sanction", kind = "loss", loser = side(loser)),
            Sanction::Count => t!(lang, "sanction", kind = "count"),
            Sanction::Draw => t!(lang, "sanction", kind = "draw"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::take_errors;
    use crate::time_control::Preset;

    #[test]
    fn time_controls_in_both_languages() {
        take_errors();
        let c = Preset::Classical.control();
        assert!(c.words(Lang::En).starts_with("FIDE classical: 90 min for 40 moves"));
        assert!(c.words(Lang::Ru).starts_with("Классика ФИДЕ"));
        let custom = TimeControl::parse("40/120, 20/60, 15d5").unwrap();
        assert_eq!(
            custom.words(Lang::En),
            "120 min for 40 moves, then 60 min for 20 moves, then 15 min, 5 s delay per move"
        );
        assert_eq!(
            custom.words(Lang::Ru),
            "120 мин на 40 ходов, затем 60 мин на 20 ходов, затем 15 мин, задержка 5 с на ход"
        );
        let rep = TimeControl::parse("40/120+30, 21/60").unwrap();
        assert_eq!(rep.words(Lang::Ru), "120 мин на 40 ходов, +30 с за ход, затем 60 мин на каждые 21 ход");
        assert_eq!(time_control_words(&None, Lang::En), "no time control");
        assert_eq!(take_errors(), Vec::<String>::new());
    }

    #[test]
    fn errors_penalties_and_sanctions_in_both_languages() {
        take_errors();
        let e = TimeControl::parse("40/90, x").unwrap_err();
        assert!(e.to_string().contains("period 2 (“x”)"), "{e}");
        assert!(e.words(Lang::Ru).contains("период 2 («x»)"));
        assert_eq!(ClockError::NotStarted.to_string(), "The clocks have not been started.");
        assert_eq!(Penalty::TwoMinutes { to: Color::Black }.words(Lang::En), "Black gets 2 extra minutes (FIDE 7.5.3)");
        assert_eq!(
            Penalty::TwoMinutes { to: Color::White }.words(Lang::Ru),
            "белым добавляются 2 минуты (ст. 7.5.3 Правил ФИДЕ)"
        );
        let second = Penalty::SecondLoses { offender: Color::Black }.words(Lang::En);
        assert!(second.contains("by Black") && second.contains("unless White cannot mate"), "{second}");
        assert_eq!(loss_words(LossGround::Time, Color::White, Lang::En), "White's flag fell (FIDE 6.9)");
        assert_eq!(loss_words(LossGround::Time, Color::Black, Lang::Ru), "у чёрных упал флажок (ст. 6.9 Правил ФИДЕ)");
        assert_eq!(Sanction::Loss { loser: Color::White }.words(Lang::En), "White loses");
        assert!(Sanction::Count.words(Lang::En).contains("point count (R27)"));
        let bonus = ClockChange::Bonus { side: Color::Black, ms: 120_000, ground: BonusGround::IllegalMove };
        assert_eq!(bonus.words(Lang::En), "Black gets 120 s (FIDE 7.5.3).");
        assert_eq!(bonus.words(Lang::Ru), "Чёрным добавлено 120 с (ст. 7.5.3 Правил ФИДЕ).");
        let p = crate::event::check_number(EventField::Round, "abc").unwrap_err();
        assert_eq!(p.words(Lang::Ru), "Тур «abc» — не номер вида 3 или 3.1.");
        assert_eq!(EventField::Board.words(Lang::Ru), "доска");
        assert_eq!(
            DutyError::NotSecondIllegal(Color::White).words(Lang::En),
            "White has not completed two illegal moves (FIDE 7.5.5)."
        );
        assert_eq!(DutyError::NoSuchAttempt(3).words(Lang::Ru), "Нет записанного невозможного хода № 3.");
        assert_eq!(take_errors(), Vec::<String>::new());
    }

    /// The time the app was closed, kept charged, is said in plain words (issue 39: "The 0:29
    /// the app was closed charged to the running clock.").
    #[test]
    fn the_closed_time_kept_charged_is_said_plainly_in_both_languages() {
        take_errors();
        let charged = ClockChange::AfterClose { closed_ms: 29_400, charged: true };
        assert_eq!(charged.words(Lang::En), "The app was closed for 0:29; that time is charged to the running clock.");
        assert_eq!(
            charged.words(Lang::Ru),
            "Приложение было закрыто в течение 0:29; это время списано с идущих часов."
        );
        let set = ClockChange::AfterClose { closed_ms: 29_400, charged: false };
        assert_eq!(set.words(Lang::Ru), "Часы выставлены по настоящим часам после закрытия приложения на 0:29.");
        assert_eq!(take_errors(), Vec::<String>::new());
    }
}
