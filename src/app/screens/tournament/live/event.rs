//! The event as the hub tells it to desks and spectators, read from the open tournament: each
//! round's pairing and results, what a desk given a board starts its game with, the standings.
//! The hub never reads the tournament itself (docs/LIVE.md).

use victoria_live::hub::{EventInfo, Verdict};
use victoria_live::join::{BoardId, BoardStart};
use victoria_live::pages::{LiveBye, LivePairing, LiveRound, LiveScore, LiveStandings, StandingRow};
use victoria_record::EventInfo as GameEvent;
use victoria_record::time_control::TimeControl;
use victoria_session::tournament::{BoardLine, TournamentSession, TypedResult};
use victoria_tournament::GameResult;

/// The result the event holds for a board, as the hub counts it (`None`: none, or adjourned).
pub fn verdict_of(b: &BoardLine) -> Option<Verdict> {
    Some(match (b.result?, b.by_count) {
        (GameResult::WhiteWins, true) => Verdict::WhiteCount,
        (GameResult::BlackWins, true) => Verdict::BlackCount,
        (GameResult::WhiteWins, false) => Verdict::White,
        (GameResult::BlackWins, false) => Verdict::Black,
        (GameResult::Draw, _) => Verdict::Draw,
        (GameResult::WhiteForfeit, _) => Verdict::WhiteForfeit,
        (GameResult::BlackForfeit, _) => Verdict::BlackForfeit,
        (GameResult::DoubleForfeit, _) => Verdict::DoubleForfeit,
        _ => return None,
    })
}

/// The Tournament screen's result for the hub's (their keys are the same).
pub fn typed_of(v: Verdict) -> TypedResult {
    TypedResult::ALL.into_iter().find(|t| t.key() == v.key()).unwrap_or(TypedResult::Clear)
}

/// The hub's result for one typed on the Tournament screen (`None`: adjourned, or cleared).
pub fn verdict_of_typed(t: TypedResult) -> Option<Verdict> {
    Verdict::from_key(t.key())
}

/// The event as the hub serves it.
pub fn event_info(d: &TournamentSession) -> EventInfo {
    let s = d.summary();
    let current = d.rounds().last().copied();
    let time_control = TimeControl::parse(s.time_control.trim()).ok();
    let mut rounds = Vec::new();
    let mut starts = Vec::new();
    for number in d.rounds() {
        let Some(r) = d.round(number) else { continue };
        let boards = r
            .boards
            .iter()
            .map(|b| LivePairing {
                board: b.board,
                white: b.white.name.clone(),
                black: b.black.name.clone(),
                white_no: Some(b.white.number),
                black_no: Some(b.black.number),
                ruleset: s.ruleset.clone(),
                result: verdict_of(b).map(|v| LiveScore { score: v.score().to_string(), state: "final".into() }),
            })
            .collect();
        let byes = r
            .byes
            .iter()
            .map(|y| LiveBye { player: y.name.clone(), no: Some(y.number), points: y.points.to_string() })
            .collect();
        rounds.push(LiveRound {
            event: s.name.clone(),
            round: number,
            rounds: s.rounds,
            current: Some(number) == current,
            boards,
            byes,
        });
        for b in &r.boards {
            let Some(start) = d.board_start(number, b.board) else { continue };
            let event = GameEvent {
                event: start.event,
                site: start.site,
                date: d.round_date(number).unwrap_or_default().to_string(),
                round: number.to_string(),
                board: b.board.to_string(),
                white: start.white,
                black: start.black,
                ..GameEvent::default()
            };
            let board = BoardId { round: number, board: b.board };
            starts.push((board, BoardStart { event, rules: start.rules, time_control: time_control.clone() }));
        }
    }
    let st = d.standings();
    let standings = LiveStandings {
        event: s.name.clone(),
        after_round: d.tournament().complete_rounds(),
        rounds: s.rounds,
        tiebreaks: st.columns.clone(),
        rows: st
            .rows
            .into_iter()
            .map(|r| StandingRow {
                rank: r.rank,
                no: Some(r.player),
                name: r.name,
                rating: r.rating,
                points: r.score.to_string(),
                tiebreaks: r.tie_breaks,
            })
            .collect(),
    };
    EventInfo { name: s.name, current, rounds, starts, standings: Some(standings) }
}
