//! The pairing-engine command on its own: `cargo run -p victoria-tournament --example pairing --
//! --dutch IN.trf -p [OUT]` (the root binary offers the same as `victoria-arbiter pairing`).
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lang = victoria_words::Lang::of_locale(&std::env::var("LANG").unwrap_or_default());
    let code = victoria_tournament::pairing_command(&args, lang, &mut std::io::stdout());
    std::process::exit(code);
}
