//! The sheet's own view of a game: every word and number the score sheet prints, already
//! decided (moves grouped with their marks, reserve rows, result grounds, signatures), so that
//! layout never interprets a record. `from_record` fills it from a `GameRecord`; tests and the
//! benchmark may build it directly.

use victoria_rules::{Cell, Color, Piece, Role, Square};

/// Who and where: the header fields of the sheet — the record's own type.
pub use victoria_record::EventInfo;

/// A board to draw: `cells[rank * width + file]`, rank 0 at the bottom.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    pub width: u8,
    pub height: u8,
    pub cells: Vec<Cell>,
    /// Squares of hero pawns (R20), marked with a star.
    pub heroes: Vec<Square>,
    /// The piece each monument was, where known: drawn laid on its side (E11).
    pub monuments: Vec<(Square, Piece)>,
}

impl Board {
    /// An empty board `width` x `height`.
    pub fn empty(width: u8, height: u8) -> Board {
        Board {
            width,
            height,
            cells: vec![Cell::Empty; width as usize * height as usize],
            heroes: Vec::new(),
            monuments: Vec::new(),
        }
    }
    /// The cell on `sq`, `Empty` off the board.
    pub fn cell(&self, sq: Square) -> Cell {
        if sq.file() >= self.width || sq.rank() >= self.height {
            return Cell::Empty;
        }
        self.cells[sq.rank() as usize * self.width as usize + sq.file() as usize]
    }
    /// Puts `cell` on `sq`; squares off the board are ignored.
    pub fn set(&mut self, sq: Square, cell: Cell) {
        if sq.file() < self.width && sq.rank() < self.height {
            self.cells[sq.rank() as usize * self.width as usize + sq.file() as usize] = cell;
        }
    }
}

/// State of a sealed scheme's commitment when it was revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SealState {
    Verified,
    Broken,
    /// The record holds no seal for this side (e.g. a classical game).
    Absent,
}

/// One side's revealed setup: its pieces and bastions, and its seal code.
#[derive(Clone, Debug, PartialEq)]
pub struct SetupView {
    pub side: Color,
    pub board: Board,
    pub seal_code: String,
    pub seal: SealState,
}

/// One reserve piece of a side (R12–R15): allocation, spending, petrification.
#[derive(Clone, Debug, PartialEq)]
pub struct ReserveRow {
    pub role: Role,
    /// Where the piece started (or was born by promotion).
    pub square: Square,
    pub allocated: u32,
    pub spent: u32,
    /// The full-move number on which it became a monument.
    pub petrified_on: Option<u32>,
    /// The full-move number on which it was captured.
    pub captured_on: Option<u32>,
}

/// One half-move as printed: number, side, SAN (with `+` / `#` from the engine) and its marks.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveView {
    /// The full-move number (1 for the first move of each side).
    pub number: u32,
    pub color: Color,
    pub san: String,
    /// Clock time of recording, `HH:MM`, as the record's own offset shows it; or, where
    /// [`clock`](Self::clock) is set, the mover's time left on the game clock (R33).
    pub time: Option<String>,
    /// Whether `time` is the mover's time left on the game clock rather than the time of day.
    pub clock: bool,
    pub hero: bool,
    pub petrified: bool,
    pub promotion: bool,
    /// Synthesis: the regime changes this move brings, already worded (`W→B`, `Б→B,Ч→C`), empty
    /// when none.
    pub regime: String,
}

impl MoveView {
    /// SAN followed by the sheet's marks: `★` hero, `◆` petrification (promotion is in the SAN as
    /// `=Q`; when the SAN lacks it, `=` is appended).
    pub fn marked(&self) -> String {
        let mut s = self.san.clone();
        if self.promotion && !s.contains('=') {
            s.push('=');
        }
        if self.hero {
            s.push('★');
        }
        if self.petrified {
            s.push('◆');
        }
        if !self.regime.is_empty() {
            s.push_str(&format!("[{}]", self.regime));
        }
        s
    }
}

/// An announced move the engine refused (R29).
#[derive(Clone, Debug, PartialEq)]
pub struct IllegalView {
    pub number: u32,
    pub color: Color,
    pub announced: String,
    pub rule: String,
    pub reason: String,
    pub penalty: String,
    pub time: Option<String>,
}

/// A free line of the sheet's lists (corrections, draw offers), already worded.
#[derive(Clone, Debug, PartialEq)]
pub struct NoteView {
    pub number: Option<u32>,
    pub color: Option<Color>,
    pub text: String,
    pub time: Option<String>,
}

