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

/// Reads every game of `text`.
pub fn read(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut games = Vec::new();
    let mut game = PgnGame::default();
    let mut started = false;
    let mut in_moves = false;
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut line = 1;
    let mut line_start = true;
    let mut depth = 0usize;
    let mut depth_line = 0;
    let finish = |game: &mut PgnGame, games: &mut Vec<PgnGame>| {
        games.push(std::mem::take(game));
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            line_start = true;
            i += 1;
            continue;
        }
        if line_start && c == '%' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        line_start = false;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c == '{' {
            let open = line;
            let mut j = i + 1;
            let mut body = String::new();
            while j < chars.len() && chars[j] != '}' {
                if chars[j] == '\n' {
                    line += 1;
                }
                body.push(chars[j]);
                j += 1;
            }
            if j >= chars.len() {
                return Err(PgnError::OpenComment { line: open });
            }
            i = j + 1;
            if depth == 0 {
                let body = body.split_whitespace().collect::<Vec<_>>().join(" ");
                match game.moves.last_mut() {
                    Some(m) => m.comments.push(body),
                    None => game.intro.push(body),
                }
                started = true;
            }
            continue;
        }
        if c == ';' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '(' {
            if depth == 0 {
                depth_line = line;
            }
            depth += 1;
            i += 1;
            continue;
        }
        if c == ')' {
            if depth == 0 {
                return Err(PgnError::Variation { line });
            }
            depth -= 1;
            i += 1;
            continue;
        }
        if depth > 0 {
            i += 1;
            continue;
        }
        if c == '[' {
            if in_moves {
                // A new game's tags without a result token before them.
                finish(&mut game, &mut games);
                in_moves = false;
            }
            let open = line;
            let mut j = i + 1;
            let mut inner = String::new();
            let mut quoted = false;
            while j < chars.len() {
                let d = chars[j];
                if d == '\n' {
                    return Err(PgnError::Tag { line: open });
                }
                if d == '\\' && quoted && j + 1 < chars.len() {
                    inner.push(d);
                    inner.push(chars[j + 1]);
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
            if j >= chars.len() {
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
            let value = value[1..value.len() - 1].replace("\\\"", "\"").replace("\\\\", "\\");
            if !started {
                game.line = open;
            }
            started = true;
            game.tags.push((name.to_string(), value));
            i = j + 1;
            continue;
        }
        // A token up to white space or a delimiter.
        let mut j = i;
        let mut tok = String::new();
        while j < chars.len() && !chars[j].is_whitespace() && !matches!(chars[j], '{' | '(' | ')' | '[' | ';') {
            tok.push(chars[j]);
            j += 1;
        }
        i = j;
        if !started {
            game.line = line;
        }
        started = true;
        if is_result(&tok) {
            game.result = Some(if tok == "½-½" { "1/2-1/2".into() } else { tok });
            finish(&mut game, &mut games);
            started = false;
            in_moves = false;
            continue;
        }
        if tok.starts_with('$') || is_move_number(&tok) {
            in_moves = true;
            continue;
        }
        let mv = strip_number(&tok).trim_end_matches(['!', '?']);
        if mv.is_empty() {
            continue;
        }
        in_moves = true;
        game.moves.push(PgnMove { text: mv.to_string(), line, comments: Vec::new() });
    }
    if depth > 0 {
        return Err(PgnError::Variation { line: depth_line });
    }
    if started {
        finish(&mut game, &mut games);
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
