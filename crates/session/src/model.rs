//! The app's view types, free of iced: what the session hands the screens and the public
//! window (flags after an action, the move list, lots, the ledger, draw offers, the seal, the
//! board as cells, the public view, the Synthesis panel's facts), what the screens hand the
//! session (the event fields, a scheme draft), and the grounds of a result. Nothing here draws
//! or words anything: the views (`board`, `public`, `synthesis`, `screens`) draw them and
//! `i18n` words them.

use std::collections::{BTreeMap, BTreeSet};
use victoria_record::EntryRuling;
use victoria_record::Penalty;
use victoria_rules::synthesis::{self, Flag as SynthesisFlag, Regime};
use victoria_rules::{Cell, Color, Outcome, Piece, Role, Ruleset, Square};

pub use victoria_record::Signer;

/// The recorder's refusal as a flag holds it: the typed fact, shared (a flag is cloned with the
/// screen's state), worded when drawn.
#[derive(Clone, Debug)]
pub struct Refusal(pub std::sync::Arc<victoria_record::RecorderError>);

/// Two refusals are the same when they read the same in English (a refusal may hold a file
/// error, which cannot be compared).
impl PartialEq for Refusal {
    fn eq(&self, other: &Refusal) -> bool {
        use victoria_words::Words as _;
        self.0.words(victoria_words::Lang::En) == other.0.words(victoria_words::Lang::En)
    }
}

impl victoria_words::Words for Refusal {
    fn words(&self, lang: victoria_words::Lang) -> String {
        self.0.words(lang)
    }
}

victoria_words::english_display!(Refusal);

/// What the arbiter must see after an action, most important first.
#[derive(Clone, Debug, PartialEq)]
pub enum Flag {
    /// A move was recorded (and journaled).
    Recorded {
        san: String,
        number: u32,
        color: Color,
    },
    /// An announced move broke a rule: not played, logged with its penalty (R29). The
    /// engine's ruling and the penalty (`None` while nothing is logged) are facts, worded in
    /// the screen's language when drawn.
    Illegal {
        rule: String,
        reason: EntryRuling,
        penalty: Option<Penalty>,
    },
    /// A refused move the arbiter confirmed as completed: logged with this penalty (R29).
    Logged {
        penalty: Penalty,
    },
    /// The entry names no move (a typing slip): nothing is logged. The desk's refusal, worded
    /// when drawn.
    Notation {
        message: Refusal,
    },
    /// A move typed after the game has ended (the engine's verdict, or the recorded result):
    /// nothing is recorded. The desk's refusal names the result.
    Ended {
        message: Refusal,
    },
    /// A piece became a monument (R15, R21).
    Petrified {
        square: Square,
        role: Role,
    },
    Check {
        side: Color,
    },
    Mate {
        winner: Color,
    },
    /// Synthesis (issue 7): what the move changed — a colour's new regime, both kings in check,
    /// a captured king and the one reply, the game's end — one line each, worded where it is
    /// shown. The standing state is on the status panel.
    Synthesis {
        news: Vec<SynthesisNews>,
    },
    /// An R27/R32 ending was reached: the count (both totals) or a draw.
    Ending {
        ground: Ground,
        points: [u32; 2],
    },
    /// The result was recorded.
    Result,
}

/// One thing a Synthesis move changed, as a fact (worded by `text`).
#[derive(Clone, Debug, PartialEq)]
pub enum SynthesisNews {
    /// A colour's new regime.
    Regime(Color, Regime),
    /// A king captured (with or without its reply), or both kings in check.
    Situation(SynthesisFlag),
    /// The engine's verdict once the game has ended: the result is to be recorded next.
    Verdict(synthesis::Outcome),
}

