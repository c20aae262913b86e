//! Shared helpers of the sheet tests (not a test of its own): synthetic sheet data, PDF text
//! extraction with `pdftotext`, and parsing of the printed move table.
#![allow(dead_code)]

use std::io::Write;
use std::process::Command;
use victoria_rules::{Cell, Color, Piece, Role, Square};
use victoria_sheet::data::*;

/// The text of every page of `pdf`, in layout mode, one string per page.
pub fn pdf_pages(pdf: &[u8]) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("va-sheet-{}-{}", std::process::id(), rand_suffix()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("sheet.pdf");
    std::fs::File::create(&path).unwrap().write_all(pdf).unwrap();
    let out = Command::new("pdftotext")
        .arg("-layout")
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext is needed by the sheet tests: run `bash scripts/test`, which installs poppler-utils");
    assert!(out.status.success(), "pdftotext failed: {}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8(out.stdout).unwrap().split('\u{c}').filter(|p| !p.trim().is_empty()).map(str::to_string).collect()
}

fn rand_suffix() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::Relaxed)
}

/// The rows of the move table found in `page`: (number, White's SAN or `…`, Black's SAN).
pub fn table_rows(page: &str) -> Vec<(u32, String, Option<String>)> {
    let mut out = Vec::new();
    for line in page.lines() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let mut i = 0;
        while i < tokens.len() {
            let t = tokens[i];
            let num = t.strip_suffix('.').and_then(|n| n.parse::<u32>().ok());
            if let Some(n) = num {
                let mut sans = Vec::new();
                let mut j = i + 1;
                while j < tokens.len() && sans.len() < 2 {
                    let tok = tokens[j];
                    if tok.strip_suffix('.').and_then(|x| x.parse::<u32>().ok()).is_some() {
                        break;
                    }
                    if !is_time(tok) {
                        sans.push(tok.to_string());
                    }
                    j += 1;
                }
                while j < tokens.len() && is_time(tokens[j]) {
                    j += 1;
                }
                if !sans.is_empty() {
                    let black = sans.get(1).cloned();
                    out.push((n, sans[0].clone(), black));
                }
                i = j;
            } else {
                i += 1;
            }
        }
    }
    out
}

fn is_time(t: &str) -> bool {
    // `HH:MM` of the arbiter's clock, or a player's clock reading (R33): `9:48`, `1:29:45`.
    let parts: Vec<&str> = t.split(':').collect();
    (2..=3).contains(&parts.len())
        && parts.iter().all(|p| !p.is_empty() && p.len() <= 2 && p.bytes().all(|c| c.is_ascii_digit()))
        && parts[1..].iter().all(|p| p.len() == 2)
}

/// A plausible Victoria start: each side's 16 pieces on its half and 3 bastions.
pub fn setup_board(side: Color) -> Board {
    let mut b = Board::empty(12, 12);
    let back =
        [Role::Rook, Role::Knight, Role::Bishop, Role::Queen, Role::King, Role::Bishop, Role::Knight, Role::Rook];
    let (back_rank, pawn_rank, bastion_rank) = match side {
        Color::White => (0, 2, 4),
        Color::Black => (11, 9, 7),
    };
    for (i, role) in back.iter().enumerate() {
        b.set(Square::new(i as u8 + 2, back_rank), Cell::Piece(Piece { color: side, role: *role }));
        b.set(Square::new(i as u8 + 2, pawn_rank), Cell::Piece(Piece { color: side, role: Role::Pawn }));
    }
    for f in [1u8, 5, 9] {
        b.set(Square::new(f, bastion_rank), Cell::Bastion(side));
    }
    b
}

