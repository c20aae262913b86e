//! Every word the app shows comes from the Fluent catalogue `assets/i18n/<lang>/app.ftl`
//! through [`crate::i18n`]: code names a fixed phrase by its message id (`t!(lang, "app-…")`); phrases with values (a square, a side, a number) are the functions below,
//! each one message id and its arguments. Russian grammar (a piece's gender, plurals, the case
//! of a side) lives in the catalogue's selectors. The language is switchable at any time and
//! remembered in the config.
//!
//! The engine's and the record library's sentences (a ruling's reason, a scheme problem) come
//! worded by their own areas; the app shows them under a heading that names the ruling.

use crate::i18n::FluentValue;
use crate::t;
use std::path::Path;
use victoria_record::GameResult;
use victoria_rules::synthesis::Regime;
use victoria_rules::{Color, Role, Square};
use victoria_sheet::i18n::SheetWords as _;
use victoria_words::Words as _;

use super::model::{Field, Ground, Signer, SynthesisNews, SynthesisPanel};

/// The language of the screen, remembered in the config.
pub use crate::i18n::Lang;

/// A Synthesis move's news in the engine's words; the verdict says what to do next.
impl victoria_words::Words for SynthesisNews {
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

/// The catalogue's key for a side (`white` / `black`).
pub(crate) fn color(c: Color) -> &'static str {
    c.key()
}

/// "White" / "Black" in the language.
pub fn side(lang: Lang, c: Color) -> String {
    t!(lang, "side", color = color(c))
}

/// A role's noun in the language.
pub fn role_name(lang: Lang, r: Role) -> String {
    t!(lang, "app-role-name", role = r.name())
}

pub fn signer(lang: Lang, s: Signer) -> String {
    t!(lang, "app-signer", who = s.key())
}

pub fn signed_by(lang: Lang, s: Signer) -> String {
    t!(lang, "app-signed-by", who = s.key())
}

pub fn config_broken(lang: Lang, detail: &str) -> String {
    t!(lang, "app-config-broken", detail = detail)
}

fn path_value(p: &Path) -> FluentValue<'static> {
    FluentValue::from(p.display().to_string())
}

pub fn opened(lang: Lang, p: &Path) -> String {
    t!(lang, "app-opened", path = path_value(p))
}

pub fn saved(lang: Lang, p: &Path) -> String {
    t!(lang, "app-saved", path = path_value(p))
}

pub fn pool_bad(lang: Lang, v: &str) -> String {
    t!(lang, "app-pool-bad", value = v)
}

pub fn pool_not_multiple(lang: Lang, n: u16) -> String {
    t!(lang, "app-pool-not-multiple", n = n)
}

/// A short title of a ruling, in the language, to head the engine's sentence.
pub fn ruling_title(lang: Lang, rule: &str) -> String {
    match rule.strip_prefix("FIDE ") {
        // A classical game's refusal cites FIDE's Laws: "FIDE Laws of Chess, Article 3.8".
        Some(article) => t!(lang, "app-fide-title", article = article),
        None => t!(lang, "app-ruling-title", rule = rule),
    }
}

/// "The rook on d4 is petrified" — in Russian the verb agrees with the piece's gender.
pub fn petrified(lang: Lang, role: Role, sq: Square) -> String {
    t!(lang, "app-petrified", role = role.name(), square = sq.to_string())
}

pub fn in_check(lang: Lang, c: Color) -> String {
    t!(lang, "app-in-check", color = color(c))
}

pub fn mate_next(lang: Lang, winner: Color) -> String {
    t!(lang, "app-mate-next", color = color(winner))
}

pub fn points_line(lang: Lang, p: [u32; 2]) -> String {
    t!(lang, "app-points-line", white = p[0], black = p[1])
}

/// The catalogue's key of a ground and the side it names (`none` for none).
fn ground_key(g: Ground) -> (&'static str, &'static str) {
    match g {
        Ground::Checkmate(c) => ("checkmate", color(c)),
        Ground::NothingToMove => ("nothing-to-move", "none"),
        Ground::NoStrikingForce => ("no-striking-force", "none"),
        Ground::DeadPosition => ("dead-position", "none"),
        Ground::AgreedCount => ("agreed-count", "none"),
        Ground::Repetition => ("repetition", "none"),
        Ground::HundredPlies => ("hundred-plies", "none"),
        Ground::DrawAgreed => ("draw-agreed", "none"),
        Ground::Resigned(c) => ("resigned", color(c)),
        Ground::Forfeit(c) => ("forfeit", color(c)),
        Ground::LostOnTime(c) => ("lost-on-time", color(c)),
        Ground::Decision(Some(c)) => ("decision-win", color(c)),
        Ground::Decision(None) => ("decision-draw", "none"),
        Ground::KingCaptured(c) => ("king-captured", color(c)),
        Ground::Stalemate => ("stalemate", "none"),
        Ground::FiftyMoves => ("fifty-moves", "none"),
    }
}

