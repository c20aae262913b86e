//! Generated club archives for the club tests and benchmark: games with known outcomes and
//! known figures, made through the record library's desk (composed start positions, announced
//! moves, declared or accepted results), and the figures each one must contribute — worked out
//! by hand from the positions, not by the code under test.

use victoria_record::recorder::{Declared, ManualClock, Recorder};
use victoria_record::{EventInfo, GameRecord, GameResult, MoveEntry};
use victoria_rules::{Color, Options, Rules, Ruleset};

/// A game of the archive.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scenario {
    /// Rl1-l12 mates Black's king on a12. White's rook had `rook` reserve, so `rook - 1` is left;
    /// Black keeps 6 on the rook f7.
    MateWhite { rook: u16 },
    /// Ka1-a2, Kl12-l11, an agreed count: White (Q, N, N = 15) beats Black (R = 5).
    CountWhite { queen: u16, rook: u16 },
    /// The same count with Black stronger (Q, N, N against R).
    CountBlack { rook: u16, queen: u16 },
    /// R against R: an objective draw by points.
    CountEqual { white: u16, black: u16 },
    /// White's rook a5 (reserve 1) steps to b5 and petrifies a king's step from White's bastion
    /// c4 (a wall), then White wins the agreed count.
    WallWhite { queen: u16, rook: u16 },
    /// White's bishop h1 (reserve 1) steps to g2 and petrifies far from any bastion, then
    /// White resigns.
    PetrifyNoWall { queen: u16, rook: u16 },
    /// Black's rook l8 (reserve 1) steps to k8 and petrifies a king's step from Black's bastion
    /// j9 (a wall), then a draw is agreed.
    WallBlack { queen: u16, rook: u16 },
    /// Two king moves and no result.
    Unfinished,
    /// A classical game (8x8): 1.e4 e5, Black resigns.
    Classical,
    /// A Synthesis game: 1.e4 e5 2.Nf3, Black resigns.
    Synthesis,
}

/// What a game must contribute to its players' lines.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Expected {
    pub ruleset: Ruleset,
    pub finished: bool,
    pub winner: Option<Color>,
    /// `mate`, `points` or `other` for a win.
    pub how: &'static str,
    pub petrified: [u32; 2],
    pub walls: [u32; 2],
    pub unspent: Option<[u32; 2]>,
}

impl Scenario {
    pub fn expected(self) -> Expected {
        let v = |winner, how, petrified, walls, unspent: [u32; 2]| Expected {
            ruleset: Ruleset::Victoria,
            finished: true,
            winner,
            how,
            petrified,
            walls,
            unspent: Some(unspent),
        };
        use Color::*;
        match self {
            Scenario::MateWhite { rook } => v(Some(White), "mate", [0, 0], [0, 0], [rook as u32 - 1, 6]),
            Scenario::CountWhite { queen, rook } => {
                v(Some(White), "points", [0, 0], [0, 0], [queen as u32, rook as u32])
            }
            Scenario::CountBlack { rook, queen } => {
                v(Some(Black), "points", [0, 0], [0, 0], [rook as u32, queen as u32])
            }
            Scenario::CountEqual { white, black } => v(None, "", [0, 0], [0, 0], [white as u32, black as u32]),
            Scenario::WallWhite { queen, rook } => {
                v(Some(White), "points", [1, 0], [1, 0], [queen as u32, rook as u32])
            }
            Scenario::PetrifyNoWall { queen, rook } => {
                v(Some(Black), "other", [1, 0], [0, 0], [queen as u32, rook as u32])
            }
            Scenario::WallBlack { queen, rook } => v(None, "", [0, 1], [0, 1], [queen as u32, rook as u32]),
            Scenario::Unfinished => Expected { finished: false, ..v(None, "", [0, 0], [0, 0], [0, 0]) },
            Scenario::Classical => Expected {
                ruleset: Ruleset::Classical,
                unspent: None,
                ..v(Some(White), "other", [0, 0], [0, 0], [0, 0])
            },
            Scenario::Synthesis => Expected {
                ruleset: Ruleset::Synthesis,
                unspent: None,
                ..v(Some(White), "other", [0, 0], [0, 0], [0, 0])
            },
        }
    }
}

