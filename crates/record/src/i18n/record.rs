//! The record library's facts in words: the desk's refusals and the errors of its parts
//! (sealing, lots, the start, files, the journal, replaying, unreadable announcements),
//! results, penalties, set-aside lots, ledger states and move events, from
//! `assets/i18n/<lang>/record.ftl`.

use super::Words;
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
use crate::{args, t};
use victoria_rules::{AnyOutcome, Color, Illegal, Role, Ruleset};
use victoria_words::Lang;

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

/// A sample game's title ("Mate", «Мат»), from `samples.ftl`.
impl Words for Sample {
    fn words(&self, lang: Lang) -> String {
        t!(lang, "sample-title", sample = self.key())
    }
}

impl EventInfo {
    /// The event as shown in `lang`: a sample game's event, site, club, arbiter and players
    /// from the catalogue (`samples.ftl`); a real game's as the arbiter typed them.
    pub fn shown(&self, lang: Lang) -> EventInfo {
        let Some(sample) = self.sample else { return self.clone() };
        let field = |id: &str| t!(lang, id, sample = sample.key());
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
                t!(lang, "entry-rulings", rulings = each.join("; "))
            }
            EntryRuling::NoSuchMove { rule, color: c, role: r, text } => t!(
                lang,
                "entry-no-such-move",
                color = color(*c),
                role = r.map(role).unwrap_or("none"),
                // The entry in the reader's letters (one script per move).
                text = crate::announce::announced_in(lang, text),
                rule = rule.to_string()
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
        let id = |id: &str| t!(lang, id);
        match self {
            E::Store(e) => e.words(lang),
            E::Journal(e) => e.words(lang),
            E::Seal(e) => e.words(lang),
            E::Lot(e) => e.words(lang),
            E::Start(e) => e.words(lang),
            E::NotAMove(e) => e.words(lang),
            E::Ambiguous { text, candidates } => {
                // Each move the entry may mean, its SAN in the reader's letters (the one SAN
                // localiser) and its coordinates.
                let listed: Vec<String> = candidates
                    .iter()
                    .map(|c| format!("{} ({})", victoria_rules::san::written(lang, &c.san), c.mv))
                    .collect();
                t!(
                    lang,
                    "desk-ambiguous",
                    text = text.to_string(),
                    n = candidates.len(),
                    candidates = listed.join(", ")
                )
            }
            E::Illegal { text, ruling, .. } => {
                t!(lang, "desk-illegal", text = crate::announce::announced_in(lang, text), reason = ruling.words(lang))
            }
            E::NotStarted => id("desk-not-started"),
            E::Started(what) => {
                let what = match what {
                    Fixed::Options => "options",
                    Fixed::StartPosition => "start",
                };
                t!(lang, "desk-started", what = what.to_string())
            }
            E::Finished { score, outcome, ground } => {
                let outcome =
                    t!(lang, "result-kind", kind = outcome.key(), ground = ground.map_or("other", Ground::key));
                t!(lang, "desk-finished", score = score.to_string(), outcome = outcome)
            }
            // A classical game's verdict in FIDE's words.
            E::Ended(AnyOutcome::Victoria(o), Ruleset::Classical) => {
                t!(lang, "desk-ended", verdict = victoria_rules::ClassicalOutcome(*o).words(lang))
            }
            E::Ended(o, _) => t!(lang, "desk-ended", verdict = o.words(lang)),
            E::NothingToTakeBack(n) => t!(lang, "desk-nothing-to-take-back", n = *n),
            E::NoSetupInSynthesis(what) => {
                let what = match what {
                    SetupPart::Schemes => "schemes",
                    SetupPart::Bastions => "bastions",
                };
                t!(lang, "desk-no-setup-in-synthesis", what = what.to_string())
            }
            E::RulesetFixed => id("desk-ruleset-fixed"),
            E::BadPosition(e) => t!(lang, "desk-bad-position", error = e.words(lang)),
            E::SealedRecord => id("desk-sealed-record"),
            E::CorrectionNeedsReason => id("desk-correction-needs-reason"),
            E::NotOver => id("desk-not-over"),
            E::DecisionNeedsReason => id("desk-decision-needs-reason"),
            E::NoCountInSynthesis => id("desk-no-count-in-synthesis"),
            E::NoCountInClassical => id("desk-no-count-in-classical"),
            E::NoResultToClear => id("desk-no-result-to-clear"),
            E::NoPendingDrawOffer => id("desk-no-pending-draw-offer"),
            E::SignatureOutside => id("desk-signature-outside"),
            E::SignatureEmpty => id("desk-signature-empty"),
            E::SealDigest { signed, record } => {
                t!(lang, "desk-seal-digest", signed = signed.to_string(), record = record.to_string())
            }
            E::Replay(e) => t!(lang, "desk-replay", error = e.words(lang)),
            E::NoSample(what) => t!(lang, "desk-no-sample", what = what.to_string()),
            E::Duty(e) => e.words(lang),
        }
    }
}

