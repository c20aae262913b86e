//! The `victoria-arbiter` binary: with no arguments it opens the desktop app (feature `gui`);
//! with a subcommand it runs the command line.

fn main() {
    std::process::exit(victoria_arbiter::cli::main());
}