/// A ground for the result (R26–R28, R32), as the dialog offers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ground {
    /// R26: the winner.
    Checkmate(Color),
    /// R27: the side to move has no legal move and is not in check.
    NothingToMove,
    /// R27: no queen, rook, bishop with reserve nor knight left.
    NoStrikingForce,
    /// R27: mate impossible for both sides (proved, or ruled by the arbiter with a reason).
    DeadPosition,
    /// R27: the players agreed to a count.
    AgreedCount,
    /// R32/R27: threefold repetition (draw, or count with `repetition=points`).
    Repetition,
    /// R27: 100 plies without capture, pawn move or petrification.
    HundredPlies,
    /// R28: draw by agreement.
    DrawAgreed,
    /// R28: this side resigned.
    Resigned(Color),
    /// FIDE 6.9: this side's flag fell — a loss on time (a count or draw when the opponent
    /// cannot mate, R27a); not a forfeit.
    LostOnTime(Color),
    /// R28: this side loses by forfeit (a game not played or abandoned; with a reason).
    Forfeit(Color),
    /// R28: the arbiter's decision (winner, or a draw), with a reason.
    Decision(Option<Color>),
    /// Synthesis S27: this side captured the enemy king, which had no reply (or captured last).
    KingCaptured(Color),
    /// Synthesis S28: the side to move has no legal move and is not in check — a draw.
    Stalemate,
    /// Synthesis S30: 50 moves by each side without a capture or a pawn move — a draw.
    FiftyMoves,
}

impl Ground {
    /// Every ground the dialog offers.
    pub fn all(_repetition_to_points: bool) -> Vec<Ground> {
        vec![
            Ground::Checkmate(Color::White),
            Ground::Checkmate(Color::Black),
            Ground::NothingToMove,
            Ground::NoStrikingForce,
            Ground::DeadPosition,
            Ground::AgreedCount,
            Ground::Repetition,
            Ground::HundredPlies,
            Ground::DrawAgreed,
            Ground::Resigned(Color::White),
            Ground::Resigned(Color::Black),
            Ground::LostOnTime(Color::White),
            Ground::LostOnTime(Color::Black),
            Ground::Forfeit(Color::White),
            Ground::Forfeit(Color::Black),
            Ground::Decision(Some(Color::White)),
            Ground::Decision(Some(Color::Black)),
            Ground::Decision(None),
        ]
    }

    /// Every ground the Synthesis dialog offers: the endings of S27–S30, then the arbiter's
    /// declarations as in Victoria (agreement, resignation, forfeit, decision).
    pub fn synthesis_all() -> Vec<Ground> {
        let mut v = vec![
            Ground::KingCaptured(Color::White),
            Ground::KingCaptured(Color::Black),
            Ground::Checkmate(Color::White),
            Ground::Checkmate(Color::Black),
            Ground::Stalemate,
            Ground::Repetition,
            Ground::FiftyMoves,
        ];
        v.extend(Ground::all(false).into_iter().skip_while(|g| *g != Ground::DrawAgreed));
        v
    }

    /// Every ground the classical dialog offers: FIDE's endings (mate, stalemate, a dead
    /// position, repetition, fifty moves), then the arbiter's declarations. Classical chess has
    /// no point count, no reserves and none of R26–R28.
    pub fn classical_all() -> Vec<Ground> {
        let mut v = vec![
            Ground::Checkmate(Color::White),
            Ground::Checkmate(Color::Black),
            Ground::Stalemate,
            Ground::DeadPosition,
            Ground::Repetition,
            Ground::FiftyMoves,
        ];
        v.extend(Ground::all(false).into_iter().skip_while(|g| *g != Ground::DrawAgreed));
        v
    }

    /// The grounds the dialog offers in a game of `ruleset`.
    pub fn of_ruleset(ruleset: Ruleset, repetition_to_points: bool) -> Vec<Ground> {
        match ruleset {
            Ruleset::Victoria => Ground::all(repetition_to_points),
            Ruleset::Classical => Ground::classical_all(),
            Ruleset::Synthesis => Ground::synthesis_all(),
        }
    }

