//! The TRF records that steer a Dutch pairing beyond the player lines, as the endorsed engines
//! read them: `XXA` (a player's virtual points of an acceleration, round by round), TRF-2026's
//! `250` (virtual points for a range of players and rounds), `XXP` (players who must not meet)
//! and the Baku acceleration of `192 FIDE_DUTCH_2025_BAKU` (C.04.7); [`read_pairing_records`]
//! puts them into the event, [`write_pairing_records`] writes the `XXA` and `XXP` lines of an
//! event. A bad field is refused with its line and columns named.

use crate::error::{TrfError, TrfFault, TrfField};
use crate::model::{PairingSystem, Points, Tournament};

/// Columns `from..=to` (1-based) of a line, trimmed.
fn cols(chars: &[char], from: usize, to: usize) -> String {
    chars.iter().skip(from - 1).take(to + 1 - from).collect::<String>().trim().to_string()
}

fn number(chars: &[char], from: usize, to: usize, field: TrfField, line: usize) -> Result<u32, TrfError> {
    let text = cols(chars, from, to);
    text.parse().map_err(|_| TrfError { line, fault: TrfFault::NotANumber { field, from, to, text } })
}

/// Points written as `1.0`, `0.5` or `1` (an empty field is none).
fn points(chars: &[char], from: usize, to: usize, line: usize) -> Result<Points, TrfError> {
    let text = cols(chars, from, to);
    if text.is_empty() {
        return Ok(Points::ZERO);
    }
    text.parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && *v >= 0.0)
        .map(Points::from_f64)
        .ok_or(TrfError { line, fault: TrfFault::NotANumber { field: TrfField::Points, from, to, text } })
}

/// Read the `XXA`, `250`, `XXP` and `192 …BAKU` records of a TRF into `t` (whose players the
/// reader has already made).
pub fn read_pairing_records(text: &str, t: &mut Tournament) -> Result<(), TrfError> {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let chars: Vec<char> = raw.trim_end().chars().collect();
        let code: String = chars.iter().take(3).collect();
        match code.as_str() {
            // XXA NNNN pppp pppp …: the start number in columns 5–8, then 4-column points from
            // column 10, one per round, 5 columns apart.
            "XXA" => {
                let player = number(&chars, 5, 8, TrfField::StartNumber, line)?;
                let mut list = Vec::new();
                let mut from = 10;
                while from <= chars.len() {
                    list.push(points(&chars, from, from + 3, line)?);
                    from += 5;
                }
                t.accelerations.insert(player, list);
            }
            // 250 MMMM GGGG RRR RRR PPPP PPPP: game points (columns 10–13) for rounds 15–17 to
            // 19–21 and players 23–26 to 28–31.
            "250" => {
                let given = points(&chars, 10, 13, line)?;
                let (first_round, last_round) =
                    (number(&chars, 15, 17, TrfField::Rounds, line)?, number(&chars, 19, 21, TrfField::Rounds, line)?);
                let (first, last) = (
                    number(&chars, 23, 26, TrfField::StartNumber, line)?,
                    number(&chars, 28, 31, TrfField::StartNumber, line)?,
                );
                for player in first..=last {
                    let list = t.accelerations.entry(player).or_default();
                    for round in first_round.max(1)..=last_round {
                        let k = round as usize - 1;
                        if list.len() <= k {
                            list.resize(k + 1, Points::ZERO);
                        }
                        list[k] = given;
                    }
                }
            }
            // XXP a b c …: every two of the listed start numbers must not meet.
            "XXP" => {
                let mut group = Vec::new();
                let mut column = 3;
                for word in raw.get(3..).unwrap_or("").split([' ', '\t']) {
                    column += word.len() + 1;
                    if word.is_empty() {
                        continue;
                    }
                    let from = column - word.len();
                    let n = word.parse().map_err(|_| TrfError {
                        line,
                        fault: TrfFault::NotANumber {
                            field: TrfField::StartNumber,
                            from,
                            to: column - 1,
                            text: word.to_string(),
                        },
                    })?;
                    group.push(n);
                }
                if group.len() > 1 {
                    t.forbidden.push(group);
                }
            }
            "192" => {
                let system = cols(&chars, 5, chars.len().max(5)).to_uppercase();
                if system.contains("DUTCH") && system.contains("BAKU") {
                    t.system = PairingSystem::Swiss { baku_acceleration: true };
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The `XXA` lines of an event's accelerations and the `XXP` lines of its forbidden pairs, each
/// ending in a newline (nothing when it has none).
pub fn write_pairing_records(t: &Tournament) -> String {
    let mut out = String::new();
    for (player, list) in &t.accelerations {
        out += &format!("XXA {player:>4}");
        for p in list {
            out += &format!(" {:>4.1}", p.as_f64());
        }
        out += "\n";
    }
    for group in &t.forbidden {
        out += "XXP";
        for n in group {
            out += &format!(" {n}");
        }
        out += "\n";
    }
    out
}