/// Why the game ended, as the sheet words it.
#[derive(Clone, Debug, PartialEq)]
pub enum Grounds {
    Ongoing,
    Checkmate {
        winner: Color,
    },
    /// Synthesis (S27): a king was captured and had no reply, or (`both`) the reply captured
    /// the other king back and the last capture won.
    KingCaptured {
        winner: Color,
        both: bool,
    },
    /// Point count (R27): both totals; equal totals is a draw.
    Points {
        white: u32,
        black: u32,
        reason: String,
    },
    Draw {
        reason: String,
    },
    Agreement,
    Resignation {
        loser: Color,
    },
    Forfeit {
        loser: Color,
        reason: String,
    },
    /// A loss the arbiter ruled under FIDE's Laws: on time (6.9) or by a second completed
    /// illegal move (7.5.5); not a forfeit, which is a game not played or abandoned.
    FideLoss {
        loser: Color,
        on_time: bool,
        reason: String,
    },
    Arbiter {
        winner: Option<Color>,
        reason: String,
    },
}

/// The score and its grounds.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultView {
    /// `1-0`, `0-1`, `½-½` or `*`.
    pub score: String,
    pub grounds: Grounds,
}

/// A signature drawn on screen: strokes in 0..1 box coordinates (x right, y down).
#[derive(Clone, Debug, PartialEq)]
pub struct SignatureView {
    pub strokes: Vec<Vec<[f32; 2]>>,
    pub signed_at: String,
}

/// Everything the sheet prints.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetData {
    pub info: EventInfo,
    /// The ruleset's key: `victoria`, `classical` or `synthesis` (the sheet names the game).
    pub ruleset: String,
    /// Rule options as `label (ruling) = value`, in the sheet's language, in the record's order.
    pub options: Vec<(String, String)>,
    /// The time control in words (R33); `None` for a game without clocks.
    pub time_control: Option<String>,
    /// Every correction of the clocks the arbiter made (set to the physical clock with the
    /// note, time added), in words with the move it came after.
    pub clock_corrections: Vec<String>,
    /// White's then Black's revealed setup; empty when the record has none (classical start).
    pub setups: Vec<SetupView>,
    /// The start position when there are no setups to show.
    pub start: Option<Board>,
    /// The position at the end of a finished game (monuments and bastions as they stand).
    pub final_position: Option<Board>,
    /// White's rows, Black's rows; both empty when reserves are off or still secret.
    pub reserves: [Vec<ReserveRow>; 2],
    /// The game is not over and reserves are secret (R14): the sheet says so instead of a table.
    pub reserves_hidden: bool,
    pub moves: Vec<MoveView>,
    pub illegal: Vec<IllegalView>,
    pub corrections: Vec<NoteView>,
    pub draw_offers: Vec<NoteView>,
    pub result: ResultView,
    /// White, Black, arbiter.
    pub signatures: [Option<SignatureView>; 3],
    /// SHA-256 of the canonical record, 64 lower-case hex digits.
    pub digest_hex: String,
    /// The arbiter's public key (hex) when the record is sealed.
    pub arbiter_key: Option<String>,
}

/// The grounds of a result as one sentence (`sheet-grounds`), with the arbiter's reason where
/// one was written.
impl victoria_words::Words for Grounds {
    fn words(&self, lang: victoria_words::Lang) -> String {
        use crate::t;
        let with_reason = |s: String, reason: &str| {
            if reason.trim().is_empty() { s } else { format!("{s}; {}", reason.trim()) }
        };
        let say = |kind: &str, c: Option<Color>| -> String {
            let color: victoria_words::FluentValue = c.map_or("none", Color::key).into();
            t!(lang, "sheet-grounds", kind = kind, color = color)
        };
        match self {
            Grounds::Ongoing => say("ongoing", None),
            Grounds::Checkmate { winner } => say("checkmate", Some(*winner)),
            Grounds::KingCaptured { winner, both: false } => say("king-captured", Some(*winner)),
            Grounds::KingCaptured { winner, both: true } => say("both-kings", Some(*winner)),
            Grounds::Points { white, black, reason } => {
                with_reason(t!(lang, "sheet-grounds-points", white = *white, black = *black), reason)
            }
            Grounds::Draw { reason } => with_reason(say("draw", None), reason),
            Grounds::Agreement => say("agreement", None),
            Grounds::Resignation { loser } => say("resignation", Some(*loser)),
            Grounds::Forfeit { loser, reason } => with_reason(say("forfeit", Some(*loser)), reason),
            Grounds::FideLoss { loser, on_time: true, reason } => {
                with_reason(say("lost-on-time", Some(*loser)), reason)
            }
            Grounds::FideLoss { loser, on_time: false, reason } => {
                with_reason(say("lost-illegal-moves", Some(*loser)), reason)
            }
            Grounds::Arbiter { winner: Some(c), reason } => with_reason(say("decision-win", Some(*c)), reason),
            Grounds::Arbiter { winner: None, reason } => with_reason(say("decision", None), reason),
        }
    }
}