/// A sheet with `plies` half-moves whose SANs are all different (`m1` … style squares), so a
/// lost or repeated move is visible in the extracted text.
pub fn synthetic(plies: usize) -> SheetData {
    let mut moves = Vec::new();
    for k in 0..plies {
        let color = if k % 2 == 0 { Color::White } else { Color::Black };
        let file = (b'a' + (k % 12) as u8) as char;
        let san = format!("R{}{}x{}{}", file, 1 + (k / 12) % 12, file, 1 + k % 12);
        moves.push(MoveView {
            number: (k / 2 + 1) as u32,
            color,
            san: format!("{san}{}", if k % 7 == 3 { "+" } else { "" }),
            time: Some(format!("{:02}:{:02}", 10 + k / 60, k % 60)),
            clock: false,
            hero: k % 11 == 5,
            petrified: k % 13 == 6,
            promotion: false,
            regime: String::new(),
        });
    }
    SheetData {
        info: victoria_sheet::data::EventInfo {
            event: "Кубок клуба «Виктория» 2026".into(),
            site: "Санкт-Петербург".into(),
            date: "2026-11-30".into(),
            round: "3".into(),
            board: "1".into(),
            white: "Иванов Иван".into(),
            black: "Petrova Anna".into(),
            arbiter: "Сидоров Пётр".into(),
            club: "Виктория СПб".into(),
            sample: None,
        },
        ruleset: "victoria".into(),
        time_control: None,
        clock_corrections: Vec::new(),
        options: vec![
            ("bastion_placement".into(), "arbitrary".into()),
            ("reserve_pool".into(), "50".into()),
            ("pawn_bypass".into(), "on".into()),
        ],
        setups: vec![
            SetupView {
                side: Color::White,
                board: setup_board(Color::White),
                seal_code: "7QK2-M9XD".into(),
                seal: SealState::Verified,
            },
            SetupView {
                side: Color::Black,
                board: setup_board(Color::Black),
                seal_code: "H4TR-22PA".into(),
                seal: SealState::Verified,
            },
        ],
        start: None,
        final_position: None,
        reserves: [
            vec![
                ReserveRow {
                    role: Role::Queen,
                    square: "f1".parse().unwrap(),
                    allocated: 14,
                    spent: 9,
                    petrified_on: None,
                    captured_on: None,
                },
                ReserveRow {
                    role: Role::Rook,
                    square: "c1".parse().unwrap(),
                    allocated: 10,
                    spent: 10,
                    petrified_on: Some(41),
                    captured_on: None,
                },
            ],
            vec![ReserveRow {
                role: Role::Bishop,
                square: "e12".parse().unwrap(),
                allocated: 8,
                spent: 3,
                petrified_on: None,
                captured_on: None,
            }],
        ],
        reserves_hidden: false,
        moves,
        illegal: vec![IllegalView {
            number: 12,
            color: Color::Black,
            announced: "Лa1:a8".into(),
            rule: "R10".into(),
            reason: "the rook on a1 cannot pass White's bastion on a4 (R10)".into(),
            penalty: "warning".into(),
            time: Some("10:21".into()),
        }],
        corrections: vec![NoteView {
            number: Some(20),
            color: None,
            text: "took back 1 move (R30)".into(),
            time: None,
        }],
        draw_offers: vec![NoteView {
            number: Some(30),
            color: Some(Color::White),
            text: "declined".into(),
            time: None,
        }],
        result: ResultView {
            score: "1-0".into(),
            grounds: Grounds::Points { white: 31, black: 24, reason: String::new() },
        },
        signatures: [
            Some(SignatureView {
                strokes: vec![
                    (0..40)
                        .map(|i| {
                            let t = i as f32 / 39.0;
                            [0.05 + 0.9 * t, 0.5 + 0.3 * (t * 12.0).sin()]
                        })
                        .collect(),
                    vec![[0.2, 0.2], [0.3, 0.8]],
                ],
                signed_at: "2026-11-30T14:05:00+03:00".into(),
            }),
            None,
            Some(SignatureView {
                strokes: vec![vec![[0.1, 0.9], [0.5, 0.1], [0.9, 0.9]]],
                signed_at: "2026-11-30T14:06:10+03:00".into(),
            }),
        ],
        digest_hex: "9f2c".repeat(16),
        arbiter_key: Some("3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29".into()),
    }
}

use victoria_record::{
    Correction, DrawOffer, DrawnSignature, GameRecord, GameResult, IllegalAttempt, MoveEntry, PlacedPiece,
    ReserveAllocation, ReserveSlot, RevealedScheme, TakenBack, Time,
};

pub fn at(h: u32, m: u32, s: u32) -> Time {
    chrono::DateTime::parse_from_rfc3339(&format!("2026-11-30T{h:02}:{m:02}:{s:02}+03:00")).unwrap()
}

