//! A game: a start position and the moves played from it, with what a single position cannot
//! know — repetitions (R32), where each monument came from — and the endings of R26–R27 and
//! R32 with the point count of R3.

pub mod words;
use super::explain::{Illegal, Refusal};
use super::moves::{Event, Move, UciMove};
use super::options::{Repetition, Ruleset};
use super::piece::{Cell, Color, Piece, Role};
use super::position::Position;
use super::ruling::Rule;
use super::square::Square;

/// Why a game went to the count of R27.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PointsGround {
    /// The side to move has no legal move and is not in check.
    NothingToMove,
    /// With reserves in play, no queen, rook, bishop or knight is left on either side.
    NoStrikingForce,
    /// Mate has become impossible for both sides (proved by the engine).
    DeadPosition,
    /// Threefold repetition with option `repetition=points`.
    Repetition,
    /// 100 plies without capture, pawn move or petrification, with `repetition=points`.
    HundredPlies,
    /// The players agreed to a count.
    Agreement,
}

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawGround {
    /// Classical chess: stalemate.
    Stalemate,
    /// Classical chess: neither side can mate.
    DeadPosition,
    Repetition,
    HundredPlies,
}

/// Where a game stands. Its words (`describe`, `sentence`) are made by the `i18n` module's rules words.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "outcome")]
pub enum Outcome {
    Ongoing,
    Checkmate {
        winner: Color,
    },
    /// The count of R27; equal totals are an objective draw.
    Points {
        ground: PointsGround,
        white: u32,
        black: u32,
    },
    Draw {
        ground: DrawGround,
    },
}

impl Outcome {
    /// `ongoing`, `checkmate`, `points` or `draw`.
    pub fn key(&self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Points { .. } => "points",
            Outcome::Draw { .. } => "draw",
        }
    }
    pub fn winner(&self) -> Option<Color> {
        match *self {
            Outcome::Checkmate { winner } => Some(winner),
            Outcome::Points { white, black, .. } if white > black => Some(Color::White),
            Outcome::Points { white, black, .. } if black > white => Some(Color::Black),
            _ => None,
        }
    }
    pub fn is_over(&self) -> bool {
        *self != Outcome::Ongoing
    }
    /// One of every shape, for tests that render them all.
    pub fn examples() -> Vec<Outcome> {
        let mut v = vec![Outcome::Ongoing];
        v.extend(Color::ALL.map(|winner| Outcome::Checkmate { winner }));
        for ground in PointsGround::ALL {
            v.extend([(12, 9), (9, 12), (7, 7)].map(|(white, black)| Outcome::Points { ground, white, black }));
        }
        v.extend(DrawGround::ALL.map(|ground| Outcome::Draw { ground }));
        v
    }
}

impl PointsGround {
    pub const ALL: [PointsGround; 6] = [
        PointsGround::NothingToMove,
        PointsGround::NoStrikingForce,
        PointsGround::DeadPosition,
        PointsGround::Repetition,
        PointsGround::HundredPlies,
        PointsGround::Agreement,
    ];
}

impl DrawGround {
    pub const ALL: [DrawGround; 4] =
        [DrawGround::Stalemate, DrawGround::DeadPosition, DrawGround::Repetition, DrawGround::HundredPlies];
}

/// A monument and the piece it was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MonumentOrigin {
    pub square: Square,
    pub piece: Piece,
    /// The full move number on which it petrified.
    pub fullmove: u32,
}

/// A start position and the moves played from it.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    /// A hash of every position reached, the start included ([`Position::placement_hash`]): a
    /// repetition is counted only after the full keys of two positions with equal hashes
    /// compare equal.
    keys: Vec<u64>,
    /// The position before each move and how many monuments stood then, for take-backs.
    history: Vec<(Position, usize)>,
    monuments: Vec<MonumentOrigin>,
}

impl Game {
    pub fn new(start: Position) -> Game {
        let key = start.placement_hash();
        Game {
            position: start.clone(),
            start,
            moves: Vec::new(),
            keys: vec![key],
            history: Vec::new(),
            monuments: Vec::new(),
        }
    }
    pub fn start(&self) -> &Position {
        &self.start
    }
    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    /// The monuments made during this game, with the piece each one was.
    pub fn monuments(&self) -> &[MonumentOrigin] {
        &self.monuments
    }

    /// The legal move meant by `m`, or why not — naming the piece a monument was, where known.
    pub fn check_move(&self, m: UciMove) -> Result<Move, Illegal> {
        self.position.check_move(m).map_err(|e| {
            if self.position.contains(m.from)
                && self.position.cell(m.from) == Cell::Monument
                && let Some(o) = self.monuments.iter().rev().find(|o| o.square == m.from)
            {
                return Illegal::new(
                    Rule::R16,
                    Refusal::BecameMonument { role: o.piece.role, square: o.square, fullmove: o.fullmove },
                );
            }
            e
        })
    }

