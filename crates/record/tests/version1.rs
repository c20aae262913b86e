//! Records of format version 1 (written before the record kept typed facts) still open, check,
//! export and verify: `tests/fixtures/v1/` holds the seven sample games as version 1 wrote them
//! and three of them sealed by the arbiter with the version-1 build.

use std::path::{Path, PathBuf};
use victoria_record::recorder::Recorder;
use victoria_record::sign::{self, Verdict};
use victoria_record::{GameRecord, Ground, Occupant, PenaltyKind, ResultKind, VERSION, check, pgn, store};
use victoria_rules::{Color, Role};
use victoria_words::Lang;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v1")
}

fn text(name: &str) -> String {
    std::fs::read_to_string(fixtures().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

const SEALED: [&str; 3] = [
    "05_blind_bastions_sealed.json",
    "06_illegal_attempts_and_takeback_sealed.json",
    "07_synthesis_king_capture_sealed.json",
];

#[test]
fn every_version_1_record_opens_checks_and_exports() {
    let mut n = 0;
    for entry in std::fs::read_dir(fixtures()).unwrap() {
        let path = entry.unwrap().path();
        let t = std::fs::read_to_string(&path).unwrap();
        assert!(t.contains("\"version\": 1"), "{} is a version-1 record", path.display());
        let r = store::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(r.version, VERSION, "read into this version's types");
        let report = check(&r);
        assert!(report.is_ok(), "{}: {:?}", path.display(), report.problems);
        assert!(pgn::public(&r).contains("[Result "), "{}", path.display());
        let data = victoria_sheet::from_record::sheet_data(&r, Lang::Ru);
        assert!(!data.result.score.is_empty(), "{}", path.display());
        n += 1;
    }
    assert!(n >= 10, "only {n} fixtures");
}

#[test]
fn a_version_1_record_sealed_by_the_arbiter_still_verifies() {
    for name in SEALED {
        let t = text(name);
        let v = sign::verify_json(&t);
        assert!(v.is_intact(), "{name}: {v}");
        let r = GameRecord::from_json(&t).unwrap();
        assert_eq!(r.digest_hex(), r.arbiter_seal.as_ref().unwrap().digest, "{name}");
        // Written back unchanged, it is the same version-1 document and still intact.
        let again = r.to_json();
        assert!(again.contains("\"version\": 1"), "{name}");
        assert!(sign::verify_json(&again).is_intact(), "{name}");
        assert_eq!(GameRecord::from_json(&again).unwrap(), r);
    }
}

#[test]
fn a_changed_version_1_record_no_longer_verifies_and_names_the_change() {
    let t = text(SEALED[1]);
    let doctored = t.replacen("\"white\": \"Maxim Nikitin\"", "\"white\": \"Somebody Else\"", 1);
    assert_ne!(doctored, t);
    match sign::verify_json(&doctored) {
        Verdict::Changed { differences, .. } => {
            assert!(differences.iter().any(|d| d.to_string().contains("event.white")), "{differences:?}");
            let field = victoria_sheet::Part::Field { path: "event.white".into() };
            assert!(
                differences.iter().any(|d| d.part == field && d.change == victoria_sheet::Change::Changed),
                "{differences:?}"
            );
        }
        other => panic!("{other}"),
    }
    // A change made in memory breaks it too, and the record is then written as this version.
    let mut r = GameRecord::from_json(&t).unwrap();
    r.event.white = "Somebody Else".into();
    assert!(!sign::verify(&r).is_intact());
    assert!(r.to_json().contains(&format!("\"version\": {VERSION}")));
}

#[test]
fn a_sealed_version_1_record_opened_at_the_desk_stays_intact() {
    let dir = crate::support::temp_dir("v1-sealed");
    let path = dir.join("sealed.json");
    std::fs::write(&path, text(SEALED[0])).unwrap();
    let mut d = Recorder::open(&path).unwrap();
    let refused = d.clear_result("a second look");
    assert!(matches!(refused, Err(victoria_record::RecorderError::SealedRecord)), "{refused:?}");
    d.close().unwrap();
    let back = std::fs::read_to_string(&path).unwrap();
    assert!(sign::verify_json(&back).is_intact(), "{}", sign::verify_json(&back));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn version_1_prose_becomes_typed_facts() {
    let blind = GameRecord::from_json(&text("05_blind_bastions.json")).unwrap();
    let d4 = blind.bastion_lots.iter().find(|l| l.square == "d4").unwrap();
    assert_eq!(d4.held_by, Some(Occupant::Piece { color: Color::White, role: Role::Knight }));
    let res = blind.result.as_ref().unwrap();
    assert_eq!((res.outcome, res.ground), (ResultKind::Points, Some(Ground::Agreement)));
    assert_eq!(res.reason, "", "the desk's own sentence is not kept as the arbiter's words");

    let ill = GameRecord::from_json(&text("06_illegal_attempts_and_takeback.json")).unwrap();
    let p: Vec<PenaltyKind> = ill.illegal_attempts.iter().map(|a| a.penalty).collect();
    assert_eq!(p, vec![PenaltyKind::OpponentTwoMinutes, PenaltyKind::OpponentTwoMinutes]);
    assert_eq!(ill.result.as_ref().unwrap().outcome, ResultKind::Resignation);

    let syn = GameRecord::from_json(&text("07_synthesis_king_capture.json")).unwrap();
    let res = syn.result.as_ref().unwrap();
    assert_eq!((res.outcome, res.ground), (ResultKind::KingCaptured, Some(Ground::BothKings)));
    assert_eq!(
        victoria_record::i18n::record::result_sentence(Lang::En, res, victoria_rules::Ruleset::Synthesis),
        "Black wins: both kings were captured and Black captured last (S27)"
    );
}
