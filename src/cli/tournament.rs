//! `tournament …`: the chief arbiter's command line over a tournament folder
//! (`tournament.json` and its journal, `victoria_tournament::Folder`): a new event, players,
//! the next round's pairing, results typed or collected from the boards' game files, the
//! standings, the prints (PDF) and FIDE's TRF. Every change goes through the folder's journal
//! before it counts; every refusal names what is wrong.

use super::parse_lang;
use crate::i18n::{Words, io_words};
use crate::t;
use std::path::PathBuf;
use victoria_session::tournament::PrintKind;
use victoria_sheet::Paper;
use victoria_sheet::tournament::{TournamentPrint, render_tournament};
use victoria_tournament::{
    Action, ByeKind, Folder, GameResult, PairingSystem, Player, TieBreak, Tournament, default_tie_breaks, legend,
    pair_dutch, pair_next, read_trf_bytes, tie_break_code, tie_break_of_code, write_trf_bytes, write_trf_fide,
};
use victoria_words::Lang;

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
    /// Print the standings after a round with the event's tie-breaks and their legend.
    Standings(StandingsArgs),
    /// Show the event's tie-break list with its legend, or set a new one (also for an imported
    /// event).
    TieBreaks(TieBreaksArgs),
    /// Print the start list (the initial ranking, by start number).
    StartList(FolderArg),
    /// Fix the initial ranking before round 1: FIDE's order (rating, title, name), or the
    /// arbiter's order of start numbers.
    Rank(RankArgs),
    /// The rating the regulations give unrated players (initial ranking, ARO, TPR), or `none`.
    UnratedRating(UnratedArgs),
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
pub struct StandingsArgs {
    /// The tournament folder.
    pub dir: PathBuf,
    /// The standings after this round (by default the last round whose results are all in).
    #[arg(long)]
    pub round: Option<u32>,
}

#[derive(clap::Args, Debug)]
pub struct TieBreaksArgs {
    /// The tournament folder.
    pub dir: PathBuf,
    /// The new list by C.07 codes in order (e.g. BH/C1,BH,SB,DE,WIN; `none` for none); without
    /// it the current list is shown.
    pub list: Option<String>,
}

#[derive(clap::Args, Debug)]
pub struct UnratedArgs {
    /// The tournament folder.
    pub dir: PathBuf,
    /// The rating (e.g. 1000), or `none`.
    pub rating: String,
}

#[derive(clap::Args, Debug)]
pub struct RankArgs {
    /// The tournament folder.
    pub dir: PathBuf,
    /// The arbiter's order: every start number once, comma-separated (by default FIDE's order).
    #[arg(long)]
    pub order: Option<String>,
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
    /// Tie-breaks in order, by their C.07 codes (e.g. DE,SB,KS,WIN or BH/C1,BH,SB; `none` for
    /// none). By default FIDE's usual list for the system, as on the screen.
    #[arg(long)]
    pub tie_breaks: Option<String>,
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
    /// The name in Latin letters for FIDE's report (with `--name`, or with `--edit N` to correct
    /// the transliteration of player N).
    #[arg(long)]
    pub latin_name: Option<String>,
    /// Correct player N's details given with this command (`--latin-name`).
    #[arg(long, requires = "latin_name", conflicts_with_all = ["name", "withdraw", "bye"])]
    pub edit: Option<u32>,
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
    /// pairings, by-name, slips, start-list, standings or crosstable.
    #[arg(long)]
    pub what: String,
    /// The round of a pairing list or slips (by default the last paired), or the round the
    /// standings are after (by default the last with all its results).
    #[arg(long)]
    pub round: Option<u32>,
    /// Where to write the PDF (by default into the tournament folder, named as the Tournament
    /// screen names it: `standings-after-round2.pdf`, `pairings-round3-ru.pdf`…).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// a4 or letter.
    #[arg(long, default_value = "a4", value_parser = super::sheet::parse_paper)]
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
    /// import: the file is Latin-1 (ISO 8859-1), not UTF-8.
    #[arg(long)]
    pub latin1: bool,
    /// export: FIDE's report, every name in Latin letters (a player's corrected Latin name, else
    /// a transliteration).
    #[arg(long)]
    pub fide: bool,
}

