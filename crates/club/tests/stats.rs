//! Club statistics on a generated archive of about three hundred records with known outcomes:
//! every figure of every player (per ruleset), every title of R31 at and around its thresholds,
//! unreadable files named and skipped, the CSV, the PDF report, the PGN archive and the
//! command line.

use crate::support::club as club_common;

use club_common::{Planned, Scenario, build_all, schedule};
use std::collections::HashMap as BTreeMap;
use std::path::Path;
use victoria_club::i18n::Column;
use victoria_club::i18n::Words;
use victoria_club::{self as club, Thresholds, Title, rows, titles};
use victoria_record::store;
use victoria_rules::{Color, Ruleset};
use victoria_words::Lang;

use crate::support::cli;
use crate::support::temp_dir as scratch;

/// The names of the files that cannot be counted, and what each must be reported as.
const BAD: [(&str, &str); 4] = [
    ("bad_empty.json", "empty"),
    ("bad_truncated.json", "cut short"),
    ("bad_foreign.json", "not a game record"),
    ("bad_illegal_move.json", "cannot be replayed"),
];

/// The skipped files of the archive carry their facts (the ply, the move and the ruling of the
/// move that does not replay; where a cut-short file ends; the foreign format), and say them in
/// both languages.
fn skip_reasons_are_facts(skipped: &[club::Skipped]) {
    use victoria_club::SkipReason;
    use victoria_record::RecordError;
    use victoria_record::ReplayError;
    let by_name = |n: &str| &skipped.iter().find(|s| s.path.file_name().unwrap() == n).unwrap().reason;
    assert_eq!(by_name("bad_empty.json"), &SkipReason::Empty);
    assert!(matches!(by_name("bad_truncated.json"), SkipReason::Truncated { line, .. } if *line > 1));
    assert_eq!(by_name("bad_foreign.json"), &SkipReason::NotARecord(RecordError::Format("somebody/else".into())));
    let SkipReason::Replay(ReplayError::Illegal { ply, uci, illegal }) = by_name("bad_illegal_move.json") else {
        panic!("{:?}", by_name("bad_illegal_move.json"));
    };
    assert_eq!((*ply, uci.as_str()), (1, "a1a5"));
    let rule = illegal.rule.to_string();
    assert!(!rule.is_empty());
    for s in skipped {
        let (en, ru) = (s.words(Lang::En), s.words(Lang::Ru));
        let name = s.path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(en.starts_with(&format!("{name}: ")) && ru.starts_with(&format!("{name}: ")), "{en} / {ru}");
        assert_ne!(en, ru);
        assert_eq!(s.to_string(), en);
    }
    let ru_of = |n: &str| skipped.iter().find(|s| s.path.file_name().unwrap() == n).unwrap().words(Lang::Ru);
    assert!(ru_of("bad_empty.json").contains("пуст"), "{}", ru_of("bad_empty.json"));
    assert!(ru_of("bad_truncated.json").contains("обрезан"), "{}", ru_of("bad_truncated.json"));
    assert!(
        ru_of("bad_foreign.json").contains("не запись партии") && ru_of("bad_foreign.json").contains("somebody/else")
    );
    let ru = ru_of("bad_illegal_move.json");
    assert!(ru.contains("ход 1 (a1a5) нельзя воспроизвести") && ru.contains(&rule), "{ru}");
    let en = by_name("bad_illegal_move.json").words(Lang::En);
    assert!(en.starts_with("move 1 (a1a5) cannot be replayed: ") && en.contains(&rule), "{en}");
}

