//! Rulesets and the named options of RULINGS.md: chosen once per game, stored in the record,
//! printed on the score sheet, and given on the command line as `-o key=value`. The keys and
//! values here are the stable words of the record and the command line; what people read (a
//! label, value words and a one-line explanation per option) is in the catalogue `options.ftl`
//! through the `i18n` module's option words.

pub mod words;
use super::ruling::Rule;
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
            _ => Err(crate::t!(victoria_words::Lang::En, "parse-unknown-ruleset", text = s)),
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
            fn keys() -> Vec<String> { vec![$($key.to_string()),+] }
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

/// One option: its key, the ruling it comes from and the values it takes (`reserve_pool` takes
/// a whole number; its one value here is the default).
pub struct OptionInfo {
    pub key: &'static str,
    pub ruling: Rule,
    pub values: &'static [&'static str],
}

impl OptionInfo {
    /// The option of this key.
    pub fn find(key: &str) -> Option<&'static OptionInfo> {
        OPTION_INFO.iter().find(|o| o.key == key)
    }
}

/// The options, in the order forms and sheets show them.
pub const OPTION_INFO: &[OptionInfo] = &[
    OptionInfo { key: "bastion_placement", ruling: Rule::R8, values: &["arbitrary", "blind", "none"] },
    OptionInfo { key: "own_bastion_passage", ruling: Rule::R10, values: &["strikes", "strikes_and_moves"] },
    OptionInfo { key: "pawn_bypass", ruling: Rule::R11, values: &["on", "off"] },
    OptionInfo { key: "reserve", ruling: Rule::R14, values: &["on", "off"] },
    OptionInfo { key: "reserve_pool", ruling: Rule::R14, values: &["50"] },
    OptionInfo { key: "reserve_visibility", ruling: Rule::R14, values: &["secret", "open"] },
    OptionInfo { key: "castling", ruling: Rule::R24, values: &["on", "off"] },
    OptionInfo { key: "castling_costs_rook", ruling: Rule::R18, values: &["on", "off"] },
    OptionInfo { key: "pawn_status", ruling: Rule::R20, values: &["on", "off"] },
    OptionInfo { key: "warrior_final_rank", ruling: Rule::R21, values: &["monument", "sentinel"] },
    OptionInfo { key: "repetition", ruling: Rule::R27, values: &["draw", "points"] },
    OptionInfo { key: "mate_impossible", ruling: Rule::R27, values: &["both", "one"] },
    OptionInfo { key: "illegal_move_penalty", ruling: Rule::R29, values: &["warn", "fide"] },
    OptionInfo { key: "self_check", ruling: Rule::S21, values: &["counter", "allowed"] },
    OptionInfo { key: "castling_synthesis", ruling: Rule::S24, values: &["off", "on"] },
];

/// Why an option could not be set. Its words (`Display`, `text`) are made by
/// the `i18n` module's option words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OptionError {
    /// The text is not `key=value`.
    NotKeyValue(String),
    /// No option has this key (the keys are those of [`OPTION_INFO`]).
    UnknownKey(String),
    BadValue {
        key: String,
        value: String,
        allowed: Allowed,
    },
}

impl std::error::Error for OptionError {}

/// What an option accepts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Allowed {
    OnOff,
    /// A whole number of at least this.
    AtLeast(u16),
    /// One of these keys.
    OneOf(Vec<String>),
}

impl OptionError {
    /// One of every shape, for tests that render them all.
    pub fn examples() -> Vec<OptionError> {
        vec![
            OptionError::NotKeyValue("castling".into()),
            OptionError::UnknownKey("colour".into()),
            OptionError::BadValue { key: "castling".into(), value: "maybe".into(), allowed: Allowed::OnOff },
            OptionError::BadValue { key: "reserve_pool".into(), value: "3".into(), allowed: Allowed::AtLeast(5) },
            OptionError::BadValue {
                key: "repetition".into(),
                value: "x".into(),
                allowed: Allowed::OneOf(vec!["draw".into(), "points".into()]),
            },
        ]
    }
}

fn on_off(key: &str, v: &str) -> Result<bool, OptionError> {
    match v {
        "on" | "true" | "yes" => Ok(true),
        "off" | "false" | "no" => Ok(false),
        _ => Err(OptionError::BadValue { key: key.into(), value: v.into(), allowed: Allowed::OnOff }),
    }
}

fn pick<T: Copy>(
    key: &str,
    v: &str,
    parse: fn(&str) -> Option<T>,
    keys: fn() -> Vec<String>,
) -> Result<T, OptionError> {
    parse(v).ok_or_else(|| OptionError::BadValue { key: key.into(), value: v.into(), allowed: Allowed::OneOf(keys()) })
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
                    allowed: Allowed::AtLeast(5),
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
            _ => return Err(OptionError::UnknownKey(key.into())),
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
        assert!(e.contains("unknown option “colour”"), "{e}");
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
