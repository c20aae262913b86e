//! FIDE's Tournament Report File: [`read_trf`] / [`read_trf_bytes`] make a [`Tournament`] of a
//! TRF16 or TRF-2026 file (records `142` rounds, `152` first colour, `192` system, `202`/`212`
//! tie-breaks, and the JaVaFo/bbpPairings extensions `XXR` rounds and `XXC white1|black1`);
//! [`write_trf`] writes one (with `192 FIDE_DUTCH_2025[_BAKU]` for a Swiss, as bbpPairings reads
//! it). Requested byes (`240`) and absences (`XXZ`) of rounds to come become the players'
//! requests, JaVaFo's point system (`XXS`) the event's scoring, accelerations (`XXA`, `250`) and
//! forbidden pairs (`XXP`) the event's own. The file is kept with the event ([`TrfSource`]):
//! every record Victoria does not write (`013`, `072`, `082`, `112`, `132`, `240`, `XXA`, `XXZ`,
//! `XXP`, comments …) and every line whose content did not change is written back byte for byte.
//!
//! Player lines (`001`) have fixed columns: start number 5–8, sex 10, title 11–13, name 15–47,
//! rating 49–52, federation 54–56, FIDE ID 58–68, birth date 70–79, points 81–84, rank 86–89,
//! then a 10-column cell per round from column 92 (opponent 4, colour at +5, result at +7).
//! FIDE counts the columns in bytes, the endorsed engines read UTF-8 by characters: both are
//! read, the engines' export is aligned by characters and FIDE's report ([`write_trf_fide`],
//! Latin names) by bytes. Swiss-Manager's forfeit cells without a colour (`OPP - +`) are read.
//! A bad line — a field that is not a number, a points column that contradicts the results, an
//! `XXR` below the rounds played, a team tournament, bytes that are not UTF-8 — is refused with
//! its number and the field or columns named ([`TrfError`]).

use crate::codes::{tie_break_code, tie_break_of_code};
use crate::error::{TrfError, TrfFault, TrfField};
use crate::model::{
    Board, ByeKind, Colour, GameResult, PairingSystem, Player, Points, Round, Tournament, TrfSource, Unpaired,
};
use std::collections::BTreeMap;

/// Columns `from..=to` (1-based) of a player line, trimmed: bytes as FIDE counts them, or
/// characters for a file aligned by characters.
struct Columns<'a> {
    line: &'a str,
    chars: Vec<char>,
    bytes: bool,
}

impl Columns<'_> {
    fn len(&self) -> usize {
        if self.bytes { self.line.len() } else { self.chars.len() }
    }
    fn get(&self, from: usize, to: usize) -> String {
        if self.bytes {
            let b = self.line.as_bytes();
            let (from, to) = ((from - 1).min(b.len()), to.min(b.len()));
            String::from_utf8_lossy(&b[from..to]).trim().to_string()
        } else {
            self.chars.iter().skip(from - 1).take(to + 1 - from).collect::<String>().trim().to_string()
        }
    }
    fn at(&self, column: usize) -> char {
        if self.bytes {
            self.line.as_bytes().get(column - 1).map_or(' ', |&b| if b.is_ascii() { b as char } else { '\u{FFFD}' })
        } else {
            self.chars.get(column - 1).copied().unwrap_or(' ')
        }
    }
    fn field<T: std::str::FromStr>(
        &self,
        from: usize,
        to: usize,
        field: TrfField,
        line: usize,
    ) -> Result<Option<T>, TrfError> {
        let text = self.get(from, to);
        if text.is_empty() {
            return Ok(None);
        }
        text.parse::<T>()
            .map(Some)
            .map_err(|_| TrfError { line, fault: TrfFault::NotANumber { field, from, to, text: text.clone() } })
    }
}