fn ground_words(lang: Lang, key: &str, c: &str, ruling: &str) -> String {
    t!(lang, "app-ground", ground = key, color = c, ruling = ruling)
}

pub fn ground_text(lang: Lang, g: Ground) -> String {
    // The grounds only Synthesis has carry their S-ruling already.
    if matches!(g, Ground::KingCaptured(_) | Ground::Stalemate | Ground::FiftyMoves) {
        return synthesis_ground_text(lang, g);
    }
    let (key, c) = ground_key(g);
    ground_words(lang, key, c, g.ruling())
}

/// A recorded result in one line: score, ground, both totals where counted, and the
/// arbiter's written reason.
pub fn result_line(lang: Lang, r: &GameResult) -> String {
    let mut s = format!("{} — {}", r.score(), outcome_line(lang, r));
    if !r.reason.is_empty() {
        s.push_str(&format!("; {}", r.reason));
    }
    s
}

/// How the game ended, without the score: the outcome, its ground, both totals where counted.
pub fn outcome_line(lang: Lang, r: &GameResult) -> String {
    let mut s = match (r.is_ruled_loss(), r.winner) {
        // "White loses on time" / "Белые проиграли по времени", then the article's ground.
        (true, Some(w)) => t!(
            lang,
            "app-outcome-loss",
            color = color(w.other()),
            on_time = if r.ground == Some(victoria_record::Ground::FlagFell) { "yes" } else { "no" }
        ),
        _ => t!(lang, "app-outcome", outcome = r.outcome.key()),
    };
    if let Some(g) = r.ground {
        let words = crate::i18n::duties::fide_ground(g, r.winner.map(Color::other), lang)
            .unwrap_or_else(|| lang.ground(g.key()));
        if r.is_ruled_loss() {
            s.push_str(&format!(": {words}"));
        } else {
            s.push_str(&format!(" ({words})"));
        }
    }
    if let (Some(w), Some(b)) = (r.points_white, r.points_black) {
        s.push_str(&format!("; {}", points_line(lang, [w, b])));
    }
    s
}

pub fn lot_accepted(lang: Lang, c: Color, sq: &str) -> String {
    t!(lang, "app-lot-accepted", color = color(c), square = sq)
}

/// "White offers a draw" — the button of one side.
pub fn offers_draw(lang: Lang, c: Color) -> String {
    t!(lang, "app-offers-draw", color = color(c))
}

/// A draw offer with its side and move, and how it was answered.
pub fn draw_offer_line(lang: Lang, c: Color, number: u32, accepted: Option<bool>) -> String {
    let state = match accepted {
        None => "pending",
        Some(true) => "accepted",
        Some(false) => "declined",
    };
    t!(lang, "app-draw-offer-line", color = color(c), number = number, state = state)
}

/// Where the live public PGN is written.
pub fn live_pgn_path(lang: Lang, p: &Path) -> String {
    t!(lang, "app-live-pgn-path", path = path_value(p))
}

/// The arbiter's seal: digest, key and the verdict.
pub fn seal_line(lang: Lang, digest: &str, key: &str, intact: bool) -> String {
    t!(lang, "app-seal-line", digest = digest, key = key, intact = if intact { "yes" } else { "no" })
}

/// Why a lot on `sq` was set aside (what stood there), in the language.
pub fn lot_reason(lang: Lang, sq: &str, held: Option<&victoria_record::Occupant>) -> String {
    held.map(|h| crate::i18n::record::lot_set_aside(lang, sq, h)).unwrap_or_default()
}

pub fn lot_set_aside(lang: Lang, c: Color, sq: &str, held: Option<&victoria_record::Occupant>) -> String {
    t!(lang, "app-lot-set-aside", color = color(c), square = sq, why = lot_reason(lang, sq, held))
}

pub fn not_your_piece(lang: Lang, sq: Square) -> String {
    t!(lang, "app-not-your-piece", square = sq.to_string())
}

