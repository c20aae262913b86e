//! `tournament …` end to end: an eight-player Victoria round robin — the event and its players
//! entered on the command line, every round paired by the Berger table, each board's game
//! recorded through the desk as a real game file, the results collected from those files
//! (a damaged one refused, a conflicting one shown and not overwritten), standings and a
//! crosstable printed, and a TRF round trip; then the refusals of bad input.

use std::path::Path;
use victoria_record::samples::{BLACK, WHITE};
use victoria_record::{Declared, EventInfo, Recorder};
use victoria_rules::{Color, Rules};
use victoria_testkit::cli::run as cli;
use victoria_tournament::{Folder, GameResult, Tournament};

const NAMES: [&str; 8] = ["Orlova", "Bauer", "Ivanov", "Sato", "Martin", "Kowalski", "Haddad", "Novak"];
const EVENT: &str = "Club Victoria RR";

fn ok(args: &[&str]) -> String {
    let (code, out, err) = cli(args);
    assert_eq!(code, 0, "{args:?}: {out}{err}");
    out
}

fn event(dir: &Path) -> Tournament {
    Folder::open(dir).unwrap().0.tournament().clone()
}

/// A finished game of `round`, `board` between `white` and `black`, recorded through the desk:
/// odd boards won by the lower start number (by resignation), even boards drawn by agreement.
fn play(games: &Path, round: u32, board: u32, white: (u32, &str), black: (u32, &str)) {
    let path = games.join(format!("r{round}b{board}.json"));
    let info = EventInfo {
        event: EVENT.into(),
        round: round.to_string(),
        board: board.to_string(),
        white: white.1.into(),
        black: black.1.into(),
        ..Default::default()
    };
    let d = Recorder::create(&path, info, Rules::default()).unwrap();
    let mut d = victoria_testkit::revealed(d, WHITE, BLACK);
    d.start().unwrap();
    for m in ["e2e4", "e11e9", "Ni1-h3", "Ni12-h10"] {
        d.record_move(m).unwrap();
    }
    let what = if board % 2 == 1 {
        Declared::Resignation { loser: if white.0 < black.0 { Color::Black } else { Color::White } }
    } else {
        Declared::DrawAgreed
    };
    d.declare(what, "").unwrap();
    d.save().unwrap();
}

