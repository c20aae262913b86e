//! Rulesets and the named options of RULINGS.md: chosen once per game, stored in the record,
//! printed on the score sheet, and given on the command line as `-o key=value`.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Which rule book a position follows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ruleset {
    /// FIDE chess on the VFEN's board; walls keep their line rules (E7).
    Classical,
    /// Victoria with every option of RULINGS.md.
    #[default]
    Victoria,
    /// Synthesis chess (SYNTHESIS.md).
    Synthesis,
}

impl Ruleset {
    pub fn key(self) -> &'static str {
        match self {
            Ruleset::Classical => "classical",
            Ruleset::Victoria => "victoria",
            Ruleset::Synthesis => "synthesis",
        }
    }
}

impl FromStr for Ruleset {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "classical" => Ok(Ruleset::Classical),
            "victoria" => Ok(Ruleset::Victoria),
            "synthesis" => Ok(Ruleset::Synthesis),
            _ => Err(format!("unknown ruleset '{s}': use classical, victoria or synthesis")),
        }
    }
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

macro_rules! option_enum {
    ($(#[$m:meta])* $name:ident { $($variant:ident = $key:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
        pub enum $name { $(#[serde(rename = $key)] $variant),+ }
        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            pub fn key(self) -> &'static str { match self { $($name::$variant => $key),+ } }
            fn parse(s: &str) -> Option<$name> { match s { $($key => Some($name::$variant),)+ _ => None } }
            fn keys() -> String { [$($key),+].join(", ") }
        }
    };
}

option_enum!(
    /// R10: what a slider may pass of its own bastions.
    BastionPassage { Strikes = "strikes", StrikesAndMoves = "strikes_and_moves" }
);
option_enum!(
    /// R21: what happens to a warrior arriving on the rank before last.
    WarriorFinalRank { Monument = "monument", Sentinel = "sentinel" }
);
option_enum!(
    /// R27/R32: where threefold repetition and 100 plies lead.
    Repetition { Draw = "draw", Points = "points" }
);
option_enum!(
    /// R27: when mate proved impossible starts the count — for both sides, or for one.
    MateImpossible { Both = "both", One = "one" }
);
option_enum!(
    /// R8: how bastions are placed.
    BastionPlacement { Arbitrary = "arbitrary", Blind = "blind", None = "none" }
);
option_enum!(
    /// R14: who sees the reserve numbers.
    ReserveVisibility { Secret = "secret", Open = "open" }
);
option_enum!(
    /// R29: what an illegal move costs.
    IllegalMovePenalty { Warn = "warn", Fide = "fide" }
);
option_enum!(
    /// S21 (Synthesis): may a player leave their king attacked?
    SelfCheck { Counter = "counter", Allowed = "allowed" }
);

/// Every option of RULINGS.md (and SYNTHESIS.md), with the rulings' defaults.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    pub own_bastion_passage: BastionPassage,
    pub pawn_bypass: bool,
    pub warrior_final_rank: WarriorFinalRank,
    pub castling: bool,
    pub castling_costs_rook: bool,
    pub reserve: bool,
    pub pawn_status: bool,
    pub repetition: Repetition,
    pub mate_impossible: MateImpossible,
    pub bastion_placement: BastionPlacement,
    pub reserve_pool: u16,
    pub reserve_visibility: ReserveVisibility,
    pub illegal_move_penalty: IllegalMovePenalty,
    pub self_check: SelfCheck,
    pub castling_synthesis: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            own_bastion_passage: BastionPassage::Strikes,
            pawn_bypass: true,
            warrior_final_rank: WarriorFinalRank::Monument,
            castling: true,
            castling_costs_rook: true,
            reserve: true,
            pawn_status: true,
            repetition: Repetition::Draw,
            mate_impossible: MateImpossible::Both,
            bastion_placement: BastionPlacement::Arbitrary,
            reserve_pool: 50,
            reserve_visibility: ReserveVisibility::Secret,
            illegal_move_penalty: IllegalMovePenalty::Warn,
            self_check: SelfCheck::Counter,
            castling_synthesis: false,
        }
    }
}

/// One option: its key, the ruling it comes from, and a one-line explanation for people.
pub struct OptionInfo {
    pub key: &'static str,
    pub ruling: &'static str,
    pub values: &'static [&'static str],
    pub about: &'static str,
    /// The same explanation in Russian.
    pub about_ru: &'static str,
}

