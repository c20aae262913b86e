//! TRF16 / TRF-2026 export and import: round trips, and bad lines refused with the line and the
//! columns named.

use victoria_tournament::*;
use victoria_words::{Lang, Words};

fn played_event() -> Tournament {
    let mut t = Tournament::new("Autumn Open", "classical", 5, PairingSystem::Swiss { baku_acceleration: false });
    t.city = "Tula".into();
    t.federation = "RUS".into();
    t.start_date = "2026/10/01".into();
    t.end_date = "2026/10/05".into();
    t.chief_arbiter = "A. Arbiter".into();
    t.time_control = "90'+30\"".into();
    t.tie_breaks = vec![TieBreak::Buchholz { cut: 1 }, TieBreak::Buchholz { cut: 0 }, TieBreak::SonnebornBerger];
    for n in 1..=9u32 {
        let mut p = Player::new(n, format!("Surname{n}, Name"));
        p.rating = Some(2300 - 25 * n);
        p.federation = "RUS".into();
        p.fide_id = Some(24_000_000 + u64::from(n));
        p.title = if n == 1 { "GM".into() } else { String::new() };
        p.sex = if n % 3 == 0 { "w".into() } else { "m".into() };
        p.birth = format!("199{n}/01/0{n}");
        t.apply(&Action::AddPlayer { player: p }).unwrap();
    }
    t.apply(&Action::RequestBye { player: 4, round: 2, kind: ByeKind::Half }).unwrap();
    play_rounds(&mut t, 3, GameResult::WhiteForfeit);
    t.apply(&Action::RequestBye { player: 2, round: 4, kind: ByeKind::Half }).unwrap();
    t
}

#[test]
fn trf_round_trip_keeps_every_round_and_player() {
    let t = played_event();
    let text = write_trf(&t);
    let back = read_trf(&text).unwrap();
    assert_eq!(write_trf(&back), text);
    // Requests for rounds already played live on as those rounds' byes.
    let mut players = t.players.clone();
    for p in &mut players {
        p.byes.retain(|&r, _| r > 3);
    }
    assert_eq!(back.players, players);
    assert_eq!(back.played, t.played);
    assert_eq!(back.rounds, 5);
    assert_eq!(back.tie_breaks, t.tie_breaks);
    assert_eq!(back.name, "Autumn Open");
    assert_eq!(back.time_control, t.time_control);
    for p in 1..=9 {
        assert_eq!(back.score(p), t.score(p));
    }
    // The next round pairs the same from either.
    assert_eq!(pair_dutch(&back).unwrap(), pair_dutch(&t).unwrap());
}

#[test]
fn trf_player_line_has_the_fixed_columns() {
    let text = write_trf(&played_event());
    let line = text.lines().find(|l| l.starts_with("001    1")).unwrap();
    let col = |a: usize, b: usize| line.chars().skip(a - 1).take(b + 1 - a).collect::<String>();
    assert_eq!(col(5, 8), "   1");
    assert_eq!(col(10, 10), "m");
    assert_eq!(col(11, 13), " GM");
    assert_eq!(col(15, 47).trim_end(), "Surname1, Name");
    assert_eq!(col(49, 52), "2275");
    assert_eq!(col(54, 56), "RUS");
    assert_eq!(col(58, 68), "   24000001");
    assert_eq!(col(70, 79), "1991/01/01");
    assert!(col(81, 84).trim().parse::<f64>().is_ok());
    assert!(col(86, 89).trim().parse::<u32>().is_ok());
    // Round 1 from column 92: opponent, colour, result.
    assert_eq!(col(92, 95), "   5");
    assert_eq!(col(97, 97), "w");
    assert!(text.contains("\nXXR 5\n") && text.contains("\nXXC white1\n") && text.contains("\n142 5\n"));
    assert!(text.contains("\n202 BH/C1,BH,SB\n"));
}

