//! Judging a move: a legal move is returned as the generator made it; any other gets the
//! ruling it breaks and a sentence naming the pieces and squares, in English and Russian, e.g.
//! "rook d4 cannot reach d9: Black's bastion on d7 stops the line (R10)" / «ладья d4 не может
//! дойти до d9: бастион чёрных на d7 перекрывает линию (R10)». The verdict always agrees with
//! `legal_moves()`: a move is explained as legal exactly when it is in that list.

use super::lang::{Case, Lang, Sentence, agree, piece_on_ru, role_ru, side_ru};
use super::moves::{Move, MoveKind, UciMove};
use super::piece::{Cell, Piece, Role};
use super::position::Position;
use super::square::Square;
use std::fmt;

/// Why a move is not legal: the ruling id and a sentence that ends with it, in English
/// (`reason`, the engine's words since the first version) and Russian (`reason_ru`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Illegal {
    pub rule: &'static str,
    pub reason: String,
    pub reason_ru: String,
}

/// A sentence ending with its own "(R24, E4)" keeps it; otherwise "(rule)" is appended.
fn cite(rule: &str, s: String) -> String {
    let cited = s.ends_with(')') && s.rsplit_once('(').is_some_and(|(_, tail)| tail.contains(rule));
    if cited { s } else { format!("{s} ({rule})") }
}

impl Illegal {
    /// The ruling with its sentence in English and in Russian; each ends with the ruling.
    pub fn new(rule: &'static str, en: impl Into<String>, ru: impl Into<String>) -> Illegal {
        Illegal { rule, reason: cite(rule, en.into()), reason_ru: cite(rule, ru.into()) }
    }
    /// The ruling with a two-language sentence.
    pub fn said(rule: &'static str, s: Sentence) -> Illegal {
        Illegal::new(rule, s.en, s.ru)
    }
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> &str {
        match lang {
            Lang::Ru => &self.reason_ru,
            Lang::En => &self.reason,
        }
    }
    /// Both sentences.
    pub fn sentence(&self) -> Sentence {
        Sentence::new(self.reason.clone(), self.reason_ru.clone())
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
        Ok(self.pick_by_san(chosen, san))
    }

    /// Of the legal moves sharing `chosen`'s coordinates, the one whose SAN is `san`
    /// (`chosen` when it has no twin, no SAN is given or none matches).
    pub(crate) fn pick_by_san(&self, chosen: Move, san: Option<&str>) -> Move {
        let Some(san) = san else { return chosen };
        let u = UciMove::from(chosen);
        let same: Vec<Move> = self.legal_moves_from(u.from).into_iter().filter(|l| UciMove::from(*l) == u).collect();
        if same.len() < 2 {
            return chosen;
        }
        let bare = |s: &str| s.trim_end_matches(['+', '#', '!', '?']).to_string();
        same.into_iter().find(|l| bare(&self.san(l)) == bare(san)).unwrap_or(chosen)
    }

    /// The legal move equal to `m` in every field, if there is one (a bypass stays a bypass
    /// beside an en-passant capture to the same square).
    pub(crate) fn exact_legal(&self, m: &Move) -> Option<Move> {
        self.legal_moves_from(m.from).into_iter().find(|l| l == m)
    }

    /// Plays a legal move; on error the position is unchanged. Returns the events of E9.
    pub fn play(&mut self, m: &Move) -> Result<Vec<super::moves::Event>, Illegal> {
        let legal = match self.exact_legal(m) {
            Some(exact) => exact,
            None => self.check_move(UciMove::from(*m))?,
        };
        Ok(self.play_legal(&legal))
    }

    /// Plays a move already known to be legal, with the check and mate events after it.
    pub(crate) fn play_legal(&mut self, legal: &Move) -> Vec<super::moves::Event> {
        let mut events = self.apply(legal);
        if self.is_check() {
            events.push(super::moves::Event::Check);
            if self.legal_moves().is_empty() {
                events.push(super::moves::Event::Checkmate);
            }
        }
        events
    }

