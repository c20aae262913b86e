//! The record library's facts in words: the desk's refusals and the errors of its parts
//! (sealing, lots, the start, files, the journal, replaying, unreadable announcements),
//! results, penalties, set-aside lots, ledger states and move events, from
//! `assets/i18n/<lang>/record.ftl`.

use super::{FluentValue, Lang, Words};
use crate::announce::NotAMove;
use crate::journal::{JournalError, LineDamage};
use crate::lots::{LotError, StartError};
use crate::model::{
    EntryRuling, EventInfo, GameResult, Ground, MigrationError, MoveEvent, Occupant, PenaltyKind, RecordError,
    ResultKind, Sample,
};
use crate::recorder::{Fixed, LedgerStatus, RecorderError, RecorderNote, SetupPart};
use crate::replay::ReplayError;
use crate::seal::SealError;
use crate::store::StoreError;
use crate::t;
use victoria_rules::{Color, Illegal, Role};

fn color(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn role(r: Role) -> &'static str {
    match r {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// Message `id` with named arguments.
fn say<'a>(lang: Lang, id: &str, args: &[(&str, FluentValue<'a>)]) -> String {
    let mut a = super::FluentArgs::new();
    for (k, v) in args {
        a.set(*k, v.clone());
    }
    t!(lang, id; a)
}

fn s<'a>(v: impl ToString) -> FluentValue<'a> {
    FluentValue::from(v.to_string())
}

/// A sample game's title ("Mate", «Мат»), from `samples.ftl`.
impl Words for Sample {
    fn words(&self, lang: Lang) -> String {
        say(lang, "sample-title", &[("sample", s(self.key()))])
    }
}

impl EventInfo {
    /// The event as shown in `lang`: a sample game's event, site, club, arbiter and players
    /// from the catalogue (`samples.ftl`); a real game's as the arbiter typed them.
    pub fn shown(&self, lang: Lang) -> EventInfo {
        let Some(sample) = self.sample else { return self.clone() };
        let field = |id: &str| say(lang, id, &[("sample", s(sample.key()))]);
        EventInfo {
            event: field("sample-event"),
            site: field("sample-site"),
            arbiter: field("sample-arbiter"),
            club: field("sample-club"),
            white: field("sample-white"),
            black: field("sample-black"),
            ..self.clone()
        }
    }
}

/// An engine ruling in `lang`.
pub fn illegal(lang: Lang, i: &Illegal) -> String {
    i.words(lang)
}

/// The engine's ruling on a refused entry: each refusal of a move it may mean (joined), or
/// that it names no move; an old record's sentence as it was written (English where it kept
/// no Russian).
impl Words for EntryRuling {
    fn words(&self, lang: Lang) -> String {
        match self {
            EntryRuling::Moves(v) => {
                let each: Vec<String> = v.iter().map(|i| i.words(lang)).collect();
                say(lang, "entry-rulings", &[("rulings", s(each.join("; ")))])
            }
            EntryRuling::NoSuchMove { rule, color: c, role: r, text } => say(
                lang,
                "entry-no-such-move",
                &[
                    ("color", s(color(*c))),
                    ("role", s(r.map(role).unwrap_or("none"))),
                    ("text", s(text)),
                    ("rule", s(rule)),
                ],
            ),
            EntryRuling::Written { en, ru, .. } => match (lang, ru) {
                (Lang::Ru, Some(ru)) if !ru.trim().is_empty() => ru.clone(),
                _ => en.clone(),
            },
        }
    }
}

