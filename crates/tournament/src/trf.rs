//! FIDE's Tournament Report File: [`read_trf`] makes a [`Tournament`] of a TRF16 file (with the
//! TRF-2026 records `142` rounds, `152` first colour, `192` system and `202` tie-breaks, and the
//! JaVaFo/bbpPairings extensions `XXR` rounds and `XXC white1|black1`), [`write_trf`] writes one.
//! Player lines (`001`) have fixed columns: start number 5–8, sex 10, title 11–13, name 15–47,
//! rating 49–52, federation 54–56, FIDE ID 58–68, birth date 70–79, points 81–84, rank 86–89, then
//! a 10-column cell per round from column 92 (opponent 4, colour at +5, result at +7). A bad line
//! is refused with its number and the field or columns named ([`TrfError`]).

use crate::model::{Board, ByeKind, Colour, GameResult, PairingSystem, Player, Round, TieBreak, Tournament, Unpaired};
use std::collections::BTreeMap;
use victoria_words::{Lang, Words, t};

/// A fixed-column field of a TRF line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrfField {
    StartNumber,
    Rating,
    FideId,
    Points,
    Rank,
    Rounds,
    Opponent,
}

impl TrfField {
    fn id(self) -> &'static str {
        match self {
            TrfField::StartNumber => "start-number",
            TrfField::Rating => "rating",
            TrfField::FideId => "fide-id",
            TrfField::Points => "points",
            TrfField::Rank => "rank",
            TrfField::Rounds => "rounds",
            TrfField::Opponent => "opponent",
        }
    }
}

/// What is wrong with a TRF line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrfFault {
    /// A field that must be a number is not.
    NotANumber { field: TrfField, from: usize, to: usize, text: String },
    /// A round cell names a player who is not in the file.
    UnknownOpponent { round: u32, from: usize, to: usize, opponent: u32 },
    /// A round cell's colour is not `w`, `b` or `-`.
    BadColour { round: u32, column: usize, text: String },
    /// A round cell's result is not one of `1 0 = + - W D L H F U Z`.
    BadResult { round: u32, column: usize, text: String },
    /// A player meets themselves.
    OwnOpponent { round: u32, player: u32 },
    /// The opponent's cell of that round does not name this player back with the other colour.
    Mismatch { round: u32, player: u32, opponent: u32 },
    /// Two `001` lines with one start number.
    DuplicatePlayer { player: u32 },
    /// `XXC` or `152` names no colour.
    BadFirstColour { text: String },
    /// The file has no player line.
    NoPlayers,
}

/// A refused TRF: the 1-based line and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub fault: TrfFault,
}

impl Words for TrfError {
    fn words(&self, lang: Lang) -> String {
        let what = match &self.fault {
            TrfFault::NotANumber { field, from, to, text } => t!(
                lang,
                "trf-not-a-number",
                field = t!(lang, &format!("trf-field-{}", field.id())),
                from = *from,
                to = *to,
                text = text.clone()
            ),
            TrfFault::UnknownOpponent { round, from, to, opponent } => {
                t!(lang, "trf-unknown-opponent", round = *round, from = *from, to = *to, opponent = *opponent)
            }
            TrfFault::BadColour { round, column, text } => {
                t!(lang, "trf-bad-colour", round = *round, column = *column, text = text.clone())
            }
            TrfFault::BadResult { round, column, text } => {
                t!(lang, "trf-bad-result", round = *round, column = *column, text = text.clone())
            }
            TrfFault::OwnOpponent { round, player } => t!(lang, "trf-own-opponent", round = *round, player = *player),
            TrfFault::Mismatch { round, player, opponent } => {
                t!(lang, "trf-mismatch", round = *round, player = *player, opponent = *opponent)
            }
            TrfFault::DuplicatePlayer { player } => t!(lang, "trf-duplicate-player", player = *player),
            TrfFault::BadFirstColour { text } => t!(lang, "trf-bad-first-colour", text = text.clone()),
            TrfFault::NoPlayers => t!(lang, "trf-no-players"),
        };
        if self.line == 0 { what } else { t!(lang, "trf-line", line = self.line, what = what) }
    }
}