    /// The article of FIDE's Laws it comes from in a classical game (`none` for the arbiter's
    /// forfeit and decision; a loss on time names 6.9 in its own words).
    pub fn classical_article(self) -> &'static str {
        match self {
            Ground::Checkmate(_) => "5.1.1",
            Ground::Resigned(_) => "5.1.2",
            Ground::Stalemate => "5.2.1",
            Ground::DeadPosition => "5.2.2",
            Ground::DrawAgreed => "9.1",
            Ground::Repetition => "9.2",
            Ground::FiftyMoves => "9.3",
            _ => "none",
        }
    }

    /// The ruling it comes from in a Synthesis game.
    pub fn synthesis_ruling(self) -> &'static str {
        match self {
            Ground::KingCaptured(_) => "S27",
            Ground::Checkmate(_) | Ground::Stalemate => "S28",
            Ground::Repetition | Ground::FiftyMoves | Ground::DrawAgreed => "S30",
            _ => "S27–S30",
        }
    }

    /// The ruling it comes from.
    pub fn ruling(self) -> &'static str {
        match self {
            Ground::KingCaptured(_) | Ground::Stalemate | Ground::FiftyMoves => self.synthesis_ruling(),
            Ground::Checkmate(_) => "R26",
            Ground::NothingToMove
            | Ground::NoStrikingForce
            | Ground::DeadPosition
            | Ground::AgreedCount
            | Ground::HundredPlies => "R27",
            Ground::Repetition => "R32",
            Ground::DrawAgreed | Ground::Resigned(_) | Ground::Forfeit(_) | Ground::Decision(_) => "R28",
            // FIDE's article is in the ground's own words, in the language's form.
            Ground::LostOnTime(_) => "none",
        }
    }
}

/// One line of the arbiter's move list.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveLine {
    pub number: u32,
    pub color: Color,
    pub san: String,
    /// `HH:MM:SS` of the arbiter's clock.
    pub time: String,
    /// The mover's clock after the move (its time left) and the time the move took, as clock
    /// faces (`1:29:45`, `0:12`), when the game has clocks.
    pub clock: Option<(String, String)>,
    /// The marks of the move's events, in the order `+ # =Q ★ ◆` (check, mate, promotion, hero,
    /// petrification).
    pub marks: String,
}

/// Both players' clocks as the screens show them (R33): the desk's shadow of the physical clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockFace {
    /// White's and Black's time left, as a clock face shows it (`1:29:45`, `4:05`).
    pub faces: [String; 2],
    /// The side whose clock the lever is on (the side to move).
    pub turn: Color,
    pub started: bool,
    pub running: bool,
    /// The side whose flag has fallen, if the game goes on.
    pub flag: Option<Color>,
    /// The game has a result: neither clock is the one to move any more.
    pub over: bool,
}

/// One lot of a blind bastion draw.
#[derive(Clone, Debug, PartialEq)]
pub struct LotLine {
    pub side: Color,
    pub square: String,
    pub accepted: bool,
    /// What stood on the square of a set-aside lot.
    pub held_by: Option<victoria_record::Occupant>,
    pub physical: bool,
}

/// Where a reserve piece stands in the ledger: the recorder's own fact.
pub use victoria_record::recorder::LedgerStatus;

/// One reserve piece in the private ledger.
#[derive(Clone, Debug, PartialEq)]
pub struct LedgerRow {
    pub color: Color,
    /// Glyph and current (or last) square, e.g. `♖ a1`.
    pub label: String,
    pub initial: u16,
    pub left: u16,
    pub status: LedgerStatus,
}

/// A draw offer as the recording screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OfferLine {
    pub by: Color,
    /// The move number on which it was made (the move being played then).
    pub number: u32,
    /// `None` while pending.
    pub accepted: Option<bool>,
}