pub fn taken_back(lang: Lang, san: &str) -> String {
    t!(lang, "app-taken-back", san = san)
}

pub fn take_back_what(lang: Lang, san: &str) -> String {
    t!(lang, "app-take-back-what", san = san)
}

/// The example under the typed-scheme field, on the player's own ranks.
/// The scheme editor's example for side `c`: with reserves and bastions only where the player
/// writes them (`reserves`: the game has move reserves; `bastions`: the player places them).
pub fn scheme_hint(lang: Lang, c: Color, reserves: bool, bastions: bool) -> String {
    let kind = match (reserves, bastions) {
        (true, true) => "full",
        (true, false) => "reserves",
        (false, true) => "bastions",
        (false, false) => "plain",
    };
    t!(lang, "app-scheme-hint", color = color(c), kind = kind)
}

pub fn pdf_written(lang: Lang, p: &Path) -> String {
    t!(lang, "app-pdf-written", path = path_value(p))
}

/// "12 plies recorded", with the plural the language asks for.
pub fn plies(lang: Lang, n: usize) -> String {
    t!(lang, "app-plies", n = n)
}

/// SAN as the language writes it: Russian piece letters (Кр Ф Л С К) in Russian.
pub fn san(lang: Lang, san: &str) -> String {
    if lang == Lang::En {
        return san.to_string();
    }
    let mut out = String::new();
    let mut first = true;
    for c in san.chars() {
        let piece_place = first || out.ends_with('=');
        match c {
            'K' | 'Q' | 'R' | 'B' | 'N' if piece_place => {
                if let Some(role) = Role::from_char(c) {
                    out.push_str(&crate::i18n::scheme::letter(Lang::Ru, role));
                }
            }
            _ => out.push(c),
        }
        first = false;
    }
    out
}

/// Synthesis: a colour's regime (S6) with the escapes left in regime C (S16).
pub fn synthesis_regime(lang: Lang, c: Color, regime: Regime, escapes: Option<u8>) -> String {
    let name = regime.words(lang);
    let escapes: FluentValue = match escapes {
        Some(n) => n.into(),
        None => "none".into(),
    };
    t!(
        lang,
        "app-synthesis-regime",
        color = color(c),
        letter = regime.letter().to_string(),
        name = name,
        escapes = escapes
    )
}

/// Synthesis: a ground of the result dialog with its S-ruling (S27–S30); resignation, forfeit
/// and the arbiter's decision have no ruling of their own.
pub fn synthesis_ground_text(lang: Lang, g: Ground) -> String {
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
        other => ground_text(lang, other),
    }
}

/// A ground the engine does not see here; `engine` is what it sees (with its ruling),
/// `choose` the ground to pick instead.
pub fn synthesis_other_ending(lang: Lang, engine: &str, choose: &str) -> String {
    t!(lang, "app-synthesis-other-ending", engine = engine, choose = choose)
}

/// Synthesis: a ground of the engine's that this position does not show.
pub fn synthesis_no_such_ending(lang: Lang, ground: &str) -> String {
    t!(lang, "app-synthesis-no-such-ending", ground = ground)
}

