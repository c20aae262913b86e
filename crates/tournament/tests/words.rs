//! Every refusal and explanation is worded in both languages from the catalogue, no two alike.

use victoria_tournament::*;
use victoria_words::{IoFact, assert_worded_apart};

#[test]
fn words_tournament_errors_in_both_languages() {
    use TournamentError::*;
    assert_worded_apart(&[
        UnknownPlayer { player: 3 },
        BadStartNumber { player: 0 },
        DuplicateStartNumber { player: 3 },
        PairedTwice { player: 3, round: 2 },
        SelfPaired { player: 3, round: 2 },
        PlayerWithdrawn { player: 3, round: 2 },
        PlayerLeftOut { player: 3, round: 2 },
        TwoPairingByes { round: 2 },
        BoardNumbers { round: 2, board: 4 },
        RoundOutOfOrder { round: 3, expected: 2 },
        PreviousRoundUnfinished { round: 1, board: 4 },
        RoundNotPaired { round: 2 },
        NotLastRound { round: 1, last: 2 },
        RoundHasResults { round: 2, board: 1 },
        UnpairedBoard { round: 2, board: 9 },
        CountWithoutWin { round: 2, board: 1 },
        RoundAlreadyPaired { round: 2 },
        PairingByeRequested { player: 3 },
        EventComplete { rounds: 7 },
        NoValidPairing { round: 5 },
        RoundRobinSize { players: 2 },
        RoundRobinRounds { round: 9, rounds: 7 },
        RoundRobinStarted { player: 6 },
        NoName { player: 4 },
        RatingTooHigh { player: 4, rating: 12345 },
        TitleTooLong { player: 4, title: "Grandmaster".into() },
        FederationTooLong { player: 4, federation: "Russia".into() },
        FideIdTooLong { player: 4, fide_id: 123_456_789_012 },
    ]);
}

#[test]
fn words_store_errors_and_notes_in_both_languages() {
    let io = IoFact::from(&std::io::Error::from(std::io::ErrorKind::NotFound));
    assert_worded_apart(&[
        StoreError::Io { file: "t.json".into(), fact: io },
        StoreError::Exists { file: "t.json".into() },
        StoreError::DamagedJson { line: 3, column: 4, field: None, detail: "x".into() },
        StoreError::DamagedJson { line: 3, column: 4, field: Some("name".into()), detail: "x".into() },
        StoreError::DamagedJournal { line: 2, fault: JournalFault::NotJson { column: 1, detail: "x".into() } },
        StoreError::DamagedJournal { line: 2, fault: JournalFault::Checksum },
        StoreError::DamagedJournal { line: 2, fault: JournalFault::Sequence { expected: 2, found: 4 } },
        StoreError::DamagedJournal {
            line: 2,
            fault: JournalFault::Refused(TournamentError::UnknownPlayer { player: 1 }),
        },
    ]);
    assert_worded_apart(&[OpenNote::TornLastLine { line: 9 }]);
}

#[test]
fn words_trf_errors_in_both_languages() {
    let e = |fault| TrfError { line: 4, fault };
    let mut all = vec![];
    for field in [
        TrfField::StartNumber,
        TrfField::Rating,
        TrfField::FideId,
        TrfField::Points,
        TrfField::Rank,
        TrfField::Rounds,
        TrfField::Opponent,
    ] {
        all.push(e(TrfFault::NotANumber { field, from: 5, to: 8, text: "ab".into() }));
    }
    all.extend([
        e(TrfFault::UnknownOpponent { round: 3, from: 112, to: 121, opponent: 41 }),
        e(TrfFault::BadColour { round: 1, column: 97, text: "x".into() }),
        e(TrfFault::BadResult { round: 1, column: 99, text: "7".into() }),
        e(TrfFault::OwnOpponent { round: 1, player: 2 }),
        e(TrfFault::Mismatch { round: 1, player: 2, opponent: 3 }),
        e(TrfFault::DuplicatePlayer { player: 2 }),
        e(TrfFault::BadFirstColour { text: "q".into() }),
        TrfError { line: 0, fault: TrfFault::NoPlayers },
    ]);
    assert_worded_apart(&all);
}

#[test]
fn words_explanations_in_both_languages() {
    use dutch_words::*;
    assert_worded_apart(&all());
}

mod dutch_words {
    use victoria_tournament::*;
    pub fn all() -> Vec<Explanation> {
        let mut v = vec![
            Explanation::FloatsDown { player: 7, from: Points(30), to: Points(25), opponent: 2 },
            Explanation::Bye { player: 9, score: Points::ZERO },
        ];
        for (k, rule) in [
            ColourRule::BothPreferences,
            ColourRule::StrongerPreference,
            ColourRule::Alternation,
            ColourRule::HigherRankedPreference,
            ColourRule::PairingNumber,
        ]
        .into_iter()
        .enumerate()
        {
            for colour in [Colour::White, Colour::Black] {
                v.push(Explanation::Colour { board: k as u32 + 1, player: 1, colour, rule });
            }
        }
        v
    }
}

#[test]
fn words_no_cyrillic_literal_in_the_code() {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    for entry in std::fs::read_dir(src).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap();
        assert!(!code.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c)), "{}", path.display());
        assert!(text.starts_with("//!"), "{} opens with its //! paragraph", path.display());
    }
}