#[test]
fn trf_reads_a_hand_written_file_with_byes_and_forfeits() {
    let text = "\
012 Club Swiss
XXR 3
XXC black1
001    1      Alpha                             2100                             1.5    1     3 b 1  0000 - H
001    2      Beta                              2000                             2.0    2  0000 - U     3 w +
001    3      Gamma                             1900                             0.0    3     1 w 0     2 b -
";
    let t = read_trf(text).unwrap();
    assert_eq!(t.first_colour, Colour::Black);
    assert_eq!(t.rounds, 3);
    assert_eq!(t.played.len(), 2);
    assert_eq!(t.played[0].boards[0].white, 3);
    assert_eq!(t.played[0].boards[0].result, Some(GameResult::BlackWins));
    assert_eq!(t.played[0].unpaired, vec![Unpaired { player: 2, kind: ByeKind::Pairing }]);
    assert_eq!(t.played[1].boards[0].result, Some(GameResult::WhiteForfeit));
    assert_eq!(t.score(1), Points(15));
    assert_eq!(t.score(2), Points(20));
}

fn refused(text: &str) -> TrfError {
    read_trf(text).unwrap_err()
}

#[test]
fn trf_bad_lines_are_refused_with_the_columns_named() {
    let good = "001    1      Alpha                             2100                             1.0    1     2 w 1\n\
                001    2      Beta                              2000                             0.0    2     1 b 0\n";
    assert!(read_trf(good).is_ok());
    let mut lines: Vec<String> = vec!["012 Test".into(); 6];
    lines.push("001   ab      Alpha                             2100".into());
    let e = refused(&lines.join("\n"));
    assert_eq!(e.line, 7);
    assert_eq!(e.to_string(), "line 7: the start number in columns 5–8 is not a number: “ab”");
    assert!(e.words(Lang::Ru).starts_with("строка 7: стартовый номер в столбцах 5–8"), "{}", e.words(Lang::Ru));

    let mut three = String::from(good.lines().next().unwrap());
    three += "     2 b 0    41 w 1";
    let text = format!("{three}\n{}     1 w 1\n", good.lines().nth(1).unwrap());
    let e = refused(&text);
    assert_eq!(e.to_string(), "line 1: round 3's cell (columns 112–121) names player 41, who is not in the file");

    let e = refused("001    1      Alpha                             21x0\n");
    assert_eq!(e.to_string(), "line 1: the rating in columns 49–52 is not a number: “21x0”");

    let bad_colour = good.replacen("2 w 1", "2 x 1", 1);
    assert!(matches!(refused(&bad_colour).fault, TrfFault::BadColour { round: 1, column: 97, .. }));
    let bad_result = good.replacen("2 w 1", "2 w 7", 1);
    assert!(matches!(refused(&bad_result).fault, TrfFault::BadResult { round: 1, column: 99, .. }));
    let mismatch = good.replacen("1 b 0", "1 w 0", 1);
    assert_eq!(refused(&mismatch).fault, TrfFault::Mismatch { round: 1, player: 1, opponent: 2 });
    let twice = format!("{good}{}\n", good.lines().next().unwrap());
    assert_eq!(refused(&twice), TrfError { line: 3, fault: TrfFault::DuplicatePlayer { player: 1 } });
    assert_eq!(refused("012 Nothing\n").fault, TrfFault::NoPlayers);
    let e = refused("XXR many\n");
    assert!(matches!(e.fault, TrfFault::NotANumber { field: TrfField::Rounds, .. }), "{e:?}");
}

#[test]
fn trf_never_panics_on_cut_or_garbled_lines() {
    let text = write_trf(&played_event());
    for cut in 0..text.len() {
        if text.is_char_boundary(cut) {
            let _ = read_trf(&text[..cut]);
        }
    }
    for (i, c) in text.char_indices().step_by(7) {
        let mut s = text.clone();
        s.replace_range(i..i + c.len_utf8(), "#");
        let _ = read_trf(&s);
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 3000, ..Default::default() })]
    /// Random edits of a valid file, and random player lines: read or refused, never a panic; a
    /// refusal names a line of the file.
    #[test]
    fn trf_random_edits_are_read_or_refused(
        edits in proptest::collection::vec((0usize..4000, proptest::char::any(), 0u8..3), 1..12),
        line in "001 [ 0-9a-z]{0,6}[ -~]{0,140}",
    ) {
        let mut text: Vec<char> = write_trf(&played_event()).chars().collect();
        for (at, c, kind) in edits {
            let at = at % (text.len() + 1);
            match kind {
                0 => text.insert(at, c),
                1 if at < text.len() => { text.remove(at); }
                _ if at < text.len() => text[at] = c,
                _ => {}
            }
        }
        let mut text: String = text.into_iter().collect();
        text.push('\n');
        text.push_str(&line);
        // Lines as the reader counts them (a lone CR ends a line too).
        let lines = text.replace("\r\n", "\n").replace('\r', "\n").lines().count();
        if let Err(e) = read_trf(&text) {
            proptest::prop_assert!(e.line <= lines + 1, "{e:?}");
            let _ = e.to_string();
        }
    }
}