pub fn show_for(lang: Lang, secs: u64) -> String {
    t!(lang, "app-show-for", secs = secs)
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
    /// Every line of the panel in the language, in the order shown.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        let mut out: Vec<String> = Color::ALL
            .into_iter()
            .zip(self.regimes)
            .map(|(c, (regime, escapes))| synthesis_regime(lang, c, regime, escapes))
            .collect();
        out.extend(self.situation.iter().map(|f| f.words(lang)));
        if let Some(o) = self.verdict {
            out.push(o.words(lang));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn san_is_written_with_russian_letters_in_russian() {
        assert_eq!(san(Lang::Ru, "Nbd2"), "Кbd2");
        assert_eq!(san(Lang::Ru, "Kf1+"), "Крf1+");
        assert_eq!(san(Lang::Ru, "exd12=Q#"), "exd12=Ф#");
        assert_eq!(san(Lang::Ru, "O-O"), "O-O");
        assert_eq!(san(Lang::Ru, "Bxc10"), "Сxc10");
        assert_eq!(san(Lang::En, "Bxc10"), "Bxc10");
    }

    /// The ids of `app.ftl`'s fixed phrases (messages whose English takes no argument).
    pub(crate) fn plain_ids() -> Vec<&'static str> {
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
            let texts: Vec<String> =
                Ground::synthesis_all().into_iter().map(|g| synthesis_ground_text(lang, g)).collect();
            assert_eq!(texts.len(), 17, "with the two losses on time");
            for t in &texts {
                assert!(!t.contains("(R"), "{t}");
            }
            assert_eq!(texts.iter().filter(|t| t.contains("(S")).count(), 8, "{texts:?}");
        }
        assert_eq!(synthesis_ground_text(Lang::En, Ground::Resigned(Color::Black)), "Black resigns");
        assert_eq!(synthesis_ground_text(Lang::Ru, Ground::Decision(None)), "Решение арбитра: ничья");
        assert_eq!(
            synthesis_ground_text(Lang::En, Ground::KingCaptured(Color::White)),
            "King captured: White wins (S27)"
        );
        assert_eq!(ground_text(Lang::Ru, Ground::Stalemate), "Пат: ничья (S28)");
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
                out.push(ground_text(lang, g));
                out.push(synthesis_ground_text(lang, g));
            }
            for c in Color::ALL {
                out.extend([side(lang, c), in_check(lang, c), mate_next(lang, c), offers_draw(lang, c)]);
                out.extend([
                    lot_accepted(lang, c, "d4"),
                    lot_set_aside(lang, c, "d4", Some(&victoria_record::Occupant::Bastion { color: c })),
                    scheme_hint(lang, c, true, true),
                    scheme_hint(lang, c, false, false),
                ]);
                for a in [None, Some(true), Some(false)] {
                    out.push(draw_offer_line(lang, c, 3, a));
                }
                for r in [Regime::A, Regime::B, Regime::C, Regime::D] {
                    out.push(synthesis_regime(lang, c, r, None));
                    out.push(synthesis_regime(lang, c, r, Some(31)));
                }
            }
            for r in Role::ALL {
                out.push(role_name(lang, r));
                out.push(petrified(lang, r, sq));
            }
            for s in Signer::ALL {
                out.extend([signer(lang, s), signed_by(lang, s)]);
            }
            for n in [1, 3, 5, 21] {
                out.push(plies(lang, n));
            }
            for rule in ["R1", "R10", "R15", "R29", "R99"] {
                out.push(ruling_title(lang, rule));
            }
            let p = Path::new("/tmp/game.json");
            out.extend([opened(lang, p), saved(lang, p), pdf_written(lang, p), live_pgn_path(lang, p)]);
            out.extend([config_broken(lang, "bad"), pool_bad(lang, "x"), pool_not_multiple(lang, 12)]);
            out.extend([seal_line(lang, "ab", "cd", true), seal_line(lang, "ab", "cd", false)]);
            out.extend([not_your_piece(lang, sq), taken_back(lang, "e4"), take_back_what(lang, "e4")]);
            out.extend([
                synthesis_other_ending(lang, "x", "y"),
                synthesis_no_such_ending(lang, "x"),
                show_for(lang, 5),
            ]);
            out.push(points_line(lang, [37, 29]));
            for t in &out {
                assert!(!t.trim().is_empty() && !t.contains("app-"), "{}: {t:?}", lang.code());
            }
        }
        assert_eq!(crate::i18n::take_errors(), Vec::<String>::new());
    }

    #[test]
    fn russian_words_agree_with_the_piece_and_the_number() {
        let sq: Square = "e3".parse().unwrap();
        assert_eq!(petrified(Lang::Ru, Role::Bishop, sq), "Слон на e3 окаменел: теперь это памятник (R15).");
        assert_eq!(petrified(Lang::Ru, Role::Rook, sq), "Ладья на e3 окаменела: теперь это памятник (R15).");
        assert_eq!(petrified(Lang::En, Role::Rook, sq), "The rook on e3 is petrified: it is now a monument (R15).");
        assert_eq!(plies(Lang::Ru, 1), "записан 1 полуход");
        assert_eq!(plies(Lang::Ru, 3), "записано 3 полухода");
        assert_eq!(plies(Lang::Ru, 5), "записано 5 полуходов");
        assert_eq!(plies(Lang::En, 1), "1 ply recorded");
        assert_eq!(ground_text(Lang::Ru, Ground::Forfeit(Color::White)), "Белые: техническое поражение (R28)");
        assert_eq!(ground_text(Lang::En, Ground::Forfeit(Color::White)), "White loses by forfeit (R28)");
    }
}
