//! Generated games, made through the desk exactly as an arbiter would make them: the
//! sample games of `sample_games/` and seeded random legal games for property tests and
//! benchmarks. A simple player picks moves (mate first, then promotions, captures of the most
//! valuable piece, checks, else a seeded random move) so the games are plausible and every
//! move goes through the announced-move parser in one of the notations an arbiter hears.
//!
//! Titles in both languages: each sample is a [`Sample`], and its record says so
//! (`event.sample`). Its title ("Mate", «Мат») and its event, site, club, arbiter and players
//! live in the catalogue `samples.ftl`, one message per field with the sample as the selector;
//! the record keeps the English in its fields (what other programs and the club's tables
//! read), and everything that shows a game shows `EventInfo::shown(lang)`, the sample's words
//! in the reader's language. A real game has no `sample`: its fields are shown as the arbiter
//! typed them. `cargo test --test record -- --ignored --exact samples::write_samples` rewrites
//! `sample_games/` from the generators.

use super::journal::Signer;
use super::model::{EventInfo, GameRecord, Sample, Time};
use super::recorder::{Declared, Recorder, RecorderError};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use victoria_rules::{Color, Event, Move, MoveKind, Options, Outcome, Position, Role};
use victoria_words::Lang;

/// The schemes used by most samples.
pub const WHITE: &str = "Rc1=10 Nd1 Be1=10 Qf1=10 Kg1 Bh1=10 Ni1 Rj1=10 c2 d2 e2 f2 g2 h2 i2 j2 Xc4 Xf5 Xi6";
pub const BLACK: &str =
    "Rc12=12 Nd12 Be12=8 Qf12=10 Kg12 Bh12=10 Ni12 Rj12=10 c11 d11 e11 f11 g11 h11 i11 j11 Xd9 Xg8 Xj7";

/// The letter a Russian scoresheet writes for `role` (the catalogue's `notation-role`): the
/// samples announce some moves as a Russian arbiter hears them.
fn ru(role: Role) -> String {
    crate::i18n::scheme::letter(Lang::Ru, role)
}

/// A moment of the sample tournament.
pub fn at(base: Time, seconds: i64) -> Time {
    base + chrono::Duration::seconds(seconds)
}

fn base_time(day: u32, hour: u32) -> Time {
    chrono::DateTime::parse_from_rfc3339(&format!("2026-11-{day:02}T{hour:02}:00:00+03:00")).expect("a valid time")
}

/// The event of a sample game as its record keeps it: the catalogue's English (`samples.ftl`),
/// with the sample named so that it is shown in the reader's language.
fn event(sample: Sample, round: u32) -> EventInfo {
    // Rounds 1–2 on the 28th, 3–4 on the 29th, 5–7 on the 30th (as `base_time` schedules them).
    let day = (28 + (round.max(1) - 1) / 2).min(30);
    let named = EventInfo { sample: Some(sample), ..EventInfo::default() }.shown(Lang::En);
    EventInfo { date: format!("2026-11-{day:02}"), round: round.to_string(), board: "1".into(), ..named }
}

/// How an arbiter might write `m`: SAN, coordinates, long algebraic or Russian long form.
pub fn announce(pos: &Position, m: &Move, style: u32) -> String {
    let role = pos.piece(m.from).map(|p| p.role).unwrap_or(Role::Pawn);
    let sep = |russian: bool| {
        if m.capture { if russian { ":" } else { "x" } } else { "-" }
    };
    let promo = |russian: bool| match m.promotion {
        Some(r) if russian => format!("={}", ru(r)),
        Some(r) => format!("={}", r.upper()),
        None => String::new(),
    };
    if let MoveKind::Castle { .. } = m.kind {
        return if style.is_multiple_of(2) { pos.san_plain(m) } else { pos.san_plain(m).replace('O', "0") };
    }
    match style % 4 {
        0 => pos.san(m),
        1 => m.to_string(),
        2 => {
            let letter = if role == Role::Pawn { String::new() } else { role.upper().to_string() };
            format!("{letter}{}{}{}{}", m.from, sep(false), m.to, promo(false))
        }
        _ => {
            let letter = if role == Role::Pawn { String::new() } else { ru(role) };
            format!("{letter}{}{}{}{}", m.from, sep(true), m.to, promo(true))
        }
    }
}

/// What the simple player prefers.
#[derive(Clone, Copy, Debug, Default)]
pub struct Taste {
    /// Prefer pawn moves toward promotion.
    pub pawns: bool,
    /// Prefer moves of reserve pieces (to spend reserves).
    pub spend: bool,
}