victoria_words::english_display!(TrfError);
impl std::error::Error for TrfError {}

/// Columns `from..=to` (1-based) of a line, trimmed (chars, not bytes: names may be UTF-8).
fn cols(chars: &[char], from: usize, to: usize) -> String {
    chars.iter().skip(from - 1).take(to + 1 - from).collect::<String>().trim().to_string()
}

fn field<T: std::str::FromStr>(
    chars: &[char],
    from: usize,
    to: usize,
    field: TrfField,
    line: usize,
) -> Result<Option<T>, TrfError> {
    let text = cols(chars, from, to);
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<T>()
        .map(Some)
        .map_err(|_| TrfError { line, fault: TrfFault::NotANumber { field, from, to, text: text.clone() } })
}

/// One round cell of a player line.
#[derive(Clone, Copy, Debug)]
struct Cell {
    opponent: u32,
    colour: Option<Colour>,
    result: char,
    line: usize,
    from: usize,
}

/// Read a TRF file.
pub fn read_trf(text: &str) -> Result<Tournament, TrfError> {
    let mut t = Tournament::new("", "classical", 0, PairingSystem::Swiss { baku_acceleration: false });
    let mut cells: BTreeMap<u32, Vec<Option<Cell>>> = BTreeMap::new();
    let mut rounds_declared = None;
    let mut lines_of: BTreeMap<u32, usize> = BTreeMap::new();
    // Lines end in LF, CR LF or a lone CR (old Mac files, which the endorsed engines accept).
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let chars: Vec<char> = raw.chars().collect();
        let code: String = chars.iter().take(3).collect();
        let rest = cols(&chars, 5, chars.len().max(5));
        match code.as_str() {
            "012" => t.name = rest,
            "022" => t.city = rest,
            "032" => t.federation = rest,
            "042" => t.start_date = rest,
            "052" => t.end_date = rest,
            "102" => t.chief_arbiter = rest,
            "122" => t.time_control = rest,
            "092" | "192" => {
                let l = rest.to_lowercase();
                if l.contains("round") && l.contains("robin") || l.contains("berger") {
                    t.system = PairingSystem::RoundRobin { double: l.contains("double") };
                }
            }
            "XXR" | "142" => {
                let text = rest.split_whitespace().next().unwrap_or("").to_string();
                let n = text.parse::<u32>().map_err(|_| TrfError {
                    line,
                    fault: TrfFault::NotANumber { field: TrfField::Rounds, from: 5, to: chars.len().max(5), text },
                })?;
                rounds_declared = Some(n);
            }
            "XXC" | "152" => {
                for w in rest.split_whitespace() {
                    match w.to_lowercase().as_str() {
                        "white1" | "w" | "white" => t.first_colour = Colour::White,
                        "black1" | "b" | "black" => t.first_colour = Colour::Black,
                        "rank" => {}
                        _ if code == "152" => {
                            return Err(TrfError { line, fault: TrfFault::BadFirstColour { text: w.to_string() } });
                        }
                        _ => {}
                    }
                }
            }
            "202" | "212" => {
                t.tie_breaks = rest.split([',', ' ']).filter(|s| !s.is_empty()).filter_map(tie_break_of_code).collect();
            }
            "001" => {
                let number: u32 = field(&chars, 5, 8, TrfField::StartNumber, line)?.ok_or(TrfError {
                    line,
                    fault: TrfFault::NotANumber { field: TrfField::StartNumber, from: 5, to: 8, text: String::new() },
                })?;
                if lines_of.insert(number, line).is_some() {
                    return Err(TrfError { line, fault: TrfFault::DuplicatePlayer { player: number } });
                }
                let mut p = Player::new(number, cols(&chars, 15, 47));
                p.sex = cols(&chars, 10, 10);
                p.title = cols(&chars, 11, 13);
                p.rating = field::<u32>(&chars, 49, 52, TrfField::Rating, line)?.filter(|&r| r > 0);
                p.federation = cols(&chars, 54, 56);
                p.fide_id = field::<u64>(&chars, 58, 68, TrfField::FideId, line)?.filter(|&r| r > 0);
                p.birth = cols(&chars, 70, 79);
                let _: Option<f64> = field(&chars, 81, 84, TrfField::Points, line)?;
                let _: Option<u32> = field(&chars, 86, 89, TrfField::Rank, line)?;
                let mut row = Vec::new();
                let mut from = 92;
                while from <= chars.len() {
                    let round = row.len() as u32 + 1;
                    let cell: String = chars.iter().skip(from - 1).take(8).collect();
                    if cell.trim().is_empty() {
                        row.push(None);
                        from += 10;
                        continue;
                    }
                    let opp_text = cols(&chars, from, from + 3);
                    let opponent: u32 = if opp_text.is_empty() {
                        0
                    } else {
                        opp_text.parse().map_err(|_| TrfError {
                            line,
                            fault: TrfFault::NotANumber {
                                field: TrfField::Opponent,
                                from,
                                to: from + 3,
                                text: opp_text.clone(),
                            },
                        })?
                    };
                    let c = chars.get(from + 4).copied().unwrap_or(' ');
                    let colour = match c {
                        'w' | 'W' => Some(Colour::White),
                        'b' | 'B' => Some(Colour::Black),
                        '-' | ' ' => None,
                        _ => {
                            return Err(TrfError {
                                line,
                                fault: TrfFault::BadColour { round, column: from + 5, text: c.to_string() },
                            });
                        }
                    };
                    let r = chars.get(from + 6).copied().unwrap_or(' ');
                    if !"10=+-WDLHFUZ ".contains(r) {
                        return Err(TrfError {
                            line,
                            fault: TrfFault::BadResult { round, column: from + 7, text: r.to_string() },
                        });
                    }
                    if opponent != 0 && colour.is_none() {
                        return Err(TrfError {
                            line,
                            fault: TrfFault::BadColour { round, column: from + 5, text: c.to_string() },
                        });
                    }
                    row.push(Some(Cell { opponent, colour, result: r, line, from }));
                    from += 10;
                }
                cells.insert(number, row);
                t.players.push(p);
            }
            _ => {}
        }
    }
    if t.players.is_empty() {
        return Err(TrfError { line: 0, fault: TrfFault::NoPlayers });
    }
    t.players.sort_by_key(|p| p.number);
    build_rounds(&mut t, &cells)?;
    t.rounds = rounds_declared.unwrap_or(0).max(t.played.len() as u32);
    Ok(t)
}

