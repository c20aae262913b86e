//! Results from the boards (issue 24): each board's game file — saved by this desk or brought
//! from another machine on a stick — matched to the event's round and board by its event name,
//! round, board and players, and its result taken into the round only when the record passes
//! the checker and, where it is sealed, its arbiter's seal verifies. A result that differs from
//! the one the round already holds is a conflict, shown and never overwritten. Every file gets
//! a [`Finding`]: a fact (what the checker, the seal or the file said, as their own facts),
//! worded in `boards.ftl` where it is shown.

use crate::i18n::Words;
use crate::t;
use std::path::{Path, PathBuf};
use victoria_record::sign::{self, Verdict};
use victoria_record::store::{LoadError, load_game};
use victoria_record::{GameRecord, ResultKind};
use victoria_record::{Problem, check};
use victoria_rules::Color;
use victoria_tournament::{Action, GameResult, Tournament};
use victoria_words::Lang;

/// What a game file says for the event.
#[derive(Debug)]
pub enum Finding {
    /// The result counts: `action` sets it on its board.
    Counted { round: u32, board: u32, result: GameResult, action: Action },
    /// The round already holds this result.
    AlreadyRecorded { round: u32, board: u32 },
    /// The round holds another result: shown, not overwritten.
    Conflict { round: u32, board: u32, recorded: GameResult, found: GameResult },
    /// The game is of another event (its event name).
    OtherEvent { event: String },
    /// Round or board missing or not a number, or not paired in the event.
    NoSuchBoard { round: String, board: String },
    /// The board is paired with other players.
    OtherPlayers { round: u32, board: u32, white: String, black: String },
    /// The game has no result yet.
    Unfinished { round: u32, board: u32 },
    /// The checker finds problems (their number and the first).
    CheckFails { round: u32, board: u32, problems: usize, first: Problem },
    /// The record is sealed but its seal does not verify (the verdict).
    SealFails { round: u32, board: u32, verdict: Verdict },
    /// The file cannot be read as a game record (why).
    Unreadable { why: LoadError },
}

/// A game file and what it says.
#[derive(Debug)]
pub struct FileFinding {
    pub file: PathBuf,
    pub finding: Finding,
}

fn same(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

/// The tournament's result for a record's result: played games by their winner, a forfeit as
/// unplayed; `None` while the game goes on.
fn board_result(r: &GameRecord) -> Option<(GameResult, bool)> {
    let res = r.result.as_ref()?;
    let by_count = res.outcome == ResultKind::Points && res.winner.is_some();
    // A loss on time or by illegal moves was played: it counts as a game, not a forfeit.
    let forfeit = res.is_forfeit();
    let result = match (res.winner, forfeit) {
        (Some(Color::White), false) => GameResult::WhiteWins,
        (Some(Color::Black), false) => GameResult::BlackWins,
        (Some(Color::White), true) => GameResult::WhiteForfeit,
        (Some(Color::Black), true) => GameResult::BlackForfeit,
        (None, true) => GameResult::DoubleForfeit,
        (None, false) => GameResult::Draw,
    };
    Some((result, by_count))
}

/// What one record says for the event `t`.
pub fn judge(t: &Tournament, r: &GameRecord) -> Finding {
    let info = &r.event;
    if !same(&info.event, &t.name) {
        return Finding::OtherEvent { event: info.event.clone() };
    }
    let no_board = || Finding::NoSuchBoard { round: info.round.clone(), board: info.board.clone() };
    let (Ok(round), Ok(board)) = (info.round.trim().parse::<u32>(), info.board.trim().parse::<u32>()) else {
        return no_board();
    };
    let Some(b) = t.round(round).and_then(|rd| rd.boards.iter().find(|b| b.number == board)) else {
        return no_board();
    };
    let name = |n: u32| t.player(n).map(|p| p.name.clone()).unwrap_or_default();
    if !same(&name(b.white), &info.white) || !same(&name(b.black), &info.black) {
        return Finding::OtherPlayers { round, board, white: info.white.clone(), black: info.black.clone() };
    }
    let Some((result, by_count)) = board_result(r) else { return Finding::Unfinished { round, board } };
    let report = check(r);
    if let Some(first) = report.problems.first() {
        return Finding::CheckFails { round, board, problems: report.problems.len(), first: first.clone() };
    }
    match sign::verify(r) {
        Verdict::Intact { .. } | Verdict::Unsealed { .. } => {}
        verdict => return Finding::SealFails { round, board, verdict },
    }
    match b.result {
        Some(recorded) if recorded == result => Finding::AlreadyRecorded { round, board },
        Some(recorded) => Finding::Conflict { round, board, recorded, found: result },
        None => Finding::Counted {
            round,
            board,
            result,
            action: Action::SetResult { round, board, result: Some(result), by_count },
        },
    }
}

/// Every game file (`*.json`, hidden files left out) directly in `dir`, in name order, judged.
pub fn collect(t: &Tournament, dir: &Path) -> std::io::Result<Vec<FileFinding>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension().is_some_and(|x| x == "json")
                && p.file_name().is_some_and(|n| !n.to_string_lossy().starts_with('.'))
                && p.file_name().is_some_and(|n| n != victoria_tournament::TOURNAMENT_FILE)
        })
        .collect();
    files.sort();
    Ok(files
        .into_iter()
        .map(|file| {
            let finding = match load_game(&file) {
                Ok(r) => judge(t, &r),
                Err(why) => Finding::Unreadable { why },
            };
            FileFinding { file, finding }
        })
        .collect())
}