/// Every kind of skip reason renders in both languages without a catalogue error.
#[test]
fn every_skip_reason_is_worded_in_both_languages() {
    use victoria_club::SkipReason;
    use victoria_record::ReplayError;
    use victoria_record::{MigrationError, RecordError};
    let record_errors = [
        RecordError::Json { line: 3, column: 7, eof: false, detail: "expected value".into() },
        RecordError::NotText { byte: 5 },
        RecordError::NoFormat,
        RecordError::NoVersion,
        RecordError::Format("x/y".into()),
        RecordError::Version(9),
        RecordError::Migration(MigrationError { field: "moves[2].events".into(), value: "odd".into() }),
        RecordError::BoardSize { width: 4, height: 20 },
    ];
    let mut reasons = vec![
        SkipReason::Unreadable {
            error: victoria_club::i18n::IoFact::from(&std::io::Error::from(std::io::ErrorKind::PermissionDenied)),
        },
        SkipReason::Empty,
        SkipReason::Truncated { line: 40, column: 2 },
        SkipReason::NoGame,
        SkipReason::Replay(ReplayError::NoStart),
        SkipReason::Replay(ReplayError::NoCoordinates { ply: 6, uci: "zz".into() }),
    ];
    reasons.extend(record_errors.into_iter().map(SkipReason::NotARecord));
    victoria_club::i18n::take_errors();
    for r in &reasons {
        let (en, ru) = (r.words(Lang::En), r.words(Lang::Ru));
        assert!(!en.is_empty() && en != ru, "{r:?}: {en} / {ru}");
        assert!(victoria_club::i18n::take_errors().is_empty(), "{r:?}");
    }
    let move_3 = SkipReason::Replay(ReplayError::NoCoordinates { ply: 6, uci: "zz".into() });
    assert_eq!(move_3.words(Lang::En), "move 3 (zz) cannot be replayed: not a move in coordinates");
    assert_eq!(move_3.words(Lang::Ru), "ход 3 (zz) нельзя воспроизвести: это не ход в координатах");
    assert!(SkipReason::Truncated { line: 40, column: 2 }.words(Lang::Ru).contains("строке 40, в столбце 2"));
}

/// Writes the archive and the unreadable files; returns the plan.
fn write_archive(dir: &Path) -> Vec<Planned> {
    let plan = schedule();
    let records = build_all(&plan);
    for (i, r) in records.iter().enumerate() {
        store::save(&dir.join(format!("game_{i:04}.json")), r).unwrap();
    }
    let sample = records[0].to_json();
    std::fs::write(dir.join("bad_empty.json"), "").unwrap();
    std::fs::write(dir.join("bad_truncated.json"), &sample[..sample.len() / 2]).unwrap();
    std::fs::write(dir.join("bad_foreign.json"), "{\"format\": \"somebody/else\", \"version\": 1}").unwrap();
    let mut broken = records[0].clone();
    broken.moves[0].uci = "a1a5".into();
    std::fs::write(dir.join("bad_illegal_move.json"), broken.to_json()).unwrap();
    // Not records: ignored without a word.
    std::fs::write(dir.join("notes.txt"), "club notes").unwrap();
    std::fs::write(dir.join(".game_0000.json.tmp-1"), "half").unwrap();
    std::fs::create_dir_all(dir.join("old.json")).unwrap();
    plan
}

/// The figures a player must have, summed from the scenarios (worked out by hand).
#[derive(Default, Debug, Clone, PartialEq)]
struct Want {
    games: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    mate: u32,
    points: u32,
    petrified: u32,
    walls: u32,
    wall_games: u32,
    reserve_games: u32,
    unspent: u64,
}

fn oracle(plan: &[Planned]) -> (BTreeMap<(Ruleset, String), Want>, usize) {
    let mut m: BTreeMap<(Ruleset, String), Want> = BTreeMap::new();
    let mut unfinished = 0;
    for p in plan {
        let e = p.scenario.expected();
        if !e.finished {
            unfinished += 1;
            continue;
        }
        for c in Color::ALL {
            let name = if c == Color::White { &p.white } else { &p.black };
            let w = m.entry((e.ruleset, name.clone())).or_default();
            let i = c.index();
            w.games += 1;
            match e.winner {
                Some(x) if x == c => {
                    w.wins += 1;
                    match e.how {
                        "mate" => w.mate += 1,
                        "points" => w.points += 1,
                        _ => {}
                    }
                }
                Some(_) => w.losses += 1,
                None => w.draws += 1,
            }
            w.petrified += e.petrified[i];
            w.walls += e.walls[i];
            w.wall_games += (e.walls[i] > 0) as u32;
            if let Some(u) = e.unspent {
                w.reserve_games += 1;
                w.unspent += u[i] as u64;
            }
        }
    }
    (m, unfinished)
}

/// R31 in whole numbers (every generated game has the default pool of 50).
fn oracle_title(w: &Want) -> Title {
    let emperor = w.games >= 20
        && w.wins * 10 >= 6 * w.games
        && w.points * 2 >= w.wins
        && w.reserve_games > 0
        && w.unspent * 100 > 20 * 50 * w.reserve_games as u64;
    let conqueror = w.games >= 10 && w.wall_games * 2 >= w.games;
    if emperor {
        Title::Emperor
    } else if conqueror {
        Title::Conqueror
    } else {
        Title::Tourist
    }
}