fn say(lang: Lang, id: &str, what: &str) -> i32 {
    super::fail(lang, &t!(lang, id, what = what))
}

fn open(dir: &std::path::Path, lang: Lang) -> Result<Folder, i32> {
    match Folder::open(dir) {
        Ok((f, notes)) => {
            for n in notes {
                eprintln!("{}", t!(lang, "cli-note", note = super::clause(&n.words(lang))));
            }
            Ok(f)
        }
        Err(e) => Err(super::fail(lang, &e.words(lang))),
    }
}

fn apply(f: &mut Folder, a: Action, lang: Lang) -> Result<(), i32> {
    f.apply(a).map_err(|e| {
        eprintln!("{}", super::failed(lang, &e.words(lang)));
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

/// Refuses an unknown tie-break code, naming every code the event can take (the one list the
/// screen names too, `TIE_BREAK_NAMES`).
fn bad_tie_break(lang: Lang, code: &str) -> i32 {
    let known = victoria_tournament::TIE_BREAK_NAMES.join(", ");
    eprintln!("{}", super::failed(lang, &t!(lang, "cli-tour-bad-tie-break", what = code, known = known)));
    2
}

fn tie_breaks(list: &str) -> Result<Vec<TieBreak>, String> {
    if list.trim().eq_ignore_ascii_case("none") {
        return Ok(Vec::new());
    }
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
        TournamentCommand::TieBreaks(a) => set_tie_breaks(a, lang),
        TournamentCommand::StartList(a) => start_list(a, lang),
        TournamentCommand::Rank(a) => rank(a, lang),
        TournamentCommand::UnratedRating(a) => unrated_rating(a, lang),
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
    let tbs = match &a.tie_breaks {
        Some(list) => tie_breaks(list).map_err(|c| bad_tie_break(lang, &c))?,
        None => default_tie_breaks(&system, &a.ruleset),
    };
    let mut t = Tournament::new(a.name, a.ruleset, a.rounds, system);
    t.tie_breaks = tbs;
    t.time_control = a.time_control;
    t.city = a.city;
    t.chief_arbiter = a.chief_arbiter;
    t.start_date = a.start_date;
    Folder::create(&a.dir, t).map_err(|e| {
        eprintln!("{}", super::failed(lang, &e.words(lang)));
        2
    })?;
    outln!("{}", t!(lang, "cli-tour-created", dir = a.dir.display().to_string()));
    Ok(0)
}

fn player(a: PlayerArgs, lang: Lang) -> Result<i32, i32> {
    let mut f = open(&a.dir, lang)?;
    if let Some(name) = a.name {
        let number = f.tournament().players.iter().map(|p| p.number).max().unwrap_or(0) + 1;
        let mut p = Player::new(number, name.as_str());
        (p.rating, p.title, p.club, p.federation, p.fide_id) = (a.rating, a.title, a.club, a.federation, a.fide_id);
        p.latin_name = a.latin_name.unwrap_or_default();
        apply(&mut f, Action::AddPlayer { player: p }, lang)?;
        // A late entry after the initial ranking takes his place by FIDE's order.
        let number = f.tournament().players.iter().find(|p| p.name == name).map_or(number, |p| p.number);
        outln!("{}", t!(lang, "cli-tour-player-added", number = number, name = name.as_str()));
    } else if let (Some(number), Some(latin)) = (a.edit, a.latin_name) {
        let Some(mut p) = f.tournament().player(number).cloned() else {
            return Err(say(lang, "cli-tour-no-player", &number.to_string()));
        };
        p.latin_name = latin;
        apply(&mut f, Action::EditPlayer { player: p.clone() }, lang)?;
        outln!("{}", t!(lang, "cli-tour-player-added", number = number, name = p.name.as_str()));
    } else if let (Some(player), Some(round)) = (a.withdraw, a.round) {
        apply(&mut f, Action::Withdraw { player, from_round: round }, lang)?;
        outln!("{}", t!(lang, "cli-tour-withdrawn", number = player, round = round));
    } else if let (Some(player), Some(round)) = (a.bye, a.round) {
        let kind = match a.kind.as_str() {
            "half" => ByeKind::Half,
            "full" => ByeKind::Full,
            "zero" => ByeKind::Zero,
            other => return Err(say(lang, "cli-tour-bad-bye", other)),
        };
        apply(&mut f, Action::RequestBye { player, round, kind }, lang)?;
        outln!("{}", t!(lang, "cli-tour-bye", number = player, round = round));
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
    // Round 1 of a Swiss is paired from FIDE's initial ranking (C.04.2), fixed here unless the
    // arbiter fixed one.
    if matches!(f.tournament().system, PairingSystem::Swiss { .. })
        && f.tournament().played.is_empty()
        && !f.tournament().ranked
    {
        let before: Vec<u32> = f.tournament().players.iter().map(|p| p.number).collect();
        let order = f.tournament().fide_order();
        apply(&mut f, Action::RankPlayers { order: Vec::new() }, lang)?;
        if order != before {
            outln!("{}", t!(lang, "cli-tour-ranked"));
            print_start_list(f.tournament());
        }
    }
    let t = f.tournament();
    let explained = match (a.explain, &t.system) {
        (true, PairingSystem::Swiss { .. }) => pair_dutch(t).map(|p| (p.round, p.explanations)),
        _ => pair_next(t).map(|r| (r, Vec::new())),
    };
    let (round, why) = explained.map_err(|e| {
        eprintln!("{}", super::failed(lang, &e.words(lang)));
        1
    })?;
    let number = round.number;
    apply(&mut f, Action::PairRound { round }, lang)?;
    print_round(f.tournament(), number, lang);
    for w in why {
        outln!("  {}", w.words(lang));
    }
    Ok(0)
}

fn print_round(t: &Tournament, round: u32, lang: Lang) {
    outln!("{}", t!(lang, "cli-tour-round", round = round));
    let rows: Vec<Vec<String>> = victoria_tournament::prints::pairing_by_board(t, round)
        .into_iter()
        .map(|b| {
            let result = if b.result.is_empty() { "-".to_string() } else { b.result };
            vec![b.board.to_string(), b.white.to_string(), b.white_name, result, b.black_name, b.black.to_string()]
        })
        .collect();
    for line in aligned(&rows, &[true, true, false, true, false, true]) {
        outln!("{line}");
    }
    if let Some(r) = t.round(round) {
        for u in &r.unpaired {
            let name = t.player(u.player).map(|p| p.name.clone()).unwrap_or_default();
            outln!("{}", t!(lang, "cli-tour-unpaired", number = u.player, name = name.as_str()));
        }
    }
}

fn result(a: ResultArgs, lang: Lang) -> Result<i32, i32> {
    let Ok(result) = result_of(a.result.trim()) else { return Err(say(lang, "cli-tour-bad-result", &a.result)) };
    let mut f = open(&a.dir, lang)?;
    apply(&mut f, Action::SetResult { round: a.round, board: a.board, result, by_count: a.by_count }, lang)?;
    let shown = result.map(|r| r.notation()).unwrap_or("-");
    outln!("{}", t!(lang, "cli-tour-result", round = a.round, board = a.board, result = shown));
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
        outln!("{name}: {}", ff.finding.words(lang));
        use victoria_session::boards::Finding::*;
        match ff.finding {
            Counted { action, .. } => apply(&mut f, action, lang)?,
            AlreadyRecorded { .. } | OtherEvent { .. } => {}
            _ => problems += 1,
        }
    }
    Ok(if problems > 0 { 1 } else { 0 })
}

/// Columns aligned for any width: each as wide as its widest cell (in characters), numbers to
/// the right, names to the left, two spaces between.
fn aligned(rows: &[Vec<String>], right: &[bool]) -> Vec<String> {
    let n = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width: Vec<usize> =
        (0..n).map(|k| rows.iter().filter_map(|r| r.get(k)).map(|c| c.chars().count()).max().unwrap_or(0)).collect();
    rows.iter()
        .map(|r| {
            let cells: Vec<String> = r
                .iter()
                .enumerate()
                .map(|(k, c)| {
                    let pad = " ".repeat(width[k] - c.chars().count());
                    if right.get(k).copied().unwrap_or(true) { format!("{pad}{c}") } else { format!("{c}{pad}") }
                })
                .collect();
            cells.join("  ").trim_end().to_string()
        })
        .collect()
}

fn standings(a: StandingsArgs, lang: Lang) -> Result<i32, i32> {
    let f = open(&a.dir, lang)?;
    let t = f.tournament();
    let complete = t.complete_rounds();
    let round = a.round.unwrap_or(complete);
    if round > complete {
        return Err(say(lang, "cli-tour-round-incomplete", &round.to_string()));
    }
    let codes: Vec<String> = t.tie_breaks.iter().map(|&tb| tie_break_code(tb)).collect();
    outln!("{}", t!(lang, "cli-tour-standings", name = t.name.as_str(), round = round));
    let mut rows =
        vec![[vec!["#".to_string(), "No".into(), String::new(), t!(lang, "cli-tour-points")], codes].concat()];
    for s in victoria_tournament::prints::standing_rows_after(t, round) {
        rows.push([vec![s.rank.to_string(), s.player.to_string(), s.name, s.score.to_string()], s.tie_breaks].concat());
    }
    for line in aligned(&rows, &[true, true, false]) {
        outln!("{line}");
    }
    print_legend(t, lang);
    Ok(0)
}

fn print_legend(t: &Tournament, lang: Lang) {
    let l = legend(&t.tie_breaks, lang);
    if l.is_empty() {
        return;
    }
    outln!();
    let rows: Vec<Vec<String>> = l.into_iter().map(|(code, name)| vec![code, name]).collect();
    for line in aligned(&rows, &[false, false]) {
        outln!("{line}");
    }
}

fn set_tie_breaks(a: TieBreaksArgs, lang: Lang) -> Result<i32, i32> {
    let mut f = open(&a.dir, lang)?;
    if let Some(list) = a.list {
        let tbs = tie_breaks(&list).map_err(|c| bad_tie_break(lang, &c))?;
        apply(&mut f, Action::SetTieBreaks { tie_breaks: tbs }, lang)?;
    }
    let t = f.tournament();
    let codes: Vec<String> = t.tie_breaks.iter().map(|&tb| tie_break_code(tb)).collect();
    outln!("{}", t!(lang, "cli-tour-tie-breaks", list = codes.join(",")));
    print_legend(t, lang);
    Ok(0)
}

fn print_start_list(t: &Tournament) {
    let mut rows = Vec::new();
    for r in victoria_tournament::prints::start_list(t) {
        rows.push(vec![
            r.number.to_string(),
            r.title,
            r.name,
            r.rating.map(|x| x.to_string()).unwrap_or_default(),
            r.federation,
        ]);
    }
    for line in aligned(&rows, &[true, false, false, true, false]) {
        outln!("{line}");
    }
}

fn start_list(a: FolderArg, lang: Lang) -> Result<i32, i32> {
    let f = open(&a.dir, lang)?;
    let t = f.tournament();
    outln!("{}", t!(lang, "cli-tour-start-list", name = t.name.as_str()));
    print_start_list(t);
    outln!("{}", t!(lang, "print-start-order", order = victoria_tournament::prints::start_order(t).key()));
    Ok(0)
}

fn unrated_rating(a: UnratedArgs, lang: Lang) -> Result<i32, i32> {
    let rating = match a.rating.trim() {
        "none" => None,
        r => Some(r.parse::<u32>().map_err(|_| say(lang, "cli-tour-bad-rating", r))?),
    };
    let mut f = open(&a.dir, lang)?;
    apply(&mut f, Action::SetUnratedRating { rating }, lang)?;
    let shown = rating.map_or("none".to_string(), |r| r.to_string());
    outln!("{}", t!(lang, "cli-tour-unrated-rating", rating = shown));
    Ok(0)
}

fn rank(a: RankArgs, lang: Lang) -> Result<i32, i32> {
    let mut f = open(&a.dir, lang)?;
    let order = match &a.order {
        None => Vec::new(),
        Some(list) => list
            .split(',')
            .map(|n| n.trim().parse::<u32>().map_err(|_| say(lang, "cli-tour-bad-order", n.trim())))
            .collect::<Result<Vec<u32>, i32>>()?,
    };
    let said = if order.is_empty() { "cli-tour-ranked" } else { "cli-tour-ranked-given" };
    apply(&mut f, Action::RankPlayers { order }, lang)?;
    outln!("{}", t!(lang, said));
    print_start_list(f.tournament());
    Ok(0)
}

fn print(a: PrintArgs, lang: Lang) -> Result<i32, i32> {
    let f = open(&a.dir, lang)?;
    let t = f.tournament();
    let kind = PrintKind::of_key(&a.what).ok_or_else(|| say(lang, "cli-tour-bad-print", &a.what))?;
    // A round's print: the last paired by default; the standings and crosstable: after the last
    // round whose results are all in.
    let round = match a.round {
        Some(r) => r,
        None if kind.after_round() => t.complete_rounds(),
        None => t.played.len() as u32,
    };
    let print = match kind {
        PrintKind::Standings if a.round.is_none() => TournamentPrint::Standings,
        kind => kind.print(round),
    };
    let print_lang = a.lang.unwrap_or(lang);
    let pdf = render_tournament(t, print, a.paper, print_lang).map_err(|e| {
        eprintln!("{}", super::failed(lang, &e.words(lang)));
        1
    })?;
    // Beside the event by default, under the name the Tournament screen gives it (one file per
    // round: the standings after round 2 stay when round 3's are printed).
    let output = a.output.unwrap_or_else(|| a.dir.join(kind.file_name(round, print_lang)));
    victoria_tournament::write_atomically(&output, &pdf).map_err(|e| {
        eprintln!("{}", super::failed(lang, &e.words(lang)));
        2
    })?;
    outln!("{}", t!(lang, "cli-tour-printed", file = output.display().to_string()));
    Ok(0)
}

fn trf(a: TrfArgs, lang: Lang) -> Result<i32, i32> {
    match a.action.as_str() {
        "export" => {
            let f = open(&a.from, lang)?;
            let bytes =
                if a.fide { write_trf_fide(f.tournament()).into_bytes() } else { write_trf_bytes(f.tournament()) };
            match a.to {
                Some(path) => {
                    std::fs::write(&path, bytes).map_err(|e| {
                        let error = io_words(&e, lang);
                        eprintln!("{}", t!(lang, "cli-cannot-write", file = path.display().to_string(), error = error));
                        5
                    })?;
                }
                None => {
                    use std::io::Write;
                    let mut out = std::io::stdout().lock();
                    if let Err(e) = out.write_all(&bytes).and_then(|()| out.flush())
                        && e.kind() != std::io::ErrorKind::BrokenPipe
                    {
                        eprintln!("{e}");
                        return Err(5);
                    }
                }
            }
            Ok(0)
        }
        "import" => {
            let Some(dir) = a.to else { return Err(say(lang, "cli-tour-trf-folder", "")) };
            let bytes = std::fs::read(&a.from).map_err(|e| {
                let error = io_words(&e, lang);
                eprintln!("{}", t!(lang, "cli-cannot-read", file = a.from.display().to_string(), error = error));
                5
            })?;
            let t = read_trf_bytes(&bytes, a.latin1).map_err(|e| {
                eprintln!("{}", super::failed(lang, &e.words(lang)));
                3
            })?;
            let players = t.players.len();
            let rounds = t.played.len();
            Folder::create(&dir, t).map_err(|e| {
                eprintln!("{}", super::failed(lang, &e.words(lang)));
                2
            })?;
            outln!(
                "{}",
                t!(lang, "cli-tour-trf-read", players = players, rounds = rounds, dir = dir.display().to_string())
            );
            Ok(0)
        }
        other => Err(say(lang, "cli-tour-trf-action", other)),
    }
}
