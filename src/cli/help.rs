//! `--help` in the language of `--lang`, by default the system's (LC_ALL, LC_MESSAGES, LANG):
//! the clap command is built from the derive, then every command's about line, every argument's
//! help, clap's own help and version flags, the `help` subcommand and the headings are worded
//! from the catalogue `help.ftl`. The ids follow the command tree: `help-<path>` for a command
//! (`help-root` for the program, `help-tournament-pair` for `tournament pair`) and
//! `help-<path>--<argument id>` for an argument, so a missing line is a missing id that the
//! completeness test names.

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
    for id in ["help-usage", "help-commands", "help-arguments", "help-options"] {
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

/// The words of a command's help, computed once for the whole tree.
struct Heads {
    arguments: &'static str,
    options: &'static str,
    commands: &'static str,
    template: String,
}

fn word(cmd: &mut Command, lang: Lang, heads: &Heads, path: &mut Vec<String>) {
    let p: Vec<&str> = path.iter().map(String::as_str).collect();
    let say = |ids: &[String]| ids.iter().find(|id| has(lang, id)).map(|id| tr0(lang, id));
    let about = about_id(cmd, &p);
    let mut c = std::mem::take(cmd);
    if let Some(text) = say(&[about]) {
        c = c.about(text).long_about(None);
    }
    let args: Vec<(String, bool, Option<String>)> = c
        .get_arguments()
        .map(|a| (a.get_id().as_str().to_string(), a.is_positional(), say(&help_ids(&p, a))))
        .collect();
    for (id, positional, text) in args {
        let heading = if positional { heads.arguments } else { heads.options };
        c = c.mut_arg(&id, |a| {
            let a = a.help_heading(heading);
            match text {
                Some(t) => a.help(t).long_help(None),
                None => a,
            }
        });
    }
    c = c.subcommand_help_heading(heads.commands).help_template(heads.template.clone());
    for sub in c.get_subcommands_mut() {
        path.push(sub.get_name().to_string());
        word(sub, lang, heads, path);
        path.pop();
    }
    *cmd = c;
}