/// Picks a move: mate, then promotion, then the best capture, then (sometimes) a check, else a
/// random move.
pub fn pick(pos: &Position, rng: &mut StdRng, taste: Taste) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let after = |m: &Move| {
        let mut p = pos.clone();
        let ev = p.play(m).unwrap_or_default();
        (p, ev)
    };
    let mut best: Option<(i32, Move)> = None;
    for m in &moves {
        let (_, ev) = after(m);
        let mut score: i32 = rng.random_range(0..20);
        if ev.contains(&Event::Checkmate) {
            score += 10_000;
        }
        if m.promotion == Some(Role::Queen) {
            score += 500;
        }
        if m.capture {
            let victim = pos.piece(m.to).map(|p| p.role.value()).unwrap_or(1) as i32;
            let attacker = pos.piece(m.from).map(|p| p.role.value()).unwrap_or(0) as i32;
            score += 40 + 10 * victim - attacker;
        }
        if ev.contains(&Event::Check) {
            score += 15;
        }
        let role = pos.piece(m.from).map(|p| p.role);
        if taste.pawns && role == Some(Role::Pawn) {
            score += 25;
        }
        if taste.spend && role.is_some_and(|r| r.has_reserve()) {
            score += 20;
        }
        if ev.iter().any(|e| matches!(e, Event::Petrified(_))) && !taste.spend {
            score -= 10;
        }
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, *m));
        }
    }
    best.map(|b| b.1)
}

/// Plays up to `max_plies` with the simple player; stops at any ending. Each move is announced
/// in a rotating notation and recorded at `base + 40 s` per ply.
pub fn play_on(
    desk: &mut Recorder,
    rng: &mut StdRng,
    max_plies: usize,
    base: Time,
    taste: Taste,
) -> Result<(), RecorderError> {
    for _ in 0..max_plies {
        if desk.outcome() != Outcome::Ongoing || desk.record().result.is_some() {
            break;
        }
        let Some(pos) = desk.position().cloned() else { break };
        let Some(m) = pick(&pos, rng, taste) else { break };
        let ply = desk.record().moves.len() as u32;
        let text = announce(&pos, &m, rng.random_range(0..4));
        let t = at(base, 40 * (ply as i64 + 1) + rng.random_range(0..30));
        timed(desk, t).record_move(&text)?;
    }
    Ok(())
}

/// The desk with its clock set to `t`: the next action is stamped `t`.
/// The side to move thinks from `now` until its flag falls (`margin` seconds after): the
/// clocks stop with the flag (a flag entry in the clock log, FIDE 6.9) and the loss on time is
/// ruled `ruled_after` seconds later. `what` names the sample if the flag does not fall.
fn lost_on_time(
    desk: &mut Recorder,
    now: Time,
    margin: i64,
    ruled_after: i64,
    what: &'static str,
) -> Result<(), RecorderError> {
    let mover = desk.position().map(|p| p.turn()).unwrap_or(Color::White);
    let left = desk.clock_readings().map(|r| *r.get(mover)).unwrap_or(0);
    let fallen = at(now, left / 1000 + margin);
    if timed(desk, fallen).flag() != Some(mover) {
        return Err(RecorderError::NoSample(what));
    }
    timed(desk, fallen).stop_at_flag()?;
    timed(desk, at(fallen, ruled_after)).rule_loss(super::fide::LossGround::Time, mover, true)?;
    Ok(())
}

/// `Ok` when the engine refused the entry, as the sample means it to; else the sample `what`
/// cannot be made.
fn refused(r: Result<super::recorder::Recorded, RecorderError>, what: &'static str) -> Result<(), RecorderError> {
    match r {
        Err(RecorderError::Illegal { .. }) => Ok(()),
        _ => Err(RecorderError::NoSample(what)),
    }
}

fn timed(desk: &mut Recorder, t: Time) -> &mut Recorder {
    desk.set_clock(super::recorder::ManualClock::new(t));
    desk
}

/// A started in-memory game with the given schemes and options.
pub fn started(
    info: EventInfo,
    options: Options,
    white: &str,
    black: &str,
    base: Time,
) -> Result<Recorder, RecorderError> {
    let mut desk = Recorder::in_memory(GameRecord::victoria(info, options))?;
    seal_both(&mut desk, white, black, base)?;
    if options.bastion_placement == victoria_rules::options::BastionPlacement::Blind {
        timed(&mut desk, at(base, -240)).draw_all_lots()?;
    }
    desk.start()?;
    Ok(desk)
}

fn seal_both(desk: &mut Recorder, white: &str, black: &str, base: Time) -> Result<(), RecorderError> {
    let w = super::scheme::Scheme::parse(Color::White, white).map_err(super::seal::SealError::Invalid)?;
    let b = super::scheme::Scheme::parse(Color::Black, black).map_err(super::seal::SealError::Invalid)?;
    timed(desk, at(base, -900)).seal(&w)?;
    timed(desk, at(base, -600)).seal(&b)?;
    timed(desk, at(base, -300)).reveal()?;
    Ok(())
}

