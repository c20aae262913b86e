//! The sheet's pages from synthetic sheet data (no record): words, move table across pages,
//! fitting of long names, an unsigned sheet.

mod sheet_common;
use sheet_common::*;
use victoria_arbiter::sheet::{Lang, Paper, render_data};

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
    assert_eq!(text.matches("not signed").count(), 3);
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

#[test]
#[ignore = "writes /tmp/sheet_dump*.pdf for looking at"]
fn dump() {
    let mut d = synthetic(10);
    d.signatures = [None, None, None];
    std::fs::write("/tmp/sheet_dump10.pdf", render_data(&d, Paper::A4, Lang::En).unwrap()).unwrap();
    let rec = record(61);
    std::fs::write("/tmp/sheet_dump_rec.pdf", victoria_arbiter::sheet::render(&rec, Paper::A4, Lang::Ru).unwrap())
        .unwrap();
}
