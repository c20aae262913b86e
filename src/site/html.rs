//! Small pieces of HTML the site's pages share: escaping, a phrase in every language (spans
//! that the language switch shows one at a time), and the page frame with its switch.

use crate::i18n::{FluentArgs, Lang, tr};

/// Text made safe for HTML content and attribute values.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// Text safe inside a `<script type="application/json">` element.
pub fn script_json(json: &str) -> String {
    json.replace("</", "<\\/")
}

/// One phrase in every language, each in a `<span lang>`; the page shows the one chosen.
pub fn each_lang(say: impl Fn(Lang) -> String) -> String {
    Lang::ALL.into_iter().map(|l| format!("<span lang=\"{}\">{}</span>", l.code(), esc(&say(l)))).collect()
}

/// Catalogue message `id` with `args` in every language.
pub fn msg(id: &str, args: &FluentArgs) -> String {
    each_lang(|l| tr(l, id, args))
}

/// Catalogue message `id` without arguments in every language.
pub fn msg0(id: &str) -> String {
    msg(id, &FluentArgs::new())
}

/// A whole page: `title` (plain, per language), the style sheet and script beside it (at
/// `root`, a relative path: `""` or `"../"`), the language switch and `body`.
pub fn page(title: impl Fn(Lang) -> String, root: &str, body: &str) -> String {
    let first = Lang::default();
    let titles: String =
        Lang::ALL.into_iter().map(|l| format!(" data-title-{}=\"{}\"", l.code(), esc(&title(l)))).collect();
    let switch: String = Lang::ALL
        .into_iter()
        .map(|l| {
            format!(
                "<button type=\"button\" class=\"lang-switch\" data-set-lang=\"{}\" lang=\"{}\">{}</button>",
                other(l).code(),
                l.code(),
                esc(&tr(l, "site-lang-switch", &FluentArgs::new()))
            )
        })
        .collect();
    format!(
        "<!DOCTYPE html>\n<html lang=\"{code}\" data-lang=\"{code}\"{titles}>\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n\
         <link rel=\"stylesheet\" href=\"{root}site.css\">\n</head>\n<body>\n<nav class=\"top\">{switch}</nav>\n{body}\n\
         <script src=\"{root}site.js\"></script>\n</body>\n</html>\n",
        code = first.code(),
        title = esc(&title(first)),
    )
}

/// The language the switch of a page in `l` turns to.
fn other(l: Lang) -> Lang {
    let all = Lang::ALL;
    let i = all.iter().position(|x| *x == l).unwrap_or(0);
    all[(i + 1) % all.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_covers_markup_and_quotes() {
        assert_eq!(esc("<a href=\"x\">O'K & co</a>"), "&lt;a href=&quot;x&quot;&gt;O&#39;K &amp; co&lt;/a&gt;");
        assert_eq!(script_json("{\"a\":\"</script>\"}"), "{\"a\":\"<\\/script>\"}");
    }

    #[test]
    fn a_phrase_is_written_in_every_language() {
        let s = msg0("site-games");
        assert!(s.contains("<span lang=\"en\">Games</span>"), "{s}");
        assert!(s.contains("<span lang=\"ru\">"), "{s}");
    }
}