/// A seeded random legal game (for property tests and benchmarks): `plies` moves at most.
pub fn random_game(seed: u64, plies: usize, options: Options) -> Result<Recorder, RecorderError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let base = base_time(28, 10);
    // A generated game, not one of the samples: its players are named by letter.
    let info = EventInfo { sample: None, white: "Random A".into(), black: "Random B".into(), ..event(Sample::Mate, 1) };
    let mut desk = started(info, options, WHITE, BLACK, base)?;
    play_on(&mut desk, &mut rng, plies, base, Taste { pawns: seed.is_multiple_of(3), spend: seed.is_multiple_of(2) })?;
    Ok(desk)
}

fn signatures(desk: &mut Recorder) -> Result<(), RecorderError> {
    let after = desk.record().result.as_ref().map(|r| r.time).unwrap_or_else(super::model::now);
    let wave = |phase: f32| -> Vec<Vec<[f32; 2]>> {
        vec![
            (0..24).map(|i| [0.05 + i as f32 * 0.035, 0.5 + 0.25 * ((i as f32 * 0.7 + phase).sin())]).collect(),
            vec![[0.2, 0.8], [0.6, 0.75], [0.9, 0.78]],
        ]
    };
    timed(desk, at(after, 60)).sign(Signer::White, wave(0.0))?;
    timed(desk, at(after, 75)).sign(Signer::Black, wave(1.3))?;
    timed(desk, at(after, 120)).sign(Signer::Arbiter, wave(2.1))?;
    Ok(())
}

/// Sample 1: A game ending in mate.
pub fn mate() -> Result<Recorder, RecorderError> {
    for seed in 0..500u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let base = base_time(28, 10);
        let o = Options { reserve_pool: 80, ..Options::default() };
        let white = "Rc1=16 Nd1 Be1=16 Qf1=16 Kg1 Bh1=16 Ni1 Rj1=16 c2 d2 e2 f2 g2 h2 i2 j2 Xc4 Xf5 Xi6";
        let black =
            "Rc12=16 Nd12 Be12=16 Qf12=16 Kg12 Bh12=16 Ni12 Rj12=16 c11 d11 e11 f11 g11 h11 i11 j11 Xd9 Xg8 Xj7";
        let mut desk = started(event(Sample::Mate, 1), o, white, black, base)?;
        play_on(&mut desk, &mut rng, 160, base, Taste::default())?;
        if matches!(desk.outcome(), Outcome::Checkmate { .. }) && desk.record().moves.len() >= 20 {
            let n = desk.record().moves.len() as i64;
            timed(&mut desk, at(base, 40 * n + 45)).accept_outcome()?;
            signatures(&mut desk)?;
            return Ok(desk);
        }
    }
    Err(RecorderError::NoSample("a mate"))
}

/// Sample 2: A point victory after several petrifications (a small reserve pool).
pub fn points_after_petrification() -> Result<Recorder, RecorderError> {
    for seed in 0..500u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let base = base_time(28, 13);
        let o = Options { reserve_pool: 15, ..Options::default() };
        let white = "Rc1=3 Nd1 Be1=3 Qf1=3 Kg1 Bh1=3 Ni1 Rj1=3 c2 d2 e2 f2 g2 h2 i2 j2 Xc4 Xf5 Xi6";
        let black = "Rc12=4 Nd12 Be12=2 Qf12=3 Kg12 Bh12=3 Ni12 Rj12=3 c11 d11 e11 f11 g11 h11 i11 j11 Xd9 Xg8 Xj7";
        let mut desk = started(event(Sample::PointsAfterPetrification, 2), o, white, black, base)?;
        play_on(&mut desk, &mut rng, 300, base, Taste { pawns: false, spend: true })?;
        let petrified = desk.record().moves.iter().flat_map(|m| &m.events).filter(|e| e.petrified().is_some()).count();
        if let Outcome::Points { white, black, .. } = desk.outcome()
            && white != black
            && petrified >= 4
        {
            let n = desk.record().moves.len() as i64;
            timed(&mut desk, at(base, 40 * n + 45)).accept_outcome()?;
            signatures(&mut desk)?;
            return Ok(desk);
        }
    }
    Err(RecorderError::NoSample("a point victory"))
}

/// Sample 3: A hero promotion with its newborn reserve (R19), then a resignation.
pub fn hero_promotion() -> Result<Recorder, RecorderError> {
    for seed in 0..800u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let base = base_time(29, 10);
        let white = "Rc1=10 Nd1 Be1=10 Qf1=14 Kg1 Bh1=8 Ni1 Rj1=8 c2 d2 e2 f2 g2 h2 i2 j2 Xc4 Xf5 Xi6";
        let mut desk = started(event(Sample::HeroPromotion, 3), Options::default(), white, BLACK, base)?;
        for _ in 0..400 {
            if desk.outcome() != Outcome::Ongoing {
                break;
            }
            play_on(&mut desk, &mut rng, 1, base, Taste { pawns: true, spend: false })?;
            let last = desk.record().moves.last().cloned();
            if let Some(m) = last
                && m.events.contains(&crate::model::MoveEvent::Promotion(Role::Queen))
                && desk.outcome() == Outcome::Ongoing
            {
                play_on(&mut desk, &mut rng, 3, base, Taste::default())?;
                if desk.outcome() != Outcome::Ongoing {
                    break;
                }
                let loser = desk.position().map(|p| p.turn()).unwrap_or(Color::Black);
                let promoted_by = m.color;
                if loser == promoted_by {
                    play_on(&mut desk, &mut rng, 1, base, Taste::default())?;
                    if desk.outcome() != Outcome::Ongoing {
                        break;
                    }
                }
                let n = desk.record().moves.len() as i64;
                timed(&mut desk, at(base, 40 * n + 60))
                    .declare(Declared::Resignation { loser: promoted_by.other() }, "")?;
                signatures(&mut desk)?;
                return Ok(desk);
            }
        }
    }
    Err(RecorderError::NoSample("a hero promotion"))
}