/// The arbiter's seal as the signatures screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SealInfo {
    /// SHA-256 of the record that was sealed.
    pub digest: String,
    /// The arbiter's Ed25519 public key (hex).
    pub public_key: String,
    /// Whether the record still matches the seal (`verify`).
    pub intact: bool,
}

/// The ground of a Synthesis engine outcome (S27–S30).
pub fn synthesis_ground_of(o: &victoria_rules::synthesis::Outcome) -> Option<Ground> {
    use victoria_rules::synthesis::{DrawGround, Outcome as S};
    Some(match *o {
        S::Ongoing => return None,
        S::KingCaptured { winner, .. } => Ground::KingCaptured(winner),
        S::Checkmate { winner } => Ground::Checkmate(winner),
        S::Draw { ground: DrawGround::Stalemate } => Ground::Stalemate,
        S::Draw { ground: DrawGround::Repetition } => Ground::Repetition,
        S::Draw { ground: DrawGround::FiftyMoves } => Ground::FiftyMoves,
    })
}

/// The ground of an engine outcome in a classical game: FIDE's stalemate and fifty moves
/// where Victoria's words would say "nothing to move" and "100 plies".
pub fn classical_ground_of(o: &Outcome) -> Option<Ground> {
    use victoria_rules::DrawGround;
    match *o {
        Outcome::Draw { ground: DrawGround::Stalemate } => Some(Ground::Stalemate),
        Outcome::Draw { ground: DrawGround::HundredPlies } => Some(Ground::FiftyMoves),
        _ => ground_of(o),
    }
}

/// The ground of an engine outcome.
pub fn ground_of(o: &Outcome) -> Option<Ground> {
    use victoria_rules::{DrawGround, PointsGround};
    Some(match *o {
        Outcome::Ongoing => return None,
        Outcome::Checkmate { winner } => Ground::Checkmate(winner),
        Outcome::Points { ground, .. } => match ground {
            PointsGround::NothingToMove => Ground::NothingToMove,
            PointsGround::NoStrikingForce => Ground::NoStrikingForce,
            PointsGround::DeadPosition => Ground::DeadPosition,
            PointsGround::Repetition => Ground::Repetition,
            PointsGround::HundredPlies => Ground::HundredPlies,
            PointsGround::Agreement => Ground::AgreedCount,
        },
        Outcome::Draw { ground } => match ground {
            DrawGround::Stalemate => Ground::NothingToMove,
            DrawGround::DeadPosition => Ground::DeadPosition,
            DrawGround::Repetition => Ground::Repetition,
            DrawGround::HundredPlies => Ground::HundredPlies,
        },
    })
}

/// Everything the board drawing shows. It holds cells (no reserve lives in a cell), marks and
/// the orientation: nothing secret can reach the canvas through it.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    pub width: u8,
    pub height: u8,
    /// By `Square::index()`; 256 cells.
    pub cells: Vec<Cell>,
    pub last_move: Option<(Square, Square)>,
    pub check: Option<Square>,
    /// A monument made by the last move (R15).
    pub petrified: Option<Square>,
    pub selected: Option<Square>,
    /// Black's view: rank 12 at the bottom, file l on the left.
    pub flipped: bool,
    /// In the scheme editor: the ranks (zero-based, inclusive) of the player's half; the rest is
    /// shaded.
    pub own_ranks: Option<(u8, u8)>,
    /// In the scheme editor: the ranks where this player's bastions may stand (R7).
    pub bastion_ranks: Option<(u8, u8)>,
}

impl BoardView {
    /// An empty board of the given size.
    pub fn empty(width: u8, height: u8) -> BoardView {
        BoardView {
            width,
            height,
            cells: vec![Cell::Empty; 256],
            last_move: None,
            check: None,
            petrified: None,
            selected: None,
            flipped: false,
            own_ranks: None,
            bastion_ranks: None,
        }
    }

    pub fn cell(&self, sq: Square) -> Cell {
        self.cells.get(sq.index()).copied().unwrap_or(Cell::Empty)
    }

