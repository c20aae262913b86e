//! Judging a move: a legal move is returned as the generator made it; any other gets the
//! ruling it breaks and a sentence naming the pieces and squares, e.g. "rook d4 cannot reach
//! d9: Black's bastion on d7 stops the line (R10)". The verdict always agrees with
//! `legal_moves()`: a move is explained as legal exactly when it is in that list.

use super::moves::{Move, MoveKind, UciMove};
use super::piece::{Cell, Piece, Role};
use super::position::Position;
use super::square::Square;
use std::fmt;

/// Why a move is not legal: the ruling id and a sentence that ends with it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Illegal {
    pub rule: &'static str,
    pub reason: String,
}

impl Illegal {
    pub fn new(rule: &'static str, sentence: impl Into<String>) -> Illegal {
        let s = sentence.into();
        // A sentence may end with its own "(R24, E4)"; otherwise the ruling is appended.
        let cited = s.ends_with(')') && s.rsplit_once('(').is_some_and(|(_, tail)| tail.contains(rule));
        let reason = if cited { s } else { format!("{s} ({rule})") };
        Illegal { rule, reason }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

impl std::error::Error for Illegal {}

fn line_dirs(role: Role, df: i8, dr: i8) -> Option<(i8, i8)> {
    let ortho = df == 0 || dr == 0;
    let diag = df.abs() == dr.abs();
    let ok = match role {
        Role::Rook => ortho,
        Role::Bishop => diag,
        Role::Queen => ortho || diag,
        _ => false,
    };
    (ok && (df, dr) != (0, 0)).then(|| (df.signum(), dr.signum()))
}

impl Position {
    /// The legal move meant by `m`, or why it is not legal.
    pub fn check_move(&self, m: UciMove) -> Result<Move, Illegal> {
        // A pawn beside its own bastion may reach the en-passant square two ways: by a bypass
        // (R11) and by taking en passant (R23). Coordinates alone mean the capture, as in chess;
        // the bypass is the same coordinates with the SAN `ed6` (see `find_move`).
        let mut found: Option<Move> = None;
        for l in self.legal_moves_from(m.from) {
            if l.to == m.to && l.promotion == m.promotion && (found.is_none() || l.capture) {
                found = Some(l);
            }
        }
        found.ok_or_else(|| self.why_illegal(m))
    }

    /// `check_move`, with the move's SAN (as a record keeps it) choosing between two legal
    /// moves that share coordinates — the bypass and the en-passant capture onto one square.
    pub fn find_move(&self, m: UciMove, san: Option<&str>) -> Result<Move, Illegal> {
        let chosen = self.check_move(m)?;
        let Some(san) = san else { return Ok(chosen) };
        let bare = |s: &str| s.trim_end_matches(['+', '#', '!', '?']).to_string();
        if bare(&self.san(&chosen)) == bare(san) {
            return Ok(chosen);
        }
        Ok(self
            .legal_moves_from(m.from)
            .into_iter()
            .find(|l| UciMove::from(*l) == m && bare(&self.san(l)) == bare(san))
            .unwrap_or(chosen))
    }

    /// Plays a legal move; on error the position is unchanged. Returns the events of E9.
    pub fn play(&mut self, m: &Move) -> Result<Vec<super::moves::Event>, Illegal> {
        // The very move asked for when it is legal (a bypass stays a bypass beside an
        // en-passant capture to the same square); otherwise the legal move its coordinates name.
        let legal = match self.legal_moves_from(m.from).into_iter().find(|l| l == m) {
            Some(exact) => exact,
            None => self.check_move(UciMove::from(*m))?,
        };
        let mut events = self.apply(&legal);
        if self.is_check() {
            events.push(super::moves::Event::Check);
            if self.legal_moves().is_empty() {
                events.push(super::moves::Event::Checkmate);
            }
        }
        Ok(events)
    }

    fn why_illegal(&self, m: UciMove) -> Illegal {
        let (w, h) = (self.width, self.height);
        for sq in [m.from, m.to] {
            if !self.contains(sq) {
                return Illegal::new(
                    "R1",
                    format!(
                        "{sq} is off the board: this board has files a–{} and ranks 1–{h}",
                        Square::new(w - 1, 0).file_char()
                    ),
                );
            }
        }
        let us = self.turn;
        let piece = match self.cell(m.from) {
            Cell::Empty => return Illegal::new("R32", format!("there is no piece on {}", m.from)),
            Cell::Bastion(c) => {
                return Illegal::new("R9", format!("{} holds {}'s bastion: a bastion never moves", m.from, c.name()));
            }
            Cell::Monument => {
                return Illegal::new("R16", format!("{} holds a monument: a monument never moves", m.from));
            }
            Cell::Piece(p) if p.color != us => {
                return Illegal::new(
                    "R32",
                    format!("it is {}'s move: the {} on {} is {}'s", us.name(), p.role.name(), m.from, p.color.name()),
                );
            }
            Cell::Piece(p) => p,
        };
        let name = format!("the {} on {}", piece.role.name(), m.from);
        if piece.role == Role::King && m.from.rank() == m.to.rank() && m.from.file().abs_diff(m.to.file()) == 2 {
            return self.why_castling(m, &name);
        }
        if m.from == m.to {
            return Illegal::new("R32", format!("{name} must move to another square"));
        }
        match self.cell(m.to) {
            Cell::Bastion(c) => {
                return Illegal::new(
                    "R9",
                    format!(
                        "{name} cannot go to {}: it holds {}'s bastion, and no piece stands on a bastion",
                        m.to,
                        c.name()
                    ),
                );
            }
            Cell::Monument => {
                return Illegal::new(
                    "R16",
                    format!("{name} cannot go to {}: a monument stands there and is never captured", m.to),
                );
            }
            Cell::Piece(p) if p.color == us => {
                return Illegal::new(
                    "R32",
                    format!("{name} cannot go to {}: {}'s own {} stands there", m.to, us.name(), p.role.name()),
                );
            }
            Cell::Piece(p) if p.role == Role::King => {
                return Illegal::new(
                    "R25",
                    format!("{name} cannot take the king on {}: a king is never captured", m.to),
                );
            }
            _ => {}
        }
        // Pseudo-legal moves from the square: if the move is among them, only promotion or
        // king safety can be wrong.
        let mut pseudo = Vec::new();
        self.gen_pseudo(&mut pseudo, Some(m.from));
        let same: Vec<&Move> = pseudo.iter().filter(|p| p.to == m.to).collect();
        if let Some(p) = same.iter().find(|p| p.promotion == m.promotion) {
            return self.why_unsafe(p, &name);
        }
        if let Some(p) = same.first() {
            return match (p.promotion, m.promotion) {
                (Some(_), None) => Illegal::new(
                    "R22",
                    format!("the pawn reaching {} must promote: add q, r, b or n, e.g. {}{}q", m.to, m.from, m.to),
                ),
                _ => Illegal::new("R22", format!("only a pawn reaching its last rank promotes; {name} does not")),
            };
        }
        if m.promotion.is_some() && piece.role != Role::Pawn {
            return Illegal::new("R22", format!("only a pawn promotes; {name} cannot"));
        }
        match piece.role {
            Role::Pawn => self.why_pawn(m, &name),
            Role::Knight => Illegal::new(
                "R32",
                format!("{name} cannot reach {}: a knight jumps two squares one way and one the other", m.to),
            ),
            Role::King => self.why_king(m, &name),
            role => self.why_slider(m, piece, role),
        }
    }

    fn why_unsafe(&self, m: &Move, name: &str) -> Illegal {
        let us = self.turn;
        let mut after = self.clone();
        after.apply(m);
        let king = after.kings[us.index()];
        let by = after.attacker(king, us.other()).map(|a| after.describe(a)).unwrap_or_else(|| "the enemy".into());
        if let MoveKind::Castle { .. } = m.kind {
            return Illegal::new("R24", format!("castling would put the king on {king} in check from {by} (R24, E4)"));
        }
        if self.piece(m.from).map(|p| p.role) == Some(Role::King) {
            Illegal::new("R25", format!("the king cannot go to {}: it would be in check from {by}", m.to))
        } else if self.is_check() {
            let k = self.kings[us.index()];
            Illegal::new("R25", format!("{name} to {} leaves the king on {k} in check from {by}", m.to))
        } else {
            let k = self.kings[us.index()];
            Illegal::new(
                "R25",
                format!("{name} is pinned: after {}{} the king on {k} would be in check from {by}", m.from, m.to),
            )
        }
    }

    fn why_slider(&self, m: UciMove, piece: Piece, role: Role) -> Illegal {
        let us = piece.color;
        let df = m.to.file() as i8 - m.from.file() as i8;
        let dr = m.to.rank() as i8 - m.from.rank() as i8;
        let head = format!("{} {} cannot reach {}", role.name(), m.from, m.to);
        let Some((sf, sr)) = line_dirs(role, df, dr) else {
            let how = match role {
                Role::Rook => "a rook moves along files and ranks",
                Role::Bishop => "a bishop moves along diagonals",
                _ => "a queen moves along files, ranks and diagonals",
            };
            return Illegal::new("R32", format!("{head}: {how}"));
        };
        let strike = matches!(self.cell(m.to), Cell::Piece(p) if p.color != us);
        let mut s = m.from;
        loop {
            s = match self.step(s, sf, sr) {
                Some(n) if n != m.to => n,
                _ => break,
            };
            match self.cell(s) {
                Cell::Empty => {}
                Cell::Bastion(c) if c == us => {
                    if !strike && !self.rules.quiet_through_own_bastions() {
                        return Illegal::new(
                            "R10",
                            format!(
                                "{head}: {}'s own bastion on {s} stops a quiet move; only strikes pass it",
                                us.name()
                            ),
                        );
                    }
                }
                Cell::Bastion(c) => {
                    return Illegal::new("R10", format!("{head}: {}'s bastion on {s} stops the line", c.name()));
                }
                Cell::Monument => return Illegal::new("R16", format!("{head}: the monument on {s} stops the line")),
                Cell::Piece(p) => {
                    return Illegal::new("R32", format!("{head}: the {} on {s} stands in the way", p.role.name()));
                }
            }
        }
        Illegal::new("R32", format!("{head} in this position"))
    }

    fn why_king(&self, m: UciMove, name: &str) -> Illegal {
        Illegal::new("R32", format!("{name} cannot reach {}: a king moves one square (two only when castling)", m.to))
    }

    /// A king's two-square move on its rank is a castling attempt (R24, E4, E5).
    fn why_castling(&self, m: UciMove, name: &str) -> Illegal {
        let us = self.turn;
        if !self.rules.castling() {
            return Illegal::new("R24", "castling is off in this game (option castling=off)");
        }
        let dir = if m.to.file() > m.from.file() { 1 } else { -1 };
        let side = |s: Square| s.rank() == m.from.rank() && (s.file() as i8 - m.from.file() as i8).signum() == dir;
        let rook =
            self.castling[us.index()].iter().filter(|&s| side(s)).min_by_key(|s| s.file().abs_diff(m.from.file()));
        let Some(rook) = rook else {
            let own_rook = self.squares().any(|s| side(s) && self.cell(s) == Cell::Piece(Piece::new(us, Role::Rook)));
            return if own_rook {
                Illegal::new(
                    "E5",
                    format!("{} cannot castle that way: the king or the rook has moved (R24, E5)", us.name()),
                )
            } else {
                Illegal::new(
                    "R24",
                    format!("{name} cannot castle that way: no {} rook stands on its rank there", us.name()),
                )
            };
        };
        if let Some(why) = self.castling_problem(m.from, rook) {
            return Illegal::new("R24", why);
        }
        let castle = Move { from: m.from, to: m.to, promotion: None, capture: false, kind: MoveKind::Castle { rook } };
        if m.promotion.is_some() {
            return Illegal::new("R22", format!("only a pawn promotes; {name} cannot"));
        }
        self.why_unsafe(&castle, name)
    }

    fn why_pawn(&self, m: UciMove, name: &str) -> Illegal {
        let us = self.turn;
        if self.is_sentinel(m.from) {
            return Illegal::new(
                "R21",
                format!("the warrior on {} is a sentinel: it never moves again (R21, E1)", m.from),
            );
        }
        let fwd = us.forward();
        let df = m.to.file() as i8 - m.from.file() as i8;
        let dr = m.to.rank() as i8 - m.from.rank() as i8;
        let last = us.last_rank(self.height);
        let warrior = self.rules.pawn_status() && !self.heroes.contains(m.from);
        if dr * fwd <= 0 {
            return Illegal::new("R32", format!("{name} cannot reach {}: a pawn moves only forward", m.to));
        }
        let ahead = self.step(m.from, 0, fwd);
        if df == 0 {
            if m.to.rank() == last && warrior {
                return Illegal::new(
                    "R21",
                    format!("a warrior may not enter rank {}: {name} has not captured", last + 1),
                );
            }
            if dr == fwd {
                return match self.cell(m.to) {
                    Cell::Piece(p) => Illegal::new(
                        "R32",
                        format!(
                            "{name} cannot advance: the {} on {} blocks it, and a pawn captures only diagonally",
                            p.role.name(),
                            m.to
                        ),
                    ),
                    _ => Illegal::new("R32", format!("{name} cannot advance to {}", m.to)),
                };
            }
            if dr == 2 * fwd {
                if !self.fresh.contains(m.from) {
                    return Illegal::new(
                        "R23",
                        format!("{name} has moved already: only an unmoved pawn advances two squares"),
                    );
                }
                if let Some(a) = ahead {
                    match self.cell(a) {
                        Cell::Bastion(c) => {
                            return Illegal::new(
                                "R11",
                                format!("{name} cannot push through {}'s bastion on {a}", c.name()),
                            );
                        }
                        Cell::Monument => {
                            return Illegal::new("R11", format!("{name} cannot push through the monument on {a}"));
                        }
                        Cell::Piece(p) => {
                            return Illegal::new(
                                "R23",
                                format!("{name} cannot advance two squares: the {} on {a} blocks it", p.role.name()),
                            );
                        }
                        Cell::Empty => {}
                    }
                }
            }
            return Illegal::new(
                "R23",
                format!("{name} cannot reach {}: a pawn advances one square, or two from its first move", m.to),
            );
        }
        if df.abs() == 1 && dr == fwd && self.cell(m.to) == Cell::Empty {
            {
                if Some(m.to) == self.ep_square {
                    return Illegal::new(
                        "E8",
                        format!(
                            "no en-passant capture on {}: no pawn that just double-stepped stands behind it (E8)",
                            m.to
                        ),
                    );
                }
                let own_bastion_ahead = ahead.is_some_and(|a| self.cell(a) == Cell::Bastion(us));
                if own_bastion_ahead {
                    if !self.rules.pawn_bypass() {
                        return Illegal::new(
                            "R11",
                            format!(
                                "{name} cannot bypass its bastion: bypass is off in this game (option pawn_bypass=off)"
                            ),
                        );
                    }
                    if m.to.rank() == last && warrior {
                        return Illegal::new(
                            "R21",
                            format!("a warrior may not enter rank {} by a bypass (R21, E1)", last + 1),
                        );
                    }
                }
                return Illegal::new(
                    "R11",
                    format!(
                        "{name} moves diagonally only to capture, or to bypass its own bastion standing straight ahead"
                    ),
                );
            }
        }
        Illegal::new(
            "R32",
            format!(
                "{name} cannot reach {}: a pawn moves one square forward, or captures one square diagonally forward",
                m.to
            ),
        )
    }
}