/// Sample 4: Castling on an arbitrary rank (White's king and rook on rank 3), then a draw by agreement.
pub fn castling_on_rank_three() -> Result<Recorder, RecorderError> {
    let base = base_time(29, 13);
    let white = "Rc3=10 Nd1 Be1=10 Qf1=10 Kg3 Bh1=10 Ni1 Rj3=10 c2 d2 e2 f2 g2 h2 i2 j2 Xc5 Xf5 Xi6";
    let mut desk = started(event(Sample::CastlingOnRankThree, 4), Options::default(), white, BLACK, base)?;
    let rook_ru = format!("{}h3-h4", ru(Role::Rook));
    let script = ["e2-e4", "e11-e9", "O-O", "Ni12-h10", rook_ru.as_str(), "c11-c9"];
    let mut rng = StdRng::seed_from_u64(4);
    for (i, text) in script.iter().enumerate() {
        timed(&mut desk, at(base, 50 * (i as i64 + 1))).record_move(text)?;
    }
    play_on(&mut desk, &mut rng, 20, at(base, 300), Taste::default())?;
    if desk.outcome() == Outcome::Ongoing {
        let n = desk.record().moves.len() as u32;
        let by = if n.is_multiple_of(2) { Color::White } else { Color::Black };
        let last = desk.record().moves.last().map(|m| m.time).unwrap_or(base);
        timed(&mut desk, at(last, 20)).offer_draw(by)?;
        timed(&mut desk, at(last, 50)).answer_draw(true)?;
    } else {
        let last = desk.record().moves.last().map(|m| m.time).unwrap_or(base);
        timed(&mut desk, at(last, 30)).accept_outcome()?;
    }
    signatures(&mut desk)?;
    Ok(desk)
}

/// Sample 5, blind bastions: lots from a physical bag (three set aside), the rest from the
/// virtual bag, then a game to a result.
pub fn blind_draw() -> Result<Recorder, RecorderError> {
    let base = base_time(30, 10);
    let o = Options { bastion_placement: victoria_rules::options::BastionPlacement::Blind, ..Options::default() };
    let white = "Rc1=10 Nd4 Be1=10 Qf1=10 Kg1 Bh1=10 Ni1 Rj1=10 c2 d2 e2 f3 g2 h2 i2 j2";
    let black = "Rc12=10 Nd12 Be12=10 Qf12=10 Kg12 Bh12=10 Ni9 Rj12=10 c11 d11 e11 f11 g10 h11 i11 j11";
    let mut desk = Recorder::in_memory(GameRecord::victoria(event(Sample::BlindBastions, 5), o))?;
    seal_both(&mut desk, white, black, base)?;
    let physical = [
        (Color::White, "d4"),
        (Color::White, "e5"),
        (Color::White, "f3"),
        (Color::White, "h4"),
        (Color::Black, "i9"),
        (Color::Black, "c8"),
    ];
    for (i, (side, sq)) in physical.iter().enumerate() {
        timed(&mut desk, at(base, -200 + 10 * i as i64)).enter_lot(*side, sq)?;
    }
    timed(&mut desk, at(base, -120)).draw_all_lots()?;
    desk.start()?;
    let mut rng = StdRng::seed_from_u64(5);
    play_on(&mut desk, &mut rng, 60, base, Taste::default())?;
    if desk.outcome() == Outcome::Ongoing {
        let n = desk.record().moves.len() as i64;
        timed(&mut desk, at(base, 40 * n + 60)).declare(Declared::CountAgreed, "")?;
    } else {
        let last = desk.record().moves.last().map(|m| m.time).unwrap_or(base);
        timed(&mut desk, at(last, 30)).accept_outcome()?;
    }
    signatures(&mut desk)?;
    Ok(desk)
}

