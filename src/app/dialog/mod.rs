//! The app's own dialogs, one module each with its state, its `Message` and its `view`: the
//! unsaved-changes prompt ([`leave`]), the Save As path bar ([`save_as`]) and the list of keys
//! ([`help`]). Each is opened and closed only through its state in the app (an `Option`).

pub mod help;
pub mod leave;
pub mod save_as;
