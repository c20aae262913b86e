//! The figures of the club's statistics: one game's summary, taken from its record and its moves
//! replayed on the engine (results as the arbiter recorded them; petrifications, walls of bastion
//! and monument and the unspent reserve at the end from the replayed positions), and the
//! per-player table built from many summaries, one table per ruleset so that Victoria, Synthesis
//! and classical games are never mixed.

use std::collections::BTreeMap;
use victoria_record::GameRecord;
use victoria_record::{ReplayError, Step, Visit, walk};
use victoria_rules::{AnyGame, Cell, Color, Ruleset};

/// What one game contributes to the statistics.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    /// The file it came from (its name in the folder), or a label for records in memory.
    pub file: String,
    pub ruleset: Ruleset,
    /// The players' names as the record gives them (trimmed), `[white, black]`.
    pub players: [String; 2],
    /// The recorded outcome key (`checkmate`, `points`, `draw`, `resignation`, `agreement`,
    /// `forfeit`, `loss`, `decision`), `None` for an unfinished game.
    pub outcome: Option<String>,
    pub winner: Option<Color>,
    /// Plies replayed.
    pub plies: u32,
    /// Pieces of each side that became monuments (reserve spent, or a warrior on the rank before
    /// last), `[white, black]`.
    pub petrifications: [u32; 2],
    /// Of those, the ones that petrified a king's step from one of the same side's own bastions
    /// (R31: a wall of bastion and monument).
    pub walls: [u32; 2],
    /// The reserve left on each side's living pieces at the end, when reserves were in play.
    pub unspent: Option<[u32; 2]>,
    /// The reserve pool of the game (R14), against which the unspent reserve is measured.
    pub pool: u16,
}

impl GameSummary {
    /// Whether the game has a recorded result.
    pub fn finished(&self) -> bool {
        self.outcome.is_some()
    }
}

/// The name a player is counted under.
pub fn player_name(raw: &str) -> String {
    let name = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() { "?".to_string() } else { name }
}

/// Replays a record and sums up its figures; `Err` is why the record cannot be counted (no
/// start position although it has moves, a start that cannot be read, a move the engine
/// refuses, with its ply and ruling).
pub fn summarise(file: &str, r: &GameRecord) -> Result<GameSummary, ReplayError> {
    let mut tally = Tally::new(file, r);
    let Some(walked) = walk(r, &mut tally)? else { return Ok(tally.unplayed()) };
    if let Some(e) = walked.stopped {
        return Err(e);
    }
    Ok(tally.finish(&walked.game))
}

/// The summary of one game built as its replay goes (a [`Visit`]): plies, petrifications and
/// walls (R31) counted at each move, the unspent reserve read from the game at the end. The
/// club site walks a record once with this and its pages' visitor side by side.
pub struct Tally {
    s: GameSummary,
}

impl Tally {
    /// The figures the record itself gives; the replay adds the rest.
    pub fn new(file: &str, r: &GameRecord) -> Tally {
        Tally {
            s: GameSummary {
                file: file.to_string(),
                ruleset: r.rules.ruleset,
                players: [player_name(&r.event.white), player_name(&r.event.black)],
                outcome: r.result.as_ref().map(|x| x.outcome.key().to_string()),
                winner: r.result.as_ref().and_then(|x| x.winner),
                plies: 0,
                petrifications: [0; 2],
                walls: [0; 2],
                unspent: None,
                pool: r.rules.options.reserve_pool,
            },
        }
    }

    /// The summary of a game that replayed to its end in `game`.
    pub fn finish(mut self, game: &AnyGame) -> GameSummary {
        if let Some(pos) = game.victoria_position()
            && pos.reserves_in_play()
        {
            let mut left = [0u32; 2];
            for sq in pos.squares() {
                if let (Some(p), Some(n)) = (pos.piece(sq), pos.reserve(sq)) {
                    left[p.color.index()] += n as u32;
                }
            }
            self.s.unspent = Some(left);
        }
        self.s
    }

    /// The summary of a record with no game yet (no start and no moves).
    pub fn unplayed(self) -> GameSummary {
        self.s
    }
}

impl Visit for Tally {
    fn played(&mut self, step: &Step<'_>, game: &AnyGame) {
        self.s.plies += 1;
        let Some(pos) = game.victoria_position() else { return };
        let (w, h) = (pos.width(), pos.height());
        let mover = step.mover;
        for ev in step.events.victoria() {
            if let victoria_rules::Event::Petrified(sq) = *ev {
                self.s.petrifications[mover.index()] += 1;
                let wall = KING_STEPS
                    .iter()
                    .filter_map(|&(df, dr)| sq.offset(df, dr, w, h))
                    .any(|n| pos.cell(n) == Cell::Bastion(mover));
                if wall {
                    self.s.walls[mover.index()] += 1;
                }
            }
        }
    }
}

/// The eight king's steps.
const KING_STEPS: [(i8, i8); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];