/// Sample 6: Illegal attempts (FIDE penalty) and a take-back, then a resignation.
pub fn illegal_and_takeback() -> Result<Recorder, RecorderError> {
    let base = base_time(30, 13);
    let o = Options { illegal_move_penalty: victoria_rules::options::IllegalMovePenalty::Fide, ..Options::default() };
    let mut desk = started(event(Sample::IllegalAttemptsAndTakeback, 6), o, WHITE, BLACK, base)?;
    let clock = std::cell::Cell::new(0i64);
    let step = |desk: &mut Recorder, text: &str| {
        clock.set(clock.get() + 45);
        timed(desk, at(base, clock.get())).record_move(text)
    };
    step(&mut desk, "e2-e4")?;
    step(&mut desk, "e11-e9")?;
    // The queen cannot pass White's own bastion on f5 with a quiet move (R10).
    let illegal = step(&mut desk, &format!("{}f1-f7", ru(Role::Queen)));
    if !matches!(illegal, Err(RecorderError::Illegal { .. })) {
        return Err(RecorderError::NoSample("an illegal move where one was expected"));
    }
    // The player pressed the clock: the arbiter logs it (R29).
    timed(&mut desk, at(base, clock.get())).confirm_illegal()?;
    step(&mut desk, "Ni1-h3")?;
    step(&mut desk, "Nd12-c10")?;
    step(&mut desk, "Nh3-g5")?;
    // Black's pawn cannot step onto Black's own bastion on d9 (R9).
    let illegal = step(&mut desk, "d11-d9");
    if !matches!(illegal, Err(RecorderError::Illegal { .. })) {
        return Err(RecorderError::NoSample("an illegal move where one was expected"));
    }
    timed(&mut desk, at(base, clock.get())).confirm_illegal()?;
    step(&mut desk, "h11-h9")?;
    clock.set(clock.get() + 30);
    timed(&mut desk, at(base, clock.get()))
        .take_back(1, "Black touched the h-pawn but moved the g-pawn on the board")?;
    step(&mut desk, "g11-g10")?;
    let t = clock.get();
    let mut rng = StdRng::seed_from_u64(6);
    play_on(&mut desk, &mut rng, 30, at(base, t), Taste::default())?;
    if desk.outcome() == Outcome::Ongoing {
        let n = desk.record().moves.len() as i64;
        let loser = desk.position().map(|p| p.turn()).unwrap_or(Color::Black);
        timed(&mut desk, at(base, t + 40 * n + 60)).declare(Declared::Resignation { loser }, "")?;
    } else {
        let last = desk.record().moves.last().map(|m| m.time).unwrap_or(base);
        timed(&mut desk, at(last, 30)).accept_outcome()?;
    }
    signatures(&mut desk)?;
    Ok(desk)
}

/// Sample 9: a rapid game with clocks (R33, 15 min + 10 s): a clock reading on every move,
/// the arbiter's input slip discarded, a completed illegal move with FIDE 7.5.3's two minutes,
/// a logged attempt withdrawn with a reason, the clocks stopped and set to the physical clock,
/// and a loss on time (FIDE 6.9).
pub fn clocks_and_fide() -> Result<Recorder, RecorderError> {
    let base = base_time(30, 16);
    let mut o = Options::default();
    o.set_pair("illegal_move_penalty=fide")
        .map_err(|_| RecorderError::NoSample("sample 9: the option illegal_move_penalty=fide"))?;
    let mut desk = Recorder::in_memory(GameRecord::victoria(event(Sample::ClocksAndFide, 7), o))?;
    timed(&mut desk, at(base, -1200)).set_time_control(Some(super::time_control::Preset::Rapid.control()))?;
    seal_both(&mut desk, WHITE, BLACK, base)?;
    desk.start()?;
    timed(&mut desk, base).start_clocks()?;
    let clock = std::cell::Cell::new(0i64);
    let step = |desk: &mut Recorder, seconds: i64, text: &str| {
        clock.set(clock.get() + seconds);
        timed(desk, at(base, clock.get())).record_move(text)
    };
    let refused = |r| refused(r, "sample 9: an entry the engine refuses");
    step(&mut desk, 25, "e2-e4")?;
    // The arbiter types White's move while Black is to move: an input slip, discarded by the
    // next entry (R29).
    refused(step(&mut desk, 20, "Ni1-h3"))?;
    step(&mut desk, 15, "e11-e9")?;
    // The queen cannot pass White's own bastion on f5 with a quiet move (R10); the player
    // pressed the clock: completed, logged, Black gets two minutes (FIDE 7.5.3).
    refused(step(&mut desk, 40, &format!("{}f1-f7", ru(Role::Queen))))?;
    timed(&mut desk, at(base, clock.get() + 5)).confirm_illegal()?;
    step(&mut desk, 30, "Ni1-h3")?;
    // Black's pawn cannot step onto Black's own bastion on d9 (R9): logged, then withdrawn —
    // the arbiter had misheard the square.
    refused(step(&mut desk, 35, "d11-d9"))?;
    timed(&mut desk, at(base, clock.get() + 5)).confirm_illegal()?;
    timed(&mut desk, at(base, clock.get() + 20))
        .withdraw_illegal(2, "the arbiter misheard: the player announced d11-d10 and did not press the clock")?;
    step(&mut desk, 30, "d11-d10")?;
    // A dispute: the clocks are stopped and set to the physical clock's reading.
    timed(&mut desk, at(base, clock.get() + 10)).pause_clocks()?;
    timed(&mut desk, at(base, clock.get() + 70)).set_clocks(
        14 * 60_000 + 50_000,
        16 * 60_000 + 20_000,
        "set to the physical clock after the dispute on move 3",
    )?;
    clock.set(clock.get() + 90);
    timed(&mut desk, at(base, clock.get())).resume_clocks()?;
    let mut rng = StdRng::seed_from_u64(8);
    for _ in 0..20 {
        let Some(pos) = desk.position().cloned() else { break };
        if desk.outcome() != Outcome::Ongoing {
            break;
        }
        let Some(m) = pick(&pos, &mut rng, Taste::default()) else { break };
        let text = announce(&pos, &m, rng.random_range(0..4));
        step(&mut desk, 20 + rng.random_range(0..40), &text)?;
    }
    if desk.outcome() != Outcome::Ongoing {
        return Err(RecorderError::NoSample("sample 9: a game that goes on until the flag falls"));
    }
    // The side to move thinks until its flag falls.
    lost_on_time(&mut desk, at(base, clock.get()), 3, 20, "sample 9: a flag that falls")?;
    signatures(&mut desk)?;
    Ok(desk)
}