/// The text after a record's code (from column 5), trimmed.
fn rest_of(line: &str) -> String {
    line.chars().skip(4).collect::<String>().trim().to_string()
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

/// A player line read: the player, the round cells and the points column.
struct PlayerLine {
    player: Player,
    cells: Vec<Option<Cell>>,
    points: Option<String>,
}

fn player_line(raw: &str, line: usize, bytes: bool) -> Result<PlayerLine, TrfError> {
    let c = Columns { line: raw, chars: raw.chars().collect(), bytes };
    let number: u32 = c.field(5, 8, TrfField::StartNumber, line)?.ok_or(TrfError {
        line,
        fault: TrfFault::NotANumber { field: TrfField::StartNumber, from: 5, to: 8, text: String::new() },
    })?;
    let mut p = Player::new(number, c.get(15, 47));
    p.sex = c.get(10, 10);
    p.title = c.get(11, 13);
    p.rating = c.field::<u32>(49, 52, TrfField::Rating, line)?.filter(|&r| r > 0);
    p.federation = c.get(54, 56);
    p.fide_id = c.field::<u64>(58, 68, TrfField::FideId, line)?.filter(|&r| r > 0);
    p.birth = c.get(70, 79);
    let points = c.get(81, 84);
    let _: Option<f64> = c.field(81, 84, TrfField::Points, line)?;
    let _: Option<u32> = c.field(86, 89, TrfField::Rank, line)?;
    let mut row = Vec::new();
    let mut from = 92;
    while from <= c.len() {
        let round = row.len() as u32 + 1;
        if c.get(from, from + 7).is_empty() {
            row.push(None);
            from += 10;
            continue;
        }
        let opp_text = c.get(from, from + 3);
        let opponent: u32 = if opp_text.is_empty() {
            0
        } else {
            opp_text.parse().map_err(|_| TrfError {
                line,
                fault: TrfFault::NotANumber { field: TrfField::Opponent, from, to: from + 3, text: opp_text.clone() },
            })?
        };
        let col = c.at(from + 5);
        let colour = match col {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            _ => {
                return Err(TrfError {
                    line,
                    fault: TrfFault::BadColour { round, column: from + 5, text: col.to_string() },
                });
            }
        };
        let r = c.at(from + 7);
        if !"10=+-WDLHFUZ ".contains(r) {
            return Err(TrfError { line, fault: TrfFault::BadResult { round, column: from + 7, text: r.to_string() } });
        }
        // Swiss-Manager writes a forfeit without a colour (`OPP - +`); a game needs one.
        if opponent != 0 && colour.is_none() && !"+- ".contains(r) {
            return Err(TrfError { line, fault: TrfFault::PlayedWithoutColour { round, column: from + 5 } });
        }
        row.push(Some(Cell { opponent, colour, result: r, line, from }));
        from += 10;
    }
    Ok(PlayerLine { player: p, cells: row, points: (!points.is_empty()).then_some(points) })
}

/// How many of a player line's fixed marks fall in place in this layout: the blanks before the
/// name (column 14), the rating (48), the points (80) and the rank (85), and the points' decimal
/// point (83).
fn layout_fits(raw: &str, bytes: bool) -> usize {
    let c = Columns { line: raw, chars: raw.chars().collect(), bytes };
    let points = c.get(81, 84);
    [c.at(14) == ' ', c.at(48) == ' ', c.at(80) == ' ', c.at(85) == ' ', points.is_empty() || c.at(83) == '.']
        .iter()
        .filter(|&&ok| ok)
        .count()
}

/// Read a TRF file (UTF-8 text); the event keeps the file for a lossless export. Its `XXA`/`250`
/// accelerations and `XXP` forbidden pairs go into the event, so that pairing it honours them
/// ([`crate::read_pairing_records`]); their lines are written back as they were.
pub fn read_trf(text: &str) -> Result<Tournament, TrfError> {
    let mut t = read_text(text)?;
    crate::records::read_pairing_records(text, &mut t)?;
    t.trf_source = Some(TrfSource { text: text.to_string(), latin1: false });
    Ok(t)
}

/// Read a TRF file from its bytes: UTF-8, or Latin-1 (ISO 8859-1) when `latin1` says the file is
/// one. Bytes that are not UTF-8 are refused with the line and column named.
pub fn read_trf_bytes(bytes: &[u8], latin1: bool) -> Result<Tournament, TrfError> {
    if latin1 {
        let text: String = bytes.iter().map(|&b| char::from(b)).collect();
        let mut t = read_trf(&text)?;
        if let Some(s) = t.trf_source.as_mut() {
            s.latin1 = true;
        }
        return Ok(t);
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => read_trf(text),
        Err(e) => {
            let at = e.valid_up_to();
            let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            let start = bytes[..at].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            Err(TrfError { line, fault: TrfFault::NotUtf8 { column: at - start + 1 } })
        }
    }
}

/// What reading a TRF has gathered so far, record by record.
struct Reading {
    t: Tournament,
    cells: BTreeMap<u32, Vec<Option<Cell>>>,
    rounds_declared: Option<(u32, usize)>,
    lines_of: BTreeMap<u32, usize>,
    points: BTreeMap<u32, (String, usize)>,
    custom_scoring: bool,
    /// Requested byes and absences of rounds to come: (round or None for the next, kind, player, line).
    to_come: Vec<(Option<u32>, ByeKind, u32, usize)>,
}

fn read_text(text: &str) -> Result<Tournament, TrfError> {
    let mut r = Reading {
        t: Tournament::new("", "classical", 0, PairingSystem::Swiss { baku_acceleration: false }),
        cells: BTreeMap::new(),
        rounds_declared: None,
        lines_of: BTreeMap::new(),
        points: BTreeMap::new(),
        custom_scoring: false,
        to_come: Vec::new(),
    };
    // Lines end in LF, CR LF or a lone CR (old Mac files, which the endorsed engines accept).
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (i, raw) in text.lines().enumerate() {
        r.record(raw, i + 1)?;
    }
    r.finish()
}

impl Reading {
    /// One record: its three-letter code, the rest of the line.
    fn record(&mut self, raw: &str, line: usize) -> Result<(), TrfError> {
        let t = &mut self.t;
        let code: String = raw.chars().take(3).collect();
        let rest = rest_of(raw);
        match code.as_str() {
            "012" => t.name = rest,
            "022" => t.city = rest,
            "032" => t.federation = rest,
            "042" => t.start_date = rest,
            "052" => t.end_date = rest,
            "102" => t.chief_arbiter = rest,
            "122" => t.time_control = rest,
            "013" | "310" => return Err(TrfError { line, fault: TrfFault::TeamEvent }),
            "162" => self.custom_scoring = true,
            "XXS" => self.custom_scoring |= read_scoring(t, &rest, raw, line)?,
            "XXZ" => {
                for w in rest.split_whitespace() {
                    let player = number(w, TrfField::StartNumber, raw, line)?;
                    self.to_come.push((None, ByeKind::Zero, player, line));
                }
            }
            "240" => self.byes_to_come(&rest, raw, line)?,
            "092" | "192" => {
                let l = rest.to_lowercase();
                if l.contains("team") {
                    return Err(TrfError { line, fault: TrfFault::TeamEvent });
                }
                if l.contains("round") && l.contains("robin") || l.contains("berger") {
                    t.system = PairingSystem::RoundRobin { double: l.contains("double") };
                } else if l.contains("baku") {
                    t.system = PairingSystem::Swiss { baku_acceleration: true };
                }
            }
            "XXR" | "142" => {
                let text = rest.split_whitespace().next().unwrap_or("").to_string();
                let n = text.parse::<u32>().map_err(|_| TrfError {
                    line,
                    fault: TrfFault::NotANumber { field: TrfField::Rounds, from: 5, to: raw.len().max(5), text },
                })?;
                self.rounds_declared = Some((n, line));
            }
            "XXC" | "152" => read_first_colour(t, &code, &rest, line)?,
            "202" | "212" => {
                t.tie_breaks = rest.split([',', ' ']).filter(|s| !s.is_empty()).filter_map(tie_break_of_code).collect();
            }
            "001" => self.player(raw, line)?,
            _ => {}
        }
        Ok(())
    }

    /// `240 H 5 12 17`: byes of one round to come (kind, round, players).
    fn byes_to_come(&mut self, rest: &str, raw: &str, line: usize) -> Result<(), TrfError> {
        let mut words = rest.split_whitespace();
        let kind = match words.next().unwrap_or("") {
            "H" | "h" => ByeKind::Half,
            "F" | "f" => ByeKind::Full,
            _ => ByeKind::Zero,
        };
        let round = number(words.next().unwrap_or(""), TrfField::Rounds, raw, line)?;
        for w in words {
            self.to_come.push((Some(round), kind, number(w, TrfField::StartNumber, raw, line)?, line));
        }
        Ok(())
    }

    /// A player's line (`001`).
    fn player(&mut self, raw: &str, line: usize) -> Result<(), TrfError> {
        // FIDE counts columns in bytes, the endorsed engines in characters: a line with
        // other than ASCII is read in the layout whose separators and points fall in
        // place, the other if that one fails.
        let bytes = raw.is_ascii() || layout_fits(raw, true) >= layout_fits(raw, false);
        let read = match player_line(raw, line, bytes) {
            Err(e) if !raw.is_ascii() => player_line(raw, line, !bytes).map_err(|_| e),
            r => r,
        }?;
        let number = read.player.number;
        if self.lines_of.insert(number, line).is_some() {
            return Err(TrfError { line, fault: TrfFault::DuplicatePlayer { player: number } });
        }
        if let Some(p) = read.points {
            self.points.insert(number, (p, line));
        }
        self.cells.insert(number, read.cells);
        self.t.players.push(read.player);
        Ok(())
    }

    /// The event from every record read: its rounds built from the cells, the declared
    /// rounds and points held against them, the requests of rounds to come placed.
    fn finish(mut self) -> Result<Tournament, TrfError> {
        if self.t.players.is_empty() {
            return Err(TrfError { line: 0, fault: TrfFault::NoPlayers });
        }
        self.t.players.sort_by_key(|p| p.number);
        // A TRF's start numbers are its initial ranking.
        self.t.ranked = true;
        build_rounds(&mut self.t, &self.cells)?;
        let played = self.t.played.len() as u32;
        if let Some((declared, line)) = self.rounds_declared
            && declared < played
        {
            return Err(TrfError { line, fault: TrfFault::RoundsBelowPlayed { declared, played } });
        }
        self.t.rounds = self.rounds_declared.map_or(0, |r| r.0).max(played);
        if !self.custom_scoring {
            self.check_points(played)?;
        }
        // Byes (`240`) and absences (`XXZ`) of rounds not yet paired are the players' requests.
        for (round, kind, player, line) in self.to_come {
            let round = round.unwrap_or(played + 1);
            let Some(p) = self.t.players.iter_mut().find(|p| p.number == player) else {
                return Err(TrfError { line, fault: TrfFault::UnknownPlayer { player } });
            };
            if round > played {
                p.byes.entry(round).or_insert(kind);
            }
        }
        Ok(self.t)
    }

    /// Each player's points column against the results (a bye already announced for the round
    /// to be paired counts).
    fn check_points(&self, played: u32) -> Result<(), TrfError> {
        let t = &self.t;
        for (&player, (declared, line)) in &self.points {
            let announced: Points = t
                .player(player)
                .map(|p| p.byes.iter().filter(|&(&r, _)| r > played).map(|(_, &k)| t.bye_points(k)).sum())
                .unwrap_or_default();
            let computed = t.score(player) + announced;
            let d: f64 = declared.parse().unwrap_or(f64::NAN);
            if Points::from_f64(d) != computed {
                return Err(TrfError {
                    line: *line,
                    fault: TrfFault::PointsContradict {
                        player,
                        declared: declared.clone(),
                        computed: format!("{:.1}", computed.as_f64()),
                    },
                });
            }
        }
        Ok(())
    }
}

/// `XXC white1` / `152 W`: the first colour of player 1 (a `152` with another word is refused).
fn read_first_colour(t: &mut Tournament, code: &str, rest: &str, line: usize) -> Result<(), TrfError> {
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
    Ok(())
}

/// A whole number of a record's text, or the refusal naming the line and field.
fn number(w: &str, field: TrfField, raw: &str, line: usize) -> Result<u32, TrfError> {
    w.parse().map_err(|_| TrfError {
        line,
        fault: TrfFault::NotANumber { field, from: 5, to: raw.len().max(5), text: w.to_string() },
    })
}

/// JaVaFo's point system (`XXS WW=1 BW=1 WD=0.5 … PAB=1`) into the event's scoring; whether it
/// scores White and Black differently (which the points check then leaves alone).
fn read_scoring(t: &mut Tournament, rest: &str, raw: &str, line: usize) -> Result<bool, TrfError> {
    let mut by_colour: BTreeMap<&str, Points> = BTreeMap::new();
    for w in rest.split_whitespace() {
        let Some((key, value)) = w.split_once('=') else { continue };
        let v: f64 = value.parse().map_err(|_| TrfError {
            line,
            fault: TrfFault::NotANumber { field: TrfField::Points, from: 5, to: raw.len().max(5), text: w.to_string() },
        })?;
        let v = Points::from_f64(v);
        let s = &mut t.scoring;
        match key.to_uppercase().as_str() {
            "W" | "WW" => s.win = v,
            "BW" => _ = by_colour.insert("BW", v),
            "D" | "WD" => s.draw = v,
            "BD" => _ = by_colour.insert("BD", v),
            "L" | "WL" => s.loss = v,
            "BL" => _ = by_colour.insert("BL", v),
            "PAB" => s.pairing_bye = v,
            "HPB" => s.half_bye = v,
            "FPB" => s.full_bye = v,
            "ZPB" => s.zero_bye = v,
            _ => {}
        }
    }
    let s = &t.scoring;
    Ok(by_colour.get("BW").is_some_and(|&v| v != s.win)
        || by_colour.get("BD").is_some_and(|&v| v != s.draw)
        || by_colour.get("BL").is_some_and(|&v| v != s.loss))
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
            let mismatch =
                TrfError { line: c.line, fault: TrfFault::Mismatch { round, player: p, opponent: c.opponent } };
            let Some(o) = o.filter(|o| o.opponent == p) else {
                return Err(mismatch);
            };
            if let Some(result) = white_game(round, p, c, o)? {
                pairs.push((p, c.opponent, result));
            }
        }
        // Boards in the order of C.04.2: higher score before the round, sum of scores, rank.
        let scores = t.scores_after(round - 1);
        let before = |p: u32| scores.get(&p).copied().unwrap_or_default();
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

/// The game of `p` (cell `c`) against the opponent's cell `o` in `round`, read once from White's
/// side: `None` when `p` is Black, else its result (`None` while it is not in).
fn white_game(round: u32, p: u32, c: Cell, o: Cell) -> Result<Option<Option<GameResult>>, TrfError> {
    let mismatch = TrfError { line: c.line, fault: TrfFault::Mismatch { round, player: p, opponent: c.opponent } };
    // Which of the two is White: the colours named, or for Swiss-Manager's colourless
    // forfeit the winner (the lower start number when neither won).
    let forfeit = "+- ".contains(c.result) && "+- ".contains(o.result);
    let p_white = match (c.colour, o.colour) {
        (Some(a), Some(b)) if a != b => a == Colour::White,
        (Some(a), None) if forfeit => a == Colour::White,
        (None, Some(b)) if forfeit => b == Colour::Black,
        (None, None) if forfeit => match (c.result, o.result) {
            ('+', _) => true,
            (_, '+') => false,
            _ => p < c.opponent,
        },
        _ => return Err(mismatch),
    };
    if !p_white {
        return Ok(None);
    }
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
    Ok(Some(result))
}

/// Left-justify or right-justify into exactly `w` columns, cut at a character boundary if
/// longer: bytes (`bytes`, as FIDE counts them) or characters (as the endorsed engines,
/// bbpPairings and JaVaFo, read UTF-8).
fn fit(s: &str, w: usize, right: bool, bytes: bool) -> String {
    let mut end = 0;
    let mut used = 0;
    for (i, ch) in s.char_indices() {
        let width = if bytes { ch.len_utf8() } else { 1 };
        if used + width > w {
            break;
        }
        used += width;
        end = i + ch.len_utf8();
    }
    let s = &s[..end];
    let pad = " ".repeat(w - used);
    if right { format!("{pad}{s}") } else { format!("{s}{pad}") }
}

/// The record codes Victoria writes from the event (`212` is read as `202`).
const MODELLED: &[&str] =
    &["012", "022", "032", "042", "052", "062", "092", "102", "122", "142", "152", "192", "202", "XXR", "XXC", "XXS"];

/// The key of a line: its record code for a modelled record, `001:N` for player `N`.
fn key_of(line: &str) -> Option<String> {
    let code: String = line.chars().take(3).collect();
    match code.as_str() {
        "001" => {
            let n: u32 = line.get(4..8)?.trim().parse().ok()?;
            Some(format!("001:{n}"))
        }
        "212" => Some("202".into()),
        c if MODELLED.contains(&c) => Some(c.to_string()),
        _ => None,
    }
}

/// The lines Victoria writes for the event, by key, in file order; player lines aligned in
/// bytes or characters ([`fit`]).
fn records(t: &Tournament, bytes: bool) -> Vec<(String, String)> {
    let mut out = event_records(t);
    let ranks: BTreeMap<u32, u32> = crate::tiebreak::standings(t).iter().map(|s| (s.player, s.rank)).collect();
    let scores = t.scores_after(u32::MAX);
    out.extend(player_records(t, &ranks, &scores, bytes));
    out
}

/// The event's records (`012` … `XXS`), each with its code, the empty ones left out.
fn event_records(t: &Tournament) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rec = |code: &str, v: &str| {
        if !v.is_empty() {
            out.push((code.to_string(), format!("{code} {v}")));
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
            PairingSystem::Swiss { baku_acceleration: false } => "Swiss FIDE Dutch",
            PairingSystem::Swiss { baku_acceleration: true } => "Swiss FIDE Dutch, Baku acceleration",
        },
    );
    rec("102", &t.chief_arbiter);
    rec("122", &t.time_control);
    rec("142", &t.rounds.to_string());
    // bbpPairings reads `W`/`B` only in upper case.
    rec("152", if t.first_colour == Colour::White { "W" } else { "B" });
    // TRF-2026's system code, as bbpPairings reads it (it takes the Baku acceleration from here
    // only); a round robin has no code an engine reads.
    rec(
        "192",
        match t.system {
            PairingSystem::Swiss { baku_acceleration: false } => "FIDE_DUTCH_2025",
            PairingSystem::Swiss { baku_acceleration: true } => "FIDE_DUTCH_2025_BAKU",
            PairingSystem::RoundRobin { .. } => "",
        },
    );
    let tbs: Vec<String> = t.tie_breaks.iter().map(|&tb| tie_break_code(tb)).collect();
    rec("202", &tbs.join(","));
    rec("XXR", &t.rounds.to_string());
    rec("XXC", if t.first_colour == Colour::White { "white1" } else { "black1" });
    if t.scoring != crate::model::Scoring::default() {
        let s = &t.scoring;
        let f = |p: Points| format!("{:.1}", p.as_f64());
        rec(
            "XXS",
            &format!(
                "WW={w} BW={w} WD={d} BD={d} WL={l} BL={l} ZPB={} HPB={} FPB={} PAB={} FW={w} FL={l}",
                f(s.zero_bye),
                f(s.half_bye),
                f(s.full_bye),
                f(s.pairing_bye),
                w = f(s.win),
                d = f(s.draw),
                l = f(s.loss)
            ),
        );
    }
    out
}

