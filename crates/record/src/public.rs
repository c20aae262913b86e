//! The public game: everything about a game that players and spectators may see, and nothing
//! else — the names, the phase, the public position (bastions and monuments, no reserves, no
//! unrevealed scheme), the moves in SAN with their public marks and clock readings, the
//! completed illegal moves (not the withdrawn ones), and the result with its ground. The public
//! window, the public PGN and the live event's snapshots are all made from a [`PublicGame`], so
//! what one shows the others show. Reserves, sealed schemes, refused entries, slips, the
//! arbiter's corrections and the proofs behind a result never enter it.

use crate::{GameRecord, Ground, MoveEntry, MoveEvent, ResultKind};
use serde::{Deserialize, Serialize};
use victoria_rules::{Color, Ruleset};

/// Where the game stands, as the public sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PublicPhase {
    /// The players are writing their schemes: the board stays empty.
    Schemes,
    /// The schemes are revealed; bastions may still be drawn.
    Setup,
    Playing,
    Finished,
}

/// One recorded move, as the public sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicMove {
    pub ply: u32,
    pub color: Color,
    /// SAN with `+`/`#` (English letters; screens localise them).
    pub san: String,
    /// Coordinates (`e2e4`), for drawing the last move.
    pub uci: String,
    /// The pawn became a hero on this move (R20).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hero: bool,
    /// The square where a piece petrified on this move (R15), seen by all as a monument.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub petrified: Option<String>,
    /// The mover's time left after the move and the time the move took, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<[i64; 2]>,
}

/// A completed illegal move the arbiter logged (R29, FIDE 7.5) and did not withdraw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicAttempt {
    /// The ply it was made at (the move it replaced).
    pub ply: u32,
    pub color: Color,
    /// What the player played, as announced, in the file's (Latin) letters
    /// ([`crate::announced_in`]); a page writes it in its own.
    pub announced: String,
}

/// The result, as keys (pages and screens word them in their language).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicResult {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub score: String,
    /// The outcome's key (`checkmate`, `points`, `resignation`, …).
    pub outcome: String,
    /// The ground's key within the outcome (`flag_fell`, `dead_position`, …), where it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ground: Option<String>,
    /// Both point totals of a count (R3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<[u32; 2]>,
    /// The arbiter's own written words, when the facts do not say it all.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reason: String,
}

impl PublicResult {
    /// The outcome as a type (`None` for a key this program does not know).
    pub fn kind(&self) -> Option<ResultKind> {
        ResultKind::ALL.into_iter().find(|k| k.key() == self.outcome)
    }

    /// The ground as a type, where it has one this program knows.
    pub fn ground_kind(&self) -> Option<Ground> {
        let g = self.ground.as_deref()?;
        Ground::ALL.into_iter().find(|k| k.key() == g)
    }

    /// The winner, from the score (`None`: a draw).
    pub fn winner(&self) -> Option<Color> {
        match self.score.as_str() {
            "1-0" => Some(Color::White),
            "0-1" => Some(Color::Black),
            _ => None,
        }
    }

    /// A loss ruled by FIDE's Laws in a played game (on time, a second illegal move), as
    /// [`GameResult::is_ruled_loss`](crate::GameResult::is_ruled_loss) says it.
    pub fn is_ruled_loss(&self) -> bool {
        self.winner().is_some()
            && match self.kind() {
                Some(ResultKind::Loss) => true,
                Some(ResultKind::Forfeit) => self.ground_kind().is_some_and(Ground::is_fide),
                _ => false,
            }
    }
}

/// Everything public about one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicGame {
    /// The record's identifier (stays with the game through copies).
    pub id: String,
    pub event: String,
    pub site: String,
    pub date: String,
    pub round: String,
    pub board: String,
    pub white: String,
    pub black: String,
    /// The arbiter and the club, as the public PGN names them.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub arbiter: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub club: String,
    pub ruleset: Ruleset,
    /// The rules' options as PGN writes them (`key=value …`; Victoria's, or Synthesis's own;
    /// empty in classical chess).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub options: String,
    /// The game has secret move reserves (R12): the start position had a `reserve:` token.
    /// Which reserves, never.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reserves: bool,
    pub width: u8,
    pub height: u8,
    pub phase: PublicPhase,
    /// The start position without its secret tokens (VFEN, or FEN in classical chess); `None`
    /// until it is fixed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// The current position without its secret tokens; `None` until the start is fixed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// The side to move.
    pub to_move: Color,
    pub moves: Vec<PublicMove>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub illegal: Vec<PublicAttempt>,
    /// The time control as PGN writes it (`5400+30`), when the game has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<PublicResult>,
}