fn placed(side: Color) -> (Vec<PlacedPiece>, Vec<String>, ReserveAllocation) {
    let b = setup_board(side);
    let mut pieces = Vec::new();
    let mut bastions = Vec::new();
    for rank in 0..12u8 {
        for file in 0..12u8 {
            let sq = Square::new(file, rank);
            match b.cell(sq) {
                Cell::Piece(p) => pieces.push(PlacedPiece { role: p.role, square: sq.to_string() }),
                Cell::Bastion(_) => bastions.push(sq.to_string()),
                _ => {}
            }
        }
    }
    let r = if side == Color::White { 1 } else { 12 };
    let slot = |f: char, n: u16| ReserveSlot { square: format!("{f}{r}"), reserve: n };
    let alloc = ReserveAllocation {
        queen: slot('f', 14),
        rook1: slot('c', 10),
        rook2: slot('j', 9),
        bishop1: slot('e', 9),
        bishop2: slot('h', 8),
    };
    (pieces, bastions, alloc)
}

/// A sealed-scheme Victoria record with `plies` moves: rooks and queens shuffle so the reserve
/// table has something to follow, one petrification, a check and a hero along the way.
pub fn record(plies: usize) -> GameRecord {
    let mut r = GameRecord::victoria(
        victoria_record::EventInfo {
            event: "Кубок клуба «Виктория»".into(),
            site: "Казань".into(),
            date: "2026-11-30".into(),
            round: "2".into(),
            board: "4".into(),
            white: "Алексеева Мария".into(),
            black: "John Smith".into(),
            arbiter: "Николаев Олег".into(),
            club: "Шахматный клуб №1".into(),
            sample: None,
        },
        victoria_rules::Options::default(),
    );
    for side in Color::ALL {
        let (pieces, bastions, alloc) = placed(side);
        let revealed = RevealedScheme { pieces, bastions, reserves: Some(alloc), salt: "00ff".into() };
        let scheme = victoria_record::Scheme::from_revealed(side, &revealed).unwrap();
        let commitment = victoria_record::commitment(&scheme.canonical_text(), &revealed.salt);
        let s = r.schemes.get_mut(side);
        s.seal_code = Some(victoria_record::seal_code(&commitment));
        s.commitment = Some(commitment);
        s.sealed_at = Some(at(9, 0, 0));
        s.revealed = Some(revealed);
        s.revealed_at = Some(at(9, 5, 0));
    }
    // White's queen f1 goes f1-f2-f1-…; Black's queen f12 likewise; every 10th pair a pawn move.
    for k in 0..plies {
        let color = if k % 2 == 0 { Color::White } else { Color::Black };
        let n = k / 2;
        let (home, away) = if color == Color::White { ("f1", "f2") } else { ("f12", "f11") };
        let (from, to) = if n % 2 == 0 { (home, away) } else { (away, home) };
        let mut events = Vec::new();
        if k == 7 {
            events.push(victoria_record::MoveEvent::Check);
        }
        if k == 20 {
            events.push(victoria_record::MoveEvent::Hero("d5".parse().unwrap()));
        }
        let san = format!("Q{to}{}", if k == 7 { "+" } else { "" });
        let sec = k as u32 * 37;
        r.moves.push(MoveEntry {
            ply: k as u32 + 1,
            color,
            announced: format!("Q{from}-{to}"),
            uci: format!("{from}{to}"),
            san,
            time: at(10 + sec / 3600, (sec / 60) % 60, sec % 60),
            reserve_spent: Some(1),
            reserve_left: Some(14u16.saturating_sub(n as u16 + 1)),
            events,
            clock: None,
        });
    }
    r.illegal_attempts.push(IllegalAttempt {
        ply: 4,
        color: Color::Black,
        announced: "Лc12:c1".into(),
        ruling: victoria_record::EntryRuling::Moves(vec![victoria_rules::Illegal::new(
            victoria_rules::Rule::R10,
            victoria_rules::Refusal::BastionStopsLine {
                role: Role::Rook,
                from: Square::new(2, 11),
                to: Square::new(2, 0),
                color: Color::White,
                at: Square::new(2, 4),
            },
        )]),
        time: at(10, 3, 0),
        penalty: victoria_record::PenaltyKind::Logged,
        withdrawn: None,
    });
    r.draw_offers.push(DrawOffer { ply: 6, by: Color::White, time: at(10, 4, 0), accepted: Some(false) });
    r.corrections.push(Correction {
        time: at(10, 5, 0),
        plies: vec![TakenBack { ply: 9, color: Color::White, uci: "f1f3".into(), san: "Qf3".into() }],
        reason: "wrong square typed".into(),
    });
    r.result = Some(GameResult {
        outcome: victoria_record::ResultKind::Points,
        winner: Some(Color::White),
        ground: Some(victoria_record::Ground::NoStrikingForce),
        points_white: Some(37),
        points_black: Some(29),
        reason: String::new(),
        time: at(12, 0, 0),
        final_vfen: None,
        mate_proofs: Vec::new(),
    });
    r.signatures.white = Some(DrawnSignature {
        strokes: vec![(0..30).map(|i| [i as f32 / 30.0, 0.5 + 0.4 * ((i as f32) / 3.0).sin()]).collect()],
        signed_at: at(12, 1, 0),
    });
    r.signatures.arbiter = Some(DrawnSignature {
        strokes: vec![vec![[0.1, 0.8], [0.5, 0.2], [0.9, 0.8]], vec![[0.3, 0.5]]],
        signed_at: at(12, 2, 0),
    });
    r
}