impl OptionInfo {
    /// The one-line explanation in `lang`.
    pub fn about_in(&self, lang: super::lang::Lang) -> &'static str {
        match lang {
            super::lang::Lang::Ru => self.about_ru,
            super::lang::Lang::En => self.about,
        }
    }
}

/// The options, in the order forms and sheets show them.
pub const OPTION_INFO: &[OptionInfo] = &[
    OptionInfo {
        key: "bastion_placement",
        ruling: "R8",
        values: &["arbitrary", "blind", "none"],
        about: "bastions chosen in the sealed scheme, drawn by lot after the reveal, or none",
        about_ru: "бастионы выбираются в запечатанной схеме, тянутся жребием после вскрытия или не ставятся",
    },
    OptionInfo {
        key: "own_bastion_passage",
        ruling: "R10",
        values: &["strikes", "strikes_and_moves"],
        about: "own bastions let strikes through; with strikes_and_moves quiet slider moves too",
        about_ru: "свои бастионы пропускают удары; при strikes_and_moves — и тихие ходы дальнобойных фигур",
    },
    OptionInfo {
        key: "pawn_bypass",
        ruling: "R11",
        values: &["on", "off"],
        about: "a pawn blocked by its own bastion may step diagonally forward",
        about_ru: "пешка, упёршаяся в свой бастион, может шагнуть по диагонали вперёд",
    },
    OptionInfo {
        key: "reserve",
        ruling: "R14",
        values: &["on", "off"],
        about: "queen, rooks and bishops spend a move reserve and petrify at 0",
        about_ru: "ферзь, ладьи и слоны тратят запас хода и на нуле каменеют",
    },
    OptionInfo {
        key: "reserve_pool",
        ruling: "R14",
        values: &["50"],
        about: "points each player splits among queen, rooks and bishops",
        about_ru: "очки, которые каждый игрок делит между ферзём, ладьями и слонами",
    },
    OptionInfo {
        key: "reserve_visibility",
        ruling: "R14",
        values: &["secret", "open"],
        about: "reserves known only to player and arbiter, or open with an equal split",
        about_ru: "запасы знают только игрок и арбитр, или они открыты и поделены поровну",
    },
    OptionInfo {
        key: "castling",
        ruling: "R24",
        values: &["on", "off"],
        about: "king and unmoved rook castle on any rank",
        about_ru: "король и нетронутая ладья рокируются на любой горизонтали",
    },
    OptionInfo {
        key: "castling_costs_rook",
        ruling: "R18",
        values: &["on", "off"],
        about: "castling spends 1 point of the rook's reserve",
        about_ru: "рокировка тратит 1 очко запаса хода ладьи",
    },
    OptionInfo {
        key: "pawn_status",
        ruling: "R20",
        values: &["on", "off"],
        about: "warriors may not reach the last rank; heroes (pawns that captured) promote",
        about_ru: "воины не выходят на последнюю горизонталь; герои (пешки, взявшие фигуру) превращаются",
    },
    OptionInfo {
        key: "warrior_final_rank",
        ruling: "R21",
        values: &["monument", "sentinel"],
        about: "a warrior reaching the rank before last petrifies, or stays as a sentinel",
        about_ru: "воин, дошедший до предпоследней горизонтали, каменеет или остаётся часовым",
    },
    OptionInfo {
        key: "repetition",
        ruling: "R27",
        values: &["draw", "points"],
        about: "threefold repetition and 100 plies end in a draw, or in a point count",
        about_ru: "троекратное повторение и 100 полуходов дают ничью или подсчёт очков",
    },
    OptionInfo {
        key: "mate_impossible",
        ruling: "R27",
        values: &["both", "one"],
        about: "the count starts when mate is proved impossible for both sides, or for one",
        about_ru: "подсчёт очков начинается, когда мат доказуемо невозможен для обеих сторон или для одной",
    },
    OptionInfo {
        key: "illegal_move_penalty",
        ruling: "R29",
        values: &["warn", "fide"],
        about: "an illegal move is only logged, or penalised as FIDE Art. 7.5",
        about_ru: "недопустимый ход только записывается или наказывается по ст. 7.5 Правил ФИДЕ",
    },
    OptionInfo {
        key: "self_check",
        ruling: "S21",
        values: &["counter", "allowed"],
        about: "Synthesis: leaving one's king attacked is refused, or allowed",
        about_ru: "Синтез: оставить своего короля под ударом запрещено или разрешено",
    },
    OptionInfo {
        key: "castling_synthesis",
        ruling: "S24",
        values: &["off", "on"],
        about: "Synthesis: castling allowed",
        about_ru: "Синтез: рокировка разрешена",
    },
];