impl Words for RecorderError {
    fn words(&self, lang: Lang) -> String {
        use RecorderError as E;
        let id = |id: &str| say(lang, id, &[]);
        match self {
            E::Store(e) => e.words(lang),
            E::Journal(e) => e.words(lang),
            E::Seal(e) => e.words(lang),
            E::Lot(e) => e.words(lang),
            E::Start(e) => e.words(lang),
            E::NotAMove(e) => e.words(lang),
            E::Ambiguous { text, candidates } => {
                // The SAN as the engine writes it, in either language (as the desk always
                // showed it); the one SAN localiser (branch `words`) is to word it here.
                let listed: Vec<String> = candidates.iter().map(|c| format!("{} ({})", c.san, c.mv)).collect();
                say(
                    lang,
                    "desk-ambiguous",
                    &[("text", s(text)), ("n", candidates.len().into()), ("candidates", s(listed.join(", ")))],
                )
            }
            E::Illegal { text, ruling, .. } => {
                say(lang, "desk-illegal", &[("text", s(text)), ("reason", s(ruling.words(lang)))])
            }
            E::NotStarted => id("desk-not-started"),
            E::Started(what) => {
                let what = match what {
                    Fixed::Options => "options",
                    Fixed::StartPosition => "start",
                };
                say(lang, "desk-started", &[("what", s(what))])
            }
            E::Finished { score, outcome } => {
                say(lang, "desk-finished", &[("score", s(score)), ("outcome", s(outcome.words(lang)))])
            }
            E::Ended(o) => say(lang, "desk-ended", &[("verdict", s(o.words(lang)))]),
            E::NothingToTakeBack(n) => say(lang, "desk-nothing-to-take-back", &[("n", (*n).into())]),
            E::NoSetupInSynthesis(what) => {
                let what = match what {
                    SetupPart::Schemes => "schemes",
                    SetupPart::Bastions => "bastions",
                };
                say(lang, "desk-no-setup-in-synthesis", &[("what", s(what))])
            }
            E::RulesetFixed => id("desk-ruleset-fixed"),
            E::BadPosition(e) => say(lang, "desk-bad-position", &[("error", s(e.words(lang)))]),
            E::SealedRecord => id("desk-sealed-record"),
            E::CorrectionNeedsReason => id("desk-correction-needs-reason"),
            E::NotOver => id("desk-not-over"),
            E::DecisionNeedsReason => id("desk-decision-needs-reason"),
            E::NoCountInSynthesis => id("desk-no-count-in-synthesis"),
            E::NoResultToClear => id("desk-no-result-to-clear"),
            E::NoPendingDrawOffer => id("desk-no-pending-draw-offer"),
            E::SignatureOutside => id("desk-signature-outside"),
            E::SignatureEmpty => id("desk-signature-empty"),
            E::SealDigest { signed, record } => {
                say(lang, "desk-seal-digest", &[("signed", s(signed)), ("record", s(record))])
            }
            E::Replay(e) => say(lang, "desk-replay", &[("error", s(e.words(lang)))]),
            E::NoSample(what) => say(lang, "desk-no-sample", &[("what", s(what))]),
            E::Duty(e) => e.words(lang),
        }
    }
}

impl Words for ReplayError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ReplayError::NoStart => say(lang, "replay-no-start", &[]),
            ReplayError::BadStart(e) => say(lang, "replay-bad-start", &[("error", s(e.words(lang)))]),
            ReplayError::NoCoordinates { ply, uci } => {
                say(lang, "replay-no-coordinates", &[("ply", (*ply).into()), ("uci", s(uci))])
            }
            ReplayError::Illegal { ply, uci, illegal: i } => {
                say(lang, "replay-illegal", &[("ply", (*ply).into()), ("uci", s(uci)), ("reason", s(illegal(lang, i)))])
            }
            ReplayError::JournalGap { journal, from, to } => say(
                lang,
                "replay-journal-gap",
                &[("journal", s(journal.display())), ("from", (*from).into()), ("to", (*to).into())],
            ),
        }
    }
}

impl Words for SealError {
    fn words(&self, lang: Lang) -> String {
        let c = |c: &Color| s(color(*c));
        match self {
            SealError::Invalid(errs) => errs.words(lang),
            SealError::WrongSide { expected, given } => {
                say(lang, "seal-wrong-side", &[("expected", c(expected)), ("given", c(given))])
            }
            SealError::AlreadySealed(x) => say(lang, "seal-already-sealed", &[("color", c(x))]),
            SealError::NotSealed(x) => say(lang, "seal-not-sealed", &[("color", c(x))]),
            SealError::AlreadyRevealed => say(lang, "seal-already-revealed", &[]),
            SealError::Mismatch { side, expected, found } => {
                say(lang, "seal-mismatch", &[("color", c(side)), ("expected", s(expected)), ("found", s(found))])
            }
            SealError::Damaged(x, d) => say(lang, "seal-damaged", &[("color", c(x)), ("error", s(d.words(lang)))]),
            SealError::Random(e) => say(lang, "seal-random", &[("error", s(e))]),
            SealError::Cipher(x) => say(lang, "seal-cipher", &[("color", c(x))]),
            SealError::Key(p) => crate::vault::cannot_seal_words(lang, p),
            SealError::Unopenable(side, p) => crate::vault::unopenable_words(lang, *side, p.as_ref()),
        }
    }
}

