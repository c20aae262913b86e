//! The Tournament screen's keys: what a key press no field used means there, and the key that
//! types each result (its button shows it).

use victoria_session::tournament::TypedResult;

/// A key the screen reads when no field has it (see the screen's page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Up,
    Down,
    Left,
    Right,
    PreviousRound,
    NextRound,
    Enter,
    Result(TypedResult),
    /// F3: every result for the chosen board.
    Results,
    /// F4: confirm the chosen board's result as its desk reported it (the event opened to the
    /// boards).
    Confirm,
    Cancel,
}

/// The key that types a result, as its button shows it.
pub fn result_key(r: TypedResult) -> Option<&'static str> {
    Some(match r {
        TypedResult::WhiteWins => "1",
        TypedResult::Draw => "=",
        TypedResult::BlackWins => "0",
        TypedResult::WhiteForfeit => "+",
        TypedResult::BlackForfeit => "-",
        TypedResult::Adjourned => "*",
        TypedResult::Clear => "Del",
        _ => return None,
    })
}

/// The screen's key of a key press without Ctrl or Alt that no field used.
pub fn key_of(key: &iced::keyboard::Key) -> Option<Key> {
    use iced::keyboard::Key as K;
    use iced::keyboard::key::Named;
    Some(match key {
        K::Named(Named::ArrowUp) => Key::Up,
        K::Named(Named::ArrowDown) => Key::Down,
        K::Named(Named::ArrowLeft) => Key::Left,
        K::Named(Named::ArrowRight) => Key::Right,
        K::Named(Named::Enter) => Key::Enter,
        K::Named(Named::Delete) => Key::Result(TypedResult::Clear),
        K::Character(c) => match c.as_str() {
            "1" => Key::Result(TypedResult::WhiteWins),
            "0" => Key::Result(TypedResult::BlackWins),
            "=" => Key::Result(TypedResult::Draw),
            "+" => Key::Result(TypedResult::WhiteForfeit),
            "-" => Key::Result(TypedResult::BlackForfeit),
            "*" => Key::Result(TypedResult::Adjourned),
            _ => return None,
        },
        _ => return None,
    })
}