    fn why_illegal(&self, m: UciMove) -> Illegal {
        let (w, h) = (self.width, self.height);
        for sq in [m.from, m.to] {
            if !self.contains(sq) {
                let last = Square::new(w - 1, 0).file_char();
                return Illegal::new(
                    "R1",
                    format!("{sq} is off the board: this board has files a–{last} and ranks 1–{h}"),
                    format!("поля {sq} нет на доске: на ней вертикали a–{last} и горизонтали 1–{h}"),
                );
            }
        }
        let us = self.turn;
        let piece = match self.cell(m.from) {
            Cell::Empty => {
                return Illegal::new(
                    "R32",
                    format!("there is no piece on {}", m.from),
                    format!("на {} нет фигуры", m.from),
                );
            }
            Cell::Bastion(c) => {
                return Illegal::new(
                    "R9",
                    format!("{} holds {}'s bastion: a bastion never moves", m.from, c.name()),
                    format!("на {} стоит бастион {}: бастион никогда не ходит", m.from, side_ru(c, Case::Gen)),
                );
            }
            Cell::Monument => {
                return Illegal::new(
                    "R16",
                    format!("{} holds a monument: a monument never moves", m.from),
                    format!("на {} стоит монумент: монумент никогда не ходит", m.from),
                );
            }
            Cell::Piece(p) if p.color != us => {
                return Illegal::new(
                    "R32",
                    format!("it is {}'s move: the {} on {} is {}'s", us.name(), p.role.name(), m.from, p.color.name()),
                    format!(
                        "сейчас ход {}: {} — фигура {}",
                        side_ru(us, Case::Gen),
                        piece_on_ru(p.role, m.from, Case::Nom),
                        side_ru(p.color, Case::Gen)
                    ),
                );
            }
            Cell::Piece(p) => p,
        };
        let name = Sentence::new(
            format!("the {} on {}", piece.role.name(), m.from),
            piece_on_ru(piece.role, m.from, Case::Nom),
        );
        if piece.role == Role::King && m.from.rank() == m.to.rank() && m.from.file().abs_diff(m.to.file()) == 2 {
            return self.why_castling(m, &name);
        }
        let (n, nr) = (&name.en, &name.ru);
        if m.from == m.to {
            return Illegal::new(
                "R32",
                format!("{n} must move to another square"),
                format!("{nr}: ход должен вести на другое поле"),
            );
        }
        match self.cell(m.to) {
            Cell::Bastion(c) => {
                return Illegal::new(
                    "R9",
                    format!(
                        "{n} cannot go to {}: it holds {}'s bastion, and no piece stands on a bastion",
                        m.to,
                        c.name()
                    ),
                    format!(
                        "{nr} не может пойти на {}: там бастион {}, а на бастион не встаёт ни одна фигура",
                        m.to,
                        side_ru(c, Case::Gen)
                    ),
                );
            }
            Cell::Monument => {
                return Illegal::new(
                    "R16",
                    format!("{n} cannot go to {}: a monument stands there and is never captured", m.to),
                    format!("{nr} не может пойти на {}: там стоит монумент, а монумент не берут", m.to),
                );
            }
            Cell::Piece(p) if p.color == us => {
                return Illegal::new(
                    "R32",
                    format!("{n} cannot go to {}: {}'s own {} stands there", m.to, us.name(), p.role.name()),
                    format!(
                        "{nr} не может пойти на {}: там стоит своя же фигура {} — {}",
                        m.to,
                        side_ru(us, Case::Gen),
                        role_ru(p.role, Case::Nom)
                    ),
                );
            }
            Cell::Piece(p) if p.role == Role::King => {
                return Illegal::new(
                    "R25",
                    format!("{n} cannot take the king on {}: a king is never captured", m.to),
                    format!("{nr} не может взять короля на {}: короля никогда не берут", m.to),
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
                    format!(
                        "пешка, дошедшая до {}, должна превратиться: добавьте q, r, b или n, например {}{}q",
                        m.to, m.from, m.to
                    ),
                ),
                _ => Illegal::new(
                    "R22",
                    format!("only a pawn reaching its last rank promotes; {n} does not"),
                    format!("превращается только пешка, дошедшая до последней горизонтали; {nr} не превращается"),
                ),
            };
        }
        if m.promotion.is_some() && piece.role != Role::Pawn {
            return Illegal::new(
                "R22",
                format!("only a pawn promotes; {n} cannot"),
                format!("превращается только пешка; {nr} превратиться не может"),
            );
        }
        match piece.role {
            Role::Pawn => self.why_pawn(m, &name),
            Role::Knight => Illegal::new(
                "R32",
                format!("{n} cannot reach {}: a knight jumps two squares one way and one the other", m.to),
                format!("{nr} не может дойти до {}: конь прыгает на два поля в одну сторону и на одно в другую", m.to),
            ),
            Role::King => self.why_king(m, &name),
            role => self.why_slider(m, piece, role),
        }
    }

