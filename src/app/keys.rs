//! The keyboard of the main window: which key does what (one table, [`Action::ALL`], read by
//! the key handler, the buttons' key hints and the F1 help overlay), the Ctrl shortcuts
//! ([`Shortcut`]), and the walk through a form's fields with Tab and Shift+Tab. The recording
//! actions sit on function keys and the shortcuts are read by the key's place on the keyboard,
//! so both work the same with a Russian or an English layout and never type into a field.

use iced::keyboard::{self, Key, Modifiers, key::Code, key::Named, key::Physical};
use victoria_words::Lang;

/// The Ctrl shortcuts of the main window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    New,
    Open,
    Save,
    SaveAs,
    Undo,
    /// Set both clocks to the physical clock's reading (Ctrl+T).
    SetClocks,
    /// The refused entry was completed by the player: log it as an illegal move (Ctrl+L, R29).
    /// Its only meaning: each decision has its own key.
    LogIllegal,
    /// The loss offered (FIDE 6.9 on time, 7.5.5 by illegal moves): record the decision's
    /// primary answer, the loss or what the analysis found (Ctrl+R).
    RuleLoss,
    /// On resume: the time the app was closed stays charged to the running side (Ctrl+K, R33).
    KeepClosedTime,
    /// Can mate still happen? The full analysis of both sides in the background (Ctrl+M).
    CanMate,
}

impl Shortcut {
    /// Every shortcut, in the order the list of keys (F1) gives them.
    pub const ALL: [Shortcut; 10] = [
        Shortcut::New,
        Shortcut::Open,
        Shortcut::Save,
        Shortcut::SaveAs,
        Shortcut::Undo,
        Shortcut::SetClocks,
        Shortcut::LogIllegal,
        Shortcut::RuleLoss,
        Shortcut::KeepClosedTime,
        Shortcut::CanMate,
    ];

    /// The catalogue id of what the shortcut does.
    pub fn words_id(self) -> &'static str {
        match self {
            Shortcut::New => "key-new-game",
            Shortcut::Open => "key-open-game",
            Shortcut::Save => "key-save-game",
            Shortcut::SaveAs => "key-save-game-as",
            Shortcut::Undo => Action::TakeBack.words_id(),
            Shortcut::SetClocks => "key-set-clocks",
            Shortcut::LogIllegal => "key-log-illegal",
            Shortcut::RuleLoss => "key-rule-loss",
            Shortcut::KeepClosedTime => "key-keep-closed-time",
            Shortcut::CanMate => "key-can-mate",
        }
    }

    /// What the shortcut does, in `lang`.
    pub fn words(self, lang: Lang) -> String {
        crate::t!(lang, self.words_id())
    }

    /// The keys, as printed on a button and in the help.
    pub fn key(self) -> &'static str {
        match self {
            Shortcut::New => "Ctrl+N",
            Shortcut::Open => "Ctrl+O",
            Shortcut::Save => "Ctrl+S",
            Shortcut::SaveAs => "Ctrl+Shift+S",
            Shortcut::Undo => "Ctrl+Z",
            Shortcut::SetClocks => "Ctrl+T",
            Shortcut::LogIllegal => "Ctrl+L",
            Shortcut::RuleLoss => "Ctrl+R",
            Shortcut::KeepClosedTime => "Ctrl+K",
            Shortcut::CanMate => "Ctrl+M",
        }
    }
}

