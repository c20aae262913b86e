//! The Start screen, where the app opens: a new game, a sample game from `sample_games/`, a
//! file (through the system dialog, or a typed path where no dialog is available), a recent
//! game, or the unfinished game a crash left behind.

pub mod join;

use crate::app::screen::{Action, Context, Look, Request};
use crate::app::theme;
use crate::app::ui::{self, btn, btn_primary, btn_secondary};
use iced::widget::{button, column, container, row, scrollable, text, text_input};
use iced::{Element, Length};
use std::path::{Path, PathBuf};
use victoria_session::session::Session;
use victoria_words::Lang;

/// The id of the field for a typed game path (where no file dialog is available, Ctrl+O comes
/// here).
pub const PATH_FIELD: &str = "start-path";

#[derive(Clone, Debug, Default)]
pub struct State {
    samples: Vec<PathBuf>,
    recent: Vec<PathBuf>,
    /// A one-line description of the unfinished game found in the journal, if any.
    resumable: Option<String>,
    /// The path typed by hand (where no file dialog is available).
    path: String,
    /// "Join an event": the hub's address and the join under way.
    join: join::Form,
}

#[derive(Clone, Debug)]
pub enum Message {
    New,
    Open(PathBuf),
    Pick,
    Path(String),
    OpenPath,
    Resume,
    Club,
    Tournament,
    /// Join an event's hub as a board's desk.
    Join(join::Message),
}

impl Message {
    /// Typing a path: the focus stays in its field.
    pub fn keeps_focus(&self) -> bool {
        match self {
            Message::Path(_) => true,
            Message::Join(m) => m.keeps_focus(),
            _ => false,
        }
    }
}

/// A sample's name on its button: `01_mate.json` → “01 · Mate” (its words in the catalogue;
/// a sample not named there shows its file's name, “11 · my game”).
pub fn sample_name(p: &Path, lang: Lang) -> String {
    let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let (number, key) = match stem.split_once('_') {
        Some((n, rest)) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => (Some(n), rest),
        _ => (None, stem.as_str()),
    };
    let named = crate::t!(lang, "start-sample", key = key, name = key.replace('_', " "));
    match number {
        Some(n) => format!("{n} · {named}"),
        None => named,
    }
}

/// The sample games (`sample_games/*.json`), sorted by name, from the first of
/// [`sample_dirs`] that holds any.
pub fn find_samples() -> Vec<PathBuf> {
    let exe = std::env::current_exe().ok();
    for d in sample_dirs(exe.as_deref()) {
        if let Ok(rd) = std::fs::read_dir(&d) {
            let mut v: Vec<PathBuf> =
                rd.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
            if !v.is_empty() {
                v.sort();
                return v;
            }
        }
    }
    Vec::new()
}