    fn why_unsafe(&self, m: &Move, name: &Sentence) -> Illegal {
        let us = self.turn;
        let mut after = self.clone();
        after.apply(m);
        let king = after.kings[us.index()];
        let by = after
            .attacker(king, us.other())
            .map(|a| after.describe(a))
            .unwrap_or_else(|| Sentence::new("the enemy", "противника"));
        let (b, br) = (&by.en, &by.ru);
        if let MoveKind::Castle { .. } = m.kind {
            return Illegal::new(
                "R24",
                format!("castling would put the king on {king} in check from {b} (R24, E4)"),
                format!("после рокировки король на {king} оказался бы под шахом от {br} (R24, E4)"),
            );
        }
        let (n, nr) = (&name.en, &name.ru);
        if self.piece(m.from).map(|p| p.role) == Some(Role::King) {
            Illegal::new(
                "R25",
                format!("the king cannot go to {}: it would be in check from {b}", m.to),
                format!("король не может пойти на {}: там он оказался бы под шахом от {br}", m.to),
            )
        } else if self.is_check() {
            let k = self.kings[us.index()];
            Illegal::new(
                "R25",
                format!("{n} to {} leaves the king on {k} in check from {b}", m.to),
                format!("{nr}: после хода на {} король на {k} остаётся под шахом от {br}", m.to),
            )
        } else {
            let k = self.kings[us.index()];
            let role = self.piece(m.from).map_or(Role::Pawn, |p| p.role);
            Illegal::new(
                "R25",
                format!("{n} is pinned: after {}{} the king on {k} would be in check from {b}", m.from, m.to),
                format!(
                    "{nr} {}: после {}{} король на {k} оказался бы под шахом от {br}",
                    agree(role, "связан", "связана"),
                    m.from,
                    m.to
                ),
            )
        }
    }