/// A 12x12 VFEN from pieces and walls (`('K', "a1")`, `('X', "c4")`), the side to move and the
/// reserves.
pub fn vfen(cells: &[(char, &str)], turn: char, reserves: &[(&str, u16)]) -> String {
    let mut board = [['.'; 12]; 12];
    for (c, sq) in cells {
        let file = (sq.as_bytes()[0] - b'a') as usize;
        let rank: usize = sq[1..].parse::<usize>().unwrap() - 1;
        board[rank][file] = *c;
    }
    let mut ranks = Vec::new();
    for rank in (0..12).rev() {
        ranks.push(placement_rank(board[rank]));
    }
    let res: Vec<String> = reserves.iter().map(|(sq, n)| format!("{sq}={n}")).collect();
    format!("{} {turn} - - 0 1 reserve:{}", ranks.join("/"), res.join(","))
}

fn time(i: usize) -> victoria_record::Time {
    chrono::DateTime::parse_from_rfc3339("2026-11-01T18:00:00+03:00").unwrap() + chrono::Duration::minutes(i as i64)
}

/// Builds one game's record through the desk.
pub fn build(s: Scenario, white: &str, black: &str, i: usize) -> GameRecord {
    let event = EventInfo {
        event: "Club night".into(),
        date: "2026-11-01".into(),
        round: (i + 1).to_string(),
        white: white.into(),
        black: black.into(),
        ..Default::default()
    };
    match s {
        Scenario::Classical => {
            let mut d = Recorder::in_memory(GameRecord::new(event, Rules::classical()))
                .unwrap()
                .with_clock(ManualClock::new(time(i)));
            d.start_from_vfen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
            d.record_move("e4").unwrap();
            d.record_move("e5").unwrap();
            d.declare(Declared::Resignation { loser: Color::Black }, "").unwrap();
            return d.record().clone();
        }
        Scenario::Synthesis => return synthesis(event, i),
        _ => {}
    }
    let mut d = Recorder::in_memory(GameRecord::victoria(event, Options::default()))
        .unwrap()
        .with_clock(ManualClock::new(time(i)));
    let count_white = |queen, rook| {
        (
            vec![
                ('K', "a1"),
                ('Q', "c3"),
                ('N', "e3"),
                ('N', "f3"),
                ('X', "c4"),
                ('k', "l12"),
                ('r', "j10"),
                ('x', "i9"),
            ],
            vec![("c3", queen), ("j10", rook)],
        )
    };
    let (mut cells, mut res) = match s {
        Scenario::MateWhite { rook } => (
            vec![('k', "a12"), ('p', "a11"), ('p', "b11"), ('p', "f8"), ('r', "f7"), ('K', "k3"), ('R', "l1")],
            vec![("l1", rook), ("f7", 6)],
        ),
        Scenario::CountWhite { queen, rook }
        | Scenario::WallWhite { queen, rook }
        | Scenario::PetrifyNoWall { queen, rook } => count_white(queen, rook),
        Scenario::Unfinished => count_white(10, 10),
        Scenario::WallBlack { queen, rook } => {
            let (mut c, r) = count_white(queen, rook);
            c.retain(|(p, _)| *p != 'x');
            c.push(('x', "j9"));
            (c, r)
        }
        Scenario::CountBlack { rook, queen } => (
            vec![
                ('K', "a1"),
                ('R', "c3"),
                ('X', "c4"),
                ('k', "l12"),
                ('q', "j10"),
                ('n', "h10"),
                ('n', "g10"),
                ('x', "i9"),
            ],
            vec![("c3", rook), ("j10", queen)],
        ),
        Scenario::CountEqual { white, black } => (
            vec![('K', "a1"), ('R', "c3"), ('X', "c4"), ('k', "l12"), ('r', "j10"), ('x', "i9")],
            vec![("c3", white), ("j10", black)],
        ),
        _ => unreachable!(),
    };
    match s {
        Scenario::WallWhite { .. } => {
            cells.push(('R', "a5"));
            res.push(("a5", 1));
        }
        Scenario::PetrifyNoWall { .. } => {
            cells.push(('B', "h1"));
            res.push(("h1", 1));
        }
        Scenario::WallBlack { .. } => {
            cells.push(('r', "l8"));
            res.push(("l8", 1));
        }
        _ => {}
    }
    d.start_from_vfen(&vfen(&cells, 'w', &res)).unwrap();
    let mut play = |text: &str| {
        d.record_move(text).unwrap_or_else(|e| panic!("{s:?}: {text}: {e}"));
    };
    match s {
        Scenario::MateWhite { .. } => play("Rl1-l12"),
        Scenario::WallWhite { .. } => {
            play("Ra5-b5");
            play("Kl12-l11");
        }
        Scenario::PetrifyNoWall { .. } => {
            play("Bh1-g2");
            play("Kl12-l11");
        }
        Scenario::WallBlack { .. } => {
            play("Ka1-a2");
            play("Rl8-k8");
        }
        _ => {
            play("Ka1-a2");
            play("Kl12-l11");
        }
    }
    match s {
        Scenario::MateWhite { .. } => {
            d.accept_outcome().unwrap();
        }
        Scenario::PetrifyNoWall { .. } => {
            d.declare(Declared::Resignation { loser: Color::White }, "").unwrap();
        }
        Scenario::WallBlack { .. } => {
            d.declare(Declared::DrawAgreed, "").unwrap();
        }
        Scenario::Unfinished => {}
        _ => {
            d.declare(Declared::CountAgreed, "").unwrap();
        }
    }
    d.record().clone()
}

