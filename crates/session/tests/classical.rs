//! Classical chess worded as its own (issue 39): a game from a composed position (king against
//! king) offers only the grounds classical chess has, cited by FIDE's articles — no point
//! count, no "reserves spent", none of R26–R28 — calls the dead position FIDE's (5.2.2) where
//! Victoria says "mate has become impossible", and a move typed after the end is answered
//! with the game's end and its result, not "move not understood".

use victoria_rules::{Color, Rules, Ruleset};
use victoria_session::model::{EventFields, Flag, Ground};
use victoria_session::session::Session;
use victoria_testkit::temp_dir;
use victoria_words::{Lang, Words};

const KINGS: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

fn kings(name: &str) -> (Session, std::path::PathBuf) {
    let dir = temp_dir(name);
    let s = Session::new_at(&EventFields::default(), Rules::classical(), &dir, Lang::En, Some(KINGS)).unwrap();
    (s, dir)
}

#[test]
fn the_classical_result_dialog_offers_fide_s_grounds_only() {
    let (s, dir) = kings("classical-grounds");
    assert!(s.is_classical());
    let grounds = s.grounds();
    for g in [Ground::NothingToMove, Ground::NoStrikingForce, Ground::AgreedCount, Ground::HundredPlies] {
        assert!(!grounds.contains(&g), "{g:?} is Victoria's");
    }
    for g in [Ground::Stalemate, Ground::DeadPosition, Ground::FiftyMoves, Ground::LostOnTime(Color::White)] {
        assert!(grounds.contains(&g), "{g:?}");
    }
    for lang in Lang::ALL {
        for &g in &grounds {
            let w = s.ground_words(g, lang);
            assert!(!w.contains("(R") && !w.contains("(S"), "{lang:?}: {w}");
            for victoria in
                ["ount", "reserve", "petrif", "очк", "резерв", "запас", "окамен", "mate is impossible", "невозможен"]
            {
                assert!(!w.contains(victoria), "{lang:?}: {w}");
            }
        }
    }
    assert_eq!(s.ground_words(Ground::DeadPosition, Lang::En), "Dead position: draw (FIDE 5.2.2)");
    assert_eq!(s.ground_words(Ground::DeadPosition, Lang::Ru), "Мёртвая позиция: ничья (ст. 5.2.2 Правил ФИДЕ)");
    assert_eq!(s.ground_words(Ground::Checkmate(Color::White), Lang::En), "Checkmate: White wins (FIDE 5.1.1)");
    // King against king is a dead position the engine sees at once.
    assert_eq!(s.detected_ground(), Some(Ground::DeadPosition));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_dead_position_in_classical_chess_is_fide_s_draw_and_a_move_after_it_says_the_game_has_ended() {
    let (mut s, dir) = kings("classical-dead");
    // A move typed while the engine sees the end: the game has ended, with the verdict.
    let flags = s.record_move("Ke2");
    let [Flag::Ended { message }] = flags.as_slice() else { panic!("{flags:?}") };
    let en = message.words(Lang::En);
    assert!(en.contains("dead position") && en.contains("FIDE 5.2.2"), "{en}");
    assert!(!en.contains("mate has become impossible"), "{en}");
    assert!(message.words(Lang::Ru).contains("мёртвая позиция"), "{}", message.words(Lang::Ru));

    // Victoria's grounds are refused as not this game's.
    let e = s.set_result(Ground::AgreedCount, "").unwrap_err();
    assert!(e.words(Lang::En).contains("is a ground of Victoria, not of this game"), "{}", e.words(Lang::En));
    s.set_result(Ground::DeadPosition, "").unwrap();
    let r = s.result().unwrap().clone();
    assert_eq!((r.outcome, r.ground), (victoria_record::ResultKind::Draw, Some(victoria_record::Ground::DeadPosition)));
    assert!(r.points_white.is_none(), "classical chess has no count");
    let line = s.result_line(Lang::En);
    assert!(line.contains("dead position (FIDE 5.2.2)") && !line.contains("impossible"), "{line}");
    // The score as on the sheet and the event's tables, not PGN's 1/2-1/2.
    assert!(line.starts_with("½-½ — "), "{line}");
    assert!(s.result_line(Lang::Ru).contains("мёртвая позиция"), "{}", s.result_line(Lang::Ru));
    assert!(victoria_record::check(s.record()).is_ok(), "{:?}", victoria_record::check(s.record()).problems);

    // After the result: the game has ended, its result said, never "not understood".
    let flags = s.record_move("Ke2");
    let [Flag::Ended { message }] = flags.as_slice() else { panic!("{flags:?}") };
    let en = message.words(Lang::En);
    assert!(en.contains("½-½") && en.contains("dead position, FIDE 5.2.2"), "{en}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_dead_position_the_arbiter_rules_in_classical_chess_is_a_draw_not_a_count() {
    let dir = temp_dir("classical-ruled");
    // Rooks on both sides: the engine sees no end; the arbiter rules (with a reason).
    let pos = "4k3/8/8/8/8/8/8/R3K2r w - - 0 1";
    let mut s = Session::new_at(&EventFields::default(), Rules::classical(), &dir, Lang::En, Some(pos)).unwrap();
    assert_eq!(s.detected_ground(), None);
    assert!(s.set_result(Ground::DeadPosition, "").is_err(), "a ruled dead position needs its reason");
    s.set_result(Ground::DeadPosition, "both kings walled in by the arbiter's ruling").unwrap();
    let r = s.result().unwrap();
    assert_eq!(r.outcome, victoria_record::ResultKind::Draw);
    assert!(r.points_white.is_none() && r.winner.is_none());
    assert!(victoria_record::check(s.record()).is_ok(), "{:?}", victoria_record::check(s.record()).problems);
    assert_eq!(s.record().rules.ruleset, Ruleset::Classical);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A classical game's verdicts cite FIDE's articles, never Victoria's rulings: a typed move
/// after a stalemate, and a ground the engine does not see.
#[test]
fn a_classical_verdict_cites_fide_not_victoria() {
    let dir = temp_dir("classical-stalemate");
    // Black to move, stalemated.
    let pos = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    let mut s = Session::new_at(&EventFields::default(), Rules::classical(), &dir, Lang::En, Some(pos)).unwrap();
    assert_eq!(s.detected_ground(), Some(Ground::Stalemate));
    let flags = s.record_move("Kg8");
    let [Flag::Ended { message }] = flags.as_slice() else { panic!("{flags:?}") };
    let en = message.words(Lang::En);
    assert!(en.contains("draw: stalemate (FIDE 5.2.1)") && !en.contains("(R"), "{en}");
    assert!(message.words(Lang::Ru).contains("ст. 5.2.1 Правил ФИДЕ"), "{}", message.words(Lang::Ru));
    let e = s.set_result(Ground::Repetition, "").unwrap_err();
    let en = e.words(Lang::En);
    assert!(en.contains("FIDE 5.2.1") && !en.contains("(R"), "{en}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A classical draw after 100 plies without capture or pawn move is FIDE's fifty moves (9.3):
/// its words speak of no petrification, on the screen and on the sheet.
#[test]
fn a_classical_fifty_move_draw_is_worded_as_fide_s() {
    let dir = temp_dir("classical-fifty");
    let pos = "4k3/8/8/8/8/8/8/R3K3 w - - 99 80";
    let mut s = Session::new_at(&EventFields::default(), Rules::classical(), &dir, Lang::En, Some(pos)).unwrap();
    s.record_move("Ra2");
    assert_eq!(s.detected_ground(), Some(Ground::FiftyMoves));
    s.set_result(Ground::FiftyMoves, "").unwrap();
    for lang in Lang::ALL {
        let line = s.result_line(lang);
        assert!(!line.contains("petrif") && !line.contains("окамен"), "{line}");
        let sheet = victoria_sheet::from_record::sheet_data(s.record(), lang);
        let said = format!("{:?}", sheet.result);
        assert!(!said.contains("petrif") && !said.contains("окамен"), "{said}");
    }
    assert!(s.result_line(Lang::En).contains("50 moves"), "{}", s.result_line(Lang::En));
    assert!(victoria_record::check(s.record()).is_ok(), "{:?}", victoria_record::check(s.record()).problems);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The public window of a game ended by mate shows its result, not "CHECK — Black is in check:
/// the next move must answer it" (seen on the public window of a finished game); a check in a
/// game going on is still shown.
#[test]
fn a_finished_game_s_public_window_says_no_check() {
    let dir = temp_dir("classical-public-check");
    let pos = "6k1/5pp1/7p/8/8/8/8/R5K1 w - - 0 1";
    let mut s = Session::new_at(&EventFields::default(), Rules::classical(), &dir, Lang::En, Some(pos)).unwrap();
    s.record_move("Ra8+");
    assert_eq!(s.public_view(Lang::En).check, Some(Color::Black), "a check while the game goes on");
    let _ = std::fs::remove_dir_all(&dir);

    let dir = temp_dir("classical-public-mate");
    let pos = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    let mut s = Session::new_at(&EventFields::default(), Rules::classical(), &dir, Lang::En, Some(pos)).unwrap();
    s.record_move("Ra8#");
    assert_eq!(s.detected_ground(), Some(Ground::Checkmate(Color::White)));
    if s.record().result.is_none() {
        s.set_result(Ground::Checkmate(Color::White), "").unwrap();
    }
    let v = s.public_view(Lang::En);
    assert!(v.result.is_some(), "the result is shown");
    assert_eq!(v.check, None, "a finished game shows no check");
    let _ = std::fs::remove_dir_all(&dir);
}
