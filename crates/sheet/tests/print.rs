//! Printing through `lp`, `lpr` or the viewer, with stand-in commands in a temporary directory.
#![cfg(unix)]

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use victoria_sheet::print::{PrintError, Printed, print_file_with};
use victoria_words::Lang;

fn dir(tag: &str) -> PathBuf {
    crate::support::temp_dir(&format!("print-{tag}"))
}

/// A stand-in command that records its arguments in `<name>.args` and prints `say`.
fn stand_in(dir: &Path, name: &str, say: &str, status: i32) {
    let script = format!(
        "#!/bin/sh\necho \"$@\" > \"{}/{name}.args\"\necho '{say}'\necho oops >&2\nexit {status}\n",
        dir.display()
    );
    let p = dir.join(name);
    std::fs::write(&p, script).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn lp_is_preferred_then_lpr_then_the_viewer() {
    let d = dir("order");
    let pdf = d.join("sheet.pdf");
    std::fs::write(&pdf, b"%PDF-1.3").unwrap();
    let opener = if cfg!(target_os = "macos") { "open" } else { "xdg-open" };
    stand_in(&d, opener, "", 0);
    let r = print_file_with(&pdf, std::slice::from_ref(&d)).unwrap();
    assert_eq!(r, Printed::Viewer { command: opener.into() });
    assert!(r.message(Lang::En).contains("no print command"));
    assert_eq!(std::fs::read_to_string(d.join(format!("{opener}.args"))).unwrap().trim(), pdf.display().to_string());
    stand_in(&d, "lpr", "", 0);
    assert_eq!(
        print_file_with(&pdf, std::slice::from_ref(&d)).unwrap(),
        Printed::Printer { command: "lpr".into(), output: String::new() }
    );
    stand_in(&d, "lp", "request id is office-7 (1 file(s))", 0);
    let r = print_file_with(&pdf, std::slice::from_ref(&d)).unwrap();
    assert_eq!(r, Printed::Printer { command: "lp".into(), output: "request id is office-7 (1 file(s))".into() });
    assert!(r.message(Lang::Ru).contains("отправлено на принтер командой «lp» (request id is office-7"));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_failing_printer_or_no_way_at_all_is_reported() {
    let d = dir("fail");
    let pdf = d.join("sheet.pdf");
    std::fs::write(&pdf, b"%PDF-1.3").unwrap();
    let e = print_file_with(&pdf, std::slice::from_ref(&d)).unwrap_err();
    assert!(matches!(e, PrintError::NoWay(_)), "{e}");
    assert!(e.to_string().contains("save the PDF"));
    stand_in(&d, "lp", "", 1);
    let e = print_file_with(&pdf, std::slice::from_ref(&d)).unwrap_err().to_string();
    assert!(e.contains("“lp” failed") && e.contains("oops"), "{e}");
    let _ = std::fs::remove_dir_all(&d);
}
