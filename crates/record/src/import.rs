//! PGN into game records (`victoria-arbiter import`): the PGN that `export` writes, public or
//! the arbiter's copy, and hand-typed Victoria PGN — tags, `[SetUp "1"]` with `[FEN "<VFEN>"]`,
//! moves in any notation the recorder reads, comments. Every move is replayed through the desk,
//! exactly as if the arbiter typed it, so the record holds the same SAN, events and reserve
//! figures a live game would; the arbiter's copy's `[%reserve SQ=N]` comments are checked
//! against the replay. The completed illegal moves an export marks (`[%illegal TEXT]`, with
//! `[%withdrawn REASON]` in the arbiter's copy) are refused and logged by the desk at their
//! ply, so a loss by a second completed illegal move (FIDE 7.5.5) comes back as that loss. A
//! move that does not replay refuses the whole file with its game, ply and ruling: nothing is
//! written.
//!
//! A public PGN of a Victoria game with secret reserves holds no reserve figures: it is
//! imported with the reserves unknown (its start position carries no `reserve:` token, so no
//! piece petrifies in the replay). The arbiter's copy restores them.

use super::fide::LossGround;
use super::model::Declared;
use super::model::{EventInfo, GameRecord, Time};
use super::pgn_read::{PgnError, PgnGame, read};
use super::recorder::{ManualClock, Recorder, RecorderError};
use crate::t;
use victoria_rules::i18n::Words;
use victoria_rules::options::OptionError;
use victoria_rules::{Cell, Color, Options, Role, Rules, Ruleset, Setup, Square};
use victoria_words::Lang;

/// The standard start, for a PGN without `[FEN]`.
const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Why a PGN file was not imported.
#[derive(Debug)]
pub enum ImportError {
    /// The text is not PGN.
    Pgn(PgnError),
    /// A tag's value cannot be used (an unknown variant, a bad option, a FEN that does not read).
    Tag { game: usize, tag: String, why: TagFault },
    /// A move the engine does not accept at its ply: the desk's refusal (`rule`, the ruling's
    /// id, when the engine ruled it illegal).
    Move { game: usize, ply: u32, text: String, rule: Option<String>, error: Box<RecorderError> },
    /// A `[%reserve SQ=N]` comment that the replay contradicts.
    Reserve { game: usize, ply: u32, said: String, replayed: String },
    /// A completed illegal move marked `[%illegal TEXT]` that the engine accepts.
    NotIllegal { game: usize, ply: u32, text: String },
    /// A `[%petrified SQ]` of a public PGN that no reserve explains.
    Petrified { game: usize, ply: u32 },
    /// The desk refuses to record the result the PGN gives.
    Result { game: usize, error: Box<RecorderError> },
    /// The moves end the game with score `moves_give` (`1-0`), but the result token says
    /// `pgn_says`.
    ScoreMismatch { game: usize, moves_give: &'static str, pgn_says: String },
    /// The ruling of the loss the PGN declares (FIDE 6.9, 7.5.5) gives score `ruling_gives`, but
    /// the result token says `pgn_says`.
    RulingMismatch { game: usize, ruling_gives: &'static str, pgn_says: String },
}

/// Why a tag's value cannot be used.
#[derive(Debug)]
pub enum TagFault {
    /// `[Variant]` names no ruleset the arbiter knows (the value as written, lower case).
    Variant(String),
    /// A pair of `[VictoriaOptions]` or `[SynthesisOptions]` is not an option.
    Option(OptionError),
    /// The desk refuses the position of `[FEN]`.
    Position(Box<RecorderError>),
    /// A Synthesis game starts from the standard setup (S2): its `[FEN]` is another position.
    SynthesisSetup,
}

impl Words for TagFault {
    fn words(&self, lang: Lang) -> String {
        match self {
            TagFault::Variant(v) => t!(lang, "import-unknown-variant", variant = v.clone()),
            TagFault::Option(e) => e.words(lang),
            TagFault::Position(e) => e.words(lang),
            TagFault::SynthesisSetup => t!(lang, "import-synthesis-setup"),
        }
    }
}

impl Words for ImportError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ImportError::Pgn(e) => e.words(lang),
            ImportError::Tag { game, tag, why } => {
                t!(lang, "import-bad-tag", game = *game, tag = tag.clone(), why = why.words(lang))
            }
            ImportError::Move { game, ply, text, rule, error } => t!(
                lang,
                "import-bad-move",
                game = *game,
                ply = *ply,
                text = text.clone(),
                rule = rule.clone().unwrap_or_else(|| "-".into()),
                why = error.words(lang)
            ),
            ImportError::Reserve { game, ply, said, replayed } => t!(
                lang,
                "import-bad-reserve",
                game = *game,
                ply = *ply,
                said = said.clone(),
                replayed = replayed.clone()
            ),
            ImportError::Petrified { game, ply } => t!(lang, "import-petrified", game = *game, ply = *ply),
            ImportError::NotIllegal { game, ply, text } => {
                t!(lang, "import-not-illegal", game = *game, ply = *ply, text = text.clone())
            }
            ImportError::Result { game, error } => {
                t!(lang, "import-bad-result", game = *game, why = error.words(lang))
            }
            ImportError::ScoreMismatch { game, moves_give, pgn_says } => {
                let why = t!(lang, "import-moves-end", score = *moves_give, token = pgn_says.clone());
                t!(lang, "import-bad-result", game = *game, why = why)
            }
            ImportError::RulingMismatch { game, ruling_gives, pgn_says } => {
                let why = t!(lang, "import-ruling-gives", score = *ruling_gives, token = pgn_says.clone());
                t!(lang, "import-bad-result", game = *game, why = why)
            }
        }
    }
}