    /// `check_move` with the SAN a record keeps, which tells a bypass from the en-passant
    /// capture onto the same square (see `Position::find_move`).
    pub fn find_move(&self, m: UciMove, san: Option<&str>) -> Result<Move, Illegal> {
        match self.position.find_legal(m, san) {
            Some(legal) => Ok(legal),
            // The refusal, with the monument-aware words of `check_move`.
            None => self.check_move(m),
        }
    }

    /// Plays a move; on error nothing changes.
    pub fn play(&mut self, m: &Move) -> Result<Vec<Event>, Illegal> {
        // The very move when it is legal, otherwise the legal move its coordinates name (with
        // the monument-aware refusal of `check_move`); checked once, then played.
        let legal = match self.position.exact_legal(m) {
            Some(exact) => exact,
            None => self.check_move(UciMove::from(*m))?,
        };
        Ok(self.play_legal(legal))
    }

    /// Plays a move that [`Game::find_move`] or [`Game::check_move`] has just returned for the
    /// current position, without generating the piece's moves a third time (a replay's walk).
    pub fn play_found(&mut self, legal: Move) -> Vec<Event> {
        debug_assert_eq!(self.position.exact_legal(&legal), Some(legal), "play_found takes a found move");
        self.play_legal(legal)
    }

    fn play_legal(&mut self, legal: Move) -> Vec<Event> {
        self.history.push((self.position.clone(), self.monuments.len()));
        let events = self.position.play_legal(&legal);
        let before = &self.history.last().expect("just pushed").0;
        for e in &events {
            if let Event::Petrified(sq) = *e {
                let was = if sq == legal.to {
                    before.piece(legal.from).map(|p| Piece { role: legal.promotion.unwrap_or(p.role), ..p })
                } else {
                    Some(Piece::new(before.turn(), Role::Rook))
                };
                if let Some(piece) = was {
                    self.monuments.push(MonumentOrigin { square: sq, piece, fullmove: before.fullmoves() });
                }
            }
        }
        self.moves.push(legal);
        self.keys.push(self.position.placement_hash());
        events
    }

    /// The position before the last move (`None` at the start).
    pub fn previous(&self) -> Option<&Position> {
        self.history.last().map(|(p, _)| p)
    }

    /// Takes back the last move (R30).
    pub fn undo(&mut self) -> Option<Move> {
        let (before, monuments) = self.history.pop()?;
        let m = self.moves.pop();
        self.keys.pop();
        self.monuments.truncate(monuments);
        self.position = before;
        m
    }

    /// How many times the current position has stood (this time included): the positions whose
    /// hash is the current one's, counted when their full repetition keys (R32) are equal.
    pub fn repetitions(&self) -> usize {
        let n = self.moves.len();
        let now = self.keys[n];
        let mut full: Option<Vec<u8>> = None;
        let mut count = 1;
        for (j, (earlier, _)) in self.history.iter().enumerate() {
            if self.keys[j] != now {
                continue;
            }
            let key = full.get_or_insert_with(|| self.position.repetition_key());
            if earlier.repetition_key() == *key {
                count += 1;
            }
        }
        count
    }

    /// The ending reached by the current position, if any (R26, R27, R32).
    pub fn outcome(&self) -> Outcome {
        let pos = &self.position;
        let [white, black] = pos.points();
        let classical = pos.rules().ruleset == Ruleset::Classical;
        let points = |ground| Outcome::Points { ground, white, black };
        if pos.legal_moves().is_empty() {
            if pos.is_check() {
                return Outcome::Checkmate { winner: pos.turn().other() };
            }
            return if classical {
                Outcome::Draw { ground: DrawGround::Stalemate }
            } else {
                points(PointsGround::NothingToMove)
            };
        }
        if !classical && pos.reserves_in_play() && !pos.has_striking_force() {
            return points(PointsGround::NoStrikingForce);
        }
        // R27: bare material, or the fast can-mate check (both sides, or one under
        // `mate_impossible=one`).
        if pos.is_dead() || super::can_mate::dead_by_fast_check(pos) {
            return if classical {
                Outcome::Draw { ground: DrawGround::DeadPosition }
            } else {
                points(PointsGround::DeadPosition)
            };
        }
        let to_points = !classical && pos.rules().options.repetition == Repetition::Points;
        if self.repetitions() >= 3 {
            return if to_points {
                points(PointsGround::Repetition)
            } else {
                Outcome::Draw { ground: DrawGround::Repetition }
            };
        }
        if pos.halfmoves() >= 100 {
            return if to_points {
                points(PointsGround::HundredPlies)
            } else {
                Outcome::Draw { ground: DrawGround::HundredPlies }
            };
        }
        Outcome::Ongoing
    }
}