impl Words for ReplayError {
    fn words(&self, lang: Lang) -> String {
        match self {
            ReplayError::NoStart => t!(lang, "replay-no-start"),
            ReplayError::BadStart(e) => t!(lang, "replay-bad-start", error = e.words(lang)),
            ReplayError::NoCoordinates { ply, uci } => {
                t!(lang, "replay-no-coordinates", ply = *ply, uci = uci.to_string())
            }
            ReplayError::Illegal { ply, uci, illegal: i } => {
                t!(lang, "replay-illegal", ply = *ply, uci = uci.to_string(), reason = illegal(lang, i))
            }
            ReplayError::JournalGap { journal, from, to } => {
                t!(lang, "replay-journal-gap", journal = journal.display().to_string(), from = *from, to = *to)
            }
        }
    }
}

impl Words for SealError {
    fn words(&self, lang: Lang) -> String {
        match self {
            SealError::Invalid(errs) => errs.words(lang),
            SealError::WrongSide { expected, given } => {
                t!(lang, "seal-wrong-side", expected = *expected, given = *given)
            }
            SealError::AlreadySealed(x) => t!(lang, "seal-already-sealed", color = *x),
            SealError::NotSealed(x) => t!(lang, "seal-not-sealed", color = *x),
            SealError::AlreadyRevealed => t!(lang, "seal-already-revealed"),
            SealError::Mismatch { side, expected, found } => {
                t!(lang, "seal-mismatch", color = *side, expected = expected.to_string(), found = found.to_string())
            }
            SealError::Damaged(x, d) => t!(lang, "seal-damaged", color = *x, error = d.words(lang)),
            SealError::Random(e) => t!(lang, "seal-random", error = e.to_string()),
            SealError::Cipher(x) => t!(lang, "seal-cipher", color = *x),
            SealError::Key(p) => crate::vault::cannot_seal_words(lang, p),
            SealError::Unopenable(side, p) => crate::vault::unopenable_words(lang, *side, p.as_ref()),
        }
    }
}

impl Words for LotError {
    fn words(&self, lang: Lang) -> String {
        match self {
            LotError::NotBlind(how) => t!(lang, "lot-not-blind", how = how.to_string()),
            LotError::NotRevealed => t!(lang, "lot-not-revealed"),
            LotError::NotASquare(t) => t!(lang, "lot-not-a-square", text = t.to_string()),
            LotError::OutsideZone { square, side, ranks } => {
                t!(lang, "lot-outside-zone", square = square.to_string(), color = *side, ranks = ranks.to_string())
            }
            LotError::AlreadyDrawn { square, side } => {
                t!(lang, "lot-already-drawn", square = square.to_string(), color = *side)
            }
            LotError::Complete(x) => t!(lang, "lot-complete", color = *x),
            LotError::BagEmpty(x) => t!(lang, "lot-bag-empty", color = *x),
            LotError::Started => t!(lang, "lot-started"),
            LotError::Random(e) => t!(lang, "lot-random", error = e.to_string()),
        }
    }
}

