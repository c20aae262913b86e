//! The tie-breaks' codes as C.07 (2024) and TRF-2026 write them (`BH/C1`, `SB`, `ARO/C1`,
//! `AOB` …): [`tie_break_code`] writes one, [`tie_break_of_code`] reads one, and
//! [`TIE_BREAK_NAMES`] lists the names in C.07's order. The TRF reader and writer, the standings'
//! legend and the command line share them.

use crate::model::TieBreak;

/// The TRF-2026 code of a tie-break (C.07's abbreviation with its modifier: `BH/C1`, `SB`, `ARO/C1`).
pub fn tie_break_code(tb: TieBreak) -> String {
    let cut = |name: &str, cut: u8| if cut == 0 { name.to_string() } else { format!("{name}/C{cut}") };
    match tb {
        TieBreak::Buchholz { cut: c } => cut("BH", c),
        TieBreak::MedianBuchholz { pairs } => format!("BH/M{pairs}"),
        TieBreak::ForeBuchholz { cut: c } => cut("FB", c),
        TieBreak::SonnebornBerger => "SB".into(),
        TieBreak::SonnebornBergerCut { cut: c } => cut("SB", c),
        TieBreak::AverageOfBuchholz => "AOB".into(),
        TieBreak::DirectEncounter => "DE".into(),
        TieBreak::Wins => "WIN".into(),
        TieBreak::WinsOverTheBoard => "WON".into(),
        TieBreak::GamesWithBlack => "BPG".into(),
        TieBreak::WinsWithBlack => "BWG".into(),
        TieBreak::GamesElected => "GE".into(),
        TieBreak::Progressive => "PS".into(),
        TieBreak::ProgressiveCut { cut: c } => cut("PS", c),
        TieBreak::AverageRatingOfOpponents => "ARO".into(),
        TieBreak::AverageRatingOfOpponentsCut { cut: c } => cut("ARO", c),
        TieBreak::PerformanceRating => "TPR".into(),
        TieBreak::AveragePerformanceOfOpponents => "APRO".into(),
        TieBreak::PerfectPerformance => "PTP".into(),
        TieBreak::AveragePerfectPerformanceOfOpponents => "APPO".into(),
        TieBreak::Koya => "KS".into(),
        TieBreak::WinsByPointCount => "VWC".into(),
    }
}

/// Every tie-break name the codes know, in C.07's order (the legend's order).
pub const TIE_BREAK_NAMES: &[&str] = &[
    "DE", "WIN", "WON", "BPG", "BWG", "GE", "BH", "FB", "SB", "AOB", "PS", "KS", "ARO", "TPR", "PTP", "APRO", "APPO",
    "VWC",
];

/// The tie-break of a C.07 code (`BH`, `BH/C1`, `BH/M1`, `SB/C1`, `ARO/C1`, `FB`, `AOB`, `TPR`,
/// …; upper or lower case), or `None` for a code Victoria does not compute.
pub fn tie_break_of_code(code: &str) -> Option<TieBreak> {
    let code = code.trim().to_uppercase();
    let (name, modifier) = match code.split_once('/') {
        Some((n, m)) => (n, Some(m)),
        None => (code.as_str(), None),
    };
    let n = |m: &str, letter: char| -> Option<u8> {
        let digits = m.strip_prefix(letter)?;
        digits.parse::<u8>().ok().filter(|&c| c <= 9)
    };
    let cut = match modifier {
        None => Some(0),
        Some(m) => n(m, 'C'),
    };
    Some(match (name, modifier) {
        ("BH", Some(m)) if m.starts_with('M') => TieBreak::MedianBuchholz { pairs: n(m, 'M').filter(|&p| p > 0)? },
        ("BH", _) => TieBreak::Buchholz { cut: cut? },
        ("FB", _) => TieBreak::ForeBuchholz { cut: cut? },
        ("SB", None) => TieBreak::SonnebornBerger,
        ("SB", _) => TieBreak::SonnebornBergerCut { cut: cut? },
        ("PS", None) => TieBreak::Progressive,
        ("PS", _) => TieBreak::ProgressiveCut { cut: cut? },
        ("ARO", None) => TieBreak::AverageRatingOfOpponents,
        ("ARO", _) => TieBreak::AverageRatingOfOpponentsCut { cut: cut? },
        ("AOB", None) => TieBreak::AverageOfBuchholz,
        ("DE", None) => TieBreak::DirectEncounter,
        ("WIN", None) => TieBreak::Wins,
        ("WON", None) => TieBreak::WinsOverTheBoard,
        ("BPG", None) => TieBreak::GamesWithBlack,
        ("BWG", None) => TieBreak::WinsWithBlack,
        ("GE" | "REP", None) => TieBreak::GamesElected,
        ("TPR", None) => TieBreak::PerformanceRating,
        ("APRO", None) => TieBreak::AveragePerformanceOfOpponents,
        ("PTP", None) => TieBreak::PerfectPerformance,
        ("APPO", None) => TieBreak::AveragePerfectPerformanceOfOpponents,
        ("KS", None) => TieBreak::Koya,
        ("VWC", None) => TieBreak::WinsByPointCount,
        _ => return None,
    })
}