/// A Synthesis game. The record library has no Synthesis desk yet, so the record is filled
/// with the model's own types and every move is checked on the Synthesis engine.
fn synthesis(event: EventInfo, i: usize) -> GameRecord {
    use victoria_rules::{UciMove, synthesis};
    let rules = Rules { ruleset: Ruleset::Synthesis, options: Options::default() };
    let mut r = GameRecord::new(event, rules);
    r.width = 8;
    r.height = 8;
    r.start_vfen = Some(synthesis::START_FEN.to_string());
    let mut game = synthesis::Game::new(synthesis::Position::start(Options::default()));
    for (n, uci) in ["e2e4", "e7e5", "g1f3"].iter().enumerate() {
        let pos = *game.position();
        let m = pos.check_move(UciMove::parse(uci).unwrap()).unwrap();
        game.play(&m).unwrap();
        r.moves.push(MoveEntry {
            ply: n as u32 + 1,
            color: pos.turn(),
            announced: uci.to_string(),
            uci: uci.to_string(),
            san: uci.to_string(),
            time: time(i),
            reserve_spent: None,
            reserve_left: None,
            events: vec![],
            clock: None,
        });
    }
    r.result = Some(GameResult {
        outcome: victoria_record::ResultKind::Resignation,
        winner: Some(Color::White),
        ground: None,
        points_white: None,
        points_black: None,
        reason: String::new(),
        time: time(i),
        final_vfen: None,
        mate_proofs: Vec::new(),
    });
    r
}

/// One game of an archive: who played and what happened.
#[derive(Clone, Debug)]
pub struct Planned {
    pub white: String,
    pub black: String,
    pub scenario: Scenario,
}

fn plan(v: &mut Vec<Planned>, n: usize, white: &str, black: &str, s: Scenario) {
    for _ in 0..n {
        v.push(Planned { white: white.into(), black: black.into(), scenario: s });
    }
}

