//! PGN exports of a record: `[Variant "Victoria"]`, `[SetUp "1"]`, `[FEN "<start VFEN>"]` and
//! the SAN moves. The public export holds no reserve numbers (the `reserve:` and `newborn:`
//! tokens are taken out of the FEN, and no move says what it spent); the arbiter's export keeps
//! the full VFEN and adds `{[%reserve SQ=N]}` after every move of a reserve piece, with the
//! illegal attempts and corrections as comments. Both mark each completed illegal move that
//! counts as `{[%illegal TEXT]}` before the move that followed it (the arbiter's copy also the
//! withdrawn ones, `[%withdrawn REASON]`), so that an import logs them again. The live
//! broadcast file is the public export.

use super::model::{GameRecord, IllegalAttempt, MoveEntry};
use super::public::{PublicGame, PublicMove, PublicResult};
use super::time_control::hms;
use victoria_rules::{Color, Ruleset};

pub use super::public::public_fen;

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

fn pgn_date(d: &str) -> String {
    let t = d.trim();
    if t.is_empty() {
        return "????.??.??".into();
    }
    t.replace('-', ".")
}

fn or_q(s: &str) -> String {
    if s.trim().is_empty() { "?".into() } else { escape(s.trim()) }
}

/// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
pub fn result_token(r: &GameRecord) -> &'static str {
    r.result.as_ref().map(|x| x.score()).unwrap_or("*")
}

/// The tags. Every fact comes from the public game; the arbiter's copy (`private`: the record)
/// writes the full start VFEN and says it holds secrets.
fn headers(g: &PublicGame, private: Option<&GameRecord>) -> String {
    let mut h = vec![
        ("Event", or_q(&g.event)),
        ("Site", or_q(&g.site)),
        ("Date", pgn_date(&g.date)),
        ("Round", or_q(&g.round)),
        ("White", or_q(&g.white)),
        ("Black", or_q(&g.black)),
    ];
    h.push(("Result", score(g).to_string()));
    if !g.board.trim().is_empty() {
        h.push(("Board", escape(g.board.trim())));
    }
    if !g.arbiter.is_empty() {
        h.push(("Arbiter", escape(&g.arbiter)));
    }
    if !g.club.is_empty() {
        h.push(("Club", escape(&g.club)));
    }
    if let Some(tc) = &g.time_control {
        h.push(("TimeControl", tc.clone()));
    }
    let variant = match g.ruleset {
        Ruleset::Victoria => "Victoria",
        Ruleset::Classical => "Standard",
        Ruleset::Synthesis => "Synthesis",
    };
    h.push(("Variant", variant.into()));
    if let Some(v) = &g.start {
        h.push(("SetUp", "1".into()));
        h.push(("FEN", private.and_then(|r| r.start_vfen.clone()).unwrap_or_else(|| v.clone())));
    }
    match g.ruleset {
        Ruleset::Victoria => h.push(("VictoriaOptions", g.options.clone())),
        Ruleset::Synthesis => h.push(("SynthesisOptions", g.options.clone())),
        Ruleset::Classical => {}
    }
    if let Some(res) = &g.result {
        let term = match res.outcome.as_str() {
            _ if res.ground_kind() == Some(super::model::Ground::FlagFell) => "time forfeit",
            "checkmate" => "normal",
            "resignation" | "agreement" => "normal",
            "forfeit" | "loss" | "decision" => "rules infraction",
            _ => "normal",
        };
        h.push(("Termination", term.into()));
        if let Some(ground) = declared_ground(res) {
            h.push(("VictoriaGround", ground.into()));
        }
    }
    if private.is_some() {
        h.push(("Annotator", "arbiter's copy: holds secret reserves".into()));
    }
    h.iter().map(|(k, v)| format!("[{k} \"{v}\"]\n")).collect()
}

/// The result token of a public game: `1-0`, `0-1`, `1/2-1/2` or `*`.
fn score(g: &PublicGame) -> &str {
    g.result.as_ref().map(|x| x.score.as_str()).unwrap_or("*")
}