impl Words for LotError {
    fn words(&self, lang: Lang) -> String {
        let c = |c: &Color| s(color(*c));
        match self {
            LotError::NotBlind(how) => say(lang, "lot-not-blind", &[("how", s(how))]),
            LotError::NotRevealed => say(lang, "lot-not-revealed", &[]),
            LotError::NotASquare(t) => say(lang, "lot-not-a-square", &[("text", s(t))]),
            LotError::OutsideZone { square, side, ranks } => {
                say(lang, "lot-outside-zone", &[("square", s(square)), ("color", c(side)), ("ranks", s(ranks))])
            }
            LotError::AlreadyDrawn { square, side } => {
                say(lang, "lot-already-drawn", &[("square", s(square)), ("color", c(side))])
            }
            LotError::Complete(x) => say(lang, "lot-complete", &[("color", c(x))]),
            LotError::BagEmpty(x) => say(lang, "lot-bag-empty", &[("color", c(x))]),
            LotError::Started => say(lang, "lot-started", &[]),
            LotError::Random(e) => say(lang, "lot-random", &[("error", s(e))]),
        }
    }
}

/// Why a lot on `square` was set aside: what stands there (R8).
pub fn lot_set_aside(lang: Lang, square: &str, held: &Occupant) -> String {
    let (what, c, r) = match *held {
        Occupant::Piece { color: c, role: r } => ("piece", c, role(r)),
        Occupant::Bastion { color: c } => ("bastion", c, "pawn"),
    };
    say(lang, "lot-set-aside", &[("square", s(square)), ("what", s(what)), ("color", s(color(c))), ("role", s(r))])
}

impl Words for StartError {
    fn words(&self, lang: Lang) -> String {
        match self {
            StartError::NotRevealed => say(lang, "start-not-revealed", &[]),
            StartError::BastionsMissing { side, have } => {
                say(lang, "start-bastions-missing", &[("color", s(color(*side))), ("have", (*have).into())])
            }
            StartError::BadSquare { text } => say(lang, "start-bad-square", &[("text", s(text))]),
            StartError::BastionMeets { square } => say(lang, "start-bastion-meets", &[("square", s(square))]),
            StartError::Position(e) => say(lang, "start-invalid", &[("error", s(e.words(lang)))]),
        }
    }
}

impl Words for StoreError {
    fn words(&self, lang: Lang) -> String {
        match self {
            StoreError::Read { path, source } => {
                say(lang, "store-read", &[("path", s(path.display())), ("error", s(super::io_words(source, lang)))])
            }
            StoreError::Write { path, source } => {
                say(lang, "store-write", &[("path", s(path.display())), ("error", s(super::io_words(source, lang)))])
            }
            StoreError::Empty { path } => say(lang, "store-empty", &[("path", s(path.display()))]),
            StoreError::Truncated { path, line, column } => say(
                lang,
                "store-truncated",
                &[("path", s(path.display())), ("line", (*line).into()), ("column", (*column).into())],
            ),
            StoreError::Corrupt { path, error } => {
                say(lang, "store-corrupt", &[("path", s(path.display())), ("error", s(error.words(lang)))])
            }
            StoreError::Exists { path } => say(lang, "store-exists", &[("path", s(path.display()))]),
        }
    }
}

impl Words for RecordError {
    fn words(&self, lang: Lang) -> String {
        use crate::model::{FORMAT, VERSION};
        match self {
            RecordError::Json { line, column, detail, .. } => say(
                lang,
                "record-not-json",
                &[("detail", s(detail)), ("line", (*line).into()), ("column", (*column).into())],
            ),
            RecordError::NotText { byte } => say(lang, "record-not-text", &[("byte", (*byte).into())]),
            RecordError::NoFormat => say(lang, "record-no-format", &[]),
            RecordError::NoVersion => say(lang, "record-no-version", &[]),
            RecordError::Format(format) => {
                say(lang, "record-format", &[("format", s(format)), ("expected", s(FORMAT))])
            }
            RecordError::Version(v) => {
                say(lang, "record-version", &[("version", (*v).into()), ("latest", VERSION.into())])
            }
            RecordError::Migration(e) => say(lang, "record-migrated", &[("error", s(e.words(lang)))]),
            RecordError::BoardSize { width, height } => {
                say(lang, "record-board-size", &[("width", (*width).into()), ("height", (*height).into())])
            }
        }
    }
}

impl Words for MigrationError {
    fn words(&self, lang: Lang) -> String {
        say(lang, "record-migration", &[("field", s(&self.field)), ("value", s(&self.value))])
    }
}