impl Shortcut {
    /// The shortcut of Ctrl (or Cmd) with the key at this place (`Code::KeyS`…), or with this
    /// Latin letter where the place is unknown.
    pub fn of(physical: Physical, key: &Key, shift: bool) -> Option<Shortcut> {
        let letter = match physical {
            Physical::Code(Code::KeyN) => 'n',
            Physical::Code(Code::KeyO) => 'o',
            Physical::Code(Code::KeyS) => 's',
            Physical::Code(Code::KeyZ) => 'z',
            Physical::Code(Code::KeyT) => 't',
            Physical::Code(Code::KeyL) => 'l',
            Physical::Code(Code::KeyR) => 'r',
            Physical::Code(Code::KeyK) => 'k',
            Physical::Code(Code::KeyM) => 'm',
            Physical::Code(_) => return None,
            Physical::Unidentified(_) => match key.as_ref() {
                Key::Character(c) => c.chars().next()?.to_ascii_lowercase(),
                _ => return None,
            },
        };
        Some(match letter {
            'n' => Shortcut::New,
            'o' => Shortcut::Open,
            's' if shift => Shortcut::SaveAs,
            's' => Shortcut::Save,
            'z' => Shortcut::Undo,
            't' => Shortcut::SetClocks,
            'l' => Shortcut::LogIllegal,
            'r' => Shortcut::RuleLoss,
            'k' => Shortcut::KeepClosedTime,
            'm' => Shortcut::CanMate,
            _ => return None,
        })
    }
}

/// A keyboard action of the main window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Show or hide the list of keys.
    Help,
    TakeBack,
    Result,
    Signatures,
    DrawByWhite,
    DrawByBlack,
    AcceptDraw,
    DeclineDraw,
    /// Show the private reserves for a few seconds.
    Reserves,
    Flip,
    /// Start, stop or restart the clocks.
    Clocks,
    /// Open or close the public board window.
    PublicWindow,
    /// The helpmate line shown on the board: one move back.
    LinePrevious,
    /// The helpmate line shown on the board: one move on.
    LineNext,
    /// Close the open dialog (or the help).
    Cancel,
}

impl Action {
    /// Every action, in the order the help lists them.
    pub const ALL: [Action; 15] = [
        Action::Help,
        Action::TakeBack,
        Action::Result,
        Action::Signatures,
        Action::DrawByWhite,
        Action::DrawByBlack,
        Action::AcceptDraw,
        Action::DeclineDraw,
        Action::Reserves,
        Action::Flip,
        Action::Clocks,
        Action::PublicWindow,
        Action::LinePrevious,
        Action::LineNext,
        Action::Cancel,
    ];

    /// The key, as printed on a button and in the help (key names are the same in every
    /// language).
    pub fn key(self) -> &'static str {
        match self {
            Action::Help => "F1",
            Action::TakeBack => "F2",
            Action::Result => "F3",
            Action::Signatures => "F4",
            Action::DrawByWhite => "F5",
            Action::DrawByBlack => "F6",
            Action::AcceptDraw => "F7",
            Action::DeclineDraw => "F8",
            Action::Reserves => "F9",
            Action::Flip => "F10",
            Action::Clocks => "F11",
            Action::PublicWindow => "F12",
            Action::LinePrevious => "PgUp",
            Action::LineNext => "PgDn",
            Action::Cancel => "Esc",
        }
    }

    fn named(self) -> Named {
        match self {
            Action::Help => Named::F1,
            Action::TakeBack => Named::F2,
            Action::Result => Named::F3,
            Action::Signatures => Named::F4,
            Action::DrawByWhite => Named::F5,
            Action::DrawByBlack => Named::F6,
            Action::AcceptDraw => Named::F7,
            Action::DeclineDraw => Named::F8,
            Action::Reserves => Named::F9,
            Action::Flip => Named::F10,
            Action::Clocks => Named::F11,
            Action::PublicWindow => Named::F12,
            Action::LinePrevious => Named::PageUp,
            Action::LineNext => Named::PageDown,
            Action::Cancel => Named::Escape,
        }
    }

    /// The catalogue id of what the key does (`recording.ftl`).
    pub fn words_id(self) -> &'static str {
        match self {
            Action::Help => "key-help",
            Action::TakeBack => "key-take-back",
            Action::Result => "key-result",
            Action::Signatures => "key-signatures",
            Action::DrawByWhite => "key-draw-white",
            Action::DrawByBlack => "key-draw-black",
            Action::AcceptDraw => "key-draw-accept",
            Action::DeclineDraw => "key-draw-decline",
            Action::Reserves => "key-reserves",
            Action::Flip => "key-flip",
            Action::Clocks => "key-clocks",
            Action::PublicWindow => "key-public",
            Action::LinePrevious => "key-line-prev",
            Action::LineNext => "key-line-next",
            Action::Cancel => "key-cancel",
        }
    }

    /// What the key does, in `lang`.
    pub fn words(self, lang: Lang) -> String {
        crate::t!(lang, self.words_id())
    }

    /// The action of a pressed key without Ctrl or Alt, if any.
    pub fn of_key(key: &Key, modifiers: Modifiers) -> Option<Action> {
        if modifiers.control() || modifiers.alt() || modifiers.logo() {
            return None;
        }
        let Key::Named(n) = key else { return None };
        Action::ALL.into_iter().find(|a| a.named() == *n)
    }
}

