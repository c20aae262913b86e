//! The scheme editor's draft and the record library's [`Scheme`]: one into the other, the
//! problems of a draft, a typed scheme or a scheme file read into a draft.

use super::{DraftError, DraftProblem};
use crate::model::SchemeDraft;
use std::path::Path;
use victoria_record::Scheme;
use victoria_rules::options::BastionPlacement;
use victoria_rules::{Color, Rules};

/// The editor's draft as the record library's scheme.
pub fn draft_to_scheme(color: Color, d: &SchemeDraft) -> Result<Scheme, DraftError> {
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
        let n: u16 = t.parse().map_err(|_| DraftError::ReserveNotNumber { square: *sq, text: t.to_string() })?;
        s.reserves.push((*sq, n));
    }
    Ok(s)
}

/// Every problem of a draft (R2, R4, R7, R8, R14), from the record library's validation.
pub fn scheme_problems(rules: &Rules, color: Color, width: u8, height: u8, d: &SchemeDraft) -> Vec<DraftProblem> {
    let mut s = match draft_to_scheme(color, d) {
        Ok(s) => s,
        Err(e) => return vec![DraftProblem::Draft(e)],
    };
    s.fill_open_reserves(&rules.options);
    let mut opts = rules.options;
    if !rules.is_victoria() {
        opts.bastion_placement = BastionPlacement::None;
        opts.reserve = false;
    }
    match s.validate(&opts, width, height) {
        Ok(()) => Vec::new(),
        Err(e) => e.0.into_iter().map(DraftProblem::Scheme).collect(),
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
pub fn parse_scheme(text: &str, color: Color, _rules: &Rules) -> Result<SchemeDraft, DraftError> {
    Scheme::parse(color, text).map(|s| scheme_to_draft(&s)).map_err(DraftError::Scheme)
}

/// Reads a scheme file through the record library.
pub fn load_scheme(path: &Path, color: Color, _rules: &Rules) -> Result<SchemeDraft, DraftError> {
    Scheme::read_file(color, path).map(|s| scheme_to_draft(&s)).map_err(DraftError::Scheme)
}