impl Words for JournalError {
    fn words(&self, lang: Lang) -> String {
        match self {
            JournalError::Io { path, source } => {
                say(lang, "journal-io", &[("path", s(path.display())), ("error", s(super::io_words(source, lang)))])
            }
            JournalError::Damaged { path, line, what } => say(
                lang,
                "journal-damaged",
                &[("path", s(path.display())), ("line", (*line).into()), ("what", s(what.words(lang)))],
            ),
        }
    }
}

impl Words for RecorderNote {
    fn words(&self, lang: Lang) -> String {
        match self {
            RecorderNote::TornTail { bytes } => say(lang, "desk-note-torn-tail", &[("bytes", (*bytes).into())]),
            RecorderNote::Restored { actions } => say(lang, "desk-note-restored", &[("actions", (*actions).into())]),
            RecorderNote::LivePgn(e) => say(lang, "desk-note-live-pgn", &[("error", s(e.words(lang)))]),
            RecorderNote::Salvaged { applied, kept, damage } => {
                let args = [("applied", (*applied).into()), ("kept", (*kept).into())];
                match damage {
                    None => say(lang, "desk-note-salvaged-whole", &args),
                    Some((line, what)) => {
                        let mut args = args.to_vec();
                        args.extend([("line", (*line).into()), ("what", s(what.words(lang)))]);
                        say(lang, "desk-note-salvaged", &args)
                    }
                }
            }
        }
    }
}

impl Words for LineDamage {
    fn words(&self, lang: Lang) -> String {
        match self {
            LineDamage::NotText => say(lang, "journal-line-not-text", &[]),
            LineDamage::NoHeader => say(lang, "journal-line-no-header", &[("header", s(crate::journal::HEADER))]),
            LineDamage::NoNumber => say(lang, "journal-line-no-number", &[]),
            LineDamage::NoChecksum => say(lang, "journal-line-no-checksum", &[]),
            LineDamage::NoAction => say(lang, "journal-line-no-action", &[]),
            LineDamage::Checksum { seq } => say(lang, "journal-line-checksum", &[("seq", (*seq).into())]),
            LineDamage::Unreadable { seq, column } => {
                say(lang, "journal-line-unreadable", &[("seq", (*seq).into()), ("column", (*column).into())])
            }
            LineDamage::OutOfOrder { seq, prev } => {
                say(lang, "journal-line-out-of-order", &[("seq", (*seq).into()), ("prev", (*prev).into())])
            }
        }
    }
}

impl Words for NotAMove {
    fn words(&self, lang: Lang) -> String {
        say(lang, "not-a-move", &[("text", s(&self.0))])
    }
}

/// The penalty of an illegal move by `by` (R29), in the words of the desk's sanctions
/// (`duties.ftl`'s `penalty`: one set of words for the desk, the sheet and the app).
pub fn penalty(lang: Lang, p: PenaltyKind, by: Color) -> String {
    p.against(by).words(lang)
}

impl Words for ResultKind {
    fn words(&self, lang: Lang) -> String {
        say(lang, "result-kind", &[("kind", s(self.key()))])
    }
}

