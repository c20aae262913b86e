//! No circle of modules inside any crate: the top-level modules of each crate form a graph
//! (an edge where one module's code names another through `crate::…`, `super::…` or a name the
//! crate root re-exports), and that graph has no cycle — so each crate is layered inside as the
//! workspace is between crates, and a module can be read knowing only those below it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The top-level module of each `.rs` file under `src` (`lib`/`main` for the root), the file's
/// module path, and its code before its tests (as the words checks read it), comments removed.
fn files(src: &Path) -> Vec<(String, Vec<String>, String)> {
    super::code_of(src.to_str().unwrap())
        .into_iter()
        .map(|(p, code)| {
            let rel = p.strip_prefix(src).unwrap().with_extension("");
            let mut parts: Vec<String> = rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
            if parts.last().is_some_and(|l| l == "mod") {
                parts.pop();
            }
            let code: String = code
                .lines()
                .map(|l| if l.trim_start().starts_with("//") { "" } else { l.split(" // ").next().unwrap_or("") })
                .collect::<Vec<_>>()
                .join("\n");
            (parts[0].clone(), parts, code)
        })
        .collect()
}

/// Identifiers in `text` after `prefix` (`crate::x`, `crate::{x, y::z}` gives x and y).
fn names_after(code: &str, prefix: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find(prefix) {
        let before = rest[..i].chars().last();
        rest = &rest[i + prefix.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        if let Some(inner) = rest.strip_prefix('{') {
            let mut depth = 1;
            let mut end = 0;
            for (j, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                if depth == 0 {
                    end = j;
                    break;
                }
            }
            // The first segment of each path in the group, at the group's top level.
            let mut depth = 0;
            let mut at_start = true;
            let mut word = String::new();
            for c in inner[..end].chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => at_start = true,
                    c if (c.is_alphanumeric() || c == '_') && at_start && depth == 0 => word.push(c),
                    _ => {
                        if !word.is_empty() {
                            names.push(std::mem::take(&mut word));
                            at_start = false;
                        }
                    }
                }
            }
            if !word.is_empty() {
                names.push(word);
            }
        } else {
            let word: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !word.is_empty() {
                names.push(word);
            }
        }
    }
    names
}

/// What the crate root re-exports: name → the top-level module it comes from.
fn reexports(root_code: &str, modules: &BTreeSet<String>) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    for stmt in root_code.split(';') {
        let stmt = stmt.trim();
        let Some(path) = stmt.strip_prefix("pub use ").or_else(|| stmt.strip_prefix("pub(crate) use ")) else {
            continue;
        };
        let path = path.strip_prefix("crate::").unwrap_or(path);
        let Some((module, rest)) = path.split_once("::") else { continue };
        if !modules.contains(module) {
            continue;
        }
        let items = rest.trim_start_matches('{').trim_end_matches('}');
        for item in items.split(',') {
            let item = item.trim();
            let name = item.rsplit(" as ").next().unwrap_or(item).rsplit("::").next().unwrap_or(item).trim();
            if !name.is_empty() && name != "*" {
                map.insert(name.to_string(), module.to_string());
            }
        }
    }
    map
}

/// The cycles (strongly connected components of more than one module) of a crate's graph.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Kosaraju: finish order on the graph, then components on the reversed graph.
    fn visit(n: &str, g: &BTreeMap<String, BTreeSet<String>>, seen: &mut BTreeSet<String>, order: &mut Vec<String>) {
        if !seen.insert(n.to_string()) {
            return;
        }
        for m in g.get(n).into_iter().flatten() {
            visit(m, g, seen, order);
        }
        order.push(n.to_string());
    }
    let mut seen = BTreeSet::new();
    let mut order = Vec::new();
    for n in graph.keys() {
        visit(n, graph, &mut seen, &mut order);
    }
    let mut reversed: BTreeMap<String, BTreeSet<String>> = graph.keys().map(|k| (k.clone(), BTreeSet::new())).collect();
    for (a, bs) in graph {
        for b in bs {
            reversed.entry(b.clone()).or_default().insert(a.clone());
        }
    }
    let mut seen = BTreeSet::new();
    let mut found = Vec::new();
    for n in order.iter().rev() {
        let mut component = Vec::new();
        visit(n, &reversed, &mut seen, &mut component);
        if component.len() > 1 {
            component.sort();
            found.push(component);
        }
    }
    found
}

/// A crate's module graph: top-level module → the top-level modules its code names.
fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let files = files(src);
    let modules: BTreeSet<String> =
        files.iter().map(|(top, _, _)| top.clone()).filter(|t| t != "lib" && t != "main").collect();
    let root: String =
        files.iter().filter(|(top, _, _)| top == "lib" || top == "main").map(|(_, _, c)| c.as_str()).collect();
    let exported = reexports(&root, &modules);
    let mut graph: BTreeMap<String, BTreeSet<String>> = modules.iter().map(|m| (m.clone(), BTreeSet::new())).collect();
    for (top, parts, code) in &files {
        if !modules.contains(top) {
            continue;
        }
        let mut named = names_after(code, "crate::");
        // `super::` from a file at the top level is the crate root; deeper, `super::` repeated
        // once per level reaches it.
        let to_root = "super::".repeat(parts.len());
        named.extend(names_after(code, &to_root));
        for name in named {
            let target = if modules.contains(&name) { Some(name) } else { exported.get(&name).cloned() };
            if let Some(t) = target.filter(|t| t != top) {
                graph.get_mut(top).unwrap().insert(t);
            }
        }
    }
    graph
}

/// The checker finds a circle where there is one.
#[test]
fn the_module_check_finds_a_circle() {
    let dir = victoria_testkit::temp_dir("module-circle");
    std::fs::write(dir.join("lib.rs"), "mod a;\nmod b;\nmod c;\npub use c::Thing;\n").unwrap();
    std::fs::write(dir.join("a.rs"), "use crate::b::X;\n").unwrap();
    std::fs::write(dir.join("b.rs"), "use super::{Thing, c};\n// crate::a in a comment\n").unwrap();
    std::fs::write(dir.join("c.rs"), "pub struct Thing;\nfn f() { crate::a::g() }\n").unwrap();
    assert_eq!(cycles(&graph(&dir)), vec![vec!["a".to_string(), "b".to_string(), "c".to_string()]]);
    std::fs::write(dir.join("c.rs"), "pub struct Thing;\n").unwrap();
    assert!(cycles(&graph(&dir)).is_empty());
}

/// No crate of the workspace has a circle of modules.
#[test]
fn no_circle_of_modules_inside_any_crate() {
    let mut found = Vec::new();
    for (dir, _) in super::crates() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for cycle in cycles(&graph(&src)) {
            found.push(format!("{dir}: {}", cycle.join(" ⇄ ")));
        }
    }
    assert!(
        found.is_empty(),
        "modules that depend on each other (move the shared part below both):\n{}",
        found.join("\n")
    );
}
