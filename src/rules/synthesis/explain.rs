//! Checking a typed move: the legal move it means, or the ruling it breaks (S3–S31) with a
//! sentence that names the pieces and squares, in English and Russian, e.g. "the rook on a1
//! moves at night like a bishop while White's queen is away from d1, so it cannot go to the
//! empty square a4 (S9)" / «ладья на a1 ночью ходит как слон, пока ферзь белых ушёл с d1,
//! поэтому не может пойти на пустое поле a4 (S9)».

use super::board::{self, Board};
use super::illegal::{Illegal, ruling};
use super::movegen::Reject;
use super::position::{BK, BQ, ESCAPES, Position, WK, WQ, castling_rook, king_home};
use super::regime::{Regime, regime_clause, regime_clause_ru};
use crate::rules::lang::{Case, agree, piece_on_ru, role_ru, side_ru};
use crate::rules::{Color, Move, Piece, Role, Square, UciMove};

/// "the rook on a1".
fn the(p: Piece, sq: Square) -> String {
    format!("the {} on {sq}", p.role.name())
}

/// `b7xc6`, `e7e8q`: a move written for a sentence, with `x` for a capture.
pub(crate) fn written(m: &Move) -> String {
    let promo = m.promotion.map(|r| r.lower().to_string()).unwrap_or_default();
    format!("{}{}{}{promo}", m.from, if m.capture { "x" } else { "" }, m.to)
}

/// «ладья на a1» in a case.
fn the_ru(p: Piece, sq: Square, case: Case) -> String {
    piece_on_ru(p.role, sq, case)
}

fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn and_list_ru(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} и {last}", init.join(", ")),
    }
}

/// The ruling that gives a piece of this role its movement in this regime.
fn movement_rule(role: Role, regime: Regime) -> &'static str {
    match (regime, role) {
        (Regime::A, _) => "S7",
        (Regime::D, _) => "S19",
        (Regime::B, Role::Rook) => "S9",
        (Regime::B, Role::Bishop) => "S10",
        (Regime::B | Regime::C, Role::Queen) => "S11",
        (Regime::B, Role::King) => "S12",
        (Regime::B, _) => "S13",
        (Regime::C, Role::Rook) => "S14",
        (Regime::C, Role::Bishop) => "S15",
        (Regime::C, Role::King) => "S16",
        (Regime::C, _) => "S17",
    }
}

/// Where the line from `from` to `to` is blocked: the first piece strictly between them.
fn blocker(b: &Board, from: Square, to: Square) -> Option<Square> {
    let df = to.file() as i16 - from.file() as i16;
    let dr = to.rank() as i16 - from.rank() as i16;
    let d = df.signum() + 16 * dr.signum();
    let mut s = board::step(from, d)?;
    while s != to {
        if b.get(s).is_some() {
            return Some(s);
        }
        s = board::step(s, d)?;
    }
    None
}

fn is_orth(from: Square, to: Square) -> bool {
    from != to && (from.file() == to.file() || from.rank() == to.rank())
}
fn is_diag(from: Square, to: Square) -> bool {
    from != to && (from.file() as i16 - to.file() as i16).abs() == (from.rank() as i16 - to.rank() as i16).abs()
}
fn is_leap(from: Square, to: Square) -> bool {
    let df = (from.file() as i16 - to.file() as i16).abs();
    let dr = (from.rank() as i16 - to.rank() as i16).abs();
    (df, dr) == (1, 2) || (df, dr) == (2, 1)
}
fn is_adjacent(from: Square, to: Square) -> bool {
    from != to
        && (from.file() as i16 - to.file() as i16).abs() <= 1
        && (from.rank() as i16 - to.rank() as i16).abs() <= 1
}

