//! The testing tools of the endorsed engines' command line, so that others can test their engine
//! against ours: [`generate_event`] makes a random Swiss event paired round by round by our Dutch
//! pairer (`pairing --dutch -g CONFIG -o OUT.trf -s SEED`, with the configuration keys of
//! bbpPairings' and JaVaFo's generators), and [`criteria_of`] counts, for one round's pairing,
//! the quantities the Dutch criteria minimise, so that the checker (`-c`) can say which criteria
//! a file's round and ours meet differently.

use crate::dutch::pair_dutch;
use crate::dutch::{Strength, compatible, entrants};
use crate::model::{Action, ByeKind, GameResult, PairingSystem, Player, Points, Round, Tournament};

/// A generator's configuration (the keys of bbpPairings' `-g` file, one `Key=value` a line).
#[derive(Clone, Debug, PartialEq)]
pub struct GeneratorConfig {
    /// `PlayersNumber`.
    pub players: u32,
    /// `RoundsNumber`.
    pub rounds: u32,
    /// `DrawPercentage`: the share of played games drawn, in percent.
    pub draw_percentage: u32,
    /// `ForfeitRate`: one game in this many is forfeited (0: none).
    pub forfeit_rate: u32,
    /// `RetiredRate`: one player in this many withdraws before a round (0: none).
    pub retired_rate: u32,
    /// `HalfPointByeRate`: one player in this many asks for a half-point bye before a round (0: none).
    pub half_point_bye_rate: u32,
    /// `HighestRating` and `LowestRating`.
    pub highest_rating: u32,
    pub lowest_rating: u32,
}

impl Default for GeneratorConfig {
    fn default() -> Self {
        GeneratorConfig {
            players: 40,
            rounds: 9,
            draw_percentage: 30,
            forfeit_rate: 40,
            retired_rate: 300,
            half_point_bye_rate: 100,
            highest_rating: 2700,
            lowest_rating: 1400,
        }
    }
}

/// A configuration line that cannot be read: its 1-based number and text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    pub line: usize,
    pub text: String,
}

/// Read a generator configuration: `Key=value` lines, `#` comments and blank lines ignored.
pub fn read_generator_config(text: &str) -> Result<GeneratorConfig, ConfigError> {
    let mut c = GeneratorConfig::default();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || ConfigError { line: i + 1, text: raw.to_string() };
        let (key, value) = line.split_once('=').ok_or_else(bad)?;
        let value: u32 = value.trim().parse().map_err(|_| bad())?;
        let slot = match key.trim() {
            "PlayersNumber" => &mut c.players,
            "RoundsNumber" => &mut c.rounds,
            "DrawPercentage" => &mut c.draw_percentage,
            "ForfeitRate" => &mut c.forfeit_rate,
            "RetiredRate" => &mut c.retired_rate,
            "HalfPointByeRate" => &mut c.half_point_bye_rate,
            "HighestRating" => &mut c.highest_rating,
            "LowestRating" => &mut c.lowest_rating,
            _ => return Err(bad()),
        };
        *slot = value;
    }
    if c.players < 2 || c.rounds == 0 || c.draw_percentage > 100 || c.lowest_rating > c.highest_rating {
        return Err(ConfigError { line: 0, text: format!("{c:?}") });
    }
    Ok(c)
}

/// A small, fixed pseudo-random sequence (PCG-style), so that a seed always makes one event.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let x = self.0;
        (x ^ (x >> 22)) >> (22 + (x >> 61))
    }
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next() % n }
    }
    /// True once in `n` times (never for 0).
    fn one_in(&mut self, n: u32) -> bool {
        n > 0 && self.below(u64::from(n)) == 0
    }
}