    pub fn set(&mut self, sq: Square, cell: Cell) {
        if let Some(c) = self.cells.get_mut(sq.index()) {
            *c = cell;
        }
    }
}

/// Where the game stands, as the public may know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The players are writing their schemes: the board stays empty.
    Schemes,
    /// The schemes are revealed; bastions may still be drawn.
    Setup,
    Playing,
    Finished,
}

/// One line of the public move list.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicMove {
    pub number: u32,
    pub white: Option<String>,
    pub black: Option<String>,
}

/// Everything the public window shows. No field holds a reserve or a sealed scheme.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicView {
    pub event: String,
    pub white: String,
    pub black: String,
    pub phase: Phase,
    pub board: BoardView,
    pub to_move: Color,
    pub moves: Vec<PublicMove>,
    /// The side in check.
    pub check: Option<Color>,
    /// The side mated on the board while its result waits to be recorded: the board shows it,
    /// so the window says it (it said "in check: the next move must answer it").
    pub mated: Option<Color>,
    /// A monument the last move made, and the piece it was.
    pub petrified: Option<(Square, Role)>,
    /// `1-0`, `0-1` or `1/2-1/2`, and the ground in words.
    pub result: Option<(String, String)>,
    /// Both point totals (R3, counted from the pieces on the board).
    pub points: [u32; 2],
    /// Synthesis: the status panel, the same as the arbiter's (regimes, escapes, both kings in
    /// check, a captured king and the one reply, the mandatory pawn capture, the verdict);
    /// nothing in Synthesis is secret. `None` for the other games.
    pub synthesis: Option<SynthesisPanel>,
    /// Both clocks, when the game has a time control.
    pub clocks: Option<ClockFace>,
}

/// What the panel shows, for both windows.
#[derive(Clone, Debug, PartialEq)]
pub struct SynthesisPanel {
    /// Each colour's regime, White first, with the escapes left in regime C.
    pub regimes: [(Regime, Option<u8>); 2],
    /// What binds the side to move: check, both kings in check, a captured king, the pawn
    /// capture mandate (the engine's flags other than regimes and escapes).
    pub situation: Vec<SynthesisFlag>,
    /// The engine's verdict once the game has ended.
    pub verdict: Option<synthesis::Outcome>,
}

impl SynthesisPanel {
    /// The panel for a game's current position.
    pub fn of(game: &synthesis::Game) -> SynthesisPanel {
        let pos = game.position();
        let regimes = Color::ALL.map(|c| (pos.regime(c), pos.escapes(c)));
        let situation = pos
            .flags()
            .into_iter()
            .filter(|f| !matches!(f, SynthesisFlag::Regime(..) | SynthesisFlag::Escapes(..)))
            .collect();
        let outcome = game.outcome();
        let verdict = (outcome != synthesis::Outcome::Ongoing).then_some(outcome);
        SynthesisPanel { regimes, situation, verdict }
    }
}

/// The event fields, in the order of the form (and the score sheet's header).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Event,
    Site,
    Date,
    Round,
    Board,
    White,
    Black,
    Arbiter,
    Club,
}

impl Field {
    pub const ALL: [Field; 9] = [
        Field::Event,
        Field::Site,
        Field::Date,
        Field::Round,
        Field::Board,
        Field::White,
        Field::Black,
        Field::Arbiter,
        Field::Club,
    ];
    pub fn id(self) -> &'static str {
        match self {
            Field::Event => "field-event",
            Field::Site => "field-site",
            Field::Date => "field-date",
            Field::Round => "field-round",
            Field::Board => "field-board",
            Field::White => "field-white",
            Field::Black => "field-black",
            Field::Arbiter => "field-arbiter",
            Field::Club => "field-club",
        }
    }
}

/// The event data as typed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EventFields {
    pub values: [String; 9],
}

