//! The signed score sheet (issue 5): the PDF that both players and the arbiter sign at the end
//! of a game (A4 or US Letter, Russian or English, the font embedded from `assets/`), and the
//! arbiter's Ed25519 seal over the canonical record with its verification.
//!
//! - [`from_record`]: a [`GameRecord`] worded for the sheet; [`data`]: what the sheet prints,
//!   decided once ([`SheetData`]); [`i18n`]: its words in Russian and English.
//! - [`layout`] with [`diagram`], [`moves_table`], [`signature`], [`footer`] over [`canvas`]
//!   and [`font`]: the pages.
//! - [`sign`]: the arbiter's key, sealing a record and verifying it.
//! - [`print`]: sending a saved sheet to the printer (or the viewer).
//!
//! The app and the command line call [`write_sheet`] (render, then write the file atomically),
//! then [`print::print_file`]; [`sign::seal_for`]
//! makes the seal the desk stores; [`sign::verify_json`] checks a file.

pub(crate) use victoria_words::t;

/// This crate's catalogue files.
pub static CATALOGUES: &[victoria_words::Catalogue] = victoria_words::catalogues!["sheet.ftl", "prints.ftl",];

/// This crate's words: its catalogues and those of the crates below.
pub static WORDS: victoria_words::Library = victoria_words::Library::new(&[
    victoria_words::CATALOGUES,
    victoria_rules::CATALOGUES,
    victoria_record::CATALOGUES,
    CATALOGUES,
]);

pub mod canvas;
pub mod data;
pub mod diagram;
pub mod font;
pub mod footer;
pub mod from_record;
pub mod i18n;
pub mod layout;
pub mod moves_table;
pub mod print;

pub mod signature;
pub mod tournament;

pub use data::SheetData;
pub use layout::Paper;
pub use print::{Printed, print_file};
pub use victoria_record::sign::{
    ArbiterKey, BadSeal, Change, Damage, Difference, KeyError, MoveNow, Part, Verdict, seal, seal_for, verify,
    verify_json,
};
use victoria_words::Lang;

use printpdf::{PdfDocument, PdfSaveOptions};
use victoria_record::GameRecord;

/// Why a sheet could not be made.
#[derive(Debug)]
pub enum SheetError {
    /// The embedded font cannot be read.
    Font,
    /// The PDF writer failed (its own words).
    Write(String),
    /// A tournament print of a round the event has not paired.
    NoRound(u32),
    /// Standings after a round whose results are not all in.
    RoundIncomplete(u32),
    /// The sheet was made but could not be written to its file (the store's words name the
    /// file and why: a missing folder, no permission, a full disk).
    Save(victoria_record::store::StoreError),
}

impl victoria_words::Words for SheetError {
    fn words(&self, lang: Lang) -> String {
        match self {
            SheetError::Font => crate::t!(lang, "sheet-error-font"),
            SheetError::Write(why) => crate::t!(lang, "sheet-error-write", why = why.as_str()),
            SheetError::NoRound(round) => crate::t!(lang, "sheet-error-no-round", round = *round),
            SheetError::RoundIncomplete(round) => crate::t!(lang, "sheet-error-round-incomplete", round = *round),
            SheetError::Save(e) => victoria_words::Words::words(e, lang),
        }
    }
}

// The English words.
victoria_words::english_display!(SheetError);

impl std::error::Error for SheetError {}

/// Renders the score sheet of `record` as a PDF document.
pub fn render(record: &GameRecord, paper: Paper, lang: Lang) -> Result<Vec<u8>, SheetError> {
    render_data(&from_record::sheet_data(record, lang), paper, lang)
}

/// A score sheet written to its file: where, and how many bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    pub path: std::path::PathBuf,
    pub bytes: usize,
}

/// Renders the score sheet of `record` and writes it to `path` atomically and durably (a
/// reader never sees half a sheet; an old sheet at `path` is replaced only when the new one is
/// on disk). The one way the app and the command line make a sheet file.
pub fn write_sheet(
    record: &GameRecord,
    paper: Paper,
    lang: Lang,
    path: &std::path::Path,
) -> Result<Written, SheetError> {
    let pdf = render(record, paper, lang)?;
    victoria_record::store::atomic_write(path, &pdf, true).map_err(SheetError::Save)?;
    Ok(Written { path: path.to_path_buf(), bytes: pdf.len() })
}

/// Renders `data` as a PDF document.
pub fn render_data(data: &SheetData, paper: Paper, lang: Lang) -> Result<Vec<u8>, SheetError> {
    let font = font::font().ok_or(SheetError::Font)?;
    let title = crate::t!(lang, "sheet-pdf-title", white = data.info.white.as_str(), black = data.info.black.as_str());
    let mut doc = PdfDocument::new(&title);
    let font_id = doc.add_font(font);
    let pages = layout::pages(data, paper, lang, font, font_id);
    finish(doc, pages)
}

/// The document with its `pages`, dated now and compressed, as bytes.
fn finish(mut doc: PdfDocument, pages: Vec<printpdf::PdfPage>) -> Result<Vec<u8>, SheetError> {
    // The file's own dates are when it is written (printpdf leaves the Unix epoch otherwise).
    let now = printpdf::date::OffsetDateTime::now_utc();
    let info = &mut doc.metadata.info;
    (info.creation_date, info.modification_date, info.metadata_date) = (now, now, now);
    let mut warnings = Vec::new();
    let plain = PdfSaveOptions { optimize: false, ..PdfSaveOptions::default() };
    let mut lo = doc.with_pages(pages).to_lopdf_document(&plain, &mut warnings);
    compress(&mut lo)?;
    let mut out = Vec::new();
    lo.save_to(&mut out).map_err(|e| SheetError::Write(e.to_string()))?;
    Ok(out)
}

/// Compresses every stream; the embedded font (the same bytes in every sheet, most of the
/// file) gets its deflated form from `assets/`, so no sheet spends time compressing it.
fn compress(doc: &mut lopdf::Document) -> Result<(), SheetError> {
    let font_bytes = font::font_bytes();
    for object in doc.objects.values_mut() {
        let lopdf::Object::Stream(stream) = object else { continue };
        if stream.dict.get(b"Filter").is_ok() {
            continue;
        }
        if stream.content.as_slice() == font_bytes {
            stream.dict.set("Filter", "FlateDecode");
            stream.set_content(font::DEJAVU_SANS_ZLIB.to_vec());
        } else {
            stream.compress().map_err(|e| SheetError::Write(e.to_string()))?;
        }
    }
    Ok(())
}
