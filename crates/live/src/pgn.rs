//! The round as PGN (`/round/{n}.pgn`), for lichess's broadcasts and any other program that
//! pulls a URL: every classical game of the round, from the boards' latest snapshots, with
//! `[Round "r.b"]` (round and board, as broadcasts read it) and each move's clock as
//! `{[%clk h:mm:ss]}`. Victoria and Synthesis games are left out: no other program reads
//! them. Unfinished games end with `*` and grow with every pull.

use crate::snapshot::Snapshot;
use std::fmt::Write;
use victoria_record::public::PublicGame;
use victoria_rules::{Color, Ruleset};

/// The standard start, after which no `[FEN]` is written.
const STANDARD: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The PGN of round `round`'s classical games among `snapshots` (each board's latest; any
/// order, other rounds ignored), ordered by board. Empty when there are none.
pub fn round_pgn(round: u32, snapshots: &[Snapshot]) -> String {
    let mut games: Vec<&Snapshot> = snapshots
        .iter()
        .filter(|s| s.round == round && s.game.ruleset == Ruleset::Classical && s.game.start.is_some())
        .collect();
    games.sort_by_key(|s| s.board);
    let mut out = String::new();
    for s in games {
        if !out.is_empty() {
            out.push('\n');
        }
        game_pgn(&mut out, s.round, s.board, &s.game);
    }
    out
}

/// A tag's value, quoted as PGN quotes it (`?` when empty).
fn tag(out: &mut String, name: &str, value: &str) {
    let v = value.trim();
    let v = if v.is_empty() { "?".to_string() } else { v.replace('\\', "\\\\").replace('"', "\\\"") };
    let _ = writeln!(out, "[{name} \"{v}\"]");
}

