//! The app's words for its own typed facts, worded beside their types: a result dialog's
//! [`Ground`] (Victoria's rulings; [`InSynthesis`] for Synthesis's), the scheme editor's example ([`SchemeHint`]), a draw
//! offer ([`OfferLine`]), the arbiter's seal ([`SealInfo`]), a recorded
//! result in one line ([`ResultLine`], [`OutcomeLine`]), a ruling's title ([`RulingTitle`]), a
//! Synthesis move's news and panel. Every other phrase is named by its message id where it is
//! said (`t!(lang, "app-opened", path = …)`); the catalogues are `crates/session/i18n/<lang>/`.
//! Russian grammar (a piece's gender, plurals, the case of a side) lives in the catalogue's
//! selectors.
//!
//! The engine's and the record library's sentences (a ruling's reason, a scheme problem) come
//! worded by their own areas; the app shows them under a heading that names the ruling.

use crate::i18n::FluentValue;
use crate::t;
use victoria_record::GameResult;
use victoria_rules::Color;
use victoria_words::{Lang, Words};

use super::model::{Field, Ground, OfferLine, SealInfo, SynthesisNews, SynthesisPanel};

/// A Synthesis move's news in the engine's words; the verdict says what to do next.
impl Words for SynthesisNews {
    fn words(&self, lang: Lang) -> String {
        use victoria_rules::synthesis::SynthesisEvent;
        match self {
            SynthesisNews::Regime(c, r) => SynthesisEvent::Regime(*c, *r).words(lang),
            SynthesisNews::Situation(f) => f.words(lang),
            SynthesisNews::Verdict(o) => {
                t!(lang, "app-synthesis-verdict", verdict = o.words(lang), next = t!(lang, "app-open-result-next"))
            }
        }
    }
}

/// The scheme editor's example for side `color`, with reserves and bastions only where the
/// player writes them (`reserves`: the game has move reserves; `bastions`: the player places
/// them), on the player's own ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SchemeHint {
    pub color: Color,
    pub reserves: bool,
    pub bastions: bool,
}

impl Words for SchemeHint {
    fn words(&self, lang: Lang) -> String {
        let kind = match (self.reserves, self.bastions) {
            (true, true) => "full",
            (true, false) => "reserves",
            (false, true) => "bastions",
            (false, false) => "plain",
        };
        t!(lang, "app-scheme-hint", color = self.color, kind = kind)
    }
}

/// A ruling's short title, to head the engine's sentence: "R15", or FIDE's Laws for a classical
/// game's refusal ("FIDE Laws of Chess, Article 3.8").
pub struct RulingTitle<'a>(pub &'a str);

impl Words for RulingTitle<'_> {
    fn words(&self, lang: Lang) -> String {
        match self.0.strip_prefix("FIDE ") {
            Some(article) => t!(lang, "app-fide-title", article = article),
            None => t!(lang, "app-ruling-title", rule = self.0),
        }
    }
}

/// The catalogue's key of a ground and the side it names (`none` for none).
fn ground_key(g: Ground) -> (&'static str, &'static str) {
    match g {
        Ground::Checkmate(c) => ("checkmate", c.key()),
        Ground::NothingToMove => ("nothing-to-move", "none"),
        Ground::NoStrikingForce => ("no-striking-force", "none"),
        Ground::DeadPosition => ("dead-position", "none"),
        Ground::AgreedCount => ("agreed-count", "none"),
        Ground::Repetition => ("repetition", "none"),
        Ground::HundredPlies => ("hundred-plies", "none"),
        Ground::DrawAgreed => ("draw-agreed", "none"),
        Ground::Resigned(c) => ("resigned", c.key()),
        Ground::Forfeit(c) => ("forfeit", c.key()),
        Ground::LostOnTime(c) => ("lost-on-time", c.key()),
        Ground::Decision(Some(c)) => ("decision-win", c.key()),
        Ground::Decision(None) => ("decision-draw", "none"),
        Ground::KingCaptured(c) => ("king-captured", c.key()),
        Ground::Stalemate => ("stalemate", "none"),
        Ground::FiftyMoves => ("fifty-moves", "none"),
    }
}

fn ground_words(lang: Lang, key: &str, c: &str, ruling: &str) -> String {
    t!(lang, "app-ground", ground = key, color = c, ruling = ruling)
}

