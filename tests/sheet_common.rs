//! Shared helpers of the sheet tests (not a test of its own): synthetic sheet data, PDF text
//! extraction with `pdftotext`, and parsing of the printed move table.
#![allow(dead_code)]

use std::io::Write;
use std::process::Command;
use victoria_arbiter::rules::{Cell, Color, Piece, Role, Square};
use victoria_arbiter::sheet::data::*;

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
    t.len() == 5 && t.as_bytes()[2] == b':' && t.chars().filter(|c| c.is_ascii_digit()).count() == 4
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
            hero: k % 11 == 5,
            petrified: k % 13 == 6,
            promotion: false,
        });
    }
    SheetData {
        info: EventInfo {
            event: "Кубок клуба «Виктория» 2026".into(),
            site: "Санкт-Петербург".into(),
            date: "2026-11-30".into(),
            round: "3".into(),
            board: "1".into(),
            white: "Иванов Иван".into(),
            black: "Petrova Anna".into(),
            arbiter: "Сидоров Пётр".into(),
            club: "Виктория СПб".into(),
        },
        ruleset: "victoria".into(),
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
        reserves: [
            vec![
                ReserveRow {
                    role: Role::Queen,
                    square: "f1".parse().unwrap(),
                    allocated: 14,
                    spent: 9,
                    petrified_on: None,
                },
                ReserveRow {
                    role: Role::Rook,
                    square: "c1".parse().unwrap(),
                    allocated: 10,
                    spent: 10,
                    petrified_on: Some(41),
                },
            ],
            vec![ReserveRow {
                role: Role::Bishop,
                square: "e12".parse().unwrap(),
                allocated: 8,
                spent: 3,
                petrified_on: None,
            }],
        ],
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