impl Position {
    /// The legal move a typed move means (S31), or why it is not legal: the ruling and a
    /// sentence naming pieces and squares.
    pub fn check_move(&self, m: UciMove) -> Result<Move, Illegal> {
        let us = self.turn;
        let them = us.other();
        for sq in [m.from, m.to] {
            if !board::on_board(sq) {
                return Err(ruling(
                    "S1",
                    format!("{sq} is not on the board: Synthesis is played on 8x8, files a–h and ranks 1–8"),
                    format!("поля {sq} нет на доске: «Синтез» играется на доске 8x8, вертикали a–h и горизонтали 1–8"),
                ));
            }
        }
        if self.board.king(them).is_none() {
            let (text, text_ru) = if self.board.king(us).is_none() {
                (
                    format!("the game is over: both kings have been captured and {them} captured last"),
                    format!("партия окончена: взяты оба короля, последними короля взяли {}", side_ru(them, Case::Nom)),
                )
            } else {
                (
                    format!("the game is over: {them}'s king has been captured"),
                    format!("партия окончена: король {} взят", side_ru(them, Case::Gen)),
                )
            };
            return Err(ruling("S27", text, text_ru));
        }
        let Some(p) = self.board.get(m.from) else {
            return Err(ruling(
                "S31",
                format!("there is no piece on {}: it is {us}'s move", m.from),
                format!("на {} нет фигуры: сейчас ход {}", m.from, side_ru(us, Case::Gen)),
            ));
        };
        if p.color != us {
            return Err(ruling(
                "S31",
                format!("{} is {them}'s: it is {us}'s move", the(p, m.from)),
                format!(
                    "{} — фигура {}, а сейчас ход {}",
                    the_ru(p, m.from, Case::Nom),
                    side_ru(them, Case::Gen),
                    side_ru(us, Case::Gen)
                ),
            ));
        }
        if m.from == m.to {
            return Err(ruling(
                "S31",
                format!("{} must leave {} to make a move", the(p, m.from), m.from),
                format!("{}: чтобы сделать ход, фигура должна покинуть {}", the_ru(p, m.from, Case::Nom), m.from),
            ));
        }
        let all = self.classify();
        if let Some((mv, rej)) = all.iter().find(|(mv, _)| UciMove::from(*mv) == m) {
            return match rej {
                None => Ok(*mv),
                Some(r) => Err(self.explain_reject(mv, *r, &all)),
            };
        }
        let same_squares = |mv: &&(Move, Option<Reject>)| mv.0.from == m.from && mv.0.to == m.to;
        if m.promotion.is_none() && all.iter().filter(same_squares).any(|(mv, _)| mv.promotion.is_some()) {
            let f = format!("{}{}", m.from, m.to);
            return Err(ruling(
                "S26",
                format!(
                    "{} reaches the last rank on {} and must promote: write {f}q, {f}r, {f}b or {f}n",
                    the(p, m.from),
                    m.to
                ),
                format!(
                    "{} выходит на последнюю горизонталь на {} и {} превратиться: пишите {f}q, {f}r, {f}b или {f}n",
                    the_ru(p, m.from, Case::Nom),
                    m.to,
                    agree(p.role, "должен", "должна")
                ),
            ));
        }
        if let Some(r) = m.promotion
            && (p.role != Role::Pawn || all.iter().filter(same_squares).any(|(mv, _)| mv.promotion.is_none()))
        {
            return Err(ruling(
                "S26",
                format!(
                    "only a pawn reaching the last rank promotes: {} to {} takes no '{}'",
                    the(p, m.from),
                    m.to,
                    r.lower()
                ),
                format!(
                    "превращается только пешка, дошедшая до последней горизонтали: при ходе {} с {} на {} буква «{}» не пишется",
                    role_ru(p.role, Case::Gen),
                    m.from,
                    m.to,
                    r.lower()
                ),
            ));
        }
        if self.board.king(us).is_none() {
            return Err(self.explain_reject(
                &Move {
                    from: m.from,
                    to: m.to,
                    promotion: m.promotion,
                    capture: false,
                    kind: crate::rules::MoveKind::Normal,
                },
                Reject::NotKingCapture,
                &all,
            ));
        }
        Err(self.explain_movement(p, m))
    }