fn comment(text: &str) -> String {
    format!("{{{}}}", text.replace(['{', '}'], ""))
}

/// The move text tokens with move numbers (Black may move first, E10), from the public game;
/// the arbiter's copy (`private`) adds each reserve move's reserve, every logged illegal move
/// with its note (the withdrawn ones too) and the corrections.
fn movetext(g: &PublicGame, private: Option<&GameRecord>) -> Vec<String> {
    let mut out = Vec::new();
    let mut number =
        g.start.as_deref().and_then(|v| v.split(' ').nth(5)).and_then(|n| n.parse::<u32>().ok()).unwrap_or(1);
    let mut need_number = true;
    // The completed illegal moves as comments, by the ply they were made at.
    let attempts: Vec<(u32, String)> = match private {
        Some(r) => r.illegal_attempts.iter().map(|a| (a.ply, comment(&attempt_mark(a)))).collect(),
        None => g.illegal.iter().map(|a| (a.ply, comment(&public_attempt_mark(&a.announced)))).collect(),
    };
    let at = |ply: u32| attempts.iter().filter(move |(p, _)| *p == ply).map(|(_, c)| c.clone());
    if !g.moves.is_empty() {
        out.extend(at(1));
    }
    for (i, e) in g.moves.iter().enumerate() {
        if e.color == Color::White {
            out.push(format!("{number}."));
        } else if need_number {
            out.push(format!("{number}..."));
        }
        out.push(e.san.clone());
        need_number = false;
        let mut marks: Vec<String> = clock_marks(e);
        if let Some(c) = private.and_then(|r| r.moves.get(i)).and_then(reserve_mark) {
            marks.push(c);
        }
        // The public copy of a game with secret reserves says where a piece petrified (the
        // monument is on the board for all to see, R15), so that an import finds the reserves.
        if private.is_none()
            && g.reserves
            && let Some(sq) = &e.petrified
        {
            marks.push(format!("[%petrified {sq}]"));
        }
        if !marks.is_empty() {
            out.push(comment(&marks.join(" ")));
            need_number = true;
        }
        if i + 1 < g.moves.len() {
            for c in at(e.ply.saturating_add(1)) {
                out.push(c);
                need_number = true;
            }
        }
        if e.color == Color::Black {
            number += 1;
        }
    }
    out.extend(attempts.iter().filter(|(p, _)| *p as usize > g.moves.len()).map(|(_, c)| c.clone()));
    if let Some(r) = private {
        for c in &r.corrections {
            let sans: Vec<&str> = c.plies.iter().map(|p| p.san.as_str()).collect();
            let said = crate::t!(PGN_LANG, "pgn-correction", moves = sans.join(" "), reason = c.reason.as_str());
            out.push(comment(&said));
        }
    }
    if let Some(res) = &g.result
        && !res.reason.is_empty()
    {
        out.push(comment(&res.reason));
    }
    out.push(score(g).to_string());
    out
}

/// The ground of a result the arbiter declared or ruled, as `[VictoriaGround]` carries it so
/// that an import records the same result (`resignation`, `agreement`, `count_agreed`,
/// `count_ruled`, `forfeit`, `decision`, and FIDE's `flag_fell`, `illegal_moves`); `None` for
/// an ending the engine finds again from the moves.
fn declared_ground(res: &PublicResult) -> Option<&'static str> {
    use super::model::{Ground, ResultKind};
    Some(match (res.kind(), res.ground_kind()) {
        (_, Some(g)) if g.is_fide() => g.key(),
        (Some(ResultKind::Resignation), _) => "resignation",
        (Some(ResultKind::Agreement), _) => "agreement",
        (Some(ResultKind::Points), Some(Ground::Agreement)) => "count_agreed",
        (Some(ResultKind::Points), Some(Ground::DeadPosition)) if !res.reason.is_empty() => "count_ruled",
        (Some(ResultKind::Forfeit), _) => "forfeit",
        (Some(ResultKind::Decision), _) => "decision",
        _ => return None,
    })
}