/// The FEN without the secret tokens (`reserve:`, `newborn:`).
pub fn public_fen(vfen: &str) -> String {
    vfen.split(' ').filter(|t| !t.starts_with("reserve:") && !t.starts_with("newborn:")).collect::<Vec<_>>().join(" ")
}

/// An open game as a public game is read from it: its record and, once started, its current
/// position. The desk (the `Recorder`) is one.
pub trait OpenGame {
    fn record(&self) -> &GameRecord;
    /// The current position (VFEN or FEN, secret tokens included) and the side to move; `None`
    /// before the start.
    fn current(&self) -> Option<(String, Color)>;
}

impl PublicGame {
    /// The public game of an open game (its current position from the engine).
    pub fn of(desk: &impl OpenGame) -> PublicGame {
        let current = desk.current();
        let started = current.is_some();
        let (position, to_move) = match current {
            Some((fen, turn)) => (Some(public_fen(&fen)), turn),
            None => (None, Color::White),
        };
        PublicGame::with_position(desk.record(), position, to_move, started)
    }

    /// The public game of a record without its engine (no current position): what the public
    /// PGN is written from.
    pub fn of_record(r: &GameRecord) -> PublicGame {
        PublicGame::with_position(r, None, Color::White, r.start_vfen.is_some())
    }

    /// The public game of a record and its current position (public or not: the secret tokens
    /// are taken out here).
    pub fn with_position(r: &GameRecord, position: Option<String>, to_move: Color, started: bool) -> PublicGame {
        let e = &r.event;
        let phase = if r.result.is_some() {
            PublicPhase::Finished
        } else if started {
            PublicPhase::Playing
        } else if r.both_revealed() {
            PublicPhase::Setup
        } else {
            PublicPhase::Schemes
        };
        PublicGame {
            id: r.id.clone(),
            event: e.event.clone(),
            site: e.site.clone(),
            date: e.date.clone(),
            round: e.round.clone(),
            board: e.board.clone(),
            white: e.white.clone(),
            black: e.black.clone(),
            arbiter: e.arbiter.trim().to_string(),
            club: e.club.trim().to_string(),
            ruleset: r.rules.ruleset,
            options: options_text(r),
            reserves: r.start_vfen.as_deref().is_some_and(|v| v.split(' ').any(|t| t.starts_with("reserve:"))),
            width: r.width,
            height: r.height,
            phase,
            start: r.start_vfen.as_deref().map(public_fen),
            position: position.as_deref().map(public_fen),
            to_move,
            moves: r.moves.iter().map(public_move).collect(),
            illegal: r
                .illegal_attempts
                .iter()
                .filter(|a| a.withdrawn.is_none())
                // In the file's letters, so that each page writes it in its own (issue 39: a
                // move announced in Russian stayed Cyrillic on an English page).
                .map(|a| PublicAttempt {
                    ply: a.ply,
                    color: a.color,
                    announced: crate::announced_in(victoria_words::Lang::En, &a.announced),
                })
                .collect(),
            time_control: r.time_control.as_ref().map(|tc| tc.pgn()),
            result: r.result.as_ref().map(|x| PublicResult {
                score: x.score().to_string(),
                outcome: x.outcome.key().to_string(),
                ground: x.ground.map(|g| g.key().to_string()),
                points: x.points_white.zip(x.points_black).map(|(w, b)| [w, b]),
                reason: x.reason.trim().to_string(),
            }),
        }
    }
}

/// The options as the PGN tags `VictoriaOptions` and `SynthesisOptions` write them.
fn options_text(r: &GameRecord) -> String {
    const SYNTHESIS: [&str; 2] = ["self_check", "castling_synthesis"];
    let pair = |k: &str| r.rules.options.get(k).map(|v| format!("{k}={v}"));
    let pairs: Vec<String> = match r.rules.ruleset {
        Ruleset::Victoria => victoria_rules::options::OPTION_INFO
            .iter()
            .filter(|o| !SYNTHESIS.contains(&o.key))
            .filter_map(|o| pair(o.key))
            .collect(),
        Ruleset::Synthesis => SYNTHESIS.iter().filter_map(|k| pair(k)).collect(),
        Ruleset::Classical => Vec::new(),
    };
    pairs.join(" ")
}

fn public_move(m: &MoveEntry) -> PublicMove {
    PublicMove {
        ply: m.ply,
        color: m.color,
        san: m.san.clone(),
        uci: m.uci.clone(),
        hero: m.events.iter().any(|e| matches!(e, MoveEvent::Hero(_))),
        petrified: m.events.iter().find_map(|e| match e {
            MoveEvent::Petrified(sq) => Some(sq.to_string()),
            _ => None,
        }),
        clock: m.clock.as_ref().map(|c| [c.remaining_ms, c.used_ms]),
    }
}