/// Turn the cells into rounds of boards and byes; a last round whose cells are only requested
/// byes (`0000 - H|F|Z` with no game) becomes those players' requested byes.
fn build_rounds(t: &mut Tournament, cells: &BTreeMap<u32, Vec<Option<Cell>>>) -> Result<(), TrfError> {
    let max_round = cells.values().map(|r| r.len()).max().unwrap_or(0) as u32;
    for round in 1..=max_round {
        let cell_of = |p: u32| cells.get(&p).and_then(|r| r.get(round as usize - 1).copied().flatten());
        let any_game = cells.keys().any(|&p| cell_of(p).is_some_and(|c| c.opponent != 0 || c.result == 'U'));
        let any_result = cells.keys().any(|&p| cell_of(p).is_some_and(|c| c.result != ' '));
        if !any_game {
            // Only requested byes: the round to be paired.
            for p in t.players.iter_mut() {
                if let Some(c) = cell_of(p.number) {
                    let kind = match c.result {
                        'H' => ByeKind::Half,
                        'F' => ByeKind::Full,
                        _ => ByeKind::Zero,
                    };
                    p.byes.insert(round, kind);
                }
            }
            continue;
        }
        let _ = any_result;
        let mut pairs: Vec<(u32, u32, Option<GameResult>)> = Vec::new();
        let mut unpaired = Vec::new();
        for &p in cells.keys() {
            let Some(c) = cell_of(p) else {
                unpaired.push(Unpaired { player: p, kind: ByeKind::Zero });
                continue;
            };
            if c.opponent == 0 {
                let kind = match c.result {
                    'U' => ByeKind::Pairing,
                    'H' | '=' | 'D' => ByeKind::Half,
                    'F' | '+' | '1' | 'W' => ByeKind::Full,
                    _ => ByeKind::Zero,
                };
                unpaired.push(Unpaired { player: p, kind });
                continue;
            }
            if c.opponent == p {
                return Err(TrfError { line: c.line, fault: TrfFault::OwnOpponent { round, player: p } });
            }
            let Some(o) = cells.contains_key(&c.opponent).then(|| cell_of(c.opponent)) else {
                return Err(TrfError {
                    line: c.line,
                    fault: TrfFault::UnknownOpponent { round, from: c.from, to: c.from + 9, opponent: c.opponent },
                });
            };
            let back = o.is_some_and(|o| o.opponent == p && o.colour.is_some() && o.colour != c.colour);
            if !back {
                return Err(TrfError {
                    line: c.line,
                    fault: TrfFault::Mismatch { round, player: p, opponent: c.opponent },
                });
            }
            if c.colour != Some(Colour::White) {
                continue;
            }
            let o = o.expect("checked");
            let result = match (c.result, o.result) {
                ('1' | 'W', '0' | 'L') => Some(GameResult::WhiteWins),
                ('0' | 'L', '1' | 'W') => Some(GameResult::BlackWins),
                ('=' | 'D', '=' | 'D') => Some(GameResult::Draw),
                ('+', '-') => Some(GameResult::WhiteForfeit),
                ('-', '+') => Some(GameResult::BlackForfeit),
                ('-', '-') => Some(GameResult::DoubleForfeit),
                (' ', ' ') => None,
                _ => {
                    return Err(TrfError {
                        line: c.line,
                        fault: TrfFault::Mismatch { round, player: p, opponent: c.opponent },
                    });
                }
            };
            pairs.push((p, c.opponent, result));
        }
        // Boards in the order of C.04.2: higher score before the round, sum of scores, rank.
        let before = |p: u32| t.score_after(p, round - 1);
        pairs.sort_by_key(|&(w, b, _)| {
            let (sw, sb) = (before(w), before(b));
            (std::cmp::Reverse(sw.max(sb)), std::cmp::Reverse(sw + sb), w.min(b))
        });
        let boards = pairs
            .into_iter()
            .enumerate()
            .map(|(k, (w, b, result))| Board { number: k as u32 + 1, white: w, black: b, result, by_count: false })
            .collect();
        t.played.push(Round { number: round, boards, unpaired });
    }
    Ok(())
}