/// Sample 10: classical chess with the rapid clock (15 min + 10 s) and FIDE's penalties: a
/// completed illegal move logged with the opponent's two minutes (7.5.3), then withdrawn — the
/// two minutes taken back with it —, the clocks set to the physical clock with the arbiter's
/// note, and a loss on time (6.9): the clocks stop with the flag.
pub fn classical_on_time() -> Result<Recorder, RecorderError> {
    let base = base_time(30, 18);
    let mut o = Options::default();
    o.set_pair("illegal_move_penalty=fide")
        .map_err(|_| RecorderError::NoSample("sample 10: the option illegal_move_penalty=fide"))?;
    let rules = victoria_rules::Rules { ruleset: victoria_rules::Ruleset::Classical, options: o };
    let mut desk = Recorder::in_memory(GameRecord::new(event(Sample::ClassicalOnTime, 7), rules))?;
    timed(&mut desk, at(base, -600)).set_time_control(Some(super::time_control::Preset::Rapid.control()))?;
    timed(&mut desk, at(base, -60)).start_from_vfen(victoria_rules::synthesis::START_FEN)?;
    timed(&mut desk, base).start_clocks()?;
    let clock = std::cell::Cell::new(0i64);
    let step = |desk: &mut Recorder, seconds: i64, text: &str| {
        clock.set(clock.get() + seconds);
        timed(desk, at(base, clock.get())).record_move(text)
    };
    let refused = |r| refused(r, "sample 10: an entry the engine refuses");
    for (s, m) in [(20, "e4"), (25, "e5"), (30, "Nf3"), (35, "Nc6"), (40, "Bc4")] {
        step(&mut desk, s, m)?;
    }
    // The bishop on c8 cannot pass its own pawn on d7; the player pressed the clock:
    // completed, logged, White gets two minutes (FIDE 7.5.3) …
    refused(step(&mut desk, 30, "Bg4"))?;
    timed(&mut desk, at(base, clock.get() + 5)).confirm_illegal()?;
    // … withdrawn: the arbiter had misheard, the player said "Bc5" and had not pressed the
    // clock; the two minutes go with it.
    timed(&mut desk, at(base, clock.get() + 25))
        .withdraw_illegal(1, "the arbiter misheard: the player announced Bc5 and did not press the clock")?;
    for (s, m) in [(30, "Bc5"), (45, "c3"), (50, "Nf6"), (60, "d4"), (40, "exd4"), (35, "cxd4"), (30, "Bb4+")] {
        step(&mut desk, s, m)?;
    }
    // A dispute: the clocks are stopped and set to the physical clock's reading, with the note.
    timed(&mut desk, at(base, clock.get() + 10)).pause_clocks()?;
    timed(&mut desk, at(base, clock.get() + 60)).set_clocks(
        12 * 60_000 + 40_000,
        14 * 60_000 + 5_000,
        "White's clock had not been pressed after move 6",
    )?;
    clock.set(clock.get() + 80);
    timed(&mut desk, at(base, clock.get())).resume_clocks()?;
    for (s, m) in [(90, "Nc3"), (40, "Nxe4"), (120, "O-O"), (45, "Nxc3")] {
        step(&mut desk, s, m)?;
    }
    // White thinks until the flag falls: a loss on time, the clocks stop with the flag.
    lost_on_time(&mut desk, at(base, clock.get()), 2, 15, "sample 10: White's flag that falls")?;
    signatures(&mut desk)?;
    Ok(desk)
}

