//! Club statistics over records made by the desk (issue 7, point 4): Synthesis games recorded
//! through `Recorder` — the sample with a king capture and its reply, and a resigned game between
//! two players who also met at Victoria — are counted in the Synthesis table only, never mixed
//! with the same players' Victoria games, and the folder archive exports them as Synthesis.

use victoria_club::titles::Thresholds;
use victoria_club::{pgn as club_pgn, rows, scan};
use victoria_record::{Declared, EventInfo, GameRecord, Recorder, samples, store};
use victoria_rules::{Color, Options, Rules, Ruleset};
use victoria_words::Lang;

#[test]
fn synthesis_games_from_the_desk_stay_in_their_own_table() {
    let dir = crate::support::temp_dir("club-synthesis");

    // A Victoria game between Anna and Boris (Anna mates).
    let victoria = samples::mate().unwrap();
    let v = victoria.record();
    assert_eq!((v.event.white.as_str(), v.event.black.as_str()), ("Anna Orlova", "Boris Lebedev"));
    store::save(&dir.join("a_victoria.json"), v).unwrap();

    // The same two at Synthesis: Anna resigns.
    let info = EventInfo { white: "Anna Orlova".into(), black: "Boris Lebedev".into(), ..Default::default() };
    let rules = Rules { ruleset: Ruleset::Synthesis, options: Options::default() };
    let mut d = Recorder::in_memory(GameRecord::new(info, rules)).unwrap();
    for m in ["e4", "e5", "Nf3", "Nc6"] {
        d.record_move(m).unwrap();
    }
    d.declare(Declared::Resignation { loser: Color::White }, "").unwrap();
    store::save(&dir.join("b_synthesis.json"), d.record()).unwrap();

    // The sample: Black captures back the king and wins (S27).
    let s = samples::synthesis_king_capture().unwrap();
    store::save(&dir.join("c_synthesis_sample.json"), s.record()).unwrap();

    let found = scan::scan_dir(&dir, &|_| {}).unwrap();
    assert!(found.skipped.is_empty(), "{:?}", found.skipped);
    let stats = found.stats();

    let vt = stats.table(Ruleset::Victoria).unwrap();
    assert_eq!(vt.games, 1);
    let anna_v = vt.player("Anna Orlova").unwrap();
    assert_eq!((anna_v.games, anna_v.wins, anna_v.wins_mate, anna_v.losses), (1, 1, 1, 0));
    assert!(vt.player("Olga Sokolova").is_none(), "a Synthesis player in the Victoria table");

    let st = stats.table(Ruleset::Synthesis).unwrap();
    assert_eq!(st.games, 2);
    let anna_s = st.player("Anna Orlova").unwrap();
    assert_eq!((anna_s.games, anna_s.wins, anna_s.losses), (1, 0, 1));
    assert_eq!(st.player("Boris Lebedev").unwrap().wins, 1);
    let pavel = st.player("Pavel Morozov").unwrap();
    assert_eq!((pavel.games, pavel.wins), (1, 1), "the last king capture wins (S27)");
    assert_eq!(pavel.wins_mate, 1, "a king capture is a decisive win, counted with the mates (S27)");
    assert_eq!(st.player("Boris Lebedev").unwrap().wins_mate, 0, "a resignation is a win, not by mate");
    assert_eq!(st.player("Olga Sokolova").unwrap().losses, 1);
    // The Synthesis table says what its figure counts; Victoria's keeps "By mate".
    let t = Thresholds::default();
    let synthesis_text = rows::text_table(st, &t, Lang::En);
    let header = synthesis_text.lines().find(|l| l.starts_with("Player")).unwrap();
    assert!(header.contains("Mate/king"), "{synthesis_text}");
    let victoria_text = rows::text_table(vt, &t, Lang::En);
    assert!(victoria_text.contains("By mate") && !victoria_text.contains("Mate/king"), "{victoria_text}");
    let ru = rows::text_table(st, &t, Lang::Ru);
    assert!(ru.contains("Мат/кор."), "{ru}");
    let pavel_line = synthesis_text.lines().find(|l| l.contains("Pavel Morozov")).unwrap().to_string();
    let cells: Vec<&str> = pavel_line.split_whitespace().collect();
    // Player (two words), games, wins, draws, losses, wins by mate/king capture.
    assert_eq!(&cells[2..7], &["1", "1", "0", "0", "1"], "{pavel_line}");
    assert_eq!(pavel.petrifications + pavel.walls, 0, "nothing petrifies in Synthesis");
    assert!(found.games.iter().filter(|g| g.ruleset == Ruleset::Synthesis).all(|g| g.unspent.is_none()));

    let archive = club_pgn::archive_dir(&dir, &|_| {}).unwrap();
    assert_eq!(archive.games, 3);
    assert_eq!(archive.pgn.matches("[Variant \"Synthesis\"]").count(), 2);
    assert_eq!(archive.pgn.matches("[Variant \"Victoria\"]").count(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}