/// The players' lines (`001`), aligned in bytes or in characters.
fn player_records(
    t: &Tournament,
    ranks: &BTreeMap<u32, u32>,
    scores: &std::collections::HashMap<u32, Points>,
    bytes: bool,
) -> Vec<(String, String)> {
    let fit = |s: &str, w: usize, right: bool| fit(s, w, right, bytes);
    let mut out = Vec::new();
    // Each round's seats once.
    let seats: Vec<_> = t.played.iter().map(|r| r.seats()).collect();
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
        // The points include a bye announced for the next round (its cell is written too).
        let announced = p.byes.get(&next).map_or(Points::ZERO, |&k| t.bye_points(k));
        let score = scores.get(&p.number).copied().unwrap_or_default();
        l += &fit(&format!("{:.1}", (score + announced).as_f64()), 4, true);
        l += " ";
        l += &fit(&ranks.get(&p.number).map(|r| r.to_string()).unwrap_or_default(), 4, true);
        for (r, seats) in t.played.iter().zip(&seats) {
            l += "  ";
            l += &cell(r, seats.get(&p.number).copied().flatten(), p.number);
        }
        if let Some(kind) = p.byes.get(&next) {
            let c = match kind {
                ByeKind::Half => 'H',
                ByeKind::Full => 'F',
                _ => 'Z',
            };
            l += &format!("  0000 - {c}");
        }
        out.push((format!("001:{}", p.number), l.trim_end().to_string()));
    }
    out
}