/// Why a lot on `square` was set aside: what stands there (R8).
pub fn lot_set_aside(lang: Lang, square: &str, held: &Occupant) -> String {
    let (what, c, r) = match *held {
        Occupant::Piece { color: c, role: r } => ("piece", c, role(r)),
        Occupant::Bastion { color: c } => ("bastion", c, "pawn"),
    };
    t!(lang, "lot-set-aside", square = square.to_string(), what = what, color = color(c), role = r)
}

impl Words for StartError {
    fn words(&self, lang: Lang) -> String {
        match self {
            StartError::NotRevealed => t!(lang, "start-not-revealed"),
            StartError::BastionsMissing { side, have } => {
                t!(lang, "start-bastions-missing", color = color(*side), have = *have)
            }
            StartError::BadSquare { text } => t!(lang, "start-bad-square", text = text.to_string()),
            StartError::BastionMeets { square } => t!(lang, "start-bastion-meets", square = square.to_string()),
            StartError::Position(e) => t!(lang, "start-invalid", error = e.words(lang)),
        }
    }
}

impl Words for StoreError {
    fn words(&self, lang: Lang) -> String {
        match self {
            StoreError::Read { path, source } => {
                t!(lang, "store-read", path = path.display().to_string(), error = super::io_words(source, lang))
            }
            StoreError::Write { path, source } => {
                t!(lang, "store-write", path = path.display().to_string(), error = super::io_words(source, lang))
            }
            StoreError::Empty { path } => t!(lang, "store-empty", path = path.display().to_string()),
            StoreError::Truncated { path, line, column } => {
                t!(lang, "store-truncated", path = path.display().to_string(), line = *line, column = *column)
            }
            StoreError::Corrupt { path, error } => {
                t!(lang, "store-corrupt", path = path.display().to_string(), error = error.words(lang))
            }
            StoreError::Exists { path } => t!(lang, "store-exists", path = path.display().to_string()),
        }
    }
}

impl Words for RecordError {
    fn words(&self, lang: Lang) -> String {
        use crate::model::{FORMAT, VERSION};
        match self {
            RecordError::Json { line, column, detail, .. } => {
                t!(lang, "record-not-json", detail = detail.to_string(), line = *line, column = *column)
            }
            RecordError::NotText { byte } => t!(lang, "record-not-text", byte = *byte),
            RecordError::NoFormat => t!(lang, "record-no-format"),
            RecordError::NoVersion => t!(lang, "record-no-version"),
            RecordError::Format(format) => {
                t!(lang, "record-format", format = format.to_string(), expected = FORMAT)
            }
            RecordError::Version(v) => {
                t!(lang, "record-version", version = *v, latest = VERSION)
            }
            RecordError::Migration(e) => t!(lang, "record-migrated", error = e.words(lang)),
            RecordError::BoardSize { width, height } => {
                t!(lang, "record-board-size", width = *width, height = *height)
            }
        }
    }
}

impl Words for MigrationError {
    fn words(&self, lang: Lang) -> String {
        t!(lang, "record-migration", field = self.field.clone(), value = self.value.clone())
    }
}

impl Words for JournalError {
    fn words(&self, lang: Lang) -> String {
        match self {
            JournalError::Io { path, source } => {
                t!(lang, "journal-io", path = path.display().to_string(), error = super::io_words(source, lang))
            }
            JournalError::Damaged { path, line, what } => {
                t!(lang, "journal-damaged", path = path.display().to_string(), line = *line, what = what.words(lang))
            }
        }
    }
}

