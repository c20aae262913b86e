//! The event data's checks and its carry-over: a date must be an ISO date (`2026-12-01`), a
//! round or a board a number or a dotted pair (`3`, `3.1`), each refusal naming the field and
//! why; the next game of the same event gets the event, site, arbiter and club again and the
//! following round suggested (the board kept), the players left for the arbiter to fill.

use super::model::EventInfo;

/// The field of the event data a problem is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EventField {
    Date,
    Round,
    Board,
}

impl EventField {
    /// The key of the field (`date`, `round`, `board`), as the form's field ids use it.
    pub fn key(self) -> &'static str {
        match self {
            EventField::Date => "date",
            EventField::Round => "round",
            EventField::Board => "board",
        }
    }
}

/// Why a field of the event data was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventProblem {
    /// Not `YYYY-MM-DD`.
    DateForm { text: String },
    /// `YYYY-MM-DD` but no such day (`2026-13-45`, `2026-02-30`).
    NoSuchDay { text: String },
    /// A round or board that is not `3` or `3.1`.
    Number { field: EventField, text: String },
}

impl EventProblem {
    pub fn field(&self) -> EventField {
        match self {
            EventProblem::DateForm { .. } | EventProblem::NoSuchDay { .. } => EventField::Date,
            EventProblem::Number { field, .. } => *field,
        }
    }
}

// The English words.
victoria_words::english_display!(EventProblem);

impl std::error::Error for EventProblem {}

/// Checks a date: empty, or an existing day written `YYYY-MM-DD`.
pub fn check_date(text: &str) -> Result<(), EventProblem> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(());
    }
    let b = t.as_bytes();
    let form = b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter().enumerate().all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
    if !form {
        return Err(EventProblem::DateForm { text: t.to_string() });
    }
    chrono::NaiveDate::parse_from_str(t, "%Y-%m-%d")
        .map(|_| ())
        .map_err(|_| EventProblem::NoSuchDay { text: t.to_string() })
}

/// Checks a round or a board: empty, a number (`3`) or a dotted pair (`3.1`), numbers from 1.
pub fn check_number(field: EventField, text: &str) -> Result<(), EventProblem> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(());
    }
    let parts: Vec<&str> = t.split('.').collect();
    let ok = parts.len() <= 2
        && parts.iter().all(|p| !p.is_empty() && p.len() <= 4 && p.bytes().all(|c| c.is_ascii_digit()))
        && parts.iter().all(|p| p.parse::<u32>().is_ok_and(|n| n > 0));
    if ok { Ok(()) } else { Err(EventProblem::Number { field, text: t.to_string() }) }
}

/// Every problem of the event data, in the order of the form (date, round, board).
pub fn check_event(event: &EventInfo) -> Vec<EventProblem> {
    [
        check_date(&event.date),
        check_number(EventField::Round, &event.round),
        check_number(EventField::Board, &event.board),
    ]
    .into_iter()
    .filter_map(Result::err)
    .collect()
}

/// The number after `text` (`3` → `4`, `3.1` → `4`), if `text` is one.
fn next_round(text: &str) -> String {
    let t = text.trim();
    let first = t.split('.').next().unwrap_or("");
    match first.parse::<u32>() {
        Ok(n) if check_number(EventField::Round, t).is_ok() => (n + 1).to_string(),
        _ => String::new(),
    }
}

/// The event data of the next game after `last`: the same event, site, arbiter and club, the
/// date `today`, the next round suggested and the same board; the players empty.
pub fn next_game(last: &EventInfo, today: &str) -> EventInfo {
    EventInfo {
        event: last.event.clone(),
        site: last.site.clone(),
        date: today.to_string(),
        round: next_round(&last.round),
        board: last.board.trim().to_string(),
        white: String::new(),
        black: String::new(),
        arbiter: last.arbiter.clone(),
        club: last.club.clone(),
        sample: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_must_be_iso_days() {
        assert!(check_date("").is_ok() && check_date("2026-12-01").is_ok() && check_date("2024-02-29").is_ok());
        assert_eq!(check_date("2026-13-45"), Err(EventProblem::NoSuchDay { text: "2026-13-45".into() }));
        assert_eq!(check_date("2025-02-29"), Err(EventProblem::NoSuchDay { text: "2025-02-29".into() }));
        for bad in ["1.12.2026", "2026-1-05", "2026/12/01", "tomorrow", "2026-12-01x"] {
            assert_eq!(check_date(bad), Err(EventProblem::DateForm { text: bad.into() }), "{bad}");
        }
    }

    #[test]
    fn rounds_and_boards_are_numbers_or_dotted_pairs() {
        for ok in ["", "3", " 3.1 ", "12", "1.10"] {
            assert!(check_number(EventField::Round, ok).is_ok(), "{ok}");
        }
        for bad in ["abc", "0", "3.", ".1", "3.1.2", "-2", "3a", "1.0", "99999"] {
            assert_eq!(
                check_number(EventField::Board, bad),
                Err(EventProblem::Number { field: EventField::Board, text: bad.into() }),
                "{bad}"
            );
        }
    }

    #[test]
    fn every_problem_is_listed_with_its_field() {
        let e = EventInfo { date: "2026-13-45".into(), round: "abc".into(), board: "2".into(), ..Default::default() };
        let problems = check_event(&e);
        assert_eq!(problems.iter().map(EventProblem::field).collect::<Vec<_>>(), [EventField::Date, EventField::Round]);
        assert!(problems[1].to_string().contains("abc"), "{}", problems[1]);
        assert!(check_event(&EventInfo::default()).is_empty());
    }

    #[test]
    fn the_next_game_keeps_the_event_and_suggests_the_next_round() {
        let last = EventInfo {
            event: "Club cup".into(),
            site: "Tula".into(),
            date: "2026-11-30".into(),
            round: "3.1".into(),
            board: "2".into(),
            white: "Ivanov".into(),
            black: "Petrova".into(),
            arbiter: "Sidorov".into(),
            club: "Knight".into(),
            sample: None,
        };
        let next = next_game(&last, "2026-12-01");
        assert_eq!(
            next,
            EventInfo {
                event: "Club cup".into(),
                site: "Tula".into(),
                date: "2026-12-01".into(),
                round: "4".into(),
                board: "2".into(),
                white: String::new(),
                black: String::new(),
                arbiter: "Sidorov".into(),
                club: "Knight".into(),
                sample: None,
            }
        );
        assert_eq!(next_game(&EventInfo { round: "final".into(), ..Default::default() }, "").round, "");
    }
}