/// A real game: the schemes of [`record`], then legal moves chosen by a fixed pseudo-random
/// sequence (captures and checks preferred now and then) until `plies` or the end, with the
/// engine's SAN, events and reserves, and the engine's outcome as the result.
pub fn played_record(plies: usize, seed: u64) -> (GameRecord, victoria_rules::Game) {
    use victoria_rules::{Army, Game, Outcome, start_position};
    let mut r = record(0);
    r.illegal_attempts.clear();
    r.draw_offers.clear();
    r.corrections.clear();
    let army = |side: Color| {
        let rev = r.revealed(side).unwrap();
        Army {
            pieces: rev.pieces.iter().map(|p| (p.square.parse().unwrap(), p.role)).collect(),
            bastions: rev.bastions.iter().map(|b| b.parse().unwrap()).collect(),
            reserves: rev
                .reserves
                .as_ref()
                .unwrap()
                .slots()
                .iter()
                .map(|s| (s.square.parse().unwrap(), s.reserve))
                .collect(),
        }
    };
    let start = start_position(12, 12, &army(Color::White), &army(Color::Black), r.rules).unwrap();
    r.start_vfen = Some(start.to_vfen());
    let mut game = Game::new(start);
    let mut state = seed.wrapping_mul(0x9e3779b97f4a7c15) | 1;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut sec = 0u32;
    while r.moves.len() < plies && !game.outcome().is_over() {
        let pos = game.position().clone();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let captures: Vec<_> = moves.iter().filter(|m| m.capture).cloned().collect();
        let m = if !captures.is_empty() && next(3) == 0 {
            captures[next(captures.len())]
        } else {
            moves[next(moves.len())]
        };
        let san = pos.san(&m);
        let before = pos.reserve(m.from);
        let events = game.play(&m).unwrap();
        let after = game.position();
        let left =
            after.reserve(m.to).or(if before.is_some() && after.reserve(m.to).is_none() { Some(0) } else { None });
        sec += 20 + next(90) as u32;
        r.moves.push(MoveEntry {
            ply: r.moves.len() as u32 + 1,
            color: pos.turn(),
            announced: m.to_string(),
            uci: m.to_string(),
            san,
            time: at(10 + sec / 3600, (sec / 60) % 60, sec % 60),
            reserve_spent: before.map(|_| 1),
            reserve_left: left,
            events: events.iter().map(victoria_record::MoveEvent::from).collect(),
            clock: None,
        });
    }
    let outcome = game.outcome();
    let (outcome_key, ground, pw, pb) = match outcome {
        Outcome::Ongoing => ("decision", None, None, None),
        Outcome::Checkmate { .. } => ("checkmate", None, None, None),
        Outcome::Points { ground, white, black } => ("points", Some(ground.into()), Some(white), Some(black)),
        Outcome::Draw { ground } => ("draw", Some(ground.into()), None, None),
    };
    r.result = Some(GameResult {
        outcome: victoria_record::ResultKind::from_key(outcome_key).unwrap(),
        winner: outcome.winner(),
        ground,
        points_white: pw,
        points_black: pb,
        reason: if outcome_key == "decision" {
            "adjourned game adjudicated as a draw by the arbiter".into()
        } else {
            String::new()
        },
        time: at(10 + sec / 3600 + 1, 0, 0),
        final_vfen: Some(game.position().to_vfen()),
        mate_proofs: Vec::new(),
    });
    (r, game)
}