/// A TRF-2026 file with records Victoria does not model, comments, trailing spaces and CR LF.
const RICH: &str = "012 Rich Open\r\n022 Town\r\n062 3\r\n072 3\r\n082 0\r\n092 Individual: Swiss-System\r\n112 Deputy One\r\n112 Deputy Two\r\n132                                                                                        26/01/01  26/01/02\r\n142 3\r\n152 W\r\n192 FIDE_DUTCH_2026_BAKU\r\nXXA    1  1.0  1.0\r\nXXS WW=1.0\r\nXXZ 3\r\nXXP 1 3\r\n### a comment   \r\n001    1      Alpha                             2100                             1.0    1     2 w 1  \r\n001    2      Beta                              2000                             0.0    3     1 b 0\r\n001    3      Gamma                             1900                             1.0    2  0000 - U\r\n240 H   3    2\r\n";

#[test]
fn trf_import_export_keeps_every_record_byte_for_byte() {
    let t = read_trf(RICH).unwrap();
    // Baku (`192`) is read as the Baku acceleration.
    assert_eq!(t.system, PairingSystem::Swiss { baku_acceleration: true });
    assert_eq!(write_trf(&t), RICH);
}

#[test]
fn trf_a_changed_event_rewrites_only_the_changed_lines() {
    let mut t = read_trf(RICH).unwrap();
    t.name = "Renamed Open".into();
    t.apply(&Action::SetTieBreaks { tie_breaks: vec![TieBreak::Buchholz { cut: 1 }] }).unwrap();
    let out = write_trf(&t);
    assert!(out.starts_with("012 Renamed Open\r\n022 Town\r\n"));
    // The new tie-break record comes before the player lines; the others stay as they were.
    assert!(out.contains("\r\n202 BH/C1\r\n001    1"));
    for kept in [
        "112 Deputy Two\r\n",
        "XXA    1  1.0  1.0\r\n",
        "### a comment   \r\n",
        "240 H   3    2\r\n",
        "192 FIDE_DUTCH_2026_BAKU\r\n",
    ] {
        assert!(out.contains(kept), "{kept:?}");
    }
    // A late entry follows the last player line.
    let mut p = Player::new(4, "Delta");
    p.rating = Some(1800);
    t.apply(&Action::AddPlayer { player: p }).unwrap();
    let out = write_trf(&t);
    let delta = out.find("001    4").unwrap();
    assert!(delta > out.find("001    3").unwrap() && delta < out.find("240 H").unwrap());
}

#[test]
fn trf_team_tournaments_are_refused_with_a_clear_word() {
    let text = "012 Teams\n013 Team A                              1    2\n001    1      Alpha                             2100                             0.0    1\n";
    let e = read_trf(text).unwrap_err();
    assert_eq!((e.line, e.fault.clone()), (2, TrfFault::TeamEvent));
    assert!(e.to_string().contains("team tournament"));
    let dir = format!("{}/tests/data", env!("CARGO_MANIFEST_DIR"));
    for f in ["team_sharly_import_test.trf", "team_fide_trf26_sample.trf"] {
        let text = std::fs::read_to_string(format!("{dir}/{f}")).unwrap();
        assert_eq!(read_trf(&text).unwrap_err().fault, TrfFault::TeamEvent, "{f}");
    }
}

#[test]
fn trf_swiss_manager_forfeit_cells_without_a_colour_are_read() {
    let text = "\
012 SM
001    1      Alpha                             2100                             1.0    1     2 - +
001    2      Beta                              2000                             0.0    2     1 - -
001    3      Gamma                             1900                             0.0    3     4 - -
001    4      Delta                             1800                             0.0    4     3 - -
";
    let t = read_trf(text).unwrap();
    let r = &t.played[0];
    assert!(r.boards.iter().any(|b| (b.white, b.black, b.result) == (1, 2, Some(GameResult::WhiteForfeit))));
    assert!(r.boards.iter().any(|b| (b.white, b.black, b.result) == (3, 4, Some(GameResult::DoubleForfeit))));
    assert_eq!(write_trf(&t), text);
    // A game over the board still needs a colour, and the refusal says so.
    let bad = text.replace("2 - +", "2 - 1").replace("1 - -", "1 - 0");
    let e = read_trf(&bad).unwrap_err();
    assert_eq!(e.line, 2);
    assert!(matches!(e.fault, TrfFault::PlayedWithoutColour { round: 1, column: 97 }), "{e}");
}