    fn explain_reject(&self, m: &Move, r: Reject, all: &[(Move, Option<Reject>)]) -> Illegal {
        let us = self.turn;
        let them = us.other();
        match r {
            Reject::NotKingCapture => {
                let k = self.board.king(them).expect("the enemy has a king");
                ruling(
                    "S27",
                    format!(
                        "{us}'s king has been captured: {us}'s one reply must capture {them}'s king on {k}, and {} does not",
                        written(m)
                    ),
                    format!(
                        "король {u} взят: единственный ответный ход {u} должен взять короля {t} на {k}, а {} его не берёт",
                        written(m),
                        u = side_ru(us, Case::Gen),
                        t = side_ru(them, Case::Gen)
                    ),
                )
            }
            Reject::KingSafety => {
                let after = self.board_after(m);
                let k = after.king(us).expect("the mover has a king");
                let attack = self.attack_phrase(&after, k, them);
                let attack_ru = self.attack_phrase_ru(&after, k, them);
                let (u, t) = (side_ru(us, Case::Gen), side_ru(them, Case::Gen));
                if self.regime(us) == Regime::D {
                    ruling(
                        "S19",
                        format!(
                            "{} would leave {us}'s king on {k} attacked by {attack}: {us} plays classical chess (regime D) and never leaves its king attacked",
                            written(m)
                        ),
                        format!(
                            "после {} король {u} на {k} остался бы под ударом {attack_ru}: {} играют в классические шахматы (режим D) и никогда не оставляют короля под ударом",
                            written(m),
                            side_ru(us, Case::Nom)
                        ),
                    )
                } else if self.board.in_check(us) {
                    ruling(
                        "S21",
                        format!(
                            "{us}'s king is in check, and after {} it stands on {k} attacked by {attack} while {them}'s king is not attacked, so it is no check in response to check as S22 allows",
                            written(m)
                        ),
                        format!(
                            "король {u} под шахом, а после {} он стоит на {k} под ударом {attack_ru}, и король {t} не атакован, так что это не ответный шах, который допускает S22",
                            written(m)
                        ),
                    )
                } else {
                    ruling(
                        "S21",
                        format!("{} would leave {us}'s king on {k} attacked by {attack}", written(m)),
                        format!("после {} король {u} на {k} остался бы под ударом {attack_ru}", written(m)),
                    )
                }
            }
            Reject::BothInCheck => {
                let after = self.board_after(m);
                let moved = after.get(m.to).expect("the moved piece stands there");
                ruling(
                    "S23",
                    format!(
                        "both kings are in check, so every move must capture or attack an enemy piece from its arrival square: the {} on {} would attack nothing",
                        moved.role.name(),
                        m.to
                    ),
                    format!(
                        "оба короля под шахом, поэтому каждый ход должен брать фигуру противника или нападать на неё с поля прибытия: {} ни на что не {}",
                        piece_on_ru(moved.role, m.to, Case::Nom),
                        agree(moved.role, "нападал бы", "нападала бы")
                    ),
                )
            }
            Reject::ClassicalCheck => {
                let after = self.board_after(m);
                let k = after.king(us).expect("the mover has a king");
                let attack = self.attack_phrase(&after, k, them);
                let attack_ru = self.attack_phrase_ru(&after, k, them);
                ruling(
                    "S29",
                    format!(
                        "{us}'s king is in check from {them}, who plays classical chess (regime D): the check must be escaped or {them}'s king captured, and after {} the king on {k} is still attacked by {attack}; a check in response does not answer it",
                        written(m)
                    ),
                    format!(
                        "королю {u} шах от {t}, которые играют в классические шахматы (режим D): от шаха нужно уйти или взять короля {t}, а после {} король на {k} всё ещё под ударом {attack_ru}; ответный шах от него не спасает",
                        written(m),
                        u = side_ru(us, Case::Gen),
                        t = side_ru(them, Case::Gen)
                    ),
                )
            }
            Reject::Mandate => {
                let mut caps: Vec<String> = all
                    .iter()
                    .filter(|(mv, rj)| rj.is_none() && self.is_pawn_capture(mv))
                    .map(|(mv, _)| written(mv))
                    .collect();
                caps.sort();
                caps.dedup();
                let verb = if caps.len() == 1 { "is" } else { "are" };
                ruling(
                    "S8",
                    format!(
                        "a pawn capture is mandatory while {}: {} {verb} available",
                        regime_clause(us, self.queen[us.index()], Regime::A),
                        and_list(&caps)
                    ),
                    format!(
                        "взятие пешкой обязательно, пока {}: {} {}",
                        regime_clause_ru(us, self.queen[us.index()], Regime::A),
                        if caps.len() == 1 { "возможно взятие" } else { "возможны взятия" },
                        and_list_ru(&caps)
                    ),
                )
            }
        }
    }

    /// "the rook on e8" (or "the rook on e8 and the knight on f6").
    fn attack_phrase(&self, b: &Board, sq: Square, by: Color) -> String {
        let names: Vec<String> = b.attackers(sq, by).into_iter().map(|s| the(b.get(s).expect("attacker"), s)).collect();
        and_list(&names)
    }