/// Why an option could not be set.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("'{0}' is not key=value: write an option as -o key=value, e.g. -o castling=off")]
    NotKeyValue(String),
    #[error("unknown option '{0}': the options are {1}")]
    UnknownKey(String, String),
    #[error("option {key} cannot be '{value}': use {allowed}")]
    BadValue { key: String, value: String, allowed: String },
}

impl OptionError {
    /// The message in `lang` (the English is the `Display`).
    pub fn text(&self, lang: super::lang::Lang) -> String {
        if lang == super::lang::Lang::En {
            return self.to_string();
        }
        match self {
            OptionError::NotKeyValue(s) => {
                format!("«{s}» — не пара ключ=значение: пишите параметр как -o ключ=значение, например -o castling=off")
            }
            OptionError::UnknownKey(k, all) => format!("неизвестный параметр «{k}»: есть параметры {all}"),
            OptionError::BadValue { key, value, allowed } => {
                let allowed = match allowed.as_str() {
                    "on or off" => "on или off".to_string(),
                    "a whole number of at least 5" => "целое число не меньше 5".to_string(),
                    other => other.replace(" or ", " или "),
                };
                format!("параметр {key} не может быть «{value}»: допустимо {allowed}")
            }
        }
    }
}

fn on_off(key: &str, v: &str) -> Result<bool, OptionError> {
    match v {
        "on" | "true" | "yes" => Ok(true),
        "off" | "false" | "no" => Ok(false),
        _ => Err(OptionError::BadValue { key: key.into(), value: v.into(), allowed: "on or off".into() }),
    }
}

fn pick<T: Copy>(key: &str, v: &str, parse: fn(&str) -> Option<T>, keys: fn() -> String) -> Result<T, OptionError> {
    parse(v).ok_or_else(|| OptionError::BadValue { key: key.into(), value: v.into(), allowed: keys() })
}

impl Options {
    /// Sets one option from `key=value` text.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "own_bastion_passage" => {
                self.own_bastion_passage = pick(key, value, BastionPassage::parse, BastionPassage::keys)?
            }
            "pawn_bypass" => self.pawn_bypass = on_off(key, value)?,
            "warrior_final_rank" => {
                self.warrior_final_rank = pick(key, value, WarriorFinalRank::parse, WarriorFinalRank::keys)?
            }
            "castling" => self.castling = on_off(key, value)?,
            "castling_costs_rook" => self.castling_costs_rook = on_off(key, value)?,
            "reserve" => self.reserve = on_off(key, value)?,
            "pawn_status" => self.pawn_status = on_off(key, value)?,
            "repetition" => self.repetition = pick(key, value, Repetition::parse, Repetition::keys)?,
            "mate_impossible" => self.mate_impossible = pick(key, value, MateImpossible::parse, MateImpossible::keys)?,
            "bastion_placement" => {
                self.bastion_placement = pick(key, value, BastionPlacement::parse, BastionPlacement::keys)?
            }
            "reserve_pool" => {
                self.reserve_pool = value.parse().ok().filter(|n| *n >= 5).ok_or_else(|| OptionError::BadValue {
                    key: key.into(),
                    value: value.into(),
                    allowed: "a whole number of at least 5".into(),
                })?
            }
            "reserve_visibility" => {
                self.reserve_visibility = pick(key, value, ReserveVisibility::parse, ReserveVisibility::keys)?
            }
            "illegal_move_penalty" => {
                self.illegal_move_penalty = pick(key, value, IllegalMovePenalty::parse, IllegalMovePenalty::keys)?
            }
            "self_check" => self.self_check = pick(key, value, SelfCheck::parse, SelfCheck::keys)?,
            "castling_synthesis" => self.castling_synthesis = on_off(key, value)?,
            _ => {
                let keys: Vec<&str> = OPTION_INFO.iter().map(|o| o.key).collect();
                return Err(OptionError::UnknownKey(key.into(), keys.join(", ")));
            }
        }
        Ok(())
    }

    /// Sets one option from `key=value`.
    pub fn set_pair(&mut self, pair: &str) -> Result<(), OptionError> {
        let (k, v) = pair.split_once('=').ok_or_else(|| OptionError::NotKeyValue(pair.into()))?;
        self.set(k.trim(), v.trim())
    }

    /// The value of an option as text, for forms and sheets.
    pub fn get(&self, key: &str) -> Option<String> {
        let b = |x: bool| if x { "on" } else { "off" }.to_string();
        Some(match key {
            "own_bastion_passage" => self.own_bastion_passage.key().into(),
            "pawn_bypass" => b(self.pawn_bypass),
            "warrior_final_rank" => self.warrior_final_rank.key().into(),
            "castling" => b(self.castling),
            "castling_costs_rook" => b(self.castling_costs_rook),
            "reserve" => b(self.reserve),
            "pawn_status" => b(self.pawn_status),
            "repetition" => self.repetition.key().into(),
            "mate_impossible" => self.mate_impossible.key().into(),
            "bastion_placement" => self.bastion_placement.key().into(),
            "reserve_pool" => self.reserve_pool.to_string(),
            "reserve_visibility" => self.reserve_visibility.key().into(),
            "illegal_move_penalty" => self.illegal_move_penalty.key().into(),
            "self_check" => self.self_check.key().into(),
            "castling_synthesis" => b(self.castling_synthesis),
            _ => return None,
        })
    }
}

