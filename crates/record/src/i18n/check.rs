//! What the record checker (`check`) finds, in words: a [`Problem`] with the move it belongs
//! to, its [`Fault`] and the recorded result's [`ResultFault`], from the catalogue `check.ftl`.
//! The checker holds only facts (plies, moves, rulings, fields); `Display` is the English.

use super::Args;
use super::{Lang, Words, tr0};
use crate::check::{Fault, MoveAt, Problem, ResultFault, Signer};
use crate::model::{Ground, MoveEvent, Time};
use victoria_rules::Color;

fn figure(lang: Lang, n: Option<impl ToString>) -> String {
    n.map(|n| n.to_string()).unwrap_or_else(|| tr0(lang, "check-none"))
}

fn keys(v: &[MoveEvent]) -> String {
    v.iter().map(MoveEvent::key).collect::<Vec<_>>().join(", ")
}

fn time(t: &Time) -> String {
    t.to_rfc3339()
}

fn ground(g: Option<Ground>) -> &'static str {
    g.map(Ground::key).unwrap_or("")
}

fn winner(c: Option<Color>) -> &'static str {
    c.map(Color::key).unwrap_or("none")
}

impl Words for MoveAt {
    fn words(&self, lang: Lang) -> String {
        Args::of(&crate::WORDS).n("fullmove", self.fullmove).color("color", self.color).say(lang, "check-move")
    }
}

impl Words for Problem {
    fn words(&self, lang: Lang) -> String {
        let problem = self.fault.words(lang);
        match &self.at {
            Some(at) => {
                Args::of(&crate::WORDS).s("move", at.words(lang)).s("problem", problem).say(lang, "check-at-move")
            }
            None => problem,
        }
    }
}

impl Words for Fault {
    fn words(&self, lang: Lang) -> String {
        use Fault::*;
        let a = || Args::of(&crate::WORDS);
        let lot = |n: usize, side: Color, square: &str| a().n("n", n as f64).color("side", side).s("square", square);
        match self {
            PlyNumber { recorded, expected } => {
                a().n("recorded", *recorded).n("expected", *expected).say(lang, "check-ply-number")
            }
            WrongSide { recorded, to_move } => {
                a().color("recorded", *recorded).color("tomove", *to_move).say(lang, "check-wrong-side")
            }
            AfterEnd { at, outcome } => {
                a().n("at", *at).s("outcome", outcome.sentence().get(lang)).say(lang, "check-after-end")
            }
            TimeEarlier { time: t } => a().s("time", time(t)).say(lang, "check-time-earlier"),
            San { recorded, engine } => a().s("recorded", recorded).s("engine", engine).say(lang, "check-san"),
            AnnouncedOther { announced, names, played } => {
                a().s("announced", announced).s("names", names).s("played", played).say(lang, "check-announced-other")
            }
            AnnouncedAmbiguous { announced } => a().s("announced", announced).say(lang, "check-announced-ambiguous"),
            AnnouncedNone { announced } => a().s("announced", announced).say(lang, "check-announced-none"),
            Events { recorded, engine } => {
                a().s("recorded", keys(recorded)).s("engine", keys(engine)).say(lang, "check-events")
            }
            Reserve { recorded, engine } => a()
                .s("spent", figure(lang, recorded.0))
                .s("left", figure(lang, recorded.1))
                .s("espent", figure(lang, engine.0))
                .s("eleft", figure(lang, engine.1))
                .say(lang, "check-reserve"),
            SynthesisReserve => a().say(lang, "check-synthesis-reserve"),
            NotCoordinates { uci } => a().s("uci", uci).say(lang, "check-not-coordinates"),
            Illegal { uci, illegal } => a().s("uci", uci).s("reason", illegal.words(lang)).say(lang, "check-illegal"),
            Replay(e) | BadStart(e) => e.words(lang),
            Seal(p) => p.words(lang),
            MovesWithoutStart => a().say(lang, "check-moves-without-start"),
            ResultWithoutStart => a().say(lang, "check-result-without-start"),
            StartNotFromSchemes { start, rebuilt } => {
                a().s("start", start).s("rebuilt", rebuilt).say(lang, "check-start-not-from-schemes")
            }
            StartNotRebuilt(e) => a().s("error", e.words(lang)).say(lang, "check-start-not-rebuilt"),
            StartedBeforeReveal => a().say(lang, "check-started-before-reveal"),
            LotsNotDrawn { placement } => a().s("placement", placement.key()).say(lang, "check-lots-not-drawn"),
            LotNotASquare { n, text } => a().n("n", *n as f64).s("text", text).say(lang, "check-lot-not-a-square"),
            LotSetAsideFree { n, side, square } => lot(*n, *side, square).say(lang, "check-lot-set-aside-free"),
            LotAcceptedHeld { n, side, square, held } => lot(*n, *side, square)
                .s("held", super::record::lot_set_aside(lang, square, held))
                .say(lang, "check-lot-accepted-held"),
            Lot { n, side, square, error } => {
                lot(*n, *side, square).s("error", error.words(lang)).say(lang, "check-lot")
            }
            BastionCount { side, have } => {
                a().color("side", *side).n("have", *have as f64).say(lang, "check-bastion-count")
            }
            SynthesisSchemes => a().say(lang, "check-synthesis-schemes"),
            SynthesisLots => a().say(lang, "check-synthesis-lots"),
            Result(f) => a().s("problem", f.words(lang)).say(lang, "check-result"),
            WithdrawnWithoutReason { n } => a().n("n", *n as f64).say(lang, "check-withdrawn-without-reason"),
            CorrectionWithoutReason { time: t } => a().s("time", time(t)).say(lang, "check-correction-without-reason"),
            SignatureOutside { who } => {
                let who = match who {
                    Signer::Side(c) => c.key(),
                    Signer::Arbiter => "arbiter",
                };
                a().s("who", who).say(lang, "check-signature-outside")
            }
            SealDigest { signed, record } => a().s("signed", signed).s("record", record).say(lang, "check-seal-digest"),
        }
    }
}

