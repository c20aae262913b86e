//! Printing a saved sheet: to the system printer through `lp` or `lpr` where one is installed,
//! otherwise by opening the PDF in the system's viewer, and saying which of the two happened.

use crate::t;
use std::path::{Path, PathBuf};
use std::process::Command;
use victoria_words::Lang;

/// What printing did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Printed {
    /// Sent to the default printer; `output` is what the command said (e.g. `lp`'s job id).
    Printer { command: String, output: String },
    /// No print command here: the PDF was opened in the system viewer to print from there.
    Viewer { command: String },
}

impl Printed {
    /// A sentence for the arbiter.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            Printed::Printer { command, output } => {
                t!(lang, "sheet-printed", command = command.as_str(), job = job(output))
            }
            Printed::Viewer { command } => t!(lang, "sheet-printed-viewer", command = command.as_str()),
        }
    }
}

fn job(output: &str) -> String {
    let o = output.trim();
    if o.is_empty() { String::new() } else { format!(" ({o})") }
}

/// Why printing failed.
#[derive(Debug)]
pub enum PrintError {
    /// Neither `lp`, `lpr` nor this viewer opener is installed.
    NoWay(&'static str),
    /// The command ran and failed.
    Failed { command: String, status: String, stderr: String },
    /// The command could not be started.
    Start(String, std::io::Error),
}

/// The English words.
impl std::fmt::Display for PrintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for PrintError {}

impl PrintError {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            PrintError::NoWay(opener) => t!(lang, "sheet-print-no-way", opener = *opener),
            PrintError::Failed { command, status, stderr } => t!(
                lang,
                "sheet-print-failed",
                command = command.as_str(),
                status = status.as_str(),
                stderr = stderr.as_str()
            ),
            PrintError::Start(command, e) => {
                t!(lang, "sheet-print-not-started", command = command.as_str(), error = crate::i18n::io_words(e, lang))
            }
        }
    }
}

/// The viewer opener of this system.
fn opener() -> &'static str {
    if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    }
}

/// The directories of `PATH`.
pub fn search_path() -> Vec<PathBuf> {
    std::env::var_os("PATH").map(|p| std::env::split_paths(&p).collect()).unwrap_or_default()
}

fn find(name: &str, dirs: &[PathBuf]) -> Option<PathBuf> {
    dirs.iter().map(|d| d.join(name)).find(|p| {
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            p.metadata().map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0).unwrap_or(false)
        }
        #[cfg(not(unix))]
        {
            p.is_file() || p.with_extension("exe").is_file()
        }
    })
}

/// Prints the PDF file at `pdf` with the commands found on `PATH`.
pub fn print_file(pdf: &Path) -> Result<Printed, PrintError> {
    print_file_with(pdf, &search_path())
}

/// Prints the PDF file at `pdf` with the commands found in `dirs`.
pub fn print_file_with(pdf: &Path, dirs: &[PathBuf]) -> Result<Printed, PrintError> {
    for name in ["lp", "lpr"] {
        if let Some(cmd) = find(name, dirs) {
            let out = Command::new(&cmd).arg(pdf).output().map_err(|e| PrintError::Start(name.to_string(), e))?;
            if !out.status.success() {
                return Err(PrintError::Failed {
                    command: name.to_string(),
                    status: out.status.to_string(),
                    stderr: String::from_utf8_lossy(&out.stderr).trim().to_string(),
                });
            }
            return Ok(Printed::Printer {
                command: name.to_string(),
                output: String::from_utf8_lossy(&out.stdout).trim().to_string(),
            });
        }
    }
    let name = opener();
    let cmd = find(name, dirs).ok_or(PrintError::NoWay(name))?;
    let out = Command::new(&cmd).arg(pdf).output().map_err(|e| PrintError::Start(name.to_string(), e))?;
    if !out.status.success() {
        return Err(PrintError::Failed {
            command: name.to_string(),
            status: out.status.to_string(),
            stderr: String::from_utf8_lossy(&out.stderr).trim().to_string(),
        });
    }
    Ok(Printed::Viewer { command: name.to_string() })
}