impl EventFields {
    pub fn get(&self, f: Field) -> &str {
        &self.values[f as usize]
    }
    pub fn set(&mut self, f: Field, v: String) {
        self.values[f as usize] = v;
    }
}

/// What the reveal found.
#[derive(Clone, Debug, PartialEq)]
pub struct RevealReport {
    /// Seal codes, White then Black.
    pub codes: [String; 2],
    /// Whether each commitment matched its revealed scheme.
    pub verified: [bool; 2],
    /// Problems with the revealed setup (e.g. a blind draw still to come is not one), as facts
    /// worded where they are shown.
    pub problems: Vec<victoria_words::Said>,
    pub board: BoardView,
}

/// One player's scheme as entered: pieces, bastions (for `arbitrary`) and the reserve split
/// (queen, lower rook, higher rook, lower bishop, higher bishop; "lower" in VFEN order, by rank
/// then file).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SchemeDraft {
    pub pieces: BTreeMap<Square, Role>,
    pub bastions: BTreeSet<Square>,
    pub reserves: [String; 5],
}

/// How many of each role a scheme holds (R2).
pub const COUNTS: [(Role, usize); 6] =
    [(Role::King, 1), (Role::Queen, 1), (Role::Rook, 2), (Role::Bishop, 2), (Role::Knight, 2), (Role::Pawn, 8)];

/// The squares in VFEN order: by rank, then by file.
pub fn vfen_order(a: &Square, b: &Square) -> std::cmp::Ordering {
    (a.rank(), a.file()).cmp(&(b.rank(), b.file()))
}

impl SchemeDraft {
    pub fn count(&self, role: Role) -> usize {
        self.pieces.values().filter(|r| **r == role).count()
    }
    /// The squares of the reserve pieces in the order of `reserves`: Q, R, R, B, B (missing
    /// pieces are `None`).
    pub fn reserve_squares(&self) -> [Option<Square>; 5] {
        let of = |role: Role| {
            let mut v: Vec<Square> = self.pieces.iter().filter(|(_, r)| **r == role).map(|(s, _)| *s).collect();
            v.sort_by(vfen_order);
            v
        };
        let q = of(Role::Queen);
        let r = of(Role::Rook);
        let b = of(Role::Bishop);
        [q.first().copied(), r.first().copied(), r.get(1).copied(), b.first().copied(), b.get(1).copied()]
    }
}

/// What the board draws over the squares for a proof that mate is impossible (R27a): the
/// squares a sealed king can ever reach, the walls that close them, and the king itself. Only
/// squares and a colour: it says nothing a spectator may not know.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProofMarks {
    /// The sealed kings' regions (one proof per side proved).
    pub region: Vec<Square>,
    /// The bastions and monuments that seal them.
    pub walls: Vec<Square>,
    /// The sealed kings.
    pub kings: Vec<Square>,
}

impl ProofMarks {
    pub fn is_empty(&self) -> bool {
        self.region.is_empty() && self.walls.is_empty()
    }
}

/// The filled glyph of a role (drawn in the piece's colour).
pub fn glyph_filled(role: Role) -> &'static str {
    match role {
        Role::King => "♚",
        Role::Queen => "♛",
        Role::Rook => "♜",
        Role::Bishop => "♝",
        Role::Knight => "♞",
        Role::Pawn => "♟",
    }
}

/// The outline glyph of a role (drawn over a White piece).
pub fn glyph_outline(role: Role) -> &'static str {
    match role {
        Role::King => "♔",
        Role::Queen => "♕",
        Role::Rook => "♖",
        Role::Bishop => "♗",
        Role::Knight => "♘",
        Role::Pawn => "♙",
    }
}

/// The glyph of a piece as one character of text (for palettes and lists).
pub fn glyph(p: Piece) -> &'static str {
    match p.color {
        Color::White => glyph_outline(p.role),
        Color::Black => glyph_filled(p.role),
    }
}
