//! `--help` in the language of `--lang`, by default the system's (LC_ALL, LC_MESSAGES, LANG):
//! the clap command is built from the derive, then every command's about line, every argument's
//! help, clap's own help and version flags, the `help` subcommand and the headings are worded
//! from the catalogue `help.ftl`. The ids follow the command tree: `help-<path>` for a command
//! (`help-root` for the program, `help-tournament-pair` for `tournament pair`) and
//! `help-<path>--<argument id>` for an argument, so a missing line is a missing id that the
//! completeness test names.
//!
//! Clap's own words are ours too: the placeholders of the usage line (`[OPTIONS]`, `<COMMAND>`),
//! each argument's value name (`<GAME>` is `help-value-game`), and the default and possible
//! values clap would add in English (`[default: …]`) are hidden from clap and said from the
//! catalogue after the help line. The errors clap finds in the arguments are worded by [`error`].

use clap::{Arg, Command, CommandFactory};
use victoria_words::{FluentArgs, Lang};

fn tr0(lang: Lang, id: &str) -> String {
    crate::WORDS.tr(lang, id, &FluentArgs::new())
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn has(lang: Lang, id: &str) -> bool {
    crate::WORDS.has(lang, id)
}

/// The ids of the words of a command's help (`help-root`, `help-check`, `help-tournament-pair`).
pub fn command_id(path: &[&str]) -> String {
    if path.is_empty() { "help-root".to_string() } else { format!("help-{}", path.join("-")) }
}

/// The id of an argument's help line: `help-check--game`, `help-root--lang`.
pub fn arg_id(path: &[&str], arg: &str) -> String {
    format!("{}--{}", command_id(path), arg)
}

/// Clap's own arguments and subcommand, worded by shared ids rather than per command.
fn builtin_arg_id(arg: &str) -> Option<&'static str> {
    match arg {
        "help" => Some("help-flag-help"),
        "version" => Some("help-flag-version"),
        _ => None,
    }
}

/// The command line's clap command with every word of its help in `lang`.
pub fn command(lang: Lang) -> Command {
    let mut cmd = super::Cli::command();
    cmd.build();
    // Clap keeps headings as `&'static str`; the help is built once, before the command runs.
    let heads = Heads {
        arguments: leak(tr0(lang, "help-arguments")),
        options: leak(tr0(lang, "help-options")),
        commands: leak(tr0(lang, "help-commands")),
        template: format!(
            "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
            tr0(lang, "help-usage")
        ),
        options_tag: format!("[{}]", tr0(lang, "help-options-tag")),
        command_value: leak(tr0(lang, "help-value-command")),
    };
    word(&mut cmd, lang, &heads, &mut Vec::new());
    cmd
}

/// The ids the help of the command tree reads, each with the ids that may stand in for it (an
/// argument's own id, then `help-any--<argument>`): every one of them must be in both
/// catalogues (the completeness test).
pub fn ids() -> Vec<Vec<String>> {
    let mut cmd = super::Cli::command();
    cmd.build();
    let mut out = Vec::new();
    collect(&cmd, &mut Vec::new(), &mut out);
    for id in [
        "help-usage",
        "help-commands",
        "help-arguments",
        "help-options",
        "help-options-tag",
        "help-value-command",
        "help-default",
        "help-possible",
    ] {
        out.push(vec![id.to_string()]);
    }
    out.sort();
    out.dedup();
    out
}

fn collect(cmd: &Command, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    let p: Vec<&str> = path.iter().map(String::as_str).collect();
    out.push(vec![about_id(cmd, &p)]);
    for a in cmd.get_arguments().filter(|a| !a.is_hide_set() && a.get_help().is_some()) {
        out.push(help_ids(&p, a));
    }
    for a in cmd.get_arguments().filter(|a| a.get_action().takes_values()) {
        for name in a.get_value_names().unwrap_or_default() {
            out.push(vec![value_id(name.as_str())]);
        }
    }
    for sub in cmd.get_subcommands() {
        path.push(sub.get_name().to_string());
        collect(sub, path, out);
        path.pop();
    }
}