    /// «ладьи на e8» (or «ладьи на e8 и коня на f6»), in the genitive.
    fn attack_phrase_ru(&self, b: &Board, sq: Square, by: Color) -> String {
        let names: Vec<String> =
            b.attackers(sq, by).into_iter().map(|s| the_ru(b.get(s).expect("attacker"), s, Case::Gen)).collect();
        and_list_ru(&names)
    }

    fn explain_movement(&self, p: Piece, m: UciMove) -> Illegal {
        let us = self.turn;
        let regime = self.regime(us);
        let mut clause = regime_clause(us, self.queen[us.index()], regime);
        let mut clause_ru = regime_clause_ru(us, self.queen[us.index()], regime);
        if p.role == Role::Queen && matches!(regime, Regime::B | Regime::C) {
            // Any queen of a B or C colour leaps at night; say which queen sets the regime (SE9).
            clause = clause.replacen("'s queen", "'s original queen", 1);
            clause_ru = clause_ru.replacen("ферзь", "исходный ферзь", 1);
        }
        let rule = movement_rule(p.role, regime);
        let (from, to) = (m.from, m.to);
        let who = the(p, from);
        let who_ru = the_ru(p, from, Case::Nom);
        let target = self.board.get(to);
        if p.role == Role::King
            && from == king_home(us)
            && to.rank() == from.rank()
            && (to.file() == 6 || to.file() == 2)
        {
            return self.explain_king(p, from, to, regime, (&clause, &clause_ru));
        }
        if let Some(t) = target
            && t.color == us
        {
            return ruling(
                "S3",
                format!(
                    "{who} cannot move to {to}: {us}'s own {} stands there, and a day move captures an enemy piece",
                    t.role.name()
                ),
                format!(
                    "{who_ru} не может пойти на {to}: там стоит своя же фигура {} — {}, а дневной ход берёт фигуру противника",
                    side_ru(us, Case::Gen),
                    role_ru(t.role, Case::Nom)
                ),
            );
        }
        let day = target.is_some();
        match p.role {
            Role::Pawn => self.explain_pawn(p, from, to, rule),
            Role::Knight => ruling(
                rule,
                format!("{who} moves by a knight's leap, and {to} is not a leap away"),
                format!("{who_ru} ходит прыжком коня, а до {to} прыжком не достать"),
            ),
            Role::King => self.explain_king(p, from, to, regime, (&clause, &clause_ru)),
            Role::Bishop | Role::Rook | Role::Queen => {
                let (day_lines, day_lines_ru) = match p.role {
                    Role::Bishop => ("along diagonals", "по диагоналям"),
                    Role::Rook => ("along files and ranks", "по вертикалям и горизонталям"),
                    _ => ("along files, ranks and diagonals", "по вертикалям, горизонталям и диагоналям"),
                };
                let on_day_line = match p.role {
                    Role::Bishop => is_diag(from, to),
                    Role::Rook => is_orth(from, to),
                    _ => is_diag(from, to) || is_orth(from, to),
                };
                if day {
                    let t = target.expect("day move onto a piece");
                    if on_day_line && let Some(b) = blocker(&self.board, from, to) {
                        let bp = self.board.get(b).expect("blocker");
                        return ruling(
                            rule,
                            format!("{who} cannot capture on {to}: {} stands in the way", the(bp, b)),
                            format!("{who_ru} не может бить на {to}: на пути стоит {}", the_ru(bp, b, Case::Nom)),
                        );
                    }
                    let plain = regime == Regime::A || regime == Regime::D;
                    let (when, when_ru) = if plain { ("", "") } else { (" by day", " днём") };
                    let (tail, tail_ru) = if regime.is_synthesis() && regime != Regime::A {
                        (format!(" while {clause}"), format!(", пока {clause_ru}"))
                    } else {
                        (String::new(), String::new())
                    };
                    return ruling(
                        rule,
                        format!("{who} captures{when} only {day_lines}{tail}, so it cannot take {}", the(t, to)),
                        format!(
                            "{who_ru} бьёт{when_ru} только {day_lines_ru}{tail_ru}, поэтому не может взять {}",
                            the_ru(t, to, Case::Acc)
                        ),
                    );
                }
                // Night: the pattern of the regime.
                let (pattern, pattern_ru, reachable, line) = match (regime, p.role) {
                    (Regime::A | Regime::D, _) => {
                        (format!("moves {day_lines}"), format!("ходит {day_lines_ru}"), on_day_line, true)
                    }
                    (Regime::B, Role::Rook) => {
                        ("moves at night like a bishop".into(), "ночью ходит как слон".into(), is_diag(from, to), true)
                    }
                    (Regime::B, Role::Bishop) => {
                        ("moves at night like a rook".into(), "ночью ходит как ладья".into(), is_orth(from, to), true)
                    }
                    (Regime::C, Role::Rook) => (
                        "moves at night one square diagonally".into(),
                        "ночью ходит на одно поле по диагонали".into(),
                        is_diag(from, to) && is_adjacent(from, to),
                        false,
                    ),
                    (Regime::C, Role::Bishop) => (
                        "moves at night one square along a file or rank".into(),
                        "ночью ходит на одно поле по вертикали или горизонтали".into(),
                        is_orth(from, to) && is_adjacent(from, to),
                        false,
                    ),
                    (_, _) => (
                        "moves at night only by a knight's leap".into(),
                        "ночью ходит только прыжком коня".into(),
                        is_leap(from, to),
                        false,
                    ),
                };
                if reachable
                    && line
                    && let Some(b) = blocker(&self.board, from, to)
                {
                    let bp = self.board.get(b).expect("blocker");
                    return ruling(
                        rule,
                        format!("{who} cannot pass {} on its way to {to}", the(bp, b)),
                        format!("{who_ru} не может пройти через {} на пути к {to}", the_ru(bp, b, Case::Acc)),
                    );
                }
                if regime == Regime::A || regime == Regime::D {
                    ruling(
                        rule,
                        format!("{who} {pattern}, and {to} is not on one of its lines"),
                        format!("{who_ru} {pattern_ru}, а до поля {to} так не дойти"),
                    )
                } else {
                    ruling(
                        rule,
                        format!("{who} {pattern} while {clause}, so it cannot go to the empty square {to}"),
                        format!("{who_ru} {pattern_ru}, пока {clause_ru}, поэтому не может пойти на пустое поле {to}"),
                    )
                }
            }
        }
    }