/// Where the sample games may be, in order: the working folder, the source tree the program was
/// built from (`cargo run`, `cargo install --path .`), beside the program, and where a package
/// installs them (`<prefix>/share/victoria-arbiter/sample_games` for `<prefix>/bin/…`, as the
/// `.deb` does under `/usr`).
pub fn sample_dirs(exe: Option<&Path>) -> Vec<PathBuf> {
    let mut dirs = vec![PathBuf::from("sample_games"), Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_games")];
    if let Some(d) = exe.and_then(Path::parent) {
        dirs.push(d.join("sample_games"));
        if let Some(prefix) = d.parent() {
            dirs.push(prefix.join("share/victoria-arbiter/sample_games"));
        }
    }
    dirs
}

impl State {
    /// The Start screen as it stands: the samples found, the games opened lately, and the
    /// unfinished game the journal of `config_dir` holds (described in `lang`).
    pub fn new(config_dir: &Path, recent: &[PathBuf], lang: Lang) -> State {
        let resumable = Session::unfinished(config_dir).map(|(_, r)| Session::describe(&r, lang));
        State {
            samples: find_samples(),
            recent: recent.to_vec(),
            resumable,
            path: String::new(),
            join: Default::default(),
        }
    }

    /// "Join an event": the form and where the join stands.
    pub fn join(&self) -> &join::Form {
        &self.join
    }

    pub fn update(&mut self, msg: Message, ctx: &mut Context) -> Action<Message> {
        let request = match msg {
            Message::Join(m) => {
                let arbiter = ctx.config.last_event.as_ref().map(|e| e.arbiter.clone()).unwrap_or_default();
                return self.join.update(m, ctx.config_dir, &arbiter).map(Message::Join);
            }
            Message::New => Request::NewGame,
            Message::Open(p) => Request::Open(p),
            Message::Pick => Request::PickGame,
            Message::Path(p) => {
                self.path = p;
                return Action::None;
            }
            Message::OpenPath => match self.path.trim() {
                "" => return Action::None,
                p => Request::Open(PathBuf::from(p)),
            },
            Message::Resume => Request::Resume,
            Message::Club => Request::Club,
            Message::Tournament => Request::Tournament,
        };
        request.into()
    }

    /// The sample games listed.
    pub fn samples(&self) -> &[PathBuf] {
        &self.samples
    }

    /// The unfinished game offered to resume, in words.
    pub fn resumable(&self) -> Option<&str> {
        self.resumable.as_deref()
    }

    pub fn view<'a>(&'a self, look: &Look<'a>) -> Element<'a, Message> {
        let lang = look.lang;
        let name = |p: &PathBuf| sample_name(p, lang);
        let mut left = column![
            ui::heading(crate::t!(lang, "app-title")),
            ui::note(crate::t!(lang, "app-tagline")),
            btn_primary(crate::t!(lang, "app-new-game"), "start-new", Some(Message::New)),
            btn(crate::t!(lang, "app-club-stats"), "start-club", Some(Message::Club)),
            btn(crate::t!(lang, "tg-start-button"), "start-tournament", Some(Message::Tournament)),
            btn(crate::t!(lang, "lv-join-event"), "start-join", Some(Message::Join(join::Message::Show))),
        ]
        .spacing(14);
        if self.join.is_open() {
            left = left.push(self.join.view(lang).map(Message::Join));
        }
        if let Some(desc) = &self.resumable {
            left = left.push(
                container(
                    column![
                        text(crate::t!(lang, "app-unfinished-found")).size(17),
                        text(desc.clone()).size(14),
                        btn_primary(crate::t!(lang, "app-resume-game"), "start-resume", Some(Message::Resume)),
                    ]
                    .spacing(6),
                )
                .padding(10)
                .style(theme::flag_check),
            );
        }
        left = left.push(ui::subheading(crate::t!(lang, "app-open-file")));
        left = left.push(btn(crate::t!(lang, "app-open-with-dialog"), "start-pick", Some(Message::Pick)));
        left = left.push(
            row![
                text_input(&crate::t!(lang, "app-type-path"), &self.path)
                    .id(PATH_FIELD)
                    .style(crate::app::theme::field)
                    .on_input(Message::Path)
                    .on_submit(Message::OpenPath)
                    .padding(6),
                btn_secondary(crate::t!(lang, "app-open"), "start-open-path", Some(Message::OpenPath)),
            ]
            .spacing(8),
        );
        if !self.recent.is_empty() {
            left = left.push(ui::subheading(crate::t!(lang, "app-recent-games")));
            for p in &self.recent {
                left = left.push(
                    button(text(p.display().to_string()).size(14))
                        .style(button::text)
                        .on_press(Message::Open(p.clone())),
                );
            }
        }
        let mut right = column![ui::subheading(crate::t!(lang, "app-sample-games"))].spacing(6);
        if self.samples.is_empty() {
            right = right.push(ui::note(crate::t!(lang, "app-no-samples")));
        }
        for p in &self.samples {
            right = right.push(
                button(text(name(p)).size(15))
                    .width(Length::Fill)
                    .style(button::secondary)
                    .on_press(Message::Open(p.clone())),
            );
        }
        row![
            // The recent games can be many: the column scrolls rather than cutting them off.
            container(scrollable(left).spacing(6)).width(Length::FillPortion(3)).padding(20).style(theme::card),
            container(scrollable(right).spacing(6)).width(Length::FillPortion(2)).padding(20).style(theme::card),
        ]
        .spacing(20)
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_installed_program_finds_its_samples_under_share() {
        let dirs = sample_dirs(Some(Path::new("/usr/bin/victoria-arbiter")));
        assert!(dirs.contains(&PathBuf::from("/usr/share/victoria-arbiter/sample_games")), "{dirs:?}");
        assert!(dirs.contains(&PathBuf::from("/usr/bin/sample_games")), "{dirs:?}");
        // The source tree's samples are found while it exists (cargo run, cargo install --path).
        assert!(!find_samples().is_empty());
        // Every sample has its name in both languages.
        for p in find_samples() {
            let stem = p.file_stem().unwrap().to_string_lossy().replace('_', " ");
            for lang in [Lang::En, Lang::Ru] {
                let n = sample_name(&p, lang);
                assert!(
                    n.contains(" · ") && n != format!("{} · {}", &stem[..2], &stem[3..]),
                    "{lang:?} {}: {n}",
                    p.display()
                );
            }
        }
        assert_eq!(sample_name(Path::new("x/11_my_game.json"), Lang::Ru), "11 · my game");
    }
}
