//! The sheet's pages from synthetic data: words, moves across pages, paper sizes, languages.

mod sheet_common;
use sheet_common::*;
use victoria_arbiter::sheet::{Lang, Paper, render_data};

#[test]
fn dump_for_eyes() {
    let d = synthetic(300);
    let pdf = render_data(&d, Paper::A4, Lang::Ru).unwrap();
    std::fs::write("/tmp/sheet300.pdf", &pdf).unwrap();
    let pages = pdf_pages(&pdf);
    for p in &pages {
        println!("=====\n{p}");
    }
}