/// The TRF-2026 code of a tie-break (C.07's abbreviation with its modifier: `BH/C1`, `SB`, `ARO/C1`).
pub fn tie_break_code(tb: TieBreak) -> String {
    let cut = |name: &str, cut: u8| if cut == 0 { name.to_string() } else { format!("{name}/C{cut}") };
    match tb {
        TieBreak::Buchholz { cut: c } => cut("BH", c),
        TieBreak::MedianBuchholz { pairs } => format!("BH/M{pairs}"),
        TieBreak::ForeBuchholz { cut: c } => cut("FB", c),
        TieBreak::SonnebornBerger => "SB".into(),
        TieBreak::SonnebornBergerCut { cut: c } => cut("SB", c),
        TieBreak::AverageOfBuchholz => "AOB".into(),
        TieBreak::DirectEncounter => "DE".into(),
        TieBreak::Wins => "WIN".into(),
        TieBreak::WinsOverTheBoard => "WON".into(),
        TieBreak::GamesWithBlack => "BPG".into(),
        TieBreak::WinsWithBlack => "BWG".into(),
        TieBreak::GamesElected => "GE".into(),
        TieBreak::Progressive => "PS".into(),
        TieBreak::ProgressiveCut { cut: c } => cut("PS", c),
        TieBreak::AverageRatingOfOpponents => "ARO".into(),
        TieBreak::AverageRatingOfOpponentsCut { cut: c } => cut("ARO", c),
        TieBreak::PerformanceRating => "TPR".into(),
        TieBreak::AveragePerformanceOfOpponents => "APRO".into(),
        TieBreak::Koya => "KS".into(),
        TieBreak::WinsByPointCount => "VWC".into(),
    }
}

