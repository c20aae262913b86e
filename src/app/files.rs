//! The system's file dialogs (rfd, through the XDG desktop portal) and the names the app
//! proposes in them. Where no dialog can appear (no D-Bus session) the caller says so and
//! offers a typed path instead.

use iced::Task;
use std::path::{Path, PathBuf};

/// Whether a system file dialog can appear (rfd talks to the XDG desktop portal over D-Bus).
pub fn dialogs_available() -> bool {
    std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|v| !v.is_empty())
}

/// What a file dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A game file to open.
    OpenGame,
    /// Where to save the game (`proposed` is the name offered).
    SaveGame,
    /// A scheme file to load.
    LoadScheme,
}

/// The dialog for `purpose`, titled `title`; `proposed` is the file offered when saving. The
/// task yields the chosen path, or `None` when the dialog was cancelled.
pub fn pick_file(purpose: Purpose, title: String, proposed: PathBuf) -> Task<Option<PathBuf>> {
    Task::future(async move {
        let mut d = rfd::AsyncFileDialog::new().set_title(title);
        if purpose == Purpose::SaveGame {
            if let Some(dir) = proposed.parent() {
                let _ = std::fs::create_dir_all(dir);
                d = d.set_directory(dir);
            }
            if let Some(name) = proposed.file_name() {
                d = d.set_file_name(name.to_string_lossy());
            }
        }
        let h = match purpose {
            Purpose::OpenGame => d.add_filter("Victoria game", &["json"]).pick_file().await,
            Purpose::SaveGame => d.add_filter("Victoria game", &["json"]).save_file().await,
            Purpose::LoadScheme => d.pick_file().await,
        };
        h.map(|h| h.path().to_path_buf())
    })
}

/// A folder dialog; yields the folder chosen, or `None` when cancelled.
pub fn pick_folder() -> Task<Option<PathBuf>> {
    Task::future(async { rfd::AsyncFileDialog::new().pick_folder().await.map(|h| h.path().to_path_buf()) })
}

/// The folder Save As proposes inside the documents folder.
pub const GAMES_FOLDER: &str = "Victoria games";

/// The folder Save As proposes: `Victoria games` in the documents folder (or the home
/// folder, or `fallback`), always an absolute path.
pub fn games_folder(fallback: &Path) -> PathBuf {
    let base = dirs::document_dir().or_else(dirs::home_dir).unwrap_or_else(|| fallback.to_path_buf());
    let dir = base.join(GAMES_FOLDER);
    std::path::absolute(&dir).unwrap_or(dir)
}
