//! The pairing-engine command alone, without the application (for timing and comparing against
//! other engines): `cargo run --release -p victoria-tournament --example pairing -- --dutch
//! IN.trf -p OUT`, or `-c` to check a finished file. The same as `victoria-arbiter pairing …`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lang = victoria_words::Lang::En;
    let code = victoria_tournament::pairing_command(&args, lang, &mut std::io::stdout());
    std::process::exit(code);
}