/// Time left as `%clk` writes it: `h:mm:ss`.
fn hms(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// One game: the tags, then the moves with their clocks, wrapped at 79 columns.
fn game_pgn(out: &mut String, round: u32, board: u32, g: &PublicGame) {
    let score = g.result.as_ref().map(|r| r.score.as_str()).unwrap_or("*");
    tag(out, "Event", &g.event);
    tag(out, "Site", &g.site);
    tag(out, "Date", &g.date.replace('-', "."));
    tag(out, "Round", &format!("{round}.{board}"));
    tag(out, "White", &g.white);
    tag(out, "Black", &g.black);
    tag(out, "Result", score);
    if let Some(tc) = &g.time_control {
        tag(out, "TimeControl", tc);
    }
    let start = g.start.as_deref().unwrap_or(STANDARD);
    if start != STANDARD {
        tag(out, "SetUp", "1");
        tag(out, "FEN", start);
    }
    out.push('\n');
    let fields: Vec<&str> = start.split(' ').collect();
    let mut number: u32 = fields.get(5).and_then(|n| n.parse().ok()).unwrap_or(1);
    let mut tokens: Vec<String> = Vec::with_capacity(g.moves.len() * 3 + 1);
    let mut need_number = true;
    for m in &g.moves {
        if m.color == Color::White {
            tokens.push(format!("{number}."));
        } else if need_number {
            tokens.push(format!("{number}..."));
        }
        tokens.push(m.san.clone());
        need_number = false;
        if let Some([left, _]) = m.clock {
            tokens.push(format!("{{[%clk {}]}}", hms(left)));
            need_number = true;
        }
        if m.color == Color::Black {
            number += 1;
        }
    }
    tokens.push(score.to_string());
    let mut line = 0;
    for t in tokens {
        if line > 0 && line + 1 + t.chars().count() > 79 {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        line += t.chars().count();
        out.push_str(&t);
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use victoria_record::public::{PublicMove, PublicPhase, PublicResult};

    fn classical(board: u32, moves: &[(&str, &str, i64)], result: Option<&str>) -> Snapshot {
        let game = PublicGame {
            id: format!("g{board}"),
            event: "Club \"Open\" 2026".into(),
            site: "Tver".into(),
            date: "2026-12-06".into(),
            round: "2".into(),
            board: board.to_string(),
            white: "Ivanov, Ivan".into(),
            black: "Petrova, Anna".into(),
            ruleset: Ruleset::Classical,
            width: 8,
            height: 8,
            phase: if result.is_some() { PublicPhase::Finished } else { PublicPhase::Playing },
            start: Some(STANDARD.into()),
            position: None,
            to_move: Color::White,
            moves: moves
                .iter()
                .enumerate()
                .map(|(i, (san, uci, left))| PublicMove {
                    ply: i as u32 + 1,
                    color: if i % 2 == 0 { Color::White } else { Color::Black },
                    san: san.to_string(),
                    uci: uci.to_string(),
                    hero: false,
                    petrified: None,
                    clock: Some([*left, 3000]),
                })
                .collect(),
            illegal: Vec::new(),
            time_control: Some("5400+30".into()),
            result: result.map(|s| PublicResult {
                score: s.into(),
                outcome: "resignation".into(),
                ground: None,
                points: None,
                reason: String::new(),
            }),
        };
        Snapshot {
            format: crate::snapshot::FORMAT.into(),
            version: crate::snapshot::VERSION,
            round: 2,
            board,
            seq: 5,
            game,
            clocks: None,
            sheet_digest: None,
        }
    }

    #[test]
    fn the_round_has_its_classical_games_by_board_with_clocks() {
        let b2 = classical(2, &[("e4", "e2e4", 5_395_000), ("e5", "e7e5", 5_390_500)], None);
        let b1 =
            classical(1, &[("d4", "d2d4", 5_412_999), ("Nf6", "g8f6", 3_601_000), ("c4", "c2c4", 59_000)], Some("1-0"));
        let mut victoria = classical(3, &[], None);
        victoria.game.ruleset = Ruleset::Victoria;
        let mut other_round = classical(4, &[], None);
        other_round.round = 1;
        let pgn = round_pgn(2, &[b2, victoria, b1, other_round]);
        let expected = "[Event \"Club \\\"Open\\\" 2026\"]\n[Site \"Tver\"]\n[Date \"2026.12.06\"]\n[Round \"2.1\"]\n\
[White \"Ivanov, Ivan\"]\n[Black \"Petrova, Anna\"]\n[Result \"1-0\"]\n[TimeControl \"5400+30\"]\n\n\
1. d4 {[%clk 1:30:12]} 1... Nf6 {[%clk 1:00:01]} 2. c4 {[%clk 0:00:59]} 1-0\n\n\
[Event \"Club \\\"Open\\\" 2026\"]\n[Site \"Tver\"]\n[Date \"2026.12.06\"]\n[Round \"2.2\"]\n\
[White \"Ivanov, Ivan\"]\n[Black \"Petrova, Anna\"]\n[Result \"*\"]\n[TimeControl \"5400+30\"]\n\n\
1. e4 {[%clk 1:29:55]} 1... e5 {[%clk 1:29:50]} *\n";
        assert_eq!(pgn, expected);
        assert_eq!(round_pgn(3, &[]), "");
    }

    #[test]
    fn a_game_from_a_set_position_names_it_and_long_games_wrap() {
        let mut s = classical(1, &[], None);
        s.game.start = Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40".into());
        s.game.moves = (0..60)
            .map(|i| PublicMove {
                ply: i + 1,
                color: if i % 2 == 0 { Color::Black } else { Color::White },
                san: "Kd8".into(),
                uci: "e8d8".into(),
                hero: false,
                petrified: None,
                clock: None,
            })
            .collect();
        let pgn = round_pgn(2, &[s]);
        assert!(pgn.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n"), "{pgn}");
        assert!(pgn.contains("\n\n40... Kd8 41. Kd8 Kd8 42. Kd8"), "{pgn}");
        assert!(pgn.lines().all(|l| l.chars().count() <= 79), "{pgn}");
        assert!(pgn.ends_with(" *\n"), "{pgn}");
    }
}