#[test]
fn trf_non_utf8_is_refused_with_line_and_column_or_read_as_latin1() {
    let mut bytes = b"012 Latin\n001    1      M".to_vec();
    bytes.push(0xFC); // ü in Latin-1
    bytes.extend_from_slice(b"ller                            2100                             0.0    1\n");
    let e = read_trf_bytes(&bytes, false).unwrap_err();
    assert_eq!((e.line, e.fault.clone()), (2, TrfFault::NotUtf8 { column: 16 }));
    assert!(e.to_string().contains("line 2") && e.to_string().contains("Latin-1"));
    let t = read_trf_bytes(&bytes, true).unwrap();
    assert_eq!(t.players[0].name, "Müller");
    assert_eq!(write_trf_bytes(&t), bytes);
}

#[test]
fn trf_contradicting_points_and_too_few_rounds_are_refused_with_the_line() {
    let text = "\
012 P
XXR 1
001    1      Alpha                             2100                             1.0    1     2 w 1     2 b =
001    2      Beta                              2000                             0.5    2     1 b 0     1 w =
";
    let e = read_trf(text).unwrap_err();
    assert_eq!(e.line, 2);
    assert_eq!(e.fault, TrfFault::RoundsBelowPlayed { declared: 1, played: 2 });
    let e = read_trf(&text.replace("XXR 1", "XXR 2")).unwrap_err();
    assert_eq!(e.line, 3);
    assert!(matches!(e.fault, TrfFault::PointsContradict { player: 1, .. }), "{e}");
    assert!(read_trf(&text.replace("XXR 1", "XXR 2").replace(" 1.0    1 ", " 1.5    1 ")).is_ok());
}

#[test]
fn trf_export_is_read_by_bbppairings_first_colour_upper_case() {
    let t = played_event();
    let text = write_trf(&t);
    assert!(text.contains("\n152 W\n"), "{text}");
}

#[test]
fn trf_columns_are_bytes_and_the_fide_export_has_latin_names() {
    let mut t = Tournament::new("Кубок", "classical", 3, PairingSystem::Swiss { baku_acceleration: false });
    let mut p = Player::new(1, "Щукин Ёжик");
    p.rating = Some(2100);
    t.apply(&Action::AddPlayer { player: p }).unwrap();
    let mut q = Player::new(2, "Юлия Чернова");
    q.rating = Some(2000);
    q.latin_name = "Yulia Chernova".into();
    t.apply(&Action::AddPlayer { player: q }).unwrap();
    let mut m = Player::new(3, "Jürgen Müller");
    m.rating = Some(1900);
    t.apply(&Action::AddPlayer { player: m }).unwrap();
    // The export for the engines aligns UTF-8 by characters, as bbpPairings reads it …
    let text = write_trf(&t);
    let line = text.lines().find(|l| l.starts_with("001    1")).unwrap();
    assert_eq!(line.chars().skip(48).take(4).collect::<String>(), "2100");
    // … and both layouts read back.
    let back = read_trf(&text).unwrap();
    assert_eq!((back.players[0].name.as_str(), back.players[0].rating), ("Щукин Ёжик", Some(2100)));
    // FIDE's report: Latin names (a corrected one kept), columns in bytes.
    let fide = write_trf_fide(&t);
    assert!(fide.contains("001    1      Shchukin Ezhik                    2100"), "{fide}");
    assert!(fide.contains("Yulia Chernova"));
    let line = fide.lines().find(|l| l.starts_with("001    3")).unwrap();
    assert_eq!(&line.as_bytes()[48..52], b"1900");
    let back = read_trf(&fide).unwrap();
    assert_eq!((back.players[2].name.as_str(), back.players[2].rating), ("Jürgen Müller", Some(1900)));
    assert_eq!(latin_name("Жанна Хасанова"), "Zhanna Khasanova");
}

