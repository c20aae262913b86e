//! Every word the app shows comes from the Fluent catalogue `assets/i18n/<lang>/app.ftl`
//! through [`crate::i18n`]. [`Text`] names each fixed phrase and maps it to its message id (the
//! `texts!` table); phrases with values (a square, a side, a number) are the functions below,
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

macro_rules! texts {
    ($($name:ident => $id:literal;)+) => {
        /// A fixed phrase of the interface.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Text { $($name),+ }
        impl Text {
            /// Every phrase (the completeness test renders each in every language).
            pub const ALL: &'static [Text] = &[$(Text::$name),+];
            /// The phrase's message id in `app.ftl`.
            pub fn id(self) -> &'static str { match self { $(Text::$name => $id),+ } }
        }
    };
}

/// A Synthesis move's news in the engine's words; the verdict says what to do next.
impl victoria_words::Words for SynthesisNews {
    fn words(&self, lang: Lang) -> String {
        use victoria_rules::synthesis::SynthesisEvent;
        match self {
            SynthesisNews::Regime(c, r) => SynthesisEvent::Regime(*c, *r).words(lang),
            SynthesisNews::Situation(f) => f.words(lang),
            SynthesisNews::Verdict(o) => {
                t!(lang, "app-synthesis-verdict", verdict = o.words(lang), next = Text::OpenResultNext.get(lang))
            }
        }
    }
}

/// A fixed phrase is a fact of its own (a message kept as [`victoria_words::Said`]).
impl victoria_words::Words for Text {
    fn words(&self, lang: Lang) -> String {
        self.get(lang)
    }
}

impl Text {
    /// The phrase in `lang`.
    pub fn get(self, lang: Lang) -> String {
        t!(lang, self.id())
    }
    /// The phrase in Russian.
    pub fn ru(self) -> String {
        self.get(Lang::Ru)
    }
    /// The phrase in English.
    pub fn en(self) -> String {
        self.get(Lang::En)
    }
}