/// The language of PGN comments: PGN is read by programs everywhere, in English.
const PGN_LANG: victoria_words::Lang = victoria_words::Lang::En;

/// The arbiter's note of a logged illegal move (and its withdrawal), with the engine's ruling.
fn attempt_note(a: &IllegalAttempt) -> String {
    use victoria_rules::i18n::Words;
    let withdrawn = a.withdrawn.as_ref().map(|w| w.reason.trim()).unwrap_or("");
    crate::t!(
        PGN_LANG,
        "pgn-illegal-attempt",
        color = a.color.key(),
        announced = crate::announced_in(PGN_LANG, &a.announced),
        ruling = a.ruling.words(PGN_LANG),
        withdrawn = if a.withdrawn.is_some() { "yes" } else { "no" },
        reason = withdrawn,
    )
}

/// The arbiter's comment of a logged illegal move: `[%illegal TEXT]` as announced, a withdrawn
/// one with `[%withdrawn REASON]`, and the note with the engine's ruling. (The public copy
/// writes only the completed moves not withdrawn, [`public_attempt_mark`].)
fn attempt_mark(a: &IllegalAttempt) -> String {
    let mut mark = public_attempt_mark(&a.announced);
    if let Some(w) = &a.withdrawn {
        mark.push_str(&format!(" [%withdrawn {}]", clean(&w.reason)));
    }
    mark.push(' ');
    mark.push_str(&attempt_note(a));
    mark
}

/// Text without the marks PGN comments use for commands.
fn clean(s: &str) -> String {
    s.replace(['[', ']', '{', '}'], "").trim().to_string()
}

/// `[%illegal TEXT]`: a completed illegal move as announced, in PGN's letters (English: a
/// move announced in Russian is written `Qf1-f9`, issue 39's one script per move).
fn public_attempt_mark(announced: &str) -> String {
    format!("[%illegal {}]", clean(&crate::announced_in(PGN_LANG, announced)))
}

/// `[%clk h:mm:ss]` (the mover's time left) and `[%emt h:mm:ss]` (the time the move took).
fn clock_marks(e: &PublicMove) -> Vec<String> {
    match e.clock {
        Some([remaining, used]) => vec![format!("[%clk {}]", hms(remaining)), format!("[%emt {}]", hms(used))],
        None => Vec::new(),
    }
}

fn reserve_mark(e: &MoveEntry) -> Option<String> {
    let left = e.reserve_left?;
    let sq = victoria_rules::UciMove::parse(&e.uci).map(|u| u.to.to_string()).unwrap_or_default();
    let sq = if e.events.contains(&super::model::MoveEvent::Castle) {
        victoria_rules::UciMove::parse(&e.uci)
            .map(|u| victoria_rules::Square::new((u.from.file() + u.to.file()) / 2, u.from.rank()).to_string())
            .unwrap_or(sq)
    } else {
        sq
    };
    Some(format!("[%reserve {sq}={left}]"))
}

fn wrap(tokens: &[String]) -> String {
    let mut out = String::new();
    let mut line = 0;
    for t in tokens {
        if line > 0 && line + 1 + t.chars().count() > 79 {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(t);
        line += t.chars().count();
    }
    out.push('\n');
    out
}

/// The PGN of a public game: what the public PGN of its record is (no reserve numbers
/// anywhere), from the same facts as the public window and the live event's snapshots.
pub fn of_public(g: &PublicGame) -> String {
    format!("{}\n{}", headers(g, None), wrap(&movetext(g, None)))
}

/// The public PGN: no reserve numbers anywhere (the record's [`PublicGame`]).
pub fn public(r: &GameRecord) -> String {
    of_public(&PublicGame::of_record(r))
}

/// The arbiter's PGN: the full start VFEN and `[%reserve SQ=N]` after each reserve move.
pub fn private(r: &GameRecord) -> String {
    let g = PublicGame::of_record(r);
    format!("{}\n{}", headers(&g, Some(r)), wrap(&movetext(&g, Some(r))))
}