/// Write the event as a TRF16 file with the TRF-2026 records `142`, `152`, `202` and `XXR`,
/// `XXC`, ranks from the standings. An imported event is written over its file: every line
/// that did not change is written back byte for byte (records Victoria does not model too), a
/// changed one is rewritten, a new player's line follows the last player line. Player lines are
/// aligned in characters, as the endorsed engines read UTF-8 (FIDE's report, aligned in bytes, is
/// [`write_trf_fide`]).
pub fn write_trf(t: &Tournament) -> String {
    write_with(t, false)
}

fn write_with(t: &Tournament, bytes: bool) -> String {
    let now = records(t, bytes);
    let Some(src) = &t.trf_source else {
        return now.into_iter().map(|(_, l)| l + "\n").collect();
    };
    // What Victoria writes for the file as it was read: a line equal to it now did not change.
    let generated: BTreeMap<String, String> =
        read_text(&src.text).map(|t0| records(&t0, bytes).into_iter().collect()).unwrap_or_default();
    let changed = |key: &str, line: &str| generated.get(key).is_none_or(|g| g != line);
    let now_of: BTreeMap<&str, &str> = now.iter().map(|(k, l)| (k.as_str(), l.as_str())).collect();
    let split = if src.text.contains('\n') { '\n' } else { '\r' };
    let newline = if src.text.contains("\r\n") {
        "\r\n"
    } else if split == '\r' {
        "\r"
    } else {
        "\n"
    };
    let mut used = std::collections::BTreeSet::new();
    let mut out: Vec<String> = Vec::new();
    let mut headers_done = false;
    let mut after_players = None;
    let new_headers = |used: &std::collections::BTreeSet<String>| -> Vec<String> {
        now.iter()
            .filter(|(k, l)| !k.starts_with("001:") && !used.contains(k) && changed(k, l))
            .map(|(_, l)| format!("{l}{newline}"))
            .collect()
    };
    for piece in src.text.split_inclusive(split) {
        let content = piece.trim_end_matches(['\n', '\r']);
        let ending = &piece[content.len()..];
        let key = key_of(content).filter(|k| !used.contains(k));
        if !headers_done && key.as_deref().is_some_and(|k| k.starts_with("001:")) {
            out.extend(new_headers(&used));
            headers_done = true;
        }
        match key {
            Some(k) if now_of.contains_key(k.as_str()) => {
                let line = now_of[k.as_str()];
                if changed(&k, line) {
                    out.push(format!("{line}{ending}"));
                } else {
                    out.push(piece.to_string());
                }
                if k.starts_with("001:") {
                    after_players = Some(out.len());
                }
                used.insert(k);
            }
            // A modelled record the event no longer has (a cleared field).
            Some(k) if generated.contains_key(&k) => {
                used.insert(k);
            }
            _ => out.push(piece.to_string()),
        }
    }
    if !headers_done {
        out.extend(new_headers(&used));
    }
    let new_players: Vec<String> = now
        .iter()
        .filter(|(k, _)| k.starts_with("001:") && !used.contains(k))
        .map(|(_, l)| format!("{l}{newline}"))
        .collect();
    if !new_players.is_empty() {
        let at = after_players.unwrap_or(out.len());
        if at > 0 && !out[at - 1].ends_with(['\n', '\r']) {
            out[at - 1].push_str(newline);
        }
        out.splice(at..at, new_players);
    }
    out.concat()
}

