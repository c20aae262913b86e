//! The pairing-engine command of the endorsed engines JaVaFo and bbpPairings, so that other
//! programs can call ours and ours can be checked against theirs:
//! `pairing --dutch INPUT.trf -p [OUTPUT]` pairs the next round and writes the number of pairs,
//! then `WHITE BLACK` start numbers per board and `ID 0` for the bye; `pairing --dutch INPUT.trf
//! -c` re-pairs every round of a finished file and lists the rounds it would pair differently,
//! with the criteria the two pairings meet differently; `pairing --dutch -g CONFIG -o OUT.trf
//! -s SEED` writes a random event paired by ours (bbpPairings' generator keys).
//! Exit status: 0 paired (or checked), 1 no valid pairing, 3 bad input (the line and field
//! named), 5 a file problem.

use crate::dutch::pair_dutch;
use crate::error::TournamentError;
use crate::error::TrfError;
use crate::generate::{criteria_of, generate_event, read_generator_config};
use crate::model::{ByeKind, Round, Tournament};
use crate::records::{read_pairing_records, write_pairing_records};
use crate::trf::{read_trf, write_trf};
use std::io::Write;
use victoria_words::{IoFact, Lang, Words, t};

/// Exit status: paired.
pub const EXIT_OK: i32 = 0;
/// Exit status: no pairing satisfies the absolute criteria.
pub const EXIT_NO_PAIRING: i32 = 1;
/// Exit status: the command line or the TRF is wrong.
pub const EXIT_BAD_INPUT: i32 = 3;
/// Exit status: a file could not be read or written.
pub const EXIT_FILE: i32 = 5;

/// The pairing lines of a round: the number of pairs, then `WHITE BLACK` per board, `ID 0` for
/// the pairing-allocated bye.
pub fn engine_lines(round: &Round) -> String {
    let byes: Vec<u32> = round.unpaired.iter().filter(|u| u.kind == ByeKind::Pairing).map(|u| u.player).collect();
    let mut s = format!("{}\n", round.boards.len() + byes.len());
    for b in &round.boards {
        s += &format!("{} {}\n", b.white, b.black);
    }
    for p in byes {
        s += &format!("{p} 0\n");
    }
    s
}

/// `pairing --dutch INPUT.trf -p [OUTPUT]` or `pairing --dutch INPUT.trf -c` (`args` without the
/// program name; a leading `pairing` is skipped). Messages go to `out` in `lang`; the pairs go to
/// OUTPUT, or to `out` without it.
pub fn pairing_command(args: &[String], lang: Lang, out: &mut dyn Write) -> i32 {
    let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
    if args.first() == Some(&"pairing") {
        args.remove(0);
    }
    let mut input = None;
    let mut mode = None;
    let mut output = None;
    let mut dutch = false;
    let mut seed: Option<u64> = None;
    let mut i = 0;
    while i < args.len() {
        match args[i] {
            "--dutch" => dutch = true,
            "-p" => {
                mode = Some('p');
                if let Some(next) = args.get(i + 1)
                    && !next.starts_with('-')
                {
                    output = Some(next.to_string());
                    i += 1;
                }
            }
            "-c" => mode = Some('c'),
            "-g" => mode = Some('g'),
            "-o" | "-s" if i + 1 < args.len() => {
                if args[i] == "-o" {
                    output = Some(args[i + 1].to_string());
                } else {
                    let Ok(s) = args[i + 1].parse() else {
                        let _ = writeln!(out, "{}", t!(lang, "engine-unknown-argument", arg = args[i + 1]));
                        return EXIT_BAD_INPUT;
                    };
                    seed = Some(s);
                }
                i += 1;
            }
            a if !a.starts_with('-') && input.is_none() => input = Some(a.to_string()),
            a => {
                let _ = writeln!(out, "{}", t!(lang, "engine-unknown-argument", arg = a));
                return EXIT_BAD_INPUT;
            }
        }
        i += 1;
    }
    let (Some(input), Some(mode), true) = (input, mode, dutch) else {
        let _ = writeln!(out, "{}", t!(lang, "engine-usage"));
        return EXIT_BAD_INPUT;
    };
    let text = match std::fs::read(&input) {
        Ok(b) => String::from_utf8_lossy(&b).into_owned(),
        Err(e) => {
            let _ =
                writeln!(out, "{}", t!(lang, "engine-read", file = input.clone(), what = IoFact::from(&e).words(lang)));
            return EXIT_FILE;
        }
    };
    if mode == 'g' {
        return generate(&text, &input, output, seed, lang, out);
    }
    let mut tour = match read_engine_trf(&text) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(out, "{}", t!(lang, "engine-bad-trf", file = input.clone(), what = e.words(lang)));
            return EXIT_BAD_INPUT;
        }
    };
    if mode == 'c' {
        return check(&tour, lang, out);
    }
    if tour.rounds < tour.next_round() {
        tour.rounds = tour.next_round();
    }
    let pairing = match pair_dutch(&tour) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(out, "{}", e.words(lang));
            return EXIT_NO_PAIRING;
        }
    };
    let lines = engine_lines(&pairing.round);
    match output {
        Some(path) => {
            if let Err(e) = std::fs::write(&path, lines) {
                let _ = writeln!(out, "{}", t!(lang, "engine-write", file = path, what = IoFact::from(&e).words(lang)));
                return EXIT_FILE;
            }
        }
        None => {
            if out.write_all(lines.as_bytes()).is_err() {
                return EXIT_FILE;
            }
        }
    }
    EXIT_OK
}