/// The id of a command's about line. Clap's `help` subcommand is worded by one id, and the
/// copies of the commands under it (`help check`, `tournament help pair`) by their own
/// command's.
fn about_id(cmd: &Command, path: &[&str]) -> String {
    if cmd.get_name() == "help" {
        return "help-help".to_string();
    }
    let own: Vec<&str> = path.iter().copied().filter(|s| *s != "help").collect();
    command_id(&own)
}

/// The ids that may word an argument's help, the first found winning: clap's own flags by
/// shared ids; any other by its command's id, else by the id shared by the commands that have
/// it alike.
fn help_ids(path: &[&str], a: &Arg) -> Vec<String> {
    let id = a.get_id().as_str();
    match builtin_arg_id(id) {
        Some(shared) => vec![shared.to_string()],
        None => vec![arg_id(path, id), format!("help-any--{id}")],
    }
}

/// The id of a value name's words: `GAME` → `help-value-game`, `KEY_DIR` → `help-value-key-dir`,
/// `KEY=VALUE` → `help-value-key-value`.
pub fn value_id(name: &str) -> String {
    let kebab: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    format!("help-value-{kebab}")
}

/// The words of a command's help, computed once for the whole tree.
struct Heads {
    arguments: &'static str,
    options: &'static str,
    commands: &'static str,
    template: String,
    /// `[OPTIONS]` of the usage line.
    options_tag: String,
    /// `COMMAND` of the usage line.
    command_value: &'static str,
}

/// What clap would add to an argument's help line in English, said in `lang`: its default
/// (an empty one is no default) and the values it takes.
fn values_said(lang: Lang, a: &Arg) -> Option<String> {
    if !a.get_action().takes_values() {
        return None;
    }
    let mut out = Vec::new();
    let defaults: Vec<String> = a.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect();
    if !a.is_hide_default_value_set() && defaults.iter().any(|d| !d.is_empty()) {
        out.push(crate::t!(lang, "help-default", value = defaults.join(", ")));
    }
    let possible: Vec<String> =
        a.get_possible_values().iter().filter(|v| !v.is_hide_set()).map(|v| v.get_name().to_string()).collect();
    if !a.is_hide_possible_values_set() && !possible.is_empty() {
        out.push(crate::t!(lang, "help-possible", values = possible.join(", ")));
    }
    (!out.is_empty()).then(|| out.join(" "))
}