/// How an arbiter might write a Synthesis move: SAN, coordinates, long algebraic, Russian.
pub fn announce_synthesis(pos: &victoria_rules::synthesis::Position, m: &Move, style: u32) -> String {
    let role = pos.piece(m.from).map(|p| p.role).unwrap_or(Role::Pawn);
    let sep = |russian: bool| if m.capture { if russian { ":" } else { "x" } } else { "-" };
    if let MoveKind::Castle { .. } = m.kind {
        return pos.san_plain(m);
    }
    let promo = |russian: bool| match m.promotion {
        Some(r) if russian => format!("={}", ru(r)),
        Some(r) => format!("={}", r.upper()),
        None => String::new(),
    };
    match style % 4 {
        0 => pos.san(m),
        1 => m.to_string(),
        2 => {
            let letter = if role == Role::Pawn { String::new() } else { role.upper().to_string() };
            format!("{letter}{}{}{}{}", m.from, sep(false), m.to, promo(false))
        }
        _ => {
            let letter = if role == Role::Pawn { String::new() } else { ru(role) };
            format!("{letter}{}{}{}{}", m.from, sep(true), m.to, promo(true))
        }
    }
}

/// Picks a Synthesis move: a king capture, then checks and captures, else a random move.
fn pick_synthesis(pos: &victoria_rules::synthesis::Position, rng: &mut StdRng) -> Option<Move> {
    let mut best: Option<(i32, Move)> = None;
    for m in pos.legal_moves() {
        let mut after = *pos;
        let ev = after.play(&m).unwrap_or_default();
        let mut score: i32 = rng.random_range(0..30);
        if ev.contains(&victoria_rules::synthesis::SynthesisEvent::KingCaptured) {
            score += 10_000;
        }
        if ev.contains(&victoria_rules::synthesis::SynthesisEvent::Check) {
            score += 25;
        }
        if m.capture {
            score += 20;
        }
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, m));
        }
    }
    best.map(|b| b.1)
}

/// Sample 7: Synthesis chess (SYNTHESIS.md). White's queen leaves home (regime A→B) and is
/// captured away from it (B→C); later a king is captured and the one reply takes the other
/// king back (S27): the last capture wins.
pub fn synthesis_king_capture() -> Result<Recorder, RecorderError> {
    use victoria_rules::synthesis::Outcome as SOutcome;
    let (knight_ru, king_ru) = (format!("{}b8-c6", ru(Role::Knight)), format!("{}e8:f7", ru(Role::King)));
    let opening = ["e2-e4", "e7e5", "Qd1-h5", knight_ru.as_str(), "Qxf7+", king_ru.as_str()];
    for seed in 0..3000u64 {
        let base = base_time(30, 15);
        let info = event(Sample::SynthesisKingCapture, 7);
        let rules = victoria_rules::Rules { ruleset: victoria_rules::Ruleset::Synthesis, options: Options::default() };
        let mut desk = Recorder::in_memory(GameRecord::new(info, rules))?;
        let mut t = 0i64;
        for text in opening {
            t += 40;
            timed(&mut desk, at(base, t)).record_move(text)?;
        }
        let mut rng = StdRng::seed_from_u64(seed);
        for _ in 0..120 {
            if desk.synthesis_outcome() != SOutcome::Ongoing {
                break;
            }
            let Some(pos) = desk.synthesis().map(|g| *g.position()) else { break };
            let Some(m) = pick_synthesis(&pos, &mut rng) else { break };
            let text = announce_synthesis(&pos, &m, rng.random_range(0..4));
            t += 30 + rng.random_range(0..30);
            timed(&mut desk, at(base, t)).record_move(&text)?;
        }
        if matches!(desk.synthesis_outcome(), SOutcome::KingCaptured { both: true, .. }) {
            timed(&mut desk, at(base, t + 60)).accept_outcome()?;
            signatures(&mut desk)?;
            return Ok(desk);
        }
    }
    Err(RecorderError::NoSample("a king capture with its reply"))
}

/// Sample 8: A game in progress (no result, no signatures): a middlegame of about thirty moves
/// with a check or a petrification behind it, for the app, the README and the tests to open.
pub fn in_progress() -> Result<Recorder, RecorderError> {
    for seed in 0..500u64 {
        let mut rng = StdRng::seed_from_u64(seed);
        let base = base_time(30, 16);
        let mut desk = started(event(Sample::InProgress, 6), Options::default(), WHITE, BLACK, base)?;
        play_on(&mut desk, &mut rng, 60, base, Taste { pawns: true, spend: false })?;
        let r = desk.record();
        let marked = r
            .moves
            .iter()
            .flat_map(|m| &m.events)
            .any(|e| *e == crate::model::MoveEvent::Check || e.petrified().is_some());
        if desk.outcome() == Outcome::Ongoing && r.result.is_none() && r.moves.len() == 60 && marked {
            return Ok(desk);
        }
    }
    Err(RecorderError::NoSample("an unfinished middlegame"))
}