impl Words for Finding {
    fn words(&self, lang: Lang) -> String {
        match self {
            Finding::Counted { round, board, result, .. } => {
                t!(lang, "boards-counted", round = *round, board = *board, result = result.notation())
            }
            Finding::AlreadyRecorded { round, board } => t!(lang, "boards-already", round = *round, board = *board),
            Finding::Conflict { round, board, recorded, found } => t!(
                lang,
                "boards-conflict",
                round = *round,
                board = *board,
                recorded = recorded.notation(),
                found = found.notation()
            ),
            Finding::OtherEvent { event } => t!(lang, "boards-other-event", event = event.as_str()),
            Finding::NoSuchBoard { round, board } => {
                t!(lang, "boards-no-such-board", round = round.as_str(), board = board.as_str())
            }
            Finding::OtherPlayers { round, board, white, black } => t!(
                lang,
                "boards-other-players",
                round = *round,
                board = *board,
                white = white.as_str(),
                black = black.as_str()
            ),
            Finding::Unfinished { round, board } => t!(lang, "boards-unfinished", round = *round, board = *board),
            Finding::CheckFails { round, board, problems, first } => t!(
                lang,
                "boards-check-fails",
                round = *round,
                board = *board,
                problems = *problems,
                first = first.words(lang)
            ),
            Finding::SealFails { round, board, verdict } => {
                t!(lang, "boards-seal-fails", round = *round, board = *board, verdict = verdict.words(lang))
            }
            Finding::Unreadable { why } => t!(lang, "boards-unreadable", why = why.words(lang)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_result(outcome: ResultKind, ground: Option<victoria_record::Ground>, reason: &str) -> GameRecord {
        let path = victoria_testkit::repo().join("sample_games/10_classical_on_time.json");
        let mut r: GameRecord = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let res = r.result.as_mut().unwrap();
        res.outcome = outcome;
        res.ground = ground;
        res.reason = reason.into();
        r
    }

    /// A loss on time was played: the event counts it as a win and a loss, not a forfeit — in
    /// records written today (`loss`) and in older ones (`forfeit` with the FIDE ground).
    #[test]
    fn a_loss_on_time_is_a_played_game_and_a_forfeit_is_not() {
        use victoria_record::Ground;
        let now = with_result(ResultKind::Loss, Some(Ground::FlagFell), "");
        assert_eq!(board_result(&now), Some((GameResult::BlackWins, false)));
        let old = with_result(ResultKind::Forfeit, Some(Ground::FlagFell), "");
        assert_eq!(board_result(&old), Some((GameResult::BlackWins, false)));
        let illegal = with_result(ResultKind::Loss, Some(Ground::IllegalMoves), "");
        assert_eq!(board_result(&illegal), Some((GameResult::BlackWins, false)));
        let forfeit = with_result(ResultKind::Forfeit, None, "White did not appear");
        assert_eq!(board_result(&forfeit), Some((GameResult::BlackForfeit, false)));
    }
}