    fn explain_pawn(&self, p: Piece, from: Square, to: Square, rule: &'static str) -> Illegal {
        let who = the(p, from);
        let who_ru = the_ru(p, from, Case::Nom);
        let fwd: i16 = if p.color == Color::White { 1 } else { -1 };
        let df = to.file() as i16 - from.file() as i16;
        let dr = (to.rank() as i16 - from.rank() as i16) * fwd;
        let start = if p.color == Color::White { 1 } else { 6 };
        match (df.abs(), dr) {
            (0, 1) => {
                let t = self.board.get(to).expect("a push onto an empty square would be legal by movement");
                ruling(
                    rule,
                    format!(
                        "{who} cannot capture straight ahead: {} blocks it, and a pawn captures one square diagonally forward",
                        the(t, to)
                    ),
                    format!(
                        "{who_ru} не бьёт прямо вперёд: путь загораживает {}, а пешка бьёт на одно поле по диагонали вперёд",
                        the_ru(t, to, Case::Nom)
                    ),
                )
            }
            (0, 2) if from.rank() != start => ruling(
                rule,
                format!("{who} may advance two squares only from its starting rank"),
                format!("{who_ru} может пойти на два поля только со своей начальной горизонтали"),
            ),
            (0, 2) => {
                let mid = Square::new(from.file(), (from.rank() as i16 + fwd) as u8);
                let b = if self.board.get(mid).is_some() { mid } else { to };
                let bp = self.board.get(b).expect("something blocks the double step");
                ruling(
                    rule,
                    format!("{who} cannot advance to {to}: {} stands on {b}", the(bp, b)),
                    format!("{who_ru} не может пойти на {to}: на {b} стоит {}", role_ru(bp.role, Case::Nom)),
                )
            }
            (1, 1) => ruling(
                "S25",
                format!(
                    "{who} captures diagonally only onto an enemy piece or en passant: {to} is empty and no en passant is possible there"
                ),
                format!(
                    "{who_ru} бьёт по диагонали только фигуру противника или на проходе: поле {to} пусто, и взятия на проходе там нет"
                ),
            ),
            _ => ruling(
                rule,
                format!(
                    "{who} cannot reach {to}: a pawn advances one square forward (two from its starting rank) and captures one square diagonally forward"
                ),
                format!(
                    "{who_ru} не может дойти до {to}: пешка ходит на одно поле вперёд (с начальной горизонтали — на два) и бьёт на одно поле по диагонали вперёд"
                ),
            ),
        }
    }

