//! The desktop app (issue 4): filled in by the app work.
pub fn run() -> Result<(), String> {
    Err("not built yet".into())
}
