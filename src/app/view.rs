//! What the app draws around the screens: the top bar (home, new, open, save, the public
//! window, the language), the app's dialogs over the screen, and the status bar's notice; and
//! the public window, drawn only from its [`PublicView`](super::public::PublicView).

use super::dialog::help;
use super::theme;
use super::ui::{self, btn_secondary};
use super::{App, Message, Shortcut, keys, public};
use iced::widget::{button, column, container, row, text};
use iced::{Element, Length, window};
use victoria_words::Lang;
use victoria_words::Words as _;

/// The width the top bar's app name needs on one line (18 px, either language).
const TITLE_ROOM: f32 = 190.0;

impl App {
    pub fn view(&self, id: window::Id) -> Element<'_, Message> {
        if Some(id) == self.public_window {
            return self.view_public();
        }
        self.view_main()
    }

    /// The public window's content.
    pub fn view_public(&self) -> Element<'_, Message> {
        public::view(&self.public, self.lang()).map(|_| Message::Noop)
    }

    /// The main window's content.
    pub fn view_main(&self) -> Element<'_, Message> {
        let lang = self.lang();
        let mut page = column![self.top_bar()].spacing(0);
        if let Some(bar) = &self.save_as {
            page = page.push(bar.view(lang).map(Message::SaveAsBar));
        }
        if let Some(prompt) = self.leaving.as_ref().filter(|_| self.save_as.is_none()) {
            page = page.push(prompt.view(lang).map(Message::Leave));
        }
        let body = if self.help { help::view(lang).map(Message::Help) } else { self.screen.view(&self.look()) };
        page = page.push(container(body).padding(14).width(Length::Fill).height(Length::Fill));
        if let Some(n) = &self.notice {
            page = page.push(self.notice_line(n));
        }
        page.into()
    }

    /// The status bar: the notice worded in the screen's language, a rescue button where the
    /// notice offers one, and its ×.
    fn notice_line<'a>(&self, n: &'a super::Notice) -> Element<'a, Message> {
        let lang = self.lang();
        let mut line = row![text(n.words(lang)).size(14).width(Length::Fill)].spacing(12);
        if n.is_error() && n.rescue().is_some() {
            line = line.push(ui::btn_secondary(crate::t!(lang, "app-rescue"), "app-rescue", Some(Message::Rescue)));
        }
        line = line.push(
            container(
                button(text(keys::with_keys("×", keys::Action::Cancel.key())).size(14))
                    .padding([2, 8])
                    .style(button::text)
                    .on_press(Message::DismissNotice),
            )
            .id("notice-dismiss"),
        );
        container(line.align_y(iced::Alignment::Center))
            .padding([6, 14])
            .width(Length::Fill)
            .style(if n.is_error() { theme::flag_illegal } else { theme::info })
            .into()
    }

    fn top_bar(&self) -> Element<'_, Message> {
        let lang = self.lang();
        let lang_btn = |l: Lang, label: &'static str, id: &'static str| -> Element<'_, Message> {
            let b = button(text(label).size(14)).padding([4, 10]).on_press(Message::Lang(l));
            container(if l == lang { b.style(button::primary) } else { b.style(button::secondary) }).id(id).into()
        };
        let has = self.session.is_some();
        // The mark and the question on leaving read one answer.
        let dirty = self.session.as_ref().is_some_and(|s| s.needs_saving());
        let public = if self.public_window.is_some() { "app-close-public" } else { "app-open-public" };
        // The app's name where the buttons leave room for it on one line (a narrow window
        // keeps it in its title bar only).
        let name = crate::t!(lang, "app-title");
        let title = iced::widget::responsive(move |room| -> Element<'_, Message> {
            if room.width >= TITLE_ROOM { text(name.clone()).size(18).into() } else { iced::widget::space().into() }
        })
        .height(Length::Fixed(24.0));
        let t = |id: &str| crate::t!(lang, id);
        // Back to the event from one of its boards' games.
        let to_event: Element<'_, Message> = if self.game_of_event() {
            btn_secondary(t("app-to-event"), "top-event", Some(Message::ToEvent))
        } else {
            iced::widget::space().into()
        };
        container(
            row![
                title,
                btn_secondary(t("app-home"), "top-home", Some(Message::Home)),
                to_event,
                btn_secondary(t("app-new-short"), "top-new", Some(Message::Shortcut(Shortcut::New))),
                btn_secondary(t("app-open-short"), "top-open", Some(Message::Shortcut(Shortcut::Open))),
                btn_secondary(
                    format!("{}{}", t("app-save"), if dirty { " •" } else { "" }),
                    "top-save",
                    has.then_some(Message::Save)
                ),
                btn_secondary(t("app-save-as-short"), "top-save-as", has.then_some(Message::SaveAs)),
                btn_secondary(
                    keys::with_key(t(public), keys::Action::PublicWindow),
                    "top-public",
                    Some(Message::TogglePublic)
                ),
                lang_btn(Lang::Ru, "RU", "lang-ru"),
                lang_btn(Lang::En, "EN", "lang-en"),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        )
        .padding([8, 14])
        .width(Length::Fill)
        .style(theme::top_bar)
        .into()
    }
}