    fn why_slider(&self, m: UciMove, piece: Piece, role: Role) -> Illegal {
        let us = piece.color;
        let df = m.to.file() as i8 - m.from.file() as i8;
        let dr = m.to.rank() as i8 - m.from.rank() as i8;
        let head = format!("{} {} cannot reach {}", role.name(), m.from, m.to);
        let head_ru = format!("{} {} не может дойти до {}", role_ru(role, Case::Nom), m.from, m.to);
        let Some((sf, sr)) = line_dirs(role, df, dr) else {
            let (how, how_ru) = match role {
                Role::Rook => ("a rook moves along files and ranks", "ладья ходит по вертикалям и горизонталям"),
                Role::Bishop => ("a bishop moves along diagonals", "слон ходит по диагоналям"),
                _ => (
                    "a queen moves along files, ranks and diagonals",
                    "ферзь ходит по вертикалям, горизонталям и диагоналям",
                ),
            };
            return Illegal::new("R32", format!("{head}: {how}"), format!("{head_ru}: {how_ru}"));
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
                            format!(
                                "{head_ru}: собственный бастион {} на {s} останавливает тихий ход; сквозь него проходят только удары",
                                side_ru(us, Case::Gen)
                            ),
                        );
                    }
                }
                Cell::Bastion(c) => {
                    return Illegal::new(
                        "R10",
                        format!("{head}: {}'s bastion on {s} stops the line", c.name()),
                        format!("{head_ru}: бастион {} на {s} перекрывает линию", side_ru(c, Case::Gen)),
                    );
                }
                Cell::Monument => {
                    return Illegal::new(
                        "R16",
                        format!("{head}: the monument on {s} stops the line"),
                        format!("{head_ru}: монумент на {s} перекрывает линию"),
                    );
                }
                Cell::Piece(p) => {
                    return Illegal::new(
                        "R32",
                        format!("{head}: the {} on {s} stands in the way", p.role.name()),
                        format!("{head_ru}: на пути стоит {}", piece_on_ru(p.role, s, Case::Nom)),
                    );
                }
            }
        }
        Illegal::new("R32", format!("{head} in this position"), format!("{head_ru} в этой позиции"))
    }

    fn why_king(&self, m: UciMove, name: &Sentence) -> Illegal {
        Illegal::new(
            "R32",
            format!("{} cannot reach {}: a king moves one square (two only when castling)", name.en, m.to),
            format!(
                "{} не может дойти до {}: король ходит на одно поле (на два — только при рокировке)",
                name.ru, m.to
            ),
        )
    }

    /// A king's two-square move on its rank is a castling attempt (R24, E4, E5).
    fn why_castling(&self, m: UciMove, name: &Sentence) -> Illegal {
        let us = self.turn;
        if !self.rules.castling() {
            return Illegal::new(
                "R24",
                "castling is off in this game (option castling=off)",
                "рокировка в этой партии запрещена (параметр castling=off)",
            );
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
                    format!(
                        "{} не могут рокироваться в эту сторону: король или ладья уже ходили (R24, E5)",
                        super::lang::capital(side_ru(us, Case::Nom))
                    ),
                )
            } else {
                Illegal::new(
                    "R24",
                    format!("{} cannot castle that way: no {} rook stands on its rank there", name.en, us.name()),
                    format!(
                        "{} не может рокироваться в эту сторону: на его горизонтали там нет ладьи {}",
                        name.ru,
                        side_ru(us, Case::Gen)
                    ),
                )
            };
        };
        if let Some(why) = self.castling_problem(m.from, rook) {
            return Illegal::said("R24", why);
        }
        let castle = Move { from: m.from, to: m.to, promotion: None, capture: false, kind: MoveKind::Castle { rook } };
        if m.promotion.is_some() {
            return Illegal::new(
                "R22",
                format!("only a pawn promotes; {} cannot", name.en),
                format!("превращается только пешка; {} превратиться не может", name.ru),
            );
        }
        self.why_unsafe(&castle, name)
    }

    fn why_pawn(&self, m: UciMove, name: &Sentence) -> Illegal {
        let us = self.turn;
        let (n, nr) = (&name.en, &name.ru);
        if self.is_sentinel(m.from) {
            return Illegal::new(
                "R21",
                format!("the warrior on {} is a sentinel: it never moves again (R21, E1)", m.from),
                format!("воин на {} — часовой: он больше никогда не ходит (R21, E1)", m.from),
            );
        }
        let fwd = us.forward();
        let df = m.to.file() as i8 - m.from.file() as i8;
        let dr = m.to.rank() as i8 - m.from.rank() as i8;
        let last = us.last_rank(self.height);
        let warrior = self.rules.pawn_status() && !self.heroes.contains(m.from);
        if dr * fwd <= 0 {
            return Illegal::new(
                "R32",
                format!("{n} cannot reach {}: a pawn moves only forward", m.to),
                format!("{nr} не может пойти на {}: пешка ходит только вперёд", m.to),
            );
        }
        let ahead = self.step(m.from, 0, fwd);
        if df == 0 {
            if m.to.rank() == last && warrior {
                return Illegal::new(
                    "R21",
                    format!("a warrior may not enter rank {}: {n} has not captured", last + 1),
                    format!("воин не может выйти на горизонталь {}: {nr} ещё никого не взяла", last + 1),
                );
            }
            if dr == fwd {
                return match self.cell(m.to) {
                    Cell::Piece(p) => Illegal::new(
                        "R32",
                        format!(
                            "{n} cannot advance: the {} on {} blocks it, and a pawn captures only diagonally",
                            p.role.name(),
                            m.to
                        ),
                        format!(
                            "{nr} не может пойти вперёд: путь загораживает {}, а пешка бьёт только по диагонали",
                            piece_on_ru(p.role, m.to, Case::Nom)
                        ),
                    ),
                    _ => Illegal::new(
                        "R32",
                        format!("{n} cannot advance to {}", m.to),
                        format!("{nr} не может пойти на {}", m.to),
                    ),
                };
            }
            if dr == 2 * fwd {
                if !self.fresh.contains(m.from) {
                    return Illegal::new(
                        "R23",
                        format!("{n} has moved already: only an unmoved pawn advances two squares"),
                        format!("{nr} уже ходила: на два поля ходит только пешка, ещё не делавшая хода"),
                    );
                }
                if let Some(a) = ahead {
                    match self.cell(a) {
                        Cell::Bastion(c) => {
                            return Illegal::new(
                                "R11",
                                format!("{n} cannot push through {}'s bastion on {a}", c.name()),
                                format!("{nr} не может пройти сквозь бастион {} на {a}", side_ru(c, Case::Gen)),
                            );
                        }
                        Cell::Monument => {
                            return Illegal::new(
                                "R11",
                                format!("{n} cannot push through the monument on {a}"),
                                format!("{nr} не может пройти сквозь монумент на {a}"),
                            );
                        }
                        Cell::Piece(p) => {
                            return Illegal::new(
                                "R23",
                                format!("{n} cannot advance two squares: the {} on {a} blocks it", p.role.name()),
                                format!(
                                    "{nr} не может пойти на два поля: путь загораживает {}",
                                    piece_on_ru(p.role, a, Case::Nom)
                                ),
                            );
                        }
                        Cell::Empty => {}
                    }
                }
            }
            return Illegal::new(
                "R23",
                format!("{n} cannot reach {}: a pawn advances one square, or two from its first move", m.to),
                format!("{nr} не может дойти до {}: пешка ходит на одно поле вперёд, первым ходом — на два", m.to),
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
                        format!(
                            "взятия на проходе на {} нет: за этим полем не стоит пешка, только что сделавшая двойной шаг (E8)",
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
                                "{n} cannot bypass its bastion: bypass is off in this game (option pawn_bypass=off)"
                            ),
                            format!(
                                "{nr} не может обойти свой бастион: обход в этой партии запрещён (параметр pawn_bypass=off)"
                            ),
                        );
                    }
                    if m.to.rank() == last && warrior {
                        return Illegal::new(
                            "R21",
                            format!("a warrior may not enter rank {} by a bypass (R21, E1)", last + 1),
                            format!("воин не может выйти на горизонталь {} и обходом (R21, E1)", last + 1),
                        );
                    }
                }
                return Illegal::new(
                    "R11",
                    format!(
                        "{n} moves diagonally only to capture, or to bypass its own bastion standing straight ahead"
                    ),
                    format!(
                        "{nr} ходит по диагонали только со взятием или в обход своего бастиона, стоящего прямо перед ней"
                    ),
                );
            }
        }
        Illegal::new(
            "R32",
            format!(
                "{n} cannot reach {}: a pawn moves one square forward, or captures one square diagonally forward",
                m.to
            ),
            format!(
                "{nr} не может дойти до {}: пешка ходит на одно поле вперёд, а бьёт на одно поле по диагонали вперёд",
                m.to
            ),
        )
    }
}
