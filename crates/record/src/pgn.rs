//! PGN exports of a record: `[Variant "Victoria"]`, `[SetUp "1"]`, `[FEN "<start VFEN>"]` and
//! the SAN moves. The public export holds no reserve numbers (the `reserve:` and `newborn:`
//! tokens are taken out of the FEN, and no move says what it spent); the arbiter's export keeps
//! the full VFEN and adds `{[%reserve SQ=N]}` after every move of a reserve piece, with the
//! illegal attempts and corrections as comments. Both mark each completed illegal move that
//! counts as `{[%illegal TEXT]}` before the move that followed it (the arbiter's copy also the
//! withdrawn ones, `[%withdrawn REASON]`), so that an import logs them again. The live
//! broadcast file is the public export.

use super::model::{GameRecord, IllegalAttempt, MoveEntry};
use super::time_control::hms;
use victoria_rules::{Color, Ruleset};

/// The FEN without the secret tokens.
pub fn public_fen(vfen: &str) -> String {
    vfen.split(' ').filter(|t| !t.starts_with("reserve:") && !t.starts_with("newborn:")).collect::<Vec<_>>().join(" ")
}

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

fn headers(r: &GameRecord, private: bool) -> String {
    let e = &r.event;
    let mut h = vec![
        ("Event", or_q(&e.event)),
        ("Site", or_q(&e.site)),
        ("Date", pgn_date(&e.date)),
        ("Round", or_q(&e.round)),
        ("White", or_q(&e.white)),
        ("Black", or_q(&e.black)),
    ];
    h.push(("Result", result_token(r).to_string()));
    if !e.board.trim().is_empty() {
        h.push(("Board", escape(e.board.trim())));
    }
    if !e.arbiter.trim().is_empty() {
        h.push(("Arbiter", escape(e.arbiter.trim())));
    }
    if !e.club.trim().is_empty() {
        h.push(("Club", escape(e.club.trim())));
    }
    if let Some(tc) = &r.time_control {
        h.push(("TimeControl", tc.pgn()));
    }
    let variant = match r.rules.ruleset {
        Ruleset::Victoria => "Victoria",
        Ruleset::Classical => "Standard",
        Ruleset::Synthesis => "Synthesis",
    };
    h.push(("Variant", variant.into()));
    if let Some(v) = &r.start_vfen {
        h.push(("SetUp", "1".into()));
        h.push(("FEN", if private { v.clone() } else { public_fen(v) }));
    }
    if r.rules.ruleset == Ruleset::Victoria {
        let opts: Vec<String> = victoria_rules::options::OPTION_INFO
            .iter()
            .filter(|o| !matches!(o.key, "self_check" | "castling_synthesis"))
            .filter_map(|o| r.rules.options.get(o.key).map(|v| format!("{}={v}", o.key)))
            .collect();
        h.push(("VictoriaOptions", opts.join(" ")));
    }
    if r.rules.ruleset == Ruleset::Synthesis {
        let opts: Vec<String> = ["self_check", "castling_synthesis"]
            .iter()
            .filter_map(|k| r.rules.options.get(k).map(|v| format!("{k}={v}")))
            .collect();
        h.push(("SynthesisOptions", opts.join(" ")));
    }
    if let Some(res) = &r.result {
        let term = match res.outcome.key() {
            _ if res.ground == Some(super::model::Ground::FlagFell) => "time forfeit",
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
    if private {
        h.push(("Annotator", "arbiter's copy: holds secret reserves".into()));
    }
    h.iter().map(|(k, v)| format!("[{k} \"{v}\"]\n")).collect()
}

fn comment(text: &str) -> String {
    format!("{{{}}}", text.replace(['{', '}'], ""))
}

/// The move text tokens with move numbers (Black may move first, E10).
fn movetext(r: &GameRecord, private: bool) -> Vec<String> {
    let mut out = Vec::new();
    let mut number =
        r.start_vfen.as_deref().and_then(|v| v.split(' ').nth(5)).and_then(|n| n.parse::<u32>().ok()).unwrap_or(1);
    let mut need_number = true;
    let secret = r.start_vfen.as_deref().is_some_and(|v| v.split(' ').any(|t| t.starts_with("reserve:")));
    let attempt = |a: &IllegalAttempt| attempt_mark(a, private).map(|m| comment(&m));
    if !r.moves.is_empty() {
        out.extend(r.illegal_attempts.iter().filter(|a| a.ply == 1).filter_map(attempt));
    }
    for (i, e) in r.moves.iter().enumerate() {
        if e.color == Color::White {
            out.push(format!("{number}."));
        } else if need_number {
            out.push(format!("{number}..."));
        }
        out.push(e.san.clone());
        need_number = false;
        let mut marks: Vec<String> = clock_marks(e);
        if private && let Some(c) = reserve_mark(e) {
            marks.push(c);
        }
        // The public copy of a game with secret reserves says where a piece petrified (the
        // monument is on the board for all to see, R15), so that an import finds the reserves.
        if !private && secret {
            marks.extend(e.events.iter().filter_map(|v| match v {
                super::model::MoveEvent::Petrified(sq) => Some(format!("[%petrified {sq}]")),
                _ => None,
            }));
        }
        if !marks.is_empty() {
            out.push(comment(&marks.join(" ")));
            need_number = true;
        }
        for a in r.illegal_attempts.iter().filter(|a| a.ply == e.ply.saturating_add(1) && i + 1 < r.moves.len()) {
            if let Some(c) = attempt(a) {
                out.push(c);
                need_number = true;
            }
        }
        if e.color == Color::Black {
            number += 1;
        }
    }
    out.extend(r.illegal_attempts.iter().filter(|a| a.ply as usize > r.moves.len()).filter_map(attempt));
    if private {
        for c in &r.corrections {
            let sans: Vec<&str> = c.plies.iter().map(|p| p.san.as_str()).collect();
            let said = crate::t!(PGN_LANG, "pgn-correction", moves = sans.join(" "), reason = c.reason.as_str());
            out.push(comment(&said));
        }
    }
    if let Some(res) = &r.result
        && !res.reason.trim().is_empty()
    {
        out.push(comment(res.reason.trim()));
    }
    out.push(result_token(r).to_string());
    out
}

/// The ground of a result the arbiter declared or ruled, as `[VictoriaGround]` carries it so
/// that an import records the same result (`resignation`, `agreement`, `count_agreed`,
/// `count_ruled`, `forfeit`, `decision`, and FIDE's `flag_fell`, `illegal_moves`); `None` for
/// an ending the engine finds again from the moves.
fn declared_ground(res: &super::model::GameResult) -> Option<&'static str> {
    use super::model::{Ground, ResultKind};
    Some(match (res.outcome, res.ground) {
        (_, Some(g)) if g.is_fide() => g.key(),
        (ResultKind::Resignation, _) => "resignation",
        (ResultKind::Agreement, _) => "agreement",
        (ResultKind::Points, Some(Ground::Agreement)) => "count_agreed",
        (ResultKind::Points, Some(Ground::DeadPosition)) if !res.reason.trim().is_empty() => "count_ruled",
        (ResultKind::Forfeit, _) => "forfeit",
        (ResultKind::Decision, _) => "decision",
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
        announced = a.announced.as_str(),
        ruling = a.ruling.words(PGN_LANG),
        withdrawn = if a.withdrawn.is_some() { "yes" } else { "no" },
        reason = withdrawn,
    )
}

/// The comment of a completed illegal move: `[%illegal TEXT]` as announced (a withdrawn one
/// only in the arbiter's copy, with `[%withdrawn REASON]`), and in the arbiter's copy the note
/// with the engine's ruling. `None` for a withdrawn move in the public export.
fn attempt_mark(a: &IllegalAttempt, private: bool) -> Option<String> {
    let clean = |s: &str| s.replace(['[', ']', '{', '}'], "").trim().to_string();
    if a.withdrawn.is_some() && !private {
        return None;
    }
    let mut mark = format!("[%illegal {}]", clean(&a.announced));
    if let Some(w) = &a.withdrawn {
        mark.push_str(&format!(" [%withdrawn {}]", clean(&w.reason)));
    }
    if private {
        mark.push(' ');
        mark.push_str(&attempt_note(a));
    }
    Some(mark)
}

/// `[%clk h:mm:ss]` (the mover's time left) and `[%emt h:mm:ss]` (the time the move took).
fn clock_marks(e: &MoveEntry) -> Vec<String> {
    match &e.clock {
        Some(c) => vec![format!("[%clk {}]", hms(c.remaining_ms)), format!("[%emt {}]", hms(c.used_ms))],
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

fn export(r: &GameRecord, private: bool) -> String {
    format!("{}\n{}", headers(r, private), wrap(&movetext(r, private)))
}

/// The public PGN: no reserve numbers anywhere.
pub fn public(r: &GameRecord) -> String {
    export(r, false)
}

/// The arbiter's PGN: the full start VFEN and `[%reserve SQ=N]` after each reserve move.
pub fn private(r: &GameRecord) -> String {
    export(r, true)
}
