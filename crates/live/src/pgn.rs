//! The round as PGN (`/round/{n}.pgn`), for lichess's broadcasts and any other program that
//! pulls a URL: every classical game of the round, from the boards' latest snapshots, each
//! written by the one public PGN writer (`victoria_record::pgn::of_public`, the public PGN of
//! the desk and the club site) with `[Round "r.b"]` (round and board, as broadcasts read it)
//! and each move's clock as `{[%clk h:mm:ss] [%emt …]}`. Victoria and Synthesis games are left
//! out: no other program reads them. Unfinished games end with `*` and grow with every pull.

use crate::snapshot::Snapshot;
use victoria_rules::Ruleset;

/// The PGN of round `round`'s classical games among `snapshots` (each board's latest; any
/// order, other rounds ignored), ordered by board, one blank line between games. Empty when
/// there are none.
pub fn round_pgn(round: u32, snapshots: &[Snapshot]) -> String {
    let mut games: Vec<&Snapshot> = snapshots
        .iter()
        .filter(|s| s.round == round && s.game.ruleset == Ruleset::Classical && s.game.start.is_some())
        .collect();
    games.sort_by_key(|s| s.board);
    let mut out = String::new();
    for s in games {
        let mut g = s.game.clone();
        g.round = format!("{}.{}", s.round, s.board);
        g.board = s.board.to_string();
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&victoria_record::pgn::of_public(&g));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use victoria_record::public::{PublicGame, PublicMove, PublicPhase, PublicResult};
    use victoria_rules::Color;

    const STANDARD: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

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
            arbiter: String::new(),
            club: String::new(),
            ruleset: Ruleset::Classical,
            options: String::new(),
            reserves: false,
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
        let pgn = round_pgn(2, &[b2.clone(), victoria, b1.clone(), other_round]);
        let games: Vec<&str> = pgn.split("\n\n[Event").collect();
        assert_eq!(games.len(), 2, "{pgn}");
        assert!(games[0].starts_with("[Event \"Club \\\"Open\\\" 2026\"]\n"), "{pgn}");
        assert!(games[0].contains("\n[Round \"2.1\"]\n") && games[1].contains("\n[Round \"2.2\"]\n"), "{pgn}");
        assert!(games[0].contains("[Result \"1-0\"]") && games[1].contains("[Result \"*\"]"), "{pgn}");
        assert!(games[0].contains("[TimeControl \"5400+30\"]"), "{pgn}");
        assert!(games[0].contains("1. d4 {[%clk 1:30:12] [%emt 0:00:03]} 1... Nf6 {[%clk 1:00:01]"), "{pgn}");
        assert!(games[0].contains("2. c4 {[%clk 0:00:59] [%emt 0:00:03]} 1-0"), "{pgn}");
        assert!(games[1].contains("1. e4 {[%clk 1:29:55]") && games[1].trim_end().ends_with(" *"), "{pgn}");
        // Each game is the public PGN of its board, only its round named as broadcasts read it.
        let mut own = b1.game.clone();
        own.round = "2.1".into();
        assert_eq!(games[0], victoria_record::pgn::of_public(&own).trim_end_matches('\n'));
        assert_eq!(round_pgn(3, &[b1, b2]), "");
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
        assert!(pgn.trim_end().ends_with(" *"), "{pgn}");
    }
}
