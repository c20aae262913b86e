//! `tournament …`: the chief arbiter's command line over a tournament folder
//! (`tournament.json` and its journal, `victoria_tournament::Folder`): a new event, players,
//! the next round's pairing, results typed or collected from the boards' game files, the
//! standings, the prints (PDF) and FIDE's TRF. Every change goes through the folder's journal
//! before it counts; every refusal names what is wrong.

use super::parse_lang;
use crate::i18n::{Words, io_words};
use crate::t;
use std::path::PathBuf;
use victoria_sheet::tournament::{TournamentPrint, render_tournament};
use victoria_sheet::{Lang, Paper};
use victoria_tournament::{
    Action, ByeKind, Folder, GameResult, PairingSystem, Player, TieBreak, Tournament, pair_dutch, pair_next, read_trf,
    tie_break_of_code, write_trf,
};

#[derive(clap::Args, Debug)]
pub struct TournamentArgs {
    #[command(subcommand)]
    pub command: TournamentCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum TournamentCommand {
    /// Create an event in a new folder.
    New(NewArgs),
    /// Enter a player (the next free start number), withdraw one, or record a requested bye.
    Player(PlayerArgs),
    /// Pair the next round by the event's system and print its boards.
    Pair(PairArgs),
    /// Type a board's result: 1-0, 0-1, 1/2-1/2, +/-, -/+, -/- or adjourned.
    Result(ResultArgs),
    /// Take the results of the boards' game files in a folder (checked, seals verified).
    Import(ImportArgs),
    /// Print the standings with the event's tie-breaks.
    Standings(FolderArg),
    /// Print a pairing list, the result slips, the standings or the crosstable to a PDF.
    Print(PrintArgs),
    /// FIDE's TRF: export the event, or create an event folder from a TRF file.
    Trf(TrfArgs),
}

#[derive(clap::Args, Debug)]
pub struct FolderArg {
    /// The tournament folder.
    pub dir: PathBuf,
}

#[derive(clap::Args, Debug)]
pub struct NewArgs {
    /// The tournament folder to create.
    pub dir: PathBuf,
    /// The event's name (the boards' game files carry it).
    #[arg(long)]
    pub name: String,
    /// victoria or classical.
    #[arg(long, default_value = "victoria")]
    pub ruleset: String,
    /// rr (round robin, FIDE Berger tables), drr (double round robin) or swiss (FIDE Dutch).
    #[arg(long, default_value = "rr")]
    pub system: String,
    /// Planned rounds (a round robin's are set by its players when it is paired).
    #[arg(long, default_value_t = 0)]
    pub rounds: u32,
    /// Baku acceleration (C.04.7) for a Swiss event.
    #[arg(long)]
    pub baku: bool,
    /// The time control as the event announces it (e.g. 60+30).
    #[arg(long, default_value = "")]
    pub time_control: String,
    /// Tie-breaks in order, by their TRF codes (e.g. DE,SB,KS,WIN or BH/C1,BH,SB).
    #[arg(long, default_value = "")]
    pub tie_breaks: String,
    #[arg(long, default_value = "")]
    pub city: String,
    #[arg(long, default_value = "")]
    pub chief_arbiter: String,
    #[arg(long, default_value = "")]
    pub start_date: String,
}

#[derive(clap::Args, Debug)]
pub struct PlayerArgs {
    /// The tournament folder.
    pub dir: PathBuf,
    /// A new player's name.
    #[arg(long, conflicts_with_all = ["withdraw", "bye"])]
    pub name: Option<String>,
    #[arg(long)]
    pub rating: Option<u32>,
    #[arg(long, default_value = "")]
    pub title: String,
    #[arg(long, default_value = "")]
    pub club: String,
    #[arg(long, default_value = "")]
    pub federation: String,
    #[arg(long)]
    pub fide_id: Option<u64>,
    /// Withdraw this start number from `--round` on.
    #[arg(long, requires = "round")]
    pub withdraw: Option<u32>,
    /// Record a requested bye for this start number in `--round`.
    #[arg(long, requires = "round")]
    pub bye: Option<u32>,
    /// half, full or zero (for `--bye`).
    #[arg(long, default_value = "half")]
    pub kind: String,
    #[arg(long)]
    pub round: Option<u32>,
}

#[derive(clap::Args, Debug)]
pub struct PairArgs {
    /// The tournament folder.
    pub dir: PathBuf,
    /// Say why each float and colour was chosen (Swiss).
    #[arg(long)]
    pub explain: bool,
}

#[derive(clap::Args, Debug)]
pub struct ResultArgs {
    /// The tournament folder.
    pub dir: PathBuf,
    #[arg(long)]
    pub round: u32,
    #[arg(long)]
    pub board: u32,
    /// 1-0, 0-1, 1/2-1/2, +/-, -/+, -/-, adjourned, or none to clear.
    pub result: String,
    /// A Victoria game won by the point count (R27).
    #[arg(long)]
    pub by_count: bool,
}

#[derive(clap::Args, Debug)]
pub struct ImportArgs {
    /// The tournament folder.
    pub dir: PathBuf,
    /// The folder of the boards' game files (a USB stick, another desk's folder).
    pub games: PathBuf,
}

#[derive(clap::Args, Debug)]
pub struct PrintArgs {
    /// The tournament folder.
    pub dir: PathBuf,
    /// pairings, by-name, slips, standings or crosstable.
    #[arg(long)]
    pub what: String,
    /// The round of a pairing list or slips (by default the last paired).
    #[arg(long)]
    pub round: Option<u32>,
    /// Where to write the PDF.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
    /// a4 or letter.
    #[arg(long, default_value = "a4", value_parser = |s: &str| s.parse::<Paper>())]
    pub paper: Paper,
    /// Language of the print (by default that of the messages).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

#[derive(clap::Args, Debug)]
pub struct TrfArgs {
    /// export or import.
    pub action: String,
    /// export: the tournament folder; import: the TRF file.
    pub from: PathBuf,
    /// export: the TRF file to write (standard output without it); import: the new folder.
    pub to: Option<PathBuf>,
}

fn say(lang: Lang, id: &str, what: &str) -> i32 {
    eprintln!("{}", t!(lang, "cli-failed", error = t!(lang, id, what = what)));
    2
}

fn open(dir: &std::path::Path, lang: Lang) -> Result<Folder, i32> {
    match Folder::open(dir) {
        Ok((f, notes)) => {
            for n in notes {
                eprintln!("{}", n.words(lang));
            }
            Ok(f)
        }
        Err(e) => {
            eprintln!("{}", t!(lang, "cli-failed", error = e.words(lang)));
            Err(2)
        }
    }
}

fn apply(f: &mut Folder, a: Action, lang: Lang) -> Result<(), i32> {
    f.apply(a).map_err(|e| {
        eprintln!("{}", t!(lang, "cli-failed", error = e.words(lang)));
        1
    })
}

fn system(s: &str, baku: bool) -> Option<PairingSystem> {
    match s {
        "rr" => Some(PairingSystem::RoundRobin { double: false }),
        "drr" => Some(PairingSystem::RoundRobin { double: true }),
        "swiss" => Some(PairingSystem::Swiss { baku_acceleration: baku }),
        _ => None,
    }
}

fn tie_breaks(list: &str) -> Result<Vec<TieBreak>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(|c| tie_break_of_code(c).ok_or_else(|| c.to_string()))
        .collect()
}

fn result_of(s: &str) -> Result<Option<GameResult>, ()> {
    Ok(Some(match s {
        "1-0" => GameResult::WhiteWins,
        "0-1" => GameResult::BlackWins,
        "1/2-1/2" | "½-½" | "=" => GameResult::Draw,
        "+/-" | "+-" => GameResult::WhiteForfeit,
        "-/+" | "-+" => GameResult::BlackForfeit,
        "-/-" | "--" => GameResult::DoubleForfeit,
        "adjourned" => GameResult::Adjourned,
        "none" => return Ok(None),
        _ => return Err(()),
    }))
}

/// `victoria-arbiter tournament …`.
pub fn tournament(a: TournamentArgs, lang: Lang) -> i32 {
    let run = match a.command {
        TournamentCommand::New(a) => new(a, lang),
        TournamentCommand::Player(a) => player(a, lang),
        TournamentCommand::Pair(a) => pair(a, lang),
        TournamentCommand::Result(a) => result(a, lang),
        TournamentCommand::Import(a) => import(a, lang),
        TournamentCommand::Standings(a) => standings(a, lang),
        TournamentCommand::Print(a) => print(a, lang),
        TournamentCommand::Trf(a) => trf(a, lang),
    };
    run.unwrap_or_else(|code| code)
}

fn new(a: NewArgs, lang: Lang) -> Result<i32, i32> {
    let Some(system) = system(&a.system, a.baku) else { return Err(say(lang, "cli-tour-bad-system", &a.system)) };
    if a.ruleset != "victoria" && a.ruleset != "classical" {
        return Err(say(lang, "cli-tour-bad-ruleset", &a.ruleset));
    }
    let tbs = tie_breaks(&a.tie_breaks).map_err(|c| say(lang, "cli-tour-bad-tie-break", &c))?;
    let mut t = Tournament::new(a.name, a.ruleset, a.rounds, system);
    t.tie_breaks = tbs;
    t.time_control = a.time_control;
    t.city = a.city;
    t.chief_arbiter = a.chief_arbiter;
    t.start_date = a.start_date;
    Folder::create(&a.dir, t).map_err(|e| {
        eprintln!("{}", t!(lang, "cli-failed", error = e.words(lang)));
        2
    })?;
    println!("{}", t!(lang, "cli-tour-created", dir = a.dir.display().to_string()));
    Ok(0)
}

fn player(a: PlayerArgs, lang: Lang) -> Result<i32, i32> {
    let mut f = open(&a.dir, lang)?;
    if let Some(name) = a.name {
        let number = f.tournament().players.iter().map(|p| p.number).max().unwrap_or(0) + 1;
        let mut p = Player::new(number, name.as_str());
        (p.rating, p.title, p.club, p.federation, p.fide_id) = (a.rating, a.title, a.club, a.federation, a.fide_id);
        apply(&mut f, Action::AddPlayer { player: p }, lang)?;
        println!("{}", t!(lang, "cli-tour-player-added", number = number, name = name.as_str()));
    } else if let (Some(player), Some(round)) = (a.withdraw, a.round) {
        apply(&mut f, Action::Withdraw { player, from_round: round }, lang)?;
        println!("{}", t!(lang, "cli-tour-withdrawn", number = player, round = round));
    } else if let (Some(player), Some(round)) = (a.bye, a.round) {
        let kind = match a.kind.as_str() {
            "half" => ByeKind::Half,
            "full" => ByeKind::Full,
            "zero" => ByeKind::Zero,
            other => return Err(say(lang, "cli-tour-bad-bye", other)),
        };
        apply(&mut f, Action::RequestBye { player, round, kind }, lang)?;
        println!("{}", t!(lang, "cli-tour-bye", number = player, round = round));
    } else {
        return Err(say(lang, "cli-tour-player-what", ""));
    }
    Ok(0)
}

fn pair(a: PairArgs, lang: Lang) -> Result<i32, i32> {
    let mut f = open(&a.dir, lang)?;
    // A round robin announced without its number of rounds gets those of its players' table.
    if let PairingSystem::RoundRobin { double } = f.tournament().system
        && f.tournament().rounds == 0
        && f.tournament().played.is_empty()
    {
        let n = f.tournament().players.iter().filter(|p| p.withdrawn_from.is_none()).count() as u32;
        let single = if n.is_multiple_of(2) { n.saturating_sub(1) } else { n };
        apply(&mut f, Action::SetRounds { rounds: if double { 2 * single } else { single } }, lang)?;
    }
    let t = f.tournament();
    let explained = match (a.explain, &t.system) {
        (true, PairingSystem::Swiss { .. }) => pair_dutch(t).map(|p| (p.round, p.explanations)),
        _ => pair_next(t).map(|r| (r, Vec::new())),
    };
    let (round, why) = explained.map_err(|e| {
        eprintln!("{}", t!(lang, "cli-failed", error = e.words(lang)));
        1
    })?;
    let number = round.number;
    apply(&mut f, Action::PairRound { round }, lang)?;
    print_round(f.tournament(), number, lang);
    for w in why {
        println!("  {}", w.words(lang));
    }
    Ok(0)
}

fn print_round(t: &Tournament, round: u32, lang: Lang) {
    println!("{}", t!(lang, "cli-tour-round", round = round));
    for b in victoria_tournament::prints::pairing_by_board(t, round) {
        println!(
            "{:>3}  {:>3} {:<24} {:>5}  {:<24} {:>3}",
            b.board,
            b.white,
            b.white_name,
            if b.result.is_empty() { "-".to_string() } else { b.result },
            b.black_name,
            b.black
        );
    }
    if let Some(r) = t.round(round) {
        for u in &r.unpaired {
            let name = t.player(u.player).map(|p| p.name.clone()).unwrap_or_default();
            println!("{}", t!(lang, "cli-tour-unpaired", number = u.player, name = name.as_str()));
        }
    }
}

fn result(a: ResultArgs, lang: Lang) -> Result<i32, i32> {
    let Ok(result) = result_of(a.result.trim()) else { return Err(say(lang, "cli-tour-bad-result", &a.result)) };
    let mut f = open(&a.dir, lang)?;
    apply(&mut f, Action::SetResult { round: a.round, board: a.board, result, by_count: a.by_count }, lang)?;
    let shown = result.map(|r| r.notation()).unwrap_or("-");
    println!("{}", t!(lang, "cli-tour-result", round = a.round, board = a.board, result = shown));
    Ok(0)
}

fn import(a: ImportArgs, lang: Lang) -> Result<i32, i32> {
    let mut f = open(&a.dir, lang)?;
    let findings = victoria_session::boards::collect(f.tournament(), &a.games).map_err(|e| {
        eprintln!("{}", t!(lang, "cli-cannot-read", file = a.games.display().to_string(), error = io_words(&e, lang)));
        2
    })?;
    let mut problems = 0;
    for ff in findings {
        let name = ff.file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        println!("{name}: {}", ff.finding.words(lang));
        use victoria_session::boards::Finding::*;
        match ff.finding {
            Counted { action, .. } => apply(&mut f, action, lang)?,
            AlreadyRecorded { .. } | OtherEvent { .. } => {}
            _ => problems += 1,
        }
    }
    Ok(if problems > 0 { 1 } else { 0 })
}

fn standings(a: FolderArg, lang: Lang) -> Result<i32, i32> {
    let f = open(&a.dir, lang)?;
    let t = f.tournament();
    let codes: Vec<String> = t.tie_breaks.iter().map(|&tb| victoria_tournament::tie_break_code(tb)).collect();
    println!("{}", t!(lang, "cli-tour-standings", name = t.name.as_str(), rounds = t.played.len()));
    let cells = |v: &[String]| v.iter().map(|c| format!("{c:>6}")).collect::<String>();
    println!("{:>3} {:>3}  {:<24} {:>5}{}", "#", "No", "", t!(lang, "cli-tour-points"), cells(&codes));
    for s in victoria_tournament::prints::standing_rows(t) {
        let score = s.score.to_string();
        println!("{:>3} {:>3}  {:<24} {:>5}{}", s.rank, s.player, s.name, score, cells(&s.tie_breaks));
    }
    Ok(0)
}

fn print(a: PrintArgs, lang: Lang) -> Result<i32, i32> {
    let f = open(&a.dir, lang)?;
    let t = f.tournament();
    let round = a.round.unwrap_or(t.played.len() as u32);
    let what = match a.what.as_str() {
        "pairings" => TournamentPrint::PairingsByBoard { round },
        "by-name" => TournamentPrint::PairingsByName { round },
        "slips" => TournamentPrint::Slips { round },
        "standings" => TournamentPrint::Standings,
        "crosstable" => TournamentPrint::Crosstable,
        other => return Err(say(lang, "cli-tour-bad-print", other)),
    };
    let pdf = render_tournament(t, what, a.paper, a.lang.unwrap_or(lang)).map_err(|e| {
        eprintln!("{}", t!(lang, "cli-failed", error = e.words(lang)));
        1
    })?;
    victoria_tournament::write_atomically(&a.output, &pdf).map_err(|e| {
        eprintln!("{}", t!(lang, "cli-failed", error = e.words(lang)));
        2
    })?;
    println!("{}", t!(lang, "cli-tour-printed", file = a.output.display().to_string()));
    Ok(0)
}

fn trf(a: TrfArgs, lang: Lang) -> Result<i32, i32> {
    match a.action.as_str() {
        "export" => {
            let f = open(&a.from, lang)?;
            let text = write_trf(f.tournament());
            match a.to {
                Some(path) => {
                    std::fs::write(&path, text).map_err(|e| {
                        let error = io_words(&e, lang);
                        eprintln!("{}", t!(lang, "cli-cannot-write", file = path.display().to_string(), error = error));
                        5
                    })?;
                }
                None => print!("{text}"),
            }
            Ok(0)
        }
        "import" => {
            let Some(dir) = a.to else { return Err(say(lang, "cli-tour-trf-folder", "")) };
            let text = std::fs::read_to_string(&a.from).map_err(|e| {
                let error = io_words(&e, lang);
                eprintln!("{}", t!(lang, "cli-cannot-read", file = a.from.display().to_string(), error = error));
                5
            })?;
            let t = read_trf(&text).map_err(|e| {
                eprintln!("{}", t!(lang, "cli-failed", error = e.words(lang)));
                3
            })?;
            let players = t.players.len();
            let rounds = t.played.len();
            Folder::create(&dir, t).map_err(|e| {
                eprintln!("{}", t!(lang, "cli-failed", error = e.words(lang)));
                2
            })?;
            println!(
                "{}",
                t!(lang, "cli-tour-trf-read", players = players, rounds = rounds, dir = dir.display().to_string())
            );
            Ok(0)
        }
        other => Err(say(lang, "cli-tour-trf-action", other)),
    }
}