/// [`write_trf`] as bytes in the imported file's encoding (Latin-1 if it was read so; a
/// character outside Latin-1 is written as `?`).
pub fn write_trf_bytes(t: &Tournament) -> Vec<u8> {
    let text = write_trf(t);
    if t.trf_source.as_ref().is_some_and(|s| s.latin1) {
        text.chars().map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?')).collect()
    } else {
        text.into_bytes()
    }
}

/// FIDE's report: [`write_trf`] with every name in Latin letters (the player's `latin_name`
/// when the arbiter set one, else [`latin_name`] of the name) and the columns counted in bytes,
/// as FIDE counts them.
pub fn write_trf_fide(t: &Tournament) -> String {
    let mut fide = t.clone();
    for p in &mut fide.players {
        p.name = if p.latin_name.trim().is_empty() { latin_name(&p.name) } else { p.latin_name.clone() };
    }
    write_with(&fide, true)
}

/// A name in Latin letters: Cyrillic (Russian, Ukrainian, Belarusian) transliterated as FIDE's
/// rating list spells most such names (Zh, Kh, Ts, Ch, Sh, Shch, Yu, Ya), other letters kept.
pub fn latin_name(name: &str) -> String {
    let mut out = String::new();
    for ch in name.chars() {
        let lower = ch.to_lowercase().next().unwrap_or(ch);
        // Russian's 32 letters from U+0430 in alphabetical order, then the letters of other
        // alphabets (code points, as the code holds no Cyrillic text).
        const BASIC: [&str; 32] = [
            "a", "b", "v", "g", "d", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r", "s", "t", "u", "f",
            "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya",
        ];
        let latin = match u32::from(lower) {
            c @ 0x430..=0x44F => BASIC[(c - 0x430) as usize],
            0x451 | 0x454 => "e",
            0x456 => "i",
            0x457 => "yi",
            0x45E => "u",
            0x491 => "g",
            _ => {
                out.push(ch);
                continue;
            }
        };
        if ch != lower {
            let mut cs = latin.chars();
            if let Some(first) = cs.next() {
                out.extend(first.to_uppercase());
                out.push_str(cs.as_str());
            }
        } else {
            out.push_str(latin);
        }
    }
    out
}

/// A player's 8-column cell of a round.
fn cell(r: &Round, seat: Option<(&Board, Colour)>, player: u32) -> String {
    if let Some((b, side)) = seat {
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
    let res = match r.unpaired.iter().find(|u| u.player == player).map(|u| u.kind) {
        Some(ByeKind::Pairing) => 'U',
        Some(ByeKind::Half) => 'H',
        Some(ByeKind::Full) => 'F',
        Some(ByeKind::Zero) | None => 'Z',
    };
    format!("0000 - {res}")
}