// The English words.
victoria_words::english_display!(ImportError);

impl std::error::Error for ImportError {}

/// Every game of a PGN text as a finished (or unfinished, `*`) record; a result that needs the
/// arbiter's words and has none in the PGN gets "result as given in the imported PGN" in English.
pub fn import(text: &str) -> Result<Vec<GameRecord>, ImportError> {
    import_in(text, Lang::En)
}

/// [`import`], with the words a wordless forfeit or decision gets in `lang` (the language of
/// the person importing, as if they had typed them).
pub fn import_in(text: &str, lang: Lang) -> Result<Vec<GameRecord>, ImportError> {
    let games = read(text).map_err(ImportError::Pgn)?;
    games.iter().enumerate().map(|(i, g)| import_one(i + 1, g, lang)).collect()
}

fn tag_error(game: usize, tag: &str, why: TagFault) -> ImportError {
    ImportError::Tag { game, tag: tag.to_string(), why }
}

/// The desk's refusal of the position of `[FEN]`.
fn fen_error(game: usize, e: RecorderError) -> ImportError {
    tag_error(game, "FEN", TagFault::Position(Box::new(e)))
}

fn event_of(g: &PgnGame) -> EventInfo {
    let tag = |k: &str| g.tag(k).map(str::trim).filter(|v| *v != "?" && !v.is_empty()).unwrap_or("").to_string();
    let date = tag("Date");
    let date = if date.contains('?') { String::new() } else { date.replace('.', "-") };
    EventInfo {
        event: tag("Event"),
        site: tag("Site"),
        date,
        round: tag("Round"),
        board: tag("Board"),
        white: tag("White"),
        black: tag("Black"),
        arbiter: tag("Arbiter"),
        club: tag("Club"),
        sample: None,
    }
}

fn rules_of(n: usize, g: &PgnGame) -> Result<Rules, ImportError> {
    let ruleset = match g.tag("Variant").map(|v| v.trim().to_ascii_lowercase()) {
        None => {
            // Hand-typed: a FEN wider than 8 files is Victoria, otherwise classical chess.
            let wide = g.tag("FEN").and_then(|f| f.split('/').next()).is_some_and(|r| width_of(r) > 8);
            if wide { Ruleset::Victoria } else { Ruleset::Classical }
        }
        Some(v) if v == "victoria" => Ruleset::Victoria,
        Some(v) if v == "synthesis" => Ruleset::Synthesis,
        Some(v) if v == "standard" || v == "classical" || v == "chess" => Ruleset::Classical,
        Some(v) => return Err(tag_error(n, "Variant", TagFault::Variant(v))),
    };
    let mut options = Options::default();
    for key in ["VictoriaOptions", "SynthesisOptions"] {
        if let Some(list) = g.tag(key) {
            for pair in list.split_whitespace() {
                options.set_pair(pair).map_err(|e| tag_error(n, key, TagFault::Option(e)))?;
            }
        }
    }
    Ok(Rules { ruleset, options })
}

/// The width of a FEN rank (`4PPPPPPPP` is 12).
fn width_of(rank: &str) -> usize {
    let mut n = 0;
    let mut run = 0;
    for c in rank.chars() {
        match c.to_digit(10) {
            Some(d) => run = run * 10 + d as usize,
            None => {
                n += run + 1;
                run = 0;
            }
        }
    }
    n + run
}