fn word(cmd: &mut Command, lang: Lang, heads: &Heads, path: &mut Vec<String>) {
    let p: Vec<&str> = path.iter().map(String::as_str).collect();
    let say = |ids: &[String]| ids.iter().find(|id| has(lang, id)).map(|id| tr0(lang, id));
    let about = about_id(cmd, &p);
    let mut c = std::mem::take(cmd);
    if let Some(text) = say(&[about]) {
        c = c.about(text).long_about(None);
    }
    type ArgWords = (String, bool, Option<String>, Vec<&'static str>);
    let args: Vec<ArgWords> = c
        .get_arguments()
        .map(|a| {
            let help = say(&help_ids(&p, a));
            let text = match (help, values_said(lang, a)) {
                (Some(h), Some(v)) => Some(format!("{h} {v}")),
                (h, v) => h.or(v),
            };
            let takes = a.get_action().takes_values();
            let names = a
                .get_value_names()
                .unwrap_or_default()
                .iter()
                .filter(|_| takes)
                .map(|n| leak(tr0(lang, &value_id(n))))
                .collect();
            (a.get_id().as_str().to_string(), a.is_positional(), text, names)
        })
        .collect();
    for (id, positional, text, names) in args {
        let heading = if positional { heads.arguments } else { heads.options };
        c = c.mut_arg(&id, |a| {
            let mut a = a.help_heading(heading).hide_default_value(true).hide_possible_values(true);
            if !names.is_empty() {
                a = a.value_names(names);
            }
            match text {
                Some(t) => a.help(t).long_help(None),
                None => a,
            }
        });
    }
    c = c
        .subcommand_help_heading(heads.commands)
        .subcommand_value_name(heads.command_value)
        .help_template(heads.template.clone());
    // Clap writes `[OPTIONS]` in the usage line by itself: the line is taken from clap and said.
    let usage = c.render_usage().to_string();
    let usage = usage.trim_start().strip_prefix("Usage:").unwrap_or(&usage).trim_start();
    c = c.override_usage(usage.replace("[OPTIONS]", &heads.options_tag));
    for sub in c.get_subcommands_mut() {
        path.push(sub.get_name().to_string());
        word(sub, lang, heads, path);
        path.pop();
    }
    *cmd = c;
}

/// What clap found wrong in the arguments, said in `lang` from the error's kind and context
/// (clap's own message is English): one clause, for `cli-bad-arguments`.
pub fn error(e: &clap::Error, lang: Lang) -> String {
    use clap::error::{ContextKind as K, ContextValue as V, ErrorKind};
    let text = |k: K| match e.get(k) {
        Some(V::String(s)) => Some(s.clone()),
        Some(V::Strings(v)) => Some(v.join(", ")),
        Some(V::StyledStr(s)) => Some(s.to_string()),
        Some(V::StyledStrs(v)) => Some(v.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")),
        Some(V::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let arg = text(K::InvalidArg).unwrap_or_default();
    let value = text(K::InvalidValue).unwrap_or_default();
    let said = match e.kind() {
        ErrorKind::UnknownArgument => crate::t!(lang, "cli-args-unknown", arg = arg),
        ErrorKind::InvalidSubcommand => {
            crate::t!(lang, "cli-args-unknown-command", command = text(K::InvalidSubcommand).unwrap_or_default())
        }
        ErrorKind::InvalidValue if value.is_empty() => crate::t!(lang, "cli-args-no-value", arg = arg),
        ErrorKind::InvalidValue => crate::t!(lang, "cli-args-invalid-value", arg = arg, value = value.clone()),
        ErrorKind::ValueValidation => {
            let source = std::error::Error::source(e);
            let reason = match source {
                Some(s) if s.is::<std::num::ParseIntError>() || s.is::<std::num::ParseFloatError>() => {
                    crate::t!(lang, "cli-args-not-a-number")
                }
                Some(s) => s.to_string(),
                None => String::new(),
            };
            if reason.is_empty() {
                crate::t!(lang, "cli-args-invalid-value", arg = arg, value = value.clone())
            } else {
                crate::t!(lang, "cli-args-invalid-value-because", arg = arg, value = value.clone(), reason = reason)
            }
        }
        ErrorKind::NoEquals => crate::t!(lang, "cli-args-no-equals", arg = arg),
        ErrorKind::TooManyValues => crate::t!(lang, "cli-args-too-many", arg = arg, value = value.clone()),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            crate::t!(lang, "cli-args-value-count", arg = arg)
        }
        ErrorKind::ArgumentConflict => match text(K::PriorArg) {
            Some(prior) if prior != arg => crate::t!(lang, "cli-args-conflict", arg = arg, other = prior),
            Some(_) => crate::t!(lang, "cli-args-repeated", arg = arg),
            None => crate::t!(lang, "cli-args-conflict-any", arg = arg),
        },
        ErrorKind::MissingRequiredArgument => crate::t!(lang, "cli-args-missing", args = arg),
        ErrorKind::MissingSubcommand => crate::t!(
            lang,
            "cli-args-missing-command",
            command = text(K::InvalidSubcommand).unwrap_or_default(),
            commands = text(K::ValidSubcommand).unwrap_or_default()
        ),
        ErrorKind::InvalidUtf8 => crate::t!(lang, "cli-args-not-utf8"),
        _ => crate::t!(lang, "cli-args-unreadable"),
    };
    let valid = text(K::ValidValue).filter(|_| e.kind() == ErrorKind::InvalidValue && !value.is_empty());
    let suggested = text(K::SuggestedArg).or_else(|| text(K::SuggestedSubcommand)).or_else(|| text(K::SuggestedValue));
    match (valid, suggested) {
        (_, Some(s)) => crate::t!(lang, "cli-args-suggested", error = said, suggested = s),
        (Some(v), None) => crate::t!(lang, "cli-args-possible", error = said, values = v),
        (None, None) => said,
    }
}