#[test]
fn every_figure_and_title_of_a_generated_archive() {
    let dir = scratch("figures");
    let plan = write_archive(&dir);
    assert!(plan.len() >= 300, "{} records", plan.len());
    let calls = std::sync::atomic::AtomicUsize::new(0);
    let last = std::sync::Mutex::new(club::Progress { done: 0, total: 0 });
    let scan = club::scan_dir(&dir, &|p| {
        calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut l = last.lock().unwrap();
        if p.done >= l.done {
            *l = p;
        }
    })
    .unwrap();
    let total = plan.len() + BAD.len();
    assert_eq!(*last.lock().unwrap(), club::Progress { done: total, total });
    assert_eq!(calls.load(std::sync::atomic::Ordering::Relaxed), total + 1);

    // Unreadable files: named with the reason, the rest still counted.
    let skipped: Vec<(String, String)> = scan
        .skipped
        .iter()
        .map(|s| (s.path.file_name().unwrap().to_string_lossy().into_owned(), s.reason.words(Lang::En)))
        .collect();
    assert_eq!(skipped.len(), BAD.len(), "{skipped:?}");
    let mut bad = BAD.to_vec();
    bad.sort();
    for ((name, reason), (want_name, want_reason)) in skipped.iter().zip(bad) {
        assert_eq!(name, want_name);
        assert!(reason.contains(want_reason), "{name}: {reason}");
        assert!(!reason.contains(&dir.display().to_string()), "{reason}");
        assert!(
            !reason.contains("nothing was changed") && reason.matches("not a game record").count() <= 1,
            "{reason}"
        );
    }
    assert!(skipped[2].1.contains("a1a5"), "{}", skipped[2].1);
    skip_reasons_are_facts(&scan.skipped);
    assert_eq!(scan.games.len(), plan.len());

    let (want, unfinished) = oracle(&plan);
    assert_eq!(scan.unfinished(), unfinished);
    let stats = scan.stats();
    assert_eq!(
        stats.tables.iter().map(|t| t.ruleset).collect::<Vec<_>>(),
        vec![Ruleset::Victoria, Ruleset::Synthesis, Ruleset::Classical]
    );
    let mut seen = 0;
    for table in &stats.tables {
        let expected_games = plan
            .iter()
            .filter(|p| p.scenario.expected().ruleset == table.ruleset && p.scenario.expected().finished)
            .count();
        assert_eq!(table.games as usize, expected_games, "{:?}", table.ruleset);
        let names: Vec<&str> = table.players.iter().map(|p| p.name.as_str()).collect();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(names, sorted);
        for p in &table.players {
            let w = want.get(&(table.ruleset, p.name.clone())).unwrap_or_else(|| panic!("{} not expected", p.name));
            seen += 1;
            let got = Want {
                games: p.games,
                wins: p.wins,
                draws: p.draws,
                losses: p.losses,
                mate: p.wins_mate,
                points: p.wins_points,
                petrified: p.petrifications,
                walls: p.walls,
                wall_games: p.wall_games,
                reserve_games: p.reserve_games,
                unspent: p.unspent_sum,
            };
            assert_eq!(&got, w, "{:?} {}", table.ruleset, p.name);
            if let Some(a) = p.average_unspent() {
                assert!((a - w.unspent as f64 / w.reserve_games as f64).abs() < 1e-9);
                let share = p.average_unspent_share().unwrap();
                assert!((share - a / 50.0).abs() < 1e-9, "{} {share} {a}", p.name);
            }
            if table.ruleset == Ruleset::Victoria {
                let aw = titles::award(p, &Thresholds::default(), Lang::En);
                assert_eq!(aw.title, oracle_title(w), "{}: {}", p.name, aw.figures);
            } else {
                assert_eq!(p.reserve_games, 0);
                assert_eq!(rows::cells(p, table.ruleset, &Thresholds::default(), Lang::En)[10], "—");
            }
        }
    }
    assert_eq!(seen, want.len());

    // The designed players, by name.
    let v = stats.table(Ruleset::Victoria).unwrap();
    let t = Thresholds::default();
    let title = |name: &str| titles::award(v.player(name).unwrap(), &t, Lang::En);
    assert_eq!(title("Ema").title, Title::Emperor);
    assert!(!title("Ema").conqueror);
    assert!(
        title("Ema").figures.contains("20 games, 16 wins (80%), 12 of them by points (75%), unspent 23.6%"),
        "{}",
        title("Ema").figures
    );
    assert_eq!(title("Erik").title, Title::Tourist);
    assert!(title("Erik").figures.contains("12 wins (60%), 6 of them by points (50%), unspent 20%"));
    assert_eq!(title("Elsa").title, Title::Emperor);
    assert_eq!(title("Cora").title, Title::Conqueror);
    assert!(title("Cora").figures.contains("10 games, 5 with a wall (50%)"), "{}", title("Cora").figures);
    assert_eq!(title("Carl").title, Title::Tourist);
    assert_eq!(title("Cleo").title, Title::Tourist);
    assert_eq!(v.player("Cleo").unwrap().petrifications, 10);
    assert_eq!(v.player("Cleo").unwrap().walls, 4);
    let bea = title("Bea");
    assert_eq!((bea.title, bea.conqueror, bea.emperor), (Title::Emperor, true, true));
    assert!(bea.figures.contains("Conqueror: 20 games, 20 with a wall (100%)"), "{}", bea.figures);
    assert_eq!(title("Bruno").title, Title::Conqueror);
    assert_eq!(title("Bruno").progress, [1.0, title("Bruno").progress[1]]);
    assert!(title("Bruno").progress[1] < 1.0);
    // Ema's classical and Synthesis games are in their own tables.
    assert_eq!(stats.table(Ruleset::Classical).unwrap().player("Ema").unwrap().games, 3);
    assert_eq!(stats.table(Ruleset::Synthesis).unwrap().player("Ema").unwrap().wins, 2);
    assert_eq!(v.player("Ema").unwrap().games, 20);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn thresholds_are_settings() {
    let plan: Vec<Planned> = schedule().into_iter().filter(|p| p.white == "Erik").collect();
    let records = build_all(&plan);
    let games: Vec<_> = records.iter().map(|r| club::summarise("x", r).unwrap()).collect();
    let stats = club::ClubStats::from_games(&games);
    let erik = stats.table(Ruleset::Victoria).unwrap().player("Erik").unwrap().clone();
    let mut t = Thresholds::default();
    assert_eq!(titles::award(&erik, &t, Lang::En).title, Title::Tourist);
    t.set_pair("emperor_unspent_share=19%").unwrap();
    assert_eq!(titles::award(&erik, &t, Lang::En).title, Title::Emperor);
    assert!(!t.is_default());
    assert!(t.method(Lang::En).iter().any(|l| l.contains("above 19% of the pool")));
    assert!(t.method(Lang::Ru).iter().any(|l| l.contains("выше 19%")));
    t.set_pair("emperor_games=21").unwrap();
    assert_eq!(titles::award(&erik, &t, Lang::En).title, Title::Tourist);
    assert!(t.set_pair("emperor_win_share=1.5").unwrap_err().to_string().contains("between 0 and 1"));
    assert!(t.set_pair("kings=3").unwrap_err().to_string().contains("unknown threshold"));
    assert!(t.set_pair("emperor_games").unwrap_err().to_string().contains("key=value"));
    let d = Thresholds::default();
    assert!(d.method(Lang::En).iter().any(|l| l.contains("at least 10 games") && l.contains("50%")));
    assert!(d.method(Lang::En).iter().any(|l| l.contains("at least 20 games, at least 60% wins, at least 50%")));
    assert_eq!(titles::award(&erik, &d, Lang::Ru).title.name(Lang::Ru), "Турист");
}

#[test]
fn sorting_by_a_column() {
    let plan = schedule();
    let records = build_all(&plan);
    let games: Vec<_> = records.iter().map(|r| club::summarise("x", r).unwrap()).collect();
    let stats = club::ClubStats::from_games(&games);
    let mut players = stats.table(Ruleset::Victoria).unwrap().players.clone();
    let t = Thresholds::default();
    rows::sort(&mut players, Column::Wins, true, &t);
    assert!(players.windows(2).all(|w| w[0].wins >= w[1].wins));
    let most = players.iter().map(|p| p.wins).max().unwrap();
    assert_eq!(players[0].wins, most);
    rows::sort(&mut players, Column::Title, true, &t);
    let ranks: Vec<Title> = players.iter().map(|p| titles::award(p, &t, Lang::En).title).collect();
    assert!(ranks.windows(2).all(|w| w[0] >= w[1]), "{ranks:?}");
    rows::sort(&mut players, Column::Player, false, &t);
    assert!(players.windows(2).all(|w| w[0].name < w[1].name));
    rows::sort(&mut players, Column::Unspent, false, &t);
    let u: Vec<f64> = players.iter().map(|p| p.average_unspent_share().unwrap()).collect();
    assert!(u.windows(2).all(|w| w[0] <= w[1]));
}

#[test]
fn replay_agrees_with_the_events_the_desk_recorded() {
    // Longer random games through the desk: the petrifications found by replaying equal the
    // `petrified:` events the desk wrote into each move, by the side that moved.
    let (mut games, mut petrified) = (0, 0);
    for seed in [2u64, 4, 6, 8] {
        let desk = victoria_record::samples::random_game(seed, 160, victoria_rules::Options::default());
        let desk = desk.unwrap();
        games += 1;
        let r = desk.record();
        let s = club::summarise("random", r).unwrap();
        let mut want = [0u32; 2];
        for m in &r.moves {
            want[m.color.index()] += m.events.iter().filter(|e| e.petrified().is_some()).count() as u32;
        }
        assert_eq!(s.petrifications, want, "seed {seed}");
        petrified += want[0] + want[1];
        assert_eq!(s.plies as usize, r.moves.len());
        let pos = desk.position().unwrap();
        let mut left = [0u32; 2];
        for sq in pos.squares() {
            if let (Some(p), Some(n)) = (pos.piece(sq), pos.reserve(sq)) {
                left[p.color.index()] += n as u32;
            }
        }
        assert_eq!(s.unspent, Some(left));
        assert!(s.walls[0] <= s.petrifications[0] && s.walls[1] <= s.petrifications[1]);
    }
    assert_eq!(games, 4);
    assert!(petrified > 0, "the random games petrified nothing: the check would be empty");
}

#[test]
fn csv_pdf_archive_and_command_line() {
    let dir = scratch("outputs");
    let plan = write_archive(&dir);
    let out = scratch("outputs-out");
    let csv = out.join("club.csv");
    let pdf = out.join("club.pdf");
    let (status, stdout, _) = cli::run(&[
        "stats",
        dir.to_str().unwrap(),
        "--quiet",
        "--csv",
        csv.to_str().unwrap(),
        "--pdf",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(status, 1, "files were skipped: {stdout}");
    for (name, _) in BAD {
        assert!(stdout.contains(name), "{name} not named");
    }
    assert!(stdout.contains("Ema — Emperor: 20 games"), "{stdout}");
    assert!(stdout.contains("Method (R31)"));
    assert!(stdout.contains("Synthesis chess") && stdout.contains("Classical chess"));
    let text = std::fs::read_to_string(&csv).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("ruleset,player,games,wins,draws,losses,wins_by_mate,wins_by_points"));
    let ema = lines.iter().find(|l| l.starts_with("victoria,Ema,")).unwrap();
    assert!(ema.starts_with("victoria,Ema,20,16,0,4,4,12,11.80,0.2360,0,0,0,Emperor,"), "{ema}");
    let (want, _) = oracle(&plan);
    assert_eq!(lines.len(), 1 + want.len());
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF-") && bytes.len() > 20_000);
    if let Ok(o) = std::process::Command::new("pdftotext").args([pdf.to_str().unwrap(), "-"]).output() {
        let t = String::from_utf8_lossy(&o.stdout);
        assert!(t.contains("Club statistics and titles"), "{t}");
        assert!(t.contains("Emperor") && t.contains("Conqueror") && t.contains("Results per player"));
    }
    // Russian report.
    let ru =
        club::report::render(&club::scan_dir(&dir, &|_| {}).unwrap(), "x", &Thresholds::default(), Lang::Ru).unwrap();
    assert!(ru.starts_with(b"%PDF-"));

    let pgn = out.join("club.pgn");
    let (status, _, stderr) = cli::run(&["archive", dir.to_str().unwrap(), "-o", pgn.to_str().unwrap(), "--quiet"]);
    assert_eq!(status, 1, "{stderr}");
    assert!(stderr.contains(&format!("{} games exported, 4 files skipped", plan.len())), "{stderr}");
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert_eq!(text.matches("[Event ").count(), plan.len());
    assert!(!text.contains("reserve:") && !text.contains("%reserve"), "the public archive shows no reserves");
    assert!(text.contains("[FEN \""));
    assert_eq!(
        text.matches("[Variant \"Synthesis\"]").count(),
        plan.iter().filter(|p| p.scenario == Scenario::Synthesis).count()
    );
    assert!(text.contains("1. Rl12#"));

    let (status, _, stderr) = cli::run(&["stats", "/nonexistent/club/folder"]);
    assert_eq!(status, 2);
    assert!(stderr.contains("cannot read the folder"), "{stderr}");
    let (status, _, stderr) = cli::run(&["stats", dir.to_str().unwrap(), "-t", "x=1"]);
    assert_eq!(status, 2, "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&out);
}