/// A ground of the result dialog with its ruling (Victoria's; the grounds only Synthesis has
/// carry their S-ruling).
impl Words for Ground {
    fn words(&self, lang: Lang) -> String {
        let g = *self;
        if matches!(g, Ground::KingCaptured(_) | Ground::Stalemate | Ground::FiftyMoves) {
            return InSynthesis(g).words(lang);
        }
        let (key, c) = ground_key(g);
        ground_words(lang, key, c, g.ruling())
    }
}

/// Synthesis: a ground of the result dialog with its S-ruling (S27–S30); resignation, forfeit
/// and the arbiter's decision have no ruling of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InSynthesis(pub Ground);

impl Words for InSynthesis {
    fn words(&self, lang: Lang) -> String {
        let g = self.0;
        let (key, c) = ground_key(g);
        match g {
            Ground::Repetition => ground_words(lang, "repetition-draw", c, g.synthesis_ruling()),
            Ground::KingCaptured(_)
            | Ground::Checkmate(_)
            | Ground::Stalemate
            | Ground::FiftyMoves
            | Ground::DrawAgreed => ground_words(lang, key, c, g.synthesis_ruling()),
            // The arbiter's declarations read as in Victoria, without Victoria's ruling (R28).
            Ground::Resigned(_) | Ground::Forfeit(_) | Ground::Decision(_) | Ground::LostOnTime(_) => {
                ground_words(lang, key, c, "none")
            }
            // Victoria's point counts: refused in Synthesis, named for the message.
            other => other.words(lang),
        }
    }
}

/// Classical chess: a ground of the result dialog with its article of FIDE's Laws; the dead
/// position is FIDE's (5.2.2: a draw), never Victoria's count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InClassical(pub Ground);

impl Words for InClassical {
    fn words(&self, lang: Lang) -> String {
        let g = self.0;
        let (key, c) = ground_key(g);
        let key = match g {
            Ground::DeadPosition => "dead-position-draw",
            Ground::Repetition => "repetition-draw",
            _ => key,
        };
        let ruling = match g.classical_article() {
            "none" => "none".to_string(),
            article => t!(lang, "app-fide-article", article = article),
        };
        t!(lang, "app-ground", ground = key, color = c, ruling = ruling)
    }
}

/// A ground in the words of the game's ruleset: Victoria's rulings, FIDE's articles for
/// classical chess, the Synthesis book's for Synthesis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroundIn(pub victoria_rules::Ruleset, pub Ground);

impl Words for GroundIn {
    fn words(&self, lang: Lang) -> String {
        match self.0 {
            victoria_rules::Ruleset::Victoria => self.1.words(lang),
            victoria_rules::Ruleset::Classical => InClassical(self.1).words(lang),
            victoria_rules::Ruleset::Synthesis => InSynthesis(self.1).words(lang),
        }
    }
}

/// A recorded result in one line: score, ground, both totals where counted, and the arbiter's
/// written reason.
pub struct ResultLine<'a>(pub &'a GameResult, pub victoria_rules::Ruleset);

impl Words for ResultLine<'_> {
    fn words(&self, lang: Lang) -> String {
        let r = self.0;
        let mut s = format!("{} — {}", r.shown_score(), OutcomeLine(r, self.1).words(lang));
        if !r.reason.is_empty() {
            s.push_str(&format!("; {}", r.reason));
        }
        s
    }
}

/// How the game ended, without the score: the outcome, its ground, both totals where counted.
/// The ruleset words its grounds (FIDE's for classical chess).
pub struct OutcomeLine<'a>(pub &'a GameResult, pub victoria_rules::Ruleset);

impl Words for OutcomeLine<'_> {
    fn words(&self, lang: Lang) -> String {
        let r = self.0;
        let points = r.points_white.zip(r.points_black);
        // A draw on a dead position is FIDE's (5.2.2), not Victoria's count.
        let ground = r.ground.map(|g| (g, r.ground_word_key(self.1).unwrap_or(g.key())));
        outcome_words(lang, r.is_ruled_loss(), r.winner, r.outcome.key(), ground, points)
    }
}

/// How a game ended, as the public sees it (the public window): the same words as
/// [`OutcomeLine`], from the [`PublicResult`](victoria_record::public::PublicResult).
/// The ruleset words its grounds (FIDE's for classical chess: the fifty-move rule, 9.3).
pub struct PublicOutcomeLine<'a>(pub &'a victoria_record::public::PublicResult, pub victoria_rules::Ruleset);

