//! Installing like an application: the desktop entry names the binary and the icon that the
//! `.deb` installs, and every file the `.deb` metadata lists exists in the repository.

use std::path::Path;

fn repo_file(rel: &str) -> String {
    std::fs::read_to_string(victoria_testkit::repo().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn the_desktop_entry_starts_the_binary_with_its_icon() {
    let entry = repo_file("assets/victoria-arbiter.desktop");
    let field = |k: &str| entry.lines().find_map(|l| l.strip_prefix(&format!("{k}="))).map(str::to_string);
    assert_eq!(field("Type").as_deref(), Some("Application"));
    assert_eq!(field("Exec").as_deref(), Some("victoria-arbiter"));
    assert_eq!(field("Icon").as_deref(), Some("victoria-arbiter"));
    assert!(field("Name[ru]").is_some() && field("Categories").is_some_and(|c| c.ends_with(';')));
    let icon = repo_file("assets/icons/victoria-arbiter.svg");
    assert!(icon.contains("<svg") && icon.contains("viewBox"));
}

#[test]
fn every_asset_the_deb_installs_exists() {
    let manifest = repo_file("Cargo.toml");
    let start = manifest.find("[package.metadata.deb]").expect("the root manifest has deb metadata");
    let section = &manifest[start..];
    let assets = &section[section.find("assets = [").unwrap()..section.find("\n]").unwrap()];
    let mut n = 0;
    for line in assets.lines().filter(|l| l.trim_start().starts_with("[\"")) {
        let source = line.trim_start().trim_start_matches("[\"").split('"').next().unwrap();
        n += 1;
        if source.starts_with("target/") {
            continue; // built by `cargo deb` itself
        }
        if let Some(dir) = source.strip_suffix("/*.json") {
            let found = std::fs::read_dir(victoria_testkit::repo().join(dir)).unwrap().count();
            assert!(found > 0, "{source} matches nothing");
        } else {
            assert!(Path::new(&victoria_testkit::repo().join(source)).exists(), "{source} is missing");
        }
    }
    assert!(n >= 5, "{assets}");
}