/// The moment a move is dated by: the game's date at midnight (a PGN has no recording times).
fn moment(info: &EventInfo) -> Time {
    let day = chrono::NaiveDate::parse_from_str(&info.date, "%Y-%m-%d")
        .unwrap_or_else(|_| chrono::NaiveDate::from_ymd_opt(2000, 1, 1).expect("a valid date"));
    let utc = chrono::FixedOffset::east_opt(0).expect("UTC is an offset");
    day.and_hms_opt(0, 0, 0).expect("midnight exists").and_local_timezone(utc).single().expect("UTC is unambiguous")
}

fn import_one(n: usize, g: &PgnGame, lang: Lang) -> Result<GameRecord, ImportError> {
    let rules = rules_of(n, g)?;
    let fen = g.tag("FEN").map(str::trim).filter(|f| !f.is_empty());
    let secret = rules.ruleset == Ruleset::Victoria
        && rules.options.reserve
        && fen.is_some_and(|f| !f.split(' ').any(|t| t.starts_with("reserve:")));
    let Some(mut hidden) = fen.filter(|_| secret).and_then(Hidden::new) else {
        return match replay(n, g, rules, fen, false, lang)? {
            Replayed::Record(r) => Ok(*r),
            Replayed::Missed { .. } => unreachable!("only a probe stops at a petrification"),
        };
    };
    // Each probe learns one reserve; there are no more than the pieces and newborn kinds.
    let mut promotes = true;
    for _ in 0..=hidden.pieces.len() + NEWBORN.len() {
        let probe = hidden.start(true, true).expect("a probe has a start");
        match replay(n, g, rules, Some(&probe), true, lang)? {
            Replayed::Missed { ply, left } => {
                if !left.is_some_and(|l| hidden.learn(l)) {
                    return Err(ImportError::Petrified { game: n, ply });
                }
            }
            Replayed::Record(r) => {
                let promotion = |e: &super::model::MoveEvent| matches!(e, super::model::MoveEvent::Promotion(_));
                promotes = r.moves.iter().any(|m| m.events.iter().any(promotion));
                break;
            }
        }
    }
    let start = hidden.start(false, promotes);
    match replay(n, g, rules, start.as_deref().or(fen), false, lang)? {
        Replayed::Record(r) => Ok(*r),
        Replayed::Missed { .. } => unreachable!("only a probe stops at a petrification"),
    }
}

/// What a replay of a PGN game gives: the record, or (a probe of secret reserves) the first
/// ply whose `[%petrified SQ]` the replay missed and the reserve figure the moved piece kept.
enum Replayed {
    Record(Box<GameRecord>),
    Missed { ply: u32, left: Option<u16> },
}

/// Replays game `n` from `fen` through a desk (see the module text). A `probe` stops at the
/// first petrification the PGN marks and the replay misses.
fn replay(
    n: usize,
    g: &PgnGame,
    rules: Rules,
    fen: Option<&str>,
    probe: bool,
    lang: Lang,
) -> Result<Replayed, ImportError> {
    let info = event_of(g);
    let time = moment(&info);
    let mut record = GameRecord::new(info, rules);
    record.created_at = time;
    let mut desk = Recorder::in_memory(record).map_err(|e| fen_error(n, e))?.with_clock(ManualClock::new(time));
    match (rules.ruleset, fen) {
        (Ruleset::Synthesis, Some(f)) if Some(f) != desk.record().start_vfen.as_deref() => {
            return Err(tag_error(n, "FEN", TagFault::SynthesisSetup));
        }
        (Ruleset::Synthesis, _) => {}
        (_, Some(f)) => {
            desk.start_from_vfen(f).map_err(|e| fen_error(n, e))?;
        }
        (_, None) => {
            desk.start_from_vfen(CHESS_START).map_err(|e| fen_error(n, e))?;
        }
    }
    attempts(n, 1, &mut desk, &g.intro)?;
    for (i, m) in g.moves.iter().enumerate() {
        let ply = i as u32 + 1;
        let recorded = desk.record_move(&m.text).map_err(|e| move_error(n, ply, &m.text, e))?;
        if probe {
            let missed = m.comments.iter().filter_map(|c| command(c, "petrified")).any(|sq| {
                !sq.parse::<victoria_rules::Square>()
                    .is_ok_and(|sq| recorded.entry.events.contains(&super::model::MoveEvent::Petrified(sq)))
            });
            if missed {
                return Ok(Replayed::Missed { ply, left: recorded.entry.reserve_left });
            }
        }
        attempts(n, ply + 1, &mut desk, &m.comments)?;
        for c in &m.comments {
            if let Some(said) = c.trim().strip_prefix("[%reserve ").and_then(|s| s.strip_suffix(']')) {
                let left = said.split('=').nth(1).and_then(|v| v.trim().parse::<u16>().ok());
                if left != recorded.entry.reserve_left {
                    return Err(ImportError::Reserve {
                        game: n,
                        ply,
                        said: said.to_string(),
                        replayed: recorded.entry.reserve_left.map_or("-".into(), |v| v.to_string()),
                    });
                }
            }
        }
    }
    if probe {
        return Ok(Replayed::Record(Box::new(desk.record().clone())));
    }
    let reason = g.moves.last().and_then(|m| m.comments.iter().rev().find(|c| !c.starts_with("[%")).cloned());
    finish(n, &mut desk, g, reason.unwrap_or_default(), lang)?;
    Ok(Replayed::Record(Box::new(desk.record().clone())))
}

