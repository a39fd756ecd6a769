//! The sheets over the table: which is open and New game's draft
//! (`open.rs`), what each shows (`contents.rs`; the help text, fetched:
//! `help.rs`), as trees (`tree.rs`), and where the rarely opened ones are
//! drawn (`draw.rs`: in the page, by the position reader's wasm).

pub mod contents;
pub mod draw;
pub mod help;
pub(super) mod open;
pub mod tree;
