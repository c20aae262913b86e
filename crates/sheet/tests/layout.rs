//! The sheet's pages from synthetic sheet data (no record): words, move table across pages,
//! fitting of long names, an unsigned sheet.

use crate::support::sheet as sheet_common;
use sheet_common::*;
use victoria_sheet::{Paper, render_data};
use victoria_words::Lang;

#[test]
fn synthetic_300_plies_every_move_once_in_order() {
    let d = synthetic(300);
    let pdf = render_data(&d, Paper::A4, Lang::Ru).unwrap();
    let pages = pdf_pages(&pdf);
    assert!(pages.len() >= 2);
    let mut rows: Vec<_> = pages.iter().flat_map(|p| table_rows(p)).collect();
    rows.sort_by_key(|r| r.0);
    assert_eq!(rows.len(), 150);
    for (i, (n, w, b)) in rows.iter().enumerate() {
        assert_eq!(*n as usize, i + 1);
        assert_eq!(w, &d.moves[2 * i].marked());
        assert_eq!(b.as_ref(), Some(&d.moves[2 * i + 1].marked()));
    }
    if std::env::var_os("SHEET_DUMP").is_some() {
        std::fs::write("/tmp/sheet300.pdf", &pdf).unwrap();
    }
}

#[test]
fn unsigned_unsealed_sheet_says_so_and_long_names_fit() {
    let mut d = synthetic(10);
    d.signatures = [None, None, None];
    d.arbiter_key = None;
    d.info.event =
        "Очень длинное название соревнования, которое никак не помещается в одну колонку шапки бланка".into();
    let pdf = render_data(&d, Paper::A4, Lang::En).unwrap();
    let pages = pdf_pages(&pdf);
    assert_eq!(pages.len(), 1);
    let text = pages.join("\n");
    assert_eq!(text.matches("Not signed").count(), 3);
    assert!(text.contains("record not sealed with the arbiter's key"));
    assert!(text.contains("Очень длинное"));
    assert!(text.contains("…"), "the long event name is cut with an ellipsis");
}

#[test]
fn a_sheet_with_no_moves_says_so() {
    let mut d = synthetic(0);
    d.moves.clear();
    let pages = pdf_pages(&render_data(&d, Paper::Letter, Lang::Ru).unwrap());
    assert!(pages.join("\n").contains("Ходов не было."));
}

/// Handwriting-like strokes for the example sheet.
fn scribble(seed: f32) -> Vec<Vec<[f32; 2]>> {
    let first: Vec<[f32; 2]> = (0..80)
        .map(|i| {
            let t = i as f32 / 79.0;
            [0.06 + 0.6 * t, 0.55 - 0.25 * (t * 9.0 + seed).sin() * (1.0 - t * 0.5) - 0.1 * (t * 23.0).cos()]
        })
        .collect();
    let loop_: Vec<[f32; 2]> = (0..40)
        .map(|i| {
            let a = i as f32 / 39.0 * 6.6;
            [0.75 + 0.1 * a.cos(), 0.5 + 0.2 * a.sin() + 0.02 * a]
        })
        .collect();
    let under = vec![[0.08, 0.85], [0.5, 0.8], [0.93, 0.83]];
    vec![first, loop_, under]
}

#[test]
#[ignore = "writes /tmp/sheet_example.pdf (the README's picture comes from it)"]
fn example_sheet() {
    let (mut rec, _) = played_record(96, 11);
    rec.signatures.white = Some(victoria_record::DrawnSignature { strokes: scribble(0.0), signed_at: at(12, 41, 0) });
    rec.signatures.black = Some(victoria_record::DrawnSignature { strokes: scribble(2.0), signed_at: at(12, 42, 0) });
    rec.signatures.arbiter = Some(victoria_record::DrawnSignature { strokes: scribble(4.0), signed_at: at(12, 43, 0) });
    let dir = crate::support::kept_dir("example-key");
    let key = victoria_record::sign::ArbiterKey::load_or_create_in(&dir).unwrap();
    victoria_record::sign::seal(&mut rec, &key);
    std::fs::write("/tmp/sheet_example.json", rec.to_json()).unwrap();
    let pdf = victoria_sheet::render(&rec, Paper::A4, Lang::Ru).unwrap();
    std::fs::write("/tmp/sheet_example.pdf", pdf).unwrap();
}
