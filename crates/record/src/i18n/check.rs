//! What the record checker (`check`) finds, in words: a [`Problem`] with the move it belongs
//! to, its [`Fault`] and the recorded result's [`ResultFault`], from the catalogue `check.ftl`.
//! The checker holds only facts (plies, moves, rulings, fields); `Display` is the English.

use super::Words;
use crate::check::{Fault, MoveAt, Problem, ResultFault};
use crate::model::{Ground, MoveEvent, Time};
use crate::{args, t};
use victoria_rules::Color;
use victoria_words::Lang;

fn figure(lang: Lang, n: Option<impl ToString>) -> String {
    n.map(|n| n.to_string()).unwrap_or_else(|| t!(lang, "check-none"))
}

fn keys(v: &[MoveEvent]) -> String {
    v.iter().map(MoveEvent::key).collect::<Vec<_>>().join(", ")
}

fn time(t: &Time) -> String {
    t.to_rfc3339()
}

/// The engine's verdict in the words of the game's own rule book: FIDE's for classical chess
/// (mate 5.1.1, dead position 5.2.2, fifty moves 9.3), the rulings' for Victoria.
fn engine_words(engine: victoria_rules::Outcome, ruleset: victoria_rules::Ruleset, lang: Lang) -> String {
    match ruleset {
        victoria_rules::Ruleset::Classical => victoria_rules::ClassicalOutcome(engine).words(lang),
        _ => engine.words(lang),
    }
}

fn ground(g: Option<Ground>) -> &'static str {
    g.map(Ground::key).unwrap_or("")
}

fn winner(c: Option<Color>) -> &'static str {
    c.map(Color::key).unwrap_or("none")
}

impl Words for MoveAt {
    fn words(&self, lang: Lang) -> String {
        t!(lang, "check-move", fullmove = self.fullmove, color = self.color)
    }
}

impl Words for Problem {
    fn words(&self, lang: Lang) -> String {
        let problem = self.fault.words(lang);
        match &self.at {
            Some(at) => {
                t!(lang, "check-at-move", move = at.words(lang).to_string(), problem = problem.to_string())
            }
            None => problem,
        }
    }
}