/// The sentence of a recorded result, as the desk's record means it: the engine's verdict for
/// an ending it found, the desk's words for a declared result, then the arbiter's own words.
/// `synthesis` for a Synthesis record (its rulings differ).
pub fn result_sentence(lang: Lang, r: &GameResult, synthesis: bool) -> String {
    use victoria_rules::synthesis::{DrawGround as SDraw, Outcome as SOutcome};
    use victoria_rules::{DrawGround, Outcome, PointsGround};
    let yes = s(if synthesis { "yes" } else { "no" });
    let loser = r.winner.map(|w| s(color(w.other()))).unwrap_or_else(|| s("black"));
    let engine = |o: Outcome| o.words(lang);
    let sentence = match (r.outcome, synthesis) {
        (ResultKind::Resignation, _) => say(lang, "result-resigned", &[("loser", loser), ("synthesis", yes)]),
        _ if r.is_ruled_loss() => {
            let ground = r.ground.unwrap_or(Ground::FlagFell);
            crate::i18n::duties::fide_ground(ground, r.winner.map(Color::other), lang).unwrap_or_default()
        }
        (ResultKind::Forfeit | ResultKind::Loss, _) => {
            say(lang, "result-forfeit", &[("loser", loser), ("synthesis", yes)])
        }
        (ResultKind::Agreement, _) => say(lang, "result-agreement", &[("synthesis", yes)]),
        (ResultKind::Decision, _) => say(lang, "result-decision", &[]),
        (ResultKind::Points, _) => {
            let (white, black) = (r.points_white.unwrap_or(0), r.points_black.unwrap_or(0));
            let count = |ground: &str| {
                say(lang, "result-count", &[("white", white.into()), ("black", black.into()), ("ground", s(ground))])
            };
            match r.ground {
                Some(Ground::Agreement) => count("agreement"),
                Some(Ground::DeadPosition) if !r.reason.trim().is_empty() => count("dead_position"),
                g => {
                    let ground = match g {
                        Some(Ground::NothingToMove) => PointsGround::NothingToMove,
                        Some(Ground::NoStrikingForce) => PointsGround::NoStrikingForce,
                        Some(Ground::Repetition) => PointsGround::Repetition,
                        Some(Ground::HundredPlies) => PointsGround::HundredPlies,
                        _ => PointsGround::DeadPosition,
                    };
                    engine(Outcome::Points { ground, white, black })
                }
            }
        }
        (ResultKind::Checkmate, false) => engine(Outcome::Checkmate { winner: r.winner.unwrap_or(Color::White) }),
        (ResultKind::Draw, false) => {
            let ground = match r.ground {
                Some(Ground::Stalemate) => DrawGround::Stalemate,
                Some(Ground::Repetition) => DrawGround::Repetition,
                Some(Ground::HundredPlies) => DrawGround::HundredPlies,
                _ => DrawGround::DeadPosition,
            };
            engine(Outcome::Draw { ground })
        }
        (kind, _) => {
            let winner = r.winner.unwrap_or(Color::White);
            let o = match kind {
                ResultKind::Checkmate => SOutcome::Checkmate { winner },
                ResultKind::Draw => SOutcome::Draw {
                    ground: match r.ground {
                        Some(Ground::Repetition) => SDraw::Repetition,
                        Some(Ground::FiftyMoves) => SDraw::FiftyMoves,
                        _ => SDraw::Stalemate,
                    },
                },
                _ => SOutcome::KingCaptured { winner, both: r.ground == Some(Ground::BothKings) },
            };
            o.words(lang)
        }
    };
    if r.reason.trim().is_empty() {
        sentence
    } else {
        say(lang, "result-with-words", &[("sentence", s(sentence)), ("words", s(r.reason.trim()))])
    }
}

impl Words for LedgerStatus {
    fn words(&self, lang: Lang) -> String {
        match *self {
            LedgerStatus::InPlay => say(lang, "ledger-in-play", &[]),
            LedgerStatus::Petrified { on_move } => say(lang, "ledger-petrified", &[("n", on_move.into())]),
            LedgerStatus::Captured { on_move } => say(lang, "ledger-captured", &[("n", on_move.into())]),
        }
    }
}

impl Words for MoveEvent {
    fn words(&self, lang: Lang) -> String {
        let key = self.key();
        let name = key.split(':').next().unwrap_or("").to_string();
        let mut args: Vec<(&str, FluentValue)> = vec![("event", s(&name))];
        match self {
            MoveEvent::Hero(sq) | MoveEvent::Petrified(sq) => args.push(("square", s(sq))),
            MoveEvent::Regime { color: c, regime } => {
                args.push(("color", s(color(*c))));
                args.push(("regime", s(regime)));
            }
            MoveEvent::Escapes { color: c, left } => {
                args.push(("color", s(color(*c))));
                args.push(("left", (*left).into()));
            }
            MoveEvent::Win(c) => args.push(("color", s(color(*c)))),
            _ => {}
        }
        say(lang, "event", &args)
    }
}

/// `Display` (the English) for the record's errors and facts, from their words, and each as a
/// [`Said`](victoria_words::Said) notice (still the fact, worded when the notice is drawn).
macro_rules! worded {
    ($($t:ty),+) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.words(Lang::En))
            }
        }

        impl From<$t> for victoria_words::Said {
            fn from(fact: $t) -> victoria_words::Said {
                victoria_words::Said::new(fact)
            }
        }
    )+};
}