/// The designed archive: players whose titles are known by construction (see each line), and
/// club nights of mixed games among six other players.
pub fn schedule() -> Vec<Planned> {
    use Scenario::*;
    let mut v = Vec::new();
    // Ema: 20 Victoria games, 16 wins (80%), 12 by points (75%); unspent 11, 15 and 11 of 50:
    // (12·0.22 + 4·0.30 + 4·0.22) / 20 = 23.6% > 20% → Emperor. Not a Conqueror (no walls).
    plan(&mut v, 12, "Ema", "Opp1", CountWhite { queen: 11, rook: 7 });
    plan(&mut v, 4, "Ema", "Opp2", MateWhite { rook: 16 });
    plan(&mut v, 4, "Ema", "Opp3", CountBlack { rook: 11, queen: 9 });
    // Her classical, Synthesis and unfinished games count elsewhere or not at all.
    plan(&mut v, 3, "Ema", "Opp4", Classical);
    plan(&mut v, 2, "Ema", "Opp5", Synthesis);
    plan(&mut v, 5, "Ema", "Opp6", Unfinished);
    // Erik: exactly 20 games, 12 wins (60%), 6 by points (50%), unspent exactly 20% in every
    // game → not above 20% → Tourist.
    plan(&mut v, 6, "Erik", "Opp1", CountWhite { queen: 10, rook: 3 });
    plan(&mut v, 6, "Erik", "Opp2", MateWhite { rook: 11 });
    plan(&mut v, 8, "Erik", "Opp3", CountEqual { white: 10, black: 4 });
    // Elsa: the same, but one draw leaves 30 → average 20.5% → Emperor.
    plan(&mut v, 6, "Elsa", "Opp1", CountWhite { queen: 10, rook: 3 });
    plan(&mut v, 6, "Elsa", "Opp2", MateWhite { rook: 11 });
    plan(&mut v, 7, "Elsa", "Opp3", CountEqual { white: 10, black: 4 });
    plan(&mut v, 1, "Elsa", "Opp3", CountEqual { white: 30, black: 4 });
    // Cora: exactly 10 games, exactly 5 with a wall → Conqueror (5 wins of 10: no Emperor).
    plan(&mut v, 5, "Cora", "Opp4", WallWhite { queen: 5, rook: 5 });
    plan(&mut v, 5, "Cora", "Opp5", CountBlack { rook: 5, queen: 5 });
    // Carl: 9 games, all with a wall → too few games → Tourist.
    plan(&mut v, 9, "Carl", "Opp6", WallWhite { queen: 5, rook: 5 });
    // Cleo: 10 games, 4 with a wall → Tourist; her petrification far from a bastion is no wall.
    plan(&mut v, 4, "Cleo", "Opp1", WallWhite { queen: 5, rook: 5 });
    plan(&mut v, 6, "Cleo", "Opp2", PetrifyNoWall { queen: 5, rook: 5 });
    // Bea: 20 wall wins by points with 15 left (30%) → Emperor, and a Conqueror too.
    plan(&mut v, 20, "Bea", "Opp3", WallWhite { queen: 15, rook: 2 });
    // Bruno, with Black: 10 games, 10 walls (draws) → Conqueror.
    plan(&mut v, 10, "Opp4", "Bruno", WallBlack { queen: 3, rook: 8 });
    // Club nights: the six others among themselves, every kind of game.
    let kinds = [
        CountWhite { queen: 2, rook: 9 },
        CountBlack { rook: 4, queen: 12 },
        CountEqual { white: 1, black: 1 },
        MateWhite { rook: 3 },
        WallWhite { queen: 1, rook: 20 },
        PetrifyNoWall { queen: 7, rook: 7 },
        WallBlack { queen: 6, rook: 2 },
        Unfinished,
        Classical,
        Synthesis,
    ];
    let others = ["Opp1", "Opp2", "Opp3", "Opp4", "Opp5", "Opp6"];
    for k in 0..175usize {
        let w = others[k % 6];
        let b = others[(k / 6 + 1 + k % 6) % 6];
        let b = if b == w { others[(k + 1) % 6] } else { b };
        plan(&mut v, 1, w, b, kinds[(k * 7) % kinds.len()]);
    }
    v
}

/// Builds every planned game.
pub fn build_all(plan: &[Planned]) -> Vec<GameRecord> {
    plan.iter().enumerate().map(|(i, p)| build(p.scenario, &p.white, &p.black, i)).collect()
}

/// One rank of a FEN/VFEN placement from its cells, file a first (`'.'` an empty square):
/// runs of empty squares become their count (`r...k..` → `r3k2`).
pub fn placement_rank(cells: impl IntoIterator<Item = char>) -> String {
    let mut s = String::new();
    let mut empty = 0;
    for c in cells {
        if c == '.' {
            empty += 1;
        } else {
            if empty > 0 {
                s.push_str(&empty.to_string());
                empty = 0;
            }
            s.push(c);
        }
    }
    if empty > 0 {
        s.push_str(&empty.to_string());
    }
    s
}