impl Words for PublicOutcomeLine<'_> {
    fn words(&self, lang: Lang) -> String {
        let r = self.0;
        let points = r.points.map(|[w, b]| (w, b));
        // The same words as the arbiter's line: the result's own choice of its ground's words.
        let ground = r.ground_kind().map(|g| {
            let key = r.kind().and_then(|k| victoria_record::ground_word_key(k, Some(g), self.1));
            (g, key.unwrap_or(g.key()))
        });
        outcome_words(lang, r.is_ruled_loss(), r.winner(), &r.outcome, ground, points)
    }
}

fn outcome_words(
    lang: Lang,
    ruled_loss: bool,
    winner: Option<Color>,
    outcome: &str,
    ground: Option<(victoria_record::Ground, &str)>,
    points: Option<(u32, u32)>,
) -> String {
    let mut s = match (ruled_loss, winner) {
        // "White loses on time" / "Белые проиграли по времени", then the article's ground.
        (true, Some(w)) => t!(
            lang,
            "app-outcome-loss",
            color = w.other(),
            on_time = if ground.is_some_and(|(g, _)| g == victoria_record::Ground::FlagFell) { "yes" } else { "no" }
        ),
        _ => t!(lang, "app-outcome", outcome = outcome),
    };
    // `key`: the words of the ground (`sheet-ground`), FIDE's dead position for a draw.
    if let Some((g, key)) = ground {
        let words = crate::i18n::duties::fide_ground(g, winner.map(Color::other), points.is_some(), lang)
            .unwrap_or_else(|| t!(lang, "sheet-ground", key = key, fallback = key.replace('_', " ")));
        if ruled_loss {
            s.push_str(&format!(": {words}"));
        } else {
            s.push_str(&format!(" ({words})"));
        }
    }
    if let Some((w, b)) = points {
        s.push_str(&format!("; {}", t!(lang, "app-points-line", white = w, black = b)));
    }
    s
}

/// A draw offer with its side and move, and how it was answered.
impl Words for OfferLine {
    fn words(&self, lang: Lang) -> String {
        let state = match self.accepted {
            None => "pending",
            Some(true) => "accepted",
            Some(false) => "declined",
        };
        t!(lang, "app-draw-offer-line", color = self.by, number = self.number, state = state)
    }
}

/// The arbiter's seal: digest, key and the verdict.
impl Words for SealInfo {
    fn words(&self, lang: Lang) -> String {
        let intact = if self.intact { "yes" } else { "no" };
        t!(lang, "app-seal-line", digest = self.digest.as_str(), key = self.public_key.as_str(), intact = intact)
    }
}

/// The label of a field on the form.
impl Field {
    /// The message id of the phrase that labels the field.
    pub fn label(self) -> &'static str {
        match self {
            Field::Event => "app-field-event",
            Field::Site => "app-field-site",
            Field::Date => "app-field-date",
            Field::Round => "app-field-round",
            Field::Board => "app-field-board",
            Field::White => "app-white",
            Field::Black => "app-black",
            Field::Arbiter => "app-field-arbiter",
            Field::Club => "app-field-club",
        }
    }
}

/// The panel in words.
impl SynthesisPanel {
    /// Every line of the panel in the language, in the order shown: each colour's regime (S6)
    /// with the escapes left in regime C (S16), the situation, the verdict.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        let mut out: Vec<String> = Color::ALL
            .into_iter()
            .zip(self.regimes)
            .map(|(c, (regime, escapes))| {
                let escapes: FluentValue = escapes.map_or("none".into(), FluentValue::from);
                t!(
                    lang,
                    "app-synthesis-regime",
                    color = c,
                    letter = regime.letter().to_string(),
                    name = regime.words(lang),
                    escapes = escapes
                )
            })
            .collect();
        out.extend(self.situation.iter().map(|f| f.words(lang)));
        if let Some(o) = self.verdict {
            out.push(o.words(lang));
        }
        out
    }
}