impl Words for RecorderNote {
    fn words(&self, lang: Lang) -> String {
        match self {
            RecorderNote::TornTail { bytes } => t!(lang, "desk-note-torn-tail", bytes = *bytes),
            RecorderNote::Restored { actions } => t!(lang, "desk-note-restored", actions = *actions),
            RecorderNote::LivePgn(e) => t!(lang, "desk-note-live-pgn", error = e.words(lang)),
            RecorderNote::Salvaged { applied, kept, damage } => match damage {
                None => t!(lang, "desk-note-salvaged-whole", applied = *applied, kept = *kept),
                Some((line, what)) => t!(
                    lang,
                    "desk-note-salvaged",
                    applied = *applied,
                    kept = *kept,
                    line = *line,
                    what = what.words(lang)
                ),
            },
        }
    }
}

impl Words for LineDamage {
    fn words(&self, lang: Lang) -> String {
        match self {
            LineDamage::NotText => t!(lang, "journal-line-not-text"),
            LineDamage::NoHeader => t!(lang, "journal-line-no-header", header = crate::journal::HEADER),
            LineDamage::NoNumber => t!(lang, "journal-line-no-number"),
            LineDamage::NoChecksum => t!(lang, "journal-line-no-checksum"),
            LineDamage::NoAction => t!(lang, "journal-line-no-action"),
            LineDamage::Checksum { seq } => t!(lang, "journal-line-checksum", seq = *seq),
            LineDamage::Unreadable { seq, column } => {
                t!(lang, "journal-line-unreadable", seq = *seq, column = *column)
            }
            LineDamage::OutOfOrder { seq, prev } => {
                t!(lang, "journal-line-out-of-order", seq = *seq, prev = *prev)
            }
        }
    }
}

impl Words for NotAMove {
    fn words(&self, lang: Lang) -> String {
        t!(lang, "not-a-move", text = self.0.clone())
    }
}

/// The penalty of an illegal move by `by` (R29), in the words of the desk's sanctions
/// (`duties.ftl`'s `penalty`: one set of words for the desk, the sheet and the app).
pub fn penalty(lang: Lang, p: PenaltyKind, by: Color) -> String {
    p.against(by).words(lang)
}

impl Words for ResultKind {
    fn words(&self, lang: Lang) -> String {
        t!(lang, "result-kind", kind = self.key(), ground = "other")
    }
}

