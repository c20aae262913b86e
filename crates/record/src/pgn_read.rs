//! Reading PGN text: the games of a file as tag pairs, move tokens (with the comments that
//! follow them) and the result token. It knows nothing of the rules: SAN of any board size
//! (`Ra12`, `c10c12q`, Russian letters) is passed on as written, for the recorder to read.
//! Variations `( … )`, NAGs `$1`, `!?`-style suffix annotations and `%` escape lines are
//! skipped; move numbers are dropped. A malformed file is refused with its line and what was
//! expected (a tag without its closing quote, a comment or variation left open).

use crate::t;
use victoria_rules::i18n::Words;
use victoria_words::Lang;

/// One game of a PGN file, as written.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct PgnGame {
    /// The line the game starts on (1-based).
    pub line: usize,
    pub tags: Vec<(String, String)>,
    /// The moves in order, each with the comments written after it.
    pub moves: Vec<PgnMove>,
    /// The comments written before the first move.
    pub intro: Vec<String>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`; `None` when the game text had none.
    pub result: Option<String>,
}

/// One move token and the comments after it.
#[derive(Clone, Debug, PartialEq)]
pub struct PgnMove {
    pub text: String,
    /// The line it stands on (1-based).
    pub line: usize,
    pub comments: Vec<String>,
}

impl PgnGame {
    /// The value of tag `name` (case as written), if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }
}

/// What is wrong with a PGN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// A tag pair that does not read as `[Name "value"]`.
    Tag { line: usize },
    /// A `{` comment never closed.
    OpenComment { line: usize },
    /// A `(` variation never closed, or a `)` without its `(`.
    Variation { line: usize },
    /// No game at all in the text.
    Empty,
}

impl Words for PgnError {
    fn words(&self, lang: Lang) -> String {
        match self {
            PgnError::Tag { line } => t!(lang, "pgn-bad-tag", line = *line),
            PgnError::OpenComment { line } => t!(lang, "pgn-open-comment", line = *line),
            PgnError::Variation { line } => t!(lang, "pgn-variation", line = *line),
            PgnError::Empty => t!(lang, "pgn-empty"),
        }
    }
}

// The English words.
victoria_words::english_display!(PgnError);

impl std::error::Error for PgnError {}

fn is_result(t: &str) -> bool {
    matches!(t, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// A move number (`12.`, `12...`, `12…`) or a bare run of dots.
fn is_move_number(t: &str) -> bool {
    let digits = t.trim_end_matches(['.', '…']);
    digits.len() < t.len() && digits.chars().all(|c| c.is_ascii_digit())
}

/// Splits a token like `12.e4` into the number and the move.
fn strip_number(t: &str) -> &str {
    let digits = t.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return t;
    }
    let rest = &t[digits..];
    let dots = rest.chars().take_while(|c| *c == '.' || *c == '…').map(char::len_utf8).sum::<usize>();
    if dots == 0 { t } else { &rest[dots..] }
}

/// The characters of a PGN text, read from `i` on, with the line number counted.
struct Scanner {
    chars: Vec<char>,
    i: usize,
    line: usize,
}

impl Scanner {
    /// Skips to the end of the line (a `;` comment, a `%` escape line).
    fn skip_line(&mut self) {
        while self.i < self.chars.len() && self.chars[self.i] != '\n' {
            self.i += 1;
        }
    }

    /// A `{…}` comment (at its `{`), its white space folded; lines inside are counted.
    fn comment(&mut self) -> Result<String, PgnError> {
        let open = self.line;
        let mut j = self.i + 1;
        let mut body = String::new();
        while j < self.chars.len() && self.chars[j] != '}' {
            if self.chars[j] == '\n' {
                self.line += 1;
            }
            body.push(self.chars[j]);
            j += 1;
        }
        if j >= self.chars.len() {
            return Err(PgnError::OpenComment { line: open });
        }
        self.i = j + 1;
        Ok(body.split_whitespace().collect::<Vec<_>>().join(" "))
    }

    /// A `[Name "value"]` tag (at its `[`), on one line; the value unescaped.
    fn tag(&mut self) -> Result<(String, String), PgnError> {
        let open = self.line;
        let mut j = self.i + 1;
        let mut inner = String::new();
        let mut quoted = false;
        while j < self.chars.len() {
            let d = self.chars[j];
            if d == '\n' {
                return Err(PgnError::Tag { line: open });
            }
            if d == '\\' && quoted && j + 1 < self.chars.len() {
                inner.push(d);
                inner.push(self.chars[j + 1]);
                j += 2;
                continue;
            }
            if d == '"' {
                quoted = !quoted;
            }
            if d == ']' && !quoted {
                break;
            }
            inner.push(d);
            j += 1;
        }
        if j >= self.chars.len() {
            return Err(PgnError::Tag { line: open });
        }
        let inner = inner.trim();
        let Some((name, value)) = inner.split_once(char::is_whitespace) else {
            return Err(PgnError::Tag { line: open });
        };
        let value = value.trim();
        if !(value.len() >= 2 && value.starts_with('"') && value.ends_with('"')) || name.is_empty() {
            return Err(PgnError::Tag { line: open });
        }
        self.i = j + 1;
        Ok((name.to_string(), value[1..value.len() - 1].replace("\\\"", "\"").replace("\\\\", "\\")))
    }

    /// A token up to white space or a delimiter.
    fn token(&mut self) -> String {
        let mut tok = String::new();
        while self.i < self.chars.len()
            && !self.chars[self.i].is_whitespace()
            && !matches!(self.chars[self.i], '{' | '(' | ')' | '[' | ';')
        {
            tok.push(self.chars[self.i]);
            self.i += 1;
        }
        tok
    }
}

/// Reads every game of `text`.
pub fn read(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut games = Vec::new();
    let mut game = PgnGame::default();
    let mut started = false;
    let mut in_moves = false;
    let mut sc = Scanner { chars: text.chars().collect(), i: 0, line: 1 };
    let mut line_start = true;
    let mut depth = 0usize;
    let mut depth_line = 0;
    while sc.i < sc.chars.len() {
        let c = sc.chars[sc.i];
        let starts_line = std::mem::replace(&mut line_start, c == '\n');
        match c {
            '\n' => {
                sc.line += 1;
                sc.i += 1;
            }
            '%' if starts_line => sc.skip_line(),
            ';' => sc.skip_line(),
            c if c.is_whitespace() => sc.i += 1,
            '{' => {
                let body = sc.comment()?;
                if depth == 0 {
                    match game.moves.last_mut() {
                        Some(m) => m.comments.push(body),
                        None => game.intro.push(body),
                    }
                    started = true;
                }
            }
            '(' => {
                if depth == 0 {
                    depth_line = sc.line;
                }
                depth += 1;
                sc.i += 1;
            }
            ')' if depth == 0 => return Err(PgnError::Variation { line: sc.line }),
            ')' => {
                depth -= 1;
                sc.i += 1;
            }
            _ if depth > 0 => sc.i += 1,
            '[' => {
                if std::mem::take(&mut in_moves) {
                    // A new game's tags without a result token before them.
                    games.push(std::mem::take(&mut game));
                }
                let open = sc.line;
                let tag = sc.tag()?;
                if !std::mem::replace(&mut started, true) {
                    game.line = open;
                }
                game.tags.push(tag);
            }
            _ => {
                let tok = sc.token();
                if !std::mem::replace(&mut started, true) {
                    game.line = sc.line;
                }
                if is_result(&tok) {
                    game.result = Some(if tok == "½-½" { "1/2-1/2".into() } else { tok });
                    games.push(std::mem::take(&mut game));
                    (started, in_moves) = (false, false);
                    continue;
                }
                if tok.starts_with('$') || is_move_number(&tok) {
                    in_moves = true;
                    continue;
                }
                let mv = strip_number(&tok).trim_end_matches(['!', '?']);
                if !mv.is_empty() {
                    in_moves = true;
                    game.moves.push(PgnMove { text: mv.to_string(), line: sc.line, comments: Vec::new() });
                }
            }
        }
    }
    if depth > 0 {
        return Err(PgnError::Variation { line: depth_line });
    }
    if started {
        games.push(game);
    }
    if games.is_empty() {
        return Err(PgnError::Empty);
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_moves_comments_and_results_are_read() {
        let text = "[Event \"Club \\\"A\\\"\"]\n[White \"Anna\"]\n\n1. e4 {ok} e5 2.Nf3 (2. Nc3 Nc6) Nc6!? $1 3. Ra12 {[%reserve a12=9]}\n; a comment line\n1-0\n\n[Event \"B\"]\n1... c10c12q *\n";
        let games = read(text).unwrap();
        assert_eq!(games.len(), 2);
        let g = &games[0];
        assert_eq!(g.tag("Event"), Some("Club \"A\""));
        assert_eq!(g.tag("White"), Some("Anna"));
        let moves: Vec<&str> = g.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(moves, ["e4", "e5", "Nf3", "Nc6", "Ra12"]);
        assert_eq!(g.moves[0].comments, ["ok"]);
        assert_eq!(g.moves[4].comments, ["[%reserve a12=9]"]);
        assert_eq!(g.result.as_deref(), Some("1-0"));
        assert_eq!(games[1].moves[0].text, "c10c12q");
        assert_eq!(games[1].result.as_deref(), Some("*"));
        assert_eq!(games[1].line, 8);
    }

    #[test]
    fn broken_files_name_the_line() {
        assert_eq!(read("[Event \"x]\n1. e4 *"), Err(PgnError::Tag { line: 1 }));
        assert_eq!(read("[Event \"x\"]\n1. e4 {never closed\n*"), Err(PgnError::OpenComment { line: 2 }));
        assert_eq!(read("1. e4 (1. d4\n*"), Err(PgnError::Variation { line: 1 }));
        assert_eq!(read("1. e4 ) *"), Err(PgnError::Variation { line: 1 }));
        assert_eq!(read("  \n "), Err(PgnError::Empty));
        assert!(PgnError::Tag { line: 3 }.to_string().contains("line 3"));
    }

    #[test]
    fn russian_moves_and_numbers_glued_to_moves_pass_through() {
        let g = &read("1.Фd1-d7 Лa1:a8 2…Крe2 e4\n*").unwrap()[0];
        let moves: Vec<&str> = g.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(moves, ["Фd1-d7", "Лa1:a8", "Крe2", "e4"]);
    }
}
