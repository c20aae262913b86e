//! The event as the chief arbiter's hub serves it, read from the open tournament (the hub never
//! reads the tournament itself, docs/LIVE.md): each round's pairing and results, what a desk
//! given a board starts its game with, the standings; and the results as the hub counts them.
//! One place for the command line's `hub` and the Tournament screen's "Boards live" tab.

use victoria_live::hub::{EventInfo, HubHandle, Verdict};
use victoria_live::join::{self, BoardId};
use victoria_live::pages::{LiveBye, LivePairing, LiveRound, LiveScore, LiveStandings, StandingRow};
use victoria_record::time_control::TimeControl;
use victoria_session::tournament::{TournamentSession, TypedResult};
use victoria_tournament::GameResult;

/// The event's result as the hub counts it (`None`: none yet, or adjourned).
pub fn verdict_of(result: Option<GameResult>, by_count: bool) -> Option<Verdict> {
    Some(match (result?, by_count) {
        (GameResult::WhiteWins, false) => Verdict::White,
        (GameResult::WhiteWins, true) => Verdict::WhiteCount,
        (GameResult::BlackWins, false) => Verdict::Black,
        (GameResult::BlackWins, true) => Verdict::BlackCount,
        (GameResult::Draw, _) => Verdict::Draw,
        (GameResult::WhiteForfeit, _) => Verdict::WhiteForfeit,
        (GameResult::BlackForfeit, _) => Verdict::BlackForfeit,
        (GameResult::DoubleForfeit, _) => Verdict::DoubleForfeit,
        (GameResult::Adjourned, _) => return None,
    })
}

/// Tells the hub the event as it stands: the rounds, what each board starts with, the
/// standings, and the results the event holds (a desk's result that differs is a conflict).
pub fn publish_event(hub: &HubHandle, session: &TournamentSession) {
    let info = event_info(session);
    for r in &info.rounds {
        for b in &r.boards {
            let typed = session
                .round(r.round)
                .and_then(|v| v.boards.into_iter().find(|x| x.board == b.board))
                .and_then(|x| verdict_of(x.result, x.by_count));
            let _ = hub.set_typed(r.round, b.board, typed);
        }
    }
    hub.set_event(info);
}

/// The event as the hub serves it.
pub fn event_info(session: &TournamentSession) -> EventInfo {
    let summary = session.summary();
    let paired = session.rounds();
    let current = paired
        .iter()
        .copied()
        .find(|&r| session.round(r).is_some_and(|v| !v.finished))
        .or_else(|| paired.last().copied());
    let mut rounds = Vec::new();
    let mut starts = Vec::new();
    for v in paired.iter().filter_map(|&r| session.round(r)) {
        for b in &v.boards {
            if let Some(s) = session.board_start(v.number, b.board) {
                let event = victoria_record::EventInfo {
                    event: s.event.clone(),
                    site: s.site.clone(),
                    date: session.round_date(v.number).unwrap_or_default().to_string(),
                    round: v.number.to_string(),
                    board: b.board.to_string(),
                    white: s.white.clone(),
                    black: s.black.clone(),
                    ..Default::default()
                };
                let time_control = TimeControl::parse(&s.time_control).ok();
                starts.push((
                    BoardId { round: v.number, board: b.board },
                    join::BoardStart { event, rules: s.rules, time_control },
                ));
            }
        }
        rounds.push(LiveRound {
            event: summary.name.clone(),
            round: v.number,
            rounds: summary.rounds,
            current: Some(v.number) == current,
            boards: v
                .boards
                .iter()
                .map(|b| LivePairing {
                    board: b.board,
                    white: b.white.name.clone(),
                    black: b.black.name.clone(),
                    white_no: Some(b.white.number),
                    black_no: Some(b.black.number),
                    ruleset: summary.ruleset.clone(),
                    result: verdict_of(b.result, b.by_count)
                        .map(|v| LiveScore { score: v.score().into(), state: "final".into() }),
                })
                .collect(),
            byes: v
                .byes
                .iter()
                .map(|y| LiveBye { player: y.name.clone(), no: Some(y.number), points: y.points.to_string() })
                .collect(),
        });
    }
    let view = session.standings();
    let standings = LiveStandings {
        event: summary.name.clone(),
        after_round: session.tournament().complete_rounds(),
        rounds: summary.rounds,
        tiebreaks: view.columns.clone(),
        rows: view
            .rows
            .iter()
            .map(|r| StandingRow {
                rank: r.rank,
                no: Some(r.player),
                name: r.name.clone(),
                rating: r.rating,
                points: r.score.to_string(),
                tiebreaks: r.tie_breaks.clone(),
            })
            .collect(),
    };
    EventInfo { name: summary.name, current, rounds, starts, standings: Some(standings) }
}

/// The Tournament screen's result for the hub's (their keys are the same).
pub fn typed_of(v: Verdict) -> TypedResult {
    TypedResult::ALL.into_iter().find(|t| t.key() == v.key()).unwrap_or(TypedResult::Clear)
}