/// Every tie-break name the codes know, in C.07's order (the legend's order).
pub const TIE_BREAK_NAMES: &[&str] =
    &["DE", "WIN", "WON", "BPG", "BWG", "GE", "BH", "FB", "SB", "AOB", "PS", "KS", "ARO", "TPR", "APRO", "VWC"];

/// The tie-break of a C.07 code (`BH`, `BH/C1`, `BH/M1`, `SB/C1`, `ARO/C1`, `FB`, `AOB`, `TPR`,
/// …; upper or lower case), or `None` for a code Victoria does not compute.
pub fn tie_break_of_code(code: &str) -> Option<TieBreak> {
    let code = code.trim().to_uppercase();
    let (name, modifier) = match code.split_once('/') {
        Some((n, m)) => (n, Some(m)),
        None => (code.as_str(), None),
    };
    let n = |m: &str, letter: char| -> Option<u8> {
        let digits = m.strip_prefix(letter)?;
        digits.parse::<u8>().ok().filter(|&c| c <= 9)
    };
    let cut = match modifier {
        None => Some(0),
        Some(m) => n(m, 'C'),
    };
    Some(match (name, modifier) {
        ("BH", Some(m)) if m.starts_with('M') => TieBreak::MedianBuchholz { pairs: n(m, 'M').filter(|&p| p > 0)? },
        ("BH", _) => TieBreak::Buchholz { cut: cut? },
        ("FB", _) => TieBreak::ForeBuchholz { cut: cut? },
        ("SB", None) => TieBreak::SonnebornBerger,
        ("SB", _) => TieBreak::SonnebornBergerCut { cut: cut? },
        ("PS", None) => TieBreak::Progressive,
        ("PS", _) => TieBreak::ProgressiveCut { cut: cut? },
        ("ARO", None) => TieBreak::AverageRatingOfOpponents,
        ("ARO", _) => TieBreak::AverageRatingOfOpponentsCut { cut: cut? },
        ("AOB", None) => TieBreak::AverageOfBuchholz,
        ("DE", None) => TieBreak::DirectEncounter,
        ("WIN", None) => TieBreak::Wins,
        ("WON", None) => TieBreak::WinsOverTheBoard,
        ("BPG", None) => TieBreak::GamesWithBlack,
        ("BWG", None) => TieBreak::WinsWithBlack,
        ("GE" | "REP", None) => TieBreak::GamesElected,
        ("TPR", None) => TieBreak::PerformanceRating,
        ("APRO", None) => TieBreak::AveragePerformanceOfOpponents,
        ("KS", None) => TieBreak::Koya,
        ("VWC", None) => TieBreak::WinsByPointCount,
        _ => return None,
    })
}

/// Left-justify or right-justify into exactly `w` columns (cut if longer).
fn fit(s: &str, w: usize, right: bool) -> String {
    let s: String = s.chars().take(w).collect();
    let pad = w - s.chars().count();
    if right { format!("{}{s}", " ".repeat(pad)) } else { format!("{s}{}", " ".repeat(pad)) }
}