impl Words for ResultFault {
    fn words(&self, lang: Lang) -> String {
        use ResultFault::*;
        let a = || Args::of(&crate::WORDS);
        match self {
            NotMate { engine } => a().s("engine", engine.words(lang)).say(lang, "check-not-mate"),
            Count { recorded, counted } => a()
                .s("white", figure(lang, recorded.0))
                .s("black", figure(lang, recorded.1))
                .n("cwhite", counted.0)
                .n("cblack", counted.1)
                .say(lang, "check-count"),
            CountWinner { recorded, counted } => {
                a().s("recorded", winner(*recorded)).s("counted", winner(*counted)).say(lang, "check-count-winner")
            }
            CountWithoutEnding { ground: g } => a().s("ground", ground(*g)).say(lang, "check-count-without-ending"),
            CountNeedsReason => a().say(lang, "check-count-needs-reason"),
            NotDraw { ground: g, engine } => {
                a().s("ground", ground(*g)).s("engine", engine.words(lang)).say(lang, "check-not-draw")
            }
            DrawWinner => a().say(lang, "check-draw-winner"),
            NotVictoria { outcome } => a().s("outcome", outcome.key()).say(lang, "check-not-victoria"),
            NeedsWinner { outcome } => a().s("outcome", outcome.key()).say(lang, "check-needs-winner"),
            ForfeitNeedsReason => a().say(lang, "check-forfeit-needs-reason"),
            AgreementWinner => a().say(lang, "check-agreement-winner"),
            DecisionNeedsReason => a().say(lang, "check-decision-needs-reason"),
            NotSynthesisVerdict { outcome, score, engine } => a()
                .s("outcome", outcome.key())
                .s("score", score)
                .s("engine", engine.words(lang))
                .say(lang, "check-not-synthesis-verdict"),
            NotSynthesis { outcome } => a().s("outcome", outcome.key()).say(lang, "check-not-synthesis"),
            FinalPosition { fen } => a().s("fen", fen).say(lang, "check-final-position"),
            IllegalMovesUncounted => a().say(lang, "check-illegal-moves-uncounted"),
        }
    }
}