/// A button's label with its key: `Take back…  [F2]`.
pub fn with_key(label: impl AsRef<str>, action: Action) -> String {
    with_keys(label, action.key())
}

/// A button's label with the keys written out: `Completed — log it  [Ctrl+L]`.
pub fn with_keys(label: impl AsRef<str>, keys: &str) -> String {
    format!("{}  [{keys}]", label.as_ref())
}

/// What a key press means to the main window, before any widget sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    Command(Shortcut),
    Action(Action),
    /// Tab: the next field of the form.
    NextField,
    /// Shift+Tab: the previous field.
    PreviousField,
}

/// The meaning of a keyboard event for the main window (`None`: not ours). Tab counts only
/// when no widget used the key (`captured` false).
pub fn press(event: &keyboard::Event, captured: bool) -> Option<Press> {
    let keyboard::Event::KeyPressed { key, modifiers, physical_key, .. } = event else { return None };
    if modifiers.command() {
        return Shortcut::of(*physical_key, key, modifiers.shift()).map(Press::Command);
    }
    if let Key::Named(Named::Tab) = key {
        if captured || modifiers.control() || modifiers.alt() {
            return None;
        }
        return Some(if modifiers.shift() { Press::PreviousField } else { Press::NextField });
    }
    Action::of_key(key, *modifiers).map(Press::Action)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_has_its_own_key_and_words_in_both_languages() {
        let mut keys: Vec<&str> = Action::ALL.iter().map(|a| a.key()).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), Action::ALL.len());
        for a in Action::ALL {
            assert_eq!(Action::of_key(&Key::Named(a.named()), Modifiers::default()), Some(a));
            for lang in Lang::ALL {
                assert!(crate::i18n::has(lang, a.words_id()), "{:?} {}", a, lang.code());
            }
        }
        assert_eq!(Action::of_key(&Key::Named(Named::F2), Modifiers::CTRL), None);
        assert_eq!(Action::of_key(&Key::Character("a".into()), Modifiers::default()), None);
    }

    #[test]
    fn ctrl_shortcuts_are_read_by_the_key_place_so_any_layout_works() {
        // A Russian layout types a Cyrillic letter on the S key: the place still says Save.
        let ru_letter: Key = Key::Character(char::from_u32(0x44b).unwrap().to_string().into());
        assert_eq!(Shortcut::of(Physical::Code(Code::KeyS), &ru_letter, false), Some(Shortcut::Save));
        assert_eq!(Shortcut::of(Physical::Code(Code::KeyS), &ru_letter, true), Some(Shortcut::SaveAs));
        assert_eq!(Shortcut::of(Physical::Code(Code::KeyZ), &Key::Character("z".into()), false), Some(Shortcut::Undo));
        assert_eq!(Shortcut::of(Physical::Code(Code::KeyM), &ru_letter, false), Some(Shortcut::CanMate));
        assert_eq!(Shortcut::of(Physical::Code(Code::KeyQ), &Key::Character("q".into()), false), None);
        let unknown = Physical::Unidentified(keyboard::key::NativeCode::Unidentified);
        assert_eq!(Shortcut::of(unknown, &Key::Character("O".into()), false), Some(Shortcut::Open));
    }
}