#[test]
fn trf_byes_absences_and_the_point_system_to_come_are_read() {
    let t = read_trf(RICH).unwrap();
    // `XXZ 3`: player 3 is absent from the next round; `240 H 3 2`: player 2 has a half-point
    // bye in round 3.
    assert_eq!(t.player(3).unwrap().byes.get(&2), Some(&ByeKind::Zero));
    assert_eq!(t.player(2).unwrap().byes.get(&3), Some(&ByeKind::Half));
    // JaVaFo's point system.
    let text = "XXS WW=3 BW=3 WD=1 BD=1 WL=0 BL=0 PAB=3\n001    1      Alpha                             2100                             3.0    1     2 w 1\n001    2      Beta                              2000                             0.0    2     1 b 0\n";
    let t = read_trf(text).unwrap();
    assert_eq!((t.scoring.win, t.scoring.draw, t.scoring.pairing_bye), (Points(30), Points(10), Points(30)));
    assert_eq!(write_trf(&t), text);
    let e =
        read_trf("XXZ 9\n001    1      Alpha                             2100                             0.0    1\n")
            .unwrap_err();
    assert_eq!((e.line, e.fault), (1, TrfFault::UnknownPlayer { player: 9 }));
}

#[test]
fn trf_import_puts_accelerations_and_forbidden_pairs_into_the_event() {
    // `XXA` and `XXP` steer the pairing of an imported event and are written back as they were.
    let t = read_trf(RICH).unwrap();
    assert_eq!(t.accelerations.get(&1), Some(&vec![Points::ONE, Points::ONE]));
    assert_eq!(t.forbidden, vec![vec![1, 3]]);
    assert_eq!(write_trf(&t), RICH);
    // Round 1 of four: 1–3 and 2–4 by the Dutch rules, unless 1 and 3 must not meet.
    let four = "\
012 Four
XXR 3
001    1      Alpha                             2100                             0.0    1
001    2      Beta                              2000                             0.0    2
001    3      Gamma                             1900                             0.0    3
001    4      Delta                             1800                             0.0    4
";
    let pairs = |text: &str| -> Vec<(u32, u32)> {
        let t = read_trf(text).unwrap();
        let mut p: Vec<(u32, u32)> =
            pair_next(&t).unwrap().boards.iter().map(|b| (b.white.min(b.black), b.white.max(b.black))).collect();
        p.sort_unstable();
        p
    };
    assert_eq!(pairs(four), [(1, 3), (2, 4)]);
    let forbidden = four.replace("XXR 3\n", "XXR 3\nXXP 1 3\n");
    assert_eq!(pairs(&forbidden), [(1, 4), (2, 3)]);
    assert_eq!(write_trf(&read_trf(&forbidden).unwrap()), forbidden);
    // A bad start number in `XXP` is refused with its line and columns.
    let e = read_trf(&four.replace("XXR 3\n", "XXR 3\nXXP 1 x\n")).unwrap_err();
    assert_eq!(e.line, 3);
    assert!(matches!(e.fault, TrfFault::NotANumber { field: TrfField::StartNumber, from: 7, to: 7, .. }), "{e}");
}

#[test]
fn trf_export_names_the_system_as_bbppairings_reads_it() {
    // bbpPairings takes the Baku acceleration from `192` only (`092` is free text to it).
    let mut t = played_event();
    assert!(write_trf(&t).contains("\n192 FIDE_DUTCH_2025\n"), "{}", write_trf(&t));
    t.system = PairingSystem::Swiss { baku_acceleration: true };
    let text = write_trf(&t);
    assert!(text.contains("\n192 FIDE_DUTCH_2025_BAKU\n"), "{text}");
    assert_eq!(read_engine_trf(&text).unwrap().system, PairingSystem::Swiss { baku_acceleration: true });
    // An imported file's own spelling is kept while the system does not change.
    let t = read_trf(RICH).unwrap();
    assert!(write_trf(&t).contains("\r\n192 FIDE_DUTCH_2026_BAKU\r\n"));
}