/// `-g CONFIG -o OUT.trf -s SEED`: a random event paired by ours, written as a TRF.
fn generate(
    config: &str,
    file: &str,
    output: Option<String>,
    seed: Option<u64>,
    lang: Lang,
    out: &mut dyn Write,
) -> i32 {
    let c = match read_generator_config(config) {
        Ok(c) => c,
        Err(e) => {
            let _ = writeln!(out, "{}", t!(lang, "engine-bad-config", file = file, line = e.line, text = e.text));
            return EXIT_BAD_INPUT;
        }
    };
    let Some(path) = output else {
        let _ = writeln!(out, "{}", t!(lang, "engine-usage"));
        return EXIT_BAD_INPUT;
    };
    let t = generate_event(&c, seed.unwrap_or(0));
    let text = generated_trf(&t);
    if let Err(e) = std::fs::write(&path, text) {
        let _ = writeln!(out, "{}", t!(lang, "engine-write", file = path, what = IoFact::from(&e).words(lang)));
        return EXIT_FILE;
    }
    EXIT_OK
}

/// The TRF of a generated event as the endorsed engines read it: TRF-2026's first colour in
/// capitals (`152 W`/`152 B`, which bbpPairings requires), `XXR` and `XXC`, and the event's
/// `XXA`/`XXP` records.
pub fn generated_trf(t: &Tournament) -> String {
    let mut text: String = write_trf(t)
        .lines()
        .map(|l| match l {
            "152 w" => "152 W\n".to_string(),
            "152 b" => "152 B\n".to_string(),
            l => format!("{l}\n"),
        })
        .collect();
    text += &write_pairing_records(t);
    text
}

/// A TRF read as the endorsed engines read it: a Swiss event paired by the Dutch system, with
/// its accelerations and forbidden pairs ([`read_pairing_records`]), and without `XXC` or `152` the first colour taken from the first round ([`infer_first_colour`]).
pub fn read_engine_trf(text: &str) -> Result<Tournament, TrfError> {
    let mut tour = read_trf(text)?;
    // The engines read Baku from `192` alone: the records are read again on a plain Swiss.
    tour.system = crate::model::PairingSystem::Swiss { baku_acceleration: false };
    tour.accelerations.clear();
    tour.forbidden.clear();
    read_pairing_records(text, &mut tour)?;
    if !declares_first_colour(text) {
        infer_first_colour(&mut tour);
    }
    Ok(tour)
}

/// Whether the file names the first colour (`XXC` or TRF-2026's `152`).
fn declares_first_colour(text: &str) -> bool {
    text.split(['\r', '\n']).any(|l| l.starts_with("XXC") || l.starts_with("152"))
}

/// A file without `XXC` or `152`: the first colour is read from the first round with a board,
/// as the endorsed engines read it. The players who took part in a pairing up to that round
/// are counted in pairing-number order; the first of them who sat at a board there had the first
/// colour if he is the first counted, the other colour otherwise (E.5 alternates by rank).
pub fn infer_first_colour(t: &mut Tournament) {
    let Some(first) = t.played.iter().find(|r| !r.boards.is_empty()).map(|r| r.number) else { return };
    let mut numbers: Vec<u32> = t.players.iter().map(|p| p.number).collect();
    numbers.sort_unstable();
    let mut counted = 0;
    for n in numbers {
        let took_part =
            t.played.iter().filter(|r| r.number <= first).any(|r| {
                r.board_of(n).is_some() || r.unpaired.iter().any(|u| u.player == n && u.kind == ByeKind::Pairing)
            });
        if !took_part {
            continue;
        }
        let seat = t.played.iter().find(|r| r.number == first).and_then(|r| r.board_of(n)).map(|(_, side)| side);
        if let Some(side) = seat {
            t.first_colour = if counted % 2 == 0 { side } else { side.other() };
            return;
        }
        counted += 1;
    }
}

