//! Comparison with an outside Dutch engine on generated tournaments (ignored by default: it needs
//! the engine). `PY4SWISS=py4swiss cargo test -p victoria-tournament --test compare -- --ignored
//! --nocapture` pairs random events round by round with our engine, writes each next round's TRF,
//! has the outside engine pair it too, and counts the rounds paired identically. `COMPARE_CASES`
//! sets the number of events (default 200), `COMPARE_BYES=1` lets odd counts and forfeits in.
//!
//! Measured with py4swiss 0.3.1 (which follows the Dutch rules before 2025 and reports identical
//! results to bbpPairings): 1,180 of 1,193 rounds of the 200 default events identical, board for
//! board and colour for colour (1,173 before the last brackets collapsed below a penultimate
//! pairing bracket as A.9 has it; 1,152 before D.1 ran over the exchanged S1 and S2 and each MDP
//! took the highest resident it could; 929 before the brackets were paired one by one from the
//! top). What still differs (13 rounds): most are rounds where py4swiss collapses although ours
//! kept the brackets above completable (py4swiss pairs a bracket by its own criteria and finds
//! only a bracket later that the round cannot be completed; ours looks at the completion of the
//! round from every bracket), and a few are exchanges that tie on D.2.a and D.2.b, where the
//! weights do not rank D.2.c (the highest BSN moved from S1). With `COMPARE_BYES=1` 936 of 1,195
//! rounds (the same before the collapse): with odd counts the 2025 rules differ on purpose (the bye goes
//! first to the lowest score, their C.5).

use std::process::Command;
use victoria_tournament::*;

struct Rng(u64);
impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
#[ignore]
fn compare_with_an_outside_dutch_engine() {
    let Ok(engine) = std::env::var("PY4SWISS") else { return };
    let cases: u64 = std::env::var("COMPARE_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(200);
    let byes = std::env::var("COMPARE_BYES").is_ok();
    let dir = victoria_testkit::temp_dir("compare");
    let (mut same, mut total) = (0, 0);
    for case in 0..cases {
        let mut rng = Rng(case * 7919 + 17);
        let mut players = 8 + rng.below(50) as u32;
        if !byes {
            players += players % 2;
        }
        let rounds = 3 + rng.below(7) as u32;
        let mut t = Tournament::new("Compare", "classical", rounds, PairingSystem::Swiss { baku_acceleration: false });
        for n in 1..=players {
            t.apply(&Action::AddPlayer { player: Player::new(n, format!("P{n}")) }).unwrap();
        }
        for round in 1..=rounds {
            let trf = dir.join(format!("c{case}r{round}.trf"));
            let out = dir.join(format!("c{case}r{round}.out"));
            std::fs::write(&trf, write_trf(&t)).unwrap();
            let ours = match pair_dutch(&t) {
                Ok(p) => engine_lines(&p.round),
                Err(_) => break,
            };
            let ok = Command::new(&engine).arg("-t").arg(&trf).arg("-p").arg(&out).status().unwrap().success();
            let theirs = if ok { std::fs::read_to_string(&out).unwrap_or_default() } else { String::new() };
            total += 1;
            if ours.trim() == theirs.trim() {
                same += 1;
            } else {
                eprintln!("case {case} round {round} ({players} players) differs: {}", trf.display());
                std::fs::write(dir.join(format!("c{case}r{round}.ours")), &ours).unwrap();
            }
            let round_now = pair_dutch(&t).unwrap().round;
            let boards: Vec<u32> = round_now.boards.iter().map(|b| b.number).collect();
            t.apply(&Action::PairRound { round: round_now }).unwrap();
            for b in boards {
                let result = match rng.below(if byes { 12 } else { 10 }) {
                    0..=3 => GameResult::WhiteWins,
                    4..=6 => GameResult::BlackWins,
                    7..=9 => GameResult::Draw,
                    10 => GameResult::WhiteForfeit,
                    _ => GameResult::BlackForfeit,
                };
                t.apply(&Action::SetResult { round, board: b, result: Some(result), by_count: false }).unwrap();
            }
        }
    }
    eprintln!("{same} of {total} rounds paired identically");
}