impl Words for Fault {
    fn words(&self, lang: Lang) -> String {
        use Fault::*;
        let lot = |n: usize, side: Color, square: &str| args!(n = n as f64, side = side, square = square.to_string());
        match self {
            PlyNumber { recorded, expected } => {
                t!(lang, "check-ply-number", recorded = *recorded, expected = *expected)
            }
            WrongSide { recorded, to_move } => {
                t!(lang, "check-wrong-side", recorded = *recorded, tomove = *to_move)
            }
            AfterEnd { at, outcome } => {
                t!(lang, "check-after-end", at = *at, outcome = outcome.words(lang))
            }
            TimeEarlier { time: t } => t!(lang, "check-time-earlier", time = time(t).to_string()),
            San { recorded, engine } => {
                t!(lang, "check-san", recorded = recorded.to_string(), engine = engine.to_string())
            }
            AnnouncedOther { announced, names, played } => {
                t!(
                    lang,
                    "check-announced-other",
                    announced = announced.to_string(),
                    names = names.to_string(),
                    played = played.to_string()
                )
            }
            AnnouncedAmbiguous { announced } => {
                t!(lang, "check-announced-ambiguous", announced = announced.to_string())
            }
            AnnouncedNone { announced } => t!(lang, "check-announced-none", announced = announced.to_string()),
            Events { recorded, engine } => {
                t!(lang, "check-events", recorded = keys(recorded).to_string(), engine = keys(engine).to_string())
            }
            Reserve { recorded, engine } => t!(
                lang,
                "check-reserve",
                spent = figure(lang, recorded.0).to_string(),
                left = figure(lang, recorded.1).to_string(),
                espent = figure(lang, engine.0).to_string(),
                eleft = figure(lang, engine.1).to_string()
            ),
            SynthesisReserve => t!(lang, "check-synthesis-reserve"),
            NotCoordinates { uci } => t!(lang, "check-not-coordinates", uci = uci.to_string()),
            Illegal { uci, illegal } => {
                t!(lang, "check-illegal", uci = uci.to_string(), reason = illegal.words(lang).to_string())
            }
            Replay(e) | BadStart(e) => e.words(lang),
            Seal(p) => p.words(lang),
            MovesWithoutStart => t!(lang, "check-moves-without-start"),
            ResultWithoutStart => t!(lang, "check-result-without-start"),
            StartNotFromSchemes { start, rebuilt } => {
                t!(lang, "check-start-not-from-schemes", start = start.to_string(), rebuilt = rebuilt.to_string())
            }
            StartNotRebuilt(e) => t!(lang, "check-start-not-rebuilt", error = e.words(lang).to_string()),
            StartedBeforeReveal => t!(lang, "check-started-before-reveal"),
            LotsNotDrawn { placement } => t!(lang, "check-lots-not-drawn", placement = placement.key().to_string()),
            LotNotASquare { n, text } => t!(lang, "check-lot-not-a-square", n = *n as f64, text = text.to_string()),
            LotSetAsideFree { n, side, square } => t!(lang, "check-lot-set-aside-free"; lot(*n, *side, square)),
            LotAcceptedHeld { n, side, square, held } => {
                t!(lang, "check-lot-accepted-held"; lot(*n, *side, square), held = super::record::lot_set_aside(lang, square, held).to_string())
            }
            Lot { n, side, square, error } => {
                t!(lang, "check-lot"; lot(*n, *side, square), error = error.words(lang).to_string())
            }
            BastionCount { side, have } => {
                t!(lang, "check-bastion-count", side = *side, have = *have as f64)
            }
            SynthesisSchemes => t!(lang, "check-synthesis-schemes"),
            SynthesisLots => t!(lang, "check-synthesis-lots"),
            Result(f) => t!(lang, "check-result", problem = f.words(lang).to_string()),
            WithdrawnWithoutReason { n } => t!(lang, "check-withdrawn-without-reason", n = *n as f64),
            CorrectionWithoutReason { time: t } => {
                t!(lang, "check-correction-without-reason", time = time(t).to_string())
            }
            SignatureOutside { who } => {
                t!(lang, "check-signature-outside", who = who.key())
            }
            SealDigest { signed, record } => {
                t!(lang, "check-seal-digest", signed = signed.to_string(), record = record.to_string())
            }
        }
    }
}