/// A ruleset with its options: everything a position needs to know to generate moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Rules {
    pub ruleset: Ruleset,
    pub options: Options,
}

impl Rules {
    pub fn classical() -> Rules {
        Rules { ruleset: Ruleset::Classical, options: Options::default() }
    }
    pub fn victoria(options: Options) -> Rules {
        Rules { ruleset: Ruleset::Victoria, options }
    }
    pub fn is_victoria(&self) -> bool {
        self.ruleset == Ruleset::Victoria
    }
    /// Reserves may be in play (the position still needs a `reserve:` token).
    pub fn reserve(&self) -> bool {
        self.is_victoria() && self.options.reserve
    }
    pub fn pawn_status(&self) -> bool {
        self.is_victoria() && self.options.pawn_status
    }
    pub fn pawn_bypass(&self) -> bool {
        self.is_victoria() && self.options.pawn_bypass
    }
    pub fn castling(&self) -> bool {
        !self.is_victoria() || self.options.castling
    }
    pub fn quiet_through_own_bastions(&self) -> bool {
        self.is_victoria() && self.options.own_bastion_passage == BastionPassage::StrikesAndMoves
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn option_errors_read_in_russian() {
        use super::super::lang::Lang;
        let mut o = super::Options::default();
        let e = o.set_pair("castling=maybe").unwrap_err();
        assert_eq!(e.text(Lang::Ru), "параметр castling не может быть «maybe»: допустимо on или off");
        assert_eq!(e.text(Lang::En), e.to_string());
        assert!(o.set_pair("colour=red").unwrap_err().text(Lang::Ru).starts_with("неизвестный параметр «colour»"));
    }

    #[test]
    fn every_option_is_explained_in_both_languages() {
        use super::super::lang::Lang;
        for info in super::OPTION_INFO {
            assert!(!info.about.trim().is_empty(), "{} has no English", info.key);
            assert!(info.about_ru.chars().any(|c| ('а'..='я').contains(&c)), "{} has no Russian", info.key);
            assert_ne!(info.about_in(Lang::Ru), info.about_in(Lang::En), "{}", info.key);
            assert_eq!(info.about_in(Lang::En), info.about);
        }
    }

    use super::*;

    #[test]
    fn every_listed_option_sets_and_reads_back() {
        for info in OPTION_INFO {
            let mut o = Options::default();
            for v in info.values {
                o.set(info.key, v).unwrap();
                assert_eq!(o.get(info.key).unwrap(), *v, "{}", info.key);
            }
        }
    }

    #[test]
    fn bad_options_name_the_fault() {
        let mut o = Options::default();
        let e = o.set_pair("castling=maybe").unwrap_err().to_string();
        assert!(e.contains("castling") && e.contains("on or off"), "{e}");
        let e = o.set_pair("colour=red").unwrap_err().to_string();
        assert!(e.contains("unknown option 'colour'"), "{e}");
        assert!(o.set_pair("castling").is_err());
        assert_eq!(o, Options::default());
    }

    #[test]
    fn options_survive_json() {
        let mut o = Options::default();
        o.set_pair("own_bastion_passage=strikes_and_moves").unwrap();
        let s = serde_json::to_string(&o).unwrap();
        assert!(s.contains("\"strikes_and_moves\""));
        assert_eq!(serde_json::from_str::<Options>(&s).unwrap(), o);
        assert_eq!(serde_json::from_str::<Options>("{}").unwrap(), Options::default());
    }
}