/// One player's line of the table (one ruleset).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerStats {
    pub name: String,
    /// Finished games.
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Decisive wins on the board: by checkmate (R26; S28 in Synthesis) or, in Synthesis, by
    /// capturing the king (S27).
    pub wins_mate: u32,
    /// Wins by point count (R27).
    pub wins_points: u32,
    /// Pieces of the player that became monuments.
    pub petrifications: u32,
    /// Petrifications a king's step from the player's own bastion (R31).
    pub walls: u32,
    /// Games with at least one such wall.
    pub wall_games: u32,
    /// Games with reserves in play (the base of the unspent-reserve average).
    pub reserve_games: u32,
    /// Sum of the reserve left at the end over those games, in points.
    pub unspent_sum: u64,
    /// Sum over those games of (reserve left / pool).
    pub unspent_share_sum: f64,
}

impl PlayerStats {
    /// Average reserve points left on the player's living pieces at the end.
    pub fn average_unspent(&self) -> Option<f64> {
        (self.reserve_games > 0).then(|| self.unspent_sum as f64 / self.reserve_games as f64)
    }
    /// The same as a share of each game's pool (0.2 = 20 %).
    pub fn average_unspent_share(&self) -> Option<f64> {
        (self.reserve_games > 0).then(|| self.unspent_share_sum / self.reserve_games as f64)
    }
    /// Wins per finished game.
    pub fn win_share(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.wins as f64 / self.games as f64 }
    }
    /// Wins by points per win.
    pub fn points_share(&self) -> f64 {
        if self.wins == 0 { 0.0 } else { self.wins_points as f64 / self.wins as f64 }
    }
    /// Games with a wall per finished game.
    pub fn wall_share(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.wall_games as f64 / self.games as f64 }
    }

    fn add(&mut self, g: &GameSummary, c: Color) {
        let i = c.index();
        self.games += 1;
        match g.winner {
            Some(w) if w == c => {
                self.wins += 1;
                match g.outcome.as_deref() {
                    Some("checkmate" | "king_captured") => self.wins_mate += 1,
                    Some("points") => self.wins_points += 1,
                    _ => {}
                }
            }
            Some(_) => self.losses += 1,
            None => self.draws += 1,
        }
        self.petrifications += g.petrifications[i];
        self.walls += g.walls[i];
        if g.walls[i] > 0 {
            self.wall_games += 1;
        }
        if let Some(u) = g.unspent {
            self.reserve_games += 1;
            self.unspent_sum += u[i] as u64;
            if g.pool > 0 {
                self.unspent_share_sum += u[i] as f64 / g.pool as f64;
            }
        }
    }
}

/// The players of one ruleset.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub ruleset: Ruleset,
    /// Sorted by name.
    pub players: Vec<PlayerStats>,
    /// Finished games counted in this table.
    pub games: u32,
    /// Unfinished games of this ruleset (not counted).
    pub unfinished: u32,
}

impl Table {
    pub fn player(&self, name: &str) -> Option<&PlayerStats> {
        self.players.iter().find(|p| p.name == name)
    }
}

/// Every ruleset's table, Victoria first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClubStats {
    pub tables: Vec<Table>,
}

/// The order tables are shown in.
pub const RULESET_ORDER: [Ruleset; 3] = [Ruleset::Victoria, Ruleset::Synthesis, Ruleset::Classical];

impl ClubStats {
    /// Builds the tables from game summaries: finished games only, each player counted under the
    /// ruleset of the game.
    pub fn from_games<'a>(games: impl IntoIterator<Item = &'a GameSummary>) -> ClubStats {
        let mut by: BTreeMap<(usize, String), PlayerStats> = BTreeMap::new();
        let mut counts = [(0u32, 0u32); 3];
        for g in games {
            let k = RULESET_ORDER.iter().position(|r| *r == g.ruleset).unwrap_or(0);
            if !g.finished() {
                counts[k].1 += 1;
                continue;
            }
            counts[k].0 += 1;
            for c in Color::ALL {
                let name = &g.players[c.index()];
                by.entry((k, name.clone()))
                    .or_insert_with(|| PlayerStats { name: name.clone(), ..Default::default() })
                    .add(g, c);
            }
        }
        let mut tables = Vec::new();
        for (k, ruleset) in RULESET_ORDER.iter().enumerate() {
            let players: Vec<PlayerStats> = by.iter().filter(|((t, _), _)| *t == k).map(|(_, p)| p.clone()).collect();
            if players.is_empty() && counts[k] == (0, 0) {
                continue;
            }
            tables.push(Table { ruleset: *ruleset, players, games: counts[k].0, unfinished: counts[k].1 });
        }
        ClubStats { tables }
    }

    pub fn table(&self, ruleset: Ruleset) -> Option<&Table> {
        self.tables.iter().find(|t| t.ruleset == ruleset)
    }
}
