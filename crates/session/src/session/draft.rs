//! The scheme editor's draft and the record library's [`Scheme`]: one into the other, the
//! problems of a draft, a typed scheme or a scheme file read into a draft.

use crate::model::SchemeDraft;
use crate::t;
use std::path::Path;
use victoria_record::scheme::Scheme;
use victoria_rules::options::BastionPlacement;
use victoria_rules::{Color, Rules};
use victoria_words::Said;

/// The editor's draft as the record library's scheme.
pub fn draft_to_scheme(color: Color, d: &SchemeDraft) -> Result<Scheme, Said> {
    let mut s = Scheme { color, pieces: Vec::new(), bastions: Vec::new(), reserves: Vec::new() };
    for (sq, role) in &d.pieces {
        s.pieces.push((*role, *sq));
    }
    s.bastions = d.bastions.iter().copied().collect();
    for (i, sq) in d.reserve_squares().iter().enumerate() {
        let t = d.reserves[i].trim();
        if t.is_empty() {
            continue;
        }
        let Some(sq) = sq else { continue };
        let n: u16 = t.parse().map_err(|_| {
            let (square, text) = (sq.to_string(), t.to_string());
            Said::with(move |lang| t!(lang, "app-reserve-not-number", square = square.as_str(), text = text.as_str()))
        })?;
        s.reserves.push((*sq, n));
    }
    Ok(s)
}

/// Every problem of a draft (R2, R4, R7, R8, R14), from the record library's validation.
pub fn scheme_problems(rules: &Rules, color: Color, width: u8, height: u8, d: &SchemeDraft) -> Vec<Said> {
    let mut s = match draft_to_scheme(color, d) {
        Ok(s) => s,
        Err(e) => return vec![e],
    };
    s.fill_open_reserves(&rules.options);
    let mut opts = rules.options;
    if !rules.is_victoria() {
        opts.bastion_placement = BastionPlacement::None;
        opts.reserve = false;
    }
    match s.validate(&opts, width, height) {
        Ok(()) => Vec::new(),
        Err(e) => e.0.into_iter().map(Said::new).collect(),
    }
}

fn scheme_to_draft(s: &Scheme) -> SchemeDraft {
    let mut d = SchemeDraft::default();
    for (role, sq) in &s.pieces {
        d.pieces.insert(*sq, *role);
    }
    d.bastions = s.bastions.iter().copied().collect();
    for (i, sq) in d.reserve_squares().iter().enumerate() {
        if let Some(sq) = sq
            && let Some((_, n)) = s.reserves.iter().find(|r| r.0 == *sq)
        {
            d.reserves[i] = n.to_string();
        }
    }
    d
}

/// Reads a typed scheme (`Ke1 Qd1=10 …`, Russian letters too) through the record library.
pub fn parse_scheme(text: &str, color: Color, _rules: &Rules) -> Result<SchemeDraft, Said> {
    Scheme::parse(color, text).map(|s| scheme_to_draft(&s)).map_err(joined)
}

/// Every problem of a scheme in one line, worded when shown.
fn joined(e: victoria_record::SchemeErrors) -> Said {
    Said::with(move |lang| e.lines(lang).join("; "))
}

/// Reads a scheme file through the record library.
pub fn load_scheme(path: &Path, color: Color, _rules: &Rules) -> Result<SchemeDraft, Said> {
    Scheme::read_file(color, path).map(|s| scheme_to_draft(&s)).map_err(joined)
}