impl Position {
    /// E10: the side to move at the start, judged after all bastions stand — a side in check
    /// moves first; if both are, White.
    pub fn with_start_turn(mut self) -> Position {
        let white_checked = self.is_attacked(self.kings[0], Color::Black);
        let black_checked = self.is_attacked(self.kings[1], Color::White);
        self.turn = if black_checked && !white_checked { Color::Black } else { Color::White };
        self
    }

    /// Any queen, rook, bishop or knight left on the board (R27's striking force).
    pub fn has_striking_force(&self) -> bool {
        self.squares().any(|s| {
            matches!(self.cell(s), Cell::Piece(p) if matches!(p.role, Role::Queen | Role::Rook | Role::Bishop | Role::Knight))
        })
    }

    /// Mate provably impossible for both sides (R27): bare kings; on a board without walls
    /// (bastions or monuments) a lone knight or bishop — a knight never petrifies, and a bishop
    /// that does leaves bare kings; and, where no piece can petrify (classical, or `reserve`
    /// off), FIDE's bishops all on one colour. With a wall anywhere a lone knight may mate.
    pub fn is_dead(&self) -> bool {
        let mut minors = Vec::new();
        let mut walls = false;
        for s in self.squares() {
            match self.cell(s) {
                Cell::Piece(p) => match p.role {
                    Role::King => {}
                    Role::Knight | Role::Bishop => minors.push((s, p.role)),
                    _ => return false,
                },
                Cell::Bastion(_) | Cell::Monument => walls = true,
                Cell::Empty => {}
            }
        }
        if minors.is_empty() {
            return true;
        }
        if walls {
            return false;
        }
        if minors.len() == 1 {
            return true;
        }
        if self.rules().ruleset != Ruleset::Classical && self.reserves_in_play() {
            // A bishop that petrifies builds a wall, and a wall can let the other bishop mate.
            return false;
        }
        let colour = |s: Square| (s.file() + s.rank()) % 2;
        minors.iter().all(|&(_, r)| r == Role::Bishop) && minors.iter().all(|&(s, _)| colour(s) == colour(minors[0].0))
    }

    /// A hash of what every position of one game with an equal [`Position::repetition_key`]
    /// shares: the board (pieces, bastions, monuments: the mailbox codes, one per cell), the
    /// side to move and the castling rights. Reserves, hero statuses and the en-passant square
    /// are left to the full key, compared only when two hashes meet, so equal keys always
    /// have equal hashes and the hash never decides a repetition by itself.
    pub fn placement_hash(&self) -> u64 {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mix = |h: u64, w: u64| (h.rotate_left(5) ^ w).wrapping_mul(K);
        let mut h = 0u64;
        for chunk in self.board.chunks_exact(8) {
            h = mix(h, u64::from_le_bytes(chunk.try_into().expect("eight bytes")));
        }
        h = mix(h, self.turn as u64);
        for c in Color::ALL {
            for w in self.castling[c.index()].words() {
                h = mix(h, w);
            }
        }
        h
    }

    /// What makes two positions "the same" for repetition (R32): placement with walls, side to
    /// move, castling rights, an en-passant square only where a capture is possible, remaining
    /// reserves and pawn statuses.
    pub fn repetition_key(&self) -> Vec<u8> {
        let mut k = Vec::with_capacity(600);
        for s in self.squares() {
            let c = self.cell(s);
            k.push(match c {
                Cell::Empty => 0,
                Cell::Piece(p) => 1 + p.role as u8 + 8 * p.color as u8,
                Cell::Bastion(c) => 20 + c as u8,
                Cell::Monument => 30,
            });
            if let Cell::Piece(p) = c {
                if p.role.has_reserve() {
                    k.extend_from_slice(&self.reserve[s.index()].to_le_bytes());
                }
                if p.role == Role::Pawn {
                    k.push(self.heroes.contains(s) as u8);
                }
            }
        }
        k.push(self.turn as u8);
        for c in Color::ALL {
            for s in self.castling[c.index()].iter() {
                k.push(s.index() as u8);
            }
            k.push(255);
        }
        let ep = self
            .ep_square
            .filter(|&e| self.legal_moves().iter().any(|m| m.kind == super::moves::MoveKind::EnPassant && m.to == e));
        k.push(ep.map(|e| e.index() as u8).unwrap_or(255));
        k
    }
}
