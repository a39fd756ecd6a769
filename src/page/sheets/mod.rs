//! The sheets over the table: which is open and New game's draft
//! (`open.rs`), what each shows (`contents.rs`; the help text, fetched:
//! `help.rs`), as trees (`tree.rs`).

pub mod contents;
pub mod help;
pub(super) mod open;
pub mod tree;