/// The event as it stood before `round` was paired: earlier rounds only, and the byes and
/// absences of that round as requests.
fn before_round(t: &Tournament, round: &Round) -> Tournament {
    let mut past = t.clone();
    past.played.retain(|r| r.number < round.number);
    for u in &round.unpaired {
        if u.kind != ByeKind::Pairing
            && let Some(p) = past.players.iter_mut().find(|p| p.number == u.player)
        {
            p.byes.insert(round.number, u.kind);
        }
    }
    past
}

/// A round of a finished file that our engine pairs differently (pairs as `(white, black)`,
/// `(player, 0)` for the pairing-allocated bye).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundDifference {
    pub round: u32,
    /// The pairs only the file has.
    pub file: Vec<(u32, u32)>,
    /// The pairs only ours has (empty with `error` when ours finds no pairing).
    pub ours: Vec<(u32, u32)>,
    /// Why ours found no pairing.
    pub error: Option<TournamentError>,
}

/// Re-pair every round of a finished event as it stood before that round and list the rounds
/// paired differently (the boards compared as sets of pairs with colours, and the bye).
pub fn check_rounds(t: &Tournament) -> Vec<RoundDifference> {
    let set = |x: &Round| {
        let mut v: Vec<(u32, u32)> = x.boards.iter().map(|b| (b.white, b.black)).collect();
        v.extend(x.unpaired.iter().filter(|u| u.kind == ByeKind::Pairing).map(|u| (u.player, 0)));
        v.sort_unstable();
        v
    };
    let mut out = Vec::new();
    for r in &t.played {
        let past = before_round(t, r);
        match pair_dutch(&past) {
            Ok(p) => {
                let (theirs, mine) = (set(r), set(&p.round));
                if theirs != mine {
                    out.push(RoundDifference {
                        round: r.number,
                        file: theirs.iter().filter(|p| !mine.contains(p)).copied().collect(),
                        ours: mine.iter().filter(|p| !theirs.contains(p)).copied().collect(),
                        error: None,
                    });
                }
            }
            Err(e) => out.push(RoundDifference { round: r.number, file: set(r), ours: Vec::new(), error: Some(e) }),
        }
    }
    out
}

/// Re-pair every round and list the differences (as unordered pairs with colours).
fn check(t: &Tournament, lang: Lang, out: &mut dyn Write) -> i32 {
    let differences = check_rounds(t);
    let show = |v: &[(u32, u32)]| v.iter().map(|(a, b)| format!("{a}-{b}")).collect::<Vec<_>>().join(" ");
    for d in &differences {
        let _ = match &d.error {
            Some(e) => {
                writeln!(out, "{}", t!(lang, "engine-check-no-pairing", round = d.round, what = e.words(lang)))
            }
            None => writeln!(
                out,
                "{}",
                t!(lang, "engine-check-differs", round = d.round, file = show(&d.file), ours = show(&d.ours))
            ),
        };
        // The criteria the two pairings meet differently.
        if let Some(r) = t.played.iter().find(|r| r.number == d.round)
            && d.error.is_none()
        {
            let past = before_round(t, r);
            if let Ok(ours) = pair_dutch(&past) {
                let unordered = |v: &[(u32, u32)]| {
                    let mut u: Vec<(u32, u32)> = v.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                    u.sort_unstable();
                    u
                };
                if unordered(&d.file) == unordered(&d.ours) {
                    let _ = writeln!(out, "{}", t!(lang, "engine-check-colours"));
                }
                for ((name, file), (_, mine)) in criteria_of(&past, r).into_iter().zip(criteria_of(&past, &ours.round))
                {
                    if file != mine {
                        let _ = writeln!(
                            out,
                            "{}",
                            t!(lang, "engine-check-criterion", criterion = name, file = file, ours = mine)
                        );
                    }
                }
            }
        }
    }
    let _ = writeln!(out, "{}", t!(lang, "engine-check-summary", rounds = t.played.len(), differ = differences.len()));
    EXIT_OK
}