victoria_words::english_display!(Problem, Fault, ResultFault);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::take_errors;
    use crate::lots::{LotError, StartError};
    use crate::model::{Occupant, ResultKind};
    use crate::seal::SealProblem;
    use victoria_rules::options::BastionPlacement;
    use victoria_rules::{AnyOutcome, Move, MoveKind, Outcome, Role, Square};

    fn every_fault() -> Vec<Fault> {
        let mv = |from: u8, to: u8| Move {
            from: Square::new(4, from),
            to: Square::new(4, to),
            promotion: None,
            capture: false,
            kind: MoveKind::Normal,
        };
        let time: Time = "2026-05-01T10:00:00+02:00".parse().unwrap();
        let illegal = victoria_rules::Refusal::examples().remove(0);
        let mut v = vec![
            Fault::PlyNumber { recorded: 3, expected: 2 },
            Fault::WrongSide { recorded: Color::Black, to_move: Color::White },
            Fault::AfterEnd { at: 7, outcome: AnyOutcome::Victoria(Outcome::Checkmate { winner: Color::White }) },
            Fault::TimeEarlier { time },
            Fault::San { recorded: "Qh5".into(), engine: "Qxh5+".into() },
            Fault::AnnouncedOther { announced: "e4".into(), names: mv(1, 3), played: mv(1, 2) },
            Fault::AnnouncedAmbiguous { announced: "Nd2".into() },
            Fault::AnnouncedNone { announced: "Zz9".into() },
            Fault::Events { recorded: vec![], engine: vec![] },
            Fault::Reserve { recorded: (Some(1), None), engine: (Some(1), Some(9)) },
            Fault::SynthesisReserve,
            Fault::NotCoordinates { uci: "zz".into() },
            Fault::Illegal { uci: "a1a12".into(), illegal },
            Fault::Replay(crate::replay::ReplayError::NoStart),
            Fault::Seal(SealProblem::Missing(Color::White)),
            Fault::MovesWithoutStart,
            Fault::ResultWithoutStart,
            Fault::StartNotFromSchemes { start: "8/8 w".into(), rebuilt: "7k/8 w".into() },
            Fault::StartNotRebuilt(StartError::NotRevealed),
            Fault::StartedBeforeReveal,
            Fault::LotsNotDrawn { placement: BastionPlacement::Arbitrary },
            Fault::LotNotASquare { n: 2, text: "z99".into() },
            Fault::LotSetAsideFree { n: 2, side: Color::Black, square: "d5".into() },
            Fault::LotAcceptedHeld {
                n: 2,
                side: Color::Black,
                square: "d5".into(),
                held: Occupant::Piece { color: Color::Black, role: Role::Rook },
            },
            Fault::Lot { n: 3, side: Color::White, square: "d5".into(), error: LotError::NotRevealed },
            Fault::BastionCount { side: Color::White, have: 2 },
            Fault::SynthesisSchemes,
            Fault::SynthesisLots,
            Fault::WithdrawnWithoutReason { n: 1 },
            Fault::CorrectionWithoutReason { time },
            Fault::SignatureOutside { who: Signer::Side(Color::Black) },
            Fault::SignatureOutside { who: Signer::Arbiter },
            Fault::SealDigest { signed: "ab".into(), record: "cd".into() },
        ];
        let engine = Outcome::Checkmate { winner: Color::Black };
        let synthesis = victoria_rules::synthesis::Outcome::KingCaptured { winner: Color::Black, both: false };
        v.extend(
            [
                ResultFault::NotMate { engine },
                ResultFault::Count { recorded: (Some(30), None), counted: (31, 28) },
                ResultFault::CountWinner { recorded: None, counted: Some(Color::White) },
                ResultFault::CountWithoutEnding { ground: Some(Ground::Repetition) },
                ResultFault::CountNeedsReason,
                ResultFault::NotDraw { ground: None, engine },
                ResultFault::DrawWinner,
                ResultFault::NotVictoria { outcome: ResultKind::KingCaptured },
                ResultFault::NeedsWinner { outcome: ResultKind::Resignation },
                ResultFault::NeedsWinner { outcome: ResultKind::Forfeit },
                ResultFault::ForfeitNeedsReason,
                ResultFault::AgreementWinner,
                ResultFault::DecisionNeedsReason,
                ResultFault::NotSynthesisVerdict {
                    outcome: ResultKind::KingCaptured,
                    score: "1-0".into(),
                    engine: synthesis,
                },
                ResultFault::NotSynthesis { outcome: ResultKind::Points },
                ResultFault::FinalPosition { fen: "8/8 w".into() },
                ResultFault::IllegalMovesUncounted,
            ]
            .map(Fault::Result),
        );
        v
    }

    #[test]
    fn every_problem_renders_in_both_languages_with_its_move_and_facts() {
        take_errors();
        for fault in every_fault() {
            for at in [None, Some(MoveAt { fullmove: 12, color: Color::Black })] {
                let p = Problem { ply: Some(24), at, fault: fault.clone() };
                let (en, ru) = (p.words(Lang::En), p.words(Lang::Ru));
                assert_eq!(en, p.to_string(), "Display is the English");
                assert!(!en.chars().any(|c| ('а'..='я').contains(&c)), "{en}");
                assert!(ru.chars().any(|c| ('а'..='я').contains(&c)), "{fault:?}: {ru}");
                for s in [&en, &ru] {
                    assert!(!s.contains('{') && !s.contains("check-"), "{fault:?}: {s}");
                }
                let named = |s: &str| crate::i18n::grammar::squares_named(s).len();
                assert_eq!(named(&en), named(&ru), "{en} / {ru}");
                if at.is_some() {
                    assert!(
                        en.starts_with("move 12... Black: ") && ru.starts_with("ход 12... чёрные: "),
                        "{en} / {ru}"
                    );
                }
            }
        }
        assert_eq!(take_errors(), Vec::<String>::new());
        let p = Problem {
            ply: Some(5),
            at: Some(MoveAt { fullmove: 3, color: Color::White }),
            fault: Fault::San { recorded: "Qh5".into(), engine: "Qxh5".into() },
        };
        assert_eq!(p.to_string(), "move 3. White: its SAN is recorded as 'Qh5', the engine writes 'Qxh5'");
        let r = Fault::Reserve { recorded: (Some(1), None), engine: (Some(1), Some(9)) };
        assert_eq!(r.to_string(), "its reserve is recorded as spent 1 / left none, the engine counts spent 1 / left 9");
    }
}