/// The sentence of a recorded result, as the desk's record means it: the engine's verdict for
/// an ending it found, the desk's words for a declared result, then the arbiter's own words.
/// Each ruleset cites its own book: Victoria its R-rulings, classical chess FIDE's Laws,
/// Synthesis its S-rulings.
pub fn result_sentence(lang: Lang, r: &GameResult, ruleset: Ruleset) -> String {
    use victoria_rules::synthesis::{DrawGround as SDraw, Outcome as SOutcome};
    use victoria_rules::{ClassicalOutcome, DrawGround, Outcome, PointsGround};
    let synthesis = ruleset == Ruleset::Synthesis;
    let book = ruleset.key();
    let loser = r.winner.map_or("black", |w| color(w.other()));
    let engine = |o: Outcome| match ruleset {
        Ruleset::Classical => ClassicalOutcome(o).words(lang),
        _ => o.words(lang),
    };
    let sentence = match (r.outcome, synthesis) {
        (ResultKind::Resignation, _) => t!(lang, "result-resigned", loser = loser, ruleset = book),
        _ if r.is_ruled_loss() => {
            let ground = r.ground.unwrap_or(Ground::FlagFell);
            crate::i18n::duties::fide_ground(ground, r.winner.map(Color::other), r.outcome == ResultKind::Points, lang)
                .unwrap_or_default()
        }
        (ResultKind::Forfeit | ResultKind::Loss, _) => {
            t!(lang, "result-forfeit", loser = loser, ruleset = book)
        }
        (ResultKind::Agreement, _) => t!(lang, "result-agreement", ruleset = book),
        (ResultKind::Decision, _) => t!(lang, "result-decision"),
        (ResultKind::Points, _) => {
            let (white, black) = (r.points_white.unwrap_or(0), r.points_black.unwrap_or(0));
            let count =
                |ground: &str| t!(lang, "result-count", white = white, black = black, ground = ground.to_string());
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
        t!(lang, "result-with-words", sentence = sentence, words = r.reason.trim().to_string())
    }
}

impl Words for LedgerStatus {
    fn words(&self, lang: Lang) -> String {
        match *self {
            LedgerStatus::InPlay => t!(lang, "ledger-in-play"),
            LedgerStatus::Petrified { on_move } => t!(lang, "ledger-petrified", n = on_move),
            LedgerStatus::Captured { on_move } => t!(lang, "ledger-captured", n = on_move),
        }
    }
}

impl Words for MoveEvent {
    fn words(&self, lang: Lang) -> String {
        let key = self.key();
        let name = key.split(':').next().unwrap_or("").to_string();
        let mut args = args!(event = name);
        match self {
            MoveEvent::Hero(sq) | MoveEvent::Petrified(sq) => args.set("square", sq.to_string()),
            MoveEvent::Regime { color: c, regime } => {
                args.set("color", color(*c));
                args.set("regime", regime.to_string());
            }
            MoveEvent::Escapes { color: c, left } => {
                args.set("color", color(*c));
                args.set("left", *left);
            }
            MoveEvent::Win(c) => args.set("color", color(*c)),
            _ => {}
        }
        t!(lang, "event"; &args)
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

    /// Every result kind, on every ground, is worded in both languages, apart, and only a
    /// king capture reads "king capture" (a loss on time read so, issue 39).
    #[test]
    fn every_result_kind_on_every_ground_is_worded_in_both_languages() {
        take_errors();
        for kind in ResultKind::ALL {
            for ground in Ground::ALL.map(Ground::key).into_iter().chain(["other"]) {
                let say = |lang| t!(lang, "result-kind", kind = kind.key(), ground = ground);
                let (en, ru) = (say(Lang::En), say(Lang::Ru));
                assert!(!en.is_empty() && en != ru, "{kind:?} {ground}: {en} / {ru}");
                let captured = kind == ResultKind::KingCaptured;
                assert_eq!(en.contains("king capture"), captured, "{kind:?} {ground}: {en}");
                assert_eq!(ru.contains("взятие короля"), captured, "{kind:?} {ground}: {ru}");
            }
        }
        let on = |kind: ResultKind, g: Ground| t!(Lang::En, "result-kind", kind = kind.key(), ground = g.key());
        assert_eq!(on(ResultKind::Loss, Ground::FlagFell), "loss on time, FIDE 6.9");
        assert_eq!(on(ResultKind::Draw, Ground::DeadPosition), "draw: dead position, FIDE 5.2.2");
        assert!(on(ResultKind::Draw, Ground::FlagFell).contains("FIDE 6.9"));
        assert_eq!(take_errors(), Vec::<String>::new());
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
            D::Finished { score: "1-0", outcome: ResultKind::Resignation, ground: None },
            D::Finished { score: "1/2-1/2", outcome: ResultKind::Draw, ground: Some(Ground::DeadPosition) },
            D::NothingToTakeBack(0),
            D::NothingToTakeBack(2),
            D::NoSetupInSynthesis(SetupPart::Schemes),
            D::NoSetupInSynthesis(SetupPart::Bastions),
            D::RulesetFixed,
            D::Ended(
                AnyOutcome::Victoria(victoria_rules::Outcome::Draw { ground: victoria_rules::DrawGround::Repetition }),
                Ruleset::Classical,
            ),
            D::Ended(
                AnyOutcome::Victoria(victoria_rules::Outcome::Draw { ground: victoria_rules::DrawGround::Repetition }),
                Ruleset::Victoria,
            ),
            D::BadPosition(victoria_rules::VfenError::new(
                "side",
                victoria_rules::VfenFault::Side { text: "x".into() },
            )),
            D::SealedRecord,
            D::CorrectionNeedsReason,
            D::NotOver,
            D::DecisionNeedsReason,
            D::NoCountInSynthesis,
            D::NoCountInClassical,
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
            "d1 нет в мешке белых: бастионы белых стоят на горизонталях 3–6 (R7); проверьте жребий."
        );
        assert_eq!(D::Started(Fixed::Options).words(Lang::Ru), "Партия уже началась: параметры больше нельзя менять.");
        assert!(
            D::Seal(SealError::AlreadySealed(Color::Black)).words(Lang::Ru).starts_with("Схема чёрных уже запечатана")
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
        // The entry in the reader's letters (issue 39: one script per move).
        assert_eq!(no_rook.words(Lang::Ru), "ни одна ладья чёрных не может сыграть «Лa9» (R29)");
        let typed_in_russian = EntryRuling::NoSuchMove {
            rule: Rule::R29,
            color: Color::Black,
            role: Some(Role::Bishop),
            text: "Сxl7".into(),
        };
        assert!(typed_in_russian.words(Lang::En).contains("“Bxl7”"), "{}", typed_in_russian.words(Lang::En));
        let none = EntryRuling::NoSuchMove { rule: Rule::R29, color: Color::White, role: None, text: "zz9".into() };
        assert_eq!(none.words(Lang::Ru), "«zz9» — невозможный ход для белых (R29)");
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
            result_sentence(Lang::En, &r, Ruleset::Victoria),
            "Black loses by forfeit (R28): did not come back from the break"
        );
        assert_eq!(
            result_sentence(Lang::Ru, &r, Ruleset::Victoria),
            "Чёрные: поражение за неявку или нарушение (R28): did not come back from the break"
        );
        let mut r2 = r.clone();
        r2.outcome = ResultKind::Checkmate;
        r2.winner = Some(Color::White);
        r2.reason.clear();
        assert_eq!(result_sentence(Lang::Ru, &r2, Ruleset::Victoria), "мат: выиграли белые (R26)");
        r2.outcome = ResultKind::Points;
        r2.ground = Some(Ground::Agreement);
        r2.points_white = Some(12);
        r2.points_black = Some(9);
        assert_eq!(
            result_sentence(Lang::Ru, &r2, Ruleset::Victoria),
            "подсчёт очков, белые 12 : чёрные 9; игроки согласились на подсчёт очков (R27)"
        );
        assert_eq!(
            result_sentence(Lang::En, &r2, Ruleset::Victoria),
            "point count, White 12 : Black 9; the players agreed to a count (R27)"
        );
        no_errors("results");
    }

    /// A classical game's result cites FIDE's Laws, never Victoria's R-rulings (issue 39), in
    /// both languages; a Synthesis game's its own book.
    #[test]
    fn a_classical_result_cites_fide() {
        let mut r = GameResult {
            outcome: ResultKind::Resignation,
            winner: Some(Color::White),
            ground: None,
            points_white: None,
            points_black: None,
            reason: String::new(),
            time: crate::model::now(),
            final_vfen: None,
            mate_proofs: Vec::new(),
        };
        assert_eq!(result_sentence(Lang::En, &r, Ruleset::Classical), "Black resigned (FIDE 5.1.2)");
        assert_eq!(result_sentence(Lang::Ru, &r, Ruleset::Classical), "Чёрные сдались (ст. 5.1.2 Правил ФИДЕ)");
        assert_eq!(result_sentence(Lang::En, &r, Ruleset::Victoria), "Black resigned (R28)");
        assert_eq!(result_sentence(Lang::En, &r, Ruleset::Synthesis), "Black resigned");
        r.outcome = ResultKind::Checkmate;
        let mate = result_sentence(Lang::Ru, &r, Ruleset::Classical);
        assert!(mate.ends_with("(ст. 5.1.1 Правил ФИДЕ)") && !mate.contains("R26"), "{mate}");
        r.outcome = ResultKind::Agreement;
        r.winner = None;
        assert_eq!(result_sentence(Lang::En, &r, Ruleset::Classical), "draw by agreement (FIDE 5.2.3)");
        no_errors("classical results");
    }
}