impl Words for ResultFault {
    fn words(&self, lang: Lang) -> String {
        use ResultFault::*;
        match self {
            NotMate { engine, ruleset } => {
                let engine = engine_words(*engine, *ruleset, lang);
                t!(lang, "check-not-mate", engine = engine, ruleset = ruleset.key())
            }
            MateWinner { recorded, winner: w } => {
                t!(lang, "check-mate-winner", recorded = winner(*recorded), winner = *w)
            }
            PointsWithoutCount { outcome, ruleset } => {
                t!(lang, "check-points-without-count", outcome = outcome.key(), ruleset = ruleset.key())
            }
            OutcomeNotInRuleset { outcome, ruleset } => {
                t!(lang, "check-outcome-not-in-ruleset", outcome = outcome.key(), ruleset = ruleset.key())
            }
            GroundNotInRuleset { outcome, ground, ruleset } => t!(
                lang,
                "check-ground-not-in-ruleset",
                outcome = outcome.key(),
                ground = ground.key(),
                ruleset = ruleset.key()
            ),
            FlagOfOther { loser, flagged } => t!(lang, "check-flag-of-other", loser = *loser, flagged = *flagged),
            OtherGround { recorded, engine, ruleset } => {
                t!(lang, "check-other-ground", ground = recorded.key(), engine = engine_words(*engine, *ruleset, lang))
            }
            BeforeLastMove { time: t } => t!(lang, "check-before-last-move", time = time(t).to_string()),
            WinnerCannotMate { winner: w, ruleset } => {
                t!(lang, "check-winner-cannot-mate", winner = *w, ruleset = ruleset.key())
            }
            Count { recorded, counted } => t!(
                lang,
                "check-count",
                white = figure(lang, recorded.0).to_string(),
                black = figure(lang, recorded.1).to_string(),
                cwhite = counted.0,
                cblack = counted.1
            ),
            CountWinner { recorded, counted } => {
                t!(
                    lang,
                    "check-count-winner",
                    recorded = winner(*recorded).to_string(),
                    counted = winner(*counted).to_string()
                )
            }
            CountWithoutEnding { ground: g } => t!(lang, "check-count-without-ending", ground = ground(*g).to_string()),
            CountNeedsReason => t!(lang, "check-count-needs-reason"),
            NotDraw { ground: g, engine, ruleset } => {
                t!(
                    lang,
                    "check-not-draw",
                    ground = ground(*g).to_string(),
                    engine = engine_words(*engine, *ruleset, lang)
                )
            }
            DrawWinner => t!(lang, "check-draw-winner"),
            NotVictoria { outcome } => t!(lang, "check-not-victoria", outcome = outcome.key().to_string()),
            NeedsWinner { outcome } => t!(lang, "check-needs-winner", outcome = outcome.key().to_string()),
            ForfeitNeedsReason { ruleset } => t!(lang, "check-forfeit-needs-reason", ruleset = ruleset.key()),
            LossNeedsGround => t!(lang, "check-loss-needs-ground"),
            AgreementWinner => t!(lang, "check-agreement-winner"),
            DecisionNeedsReason => t!(lang, "check-decision-needs-reason"),
            NotSynthesisVerdict { outcome, score, engine } => t!(
                lang,
                "check-not-synthesis-verdict",
                outcome = outcome.key().to_string(),
                score = score.to_string(),
                engine = engine.words(lang).to_string()
            ),
            NotSynthesis { outcome } => t!(lang, "check-not-synthesis", outcome = outcome.key().to_string()),
            FinalPosition { fen } => t!(lang, "check-final-position", fen = fen.to_string()),
            IllegalMovesUncounted { loser, counted } => {
                t!(lang, "check-illegal-moves-uncounted", loser = winner(*loser), counted = *counted as f64)
            }
            IllegalMovesNotFide => t!(lang, "check-illegal-moves-not-fide"),
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
            Fault::SignatureOutside { who: crate::model::Signer::Black },
            Fault::SignatureOutside { who: crate::model::Signer::Arbiter },
            Fault::SealDigest { signed: "ab".into(), record: "cd".into() },
        ];
        let engine = Outcome::Checkmate { winner: Color::Black };
        let synthesis = victoria_rules::synthesis::Outcome::KingCaptured { winner: Color::Black, both: false };
        v.extend(
            [
                ResultFault::NotMate { engine: Outcome::Ongoing, ruleset: victoria_rules::Ruleset::Victoria },
                ResultFault::NotMate { engine: Outcome::Ongoing, ruleset: victoria_rules::Ruleset::Classical },
                ResultFault::MateWinner { recorded: Some(Color::White), winner: Color::Black },
                ResultFault::PointsWithoutCount {
                    outcome: ResultKind::Loss,
                    ruleset: victoria_rules::Ruleset::Victoria,
                },
                ResultFault::PointsWithoutCount {
                    outcome: ResultKind::Draw,
                    ruleset: victoria_rules::Ruleset::Classical,
                },
                ResultFault::OutcomeNotInRuleset {
                    outcome: ResultKind::Points,
                    ruleset: victoria_rules::Ruleset::Classical,
                },
                ResultFault::GroundNotInRuleset {
                    outcome: ResultKind::Points,
                    ground: Ground::NothingToMove,
                    ruleset: victoria_rules::Ruleset::Classical,
                },
                ResultFault::GroundNotInRuleset {
                    outcome: ResultKind::Draw,
                    ground: Ground::FlagFell,
                    ruleset: victoria_rules::Ruleset::Victoria,
                },
                ResultFault::FlagOfOther { loser: Color::Black, flagged: Color::White },
                ResultFault::OtherGround {
                    recorded: Ground::NothingToMove,
                    engine: Outcome::Points {
                        ground: victoria_rules::PointsGround::NoStrikingForce,
                        white: 3,
                        black: 1,
                    },
                    ruleset: victoria_rules::Ruleset::Victoria,
                },
                ResultFault::BeforeLastMove { time },
                ResultFault::WinnerCannotMate { winner: Color::Black, ruleset: victoria_rules::Ruleset::Victoria },
                ResultFault::WinnerCannotMate { winner: Color::White, ruleset: victoria_rules::Ruleset::Classical },
                ResultFault::Count { recorded: (Some(30), None), counted: (31, 28) },
                ResultFault::CountWinner { recorded: None, counted: Some(Color::White) },
                ResultFault::CountWithoutEnding { ground: Some(Ground::Repetition) },
                ResultFault::CountNeedsReason,
                ResultFault::NotDraw { ground: None, engine, ruleset: victoria_rules::Ruleset::Victoria },
                ResultFault::NotDraw {
                    ground: Some(Ground::Repetition),
                    engine: Outcome::Draw { ground: victoria_rules::DrawGround::HundredPlies },
                    ruleset: victoria_rules::Ruleset::Classical,
                },
                ResultFault::DrawWinner,
                ResultFault::NotVictoria { outcome: ResultKind::KingCaptured },
                ResultFault::NeedsWinner { outcome: ResultKind::Resignation },
                ResultFault::NeedsWinner { outcome: ResultKind::Forfeit },
                ResultFault::ForfeitNeedsReason { ruleset: victoria_rules::Ruleset::Victoria },
                ResultFault::ForfeitNeedsReason { ruleset: victoria_rules::Ruleset::Classical },
                ResultFault::LossNeedsGround,
                ResultFault::AgreementWinner,
                ResultFault::DecisionNeedsReason,
                ResultFault::NotSynthesisVerdict {
                    outcome: ResultKind::KingCaptured,
                    score: "1-0".into(),
                    engine: synthesis,
                },
                ResultFault::NotSynthesis { outcome: ResultKind::Points },
                ResultFault::FinalPosition { fen: "8/8 w".into() },
                ResultFault::IllegalMovesUncounted { loser: Some(Color::White), counted: 1 },
                ResultFault::IllegalMovesUncounted { loser: None, counted: 0 },
                ResultFault::IllegalMovesNotFide,
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
        assert_eq!(p.to_string(), "move 3. White: its SAN is recorded as “Qh5”, the engine writes “Qxh5”");
        let r = Fault::Reserve { recorded: (Some(1), None), engine: (Some(1), Some(9)) };
        assert_eq!(r.to_string(), "its reserve is recorded as spent 1 / left none, the engine counts spent 1 / left 9");
    }

    /// Issue 39: in a classical game the engine's disagreement is worded by FIDE's Laws (the
    /// fifty-move rule, 9.3), not by Victoria's rulings (100 plies … or petrification, R27).
    #[test]
    fn a_classical_game_s_engine_disagreement_speaks_fide() {
        let engine = Outcome::Draw { ground: victoria_rules::DrawGround::HundredPlies };
        for ruleset in [victoria_rules::Ruleset::Classical, victoria_rules::Ruleset::Victoria] {
            let not_draw = Fault::Result(ResultFault::NotDraw { ground: Some(Ground::Repetition), engine, ruleset });
            let other = Fault::Result(ResultFault::OtherGround { recorded: Ground::Repetition, engine, ruleset });
            for f in [not_draw, other] {
                let (en, ru) = (f.words(Lang::En), f.words(Lang::Ru));
                if ruleset == victoria_rules::Ruleset::Classical {
                    assert!(
                        en.contains("fifty moves") && en.contains("FIDE 9.3") && !en.contains("petrification"),
                        "{en}"
                    );
                    assert!(ru.contains("9.3") && !ru.contains("окаменени"), "{ru}");
                } else {
                    assert!(en.contains("petrification") && en.contains("R27"), "{en}");
                }
            }
        }
    }
}