/// The reserves a public PGN of a game with secret reserves implies: none is written, but each
/// petrification is public (`[%petrified SQ]`, R15), and a piece petrifies on the move that
/// spends its last point, one point a move (R13). A probe replay gives every piece whose
/// reserve is not yet known a reserve that names it (`1000 × (i + 1) − 1` for the `i`-th, far
/// more than any game spends); the first petrification the probe misses tells, from the figure
/// the moved piece is left with, which piece it was and how many moves it made; the probe runs
/// again with that reserve known. The pieces that never petrify keep an unknown (unlimited)
/// reserve. Newborn queens, rooks and bishops (R19) are found the same way.
struct Hidden {
    setup: Setup,
    /// The start squares of the reserve pieces, in order (their codes).
    pieces: Vec<Square>,
    known: Vec<(Square, u16)>,
    newborn: Vec<(Color, Role, u16)>,
}

/// The newborn kinds, coded after the pieces.
const NEWBORN: [(Color, Role); 6] = [
    (Color::White, Role::Queen),
    (Color::White, Role::Rook),
    (Color::White, Role::Bishop),
    (Color::Black, Role::Queen),
    (Color::Black, Role::Rook),
    (Color::Black, Role::Bishop),
];

/// A reserve that names piece `i` and outlasts any game.
fn code(i: usize) -> u16 {
    (1000 * (i + 1) - 1) as u16
}

impl Hidden {
    fn new(fen: &str) -> Option<Hidden> {
        let setup = Setup::from_vfen(fen).ok()?;
        let pieces =
            setup.squares().filter(|&s| matches!(setup.cell(s), Cell::Piece(p) if p.role.has_reserve())).collect();
        Some(Hidden { setup, pieces, known: Vec::new(), newborn: Vec::new() })
    }

    /// The start position: the known reserves, and with `probe` the codes of the others (the
    /// newborn kinds not learnt keep their codes where the game promotes, `promotes`).
    fn start(&self, probe: bool, promotes: bool) -> Option<String> {
        if !probe && self.known.is_empty() && self.newborn.is_empty() {
            return None;
        }
        let mut s = self.setup.clone();
        let mut list = self.known.clone();
        let mut newborn = victoria_rules::Newborn::default();
        for (i, &sq) in self.pieces.iter().enumerate() {
            if probe && !self.known.iter().any(|(k, _)| *k == sq) {
                list.push((sq, code(i)));
            }
        }
        for (j, &(c, r)) in NEWBORN.iter().enumerate() {
            let known = self.newborn.iter().find(|(kc, kr, _)| (*kc, *kr) == (c, r)).map(|k| k.2);
            // A newborn kind never seen petrifying outlasts the game.
            if known.is_some() || probe || promotes {
                newborn.set(c, r, known.unwrap_or(code(self.pieces.len() + j)));
            }
        }
        s.reserves = Some(list);
        s.newborn = newborn;
        Some(s.to_vfen())
    }

    /// Learns the reserve behind a petrification the probe missed: the moved piece is left with
    /// `left` (its code minus the moves it made). `false` if `left` names no piece.
    fn learn(&mut self, left: u16) -> bool {
        let i = left as usize / 1000;
        let Some(spent) = code(i).checked_sub(left) else { return false };
        if let Some(&sq) = self.pieces.get(i) {
            self.known.push((sq, spent));
            return true;
        }
        match NEWBORN.get(i - self.pieces.len()) {
            Some(&(c, r)) => {
                self.newborn.push((c, r, spent));
                true
            }
            None => false,
        }
    }
}

/// The value of the PGN command `[%name VALUE]` in a comment, if present.
fn command<'c>(comment: &'c str, name: &str) -> Option<&'c str> {
    let at = comment.find(&format!("[%{name} "))?;
    let rest = &comment[at + name.len() + 3..];
    Some(rest[..rest.find(']')?].trim())
}