/// The sample game `sample`, generated.
pub fn generate(sample: Sample) -> Result<Recorder, RecorderError> {
    match sample {
        Sample::Mate => mate(),
        Sample::PointsAfterPetrification => points_after_petrification(),
        Sample::HeroPromotion => hero_promotion(),
        Sample::CastlingOnRankThree => castling_on_rank_three(),
        Sample::BlindBastions => blind_draw(),
        Sample::IllegalAttemptsAndTakeback => illegal_and_takeback(),
        Sample::SynthesisKingCapture => synthesis_king_capture(),
        Sample::InProgress => in_progress(),
        Sample::ClocksAndFide => clocks_and_fide(),
        Sample::ClassicalOnTime => classical_on_time(),
    }
}

/// The sample games with their file names.
pub fn all() -> Result<Vec<(&'static str, Recorder)>, RecorderError> {
    Sample::ALL.into_iter().map(|s| Ok((s.file(), generate(s)?))).collect()
}

/// How [`record_random`] plays a game into a file.
#[derive(Clone, Copy, Debug)]
pub struct RandomGame {
    /// The seed: the same seed plays the same game.
    pub seed: u64,
    /// Moves to record at most before a result is declared.
    pub plies: usize,
    /// The time between two actions (real time: the desk's clock runs).
    pub pace: std::time::Duration,
    /// Also make secret noise now and then, as an arbiter's desk does: refused entries held and
    /// discarded as slips, with the clocks held meanwhile.
    pub noise: bool,
}

/// Records a seeded random game into the game file `path` as an arbiter would, action by
/// action through its journal (another process may watch the file): creates the file if there
/// is none (or goes on with the one there, say one a desk made from its assignment), seals and
/// reveals the sample schemes (Victoria), starts the game and its clocks, records up to
/// `plies` moves `pace` apart, then the result (the engine's ending, else a resignation or an
/// agreed draw, chosen by the seed), saves, and seals the record with `seal` if given. Returns
/// the final record.
pub fn record_random(
    path: &std::path::Path,
    game: RandomGame,
    seal: Option<&super::sign::ArbiterKey>,
) -> Result<GameRecord, RecorderError> {
    use victoria_rules::Rules;
    let mut desk = if path.exists() {
        Recorder::open(path)?
    } else {
        let info = EventInfo { white: "Random A".into(), black: "Random B".into(), ..EventInfo::default() };
        Recorder::create(path, info, Rules::victoria(Options::default()))?
    };
    let mut rng = StdRng::seed_from_u64(game.seed);
    let pause = || std::thread::sleep(game.pace);
    if desk.record().rules.is_victoria() {
        for (side, scheme) in [(Color::White, WHITE), (Color::Black, BLACK)] {
            if !desk.record().schemes.get(side).is_sealed() {
                desk.seal_text(side, scheme)?;
            }
        }
        if !desk.record().both_revealed() {
            desk.reveal()?;
        }
        if desk.record().options().bastion_placement == victoria_rules::options::BastionPlacement::Blind {
            desk.draw_all_lots()?;
        }
    }
    if !desk.is_started() {
        desk.start()?;
    }
    if desk.clocks().is_some_and(|c| !c.started) {
        desk.start_clocks()?;
    }
    while desk.record().moves.len() < game.plies && desk.record().result.is_none() && !desk.verdict().is_over() {
        pause();
        let moves = match desk.any_game() {
            Some(g) => g.legal_moves(),
            None => break,
        };
        if moves.is_empty() {
            break;
        }
        if game.noise && rng.random_range(0..5) == 0 {
            // A slip: an entry the engine refuses, held with the clocks, then discarded.
            if desk.record_move("Ka1-a12").is_err() && desk.pending().is_some() {
                let held = desk.clocks().is_some_and(|c| c.running);
                if held {
                    desk.hold_clocks()?;
                }
                desk.discard_pending()?;
                if held {
                    desk.release_clocks()?;
                }
            }
        }
        // Victoria and classical chess through the simple player and an arbiter's notation;
        // Synthesis in coordinates.
        let text = match desk.position().cloned() {
            Some(pos) => {
                let m = pick(&pos, &mut rng, Taste::default()).unwrap_or(moves[0]);
                announce(&pos, &m, rng.random_range(0..4))
            }
            None => moves[rng.random_range(0..moves.len())].to_string(),
        };
        desk.record_move(&text)?;
    }
    pause();
    if desk.record().result.is_none() {
        if desk.verdict().is_over() {
            desk.accept_outcome()?;
        } else if rng.random_range(0..2) == 0 {
            let loser = if rng.random_range(0..2) == 0 { Color::White } else { Color::Black };
            desk.declare(Declared::Resignation { loser }, "")?;
        } else {
            desk.declare(Declared::DrawAgreed, "")?;
        }
    }
    desk.save()?;
    if let Some(key) = seal
        && desk.record().arbiter_seal.is_none()
    {
        let s = super::sign::seal_for(desk.record(), key);
        desk.set_arbiter_seal(s)?;
    }
    Ok(desk.record().clone())
}