worded!(
    RecorderError,
    SealError,
    LotError,
    StartError,
    StoreError,
    JournalError,
    NotAMove,
    ReplayError,
    RecordError,
    MigrationError,
    RecorderNote,
    LineDamage,
    EntryRuling
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::take_errors;

    fn no_errors(what: &str) {
        let e = take_errors();
        assert!(e.is_empty(), "{what}: {e:?}");
    }

    #[test]
    fn every_fact_of_the_record_has_words_in_both_languages() {
        use crate::model::{MoveEvent as E, Occupant as O};
        take_errors();
        let events = [
            E::Capture,
            E::EnPassant,
            E::Castle,
            E::Hero("e5".parse().unwrap()),
            E::Promotion(Role::Queen),
            E::Petrified("c3".parse().unwrap()),
            E::Check,
            E::Checkmate,
            E::KingCaptured,
            E::Regime { color: Color::White, regime: 'B' },
            E::Escapes { color: Color::Black, left: 3 },
            E::BothInCheck,
            E::Reply,
            E::Stalemate,
            E::Win(Color::White),
            E::Draw,
        ];
        for lang in Lang::ALL {
            for e in &events {
                let w = e.words(lang);
                assert!(!w.is_empty() && !w.contains("event"), "{e:?}: {w}");
                assert_eq!(MoveEvent::from_key(&e.key()).as_ref(), Some(e));
            }
            for p in PenaltyKind::ALL {
                for c in Color::ALL {
                    assert!(!penalty(lang, p, c).is_empty());
                }
            }
            for k in ResultKind::ALL {
                assert!(!k.words(lang).is_empty());
            }
            for o in [O::Piece { color: Color::White, role: Role::Rook }, O::Bastion { color: Color::Black }] {
                assert!(lot_set_aside(lang, "d4", &o).contains("d4"));
            }
            for s in
                [LedgerStatus::InPlay, LedgerStatus::Petrified { on_move: 3 }, LedgerStatus::Captured { on_move: 4 }]
            {
                assert!(!s.words(lang).is_empty());
            }
            no_errors("facts");
        }
    }

    #[test]
    fn every_refusal_of_the_desk_has_words_in_both_languages() {
        use crate::recorder::RecorderError as D;
        take_errors();
        let all = vec![
            D::Ambiguous {
                text: "Nd2".into(),
                candidates: [("Nbd2", "b1", "d2"), ("Nfd2", "f3", "d2")]
                    .map(|(san, from, to)| crate::recorder::Meaning {
                        mv: victoria_rules::Move {
                            from: from.parse().unwrap(),
                            to: to.parse().unwrap(),
                            promotion: None,
                            capture: false,
                            kind: victoria_rules::MoveKind::Normal,
                        },
                        san: san.into(),
                    })
                    .to_vec(),
            },
            D::NotStarted,
            D::Started(Fixed::Options),
            D::Started(Fixed::StartPosition),
            D::Finished { score: "1-0", outcome: ResultKind::Resignation },
            D::NothingToTakeBack(0),
            D::NothingToTakeBack(2),
            D::NoSetupInSynthesis(SetupPart::Schemes),
            D::NoSetupInSynthesis(SetupPart::Bastions),
            D::RulesetFixed,
            D::BadPosition(victoria_rules::VfenError::new(
                "side",
                victoria_rules::VfenFault::Side { text: "x".into() },
            )),
            D::SealedRecord,
            D::CorrectionNeedsReason,
            D::NotOver,
            D::DecisionNeedsReason,
            D::NoCountInSynthesis,
            D::NoResultToClear,
            D::NoPendingDrawOffer,
            D::SignatureOutside,
            D::SignatureEmpty,
            D::SealDigest { signed: "ab".into(), record: "cd".into() },
            D::Replay(ReplayError::NoStart),
            D::Replay(ReplayError::NoCoordinates { ply: 3, uci: "zz".into() }),
            D::Replay(ReplayError::JournalGap { journal: "g.journal".into(), from: 2, to: 5 }),
            D::NoSample("a mate"),
            D::Lot(LotError::OutsideZone {
                square: victoria_rules::Square::new(3, 0),
                side: Color::White,
                ranks: "3–6".into(),
            }),
            D::Lot(LotError::NotBlind("arbitrary")),
            D::Seal(SealError::AlreadySealed(Color::Black)),
            D::Seal(SealError::WrongSide { expected: Color::White, given: Color::Black }),
            D::Start(StartError::BastionsMissing { side: Color::Black, have: 1 }),
            D::Start(StartError::NotRevealed),
            D::Start(StartError::BadSquare { text: "z99".into() }),
            D::Start(StartError::BastionMeets { square: victoria_rules::Square::new(3, 4) }),
            D::Start(StartError::Position(victoria_rules::PositionError::KingCount { color: Color::White, count: 2 })),
            D::NotAMove(NotAMove("zz".into())),
        ];
        for e in &all {
            let (en, ru) = (e.words(Lang::En), e.words(Lang::Ru));
            assert_eq!(en, e.to_string());
            assert!(ru.chars().any(|c| ('а'..='я').contains(&c)), "{e:?}: {ru}");
            assert_ne!(en, ru, "{e:?}");
        }
        no_errors("refusals");
        assert_eq!(
            D::Lot(LotError::OutsideZone {
                square: victoria_rules::Square::new(3, 0),
                side: Color::White,
                ranks: "3–6".into()
            })
            .words(Lang::Ru),
            "d1 нет в мешке белых: бастионы белых стоят на горизонталях 3–6 (R7); проверьте жребий"
        );
        assert_eq!(D::Started(Fixed::Options).words(Lang::Ru), "партия уже началась: параметры больше нельзя менять");
        assert!(
            D::Seal(SealError::AlreadySealed(Color::Black)).words(Lang::Ru).starts_with("схема чёрных уже запечатана")
        );
        assert!(D::NotAMove(NotAMove("zz".into())).words(Lang::Ru).starts_with("«zz» — не ход"));
    }

    /// Every kind of refused entry has words in both languages, naming the same squares and
    /// ruling; a text that names no move agrees with its piece in Russian; an old record's
    /// sentence is shown as written.
    #[test]
    fn every_refused_entry_has_words_in_both_languages() {
        use crate::i18n::grammar::squares_named;
        use victoria_rules::{Refusal, Rule};
        take_errors();
        let mut all: Vec<EntryRuling> = Refusal::examples().into_iter().map(|i| EntryRuling::Moves(vec![i])).collect();
        all.push(EntryRuling::Moves(Refusal::examples().into_iter().take(2).collect()));
        for color in Color::ALL {
            for role in Role::ALL.map(Some).into_iter().chain([None]) {
                for rule in [Rule::R29, Rule::S31] {
                    all.push(EntryRuling::NoSuchMove { rule, color, role, text: "Zd5".into() });
                }
            }
        }
        for r in &all {
            let (en, ru) = (r.words(Lang::En), r.words(Lang::Ru));
            assert!(en.contains(r.rule()) && ru.contains(r.rule()), "{r:?}: {en} / {ru}");
            assert!(ru.chars().any(|c| ('а'..='я').contains(&c)), "{r:?}: {ru}");
            // The same squares (as a set: one Synthesis sentence names a square twice in English).
            let named = |t: &str| squares_named(t).into_iter().collect::<std::collections::BTreeSet<_>>();
            assert_eq!(named(&en), named(&ru), "{r:?}: {en} / {ru}");
        }
        no_errors("refused entries");
        let no_rook = EntryRuling::NoSuchMove {
            rule: Rule::R29,
            color: Color::Black,
            role: Some(Role::Rook),
            text: "Ra9".into(),
        };
        assert_eq!(no_rook.words(Lang::En), "Black has no rook that can play “Ra9” (R29)");
        assert_eq!(no_rook.words(Lang::Ru), "ни одна ладья чёрных не может сыграть «Ra9» (R29)");
        let none = EntryRuling::NoSuchMove { rule: Rule::R29, color: Color::White, role: None, text: "zz9".into() };
        assert_eq!(none.words(Lang::Ru), "«zz9» — недопустимый ход для белых (R29)");
        let old = EntryRuling::Written { rule: "notation".into(), en: "an old sentence".into(), ru: None };
        assert_eq!((old.rule(), old.words(Lang::Ru).as_str()), ("notation", "an old sentence"));
        let json = serde_json::to_string(&no_rook).unwrap();
        assert_eq!(serde_json::from_str::<EntryRuling>(&json).unwrap(), no_rook, "{json}");
    }

    /// Every sample game has a title, an event and players in both languages, different in
    /// each; a real game is shown as typed.
    #[test]
    fn every_note_of_opening_and_every_journal_damage_has_words_in_both_languages() {
        use crate::store::StoreError;
        take_errors();
        let live = StoreError::Write { path: "/x/live.pgn".into(), source: std::io::Error::from_raw_os_error(28) };
        let mut notes = vec![
            RecorderNote::TornTail { bytes: 17 },
            RecorderNote::Restored { actions: 1 },
            RecorderNote::Restored { actions: 3 },
            RecorderNote::Restored { actions: 5 },
            RecorderNote::LivePgn(std::sync::Arc::new(live)),
            RecorderNote::Salvaged { applied: 2, kept: 1, damage: None },
        ];
        notes.extend(LineDamage::ALL.map(|d| RecorderNote::Salvaged { applied: 2, kept: 1, damage: Some((4, d)) }));
        for n in &notes {
            let (en, ru) = (n.words(Lang::En), n.words(Lang::Ru));
            no_errors(&format!("{n:?}"));
            assert!(!en.is_empty() && en != ru, "{n:?}: {en} / {ru}");
        }
        for d in LineDamage::ALL {
            let (en, ru) = (d.words(Lang::En), d.words(Lang::Ru));
            no_errors(&format!("{d:?}"));
            assert!(en != ru && !ru.is_ascii(), "{d:?}: {en} / {ru}");
        }
        // Russian plurals and the system's words in Russian.
        let restored = |n| RecorderNote::Restored { actions: n }.words(Lang::Ru);
        assert_eq!(restored(1), "из журнала восстановлено 1 действие");
        assert_eq!(restored(3), "из журнала восстановлено 3 действия");
        assert_eq!(restored(5), "из журнала восстановлено 5 действий");
        assert!(notes[4].words(Lang::Ru).contains("диск заполнен"), "{}", notes[4].words(Lang::Ru));
    }

    #[test]
    fn sample_games_have_titles_in_both_languages() {
        take_errors();
        for sample in Sample::ALL {
            assert_eq!(Sample::from_file(sample.file()), Some(sample));
            let info = EventInfo { sample: Some(sample), ..EventInfo::default() };
            let (en, ru) = (info.shown(Lang::En), info.shown(Lang::Ru));
            for (e, r) in [(&en.event, &ru.event), (&en.white, &ru.white), (&en.black, &ru.black), (&en.site, &ru.site)]
            {
                assert!(!e.is_empty() && e != r, "{sample:?}: {e} / {r}");
                assert!(r.chars().any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c))), "{r}");
            }
            assert_ne!(sample.words(Lang::En), sample.words(Lang::Ru));
        }
        no_errors("samples");
        let real = EventInfo { event: "Club night".into(), white: "Ann".into(), ..EventInfo::default() };
        assert_eq!(real.shown(Lang::Ru), real);
    }

    #[test]
    fn a_set_aside_lot_reads_in_both_languages() {
        let knight = Occupant::Piece { color: Color::White, role: Role::Knight };
        assert_eq!(lot_set_aside(Lang::En, "d4", &knight), "d4 holds White's knight (R8)");
        assert_eq!(lot_set_aside(Lang::Ru, "d4", &knight), "на d4 стоит конь белых (R8)");
        let bastion = Occupant::Bastion { color: Color::Black };
        assert_eq!(lot_set_aside(Lang::Ru, "c9", &bastion), "на c9 стоит бастион чёрных (R8)");
    }

    #[test]
    fn results_read_from_their_facts_and_keep_the_arbiters_words() {
        use crate::recorder::{Declared, Recorder};
        use crate::samples::{BLACK, WHITE};
        let mut d = Recorder::in_memory(crate::GameRecord::new(Default::default(), Default::default())).unwrap();
        d.seal_text(Color::White, WHITE).unwrap();
        d.seal_text(Color::Black, BLACK).unwrap();
        d.reveal().unwrap();
        d.start().unwrap();
        let r = d.declare(Declared::Forfeit { loser: Color::Black }, "did not come back from the break").unwrap();
        assert_eq!(r.reason, "did not come back from the break");
        assert_eq!(
            result_sentence(Lang::En, &r, false),
            "Black loses by forfeit (R28): did not come back from the break"
        );
        assert_eq!(
            result_sentence(Lang::Ru, &r, false),
            "Чёрные: поражение за неявку или нарушение (R28): did not come back from the break"
        );
        let mut r2 = r.clone();
        r2.outcome = ResultKind::Checkmate;
        r2.winner = Some(Color::White);
        r2.reason.clear();
        assert_eq!(result_sentence(Lang::Ru, &r2, false), "мат: выиграли белые (R26)");
        r2.outcome = ResultKind::Points;
        r2.ground = Some(Ground::Agreement);
        r2.points_white = Some(12);
        r2.points_black = Some(9);
        assert_eq!(
            result_sentence(Lang::Ru, &r2, false),
            "подсчёт очков, белые 12 : чёрные 9; игроки согласились на подсчёт очков (R27)"
        );
        assert_eq!(
            result_sentence(Lang::En, &r2, false),
            "point count, White 12 : Black 9; the players agreed to a count (R27)"
        );
        no_errors("results");
    }
}