/// The completed illegal moves marked in `comments` (before ply `ply`): each entry is refused
/// by the desk as the arbiter typed it, confirmed as completed (R29) and, when marked so,
/// withdrawn with the arbiter's reason.
fn attempts(n: usize, ply: u32, desk: &mut Recorder, comments: &[String]) -> Result<(), ImportError> {
    for c in comments {
        let Some(text) = command(c, "illegal") else { continue };
        match desk.record_move(text) {
            Err(RecorderError::Illegal { .. }) => {}
            Ok(_) => return Err(ImportError::NotIllegal { game: n, ply, text: text.to_string() }),
            Err(e) => return Err(move_error(n, ply, text, e)),
        }
        desk.confirm_illegal().map_err(|e| move_error(n, ply, text, e))?;
        if let Some(reason) = command(c, "withdrawn") {
            let number = desk.record().illegal_attempts.len();
            desk.withdraw_illegal(number, reason).map_err(|e| move_error(n, ply, text, e))?;
        }
    }
    Ok(())
}

fn move_error(n: usize, ply: u32, text: &str, e: RecorderError) -> ImportError {
    let rule = match &e {
        RecorderError::Illegal { ruling, .. } => Some(ruling.rule().to_string()),
        _ => None,
    };
    ImportError::Move { game: n, ply, text: text.to_string(), rule, error: Box::new(e) }
}

/// Records the result the PGN gives: the engine's own verdict where it sees an ending, the
/// declared ground of `[Termination]` and the result comment otherwise.
fn finish(n: usize, desk: &mut Recorder, g: &PgnGame, reason: String, lang: Lang) -> Result<(), ImportError> {
    let token = g.result.as_deref().unwrap_or("*");
    let winner = match token {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        "1/2-1/2" => None,
        _ => return Ok(()),
    };
    let fail = |e: RecorderError| ImportError::Result { game: n, error: Box::new(e) };
    if desk.verdict().is_over() {
        let r = desk.accept_outcome().map_err(fail)?;
        if r.winner != winner {
            return Err(ImportError::ScoreMismatch { game: n, moves_give: r.score(), pgn_says: token.to_string() });
        }
        return Ok(());
    }
    let ground = g.tag("VictoriaGround").unwrap_or("").trim().to_string();
    let loser = winner.map(|w| w.other());
    // FIDE's losses (6.9, 7.5.5) are ruled as the desk rules them: a loss where the token has
    // a winner, the count or draw of R27a otherwise. The side that loses by illegal moves is
    // the one with two completed ones; a loss by illegal moves whose attempts the PGN does not
    // hold is recorded as the arbiter's decision.
    let fide = match ground.as_str() {
        "flag_fell" => Some(LossGround::Time),
        "illegal_moves" => Some(LossGround::IllegalMoves),
        _ => None,
    };
    let offender = Color::ALL.into_iter().find(|c| desk.counted_illegal(*c) >= 2);
    let fide_loser = match fide {
        Some(LossGround::IllegalMoves) => loser.filter(|l| desk.counted_illegal(*l) >= 2).or(offender),
        _ => loser,
    };
    if let (Some(fide), Some(l)) = (fide, fide_loser) {
        let opponent_can_mate = winner == Some(l.other());
        if let Ok(r) = desk.rule_loss(fide, l, opponent_can_mate) {
            if r.score() != token {
                return Err(ImportError::RulingMismatch {
                    game: n,
                    ruling_gives: r.score(),
                    pgn_says: token.to_string(),
                });
            }
            return Ok(());
        }
    }
    let what = match (ground.as_str(), loser) {
        ("resignation", Some(l)) => Declared::Resignation { loser: l },
        ("agreement", None) => Declared::DrawAgreed,
        ("count_agreed", _) => Declared::CountAgreed,
        ("count_ruled", _) => Declared::CountRuled,
        ("forfeit", Some(l)) => Declared::Forfeit { loser: l },
        _ => Declared::Decision { winner },
    };
    // Only a result that needs the arbiter's words takes the PGN's last comment as them.
    let needs_words = matches!(what, Declared::Forfeit { .. } | Declared::Decision { .. } | Declared::CountRuled);
    let reason = match (needs_words, reason.trim().is_empty()) {
        (false, _) => String::new(),
        (true, true) => t!(lang, "import-result-as-given"),
        (true, false) => reason,
    };
    desk.declare(what, &reason).map_err(fail)?;
    Ok(())
}
