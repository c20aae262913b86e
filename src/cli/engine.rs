//! `moves`, `perft` and `play`: the engine on the command line.

#[derive(clap::Args, Debug)]
pub struct MovesArgs {}
#[derive(clap::Args, Debug)]
pub struct PerftArgs {}
#[derive(clap::Args, Debug)]
pub struct PlayArgs {}
pub fn moves(_: MovesArgs) -> i32 {
    2
}
pub fn perft(_: PerftArgs) -> i32 {
    2
}
pub fn play(_: PlayArgs) -> i32 {
    2
}