/// A random event of `c.players` players, paired round by round by our Dutch pairer with random
/// results (by the Elo expectation, draws at the configured share, forfeits, withdrawals and
/// half-point byes at their rates). The event stops early if a round cannot be paired.
pub fn generate_event(c: &GeneratorConfig, seed: u64) -> Tournament {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03);
    let mut t = Tournament::new(
        format!("Generated event {seed}"),
        "classical",
        c.rounds,
        PairingSystem::Swiss { baku_acceleration: false },
    );
    let span = u64::from(c.highest_rating - c.lowest_rating) + 1;
    let mut ratings: Vec<u32> = (0..c.players).map(|_| c.lowest_rating + rng.below(span) as u32).collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    for (k, r) in ratings.iter().enumerate() {
        let n = k as u32 + 1;
        let mut p = Player::new(n, format!("Player{n:04}"));
        p.rating = Some(*r);
        t.apply(&Action::AddPlayer { player: p }).expect("a new start number");
    }
    if rng.one_in(2) {
        t.first_colour = t.first_colour.other();
    }
    for round in 1..=c.rounds {
        let active: Vec<u32> = t.players.iter().filter(|p| p.is_available(round)).map(|p| p.number).collect();
        for &n in &active {
            if active.len() > 4 && rng.one_in(c.retired_rate) {
                let _ = t.apply(&Action::Withdraw { player: n, from_round: round });
            } else if rng.one_in(c.half_point_bye_rate) {
                let _ = t.apply(&Action::RequestBye { player: n, round, kind: ByeKind::Half });
            }
        }
        let Ok(pairing) = pair_dutch(&t) else { break };
        let boards: Vec<(u32, u32, u32)> = pairing.round.boards.iter().map(|b| (b.number, b.white, b.black)).collect();
        if t.apply(&Action::PairRound { round: pairing.round }).is_err() {
            break;
        }
        for (board, white, black) in boards {
            let rating =
                |n: u32| f64::from(t.players.iter().find(|p| p.number == n).and_then(|p| p.rating).unwrap_or(0));
            let result = if rng.one_in(c.forfeit_rate) {
                if rng.one_in(2) { GameResult::WhiteForfeit } else { GameResult::BlackForfeit }
            } else if rng.below(100) < u64::from(c.draw_percentage) {
                GameResult::Draw
            } else {
                let expected = 1.0 / (1.0 + 10f64.powf((rating(black) - rating(white)) / 400.0));
                if (rng.below(1_000_000) as f64) < expected * 1_000_000.0 {
                    GameResult::WhiteWins
                } else {
                    GameResult::BlackWins
                }
            };
            let _ = t.apply(&Action::SetResult { round, board, result: Some(result), by_count: false });
        }
    }
    t
}

/// The quantities the Dutch criteria look at in one round's pairing of the event `before` (as it
/// stood before that round), each as `(criterion, value)`: the absolute criteria broken (C.1
/// rematches and forbidden pairs, C.3 two non-topscorers of one absolute colour preference), the
/// bye's score (C.5) and unplayed rounds (C.9), the score differences of the pairs (the PSD,
/// C.6–C.8: their sum and the largest, in points), the colour preferences unmet (C.12) and the
/// strong ones among them (C.13), and the repeated floats (C.14–C.17: players who float down or
/// up as they did in the last round, and two rounds before).
pub fn criteria_of(before: &Tournament, round: &Round) -> Vec<(&'static str, String)> {
    let list = entrants(before, round.number);
    let find = |n: u32| list.iter().find(|e| e.number == n);
    let (mut absolute, mut c12, mut c13, mut sum, mut largest) = (0, 0, 0, Points::ZERO, Points::ZERO);
    let (mut down1, mut up1, mut down2, mut up2) = (0, 0, 0, 0);
    for b in &round.boards {
        let (Some(w), Some(k)) = (find(b.white), find(b.black)) else { continue };
        if !compatible(w, k) {
            absolute += 1;
        }
        let (hi, lo) = if w.score >= k.score { (w, k) } else { (k, w) };
        let d = Points(hi.score.0 - lo.score.0);
        sum += d;
        largest = largest.max(d);
        for (e, colour) in [(w, crate::model::Colour::White), (k, crate::model::Colour::Black)] {
            if e.pref.is_some_and(|p| p != colour) {
                c12 += 1;
                if e.strength >= Strength::Strong {
                    c13 += 1;
                }
            }
        }
        if d > Points::ZERO {
            let last = |e: &crate::dutch::Entrant, k: usize| e.floats.len().checked_sub(k).map(|i| e.floats[i]);
            down1 += usize::from(last(hi, 1) == Some(crate::dutch::Float::Down));
            down2 += usize::from(last(hi, 2) == Some(crate::dutch::Float::Down));
            up1 += usize::from(last(lo, 1) == Some(crate::dutch::Float::Up));
            up2 += usize::from(last(lo, 2) == Some(crate::dutch::Float::Up));
        }
    }
    let bye = round.unpaired.iter().find(|u| u.kind == ByeKind::Pairing).and_then(|u| find(u.player));
    let pts = |p: Points| format!("{}", p.as_f64());
    vec![
        ("C.1/C.3", absolute.to_string()),
        ("C.5", bye.map_or("-".into(), |e| pts(e.score))),
        ("C.6-C.8", format!("{} (largest {})", pts(sum), pts(largest))),
        ("C.9", bye.map_or("-".into(), |e| e.unplayed.to_string())),
        ("C.12", c12.to_string()),
        ("C.13", c13.to_string()),
        ("C.14", down1.to_string()),
        ("C.15", up1.to_string()),
        ("C.16", down2.to_string()),
        ("C.17", up2.to_string()),
    ]
}