    fn explain_king(&self, p: Piece, from: Square, to: Square, regime: Regime, clauses: (&str, &str)) -> Illegal {
        let us = p.color;
        let (clause, clause_ru) = clauses;
        let who = format!("{us}'s king on {from}");
        let who_ru = format!("король {} на {from}", side_ru(us, Case::Gen));
        let castle_bit = if from == king_home(us) && to.rank() == from.rank() && (to.file() == 6 || to.file() == 2) {
            Some(match (us, to.file()) {
                (Color::White, 6) => WK,
                (Color::White, _) => WQ,
                (Color::Black, 6) => BK,
                (Color::Black, _) => BQ,
            })
        } else {
            None
        };
        if let Some(bit) = castle_bit {
            let rook = castling_rook(bit);
            if regime == Regime::C {
                return ruling(
                    "S16",
                    format!("{who} cannot castle: a king of regime C never castles, and {clause}"),
                    format!("{who_ru} не может рокироваться: король в режиме C никогда не рокируется, а {clause_ru}"),
                );
            }
            if regime == Regime::B && !self.options.castling_synthesis {
                return ruling(
                    "S24",
                    format!(
                        "{who} cannot castle while {clause}: in regime B the king makes night moves only at midnight, when castling is forbidden; option castling_synthesis=on allows it"
                    ),
                    format!(
                        "{who_ru} не может рокироваться, пока {clause_ru}: в режиме B король делает ночные ходы только в полночь, когда рокировка запрещена; параметр castling_synthesis=on её разрешает"
                    ),
                );
            }
            if self.castling & bit == 0 {
                return ruling(
                    "S24",
                    format!(
                        "{us} has no right to castle with the rook on {rook}: the king or that rook has moved or the rook is gone"
                    ),
                    format!(
                        "у {} нет права рокировки с ладьёй на {rook}: король или эта ладья уже ходили, либо ладьи нет",
                        side_ru(us, Case::Gen)
                    ),
                );
            }
            if let Some(why) = self.castling_blocker(bit) {
                return ruling(
                    "S24",
                    format!("{us} cannot castle with the rook on {rook}: {}", why.en),
                    format!(
                        "{} не могут рокироваться с ладьёй на {rook}: {}",
                        crate::rules::lang::capital(side_ru(us, Case::Nom)),
                        why.ru
                    ),
                );
            }
        }
        if !is_adjacent(from, to) {
            return ruling(
                movement_rule(Role::King, regime),
                format!("{who} moves one square at a time, and {to} is not next to it"),
                format!("{who_ru} ходит на одно поле, а {to} не рядом с ним"),
            );
        }
        let in_check = self.board.in_check(us);
        match regime {
            Regime::B => ruling(
                "S12",
                format!(
                    "{who} steps to an empty square only at midnight, when it is in check, while {clause}; now it only captures"
                ),
                format!(
                    "{who_ru} ходит на пустое поле только в полночь, когда он под шахом, пока {clause_ru}; сейчас он может только бить"
                ),
            ),
            Regime::C if !in_check => ruling(
                "S16",
                format!("{who} moves only at midnight, to leave check, since {clause}; it is not in check"),
                format!("{who_ru} ходит только в полночь, чтобы уйти от шаха, так как {clause_ru}; сейчас шаха нет"),
            ),
            Regime::C if self.escapes[us.index()] == 0 => ruling(
                "S16",
                format!("{who} has used all {ESCAPES} escapes since {clause} and never moves again"),
                format!(
                    "{who_ru} израсходовал все {ESCAPES} выходов из-под шаха, с тех пор как {clause_ru}, и больше не ходит"
                ),
            ),
            Regime::C => {
                let mv = Move {
                    from,
                    to,
                    promotion: None,
                    capture: self.board.get(to).is_some(),
                    kind: crate::rules::MoveKind::Normal,
                };
                let after = self.board_after(&mv);
                ruling(
                    "S16",
                    format!(
                        "{who} may leave check only for a square where it is no longer attacked: {to} is attacked by {}",
                        self.attack_phrase(&after, to, us.other())
                    ),
                    format!(
                        "{who_ru} может уйти от шаха только на поле, где он не под ударом: поле {to} под ударом {}",
                        self.attack_phrase_ru(&after, to, us.other())
                    ),
                )
            }
            _ => ruling(
                movement_rule(Role::King, regime),
                format!("{who} cannot move to {to}"),
                format!("{who_ru} не может пойти на {to}"),
            ),
        }
    }
}