/// Write a TRF16 file of the event (with `XXR`, `XXC` and the TRF-2026 records `142`, `152`,
/// `202`), ranks from the standings.
pub fn write_trf(t: &Tournament) -> String {
    let mut out = String::new();
    let mut rec = |code: &str, v: &str| {
        if !v.is_empty() {
            out.push_str(&format!("{code} {v}\n"));
        }
    };
    rec("012", &t.name);
    rec("022", &t.city);
    rec("032", &t.federation);
    rec("042", &t.start_date);
    rec("052", &t.end_date);
    rec("062", &t.players.len().to_string());
    rec(
        "092",
        match t.system {
            PairingSystem::RoundRobin { double: false } => "Round robin (Berger)",
            PairingSystem::RoundRobin { double: true } => "Double round robin (Berger)",
            PairingSystem::Swiss { .. } => "Swiss FIDE Dutch",
        },
    );
    rec("102", &t.chief_arbiter);
    rec("122", &t.time_control);
    rec("142", &t.rounds.to_string());
    rec("152", if t.first_colour == Colour::White { "w" } else { "b" });
    let tbs: Vec<String> = t.tie_breaks.iter().map(|&tb| tie_break_code(tb)).collect();
    rec("202", &tbs.join(","));
    rec("XXR", &t.rounds.to_string());
    rec("XXC", if t.first_colour == Colour::White { "white1" } else { "black1" });
    let ranks: BTreeMap<u32, u32> = crate::tiebreak::standings(t).iter().map(|s| (s.player, s.rank)).collect();
    let next = t.next_round();
    for p in &t.players {
        let mut l = String::from("001 ");
        l += &fit(&p.number.to_string(), 4, true);
        l += " ";
        l += &fit(&p.sex, 1, false);
        l += &fit(&p.title, 3, true);
        l += " ";
        l += &fit(&p.name, 33, false);
        l += " ";
        l += &fit(&p.rating.map(|r| r.to_string()).unwrap_or_default(), 4, true);
        l += " ";
        l += &fit(&p.federation, 3, false);
        l += " ";
        l += &fit(&p.fide_id.map(|r| r.to_string()).unwrap_or_default(), 11, true);
        l += " ";
        l += &fit(&p.birth, 10, false);
        l += " ";
        l += &fit(&format!("{:.1}", t.score(p.number).as_f64()), 4, true);
        l += " ";
        l += &fit(&ranks.get(&p.number).map(|r| r.to_string()).unwrap_or_default(), 4, true);
        for r in &t.played {
            l += "  ";
            l += &cell(t, r, p.number);
        }
        if let Some(kind) = p.byes.get(&next) {
            let c = match kind {
                ByeKind::Half => 'H',
                ByeKind::Full => 'F',
                _ => 'Z',
            };
            l += &format!("  0000 - {c}");
        }
        out.push_str(l.trim_end());
        out.push('\n');
    }
    out
}

/// A player's 8-column cell of a round.
fn cell(t: &Tournament, r: &Round, player: u32) -> String {
    if let Some((b, side)) = r.board_of(player) {
        let opp = if side == Colour::White { b.black } else { b.white };
        let col = if side == Colour::White { 'w' } else { 'b' };
        let res = match b.result.and_then(|res| res.outcome(side)) {
            Some(crate::model::Outcome::Win) => '1',
            Some(crate::model::Outcome::Loss) => '0',
            Some(crate::model::Outcome::Draw) => '=',
            Some(crate::model::Outcome::ForfeitWin) => '+',
            Some(crate::model::Outcome::ForfeitLoss) => '-',
            None => ' ',
        };
        return format!("{opp:>4} {col} {res}");
    }
    let _ = t;
    let res = match r.unpaired.iter().find(|u| u.player == player).map(|u| u.kind) {
        Some(ByeKind::Pairing) => 'U',
        Some(ByeKind::Half) => 'H',
        Some(ByeKind::Full) => 'F',
        Some(ByeKind::Zero) | None => 'Z',
    };
    format!("0000 - {res}")
}
