//! Small pieces of HTML the site's pages share: escaping, a phrase in every language (spans
//! that the language switch shows one at a time), and the page frame with its switch.

use crate::t;
use std::fmt::Write;
use std::sync::OnceLock;
use victoria_words::Lang;

/// Text made safe for HTML content and attribute values.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    esc_into(&mut out, s);
    out
}

/// [`esc`] written onto `out`.
pub fn esc_into(out: &mut String, s: &str) {
    let mut rest = s;
    while let Some(i) = rest.find(['&', '<', '>', '"', '\'']) {
        out.push_str(&rest[..i]);
        out.push_str(match rest.as_bytes()[i] {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            _ => "&#39;",
        });
        rest = &rest[i + 1..];
    }
    out.push_str(rest);
}

/// Text safe inside a `<script type="application/json">` element.
pub fn script_json(json: &str) -> String {
    json.replace("</", "<\\/")
}

/// A JSON string (quoted and escaped as `serde_json` writes it) onto `out`, safe inside a
/// `<script type="application/json">` element as [`script_json`] makes it (`</` as `<\/`).
pub fn json_str(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    // Most strings (placements, squares, moves) need no escape at all.
    if !s.bytes().any(|b| b < 0x20 || b == b'"' || b == b'\\' || b == b'<') {
        out.push_str(s);
        out.push('"');
        return;
    }
    let mut prev = '\0';
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '/' if prev == '<' => out.push_str("\\/"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 0xf] as char);
            }
            c => out.push(c),
        }
        prev = c;
    }
    out.push('"');
}

/// One phrase in every language, each in a `<span lang>`; the page shows the one chosen.
pub fn each_lang(say: impl Fn(Lang) -> String) -> String {
    let mut out = String::new();
    for l in Lang::ALL {
        lang_span(&mut out, l, &say(l));
    }
    out
}

/// `<span lang="…">text</span>` (the text escaped) onto `out`.
pub fn lang_span(out: &mut String, l: Lang, text: &str) {
    out.push_str("<span lang=\"");
    out.push_str(l.code());
    out.push_str("\">");
    esc_into(out, text);
    out.push_str("</span>");
}

/// A whole page: `title` (plain, per language), the style sheet and script beside it (at
/// `root`, a relative path: `""` or `"../"`), the language switch and `body`.
pub fn page(title: impl Fn(Lang) -> String, root: &str, body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 1024);
    page_start(&mut out, title, root);
    out.push_str(body);
    page_end(&mut out, root);
    out
}

/// The frame of [`page`] up to its body, onto `out` (a page written in one buffer: this, the
/// body, then [`page_end`]).
pub fn page_start(out: &mut String, title: impl Fn(Lang) -> String, root: &str) {
    // The switch's words do not change while the program runs: worded once.
    static SWITCH: OnceLock<String> = OnceLock::new();
    let switch = SWITCH.get_or_init(|| {
        Lang::ALL
            .into_iter()
            .map(|l| {
                format!(
                    "<button type=\"button\" class=\"lang-switch\" data-set-lang=\"{}\" lang=\"{}\">{}</button>",
                    other(l).code(),
                    l.code(),
                    esc(&t!(l, "site-lang-switch"))
                )
            })
            .collect()
    });
    let first = Lang::default();
    let code = first.code();
    let _ = write!(out, "<!DOCTYPE html>\n<html lang=\"{code}\" data-lang=\"{code}\"");
    for l in Lang::ALL {
        let _ = write!(out, " data-title-{}=\"", l.code());
        esc_into(out, &title(l));
        out.push('"');
    }
    out.push_str(">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
    esc_into(out, &title(first));
    let _ = write!(
        out,
        "</title>\n<link rel=\"stylesheet\" href=\"{root}site.css\">\n</head>\n<body>\n<nav class=\"top\">{switch}</nav>\n"
    );
}

/// The end of [`page`] after its body, onto `out`.
pub fn page_end(out: &mut String, root: &str) {
    let _ = write!(out, "\n<script src=\"{root}site.js\"></script>\n</body>\n</html>\n");
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

    /// A JSON string is what `serde_json` writes, made safe by `script_json`.
    #[test]
    fn json_strings_are_serde_jsons_made_safe_for_a_script() {
        for text in [
            "e2e4",
            "k11/12/2X7x*/12/K10P",
            "Фе4★",
            "a \"quote\" \\ </script> <b",
            "\n\t\r\u{8}\u{c}\u{1}\u{1f}\u{7f}",
            "<",
            "/",
            "",
        ] {
            let mut ours = String::new();
            json_str(&mut ours, text);
            assert_eq!(ours, script_json(&serde_json::to_string(text).unwrap()), "{text:?}");
        }
    }

    #[test]
    fn escaping_covers_markup_and_quotes() {
        assert_eq!(esc("<a href=\"x\">O'K & co</a>"), "&lt;a href=&quot;x&quot;&gt;O&#39;K &amp; co&lt;/a&gt;");
        assert_eq!(script_json("{\"a\":\"</script>\"}"), "{\"a\":\"<\\/script>\"}");
    }

    #[test]
    fn a_phrase_is_written_in_every_language() {
        let s = each_lang(|l| t!(l, "site-games"));
        assert!(s.contains("<span lang=\"en\">Games</span>"), "{s}");
        assert!(s.contains("<span lang=\"ru\">"), "{s}");
    }
}