/// The ids of `app.ftl`'s fixed phrases (messages whose English takes no argument), read from
/// the catalogue: what the completeness tests render in every language.
pub fn plain_ids() -> Vec<&'static str> {
    let app = crate::CATALOGUES.iter().find(|c| c.lang == Lang::En && c.file == "app.ftl").expect("app.ftl");
    let mut ids: Vec<&'static str> = Vec::new();
    let mut current: Option<(&'static str, bool)> = None;
    for line in app.text.lines() {
        let starts = line.split_once(" = ").filter(|(id, _)| id.starts_with("app-") && !id.contains(' '));
        if let Some((id, _)) = starts {
            ids.extend(current.filter(|(_, args)| !args).map(|(id, _)| id));
            current = Some((id, line.contains("{ $")));
        } else if line.contains("{ $")
            && let Some((_, args)) = current.as_mut()
        {
            *args = true;
        }
    }
    ids.extend(current.filter(|(_, args)| !args).map(|(id, _)| id));
    ids
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;
    use victoria_rules::san::written as san;
    use victoria_rules::{Role, Square};

    #[test]
    fn san_is_written_with_russian_letters_in_russian() {
        assert_eq!(san(Lang::Ru, "Nbd2"), "Кbd2");
        assert_eq!(san(Lang::Ru, "Kf1+"), "Крf1+");
        assert_eq!(san(Lang::Ru, "exd12=Q#"), "exd12=Ф#");
        assert_eq!(san(Lang::Ru, "O-O"), "O-O");
        assert_eq!(san(Lang::Ru, "Bxc10"), "Сxc10");
        assert_eq!(san(Lang::En, "Bxc10"), "Bxc10");
    }

    /// The phrases with values, as their callers say them.
    fn petrified(lang: Lang, role: Role, sq: Square) -> String {
        t!(lang, "app-petrified", role = role, square = sq)
    }
    fn plies(lang: Lang, n: usize) -> String {
        t!(lang, "app-plies", n = n)
    }

    #[test]
    fn every_phrase_has_both_languages_and_they_differ_where_words_are_involved() {
        crate::i18n::take_errors();
        let ids = plain_ids();
        assert!(ids.len() > 100, "{} fixed phrases", ids.len());
        for id in &ids {
            assert!(!t!(Lang::Ru, id).trim().is_empty(), "{id} has no Russian");
            assert!(!t!(Lang::En, id).trim().is_empty(), "{id} has no English");
        }
        assert_ne!(t!(Lang::Ru, "app-new-game"), t!(Lang::En, "app-new-game"));
        assert_eq!(crate::i18n::take_errors(), Vec::<String>::new());
    }

    #[test]
    fn synthesis_grounds_cite_s_rulings_and_never_victoria_s() {
        for lang in [Lang::Ru, Lang::En] {
            let texts: Vec<String> = Ground::synthesis_all().into_iter().map(|g| InSynthesis(g).words(lang)).collect();
            assert_eq!(texts.len(), 17, "with the two losses on time");
            for t in &texts {
                assert!(!t.contains("(R"), "{t}");
            }
            assert_eq!(texts.iter().filter(|t| t.contains("(S")).count(), 8, "{texts:?}");
        }
        assert_eq!(InSynthesis(Ground::Resigned(Color::Black)).words(Lang::En), "Black resigns");
        assert_eq!(InSynthesis(Ground::Decision(None)).words(Lang::Ru), "Решение арбитра: ничья");
        assert_eq!(InSynthesis(Ground::KingCaptured(Color::White)).words(Lang::En), "King captured: White wins (S27)");
        assert_eq!(Ground::Stalemate.words(Lang::Ru), "Пат: ничья (S28)");
    }

    /// Every phrase and every sentence with values the app builds renders in both languages
    /// without a Fluent error and never falls back to its message id.
    #[test]
    fn every_app_message_renders_in_both_languages_without_errors() {
        use victoria_rules::synthesis::Regime;
        crate::i18n::take_errors();
        let sq: Square = "e3".parse().unwrap();
        for lang in Lang::ALL {
            let mut out: Vec<String> = plain_ids().iter().map(|id| t!(lang, id)).collect();
            let mut grounds = Ground::all(false);
            grounds.extend(Ground::synthesis_all());
            for g in grounds {
                out.push(g.words(lang));
                out.push(InSynthesis(g).words(lang));
            }
            for c in Color::ALL {
                out.extend([
                    c.words(lang),
                    t!(lang, "app-in-check", color = c),
                    t!(lang, "app-mate-next", color = c),
                    t!(lang, "app-offers-draw", color = c),
                ]);
                out.extend([
                    t!(lang, "app-lot-accepted", color = c, square = "d4"),
                    t!(
                        lang,
                        "app-lot-set-aside",
                        color = c,
                        square = "d4",
                        why = crate::i18n::record::lot_set_aside(
                            lang,
                            "d4",
                            &victoria_record::Occupant::Bastion { color: c }
                        )
                    ),
                    SchemeHint { color: c, reserves: true, bastions: true }.words(lang),
                    SchemeHint { color: c, reserves: false, bastions: false }.words(lang),
                ]);
                for accepted in [None, Some(true), Some(false)] {
                    out.push(OfferLine { by: c, number: 3, accepted }.words(lang));
                }
            }
            for r in [Regime::A, Regime::B, Regime::C, Regime::D] {
                for escapes in [None, Some(31)] {
                    let panel =
                        SynthesisPanel { regimes: [(r, escapes), (r, escapes)], situation: vec![], verdict: None };
                    out.extend(panel.lines(lang));
                }
            }
            for r in Role::ALL {
                out.push(t!(lang, "app-role-name", role = r));
                out.push(petrified(lang, r, sq));
            }
            for s in crate::model::Signer::ALL {
                out.extend([t!(lang, "app-signer", who = s.key()), t!(lang, "app-signed-by", who = s.key())]);
            }
            for n in [1, 3, 5, 21] {
                out.push(plies(lang, n));
            }
            for rule in ["R1", "R10", "R15", "R29", "R99"] {
                out.push(RulingTitle(rule).words(lang));
            }
            let p = Path::new("/tmp/game.json").display().to_string();
            for id in ["app-opened", "app-saved", "app-pdf-written", "app-live-pgn-path"] {
                out.push(t!(lang, id, path = p.as_str()));
            }
            out.extend([
                t!(lang, "app-config-broken", detail = "bad"),
                t!(lang, "app-pool-bad", value = "x"),
                t!(lang, "app-pool-not-multiple", n = 12),
            ]);
            for intact in [true, false] {
                out.push(SealInfo { digest: "ab".into(), public_key: "cd".into(), intact }.words(lang));
            }
            out.extend([
                t!(lang, "app-not-your-piece", square = sq),
                t!(lang, "app-taken-back", san = "e4"),
                t!(lang, "app-take-back-what", san = "e4"),
            ]);
            out.extend([
                t!(lang, "app-synthesis-other-ending", engine = "x", choose = "y"),
                t!(lang, "app-synthesis-no-such-ending", ground = "x"),
                t!(lang, "app-show-for", secs = 5),
            ]);
            out.push(t!(lang, "app-points-line", white = 37, black = 29));
            for t in &out {
                assert!(!t.trim().is_empty() && !t.contains("app-"), "{}: {t:?}", lang.code());
            }
        }
        assert_eq!(crate::i18n::take_errors(), Vec::<String>::new());
    }

    #[test]
    fn russian_words_agree_with_the_piece_and_the_number() {
        let sq: Square = "e3".parse().unwrap();
        assert_eq!(petrified(Lang::Ru, Role::Bishop, sq), "Слон на e3 окаменел: теперь это монумент (R15).");
        assert_eq!(petrified(Lang::Ru, Role::Rook, sq), "Ладья на e3 окаменела: теперь это монумент (R15).");
        assert_eq!(petrified(Lang::En, Role::Rook, sq), "The rook on e3 is petrified: it is now a monument (R15).");
        assert_eq!(plies(Lang::Ru, 1), "записан 1 полуход");
        assert_eq!(plies(Lang::Ru, 3), "записано 3 полухода");
        assert_eq!(plies(Lang::Ru, 5), "записано 5 полуходов");
        assert_eq!(plies(Lang::En, 1), "1 ply recorded");
        assert_eq!(Ground::Forfeit(Color::White).words(Lang::Ru), "Белые: техническое поражение (R28)");
        assert_eq!(Ground::Forfeit(Color::White).words(Lang::En), "White loses by forfeit (R28)");
    }

    /// Issue 39: the public window of a classical game words a fifty-move draw by FIDE (9.3),
    /// as the arbiter's screen does, not by Victoria's 100 plies and petrification.
    #[test]
    fn the_public_window_words_a_classical_draw_by_fide() {
        let r = victoria_record::public::PublicResult {
            score: "1/2-1/2".into(),
            outcome: "draw".into(),
            ground: Some("hundred_plies".into()),
            points: None,
            reason: String::new(),
        };
        let classical = PublicOutcomeLine(&r, victoria_rules::Ruleset::Classical);
        let victoria = PublicOutcomeLine(&r, victoria_rules::Ruleset::Victoria);
        for lang in Lang::ALL {
            assert!(!classical.words(lang).contains("petrification") && !classical.words(lang).contains("окамен"));
            assert_ne!(classical.words(lang), victoria.words(lang));
        }
        assert!(classical.words(Lang::En).contains("50 moves"), "{}", classical.words(Lang::En));
        assert!(victoria.words(Lang::En).contains("petrification"), "{}", victoria.words(Lang::En));
    }
}