texts! {
    AppTitle => "app-title";
    AppTagline => "app-tagline";
    NewGame => "app-new-game";
    ClubStats => "app-club-stats";
    NewShort => "app-new-short";
    OpenShort => "app-open-short";
    SaveAsShort => "app-save-as-short";
    Home => "app-home";
    UnfinishedFound => "app-unfinished-found";
    ResumeGame => "app-resume-game";
    Resumed => "app-resumed";
    OpenFile => "app-open-file";
    OpenWithDialog => "app-open-with-dialog";
    TypePath => "app-type-path";
    Open => "app-open";
    RecentGames => "app-recent-games";
    SampleGames => "app-sample-games";
    NoSamples => "app-no-samples";
    NoGame => "app-no-game";
    EventData => "app-event-data";
    FieldEvent => "app-field-event";
    FieldSite => "app-field-site";
    FieldDate => "app-field-date";
    FieldRound => "app-field-round";
    FieldBoard => "app-field-board";
    FieldArbiter => "app-field-arbiter";
    FieldClub => "app-field-club";
    White => "app-white";
    Black => "app-black";
    RuleOptions => "app-rule-options";
    Back => "app-back";
    StartSchemes => "app-start-schemes";
    SchemeOf => "app-scheme-of";
    SchemePrivacy => "app-scheme-privacy";
    Erase => "app-erase";
    TypeScheme => "app-type-scheme";
    Apply => "app-apply";
    LoadScheme => "app-load-scheme";
    Load => "app-load";
    Browse => "app-browse";
    ReserveSplit => "app-reserve-split";
    Pool => "app-pool";
    Problems => "app-problems";
    NoProblems => "app-no-problems";
    Clear => "app-clear";
    Seal => "app-seal";
    SchemeSealed => "app-scheme-sealed";
    SealCode => "app-seal-code";
    WriteSealCode => "app-write-seal-code";
    Continue => "app-continue";
    Reveal => "app-reveal";
    Seals => "app-seals";
    SealVerified => "app-seal-verified";
    SealBroken => "app-seal-broken";
    SetUpPhysical => "app-set-up-physical";
    BlindDrawNext => "app-blind-draw-next";
    PhysicalMatches => "app-physical-matches";
    ToBastionDraw => "app-to-bastion-draw";
    StartRecording => "app-start-recording";
    BastionDraw => "app-bastion-draw";
    BastionDrawHint => "app-bastion-draw-hint";
    BastionsLeft => "app-bastions-left";
    DrawFromBag => "app-draw-from-bag";
    LotFromRealBag => "app-lot-from-real-bag";
    EnterLot => "app-enter-lot";
    LotLog => "app-lot-log";
    Accepted => "app-accepted";
    SetAside => "app-set-aside";
    RealBag => "app-real-bag";
    VirtualBag => "app-virtual-bag";
    ToMove => "app-to-move";
    MovePlaceholder => "app-move-placeholder";
    Record => "app-record";
    Recorded => "app-recorded";
    IllegalMove => "app-illegal-move";
    Ruling => "app-ruling";
    Penalty => "app-penalty";
    DrawOffer => "app-draw-offer";
    AcceptDraw => "app-accept-draw";
    DeclineDraw => "app-decline-draw";
    DrawDeclined => "app-draw-declined";
    LivePgn => "app-live-pgn";
    LivePgnAbout => "app-live-pgn-about";
    LivePgnOn => "app-live-pgn-on";
    LivePgnOff => "app-live-pgn-off";
    LivePgnStopped => "app-live-pgn-stopped";
    ArbiterSeal => "app-arbiter-seal";
    SealRecord => "app-seal-record";
    SealAbout => "app-seal-about";
    SealDone => "app-seal-done";
    SealIntact => "app-seal-intact";
    SealNotIntact => "app-seal-not-intact";
    NotUnderstood => "app-not-understood";
    Petrification => "app-petrification";
    Check => "app-check";
    Checkmate => "app-checkmate";
    GameEnds => "app-game-ends";
    OpenResultNext => "app-open-result-next";
    Result => "app-result";
    SignNext => "app-sign-next";
    GameOver => "app-game-over";
    PromoteTo => "app-promote-to";
    Cancel => "app-cancel";
    TakeBack => "app-take-back";
    TakeBackDots => "app-take-back-dots";
    Reason => "app-reason";
    ReasonNeeded => "app-reason-needed";
    NothingToTakeBack => "app-nothing-to-take-back";
    ResultDots => "app-result-dots";
    ResultOfGame => "app-result-of-game";
    ReasonForDecision => "app-reason-for-decision";
    ChooseGround => "app-choose-ground";
    ConfirmResult => "app-confirm-result";
    Flip => "app-flip";
    Moves => "app-moves";
    HoldToShowReserves => "app-hold-to-show-reserves";
    PrivateReserves => "app-private-reserves";
    NoReserves => "app-no-reserves";
    PetrifiedOnMove => "app-petrified-on-move";
    CapturedOnMove => "app-captured-on-move";
    Signatures => "app-signatures";
    SignHint => "app-sign-hint";
    Sign => "app-sign";
    Signed => "app-signed";
    NotSigned => "app-not-signed";
    PadEmpty => "app-pad-empty";
    Save => "app-save";
    ScoreSheetPdf => "app-score-sheet-pdf";
    PrintSheet => "app-print-sheet";
    SaveAsPath => "app-save-as-path";
    NothingToSave => "app-nothing-to-save";
    NoDialog => "app-no-dialog";
    DialogCancelled => "app-dialog-cancelled";
    PublicBoard => "app-public-board";
    OpenPublic => "app-open-public";
    ClosePublic => "app-close-public";
    PublicSchemes => "app-public-schemes";
    PublicSetup => "app-public-setup";
    SynthesisChess => "app-synthesis-chess";
    SynthesisStatus => "app-synthesis-status";
    SynthesisResultOfGame => "app-synthesis-result-of-game";
    EngineVerdict => "app-engine-verdict";
    AcceptVerdict => "app-accept-verdict";
    NoVerdict => "app-no-verdict";
    SynthesisReason => "app-synthesis-reason";
    NoPointCount => "app-no-point-count";
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

fn signer_key(s: Signer) -> &'static str {
    match s {
        Signer::White => "white",
        Signer::Black => "black",
        Signer::Arbiter => "arbiter",
    }
}

pub fn signer(lang: Lang, s: Signer) -> String {
    t!(lang, "app-signer", who = signer_key(s))
}

pub fn signed_by(lang: Lang, s: Signer) -> String {
    t!(lang, "app-signed-by", who = signer_key(s))
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
pub fn scheme_hint(lang: Lang, c: Color) -> String {
    t!(lang, "app-scheme-hint", color = color(c))
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
    /// The phrase that labels the field.
    pub fn label(self) -> Text {
        match self {
            Field::Event => Text::FieldEvent,
            Field::Site => Text::FieldSite,
            Field::Date => Text::FieldDate,
            Field::Round => Text::FieldRound,
            Field::Board => Text::FieldBoard,
            Field::White => Text::White,
            Field::Black => Text::Black,
            Field::Arbiter => Text::FieldArbiter,
            Field::Club => Text::FieldClub,
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

    #[test]
    fn every_phrase_has_both_languages_and_they_differ_where_words_are_involved() {
        crate::i18n::take_errors();
        for t in Text::ALL {
            assert!(!t.get(Lang::Ru).trim().is_empty(), "{t:?} has no Russian");
            assert!(!t.get(Lang::En).trim().is_empty(), "{t:?} has no English");
        }
        assert_ne!(Text::NewGame.get(Lang::Ru), Text::NewGame.get(Lang::En));
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
            let mut out: Vec<String> = Text::ALL.iter().map(|t| t.get(lang)).collect();
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
                    scheme_hint(lang, c),
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