/// A Swiss of `names` (rated 2300 down, entered out of that order), two rounds paired and
/// played, a half-point bye requested for round 3.
/// Pairs and plays `rounds` rounds: board k of round r gets the (k + r)-th of a win, a draw, a
/// loss and `forfeit`, in turn.
fn play_rounds(t: &mut Tournament, rounds: u32, forfeit: GameResult) {
    let results = [GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWins, forfeit];
    for r in 1..=rounds {
        let round = pair_next(t).unwrap();
        let boards: Vec<u32> = round.boards.iter().map(|b| b.number).collect();
        t.apply(&Action::PairRound { round }).unwrap();
        for (k, b) in boards.into_iter().enumerate() {
            let result = results[(k + r as usize) % results.len()];
            t.apply(&Action::SetResult { round: r, board: b, result: Some(result), by_count: false }).unwrap();
        }
    }
}

fn swiss(names: &[&str], baku: bool) -> Tournament {
    let mut t = Tournament::new("Export", "classical", 5, PairingSystem::Swiss { baku_acceleration: baku });
    for (k, name) in names.iter().enumerate() {
        let mut p = Player::new(k as u32 + 1, *name);
        p.rating = Some(1500 + ((k as u32 * 7) % names.len() as u32) * 50);
        t.apply(&Action::AddPlayer { player: p }).unwrap();
    }
    t.apply(&Action::RankPlayers { order: Vec::new() }).unwrap();
    play_rounds(&mut t, 2, GameResult::BlackForfeit);
    t.apply(&Action::RequestBye { player: 3, round: 3, kind: ByeKind::Half }).unwrap();
    t
}

/// Exports that bbpPairings 6 reads and whose every round it pairs as we did (checked with
/// `bbpPairings.exe --dutch FILE -c`; see `tests/data/README.md`), kept byte for byte so that a
/// change to the writer shows here without the peer: a played Swiss with forfeits and byes,
/// a Baku one, a Cyrillic one (aligned by characters, as the engines read UTF-8) and FIDE's
/// report of it (Latin names, byte columns).
#[test]
fn trf_exports_that_bbppairings_reads_are_kept_byte_for_byte() {
    const LATIN: [&str; 11] =
        ["Orlova", "Bauer", "Ivanov", "Sato", "Martin", "Kowalski", "Haddad", "Novak", "Lind", "Moss", "Quinn"];
    const CYRILLIC: [&str; 10] = [
        "Иванов Иван",
        "Петрова Анна",
        "Сидоров Очень-Длинное-Имя Александрович",
        "Ли",
        "Орлова Мария",
        "Ким",
        "Щукин Ёжик",
        "Юлия Чернова",
        "Жанна Хасанова",
        "Цой Виктор",
    ];
    let cyrillic = swiss(&CYRILLIC, false);
    let mut changed = Vec::new();
    let out = victoria_testkit::temp_dir("trf-exports-bbp-reads");
    for (name, text) in [
        ("export_played_event.trf", write_trf(&played_event())),
        ("export_baku_event.trf", write_trf(&swiss(&LATIN, true))),
        ("export_cyrillic_event.trf", write_trf(&cyrillic)),
        ("export_cyrillic_event_fide.trf", write_trf_fide(&cyrillic)),
    ] {
        let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
        let kept = std::fs::read_to_string(&path).unwrap_or_default();
        if text != kept {
            std::fs::write(out.join(name), &text).unwrap();
            changed.push(name);
        }
        read_engine_trf(&text).unwrap();
    }
    assert!(
        changed.is_empty(),
        "{changed:?} changed (the new exports are in {}): check them with bbpPairings",
        out.display()
    );
}

/// Every player's score after every round, read at once (`scores_after`, a linear pass for
/// events of thousands), equals the same score read player by player (`score_after`) on every
/// real and reference event kept in `tests/data` (byes, forfeits, withdrawals, accelerations).
#[test]
fn scores_after_every_round_equal_each_players_score() {
    let dir = format!("{}/tests/data", env!("CARGO_MANIFEST_DIR"));
    let mut events = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "trf") {
            continue;
        }
        let Ok(t) = read_trf(&std::fs::read_to_string(&path).unwrap()) else { continue };
        events += 1;
        for k in 0..=t.played.len() as u32 + 1 {
            let all = t.scores_after(k);
            for p in &t.players {
                let one = t.score_after(p.number, k);
                assert_eq!(
                    all.get(&p.number).copied().unwrap_or_default(),
                    one,
                    "{path:?} player {} after {k}",
                    p.number
                );
            }
        }
    }
    assert!(events >= 20, "only {events} events read from {dir}");
}