#[test]
fn tournament_an_eight_player_victoria_round_robin_end_to_end() {
    let root = victoria_testkit::temp_dir("tour-rr8");
    let (dir, games) = (root.join("event"), root.join("games"));
    std::fs::create_dir_all(&games).unwrap();
    let d = dir.to_str().unwrap();
    ok(&[
        "--lang",
        "en",
        "tournament",
        "new",
        d,
        "--name",
        EVENT,
        "--time-control",
        "60+30",
        "--tie-breaks",
        "DE,SB,KS,VWC,WIN",
    ]);
    for (k, name) in NAMES.iter().enumerate() {
        let rating = (1900 - 20 * k).to_string();
        let out = ok(&["--lang", "en", "tournament", "player", d, "--name", name, "--rating", &rating]);
        assert!(out.contains(&format!("Player {}: {name}", k + 1)), "{out}");
    }
    for round in 1..=7u32 {
        let out = ok(&["--lang", "en", "tournament", "pair", d]);
        assert!(out.contains(&format!("Round {round}:")), "{out}");
        let t = event(&dir);
        let r = t.round(round).unwrap();
        assert_eq!(r.boards.len(), 4);
        for b in &r.boards {
            let name = |n: u32| t.player(n).unwrap().name.clone();
            play(&games, round, b.number, (b.white, &name(b.white)), (b.black, &name(b.black)));
        }
        let out = ok(&["--lang", "en", "tournament", "import", d, games.to_str().unwrap()]);
        assert_eq!(out.matches("counts.").count(), 4, "round {round}: {out}");
    }
    let t = event(&dir);
    // Every player met every other once; each board's result is the game file's.
    for p in 1..=8u32 {
        let opponents: std::collections::BTreeSet<u32> = t
            .played
            .iter()
            .filter_map(|r| r.board_of(p).map(|(b, _)| if b.white == p { b.black } else { b.white }))
            .collect();
        assert_eq!(opponents.len(), 7, "player {p} met {opponents:?}");
    }
    for r in &t.played {
        for b in &r.boards {
            let want = if b.number % 2 == 1 {
                if b.white < b.black { GameResult::WhiteWins } else { GameResult::BlackWins }
            } else {
                GameResult::Draw
            };
            assert_eq!(b.result, Some(want), "round {} board {}", r.number, b.number);
        }
    }
    // Importing again changes nothing; a result typed differently is a conflict, kept as typed.
    let out = ok(&["--lang", "en", "tournament", "import", d, games.to_str().unwrap()]);
    assert_eq!(out.matches("already recorded").count(), 28, "{out}");
    ok(&["--lang", "en", "tournament", "result", d, "--round", "7", "--board", "2", "1-0"]);
    let (code, out, _) = cli(&["--lang", "en", "tournament", "import", d, games.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.contains("Round 7, board 2: the round holds 1-0, the game file says ½-½"), "{out}");
    assert_eq!(event(&dir).round(7).unwrap().boards[1].result, Some(GameResult::WhiteWins));
    ok(&["--lang", "en", "tournament", "result", d, "--round", "7", "--board", "2", "1/2-1/2"]);
    // A game file whose record was altered fails the check and does not count.
    let bad = games.join("r7b1.json");
    let text = std::fs::read_to_string(&bad).unwrap();
    let journal = victoria_record::journal::journal_path(&bad);
    let _ = std::fs::remove_file(&journal);
    let altered = text.replacen("\"e11e9\"", "\"e11e5\"", 1);
    assert_ne!(altered, text, "the record holds its moves");
    std::fs::write(&bad, altered).unwrap();
    ok(&["--lang", "en", "tournament", "result", d, "--round", "7", "--board", "1", "none"]);
    let (code, out, _) = cli(&["--lang", "en", "tournament", "import", d, games.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.contains("r7b1.json: Round 7, board 1: the record fails the check"), "{out}");
    assert_eq!(event(&dir).round(7).unwrap().boards[0].result, None);
    ok(&["--lang", "en", "tournament", "result", d, "--round", "7", "--board", "1", "1-0"]);

    // Standings: the table in the event's order with its tie-breaks.
    let out = ok(&["--lang", "en", "tournament", "standings", d]);
    let t = event(&dir);
    for s in victoria_tournament::prints::standing_rows(&t) {
        let line = out.lines().find(|l| l.contains(s.name.as_str())).unwrap();
        assert!(line.contains(&s.score.to_string()), "{line}");
    }
    let head: Vec<&str> = out.lines().nth(1).unwrap().split_whitespace().collect();
    assert_eq!(head[head.len() - 5..], ["DE", "SB", "KS", "VWC", "WIN"], "{out}");
    // Prints: the crosstable and round 7's slips, in Russian.
    let pdf = root.join("cross.pdf");
    ok(&[
        "--lang",
        "en",
        "tournament",
        "print",
        d,
        "--what",
        "crosstable",
        "--lang",
        "ru",
        "-o",
        pdf.to_str().unwrap(),
    ]);
    let pages = victoria_testkit::sheet::pdf_pages(&std::fs::read(&pdf).unwrap()).join("\n");
    assert!(pages.contains("Турнирная таблица после 7-го тура"), "{pages}");
    assert!(NAMES.iter().all(|n| pages.contains(n)), "{pages}");
    // TRF: exported, read into a new folder, the same event.
    let trf = root.join("event.trf");
    ok(&["tournament", "trf", "export", d, trf.to_str().unwrap()]);
    let copy = root.join("copy");
    ok(&["--lang", "en", "tournament", "trf", "import", trf.to_str().unwrap(), copy.to_str().unwrap()]);
    let back = event(&copy);
    assert_eq!(back.players.iter().map(|p| &p.name).collect::<Vec<_>>(), NAMES.iter().collect::<Vec<_>>());
    // TRF holds each player's games, not board numbers: the same games in every round.
    let games = |t: &Tournament| -> Vec<std::collections::BTreeSet<(u32, u32, String)>> {
        t.played
            .iter()
            .map(|r| r.boards.iter().map(|b| (b.white, b.black, format!("{:?}", b.result))).collect())
            .collect()
    };
    assert_eq!(games(&back), games(&t));
    assert_eq!(
        victoria_tournament::prints::standing_rows(&back).iter().map(|s| s.score).collect::<Vec<_>>(),
        victoria_tournament::prints::standing_rows(&t).iter().map(|s| s.score).collect::<Vec<_>>()
    );
}

/// Issue 24, from the boards: a sealed game file's result counts only if its arbiter's seal
/// verifies. Two boards sealed on the command line (`seal`, the arbiter's key in the test's
/// own configuration folder); brought in tampered — one changed after sealing, one with its
/// seal's signature altered — neither counts and each says why, in the command's language;
/// the files as sealed then count.
#[test]
fn tournament_import_counts_a_sealed_game_only_if_its_seal_verifies() {
    use victoria_record::sign::CONFIG_ENV;
    let root = victoria_testkit::temp_dir("tour-sealed");
    let (dir, games, tampered, keys) =
        (root.join("event"), root.join("games"), root.join("tampered"), root.join("keys"));
    std::fs::create_dir_all(&games).unwrap();
    std::fs::create_dir_all(&tampered).unwrap();
    let d = dir.to_str().unwrap();
    ok(&["--lang", "en", "tournament", "new", d, "--name", EVENT]);
    for name in &NAMES[..4] {
        ok(&["tournament", "player", d, "--name", name]);
    }
    ok(&["tournament", "pair", d]);
    let t = event(&dir);
    let boards = &t.round(1).unwrap().boards;
    assert_eq!(boards.len(), 2);
    for b in boards {
        let name = |n: u32| t.player(n).unwrap().name.clone();
        play(&games, 1, b.number, (b.white, &name(b.white)), (b.black, &name(b.black)));
    }
    // Sealed with the arbiter's key, and intact.
    let with_key = |args: &[&str]| victoria_testkit::cli::run_env(&[(CONFIG_ENV, &keys)], args);
    for b in ["r1b1.json", "r1b2.json"] {
        let file = games.join(b);
        let (code, out, err) = with_key(&["--lang", "en", "seal", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.starts_with("Sealed "), "{out}");
        let (code, out, _) = with_key(&["verify", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{out}");
        assert!(out.starts_with("Intact: SHA-256 ") && out.trim_end().ends_with('.'), "{out}");
    }
    let sealed = |b: &str| std::fs::read_to_string(games.join(b)).unwrap();
    let record = victoria_record::GameRecord::from_json(&sealed("r1b1.json")).unwrap();
    assert!(record.arbiter_seal.is_some(), "the game file carries the seal");
    // Board 1 changed after sealing (its site), the seal kept: the checker finds the seal's
    // digest is not the record's.
    let mut changed = record.clone();
    changed.event.site = "Elsewhere".into();
    std::fs::write(tampered.join("r1b1.json"), changed.to_json()).unwrap();
    // Board 2 as sealed but with one hex digit of the seal's signature altered.
    let text = sealed("r1b2.json");
    let at = text.find("\"signature\": \"").expect("the seal's signature") + "\"signature\": \"".len();
    let digit = if &text[at..at + 1] == "0" { "1" } else { "0" };
    std::fs::write(tampered.join("r1b2.json"), format!("{}{digit}{}", &text[..at], &text[at + 1..])).unwrap();
    let import = |lang: &str, from: &Path| cli(&["--lang", lang, "tournament", "import", d, from.to_str().unwrap()]);
    let (code, out, err) = import("en", &tampered);
    assert_eq!(code, 1, "refused files need the arbiter: {out}{err}");
    assert!(!out.contains("counts."), "{out}");
    assert!(out.contains("r1b1.json: Round 1, board 1: the record fails the check"), "{out}");
    assert!(out.contains("the record changed after it was signed"), "{out}");
    assert!(
        out.contains(
            "r1b2.json: Round 1, board 2: the arbiter's seal does not verify. The result does not count. Not intact: "
        ),
        "{out}"
    );
    assert!(out.contains("the signature does not match the sealed digest and parts (the seal was altered)"), "{out}");
    assert_eq!(out.matches("The result does not count.").count(), 2, "{out}");
    let (code, out, _) = import("ru", &tampered);
    assert_eq!(code, 1);
    assert!(
        out.contains("Тур 1, доска 2: печать арбитра не подтверждается") && out.contains("печать изменена"),
        "{out}"
    );
    assert!(out.contains("запись изменилась после подписи"), "{out}");
    assert!(event(&dir).round(1).unwrap().boards.iter().all(|b| b.result.is_none()), "nothing counted");
    // The files as sealed: their seals verify and both results count.
    let out = ok(&["--lang", "en", "tournament", "import", d, games.to_str().unwrap()]);
    assert_eq!(out.matches("counts.").count(), 2, "{out}");
    let t = event(&dir);
    let r = t.round(1).unwrap();
    let first = &r.boards[0];
    let want = if first.white < first.black { GameResult::WhiteWins } else { GameResult::BlackWins };
    assert_eq!(first.result, Some(want));
    assert_eq!(r.boards[1].result, Some(GameResult::Draw));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn tournament_refusals_name_what_is_wrong_and_change_nothing() {
    let root = victoria_testkit::temp_dir("tour-refusals");
    let dir = root.join("event");
    let d = dir.to_str().unwrap();
    let (code, _, err) = cli(&["--lang", "en", "tournament", "new", d, "--name", "E", "--system", "knockout"]);
    assert_eq!(code, 2);
    assert!(err.contains("“knockout” is unknown: say rr, drr or swiss"), "{err}");
    let (code, _, err) = cli(&["--lang", "en", "tournament", "new", d, "--name", "E", "--tie-breaks", "SB,XY"]);
    assert_eq!(code, 2);
    assert!(err.contains("“XY”"), "{err}");
    // The refusal names every code the event takes (the one list the screen names), AOB and TPR
    // among them, which a list written into the message had left out.
    for code in victoria_tournament::TIE_BREAK_NAMES {
        assert!(err.contains(code), "{code} is named: {err}");
    }
    ok(&["--lang", "en", "tournament", "new", d, "--name", "E", "--system", "swiss", "--rounds", "3"]);
    for n in ["A", "B", "C"] {
        ok(&["tournament", "player", d, "--name", n]);
    }
    ok(&["tournament", "pair", d]);
    let before = std::fs::read(dir.join("tournament.journal")).unwrap();
    let (code, _, err) = cli(&["--lang", "en", "tournament", "result", d, "--round", "1", "--board", "5", "1-0"]);
    assert_eq!(code, 1);
    assert!(err.contains("round 1 has no board 5"), "{err}");
    let (code, _, err) = cli(&["--lang", "en", "tournament", "result", d, "--round", "1", "--board", "1", "2-0"]);
    assert_eq!(code, 2);
    assert!(err.contains("“2-0” is unknown"), "{err}");
    // A player's details the TRF cannot hold, refused by the event itself (as on the screen).
    for (flag, value, said) in [
        ("--title", "Grandmaster", "the title “Grandmaster” is longer than 3 letters"),
        ("--federation", "Russia", "the federation “Russia” is longer than 3 letters"),
        ("--rating", "12345", "the rating 12345 has more than 4 digits"),
    ] {
        let (code, _, err) = cli(&["--lang", "en", "tournament", "player", d, "--name", "D", flag, value]);
        assert_eq!(code, 1, "{flag} {value}: {err}");
        assert!(err.contains(said), "{err}");
    }
    assert_eq!(std::fs::read(dir.join("tournament.journal")).unwrap(), before, "a refusal wrote nothing");
    // A damaged tournament.json is refused with its line and field, and left as it was.
    let json = dir.join("tournament.json");
    let text = std::fs::read_to_string(&json).unwrap();
    let damaged = text.replacen("\"rounds\": 3", "\"rounds\": \"three\"", 1);
    assert_ne!(damaged, text);
    std::fs::write(&json, &damaged).unwrap();
    let (code, _, err) = cli(&["--lang", "en", "tournament", "standings", d]);
    assert_eq!(code, 2);
    assert!(err.contains("tournament.json, line") && err.contains("rounds"), "{err}");
    assert_eq!(std::fs::read_to_string(&json).unwrap(), damaged);
    // A TRF whose columns do not add up names its line.
    let trf = root.join("bad.trf");
    std::fs::write(&trf, "012 Event\n001    1 m    Alpha                             xx\n").unwrap();
    let (code, _, err) =
        cli(&["--lang", "en", "tournament", "trf", "import", trf.to_str().unwrap(), root.join("x").to_str().unwrap()]);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("line 2"), "{err}");
    assert!(!root.join("x").exists(), "nothing created from a bad TRF");
}

/// The sample tournament's folder: `sample_games/tournament/` (the event, its journal and its
/// games, side by side).
fn sample_dir() -> std::path::PathBuf {
    victoria_testkit::repo().join("sample_games").join("tournament")
}

const SAMPLE_EVENT: &str = "Victoria Club Championship 2026";
const SAMPLE_NAMES: [&str; 6] =
    ["Anna Orlova", "Jonas Bauer", "Ivan Ivanov", "Yuki Sato", "Lucie Martin", "Piotr Kowalski"];

/// Writes the sample tournament: a six-player Victoria round robin, every game played through
/// the desk by the samples' simple player (seeded), its result declared by the arbiter. Run with
/// `cargo test --test cli -- --ignored --exact tournament::write_sample_tournament`.
#[test]
#[ignore]
fn write_sample_tournament() {
    use rand::SeedableRng;
    use victoria_record::recorder::ManualClock;
    use victoria_record::samples;
    use victoria_tournament::{Action, PairingSystem, Player, TieBreak, pair_next};
    let dir = sample_dir();
    let _ = std::fs::remove_dir_all(&dir);
    let mut t = Tournament::new(SAMPLE_EVENT, "victoria", 5, PairingSystem::RoundRobin { double: false });
    t.time_control = "60+30".into();
    t.city = "Moscow".into();
    t.chief_arbiter = "Elena Smirnova".into();
    t.start_date = "2026/11/28".into();
    t.tie_breaks =
        vec![TieBreak::DirectEncounter, TieBreak::SonnebornBerger, TieBreak::Koya, TieBreak::WinsByPointCount];
    let mut f = Folder::create(&dir, t).unwrap();
    for (k, name) in SAMPLE_NAMES.iter().enumerate() {
        let mut p = Player::new(k as u32 + 1, *name);
        p.rating = Some(1850 - 25 * k as u32);
        p.club = "Victoria Club".into();
        f.apply(Action::AddPlayer { player: p }).unwrap();
    }
    let base = chrono::DateTime::parse_from_rfc3339("2026-11-28T11:00:00+03:00").unwrap();
    for round in 1..=5u32 {
        let r = pair_next(f.tournament()).unwrap();
        let boards: Vec<(u32, u32, u32)> = r.boards.iter().map(|b| (b.number, b.white, b.black)).collect();
        f.apply(Action::PairRound { round: r }).unwrap();
        for (board, white, black) in boards {
            let start = base + chrono::Duration::days(round as i64 - 1);
            let info = EventInfo {
                event: SAMPLE_EVENT.into(),
                site: "Moscow".into(),
                date: start.format("%Y.%m.%d").to_string(),
                round: round.to_string(),
                board: board.to_string(),
                white: SAMPLE_NAMES[white as usize - 1].into(),
                black: SAMPLE_NAMES[black as usize - 1].into(),
                arbiter: format!("Board arbiter {board}"),
                club: "Victoria Club".into(),
                ..Default::default()
            };
            let mut d = samples::started(info, Default::default(), WHITE, BLACK, start).unwrap();
            let seed = (round * 10 + board) as u64;
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            samples::play_on(&mut d, &mut rng, 24 + 2 * seed as usize % 9, start, Default::default()).unwrap();
            if d.record().result.is_none() {
                d.set_clock(ManualClock::new(start + chrono::Duration::minutes(50)));
                let what = match seed % 3 {
                    0 => Declared::DrawAgreed,
                    1 => Declared::Resignation { loser: Color::Black },
                    _ => Declared::Resignation { loser: Color::White },
                };
                d.declare(what, "").unwrap();
            }
            let path = dir.join(format!("round{round}_board{board}.json"));
            victoria_record::store::save(&path, d.record()).unwrap();
        }
        let (code, out, err) =
            cli(&["--lang", "en", "tournament", "import", dir.to_str().unwrap(), dir.to_str().unwrap()]);
        assert_eq!(code, 0, "{out}{err}");
        f = Folder::open(&dir).unwrap().0;
    }
    f.save().unwrap();
}

/// The sample tournament is whole: it opens, every game in it passes the check and its result
/// is the one the round holds (importing them again changes nothing), and its standings add up.
#[test]
fn the_sample_tournament_is_whole_and_its_games_agree() {
    let dir = sample_dir();
    let t = event(&dir);
    assert_eq!(t.name, SAMPLE_EVENT);
    assert_eq!(t.played.len(), 5);
    let copy = victoria_testkit::temp_dir("sample-tournament");
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        std::fs::copy(&p, copy.join(p.file_name().unwrap())).unwrap();
    }
    let out = ok(&["--lang", "en", "tournament", "import", copy.to_str().unwrap(), dir.to_str().unwrap()]);
    assert_eq!(out.matches("already recorded").count(), 15, "{out}");
    let total: f64 = victoria_tournament::prints::standing_rows(&t).iter().map(|s| s.score.as_f64()).sum();
    assert_eq!(total, 15.0, "15 games give 15 points");
}

/// A six-player Swiss with Cyrillic names entered out of rating order.
fn cyrillic_swiss(root: &Path) -> std::path::PathBuf {
    let dir = root.join("swiss");
    let d = dir.to_str().unwrap();
    ok(&[
        "--lang",
        "en",
        "tournament",
        "new",
        d,
        "--name",
        "Кубок",
        "--system",
        "swiss",
        "--rounds",
        "3",
        "--ruleset",
        "classical",
    ]);
    for (name, rating) in [
        ("Иванов Иван", "1800"),
        ("Петрова Анна", "2010"),
        ("Сидоров Очень-Длинное-Имя Александрович", "2200"),
        ("Ли", "1500"),
        ("Орлова Мария", "1950"),
        ("Ким", "2100"),
    ] {
        ok(&["tournament", "player", d, "--name", name, "--rating", rating]);
    }
    dir
}

#[test]
fn tournament_round_1_is_paired_from_fide_s_initial_ranking() {
    let root = victoria_testkit::temp_dir("tour-rank");
    let dir = cyrillic_swiss(&root);
    let d = dir.to_str().unwrap();
    // Before round 1 the start list is already FIDE's order, and says so (issue 38's walk: it
    // listed the players as entered).
    let out = ok(&["--lang", "en", "tournament", "start-list", d]);
    assert!(out.lines().nth(1).unwrap().contains("Сидоров"), "{out}");
    assert!(out.contains("In FIDE's order of the initial ranking (C.04.2)"), "{out}");
    let out = ok(&["--lang", "en", "tournament", "pair", d]);
    assert!(out.contains("The initial ranking is FIDE's order"), "{out}");
    let t = event(&dir);
    let ratings: Vec<u32> = t.players.iter().map(|p| p.rating.unwrap()).collect();
    assert_eq!(ratings, [2200, 2100, 2010, 1950, 1800, 1500]);
    // The start list print, and the order frozen after round 1.
    let out = ok(&["--lang", "en", "tournament", "start-list", d]);
    assert!(out.lines().nth(1).unwrap().contains("Сидоров"), "{out}");
    assert!(out.contains("The initial ranking, fixed when round 1 was paired"), "{out}");
    let (code, _, err) = cli(&["--lang", "en", "tournament", "rank", d]);
    assert_eq!(code, 1);
    assert!(err.contains("frozen once round 1 is paired"), "{err}");
}

#[test]
fn tournament_the_arbiter_corrects_the_initial_ranking_before_round_1() {
    let root = victoria_testkit::temp_dir("tour-rank-fix");
    let dir = cyrillic_swiss(&root);
    let d = dir.to_str().unwrap();
    ok(&["--lang", "en", "tournament", "rank", d, "--order", "3,6,2,5,1,4"]);
    // The arbiter's order is said as his, not as FIDE's.
    let out = ok(&["--lang", "en", "tournament", "rank", d, "--order", "2,1,3,4,5,6"]);
    assert!(out.starts_with("The initial ranking is the order given"), "{out}");
    let out = ok(&["--lang", "ru", "tournament", "rank", d, "--order", "1,2,3,4,5,6"]);
    assert!(out.starts_with("Стартовый список — в заданном порядке"), "{out}");
    let out = ok(&["--lang", "en", "tournament", "pair", d]);
    assert!(!out.contains("The initial ranking is FIDE's order"), "{out}");
    assert_eq!(event(&dir).players[0].rating, Some(2100));
}

#[test]
fn tournament_standings_after_round_n_ignore_a_paired_round_without_results() {
    let root = victoria_testkit::temp_dir("tour-after");
    let dir = cyrillic_swiss(&root);
    let d = dir.to_str().unwrap();
    ok(&["tournament", "pair", d]);
    for b in ["1", "2", "3"] {
        ok(&["tournament", "result", d, "--round", "1", "--board", b, "1-0"]);
    }
    let after_1 = ok(&["--lang", "en", "tournament", "standings", d]);
    assert!(after_1.starts_with("Кубок: standings after round 1\n"), "{after_1}");
    ok(&["tournament", "pair", d]);
    let still = ok(&["--lang", "en", "tournament", "standings", d]);
    assert_eq!(still, after_1);
    let ru = ok(&["--lang", "ru", "tournament", "standings", d, "--round", "1"]);
    assert!(ru.starts_with("Кубок: положение после 1-го тура"), "{ru}");
    let (code, _, err) = cli(&["--lang", "en", "tournament", "standings", d, "--round", "2"]);
    assert_eq!(code, 2);
    assert!(err.contains("round 2 has no complete results yet"), "{err}");
}

/// Issue 38 (item 2): a standings print without `-o` goes into the event's folder, one file per
/// round of results (the standings after round 1 stay when round 2's are printed), and the
/// command names the file it wrote.
#[test]
fn tournament_standings_prints_keep_one_file_per_round_and_name_it() {
    let root = victoria_testkit::temp_dir("tour-print-rounds");
    let dir = cyrillic_swiss(&root);
    let d = dir.to_str().unwrap();
    ok(&["tournament", "pair", d]);
    for b in ["1", "2", "3"] {
        ok(&["tournament", "result", d, "--round", "1", "--board", b, "1-0"]);
    }
    let after_1 = dir.join("standings-after-round1.pdf");
    let out = ok(&["--lang", "en", "tournament", "print", d, "--what", "standings"]);
    assert_eq!(out.trim(), format!("Wrote {}.", after_1.display()));
    // Round 2 paired, no result yet: still the standings after round 1, under that name.
    ok(&["tournament", "pair", d]);
    let out = ok(&["--lang", "en", "tournament", "print", d, "--what", "standings"]);
    assert_eq!(out.trim(), format!("Wrote {}.", after_1.display()));
    for b in ["1", "2", "3"] {
        ok(&["tournament", "result", d, "--round", "2", "--board", b, "0-1"]);
    }
    let out = ok(&["--lang", "ru", "tournament", "print", d, "--what", "standings"]);
    let after_2 = dir.join("standings-after-round2-ru.pdf");
    assert_eq!(out.trim(), format!("Записан {}.", after_2.display()));
    let pages = |p: &Path| victoria_testkit::sheet::pdf_pages(&std::fs::read(p).unwrap()).join("\n");
    assert!(pages(&after_1).contains("Standings after round 1"), "{}", pages(&after_1));
    assert!(pages(&after_2).contains("после 2-го тура"), "{}", pages(&after_2));
    // An earlier round asked for by number is printed under its own name too.
    let out = ok(&["--lang", "en", "tournament", "print", d, "--what", "standings", "--round", "1", "--lang", "en"]);
    assert!(out.contains("standings-after-round1.pdf"), "{out}");
    // A round's pairing list: named by its round.
    let out = ok(&["--lang", "en", "tournament", "print", d, "--what", "pairings"]);
    assert!(out.contains(&dir.join("pairings-round2.pdf").display().to_string()), "{out}");
}

#[test]
fn tournament_standings_columns_align_for_any_name_and_value() {
    let root = victoria_testkit::temp_dir("tour-align");
    let dir = cyrillic_swiss(&root);
    let d = dir.to_str().unwrap();
    ok(&["tournament", "pair", d]);
    for b in ["1", "2", "3"] {
        ok(&["tournament", "result", d, "--round", "1", "--board", b, "1/2-1/2"]);
    }
    // Wide values: ARO and TPR in the thousands beside SB's hundredths.
    ok(&["tournament", "tie-breaks", d, "BH/C1,BH,SB,ARO,TPR,AOB,WIN"]);
    let out = ok(&["--lang", "en", "tournament", "standings", d]);
    let table: Vec<&str> = out.lines().skip(1).take(7).collect();
    // Every column ends at the same character offset on every row: the ends of the header's
    // codes are where each row's values end.
    let ends = |l: &str| -> Vec<usize> {
        let cs: Vec<char> = l.chars().collect();
        (0..cs.len()).filter(|&i| cs[i] != ' ' && cs.get(i + 1).is_none_or(|c| *c == ' ')).collect()
    };
    let head = ends(table[0]);
    for row in &table[1..] {
        let e = ends(row);
        assert!(head.iter().rev().take(8).all(|x| e.contains(x)), "{out}");
    }
    // Values never glue together: at least two spaces between columns.
    assert!(table[1..].iter().all(|l| !l.contains("1.52000")), "{out}");
    // The legend names each tie-break.
    assert!(out.contains("TPR    Tournament performance rating"), "{out}");
}

#[test]
fn tournament_no_panic_on_a_closed_pipe() {
    let root = victoria_testkit::temp_dir("tour-pipe");
    let dir = cyrillic_swiss(&root);
    let d = dir.to_str().unwrap();
    for args in [
        vec!["tournament", "standings", d],
        vec!["tournament", "start-list", d],
        vec!["tournament", "trf", "export", d],
        vec!["tournament", "tie-breaks", d],
        vec!["tournament", "pair", d],
        vec!["tournament", "trf", "export", "--fide", d],
    ] {
        let mut child = victoria_testkit::cli::command()
            .args(&args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked") && out.status.code() != Some(101), "{args:?}: {err}");
    }
    // Every command writes through the pipe-safe `outln!`/`out!`: none uses `print!`, which
    // panics on a closed pipe.
    let cli_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli");
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&cli_dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/main.rs"));
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let printing =
                ["println!(", "print!("].iter().any(|m| code.contains(m) && !code.contains(&format!("e{m}")));
            assert!(!printing, "{}:{}: print to stdout through outln!/out!: {line}", f.display(), i + 1);
        }
    }
}

#[test]
fn tournament_default_tie_breaks_are_the_screen_s_and_an_imported_event_s_can_be_set() {
    let root = victoria_testkit::temp_dir("tour-tb");
    let dir = cyrillic_swiss(&root);
    let t = event(&dir);
    let codes: Vec<String> = t.tie_breaks.iter().map(|&tb| victoria_tournament::tie_break_code(tb)).collect();
    assert_eq!(codes, ["BH/C1", "BH", "SB", "DE", "WIN"]);
    // An imported event (a real open with Swiss-Manager's forfeits): tie-breaks set and changed.
    let trf = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/tournament/tests/data/event_sklangen_example1.trf");
    let imported = root.join("imported");
    let i = imported.to_str().unwrap();
    ok(&["--lang", "en", "tournament", "trf", "import", trf.to_str().unwrap(), i]);
    let out = ok(&["--lang", "ru", "tournament", "tie-breaks", i, "BH/C1,SB/C1,ARO/C1,FB,AOB,TPR"]);
    assert!(out.contains("ARO/C1") && out.contains("Средний рейтинг соперников"), "{out}");
    assert_eq!(event(&imported).tie_breaks.len(), 6);
    ok(&["tournament", "tie-breaks", i, "none"]);
    assert!(event(&imported).tie_breaks.is_empty());
}

#[test]
fn tournament_trf_import_export_is_byte_for_byte_and_latin1_is_read_when_said() {
    let root = victoria_testkit::temp_dir("tour-trf-bytes");
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/tournament/tests/data");
    for name in ["event_sklangen_example1.trf", "event_sharly_trf26_import_test.trf", "event_sklangen_2020_06.trf"] {
        let folder = root.join(name);
        ok(&["tournament", "trf", "import", data.join(name).to_str().unwrap(), folder.to_str().unwrap()]);
        let out = root.join(format!("{name}.out"));
        ok(&["tournament", "trf", "export", folder.to_str().unwrap(), out.to_str().unwrap()]);
        assert!(std::fs::read(&out).unwrap() == std::fs::read(data.join(name)).unwrap(), "{name}");
    }
    let latin = root.join("latin.trf");
    let mut bytes = b"012 Open\n001    1      M".to_vec();
    bytes.push(0xFC);
    bytes.extend_from_slice(b"ller                            2100                             0.0    1\n");
    std::fs::write(&latin, &bytes).unwrap();
    let (code, _, err) = cli(&[
        "--lang",
        "en",
        "tournament",
        "trf",
        "import",
        latin.to_str().unwrap(),
        root.join("l1").to_str().unwrap(),
    ]);
    assert_eq!(code, 3);
    assert!(err.contains("line 2") && err.contains("not UTF-8"), "{err}");
    ok(&["tournament", "trf", "import", "--latin1", latin.to_str().unwrap(), root.join("l2").to_str().unwrap()]);
    let back = root.join("l2.trf");
    ok(&["tournament", "trf", "export", root.join("l2").to_str().unwrap(), back.to_str().unwrap()]);
    assert_eq!(std::fs::read(&back).unwrap(), bytes);
    // FIDE's report: Latin names, a corrected one kept.
    let dir = cyrillic_swiss(&root);
    let d = dir.to_str().unwrap();
    ok(&["tournament", "player", d, "--edit", "2", "--latin-name", "Anna Petrova"]);
    let out = ok(&["tournament", "trf", "export", "--fide", d]);
    assert!(out.contains("Anna Petrova") && out.contains("Ivanov Ivan"), "{out}");
    assert!(out.lines().filter(|l| l.starts_with("001")).all(str::is_ascii), "{out}");
}

#[test]
fn tournament_the_rating_for_unrated_players_places_them_in_the_initial_ranking() {
    let root = victoria_testkit::temp_dir("tour-unrated");
    let dir = cyrillic_swiss(&root);
    let d = dir.to_str().unwrap();
    ok(&["tournament", "player", d, "--name", "Новичок"]);
    ok(&["--lang", "en", "tournament", "unrated-rating", d, "1900"]);
    ok(&["tournament", "pair", d]);
    let t = event(&dir);
    // Estimated at 1900: after Orlova (1950), before Ivanov (1800).
    let names: Vec<&str> = t.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names[4], "Новичок", "{names:?}");
    let (code, _, err) = cli(&["--lang", "en", "tournament", "unrated-rating", d, "lots"]);
    assert_eq!(code, 2);
    assert!(err.contains("“lots” is not a rating"), "{err}");
}

#[test]
fn tournament_trf_import_keeps_forbidden_pairs_and_accelerations_for_pairing() {
    let root = victoria_testkit::temp_dir("tour-trf-xxp");
    let text = "\
012 Four
XXR 3
XXA    3  1.0
XXP 1 3
001    1      Alpha                             2100                             0.0    1
001    2      Beta                              2000                             0.0    2
001    3      Gamma                             1900                             0.0    3
001    4      Delta                             1800                             0.0    4
";
    let file = root.join("four.trf");
    std::fs::write(&file, text).unwrap();
    let dir = root.join("four");
    let d = dir.to_str().unwrap();
    ok(&["tournament", "trf", "import", file.to_str().unwrap(), d]);
    let t = event(&dir);
    assert_eq!(t.forbidden, vec![vec![1, 3]]);
    assert_eq!(t.accelerations.get(&3).map(Vec::len), Some(1));
    ok(&["tournament", "pair", d]);
    // Player 3, accelerated, would meet player 1: the forbidden pair sends him to player 2.
    let t = event(&dir);
    let mut pairs: Vec<(u32, u32)> =
        t.played[0].boards.iter().map(|b| (b.white.min(b.black), b.white.max(b.black))).collect();
    pairs.sort_unstable();
    assert_eq!(pairs, [(1, 4), (2, 3)]);
    // The records are written back as they were read.
    let out = ok(&["tournament", "trf", "export", d]);
    assert!(out.contains("\nXXA    3  1.0\nXXP 1 3\n001    1"), "{out}");
}
